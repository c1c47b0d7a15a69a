//! Cutting the straightened grid into its 81 cells: which hold a digit, and each digit's ink
//! centred in a small square, as the classifier wants it.

use crate::Gray;

/// Pixels a cell in the straightened square (which is `9 * CELL` across).
pub const CELL: usize = 32;
/// Side of a digit's image for the classifier: the ink scaled to fit `FIT` pixels, centred.
pub const DIGIT: usize = 28;
/// The ink's largest side inside a digit's image.
const FIT: usize = 20;
/// Pixels along each cell edge left out when looking for a digit (what is left of the grid's
/// lines lies there).
const MARGIN: usize = 3;

/// A digit's image: `DIGIT` x `DIGIT` values from 0 (paper) to 1 (ink), rows top to bottom.
#[derive(Clone, Debug, PartialEq)]
pub struct DigitImage(pub Vec<f32>);

/// The 81 cells, in reading order: a digit's image where the cell holds one.
#[derive(Clone, Debug, PartialEq)]
pub struct Cells {
    /// `None` for an empty cell.
    pub digits: Vec<Option<DigitImage>>,
}

impl Cells {
    /// Which cells hold a digit.
    pub fn filled(&self) -> [bool; 81] {
        std::array::from_fn(|i| self.digits[i].is_some())
    }
}

/// A blob of ink inside one cell: its pixel count and box (cell coordinates, inclusive).
#[derive(Clone, Copy, Debug)]
struct Mark {
    pixels: usize,
    left: usize,
    right: usize,
    top: usize,
    bottom: usize,
}

impl Mark {
    fn width(&self) -> usize {
        self.right - self.left + 1
    }
    fn height(&self) -> usize {
        self.bottom - self.top + 1
    }
    fn union(self, other: Mark) -> Mark {
        Mark {
            pixels: self.pixels + other.pixels,
            left: self.left.min(other.left),
            right: self.right.max(other.right),
            top: self.top.min(other.top),
            bottom: self.bottom.max(other.bottom),
        }
    }
}

/// The blobs of ink of one cell's inner window (`ink` is the cell's, `CELL` x `CELL`).
fn marks(ink: &[bool]) -> Vec<Mark> {
    let mut seen = [false; CELL * CELL];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    let inside = |x: usize, y: usize| {
        (MARGIN..CELL - MARGIN).contains(&x) && (MARGIN..CELL - MARGIN).contains(&y)
    };
    for start in 0..CELL * CELL {
        let (sx, sy) = (start % CELL, start / CELL);
        if !ink[start] || seen[start] || !inside(sx, sy) {
            continue;
        }
        let mut mark = Mark {
            pixels: 0,
            left: sx,
            right: sx,
            top: sy,
            bottom: sy,
        };
        seen[start] = true;
        stack.push(start);
        while let Some(at) = stack.pop() {
            let (x, y) = (at % CELL, at / CELL);
            mark = mark.union(Mark {
                pixels: 1,
                left: x,
                right: x,
                top: y,
                bottom: y,
            });
            for (dx, dy) in [
                (-1isize, 0isize),
                (1, 0),
                (0, -1),
                (0, 1),
                (-1, -1),
                (1, 1),
                (-1, 1),
                (1, -1),
            ] {
                let (nx, ny) = (x as isize + dx, y as isize + dy);
                if nx < 0 || ny < 0 || !inside(nx as usize, ny as usize) {
                    continue;
                }
                let next = ny as usize * CELL + nx as usize;
                if ink[next] && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        found.push(mark);
    }
    found
}

/// The digit's ink in a cell, if it holds one: the blobs near the middle of the cell taken
/// together (a blurred or broken digit comes in pieces), leaving out what is left of the grid's
/// lines (thin, long and against the window's edge); a digit if together they are tall enough.
fn digit_mark(ink: &[bool]) -> Option<Mark> {
    let (lo, hi) = (MARGIN, CELL - MARGIN - 1);
    let remnant = |m: &Mark| {
        let at_edge = m.left == lo || m.right == hi || m.top == lo || m.bottom == hi;
        let (thin, long) = (m.width().min(m.height()), m.width().max(m.height()));
        at_edge && thin <= 4 && long >= 6
    };
    let middle = |m: &Mark| {
        let (cx, cy) = (
            (m.left + m.right) as f32 / 2.0,
            (m.top + m.bottom) as f32 / 2.0,
        );
        let (from, to) = (CELL as f32 * 0.2, CELL as f32 * 0.8);
        (from..to).contains(&cx) && (from..to).contains(&cy)
    };
    let digit = marks(ink)
        .into_iter()
        .filter(|m| m.pixels >= 3 && middle(m) && !remnant(m))
        .reduce(Mark::union)?;
    // Measured along its longer side, so a digit on its side (a photo turned a quarter) is
    // found like an upright one; the reader tries the four ways round.
    let (long, short) = (
        digit.height().max(digit.width()),
        digit.height().min(digit.width()),
    );
    let big = long * 100 >= CELL * 33 && long <= CELL - 2 * MARGIN;
    (big && digit.pixels >= CELL / 2 && short * 8 >= long).then_some(digit)
}

/// The digit's image: the cell's grey inside `mark`, turned to ink (0 paper, 1 the darkest),
/// scaled to fit `FIT` pixels and centred in `DIGIT`.
fn digit_image(square: &Gray, cell_x: usize, cell_y: usize, mark: Mark) -> DigitImage {
    let at = |x: usize, y: usize| square.get(cell_x + x, cell_y + y) as f32;
    // Paper: the brightest tenth of the cell's inner window; ink: the darkest pixel of the mark.
    let mut window: Vec<f32> = (MARGIN..CELL - MARGIN)
        .flat_map(|y| (MARGIN..CELL - MARGIN).map(move |x| (x, y)))
        .map(|(x, y)| at(x, y))
        .collect();
    window.sort_by(|a, b| b.total_cmp(a));
    let paper = window[window.len() / 10];
    let darkest = (mark.top..=mark.bottom)
        .flat_map(|y| (mark.left..=mark.right).map(move |x| (x, y)))
        .map(|(x, y)| at(x, y))
        .fold(paper, f32::min);
    let contrast = (paper - darkest).max(1.0);
    let scale = FIT as f32 / mark.width().max(mark.height()) as f32;
    let (w, h) = (mark.width() as f32 * scale, mark.height() as f32 * scale);
    let (offset_x, offset_y) = ((DIGIT as f32 - w) / 2.0, (DIGIT as f32 - h) / 2.0);
    let mut pixels = vec![0.0; DIGIT * DIGIT];
    for y in 0..DIGIT {
        for x in 0..DIGIT {
            // The point of the cell this pixel shows.
            let (u, v) = (
                (x as f32 + 0.5 - offset_x) / scale,
                (y as f32 + 0.5 - offset_y) / scale,
            );
            if u < 0.0 || v < 0.0 || u >= mark.width() as f32 || v >= mark.height() as f32 {
                continue;
            }
            let grey = square.sample(
                (cell_x + mark.left) as f32 + u - 0.5,
                (cell_y + mark.top) as f32 + v - 0.5,
            );
            pixels[y * DIGIT + x] = ((paper - grey) / contrast).clamp(0.0, 1.0);
        }
    }
    DigitImage(pixels)
}

/// The cells of `square`, a straightened grid `9 * CELL` pixels across.
pub fn cut_cells(square: &Gray) -> Cells {
    assert_eq!(square.width(), 9 * CELL, "a straightened grid");
    let ink = square.ink(CELL / 2, 9);
    let digits = (0..81)
        .map(|i| {
            let (cell_x, cell_y) = (i % 9 * CELL, i / 9 * CELL);
            let cell_ink: Vec<bool> = (0..CELL * CELL)
                .map(|j| ink[(cell_y + j / CELL) * 9 * CELL + cell_x + j % CELL])
                .collect();
            digit_mark(&cell_ink).map(|mark| digit_image(square, cell_x, cell_y, mark))
        })
        .collect();
    Cells { digits }
}
