//! A grid written as what differs from its neighbour in the undo history, so that the stored
//! history costs a few bytes a step instead of a whole board (a step usually changes one cell).
//!
//! ```text
//! DIFF      ~ then TOKENs, `,` apart (none: `~` alone)
//! TOKEN     a cell, all it holds:   INDEX KIND [DIGIT] [x DIGITS] [n DIGITS] [c DIGITS] [k DIGITS]
//!             KIND  g given, e entry, s solver's digit (each with its DIGIT), - empty
//!             x     the candidates hints struck there, n the person's notes (centre marks),
//!             c     their corner marks, k the cell's colours (after c)
//!           or the board's mode:    L (a loaded puzzle) or T (a board being typed in)
//! e.g.      ~40e7                  r5c5 holds the entry 7
//!           ~3-n129,12-x4          r1c4 empty with notes 1 2 9; r2c4 empty, 4 struck
//! ```

use sudoku_solver::{Board, Cell, Digit, DigitSet};

use super::{Entry, Grid};

/// Appends `digits` as their characters.
fn push_digits(text: &mut String, digits: DigitSet) {
    text.extend(digits.iter().map(Digit::to_char));
}

impl Grid {
    /// This grid as its difference from `next` (its neighbour in the history).
    pub fn encode_diff(&self, next: &Grid) -> String {
        let mut text = String::from("~");
        let token = |text: &mut String| {
            if text.len() > 1 {
                text.push(',');
            }
        };
        if self.loaded != next.loaded {
            token(&mut text);
            text.push(if self.loaded { 'L' } else { 'T' });
        }
        for cell in Cell::all() {
            let entry = self.entry(cell);
            let layers = |grid: &Grid| [grid.struck, grid.notes, grid.corner, grid.colours];
            let marks = layers(self).map(|marks| marks.get(cell));
            let next_marks = layers(next).map(|marks| marks.get(cell));
            if entry == next.entry(cell) && marks == next_marks {
                continue;
            }
            token(&mut text);
            text.push_str(&cell.index().to_string());
            let (kind, digit) = match entry {
                Entry::Given(d) => ('g', Some(d)),
                Entry::Entered(d) => ('e', Some(d)),
                Entry::Solved(d) => ('s', Some(d)),
                Entry::Empty => ('-', None),
            };
            text.push(kind);
            text.extend(digit.map(Digit::to_char));
            for (mark, digits) in MARKS.into_iter().zip(marks) {
                if !digits.is_empty() {
                    text.push(mark);
                    push_digits(&mut text, digits);
                }
            }
        }
        text
    }

    /// Reads what [`Grid::encode_diff`] wrote against `next`; `None` for anything else, or for a
    /// grid that breaks the invariants (checked as [`Grid::decode`] checks a stored board).
    pub fn decode_diff(text: &str, next: &Grid) -> Option<Grid> {
        let mut grid = *next;
        let tokens = text.strip_prefix('~')?;
        for token in tokens.split(',').filter(|_| !tokens.is_empty()) {
            match token {
                "L" => grid.loaded = true,
                "T" => grid.loaded = false,
                _ => grid = grid.with_token(token)?,
            }
        }
        // The invariants: the grid must read back from its own full encoding.
        (Grid::decode(&grid.encode()) == Some(grid)).then_some(grid)
    }

    /// `self` with one cell set as a token says.
    fn with_token(mut self, token: &str) -> Option<Grid> {
        let split = token.find(|c: char| !c.is_ascii_digit())?;
        let (index, rest) = token.split_at(split);
        let cell = Cell::new(index.parse().ok()?)?;
        let mut chars = rest.chars();
        let kind = chars.next()?;
        let rest = chars.as_str();
        let (digit, rest) = match kind {
            '-' => (None, rest),
            _ => (
                Some(Digit::from_char(rest.chars().next()?)?),
                rest.get(1..)?,
            ),
        };
        let [struck, notes, corner, colours] = marks_of(rest)?;
        let (given, entered, solved) = match kind {
            'g' => (digit, None, None),
            'e' => (None, digit, None),
            's' => (None, None, digit),
            '-' => (None, None, None),
            _ => return None,
        };
        let set = |board: &mut Board, digit| board.set(cell, digit);
        set(&mut self.givens, given);
        set(&mut self.entries, entered);
        set(&mut self.solved, solved);
        self.struck = self.struck.set(cell, struck);
        self.notes = self.notes.set(cell, notes);
        self.corner = self.corner.set(cell, corner);
        self.colours = self.colours.set(cell, colours);
        Some(self)
    }
}

/// The letters of a cell's marks, in their order: struck, notes (centre), corner, colours.
const MARKS: [char; 4] = ['x', 'n', 'c', 'k'];

/// A token's marks (after its kind and digit): sections of a letter and its digits, each
/// letter at most once and in [`MARKS`]' order, none empty.
fn marks_of(mut rest: &str) -> Option<[DigitSet; 4]> {
    let mut sets = [DigitSet::EMPTY; 4];
    let mut from = 0;
    while let Some(&letter) = rest.as_bytes().first() {
        let at = from + MARKS[from..].iter().position(|&m| m as u8 == letter)?;
        let body = &rest[1..];
        // (By bytes: `str`'s pattern search would bring its own code into the page.)
        let end = (body.bytes().position(|b| !b.is_ascii_digit())).unwrap_or(body.len());
        let digits: DigitSet = body[..end]
            .chars()
            .map(Digit::from_char)
            .collect::<Option<_>>()?;
        if digits.is_empty() {
            return None;
        }
        sets[at] = digits;
        (from, rest) = (at + 1, &body[end..]);
    }
    Some(sets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_testkit::INKALA;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    /// `earlier` written against `later` reads back to itself, and costs at most `bytes`.
    fn check(earlier: Grid, later: Grid, bytes: usize) {
        let diff = earlier.encode_diff(&later);
        assert!(diff.len() <= bytes, "{diff:?} is over {bytes} bytes");
        assert_eq!(Grid::decode_diff(&diff, &later), Some(earlier), "{diff:?}");
    }

    #[test]
    fn every_kind_of_step_reads_back_from_its_difference() {
        let loaded = Grid::loaded(INKALA.parse().unwrap());
        let entered = loaded.enter(cell(1, 2), Digit::new(1));
        check(loaded, entered, 6);
        check(entered, loaded, 6);
        let noted = entered
            .toggle_note(cell(1, 3), Digit::new(2).unwrap())
            .unwrap();
        check(entered, noted, 6);
        check(noted, entered, 8);
        let cornered = noted
            .toggle_marks(
                crate::grid::Layer::Corner,
                sudoku_solver::CellSet::EMPTY.with(cell(1, 3)),
                Digit::new(7).unwrap(),
            )
            .unwrap();
        check(noted, cornered, 8);
        check(cornered, noted, 8);
        let filled = noted.with_notes_filled();
        check(noted, filled, 400);
        let struck = filled.apply(&[], &[(cell(1, 3), Digit::new(4).unwrap())]);
        check(filled, struck, 12);
        check(struck, filled, 12);
        check(Grid::default(), loaded, 300);
        check(loaded, Grid::default(), 300);
        // The same grid: no token.
        assert_eq!(loaded.encode_diff(&loaded), "~");
        check(loaded, loaded, 1);
        // Typed givens then loaded: the mode token.
        let typed = Grid::from_givens(INKALA.parse().unwrap());
        check(typed, loaded, 2);
    }

    #[test]
    fn bad_differences_are_refused() {
        let loaded = Grid::loaded(INKALA.parse().unwrap());
        for bad in [
            "", "40e7", "~x", "~81e1", "~40e0", "~40q1", "~40e", "~40-x", "~40-n", "~40-y3",
            "~1s1", // a lone solver digit: the solution would be incomplete
            "~1-x1,", "~,", "~40-n1n2", "~40-c1n2", "~40-c", "~40-n1c0", "~40-nx1",
        ] {
            assert_eq!(Grid::decode_diff(bad, &loaded), None, "{bad:?}");
        }
    }
}
