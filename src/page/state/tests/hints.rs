//! Hint and Explain solution.

use super::*;
use sudoku_testkit::{EASY, INKALA, POINTING};

#[test]
fn a_hint_shows_where_then_what_then_applies_it() {
    let state = run(State::default(), &[load(POINTING), Act::Hint]);
    let look = Highlight::of_hint(state.current_hint().unwrap());
    // Pointing in box 4 along row 4: both units, and no technique or digit yet.
    assert_eq!(look.look.len(), 15);
    assert!(look.cause.is_empty() && look.out.is_empty());
    assert_eq!(
        status_text(&state),
        "Hint: Look at box 4 and row 4. Press Hint again to see the technique."
    );
    let state = run(state, &[Act::Hint]);
    assert!(status_text(&state).starts_with("Hint: Pointing: in box 4, 3 can only be in"));
    let shown = Highlight::of_hint(state.current_hint().unwrap());
    assert_eq!(shown.out, vec![(cell(4, 8), digit(3).unwrap())]);
    let undo = state.board.history().0.len();
    let state = run(state, &[Act::Hint]);
    assert!(status_text(&state).starts_with("Applied: Pointing:"));
    assert!(
        state
            .board
            .grid
            .struck()
            .contains(cell(4, 8), digit(3).unwrap())
    );
    assert!(
        !state
            .board
            .grid
            .candidates(cell(4, 8))
            .contains(digit(3).unwrap())
    );
    assert_eq!(
        state.board.grid.givens(),
        POINTING.parse().unwrap(),
        "no digit placed"
    );
    assert!(
        !state.preferences.settings.candidates,
        "a hint changes no setting"
    );
    assert_eq!(
        (state.board.history().0.len(), state.current_hint()),
        (undo + 1, None)
    );
    // Undo takes the elimination back.
    let undone = run(state, &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert!(
        undone
            .board
            .grid
            .candidates(cell(4, 8))
            .contains(digit(3).unwrap())
    );
}

#[test]
fn a_hint_on_a_typed_board_enters_its_digit_and_stale_answers_are_ignored() {
    let easy = EASY;
    let typed: Vec<Act> = Cell::all()
        .filter_map(|c| {
            Some(Act::Do(Action::Edit(EditAction::Enter(
                c,
                digit(easy.as_bytes()[c.index()].checked_sub(b'0')?),
            ))))
        })
        .collect();
    let state = run(State::default(), &typed);
    assert!(!state.board.grid.is_loaded());
    let state = run(state, &[Act::Hint, Act::Hint, Act::Hint]);
    assert!(
        state.board.grid.is_loaded(),
        "a hint makes the typed board the puzzle"
    );
    assert_eq!(state.board.grid.givens(), easy.parse().unwrap());
    assert_eq!(state.board.grid.entries().given_count(), 1);

    // An edit while the worker looks: its answer is kept for that board only.
    let asked = run(state, &[Act::Do(Action::Hint(HintAction::Hint))]);
    let hint = asked.hints.hint.clone().unwrap();
    let edited = run(
        asked,
        &[
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 3), digit(1)))),
            Act::Do(hinted(&hint)),
        ],
    );
    assert!(edited.current_hint().is_none());
    assert!(matches!(edited.status, Status::Edited { .. }));
    // The solver's digits on the board: nothing to hint until they go.
    let solved = run(State::default(), &[load(easy), Act::Solve, Act::Hint]);
    assert_eq!(solved.status, Status::Hinting(HintSaid::SolverFilled));
    assert_eq!(solved.hints.hint, None);
    // No puzzle: nothing to ask.
    let empty = run(State::default(), &[Act::Hint]);
    assert_eq!(
        (empty.status, empty.hints.hint),
        (Status::Hinting(HintSaid::NoPuzzle), None)
    );
}

#[test]
fn explain_shows_the_board_before_a_step_until_the_board_changes() {
    let givens: Board = INKALA.parse().unwrap();
    let rated = rated(givens);
    let Action::Hint(HintAction::Rated { path: Ok(path), .. }) = &rated else {
        panic!("Inkala's puzzle is rated")
    };
    let placed: usize = (path.steps[..5].iter()).map(|s| s.placements.len()).sum();
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(rated),
            Act::Do(Action::Hint(HintAction::ToggleExplain)),
            Act::Do(Action::Hint(HintAction::ShowStep(Some(5)))),
        ],
    );
    assert!(status_text(&state).starts_with("The board before step 6: "));
    let (grid, highlight) = state.explained_step().unwrap();
    // A step that is not in the path changes nothing; None goes back to the person's board.
    let beyond = run(
        state.clone(),
        &[Act::Do(Action::Hint(HintAction::ShowStep(Some(9999))))],
    );
    assert_eq!(beyond, state);
    let back = run(
        state.clone(),
        &[Act::Do(Action::Hint(HintAction::ShowStep(None)))],
    );
    assert_eq!(
        (back.hints.explain, status_text(&back).as_str()),
        (Some(None), "Your board again.")
    );
    assert_eq!(grid.givens(), givens);
    assert_eq!(grid.entries().given_count(), placed);
    assert!(!highlight.is_empty());
    assert_eq!(
        state.board.grid,
        Grid::loaded(givens),
        "the person's board is untouched"
    );
    let state = run(
        state,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 2),
            digit(1),
        )))],
    );
    assert_eq!(
        (state.hints.explain, state.explained_step()),
        (Some(None), None)
    );
    // Another puzzle's rating is not this one's.
    let other = run(state, &[load(POINTING)]);
    assert!(other.current_rating().is_none());
}

#[test]
fn show_mistakes_marks_the_entries_that_differ_from_the_solution() {
    use sudoku_testkit::INKALA_SOLVED;
    let rated = rated(INKALA.parse().unwrap());
    // r1c2 holds 1 in the solution, r1c3 holds 2: one right entry, one wrong.
    assert_eq!(&INKALA_SOLVED[1..3], "12");
    let enter = |row, col, d| Act::Do(Action::Edit(EditAction::Enter(cell(row, col), digit(d))));
    let played = run(
        State::default(),
        &[load(INKALA), Act::Do(rated), enter(1, 2, 1), enter(1, 3, 7)],
    );
    assert!(played.mistakes().is_empty(), "off by default");
    let shown = run(
        played,
        &[Act::Do(Action::Setting(SettingAction::ToggleMistakes))],
    );
    assert_eq!(shown.mistakes().iter().collect::<Vec<_>>(), [cell(1, 3)]);
    assert!(shown.memory().settings.mistakes, "remembered");
    // Corrected, nothing is marked; another puzzle's rating marks nothing on this one.
    let fixed = run(shown.clone(), &[enter(1, 3, 2)]);
    assert!(fixed.mistakes().is_empty());
    let other = run(shown, &[load(POINTING), enter(1, 2, 9)]);
    assert!(other.mistakes().is_empty());
}

#[test]
fn one_way_of_learning_at_a_time() {
    let explain = || Act::Do(Action::Hint(HintAction::ToggleExplain));
    let step_through = || Act::Do(Action::Step(StepAction::StepThrough));
    let explaining = run(State::default(), &[load(EASY), explain()]);
    assert!(explaining.hints.explain.is_some());
    // Compare closes Explain solution's list, and so does Step through.
    let compared = run(explaining.clone(), &[Act::Compare]);
    assert!(compared.hints.explain.is_none());
    assert!(compared.runs.comparison.is_some());
    let stepping = run(explaining, &[step_through()]);
    assert!(stepping.hints.explain.is_none());
    assert!(stepping.steps.stepping.is_some());
    // Opening it closes Compare's figures and the stepping.
    let both = run(
        State::default(),
        &[load(EASY), Act::Compare, step_through()],
    );
    assert!(both.runs.comparison.is_some() && both.steps.stepping.is_some());
    let explained = run(both, &[explain()]);
    assert!(explained.hints.explain.is_some());
    assert!(explained.runs.comparison.is_none() && explained.steps.stepping.is_none());
}

#[test]
fn the_difficulty_line_says_how_far_the_rating_is_until_it_is_in() {
    use crate::page::components::rating::rating_text;
    use sudoku_words::Lang;
    let line = |state: &State| {
        rating_text(
            true,
            state.current_rating(),
            state.current_progress(),
            Lang::En,
        )
    };
    let givens: Board = INKALA.parse().unwrap();
    let progress = |percent| Act::Do(Action::Hint(HintAction::Progress { givens, percent }));
    let state = run(State::default(), &[load(INKALA), progress(40)]);
    assert_eq!(line(&state), "Difficulty: rating… 40%");
    // Another puzzle's progress is not this one's.
    assert_eq!(
        line(&run(state.clone(), &[load(EASY)])),
        "Difficulty: rating…"
    );
    // The page's own path comes first: Explain solution has its steps, the line still says how
    // far the rating is.
    let whole = rated(givens);
    let Action::Hint(HintAction::Rated { path: Ok(path), .. }) = &whole else {
        panic!("Inkala's puzzle is rated")
    };
    let explained = Action::Hint(HintAction::Rated {
        givens,
        path: Ok(Rc::new(crate::workers::logic::Rated {
            se: None,
            ..(**path).clone()
        })),
    });
    let state = run(state, &[Act::Do(explained), progress(70)]);
    assert_eq!(line(&state), "Difficulty: rating… 70%");
    let steps = state.current_rating().and_then(|r| r.path.as_ref().ok());
    let count = path.steps.len();
    assert_eq!(steps.map(|rated| rated.steps.len()), Some(count));
    let state = run(state, &[Act::Do(whole)]);
    assert_eq!(
        line(&state),
        format!(
            "Difficulty: Extreme (SE 10.7). Hardest step: Nested forcing chain (+ forcing \
             chains); {count} steps."
        )
    );
    assert_eq!(state.current_progress(), None);
}
