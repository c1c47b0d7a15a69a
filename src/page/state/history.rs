//! One side of the undo history (the grids Undo goes back to, or those Redo goes forward to), as
//! a stack that every state of the app shares.
//!
//! The reducer makes a new [`State`](super::State) for every action, so a history kept in a `Vec`
//! was copied whole (500 grids, about 280 KB) on every keystroke and every focus move. Here the
//! grids are a chain of shared nodes, newest on top: cloning a history, pushing and popping cost
//! one node, whatever its length.
//!
//! ```text
//!   top ─▶ [grid 1, diff of 2 from 1] ─▶ [grid 2, diff of 3 from 2] ─▶ [grid 3] ─▶ hidden ...
//!          └──────────────────── len = 3 visible ───────────────────┘
//! ```
//!
//! Each node also keeps, made once when it was pushed, the stored form of the grid below it (its
//! difference from this node's grid, see `grid/diff.rs`), so saving the history writes strings
//! it already has instead of comparing 500 pairs of grids on every keystroke.
//!
//! The limit hides the oldest grids rather than cutting them off at once (cutting a chain means
//! copying it): a full history pushed once more stays at the limit, with one more node hidden
//! below it. Once the hidden ones are as many as the visible, the chain is rebuilt without them,
//! which keeps pushing at a constant cost on average.

use std::rc::Rc;

use crate::grid::Grid;

/// A stack of grids, newest on top, at most `limit` of them visible.
#[derive(Clone, Debug, Default)]
pub struct History {
    top: Option<Rc<Node>>,
    /// How many grids are visible (from the top).
    len: usize,
}

#[derive(Debug)]
struct Node {
    grid: Grid,
    /// The grid below as its difference from this one (`None` at the bottom).
    below_diff: Option<String>,
    /// How many nodes the chain has from this one down, hidden ones included.
    depth: usize,
    below: Option<Rc<Node>>,
}

impl History {
    /// `grids` (oldest first) as a history.
    pub fn from_oldest(grids: impl IntoIterator<Item = Grid>) -> History {
        grids.into_iter().fold(History::default(), |history, grid| {
            history.pushed(grid, usize::MAX)
        })
    }

    /// How many grids there are.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The grids, newest first.
    pub fn iter(&self) -> impl Iterator<Item = &Grid> {
        self.nodes().map(|node| &node.grid)
    }

    /// The grids, oldest first.
    pub fn to_vec(&self) -> Vec<Grid> {
        let mut grids: Vec<Grid> = self.iter().copied().collect();
        grids.reverse();
        grids
    }

    /// This history with `grid` on top, keeping at most `limit` grids.
    pub fn pushed(&self, grid: Grid, limit: usize) -> History {
        let below_diff = self.top.as_ref().map(|top| top.grid.encode_diff(&grid));
        let depth = self.top.as_ref().map_or(0, |top| top.depth) + 1;
        let pushed = History {
            top: Some(Rc::new(Node {
                grid,
                below_diff,
                depth,
                below: self.top.clone(),
            })),
            len: (self.len + 1).min(limit),
        };
        if depth > pushed.len.saturating_mul(2) {
            // As many hidden as visible: drop the hidden ones.
            History::from_oldest(pushed.to_vec())
        } else {
            pushed
        }
    }

    /// The top grid and the history below it; `None` when there is none.
    pub fn popped(&self) -> Option<(Grid, History)> {
        let top = self.top.as_ref().filter(|_| self.len > 0)?;
        let below = History {
            top: top.below.clone(),
            len: self.len - 1,
        };
        Some((top.grid, below))
    }

    /// Each grid as stored (see `page/memory.rs`): its difference from the next newer one, the
    /// newest's from `board`; oldest first.
    pub fn diffs(&self, board: &Grid) -> Vec<String> {
        let mut diffs: Vec<String> = Vec::with_capacity(self.len);
        let mut newer = board;
        let mut cached: Option<&str> = None;
        for node in self.nodes() {
            diffs.push(cached.map_or_else(|| node.grid.encode_diff(newer), String::from));
            newer = &node.grid;
            cached = node.below_diff.as_deref();
        }
        diffs.reverse();
        diffs
    }

    fn nodes(&self) -> impl Iterator<Item = &Node> {
        std::iter::successors(self.top.as_deref(), |node| node.below.as_deref()).take(self.len)
    }
}

impl PartialEq for History {
    fn eq(&self, other: &History) -> bool {
        let same_chain = match (&self.top, &other.top) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        self.len == other.len && (same_chain || self.iter().eq(other.iter()))
    }
}

impl Drop for History {
    /// Drops the chain node by node: the default would recurse once per node.
    fn drop(&mut self) {
        let mut next = self.top.take();
        while let Some(node) = next {
            match Rc::try_unwrap(node) {
                Ok(mut node) => next = node.below.take(),
                // Another history still holds the rest.
                Err(_) => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use sudoku_solver::{Cell, Digit};

    use super::*;

    /// A grid with `n` distinct entries along the first rows (distinct grids for distinct `n`).
    fn grid(n: usize) -> Grid {
        (0..n).fold(Grid::default(), |grid, i| {
            let cell = Cell::new(i).expect("a cell");
            grid.enter(cell, Digit::new(1 + (i % 9) as u8))
        })
    }

    fn check(history: &History, expected: &[usize]) {
        let grids: Vec<Grid> = expected.iter().map(|&n| grid(n)).collect();
        assert_eq!(history.to_vec(), grids);
        assert_eq!(history.len(), expected.len());
        let board = grid(60);
        let diffs: Vec<Grid> = {
            let written = history.diffs(&board);
            // Read back newest first, each from the one after it.
            let mut next = board;
            let mut read: Vec<Grid> = written
                .iter()
                .rev()
                .map(|diff| {
                    next = Grid::decode_diff(diff, &next).expect("reads back");
                    next
                })
                .collect();
            read.reverse();
            read
        };
        assert_eq!(diffs, grids, "the stored differences give the same grids");
    }

    #[test]
    fn pushes_and_pops_newest_first() {
        let history = History::from_oldest([grid(1), grid(2)]);
        check(&history, &[1, 2]);
        let pushed = history.pushed(grid(3), 10);
        check(&pushed, &[1, 2, 3]);
        check(&history, &[1, 2]);
        let (top, below) = pushed.popped().expect("a grid");
        assert_eq!(top, grid(3));
        check(&below, &[1, 2]);
        assert_eq!(below, history);
        assert!(History::default().popped().is_none());
    }

    #[test]
    fn keeps_at_most_the_limit_through_rebuilds() {
        let mut history = History::default();
        for n in 0..50 {
            history = history.pushed(grid(n), 7);
            let shown: Vec<usize> = (n.saturating_sub(6)..=n).collect();
            check(&history, &shown);
        }
        // Popping to the bottom never shows a hidden grid.
        let mut rest = history;
        for _ in 0..7 {
            rest = rest.popped().expect("a grid").1;
        }
        assert!(rest.is_empty());
        assert!(rest.popped().is_none());
    }

    #[test]
    fn equal_by_content_not_by_chain() {
        let a = History::from_oldest([grid(1), grid(2)]);
        let b = History::from_oldest([grid(1), grid(2)]);
        assert_eq!(a, b);
        assert_ne!(a, b.pushed(grid(3), 10));
        assert_ne!(a, History::from_oldest([grid(2), grid(1)]));
    }

    #[test]
    fn a_long_chain_drops_without_recursion() {
        let long = History::from_oldest((0..30_000).map(|n| grid(n % 70)));
        assert_eq!(long.len(), 30_000);
        drop(long);
    }
}
