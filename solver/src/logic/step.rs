//! A step of the logic engine: the technique that found it, what it is about, and what follows.

use std::fmt;

use super::Technique;
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// One step: what was seen (the technique, its cells, digits and units) and what follows from it
/// (digits placed, candidates removed). The flat fields are what a page marks; [`Detail`] is the
/// step's shape, typed by its kind, for a drawing or a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The cells it is about (the "because"); for [`Detail::Sets`], the sets' cells, set after
    /// set.
    pub cells: Vec<Cell>,
    /// The digits it is about.
    pub digits: DigitSet,
    /// The units it looked at, if it is about units; for [`Detail::Fish`], the base then the
    /// cover.
    pub units: Vec<Unit>,
    /// Digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// What the step is made of beyond the above, by its kind.
    pub detail: Detail,
}

/// A step's shape, typed by its kind: what a drawing of it or a sentence about it needs beyond
/// the step's cells, digits and units.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Detail {
    /// Nothing more: the cells, digits and units say it all.
    #[default]
    Plain,
    /// A chain (Skyscraper, 2-String Kite, X-Chain, XY-Chain, alternating inference chains,
    /// grouped or not): its nodes in order, joined alternately by a strong link (one of the two
    /// is true) and a weak one (at most one is true), strong first and last, so that one of its
    /// two ends is true. A loop (X-Cycle, continuous loop): the same, its first node again at the
    /// end, after a last weak link.
    Chain(Vec<Node>),
    /// A fish, plain, finned or sashimi: the houses that hold the digit's places (the base) and
    /// the houses that cover them (the cover), as many of each.
    Fish {
        /// The base houses, in order.
        base: Vec<Unit>,
        /// The cover houses, in order.
        cover: Vec<Unit>,
    },
    /// A step about sets of cells, each set in the order its technique names them: ALS-XZ, the
    /// two sets; ALS-XY-Wing, the wing linked by the lower of the step's digits, the other wing,
    /// the pivot; ALS chain, the sets along it; Death Blossom, the stem (one cell), then a petal
    /// per stem digit from the lowest; Sue de Coq, the cells where box and line cross, the rest
    /// of the line's, the rest of the box's; aligned exclusion, the aligned cells, then the cells
    /// that exclude their combinations. Each set's cells are in reading order but the aligned
    /// cells, which are in the order SE tries them.
    Sets(Vec<Vec<Cell>>),
}

/// A node of a chain: a digit in one cell or, grouped, in two or three cells where a box and a
/// line cross, true when the digit is in one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The digit.
    pub digit: Digit,
    /// Its cells, one unless the node is a group.
    pub cells: CellSet,
}

impl Node {
    /// The node of `digit` in one cell.
    pub fn single(cell: Cell, digit: Digit) -> Node {
        Node {
            digit,
            cells: CellSet::EMPTY.with(cell),
        }
    }

    /// Whether it stands for more than one cell.
    pub fn is_group(self) -> bool {
        self.cells.len() > 1
    }
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
            detail: Detail::Plain,
        }
    }

    /// The chain's nodes, for a chain or a loop ([`Detail::Chain`]); else none.
    pub fn chain(&self) -> &[Node] {
        match &self.detail {
            Detail::Chain(nodes) => nodes,
            _ => &[],
        }
    }

    /// The sets of cells, for a step about sets ([`Detail::Sets`]); else none.
    pub fn sets(&self) -> &[Vec<Cell>] {
        match &self.detail {
            Detail::Sets(sets) => sets,
            _ => &[],
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
