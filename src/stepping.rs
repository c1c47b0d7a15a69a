//! Step through: a search shown on the board one event at a time, with its counters and the last
//! events in words.
//!
//! The search runs in the worker, like every solve ([`Stepper`]); the page keeps a [`Stepping`] in
//! its state and asks for more steps when the clock ticks (`hooks/use_frame_clock.rs`) or the
//! person presses Next step; the worker answers with a [`Frame`].

use std::collections::VecDeque;
use std::fmt;
use std::rc::Rc;

use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, Event, Walk};

use crate::i18n::Lang;
use crate::listing;
use crate::status::{Verdict, verdict_text};

/// How many events the log keeps in words.
pub const LOG_LENGTH: usize = 8;

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

/// "10 steps a second", "every frame": the slider's value in words.
impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Speed::PerSecond(1) => f.write_str("1 step a second"),
            Speed::PerSecond(n) => write!(f, "{n} steps a second"),
            Speed::PerFrame(1) => f.write_str("1 step a frame"),
            Speed::PerFrame(n) => write!(f, "{n} steps a frame"),
        }
    }
}

/// What the page shows of a walk after some steps; the worker sends one per request.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Events so far.
    pub steps: u64,
    /// The givens and the search's digits.
    pub board: Board,
    /// The counts so far.
    pub counts: Counts,
    /// The cell the last event was about.
    pub current: Option<Cell>,
    /// A digit tried and refused at a cell (shown there until the next event).
    pub refused: Option<(Cell, Digit)>,
    /// Once the search is over, what it found.
    pub end: Option<Verdict>,
    /// The lines of the algorithm's listing the last event executed (see [`crate::listing`]).
    pub lines: u16,
    /// The events of these steps in words, oldest first (at most [`LOG_LENGTH`]: the last ones),
    /// each naming the line of the listing it executed.
    pub said: Vec<String>,
}

impl Frame {
    /// The frame before any step.
    pub fn start(puzzle: Board) -> Frame {
        Frame {
            steps: 0,
            board: puzzle,
            counts: Counts::default(),
            current: None,
            refused: None,
            end: None,
            lines: 0,
            said: Vec::new(),
        }
    }
}

/// The worker's side of Step through: the search, and its events in words.
pub struct Stepper {
    walk: Walk,
    algorithm: Algorithm,
    steps: u64,
    /// The lines the last event executed.
    lines: u16,
}

impl Stepper {
    /// The search of `puzzle` by `algorithm`, before its first event.
    pub fn new(puzzle: &Board, algorithm: Algorithm) -> Stepper {
        Stepper {
            walk: Walk::new(puzzle, algorithm),
            algorithm,
            steps: 0,
            lines: 0,
        }
    }

    fn is_finished(&self) -> bool {
        self.walk.last() == Some(&Event::Finished)
    }

    /// Takes up to `steps` more events (fewer at the end) and says where the search stands.
    pub fn advance(&mut self, steps: u32, lang: Lang) -> Frame {
        let mut said = VecDeque::with_capacity(LOG_LENGTH);
        let (mut current, mut refused) = (None, None);
        for _ in 0..steps {
            if self.is_finished() {
                break;
            }
            let before = self.walk.last().cloned();
            let event = self.walk.step();
            self.steps += 1;
            self.lines = listing::lines_of(self.algorithm, &event, before.as_ref());
            (current, refused) = match event {
                Event::Try {
                    cell,
                    digit,
                    clash: Some(_),
                } => (Some(cell), Some((cell, digit))),
                Event::Try { cell, .. }
                | Event::Choose { cell, .. }
                | Event::DeadEnd { cell, .. }
                | Event::Guess { cell, .. }
                | Event::Refuted { cell, .. } => (Some(cell), None),
                Event::Deduced { .. } | Event::Solution(_) | Event::Finished => (None, None),
            };
            if said.len() == LOG_LENGTH {
                said.pop_front();
            }
            said.push_back(with_line(self.words(&event, lang), self.lines, lang));
        }
        Frame {
            steps: self.steps,
            board: *self.walk.board(),
            counts: self.walk.counts(),
            current,
            refused,
            // The page refuses clashing givens before stepping; were they searched, nothing
            // would solve them.
            end: self
                .is_finished()
                .then(|| Verdict::of(&self.walk.report().outcome).unwrap_or(Verdict::NoSolution)),
            lines: self.lines,
            said: said.into(),
        }
    }

    /// One event in words: "Row 4, Column 2: try 6, clashes with row 4."
    fn words(&self, event: &Event, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        let cell = |cell: &Cell| lang.cell(*cell);
        match event {
            Event::Choose {
                cell: at,
                candidates: None,
                ..
            } => match zh {
                false => format!("{}: the first empty cell.", cell(at)),
                true => format!("{}：第一个空格。", cell(at)),
            },
            Event::Choose {
                cell: at,
                candidates: Some(candidates),
                ..
            } if candidates.is_empty() => match zh {
                false => format!("{}: the fewest candidates, and it has none.", cell(at)),
                true => format!("{}：候选数最少，一个也没有。", cell(at)),
            },
            Event::Choose {
                cell: at,
                candidates: Some(candidates),
                tied,
            } => {
                let digits: Vec<String> = candidates.iter().map(|d| d.to_string()).collect();
                let (count, digits) = (candidates.len(), digits.join(" "));
                match (zh, *tied) {
                    (false, 1) => {
                        format!("{}: the fewest candidates, {count} ({digits}).", cell(at))
                    }
                    (false, n) => format!(
                        "{}: the fewest candidates, {count} ({digits}); first of {n} such cells \
                         in reading order.",
                        cell(at)
                    ),
                    (true, 1) => format!("{}：候选数最少，{count} 个（{digits}）。", cell(at)),
                    (true, n) => format!(
                        "{}：候选数最少，{count} 个（{digits}）；{n} 个格子并列，按阅读顺序取第一个。",
                        cell(at)
                    ),
                }
            }
            Event::Try {
                cell: at,
                digit,
                clash: Some(unit),
            } => match zh {
                false => format!(
                    "{}: try {digit}, clashes with {}.",
                    cell(at),
                    lang.unit(*unit)
                ),
                true => format!("{}：试 {digit}，与{}冲突。", cell(at), lang.unit(*unit)),
            },
            Event::Try {
                cell: at, digit, ..
            } => match zh {
                false => format!("{}: try {digit}, it fits.", cell(at)),
                true => format!("{}：试 {digit}，可以放。", cell(at)),
            },
            Event::DeadEnd {
                cell: at,
                undo: Some((back, digit)),
            } => match zh {
                false => format!(
                    "{}: nothing left to try; back to {}, taking back {digit}.",
                    cell(at),
                    cell(back)
                ),
                true => format!("{}：无数可试；退回{}，收回 {digit}。", cell(at), cell(back)),
            },
            Event::DeadEnd {
                cell: at,
                undo: None,
            } => match zh {
                false => format!(
                    "{}: nothing left to try, and nothing to take back.",
                    cell(at)
                ),
                true => format!("{}：无数可试，也无可收回。", cell(at)),
            },
            Event::Guess { cell: at, digit } => match zh {
                false => format!("{}: guess {digit}.", cell(at)),
                true => format!("{}：猜 {digit}。", cell(at)),
            },
            Event::Deduced { cells } => match (cells.len(), zh) {
                (0, false) => "Logic fills no cell.".to_string(),
                (0, true) => "逻辑没有推出新的格子。".to_string(),
                (1, false) => "Logic fills 1 cell.".to_string(),
                (n, false) => format!("Logic fills {n} cells."),
                (n, true) => format!("逻辑推出 {n} 个格子。"),
            },
            Event::Refuted { cell: at, digit } => match zh {
                false => format!(
                    "{}: {digit} leads to a contradiction; taken back.",
                    cell(at)
                ),
                true => format!("{}：{digit} 导致矛盾，已收回。", cell(at)),
            },
            Event::Solution(_) => match zh {
                false => "A solution: every cell is filled.".to_string(),
                true => "得到一个解：每个格子都已填好。".to_string(),
            },
            Event::Finished => {
                let verdict = Verdict::of(&self.walk.report().outcome);
                match (verdict, zh) {
                    (Some(Verdict::Unique), false) => "Finished: the only solution.".to_string(),
                    (Some(verdict), false) => format!("Finished: {}.", verdict_text(verdict, lang)),
                    (None, false) => "Finished: the givens clash.".to_string(),
                    (Some(verdict), true) => format!("结束：{}。", verdict_text(verdict, lang)),
                    (None, true) => "结束：题目数字冲突。".to_string(),
                }
            }
        }
    }
}

/// `words` with the line of the listing it executed: "Row 1, Column 1: try 1, clashes with box 1
/// (line 6)." — so a screen reader hears, in the log, which line of the code ran.
fn with_line(words: String, lines: u16, lang: Lang) -> String {
    let Some(line) = listing::main_line(lines) else {
        return words;
    };
    let sentence = words.trim_end_matches(['.', '。']);
    match lang {
        Lang::En => format!("{sentence} (line {line})."),
        Lang::Zh => format!("{sentence}（代码第 {line} 行）。"),
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
    /// The last events in words, oldest first.
    pub log: Rc<[String]>,
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

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    const SOLVED: &str =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

    #[test]
    fn one_empty_cell_is_tried_digit_by_digit_in_words() {
        // Row 1, Column 1 holds 8: the naive search tries 1 to 8 there.
        let puzzle: Board = format!(".{}", &SOLVED[1..]).parse().unwrap();
        let mut stepper = Stepper::new(&puzzle, Algorithm::Naive);
        let chosen = stepper.advance(1, Lang::En);
        assert_eq!(chosen.current, Some(cell(1, 1)));
        assert_eq!(
            chosen.said,
            ["Row 1, Column 1: the first empty cell (line 2)."]
        );
        assert_eq!(chosen.lines, 0b10, "line 2 of the listing");
        let first = stepper.advance(1, Lang::En);
        assert_eq!(first.refused, Some((cell(1, 1), Digit::new(1).unwrap())));
        assert_eq!(first.current, Some(cell(1, 1)));
        assert_eq!(
            first.said,
            ["Row 1, Column 1: try 1, clashes with row 1 (line 6)."]
        );
        assert_eq!(first.lines, 0b11_0000, "lines 5 and 6");
        let eighth = stepper.advance(7, Lang::En);
        assert_eq!(eighth.refused, None);
        assert_eq!(eighth.board.get(cell(1, 1)), Digit::new(8));
        assert_eq!((eighth.steps, eighth.counts.tries), (9, 8));
        assert_eq!(eighth.said.len(), 7);
        assert_eq!(
            eighth.said.last().unwrap(),
            "Row 1, Column 1: try 8, it fits (line 7)."
        );
        assert_eq!(eighth.lines, 0b101_0000, "lines 5 and 7");
        assert_eq!(eighth.end, None);
        // Then the solution, 9 refused, the dead end and the end.
        let end = stepper.advance(100, Lang::En);
        assert_eq!(end.end, Some(Verdict::Unique));
        assert_eq!(
            end.said.last().unwrap(),
            "Finished: the only solution (line 9)."
        );
        assert_eq!(end.counts.tries, 9);
        assert_eq!(
            stepper.advance(5, Lang::En).steps,
            end.steps,
            "nothing happens after the end"
        );
    }

    #[test]
    fn the_fast_solver_guesses_deduces_and_refutes_in_words() {
        let inkala: Board =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        let mut stepper = Stepper::new(&inkala, Algorithm::Fast);
        let mut said = String::new();
        let frame = loop {
            let frame = stepper.advance(1, Lang::En);
            said.push_str(&frame.said.concat());
            said.push('\n');
            if frame.end.is_some() {
                break frame;
            }
        };
        assert!(said.starts_with("Logic fills "), "{said}");
        assert!(said.contains(": guess "), "{said}");
        assert!(said.contains("Logic fills no cell (line 2)."), "{said}");
        assert!(
            said.contains("leads to a contradiction; taken back (line 3)."),
            "{said}"
        );
        assert!(
            said.ends_with("Finished: the only solution (line 9).\n"),
            "{said}"
        );
        assert_eq!(frame.counts, inkala.solve_with(Algorithm::Fast).counts);
    }

    #[test]
    fn the_page_asks_once_at_a_time_and_keeps_the_last_words() {
        let puzzle: Board = format!(".{}", &SOLVED[1..]).parse().unwrap();
        let stepping = Stepping::new(3, puzzle, Algorithm::Naive, Speed::DEFAULT).played(true);
        let asked = stepping.ask(5);
        assert_eq!((asked.asked, asked.waiting), (1, Some(5)));
        assert_eq!(asked.ask(7), asked, "one request at a time");
        let mut stepper = Stepper::new(&puzzle, Algorithm::Naive);
        let shown = asked.shown(stepper.advance(5, Lang::En));
        assert_eq!(
            (shown.waiting, shown.frame.steps, shown.log.len()),
            (None, 5, 5)
        );
        let shown = shown.ask(5).shown(stepper.advance(5, Lang::En));
        assert_eq!(shown.log.len(), LOG_LENGTH);
        // The choice, 1 to 7 clash, 8 fits, the solution.
        assert_eq!(
            shown.log.last().unwrap(),
            "A solution: every cell is filled (line 3)."
        );
        assert!(shown.playing);
        let end = shown.ask(5).shown(stepper.advance(5, Lang::En));
        assert!(end.is_finished() && !end.playing, "Play stops at the end");
        assert_eq!(end.ask(1), end, "nothing to ask after the end");
        assert_eq!(end.played(true), end);
    }

    #[test]
    fn speeds_read_as_words() {
        let words: Vec<String> = Speed::ALL.iter().map(Speed::to_string).collect();
        assert_eq!(words[0], "1 step a second");
        assert_eq!(words[4], "30 steps a second");
        assert_eq!(words[5], "1 step a frame");
        assert!(Speed::ALL.contains(&Speed::DEFAULT));
    }
}
