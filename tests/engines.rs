//! The solver's two searches in the browser's wasm engine, built as the solver worker is: `make
//! wasm-test` runs this with the `simd128` feature, so the triad search runs on wasm's 128-bit
//! vectors, which no native test reaches. On every puzzle of the hardest corpus and on a slice of
//! serg's (puzzles with several solutions), the triad search and the automatic choice find what
//! the band search finds: as many solutions (up to two), each valid, and the same one when it is
//! the only one.

#![cfg(all(target_arch = "wasm32", feature = "simd128"))]

use sudoku_solver::{Board, Engine, Solution};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const HARDEST: &str = include_str!("../../shared/puzzles/puzzles6_forum_hardest_1106");
const SERG: &str = include_str!("../../shared/puzzles/puzzles7_serg_benchmark");

/// The puzzles of a corpus file (one per line, `#` comments), every `step`-th.
fn puzzles(text: &str, step: usize) -> Vec<Board> {
    let lines = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty());
    let boards: Vec<Board> = lines
        .step_by(step)
        .map(|line| line.trim().parse().unwrap())
        .collect();
    assert!(boards.len() > 300, "{} puzzles read", boards.len());
    boards
}

/// Checks that `solution` solves `board` (`sudoku_testkit::check_solution`); its text.
fn valid(board: &Board, solution: &Solution) -> String {
    let text = solution.to_string();
    if let Err(e) = sudoku_testkit::check_solution(&board.to_string(), &text) {
        panic!("{e}");
    }
    text
}

fn check(boards: &[Board]) {
    for board in boards {
        let bands = board.solutions_by(Engine::Bands, 2).found;
        assert!(!bands.is_empty(), "{board}");
        for engine in [Engine::Triads, Engine::Auto] {
            let found = board.solutions_by(engine, 2).found;
            let texts: Vec<String> = found.iter().map(|s| valid(board, s)).collect();
            // The same number of solutions (up to two); when unique, the same one. (Of several,
            // each search meets its own first two.)
            assert_eq!(found.len(), bands.len(), "{engine:?} on {board}");
            if bands.len() == 1 {
                assert_eq!(texts[0], bands[0].to_string(), "{engine:?} on {board}");
            } else {
                assert_ne!(texts[0], texts[1], "{engine:?} on {board}");
            }
        }
    }
}

#[wasm_bindgen_test]
fn the_triad_search_agrees_with_the_band_search_on_the_hardest() {
    let boards = puzzles(HARDEST, 1);
    check(&boards);
    // The triad search really ran (without vectors it would hand over to the band search): it
    // branches on band patterns, and makes fewer than half the band search's tries here.
    let tries = |engine| -> u64 {
        let each = boards
            .iter()
            .map(|board| board.solutions_by(engine, 2).stats.guesses);
        each.sum()
    };
    let (bands, triads) = (tries(Engine::Bands), tries(Engine::Triads));
    assert!(2 * triads < bands, "triads {triads} tries, bands {bands}");
}

#[wasm_bindgen_test]
fn the_triad_search_agrees_with_the_band_search_on_serg() {
    check(&puzzles(SERG, 25));
}
