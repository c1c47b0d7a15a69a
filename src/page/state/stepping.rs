//! Step through: a search shown on the board one event at a time. [`Stepping`] is what the state
//! keeps of it, [`Speed`] how fast Play goes. The search runs in the solver worker
//! (`workers/solver/stepper.rs`); the page asks for more steps when the clock ticks
//! (`hooks/use_frame_clock.rs`) or the person presses Next step, and shows each [`Frame`].

use std::rc::Rc;

use sudoku_solver::{Algorithm, Board};
use sudoku_words::status::Status;
use sudoku_words::{Lang, numbers};

use super::State;
use crate::workers::solver::{Frame, LOG_LENGTH};

/// Step through's part of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct Steps {
    /// The search being stepped through, if any: the board shows it instead of the grid.
    pub stepping: Option<Stepping>,
    /// How fast Step through plays (kept from one stepping to the next).
    pub speed: Speed,
}

impl Default for Steps {
    fn default() -> Steps {
        Steps {
            stepping: None,
            speed: Speed::DEFAULT,
        }
    }
}

impl Steps {
    /// The board changed: a stepping ends.
    pub(super) fn board_changed(&mut self) {
        self.stepping = None;
    }
}

/// Step through's actions, and the worker's answers.
#[derive(Clone, Debug, PartialEq)]
pub enum StepAction {
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
}

impl State {
    /// Step through's actions; `None` when nothing changes.
    pub(super) fn step(&self, action: StepAction) -> Option<State> {
        let current = self.steps.stepping.as_ref();
        Some(match action {
            StepAction::StepThrough if self.rules().is_some() => self.not_yet_on_variants(),
            StepAction::StepThrough => self.step_through(),
            StepAction::TogglePlay => self.with_stepping(|s| s.played(!s.playing)),
            StepAction::NextStep => self.with_stepping(|s| s.played(false).ask(1)),
            StepAction::SetSpeed(speed) => {
                let mut next = self.with_stepping(|s| s.at_speed(speed));
                next.steps.speed = speed;
                next
            }
            StepAction::Tick { stepping, steps } => match current {
                Some(s) if s.id == stepping && s.playing => self.with_stepping(|s| s.ask(steps)),
                _ => return None,
            },
            StepAction::Stepped { stepping, frame } => match current {
                Some(s) if s.id == stepping => self.with_stepping(|s| s.shown(*frame)),
                _ => return None,
            },
            StepAction::StopStepping => {
                let mut next = self.said(Status::StoppedStepping);
                next.steps.stepping = None;
                next
            }
        })
    }

    fn step_through(&self) -> State {
        if let Some(refused) = self.refuse_clashes() {
            return refused;
        }
        let (id, mut next) = self.numbered();
        let algorithm = self.runs.algorithm;
        let puzzle = self.board.grid.puzzle();
        next.status = Status::Stepping { algorithm };
        next.runs.run = None;
        // Explain solution's list closes: the board shows the search now.
        next.hints.explain = None;
        next.steps.stepping = Some(Stepping::new(id, puzzle, algorithm, self.steps.speed));
        next
    }

    /// The state with the stepping changed by `change`, if there is one; at its end, the status
    /// says what the search found.
    fn with_stepping(&self, change: impl FnOnce(&Stepping) -> Stepping) -> State {
        let Some(old) = &self.steps.stepping else {
            return self.clone();
        };
        let stepping = change(old);
        let mut next = self.clone();
        if let (Some(verdict), false) = (stepping.frame.end, old.is_finished()) {
            next.status = Status::SteppedThrough {
                algorithm: stepping.algorithm,
                counts: stepping.frame.counts,
                verdict,
            };
        }
        next.steps.stepping = Some(stepping);
        next
    }
}

/// How fast Play goes: the speed slider's stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// This many steps a second.
    PerSecond(u32),
    /// This many steps at every frame the browser paints.
    PerFrame(u32),
}

impl Speed {
    /// The slider's stops, slowest first: from one step a second to one at every frame the browser
    /// paints, and a last one that takes a hundred steps a frame (the naive search's millions of
    /// tries go by in minutes rather than days).
    pub const ALL: [Speed; 7] = [
        Speed::PerSecond(1),
        Speed::PerSecond(2),
        Speed::PerSecond(5),
        Speed::PerSecond(10),
        Speed::PerSecond(30),
        Speed::PerFrame(1),
        Speed::PerFrame(100),
    ];

    /// Where Play starts.
    pub const DEFAULT: Speed = Speed::PerSecond(10);
}

impl Speed {
    /// The slider's value in words: "10 steps a second", "每秒 10 步".
    pub fn text(self, lang: Lang) -> String {
        match self {
            Speed::PerSecond(n) => numbers::speed(n, false, lang),
            Speed::PerFrame(n) => numbers::speed(n, true, lang),
        }
    }
}

/// The page's side of Step through: what it shows, and what it asked of the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Stepping {
    /// Its number (the worker's run): frames for an older one are ignored.
    pub id: u32,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The givens searched.
    pub puzzle: Board,
    /// Whether Play is on.
    pub playing: bool,
    /// How fast Play goes.
    pub speed: Speed,
    /// Where the search stands, as last heard from the worker.
    pub frame: Frame,
    /// The last events in words, in each language, oldest first.
    pub log: Rc<[[String; 2]]>,
    /// Requests made so far: a new number is a new request for the worker.
    pub asked: u32,
    /// Steps asked of the worker and not yet answered (no new request goes out meanwhile, so a
    /// slow answer slows Play down instead of piling requests up).
    pub waiting: Option<u32>,
}

impl Stepping {
    /// A new stepping of `puzzle` by `algorithm`, paused before its first event.
    pub fn new(id: u32, puzzle: Board, algorithm: Algorithm, speed: Speed) -> Stepping {
        Stepping {
            id,
            algorithm,
            puzzle,
            playing: false,
            speed,
            frame: Frame::start(puzzle),
            log: Rc::new([]),
            asked: 0,
            waiting: None,
        }
    }

    /// Whether the search is over.
    pub fn is_finished(&self) -> bool {
        self.frame.end.is_some()
    }

    /// The same stepping, playing or paused (it cannot play once finished).
    pub fn played(&self, on: bool) -> Stepping {
        Stepping {
            playing: on && !self.is_finished(),
            ..self.clone()
        }
    }

    /// The same stepping at another speed.
    pub fn at_speed(&self, speed: Speed) -> Stepping {
        Stepping {
            speed,
            ..self.clone()
        }
    }

    /// The stepping that asks the worker for `steps` more events, unless it is over or an
    /// answer is still awaited.
    pub fn ask(&self, steps: u32) -> Stepping {
        if self.is_finished() || self.waiting.is_some() || steps == 0 {
            return self.clone();
        }
        Stepping {
            asked: self.asked.wrapping_add(1),
            waiting: Some(steps),
            ..self.clone()
        }
    }

    /// The stepping showing the worker's answer `frame`; it stops playing at the end.
    pub fn shown(&self, mut frame: Frame) -> Stepping {
        let mut next = self.clone();
        // The frame's words move into the log (shared, so a clone of the state does not copy
        // them); the frame keeps the rest.
        let said = std::mem::take(&mut frame.said);
        let kept = (self.log.len() + said.len()).saturating_sub(LOG_LENGTH);
        next.log = self.log.iter().cloned().chain(said).skip(kept).collect();
        next.waiting = None;
        next.playing &= frame.end.is_none();
        next.frame = frame;
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::solver::Stepper;
    use sudoku_testkit::INKALA_SOLVED as SOLVED;

    #[test]
    fn the_page_asks_once_at_a_time_and_keeps_the_last_words() {
        let puzzle: Board = format!(".{}", &SOLVED[1..]).parse().unwrap();
        let stepping = Stepping::new(3, puzzle, Algorithm::Naive, Speed::DEFAULT).played(true);
        let asked = stepping.ask(5);
        assert_eq!((asked.asked, asked.waiting), (1, Some(5)));
        assert_eq!(asked.ask(7), asked, "one request at a time");
        let mut stepper = Stepper::new(&puzzle, Algorithm::Naive);
        let shown = asked.shown(stepper.advance(5));
        assert_eq!(
            (shown.waiting, shown.frame.steps, shown.log.len()),
            (None, 5, 5)
        );
        let shown = shown.ask(5).shown(stepper.advance(5));
        assert_eq!(shown.log.len(), LOG_LENGTH);
        // The choice, 1 to 7 clash, 8 fits, the solution.
        assert_eq!(
            shown.log.last().unwrap()[0],
            "A solution: every cell is filled (line 3)."
        );
        assert!(shown.playing);
        let end = shown.ask(5).shown(stepper.advance(5));
        assert!(end.is_finished() && !end.playing, "Play stops at the end");
        assert_eq!(end.ask(1), end, "nothing to ask after the end");
        assert_eq!(end.played(true), end);
    }

    #[test]
    fn speeds_read_as_words() {
        let words: Vec<String> = Speed::ALL.iter().map(|s| s.text(Lang::En)).collect();
        assert_eq!(words[0], "1 step a second");
        assert_eq!(words[4], "30 steps a second");
        assert_eq!(words[5], "1 step a frame");
        assert_eq!(Speed::PerSecond(30).text(Lang::Zh), "每秒 30 步");
        assert!(Speed::ALL.contains(&Speed::DEFAULT));
    }
}
