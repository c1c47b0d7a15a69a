//! Almost locked sets: ALS-XZ.
//!
//! An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them (a single
//! cell with two candidates is one): were one of its digits taken away, the rest would be locked
//! there, one per cell. Two ALSs A and B share a restricted common digit x when every place of x
//! in A sees every place of x in B: x is then in at most one of them, so the other is locked.
//! For any other digit z both hold, one of the two sets holds z (below); so a cell that sees
//! every place of z in both loses z.
//!
//! Why z is in A or in B: say x is not in A (at most one of them holds x). Then A, N cells with
//! N digits left, holds each of them, z among them. Otherwise x is not in B, and B holds z.
//!
//! Sets are bit boards: a set of cells is a `u128` (a bit per cell), a set of digits a `u16`.

use super::se::bits::{cells, seeing};
use super::{Candidates, Step, Technique, cell_at, unit_of};
use crate::cell::UNITS;
use crate::{Cell, Digit, DigitSet};

/// The largest ALS tried, in cells (larger ones are rarely needed and many).
const MOST_CELLS: usize = 4;

/// An almost locked set.
struct Als {
    /// Its unit (0-26).
    unit: usize,
    /// Its cells.
    cells: u128,
    /// Its digits (bit `d - 1` for digit d).
    digits: u16,
    /// For each digit (0-8), its places in the set.
    places: [u128; 9],
    /// For each digit (0-8), the cells that see all its places in the set.
    seen: [u128; 9],
}

fn cells_of(bits: u128) -> impl Iterator<Item = Cell> {
    cells(bits).map(|c| cell_at(c as u8))
}

/// Every ALS of 1 to `MOST_CELLS` cells, each set of cells once (a row's and a box's alike).
fn all_sets(candidates: &Candidates) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    for (unit, cells) in UNITS.iter().enumerate() {
        let empty: Vec<Cell> = (cells.iter())
            .map(|&c| cell_at(c))
            .filter(|&c| !candidates.get(c).is_empty())
            .collect();
        // Every subset of the unit's empty cells, as bits over `empty`; each one's digits from
        // those of the subset without its lowest cell.
        let mut digits_of = [0u16; 512];
        for pick in 1usize..1 << empty.len() {
            let lowest = pick.trailing_zeros() as usize;
            digits_of[pick] = digits_of[pick & (pick - 1)] | candidates.get(empty[lowest]).bits();
            let size = pick.count_ones() as usize;
            let digits = digits_of[pick];
            if size > MOST_CELLS || digits.count_ones() as usize != size + 1 {
                continue;
            }
            let chosen = (0..empty.len())
                .filter(|i| pick & 1 << i != 0)
                .map(|i| empty[i]);
            let bits = chosen.clone().fold(0u128, |m, c| m | 1 << c.index());
            // A set in a line and a box alike (or a single cell, in three units) is kept once,
            // as its row's, else its column's: rows come first, then columns, then boxes.
            let in_one = |line: fn(Cell) -> usize| {
                let first = chosen.clone().next().map(line);
                chosen.clone().all(|c| Some(line(c)) == first)
            };
            let repeated = match unit {
                0..9 => false,
                9..18 => in_one(Cell::row),
                _ => in_one(Cell::row) || in_one(Cell::col),
            };
            if repeated {
                continue;
            }
            let places: [u128; 9] = std::array::from_fn(|d| {
                chosen
                    .clone()
                    .filter(|&c| candidates.get(c).bits() & 1 << d != 0)
                    .fold(0u128, |m, c| m | 1 << c.index())
            });
            let seen = std::array::from_fn(|d| match places[d] {
                0 => 0,
                some => seeing(some),
            });
            sets.push(Als {
                unit,
                cells: bits,
                digits,
                places,
                seen,
            });
        }
    }
    sets
}

/// The first ALS-XZ that removes a candidate.
pub(super) fn als_xz(candidates: &Candidates) -> Option<Step> {
    let sets = all_sets(candidates);
    // Where each digit is a candidate.
    let with: [u128; 9] = std::array::from_fn(|d| {
        Cell::all()
            .filter(|&c| candidates.get(c).bits() & 1 << d != 0)
            .fold(0u128, |m, c| m | 1 << c.index())
    });
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.digits & b.digits;
            if a.cells & b.cells != 0 || common.count_ones() < 2 {
                continue;
            }
            for x in (0..9).filter(|x| common & 1 << x != 0) {
                // Restricted: every x of A sees every x of B (and none is in both, as the sets
                // share no cell).
                if a.places[x] & !b.seen[x] != 0 {
                    continue;
                }
                let mut eliminations = Vec::new();
                for z in (0..9).filter(|&z| z != x && common & 1 << z != 0) {
                    let targets =
                        seeing(a.places[z] | b.places[z]) & with[z] & !(a.cells | b.cells);
                    let digit = Digit::new(z as u8 + 1).expect("a digit");
                    eliminations.extend(cells_of(targets).map(|c| (c, digit)));
                }
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Step::new(Technique::AlsXz);
                step.cells = cells_of(a.cells).collect();
                step.first_set = step.cells.len();
                step.cells.extend(cells_of(b.cells));
                step.units = vec![unit_of(a.unit), unit_of(b.unit)];
                // The restricted common digit; the eliminations say which others.
                step.digits = DigitSet::from_bits(1 << x);
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    use super::super::named as cell;

    /// Every candidate everywhere, but the named cells, which hold only the digits given.
    fn board(cells: &[(&str, &[u8])]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        for &(name, keep) in cells {
            for d in Digit::ALL.into_iter().filter(|d| !keep.contains(&d.get())) {
                candidates.eliminate(cell(name), d);
            }
        }
        candidates
    }

    #[test]
    fn two_sets_restricted_on_one_digit_place_the_other_in_one_of_them() {
        // A = {r1c1: 1 2}; B = {r1c5: 1 3, r4c5: 2 3} in column 5. The 1s of A and B see each
        // other (row 1): so 2 is at r1c1 or r4c5, and r4c1, which sees both, loses it.
        let cells: [(&str, &[u8]); 3] = [("r1c1", &[1, 2]), ("r1c5", &[1, 3]), ("r4c5", &[2, 3])];
        let step = als_xz(&board(&cells)).expect("an ALS-XZ");
        assert_eq!(step.technique, Technique::AlsXz);
        assert_eq!(step.eliminations, [(cell("r4c1"), Digit::new(2).unwrap())]);
        assert_eq!(step.cells[..step.first_set], [cell("r1c1")]);
        assert_eq!(step.digits, DigitSet::EMPTY.with(Digit::new(1).unwrap()));
        // With r4c5 holding 2 and 4, column 5's two cells hold four digits: no set, no step.
        let mut apart = cells;
        apart[2] = ("r4c5", &[2, 4]);
        assert!(als_xz(&board(&apart)).is_none());
    }
}
