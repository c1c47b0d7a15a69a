//! Times the solver over puzzle files, to the first solution and to the proof of uniqueness, and
//! prints µs and guesses per puzzle. A quick look while tuning the search; the benchmark against a
//! peer is `make bench`.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example time_corpus -- ../shared/puzzles/puzzles2_17_clue
//! ```

use std::time::Instant;

use sudoku_solver::Board;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: time_corpus FILE...");
        std::process::exit(2);
    }
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("{file}: {e}");
                continue;
            }
        };
        let puzzles: Vec<Board> = text
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| line.trim().parse().ok())
            .collect();
        for (mode, limit) in [("first", 1), ("unique", 2)] {
            let start = Instant::now();
            let guesses: u64 = puzzles
                .iter()
                .map(|p| p.solutions(limit).stats.guesses)
                .sum();
            let seconds = start.elapsed().as_secs_f64();
            let n = puzzles.len().max(1) as f64;
            println!(
                "{file} ({mode}): {} puzzles, {:.2} µs/puzzle, {:.1} guesses/puzzle",
                puzzles.len(),
                seconds * 1e6 / n,
                guesses as f64 / n
            );
        }
    }
}
