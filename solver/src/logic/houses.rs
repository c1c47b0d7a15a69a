//! The houses of the classic board as the logic engine reads them: the 27 houses (rows 0-8,
//! columns 9-17, boxes 18-26) as a [`Geometry`] value, their cells as masks, each cell's
//! houses and peers derived from that list.
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
        CLASSIC.masks[self.0 as usize]
    }

    /// The cell at `position` (0-8) along it: rows left to right, columns top to bottom, boxes
    /// in reading order.
    pub(crate) fn cell(self, position: usize) -> Cell {
        cell_at(CLASSIC.cells[self.index()][position])
    }

    /// Its cells, in the order of their positions.
    pub(crate) fn cells(self) -> impl Iterator<Item = Cell> + Clone {
        CLASSIC.cells[self.index()].iter().map(|&c| cell_at(c))
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
        CLASSIC.cells[self.index()].iter().map(|&c| usize::from(c))
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

/// A board's houses, and what follows from them: each house's cells as a mask, each cell's
/// house in each family and its position along it, each cell's peers. Made from the list of
/// houses alone ([`Geometry::new`]); the classic board is [`Geometry::CLASSIC`], the one the
/// engine reads today (see ARCHITECTURE.md for the boards that would come next).
///
/// The houses are three families of nine, each family covering the board once: rows 0-8,
/// columns 9-17, then the third family 18-26 (the classic board's 3x3 boxes; a jigsaw's
/// regions would be another value of this type, with the same numbering).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    /// Each house's cells by position (the list it was made from).
    cells: &'static [[u8; 9]; 27],
    /// Each house's cells, a bit per cell index.
    masks: [u128; 27],
    /// For each cell, its house in each family (row, column, box) and its position along it.
    positions: [[(u8, u8); 3]; 81],
}

impl Geometry {
    /// The classic board: rows, columns and 3x3 boxes.
    pub(crate) const CLASSIC: Geometry = match Geometry::new(&UNITS) {
        Some(geometry) => geometry,
        None => panic!("the classic houses cover the board once per family"),
    };

    /// The geometry of these houses (each by its cells' indices 0-80, in position order); `None`
    /// unless each family of nine holds every cell exactly once.
    pub(crate) const fn new(cells: &'static [[u8; 9]; 27]) -> Option<Geometry> {
        let mut masks = [0u128; 27];
        let mut positions = [[(0u8, 0u8); 3]; 81];
        let mut house = 0;
        while house < 27 {
            let mut position = 0;
            while position < 9 {
                let cell = cells[house][position] as usize;
                if cell >= 81 || positions[cell][house / 9].0 != 0 || masks[house] >> cell & 1 == 1
                {
                    return None;
                }
                masks[house] |= 1 << cell;
                // Stored one up while the table fills, so that 0 means "not yet in this family".
                positions[cell][house / 9] = (house as u8 + 1, position as u8);
                position += 1;
            }
            house += 1;
        }
        let mut cell = 0;
        while cell < 81 {
            let mut family = 0;
            while family < 3 {
                positions[cell][family].0 -= 1;
                family += 1;
            }
            cell += 1;
        }
        Some(Geometry {
            cells,
            masks,
            positions,
        })
    }

    /// The cells of a cell's houses but itself: those that may not hold its digit.
    pub(crate) const fn peers(&self, cell: usize) -> u128 {
        let [row, column, block] = self.positions[cell];
        let houses = self.masks[row.0 as usize] | self.masks[column.0 as usize];
        (houses | self.masks[block.0 as usize]) & !(1 << cell)
    }
}

/// The geometry the engine reads, by reference: every lookup reads the one table in place.
const CLASSIC: &Geometry = &Geometry::CLASSIC;

/// A cell's peers on the classic board ([`Geometry::peers`]).
pub(in crate::logic) const fn peers(cell: usize) -> u128 {
    CLASSIC.peers(cell)
}

/// `peers` of a [`Cell`].
pub(in crate::logic) const fn peers_of(cell: Cell) -> u128 {
    peers(cell.index())
}

/// For each of a cell's houses (row, column, box), the house's number and the cell's position
/// along it.
pub(super) const fn positions(cell: usize) -> [(u8, u8); 3] {
    CLASSIC.positions[cell]
}

/// `House::se_of` for every cell (looked up: SE's chains ask it millions of times a puzzle).
const SE_HOUSES: [[House; 3]; 81] = {
    let mut table = [[House(0); 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let [row, column, block] = CLASSIC.positions[cell];
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

    /// The houses of a board whose third family is `region` of each cell (0-8) instead of its
    /// box, each region's cells in reading order.
    fn with_regions(region: impl Fn(usize) -> usize) -> [[u8; 9]; 27] {
        let mut houses = UNITS;
        let mut filled = [0; 9];
        for cell in 0..81 {
            let r = region(cell);
            houses[18 + r][filled[r]] = cell as u8;
            filled[r] += 1;
        }
        houses
    }

    #[test]
    fn a_geometry_derives_each_cells_houses_and_peers_from_its_list_of_houses() {
        let peers_by_hand = |houses: &[[u8; 9]; 27], cell: usize| -> u128 {
            let mine = houses.iter().filter(|h| h.contains(&(cell as u8)));
            mine.flatten().fold(0, |all, &c| all | 1 << c) & !(1 << cell)
        };
        // The classic board: each cell's 20 peers are the cells it sees.
        for cell in Cell::all() {
            let peers = Geometry::CLASSIC.peers(cell.index());
            assert_eq!(peers, peers_by_hand(&UNITS, cell.index()));
            assert_eq!(peers.count_ones(), 20);
            assert!(
                Cell::all().all(|c| (peers >> c.index() & 1 == 1) == (c != cell && c.sees(cell)))
            );
        }
        // A jigsaw: each band's regions staggered a column a row, so a region is no box.
        let jigsaw = with_regions(|cell| cell / 27 * 3 + (cell % 9 + cell / 9 % 3) % 9 / 3);
        let jigsaw: &'static [[u8; 9]; 27] = Box::leak(Box::new(jigsaw));
        let geometry = Geometry::new(jigsaw).expect("three families that cover the board");
        for cell in 0..81 {
            assert_eq!(
                geometry.peers(cell),
                peers_by_hand(jigsaw, cell),
                "cell {cell}"
            );
            for (family, (house, position)) in geometry.positions[cell].into_iter().enumerate() {
                assert_eq!(usize::from(house) / 9, family);
                assert_eq!(
                    jigsaw[usize::from(house)][usize::from(position)],
                    cell as u8
                );
            }
        }
        assert_ne!(geometry, Geometry::CLASSIC);
        // Not a geometry: a region holding a cell twice, or a cell past the board.
        let mut twice = *jigsaw;
        twice[18][1] = twice[18][0];
        assert_eq!(Geometry::new(Box::leak(Box::new(twice))), None);
        let mut outside = UNITS;
        outside[26][8] = 81;
        assert_eq!(Geometry::new(Box::leak(Box::new(outside))), None);
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
