//! `make bench`, native half: our solver against the `sudoku` crate on the standard corpora.
//!
//! ```sh
//! cargo run --profile speed -p sudoku-bench -- [--rounds N] [--limit N] [FILE...]
//! ```
//! Without files it reads the corpora of `sudoku_bench::CORPORA` from `$SUDOKU_PUZZLES`
//! (default `../shared/puzzles`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use sudoku_bench::{CORPORA, Corpus, Mode, table, time, verify};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut rounds = 3;
    let mut limit = None;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            args.next()
                .and_then(|n| n.parse().ok())
                .ok_or(format!("{name} needs a number"))
        };
        match arg.as_str() {
            "--rounds" => rounds = number("--rounds")?,
            "--limit" => limit = Some(number("--limit")?),
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}")),
            _ => files.push(PathBuf::from(arg)),
        }
    }
    if files.is_empty() {
        let dir = std::env::var("SUDOKU_PUZZLES").unwrap_or_else(|_| "../shared/puzzles".into());
        files = CORPORA
            .iter()
            .map(|name| PathBuf::from(&dir).join(name))
            .collect();
    }

    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    let mut rows = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let name = file.file_name().map_or_else(
            || file.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let corpus = Corpus::parse(&name, &text, limit)?;
        let census = verify(&corpus)?;
        eprintln!(
            "{name}: {} puzzles checked ({} unique, {} multiple, {} none), both solvers agree",
            corpus.len(),
            census.unique,
            census.multiple,
            census.none
        );
        for mode in [Mode::First, Mode::Unique] {
            rows.push(time(&corpus, mode, rounds, &now));
        }
    }
    println!(
        "Native ({}, best of {rounds} alternating rounds; ours/peer above 1 means ours is faster)\n",
        std::env::consts::ARCH
    );
    print!("{}", table(&rows));
    Ok(())
}
