//! The houses of the classic board as the logic engine reads them: the 27 units (rows 0-8,
//! columns 9-17, boxes 18-26), their cells as masks, and each cell's units.

use crate::cell::UNITS;
use crate::{Cell, Unit};

/// Each unit's 9 cells (rows 0-8, columns 9-17, boxes 18-26), as a mask.
pub(in crate::logic) const UNIT_MASKS: [u128; 27] = {
    let mut masks = [0u128; 27];
    let mut unit = 0;
    while unit < 27 {
        let mut i = 0;
        while i < 9 {
            masks[unit] |= 1 << UNITS[unit][i];
            i += 1;
        }
        unit += 1;
    }
    masks
};

/// For each cell, its three units (row, column, box) and its position along each.
pub(super) const UNIT_POSITIONS: [[(u8, u8); 3]; 81] = {
    let mut table = [[(0u8, 0u8); 3]; 81];
    let mut unit = 0;
    while unit < 27 {
        let mut position = 0;
        while position < 9 {
            let cell = UNITS[unit][position] as usize;
            table[cell][unit / 9] = (unit as u8, position as u8);
            position += 1;
        }
        unit += 1;
    }
    table
};

/// A cell's units in SE's order: its box, its row, its column (indices into `UNIT_BITS`).
pub(in crate::logic) fn regions(cell: usize) -> [usize; 3] {
    REGIONS[cell].map(usize::from)
}

/// `regions` for every cell (looked up: the chains ask it millions of times a puzzle).
const REGIONS: [[u8; 3]; 81] = {
    let mut table = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = [
            (18 + cell / 27 * 3 + cell % 9 / 3) as u8,
            (cell / 9) as u8,
            (9 + cell % 9) as u8,
        ];
        cell += 1;
    }
    table
};

pub(in crate::logic) fn cell_at(index: u8) -> Cell {
    Cell::new(index as usize).expect("tables hold cell indices")
}

/// The unit of index 0-26 (rows, columns, boxes).
pub(in crate::logic) fn unit_of(index: usize) -> Unit {
    match index {
        0..9 => Unit::Row(index),
        9..18 => Unit::Column(index - 9),
        _ => Unit::Box(index - 18),
    }
}

/// The cells of unit `index`.
pub(in crate::logic) fn unit_cells(index: usize) -> impl Iterator<Item = Cell> {
    UNITS[index].iter().map(|&c| cell_at(c))
}
