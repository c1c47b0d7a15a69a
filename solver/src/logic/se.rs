//! Sudoku Explainer's scale: each step of a path rated as SE rates its technique (1.0 to 11.9,
//! kept here in tenths), and a puzzle's three numbers from them: ER, the hardest step; EP, the
//! hardest step up to the first placement; ED, the first step.
//!
//! A first approximation, measured against SE on a rated sample (docs/BENCHMARKS.md): the path is
//! this engine's (its own techniques, in SE's order), each mapped to the SE technique that would
//! find the same deduction, with SE's base ratings (SukakuExplainer's for chains on one digit,
//! which it rates as fishes of strong links) and its length rule for chains. SE's own
//! search order and chain finder are not reproduced yet, so the ER can differ where SE finds a
//! shorter or a simpler chain than this engine does.

use super::{Candidates, LogicalPath, NotAPuzzle, Step, Technique};
use super::{basic, chains, fish, forcing, wings};
use crate::Board;
use crate::backtrack::Unit;

/// A rating on SE's scale, in tenths (SE 7.2 is 72).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tenths(pub u16);

impl std::fmt::Display for Tenths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
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

/// SE's extra for a chain's length: a tenth for each of the ceilings 4, 6, 8, 12, 16, 24, ...
/// (each half again, then a third again, the last) that `length` passes.
pub fn length_extra(length: usize) -> u16 {
    let (mut extra, mut ceiling, mut half) = (0, 4, true);
    while length > ceiling {
        extra += 1;
        ceiling = if half {
            ceiling * 3 / 2
        } else {
            ceiling * 4 / 3
        };
        half = !half;
    }
    extra
}

/// A step's rating on SE's scale.
pub fn step_rating(step: &Step) -> Tenths {
    use Technique::*;
    // A chain's length as SE counts it: its candidates (SE's "complexity" is that plus the
    // assumption counted twice, less two).
    let chain = |base: u16| base + length_extra(step.chain.len());
    // A net's: the cells it forces, each a candidate set and others removed.
    let net = |base: u16| base + length_extra(2 * step.cells.len());
    Tenths(match step.technique {
        // The last cell of a unit is a hidden single there.
        FullHouse | HiddenSingle => match step.units.first() {
            Some(Unit::Box(_)) => 12,
            _ => 15,
        },
        NakedSingle => 23,
        Pointing => 26,
        Claiming => 28,
        NakedPair => 30,
        XWing => 32,
        HiddenPair => 34,
        NakedTriple => 36,
        Swordfish => 38,
        HiddenTriple => 40,
        XYWing => 42,
        XYZWing => 44,
        UniqueRectangle => 45,
        NakedQuad => 50,
        Jellyfish => 52,
        HiddenQuad => 54,
        BugPlusOne => 56,
        // Chains on one digit with up to eight strong links: SukakuExplainer's strong-linked
        // fishes (a Skyscraper is two such links in parallel lines).
        Skyscraper | TwoStringKite | XChain if (2..=16).contains(&step.chain.len()) => {
            strong_linked_fish(&step.chain)
        }
        // Other chains on one digit (SE's forcing X-chains), and chains through two-candidate
        // cells only (its forcing Y-chains): 6.6 and the length.
        Skyscraper | TwoStringKite | SimpleColouring | XChain | XYChain => chain(66),
        // Both kinds of link: SE's forcing chain, 7.0 and the length.
        WWing | AlternatingInferenceChain => chain(70),
        // An assumption followed by singles to a contradiction: SE's Nishio forcing chain.
        ForcingChain => net(75),
        // Followed through intersections too: its dynamic forcing chain.
        ForcingNet => net(85),
        // Nets inside the assumption: its nested forcing chains.
        NestedForcingNet => net(95),
        // Not a technique: rated above anything SE rates.
        Guess => 120,
    })
}

/// The next step in SE's order: its techniques from the lowest rating up, and among the chains
/// the one SE rates lowest (a short chain on one digit before a long one, either before a chain
/// mixing both kinds of link). `None` where no technique finds one.
pub fn next_step_se(candidates: &Candidates) -> Option<Step> {
    let c = candidates;
    let chain_finders: [fn(&Candidates) -> Option<Step>; 7] = [
        chains::skyscraper,
        chains::two_string_kite,
        chains::simple_colouring,
        chains::x_chain,
        chains::xy_chain,
        wings::w_wing,
        chains::alternating_inference_chain,
    ];
    basic::full_house(c)
        .or_else(|| basic::hidden_single(c))
        .or_else(|| basic::naked_single(c))
        .or_else(|| basic::intersections(c))
        .or_else(|| basic::subsets(c, 2))
        .or_else(|| fish::fish(c, 2))
        .or_else(|| basic::subsets(c, 3))
        .or_else(|| fish::fish(c, 3))
        .or_else(|| wings::xy_wing(c))
        .or_else(|| wings::xyz_wing(c))
        .or_else(|| wings::unique_rectangle(c))
        .or_else(|| basic::subsets(c, 4))
        .or_else(|| fish::fish(c, 4))
        .or_else(|| wings::bug_plus_one(c))
        .or_else(|| {
            (chain_finders.iter())
                .filter_map(|find| find(c))
                .min_by_key(step_rating)
        })
        .or_else(|| chains::forcing_chain(c))
        .or_else(|| chains::forcing_net(c))
        .or_else(|| forcing::nested_forcing_net(c))
}

/// SukakuExplainer's rating of a chain on one digit as a fish of strong links: by the number of
/// strong links (two: 4.2, three: 5.4, then 5.8, 6.2, 6.6, 7.0, 7.4), a tenth more when a link
/// lies in a box only, two when the links lie in rows and columns both (a kite), none when all
/// lie in parallel lines (skyscrapers).
fn strong_linked_fish(chain: &[(crate::Cell, crate::Digit)]) -> u16 {
    const BASE: [u16; 8] = [0, 42, 54, 58, 62, 66, 70, 74];
    let links = chain.chunks(2).filter(|pair| pair.len() == 2);
    let (mut rows, mut columns, mut boxes) = (false, false, false);
    for pair in links {
        let (a, b) = (pair[0].0, pair[1].0);
        if a.row() == b.row() {
            rows = true;
        } else if a.col() == b.col() {
            columns = true;
        } else {
            boxes = true;
        }
    }
    let extra = if boxes {
        1
    } else if rows && columns {
        2
    } else {
        0
    };
    BASE[chain.len() / 2 - 1] + extra
}

impl LogicalPath {
    /// The path SE's order takes ([`next_step_se`]; a guess where nothing is found, as in
    /// [`LogicalPath::of`]), for its rating.
    pub fn of_se(board: &Board) -> Result<LogicalPath, NotAPuzzle> {
        LogicalPath::with(board, next_step_se)
    }

    /// The path's ER, EP and ED on SE's scale (all zero for a full board).
    pub fn se_rating(&self) -> SeRating {
        let mut rating = SeRating::default();
        let (mut placed, mut removed) = (false, false);
        for step in &self.steps {
            let tenths = step_rating(step);
            rating.er = rating.er.max(tenths);
            if !placed {
                rating.ep = rating.ep.max(tenths);
                placed = !step.placements.is_empty();
            }
            if !removed {
                rating.ed = rating.ed.max(tenths);
                removed = !step.eliminations.is_empty() || !step.placements.is_empty();
            }
        }
        rating
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_gains_a_tenth_past_each_ceiling() {
        // SE's ceilings: 4, 6, 8, 12, 16, 24, 32, 48.
        let extras: Vec<u16> = [4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25, 32, 33]
            .iter()
            .map(|&n| length_extra(n))
            .collect();
        assert_eq!(extras, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
        assert_eq!(Tenths(72).to_string(), "7.2");
        assert_eq!(Tenths(100).to_string(), "10.0");
    }
}
