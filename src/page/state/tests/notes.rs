//! Notes: the mode, Shift and a digit, Fill notes, tidying the peers' notes, undo, and hints
//! that read the notes.

use super::*;

fn edit(action: EditAction) -> Act {
    Act::Do(Action::Edit(action))
}

fn noted(state: &State, at: Cell) -> Vec<u8> {
    state
        .board
        .grid
        .notes()
        .get(at)
        .iter()
        .map(Digit::get)
        .collect()
}

#[test]
fn in_notes_mode_a_digit_toggles_a_note_and_erase_clears_them() {
    let state = run(
        State::default(),
        &[
            load(EASY),
            edit(EditAction::ToggleNotes),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
            edit(EditAction::Enter(cell(1, 1), digit(5))),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
        ],
    );
    assert!(state.board.notes_mode);
    assert_eq!(noted(&state, cell(1, 1)), [5]);
    assert_eq!(state.board.grid.entry(cell(1, 1)), Entry::Empty);
    assert_eq!(
        status_text(&state),
        "Notes on: a digit now toggles a note in the cell."
    );
    // Each toggle is one undo step.
    assert_eq!(state.board.history().0.len(), 4);
    let undone = run(state.clone(), &[edit(EditAction::Undo)]);
    assert_eq!(noted(&undone, cell(1, 1)), [4, 5]);
    // A given takes no notes; Erase clears the cell's notes.
    assert!(state.board.grid.givens().get(cell(1, 3)).is_some());
    let on_given = run(
        state.clone(),
        &[edit(EditAction::Enter(cell(1, 3), digit(1)))],
    );
    assert_eq!(on_given.board.grid, state.board.grid);
    let erased = run(state.clone(), &[edit(EditAction::Enter(cell(1, 1), None))]);
    assert!(noted(&erased, cell(1, 1)).is_empty());
    // Out of notes mode a digit fills the cell again; Shift and a digit still notes.
    let off = run(
        state,
        &[
            edit(EditAction::ToggleNotes),
            edit(EditAction::Enter(cell(1, 2), digit(7))),
            edit(EditAction::Note(cell(1, 1), digit(9).unwrap())),
        ],
    );
    assert!(!off.board.notes_mode);
    assert_eq!(
        off.board.grid.entry(cell(1, 2)),
        Entry::Entered(Digit::new(7).unwrap())
    );
    assert_eq!(noted(&off, cell(1, 1)), [5, 9]);
}

#[test]
fn fill_notes_then_placing_a_digit_clears_it_from_its_peers_unless_turned_off() {
    let filled = run(State::default(), &[load(EASY), edit(EditAction::FillNotes)]);
    assert_eq!(
        status_text(&filled),
        "Every empty cell's candidates are now in its notes."
    );
    for at in Cell::all() {
        assert_eq!(
            filled.board.grid.notes().get(at),
            filled.board.grid.candidates(at),
            "{at}"
        );
    }
    // A candidate of r1c1 that r1c2 (same row and box) has too.
    let grid = filled.board.grid;
    let four = (grid.candidates(cell(1, 1)).iter())
        .find(|&d| grid.candidates(cell(1, 2)).contains(d))
        .unwrap();
    assert!(filled.board.grid.notes().contains(cell(1, 2), four));
    let placed = run(
        filled.clone(),
        &[edit(EditAction::Enter(cell(1, 1), Some(four)))],
    );
    assert!(!placed.board.grid.notes().contains(cell(1, 2), four));
    assert!(noted(&placed, cell(1, 1)).is_empty());
    let kept = run(
        filled,
        &[
            Act::Do(Action::Setting(SettingAction::ToggleTidyNotes)),
            edit(EditAction::Enter(cell(1, 1), Some(four))),
        ],
    );
    assert!(kept.board.grid.notes().contains(cell(1, 2), four));
    assert!(kept.memory().settings.notes_kept);
}

#[test]
fn hints_read_the_notes() {
    let filled = run(State::default(), &[load(EASY), edit(EditAction::FillNotes)]);
    let solution = EASY.parse::<Board>().unwrap().solve().outcome;
    let sudoku_solver::Outcome::Unique(solution) = solution else {
        panic!("the easy puzzle has one solution")
    };
    // Take r1c1's solution digit out of its notes: the hint names it, and marks the cell.
    let needed = solution.get(cell(1, 1));
    let lost = run(
        filled.clone(),
        &[edit(EditAction::Note(cell(1, 1), needed)), Act::Hint],
    );
    assert_eq!(
        status_text(&lost),
        format!(
            "Row 1, Column 1 has lost its {needed}, which it needs. Put the notes back, then ask again."
        )
    );
    assert_eq!(
        Highlight::of_hint(lost.current_hint().unwrap()).cause,
        vec![cell(1, 1)]
    );
    // With full notes a hint is a step; applying it takes its eliminations out of the notes.
    let hinted = run(filled, &[Act::Hint, Act::Hint, Act::Hint]);
    assert!(
        status_text(&hinted).starts_with("Applied:"),
        "{}",
        status_text(&hinted)
    );
    let grid = hinted.board.grid;
    for at in Cell::all() {
        for d in grid.notes().get(at).iter() {
            assert!(
                !grid.struck().contains(at, d),
                "{at} keeps a struck note {d}"
            );
        }
    }
}
