//! The registry: every way the engine finds a step, once, and the two orders they are tried in.
//!
//! A [`Finder`] is one of this engine's techniques (or a family of them, such as the subsets of
//! a size): what it finds is an ordinary [`Step`] with every detail, named by its
//! [`Technique`](super::Technique) and rated on SE's scale by `rating::step_rating`. An
//! [`SeRule`] is one of Sudoku Explainer's own rules, kept so its rating is SE's: its singles
//! and direct techniques, strong-linked fishes, unique loops and BUG, ALS wings, aligned
//! exclusion, and its chains, found breadth first as SE finds them (`se/`).
//!
//! Two orders over them: [`PAGE`], the page's path (the simplest first, each technique once),
//! and [`SE`], the path SE's rules take, where this engine's finders stand among SE's own in
//! SE's order. A new technique is a finder here (its variant, and its line in [`Finder::find`]),
//! its place in the orders, its `Technique`, its rating in `rating.rs`, its words and its test.

use super::se::{RatedStep, SeRule, StepCache};
use super::{Candidates, Step};
use super::{aligned, als, basic, chains, finned, fish, forcing, grouped, loops, nishio};
use super::{rectangles, sue_de_coq, verity, wings};

/// One of this engine's ways to find a step (see the module's docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Finder {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    /// Pointing and claiming.
    Intersections,
    /// Naked and hidden subsets of this size.
    Subsets(usize),
    /// Basic fish of this size: X-Wing, Swordfish, Jellyfish.
    Fish(usize),
    Skyscraper,
    TwoStringKite,
    SimpleColouring,
    XyWing,
    XyzWing,
    WWing,
    /// Finned and sashimi fish of this size.
    FinnedFish(usize),
    /// The unique rectangle of type 1.
    UniqueRectangle,
    /// Unique rectangles of types 2 to 6 and hidden rectangles.
    UniqueRectangles,
    BugPlusOne,
    SueDeCoq,
    /// Aligned exclusion of a pair (2) or a triple (3).
    AlignedExclusion(usize),
    XChain,
    XyChain,
    AlternatingInferenceChain,
    GroupedChain,
    /// ALS-XZ, ALS-XY-Wing, ALS chains, Death Blossom.
    AlmostLockedSets,
    Nishio,
    ForcingChain,
    CellForcingNet,
    UnitForcingNet,
    ForcingNet,
    NestedForcingNet,
}

impl Finder {
    /// The step this finder finds on `candidates`, the first in its own order.
    pub(crate) fn find(self, candidates: &Candidates) -> Option<Step> {
        let c = candidates;
        // A chain whose ends are weakly linked closes a loop: all its weak links remove.
        let closed = |step| loops::closed(c, step);
        match self {
            Finder::FullHouse => basic::full_house(c),
            Finder::NakedSingle => basic::naked_single(c),
            Finder::HiddenSingle => basic::hidden_single(c),
            Finder::Intersections => basic::intersections(c),
            Finder::Subsets(size) => basic::subsets(c, size),
            Finder::Fish(size) => fish::fish(c, size),
            Finder::Skyscraper => chains::skyscraper(c),
            Finder::TwoStringKite => chains::two_string_kite(c),
            Finder::SimpleColouring => chains::simple_colouring(c),
            Finder::XyWing => wings::xy_wing(c),
            Finder::XyzWing => wings::xyz_wing(c),
            Finder::WWing => wings::w_wing(c),
            Finder::FinnedFish(size) => finned::finned_fish(c, size),
            Finder::UniqueRectangle => wings::unique_rectangle(c),
            Finder::UniqueRectangles => rectangles::unique_rectangles(c),
            Finder::BugPlusOne => wings::bug_plus_one(c),
            Finder::SueDeCoq => sue_de_coq::sue_de_coq(c),
            Finder::AlignedExclusion(size) => aligned::aligned_exclusion(c, size),
            Finder::XChain => chains::x_chain(c).map(closed),
            Finder::XyChain => chains::xy_chain(c).map(closed),
            Finder::AlternatingInferenceChain => chains::alternating_inference_chain(c).map(closed),
            Finder::GroupedChain => grouped::grouped_chain(c).map(closed),
            Finder::AlmostLockedSets => als::almost_locked_sets(c),
            Finder::Nishio => nishio::nishio(c),
            Finder::ForcingChain => chains::forcing_chain(c),
            Finder::CellForcingNet => verity::cell_forcing_net(c),
            Finder::UnitForcingNet => verity::unit_forcing_net(c),
            Finder::ForcingNet => chains::forcing_net(c),
            Finder::NestedForcingNet => forcing::nested_forcing_net(c),
        }
    }
}

/// The page's path: this engine's finders from the simplest, each once.
pub(crate) const PAGE: &[Finder] = {
    use Finder::*;
    &[
        FullHouse,
        NakedSingle,
        HiddenSingle,
        Intersections,
        Subsets(2),
        Subsets(3),
        Subsets(4),
        Fish(2),
        Fish(3),
        Fish(4),
        Skyscraper,
        TwoStringKite,
        SimpleColouring,
        XyWing,
        XyzWing,
        WWing,
        FinnedFish(2),
        FinnedFish(3),
        FinnedFish(4),
        UniqueRectangle,
        UniqueRectangles,
        BugPlusOne,
        SueDeCoq,
        AlignedExclusion(2),
        XChain,
        XyChain,
        AlternatingInferenceChain,
        GroupedChain,
        AlmostLockedSets,
        AlignedExclusion(3),
        Nishio,
        ForcingChain,
        CellForcingNet,
        UnitForcingNet,
        ForcingNet,
        NestedForcingNet,
    ]
};

/// The page's order up to the finder that finds `technique`'s steps, inclusive (a chain's loop,
/// X-Cycle or continuous loop, up to the last chain finder that may close one); `None` for the
/// labelled guess, which no finder makes.
pub(crate) fn page_upto(technique: super::Technique) -> Option<&'static [Finder]> {
    use super::Technique::*;
    let finder = match technique {
        FullHouse => Finder::FullHouse,
        NakedSingle => Finder::NakedSingle,
        HiddenSingle => Finder::HiddenSingle,
        Pointing | Claiming => Finder::Intersections,
        NakedPair | HiddenPair => Finder::Subsets(2),
        NakedTriple | HiddenTriple => Finder::Subsets(3),
        NakedQuad | HiddenQuad => Finder::Subsets(4),
        XWing => Finder::Fish(2),
        Swordfish => Finder::Fish(3),
        Jellyfish => Finder::Fish(4),
        Skyscraper => Finder::Skyscraper,
        TwoStringKite => Finder::TwoStringKite,
        SimpleColouring => Finder::SimpleColouring,
        XYWing => Finder::XyWing,
        XYZWing => Finder::XyzWing,
        WWing => Finder::WWing,
        FinnedXWing | SashimiXWing => Finder::FinnedFish(2),
        FinnedSwordfish | SashimiSwordfish => Finder::FinnedFish(3),
        FinnedJellyfish | SashimiJellyfish => Finder::FinnedFish(4),
        UniqueRectangle => Finder::UniqueRectangle,
        UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4 | UniqueRectangle5
        | UniqueRectangle6 | HiddenRectangle => Finder::UniqueRectangles,
        BugPlusOne => Finder::BugPlusOne,
        SueDeCoq => Finder::SueDeCoq,
        AlignedPairExclusion => Finder::AlignedExclusion(2),
        XChain => Finder::XChain,
        XYChain => Finder::XyChain,
        AlternatingInferenceChain => Finder::AlternatingInferenceChain,
        GroupedAic | XCycle | ContinuousLoop => Finder::GroupedChain,
        AlsXz | AlsXyWing | AlsChain | DeathBlossom => Finder::AlmostLockedSets,
        AlignedTripleExclusion => Finder::AlignedExclusion(3),
        Nishio => Finder::Nishio,
        ForcingChain => Finder::ForcingChain,
        CellForcingNet => Finder::CellForcingNet,
        UnitForcingNet => Finder::UnitForcingNet,
        ForcingNet => Finder::ForcingNet,
        NestedForcingNet => Finder::NestedForcingNet,
        Guess => return None,
    };
    let at = PAGE.iter().position(|&f| f == finder)?;
    Some(&PAGE[..=at])
}

/// An entry of SE's order: one of this engine's finders (its step rated by `step_rating`), or
/// one of SE's own rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    Ours(Finder),
    Se(SeRule),
}

/// SE's path: SukakuExplainer's late-2019 default set from the lowest rating up, then its
/// chains, and last this engine's nested forcing net.
pub(crate) const SE: &[Entry] = {
    use super::se::ChainRule;
    use Entry::{Ours, Se};
    &[
        Se(SeRule::HiddenSingle),
        Se(SeRule::DirectLocking),
        Se(SeRule::DirectHiddenSet(2)),
        Ours(Finder::NakedSingle),
        Se(SeRule::DirectHiddenSet(3)),
        Ours(Finder::Intersections),
        Ours(Finder::Subsets(2)),
        Ours(Finder::Fish(2)),
        Ours(Finder::Fish(3)),
        Ours(Finder::Subsets(3)),
        Se(SeRule::StrongLinks(2)),
        Ours(Finder::XyWing),
        Ours(Finder::XyzWing),
        Se(SeRule::UniqueLoop),
        Ours(Finder::Subsets(4)),
        Ours(Finder::Fish(4)),
        Se(SeRule::StrongLinks(3)),
        Se(SeRule::AlsWing(3)),
        Se(SeRule::Bug),
        Se(SeRule::AlsWing(4)),
        Se(SeRule::AlignedExclusion(2)),
        Se(SeRule::CyclesAndForcingChains),
        Se(SeRule::AlignedExclusion(3)),
        Se(SeRule::Chains(ChainRule::Nishio)),
        Se(SeRule::Chains(ChainRule::Multiple)),
        Se(SeRule::Chains(ChainRule::Dynamic)),
        Se(SeRule::Chains(ChainRule::DynamicPlus)),
        Se(SeRule::Chains(ChainRule::NESTED[0])),
        Se(SeRule::Chains(ChainRule::NESTED[1])),
        Se(SeRule::Chains(ChainRule::NESTED[2])),
        Se(SeRule::Chains(ChainRule::NESTED[3])),
        Se(SeRule::Chains(ChainRule::NESTED[4])),
        Se(SeRule::Chains(ChainRule::NESTED[5])),
        Ours(Finder::NestedForcingNet),
    ]
};

/// The first step of `order` on `candidates`, rated (SE's own rules are rated as SE rates
/// them; this engine's steps by `step_rating`). What SE's chains keep lives for this step only.
pub(crate) fn first_rated(order: &[Entry], candidates: &Candidates) -> Option<RatedStep> {
    let mut cache = StepCache::default();
    order.iter().find_map(|entry| match *entry {
        Entry::Ours(finder) => finder.find(candidates).map(RatedStep::of),
        Entry::Se(rule) => rule.find(candidates, &mut cache),
    })
}

/// The first step of `order` on `candidates`.
pub(crate) fn first(order: &[Finder], candidates: &Candidates) -> Option<Step> {
    order.iter().find_map(|finder| finder.find(candidates))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_order_tries_every_finder_once() {
        for (i, finder) in PAGE.iter().enumerate() {
            assert!(!PAGE[..i].contains(finder), "{finder:?} twice");
        }
    }

    #[test]
    fn se_order_takes_its_finders_from_the_page_order() {
        for (i, entry) in SE.iter().enumerate() {
            assert!(!SE[..i].contains(entry), "{entry:?} twice");
            if let Entry::Ours(finder) = entry {
                assert!(PAGE.contains(finder), "{finder:?}");
            }
        }
    }
}
