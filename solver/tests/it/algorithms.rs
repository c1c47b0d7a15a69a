//! The three algorithms: their counts on boards small enough to count by hand, their step events,
//! pausing and resuming, and agreement with `Board::solve` on the seed examples.

use sudoku_solver::{
    Algorithm, Backtracker, Board, Cell, Counts, Digit, Engine, Event, Outcome, Unit,
};

use sudoku_testkit::{INKALA, INKALA_SOLVED};

use crate::{read_corpus, solves};

fn board(text: &str) -> Board {
    text.parse().expect("a test board")
}

/// The solved grid with the listed cells (row, column, 1-based) emptied.
fn solved_without(cells: &[(usize, usize)]) -> Board {
    cells.iter().fold(board(INKALA_SOLVED), |b, &(r, c)| {
        b.with(Cell::at(r - 1, c - 1).unwrap(), None)
    })
}

/// Runs `algorithm` on `puzzle` for up to `limit` solutions and checks the counts.
fn check(puzzle: &Board, algorithm: Algorithm, limit: usize, expected: Counts) {
    let mut search = Backtracker::new(puzzle, algorithm, limit).expect("a backtracking algorithm");
    let report = loop {
        if let Some(report) = search.advance(1_000) {
            break report;
        }
    };
    assert_eq!(report.counts, expected, "{algorithm} with limit {limit}");
}

fn counts(tries: u64, placements: u64, backtracks: u64, max_depth: u32) -> Counts {
    Counts {
        tries,
        placements,
        backtracks,
        max_depth,
    }
}

#[test]
fn one_empty_cell_costs_the_rank_of_its_digit() {
    // Row 1, column 1 holds 8: the naive search tests 1 to 7 (each clashes), then 8 fits.
    let puzzle = solved_without(&[(1, 1)]);
    check(&puzzle, Algorithm::Naive, 1, counts(8, 1, 0, 1));
    // Proving uniqueness: 9 too is tested, then the cell is a dead end and nothing is left.
    check(&puzzle, Algorithm::Naive, 2, counts(9, 1, 1, 1));
    // Its only candidate is 8: one try, which fits.
    check(&puzzle, Algorithm::CandidatesFirst, 1, counts(1, 1, 0, 1));
    check(&puzzle, Algorithm::CandidatesFirst, 2, counts(1, 1, 1, 1));
}

#[test]
fn two_empty_cells_are_filled_in_order() {
    // Row 1 without its 8 (column 1) and its 1 (column 2). The naive search fills column 1 first.
    let puzzle = solved_without(&[(1, 1), (1, 2)]);
    let mut search = Backtracker::new(&puzzle, Algorithm::Naive, 1).unwrap();
    let mut events = Vec::new();
    loop {
        let event = search.step();
        if event == Event::Finished {
            break;
        }
        events.push(event);
    }
    // Every rejected digit really is in the unit named, and every written one is not.
    let mut replay = puzzle;
    for event in &events {
        match *event {
            Event::Choose {
                cell,
                candidates,
                tied,
            } => {
                let first_empty = Cell::all().find(|&c| replay.get(c).is_none());
                assert_eq!(
                    Some(cell),
                    first_empty,
                    "the first empty cell, in reading order"
                );
                assert_eq!((candidates, tied), (None, 1), "naive tests every digit");
            }
            Event::Try {
                cell,
                digit,
                clash: Some(unit),
            } => {
                assert!(
                    unit_holds(&replay, unit, digit),
                    "{cell}: {digit} is not in {unit}"
                );
            }
            Event::Try {
                cell,
                digit,
                clash: None,
            } => {
                for unit in units_of(cell) {
                    assert!(
                        !unit_holds(&replay, unit, digit),
                        "{cell}: {digit} is in {unit}"
                    );
                }
                replay.set(cell, Some(digit));
            }
            Event::DeadEnd {
                undo: Some((cell, _)),
                ..
            } => replay.set(cell, None),
            Event::DeadEnd { undo: None, .. } | Event::Finished => {}
            Event::Solution(solution) => assert_eq!(solution.board(), replay),
            _ => panic!("a backtracker never says {event:?}"),
        }
    }
    assert!(matches!(events.last(), Some(Event::Solution(s)) if s.to_string() == INKALA_SOLVED));
    let tries = events
        .iter()
        .filter(|e| matches!(e, Event::Try { .. }))
        .count() as u64;
    assert_eq!(search.counts().tries, tries);
    // At r1c1: 1 clashes with column 1 (r4c1 holds it), 2-7 with row 1, 8 fits; then r1c2
    // takes 1 at the first try. 9 tries, 2 digits written, no dead end.
    assert_eq!(search.counts(), counts(7 + 1 + 1, 2, 0, 2));
    let chosen = events
        .iter()
        .filter(|e| matches!(e, Event::Choose { .. }))
        .count();
    assert_eq!(chosen, 2, "one choice per empty cell, none after the last");
    let first = &events[1];
    assert_eq!(
        *first,
        Event::Try {
            cell: Cell::at(0, 0).unwrap(),
            digit: Digit::new(1).unwrap(),
            clash: Some(Unit::Column(0))
        }
    );
}

fn units_of(cell: Cell) -> [Unit; 3] {
    [
        Unit::Row(cell.row()),
        Unit::Column(cell.col()),
        Unit::Box(cell.box_index()),
    ]
}

fn unit_holds(board: &Board, unit: Unit, digit: Digit) -> bool {
    Cell::all().any(|cell| {
        let inside = match unit {
            Unit::Row(i) => cell.row() == i,
            Unit::Column(i) => cell.col() == i,
            Unit::Box(i) => cell.box_index() == i,
        };
        inside && board.get(cell) == Some(digit)
    })
}

#[test]
fn a_paused_search_ends_as_an_uninterrupted_one() {
    let puzzle = board(INKALA);
    for algorithm in [Algorithm::Naive, Algorithm::CandidatesFirst] {
        let whole = puzzle.solve_with(algorithm);
        let mut search = Backtracker::new(&puzzle, algorithm, 2).unwrap();
        assert_eq!(search.advance(10), None);
        assert_eq!(
            search.counts().tries,
            10,
            "a budget of tries is kept exactly"
        );
        assert!(!search.is_finished());
        let resumed = loop {
            if let Some(report) = search.advance(12_345) {
                break report;
            }
        };
        assert_eq!(resumed, whole, "{algorithm}");
        assert_eq!(search.step(), Event::Finished);
    }
}

#[test]
fn the_seed_examples_get_the_same_outcome_from_every_algorithm() {
    for (line, puzzle) in read_corpus("seed_examples.txt") {
        let expected = puzzle.solve().outcome;
        for algorithm in Algorithm::ALL {
            let report = puzzle.solve_with(algorithm);
            let c = report.counts;
            match (&report.outcome, &expected) {
                (Outcome::Unique(a), Outcome::Unique(b)) => assert_eq!(a, b),
                (Outcome::Multiple(a, b), Outcome::Multiple(..)) => {
                    assert!(a != b && solves(&a.board(), &puzzle) && solves(&b.board(), &puzzle));
                }
                (got, want) => assert_eq!(got, want, "seed line {line}, {algorithm}"),
            }
            assert!(
                c.placements <= c.tries,
                "seed line {line}, {algorithm}: {c:?}"
            );
            if algorithm == Algorithm::CandidatesFirst {
                assert_eq!(c.tries, c.placements, "candidates always fit");
            }
            if matches!(expected, Outcome::Clash(_)) {
                assert_eq!(c, Counts::default(), "clashing givens: no search at all");
            }
        }
    }
}

#[test]
fn the_tutorials_algorithm_order_shows_in_the_counts() {
    // The third tutorial's example: candidates first needs far fewer tries than the naive order,
    // and the fast solver fewer still.
    let puzzle = read_corpus("seed_examples.txt")[2].1;
    let [naive, fewest, fast] = Algorithm::ALL.map(|a| puzzle.solve_with(a).counts);
    assert!(fewest.tries * 10 < naive.tries, "{fewest:?} vs {naive:?}");
    assert!(fast.tries <= fewest.tries, "{fast:?} vs {fewest:?}");
    // A full solve writes every empty cell at once at the deepest point.
    let empty = 81 - puzzle.given_count() as u32;
    assert_eq!(naive.max_depth, empty);
    assert_eq!(fewest.max_depth, empty);
}

#[test]
fn fast_counts_are_its_guesses() {
    for (_, puzzle) in read_corpus("norvig_top95.txt").into_iter().take(20) {
        let report = puzzle.solve_with(Algorithm::Fast);
        let c = report.counts;
        assert_eq!(c.tries, puzzle.solutions_by(Engine::Bands, 2).stats.guesses);
        assert_eq!(
            c.placements + c.backtracks,
            c.tries,
            "each guess is followed or refuted"
        );
        assert_eq!(report.outcome, puzzle.solve().outcome);
    }
}

#[test]
fn fast_has_no_one_try_stepper() {
    assert!(Backtracker::new(&Board::EMPTY, Algorithm::Fast, 2).is_none());
}

#[test]
fn algorithm_names_round_trip() {
    for algorithm in Algorithm::ALL {
        assert_eq!(algorithm.to_string().parse::<Algorithm>(), Ok(algorithm));
        assert_eq!(
            algorithm.to_string().to_uppercase().parse::<Algorithm>(),
            Ok(algorithm)
        );
    }
    let error = "quantum".parse::<Algorithm>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown algorithm 'quantum': expected one of naive, candidates-first, fast"
    );
}

#[test]
fn units_are_written_in_compact_notation() {
    assert_eq!(Unit::Row(3).to_string(), "r4");
    assert_eq!(Unit::Column(1).to_string(), "c2");
    assert_eq!(Unit::Box(8).to_string(), "b9");
}
