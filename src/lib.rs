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
pub mod explain;
pub mod grid;
pub mod hint;
pub mod hooks;
pub mod i18n;
pub mod keys;
pub mod listing;
pub mod logic_worker;
pub mod memory;
pub mod state;
pub mod status;
pub mod stepping;
pub mod worker;

pub use app::App;

/// The allocator of both wasm modules (page and worker): lol_alloc's free list, about 2 KiB
/// gzipped smaller per module than the standard library's dlmalloc. Both are single-threaded.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
// SAFETY: the page and the worker each run on one thread (no wasm threads are used).
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };
