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

use super::{Candidates, NotAPuzzle, Step, Technique};
use super::{basic, fish, forcing, wings};

mod advanced;
pub(in crate::logic) mod aligned;
mod als_wings;
pub(super) mod bits;
mod chaining;
mod direct;
mod strong_links;
mod uniqueness;
use crate::backtrack::Unit;
use crate::{Board, Cell, Digit, Solution};

/// A deduction of one of SE's rules: its rating in tenths and the candidates it removes, as
/// (cell index, digit 0-8).
type Found = (u16, Vec<(usize, usize)>);

/// The deduction SE would keep among those a rule finds: the one of the lowest `K` (the rule's
/// order: its rating first), the first found among equals; those that remove nothing are not
/// deductions.
struct Lowest<K: Ord>(Option<(K, Vec<(usize, usize)>)>);

impl<K: Ord> Lowest<K> {
    fn new() -> Self {
        Lowest(None)
    }

    fn offer(&mut self, key: K, removed: Vec<(usize, usize)>) {
        if !removed.is_empty() && self.0.as_ref().is_none_or(|(best, _)| key < *best) {
            self.0 = Some((key, removed));
        }
    }

    /// The deduction kept, rated by `rating` of its key.
    fn found(self, rating: impl Fn(&K) -> u16) -> Option<Found> {
        self.0.map(|(key, removed)| (rating(&key), removed))
    }
}

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
        XWing => 32,
        HiddenPair => 34,
        NakedTriple => 36,
        Swordfish => 38,
        HiddenTriple => 40,
        XYWing => 42,
        XYZWing => 44,
        UniqueRectangle => 45,
        // SE rates its unique rectangles 4.5 whatever the type (types 2 and 5 are its type 2),
        // a type 3 with a naked pair 4.6; types 6 and the hidden rectangle, which it does not
        // have, beside those.
        UniqueRectangle2 | UniqueRectangle4 | UniqueRectangle5 => 45,
        UniqueRectangle3 | UniqueRectangle6 | HiddenRectangle => 46,
        NakedQuad => 50,
        Jellyfish => 52,
        HiddenQuad => 54,
        BugPlusOne => 56,
        // Not in SE: beside its quads, as HoDoKu orders it (after the wings, before chains).
        SueDeCoq => 50,
        // SE's own: aligned pair 6.2, triplet 7.5.
        AlignedPairExclusion => 62,
        AlignedTripleExclusion => 75,
        // Not in SE (v1.2.1 and SukakuExplainer have no fins): a little above the basic fish, as
        // HoDoKu rates them.
        FinnedXWing => 34,
        SashimiXWing => 35,
        FinnedSwordfish => 40,
        SashimiSwordfish => 41,
        FinnedJellyfish => 54,
        SashimiJellyfish => 55,
        // Chains on one digit with up to eight strong links: SukakuExplainer's strong-linked
        // fishes (a Skyscraper is two such links in parallel lines).
        Skyscraper | TwoStringKite | XChain if (4..=16).contains(&step.chain.len()) => {
            strong_linked_fish(&step.chain)
        }
        // Other chains on one digit (SE's forcing X-chains), and chains through two-candidate
        // cells only (its forcing Y-chains): 6.6 and the length.
        Skyscraper | TwoStringKite | SimpleColouring | XChain | XYChain => chain(66),
        // Both kinds of link: SE's forcing chain, 7.0 and the length.
        WWing | AlternatingInferenceChain => chain(70),
        // Not in SE's chains (its Dynamic+ finds groups through intersections): a little above,
        // the length counted in nodes.
        GroupedAic => 72 + length_extra(step.nodes.len()),
        // SE's bidirectional X-cycle (6.5) and bidirectional cycle (7.0), and the length; with
        // groups, beside the grouped chains.
        XCycle | ContinuousLoop if !step.nodes.is_empty() => 72 + length_extra(step.nodes.len()),
        XCycle => chain(65),
        // A loop whose strong links are all two-candidate cells: SE's Y-cycle, 6.5 too.
        ContinuousLoop
            if step.chain.split_last().is_some_and(|(_, open)| {
                open.chunks(2)
                    .all(|pair| pair.len() == 2 && pair[0].0 == pair[1].0)
            }) =>
        {
            chain(65)
        }
        ContinuousLoop => chain(70),
        // Not in SE: beside its chains of both kinds of link, which is what it amounts to.
        AlsXz => 70,
        // Chains of three sets, and a stem with its petals: a little above, as HoDoKu orders
        // them.
        AlsXyWing => 72,
        AlsChain => 73,
        DeathBlossom => 74,
        // An assumption on one digit to a contradiction: SE's Nishio forcing chain.
        Nishio => net(75),
        // An assumption followed by singles to a contradiction: SE's Nishio forcing chain.
        ForcingChain => net(75),
        // Every branch of a cell or a unit agreeing: SE's cell and region forcing chains,
        // dynamic (they follow intersections too).
        CellForcingNet | UnitForcingNet => net(85),
        // Followed through intersections too: its dynamic forcing chain.
        ForcingNet => net(85),
        // Nets inside the assumption: its nested forcing chains.
        NestedForcingNet => net(95),
        // Not a technique: rated above anything SE rates.
        Guess => 120,
    })
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

/// A step of SE's path: its technique, its rating, and what follows from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedStep {
    /// The technique, as SE names it.
    pub technique: SeTechnique,
    /// Its rating on SE's scale.
    pub rating: Tenths,
    /// Digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
}

impl RatedStep {
    pub(crate) fn of(step: Step) -> RatedStep {
        RatedStep {
            technique: SeTechnique::Same(step.technique),
            rating: step_rating(&step),
            placements: step.placements,
            eliminations: step.eliminations,
        }
    }

    /// A step SE's own rules found: `eliminations` as (cell index, digit 0-8).
    fn found(technique: SeTechnique, rating: u16, eliminations: &[(usize, usize)]) -> RatedStep {
        let eliminations = eliminations
            .iter()
            .map(|&(cell, digit)| {
                let cell = Cell::new(cell).expect("a cell index");
                (cell, Digit::new(digit as u8 + 1).expect("a digit"))
            })
            .collect();
        RatedStep {
            technique,
            rating: Tenths(rating),
            placements: Vec::new(),
            eliminations,
        }
    }

    /// SE's direct technique (an intersection, a hidden pair or triple, that leaves a single):
    /// `digit` (0-8) placed in `cell`.
    fn placing(technique: Technique, rating: u16, cell: usize, digit: usize) -> RatedStep {
        let cell = Cell::new(cell).expect("a cell index");
        RatedStep {
            technique: SeTechnique::Direct(technique),
            rating: Tenths(rating),
            placements: vec![(cell, Digit::new(digit as u8 + 1).expect("a digit"))],
            eliminations: Vec::new(),
        }
    }

    /// The step as this engine's [`Step`] (the technique aside), to apply it.
    pub fn as_step(&self) -> Step {
        let technique = match self.technique {
            SeTechnique::Same(technique) => technique,
            _ => Technique::ForcingNet,
        };
        let mut step = Step::new(technique);
        step.placements.clone_from(&self.placements);
        step.eliminations.clone_from(&self.eliminations);
        step
    }
}

/// The path SE's rules take through a puzzle, each step rated.
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
        while let Some(rated) = step_or_guess_se(&candidates, &solution) {
            candidates.apply(&rated.as_step());
            steps.push(rated);
        }
        Ok(SePath { steps })
    }

    /// The path's ER, EP and ED (all zero for a full board).
    pub fn rating(&self) -> SeRating {
        let steps = self.steps.iter();
        rating_of(steps.map(|s| {
            (
                s.rating,
                !s.placements.is_empty(),
                s.eliminations.is_empty(),
            )
        }))
    }

    /// The puzzle's level: the range of SE's scale its ER falls in.
    pub fn level(&self) -> super::Level {
        super::Level::of_er(self.rating().er)
    }

    /// How many steps were guesses (where none of SE's rules, nor this engine's nested forcing
    /// nets, found one).
    pub fn guesses(&self) -> usize {
        let guess = SeTechnique::Same(Technique::Guess);
        self.steps.iter().filter(|s| s.technique == guess).count()
    }

    /// The technique of the hardest step (the first of the highest rating).
    pub fn hardest(&self) -> Option<SeTechnique> {
        let top = self.steps.iter().map(|s| s.rating).max()?;
        self.steps
            .iter()
            .find(|s| s.rating == top)
            .map(|s| s.technique)
    }
}

/// The next step of SE's path on `candidates` (see [`next_step_se`]), or, where none of SE's rules
/// nor this engine's nested forcing nets find one, a guess of `solution`'s digit (rated 12.0);
/// `None` when the board is full. What [`SePath::of`] takes a step at a time, for a caller that
/// takes the path in slices (the page's logic worker).
pub fn step_or_guess_se(candidates: &Candidates, solution: &Solution) -> Option<RatedStep> {
    if candidates.is_solved() {
        return None;
    }
    Some(
        next_step_se(candidates)
            .unwrap_or_else(|| RatedStep::of(super::guess(candidates, solution))),
    )
}

/// The next step in SE's order, rated: SE's techniques from the lowest rating up (SukakuExplainer's
/// late-2019 default set), then SE's chains, each rule's choice among what it finds as SE
/// makes it; `None` where none applies.
pub fn next_step_se(candidates: &Candidates) -> Option<RatedStep> {
    chaining::forget_nested();
    let step = next_step_se_by_rules(candidates);
    chaining::forget_nested();
    step
}

/// [`next_step_se`]: SE's rules in SE's order, the first that finds something.
fn next_step_se_by_rules(candidates: &Candidates) -> Option<RatedStep> {
    let c = candidates;
    let grid = chaining::Grid::new(c.bits());
    let ours = |step: Option<Step>| step.map(RatedStep::of);
    let found = |technique: SeTechnique| {
        move |(rating, removed): Found| RatedStep::found(technique, rating, &removed)
    };
    let links = |n: usize| {
        let technique = SeTechnique::StrongLinkedFish { links: n as u8 };
        strong_links::strong_links(&grid.0, n).map(found(technique))
    };
    let wing = |n: usize| {
        let technique = SeTechnique::AlsWing { cells: n as u8 };
        als_wings::als_wing(&grid.0, n).map(found(technique))
    };
    let chains = |rule: chaining::Rule| chaining::multiple_chains(&grid, rule).map(chain_step);
    let direct = |technique: Technique, found: Option<direct::Placement>| {
        found.map(|(rating, cell, digit)| RatedStep::placing(technique, rating, cell, digit))
    };
    let single = |(rating, cell, digit): direct::Placement| {
        let technique = match rating {
            10 => Technique::FullHouse,
            _ => Technique::HiddenSingle,
        };
        let mut step = RatedStep::placing(technique, rating, cell, digit);
        step.technique = SeTechnique::Same(technique);
        step
    };
    direct::hidden_single(&grid)
        .map(single)
        .or_else(|| {
            let found = direct::direct_locking(&grid);
            let claims = found.is_some_and(|(rating, ..)| rating == 19);
            let technique = if claims {
                Technique::Claiming
            } else {
                Technique::Pointing
            };
            direct(technique, found)
        })
        .or_else(|| direct(Technique::HiddenPair, direct::direct_hidden_set(&grid, 2)))
        .or_else(|| ours(basic::naked_single(c)))
        .or_else(|| direct(Technique::HiddenTriple, direct::direct_hidden_set(&grid, 3)))
        .or_else(|| ours(basic::intersections(c)))
        .or_else(|| ours(basic::subsets(c, 2)))
        .or_else(|| ours(fish::fish(c, 2)))
        .or_else(|| ours(fish::fish(c, 3)))
        .or_else(|| ours(basic::subsets(c, 3)))
        .or_else(|| links(2))
        .or_else(|| ours(wings::xy_wing(c)))
        .or_else(|| ours(wings::xyz_wing(c)))
        .or_else(|| uniqueness::unique_loop(&grid.0).map(found(SeTechnique::UniqueLoop)))
        .or_else(|| ours(basic::subsets(c, 4)))
        .or_else(|| ours(fish::fish(c, 4)))
        .or_else(|| links(3))
        .or_else(|| wing(3))
        .or_else(|| uniqueness::bug(&grid.0).map(found(SeTechnique::Bug)))
        .or_else(|| wing(4))
        .or_else(|| {
            aligned::aligned_exclusion(&grid.0, 2)
                .map(found(SeTechnique::AlignedExclusion { cells: 2 }))
        })
        .or_else(|| chaining::cycles_and_forcing_chains(&grid).map(chain_step))
        .or_else(|| {
            aligned::aligned_exclusion(&grid.0, 3)
                .map(found(SeTechnique::AlignedExclusion { cells: 3 }))
        })
        .or_else(|| chains(chaining::Rule::Nishio))
        .or_else(|| chains(chaining::Rule::Multiple))
        .or_else(|| chains(chaining::Rule::Dynamic))
        .or_else(|| chains(chaining::Rule::DynamicPlus))
        .or_else(|| chaining::Rule::NESTED.into_iter().find_map(chains))
        .or_else(|| ours(forcing::nested_forcing_net(c)))
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

/// ER, EP and ED from each step's rating, whether it places a digit and whether it removes
/// nothing.
fn rating_of(steps: impl Iterator<Item = (Tenths, bool, bool)>) -> SeRating {
    let mut rating = SeRating::default();
    let (mut placed, mut removed) = (false, false);
    for (tenths, places, removes_nothing) in steps {
        rating.er = rating.er.max(tenths);
        if !placed {
            rating.ep = rating.ep.max(tenths);
            placed = places;
        }
        if !removed {
            rating.ed = rating.ed.max(tenths);
            removed = places || !removes_nothing;
        }
    }
    rating
}

/// SukakuExplainer's rating of a chain on one digit as a fish of strong links, as
/// `strong_links.rs` rates them: two links 4.0 in parallel lines, 4.1 in a row and a column, 4.2
/// with a box; three or more links 5.4, 5.8, 6.2, 6.6, 7.0, 7.4, a tenth more with a box, two in
/// rows and columns.
fn strong_linked_fish(chain: &[(crate::Cell, crate::Digit)]) -> u16 {
    const BASE: [u16; 8] = [0, 40, 54, 58, 62, 66, 70, 74];
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
