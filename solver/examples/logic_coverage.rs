//! How far the logic engine gets without guessing: for each puzzle file, the share of puzzles
//! solved by techniques alone (and by patterns and chains alone, without forcing chains), the levels, how often each technique is the hardest one needed,
//! and the time to produce a whole path (median and 90th percentile).
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example logic_coverage -- \
//!     ../shared/puzzles/puzzles2_17_clue ../shared/puzzles/puzzles3_magictour_top1465 \
//!     ../shared/puzzles/norvig_top95.txt
//! ```
//!
//! `--limit N` reads at most N puzzles of each file (evenly spread).

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_solver::Board;
use sudoku_solver::logic::se::SePath;
use sudoku_solver::logic::{Level, LogicalPath, Technique};

#[path = "support/files.rs"]
mod support;

fn main() {
    let (limit, args) = support::limit_and_files("usage: logic_coverage [--limit N] FILE...");
    for file in args {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("{file}: cannot read");
            continue;
        };
        let all: Vec<Board> = text
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| line.trim().parse().ok())
            .collect();
        let every = all.len().div_ceil(limit.min(all.len()).max(1));
        let puzzles: Vec<&Board> = all.iter().step_by(every.max(1)).collect();
        let mut logical = 0;
        let mut by_patterns = 0;
        let mut levels: BTreeMap<Level, usize> = BTreeMap::new();
        let mut hardest: BTreeMap<Technique, usize> = BTreeMap::new();
        let mut guesses = Vec::new();
        let mut micros = Vec::new();
        for puzzle in &puzzles {
            let start = Instant::now();
            let Ok(path) = LogicalPath::of(puzzle) else {
                continue;
            };
            micros.push(start.elapsed().as_secs_f64() * 1e6);
            if let Ok(se) = SePath::of(puzzle) {
                *levels.entry(se.level()).or_default() += 1;
            }
            if path
                .steps
                .iter()
                .all(|s| s.technique < Technique::ForcingChain)
            {
                by_patterns += 1;
            }
            if path.is_logical() {
                logical += 1;
                if let Some(t) = path.hardest() {
                    *hardest.entry(t).or_default() += 1;
                }
            } else {
                guesses.push(
                    path.steps
                        .iter()
                        .filter(|s| s.technique == Technique::Guess)
                        .count(),
                );
            }
        }
        micros.sort_by(f64::total_cmp);
        guesses.sort_unstable();
        let n = micros.len().max(1);
        let percentile = |p: usize| micros.get(micros.len() * p / 100).copied().unwrap_or(0.0);
        println!("{file}: {} puzzles", micros.len());
        let share = |k: usize| 100.0 * k as f64 / n as f64;
        println!(
            "  solved without guessing: {logical} ({:.1}%); without forcing chains either: \
             {by_patterns} ({:.1}%)",
            share(logical),
            share(by_patterns)
        );
        if !guesses.is_empty() {
            println!(
                "  the others: median {} guesses (max {})",
                guesses[guesses.len() / 2],
                guesses[guesses.len() - 1]
            );
        }
        let levels: Vec<String> = levels.iter().map(|(l, k)| format!("{l} {k}")).collect();
        println!("  levels: {}", levels.join(", "));
        let hardest: Vec<String> = hardest.iter().map(|(t, k)| format!("{t} {k}")).collect();
        println!(
            "  hardest technique, when solved without guessing: {}",
            hardest.join(", ")
        );
        println!(
            "  time per whole path: median {:.0} µs, 90th percentile {:.0} µs",
            percentile(50),
            percentile(90)
        );
    }
}
