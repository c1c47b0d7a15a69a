//! A step of this engine's path rated on SE's scale, and a path's level as it grows.

use super::scale::{Tenths, length_extra};
use super::{Level, Node, Step, Technique};
use crate::Unit;

/// A step's rating on SE's scale: each technique's family rates it (the match names every
/// technique, so a new one must be given its rating here).
pub fn step_rating(step: &Step) -> Tenths {
    use Technique::*;
    Tenths(match step.technique {
        FullHouse | HiddenSingle | NakedSingle | Pointing | Claiming | NakedPair | HiddenPair
        | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad => basic_rating(step),
        XWing | Swordfish | Jellyfish | FinnedXWing | SashimiXWing | FinnedSwordfish
        | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish => fish_rating(step.technique),
        XYWing
        | XYZWing
        | UniqueRectangle
        | UniqueRectangle2
        | UniqueRectangle3
        | UniqueRectangle4
        | UniqueRectangle5
        | UniqueRectangle6
        | HiddenRectangle
        | BugPlusOne
        | SueDeCoq
        | AlignedPairExclusion
        | AlignedTripleExclusion
        | AlsXz
        | AlsXyWing
        | AlsChain
        | DeathBlossom => pattern_rating(step.technique),
        Skyscraper
        | TwoStringKite
        | SimpleColouring
        | XChain
        | XYChain
        | WWing
        | AlternatingInferenceChain
        | GroupedAic
        | XCycle
        | ContinuousLoop => chain_rating(step),
        Nishio | ForcingChain | CellForcingNet | UnitForcingNet | ForcingNet | NestedForcingNet => {
            net_rating(step)
        }
        // Not a technique: rated above anything SE rates.
        Guess => 120,
    })
}

/// Singles and subsets, as SE rates them.
fn basic_rating(step: &Step) -> u16 {
    use Technique::*;
    match step.technique {
        // SE's hidden single: 1.0 for a unit's last empty cell, else 1.2 in a box, 1.5 in a line.
        FullHouse => 10,
        HiddenSingle => match step.units.first() {
            Some(Unit::Box(_)) => 12,
            _ => 15,
        },
        NakedSingle => 23,
        Pointing => 26,
        Claiming => 28,
        NakedPair => 30,
        HiddenPair => 34,
        NakedTriple => 36,
        HiddenTriple => 40,
        NakedQuad => 50,
        _ => 54, // HiddenQuad
    }
}

/// The fish, as SE rates the basic ones; the finned and sashimi fish, which SE (v1.2.1 and
/// SukakuExplainer) does not have, a little above the basic fish, as HoDoKu rates them.
fn fish_rating(technique: Technique) -> u16 {
    use Technique::*;
    match technique {
        XWing => 32,
        Swordfish => 38,
        Jellyfish => 52,
        FinnedXWing => 34,
        SashimiXWing => 35,
        FinnedSwordfish => 40,
        SashimiSwordfish => 41,
        FinnedJellyfish => 54,
        _ => 55, // SashimiJellyfish
    }
}

/// Wings, uniqueness, Sue de Coq, aligned exclusion and the almost locked sets: a rating each.
fn pattern_rating(technique: Technique) -> u16 {
    use Technique::*;
    match technique {
        XYWing => 42,
        XYZWing => 44,
        // SE rates its unique rectangles 4.5 whatever the type (types 2 and 5 are its type 2),
        // a type 3 with a naked pair 4.6; types 6 and the hidden rectangle, which it does not
        // have, beside those.
        UniqueRectangle | UniqueRectangle2 | UniqueRectangle4 | UniqueRectangle5 => 45,
        UniqueRectangle3 | UniqueRectangle6 | HiddenRectangle => 46,
        BugPlusOne => 56,
        // Not in SE: beside its quads, as HoDoKu orders it (after the wings, before chains).
        SueDeCoq => 50,
        // SE's own: aligned pair 6.2, triplet 7.5.
        AlignedPairExclusion => 62,
        AlignedTripleExclusion => 75,
        // Not in SE: beside its chains of both kinds of link, which is what it amounts to.
        AlsXz => 70,
        // Chains of three sets, and a stem with its petals: a little above, as HoDoKu orders
        // them.
        AlsXyWing => 72,
        AlsChain => 73,
        _ => 74, // DeathBlossom
    }
}

/// Chains and loops: a base and their length as SE counts it, their candidates (SE's
/// "complexity" is that plus the assumption counted twice, less two).
fn chain_rating(step: &Step) -> u16 {
    use Technique::*;
    let chain = |base: u16| base + length_extra(step.chain().len());
    match step.technique {
        // Chains on one digit with up to eight strong links: SukakuExplainer's strong-linked
        // fishes (a Skyscraper is two such links in parallel lines).
        Skyscraper | TwoStringKite | XChain if (4..=16).contains(&step.chain().len()) => {
            strong_linked_fish(step.chain())
        }
        // Other chains on one digit (SE's forcing X-chains), and chains through two-candidate
        // cells only (its forcing Y-chains): 6.6 and the length.
        Skyscraper | TwoStringKite | SimpleColouring | XChain | XYChain => chain(66),
        // Both kinds of link: SE's forcing chain, 7.0 and the length.
        WWing | AlternatingInferenceChain => chain(70),
        // Not in SE's chains (its Dynamic+ finds groups through intersections): a little above,
        // the length counted in nodes.
        GroupedAic => chain(72),
        // SE's bidirectional X-cycle (6.5) and bidirectional cycle (7.0), and the length; with
        // groups, beside the grouped chains.
        XCycle | ContinuousLoop if step.chain().iter().any(|node| node.is_group()) => chain(72),
        XCycle => chain(65),
        // A loop whose strong links are all two-candidate cells: SE's Y-cycle, 6.5 too.
        ContinuousLoop
            if step.chain().split_last().is_some_and(|(_, open)| {
                open.chunks(2)
                    .all(|pair| pair.len() == 2 && pair[0].cells == pair[1].cells)
            }) =>
        {
            chain(65)
        }
        _ => chain(70), // ContinuousLoop
    }
}

/// Forcing chains and nets: a base and their length, the cells they force, each a candidate
/// set and others removed.
fn net_rating(step: &Step) -> u16 {
    use Technique::*;
    let base = match step.technique {
        // An assumption on one digit to a contradiction, or followed by singles to one: SE's
        // Nishio forcing chain.
        Nishio | ForcingChain => 75,
        // Every branch of a cell or a unit agreeing: SE's cell and region forcing chains,
        // dynamic (they follow intersections too); followed through intersections too: its
        // dynamic forcing chain.
        CellForcingNet | UnitForcingNet | ForcingNet => 85,
        // Nets inside the assumption: its nested forcing chains.
        _ => 95, // NestedForcingNet
    };
    base + length_extra(2 * step.cells.len())
}

/// SukakuExplainer's rating of a chain on one digit as a fish of strong links, as
/// `strong_links.rs` rates them: two links 4.0 in parallel lines, 4.1 in a row and a column, 4.2
/// with a box; three or more links 5.4, 5.8, 6.2, 6.6, 7.0, 7.4, a tenth more with a box, two in
/// rows and columns.
fn strong_linked_fish(chain: &[Node]) -> u16 {
    const BASE: [u16; 8] = [0, 40, 54, 58, 62, 66, 70, 74];
    let links = chain.chunks(2).filter(|pair| pair.len() == 2);
    let (mut rows, mut columns, mut boxes) = (false, false, false);
    for pair in links {
        let (Some(a), Some(b)) = (pair[0].cells.first(), pair[1].cells.first()) else {
            continue;
        };
        if a.row() == b.row() {
            rows = true;
        } else if a.col() == b.col() {
            columns = true;
        } else {
            boxes = true;
        }
    }
    let mixed = rows && columns;
    if chain.len() == 4 {
        return 40 + if boxes { 2 } else { u16::from(mixed) };
    }
    let extra = if boxes {
        1
    } else if mixed {
        2
    } else {
        0
    };
    BASE[chain.len() / 2 - 1] + extra
}

/// A path's level as it grows, a step at a time: the level of the highest SE rating so far (see
/// [`Level`]). It never goes down as steps are added, so a search for a puzzle of some level can
/// stop rating a candidate as soon as it is too hard.
///
/// ```
/// use sudoku_solver::logic::{Grading, Level, se::Tenths};
/// let mut grading = Grading::default();
/// grading.add(Tenths(12));
/// assert_eq!(grading.level(), Level::Easy);
/// grading.add(Tenths(32));
/// assert_eq!(grading.level(), Level::Medium);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grading {
    hardest: Tenths,
    beyond_singles: usize,
}

impl Grading {
    /// Counts a step rated `rating`.
    pub fn add(&mut self, rating: Tenths) {
        self.hardest = self.hardest.max(rating);
        self.beyond_singles += usize::from(rating > Tenths(23));
    }

    /// The level so far.
    pub fn level(&self) -> Level {
        Level::of_er(self.hardest)
    }

    /// What "harder" means between two paths: the highest rating, then the number of steps
    /// rated above the singles.
    pub fn hardness(&self) -> (Tenths, usize) {
        (self.hardest, self.beyond_singles)
    }
}
