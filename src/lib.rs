//! The Sudoku solver web app: a Yew single-page app around the `sudoku-solver` crate.
//!
//! Layout: [`page`] is everything that runs on the page's thread (the app, its state, components
//! and hooks, the browser's APIs); [`workers`] is what runs in the Web Workers (the solver's and
//! the logic engine's) and the one channel to them; [`grid`] (the board's layers) and [`codec`]
//! (text encodings) are shared by both. Sudoku logic lives in the solver crate only, and every
//! word in the `sudoku-words` crate.

#![deny(missing_docs)]

pub mod allocator;
pub mod codec;
pub mod grid;
pub mod page;
pub mod workers;

pub use page::App;

/// The allocator of every wasm module (page and workers): our own size classes (see
/// [`allocator`]). Each module is single-threaded.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
// SAFETY: the page and each worker run on one thread (no wasm threads are used).
static ALLOCATOR: allocator::SizeClasses<allocator::WasmMemory> =
    unsafe { allocator::SizeClasses::new(allocator::WasmMemory) };
