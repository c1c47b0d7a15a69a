//! Propagation's working state: the candidates, and what is left to do after each change.
//!
//! ```text
//!   grid      u16 per cell: bit 0 = digit 1 ... bit 15 = digit 16
//!   singles   cells narrowed to one digit, whose peers must still lose it
//!   queue     rules whose cells changed since they last ran (each at most once in it)
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
    watch: &'a [Vec<u32>],
    queue: VecDeque<u32>,
    queued: Vec<bool>,
    singles: Vec<usize>,
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
    pub fn new(peer_sets: &'a [Cells], watch: &'a [Vec<u32>], rules: usize, size: usize) -> Self {
        Work {
            grid: Vec::new(),
            peer_sets,
            size,
            full: ((1u32 << size) - 1) as u16,
            watch,
            queue: VecDeque::with_capacity(rules),
            queued: vec![false; rules],
            singles: Vec::new(),
        }
    }

    /// Starts on `grid`: from scratch (every rule queued, every placed cell to spread), or, when
    /// the grid is a propagated one with only `changed` narrowed since, from that cell alone.
    pub fn start(&mut self, grid: Vec<u16>, changed: Option<usize>) {
        self.grid = grid;
        for rule in self.queue.drain(..) {
            self.queued[rule as usize] = false;
        }
        self.singles.clear();
        match changed {
            None => {
                let singles = (0..self.grid.len()).filter(|&c| self.grid[c].count_ones() == 1);
                self.singles.extend(singles);
                self.queue.extend(0..self.queued.len() as u32);
                self.queued.fill(true);
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
        for &rule in &self.watch[cell] {
            let slot = &mut self.queued[rule as usize];
            if !*slot {
                *slot = true;
                self.queue.push_back(rule);
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
        let rule = self.queue.pop_front()?;
        self.queued[rule as usize] = false;
        Some(rule as usize)
    }
}
