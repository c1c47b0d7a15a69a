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
}

impl<C: Clock> LogicWork<C> {
    /// Idle, on `clock`.
    pub fn new(clock: C) -> LogicWork<C> {
        LogicWork {
            clock,
            rating: None,
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
            LogicRequest::Cancel => self.rating = None,
            other => {
                if let Some(reply) = answer(&other) {
                    post(reply);
                }
            }
        }
    }

    fn busy(&self) -> bool {
        self.rating.is_some()
    }

    fn slice(&mut self, post: &mut dyn FnMut(LogicReply)) {
        let Some(job) = self.rating.as_mut() else {
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
            LogicReply::Generated {
                id: *id,
                puzzle: generate(request, *seed).puzzle,
            }
        }
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
mod tests {
    use super::*;

    use crate::workers::Message;
    use crate::workers::clock::Ticking;
    use sudoku_solver::logic::Level;
    use sudoku_solver::logic::se::Tenths;
    use sudoku_testkit::{EASY, INKALA};

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    /// Every reply goes through the text protocol and comes back the same.
    fn check(request: LogicRequest) -> LogicReply {
        let sent = LogicRequest::decode(&request.encode());
        assert_eq!(sent.as_ref(), Some(&request));
        let reply = answer(&request).expect("a reply");
        assert_eq!(LogicReply::decode(&reply.encode()), Some(reply.clone()));
        reply
    }

    #[test]
    fn a_chain_travels_with_its_step() {
        // The fifth of Norvig's top 95: its path has a 2-String Kite and a Skyscraper.
        let givens =
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";
        let LogicReply::Path {
            path: Ok(rated), ..
        } = check(LogicRequest::Path {
            id: 1,
            givens: board(givens),
        })
        else {
            panic!("the puzzle is rated")
        };
        let chained = rated.steps.iter().find(|s| !s.chain.is_empty());
        let chained = chained.expect("the path has a chain");
        assert!(
            chained.words[0].starts_with("2-String Kite"),
            "{}",
            chained.words[0]
        );
        assert_eq!(chained.chain.len(), 4);
    }

    fn hint(givens: Board, entries: Board, ruled_out: Marks) -> HintAnswer {
        match check(LogicRequest::Hint {
            id: 7,
            givens,
            entries,
            ruled_out,
        }) {
            LogicReply::Hint { id: 7, answer } => answer,
            other => panic!("not a hint: {other:?}"),
        }
    }

    /// Runs `work`'s slices until it is idle; the replies they post.
    fn run_slices(work: &mut LogicWork<Ticking>) -> Vec<LogicReply> {
        let mut replies = Vec::new();
        for _ in 0..100_000 {
            if !work.busy() {
                return replies;
            }
            work.slice(&mut |reply| replies.push(reply));
        }
        panic!("the rating never ends");
    }

    #[test]
    fn a_rating_in_slices_says_how_far_it_is_and_ends_as_a_whole_one_does() {
        // Each reading of the clock moves it 5 ms: a slice is a few steps, progress is said
        // every 250 ms.
        let mut work = LogicWork::new(Ticking::new(5.0));
        let path = LogicRequest::Path {
            id: 8,
            givens: board(INKALA),
        };
        let mut posted = Vec::new();
        work.request(path.clone(), &mut |reply| posted.push(reply));
        assert!(posted.is_empty() && work.busy());
        let replies = run_slices(&mut work);
        let (last, before) = replies.split_last().expect("replies");
        let whole = answer(&path).expect("a reply");
        assert_eq!(last, &whole);
        // Before it, the page's own path alone, once, as soon as it is whole: the same steps,
        // the rating to come.
        let LogicReply::Path {
            path: Ok(rated), ..
        } = &whole
        else {
            panic!("Inkala's puzzle has one solution")
        };
        let early: Vec<&LogicReply> = (before.iter())
            .filter(|reply| matches!(reply, LogicReply::Path { .. }))
            .collect();
        let explained = LogicReply::Path {
            id: 8,
            path: Ok(Rated {
                se: None,
                ..rated.clone()
            }),
        };
        assert_eq!(early, [&explained]);
        assert_eq!(LogicReply::decode(&explained.encode()), Some(explained));
        let percents: Vec<u8> = (before.iter())
            .filter_map(|reply| match reply {
                LogicReply::Progress { id: 8, percent } => Some(*percent),
                LogicReply::Path { .. } => None,
                other => panic!("not progress: {other:?}"),
            })
            .collect();
        assert!(percents.len() >= 2, "{percents:?}");
        assert!(percents.windows(2).all(|w| w[0] <= w[1]), "{percents:?}");
        assert!(*percents.last().unwrap() <= 100);
    }

    #[test]
    fn a_hint_is_answered_in_the_middle_of_a_rating_and_a_newer_rating_replaces_it() {
        let mut work = LogicWork::new(Ticking::new(5.0));
        let mut posted: Vec<LogicReply> = Vec::new();
        let mut post = |reply| posted.push(reply);
        work.request(
            LogicRequest::Path {
                id: 1,
                givens: board(INKALA),
            },
            &mut post,
        );
        work.slice(&mut post);
        assert!(work.busy(), "Inkala's rating takes more than a slice");
        // A hint is answered at once, the rating still in hand.
        let hint = LogicRequest::Hint {
            id: 2,
            givens: board(INKALA),
            entries: Board::EMPTY,
            ruled_out: Marks::default(),
        };
        let mut hinted = Vec::new();
        work.request(hint.clone(), &mut |reply| hinted.push(reply));
        assert_eq!(hinted, [answer(&hint).expect("a reply")]);
        assert!(work.busy());
        // A newer rating replaces it: only the newer is answered.
        work.request(
            LogicRequest::Path {
                id: 3,
                givens: board(EASY),
            },
            &mut post,
        );
        let replies = run_slices(&mut work);
        let paths: Vec<(u32, bool)> = (replies.iter())
            .filter_map(|reply| match reply {
                LogicReply::Path { id, path } => {
                    Some((*id, path.as_ref().is_ok_and(|p| p.se.is_some())))
                }
                _ => None,
            })
            .collect();
        // The newer's path, explained, then rated (this clock makes it take several slices).
        assert_eq!(paths, [(3, false), (3, true)]);
        // A cancel drops the rating in hand: nothing more is said.
        work.request(
            LogicRequest::Path {
                id: 4,
                givens: board(INKALA),
            },
            &mut |_| {},
        );
        work.request(LogicRequest::Cancel, &mut |_| {
            panic!("a cancel has no reply")
        });
        assert!(!work.busy());
        // Givens without one solution are answered at once.
        let mut said = Vec::new();
        work.request(
            LogicRequest::Path {
                id: 5,
                givens: Board::EMPTY,
            },
            &mut |reply| said.push(reply),
        );
        assert_eq!(
            said,
            [LogicReply::Path {
                id: 5,
                path: Err(Some(Verdict::Multiple))
            }]
        );
        assert!(!work.busy());
    }

    #[test]
    fn a_new_puzzle_is_made_at_the_level_asked_and_the_seed_decides_it() {
        for level in Level::ALL {
            let LogicReply::Generated { id: 4, puzzle } = check(LogicRequest::Generate {
                id: 4,
                level,
                seed: 99,
            }) else {
                panic!("not a new puzzle")
            };
            let path = SePath::of(&puzzle).expect("one solution");
            assert_eq!(path.level(), level, "{puzzle}");
            assert!(Symmetry::Rotate180.holds(&puzzle));
            let again = answer(&LogicRequest::Generate {
                id: 4,
                level,
                seed: 99,
            });
            assert_eq!(again, Some(LogicReply::Generated { id: 4, puzzle }));
        }
    }

    #[test]
    fn a_path_is_rated_and_its_steps_fill_the_board() {
        let LogicReply::Path {
            id: 3,
            path: Ok(rated),
        } = check(LogicRequest::Path {
            id: 3,
            givens: board(INKALA),
        })
        else {
            panic!("Inkala's puzzle has one solution")
        };
        let se = rated.se.as_ref().expect("rated");
        assert_eq!(se.level, Level::Extreme);
        // SE's own rating (its nested forcing chains, "+ forcing chains").
        assert_eq!(se.er, Tenths(107));
        assert_eq!(se.hardest[0], "Nested forcing chain (+ forcing chains)");
        let mut filled = board(INKALA);
        for step in &rated.steps {
            assert!(!step.words[0].is_empty() && !step.words[1].is_empty());
            for &(cell, digit) in &step.placements {
                filled.set(cell, Some(digit));
            }
        }
        let Outcome::Unique(solution) = board(INKALA).solve().outcome else {
            panic!()
        };
        assert_eq!(filled, solution.board());

        let LogicReply::Path { path: Ok(easy), .. } = check(LogicRequest::Path {
            id: 4,
            givens: board(EASY),
        }) else {
            panic!()
        };
        let se = easy.se.as_ref().expect("rated");
        assert_eq!(se.level, Level::Easy);
        assert_eq!(se.er, Tenths(12));
        assert_eq!(easy.guesses, 0);
        assert_eq!(se.hardest, ["Hidden single", "隐性唯一数"]);
    }

    #[test]
    fn puzzles_without_one_solution_have_no_path() {
        for (givens, why) in [
            (Board::EMPTY, Some(Verdict::Multiple)),
            (board(&format!("55{}", ".".repeat(79))), None),
        ] {
            let reply = check(LogicRequest::Path { id: 1, givens });
            assert_eq!(
                reply,
                LogicReply::Path {
                    id: 1,
                    path: Err(why)
                }
            );
            assert_eq!(
                hint(givens, Board::EMPTY, Marks::default()),
                HintAnswer::NotOne(why)
            );
        }
    }

    #[test]
    fn a_hint_on_the_persons_board() {
        // The first step of the easy puzzle, and where to look for it.
        let HintAnswer::Step { look, step } = hint(board(EASY), Board::EMPTY, Marks::default())
        else {
            panic!("a step expected")
        };
        assert!(!step.region.is_empty());
        assert!(look[0].starts_with("Look at "), "{}", look[0]);
        assert!(step.words[0].contains(&step.placements[0].1.to_string()));
        // With that step's digit entered, the next hint is another step.
        let (cell, digit) = step.placements[0];
        let entries = Board::EMPTY.with(cell, Some(digit));
        let HintAnswer::Step { step: next, .. } = hint(board(EASY), entries, Marks::default())
        else {
            panic!()
        };
        assert_ne!(next.placements, step.placements);
        // A wrong entry is named, not built on.
        let wrong = Digit::new(digit.get() % 9 + 1).unwrap();
        let entries = Board::EMPTY.with(cell, Some(wrong));
        assert_eq!(
            hint(board(EASY), entries, Marks::default()),
            HintAnswer::Wrong(vec![(cell, wrong)])
        );
        // The whole solution entered: solved.
        let Outcome::Unique(solution) = board(EASY).solve().outcome else {
            panic!()
        };
        assert_eq!(
            hint(board(EASY), solution.board(), Marks::default()),
            HintAnswer::Solved
        );
        // Notes that leave out the solution's digit: said, cell by cell.
        let needed = solution.get(cell);
        let other = Digit::new(needed.get() % 9 + 1).unwrap();
        let ruled_out = Grid::loaded(board(EASY))
            .toggle_note(cell, other)
            .unwrap()
            .ruled_out();
        assert_eq!(
            ruled_out,
            Marks::from_pairs(
                Digit::ALL
                    .into_iter()
                    .filter(|&d| d != other)
                    .map(|d| (cell, d))
            )
        );
        assert_eq!(
            hint(board(EASY), Board::EMPTY, ruled_out),
            HintAnswer::Lost(vec![(cell, needed)])
        );
    }

    #[test]
    fn struck_candidates_lead_to_the_next_step() {
        // Inkala's path needs eliminations: applying each hint's eliminations as struck
        // candidates and its placements as entries, hints walk the whole way without repeating.
        let givens = board(INKALA);
        let (mut entries, mut struck) = (Board::EMPTY, Marks::default());
        for _ in 0..400 {
            match hint(givens, entries, struck) {
                HintAnswer::Step { step, .. } => {
                    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
                    for &(cell, digit) in &step.placements {
                        entries.set(cell, Some(digit));
                    }
                    for &(cell, digit) in &step.eliminations {
                        assert!(!struck.contains(cell, digit), "{step:?} repeats");
                        struck = struck.with(cell, digit);
                    }
                }
                HintAnswer::Solved => return,
                other => panic!("{other:?}"),
            }
        }
        panic!("400 hints did not finish Inkala's puzzle");
    }
}
