//! The app's one state and its reducer: actions in, new state out, no I/O inside.
//!
//! Everything the page shows is derived from [`State`]; effects (storage, the address bar) only
//! read it, and event handlers only dispatch [`Action`]s.

use std::rc::Rc;

use sudoku_solver::{Algorithm, Board, Cell, Digit, Outcome};
use yew::Reducible;

use crate::grid::Grid;
use crate::page::hint::{Highlight, Hint, Rating, board_before};
use crate::page::memory::{Memory, Recalled, Settings, Theme};
use crate::page::stepping::{Speed, Stepping};
use crate::workers::logic::{HintAnswer, Rated};
use crate::workers::solver::Frame;
use sudoku_solver::{Timed, Verdict};
use sudoku_words::Lang;
use sudoku_words::examples::EXAMPLES;
use sudoku_words::status::{CopyFormat, HintSaid, Source, Status, Work};

/// How many changes Undo can go back.
pub const HISTORY_LIMIT: usize = 500;

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The board.
    pub grid: Grid,
    /// The cell that has (or last had) the focus: the board's one tab stop.
    pub selected: Cell,
    /// What the last action did.
    pub status: Status,
    /// The algorithm Solve uses.
    pub algorithm: Algorithm,
    /// The solve under way in the worker, if any.
    pub run: Option<Run>,
    /// The last comparison of the algorithms on the board (dropped when it changes).
    pub comparison: Option<Comparison>,
    /// The search being stepped through, if any: the board shows it instead of the grid.
    pub stepping: Option<Stepping>,
    /// How fast Step through plays (kept from one stepping to the next).
    pub speed: Speed,
    /// The person's choices (theme, language, candidates, live check).
    pub settings: Settings,
    /// What the browser prefers, for the settings the person has not chosen.
    pub system: System,
    /// The last live check's answer: the board it checked (givens and entries), and what it is
    /// (`None`: its digits clash).
    pub live: Option<(Board, Option<Verdict>)>,
    /// The hint being given, if any.
    pub hint: Option<Hint>,
    /// The logic worker's latest rating and path (shown while its givens are the board's).
    pub rating: Option<Rating>,
    /// Explain solution: `None` while its panel is closed; else the step whose board is shown,
    /// if one is.
    pub explain: Option<Option<usize>>,
    /// Runs started so far: the next run's number.
    runs: u32,
    /// Earlier grids, oldest first.
    undo: Vec<Grid>,
    /// Undone grids, the next to redo last.
    redo: Vec<Grid>,
}

/// What the browser prefers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct System {
    /// Its language (`navigator.language`).
    pub lang: Lang,
    /// Whether it prefers a dark colour scheme.
    pub dark: bool,
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
}

/// The order Compare runs the algorithms in: quickest first, so that when the naive search takes
/// too long and the person cancels it, the others' figures are already there.
pub const COMPARE_ORDER: [Algorithm; 3] = [
    Algorithm::Fast,
    Algorithm::CandidatesFirst,
    Algorithm::Naive,
];

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

/// The board a link carries: `#p=` is followed by the givens and, after `&e=`, the person's entries
/// (both 81-character lines). Entries that cannot be read make the link unreadable.
pub fn read_link(link: &str) -> Result<Grid, sudoku_solver::ParseError> {
    // Split on a char, not a string: a substring search would cost the page a kilobyte.
    let (givens, entries) = match link.split_once('&') {
        Some((givens, rest)) => (givens, rest.strip_prefix("e=")),
        None => (link, None),
    };
    let grid = Grid::loaded(givens.parse()?);
    Ok(match entries {
        Some(entries) => grid.with_entries(entries.parse()?),
        None => grid,
    })
}

/// The link fragment for `grid`: `#p=` and the givens, then `&e=` and the entries if there are any;
/// `None` for an empty board.
pub fn link_fragment(grid: &Grid) -> Option<String> {
    let (givens, entries) = (grid.givens(), grid.entries());
    match (givens.given_count(), entries.given_count()) {
        (0, 0) => None,
        (_, 0) => Some(format!("#p={givens}")),
        _ => Some(format!("#p={givens}&e={entries}")),
    }
}

/// What can happen to the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The person typed a digit into a cell, or erased it (`None`).
    Enter(Cell, Option<Digit>),
    /// The focus moved to a cell.
    Select(Cell),
    /// Empty the board.
    Clear,
    /// Go back one change.
    Undo,
    /// Go forward one undone change.
    Redo,
    /// Load a puzzle from text (a paste, the text box, or a `#p=` link).
    LoadText(Source, String),
    /// Load the example at this index of [`EXAMPLES`].
    LoadExample(usize),
    /// Choose the algorithm Solve uses.
    ChooseAlgorithm(Algorithm),
    /// Solve the givens (in the worker), with the chosen algorithm.
    Solve,
    /// Run every algorithm on the givens, one after another, and measure them; the board stays.
    Compare,
    /// Show the chosen algorithm's search on the board, one event at a time.
    StepThrough,
    /// Play or pause the stepping.
    TogglePlay,
    /// One more event of the stepping (and pause).
    NextStep,
    /// Set how fast the stepping plays.
    SetSpeed(Speed),
    /// The clock says stepping `stepping` is due `steps` more events (ignored for any other).
    Tick {
        /// The stepping's number.
        stepping: u32,
        /// How many events.
        steps: u32,
    },
    /// The worker's answer for stepping `stepping` (ignored for any other).
    Stepped {
        /// The stepping's number.
        stepping: u32,
        /// Where its search stands (boxed: it is large, and actions are moved around).
        frame: Box<Frame>,
    },
    /// Leave the stepping; the board shows the grid again.
    StopStepping,
    /// Switch between the light and dark themes (remembered).
    ToggleDark,
    /// Use this language (remembered).
    SetLang(Lang),
    /// Show or hide the candidates in empty cells.
    ToggleCandidates,
    /// Turn the live check on or off.
    ToggleLiveCheck,
    /// The live check's answer for `puzzle` (shown only while that is still the board).
    Checked {
        /// The board checked (givens and entries).
        puzzle: Board,
        /// What they are (`None`: they clash).
        verdict: Option<Verdict>,
    },
    /// Hint pressed: ask for a hint, show more of it, or apply it.
    Hint,
    /// The logic worker's answer to hint request `id` (ignored for any other).
    Hinted {
        /// The request's number.
        id: u32,
        /// What it found.
        answer: Rc<HintAnswer>,
    },
    /// The logic worker's rating and path for `givens`.
    Rated {
        /// The givens rated.
        givens: Board,
        /// The path, or why there is none.
        path: Result<Rc<Rated>, Option<Verdict>>,
    },
    /// Open or close Explain solution.
    ToggleExplain,
    /// Show the board before this step of the path (`None`: the person's board again).
    ShowStep(Option<usize>),
    /// The board was copied out in this format.
    Copied(CopyFormat),
    /// The clipboard refused a copy.
    CopyFailed,
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

impl Default for State {
    fn default() -> Self {
        State::with(Grid::default(), Status::Welcome)
    }
}

impl State {
    fn with(grid: Grid, status: Status) -> State {
        State {
            grid,
            selected: Cell::at(0, 0).expect("r1c1 exists"),
            status,
            algorithm: Algorithm::Fast,
            run: None,
            comparison: None,
            stepping: None,
            speed: Speed::DEFAULT,
            settings: Settings::default(),
            system: System::default(),
            live: None,
            hint: None,
            rating: None,
            explain: None,
            runs: 0,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The state at page load, from what storage held, the address's fragment and what the
    /// browser prefers.
    ///
    /// A valid `#p=` link wins over the saved board, unless the saved board has the same givens
    /// (then it is kept, with the solver's digits). Loading the link is one undo step, so Undo
    /// brings back the saved board it replaced. An invalid link leaves the board empty. Stored
    /// data that cannot be read is dropped, and the status says so.
    pub fn start(recalled: Recalled, fragment: &str, system: System) -> State {
        let (memory, readable) = match recalled {
            Recalled::Nothing => (Memory::default(), true),
            Recalled::Found(memory) => (*memory, true),
            Recalled::Unreadable => (Memory::default(), false),
        };
        let recalled = State {
            undo: memory.undo,
            redo: memory.redo,
            settings: memory.settings,
            algorithm: memory.settings.algorithm.unwrap_or(Algorithm::Fast),
            system,
            ..State::with(memory.grid, Status::Restored)
        };
        if let Some(link) = fragment.strip_prefix("#p=") {
            return match read_link(link) {
                Ok(linked)
                    if recalled.grid.givens() == linked.givens()
                        && recalled.grid.entries() == linked.entries()
                        && linked.givens() != Board::EMPTY =>
                {
                    recalled
                }
                Ok(linked) => recalled.change(linked, Status::Loaded(Source::Link)),
                // The board is empty, as the contract says; the saved one is an Undo away.
                Err(error) => recalled.change(Grid::default(), Status::BadStartLink(error)),
            };
        }
        let status = match (
            readable,
            recalled.grid == Grid::default() && !recalled.can_undo(),
        ) {
            (false, _) => Status::StorageUnreadable,
            (true, true) => Status::Welcome,
            (true, false) => Status::Restored,
        };
        State { status, ..recalled }
    }

    /// The page's language: the person's choice, else the browser's.
    pub fn lang(&self) -> Lang {
        self.settings.lang.unwrap_or(self.system.lang)
    }

    /// Whether the page is dark: the person's choice, else the system's.
    pub fn dark(&self) -> bool {
        match self.settings.theme {
            Some(theme) => theme == Theme::Dark,
            None => self.system.dark,
        }
    }

    /// What is kept in storage.
    pub fn memory(&self) -> Memory {
        Memory {
            grid: self.grid,
            undo: self.undo.clone(),
            redo: self.redo.clone(),
            settings: Settings {
                algorithm: Some(self.algorithm),
                ..self.settings
            },
        }
    }

    /// How many undo steps there are (for the effect that saves the memory).
    pub fn history_len(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// The live check's answer for the givens on the board: `None` while it is off or still
    /// checking; `Some(None)` when digits clash.
    pub fn live_verdict(&self) -> Option<Option<Verdict>> {
        let (puzzle, verdict) = self.live.filter(|_| self.settings.live_check)?;
        (puzzle == self.grid.puzzle()).then_some(verdict)
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The state after a change to `grid`: one undo step, unless nothing changed.
    /// The state after a change of the board (or of the status alone). Any change stops a
    /// running solve: its answer would be for another puzzle.
    fn change(&self, grid: Grid, status: Status) -> State {
        let mut next = State {
            grid,
            status,
            run: None,
            stepping: None,
            explain: self.explain.map(|_| None),
            ..self.clone()
        };
        if grid != self.grid {
            next.undo.push(self.grid);
            if next.undo.len() > HISTORY_LIMIT {
                next.undo.remove(0);
            }
            next.redo.clear();
        }
        next
    }

    fn enter(&self, cell: Cell, digit: Option<Digit>) -> State {
        if self.grid.puzzle().get(cell) == digit {
            // Typing the digit that is already there (or erasing an empty cell) is not a change,
            // and must not drop the solution.
            return self.clone();
        }
        let status = Status::Edited {
            solution_removed: self.grid.solved_count() > 0,
        };
        self.change(self.grid.enter(cell, digit), status)
    }

    fn load_text(&self, source: Source, text: &str) -> State {
        // One of our own links (pasted, or typed in the address bar) may carry entries too.
        let text = text.trim();
        let ours = text
            .split_once('#')
            .and_then(|(_, fragment)| fragment.strip_prefix("p="));
        let read = match (&source, ours) {
            (Source::Link, _) => read_link(text),
            (_, Some(link)) => read_link(link),
            _ => text.parse::<Board>().map(Grid::loaded),
        };
        match read {
            Ok(grid) => self.change(grid, Status::Loaded(source)),
            Err(error) => State {
                status: Status::Unreadable { source, error },
                ..self.clone()
            },
        }
    }

    fn solve(&self) -> State {
        match self.refuse_clashes() {
            Some(refused) => refused,
            None => self.start_run(self.algorithm, Purpose::Solve),
        }
    }

    fn compare(&self) -> State {
        if let Some(refused) = self.refuse_clashes() {
            return refused;
        }
        let comparison = Comparison {
            puzzle: self.grid.puzzle(),
            results: Vec::new(),
            cancelled: false,
        };
        State {
            comparison: Some(comparison),
            ..self.clone()
        }
        .start_run(COMPARE_ORDER[0], Purpose::Compare)
    }

    /// The state that refuses to search because givens clash (the board marks them), if they do.
    fn refuse_clashes(&self) -> Option<State> {
        (!self.grid.puzzle().clashes().is_empty()).then(|| State {
            status: Status::Conflict,
            run: None,
            ..self.clone()
        })
    }

    /// Starts a run of `algorithm` on the givens, in the worker.
    fn start_run(&self, algorithm: Algorithm, purpose: Purpose) -> State {
        let status = match purpose {
            Purpose::Solve => Status::Solving {
                algorithm,
                tries: 0,
                millis: 0.0,
            },
            Purpose::Compare => Status::Comparing {
                algorithm,
                tries: 0,
                millis: 0.0,
            },
        };
        State {
            status,
            stepping: None,
            run: Some(Run {
                id: self.runs,
                puzzle: self.grid.puzzle(),
                algorithm,
                purpose,
            }),
            runs: self.runs.wrapping_add(1),
            ..self.clone()
        }
    }

    fn step_through(&self) -> State {
        if let Some(refused) = self.refuse_clashes() {
            return refused;
        }
        let stepping = Stepping::new(self.runs, self.grid.puzzle(), self.algorithm, self.speed);
        State {
            status: Status::Stepping {
                algorithm: self.algorithm,
            },
            run: None,
            stepping: Some(stepping),
            runs: self.runs.wrapping_add(1),
            ..self.clone()
        }
    }

    /// The state with `stepping` changed by `change`, if there is one; at its end, the status
    /// says what the search found.
    fn with_stepping(&self, change: impl FnOnce(&Stepping) -> Stepping) -> State {
        let Some(old) = &self.stepping else {
            return self.clone();
        };
        let stepping = change(old);
        let status = match stepping.frame.end {
            Some(verdict) if !old.is_finished() => Status::SteppedThrough {
                algorithm: stepping.algorithm,
                counts: stepping.frame.counts,
                verdict,
            },
            _ => self.status.clone(),
        };
        State {
            status,
            stepping: Some(stepping),
            ..self.clone()
        }
    }

    fn cancel(&self) -> State {
        let Some(run) = self.run else {
            return self.clone();
        };
        let (tries, millis) = match self.status {
            Status::Solving { tries, millis, .. } | Status::Comparing { tries, millis, .. } => {
                (tries, millis)
            }
            _ => (0, 0.0),
        };
        let mut comparison = self.comparison.clone();
        if let (Some(comparison), Purpose::Compare) = (&mut comparison, run.purpose) {
            comparison.cancelled = true;
        }
        State {
            comparison,
            status: Status::Cancelled {
                algorithm: run.algorithm,
                tries,
                millis,
            },
            run: None,
            ..self.clone()
        }
    }

    /// The running run, if `id` names it.
    fn running(&self, id: u32) -> Option<Run> {
        self.run.filter(|run| run.id == id)
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
        let puzzle = run.puzzle;
        let filled = 81 - puzzle.given_count();
        if puzzle != self.grid.puzzle() {
            // Cannot happen (an edit stops the run), but a stale answer must never land.
            return State {
                run: None,
                ..self.clone()
            };
        }
        match outcome {
            Outcome::Unique(solution) => self.change(
                self.grid.with_solution(&solution),
                Status::Solved { filled, work },
            ),
            Outcome::Multiple(first, _) => self.change(
                self.grid.with_solution(&first),
                Status::NotUnique { filled, work },
            ),
            Outcome::NoSolution => {
                self.change(self.grid.without_solution(), Status::NoSolution { work })
            }
            Outcome::Clash(_) => State {
                status: Status::Conflict,
                run: None,
                ..self.clone()
            },
        }
    }

    /// A comparison's run is in: its row is added, and the next algorithm starts, if any is left.
    fn measured(&self, outcome: &Outcome, work: Work) -> State {
        let Some(verdict) = Verdict::of(outcome) else {
            // Compare refuses clashing givens before it starts.
            return self.refuse_clashes().unwrap_or_else(|| self.clone());
        };
        let Some(mut comparison) = self.comparison.clone() else {
            return State {
                run: None,
                ..self.clone()
            };
        };
        comparison.results.push(Measured { work, verdict });
        let next = comparison.next();
        let state = State {
            comparison: Some(comparison),
            ..self.clone()
        };
        match next {
            Some(algorithm) => state.start_run(algorithm, Purpose::Compare),
            None => State {
                status: Status::Compared {
                    verdict,
                    times: state
                        .comparison
                        .iter()
                        .flat_map(|c| &c.results)
                        .map(|m| (m.work.algorithm, m.work.all.millis))
                        .collect(),
                },
                run: None,
                ..state
            },
        }
    }

    fn step_history(&self, back: bool) -> State {
        let mut next = self.clone();
        let (from, to) = if back {
            (&mut next.undo, &mut next.redo)
        } else {
            (&mut next.redo, &mut next.undo)
        };
        let Some(grid) = from.pop() else {
            return next;
        };
        to.push(self.grid);
        next.grid = grid;
        next.status = if back { Status::Undone } else { Status::Redone };
        next.run = None;
        next.stepping = None;
        next.explain = self.explain.map(|_| None);
        next
    }

    /// The hint for the board as it is now, if one was asked on it.
    pub fn current_hint(&self) -> Option<&Hint> {
        self.hint.as_ref().filter(|hint| hint.grid == self.grid)
    }

    /// The rating of the board's givens, once the logic worker has it.
    pub fn current_rating(&self) -> Option<&Rating> {
        (self.rating.as_ref()).filter(|rating| rating.givens == self.grid.givens())
    }

    /// The path step Explain solution shows on the board, if any: the board before it, and its
    /// cells to highlight.
    pub fn explained_step(&self) -> Option<(Grid, Highlight)> {
        let at = self.explain.flatten()?;
        let rated = self.current_rating()?.path.as_ref().ok()?;
        let step = rated.steps.get(at)?;
        let grid = board_before(self.grid.givens(), &rated.steps, at);
        Some((grid, Highlight::of_step(step)))
    }

    /// Hint pressed. The first press asks the logic worker and, once it answers, shows where to
    /// look; the second shows the technique and its cells; the third applies the step (its
    /// digits become entries, its eliminations are struck, and the candidates are shown so the
    /// person sees them go). An answer that is not a step (a wrong digit, a full board, a puzzle
    /// without one solution) is said, and pressing again asks again.
    fn hint(&self) -> State {
        // A hint is about the person's board: it ends a stepping and an explained step's view.
        let state = State {
            stepping: None,
            explain: self.explain.map(|_| None),
            ..self.clone()
        };
        let refused = if self.grid.givens() == Board::EMPTY {
            Some(HintSaid::NoPuzzle)
        } else if self.grid.solved_count() > 0 {
            Some(HintSaid::SolverFilled)
        } else {
            None
        };
        if let Some(said) = refused {
            return State {
                status: Status::Hinting(said),
                ..state
            };
        }
        state.hint_asked()
    }

    fn hint_asked(&self) -> State {
        let current = self.current_hint();
        let step = current.and_then(|hint| match hint.answer.as_deref() {
            Some(HintAnswer::Step { step, .. }) => Some((hint, step)),
            _ => None,
        });
        match (current, step) {
            (Some(hint), None) if hint.answer.is_none() => self.clone(),
            (_, Some((hint, step))) if !hint.revealed => State {
                hint: Some(Hint {
                    revealed: true,
                    ..hint.clone()
                }),
                status: Status::Hinting(HintSaid::Step(step.words.clone())),
                ..self.clone()
            },
            (_, Some((_, step))) => {
                let grid = self.grid.apply(&step.placements, &step.eliminations);
                let mut next =
                    self.change(grid, Status::Hinting(HintSaid::Applied(step.words.clone())));
                next.hint = None;
                next.settings.candidates |= !step.eliminations.is_empty();
                next
            }
            _ => State {
                hint: Some(Hint {
                    id: self.runs,
                    grid: self.grid,
                    answer: None,
                    revealed: false,
                }),
                runs: self.runs.wrapping_add(1),
                status: Status::Hinting(HintSaid::Asking),
                ..self.clone()
            },
        }
    }

    /// Explain solution shows the board before step `at` (or, for `None`, the person's board
    /// again), and the status says which, so a screen reader hears the change of the board.
    fn show_step(&self, at: Option<usize>) -> State {
        let steps = (self.current_rating())
            .and_then(|rating| rating.path.as_ref().ok())
            .map(|rated| &rated.steps[..])
            .unwrap_or_default();
        let status = match at.map(|k| (k, steps.get(k))) {
            None => Status::Explaining(None),
            Some((k, Some(step))) => Status::Explaining(Some((k, step.words.clone()))),
            // No such step: nothing changes.
            Some((_, None)) => return self.clone(),
        };
        State {
            explain: Some(at),
            status,
            ..self.clone()
        }
    }

    /// The logic worker's answer to hint `id`.
    fn hinted(&self, id: u32, answer: Rc<HintAnswer>) -> State {
        let Some(hint) = self.hint.as_ref().filter(|hint| hint.id == id) else {
            return self.clone();
        };
        let said = match &*answer {
            HintAnswer::Step { look, .. } => HintSaid::Look(look.clone()),
            HintAnswer::Wrong(wrong) => HintSaid::Wrong(wrong.clone()),
            HintAnswer::Solved => HintSaid::Complete,
            HintAnswer::NotOne(why) => HintSaid::NotOne(*why),
        };
        // The status is the hint's only while the board is the one it was asked on.
        let status = if hint.grid == self.grid {
            Status::Hinting(said)
        } else {
            self.status.clone()
        };
        State {
            hint: Some(Hint {
                answer: Some(answer),
                ..hint.clone()
            }),
            status,
            ..self.clone()
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Select(cell) if cell == self.selected => return self,
            Action::Select(cell) => State {
                selected: cell,
                ..(*self).clone()
            },
            Action::Enter(cell, digit) => self.enter(cell, digit),
            Action::Clear => self.change(Grid::default(), Status::Cleared),
            Action::Undo => self.step_history(true),
            Action::Redo => self.step_history(false),
            Action::LoadText(source, text) => self.load_text(source, &text),
            Action::LoadExample(index) => match EXAMPLES.get(index) {
                Some(example) => self.load_text(Source::Example(index), example.puzzle),
                None => return self,
            },
            Action::ChooseAlgorithm(algorithm) => State {
                algorithm,
                ..(*self).clone()
            },
            Action::Solve => self.solve(),
            Action::Compare => self.compare(),
            Action::StepThrough => self.step_through(),
            Action::TogglePlay => self.with_stepping(|s| s.played(!s.playing)),
            Action::NextStep => self.with_stepping(|s| s.played(false).ask(1)),
            Action::SetSpeed(speed) => State {
                speed,
                ..self.with_stepping(|s| s.at_speed(speed))
            },
            Action::Tick { stepping, steps } => match &self.stepping {
                Some(s) if s.id == stepping && s.playing => self.with_stepping(|s| s.ask(steps)),
                _ => return self,
            },
            Action::Stepped { stepping, frame } => match &self.stepping {
                Some(s) if s.id == stepping => self.with_stepping(|s| s.shown(*frame)),
                _ => return self,
            },
            Action::ToggleDark => {
                let theme = if self.dark() {
                    Theme::Light
                } else {
                    Theme::Dark
                };
                self.with_settings(Settings {
                    theme: Some(theme),
                    ..self.settings
                })
            }
            Action::SetLang(lang) => self.with_settings(Settings {
                lang: Some(lang),
                ..self.settings
            }),
            Action::ToggleCandidates => self.with_settings(Settings {
                candidates: !self.settings.candidates,
                ..self.settings
            }),
            Action::ToggleLiveCheck => self.with_settings(Settings {
                live_check: !self.settings.live_check,
                ..self.settings
            }),
            Action::Checked { puzzle, verdict } => State {
                live: Some((puzzle, verdict)),
                ..(*self).clone()
            },
            Action::Hint => self.hint(),
            Action::Hinted { id, answer } => self.hinted(id, answer),
            Action::Rated { givens, path } => State {
                rating: Some(Rating { givens, path }),
                ..(*self).clone()
            },
            Action::ToggleExplain => State {
                explain: match self.explain {
                    Some(_) => None,
                    None => Some(None),
                },
                ..(*self).clone()
            },
            Action::ShowStep(at) => self.show_step(at),
            Action::Copied(format) => State {
                status: Status::Copied(format),
                ..(*self).clone()
            },
            Action::CopyFailed => State {
                status: Status::CopyFailed,
                ..(*self).clone()
            },
            Action::StopStepping => State {
                stepping: None,
                status: Status::StoppedStepping,
                ..(*self).clone()
            },
            Action::Cancel => self.cancel(),
            Action::Progress { run, tries, millis } => match self.running(run) {
                Some(run) => State {
                    status: match run.purpose {
                        Purpose::Solve => Status::Solving {
                            algorithm: run.algorithm,
                            tries,
                            millis,
                        },
                        Purpose::Compare => Status::Comparing {
                            algorithm: run.algorithm,
                            tries,
                            millis,
                        },
                    },
                    ..(*self).clone()
                },
                None => return self,
            },
            Action::Finished {
                run,
                outcome,
                all,
                first,
            } => match self.running(run) {
                Some(run) => self.finish(run, *outcome, all, first),
                None => return self,
            },
        };
        Rc::new(next.without_stale_comparison())
    }
}

impl State {
    fn with_settings(&self, settings: Settings) -> State {
        State {
            settings,
            ..self.clone()
        }
    }

    /// A comparison is about the givens it measured: once they change, it goes.
    fn without_stale_comparison(mut self) -> State {
        if self
            .comparison
            .as_ref()
            .is_some_and(|c| c.puzzle != self.grid.puzzle())
        {
            self.comparison = None;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Entry;
    use crate::workers::logic::{LogicReply, LogicRequest};
    use crate::workers::solver::Stepper;

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn digit(d: u8) -> Option<Digit> {
        Digit::new(d)
    }

    /// Runs `actions` from `start`; Solve is spelled as the app does it: dispatch Solve, then the
    /// worker's answer for that run (computed here with the same call the worker makes).
    fn run(start: State, actions: &[Act]) -> State {
        let mut state = Rc::new(start);
        for act in actions {
            match act {
                Act::Do(action) => {
                    state = state.reduce(action.clone());
                    // The worker answers a stepping's request (the test keeps its search).
                    if let Some(stepping) = state.stepping.clone() {
                        if let Some(steps) = stepping.waiting {
                            let mut stepper = Stepper::new(&stepping.puzzle, stepping.algorithm);
                            stepper.advance(u32::try_from(stepping.frame.steps).unwrap(), Lang::En);
                            state = state.reduce(Action::Stepped {
                                stepping: stepping.id,
                                frame: Box::new(stepper.advance(steps, Lang::En)),
                            });
                        }
                    }
                }
                Act::Hint => {
                    state = state.reduce(Action::Hint);
                    if let Some(hint) = state.hint.clone().filter(|h| h.answer.is_none()) {
                        state = state.reduce(hinted(&hint));
                    }
                }
                Act::Solve | Act::Compare => {
                    let action = match act {
                        Act::Solve => Action::Solve,
                        _ => Action::Compare,
                    };
                    state = state.reduce(action);
                    // Compare starts the next algorithm when one is in.
                    while let Some(run) = state.run {
                        state = state.reduce(answer(run));
                    }
                }
            }
        }
        Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
    }

    /// The worker's answer to `run`.
    fn answer(run: Run) -> Action {
        let report = run.puzzle.solve_with(run.algorithm);
        Action::Finished {
            run: run.id,
            outcome: Box::new(report.outcome),
            all: Timed {
                counts: report.counts,
                millis: 0.5,
            },
            first: report.first.map(|counts| Timed {
                counts,
                millis: 0.25,
            }),
        }
    }

    /// The logic worker's answer to `hint`.
    fn hinted(hint: &Hint) -> Action {
        let request = LogicRequest::Hint {
            id: hint.id,
            givens: hint.grid.givens(),
            entries: hint.grid.entries(),
            struck: hint.grid.struck(),
        };
        let LogicReply::Hint { id, answer } = crate::workers::logic::answer(&request) else {
            panic!("a hint request gets a hint")
        };
        Action::Hinted {
            id,
            answer: Rc::new(answer),
        }
    }

    fn status_text(state: &State) -> String {
        state.status.text(&state.grid.as_status(), Lang::En)
    }

    enum Act {
        Do(Action),
        Solve,
        Compare,
        /// Hint pressed, and, when it asks, the logic worker's answer (computed here with the
        /// call the worker makes).
        Hint,
    }

    fn load(text: &str) -> Act {
        Act::Do(Action::LoadText(Source::TextBox, text.to_string()))
    }

    #[test]
    fn typing_fills_and_erases_givens() {
        let state = run(
            State::default(),
            &[
                Act::Do(Action::Enter(cell(1, 1), digit(8))),
                Act::Do(Action::Enter(cell(2, 3), digit(3))),
                Act::Do(Action::Enter(cell(2, 3), None)),
            ],
        );
        assert_eq!(
            state.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(8).unwrap())
        );
        assert_eq!(state.grid.entry(cell(2, 3)), Entry::Empty);
        assert_eq!(state.undo.len(), 3);
        assert!(matches!(state.status, Status::Edited { .. }));
        assert!(
            status_text(&state).starts_with("1 given."),
            "{}",
            status_text(&state)
        );
    }

    #[test]
    fn solve_fills_the_solution_apart_from_the_givens() {
        let state = run(State::default(), &[load(INKALA), Act::Solve]);
        assert!(matches!(state.status, Status::Solved { filled: 60, .. }));
        assert_eq!(
            state.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(8).unwrap())
        );
        assert_eq!(
            state.grid.entry(cell(1, 2)),
            Entry::Solved(Digit::new(1).unwrap())
        );
        assert!(state.grid.shown().is_full());
    }

    #[test]
    fn each_solve_outcome_has_its_status_and_board() {
        let several = run(State::default(), &[Act::Solve]);
        assert!(matches!(
            several.status,
            Status::NotUnique { filled: 81, .. }
        ));
        assert!(several.grid.shown().is_full());

        let hard = EXAMPLES[4].puzzle;
        let none = run(State::default(), &[load(hard), Act::Solve]);
        assert!(matches!(none.status, Status::NoSolution { .. }));
        assert_eq!(none.grid, Grid::loaded(hard.parse().unwrap()));

        let simple = EXAMPLES[3].puzzle;
        let conflict = run(State::default(), &[load(simple), Act::Solve]);
        assert_eq!(conflict.status, Status::Conflict);
        assert_eq!(conflict.grid.shown().clashes().len(), 6);
        assert!(status_text(&conflict).starts_with("Conflict: 6 digits clash."));
        assert_eq!(conflict.grid, Grid::loaded(simple.parse().unwrap()));
        // Nothing changed, so there is nothing more to undo than the load.
        assert_eq!(conflict.undo.len(), 1);
    }

    #[test]
    fn editing_after_solve_removes_the_solution_and_undo_brings_it_back() {
        let solved = run(State::default(), &[load(INKALA), Act::Solve]);
        let edited = run(solved.clone(), &[Act::Do(Action::Enter(cell(1, 1), None))]);
        assert_eq!(edited.grid.solved_count(), 0);
        assert!(matches!(
            edited.status,
            Status::Edited {
                solution_removed: true,
                ..
            }
        ));
        let undone = run(edited, &[Act::Do(Action::Undo)]);
        assert_eq!(undone.grid, solved.grid);
        // Typing the digit a given already holds is no change at all.
        let same = run(
            solved.clone(),
            &[Act::Do(Action::Enter(cell(1, 1), digit(8)))],
        );
        assert_eq!(same, solved);
    }

    #[test]
    fn clear_after_solve_and_editing_a_given() {
        let state = run(
            State::default(),
            &[load(INKALA), Act::Solve, Act::Do(Action::Clear)],
        );
        assert_eq!(state.grid, Grid::default());
        assert_eq!(state.status, Status::Cleared);
        let edited = run(
            State::default(),
            &[load(INKALA), Act::Do(Action::Enter(cell(1, 1), digit(5)))],
        );
        assert_eq!(
            edited.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(5).unwrap())
        );
    }

    #[test]
    fn undo_and_redo_walk_every_change() {
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::Enter(cell(1, 2), digit(1))),
                Act::Solve,
                Act::Do(Action::Clear),
            ],
        );
        assert_eq!(state.undo.len(), 4);
        let back = run(
            state.clone(),
            &[Act::Do(Action::Undo), Act::Do(Action::Undo)],
        );
        // Typed on a loaded puzzle, the 1 is the person's entry.
        assert_eq!(
            back.grid.entry(cell(1, 2)),
            Entry::Entered(Digit::new(1).unwrap())
        );
        assert_eq!(back.grid.solved_count(), 0);
        assert!(back.can_redo());
        let forward = run(
            back.clone(),
            &[Act::Do(Action::Redo), Act::Do(Action::Redo)],
        );
        assert_eq!(forward.grid, state.grid);
        assert!(!forward.can_redo());
        // A new change after undoing drops the redo branch.
        let branched = run(back, &[Act::Do(Action::Enter(cell(9, 9), digit(2)))]);
        assert!(!branched.can_redo());
        // Undo with nothing to undo changes nothing.
        let fresh = run(State::default(), &[Act::Do(Action::Undo)]);
        assert_eq!(fresh, State::default());
    }

    #[test]
    fn history_is_bounded() {
        let actions: Vec<Act> = (0..HISTORY_LIMIT + 20)
            .map(|i| Act::Do(Action::Enter(cell(1 + i % 9, 1), digit(1 + (i % 2) as u8))))
            .collect();
        let state = run(State::default(), &actions);
        assert_eq!(state.undo.len(), HISTORY_LIMIT);
    }

    #[test]
    fn unreadable_text_changes_nothing_but_the_status() {
        let before = run(State::default(), &[load(INKALA)]);
        let after = run(before.clone(), &[load(&INKALA[..79])]);
        assert_eq!(after.grid, before.grid);
        assert_eq!(after.undo, before.undo);
        assert_eq!(
            after.status.text(&after.grid.as_status(), Lang::En),
            "The puzzle text is not a puzzle: found 79 cells, expected 81. The board is unchanged."
        );
    }

    #[test]
    fn an_edit_stops_the_solve_and_its_late_answer_is_ignored() {
        let state = run(State::default(), &[load(INKALA), Act::Do(Action::Solve)]);
        let running = state.run.expect("Solve starts a run");
        assert!(matches!(state.status, Status::Solving { .. }));
        let edited = run(state, &[Act::Do(Action::Enter(cell(9, 9), digit(2)))]);
        assert_eq!(edited.run, None, "an edit stops the run");
        let after = Rc::new(edited.clone()).reduce(answer(running));
        assert_eq!(*after, edited);
    }

    #[test]
    fn cancel_keeps_the_board_and_says_how_far_it_got() {
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::ChooseAlgorithm(Algorithm::Naive)),
                Act::Do(Action::Solve),
            ],
        );
        let id = state.run.unwrap().id;
        let state = run(
            state,
            &[
                Act::Do(Action::Progress {
                    run: id,
                    tries: 5_000,
                    millis: 1_200.0,
                }),
                // Progress of another run is not this one's.
                Act::Do(Action::Progress {
                    run: id + 7,
                    tries: 9,
                    millis: 9.0,
                }),
            ],
        );
        assert_eq!(
            status_text(&state),
            "Solving with Naive backtracking… 5,000 tries so far, 1.2 s. Cancel stops it."
        );
        let board = state.grid;
        let cancelled = run(state, &[Act::Do(Action::Cancel)]);
        assert_eq!(cancelled.grid, board);
        assert_eq!(cancelled.run, None);
        assert_eq!(
            status_text(&cancelled),
            "Cancelled: Naive backtracking stopped after 5,000 tries and 1.2 s. The board is unchanged."
        );
        // Cancel with nothing running changes nothing.
        assert_eq!(
            run(cancelled.clone(), &[Act::Do(Action::Cancel)]),
            cancelled
        );
    }

    #[test]
    fn a_new_solve_replaces_the_running_one() {
        let state = run(State::default(), &[load(INKALA), Act::Do(Action::Solve)]);
        let first = state.run.unwrap();
        let state = run(state, &[Act::Do(Action::Solve)]);
        let second = state.run.unwrap();
        assert_ne!(first.id, second.id);
        let late = Rc::new(state.clone()).reduce(answer(first));
        assert_eq!(*late, state, "the replaced run's answer is ignored");
    }

    #[test]
    fn every_algorithm_solves_and_says_what_it_did() {
        for algorithm in Algorithm::ALL {
            let state = run(
                State::default(),
                &[
                    load(INKALA),
                    Act::Do(Action::ChooseAlgorithm(algorithm)),
                    Act::Solve,
                ],
            );
            assert!(matches!(state.status, Status::Solved { .. }), "{algorithm}");
            let text = status_text(&state);
            // The tutorials' figure (to the first solution) first, then the whole search.
            let report = INKALA.parse::<Board>().unwrap().solve_with(algorithm);
            let (first, all) = (report.first.unwrap(), report.counts);
            let n = sudoku_words::numbers::thousands;
            let work = match algorithm {
                Algorithm::Fast => format!(
                    "Fast found it after {} guesses (0.25 ms); proving it is the only one took {} \
                     guesses in all (0.50 ms).",
                    first.tries, all.tries
                ),
                _ => format!(
                    "{algorithm} found it after {} tries (0.25 ms); proving it is the only one \
                     took {} tries and {} backtracks in all (0.50 ms).",
                    n(first.tries),
                    n(all.tries),
                    n(all.backtracks)
                ),
            };
            assert_eq!(
                text,
                format!("Solved: the puzzle has exactly one solution; 60 cells filled. {work}")
            );
        }
    }

    /// An easy puzzle, which even the naive search solves at once.
    const EASY: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    #[test]
    fn compare_measures_every_algorithm_and_leaves_the_board() {
        let loaded = run(State::default(), &[load(EASY)]);
        let state = run(loaded.clone(), &[Act::Compare]);
        assert_eq!(state.grid, loaded.grid, "the board is unchanged");
        assert_eq!(state.run, None);
        let comparison = state.comparison.as_ref().expect("a comparison");
        let puzzle: Board = EASY.parse().unwrap();
        assert_eq!(comparison.puzzle, puzzle);
        assert!(!comparison.cancelled);
        let order: Vec<Algorithm> = (comparison.results.iter())
            .map(|m| m.work.algorithm)
            .collect();
        assert_eq!(order, COMPARE_ORDER);
        for measured in &comparison.results {
            assert_eq!(measured.verdict, Verdict::Unique);
            let report = puzzle.solve_with(measured.work.algorithm);
            assert_eq!(measured.work.all.counts, report.counts);
            assert_eq!(measured.work.first.map(|f| f.counts), report.first);
        }
        assert_eq!(
            status_text(&state),
            "Compared: every algorithm found one solution; Fast 0.50 ms, Candidates first \
             0.50 ms, Naive backtracking 0.50 ms. The board is unchanged."
        );
        // Solving afterwards keeps the comparison (same givens); an edit drops it.
        let solved = run(state, &[Act::Solve]);
        assert!(solved.comparison.is_some());
        let edited = run(solved, &[Act::Do(Action::Enter(cell(1, 1), digit(4)))]);
        assert_eq!(edited.comparison, None);
    }

    #[test]
    fn cancelling_a_comparison_keeps_the_algorithms_already_measured() {
        let state = run(State::default(), &[load(EASY), Act::Do(Action::Compare)]);
        let first = state.run.expect("Compare starts a run");
        assert_eq!(first.algorithm, COMPARE_ORDER[0]);
        let state = Rc::new(state).reduce(answer(first));
        let second = state.run.expect("then the next algorithm");
        assert_eq!(second.algorithm, COMPARE_ORDER[1]);
        assert_eq!(status_text(&state), "Comparing: running Candidates first…");
        let cancelled = state.reduce(Action::Cancel);
        assert_eq!(cancelled.run, None);
        let comparison = cancelled.comparison.as_ref().unwrap();
        assert!(comparison.cancelled);
        assert_eq!(comparison.results.len(), 1);
        assert!(comparison.result(Algorithm::Fast).is_some());
        assert!(status_text(&cancelled).starts_with("Cancelled: Candidates first stopped"));
        // Clashing givens are refused before any run.
        let clashing = run(
            State::default(),
            &[load(&format!("55{}", &EASY[2..])), Act::Do(Action::Compare)],
        );
        assert_eq!(clashing.run, None);
        assert_eq!(clashing.status, Status::Conflict);
    }

    #[test]
    fn step_through_plays_on_ticks_and_ends_with_what_it_found() {
        let state = run(
            State::default(),
            &[
                load(EASY),
                Act::Do(Action::ChooseAlgorithm(Algorithm::CandidatesFirst)),
                Act::Do(Action::StepThrough),
            ],
        );
        let id = state.stepping.as_ref().expect("a stepping").id;
        assert_eq!(
            status_text(&state),
            "Stepping through Candidates first: press Play, or Next step for one step at a time."
        );
        let tick = |steps| {
            Act::Do(Action::Tick {
                stepping: id,
                steps,
            })
        };
        // Paused: the clock's ticks do nothing; Next step takes one.
        let paused = run(state.clone(), &[tick(5)]);
        assert_eq!(paused, state);
        let one = run(state, &[Act::Do(Action::NextStep)]);
        assert_eq!(one.stepping.as_ref().unwrap().frame.steps, 1);
        // Playing: ticks take steps; another stepping's ticks do not.
        let playing = run(
            one,
            &[
                Act::Do(Action::SetSpeed(Speed::PerFrame(1))),
                Act::Do(Action::TogglePlay),
                tick(3),
                Act::Do(Action::Tick {
                    stepping: id + 1,
                    steps: 50,
                }),
            ],
        );
        let stepping = playing.stepping.as_ref().unwrap();
        assert_eq!((stepping.frame.steps, stepping.playing), (4, true));
        // An answer for another stepping is not this one's.
        let other = Rc::new(playing.clone()).reduce(Action::Stepped {
            stepping: id + 1,
            frame: Box::new(Frame::start(Board::EMPTY)),
        });
        assert_eq!(*other, playing);
        assert_eq!(stepping.speed, Speed::PerFrame(1));
        assert_eq!(
            playing.speed,
            Speed::PerFrame(1),
            "the speed is kept for next time"
        );
        let board = playing.grid;
        let done = run(playing, &[tick(100_000)]);
        let stepping = done.stepping.as_ref().unwrap();
        assert!(stepping.is_finished() && !stepping.playing);
        assert_eq!(done.grid, board, "stepping leaves the grid alone");
        let counts = EASY
            .parse::<Board>()
            .unwrap()
            .solve_with(Algorithm::CandidatesFirst)
            .counts;
        assert_eq!(
            status_text(&done),
            format!(
                "Step through finished: Candidates first found the only solution after {} tries \
                 and {} backtracks.",
                counts.tries, counts.backtracks
            )
        );
        let stopped = run(done.clone(), &[Act::Do(Action::StopStepping)]);
        assert_eq!(stopped.stepping, None);
        assert_eq!(stopped.grid, board);
        // An edit, or a Solve, ends it too.
        let edited = run(
            done.clone(),
            &[Act::Do(Action::Enter(cell(1, 1), digit(4)))],
        );
        assert_eq!(edited.stepping, None);
        let solved = run(done, &[Act::Solve]);
        assert_eq!(solved.stepping, None);
        assert!(matches!(solved.status, Status::Solved { .. }));
    }

    #[test]
    fn examples_load_by_index() {
        let state = run(State::default(), &[Act::Do(Action::LoadExample(1))]);
        assert_eq!(state.grid.givens().to_string(), INKALA);
        assert!(matches!(state.status, Status::Loaded(Source::Example(_))));
        assert!(
            status_text(&state).contains(": 21 givens."),
            "{}",
            status_text(&state)
        );
        let out_of_range = run(State::default(), &[Act::Do(Action::LoadExample(999))]);
        assert_eq!(out_of_range, State::default());
    }

    /// The state at page load with `saved` under the current key (and nothing under the old).
    fn start(saved: Option<&str>, fragment: &str) -> State {
        State::start(Recalled::read(saved, None), fragment, System::default())
    }

    fn saved(state: &State) -> String {
        crate::page::memory::encode(&state.memory())
    }

    #[test]
    fn start_prefers_a_valid_link_and_keeps_a_matching_saved_board() {
        let solved_state = run(State::default(), &[load(INKALA), Act::Solve]);
        let solved = solved_state.grid;
        let saved = saved(&solved_state);

        let restored = start(Some(&saved), "");
        assert_eq!(
            (restored.grid, &restored.status),
            (solved, &Status::Restored)
        );

        let same_link = start(Some(&saved), &format!("#p={INKALA}"));
        assert_eq!(same_link.grid, solved);

        let other = EXAMPLES[2].puzzle;
        let other_link = start(Some(&saved), &format!("#p={other}"));
        assert_eq!(other_link.grid, Grid::loaded(other.parse().unwrap()));
        assert_eq!(other_link.status, Status::Loaded(Source::Link));
        // The saved board is one Undo away.
        let back = run(other_link, &[Act::Do(Action::Undo)]);
        assert_eq!(back.grid, solved);

        let zeros = start(None, &format!("#p={}", INKALA.replace('.', "0")));
        assert_eq!(zeros.grid.givens().to_string(), INKALA);
    }

    #[test]
    fn links_carry_entries_apart_from_the_givens() {
        let state = run(
            State::default(),
            &[load(INKALA), Act::Do(Action::Enter(cell(1, 2), digit(1)))],
        );
        let fragment = link_fragment(&state.grid).unwrap();
        let entries = format!(".1{}", ".".repeat(79));
        assert_eq!(fragment, format!("#p={INKALA}&e={entries}"));
        let opened = start(None, &fragment);
        assert_eq!(opened.grid, state.grid);
        assert_eq!(opened.status, Status::Loaded(Source::Link));
        // Pasted, our link loads the entries too.
        let pasted = run(
            State::default(),
            &[Act::Do(Action::LoadText(
                Source::Paste,
                format!("https://example.org/app/{fragment}"),
            ))],
        );
        assert_eq!(pasted.grid, state.grid);
        // Solve works on givens and entries together, and keeps them apart.
        let solved = run(state, &[Act::Solve]);
        assert_eq!(solved.grid.solved_count(), 59);
        assert_eq!(
            solved.grid.entry(cell(1, 2)),
            Entry::Entered(Digit::new(1).unwrap())
        );
        assert!(status_text(&solved).starts_with("Solved"));
        // Bad entries make the link unreadable; a given's cell in them is dropped.
        assert!(read_link(&format!("{INKALA}&e=12")).is_err());
        let on_given = read_link(&format!("{INKALA}&e=9{}", ".".repeat(80))).unwrap();
        assert_eq!(on_given.entries(), Board::EMPTY);
        assert_eq!(link_fragment(&Grid::default()), None);
    }

    #[test]
    fn history_and_settings_survive_a_reload() {
        let before = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::Enter(cell(9, 9), digit(2))),
                Act::Solve,
                Act::Do(Action::Undo),
                Act::Do(Action::ChooseAlgorithm(Algorithm::Naive)),
                Act::Do(Action::ToggleDark),
                Act::Do(Action::SetLang(Lang::Zh)),
                Act::Do(Action::ToggleCandidates),
                Act::Do(Action::ToggleLiveCheck),
            ],
        );
        let after = start(Some(&saved(&before)), "");
        assert_eq!(after.grid, before.grid);
        assert_eq!(after.history_len(), before.history_len());
        assert_eq!(after.history_len(), (2, 1));
        assert_eq!(
            (after.lang(), after.dark(), after.algorithm),
            (Lang::Zh, true, Algorithm::Naive)
        );
        assert!(after.settings.candidates && after.settings.live_check);
        // Undo and Redo go on where they were.
        let redone = run(after.clone(), &[Act::Do(Action::Redo)]);
        assert_eq!(redone.grid.solved_count(), 59);
        let undone = run(after, &[Act::Do(Action::Undo), Act::Do(Action::Undo)]);
        assert_eq!(undone.grid, Grid::default());
    }

    #[test]
    fn unchosen_settings_follow_the_browser() {
        let system = System {
            lang: Lang::Zh,
            dark: true,
        };
        let state = State::start(Recalled::Nothing, "", system);
        assert_eq!((state.lang(), state.dark()), (Lang::Zh, true));
        let chosen = run(
            state,
            &[
                Act::Do(Action::ToggleDark),
                Act::Do(Action::SetLang(Lang::En)),
            ],
        );
        assert_eq!((chosen.lang(), chosen.dark()), (Lang::En, false));
    }

    #[test]
    fn live_check_answers_only_for_the_board_on_screen() {
        let on = run(
            State::default(),
            &[load(INKALA), Act::Do(Action::ToggleLiveCheck)],
        );
        assert_eq!(on.live_verdict(), None, "checking");
        let givens = on.grid.givens();
        let answered = run(
            on,
            &[Act::Do(Action::Checked {
                puzzle: givens,
                verdict: Some(Verdict::Unique),
            })],
        );
        assert_eq!(answered.live_verdict(), Some(Some(Verdict::Unique)));
        let edited = run(answered, &[Act::Do(Action::Enter(cell(1, 2), digit(1)))]);
        assert_eq!(
            edited.live_verdict(),
            None,
            "an answer for other givens is not shown"
        );
        let off = run(edited, &[Act::Do(Action::ToggleLiveCheck)]);
        assert_eq!(off.live_verdict(), None);
    }

    #[test]
    fn start_survives_bad_links_and_bad_storage() {
        let bad_link = start(Some(&saved(&State::default())), "#p=12345");
        assert_eq!(bad_link.grid, Grid::default());
        // A bad link loses nothing: the saved board is an Undo away.
        let solved = run(State::default(), &[load(INKALA), Act::Solve]);
        let over_saved = start(Some(&saved(&solved)), "#p=12345");
        assert_eq!(over_saved.grid, Grid::default());
        assert_eq!(run(over_saved, &[Act::Do(Action::Undo)]).grid, solved.grid);
        assert!(
            bad_link
                .status
                .text(&Grid::default().as_status(), Lang::En)
                .starts_with("The link was not understood (found 5 cells, expected 81)")
        );

        let corrupt = start(Some("{\"not\": \"ours\"}"), "");
        assert_eq!(corrupt.grid, Grid::default());
        assert_eq!(corrupt.status, Status::StorageUnreadable);

        let other_fragment = start(None, "#top");
        assert_eq!(other_fragment, State::default());

        // Version 1's board is read.
        let solved = run(State::default(), &[load(INKALA), Act::Solve]).grid;
        let old = State::start(
            Recalled::read(None, Some(&solved.encode())),
            "",
            System::default(),
        );
        assert_eq!((old.grid, &old.status), (solved, &Status::Restored));

        // A bad link on an open page (hashchange) keeps the board.
        let state = run(State::default(), &[load(INKALA)]);
        let after = run(
            state.clone(),
            &[Act::Do(Action::LoadText(Source::Link, "123".into()))],
        );
        assert_eq!(after.grid, state.grid);
        assert_eq!(
            after.status.text(&Grid::default().as_status(), Lang::En),
            "The link was not understood: found 3 cells, expected 81. The board is unchanged."
        );
    }

    const POINTING: &str =
        "4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....";

    #[test]
    fn a_hint_shows_where_then_what_then_applies_it() {
        let state = run(State::default(), &[load(POINTING), Act::Hint]);
        let look = Highlight::of_hint(state.current_hint().unwrap());
        // Pointing in box 4 along row 4: both units, and no technique or digit yet.
        assert_eq!(look.look.len(), 15);
        assert!(look.cause.is_empty() && look.out.is_empty());
        assert_eq!(
            status_text(&state),
            "Hint: Look at box 4; row 4. Press Hint again to see the technique."
        );
        let state = run(state, &[Act::Hint]);
        assert!(status_text(&state).starts_with("Hint: Pointing: in box 4, 3 can only be in"));
        let shown = Highlight::of_hint(state.current_hint().unwrap());
        assert_eq!(shown.out, vec![(cell(4, 8), digit(3).unwrap())]);
        let undo = state.undo.len();
        let state = run(state, &[Act::Hint]);
        assert!(status_text(&state).starts_with("Applied: Pointing:"));
        assert!(state.grid.struck().contains(cell(4, 8), digit(3).unwrap()));
        assert!(
            !state
                .grid
                .candidates(cell(4, 8))
                .contains(digit(3).unwrap())
        );
        assert_eq!(
            state.grid.givens(),
            POINTING.parse().unwrap(),
            "no digit placed"
        );
        assert!(state.settings.candidates, "the candidates are shown");
        assert_eq!((state.undo.len(), state.current_hint()), (undo + 1, None));
        // Undo takes the elimination back.
        let undone = run(state, &[Act::Do(Action::Undo)]);
        assert!(
            undone
                .grid
                .candidates(cell(4, 8))
                .contains(digit(3).unwrap())
        );
    }

    #[test]
    fn a_hint_on_a_typed_board_enters_its_digit_and_stale_answers_are_ignored() {
        let easy =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let typed: Vec<Act> = Cell::all()
            .filter_map(|c| {
                Some(Act::Do(Action::Enter(
                    c,
                    digit(easy.as_bytes()[c.index()].checked_sub(b'0')?),
                )))
            })
            .collect();
        let state = run(State::default(), &typed);
        assert!(!state.grid.is_loaded());
        let state = run(state, &[Act::Hint, Act::Hint, Act::Hint]);
        assert!(
            state.grid.is_loaded(),
            "a hint makes the typed board the puzzle"
        );
        assert_eq!(state.grid.givens(), easy.parse().unwrap());
        assert_eq!(state.grid.entries().given_count(), 1);

        // An edit while the worker looks: its answer is kept for that board only.
        let asked = run(state, &[Act::Do(Action::Hint)]);
        let hint = asked.hint.clone().unwrap();
        let edited = run(
            asked,
            &[
                Act::Do(Action::Enter(cell(1, 1), None)),
                Act::Do(hinted(&hint)),
            ],
        );
        assert!(edited.current_hint().is_none());
        assert!(matches!(edited.status, Status::Edited { .. }));
        // The solver's digits on the board: nothing to hint until they go.
        let solved = run(State::default(), &[load(easy), Act::Solve, Act::Hint]);
        assert_eq!(solved.status, Status::Hinting(HintSaid::SolverFilled));
        assert_eq!(solved.hint, None);
        // No puzzle: nothing to ask.
        let empty = run(State::default(), &[Act::Hint]);
        assert_eq!(
            (empty.status, empty.hint),
            (Status::Hinting(HintSaid::NoPuzzle), None)
        );
    }

    #[test]
    fn explain_shows_the_board_before_a_step_until_the_board_changes() {
        let givens: Board = INKALA.parse().unwrap();
        let LogicReply::Path { path, .. } =
            crate::workers::logic::answer(&LogicRequest::Path { id: 0, givens })
        else {
            panic!()
        };
        let path = path.map(Rc::new);
        let placed: usize = (path.as_ref().unwrap().steps[..5].iter())
            .map(|s| s.placements.len())
            .sum();
        let rated = Action::Rated { givens, path };
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(rated),
                Act::Do(Action::ToggleExplain),
                Act::Do(Action::ShowStep(Some(5))),
            ],
        );
        assert!(status_text(&state).starts_with("The board before step 6: "));
        let (grid, highlight) = state.explained_step().unwrap();
        // A step that is not in the path changes nothing; None goes back to the person's board.
        let beyond = run(state.clone(), &[Act::Do(Action::ShowStep(Some(9999)))]);
        assert_eq!(beyond, state);
        let back = run(state.clone(), &[Act::Do(Action::ShowStep(None))]);
        assert_eq!(
            (back.explain, status_text(&back).as_str()),
            (Some(None), "Your board again.")
        );
        assert_eq!(grid.givens(), givens);
        assert_eq!(grid.entries().given_count(), placed);
        assert!(!highlight.is_empty());
        assert_eq!(
            state.grid,
            Grid::loaded(givens),
            "the person's board is untouched"
        );
        let state = run(state, &[Act::Do(Action::Enter(cell(1, 2), digit(1)))]);
        assert_eq!((state.explain, state.explained_step()), (Some(None), None));
        // Another puzzle's rating is not this one's.
        let other = run(state, &[load(POINTING)]);
        assert!(other.current_rating().is_none());
    }
}
