//! SE's direct techniques: an intersection (pointing or claiming) or a hidden pair or triple
//! whose eliminations would leave a digit one place in another unit; SE places that digit at
//! once, rated below the technique itself (pointing 1.7, claiming 1.9, hidden pair 2.0, hidden
//! triple 2.5), and tries them among the singles, in its order.

use super::chaining::{Grid, UNIT_BITS};
use crate::cell::UNITS;

/// A placement: (rating in tenths, cell, digit 0-8).
pub(super) type Placement = (u16, usize, usize);

fn unit_bits(unit: usize) -> u128 {
    UNIT_BITS[unit]
}

/// The cells of `unit` holding `digit`, a bit per cell.
fn places(grid: &Grid, unit: usize, digit: usize) -> u128 {
    grid.1[digit] & UNIT_BITS[unit]
}

/// SE's hidden single: a digit with one place in a unit, the unit's last empty cell first (a full
/// house, 1.0), then the others (1.2 in a box, 1.5 in a line); boxes, then columns, then rows,
/// each in order, digits from 1.
pub(super) fn hidden_single(grid: &Grid) -> Option<Placement> {
    let units = || (18..27).chain(9..18).chain(0..9);
    for alone in [true, false] {
        for unit in units() {
            let empty = UNITS[unit]
                .iter()
                .filter(|&&c| grid.0[usize::from(c)] != 0)
                .count();
            if (empty == 1) != alone {
                continue;
            }
            for digit in 0..9 {
                let at = places(grid, unit, digit);
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

/// SE's direct pointing and claiming, in its order: box and column, box and row, column and box,
/// row and box; each digit; each first unit with two places or more, all in the second unit;
/// then another unit of the first kind crossing the second with one place left outside it.
pub(super) fn direct_locking(grid: &Grid) -> Option<Placement> {
    const BOXES: usize = 18;
    const ROWS: usize = 0;
    const COLUMNS: usize = 9;
    for (first, second) in [
        (BOXES, COLUMNS),
        (BOXES, ROWS),
        (COLUMNS, BOXES),
        (ROWS, BOXES),
    ] {
        for digit in 0..9 {
            for i1 in 0..9 {
                let here = places(grid, first + i1, digit);
                if here.count_ones() < 2 {
                    continue;
                }
                for i2 in 0..9 {
                    let line = unit_bits(second + i2);
                    if unit_bits(first + i1) & line == 0 || here & !line != 0 {
                        continue;
                    }
                    for i3 in (0..9).filter(|&i3| i3 != i1) {
                        if unit_bits(first + i3) & line == 0 {
                            continue;
                        }
                        let there = places(grid, first + i3, digit);
                        let outside = there & !line;
                        if there.count_ones() > 1 && outside.count_ones() == 1 {
                            let rating = if first == BOXES { 17 } else { 19 };
                            return Some((rating, outside.trailing_zeros() as usize, digit));
                        }
                    }
                }
            }
        }
    }
    None
}

/// Each combination of `k` of 0..`n` in SE's order (as bit masks, increasing).
fn combinations(n: u32, k: u32) -> impl Iterator<Item = u32> {
    (0u32..1 << n).filter(move |m| m.count_ones() == k)
}

/// SE's direct hidden pair (`degree` 2) or triple (3): in a box, then a column, then a row,
/// `degree` digits with `degree` places between them (each two or more); another digit left
/// with one place outside them goes there.
pub(super) fn direct_hidden_set(grid: &Grid, degree: u32) -> Option<Placement> {
    let units = (18..27).chain(9..18).chain(0..9);
    for unit in units {
        let empty = UNITS[unit]
            .iter()
            .filter(|&&c| grid.0[usize::from(c)] != 0)
            .count();
        if empty <= degree as usize {
            continue;
        }
        let at: [u128; 9] = std::array::from_fn(|d| places(grid, unit, d));
        for digits in combinations(9, degree) {
            let mut common = 0u128;
            let mut each_twice = true;
            for d in (0..9).filter(|d| digits >> d & 1 == 1) {
                let at = at[d];
                each_twice &= at.count_ones() > 1;
                common |= at;
            }
            if !each_twice || common.count_ones() != degree {
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
