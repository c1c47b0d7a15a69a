//! Development aid: each file's puzzles solved with a work limit; solved, gave up, and the
//! median and worst time and branches. `cargo run --release -p sudoku-variants --example files -- FILE... [--branches N]`
use std::time::Instant;

use sudoku_variants::iss::parse;
use sudoku_variants::{Outcome, Solver};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut branches = 200_000u64;
    if let Some(i) = args.iter().position(|a| a == "--branches") {
        branches = args[i + 1].parse().unwrap();
        args.drain(i..i + 2);
    }
    let verbose = args.iter().any(|a| a == "-v");
    args.retain(|a| a != "-v");
    for file in &args {
        let text = std::fs::read_to_string(file).unwrap();
        let (mut times, mut counts, mut gave_up, mut skipped) = (Vec::new(), Vec::new(), 0, 0);
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let fields: Vec<&str> = line.split('\t').collect();
            let puzzle = match parse(fields[1]) {
                Ok(puzzle) => puzzle,
                Err(error) => {
                    if verbose {
                        println!("  {} UNREAD {error}", fields[0]);
                    }
                    skipped += 1;
                    continue;
                }
            };
            let start = Instant::now();
            let solver = Solver::new(&puzzle);
            let setup = start.elapsed().as_secs_f64() * 1e3;
            let report = solver.solve(branches);
            let t = start.elapsed().as_secs_f64() * 1e3;
            if verbose {
                println!(
                    "  {} {:.2} ms (setup {setup:.3}) {} branches {}",
                    fields[0],
                    t,
                    report.branches,
                    match report.outcome {
                        Outcome::GaveUp(_) => "GAVE UP",
                        _ => "",
                    }
                );
            }
            if let Outcome::GaveUp(_) = report.outcome {
                gave_up += 1;
                continue;
            }
            times.push(t);
            counts.push(report.branches);
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        counts.sort_unstable();
        let med = |v: &[f64]| v.get(v.len() / 2).copied().unwrap_or(0.0);
        println!(
            "{file}: {} solved, {gave_up} gave up, {skipped} unread; median {:.2} ms, worst {:.2} ms; branches median {}, worst {}; total {:.0} ms",
            times.len(),
            med(&times),
            times.last().copied().unwrap_or(0.0),
            counts.get(counts.len() / 2).copied().unwrap_or(0),
            counts.last().copied().unwrap_or(0),
            times.iter().sum::<f64>()
        );
    }
}
