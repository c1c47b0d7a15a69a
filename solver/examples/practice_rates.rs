//! How fast the generator aimed at a technique (`generate::Practice`) finds a puzzle for each
//! technique: candidates graded for a while per technique (`--seconds S`, 2 by default), the
//! share whose hardest step (the page's order) is the technique, and the time per puzzle found.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example practice_rates -- --seconds 2
//! ```

use std::time::Instant;

use sudoku_solver::generate::{Practice, Symmetry};
use sudoku_solver::logic::Technique;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seconds: f64 = (args.iter().position(|a| a == "--seconds"))
        .and_then(|at| args.get(at + 1)?.parse().ok())
        .unwrap_or(2.0);
    println!(
        "| technique | candidates | found | per 1,000 | ms per candidate | seconds per puzzle |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for &technique in Technique::ALL.iter().filter(|&&t| t != Technique::Guess) {
        let Some(mut search) = Practice::new(technique, Symmetry::Rotate180, 2026) else {
            continue;
        };
        let start = Instant::now();
        let mut found = 0u32;
        while start.elapsed().as_secs_f64() < seconds {
            found += u32::from(search.step().is_some());
        }
        let took = start.elapsed().as_secs_f64();
        let tries = search.tries();
        let per_puzzle = match found {
            0 => format!("> {took:.0}"),
            n => format!("{:.3}", took / f64::from(n)),
        };
        println!(
            "| {technique} | {tries} | {found} | {:.2} | {:.3} | {per_puzzle} |",
            1000.0 * f64::from(found) / f64::from(tries),
            1000.0 * took / f64::from(tries),
        );
    }
}
