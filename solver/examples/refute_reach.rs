//! How often singles alone show why a wrong digit is wrong ("Where did I go wrong?"): for each
//! puzzle of each file, the boards at the start of its logical path and halfway along it, and on
//! each every empty cell's first wrong candidate, assumed and followed by `logic::refute`. Prints
//! the share refuted, the median and 90th percentile of the singles the told chain keeps, and the
//! time per refutation.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example refute_reach -- --limit 100 \
//!     ../shared/puzzles/puzzles1_unbiased_first1000 ../shared/puzzles/se_rated_diabolical_sample.txt
//! ```

use std::time::Instant;

use sudoku_solver::logic::{Candidates, LogicalPath, refute};
use sudoku_solver::{Board, Cell, Outcome};

#[path = "support/files.rs"]
mod support;

fn main() {
    let (limit, args) = support::limit_and_files("usage: refute_reach [--limit N] FILE...");
    println!(
        "| file | where | wrong digits | refuted by singles | singles kept: median | p90 | µs each |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|");
    for file in args {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("{file}: cannot read");
            continue;
        };
        let boards: Vec<Board> = (text.lines())
            .filter(|l| !l.starts_with('#') && l.len() >= 81)
            .filter_map(|l| l[..81].parse().ok())
            .collect();
        let step = (boards.len() / limit.min(boards.len()).max(1)).max(1);
        let name = file.rsplit('/').next().unwrap_or(&file);
        for (label, part) in [("start", 0), ("halfway", 1)] {
            let (mut tried, mut lengths, mut nanos) = (0usize, Vec::new(), 0u128);
            for board in boards.iter().step_by(step).take(limit) {
                let Outcome::Unique(solution) = board.solve().outcome else {
                    continue;
                };
                let Ok(path) = LogicalPath::of(board) else {
                    continue;
                };
                let mut candidates = Candidates::new(board);
                for s in &path.steps[..path.steps.len() * part / 2] {
                    candidates.apply(s);
                }
                for cell in Cell::all().filter(|&c| candidates.board().get(c).is_none()) {
                    let Some(wrong) = candidates
                        .get(cell)
                        .iter()
                        .find(|&d| d != solution.get(cell))
                    else {
                        continue;
                    };
                    tried += 1;
                    let start = Instant::now();
                    let found = refute(&candidates, cell, wrong);
                    nanos += start.elapsed().as_nanos();
                    if let Some(refutation) = found {
                        lengths.push(refutation.forced.len());
                    }
                }
            }
            lengths.sort_unstable();
            let at = |q: usize| lengths.get(lengths.len() * q / 100).copied().unwrap_or(0);
            println!(
                "| {name} | {label} | {tried} | {:.1}% | {} | {} | {:.0} |",
                100.0 * lengths.len() as f64 / tried.max(1) as f64,
                at(50),
                at(90),
                nanos as f64 / 1000.0 / tried.max(1) as f64
            );
        }
    }
}
