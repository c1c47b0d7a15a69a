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

/// Whether a line of a multi-line text is a border: nothing but separators, `-` and `*`.
fn is_border(line: &str) -> bool {
    line.chars()
        .all(|ch| matches!(ch, '-' | '*') || matches!(token(ch), Token::Skip))
}

/// The puzzle a link carries: the value of its `p=` or `bd=` parameter, in its query or fragment.
fn link_puzzle(link: &str) -> Option<&str> {
    let start = link.find(['?', '#']).unwrap_or(0);
    link[start..]
        .split(['?', '#', '&', ';'])
        .find_map(|parameter| {
            parameter
                .strip_prefix("p=")
                .or_else(|| parameter.strip_prefix("bd="))
        })
}

fn is_link(text: &str) -> bool {
    text.contains("://") || text.starts_with(['#', '?'])
}

/// Reads a board from any of the shapes in the module's documentation.
pub(crate) fn parse(text: &str) -> Result<Board, ParseError> {
    let text = text.trim();
    if is_link(text) {
        let puzzle = link_puzzle(text).ok_or(ParseError::new(ParseErrorKind::LinkWithoutPuzzle))?;
        return parse(&puzzle.replace("%2E", ".").replace("%2e", "."));
    }
    let single_line = !text.contains('\n');
    let mut board = Board::EMPTY;
    let mut found = 0;
    for (line_index, line) in text.lines().enumerate() {
        if !single_line && is_border(line) {
            continue;
        }
        for (column_index, ch) in line.chars().enumerate() {
            let digit = match token(ch) {
                Token::Digit(digit) => Some(digit),
                Token::Empty => None,
                Token::Skip => continue,
                Token::Unexpected => {
                    return Err(ParseError::new(ParseErrorKind::UnexpectedChar {
                        ch,
                        line: line_index + 1,
                        column: column_index + 1,
                        cell: Cell::new(found),
                    }));
                }
            };
            // Keep counting past 81 so the error can say how many cells there were.
            if let Some(cell) = Cell::new(found) {
                board.set(cell, digit);
            }
            found += 1;
        }
    }
    if found == 81 {
        Ok(board)
    } else {
        Err(ParseError::new(ParseErrorKind::WrongCellCount { found }))
    }
}
