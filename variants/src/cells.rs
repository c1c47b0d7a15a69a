//! A set of cells of a grid of at most 16x16.
//!
//! ```text
//!   Cells([u64; 4])   cell c is bit c % 64 of word c / 64; 256 bits cover a 16x16 grid
//! ```

/// A set of cells (up to 256), with the set operations the search needs.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Cells([u64; 4]);

impl Cells {
    /// The most cells a set can hold: a 16x16 grid's.
    pub const CAPACITY: usize = 256;

    /// Adds `cell` (below [`Cells::CAPACITY`]).
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: usize) -> bool {
        cell < Self::CAPACITY && self.0[cell / 64] >> (cell % 64) & 1 == 1
    }

    /// The cells in both.
    #[must_use]
    pub fn and(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The cells in either.
    #[must_use]
    pub fn or(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cells of `self` not in `other`.
    #[must_use]
    pub fn minus(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// How many cells it holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Its cells, in increasing order (only the members are visited). It knows how many are
    /// left, so a `collect` makes its vector once, at its size.
    pub fn iter(&self) -> Members {
        Members {
            words: self.0,
            word: 0,
            left: self.len(),
        }
    }
}

/// The cells of a [`Cells`], in increasing order: the words still to visit, the lowest first.
pub struct Members {
    words: [u64; 4],
    word: usize,
    left: usize,
}

impl Iterator for Members {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while let Some(word) = self.words.get_mut(self.word) {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                self.left -= 1;
                return Some(self.word * 64 + bit);
            }
            self.word += 1;
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Members {}

impl FromIterator<usize> for Cells {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut set = Cells::default();
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::Cells;

    #[test]
    fn set_operations_visit_members_only() {
        let a: Cells = [0, 5, 64, 200, 255].into_iter().collect();
        let b: Cells = [5, 200, 7].into_iter().collect();
        assert_eq!(a.and(b).iter().collect::<Vec<_>>(), [5, 200]);
        assert_eq!(a.or(b).len(), 6);
        assert_eq!(a.minus(b).iter().collect::<Vec<_>>(), [0, 64, 255]);
        let mut members = a.iter();
        assert_eq!(members.len(), 5);
        members.next();
        assert_eq!((members.len(), members.next()), (4, Some(5)));
        assert!(a.contains(255) && !a.contains(1) && !a.contains(300));
        let mut c = a;
        c.remove(0);
        assert_eq!(c.len(), 4);
        assert!(Cells::default().is_empty() && !c.is_empty());
    }
}
