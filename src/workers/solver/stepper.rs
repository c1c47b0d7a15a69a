//! Step through, the worker's side: [`Stepper`] walks a search and says each event in words,
//! with the line of the algorithm's listing it ran; the page gets a [`Frame`] per request.

use std::collections::VecDeque;

use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, Event, Outcome, Verdict, Walk};
use sudoku_words::{Lang, listing, search};

/// How many events the log keeps in words.
pub const LOG_LENGTH: usize = 8;

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
    /// The lines of the algorithm's listing the last event executed (see `sudoku_words::listing`).
    pub lines: u16,
    /// The events of these steps in words, in each language ([`Lang::ALL`]'s order), oldest
    /// first (at most [`LOG_LENGTH`]: the last ones), each naming the line of the listing it
    /// executed. Both languages travel, so a page that changes language says its log anew.
    pub said: Vec<[String; 2]>,
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
    pub fn advance(&mut self, steps: u32) -> Frame {
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
                // Deduced, Solution, Finished, and any event a later walk adds: no one cell.
                _ => (None, None),
            };
            if said.len() == LOG_LENGTH {
                said.pop_front();
            }
            let end =
                matches!(event, Event::Finished).then(|| self.walk.report().outcome.verdict());
            // Only the last events are said: the words are made once the frame is over.
            said.push_back((event, end.flatten(), self.lines));
        }
        // At the end the search has unwound to the givens: the board shows the solution it
        // found (the first, when there are several), as Solve would.
        let found = self.is_finished().then(|| self.walk.report().outcome);
        let found = match found {
            Some(Outcome::Unique(solution) | Outcome::Multiple(solution, _)) => {
                Some(solution.board())
            }
            _ => None,
        };
        Frame {
            steps: self.steps,
            board: found.unwrap_or(*self.walk.board()),
            counts: self.walk.counts(),
            current,
            refused,
            // The page refuses clashing givens before stepping; were they searched, nothing
            // would solve them.
            end: self.is_finished().then(|| {
                self.walk
                    .report()
                    .outcome
                    .verdict()
                    .unwrap_or(Verdict::NoSolution)
            }),
            lines: self.lines,
            said: (said.into_iter())
                .map(|(event, end, lines)| {
                    Lang::ALL.map(|lang| {
                        search::with_line(search::event(&event, end, lang), lines, lang)
                    })
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_testkit::{INKALA, INKALA_SOLVED as SOLVED};

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    /// A frame's words in English.
    fn english(frame: &Frame) -> Vec<&str> {
        frame.said.iter().map(|[en, _]| en.as_str()).collect()
    }

    #[test]
    fn one_empty_cell_is_tried_digit_by_digit_in_words() {
        // Row 1, Column 1 holds 8: the naive search tries 1 to 8 there.
        let puzzle: Board = format!(".{}", &SOLVED[1..]).parse().unwrap();
        let mut stepper = Stepper::new(&puzzle, Algorithm::Naive);
        let chosen = stepper.advance(1);
        assert_eq!(chosen.current, Some(cell(1, 1)));
        assert_eq!(
            english(&chosen),
            ["Row 1, Column 1: the first empty cell (line 2)."]
        );
        // The same words in Chinese travel with them.
        assert!(
            chosen.said[0][1].starts_with("第1行，第1列"),
            "{:?}",
            chosen.said
        );
        assert_eq!(chosen.lines, 0b10, "line 2 of the listing");
        let first = stepper.advance(1);
        assert_eq!(first.refused, Some((cell(1, 1), Digit::new(1).unwrap())));
        assert_eq!(first.current, Some(cell(1, 1)));
        assert_eq!(
            english(&first),
            ["Row 1, Column 1: try 1, clashes with row 1 (line 6)."]
        );
        assert_eq!(first.lines, 0b11_0000, "lines 5 and 6");
        let eighth = stepper.advance(7);
        assert_eq!(eighth.refused, None);
        assert_eq!(eighth.board.get(cell(1, 1)), Digit::new(8));
        assert_eq!((eighth.steps, eighth.counts.tries), (9, 8));
        assert_eq!(eighth.said.len(), 7);
        assert_eq!(
            english(&eighth).last().unwrap(),
            &"Row 1, Column 1: try 8, it fits (line 7)."
        );
        assert_eq!(eighth.lines, 0b101_0000, "lines 5 and 7");
        assert_eq!(eighth.end, None);
        // Then the solution, 9 refused, the dead end and the end.
        let end = stepper.advance(100);
        assert_eq!(end.end, Some(Verdict::Unique));
        assert_eq!(
            english(&end).last().unwrap(),
            &"Finished: the only solution (line 9)."
        );
        assert_eq!(end.counts.tries, 9);
        assert_eq!(
            end.board,
            SOLVED.parse().unwrap(),
            "the end shows the solution found"
        );
        assert_eq!(
            stepper.advance(5).steps,
            end.steps,
            "nothing happens after the end"
        );
    }

    #[test]
    fn the_fast_solver_guesses_deduces_and_refutes_in_words() {
        let inkala: Board = INKALA.parse().unwrap();
        let mut stepper = Stepper::new(&inkala, Algorithm::Fast);
        let mut said = String::new();
        let frame = loop {
            let frame = stepper.advance(1);
            said.push_str(&english(&frame).concat());
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
}
