//! SE's own rules as entries of the registry (`registry::SE`): each finds what SE's rule finds,
//! rated as SE rates it.

use super::chaining::{self, StepCache};
use super::{Found, RatedStep, SeTechnique};
use super::{aligned, als_wings, direct, strong_links, uniqueness};
use crate::logic::Candidates;
use crate::logic::bits::Candidate;

/// One of SE's own rules (see `registry.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::logic) enum SeRule {
    /// SE's hidden single (and full house), in its order.
    HiddenSingle,
    /// Pointing or claiming that leaves a digit one place in another unit, which is placed.
    DirectLocking,
    /// A hidden pair (2) or triple (3) that does the same.
    DirectHiddenSet(u32),
    /// A chain of this many strong links on one digit.
    StrongLinks(usize),
    UniqueLoop,
    /// A two-candidate cell and an almost locked set of this many cells.
    AlsWing(usize),
    Bug,
    /// Aligned exclusion of a pair (2) or a triplet (3), as SE searches.
    AlignedExclusion(usize),
    /// Forcing chains and bidirectional cycles.
    CyclesAndForcingChains,
    /// One of SE's chaining rules.
    Chains(chaining::Rule),
}

impl SeRule {
    /// What the rule finds on `grid`, rated; `cache` is what SE's chains keep within the step.
    pub(in crate::logic) fn find(
        self,
        grid: &Candidates,
        cache: &mut StepCache,
    ) -> Option<RatedStep> {
        let found = |technique: SeTechnique| {
            move |(rating, removed): Found| RatedStep::found(technique, rating, &removed)
        };
        let direct = |found: Option<direct::Placement>| {
            found.map(|(technique, rating, cell, digit)| {
                RatedStep::placing(technique, rating, Candidate::new(cell, digit))
            })
        };
        match self {
            SeRule::HiddenSingle => {
                direct::hidden_single(grid).map(|(technique, rating, cell, digit)| {
                    let mut step =
                        RatedStep::placing(technique, rating, Candidate::new(cell, digit));
                    step.technique = SeTechnique::Same(technique);
                    step
                })
            }
            SeRule::DirectLocking => direct(direct::direct_locking(grid)),
            SeRule::DirectHiddenSet(size) => direct(direct::direct_hidden_set(grid, size)),
            SeRule::StrongLinks(n) => {
                let technique = SeTechnique::StrongLinkedFish { links: n as u8 };
                strong_links::strong_links(&grid.bits(), n).map(found(technique))
            }
            SeRule::UniqueLoop => {
                uniqueness::unique_loop(&grid.bits()).map(found(SeTechnique::UniqueLoop))
            }
            SeRule::AlsWing(n) => {
                let technique = SeTechnique::AlsWing { cells: n as u8 };
                als_wings::als_wing(&grid.bits(), n).map(found(technique))
            }
            SeRule::Bug => uniqueness::bug(&grid.bits()).map(found(SeTechnique::Bug)),
            SeRule::AlignedExclusion(n) => aligned::aligned_exclusion(&grid.bits(), n)
                .map(found(SeTechnique::AlignedExclusion { cells: n as u8 })),
            SeRule::CyclesAndForcingChains => {
                chaining::cycles_and_forcing_chains(grid).map(chain_step)
            }
            SeRule::Chains(rule) => chaining::multiple_chains(grid, rule, cache).map(chain_step),
        }
    }
}

/// A chain SE's rules found, as a step.
fn chain_step(found: chaining::ChainFound) -> RatedStep {
    use chaining::{ChainKind, Rule};
    let technique = match found.kind {
        ChainKind::Binary(Rule::DynamicPlus)
        | ChainKind::Cell(Rule::DynamicPlus)
        | ChainKind::Region(Rule::DynamicPlus) => SeTechnique::DynamicForcingChainPlus,
        ChainKind::Binary(Rule::Nested { level, limit })
        | ChainKind::Cell(Rule::Nested { level, limit })
        | ChainKind::Region(Rule::Nested { level, limit }) => {
            SeTechnique::NestedForcingChain { level, limit }
        }
        ChainKind::Cycle { x, y } => SeTechnique::Cycle { x, y },
        ChainKind::ForcingChain { x, y } => SeTechnique::ForcingChain { x, y },
        ChainKind::Binary(Rule::Nishio) => SeTechnique::NishioForcingChain,
        ChainKind::Binary(rule) if found.contradiction => SeTechnique::ContradictionForcingChain {
            dynamic: rule == Rule::Dynamic,
        },
        ChainKind::Binary(rule) => SeTechnique::DoubleForcingChain {
            dynamic: rule == Rule::Dynamic,
        },
        ChainKind::Cell(rule) => SeTechnique::CellForcingChain {
            dynamic: rule == Rule::Dynamic,
        },
        ChainKind::Region(rule) => SeTechnique::RegionForcingChain {
            dynamic: rule == Rule::Dynamic,
        },
    };
    RatedStep::found(technique, found.rating, &found.eliminations)
}
