//! A fast 9x9 Sudoku solver with no dependencies: read a board, find its clashes, solve it, count its
//! solutions. The same code runs natively and compiled to WebAssembly in the browser.
//!
//! One call answers what a person wants to know about a puzzle:
//!
//! ```
//! use sudoku_solver::{Board, Outcome};
//!
//! // Arto Inkala's 2012 puzzle.
//! let puzzle: Board = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
//!     .parse()?;
//! let analysis = puzzle.solve();
//! match analysis.outcome {
//!     Outcome::Unique(solution) => assert_eq!(
//!         solution.to_string(),
//!         "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
//!     ),
//!     other => panic!("expected one solution, got {other:?}"),
//! }
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```
//!
//! The four outcomes: [`Outcome::Unique`] (the solution), [`Outcome::Multiple`] (two different
//! solutions), [`Outcome::NoSolution`], and [`Outcome::Clash`] (the givens that break a rule). Every
//! board gets one of them, including the empty board and contradictory ones; no input makes the
//! solver panic.
//!
//! The types make bad states unrepresentable: a [`Digit`] is 1 to 9, a [`Cell`] is one of the 81
//! positions, a [`Solution`] is a complete valid grid. Text goes in through [`str::parse`] (see
//! [`Board`] for the formats) and out through [`Display`](std::fmt::Display).
//!
//! Two searches solve (`search.rs` chooses between them, [`Algorithm::Fast`]): the band search
//! (`bands.rs`, of the JCZSolve family: one 27-bit mask per digit and band, updated through
//! lookup tables that apply locked candidates, hidden and naked singles between guesses, branching
//! on a cell with two candidates), whose guesses are a digit at a cell as the tutorials count
//! them; and the triad search (`triads/`, tdoku's idea: every box's and band's digit patterns in
//! 128-bit vectors), fewer and dearer guesses, taken for puzzles the band search's deduction leaves
//! wide open. The crate's tests keep a plain backtracking solver as the oracle
//! (`tests/it/reference.rs`).

#![deny(missing_docs)]
#![deny(unsafe_code)]

mod algorithm;
mod backtrack;
mod bands;
mod board;
mod cell;
mod digit;
pub mod generate;
pub mod logic;
mod marks;
mod names;
mod parse;
mod search;
mod solution;
mod triads;
mod walk;

/// The README's example, compiled and run as a doctest so it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;

pub use algorithm::{Algorithm, UnknownAlgorithm};
pub use backtrack::{Backtracker, Counts, Event, Report, Timed, Unit};
pub use board::Board;
pub use cell::{Cell, CellSet};
pub use digit::{Digit, DigitSet};
pub use marks::{MarkGrid, MarkGridError, MarkGridErrorKind, Marked};
pub use parse::{ParseError, ParseErrorKind};
#[doc(hidden)]
pub use search::Engine;
pub use solution::{Analysis, NotASolution, Outcome, Solution, Solutions, Stats, Verdict};
pub use walk::Walk;

impl Board {
    /// Solves the puzzle and says what it is: one solution, several, none, or clashing givens.
    /// Proving uniqueness means looking for a second solution, so this is [`Board::solutions`] with
    /// a limit of 2, after a check for clashes.
    pub fn solve(&self) -> Analysis {
        search::solve(self)
    }

    /// Up to `limit` different solutions (none for a board whose givens clash).
    ///
    /// ```
    /// use sudoku_solver::Board;
    /// assert_eq!(Board::EMPTY.solutions(3).found.len(), 3);
    /// assert_eq!(Board::EMPTY.solutions(0).found.len(), 0);
    /// ```
    pub fn solutions(&self, limit: usize) -> Solutions {
        search::solutions(self, limit)
    }

    /// The first solution the search meets, without looking for a second one: faster than
    /// [`Board::solve`] when the puzzle is known to be proper. `None` when there is no solution
    /// (or the givens clash).
    ///
    /// ```
    /// use sudoku_solver::Board;
    /// let solution = Board::EMPTY.first_solution().expect("the empty board has solutions");
    /// assert!(solution.board().is_full());
    /// ```
    pub fn first_solution(&self) -> Option<Solution> {
        search::first_solution(self)
    }

    /// How many solutions the board has, counting no further than `limit`.
    pub fn count_solutions(&self, limit: usize) -> usize {
        search::count_by(self, Engine::Auto, limit).0
    }

    /// [`Board::solutions`] by the given search, for benchmarks and tests that compare them.
    #[doc(hidden)]
    pub fn solutions_by(&self, engine: Engine, limit: usize) -> Solutions {
        search::solutions_by(self, engine, limit)
    }

    /// [`Board::count_solutions`] by the given search, with its tries, for benchmarks and tests.
    #[doc(hidden)]
    pub fn count_solutions_by(&self, engine: Engine, limit: usize) -> (usize, Stats) {
        search::count_by(self, engine, limit)
    }
}
