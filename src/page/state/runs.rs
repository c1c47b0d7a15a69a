//! Solve and Compare: runs of the algorithms in the solver worker, and what they found.

use sudoku_solver::{Algorithm, Board, Outcome, Timed, Verdict};
use sudoku_words::status::{Status, VariantSaid, Work};

use super::State;

/// The order Compare runs the algorithms in: quickest first, so that when the naive search takes
/// too long and the person cancels it, the others' figures are already there.
pub const COMPARE_ORDER: [Algorithm; 3] = [
    Algorithm::Fast,
    Algorithm::CandidatesFirst,
    Algorithm::Naive,
];

/// Solve's and Compare's part of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct Runs {
    /// The algorithm Solve uses.
    pub algorithm: Algorithm,
    /// The solve under way in the worker, if any.
    pub run: Option<Run>,
    /// The last comparison of the algorithms on the board (dropped when its givens change).
    pub comparison: Option<Comparison>,
}

impl Default for Runs {
    fn default() -> Runs {
        Runs {
            algorithm: Algorithm::Fast,
            run: None,
            comparison: None,
        }
    }
}

/// A solve the worker is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Its number: replies for other runs are ignored.
    pub id: u32,
    /// The board being solved (givens and entries).
    pub puzzle: Board,
    /// With which algorithm.
    pub algorithm: Algorithm,
    /// Why: its answer fills the board (Solve) or a row of the comparison (Compare).
    pub purpose: Purpose,
}

/// Why a run was started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Solve: the answer goes on the board.
    Solve,
    /// Compare: the answer is measured, and the board stays as it is.
    Compare,
    /// Solve on a variant puzzle, in the variant worker (its `algorithm` is not used).
    Variant,
}

/// The three algorithms measured on one puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// The board they solved (givens and entries).
    pub puzzle: Board,
    /// One result per algorithm finished, in [`COMPARE_ORDER`].
    pub results: Vec<Measured>,
    /// The person cancelled it before every algorithm was done.
    pub cancelled: bool,
}

impl Comparison {
    /// The algorithm to run next, if any is left.
    pub fn next(&self) -> Option<Algorithm> {
        COMPARE_ORDER.get(self.results.len()).copied()
    }

    /// The result of `algorithm`, once it is in.
    pub fn result(&self, algorithm: Algorithm) -> Option<&Measured> {
        self.results.iter().find(|m| m.work.algorithm == algorithm)
    }
}

/// One algorithm's run in a comparison.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// The algorithm, and what it did to the first solution and in all.
    pub work: Work,
    /// What it found.
    pub verdict: Verdict,
}

/// Solve's and Compare's actions, and the worker's answers.
#[derive(Clone, Debug, PartialEq)]
pub enum RunAction {
    /// Choose the algorithm Solve uses.
    ChooseAlgorithm(Algorithm),
    /// Solve the givens (in the worker), with the chosen algorithm.
    Solve,
    /// Run every algorithm on the givens, one after another, and measure them; the board stays.
    Compare,
    /// Stop the running solve; the board stays as it is.
    Cancel,
    /// The worker's progress on run `run` (ignored for any other run).
    Progress {
        /// The run.
        run: u32,
        /// Tries so far.
        tries: u64,
        /// Time so far, in milliseconds.
        millis: f64,
    },
    /// The worker finished run `run` (ignored unless it is the running one).
    Finished {
        /// The run.
        run: u32,
        /// What the puzzle is (boxed: it holds two solutions, and actions are moved around).
        outcome: Box<Outcome>,
        /// The whole search's work and time.
        all: Timed,
        /// The search's work and time up to its first solution, if it found one.
        first: Option<Timed>,
    },
}

impl Runs {
    /// The board changed: a run stops (its answer would be for another puzzle), and a
    /// comparison of other givens goes.
    pub(super) fn board_changed(&mut self, puzzle: Board) {
        self.run = None;
        if self.comparison.as_ref().is_some_and(|c| c.puzzle != puzzle) {
            self.comparison = None;
        }
    }

    /// The running run, if `id` names it.
    pub(super) fn running(&self, id: u32) -> Option<Run> {
        self.run.filter(|run| run.id == id)
    }
}

/// The status while `algorithm` runs for `purpose`.
fn running_status(purpose: Purpose, algorithm: Algorithm, tries: u64, millis: f64) -> Status {
    match purpose {
        Purpose::Solve => Status::Solving {
            algorithm,
            tries,
            millis,
        },
        Purpose::Compare => Status::Comparing {
            algorithm,
            tries,
            millis,
        },
        Purpose::Variant => Status::Variant(VariantSaid::Solving(tries)),
    }
}

impl State {
    /// Solve's and Compare's actions; `None` when nothing changes.
    pub(super) fn run(&self, action: RunAction) -> Option<State> {
        Some(match action {
            RunAction::ChooseAlgorithm(algorithm) => {
                let mut next = self.clone();
                next.runs.algorithm = algorithm;
                next
            }
            RunAction::Solve if self.rules().is_some() => self.solve_variant(),
            RunAction::Solve => match self.refuse_clashes() {
                Some(refused) => refused,
                None => self.start_run(self.runs.algorithm, Purpose::Solve),
            },
            RunAction::Compare if self.rules().is_some() => self.not_yet_on_variants(),
            RunAction::Compare => self.compare(),
            RunAction::Cancel => self.cancel(),
            RunAction::Progress { run, tries, millis } => {
                let run = self.runs.running(run)?;
                self.said(running_status(run.purpose, run.algorithm, tries, millis))
            }
            RunAction::Finished {
                run,
                outcome,
                all,
                first,
            } => {
                let run = self.runs.running(run)?;
                self.finish(run, *outcome, all, first)
            }
        })
    }

    fn compare(&self) -> State {
        if let Some(refused) = self.refuse_clashes() {
            return refused;
        }
        let mut next = self.clone();
        // One way of learning at a time: Explain solution's list closes.
        next.hints.explain = None;
        next.runs.comparison = Some(Comparison {
            puzzle: self.board.grid.puzzle(),
            results: Vec::new(),
            cancelled: false,
        });
        next.start_run(COMPARE_ORDER[0], Purpose::Compare)
    }

    /// The state that refuses to search because givens clash (the board marks them), if they do.
    pub(super) fn refuse_clashes(&self) -> Option<State> {
        (!self.board.grid.puzzle().clashes().is_empty()).then(|| {
            let mut next = self.said(Status::Conflict);
            next.runs.run = None;
            next
        })
    }

    /// Starts a run of `algorithm` on the givens, in the worker; it ends a stepping.
    fn start_run(&self, algorithm: Algorithm, purpose: Purpose) -> State {
        let (id, mut next) = self.numbered();
        next.status = running_status(purpose, algorithm, 0, 0.0);
        next.steps.stepping = None;
        next.runs.run = Some(Run {
            id,
            puzzle: self.board.grid.puzzle(),
            algorithm,
            purpose,
        });
        next
    }

    fn cancel(&self) -> State {
        let Some(run) = self.runs.run else {
            return self.clone();
        };
        let (tries, millis) = match self.status {
            Status::Solving { tries, millis, .. } | Status::Comparing { tries, millis, .. } => {
                (tries, millis)
            }
            _ => (0, 0.0),
        };
        let mut next = self.said(Status::Cancelled {
            algorithm: run.algorithm,
            tries,
            millis,
        });
        if let (Some(comparison), Purpose::Compare) = (&mut next.runs.comparison, run.purpose) {
            comparison.cancelled = true;
        }
        next.runs.run = None;
        next
    }

    fn finish(&self, run: Run, outcome: Outcome, all: Timed, first: Option<Timed>) -> State {
        let work = Work {
            algorithm: run.algorithm,
            all,
            first,
        };
        if run.purpose == Purpose::Compare {
            return self.measured(&outcome, work);
        }
        let (puzzle, grid) = (run.puzzle, &self.board.grid);
        let filled = 81 - puzzle.given_count();
        if puzzle != grid.puzzle() {
            // Cannot happen (an edit stops the run), but a stale answer must never land.
            let mut next = self.clone();
            next.runs.run = None;
            return next;
        }
        match outcome {
            Outcome::Unique(solution) => self.change(
                grid.with_solution(&solution),
                Status::Solved { filled, work },
            ),
            Outcome::Multiple(first, _) => self.change(
                grid.with_solution(&first),
                Status::NotUnique { filled, work },
            ),
            Outcome::NoSolution => {
                self.change(grid.without_solution(), Status::NoSolution { work })
            }
            // Clashing givens, or an outcome a later solver adds: nothing to show on the board.
            _ => {
                let mut next = self.said(Status::Conflict);
                next.runs.run = None;
                next
            }
        }
    }

    /// A comparison's run is in: its row is added, and the next algorithm starts, if any is left.
    fn measured(&self, outcome: &Outcome, work: Work) -> State {
        let Some(verdict) = outcome.verdict() else {
            // Compare refuses clashing givens before it starts.
            return self.refuse_clashes().unwrap_or_else(|| self.clone());
        };
        let mut next = self.clone();
        let Some(comparison) = next.runs.comparison.as_mut() else {
            next.runs.run = None;
            return next;
        };
        comparison.results.push(Measured { work, verdict });
        match comparison.next() {
            Some(algorithm) => next.start_run(algorithm, Purpose::Compare),
            None => {
                let times = (comparison.results.iter())
                    .map(|m| (m.work.algorithm, m.work.all.millis))
                    .collect();
                next.runs.run = None;
                next.status = Status::Compared { verdict, times };
                next
            }
        }
    }
}
