//! Killer cages and the rest of a house by the rule of 45: cells whose distinct digits make a
//! total, and how their candidates narrow.

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
    /// total. Each cell keeps the digits it holds in some filling of the cage (see
    /// [`Walk::fillings`]). A digit every filling uses goes to its one place, or leaves every
    /// cell that sees all of its places.
    pub(crate) fn propagate(&self, work: &mut Work) -> Found {
        let grid = &*work.grid;
        // The placed cells are left out of the walk, and their digits out of the open cells'.
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
        let open = &mut open[..k];
        open.sort_unstable_by_key(|&c| grid[c].count_ones());
        for (slot, &c) in candidates.iter_mut().zip(open.iter()) {
            *slot = grid[c] & !fixed;
        }
        let mut support = [0u16; 16];
        let placed: i64 = (0..16).filter(|d| fixed >> d & 1 == 1).map(|d| d + 1).sum();
        let walk = Walk {
            candidates: &candidates[..k],
            rest: i64::from(self.sum) - placed,
            combos: &self.combos,
            fixed,
            union,
        };
        let required = walk.fillings(&mut support).ok_or(Clash)?;
        for (&c, &keep) in open.iter().zip(&support) {
            work.keep(c, keep)?;
        }
        work.point_out(&self.cells, required)?;
        Ok(())
    }
}

/// The most open cells whose fillings are each tried (see [`Walk::fillings`]); with more, each
/// set of digits is judged on its own (see [`Walk::by_sets`]). Measured on ISS's 41 TAREK
/// killers (`examples/files.rs`, 2026-11-26): judging sets alone, a median of 2,769 branches
/// and 106 ms a puzzle; every filling of every cage, 420 branches but 129 ms; up to 3 open
/// cells, 856 branches and 33 ms; up to 4, 570 and 42 ms.
const WALK_CELLS: usize = 3;

/// The open cells of a cage, to be filled with distinct digits that make, with the placed
/// ones (`fixed`), one of `combos`.
struct Walk<'a> {
    candidates: &'a [u16],
    /// What the open cells must sum to: the total less the placed digits.
    rest: i64,
    combos: &'a [u16],
    fixed: u16,
    /// Every digit the cage's cells may hold, placed or not.
    union: u16,
}

impl Walk<'_> {
    /// Every filling of the open cells from `i` on, given the digits `used` before and the sum
    /// `rest` still to make: each found adds its digits to `support` and narrows `required`.
    /// (A cage's sets are all those of its size and total, so distinct digits that make the sum
    /// are a filling.)
    fn each(
        &self,
        i: usize,
        used: u16,
        rest: i64,
        chosen: &mut [u16; 16],
        support: &mut [u16],
        required: &mut u16,
    ) {
        let k = self.candidates.len();
        if i == k {
            if rest == 0 {
                for j in 0..k {
                    support[j] |= chosen[j];
                }
                *required &= used;
            }
            return;
        }
        let mut digits = self.candidates[i] & !used;
        if i + 1 == k {
            // The last cell: the one digit that makes the sum.
            digits &= if (1..=16).contains(&rest) {
                1 << (rest - 1)
            } else {
                0
            };
        }
        while digits != 0 {
            let d = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let value = i64::from(d.trailing_zeros()) + 1;
            if value > rest {
                break;
            }
            chosen[i] = d;
            self.each(i + 1, used | d, rest - value, chosen, support, required);
        }
    }

    /// The sets of digits that may still fill the open cells, each judged on its own: every
    /// cell can hold one of its digits and each of its digits has a cell. Each cell keeps the
    /// digits of these sets (written to `support`); the digits they all use are returned;
    /// `None` if there is none.
    fn by_sets(&self, support: &mut [u16]) -> Option<u16> {
        let (mut allowed, mut required) = (0u16, u16::MAX);
        for &combo in self.combos {
            if combo & self.fixed != self.fixed || combo & !self.union != 0 {
                continue;
            }
            let set = combo & !self.fixed;
            let mut cover = 0u16;
            for &cand in self.candidates {
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
        for (slot, &cand) in support.iter_mut().zip(self.candidates) {
            *slot = cand & allowed;
        }
        Some(required)
    }

    /// The ways to fill the open cells: each cell's digits that some filling uses (written to
    /// `support`), and the digits every filling uses; `None` if there is no filling. Up to
    /// [`WALK_CELLS`] open cells, every filling is tried (cells with the fewest candidates
    /// first, the last cell's digit the one that makes the sum); above, by [`Walk::by_sets`].
    fn fillings(&self, support: &mut [u16]) -> Option<u16> {
        if self.candidates.len() > WALK_CELLS {
            return self.by_sets(support);
        }
        let mut required = u16::MAX;
        self.each(0, 0, self.rest, &mut [0; 16], support, &mut required);
        (required != u16::MAX).then_some(required)
    }
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

    /// The walk over a cage of `sum` whose open cells have `candidates` (nothing placed).
    fn walk(candidates: &[u16], sum: u32) -> Option<(Vec<u16>, u16)> {
        let cage = Cage::new((0..candidates.len()).collect(), sum, 0x1ff);
        let walk = Walk {
            candidates,
            rest: i64::from(sum),
            combos: &cage.combos,
            fixed: 0,
            union: candidates.iter().fold(0, |u, c| u | c),
        };
        let mut support = vec![0; candidates.len()];
        let required = walk.fillings(&mut support)?;
        Some((support, required))
    }

    #[test]
    fn fillings_keep_the_digits_of_whole_fillings() {
        // Two cells, {3, 4} and 1-9, summing to 5: 1+4 or 2+3.
        assert_eq!(walk(&[0b1100, 0x1ff], 5), Some((vec![0b1100, 0b0011], 0)));
        // Three cells summing to 7 ({1, 2, 4}) where one may only be 4: all three digits are
        // required, and the others keep 1 and 2.
        assert_eq!(
            walk(&[0b1000, 0x1ff, 0x1ff], 7),
            Some((vec![0b1000, 0b0011, 0b0011], 0b1011))
        );
        // {1, 2} three times cannot make 6 with distinct digits.
        assert_eq!(walk(&[0b11, 0b11, 0b11], 6), None);
        // 17 in two cells is 8 + 9 only.
        assert_eq!(walk(&[0x1ff, 0x1ff], 17), Some((vec![0x180, 0x180], 0x180)));
    }
}
