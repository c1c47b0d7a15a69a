//! "Where did I go wrong?": the earliest move whose damage the board still holds (a digit that
//! is not the solution's, or marks that lost the cell's digit), the board as it was before it,
//! and why it was wrong, in the logic worker's words (`workers/logic/wrong.rs`).
//!
//! The damage is what the board holds now: a wrong digit put and later erased is not it. Each
//! wrong digit and each lost mark of the board is followed back through the undo history as
//! long as the boards before hold it too (boards of other givens end the search: a puzzle edited
//! is another puzzle); the one held the longest came first.

use std::rc::Rc;

use sudoku_solver::{Board, Cell, Digit};
use sudoku_words::status::Status;

use super::State;
use crate::grid::Grid;
use crate::workers::logic::{LogicRequest, ShownStep};

/// The move found, shown on the board until the board changes.
#[derive(Clone, Debug, PartialEq)]
pub struct WrongMove {
    /// Its request's number: answers to other requests are ignored.
    pub id: u32,
    /// The board it was asked on.
    pub grid: Grid,
    /// The board before the move.
    pub before: Grid,
    /// How many undos take the board back there.
    pub back: usize,
    /// The cell, and the digit the move put there (or, with `marks`, the cell's digit its
    /// marks left out).
    pub at: (Cell, Digit),
    /// Whether marks left the digit out.
    pub marks: bool,
    /// The move's number among those kept, from 1 (0: the damage is older than they are, and
    /// `before` the oldest board kept).
    pub number: usize,
    /// How many moves are kept.
    pub moves: usize,
    /// Why, as a step drawn on the board before the move; `None` until the worker answers.
    pub reason: Option<Rc<ShownStep>>,
}

impl WrongMove {
    /// The logic worker's request for the reason.
    pub fn request(&self) -> LogicRequest {
        LogicRequest::Wrong {
            id: self.id,
            givens: self.before.givens(),
            entries: self.before.entries(),
            at: self.at,
            marks: self.marks,
            number: self.number,
            moves: self.moves,
        }
    }
}

/// The damage `grid` holds against `solution`: its wrong digits (reading order), then its lost
/// marks; each the cell, the digit, and whether it is marks.
fn damage(grid: &Grid, solution: &Board) -> Vec<(Cell, Digit, bool)> {
    let entries = grid.entries();
    let wrong = Cell::all().filter_map(|cell| {
        let digit = entries.get(cell)?;
        (solution.get(cell) != Some(digit)).then_some((cell, digit, false))
    });
    let lost = grid.marks_missing(solution).pairs().into_iter();
    wrong
        .chain(lost.map(|(cell, digit)| (cell, digit, true)))
        .collect()
}

/// Where did I go wrong pressed (in the toolkit's module, a split point, `page/toolkit.rs`,
/// which its button fetches before it asks; `None` should it not be there): the move found and
/// shown, its reason asked of the logic worker; or the board said right, or the solution not
/// known yet.
#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(toolkit, preload(preload_where_wrong))
)]
pub(crate) fn where_wrong(state: &State) -> Option<State> {
    Some(state.where_wrong())
}

impl State {
    fn where_wrong(&self) -> State {
        let grid = self.board.grid;
        let Some(solution) = self.current_rated().map(|rated| rated.solution) else {
            return self.said(Status::Unchecked);
        };
        // The boards this puzzle went through, newest (the board now) first.
        let (undo, _) = self.board.history();
        let boards: Vec<&Grid> = std::iter::once(&grid)
            .chain(undo.iter())
            .take_while(|g| g.givens() == grid.givens())
            .collect();
        // Each damage of the board now with how many boards, from now back, hold it; the
        // oldest first.
        let damages: Vec<_> = boards.iter().map(|g| damage(g, &solution)).collect();
        let found = (damages[0].iter())
            .map(|hurt| {
                (
                    *hurt,
                    damages.iter().take_while(|d| d.contains(hurt)).count(),
                )
            })
            .min_by_key(|&(_, held)| std::cmp::Reverse(held));
        let Some(((cell, digit, marks), held)) = found else {
            return self.said(Status::NothingWrong);
        };
        // The board before the move; for damage older than the moves kept, the oldest board.
        let moves = boards.len() - 1;
        let back = held.min(moves);
        let (id, mut next) = self.numbered();
        // One view of another board at a time: an explained step's and a stepping's end.
        next.hints.explain = next.hints.explain.map(|_| None);
        next.steps.stepping = None;
        next.status = Status::WentWrong(None);
        next.hints.wrong = Some(WrongMove {
            id,
            grid,
            before: *boards[back],
            back,
            at: (cell, digit),
            marks,
            number: (moves + 1).saturating_sub(held),
            moves,
            reason: None,
        });
        next
    }

    /// The logic worker's reason for request `id`.
    pub(super) fn wrong_found(&self, id: u32, reason: Option<Rc<ShownStep>>) -> Option<State> {
        let found = self
            .hints
            .wrong
            .as_ref()
            .filter(|w| w.id == id && w.reason.is_none())?;
        let mut next = self.clone();
        if next.status == Status::WentWrong(None) {
            next.status = match &reason {
                Some(step) => Status::WentWrong(Some(step.words.clone())),
                // The worker knows no one solution for these givens.
                None => Status::Unchecked,
            };
        }
        next.hints.wrong = Some(WrongMove {
            reason,
            ..found.clone()
        });
        Some(next)
    }

    /// Go back to that move: undone to the board before it (Redo brings the moves back).
    pub(super) fn go_back(&self) -> Option<State> {
        let back = self.current_wrong().filter(|w| w.number > 0)?.back;
        let mut board = self.board.clone();
        for _ in 0..back {
            board = board.stepped(true)?;
        }
        Some(
            State {
                board,
                status: Status::WentBack(back),
                ..self.clone()
            }
            .board_changed(),
        )
    }

    /// The move Where did I go wrong found, while the board is the one it was asked on.
    pub fn current_wrong(&self) -> Option<&WrongMove> {
        (self.hints.wrong.as_ref()).filter(|wrong| wrong.grid == self.board.grid)
    }
}
