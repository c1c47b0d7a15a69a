//! The scan worker: reads a photo's puzzle with `sudoku-scan` (the grid found, straightened, each
//! cell classified, the reading checked by the solver). The photo is decoded here, by the
//! browser's `createImageBitmap` (which honours a phone photo's rotation), drawn to an
//! `OffscreenCanvas` at most 1600 pixels on its longer side, and read; the page only sends the
//! file and shows the answer. Started the first time a person scans: the classifier's weights and
//! the reader never load otherwise. `src/bin/scan.rs` serves [`ScanWork`] in it.

mod protocol;
mod work;

pub use protocol::{Corners, FRAME, Scan, ScanAnswer, ScanFailure, ScanReply, ScanRequest};
pub use work::{LOOK, ScanWork, answer_pixels, look_pixels};
