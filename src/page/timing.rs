//! The timer of the puzzle being played, as data: where it is, the time banked, the hints asked.
//! Its actions (the clock's readings, the page hidden and shown) are the state's
//! (`state/timer.rs`); storage keeps it (`memory.rs`).

use sudoku_solver::Board;

use crate::grid::Grid;

/// Where the timer is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// No puzzle is being timed.
    #[default]
    Idle,
    /// Counting (while the page is shown).
    Counting,
    /// The board was just completed: the next clock reading ends the last stretch.
    Completing,
    /// Completed by the person in this many milliseconds.
    Finished(u64),
}

/// The timer's part of the state.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timer {
    /// The givens of the puzzle being timed.
    pub givens: Board,
    /// Where it is.
    pub phase: Phase,
    /// Milliseconds counted before the current stretch.
    pub banked: u64,
    /// The clock reading (the hook's clock, in milliseconds) when the current stretch began;
    /// `None` while paused, or until the hook has answered.
    pub since: Option<f64>,
    /// Whether the page is hidden (the hook says).
    pub hidden: bool,
    /// Hints asked while counting.
    pub hints: u32,
}

impl Timer {
    /// A timer counting from zero for `givens`, the page as it is.
    pub(crate) fn started(&self, givens: Board) -> Timer {
        Timer {
            givens,
            phase: Phase::Counting,
            hidden: self.hidden,
            ..Timer::default()
        }
    }

    /// Whether the hook should give a clock reading now: a stretch to start (counting, shown,
    /// not yet clocked), or a finish to time.
    pub fn wants_clock(&self) -> bool {
        match self.phase {
            Phase::Counting => !self.hidden && self.since.is_none(),
            Phase::Completing => true,
            Phase::Idle | Phase::Finished(_) => false,
        }
    }

    /// The milliseconds counted up to the last pause (or the finish): what storage keeps.
    pub fn counted(&self) -> u64 {
        match self.phase {
            Phase::Finished(millis) => millis,
            _ => self.banked,
        }
    }

    /// The milliseconds counted by clock reading `now`.
    pub fn elapsed(&self, now: f64) -> u64 {
        let running = self
            .since
            .filter(|_| !matches!(self.phase, Phase::Finished(_)));
        self.counted() + running.map_or(0, |since| (now - since).max(0.0) as u64)
    }

    /// The current stretch, ended at `now` and banked.
    pub(crate) fn banked_at(&self, now: f64) -> Timer {
        Timer {
            banked: self.elapsed(now),
            since: None,
            ..*self
        }
    }

    /// The board changed to `grid`: a newly loaded puzzle starts the timer, a board that is no
    /// loaded puzzle stops it, and a board completed by the person (every cell filled without a
    /// clash, none by the solver) finishes it.
    pub(crate) fn board_changed(&mut self, grid: &Grid, classic: bool) {
        // New givens, or givens typed in that the person now plays (Edit puzzle switched off).
        let started = grid.is_loaded() && self.phase == Phase::Idle;
        if grid.givens() != self.givens || started {
            *self = if grid.is_loaded() {
                self.started(grid.givens())
            } else {
                Timer {
                    hidden: self.hidden,
                    ..Timer::default()
                }
            };
        }
        // A variant's board is complete once the variant worker finds no clash on it
        // (`State::variant`, [`Timer::completed`]).
        let puzzle = grid.puzzle();
        if classic && puzzle.clashes().is_empty() {
            self.completed(grid);
        }
    }

    /// The person's board `grid`, whose digits break no rule, is full: the timer stops at the
    /// next clock reading (unless the solver filled it).
    pub(crate) fn completed(&mut self, grid: &Grid) {
        let complete = grid.puzzle().is_full() && grid.solved_count() == 0;
        if self.phase == Phase::Counting && complete {
            self.phase = Phase::Completing;
        }
    }
}
