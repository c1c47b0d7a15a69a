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
            let high = _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16::<4>(self.0), nibbles));
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
        let (low, high) = unsafe { (_mm_cvtsi128_si64(self.0), _mm_extract_epi64::<1>(self.0)) };
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
