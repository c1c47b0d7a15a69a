//! A fast board for assumptions: what a forcing net follows from "if this cell held this digit",
//! on bitboards, so that an engine can afford to try every candidate, and inside each trial every
//! candidate again (nested forcing nets).
//!
//! Bit layout: one `u128` per digit, bit `i` for the cell of index `i` (0-80, reading order); bits
//! 81-127 are always clear.
//!
//! ```text
//!   bit:   0  1  2 ...  8 |  9 10 ... 17 | ... | 72 ... 80 | 81 .. 127
//!   cell: r1c1 r1c2 .. r1c9 | r2c1 .. r2c9 | ... | r9c1 .. r9c9 |  unused (0)
//! ```
//!
//! `candidates[d]`: the empty cells where digit `d + 1` may still go; `placed[d]`: the cells that
//! hold it; `filled`: every cell that holds a digit. A cell's candidates are the bits it has across
//! the nine boards; naked singles are found for all cells at once by counting those bits in two
//! bit-planes (seen once, seen twice or more).

use super::Candidates;
use super::bits::stable_by_key;
use super::houses::{House, peers_of};
use crate::{Cell, Digit};

/// The 81 cells.
const ALL: u128 = (1 << 81) - 1;

/// The 54 crossings of a box and a line through it, as (box, line) masks: where pointing and
/// claiming look.
fn crossings() -> impl Iterator<Item = (u128, u128)> {
    House::BLOCKS.into_iter().flat_map(|b| {
        let lines = b.lines_through();
        // Each row of the box's band, then the column of its stack at the same place.
        (0..3).flat_map(move |i| [(b.mask(), lines[i].mask()), (b.mask(), lines[3 + i].mask())])
    })
}

/// The board a trial works on. Cheap to copy (about 300 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Trial {
    candidates: [u128; 9],
    placed: [u128; 9],
    filled: u128,
}

impl Trial {
    /// The trial board of `candidates` (its digits and its candidates, eliminations included).
    pub(super) fn new(candidates: &Candidates) -> Trial {
        let mut trial = Trial {
            candidates: [0; 9],
            placed: [0; 9],
            filled: 0,
        };
        for cell in Cell::all() {
            let bit = 1u128 << cell.index();
            if let Some(digit) = candidates.board().get(cell) {
                trial.placed[usize::from(digit.get()) - 1] |= bit;
                trial.filled |= bit;
            }
            for digit in candidates.get(cell).iter() {
                trial.candidates[usize::from(digit.get()) - 1] |= bit;
            }
        }
        trial
    }

    /// Whether `digit` is still a candidate of `cell`.
    pub(super) fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.candidates[usize::from(digit.get()) - 1] & 1 << cell.index() != 0
    }

    /// The cells filled.
    pub(super) fn filled(&self) -> u128 {
        self.filled
    }

    /// Where digit `d` (0-8) is placed.
    pub(super) fn placed(&self, d: usize) -> u128 {
        self.placed[d]
    }

    /// Where digit `d` (0-8) is still a candidate.
    pub(super) fn candidates(&self, d: usize) -> u128 {
        self.candidates[d]
    }

    /// The candidates still open, as (cell, digit), cells with the fewest candidates first (they
    /// force the most), then in reading order and by digit.
    pub(super) fn open(&self) -> Vec<(Cell, Digit)> {
        // Each undecided cell's digits (a bit each), read off the boards once; a stable sort by
        // how many keeps reading order among equals.
        let cells: Vec<(Cell, u16)> = Cell::all()
            .map(|cell| {
                let bit = 1u128 << cell.index();
                let digits = (0..9).fold(0u16, |set, d| {
                    set | (u16::from(self.candidates[d] & bit != 0) << d)
                });
                (cell, digits)
            })
            .filter(|&(_, digits)| digits.count_ones() >= 2)
            .collect();
        stable_by_key(&cells, |&(_, digits)| digits.count_ones())
            .into_iter()
            .flat_map(|(cell, digits)| {
                (0..9)
                    .filter(move |d| digits & 1 << d != 0)
                    .map(move |d| (cell, digit_of(d)))
            })
            .collect()
    }

    /// Places `digit` in `cell`: the cell loses its other candidates, its peers lose `digit`.
    pub(super) fn place(&mut self, cell: Cell, digit: Digit) {
        let d = usize::from(digit.get()) - 1;
        let bit = 1u128 << cell.index();
        self.filled |= bit;
        self.placed[d] |= bit;
        for candidates in &mut self.candidates {
            *candidates &= !bit;
        }
        self.candidates[d] &= !peers_of(cell);
    }

    /// Removes one candidate.
    pub(super) fn remove(&mut self, cell: Cell, digit: Digit) {
        self.candidates[usize::from(digit.get()) - 1] &= !(1u128 << cell.index());
    }

    /// Follows what the board forces (naked and hidden singles, then pointing and claiming, whose
    /// eliminations make more singles) until nothing more does: `false` as soon as it
    /// contradicts itself (an empty cell with no candidate, or a unit where a digit it lacks has
    /// no place).
    pub(super) fn propagate(&mut self) -> bool {
        loop {
            // Bit-planes: cells seen with a candidate once or more, and twice or more.
            let (mut once, mut twice) = (0u128, 0u128);
            for &candidates in &self.candidates {
                twice |= once & candidates;
                once |= candidates;
            }
            let empty = ALL & !self.filled;
            if empty & !once != 0 {
                return false;
            }
            let mut singles = once & !twice & empty;
            if singles != 0 {
                while singles != 0 {
                    let index = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let bit = 1u128 << index;
                    // An earlier single of this round may have taken the digit away: the cell is
                    // then empty-handed, and the next round says so.
                    if let Some(d) = (0..9).find(|&d| self.candidates[d] & bit != 0) {
                        self.place(cell_of(index), digit_of(d));
                    }
                }
                continue;
            }
            match self.hidden_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if self.intersections() {
                continue;
            }
            return true;
        }
    }

    /// Places every digit that has one place left in a unit; `None` when a digit has none where
    /// it is still missing, `Some(placed any)` otherwise.
    fn hidden_singles(&mut self) -> Option<bool> {
        let mut any = false;
        for d in 0..9 {
            for house in House::ALL {
                let unit = house.mask();
                if self.placed[d] & unit != 0 {
                    continue;
                }
                let places = self.candidates[d] & unit;
                if places == 0 {
                    return None;
                }
                if places & (places - 1) == 0 {
                    self.place(cell_of(places.trailing_zeros() as usize), digit_of(d));
                    any = true;
                }
            }
        }
        Some(any)
    }

    /// Pointing and claiming: a digit confined to a box-line crossing in one leaves the other.
    /// Whether any candidate was removed.
    fn intersections(&mut self) -> bool {
        let mut any = false;
        for candidates in &mut self.candidates {
            for (boxed, line) in crossings() {
                let (in_box, in_line) = (*candidates & boxed, *candidates & line);
                let rest = if in_box != 0 && in_box & !line == 0 {
                    line & !boxed
                } else if in_line != 0 && in_line & !boxed == 0 {
                    boxed & !line
                } else {
                    0
                };
                if *candidates & rest != 0 {
                    *candidates &= !rest;
                    any = true;
                }
            }
        }
        any
    }

    /// Whether assuming `digit` in `cell` leads, by what [`Trial::propagate`] follows, to a
    /// contradiction.
    pub(super) fn refutes(&self, cell: Cell, digit: Digit) -> bool {
        let mut trial = *self;
        trial.place(cell, digit);
        !trial.propagate()
    }

    /// Follows what the board forces, and inside it every assumption that `refutes` disproves
    /// (a forcing net within the trial), until nothing more follows: `false` on a contradiction.
    pub(super) fn propagate_nested(&mut self) -> bool {
        if !self.propagate() {
            return false;
        }
        loop {
            let mut removed = false;
            for (cell, digit) in self.open() {
                if self.has(cell, digit) && self.refutes(cell, digit) {
                    self.remove(cell, digit);
                    if !self.propagate() {
                        return false;
                    }
                    removed = true;
                }
            }
            if !removed {
                return true;
            }
        }
    }
}

fn cell_of(index: usize) -> Cell {
    Cell::from_table(index as u8)
}

fn digit_of(d: usize) -> Digit {
    Digit::from_table(d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;
    use sudoku_testkit::INKALA;

    fn trial(text: &str) -> Trial {
        Trial::new(&Candidates::new(&text.parse::<Board>().unwrap()))
    }

    #[test]
    fn the_masks_are_the_units_and_peers() {
        assert_eq!(House::row(0).mask(), 0x1ff, "row 1");
        assert_eq!(House::column(0).mask().count_ones(), 9);
        let box_1 = 0b111 | 0b111 << 9 | 0b111 << 18;
        assert_eq!(House::block(0).mask(), box_1, "box 1");
        for cell in Cell::all() {
            let mask = peers_of(cell);
            assert_eq!(mask.count_ones(), 20);
            assert!(
                Cell::all().all(|c| (mask >> c.index() & 1 == 1) == (c != cell && c.sees(cell)))
            );
        }
        assert_eq!(crossings().count(), 54);
        for (boxed, line) in crossings() {
            assert_eq!(
                (boxed & line).count_ones(),
                3,
                "a box meets a line in three cells"
            );
        }
    }

    #[test]
    fn an_easy_puzzle_is_solved_by_propagation_alone() {
        let mut easy = trial(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        assert!(easy.propagate());
        assert_eq!(easy.filled(), ALL);
        let solved: Board =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        for cell in Cell::all() {
            let digit = solved.get(cell).unwrap();
            assert_eq!(
                easy.placed[usize::from(digit.get()) - 1] >> cell.index() & 1,
                1
            );
        }
    }

    #[test]
    fn a_wrong_assumption_is_refuted_and_a_right_one_is_not() {
        // Inkala's puzzle: its solution's digits never lead to a contradiction.
        let givens: Board = INKALA.parse().unwrap();
        let solution = givens.solve().outcome;
        let crate::Outcome::Unique(solution) = solution else {
            panic!("one solution")
        };
        let board = Trial::new(&Candidates::new(&givens));
        let mut refuted = 0;
        for (cell, digit) in board.open() {
            let right = solution.get(cell) == digit;
            let nested = {
                let mut trial = board;
                trial.place(cell, digit);
                !trial.propagate_nested()
            };
            if right {
                assert!(!board.refutes(cell, digit), "{cell}={digit}");
                assert!(!nested, "{cell}={digit} (nested)");
            }
            refuted += usize::from(nested);
        }
        assert!(
            refuted > 0,
            "nesting disproves some candidates of Inkala's puzzle"
        );
    }

    #[test]
    fn intersections_remove_what_pointing_removes() {
        // Box 1 keeps 1 in row 1 alone (columns 1-3 of rows 2 and 3 are filled).
        let mut board = Candidates::new(&Board::EMPTY);
        for cell in [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)] {
            board.eliminate(Cell::at(cell.0, cell.1).unwrap(), Digit::new(1).unwrap());
        }
        let mut trial = Trial::new(&board);
        assert!(trial.propagate());
        let one = Digit::new(1).unwrap();
        assert!(
            !trial.has(Cell::at(0, 5).unwrap(), one),
            "row 1 outside box 1 lost 1"
        );
        assert!(trial.has(Cell::at(0, 1).unwrap(), one));
        assert!(
            trial.has(Cell::at(4, 5).unwrap(), one),
            "the rest is untouched"
        );
    }
}
