//! Use camera: the grid captured once it has held still for a few looks, never from a stale
//! look, and a camera the browser refuses said in the status with the board unchanged.

use super::*;
use crate::page::state::camera::{STEADY_LOOKS, STILL};
use crate::page::state::{CameraAction, CameraPhase};
use crate::workers::scan::Corners;
use sudoku_words::status::CameraProblem;

fn check(state: Rc<State>, action: CameraAction) -> Rc<State> {
    state.reduce(Action::Camera(action))
}

/// A grid in the middle of the frame, moved `by` to the right.
fn grid(by: i32) -> Corners {
    [(2000, 1000), (8000, 1000), (8000, 9000), (2000, 9000)].map(|(x, y)| (x + by, y))
}

/// The camera open and streaming.
fn streaming() -> Rc<State> {
    let state = check(Rc::new(State::default()), CameraAction::Open);
    assert_eq!(state.camera.phase, CameraPhase::Starting);
    check(state, CameraAction::Started)
}

/// One look: a frame sent as request `id`, and the worker's answer.
fn look(state: Rc<State>, id: u32, corners: Option<Corners>) -> Rc<State> {
    let sent = check(state, CameraAction::Sent { id });
    assert_eq!(sent.camera.looking, Some(id));
    check(sent, CameraAction::Looked { id, corners })
}

#[test]
fn a_grid_held_still_is_captured_and_a_moving_one_is_not() {
    let mut state = streaming();
    // The grid found, but moving more than STILL each look: never captured.
    for i in 0..6u8 {
        state = look(
            state,
            u32::from(i),
            Some(grid(i32::from(i) * STILL * 3 / 2)),
        );
        assert_eq!(state.camera.phase, CameraPhase::Looking);
        assert_eq!(state.camera.steady, 1);
    }
    // Lost for a look: the count starts again.
    state = look(state, 10, None);
    assert_eq!((state.camera.steady, state.camera.corners), (0, None));
    // Then held within STILL: captured at the STEADY_LOOKS-th look in a row.
    for i in 0..STEADY_LOOKS {
        assert_eq!(state.camera.phase, CameraPhase::Looking);
        state = look(
            state,
            20 + u32::from(i),
            Some(grid(i32::from(i) * STILL / 2)),
        );
    }
    assert_eq!(state.camera.phase, CameraPhase::Capturing);
    assert_eq!(state.camera.steady, STEADY_LOOKS);
    // Closing (the hook does once the frame is sent) stops everything; the board never moved.
    let closed = check(state, CameraAction::Close);
    assert_eq!(closed.camera, Camera::default());
    assert_eq!(closed.board, State::default().board);
}

#[test]
fn a_stale_look_or_one_after_closing_changes_nothing() {
    let state = check(streaming(), CameraAction::Sent { id: 5 });
    let stale = check(
        state.clone(),
        CameraAction::Looked {
            id: 4,
            corners: Some(grid(0)),
        },
    );
    assert!(Rc::ptr_eq(&stale, &state));
    let closed = check(state, CameraAction::Close);
    let late = check(
        closed.clone(),
        CameraAction::Looked {
            id: 5,
            corners: Some(grid(0)),
        },
    );
    assert!(Rc::ptr_eq(&late, &closed));
    // Nor can a closed camera capture, start or be sent frames.
    for action in [
        CameraAction::Capture,
        CameraAction::Started,
        CameraAction::Sent { id: 6 },
        CameraAction::Missed,
        CameraAction::Close,
    ] {
        assert!(Rc::ptr_eq(&check(closed.clone(), action), &closed));
    }
}

#[test]
fn capture_takes_the_frame_at_once_and_a_missed_frame_asks_again() {
    let state = streaming();
    let missed = check(state.clone(), CameraAction::Missed);
    assert_eq!(missed.camera.missed, state.camera.missed + 1);
    let capturing = check(missed, CameraAction::Capture);
    assert_eq!(capturing.camera.phase, CameraPhase::Capturing);
    // Capturing already: a second press changes nothing.
    assert!(Rc::ptr_eq(
        &check(capturing.clone(), CameraAction::Capture),
        &capturing
    ));
}

#[test]
fn a_refused_camera_is_said_and_the_board_is_unchanged() {
    let mut start = State::default();
    start.board.grid = Grid::loaded(EASY.parse().unwrap());
    let opened = check(Rc::new(start.clone()), CameraAction::Open);
    for problem in [
        CameraProblem::Denied,
        CameraProblem::NoCamera,
        CameraProblem::Failed,
    ] {
        let refused = check(opened.clone(), CameraAction::Unavailable(problem));
        assert_eq!(refused.status, Status::CameraFailed(problem));
        assert_eq!(refused.camera, Camera::default());
        assert_eq!(refused.board, start.board);
    }
}
