//! The reducer's tests, one file per feature; here, what they share: the worker's answers,
//! computed by the calls the workers make.

use super::*;
use crate::grid::Entry;
use crate::page::hint::Highlight;
use crate::page::hint::Hint;
use crate::page::memory::Recalled;
use crate::page::state::stepping::Speed;
use crate::workers::logic::{LogicReply, LogicRequest};
use crate::workers::solver::Frame;
use crate::workers::solver::Stepper;
use sudoku_solver::{Algorithm, Board, Cell, Digit, Timed, Verdict};
use sudoku_testkit::INKALA;
use sudoku_words::examples::EXAMPLES;
use sudoku_words::status::{HintSaid, Source, Status, VariantSaid};

pub(super) fn cell(row: usize, col: usize) -> Cell {
    Cell::at(row - 1, col - 1).unwrap()
}

pub(super) fn digit(d: u8) -> Option<Digit> {
    Digit::new(d)
}

/// Runs `actions` from `start`; Solve is spelled as the app does it: dispatch Solve, then the
/// worker's answer for that run (computed here with the same call the worker makes).
pub(super) fn run(start: State, actions: &[Act]) -> State {
    let mut state = Rc::new(start);
    for act in actions {
        match act {
            Act::Do(action) => {
                state = state.reduce(action.clone());
                // The worker answers a stepping's request (the test keeps its search).
                if let Some(stepping) = state.steps.stepping.clone()
                    && let Some(steps) = stepping.waiting
                {
                    let mut stepper = Stepper::new(&stepping.puzzle, stepping.algorithm);
                    stepper.advance(u32::try_from(stepping.frame.steps).unwrap());
                    state = state.reduce(Action::Step(StepAction::Stepped {
                        stepping: stepping.id,
                        frame: Box::new(stepper.advance(steps)),
                    }));
                }
            }
            Act::Key(cell, key) => {
                state = state.reduce(Action::Edit(EditAction::Select(*cell)));
                state = state.reduce(Action::Edit(EditAction::Key(*key)));
            }
            Act::Hint => {
                state = state.reduce(Action::Hint(HintAction::Hint));
                if let Some(hint) = state.hints.hint.clone().filter(|h| h.answer.is_none()) {
                    state = state.reduce(hinted(&hint));
                }
            }
            Act::Solve | Act::Compare => {
                let action = match act {
                    Act::Solve => Action::Run(RunAction::Solve),
                    _ => Action::Run(RunAction::Compare),
                };
                state = state.reduce(action);
                // Compare starts the next algorithm when one is in.
                while let Some(run) = state.runs.run {
                    state = state.reduce(answer(run));
                }
            }
        }
    }
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

/// The worker's answer to `run`.
pub(super) fn answer(run: Run) -> Action {
    let report = run.puzzle.solve_with(run.algorithm);
    Action::Run(RunAction::Finished {
        run: run.id,
        outcome: Box::new(report.outcome),
        all: Timed {
            counts: report.counts,
            millis: 0.5,
        },
        first: report.first.map(|counts| Timed {
            counts,
            millis: 0.25,
        }),
    })
}

/// The logic worker's answer to `hint`.
pub(super) fn hinted(hint: &Hint) -> Action {
    let request = LogicRequest::Hint {
        id: hint.id,
        givens: hint.grid.givens(),
        entries: hint.grid.entries(),
        ruled_out: hint.grid.ruled_out(),
    };
    let LogicReply::Hint { id, answer } = crate::workers::logic::answer(&request).expect("a reply")
    else {
        panic!("a hint request gets a hint")
    };
    Action::Hint(HintAction::Hinted {
        id,
        answer: Rc::new(answer),
    })
}

/// The logic worker's rating of `givens` (computed with the call the worker makes).
pub(super) fn rated(givens: Board) -> Action {
    let LogicReply::Path { path, .. } =
        crate::workers::logic::answer(&LogicRequest::Path { id: 0, givens }).expect("a reply")
    else {
        panic!("a path request gets a path")
    };
    Action::Hint(HintAction::Rated {
        givens,
        path: path.map(Rc::new),
    })
}

pub(super) fn status_text(state: &State) -> String {
    state.status.text(&state.board.grid.as_status(), Lang::En)
}

pub(super) enum Act {
    Do(Action),
    /// A key pressed in a cell, as a browser sends it: the cell focused (selected), then the key.
    Key(Cell, crate::page::keys::KeyAction),
    Solve,
    Compare,
    /// Hint pressed, and, when it asks, the logic worker's answer (computed here with the
    /// call the worker makes).
    Hint,
}

pub(super) fn load(text: &str) -> Act {
    Act::Do(Action::Edit(EditAction::LoadText(
        Source::TextBox,
        text.to_string(),
    )))
}

/// An easy puzzle, which even the naive search solves at once.
pub(super) const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

mod board;
mod camera;
mod hints;
mod new_puzzle;
mod notes;
mod runs;
mod start;
mod stepping;
mod tabs;
mod timer;
mod variant;
mod wrong_move;
