//! The board: 81 cells, each empty or holding a digit.

use std::fmt;

use crate::cell::{PEERS, UNITS};
use crate::{Cell, CellSet, Digit, DigitSet};

/// A 9x9 board: each of the 81 cells is empty or holds a [`Digit`]. Any board can be built, including
/// ones whose digits clash; [`Board::clashes`] finds those and every solving call answers them.
///
/// Text form: [`Display`](fmt::Display) writes the one-line format, 81 characters in reading order with
/// `.` for an empty cell; the alternate form `{:#}` writes a 9-line grid with `|`, `-` and `+`
/// separators. [`FromStr`](std::str::FromStr) reads both back, and most shapes people paste: `0`, `_`, `*` or `-` for
/// empty, any spacing, grids drawn with box-drawing characters, HoDoKu's and SudokuWiki's exports,
/// Python lists, and links with `#p=` or `?bd=`.
///
/// ```
/// use sudoku_solver::Board;
/// let line = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/// let board: Board = line.parse()?;
/// assert_eq!(board.to_string(), line);
/// assert_eq!(format!("{board:#}").parse::<Board>()?, board);
/// assert_eq!(board.given_count(), 21);
/// # Ok::<(), sudoku_solver::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [Option<Digit>; 81],
}

impl Board {
    /// The board with every cell empty.
    pub const EMPTY: Board = Board { cells: [None; 81] };

    /// The digit in `cell`, if any.
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell.index()]
    }

    /// Puts `digit` in `cell` (`None` empties it).
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit;
    }

    /// The board with `digit` in `cell`.
    #[must_use]
    pub fn with(mut self, cell: Cell, digit: Option<Digit>) -> Board {
        self.set(cell, digit);
        self
    }

    /// The 81 cells in reading order.
    pub const fn cells(&self) -> &[Option<Digit>; 81] {
        &self.cells
    }

    /// The 81 cells in reading order, to write in place.
    pub(crate) fn cells_mut(&mut self) -> &mut [Option<Digit>; 81] {
        &mut self.cells
    }

    /// How many cells hold a digit.
    pub fn given_count(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The cells whose digit also stands in another cell of the same row, column or box. Empty exactly
    /// when the digits on the board break no rule.
    ///
    /// ```
    /// use sudoku_solver::{Board, Cell, Digit};
    /// let three = Digit::new(3);
    /// let board = Board::EMPTY
    ///     .with(Cell::at(0, 3).unwrap(), three)
    ///     .with(Cell::at(0, 7).unwrap(), three)
    ///     .with(Cell::at(4, 4).unwrap(), three);
    /// let clashes: Vec<String> = board.clashes().iter().map(|c| c.to_string()).collect();
    /// assert_eq!(clashes, ["r1c4", "r1c8"]);
    /// ```
    pub fn clashes(&self) -> CellSet {
        let mut clashing = CellSet::EMPTY;
        for unit in &UNITS {
            let mut seen = [None::<Cell>; 9];
            for &index in unit {
                let cell = Cell::from_table(index);
                if let Some(digit) = self.get(cell) {
                    let slot = &mut seen[digit.get() as usize - 1];
                    if let Some(first) = *slot {
                        clashing.insert(first);
                        clashing.insert(cell);
                    } else {
                        *slot = Some(cell);
                    }
                }
            }
        }
        clashing
    }

    /// The digits that `cell` could take without clashing with a digit in its row, column or box.
    /// For a cell that holds a digit, that digit is not excluded by itself.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let mut seen = 0u16;
        for &peer in &PEERS[cell.index()] {
            if let Some(digit) = self.cells[peer as usize] {
                seen |= digit.bit();
            }
        }
        DigitSet::from_bits(!seen)
    }

    /// Each band's digits (band `b`: cells `27b .. 27b + 27`) as bytes, 0 for an empty cell,
    /// eight to a little-endian word (the last word's five high bytes 0): for the searches'
    /// start, which read them eight at a time with [`low_bits`] rather than branch on each cell.
    #[inline(always)]
    pub(crate) fn band_words(&self) -> [[u64; 4]; 3] {
        let values = self.cells.map(|digit| digit.map_or(0, Digit::get));
        let mut words = [[0u64; 4]; 3];
        for (band, cells) in values.chunks_exact(27).enumerate() {
            for (word, chunk) in words[band].iter_mut().zip(cells.chunks(8)) {
                let mut bytes = [0u8; 8];
                bytes[..chunk.len()].copy_from_slice(chunk);
                *word = u64::from_le_bytes(bytes);
            }
        }
        words
    }
}

/// Bit 0 of each of `word`'s eight bytes, byte `j`'s as bit `j`: one multiplication gathers them
/// (byte `j`'s bit lands at bit `56 + j`, and no two products meet).
#[inline(always)]
pub(crate) fn low_bits(word: u64) -> u32 {
    ((word & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

impl Default for Board {
    fn default() -> Self {
        Board::EMPTY
    }
}

impl Board {
    /// Reads exactly what [`Display`](fmt::Display) writes: 81 characters, each `1`-`9` or `.`;
    /// `None` for anything else. For text written by programs (a protocol, stored data), where a
    /// mistake needs no explanation: it is much smaller than the [`FromStr`](std::str::FromStr) reader, which takes
    /// every shape people paste and says what is wrong.
    ///
    /// ```
    /// use sudoku_solver::Board;
    /// let line = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    /// assert_eq!(Board::from_line(line), line.parse().ok());
    /// assert_eq!(Board::from_line(&line.replace('.', "0")), None);
    /// ```
    pub fn from_line(line: &str) -> Option<Board> {
        let bytes = line.as_bytes();
        if bytes.len() != 81 {
            return None;
        }
        let mut board = Board::EMPTY;
        for (cell, &byte) in Cell::all().zip(bytes) {
            let digit = match byte {
                b'.' => None,
                _ => Some(Digit::from_char(char::from(byte))?),
            };
            board.set(cell, digit);
        }
        Some(board)
    }

    /// The board as its 81-character line (`.` for an empty cell), as ASCII bytes: what
    /// `Display` writes, without a formatter.
    ///
    /// ```
    /// use sudoku_solver::Board;
    /// let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// let board: Board = line.parse()?;
    /// assert_eq!(&board.to_line_bytes()[..], line.as_bytes());
    /// # Ok::<(), sudoku_solver::ParseError>(())
    /// ```
    pub fn to_line_bytes(&self) -> [u8; 81] {
        let mut line = [b'.'; 81];
        for (cell, byte) in Cell::all().zip(line.iter_mut()) {
            if let Some(digit) = self.get(cell) {
                *byte = b'0' + digit.get();
            }
        }
        line
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let char_of = |cell: Cell| self.get(cell).map_or('.', Digit::to_char);
        if !f.alternate() {
            // One write of the whole line: a formatted write per cell costs several times more.
            let line: String = Cell::all().map(char_of).collect();
            return f.write_str(&line);
        }
        for row in 0..9 {
            if row == 3 || row == 6 {
                writeln!(f, "------+-------+------")?;
            }
            for col in 0..9 {
                let cell = Cell::at(row, col).expect("row and col are below 9");
                let sep = match col {
                    0 => "",
                    3 | 6 => " | ",
                    _ => " ",
                };
                write!(f, "{sep}{}", char_of(cell))?;
            }
            if row < 8 {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}
