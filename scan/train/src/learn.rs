//! Back-propagation and stochastic gradient descent with momentum for the scanner's network
//! (`sudoku_scan::model`), whose forward pass is the very one the scanner runs.

// Index loops here follow the equations: a weight's index is computed from several loop
// variables at once, which iterators would only hide.
#![allow(clippy::needless_range_loop)]

use sudoku_scan::DIGIT;
use sudoku_scan::model::{C1, C2, CLASSES, FLAT, HIDDEN, K, Net, P1, Pass, S1, S2};

use crate::data::Example;
use crate::rng::Rng;

/// A network with weights drawn for ReLU layers (He: normal, spread by the square root of two
/// over the inputs), biases zero.
pub fn initial(rng: &mut Rng) -> Net {
    let mut net = Net::zeros();
    let fan_in = [K * K, 0, C1 * K * K, 0, FLAT, 0, HIDDEN, 0];
    for (array, fan) in net.arrays_mut().into_iter().zip(fan_in) {
        if fan > 0 {
            let spread = (2.0 / fan as f32).sqrt();
            array.iter_mut().for_each(|w| *w = rng.normal() * spread);
        }
    }
    net
}

/// Adds the gradient of the cross-entropy loss on one example to `grad` (shaped like a [`Net`]);
/// returns the loss and whether the example was classified right.
fn backward(net: &Net, example: &Example, grad: &mut Net) -> (f32, bool) {
    let input = &example.image;
    let pass: Pass = net.forward(input);
    let p = pass.probabilities;
    let best = (0..CLASSES)
        .max_by(|&a, &b| p[a].total_cmp(&p[b]))
        .expect("classes");
    let loss = -p[example.class].max(1e-7).ln();
    let mut dlogits = p;
    dlogits[example.class] -= 1.0;
    // Output layer.
    let mut dhidden = vec![0.0; HIDDEN];
    for k in 0..CLASSES {
        grad.bias4[k] += dlogits[k];
        for h in 0..HIDDEN {
            grad.dense2[k * HIDDEN + h] += dlogits[k] * pass.hidden[h];
            dhidden[h] += net.dense2[k * HIDDEN + h] * dlogits[k];
        }
    }
    // Hidden layer (ReLU).
    let mut dpool2 = vec![0.0; FLAT];
    for h in 0..HIDDEN {
        if pass.hidden[h] <= 0.0 {
            continue;
        }
        let g = dhidden[h];
        grad.bias3[h] += g;
        let row = h * FLAT;
        for f in 0..FLAT {
            grad.dense1[row + f] += g * pass.pool2[f];
            dpool2[f] += net.dense1[row + f] * g;
        }
    }
    // Second pooling and convolution (ReLU).
    let mut dconv2 = vec![0.0; C2 * S2 * S2];
    for (i, &at) in pass.pool2_at.iter().enumerate() {
        if pass.conv2[at] > 0.0 {
            dconv2[at] += dpool2[i];
        }
    }
    let mut dpool1 = vec![0.0; C1 * P1 * P1];
    for m in 0..C2 {
        for y in 0..S2 {
            for x in 0..S2 {
                let g = dconv2[(m * S2 + y) * S2 + x];
                if g == 0.0 {
                    continue;
                }
                grad.bias2[m] += g;
                for c in 0..C1 {
                    let kernel = (m * C1 + c) * K * K;
                    for ky in 0..K {
                        for kx in 0..K {
                            let at = (c * P1 + y + ky) * P1 + x + kx;
                            grad.conv2[kernel + ky * K + kx] += g * pass.pool1[at];
                            dpool1[at] += net.conv2[kernel + ky * K + kx] * g;
                        }
                    }
                }
            }
        }
    }
    // First pooling and convolution (ReLU).
    let mut dconv1 = vec![0.0; C1 * S1 * S1];
    for (i, &at) in pass.pool1_at.iter().enumerate() {
        if pass.conv1[at] > 0.0 {
            dconv1[at] += dpool1[i];
        }
    }
    for m in 0..C1 {
        for y in 0..S1 {
            for x in 0..S1 {
                let g = dconv1[(m * S1 + y) * S1 + x];
                if g == 0.0 {
                    continue;
                }
                grad.bias1[m] += g;
                for ky in 0..K {
                    for kx in 0..K {
                        grad.conv1[m * K * K + ky * K + kx] += g * input[(y + ky) * DIGIT + x + kx];
                    }
                }
            }
        }
    }
    (loss, best == example.class)
}

/// One pass over `examples` in a random order, in batches of `batch`: the mean loss and the
/// share classified right (before each batch's update).
pub fn epoch(
    net: &mut Net,
    velocity: &mut Net,
    examples: &[Example],
    rate: f32,
    batch: usize,
    rng: &mut Rng,
) -> (f32, f32) {
    let mut order: Vec<usize> = (0..examples.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let (mut loss, mut right) = (0.0, 0);
    for chunk in order.chunks(batch) {
        let mut grad = Net::zeros();
        for &i in chunk {
            let (l, ok) = backward(net, &examples[i], &mut grad);
            loss += l;
            right += usize::from(ok);
        }
        let scale = rate / chunk.len() as f32;
        for ((w, v), g) in net
            .arrays_mut()
            .into_iter()
            .zip(velocity.arrays_mut())
            .zip(grad.arrays())
        {
            for ((w, v), g) in w.iter_mut().zip(v.iter_mut()).zip(g.iter()) {
                *v = 0.9 * *v - scale * (g + 1e-4 * *w);
                *w += *v;
            }
        }
    }
    (
        loss / examples.len() as f32,
        right as f32 / examples.len() as f32,
    )
}

/// The share of `examples` that `net` classifies right.
pub fn accuracy(net: &Net, examples: &[Example]) -> f32 {
    let right = examples
        .iter()
        .filter(|e| {
            let p = net.classify(&e.image);
            (0..CLASSES).max_by(|&a, &b| p[a].total_cmp(&p[b])) == Some(e.class)
        })
        .count();
    right as f32 / examples.len().max(1) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gradient back-propagation gives matches the loss's change when a weight is nudged.
    #[test]
    fn gradients_match_finite_differences() {
        let mut rng = Rng::new(7);
        let net = initial(&mut rng);
        let example = Example {
            image: (0..DIGIT * DIGIT).map(|_| rng.next_f32()).collect(),
            class: 3,
        };
        let mut grad = Net::zeros();
        backward(&net, &example, &mut grad);
        let loss = |net: &Net| -net.classify(&example.image)[3].ln();
        for (array, index) in [(0, 7), (2, 100), (4, 5000), (6, 33), (7, 3)] {
            let mut nudged = net.clone();
            let h = 1e-2;
            nudged.arrays_mut()[array][index] += h;
            let up = loss(&nudged);
            nudged.arrays_mut()[array][index] -= 2.0 * h;
            let down = loss(&nudged);
            let numeric = (up - down) / (2.0 * h);
            let analytic = grad.arrays()[array][index];
            assert!(
                (numeric - analytic).abs() <= 0.05 * analytic.abs().max(1e-2),
                "array {array}[{index}]: {numeric} by differences, {analytic} back-propagated"
            );
        }
    }
}
