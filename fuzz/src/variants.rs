//! The variant engine's targets: ISS constraint strings from the shared variant files, mutated,
//! into the parser (and f-puzzles' JSON made from them, mutated, and random links, into its
//! reader) (no panic; what parses writes back to the same puzzle; an error says
//! something), and into the search with a small work limit (no panic, no hang; every solution it
//! names passes the plain rule checker).

use sudoku_solver::generate::Rng;
use sudoku_variants::check::broken;
use sudoku_variants::iss::{parse, write};
use sudoku_variants::{Outcome, Solver, text};
use sudoku_variants::{fpuzzles, sudokupad};

use crate::mutate::{mutate, random_text};
use crate::targets::Seeds;

/// A shared file's constraint string, mutated a little (or a lot); or random text.
pub fn make_constraints(rng: &mut Rng, seeds: &Seeds) -> String {
    if seeds.variants.is_empty() || rng.below(10) == 0 {
        return random_text(rng, 200);
    }
    let text = &seeds.variants[rng.below(seeds.variants.len() as u64) as usize];
    let edits = 1 + rng.below(6) as usize;
    mutate(rng, text, edits)
}

/// A shared file's puzzle in our own format (`text.rs`), mutated; or random text.
pub fn make_text(rng: &mut Rng, seeds: &Seeds) -> String {
    let ours = (!seeds.variants.is_empty())
        .then(|| &seeds.variants[rng.below(seeds.variants.len() as u64) as usize])
        .and_then(|iss| parse(iss).ok())
        .map(|puzzle| text::write(&puzzle));
    match ours {
        Some(ours) if rng.below(10) != 0 => {
            let edits = 1 + rng.below(6) as usize;
            mutate(rng, &ours, edits)
        }
        _ => random_text(rng, 200),
    }
}

/// A shared file's puzzle as f-puzzles' JSON, mutated; or random text, or random base64 for the
/// LZ-String decoder.
pub fn make_fpuzzles(rng: &mut Rng, seeds: &Seeds) -> String {
    let json = (!seeds.variants.is_empty())
        .then(|| &seeds.variants[rng.below(seeds.variants.len() as u64) as usize])
        .and_then(|iss| parse(iss).ok())
        .and_then(|puzzle| fpuzzles::write(&puzzle));
    match (json, rng.below(10)) {
        (Some(json), 0..=7) => {
            let edits = 1 + rng.below(6) as usize;
            mutate(rng, &json, edits)
        }
        (_, 8) => format!("https://www.f-puzzles.com/?load=N4Ig{}", random_base64(rng)),
        _ => random_text(rng, 200),
    }
}

/// Up to 300 random characters of base64, for the LZ-String decoder behind a link.
fn random_base64(rng: &mut Rng) -> String {
    const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    let length = 1 + rng.below(300) as usize;
    (0..length)
        .map(|_| char::from(BASE64[rng.below(65) as usize]))
        .collect()
}

/// f-puzzles' reader never panics (the link's decoder and the JSON reader with it); what it
/// reads and f-puzzles can hold writes back to JSON that reads again; an error has a message.
pub fn check_fpuzzles(input: &str) -> Result<(), String> {
    match fpuzzles::parse(input) {
        Ok(puzzle) => match fpuzzles::write(&puzzle) {
            Some(written) => match fpuzzles::parse(&written) {
                Ok(_) => Ok(()),
                Err(error) => Err(format!("{written:?} does not read back: {error}")),
            },
            None => Ok(()),
        },
        Err(error) if error.to_string().is_empty() => Err("an empty error".into()),
        Err(_) => Ok(()),
    }
}

/// A SudokuPad puzzle's JSON (zipped or not) from the test links, mutated, in a `ctc` link;
/// or random base64 in an `scl` link; or random text.
pub fn make_sudokupad(rng: &mut Rng, seeds: &Seeds) -> String {
    match rng.below(10) {
        0..=7 if !seeds.sudokupad.is_empty() => {
            let json = &seeds.sudokupad[rng.below(seeds.sudokupad.len() as u64) as usize];
            let edits = 1 + rng.below(6) as usize;
            format!("https://sudokupad.app/ctc{}", mutate(rng, json, edits))
        }
        8 => format!("sclN4Ig{}", random_base64(rng)),
        _ => random_text(rng, 200),
    }
}

/// SudokuPad's reader never panics (the link, LZ-String, the unzipping, the JSON, what is
/// drawn); what it reads writes to ISS's format and reads back the same; an error has a message.
pub fn check_sudokupad(input: &str) -> Result<(), String> {
    match sudokupad::parse(input) {
        Ok(puzzle) => match parse(&write(&puzzle)) {
            Ok(again) if again == puzzle => Ok(()),
            other => Err(format!("{:?} reads back as {other:?}", write(&puzzle))),
        },
        Err(error) if error.to_string().is_empty() => Err("an empty error".into()),
        Err(_) => Ok(()),
    }
}

/// Our format's parser never panics; a puzzle round-trips through `text::write`; an error has a
/// message.
pub fn check_text(input: &str) -> Result<(), String> {
    match text::parse(input) {
        Ok(puzzle) => {
            let written = text::write(&puzzle);
            match text::parse(&written) {
                Ok(again) if again == puzzle => Ok(()),
                other => Err(format!("{written:?} reads back as {other:?}")),
            }
        }
        Err(error) if error.to_string().is_empty() => Err("an empty error".into()),
        Err(_) => Ok(()),
    }
}

/// Parsing never panics; a puzzle round-trips through `write`; an error has a message.
pub fn check_parse(text: &str) -> Result<(), String> {
    match parse(text) {
        Ok(puzzle) => {
            let written = write(&puzzle);
            match parse(&written) {
                Ok(again) if again == puzzle => Ok(()),
                other => Err(format!("{written:?} reads back as {other:?}")),
            }
        }
        Err(error) if error.to_string().is_empty() => Err("an empty error".into()),
        Err(_) => Ok(()),
    }
}

/// The search on what parses, at most 2,000 branches: what it names solves the puzzle.
pub fn check_solve(text: &str) -> Result<(), String> {
    let Ok(puzzle) = parse(text) else {
        return Ok(());
    };
    let named = match Solver::new(&puzzle).solve(2_000).outcome {
        Outcome::Unique(grid) => vec![grid],
        Outcome::Multiple(a, b) if a != b => vec![a, b],
        Outcome::Multiple(..) => return Err("the same solution twice".into()),
        Outcome::GaveUp(found) => found,
        Outcome::None => Vec::new(),
    };
    for grid in named {
        let wrong = broken(&puzzle, &grid);
        if !wrong.is_empty() {
            return Err(format!("a named solution breaks {wrong:?}"));
        }
    }
    Ok(())
}
