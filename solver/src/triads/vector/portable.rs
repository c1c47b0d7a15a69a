//! The `V8` of any other target (wasm32 without `simd128` among them): a plain array, so every
//! target builds and the engine gives the same answers everywhere.

use super::Lanes;

/// Eight `u16` lanes in a plain array.
#[derive(Clone, Copy)]
pub(in crate::triads) struct V8([u16; 8]);

impl V8 {
    #[inline(always)]
    fn map2(self, other: V8, f: impl Fn(u16, u16) -> u16) -> V8 {
        V8(core::array::from_fn(|i| f(self.0[i], other.0[i])))
    }

    #[inline(always)]
    pub(in crate::triads) fn new(lanes: [u16; 8]) -> V8 {
        V8(lanes)
    }

    #[inline(always)]
    pub(in crate::triads) fn splat(value: u16) -> V8 {
        V8([value; 8])
    }

    #[inline(always)]
    pub(in crate::triads) fn to_array(self) -> [u16; 8] {
        self.0
    }

    #[inline(always)]
    pub(in crate::triads) fn and(self, other: V8) -> V8 {
        self.map2(other, |a, b| a & b)
    }

    #[inline(always)]
    pub(in crate::triads) fn or(self, other: V8) -> V8 {
        self.map2(other, |a, b| a | b)
    }

    #[inline(always)]
    pub(in crate::triads) fn and_not(self, other: V8) -> V8 {
        self.map2(other, |a, b| a & !b)
    }

    #[inline(always)]
    pub(in crate::triads) fn eq(self, other: V8) -> V8 {
        self.map2(other, |a, b| if a == b { 0xffff } else { 0 })
    }

    #[inline(always)]
    pub(in crate::triads) fn lt(self, other: V8) -> V8 {
        self.map2(other, |a, b| if a < b { 0xffff } else { 0 })
    }

    #[inline(always)]
    pub(in crate::triads) fn disjoint(self, other: V8) -> bool {
        self.and(other).0 == [0; 8]
    }

    #[inline(always)]
    pub(in crate::triads) fn shuffle(self, lanes: &Lanes) -> V8 {
        V8(core::array::from_fn(|i| {
            let from = lanes.0[2 * i];
            if from < 16 {
                self.0[usize::from(from / 2)]
            } else {
                0
            }
        }))
    }

    #[inline(always)]
    pub(in crate::triads) fn popcount(self) -> V8 {
        V8(self.0.map(|lane| lane.count_ones() as u16))
    }

    #[inline(always)]
    pub(in crate::triads) fn high_then_low(self, high: V8) -> V8 {
        let (a, b) = (self.0, high.0);
        V8([a[4], a[5], a[6], a[7], b[0], b[1], b[2], b[3]])
    }

    #[inline(always)]
    pub(in crate::triads) fn upper_down(self) -> V8 {
        let a = self.0;
        V8([a[4], a[5], a[6], a[7], 0, 0, 0, 0])
    }

    #[inline(always)]
    pub(in crate::triads) fn count_ones(self) -> u32 {
        self.0.iter().map(|lane| lane.count_ones()).sum()
    }

    #[inline(always)]
    pub(in crate::triads) fn first_nonzero_lane(self) -> usize {
        self.0.iter().position(|&lane| lane != 0).unwrap_or(8)
    }
}
