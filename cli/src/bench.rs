//! `sudoku bench`: how fast the solver goes on each file, on one thread.

use std::io;
use std::time::{Duration, Instant};

use sudoku_solver::Board;
use sudoku_variants::{Outcome, Puzzle, Solver};

use crate::args::Options;
use crate::input::{Line, read_all};
use crate::variant::{self, Parsed};

/// Each file is solved again until this much time has passed, so small files give steady figures.
const MINIMUM: Duration = Duration::from_millis(500);

/// Runs `sudoku bench`. `Ok(false)` when a file had invalid lines (they are skipped and counted).
pub fn run(options: &Options) -> io::Result<bool> {
    let mode = if options.first {
        "first solution"
    } else {
        "proof of uniqueness"
    };
    println!("sudoku bench ({mode}, one thread)");
    let mut all_good = true;
    for path in &options.files {
        let lines = read_all(path)?;
        let (boards, puzzles) = read(&lines);
        let invalid = lines.len() - boards.len() - puzzles.len();
        if invalid > 0 {
            eprintln!("{path}: {invalid} invalid lines skipped (`sudoku solve` names them)");
            all_good = false;
        }
        if !puzzles.is_empty() {
            bench_variants(path, &puzzles);
        }
        if boards.is_empty() {
            if puzzles.is_empty() {
                println!("{path}: no puzzles");
            }
            continue;
        }
        let start = Instant::now();
        let mut rounds = 0u32;
        let mut found = 0usize;
        while rounds == 0 || start.elapsed() < MINIMUM {
            for board in &boards {
                found += if options.first {
                    usize::from(board.first_solution().is_some())
                } else {
                    board.count_solutions(2)
                };
            }
            rounds += 1;
        }
        let seconds = start.elapsed().as_secs_f64();
        let solved = boards.len() as f64 * f64::from(rounds);
        std::hint::black_box(found);
        println!(
            "{path}: {} puzzles, {:.0} puzzles/s, {:.2} µs/puzzle",
            boards.len(),
            solved / seconds,
            seconds * 1e6 / solved
        );
    }
    Ok(all_good)
}

/// The lines' classic boards (variant lines that are classic puzzles among them) and variant
/// puzzles; a line that is neither is left out.
fn read(lines: &[Line]) -> (Vec<Board>, Vec<Puzzle>) {
    let (mut boards, mut puzzles) = (Vec::new(), Vec::new());
    for line in lines {
        match variant::parse(&line.text) {
            Ok(Parsed::Classic(board)) => boards.push(board),
            Ok(Parsed::Variant(puzzle)) => puzzles.push(puzzle),
            Err(_) => {}
        }
    }
    (boards, puzzles)
}

/// Times each variant puzzle's proof of uniqueness (reading the rules in, then the search), at
/// least three times and for at least 20 ms, and prints the median and the worst of the
/// per-puzzle medians, and how many reached the work limit.
fn bench_variants(path: &str, puzzles: &[Puzzle]) {
    let mut times = Vec::with_capacity(puzzles.len());
    let mut unknown = 0;
    for puzzle in puzzles {
        let mut runs = Vec::new();
        let start = Instant::now();
        while runs.len() < 3 || start.elapsed() < Duration::from_millis(20) {
            let run = Instant::now();
            let report = Solver::new(puzzle).solve(variant::BRANCHES);
            runs.push(run.elapsed());
            if let Outcome::GaveUp(_) = report.outcome {
                unknown += 1;
                break;
            }
        }
        runs.sort_unstable();
        times.push(runs[runs.len() / 2]);
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{path}: {} variant puzzles, median {:.2} ms, worst {:.2} ms a puzzle (proof of uniqueness){}",
        puzzles.len(),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        match unknown {
            0 => String::new(),
            n => format!("; {n} unknown past the work limit"),
        }
    );
}
