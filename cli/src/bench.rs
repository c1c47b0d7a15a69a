//! `sudoku bench`: how fast the solver goes on each file, on one thread.

use std::io;
use std::time::{Duration, Instant};

use sudoku_solver::Board;

use crate::args::Options;
use crate::input::read_all;

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
        let boards: Vec<Board> = lines.iter().filter_map(|l| l.text.parse().ok()).collect();
        let invalid = lines.len() - boards.len();
        if invalid > 0 {
            eprintln!("{path}: {invalid} invalid lines skipped (`sudoku solve` names them)");
            all_good = false;
        }
        if boards.is_empty() {
            println!("{path}: no puzzles");
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
