//! The logic worker's work: the rating and path of some givens; the next step on the person's
//! board, or their wrong digits, from givens, entries and struck candidates; a new puzzle.
//!
//! A hint and a new puzzle are answered at once. A rating is taken in slices, a step of a path at
//! a time, because on the hardest puzzles it takes seconds in a browser (SE's chains tried on every
//! candidate at each step; Inkala's puzzle about a second): between slices the worker reads its
//! messages, so a hint asked meanwhile is answered after the step in hand, never after the whole
//! rating; a newer rating request replaces the one in hand (and `cancel` drops it); the page
//! is told how far it is, a few times a second; and the page's own path (Explain solution) is
//! sent as soon as it is whole, before SE's, which on the hardest puzzles (SE's nested chains)
//! takes many seconds more.

use sudoku_solver::generate::{Request, Symmetry, generate};
use sudoku_solver::logic::se::{RatedStep, SePath, step_or_guess_se, step_rating};
use sudoku_solver::logic::{Candidates, LogicalPath, Step, step_or_guess};
use sudoku_solver::{Board, Cell, Digit, Outcome, Solution, Verdict};
use sudoku_words::{Lang, steps};

use super::practice::{PracticeJob, practised};
use super::{HintAnswer, Logic, LogicReply, LogicRequest, Rated, SeRated, ShownStep};
use crate::grid::{Grid, Marks};
use crate::workers::{Clock, Service};

/// How long a slice of a rating runs before the worker reads its messages again, in ms. A step
/// is not cut: one of the hardest puzzles' can take a few hundred ms in a browser.
const SLICE_MS: f64 = 20.0;

/// How often a rating in hand says how far it is, in ms.
const PROGRESS_MS: f64 = 250.0;

/// The logic worker's work, on `clock` (which times the slices of a rating).
pub struct LogicWork<C: Clock> {
    clock: C,
    /// The rating in hand, if any.
    rating: Option<RatingJob>,
    /// The practice puzzle looked for, if any.
    practice: Option<PracticeJob>,
}

impl<C: Clock> LogicWork<C> {
    /// Idle, on `clock`.
    pub fn new(clock: C) -> LogicWork<C> {
        LogicWork {
            clock,
            rating: None,
            practice: None,
        }
    }
}

impl<C: Clock + 'static> Service for LogicWork<C> {
    type Protocol = Logic;

    fn request(&mut self, request: LogicRequest, post: &mut dyn FnMut(LogicReply)) {
        match request {
            LogicRequest::Path { id, givens } => {
                // A newer rating replaces the one in hand: the page wants the board it shows.
                self.rating = None;
                match RatingJob::start(id, givens, self.clock.now()) {
                    Ok(job) => self.rating = Some(job),
                    Err(why) => post(LogicReply::Path { id, path: Err(why) }),
                }
            }
            LogicRequest::Practice {
                id,
                technique,
                seed,
            } => {
                // A newer practice request replaces the one in hand.
                self.practice = PracticeJob::start(id, technique, seed, self.clock.now());
                if self.practice.is_none() {
                    post(LogicReply::Generated { id, puzzle: None });
                }
            }
            LogicRequest::Cancel => self.rating = None,
            other => {
                if let Some(reply) = answer(&other) {
                    post(reply);
                }
            }
        }
    }

    fn busy(&self) -> bool {
        self.rating.is_some() || self.practice.is_some()
    }

    fn slice(&mut self, post: &mut dyn FnMut(LogicReply)) {
        let Some(job) = self.rating.as_mut() else {
            let clock = &self.clock;
            let done = (self.practice.as_mut()).and_then(|job| job.slice(|| clock.now(), SLICE_MS));
            if let Some(reply) = done {
                self.practice = None;
                post(reply);
            }
            return;
        };
        let start = self.clock.now();
        loop {
            let more = job.advance();
            if job.human_whole && !job.explained {
                // Explain solution need not wait for the rating.
                job.explained = true;
                post(LogicReply::Path {
                    id: job.id,
                    path: Ok(job.explained()),
                });
            }
            if !more {
                let job = self.rating.take().expect("a rating in hand");
                post(LogicReply::Path {
                    id: job.id,
                    path: Ok(job.finish()),
                });
                return;
            }
            let now = self.clock.now();
            if now - start >= SLICE_MS {
                if now - job.reported >= PROGRESS_MS {
                    job.reported = now;
                    post(LogicReply::Progress {
                        id: job.id,
                        percent: job.percent(),
                    });
                }
                return;
            }
        }
    }
}

/// A rating in hand: the page's own path (Explain solution's steps) and SE's (the rating), each
/// taken a step at a time.
struct RatingJob {
    id: u32,
    givens: Board,
    solution: Solution,
    /// The page's path so far, and the candidates it leaves.
    human: (Candidates, Vec<Step>),
    /// SE's path so far, and the candidates it leaves.
    se: (Candidates, Vec<RatedStep>),
    /// When progress was last said (or the rating started).
    reported: f64,
    /// Whether the page's path is whole.
    human_whole: bool,
    /// Whether it was sent (the rating to follow).
    explained: bool,
}

impl RatingJob {
    /// The rating of `givens`, or why there is none (`None`: the givens clash).
    fn start(id: u32, givens: Board, now: f64) -> Result<RatingJob, Option<Verdict>> {
        let solution = match givens.solve().outcome {
            Outcome::Unique(solution) => solution,
            outcome => return Err(outcome.verdict()),
        };
        let candidates = Candidates::new(&givens);
        Ok(RatingJob {
            id,
            givens,
            solution,
            human: (candidates.clone(), Vec::new()),
            se: (candidates, Vec::new()),
            reported: now,
            human_whole: false,
            explained: false,
        })
    }

    /// Takes one more step of either path; `false` once both are whole.
    fn advance(&mut self) -> bool {
        let (candidates, steps) = &mut self.human;
        if !self.human_whole {
            if let Some(step) = step_or_guess(candidates, &self.solution) {
                candidates.apply(&step);
                steps.push(step);
            } else {
                // Whole: a step of its own, so that it is said before SE's first step.
                self.human_whole = true;
            }
            return true;
        }
        let (candidates, steps) = &mut self.se;
        if let Some(step) = step_or_guess_se(candidates, &self.solution) {
            candidates.apply(&step.step);
            steps.push(step);
            return true;
        }
        false
    }

    /// How far it is: the share of the givens' empty cells both paths have filled, in percent.
    fn percent(&self) -> u8 {
        let empty = |board: &Board| Cell::all().filter(|&c| board.get(c).is_none()).count();
        let open = empty(&self.givens);
        let left = empty(self.human.0.board()) + empty(self.se.0.board());
        match open {
            0 => 100,
            _ => (100 - left * 100 / (2 * open)) as u8,
        }
    }

    /// The page's path, whole, without the rating.
    fn explained(&self) -> Rated {
        let path = LogicalPath {
            steps: self.human.1.clone(),
        };
        Rated {
            solution: self.solution.board(),
            guesses: path.guesses(),
            steps: path.steps.iter().map(ShownStep::of).collect(),
            se: None,
        }
    }

    /// The path and the rating, both paths whole.
    fn finish(self) -> Rated {
        let path = LogicalPath {
            steps: self.human.1,
        };
        let se = SePath { steps: self.se.1 };
        let hardest = se.hardest();
        Rated {
            solution: self.solution.board(),
            guesses: path.guesses(),
            steps: path.steps.iter().map(ShownStep::of).collect(),
            se: Some(SeRated {
                level: se.level(),
                er: se.rating().er,
                hardest: Lang::ALL
                    .map(|lang| hardest.map_or_else(String::new, |t| lang.se_technique(t))),
            }),
        }
    }
}

impl ShownStep {
    fn of(step: &Step) -> ShownStep {
        // Where the first press looks: a forcing chain or net's assumption, or the step's units
        // or cells (as `steps::look` says it).
        let region: Vec<Cell> = if steps::is_forcing(step) {
            step.cells[..1].to_vec()
        } else if step.units.is_empty() {
            step.cells.clone()
        } else {
            Cell::all()
                .filter(|&cell| step.units.iter().any(|&unit| unit.contains(cell)))
                .collect()
        };
        ShownStep {
            region,
            cells: step.cells.clone(),
            digits: step.digits,
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            chain: (step.chain().iter())
                .map(|node| node.cells.iter().map(|c| (c, node.digit)).collect())
                .collect(),
            rating: step_rating(step),
            // The page draws a chain, so its sentence names the ends alone.
            words: Lang::ALL.map(|lang| steps::drawn_sentence(step, lang)),
        }
    }
}

/// The reply to `request`, the whole of it at once (a rating too: what a slice-by-slice rating
/// ends with); `None` for a cancel, which has none.
pub fn answer(request: &LogicRequest) -> Option<LogicReply> {
    Some(match request {
        LogicRequest::Path { id, givens } => LogicReply::Path {
            id: *id,
            path: rate(*id, *givens),
        },
        LogicRequest::Hint {
            id,
            givens,
            entries,
            ruled_out,
        } => LogicReply::Hint {
            id: *id,
            answer: hint(givens, entries, ruled_out),
        },
        LogicRequest::Generate { id, level, seed } => {
            // Even the rarest level takes tens of milliseconds (docs/BENCHMARKS.md): answered at
            // once.
            let request = Request {
                level: *level,
                symmetry: Symmetry::Rotate180,
            };
            let made = generate(request, *seed);
            LogicReply::Generated {
                id: *id,
                puzzle: Some((made.puzzle, made.solution.board())),
            }
        }
        LogicRequest::Practice { .. } => return practised(request),
        LogicRequest::Wrong {
            id,
            givens,
            entries,
            at,
            marks,
            number,
            moves,
        } => LogicReply::Wrong {
            id: *id,
            reason: super::wrong::why_wrong(givens, entries, (*at, *marks), (*number, *moves))
                .map(Box::new),
        },
        LogicRequest::Cancel => return None,
    })
}

/// The path of `givens` and their rating on Sudoku Explainer's scale (from the path SE's rules
/// take), if they have exactly one solution.
fn rate(id: u32, givens: Board) -> Result<Rated, Option<Verdict>> {
    let mut job = RatingJob::start(id, givens, 0.0)?;
    while job.advance() {}
    Ok(job.finish())
}

/// The next step on the person's board, or what stands in its way. `ruled_out` is what hints
/// struck and what the person's notes leave out.
fn hint(givens: &Board, entries: &Board, ruled_out: &Marks) -> HintAnswer {
    let outcome = givens.solve().outcome;
    let Outcome::Unique(solution) = outcome else {
        return HintAnswer::NotOne(outcome.verdict());
    };
    let wrong: Vec<(Cell, Digit)> = Cell::all()
        .filter_map(|cell| Some((cell, entries.get(cell)?)))
        .filter(|&(cell, digit)| givens.get(cell).is_none() && solution.get(cell) != digit)
        .collect();
    if !wrong.is_empty() {
        return HintAnswer::Wrong(wrong);
    }
    let board = Grid::loaded(*givens).with_entries(*entries).puzzle();
    // Hints only strike what a proof removes, so a solution's digit ruled out is a note the
    // person took away (or tampered storage): said, never built on.
    let (lost, ruled_out): (Vec<_>, Vec<_>) = (ruled_out.pairs().into_iter())
        .filter(|&(cell, _)| board.get(cell).is_none())
        .partition(|&(cell, digit)| solution.get(cell) == digit);
    if !lost.is_empty() {
        return HintAnswer::Lost(lost);
    }
    let mut candidates = Candidates::new(&board);
    for (cell, digit) in ruled_out {
        candidates.eliminate(cell, digit);
    }
    let Some(step) = step_or_guess(&candidates, &solution) else {
        return HintAnswer::Solved;
    };
    HintAnswer::Step {
        look: Lang::ALL.map(|lang| steps::look(&step, lang)),
        step: Box::new(ShownStep::of(&step)),
    }
}

#[cfg(test)]
#[path = "work_tests.rs"]
mod tests;
