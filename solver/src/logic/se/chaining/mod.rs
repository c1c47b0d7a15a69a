//! Sudoku Explainer's chains, found the way SE finds them, so that they are rated as SE rates
//! them: forcing chains and cycles (its "Forcing Chains & Cycles", 6.5 to 7.x), Nishio forcing
//! chains (7.5), multiple forcing chains (cell and region, 8.0), dynamic forcing chains (8.5),
//! Dynamic+ (9.0) and nested forcing chains (9.5 to 10.5 before their length): dynamic chains
//! that, when their implications run out, run whole chains on the grid they leave and take what
//! those remove, with what each needed gone (SE's rule parents) as its parents.
//!
//! A chain is grown breadth first from an assumption: each candidate assumed true ("on") or false
//! ("off") implies others, and every implied candidate keeps the candidates that implied it (its
//! parents). SE rates a chain by its complexity, the number of distinct candidates among the
//! conclusion and its ancestors, so the order in which implications are found decides which
//! parents a candidate keeps and so the rating: it is reproduced here, step for step (SE's rules
//! as published in its source; this is our own code).
//!
//! ```text
//!  pot (u16):  | candidate: cell * 9 + digit - 1 (0..729) | on: 1 bit |
//! ```

mod cycles;
mod dynamic;
mod found;
mod pots;
#[cfg(test)]
mod tests;

pub(super) use cycles::cycles_and_forcing_chains;
pub(in crate::logic) use dynamic::StepCache;
pub(super) use dynamic::multiple_chains;
pub(in crate::logic) use pots::Rule;
pub(super) use pots::{ChainFound, ChainKind};
