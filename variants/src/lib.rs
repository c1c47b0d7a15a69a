//! Variant Sudoku, natively and in wasm, with nothing of the web: a model of the puzzle (a shape
//! from 4x4 to 16x16, with boxes, jigsaw regions or none; givens; constraints), ISS's constraint
//! strings (the format of the shared variant files), a search that proves uniqueness, and a
//! plain rule checker written apart from the search.
//!
//! Classic 9x9 puzzles with no other rule keep going through `sudoku-solver`'s engines; this
//! crate is for everything else. It is a crate of its own so that the classic solver worker
//! (size-budgeted) carries none of it.

#![deny(unsafe_code)]
#![warn(missing_docs)]

mod cage;
pub mod cells;
pub mod check;
pub mod clash;
mod digits;
pub mod edit;
pub mod formats;
pub mod fpuzzles;
mod globals;
pub mod iss;
mod lines;
mod looks;
pub mod puzzle;
mod rule;
mod rules;
pub mod search;
pub mod shape;
pub mod sudokupad;
mod sums;
pub mod text;
mod work;

pub use puzzle::{Constraint, Dot, Index, Line, Puzzle};
pub use search::{Outcome, Paused, Report, Search, Solver, solve};
pub use shape::Shape;
pub use sums::sandwich;
