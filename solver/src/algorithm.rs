//! The three algorithms a person can choose between, and one call that runs any of them.

use std::fmt;
use std::str::FromStr;

use crate::names;

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
