//! Reading a board from text, and the one error that reading can give.
//!
//! People paste puzzles in many shapes: the 81-character line, grids drawn with ASCII or box-drawing
//! characters, nine lines of digits, a Python list from a tutorial, HoDoKu's and SudokuWiki's exports,
//! or a whole link. One parser takes them all, by three rules:
//!
//! 1. A link (text with `://`, or starting with `#` or `?`) is read from its `p=` (ours) or `bd=`
//!    (SudokuWiki's) parameter.
//! 2. Cells are `1`-`9` for a digit, and `.`, `0`, `_`, `*` or `-` for an empty cell. Whitespace,
//!    `|`, `+`, `,`, `;`, `:`, `=`, quotes, brackets and box-drawing characters (U+2500 to U+257F)
//!    are separators.
//! 3. In text on several lines, a line of nothing but separators, `-` and `*` is a border, skipped
//!    whole (`+-------+`, `*-----------*`, `━━━╋━━━`): its `-` and `*` are not cells.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::{Board, Cell, Digit};

/// Why a text is not a board. Returned by [`Board::from_str`](std::str::FromStr::from_str).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    kind: ParseErrorKind,
}

/// The kinds of [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A character that is neither a cell nor a separator. `line` and `column` are its place in
    /// the text (1-based, counting characters, not bytes); `cell` is the board cell it stands
    /// where, if fewer than 81 cells came before it.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line in the text, from 1.
        line: usize,
        /// Its column in that line, from 1.
        column: usize,
        /// The cell it would have been.
        cell: Option<Cell>,
    },
    /// The text has only valid characters, but not 81 cells of them.
    WrongCellCount {
        /// How many cells the text has.
        found: usize,
    },
    /// The text is a link, but carries no puzzle (no `p=` or `bd=` parameter).
    LinkWithoutPuzzle,
}

impl ParseError {
    /// What went wrong, and where.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }

    fn new(kind: ParseErrorKind) -> ParseError {
        ParseError { kind }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParseErrorKind::UnexpectedChar {
                ch, line, column, ..
            } => {
                write!(f, "unexpected ")?;
                write_char_name(f, ch)?;
                match self.kind {
                    ParseErrorKind::UnexpectedChar {
                        cell: Some(cell), ..
                    } => write!(f, " at row {}, column {}", cell.row() + 1, cell.col() + 1),
                    _ => write!(f, " after 81 cells, at line {line}, column {column}"),
                }
            }
            ParseErrorKind::WrongCellCount { found } => {
                let cells = if found == 1 { "cell" } else { "cells" };
                write!(f, "found {found} {cells}, expected 81")
            }
            ParseErrorKind::LinkWithoutPuzzle => {
                write!(f, "the link has no puzzle in it (no p= or bd=)")
            }
        }
    }
}

/// `'x'` for a printable character, `U+0007` for the others (which would not show in quotes).
pub(crate) fn write_char_name(f: &mut impl fmt::Write, ch: char) -> fmt::Result {
    if ch.is_control() {
        write!(f, "U+{:04X}", ch as u32)
    } else {
        write!(f, "'{ch}'")
    }
}

impl Error for ParseError {}

/// What a character is, in the text around it.
enum Token {
    Digit(Digit),
    Empty,
    Skip,
    Unexpected,
}

// Reading text is not on any hot path: kept out of line, so the solver crate's speed settings do
// not unroll it into every caller.
#[inline(never)]
/// The board of an 81-byte line of `1`-`9`, `.` and `0` only; `None` for anything else.
fn plain_line(bytes: &[u8]) -> Option<Board> {
    if bytes.len() != 81 {
        return None;
    }
    let mut board = Board::EMPTY;
    for (cell, &byte) in Cell::all().zip(bytes) {
        match byte {
            b'.' | b'0' => {}
            b'1'..=b'9' => board.set(cell, Digit::new(byte - b'0')),
            _ => return None,
        }
    }
    Some(board)
}

fn token(ch: char) -> Token {
    match ch {
        '1'..='9' => Digit::from_char(ch).map_or(Token::Unexpected, Token::Digit),
        '.' | '0' | '_' | '*' | '-' => Token::Empty,
        '|' | '+' | ',' | ';' | ':' | '=' | '"' | '\'' | '[' | ']' | '(' | ')' | '{' | '}' => {
            Token::Skip
        }
        '\u{2500}'..='\u{257F}' => Token::Skip,
        _ if ch.is_whitespace() => Token::Skip,
        _ => Token::Unexpected,
    }
}

/// The puzzle a link carries: the value of its `p=` or `bd=` parameter, in its query or fragment,
/// with `%2E` read as `.`. Written with chars and no string slicing or substring search, which
/// keeps the panic and search machinery of `str` out of the WebAssembly.
#[inline(never)]
fn link_puzzle(link: &str) -> Option<String> {
    let mut parameters = link.split(['?', '#', '&', ';']);
    // What comes before the first `?` or `#` is the address, not a parameter.
    parameters.next();
    let value = parameters.find_map(|parameter| {
        let mut chars = parameter.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some('p'), Some('='), _) => Some(parameter.chars().skip(2)),
            (Some('b'), Some('d'), Some('=')) => Some(parameter.chars().skip(3)),
            _ => None,
        }
    })?;
    let mut puzzle = String::new();
    let mut chars = value.peekable();
    while let Some(ch) = chars.next() {
        if ch == '%' && chars.peek() == Some(&'2') {
            chars.next();
            match chars.next() {
                Some('E' | 'e') => puzzle.push('.'),
                Some(other) => puzzle.extend(['%', '2', other]),
                None => puzzle.extend(['%', '2']),
            }
        } else {
            puzzle.push(ch);
        }
    }
    Some(puzzle)
}

fn is_link(text: &str) -> bool {
    let bytes = text.as_bytes();
    matches!(bytes.first(), Some(b'#' | b'?'))
        || (2..bytes.len())
            .any(|i| bytes[i - 2] == b':' && bytes[i - 1] == b'/' && bytes[i] == b'/')
}

/// Reads a board from any of the shapes in the module's documentation, in one pass over the
/// characters. A line's `-` and `*` are held until the line ends: if the line turned out to have
/// nothing else, it was a border and they were not cells.
pub(crate) fn parse(text: &str) -> Result<Board, ParseError> {
    let text = text.trim();
    // The common case, a line of 81 cells of `1`-`9`, `.` or `0`, read without the general
    // reader's bookkeeping (the same board it would read).
    if let Some(board) = plain_line(text.as_bytes()) {
        return Ok(board);
    }
    if is_link(text) {
        let puzzle = link_puzzle(text).ok_or(ParseError::new(ParseErrorKind::LinkWithoutPuzzle))?;
        return parse(&puzzle);
    }
    let mut board = Board::EMPTY;
    // Cells read so far (counting past 81, so the error can say how many there were); where the
    // current line's cells start; whether it has a cell other than `-` and `*`.
    let (mut found, mut line_start, mut line_has_cells) = (0, 0, false);
    let (mut line, mut column) = (1, 0);
    // `None` ends the text, and its last line.
    for ch in text.chars().map(Some).chain([None]) {
        column += 1;
        let Some(ch) = ch.filter(|&ch| ch != '\n') else {
            // A line of a text of several lines (a single line has no borders).
            let several_lines = ch.is_some() || line > 1;
            if several_lines && !line_has_cells {
                // A border: its `-` and `*` were counted as empty cells, which left the board
                // as it was; uncount them.
                found = line_start;
            }
            (line_start, line_has_cells) = (found, false);
            (line, column) = (line + 1, 0);
            continue;
        };
        let digit = match token(ch) {
            Token::Digit(digit) => Some(digit),
            Token::Empty => None,
            Token::Skip => continue,
            Token::Unexpected => {
                return Err(ParseError::new(ParseErrorKind::UnexpectedChar {
                    ch,
                    line,
                    column,
                    cell: Cell::new(found),
                }));
            }
        };
        if let Some(cell) = Cell::new(found) {
            board.set(cell, digit);
        }
        found += 1;
        line_has_cells |= !matches!(ch, '-' | '*');
    }
    if found == 81 {
        Ok(board)
    } else {
        Err(ParseError::new(ParseErrorKind::WrongCellCount { found }))
    }
}

impl FromStr for Board {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Board, ParseError> {
        parse(text)
    }
}
