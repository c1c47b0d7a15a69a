//! The `V8` of wasm32 with `simd128`: `core::arch::wasm32`, safe but for `v128_load`.

use super::Lanes;
use core::arch::wasm32::*;

/// Eight `u16` lanes in a wasm `v128`.
#[derive(Clone, Copy)]
pub(in crate::triads) struct V8(v128);

impl V8 {
    #[inline(always)]
    pub(in crate::triads) fn new(lanes: [u16; 8]) -> V8 {
        V8(u16x8(
            lanes[0], lanes[1], lanes[2], lanes[3], lanes[4], lanes[5], lanes[6], lanes[7],
        ))
    }

    #[inline(always)]
    pub(in crate::triads) fn splat(value: u16) -> V8 {
        V8(u16x8_splat(value))
    }

    #[inline(always)]
    pub(in crate::triads) fn to_array(self) -> [u16; 8] {
        let v = self.0;
        [
            u16x8_extract_lane::<0>(v),
            u16x8_extract_lane::<1>(v),
            u16x8_extract_lane::<2>(v),
            u16x8_extract_lane::<3>(v),
            u16x8_extract_lane::<4>(v),
            u16x8_extract_lane::<5>(v),
            u16x8_extract_lane::<6>(v),
            u16x8_extract_lane::<7>(v),
        ]
    }

    #[inline(always)]
    pub(in crate::triads) fn and(self, other: V8) -> V8 {
        V8(v128_and(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn or(self, other: V8) -> V8 {
        V8(v128_or(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn and_not(self, other: V8) -> V8 {
        V8(v128_andnot(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn eq(self, other: V8) -> V8 {
        V8(i16x8_eq(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn lt(self, other: V8) -> V8 {
        V8(i16x8_lt(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn disjoint(self, other: V8) -> bool {
        !v128_any_true(v128_and(self.0, other.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn shuffle(self, lanes: &Lanes) -> V8 {
        // One load of the 16 bytes: built from the array's elements (`u8x16(b[0], ...)`),
        // a pattern chosen at run time took a byte load per lane.
        // SAFETY: reads the 16 bytes of `lanes.0`; `v128.load` takes any alignment.
        #[allow(unsafe_code)]
        let control = unsafe { v128_load(lanes.0.as_ptr().cast()) };
        V8(u8x16_swizzle(self.0, control))
    }

    #[inline(always)]
    pub(in crate::triads) fn popcount(self) -> V8 {
        V8(u16x8_extadd_pairwise_u8x16(u8x16_popcnt(self.0)))
    }

    #[inline(always)]
    pub(in crate::triads) fn high_then_low(self, high: V8) -> V8 {
        V8(i64x2_shuffle::<1, 2>(self.0, high.0))
    }

    #[inline(always)]
    pub(in crate::triads) fn upper_down(self) -> V8 {
        V8(i64x2_shuffle::<1, 2>(self.0, u64x2_splat(0)))
    }

    #[inline(always)]
    pub(in crate::triads) fn count_ones(self) -> u32 {
        let v = self.0;
        u64x2_extract_lane::<0>(v).count_ones() + u64x2_extract_lane::<1>(v).count_ones()
    }

    #[inline(always)]
    pub(in crate::triads) fn first_nonzero_lane(self) -> usize {
        let nonzero = i16x8_bitmask(i16x8_ne(self.0, i16x8_splat(0)));
        (u32::from(nonzero) | 0x100).trailing_zeros() as usize
    }
}
