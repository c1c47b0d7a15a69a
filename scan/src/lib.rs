//! Reads a Sudoku from a photo: the grid found, straightened and cut into 81 cells, each cell
//! empty or holding a digit.
//!
//! The pipeline, one module a stage:
//! - [`gray`]: the photo in grey, scaled down for finding the grid, thresholded against its
//!   neighbourhood (so uneven light does not matter);
//! - [`grid`]: the grid's four corners: the largest connected blob of ink shaped like a grid;
//! - [`warp`]: the grid straightened to a square by the perspective that maps its corners;
//! - [`cells`]: the 81 cells cut from the square, the ink of each that may hold a digit centred
//!   in a small square;
//! - [`model`]: the digit classifier, a small convolutional network this project trains
//!   (`scan/train`), which reads each such cell as a digit or as "not a digit" (a shadow, shading,
//!   a line's remnant).
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
pub mod check;
mod error;
pub mod gray;
pub mod grid;
pub mod jpeg;
pub mod model;
pub mod warp;

pub use cells::{CELL, Cells, DIGIT, DigitImage, cut_cells};
pub use error::ScanError;
pub use gray::Gray;
pub use grid::find_grid;
pub use warp::{Quad, straighten};

/// The classifier's weights, trained by `make train-digits`.
const WEIGHTS: &[u8] = include_bytes!("digits.weights");

/// The trained classifier.
pub fn classifier() -> model::Net {
    model::Net::from_bytes(WEIGHTS).expect("digits.weights holds the network")
}

/// What one cell was read as.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellReading {
    /// The digit, or `None` for an empty cell.
    pub digit: Option<u8>,
    /// The classes' probabilities: `[0]` empty (not a digit), `[d]` the digit d. An empty cell with
    /// no ink is certain: [1, 0, ...].
    pub probabilities: [f32; model::CLASSES],
}

impl CellReading {
    /// How sure the reading is: the probability of what was read.
    pub fn confidence(&self) -> f32 {
        self.probabilities[usize::from(self.digit.unwrap_or(0))]
    }
}

/// A photo read: where its grid is, and each cell in reading order.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The grid's corners in the photo.
    pub quad: Quad,
    /// The 81 cells.
    pub cells: Vec<CellReading>,
    /// The grid straightened, upright (`9 * CELL` pixels across): what a person checks the
    /// digits against.
    pub square: Gray,
}

impl Reading {
    /// The puzzle as 81 characters, `.` for an empty cell.
    pub fn line(&self) -> String {
        self.cells
            .iter()
            .map(|c| c.digit.map_or('.', |d| char::from(b'0' + d)))
            .collect()
    }
}

/// A digit's image turned a quarter clockwise.
fn turned(image: &DigitImage) -> DigitImage {
    let at = |x: usize, y: usize| image.0[y * DIGIT + x];
    DigitImage(
        (0..DIGIT * DIGIT)
            .map(|i| {
                let (x, y) = (i % DIGIT, i / DIGIT);
                at(y, DIGIT - 1 - x)
            })
            .collect(),
    )
}

/// What the classifier reads in a cell's image (`None`: no ink, certainly empty).
fn classified(image: Option<&DigitImage>, net: &model::Net) -> CellReading {
    let Some(image) = image else {
        let mut probabilities = [0.0; model::CLASSES];
        probabilities[0] = 1.0;
        return CellReading {
            digit: None,
            probabilities,
        };
    };
    let probabilities = net.classify(&image.0);
    let best = (0..model::CLASSES)
        .max_by(|&a, &b| probabilities[a].total_cmp(&probabilities[b]))
        .expect("classes");
    CellReading {
        digit: (best > 0).then_some(best as u8),
        probabilities,
    }
}

/// Reads the photo: finds its grid, straightens and cuts it, and classifies each cell's ink. The
/// grid may lie in the photo any way round (a phone held sideways, a rotation note that is wrong):
/// it is read the four ways, and the way whose digits the classifier is surest of is taken; the
/// puzzle and the corners are given upright.
pub fn read(photo: &Gray, net: &model::Net) -> Result<Reading, ScanError> {
    let quad = find_grid(photo)?;
    let square = straighten(photo, &quad, 9 * CELL);
    let mut images = cut_cells(&square).digits;
    let mut upright = square;
    let mut best: Option<(f32, Reading)> = None;
    for turn in 0..4 {
        let cells: Vec<CellReading> = images.iter().map(|i| classified(i.as_ref(), net)).collect();
        // How sure the classifier is of this way round: the mean log-probability of what it read
        // in the cells with ink.
        let inked: Vec<f32> = (cells.iter().zip(&images))
            .filter(|(_, image)| image.is_some())
            .map(|(cell, _)| libm::logf(cell.confidence().max(1e-6)))
            .collect();
        let sureness = inked.iter().sum::<f32>() / inked.len().max(1) as f32;
        if best.as_ref().is_none_or(|(b, _)| sureness > *b) {
            // The corners of the grid turned `turn` quarters: the upright top left is the
            // corner `turn` places back.
            let corners = std::array::from_fn(|i| quad.corners[(i + 4 - turn) % 4]);
            best = Some((
                sureness,
                Reading {
                    quad: Quad { corners },
                    cells,
                    square: upright.clone(),
                },
            ));
        }
        // The next way round: the grid and each digit turned a quarter clockwise.
        upright = upright.turned();
        images = (0..81)
            .map(|i| {
                let (row, col) = (i / 9, i % 9);
                images[(8 - col) * 9 + row].as_ref().map(turned)
            })
            .collect();
    }
    Ok(best.expect("four ways").1)
}
