//! The triad search: every box and every band's digit patterns in 128-bit vectors, propagated all
//! at once between guesses.
//!
//! This is the idea of Tom Dillon's tdoku (a DPLL search over "triads", the minirows and
//! minicolumns of a box), written from its description with our own layout, propagation order
//! and tables. It explores the same tree as tdoku (110.6 branch points per puzzle on
//! forum_hardest_1106 to tdoku's 110.4), far smaller than the band search's (568 guesses), at a
//! higher cost per node; the automatic choice (`search.rs`) takes it for a puzzle the band search's
//! deduction leaves wide open. docs/BENCHMARKS.md has the figures.
//!
//! # Layout
//!
//! A box is a `W` (a [`vector::Wide`]), a 4x4 matrix of nine-bit digit sets:
//!
//! ```text
//!   lane   0  1  2  3       c c c H     c: the candidates of the box's cell (row r, column c)
//!          4  5  6  7       c c c H     H (lane 4r + 3): the digits that may be *absent* from
//!          8  9 10 11       c c c H       minirow r (the row's three cells in this box)
//!         12 13 14 15       V V V .     V (lane 12 + c): the digits that may be absent from
//!                                         minicolumn c; lane 15 is unused (0)
//! ```
//!
//! The rules, in those terms:
//! - each cell holds at least one digit; each H and V at least six (a minirow holds exactly
//!   three digits, so six are absent);
//! - in each of rows 0 to 2, every digit is true in exactly one of the four lanes (it is in one
//!   of the three cells, or absent from the minirow); the same in each of columns 0 to 2;
//! - a digit is in one cell of the box only; a cell holds one digit only.
//!
//! A band is three boxes side by side (a horizontal band: rows of boxes; a vertical one: a stack).
//! For one digit, its minirows in the three boxes of a horizontal band are one per row: one of six
//! *patterns* ([`PATTERNS`]), so a band is a [`V8`] whose lane `k < 6` holds the digits for which
//! pattern `k` is still possible. From those patterns each box learns which digits its minirows
//! (its minicolumns, for a vertical band) can hold; from its boxes, a band learns which patterns
//! remain. A band whose every digit has one pattern left is *fixed*; when all six are, the grid
//! is solved.
//!
//! The search branches on a pattern: the band with the fewest patterns left, the digit with the
//! fewest in it (two when there is one); first that digit takes its first pattern, then it loses
//! it.

mod stack;
mod tables;
mod vector;

use crate::bands::{Found, Work};
use crate::board::low_bits;
use crate::{Board, Counts, Digit};
use stack::Stack;
use tables::*;
use vector::{Boxes, Pair, Three, Two, V8, Wide};

/// The instructions the engine runs on here, chosen once per search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Isa {
    /// x86_64 with AVX2 and AVX-512 (F, VL, BW, BITALG): AVX2's layout, with one instruction
    /// for the bit counts and AVX-512's three-input logic and mask compares where the compiler
    /// finds them.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// x86_64 with AVX2: a box in one 256-bit register.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// x86_64 with SSSE3 and SSE4.1 (no AVX2): a box in two 128-bit registers.
    #[cfg(target_arch = "x86_64")]
    Sse41,
    /// Any other target: wasm's `simd128` when the build enables it, plain arrays otherwise
    /// (but never on wasm without `simd128`, where the band search is faster).
    #[cfg(not(target_arch = "x86_64"))]
    #[cfg_attr(all(target_arch = "wasm32", not(wasm_simd)), allow(dead_code))]
    Portable,
}

impl Isa {
    /// What this processor runs; `None` on an x86_64 older than SSSE3 and SSE4.1, and in wasm
    /// built without `simd128`, where the band search does the work.
    pub(crate) fn detect() -> Option<Isa> {
        #[cfg(target_arch = "x86_64")]
        {
            use std::is_x86_feature_detected as has;
            let avx2 = has!("avx2") && has!("popcnt");
            if avx2
                && has!("avx512f")
                && has!("avx512vl")
                && has!("avx512bw")
                && has!("avx512bitalg")
            {
                Some(Isa::Avx512)
            } else if avx2 {
                Some(Isa::Avx2)
            } else if has!("ssse3") && has!("sse4.1") && has!("popcnt") {
                Some(Isa::Sse41)
            } else {
                None
            }
        }
        #[cfg(all(target_arch = "wasm32", not(wasm_simd)))]
        return None;
        #[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", not(wasm_simd)))))]
        Some(Isa::Portable)
    }
}

/// The whole state of one search node: copied at each guess, never undone.
#[derive(Clone, Copy)]
struct State<W: Wide> {
    boxes: [W; 9],
    bands: [V8; 6],
}

/// The current assumptions contradict the rules.
struct Contradiction;

/// The union of three vectors.
#[inline(always)]
fn union3<X: Boxes>([a, b, c]: [X; 3]) -> X {
    a.or(b).or(c)
}

#[inline(always)]
fn row_turns<X: Boxes>(x: X) -> [X; 3] {
    [
        x.shuffle_rows(&TURN1),
        x.shuffle_rows(&TURN2),
        x.shuffle_rows(&TURN3),
    ]
}

#[inline(always)]
fn column_turns<X: Boxes>(x: X) -> [X; 3] {
    [x.rows_up(), x.rows_up2(), x.rows_up3()]
}

/// Each lane gets the union of its row: its neighbour's, then the pair two lanes on.
#[inline(always)]
fn spread_rows<X: Boxes>(x: X) -> X {
    let pairs = x.or(x.shuffle_rows(&TURN1));
    pairs.or(pairs.shuffle_rows(&TURN2))
}

/// Each lane gets the union of its column, as [`spread_rows`] does.
#[inline(always)]
fn spread_columns<X: Boxes>(x: X) -> X {
    let pairs = x.or(x.rows_up());
    pairs.or(pairs.rows_up2())
}

/// Applies a box's rules to `x` (to each box of it) until they remove nothing more.
#[inline(always)]
fn settle<X: Boxes>(mut x: X) -> Result<X, Contradiction> {
    let cells_lanes = X::new(CELLS);
    let minimum = X::new(MINIMUM);
    let rows = X::new(ROWS);
    let columns = X::new(COLUMNS);
    let not_rows = X::new(NOT_ROWS);
    let not_columns = X::new(NOT_COLUMNS);
    loop {
        let counts = x.popcount();
        if !counts.lt(minimum).is_zero() {
            return Err(Contradiction);
        }
        // What must be true: the only digit of a cell, the only six of an H or V lane, a
        // digit found in one lane only of a row (or a column) of the matrix.
        //
        // A digit of a lane that no other lane of its row holds is the lane's alone, so
        // `x & !(others in the row)` finds the row's singles (outside rows 0 to 2 every lane
        // counts as held elsewhere), and the same for columns: a lane keeps what is true in
        // it when it is triggered, or alone in its row or in its column.
        let others_in_row = union3(row_turns(x)).or(not_rows);
        let others_in_column = union3(column_turns(x)).or(not_columns);
        let asserted = x.and_not(
            others_in_row
                .and(others_in_column)
                .and_not(counts.eq(minimum)),
        );
        let in_cells = asserted.and(cells_lanes);
        // What that removes: the digit from the rest of its row and column of the matrix
        // and, for a cell, from the rest of the box and every other digit from the cell.
        let box_wide = spread_columns(spread_rows(in_cells)).and(cells_lanes);
        let whole_cells = cells_lanes.and_not(in_cells.eq(X::splat(0)));
        let remove = spread_rows(asserted.and(rows))
            .or(spread_columns(asserted.and(columns)))
            .or(box_wide)
            .or(whole_cells)
            .and_not(asserted);
        if remove.disjoint(x) {
            break;
        }
        x = x.and_not(remove);
    }
    Ok(x)
}

impl<W: Wide> State<W> {
    /// A copy, register by register: a plain copy of this size is a call to `memcpy`, which
    /// costs more than the copy itself. (wasm with `simd128`: `Stack::push_copy_of_top`.)
    #[cfg(not(wasm_simd))]
    #[inline(always)]
    fn copied(&self) -> State<W> {
        let [b0, b1, b2, b3, b4, b5, b6, b7, b8] = self.boxes;
        let [n0, n1, n2, n3, n4, n5] = self.bands;
        State {
            boxes: [b0, b1, b2, b3, b4, b5, b6, b7, b8],
            bands: [n0, n1, n2, n3, n4, n5],
        }
    }

    /// The state of the givens before any propagation, with the boxes and the bands they
    /// change: `values` a digit 1 to 9 a cell (0 for an open one), `given` each band's given
    /// cells (bit `9r + c` for row `r`, column `c` of the band).
    ///
    /// A given takes its digit out of the rest of its box and out of the H and V lanes of its
    /// minirow and minicolumn, every other digit out of its cell, and out of its two bands the
    /// patterns that put its digit in another minirow (minicolumn) of its box. The givens are
    /// visited box by box, so that a box and its bands stay in registers: given by given in
    /// the cells' order, each a box and two bands read and written back in memory, and each
    /// checked for a clash, a search stopped before its first step (a limit of 0) took 0.21 µs
    /// a puzzle on serg (34 givens), now 0.11 (of 1.25 to the first solution).
    ///
    /// Clashing givens make no special case: a digit given twice in a box empties the second
    /// cell, a contradiction as soon as the box is settled; twice in a row (a column) of two
    /// boxes, it leaves the digit no pattern in their band, which the search finds before any
    /// solution.
    #[inline(always)]
    fn with_givens(values: &[u8; 81], given: [u32; 3]) -> (State<W>, u16, u8) {
        let every_digit = W::new(lanes16(ALL, ALL, ALL, 0));
        let every_pattern = V8::new([ALL, ALL, ALL, ALL, ALL, ALL, 0, 0]);
        let mut state = State {
            boxes: [every_digit; 9],
            bands: [every_pattern; 6],
        };
        let mut dirty_boxes = 0;
        for (h, &band_cells) in given.iter().enumerate() {
            let mut horizontal = every_pattern;
            for p in 0..3 {
                let b = 3 * h + p;
                // The box's given cells, bit 3r + c.
                let mut cells = (band_cells >> (3 * p) & 7)
                    | (band_cells >> (9 + 3 * p) & 7) << 3
                    | (band_cells >> (18 + 3 * p) & 7) << 6;
                dirty_boxes |= u16::from(cells != 0) << b;
                let (mut x, mut vertical) = (every_digit, state.bands[3 + p]);
                while cells != 0 {
                    let i = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    let (r, c) = (i / 3, i % 3);
                    // (At least 1: the cell is given.)
                    let bit = 1u16.wrapping_shl(u32::from(values[27 * h + 9 * r + 3 * p + c])) >> 1;
                    // From constant masks, in registers: built lane by lane in memory, the
                    // vector read back stalled on the narrow stores.
                    let [others, own] = &GIVE[i];
                    let remove = W::new(*others)
                        .and(W::splat(bit))
                        .or(W::new(*own).and(W::splat(ALL & !bit)));
                    x = x.and_not(remove);
                    let bits = V8::splat(bit);
                    horizontal = horizontal.and_not(V8::new(ELSEWHERE[p][r]).and(bits));
                    vertical = vertical.and_not(V8::new(ELSEWHERE[h][c]).and(bits));
                }
                state.boxes[b] = x;
                state.bands[3 + p] = vertical;
            }
            state.bands[h] = horizontal;
        }
        // A band changes when one of its boxes has a given.
        let mut dirty_bands = 0;
        for (n, [b0, b1, b2]) in BAND_BOXES.into_iter().enumerate() {
            dirty_bands |=
                u8::from((dirty_boxes >> b0 | dirty_boxes >> b1 | dirty_boxes >> b2) & 1 == 1) << n;
        }
        (state, dirty_boxes, dirty_bands)
    }

    /// Applies a box's rules until they remove nothing more, then tells its two bands what its
    /// minirows and minicolumns can hold; a band that changes is marked in `dirty_bands`.
    #[inline(always)]
    fn update_box(&mut self, b: usize, dirty_bands: &mut u8) -> Result<(), Contradiction> {
        let x = settle(self.boxes[b])?;
        self.boxes[b] = x;
        self.tell_bands(b, x, dirty_bands);
        Ok(())
    }

    /// [`Self::update_box`] on two boxes at once: their rules side by side until neither changes.
    #[inline(always)]
    fn update_boxes(
        &mut self,
        (a, b): (usize, usize),
        dirty_bands: &mut u8,
    ) -> Result<(), Contradiction> {
        let Two(x, y) = settle(Two(self.boxes[a], self.boxes[b]))?;
        self.boxes[a] = x;
        self.boxes[b] = y;
        self.tell_bands(a, x, dirty_bands);
        self.tell_bands(b, y, dirty_bands);
        Ok(())
    }

    /// [`Self::update_box`] on three boxes at once, as [`Self::update_boxes`] on two.
    #[inline(always)]
    fn update_boxes3(
        &mut self,
        (a, b, c): (usize, usize, usize),
        dirty_bands: &mut u8,
    ) -> Result<(), Contradiction> {
        let Three(x, y, z) = settle(Three(self.boxes[a], self.boxes[b], self.boxes[c]))?;
        self.boxes[a] = x;
        self.boxes[b] = y;
        self.boxes[c] = z;
        self.tell_bands(a, x, dirty_bands);
        self.tell_bands(b, y, dirty_bands);
        self.tell_bands(c, z, dirty_bands);
        Ok(())
    }

    /// Tells box `b`'s two bands what its minirows and minicolumns can hold now that it is `x`.
    #[inline(always)]
    fn tell_bands(&mut self, b: usize, x: W, dirty_bands: &mut u8) {
        let cells_lanes = W::new(CELLS);

        // Pattern k of a band is possible for a digit in this box when the digit may be in the
        // minirow the pattern gives it and may be absent from the two others.
        let minirows = spread_rows(x.and(cells_lanes));
        let in_minirows = minirows
            .low()
            .shuffle(&MINIROWS_LOW)
            .or(minirows.high().shuffle(&MINIROWS_HIGH));
        let next_h = x
            .low()
            .shuffle(&NEXT_H_LOW)
            .or(x.high().shuffle(&NEXT_H_HIGH));
        let horizontal = in_minirows.and(next_h).and(next_h.upper_down());
        let minicolumns = spread_columns(x.and(cells_lanes)).low();
        let next_v = x.high().shuffle(&NEXT_V);
        let vertical = minicolumns.and(next_v).and(next_v.upper_down());
        let (h, v) = (b / 3, 3 + b % 3);
        self.restrict_band(h, horizontal.shuffle(&TO_PATTERNS[b % 3]), dirty_bands);
        self.restrict_band(v, vertical.shuffle(&TO_PATTERNS[b / 3]), dirty_bands);
    }

    #[inline(always)]
    fn restrict_band(&mut self, n: usize, allowed: V8, dirty_bands: &mut u8) {
        // Without a branch: whether anything changed is as likely as not, and a mispredicted
        // branch costs more than the store.
        let band = self.bands[n];
        self.bands[n] = band.and(allowed);
        *dirty_bands |= u8::from(!band.and_not(allowed).disjoint(band)) << n;
    }

    /// The digits each minirow of the band's boxes may hold: box `p`'s minirow `e` in lane
    /// `4p + e`.
    #[inline(always)]
    fn triads(patterns: V8) -> W {
        let both = W::from_halves(patterns, patterns);
        both.shuffle_halves(&TRIADS[0])
            .or(both.shuffle_halves(&TRIADS[1]))
    }

    /// Applies a band's rules, then restricts its boxes to what its patterns allow; a box that
    /// changes is marked in `dirty_boxes`.
    #[inline(always)]
    fn update_band(&mut self, n: usize, dirty_boxes: &mut u16) -> Result<(), Contradiction> {
        let mut patterns = self.bands[n];
        let mut triads = Self::triads(patterns);
        // A minirow holds exactly three digits: fewer possible is a contradiction, exactly three
        // are all certain, and then the patterns that put them elsewhere go.
        let counts = triads.popcount();
        if !counts.lt(W::new(lanes16(3, 0, 0, 0))).is_zero() {
            return Err(Contradiction);
        }
        // (Without a branch on whether any are certain: as for the boxes below, a mispredicted
        // branch costs more than the work.)
        let certain = triads.and(counts.eq(W::splat(3)));
        let (low, high) = (certain.low(), certain.high());
        let mut remove = V8::splat(0);
        for (p, triads) in [low, low.upper_down(), high].into_iter().enumerate() {
            remove = remove
                .or(triads.shuffle(&TO_OTHER_PATTERNS[0][p]))
                .or(triads.shuffle(&TO_OTHER_PATTERNS[1][p]));
        }
        patterns = patterns.and_not(remove);
        triads = Self::triads(patterns);
        self.bands[n] = patterns;

        let triads = triads.or(W::new(lanes16(0, ALL, 0, 0)));
        let (low, high) = (triads.low(), triads.high());
        let to_box = &TO_BOX[usize::from(n >= 3)];
        for (p, &b) in BAND_BOXES[n].iter().enumerate() {
            let box_triads = [low, low.upper_down(), high][p];
            let both = W::from_halves(box_triads, box_triads);
            let allowed = both
                .shuffle_halves(&to_box[0])
                .or(both.shuffle_halves(&to_box[1]));
            // Without a branch: a box changes about one time in three, unpredictably.
            let x = self.boxes[b];
            self.boxes[b] = x.and(allowed);
            *dirty_boxes |= u16::from(!x.and_not(allowed).is_zero()) << b;
        }
        Ok(())
    }

    /// Propagates until no box and no band changes.
    #[inline(always)]
    fn propagate(
        &mut self,
        mut dirty_boxes: u16,
        mut dirty_bands: u8,
    ) -> Result<(), Contradiction> {
        loop {
            if dirty_bands != 0 {
                let n = dirty_bands.trailing_zeros() as usize;
                dirty_bands &= dirty_bands - 1;
                self.update_band(n, &mut dirty_boxes)?;
            } else if dirty_boxes != 0 {
                let a = dirty_boxes.trailing_zeros() as usize;
                dirty_boxes &= dirty_boxes - 1;
                if dirty_boxes.count_ones() >= 2 {
                    let b = dirty_boxes.trailing_zeros() as usize;
                    dirty_boxes &= dirty_boxes - 1;
                    let c = dirty_boxes.trailing_zeros() as usize;
                    dirty_boxes &= dirty_boxes - 1;
                    self.update_boxes3((a, b, c), &mut dirty_bands)?;
                } else if dirty_boxes != 0 {
                    let b = dirty_boxes.trailing_zeros() as usize;
                    dirty_boxes &= dirty_boxes - 1;
                    self.update_boxes((a, b), &mut dirty_bands)?;
                } else {
                    self.update_box(a, &mut dirty_bands)?;
                }
            } else {
                return Ok(());
            }
        }
    }

    /// Where to branch: the band with the fewest patterns left that is not fixed, and in it a
    /// digit with the fewest patterns (two when there is one), as (band, digit bit); `None`
    /// when every band is fixed, that is, the grid is solved.
    ///
    /// A band whose every digit has a pattern holds at least nine, exactly nine when it is
    /// fixed, so the totals choose the band. A digit left without a pattern is a contradiction:
    /// it is looked for in the bands of nine or fewer and in the band chosen, not in the others
    /// (propagation finds it later, or the choice does when that band's turn comes).
    #[inline(always)]
    fn branch(&self) -> Result<Option<(usize, u16)>, Contradiction> {
        let (mut fewest, mut chosen) = (u32::MAX, None);
        for (n, band) in self.bands.iter().enumerate() {
            let total = band.count_ones();
            if total > 9 {
                if total < fewest {
                    (fewest, chosen) = (total, Some(n));
                }
            } else if band.to_array().iter().fold(0, |one, &lane| one | lane) != ALL {
                return Err(Contradiction);
            }
        }
        let Some(n) = chosen else { return Ok(None) };
        let (mut one, mut two, mut three) = (0u16, 0u16, 0u16);
        for &lane in &self.bands[n].to_array()[..6] {
            three |= two & lane;
            two |= one & lane;
            one |= lane;
        }
        if one != ALL {
            return Err(Contradiction);
        }
        let exactly_two = two & !three;
        let digits = if exactly_two != 0 { exactly_two } else { two };
        Ok(Some((n, digits & digits.wrapping_neg())))
    }

    /// The solved grid as a board. Only called when every band is fixed.
    #[inline(always)]
    fn solved_board(&self) -> Board {
        let mut values = [0u8; 81];
        for (b, x) in self.boxes.iter().enumerate() {
            let digits = x.digits();
            for r in 0..3 {
                let cell = (b / 3 * 3 + r) * 9 + b % 3 * 3;
                values[cell..cell + 3].copy_from_slice(&digits[4 * r..4 * r + 3]);
            }
        }
        let mut board = Board::EMPTY;
        *board.cells_mut() = values.map(Digit::new);
        board
    }
}

/// Runs the search on `board` as [`crate::bands::search`] does, with the same contract: each
/// solution to `found` until `limit` of them, `None` when the givens clash. In the counts, a try
/// is one side of a branch (a digit's pattern assumed, or assumed gone).
#[allow(unsafe_code)]
pub(crate) fn search(isa: Isa, board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    match isa {
        // SAFETY: `Isa::detect` found AVX2, POPCNT and AVX-512 F, VL, BW and BITALG here.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx512 => unsafe { run_avx512(board, limit, found) },
        // SAFETY: `Isa::detect` found AVX2 and POPCNT on this processor.
        #[cfg(target_arch = "x86_64")]
        Isa::Avx2 => unsafe { run_avx2(board, limit, found) },
        // SAFETY: `Isa::detect` found SSSE3, SSE4.1 and POPCNT on this processor.
        #[cfg(target_arch = "x86_64")]
        Isa::Sse41 => unsafe { run_sse41(board, limit, found) },
        #[cfg(not(target_arch = "x86_64"))]
        Isa::Portable => run_portable(board, limit, found),
    }
}

/// wasm with 128-bit vectors: compiled with `simd128` also when the build as a whole was not
/// (the crate's `simd128` feature), so that the vector operations inline here.
#[cfg(wasm_simd)]
#[target_feature(enable = "simd128")]
fn run_portable(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    run::<Pair>(board, limit, found)
}

/// Plain arrays, on any target without vectors we use.
#[cfg(not(any(target_arch = "x86_64", wasm_simd)))]
fn run_portable(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    run::<Pair>(board, limit, found)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(
    enable = "avx,avx2,popcnt,bmi1,bmi2,lzcnt,ssse3,sse4.1,avx512f,avx512vl,avx512bw,avx512bitalg"
)]
fn run_avx512(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    run::<vector::Avx512>(board, limit, found)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx,avx2,popcnt,bmi1,bmi2,lzcnt,ssse3,sse4.1")]
fn run_avx2(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    run::<vector::Avx2>(board, limit, found)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3,sse4.1,popcnt")]
fn run_sse41(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    run::<Pair>(board, limit, found)
}

/// Each band's given cells, bit `9r + c` for row `r`, column `c` of the band: a byte at a time,
/// with no branch. (Not inlined: inside the search's entries, compiled for wider vectors, this loop
/// took the triad search 10% longer on top1465.)
#[inline(never)]
fn given_cells(board: &Board) -> [u32; 3] {
    board.band_words().map(|words| {
        words.iter().enumerate().fold(0, |cells, (i, &word)| {
            // A value's "not zero" folded into its byte's low bit (values are below 16).
            cells | low_bits(word | word >> 1 | word >> 2 | word >> 3) << (8 * i)
        })
    })
}

/// Branches the top state on `bit`'s digit in band `n`: a copy of it pushed above, where the
/// digit takes its first pattern (it has two or more), while the state below, the other side
/// to try later, loses that pattern.
#[inline(always)]
fn split<W: Wide>(states: &mut Stack<State<W>, 56>, n: usize, bit: u16) {
    let top = states.len() - 1;
    let k = states[top].bands[n]
        .and(V8::splat(bit))
        .first_nonzero_lane();
    #[cfg(not(wasm_simd))]
    {
        let copy = states[top].copied();
        states.push(copy);
    }
    #[cfg(wasm_simd)]
    states.push_copy_of_top();
    // (In registers, as in `give`.)
    let lane_k = V8::new([0, 1, 2, 3, 4, 5, 6, 7]).eq(V8::splat(k as u16));
    let (band, digit) = (states[top].bands[n], V8::splat(bit));
    // Later: the digit loses pattern k.
    states[top].bands[n] = band.and_not(lane_k.and(digit));
    // Now: the digit takes pattern k, leaving every other.
    states[top + 1].bands[n] = band.and_not(digit.and_not(lane_k));
}

/// The whole search in one function, without recursion (a stack of the states still to try),
/// so that every step inlines into the entry compiled for the processor's instructions.
///
/// The states of the search are a stack, the current one on top; below it, the other side of
/// each branch taken on the way, each with the band its branch changed (to propagate when its
/// turn comes) and its depth (`pending`). A branch copies the current state once, in place.
/// A state is pushed at each branch, for its first side, and popped when that side is done;
/// its first side fixes a digit in a band (one pattern left), which nothing deeper undoes, and
/// a branch is on a digit not fixed. So the states on the stack are at most the 54 (band,
/// digit) pairs and the one below them.
#[inline(always)]
fn run<W: Wide>(board: &Board, limit: usize, mut found: Found<'_>) -> Option<Work> {
    let values = board.cells().map(|digit| digit.map_or(0, Digit::get));
    let (state, mut dirty_boxes, mut dirty_bands) =
        State::<W>::with_givens(&values, given_cells(board));
    let mut counts = Counts::default();
    let mut first = None;
    if limit == 0 {
        return board.clashes().is_empty().then_some(Work {
            all: counts,
            first,
            solutions: 0,
        });
    }
    let mut count = 0;
    let mut states = Stack::<State<W>, 56>::new();
    let mut pending = Stack::<(usize, u32), 56>::new();
    states.push(state);
    let mut depth = 0;
    // Whether the top state is a try (one side of a branch), not the givens'.
    let mut trying = false;
    // One call of `propagate` for every state, the givens' first (at three, wasm's solver
    // worker held three copies of the inlined propagation: 1.5 KiB gzipped).
    'search: loop {
        // The top state's changes since it was last propagated.
        let top = states.len() - 1;
        if states[top].propagate(dirty_boxes, dirty_bands).is_ok() {
            if trying {
                counts.placements += 1;
                counts.max_depth = counts.max_depth.max(depth);
            }
            trying = true;
            match states[top].branch() {
                Ok(Some((n, bit))) => {
                    split(&mut states, n, bit);
                    pending.push((n, depth + 1));
                    depth += 1;
                    counts.tries += 1;
                    (dirty_boxes, dirty_bands) = (0, 1 << n);
                    continue 'search;
                }
                Ok(None) => {
                    if count == 0 {
                        first = Some(counts);
                    }
                    count += 1;
                    if let Some(found) = found.as_deref_mut() {
                        found(states[top].solved_board());
                    }
                    if count >= limit {
                        break 'search;
                    }
                }
                Err(Contradiction) => {}
            }
        } else if trying {
            counts.backtracks += 1;
        }
        // Back to the latest branch not yet followed.
        states.pop();
        let Some((n, at)) = pending.pop() else {
            break 'search;
        };
        depth = at;
        counts.tries += 1;
        (dirty_boxes, dirty_bands) = (0, 1 << n);
    }
    // Clashing givens leave no solution (`State::with_givens`): told apart from a puzzle without
    // one only here, where no solution was found.
    if count == 0 && !board.clashes().is_empty() {
        return None;
    }
    Some(Work {
        all: counts,
        first,
        solutions: count,
    })
}

#[cfg(test)]
mod tests;
