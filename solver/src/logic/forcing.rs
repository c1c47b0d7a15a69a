//! Nested forcing nets, on the fast trial board ([`super::trial`]): the technique that leaves no
//! puzzle with one solution to a guess.
//!
//! A forcing net assumes a candidate and follows what it forces to a contradiction. A nested one
//! follows, inside its assumption, every forcing net too: an assumption made within the first
//! that ends in a contradiction removes its candidate there, and the first goes on with what
//! follows. Two levels of assumptions are what the hardest known puzzles need (Berthier's T&E(2));
//! every puzzle of the forum's hardest list finishes this way (docs/BENCHMARKS.md).

use super::trial::Trial;
use super::{Candidates, Step, Technique};
use crate::{Cell, DigitSet};

/// A nested forcing net to a contradiction: placing `digit` in `cell`, then following singles,
/// intersections and every forcing net inside, leaves a cell or a unit with nothing, so the
/// digit is not there. The step's cells are the assumption's, then the cells the trial filled
/// before its contradiction (in reading order).
pub(super) fn nested_forcing_net(candidates: &Candidates) -> Option<Step> {
    let board = Trial::new(candidates);
    for (cell, digit) in board.open() {
        let mut trial = board;
        trial.place(cell, digit);
        if trial.propagate_nested() {
            continue;
        }
        let mut step = Step::new(Technique::NestedForcingNet);
        let forced = trial.filled() & !board.filled() & !(1u128 << cell.index());
        step.cells = std::iter::once(cell)
            .chain(Cell::all().filter(|c| forced & 1 << c.index() != 0))
            .collect();
        step.digits = DigitSet::EMPTY.with(digit);
        step.eliminations.push((cell, digit));
        return Some(step);
    }
    None
}
