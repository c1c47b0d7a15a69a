//! A seeded random source with no dependency: SplitMix64 (Steele, Lea and Flood, "Fast splittable
//! pseudorandom number generators", OOPSLA 2014), the generator Java's `SplittableRandom` uses and
//! xoshiro's authors recommend for seeding. Its state is one `u64` and every step is wrapping
//! integer arithmetic, so a seed gives the same numbers on every platform, natively and in wasm.

/// A reproducible stream of random numbers: the same seed, the same stream, everywhere.
///
/// ```
/// use sudoku_solver::generate::Rng;
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(9) < 9);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, every one equally likely (`n` must not be 0). Lemire's multiply-shift,
    /// with the rejection that removes its bias.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0) has no answer");
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// Puts `items` in a random order, every order equally likely (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// An independent stream for the `index`-th item of a batch: puzzle `index` of a run seeded
    /// with `seed` is the same whichever thread makes it, and in whatever order.
    pub fn for_item(seed: u64, index: u64) -> Rng {
        let mut mixer = Rng::new(seed ^ index.wrapping_mul(0xd1b5_4a32_d192_ed03));
        Rng::new(mixer.next_u64())
    }
}
