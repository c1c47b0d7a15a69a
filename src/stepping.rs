//! Step through: a search shown on the board one event at a time, with its counters and the last
//! events in words. [`Stepping`] lives in the app's state; the reducer advances it when the clock
//! ticks (`hooks/use_frame_clock.rs`) or the person presses Next step.

use std::collections::VecDeque;
use std::fmt;

use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, Event, Outcome, Walk};

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

/// A search being stepped through.
#[derive(Clone, Debug)]
pub struct Stepping {
    /// Its number: ticks of an older one's clock are ignored.
    pub id: u32,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The givens searched.
    pub puzzle: Board,
    /// Whether Play is on.
    pub playing: bool,
    /// How fast Play goes.
    pub speed: Speed,
    /// The last events in words, oldest first.
    pub log: VecDeque<String>,
    /// Events so far.
    pub steps: u64,
    /// A digit tried and refused at a cell (shown there until the next event).
    pub refused: Option<(Cell, Digit)>,
    /// The cell the last event was about.
    pub current: Option<Cell>,
    walk: Walk,
}

/// Two steppings are the same when they show the same thing (the walk's insides are not compared).
impl PartialEq for Stepping {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
            && self.steps == other.steps
            && self.playing == other.playing
            && self.speed == other.speed
            && self.log == other.log
            && self.refused == other.refused
            && self.current == other.current
            && self.board() == other.board()
    }
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
            log: VecDeque::new(),
            steps: 0,
            refused: None,
            current: None,
            walk: Walk::new(&puzzle, algorithm),
        }
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

    /// The board the search has now.
    pub fn board(&self) -> &Board {
        self.walk.board()
    }

    /// The counts so far.
    pub fn counts(&self) -> Counts {
        self.walk.counts()
    }

    /// Whether the search is over.
    pub fn is_finished(&self) -> bool {
        self.walk.last() == Some(&Event::Finished)
    }

    /// The outcome, once finished.
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_finished().then(|| self.walk.report().outcome)
    }

    /// The stepping after up to `steps` more events (it stops at the end, and pauses there).
    pub fn advanced(&self, steps: u32) -> Stepping {
        let mut next = self.clone();
        for _ in 0..steps {
            if next.is_finished() {
                break;
            }
            let event = next.walk.step();
            next.steps += 1;
            next.refused = None;
            next.current = None;
            match event {
                Event::Try {
                    cell,
                    digit,
                    clash: Some(_),
                } => {
                    next.refused = Some((cell, digit));
                    next.current = Some(cell);
                }
                Event::Try { cell, .. }
                | Event::DeadEnd { cell, .. }
                | Event::Guess { cell, .. }
                | Event::Refuted { cell, .. } => next.current = Some(cell),
                Event::Deduced { .. } | Event::Solution(_) | Event::Finished => {}
            }
            let words = next.words(&event);
            if next.log.len() == LOG_LENGTH {
                next.log.pop_front();
            }
            next.log.push_back(words);
        }
        if next.is_finished() {
            next.playing = false;
        }
        next
    }

    /// One event in words: "Row 4, Column 2: try 6, clashes with row 4."
    fn words(&self, event: &Event) -> String {
        match event {
            Event::Try {
                cell,
                digit,
                clash: Some(unit),
            } => format!("{cell}: try {digit}, clashes with {unit}."),
            Event::Try { cell, digit, .. } => format!("{cell}: try {digit}, it fits."),
            Event::DeadEnd {
                cell,
                undo: Some((back, digit)),
            } => format!("{cell}: nothing left to try; back to {back}, taking back {digit}."),
            Event::DeadEnd { cell, undo: None } => {
                format!("{cell}: nothing left to try, and nothing to take back.")
            }
            Event::Guess { cell, digit } => format!("{cell}: guess {digit}."),
            Event::Deduced { cells } => match cells.len() {
                1 => "Logic fills 1 cell.".to_string(),
                n => format!("Logic fills {n} cells."),
            },
            Event::Refuted { cell, digit } => {
                format!("{cell}: {digit} leads to a contradiction; taken back.")
            }
            Event::Solution(_) => "A solution: every cell is filled.".to_string(),
            Event::Finished => match self.walk.report().outcome {
                Outcome::Unique(_) => "Finished: the only solution.".to_string(),
                Outcome::Multiple(..) => "Finished: more than one solution.".to_string(),
                Outcome::NoSolution => "Finished: no solution.".to_string(),
                Outcome::Clash(_) => "Finished: the givens clash.".to_string(),
            },
        }
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
        let stepping = Stepping::new(0, puzzle, Algorithm::Naive, Speed::DEFAULT);
        let first = stepping.advanced(1);
        assert_eq!(first.refused, Some((cell(1, 1), Digit::new(1).unwrap())));
        assert_eq!(first.current, Some(cell(1, 1)));
        assert_eq!(first.log, ["Row 1, Column 1: try 1, clashes with row 1."]);
        let eighth = first.advanced(7);
        assert_eq!(eighth.refused, None);
        assert_eq!(eighth.board().get(cell(1, 1)), Digit::new(8));
        assert_eq!(eighth.counts().tries, 8);
        assert_eq!(
            eighth.log.back().unwrap(),
            "Row 1, Column 1: try 8, it fits."
        );
        assert_eq!(eighth.log.len(), LOG_LENGTH);
        assert!(!eighth.is_finished());
        // Then the solution, the next cell's nothing-left, and the end; Play stops there.
        let playing = eighth.played(true);
        let end = playing.advanced(100);
        assert!(end.is_finished());
        assert!(!end.playing);
        assert_eq!(end.log.back().unwrap(), "Finished: the only solution.");
        assert!(matches!(end.outcome(), Some(Outcome::Unique(_))));
        assert_eq!(end.advanced(5), end, "nothing happens after the end");
    }

    #[test]
    fn the_fast_solver_guesses_deduces_and_refutes_in_words() {
        let inkala: Board =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        let mut stepping = Stepping::new(0, inkala, Algorithm::Fast, Speed::DEFAULT);
        let mut said = String::new();
        while !stepping.is_finished() {
            stepping = stepping.advanced(1);
            said.push_str(stepping.log.back().unwrap());
            said.push('\n');
        }
        assert!(said.starts_with("Logic fills"), "{said}");
        assert!(said.contains(": guess "), "{said}");
        assert!(
            said.contains("leads to a contradiction; taken back."),
            "{said}"
        );
        assert!(said.ends_with("Finished: the only solution.\n"), "{said}");
        assert_eq!(stepping.counts(), inkala.solve_with(Algorithm::Fast).counts);
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
