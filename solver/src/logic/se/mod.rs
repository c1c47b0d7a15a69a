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

mod chaining;
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

/// A step of SE's path with its rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedStep {
    /// What was seen and what follows (for SE's chains: the nearest technique of this engine,
    /// and the candidates removed).
    pub step: Step,
    /// Its rating on SE's scale.
    pub rating: Tenths,
}

/// The path SE's rules take through a puzzle, each step rated: the techniques in SE's order
/// (the lowest rated first), SE's chains found as SE finds them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SePath {
    /// The steps, in order.
    pub steps: Vec<RatedStep>,
}

impl SePath {
    /// SE's path through `board` (a guess, rated 12.0, where nothing is found).
    pub fn of(board: &Board) -> Result<SePath, NotAPuzzle> {
        let solution = super::unique_solution(board)?;
        let mut candidates = Candidates::new(board);
        let mut steps = Vec::new();
        while !candidates.is_solved() {
            let rated = next_step_se(&candidates).unwrap_or_else(|| {
                let step = super::guess(&candidates, &solution);
                RatedStep {
                    rating: step_rating(&step),
                    step,
                }
            });
            candidates.apply(&rated.step);
            steps.push(rated);
        }
        Ok(SePath { steps })
    }

    /// The path's ER, EP and ED (all zero for a full board).
    pub fn rating(&self) -> SeRating {
        rating_of(self.steps.iter().map(|s| (&s.step, s.rating)))
    }

    /// The technique of the hardest step (the first of the highest rating).
    pub fn hardest(&self) -> Option<Technique> {
        let top = self.steps.iter().map(|s| s.rating).max()?;
        self.steps
            .iter()
            .find(|s| s.rating == top)
            .map(|s| s.step.technique)
    }
}

/// The next step in SE's order, rated: SE's techniques from the lowest rating up (those this
/// engine has), then SE's chains, the lowest rated of each rule; `None` where none applies.
pub fn next_step_se(candidates: &Candidates) -> Option<RatedStep> {
    let c = candidates;
    let rated = |step: Step| RatedStep {
        rating: step_rating(&step),
        step,
    };
    let patterns = basic::full_house(c)
        .or_else(|| basic::hidden_single(c))
        .or_else(|| basic::naked_single(c))
        .or_else(|| basic::intersections(c))
        .or_else(|| basic::subsets(c, 2))
        .or_else(|| fish::fish(c, 2))
        .or_else(|| fish::fish(c, 3))
        .or_else(|| basic::subsets(c, 3))
        .or_else(|| chains::skyscraper(c))
        .or_else(|| chains::two_string_kite(c))
        .or_else(|| wings::xy_wing(c))
        .or_else(|| wings::xyz_wing(c))
        .or_else(|| wings::unique_rectangle(c))
        .or_else(|| basic::subsets(c, 4))
        .or_else(|| fish::fish(c, 4))
        .or_else(|| wings::bug_plus_one(c));
    if let Some(step) = patterns {
        return Some(rated(step));
    }
    let grid = chaining::Grid(std::array::from_fn(|i| {
        c.get(crate::Cell::new(i).expect("81 cells")).bits()
    }));
    chaining::cycles_and_forcing_chains(&grid)
        .or_else(|| chaining::multiple_chains(&grid, chaining::Rule::Nishio))
        .or_else(|| chaining::multiple_chains(&grid, chaining::Rule::Multiple))
        .or_else(|| chaining::multiple_chains(&grid, chaining::Rule::Dynamic))
        .map(chain_step)
        .or_else(|| forcing::nested_forcing_net(c).map(rated))
}

/// A chain SE's rules found, as a step of the nearest technique of this engine.
fn chain_step(found: chaining::ChainFound) -> RatedStep {
    use chaining::{ChainKind, Rule};
    let technique = match found.kind {
        ChainKind::Cycle { x: true, y: false } | ChainKind::ForcingChain { x: true, y: false } => {
            Technique::XChain
        }
        ChainKind::Cycle { x: false, .. } | ChainKind::ForcingChain { x: false, .. } => {
            Technique::XYChain
        }
        ChainKind::Cycle { .. } | ChainKind::ForcingChain { .. } => {
            Technique::AlternatingInferenceChain
        }
        ChainKind::Binary(Rule::Nishio) => Technique::ForcingChain,
        ChainKind::Binary(_) | ChainKind::Cell(_) | ChainKind::Region(_) => Technique::ForcingNet,
    };
    let mut step = Step::new(technique);
    for &(cell, digit) in &found.eliminations {
        let cell = crate::Cell::new(cell).expect("a cell index");
        let digit = crate::Digit::new(digit as u8 + 1).expect("a digit");
        step.eliminations.push((cell, digit));
        if !step.cells.contains(&cell) {
            step.cells.push(cell);
        }
        step.digits = step.digits.with(digit);
    }
    RatedStep {
        step,
        rating: Tenths(found.rating),
    }
}

/// ER, EP and ED from rated steps.
fn rating_of<'a>(steps: impl Iterator<Item = (&'a Step, Tenths)>) -> SeRating {
    let mut rating = SeRating::default();
    let (mut placed, mut removed) = (false, false);
    for (step, tenths) in steps {
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
    /// The path's ER, EP and ED on SE's scale, each step rated by [`step_rating`] (all zero for
    /// a full board). [`SePath`] rates a puzzle as SE does; this rates this engine's own path.
    pub fn se_rating(&self) -> SeRating {
        rating_of(self.steps.iter().map(|s| (s, step_rating(s))))
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
