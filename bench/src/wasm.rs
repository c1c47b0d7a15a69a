//! `make bench`, browser half: the same comparison compiled to wasm, driven by `bench/web/run.mjs`
//! in headless Chromium. Both solvers run in the same page, on the same puzzles, with the page's
//! `performance.now()` as the clock.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use crate::{Corpus, Mode, Row, table, time, verify};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance)]
    fn now() -> f64;
}

thread_local! {
    static ROWS: RefCell<Vec<Row>> = const { RefCell::new(Vec::new()) };
}

/// Checks and times one corpus (its file's text) in both modes; returns the census line.
#[wasm_bindgen]
pub fn bench_corpus(
    name: &str,
    text: &str,
    rounds: usize,
    limit: Option<usize>,
) -> Result<String, JsError> {
    let corpus = Corpus::parse(name, text, limit).map_err(|e| JsError::new(&e))?;
    let census = verify(&corpus).map_err(|e| JsError::new(&e))?;
    let seconds = || now() / 1000.0;
    for mode in [Mode::First, Mode::Unique] {
        let row = time(&corpus, mode, rounds, &seconds);
        ROWS.with(|rows| rows.borrow_mut().push(row));
    }
    Ok(format!(
        "{name}: {} puzzles checked ({} unique, {} multiple, {} none), both solvers agree",
        corpus.len(),
        census.unique,
        census.multiple,
        census.none
    ))
}

/// The variant search on one family file (see `variants.rs`): its figures line.
#[wasm_bindgen]
pub fn bench_variants(name: &str, text: &str) -> Result<String, JsError> {
    crate::variants::bench_file(name, text, &now).map_err(|e| JsError::new(&e))
}

/// The family files `bench_variants` times by default, a line each.
#[wasm_bindgen]
pub fn bench_variant_families() -> String {
    crate::variants::FAMILIES.join("\n")
}

/// The table of every corpus timed so far.
#[wasm_bindgen]
pub fn bench_table() -> String {
    ROWS.with(|rows| table(&rows.borrow()))
}

/// Times the logic engine's whole path (`LogicalPath::of`) on each puzzle of one corpus (the
/// first `limit`); returns a line with the median and 90th percentile in milliseconds.
#[wasm_bindgen]
pub fn bench_logic(name: &str, text: &str, limit: Option<usize>) -> Result<String, JsError> {
    let corpus = Corpus::parse(name, text, limit).map_err(|e| JsError::new(&e))?;
    let mut millis: Vec<f64> = Vec::new();
    let mut guessed = 0;
    for puzzle in corpus.puzzles() {
        let start = now();
        let Ok(path) = sudoku_solver::logic::LogicalPath::of(puzzle) else {
            continue;
        };
        millis.push(now() - start);
        guessed += usize::from(!path.is_logical());
    }
    millis.sort_by(f64::total_cmp);
    let at = |p: usize| millis.get(millis.len() * p / 100).copied().unwrap_or(0.0);
    Ok(format!(
        "{name}: {} puzzles, whole logical path median {:.2} ms, 90th percentile {:.2} ms, \
         max {:.2} ms; {guessed} needed a guess",
        millis.len(),
        at(50),
        at(90),
        millis.last().copied().unwrap_or(0.0)
    ))
}

/// The generator at every level, `count` puzzles each (checked), timed in the page; returns the
/// table.
#[wasm_bindgen]
pub fn bench_generate(count: u32) -> Result<String, JsError> {
    let clock = || now();
    let mut rows = Vec::new();
    for level in sudoku_solver::logic::Level::ALL {
        rows.push(
            crate::generate::time_level(level, u64::from(count), &clock)
                .map_err(|e| JsError::new(&e))?,
        );
    }
    Ok(crate::generate::level_table(&rows))
}

/// The band search against the triad search (and the automatic choice) on one corpus, in the
/// page: every answer checked first (both searches find the same number of solutions, each one
/// valid), then µs per puzzle to the first solution and proving uniqueness, best of `rounds`;
/// returns the two table rows.
#[wasm_bindgen]
pub fn bench_engines(name: &str, text: &str, rounds: usize) -> Result<String, JsError> {
    let corpus = Corpus::parse(name, text, None).map_err(|e| JsError::new(&e))?;
    crate::engines::row(&corpus, rounds, &|| now() / 1000.0).map_err(|e| JsError::new(&e))
}

/// The head of [`bench_engines`]'s table.
#[wasm_bindgen]
pub fn bench_engines_head() -> String {
    crate::engines::head()
}
