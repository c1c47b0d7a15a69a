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
#[path = "x86.rs"]
mod imp;

#[cfg(wasm_simd)]
#[path = "wasm.rs"]
mod imp;

#[cfg(not(any(target_arch = "x86_64", wasm_simd)))]
#[path = "portable.rs"]
mod imp;

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
