//! The bit boards SE's rules share (and the logic engine's almost locked sets): a set of cells is a `u128`, a bit per cell (0-80); a set of
//! digits a `u16`, bit `digit` (0-8). The units' masks are the logic engine's own (`trial.rs`).

pub(in crate::logic) use super::houses::UNIT_MASKS as UNIT_BITS;
pub(in crate::logic) use super::houses::regions;

/// A cell's 20 peers.
pub(in crate::logic) fn peers(cell: usize) -> u128 {
    let [b, r, c] = regions(cell);
    (UNIT_BITS[b] | UNIT_BITS[r] | UNIT_BITS[c]) & !(1 << cell)
}

/// The cells that see every cell of `group` (all cells, for none).
pub(in crate::logic) fn seeing(group: u128) -> u128 {
    cells(group).fold(!0, |all, c| all & peers(c))
}

/// The cells of `bits`, in increasing order.
pub(in crate::logic) fn cells(mut bits: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let cell = bits.trailing_zeros() as usize;
        bits &= bits.wrapping_sub(1);
        (cell < 128).then_some(cell)
    })
}

/// The digits of `mask`, in increasing order.
pub(in crate::logic) fn digits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let digit = mask.trailing_zeros() as usize;
        mask &= mask.wrapping_sub(1);
        (digit < 16).then_some(digit)
    })
}

/// SE's intersections (Locking), in its order: box and column, box and row, column and box, row
/// and box; each digit; each first unit holding the digit twice or more, all of them in the
/// second unit. Calls `found` with (first unit, second unit, digit) until it returns `true`.
pub(in crate::logic) fn intersections(
    places: impl Fn(usize, usize) -> u128,
    found: &mut dyn FnMut(usize, usize, usize) -> bool,
) {
    const BOXES: usize = 18;
    const ROWS: usize = 0;
    const COLUMNS: usize = 9;
    for (first, second) in [
        (BOXES, COLUMNS),
        (BOXES, ROWS),
        (COLUMNS, BOXES),
        (ROWS, BOXES),
    ] {
        for digit in 0..9 {
            for i1 in 0..9 {
                let here = places(first + i1, digit);
                if here.count_ones() < 2 {
                    continue;
                }
                for i2 in 0..9 {
                    let two = UNIT_BITS[second + i2];
                    let crosses = UNIT_BITS[first + i1] & two != 0;
                    if crosses && here & !two == 0 && found(first + i1, second + i2, digit) {
                        return;
                    }
                }
            }
        }
    }
}
