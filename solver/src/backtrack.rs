//! The tutorials' two backtracking algorithms, one try at a time, so that a person can watch them
//! and a caller can stop them: [`Backtracker`].
//!
//! Both fill one cell at a time, try its digits in increasing order, and go back to the previous
//! cell when a cell has nothing left to try:
//! - [`Algorithm::Naive`](crate::Algorithm::Naive) takes the empty cells in reading order and tests
//!   every digit 1 to 9 against the cell's row, column and box;
//! - [`Algorithm::CandidatesFirst`](crate::Algorithm::CandidatesFirst) takes the empty cell with the
//!   fewest candidates (digits no row, column or box rules out) and tries only those.
//!
//! What they count ([`Counts`]): a *try* is one digit tested at one cell (naive: whether or not it
//! fits; candidates-first: every candidate fits when it is tried); a *placement* is a try that
//! fits, so the digit is written; a *backtrack* is a dead end, a cell with no digit left to try;
//! the *depth* is how many digits the search has written at once.
//!
//! These are the tutorials' own definitions: the first tutorial adds one to its counter `t` for
//! every digit it tests at a cell and prints it when the board is full, which is
//! [`Report::first`]'s `tries` (45,360 on its puzzle). The tutorials stop there; a search that
//! proves the solution is the only one goes on, and [`Report::counts`] counts it all.
//! `tests/it/tutorials.rs` checks both against a plain port of the tutorials' loops.

use std::fmt;

use crate::cell::UNITS;
use crate::{Board, Cell, CellSet, Digit, DigitSet, Outcome, Solution};

/// What a search did, counted as the module documentation defines it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Digits tested at a cell.
    pub tries: u64,
    /// Tries that fit: digits written.
    pub placements: u64,
    /// Dead ends: cells with no digit left to try.
    pub backtracks: u64,
    /// The most digits written by the search at one time.
    pub max_depth: u32,
}

/// Counts with the time a caller measured for them (the crate itself never reads a clock).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timed {
    /// The counts.
    pub counts: Counts,
    /// The time, in milliseconds.
    pub millis: f64,
}

/// A row, column or box, by its 0-based index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Row 0-8.
    Row(usize),
    /// Column 0-8.
    Column(usize),
    /// Box 0-8, in reading order.
    Box(usize),
}

impl Unit {
    /// Whether `cell` is in this unit.
    pub fn contains(self, cell: Cell) -> bool {
        match self {
            Unit::Row(i) => cell.row() == i,
            Unit::Column(i) => cell.col() == i,
            Unit::Box(i) => cell.box_index() == i,
        }
    }
}

/// `r4`, `c2`, `b5` (1-based): the compact notation, as for cells.
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "r{}", i + 1),
            Unit::Column(i) => write!(f, "c{}", i + 1),
            Unit::Box(i) => write!(f, "b{}", i + 1),
        }
    }
}

/// One step of a search being watched: a [`Backtracker`]'s, or a [`Walk`](crate::Walk)'s (the last
/// three variants are the fast solver's alone).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Event {
    /// The search chose `cell` as the next one to fill: the first empty cell in reading order
    /// (naive), or the empty cell with the fewest candidates, the first in reading order of
    /// those with as few (candidates first, as the tutorial's stable sort has it).
    Choose {
        /// The cell.
        cell: Cell,
        /// Candidates first: the cell's candidates, which it will try in increasing order.
        /// `None` for the naive search, which tests every digit 1 to 9.
        candidates: Option<DigitSet>,
        /// How many empty cells have exactly as few candidates, this one included (1 for the
        /// naive search, and for a cell with none: the search looks no further).
        tied: usize,
    },
    /// `digit` was tried at `cell`. With no `clash` it fits and is written; otherwise that unit
    /// already holds it, and the cell stays empty.
    Try {
        /// The cell.
        cell: Cell,
        /// The digit tried.
        digit: Digit,
        /// Where the digit already is, if it does not fit.
        clash: Option<Unit>,
    },
    /// `cell` has no digit left to try: the search takes back the digit written before, at
    /// `undo`, and goes on from there. `undo` is `None` when nothing is left to take back: the
    /// search is over.
    DeadEnd {
        /// The cell with nothing left to try.
        cell: Cell,
        /// The cell and digit taken back.
        undo: Option<(Cell, Digit)>,
    },
    /// Every cell is filled: a solution. The search goes on for the next one (taking back the
    /// last digit written) unless it has found as many as it was asked for.
    Solution(Solution),
    /// The search is over; [`Backtracker::report`] has the outcome.
    Finished,
    /// The fast solver assumes `digit` at `cell`, where deduction could not decide.
    Guess {
        /// The cell.
        cell: Cell,
        /// The digit assumed.
        digit: Digit,
    },
    /// The fast solver's deduction (singles, locked candidates) filled `cells`.
    Deduced {
        /// The cells it filled.
        cells: CellSet,
    },
    /// The fast solver's guess of `digit` at `cell` led to a contradiction: it is taken back with
    /// everything deduced from it.
    Refuted {
        /// The cell.
        cell: Cell,
        /// The digit that was assumed.
        digit: Digit,
    },
}

/// The two backtracking algorithms a [`Backtracker`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    ReadingOrder,
    FewestCandidates,
}

/// A cell being filled: which digits are still to try there.
#[derive(Clone, Copy, Debug)]
struct Frame {
    cell: Cell,
    /// Digits not yet tried at this cell: bit `d - 1` for digit `d`.
    left: u16,
    /// The digit written there, once one is.
    digit: Option<Digit>,
}

/// A backtracking search that advances one try at a time ([`Backtracker::step`]) or by a budget of
/// tries ([`Backtracker::advance`]), so it can be shown, paused and stopped. It looks for up to
/// `limit` solutions (2 proves uniqueness).
///
/// ```
/// use sudoku_solver::{Algorithm, Backtracker, Board, Outcome};
/// let puzzle: Board = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
///     .parse()?;
/// let mut search = Backtracker::new(&puzzle, Algorithm::CandidatesFirst, 2).expect("a backtracking algorithm");
/// while search.advance(100_000).is_none() {} // a caller could stop, or report progress, here
/// let report = search.report();
/// assert!(matches!(report.outcome, Outcome::Unique(_)));
/// assert_eq!(report.counts.tries, report.counts.placements); // candidates always fit
/// # Ok::<(), sudoku_solver::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Backtracker {
    order: Order,
    grid: Board,
    /// The cells the search has written, in order, each with what is left to try there.
    stack: Vec<Frame>,
    /// The cell being tried, once chosen.
    current: Option<Frame>,
    counts: Counts,
    /// The counts when the first solution was found.
    first: Option<Counts>,
    found: Vec<Solution>,
    limit: usize,
    /// Set when the search is over; the outcome if it was decided before any search (clashes).
    finished: Option<Option<Outcome>>,
}

/// Where a search stands when it stops, or is stopped: its outcome so far and its counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The outcome. For a search still under way, what it found so far: `NoSolution` then means
    /// "none yet".
    pub outcome: Outcome,
    /// The work done.
    pub counts: Counts,
    /// The work done when the first solution was found (where the tutorials stop and print
    /// their count); `None` while none is.
    pub first: Option<Counts>,
}

impl Backtracker {
    /// A search of `board` by `algorithm`, for up to `limit` solutions. `None` for
    /// [`Algorithm::Fast`](crate::Algorithm::Fast), which does not backtrack one try at a time.
    pub fn new(board: &Board, algorithm: crate::Algorithm, limit: usize) -> Option<Backtracker> {
        let order = match algorithm {
            crate::Algorithm::Naive => Order::ReadingOrder,
            crate::Algorithm::CandidatesFirst => Order::FewestCandidates,
            crate::Algorithm::Fast => return None,
        };
        let clashes = board.clashes();
        let finished = if !clashes.is_empty() {
            Some(Some(Outcome::Clash(clashes)))
        } else if limit == 0 {
            Some(None)
        } else {
            None
        };
        Some(Backtracker {
            order,
            grid: *board,
            stack: Vec::with_capacity(81),
            current: None,
            counts: Counts::default(),
            first: None,
            found: Vec::new(),
            limit,
            finished,
        })
    }

    /// The board as the search has it now: the givens and the digits it has written.
    pub fn board(&self) -> &Board {
        &self.grid
    }

    /// The counts so far.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// Whether the search is over.
    pub fn is_finished(&self) -> bool {
        self.finished.is_some()
    }

    /// The counts when the first solution was found, once one is.
    pub fn first(&self) -> Option<Counts> {
        self.first
    }

    /// Takes one step: the choice of a cell, one try, a dead end, or a solution.
    pub fn step(&mut self) -> Event {
        if self.finished.is_some() {
            return Event::Finished;
        }
        let mut frame = match self.current.take() {
            Some(frame) => frame,
            None => match self.choose() {
                Some((frame, tied)) => {
                    self.current = Some(frame);
                    return Event::Choose {
                        cell: frame.cell,
                        candidates: (self.order == Order::FewestCandidates)
                            .then(|| DigitSet::from_bits(frame.left)),
                        tied,
                    };
                }
                None => return self.solution(),
            },
        };
        if frame.left == 0 {
            return self.dead_end(frame.cell);
        }
        let digit = Digit::ALL[frame.left.trailing_zeros() as usize];
        frame.left &= frame.left - 1;
        self.counts.tries += 1;
        let clash = match self.order {
            Order::ReadingOrder => self.clash(frame.cell, digit),
            // Candidates were computed when the cell was chosen, and nothing changed since.
            Order::FewestCandidates => None,
        };
        if clash.is_some() {
            self.current = Some(frame);
        } else {
            self.grid.set(frame.cell, Some(digit));
            frame.digit = Some(digit);
            self.stack.push(frame);
            self.counts.placements += 1;
            self.counts.max_depth = self.counts.max_depth.max(self.stack.len() as u32);
        }
        Event::Try {
            cell: frame.cell,
            digit,
            clash,
        }
    }

    /// Takes up to `tries` tries (choices, dead ends and solutions come free), pausing just
    /// after a solution, so that a caller can note the time it was found. Returns the report
    /// once the search is over, `None` while it goes on.
    pub fn advance(&mut self, tries: u64) -> Option<Report> {
        let stop = self.counts.tries.saturating_add(tries);
        while self.counts.tries < stop {
            match self.step() {
                Event::Finished => return Some(self.report()),
                Event::Solution(_) => break,
                _ => {}
            }
        }
        self.is_finished().then(|| self.report())
    }

    /// The outcome and counts: final once [`Backtracker::is_finished`], else what was found so far.
    pub fn report(&self) -> Report {
        let outcome = match (&self.finished, &self.found[..]) {
            (Some(Some(decided)), _) => decided.clone(),
            (_, []) => Outcome::NoSolution,
            (_, [one]) => Outcome::Unique(*one),
            (_, [first, second, ..]) => Outcome::Multiple(*first, *second),
        };
        Report {
            outcome,
            counts: self.counts,
            first: self.first,
        }
    }

    /// The next cell to fill, with the digits to try there, and how many empty cells have as
    /// few candidates; `None` when the board is full.
    fn choose(&self) -> Option<(Frame, usize)> {
        let frame = |cell: Cell, left: u16| Frame {
            cell,
            left,
            digit: None,
        };
        match self.order {
            Order::ReadingOrder => {
                // Cells before the last one written are all filled: start after it.
                let start = self.stack.last().map_or(0, |f| f.cell.index() + 1);
                (start..81)
                    .filter_map(Cell::new)
                    .find(|&cell| self.grid.get(cell).is_none())
                    .map(|cell| (frame(cell, 0x1ff), 1))
            }
            Order::FewestCandidates => {
                // The tutorial sorts the empty cells by their number of candidates, and Python's
                // sort is stable: the first cell in reading order of those with the fewest wins,
                // which is the first strictly smaller count met in reading order.
                let mut best: Option<(Frame, usize)> = None;
                for cell in Cell::all().filter(|&cell| self.grid.get(cell).is_none()) {
                    let left = self.grid.candidates(cell).bits();
                    let count = left.count_ones();
                    match &mut best {
                        Some((b, tied)) if count == b.left.count_ones() => *tied += 1,
                        Some((b, _)) if count > b.left.count_ones() => {}
                        _ => {
                            best = Some((frame(cell, left), 1));
                            if left == 0 {
                                break;
                            }
                        }
                    }
                }
                best
            }
        }
    }

    /// The first unit (row, then column, then box, as the tutorial checks) that already holds
    /// `digit`, seen from `cell`.
    fn clash(&self, cell: Cell, digit: Digit) -> Option<Unit> {
        let cells = self.grid.cells();
        [
            Unit::Row(cell.row()),
            Unit::Column(cell.col()),
            Unit::Box(cell.box_index()),
        ]
        .into_iter()
        .find(|&unit| {
            cells_of(unit)
                .iter()
                .any(|&i| cells[usize::from(i)] == Some(digit))
        })
    }

    fn dead_end(&mut self, cell: Cell) -> Event {
        self.counts.backtracks += 1;
        let undo = self.take_back();
        Event::DeadEnd { cell, undo }
    }

    /// Takes back the last digit written and makes its cell the current one again (with the
    /// digits it has left); `None` and the search is over when there is none.
    fn take_back(&mut self) -> Option<(Cell, Digit)> {
        let Some(mut frame) = self.stack.pop() else {
            self.finished = Some(None);
            return None;
        };
        let digit = frame.digit.take().expect("written cells hold their digit");
        self.grid.set(frame.cell, None);
        self.current = Some(frame);
        Some((frame.cell, digit))
    }

    fn solution(&mut self) -> Event {
        let solution = Solution::from_complete(self.grid);
        if self.found.is_empty() {
            self.first = Some(self.counts);
        }
        self.found.push(solution);
        if self.found.len() >= self.limit {
            self.finished = Some(None);
        } else if self.take_back().is_none() {
            // A full board with nothing written by the search: its givens were the only solution.
            self.finished = Some(None);
        }
        Event::Solution(solution)
    }
}

/// The cells of `unit` as indices.
fn cells_of(unit: Unit) -> &'static [u8; 9] {
    match unit {
        Unit::Row(i) => &UNITS[i],
        Unit::Column(i) => &UNITS[9 + i],
        Unit::Box(i) => &UNITS[18 + i],
    }
}
