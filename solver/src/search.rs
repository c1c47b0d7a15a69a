//! The solving entry points, on top of the band search of `bands.rs`.

use crate::bands;
use crate::{Analysis, Board, Counts, Outcome, Report, Solution, Solutions, Stats};

/// Up to `limit` solutions, collected in the order the search meets them.
pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    let mut found = Vec::with_capacity(limit.min(16));
    let counts = bands::search(board, limit, |grid| {
        found.push(Solution::from_complete(grid))
    });
    Solutions {
        found,
        stats: Stats {
            guesses: counts.map_or(0, |work| work.all.tries),
        },
    }
}

/// The first solution the search meets, if any: no proof that it is the only one.
pub(crate) fn first_solution(board: &Board) -> Option<Solution> {
    first_solution_counting(board).0
}

/// [`first_solution`] with the search's counts.
pub(crate) fn first_solution_counting(board: &Board) -> (Option<Solution>, Counts) {
    let mut first = None;
    let work = bands::search(board, 1, |grid| first = Some(Solution::from_complete(grid)));
    (first, work.map_or(Counts::default(), |work| work.all))
}

/// The outcome of a puzzle: a search for up to two solutions, or the clashing givens.
pub(crate) fn solve(board: &Board) -> Analysis {
    let report = solve_counting(board);
    Analysis {
        outcome: report.outcome,
        stats: Stats {
            guesses: report.counts.tries,
        },
    }
}

/// [`solve`] with the search's full counts, and its counts at the first solution.
pub(crate) fn solve_counting(board: &Board) -> Report {
    let mut found: [Option<Solution>; 2] = [None, None];
    let mut count = 0;
    let counts = bands::search(board, 2, |grid| {
        found[count] = Some(Solution::from_complete(grid));
        count += 1;
    });
    let Some(work) = counts else {
        return Report {
            outcome: Outcome::Clash(board.clashes()),
            counts: Counts::default(),
            first: None,
        };
    };
    let outcome = match found {
        [None, _] => Outcome::NoSolution,
        [Some(one), None] => Outcome::Unique(one),
        [Some(first), Some(second)] => Outcome::Multiple(first, second),
    };
    Report {
        outcome,
        counts: work.all,
        first: work.first,
    }
}
