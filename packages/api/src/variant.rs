//! Variant puzzles (killer, jigsaw, the f-puzzles constraint set, 4x4 to 16x16) as the packages
//! offer them: a puzzle in any of its formats (ISS's constraint string, an f-puzzles or
//! SudokuPad link, f-puzzles' JSON, this project's format) in, JSON out. Grids are written a
//! character a cell, row by row: digits, or above 9x9 letters (`A` = 1 … `P` = 16).
//!
//! - `parse_variant`: `{"size":9,"rows":9,"cols":9,"givens":"..5…","rules":[…],"iss":…,"text":…}`
//!   (`size` the digits; ISS's grids may be rectangles, or hold more digits than a side), each kind of
//!   rule once, in a sentence in the language asked for, and the puzzle in ISS's format and ours;
//! - `solve_variant`: `{"status":"unique"|"multiple"|"none"|"unknown","solution":…|null,
//!   "solutions":[…],"branches":N}` (`unknown` past the work limit, with any solution found);
//! - `check_variant`: `{"ok":true|false,"broken":[…]}`, the rules a full grid breaks, named.

use sudoku_variants::check::broken;
use sudoku_variants::search::DEFAULT_BRANCHES;
use sudoku_variants::{Outcome, Puzzle, Solver, formats, iss, text};
use sudoku_words::{Lang, variants as words};

use crate::Error;
use crate::json::{Object, array, string};

/// The variant puzzle in `text`, or why it is none, in `lang`.
pub fn variant(text: &str, lang: Lang) -> Result<Puzzle, Error> {
    match formats::read(text) {
        Some(Ok(puzzle)) => Ok(puzzle),
        Some(Err(error)) => Err(Error(words::parse_error(lang, &error))),
        None => Err(Error(words::not_a_variant(lang))),
    }
}

/// The puzzle's size, givens and rules (see the module's docs).
pub fn parse_variant(text: &str, lang: Lang) -> Result<String, Error> {
    let puzzle = variant(text, lang)?;
    let shape = puzzle.shape;
    let givens: String = (puzzle.givens.iter())
        .map(|g| g.map_or('.', |d| text::digit_char(d, shape)))
        .collect();
    let mut rules: Vec<&str> = Vec::new();
    for constraint in &puzzle.constraints {
        let sentence = words::rule_sentence(lang, constraint);
        if !rules.contains(&sentence) {
            rules.push(sentence);
        }
    }
    Ok(Object::new()
        .number("size", shape.digits())
        .number("rows", shape.rows())
        .number("cols", shape.cols())
        .text("givens", &givens)
        .raw("rules", &array(rules.iter().map(|r| string(r))))
        .text("iss", &iss::write(&puzzle))
        .text("text", &text::write(&puzzle))
        .end())
}

/// Solves the puzzle, proving uniqueness within `branches` (see the module's docs).
pub fn solve_variant(text: &str, branches: Option<u64>, lang: Lang) -> Result<String, Error> {
    let puzzle = variant(text, lang)?;
    let shape = puzzle.shape;
    let report = Solver::new(&puzzle).solve(branches.unwrap_or(DEFAULT_BRANCHES));
    let (status, solutions) = match report.outcome {
        Outcome::Unique(grid) => ("unique", vec![grid]),
        Outcome::Multiple(a, b) => ("multiple", vec![a, b]),
        Outcome::None => ("none", Vec::new()),
        Outcome::GaveUp(found) => ("unknown", found),
    };
    let written: Vec<String> = solutions
        .iter()
        .map(|g| text::write_grid(g, shape))
        .collect();
    let solution = match (status, written.first()) {
        ("unique", Some(grid)) => string(grid),
        _ => "null".into(),
    };
    Ok(Object::new()
        .text("status", status)
        .raw("solution", &solution)
        .raw("solutions", &array(written.iter().map(|g| string(g))))
        .number("branches", report.branches)
        .end())
}

/// A work limit given as a JavaScript number: `None` (the default limit) when negative, else a
/// whole number up to 2^53 - 1. An error in English, as for any option.
pub fn branches(number: f64) -> Result<Option<u64>, Error> {
    if number < 0.0 {
        return Ok(None);
    }
    crate::seed(number).map(Some).map_err(|_| {
        Error(format!(
            "invalid branches '{number}': expected a whole number from 0 to {}",
            crate::MAX_SAFE_SEED
        ))
    })
}

/// The rules a full `grid` breaks (see the module's docs).
pub fn check_variant(text: &str, grid: &str, lang: Lang) -> Result<String, Error> {
    let puzzle = variant(text, lang)?;
    let shape = puzzle.shape;
    let (cells, size, zero) = (shape.cells(), shape.digits(), usize::from(shape.zero()));
    let digits = text::read_grid(grid.trim(), shape)
        .filter(|g| g.len() == cells && g.iter().all(|&d| usize::from(d) <= size))
        .ok_or_else(|| Error(words::not_a_grid(lang, cells, 1 - zero, size - zero)))?;
    let named: Vec<String> = (broken(&puzzle, &digits).iter())
        .map(|b| string(&words::broken(lang, &puzzle, b)))
        .collect();
    Ok(Object::new()
        .raw("ok", if named.is_empty() { "true" } else { "false" })
        .raw("broken", &array(named))
        .end())
}
