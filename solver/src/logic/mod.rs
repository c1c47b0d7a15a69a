//! Solving as a person does: the next step a person could take on a board, named by the technique
//! that finds it, with the cells and digits it is about; and the whole logical path of a puzzle,
//! with a difficulty rating.
//!
//! A board's pencil marks are [`Candidates`]. [`next_step`] tries the techniques from the simplest
//! ([`Technique::ALL`], in order) and returns the first step found, as data: the "because" cells
//! and digits, and the "therefore" placements or eliminations. [`LogicalPath::of`] applies steps
//! until the board is full. The last technique, the nested forcing net, finishes every puzzle of
//! the standard hard corpora (the forum's hardest lists included); were one to defeat it, the
//! path would take a [`Technique::Guess`], the solution's digit in a cell with the fewest
//! candidates, labelled as such, so every puzzle with one solution finishes.
//!
//! ```
//! use sudoku_solver::{Board, logic::{LogicalPath, Technique}};
//! let easy: Board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let path = LogicalPath::of(&easy).expect("one solution");
//! assert!(path.steps.iter().all(|s| s.technique != Technique::Guess));
//! assert_eq!(path.hardest(), Some(Technique::NakedSingle));
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

mod aligned;
mod als;
mod basic;
mod chains;
mod finned;
mod fish;
mod forcing;
mod grouped;
mod loops;
mod nishio;
mod rectangles;
pub mod se;
mod sue_de_coq;
mod technique;
mod trial;
mod verity;
mod wings;

use std::fmt;

use crate::cell::{PEERS, UNITS};
use crate::{Board, Cell, CellSet, Digit, DigitSet, Outcome, Solution, Unit, Verdict};

pub use technique::{Level, Technique, UnknownLevel, UnknownTechnique};

/// One step: what was seen (the technique, its cells, digits and units) and what follows from it
/// (digits placed, candidates removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The cells it is about (the "because").
    pub cells: Vec<Cell>,
    /// The digits it is about.
    pub digits: DigitSet,
    /// The units it looked at, if it is about units.
    pub units: Vec<Unit>,
    /// Digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// For a chain (Skyscraper, 2-String Kite, X-Chain, XY-Chain, alternating inference chain):
    /// its candidates in order, joined alternately by a strong link (one of the two is true)
    /// and a weak one (at most one is true), strong first and last, so that one of its two ends
    /// is true. For a loop (X-Cycle, continuous loop): the same, its first node again at the
    /// end, after a last weak link. Empty for other techniques. What a drawing of the step needs.
    pub chain: Vec<(Cell, Digit)>,
    /// For a chain with grouped nodes (a digit's places where a box and a line cross, taken
    /// together): how many of `chain`'s candidates each node takes, in order. Empty when every
    /// node is one candidate.
    pub nodes: Vec<usize>,
    /// For a step about sets of cells (ALS-XZ, ALS-XY-Wing, Death Blossom): how many of `cells`
    /// each set takes, in order (ALS-XZ: the two sets; ALS-XY-Wing: the wing linked by the lower
    /// of `digits`, the other wing, the pivot; Death Blossom: the stem, 1, then a petal per stem
    /// digit, from the lowest). Empty for other techniques.
    pub sets: Vec<usize>,
}

impl Step {
    fn new(technique: Technique) -> Step {
        Step {
            technique,
            cells: Vec::new(),
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            chain: Vec::new(),
            nodes: Vec::new(),
            sets: Vec::new(),
        }
    }
}

/// The step in compact notation, for logs and tests: the technique, what it is about, then what
/// follows (`=` places, `<>` removes). Sentences for people are the caller's to write.
///
/// `hidden-single: 7 in r4c6 (b5) => r4c6=7`, `naked-pair: 3,7 in r1c2,r1c5 (r1) => r1c7<>3, r1c9<>7`
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list<T>(
            f: &mut fmt::Formatter<'_>,
            items: impl Iterator<Item = T>,
            sep: &str,
            each: impl Fn(&mut fmt::Formatter<'_>, T) -> fmt::Result,
        ) -> fmt::Result {
            for (i, item) in items.enumerate() {
                if i > 0 {
                    f.write_str(sep)?;
                }
                each(f, item)?;
            }
            Ok(())
        }
        write!(f, "{}: ", self.technique)?;
        if !self.digits.is_empty() {
            list(f, self.digits.iter(), ",", |f, d| write!(f, "{d}"))?;
            f.write_str(" in ")?;
        }
        list(f, self.cells.iter(), ",", |f, c| write!(f, "{c}"))?;
        if !self.units.is_empty() {
            f.write_str(" (")?;
            list(f, self.units.iter(), ",", |f, u| write!(f, "{u}"))?;
            f.write_str(")")?;
        }
        f.write_str(" => ")?;
        let placed = self.placements.iter().map(|(c, d)| (c, "=", d));
        let removed = self.eliminations.iter().map(|(c, d)| (c, "<>", d));
        list(f, placed.chain(removed), ", ", |f, (c, op, d)| {
            write!(f, "{c}{op}{d}")
        })
    }
}

/// A board's pencil marks: for each empty cell, the digits still possible there.
///
/// Beside the marks, two views of them kept up to date as marks go, since every technique asks
/// them many times per step: where each digit can go in each unit (a bit per position along the
/// unit, in the order of the unit's cells), and where each digit can go on the board (a bit per
/// cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    board: Board,
    marks: [DigitSet; 81],
    /// `places[unit][digit - 1]`: a bit per position of the unit's cells holding the digit.
    places: [[u16; 9]; 27],
    /// `with[digit - 1]`: a bit per cell (by index) holding the digit.
    with: [u128; 9],
}

/// For each cell, its three units (row, column, box) and its position along each.
const UNIT_POSITIONS: [[(u8, u8); 3]; 81] = {
    let mut table = [[(0u8, 0u8); 3]; 81];
    let mut unit = 0;
    while unit < 27 {
        let mut position = 0;
        while position < 9 {
            let cell = UNITS[unit][position] as usize;
            table[cell][unit / 9] = (unit as u8, position as u8);
            position += 1;
        }
        unit += 1;
    }
    table
};

impl Candidates {
    /// The candidates of `board`'s empty cells: every digit that no peer holds.
    pub fn new(board: &Board) -> Candidates {
        let mut candidates = Candidates {
            board: *board,
            marks: [DigitSet::EMPTY; 81],
            places: [[0; 9]; 27],
            with: [0; 9],
        };
        for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
            for digit in board.candidates(cell).iter() {
                candidates.add(cell, digit);
            }
        }
        candidates
    }

    fn add(&mut self, cell: Cell, digit: Digit) {
        let d = usize::from(digit.get() - 1);
        self.marks[cell.index()] = self.marks[cell.index()].with(digit);
        self.with[d] |= 1 << cell.index();
        for (unit, position) in UNIT_POSITIONS[cell.index()] {
            self.places[usize::from(unit)][d] |= 1 << position;
        }
    }

    /// The digits placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The candidates of `cell` (none for a filled cell).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.marks[cell.index()]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.board.is_full()
    }

    /// Applies a step: its digits are placed (and removed from their peers' candidates), its
    /// eliminations removed.
    pub fn apply(&mut self, step: &Step) {
        for &(cell, digit) in &step.placements {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.eliminations {
            self.remove(cell, digit);
        }
    }

    /// Removes one candidate, as a person crossing out a pencil mark does (no other mark changes).
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) {
        self.remove(cell, digit);
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        self.board.set(cell, Some(digit));
        for other in self.marks[cell.index()].iter() {
            self.remove(cell, other);
        }
        for &peer in &PEERS[cell.index()] {
            self.remove(cell_at(peer), digit);
        }
    }

    fn remove(&mut self, cell: Cell, digit: Digit) {
        let d = usize::from(digit.get() - 1);
        self.marks[cell.index()] = self.marks[cell.index()].without(digit);
        self.with[d] &= !(1 << cell.index());
        for (unit, position) in UNIT_POSITIONS[cell.index()] {
            self.places[usize::from(unit)][d] &= !(1 << position);
        }
    }

    /// The candidates `digit` in the cells that see every cell of `ends` (so never in one of
    /// them), other than the cells of `except`: what a pattern whose ends hold `digit` removes.
    fn seen_by(&self, digit: Digit, ends: &[Cell], except: &[Cell]) -> Vec<(Cell, Digit)> {
        self.cells_with(digit)
            .filter(|c| !except.contains(c) && ends.iter().all(|e| e.sees(*c)))
            .map(|c| (c, digit))
            .collect()
    }

    /// Where `digit` can go in unit `unit` (0-26: rows, columns, boxes), as a bit per position.
    fn places(&self, unit: usize, digit: Digit) -> u16 {
        self.places[unit][usize::from(digit.get() - 1)]
    }

    /// The cells holding `digit` as a candidate, a bit per cell index.
    fn with(&self, digit: Digit) -> u128 {
        self.with[usize::from(digit.get() - 1)]
    }

    /// `with` for every digit (index `digit - 1`).
    fn with_each(&self) -> [u128; 9] {
        self.with
    }

    /// Every cell's candidates as bits (bit `digit - 1`), by cell index: the bit boards' view.
    fn bits(&self) -> [u16; 81] {
        self.marks.map(DigitSet::bits)
    }

    /// The empty cells of unit `unit`.
    fn empty_cells(&self, unit: usize) -> impl Iterator<Item = Cell> + '_ {
        UNITS[unit]
            .iter()
            .map(|&c| cell_at(c))
            .filter(|&c| self.board.get(c).is_none())
    }

    /// The cells holding `digit` as a candidate.
    fn cells_with(&self, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        let mut bits = self.with(digit);
        std::iter::from_fn(move || {
            let index = bits.trailing_zeros();
            bits &= bits.wrapping_sub(1);
            (index < 81).then(|| cell_at(index as u8))
        })
    }
}

fn cell_at(index: u8) -> Cell {
    Cell::new(index as usize).expect("tables hold cell indices")
}

/// The cell named `name` ("r4c6", 1-based), for the techniques' hand-made tests.
#[cfg(test)]
fn named(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(usize::from(b[1] - b'1'), usize::from(b[3] - b'1')).expect("a cell's name")
}

/// The empty board with every candidate everywhere, but the named cells, which hold only the
/// digits given: the techniques' hand-made positions.
#[cfg(test)]
fn only(cells: &[(&str, &[u8])]) -> Candidates {
    let mut candidates = Candidates::new(&Board::EMPTY);
    for &(name, keep) in cells {
        for d in Digit::ALL.into_iter().filter(|d| !keep.contains(&d.get())) {
            candidates.eliminate(named(name), d);
        }
    }
    candidates
}

/// The unit of index 0-26 (rows, columns, boxes).
fn unit_of(index: usize) -> Unit {
    match index {
        0..9 => Unit::Row(index),
        9..18 => Unit::Column(index - 9),
        _ => Unit::Box(index - 18),
    }
}

/// The cells of unit `index`.
fn unit_cells(index: usize) -> impl Iterator<Item = Cell> {
    UNITS[index].iter().map(|&c| cell_at(c))
}

/// The next step a person could take on `candidates`, by the simplest technique that finds one;
/// `None` when none does (the caller may then guess). Never a [`Technique::Guess`].
pub fn next_step(candidates: &Candidates) -> Option<Step> {
    // A chain whose ends are weakly linked closes a loop: all its weak links remove.
    let closed = |step| loops::closed(candidates, step);
    basic::full_house(candidates)
        .or_else(|| basic::naked_single(candidates))
        .or_else(|| basic::hidden_single(candidates))
        .or_else(|| basic::intersections(candidates))
        .or_else(|| basic::subsets(candidates, 2))
        .or_else(|| basic::subsets(candidates, 3))
        .or_else(|| basic::subsets(candidates, 4))
        .or_else(|| fish::fish(candidates, 2))
        .or_else(|| fish::fish(candidates, 3))
        .or_else(|| fish::fish(candidates, 4))
        .or_else(|| chains::skyscraper(candidates))
        .or_else(|| chains::two_string_kite(candidates))
        .or_else(|| chains::simple_colouring(candidates))
        .or_else(|| wings::xy_wing(candidates))
        .or_else(|| wings::xyz_wing(candidates))
        .or_else(|| wings::w_wing(candidates))
        .or_else(|| finned::finned_fish(candidates, 2))
        .or_else(|| finned::finned_fish(candidates, 3))
        .or_else(|| finned::finned_fish(candidates, 4))
        .or_else(|| wings::unique_rectangle(candidates))
        .or_else(|| rectangles::unique_rectangles(candidates))
        .or_else(|| wings::bug_plus_one(candidates))
        .or_else(|| sue_de_coq::sue_de_coq(candidates))
        .or_else(|| aligned::aligned_exclusion(candidates, 2))
        .or_else(|| chains::x_chain(candidates).map(closed))
        .or_else(|| chains::xy_chain(candidates).map(closed))
        .or_else(|| chains::alternating_inference_chain(candidates).map(closed))
        .or_else(|| grouped::grouped_chain(candidates).map(closed))
        .or_else(|| als::almost_locked_sets(candidates))
        .or_else(|| aligned::aligned_exclusion(candidates, 3))
        .or_else(|| nishio::nishio(candidates))
        .or_else(|| chains::forcing_chain(candidates))
        .or_else(|| verity::cell_forcing_net(candidates))
        .or_else(|| verity::unit_forcing_net(candidates))
        .or_else(|| chains::forcing_net(candidates))
        .or_else(|| forcing::nested_forcing_net(candidates))
}

/// The next step on `candidates` (see [`next_step`]), or, when no technique finds one, a
/// [`Technique::Guess`]: the empty cell with the fewest candidates takes its digit in `solution`,
/// which must be the solution of the board the candidates came from. `None` when the board is
/// full.
pub fn step_or_guess(candidates: &Candidates, solution: &Solution) -> Option<Step> {
    if candidates.is_solved() {
        return None;
    }
    Some(next_step(candidates).unwrap_or_else(|| guess(candidates, solution)))
}

/// A [`Technique::Guess`]: the empty cell with the fewest candidates takes its digit in
/// `solution`. The board must not be full.
pub(crate) fn guess(candidates: &Candidates, solution: &Solution) -> Step {
    let cell = Cell::all()
        .filter(|&c| candidates.board.get(c).is_none())
        .min_by_key(|&c| candidates.get(c).len())
        .expect("a guess is only asked for on a board with an empty cell");
    let mut step = Step::new(Technique::Guess);
    step.cells.push(cell);
    step.placements.push((cell, solution.get(cell)));
    step
}

/// The solution of `board`, or why it is not a puzzle.
fn unique_solution(board: &Board) -> Result<Solution, NotAPuzzle> {
    match board.solve().outcome {
        Outcome::Unique(solution) => Ok(solution),
        Outcome::Multiple(..) => Err(NotAPuzzle::Multiple),
        Outcome::NoSolution => Err(NotAPuzzle::NoSolution),
        Outcome::Clash(cells) => Err(NotAPuzzle::Clash(cells)),
    }
}

/// Why a board has no logical path: it is not a puzzle with exactly one solution. It carries what
/// the search found, so a caller need not solve the board a second time to say why.
///
/// ```
/// use sudoku_solver::{Board, Verdict, logic::{LogicalPath, NotAPuzzle}};
/// let error = LogicalPath::of(&Board::EMPTY).unwrap_err();
/// assert_eq!(error, NotAPuzzle::Multiple);
/// assert_eq!(error.verdict(), Some(Verdict::Multiple));
/// assert_eq!(error.to_string(), "not a puzzle: it has more than one solution");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum NotAPuzzle {
    /// Some givens share a digit with a peer: these cells (never empty).
    Clash(CellSet),
    /// The givens do not clash, but no grid completes them.
    NoSolution,
    /// More than one solution ([`Board::solve`] gives two of them).
    Multiple,
}

impl NotAPuzzle {
    /// What the search said of the board; `None` for clashing givens, which were never searched.
    pub fn verdict(&self) -> Option<Verdict> {
        match self {
            NotAPuzzle::Clash(_) => None,
            NotAPuzzle::NoSolution => Some(Verdict::NoSolution),
            NotAPuzzle::Multiple => Some(Verdict::Multiple),
        }
    }
}

/// One line for a log or a terminal: "not a puzzle: the givens clash in r1c1, r1c5".
impl fmt::Display for NotAPuzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a puzzle: ")?;
        match self {
            NotAPuzzle::Clash(cells) => {
                f.write_str("the givens clash in ")?;
                for (i, cell) in cells.iter().enumerate() {
                    write!(f, "{}{cell}", if i == 0 { "" } else { ", " })?;
                }
                Ok(())
            }
            NotAPuzzle::NoSolution => f.write_str("it has no solution"),
            NotAPuzzle::Multiple => f.write_str("it has more than one solution"),
        }
    }
}

impl std::error::Error for NotAPuzzle {}

/// A path's level as it grows, a step at a time: the level of the highest SE rating so far (see
/// [`Level`]). It never goes down as steps are added, so a search for a puzzle of some level can
/// stop rating a candidate as soon as it is too hard.
///
/// ```
/// use sudoku_solver::logic::{Grading, Level, se::Tenths};
/// let mut grading = Grading::default();
/// grading.add(Tenths(12));
/// assert_eq!(grading.level(), Level::Easy);
/// grading.add(Tenths(32));
/// assert_eq!(grading.level(), Level::Medium);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grading {
    hardest: se::Tenths,
    beyond_singles: usize,
}

impl Grading {
    /// Counts a step rated `rating`.
    pub fn add(&mut self, rating: se::Tenths) {
        self.hardest = self.hardest.max(rating);
        self.beyond_singles += usize::from(rating > se::Tenths(23));
    }

    /// The level so far.
    pub fn level(&self) -> Level {
        Level::of_er(self.hardest)
    }

    /// What "harder" means between two paths: the highest rating, then the number of steps
    /// rated above the singles.
    pub fn hardness(&self) -> (se::Tenths, usize) {
        (self.hardest, self.beyond_singles)
    }
}

/// A puzzle solved step by step, and how hard that was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicalPath {
    /// The steps, in order; applied to the puzzle's candidates, they fill the board.
    pub steps: Vec<Step>,
}

impl LogicalPath {
    /// The path for `board`, which must have exactly one solution; otherwise what it has instead.
    pub fn of(board: &Board) -> Result<LogicalPath, NotAPuzzle> {
        let solution = unique_solution(board)?;
        let mut candidates = Candidates::new(board);
        let mut steps = Vec::new();
        while let Some(step) = step_or_guess(&candidates, &solution) {
            candidates.apply(&step);
            steps.push(step);
        }
        Ok(LogicalPath { steps })
    }

    /// The hardest technique used (`None` for a full board).
    pub fn hardest(&self) -> Option<Technique> {
        self.steps
            .iter()
            .max_by_key(|s| (se::step_rating(s), s.technique))
            .map(|s| s.technique)
    }

    /// The hardest technique that found a step, guesses aside (`None` when every step was a
    /// guess, or there are none).
    pub fn hardest_found(&self) -> Option<Technique> {
        self.steps
            .iter()
            .filter(|s| s.technique != Technique::Guess)
            .max_by_key(|s| (se::step_rating(s), s.technique))
            .map(|s| s.technique)
    }

    /// How many steps were guesses.
    pub fn guesses(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| s.technique == Technique::Guess)
            .count()
    }

    /// Whether the path needed no guess.
    pub fn is_logical(&self) -> bool {
        self.steps.iter().all(|s| s.technique != Technique::Guess)
    }
}
