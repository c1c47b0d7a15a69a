//! Killer cages and the rest of a house by the rule of 45: cells whose distinct digits make a
//! total, and how their candidates narrow.

use crate::digits::range;
use crate::work::{Clash, Found, Work};

/// Cells whose distinct digits make a total: a cage, or the rest of a house.
pub(crate) struct Cage {
    /// Its cells.
    pub cells: Vec<usize>,
    /// Its total.
    sum: u32,
    /// The sets of digits that make the total (as bits).
    combos: Vec<u16>,
}

impl Cage {
    pub(crate) fn new(cells: Vec<usize>, sum: u32, full: u16) -> Cage {
        let combos = combos(cells.len() as u32, sum, full);
        Cage { cells, sum, combos }
    }

    /// A cage (or the rest of a house): its distinct digits are one of the sets that make its
    /// total. Each cell keeps the digits it holds in some filling of the cage (exactly, up to
    /// three open cells: [`few_open`]; by sets of digits above: [`by_sets`]). A digit every
    /// filling uses goes to its one place, or leaves every cell that sees all of its places.
    pub(crate) fn propagate(&self, work: &mut Work) -> Found {
        let grid = &*work.grid;
        // The placed cells are left out, and their digits out of the open cells'.
        let (mut open, mut candidates) = ([0usize; 16], [0u16; 16]);
        let (mut k, mut fixed, mut union) = (0, 0u16, 0u16);
        for &c in &self.cells {
            union |= grid[c];
            if grid[c] & (grid[c] - 1) == 0 {
                fixed |= grid[c];
            } else {
                open[k] = c;
                k += 1;
            }
        }
        for (slot, &c) in candidates.iter_mut().zip(&open[..k]) {
            *slot = grid[c] & !fixed;
        }
        let mut support = [0u16; 16];
        let rest = i64::from(self.sum) - digit_sum(fixed);
        let required = if k <= 3 {
            few_open(&candidates[..k], rest, work.full, &mut support)
        } else {
            by_sets(&candidates[..k], &self.combos, fixed, union, &mut support)
        };
        let required = required.ok_or(Clash)?;
        for (&c, &keep) in open[..k].iter().zip(&support) {
            work.keep(c, keep)?;
        }
        work.point_out(&self.cells, required)?;
        Ok(())
    }
}

/// The sum of the digits of `mask`.
pub(crate) fn digit_sum(mask: u16) -> i64 {
    let (mut sum, mut rest) = (0, mask);
    while rest != 0 {
        sum += i64::from(rest.trailing_zeros()) + 1;
        rest &= rest - 1;
    }
    sum
}

/// `{t - f : f in mask}`, within `full`: the digits that make `t` with one of `mask`'s.
///
/// ```text
///   mask.reverse_bits()   bit 16 - f  for digit f (bit f - 1)
///   shifted by 17 - t     bit t - f - 1, the bit of digit t - f
/// ```
fn mirror(mask: u16, t: i64, full: u16) -> u16 {
    if !(2..=32).contains(&t) {
        return 0;
    }
    let reversed = u32::from(mask.reverse_bits());
    let shifted = if t <= 17 {
        reversed >> (17 - t)
    } else {
        reversed << (t - 17)
    };
    shifted as u16 & full
}

/// The digit `t / 2` when `t` is even (the one digit that would pair with itself), as a bit.
fn half(t: i64) -> u16 {
    match t {
        2..=32 if t % 2 == 0 => 1 << (t / 2 - 1),
        _ => 0,
    }
}

/// The digits two cells (`a`, `b`) may hold, distinct and making `t`: `a`'s, `b`'s, and the two
/// digits every such filling uses (none when there are several pairs of digits).
fn pairs(a: u16, b: u16, t: i64, full: u16) -> (u16, u16, u16) {
    let in_a = a & mirror(b, t, full) & !half(t);
    let in_b = b & mirror(in_a, t, full);
    let both = in_a | in_b;
    (in_a, in_b, if both.count_ones() == 2 { both } else { 0 })
}

/// Up to three open cells, distinct digits making `rest`: each cell's digits that some filling
/// gives it (written to `support`), and the digits every filling uses; `None` if there is no
/// filling. Exact, as trying every filling would be: the last two cells by [`pairs`], for each
/// digit of the first.
fn few_open(candidates: &[u16], rest: i64, full: u16, support: &mut [u16]) -> Option<u16> {
    match *candidates {
        [] => (rest == 0).then_some(0),
        [a] => {
            support[0] = a & range(rest, rest, full);
            (support[0] != 0).then_some(support[0])
        }
        [a, b] => {
            let (in_a, in_b, both) = pairs(a, b, rest, full);
            (support[0], support[1]) = (in_a, in_b);
            (in_a != 0).then_some(both)
        }
        [a, b, c] => {
            let mut required = u16::MAX;
            let mut digits = a;
            while digits != 0 {
                let d = digits & digits.wrapping_neg();
                digits &= digits - 1;
                let t = rest - i64::from(d.trailing_zeros()) - 1;
                let (in_b, in_c, both) = pairs(b & !d, c & !d, t, full);
                if in_b != 0 {
                    support[0] |= d;
                    support[1] |= in_b;
                    support[2] |= in_c;
                    required &= d | both;
                }
            }
            (required != u16::MAX).then_some(required)
        }
        _ => unreachable!("few_open takes at most three cells"),
    }
}

/// More open cells: the sets of digits (`combos`, less the placed `fixed`) that may still fill
/// them, each judged on its own: every cell can hold one of its digits and each of its digits
/// has a cell. Each cell keeps the digits of these sets (written to `support`); the digits they
/// all use are returned; `None` if there is none.
fn by_sets(
    candidates: &[u16],
    combos: &[u16],
    fixed: u16,
    union: u16,
    support: &mut [u16],
) -> Option<u16> {
    let (mut allowed, mut required) = (0u16, u16::MAX);
    for &combo in combos {
        if combo & fixed != fixed || combo & !union != 0 {
            continue;
        }
        let set = combo & !fixed;
        let mut cover = 0u16;
        for &cand in candidates {
            let here = cand & set;
            if here == 0 {
                cover = 0;
                break;
            }
            cover |= here;
        }
        if cover == set {
            allowed |= set;
            required &= set;
        }
    }
    if required == u16::MAX {
        return None;
    }
    for (slot, &cand) in support.iter_mut().zip(candidates) {
        *slot = cand & allowed;
    }
    Some(required)
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
        if digit_sum(mask as u16) == i64::from(sum) {
            out.push(mask as u16);
        }
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        mask = (((ripple ^ mask) >> 2) / low) | ripple;
    }
    out
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

    /// A cage of `sum` whose open cells have `candidates` (nothing placed), narrowed as the
    /// propagator does: each cell's kept digits and the digits every filling uses.
    fn fill(candidates: &[u16], sum: u32, full: u16) -> Option<(Vec<u16>, u16)> {
        let mut support = vec![0; candidates.len()];
        let required = match candidates.len() {
            0..=3 => few_open(candidates, i64::from(sum), full, &mut support)?,
            k => {
                let union = candidates.iter().fold(0, |u, c| u | c);
                let combos = combos(k as u32, sum, full);
                by_sets(candidates, &combos, 0, union, &mut support)?
            }
        };
        Some((support, required))
    }

    #[test]
    fn fillings_keep_the_digits_of_whole_fillings() {
        // Two cells, {3, 4} and 1-9, summing to 5: 1+4 or 2+3.
        assert_eq!(
            fill(&[0b1100, 0x1ff], 5, 0x1ff),
            Some((vec![0b1100, 0b0011], 0))
        );
        // Three cells summing to 7 ({1, 2, 4}) where one may only be 4: all three digits are
        // required, and the others keep 1 and 2.
        assert_eq!(
            fill(&[0b1000, 0x1ff, 0x1ff], 7, 0x1ff),
            Some((vec![0b1000, 0b0011, 0b0011], 0b1011))
        );
        // {1, 2} three times cannot make 6 with distinct digits.
        assert_eq!(fill(&[0b11, 0b11, 0b11], 6, 0x1ff), None);
        // 17 in two cells is 8 + 9 only; 31 in 16x16's, 15 + 16; 4 is 1 + 3, never 2 + 2.
        assert_eq!(
            fill(&[0x1ff, 0x1ff], 17, 0x1ff),
            Some((vec![0x180, 0x180], 0x180))
        );
        let top = 0xc000;
        assert_eq!(
            fill(&[0xffff, 0xffff], 31, 0xffff),
            Some((vec![top, top], top))
        );
        assert_eq!(
            fill(&[0b111, 0b111], 4, 0x1ff),
            Some((vec![0b101, 0b101], 0b101))
        );
        // One cell: the rest itself, if it may hold it.
        assert_eq!(fill(&[0b110], 3, 0x1ff), Some((vec![0b100], 0b100)));
        assert_eq!(fill(&[0b110], 1, 0x1ff), None);
        // Four cells making 10 are 1, 2, 3 and 4: each cell keeps those.
        let four = fill(&[0x1ff; 4], 10, 0x1ff).unwrap();
        assert_eq!(four, (vec![0b1111; 4], 0b1111));
    }

    /// Every filling of up to three cells tried, as the oracle for [`few_open`].
    fn every_filling(candidates: &[u16], rest: i64) -> Option<(Vec<u16>, u16)> {
        let mut support = vec![0; candidates.len()];
        let mut required = u16::MAX;
        let k = candidates.len() as u32;
        for choice in 0..16u32.pow(k) {
            let digits: Vec<u16> = (0..k).map(|i| 1 << (choice / 16u32.pow(i) % 16)).collect();
            let used = digits.iter().fold(0, |u, d| u | d);
            let total: i64 = digits
                .iter()
                .map(|d| i64::from(d.trailing_zeros()) + 1)
                .sum();
            let fits = digits.iter().zip(candidates).all(|(d, c)| d & c != 0);
            if fits && used.count_ones() == k && total == rest {
                support.iter_mut().zip(&digits).for_each(|(s, d)| *s |= d);
                required &= used;
            }
        }
        (required != u16::MAX).then_some((support, required))
    }

    #[test]
    fn few_open_cells_keep_exactly_what_every_filling_gives() {
        let mut seed = 2024u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            seed >> 8
        };
        for round in 0..3000 {
            let full: u16 = if round % 3 == 0 { 0xffff } else { 0x1ff };
            let k = next() as usize % 4;
            let candidates: Vec<u16> = (0..k).map(|_| next() as u16 & full).collect();
            let rest = i64::from(next() % 40);
            let mut support = vec![0; k];
            let got = few_open(&candidates, rest, full, &mut support).map(|r| (support, r));
            assert_eq!(
                got,
                every_filling(&candidates, rest),
                "{candidates:?} {rest}"
            );
        }
    }
}
