//! The status line: what the last action did, as data ([`Status`]), and the words that say it
//! (`text.rs`, `hint.rs`).
//!
//! The words follow the contract (`shared/docs/ui-contract.md`): after Solve, only a unique solution
//! says "solved"; "more than one solution", "no solution" and "conflict" name the other outcomes.

use sudoku_solver::logic::Level;
use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, ParseError, Timed, Verdict};

mod board;
mod hint;
mod later;
mod search;
#[cfg(test)]
mod tests;
mod text;

pub use board::parse_error_text;
pub use later::reading as variant_reading;

/// What the board shows as the status is said: a status reads its counts and clashes off it,
/// since every action that changes the board also sets the status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Every digit on the board (givens, entries and the solver's).
    pub board: Board,
    /// How many givens.
    pub givens: usize,
    /// How many of the person's entries.
    pub entries: usize,
}

/// What a digit typed on the board does: the entry modes, as SudokuPad has them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// A digit fills the cell.
    #[default]
    Digit,
    /// A digit toggles a corner mark.
    Corner,
    /// A digit toggles a centre mark (the notes of earlier versions).
    Centre,
    /// A digit toggles a colour (its number in the palette).
    Colour,
}

impl Mode {
    /// Every mode, in the order of the pad and of the keys Z, X, C, V.
    pub const ALL: [Mode; 4] = [Mode::Digit, Mode::Corner, Mode::Centre, Mode::Colour];

    /// The mode after this one (the cycling key).
    pub fn next(self) -> Mode {
        Mode::ALL[(self as usize + 1) % Mode::ALL.len()]
    }
}

/// Where loaded text came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Pasted onto the board.
    Paste,
    /// The `Puzzle text` box.
    TextBox,
    /// A `#p=` link.
    Link,
    /// The Examples menu: the example's index in [`EXAMPLES`](crate::examples::EXAMPLES).
    Example(usize),
    /// New puzzle: made by the generator at this level.
    Generated(Level),
    /// Scan photo: read from a photo, then Use this puzzle.
    Scan,
    /// The technique library's example of a technique (its step is shown once it is rated).
    Lesson,
    /// The technique library's Practice: a puzzle whose hardest step is the technique named
    /// (English, Chinese).
    Practice([&'static str; 2]),
    /// Today's puzzle: the day's puzzle at this level; the date as `YYYYMMDD`.
    Today {
        /// The level.
        level: Level,
        /// The date, `YYYYMMDD`.
        date: u32,
    },
}

/// Why a photo gave no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanProblem {
    /// Not an image the browser can decode.
    NotAnImage,
    /// Too small to read (its shorter side, in pixels).
    TooSmall(u32),
    /// No Sudoku grid found.
    NoGrid,
    /// The reader stopped (its worker died).
    Stopped,
}

/// Why Use camera gave no camera.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CameraProblem {
    /// The person (or the browser's settings) refused it.
    Denied,
    /// The device has none.
    NoCamera,
    /// It would not start (another app holds it, or the browser failed).
    Failed,
}

/// The ways to copy the board out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyFormat {
    /// The givens as the 81-character line.
    Line,
    /// What the board shows, as a 9-line grid.
    Grid,
    /// A link to the page with the board in its address.
    Link,
    /// The board with its marks, as a pencil-mark grid (HoDoKu's layout): each cell its digit,
    /// or the person's notes there, or its candidates.
    Marks,
    /// The board with its marks as SudokuWiki's 162-character string (givens kept apart from
    /// the digits found).
    SudokuWiki,
    /// The board with its marks as HoDoKu's library line (`:0000:x:GRID:DELETED::`).
    HoDoKu,
    /// A variant puzzle as an f-puzzles link (offered on a variant only, not in [`Self::ALL`]).
    FPuzzles,
}

impl CopyFormat {
    /// Every format, in the order the Share card offers them.
    pub const ALL: [CopyFormat; 6] = [
        CopyFormat::Line,
        CopyFormat::Grid,
        CopyFormat::Link,
        CopyFormat::Marks,
        CopyFormat::SudokuWiki,
        CopyFormat::HoDoKu,
    ];
}

/// What a solve did: the algorithm, and its counts and time up to its first solution (where the
/// tutorials stop) and in all (the proof that there is no other).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Work {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The whole search.
    pub all: Timed,
    /// Up to the first solution, if there was one.
    pub first: Option<Timed>,
}

/// What the last action did.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Practice pressed: the generator is looking for a puzzle whose hardest step is the
    /// technique named (English, Chinese).
    Practising([&'static str; 2]),
    /// No practice puzzle for the technique named turned up in the time it is given.
    PracticeMissed([&'static str; 2]),
    /// New puzzle or Today's puzzle pressed: the generator is making one at this level.
    Generating {
        /// The level asked for.
        level: Level,
        /// Whether it is today's puzzle.
        today: bool,
    },
    /// Scan photo: the photo is being read.
    Scanning,
    /// A photo was read: the Scanned puzzle region shows it, and waits for Use this puzzle.
    Scanned {
        /// The givens read.
        givens: usize,
        /// Cells read with little certainty.
        unsure: usize,
        /// Cells the solver's check changed.
        changed: usize,
        /// Whether the puzzle read has exactly one solution.
        unique: bool,
    },
    /// A photo gave no puzzle; the board is unchanged.
    ScanFailed(ScanProblem),
    /// Discard pressed: the scanned puzzle is gone, the board as it was.
    ScanDiscarded,
    /// Use camera gave no camera; the board is unchanged.
    CameraFailed(CameraProblem),
    /// Nothing yet.
    Welcome,
    /// The board saved last time is back.
    Restored,
    /// Saved data could not be read; the app started clean.
    StorageUnreadable,
    /// The browser refused to save; the app goes on in memory.
    CannotSave,
    /// Another tab of the app saved a newer board; this one now shows it.
    FromOtherTab,
    /// This tab and another saved different boards at once: this one shows the newer, and the
    /// other is one Undo back.
    TabsMerged,
    /// A worker died and a fresh one was started; what it was doing is dropped.
    WorkerLost {
        /// Whether it was the logic engine's (else the solver's).
        logic: bool,
    },
    /// A puzzle was loaded (its givens and clashes are read off the board).
    Loaded(Source),
    /// Text could not be read as a puzzle; the board is unchanged.
    Unreadable {
        /// From where.
        source: Source,
        /// Why.
        error: ParseError,
    },
    /// The person typed or erased a digit (the givens and clashes are read off the board).
    Edited {
        /// The solver's digits were removed, because the puzzle changed.
        solution_removed: bool,
    },
    /// The board was emptied.
    Cleared,
    /// The person completed the board, correctly, in this many milliseconds, with this many
    /// hints.
    SolvedByYou {
        /// The time on the timer.
        millis: u64,
        /// Hints asked.
        hints: u32,
    },
    /// The entry mode switched (a digit fills cells, or toggles corner or centre marks, or a
    /// colour).
    Mode(Mode),
    /// Fill candidates wrote every empty cell's candidates into its centre marks.
    NotesFilled,
    /// A digit of the pad pressed with no cell selected: where it stands (`placed` cells) and
    /// where it can still go (`open` empty cells) are lit; `None` when the light went off.
    Highlighted(Option<(Digit, usize, usize)>),
    /// Check marks or Where did I go wrong, while the solution is not known (the rating not in,
    /// or no single solution).
    Unchecked,
    /// Check marks: the person's marks keep every solution digit.
    MarksRight,
    /// A variant puzzle's stages (issue 44).
    Variant(VariantSaid),
    /// Check marks: the solution digits the person's marks lost, cell by cell.
    MarksLost(Vec<(Cell, Digit)>),
    /// Where did I go wrong: the earliest move whose damage the board still holds, and why, in
    /// the logic worker's words (English, Chinese); `None` while it looks.
    WentWrong(Option<[String; 2]>),
    /// Where did I go wrong, on a board that agrees with the solution.
    NothingWrong,
    /// Go back to that move: this many moves were undone.
    WentBack(usize),
    /// A digit typed into, or erased from, a given of a loaded puzzle: givens are locked.
    GivenLocked(Cell),
    /// Edit puzzle switched on (typed digits are givens, and the focus moves on) or off (the
    /// givens are locked; typed digits are the person's).
    EditingPuzzle(bool),
    /// A change was undone.
    Undone,
    /// An undone change was made again.
    Redone,
    /// The board was copied to the clipboard.
    Copied(CopyFormat),
    /// The clipboard refused; the text was put in the Puzzle text box instead.
    CopyFailed,
    /// A solve is running (in the worker).
    Solving {
        /// With which algorithm.
        algorithm: Algorithm,
        /// Tries so far (the backtracking algorithms report them as they go).
        tries: u64,
        /// Time so far, in milliseconds.
        millis: f64,
    },
    /// Compare is running one of the algorithms (in the worker).
    Comparing {
        /// Which one.
        algorithm: Algorithm,
        /// Its tries so far.
        tries: u64,
        /// Its time so far, in milliseconds.
        millis: f64,
    },
    /// Compare ran every algorithm; the board is unchanged.
    Compared {
        /// What they found.
        verdict: Verdict,
        /// Each algorithm's time, in milliseconds, in the order they ran.
        times: Vec<(Algorithm, f64)>,
    },
    /// Step through has started (the step panel has its controls and counters).
    Stepping {
        /// The algorithm being shown.
        algorithm: Algorithm,
    },
    /// A stepping reached its end.
    SteppedThrough {
        /// The algorithm shown.
        algorithm: Algorithm,
        /// Its counts.
        counts: Counts,
        /// What it found.
        verdict: Verdict,
    },
    /// The person left the stepping; the board shows the grid again.
    StoppedStepping,
    /// The person stopped a solve; the board is unchanged.
    Cancelled {
        /// The algorithm that was running.
        algorithm: Algorithm,
        /// Tries it had made, as last reported.
        tries: u64,
        /// Time it had run, as last reported, in milliseconds.
        millis: f64,
    },
    /// Solve found exactly one solution.
    Solved {
        /// Cells filled in.
        filled: usize,
        /// What the search did, and its times as the worker measured them.
        work: Work,
    },
    /// Solve found several solutions; one is shown.
    NotUnique {
        /// Cells filled in.
        filled: usize,
        /// What the search did.
        work: Work,
    },
    /// Solve proved there is no solution.
    NoSolution {
        /// What the search did.
        work: Work,
    },
    /// Solve refused: givens clash (the board marks which).
    Conflict,
    /// What a press of Hint found or did.
    Hinting(HintSaid),
    /// Explain solution shows the board before a step (its index and sentence, English and
    /// Chinese), or (`None`) the person's board again.
    Explaining(Option<(usize, [String; 2])>),
}

/// What a hint says, stage by stage. Texts from the logic worker come in both languages
/// (English, Chinese), so a change of language shows them in the new one.
#[derive(Clone, Debug, PartialEq)]
pub enum HintSaid {
    /// There is no puzzle on the board.
    NoPuzzle,
    /// The solver has filled the board.
    SolverFilled,
    /// The logic worker is looking.
    Asking,
    /// Where to look (first press).
    Look([String; 2]),
    /// The step in a sentence (second press).
    Step([String; 2]),
    /// The step was applied (third press).
    Applied([String; 2]),
    /// These digits of the person's are not the solution's.
    Wrong(Vec<(Cell, Digit)>),
    /// The person's notes in these cells leave out the solution's digit.
    Lost(Vec<(Cell, Digit)>),
    /// The board is full and right.
    Complete,
    /// The puzzle does not have exactly one solution (`None`: its digits clash).
    NotOne(Option<Verdict>),
}

/// What the page says of a variant puzzle (killer, jigsaw, the f-puzzles set), stage by stage.
/// The variant worker's sentences come in both languages (English, Chinese).
#[derive(Clone, Debug, PartialEq)]
pub enum VariantSaid {
    /// A pasted text is not a classic puzzle: the variant worker is reading it.
    Reading,
    /// A variant puzzle is on the board, with this many kinds of rule beyond the classic ones
    /// (listed under the board).
    Read(usize),
    /// The text gave no puzzle the page can show: why (the worker's words); the board is
    /// unchanged.
    Unread([String; 2]),
    /// Solve is running: branches tried so far.
    Solving(u64),
    /// Solved: this many cells filled, after this many branches.
    Solved(usize, u64),
    /// Solve found no solution (the givens and the person's digits break the rules).
    NoSolution,
    /// Solve found two solutions at least.
    Several,
    /// Solve gave up after this many branches.
    GaveUp(u64),
    /// Hint, Explain solution, Step through or Compare pressed on a variant: not yet for
    /// variants.
    NotYet,
    /// Draw rules made a step: the puzzle now has this many kinds of rule beyond the classic
    /// ones.
    Drawn(usize),
}

impl Status {
    /// Whether the status reports a problem the person should look at. `board` is what the board
    /// shows now.
    pub fn is_problem(&self, board: &Board) -> bool {
        match self {
            Status::StorageUnreadable
            | Status::Unreadable { .. }
            | Status::NotUnique { .. }
            | Status::NoSolution { .. }
            | Status::CopyFailed
            | Status::Conflict
            | Status::CannotSave
            | Status::WorkerLost { .. }
            | Status::Variant(
                VariantSaid::Unread(_)
                | VariantSaid::NoSolution
                | VariantSaid::Several
                | VariantSaid::GaveUp(_),
            )
            | Status::Hinting(
                HintSaid::Wrong(_) | HintSaid::Lost(_) | HintSaid::NotOne(_) | HintSaid::NoPuzzle,
            ) => true,
            Status::Loaded(_) | Status::Edited { .. } => !board.clashes().is_empty(),
            _ => false,
        }
    }
}
