//! An example of each technique for the page's technique library: for every puzzle of the files
//! named, its logical path (the page's order), and for each technique the puzzle and step where it
//! comes earliest in a path (the fewest steps before it: the board shown is the nearest to the
//! puzzle's start). Prints the table `src/page/library/examples.rs` holds, and the techniques no
//! path used.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example technique_examples -- --limit 2000 \
//!     ../shared/puzzles/puzzles1_unbiased_first1000 ../shared/puzzles/puzzles3_magictour_top1465 \
//!     ../shared/puzzles/se_rated_diabolical_sample.txt ../shared/puzzles/puzzles6_forum_hardest_1106
//! ```

use sudoku_solver::Board;
use sudoku_solver::logic::{LogicalPath, Technique};

#[path = "support/files.rs"]
mod support;

fn main() {
    let (limit, args) = support::limit_and_files("usage: technique_examples [--limit N] FILE...");
    // Per technique: (step index, puzzle, file).
    let mut best: Vec<Option<(usize, Board, String)>> = vec![None; Technique::ALL.len()];
    for file in args {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("{file}: cannot read");
            continue;
        };
        let name = file.rsplit('/').next().unwrap_or(&file).to_string();
        let boards = (text.lines())
            .filter(|l| !l.starts_with('#') && l.len() >= 81)
            .filter_map(|l| l[..81].parse::<Board>().ok())
            .take(limit);
        for board in boards {
            let Ok(path) = LogicalPath::of(&board) else {
                continue;
            };
            for (k, step) in path.steps.iter().enumerate() {
                let at = Technique::ALL
                    .iter()
                    .position(|&t| t == step.technique)
                    .unwrap_or(0);
                if best[at].as_ref().is_none_or(|(known, _, _)| k < *known) {
                    best[at] = Some((k, board, name.clone()));
                }
            }
        }
    }
    for (technique, found) in Technique::ALL.iter().zip(&best) {
        match found {
            Some((k, board, file)) => println!("    ({technique:?}, \"{board}\", {k}), // {file}"),
            None => println!("    // {technique:?}: no path of these files uses it"),
        }
    }
}
