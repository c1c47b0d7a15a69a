//! The page's path: the next step by the simplest technique, a labelled guess where none finds
//! one, the whole path, and why a board has none.

use std::fmt;

use super::{Candidates, Step, Technique, rating, registry};
use crate::{Board, Cell, CellSet, Outcome, Solution, Verdict};

/// The next step a person could take on `candidates`, by the simplest technique that finds one;
/// `None` when none does (the caller may then guess). Never a [`Technique::Guess`].
pub fn next_step(candidates: &Candidates) -> Option<Step> {
    registry::first(registry::PAGE, candidates)
}

/// The next step on `candidates` as [`next_step`] finds it, if a technique no later than
/// `technique` in the page's order finds one (`None` otherwise, or for a full board): the same
/// step, found without trying the harder techniques. What the generator aimed at a technique
/// grades with (`generate::Practice`).
pub fn next_step_upto(candidates: &Candidates, technique: Technique) -> Option<Step> {
    registry::first(registry::page_upto(technique)?, candidates)
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
        .filter(|&c| candidates.board().get(c).is_none())
        .min_by_key(|&c| candidates.get(c).len())
        .expect("a guess is only asked for on a board with an empty cell");
    let mut step = Step::new(Technique::Guess);
    step.cells.push(cell);
    step.placements.push((cell, solution.get(cell)));
    step
}

/// The solution of `board`, or why it is not a puzzle.
pub(in crate::logic) fn unique_solution(board: &Board) -> Result<Solution, NotAPuzzle> {
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
            .max_by_key(|s| (rating::step_rating(s), s.technique))
            .map(|s| s.technique)
    }

    /// The hardest technique that found a step, guesses aside (`None` when every step was a
    /// guess, or there are none).
    pub fn hardest_found(&self) -> Option<Technique> {
        self.steps
            .iter()
            .filter(|s| s.technique != Technique::Guess)
            .max_by_key(|s| (rating::step_rating(s), s.technique))
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
