//! Eight lanes of `u16` in one 128-bit vector ([`V8`]), and sixteen in a [`Wide`] (two `V8`s,
//! [`Pair`], or one 256-bit register on x86_64): the only operations the triad engine needs,
//! each one instruction or a few on every target.
//!
//! Three implementations, one chosen per target when the crate is built:
//! - x86_64: SSSE3/SSE4.1, AVX2 and AVX-512 through `core::arch`, the one the processor has
//!   chosen at run time. These intrinsics, wasm's `v128_load` below, the search's stack of
//!   states (`super::stack`) and the calls of the entry points compiled for each instruction set
//!   (`super::search`) are the crate's only `unsafe` code.
//! - wasm32 with `simd128` enabled: `core::arch::wasm32`, whose operations are safe but for
//!   `v128_load`, which reads a shuffle's 16-byte pattern in one go.
//! - anything else (wasm32 without `simd128` among them): plain arrays, so every target builds
//!   and the engine gives the same answers everywhere.
//!
//! # Safety (x86_64)
//!
//! `pshufb` (SSSE3) and `ptest` (SSE4.1) are not part of the x86_64 baseline (SSE2), nor AVX2 or
//! AVX-512. Every function of this module is `#[inline(always)]`, and the engine calls them only
//! from its three entry points, compiled with `#[target_feature(enable = ...)]`: one for SSSE3
//! and SSE4.1 with [`Pair`], one for AVX2 with [`Avx2`], one for AVX2 and AVX-512 (F, VL, BW,
//! BITALG) with [`Avx512`], each entered only after `is_x86_feature_detected!` has confirmed its
//! features on the running processor (`super::Isa::detect`). The module and
//! its types are private to the engine, so no other path reaches these instructions.
//!
//! # Shuffles
//!
//! A shuffle is given as a [`Lanes`] pattern: lane `i` of the result takes lane `pattern[i]` of the
//! input, or 0 where the pattern says [`Z`]. Patterns are built once, as constants, into the byte
//! form the hardware takes (`pshufb` and `i8x16.swizzle` agree: an index out of range gives 0).

/// A lane index in a shuffle pattern that gives 0.
pub(super) const Z: u8 = 0xff;

/// A shuffle pattern in byte form: byte `2i` and `2i + 1` of the result come from the bytes the
/// pattern names (0xff: zero).
#[derive(Clone, Copy)]
#[repr(transparent)]
pub(super) struct Lanes([u8; 16]);

impl Lanes {
    /// The pattern where lane `i` takes lane `lanes[i]` (or 0 for [`Z`]).
    pub(super) const fn new(lanes: [u8; 8]) -> Lanes {
        let mut bytes = [0xff; 16];
        let mut i = 0;
        while i < 8 {
            if lanes[i] != Z {
                bytes[2 * i] = 2 * lanes[i];
                bytes[2 * i + 1] = 2 * lanes[i] + 1;
            }
            i += 1;
        }
        Lanes(bytes)
    }

    /// The lanes either pattern takes (where both take one, `self`'s).
    pub(super) const fn merge(self, other: Lanes) -> Lanes {
        let mut bytes = self.0;
        let mut i = 0;
        while i < 16 {
            if bytes[i] == 0xff {
                bytes[i] = other.0[i];
            }
            i += 1;
        }
        Lanes(bytes)
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod imp {
    //! SAFETY, for every `unsafe` block below: the instructions are SSE2 (the x86_64 baseline),
    //! SSSE3 or SSE4.1, or for [`Avx`] AVX2 (and AVX-512 BITALG with VL for `Avx<true>`'s
    //! bit count), which the engine has checked for before running
    //! them (see the note of the parent module); the loads and stores read and write 16- and
    //! 32-byte arrays, unaligned.
    use super::Lanes;
    use core::arch::x86_64::*;

    /// Eight `u16` lanes in an SSE register.
    #[derive(Clone, Copy)]
    pub(in crate::triads) struct V8(__m128i);

    impl V8 {
        #[inline(always)]
        pub(in crate::triads) fn new(lanes: [u16; 8]) -> V8 {
            V8(unsafe { _mm_loadu_si128(lanes.as_ptr().cast()) })
        }

        #[inline(always)]
        pub(in crate::triads) fn splat(value: u16) -> V8 {
            V8(unsafe { _mm_set1_epi16(value as i16) })
        }

        #[inline(always)]
        pub(in crate::triads) fn to_array(self) -> [u16; 8] {
            let mut lanes = [0u16; 8];
            unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), self.0) };
            lanes
        }

        #[inline(always)]
        pub(in crate::triads) fn and(self, other: V8) -> V8 {
            V8(unsafe { _mm_and_si128(self.0, other.0) })
        }

        #[inline(always)]
        pub(in crate::triads) fn or(self, other: V8) -> V8 {
            V8(unsafe { _mm_or_si128(self.0, other.0) })
        }

        /// `self & !other`.
        #[inline(always)]
        pub(in crate::triads) fn and_not(self, other: V8) -> V8 {
            V8(unsafe { _mm_andnot_si128(other.0, self.0) })
        }

        /// All ones in the lanes where the two are equal, 0 elsewhere.
        #[inline(always)]
        pub(in crate::triads) fn eq(self, other: V8) -> V8 {
            V8(unsafe { _mm_cmpeq_epi16(self.0, other.0) })
        }

        /// All ones in the lanes where `self < other` (lanes below 0x8000).
        #[inline(always)]
        pub(in crate::triads) fn lt(self, other: V8) -> V8 {
            V8(unsafe { _mm_cmplt_epi16(self.0, other.0) })
        }

        /// Whether `self & other` is zero in every lane.
        #[inline(always)]
        pub(in crate::triads) fn disjoint(self, other: V8) -> bool {
            unsafe { _mm_testz_si128(self.0, other.0) != 0 }
        }

        #[inline(always)]
        pub(in crate::triads) fn shuffle(self, lanes: &Lanes) -> V8 {
            unsafe {
                let control = _mm_loadu_si128(lanes.0.as_ptr().cast());
                V8(_mm_shuffle_epi8(self.0, control))
            }
        }

        /// The number of bits set in each lane.
        #[inline(always)]
        pub(in crate::triads) fn popcount(self) -> V8 {
            // Each byte's count by a 16-entry table over its two nibbles, then the lane's two
            // bytes added.
            unsafe {
                let table = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
                let nibbles = _mm_set1_epi8(0x0f);
                let low = _mm_shuffle_epi8(table, _mm_and_si128(self.0, nibbles));
                let high =
                    _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16::<4>(self.0), nibbles));
                let bytes = _mm_add_epi8(low, high);
                V8(_mm_and_si128(
                    _mm_add_epi8(bytes, _mm_srli_epi16::<8>(bytes)),
                    _mm_set1_epi16(0xff),
                ))
            }
        }

        /// Lanes 4..8 of `self` then lanes 0..4 of `high`: the halves of a 16-lane vector turned
        /// by four lanes.
        #[inline(always)]
        pub(in crate::triads) fn high_then_low(self, high: V8) -> V8 {
            V8(unsafe { _mm_alignr_epi8::<8>(high.0, self.0) })
        }

        /// Lanes 4..8 moved to 0..4, zeros above.
        #[inline(always)]
        pub(in crate::triads) fn upper_down(self) -> V8 {
            V8(unsafe { _mm_srli_si128::<8>(self.0) })
        }

        /// The number of bits set in the whole vector.
        #[inline(always)]
        pub(in crate::triads) fn count_ones(self) -> u32 {
            let (low, high) =
                unsafe { (_mm_cvtsi128_si64(self.0), _mm_extract_epi64::<1>(self.0)) };
            low.count_ones() + high.count_ones()
        }

        /// The first lane that is not zero (8 when every lane is).
        #[inline(always)]
        pub(in crate::triads) fn first_nonzero_lane(self) -> usize {
            let zero = unsafe { _mm_movemask_epi8(_mm_cmpeq_epi16(self.0, _mm_setzero_si128())) };
            ((!zero as u32 | 0x1_0000).trailing_zeros() / 2) as usize
        }
    }

    /// Sixteen `u16` lanes in one 256-bit register: rows 0 and 1 in the low 128 bits, 2 and 3 in
    /// the high. `Avx<false>` is AVX2 alone; `Avx<true>` counts bits with AVX-512's `vpopcntw`
    /// (BITALG with VL), and its entry point lets the compiler use AVX-512's other instructions
    /// (three-input logic, compares into mask registers) on the same code. The engine runs each
    /// only where its instructions were detected.
    #[derive(Clone, Copy)]
    pub(in crate::triads) struct Avx<const AVX512: bool>(__m256i);

    /// A box in one AVX2 register.
    pub(in crate::triads) type Avx2 = Avx<false>;
    /// A box in one register, with AVX-512's instructions on 256 bits.
    pub(in crate::triads) type Avx512 = Avx<true>;

    impl<const AVX512: bool> super::Boxes for Avx<AVX512> {
        #[inline(always)]
        fn new(lanes: [u16; 16]) -> Self {
            Avx(unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) })
        }

        #[inline(always)]
        fn splat(value: u16) -> Self {
            Avx(unsafe { _mm256_set1_epi16(value as i16) })
        }

        #[inline(always)]
        fn and(self, other: Self) -> Self {
            Avx(unsafe { _mm256_and_si256(self.0, other.0) })
        }

        #[inline(always)]
        fn or(self, other: Self) -> Self {
            Avx(unsafe { _mm256_or_si256(self.0, other.0) })
        }

        #[inline(always)]
        fn and_not(self, other: Self) -> Self {
            Avx(unsafe { _mm256_andnot_si256(other.0, self.0) })
        }

        #[inline(always)]
        fn eq(self, other: Self) -> Self {
            Avx(unsafe { _mm256_cmpeq_epi16(self.0, other.0) })
        }

        #[inline(always)]
        fn lt(self, other: Self) -> Self {
            Avx(unsafe { _mm256_cmpgt_epi16(other.0, self.0) })
        }

        #[inline(always)]
        fn popcount(self) -> Self {
            if AVX512 {
                return Avx(unsafe { _mm256_popcnt_epi16(self.0) });
            }
            unsafe {
                let table = _mm256_setr_epi8(
                    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, //
                    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                );
                let nibbles = _mm256_set1_epi8(0x0f);
                let low = _mm256_shuffle_epi8(table, _mm256_and_si256(self.0, nibbles));
                let high = _mm256_shuffle_epi8(
                    table,
                    _mm256_and_si256(_mm256_srli_epi16::<4>(self.0), nibbles),
                );
                let bytes = _mm256_add_epi8(low, high);
                Avx(_mm256_and_si256(
                    _mm256_add_epi8(bytes, _mm256_srli_epi16::<8>(bytes)),
                    _mm256_set1_epi16(0xff),
                ))
            }
        }

        #[inline(always)]
        fn disjoint(self, other: Self) -> bool {
            unsafe { _mm256_testz_si256(self.0, other.0) != 0 }
        }

        #[inline(always)]
        fn is_zero(self) -> bool {
            unsafe { _mm256_testz_si256(self.0, self.0) != 0 }
        }

        #[inline(always)]
        fn shuffle_rows(self, lanes: &Lanes) -> Self {
            unsafe {
                let control = _mm256_broadcastsi128_si256(_mm_loadu_si128(lanes.0.as_ptr().cast()));
                Avx(_mm256_shuffle_epi8(self.0, control))
            }
        }

        #[inline(always)]
        fn rows_up(self) -> Self {
            Avx(unsafe { _mm256_permute4x64_epi64::<0b00_11_10_01>(self.0) })
        }

        #[inline(always)]
        fn rows_up2(self) -> Self {
            Avx(unsafe { _mm256_permute4x64_epi64::<0b01_00_11_10>(self.0) })
        }

        #[inline(always)]
        fn rows_up3(self) -> Self {
            Avx(unsafe { _mm256_permute4x64_epi64::<0b10_01_00_11>(self.0) })
        }
    }

    impl<const AVX512: bool> super::Wide for Avx<AVX512> {
        #[inline(always)]
        fn from_halves(low: V8, high: V8) -> Self {
            Avx(unsafe { _mm256_set_m128i(high.0, low.0) })
        }

        #[inline(always)]
        fn low(self) -> V8 {
            V8(unsafe { _mm256_castsi256_si128(self.0) })
        }

        #[inline(always)]
        fn high(self) -> V8 {
            V8(unsafe { _mm256_extracti128_si256::<1>(self.0) })
        }

        #[inline(always)]
        fn to_array(self) -> [u16; 16] {
            let mut lanes = [0u16; 16];
            unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) };
            lanes
        }

        #[inline(always)]
        fn shuffle_halves(self, lanes: &[Lanes; 2]) -> Self {
            // `[Lanes; 2]` is 32 contiguous bytes (`Lanes` is a transparent `[u8; 16]`).
            unsafe {
                let control = _mm256_loadu_si256(lanes.as_ptr().cast());
                Avx(_mm256_shuffle_epi8(self.0, control))
            }
        }

        /// A one-bit lane less one has as many bits as the place of its bit.
        #[inline(always)]
        fn digits(self) -> [u8; 16] {
            use super::Boxes;
            let one = Self::splat(1);
            let places = Self(unsafe { _mm256_sub_epi16(self.0, one.0) }).popcount();
            let digits = Self(unsafe { _mm256_add_epi16(places.0, one.0) });
            let mut bytes = [0u8; 16];
            unsafe {
                let packed = _mm_packus_epi16(digits.low().0, digits.high().0);
                _mm_storeu_si128(bytes.as_mut_ptr().cast(), packed);
            }
            bytes
        }
    }
}

#[cfg(wasm_simd)]
mod imp {
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
}

#[cfg(not(any(target_arch = "x86_64", wasm_simd)))]
mod imp {
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
}

pub(super) use imp::V8;
#[cfg(target_arch = "x86_64")]
pub(super) use imp::{Avx2, Avx512};

/// One box's sixteen `u16` lanes as a 4x4 matrix of rows of four (lane `4 * row + column`), or
/// two or three boxes' side by side ([`Two`], [`Three`]): the operations of a box's rules, each on
/// every box of the value at once.
pub(super) trait Boxes: Copy {
    /// `lanes` in every box.
    fn new(lanes: [u16; 16]) -> Self;
    fn splat(value: u16) -> Self;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    /// All ones in the lanes where the two are equal.
    fn eq(self, other: Self) -> Self;
    /// All ones in the lanes where `self < other` (lanes below 0x8000).
    fn lt(self, other: Self) -> Self;
    /// The number of bits set in each lane.
    fn popcount(self) -> Self;
    /// Whether `self & other` is zero in every lane.
    fn disjoint(self, other: Self) -> bool;
    /// Whether every lane is zero.
    fn is_zero(self) -> bool;
    /// The same shuffle within each half of a box: `lanes` moves lanes inside rows when it keeps
    /// 0..4 and 4..8 apart.
    fn shuffle_rows(self, lanes: &Lanes) -> Self;
    /// Row `r` of each box is its row `r + 1` (mod 4).
    fn rows_up(self) -> Self;
    /// Row `r` of each box is its row `r + 2` (mod 4).
    fn rows_up2(self) -> Self;
    /// Row `r` of each box is its row `r + 3` (mod 4).
    fn rows_up3(self) -> Self;
}

/// One box: rows 0 and 1 form the low half, rows 2 and 3 the high half. Two implementations:
/// [`Pair`] (two [`V8`]s, on every target) and, on x86_64, one 256-bit register ([`Avx2`],
/// [`Avx512`]).
pub(super) trait Wide: Boxes {
    fn from_halves(low: V8, high: V8) -> Self;
    fn low(self) -> V8;
    fn high(self) -> V8;
    fn to_array(self) -> [u16; 16];
    /// The low half shuffled by `lanes[0]`, the high half by `lanes[1]`.
    fn shuffle_halves(self, lanes: &[Lanes; 2]) -> Self;
    /// Each lane's lowest bit's place plus one, a byte a lane: a cell's digit, where it has one.
    #[inline(always)]
    fn digits(self) -> [u8; 16] {
        self.to_array().map(|lane| lane.trailing_zeros() as u8 + 1)
    }
}

/// Two boxes as two values, each operation done on both: no wider register, but the two chains
/// of dependent instructions interleave.
#[derive(Clone, Copy)]
pub(super) struct Two<W>(pub(super) W, pub(super) W);

// Each operation written out on both boxes, not through a closure: a closure's call is not always
// inlined into the entry compiled for the processor's instructions, and then neither are the
// intrinsics inside it (AVX2: the triad search took twice as long).
impl<W: Boxes> Boxes for Two<W> {
    #[inline(always)]
    fn new(lanes: [u16; 16]) -> Self {
        Two(W::new(lanes), W::new(lanes))
    }

    #[inline(always)]
    fn splat(value: u16) -> Self {
        Two(W::splat(value), W::splat(value))
    }

    #[inline(always)]
    fn and(self, other: Self) -> Self {
        Two(self.0.and(other.0), self.1.and(other.1))
    }

    #[inline(always)]
    fn or(self, other: Self) -> Self {
        Two(self.0.or(other.0), self.1.or(other.1))
    }

    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        Two(self.0.and_not(other.0), self.1.and_not(other.1))
    }

    #[inline(always)]
    fn eq(self, other: Self) -> Self {
        Two(self.0.eq(other.0), self.1.eq(other.1))
    }

    #[inline(always)]
    fn lt(self, other: Self) -> Self {
        Two(self.0.lt(other.0), self.1.lt(other.1))
    }

    #[inline(always)]
    fn popcount(self) -> Self {
        Two(self.0.popcount(), self.1.popcount())
    }

    #[inline(always)]
    fn disjoint(self, other: Self) -> bool {
        self.0.and(other.0).or(self.1.and(other.1)).is_zero()
    }

    #[inline(always)]
    fn is_zero(self) -> bool {
        self.0.or(self.1).is_zero()
    }

    #[inline(always)]
    fn shuffle_rows(self, lanes: &Lanes) -> Self {
        Two(self.0.shuffle_rows(lanes), self.1.shuffle_rows(lanes))
    }

    #[inline(always)]
    fn rows_up(self) -> Self {
        Two(self.0.rows_up(), self.1.rows_up())
    }

    #[inline(always)]
    fn rows_up2(self) -> Self {
        Two(self.0.rows_up2(), self.1.rows_up2())
    }

    #[inline(always)]
    fn rows_up3(self) -> Self {
        Two(self.0.rows_up3(), self.1.rows_up3())
    }
}

/// Three boxes as three values, as [`Two`] (written out likewise).
#[derive(Clone, Copy)]
pub(super) struct Three<W>(pub(super) W, pub(super) W, pub(super) W);

impl<W: Boxes> Boxes for Three<W> {
    #[inline(always)]
    fn new(lanes: [u16; 16]) -> Self {
        Three(W::new(lanes), W::new(lanes), W::new(lanes))
    }

    #[inline(always)]
    fn splat(value: u16) -> Self {
        Three(W::splat(value), W::splat(value), W::splat(value))
    }

    #[inline(always)]
    fn and(self, other: Self) -> Self {
        Three(
            self.0.and(other.0),
            self.1.and(other.1),
            self.2.and(other.2),
        )
    }

    #[inline(always)]
    fn or(self, other: Self) -> Self {
        Three(self.0.or(other.0), self.1.or(other.1), self.2.or(other.2))
    }

    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        Three(
            self.0.and_not(other.0),
            self.1.and_not(other.1),
            self.2.and_not(other.2),
        )
    }

    #[inline(always)]
    fn eq(self, other: Self) -> Self {
        Three(self.0.eq(other.0), self.1.eq(other.1), self.2.eq(other.2))
    }

    #[inline(always)]
    fn lt(self, other: Self) -> Self {
        Three(self.0.lt(other.0), self.1.lt(other.1), self.2.lt(other.2))
    }

    #[inline(always)]
    fn popcount(self) -> Self {
        Three(self.0.popcount(), self.1.popcount(), self.2.popcount())
    }

    #[inline(always)]
    fn disjoint(self, other: Self) -> bool {
        self.0
            .and(other.0)
            .or(self.1.and(other.1))
            .or(self.2.and(other.2))
            .is_zero()
    }

    #[inline(always)]
    fn is_zero(self) -> bool {
        self.0.or(self.1).or(self.2).is_zero()
    }

    #[inline(always)]
    fn shuffle_rows(self, lanes: &Lanes) -> Self {
        Three(
            self.0.shuffle_rows(lanes),
            self.1.shuffle_rows(lanes),
            self.2.shuffle_rows(lanes),
        )
    }

    #[inline(always)]
    fn rows_up(self) -> Self {
        Three(self.0.rows_up(), self.1.rows_up(), self.2.rows_up())
    }

    #[inline(always)]
    fn rows_up2(self) -> Self {
        Three(self.0.rows_up2(), self.1.rows_up2(), self.2.rows_up2())
    }

    #[inline(always)]
    fn rows_up3(self) -> Self {
        Three(self.0.rows_up3(), self.1.rows_up3(), self.2.rows_up3())
    }
}

/// Sixteen lanes as two [`V8`]s.
#[derive(Clone, Copy)]
pub(super) struct Pair {
    low: V8,
    high: V8,
}

impl Boxes for Pair {
    #[inline(always)]
    fn new(lanes: [u16; 16]) -> Pair {
        let (mut low, mut high) = ([0; 8], [0; 8]);
        low.copy_from_slice(&lanes[..8]);
        high.copy_from_slice(&lanes[8..]);
        Pair {
            low: V8::new(low),
            high: V8::new(high),
        }
    }

    #[inline(always)]
    fn splat(value: u16) -> Pair {
        Pair {
            low: V8::splat(value),
            high: V8::splat(value),
        }
    }

    #[inline(always)]
    fn and(self, other: Pair) -> Pair {
        Pair {
            low: self.low.and(other.low),
            high: self.high.and(other.high),
        }
    }

    #[inline(always)]
    fn or(self, other: Pair) -> Pair {
        Pair {
            low: self.low.or(other.low),
            high: self.high.or(other.high),
        }
    }

    #[inline(always)]
    fn and_not(self, other: Pair) -> Pair {
        Pair {
            low: self.low.and_not(other.low),
            high: self.high.and_not(other.high),
        }
    }

    #[inline(always)]
    fn eq(self, other: Pair) -> Pair {
        Pair {
            low: self.low.eq(other.low),
            high: self.high.eq(other.high),
        }
    }

    #[inline(always)]
    fn lt(self, other: Pair) -> Pair {
        Pair {
            low: self.low.lt(other.low),
            high: self.high.lt(other.high),
        }
    }

    #[inline(always)]
    fn popcount(self) -> Pair {
        Pair {
            low: self.low.popcount(),
            high: self.high.popcount(),
        }
    }

    #[inline(always)]
    fn disjoint(self, other: Pair) -> bool {
        self.and(other).is_zero()
    }

    #[inline(always)]
    fn is_zero(self) -> bool {
        let both = self.low.or(self.high);
        both.disjoint(both)
    }

    #[inline(always)]
    fn shuffle_rows(self, lanes: &Lanes) -> Pair {
        Pair {
            low: self.low.shuffle(lanes),
            high: self.high.shuffle(lanes),
        }
    }

    #[inline(always)]
    fn rows_up(self) -> Pair {
        Pair {
            low: self.low.high_then_low(self.high),
            high: self.high.high_then_low(self.low),
        }
    }

    #[inline(always)]
    fn rows_up2(self) -> Pair {
        Pair {
            low: self.high,
            high: self.low,
        }
    }

    #[inline(always)]
    fn rows_up3(self) -> Pair {
        Pair {
            low: self.high.high_then_low(self.low),
            high: self.low.high_then_low(self.high),
        }
    }
}

impl Wide for Pair {
    #[inline(always)]
    fn from_halves(low: V8, high: V8) -> Pair {
        Pair { low, high }
    }

    #[inline(always)]
    fn low(self) -> V8 {
        self.low
    }

    #[inline(always)]
    fn high(self) -> V8 {
        self.high
    }

    #[inline(always)]
    fn to_array(self) -> [u16; 16] {
        let mut lanes = [0; 16];
        lanes[..8].copy_from_slice(&self.low.to_array());
        lanes[8..].copy_from_slice(&self.high.to_array());
        lanes
    }

    #[inline(always)]
    fn shuffle_halves(self, lanes: &[Lanes; 2]) -> Pair {
        Pair {
            low: self.low.shuffle(&lanes[0]),
            high: self.high.shuffle(&lanes[1]),
        }
    }
}
