//! The solving entry points, on top of the two searches: the band search of `bands.rs` and the
//! triad search of `triads/` ([`Engine`]).

use crate::bands::{self, Found, Work};
use crate::triads::{self, Isa};
use crate::{
    Algorithm, Analysis, Backtracker, Board, Counts, Outcome, Report, Solution, Solutions, Stats,
};

/// Which search solves a puzzle. `solutions`, `first_solution` and `count_solutions` take the
/// automatic choice, and `solve` too but natively for a puzzle with many givens
/// ([`MANY_GIVENS`]); the calls that report the search's counts (`solve_with`,
/// `first_solution_with`, Step through) take the band search, whose guesses are a digit at a
/// cell, as the tutorials count.
/// Public for the benchmarks and tests that compare them.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The band search (`bands.rs`): cheap guesses, many of them.
    Bands,
    /// The triad search (`triads/`): fewer, dearer guesses. On an x86_64 processor without
    /// SSSE3 and SSE4.1 (before 2008), the band search instead.
    Triads,
    /// Natively, the triad search. In wasm built with `simd128`, the band search unless more
    /// than [`MOST_OPEN`] cells are open after its deduction before the first guess: then the
    /// triad search. In wasm without `simd128`, the band search. What `solutions` and
    /// `first_solution` use, and `solve` but for a puzzle with [`MANY_GIVENS`] givens or more.
    Auto,
}

/// Natively, `solve` takes the band search for a puzzle with this many givens or more, and the
/// automatic choice (the triad search) for one with fewer. `solve` names the band search's first
/// solution first: after the triad search finds two, it runs the band search to its first. Where
/// few cells are open the band search is nearly as fast as the triad search (serg's puzzles, 34
/// givens on average and several solutions each: 1.64 µs against 1.54 proving uniqueness),
/// while that second search would nearly double the time (1.41 µs more). Measured on the corpora
/// (docs/BENCHMARKS.md); every other corpus has 17 to 26 givens a puzzle.
const MANY_GIVENS: usize = 30;

/// The automatic choice's line in wasm with `simd128`, where the triad search's start costs more
/// (unbiased and 17-clue puzzles took 1.4 and 1.6 times as long by the givens' line): a puzzle with
/// more open cells than this after the band search's deduction before its first guess goes to
/// the triad search. From 40 to 50 the hard corpora take the same time, above 50 they slow down
/// (most of their puzzles have 51 to 60 open cells then); below 50 the easy ones slow down.
const MOST_OPEN: u32 = 50;

/// Whether the automatic choice may take the triad search: natively, yes; in wasm, when the
/// build has `simd128` (without it, the triad search runs on plain arrays, slower than the band
/// search on every corpus: docs/BENCHMARKS.md).
const TRIADS_IN_AUTO: bool = !cfg!(target_arch = "wasm32") || cfg!(wasm_simd);

/// Runs `engine` on `board`, as [`bands::search`] does; with the search that ran (`Auto` resolved
/// to one of the two).
fn run(
    board: &Board,
    limit: usize,
    mut found: Found<'_>,
    engine: Engine,
) -> Option<(Work, Engine)> {
    match engine {
        Engine::Triads => triads_or_bands(board, limit, found),
        Engine::Auto if !cfg!(target_arch = "wasm32") => triads_or_bands(board, limit, found),
        Engine::Auto if cfg!(target_arch = "wasm32") && TRIADS_IN_AUTO => {
            match bands::search_unless_open(board, limit, MOST_OPEN, reborrow(&mut found)) {
                bands::Outcome::Clash => None,
                bands::Outcome::Searched(work) => Some((work, Engine::Bands)),
                bands::Outcome::Open => triads_or_bands(board, limit, found),
            }
        }
        Engine::Bands | Engine::Auto => {
            bands::search(board, limit, found).map(|work| (work, Engine::Bands))
        }
    }
}

/// `found` again, for a search after one that handed it no solution.
fn reborrow<'s>(found: &'s mut Found<'_>) -> Found<'s> {
    match found {
        Some(found) => Some(&mut **found),
        None => None,
    }
}

/// The triad search with the instructions this processor has, or the band search where it has
/// none that the triad search runs on. (The processor is asked only here, so that the band
/// search's callers never pay for it.)
fn triads_or_bands(board: &Board, limit: usize, found: Found<'_>) -> Option<(Work, Engine)> {
    match Isa::detect() {
        Some(isa) => triads::search(isa, board, limit, found).map(|work| (work, Engine::Triads)),
        None => bands::search(board, limit, found).map(|work| (work, Engine::Bands)),
    }
}

/// Up to `limit` solutions by `engine`.
pub(crate) fn solutions_by(board: &Board, engine: Engine, limit: usize) -> Solutions {
    let mut found = Vec::with_capacity(limit.min(16));
    let counts = run(
        board,
        limit,
        Some(&mut |grid| found.push(Solution::from_complete(grid))),
        engine,
    );
    Solutions {
        found,
        stats: Stats {
            guesses: counts.map_or(0, |(work, _)| work.all.tries),
        },
    }
}

/// How many solutions `engine` finds, counting no further than `limit`, and its tries: the
/// solutions are only counted, none made a board.
pub(crate) fn count_by(board: &Board, engine: Engine, limit: usize) -> (usize, Stats) {
    let work = run(board, limit, None, engine).map(|(work, _)| work);
    (
        work.map_or(0, |work| work.solutions),
        Stats {
            guesses: work.map_or(0, |work| work.all.tries),
        },
    )
}

/// Up to `limit` solutions, collected in the order the search meets them.
pub(crate) fn solutions(board: &Board, limit: usize) -> Solutions {
    solutions_by(board, Engine::Auto, limit)
}

/// The first solution the search meets, if any: no proof that it is the only one.
pub(crate) fn first_solution(board: &Board) -> Option<Solution> {
    first_solution_by(board, Engine::Auto).0
}

/// [`first_solution`] with the band search's counts.
pub(crate) fn first_solution_counting(board: &Board) -> (Option<Solution>, Counts) {
    first_solution_by(board, Engine::Bands)
}

fn first_solution_by(board: &Board, engine: Engine) -> (Option<Solution>, Counts) {
    let mut first = None;
    let work = run(
        board,
        1,
        Some(&mut |grid| first = Some(Solution::from_complete(grid))),
        engine,
    );
    (first, work.map_or(Counts::default(), |(work, _)| work.all))
}

/// The outcome of a puzzle: a search for up to two solutions, or the clashing givens.
pub(crate) fn solve(board: &Board) -> Analysis {
    let engine = if !cfg!(target_arch = "wasm32") && board.given_count() >= MANY_GIVENS {
        Engine::Bands
    } else {
        Engine::Auto
    };
    let report = solve_by(board, engine);
    Analysis {
        outcome: report.outcome,
        stats: Stats {
            guesses: report.counts.tries,
        },
    }
}

/// [`solve`] with the band search's full counts, and its counts at the first solution.
pub(crate) fn solve_counting(board: &Board) -> Report {
    solve_by(board, Engine::Bands)
}

fn solve_by(board: &Board, engine: Engine) -> Report {
    let mut found: [Option<Solution>; 2] = [None, None];
    let mut count = 0;
    let record = &mut |grid| {
        found[count] = Some(Solution::from_complete(grid));
        count += 1;
    };
    let counts = run(board, 2, Some(record), engine);
    let Some((work, ran)) = counts else {
        return Report {
            outcome: Outcome::Clash(board.clashes()),
            counts: Counts::default(),
            first: None,
        };
    };
    let outcome = match found {
        [None, _] => Outcome::NoSolution,
        [Some(one), None] => Outcome::Unique(one),
        // The triad search meets solutions in another order: the first named is the band
        // search's first, so that a board with several solutions gets the same answer from
        // `solve` on every platform (wasm without `simd128` runs the band search only) and from
        // `first_solution_with`. It costs one more search to the first solution (natively, a
        // board with several solutions and fewer than MANY_GIVENS givens; in wasm, more than
        // MOST_OPEN open cells).
        [Some(first), Some(second)] if ran == Engine::Triads => {
            let (band_first, _) = first_solution_by(board, Engine::Bands);
            let band_first = band_first.expect("a board with two solutions has a first one");
            let other = if band_first == first { second } else { first };
            Outcome::Multiple(band_first, other)
        }
        [Some(first), Some(second)] => Outcome::Multiple(first, second),
    };
    Report {
        outcome,
        counts: work.all,
        first: work.first,
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
            None => solve_counting(self),
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
            None => first_solution_counting(self),
        }
    }
}
