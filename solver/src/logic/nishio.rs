//! Nishio: a forcing chain on one digit. A candidate d is assumed, and d alone is followed: d
//! leaves the cell's peers, and a unit left with one place for d takes it (and its peers lose d
//! in turn). If a unit that has no d yet is left with no place for it, the assumption was false:
//! the cell loses d. Simpler to follow than a forcing chain over every digit, so tried before
//! those.

use super::bits::{cells, seeing};
use super::houses::House;
use super::{Candidates, Step, Technique, cell_at};
use crate::Digit;

/// The first Nishio that removes a candidate: digits in order, each one's cells in order.
pub(super) fn nishio(candidates: &Candidates) -> Option<Step> {
    let board = candidates.board();
    for digit in Digit::ALL {
        let places = candidates.with(digit);
        // The houses that hold the digit already, a bit per house.
        let placed = (House::ALL.into_iter())
            .filter(|h| h.cells().any(|c| board.get(c) == Some(digit)))
            .fold(0u32, |m, h| m | 1 << h.index());
        for start in cells(places) {
            if let Some((forced, empty)) = follow(places, placed, start) {
                let cell = cell_at(start as u8);
                let mut step = Step::new(Technique::Nishio);
                step.cells = std::iter::once(cell)
                    .chain(forced.iter().map(|&c| cell_at(c as u8)))
                    .collect();
                step.units = vec![empty.unit()];
                step.digits = crate::DigitSet::EMPTY.with(digit);
                step.eliminations = vec![(cell, digit)];
                return Some(step);
            }
        }
    }
    None
}

/// The digit placed at `start` and followed alone over its `places` (the houses in `placed`, a
/// bit per house, hold it already): the cells it is then forced into, in order, and the house
/// left without a place for it, if one is.
fn follow(mut places: u128, mut placed: u32, start: usize) -> Option<(Vec<usize>, House)> {
    let mut forced = Vec::new();
    let put = |cell: usize, places: &mut u128, placed: &mut u32| {
        *places &= !seeing(1 << cell) & !(1 << cell);
        for house in House::ALL {
            if house.mask() >> cell & 1 == 1 {
                *placed |= 1 << house.index();
            }
        }
    };
    put(start, &mut places, &mut placed);
    loop {
        let mut single = None;
        for house in House::ALL {
            if placed >> house.index() & 1 == 1 {
                continue;
            }
            let left = places & house.mask();
            match left.count_ones() {
                0 => return Some((forced, house)),
                1 if single.is_none() => single = Some(left.trailing_zeros() as usize),
                _ => {}
            }
        }
        let cell = single?;
        forced.push(cell);
        put(cell, &mut places, &mut placed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::LogicalPath;
    use crate::{Board, Cell};

    #[test]
    fn a_place_left_in_the_unit_undoes_it() {
        // The second puzzle of top1465 at its first Nishio (2 at r9c2 leaves row 8 without 2;
        // followed by hand in tests/it/logic.rs). Given back a 2 in row 8 that none of the
        // chain's cells sees, that row keeps a place: no such Nishio.
        let puzzle: Board =
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
                .parse()
                .unwrap();
        let path = LogicalPath::of(&puzzle).unwrap();
        let at = (path.steps.iter())
            .position(|s| s.technique == Technique::Nishio)
            .unwrap();
        let mut candidates = Candidates::new(&puzzle);
        for step in &path.steps[..at] {
            candidates.apply(step);
        }
        let found = nishio(&candidates).expect("the Nishio");
        assert_eq!(found, path.steps[at]);
        let two = Digit::new(2).unwrap();
        let free = Cell::all()
            .find(|&c| {
                c.row() == 7
                    && candidates.board().get(c).is_none()
                    && !found.cells.iter().any(|&f| f == c || f.sees(c))
            })
            .expect("an empty cell of row 8 that no cell of the chain sees");
        candidates.add(free, two);
        let after = nishio(&candidates);
        assert!(after.is_none_or(|s| s.eliminations != found.eliminations));
    }
}
