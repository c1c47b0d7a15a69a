//! The human engine's paths alone (`LogicalPath::of`, without SE's rating that `logic_coverage`
//! also runs): the time per path over each file (median and total), and with `--steps` every
//! step in compact notation on standard output, one path after another, a blank line between.
//! Comparing that output before and after a change shows whether it left the paths as they were
//! (a speed-up must).
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example human_paths -- ../shared/puzzles/norvig_top95.txt
//! cargo run --release -p sudoku-solver --example human_paths -- --steps FILE | md5sum
//! ```

use std::io::{BufWriter, Write};
use std::time::Instant;

use sudoku_solver::Board;
use sudoku_solver::logic::LogicalPath;

fn main() -> std::io::Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let steps = args.iter().any(|a| a == "--steps");
    args.retain(|a| a != "--steps");
    if args.is_empty() {
        eprintln!("usage: human_paths [--steps] FILE...");
        std::process::exit(2);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for file in args {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("{file}: cannot read");
            continue;
        };
        let boards: Vec<Board> = text
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| line.trim().parse().ok())
            .collect();
        let mut millis = Vec::new();
        let mut count = 0;
        for board in &boards {
            let start = Instant::now();
            let Ok(path) = LogicalPath::of(board) else {
                continue;
            };
            millis.push(start.elapsed().as_secs_f64() * 1e3);
            count += path.steps.len();
            if steps {
                for step in &path.steps {
                    writeln!(out, "{step}")?;
                }
                writeln!(out)?;
            }
        }
        millis.sort_by(f64::total_cmp);
        let median = millis.get(millis.len() / 2).copied().unwrap_or(0.0);
        let total: f64 = millis.iter().sum();
        eprintln!(
            "{file}: {} paths, {count} steps, median {median:.3} ms, total {:.2} s",
            millis.len(),
            total / 1e3
        );
    }
    out.flush()
}
