//! The solver's integration tests: one binary, one module per feature.

mod algorithms;
mod corpora;
mod logic;
mod parse;
mod solve;
mod tutorials;
mod types;
mod walk;

use std::path::PathBuf;

use sudoku_solver::Board;

/// The shared puzzle corpora, `../shared/puzzles/` from the project root (or `$SUDOKU_PUZZLES`).
pub fn puzzles_dir() -> PathBuf {
    std::env::var_os("SUDOKU_PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/puzzles"),
        PathBuf::from,
    )
}

/// The puzzles of one corpus file: its non-comment, non-blank lines, parsed, with line numbers.
pub fn read_corpus(name: &str) -> Vec<(usize, Board)> {
    let path = puzzles_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read corpus {}: {e}. The corpora live in ../shared/puzzles beside the \
             project; set SUDOKU_PUZZLES to read them from elsewhere.",
            path.display()
        )
    });
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(n, line)| {
            let board = line
                .trim()
                .parse()
                .unwrap_or_else(|e| panic!("{name}:{}: {e}", n + 1));
            (n + 1, board)
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
