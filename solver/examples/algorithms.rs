//! Runs the three algorithms on each puzzle of a file and prints their counts and times: the
//! figures behind the app's Compare table, natively.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example algorithms -- ../shared/puzzles/seed_examples.txt
//! ```

use std::time::Instant;

use sudoku_solver::{Algorithm, Board};

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: algorithms FILE...");
        std::process::exit(2);
    }
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let puzzles = text
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty());
        for (number, line) in puzzles.enumerate() {
            let Ok(board) = line.trim().parse::<Board>() else {
                println!("{file} #{}: not a puzzle", number + 1);
                continue;
            };
            println!("{file} #{}:", number + 1);
            for algorithm in Algorithm::ALL {
                let start = Instant::now();
                let report = board.solve_with(algorithm);
                let c = report.counts;
                println!(
                    "  {:<20} {:>10.3} ms  tries {:>11}  placements {:>11}  backtracks {:>11}  depth {:>2}  {}",
                    algorithm.to_string(),
                    start.elapsed().as_secs_f64() * 1e3,
                    c.tries,
                    c.placements,
                    c.backtracks,
                    c.max_depth,
                    outcome_word(&report.outcome)
                );
            }
        }
    }
}

fn outcome_word(outcome: &sudoku_solver::Outcome) -> &'static str {
    match outcome {
        sudoku_solver::Outcome::Unique(_) => "unique",
        sudoku_solver::Outcome::Multiple(..) => "multiple",
        sudoku_solver::Outcome::NoSolution => "none",
        sudoku_solver::Outcome::Clash(_) => "clash",
        _ => "other",
    }
}
