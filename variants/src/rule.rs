//! The rules the search propagates, as data: one variant per kind (what `rules.rs` makes from a
//! puzzle's constraints and runs), with the cells each is about.

use crate::cage::Cage;
use crate::digits::bit;
use crate::puzzle::Puzzle;

/// A rule that needs more than "its peers lose a placed digit", ready for propagation.
pub(crate) enum Rule {
    /// A house of `size` cells: each digit has a place, and one with one place goes there; a
    /// digit whose places all lie where another full house crosses it leaves that house's other
    /// cells (pointing and claiming). The crossings are laid in `tilings` of the house.
    House {
        cells: Vec<usize>,
        tilings: Vec<Tiling>,
        /// Whether every crossing has three cells at most (then a digit with four places or
        /// more cannot be confined to one).
        narrow: bool,
    },
    /// Distinct digits that make a total: a cage, or the rest of a house.
    Cage(Cage),
    /// Increasing along the cells: strictly, or never decreasing.
    Increasing { cells: Vec<usize>, strict: bool },
    /// The digits of `parts` sum to `total` or, if `circle` is set, to the digit in that cell.
    /// Digits may repeat between groups, not within one (a group's cells share a house).
    Sum {
        parts: Vec<Vec<usize>>,
        total: u32,
        circle: Option<usize>,
    },
    /// `a`'s digit `d` needs a digit of `ab[d - 1]` in `b`; `b`'s digit `e`, one of `ba[e - 1]`
    /// in `a`.
    Pair {
        a: usize,
        b: usize,
        ab: [u16; 16],
        ba: [u16; 16],
    },
    /// The digits between 1 and the largest make the clue (`sums::sandwich_rule`).
    Sandwich {
        line: Vec<usize>,
        /// The sets of digits between that make the sum, by how many they are.
        combos: Vec<Vec<u16>>,
    },
    /// `sum(weight × a group's digits) = total`; each group's cells share a house
    /// (`lines::linear`).
    Linear {
        terms: Vec<(i64, Vec<usize>)>,
        total: i64,
    },
    /// The line's digits lie strictly between the ends' (`lines::between`).
    Between { ends: [usize; 2], line: Vec<usize> },
    /// Each digit (as a bit) among the four cells as often as listed (`lines::quadruple`).
    Quad {
        cells: [usize; 4],
        needs: Vec<(u16, u8)>,
    },
    /// The first `x` digits sum to `sum`, `x` the first (`lines::xsum`).
    XSum { line: Vec<usize>, sum: u32 },
    /// `count` skyscrapers seen along the line (`lines::skyscraper`).
    Skyscraper { line: Vec<usize>, count: u32 },
    /// A renban line's cells hold a run of consecutive digits (`lines::renban`).
    Renban(Vec<usize>),
    /// A rellik cage: no digits of it make `total` (`lines::rellik`).
    Rellik { cells: Vec<usize>, total: u32 },
    /// A sum line's cells split into runs of `total` (`lines::sum_line`).
    SumLine {
        cells: Vec<usize>,
        total: u32,
        looped: bool,
    },
    /// Each class of digits (as bits) has a cell among the four (`globals::classes`).
    Classes {
        cells: [usize; 4],
        classes: [u16; 3],
    },
    /// A digit `v` stands in exactly `v` of the cells, or in none; the cells in groups that
    /// share a house (`globals::counting`).
    Counting(Vec<Vec<usize>>),
    /// `cell`'s digit `x` leaves the cells `x` steps away, `rings[x - 1]` (`globals::taxicab`).
    Taxicab { cell: usize, rings: Vec<Vec<usize>> },
    /// The digits between the smallest and the largest make one of `sets` (by how many)
    /// (`globals::lunchbox`).
    Lunchbox {
        cells: Vec<usize>,
        sets: Vec<Vec<u16>>,
    },
    /// Each of two classes of digits holds half the cells (`globals::halves`).
    Halves {
        cells: Vec<usize>,
        classes: [u16; 2],
    },
    /// No digit between the two ends, once they are told apart (`globals::lockout`).
    Lockout { ends: [usize; 2], mids: Vec<usize> },
    /// The first hidden skyscraper along the line is `digit` (`globals::hidden`).
    Hidden { line: Vec<usize>, digit: u32 },
    /// At least one alternative holds (`either::either`); `watch` is empty for each cell (the
    /// alternatives run on a copy of the candidates that queues nothing).
    Or {
        alternatives: Vec<Alternative>,
        watch: crate::work::Watch,
    },
    /// A 5 in `five` needs a 1 `above` or a 9 `below` (`globals::flatmate`).
    Flatmate {
        five: usize,
        above: Option<usize>,
        below: Option<usize>,
    },
}

/// A tiling of a house by pieces that do not overlap: where other full houses cross it, and
/// the rest of the house. A digit in one piece and in no other is confined to it.
pub(crate) struct Tiling {
    /// The piece of each position in the house's cells (up to 16 pieces, as no two crossings
    /// share a position and each has two at least).
    pub(crate) piece_of: [u8; 16],
    /// Each piece's crossing house's other cells (none for the rest of the house).
    pub(crate) others: Vec<Vec<usize>>,
}

/// One alternative, ready to run.
pub(crate) struct Alternative {
    /// Its constraints as a puzzle of their own, and the houses they make, for the checker.
    pub(crate) part: Puzzle,
    pub(crate) houses: Vec<Vec<usize>>,
    /// The digits its givens and allowed cells leave.
    pub(crate) start: Vec<(usize, u16)>,
    /// Its rules.
    pub(crate) rules: Vec<Rule>,
    /// The cells it is about.
    pub(crate) cells: Vec<usize>,
}

impl Alternative {
    /// The cells it is about.
    pub(crate) fn cells(&self) -> &[usize] {
        &self.cells
    }
}

/// What a pair rule allows: `ab[d - 1]`, the digits of the second cell that may stand beside
/// digit `d` of the first; `ba`, the other way.
#[derive(Clone, Copy)]
pub struct PairTable {
    ab: [u16; 16],
    ba: [u16; 16],
}

impl PairTable {
    /// The table of `ok(d, e)` for the digits 1 to `size`.
    pub fn new(size: u32, ok: &dyn Fn(u32, u32) -> bool) -> PairTable {
        let (mut ab, mut ba) = ([0u16; 16], [0u16; 16]);
        for d in 1..=size {
            for e in 1..=size {
                if ok(d, e) {
                    ab[d as usize - 1] |= bit(e);
                    ba[e as usize - 1] |= bit(d);
                }
            }
        }
        PairTable { ab, ba }
    }
}

impl Rule {
    /// A pair rule: `ok(d, e)` for the digits `d` of `a` and `e` of `b` that may stand together.
    pub fn pair(a: usize, b: usize, size: u32, ok: &dyn Fn(u32, u32) -> bool) -> Rule {
        Rule::paired(a, b, &PairTable::new(size, ok))
    }

    /// A pair rule from a table made once for many pairs (every unmarked pair of a strict
    /// kropki, every neighbour pair of anti-consecutive): the table is `size * size` calls of
    /// its test, the rule a copy of it.
    pub fn paired(a: usize, b: usize, table: &PairTable) -> Rule {
        let PairTable { ab, ba } = *table;
        Rule::Pair { a, b, ab, ba }
    }

    /// The cells whose change may let the rule narrow something.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            Rule::House { cells, .. }
            | Rule::Cage(Cage { cells, .. })
            | Rule::Increasing { cells, .. }
            | Rule::Sandwich { line: cells, .. }
            | Rule::XSum { line: cells, .. }
            | Rule::Skyscraper { line: cells, .. }
            | Rule::Renban(cells)
            | Rule::Rellik { cells, .. }
            | Rule::SumLine { cells, .. }
            | Rule::Lunchbox { cells, .. }
            | Rule::Halves { cells, .. }
            | Rule::Hidden { line: cells, .. } => cells.clone(),
            Rule::Lockout { ends, mids } => ends.iter().chain(mids).copied().collect(),
            Rule::Or { alternatives, .. } => {
                let mut cells: Vec<usize> = alternatives
                    .iter()
                    .flat_map(|a| a.cells().to_vec())
                    .collect();
                cells.sort_unstable();
                cells.dedup();
                cells
            }
            Rule::Counting(groups) => groups.concat(),
            Rule::Classes { cells, .. } => cells.to_vec(),
            Rule::Taxicab { cell, .. } => vec![*cell],
            Rule::Flatmate { five, above, below } => [Some(*five), *above, *below]
                .into_iter()
                .flatten()
                .collect(),
            Rule::Linear { terms, .. } => terms.iter().flat_map(|(_, g)| g.clone()).collect(),
            Rule::Between { ends, line } => ends.iter().chain(line).copied().collect(),
            Rule::Quad { cells, .. } => cells.to_vec(),
            Rule::Sum { parts, circle, .. } => {
                parts.iter().flatten().chain(circle).copied().collect()
            }
            Rule::Pair { a, b, .. } => vec![*a, *b],
        }
    }
}
