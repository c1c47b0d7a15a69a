//! Reads a Sudoku from a photo: the grid found, straightened and cut into 81 cells, each cell
//! empty or holding a digit.
//!
//! The pipeline, one module a stage:
//! - [`gray`]: the photo in grey, scaled down for finding the grid, thresholded against its
//!   neighbourhood (so uneven light does not matter);
//! - [`grid`]: the grid's four corners: the largest connected blob of ink shaped like a grid;
//! - [`warp`]: the grid straightened to a square by the perspective that maps its corners;
//! - [`cells`]: the 81 cells cut from the square, each said empty or not, a digit's ink centred
//!   in a small square for the classifier.
//!
//! ```
//! use sudoku_scan::{Gray, ScanError, find_grid};
//! // A blank photo has no grid; a thumbnail is too small to read.
//! let blank = Gray::new(160, 120, vec![200; 160 * 120]).unwrap();
//! assert_eq!(find_grid(&blank).unwrap_err(), ScanError::NoGrid);
//! let thumbnail = Gray::new(48, 32, vec![200; 48 * 32]).unwrap();
//! assert_eq!(find_grid(&thumbnail).unwrap_err(), ScanError::TooSmall(32));
//! ```

pub mod cells;
pub mod gray;
pub mod grid;
pub mod warp;

use std::fmt;

pub use cells::{CELL, Cells, cut_cells};
pub use gray::Gray;
pub use grid::{Quad, find_grid};
pub use warp::straighten;

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

/// The photo's grid straightened and cut: the corners found, and the cells.
pub fn read(photo: &Gray) -> Result<(Quad, Cells), ScanError> {
    let quad = find_grid(photo)?;
    let square = straighten(photo, &quad, 9 * CELL);
    Ok((quad, cut_cells(&square)))
}
