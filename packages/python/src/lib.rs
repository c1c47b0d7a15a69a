//! The Python package's extension module, `sudoku_web_engine._engine`: each function of
//! `sudoku-api` as is, its error raised as `sudoku_web_engine.SudokuError` (a `ValueError`)
//! carrying the message, and the work done without the interpreter's lock, so threads run side
//! by side. The package's `__init__.py` gives them their Python shape: a board as nine lists,
//! keyword arguments, `json.loads`. Nothing here is Sudoku logic.

#![cfg(not(target_arch = "wasm32"))]

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_api::{self as api, Error};
use sudoku_words::Lang;

create_exception!(
    _engine,
    SudokuError,
    PyValueError,
    "Why a board has no answer."
);

fn raised(error: Error) -> PyErr {
    SudokuError::new_err(error.0)
}

/// Runs `work` in `lang` without the interpreter's lock.
fn run<T: Send>(
    py: Python<'_>,
    lang: &str,
    work: impl FnOnce(Lang) -> Result<T, Error> + Send,
) -> PyResult<T> {
    let lang = api::lang(lang).map_err(raised)?;
    py.detach(|| work(lang)).map_err(raised)
}

/// The board as 81 characters, `.` for empty.
#[pyfunction]
fn parse(py: Python<'_>, text: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::parse(text, lang))
}

/// The outcome (JSON).
#[pyfunction]
fn solve(
    py: Python<'_>,
    text: &str,
    algorithm: &str,
    counts: bool,
    lang: &str,
) -> PyResult<String> {
    run(py, lang, |lang| api::solve(text, algorithm, counts, lang))
}

/// How many solutions, up to `limit`.
#[pyfunction]
fn count(py: Python<'_>, text: &str, limit: usize, lang: &str) -> PyResult<usize> {
    run(py, lang, |lang| api::count(text, limit, lang))
}

/// The next step (JSON, `null` on a full board).
#[pyfunction]
fn hint(py: Python<'_>, text: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::hint(text, lang))
}

/// The rating (JSON).
#[pyfunction]
fn rate(py: Python<'_>, text: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::rate(text, lang))
}

/// The rating and the whole path (JSON).
#[pyfunction]
fn explain(py: Python<'_>, text: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::explain(text, lang))
}

/// A new puzzle (JSON).
#[pyfunction]
fn generate(
    py: Python<'_>,
    level: &str,
    symmetry: &str,
    seed: u64,
    lang: &str,
) -> PyResult<String> {
    run(py, lang, |lang| api::generate(level, symmetry, seed, lang))
}

/// What `sudoku rate` (`explain` true: `sudoku explain`) writes for one line of a puzzle file,
/// ending with a newline; `None` for a blank line or a `#` comment, which it skips.
#[pyfunction]
fn rate_line(py: Python<'_>, line: &str, explain: bool, lang: &str) -> PyResult<Option<String>> {
    if !api::is_puzzle_line(line) {
        return Ok(None);
    }
    run(py, lang, |lang| {
        Ok(Some(api::rate_line(line, explain, lang).out))
    })
}

/// A variant puzzle's size, givens and rules (JSON).
#[pyfunction]
fn parse_variant(py: Python<'_>, text: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::parse_variant(text, lang))
}

/// A variant puzzle solved within `branches` (JSON; `None` for the default limit).
#[pyfunction]
#[pyo3(signature = (text, branches, lang))]
fn solve_variant(
    py: Python<'_>,
    text: &str,
    branches: Option<u64>,
    lang: &str,
) -> PyResult<String> {
    run(py, lang, |lang| api::solve_variant(text, branches, lang))
}

/// The rules a full grid breaks (JSON).
#[pyfunction]
fn check_variant(py: Python<'_>, text: &str, grid: &str, lang: &str) -> PyResult<String> {
    run(py, lang, |lang| api::check_variant(text, grid, lang))
}

/// The module.
#[pymodule]
fn _engine(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("SudokuError", module.py().get_type::<SudokuError>())?;
    for function in [
        wrap_pyfunction!(parse, module)?,
        wrap_pyfunction!(solve, module)?,
        wrap_pyfunction!(count, module)?,
        wrap_pyfunction!(hint, module)?,
        wrap_pyfunction!(rate, module)?,
        wrap_pyfunction!(explain, module)?,
        wrap_pyfunction!(generate, module)?,
        wrap_pyfunction!(rate_line, module)?,
        wrap_pyfunction!(parse_variant, module)?,
        wrap_pyfunction!(solve_variant, module)?,
        wrap_pyfunction!(check_variant, module)?,
    ] {
        module.add_function(function)?;
    }
    Ok(())
}
