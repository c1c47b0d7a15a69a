//! New puzzle and Today's puzzle: the level chosen, the request out to the logic worker, and the
//! puzzle it makes.

use sudoku_solver::Board;
use sudoku_solver::generate::daily_seed;
use sudoku_solver::logic::{Level, Technique};
use sudoku_words::status::{Source, Status};

use super::State;
use crate::grid::Grid;

/// New puzzle's part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewPuzzle {
    /// The level the Level menu shows.
    pub level: Level,
    /// The request out, if one is.
    pub asking: Option<Asked>,
}

/// A puzzle asked of the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The request's number.
    pub id: u32,
    /// The level.
    pub level: Level,
    /// The generator's seed.
    pub seed: u64,
    /// For today's puzzle, the date (`YYYYMMDD`).
    pub today: Option<u32>,
    /// For a practice puzzle, its technique and the technique's name (English, Chinese).
    pub practice: Option<(Technique, [&'static str; 2])>,
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
    /// New puzzle pressed: ask for a puzzle at the chosen level, from this random seed (drawn by
    /// the event handler: randomness is an effect).
    Ask {
        /// The seed.
        seed: u64,
    },
    /// Today's puzzle pressed: ask for the day's puzzle at the chosen level (the date read by the
    /// event handler, `YYYYMMDD`).
    AskToday {
        /// The date.
        date: u32,
    },
    /// Practice pressed (the technique library): ask for a puzzle whose hardest step is
    /// `technique` (named `name`, English and Chinese), from this random seed.
    Practice {
        /// The technique.
        technique: Technique,
        /// Its name.
        name: [&'static str; 2],
        /// The seed.
        seed: u64,
    },
    /// The logic worker's puzzle for request `id` (ignored for any other); `None`: no practice
    /// puzzle turned up in the time it is given.
    Made {
        /// The request's number.
        id: u32,
        /// The puzzle.
        puzzle: Option<Board>,
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
        let level = self.new_puzzle.level;
        let (seed, today) = match action {
            NewPuzzleAction::ChooseLevel(level) => {
                let mut next = self.clone();
                next.new_puzzle.level = level;
                return Some(next);
            }
            NewPuzzleAction::Made { id, puzzle } => {
                let asked = self.new_puzzle.asking.filter(|asked| asked.id == id)?;
                let source = match (asked.today, asked.practice) {
                    (_, Some((_, name))) => Source::Practice(name),
                    (Some(date), None) => Source::Today {
                        level: asked.level,
                        date,
                    },
                    (None, None) => Source::Generated(asked.level),
                };
                let Some(puzzle) = puzzle else {
                    let mut next = self.said(Status::PracticeMissed(
                        asked.practice.map_or(["", ""], |(_, name)| name),
                    ));
                    next.new_puzzle.asking = None;
                    return Some(next);
                };
                return Some(self.change(Grid::loaded(puzzle), Status::Loaded(source)));
            }
            NewPuzzleAction::Ask { seed } => (seed, None),
            NewPuzzleAction::AskToday { date } => (daily_seed(date, level), Some(date)),
            NewPuzzleAction::Practice {
                technique,
                name,
                seed,
            } => {
                let (id, mut next) = self.numbered();
                next.new_puzzle.asking = Some(Asked {
                    id,
                    level,
                    seed,
                    today: None,
                    practice: Some((technique, name)),
                });
                next.status = Status::Practising(name);
                return Some(next);
            }
        };
        let (id, mut next) = self.numbered();
        next.new_puzzle.asking = Some(Asked {
            id,
            level,
            seed,
            today,
            practice: None,
        });
        next.status = Status::Generating {
            level,
            today: today.is_some(),
        };
        Some(next)
    }
}
