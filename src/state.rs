//! The app's one state and its reducer: actions in, new state out, no I/O inside.
//!
//! Everything the page shows is derived from [`State`]; effects (storage, the address bar) only
//! read it, and event handlers only dispatch [`Action`]s.

use std::rc::Rc;

use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, Outcome};
use yew::Reducible;

use crate::examples::EXAMPLES;
use crate::grid::Grid;
use crate::status::{Source, Status, Work};

/// How many changes Undo can go back.
pub const HISTORY_LIMIT: usize = 500;

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The board.
    pub grid: Grid,
    /// The cell that has (or last had) the focus: the board's one tab stop.
    pub selected: Cell,
    /// What the last action did.
    pub status: Status,
    /// The algorithm Solve uses.
    pub algorithm: Algorithm,
    /// The solve under way in the worker, if any.
    pub run: Option<Run>,
    /// Runs started so far: the next run's number.
    runs: u32,
    /// Earlier grids, oldest first.
    undo: Vec<Grid>,
    /// Undone grids, the next to redo last.
    redo: Vec<Grid>,
}

/// A solve the worker is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Its number: replies for other runs are ignored.
    pub id: u32,
    /// The givens being solved.
    pub puzzle: Board,
    /// With which algorithm.
    pub algorithm: Algorithm,
}

/// What can happen to the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The person typed a digit into a cell, or erased it (`None`).
    Enter(Cell, Option<Digit>),
    /// The focus moved to a cell.
    Select(Cell),
    /// Empty the board.
    Clear,
    /// Go back one change.
    Undo,
    /// Go forward one undone change.
    Redo,
    /// Load a puzzle from text (a paste, the text box, or a `#p=` link).
    LoadText(Source, String),
    /// Load the example at this index of [`EXAMPLES`].
    LoadExample(usize),
    /// Choose the algorithm Solve uses.
    ChooseAlgorithm(Algorithm),
    /// Solve the givens (in the worker), with the chosen algorithm.
    Solve,
    /// Stop the running solve; the board stays as it is.
    Cancel,
    /// The worker's progress on run `run` (ignored for any other run).
    Progress {
        /// The run.
        run: u32,
        /// Tries so far.
        tries: u64,
        /// Time so far, in milliseconds.
        millis: f64,
    },
    /// The worker finished run `run` (ignored unless it is the running one).
    Finished {
        /// The run.
        run: u32,
        /// What the puzzle is (boxed: it holds two solutions, and actions are moved around).
        outcome: Box<Outcome>,
        /// The work done.
        counts: Counts,
        /// Time taken, in milliseconds.
        millis: f64,
    },
}

impl Default for State {
    fn default() -> Self {
        State::with(Grid::default(), Status::Welcome)
    }
}

impl State {
    fn with(grid: Grid, status: Status) -> State {
        State {
            grid,
            selected: Cell::at(0, 0).expect("r1c1 exists"),
            status,
            algorithm: Algorithm::Fast,
            run: None,
            runs: 0,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The state at page load, from the saved grid (if any) and the address's fragment.
    ///
    /// A valid `#p=` link wins over the saved board, unless the saved board has the same givens
    /// (then it is kept, with the solver's digits). Loading the link is one undo step, so Undo
    /// brings back the saved board it replaced. An invalid link leaves the board empty.
    pub fn start(saved: Option<&str>, fragment: &str) -> State {
        // No saved text is an empty board; saved text that cannot be read is `None`.
        let saved = saved.map_or(Some(Grid::default()), Grid::decode);
        if let Some(link) = fragment.strip_prefix("#p=") {
            return match (link.parse::<Board>(), saved) {
                (Ok(givens), Some(grid)) if grid.givens() == givens && givens != Board::EMPTY => {
                    State::with(grid, Status::Restored)
                }
                (Ok(givens), saved) => {
                    let before = State::with(saved.unwrap_or_default(), Status::Welcome);
                    before.change(Grid::from_givens(givens), Status::Loaded(Source::Link))
                }
                (Err(error), _) => State::with(Grid::default(), Status::BadStartLink(error)),
            };
        }
        match saved {
            Some(grid) if grid == Grid::default() => State::default(),
            Some(grid) => State::with(grid, Status::Restored),
            None => State::with(Grid::default(), Status::StorageUnreadable),
        }
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The state after a change to `grid`: one undo step, unless nothing changed.
    /// The state after a change of the board (or of the status alone). Any change stops a
    /// running solve: its answer would be for another puzzle.
    fn change(&self, grid: Grid, status: Status) -> State {
        let mut next = State {
            grid,
            status,
            run: None,
            ..self.clone()
        };
        if grid != self.grid {
            next.undo.push(self.grid);
            if next.undo.len() > HISTORY_LIMIT {
                next.undo.remove(0);
            }
            next.redo.clear();
        }
        next
    }

    fn enter(&self, cell: Cell, digit: Option<Digit>) -> State {
        if self.grid.givens().get(cell) == digit {
            // Typing the given that is already there (or erasing an empty cell) is not a change,
            // and must not drop the solution.
            return self.clone();
        }
        let givens = self.grid.givens().with(cell, digit);
        let status = Status::Edited {
            solution_removed: self.grid.solved_count() > 0,
        };
        self.change(Grid::from_givens(givens), status)
    }

    fn load_text(&self, source: Source, text: &str) -> State {
        match text.trim().parse::<Board>() {
            Ok(givens) => self.change(Grid::from_givens(givens), Status::Loaded(source)),
            Err(error) => State {
                status: Status::Unreadable { source, error },
                ..self.clone()
            },
        }
    }

    fn solve(&self) -> State {
        let puzzle = self.grid.givens();
        if !puzzle.clashes().is_empty() {
            // The board marks the clashing cells: no search needed to refuse.
            return State {
                status: Status::Conflict,
                run: None,
                ..self.clone()
            };
        }
        State {
            status: Status::Solving {
                algorithm: self.algorithm,
                tries: 0,
                millis: 0.0,
            },
            run: Some(Run {
                id: self.runs,
                puzzle,
                algorithm: self.algorithm,
            }),
            runs: self.runs.wrapping_add(1),
            ..self.clone()
        }
    }

    fn cancel(&self) -> State {
        let Some(run) = self.run else {
            return self.clone();
        };
        let (tries, millis) = match self.status {
            Status::Solving { tries, millis, .. } => (tries, millis),
            _ => (0, 0.0),
        };
        State {
            status: Status::Cancelled {
                algorithm: run.algorithm,
                tries,
                millis,
            },
            run: None,
            ..self.clone()
        }
    }

    /// The running run, if `id` names it.
    fn running(&self, id: u32) -> Option<Run> {
        self.run.filter(|run| run.id == id)
    }

    fn finish(&self, run: Run, outcome: Outcome, counts: Counts, millis: f64) -> State {
        let puzzle = run.puzzle;
        let work = Work {
            algorithm: run.algorithm,
            counts,
        };
        let filled = 81 - puzzle.given_count();
        if puzzle != self.grid.givens() {
            // Cannot happen (an edit stops the run), but a stale answer must never land.
            return State {
                run: None,
                ..self.clone()
            };
        }
        match outcome {
            Outcome::Unique(solution) => self.change(
                Grid::solved(puzzle, &solution),
                Status::Solved {
                    filled,
                    work,
                    millis,
                },
            ),
            Outcome::Multiple(first, _) => self.change(
                Grid::solved(puzzle, &first),
                Status::NotUnique {
                    filled,
                    work,
                    millis,
                },
            ),
            Outcome::NoSolution => self.change(
                self.grid.without_solution(),
                Status::NoSolution { work, millis },
            ),
            Outcome::Clash(_) => State {
                status: Status::Conflict,
                run: None,
                ..self.clone()
            },
        }
    }

    fn step_history(&self, back: bool) -> State {
        let mut next = self.clone();
        let (from, to) = if back {
            (&mut next.undo, &mut next.redo)
        } else {
            (&mut next.redo, &mut next.undo)
        };
        let Some(grid) = from.pop() else {
            return next;
        };
        to.push(self.grid);
        next.grid = grid;
        next.status = if back { Status::Undone } else { Status::Redone };
        next.run = None;
        next
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Select(cell) if cell == self.selected => return self,
            Action::Select(cell) => State {
                selected: cell,
                ..(*self).clone()
            },
            Action::Enter(cell, digit) => self.enter(cell, digit),
            Action::Clear => self.change(Grid::default(), Status::Cleared),
            Action::Undo => self.step_history(true),
            Action::Redo => self.step_history(false),
            Action::LoadText(source, text) => self.load_text(source, &text),
            Action::LoadExample(index) => match EXAMPLES.get(index) {
                Some(example) => self.load_text(Source::Example(example.name), example.puzzle),
                None => return self,
            },
            Action::ChooseAlgorithm(algorithm) => State {
                algorithm,
                ..(*self).clone()
            },
            Action::Solve => self.solve(),
            Action::Cancel => self.cancel(),
            Action::Progress { run, tries, millis } => match self.running(run) {
                Some(run) => State {
                    status: Status::Solving {
                        algorithm: run.algorithm,
                        tries,
                        millis,
                    },
                    ..(*self).clone()
                },
                None => return self,
            },
            Action::Finished {
                run,
                outcome,
                counts,
                millis,
            } => match self.running(run) {
                Some(run) => self.finish(run, *outcome, counts, millis),
                None => return self,
            },
        };
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Entry;

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn digit(d: u8) -> Option<Digit> {
        Digit::new(d)
    }

    /// Runs `actions` from `start`; Solve is spelled as the app does it: dispatch Solve, then the
    /// worker's answer for that run (computed here with the same call the worker makes).
    fn run(start: State, actions: &[Act]) -> State {
        let mut state = Rc::new(start);
        for act in actions {
            match act {
                Act::Do(action) => state = state.reduce(action.clone()),
                Act::Solve => {
                    state = state.reduce(Action::Solve);
                    if let Some(run) = state.run {
                        let report = run.puzzle.solve_with(run.algorithm);
                        state = state.reduce(Action::Finished {
                            run: run.id,
                            outcome: Box::new(report.outcome),
                            counts: report.counts,
                            millis: 0.5,
                        });
                    }
                }
            }
        }
        Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
    }

    fn status_text(state: &State) -> String {
        state.status.text(&state.grid.shown())
    }

    enum Act {
        Do(Action),
        Solve,
    }

    fn load(text: &str) -> Act {
        Act::Do(Action::LoadText(Source::TextBox, text.to_string()))
    }

    #[test]
    fn typing_fills_and_erases_givens() {
        let state = run(
            State::default(),
            &[
                Act::Do(Action::Enter(cell(1, 1), digit(8))),
                Act::Do(Action::Enter(cell(2, 3), digit(3))),
                Act::Do(Action::Enter(cell(2, 3), None)),
            ],
        );
        assert_eq!(
            state.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(8).unwrap())
        );
        assert_eq!(state.grid.entry(cell(2, 3)), Entry::Empty);
        assert_eq!(state.undo.len(), 3);
        assert!(matches!(state.status, Status::Edited { .. }));
        assert!(
            status_text(&state).starts_with("1 given."),
            "{}",
            status_text(&state)
        );
    }

    #[test]
    fn solve_fills_the_solution_apart_from_the_givens() {
        let state = run(State::default(), &[load(INKALA), Act::Solve]);
        assert!(matches!(state.status, Status::Solved { filled: 60, .. }));
        assert_eq!(
            state.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(8).unwrap())
        );
        assert_eq!(
            state.grid.entry(cell(1, 2)),
            Entry::Solved(Digit::new(1).unwrap())
        );
        assert!(state.grid.shown().is_full());
    }

    #[test]
    fn each_solve_outcome_has_its_status_and_board() {
        let several = run(State::default(), &[Act::Solve]);
        assert!(matches!(
            several.status,
            Status::NotUnique { filled: 81, .. }
        ));
        assert!(several.grid.shown().is_full());

        let hard = EXAMPLES[4].puzzle;
        let none = run(State::default(), &[load(hard), Act::Solve]);
        assert!(matches!(none.status, Status::NoSolution { .. }));
        assert_eq!(none.grid, Grid::from_givens(hard.parse().unwrap()));

        let simple = EXAMPLES[3].puzzle;
        let conflict = run(State::default(), &[load(simple), Act::Solve]);
        assert_eq!(conflict.status, Status::Conflict);
        assert_eq!(conflict.grid.shown().clashes().len(), 6);
        assert!(status_text(&conflict).starts_with("Conflict: 6 givens clash."));
        assert_eq!(conflict.grid, Grid::from_givens(simple.parse().unwrap()));
        // Nothing changed, so there is nothing more to undo than the load.
        assert_eq!(conflict.undo.len(), 1);
    }

    #[test]
    fn editing_after_solve_removes_the_solution_and_undo_brings_it_back() {
        let solved = run(State::default(), &[load(INKALA), Act::Solve]);
        let edited = run(solved.clone(), &[Act::Do(Action::Enter(cell(1, 1), None))]);
        assert_eq!(edited.grid.solved_count(), 0);
        assert!(matches!(
            edited.status,
            Status::Edited {
                solution_removed: true,
                ..
            }
        ));
        let undone = run(edited, &[Act::Do(Action::Undo)]);
        assert_eq!(undone.grid, solved.grid);
        // Typing the digit a given already holds is no change at all.
        let same = run(
            solved.clone(),
            &[Act::Do(Action::Enter(cell(1, 1), digit(8)))],
        );
        assert_eq!(same, solved);
    }

    #[test]
    fn clear_after_solve_and_editing_a_given() {
        let state = run(
            State::default(),
            &[load(INKALA), Act::Solve, Act::Do(Action::Clear)],
        );
        assert_eq!(state.grid, Grid::default());
        assert_eq!(state.status, Status::Cleared);
        let edited = run(
            State::default(),
            &[load(INKALA), Act::Do(Action::Enter(cell(1, 1), digit(5)))],
        );
        assert_eq!(
            edited.grid.entry(cell(1, 1)),
            Entry::Given(Digit::new(5).unwrap())
        );
    }

    #[test]
    fn undo_and_redo_walk_every_change() {
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::Enter(cell(1, 2), digit(1))),
                Act::Solve,
                Act::Do(Action::Clear),
            ],
        );
        assert_eq!(state.undo.len(), 4);
        let back = run(
            state.clone(),
            &[Act::Do(Action::Undo), Act::Do(Action::Undo)],
        );
        assert_eq!(
            back.grid.entry(cell(1, 2)),
            Entry::Given(Digit::new(1).unwrap())
        );
        assert_eq!(back.grid.solved_count(), 0);
        assert!(back.can_redo());
        let forward = run(
            back.clone(),
            &[Act::Do(Action::Redo), Act::Do(Action::Redo)],
        );
        assert_eq!(forward.grid, state.grid);
        assert!(!forward.can_redo());
        // A new change after undoing drops the redo branch.
        let branched = run(back, &[Act::Do(Action::Enter(cell(9, 9), digit(2)))]);
        assert!(!branched.can_redo());
        // Undo with nothing to undo changes nothing.
        let fresh = run(State::default(), &[Act::Do(Action::Undo)]);
        assert_eq!(fresh, State::default());
    }

    #[test]
    fn history_is_bounded() {
        let actions: Vec<Act> = (0..HISTORY_LIMIT + 20)
            .map(|i| Act::Do(Action::Enter(cell(1 + i % 9, 1), digit(1 + (i % 2) as u8))))
            .collect();
        let state = run(State::default(), &actions);
        assert_eq!(state.undo.len(), HISTORY_LIMIT);
    }

    #[test]
    fn unreadable_text_changes_nothing_but_the_status() {
        let before = run(State::default(), &[load(INKALA)]);
        let after = run(before.clone(), &[load(&INKALA[..79])]);
        assert_eq!(after.grid, before.grid);
        assert_eq!(after.undo, before.undo);
        assert_eq!(
            after.status.text(&after.grid.shown()),
            "The puzzle text is not a puzzle: found 79 cells, expected 81. The board is unchanged."
        );
    }

    #[test]
    fn an_edit_stops_the_solve_and_its_late_answer_is_ignored() {
        let state = run(State::default(), &[load(INKALA), Act::Do(Action::Solve)]);
        let running = state.run.expect("Solve starts a run");
        assert!(matches!(state.status, Status::Solving { .. }));
        let edited = run(state, &[Act::Do(Action::Enter(cell(9, 9), digit(2)))]);
        assert_eq!(edited.run, None, "an edit stops the run");
        let report = running.puzzle.solve_with(running.algorithm);
        let after = Rc::new(edited.clone()).reduce(Action::Finished {
            run: running.id,
            outcome: Box::new(report.outcome),
            counts: report.counts,
            millis: 1.0,
        });
        assert_eq!(*after, edited);
    }

    #[test]
    fn cancel_keeps_the_board_and_says_how_far_it_got() {
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::ChooseAlgorithm(Algorithm::Naive)),
                Act::Do(Action::Solve),
            ],
        );
        let id = state.run.unwrap().id;
        let state = run(
            state,
            &[
                Act::Do(Action::Progress {
                    run: id,
                    tries: 5_000,
                    millis: 1_200.0,
                }),
                // Progress of another run is not this one's.
                Act::Do(Action::Progress {
                    run: id + 7,
                    tries: 9,
                    millis: 9.0,
                }),
            ],
        );
        assert_eq!(
            status_text(&state),
            "Solving with Naive backtracking… 5,000 tries so far, 1.2 s. Cancel stops it."
        );
        let board = state.grid;
        let cancelled = run(state, &[Act::Do(Action::Cancel)]);
        assert_eq!(cancelled.grid, board);
        assert_eq!(cancelled.run, None);
        assert_eq!(
            status_text(&cancelled),
            "Cancelled: Naive backtracking stopped after 5,000 tries and 1.2 s. The board is unchanged."
        );
        // Cancel with nothing running changes nothing.
        assert_eq!(
            run(cancelled.clone(), &[Act::Do(Action::Cancel)]),
            cancelled
        );
    }

    #[test]
    fn a_new_solve_replaces_the_running_one() {
        let state = run(State::default(), &[load(INKALA), Act::Do(Action::Solve)]);
        let first = state.run.unwrap();
        let state = run(state, &[Act::Do(Action::Solve)]);
        let second = state.run.unwrap();
        assert_ne!(first.id, second.id);
        let report = first.puzzle.solve_with(first.algorithm);
        let late = Rc::new(state.clone()).reduce(Action::Finished {
            run: first.id,
            outcome: Box::new(report.outcome),
            counts: report.counts,
            millis: 1.0,
        });
        assert_eq!(*late, state, "the replaced run's answer is ignored");
    }

    #[test]
    fn every_algorithm_solves_and_says_what_it_did() {
        for algorithm in Algorithm::ALL {
            let state = run(
                State::default(),
                &[
                    load(INKALA),
                    Act::Do(Action::ChooseAlgorithm(algorithm)),
                    Act::Solve,
                ],
            );
            assert!(matches!(state.status, Status::Solved { .. }), "{algorithm}");
            let text = status_text(&state);
            match algorithm {
                Algorithm::Fast => assert!(text.contains("guesses"), "{text}"),
                _ => assert!(text.contains(&format!("({algorithm}: ")), "{text}"),
            }
        }
    }

    #[test]
    fn examples_load_by_index() {
        let state = run(State::default(), &[Act::Do(Action::LoadExample(1))]);
        assert_eq!(state.grid.givens().to_string(), INKALA);
        assert!(matches!(state.status, Status::Loaded(Source::Example(_))));
        assert!(
            status_text(&state).contains(": 21 givens."),
            "{}",
            status_text(&state)
        );
        let out_of_range = run(State::default(), &[Act::Do(Action::LoadExample(999))]);
        assert_eq!(out_of_range, State::default());
    }

    #[test]
    fn start_prefers_a_valid_link_and_keeps_a_matching_saved_board() {
        let solved = run(State::default(), &[load(INKALA), Act::Solve]).grid;
        let saved = solved.encode();

        let restored = State::start(Some(&saved), "");
        assert_eq!(
            (restored.grid, &restored.status),
            (solved, &Status::Restored)
        );

        let same_link = State::start(Some(&saved), &format!("#p={INKALA}"));
        assert_eq!(same_link.grid, solved);

        let other = EXAMPLES[2].puzzle;
        let other_link = State::start(Some(&saved), &format!("#p={other}"));
        assert_eq!(other_link.grid, Grid::from_givens(other.parse().unwrap()));
        assert_eq!(other_link.status, Status::Loaded(Source::Link));

        let zeros = State::start(None, &format!("#p={}", INKALA.replace('.', "0")));
        assert_eq!(zeros.grid.givens().to_string(), INKALA);
    }

    #[test]
    fn start_survives_bad_links_and_bad_storage() {
        let bad_link = State::start(Some(&Grid::default().encode()), "#p=12345");
        assert_eq!(bad_link.grid, Grid::default());
        assert!(
            bad_link
                .status
                .text(&Board::EMPTY)
                .starts_with("The link was not understood (found 5 cells, expected 81)")
        );

        let corrupt = State::start(Some("{\"not\": \"ours\"}"), "");
        assert_eq!(corrupt.grid, Grid::default());
        assert_eq!(corrupt.status, Status::StorageUnreadable);

        let other_fragment = State::start(None, "#top");
        assert_eq!(other_fragment, State::default());

        // A bad link on an open page (hashchange) keeps the board.
        let state = run(State::default(), &[load(INKALA)]);
        let after = run(
            state.clone(),
            &[Act::Do(Action::LoadText(Source::Link, "123".into()))],
        );
        assert_eq!(after.grid, state.grid);
        assert_eq!(
            after.status.text(&Board::EMPTY),
            "The link was not understood: found 3 cells, expected 81. The board is unchanged."
        );
    }
}
