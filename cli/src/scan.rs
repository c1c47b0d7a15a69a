//! `sudoku scan PHOTO...`: the puzzle in each photo, read by `sudoku-scan` as the page reads it.

use sudoku_scan::{Gray, classifier, read};

/// A JPEG's grey, or why not.
fn decode(path: &str) -> Result<Gray, String> {
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

/// Reads each photo: one line a photo on stdout, a message on stderr for one not read. Whether
/// every photo was read.
pub fn run(photos: &[String]) -> bool {
    let net = classifier();
    let mut all = true;
    for path in photos {
        let reading = decode(path).and_then(|photo| read(&photo, &net).map_err(|e| e.to_string()));
        match reading {
            Ok(reading) => {
                let least = reading
                    .cells
                    .iter()
                    .map(|c| c.confidence())
                    .fold(1.0f32, f32::min);
                println!("{}\t{least:.3}", reading.line());
            }
            Err(message) => {
                eprintln!("sudoku scan: {path}: {message}");
                all = false;
            }
        }
    }
    all
}
