//! The three algorithms a person can choose between, and one call that runs any of them.

use std::fmt;
use std::str::FromStr;

use crate::backtrack::{Backtracker, Order, Report};
use crate::{Board, Counts, Outcome, Solution, names, search};

/// How to solve: the two methods of the tutorials this project grew from, and the project's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Backtracking as the first tutorial does it: the empty cells in reading order, digits 1 to
    /// 9, each tested against its row, column and box.
    Naive,
    /// The empty cell with the fewest candidates first, its candidates in increasing order, no
    /// other inference (the third tutorial's method).
    CandidatesFirst,
    /// The project's solver: bitboards, deductions between guesses (see the crate docs).
    Fast,
}

impl Algorithm {
    /// All three, from the slowest to the fastest.
    pub const ALL: [Algorithm; 3] = [
        Algorithm::Naive,
        Algorithm::CandidatesFirst,
        Algorithm::Fast,
    ];

    /// For the backtracking two, the order they take cells in.
    pub(crate) fn backtracking_order(self) -> Option<Order> {
        match self {
            Algorithm::Naive => Some(Order::ReadingOrder),
            Algorithm::CandidatesFirst => Some(Order::FewestCandidates),
            Algorithm::Fast => None,
        }
    }
}

/// `naive`, `candidates-first`, `fast`: short names for command lines, files and links (the names
/// people read, in their language, are the caller's to choose).
impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Algorithm::Naive => "naive",
            Algorithm::CandidatesFirst => "candidates-first",
            Algorithm::Fast => "fast",
        })
    }
}

/// The error of [`Algorithm::from_str`]: the text names no algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAlgorithm(pub String);

impl fmt::Display for UnknownAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        names::write_unknown(f, "algorithm", &self.0, &Algorithm::ALL)
    }
}

impl std::error::Error for UnknownAlgorithm {}

/// Reads what [`Display`](fmt::Display) writes, ignoring case.
impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    fn from_str(s: &str) -> Result<Algorithm, UnknownAlgorithm> {
        names::named(&Algorithm::ALL, s).ok_or_else(|| UnknownAlgorithm(s.to_string()))
    }
}

impl Board {
    /// Solves with `algorithm`, proving uniqueness (it looks for a second solution), and says
    /// what it did: the outcome and the counts. The backtracking algorithms can take very long
    /// on some puzzles (hundreds of millions of tries); to show progress or stop, drive a
    /// [`Backtracker`] instead.
    ///
    /// ```
    /// use sudoku_solver::{Algorithm, Board};
    /// let puzzle: Board = "6.......3..426.....5.47....2....13.85.3..........48.7..6....8..1.5.........1.7.9."
    ///     .parse()?;
    /// let naive = puzzle.solve_with(Algorithm::Naive);
    /// let fewest = puzzle.solve_with(Algorithm::CandidatesFirst);
    /// assert_eq!(naive.outcome, fewest.outcome);
    /// assert!(fewest.counts.tries < naive.counts.tries);
    /// # Ok::<(), sudoku_solver::ParseError>(())
    /// ```
    pub fn solve_with(&self, algorithm: Algorithm) -> Report {
        match Backtracker::new(self, algorithm, 2) {
            Some(mut search) => loop {
                if let Some(report) = search.advance(u64::MAX) {
                    return report;
                }
            },
            None => search::solve_counting(self),
        }
    }

    /// Solves with `algorithm` up to the first solution only, as the tutorials do: that
    /// solution (`None` when there is none, or the givens clash) and the work it took, which is
    /// what [`Report::first`] records on the way in [`Board::solve_with`].
    ///
    /// ```
    /// use sudoku_solver::{Algorithm, Board};
    /// // The first tutorial's puzzle, which it solves in 45,360 tries.
    /// let puzzle: Board = "8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4.."
    ///     .parse()?;
    /// let (solution, counts) = puzzle.first_solution_with(Algorithm::Naive);
    /// assert!(solution.is_some());
    /// assert_eq!(counts.tries, 45_360);
    /// assert_eq!(Some(counts), puzzle.solve_with(Algorithm::Naive).first);
    /// # Ok::<(), sudoku_solver::ParseError>(())
    /// ```
    pub fn first_solution_with(&self, algorithm: Algorithm) -> (Option<Solution>, Counts) {
        match Backtracker::new(self, algorithm, 1) {
            Some(mut search) => loop {
                if let Some(report) = search.advance(u64::MAX) {
                    let solution = match report.outcome {
                        Outcome::Unique(solution) | Outcome::Multiple(solution, _) => {
                            Some(solution)
                        }
                        Outcome::NoSolution | Outcome::Clash(_) => None,
                    };
                    return (solution, report.counts);
                }
            },
            None => search::first_solution_counting(self),
        }
    }
}
