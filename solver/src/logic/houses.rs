//! The houses of the classic board as the logic engine reads them: the 27 units (rows 0-8,
//! columns 9-17, boxes 18-26), their cells as masks, and each cell's units.
//!
//! Every finder, the page's and SE's own rules alike, names a house by [`House`]
//! (`House::row(r)`, `House::block(b)`, a family of nine such as [`House::ROWS`], a cell's
//! houses by [`House::of`], or in SE's order by [`House::se_of`] and [`House::SE_ORDER`]) and
//! asks it for its cells, never computing an index; only this module numbers them. A board
//! with other houses (jigsaw regions, diagonals, extra regions) would grow this type's list and
//! the tables below, not the finders.

use crate::cell::UNITS;
use crate::{Cell, Unit};

/// One of the classic board's 27 houses: a set of nine cells that holds each digit once (a
/// row, a column or a 3x3 box). Numbered as the engine's tables are: rows 0-8, columns 9-17,
/// boxes 18-26.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct House(u8);

impl House {
    /// The nine rows, from the top.
    pub(crate) const ROWS: [House; 9] = House::run(0);
    /// The nine columns, from the left.
    pub(crate) const COLUMNS: [House; 9] = House::run(9);
    /// The nine boxes, in reading order.
    pub(crate) const BLOCKS: [House; 9] = House::run(18);
    /// The rows, then the columns.
    pub(crate) const LINES: [House; 18] = House::run(0);
    /// Every house: rows, columns, boxes.
    pub(crate) const ALL: [House; 27] = House::run(0);

    /// The `N` houses numbered from `first` on.
    const fn run<const N: usize>(first: u8) -> [House; N] {
        let mut houses = [House(0); N];
        let mut i = 0;
        while i < N {
            houses[i] = House(first + i as u8);
            i += 1;
        }
        houses
    }

    /// Row `r` (0-8).
    pub(crate) const fn row(r: usize) -> House {
        debug_assert!(r < 9);
        House(r as u8)
    }

    /// Column `c` (0-8).
    pub(crate) const fn column(c: usize) -> House {
        debug_assert!(c < 9);
        House(9 + c as u8)
    }

    /// Box `b` (0-8, in reading order).
    pub(crate) const fn block(b: usize) -> House {
        debug_assert!(b < 9);
        House(18 + b as u8)
    }

    /// The house numbered `index` (0-26) in the tables' order.
    pub(crate) const fn at(index: usize) -> House {
        debug_assert!(index < 27);
        House(index as u8)
    }

    /// The house's number in the tables' order (0-26).
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its number among the houses of its kind (0-8): the row's, the column's or the box's.
    pub(crate) const fn ordinal(self) -> usize {
        self.0 as usize % 9
    }

    /// The nine houses of its kind (the rows, the columns or the boxes), in order.
    pub(crate) const fn family(self) -> [House; 9] {
        match self.0 {
            0..9 => House::ROWS,
            9..18 => House::COLUMNS,
            _ => House::BLOCKS,
        }
    }

    /// Every house in SE's order for its singles and subsets: boxes, columns, rows.
    pub(crate) const SE_ORDER: [House; 27] = {
        let mut order = [House(0); 27];
        let mut i = 0;
        while i < 27 {
            // Boxes 18-26, then columns 9-17, then rows 0-8.
            order[i] = House(match i / 9 {
                0 => i + 18,
                1 => i,
                _ => i - 18,
            } as u8);
            i += 1;
        }
        order
    };

    /// Whether it is a row.
    pub(crate) const fn is_row(self) -> bool {
        self.0 < 9
    }

    /// Whether it is a box (else a row or a column).
    pub(crate) const fn is_block(self) -> bool {
        self.0 >= 18
    }

    /// Its cells, a bit per cell index.
    pub(crate) const fn mask(self) -> u128 {
        UNIT_MASKS[self.0 as usize]
    }

    /// The cell at `position` (0-8) along it: rows left to right, columns top to bottom, boxes
    /// in reading order.
    pub(crate) fn cell(self, position: usize) -> Cell {
        cell_at(UNITS[self.index()][position])
    }

    /// Its cells, in the order of their positions.
    pub(crate) fn cells(self) -> impl Iterator<Item = Cell> + Clone {
        UNITS[self.index()].iter().map(|&c| cell_at(c))
    }

    /// The house as the public [`Unit`].
    pub(crate) const fn unit(self) -> Unit {
        match self.0 {
            0..9 => Unit::Row(self.0 as usize),
            9..18 => Unit::Column(self.0 as usize - 9),
            _ => Unit::Box(self.0 as usize - 18),
        }
    }

    /// For a box, the lines through it: its band's three rows, then its stack's three columns.
    pub(crate) const fn lines_through(self) -> [House; 6] {
        let b = self.0 as usize - 18;
        let (band, stack) = (b / 3 * 3, b % 3 * 3);
        [
            House::row(band),
            House::row(band + 1),
            House::row(band + 2),
            House::column(stack),
            House::column(stack + 1),
            House::column(stack + 2),
        ]
    }

    /// The houses of the cell of index `cell` (0-80) in SE's order: its box, its row, its
    /// column.
    pub(crate) const fn se_of(cell: usize) -> [House; 3] {
        SE_HOUSES[cell]
    }

    /// Whether the cell of index `cell` (0-80) is one of its cells.
    pub(crate) const fn holds(self, cell: usize) -> bool {
        self.mask() >> cell & 1 == 1
    }

    /// Its cells' indices (0-80), in the order of their positions.
    pub(crate) fn indices(self) -> impl Iterator<Item = usize> + Clone {
        UNITS[self.index()].iter().map(|&c| usize::from(c))
    }

    /// The row, the column and the box of `cell`.
    pub(crate) const fn of(cell: Cell) -> [House; 3] {
        [
            House::row(cell.row()),
            House::column(cell.col()),
            House::block(cell.box_index()),
        ]
    }
}

/// Each unit's 9 cells (rows 0-8, columns 9-17, boxes 18-26), as a mask.
const UNIT_MASKS: [u128; 27] = {
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

/// `House::se_of` for every cell (looked up: SE's chains ask it millions of times a puzzle).
const SE_HOUSES: [[House; 3]; 81] = {
    let mut table = [[House(0); 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let [row, column, block] = UNIT_POSITIONS[cell];
        table[cell] = [House(block.0), House(row.0), House(column.0)];
        cell += 1;
    }
    table
};

/// The cell of `index` in a table or a bit board (always below 81).
pub(in crate::logic) fn cell_at(index: u8) -> Cell {
    Cell::from_table(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_family_of_houses_covers_the_board_once() {
        for family in [House::ROWS, House::COLUMNS, House::BLOCKS] {
            let union = family.iter().fold(0u128, |all, h| {
                assert_eq!(all & h.mask(), 0, "{h:?} overlaps its family");
                all | h.mask()
            });
            assert_eq!(union, (1 << 81) - 1);
        }
        assert_eq!(House::LINES[..9], House::ROWS);
        assert_eq!(House::LINES[9..], House::COLUMNS);
        let se_order = [House::BLOCKS, House::COLUMNS, House::ROWS].concat();
        assert_eq!(House::SE_ORDER[..], se_order[..]);
    }

    #[test]
    fn a_house_knows_its_cells_and_each_cell_its_houses() {
        for house in House::ALL {
            assert_eq!(House::at(house.index()), house);
            let cells: Vec<Cell> = house.cells().collect();
            assert_eq!(cells.len(), 9);
            let indices: Vec<usize> = house.indices().collect();
            assert_eq!(indices, cells.iter().map(|c| c.index()).collect::<Vec<_>>());
            for (position, &cell) in cells.iter().enumerate() {
                assert_eq!(house.cell(position), cell);
                assert!(house.mask() >> cell.index() & 1 == 1);
                assert!(House::of(cell).contains(&house));
            }
            for index in 0..81 {
                assert_eq!(house.holds(index), indices.contains(&index));
            }
            let unit = match house.unit() {
                Unit::Row(i) => House::row(i),
                Unit::Column(i) => House::column(i),
                Unit::Box(i) => House::block(i),
            };
            assert_eq!(unit, house);
            assert_eq!(house.ordinal(), house.index() % 9);
            assert_eq!(house.family()[house.ordinal()], house);
            assert!(
                house
                    .family()
                    .iter()
                    .all(|h| h.is_block() == house.is_block())
            );
        }
    }

    #[test]
    fn se_names_a_cells_box_then_its_row_then_its_column() {
        for cell in Cell::all() {
            let [row, column, block] = House::of(cell);
            assert_eq!(House::se_of(cell.index()), [block, row, column]);
        }
    }

    #[test]
    fn the_lines_through_a_box_are_those_that_cross_it() {
        for block in House::BLOCKS {
            let crossing: Vec<House> = (House::LINES.into_iter())
                .filter(|line| line.mask() & block.mask() != 0)
                .collect();
            assert_eq!(block.lines_through()[..], crossing[..], "{block:?}");
            assert!(block.is_block() && crossing.iter().all(|l| !l.is_block()));
        }
    }
}
