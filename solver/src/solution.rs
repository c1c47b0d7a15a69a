//! A solved grid, and what one solving call answers.

use std::fmt;

use crate::{Board, Cell, CellSet, Digit};

/// A complete grid that follows every rule: each row, column and box holds each digit once.
/// Only the solver builds one, so holding a `Solution` means holding a valid grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Solution {
    board: Board,
}

impl Solution {
    /// Wraps a grid the search completed. The search only fills a cell with a candidate, so the grid
    /// is valid by construction; debug builds check it anyway.
    pub(crate) fn from_complete(board: Board) -> Solution {
        debug_assert!(board.is_full() && board.clashes().is_empty(), "{board:?}");
        Solution { board }
    }

    /// The digit in `cell`.
    pub fn get(&self, cell: Cell) -> Digit {
        self.board.get(cell).expect("a solution fills every cell")
    }

    /// The solution as a board (every cell filled).
    pub fn board(&self) -> Board {
        self.board
    }
}

/// The board is not a solution: some cell is empty, or some digit clashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotASolution;

impl fmt::Display for NotASolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a solution: the grid has an empty cell or a clash")
    }
}

impl std::error::Error for NotASolution {}

/// A full grid that breaks no rule is a solution; anything else is refused. For grids that come
/// from elsewhere (another thread, storage) rather than from the solver.
///
/// ```
/// use sudoku_solver::{Board, Solution};
/// let grid: Board = "812753649943682175675491283154237896369845721287169534521974368438526917796318452".parse()?;
/// assert!(Solution::try_from(grid).is_ok());
/// assert!(Solution::try_from(Board::EMPTY).is_err());
/// # Ok::<(), sudoku_solver::ParseError>(())
/// ```
impl TryFrom<Board> for Solution {
    type Error = NotASolution;

    fn try_from(board: Board) -> Result<Solution, NotASolution> {
        if board.is_full() && board.clashes().is_empty() {
            Ok(Solution { board })
        } else {
            Err(NotASolution)
        }
    }
}

/// The 81 digits in reading order, as [`Board`] writes them (the alternate form `{:#}` is the grid).
impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.board, f)
    }
}

impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solution(\"{self}\")")
    }
}

/// What a puzzle is, as [`Board::solve`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// Exactly one solution: a proper Sudoku.
    Unique(Solution),
    /// Two or more solutions; two different ones are given. From [`Board::solve`] and
    /// [`Board::solve_with`]`(Algorithm::Fast)` the first is the same on every platform: the one
    /// [`Board::first_solution_with`]`(Algorithm::Fast)` gives.
    ///
    /// [`Board::solve`]: crate::Board::solve
    /// [`Board::solve_with`]: crate::Board::solve_with
    /// [`Board::first_solution_with`]: crate::Board::first_solution_with
    Multiple(Solution, Solution),
    /// The givens do not clash, but no grid completes them.
    NoSolution,
    /// Some givens share a digit with another given in their row, column or box: these cells.
    /// The set is never empty.
    Clash(CellSet),
}

impl Outcome {
    /// What the outcome says of the puzzle, without the solutions; `None` for clashing givens,
    /// which are never searched.
    pub fn verdict(&self) -> Option<Verdict> {
        Verdict::of(self)
    }
}

/// What a search found, without the solutions themselves: small enough to send, store or show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Exactly one solution.
    Unique,
    /// More than one.
    Multiple,
    /// None.
    NoSolution,
}

impl Verdict {
    /// What `outcome` says of the puzzle; `None` for clashing givens, which were never searched.
    ///
    /// ```
    /// use sudoku_solver::{Board, Verdict};
    /// assert_eq!(Verdict::of(&Board::EMPTY.solve().outcome), Some(Verdict::Multiple));
    /// ```
    pub fn of(outcome: &Outcome) -> Option<Verdict> {
        match outcome {
            Outcome::Unique(_) => Some(Verdict::Unique),
            Outcome::Multiple(..) => Some(Verdict::Multiple),
            Outcome::NoSolution => Some(Verdict::NoSolution),
            Outcome::Clash(_) => None,
        }
    }
}

/// What the search did. Time is for the caller to measure: the solver never reads a clock, so it runs
/// the same everywhere, in a browser too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// How many times the search had to assume what it could not deduce. The band search
    /// assumes a digit at a cell (each digit tried at a branching cell counts once); on a hard
    /// puzzle the automatic choice runs the triad search, which assumes a digit's place in a
    /// band, or its absence (each side of a branch counts once). Zero when deduction alone
    /// solves the puzzle. [`Board::solve_with`] always counts the band search's.
    ///
    /// [`Board::solve_with`]: crate::Board::solve_with
    pub guesses: u64,
}

/// The answer of [`Board::solve`]: the outcome and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// What the puzzle is.
    pub outcome: Outcome,
    /// What the search did to find out.
    pub stats: Stats,
}

/// The answer of [`Board::solutions`]: up to `limit` different solutions, and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// The solutions found, at most `limit` of them, in the order the search met them.
    pub found: Vec<Solution>,
    /// What the search did.
    pub stats: Stats,
}
