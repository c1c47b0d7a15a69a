//! Sudoku Explainer's scale (SE, 1.0 to 11.9, kept here in tenths) and the path SE's rules take
//! through a puzzle, for its three numbers: ER, the hardest step; EP, the hardest up to the first
//! placement; ED, the first step.
//!
//! [`SePath`] follows SE's rules in SE's order, those of the SukakuExplainer version that rated the
//! shared sample (see docs/BENCHMARKS.md): the techniques it shares with this engine (rated by
//! [`step_rating`]), SE's singles and direct techniques, strong links, uniqueness, ALS wings and
//! aligned exclusion, and SE's chains, found as SE finds them so that their length, which their
//! rating counts, is SE's (`chaining/`). Measured against SE's own ratings by
//! `examples/se_agreement.rs`; [`step_rating`] rates a step of this engine's own path.

use super::{Step, Technique};

mod advanced;
pub(in crate::logic) mod aligned;
mod als_wings;
pub(in crate::logic) mod chaining;
mod direct;
mod path;
mod rules;
mod strong_links;
mod uniqueness;
use super::bits::Candidate;
pub use super::rating::step_rating;
pub use super::scale::{Tenths, length_extra};
pub(in crate::logic) use chaining::{Rule as ChainRule, StepCache};
pub use path::{SePath, next_step_se, step_or_guess_se};
pub(in crate::logic) use rules::SeRule;

/// A deduction of one of SE's rules: its rating in tenths and the candidates it removes.
type Found = (u16, Vec<Candidate>);

/// The deduction SE would keep among those a rule finds: the one of the lowest `K` (the rule's
/// order: its rating first), the first found among equals; those that remove nothing are not
/// deductions.
struct Lowest<K: Ord>(Option<(K, Vec<Candidate>)>);

impl<K: Ord> Lowest<K> {
    fn new() -> Self {
        Lowest(None)
    }

    fn offer(&mut self, key: K, removed: Vec<Candidate>) {
        if !removed.is_empty() && self.0.as_ref().is_none_or(|(best, _)| key < *best) {
            self.0 = Some((key, removed));
        }
    }

    /// The deduction kept, rated by `rating` of its key.
    fn found(self, rating: impl Fn(&K) -> u16) -> Option<Found> {
        self.0.map(|(key, removed)| (rating(&key), removed))
    }
}

/// A puzzle's three SE numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeRating {
    /// The hardest step of the path.
    pub er: Tenths,
    /// The hardest step up to and with the first that places a digit.
    pub ep: Tenths,
    /// The first step (the hardest up to and with the first that places a digit or removes a
    /// candidate, which is the first).
    pub ed: Tenths,
}

/// A technique as SE names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SeTechnique {
    /// One of this engine's techniques, which SE has too.
    Same(Technique),
    /// SE's direct form of one of this engine's techniques (pointing, claiming, a hidden pair
    /// or triple): it would leave a digit one place in another unit, which is placed.
    Direct(Technique),
    /// SukakuExplainer's wings: a two-candidate cell and an almost locked set of `cells` cells
    /// in one unit (3: WXYZ-Wing, 4: VWXYZ-Wing, 5: UVWXYZ-Wing, 6: TUVWXYZ-Wing).
    AlsWing {
        /// The cells of the almost locked set.
        cells: u8,
    },
    /// A loop of cells holding the same two candidates (four: a unique rectangle), which would
    /// give the puzzle two solutions, broken by the cells with other candidates.
    UniqueLoop,
    /// The bivalue universal grave: every cell two candidates, every digit two places in each
    /// unit, but for a few cells' extra candidates, one of which is true.
    Bug,
    /// SukakuExplainer's strong-linked fishes: a chain of `links` strong links on one digit.
    StrongLinkedFish {
        /// Its strong links.
        links: u8,
    },
    /// Aligned exclusion: every way of filling `cells` cells (a pair or a triplet) tried against
    /// the cells that see them all; a candidate no allowed way uses goes.
    AlignedExclusion {
        /// The cells filled together.
        cells: u8,
    },
    /// A loop of links whose weak links all become strong: on one digit (X), through
    /// two-candidate cells (Y), or both.
    Cycle {
        /// It uses a digit's two places in a unit.
        x: bool,
        /// It uses a cell's two candidates.
        y: bool,
    },
    /// A candidate whose assumption implies its own negation, through links of those kinds.
    ForcingChain {
        /// It uses a digit's two places in a unit.
        x: bool,
        /// It uses a cell's two candidates.
        y: bool,
    },
    /// A candidate assumed, followed on its digit (and the cells it fills) to a contradiction.
    NishioForcingChain,
    /// An assumption (a candidate true, or false) that leads to a contradiction.
    ContradictionForcingChain {
        /// Its implications see the candidates the chain has turned off.
        dynamic: bool,
    },
    /// Both states of a candidate lead to the same conclusion.
    DoubleForcingChain {
        /// Its implications see the candidates the chain has turned off.
        dynamic: bool,
    },
    /// Every candidate of a cell leads to the same conclusion.
    CellForcingChain {
        /// Its implications see the candidates the chain has turned off.
        dynamic: bool,
    },
    /// A dynamic forcing chain (contradiction, double, cell or region) whose implications include
    /// what intersections, pairs and X-Wings remove on the way (SE's Dynamic Forcing Chains (+)).
    DynamicForcingChainPlus,
    /// SE's nested forcing chains: a dynamic forcing chain whose implications include, when
    /// those and Dynamic+'s basic rules run out, what whole chains find on the chain's grid:
    /// forcing chains and cycles (`level` 2), and multiple forcing chains (3), or dynamic
    /// forcing chains (4) that nest in turn what `limit` says (0 nothing, 1 the basic rules, 2
    /// and 3 the levels above).
    NestedForcingChain {
        /// 2, 3 or 4: what the chain nests (SE rates 9.5, 10.0, 10.5 before the length).
        level: u8,
        /// For level 4, what the nested dynamic chains nest in turn.
        limit: u8,
    },
    /// Every place of a digit in a unit leads to the same conclusion.
    RegionForcingChain {
        /// Its implications see the candidates the chain has turned off.
        dynamic: bool,
    },
}

impl std::fmt::Display for SeTechnique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let dyn_ = |dynamic: bool| if dynamic { "dynamic-" } else { "" };
        match *self {
            SeTechnique::Same(technique) => write!(f, "{technique}"),
            SeTechnique::Direct(technique) => write!(f, "direct-{technique}"),
            SeTechnique::AlsWing { cells } => {
                f.write_str(&"TUVWXYZ"[7 - usize::from(cells + 1).min(7)..].to_lowercase())?;
                f.write_str("-wing")
            }
            SeTechnique::UniqueLoop => f.write_str("unique-loop"),
            SeTechnique::Bug => f.write_str("bug"),
            SeTechnique::StrongLinkedFish { links } => {
                write!(f, "{links}-strong-linked-fish")
            }
            SeTechnique::AlignedExclusion { cells: 2 } => f.write_str("aligned-pair-exclusion"),
            SeTechnique::AlignedExclusion { .. } => f.write_str("aligned-triplet-exclusion"),
            SeTechnique::Cycle { x, y } => {
                let kind = if x && y {
                    ""
                } else if x {
                    "x-"
                } else {
                    "y-"
                };
                write!(f, "bidirectional-{kind}cycle")
            }
            SeTechnique::ForcingChain { x, y } => {
                let kind = if x && y {
                    ""
                } else if x {
                    "x-"
                } else {
                    "y-"
                };
                write!(f, "forcing-{kind}chain")
            }
            SeTechnique::NishioForcingChain => f.write_str("nishio-forcing-chain"),
            SeTechnique::DynamicForcingChainPlus => f.write_str("dynamic-forcing-chain-plus"),
            SeTechnique::NestedForcingChain { level, limit } => {
                write!(f, "nested-forcing-chain-{level}")?;
                if level == 4 && limit > 0 {
                    write!(f, "-{limit}")?;
                }
                Ok(())
            }
            SeTechnique::ContradictionForcingChain { dynamic } => {
                write!(f, "{}contradiction-forcing-chain", dyn_(dynamic))
            }
            SeTechnique::DoubleForcingChain { dynamic } => {
                write!(f, "{}double-forcing-chain", dyn_(dynamic))
            }
            SeTechnique::CellForcingChain { dynamic } => {
                write!(f, "{}cell-forcing-chain", dyn_(dynamic))
            }
            SeTechnique::RegionForcingChain { dynamic } => {
                write!(f, "{}region-forcing-chain", dyn_(dynamic))
            }
        }
    }
}

impl SeTechnique {
    /// The technique of this engine's that SE's is of: itself, for the techniques SE shares; for
    /// SE's own, the one that finds what it finds the way nearest SE's (a strong-linked fish is a
    /// chain on one digit, a unique loop a longer unique rectangle, a double forcing chain a
    /// forcing net...).
    pub fn family(self) -> Technique {
        use SeTechnique::*;
        match self {
            Same(technique) | Direct(technique) => technique,
            AlsWing { .. } => Technique::AlsXz,
            UniqueLoop => Technique::UniqueRectangle,
            Bug => Technique::BugPlusOne,
            StrongLinkedFish { .. } => Technique::XChain,
            AlignedExclusion { cells: 2 } => Technique::AlignedPairExclusion,
            AlignedExclusion { .. } => Technique::AlignedTripleExclusion,
            Cycle { x: true, y: false } => Technique::XCycle,
            Cycle { .. } => Technique::ContinuousLoop,
            ForcingChain { x: true, y: false } => Technique::XChain,
            ForcingChain { x: false, y: true } => Technique::XYChain,
            ForcingChain { .. } => Technique::AlternatingInferenceChain,
            NishioForcingChain => Technique::Nishio,
            ContradictionForcingChain { .. } => Technique::ForcingChain,
            CellForcingChain { .. } => Technique::CellForcingNet,
            RegionForcingChain { .. } => Technique::UnitForcingNet,
            DoubleForcingChain { .. } | DynamicForcingChainPlus => Technique::ForcingNet,
            NestedForcingChain { .. } => Technique::NestedForcingNet,
        }
    }
}

/// A step of SE's path: its technique as SE names it, its rating, and the step itself, an
/// ordinary [`Step`] of the technique's [`family`](SeTechnique::family) (SE's own rules give what
/// they place or remove; this engine's finders, the whole step).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedStep {
    /// The technique, as SE names it.
    pub technique: SeTechnique,
    /// Its rating on SE's scale.
    pub rating: Tenths,
    /// The step: what it places and removes.
    pub step: Step,
}

impl RatedStep {
    pub(crate) fn of(step: Step) -> RatedStep {
        RatedStep {
            technique: SeTechnique::Same(step.technique),
            rating: step_rating(&step),
            step,
        }
    }

    /// A step SE's own rules found, removing `eliminations`.
    fn found(technique: SeTechnique, rating: u16, eliminations: &[Candidate]) -> RatedStep {
        let mut step = Step::new(technique.family());
        step.eliminations = eliminations.iter().map(|c| c.named()).collect();
        RatedStep {
            technique,
            rating: Tenths(rating),
            step,
        }
    }

    /// SE's direct technique (an intersection, a hidden pair or triple, that leaves a single):
    /// the candidate it places.
    fn placing(technique: Technique, rating: u16, placed: Candidate) -> RatedStep {
        let mut step = Step::new(technique);
        step.placements = vec![placed.named()];
        RatedStep {
            technique: SeTechnique::Direct(technique),
            rating: Tenths(rating),
            step,
        }
    }
}

/// A board of candidates for SE's rules' tests: `cells` as (cell index, digits 1-9), every
/// other cell filled (no candidate).
#[cfg(test)]
fn marks(cells: &[(usize, &[u16])]) -> [u16; 81] {
    let mut marks = [0u16; 81];
    for &(cell, digits) in cells {
        marks[cell] = digits.iter().fold(0, |m, &d| m | 1 << (d - 1));
    }
    marks
}
