//! Marks: the modes, Shift or Ctrl and a digit, Fill candidates, tidying the peers' marks, undo,
//! Erase by layer, and hints that read the centre marks (the notes).

use super::*;
use crate::grid::Layer;
use crate::page::keys::{KeyAction, ModeKey};
use sudoku_words::status::Mode;

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
            Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Notes)),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
            edit(EditAction::Enter(cell(1, 1), digit(5))),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
        ],
    );
    assert_eq!(state.board.mode, Mode::Centre);
    assert_eq!(noted(&state, cell(1, 1)), [5]);
    assert_eq!(state.board.grid.entry(cell(1, 1)), Entry::Empty);
    assert_eq!(
        status_text(&state),
        "Centre mode: a digit now toggles a centre mark in the cell."
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
            Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Notes)),
            edit(EditAction::Enter(cell(1, 2), digit(7))),
            edit(EditAction::Mark(
                Layer::Centre,
                cell(1, 1),
                digit(9).unwrap(),
            )),
        ],
    );
    assert_eq!(off.board.mode, Mode::Digit);
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
        "Every empty cell's candidates are now in its centre marks."
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
        &[
            edit(EditAction::Mark(Layer::Centre, cell(1, 1), needed)),
            Act::Hint,
        ],
    );
    assert_eq!(
        status_text(&lost),
        format!(
            "Row 1, Column 1 has lost its {needed}, which it needs. Put the centre marks back, then ask again."
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

fn cornered(state: &State, at: Cell) -> Vec<u8> {
    let marks = state.board.grid.marks(Layer::Corner).get(at);
    marks.iter().map(Digit::get).collect()
}

#[test]
fn corner_mode_and_the_mode_keys() {
    let state = run(
        State::default(),
        &[
            load(EASY),
            edit(EditAction::SetMode(Mode::Corner)),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
            edit(EditAction::Enter(cell(1, 1), digit(2))),
            edit(EditAction::Mark(
                Layer::Centre,
                cell(1, 1),
                digit(7).unwrap(),
            )),
        ],
    );
    assert_eq!(cornered(&state, cell(1, 1)), [2, 4]);
    assert_eq!(noted(&state, cell(1, 1)), [7]);
    assert_eq!(
        status_text(&state),
        "Corner mode: a digit now toggles a corner mark in the cell."
    );
    // Erase in Corner mode takes the corner marks first, then the rest; in Digit mode the
    // centre marks first.
    let erased = run(state.clone(), &[edit(EditAction::Enter(cell(1, 1), None))]);
    assert!(cornered(&erased, cell(1, 1)).is_empty());
    assert_eq!(noted(&erased, cell(1, 1)), [7]);
    let twice = run(erased, &[edit(EditAction::Enter(cell(1, 1), None))]);
    assert!(!twice.board.grid.is_marked(cell(1, 1)));
    let in_digit_mode = run(
        state.clone(),
        &[
            edit(EditAction::SetMode(Mode::Digit)),
            edit(EditAction::Enter(cell(1, 1), None)),
        ],
    );
    assert_eq!(cornered(&in_digit_mode, cell(1, 1)), [2, 4]);
    assert!(noted(&in_digit_mode, cell(1, 1)).is_empty());
    // The cycle goes Digit, Corner, Centre, Colour and round; N toggles Centre and Digit.
    let cycled = run(
        state.clone(),
        &[Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Cycle))],
    );
    assert_eq!(cycled.board.mode, Mode::Centre);
    let cycle = Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Cycle));
    let colour = run(cycled, std::slice::from_ref(&cycle));
    assert_eq!(colour.board.mode, Mode::Colour);
    let round = run(colour, &[cycle]);
    assert_eq!(round.board.mode, Mode::Digit);
    let notes = run(
        round,
        &[Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Notes))],
    );
    assert_eq!(notes.board.mode, Mode::Centre);
    // A digit placed clears the cell's marks and, by default, its peers' of both layers.
    let placed = run(
        state,
        &[
            edit(EditAction::Mark(
                Layer::Corner,
                cell(1, 2),
                digit(4).unwrap(),
            )),
            edit(EditAction::SetMode(Mode::Digit)),
            edit(EditAction::Enter(cell(1, 1), digit(4))),
        ],
    );
    assert!(!placed.board.grid.is_marked(cell(1, 1)));
    assert!(cornered(&placed, cell(1, 2)).is_empty());
}

#[test]
fn several_cells_picked_take_a_digit_a_mark_or_erase_as_one_step() {
    use crate::page::state::Pick;
    let loaded = run(State::default(), &[load(EASY)]);
    // r1c1 and r1c2 empty, r1c3 a given (3).
    let picked = run(
        loaded.clone(),
        &[
            edit(EditAction::Pick(cell(1, 1), Pick::Alone)),
            edit(EditAction::Pick(cell(1, 2), Pick::Add)),
            edit(EditAction::Pick(cell(1, 3), Pick::Add)),
        ],
    );
    assert_eq!(picked.board.picked.len(), 3);
    assert_eq!(picked.board.selected, cell(1, 3));
    let filled = run(
        picked.clone(),
        &[edit(EditAction::Enter(cell(1, 3), digit(1)))],
    );
    let entries = filled.board.grid.entries();
    assert_eq!(entries.get(cell(1, 1)), digit(1));
    assert_eq!(entries.get(cell(1, 2)), digit(1));
    assert_eq!(
        filled.board.grid.givens().get(cell(1, 3)),
        digit(3),
        "the given stays"
    );
    assert_eq!(
        filled.board.history().0.len(),
        picked.board.history().0.len() + 1
    );
    let undone = run(filled.clone(), &[edit(EditAction::Undo)]);
    assert_eq!(
        undone.board.grid, picked.board.grid,
        "one Undo for them all"
    );
    // Erase empties both; with only the given left to change, the status says it stays.
    let erased = run(filled, &[edit(EditAction::Enter(cell(1, 3), None))]);
    assert_eq!(erased.board.grid.entries(), loaded.board.grid.entries());
    let on_given = run(erased, &[edit(EditAction::Enter(cell(1, 3), None))]);
    assert_eq!(on_given.status, Status::GivenLocked(cell(1, 3)));
    // A mark goes into each picked empty cell: in all of them, then out of all of them.
    let three = |action: EditAction| run(picked.clone(), &[edit(action.clone()), edit(action)]);
    let twice = three(EditAction::Mark(
        Layer::Corner,
        cell(1, 3),
        digit(6).unwrap(),
    ));
    assert_eq!(twice.board.grid, picked.board.grid);
    let marked = run(
        picked.clone(),
        &[edit(EditAction::Mark(
            Layer::Corner,
            cell(1, 3),
            digit(6).unwrap(),
        ))],
    );
    assert_eq!(cornered(&marked, cell(1, 1)), [6]);
    assert_eq!(cornered(&marked, cell(1, 2)), [6]);
    // Ctrl: toggled out; down to one cell, that cell alone. The focus moving keeps a pick.
    let toggled = run(
        picked.clone(),
        &[
            edit(EditAction::Pick(cell(1, 2), Pick::Toggle)),
            edit(EditAction::Select(cell(1, 2))),
        ],
    );
    assert_eq!(
        toggled.board.picked.iter().collect::<Vec<_>>(),
        [cell(1, 1), cell(1, 3)]
    );
    let one = run(toggled, &[edit(EditAction::Pick(cell(1, 3), Pick::Toggle))]);
    assert!(one.board.picked.is_empty());
    assert_eq!(one.board.selected, cell(1, 1));
    // A plain pick lets go; picking the selected cell alone again is no change.
    let alone = run(picked, &[edit(EditAction::Pick(cell(2, 2), Pick::Alone))]);
    assert!(alone.board.picked.is_empty());
    assert_eq!(alone.board.selected, cell(2, 2));
    assert_eq!(alone.edit(EditAction::Pick(cell(2, 2), Pick::Alone)), None);
}

#[test]
fn keys_typed_faster_than_the_focus_moves_go_where_the_selection_is() {
    // Typing a puzzle in while the page is busy (its cards drawn): the focus still in r1c1 after
    // the 5 moved the selection on, the '.' and the 7 go to r1c2 and r1c3, not back to r1c1.
    let key = |action| edit(EditAction::Key(action));
    let typed = run(
        State::default(),
        &[
            key(KeyAction::Enter(digit(5))),
            key(KeyAction::Enter(None)),
            key(KeyAction::Enter(digit(7))),
        ],
    );
    let givens = typed.board.grid.givens();
    assert_eq!(givens.get(cell(1, 1)), digit(5));
    assert_eq!(givens.get(cell(1, 2)), None);
    assert_eq!(givens.get(cell(1, 3)), digit(7));
    assert_eq!(typed.board.selected, cell(1, 4));
}

#[test]
fn keys_in_a_cell_type_move_and_pick() {
    use crate::page::keys::Move;
    let key = Act::Key;
    // Typing a puzzle in: each digit moves on; the pad types into the selected cell likewise.
    let typed = run(
        State::default(),
        &[
            key(cell(1, 1), KeyAction::Enter(digit(5))),
            edit(EditAction::Pad(digit(3), true)),
        ],
    );
    assert_eq!(typed.board.grid.givens().get(cell(1, 1)), digit(5));
    assert_eq!(typed.board.grid.givens().get(cell(1, 2)), digit(3));
    assert_eq!(typed.board.selected, cell(1, 3));
    // A loaded puzzle: a digit stays put; the arrows move the selection, Shift adds.
    let loaded = run(State::default(), &[load(EASY)]);
    let moved = run(
        loaded,
        &[
            key(cell(1, 1), KeyAction::Enter(digit(4))),
            key(cell(1, 1), KeyAction::Move(Move::Right)),
            key(cell(1, 2), KeyAction::Extend(Move::Down)),
        ],
    );
    assert_eq!(moved.board.grid.entries().get(cell(1, 1)), digit(4));
    assert_eq!(moved.board.selected, cell(2, 2));
    assert_eq!(
        moved.board.picked.iter().collect::<Vec<_>>(),
        [cell(1, 2), cell(2, 2)]
    );
    let alone = run(moved, &[key(cell(2, 2), KeyAction::Collapse)]);
    assert!(alone.board.picked.is_empty());
    assert_eq!(alone.board.selected, cell(2, 2));
    assert_eq!(alone.edit(EditAction::Key(KeyAction::Swallow)), None);
}

#[test]
fn colour_mode_colours_any_cell_and_erase_takes_colours_only() {
    let state = run(
        State::default(),
        &[
            load(EASY),
            Act::Key(cell(1, 1), KeyAction::Mode(ModeKey::Set(Mode::Colour))),
            edit(EditAction::Enter(cell(1, 3), digit(7))),
            edit(EditAction::Enter(cell(1, 1), digit(2))),
            edit(EditAction::Enter(cell(1, 1), digit(9))),
        ],
    );
    assert_eq!(
        status_text(&state),
        "Colour mode: a digit now toggles a colour in the cell."
    );
    let colours = |state: &State, at| state.board.grid.marks(Layer::Colour).get(at);
    // r1c3 is a given of the easy puzzle: coloured all the same, and its digit stays.
    assert_eq!(colours(&state, cell(1, 3)).len(), 1);
    assert_eq!(colours(&state, cell(1, 1)).len(), 2);
    assert_eq!(state.board.grid.entry(cell(1, 1)), Entry::Empty);
    let erased = run(state.clone(), &[edit(EditAction::Enter(cell(1, 3), None))]);
    assert!(colours(&erased, cell(1, 3)).is_empty());
    assert_eq!(erased.board.grid.givens(), state.board.grid.givens());
    assert_eq!(erased.status, state.status, "no given said to be locked");
    let undone = run(erased, &[edit(EditAction::Undo)]);
    assert_eq!(undone.board.grid, state.board.grid);
}

#[test]
fn a_digit_lit_says_its_places_and_goes_off_when_pressed_again() {
    let loaded = run(State::default(), &[load(EASY)]);
    let lit = run(loaded, &[edit(EditAction::Pad(digit(3), false))]);
    assert_eq!(lit.board.lit, digit(3));
    let (holds, open) = lit.board.grid.places(digit(3).unwrap());
    assert_eq!(
        status_text(&lit),
        format!(
            "Showing 3: {} placed, {} empty cells can take it.",
            holds.len(),
            open.len()
        )
    );
    let off = run(lit, &[edit(EditAction::Pad(digit(3), false))]);
    assert_eq!(off.board.lit, None);
    assert_eq!(status_text(&off), "No digit is shown now.");
    // Cells picked (a finger's drag gives the board no focus): the pad types into them.
    use crate::page::state::Pick;
    let typed = run(
        off,
        &[
            edit(EditAction::Pick(cell(1, 1), Pick::Alone)),
            edit(EditAction::Pick(cell(1, 2), Pick::Add)),
            edit(EditAction::Pad(digit(4), false)),
        ],
    );
    assert_eq!(typed.board.lit, None);
    assert_eq!(typed.board.grid.entries().get(cell(1, 2)), digit(4));
}

#[test]
fn check_marks_names_the_cells_whose_marks_lost_their_digit() {
    use crate::page::state::HintAction;
    let check = Act::Do(Action::Hint(HintAction::CheckMarks));
    let loaded = run(State::default(), &[load(EASY)]);
    // Before the rating is in, the solution is not known.
    let early = run(loaded.clone(), std::slice::from_ref(&check));
    assert_eq!(early.status, Status::Unchecked);
    let givens = loaded.board.grid.givens();
    let filled = run(
        loaded,
        &[Act::Do(rated(givens)), edit(EditAction::FillNotes), check],
    );
    assert_eq!(
        status_text(&filled),
        "Your marks are right: no cell has lost its digit."
    );
    let solution = givens.solve().outcome;
    let sudoku_solver::Outcome::Unique(solution) = solution else {
        panic!("one solution")
    };
    let needed = solution.get(cell(1, 1));
    let lost = run(
        filled,
        &[
            edit(EditAction::Mark(Layer::Centre, cell(1, 1), needed)),
            Act::Do(Action::Hint(HintAction::CheckMarks)),
        ],
    );
    assert_eq!(
        status_text(&lost),
        format!("Your marks have lost 1 of the solution's digits: Row 1, Column 1 needs {needed}.")
    );
    assert!(lost.hints.checked.unwrap().contains(cell(1, 1), needed));
    // The board changed: what was checked goes.
    let changed = run(
        lost,
        &[edit(EditAction::Mark(Layer::Centre, cell(1, 1), needed))],
    );
    assert_eq!(changed.hints.checked, None);
}

#[test]
fn h_in_a_cell_lights_its_digit_and_puts_the_light_out() {
    let loaded = run(State::default(), &[load(EASY)]);
    // r1c3 holds the given 3; r1c1 is empty.
    let lit = run(loaded.clone(), &[Act::Key(cell(1, 3), KeyAction::Light)]);
    assert_eq!(lit.board.lit, digit(3));
    let off = run(lit, &[Act::Key(cell(1, 1), KeyAction::Light)]);
    assert_eq!(off.board.lit, None, "an empty cell puts the light out");
    assert_eq!(
        loaded.edit(EditAction::Key(KeyAction::Light)),
        None,
        "no light, an empty cell: nothing to do"
    );
}
