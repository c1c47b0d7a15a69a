//! Sums whose digits may repeat between groups (arrows, little killers, the rule of 45's outies
//! and bands), sandwiches, and the rule of 45 itself: the rules that reason about totals, apart
//! from cages (`cage.rs`).

use crate::cage::{Cage, digit_sum};
use crate::cells::Cells;
use crate::digits::{bit, highest, lowest, range};
use crate::puzzle::{Constraint, Puzzle};
use crate::rule::Rule;
use crate::work::{Clash, Found, Work};

/// A sum by bounds: the parts' lows and highs against the total (or the circle's digit).
pub(crate) fn sum(
    parts: &[Vec<usize>],
    total: u32,
    circle: Option<usize>,
    work: &mut Work,
) -> Found {
    let (mut low, mut high, mut open) = (0, 0, 0);
    for group in parts {
        let span = Span::over(&work.grid, group).ok_or(Clash)?;
        let (l, h) = span.whole();
        (low, high) = (low + l, high + h);
        open += span.open;
    }
    let (t_low, t_high) = match circle {
        Some(circle) => {
            work.keep(circle, range(low, high, work.full))?;
            open += usize::from(!single(work.grid[circle]));
            (lowest(work.grid[circle]), highest(work.grid[circle]))
        }
        None => (i64::from(total), i64::from(total)),
    };
    if low > t_high || high < t_low {
        return Err(Clash);
    }
    // A cell's bounds below are the total's less the rest's, and the rest's bounds are the
    // whole's less at most the largest digit (`Span::without`): with that much slack at both
    // ends, no cell can lose a digit.
    let n = work.size as i64;
    if t_high - low < n || high - t_low < n {
        // Each group's span is taken again as its turn comes: after the earlier groups'
        // narrowing it is tighter than its share of `low` and `high`, which makes the rest's
        // bounds below only looser, so still sound (and a narrowing queues the rule again).
        open = usize::from(circle.is_some_and(|c| !single(work.grid[c])));
        for group in parts {
            let span = Span::over(&work.grid, group).ok_or(Clash)?;
            let (g_low, g_high) = span.whole();
            for &c in group {
                let m = work.grid[c];
                let (o_low, o_high) = span.without(m);
                let (rest_low, rest_high) = (low - g_low + o_low, high - g_high + o_high);
                let (from, to) = (t_low - rest_high, t_high - rest_low);
                if from > lowest(m) || to < highest(m) {
                    work.keep(c, range(from, to, work.full))?;
                }
                open += usize::from(!single(work.grid[c]));
            }
        }
    }
    if open <= FEW {
        few_left(parts, total, circle, work)?;
    }
    Ok(())
}

/// Whether a cell's candidates are one digit (or none).
fn single(m: u16) -> bool {
    m & m.wrapping_sub(1) == 0
}

/// The most open cells a sum tries every filling of (see [`few_left`]).
const FEW: usize = 3;

/// A sum with at most [`FEW`] open cells (the circle's among them): every filling of them is
/// tried, digits differing where cells see each other, and each keeps the digits some filling
/// gives it. Bounds alone miss that two cells which see each other cannot share the one digit
/// that would make the total.
fn few_left(parts: &[Vec<usize>], total: u32, circle: Option<usize>, work: &mut Work) -> Found {
    let (mut open, mut k) = ([(0usize, 0i64); FEW], 0);
    let mut rest = i64::from(total);
    let terms = parts
        .iter()
        .flatten()
        .map(|&c| (c, 1))
        .chain(circle.map(|c| (c, -1)));
    for (c, weight) in terms {
        let m = work.grid[c];
        if m & (m - 1) == 0 {
            rest -= weight * lowest(m);
        } else if k == FEW {
            return Ok(());
        } else {
            open[k] = (c, weight);
            k += 1;
        }
    }
    let open = &open[..k];
    let mut support = [0u16; FEW];
    let mut chosen = [0i64; FEW];
    fill(open, 0, rest, &mut chosen, &mut support, work);
    if k == 0 && rest != 0 {
        return Err(Clash);
    }
    for (&(c, _), &keep) in open.iter().zip(&support) {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// Every filling of `open[i..]` that makes `rest`, given the digits `chosen` before: each adds
/// its digits to `support`.
fn fill(
    open: &[(usize, i64)],
    i: usize,
    rest: i64,
    chosen: &mut [i64; FEW],
    support: &mut [u16; FEW],
    work: &Work,
) {
    let Some(&(cell, weight)) = open.get(i) else {
        if rest == 0 {
            for (slot, &d) in support.iter_mut().zip(&chosen[..i]) {
                *slot |= bit(d as u32);
            }
        }
        return;
    };
    let mut digits = work.grid[cell];
    for (j, &(other, _)) in open[..i].iter().enumerate() {
        if work.peer_sets[cell].contains(other) {
            digits &= !bit(chosen[j] as u32);
        }
    }
    if i + 1 == open.len() {
        // The last cell: the one digit that makes the total.
        let d = rest * weight;
        digits &= if (1..=16).contains(&d) {
            bit(d as u32)
        } else {
            0
        };
    }
    while digits != 0 {
        let d = lowest(digits);
        digits &= digits - 1;
        chosen[i] = d;
        fill(open, i + 1, rest - weight * d, chosen, support, work);
    }
}

/// What bounds a group's sum (cells whose digits differ): the sums of each cell's lowest and
/// highest digits, and the sums of the lowest and highest `k` and `k - 1` digits of their union
/// (`k` cells); the tighter of the two bounds each end. Leaving a cell out is then a
/// constant-time bound.
#[derive(Clone, Copy)]
pub(crate) struct Span {
    each: (i64, i64),
    all: (i64, i64),
    /// The lowest and highest `k - 1` digits of the union: a bound for any `k - 1` of the cells.
    but_one: (i64, i64),
    /// How many of the cells are open (have two digits or more).
    open: usize,
}

impl Span {
    /// The span of `cells` in `grid`; `None` if they have too few digits between them.
    #[inline(always)]
    pub(crate) fn over(grid: &[u16], cells: &[usize]) -> Option<Span> {
        Span::of(cells.iter().map(|&c| grid[c]))
    }

    /// The span of cells with these candidates; `None` if they have too few digits between them.
    #[inline(always)]
    pub(crate) fn of(masks: impl Iterator<Item = u16>) -> Option<Span> {
        let (mut each, mut union, mut k, mut open) = ((0, 0), 0u16, 0u32, 0);
        for m in masks {
            if m == 0 {
                return None;
            }
            each = (each.0 + lowest(m), each.1 + highest(m));
            union |= m;
            k += 1;
            open += usize::from(!single(m));
        }
        if union.count_ones() < k {
            return None;
        }
        if k <= 1 {
            // No cell, or one: its own bounds.
            return Some(Span {
                each,
                all: each,
                but_one: (0, 0),
                open,
            });
        }
        let all = extremes(union, k);
        Some(Span {
            each,
            all,
            but_one: extremes(union, k - 1),
            open,
        })
    }

    /// The least and the most the group sums to.
    pub(crate) fn whole(self) -> (i64, i64) {
        (self.each.0.max(self.all.0), self.each.1.min(self.all.1))
    }

    /// A bound on what the group sums to without one of its cells, whose candidates are `m`
    /// (looser than the others' own span at most by their union's digits: still sound).
    pub(crate) fn without(self, m: u16) -> (i64, i64) {
        let each = (self.each.0 - lowest(m), self.each.1 - highest(m));
        (each.0.max(self.but_one.0), each.1.min(self.but_one.1))
    }
}

/// The sums of the `k` lowest and the `k` highest digits of `union` (which has `k` at least).
fn extremes(union: u16, k: u32) -> (i64, i64) {
    if union < 512 {
        let packed = small_extremes()[(union as usize) << 4 | k as usize];
        return (i64::from(packed & 0xff), i64::from(packed >> 8));
    }
    let (mut low, mut high, mut sums) = (union, union, (0, 0));
    for _ in 0..k {
        let top = highest(high);
        sums = (sums.0 + lowest(low), sums.1 + top);
        low &= low - 1;
        high &= !(1 << (top - 1));
    }
    sums
}

/// [`extremes`] of every set of digits from 1 to 9, for `k` from 0 to 9, packed as the sum of
/// the lowest plus 256 times the sum of the highest, at `set << 4 | k`: made once, as sums of
/// bands' and outies' groups are taken millions of times a search (on ISS's TAREK_ALL#36, this
/// table took the search from 3.36 to N billion instructions, by callgrind).
fn small_extremes() -> &'static [u16] {
    static TABLE: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u16; 512 << 4];
        for set in 0..512u16 {
            let digits: Vec<u16> = (1..=9).filter(|d| set >> (d - 1) & 1 == 1).collect();
            for k in 0..=digits.len() {
                let low: u16 = digits[..k].iter().sum();
                let high: u16 = digits[digits.len() - k..].iter().sum();
                table[(set as usize) << 4 | k] = low | high << 8;
            }
        }
        table
    })
}

/// `parts` split into groups whose cells all share a house (so hold distinct digits), greedily:
/// `peers[c]` holds the cells that share a house with `c` ([`house_peers`]).
pub(crate) fn groups(parts: &[usize], peers: &[Cells]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &cell in parts {
        let fits = |g: &&mut Vec<usize>| g.iter().all(|&o| o != cell && peers[cell].contains(o));
        match groups.iter_mut().find(fits) {
            Some(group) => group.push(cell),
            None => groups.push(vec![cell]),
        }
    }
    groups
}

/// For each of `cells` cells, the cells that share one of `houses` with it.
pub(crate) fn house_peers(houses: &[Vec<usize>], cells: usize) -> Vec<Cells> {
    let mut peers = vec![Cells::default(); cells];
    for house in houses {
        let set: Cells = house.iter().copied().collect();
        for &c in house {
            peers[c] = peers[c].or(set);
        }
    }
    peers
}

/// A sandwich, its line a house (so it holds every digit once): for each place the 1 and the
/// largest digit may take, each set of digits (`combos`, by how many) that makes the sum and may
/// fill the cells between (every one of its digits among theirs, each cell one of its digits),
/// the rest of the digits then filling the cells outside. Each cell keeps what some such
/// placing gives it.
pub(crate) fn sandwich_rule(line: &[usize], combos: &[Vec<u16>], work: &mut Work) -> Found {
    let (one, top) = (1u16, bit(work.size as u32));
    let middle = work.full & !one & !top;
    let n = line.len();
    let mut values = [0u16; 16];
    for (v, &c) in values.iter_mut().zip(line) {
        *v = work.grid[c];
    }
    let mut support = [0u16; 16];
    for i in 0..n {
        for j in i + 1..n {
            let Some(sets) = combos.get(j - i - 1).filter(|s| !s.is_empty()) else {
                continue;
            };
            let ends = [(one, top), (top, one)]
                .map(|(a, b)| (values[i] & a != 0 && values[j] & b != 0).then_some((a, b)));
            if ends == [None, None] {
                continue;
            }
            let inner = &values[i + 1..j];
            let outer = || values[..i].iter().chain(&values[j + 1..n]);
            let (mut inside, mut outside, mut found) = (0u16, 0u16, false);
            for &set in sets {
                let rest = middle & !set;
                if fills(inner.iter(), set) && fills(outer(), rest) {
                    inside |= set;
                    outside |= rest;
                    found = true;
                }
            }
            if !found {
                continue;
            }
            for (a, b) in ends.into_iter().flatten() {
                support[i] |= a;
                support[j] |= b;
            }
            support[i + 1..j].iter_mut().for_each(|s| *s |= inside);
            let (before, after) = support.split_at_mut(j + 1);
            (before[..i].iter_mut().chain(&mut after[..n - j - 1])).for_each(|s| *s |= outside);
        }
    }
    for (&c, &keep) in line.iter().zip(&support) {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// Whether cells with these candidates may hold exactly the digits of `set`, once each as far as
/// a cell at a time tells: each cell has one of them, and each of them has a cell.
fn fills<'a>(cells: impl Iterator<Item = &'a u16>, set: u16) -> bool {
    let mut union = 0;
    for &v in cells {
        if v & set == 0 {
            return false;
        }
        union |= v & set;
    }
    union == set
}

/// The sets of digits from 2 to `size - 1` that sum to `sum`, by how many they are.
pub(crate) fn sandwich_sets(sum: u32, size: u32) -> Vec<Vec<u16>> {
    let mut sets = vec![Vec::new(); size as usize - 1];
    let middle = (1u32 << (size - 1)) - 2;
    for set in 0..=middle {
        if set & !middle != 0 {
            continue;
        }
        if digit_sum(set as u16) == i64::from(sum) {
            sets[set.count_ones() as usize].push(set as u16);
        }
    }
    sets
}

/// The sum of the digits between the 1 and the largest digit; `None` if either is missing.
pub fn sandwich(digits: &[u32], size: u32) -> Option<u32> {
    let one = digits.iter().position(|&d| d == 1)?;
    let top = digits.iter().position(|&d| d == size)?;
    let (from, to) = (one.min(top), one.max(top));
    Some(digits[from + 1..to].iter().sum())
}

/// The rule of 45 (of `size * (size + 1) / 2`): in each full house, the cells left by the cages
/// with a total that lie wholly inside it sum to the rest, and differ, so they are a cage too.
pub(crate) fn innies(
    puzzle: &Puzzle,
    full_houses: &[Vec<usize>],
    full: u16,
    peers: &[Cells],
) -> Vec<Rule> {
    let n = puzzle.shape.digits() as u32;
    let cages: Vec<Totalled> = (puzzle.constraints.iter())
        .filter_map(|c| match c {
            Constraint::Cage {
                sum: Some(sum),
                cells,
            } => Some((cells, cells.iter().copied().collect(), *sum)),
            _ => None,
        })
        .collect();
    if cages.is_empty() {
        // Without a total inside, no house or band has innies or outies.
        return Vec::new();
    }
    let mut rules = Vec::new();
    for house in full_houses {
        let house_set: Cells = house.iter().copied().collect();
        let mut left = house_set;
        let mut total = n * (n + 1) / 2;
        for (_, set, sum) in &cages {
            if set.minus(left).is_empty() {
                left = left.minus(*set);
                total = total.saturating_sub(*sum);
            }
        }
        let cells: Vec<usize> = house
            .iter()
            .copied()
            .filter(|&c| left.contains(c))
            .collect();
        if !cells.is_empty() && cells.len() < house.len() {
            rules.push(Rule::Cage(Cage::new(cells, total, full)));
        }
        rules.extend(outies(&cages, house_set, left, total, peers));
    }
    rules.extend(band_innies(puzzle, &cages, peers));
    rules
}

/// A cage with a total: its cells, as a list and as a set, and the total.
type Totalled<'a> = (&'a Vec<usize>, Cells, u32);

/// The most cells a band's innies may have to be worth a rule. Measured on ISS's 41 TAREK
/// killers (`examples/files.rs`, 2026-11-26): no band rule, a median of 856 branches and 33 ms a
/// puzzle; bands of up to half the rows, at most 3 cells: 295 and 13 ms; 12 cells: 277, 13 ms;
/// bands of up to all rows but one, 12 cells: 241 branches, 12 ms. On ISS's MATHEMAGIC killer
/// #0 (2026-11-27): 3 cells, 808,813 branches and 33 s; 6, 995,396 and 46 s; 12, 273,153 and
/// 15 s; 20, 279,896 and 29 s. (Outies are not limited: kept to 6 cells, that killer takes
/// 761,623 branches.)
const BAND_INNIES: usize = 12;

/// The rule of 45 over bands of 2 to `size - 1` consecutive rows or columns (each digit `k`
/// times in `k` of them): the few cells the cages inside a band leave sum to the rest (digits
/// may repeat between its rows: a sum by bounds).
fn band_innies(puzzle: &Puzzle, cages: &[Totalled], peers: &[Cells]) -> Vec<Rule> {
    let shape = puzzle.shape;
    let n = shape.digits();
    let mut rules = Vec::new();
    // Only rows (columns) that hold every digit: as many cells as digits.
    let lines = [
        (true, shape.rows(), shape.cols()),
        (false, shape.cols(), shape.rows()),
    ];
    let most = shape.rows().max(shape.cols());
    for k in 2..most {
        for first in 0..=most - k {
            for (rows, count, long) in lines {
                if long != n || k >= count || first + k > count {
                    continue;
                }
                let band: Vec<usize> = (first..first + k)
                    .flat_map(|i| (0..long).map(move |j| if rows { (i, j) } else { (j, i) }))
                    .map(|(r, c)| shape.cell(r, c))
                    .collect();
                let mut left: Cells = band.iter().copied().collect();
                let mut total = (k * n * (n + 1) / 2) as u32;
                for (_, set, sum) in cages {
                    if set.minus(left).is_empty() {
                        left = left.minus(*set);
                        total = total.saturating_sub(*sum);
                    }
                }
                if !left.is_empty() && left.len() <= BAND_INNIES {
                    let left: Vec<usize> = band.into_iter().filter(|&c| left.contains(c)).collect();
                    rules.push(Rule::Sum {
                        parts: groups(&left, peers),
                        total,
                        circle: None,
                    });
                }
            }
        }
    }
    rules
}

/// Outies: when cages with totals that stick out of a house cover the rest of it (`left`, whose
/// digits sum to `total`), without overlapping, the cells outside the house sum to the cages'
/// totals less `total` (digits there may repeat: a sum by bounds).
fn outies(
    cages: &[Totalled],
    house: Cells,
    left: Cells,
    total: u32,
    peers: &[Cells],
) -> Option<Rule> {
    let mut covered = Cells::default();
    let (mut outside, mut sums) = (Vec::new(), 0u32);
    for (cells, set, sum) in cages {
        let inside = set.and(house);
        if inside.is_empty() || inside == *set || !set.and(covered).is_empty() {
            continue;
        }
        if !inside.minus(left).is_empty() {
            continue;
        }
        covered = covered.or(*set);
        outside.extend(cells.iter().copied().filter(|&c| !house.contains(c)));
        sums += sum;
    }
    let done = left.minus(covered).is_empty();
    (done && !outside.is_empty() && sums >= total).then(|| Rule::Sum {
        parts: groups(&outside, peers),
        total: sums - total,
        circle: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cells::Cells;

    #[test]
    fn ranges_and_bounds() {
        assert_eq!(range(2, 4, 0x1ff), 0b1110);
        assert_eq!(range(5, 3, 0x1ff), 0);
        assert_eq!(range(-3, 30, 0x1ff), 0x1ff);
        assert_eq!((lowest(0b1100), highest(0b1100)), (3, 4));
        assert_eq!(sandwich(&[3, 1, 4, 2, 9, 5], 9), Some(6));
        assert_eq!(sandwich(&[1, 9, 5], 9), Some(0));
        assert_eq!(sandwich(&[2, 3], 9), None);
        let bounds = |masks: &[u16]| Span::of(masks.iter().copied()).map(Span::whole);
        // Two cells of {1, 5} and {1, 6}: each alone 1 + 1, but they differ: at least 1 + 5.
        assert_eq!(bounds(&[0b1_0001, 0b10_0001]), Some((6, 11)));
        assert_eq!(bounds(&[0b1, 0b1]), None);
        assert_eq!(bounds(&[0b100, 0]), None);
    }

    /// A row of nine cells with these candidates after the sandwich rule for `sum`.
    fn sandwich_row(sum: u32, grid: [u16; 9]) -> Option<Vec<u16>> {
        let line: Vec<usize> = (0..9).collect();
        let peers: Vec<Cells> = (0..9)
            .map(|c| line.iter().copied().filter(|&o| o != c).collect())
            .collect();
        let watch = crate::work::Watch::none(9);
        let mut work = Work::new(&peers, &watch, 0, 9);
        work.start(grid.to_vec(), Some(0));
        sandwich_rule(&line, &sandwich_sets(sum, 9), &mut work).ok()?;
        Some(work.grid.clone())
    }

    #[test]
    fn sandwiches_keep_what_some_placing_of_their_digits_gives() {
        let all = [0x1ff; 9];
        // 35 is every digit from 2 to 8: the 1 and the 9 at the ends.
        let row = sandwich_row(35, all).unwrap();
        assert_eq!((row[0], row[8]), (0x101, 0x101));
        assert!(row[1..8].iter().all(|&m| m == 0xfe));
        // 0: the 1 and 9 side by side; with the 1 placed third, the 9 is second or fourth.
        let mut one_third = all;
        one_third[2] = 1;
        let row = sandwich_row(0, one_third).unwrap();
        assert_eq!(
            row.iter().map(|&m| m & 0x100 != 0).collect::<Vec<_>>(),
            [false, true, false, true, false, false, false, false, false]
        );
        // 2 is a lone 2 between the ends; no set of digits from 2 to 8 makes 1.
        assert!(sandwich_row(2, all).is_some());
        assert!(sandwich_row(1, all).is_none());
        // 5 between the 1 (first) and the 9 (third): the middle cell is 5, and no other is.
        let mut ends = all;
        (ends[0], ends[2]) = (1, 0x100);
        let row = sandwich_row(5, ends).unwrap();
        assert_eq!(row[1], 1 << 4);
        assert!(row[3..].iter().all(|&m| m & 1 << 4 == 0));
    }

    /// Every sum of distinct digits, one from each mask.
    fn sums(masks: &[u16], used: u16, out: &mut Vec<i64>, acc: i64) {
        let Some((&m, rest)) = masks.split_first() else {
            out.push(acc);
            return;
        };
        for d in 0..16 {
            if (m & !used) >> d & 1 == 1 {
                sums(rest, used | 1 << d, out, acc + d + 1);
            }
        }
    }

    #[test]
    fn a_span_bounds_every_sum_with_or_without_a_cell() {
        // Masks from a fixed sequence: groups of 0 to 4 cells of 9x9 candidates, and of 16x16's
        // every third group (past the table of `small_extremes`).
        let mut seed = 12345u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            seed >> 12
        };
        for round in 0..3000 {
            let (digits, full) = if round % 3 == 0 {
                (16, 0xffff)
            } else {
                (9, 0x1ff)
            };
            let k = (next() % 5) as usize;
            let mut masks: Vec<u16> = (0..k)
                .map(|_| (next() as u16 & full) | 1 << (next() % digits))
                .collect();
            if round % 5 == 0 {
                // The same candidates in every cell: the bounds are exact.
                masks.iter_mut().for_each(|m| *m = masks_first(k, round));
            }
            let mut all = Vec::new();
            sums(&masks, 0, &mut all, 0);
            let Some(span) = Span::of(masks.iter().copied()) else {
                assert!(all.is_empty(), "{masks:?}");
                continue;
            };
            let (low, high) = span.whole();
            assert!(all.iter().all(|s| (low..=high).contains(s)), "{masks:?}");
            if round % 5 == 0 && !all.is_empty() {
                let exact = (*all.iter().min().unwrap(), *all.iter().max().unwrap());
                assert_eq!((low, high), exact, "{masks:?}");
            }
            for (i, &m) in masks.iter().enumerate() {
                let others: Vec<u16> = masks
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &o)| o)
                    .collect();
                let mut rest = Vec::new();
                sums(&others, 0, &mut rest, 0);
                let (low, high) = span.without(m);
                assert!(
                    rest.iter().all(|s| (low..=high).contains(s)),
                    "{masks:?} {i}"
                );
            }
        }
    }

    /// A mask of at least `k` digits, varying with `round`, some above 9.
    fn masks_first(k: usize, round: usize) -> u16 {
        let base: u16 = [0x1ff, 0b1_0110_1101, 0xf0f0, 0x8421 | 0x0f00, 0xffff][round / 5 % 5];
        let mut mask = base;
        let mut d = 0;
        while (mask.count_ones() as usize) < k {
            mask |= 1 << d;
            d += 1;
        }
        mask
    }
}
