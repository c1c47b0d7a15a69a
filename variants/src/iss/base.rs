//! What every reader of ISS's strings shares: why a string is refused, and a cell's and a
//! line's names.

use std::fmt;

use crate::shape::Shape;

/// Why a constraint string was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError {
    /// A constraint type this crate does not know (yet): its name.
    Unsupported(String),
    /// A shape that is not a square of 1 to 16 (or has its own digits): the text.
    Shape(String),
    /// A cell name that is not `RnCm` inside the grid: the text.
    Cell(String),
    /// A number (a total, a clue, a digit) that cannot be read or is out of range: the text.
    Number(String),
    /// A constraint with the wrong number or kind of arguments: its type.
    Arguments(String),
    /// A jigsaw layout that is not one region id per cell, each region as large as a row.
    Regions,
    /// A cage whose total no set of distinct digits of its size can make: the total.
    ImpossibleTotal(u32),
    /// Text that is not an f-puzzles puzzle: neither its link, nor LZ-String's text, nor JSON.
    NotFPuzzles,
    /// A SudokuPad link whose puzzle text cannot be read (neither LZ-String's text nor JSON).
    NotSudokuPad,
    /// A SudokuPad link that only names a puzzle kept on SudokuPad's server: its name.
    Remote(String),
    /// Something a SudokuPad puzzle draws that no rule we know is drawn as: what it is.
    Drawn(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Unsupported(kind) => write!(f, "unknown constraint type {kind:?}"),
            ParseError::Shape(text) => write!(f, "unknown shape {text:?}"),
            ParseError::Cell(text) => write!(f, "{text:?} is not a cell of the grid"),
            ParseError::Number(text) => write!(f, "{text:?} is not a number that fits here"),
            ParseError::Arguments(kind) => write!(f, "wrong arguments for {kind}"),
            ParseError::Regions => write!(f, "the jigsaw regions do not fit the grid"),
            ParseError::NotFPuzzles => {
                write!(
                    f,
                    "not an f-puzzles puzzle (its link, its compressed text or its JSON)"
                )
            }
            ParseError::NotSudokuPad => {
                write!(f, "not a SudokuPad puzzle whose text travels in its link")
            }
            ParseError::Remote(name) => write!(
                f,
                "the SudokuPad link only names a puzzle kept on SudokuPad's server ({name:?}), \
                 which this program cannot fetch: it works offline"
            ),
            ParseError::Drawn(what) => {
                write!(f, "this puzzle draws {what}, which is no rule we know")
            }
            ParseError::ImpossibleTotal(sum) => {
                write!(
                    f,
                    "no set of different digits of the cage's size sums to {sum}"
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// `R3C7` as a cell of `shape` (`R1Cb`: past 9, ISS writes one base-36 character).
pub(crate) fn read_cell(shape: Shape, name: &str) -> Result<usize, ParseError> {
    let bad = || ParseError::Cell(name.to_string());
    let rest = name.strip_prefix(['R', 'r']).ok_or_else(bad)?;
    let separator = if rest.contains('C') { 'C' } else { 'c' };
    let (row, col) = rest.split_once(separator).ok_or_else(bad)?;
    // Decimal, or one base-36 character as ISS writes rows and columns past 9 (`R1Cb`: 11).
    let index = |text: &str| match text.parse::<usize>() {
        Ok(i) => Ok(i),
        Err(_) if text.len() == 1 => text
            .chars()
            .next()
            .and_then(|c| c.to_digit(36))
            .map(|d| d as usize)
            .ok_or(()),
        Err(_) => Err(()),
    };
    match (index(row), index(col)) {
        (Ok(r), Ok(c)) if (1..=shape.rows()).contains(&r) && (1..=shape.cols()).contains(&c) => {
            Ok(shape.cell(r - 1, c - 1))
        }
        _ => Err(bad()),
    }
}

/// A row (`R3`) or column (`C7`) as its cells, in order.
pub(super) fn read_line(shape: Shape, name: &str) -> Result<Vec<usize>, ParseError> {
    let bad = || ParseError::Cell(name.to_string());
    let (kind, index) = name.split_at_checked(1).ok_or_else(bad)?;
    let index = index
        .parse::<usize>()
        .ok()
        .filter(|&i| i >= 1)
        .ok_or_else(bad)?;
    match kind {
        "R" if index <= shape.rows() => Ok((0..shape.cols())
            .map(|c| shape.cell(index - 1, c))
            .collect()),
        "C" if index <= shape.cols() => Ok((0..shape.rows())
            .map(|r| shape.cell(r, index - 1))
            .collect()),
        _ => Err(bad()),
    }
}
