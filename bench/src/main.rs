//! `make bench`, native half: our solver against the `sudoku` crate on the standard corpora; and
//! `make bench-generate`'s: our generator per level against QQWing (Debian's `qqwing`).
//!
//! ```sh
//! cargo run --profile speed -p sudoku-bench -- [--rounds N] [--limit N] [FILE...]
//! cargo run --profile speed -p sudoku-bench -- --generate [--count N]
//! cargo run --profile speed -p sudoku-bench -- --cli [--rounds N] [FILE...]   # make bench-cli
//! cargo run --profile speed -p sudoku-bench -- --engines [--rounds N] [FILE...]
//! cargo run --profile speed -p sudoku-bench -- --variants [FILE...]          # make bench-variants
//! ```
//! Without files it reads the corpora of `sudoku_bench::CORPORA` from `$SUDOKU_PUZZLES`
//! (default `../shared/puzzles`).

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use sudoku_bench::{CORPORA, Corpus, Mode, engines, generate, table, time, verify};
use sudoku_solver::logic::Level;

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
    let mut generating = false;
    let mut commands = false;
    let mut engines = false;
    let mut variant_files = false;
    let mut count = 100;
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
            "--generate" => generating = true,
            "--cli" => commands = true,
            "--engines" => engines = true,
            "--variants" => variant_files = true,
            "--count" => count = number("--count")?,
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}")),
            _ => files.push(PathBuf::from(arg)),
        }
    }
    if generating {
        return generation(count);
    }
    if variant_files {
        return variant_table(&files);
    }
    if files.is_empty() {
        let dir = std::env::var("SUDOKU_PUZZLES").unwrap_or_else(|_| "../shared/puzzles".into());
        files = CORPORA
            .iter()
            .map(|name| PathBuf::from(&dir).join(name))
            .collect();
    }

    if commands {
        return whole_process(&files, rounds);
    }
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64();
    if engines {
        return engine_table(&files, rounds, limit, &now);
    }
    let mut rows = Vec::new();
    for file in &files {
        let corpus = read_corpus(file, limit)?;
        let census = verify(&corpus)?;
        eprintln!(
            "{}: {} puzzles checked ({} unique, {} multiple, {} none), both solvers agree",
            corpus.name,
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

/// The variant search on each file (the families of the shared variant files by default).
fn variant_table(files: &[PathBuf]) -> Result<(), String> {
    let dir = std::env::var("SUDOKU_PUZZLES").unwrap_or_else(|_| "../shared/puzzles".into());
    let files: Vec<PathBuf> = match files {
        [] => (sudoku_bench::variants::FAMILIES.iter())
            .map(|name| PathBuf::from(&dir).join("variants").join(name))
            .collect(),
        _ => files.to_vec(),
    };
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1e3;
    println!(
        "The variant search, native ({}): each puzzle proved unique, median of 3 timings\n",
        std::env::consts::ARCH
    );
    for file in &files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let name = file
            .strip_prefix(&dir)
            .unwrap_or(file)
            .display()
            .to_string();
        println!(
            "{}",
            sudoku_bench::variants::bench_file(&name, &text, &now)?
        );
    }
    Ok(())
}

/// A file's name, as the tables show it.
fn name_of(file: &Path) -> String {
    file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The corpus in `file` (its first `limit` puzzles), named by [`name_of`].
fn read_corpus(file: &Path, limit: Option<usize>) -> Result<Corpus, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    Corpus::parse(&name_of(file), &text, limit)
}

/// The band search, the triad search and the automatic choice on each file (every answer checked
/// first), natively.
fn engine_table(
    files: &[PathBuf],
    rounds: usize,
    limit: Option<usize>,
    now: &dyn Fn() -> f64,
) -> Result<(), String> {
    println!(
        "The solver's searches, native ({}; µs per puzzle to the first solution and proving uniqueness, best of {rounds} rounds)\n",
        std::env::consts::ARCH
    );
    print!("{}", engines::head());
    for file in files {
        print!("{}", engines::row(&read_corpus(file, limit)?, rounds, now)?);
    }
    Ok(())
}

/// Whole process against whole process: `sudoku solve --jobs 1` and the peer's command line
/// (`peer_solve`, the `sudoku` crate with the fastest I/O it allows), both beside this program
/// (built with the same profile), on each file; the best of `rounds` alternating runs, their
/// outputs required to be the same line for line.
fn whole_process(files: &[PathBuf], rounds: usize) -> Result<(), String> {
    let here = std::env::current_exe().map_err(|e| e.to_string())?;
    let dir = here.parent().ok_or("no folder")?;
    let ours = dir.join("sudoku");
    let peer = dir.join("peer_solve");
    let run = |program: &PathBuf, args: &[&str], input: &[u8]| -> Result<(f64, Vec<u8>), String> {
        use std::io::Write;
        let start = Instant::now();
        let mut child = Command::new(program)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e} (make bench-cli builds it)", program.display()))?;
        let mut stdin = child.stdin.take().ok_or("no stdin")?;
        let input = input.to_vec();
        let writer = std::thread::spawn(move || stdin.write_all(&input));
        let output = child.wait_with_output().map_err(|e| e.to_string())?;
        writer
            .join()
            .map_err(|_| "writer")?
            .map_err(|e| e.to_string())?;
        Ok((start.elapsed().as_secs_f64(), output.stdout))
    };
    println!(
        "Whole process, one thread, puzzles on standard input ({}; best of {rounds} alternating runs)\n",
        std::env::consts::ARCH
    );
    println!("| corpus | puzzles | ours (s) | peer (s) | ours/peer time |");
    println!("|---|---:|---:|---:|---:|");
    for file in files {
        let input = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let (mut best_ours, mut best_peer) = (f64::MAX, f64::MAX);
        let mut lines = 0;
        for _ in 0..rounds.max(1) {
            let (ours_time, ours_out) = run(&ours, &["solve", "--jobs", "1"], &input)?;
            let (peer_time, peer_out) = run(&peer, &[], &input)?;
            if ours_out != peer_out {
                return Err(format!("{}: the two outputs differ", file.display()));
            }
            lines = ours_out.iter().filter(|&&b| b == b'\n').count();
            best_ours = best_ours.min(ours_time);
            best_peer = best_peer.min(peer_time);
        }
        let name = name_of(file);
        println!(
            "| {name} | {lines} | {best_ours:.3} | {best_peer:.3} | {:.2} |",
            best_ours / best_peer
        );
    }
    Ok(())
}

/// Our generator at each level, then QQWing's settings, its puzzles rated by our engine.
fn generation(count: usize) -> Result<(), String> {
    let clock = Instant::now();
    let now = move || clock.elapsed().as_secs_f64() * 1000.0;
    let mut ours = Vec::new();
    for level in Level::ALL {
        ours.push(generate::time_level(level, count as u64, &now)?);
    }
    println!(
        "Generator, native ({}, one thread; {count} puzzles a level, each checked)\n",
        std::env::consts::ARCH
    );
    print!("{}", generate::level_table(&ours));
    let mut peer = Vec::new();
    for setting in ["simple", "easy", "intermediate", "expert", "any"] {
        let start = Instant::now();
        let output = Command::new("qqwing")
            .args(["--generate", &count.to_string(), "--difficulty", setting])
            .args(["--symmetry", "rotate180", "--one-line"])
            .output();
        let output = match output {
            Ok(output) if output.status.success() => output,
            _ => {
                println!("\nqqwing did not run: `scripts/setup.sh bench` installs it.");
                return Ok(());
            }
        };
        let seconds = start.elapsed().as_secs_f64();
        let text = String::from_utf8_lossy(&output.stdout);
        peer.push(generate::PeerRun::rate(setting, seconds, &text)?);
    }
    println!("\nQQWing {count} puzzles a setting (180° symmetry), rated by our engine\n");
    print!("{}", generate::peer_table(&peer));
    println!("\nPuzzles per second at each level, one thread each\n");
    print!("{}", generate::comparison_table(&ours, &peer));
    Ok(())
}
