//! Digits 1-9 and sets of them.

use std::fmt;
use std::num::NonZeroU8;

/// A Sudoku digit, 1 to 9. No other value can be built.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// Every digit, 1 to 9, in increasing order.
    pub const ALL: [Digit; 9] = {
        let mut all = [Digit(NonZeroU8::MIN); 9];
        let mut i = 0;
        while i < 9 {
            all[i] = Digit(NonZeroU8::new(i as u8 + 1).unwrap());
            i += 1;
        }
        all
    };

    /// The digit `value`, or `None` unless `1 <= value <= 9`.
    ///
    /// ```
    /// use sudoku_solver::Digit;
    /// assert_eq!(Digit::new(7).map(Digit::get), Some(7));
    /// assert_eq!(Digit::new(0), None);
    /// assert_eq!(Digit::new(10), None);
    /// ```
    pub const fn new(value: u8) -> Option<Digit> {
        match value {
            1..=9 => Some(Digit(NonZeroU8::new(value).unwrap())),
            _ => None,
        }
    }

    /// The digit of bit or index `d` (0-8: digit `d + 1`) in the crate's own bit boards and
    /// tables: no check in a release build (a panic path at every use costs the workers' code
    /// size), one in tests.
    pub(crate) const fn from_table(d: u8) -> Digit {
        debug_assert!(d < 9);
        match NonZeroU8::new(d.wrapping_add(1)) {
            Some(digit) => Digit(digit),
            None => Digit(NonZeroU8::MIN),
        }
    }

    /// The digit written as the character `'1'`..=`'9'`, or `None` for any other character.
    pub const fn from_char(ch: char) -> Option<Digit> {
        match ch {
            '1'..='9' => Digit::new(ch as u8 - b'0'),
            _ => None,
        }
    }

    /// The value, 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The character `'1'`..=`'9'`.
    pub const fn to_char(self) -> char {
        (b'0' + self.get()) as char
    }

    /// This digit's bit in a [`DigitSet`]: bit `d - 1`.
    pub(crate) const fn bit(self) -> u16 {
        1 << (self.get() - 1)
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digit({})", self.get())
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A set of digits, such as the candidates of a cell.
///
/// Bit layout of the `u16` inside: bit `d - 1` is set when digit `d` is in the set.
///
/// ```text
///  bit: 15 ... 9 | 8 7 6 5 4 3 2 1 0
///       unused   | 9 8 7 6 5 4 3 2 1   <- digit
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u16);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1ff);

    pub(crate) const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1ff)
    }

    /// Bit `d - 1` for each digit `d` in the set.
    pub(crate) const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    /// The set with `digit` added.
    #[must_use]
    pub const fn with(self, digit: Digit) -> DigitSet {
        DigitSet(self.0 | digit.bit())
    }

    /// The set with `digit` removed.
    #[must_use]
    pub const fn without(self, digit: Digit) -> DigitSet {
        DigitSet(self.0 & !digit.bit())
    }

    /// The digits in both sets.
    ///
    /// ```
    /// use sudoku_solver::{Digit, DigitSet};
    /// let d = |n| Digit::new(n).unwrap();
    /// let (ab, bc) = (DigitSet::EMPTY.with(d(1)).with(d(2)), DigitSet::EMPTY.with(d(2)).with(d(3)));
    /// assert_eq!(ab.intersect(bc), DigitSet::EMPTY.with(d(2)));
    /// assert_eq!(ab.union(bc).len(), 3);
    /// assert_eq!(ab.difference(bc), DigitSet::EMPTY.with(d(1)));
    /// ```
    #[must_use]
    pub const fn intersect(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// The digits in either set.
    #[must_use]
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// The digits of this set not in `other`.
    #[must_use]
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// How many digits are in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        Digit::ALL.into_iter().filter(move |&d| self.contains(d))
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        iter.into_iter().fold(DigitSet::EMPTY, DigitSet::with)
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Digit::get)).finish()
    }
}
