//! Cell and unit forcing nets: every way a cell, or a digit in a unit, can go leads to the same
//! result. Each candidate of a cell of two or three (or each of a digit's two or three places in
//! a unit) is assumed in turn and followed (singles, pointing and claiming, on the trial board of
//! `trial.rs`); what every branch that does not contradict itself places or removes is true,
//! since one of them is. A branch that contradicts itself is left to the forcing nets, which
//! remove its candidate.

use super::houses::House;
use super::trial::Trial;
use super::{Candidates, Step, Technique, cell_at};
use crate::{Cell, Digit};

/// The first cell forcing net that places or removes something: cells in order.
pub(super) fn cell_forcing_net(candidates: &Candidates) -> Option<Step> {
    let board = Trial::new(candidates);
    Cell::all().find_map(|cell| {
        let marks = candidates.get(cell);
        if !(2..=3).contains(&marks.len()) {
            return None;
        }
        let branches: Vec<(Cell, Digit)> = marks.iter().map(|d| (cell, d)).collect();
        let mut step = verity(&board, &branches, Technique::CellForcingNet)?;
        step.digits = marks;
        Some(step)
    })
}

/// The first unit forcing net that places or removes something: units (rows, columns, boxes),
/// then digits, in order.
pub(super) fn unit_forcing_net(candidates: &Candidates) -> Option<Step> {
    let board = Trial::new(candidates);
    House::ALL.into_iter().find_map(|house| {
        Digit::ALL.into_iter().find_map(|digit| {
            let branches: Vec<(Cell, Digit)> = house
                .cells()
                .filter(|&c| candidates.get(c).contains(digit))
                .map(|c| (c, digit))
                .collect();
            if !(2..=3).contains(&branches.len()) {
                return None;
            }
            let mut step = verity(&board, &branches, Technique::UnitForcingNet)?;
            step.units = vec![house.unit()];
            step.digits = crate::DigitSet::EMPTY.with(digit);
            Some(step)
        })
    })
}

/// What every branch of `branches` (one of which holds) places, else what every one removes:
/// the step, its cells the branches' then those it changes. `None` when a branch contradicts
/// itself or they agree on nothing.
fn verity(board: &Trial, branches: &[(Cell, Digit)], technique: Technique) -> Option<Step> {
    let mut placed = [!0u128; 9];
    let mut removed = [!0u128; 9];
    for &(cell, digit) in branches {
        let mut trial = *board;
        trial.place(cell, digit);
        if !trial.propagate() {
            return None;
        }
        for d in 0..9 {
            placed[d] &= trial.placed(d) & !board.placed(d);
            // Gone without being placed there: the cells it filled with another digit, or
            // eliminated.
            removed[d] &= board.candidates(d) & !trial.candidates(d) & !trial.placed(d);
        }
    }
    let mut step = Step::new(technique);
    // The branches' cells (one, for a cell), then the cells it changes.
    for &(cell, _) in branches {
        if !step.cells.contains(&cell) {
            step.cells.push(cell);
        }
    }
    let assumed = step.cells.iter().fold(0u128, |m, c| m | 1 << c.index());
    let at = |bits: u128| (0..81).filter(move |&c| bits >> c & 1 == 1);
    // A placement, the first in reading order, says the most; else every removal.
    let first_placed =
        (0..81).find_map(|c| (0..9).find(|&d| placed[d] >> c & 1 == 1).map(|d| (c, d)));
    if let Some((c, d)) = first_placed {
        let cell = cell_at(c as u8);
        step.cells.push(cell);
        step.placements.push((cell, Digit::ALL[d]));
        return Some(step);
    }
    for c in 0..81 {
        for (d, bits) in removed.iter().enumerate() {
            if bits >> c & 1 == 1 {
                step.eliminations.push((cell_at(c as u8), Digit::ALL[d]));
            }
        }
    }
    let changed = removed.iter().fold(0u128, |all, bits| all | bits) & !assumed;
    step.cells.extend(at(changed).map(|c| cell_at(c as u8)));
    (!step.eliminations.is_empty()).then_some(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::named as cell;

    /// Every candidate everywhere, but the named cells, which hold only the digits given, and
    /// digit 1 in row 1 only where named too.
    fn board(cells: &[(&str, &[u8])], ones_in_row_1: &[&str]) -> Candidates {
        let mut candidates = super::super::only(cells);
        if !ones_in_row_1.is_empty() {
            let kept: Vec<Cell> = ones_in_row_1.iter().map(|&n| cell(n)).collect();
            for c in Cell::all().filter(|c| c.row() == 0 && !kept.contains(c)) {
                candidates.eliminate(c, Digit::new(1).unwrap());
            }
        }
        candidates
    }

    #[test]
    fn every_candidate_of_a_cell_leads_to_the_same_removal() {
        // r1c1 holds 1 or 2. With 1, r1c5 (1 3) is 3; with 2, r5c1 (2 3) is 3. Either way r5c5,
        // which sees both, loses 3.
        let three = Digit::new(3).unwrap();
        let cells: [(&str, &[u8]); 3] = [("r1c1", &[1, 2]), ("r1c5", &[1, 3]), ("r5c1", &[2, 3])];
        let step = cell_forcing_net(&board(&cells, &[])).expect("a cell forcing net");
        assert_eq!(step.technique, Technique::CellForcingNet);
        assert_eq!(step.eliminations, [(cell("r5c5"), three)], "{step}");
        assert_eq!(step.cells, [cell("r1c1"), cell("r5c5")]);
        // With r5c1 holding 2 and 4, the second branch makes no 3: nothing agreed.
        let mut apart = cells;
        apart[2] = ("r5c1", &[2, 4]);
        assert!(cell_forcing_net(&board(&apart, &[])).is_none());
    }

    #[test]
    fn every_place_of_a_digit_in_a_unit_leads_to_the_same_removals() {
        // Row 1 holds 1 at r1c1 or r1c5. With r1c1, r5c1 (1 2) is 2 and r5c5 (1 2) is 1; with
        // r1c5, the other way round: either way, the rest of row 5 loses 1 and 2, and columns 1
        // and 5 have their 1 in r1c1 and r5c5, or r5c1 and r1c5: their other cells lose 1.
        let cells: [(&str, &[u8]); 2] = [("r5c1", &[1, 2]), ("r5c5", &[1, 2])];
        let step = unit_forcing_net(&board(&cells, &["r1c1", "r1c5"])).expect("a unit forcing net");
        assert_eq!(step.technique, Technique::UnitForcingNet);
        let lost: Vec<(Cell, Digit)> = ["r5c2", "r5c3", "r5c4", "r5c6", "r5c7", "r5c8", "r5c9"]
            .into_iter()
            .flat_map(|n| [1, 2].map(|d| (cell(n), Digit::new(d).unwrap())))
            .collect();
        let one = Digit::new(1).unwrap();
        let columns: Vec<(Cell, Digit)> = (Cell::all())
            .filter(|c| [0, 4].contains(&c.col()) && ![0, 4].contains(&c.row()))
            .map(|c| (c, one))
            .collect();
        let mut expected: Vec<(Cell, Digit)> = lost.into_iter().chain(columns).collect();
        expected.sort();
        assert_eq!(step.eliminations, expected, "{step}");
        // With r5c5 holding 1 and 3, the two branches agree on nothing.
        let apart: [(&str, &[u8]); 2] = [("r5c1", &[1, 2]), ("r5c5", &[1, 3])];
        assert!(unit_forcing_net(&board(&apart, &["r1c1", "r1c5"])).is_none());
    }
}
