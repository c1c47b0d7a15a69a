//! The variant worker: variant Sudoku (killer, jigsaw, the f-puzzles constraint set) read from any
//! of its formats, drawn, checked as the person types and solved, by the `sudoku-variants` crate.
//! The crate is larger than the classic solver, and most people never open a variant, so it lives
//! in a worker of its own, started the first time a pasted text is not a classic puzzle; the page
//! only draws what the worker sends (`draw.rs`'s SVG) and shows its sentences.
//! `src/bin/variant.rs` serves [`VariantWork`] in it.

mod draw;
mod protocol;
mod work;

pub use draw::drawing;
pub use protocol::{ReadPuzzle, Solved, VariantReply, VariantRequest, Variants, is_grid};
#[cfg(test)]
pub use work::replies;
pub use work::{VariantWork, read};
