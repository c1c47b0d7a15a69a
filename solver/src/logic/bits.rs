//! The bit boards SE's rules share (and the logic engine's almost locked sets): a set of cells is a `u128`, a bit per cell (0-80); a set of
//! digits a `u16`, bit `digit` (0-8). A house's cells are its `House::mask`.

use super::houses::House;

/// A candidate as the bit boards index it: a cell (0-80) and a digit (0-8). Ordered by cell,
/// then digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(in crate::logic) struct Candidate {
    /// The cell's index, 0-80.
    pub cell: usize,
    /// The digit less one, 0-8.
    pub digit: usize,
}

impl Candidate {
    /// `digit` (0-8) in `cell` (0-80).
    pub(in crate::logic) const fn new(cell: usize, digit: usize) -> Candidate {
        Candidate { cell, digit }
    }

    /// The candidate as the board names it.
    pub(in crate::logic) fn named(self) -> (crate::Cell, crate::Digit) {
        let digit = crate::Digit::from_table(self.digit as u8);
        (super::cell_at(self.cell as u8), digit)
    }
}

pub(in crate::logic) use super::houses::peers;

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
/// second unit. Calls `found` with (first house, second house, digit) until it returns `true`.
pub(in crate::logic) fn intersections(
    places: impl Fn(House, usize) -> u128,
    found: &mut dyn FnMut(House, House, usize) -> bool,
) {
    for (firsts, seconds) in [
        (House::BLOCKS, House::COLUMNS),
        (House::BLOCKS, House::ROWS),
        (House::COLUMNS, House::BLOCKS),
        (House::ROWS, House::BLOCKS),
    ] {
        for digit in 0..9 {
            for first in firsts {
                let here = places(first, digit);
                if here.count_ones() < 2 {
                    continue;
                }
                for second in seconds {
                    let two = second.mask();
                    let crosses = first.mask() & two != 0;
                    if crosses && here & !two == 0 && found(first, second, digit) {
                        return;
                    }
                }
            }
        }
    }
}

/// `items` ordered by `key`, equals in the order they came (as a stable sort would), by one
/// sort of plain integers: the engine carries the code of that one sort (SE's found chains use
/// it too) rather than a sort per type of item.
pub(in crate::logic) fn stable_by_key<T: Copy>(items: &[T], key: impl Fn(&T) -> u32) -> Vec<T> {
    // key (32 bits) | place (32)
    let mut keys: Vec<u64> = (items.iter().enumerate())
        .map(|(i, item)| u64::from(key(item)) << 32 | i as u64)
        .collect();
    sort_keys(&mut keys);
    keys.iter().map(|&k| items[k as u32 as usize]).collect()
}

/// `candidates` in order (by cell, then digit), by the engine's one sort of plain integers: a
/// sort of `Candidate`s of its own was 3.3 KiB of the logic worker's code, gzipped.
pub(in crate::logic) fn sorted(candidates: &[Candidate]) -> Vec<Candidate> {
    let mut keys: Vec<u64> = (candidates.iter())
        .map(|c| (c.cell << 4 | c.digit) as u64)
        .collect();
    sort_keys(&mut keys);
    (keys.iter())
        .map(|&k| Candidate::new(k as usize >> 4, k as usize & 0xF))
        .collect()
}

/// Sorts plain integer keys, ascending: the engine's one sort (a heapsort: 1.8 KiB less of the
/// logic worker, gzipped, than the standard library's unstable sort, for paths about 4% slower:
/// docs/BENCHMARKS.md; the keys are unique, so stability does not arise).
pub(in crate::logic) fn sort_keys(keys: &mut [u64]) {
    // Sifts `keys[at]` down the max-heap of the first `len` keys.
    fn sift(keys: &mut [u64], mut at: usize, len: usize) {
        loop {
            let mut child = 2 * at + 1;
            if child >= len {
                return;
            }
            if child + 1 < len && keys[child + 1] > keys[child] {
                child += 1;
            }
            if keys[at] >= keys[child] {
                return;
            }
            keys.swap(at, child);
            at = child;
        }
    }
    let len = keys.len();
    for at in (0..len / 2).rev() {
        sift(keys, at, len);
    }
    for end in (1..len).rev() {
        keys.swap(0, end);
        sift(keys, 0, end);
    }
}

/// The candidates set in `removed` (a set of cells per digit 0-8), in reading order, then by
/// digit.
pub(in crate::logic) fn in_order(removed: &[u128; 9]) -> Vec<(crate::Cell, crate::Digit)> {
    (0..81)
        .flat_map(|c| (0..9).map(move |d| (c, d)))
        .filter(|&(c, d)| removed[d] >> c & 1 == 1)
        .map(|(c, d)| Candidate::new(c, d).named())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_by_key_keeps_the_order_of_equals() {
        let items = [(0, 3), (1, 1), (2, 3), (3, 0), (4, 1)];
        let sorted = stable_by_key(&items, |&(_, k)| k);
        assert_eq!(sorted, [(3, 0), (1, 1), (4, 1), (0, 3), (2, 3)]);
        let mut std = items.to_vec();
        std.sort_by_key(|&(_, k)| k);
        assert_eq!(sorted, std);
    }

    #[test]
    fn in_order_lists_cells_then_digits() {
        let mut removed = [0u128; 9];
        removed[4] = 1 << 80 | 1 << 2;
        removed[0] = 1 << 2;
        let list: Vec<String> = in_order(&removed)
            .iter()
            .map(|(c, d)| format!("{c}={d}"))
            .collect();
        assert_eq!(list, ["r1c3=1", "r1c3=5", "r9c9=5"]);
    }
}

#[cfg(test)]
mod sort_tests {
    use super::sort_keys;

    #[test]
    fn the_keys_come_out_in_order() {
        // Small, reversed, repeated and pseudo-random lists, against the standard library's sort.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let lists: Vec<Vec<u64>> = vec![
            vec![],
            vec![5],
            vec![2, 1],
            (0..100).rev().collect(),
            vec![3, 1, 3, 1, 2, 2],
            (0..1000).map(|_| random() % 50).collect(),
            (0..729).map(|_| random()).collect(),
        ];
        for list in lists {
            let (mut ours, mut theirs) = (list.clone(), list);
            sort_keys(&mut ours);
            theirs.sort_unstable();
            assert_eq!(ours, theirs);
        }
    }
}
