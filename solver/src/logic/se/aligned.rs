//! SE's aligned exclusion, of pairs (6.2) and triplets (7.5) of cells: every way of filling the
//! cells is tried against the cells that see them all and have few candidates; a way that gives
//! two cells that see each other the same digit, or leaves one of those cells no candidate, is
//! excluded, and a candidate no remaining way uses goes. Found as SE finds them: the first.

use super::Found;
use crate::logic::bits::{Candidate, cells, digits, peers};

/// SE's aligned exclusion of `degree` (2 or 3) cells on `marks` (candidates per cell, bit
/// `digit` 0-8): the first that removes a candidate, rated 6.2 or 7.5.
pub(super) fn aligned_exclusion(marks: &[u16; 81], degree: usize) -> Option<Found> {
    let rating = if degree == 2 { 62 } else { 75 };
    aligned_set(marks, degree).map(|found| (rating, found.removed))
}

/// An aligned exclusion found: the cells filled together, the cells seeing them all that
/// exclude ways of filling them, and the candidates no allowed way uses.
pub(in crate::logic) struct Aligned {
    pub(in crate::logic) cells: Vec<usize>,
    pub(in crate::logic) excluders: u128,
    pub(in crate::logic) removed: Vec<Candidate>,
}

/// The first aligned exclusion of `degree` cells, in SE's order (see [`aligned_exclusion`]).
pub(in crate::logic) fn aligned_set(marks: &[u16; 81], degree: usize) -> Option<Aligned> {
    let count = |c: usize| marks[c].count_ones() as usize;
    // The cells that may exclude: two candidates, or up to three for triplets.
    let excluding = (0..81)
        .filter(|&c| (2..=degree).contains(&count(c)))
        .fold(0u128, |b, c| b | 1 << c);
    let single = (0..81)
        .filter(|&c| count(c) == 1)
        .fold(0u128, |b, c| b | 1 << c);
    // The cells that can take part, each with its peers that may exclude, in SE's order.
    let bases: Vec<(usize, u128)> = (0..81)
        .filter(|&c| count(c) >= 2 && peers(c) & single == 0)
        .map(|c| (c, peers(c) & excluding))
        .filter(|&(_, excluders)| excluders != 0)
        .collect();
    let base_bits = bases.iter().fold(0u128, |b, &(c, _)| b | 1 << c);
    let mut excluders = [0u128; 81];
    for &(c, e) in &bases {
        excluders[c] = e;
    }
    // Pairs in SE's order: (0, 1), (0, 2), (1, 2), (0, 3), ...
    for second in 1..bases.len() {
        for first in 0..second {
            let ((c0, e0), (c1, e1)) = (bases[first], bases[second]);
            let area = if degree == 2 {
                0
            } else {
                (e0 | e1) & base_bits & !(1 << c0 | 1 << c1)
            };
            let tails = (degree == 2).then_some(None).into_iter();
            for tail in tails.chain(cells(area).map(Some)) {
                let common = e0 & e1 & tail.map_or(!0, |t| excluders[t]);
                if common.count_ones() < 2 {
                    continue;
                }
                let cells: Vec<usize> = [Some(c0), Some(c1), tail].into_iter().flatten().collect();
                let removed = exclude(marks, &cells, common);
                if !removed.is_empty() {
                    return Some(Aligned {
                        cells,
                        // Those seeing all of the set with no more candidates than it has cells.
                        excluders: common,
                        removed,
                    });
                }
            }
        }
    }
    None
}

/// The candidates of `cells` (two or three) that no allowed way of filling them uses.
fn exclude(marks: &[u16; 81], set: &[usize], common: u128) -> Vec<Candidate> {
    let mut excluders = [0u16; 81];
    let mut n = 0;
    for cell in cells(common) {
        excluders[n] = marks[cell];
        n += 1;
    }
    let excluders = &excluders[..n];
    let sees = |a: usize, b: usize| peers(set[a]) >> set[b] & 1 == 1;
    // A third cell, when there is none, takes no digit: bit 15, which no cell holds.
    let third = set.get(2).map_or(1 << 15, |&c| marks[c]);
    let (s01, s02, s12) = (
        sees(0, 1),
        set.len() > 2 && sees(0, 2),
        set.len() > 2 && sees(1, 2),
    );
    let mut used = [0u16; 3];
    let all = [marks[set[0]], marks[set[1]], third];
    for a in digits(marks[set[0]]) {
        for b in digits(marks[set[1]]) {
            if a == b && s01 {
                continue;
            }
            // The third digits c that, with a and b, take every candidate of an excluding
            // cell: all of them when a and b already do, else the one digit it has besides.
            let ab = 1u16 << a | 1 << b;
            let mut allowed = third;
            for &m in excluders {
                let rest = m & !ab;
                if rest == 0 {
                    allowed = 0;
                } else if rest.count_ones() == 1 {
                    allowed &= !rest;
                }
            }
            if s02 {
                allowed &= !(1 << a);
            }
            if s12 {
                allowed &= !(1 << b);
            }
            if allowed == 0 {
                continue;
            }
            used[0] |= 1 << a;
            used[1] |= 1 << b;
            used[2] |= allowed;
            // Every candidate has an allowed way: nothing goes (most sets end here).
            if used == all {
                return Vec::new();
            }
        }
    }
    (set.iter().enumerate())
        .flat_map(|(i, &c)| digits(marks[c] & !used[i]).map(move |d| Candidate::new(c, d)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::marks;
    use super::*;

    #[test]
    fn a_pair_whose_filling_would_empty_a_cell_that_sees_both_loses_the_candidate() {
        // Row 1: A {1,2}, B {1,2,3}, and two cells seeing both, {1,3} and {2,3}. B = 3 would
        // leave one of them nothing whatever A holds (A = 1 empties {1,3}, A = 2 empties {2,3}).
        let found = aligned_exclusion(
            &marks(&[(0, &[1, 2]), (1, &[1, 2, 3]), (2, &[1, 3]), (3, &[2, 3])]),
            2,
        );
        assert_eq!(found, Some((62, vec![Candidate::new(1, 2)])));
        // The near miss: {2,4} instead of {2,3}, and B = 3 with A = 2 empties nothing.
        let near = aligned_exclusion(
            &marks(&[(0, &[1, 2]), (1, &[1, 2, 3]), (2, &[1, 3]), (3, &[2, 4])]),
            2,
        );
        assert_eq!(near, None);
    }
}
