//! The solver crate's two searches against each other on one corpus: the band search, the triad
//! search, and the automatic choice the crate's calls use. Natively through `--engines`, in a
//! page through `bench_engines`; the same code and the same checks both ways.

use std::hint::black_box;

use sudoku_solver::{Board, Engine};

use crate::{Corpus, check_solution};

/// The searches compared, as the table names them.
pub const ENGINES: [(&str, Engine); 3] = [
    ("bands", Engine::Bands),
    ("triads", Engine::Triads),
    ("auto", Engine::Auto),
];

/// The table's head.
pub fn head() -> String {
    let names: Vec<&str> = ENGINES.iter().map(|(name, _)| *name).collect();
    format!(
        "| corpus | mode | puzzles | {} (µs) | bands/auto time | {} tries |\n|---|---|---:|{}---:|{}\n",
        names.join(" (µs) | "),
        names.join(" tries | "),
        "---:|".repeat(ENGINES.len()),
        "---:|".repeat(ENGINES.len()),
    )
}

/// Checks every answer of every search on `corpus` (the same number of solutions as the band
/// search, each valid), then times each, best of `rounds` rounds, to the first solution and
/// proving uniqueness (`now` is a clock in seconds); the table's two rows.
pub fn row(corpus: &Corpus, rounds: usize, now: &dyn Fn() -> f64) -> Result<String, String> {
    for (index, board) in corpus.puzzles().iter().enumerate() {
        let expected = board.solutions_by(Engine::Bands, 2).found;
        for (name, engine) in ENGINES {
            let found = board.solutions_by(engine, 2).found;
            let fail =
                |what: String| format!("{} puzzle {}: {name}: {what}", corpus.name, index + 1);
            if found.len() != expected.len() {
                return Err(fail(format!(
                    "{} solutions, the band search {}",
                    found.len(),
                    expected.len()
                )));
            }
            for solution in &found {
                check_solution(board, solution).map_err(fail)?;
            }
        }
    }
    let n = corpus.len() as f64;
    let mut rows = String::new();
    for (mode, limit) in [("first", 1), ("unique", 2)] {
        let mut micros = Vec::new();
        let mut tries = Vec::new();
        for (_, engine) in ENGINES {
            let mut best = f64::INFINITY;
            let mut total = 0;
            for _ in 0..rounds.max(1) {
                let start = now();
                total = run(corpus.puzzles(), engine, limit);
                best = best.min(now() - start);
            }
            micros.push(best * 1e6 / n);
            tries.push(total as f64 / n);
        }
        let cells = |values: &[f64], digits: usize| -> String {
            values
                .iter()
                .map(|v| format!("{v:.digits$}"))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        rows += &format!(
            "| {} | {mode} | {} | {} | {:.2} | {} |\n",
            corpus.name,
            corpus.len(),
            cells(&micros, 2),
            micros[0] / micros[2],
            cells(&tries, 1)
        );
    }
    Ok(rows)
}

/// Every puzzle's solutions up to `limit` by `engine`; the tries in all. To the first solution,
/// the solution is made (as `Board::first_solution` does); proving uniqueness, the solutions are
/// counted only (as `Board::count_solutions` and `sudoku bench` do, and tdoku's own driver).
fn run(boards: &[Board], engine: Engine, limit: usize) -> u64 {
    if limit == 1 {
        boards
            .iter()
            .map(|board| black_box(board.solutions_by(engine, limit)).stats.guesses)
            .sum()
    } else {
        boards
            .iter()
            .map(|board| black_box(board.count_solutions_by(engine, limit)).1.guesses)
            .sum()
    }
}
