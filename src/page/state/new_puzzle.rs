//! New puzzle: the level chosen, the request out to the logic worker, and the puzzle it makes.

use sudoku_solver::Board;
use sudoku_solver::logic::Level;
use sudoku_words::status::{Source, Status};

use super::State;
use crate::grid::Grid;

/// New puzzle's part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewPuzzle {
    /// The level the Level menu shows.
    pub level: Level,
    /// The request out, if one is: its number and level.
    pub asking: Option<(u32, Level)>,
}

impl Default for NewPuzzle {
    fn default() -> NewPuzzle {
        NewPuzzle {
            level: Level::Medium,
            asking: None,
        }
    }
}

/// New puzzle's actions, and the logic worker's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum NewPuzzleAction {
    /// A level chosen in the Level menu.
    ChooseLevel(Level),
    /// New puzzle pressed: ask for a puzzle at the chosen level.
    Ask,
    /// The logic worker's puzzle for request `id` (ignored for any other).
    Made {
        /// The request's number.
        id: u32,
        /// The puzzle.
        puzzle: Board,
    },
}

impl NewPuzzle {
    /// The board changed (a person's edit, or the new puzzle itself): a puzzle still coming
    /// would land on a board the person moved on from, so it is no longer wanted.
    pub(super) fn board_changed(&mut self) {
        self.asking = None;
    }
}

impl State {
    /// New puzzle's actions; `None` when nothing changes.
    pub(super) fn new_puzzle(&self, action: NewPuzzleAction) -> Option<State> {
        match action {
            NewPuzzleAction::ChooseLevel(level) => {
                let mut next = self.clone();
                next.new_puzzle.level = level;
                Some(next)
            }
            NewPuzzleAction::Ask => {
                let (id, mut next) = self.numbered();
                let level = self.new_puzzle.level;
                next.new_puzzle.asking = Some((id, level));
                next.status = Status::Generating { level };
                Some(next)
            }
            NewPuzzleAction::Made { id, puzzle } => {
                let (asked, level) = self.new_puzzle.asking.filter(|&(asked, _)| asked == id)?;
                debug_assert_eq!(asked, id);
                Some(self.change(
                    Grid::loaded(puzzle),
                    Status::Loaded(Source::Generated(level)),
                ))
            }
        }
    }
}
