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

    /// Its cells, in increasing order (only the members are visited).
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..4).flat_map(move |i| {
            let mut word = self.0[i];
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

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
        assert!(a.contains(255) && !a.contains(1) && !a.contains(300));
        let mut c = a;
        c.remove(0);
        assert_eq!(c.len(), 4);
        assert!(Cells::default().is_empty() && !c.is_empty());
    }
}
