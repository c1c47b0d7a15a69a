//! The rules the search propagates, one propagator each, made from a puzzle's constraints (and
//! the rule of 45, which the cages imply).

use crate::cage::Cage;
use crate::cells::Cells;
use crate::either::{self, Alternative};
use crate::globals;
use crate::lines;
use crate::puzzle::{Constraint, Dot, Puzzle};
use crate::sums::{groups, house_peers, innies, sandwich_rule, sandwich_sets, sum};
use crate::work::{Clash, Found, Work};

/// A rule that needs more than "its peers lose a placed digit", ready for propagation.
pub(crate) enum Rule {
    /// A house of `size` cells: each digit has a place, and one with one place goes there; a
    /// digit whose places all lie where another full house crosses it leaves that house's other
    /// cells (pointing and claiming). `crossings`: for each such house, the positions (in
    /// `cells`) it shares, as bits, and its other cells.
    House {
        cells: Vec<usize>,
        crossings: Vec<(u16, Vec<usize>)>,
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
        watch: Vec<Vec<u32>>,
    },
    /// A 5 in `five` needs a 1 `above` or a 9 `below` (`globals::flatmate`).
    Flatmate {
        five: usize,
        above: Option<usize>,
        below: Option<usize>,
    },
}

pub(crate) fn bit(digit: u32) -> u16 {
    1 << (digit - 1)
}

/// The digits `low..=high` as bits (empty when `high < low`), within `full`.
pub(crate) fn range(low: i64, high: i64, full: u16) -> u16 {
    let low = low.max(1);
    let high = high.min(16);
    if high < low {
        return 0;
    }
    let span = (1u32 << high) - (1u32 << (low - 1));
    span as u16 & full
}

pub(crate) fn lowest(mask: u16) -> i64 {
    i64::from(mask.trailing_zeros()) + 1
}

pub(crate) fn highest(mask: u16) -> i64 {
    16 - i64::from(mask.leading_zeros())
}

impl Rule {
    /// A pair rule: `ok(d, e)` for the digits `d` of `a` and `e` of `b` that may stand together.
    pub fn pair(a: usize, b: usize, size: u32, ok: &dyn Fn(u32, u32) -> bool) -> Rule {
        let (mut ab, mut ba) = ([0u16; 16], [0u16; 16]);
        for d in 1..=size {
            for e in 1..=size {
                if ok(d, e) {
                    ab[d as usize - 1] |= bit(e);
                    ba[e as usize - 1] |= bit(d);
                }
            }
        }
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

    /// Narrows what the rule rules out (a clash if it rules out everything).
    pub fn propagate(&self, work: &mut Work) -> Found {
        match self {
            Rule::House { cells, crossings } => house(cells, crossings, work),
            Rule::Cage(cage) => cage.propagate(work),
            Rule::Increasing { cells, strict } => increasing(cells, *strict, work),
            Rule::Sum {
                parts,
                total,
                circle,
            } => sum(parts, *total, *circle, work),
            Rule::Pair { a, b, ab, ba } => {
                let support = |table: &[u16; 16], from: u16, to: u16| {
                    let mut out = 0u16;
                    let mut rest = from;
                    while rest != 0 {
                        let d = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        if table[d] & to != 0 {
                            out |= 1 << d;
                        }
                    }
                    out
                };
                work.keep(*a, support(ab, work.grid[*a], work.grid[*b]))?;
                work.keep(*b, support(ba, work.grid[*b], work.grid[*a]))
            }
            Rule::Sandwich { line, combos } => sandwich_rule(line, combos, work),
            Rule::Linear { terms, total } => lines::linear(terms, *total, work),
            Rule::Between { ends, line } => lines::between(*ends, line, work),
            Rule::Quad { cells, needs } => lines::quadruple(cells, needs, work),
            Rule::XSum { line, sum } => lines::xsum(line, *sum, work),
            Rule::Skyscraper { line, count } => lines::skyscraper(line, *count, work),
            Rule::Renban(cells) => lines::renban(cells, work),
            Rule::Rellik { cells, total } => lines::rellik(cells, *total, work),
            Rule::SumLine {
                cells,
                total,
                looped,
            } => lines::sum_line(cells, *total, *looped, work),
            Rule::Classes { cells, classes } => globals::classes(cells, classes, work),
            Rule::Counting(groups) => globals::counting(groups, work),
            Rule::Lunchbox { cells, sets } => globals::lunchbox(cells, sets, work),
            Rule::Halves { cells, classes } => globals::halves(cells, classes, work),
            Rule::Lockout { ends, mids } => globals::lockout(*ends, mids, work),
            Rule::Hidden { line, digit } => globals::hidden(line, *digit, work),
            Rule::Or {
                alternatives,
                watch,
            } => either::either(alternatives, watch, work),
            Rule::Taxicab { cell, rings } => globals::taxicab(*cell, rings, work),
            Rule::Flatmate { five, above, below } => globals::flatmate(*five, *above, *below, work),
        }
    }
}

/// A full house: every digit has a place; a digit with one place goes there; a digit whose
/// places all lie in one crossing leaves the crossing house's other cells.
fn house(cells: &[usize], crossings: &[(u16, Vec<usize>)], work: &mut Work) -> Found {
    let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
    let mut values = [0u16; 16];
    for (v, &c) in values.iter_mut().zip(cells) {
        *v = work.grid[c];
        twice |= once & *v;
        once |= *v;
        if *v & (*v - 1) == 0 {
            placed |= *v;
        }
    }
    if once != work.full {
        return Err(Clash);
    }
    let single = once & !twice;
    if single != 0 {
        for (&c, &v) in cells.iter().zip(&values) {
            let here = v & single;
            if here != 0 {
                if here.count_ones() > 1 {
                    return Err(Clash);
                }
                work.keep(c, here)?;
            }
        }
    }
    // Digits with two places or more, not placed.
    let open = twice & !placed;
    for (positions, others) in crossings {
        let (mut inside, mut outside) = (0u16, 0u16);
        for (i, &v) in values[..cells.len()].iter().enumerate() {
            match positions >> i & 1 {
                1 => inside |= v,
                _ => outside |= v,
            }
        }
        let confined = open & inside & !outside;
        if confined != 0 {
            for &c in others {
                work.keep(c, !confined)?;
            }
        }
    }
    Ok(())
}

/// A thermometer: each cell above the one before, below the one after (or, slow, not below
/// and not above).
fn increasing(cells: &[usize], strict: bool, work: &mut Work) -> Found {
    let step = i64::from(strict);
    let mut low = 1 - step;
    for &c in cells {
        work.keep(c, range(low + step, 16, work.full))?;
        low = lowest(work.grid[c]);
    }
    let mut high = 16 + step;
    for &c in cells.iter().rev() {
        work.keep(c, range(1, high - step, work.full))?;
        high = highest(work.grid[c]);
    }
    Ok(())
}

/// The rules of `puzzle` (its full houses first), and the candidates `Allowed` leaves (in
/// `start`).
pub(crate) fn rules(puzzle: &Puzzle, houses: &[Vec<usize>], start: &mut [u16]) -> Vec<Rule> {
    let size = puzzle.shape.digits() as u32;
    let full = range(1, i64::from(size), u16::MAX);
    let pair = |a: usize, b: usize, ok: &dyn Fn(u32, u32) -> bool| Rule::pair(a, b, size, ok);
    let peers = house_peers(houses, puzzle.shape.cells());
    let full_houses: Vec<Vec<usize>> = (houses.iter())
        .filter(|h| h.len() == size as usize)
        .cloned()
        .collect();
    let sets: Vec<Cells> = (full_houses.iter())
        .map(|h| h.iter().copied().collect())
        .collect();
    let mut rules: Vec<Rule> = (full_houses.iter().zip(&sets))
        .map(|(cells, set)| {
            let crossings = (full_houses.iter().zip(&sets))
                .filter(|(_, other)| *other != set && other.and(*set).len() >= 2)
                .map(|(other, other_set)| {
                    let positions = (cells.iter().enumerate())
                        .filter(|(_, c)| other_set.contains(**c))
                        .fold(0u16, |p, (i, _)| p | 1 << i);
                    let rest = other.iter().copied().filter(|&c| !set.contains(c));
                    (positions, rest.collect())
                })
                .collect();
            Rule::House {
                cells: cells.clone(),
                crossings,
            }
        })
        .collect();
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Cage {
                sum: Some(sum),
                cells,
            } => rules.push(Rule::Cage(Cage::new(cells.clone(), *sum, full))),
            Constraint::Thermo(cells) => rules.push(Rule::Increasing {
                cells: cells.clone(),
                strict: true,
            }),
            Constraint::Arrow { circle, line } => rules.push(Rule::Sum {
                parts: groups(line, &peers),
                total: 0,
                circle: Some(*circle),
            }),
            Constraint::LittleKiller { sum, cells } => rules.push(Rule::Sum {
                parts: groups(cells, &peers),
                total: *sum,
                circle: None,
            }),
            Constraint::Dot {
                kind,
                cells: [a, b],
            } => {
                let kind: Dot = *kind;
                rules.push(pair(*a, *b, &|d, e| kind.allows(d, e)));
            }
            Constraint::AntiConsecutive => {
                for [a, b] in puzzle.neighbours() {
                    rules.push(pair(a, b, &|d, e| d.abs_diff(e) != 1));
                }
            }
            Constraint::Strict(family) => {
                let [one, other] = family.dots();
                for [a, b] in puzzle.neighbours() {
                    let dots = puzzle.dots_between(a, b);
                    if !dots.contains(&one) && !dots.contains(&other) {
                        rules.push(pair(a, b, &|d, e| !one.allows(d, e) && !other.allows(d, e)));
                    }
                }
            }
            Constraint::Sandwich { sum, line } => rules.push(Rule::Sandwich {
                line: line.clone(),
                combos: sandwich_sets(*sum, size),
            }),
            Constraint::Sum { total, cells } => rules.push(weighted(*total, cells, &peers)),
            Constraint::Allowed { cell, digits } => start[*cell] &= *digits,
            Constraint::Or(alternatives) => rules.push(Rule::Or {
                alternatives: either::alternatives(puzzle.shape, alternatives),
                watch: vec![Vec::new(); puzzle.shape.cells()],
            }),
            other => rules.extend(
                (lines::rules_of(puzzle, other, &peers))
                    .or_else(|| globals::rules_of(puzzle, other, &peers))
                    .unwrap_or_default(),
            ),
        }
    }
    rules.extend(innies(puzzle, &full_houses, full, &peers));
    rules
}

/// A weighted sum as a linear rule: a cell listed twice weighs the sum of its weights, and the
/// cells of each weight are split into groups that share a house.
fn weighted(total: i32, cells: &[(usize, i32)], peers: &[Cells]) -> Rule {
    let mut weights: Vec<(usize, i64)> = Vec::new();
    for &(cell, w) in cells {
        match weights.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, sum)) => *sum += i64::from(w),
            None => weights.push((cell, i64::from(w))),
        }
    }
    let mut terms = Vec::new();
    let mut seen: Vec<i64> = Vec::new();
    for &(_, w) in &weights {
        if w == 0 || seen.contains(&w) {
            continue;
        }
        seen.push(w);
        let alike: Vec<usize> = (weights.iter())
            .filter(|(_, v)| *v == w)
            .map(|(c, _)| *c)
            .collect();
        terms.extend(groups(&alike, peers).into_iter().map(|g| (w, g)));
    }
    Rule::Linear {
        terms,
        total: i64::from(total),
    }
}
