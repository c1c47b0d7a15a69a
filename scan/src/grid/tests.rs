//! The tests of `grid.rs`.

use super::*;

/// A white page with a 9x9 grid drawn from (`x`, `y`), `cell` pixels a cell, lines 2 pixels
/// wide (the box lines 4).
pub(crate) fn drawn_grid(width: usize, height: usize, x: usize, y: usize, cell: usize) -> Gray {
    let mut pixels = vec![230u8; width * height];
    let side = 9 * cell;
    for i in 0..=9 {
        let thick = if i % 3 == 0 { 4 } else { 2 };
        for t in 0..thick {
            let at = (i * cell + t).min(side + 3);
            for s in 0..side + 4 {
                pixels[(y + at) * width + x + s] = 30; // a row line
                pixels[(y + s) * width + x + at] = 30; // a column line
            }
        }
    }
    Gray::new(width, height, pixels).unwrap()
}

/// Each of `quad`'s corners within `tolerance` pixels of `expected`'s, along x and y.
fn assert_corners(quad: &Quad, expected: [(f32, f32); 4], tolerance: f32) {
    for (found, want) in quad.corners.iter().zip(expected) {
        assert!(
            (found.0 - want.0).abs() <= tolerance && (found.1 - want.1).abs() <= tolerance,
            "{quad:?}"
        );
    }
}

#[test]
fn a_drawn_grid_is_found_at_its_corners() {
    let page = drawn_grid(400, 300, 50, 20, 28);
    let quad = find_grid(&page).unwrap();
    // The corners are where the outer lines' middles cross: the box lines are 4 pixels wide
    // from (50, 20), and from 302 (= 50 + 9 * 28) and 272.
    let expected = [(51.5, 21.5), (303.5, 21.5), (303.5, 273.5), (51.5, 273.5)];
    assert_corners(&quad, expected, 2.0);
    assert!(quad.is_convex());
}

/// `page` with grain: each `size` x `size` block of pixels moved by up to `amount` grey
/// levels either way (a fixed pseudo-random sequence). Newsprint's grain comes in specks a
/// few pixels across, which is what makes it join into runs.
fn grainy(page: &Gray, amount: i32, size: usize) -> Gray {
    let mut state = 0x2545_f491u32;
    let (width, height) = (page.width(), page.height());
    let blocks = width.div_ceil(size);
    let shifts: Vec<i32> = (0..blocks * height.div_ceil(size))
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            (state % (2 * amount as u32 + 1)) as i32 - amount
        })
        .collect();
    let pixels = (0..width * height)
        .map(|i| {
            let (x, y) = (i % width, i / width);
            let shift = shifts[y / size * blocks + x / size];
            (page.get(x, y) as i32 + shift).clamp(0, 255) as u8
        })
        .collect();
    Gray::new(width, height, pixels).unwrap()
}

#[test]
fn a_grainy_or_faint_grid_is_found_at_its_corners() {
    let expected = [(51.5, 21.5), (303.5, 21.5), (303.5, 273.5), (51.5, 273.5)];
    let check = |page: &Gray| assert_corners(&find_grid(page).unwrap(), expected, 2.0);
    // Grain in specks two pixels across, stronger than on the dataset's grainiest pages: the
    // grid is still found at its place (the grain's offset is then about twice the usual).
    check(&grainy(&drawn_grid(400, 300, 50, 20, 28), 30, 2));
    // Faint lines: 14 grey levels darker than the paper, so that at the usual offset the
    // thin ones break up.
    let faint = drawn_grid(400, 300, 50, 20, 28);
    let pixels = faint
        .pixels()
        .iter()
        .map(|&p| if p < 100 { 216 } else { p })
        .collect();
    check(&grainy(&Gray::new(400, 300, pixels).unwrap(), 3, 1));
}

#[test]
fn a_grid_joined_to_the_page_frame_is_found_at_its_corners() {
    // A page's frame (a rule round it, and one down a column beside the grid) that touches
    // the grid: the largest blob is the whole page, its extreme points the frame's corners.
    let mut page = drawn_grid(480, 400, 40, 110, 28);
    let mut pixels = page.pixels().to_vec();
    let mut ink = |x: usize, y: usize| pixels[y * 480 + x] = 30;
    for t in 0..3 {
        for x in 10..470 {
            ink(x, 10 + t);
            ink(x, 388 + t);
        }
        for y in 10..391 {
            ink(10 + t, y);
            ink(467 + t, y);
            ink(292 + t, y); // the column rule, along the grid's right edge
        }
    }
    page = Gray::new(480, 400, pixels).unwrap();
    let quad = find_grid(&page).unwrap();
    let expected = [(41.5, 111.5), (293.5, 111.5), (293.5, 363.5), (41.5, 363.5)];
    assert_corners(&quad, expected, 3.0);
}

#[test]
fn no_grid_and_too_small_are_said() {
    let blank = Gray::new(200, 200, vec![255; 200 * 200]).unwrap();
    assert_eq!(find_grid(&blank), Err(ScanError::NoGrid));
    let tiny = Gray::new(40, 30, vec![255; 40 * 30]).unwrap();
    assert_eq!(find_grid(&tiny), Err(ScanError::TooSmall(30)));
    // A filled black square is ink, but not thin like a grid.
    let mut pixels = vec![255u8; 200 * 200];
    for y in 40..160 {
        for x in 40..160 {
            pixels[y * 200 + x] = 0;
        }
    }
    let square = Gray::new(200, 200, pixels).unwrap();
    assert_eq!(find_grid(&square), Err(ScanError::NoGrid));
}

/// A white page with a grid's 20 lines drawn through the perspective onto `quad` (each line
/// a trail of 3x3 dots, the box lines twice as wide).
fn grid_in_perspective(width: usize, height: usize, quad: &Quad) -> Gray {
    let map = Perspective::onto(quad);
    let mut pixels = vec![225u8; width * height];
    let mut dot = |x: f32, y: f32, radius: isize| {
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let (px, py) = (x as isize + dx, y as isize + dy);
                if px >= 0 && py >= 0 && (px as usize) < width && (py as usize) < height {
                    pixels[py as usize * width + px as usize] = 35;
                }
            }
        }
    };
    for line in 0..=9 {
        let at = line as f32 / 9.0;
        let radius = if line % 3 == 0 { 2 } else { 1 };
        for i in 0..=3000 {
            let along = i as f32 / 3000.0;
            let (x, y) = map.at(along, at);
            dot(x, y, radius);
            let (x, y) = map.at(at, along);
            dot(x, y, radius);
        }
    }
    Gray::new(width, height, pixels).unwrap()
}

#[test]
fn a_grid_photographed_at_an_angle_is_found_at_its_corners() {
    // Seen from low and to the left: the far edge a third shorter, the sides leaning in.
    let quad = Quad {
        corners: [(190.0, 70.0), (450.0, 95.0), (530.0, 420.0), (90.0, 440.0)],
    };
    let photo = grid_in_perspective(640, 480, &quad);
    let found = find_grid(&photo).unwrap();
    for (got, want) in found.corners.iter().zip(quad.corners) {
        let off = ((got.0 - want.0).powi(2) + (got.1 - want.1).powi(2)).sqrt();
        assert!(off <= 4.0, "{found:?} against {quad:?}");
    }
}

#[test]
fn a_huge_photo_is_looked_at_shrunk() {
    // 8000x6000 (48 megapixels; the page never passes more than 1600 on the longer side):
    // looked at 640 across, with a grid drawn in it found at its place.
    let mut photo = drawn_grid(8000, 6000, 1000, 800, 400);
    assert_eq!(photo.width(), 8000);
    let quad = find_grid(&photo).unwrap();
    let (x, y) = quad.corners[0];
    assert!(
        (x - 1001.5).abs() < 30.0 && (y - 801.5).abs() < 30.0,
        "{quad:?}"
    );
    photo = Gray::new(8000, 6000, vec![240; 8000 * 6000]).unwrap();
    assert_eq!(find_grid(&photo), Err(ScanError::NoGrid));
}

#[test]
fn a_bow_tie_is_not_convex() {
    let bow = Quad {
        corners: [(0.0, 0.0), (10.0, 10.0), (10.0, 0.0), (0.0, 10.0)],
    };
    assert!(!bow.is_convex());
    let square = Quad {
        corners: [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)],
    };
    assert_eq!(square.area(), 100.0);
}
