//! The solving entry points, on top of the band search of `bands.rs`.

use crate::bands;
use crate::{Analysis, Board, Counts, Outcome, Solution, Solutions, Stats};

/// Up to `limit` solutions, collected in the order the search meets them.
pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    let mut found = Vec::with_capacity(limit.min(16));
    let counts = bands::search(board, limit, |grid| {
        found.push(Solution::from_complete(grid))
    });
    Solutions {
        found,
        stats: Stats {
            guesses: counts.map_or(0, |c| c.tries),
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
    let (outcome, counts) = solve_counting(board);
    Analysis {
        outcome,
        stats: Stats {
            guesses: counts.tries,
        },
    }
}

/// [`solve`] with the search's full counts.
pub(crate) fn solve_counting(board: &Board) -> (Outcome, Counts) {
    let mut found: [Option<Solution>; 2] = [None, None];
    let mut count = 0;
    let counts = bands::search(board, 2, |grid| {
        found[count] = Some(Solution::from_complete(grid));
        count += 1;
    });
    let Some(counts) = counts else {
        return (Outcome::Clash(board.clashes()), Counts::default());
    };
    let outcome = match found {
        [None, _] => Outcome::NoSolution,
        [Some(one), None] => Outcome::Unique(one),
        [Some(first), Some(second)] => Outcome::Multiple(first, second),
    };
    (outcome, counts)
}
