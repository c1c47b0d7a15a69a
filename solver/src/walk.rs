//! Any of the three algorithms as a sequence of events to watch: [`Walk`].

use std::rc::Rc;

use crate::backtrack::{Backtracker, Counts, Event, Report};
use crate::bands::{self, Seen, Watcher};
use crate::{Algorithm, Board, Cell, CellSet, Digit, Outcome, Solution};

/// A search that a person can watch, one event at a time, whatever the algorithm: the board after
/// each event, and the counts so far. It proves uniqueness (stops at 2 solutions), as Solve does.
///
/// The backtracking algorithms are stepped live (they may need hundreds of millions of tries).
/// The fast solver takes a few milliseconds at most, so its search is recorded once, in full, and
/// then replayed; its counts at the end are those of [`Board::solve_with`].
///
/// ```
/// use sudoku_solver::{Algorithm, Board, Event, Walk};
/// let puzzle: Board = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
///     .parse()?;
/// let mut walk = Walk::new(&puzzle, Algorithm::Fast);
/// let mut guesses = 0;
/// while walk.step() != Event::Finished {
///     if matches!(walk.last(), Some(Event::Guess { .. })) {
///         guesses += 1;
///     }
/// }
/// assert_eq!(guesses, walk.counts().tries);
/// assert_eq!(walk.counts(), puzzle.solve_with(Algorithm::Fast).counts);
/// # Ok::<(), sudoku_solver::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Walk {
    way: Way,
    last: Option<Event>,
}

#[derive(Clone, Debug)]
enum Way {
    Live(Backtracker),
    Replay {
        /// The givens.
        start: Board,
        /// Every step of the recorded search, oldest first (shared: a walk is cloned cheaply,
        /// which an app that keeps it in immutable state does at every step).
        steps: Rc<[Step]>,
        /// How many of them were shown.
        shown: usize,
        outcome: Outcome,
        counts: Counts,
        first: Option<Counts>,
    },
}

/// One recorded step: the event, and the board and counts after it.
#[derive(Clone, Debug)]
struct Step {
    event: Event,
    board: Board,
    counts: Counts,
}

/// Records the fast search's steps.
struct Recorder {
    steps: Vec<Step>,
    /// The board after the last step.
    board: Board,
}

impl Watcher for Recorder {
    fn see(&mut self, seen: Seen, board: impl FnOnce() -> Board, counts: Counts) {
        let cell = |index: usize| Cell::new(index).expect("the search's cells are cells");
        let digit = |index: usize| Digit::ALL[index];
        let (event, board) = match seen {
            Seen::Deduced | Seen::Solved => {
                let board = board();
                let cells = CellSet::from_iter(
                    (0..81)
                        .filter_map(Cell::new)
                        .filter(|&c| board.get(c).is_some() && self.board.get(c).is_none()),
                );
                let event = match seen {
                    Seen::Solved => Event::Solution(
                        Solution::try_from(board).expect("the search's solutions are solutions"),
                    ),
                    _ => Event::Deduced { cells },
                };
                (event, board)
            }
            Seen::Guess { cell: c, digit: d } => (
                Event::Guess {
                    cell: cell(c),
                    digit: digit(d),
                },
                board(),
            ),
            // The board before the guess: the guess's board without its digit (the refutation
            // follows its guess at once).
            Seen::Refuted { cell: c, digit: d } => (
                Event::Refuted {
                    cell: cell(c),
                    digit: digit(d),
                },
                self.board.with(cell(c), None),
            ),
        };
        self.board = board;
        self.steps.push(Step {
            event,
            board,
            counts,
        });
    }
}

impl Walk {
    /// The search of `board` by `algorithm`. Clashing givens make a walk that is over at once,
    /// with [`Outcome::Clash`].
    pub fn new(board: &Board, algorithm: Algorithm) -> Walk {
        let way = match Backtracker::new(board, algorithm, 2) {
            Some(search) => Way::Live(search),
            None => {
                let report = board.solve_with(algorithm);
                let mut recorder = Recorder {
                    steps: Vec::new(),
                    board: *board,
                };
                if !matches!(report.outcome, Outcome::Clash(_)) {
                    bands::search_watched(board, 2, None, &mut recorder);
                }
                Way::Replay {
                    start: *board,
                    steps: recorder.steps.into(),
                    shown: 0,
                    outcome: report.outcome,
                    counts: report.counts,
                    first: report.first,
                }
            }
        };
        Walk { way, last: None }
    }

    /// Takes one step; [`Event::Finished`] once the search is over (and from then on).
    pub fn step(&mut self) -> Event {
        let event = match &mut self.way {
            Way::Live(search) => search.step(),
            Way::Replay { steps, shown, .. } => match steps.get(*shown) {
                Some(step) => {
                    *shown += 1;
                    step.event.clone()
                }
                None => Event::Finished,
            },
        };
        self.last = Some(event.clone());
        event
    }

    /// The last event [`Walk::step`] returned.
    pub fn last(&self) -> Option<&Event> {
        self.last.as_ref()
    }

    /// The board as the search has it now: the givens and the digits it has written.
    pub fn board(&self) -> &Board {
        match &self.way {
            Way::Live(search) => search.board(),
            Way::Replay {
                start,
                steps,
                shown,
                ..
            } => shown
                .checked_sub(1)
                .map_or(start, |last| &steps[last].board),
        }
    }

    /// The counts so far.
    pub fn counts(&self) -> Counts {
        match &self.way {
            Way::Live(search) => search.counts(),
            Way::Replay { steps, shown, .. } => shown
                .checked_sub(1)
                .map_or(Counts::default(), |last| steps[last].counts),
        }
    }

    /// Whether the search is over.
    pub fn is_finished(&self) -> bool {
        match &self.way {
            Way::Live(search) => search.is_finished(),
            Way::Replay { steps, shown, .. } => *shown == steps.len(),
        }
    }

    /// The outcome and counts: final once the walk is finished, else what was found so far.
    pub fn report(&self) -> Report {
        match &self.way {
            Way::Live(search) => search.report(),
            Way::Replay {
                outcome,
                counts,
                first,
                ..
            } if self.is_finished() => Report {
                outcome: outcome.clone(),
                counts: *counts,
                first: *first,
            },
            Way::Replay { steps, shown, .. } => {
                let found: Vec<(Solution, Counts)> = steps[..*shown]
                    .iter()
                    .filter_map(|step| match step.event {
                        Event::Solution(solution) => Some((solution, step.counts)),
                        _ => None,
                    })
                    .collect();
                Report {
                    outcome: match found[..] {
                        [] => Outcome::NoSolution,
                        [(one, _)] => Outcome::Unique(one),
                        [(first, _), (second, _), ..] => Outcome::Multiple(first, second),
                    },
                    counts: self.counts(),
                    first: found.first().map(|&(_, counts)| counts),
                }
            }
        }
    }
}
