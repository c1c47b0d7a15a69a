//! Where did I go wrong?: the earliest damage found in a history, its reason from the worker,
//! going back to it, keeping on.

use super::*;
use crate::grid::{Grid, Layer};
use crate::page::state::board::Editing;
use crate::workers::logic::answer as logic_answer;

fn solution(givens: Board) -> Board {
    let sudoku_solver::Outcome::Unique(solution) = givens.solve().outcome else {
        panic!("one solution")
    };
    Board::from_line(&solution.to_string()).unwrap()
}

/// The worker's answer to what the state asks of it, given back.
fn answered(state: State) -> State {
    let (_, request) = state.logic_asked().expect("a request");
    let Some(LogicReply::Wrong { id, reason }) = logic_answer(&request) else {
        panic!("not a reason")
    };
    let reason = reason.map(|step| Rc::new(*step));
    run(
        state,
        &[Act::Do(Action::Hint(HintAction::WrongFound { id, reason }))],
    )
}

fn edit(action: EditAction) -> Act {
    Act::Do(Action::Edit(action))
}

fn where_wrong() -> Act {
    Act::Do(Action::Hint(HintAction::WhereWrong))
}

#[test]
fn the_planted_wrong_move_of_thirty_is_found_told_and_gone_back_to() {
    let loaded = run(State::default(), &[load(EASY)]);
    let givens = loaded.board.grid.givens();
    let solution = solution(givens);
    let open: Vec<Cell> = Cell::all().filter(|&c| givens.get(c).is_none()).collect();
    // Thirty moves into the first thirty empty cells, the twelfth a wrong candidate.
    let wrong = loaded
        .board
        .grid
        .candidates(open[11])
        .iter()
        .find(|&d| Some(d) != solution.get(open[11]))
        .unwrap();
    let moves: Vec<Act> = (0..30)
        .map(|i| {
            let d = if i == 11 {
                Some(wrong)
            } else {
                solution.get(open[i])
            };
            Act::Key(open[i], crate::page::keys::KeyAction::Enter(d))
        })
        .collect();
    let played = run(run(loaded, &[Act::Do(rated(givens))]), &moves);
    assert_eq!(
        played.board.history_len().0,
        31,
        "the load and thirty moves"
    );
    let before = played.board.history().0.iter().nth(18).copied().unwrap();
    let found = run(played.clone(), &[where_wrong()]);
    assert_eq!(found.status, Status::WentWrong(None));
    let asked = found.current_wrong().unwrap();
    assert_eq!(
        (asked.number, asked.moves, asked.at, asked.marks),
        (12, 30, (open[11], wrong), false)
    );
    let (shown, lit) = found.explained_step().expect("the board before the move");
    assert_eq!(shown, before);
    assert_eq!(shown.entries().get(open[11]), None);
    assert_eq!(lit.target, [open[11]]);
    // A logic worker lost while the reason is asked: the view goes (asked again, it is sent to
    // the fresh worker under a new number).
    let lost = run(
        found.clone(),
        &[Act::Do(Action::WorkerLost(WorkerKind::Logic))],
    );
    assert_eq!((lost.current_wrong(), lost.logic_asked()), (None, None));
    let again = run(lost, &[where_wrong()]);
    assert_ne!(
        again.logic_asked().unwrap().0,
        found.logic_asked().unwrap().0
    );
    let told = answered(found);
    let text = status_text(&told);
    let put = format!(
        "Move 12 of 30 went wrong: it put {wrong} in {}. ",
        Lang::En.cell(open[11])
    );
    assert!(text.starts_with(&put), "{text}");
    let why = &text[put.len()..];
    assert!(
        why.starts_with(&format!("If {} held {wrong}", Lang::En.cell(open[11])))
            || why.starts_with(&format!("{} cannot be {wrong}", Lang::En.cell(open[11]))),
        "{text}"
    );
    // The reason's drawing: the assumed digit struck in its cell.
    let (_, lit) = told.explained_step().unwrap();
    assert_eq!(lit.out, [(open[11], wrong)]);
    assert_eq!(told.logic_asked(), None, "asked once");
    // Keep playing: the person's board again, unchanged.
    let kept = run(
        told.clone(),
        &[Act::Do(Action::Hint(HintAction::KeepPlaying))],
    );
    assert_eq!(kept.explained_step(), None);
    assert_eq!(kept.board.grid, played.board.grid);
    // Go back: undone to just before it, the nineteen moves after it redoable.
    let back = run(told, &[Act::Do(Action::Hint(HintAction::GoBack))]);
    assert_eq!(back.board.grid, before);
    assert_eq!(back.status, Status::WentBack(19));
    assert_eq!(back.board.history_len(), (12, 19));
    assert_eq!(back.explained_step(), None);
    let redone = run(
        back,
        &(0..19).map(|_| edit(EditAction::Redo)).collect::<Vec<_>>(),
    );
    assert_eq!(redone.board.grid, played.board.grid);
}

#[test]
fn only_the_damage_the_board_still_holds_counts() {
    let loaded = run(State::default(), &[load(EASY)]);
    let givens = loaded.board.grid.givens();
    let solution = solution(givens);
    let rated_state = run(loaded.clone(), &[Act::Do(rated(givens))]);
    // Before the rating, nothing can be checked.
    assert_eq!(run(loaded, &[where_wrong()]).status, Status::Unchecked);
    assert_eq!(
        run(rated_state.clone(), &[where_wrong()]).status,
        Status::NothingWrong
    );
    let open: Vec<Cell> = Cell::all().filter(|&c| givens.get(c).is_none()).collect();
    let (a, b, last) = (open[0], open[1], open[open.len() - 1]);
    let (right_a, right_b) = (solution.get(a).unwrap(), solution.get(b).unwrap());
    let other = |d: Digit| Digit::ALL.into_iter().find(|&x| x != d).unwrap();
    let key = |c, d| Act::Key(c, crate::page::keys::KeyAction::Enter(Some(d)));
    let erase = |c| Act::Key(c, crate::page::keys::KeyAction::Erase);
    // A wrong digit put and erased, then centre marks that leave out a cell's digit.
    let state = run(
        rated_state,
        &[
            key(a, other(right_a)),
            erase(a),
            edit(EditAction::Mark(Layer::Centre, b, other(right_b))),
            key(last, solution.get(last).unwrap()),
        ],
    );
    let found = run(state, &[where_wrong()]);
    let asked = found.current_wrong().unwrap();
    assert_eq!(
        (asked.number, asked.moves, asked.at, asked.marks),
        (3, 4, (b, right_b), true)
    );
    let told = answered(found);
    let text = status_text(&told);
    let head = format!(
        "Move 3 of 4 went wrong: its marks left out {right_b} in {}. ",
        Lang::En.cell(b)
    );
    assert!(text.starts_with(&head), "{text}");
    assert!(
        text.contains(&format!(
            "{} must be {right_b}: the solving path",
            Lang::En.cell(b)
        )),
        "{text}"
    );
    let (_, lit) = told.explained_step().unwrap();
    assert_eq!(lit.put, [(b, right_b)]);
    // A board that came wrong (a saved one, its history gone): older than the moves kept.
    let mut entries = Board::EMPTY;
    entries.set(a, Some(other(right_a)));
    let mut recalled = run(State::default(), &[Act::Do(rated(givens))]);
    recalled.board = Editing::recalled(
        Grid::loaded(givens).with_entries(entries),
        Vec::new(),
        Vec::new(),
    );
    let old = run(recalled, &[where_wrong()]);
    let asked = old.current_wrong().unwrap();
    assert_eq!(
        (asked.number, asked.moves, asked.at, asked.back),
        (0, 0, (a, other(right_a)), 0)
    );
    let told = answered(old);
    let text = status_text(&told);
    assert!(
        text.starts_with("It went wrong before the oldest move kept: a move put "),
        "{text}"
    );
    // No move to go back to.
    assert_eq!(
        run(told.clone(), &[Act::Do(Action::Hint(HintAction::GoBack))]),
        told
    );
}
