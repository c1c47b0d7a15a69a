//! The Sudoku solver web app: a Yew single-page app around the `sudoku-solver` crate.
//!
//! Layout: [`state`] holds the one reducer (pure, tested natively); [`components`] are the
//! props-driven pieces of the page; [`hooks`] connect the state to the browser (storage, address);
//! [`browser`] wraps the few web APIs used. Sudoku logic lives in the solver crate only.

#![deny(missing_docs)]

pub mod app;
pub mod browser;
pub mod components;
pub mod examples;
pub mod grid;
pub mod hooks;
pub mod keys;
pub mod state;
pub mod status;
pub mod stepping;
pub mod worker;

pub use app::App;
