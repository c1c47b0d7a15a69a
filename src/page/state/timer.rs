//! The timer of the puzzle being played: it starts when a puzzle is loaded (New puzzle, Today's
//! puzzle, Load, an example, a link), pauses while the page is hidden, is kept across reloads,
//! and stops when the person completes the board; the status then says how long it took and
//! how many hints were asked.
//!
//! The reducer reads no clock. The timer says when it needs a reading ([`Timer::wants_clock`]:
//! a stretch to start, or a finish to time), and the `use_timer` hook answers with
//! [`TimerAction::Clock`]; the hook also reports the page hidden and shown.

use sudoku_words::status::{Source, Status};

use super::State;
use crate::page::games::Game;
use crate::page::timing::{Phase, Timer};

/// The hook's reports.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimerAction {
    /// The clock's reading, in milliseconds, given when [`Timer::wants_clock`] asked for it.
    Clock(f64),
    /// The page was hidden (`true`) or shown again, at this clock reading.
    Hidden(bool, f64),
}

impl State {
    /// The game the timer times, for Stats (`None` while it times none): its level is the
    /// generator's as the puzzle loads, else the rating's once it is in; it is the daily puzzle
    /// when Today's puzzle loaded it. Stats keep what they were told (`page/games.rs`).
    pub fn game(&self) -> Option<Game> {
        let timer = self.timer;
        let millis = match timer.phase {
            Phase::Idle => return None,
            Phase::Finished(millis) => Some(millis),
            Phase::Counting | Phase::Completing => None,
        };
        let (level, day) = match self.status {
            Status::Loaded(Source::Generated(level)) => (Some(level), None),
            Status::Loaded(Source::Today { level, date }) => (Some(level), Some(date)),
            _ => (None, None),
        };
        let rated = || Some(self.current_rated()?.se.as_ref()?.level);
        Some(Game {
            givens: timer.givens,
            level: level.or_else(rated),
            day,
            millis,
            hints: timer.hints,
        })
    }

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
