//! A progress bar on stderr, for the commands that work through many puzzles: shown only when
//! stderr is a terminal and the whole is known (a file's size, a count of puzzles to make).

use std::io::{self, IsTerminal};

/// How far a run is: `done` out of `whole` units (bytes read, puzzles made), and the puzzles so far.
pub struct Progress {
    whole: Option<u64>,
    name: String,
    puzzles: usize,
}

impl Progress {
    /// A bar named `name` over `whole` units; none when `whole` is unknown or zero, or stderr
    /// is not a terminal.
    pub fn new(name: &str, whole: Option<u64>) -> Progress {
        let whole = whole.filter(|&whole| whole > 0 && io::stderr().is_terminal());
        Progress {
            whole,
            name: name.to_string(),
            puzzles: 0,
        }
    }

    /// `done` units of the whole reached, `puzzles` more puzzles finished.
    pub fn show(&mut self, done: u64, puzzles: usize) {
        self.puzzles += puzzles;
        let Some(whole) = self.whole else { return };
        let fraction = (done as f64 / whole as f64).min(1.0);
        let filled = (fraction * 30.0).round() as usize;
        eprint!(
            "\r{} [{}{}] {:3.0}% {} puzzles",
            self.name,
            "#".repeat(filled),
            "-".repeat(30 - filled),
            fraction * 100.0,
            self.puzzles
        );
    }

    /// Clears the bar's line (before a message, and at the end).
    pub fn clear(&self) {
        if self.whole.is_some() {
            eprint!("\r\x1b[K");
        }
    }
}
