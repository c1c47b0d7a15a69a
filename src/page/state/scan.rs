//! Scan photo: the photo out to the scan worker, and the puzzle it read, shown in the Scanned
//! puzzle region until the person uses it (the board takes it; Undo brings back the board before)
//! or discards it. Nothing on the board changes before Use.

use sudoku_solver::{Board, Cell, Digit};
use sudoku_words::status::{ScanProblem, Source, Status};

use super::State;
use crate::grid::Grid;

/// How sure (in percent) the classifier must be of a cell for it not to be marked unsure.
pub const SURE: u8 = 90;

/// What was read from a photo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scanned {
    /// The puzzle, after the solver's check.
    pub puzzle: Board,
    /// The cells read with little certainty.
    pub unsure: Vec<usize>,
    /// The cells the solver's check changed.
    pub changed: Vec<usize>,
    /// Whether the puzzle read has exactly one solution (as read: corrections are not checked
    /// here; the board's own checks see the puzzle once it is used).
    pub unique: bool,
    /// The cells the person corrected in the region.
    pub corrected: Vec<usize>,
    /// The photo's grid straightened, as an image's address (made by the scan worker).
    pub photo: Option<String>,
}

/// Scan photo's part of the state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scans {
    /// The photo being read: its request's number.
    pub asking: Option<u32>,
    /// The last puzzle read, waiting for Use this puzzle or Discard.
    pub shown: Option<Scanned>,
}

/// Scan photo's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum ScanAction {
    /// A photo was chosen and sent to the worker as request `id`.
    Started {
        /// The request's number.
        id: u32,
    },
    /// The worker read request `id` (ignored for any other).
    Read {
        /// The request's number.
        id: u32,
        /// What it read.
        scanned: Scanned,
    },
    /// Request `id` gave no puzzle (`None`: the worker died, whatever it was reading).
    Failed {
        /// The request's number.
        id: Option<u32>,
        /// Why.
        problem: ScanProblem,
    },
    /// A cell of the region corrected by the person: its digit, or empty.
    Correct {
        /// The cell (0-80).
        cell: usize,
        /// What it holds now.
        digit: Option<Digit>,
    },
    /// Use this puzzle pressed.
    Use,
    /// Discard pressed.
    Discard,
}

impl State {
    /// Scan photo's actions; `None` when nothing changes.
    pub(super) fn scan(&self, action: ScanAction) -> Option<State> {
        match action {
            ScanAction::Started { id } => {
                let mut next = self.said(Status::Scanning);
                next.scans.asking = Some(id);
                Some(next)
            }
            ScanAction::Read { id, scanned } => {
                (self.scans.asking == Some(id)).then_some(())?;
                let givens = scanned
                    .puzzle
                    .cells()
                    .iter()
                    .filter(|d| d.is_some())
                    .count();
                let mut next = self.said(Status::Scanned {
                    givens,
                    unsure: scanned.unsure.len(),
                    changed: scanned.changed.len(),
                    unique: scanned.unique,
                });
                next.scans = Scans {
                    asking: None,
                    shown: Some(scanned),
                };
                Some(next)
            }
            ScanAction::Failed { id, problem } => {
                (self.scans.asking.is_some() && (id.is_none() || self.scans.asking == id))
                    .then_some(())?;
                let mut next = self.said(Status::ScanFailed(problem));
                next.scans.asking = None;
                Some(next)
            }
            ScanAction::Correct { cell, digit } => {
                let at = Cell::new(cell)?;
                let mut next = self.clone();
                let shown = next.scans.shown.as_mut()?;
                if shown.puzzle.get(at) == digit && shown.corrected.contains(&cell) {
                    return None;
                }
                shown.puzzle.set(at, digit);
                shown.unsure.retain(|&i| i != cell);
                shown.changed.retain(|&i| i != cell);
                if !shown.corrected.contains(&cell) {
                    shown.corrected.push(cell);
                }
                Some(next)
            }
            ScanAction::Use => {
                let scanned = self.scans.shown.as_ref()?;
                let mut next =
                    self.change(Grid::loaded(scanned.puzzle), Status::Loaded(Source::Scan));
                next.scans.shown = None;
                Some(next)
            }
            ScanAction::Discard => {
                self.scans.shown.as_ref()?;
                let mut next = self.said(Status::ScanDiscarded);
                next.scans.shown = None;
                Some(next)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::state::Action;
    use std::rc::Rc;
    use sudoku_testkit::EASY;
    use yew::Reducible;

    fn check(state: Rc<State>, action: ScanAction) -> Rc<State> {
        state.reduce(Action::Scan(action))
    }

    fn scanned() -> Scanned {
        Scanned {
            puzzle: EASY.parse().unwrap(),
            unsure: vec![3],
            changed: vec![],
            unique: true,
            corrected: vec![],
            photo: None,
        }
    }

    #[test]
    fn a_corrected_cell_is_used_as_corrected() {
        let start = Rc::new(State::default());
        let read = check(
            check(start, ScanAction::Started { id: 1 }),
            ScanAction::Read {
                id: 1,
                scanned: scanned(),
            },
        );
        // r1c4 was read unsure and empty: the person says it is a 6.
        let six = Digit::new(6);
        let fixed = check(
            read,
            ScanAction::Correct {
                cell: 3,
                digit: six,
            },
        );
        let shown = fixed.scans.shown.as_ref().unwrap();
        assert_eq!(shown.puzzle.get(Cell::new(3).unwrap()), six);
        assert!(shown.unsure.is_empty() && shown.corrected == vec![3]);
        // The same correction again changes nothing.
        let again = check(
            fixed.clone(),
            ScanAction::Correct {
                cell: 3,
                digit: six,
            },
        );
        assert!(Rc::ptr_eq(&again, &fixed));
        let used = check(fixed, ScanAction::Use);
        assert_eq!(used.board.grid.givens().get(Cell::new(3).unwrap()), six);
    }

    #[test]
    fn a_read_puzzle_waits_for_use_and_undo_brings_the_board_back() {
        let start = Rc::new(State::default());
        let before = start.board.grid;
        let asked = check(start, ScanAction::Started { id: 4 });
        assert_eq!(asked.status, Status::Scanning);
        // An answer to another request is not this one's.
        let stale = check(
            asked.clone(),
            ScanAction::Read {
                id: 3,
                scanned: scanned(),
            },
        );
        assert!(Rc::ptr_eq(&stale, &asked));
        let read = check(
            asked,
            ScanAction::Read {
                id: 4,
                scanned: scanned(),
            },
        );
        assert_eq!(
            read.board.grid, before,
            "nothing on the board changes before Use"
        );
        assert!(matches!(
            read.status,
            Status::Scanned {
                givens: 30,
                unsure: 1,
                changed: 0,
                unique: true
            }
        ));
        let used = check(read, ScanAction::Use);
        assert_eq!(used.board.grid.givens(), EASY.parse().unwrap());
        assert_eq!(used.status, Status::Loaded(Source::Scan));
        assert!(used.scans.shown.is_none());
        let undone = used.reduce(Action::Edit(super::super::EditAction::Undo));
        assert_eq!(undone.board.grid, before);
    }

    #[test]
    fn a_failure_or_a_discard_leaves_the_board() {
        let start = Rc::new(State::default());
        let asked = check(start.clone(), ScanAction::Started { id: 1 });
        let failed = check(
            asked,
            ScanAction::Failed {
                id: Some(1),
                problem: ScanProblem::NoGrid,
            },
        );
        assert_eq!(failed.status, Status::ScanFailed(ScanProblem::NoGrid));
        assert_eq!(failed.board, start.board);
        // A worker's death with nothing asked says nothing.
        let calm = check(
            failed.clone(),
            ScanAction::Failed {
                id: None,
                problem: ScanProblem::Stopped,
            },
        );
        assert!(Rc::ptr_eq(&calm, &failed));
        let read = check(
            check(start.clone(), ScanAction::Started { id: 2 }),
            ScanAction::Read {
                id: 2,
                scanned: scanned(),
            },
        );
        let discarded = check(read, ScanAction::Discard);
        assert_eq!(discarded.status, Status::ScanDiscarded);
        assert!(discarded.scans.shown.is_none());
        assert_eq!(discarded.board, start.board);
    }
}
