//! Solving as a person does: the next step a person could take on a board, named by the technique
//! that finds it, with the cells and digits it is about; and the whole logical path of a puzzle,
//! with a difficulty rating.
//!
//! A board's pencil marks are [`Candidates`]. [`next_step`] tries the techniques from the simplest
//! ([`Technique::ALL`], in order) and returns the first step found, as data: the "because" cells
//! and digits, and the "therefore" placements or eliminations. [`LogicalPath::of`] applies steps
//! until the board is full. The last technique, the nested forcing net, finishes every puzzle of
//! the standard hard corpora (the forum's hardest lists included); were one to defeat it, the
//! path would take a [`Technique::Guess`], the solution's digit in a cell with the fewest
//! candidates, labelled as such, so every puzzle with one solution finishes.
//!
//! Every way to find a step is listed once, in the registry (`registry.rs`); the page's path and
//! the path Sudoku Explainer's rules take ([`se::SePath`]) are two orders over it. This module
//! only declares the others and re-exports what callers use.
//!
//! ```
//! use sudoku_solver::{Board, logic::{LogicalPath, Technique}};
//! let easy: Board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let path = LogicalPath::of(&easy).expect("one solution");
//! assert!(path.steps.iter().all(|s| s.technique != Technique::Guess));
//! assert_eq!(path.hardest(), Some(Technique::NakedSingle));
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

mod aligned;
mod als;
mod basic;
mod bits;
mod candidates;
mod chains;
mod finned;
mod fish;
mod forcing;
mod grouped;
mod houses;
mod loops;
mod nishio;
mod path;
mod rating;
mod rectangles;
mod refute;
mod registry;
mod scale;
pub mod se;
mod step;
mod sue_de_coq;
mod technique;
mod trial;
mod verity;
mod wings;

pub use candidates::Candidates;
pub(crate) use path::guess;
pub(in crate::logic) use path::unique_solution;
pub use path::{LogicalPath, NotAPuzzle, next_step, next_step_upto, step_or_guess};
pub use rating::Grading;
pub use refute::{Contradiction, Forced, Refutation, refute};
pub use step::{Detail, Node, Step};
pub use technique::{Level, Technique, UnknownLevel, UnknownTechnique};

#[cfg(test)]
pub(in crate::logic) use candidates::{named, only};
pub(in crate::logic) use houses::cell_at;
