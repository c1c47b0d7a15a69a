//! Solve, Compare, Cancel and the live check.

use super::*;

#[test]
fn solve_fills_the_solution_apart_from_the_givens() {
    let state = run(State::default(), &[load(INKALA), Act::Solve]);
    assert!(matches!(state.status, Status::Solved { filled: 60, .. }));
    assert_eq!(
        state.board.grid.entry(cell(1, 1)),
        Entry::Given(Digit::new(8).unwrap())
    );
    assert_eq!(
        state.board.grid.entry(cell(1, 2)),
        Entry::Solved(Digit::new(1).unwrap())
    );
    assert!(state.board.grid.shown().is_full());
}

#[test]
fn each_solve_outcome_has_its_status_and_board() {
    let several = run(State::default(), &[Act::Solve]);
    assert!(matches!(
        several.status,
        Status::NotUnique { filled: 81, .. }
    ));
    assert!(several.board.grid.shown().is_full());

    let hard = EXAMPLES[6].puzzle;
    let none = run(State::default(), &[load(hard), Act::Solve]);
    assert!(matches!(none.status, Status::NoSolution { .. }));
    assert_eq!(none.board.grid, Grid::loaded(hard.parse().unwrap()));

    let simple = EXAMPLES[5].puzzle;
    let conflict = run(State::default(), &[load(simple), Act::Solve]);
    assert_eq!(conflict.status, Status::Conflict);
    assert_eq!(conflict.board.grid.shown().clashes().len(), 6);
    assert!(status_text(&conflict).starts_with("Conflict: 6 digits clash."));
    assert_eq!(conflict.board.grid, Grid::loaded(simple.parse().unwrap()));
    // Nothing changed, so there is nothing more to undo than the load.
    assert_eq!(conflict.board.history().0.len(), 1);
}

#[test]
fn editing_after_solve_removes_the_solution_and_undo_brings_it_back() {
    let solved = run(State::default(), &[load(INKALA), Act::Solve]);
    let edited = run(
        solved.clone(),
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 2),
            digit(1),
        )))],
    );
    assert_eq!(edited.board.grid.solved_count(), 0);
    assert!(matches!(
        edited.status,
        Status::Edited {
            solution_removed: true,
            ..
        }
    ));
    let undone = run(edited, &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert_eq!(undone.board.grid, solved.board.grid);
    // Typing the digit a given already holds is no change at all.
    let same = run(
        solved.clone(),
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            digit(8),
        )))],
    );
    assert_eq!(same, solved);
}

#[test]
fn clear_after_solve_and_editing_a_given() {
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Solve,
            Act::Do(Action::Edit(EditAction::Clear)),
        ],
    );
    assert_eq!(state.board.grid, Grid::default());
    assert_eq!(state.status, Status::Cleared);
    // A loaded puzzle's givens are locked: typing over one changes nothing but the status.
    let loaded = run(State::default(), &[load(INKALA)]);
    let typed = run(
        loaded.clone(),
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            digit(5),
        )))],
    );
    assert_eq!(typed.board, loaded.board);
    assert_eq!(typed.status, Status::GivenLocked(cell(1, 1)));
    // Edit puzzle unlocks them: a typed digit replaces the given, and switching it off locks
    // the changed puzzle again. Each switch is an undo step.
    let edited = run(
        loaded,
        &[
            Act::Do(Action::Edit(EditAction::EditPuzzle)),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 1), digit(5)))),
        ],
    );
    assert_eq!(
        edited.board.grid.entry(cell(1, 1)),
        Entry::Given(Digit::new(5).unwrap())
    );
    assert!(!edited.board.grid.is_loaded());
    let locked = run(edited, &[Act::Do(Action::Edit(EditAction::EditPuzzle))]);
    assert!(locked.board.grid.is_loaded());
    assert_eq!(locked.status, Status::EditingPuzzle(false));
    assert_eq!(locked.board.history_len(), (4, 0));
    let relocked = run(
        locked,
        &[Act::Do(Action::Edit(EditAction::Enter(cell(1, 1), None)))],
    );
    assert_eq!(relocked.status, Status::GivenLocked(cell(1, 1)));
    // An empty board has nothing to lock: it stays open.
    let empty = run(
        State::default(),
        &[Act::Do(Action::Edit(EditAction::EditPuzzle))],
    );
    assert!(!empty.board.grid.is_loaded());
    assert_eq!(empty.status, Status::EditingPuzzle(true));
    assert_eq!(empty.board.history_len(), (0, 0));
}

#[test]
fn an_edit_stops_the_solve_and_its_late_answer_is_ignored() {
    let state = run(
        State::default(),
        &[load(INKALA), Act::Do(Action::Run(RunAction::Solve))],
    );
    let running = state.runs.run.expect("Solve starts a run");
    assert!(matches!(state.status, Status::Solving { .. }));
    let edited = run(
        state,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(9, 9),
            digit(2),
        )))],
    );
    assert_eq!(edited.runs.run, None, "an edit stops the run");
    let after = Rc::new(edited.clone()).reduce(answer(running));
    assert_eq!(*after, edited);
}

#[test]
fn cancel_keeps_the_board_and_says_how_far_it_got() {
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Run(RunAction::ChooseAlgorithm(Algorithm::Naive))),
            Act::Do(Action::Run(RunAction::Solve)),
        ],
    );
    let id = state.runs.run.unwrap().id;
    let state = run(
        state,
        &[
            Act::Do(Action::Run(RunAction::Progress {
                run: id,
                tries: 5_000,
                millis: 1_200.0,
            })),
            // Progress of another run is not this one's.
            Act::Do(Action::Run(RunAction::Progress {
                run: id + 7,
                tries: 9,
                millis: 9.0,
            })),
        ],
    );
    assert_eq!(
        status_text(&state),
        "Solving with Naive backtracking… 5,000 tries so far, 1.2 s. Cancel stops it."
    );
    let board = state.board.grid;
    let cancelled = run(state, &[Act::Do(Action::Run(RunAction::Cancel))]);
    assert_eq!(cancelled.board.grid, board);
    assert_eq!(cancelled.runs.run, None);
    assert_eq!(
        status_text(&cancelled),
        "Cancelled: Naive backtracking stopped after 5,000 tries and 1.2 s. The board is unchanged."
    );
    // Cancel with nothing running changes nothing.
    assert_eq!(
        run(
            cancelled.clone(),
            &[Act::Do(Action::Run(RunAction::Cancel))]
        ),
        cancelled
    );
}

#[test]
fn a_new_solve_replaces_the_running_one() {
    let state = run(
        State::default(),
        &[load(INKALA), Act::Do(Action::Run(RunAction::Solve))],
    );
    let first = state.runs.run.unwrap();
    let state = run(state, &[Act::Do(Action::Run(RunAction::Solve))]);
    let second = state.runs.run.unwrap();
    assert_ne!(first.id, second.id);
    let late = Rc::new(state.clone()).reduce(answer(first));
    assert_eq!(*late, state, "the replaced run's answer is ignored");
}

#[test]
fn every_algorithm_solves_and_says_what_it_did() {
    for algorithm in Algorithm::ALL {
        let state = run(
            State::default(),
            &[
                load(INKALA),
                Act::Do(Action::Run(RunAction::ChooseAlgorithm(algorithm))),
                Act::Solve,
            ],
        );
        assert!(matches!(state.status, Status::Solved { .. }), "{algorithm}");
        let text = status_text(&state);
        // The tutorials' figure (to the first solution) first, then the whole search.
        let report = INKALA.parse::<Board>().unwrap().solve_with(algorithm);
        let (first, all) = (report.first.unwrap(), report.counts);
        let n = sudoku_words::numbers::thousands;
        let work = match algorithm {
            Algorithm::Fast => format!(
                "Fast found it after {} guesses (0.25 ms); proving it is the only one took {} \
                 guesses in all (0.50 ms).",
                first.tries, all.tries
            ),
            _ => format!(
                "{} found it after {} tries (0.25 ms); proving it is the only one \
                 took {} tries and {} backtracks in all (0.50 ms).",
                Lang::En.algorithm(algorithm),
                n(first.tries),
                n(all.tries),
                n(all.backtracks)
            ),
        };
        assert_eq!(
            text,
            format!("Solved: the puzzle has exactly one solution; 60 cells filled. {work}")
        );
    }
}

#[test]
fn compare_measures_every_algorithm_and_leaves_the_board() {
    let loaded = run(State::default(), &[load(EASY)]);
    let state = run(loaded.clone(), &[Act::Compare]);
    assert_eq!(
        state.board.grid, loaded.board.grid,
        "the board is unchanged"
    );
    assert_eq!(state.runs.run, None);
    let comparison = state.runs.comparison.as_ref().expect("a comparison");
    let puzzle: Board = EASY.parse().unwrap();
    assert_eq!(comparison.puzzle, puzzle);
    assert!(!comparison.cancelled);
    let order: Vec<Algorithm> = (comparison.results.iter())
        .map(|m| m.work.algorithm)
        .collect();
    assert_eq!(order, COMPARE_ORDER);
    for measured in &comparison.results {
        assert_eq!(measured.verdict, Verdict::Unique);
        let report = puzzle.solve_with(measured.work.algorithm);
        assert_eq!(measured.work.all.counts, report.counts);
        assert_eq!(measured.work.first.map(|f| f.counts), report.first);
    }
    assert_eq!(
        status_text(&state),
        "Compared: every algorithm found one solution; Fast 0.50 ms, Candidates first \
         0.50 ms, Naive backtracking 0.50 ms. The board is unchanged."
    );
    // Solving afterwards keeps the comparison (same givens); an edit drops it.
    let solved = run(state, &[Act::Solve]);
    assert!(solved.runs.comparison.is_some());
    let edited = run(
        solved,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            digit(4),
        )))],
    );
    assert_eq!(edited.runs.comparison, None);
}

#[test]
fn cancelling_a_comparison_keeps_the_algorithms_already_measured() {
    let state = run(
        State::default(),
        &[load(EASY), Act::Do(Action::Run(RunAction::Compare))],
    );
    let first = state.runs.run.expect("Compare starts a run");
    assert_eq!(first.algorithm, COMPARE_ORDER[0]);
    let state = Rc::new(state).reduce(answer(first));
    let second = state.runs.run.expect("then the next algorithm");
    assert_eq!(second.algorithm, COMPARE_ORDER[1]);
    assert_eq!(status_text(&state), "Comparing: running Candidates first…");
    let cancelled = state.reduce(Action::Run(RunAction::Cancel));
    assert_eq!(cancelled.runs.run, None);
    let comparison = cancelled.runs.comparison.as_ref().unwrap();
    assert!(comparison.cancelled);
    assert_eq!(comparison.results.len(), 1);
    assert!(comparison.result(Algorithm::Fast).is_some());
    assert!(status_text(&cancelled).starts_with("Cancelled: Candidates first stopped"));
    // Clashing givens are refused before any run.
    let clashing = run(
        State::default(),
        &[
            load(&format!("55{}", &EASY[2..])),
            Act::Do(Action::Run(RunAction::Compare)),
        ],
    );
    assert_eq!(clashing.runs.run, None);
    assert_eq!(clashing.status, Status::Conflict);
}

#[test]
fn live_check_answers_only_for_the_board_on_screen() {
    let on = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Setting(SettingAction::ToggleLiveCheck)),
        ],
    );
    assert_eq!(on.live_verdict(), None, "checking");
    let givens = on.board.grid.givens();
    let answered = run(
        on,
        &[Act::Do(Action::Setting(SettingAction::Checked {
            puzzle: givens,
            verdict: Some(Verdict::Unique),
        }))],
    );
    assert_eq!(answered.live_verdict(), Some(Some(Verdict::Unique)));
    let edited = run(
        answered,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 2),
            digit(1),
        )))],
    );
    assert_eq!(
        edited.live_verdict(),
        None,
        "an answer for other givens is not shown"
    );
    let off = run(
        edited,
        &[Act::Do(Action::Setting(SettingAction::ToggleLiveCheck))],
    );
    assert_eq!(off.live_verdict(), None);
}
