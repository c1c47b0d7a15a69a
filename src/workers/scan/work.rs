//! The scan worker's work: a photo's pixels read into a puzzle ([`answer_pixels`], tested
//! natively), and, in the browser, the photo decoded first ([`ScanWork`]).

use std::rc::Rc;

use sudoku_scan::check::checked;
use sudoku_scan::model::Net;
use sudoku_scan::{Gray, ScanError, classifier, find_grid, read};

use super::protocol::{Corners, FRAME, Scan, ScanAnswer, ScanFailure, ScanReply, ScanRequest};
use crate::workers::{Message, Service};

/// The longer side a photo is read at: enough for the dataset's largest photos (1632 pixels),
/// and it bounds the memory and time of a photo of any size.
pub const LONGEST: u32 = 1600;

/// The longer side a camera frame is looked at for its grid: the grid finder's own working size,
/// so nothing is lost, and the frame's copy to the worker stays small.
pub const LOOK: u32 = 640;

/// Where the grid is in a camera frame's RGBA pixels, `width` x `height`: its corners in
/// [`FRAME`] units; `None` when there is none.
pub fn look_pixels(width: u32, height: u32, rgba: &[u8]) -> Option<Corners> {
    let frame = Gray::from_rgba(width as usize, height as usize, rgba).ok()?;
    let quad = find_grid(&frame).ok()?;
    let unit = |v: f32, side: u32| (v / side as f32 * FRAME as f32).round() as i32;
    Some(quad.corners.map(|(x, y)| (unit(x, width), unit(y, height))))
}

/// The puzzle in RGBA pixels `width` x `height` (its photo's address left empty) and the
/// straightened grid, or why there is none.
pub fn answer_pixels(
    width: u32,
    height: u32,
    rgba: &[u8],
    net: &Net,
) -> Result<(ScanAnswer, Gray), ScanFailure> {
    let photo = Gray::from_rgba(width as usize, height as usize, rgba)
        .map_err(|_| ScanFailure::NotAnImage)?;
    let reading = read(&photo, net).map_err(|e| match e {
        ScanError::TooSmall(side) => ScanFailure::TooSmall(side as u32),
        ScanError::BadImage => ScanFailure::NotAnImage,
        _ => ScanFailure::NoGrid,
    })?;
    let check = checked(&reading);
    let answer = ScanAnswer {
        puzzle: check.puzzle.to_string(),
        sure: (reading.cells.iter())
            .map(|c| (c.confidence() * 100.0).floor().clamp(0.0, 100.0) as u8)
            .collect(),
        changed: check
            .changed
            .iter()
            .map(|&(cell, _, _)| cell as u8)
            .collect(),
        unique: check.unique,
        photo: String::new(),
    };
    Ok((answer, reading.square))
}

/// A greyscale image as a BMP file (8 bits a pixel, a grey palette, rows bottom up, each padded
/// to four bytes): the simplest image every browser shows.
pub fn bmp(image: &Gray) -> Vec<u8> {
    let (w, h) = (image.width(), image.height());
    let row = w.div_ceil(4) * 4;
    let offset = 14 + 40 + 256 * 4;
    let size = offset + row * h;
    let mut out = Vec::with_capacity(size);
    out.extend(b"BM");
    out.extend((size as u32).to_le_bytes());
    out.extend([0; 4]);
    out.extend((offset as u32).to_le_bytes());
    out.extend(40u32.to_le_bytes());
    out.extend((w as i32).to_le_bytes());
    out.extend((h as i32).to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(8u16.to_le_bytes());
    out.extend([0; 4]); // no compression
    out.extend(((row * h) as u32).to_le_bytes());
    out.extend([0; 8]); // resolution
    out.extend(256u32.to_le_bytes());
    out.extend([0; 4]);
    for grey in 0..=255u8 {
        out.extend([grey, grey, grey, 0]);
    }
    for y in (0..h).rev() {
        out.extend(&image.pixels()[y * w..(y + 1) * w]);
        out.extend(std::iter::repeat_n(0, row - w));
    }
    out
}

/// The scan worker: the classifier, loaded once, and the photos it is sent.
pub struct ScanWork {
    net: Rc<Net>,
}

impl Default for ScanWork {
    fn default() -> Self {
        ScanWork {
            net: Rc::new(classifier()),
        }
    }
}

impl Service for ScanWork {
    type Protocol = Scan;

    /// A request without its photo is answered as not an image (no grid, for a look).
    fn request(&mut self, request: ScanRequest, post: &mut dyn FnMut(ScanReply)) {
        post(match request {
            ScanRequest::Scan { id } => ScanReply::Scanned {
                id,
                answer: Err(ScanFailure::NotAnImage),
            },
            ScanRequest::Look { id } => ScanReply::Looked { id, corners: None },
        });
    }

    fn request_with(
        &mut self,
        request: ScanRequest,
        photo: wasm_bindgen::JsValue,
        post: &mut dyn FnMut(ScanReply),
    ) {
        match request {
            ScanRequest::Scan { id } => {
                if !browser::decode(id, photo, self.net.clone()) {
                    self.request(request, post);
                }
            }
            ScanRequest::Look { id } => post(ScanReply::Looked {
                id,
                corners: browser::look(photo),
            }),
        }
    }
}

/// The photo decoded by the browser, then read; the answer posted when it is ready (decoding is
/// asynchronous).
mod browser {
    use std::rc::Rc;

    use sudoku_scan::model::Net;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{
        Blob, DedicatedWorkerGlobalScope, ImageBitmap, ImageBitmapOptions, ImageOrientation,
        OffscreenCanvas, OffscreenCanvasRenderingContext2d,
    };

    use super::{
        Corners, LONGEST, LOOK, Message, ScanFailure, ScanReply, answer_pixels, bmp, look_pixels,
    };

    fn post(reply: ScanReply) {
        if let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() {
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    }

    /// The bitmap's pixels, scaled so its longer side is at most `longest`.
    fn pixels(bitmap: &ImageBitmap, longest: u32) -> Result<(u32, u32, Vec<u8>), JsValue> {
        let (w, h) = (bitmap.width(), bitmap.height());
        let scale = (f64::from(longest) / f64::from(w.max(h).max(1))).min(1.0);
        let (cw, ch) = (
            ((f64::from(w) * scale).round() as u32).max(1),
            ((f64::from(h) * scale).round() as u32).max(1),
        );
        let canvas = OffscreenCanvas::new(cw, ch)?;
        let context: OffscreenCanvasRenderingContext2d = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("no 2d context"))?
            .unchecked_into();
        context.draw_image_with_image_bitmap_and_dw_and_dh(
            bitmap,
            0.0,
            0.0,
            cw.into(),
            ch.into(),
        )?;
        let data = context
            .get_image_data(0.0, 0.0, cw.into(), ch.into())?
            .data();
        Ok((cw, ch, data.0))
    }

    thread_local! {
        /// The address of the last straightened grid shown: revoked when the next is made.
        static SHOWN: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    }

    /// The straightened grid as a `blob:` address the page can show (the last one's revoked).
    fn photo_address(square: &sudoku_scan::Gray) -> Option<String> {
        let bytes = js_sys::Uint8Array::from(bmp(square).as_slice());
        let parts = js_sys::Array::of1(&bytes);
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("image/bmp");
        let blob = Blob::new_with_u8_array_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let old = SHOWN.with(|shown| shown.replace(Some(url.clone())));
        if let Some(old) = old {
            let _ = web_sys::Url::revoke_object_url(&old);
        }
        Some(url)
    }

    /// The grid in `frame` (an `ImageBitmap` of the camera's view), looked at [`LOOK`] pixels
    /// on its longer side.
    pub(super) fn look(frame: JsValue) -> Option<Corners> {
        let bitmap: ImageBitmap = frame.dyn_into().ok()?;
        let found = pixels(&bitmap, LOOK)
            .ok()
            .and_then(|(w, h, rgba)| look_pixels(w, h, &rgba));
        bitmap.close();
        found
    }

    /// `bitmap` read, and the answer posted.
    fn answer(id: u32, bitmap: ImageBitmap, net: &Net) {
        let answer = match pixels(&bitmap, LONGEST) {
            Ok((w, h, rgba)) => answer_pixels(w, h, &rgba, net).map(|(mut answer, square)| {
                answer.photo = photo_address(&square).unwrap_or_default();
                answer
            }),
            Err(_) => Err(ScanFailure::NotAnImage),
        };
        bitmap.close();
        post(ScanReply::Scanned { id, answer });
    }

    /// Starts reading `photo`: a camera frame (an `ImageBitmap`) at once, a file (a `Blob`)
    /// once the browser has decoded it. `false` when it is neither or the browser cannot start.
    pub(super) fn decode(id: u32, photo: JsValue, net: Rc<Net>) -> bool {
        let photo = match photo.dyn_into::<ImageBitmap>() {
            Ok(frame) => {
                answer(id, frame, &net);
                return true;
            }
            Err(photo) => photo,
        };
        let (Ok(scope), Ok(blob)) = (
            js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>(),
            photo.dyn_into::<Blob>(),
        ) else {
            return false;
        };
        let options = ImageBitmapOptions::new();
        // A phone's photo is stored sideways with a note of its rotation: honour the note.
        options.set_image_orientation(ImageOrientation::FromImage);
        let Ok(promise) =
            scope.create_image_bitmap_with_blob_and_image_bitmap_options(&blob, &options)
        else {
            return false;
        };
        let decoded = Closure::once(move |bitmap: JsValue| {
            answer(id, bitmap.unchecked_into(), &net);
        });
        let refused = Closure::once(move |_: JsValue| {
            post(ScanReply::Scanned {
                id,
                answer: Err(ScanFailure::NotAnImage),
            });
        });
        let _ = promise.then2(&decoded, &refused);
        // One of the two runs, once; both live until then (a few bytes a photo).
        decoded.forget();
        refused.forget();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_that_are_no_grid_or_no_image_are_said() {
        let net = classifier();
        let white = vec![255u8; 200 * 150 * 4];
        let failure = |w, h, pixels: &[u8]| answer_pixels(w, h, pixels, &net).err();
        assert_eq!(failure(200, 150, &white), Some(ScanFailure::NoGrid));
        assert_eq!(
            failure(40, 30, &white[..40 * 30 * 4]),
            Some(ScanFailure::TooSmall(30))
        );
        assert_eq!(
            failure(200, 150, &white[..7]),
            Some(ScanFailure::NotAnImage)
        );
    }

    #[test]
    fn a_camera_frame_gives_its_grid_corners_as_fractions() {
        // A white frame with a grid's box lines drawn from (64, 48) to (256, 240).
        let (w, h) = (320u32, 288u32);
        let mut rgba = vec![235u8; (w * h * 4) as usize];
        for i in 0..=9 {
            let at = 64 + i * 192 / 9;
            for t in 0..if i % 3 == 0 { 3 } else { 1 } {
                for s in 0..=192 {
                    for (x, y) in [(at + t, 48 + s), (64 + s, 48 + at - 64 + t)] {
                        let p = ((y * w + x) * 4) as usize;
                        rgba[p..p + 3].fill(20);
                    }
                }
            }
        }
        let corners = look_pixels(w, h, &rgba).expect("a grid");
        let want = [(64.0, 48.0), (257.0, 48.0), (257.0, 241.0), (64.0, 241.0)];
        for ((x, y), (wx, wy)) in corners.iter().zip(want) {
            let pixel = |v: i32, side: u32| v as f32 / FRAME as f32 * side as f32;
            assert!((pixel(*x, w) - wx).abs() < 4.0, "{corners:?}");
            assert!((pixel(*y, h) - wy).abs() < 4.0, "{corners:?}");
        }
        assert_eq!(look_pixels(w, h, &vec![235u8; (w * h * 4) as usize]), None);
        assert_eq!(look_pixels(w, h, &rgba[..10]), None);
    }

    #[test]
    fn a_straightened_grid_is_a_bmp() {
        let image = Gray::new(3, 2, vec![0, 128, 255, 1, 2, 3]).unwrap();
        let file = bmp(&image);
        assert_eq!(&file[..2], b"BM");
        assert_eq!(
            u32::from_le_bytes(file[2..6].try_into().unwrap()) as usize,
            file.len()
        );
        let offset = u32::from_le_bytes(file[10..14].try_into().unwrap()) as usize;
        // Rows bottom up, padded to four bytes.
        assert_eq!(&file[offset..offset + 8], &[1, 2, 3, 0, 0, 128, 255, 0]);
    }
}
