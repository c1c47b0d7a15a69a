//! The solving entry points, on top of the two searches: the band search of `bands.rs` and the
//! triad search of `triads/` ([`Engine`]).

use crate::bands::{self, Work};
use crate::triads::{self, Isa};
use crate::{Analysis, Board, Counts, Outcome, Report, Solution, Solutions, Stats};

/// Which search solves a puzzle. Every call of the crate uses the band search today: the triad
/// search branches at a fifth as many points on the hardest puzzles (110 against 568) but does not yet beat it on
/// time over the corpora (docs/BENCHMARKS.md has the figures), so the automatic choice between
/// them waits until it does. Public for the benchmarks and tests that compare the two.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The band search (`bands.rs`): cheap guesses, many of them.
    Bands,
    /// The triad search (`triads/`): fewer, dearer guesses. On an x86_64 processor without
    /// SSSE3 and SSE4.1 (before 2008), the band search instead.
    Triads,
}

/// Runs `engine` on `board`, as [`bands::search`] does.
fn run(board: &Board, limit: usize, found: &mut dyn FnMut(Board), engine: Engine) -> Option<Work> {
    match (engine, Isa::detect()) {
        (Engine::Triads, Some(isa)) => triads::search(isa, board, limit, found),
        _ => bands::search(board, limit, found),
    }
}

/// Up to `limit` solutions by `engine`.
pub(crate) fn solutions_by(board: &Board, engine: Engine, limit: usize) -> Solutions {
    let mut found = Vec::with_capacity(limit.min(16));
    let counts = run(
        board,
        limit,
        &mut |grid| found.push(Solution::from_complete(grid)),
        engine,
    );
    Solutions {
        found,
        stats: Stats {
            guesses: counts.map_or(0, |work| work.all.tries),
        },
    }
}

/// Up to `limit` solutions, collected in the order the search meets them.
pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    solutions_by(board, Engine::Bands, limit)
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
