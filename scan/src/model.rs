//! The digit classifier: a small convolutional network, trained by this project
//! (`scan/train`, `make train-digits`), run here in plain Rust.
//!
//! ```text
//! input   28x28            a cell's ink, 0 paper to 1 ink (see cells::DigitImage)
//! conv1   8 maps 24x24     5x5 kernels, ReLU
//! pool1   8 maps 12x12     max of 2x2
//! conv2   16 maps 8x8      5x5 kernels over the 8 maps, ReLU
//! pool2   16 maps 4x4      max of 2x2 (256 values)
//! hidden  64               fully connected, ReLU
//! output  10               fully connected: "not a digit", then 1-9 (softmax)
//! ```
//!
//! Weights are stored quantised, a byte each: for each of [`Net`]'s arrays in order, its scale
//! (a little-endian `f32`), then its values as signed bytes (a value is its byte times the
//! scale); each map and each kernel row by row. A quarter of the size of `f32`s, for the page's
//! scan worker; the training measures the quantised network.

use crate::cells::DIGIT;

/// Classes: 0 is "not a digit" (a shadow, shading, what is left of a line), then 1-9.
pub const CLASSES: usize = 10;
/// Kernel side.
pub const K: usize = 5;
/// Maps of the first and second convolutions.
pub const C1: usize = 8;
/// Maps of the second convolution.
pub const C2: usize = 16;
/// Side of the first convolution's maps, and of its pooled maps.
pub const S1: usize = DIGIT - K + 1;
/// Side of the first pooled maps.
pub const P1: usize = S1 / 2;
/// Side of the second convolution's maps.
pub const S2: usize = P1 - K + 1;
/// Side of the second pooled maps.
pub const P2: usize = S2 / 2;
/// Values out of the second pooling.
pub const FLAT: usize = C2 * P2 * P2;
/// Hidden units.
pub const HIDDEN: usize = 64;

/// The network's weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// `C1` kernels of `K * K`.
    pub conv1: Vec<f32>,
    /// `C1` biases.
    pub bias1: Vec<f32>,
    /// `C2` kernels of `C1 * K * K`.
    pub conv2: Vec<f32>,
    /// `C2` biases.
    pub bias2: Vec<f32>,
    /// `HIDDEN` rows of `FLAT`.
    pub dense1: Vec<f32>,
    /// `HIDDEN` biases.
    pub bias3: Vec<f32>,
    /// `CLASSES` rows of `HIDDEN`.
    pub dense2: Vec<f32>,
    /// `CLASSES` biases.
    pub bias4: Vec<f32>,
}

/// What a forward pass computed, kept for training (back-propagation reads it).
#[derive(Clone, Debug)]
pub struct Pass {
    /// The first convolution's maps, after ReLU.
    pub conv1: Vec<f32>,
    /// The first pooling, and which of its 2x2 won (an index into `conv1`).
    pub pool1: Vec<f32>,
    /// Winners of the first pooling.
    pub pool1_at: Vec<usize>,
    /// The second convolution's maps, after ReLU.
    pub conv2: Vec<f32>,
    /// The second pooling (flattened).
    pub pool2: Vec<f32>,
    /// Winners of the second pooling.
    pub pool2_at: Vec<usize>,
    /// The hidden layer, after ReLU.
    pub hidden: Vec<f32>,
    /// The classes' probabilities.
    pub probabilities: [f32; CLASSES],
}

impl Net {
    /// The sizes of the weight arrays, in the stored order.
    pub const SIZES: [usize; 8] = [
        C1 * K * K,
        C1,
        C2 * C1 * K * K,
        C2,
        HIDDEN * FLAT,
        HIDDEN,
        CLASSES * HIDDEN,
        CLASSES,
    ];

    /// The arrays, in the stored order.
    pub fn arrays(&self) -> [&Vec<f32>; 8] {
        [
            &self.conv1,
            &self.bias1,
            &self.conv2,
            &self.bias2,
            &self.dense1,
            &self.bias3,
            &self.dense2,
            &self.bias4,
        ]
    }

    /// The arrays, to change.
    pub fn arrays_mut(&mut self) -> [&mut Vec<f32>; 8] {
        [
            &mut self.conv1,
            &mut self.bias1,
            &mut self.conv2,
            &mut self.bias2,
            &mut self.dense1,
            &mut self.bias3,
            &mut self.dense2,
            &mut self.bias4,
        ]
    }

    /// A network of zeros (training starts from it, its weights drawn at random).
    pub fn zeros() -> Net {
        let [a, b, c, d, e, f, g, h] = Net::SIZES.map(|n| vec![0.0; n]);
        Net {
            conv1: a,
            bias1: b,
            conv2: c,
            bias2: d,
            dense1: e,
            bias3: f,
            dense2: g,
            bias4: h,
        }
    }

    /// The network stored in `bytes`; `None` when they are not one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Net> {
        let total: usize = Net::SIZES.iter().map(|n| n + 4).sum();
        if bytes.len() != total {
            return None;
        }
        let mut net = Net::zeros();
        let mut at = 0;
        for array in net.arrays_mut() {
            let scale = f32::from_le_bytes(bytes[at..at + 4].try_into().ok()?);
            at += 4;
            for value in array.iter_mut() {
                *value = f32::from(bytes[at] as i8) * scale;
                at += 1;
            }
        }
        Some(net)
    }

    /// The bytes that store the network, quantised: each array's largest magnitude maps to 127.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        for array in self.arrays() {
            let largest = array.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            let scale = if largest > 0.0 { largest / 127.0 } else { 1.0 };
            bytes.extend(scale.to_le_bytes());
            bytes.extend(
                array
                    .iter()
                    .map(|v| (v / scale).round().clamp(-127.0, 127.0) as i8 as u8),
            );
        }
        bytes
    }

    /// The network as it is stored (its weights quantised), to measure what the scanner runs.
    pub fn quantised(&self) -> Net {
        Net::from_bytes(&self.to_bytes()).expect("its own bytes")
    }

    /// The forward pass on a digit's image (`DIGIT * DIGIT` values).
    pub fn forward(&self, input: &[f32]) -> Pass {
        assert_eq!(input.len(), DIGIT * DIGIT);
        let mut conv1 = vec![0.0; C1 * S1 * S1];
        for m in 0..C1 {
            let kernel = &self.conv1[m * K * K..(m + 1) * K * K];
            for y in 0..S1 {
                for x in 0..S1 {
                    let mut sum = self.bias1[m];
                    for ky in 0..K {
                        let row = &input[(y + ky) * DIGIT + x..(y + ky) * DIGIT + x + K];
                        for kx in 0..K {
                            sum += kernel[ky * K + kx] * row[kx];
                        }
                    }
                    conv1[(m * S1 + y) * S1 + x] = sum.max(0.0);
                }
            }
        }
        let (pool1, pool1_at) = pool(&conv1, C1, S1);
        let mut conv2 = vec![0.0; C2 * S2 * S2];
        for m in 0..C2 {
            for y in 0..S2 {
                for x in 0..S2 {
                    let mut sum = self.bias2[m];
                    for c in 0..C1 {
                        let kernel = &self.conv2[(m * C1 + c) * K * K..(m * C1 + c + 1) * K * K];
                        for ky in 0..K {
                            let at = (c * P1 + y + ky) * P1 + x;
                            let row = &pool1[at..at + K];
                            for kx in 0..K {
                                sum += kernel[ky * K + kx] * row[kx];
                            }
                        }
                    }
                    conv2[(m * S2 + y) * S2 + x] = sum.max(0.0);
                }
            }
        }
        let (pool2, pool2_at) = pool(&conv2, C2, S2);
        let hidden: Vec<f32> = (0..HIDDEN)
            .map(|h| {
                let row = &self.dense1[h * FLAT..(h + 1) * FLAT];
                (self.bias3[h] + dot(row, &pool2)).max(0.0)
            })
            .collect();
        let logits: [f32; CLASSES] = std::array::from_fn(|k| {
            self.bias4[k] + dot(&self.dense2[k * HIDDEN..(k + 1) * HIDDEN], &hidden)
        });
        Pass {
            conv1,
            pool1,
            pool1_at,
            conv2,
            pool2,
            pool2_at,
            hidden,
            probabilities: softmax(&logits),
        }
    }

    /// The classes' probabilities for a digit's image: `[0]` not a digit, `[d]` the digit d.
    pub fn classify(&self, input: &[f32]) -> [f32; CLASSES] {
        self.forward(input).probabilities
    }
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Max-pooling of `maps` maps `side` across by 2x2: the pooled values and, for each, the index
/// of the value that won.
fn pool(values: &[f32], maps: usize, side: usize) -> (Vec<f32>, Vec<usize>) {
    let half = side / 2;
    let mut pooled = Vec::with_capacity(maps * half * half);
    let mut at = Vec::with_capacity(maps * half * half);
    for m in 0..maps {
        for y in 0..half {
            for x in 0..half {
                let candidates = [(0, 0), (1, 0), (0, 1), (1, 1)]
                    .map(|(dx, dy)| (m * side + 2 * y + dy) * side + 2 * x + dx);
                let best = candidates
                    .into_iter()
                    .max_by(|&a, &b| values[a].total_cmp(&values[b]))
                    .expect("four");
                pooled.push(values[best]);
                at.push(best);
            }
        }
    }
    (pooled, at)
}

/// Probabilities from scores.
pub fn softmax(logits: &[f32; CLASSES]) -> [f32; CLASSES] {
    let top = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let exps = logits.map(|l| libm::expf(l - top));
    let sum: f32 = exps.iter().sum();
    exps.map(|e| e / sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shapes_fit_together() {
        assert_eq!((S1, P1, S2, P2, FLAT), (24, 12, 8, 4, 256));
        let weights: usize = Net::SIZES.iter().sum();
        assert_eq!(weights, 208 + 3216 + 16448 + 650, "a few tens of thousands");
    }

    #[test]
    fn weights_round_trip_through_bytes_within_a_step() {
        let mut net = Net::zeros();
        for (i, array) in net.arrays_mut().into_iter().enumerate() {
            for (j, v) in array.iter_mut().enumerate() {
                *v = ((i * 1000 + j) % 255) as f32 * 0.01 - 1.27;
            }
        }
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), Net::SIZES.iter().map(|n| n + 4).sum::<usize>());
        let back = Net::from_bytes(&bytes).unwrap();
        for (a, b) in net.arrays().iter().zip(back.arrays()) {
            let step = a.iter().fold(0.0f32, |m, v| m.max(v.abs())) / 127.0;
            assert!(
                a.iter()
                    .zip(b.iter())
                    .all(|(x, y)| (x - y).abs() <= step / 2.0 + 1e-6)
            );
        }
        // Stored again, the same bytes.
        assert_eq!(back.to_bytes(), bytes);
        assert_eq!(Net::from_bytes(&[0; 7]), None);
    }

    #[test]
    fn a_network_of_zeros_cannot_choose() {
        let probabilities = Net::zeros().classify(&[0.5; DIGIT * DIGIT]);
        assert!(probabilities.iter().all(|&p| (p - 0.1).abs() < 1e-6));
    }
}
