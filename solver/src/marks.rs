//! A position with its pencil marks, as HoDoKu and SudokuWiki print one: nine lines of nine
//! cells, each cell a placed digit or the digits still marked there, between border lines.
//!
//! ```text
//! .----------------------.----------------------.----------------------.
//! | 8      1246   24569  | 2347   12357  1234   | 13579  1579   4579   |
//! ...
//! :----------------------+----------------------+----------------------:
//! ...
//! '----------------------'----------------------'----------------------'
//! ```
//!
//! Reading: a line with no digit is a border, skipped whole; in the others every run of the
//! digits `1`-`9` is a cell, and spaces, tabs, `|`, `:` and `+` separate them. A cell of one
//! digit is a given (the format does not tell a given from a digit found, nor a digit from a
//! cell with one mark left); a cell of several is its marks. Writing gives the layout above,
//! each column as wide as its widest cell: [`MarkGrid`]'s `Display` and `FromStr` are each
//! other's inverse (a digit found is written as a given is).
//!
//! SudokuWiki's 162-character string (its `bd=` links since 2023) keeps givens apart: each cell
//! two base-32 digits of `(bits << 1) + given`, where `bits` has bit `d - 1` for each digit `d`
//! (one for a digit, several for marks): [`MarkGrid::from_sudokuwiki`] and
//! [`MarkGrid::to_sudokuwiki`].
//!
//! HoDoKu's library line, `:TYPE:DIGITS:GRID:DELETED:...`, keeps them apart too: GRID is the 81
//! cells, a digit for a given, `+` and a digit for a digit placed, `.` or `0` for an empty cell;
//! DELETED the candidates taken out beyond what the digits rule out, each as three digits
//! (digit, row, column), space-separated; the fields after (a step's type and digits before,
//! its eliminations after) are a technique's, read past. A position alone is written
//! `:0000:x:GRID:DELETED::` ([`MarkGrid::from_hodoku_library`], [`MarkGrid::to_hodoku_library`]).

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::parse::write_char_name;
use crate::{Board, Cell, Digit, DigitSet};

/// One cell of a [`MarkGrid`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marked {
    /// One of the puzzle's digits.
    Given(Digit),
    /// A digit placed there, not a given.
    Placed(Digit),
    /// The digits marked there (two or more: one alone is a given, see [`MarkGrid::new`]).
    Marks(DigitSet),
}

/// A position with its pencil marks: each cell a digit placed or the digits marked there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkGrid {
    cells: [Marked; 81],
}

impl MarkGrid {
    /// The grid of `cells`, in reading order. A cell of one mark is a given (as the text reads it
    /// back), and a cell of no mark has all nine.
    pub fn new(cells: [Marked; 81]) -> MarkGrid {
        let cells = cells.map(|marked| match marked {
            Marked::Marks(marks) if marks.len() == 1 => {
                Marked::Given(marks.iter().next().expect("one mark"))
            }
            Marked::Marks(marks) if marks.is_empty() => Marked::Marks(DigitSet::ALL),
            other => other,
        });
        MarkGrid { cells }
    }

    /// What `cell` holds.
    pub fn get(&self, cell: Cell) -> Marked {
        self.cells[cell.index()]
    }

    /// The givens, as a board.
    pub fn givens(&self) -> Board {
        self.board(|marked| matches!(marked, Marked::Given(_)))
    }

    /// The digits placed that are not givens, as a board.
    pub fn placed(&self) -> Board {
        self.board(|marked| matches!(marked, Marked::Placed(_)))
    }

    fn board(&self, wanted: impl Fn(Marked) -> bool) -> Board {
        let mut board = Board::EMPTY;
        for cell in Cell::all().filter(|&cell| wanted(self.get(cell))) {
            if let Marked::Given(digit) | Marked::Placed(digit) = self.get(cell) {
                board.set(cell, Some(digit));
            }
        }
        board
    }

    /// The marks of `cell`: none where a digit is.
    pub fn marks(&self, cell: Cell) -> DigitSet {
        match self.get(cell) {
            Marked::Given(_) | Marked::Placed(_) => DigitSet::EMPTY,
            Marked::Marks(marks) => marks,
        }
    }

    /// The grid of SudokuWiki's 162-character string (module docs), or why `text` is none.
    pub fn from_sudokuwiki(text: &str) -> Result<MarkGrid, MarkGridError> {
        let text = text.trim();
        if text.len() != 162 {
            let found = text.chars().count();
            let kind = MarkGridErrorKind::WrongLength { found };
            return Err(MarkGridError { kind });
        }
        // Base 32, either case: 0-9 then a-v.
        let digit = |byte: u8| match byte.to_ascii_lowercase() {
            b @ b'0'..=b'9' => Some(u32::from(b - b'0')),
            b @ b'a'..=b'v' => Some(u32::from(b - b'a') + 10),
            _ => None,
        };
        let mut cells = [Marked::Marks(DigitSet::ALL); 81];
        for (cell, pair) in Cell::all().zip(text.as_bytes().chunks(2)) {
            let bad = MarkGridError {
                kind: MarkGridErrorKind::NoSudokuWikiCell { cell },
            };
            // At most 1023: nine digits' bits and the given's flag.
            let value = (digit(pair[0]).zip(digit(pair[1]))).map(|(high, low)| high * 32 + low);
            let value = value.ok_or(bad.clone())?;
            let digits = (1..=9u8)
                .filter(|d| value >> d & 1 == 1)
                .filter_map(Digit::new)
                .collect::<DigitSet>();
            let one = (digits.len() == 1).then(|| digits.iter().next()).flatten();
            cells[cell.index()] = match (value & 1 == 1, one) {
                (true, Some(digit)) => Marked::Given(digit),
                (false, Some(digit)) => Marked::Placed(digit),
                (false, None) if !digits.is_empty() => Marked::Marks(digits),
                _ => return Err(bad),
            };
        }
        Ok(MarkGrid { cells })
    }

    /// The grid of HoDoKu's library line (module docs), or why `text` is none. An empty cell's
    /// marks are its candidates (what no digit of its row, column or box rules out) less the
    /// line's deleted ones: one mark may be left, or none.
    pub fn from_hodoku_library(text: &str) -> Result<MarkGrid, MarkGridError> {
        let error = |kind| Err(MarkGridError { kind });
        // The fields by bytes (the page reads pastes with this: `str`'s pattern searches would
        // bring their own code), the first empty: "", TYPE, DIGITS, GRID, DELETED.
        let text = text.trim();
        let mut fields = [""; 5];
        let (mut count, mut start) = (0, 0);
        for (at, &byte) in text
            .as_bytes()
            .iter()
            .enumerate()
            .chain([(text.len(), &b':')])
        {
            if byte == b':' {
                if let Some(field) = fields.get_mut(count) {
                    *field = &text[start..at];
                }
                (count, start) = (count + 1, at + 1);
            }
        }
        if count < 4 || !fields[0].is_empty() {
            return error(MarkGridErrorKind::NoHoDoKuLine);
        }
        let mut cells = [Marked::Marks(DigitSet::EMPTY); 81];
        let (mut board, mut count, mut placed) = (Board::EMPTY, 0, false);
        for (column, ch) in fields[3].chars().enumerate() {
            let at = Cell::new(count);
            match (ch, Digit::from_char(ch), at) {
                ('+', _, Some(_)) if !placed => placed = true,
                ('.' | '0', _, Some(_)) if !placed => count += 1,
                (_, Some(digit), Some(cell)) => {
                    cells[count] = if placed {
                        Marked::Placed(digit)
                    } else {
                        Marked::Given(digit)
                    };
                    board.set(cell, Some(digit));
                    (count, placed) = (count + 1, false);
                }
                (_, _, None) => count += 1,
                _ => {
                    // Its place in the line: the fields before it and their colons.
                    let column =
                        fields[..3].iter().map(|f| f.len() + 1).sum::<usize>() + column + 1;
                    return error(MarkGridErrorKind::UnexpectedChar {
                        ch,
                        line: 1,
                        column,
                    });
                }
            }
        }
        if count != 81 {
            return error(MarkGridErrorKind::WrongCellCount { found: count });
        }
        for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
            cells[cell.index()] = Marked::Marks(board.candidates(cell));
        }
        for (position, deleted) in (1..).zip(fields[4].split_ascii_whitespace()) {
            let bad = MarkGridError {
                kind: MarkGridErrorKind::NoHoDoKuCandidate { position },
            };
            let &[d, row @ b'1'..=b'9', col @ b'1'..=b'9'] = deleted.as_bytes() else {
                return Err(bad);
            };
            let digit = Digit::new(d.wrapping_sub(b'0')).ok_or(bad)?;
            let cell = Cell::at(usize::from(row - b'1'), usize::from(col - b'1'));
            if let Some(Marked::Marks(marks)) = cell.map(|c| &mut cells[c.index()]) {
                *marks = marks.without(digit);
            }
        }
        Ok(MarkGrid { cells })
    }

    /// HoDoKu's library line of the grid, as a position alone (module docs): the marks written
    /// as the candidates deleted from what the digits allow (a mark the digits rule out cannot
    /// be written, and is lost).
    pub fn to_hodoku_library(&self) -> String {
        // Every digit, given or placed (read here, not through `givens` and `placed`: the page's
        // start reads pastes with those, and a second caller would keep them out of line there).
        let mut board = Board::EMPTY;
        for cell in Cell::all() {
            if let Marked::Given(digit) | Marked::Placed(digit) = self.get(cell) {
                board.set(cell, Some(digit));
            }
        }
        let mut grid = String::with_capacity(100);
        let mut deleted: Vec<String> = Vec::new();
        for cell in Cell::all() {
            match self.get(cell) {
                Marked::Given(digit) => grid.push(digit.to_char()),
                Marked::Placed(digit) => {
                    grid.push('+');
                    grid.push(digit.to_char());
                }
                Marked::Marks(marks) => {
                    grid.push('.');
                    for digit in board.candidates(cell).difference(marks).iter() {
                        deleted.push(format!("{digit}{}{}", cell.row() + 1, cell.col() + 1));
                    }
                }
            }
        }
        format!(":0000:x:{grid}:{}::", deleted.join(" "))
    }

    /// SudokuWiki's 162-character string of the grid (module docs).
    pub fn to_sudokuwiki(&self) -> String {
        let bits = |set: DigitSet| set.iter().map(|d| 1u32 << (d.get() - 1)).sum::<u32>();
        let mut out = String::with_capacity(162);
        for cell in Cell::all() {
            let value = match self.get(cell) {
                Marked::Given(digit) => bits(DigitSet::EMPTY.with(digit)) << 1 | 1,
                Marked::Placed(digit) => bits(DigitSet::EMPTY.with(digit)) << 1,
                Marked::Marks(marks) => bits(marks) << 1,
            };
            for digit in [value / 32, value % 32] {
                out.push(char::from_digit(digit, 32).expect("below 32"));
            }
        }
        out
    }
}

/// Why a text is not a [`MarkGrid`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkGridError {
    kind: MarkGridErrorKind,
}

/// The kinds of [`MarkGridError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MarkGridErrorKind {
    /// A character that is neither a digit nor a separator, on a line with digits. `line` and
    /// `column` are its place in the text, from 1, counting characters.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column in that line, from 1.
        column: usize,
    },
    /// A cell that names a digit twice, such as `1223`.
    RepeatedDigit {
        /// The cell, in reading order.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Not 81 cells.
    WrongCellCount {
        /// How many the text has.
        found: usize,
    },
    /// A SudokuWiki string that is not 162 characters long.
    WrongLength {
        /// How many it has.
        found: usize,
    },
    /// Two characters of a SudokuWiki string that are no cell: not base 32, no digit, or a
    /// given of several digits.
    NoSudokuWikiCell {
        /// The cell, in reading order.
        cell: Cell,
    },
    /// A text that starts with no HoDoKu library line's fields (`:TYPE:DIGITS:GRID`).
    NoHoDoKuLine,
    /// A deleted candidate of a HoDoKu library line that is not a digit, a row and a column.
    NoHoDoKuCandidate {
        /// Which, from 1, in the line's order.
        position: usize,
    },
}

impl MarkGridError {
    /// What went wrong, and where.
    pub fn kind(&self) -> &MarkGridErrorKind {
        &self.kind
    }
}

impl fmt::Display for MarkGridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MarkGridErrorKind::UnexpectedChar { ch, line, column } => {
                write!(f, "unexpected ")?;
                write_char_name(f, ch)?;
                write!(f, " at line {line}, column {column}")
            }
            MarkGridErrorKind::RepeatedDigit { cell, digit } => write!(
                f,
                "row {}, column {} names {digit} twice",
                cell.row() + 1,
                cell.col() + 1
            ),
            MarkGridErrorKind::WrongCellCount { found } => {
                write!(f, "found {found} cells, expected 81")
            }
            MarkGridErrorKind::WrongLength { found } => {
                write!(f, "found {found} characters, expected 162")
            }
            MarkGridErrorKind::NoSudokuWikiCell { cell } => write!(
                f,
                "row {}, column {} is no cell of a SudokuWiki string",
                cell.row() + 1,
                cell.col() + 1
            ),
            MarkGridErrorKind::NoHoDoKuLine => {
                write!(f, "no HoDoKu library line (:TYPE:DIGITS:GRID:DELETED)")
            }
            MarkGridErrorKind::NoHoDoKuCandidate { position } => write!(
                f,
                "deleted candidate {position} is not a digit, a row and a column"
            ),
        }
    }
}

impl Error for MarkGridError {}

/// The cells' digit sets as written, in reading order, or why the text has none.
fn cells_of(text: &str) -> Result<Vec<(DigitSet, usize)>, MarkGridError> {
    let error = |kind| Err(MarkGridError { kind });
    let mut cells = Vec::with_capacity(81);
    for (line_index, line) in text.lines().enumerate() {
        if !line.chars().any(|ch| matches!(ch, '1'..='9')) {
            continue;
        }
        let mut run: Option<(DigitSet, usize)> = None;
        for (column, ch) in line.chars().enumerate() {
            if let Some(digit) = Digit::from_char(ch) {
                let (set, len) = run.get_or_insert((DigitSet::EMPTY, 0));
                if set.contains(digit) {
                    let cell = Cell::new(cells.len().min(80)).expect("below 81");
                    return error(MarkGridErrorKind::RepeatedDigit { cell, digit });
                }
                *set = set.with(digit);
                *len += 1;
                continue;
            }
            if !(ch.is_whitespace() || matches!(ch, '|' | ':' | '+')) {
                let (line, column) = (line_index + 1, column + 1);
                return error(MarkGridErrorKind::UnexpectedChar { ch, line, column });
            }
            cells.extend(run.take());
        }
        cells.extend(run.take());
    }
    if cells.len() != 81 {
        return error(MarkGridErrorKind::WrongCellCount { found: cells.len() });
    }
    Ok(cells)
}

impl FromStr for MarkGrid {
    type Err = MarkGridError;

    fn from_str(text: &str) -> Result<MarkGrid, MarkGridError> {
        let cells = cells_of(text)?;
        let mut grid = [Marked::Marks(DigitSet::ALL); 81];
        for (slot, &(set, len)) in grid.iter_mut().zip(&cells) {
            *slot = match set.iter().next() {
                Some(digit) if len == 1 => Marked::Given(digit),
                _ => Marked::Marks(set),
            };
        }
        Ok(MarkGrid { cells: grid })
    }
}

impl fmt::Display for MarkGrid {
    /// Nine lines of cells between borders, each column as wide as its widest cell, two spaces
    /// after each cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = |cell: Cell| -> String {
            match self.get(cell) {
                Marked::Given(digit) | Marked::Placed(digit) => digit.to_string(),
                Marked::Marks(marks) => marks.iter().map(Digit::to_char).collect(),
            }
        };
        let widths: Vec<usize> = (0..9)
            .map(|col| {
                (0..9)
                    .map(|row| text(Cell::at(row, col).expect("below 9")).len())
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        // A band of three columns is one space, each cell and two spaces after it.
        let band = |b: usize| {
            1 + widths[b * 3..b * 3 + 3]
                .iter()
                .map(|w| w + 2)
                .sum::<usize>()
        };
        let border = |corner: [char; 2]| -> String {
            let mut line = String::new();
            for b in 0..3 {
                line.push(if b == 0 { corner[0] } else { corner[1] });
                line.push_str(&"-".repeat(band(b)));
            }
            line.push(corner[0]);
            line
        };
        for row in 0..9 {
            match row {
                0 => writeln!(f, "{}", border(['.', '.']))?,
                3 | 6 => writeln!(f, "{}", border([':', '+']))?,
                _ => {}
            }
            let mut line = String::new();
            for (col, &width) in widths.iter().enumerate() {
                if col % 3 == 0 {
                    line.push_str("| ");
                }
                let cell = text(Cell::at(row, col).expect("below 9"));
                line.push_str(&format!("{cell:<width$}  "));
            }
            line.push('|');
            writeln!(f, "{line}")?;
        }
        write!(f, "{}", border(['\'', '\'']))
    }
}

#[cfg(test)]
mod tests;
