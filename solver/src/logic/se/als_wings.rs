//! SukakuExplainer's ALS wings (WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wing): an almost locked set
//! (n cells of one unit holding n + 1 candidates between them) and a two-candidate cell outside
//! it whose two digits it holds. Where every cell of the set holding one of the two digits (x)
//! sees the two-candidate cell, x is true in one of them, so the other digit (z) is true in the
//! set or in that cell: z goes from every cell that sees both its places. Where z links them
//! too, the set becomes locked with the cell: each of its digits goes from the cells that see
//! all its places.
//!
//! Rated as SukakuExplainer rates them, and chosen as it chooses among them: the lowest rating,
//! then the most candidates removed.

use super::{Found, Lowest};
use crate::logic::bits::{Candidate, cells, peers, seeing};

/// The lowest rated ALS wing of `size` cells (3 to 6) on `marks` (a mask of candidates per
/// cell, bit `digit` 0-8), as SukakuExplainer chooses it: its rating in tenths and the
/// candidates it removes.
pub(super) fn als_wing(marks: &[u16; 81], size: usize) -> Option<Found> {
    let mut best = Lowest::new();
    let mut chosen = Vec::with_capacity(size);
    sets(marks, size, &mut chosen, 0, &mut |set, union| {
        for (key, removed) in wings(marks, set, union) {
            best.offer(key, removed);
        }
    });
    best.found(|key| key.rating)
}

/// How SukakuExplainer orders the wings it finds: rating up, then candidates removed down, then
/// its name's suffix (links, largest cell, candidates) down.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    rating: u16,
    fewer_removed: std::cmp::Reverse<usize>,
    suffix: std::cmp::Reverse<String>,
}

/// Calls `found` with each almost locked set of `size` cells, mutually seeing each other (so in
/// one unit), in increasing order of cells, and its candidates.
fn sets(
    marks: &[u16; 81],
    size: usize,
    chosen: &mut Vec<usize>,
    union: u16,
    found: &mut dyn FnMut(&[usize], u16),
) {
    // The cells that may join: two candidates or more, but no more than the set may hold.
    let open = (0..81)
        .filter(|&c| (2..=size + 1).contains(&(marks[c].count_ones() as usize)))
        .fold(0u128, |m, c| m | 1 << c);
    grow(marks, size, chosen, union, open, found);
}

/// `sets` from `chosen`: `open` holds the cells after the last chosen that see every chosen cell.
fn grow(
    marks: &[u16; 81],
    size: usize,
    chosen: &mut Vec<usize>,
    union: u16,
    open: u128,
    found: &mut dyn FnMut(&[usize], u16),
) {
    if chosen.len() == size {
        if union.count_ones() as usize == size + 1 {
            found(chosen, union);
        }
        return;
    }
    for cell in cells(open) {
        let joined = union | marks[cell];
        if joined.count_ones() as usize > size + 1 {
            continue;
        }
        // The cells after this one that see it too.
        let after = open & peers(cell) & !((2u128 << cell) - 1);
        chosen.push(cell);
        grow(marks, size, chosen, joined, after, found);
        chosen.pop();
    }
}

/// The wings of the set `set` (candidates `union`) with each two-candidate cell that sees it.
fn wings(marks: &[u16; 81], set: &[usize], union: u16) -> Vec<(Key, Vec<Candidate>)> {
    let in_set = set.iter().fold(0u128, |bits, &c| bits | 1 << c);
    let seen = set.iter().fold(0u128, |bits, &c| bits | peers(c)) & !in_set;
    let biggest = set
        .iter()
        .map(|&c| marks[c].count_ones())
        .max()
        .unwrap_or(0) as u16;
    let size = set.len() as u16;
    let rating = match size {
        // 5.5 to 5.6 and 6.2 to 6.4: a middling largest cell is the hardest to see.
        3 => 55 + (1 - biggest.abs_diff(3)),
        4 => 62 + (2 - biggest.abs_diff(3)),
        5 => 66,
        _ => 75,
    };
    let wing_size: u32 = set.iter().map(|&c| marks[c].count_ones()).sum();
    // The cells of the set holding `digit`.
    let holding = |digit: usize| {
        set.iter()
            .filter(|&&c| marks[c] >> digit & 1 == 1)
            .fold(0u128, |bits, &c| bits | 1 << c)
    };
    // The cells outside the wing that see every cell of `cells`, holding `digit`.
    let victims = |group: u128, yz: usize, digit: usize| -> Vec<Candidate> {
        cells(seeing(group) & !in_set & !(1 << yz))
            .filter(|&v| marks[v] >> digit & 1 == 1)
            .map(|v| Candidate::new(v, digit))
            .collect()
    };
    let mut found = Vec::new();
    for yz in cells(seen) {
        let pair = marks[yz];
        if pair.count_ones() != 2 || pair & union != pair {
            continue;
        }
        let x = pair.trailing_zeros() as usize;
        let z = 15 - pair.leading_zeros() as usize;
        // A digit links the cell and the set when every cell of the set holding it sees the cell.
        let links = |digit: usize| holding(digit) & !peers(yz) == 0;
        let (x_links, z_links) = (links(x), links(z));
        if !x_links && !z_links {
            continue;
        }
        let with_cell = |digit: usize| victims(holding(digit) | 1 << yz, yz, digit);
        let mut removed;
        let double;
        if x_links && z_links {
            let weak: Vec<_> = (0..9)
                .filter(|&d| union >> d & 1 == 1 && d != x && d != z)
                .flat_map(|d| victims(holding(d), yz, d))
                .collect();
            let (by_x, by_z) = (with_cell(x), with_cell(z));
            double = if weak.is_empty() {
                !by_z.is_empty() && !by_x.is_empty()
            } else {
                true
            };
            removed = weak;
            removed.extend(by_x);
            removed.extend(by_z);
        } else {
            double = false;
            removed = with_cell(if x_links { z } else { x });
        }
        if removed.is_empty() {
            continue;
        }
        let removed = crate::logic::bits::sorted(&removed);
        let suffix = format!("{}{biggest}{wing_size}", if double { 2 } else { 1 });
        let key = Key {
            rating,
            fewer_removed: std::cmp::Reverse(removed.len()),
            suffix: std::cmp::Reverse(suffix),
        };
        found.push((key, removed));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::marks;
    use super::*;

    #[test]
    fn a_wxyz_wing_removes_the_digit_its_two_parts_share() {
        // Row 1's r1c1 {1,2}, r1c2 {1,3}, r1c3 {2,3,4}: three cells, four digits (an almost
        // locked set). r5c3 {1,4} sees r1c3, the set's only 4: if r5c3 is 4, the set locks 1, 2
        // and 3, so 1 is in r1c1 or r1c2; else r5c3 is 1. r2c3 sees all three: it loses 1.
        let wing = |pair: &'static [u16]| {
            marks(&[
                (0, &[1, 2]),
                (1, &[1, 3]),
                (2, &[2, 3, 4]),
                (38, pair),
                (11, &[1, 9]),
            ])
        };
        let found = als_wing(&wing(&[1, 4]), 3);
        assert_eq!(
            found.map(|(_, removed)| removed),
            Some(vec![Candidate::new(11, 0)])
        );
        // The near miss: r5c3 {1,5}, whose 5 the set does not hold: no wing.
        assert_eq!(als_wing(&wing(&[1, 5]), 3), None);
    }
}
