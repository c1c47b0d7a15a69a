//! The app's one state and its reducer: actions in, new state out, no I/O inside.
//!
//! The state is split by feature, one file each, every one with its part of the state, its own
//! actions and its tests: [`board`] (the grid, the selected cell, undo and redo, loading and
//! copying out), [`runs`] (Solve and Compare in the worker), [`stepping`] (Step through),
//! [`hints`] (Hint, the rating, Explain solution), [`settings`] (theme, language, candidates,
//! the live check), [`new_puzzle`] (New puzzle and its level) and [`timer`]. [`State::reduce`] hands each action to its feature.
//!
//! One rule binds them: when the board changes, whatever was computed for the board before goes.
//! Every change of the board passes through `State::change`, which calls `State::board_changed`,
//! where each feature drops what it must: a new feature adds one line there, not a fifth copy.
//!
//! Everything the page shows is derived from [`State`]; effects (storage, the address bar) only
//! read it, and event handlers only dispatch [`Action`]s.

use std::rc::Rc;

use sudoku_words::Lang;
use sudoku_words::status::Status;
use yew::Reducible;

use crate::grid::Grid;
use crate::page::choices::Settings;
use crate::page::memory::Memory;

pub mod board;
pub mod camera;
mod entry;
pub mod hints;
pub mod history;
pub mod link;
pub mod new_puzzle;
pub mod runs;
pub mod scan;
pub mod settings;
mod start;
pub mod stepping;
#[cfg(test)]
mod tests;
pub mod timer;
pub mod variant;
mod wrong_move;

pub use crate::page::timing::{Phase, Timer};
pub use board::{EditAction, Editing, HISTORY_LIMIT, Pick};
pub use camera::{Camera, CameraAction, CameraPhase};
pub use hints::{HintAction, Hints};
pub use history::History;
pub use link::{address_fragment, link_fragment, link_saves, read_link};
pub use new_puzzle::{Asked, NewPuzzle, NewPuzzleAction};
pub use runs::{COMPARE_ORDER, Comparison, Measured, Purpose, Run, RunAction, Runs};
pub use scan::{ScanAction, Scanned, Scans};
pub use settings::{Preferences, SettingAction, System};
pub use stepping::{StepAction, Steps};
pub use timer::TimerAction;
pub use variant::{Rules, Variants};
pub use wrong_move::WrongMove;
#[cfg(feature = "split")]
pub(crate) use wrong_move::preload_where_wrong;

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The board, the selected cell, and the history.
    pub board: Editing,
    /// What the last action did.
    pub status: Status,
    /// Solve and Compare: the algorithm, the run in the worker, the last comparison.
    pub runs: Runs,
    /// Step through: the search being stepped through, and how fast.
    pub steps: Steps,
    /// Hint, the rating and Explain solution.
    pub hints: Hints,
    /// The person's choices, the browser's preferences, and the live check's answer.
    pub preferences: Preferences,
    /// New puzzle: the level chosen and the request out.
    pub new_puzzle: NewPuzzle,
    /// The timer of the puzzle being played.
    pub timer: Timer,
    /// Scan photo: the photo being read, and the puzzle read.
    pub scans: Scans,
    /// Use camera: the live view's looks for a grid.
    pub camera: Camera,
    /// A variant puzzle's rules, and what the variant worker is asked.
    pub variants: Variants,
    /// How many times each worker (the solver's, the logic's) died and was replaced: the hooks
    /// start a fresh one, and send again what the board still wants, when it changes.
    pub workers_lost: [u32; 3],
    /// How many of the panel's cards the app draws: all, but for its first tasks in a browser,
    /// which draw one more each (`hooks/use_panel_cards.rs`).
    pub cards: u8,
    /// Requests numbered so far (runs, steppings, hints): the next one's number.
    ids: u32,
}

/// What can happen to the state: an action of one feature.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The board: editing, history, loading, copying out.
    Edit(EditAction),
    /// Solve and Compare.
    Run(RunAction),
    /// Step through.
    Step(StepAction),
    /// Hint, the rating, Explain solution.
    Hint(HintAction),
    /// Settings and the live check.
    Setting(SettingAction),
    /// New puzzle.
    NewPuzzle(NewPuzzleAction),
    /// The timer's clock and the page's visibility.
    Timer(TimerAction),
    /// Scan photo.
    Scan(ScanAction),
    /// Use camera.
    Camera(CameraAction),
    /// The variant worker's answers, as it sends them.
    Variant(crate::workers::variant::VariantReply),
    /// A Draw rules step (`sudoku_variants::edit::edit`'s words: a clause, `remove CELL...`,
    /// `toggle RULE`), made on the rules shown.
    Draw(String),
    /// A worker died (an error, or silence past the watchdog's deadline).
    WorkerLost(WorkerKind),
    /// The app drew one more of the panel's cards.
    CardDrawn,
}

/// The two workers the page starts with and watches (the scan worker, started the first time a
/// person scans a photo, is not watched so).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkerKind {
    /// The solver's: Solve, Compare, Step through, the live check.
    Solver,
    /// The logic engine's: the rating, Hint, New puzzle.
    Logic,
    /// The variant worker's: a variant puzzle read, checked and solved.
    Variant,
}

/// What the page's end of a worker needs to know of it (`hooks/use_solver_worker.rs`,
/// `hooks/use_logic_worker.rs`): how many times it was lost, and whether its end's code is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkerLife {
    /// How many times the worker died and was replaced (`State::workers_lost`).
    pub lost: u32,
    /// Whether the page's end of the worker can start it: in the page's build, once the cards'
    /// module (which holds it, `page/cards.rs`) is loaded, the first card drawn; always
    /// without the split.
    pub ready: bool,
}

impl From<EditAction> for Action {
    fn from(action: EditAction) -> Action {
        Action::Edit(action)
    }
}

impl From<RunAction> for Action {
    fn from(action: RunAction) -> Action {
        Action::Run(action)
    }
}

impl From<StepAction> for Action {
    fn from(action: StepAction) -> Action {
        Action::Step(action)
    }
}

impl From<HintAction> for Action {
    fn from(action: HintAction) -> Action {
        Action::Hint(action)
    }
}

impl From<SettingAction> for Action {
    fn from(action: SettingAction) -> Action {
        Action::Setting(action)
    }
}

impl From<TimerAction> for Action {
    fn from(action: TimerAction) -> Action {
        Action::Timer(action)
    }
}

impl From<NewPuzzleAction> for Action {
    fn from(action: NewPuzzleAction) -> Action {
        Action::NewPuzzle(action)
    }
}

impl Default for State {
    fn default() -> Self {
        State::with(Grid::default(), Status::Welcome)
    }
}

/// How many cards the panel has: Puzzles, Learn, Share, Settings.
pub const CARDS: u8 = 4;

impl State {
    fn with(grid: Grid, status: Status) -> State {
        State {
            board: Editing::new(grid),
            status,
            runs: Runs::default(),
            steps: Steps::default(),
            hints: Hints::default(),
            preferences: Preferences::default(),
            new_puzzle: NewPuzzle::default(),
            timer: Timer::default(),
            scans: Scans::default(),
            camera: Camera::default(),
            variants: Variants::default(),
            workers_lost: [0; 3],
            cards: CARDS,
            ids: 0,
        }
    }

    /// What the page's end of worker `kind` needs to know of it.
    pub fn worker(&self, kind: WorkerKind) -> WorkerLife {
        WorkerLife {
            lost: self.workers_lost[kind as usize],
            ready: self.cards > 0 || cfg!(not(feature = "split")),
        }
    }

    /// The page's language: the person's choice, else the browser's.
    pub fn lang(&self) -> Lang {
        self.preferences.lang()
    }

    /// Whether the page is dark: the person's choice, else the system's.
    pub fn dark(&self) -> bool {
        self.preferences.dark()
    }

    /// What is kept in storage.
    pub fn memory(&self) -> Memory {
        let (undo, redo) = self.board.history();
        Memory {
            grid: self.board.grid,
            undo: undo.to_vec(),
            redo: redo.to_vec(),
            timer: self.timer,
            settings: self.kept_settings(),
            variant: self.kept_variant(),
        }
    }

    /// The settings as stored: the person's, with the algorithm Solve uses.
    fn kept_settings(&self) -> Settings {
        Settings {
            algorithm: Some(self.runs.algorithm),
            ..self.preferences.settings
        }
    }

    /// [`State::memory`] as stored text, written from the differences the history keeps.
    pub fn saved_text(&self) -> String {
        let (grid, (undo, redo)) = (&self.board.grid, self.board.history());
        let diffs = [undo.diffs(grid), redo.diffs(grid)];
        let settings = self.kept_settings();
        let variant = self.kept_variant();
        let kept = (&settings, &self.timer);
        crate::page::memory::write(grid, [&diffs[0], &diffs[1]], variant.as_ref(), kept)
    }

    /// A new request number (runs, steppings and hints share them), and the state that used it.
    fn numbered(&self) -> (u32, State) {
        let id = self.ids;
        let next = State {
            ids: id.wrapping_add(1),
            ..self.clone()
        };
        (id, next)
    }

    /// The state after the board was set to `grid` (an edit, a load, a solution, an applied
    /// hint), saying `status`: one undo step if the grid differs, then [`State::board_changed`].
    fn change(&self, grid: Grid, status: Status) -> State {
        let mut next = State {
            board: self.board.set(grid),
            status,
            ..self.clone()
        };
        // Edit puzzle on a variant: its rules go with the givens typed in (and stay with those
        // before, for Undo).
        let typed = grid.givens();
        if let Some(rules) = self
            .rules()
            .filter(|r| !grid.is_loaded() && !r.givens.contains(&typed))
        {
            let mut givens = rules.givens.clone();
            givens.push(typed);
            givens.drain(..givens.len().saturating_sub(variant::GIVENS_KEPT));
            next.variants.rules = Some(Rc::new(variant::Rules {
                givens,
                ..(**rules).clone()
            }));
        }
        next.board_changed()
    }

    /// The one place where each feature drops what it computed for the board before: the run
    /// (its answer would be for another puzzle) and a comparison of other givens, the stepping,
    /// the explained step, a new puzzle still being made; and the timer starts, stops or
    /// finishes.
    fn board_changed(mut self) -> State {
        let puzzle = self.board.grid.puzzle();
        self.runs.board_changed(puzzle);
        self.steps.board_changed();
        self.hints.board_changed();
        self.new_puzzle.board_changed();
        let classic = self.rules().is_none();
        self.timer.board_changed(&self.board.grid, classic);
        self
    }
}

impl State {
    /// A worker died: what was asked of it is dropped (the board stays as it is), the status
    /// says so, and the count the hooks watch goes up, so they start a fresh worker.
    fn worker_lost(&self, kind: WorkerKind) -> State {
        let mut next = self.said(Status::WorkerLost {
            logic: kind != WorkerKind::Solver,
        });
        match kind {
            WorkerKind::Solver => {
                next.runs.run = None;
                next.steps.stepping = None;
                next.preferences.live = None;
            }
            WorkerKind::Logic => {
                next.hints.hint = next.hints.hint.filter(|hint| hint.answer.is_some());
                // A reason still asked goes with its move's view: asked again, it is sent anew.
                next.hints.wrong = next.hints.wrong.filter(|wrong| wrong.reason.is_some());
                next.new_puzzle.asking = None;
            }
            WorkerKind::Variant => {
                (next.variants.reading, next.variants.drawn) = (None, None);
                next.runs.run = next.runs.run.filter(|run| run.purpose != Purpose::Variant);
            }
        }
        let lost = &mut next.workers_lost[kind as usize];
        *lost = lost.wrapping_add(1);
        next
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Edit(action) => self.edit(action),
            Action::Run(action) => self.run(action),
            Action::Step(action) => self.step(action),
            Action::Hint(action) => self.hint(action),
            Action::Setting(action) => self.setting(action),
            Action::NewPuzzle(action) => self.new_puzzle(action),
            Action::Timer(action) => self.time(action),
            Action::Scan(action) => self.scan(action),
            Action::Camera(action) => self.camera(action),
            Action::Variant(action) => crate::page::split::now(variant::answered(&self, action)),
            Action::Draw(step) => crate::page::split::now(variant::draw_step(&self, step)),
            Action::WorkerLost(kind) => Some(self.worker_lost(kind)),
            Action::CardDrawn => (self.cards < CARDS).then(|| State {
                cards: self.cards + 1,
                ..(*self).clone()
            }),
        };
        // An action that changes nothing keeps the same state, so nothing re-renders.
        next.map_or(self, Rc::new)
    }
}
