//! Cell positions, sets of cells, and the tables of units and peers built from them.

use std::fmt;

/// A cell position on the 9x9 board: index 0 to 80 in reading order (row by row, left to right).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `index` in reading order, or `None` unless `index < 81`.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at `index` (below 81), from the crate's own tables and bit boards, which hold
    /// cell indices only: no check in a release build (a panic path at every use costs the
    /// workers' code size), one in tests.
    pub(crate) const fn from_table(index: u8) -> Cell {
        debug_assert!(index < 81);
        Cell(index)
    }

    /// The cell at 0-based `row` and `col`, or `None` unless both are below 9.
    ///
    /// ```
    /// use sudoku_solver::Cell;
    /// let cell = Cell::at(3, 1).unwrap();
    /// assert_eq!((cell.row(), cell.col(), cell.index()), (3, 1, 28));
    /// assert_eq!(cell.to_string(), "r4c2");
    /// assert!(Cell::at(9, 0).is_none());
    /// ```
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// All 81 cells in reading order.
    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator {
        (0..81u8).map(Cell)
    }

    /// Index in reading order, 0 to 80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, 0 to 8 from the top.
    pub const fn row(self) -> usize {
        self.index() / 9
    }

    /// Column, 0 to 8 from the left.
    pub const fn col(self) -> usize {
        self.index() % 9
    }

    /// 3x3 box, 0 to 8 in reading order.
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }

    /// Whether the two cells are different and share a row, a column or a box.
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// `r5c6`, 1-based: the compact notation of Sudoku programs and forums (a page names cells in its
/// reader's words).
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A set of cells: bit `i` of the `u128` is set when the cell of index `i` is in the set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(u128);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet((1 << 81) - 1);

    /// The set of the cells whose bits are set in `mask` (bit `i` for the cell of index `i`;
    /// bits 81 and above are ignored).
    pub(crate) const fn from_mask(mask: u128) -> CellSet {
        CellSet(mask & CellSet::ALL.0)
    }

    /// The set's bits (bit `i` for the cell of index `i`).
    pub(crate) const fn mask(self) -> u128 {
        self.0
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.0) != 0
    }

    /// Adds `cell` to the set.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.0;
    }

    /// The set with `cell` added.
    #[must_use]
    pub const fn with(self, cell: Cell) -> CellSet {
        CellSet(self.0 | 1 << cell.0)
    }

    /// The set with `cell` removed.
    #[must_use]
    pub const fn without(self, cell: Cell) -> CellSet {
        CellSet(self.0 & !(1 << cell.0))
    }

    /// The cells in both sets.
    ///
    /// ```
    /// use sudoku_solver::{Cell, CellSet};
    /// let set = |cells: &[usize]| cells.iter().map(|&i| Cell::new(i).unwrap()).collect::<CellSet>();
    /// let (a, b) = (set(&[0, 1, 80]), set(&[1, 2, 80]));
    /// assert_eq!(a.intersect(b), set(&[1, 80]));
    /// assert_eq!(a.union(b), set(&[0, 1, 2, 80]));
    /// assert_eq!(a.difference(b), set(&[0]));
    /// assert_eq!(a.iter().map(Cell::index).collect::<Vec<_>>(), [0, 1, 80]);
    /// assert_eq!(CellSet::ALL.len(), 81);
    /// ```
    #[must_use]
    pub const fn intersect(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// The cells in either set.
    #[must_use]
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells of this set not in `other`.
    #[must_use]
    pub const fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }

    /// How many cells are in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set's first cell in reading order, if any.
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell(self.0.trailing_zeros() as u8))
        }
    }

    /// The cells in reading order (a step per member, not per cell of the board).
    pub fn iter(self) -> impl Iterator<Item = Cell> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Cell(index)
            })
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        let mut set = CellSet::EMPTY;
        iter.into_iter().for_each(|c| set.insert(c));
        set
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The 27 units as cell indices: rows 0-8, then columns 9-17, then boxes 18-26.
pub(crate) const UNITS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
};

/// For each cell, the 20 other cells that share a row, a column or a box with it.
pub(crate) const PEERS: [[u8; 20]; 81] = {
    let mut peers = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut p = 0;
        while p < 81 {
            if Cell(c as u8).sees(Cell(p as u8)) {
                peers[c][n] = p as u8;
                n += 1;
            }
            p += 1;
        }
        assert!(n == 20);
        c += 1;
    }
    peers
};
