//! Where the grid is (`Quad`, its four corners) and straightening: the perspective that maps a
//! unit square onto those corners, and the square image it gives.

use crate::Gray;

/// Where the grid is in the photo: its corners, in the photo's pixels, clockwise from the top
/// left (top left, top right, bottom right, bottom left).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quad {
    /// (x, y) of each corner.
    pub corners: [(f32, f32); 4],
}

impl Quad {
    /// The area inside, in square pixels (the shoelace formula).
    pub fn area(&self) -> f32 {
        let c = &self.corners;
        let twice: f32 = (0..4)
            .map(|i| {
                let (a, b) = (c[i], c[(i + 1) % 4]);
                a.0 * b.1 - b.0 * a.1
            })
            .sum();
        twice.abs() / 2.0
    }

    /// Whether the corners turn the same way all round (a convex four-sided shape, not a bow tie).
    pub fn is_convex(&self) -> bool {
        let c = &self.corners;
        let turns: Vec<f32> = (0..4)
            .map(|i| {
                let (a, b, d) = (c[i], c[(i + 1) % 4], c[(i + 2) % 4]);
                (b.0 - a.0) * (d.1 - b.1) - (b.1 - a.1) * (d.0 - b.0)
            })
            .collect();
        turns.iter().all(|&t| t > 0.0) || turns.iter().all(|&t| t < 0.0)
    }
}

/// A perspective map from the unit square (u, v in 0..1) onto a quadrilateral, (0, 0) to its
/// first corner, (1, 0) to the second, (1, 1) to the third, (0, 1) to the fourth (Heckbert's
/// square-to-quad closed form).
#[derive(Clone, Copy, Debug)]
pub struct Perspective {
    a: f32,
    b: f32,
    c: f32,
    d: f32,
    e: f32,
    f: f32,
    g: f32,
    h: f32,
}

impl Perspective {
    /// The map onto `quad`.
    pub fn onto(quad: &Quad) -> Perspective {
        let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] = quad.corners;
        let (dx3, dy3) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3);
        if dx3.abs() < 1e-6 && dy3.abs() < 1e-6 {
            // A parallelogram: the map is affine.
            return Perspective {
                a: x1 - x0,
                b: x3 - x0,
                c: x0,
                d: y1 - y0,
                e: y3 - y0,
                f: y0,
                g: 0.0,
                h: 0.0,
            };
        }
        let (dx1, dx2, dy1, dy2) = (x1 - x2, x3 - x2, y1 - y2, y3 - y2);
        let det = dx1 * dy2 - dx2 * dy1;
        let g = (dx3 * dy2 - dx2 * dy3) / det;
        let h = (dx1 * dy3 - dx3 * dy1) / det;
        Perspective {
            a: x1 - x0 + g * x1,
            b: x3 - x0 + h * x3,
            c: x0,
            d: y1 - y0 + g * y1,
            e: y3 - y0 + h * y3,
            f: y0,
            g,
            h,
        }
    }

    /// Where (`u`, `v`) of the unit square lands.
    pub fn at(&self, u: f32, v: f32) -> (f32, f32) {
        let w = self.g * u + self.h * v + 1.0;
        (
            (self.a * u + self.b * v + self.c) / w,
            (self.d * u + self.e * v + self.f) / w,
        )
    }
}

/// The grid of `photo` inside `quad`, straightened to a `side` x `side` square. Each pixel is
/// the mean of four samples of the photo, so a large grid shrinks without jagged lines.
pub fn straighten(photo: &Gray, quad: &Quad, side: usize) -> Gray {
    let map = Perspective::onto(quad);
    let mut pixels = Vec::with_capacity(side * side);
    let step = 1.0 / side as f32;
    for y in 0..side {
        for x in 0..side {
            let mut sum = 0.0;
            for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let (px, py) = map.at((x as f32 + sx) * step, (y as f32 + sy) * step);
                sum += photo.sample(px - 0.5, py - 0.5);
            }
            pixels.push((sum / 4.0).round().clamp(0.0, 255.0) as u8);
        }
    }
    Gray::new(side, side, pixels).expect("side x side pixels")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_map_sends_the_square_corners_to_the_quad() {
        let quad = Quad {
            corners: [(10.0, 20.0), (110.0, 30.0), (120.0, 140.0), (5.0, 120.0)],
        };
        let map = Perspective::onto(&quad);
        for ((u, v), want) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
            .into_iter()
            .zip(quad.corners)
        {
            let (x, y) = map.at(u, v);
            assert!(
                (x - want.0).abs() < 1e-3 && (y - want.1).abs() < 1e-3,
                "{u},{v}"
            );
        }
        // A straight line stays straight: the middle of the top edge is on it.
        let (x, y) = map.at(0.5, 0.0);
        let t = (x - 10.0) / 100.0;
        assert!((y - (20.0 + 10.0 * t)).abs() < 1e-3);
    }

    #[test]
    fn a_square_photo_straightens_to_itself() {
        let pixels: Vec<u8> = (0..64 * 64).map(|i| ((i % 64) * 4) as u8).collect();
        let photo = Gray::new(64, 64, pixels).unwrap();
        let quad = Quad {
            corners: [(0.0, 0.0), (64.0, 0.0), (64.0, 64.0), (0.0, 64.0)],
        };
        let square = straighten(&photo, &quad, 64);
        for x in 1..63 {
            let (got, want) = (square.get(x, 10) as i32, photo.get(x, 10) as i32);
            assert!((got - want).abs() <= 2, "x={x}: {got} against {want}");
        }
    }
}
