//! A JPEG file's grey, for native callers (the command line, the tests, the training): the page
//! leaves decoding to the browser, so the scan worker never calls this and carries none of it.

use std::path::Path;

use crate::Gray;

/// Reads and decodes the JPEG at `path`; the message says why not.
pub fn decode(path: &Path) -> Result<Gray, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut decoder = jpeg_decoder::Decoder::new(std::io::BufReader::new(file));
    let pixels = decoder
        .decode()
        .map_err(|e| format!("not a JPEG image ({e})"))?;
    let info = decoder.info().ok_or("not a JPEG image")?;
    let (w, h) = (usize::from(info.width), usize::from(info.height));
    let gray = match info.pixel_format {
        jpeg_decoder::PixelFormat::L8 => Gray::new(w, h, pixels),
        jpeg_decoder::PixelFormat::RGB24 => Gray::from_rgb(w, h, &pixels),
        other => return Err(format!("a JPEG in {other:?}, which is not read")),
    };
    gray.map_err(|e| e.to_string())
}
