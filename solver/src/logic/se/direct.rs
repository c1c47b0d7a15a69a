//! SE's direct techniques: an intersection (pointing or claiming) or a hidden pair or triple
//! whose eliminations would leave a digit one place in another unit; SE places that digit at
//! once, rated below the technique itself (pointing 1.7, claiming 1.9, hidden pair 2.0, hidden
//! triple 2.5), and tries them among the singles, in its order.

use crate::logic::bits::intersections;
use crate::logic::houses::House;
use crate::logic::{Candidates, Technique};

/// A placement of SE's direct rules: the technique that makes it, its rating in tenths, the cell
/// (0-80) and the digit (0-8) placed.
pub(super) type Placement = (Technique, u16, usize, usize);

/// SE's hidden single: a digit with one place in a unit, the unit's last empty cell first (a full
/// house, 1.0), then the others (1.2 in a box, 1.5 in a line); boxes, then columns, then rows,
/// each in order, digits from 1.
pub(super) fn hidden_single(grid: &Candidates) -> Option<Placement> {
    for alone in [true, false] {
        for house in House::SE_ORDER {
            let empty = (grid.open_cells() & house.mask()).count_ones();
            if (empty == 1) != alone {
                continue;
            }
            for digit in 0..9 {
                let at = grid.places_in(house, digit);
                if at.count_ones() == 1 {
                    let (technique, rating) = match (alone, house.is_block()) {
                        (true, _) => (Technique::FullHouse, 10),
                        (false, true) => (Technique::HiddenSingle, 12),
                        (false, false) => (Technique::HiddenSingle, 15),
                    };
                    return Some((technique, rating, at.trailing_zeros() as usize, digit));
                }
            }
        }
    }
    None
}

/// SE's direct pointing and claiming, in its order ([`intersections`]): an intersection, then
/// another unit of the first kind crossing the second with one place left outside it.
pub(super) fn direct_locking(grid: &Candidates) -> Option<Placement> {
    let mut placed = None;
    intersections(
        |house, digit| grid.places_in(house, digit),
        &mut |first, second, digit| {
            let line = second.mask();
            placed = (first.family().into_iter())
                .filter(|&other| other != first && other.mask() & line != 0)
                .find_map(|other| {
                    let there = grid.places_in(other, digit);
                    let outside = there & !line;
                    let (technique, rating) = match first.is_block() {
                        true => (Technique::Pointing, 17),
                        false => (Technique::Claiming, 19),
                    };
                    let single = there.count_ones() > 1 && outside.count_ones() == 1;
                    single.then(|| (technique, rating, outside.trailing_zeros() as usize, digit))
                });
            placed.is_some()
        },
    );
    placed
}

/// SE's direct hidden pair (`degree` 2) or triple (3): in a box, then a column, then a row,
/// `degree` digits with `degree` places between them (each two or more); another digit left
/// with one place outside them goes there.
pub(super) fn direct_hidden_set(grid: &Candidates, degree: u32) -> Option<Placement> {
    let empty_cells = grid.open_cells();
    for house in House::SE_ORDER {
        let empty = (empty_cells & house.mask()).count_ones();
        if empty <= degree {
            continue;
        }
        let at: [u128; 9] = std::array::from_fn(|d| grid.places_in(house, d));
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
                    let (technique, rating) = match degree {
                        2 => (Technique::HiddenPair, 20),
                        _ => (Technique::HiddenTriple, 25),
                    };
                    return Some((technique, rating, left.trailing_zeros() as usize, other));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::marks;
    use super::*;

    #[test]
    fn a_digit_one_place_in_a_unit_is_placed_a_full_house_first_then_boxes_then_lines() {
        // Four cells of box 1 (r1c1, r1c2, r2c1, r2c2): 1 only in r1c1 is a box's hidden single
        // (1.2), SE's boxes coming first.
        let grid = |r2c2: &'static [u16]| {
            let cells = [(0, &[1, 2][..]), (1, &[2, 3]), (9, &[2, 3]), (10, r2c2)];
            Candidates::from_bits(marks(&cells))
        };
        assert_eq!(
            hidden_single(&grid(&[2, 3])),
            Some((Technique::HiddenSingle, 12, 0, 0))
        );
        // A 1 in r2c2 too: box 1 has two places for it, column 1 one (1.5, before the rows).
        assert_eq!(
            hidden_single(&grid(&[1, 2, 3])),
            Some((Technique::HiddenSingle, 15, 0, 0))
        );
        // The near miss: every digit two places or more in each of the cells' units.
        let even = [
            (0, &[1, 2, 3][..]),
            (1, &[1, 2, 3]),
            (9, &[1, 2, 3]),
            (10, &[1, 2, 3]),
        ];
        assert_eq!(hidden_single(&Candidates::from_bits(marks(&even))), None);
        // A unit's last empty cell is a full house (1.0), whatever else has one place.
        let last = [(0, &[1, 2][..]), (1, &[2, 3]), (40, &[5])];
        assert_eq!(
            hidden_single(&Candidates::from_bits(marks(&last))),
            Some((Technique::FullHouse, 10, 40, 4))
        );
    }

    #[test]
    fn a_pointing_that_leaves_a_digit_one_place_in_another_box_places_it() {
        // Box 1's 1s lie in row 1 (r1c1, r1c2), so row 1's other cells lose 1; box 2's 1s are
        // r1c5 and r2c5, so it is left one: r2c5 = 1 (1.7).
        let grid = |more: &[(usize, &'static [u16])]| {
            let mut cells = vec![(0, &[1, 2][..]), (1, &[1, 3]), (4, &[1, 4]), (13, &[1, 5])];
            cells.extend_from_slice(more);
            Candidates::from_bits(marks(&cells))
        };
        assert_eq!(
            direct_locking(&grid(&[])),
            Some((Technique::Pointing, 17, 13, 0))
        );
        // The near miss: a third 1 in box 2 (r3c5), which still has two places outside row 1.
        assert_eq!(direct_locking(&grid(&[(22, &[1, 6])])), None);
    }

    #[test]
    fn a_hidden_pair_that_leaves_a_digit_one_place_places_it() {
        // In box 1, 1 and 2 have only r1c1 and r1c2, so those hold nothing else; 3, in r1c1 and
        // r2c2, is left r2c2 (2.0).
        let grid = |r2c2: &'static [u16]| {
            Candidates::from_bits(marks(&[(0, &[1, 2, 3]), (1, &[1, 2, 4]), (10, r2c2)]))
        };
        assert_eq!(
            direct_hidden_set(&grid(&[3, 4]), 2),
            Some((Technique::HiddenPair, 20, 10, 2))
        );
        // The near miss: a 2 in r2c2 too, so 1 and 2 are no hidden pair.
        assert_eq!(direct_hidden_set(&grid(&[2, 3, 4]), 2), None);
    }
}
