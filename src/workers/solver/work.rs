//! The solver worker's work: solves, live checks and walks to step through.
//!
//! The fast solver answers at once. The backtracking algorithms can need hundreds of millions of
//! tries, so they run in slices of about 20 ms ([`Service::slice`]): between slices the worker
//! reads its messages, so a `cancel` or a newer `solve` is read at once. Time comes from a
//! [`Clock`], so all of it is tested natively.

use sudoku_solver::{Algorithm, Backtracker, Board, Timed};

use super::{Reply, Request, Solver, Stepper};
use crate::workers::{Clock, Service};

/// How long one slice should run before the worker reads its messages.
const SLICE_MILLIS: f64 = 20.0;
/// Progress at most this often: each one becomes a status change a screen reader may read.
const PROGRESS_MILLIS: f64 = 1000.0;
/// A solve quicker than this is timed again (see [`mean_millis`]).
const SHORT_MILLIS: f64 = 5.0;
/// How long the repeats of a short solve run, in all.
const REPEAT_MILLIS: f64 = 20.0;

/// A backtracking search under way.
struct Job {
    run: u32,
    puzzle: Board,
    algorithm: Algorithm,
    search: Backtracker,
    start: f64,
    /// When the first solution was found, in ms after `start`.
    first_millis: Option<f64>,
    last_progress: f64,
    /// Tries per slice, adjusted to take about SLICE_MILLIS.
    slice: u64,
}

/// The solver worker's work, on `clock`.
pub struct SolverWork<C: Clock> {
    clock: C,
    /// The search being stepped through, with its number.
    walk: Option<(u32, Stepper)>,
    /// The backtracking search under way, if any: the worker is busy while there is one.
    job: Option<Job>,
}

/// The time of one solve that took `first` ms. Browsers coarsen the clock (to 0.1 ms in
/// Chromium), so a shorter solve than [`SHORT_MILLIS`] is run `again` for about
/// [`REPEAT_MILLIS`] and the mean taken: the fast solver's 50 µs would otherwise read as 0 or
/// 0.1 ms.
fn mean_millis(clock: &impl Clock, first: f64, mut again: impl FnMut()) -> f64 {
    if first >= SHORT_MILLIS {
        return first;
    }
    let start = clock.now();
    let mut runs = 0u32;
    loop {
        again();
        runs += 1;
        let took = clock.now() - start;
        if took >= REPEAT_MILLIS || runs >= 100_000 {
            return took / f64::from(runs);
        }
    }
}

impl<C: Clock> SolverWork<C> {
    /// Idle, with nothing to step through.
    pub fn new(clock: C) -> SolverWork<C> {
        SolverWork {
            clock,
            walk: None,
            job: None,
        }
    }

    fn start(
        &mut self,
        run: u32,
        algorithm: Algorithm,
        puzzle: Board,
        post: &mut dyn FnMut(Reply),
    ) {
        let clock = &self.clock;
        let start = clock.now();
        let Some(search) = Backtracker::new(&puzzle, algorithm, 2) else {
            // The fast solver takes milliseconds at most: no slices. Its time to the first
            // solution is that of a search that stops there.
            let report = puzzle.solve_with(algorithm);
            let millis = mean_millis(clock, clock.now() - start, || {
                std::hint::black_box(puzzle.solve_with(algorithm));
            });
            let first = report.first.map(|counts| {
                let start = clock.now();
                puzzle.first_solution_with(algorithm);
                let millis = mean_millis(clock, clock.now() - start, || {
                    std::hint::black_box(puzzle.first_solution_with(algorithm));
                });
                Timed { counts, millis }
            });
            post(Reply::Done {
                run,
                outcome: Box::new(report.outcome),
                all: Timed {
                    counts: report.counts,
                    millis,
                },
                first,
            });
            return;
        };
        self.job = Some(Job {
            run,
            puzzle,
            algorithm,
            search,
            start,
            first_millis: None,
            last_progress: start,
            slice: 20_000,
        });
    }
}

impl<C: Clock + 'static> Service for SolverWork<C> {
    type Protocol = Solver;

    fn request(&mut self, request: Request, post: &mut dyn FnMut(Reply)) {
        match request {
            Request::Cancel { run } => {
                if self.job.as_ref().is_some_and(|job| job.run == run) {
                    self.job = None;
                }
                if self.walk.as_ref().is_some_and(|(id, _)| *id == run) {
                    self.walk = None;
                }
            }
            Request::Walk {
                run,
                algorithm,
                puzzle,
            } => self.walk = Some((run, Stepper::new(&puzzle, algorithm))),
            Request::Check { run, puzzle } => {
                // Stops at the second solution: milliseconds at most, even for a near-empty
                // board, so it is answered at once, between slices of a long solve. Only the
                // verdict counts here, so the fastest search (the automatic choice: the triad
                // search on a hard puzzle where this worker is built with `simd128`).
                let verdict = puzzle.solve().outcome.verdict();
                post(Reply::Checked { run, verdict });
            }
            Request::Step { run, steps } => {
                if let Some((id, stepper)) = self.walk.as_mut().filter(|(id, _)| *id == run) {
                    let frame = Box::new(stepper.advance(steps));
                    post(Reply::Stepped { run: *id, frame });
                }
            }
            Request::Solve {
                run,
                algorithm,
                puzzle,
            } => {
                // A newer solve replaces a running one: the page no longer wants it.
                self.job = None;
                self.start(run, algorithm, puzzle, post);
            }
        }
    }

    fn busy(&self) -> bool {
        self.job.is_some()
    }

    fn slice(&mut self, post: &mut dyn FnMut(Reply)) {
        let clock = &self.clock;
        let Some(job) = self.job.as_mut() else { return };
        let before = clock.now();
        let over = job.search.advance(job.slice);
        // A slice pauses just after a solution: the first one's time is read here.
        let found_first = job.first_millis.is_none() && job.search.first().is_some();
        if found_first {
            job.first_millis = Some(clock.now() - job.start);
        }
        if let Some(report) = over {
            let (puzzle, algorithm) = (job.puzzle, job.algorithm);
            let first = (report.first.zip(job.first_millis)).map(|(counts, took)| Timed {
                counts,
                millis: mean_millis(clock, took, || {
                    std::hint::black_box(puzzle.first_solution_with(algorithm));
                }),
            });
            let all = Timed {
                counts: report.counts,
                millis: mean_millis(clock, clock.now() - job.start, || {
                    std::hint::black_box(puzzle.solve_with(algorithm));
                }),
            };
            post(Reply::Done {
                run: job.run,
                outcome: Box::new(report.outcome),
                all,
                first,
            });
            self.job = None;
            return;
        }
        if !found_first {
            // A slice cut short by the solution says nothing of the speed.
            let took = (clock.now() - before).max(0.5);
            job.slice = ((job.slice as f64 * SLICE_MILLIS / took) as u64).clamp(1_000, 50_000_000);
        }
        let now = clock.now();
        if now - job.last_progress >= PROGRESS_MILLIS {
            job.last_progress = now;
            post(Reply::Progress {
                run: job.run,
                tries: job.search.counts().tries,
                millis: now - job.start,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::clock::Ticking;
    use sudoku_solver::Verdict;
    use sudoku_testkit::{EASY, INKALA};

    /// Sends `requests` in order, then gives the work slices until it is idle; every reply.
    fn check(work: &mut SolverWork<Ticking>, requests: Vec<Request>) -> Vec<Reply> {
        let mut replies = Vec::new();
        for request in requests {
            work.request(request, &mut |reply| replies.push(reply));
        }
        let mut slices = 0;
        while work.busy() {
            work.slice(&mut |reply| replies.push(reply));
            slices += 1;
            assert!(slices < 100_000, "the search never ends");
        }
        replies
    }

    fn board(line: &str) -> Board {
        line.parse().unwrap()
    }

    #[test]
    fn each_algorithm_answers_with_the_searchs_counts_and_a_time() {
        for algorithm in Algorithm::ALL {
            // Each reading of the clock moves it 0.25 ms on.
            let mut work = SolverWork::new(Ticking::new(0.25));
            let puzzle = board(EASY);
            let replies = check(
                &mut work,
                vec![Request::Solve {
                    run: 4,
                    algorithm,
                    puzzle,
                }],
            );
            let report = puzzle.solve_with(algorithm);
            let Some(Reply::Done {
                run,
                outcome,
                all,
                first,
            }) = replies.last()
            else {
                panic!("{algorithm}: {replies:?}");
            };
            assert_eq!((*run, &**outcome), (4, &report.outcome), "{algorithm}");
            assert_eq!(all.counts, report.counts, "{algorithm}");
            assert_eq!(first.map(|f| f.counts), report.first, "{algorithm}");
            assert!(
                all.millis > 0.0 && first.unwrap().millis > 0.0,
                "{algorithm}"
            );
        }
    }

    #[test]
    fn a_long_search_runs_in_slices_says_its_progress_and_stops_when_cancelled() {
        // A slow clock: every reading is 400 ms on, so slices shrink to their least (1,000
        // tries) and progress is due after each.
        let mut work = SolverWork::new(Ticking::new(400.0));
        let mut replies = Vec::new();
        let solve = Request::Solve {
            run: 1,
            algorithm: Algorithm::Naive,
            puzzle: board(INKALA),
        };
        work.request(solve, &mut |reply| replies.push(reply));
        assert!(
            work.busy() && replies.is_empty(),
            "the naive search is sliced"
        );
        for _ in 0..200 {
            work.slice(&mut |reply| replies.push(reply));
        }
        let progress: Vec<u64> = (replies.iter())
            .filter_map(|reply| match reply {
                Reply::Progress { run: 1, tries, .. } => Some(*tries),
                _ => None,
            })
            .collect();
        assert!(progress.len() >= 2, "{replies:?}");
        assert!(progress.windows(2).all(|w| w[0] < w[1]), "{progress:?}");
        // A cancel for another run changes nothing; its own run's stops the search.
        work.request(Request::Cancel { run: 2 }, &mut |r| replies.push(r));
        assert!(work.busy());
        work.request(Request::Cancel { run: 1 }, &mut |r| replies.push(r));
        assert!(!work.busy());
        assert!(!replies.iter().any(|r| matches!(r, Reply::Done { .. })));
    }

    #[test]
    fn a_newer_solve_replaces_the_running_one() {
        let mut work = SolverWork::new(Ticking::new(0.25));
        let naive = |run| Request::Solve {
            run,
            algorithm: Algorithm::Naive,
            puzzle: board(INKALA),
        };
        let easy = Request::Solve {
            run: 2,
            algorithm: Algorithm::CandidatesFirst,
            puzzle: board(EASY),
        };
        let replies = check(&mut work, vec![naive(1), easy]);
        let done: Vec<u32> = (replies.iter())
            .filter_map(|reply| match reply {
                Reply::Done { run, .. } => Some(*run),
                _ => None,
            })
            .collect();
        assert_eq!(done, [2]);
    }

    #[test]
    fn live_checks_and_walks_are_answered_at_once() {
        let mut work = SolverWork::new(Ticking::new(0.25));
        let clash: Board = format!("55{}", ".".repeat(79)).parse().unwrap();
        let replies = check(
            &mut work,
            vec![
                Request::Check {
                    run: 1,
                    puzzle: board(INKALA),
                },
                Request::Check {
                    run: 2,
                    puzzle: Board::EMPTY,
                },
                Request::Check {
                    run: 3,
                    puzzle: clash,
                },
                Request::Walk {
                    run: 7,
                    algorithm: Algorithm::Naive,
                    puzzle: board(EASY),
                },
                Request::Step { run: 7, steps: 3 },
                // Steps for a walk the worker does not have are not answered.
                Request::Step { run: 8, steps: 3 },
            ],
        );
        assert_eq!(replies.len(), 4, "{replies:?}");
        assert_eq!(
            replies[..3],
            [
                Reply::Checked {
                    run: 1,
                    verdict: Some(Verdict::Unique)
                },
                Reply::Checked {
                    run: 2,
                    verdict: Some(Verdict::Multiple)
                },
                Reply::Checked {
                    run: 3,
                    verdict: None
                },
            ]
        );
        let Reply::Stepped { run: 7, frame } = &replies[3] else {
            panic!("{replies:?}");
        };
        assert_eq!((frame.steps, frame.said.len()), (3, 3));
    }
}
