//! Killer cages and the rest of a house by the rule of 45: cells whose distinct digits make a
//! total, and how their candidates narrow.

use crate::work::{Clash, Found, Work};

/// Cells whose distinct digits make a total: a cage, or the rest of a house.
pub(crate) struct Cage {
    /// Its cells.
    pub cells: Vec<usize>,
    /// The sets of digits that make the total (as bits).
    combos: Vec<u16>,
    /// Bit `m` set when the digit set `m` lies within one of `combos`: the sets a part of the
    /// cage can hold (2^size bits: 512 at 9x9, 8 KiB at 16x16).
    parts: Vec<u64>,
}

impl Cage {
    pub(crate) fn new(cells: Vec<usize>, sum: u32, full: u16) -> Cage {
        let combos = combos(cells.len() as u32, sum, full);
        let mut parts = vec![0u64; (usize::from(full) + 1).div_ceil(64)];
        for &combo in &combos {
            // Every subset of the combo, by the usual walk down its bits.
            let mut sub = combo;
            loop {
                parts[usize::from(sub) / 64] |= 1 << (sub % 64);
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & combo;
            }
        }
        Cage {
            cells,
            combos,
            parts,
        }
    }

    /// A cage (or the rest of a house): its distinct digits are one of the sets that make its
    /// total. Each cell keeps the digits it holds in some whole filling of the cage (see
    /// [`fillings`]). A digit every filling uses goes to its one place, or leaves every cell
    /// that sees all of its places.
    pub(crate) fn propagate(&self, work: &mut Work) -> Found {
        let grid = &*work.grid;
        // The placed cells are left out of the walk, and their digits out of the sets.
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
        let walk = Walk {
            candidates: &candidates[..k],
            combos: &self.combos,
            fixed,
            union,
            parts: &self.parts,
        };
        let required = walk
            .fillings(&mut work.scratch, &mut support)
            .ok_or(Clash)?;
        for (&c, &keep) in open.iter().zip(&support) {
            work.keep(c, keep)?;
        }
        let mut need = required;
        while need != 0 {
            let d = need & need.wrapping_neg();
            need &= need - 1;
            let mut places = self
                .cells
                .iter()
                .copied()
                .filter(|&c| work.grid[c] & d != 0);
            let Some(first) = places.next() else {
                return Err(Clash);
            };
            let mut seen = work.peer_sets[first];
            let mut more = false;
            for c in places {
                seen = seen.and(work.peer_sets[c]);
                more = true;
            }
            if !more {
                work.keep(first, d)?;
            }
            for c in seen.iter() {
                work.keep(c, !d)?;
            }
        }
        Ok(())
    }
}

/// The most open cells a cage's digits are walked for (see [`Walk::fillings`]); with more, each
/// set of digits is judged on its own (see [`Walk::by_sets`]). Measured on ISS's killers
/// (`examples/files.rs`): walking every cage takes 4 times fewer branches than judging sets, at
/// 5 times the cost a branch; walking up to 3 open cells keeps most of the first and little of
/// the second.
const WALK_CELLS: usize = 3;

/// The open cells of a cage, to be filled with distinct digits that make, with the placed
/// ones (`fixed`), one of `combos`.
struct Walk<'a> {
    candidates: &'a [u16],
    combos: &'a [u16],
    fixed: u16,
    /// Every digit the cage's cells may hold, placed or not.
    union: u16,
    /// As [`Cage::parts`].
    parts: &'a [u64],
}

impl Walk<'_> {
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
    /// `support`), and the digits every filling uses that are not placed yet; `None` if there is
    /// no filling.
    ///
    /// The digits placed in the first `i` open cells are a set, so a filling is a walk through
    /// layers of sets: forward, the sets the first cells can make (within some combo); backward,
    /// those that can still end in a combo. Each layer is a bit table over every set of the
    /// grid's digits (512 bits at 9x9), in `scratch`.
    ///
    /// ```text
    ///   layer i    bit m set  <=>  the first i open cells can hold the digit set m (as bits)
    /// ```
    fn fillings(&self, scratch: &mut Vec<u64>, support: &mut [u16]) -> Option<u16> {
        if self.candidates.len() > WALK_CELLS {
            return self.by_sets(support);
        }
        let k = self.candidates.len();
        let words = self.parts.len();
        scratch.clear();
        scratch.resize(words * (k + 2), 0);
        scratch[0] = 1;
        let has = |table: &[u64], m: u16| table[usize::from(m) / 64] >> (m % 64) & 1 == 1;
        for (i, &cand) in self.candidates.iter().enumerate() {
            let (done, next) = scratch.split_at_mut((i + 1) * words);
            for (w, &word) in done[i * words..].iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let m = (w * 64 + bits.trailing_zeros() as usize) as u16;
                    bits &= bits - 1;
                    let mut digits = cand & !m;
                    while digits != 0 {
                        let d = digits & digits.wrapping_neg();
                        digits &= digits - 1;
                        if has(self.parts, m | d | self.fixed) {
                            let to = usize::from(m | d);
                            next[to / 64] |= 1 << (to % 64);
                        }
                    }
                }
            }
        }
        // The combos' sets the last layer holds are kept apart (layer k + 1); then each layer,
        // backward, keeps only the sets that lead to a kept one.
        let mut required = u16::MAX;
        for &combo in self.combos {
            let set = combo & !self.fixed;
            if combo & self.fixed == self.fixed
                && combo & !self.union == 0
                && has(&scratch[k * words..], set)
            {
                required &= set;
                let at = (k + 1) * words + usize::from(set) / 64;
                scratch[at] |= 1 << (set % 64);
            }
        }
        if required == u16::MAX {
            return None;
        }
        for (i, &cand) in self.candidates.iter().enumerate().rev() {
            let after = if i + 1 == k { k + 1 } else { i + 1 };
            for w in 0..words {
                let mut bits = scratch[i * words + w];
                while bits != 0 {
                    let m = (w * 64 + bits.trailing_zeros() as usize) as u16;
                    bits &= bits - 1;
                    let mut digits = cand & !m;
                    let mut leads = false;
                    while digits != 0 {
                        let d = digits & digits.wrapping_neg();
                        digits &= digits - 1;
                        if has(&scratch[after * words..], m | d) {
                            support[i] |= d;
                            leads = true;
                        }
                    }
                    if !leads {
                        scratch[i * words + w] &= !(1 << (m % 64));
                    }
                }
            }
        }
        Some(required)
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
            combos: &cage.combos,
            fixed: 0,
            union: candidates.iter().fold(0, |u, c| u | c),
            parts: &cage.parts,
        };
        let mut support = vec![0; candidates.len()];
        let required = walk.fillings(&mut Vec::new(), &mut support)?;
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
