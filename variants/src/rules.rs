//! The rules the search propagates, one propagator each, made from a puzzle's constraints (and
//! the rule of 45, which the cages imply); the families' propagators are theirs (`cage.rs`,
//! `sums.rs`, `lines.rs`, `globals.rs`), the dispatch is here, and so is the either/or, whose
//! alternatives are rules made and run by this dispatch in turn.

use crate::cage::Cage;
use crate::cells::Cells;
use crate::check::{alternative_holds, alternative_part};
use crate::digits::{highest, lowest, range};
use crate::globals;
use crate::lines;
use crate::puzzle::{Constraint, Dot, Puzzle};
use crate::rule::{Alternative, PairTable, Rule, Tiling};
use crate::shape::Shape;
use crate::sums::{groups, house_peers, innies, sandwich_rule, sandwich_sets, sum};
use crate::work::{Clash, Found, Watch, Work};

impl Rule {
    /// Narrows what the rule rules out (a clash if it rules out everything).
    pub fn propagate(&self, work: &mut Work) -> Found {
        match self {
            Rule::House {
                cells,
                tilings,
                narrow,
            } => house(cells, tilings, *narrow, work),
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
            } => either(alternatives, watch, work),
            Rule::Taxicab { cell, rings } => globals::taxicab(*cell, rings, work),
            Rule::Flatmate { five, above, below } => globals::flatmate(*five, *above, *below, work),
        }
    }
}

/// A full house: every digit has a place; a digit with one place goes there; a digit whose
/// places all lie in one crossing leaves the crossing house's other cells.
fn house(cells: &[usize], tilings: &[Tiling], narrow: bool, work: &mut Work) -> Found {
    let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
    let (mut thrice, mut more) = (0u16, 0u16);
    let mut values = [0u16; 16];
    for (v, &c) in values.iter_mut().zip(cells) {
        *v = work.grid[c];
        more |= thrice & *v;
        thrice |= twice & *v;
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
    // Digits with two places or more, not placed, and, where no crossing is wider than three
    // cells, fewer than four places (measured with `examples/files.rs` on 2026-11-28: 4% less
    // time a branch on ISS's thermometers and arrows, 6% on its little killers).
    let open = twice & !placed & if narrow { !more } else { u16::MAX };
    if open == 0 {
        return Ok(());
    }
    // Each tiling's pieces' digits, once: a digit in one piece only is confined to it (an
    // open digit has two places or more, so no piece of one cell holds all of them unseen).
    for tiling in tilings {
        let mut unions = [0u16; 16];
        for (&v, &piece) in values[..cells.len()].iter().zip(&tiling.piece_of) {
            unions[piece as usize & 15] |= v;
        }
        let (mut any, mut several) = (0u16, 0u16);
        for &union in &unions[..tiling.others.len()] {
            several |= any & union;
            any |= union;
        }
        for (&union, others) in unions.iter().zip(&tiling.others) {
            let confined = open & union & !several;
            if confined != 0 {
                for &c in others {
                    work.keep(c, !confined)?;
                }
            }
        }
    }
    Ok(())
}

/// A house's crossings (each its positions among the house's `n` cells, as bits, and the
/// crossing house's other cells) laid greedily in tilings of pieces that do not overlap, the
/// rest of the house a piece of each tiling that needs it (see [`Tiling`]).
fn tilings(n: usize, crossings: Vec<(u16, Vec<usize>)>) -> Vec<Tiling> {
    let mut tilings: Vec<(u16, Tiling)> = Vec::new();
    for (bits, others) in crossings {
        let at = match tilings.iter().position(|(used, _)| used & bits == 0) {
            Some(at) => at,
            None => {
                let others = vec![Vec::new()];
                tilings.push((
                    0,
                    Tiling {
                        piece_of: [0; 16],
                        others,
                    },
                ));
                tilings.len() - 1
            }
        };
        let (used, tiling) = &mut tilings[at];
        *used |= bits;
        let piece = tiling.others.len() as u8;
        for p in 0..n {
            if bits >> p & 1 == 1 {
                tiling.piece_of[p] = piece;
            }
        }
        tiling.others.push(others);
    }
    // Piece 0 is the rest of the house (positions no crossing of the tiling takes).
    tilings.into_iter().map(|(_, tiling)| tiling).collect()
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
    // One table a kind of dot, made once (`Dot as usize` indexes it).
    let dot_tables = Dot::ALL.map(|kind| PairTable::new(size, &|d, e| kind.allows(d, e)));
    let peers = house_peers(houses, puzzle.shape.cells());
    let full_houses: Vec<Vec<usize>> = (houses.iter())
        .filter(|h| h.len() == size as usize)
        .cloned()
        .collect();
    let mut rules = house_rules(&full_houses);
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
            } => rules.push(Rule::paired(*a, *b, &dot_tables[*kind as usize])),
            Constraint::AntiConsecutive => {
                let table = PairTable::new(size, &|d, e| d.abs_diff(e) != 1);
                for [a, b] in puzzle.neighbours() {
                    rules.push(Rule::paired(a, b, &table));
                }
            }
            Constraint::Strict(family) => {
                let [one, other] = family.dots();
                let table = PairTable::new(size, &|d, e| !one.allows(d, e) && !other.allows(d, e));
                let marked = puzzle.dotted_pairs([one, other]);
                for [a, b] in puzzle.neighbours() {
                    if marked.binary_search(&[a.min(b), a.max(b)]).is_err() {
                        rules.push(Rule::paired(a, b, &table));
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
                alternatives: either_of(puzzle.shape, alternatives),
                watch: crate::work::Watch::none(puzzle.shape.cells()),
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

/// The full houses' rules, each with its crossings laid in tilings.
fn house_rules(full_houses: &[Vec<usize>]) -> Vec<Rule> {
    let sets: Vec<Cells> = (full_houses.iter())
        .map(|h| h.iter().copied().collect())
        .collect();
    (full_houses.iter().zip(&sets))
        .map(|(cells, set)| {
            let crossings: Vec<(u16, Vec<usize>)> = (full_houses.iter().zip(&sets))
                .filter(|(_, other)| *other != set && other.and(*set).len() >= 2)
                .map(|(other, other_set)| {
                    let positions = (cells.iter().enumerate())
                        .filter(|(_, c)| other_set.contains(**c))
                        .fold(0u16, |p, (i, _)| p | 1 << i);
                    let rest = other.iter().copied().filter(|&c| !set.contains(c));
                    (positions, rest.collect())
                })
                .collect();
            let narrow = crossings.iter().all(|(p, _)| p.count_ones() <= 3);
            Rule::House {
                cells: cells.clone(),
                tilings: tilings(cells.len(), crossings),
                narrow,
            }
        })
        .collect()
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

// Either/or (`Constraint::Or`): at least one alternative holds. Each alternative's rules run
// on a copy of the candidates (to a fixed point of their own); what no alternative that
// survives keeps leaves its cell, and once an alternative's cells are all placed it is judged
// by the plain checker, so an alternative broken only at the end (a repeat in its cage) is
// still refused.

/// The alternatives of an either/or on a grid of `shape`.
pub(crate) fn either_of(shape: Shape, alternatives: &[Vec<Constraint>]) -> Vec<Alternative> {
    let full = ((1u32 << shape.digits()) - 1) as u16;
    alternatives
        .iter()
        .map(|constraints| {
            let (part, houses) = alternative_part(shape, constraints);
            let mut allowed = vec![full; shape.cells()];
            let rules = rules(&part, &houses, &mut allowed);
            let start: Vec<(usize, u16)> = (allowed.iter().enumerate())
                .filter(|&(_, &digits)| digits != full)
                .map(|(cell, &digits)| (cell, digits))
                .collect();
            let mut cells: Vec<usize> = (rules.iter().flat_map(Rule::cells))
                .chain(houses.iter().flatten().copied())
                .chain(start.iter().map(|&(cell, _)| cell))
                .collect();
            cells.sort_unstable();
            cells.dedup();
            Alternative {
                part,
                houses,
                start,
                rules,
                cells,
            }
        })
        .collect()
}

/// The digits each cell keeps under `alternative`, or `None` when it cannot hold.
fn run(alternative: &Alternative, work: &Work, watch: &Watch) -> Option<Vec<u16>> {
    let mut scratch = Work::new(work.peer_sets, watch, 0, work.size);
    scratch.start(work.grid.clone(), None);
    let narrowed = (|| -> Found {
        for &(cell, digits) in &alternative.start {
            scratch.keep(cell, digits)?;
        }
        // Its rules to their own fixed point (a few rounds at most).
        for _ in 0..4 {
            let before = scratch.grid.clone();
            for rule in &alternative.rules {
                rule.propagate(&mut scratch)?;
            }
            if scratch.grid == before {
                break;
            }
        }
        Ok(())
    })();
    narrowed.ok()?;
    let placed = |c: &usize| scratch.grid[*c].count_ones() == 1;
    if alternative.cells.iter().all(placed) {
        let digits: Vec<u8> = (scratch.grid.iter())
            .map(|&g| {
                if g.count_ones() == 1 {
                    g.trailing_zeros() as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        if !alternative_holds(&alternative.part, &alternative.houses, &digits) {
            return None;
        }
    }
    Some(scratch.grid)
}

/// At least one alternative holds: each cell that an alternative is about keeps what the
/// alternatives left standing keep (an alternative not about it keeps it whole).
pub(crate) fn either(alternatives: &[Alternative], watch: &Watch, work: &mut Work) -> Found {
    let mut kept = vec![0u16; work.grid.len()];
    let mut any = false;
    for alternative in alternatives {
        let Some(grid) = run(alternative, work, watch) else {
            continue;
        };
        any = true;
        for (keep, &narrowed) in kept.iter_mut().zip(&grid) {
            *keep |= narrowed;
        }
    }
    if !any {
        return Err(Clash);
    }
    for (cell, &keep) in kept.iter().enumerate() {
        work.keep(cell, keep)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iss::parse;

    /// The pair rules of an ISS puzzle, as `(a, b)`.
    fn pairs_of(puzzle: &str) -> Vec<(usize, usize)> {
        let puzzle = parse(puzzle).unwrap();
        let mut start = vec![0x1ff; 81];
        (rules(&puzzle, &puzzle.houses(), &mut start).iter())
            .filter_map(|rule| match rule {
                Rule::Pair { a, b, .. } => Some((*a, *b)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn pair_rules_come_from_one_table_a_kind() {
        // `dot_tables` is indexed by `Dot as usize`.
        for (i, kind) in Dot::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, i);
        }
        // Strict kropki: every neighbour pair but the dotted one, which has its dot's rule.
        let pairs = pairs_of(".~R1C1_4.BlackDot~R1C1~R1C2.StrictKropki");
        assert_eq!(pairs.len(), 144);
        assert_eq!(
            pairs
                .iter()
                .filter(|&&p| p == (0, 1) || p == (1, 0))
                .count(),
            1
        );
    }

    /// The house rules of an ISS puzzle, with their tilings' pieces as sorted lists of positions.
    fn tilings_of(puzzle: &str) -> Vec<Vec<Vec<Vec<u8>>>> {
        let puzzle = parse(puzzle).unwrap();
        let mut start = vec![0x1ff; 81];
        let houses = puzzle.houses();
        (rules(&puzzle, &houses, &mut start).iter())
            .filter_map(|rule| match rule {
                Rule::House { tilings, .. } => Some(tilings),
                _ => None,
            })
            .map(|tilings| {
                (tilings.iter())
                    .map(|t| {
                        (0..t.others.len())
                            .map(|piece| (0..9).filter(move |&p| t.piece_of[p] == piece as u8))
                            .map(|positions| positions.map(|p| p as u8).collect())
                            .collect()
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_house_is_tiled_by_the_houses_that_cross_it() {
        let classic = tilings_of(".~R1C1_1");
        // A row: one tiling by three boxes, nothing left over.
        assert_eq!(
            classic[0],
            [vec![vec![], vec![0, 1, 2], vec![3, 4, 5], vec![6, 7, 8]]]
        );
        // A box (the first, cells listed row by row): by rows, then by columns.
        let rows = vec![vec![], vec![0, 1, 2], vec![3, 4, 5], vec![6, 7, 8]];
        let cols = vec![vec![], vec![0, 3, 6], vec![1, 4, 7], vec![2, 5, 8]];
        assert_eq!(classic[18], [rows.clone(), cols.clone()]);
        // With a diagonal, the first box is crossed a third way, which leaves the rest of it
        // a piece of its own.
        let diagonal = tilings_of(".~R1C1_1.Diagonal~-1");
        let across = vec![vec![1, 2, 3, 5, 6, 7], vec![0, 4, 8]];
        assert_eq!(diagonal[18], [rows, cols, across]);
    }

    #[test]
    fn a_digit_in_one_piece_of_a_tiling_leaves_the_crossing_house() {
        let puzzle = parse(".~R1C1_1").unwrap();
        let mut grid = vec![0x1ffu16; 81];
        let houses = puzzle.houses();
        let rules = rules(&puzzle, &houses, &mut grid);
        // In the first box, 9 only in its first row (two places): it leaves the rest of row 1.
        for cell in [2, 9, 10, 11, 18, 19, 20] {
            grid[cell] &= !0x100;
        }
        let (peers, watch) = (vec![Cells::default(); 81], Watch::none(81));
        let mut work = Work::new(&peers, &watch, 0, 9);
        work.start(grid.clone(), None);
        rules[18].propagate(&mut work).unwrap();
        let lost: Vec<usize> = (0..81).filter(|&c| work.grid[c] != grid[c]).collect();
        assert_eq!(lost, [3, 4, 5, 6, 7, 8]);
        assert!(lost.iter().all(|&c| work.grid[c] == 0xff));
    }
}
