//! Training examples: a cell's image as the scanner cuts it, and its class (0 for "not a digit",
//! else the digit). Two sources: whole grids drawn from fonts and spoiled like photos (blur,
//! noise, uneven light, shading, lines out of place), and the labelled photos of the tuning part.

use std::path::PathBuf;

use ab_glyph::{Font, FontVec, PxScale, ScaleFont};
use sudoku_scan::{CELL, Gray, Quad, cut_cells, find_grid, straighten};

use crate::rng::Rng;

/// One example.
pub struct Example {
    /// The cell's image (`DIGIT * DIGIT`).
    pub image: Vec<f32>,
    /// 0: not a digit; 1-9: the digit.
    pub class: usize,
}

/// The fonts under `dirs` (TrueType and OpenType files) that draw all of 1-9.
pub fn fonts(dirs: &[PathBuf]) -> Vec<(String, FontVec)> {
    let mut files = Vec::new();
    let mut stack: Vec<PathBuf> = dirs.to_vec();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("ttf" | "otf")
            ) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let font = FontVec::try_from_vec(std::fs::read(&path).ok()?).ok()?;
            let draws_digits = ('1'..='9').all(|c| font.glyph_id(c).0 != 0);
            let name = path.file_stem()?.to_string_lossy().to_string();
            // Symbol, dingbat and mathematical fonts draw digits no newspaper prints (or draw
            // pictures in their place).
            let symbols = ["Math", "Symbol", "D050000L"]
                .iter()
                .any(|s| name.contains(s));
            (draws_digits && !symbols).then_some((name, font))
        })
        .collect()
}

/// A drawn grid: `9 * CELL` pixels across, paper with ink lines, each cell empty or holding a
/// digit from `font`; its truth. Spoiled as a photo would be.
fn drawn_grid(font: &FontVec, rng: &mut Rng) -> (Gray, [u8; 81]) {
    let side = 9 * CELL;
    let paper = 170.0 + rng.next_f32() * 80.0;
    let ink = paper * (0.05 + rng.next_f32() * 0.45);
    let mut canvas = vec![paper; side * side];
    let mut truth = [0u8; 81];
    // Shaded cells, as some papers print a row or a box: single cells, and in one grid of three
    // a box's middle row, or a whole box, of one grey.
    let mut shaded: [bool; 81] = std::array::from_fn(|_| rng.below(40) == 0);
    if rng.below(3) == 0 {
        let b = rng.below(9);
        let (top, left) = (b / 3 * 3, b % 3 * 3);
        let whole = rng.below(2) == 0;
        for r in 0..3 {
            for c in 0..3 {
                if whole || r == 1 {
                    shaded[(top + r) * 9 + left + c] = true;
                }
            }
        }
    }
    let grey = 0.6 + rng.next_f32() * 0.3;
    for (cell, _) in shaded.iter().enumerate().filter(|&(_, &s)| s) {
        let (cx, cy) = (cell % 9 * CELL, cell / 9 * CELL);
        for y in cy..cy + CELL {
            for x in cx..cx + CELL {
                canvas[y * side + x] *= grey;
            }
        }
    }
    // Lines, a little out of place (the grid's corners are never found exactly).
    let shift = |rng: &mut Rng| rng.next_f32() * 4.0 - 2.0;
    for i in 0..=9 {
        let width = if i % 3 == 0 {
            2.0 + rng.next_f32() * 2.5
        } else {
            0.8 + rng.next_f32() * 1.5
        };
        let (at_x, at_y) = (
            i as f32 * CELL as f32 + shift(rng),
            i as f32 * CELL as f32 + shift(rng),
        );
        for y in 0..side {
            for x in 0..side {
                let near = |p: usize, at: f32| ((p as f32 + 0.5) - at).abs() < width / 2.0 + 0.5;
                if near(x, at_x) || near(y, at_y) {
                    canvas[y * side + x] = ink;
                }
            }
        }
    }
    let scale_font = |height: f32| PxScale::from(height / 0.72);
    for (cell, given) in truth.iter_mut().enumerate() {
        if rng.below(100) < 45 {
            continue;
        }
        let digit = 1 + rng.below(9) as u8;
        *given = digit;
        let height = CELL as f32 * (0.42 + rng.next_f32() * 0.28);
        let scaled = font.as_scaled(scale_font(height));
        let glyph = scaled.scaled_glyph(char::from(b'0' + digit));
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        let (w, h) = (bounds.width(), bounds.height());
        let (cx, cy) = ((cell % 9 * CELL) as f32, (cell / 9 * CELL) as f32);
        let left = cx + (CELL as f32 - w) / 2.0 + rng.next_f32() * 4.0 - 2.0;
        let top = cy + (CELL as f32 - h) / 2.0 + rng.next_f32() * 4.0 - 2.0;
        let boldness = rng.next_f32() * 0.6 - 0.2;
        outline.draw(|x, y, coverage| {
            let (px, py) = (left as i32 + x as i32, top as i32 + y as i32);
            if px >= 0 && py >= 0 && (px as usize) < side && (py as usize) < side {
                let c = (coverage + boldness).clamp(0.0, 1.0);
                let at = py as usize * side + px as usize;
                canvas[at] = canvas[at] * (1.0 - c) + ink * c;
            }
        });
    }
    // A shadow or a fold across the page: a band darker than the paper, at an angle, with soft
    // edges, as a hand, a phone or a crease casts it (cells under it must still read as they
    // are, empty ones as empty).
    if rng.below(2) == 0 {
        let quarter = std::f32::consts::FRAC_PI_2;
        let angle = (rng.next_f32() - 0.5) * 0.9 + if rng.below(2) == 0 { 0.0 } else { quarter };
        let (nx, ny) = (angle.sin(), -angle.cos());
        let (cx, cy) = (rng.next_f32() * side as f32, rng.next_f32() * side as f32);
        let half = CELL as f32 * (0.2 + rng.next_f32() * 1.2);
        let soft = 1.0 + rng.next_f32() * CELL as f32 * 0.5;
        let dark = 0.55 + rng.next_f32() * 0.35;
        // A crease: the band's edge on one side is a thin darker line.
        let crease = rng.below(3) == 0;
        for y in 0..side {
            for x in 0..side {
                let d = (x as f32 - cx) * nx + (y as f32 - cy) * ny;
                let inside = ((half + soft - d.abs()) / soft).clamp(0.0, 1.0);
                let mut factor = 1.0 - (1.0 - dark) * inside;
                if crease && (d - half).abs() < 1.0 {
                    factor *= 0.8;
                }
                canvas[y * side + x] *= factor;
            }
        }
    }
    // Light from one side, blur, noise.
    let (gx, gy) = (rng.next_f32() * 0.5 - 0.25, rng.next_f32() * 0.5 - 0.25);
    for y in 0..side {
        for x in 0..side {
            let light =
                1.0 + gx * (x as f32 / side as f32 - 0.5) + gy * (y as f32 / side as f32 - 0.5);
            canvas[y * side + x] *= light;
        }
    }
    for _ in 0..rng.below(3) {
        canvas = blur(&canvas, side);
    }
    let noise = rng.next_f32() * 12.0;
    let pixels = canvas
        .iter()
        .map(|&v| {
            (v + (rng.next_f32() - 0.5) * 2.0 * noise)
                .round()
                .clamp(0.0, 255.0) as u8
        })
        .collect();
    (Gray::new(side, side, pixels).expect("a square"), truth)
}

/// A 3x3 box blur.
fn blur(values: &[f32], side: usize) -> Vec<f32> {
    let mut out = values.to_vec();
    for y in 1..side - 1 {
        for x in 1..side - 1 {
            let mut sum = 0.0;
            for dy in 0..3 {
                for dx in 0..3 {
                    sum += values[(y + dy - 1) * side + x + dx - 1];
                }
            }
            out[y * side + x] = sum / 9.0;
        }
    }
    out
}

/// The scanner's cells of a straightened grid, labelled from `truth`.
fn labelled(square: &Gray, truth: &[u8; 81]) -> impl Iterator<Item = Example> {
    let cells = cut_cells(square);
    let truth = *truth;
    cells
        .digits
        .into_iter()
        .enumerate()
        .filter_map(move |(i, image)| {
            image.map(|image| Example {
                image: image.0,
                class: truth[i] as usize,
            })
        })
}

/// Examples from `grids` drawn grids, their fonts taken in turn.
pub fn from_fonts(fonts: &[(String, FontVec)], grids: usize, rng: &mut Rng) -> Vec<Example> {
    (0..grids)
        .flat_map(|i| {
            let (square, truth) = drawn_grid(&fonts[i % fonts.len()].1, rng);
            labelled(&square, &truth).collect::<Vec<_>>()
        })
        .collect()
}

/// A labelled photo: its grey and its truth.
pub struct Photo {
    /// Its grey.
    pub image: Gray,
    /// The givens, 0 for empty.
    pub truth: [u8; 81],
}

/// The photos of the folder (`sudoku_testkit::photo_files`) that are held out, or those that
/// are not.
pub fn photos(held_out: bool) -> Vec<Photo> {
    (sudoku_testkit::photo_files().into_iter())
        .filter(|file| file.held_out == held_out)
        .map(|file| Photo {
            image: sudoku_scan::jpeg::decode(&file.jpeg)
                .unwrap_or_else(|e| panic!("{}: {e}", file.jpeg.display())),
            truth: file.truth,
        })
        .collect()
}

/// Examples from the photos: each photo's cells as found, and `jitters` more cuts with the
/// grid's corners moved a few pixels (as they might be found).
pub fn from_photos(photos: &[Photo], jitters: usize, rng: &mut Rng) -> Vec<Example> {
    let mut examples = Vec::new();
    for photo in photos {
        let Ok(quad) = find_grid(&photo.image) else {
            continue;
        };
        for j in 0..=jitters {
            let moved = if j == 0 {
                quad
            } else {
                let spread = (quad.area().sqrt() / 90.0).max(1.0);
                Quad {
                    corners: quad.corners.map(|(x, y)| {
                        (
                            x + (rng.next_f32() - 0.5) * 2.0 * spread,
                            y + (rng.next_f32() - 0.5) * 2.0 * spread,
                        )
                    }),
                }
            };
            let square = straighten(&photo.image, &moved, 9 * CELL);
            examples.extend(labelled(&square, &photo.truth));
        }
    }
    examples
}
