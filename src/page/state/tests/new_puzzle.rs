//! New puzzle: the level chosen, the request, the puzzle landing as givens (or not, when stale).

use super::*;
use sudoku_solver::logic::Level;

/// The logic worker's puzzle for the request out (computed with the call the worker makes).
fn made(state: &State) -> Action {
    let asked = state.new_puzzle.asking.expect("a request is out");
    let reply = crate::workers::logic::answer(&LogicRequest::Generate {
        id: asked.id,
        level: asked.level,
        seed: asked.seed,
    });
    let Some(LogicReply::Generated { id, puzzle }) = reply else {
        panic!("a generate request gets a puzzle")
    };
    let puzzle = puzzle.map(|(givens, _)| givens);
    NewPuzzleAction::Made { id, puzzle }.into()
}

fn ask(level: Level) -> Vec<Act> {
    vec![
        Act::Do(NewPuzzleAction::ChooseLevel(level).into()),
        Act::Do(NewPuzzleAction::Ask { seed: 5 }.into()),
    ]
}

#[test]
fn a_new_puzzle_lands_as_givens_and_undo_brings_the_board_back() {
    let before = run(State::default(), &[load(EASY)]);
    let asking = run(before.clone(), &ask(Level::Hard));
    assert_eq!(asking.new_puzzle.level, Level::Hard);
    let asked = asking.new_puzzle.asking.expect("asked");
    assert_eq!(
        (asked.level, asked.seed, asked.today),
        (Level::Hard, 5, None)
    );
    assert_eq!(status_text(&asking), "Making a new Hard puzzle…");
    assert_eq!(
        asking.board.grid, before.board.grid,
        "nothing changes before it lands"
    );

    let landed = Rc::new(asking.clone()).reduce(made(&asking));
    let givens = landed.board.grid.givens();
    assert_eq!(
        sudoku_solver::logic::se::SePath::of(&givens)
            .unwrap()
            .level(),
        Level::Hard
    );
    assert!(
        landed.board.grid.entries() == Board::EMPTY,
        "the puzzle alone, no entries"
    );
    assert_eq!(landed.new_puzzle.asking, None);
    let n = givens.given_count();
    assert_eq!(
        status_text(&landed),
        format!("A new Hard puzzle: {n} givens.")
    );

    let undone = landed.reduce(Action::Edit(EditAction::Undo));
    assert_eq!(undone.board.grid, before.board.grid);
}

#[test]
fn an_answer_for_another_request_or_an_edited_board_is_ignored() {
    let asking = run(State::default(), &ask(Level::Easy));
    let answer = made(&asking);
    // Asked again: the first answer is stale.
    let again = run(
        asking.clone(),
        &[Act::Do(NewPuzzleAction::Ask { seed: 6 }.into())],
    );
    let ignored = Rc::new(again.clone()).reduce(answer.clone());
    assert_eq!(*ignored, again);
    // The person typed a digit meanwhile: the puzzle no longer lands.
    let typed = run(
        asking.clone(),
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            digit(5),
        )))],
    );
    assert_eq!(typed.new_puzzle.asking, None);
    let kept = Rc::new(typed.clone()).reduce(answer);
    assert_eq!(*kept, typed);
}

#[test]
fn todays_puzzle_is_the_days_puzzle_at_the_level_for_everyone() {
    let today = |date: u32| {
        let asked = run(
            State::default(),
            &[
                Act::Do(NewPuzzleAction::ChooseLevel(Level::Expert).into()),
                Act::Do(NewPuzzleAction::AskToday { date }.into()),
            ],
        );
        assert_eq!(status_text(&asked), "Making today's Expert puzzle…");
        let landed = Rc::new(asked.clone()).reduce(made(&asked));
        (asked.new_puzzle.asking.unwrap().seed, landed)
    };
    let (seed, landed) = today(20261123);
    assert_eq!(
        seed,
        sudoku_solver::generate::daily_seed(20261123, Level::Expert)
    );
    let n = landed.board.grid.givens().given_count();
    assert_eq!(
        status_text(&landed),
        format!("Today's Expert puzzle, 2026-11-23: {n} givens.")
    );
    // The same day gives the same puzzle (another person, another device); the next day another.
    assert_eq!(today(20261123).1.board.grid, landed.board.grid);
    assert_ne!(today(20261124).1.board.grid, landed.board.grid);
}

#[test]
fn a_practice_puzzle_is_asked_with_its_technique_and_lands_or_is_said_missed() {
    let practise = NewPuzzleAction::Practice {
        technique: sudoku_solver::logic::Technique::XWing,
        name: ["X-Wing", "X 翼"],
        seed: 3,
    };
    let asking = run(State::default(), &[Act::Do(practise.clone().into())]);
    assert_eq!(
        status_text(&asking),
        "Making a practice puzzle whose hardest step is X-Wing…"
    );
    let asked = asking.new_puzzle.asking.expect("a request is out");
    let request = LogicRequest::Practice {
        id: asked.id,
        technique: sudoku_solver::logic::Technique::XWing,
        seed: 3,
    };
    let Some(LogicReply::Generated { id, puzzle }) = crate::workers::logic::answer(&request) else {
        panic!("a practice request gets an answer")
    };
    let puzzle = puzzle.map(|(givens, _)| givens);
    let landed = run(
        asking.clone(),
        &[Act::Do(NewPuzzleAction::Made { id, puzzle }.into())],
    );
    let n = landed.board.grid.givens().given_count();
    assert_eq!(
        status_text(&landed),
        format!("A practice puzzle whose hardest step is X-Wing: {n} givens.")
    );
    // None found in the time given: said, the board unchanged, the request over.
    let missed = run(
        asking,
        &[Act::Do(NewPuzzleAction::Made { id, puzzle: None }.into())],
    );
    assert!(status_text(&missed).starts_with("No practice puzzle whose hardest step is X-Wing"));
    assert_eq!(missed.board.grid, State::default().board.grid);
    assert_eq!(missed.new_puzzle.asking, None);
}
