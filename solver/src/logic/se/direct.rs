//! SE's direct techniques: an intersection (pointing or claiming) or a hidden pair or triple
//! whose eliminations would leave a digit one place in another unit; SE places that digit at
//! once, rated below the technique itself (pointing 1.7, claiming 1.9, hidden pair 2.0, hidden
//! triple 2.5), and tries them among the singles, in its order.

use super::chaining::Grid;
use crate::logic::bits::{UNIT_BITS, intersections};

/// A placement: (rating in tenths, cell, digit 0-8).
pub(super) type Placement = (u16, usize, usize);

/// SE's hidden single: a digit with one place in a unit, the unit's last empty cell first (a full
/// house, 1.0), then the others (1.2 in a box, 1.5 in a line); boxes, then columns, then rows,
/// each in order, digits from 1.
pub(super) fn hidden_single(grid: &Grid) -> Option<Placement> {
    let units = || (18..27).chain(9..18).chain(0..9);
    for alone in [true, false] {
        for unit in units() {
            let empty = (grid.empty_cells() & UNIT_BITS[unit]).count_ones();
            if (empty == 1) != alone {
                continue;
            }
            for digit in 0..9 {
                let at = grid.places(unit, digit);
                if at.count_ones() == 1 {
                    let rating = match (alone, unit >= 18) {
                        (true, _) => 10,
                        (false, true) => 12,
                        (false, false) => 15,
                    };
                    return Some((rating, at.trailing_zeros() as usize, digit));
                }
            }
        }
    }
    None
}

/// SE's direct pointing and claiming, in its order ([`intersections`]): an intersection, then
/// another unit of the first kind crossing the second with one place left outside it.
pub(super) fn direct_locking(grid: &Grid) -> Option<Placement> {
    let mut placed = None;
    intersections(
        |unit, digit| grid.places(unit, digit),
        &mut |first, second, digit| {
            let kind = first / 9 * 9;
            let line = UNIT_BITS[second];
            placed = (kind..kind + 9)
                .filter(|&other| other != first && UNIT_BITS[other] & line != 0)
                .find_map(|other| {
                    let there = grid.places(other, digit);
                    let outside = there & !line;
                    let rating = if kind == 18 { 17 } else { 19 };
                    let single = there.count_ones() > 1 && outside.count_ones() == 1;
                    single.then(|| (rating, outside.trailing_zeros() as usize, digit))
                });
            placed.is_some()
        },
    );
    placed
}

/// SE's direct hidden pair (`degree` 2) or triple (3): in a box, then a column, then a row,
/// `degree` digits with `degree` places between them (each two or more); another digit left
/// with one place outside them goes there.
pub(super) fn direct_hidden_set(grid: &Grid, degree: u32) -> Option<Placement> {
    let units = (18..27).chain(9..18).chain(0..9);
    let empty_cells = grid.empty_cells();
    for unit in units {
        let empty = (empty_cells & UNIT_BITS[unit]).count_ones();
        if empty <= degree {
            continue;
        }
        let at: [u128; 9] = std::array::from_fn(|d| grid.places(unit, d));
        // Only digits with two to `degree` places can be in the set: the sets of those, in
        // increasing order of their bits (SE's order, the others skipped).
        let eligible = (0..9)
            .filter(|&d| (2..=degree).contains(&at[d].count_ones()))
            .fold(0u32, |m, d| m | 1 << d);
        let mut digits = 0u32;
        loop {
            digits = ((digits | !eligible).wrapping_add(1)) & eligible;
            if digits == 0 {
                break;
            }
            if digits.count_ones() != degree {
                continue;
            }
            let common = (0..9)
                .filter(|d| digits >> d & 1 == 1)
                .fold(0u128, |m, d| m | at[d]);
            if common.count_ones() != degree {
                continue;
            }
            for other in (0..9).filter(|d| digits >> d & 1 == 0) {
                let at = at[other];
                let left = at & !common;
                if at.count_ones() > 1 && left.count_ones() == 1 {
                    let rating = if degree == 2 { 20 } else { 25 };
                    return Some((rating, left.trailing_zeros() as usize, other));
                }
            }
        }
    }
    None
}
