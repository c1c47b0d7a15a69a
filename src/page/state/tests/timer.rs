//! The timer: started by a loaded puzzle, clocked by the hook, paused while the page is hidden,
//! finished by the person's last digit, with the hints asked.

use super::*;
use crate::page::state::{Phase, TimerAction};

fn clock(now: f64) -> Act {
    Act::Do(Action::Timer(TimerAction::Clock(now)))
}

fn hidden(hidden: bool, now: f64) -> Act {
    Act::Do(Action::Timer(TimerAction::Hidden(hidden, now)))
}

/// The easy puzzle with every empty cell but r1c1 filled from its solution, and r1c1's digit.
fn all_but_one() -> (Vec<Act>, Digit) {
    let sudoku_solver::Outcome::Unique(solution) = EASY.parse::<Board>().unwrap().solve().outcome
    else {
        panic!("one solution")
    };
    let givens: Board = EASY.parse().unwrap();
    let acts = Cell::all()
        .filter(|&at| at != cell(1, 1) && givens.get(at).is_none())
        .map(|at| Act::Do(Action::Edit(EditAction::Enter(at, Some(solution.get(at))))))
        .collect();
    (acts, solution.get(cell(1, 1)))
}

/// The state a reload starts from, through the stored text.
fn reloaded(state: &State) -> State {
    let text = crate::page::memory::encode(&state.memory());
    State::start(Recalled::read(Some(&text), None), 0, "", System::default())
}

#[test]
fn a_loaded_puzzle_is_timed_while_the_page_is_shown_and_finished_by_the_last_digit() {
    let state = run(State::default(), &[load(EASY)]);
    assert_eq!(state.timer.phase, Phase::Counting);
    assert!(state.timer.wants_clock(), "the hook is asked for a reading");
    let state = run(state, &[clock(1_000.0)]);
    assert!(!state.timer.wants_clock());
    assert_eq!(state.timer.elapsed(61_000.0), 60_000);
    // Hidden from 61 s to 500 s: those minutes do not count.
    let state = run(state, &[hidden(true, 61_000.0), hidden(false, 500_000.0)]);
    assert!(state.timer.wants_clock());
    let state = run(state, &[clock(500_000.0), Act::Hint]);
    assert_eq!(state.timer.hints, 1);
    let (fill, last) = all_but_one();
    let state = run(state, &fill);
    assert_eq!(
        state.timer.phase,
        Phase::Counting,
        "one cell is still empty"
    );
    let state = run(
        state,
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            Some(last),
        )))],
    );
    assert_eq!(state.timer.phase, Phase::Completing);
    let state = run(state, &[clock(575_000.0)]);
    assert_eq!(state.timer.phase, Phase::Finished(135_000));
    assert_eq!(status_text(&state), "Solved by you in 2:15, 1 hint.");
    // It stays finished; the time is kept in the memory.
    let state = run(state, &[clock(600_000.0)]);
    assert_eq!(state.timer.elapsed(900_000.0), 135_000);
    let restored = reloaded(&state);
    assert_eq!(restored.timer.phase, Phase::Finished(135_000));
}

#[test]
fn a_board_the_solver_filled_or_typed_in_is_not_the_persons_win() {
    let (fill, _) = all_but_one();
    let typed = run(State::default(), &fill);
    assert_eq!(
        typed.timer.phase,
        Phase::Idle,
        "a board being set up is not timed"
    );
    let solved = run(State::default(), &[load(EASY), clock(0.0), Act::Solve]);
    assert_eq!(solved.timer.phase, Phase::Counting);
    assert!(!solved.timer.wants_clock());
    // Another puzzle starts from zero; Clear stops the timer.
    let other = run(solved.clone(), &[load(INKALA)]);
    assert_eq!(
        (other.timer.phase, other.timer.elapsed(1e9)),
        (Phase::Counting, 0)
    );
    let cleared = run(solved, &[Act::Do(Action::Edit(EditAction::Clear))]);
    assert_eq!(cleared.timer.phase, Phase::Idle);
}

#[test]
fn a_reload_keeps_the_time_counted_before_the_page_was_hidden() {
    let state = run(
        State::default(),
        &[load(EASY), clock(0.0), hidden(true, 42_000.0)],
    );
    let restored = reloaded(&state);
    assert_eq!(restored.timer.phase, Phase::Counting);
    assert!(restored.timer.wants_clock());
    let restored = run(restored, &[clock(5.0)]);
    assert_eq!(restored.timer.elapsed(1_005.0), 43_000);
}

#[test]
fn the_game_for_stats_is_the_timers_with_what_the_load_said() {
    assert_eq!(State::default().game(), None, "no puzzle, no game");
    let state = run(State::default(), &[load(EASY)]);
    let game = state.game().expect("a loaded puzzle is a game");
    assert_eq!(game.givens, EASY.parse().unwrap());
    assert_eq!(
        (game.level, game.day, game.millis, game.hints),
        (None, None, None, 0)
    );
    // Today's puzzle: its level and day, while the status says so.
    let today = Status::Loaded(sudoku_words::status::Source::Today {
        level: sudoku_solver::logic::Level::Hard,
        date: 20261206,
    });
    let said = State {
        status: today,
        ..state.clone()
    };
    let game = said.game().unwrap();
    assert_eq!(
        (game.level, game.day),
        (Some(sudoku_solver::logic::Level::Hard), Some(20261206))
    );
    // Solved by the person: its time and hints.
    let (fill, last) = all_but_one();
    let mut acts = vec![clock(1_000.0), Act::Hint];
    acts.extend(fill);
    acts.push(Act::Do(Action::Edit(EditAction::Enter(
        cell(1, 1),
        Some(last),
    ))));
    acts.push(clock(91_000.0));
    let game = run(state, &acts).game().unwrap();
    assert_eq!((game.millis, game.hints), (Some(90_000), 1));
}
