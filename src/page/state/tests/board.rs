//! Typing, clearing, undo and redo, loading.

use super::*;

#[test]
fn typing_fills_and_erases_givens() {
    let state = run(
        State::default(),
        &[
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 1), digit(8)))),
            Act::Do(Action::Edit(EditAction::Enter(cell(2, 3), digit(3)))),
            Act::Do(Action::Edit(EditAction::Enter(cell(2, 3), None))),
        ],
    );
    assert_eq!(
        state.board.grid.entry(cell(1, 1)),
        Entry::Given(Digit::new(8).unwrap())
    );
    assert_eq!(state.board.grid.entry(cell(2, 3)), Entry::Empty);
    assert_eq!(state.board.history().0.len(), 3);
    assert!(matches!(state.status, Status::Edited { .. }));
    assert!(
        status_text(&state).starts_with("1 given."),
        "{}",
        status_text(&state)
    );
}

#[test]
fn undo_and_redo_walk_every_change() {
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 2), digit(1)))),
            Act::Solve,
            Act::Do(Action::Edit(EditAction::Clear)),
        ],
    );
    assert_eq!(state.board.history().0.len(), 4);
    let back = run(
        state.clone(),
        &[
            Act::Do(Action::Edit(EditAction::Undo)),
            Act::Do(Action::Edit(EditAction::Undo)),
        ],
    );
    // Typed on a loaded puzzle, the 1 is the person's entry.
    assert_eq!(
        back.board.grid.entry(cell(1, 2)),
        Entry::Entered(Digit::new(1).unwrap())
    );
    assert_eq!(back.board.grid.solved_count(), 0);
    assert!(back.board.can_redo());
    let forward = run(
        back.clone(),
        &[
            Act::Do(Action::Edit(EditAction::Redo)),
            Act::Do(Action::Edit(EditAction::Redo)),
        ],
    );
    assert_eq!(forward.board.grid, state.board.grid);
    assert!(!forward.board.can_redo());
    // A new change after undoing drops the redo branch.
    let branched = run(
        back,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(9, 9),
            digit(2),
        )))],
    );
    assert!(!branched.board.can_redo());
    // Undo with nothing to undo changes nothing.
    let fresh = run(State::default(), &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert_eq!(fresh, State::default());
}

#[test]
fn history_is_bounded() {
    let actions: Vec<Act> = (0..HISTORY_LIMIT + 20)
        .map(|i| {
            Act::Do(Action::Edit(EditAction::Enter(
                cell(1 + i % 9, 1),
                digit(1 + (i % 2) as u8),
            )))
        })
        .collect();
    let state = run(State::default(), &actions);
    assert_eq!(state.board.history().0.len(), HISTORY_LIMIT);
}

#[test]
fn the_saved_text_is_the_memory_encoded() {
    // Past the limit, then back and forth: the differences the history keeps must write what
    // encoding the whole memory writes.
    let edit = |i: usize| {
        Act::Do(Action::Edit(EditAction::Enter(
            cell(1 + i % 9, 1 + i / 9 % 9),
            digit(1 + (i % 7) as u8),
        )))
    };
    let mut actions: Vec<Act> = (0..HISTORY_LIMIT + 130).map(edit).collect();
    actions.extend((0..40).map(|_| Act::Do(Action::Edit(EditAction::Undo))));
    actions.extend((0..15).map(|_| Act::Do(Action::Edit(EditAction::Redo))));
    let state = run(State::default(), &actions);
    assert_eq!(state.board.history_len(), (HISTORY_LIMIT - 25, 25));
    let text = state.saved_text();
    assert_eq!(text, crate::page::memory::encode(&state.memory()));
    let read = crate::page::memory::decode(&text).expect("reads back");
    assert_eq!(read, state.memory());
}

#[test]
fn unreadable_text_changes_nothing_but_the_status() {
    let before = run(State::default(), &[load(INKALA)]);
    let after = run(before.clone(), &[load(&INKALA[..79])]);
    assert_eq!(after.board.grid, before.board.grid);
    assert_eq!(after.board.history().0, before.board.history().0);
    assert_eq!(
        after.status.text(&after.board.grid.as_status(), Lang::En),
        "The puzzle text is not a puzzle: found 79 cells, expected 81. The board is unchanged."
    );
}

#[test]
fn examples_load_by_index() {
    let state = run(
        State::default(),
        &[Act::Do(Action::Edit(EditAction::LoadExample(3)))],
    );
    assert_eq!(state.board.grid.givens().to_string(), INKALA);
    assert!(matches!(state.status, Status::Loaded(Source::Example(_))));
    assert!(
        status_text(&state).contains(": 21 givens."),
        "{}",
        status_text(&state)
    );
    let out_of_range = run(
        State::default(),
        &[Act::Do(Action::Edit(EditAction::LoadExample(999)))],
    );
    assert_eq!(out_of_range, State::default());
}
