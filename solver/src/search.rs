//! The fast solver: candidate bitmasks, propagation of naked and hidden singles, and a depth-first
//! search that branches on the cell with the fewest candidates, copying the state at each guess
//! instead of undoing moves.

use crate::cell::{PEERS, UNITS};
use crate::{Analysis, Board, Cell, Digit, Outcome, Solution, Solutions, Stats};

/// Candidates of a cell: bit `d - 1` set when digit `d` is still possible (as in [`crate::DigitSet`]).
type Mask = u16;
const ALL: Mask = 0x1ff;

/// The search state: copied whole at every guess, so a dead end costs nothing to undo.
///
/// Invariant: `cands[i] == 0` exactly for the filled cells, plus (transiently, until `propagate`
/// returns `false`) an empty cell that has lost its last candidate.
#[derive(Clone)]
struct State {
    /// 0 for an empty cell, else the digit.
    digits: [u8; 81],
    /// Candidates of each empty cell.
    cands: [Mask; 81],
    /// How many cells are empty.
    empty: u8,
}

/// Cells that have just been left with one candidate, waiting to be filled.
struct Singles {
    cells: [u8; 81],
    len: usize,
}

impl Singles {
    fn new() -> Singles {
        Singles {
            cells: [0; 81],
            len: 0,
        }
    }

    fn push(&mut self, cell: usize) {
        // A cell is pushed when it is left with one candidate; it then stays single until it is
        // filled (never pushed again) or loses that candidate (propagation stops). So between two
        // resets each cell is pushed at most once, and 81 places are enough.
        self.cells[self.len] = cell as u8;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len] as usize)
    }
}

impl State {
    /// The state for `board`, or `None` when its givens already contradict each other.
    fn new(board: &Board, singles: &mut Singles) -> Option<State> {
        let mut state = State {
            digits: [0; 81],
            cands: [0; 81],
            empty: 0,
        };
        for cell in Cell::all() {
            let i = cell.index();
            let cands = board.candidates(cell);
            match board.get(cell) {
                Some(digit) if !cands.contains(digit) => return None,
                Some(digit) => state.digits[i] = digit.get(),
                None => {
                    let mask = cands.bits();
                    if mask == 0 {
                        return None;
                    }
                    state.cands[i] = mask;
                    state.empty += 1;
                    if mask.is_power_of_two() {
                        singles.push(i);
                    }
                }
            }
        }
        Some(state)
    }

    /// Fills `cell` with the digit of `bit` and removes that digit from its peers' candidates.
    /// Returns `false` when a peer is left with no candidate.
    fn place(&mut self, cell: usize, bit: Mask, singles: &mut Singles) -> bool {
        self.digits[cell] = bit.trailing_zeros() as u8 + 1;
        self.cands[cell] = 0;
        self.empty -= 1;
        for &peer in &PEERS[cell] {
            let peer = peer as usize;
            let cands = self.cands[peer];
            if cands & bit != 0 {
                let left = cands & !bit;
                self.cands[peer] = left;
                if left == 0 {
                    return false;
                }
                if left.is_power_of_two() {
                    singles.push(peer);
                }
            }
        }
        true
    }

    /// Fills every naked single (a cell with one candidate) and hidden single (a digit with one place
    /// left in a unit) until none is left. Returns `false` on a contradiction.
    fn propagate(&mut self, singles: &mut Singles) -> bool {
        loop {
            while let Some(cell) = singles.pop() {
                if self.digits[cell] != 0 {
                    continue;
                }
                let cands = self.cands[cell];
                if cands == 0 || !self.place(cell, cands & cands.wrapping_neg(), singles) {
                    return false;
                }
            }
            if self.empty == 0 {
                return true;
            }
            match self.fill_hidden_singles(singles) {
                None => return false,
                Some(0) => return true,
                Some(_) => {}
            }
        }
    }

    /// Fills the hidden singles of the first unit that has any. Returns how many it filled, or `None`
    /// when a unit has a digit with no place left.
    fn fill_hidden_singles(&mut self, singles: &mut Singles) -> Option<usize> {
        for unit in &UNITS {
            // `once`: digits that are a candidate somewhere in the unit; `twice`: in two cells or more.
            let (mut once, mut twice, mut placed) = (0, 0, 0);
            for &i in unit {
                let cands = self.cands[i as usize];
                twice |= once & cands;
                once |= cands;
                let digit = self.digits[i as usize];
                if digit != 0 {
                    placed |= 1 << (digit - 1);
                }
            }
            if once | placed != ALL {
                return None;
            }
            let mut hidden = once & !twice;
            let mut filled = 0;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden ^= bit;
                let cell = unit
                    .iter()
                    .map(|&i| i as usize)
                    .find(|&i| self.cands[i] & bit != 0);
                // No cell: an earlier fill in this unit took the digit's place; the next sweep finds
                // the unit short of that digit.
                if let Some(cell) = cell {
                    if !self.place(cell, bit, singles) {
                        return None;
                    }
                    filled += 1;
                }
            }
            if filled > 0 {
                return Some(filled);
            }
        }
        Some(0)
    }

    /// The empty cell with the fewest candidates (the first such in reading order).
    fn branching_cell(&self) -> usize {
        let mut best = 0;
        let mut best_count = u32::MAX;
        for (i, &cands) in self.cands.iter().enumerate() {
            let count = cands.count_ones();
            if cands != 0 && count < best_count {
                best = i;
                best_count = count;
                if count == 2 {
                    break;
                }
            }
        }
        best
    }

    fn to_board(&self) -> Board {
        let mut board = Board::EMPTY;
        for cell in Cell::all() {
            board.set(cell, Digit::new(self.digits[cell.index()]));
        }
        board
    }
}

/// A depth-first search that collects up to `limit` solutions.
struct Search {
    limit: usize,
    found: Vec<Solution>,
    stats: Stats,
}

impl Search {
    fn run(&mut self, mut state: State, singles: &mut Singles) {
        if !state.propagate(singles) {
            return;
        }
        if state.empty == 0 {
            self.found.push(Solution::from_complete(state.to_board()));
            return;
        }
        let cell = state.branching_cell();
        let mut cands = state.cands[cell];
        while cands != 0 {
            let bit = cands & cands.wrapping_neg();
            cands ^= bit;
            self.stats.guesses += 1;
            let mut next = state.clone();
            singles.len = 0;
            if next.place(cell, bit, singles) {
                self.run(next, singles);
            }
            if self.found.len() >= self.limit {
                return;
            }
        }
    }
}

pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    let mut search = Search {
        limit,
        found: Vec::with_capacity(limit.min(16)),
        stats: Stats::default(),
    };
    let mut singles = Singles::new();
    if limit > 0 {
        if let Some(state) = State::new(board, &mut singles) {
            search.run(state, &mut singles);
        }
    }
    Solutions {
        found: search.found,
        stats: search.stats,
    }
}

pub(crate) fn solve(board: &Board) -> Analysis {
    let clashes = board.clashes();
    if !clashes.is_empty() {
        return Analysis {
            outcome: Outcome::Clash(clashes),
            stats: Stats::default(),
        };
    }
    let Solutions { found, stats } = solutions(board, 2);
    let outcome = match found[..] {
        [] => Outcome::NoSolution,
        [one] => Outcome::Unique(one),
        [first, second, ..] => Outcome::Multiple(first, second),
    };
    Analysis { outcome, stats }
}
