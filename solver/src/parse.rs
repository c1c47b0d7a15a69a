//! Reading a board from text, and the one error that reading can give.

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
    /// A character that is neither a cell (`1`-`9`, `.`, `0`) nor a separator (whitespace, `|`, `-`,
    /// `+`). `line` and `column` are 1-based and count characters, not bytes.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line in the text, from 1.
        line: usize,
        /// Its column in that line, from 1.
        column: usize,
    },
    /// The text has only valid characters, but not 81 cells of them.
    WrongCellCount {
        /// How many cells the text has.
        found: usize,
    },
}

impl ParseError {
    /// What went wrong, and where.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParseErrorKind::UnexpectedChar { ch, line, column } => {
                write!(f, "unexpected {ch:?} at line {line}, column {column}")
            }
            ParseErrorKind::WrongCellCount { found } => {
                let cells = if found == 1 { "cell" } else { "cells" };
                write!(f, "found {found} {cells}, expected 81")
            }
        }
    }
}

impl Error for ParseError {}

/// Reads the one-line format (81 characters) and grids printed over several lines. Cells are `1`-`9`,
/// and `.` or `0` for an empty cell; whitespace and the separators `|`, `-`, `+` are skipped.
pub(crate) fn parse(text: &str) -> Result<Board, ParseError> {
    let mut board = Board::EMPTY;
    let mut found = 0;
    for (line_index, line) in text.lines().enumerate() {
        for (column_index, ch) in line.chars().enumerate() {
            let digit = match ch {
                '1'..='9' => Digit::from_char(ch),
                '.' | '0' => None,
                '|' | '-' | '+' => continue,
                _ if ch.is_whitespace() => continue,
                _ => {
                    return Err(ParseError {
                        kind: ParseErrorKind::UnexpectedChar {
                            ch,
                            line: line_index + 1,
                            column: column_index + 1,
                        },
                    });
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
        Err(ParseError {
            kind: ParseErrorKind::WrongCellCount { found },
        })
    }
}
