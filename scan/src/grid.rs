//! Finding the grid: the largest blob of connected ink shaped like a grid (its lines all touch,
//! so the whole grid is one blob), and its four corners.

use crate::warp::{Perspective, Quad};
use crate::{Gray, ScanError};

/// The shortest side a photo may have.
const SMALLEST: usize = 64;
/// Grids are looked for at about this size (the longer side, in pixels): enough for lines a
/// pixel or two wide, and fast.
const LOOKING_SIZE: usize = 640;

/// One blob of connected ink, and what grid finding needs of it.
#[derive(Clone, Copy, Debug)]
struct Blob {
    pixels: usize,
    left: usize,
    right: usize,
    top: usize,
    bottom: usize,
    // The extreme points: smallest and largest x + y, and x - y (the corners of a square).
    min_sum: (isize, (usize, usize)),
    max_sum: (isize, (usize, usize)),
    min_diff: (isize, (usize, usize)),
    max_diff: (isize, (usize, usize)),
}

impl Blob {
    fn new(x: usize, y: usize) -> Blob {
        let (s, d) = ((x + y) as isize, x as isize - y as isize);
        Blob {
            pixels: 0,
            left: x,
            right: x,
            top: y,
            bottom: y,
            min_sum: (s, (x, y)),
            max_sum: (s, (x, y)),
            min_diff: (d, (x, y)),
            max_diff: (d, (x, y)),
        }
    }

    fn add(&mut self, x: usize, y: usize) {
        self.pixels += 1;
        (self.left, self.right) = (self.left.min(x), self.right.max(x));
        (self.top, self.bottom) = (self.top.min(y), self.bottom.max(y));
        let (s, d) = ((x + y) as isize, x as isize - y as isize);
        if s < self.min_sum.0 {
            self.min_sum = (s, (x, y));
        }
        if s > self.max_sum.0 {
            self.max_sum = (s, (x, y));
        }
        if d < self.min_diff.0 {
            self.min_diff = (d, (x, y));
        }
        if d > self.max_diff.0 {
            self.max_diff = (d, (x, y));
        }
    }

    fn width(&self) -> usize {
        self.right - self.left + 1
    }

    fn height(&self) -> usize {
        self.bottom - self.top + 1
    }
}

/// The 8-connected blobs of `ink` (an image `width` wide), largest first by the box around them.
fn blobs(ink: &[bool], width: usize) -> Vec<Blob> {
    let mut seen = vec![false; ink.len()];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    let height = ink.len() / width;
    for start in 0..ink.len() {
        if !ink[start] || seen[start] {
            continue;
        }
        let mut blob = Blob::new(start % width, start / width);
        seen[start] = true;
        stack.push(start);
        while let Some(at) = stack.pop() {
            let (x, y) = (at % width, at / width);
            blob.add(x, y);
            for dy in -1isize..=1 {
                for dx in -1isize..=1 {
                    let (nx, ny) = (x as isize + dx, y as isize + dy);
                    if nx < 0 || ny < 0 || nx >= width as isize || ny >= height as isize {
                        continue;
                    }
                    let next = ny as usize * width + nx as usize;
                    if ink[next] && !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        found.push(blob);
    }
    found.sort_by_key(|b| std::cmp::Reverse(b.width() * b.height()));
    found
}

/// The grid in `photo`: the largest blob of ink that is roughly square and thin like a grid's
/// lines, its corners its extreme points.
pub fn find_grid(photo: &Gray) -> Result<Quad, ScanError> {
    let (width, height) = (photo.width(), photo.height());
    if width.min(height) < SMALLEST {
        return Err(ScanError::TooSmall(width.min(height)));
    }
    let factor = width.max(height).div_ceil(LOOKING_SIZE);
    let small = photo.shrunk(factor);
    let radius = (small.width().max(small.height()) / 50).max(3);
    let darkness = small.darkness(radius);
    // Ink is a pixel darker than its surroundings by more than the paper's own grain: the
    // typical difference (the median, over the whole photo, mostly paper) is the grain. At the
    // usual offset a grainy page fills with specks that join into long runs, and a faint, blurred
    // one loses its thin lines; so where the grain's offset differs, its grid is looked for too,
    // and taken when, seen in the stricter of the two inks, its inner lines are clearly more on
    // ink and it is not a smaller grid elsewhere on the page.
    let ink_over = |offset: i16| -> Vec<bool> { darkness.iter().map(|&d| d > offset).collect() };
    let own = ((median_abs(&darkness) as f32 * GRAIN_TIMES).round() as i16).clamp(5, 30);
    // The usual ink first, then the grain's where it differs.
    let inks: Vec<Vec<bool>> = if own == USUAL_OFFSET {
        vec![ink_over(USUAL_OFFSET)]
    } else {
        vec![ink_over(USUAL_OFFSET), ink_over(own)]
    };
    let found: Vec<Option<Quad>> = (inks.iter())
        .map(|ink| grid_in_ink(&small, ink, Search::Blobs))
        .collect();
    let (mut usual, grainy) = (found[0], found.get(1).copied().flatten());
    // The slower search of squares only where the blobs show no grid at either offset, and
    // only until one shows one.
    if usual.is_none() && grainy.is_none() {
        usual = (inks.iter()).find_map(|ink| grid_in_ink(&small, ink, Search::Squares));
    }
    let grid = match (usual, grainy) {
        (Some(usual), Some(grainy)) => {
            // Both found, so there are two inks: the stricter (higher offset) judges.
            let judge = if own > USUAL_OFFSET {
                &inks[1]
            } else {
                &inks[0]
            };
            let seen = |quad: &Quad| gridness(judge, small.width(), quad);
            if seen(&grainy) > seen(&usual) + 0.1 && grainy.area() * 2.0 >= usual.area() {
                grainy
            } else {
                usual
            }
        }
        (found, None) | (None, found) => found.ok_or(ScanError::NoGrid)?,
    };
    Ok(Quad {
        corners: grid
            .corners
            .map(|(x, y)| (x * factor as f32, y * factor as f32)),
    })
}

/// The usual ink offset (grey levels darker than the surroundings), and how many times the
/// paper's grain a grainy photo's offset is.
const USUAL_OFFSET: i16 = 10;
const GRAIN_TIMES: f32 = 1.4;

/// The median of the absolute values.
fn median_abs(values: &[i16]) -> i16 {
    let mut counts = [0usize; 256];
    for &v in values {
        counts[v.unsigned_abs().min(255) as usize] += 1;
    }
    let mut seen = 0;
    for (level, &count) in counts.iter().enumerate() {
        seen += count;
        if 2 * seen >= values.len() {
            return level as i16;
        }
    }
    255
}

/// The grid in `ink` (of the photo looked at, `small`): the largest blobs of long-line ink that
/// could be a grid, the first with a grid's inner lines, its corners refined onto the lines.
fn grid_in_ink(small: &Gray, ink: &[bool], search: Search) -> Option<Quad> {
    let width = small.width();
    let lines = long_runs(ink, width, (width.max(small.height()) / 40).max(8));
    let shorter = width.min(small.height());
    let small_area = (width * small.height()) as f32;
    let corners = |b: &Blob| Quad {
        corners: [b.min_sum.1, b.max_diff.1, b.max_sum.1, b.min_diff.1]
            .map(|(x, y)| (x as f32 + 0.5, y as f32 + 0.5)),
    };
    let candidates: Vec<Blob> = blobs(&lines, width)
        .into_iter()
        .filter(|b| {
            let (w, h) = (b.width(), b.height());
            let aspect = w as f32 / h as f32;
            let density = b.pixels as f32 / (w * h) as f32;
            w.min(h) * 4 >= shorter && (0.5..2.0).contains(&aspect) && density < 0.45
        })
        .take(6)
        .collect();
    // `quad` refined (a `first` pass, then a fine one, then each corner fitted), and how much
    // like a grid the result is; `None` when it is no plausible shape.
    let refined = |quad: &Quad, first: Pass| {
        let start = refine(&lines, width, quad, first);
        let fine = refine(&lines, width, &start, Pass::Fine);
        let quad = fit_corners(&lines, width, &fine);
        (quad.is_convex() && quad.area() >= small_area / 25.0)
            .then(|| (gridness(ink, width, &quad), quad))
    };
    // The quad most like a grid, if at least `least` of its inner lines lie on ink.
    let best = |scored: &mut dyn Iterator<Item = (f32, Quad)>, least: f32| {
        scored
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .filter(|&(score, _)| score >= least)
            .map(|(_, quad)| quad)
    };
    match search {
        // Each blob's corners refined close to where they were found, and from a search that
        // looks further; the one more like a grid (more of its lines on ink) is the blob's.
        Search::Blobs => (candidates.iter())
            .map(corners)
            .filter(|quad| quad.is_convex() && quad.area() >= small_area / 25.0)
            .find_map(|quad| {
                let mut both = [Pass::Fine, Pass::Coarse]
                    .into_iter()
                    .filter_map(|first| refined(&quad, first));
                best(&mut both, 0.5)
            }),
        // A grid joined to a page's rules and frames, so that the largest blob is much more than
        // the grid and its extreme points are elsewhere: squares as wide as its upright box (or
        // as tall, whichever is shorter) are slid along the box's longer side, half a cell at a
        // time, each refined from far; the one most like a grid, if clearly one, is it.
        Search::Squares => {
            let b = candidates.first()?;
            let (left, top) = (b.left as f32, b.top as f32);
            let (w, h) = (b.width() as f32, b.height() as f32);
            let side = w.min(h);
            let steps = ((w.max(h) - side) / (side / 18.0)).floor() as usize;
            let mut slid = (0..=steps).filter_map(|i| {
                let shift = i as f32 * side / 18.0;
                let (x, y) = if w > h {
                    (left + shift, top)
                } else {
                    (left, top + shift)
                };
                let square = Quad {
                    corners: [(x, y), (x + side, y), (x + side, y + side), (x, y + side)],
                };
                refined(&square, Pass::Coarse)
            });
            best(&mut slid, 0.8)
        }
    }
}

/// How [`grid_in_ink`] looks: at the blobs' own corners, or, slower, at squares slid along the
/// largest blob.
#[derive(Clone, Copy)]
enum Search {
    Blobs,
    Squares,
}

/// The ink that belongs to long lines: pixels in a run of at least `length` along a row or a
/// column. Runs are measured in a band three pixels across, so a line a little tilted still makes
/// long runs. Text and digits make short runs and drop out, so a grid touched by text separates
/// from it.
fn long_runs(ink: &[bool], width: usize, length: usize) -> Vec<bool> {
    let height = ink.len() / width;
    let at = |x: usize, y: usize| ink[y * width + x];
    let mut kept = vec![false; ink.len()];
    // Rows: a run of columns where the band (y - 1 ..= y + 1) has ink.
    for y in 0..height {
        let band = |x: usize| (y.saturating_sub(1)..=(y + 1).min(height - 1)).any(|yy| at(x, yy));
        let mut start = 0;
        for x in 0..=width {
            if x < width && band(x) {
                continue;
            }
            if x - start >= length {
                for xx in start..x {
                    kept[y * width + xx] |= at(xx, y);
                }
            }
            start = x + 1;
        }
    }
    for x in 0..width {
        let band = |y: usize| (x.saturating_sub(1)..=(x + 1).min(width - 1)).any(|xx| at(xx, y));
        let mut start = 0;
        for y in 0..=height {
            if y < height && band(y) {
                continue;
            }
            if y - start >= length {
                for yy in start..y {
                    kept[yy * width + x] |= at(x, yy);
                }
            }
            start = y + 1;
        }
    }
    kept
}

/// How [`refine`] searches.
#[derive(Clone, Copy)]
enum Pass {
    Coarse,
    Fine,
}

/// `quad` moved onto the grid's lines: the ink seen through `quad`'s perspective (a margin
/// around it included) is summed along each row and each column, and the ten equally spaced
/// lines that best match the sums, each way, are the grid's. The blob's extreme points are where
/// the corners start; this finds the grid's outer lines even where the blob reached further (a
/// line of text touching it) or less far (a grid cut by the photo's edge: its lines outside the
/// photo are placed by the spacing of those inside).
fn refine(lines: &[bool], width: usize, quad: &Quad, pass: Pass) -> Quad {
    // A coarse pass looks far around and allows a spacing far from the first guess's (a grid cut
    // by the photo's edge, or broken in pieces, gives a blob much smaller than the grid); a fine
    // pass looks close.
    let view = match pass {
        Pass::Coarse => View {
            steps: 120,
            around: 0.6,
            spacings: (0.6, 1.5),
        },
        Pass::Fine => View {
            steps: 270,
            around: 0.15,
            spacings: (0.9, 1.1),
        },
    };
    let map = Perspective::onto(quad);
    let (rows, cols) = view.profiles(lines, width, &map);
    // The two lattices together: the best pair whose cells are about square in the photo (a
    // grid photographed at an angle has cells up to about half again as long one way), so a
    // lattice over six rows of the grid stretched to nine is not taken.
    let distance =
        |a: (f32, f32), b: (f32, f32)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    let (across, down) = (
        distance(map.at(0.0, 0.5), map.at(1.0, 0.5)),
        distance(map.at(0.5, 0.0), map.at(0.5, 1.0)),
    );
    let (us, vs) = (view.lattices(&cols), view.lattices(&rows));
    let mut best = (f32::MIN, us[us.len() / 2], vs[vs.len() / 2]);
    for &u in &us {
        for &v in &vs {
            let aspect = (u.2 * across) / (v.2 * down).max(1e-3);
            if (0.66..=1.5).contains(&aspect) && u.0 + v.0 > best.0 {
                best = (u.0 + v.0, u, v);
            }
        }
    }
    let (u0, u1) = (best.1.1, best.1.1 + 9.0 * best.1.2);
    let (v0, v1) = (best.2.1, best.2.1 + 9.0 * best.2.2);
    Quad {
        corners: [
            map.at(u0, v0),
            map.at(u1, v0),
            map.at(u1, v1),
            map.at(u0, v1),
        ],
    }
}

/// What a pass of [`refine`] looks at: `steps` samples across the quad's side, `around` of a
/// side beyond it each way, a grid's side between `spacings` times the quad's.
struct View {
    steps: usize,
    around: f32,
    spacings: (f32, f32),
}

impl View {
    /// How many samples across: the side and the margin either way.
    fn samples(&self) -> usize {
        ((1.0 + 2.0 * self.around) * self.steps as f32) as usize
    }

    /// The line ink seen through `map`, summed along each row and each column of samples.
    fn profiles(&self, lines: &[bool], width: usize, map: &Perspective) -> (Vec<f32>, Vec<f32>) {
        let height = lines.len() / width;
        let n = self.samples();
        let at = |i: usize| -self.around + i as f32 / self.steps as f32;
        let (mut rows, mut cols) = (vec![0.0f32; n], vec![0.0f32; n]);
        for (i, row) in rows.iter_mut().enumerate() {
            for (j, col) in cols.iter_mut().enumerate() {
                let (u, v) = (at(j), at(i));
                let (x, y) = map.at(u, v);
                let (x, y) = (x.round(), y.round());
                if x < 0.0 || y < 0.0 || x >= width as f32 || y >= height as f32 {
                    continue;
                }
                if !lines[y as usize * width + x as usize] {
                    continue;
                }
                if (0.0..=1.0).contains(&u) {
                    *row += 1.0;
                }
                if (0.0..=1.0).contains(&v) {
                    *col += 1.0;
                }
            }
        }
        (rows, cols)
    }

    /// For each of 91 spacings, the lattice of ten lines (score, first line, spacing) with the
    /// most ink of `profile` on it.
    fn lattices(&self, profile: &[f32]) -> Vec<(f32, f32, f32)> {
        let (n, steps, around, spacings) = (self.samples(), self.steps, self.around, self.spacings);
        // Smoothed (a triangle two samples either side) and read between samples, so the best
        // lattice sits on the lines' middles rather than anywhere on a plateau.
        let smooth: Vec<f32> = (0..n)
            .map(|i| {
                (-2isize..=2)
                    .map(|d| {
                        let k = i as isize + d;
                        let weight = 3.0 - d.abs() as f32;
                        if k >= 0 && (k as usize) < n {
                            weight * profile[k as usize]
                        } else {
                            0.0
                        }
                    })
                    .sum()
            })
            .collect();
        let value = |p: f32| {
            let x = (p + around) * steps as f32;
            let i = x.floor();
            if i < 0.0 || i as usize + 1 >= n {
                return 0.0;
            }
            let f = x - i;
            smooth[i as usize] * (1.0 - f) + smooth[i as usize + 1] * f
        };
        let mut best_per_spacing = Vec::with_capacity(91);
        for s in 0..=90 {
            let spacing = (spacings.0 + (spacings.1 - spacings.0) * s as f32 / 90.0) / 9.0;
            let mut best = (f32::MIN, 0.0, spacing);
            for f in 0..=(4.0 * around * steps as f32) as usize {
                let first = -around + f as f32 / (2 * steps) as f32;
                if first + 9.0 * spacing > 1.0 + around {
                    break;
                }
                // The box lines (every third) count twice: they are a Sudoku's mark, and a
                // lattice a cell off would put thin lines there.
                let total: f32 = (0..10)
                    .map(|k| value(first + k as f32 * spacing) * if k % 3 == 0 { 2.0 } else { 1.0 })
                    .sum();
                if total > best.0 {
                    best = (total, first, spacing);
                }
            }
            best_per_spacing.push(best);
        }
        best_per_spacing
    }
}

/// How much line ink lies under the twenty lines `quad` puts a grid's lines on: the count of
/// points along them that are line ink.
fn line_score(lines: &[bool], width: usize, quad: &Quad) -> usize {
    let height = lines.len() / width;
    let map = Perspective::onto(quad);
    let inked = |u: f32, v: f32| {
        let (x, y) = map.at(u, v);
        let (x, y) = (x.round(), y.round());
        x >= 0.0
            && y >= 0.0
            && (x as usize) < width
            && (y as usize) < height
            && lines[y as usize * width + x as usize]
    };
    const POINTS: usize = 45;
    (0..=9)
        .map(|line| {
            let at = line as f32 / 9.0;
            (0..POINTS)
                .map(|i| {
                    let along = (i as f32 + 0.5) / POINTS as f32;
                    usize::from(inked(along, at)) + usize::from(inked(at, along))
                })
                .sum::<usize>()
        })
        .sum()
}

/// Each corner moved, a pixel at a time, while that puts more of the grid's lines on line ink:
/// what a lattice fitted through one perspective cannot follow (a page photographed at an angle
/// the first guess got wrong) the four corners can.
fn fit_corners(lines: &[bool], width: usize, quad: &Quad) -> Quad {
    let mut best = *quad;
    let mut score = line_score(lines, width, &best);
    for _ in 0..40 {
        let mut moved = false;
        for corner in 0..4 {
            for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
                let mut trial = best;
                trial.corners[corner].0 += dx;
                trial.corners[corner].1 += dy;
                let trial_score = line_score(lines, width, &trial);
                if trial_score > score {
                    (best, score, moved) = (trial, trial_score, true);
                }
            }
        }
        if !moved {
            break;
        }
    }
    best
}

/// How much of a grid's eight inner lines each way `quad` has in `ink`: the share of points
/// along them with ink at or beside them (0 to 1). A frame, a photo or a block of text has few.
fn gridness(ink: &[bool], width: usize, quad: &Quad) -> f32 {
    let height = ink.len() / width;
    let map = Perspective::onto(quad);
    let inked = |u: f32, v: f32| {
        let (x, y) = map.at(u, v);
        let (x, y) = (x.round() as isize, y.round() as isize);
        (-1..=1).any(|dy| {
            (-1..=1).any(|dx| {
                let (px, py) = (x + dx, y + dy);
                px >= 0
                    && py >= 0
                    && (px as usize) < width
                    && (py as usize) < height
                    && ink[py as usize * width + px as usize]
            })
        })
    };
    const POINTS: usize = 36;
    let mut hits = 0;
    for line in 1..9 {
        let at = line as f32 / 9.0;
        for i in 0..POINTS {
            let along = (i as f32 + 0.5) / POINTS as f32;
            hits += usize::from(inked(along, at)) + usize::from(inked(at, along));
        }
    }
    hits as f32 / (2 * 8 * POINTS) as f32
}

#[cfg(test)]
mod tests;
