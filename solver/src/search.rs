//! The solving entry points, on top of the band search of `bands.rs`.

use crate::bands;
use crate::{Analysis, Board, Outcome, Solution, Solutions, Stats};

/// Up to `limit` solutions, collected in the order the search meets them.
pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    let mut found = Vec::with_capacity(limit.min(16));
    let guesses = bands::search(board, limit, |grid| {
        found.push(Solution::from_complete(grid))
    });
    Solutions {
        found,
        stats: Stats {
            guesses: guesses.unwrap_or(0),
        },
    }
}

/// The first solution the search meets, if any: no proof that it is the only one.
pub(crate) fn first_solution(board: &Board) -> Option<Solution> {
    let mut first = None;
    bands::search(board, 1, |grid| first = Some(Solution::from_complete(grid)));
    first
}

/// The outcome of a puzzle: a search for up to two solutions, or the clashing givens.
pub(crate) fn solve(board: &Board) -> Analysis {
    let mut found: [Option<Solution>; 2] = [None, None];
    let mut count = 0;
    let guesses = bands::search(board, 2, |grid| {
        found[count] = Some(Solution::from_complete(grid));
        count += 1;
    });
    let Some(guesses) = guesses else {
        return Analysis {
            outcome: Outcome::Clash(board.clashes()),
            stats: Stats::default(),
        };
    };
    let outcome = match found {
        [None, _] => Outcome::NoSolution,
        [Some(one), None] => Outcome::Unique(one),
        [Some(first), Some(second)] => Outcome::Multiple(first, second),
    };
    Analysis {
        outcome,
        stats: Stats { guesses },
    }
}
