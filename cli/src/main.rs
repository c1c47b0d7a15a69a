//! `sudoku`: the solver crate for files.
//!
//! ```text
//! sudoku solve [--first] [--jobs N] [FILE...]   one line out per puzzle: STATUS<TAB>SOLUTION
//! sudoku bench [--first] FILE...                puzzles/s and µs/puzzle per file
//! sudoku check [--lang L] [FILE...]             ok, or broken<TAB>the rules a grid breaks
//! sudoku rate [FILE...]                         LEVEL<TAB>HARDEST<TAB>STEPS<TAB>GUESSES per puzzle
//! sudoku explain [FILE...]                      the rating, then the path in sentences
//! sudoku generate --level L [--count N]         new puzzles: PUZZLE<TAB>LEVEL<TAB>HARDEST<TAB>...
//! sudoku scan PHOTO...                          the puzzle in each photo: PUZZLE<TAB>CONFIDENCE
//! ```

mod args;
mod bench;
mod check;
mod generate;
mod input;
mod parallel;
mod progress;
mod rate;
mod scan;
mod solve;
mod variant;

use std::process::ExitCode;

use args::Command;

fn main() -> ExitCode {
    let command = match args::parse(std::env::args().skip(1)) {
        Ok(command) => command,
        Err(message) => {
            eprintln!("sudoku: {message}\n\n{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    let result = match command {
        Command::Help => {
            print!("{}", args::USAGE);
            Ok(true)
        }
        Command::Solve(options) => solve::run(&options),
        Command::Bench(options) => bench::run(&options),
        Command::Check(options) => check::run(&options),
        Command::Rate(options) => rate::run(&options, false),
        Command::Explain(options) => rate::run(&options, true),
        Command::Generate(options) => generate::run(&options),
        Command::Scan(options) => Ok(scan::run(&options.files)),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("sudoku: {e}");
            ExitCode::from(2)
        }
    }
}
