//! The band search against the triad search, in process: µs per puzzle proving uniqueness (best of
//! three rounds) and tries per puzzle, on each file given (every answer checked first: both
//! searches must find the same number of solutions).
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example engines -- ../shared/puzzles/puzzles6_forum_hardest_1106
//! ```

use std::time::Instant;

use sudoku_solver::{Board, Engine};

fn main() {
    println!(
        "| corpus | puzzles | bands (µs) | triads (µs) | bands/triads time | bands tries | triads tries |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let boards: Vec<Board> = text
            .lines()
            .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
            .map(|line| {
                line.trim()
                    .parse()
                    .unwrap_or_else(|e| panic!("{path}: {e}"))
            })
            .collect();
        for board in &boards {
            let bands = board.solutions_by(Engine::Bands, 2).found.len();
            let triads = board.solutions_by(Engine::Triads, 2).found.len();
            assert_eq!(
                bands, triads,
                "{path}: the two searches disagree on {board}"
            );
        }
        let time = |engine: Engine| {
            let mut best = f64::MAX;
            let mut tries = 0;
            for _ in 0..3 {
                let start = Instant::now();
                tries = boards
                    .iter()
                    .map(|board| board.solutions_by(engine, 2).stats.guesses)
                    .sum::<u64>();
                best = best.min(start.elapsed().as_secs_f64());
            }
            let n = boards.len() as f64;
            (best * 1e6 / n, tries as f64 / n)
        };
        let (bands, bands_tries) = time(Engine::Bands);
        let (triads, triads_tries) = time(Engine::Triads);
        let name = path.rsplit('/').next().unwrap_or(&path);
        println!(
            "| {name} | {} | {bands:.2} | {triads:.2} | {:.2} | {bands_tries:.1} | {triads_tries:.1} |",
            boards.len(),
            bands / triads
        );
    }
}
