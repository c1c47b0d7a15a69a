//! Writes what the scanner sees of photos, for looking at: the straightened grid of each photo as
//! a BMP (which any browser shows), its filled cells framed.
//!
//! ```sh
//! cargo run -p sudoku-scan --example scan_debug -- OUT_DIR PHOTO.jpg...
//! ```

use sudoku_scan::{CELL, cut_cells, find_grid, straighten};

/// A greyscale BMP (24 bits a pixel, rows bottom up, each padded to four bytes).
fn bmp(width: usize, height: usize, pixel: impl Fn(usize, usize) -> [u8; 3]) -> Vec<u8> {
    let row = (width * 3).div_ceil(4) * 4;
    let size = 54 + row * height;
    let mut out = Vec::with_capacity(size);
    out.extend(b"BM");
    out.extend((size as u32).to_le_bytes());
    out.extend([0; 4]);
    out.extend(54u32.to_le_bytes());
    out.extend(40u32.to_le_bytes());
    out.extend((width as i32).to_le_bytes());
    out.extend((height as i32).to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(24u16.to_le_bytes());
    out.extend([0; 24]);
    for y in (0..height).rev() {
        let start = out.len();
        for x in 0..width {
            let [r, g, b] = pixel(x, y);
            out.extend([b, g, r]);
        }
        out.resize(start + row, 0);
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (out, photos) = args.split_first().expect("OUT_DIR PHOTO...");
    for path in photos {
        let photo = sudoku_scan::jpeg::decode(std::path::Path::new(path)).expect("a JPEG");
        let name = std::path::Path::new(path)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .to_string();
        let Ok(quad) = find_grid(&photo) else {
            println!("{name}: no grid");
            continue;
        };
        let square = straighten(&photo, &quad, 9 * CELL);
        let filled = cut_cells(&square).filled();
        let side = 9 * CELL;
        let image = bmp(side, side, |x, y| {
            let g = square.get(x, y);
            let cell = y / CELL * 9 + x / CELL;
            let edge =
                x % CELL == 1 || y % CELL == 1 || x % CELL == CELL - 2 || y % CELL == CELL - 2;
            if filled[cell] && edge {
                [220, 40, 40]
            } else {
                [g, g, g]
            }
        });
        std::fs::write(format!("{out}/{name}.bmp"), image).unwrap();
        println!("{name}: {:?}", quad.corners);
    }
}
