//! The person's settings (theme, language, candidates, the live check), what the browser
//! prefers, and the live check's answer.

use sudoku_solver::{Board, Verdict};
use sudoku_words::Lang;
use sudoku_words::status::Status;

use super::State;
use crate::page::choices::{Settings, Theme};

/// What the browser prefers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct System {
    /// Its language (`navigator.language`).
    pub lang: Lang,
    /// Whether it prefers a dark colour scheme.
    pub dark: bool,
}

/// The settings' part of the state.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Preferences {
    /// The person's choices (theme, language, candidates, live check).
    pub settings: Settings,
    /// What the browser prefers, for the settings the person has not chosen.
    pub system: System,
    /// The last live check's answer: the board it checked (givens and entries), and what it is
    /// (`None`: its digits clash).
    pub live: Option<(Board, Option<Verdict>)>,
    /// Whether storage refused a save (said once; the app goes on in memory).
    pub unsaved: bool,
    /// Whether Stats is open (`page/stats.rs`; its module is there once it has been).
    pub stats_open: bool,
    /// Whether the technique library is open (`page/library.rs`, likewise).
    pub library_open: bool,
    /// Whether Print sheet is open (`page/print.rs`, likewise).
    pub print_open: bool,
    /// Whether Draw rules is open (`page/extras.rs`, likewise).
    pub draw_open: bool,
}

impl Preferences {
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

    /// The person's theme and language as `static/start.js` reads them (under
    /// [`crate::page::memory::LOOK_KEY`]) to dress the page before its first paint: `THEME LANG`,
    /// `dark` or `light` and a language tag, each `-` where the person has not chosen (the
    /// script then follows the browser, as [`Preferences::dark`] and [`Preferences::lang`] do).
    pub fn look(&self) -> String {
        let theme = match self.settings.theme {
            Some(Theme::Dark) => "dark",
            Some(Theme::Light) => "light",
            None => "-",
        };
        format!("{theme} {}", self.settings.lang.map_or("-", Lang::tag))
    }
}

/// The settings' actions, and the live check's answers.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingAction {
    /// Stats opened (its module there) or closed.
    ShowStats(bool),
    /// The technique library opened (its module there) or closed.
    ShowLibrary(bool),
    /// Print sheet opened (its module there) or closed.
    ShowPrint(bool),
    /// Draw rules opened (its module there) or closed.
    ShowDraw(bool),
    /// Switch between the light and dark themes (remembered).
    ToggleDark,
    /// Use this language (remembered).
    SetLang(Lang),
    /// Show or hide the candidates in empty cells.
    ToggleCandidates,
    /// Turn the live check on or off.
    ToggleLiveCheck,
    /// Mark entries that differ from the solution, or stop.
    ToggleMistakes,
    /// Placing a digit clears it from its peers' notes, or stops doing so.
    ToggleTidyNotes,
    /// Show or hide the timer.
    ToggleClock,
    /// Storage refused to save (full, disabled, or missing).
    CannotSave,
    /// The live check's answer for `puzzle` (shown only while that is still the board).
    Checked {
        /// The board checked (givens and entries).
        puzzle: Board,
        /// What they are (`None`: they clash).
        verdict: Option<Verdict>,
    },
}

impl State {
    /// The settings' actions; `None` when nothing changes.
    pub(super) fn setting(&self, action: SettingAction) -> Option<State> {
        let mut next = self.clone();
        let preferences = &mut next.preferences;
        let settings = &mut preferences.settings;
        match action {
            SettingAction::ToggleDark => {
                let dark = self.preferences.dark();
                settings.theme = Some(if dark { Theme::Light } else { Theme::Dark });
            }
            SettingAction::SetLang(lang) => settings.lang = Some(lang),
            SettingAction::ToggleCandidates => settings.candidates = !settings.candidates,
            SettingAction::ToggleLiveCheck => settings.live_check = !settings.live_check,
            SettingAction::ToggleMistakes => settings.mistakes = !settings.mistakes,
            SettingAction::ToggleTidyNotes => settings.notes_kept = !settings.notes_kept,
            SettingAction::ToggleClock => settings.clock_hidden = !settings.clock_hidden,
            SettingAction::CannotSave if preferences.unsaved => return None,
            SettingAction::CannotSave => {
                preferences.unsaved = true;
                next.status = Status::CannotSave;
            }
            SettingAction::ShowStats(open) => preferences.stats_open = open,
            SettingAction::ShowLibrary(open) => preferences.library_open = open,
            SettingAction::ShowPrint(open) => preferences.print_open = open,
            SettingAction::ShowDraw(open) => preferences.draw_open = open,
            SettingAction::Checked { puzzle, verdict } => {
                preferences.live = Some((puzzle, verdict));
            }
        }
        Some(next)
    }

    /// The live check's answer for the givens on the board: `None` while it is off or still
    /// checking; `Some(None)` when digits clash.
    pub fn live_verdict(&self) -> Option<Option<Verdict>> {
        let preferences = &self.preferences;
        let (puzzle, verdict) = preferences
            .live
            .filter(|_| preferences.settings.live_check)?;
        (puzzle == self.board.grid.puzzle()).then_some(verdict)
    }
}
