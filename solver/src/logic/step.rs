//! A step of the logic engine: the technique that found it, what it is about, and what follows.

use std::fmt;

use super::Technique;
use crate::{Cell, Digit, DigitSet, Unit};

/// One step: what was seen (the technique, its cells, digits and units) and what follows from it
/// (digits placed, candidates removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The cells it is about (the "because").
    pub cells: Vec<Cell>,
    /// The digits it is about.
    pub digits: DigitSet,
    /// The units it looked at, if it is about units.
    pub units: Vec<Unit>,
    /// Digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// For a chain (Skyscraper, 2-String Kite, X-Chain, XY-Chain, alternating inference chain):
    /// its candidates in order, joined alternately by a strong link (one of the two is true)
    /// and a weak one (at most one is true), strong first and last, so that one of its two ends
    /// is true. For a loop (X-Cycle, continuous loop): the same, its first node again at the
    /// end, after a last weak link. Empty for other techniques. What a drawing of the step needs.
    pub chain: Vec<(Cell, Digit)>,
    /// For a chain with grouped nodes (a digit's places where a box and a line cross, taken
    /// together): how many of `chain`'s candidates each node takes, in order. Empty when every
    /// node is one candidate.
    pub nodes: Vec<usize>,
    /// For a step about sets of cells (ALS-XZ, ALS-XY-Wing, Death Blossom): how many of `cells`
    /// each set takes, in order (ALS-XZ: the two sets; ALS-XY-Wing: the wing linked by the lower
    /// of `digits`, the other wing, the pivot; Death Blossom: the stem, 1, then a petal per stem
    /// digit, from the lowest). Empty for other techniques.
    pub sets: Vec<usize>,
}

impl Step {
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            cells: Vec::new(),
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            chain: Vec::new(),
            nodes: Vec::new(),
            sets: Vec::new(),
        }
    }
}

/// The step in compact notation, for logs and tests: the technique, what it is about, then what
/// follows (`=` places, `<>` removes). Sentences for people are the caller's to write.
///
/// `hidden-single: 7 in r4c6 (b5) => r4c6=7`, `naked-pair: 3,7 in r1c2,r1c5 (r1) => r1c7<>3, r1c9<>7`
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list<T>(
            f: &mut fmt::Formatter<'_>,
            items: impl Iterator<Item = T>,
            sep: &str,
            each: impl Fn(&mut fmt::Formatter<'_>, T) -> fmt::Result,
        ) -> fmt::Result {
            for (i, item) in items.enumerate() {
                if i > 0 {
                    f.write_str(sep)?;
                }
                each(f, item)?;
            }
            Ok(())
        }
        write!(f, "{}: ", self.technique)?;
        if !self.digits.is_empty() {
            list(f, self.digits.iter(), ",", |f, d| write!(f, "{d}"))?;
            f.write_str(" in ")?;
        }
        list(f, self.cells.iter(), ",", |f, c| write!(f, "{c}"))?;
        if !self.units.is_empty() {
            f.write_str(" (")?;
            list(f, self.units.iter(), ",", |f, u| write!(f, "{u}"))?;
            f.write_str(")")?;
        }
        f.write_str(" => ")?;
        let placed = self.placements.iter().map(|(c, d)| (c, "=", d));
        let removed = self.eliminations.iter().map(|(c, d)| (c, "<>", d));
        list(f, placed.chain(removed), ", ", |f, (c, op, d)| {
            write!(f, "{c}{op}{d}")
        })
    }
}
