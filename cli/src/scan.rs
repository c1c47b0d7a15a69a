//! `sudoku scan PHOTO...`: the puzzle in each photo, read by `sudoku-scan` as the page reads it.

use sudoku_scan::check::checked;
use sudoku_scan::{classifier, jpeg, read};

/// Reads each photo: one line a photo on stdout, a message on stderr for one not read. Whether
/// every photo was read.
pub fn run(photos: &[String]) -> bool {
    let net = classifier();
    let mut all = true;
    for path in photos {
        let reading = jpeg::decode(std::path::Path::new(path))
            .and_then(|photo| read(&photo, &net).map_err(|e| e.to_string()));
        match reading {
            Ok(reading) => {
                let least = reading
                    .cells
                    .iter()
                    .map(|c| c.confidence())
                    .fold(1.0f32, f32::min);
                // The solver's check: the reading, or the likeliest change of it with exactly one
                // solution.
                let check = checked(&reading);
                println!("{}\t{least:.3}", check.puzzle);
                for &(cell, read, now) in &check.changed {
                    let say = |d: Option<u8>| d.map_or("empty".to_string(), |d| d.to_string());
                    eprintln!(
                        "sudoku scan: {path}: r{}c{} read as {}, taken as {} (the only reading with one solution)",
                        cell / 9 + 1,
                        cell % 9 + 1,
                        say(read),
                        say(now)
                    );
                }
                if !check.unique {
                    eprintln!(
                        "sudoku scan: {path}: what was read has no single solution (a cell may be misread or unseen)"
                    );
                    all = false;
                }
            }
            Err(message) => {
                eprintln!("sudoku scan: {path}: {message}");
                all = false;
            }
        }
    }
    all
}
