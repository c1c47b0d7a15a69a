//! Step through.

use super::*;

#[test]
fn step_through_plays_on_ticks_and_ends_with_what_it_found() {
    let state = run(
        State::default(),
        &[
            load(EASY),
            Act::Do(Action::Run(RunAction::ChooseAlgorithm(
                Algorithm::CandidatesFirst,
            ))),
            Act::Do(Action::Step(StepAction::StepThrough)),
        ],
    );
    let id = state.steps.stepping.as_ref().expect("a stepping").id;
    assert_eq!(
        status_text(&state),
        "Stepping through Candidates first: press Play, or Next step for one step at a time."
    );
    let tick = |steps| {
        Act::Do(Action::Step(StepAction::Tick {
            stepping: id,
            steps,
        }))
    };
    // Paused: the clock's ticks do nothing; Next step takes one.
    let paused = run(state.clone(), &[tick(5)]);
    assert_eq!(paused, state);
    let one = run(state, &[Act::Do(Action::Step(StepAction::NextStep))]);
    assert_eq!(one.steps.stepping.as_ref().unwrap().frame.steps, 1);
    // Playing: ticks take steps; another stepping's ticks do not.
    let playing = run(
        one,
        &[
            Act::Do(Action::Step(StepAction::SetSpeed(Speed::PerFrame(1)))),
            Act::Do(Action::Step(StepAction::TogglePlay)),
            tick(3),
            Act::Do(Action::Step(StepAction::Tick {
                stepping: id + 1,
                steps: 50,
            })),
        ],
    );
    let stepping = playing.steps.stepping.as_ref().unwrap();
    assert_eq!((stepping.frame.steps, stepping.playing), (4, true));
    // An answer for another stepping is not this one's.
    let other = Rc::new(playing.clone()).reduce(Action::Step(StepAction::Stepped {
        stepping: id + 1,
        frame: Box::new(Frame::start(Board::EMPTY)),
    }));
    assert_eq!(*other, playing);
    assert_eq!(stepping.speed, Speed::PerFrame(1));
    assert_eq!(
        playing.steps.speed,
        Speed::PerFrame(1),
        "the speed is kept for next time"
    );
    let board = playing.board.grid;
    let done = run(playing, &[tick(100_000)]);
    let stepping = done.steps.stepping.as_ref().unwrap();
    assert!(stepping.is_finished() && !stepping.playing);
    assert_eq!(done.board.grid, board, "stepping leaves the grid alone");
    let counts = EASY
        .parse::<Board>()
        .unwrap()
        .solve_with(Algorithm::CandidatesFirst)
        .counts;
    assert_eq!(
        status_text(&done),
        format!(
            "Step through finished: Candidates first found the only solution after {} tries \
             and {} backtracks.",
            counts.tries, counts.backtracks
        )
    );
    let stopped = run(
        done.clone(),
        &[Act::Do(Action::Step(StepAction::StopStepping))],
    );
    assert_eq!(stopped.steps.stepping, None);
    assert_eq!(stopped.board.grid, board);
    // An edit, or a Solve, ends it too.
    let edited = run(
        done.clone(),
        &[Act::Do(Action::Edit(EditAction::Enter(
            cell(1, 1),
            digit(4),
        )))],
    );
    assert_eq!(edited.steps.stepping, None);
    let solved = run(done, &[Act::Solve]);
    assert_eq!(solved.steps.stepping, None);
    assert!(matches!(solved.status, Status::Solved { .. }));
}
