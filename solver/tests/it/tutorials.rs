//! The tutorials' numbers, reproduced: plain ports of their loops, written here as they wrote them
//! (nested `for` loops over a 9x9 list, a counter `t`), run beside our `Backtracker` on every
//! seed example and more. A learner checks our counts against the tutorials' printed ones; these
//! tests check them against the tutorials' code.
//!
//! Both ports can go on after the first solution (`limit` 2), as Solve does to prove the solution
//! is the only one; with `limit` 1 they stop where the tutorials stop.

// The ports index the grid as the tutorials do (`board[i][j]`), on purpose.
#![allow(clippy::needless_range_loop)]

use sudoku_solver::{Algorithm, Board, Counts, Outcome};

use crate::read_corpus;

/// The first tutorial's puzzle (Inkala's with one more given) and the count it prints.
const FIRST_TUTORIAL: &str =
    "8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4..";
const FIRST_TUTORIAL_TIMES: u64 = 45_360;

type Grid = [[u8; 9]; 9];

fn grid_of(board: &Board) -> Grid {
    let mut grid = [[0; 9]; 9];
    for (i, digit) in board.cells().iter().enumerate() {
        grid[i / 9][i % 9] = digit.map_or(0, |d| d.get());
    }
    grid
}

/// What a port counted: its counter at the first solution and at the end, the counts our
/// `Counts` keep, and the solutions it met.
#[derive(Debug, Default)]
struct Tally {
    t_at_first: Option<u64>,
    t: u64,
    placements: u64,
    backtracks: u64,
    depth: u32,
    max_depth: u32,
    solutions: Vec<Grid>,
}

impl Tally {
    fn counts(&self) -> Counts {
        Counts {
            tries: self.t,
            placements: self.placements,
            backtracks: self.backtracks,
            max_depth: self.max_depth,
        }
    }
}

/// The first tutorial's `valid(board, row, col, n)`: n is not in the row, the column or the box.
fn valid(b: &Grid, r: usize, c: usize, n: u8) -> bool {
    for k in 0..9 {
        if b[r][k] == n || b[k][c] == n {
            return false;
        }
    }
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    for row in b.iter().skip(br).take(3) {
        for &value in row.iter().skip(bc).take(3) {
            if value == n {
                return false;
            }
        }
    }
    true
}

/// The first tutorial's `solve(board)`, recursive: the first empty cell in reading order gets
/// each digit 1 to 9 (`t += 1` for each), a digit that is valid is written and the rest solved;
/// no empty cell left means solved. Returns whether to stop (the tutorial returns `True` at its
/// first solution; with `limit` 2 the search goes on, which is the only change).
fn naive(b: &mut Grid, limit: usize, tally: &mut Tally) -> bool {
    for i in 0..9 {
        for j in 0..9 {
            if b[i][j] == 0 {
                for n in 1..=9 {
                    tally.t += 1;
                    if valid(b, i, j, n) {
                        b[i][j] = n;
                        tally.placements += 1;
                        tally.depth += 1;
                        tally.max_depth = tally.max_depth.max(tally.depth);
                        if naive(b, limit, tally) {
                            return true;
                        }
                        b[i][j] = 0;
                        tally.depth -= 1;
                    }
                }
                tally.backtracks += 1;
                return false;
            }
        }
    }
    if tally.solutions.is_empty() {
        tally.t_at_first = Some(tally.t);
    }
    tally.solutions.push(*b);
    tally.solutions.len() >= limit
}

/// The third tutorial's loop, iterative: at every round it works out each empty cell's
/// candidates, sorts the cells by how many they have (a stable sort, so ties stay in reading
/// order), writes the first candidate of the first cell (`t += 1`) and keeps the step, with the
/// candidates left, in a list; a cell with no candidate sends it back through that list to the
/// last step with a candidate left.
fn candidates_first(start: &Grid, limit: usize) -> Tally {
    let mut b = *start;
    let mut tally = Tally::default();
    // (row, column, candidates not tried yet)
    let mut steps: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    loop {
        let mut cells: Vec<(usize, usize, Vec<u8>)> = Vec::new();
        for r in 0..9 {
            for c in 0..9 {
                if b[r][c] == 0 {
                    let candidates = (1..=9).filter(|&n| valid(&b, r, c, n)).collect();
                    cells.push((r, c, candidates));
                }
            }
        }
        cells.sort_by_key(|(_, _, candidates)| candidates.len());
        // Solved: note it, and (below) go back for another unless enough were found.
        let solved = cells.is_empty();
        if solved {
            if tally.solutions.is_empty() {
                tally.t_at_first = Some(tally.t);
            }
            tally.solutions.push(b);
            if tally.solutions.len() >= limit {
                return tally;
            }
        } else if let Some((r, c, candidates)) = cells.first().filter(|c| !c.2.is_empty()) {
            tally.t += 1;
            tally.placements += 1;
            b[*r][*c] = candidates[0];
            steps.push((*r, *c, candidates[1..].to_vec()));
            tally.max_depth = tally.max_depth.max(steps.len() as u32);
            continue;
        } else {
            // The fewest is none: a dead end.
            tally.backtracks += 1;
        }
        // Back through the steps to one with a candidate left; each step with none is a dead
        // end too.
        loop {
            let Some((r, c, left)) = steps.pop() else {
                return tally;
            };
            b[r][c] = 0;
            if let Some((&next, rest)) = left.split_first() {
                tally.t += 1;
                tally.placements += 1;
                b[r][c] = next;
                steps.push((r, c, rest.to_vec()));
                break;
            }
            tally.backtracks += 1;
        }
    }
}

/// Runs the port of `algorithm` on `puzzle` for up to `limit` solutions.
fn port(puzzle: &Board, algorithm: Algorithm, limit: usize) -> Tally {
    let grid = grid_of(puzzle);
    match algorithm {
        Algorithm::Naive => {
            let mut tally = Tally::default();
            naive(&mut grid.clone(), limit, &mut tally);
            tally
        }
        Algorithm::CandidatesFirst => candidates_first(&grid, limit),
        Algorithm::Fast => unreachable!("the tutorials have no fast solver"),
    }
}

/// Our search of `puzzle` by `algorithm` against the port of the tutorial's loop: the same count
/// to the first solution (the tutorials' figure), the same counts in all, the same solutions.
fn check(puzzle: &Board, algorithm: Algorithm) {
    let what = format!("{algorithm} on {puzzle}");
    let ours = puzzle.solve_with(algorithm);
    if let Outcome::Clash(_) = ours.outcome {
        // Our search refuses clashing givens before it starts; the tutorial's loop searches
        // them in vain: no solution either way.
        assert_eq!(ours.counts, Counts::default(), "{what}");
        assert!(port(puzzle, algorithm, 1).solutions.is_empty(), "{what}");
        return;
    }
    let whole = port(puzzle, algorithm, 2);
    let first = port(puzzle, algorithm, 1);
    assert_eq!(
        ours.first.map(|c| c.tries),
        first.t_at_first,
        "{what}: tries to the first solution"
    );
    assert_eq!(first.t_at_first, whole.t_at_first, "{what}: the same path");
    assert_eq!(ours.counts, whole.counts(), "{what}: the whole search");
    assert_eq!(
        ours.first.map(|c| c.placements),
        first.t_at_first.map(|_| first.placements),
        "{what}: placements to the first solution"
    );
    // The tutorial's loop, stopped at its first solution, did what our first-solution search does.
    let (solution, counts) = puzzle.first_solution_with(algorithm);
    assert_eq!(counts, first.counts(), "{what}: first_solution_with");
    assert_eq!(
        solution.map(|s| grid_of(&s.board())),
        first.solutions.first().copied(),
        "{what}"
    );
    let solutions: Vec<Grid> = match ours.outcome {
        Outcome::Unique(s) => vec![grid_of(&s.board())],
        Outcome::Multiple(a, b) => vec![grid_of(&a.board()), grid_of(&b.board())],
        _ => vec![],
    };
    assert_eq!(
        solutions, whole.solutions,
        "{what}: the solutions, in order"
    );
}

#[test]
fn the_first_tutorials_count_is_ours() {
    let puzzle: Board = FIRST_TUTORIAL.parse().unwrap();
    let report = puzzle.solve_with(Algorithm::Naive);
    assert_eq!(
        report.first.map(|c| c.tries),
        Some(FIRST_TUTORIAL_TIMES),
        "the first tutorial prints times: 45360"
    );
    assert!(matches!(report.outcome, Outcome::Unique(_)));
    assert!(report.counts.tries > 100 * FIRST_TUTORIAL_TIMES);
    check(&puzzle, Algorithm::Naive);
}

#[test]
fn every_seed_example_counts_as_the_tutorials_loops_do() {
    let seeds = read_corpus("seed_examples.txt");
    assert_eq!(seeds.len(), 6);
    assert_eq!(seeds[0].1.to_string(), FIRST_TUTORIAL);
    for (line, puzzle) in &seeds {
        for algorithm in [Algorithm::Naive, Algorithm::CandidatesFirst] {
            eprintln!("seed line {line}: {algorithm}");
            check(puzzle, algorithm);
        }
    }
}

#[test]
fn more_puzzles_count_as_the_tutorials_loops_do() {
    // Inkala's puzzle as published, Norvig's hardest, and a spread of ordinary puzzles where the
    // naive order is quick enough to port; candidates first on harder ones too.
    let mut puzzles: Vec<Board> = read_corpus("inkala_2012")
        .into_iter()
        .chain(
            read_corpus("puzzles1_unbiased_first1000")
                .into_iter()
                .step_by(50),
        )
        .map(|(_, puzzle)| puzzle)
        .collect();
    puzzles.push(Board::EMPTY);
    for puzzle in &puzzles {
        if puzzle.solve_with(Algorithm::Naive).counts.tries < 30_000_000 {
            check(puzzle, Algorithm::Naive);
        }
        check(puzzle, Algorithm::CandidatesFirst);
    }
    for (_, puzzle) in read_corpus("norvig_top95.txt").iter().step_by(10) {
        check(puzzle, Algorithm::CandidatesFirst);
    }
}

#[test]
fn candidates_first_takes_the_first_of_the_fewest_in_reading_order() {
    // On the empty board every cell has nine candidates: the tutorial's stable sort keeps
    // reading order, so r1c1 is first, and all 81 are tied.
    let mut search =
        sudoku_solver::Backtracker::new(&Board::EMPTY, Algorithm::CandidatesFirst, 1).unwrap();
    match search.step() {
        sudoku_solver::Event::Choose {
            cell,
            candidates,
            tied,
        } => {
            assert_eq!((cell.row(), cell.col(), tied), (0, 0, 81));
            assert_eq!(candidates.map(|c| c.len()), Some(9));
        }
        other => panic!("expected a choice, got {other:?}"),
    }
}
