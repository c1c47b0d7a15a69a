//! Hint, the difficulty rating and Explain solution: what the logic worker found for the board.

use std::rc::Rc;

use sudoku_solver::{Board, Cell, CellSet, Verdict};
use sudoku_words::status::{HintSaid, Status};

use super::State;
use crate::grid::{Grid, Marks};
use crate::page::hint::{Highlight, Hint, Rating, board_before};
use crate::workers::logic::{HintAnswer, LogicRequest, Rated, ShownStep};

/// The hints' part of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hints {
    /// The hint being given, if any.
    pub hint: Option<Hint>,
    /// The logic worker's latest rating and path (shown while its givens are the board's).
    pub rating: Option<Rating>,
    /// How far the rating in hand is: its givens, and the percent done.
    pub progress: Option<(Board, u8)>,
    /// Explain solution: `None` while its panel is closed; else the step whose board is shown,
    /// if one is.
    pub explain: Option<Option<usize>>,
    /// Check marks' answer for the board as it is: the solution digits the person's marks lost
    /// (shown on the board until it changes).
    pub checked: Option<Marks>,
    /// Where did I go wrong's move, shown on the board until it changes.
    pub wrong: Option<super::WrongMove>,
}

/// Hint's, the rating's and Explain solution's actions, and the logic worker's answers.
#[derive(Clone, Debug, PartialEq)]
pub enum HintAction {
    /// Hint pressed: ask for a hint, show more of it, or apply it.
    Hint,
    /// The logic worker's answer to hint request `id` (ignored for any other).
    Hinted {
        /// The request's number.
        id: u32,
        /// What it found.
        answer: Rc<HintAnswer>,
    },
    /// The logic worker's rating and path for `givens`.
    Rated {
        /// The givens rated.
        givens: Board,
        /// The path, or why there is none.
        path: Result<Rc<Rated>, Option<Verdict>>,
    },
    /// How far the logic worker's rating of `givens` is, in percent.
    Progress {
        /// The givens being rated.
        givens: Board,
        /// 0 to 100.
        percent: u8,
    },
    /// Check marks pressed: the marks checked against the solution.
    CheckMarks,
    /// Where did I go wrong pressed.
    WhereWrong,
    /// The logic worker's reason for Where did I go wrong's request `id` (`None`: it found
    /// none).
    WrongFound {
        /// The request's number.
        id: u32,
        /// The reason, as a step to draw on the board before the move.
        reason: Option<Rc<ShownStep>>,
    },
    /// Go back to that move: undo to just before it.
    GoBack,
    /// Keep playing: the board as it is again.
    KeepPlaying,
    /// Open or close Explain solution.
    ToggleExplain,
    /// Show the board before this step of the path (`None`: the person's board again).
    ShowStep(Option<usize>),
}

impl Hints {
    /// The board changed: an explained step's view goes (the panel stays open).
    pub(super) fn board_changed(&mut self) {
        self.explain = self.explain.map(|_| None);
        self.checked = None;
        self.wrong = None;
    }
}

impl State {
    /// The hints' actions; `None` when nothing changes.
    pub(super) fn hint(&self, action: HintAction) -> Option<State> {
        let mut next = self.clone();
        match action {
            HintAction::Hint | HintAction::ToggleExplain if self.rules().is_some() => {
                return Some(self.not_yet_on_variants());
            }
            HintAction::Hint => return Some(self.hint_pressed()),
            HintAction::Hinted { id, answer } => return self.hinted(id, answer),
            HintAction::Rated { givens, path } => {
                // The page's path may come first, its rating still being taken: the progress
                // stays until the rating is in.
                let rated = path.as_ref().map_or(true, |rated| rated.se.is_some());
                next.hints.rating = Some(Rating { givens, path });
                if rated {
                    next.hints.progress = None;
                }
            }
            HintAction::Progress { givens, percent } => {
                next.hints.progress = Some((givens, percent));
            }
            HintAction::ToggleExplain => {
                next.hints.explain = match self.hints.explain {
                    Some(_) => None,
                    None => Some(None),
                };
                if next.hints.explain.is_some() {
                    // One way of learning at a time: Compare's figures and a stepping close.
                    next.runs.comparison = None;
                    next.steps.stepping = None;
                }
            }
            HintAction::ShowStep(at) => return self.show_step(at),
            HintAction::WhereWrong => {
                return crate::page::split::now(super::wrong_move::where_wrong(self));
            }
            HintAction::WrongFound { id, reason } => return self.wrong_found(id, reason),
            HintAction::GoBack => return self.go_back(),
            HintAction::KeepPlaying => {
                next.hints.wrong = None;
                next.status = Status::Explaining(None);
            }
            HintAction::CheckMarks => {
                let Some(rated) = self.current_rated() else {
                    return Some(self.said(Status::Unchecked));
                };
                let lost = self.board.grid.marks_missing(&rated.solution);
                next.status = match lost.is_empty() {
                    true => Status::MarksRight,
                    false => Status::MarksLost(lost.pairs()),
                };
                next.hints.checked = Some(lost);
            }
        }
        Some(next)
    }

    /// With Show mistakes on, the person's entries that differ from the solution, once the
    /// rating of these givens (which carries the solution) is in; else none.
    pub fn mistakes(&self) -> CellSet {
        let grid = &self.board.grid;
        let rated = (self.hints.rating.as_ref())
            .filter(|rating| self.preferences.settings.mistakes && rating.givens == grid.givens())
            .and_then(|rating| rating.path.as_ref().ok());
        let mut wrong = CellSet::EMPTY;
        if let Some(rated) = rated {
            let entries = grid.entries();
            for cell in Cell::all() {
                if entries
                    .get(cell)
                    .is_some_and(|d| rated.solution.get(cell) != Some(d))
                {
                    wrong.insert(cell);
                }
            }
        }
        wrong
    }

    /// What the logic worker is asked for the person now, with its request's number: the hint
    /// asked, or the reason of Where did I go wrong's move, until it answers.
    pub fn logic_asked(&self) -> Option<(u32, LogicRequest)> {
        if let Some(wrong) = self.hints.wrong.as_ref().filter(|w| w.reason.is_none()) {
            return Some((wrong.id, wrong.request()));
        }
        let hint = self
            .hints
            .hint
            .as_ref()
            .filter(|hint| hint.answer.is_none())?;
        let grid = hint.grid;
        let request = LogicRequest::Hint {
            id: hint.id,
            givens: grid.givens(),
            entries: grid.entries(),
            ruled_out: grid.ruled_out(),
        };
        Some((hint.id, request))
    }

    /// The hint for the board as it is now, if one was asked on it.
    pub fn current_hint(&self) -> Option<&Hint> {
        (self.hints.hint.as_ref()).filter(|hint| hint.grid == self.board.grid)
    }

    /// The rating's path and solution for the board's givens, once the logic worker has them
    /// (`None` too for givens without one solution).
    pub fn current_rated(&self) -> Option<&Rated> {
        self.current_rating()?.path.as_deref().ok()
    }

    /// How far the rating of the board's givens is, in percent, while the logic worker takes it.
    pub fn current_progress(&self) -> Option<u8> {
        let (givens, percent) = self.hints.progress?;
        (givens == self.board.grid.givens()).then_some(percent)
    }

    /// The rating of the board's givens, once the logic worker has it.
    pub fn current_rating(&self) -> Option<&Rating> {
        (self.hints.rating.as_ref()).filter(|rating| rating.givens == self.board.grid.givens())
    }

    /// The board shown instead of the person's, if any, and its cells to highlight: the board
    /// before Where did I go wrong's move, or before the step Explain solution shows.
    pub fn explained_step(&self) -> Option<(Grid, Highlight)> {
        if let Some(wrong) = self.current_wrong() {
            let lit = Highlight::of_wrong(wrong.at.0, wrong.reason.as_deref());
            return Some((wrong.before, lit));
        }
        let at = self.hints.explain.flatten()?;
        let rated = self.current_rated()?;
        let step = rated.steps.get(at)?;
        let grid = board_before(self.board.grid.givens(), &rated.steps, at);
        Some((grid, Highlight::of_step(step)))
    }

    /// Hint pressed. The first press asks the logic worker and, once it answers, shows where to
    /// look; the second shows the technique and its cells; the third applies the step (its
    /// digits become entries, its eliminations are struck; no setting changes: the second press
    /// showed the candidates of the cells it changes, whatever Show candidates says). An answer that is not a step (a wrong digit, a full board, a puzzle
    /// without one solution) is said, and pressing again asks again.
    fn hint_pressed(&self) -> State {
        // A hint is about the person's board: it ends a stepping and an explained step's view.
        let mut state = self.clone();
        state.steps.stepping = None;
        state.hints.board_changed();
        let grid = &self.board.grid;
        let refused = if grid.givens() == Board::EMPTY {
            Some(HintSaid::NoPuzzle)
        } else if grid.solved_count() > 0 {
            Some(HintSaid::SolverFilled)
        } else {
            None
        };
        match refused {
            Some(said) => state.said(Status::Hinting(said)),
            None => state.hint_asked(),
        }
    }

    fn hint_asked(&self) -> State {
        let current = self.current_hint();
        let step = current.and_then(|hint| match hint.answer.as_deref() {
            Some(HintAnswer::Step { step, .. }) => Some((hint, step)),
            _ => None,
        });
        match (current, step) {
            (Some(hint), None) if hint.answer.is_none() => self.clone(),
            (_, Some((hint, step))) if !hint.revealed => {
                let mut next = self.said(Status::Hinting(HintSaid::Step(step.words.clone())));
                next.hints.hint = Some(Hint {
                    revealed: true,
                    ..hint.clone()
                });
                next
            }
            (_, Some((_, step))) => {
                let grid = self.board.grid.apply(&step.placements, &step.eliminations);
                let grid = self.tidied(grid, &step.placements);
                let said = Status::Hinting(HintSaid::Applied(step.words.clone()));
                let mut next = self.change(grid, said);
                next.hints.hint = None;
                next
            }
            _ => {
                let (id, mut next) = self.numbered();
                next.hints.hint = Some(Hint {
                    id,
                    grid: self.board.grid,
                    answer: None,
                    revealed: false,
                });
                next.status = Status::Hinting(HintSaid::Asking);
                if next.timer.phase == super::Phase::Counting {
                    next.timer.hints += 1;
                }
                next
            }
        }
    }

    /// Explain solution shows the board before step `at` (or, for `None`, the person's board
    /// again), and the status says which, so a screen reader hears the change of the board.
    fn show_step(&self, at: Option<usize>) -> Option<State> {
        let steps = (self.current_rated())
            .map(|rated| &rated.steps[..])
            .unwrap_or_default();
        let status = match at.map(|k| (k, steps.get(k))) {
            None => Status::Explaining(None),
            Some((k, Some(step))) => Status::Explaining(Some((k, step.words.clone()))),
            // No such step: nothing changes.
            Some((_, None)) => return Some(self.clone()),
        };
        let mut next = self.said(status);
        next.hints.explain = Some(at);
        next.hints.wrong = None;
        Some(next)
    }

    /// The logic worker's answer to hint `id`.
    fn hinted(&self, id: u32, answer: Rc<HintAnswer>) -> Option<State> {
        let Some(hint) = self.hints.hint.as_ref().filter(|hint| hint.id == id) else {
            return Some(self.clone());
        };
        let said = match &*answer {
            HintAnswer::Step { look, .. } => HintSaid::Look(look.clone()),
            HintAnswer::Wrong(wrong) => HintSaid::Wrong(wrong.clone()),
            HintAnswer::Lost(lost) => HintSaid::Lost(lost.clone()),
            HintAnswer::Solved => HintSaid::Complete,
            HintAnswer::NotOne(why) => HintSaid::NotOne(*why),
        };
        let mut next = self.clone();
        // The status is the hint's only while the board is the one it was asked on.
        if hint.grid == self.board.grid {
            next.status = Status::Hinting(said);
        }
        next.hints.hint = Some(Hint {
            answer: Some(answer),
            ..hint.clone()
        });
        Some(next)
    }
}
