//! Sets of digits as bits (digit `d` is bit `d - 1`), as every rule reads and narrows them.

/// The bit of `digit`.
pub(crate) fn bit(digit: u32) -> u16 {
    1 << (digit - 1)
}

/// The digits `low..=high` as bits (empty when `high < low`), within `full`.
pub(crate) fn range(low: i64, high: i64, full: u16) -> u16 {
    let low = low.max(1);
    let high = high.min(16);
    if high < low {
        return 0;
    }
    let span = (1u32 << high) - (1u32 << (low - 1));
    span as u16 & full
}

/// The lowest digit of `mask` (17 for none).
pub(crate) fn lowest(mask: u16) -> i64 {
    i64::from(mask.trailing_zeros()) + 1
}

/// The highest digit of `mask` (0 for none).
pub(crate) fn highest(mask: u16) -> i64 {
    16 - i64::from(mask.leading_zeros())
}
