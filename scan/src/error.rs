//! Why a photo gives no grid.

use std::fmt;

/// Why a photo gives no grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ScanError {
    /// The pixels do not make an image of the size given (or it is empty).
    BadImage,
    /// The image is too small to hold a readable grid (its shorter side, in pixels).
    TooSmall(usize),
    /// Nothing in the image is shaped like a Sudoku grid.
    NoGrid,
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanError::BadImage => f.write_str("the pixels do not make an image of that size"),
            ScanError::TooSmall(side) => {
                write!(f, "the image is too small to read ({side} pixels across)")
            }
            ScanError::NoGrid => f.write_str("no Sudoku grid found in the image"),
        }
    }
}

impl std::error::Error for ScanError {}
