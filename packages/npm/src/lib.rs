//! The npm package's WebAssembly: each function of `sudoku-api` exported as is, its error thrown
//! as a JavaScript `Error` carrying the message. The package's `api.js` (in `js/`) gives them
//! their JavaScript shape: options objects, defaults, `JSON.parse`. Nothing here is Sudoku logic.

#![deny(missing_docs)]

use sudoku_api::{self as api, Error};
use wasm_bindgen::prelude::*;

fn thrown(error: Error) -> JsError {
    JsError::new(&error.0)
}

fn lang(tag: &str) -> Result<sudoku_words::Lang, JsError> {
    api::lang(tag).map_err(thrown)
}

/// The board as 81 characters, `.` for empty.
#[wasm_bindgen]
pub fn parse(text: &str, lang_tag: &str) -> Result<String, JsError> {
    api::parse(text, lang(lang_tag)?).map_err(thrown)
}

/// The outcome (JSON).
#[wasm_bindgen]
pub fn solve(text: &str, algorithm: &str, counts: bool, lang_tag: &str) -> Result<String, JsError> {
    api::solve(text, algorithm, counts, lang(lang_tag)?).map_err(thrown)
}

/// How many solutions, up to `limit`.
#[wasm_bindgen]
pub fn count(text: &str, limit: u32, lang_tag: &str) -> Result<u32, JsError> {
    let found = api::count(text, limit as usize, lang(lang_tag)?).map_err(thrown)?;
    Ok(found as u32)
}

/// The next step (JSON, `null` on a full board).
#[wasm_bindgen]
pub fn hint(text: &str, lang_tag: &str) -> Result<String, JsError> {
    api::hint(text, lang(lang_tag)?).map_err(thrown)
}

/// The rating (JSON).
#[wasm_bindgen]
pub fn rate(text: &str, lang_tag: &str) -> Result<String, JsError> {
    api::rate(text, lang(lang_tag)?).map_err(thrown)
}

/// The rating and the whole path (JSON).
#[wasm_bindgen]
pub fn explain(text: &str, lang_tag: &str) -> Result<String, JsError> {
    api::explain(text, lang(lang_tag)?).map_err(thrown)
}

/// A new puzzle (JSON). `seed` is a whole number below 2^53, as JavaScript's numbers hold.
#[wasm_bindgen]
pub fn generate(level: &str, symmetry: &str, seed: f64, lang_tag: &str) -> Result<String, JsError> {
    let lang = lang(lang_tag)?;
    api::generate(level, symmetry, api::seed(seed).map_err(thrown)?, lang).map_err(thrown)
}

/// A variant puzzle's size, givens and rules (JSON).
#[wasm_bindgen]
pub fn parse_variant(text: &str, lang_tag: &str) -> Result<String, JsError> {
    api::parse_variant(text, lang(lang_tag)?).map_err(thrown)
}

/// A variant puzzle solved (JSON); `branches` negative for the default work limit.
#[wasm_bindgen]
pub fn solve_variant(text: &str, branches: f64, lang_tag: &str) -> Result<String, JsError> {
    let lang = lang(lang_tag)?;
    api::solve_variant(text, api::branches(branches).map_err(thrown)?, lang).map_err(thrown)
}

/// The rules a full grid breaks (JSON).
#[wasm_bindgen]
pub fn check_variant(text: &str, grid: &str, lang_tag: &str) -> Result<String, JsError> {
    api::check_variant(text, grid, lang(lang_tag)?).map_err(thrown)
}
