//! The techniques, from the simplest to the last resort, and the levels of difficulty: their
//! names (`Display` writes what `FromStr` reads) and their order.

use std::fmt;
use std::str::FromStr;

use super::scale::Tenths;
use crate::names;

/// A named way to find a step, from the simplest to the last resort.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a unit.
    HiddenSingle,
    /// In a box, a digit's places all lie in one row or column: it goes from the rest of that line.
    Pointing,
    /// In a row or column, a digit's places all lie in one box: it goes from the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit holding three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// Four cells, four candidates.
    NakedQuad,
    /// Four digits, four places.
    HiddenQuad,
    /// A digit in two rows (or columns) whose places share two columns (rows).
    XWing,
    /// Three rows (columns) and three columns (rows).
    Swordfish,
    /// Four and four.
    Jellyfish,
    /// An X-Wing with fins: a few more places of the digit in one box; the cells of the cover
    /// lines that see every fin lose it.
    FinnedXWing,
    /// A finned X-Wing whose body, the fins aside, has one place in a base line.
    SashimiXWing,
    /// A Swordfish with fins in one box.
    FinnedSwordfish,
    /// A finned Swordfish whose body has one place in a base line.
    SashimiSwordfish,
    /// A Jellyfish with fins in one box.
    FinnedJellyfish,
    /// A finned Jellyfish whose body has one place in a base line.
    SashimiJellyfish,
    /// Two strong links on a digit whose ends on one side share a line.
    Skyscraper,
    /// A strong link in a row and one in a column, joined in a box.
    TwoStringKite,
    /// A digit's strong links coloured in two colours: one colour seen twice, or a cell seeing both.
    SimpleColouring,
    /// A pivot of two candidates and two pincers.
    XYWing,
    /// A pivot of three candidates and two pincers.
    XYZWing,
    /// Two equal two-candidate cells joined by a strong link.
    WWing,
    /// Three corners of a would-be deadly rectangle: the fourth loses the pair.
    UniqueRectangle,
    /// A unique rectangle whose two roof corners hold one same extra digit: one of them holds
    /// it, so cells seeing both lose it.
    UniqueRectangle2,
    /// A unique rectangle whose roof corners' extra digits make a naked pair with a cell of
    /// their unit.
    UniqueRectangle3,
    /// A unique rectangle whose roof corners hold a digit's only places in their unit: the
    /// other digit goes from both.
    UniqueRectangle4,
    /// A unique rectangle whose roof corners, on a diagonal or three, hold one same extra digit.
    UniqueRectangle5,
    /// A unique rectangle with its floor on a diagonal and a digit only in it along both rows
    /// (or columns): the roof corners lose that digit.
    UniqueRectangle6,
    /// A corner with only a and b, and a only in the rectangle along the opposite corner's row
    /// and column: that corner loses b.
    HiddenRectangle,
    /// Every empty cell holds two candidates but one, which holds three, and every candidate
    /// stands twice in each unit but one of those three: that one is the cell's digit (a bivalue
    /// universal grave, plus one).
    BugPlusOne,
    /// Two or three cells where a box and a line cross, holding at least two more digits than
    /// they have cells, with cells of the line and of the box outside the crossing holding the
    /// rest of those digits apart: as many cells as digits, each digit once. The line's
    /// digits leave the rest of the line, the box's the rest of the box.
    SueDeCoq,
    /// Two cells filled together every way their candidates allow: a way that gives two cells
    /// that see each other one digit, or takes every candidate of a cell seeing both, is out;
    /// a candidate no way left uses goes.
    AlignedPairExclusion,
    /// The same with three cells.
    AlignedTripleExclusion,
    /// A chain of strong and weak links on one digit.
    XChain,
    /// A chain of two-candidate cells.
    XYChain,
    /// A chain mixing both kinds of strong link (a cell's two candidates, a digit's two places).
    AlternatingInferenceChain,
    /// An alternating inference chain with grouped nodes: a digit's two or three places where a
    /// box and a line cross, taken together, link as one cell does.
    GroupedAic,
    /// A loop of strong and weak links in turn on one digit, its nodes cells or groups: every
    /// weak link has exactly one true end, so cells seeing both ends of one lose the digit.
    XCycle,
    /// A loop of strong and weak links in turn over candidates and groups of several digits:
    /// every weak link has exactly one true end, so a candidate weakly linked to both ends of
    /// one goes (a weak link inside a cell takes the cell's other candidates).
    ContinuousLoop,
    /// Two almost locked sets (N cells of a unit with N + 1 digits) sharing a digit x whose
    /// places in one all see those in the other: x is in one set at most, so the other is
    /// locked, and any other digit both hold is in one of them: cells seeing all its places lose
    /// it.
    AlsXz,
    /// Three almost locked sets: a pivot C sharing a restricted digit x with A and another, y,
    /// with B. C holds x or y, so A or B is locked: a digit both hold besides is in one of them,
    /// and cells seeing all its places in both lose it.
    AlsXyWing,
    /// Four or five almost locked sets in a chain, each sharing a restricted digit with the next:
    /// the first or the last holds a digit both hold besides, and cells seeing all its places
    /// in both lose it.
    AlsChain,
    /// A stem cell and, for each of its candidates, an almost locked set whose places of that
    /// digit all see the stem (a petal). Whichever the stem holds locks that petal: a digit
    /// every petal holds is in one of them, and cells seeing all its places lose it.
    DeathBlossom,
    /// A candidate assumed and its digit alone followed (a unit with one place left takes it)
    /// until a unit has no place for it: the candidate goes.
    Nishio,
    /// An assumption whose forced singles end in a contradiction: the assumed digit goes.
    ForcingChain,
    /// Each candidate of a cell of two or three assumed in turn and followed (singles and
    /// intersections): what every branch places or removes is true.
    CellForcingNet,
    /// Each of a digit's two or three places in a unit assumed in turn and followed: what every
    /// branch places or removes is true.
    UnitForcingNet,
    /// An assumption whose consequences (singles and intersections) end in a contradiction: the
    /// assumed digit goes.
    ForcingNet,
    /// An assumption whose consequences, forcing nets made inside it included, end in a
    /// contradiction: the assumed digit goes. Enough for every puzzle with one solution known.
    NestedForcingNet,
    /// No technique applies: the solution's digit is placed (bifurcation).
    Guess,
}

impl Technique {
    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; 54] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::SimpleColouring,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::UniqueRectangle,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::BugPlusOne,
        Technique::SueDeCoq,
        Technique::AlignedPairExclusion,
        Technique::XChain,
        Technique::XYChain,
        Technique::AlternatingInferenceChain,
        Technique::GroupedAic,
        Technique::XCycle,
        Technique::ContinuousLoop,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::DeathBlossom,
        Technique::AlignedTripleExclusion,
        Technique::Nishio,
        Technique::ForcingChain,
        Technique::CellForcingNet,
        Technique::UnitForcingNet,
        Technique::ForcingNet,
        Technique::NestedForcingNet,
        Technique::Guess,
    ];
}

/// A short name for command lines and files: `hidden-single`, `x-wing`, `aic` (the names people
/// read, in their language, are the caller's to choose). [`FromStr`] reads it back.
impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        f.pad(match self {
            FullHouse => "full-house",
            NakedSingle => "naked-single",
            HiddenSingle => "hidden-single",
            Pointing => "pointing",
            Claiming => "claiming",
            NakedPair => "naked-pair",
            HiddenPair => "hidden-pair",
            NakedTriple => "naked-triple",
            HiddenTriple => "hidden-triple",
            NakedQuad => "naked-quad",
            HiddenQuad => "hidden-quad",
            XWing => "x-wing",
            Swordfish => "swordfish",
            Jellyfish => "jellyfish",
            Skyscraper => "skyscraper",
            TwoStringKite => "2-string-kite",
            SimpleColouring => "simple-colouring",
            XYWing => "xy-wing",
            XYZWing => "xyz-wing",
            WWing => "w-wing",
            FinnedXWing => "finned-x-wing",
            SashimiXWing => "sashimi-x-wing",
            FinnedSwordfish => "finned-swordfish",
            SashimiSwordfish => "sashimi-swordfish",
            FinnedJellyfish => "finned-jellyfish",
            SashimiJellyfish => "sashimi-jellyfish",
            UniqueRectangle => "unique-rectangle",
            UniqueRectangle2 => "unique-rectangle-2",
            UniqueRectangle3 => "unique-rectangle-3",
            UniqueRectangle4 => "unique-rectangle-4",
            UniqueRectangle5 => "unique-rectangle-5",
            UniqueRectangle6 => "unique-rectangle-6",
            HiddenRectangle => "hidden-rectangle",
            BugPlusOne => "bug-plus-one",
            SueDeCoq => "sue-de-coq",
            AlignedPairExclusion => "aligned-pair-exclusion",
            AlignedTripleExclusion => "aligned-triple-exclusion",
            XChain => "x-chain",
            XYChain => "xy-chain",
            AlternatingInferenceChain => "aic",
            GroupedAic => "grouped-aic",
            XCycle => "x-cycle",
            ContinuousLoop => "continuous-loop",
            AlsXz => "als-xz",
            AlsXyWing => "als-xy-wing",
            AlsChain => "als-chain",
            DeathBlossom => "death-blossom",
            Nishio => "nishio",
            ForcingChain => "forcing-chain",
            CellForcingNet => "cell-forcing-net",
            UnitForcingNet => "unit-forcing-net",
            ForcingNet => "forcing-net",
            NestedForcingNet => "nested-forcing-net",
            Guess => "guess",
        })
    }
}

/// The error of [`Technique::from_str`]: the text names no technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTechnique(pub String);

/// The error of [`Level::from_str`]: the text names no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        names::write_unknown(f, "technique", &self.0, &Technique::ALL)
    }
}

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        names::write_unknown(f, "level", &self.0, &Level::ALL)
    }
}

impl std::error::Error for UnknownTechnique {}

impl std::error::Error for UnknownLevel {}

/// Reads what [`Display`](fmt::Display) writes, ignoring case.
///
/// ```
/// use sudoku_solver::logic::Technique;
/// assert_eq!("X-Wing".parse(), Ok(Technique::XWing));
/// assert_eq!(Technique::XWing.to_string(), "x-wing");
/// ```
impl FromStr for Technique {
    type Err = UnknownTechnique;

    fn from_str(s: &str) -> Result<Technique, UnknownTechnique> {
        names::named(&Technique::ALL, s).ok_or_else(|| UnknownTechnique(s.to_string()))
    }
}

/// A difficulty: a range of Sudoku Explainer's scale (SE's ER, the hardest step of the path SE's
/// rules take: [`SePath`](super::se::SePath)), named by what its steps need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Level {
    /// SE 1.0 to 2.3: singles (and SE's direct intersections and hidden pairs, that place a
    /// digit at once).
    Easy,
    /// SE 2.4 to 3.4: intersections, pairs, X-Wing.
    Medium,
    /// SE 3.5 to 4.4: triples, Swordfish, two strong links (Skyscraper, Kite), XY- and XYZ-Wing.
    Hard,
    /// SE 4.5 to 6.4: uniqueness, quads, Jellyfish, three strong links, WXYZ- and VWXYZ-Wing,
    /// aligned pair exclusion.
    Expert,
    /// SE 6.5 and up: chains, or a guess.
    Extreme,
}

impl Level {
    /// The highest ER of each level but the last (in tenths): Easy 2.3, Medium 3.4, Hard 4.4,
    /// Expert 6.4.
    pub const TOPS: [Tenths; 4] = [Tenths(23), Tenths(34), Tenths(44), Tenths(64)];

    /// The level of a puzzle SE rates `er`.
    ///
    /// ```
    /// use sudoku_solver::logic::{Level, se::Tenths};
    /// assert_eq!(Level::of_er(Tenths(23)), Level::Easy);
    /// assert_eq!(Level::of_er(Tenths(64)), Level::Expert);
    /// assert_eq!(Level::of_er(Tenths(65)), Level::Extreme);
    /// ```
    pub fn of_er(er: Tenths) -> Level {
        let above = Level::TOPS.iter().filter(|&&top| er > top).count();
        Level::ALL[above]
    }

    /// Every level, from the easiest.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];
}

/// `easy`, `medium`, `hard`, `expert`, `extreme`: short names, as for techniques.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        })
    }
}

/// Reads what [`Display`](fmt::Display) writes, ignoring case.
impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        names::named(&Level::ALL, s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}
