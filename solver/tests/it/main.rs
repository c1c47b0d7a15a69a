//! The solver's integration tests: one binary, one module per feature.

mod algorithms;
mod corpora;
mod engines;
mod generate;
mod logic;
mod parse;
mod reference;
mod se;
mod solve;
mod tutorials;
mod types;
mod walk;

use sudoku_solver::Board;

/// The puzzles of one corpus file (read by the workspace's one test support, `sudoku-testkit`),
/// parsed, with their line numbers.
pub fn read_corpus(name: &str) -> Vec<(usize, Board)> {
    sudoku_testkit::corpus(name)
        .into_iter()
        .map(|(n, line)| {
            let board = line.parse().unwrap_or_else(|e| panic!("{name}:{n}: {e}"));
            (n, board)
        })
        .collect()
}

/// Whether `solution` is a full valid grid that keeps every given of `puzzle`.
pub fn solves(solution: &Board, puzzle: &Board) -> bool {
    solution.is_full()
        && solution.clashes().is_empty()
        && puzzle
            .cells()
            .iter()
            .zip(solution.cells())
            .all(|(given, solved)| given.is_none() || given == solved)
}
