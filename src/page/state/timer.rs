//! The timer of the puzzle being played: it starts when a puzzle is loaded (New puzzle, Today's
//! puzzle, Load, an example, a link), pauses while the page is hidden, is kept across reloads,
//! and stops when the person completes the board; the status then says how long it took and
//! how many hints were asked.
//!
//! The reducer reads no clock. The timer says when it needs a reading ([`Timer::wants_clock`]:
//! a stretch to start, or a finish to time), and the `use_timer` hook answers with
//! [`TimerAction::Clock`]; the hook also reports the page hidden and shown.

use sudoku_solver::Board;
use sudoku_words::status::Status;

use super::State;
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

/// The hook's reports.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimerAction {
    /// The clock's reading, in milliseconds, given when [`Timer::wants_clock`] asked for it.
    Clock(f64),
    /// The page was hidden (`true`) or shown again, at this clock reading.
    Hidden(bool, f64),
}

impl Timer {
    /// A timer counting from zero for `givens`, the page as it is.
    fn started(&self, givens: Board) -> Timer {
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
    fn banked_at(&self, now: f64) -> Timer {
        Timer {
            banked: self.elapsed(now),
            since: None,
            ..*self
        }
    }

    /// The board changed to `grid`: a newly loaded puzzle starts the timer, a board that is no
    /// loaded puzzle stops it, and a board completed by the person (every cell filled without a
    /// clash, none by the solver) finishes it.
    pub(super) fn board_changed(&mut self, grid: &Grid) {
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
        let puzzle = grid.puzzle();
        let complete = puzzle.is_full() && puzzle.clashes().is_empty() && grid.solved_count() == 0;
        if self.phase == Phase::Counting && complete {
            self.phase = Phase::Completing;
        }
    }
}

impl State {
    /// The timer's actions; `None` when nothing changes.
    pub(super) fn time(&self, action: TimerAction) -> Option<State> {
        let timer = self.timer;
        let mut next = self.clone();
        match action {
            TimerAction::Clock(now) => match timer.phase {
                Phase::Completing => {
                    let millis = timer.elapsed(now);
                    next.timer.phase = Phase::Finished(millis);
                    next.timer.since = None;
                    next.status = Status::SolvedByYou {
                        millis,
                        hints: timer.hints,
                    };
                }
                _ if timer.wants_clock() => next.timer.since = Some(now),
                _ => return None,
            },
            TimerAction::Hidden(hidden, now) => {
                next.timer = Timer {
                    hidden,
                    ..timer.banked_at(now)
                };
            }
        }
        Some(next)
    }
}
