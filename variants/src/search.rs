//! The search: each cell's candidates as bits (bit `d - 1` for digit `d`), one propagator per
//! constraint run to a fixed point, then a branch on the cell with the fewest candidates. It
//! counts solutions up to two and gives up past a work limit rather than run on.
//!
//! ```text
//!   candidates  u16 per cell: bit 0 = digit 1 ... bit 15 = digit 16
//!   propagate   peers of a placed digit lose it; a digit with one place in a full house goes
//!               there; then each rule: cages (sets of digits that make the total), thermometers
//!               and arrows and little killers (bounds), dots and anti-consecutive (pairs),
//!               sandwiches (checked once their line is full); again until nothing changes
//! ```

use crate::puzzle::{Constraint, Dot, Puzzle};

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// No solution.
    None,
    /// Exactly one: its digits, row by row.
    Unique(Vec<u8>),
    /// Two at least: the first two found.
    Multiple(Vec<u8>, Vec<u8>),
    /// The work limit was reached first (after the solutions found so far, if any).
    GaveUp(Vec<Vec<u8>>),
}

/// The search's outcome and the work it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// What it found.
    pub outcome: Outcome,
    /// How many branches it tried (its measure of work).
    pub branches: u64,
}

/// How many branches the search may try before it gives up (about a second here).
pub const DEFAULT_BRANCHES: u64 = 2_000_000;

/// A rule that needs more than "no digit twice", ready for propagation.
enum Rule {
    /// Cells whose digits are one of `combos` (sets of distinct digits, as bits).
    Combos { cells: Vec<usize>, combos: Vec<u16> },
    /// Strictly increasing along the cells.
    Increasing(Vec<usize>),
    /// The digits of `parts` (which may repeat) sum to `total` or, if `circle` is set, to the
    /// digit in that cell.
    Sum {
        parts: Vec<usize>,
        total: u32,
        circle: Option<usize>,
    },
    /// `a`'s digit `d` needs a digit of `allowed[d - 1]` in `b`, and the other way round.
    Pair {
        a: usize,
        b: usize,
        allowed: Vec<u16>,
    },
    /// The digits between 1 and the largest sum to `sum` (checked once the line is full).
    Sandwich { line: Vec<usize>, sum: u32 },
}

/// A puzzle made ready to search.
pub struct Solver {
    size: usize,
    full: u16,
    start: Vec<u16>,
    /// Each cell's peers: the cells that may not hold its digit.
    peers: Vec<Vec<usize>>,
    /// The houses of `size` cells (each digit once).
    full_houses: Vec<Vec<usize>>,
    rules: Vec<Rule>,
}

fn bit(digit: u32) -> u16 {
    1 << (digit - 1)
}

/// The digits `low..=high` as bits (empty when `high < low`), within `full`.
fn range(low: i64, high: i64, full: u16) -> u16 {
    let low = low.max(1);
    let high = high.min(16);
    if high < low {
        return 0;
    }
    let span = (1u32 << high) - (1u32 << (low - 1));
    span as u16 & full
}

fn lowest(mask: u16) -> i64 {
    i64::from(mask.trailing_zeros()) + 1
}

fn highest(mask: u16) -> i64 {
    16 - i64::from(mask.leading_zeros())
}

impl Solver {
    /// Prepares `puzzle`.
    pub fn new(puzzle: &Puzzle) -> Solver {
        let size = puzzle.shape.size();
        let cells = puzzle.shape.cells();
        let full = range(1, size as i64, u16::MAX);
        let houses = puzzle.houses();
        let mut peers = vec![Vec::new(); cells];
        for house in &houses {
            for &a in house {
                peers[a].extend(house.iter().copied().filter(|&b| b != a));
            }
        }
        for [a, b] in puzzle.apart() {
            peers[a].push(b);
            peers[b].push(a);
        }
        for list in &mut peers {
            list.sort_unstable();
            list.dedup();
        }
        let full_houses: Vec<Vec<usize>> = houses.into_iter().filter(|h| h.len() == size).collect();
        let mut start = vec![full; cells];
        for (cell, given) in puzzle.givens.iter().enumerate() {
            if let Some(d) = given {
                start[cell] &= bit(u32::from(*d));
            }
        }
        let mut rules = rules(puzzle, full, &mut start);
        rules.extend(innies(puzzle, &full_houses, full));
        Solver {
            size,
            full,
            start,
            peers,
            full_houses,
            rules,
        }
    }

    /// Counts solutions up to two, trying at most `branches` branches.
    pub fn solve(&self, branches: u64) -> Report {
        let mut found: Vec<Vec<u8>> = Vec::new();
        let mut tried = 0u64;
        let mut stack = vec![self.start.clone()];
        while let Some(mut grid) = stack.pop() {
            if !self.propagate(&mut grid) {
                continue;
            }
            let open = (0..grid.len())
                .filter(|&c| grid[c].count_ones() > 1)
                .min_by_key(|&c| grid[c].count_ones());
            let Some(cell) = open else {
                found.push(grid.iter().map(|m| m.trailing_zeros() as u8 + 1).collect());
                if found.len() == 2 {
                    break;
                }
                continue;
            };
            tried += 1;
            if tried > branches {
                return Report {
                    outcome: Outcome::GaveUp(found),
                    branches: tried,
                };
            }
            // The lowest digit is tried first: pushed last.
            let mut digits = grid[cell];
            let mut order = Vec::with_capacity(digits.count_ones() as usize);
            while digits != 0 {
                order.push(digits & digits.wrapping_neg());
                digits &= digits - 1;
            }
            for &d in order.iter().rev() {
                let mut next = grid.clone();
                next[cell] = d;
                stack.push(next);
            }
        }
        let outcome = match found.len() {
            0 => Outcome::None,
            1 => Outcome::Unique(found.remove(0)),
            _ => {
                let second = found.remove(1);
                Outcome::Multiple(found.remove(0), second)
            }
        };
        Report {
            outcome,
            branches: tried,
        }
    }

    /// Removes what the rules rule out, until nothing changes; `false` on a contradiction.
    fn propagate(&self, grid: &mut [u16]) -> bool {
        let mut placed = vec![false; grid.len()];
        loop {
            let mut changed = false;
            for cell in 0..grid.len() {
                let digit = grid[cell];
                if digit == 0 {
                    return false;
                }
                if placed[cell] || digit.count_ones() != 1 {
                    continue;
                }
                placed[cell] = true;
                for &peer in &self.peers[cell] {
                    if grid[peer] & digit != 0 {
                        grid[peer] &= !digit;
                        if grid[peer] == 0 {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            match self.hidden_singles(grid) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            for rule in &self.rules {
                match self.apply(rule, grid) {
                    None => return false,
                    Some(more) => changed |= more,
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// A digit with one place left in a full house goes there; `None` if one has none.
    fn hidden_singles(&self, grid: &mut [u16]) -> Option<bool> {
        let mut changed = false;
        for house in &self.full_houses {
            let (mut once, mut twice) = (0u16, 0u16);
            for &c in house {
                twice |= once & grid[c];
                once |= grid[c];
            }
            if once != self.full {
                return None;
            }
            let single = once & !twice;
            if single == 0 {
                continue;
            }
            for &c in house {
                let here = grid[c] & single;
                if here != 0 && grid[c] != here {
                    if here.count_ones() > 1 {
                        return None;
                    }
                    grid[c] = here;
                    changed = true;
                }
            }
        }
        Some(changed)
    }

    /// One rule's propagation: whether it changed anything, `None` on a contradiction.
    fn apply(&self, rule: &Rule, grid: &mut [u16]) -> Option<bool> {
        let mut changed = false;
        let narrowed = &mut changed;
        match rule {
            Rule::Combos { cells, combos } => self.combos(cells, combos, grid, narrowed)?,
            Rule::Increasing(cells) => self.increasing(cells, grid, narrowed)?,
            Rule::Sum {
                parts,
                total,
                circle,
            } => self.sum(parts, *total, *circle, grid, narrowed)?,
            Rule::Pair { a, b, allowed } => {
                let support = |from: u16, to: u16| {
                    (0..self.size)
                        .filter(|&d| from >> d & 1 == 1 && allowed[d] & to != 0)
                        .fold(0u16, |m, d| m | 1 << d)
                };
                narrow(grid, *a, support(grid[*a], grid[*b]), narrowed)?;
                narrow(grid, *b, support(grid[*b], grid[*a]), narrowed)?;
            }
            Rule::Sandwich { line, sum } => self.sandwich(line, *sum, grid, narrowed)?,
        }
        Some(changed)
    }

    /// A cage: its cells' digits are one of the sets that make its total.
    fn combos(
        &self,
        cells: &[usize],
        combos: &[u16],
        grid: &mut [u16],
        changed: &mut bool,
    ) -> Option<()> {
        let union = cells.iter().fold(0, |u, &c| u | grid[c]);
        let fixed = (cells.iter())
            .filter(|&&c| grid[c].count_ones() == 1)
            .fold(0, |f, &c| f | grid[c]);
        let (mut allowed, mut required) = (0u16, self.full);
        for &combo in combos {
            if combo & fixed == fixed
                && combo & !union == 0
                && cells.iter().all(|&c| grid[c] & combo != 0)
            {
                allowed |= combo;
                required &= combo;
            }
        }
        if allowed == 0 {
            return None;
        }
        for &c in cells {
            narrow(grid, c, allowed, changed)?;
        }
        // A digit every possible set needs, with one place left in the cage, goes there.
        let mut need = required & !fixed;
        while need != 0 {
            let d = need & need.wrapping_neg();
            need &= need - 1;
            let places: Vec<usize> = cells
                .iter()
                .copied()
                .filter(|&c| grid[c] & d != 0)
                .collect();
            match places[..] {
                [] => return None,
                [only] => narrow(grid, only, d, changed)?,
                _ => {}
            }
        }
        Some(())
    }

    /// A thermometer: each cell above the one before, below the one after.
    fn increasing(&self, cells: &[usize], grid: &mut [u16], changed: &mut bool) -> Option<()> {
        let mut low = 0;
        for &c in cells {
            narrow(grid, c, range(low + 1, 16, self.full), changed)?;
            low = lowest(grid[c]);
        }
        let mut high = 17;
        for &c in cells.iter().rev() {
            narrow(grid, c, range(1, high - 1, self.full), changed)?;
            high = highest(grid[c]);
        }
        Some(())
    }

    /// A sum by bounds: the parts' lows and highs against the total (or the circle's digit).
    fn sum(
        &self,
        parts: &[usize],
        total: u32,
        circle: Option<usize>,
        grid: &mut [u16],
        changed: &mut bool,
    ) -> Option<()> {
        let low: i64 = parts.iter().map(|&c| lowest(grid[c])).sum();
        let high: i64 = parts.iter().map(|&c| highest(grid[c])).sum();
        let (t_low, t_high) = match circle {
            Some(circle) => {
                narrow(grid, circle, range(low, high, self.full), changed)?;
                (lowest(grid[circle]), highest(grid[circle]))
            }
            None => (i64::from(total), i64::from(total)),
        };
        if low > t_high || high < t_low {
            return None;
        }
        for &c in parts {
            let others = (low - lowest(grid[c]), high - highest(grid[c]));
            narrow(
                grid,
                c,
                range(t_low - others.1, t_high - others.0, self.full),
                changed,
            )?;
        }
        Some(())
    }

    /// A sandwich: where the 1 and the largest digit may be, by the bounds of the cells between
    /// (1 and the largest left out); and the sum itself once the line is full.
    fn sandwich(
        &self,
        line: &[usize],
        sum: u32,
        grid: &mut [u16],
        changed: &mut bool,
    ) -> Option<()> {
        let (one, top) = (1u16, bit(self.size as u32));
        let middle = self.full & !one & !top;
        let (mut ones, mut tops) = (0u32, 0u32);
        for (i, &a) in line.iter().enumerate() {
            for (j, &b) in line.iter().enumerate() {
                if i == j || grid[a] & one == 0 || grid[b] & top == 0 {
                    continue;
                }
                let inside = &line[i.min(j) + 1..i.max(j)];
                let bounds: Option<(i64, i64)> = inside.iter().try_fold((0, 0), |(l, h), &c| {
                    let m = grid[c] & middle;
                    (m != 0).then(|| (l + lowest(m), h + highest(m)))
                });
                if bounds.is_some_and(|(l, h)| (l..=h).contains(&i64::from(sum))) {
                    ones |= 1 << i;
                    tops |= 1 << j;
                }
            }
        }
        if ones == 0 {
            return None;
        }
        for (i, &c) in line.iter().enumerate() {
            if ones >> i & 1 == 0 {
                narrow(grid, c, !one, changed)?;
            }
            if tops >> i & 1 == 0 {
                narrow(grid, c, !top, changed)?;
            }
        }
        if line.iter().all(|&c| grid[c].count_ones() == 1) {
            let digits: Vec<u32> = line.iter().map(|&c| grid[c].trailing_zeros() + 1).collect();
            if sandwich(&digits, self.size as u32) != Some(sum) {
                return None;
            }
        }
        Some(())
    }
}

/// Keeps only `keep` of `cell`'s candidates: `None` if none is left; `changed` if any went.
fn narrow(grid: &mut [u16], cell: usize, keep: u16, changed: &mut bool) -> Option<()> {
    let next = grid[cell] & keep;
    if next == 0 {
        return None;
    }
    if next != grid[cell] {
        grid[cell] = next;
        *changed = true;
    }
    Some(())
}

/// The sum of the digits between the 1 and the largest digit; `None` if either is missing.
pub fn sandwich(digits: &[u32], size: u32) -> Option<u32> {
    let one = digits.iter().position(|&d| d == 1)?;
    let top = digits.iter().position(|&d| d == size)?;
    let (from, to) = (one.min(top), one.max(top));
    Some(digits[from + 1..to].iter().sum())
}

/// The rules the search propagates, and the candidates `Allowed` leaves (in `start`).
fn rules(puzzle: &Puzzle, full: u16, start: &mut [u16]) -> Vec<Rule> {
    let size = puzzle.shape.size() as u32;
    let pair = |a: usize, b: usize, ok: &dyn Fn(u32, u32) -> bool| Rule::Pair {
        a,
        b,
        allowed: (1..=size)
            .map(|d| (1..=size).filter(|&e| ok(d, e)).fold(0, |m, e| m | bit(e)))
            .collect(),
    };
    let mut rules = Vec::new();
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Cage {
                sum: Some(sum),
                cells,
            } => rules.push(Rule::Combos {
                combos: combos(cells.len() as u32, *sum, full),
                cells: cells.clone(),
            }),
            Constraint::Thermo(cells) => rules.push(Rule::Increasing(cells.clone())),
            Constraint::Arrow { circle, line } => rules.push(Rule::Sum {
                parts: line.clone(),
                total: 0,
                circle: Some(*circle),
            }),
            Constraint::LittleKiller { sum, cells } => rules.push(Rule::Sum {
                parts: cells.clone(),
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
                sum: *sum,
            }),
            Constraint::Allowed { cell, digits } => start[*cell] &= *digits,
            _ => {}
        }
    }
    rules
}

/// The rule of 45 (of `size * (size + 1) / 2`): in each full house, the cells left by the cages
/// with a total that lie wholly inside it sum to the rest, and differ, so they are a cage too.
fn innies(puzzle: &Puzzle, full_houses: &[Vec<usize>], full: u16) -> Vec<Rule> {
    let n = puzzle.shape.size() as u32;
    let cages: Vec<(&Vec<usize>, u32)> = (puzzle.constraints.iter())
        .filter_map(|c| match c {
            Constraint::Cage {
                sum: Some(sum),
                cells,
            } => Some((cells, *sum)),
            _ => None,
        })
        .collect();
    let mut rules = Vec::new();
    for house in full_houses {
        let mut left: Vec<usize> = house.clone();
        let mut total = n * (n + 1) / 2;
        for (cells, sum) in &cages {
            if cells.iter().all(|c| house.contains(c)) && cells.iter().all(|c| left.contains(c)) {
                left.retain(|c| !cells.contains(c));
                total = total.saturating_sub(*sum);
            }
        }
        if !left.is_empty() && left.len() < house.len() {
            rules.push(Rule::Combos {
                combos: combos(left.len() as u32, total, full),
                cells: left.clone(),
            });
        }
        rules.extend(outies(&cages, house, &left, total));
    }
    rules
}

/// Outies: when cages with totals that stick out of a house cover the rest of it (`left`, whose
/// digits sum to `total`), without overlapping, the cells outside the house sum to the cages'
/// totals less `total` (digits there may repeat: a sum by bounds).
fn outies(
    cages: &[(&Vec<usize>, u32)],
    house: &[usize],
    left: &[usize],
    total: u32,
) -> Option<Rule> {
    let mut covered: Vec<usize> = Vec::new();
    let (mut outside, mut sums) = (Vec::new(), 0u32);
    for (cells, sum) in cages {
        let inside = cells.iter().filter(|c| house.contains(c)).count();
        if inside == 0 || inside == cells.len() || !cells.iter().all(|c| !covered.contains(c)) {
            continue;
        }
        if !cells
            .iter()
            .filter(|c| house.contains(c))
            .all(|c| left.contains(c))
        {
            continue;
        }
        covered.extend(cells.iter().copied());
        outside.extend(cells.iter().copied().filter(|c| !house.contains(c)));
        sums += sum;
    }
    let done = left.iter().all(|c| covered.contains(c));
    (done && !outside.is_empty() && sums >= total).then(|| Rule::Sum {
        parts: outside,
        total: sums - total,
        circle: None,
    })
}

/// Every set of `k` distinct digits (within `full`) that sums to `sum`, as bits.
fn combos(k: u32, sum: u32, full: u16) -> Vec<u16> {
    let mut out = Vec::new();
    if k == 0 || k > 16 {
        return out;
    }
    // The sets of k digits, in order, by Gosper's hack, while they stay within `full`.
    let mut mask: u32 = (1 << k) - 1;
    while mask <= u32::from(full) {
        let digits: u32 = (0..16).filter(|d| mask >> d & 1 == 1).map(|d| d + 1).sum();
        if digits == sum {
            out.push(mask as u16);
        }
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        mask = (((ripple ^ mask) >> 2) / low) | ripple;
    }
    out
}

/// Solves `puzzle` with the default work limit.
pub fn solve(puzzle: &Puzzle) -> Report {
    Solver::new(puzzle).solve(DEFAULT_BRANCHES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combos_are_the_sets_that_make_the_total() {
        assert_eq!(combos(2, 3, 0x1ff), vec![0b11]);
        assert_eq!(combos(2, 17, 0x1ff), vec![0b1_1000_0000]);
        assert_eq!(combos(3, 6, 0x1ff), vec![0b111]);
        assert_eq!(combos(2, 10, 0x1ff).len(), 4);
        assert_eq!(combos(9, 45, 0x1ff), vec![0x1ff]);
        assert!(combos(2, 18, 0x1ff).is_empty());
        assert_eq!(combos(2, 31, 0xffff), vec![0b1100_0000_0000_0000]);
    }

    #[test]
    fn ranges_and_bounds() {
        assert_eq!(range(2, 4, 0x1ff), 0b1110);
        assert_eq!(range(5, 3, 0x1ff), 0);
        assert_eq!(range(-3, 30, 0x1ff), 0x1ff);
        assert_eq!((lowest(0b1100), highest(0b1100)), (3, 4));
        assert_eq!(sandwich(&[3, 1, 4, 2, 9, 5], 9), Some(6));
        assert_eq!(sandwich(&[1, 9, 5], 9), Some(0));
        assert_eq!(sandwich(&[2, 3], 9), None);
    }
}
