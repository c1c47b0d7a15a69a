//! The fast search: one bitboard per digit and band, locked candidates and singles between guesses.
//!
//! This is the JCZSolve family of solvers (zhouyundong, champagne, JasonLion on the Sudoku players'
//! forum): the idea of storing each band by digit and updating it through small lookup tables.
//! The code and its tables are our own; the tables are computed from their definitions at compile
//! time, so each can be read as the rule it encodes.
//!
//! # Layout
//!
//! A band is three rows of boxes. Band `b` holds rows `3b`, `3b + 1` and `3b + 2`, that is cells
//! `27b .. 27b + 27`, so a cell's bit within its band is simply `cell - 27b`:
//!
//! ```text
//!             box 2      box 1      box 0
//!   bit     8  7  6  | 5  4  3  | 2  1  0      <- columns 8..0 of the band's top row
//!  row 0:  bits  0..9    (column c is bit c)
//!  row 1:  bits  9..18   (column c is bit 9 + c)
//!  row 2:  bits 18..27   (column c is bit 18 + c)
//!
//!  26 ............ 18 | 17 ............ 9 | 8 ............. 0
//!  [ row 2: c8..c0   ] [ row 1: c8..c0   ] [ row 0: c8..c0  ]
//! ```
//!
//! `cands[3 * d + b]` (a "subband") is the set of cells of band `b` where digit `d + 1` is still
//! possible. A solved cell keeps its own digit's bit and loses every other digit's, so the 27
//! subbands alone describe the grid; `unsolved[b]` says which cells of band `b` are not yet solved.
//!
//! A *minirow* is the three cells of one row inside one box. Within a band, a digit sits in exactly
//! one minirow of each row and exactly one minirow of each box: its minirows form a permutation of
//! the 3x3 (row, box) grid. That single fact drives the update below: see [`LOCKED`].

use crate::board::low_bits;
use crate::{Board, Counts, Digit};

/// All 27 cells of a band.
const ALL: u32 = 0o777_777_777;
/// The top row of a band.
const ROW: u32 = 0o777;
/// The band's first box (its three leftmost columns, bits 0 to 2 of each row).
const BOX: u32 = 0o007_007_007;

/// `MINIROWS[row]` for the 9 cells of one row: bit `k` set when the row has a candidate in box `k`.
static MINIROWS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if row & (0b111 << (3 * k)) != 0 {
                table[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    table
};

/// The six permutations of (0, 1, 2): the ways a digit's three minirows in a band can sit, one
/// per row and one per box (the triad search's band patterns too).
pub(crate) const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Locked candidates within a band, pointing and claiming alike, plus the check that the digit can
/// still be placed at all. Index: a digit's minirows in the band, bit `3 * row + box`. Value: the
/// cells of the minirows that belong to at least one permutation (one minirow per row and per box)
/// drawn from the index; 0 when there is none, which means the digit no longer fits in the band.
static LOCKED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut minirows = 0;
    while minirows < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS[p];
            let mut cells = 0u32;
            let mut fits = true;
            let mut row = 0;
            while row < 3 {
                if minirows & (1 << (3 * row + boxes[row])) == 0 {
                    fits = false;
                }
                cells |= 0b111 << (9 * row + 3 * boxes[row]);
                row += 1;
            }
            if fits {
                table[minirows] |= cells;
            }
            p += 1;
        }
        minirows += 1;
    }
    table
};

/// What one band tells the two other bands of its stack about a digit. Index: the columns where the
/// digit is possible in the band (bit `c` for column `c`). A box with a single possible column holds
/// the digit in that column, so the other bands lose that column: the value is every cell of a band
/// except those columns.
static COLUMN_CLAIMS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0usize;
    while columns < 512 {
        let mut keep = ALL;
        let mut k = 0;
        while k < 3 {
            let in_box = ((columns >> (3 * k)) & 0b111) as u32;
            if in_box.count_ones() == 1 {
                keep &= !(0o001_001_001 * (in_box << (3 * k)));
            }
            k += 1;
        }
        table[columns] = keep;
        columns += 1;
    }
    table
};

/// Column-box claims. Index: columns of a band where a digit is possible in no other band (bit `c`
/// for column `c`). Each such column must take the digit in this band, so in its box: the value is
/// every cell of the band except the other columns of the boxes that hold such a column.
static BOX_CLAIMS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0usize;
    while columns < 512 {
        let mut keep = ALL;
        let mut k = 0;
        while k < 3 {
            let in_box = ((columns >> (3 * k)) & 0b111) as u32;
            if in_box != 0 {
                keep &= !(0o001_001_001 * ((0b111 & !in_box) << (3 * k)));
            }
            k += 1;
        }
        table[columns] = keep;
        columns += 1;
    }
    table
};

/// `PLACED[i]`: the cells of a band that keep a digit placed at band cell `i`: all but the others
/// of its row and its box (the cell itself stays). Columns in the other bands follow through the
/// update.
static PLACED: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (row, col) = (i / 9, i % 9);
        let box_cells = (0b111 << (3 * (col / 3))) * 0o001_001_001;
        table[i] = (ALL & !(ROW << (9 * row)) & !box_cells) | 1 << i;
        i += 1;
    }
    table
};

/// The search found that the current assumptions contradict the rules.
struct Contradiction;

/// The whole state of one search node: copied at each guess, never undone.
#[derive(Clone, Copy)]
struct Grid {
    /// `cands[3 * digit + band]`: the cells of the band where the digit (0-based) is possible.
    cands: [u32; 27],
    /// The value of each subband when it was last propagated: a change means work to do.
    seen: [u32; 27],
    /// The cells of each band not yet solved.
    unsolved: [u32; 3],
    /// The cells of each band with exactly two candidates, as of the last count: where to guess.
    pairs: [u32; 3],
}

impl Grid {
    /// The grid of `board`'s givens, or a contradiction when two of them clash.
    ///
    /// Built without a branch on the data, since whether a cell is given is as good as random:
    /// each band's values as four bit planes (from [`Board::band_words`]), each digit's givens
    /// from those, and each digit's rows, boxes and columns from its givens, which every other
    /// cell there loses at once. (This runs once a puzzle: on serg's puzzles the band search
    /// took 1.50 µs a puzzle when it wrote the givens one by one, 1.40 so.)
    fn new(board: &Board) -> Result<Grid, Contradiction> {
        let mut given = [[0u32; 3]; 9];
        let mut unsolved = [0u32; 3];
        for (band, words) in board.band_words().into_iter().enumerate() {
            // Plane k: bit k of each cell's value.
            let [p0, p1, p2, p3] = [0, 1, 2, 3].map(|k| {
                (words.iter().enumerate())
                    .fold(0, |plane, (i, word)| plane | low_bits(word >> k) << (8 * i))
            });
            unsolved[band] = ALL & !(p0 | p1 | p2 | p3);
            for (digit, given) in given.iter_mut().enumerate() {
                let value = digit + 1;
                let pick = |plane: u32, k: usize| if value >> k & 1 == 1 { plane } else { !plane };
                given[band] = pick(p0, 0) & pick(p1, 1) & pick(p2, 2) & pick(p3, 3) & ALL;
            }
        }
        // Two givens of a digit clash when they share a row, a box or a column. Counted: the
        // rows (boxes) holding a digit, over all digits, are as many as the givens when no two
        // share one.
        let givens: u32 = unsolved.iter().map(|cells| 27 - cells.count_ones()).sum();
        let (mut rows_held, mut boxes_held, mut twice_in_a_column) = (0, 0, 0);
        let mut cands = [0; 27];
        for (digit, given) in given.iter().enumerate() {
            let mut columns = 0;
            for &cells in given {
                let (top, middle, bottom) = (cells & ROW, cells >> 9 & ROW, cells >> 18);
                let here = top | middle | bottom;
                twice_in_a_column |= top & middle | (top | middle) & bottom | columns & here;
                columns |= here;
            }
            let columns = columns * 0o001_001_001;
            for (band, &cells) in given.iter().enumerate() {
                let mut seen = columns;
                for row in [ROW, ROW << 9, ROW << 18] {
                    let held = u32::from(cells & row != 0);
                    seen |= held * row;
                    rows_held += held;
                }
                for unit in [BOX, BOX << 3, BOX << 6] {
                    let held = u32::from(cells & unit != 0);
                    seen |= held * unit;
                    boxes_held += held;
                }
                cands[3 * digit + band] = cells | (unsolved[band] & !seen);
            }
        }
        if rows_held != givens || boxes_held != givens || twice_in_a_column != 0 {
            return Err(Contradiction);
        }
        Ok(Grid {
            cands,
            seen: [0; 27],
            unsolved,
            pairs: [0; 3],
        })
    }

    /// Places `digit` at the one cell of `bit` during the search: its row and box lose it; the
    /// update that follows finishes the job (other digits of the cell, the column).
    fn place(&mut self, subband: usize, bit: u32) {
        self.cands[subband] &= PLACED[(bit.trailing_zeros() % 27) as usize];
    }

    /// Propagates every subband that changed, until none does.
    fn update(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut changed = false;
            // Unrolled, so that each call's subband, band and neighbours are constants.
            macro_rules! update {
                ($($subband:literal)*) => {$(
                    if self.cands[$subband] != self.seen[$subband] {
                        changed = true;
                        self.update_subband($subband)?;
                    }
                )*};
            }
            update!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            if !changed {
                return Ok(());
            }
        }
    }

    /// What one digit's candidates in one band imply:
    /// - locked candidates inside the band ([`LOCKED`]);
    /// - columns it claims in the other two bands ([`COLUMN_CLAIMS`]);
    /// - rows where one cell is left: the digit is placed there, so the cell loses other digits.
    #[inline(always)]
    fn update_subband(&mut self, subband: usize) -> Result<(), Contradiction> {
        let old = self.cands[subband];
        let minirows = u32::from(MINIROWS[(old & ROW) as usize])
            | u32::from(MINIROWS[(old >> 9 & ROW) as usize]) << 3
            | u32::from(MINIROWS[(old >> 18 & ROW) as usize]) << 6;
        let cands = old & LOCKED[(minirows & 0o777) as usize];
        if cands == 0 {
            return Err(Contradiction);
        }
        self.cands[subband] = cands;
        self.seen[subband] = cands;

        let columns = (cands | cands >> 9 | cands >> 18) & ROW;
        let keep = COLUMN_CLAIMS[columns as usize];
        let (b1, b2) = other_bands(subband);
        self.cands[b1] &= keep;
        self.cands[b2] &= keep;

        // Each row of `cands` is non-empty (LOCKED gave a permutation), so subtracting one from
        // every row at once borrows within rows only: a row that becomes 0 had a single cell.
        let rest = cands & cands.wrapping_sub(0o001_001_001);
        let single_rows = (u32::from(rest & ROW == 0) * ROW)
            | (u32::from(rest & (ROW << 9) == 0) * (ROW << 9))
            | (u32::from(rest & (ROW << 18) == 0) * (ROW << 18));
        let solved = cands & single_rows;
        let band = subband % 3;
        self.unsolved[band] &= !solved;
        let mut other = band;
        while other < 27 {
            if other != subband {
                self.cands[other] &= !solved;
            }
            other += 3;
        }
        Ok(())
    }

    /// Counts candidates per cell: fails on a cell with none, places every unsolved cell with one
    /// (naked singles), and records the cells with two for the next guess. Says whether it placed.
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0, 0, 0);
            for digit in 0..9 {
                let cells = self.cands[3 * digit + band];
                three |= two & cells;
                two |= one & cells;
                one |= cells;
            }
            if one != ALL {
                return Err(Contradiction);
            }
            self.pairs[band] = two & !three;
            let mut singles = (one & !two) & self.unsolved[band];
            while singles != 0 {
                let bit = singles & singles.wrapping_neg();
                singles ^= bit;
                // An earlier single of this loop may have taken this cell's last digit.
                let digit = (0..9)
                    .find(|&digit| self.cands[3 * digit + band] & bit != 0)
                    .ok_or(Contradiction)?;
                self.place(3 * digit + band, bit);
                placed = true;
            }
        }
        Ok(placed)
    }

    /// What columns say, which the band update does not see (it only keeps a digit from appearing
    /// twice in a column):
    /// - a column where a digit has no cell left is a contradiction;
    /// - a column where a digit has a single cell left, not yet solved, gets it (hidden single);
    /// - a column where a digit is left in one band only claims the digit in that box: the box's
    ///   other columns lose it ([`BOX_CLAIMS`]).
    ///
    /// Says whether anything changed.
    fn columns(&mut self) -> Result<bool, Contradiction> {
        let mut changed = false;
        for digit in 0..9 {
            let bands = [
                self.cands[3 * digit],
                self.cands[3 * digit + 1],
                self.cands[3 * digit + 2],
            ];
            // Per band: the digit's columns, and the columns where it has two cells or more.
            let mut columns = [0; 3];
            let mut doubled = 0;
            for (band, cells) in bands.into_iter().enumerate() {
                let (top, middle, bottom) = (cells & ROW, cells >> 9 & ROW, cells >> 18);
                columns[band] = top | middle | bottom;
                doubled |= top & middle | (top | middle) & bottom;
            }
            let [c0, c1, c2] = columns;
            if c0 | c1 | c2 != ROW {
                return Err(Contradiction);
            }
            doubled |= c0 & c1 | (c0 | c1) & c2;
            // Columns with one cell left for the digit.
            let single = ROW & !doubled;
            let only_here = [c0 & !(c1 | c2), c1 & !(c0 | c2), c2 & !(c0 | c1)];
            for band in 0..3 {
                let old = bands[band];
                let mut cells = old & BOX_CLAIMS[only_here[band] as usize];
                let mut singles = cells & (single * 0o001_001_001) & self.unsolved[band];
                while singles != 0 {
                    cells &= PLACED[(singles.trailing_zeros() % 27) as usize];
                    singles &= singles - 1;
                }
                if cells != old {
                    self.cands[3 * digit + band] = cells;
                    changed = true;
                }
            }
        }
        Ok(changed)
    }

    /// Deduces as far as the update and naked singles go, and with `columns` what columns say too.
    /// The search asks for columns before its first guess only: there they often finish a puzzle
    /// without guessing (17-clue puzzles: 3.1 to 2.5 µs), while inside the search tree they cost
    /// more time than the guesses they save (forum-hardest: 146 to 143 µs without them).
    fn deduce(&mut self, columns: bool) -> Result<(), Contradiction> {
        loop {
            self.update()?;
            if self.unsolved == [0; 3] {
                return Ok(());
            }
            if !(self.naked_singles()? || (columns && self.columns()?)) {
                return Ok(());
            }
        }
    }

    /// The cells solved so far as a board (the others empty), for a [`Watcher`].
    fn solved_board(&self) -> Board {
        let mut board = Board::EMPTY;
        for (band, cells) in board.cells_mut().chunks_exact_mut(27).enumerate() {
            let solved = ALL & !self.unsolved[band];
            for digit in 0..9 {
                let mut bits = self.cands[3 * digit + band] & solved;
                while bits != 0 {
                    cells[bits.trailing_zeros() as usize] = Digit::new(digit as u8 + 1);
                    bits &= bits - 1;
                }
            }
        }
        board
    }

    /// The solved grid as a board. Only called when every cell is solved.
    fn to_board(self) -> Board {
        let mut board = Board::EMPTY;
        for (band, cells) in board.cells_mut().chunks_exact_mut(27).enumerate() {
            for (digit, value) in Digit::ALL.into_iter().enumerate() {
                // A solved band holds each digit once per row: three cells, so a loop of
                // constant length, with no branch on the data (in wasm, without vectors, a
                // fifth of the time the bit planes this replaced took on serg's puzzles).
                let mut bits = self.cands[3 * digit + band];
                for _ in 0..3 {
                    if let Some(cell) = cells.get_mut(bits.trailing_zeros() as usize) {
                        *cell = Some(value);
                    }
                    bits &= bits.wrapping_sub(1);
                }
            }
        }
        board
    }

    /// The cell to branch on: a cell with two candidates when there is one (the count kept by
    /// [`Grid::naked_singles`]); otherwise the unsolved cell with the fewest candidates, the last
    /// such in reading order. Which of the tied cells matters: on a sample of forum_hardest_1905,
    /// the last one makes 298 guesses per puzzle to prove uniqueness, the first one 320.
    fn branch_cell(&self) -> (usize, u32) {
        for band in 0..3 {
            let pairs = self.pairs[band];
            if pairs != 0 {
                return (band, pairs & pairs.wrapping_neg());
            }
        }
        let mut best = (usize::MAX, 0, 0);
        for band in 0..3 {
            let mut rest = self.unsolved[band];
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest ^= bit;
                let count = (band..27)
                    .step_by(3)
                    .filter(|&s| self.cands[s] & bit != 0)
                    .count();
                // `<=`: the last of the tied cells (see above).
                if count <= best.0 {
                    best = (count, band, bit);
                }
            }
        }
        (best.1, best.2)
    }
}

/// The two other subbands of the same digit: the bands above and below in the same stack.
#[inline(always)]
fn other_bands(subband: usize) -> (usize, usize) {
    let base = subband - subband % 3;
    ((subband + 1) % 3 + base, (subband + 2) % 3 + base)
}

/// What a search did: its counts at the end, and when it met its first solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Work {
    pub(crate) all: Counts,
    pub(crate) first: Option<Counts>,
    /// The solutions met (at most the limit).
    pub(crate) solutions: usize,
}

/// Where a search hands its solutions, or `None` when they are only counted: then no solved grid
/// is turned into a board (proving uniqueness, two a puzzle: on serg, 4% of the triad search's
/// time).
pub(crate) type Found<'a> = Option<&'a mut dyn FnMut(Board)>;

/// Runs the search on `board`, handing each solution to `found` until `limit` of them were met, and
/// returns what it did; `None` when the givens clash, which the search sees for free as it writes
/// them in. In the counts, a try is a digit assumed at a branching cell; a placement, a try that
/// deduction did not refute at once; a backtrack, one it did; the depth, how many assumptions
/// were in force at once.
pub(crate) fn search(board: &Board, limit: usize, found: Found<'_>) -> Option<Work> {
    search_watched(board, limit, found, &mut ())
}

/// What [`search_unless_open`] did.
pub(crate) enum Outcome {
    /// The givens clash.
    Clash,
    /// The search ran: what it did.
    Searched(Work),
    /// Deduction before the first guess left more than the limit of open cells: nothing was
    /// searched or found.
    Open,
}

/// [`search`], unless more than `most_open` cells are still open when deduction before the first
/// guess has done what it can: then [`Outcome::Open`], for a search that branches better.
pub(crate) fn search_unless_open(
    board: &Board,
    limit: usize,
    most_open: u32,
    found: Found<'_>,
) -> Outcome {
    begin(board, limit, most_open, found, &mut ())
}

/// [`search_unless_open`], telling `watcher` each step.
fn begin(
    board: &Board,
    limit: usize,
    most_open: u32,
    found: Found<'_>,
    watcher: &mut impl Watcher,
) -> Outcome {
    let mut search = Search {
        limit,
        count: 0,
        counts: Counts::default(),
        first: None,
        found,
        watcher,
    };
    let Ok(mut grid) = Grid::new(board) else {
        return Outcome::Clash;
    };
    if limit > 0 && grid.naked_singles().is_ok() && grid.deduce(true).is_ok() {
        let open: u32 = grid.unsolved.iter().map(|cells| cells.count_ones()).sum();
        if open > most_open {
            return Outcome::Open;
        }
        search
            .watcher
            .see(Seen::Deduced, || grid.solved_board(), search.counts);
        search.explore(&mut grid, 0);
    }
    Outcome::Searched(Work {
        all: search.counts,
        first: search.first,
        solutions: search.count,
    })
}

/// What a [`Watcher`] is told: the search's steps, with the board and counts after each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seen {
    /// Deduction placed digits (the board shows them): before the first guess, or after a guess.
    Deduced,
    /// `digit` (0-based) is assumed at `cell` (0-based); the board shows it, the counts count it.
    Guess { cell: usize, digit: usize },
    /// The guess just made led to a contradiction: the board is back as before it. (No board
    /// comes with it: the watcher has it, the guess's board without the guessed digit.)
    Refuted { cell: usize, digit: usize },
    /// Every cell is solved.
    Solved,
}

/// Watches the search step by step (the app's "Step through"). The search itself watches with
/// `()`, whose empty methods compile away.
pub(crate) trait Watcher {
    /// The search did `seen`; `board` holds the solved cells now, `counts` the work so far.
    fn see(&mut self, seen: Seen, board: impl FnOnce() -> Board, counts: Counts);
}

impl Watcher for () {
    #[inline(always)]
    fn see(&mut self, _: Seen, _: impl FnOnce() -> Board, _: Counts) {}
}

/// [`search`], telling `watcher` each step.
pub(crate) fn search_watched(
    board: &Board,
    limit: usize,
    found: Found<'_>,
    watcher: &mut impl Watcher,
) -> Option<Work> {
    // No grid has more than 81 open cells, so the search always runs.
    match begin(board, limit, 81, found, watcher) {
        Outcome::Searched(work) => Some(work),
        Outcome::Clash | Outcome::Open => None,
    }
}

/// A depth-first search that hands each solution to `found` until `limit` of them were met.
/// `found` is called through a pointer, only at solutions: one copy of the search serves every
/// caller (a generic one cost each wasm module a copy per caller).
struct Search<'f, 'w, W: Watcher> {
    limit: usize,
    count: usize,
    counts: Counts,
    /// The counts when the first solution was met.
    first: Option<Counts>,
    found: Found<'f>,
    watcher: &'w mut W,
}

impl<W: Watcher> Search<'_, '_, W> {
    /// Explores a grid already deduced as far as it goes, under `depth` assumptions (and leaves
    /// it changed: the caller has no further use for it).
    fn explore(&mut self, grid: &mut Grid, depth: u32) {
        if grid.unsolved == [0; 3] {
            if self.count == 0 {
                self.first = Some(self.counts);
            }
            self.count += 1;
            self.watcher
                .see(Seen::Solved, || grid.to_board(), self.counts);
            if let Some(found) = self.found.as_deref_mut() {
                found(grid.to_board());
            }
            return;
        }
        let (band, bit) = grid.branch_cell();
        let mut digits = [0; 9];
        let mut count = 0;
        for subband in (band..27).step_by(3) {
            if grid.cands[subband] & bit != 0 {
                digits[count] = subband;
                count += 1;
            }
        }
        for (index, &subband) in digits[..count].iter().enumerate() {
            let guess = (27 * band + bit.trailing_zeros() as usize, subband / 3);
            if index + 1 == count {
                // The last digit: this grid is not needed afterwards, so it need not be copied.
                grid.place(subband, bit);
                self.assume(grid, depth, guess);
                return;
            }
            let mut next = *grid;
            next.place(subband, bit);
            self.assume(&mut next, depth, guess);
            if self.count >= self.limit {
                return;
            }
            grid.cands[subband] &= !bit;
        }
    }

    /// Follows one assumption already written into `grid`: deduces, then explores on, or counts
    /// a dead end.
    fn assume(&mut self, grid: &mut Grid, depth: u32, (cell, digit): (usize, usize)) {
        self.counts.tries += 1;
        self.watcher.see(
            Seen::Guess { cell, digit },
            // The guessed cell is not marked solved until deduction runs.
            || {
                let at = crate::Cell::from_table(cell as u8);
                grid.solved_board().with(at, Digit::new(digit as u8 + 1))
            },
            self.counts,
        );
        if grid.deduce(false).is_ok() {
            self.counts.placements += 1;
            self.counts.max_depth = self.counts.max_depth.max(depth + 1);
            self.watcher
                .see(Seen::Deduced, || grid.solved_board(), self.counts);
            self.explore(grid, depth + 1);
        } else {
            self.counts.backtracks += 1;
            // The watcher knows the board from before the guess.
            self.watcher
                .see(Seen::Refuted { cell, digit }, || Board::EMPTY, self.counts);
        }
    }
}

#[cfg(test)]
mod tests;
