//! The person's choices, kept from one visit to the next (`memory.rs` stores them; the state's
//! settings slice, `state/settings.rs`, changes them).

use sudoku_solver::Algorithm;
use sudoku_words::Lang;

/// A colour theme chosen by the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark text on light.
    Light,
    /// Light text on dark.
    Dark,
}

/// The person's choices, kept from one visit to the next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The theme, or `None` to follow the system's.
    pub theme: Option<Theme>,
    /// The language, or `None` to follow the browser's.
    pub lang: Option<Lang>,
    /// Whether empty cells show their candidates.
    pub candidates: bool,
    /// Whether the board is checked for solutions as it changes.
    pub live_check: bool,
    /// Whether entries that differ from the solution are marked.
    pub mistakes: bool,
    /// Whether placing a digit leaves it in the notes of its row, column and box (off, the
    /// default: they lose it).
    pub notes_kept: bool,
    /// The algorithm Solve uses (`None`: the default).
    pub algorithm: Option<Algorithm>,
    /// Whether the timer is hidden.
    pub clock_hidden: bool,
}
