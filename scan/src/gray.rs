//! A greyscale image, and what the pipeline does to one: scale it down, and mark its ink by
//! comparing each pixel with the mean of its neighbourhood.

use crate::ScanError;

/// A greyscale image: one byte a pixel (0 black, 255 white), rows top to bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gray {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Gray {
    /// The image of `pixels` (`width * height` of them); `BadImage` when they do not match or
    /// there are none.
    pub fn new(width: usize, height: usize, pixels: Vec<u8>) -> Result<Gray, ScanError> {
        if width == 0 || height == 0 || width.checked_mul(height) != Some(pixels.len()) {
            return Err(ScanError::BadImage);
        }
        Ok(Gray {
            width,
            height,
            pixels,
        })
    }

    /// The grey of RGBA pixels (a canvas's `ImageData`), by the luma weights of Rec. 601.
    pub fn from_rgba(width: usize, height: usize, rgba: &[u8]) -> Result<Gray, ScanError> {
        if width.checked_mul(height).and_then(|n| n.checked_mul(4)) != Some(rgba.len()) {
            return Err(ScanError::BadImage);
        }
        let pixels = rgba
            .chunks_exact(4)
            .map(|p| ((299 * p[0] as u32 + 587 * p[1] as u32 + 114 * p[2] as u32) / 1000) as u8)
            .collect();
        Gray::new(width, height, pixels)
    }

    /// The grey of RGB pixels (three bytes each).
    pub fn from_rgb(width: usize, height: usize, rgb: &[u8]) -> Result<Gray, ScanError> {
        if width.checked_mul(height).and_then(|n| n.checked_mul(3)) != Some(rgb.len()) {
            return Err(ScanError::BadImage);
        }
        let pixels = rgb
            .chunks_exact(3)
            .map(|p| ((299 * p[0] as u32 + 587 * p[1] as u32 + 114 * p[2] as u32) / 1000) as u8)
            .collect();
        Gray::new(width, height, pixels)
    }

    /// Width in pixels.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The pixel at (`x`, `y`).
    pub fn get(&self, x: usize, y: usize) -> u8 {
        self.pixels[y * self.width + x]
    }

    /// The grey at a point between pixels, by bilinear interpolation (white outside the image).
    pub fn sample(&self, x: f32, y: f32) -> f32 {
        if !(x >= 0.0 && y >= 0.0) || x > (self.width - 1) as f32 || y > (self.height - 1) as f32 {
            return 255.0;
        }
        let (x0, y0) = (x as usize, y as usize);
        let (x1, y1) = ((x0 + 1).min(self.width - 1), (y0 + 1).min(self.height - 1));
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let p = |x: usize, y: usize| self.get(x, y) as f32;
        let top = p(x0, y0) * (1.0 - fx) + p(x1, y0) * fx;
        let bottom = p(x0, y1) * (1.0 - fx) + p(x1, y1) * fx;
        top * (1.0 - fy) + bottom * fy
    }

    /// The image turned a quarter clockwise.
    pub fn turned(&self) -> Gray {
        let (w, h) = (self.width, self.height);
        let pixels = (0..w * h)
            .map(|i| {
                // Row y, column x of the turned image (h wide, w high) shows the original's
                // row h - 1 - x, column y.
                let (x, y) = (i % h, i / h);
                self.pixels[(h - 1 - x) * w + y]
            })
            .collect();
        Gray {
            width: h,
            height: w,
            pixels,
        }
    }

    /// The pixels, rows top to bottom.
    pub fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    /// The image shrunk by a whole `factor` (each pixel the mean of a `factor` x `factor`
    /// block); itself for a factor of 1.
    pub fn shrunk(&self, factor: usize) -> Gray {
        if factor <= 1 {
            return self.clone();
        }
        let (width, height) = (self.width / factor, self.height / factor);
        let mut pixels = Vec::with_capacity(width * height);
        for y in 0..height {
            for x in 0..width {
                let mut sum = 0u32;
                for dy in 0..factor {
                    let row = (y * factor + dy) * self.width + x * factor;
                    sum += self.pixels[row..row + factor]
                        .iter()
                        .map(|&p| p as u32)
                        .sum::<u32>();
                }
                pixels.push((sum / (factor * factor) as u32) as u8);
            }
        }
        Gray {
            width,
            height,
            pixels,
        }
    }

    /// Ink: the pixels darker by more than `offset` than the mean of the square of side
    /// `2 * radius + 1` around them (an integral image makes each mean four lookups). Uneven
    /// light and shadows shift the mean with the paper, so they are not ink.
    pub fn ink(&self, radius: usize, offset: u8) -> Vec<bool> {
        self.darkness(radius)
            .into_iter()
            .map(|d| d > offset as i16)
            .collect()
    }

    /// How much darker each pixel is than the mean of the square of side `2 * radius + 1`
    /// around it (negative where it is lighter).
    pub fn darkness(&self, radius: usize) -> Vec<i16> {
        let (w, h) = (self.width, self.height);
        // integral[(y + 1) * (w + 1) + x + 1]: the sum of the pixels above and left of (x, y).
        let mut integral = vec![0u64; (w + 1) * (h + 1)];
        for y in 0..h {
            let mut row = 0u64;
            for x in 0..w {
                row += self.pixels[y * w + x] as u64;
                integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1] + row;
            }
        }
        let mut darkness = vec![0i16; w * h];
        for y in 0..h {
            let (top, bottom) = (y.saturating_sub(radius), (y + radius + 1).min(h));
            for x in 0..w {
                let (left, right) = (x.saturating_sub(radius), (x + radius + 1).min(w));
                let sum = integral[bottom * (w + 1) + right] + integral[top * (w + 1) + left]
                    - integral[top * (w + 1) + right]
                    - integral[bottom * (w + 1) + left];
                let count = ((bottom - top) * (right - left)) as u64;
                let pixel = self.pixels[y * w + x] as i64;
                // (sum - pixel * count) / count rounded up, so that `darkness > offset` is
                // exactly `(pixel + offset) * count < sum`: no division lost.
                let excess = sum as i64 - pixel * count as i64;
                darkness[y * w + x] = -((-excess).div_euclid(count as i64)) as i16;
            }
        }
        darkness
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_must_match() {
        assert_eq!(Gray::new(2, 2, vec![0; 3]), Err(ScanError::BadImage));
        assert_eq!(Gray::new(0, 0, vec![]), Err(ScanError::BadImage));
        assert_eq!(Gray::from_rgba(1, 1, &[0, 0, 0]), Err(ScanError::BadImage));
        let white = Gray::from_rgba(1, 1, &[255, 255, 255, 255]).unwrap();
        assert_eq!(white.get(0, 0), 255);
    }

    #[test]
    fn a_dark_line_is_ink_and_a_shadow_is_not() {
        // A 40x40 page whose right half is in shadow (grey 120), with a black line at x = 10.
        let mut pixels = vec![220u8; 40 * 40];
        for y in 0..40 {
            for x in 20..40 {
                pixels[y * 40 + x] = 120;
            }
            pixels[y * 40 + 10] = 20;
        }
        let page = Gray::new(40, 40, pixels).unwrap();
        let ink = page.ink(5, 20);
        assert!((0..40).all(|y| ink[y * 40 + 10]), "the line");
        assert!((0..40).all(|y| !ink[y * 40 + 30]), "the shadow's middle");
        assert!((0..40).all(|y| !ink[y * 40 + 3]), "the paper");
    }

    #[test]
    fn turning_a_quarter_four_times_is_the_same_image() {
        let page = Gray::new(3, 2, vec![1, 2, 3, 4, 5, 6]).unwrap();
        let turned = page.turned();
        // 1 2 3      4 1
        // 4 5 6  ->  5 2
        //            6 3
        assert_eq!((turned.width(), turned.height()), (2, 3));
        assert_eq!(turned.pixels(), &[4, 1, 5, 2, 6, 3]);
        assert_eq!(turned.turned().turned().turned(), page);
    }

    #[test]
    fn shrinking_averages_blocks_and_sampling_interpolates() {
        let page = Gray::new(4, 2, vec![0, 100, 200, 200, 100, 200, 200, 200]).unwrap();
        let half = page.shrunk(2);
        assert_eq!((half.width(), half.height()), (2, 1));
        assert_eq!(half.get(0, 0), 100);
        assert_eq!(half.get(1, 0), 200);
        assert_eq!(page.sample(0.5, 0.0), 50.0);
        assert_eq!(page.sample(-1.0, 0.0), 255.0, "outside is paper");
    }
}
