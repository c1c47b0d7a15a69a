//! The scan worker's work: a photo's pixels read into a puzzle ([`answer_pixels`], tested
//! natively), and, in the browser, the photo decoded first ([`ScanWork`]).

use std::rc::Rc;

use sudoku_scan::check::checked;
use sudoku_scan::model::Net;
use sudoku_scan::{Gray, ScanError, classifier, read};

use super::protocol::{Scan, ScanAnswer, ScanFailure, ScanReply, ScanRequest};
use crate::workers::{Message, Service};

/// The longer side a photo is read at: enough for the dataset's largest photos (1632 pixels),
/// and it bounds the memory and time of a photo of any size.
pub const LONGEST: u32 = 1600;

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

    /// A request without its photo is answered as not an image.
    fn request(&mut self, request: ScanRequest, post: &mut dyn FnMut(ScanReply)) {
        let ScanRequest::Scan { id } = request;
        post(ScanReply::Scanned {
            id,
            answer: Err(ScanFailure::NotAnImage),
        });
    }

    fn request_with(
        &mut self,
        request: ScanRequest,
        photo: wasm_bindgen::JsValue,
        post: &mut dyn FnMut(ScanReply),
    ) {
        let ScanRequest::Scan { id } = request;
        if !browser::decode(id, photo, self.net.clone()) {
            post(ScanReply::Scanned {
                id,
                answer: Err(ScanFailure::NotAnImage),
            });
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

    use super::{LONGEST, Message, ScanFailure, ScanReply, answer_pixels, bmp};

    fn post(reply: ScanReply) {
        if let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() {
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    }

    /// The bitmap's pixels, scaled so its longer side is at most [`LONGEST`].
    fn pixels(bitmap: &ImageBitmap) -> Result<(u32, u32, Vec<u8>), JsValue> {
        let (w, h) = (bitmap.width(), bitmap.height());
        let scale = (f64::from(LONGEST) / f64::from(w.max(h).max(1))).min(1.0);
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

    /// Starts decoding `photo` (a `Blob`); `false` when it is not one or the browser cannot
    /// start.
    pub(super) fn decode(id: u32, photo: JsValue, net: Rc<Net>) -> bool {
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
            let bitmap: ImageBitmap = bitmap.unchecked_into();
            let answer = match pixels(&bitmap) {
                Ok((w, h, rgba)) => answer_pixels(w, h, &rgba, &net).map(|(mut answer, square)| {
                    answer.photo = photo_address(&square).unwrap_or_default();
                    answer
                }),
                Err(_) => Err(ScanFailure::NotAnImage),
            };
            bitmap.close();
            post(ScanReply::Scanned { id, answer });
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
