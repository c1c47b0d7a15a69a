//! Singles, intersections (pointing and claiming) and naked and hidden subsets.

use super::{Candidates, Step, Technique, cell_at, unit_cells, unit_of};
use crate::cell::UNITS;
use crate::{Cell, Digit, DigitSet};

/// Units in the order people scan them for singles: boxes, then rows, then columns.
const SCAN: [usize; 27] = {
    let mut order = [0; 27];
    let mut i = 0;
    while i < 27 {
        order[i] = (i + 18) % 27;
        i += 1;
    }
    order
};

pub(super) fn full_house(candidates: &Candidates) -> Option<Step> {
    SCAN.iter().find_map(|&unit| {
        let mut empty = candidates.empty_cells(unit);
        let (cell, None) = (empty.next()?, empty.next()) else {
            return None;
        };
        let digit = candidates.get(cell).iter().next()?;
        let mut step = Step::new(Technique::FullHouse);
        step.cells.push(cell);
        step.units.push(unit_of(unit));
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
    SCAN.iter().find_map(|&unit| {
        Digit::ALL.iter().find_map(|&digit| {
            let places = candidates.places(unit, digit);
            if places.count_ones() != 1 {
                return None;
            }
            let cell = cell_at(UNITS[unit][places.trailing_zeros() as usize]);
            let mut step = Step::new(Technique::HiddenSingle);
            step.cells.push(cell);
            step.units.push(unit_of(unit));
            step.digits = DigitSet::EMPTY.with(digit);
            step.placements.push((cell, digit));
            Some(step)
        })
    })
}

/// Pointing (a box's places for a digit on one line) and claiming (a line's places in one box).
pub(super) fn intersections(candidates: &Candidates) -> Option<Step> {
    for (technique, units) in [(Technique::Pointing, 18..27), (Technique::Claiming, 0..18)] {
        for unit in units {
            for digit in Digit::ALL {
                let cells: Vec<Cell> = unit_cells(unit)
                    .filter(|&c| candidates.get(c).contains(digit))
                    .collect();
                if cells.len() < 2 {
                    continue;
                }
                // The other unit all these cells share: a line for a box, the box for a line.
                let shared = (0..27).filter(|&u| u != unit).find(|&u| {
                    (u < 18) == (technique == Technique::Pointing)
                        && cells.iter().all(|c| UNITS[u].contains(&(c.index() as u8)))
                });
                let Some(shared) = shared else { continue };
                let eliminations: Vec<(Cell, Digit)> = unit_cells(shared)
                    .filter(|c| !cells.contains(c) && candidates.get(*c).contains(digit))
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Step::new(technique);
                step.cells = cells;
                step.units = vec![unit_of(unit), unit_of(shared)];
                step.digits = DigitSet::EMPTY.with(digit);
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}

/// Every way to choose `size` of `items`.
pub(super) fn choose<T: Copy>(items: &[T], size: usize) -> Vec<Vec<T>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        for mut rest in choose(&items[i + 1..], size - 1) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// Naked then hidden subsets of `size` (2 pairs, 3 triples, 4 quads), unit by unit.
pub(super) fn subsets(candidates: &Candidates, size: usize) -> Option<Step> {
    let (naked, hidden) = match size {
        2 => (Technique::NakedPair, Technique::HiddenPair),
        3 => (Technique::NakedTriple, Technique::HiddenTriple),
        _ => (Technique::NakedQuad, Technique::HiddenQuad),
    };
    SCAN.iter()
        .find_map(|&unit| naked_subset(candidates, unit, size, naked))
        .or_else(|| {
            SCAN.iter()
                .find_map(|&unit| hidden_subset(candidates, unit, size, hidden))
        })
}

fn naked_subset(
    candidates: &Candidates,
    unit: usize,
    size: usize,
    technique: Technique,
) -> Option<Step> {
    let open: Vec<Cell> = candidates
        .empty_cells(unit)
        .filter(|&c| (2..=size).contains(&candidates.get(c).len()))
        .collect();
    for cells in choose(&open, size) {
        let digits: DigitSet = cells
            .iter()
            .flat_map(|&c| candidates.get(c).iter())
            .collect();
        if digits.len() != size {
            continue;
        }
        let eliminations: Vec<(Cell, Digit)> = unit_cells(unit)
            .filter(|c| !cells.contains(c))
            .flat_map(|c| {
                let marks = candidates.get(c);
                digits
                    .iter()
                    .filter(move |&d| marks.contains(d))
                    .map(move |d| (c, d))
            })
            .collect();
        if let Some(step) = subset_step(technique, unit, cells, digits, eliminations) {
            return Some(step);
        }
    }
    None
}

fn hidden_subset(
    candidates: &Candidates,
    unit: usize,
    size: usize,
    technique: Technique,
) -> Option<Step> {
    let open: Vec<Digit> = Digit::ALL
        .into_iter()
        .filter(|&d| (2..=size as u32).contains(&candidates.places(unit, d).count_ones()))
        .collect();
    for digits in choose(&open, size) {
        let places = digits
            .iter()
            .fold(0u16, |all, &d| all | candidates.places(unit, d));
        if places.count_ones() as usize != size {
            continue;
        }
        let set: DigitSet = digits.iter().copied().collect();
        let cells: Vec<Cell> = (0..9)
            .filter(|i| places & (1 << i) != 0)
            .map(|i| cell_at(UNITS[unit][i]))
            .collect();
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
        if let Some(step) = subset_step(technique, unit, cells, set, eliminations) {
            return Some(step);
        }
    }
    None
}

/// The step of a subset found in `unit`, if it removes anything.
fn subset_step(
    technique: Technique,
    unit: usize,
    cells: Vec<Cell>,
    digits: DigitSet,
    eliminations: Vec<(Cell, Digit)>,
) -> Option<Step> {
    (!eliminations.is_empty()).then(|| {
        let mut step = Step::new(technique);
        step.cells = cells;
        step.units.push(unit_of(unit));
        step.digits = digits;
        step.eliminations = eliminations;
        step
    })
}
