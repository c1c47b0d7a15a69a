//! The rules of lines, pills, clones, quadruples, minima and maxima, X-sums, skyscrapers and
//! indexers, made from a puzzle's constraints, and the propagators they need beyond
//! `rules.rs`'s and `sums.rs`': a weighted sum, a between line, a quadruple, an X-sum, a skyscraper.
//!
//! ```text
//!   renban     each run of consecutive digits as long as the line: possible if every cell
//!              has a digit of it and together they have all of it
//!   pairs      whispers, nabner, palindromes, entropic and modular lines, clones,
//!              minima and maxima, indexers: a relation between two cells, each keeps the digits
//!              the other can answer (exact once both are placed)
//!   linear     zippers, region sums, double arrows, pill arrows: a sum of weighted groups
//!              (each group's cells share a house) equals a total, narrowed by bounds
//!   between    each way round (which end is low), the line between the ends' digits
//!   quadruple  each listed digit needs as many places among the four cells as it is listed
//!   x-sum      each first digit x: the next x - 1 cells make the rest of the clue
//!   skyscraper the states (tallest so far, how many seen) that reach the clue, forwards and
//!              backwards along the line; a digit stays where some state passes through it
//! ```

use crate::cells::Cells;
use crate::digits::{bit, highest, lowest, range};
use crate::puzzle::{Constraint, Line, Puzzle};
use crate::rule::Rule;
use crate::sums::{Span, groups};
use crate::work::{Clash, Found, Work};

/// The rules of `constraint` if it is one of this module's kinds (`None` otherwise).
pub(crate) fn rules_of(
    puzzle: &Puzzle,
    constraint: &Constraint,
    peers: &[Cells],
) -> Option<Vec<Rule>> {
    let size = puzzle.shape.digits() as u32;
    let pair = |a: usize, b: usize, ok: &dyn Fn(u32, u32) -> bool| Rule::pair(a, b, size, ok);
    Some(match constraint {
        Constraint::Line { kind, cells } => line_rules(puzzle, *kind, cells, peers),
        Constraint::Pill { pill, line } => vec![pill_rule(pill, line, peers)],
        Constraint::Clone([a, b]) => vec![pair(*a, *b, &|d, e| d == e)],
        Constraint::Quadruple { cells, digits } => vec![quadruple_rule(*cells, digits)],
        Constraint::Minimum(cell) => (puzzle.beside(*cell).into_iter())
            .map(|other| pair(*cell, other, &|d, e| d < e))
            .collect(),
        Constraint::Maximum(cell) => (puzzle.beside(*cell).into_iter())
            .map(|other| pair(*cell, other, &|d, e| d > e))
            .collect(),
        Constraint::Pairwise {
            allows, all, cells, ..
        } => {
            let k = cells.len();
            let pairs = (0..k).flat_map(|i| {
                let last = if *all { k } else { (i + 2).min(k) };
                (i + 1..last).map(move |j| (i, j))
            });
            let ok = |d: u32, e: u32| allows[d as usize - 1] >> (e - 1) & 1 == 1;
            pairs.map(|(i, j)| pair(cells[i], cells[j], &ok)).collect()
        }
        Constraint::Rellik { total, cells } => vec![Rule::Rellik {
            cells: cells.clone(),
            total: *total,
        }],
        Constraint::GreaterThan(cells) => (puzzle.greater_pairs(cells).into_iter())
            .map(|[a, b]| pair(a, b, &|d, e| d > e))
            .collect(),
        Constraint::XSum { sum, line } => vec![Rule::XSum {
            line: line.clone(),
            sum: *sum,
        }],
        Constraint::Skyscraper { count, line } => vec![Rule::Skyscraper {
            line: line.clone(),
            count: *count,
        }],
        Constraint::NumberedRoom { digit, line } => room_rules(*digit, line, size),
        Constraint::Indexer { by, cell } => {
            let Some((targets, digit)) = puzzle.indexed(*by, *cell) else {
                return Some(Vec::new());
            };
            let digit = u32::from(digit);
            // The cell's digit is `j + 1` exactly when target `j` holds `digit` (which stands
            // once in the target's house).
            (targets.into_iter().enumerate())
                .filter(|&(_, target)| target != *cell)
                .map(|(j, target)| (j as u32 + 1, target))
                .map(|(j, target)| pair(*cell, target, &move |d, e| (d == j) == (e == digit)))
                .collect()
        }
        _ => return None,
    })
}

/// A pill's digits read as a number (its first cell the most significant) equal the sum of the
/// line's.
fn pill_rule(pill: &[usize], line: &[usize], peers: &[Cells]) -> Rule {
    let mut terms: Vec<(i64, Vec<usize>)> =
        groups(line, peers).into_iter().map(|g| (1, g)).collect();
    let mut weight = 1;
    for &cell in pill.iter().rev() {
        terms.push((-weight, vec![cell]));
        weight *= 10;
    }
    Rule::Linear { terms, total: 0 }
}

/// A quadruple's digits among its four cells, each as often as listed.
fn quadruple_rule(cells: [usize; 4], digits: &[u8]) -> Rule {
    let mut needs: Vec<(u16, u8)> = Vec::new();
    for &d in digits {
        match needs.iter_mut().find(|(b, _)| *b == bit(u32::from(d))) {
            Some((_, count)) => *count += 1,
            None => needs.push((bit(u32::from(d)), 1)),
        }
    }
    Rule::Quad { cells, needs }
}

/// The rules of a line of `kind` through `cells`.
fn line_rules(puzzle: &Puzzle, kind: Line, cells: &[usize], peers: &[Cells]) -> Vec<Rule> {
    let size = puzzle.shape.digits() as u32;
    let k = cells.len();
    // A pair rule for every two cells at most `apart` places apart on the line.
    let near = |apart: usize, ok: &dyn Fn(u32, u32) -> bool| -> Vec<Rule> {
        let mut rules = Vec::new();
        for i in 0..k {
            for j in i + 1..k.min(i + apart + 1) {
                rules.push(Rule::pair(cells[i], cells[j], size, ok));
            }
        }
        rules
    };
    let sum = |cells: &[usize], weight: i64| -> Vec<(i64, Vec<usize>)> {
        groups(cells, peers)
            .into_iter()
            .map(|g| (weight, g))
            .collect()
    };
    // `first` and each of `others` sum to the same.
    let equal = |first: &[usize], others: &[Vec<usize>]| -> Vec<Rule> {
        (others.iter())
            .map(|other| Rule::Linear {
                terms: [sum(first, 1), sum(other, -1)].concat(),
                total: 0,
            })
            .collect()
    };
    match kind {
        Line::SlowThermo => vec![Rule::Increasing {
            cells: cells.to_vec(),
            strict: false,
        }],
        Line::Whisper(apart) => near(1, &|d, e| d.abs_diff(e) >= apart),
        Line::Renban => vec![Rule::Renban(cells.to_vec())],
        Line::Nabner => near(k, &|d, e| d.abs_diff(e) > 1),
        Line::Palindrome => (0..k / 2)
            .map(|i| Rule::pair(cells[i], cells[k - 1 - i], size, &|d, e| d == e))
            .collect(),
        Line::Between if k >= 3 => vec![Rule::Between {
            ends: [cells[0], cells[k - 1]],
            line: cells[1..k - 1].to_vec(),
        }],
        Line::Between => Vec::new(),
        Line::Entropic => {
            let third = (size / 3).max(1);
            near(2, &|d, e| (d - 1) / third != (e - 1) / third)
        }
        Line::Modular(m) => near(m.max(1) as usize - 1, &|d, e| d % m != e % m),
        Line::Zipper => {
            let pairs: Vec<Vec<usize>> = (0..k / 2)
                .map(|i| vec![cells[i], cells[k - 1 - i]])
                .collect();
            match (k % 2, pairs.split_first()) {
                (1, _) => equal(&[cells[k / 2]], &pairs),
                (_, Some((first, rest))) => equal(first, rest),
                _ => Vec::new(),
            }
        }
        Line::RegionSum => match puzzle.segments(cells).split_first() {
            Some((first, rest)) => equal(first, rest),
            None => Vec::new(),
        },
        Line::DoubleArrow if k >= 2 => {
            equal(&[cells[0], cells[k - 1]], &[cells[1..k - 1].to_vec()])
        }
        Line::DoubleArrow => Vec::new(),
        Line::Sum { total, looped } => vec![Rule::SumLine {
            cells: cells.to_vec(),
            total,
            looped,
        }],
    }
}

/// `a / b` rounded down, and up (for `b != 0`, either sign).
fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -floor_div(-a, b)
}

/// A weighted sum, `sum(weight × a group's digits) = total`, by bounds: each group's digits
/// differ (they share a house), so a group of `k` cells sums to at least its `k` lowest digits.
pub(crate) fn linear(terms: &[(i64, Vec<usize>)], total: i64, work: &mut Work) -> Found {
    let span = |work: &Work, weight: i64, group: &[usize]| -> Result<(Span, i64, i64), Clash> {
        let span = Span::over(&work.grid, group).ok_or(Clash)?;
        let (low, high) = span.whole();
        Ok(if weight >= 0 {
            (span, weight * low, weight * high)
        } else {
            (span, weight * high, weight * low)
        })
    };
    // Each term's span, once: a span taken before a later narrowing is only wider, so still
    // sound (and the narrowing queues the rule again).
    let spans = (terms.iter())
        .map(|(w, g)| span(work, *w, g))
        .collect::<Result<Vec<_>, _>>()?;
    let (low, high) = spans.iter().fold((0, 0), |(l, h), s| (l + s.1, h + s.2));
    if !(low..=high).contains(&total) {
        return Err(Clash);
    }
    for ((weight, group), own) in terms.iter().zip(&spans) {
        let (low, high) = (low - own.1, high - own.2);
        // This group's weighted sum, then its sum.
        let (t_low, t_high) = (total - high, total - low);
        let (s_low, s_high) = match *weight {
            0 => continue,
            w if w > 0 => (ceil_div(t_low, w), floor_div(t_high, w)),
            w => (ceil_div(t_high, w), floor_div(t_low, w)),
        };
        for &cell in group {
            let (rest_low, rest_high) = own.0.without(work.grid[cell]);
            work.keep(cell, range(s_low - rest_high, s_high - rest_low, work.full))?;
        }
    }
    Ok(())
}

/// A between line: for each way round (the first end low, or the last), the ends' digits that
/// leave every cell between them a digit strictly between, and those digits.
pub(crate) fn between(ends: [usize; 2], line: &[usize], work: &mut Work) -> Found {
    let full = work.full;
    let (mut keep_ends, mut keep_line) = ([0u16; 2], vec![0u16; line.len()]);
    for low_first in [true, false] {
        let (low_end, high_end) = match low_first {
            true => (ends[0], ends[1]),
            false => (ends[1], ends[0]),
        };
        let (mut low, mut high) = (work.grid[low_end], work.grid[high_end]);
        let mut ok = true;
        for _ in 0..2 {
            if low == 0 || high == 0 {
                ok = false;
                break;
            }
            let inside = range(lowest(low) + 1, highest(high) - 1, full);
            let (mut least_high, mut most_low) = (highest(high), lowest(low));
            for &c in line {
                let m = work.grid[c] & inside;
                if m == 0 {
                    ok = false;
                }
                least_high = least_high.min(highest(m | 1));
                most_low = most_low.max(lowest(m | bit(16)));
            }
            low &= range(1, least_high - 1, full);
            high &= range(most_low + 1, 16, full);
        }
        if !ok {
            continue;
        }
        let inside = range(lowest(low) + 1, highest(high) - 1, full);
        let (low_slot, high_slot) = if low_first { (0, 1) } else { (1, 0) };
        keep_ends[low_slot] |= low;
        keep_ends[high_slot] |= high;
        for (i, &c) in line.iter().enumerate() {
            keep_line[i] |= work.grid[c] & inside;
        }
    }
    work.keep(ends[0], keep_ends[0])?;
    work.keep(ends[1], keep_ends[1])?;
    for (i, &c) in line.iter().enumerate() {
        work.keep(c, keep_line[i])?;
    }
    Ok(())
}

/// A rellik cage: the sums its placed digits make, one or more of them, as bits; an open cell
/// loses a digit `d` that is the total itself or makes it with some of them. (Exact once one
/// cell is left open; the cage's digits differ by its house.)
pub(crate) fn rellik(cells: &[usize], total: u32, work: &mut Work) -> Found {
    if total == 0 || total > 127 {
        return Ok(());
    }
    let mut sums: u128 = 1; // the empty set's 0
    for &c in cells {
        let m = work.grid[c];
        if m & (m - 1) == 0 {
            sums |= sums << (m.trailing_zeros() + 1);
        }
    }
    if sums >> total & 1 == 1 {
        return Err(Clash);
    }
    // Digit d is out where total - d is a sum of placed digits (0 among them).
    let mut out = 0u16;
    for d in 1..=work.size as u32 {
        if d <= total && sums >> (total - d) & 1 == 1 {
            out |= 1 << (d - 1);
        }
    }
    for &c in cells {
        let m = work.grid[c];
        if m & (m - 1) != 0 {
            work.keep(c, !out)?;
        }
    }
    Ok(())
}

/// A sum line: each cell keeps the digits some split of the line into runs of `total` gives
/// it. The states are the sums of the run under way, as bits (`total` is at most 120):
///
/// ```text
///   ahead[i]    the run sums that reading cells 0..i can leave
///   behind[i]   the run sums before cell i from which the rest can end the line
///   digit d at cell i, from run sum s:  s + d < total -> s + d;  s + d == total -> 0
/// ```
///
/// A line starts and ends between runs (sum 0); a loop starts with some sum carried in from its
/// end and must come back to it, each such sum tried in turn.
pub(crate) fn sum_line(cells: &[usize], total: u32, looped: bool, work: &mut Work) -> Found {
    let (t, k) = (total as usize, cells.len());
    if t == 0 || t > 120 || k == 0 || k > 256 {
        return Err(Clash);
    }
    let below: u128 = (1u128 << t) - 1;
    let step = |states: u128, d: usize| -> u128 {
        let mut next = (states << d) & below;
        if d <= t && states >> (t - d) & 1 == 1 {
            next |= 1;
        }
        next
    };
    let mut support = [0u16; 256];
    let mut found = false;
    let (mut ahead, mut behind) = ([0u128; 257], [0u128; 257]);
    for carried in 0..if looped { t } else { 1 } {
        ahead[0] = 1 << carried;
        for (i, &c) in cells.iter().enumerate() {
            let mut digits = work.grid[c];
            let mut next = 0;
            while digits != 0 {
                next |= step(ahead[i], digits.trailing_zeros() as usize + 1);
                digits &= digits - 1;
            }
            ahead[i + 1] = next;
        }
        if ahead[k] >> carried & 1 == 0 {
            continue;
        }
        found = true;
        behind[k] = 1 << carried;
        for (i, &c) in cells.iter().enumerate().rev() {
            let (mut digits, mut from) = (work.grid[c], 0u128);
            while digits != 0 {
                let d = digits.trailing_zeros() as usize + 1;
                digits &= digits - 1;
                // The sums s with s + d in behind[i + 1] (or s + d == total, if 0 is).
                let mut states = (behind[i + 1] >> d) & below;
                if d <= t && behind[i + 1] & 1 == 1 {
                    states |= 1 << (t - d);
                }
                from |= states;
                if states & ahead[i] != 0 {
                    support[i] |= 1 << (d - 1);
                }
            }
            behind[i] = from;
        }
    }
    if !found {
        return Err(Clash);
    }
    for (&c, &keep) in cells.iter().zip(&support) {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// A renban line of `k` cells: each run of `k` consecutive digits is tried; one is possible if
/// each cell has a digit in it and the cells' digits in it cover it; each cell keeps its digits
/// in the possible runs, and the digits every possible run has must stand on the line
/// (`Work::point_out`). (Its cells hold no digit twice: they are a house, `Puzzle::houses`.)
pub(crate) fn renban(cells: &[usize], work: &mut Work) -> Found {
    let (k, size) = (cells.len() as i64, work.size as i64);
    let (mut keep, mut required) = (vec![0u16; cells.len()], u16::MAX);
    for low in 1..=size - k + 1 {
        let run = range(low, low + k - 1, work.full);
        let (mut union, mut each) = (0u16, true);
        for &c in cells {
            let m = work.grid[c] & run;
            each &= m != 0;
            union |= m;
        }
        if each && union == run {
            required &= run;
            for (i, &c) in cells.iter().enumerate() {
                keep[i] |= work.grid[c] & run;
            }
        }
    }
    for (i, &c) in cells.iter().enumerate() {
        work.keep(c, keep[i])?;
    }
    // The digits of every possible run stand on the line: they point out of it.
    work.point_out(cells, required)
}

/// A quadruple: each listed digit (`bit`) needs `count` places among the four cells; one with
/// just that many takes them all; four digits listed leave the cells nothing else.
pub(crate) fn quadruple(cells: &[usize; 4], needs: &[(u16, u8)], work: &mut Work) -> Found {
    let (mut listed, mut wanted) = (0u16, 0u8);
    for &(digit, count) in needs {
        let places = cells.iter().filter(|&&c| work.grid[c] & digit != 0).count();
        if places < usize::from(count) {
            return Err(Clash);
        }
        if places == usize::from(count) {
            for &c in cells {
                if work.grid[c] & digit != 0 {
                    work.keep(c, digit)?;
                }
            }
        }
        listed |= digit;
        wanted += count;
    }
    if wanted >= 4 {
        for &c in cells {
            work.keep(c, listed)?;
        }
    }
    Ok(())
}

/// An X-sum: for each digit `x` the first cell may hold, whether the next `x - 1` cells can make
/// the rest of the clue; each cell keeps what some such `x` leaves it.
pub(crate) fn xsum(line: &[usize], sum: u32, work: &mut Work) -> Found {
    let (full, sum) = (work.full, i64::from(sum));
    let mut support = [0u16; 16];
    let first = work.grid[line[0]];
    for x in 1..=line.len() {
        if first & bit(x as u32) == 0 {
            continue;
        }
        let rest = &line[1..x];
        let target = sum - x as i64;
        let Some(span) = Span::over(&work.grid, rest) else {
            continue;
        };
        if !(span.whole().0..=span.whole().1).contains(&target) {
            continue;
        }
        support[0] |= bit(x as u32);
        for (i, &c) in rest.iter().enumerate() {
            let (rest_low, rest_high) = span.without(work.grid[c]);
            support[i + 1] |= work.grid[c] & range(target - rest_high, target - rest_low, full);
        }
        for (i, &c) in line.iter().enumerate().skip(x) {
            support[i] |= work.grid[c];
        }
    }
    for (i, &c) in line.iter().enumerate() {
        work.keep(c, support[i])?;
    }
    Ok(())
}

/// A skyscraper clue: the states (the tallest so far, as a digit; how many seen, as a bit of a
/// mask per tallest) reachable before each cell, and those from which the clue can still be met;
/// a digit stays in a cell if it leads some reachable state to one that can.
pub(crate) fn skyscraper(line: &[usize], count: u32, work: &mut Work) -> Found {
    let n = line.len();
    if count as usize > n {
        return Err(Clash);
    }
    // The tallest so far is a digit: up to the grid's largest (more than the line's length where
    // a line is shorter than the digits).
    let top = (u16::BITS - work.full.leading_zeros()) as usize;
    // forward[i][t]: the counts seen with tallest `t` before cell `i`; back[i][t]: the counts
    // from which the rest of the line, from cell `i` on, ends with `count` seen.
    let mut forward = [[0u32; 17]; 17];
    let mut back = [[0u32; 17]; 17];
    forward[0][0] = 1;
    for (i, &c) in line.iter().enumerate() {
        for t in 0..=top {
            let seen = forward[i][t];
            if seen == 0 {
                continue;
            }
            for d in digits(work.grid[c]) {
                match d > t {
                    true => forward[i + 1][d] |= seen << 1,
                    false => forward[i + 1][t] |= seen,
                }
            }
        }
    }
    back[n] = [1 << count; 17];
    for (i, &c) in line.iter().enumerate().rev() {
        for t in 0..=top {
            for d in digits(work.grid[c]) {
                back[i][t] |= match d > t {
                    true => back[i + 1][d] >> 1,
                    false => back[i + 1][t],
                };
            }
        }
    }
    for (i, &c) in line.iter().enumerate() {
        let mut keep = 0u16;
        for d in digits(work.grid[c]) {
            let leads = (0..=top).any(|t| {
                let next = match d > t {
                    true => back[i + 1][d] >> 1,
                    false => back[i + 1][t],
                };
                forward[i][t] & next != 0
            });
            if leads {
                keep |= bit(d as u32);
            }
        }
        work.keep(c, keep)?;
    }
    Ok(())
}

/// The digits of a candidate mask, from 1.
fn digits(mask: u16) -> impl Iterator<Item = usize> {
    (0..16).filter(move |d| mask >> d & 1 == 1).map(|d| d + 1)
}

/// A numbered room as pairs from its first cell: that cell is `j + 1` only if cell `j` holds the
/// clue's digit (and, on a line that holds every digit once, exactly when it does); it is 1 only
/// if the clue is 1 (pairs with every other cell, which then may not hold it).
fn room_rules(digit: u32, line: &[usize], size: u32) -> Vec<Rule> {
    let len = line.len() as u32;
    let full = len == size;
    let first = line[0];
    (line.iter().enumerate().skip(1))
        .map(|(j, &cell)| {
            let at = j as u32 + 1;
            let ok = move |d: u32, e: u32| {
                let fits = (d != 1 || digit == 1) && d <= len;
                match full {
                    true => fits && ((d == at) == (e == digit)),
                    false => fits && (d != at || e == digit),
                }
            };
            Rule::pair(first, cell, size, &ok)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cells::Cells;

    /// Every filling of `masks` tried: each cell's digits in some filling that splits into runs
    /// of `total` (by the checker's reading, around a loop from some start), or `None` when none
    /// does.
    fn every_split(masks: &[u16], total: u32, looped: bool) -> Option<Vec<u16>> {
        let k = masks.len();
        let mut support = vec![0u16; k];
        let mut digits = vec![0u32; k];
        let mut found = false;
        for choice in 0..9u32.pow(k as u32) {
            for (i, d) in digits.iter_mut().enumerate() {
                *d = choice / 9u32.pow(i as u32) % 9 + 1;
            }
            let fits = digits
                .iter()
                .zip(masks)
                .all(|(&d, &m)| m >> (d - 1) & 1 == 1);
            let ok = crate::check::splits_into_runs(&digits, total, looped);
            if fits && ok {
                found = true;
                support
                    .iter_mut()
                    .zip(&digits)
                    .for_each(|(s, &d)| *s |= 1 << (d - 1));
            }
        }
        found.then_some(support)
    }

    #[test]
    fn a_sum_line_keeps_exactly_what_some_split_gives() {
        let mut seed = 77u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            seed >> 8
        };
        for round in 0..1500 {
            let k = 1 + next() as usize % 5;
            let masks: Vec<u16> = (0..k)
                .map(|_| (next() as u16 & 0x1ff) | 1 << (next() % 9))
                .collect();
            let total = 1 + next() % 17;
            let looped = round % 2 == 1;
            let cells: Vec<usize> = (0..k).collect();
            let peers = vec![Cells::default(); k];
            let watch = crate::work::Watch::none(k);
            let mut work = Work::new(&peers, &watch, 0, 9);
            work.start(masks.clone(), Some(0));
            let got = sum_line(&cells, total, looped, &mut work)
                .ok()
                .map(|()| work.grid.clone());
            assert_eq!(
                got,
                every_split(&masks, total, looped),
                "{masks:?} {total} {looped}"
            );
        }
    }
}
