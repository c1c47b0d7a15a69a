//! The logic engine's board: a board's pencil marks, with where each digit can go per house and
//! on the board kept as marks go.

use super::Step;
use super::houses::{House, cell_at, positions};
use crate::cell::PEERS;
use crate::{Board, Cell, CellSet, Digit, DigitSet};

/// A board's pencil marks: for each empty cell, the digits still possible there.
///
/// Beside the marks, two views of them kept up to date as marks go, since every technique asks
/// them many times per step: where each digit can go in each unit (a bit per position along the
/// unit, in the order of the unit's cells), and where each digit can go on the board (a bit per
/// cell).
#[derive(Clone, Debug)]
pub struct Candidates {
    board: Board,
    marks: [DigitSet; 81],
    /// `places[unit][digit - 1]`: a bit per position of the unit's cells holding the digit.
    places: [[u16; 9]; 27],
    /// `with[digit - 1]`: a bit per cell (by index) holding the digit.
    with: [u128; 9],
}

/// Equal where the boards and the marks are: the places are views of the marks. (A loop over
/// the cells: the derived comparison, field by field and unrolled, was 1.8 KB of the logic
/// worker, for SE's nested searches, which compare the grids they are asked about.)
impl PartialEq for Candidates {
    fn eq(&self, other: &Candidates) -> bool {
        Cell::all().all(|c| {
            self.board.get(c) == other.board.get(c)
                && self.marks[c.index()] == other.marks[c.index()]
        })
    }
}

impl Eq for Candidates {}

impl Candidates {
    /// The candidates of `board`'s empty cells: every digit that no peer holds.
    pub fn new(board: &Board) -> Candidates {
        let mut candidates = Candidates {
            board: *board,
            marks: [DigitSet::EMPTY; 81],
            places: [[0; 9]; 27],
            with: [0; 9],
        };
        for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
            for digit in board.candidates(cell).iter() {
                candidates.add(cell, digit);
            }
        }
        candidates
    }

    pub(in crate::logic) fn add(&mut self, cell: Cell, digit: Digit) {
        let d = usize::from(digit.get() - 1);
        self.marks[cell.index()] = self.marks[cell.index()].with(digit);
        self.with[d] |= 1 << cell.index();
        for (unit, position) in positions(cell.index()) {
            self.places[usize::from(unit)][d] |= 1 << position;
        }
    }

    /// The digits placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The candidates of `cell` (none for a filled cell).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.marks[cell.index()]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.board.is_full()
    }

    /// Applies a step: its digits are placed (and removed from their peers' candidates), its
    /// eliminations removed.
    pub fn apply(&mut self, step: &Step) {
        for &(cell, digit) in &step.placements {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.eliminations {
            self.remove(cell, digit);
        }
    }

    /// Removes one candidate, as a person crossing out a pencil mark does (no other mark changes).
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) {
        self.remove(cell, digit);
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        self.board.set(cell, Some(digit));
        for other in self.marks[cell.index()].iter() {
            self.remove(cell, other);
        }
        for &peer in &PEERS[cell.index()] {
            self.remove(cell_at(peer), digit);
        }
    }

    fn remove(&mut self, cell: Cell, digit: Digit) {
        let d = usize::from(digit.get() - 1);
        self.marks[cell.index()] = self.marks[cell.index()].without(digit);
        self.with[d] &= !(1 << cell.index());
        for (unit, position) in positions(cell.index()) {
            self.places[usize::from(unit)][d] &= !(1 << position);
        }
    }

    /// The candidates `digit` in the cells that see every cell of `ends` (so never in one of
    /// them), other than the cells of `except`: what a pattern whose ends hold `digit` removes.
    pub(in crate::logic) fn seen_by(
        &self,
        digit: Digit,
        ends: &[Cell],
        except: &[Cell],
    ) -> Vec<(Cell, Digit)> {
        self.cells_with(digit)
            .filter(|c| !except.contains(c) && ends.iter().all(|e| e.sees(*c)))
            .map(|c| (c, digit))
            .collect()
    }

    /// Where `digit` can go in `house`, as a bit per position along it ([`House::cell`]).
    pub(in crate::logic) fn places(&self, house: House, digit: Digit) -> u16 {
        self.places[house.index()][usize::from(digit.get() - 1)]
    }

    /// The cells holding `digit` as a candidate, a bit per cell index.
    pub(in crate::logic) fn with(&self, digit: Digit) -> u128 {
        self.with[usize::from(digit.get() - 1)]
    }

    /// `with` for every digit (index `digit - 1`).
    pub(in crate::logic) fn with_each(&self) -> [u128; 9] {
        self.with
    }

    /// Every cell's candidates as bits (bit `digit - 1`), by cell index: the bit boards' view.
    pub(in crate::logic) fn bits(&self) -> [u16; 81] {
        self.marks.map(DigitSet::bits)
    }

    /// The empty cells of `house`.
    pub(in crate::logic) fn empty_cells(&self, house: House) -> impl Iterator<Item = Cell> + '_ {
        house.cells().filter(|&c| self.board.get(c).is_none())
    }

    /// The cells holding `digit` as a candidate.
    pub(in crate::logic) fn cells_with(&self, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        CellSet::from_mask(self.with(digit)).iter()
    }

    // The bit boards' view, which SE's rules read: a cell by its index (0-80), a digit less one
    // (0-8), a set of cells a bit per cell, a cell's candidates a bit per digit less one.

    /// The candidates of the cell of index `cell`, bit `digit - 1`.
    pub(in crate::logic) fn marks_of(&self, cell: usize) -> u16 {
        self.marks[cell].bits()
    }

    /// How many candidates the cell of index `cell` holds.
    pub(in crate::logic) fn count(&self, cell: usize) -> u32 {
        self.marks_of(cell).count_ones()
    }

    /// The cells holding digit `digit + 1`.
    pub(in crate::logic) fn places_of(&self, digit: usize) -> u128 {
        self.with[digit]
    }

    /// The cells of `house` holding digit `digit + 1`.
    pub(in crate::logic) fn places_in(&self, house: House, digit: usize) -> u128 {
        self.with[digit] & house.mask()
    }

    /// The cells with candidates.
    pub(in crate::logic) fn open_cells(&self) -> u128 {
        self.with.iter().fold(0, |cells, &places| cells | places)
    }

    /// Removes the candidate `digit + 1` of the cell of index `cell`, if it is there.
    pub(in crate::logic) fn strike(&mut self, cell: usize, digit: usize) {
        self.remove(cell_at(cell as u8), Digit::ALL[digit]);
    }

    /// The empty board with these candidates (bit `digit - 1` of each cell's), for hand-made
    /// positions: a cell without any is left without.
    #[cfg(test)]
    pub(in crate::logic) fn from_bits(marks: [u16; 81]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        for (cell, digit) in Cell::all().flat_map(|c| Digit::ALL.map(|d| (c, d))) {
            if marks[cell.index()] >> (digit.get() - 1) & 1 == 0 {
                candidates.remove(cell, digit);
            }
        }
        candidates
    }
}

/// The cell named `name` ("r4c6", 1-based), for the techniques' hand-made tests.
#[cfg(test)]
pub(in crate::logic) fn named(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(usize::from(b[1] - b'1'), usize::from(b[3] - b'1')).expect("a cell's name")
}

/// The empty board with every candidate everywhere, but the named cells, which hold only the
/// digits given: the techniques' hand-made positions.
#[cfg(test)]
pub(in crate::logic) fn only(cells: &[(&str, &[u8])]) -> Candidates {
    let mut candidates = Candidates::new(&Board::EMPTY);
    for &(name, keep) in cells {
        for d in Digit::ALL.into_iter().filter(|d| !keep.contains(&d.get())) {
            candidates.eliminate(named(name), d);
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_are_equal_where_their_boards_and_marks_are() {
        let board: Board = sudoku_testkit::INKALA.parse().unwrap();
        let (a, mut b) = (Candidates::new(&board), Candidates::new(&board));
        assert_eq!(a, b);
        let (cell, digit) = Cell::all()
            .find_map(|c| a.get(c).iter().next().map(|d| (c, d)))
            .unwrap();
        b.eliminate(cell, digit);
        assert_ne!(a, b);
        let mut more = board;
        more.set(cell, Some(digit));
        assert_ne!(a, Candidates::new(&more));
    }
}
