//! Singles, intersections (pointing and claiming) and naked and hidden subsets.

use super::houses::House;
use super::{Candidates, Step, Technique};
use crate::{Cell, Digit, DigitSet};

/// Houses in the order people scan them for singles: boxes, then rows, then columns.
const SCAN: [House; 27] = {
    let mut order = [House::at(0); 27];
    let mut i = 0;
    while i < 27 {
        order[i] = House::at((i + 18) % 27);
        i += 1;
    }
    order
};

pub(super) fn full_house(candidates: &Candidates) -> Option<Step> {
    SCAN.iter().find_map(|&house| {
        let mut empty = candidates.empty_cells(house);
        let (cell, None) = (empty.next()?, empty.next()) else {
            return None;
        };
        let digit = candidates.get(cell).iter().next()?;
        let mut step = Step::new(Technique::FullHouse);
        step.cells.push(cell);
        step.units.push(house.unit());
        step.digits = DigitSet::EMPTY.with(digit);
        step.placements.push((cell, digit));
        Some(step)
    })
}

pub(super) fn naked_single(candidates: &Candidates) -> Option<Step> {
    Cell::all().find_map(|cell| {
        let marks = candidates.get(cell);
        if marks.len() != 1 {
            return None;
        }
        let digit = marks.iter().next()?;
        let mut step = Step::new(Technique::NakedSingle);
        step.cells.push(cell);
        step.digits = marks;
        step.placements.push((cell, digit));
        Some(step)
    })
}

pub(super) fn hidden_single(candidates: &Candidates) -> Option<Step> {
    SCAN.iter().find_map(|&house| {
        Digit::ALL.iter().find_map(|&digit| {
            let places = candidates.places(house, digit);
            if places.count_ones() != 1 {
                return None;
            }
            let cell = house.cell(places.trailing_zeros() as usize);
            let mut step = Step::new(Technique::HiddenSingle);
            step.cells.push(cell);
            step.units.push(house.unit());
            step.digits = DigitSet::EMPTY.with(digit);
            step.placements.push((cell, digit));
            Some(step)
        })
    })
}

/// Pointing (a box's places for a digit on one line) and claiming (a line's places in one box).
pub(super) fn intersections(candidates: &Candidates) -> Option<Step> {
    let families = [
        (Technique::Pointing, &House::BLOCKS[..]),
        (Technique::Claiming, &House::LINES[..]),
    ];
    for (technique, houses) in families {
        for &house in houses {
            for digit in Digit::ALL {
                let places = candidates.places(house, digit);
                if places.count_ones() < 2 {
                    continue;
                }
                // The other house all these cells share: a line for a box (its row, else its
                // column), the box for a line. Two cells share at most one line.
                let cell = |position: u32| house.cell(position as usize);
                let first = cell(places.trailing_zeros());
                let shared = if technique == Technique::Pointing {
                    let in_row = positions_in(places).all(|p| cell(p).row() == first.row());
                    let in_col = positions_in(places).all(|p| cell(p).col() == first.col());
                    match (in_row, in_col) {
                        (true, _) => House::row(first.row()),
                        (_, true) => House::column(first.col()),
                        _ => continue,
                    }
                } else {
                    let same_box = |p| cell(p).box_index() == first.box_index();
                    if !positions_in(places).all(same_box) {
                        continue;
                    }
                    House::block(first.box_index())
                };
                let cells = positions_in(places).fold(0u128, |m, p| m | 1 << cell(p).index());
                if candidates.with(digit) & shared.mask() & !cells == 0 {
                    continue;
                }
                let mut step = Step::new(technique);
                step.cells = positions_in(places).map(cell).collect();
                step.units = vec![house.unit(), shared.unit()];
                step.digits = DigitSet::EMPTY.with(digit);
                step.eliminations = shared
                    .cells()
                    .filter(|c| cells & 1 << c.index() == 0 && candidates.get(*c).contains(digit))
                    .map(|c| (c, digit))
                    .collect();
                return Some(step);
            }
        }
    }
    None
}

/// The positions (0-8) set in `bits`, from the lowest.
fn positions_in(bits: u16) -> impl Iterator<Item = u32> + Clone {
    (0..9).filter(move |p| bits & 1 << p != 0)
}

/// Every way to choose `size` (1 to 4) of `n` items (at most 16), as a bit per item chosen, in
/// the order of the chosen items' positions: {0, 1}, {0, 2}, ..., {1, 2}, ...
pub(super) fn combinations(n: usize, size: usize) -> impl Iterator<Item = u16> {
    debug_assert!((1..=4).contains(&size) && n <= 16);
    let mut index = [0, 1, 2, 3];
    let mut done = size > n;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let chosen = index[..size].iter().fold(0u16, |m, &i| m | 1 << i);
        // The next: the last index that can move moves up by one, and those after it follow it.
        done = true;
        for i in (0..size).rev() {
            if index[i] < n - size + i {
                index[i] += 1;
                for j in i + 1..size {
                    index[j] = index[j - 1] + 1;
                }
                done = false;
                break;
            }
        }
        Some(chosen)
    })
}

/// Every way to choose `size` (1 to 4) of the items set in `items` (a bit each), as the bits
/// chosen, in the order of [`combinations`].
pub(super) fn combinations_of(items: u16, size: usize) -> impl Iterator<Item = u16> {
    let mut at = [0u8; 16];
    let mut n = 0;
    for p in (0..16).filter(|p| items >> p & 1 == 1) {
        at[n] = p;
        n += 1;
    }
    combinations(n, size).map(move |chosen| {
        (0..n)
            .filter(|i| chosen >> i & 1 == 1)
            .fold(0u16, |m, i| m | 1 << at[i])
    })
}

/// The positions 0-8 (or digits 0-8) whose `count` is two to `size`: the items a subset or a
/// fish of `size` may take.
pub(super) fn two_to(size: usize, count: impl Fn(usize) -> u32) -> u16 {
    (0..9)
        .filter(|&i| (2..=size as u32).contains(&count(i)))
        .fold(0u16, |m, i| m | 1 << i)
}

/// Naked then hidden subsets of `size` (2 pairs, 3 triples, 4 quads), unit by unit.
pub(super) fn subsets(candidates: &Candidates, size: usize) -> Option<Step> {
    let (naked, hidden) = match size {
        2 => (Technique::NakedPair, Technique::HiddenPair),
        3 => (Technique::NakedTriple, Technique::HiddenTriple),
        _ => (Technique::NakedQuad, Technique::HiddenQuad),
    };
    SCAN.iter()
        .find_map(|&house| naked_subset(candidates, house, size, naked))
        .or_else(|| {
            SCAN.iter()
                .find_map(|&house| hidden_subset(candidates, house, size, hidden))
        })
}

fn naked_subset(
    candidates: &Candidates,
    house: House,
    size: usize,
    technique: Technique,
) -> Option<Step> {
    // The house's positions whose cells hold 2 to `size` candidates, and every empty cell's
    // marks.
    let marks: [u16; 9] = std::array::from_fn(|p| candidates.get(house.cell(p)).bits());
    let open = two_to(size, |p| marks[p].count_ones());
    for picked in combinations_of(open, size) {
        let digits = positions_in(picked).fold(0u16, |all, p| all | marks[p as usize]);
        if digits.count_ones() as usize != size {
            continue;
        }
        let others = (0..9).filter(|p| picked & 1 << p == 0);
        if others.clone().all(|p| marks[p] & digits == 0) {
            continue;
        }
        let digits = DigitSet::from_bits(digits);
        let cells = positions_in(picked)
            .map(|p| house.cell(p as usize))
            .collect();
        let eliminations: Vec<(Cell, Digit)> = others
            .flat_map(|p| {
                let cell = house.cell(p);
                let marks = candidates.get(cell);
                digits
                    .iter()
                    .filter(move |&d| marks.contains(d))
                    .map(move |d| (cell, d))
            })
            .collect();
        return subset_step(technique, house, cells, digits, eliminations);
    }
    None
}

fn hidden_subset(
    candidates: &Candidates,
    house: House,
    size: usize,
    technique: Technique,
) -> Option<Step> {
    let open = two_to(size, |d| {
        candidates.places(house, Digit::ALL[d]).count_ones()
    });
    for chosen in combinations_of(open, size) {
        let digits = positions_in(chosen).map(|i| Digit::ALL[i as usize]);
        let places = digits
            .clone()
            .fold(0u16, |all, d| all | candidates.places(house, d));
        if places.count_ones() as usize != size {
            continue;
        }
        let set: DigitSet = digits.collect();
        let cells = positions_in(places).map(|p| house.cell(p as usize));
        if cells
            .clone()
            .all(|c| candidates.get(c).bits() & !set.bits() == 0)
        {
            continue;
        }
        let cells: Vec<Cell> = cells.collect();
        let eliminations: Vec<(Cell, Digit)> = cells
            .iter()
            .flat_map(|&c| {
                candidates
                    .get(c)
                    .iter()
                    .filter(|&d| !set.contains(d))
                    .map(move |d| (c, d))
            })
            .collect();
        return subset_step(technique, house, cells, set, eliminations);
    }
    None
}

/// The step of a subset found in `house`, if it removes anything.
fn subset_step(
    technique: Technique,
    house: House,
    cells: Vec<Cell>,
    digits: DigitSet,
    eliminations: Vec<(Cell, Digit)>,
) -> Option<Step> {
    (!eliminations.is_empty()).then(|| {
        let mut step = Step::new(technique);
        step.cells = cells;
        step.units.push(house.unit());
        step.digits = digits;
        step.eliminations = eliminations;
        step
    })
}

#[cfg(test)]
mod tests {
    use super::combinations;

    #[test]
    fn combinations_come_in_the_order_of_their_items() {
        let pairs: Vec<u16> = combinations(4, 2).collect();
        assert_eq!(pairs, [0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100]);
        assert_eq!(combinations(9, 4).count(), 126);
        assert!(combinations(9, 4).all(|c| c.count_ones() == 4 && c < 1 << 9));
        assert_eq!(combinations(3, 3).collect::<Vec<_>>(), [0b111]);
        assert_eq!(combinations(2, 3).count(), 0);
    }
}
