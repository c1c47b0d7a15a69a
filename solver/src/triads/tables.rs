//! The triad search's constant tables: a box's lanes by kind, the lanes a given digit sets, the
//! turns and shuffles that move minirows and minicolumns between a box and its bands (the layout
//! is drawn at the top of `triads/mod.rs`).

use super::vector::{Lanes, Z};

/// Every digit, one bit each (digit 1 is bit 0).
pub(super) const ALL: u16 = 0x1ff;

/// `PATTERNS[k][p]`: in pattern `k`, the minirow (the minicolumn, for a vertical band) of the
/// band's box `p` that holds the digit.
pub(super) const PATTERNS: [[usize; 3]; 6] = crate::bands::PERMUTATIONS;

/// A box's lanes as a constant.
pub(super) const fn lanes16(cells: u16, minirows: u16, minicolumns: u16, last: u16) -> [u16; 16] {
    [
        cells,
        cells,
        cells,
        minirows, //
        cells,
        cells,
        cells,
        minirows, //
        cells,
        cells,
        cells,
        minirows, //
        minicolumns,
        minicolumns,
        minicolumns,
        last,
    ]
}

/// The cell lanes.
pub(super) const CELLS: [u16; 16] = lanes16(ALL, 0, 0, 0);
/// The least each lane may hold.
pub(super) const MINIMUM: [u16; 16] = lanes16(1, 6, 6, 0);
/// Rows 0 to 2: cells and H lanes.
pub(super) const ROWS: [u16; 16] = lanes16(ALL, ALL, 0, 0);
/// Columns 0 to 2: cells and V lanes.
pub(super) const COLUMNS: [u16; 16] = lanes16(ALL, 0, ALL, 0);
/// All ones outside rows 0 to 2 (the V lanes and lane 15), outside columns 0 to 2 (the H lanes
/// and lane 15): where a digit is never alone in its row (its column) of the matrix.
pub(super) const NOT_ROWS: [u16; 16] = lanes16(0, 0, 0xffff, 0xffff);
pub(super) const NOT_COLUMNS: [u16; 16] = lanes16(0, 0xffff, 0, 0xffff);

/// For a given at row `r`, column `c` of its box (`GIVE[3r + c]`): all ones in the lanes that lose
/// its digit (the box's other cells, the H lane of its minirow, the V lane of its minicolumn),
/// and in its own lane, which loses every other digit.
pub(super) const fn give_lanes(position: usize) -> [[u16; 16]; 2] {
    let (r, c) = (position / 3, position % 3);
    let mut others = [0u16; 16];
    let mut lane = 0;
    while lane < 11 {
        if lane % 4 != 3 {
            others[lane] = 0xffff;
        }
        lane += 1;
    }
    others[4 * r + 3] = 0xffff;
    others[12 + c] = 0xffff;
    others[4 * r + c] = 0;
    let mut own = [0u16; 16];
    own[4 * r + c] = 0xffff;
    [others, own]
}

pub(super) static GIVE: [[[u16; 16]; 2]; 9] = {
    let mut table = [[[0; 16]; 2]; 9];
    let mut position = 0;
    while position < 9 {
        table[position] = give_lanes(position);
        position += 1;
    }
    table
};

/// `ELSEWHERE[p][e]`: all ones in the pattern lanes that put a digit in another minirow than `e`
/// of the band's box `p` (for a vertical band, minicolumn and box down the stack).
pub(super) static ELSEWHERE: [[[u16; 8]; 3]; 3] = {
    let mut table = [[[0; 8]; 3]; 3];
    let mut p = 0;
    while p < 3 {
        let mut k = 0;
        while k < 6 {
            let mut e = 0;
            while e < 3 {
                if PATTERNS[k][p] != e {
                    table[p][e][k] = 0xffff;
                }
                e += 1;
            }
            k += 1;
        }
        p += 1;
    }
    table
};

/// Turns within each row of four lanes: lane `i` takes lane `i + k` of its row.
pub(super) const TURN1: Lanes = Lanes::new([1, 2, 3, 0, 5, 6, 7, 4]);
pub(super) const TURN2: Lanes = Lanes::new([2, 3, 0, 1, 6, 7, 4, 5]);
pub(super) const TURN3: Lanes = Lanes::new([3, 0, 1, 2, 7, 4, 5, 6]);

/// For a band's pattern lanes (in both halves of a [`Wide`]): where box `p`'s minirow `e` is
/// found. Each minirow belongs to two patterns; `TRIADS[0]` gathers the first, `TRIADS[1]` the
/// second, so that OR-ing the two shuffles gives, in lane `4p + e`, the digits that can still be
/// in minirow `e` of box `p` (lanes 3, 7 and 11 to 15 give 0).
pub(super) const fn triads(second: bool, p: usize) -> Lanes {
    let base = if p == 1 { 4 } else { 0 };
    let mut lanes = [Z; 8];
    let mut e = 0;
    while e < 3 {
        let mut found = 0;
        let mut k = 0;
        while k < 6 {
            if PATTERNS[k][p] == e {
                if (found == 1) == second {
                    lanes[base + e] = k as u8;
                }
                found += 1;
            }
            k += 1;
        }
        e += 1;
    }
    Lanes::new(lanes)
}

pub(super) const TRIADS: [[Lanes; 2]; 2] = [
    [triads(false, 0).merge(triads(false, 1)), triads(false, 2)],
    [triads(true, 0).merge(triads(true, 1)), triads(true, 2)],
];

/// For a box's three minirow values in lanes 0..3: lane `k` takes the one pattern `k` puts the
/// digit in, for box `p` of the band (lanes 6 and 7 give 0).
pub(super) const fn to_patterns(p: usize, shift: usize) -> Lanes {
    let mut lanes = [Z; 8];
    let mut k = 0;
    while k < 6 {
        lanes[k] = ((PATTERNS[k][p] + shift) % 3) as u8;
        k += 1;
    }
    Lanes::new(lanes)
}

pub(super) const TO_PATTERNS: [Lanes; 3] =
    [to_patterns(0, 0), to_patterns(1, 0), to_patterns(2, 0)];
/// As [`TO_PATTERNS`], from the two other minirows than the pattern's.
pub(super) const TO_OTHER_PATTERNS: [[Lanes; 3]; 2] = [
    [to_patterns(0, 1), to_patterns(1, 1), to_patterns(2, 1)],
    [to_patterns(0, 2), to_patterns(1, 2), to_patterns(2, 2)],
];

/// From a box's three minirow triads in lanes 0..3 and every digit in lane 3 (in both halves of a
/// [`Wide`]), what the box may keep: each cell the digits its minirow may hold; each H lane the
/// digits some other minirow may hold; the V lanes everything. The two shuffles are OR-ed.
pub(super) const HORIZONTAL_TO_BOX: [[Lanes; 2]; 2] = [
    [
        Lanes::new([0, 0, 0, 1, 1, 1, 1, 2]),
        Lanes::new([2, 2, 2, 0, 3, 3, 3, 3]),
    ],
    [
        Lanes::new([Z, Z, Z, 2, Z, Z, Z, 0]),
        Lanes::new([Z, Z, Z, 1, Z, Z, Z, Z]),
    ],
];
/// The same for a vertical band: each cell the digits its minicolumn may hold, each V lane those
/// some other minicolumn may hold, the H lanes everything.
pub(super) const VERTICAL_TO_BOX: [[Lanes; 2]; 2] = [
    [
        Lanes::new([0, 1, 2, 3, 0, 1, 2, 3]),
        Lanes::new([0, 1, 2, 3, 1, 2, 0, 3]),
    ],
    [
        Lanes::new([Z, Z, Z, Z, Z, Z, Z, Z]),
        Lanes::new([Z, Z, Z, Z, 2, 0, 1, Z]),
    ],
];

/// [`HORIZONTAL_TO_BOX`] and [`VERTICAL_TO_BOX`], by the band's orientation.
pub(super) const TO_BOX: [[[Lanes; 2]; 2]; 2] = [HORIZONTAL_TO_BOX, VERTICAL_TO_BOX];

/// From a box's rows spread (lanes 3, 7; 3 of the high half): the minirows' digits in lanes 0..3.
pub(super) const MINIROWS_LOW: Lanes = Lanes::new([3, 7, Z, Z, Z, Z, Z, Z]);
pub(super) const MINIROWS_HIGH: Lanes = Lanes::new([Z, Z, 3, Z, Z, Z, Z, Z]);
/// From a box's H lanes: H of the next minirow in lanes 0..3, of the one after in lanes 4..7.
pub(super) const NEXT_H_LOW: Lanes = Lanes::new([7, Z, 3, Z, Z, 3, 7, Z]);
pub(super) const NEXT_H_HIGH: Lanes = Lanes::new([Z, 3, Z, Z, 3, Z, Z, Z]);
/// From a box's V lanes (4..7 of the high half): V of the next minicolumn in lanes 0..3, of the
/// one after in lanes 4..7.
pub(super) const NEXT_V: Lanes = Lanes::new([5, 6, 4, Z, 6, 4, 5, Z]);

/// The boxes of band `n` (0..3 horizontal, 3..6 vertical), in order.
pub(super) const BAND_BOXES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];
