//! Propagation's working state: the candidates, and what is left to do after each change.
//!
//! ```text
//!   grid      u16 per cell: bit 0 = digit 1 ... bit 15 = digit 16
//!   singles   cells narrowed to one digit, whose peers must still lose it
//!   pending   rules whose cells changed since they last ran, as a bit set of rules
//!             (u64 words, rule r at bit r % 64 of word r / 64); a cell's change ORs in its
//!             watchers' words ([`Watch`])
//!   queue     the same rules in the order they became pending (first in, first run)
//! ```
//!
//! Every narrowing goes through [`Work::keep`], which notes new singles and queues the rules
//! that watch the cell; propagation empties both until nothing changes (a fixed point).

use std::collections::VecDeque;

use crate::cells::Cells;

/// A contradiction: some cell, house or rule has no way left.
#[derive(Debug)]
pub(crate) struct Clash;

/// `Ok` while no contradiction is found.
pub(crate) type Found = Result<(), Clash>;

/// The candidates being narrowed and the work that narrowing leaves (its buffers kept from one
/// node of the search to the next).
pub(crate) struct Work<'a> {
    /// Each cell's candidates.
    pub grid: Vec<u16>,
    /// Each cell's peers (the cells that may not hold its digit), as sets.
    pub peer_sets: &'a [Cells],
    /// The grid's side (the largest digit).
    pub size: usize,
    /// Every digit of the grid, as bits.
    pub full: u16,
    watch: &'a Watch,
    pending: Vec<u64>,
    queue: VecDeque<u32>,
    rules: usize,
    singles: Vec<usize>,
}

/// Which rules watch each cell (a change there may let them narrow something), as the words of
/// a bit set of rules that are not zero: what [`Work::keep`] ORs into the pending rules.
pub(crate) struct Watch {
    /// Cell `c`'s words are `words[starts[c]..starts[c + 1]]`.
    starts: Vec<u32>,
    /// (word index, bits of the rules of that word).
    words: Vec<(u32, u64)>,
}

impl Watch {
    /// From each cell's list of rules (indices, increasing).
    pub fn new(rules_of: &[Vec<u32>]) -> Watch {
        let mut starts = vec![0u32];
        let mut words: Vec<(u32, u64)> = Vec::new();
        for rules in rules_of {
            let first = words.len();
            for &r in rules {
                let word = r / 64;
                match words[first..].last_mut() {
                    Some((w, bits)) if *w == word => *bits |= 1 << (r % 64),
                    _ => words.push((word, 1 << (r % 64))),
                }
            }
            starts.push(words.len() as u32);
        }
        Watch { starts, words }
    }

    /// No rule watches any of `cells` cells.
    pub fn none(cells: usize) -> Watch {
        Watch {
            starts: vec![0; cells + 1],
            words: Vec::new(),
        }
    }

    fn of(&self, cell: usize) -> &[(u32, u64)] {
        &self.words[self.starts[cell] as usize..self.starts[cell + 1] as usize]
    }
}

impl<'a> Work<'a> {
    /// Digits `required` in `cells` (each must stand there once): one with a single place
    /// goes there, and the cells that see all its places lose it.
    pub fn point_out(&mut self, cells: &[usize], required: u16) -> Found {
        let mut need = required;
        while need != 0 {
            let d = need & need.wrapping_neg();
            need &= need - 1;
            let mut places = cells.iter().copied().filter(|&c| self.grid[c] & d != 0);
            let Some(first) = places.next() else {
                return Err(Clash);
            };
            let mut seen = self.peer_sets[first];
            let mut more = false;
            for c in places {
                seen = seen.and(self.peer_sets[c]);
                more = true;
            }
            if !more {
                self.keep(first, d)?;
            }
            for c in seen.iter() {
                self.keep(c, !d)?;
            }
        }
        Ok(())
    }

    /// Work for a grid of side `size` whose cells' rules are `watch` (of `rules` rules).
    pub fn new(peer_sets: &'a [Cells], watch: &'a Watch, rules: usize, size: usize) -> Self {
        Work {
            grid: Vec::new(),
            peer_sets,
            size,
            full: ((1u32 << size) - 1) as u16,
            watch,
            pending: vec![0; rules.div_ceil(64)],
            queue: VecDeque::with_capacity(rules),
            rules,
            singles: Vec::new(),
        }
    }

    /// Starts on `grid`: from scratch (every rule queued, every placed cell to spread), or, when
    /// the grid is a propagated one with only `changed` narrowed since, from that cell alone.
    pub fn start(&mut self, grid: Vec<u16>, changed: Option<usize>) {
        self.grid = grid;
        self.pending.fill(0);
        self.queue.clear();
        self.singles.clear();
        match changed {
            None => {
                let singles = (0..self.grid.len()).filter(|&c| self.grid[c].count_ones() == 1);
                self.singles.extend(singles);
                self.pending.fill(u64::MAX);
                if !self.rules.is_multiple_of(64) {
                    self.pending[self.rules / 64] = (1 << (self.rules % 64)) - 1;
                }
                self.queue.extend(0..self.rules as u32);
            }
            Some(cell) => {
                if self.grid[cell].count_ones() == 1 {
                    self.singles.push(cell);
                }
                self.queue_rules(cell);
            }
        }
    }

    fn queue_rules(&mut self, cell: usize) {
        for &(word, bits) in self.watch.of(cell) {
            let slot = &mut self.pending[word as usize];
            let mut new = bits & !*slot;
            *slot |= bits;
            while new != 0 {
                self.queue.push_back(word * 64 + new.trailing_zeros());
                new &= new - 1;
            }
        }
    }

    /// Keeps only `keep` of `cell`'s candidates: a clash if none is left. A change queues the
    /// rules that watch the cell, and a cell left with one digit is noted for its peers.
    pub fn keep(&mut self, cell: usize, keep: u16) -> Found {
        let old = self.grid[cell];
        let new = old & keep;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            return Err(Clash);
        }
        self.grid[cell] = new;
        if new & (new - 1) == 0 {
            self.singles.push(cell);
        }
        self.queue_rules(cell);
        Ok(())
    }

    /// The next placed cell whose peers have not lost its digit yet.
    pub fn next_single(&mut self) -> Option<usize> {
        self.singles.pop()
    }

    /// The next rule to run (no longer queued: a change it makes queues it again, as few rules
    /// reach their own fixed point in one run).
    pub fn next_rule(&mut self) -> Option<usize> {
        let rule = self.queue.pop_front()? as usize;
        self.pending[rule / 64] &= !(1 << (rule % 64));
        Some(rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules `work` runs until none is pending.
    fn drain(work: &mut Work) -> Vec<usize> {
        std::iter::from_fn(|| work.next_rule()).collect()
    }

    #[test]
    fn pending_rules_run_once_each_first_in_first_run() {
        // 130 rules over 3 words; cell 0 is watched by rules 1, 64 and 129, cell 1 by 5 and 64.
        let watch = Watch::new(&[vec![1, 64, 129], vec![5, 64], vec![]]);
        let peers = [Cells::default(); 3];
        let mut work = Work::new(&peers, &watch, 130, 9);
        work.start(vec![0x1ff; 3], None);
        assert_eq!(drain(&mut work), (0..130).collect::<Vec<_>>());
        work.start(vec![0x1ff; 3], Some(0));
        assert_eq!(drain(&mut work), [1, 64, 129]);
        // In the order they became pending: 129 before 5 and 64 (again), queued later.
        work.start(vec![0x1ff; 3], Some(0));
        assert_eq!(work.next_rule(), Some(1));
        assert_eq!(work.next_rule(), Some(64));
        work.keep(1, 0xff).unwrap();
        assert_eq!(drain(&mut work), [129, 5, 64]);
        // A cell no rule watches queues none; a narrowing to nothing is a clash.
        work.keep(2, 0x0f).unwrap();
        assert_eq!(work.next_rule(), None);
        assert!(work.keep(2, 0xf0).is_err());
    }

    #[test]
    fn every_rule_is_pending_at_the_start_whatever_their_number() {
        for rules in [0, 1, 63, 64, 65, 128] {
            let watch = Watch::none(1);
            let peers = [Cells::default()];
            let mut work = Work::new(&peers, &watch, rules, 9);
            work.start(vec![0x1ff], None);
            assert_eq!(drain(&mut work), (0..rules).collect::<Vec<_>>());
        }
    }
}
