//! `make fuzz`: every target at its full count (over 10 million inputs in all), or as asked.
//!
//! ```sh
//! cargo run --profile fuzz -p sudoku-fuzz -- [--seed N] [--scale F] [--limit-ms N] [TARGET...]
//! ```
//! Prints, per target, the inputs checked, their rate and the slowest; exits 1 on any failure,
//! printing the input escaped, ready to add to `fuzz/regressions/TARGET.txt`.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use sudoku_fuzz::targets::TARGETS;

fn main() -> ExitCode {
    let mut seed = 2026_u64;
    let mut scale = 1.0_f64;
    let mut limit = Duration::from_secs(2);
    let mut only = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_default();
        match arg.as_str() {
            "--seed" => seed = value().parse().expect("--seed needs a number"),
            "--scale" => scale = value().parse().expect("--scale needs a number"),
            "--limit-ms" => {
                limit = Duration::from_millis(value().parse().expect("--limit-ms needs a number"))
            }
            name if TARGETS.iter().any(|t| t.name == name) => only.push(arg),
            other => {
                eprintln!("sudoku-fuzz: unknown argument '{other}'");
                return ExitCode::from(2);
            }
        }
    }
    let seeds = sudoku_fuzz::seeds();
    let (mut total, mut failed) = (0, false);
    println!("| target | inputs | inputs/s | slowest | slowest input |\n|---|---:|---:|---:|---|");
    for target in TARGETS
        .iter()
        .filter(|t| only.is_empty() || only.iter().any(|o| o == t.name))
    {
        let count = (target.full as f64 * scale).round() as u64;
        let start = Instant::now();
        let report = sudoku_fuzz::run(target, &seeds, seed, count, limit);
        let seconds = start.elapsed().as_secs_f64();
        total += report.inputs;
        let (slow, input) = &report.slowest;
        let shown: String = input
            .escape_default()
            .to_string()
            .chars()
            .take(90)
            .collect();
        println!(
            "| {} | {} | {:.0} | {:.2} ms | `{shown}` |",
            target.name,
            report.inputs,
            report.inputs as f64 / seconds,
            slow.as_secs_f64() * 1e3
        );
        for (input, why) in report.failures.iter().take(5) {
            failed = true;
            eprintln!("FAIL {}: {why}\n  {}", target.name, input.escape_default());
        }
    }
    println!("\n{total} inputs in all, seed {seed}");
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
