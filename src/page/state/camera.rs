//! Use camera: a live view that outlines the grid when the scan worker finds one in a frame, and
//! captures the frame for reading once the grid has held still for a few looks in a row (or when
//! the person presses Capture). The stream, the frames and the timing are the hook's
//! (`use_camera`); what the looks mean is decided here.

use sudoku_words::status::{CameraProblem, Status};

use super::State;
use crate::workers::scan::{Corners, FRAME};

/// Looks in a row that must find the grid in about the same place before it is captured (a look
/// every quarter second or so: about a second of holding still).
pub const STEADY_LOOKS: u8 = 3;
/// How far a corner may move between two looks and the grid still count as held still: 2% of
/// the frame's width or height.
pub const STILL: i32 = FRAME / 50;

/// Where the camera is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CameraPhase {
    /// No camera: the stream is stopped.
    #[default]
    Closed,
    /// Asked for, waiting for the browser (and the person's permission).
    Starting,
    /// Streaming: frames are looked at for a grid.
    Looking,
    /// A frame is to be read: the hook takes it, sends it to be read, and closes the camera.
    Capturing,
}

/// Use camera's part of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Camera {
    /// Where it is.
    pub phase: CameraPhase,
    /// The look out at the scan worker: its request's number.
    pub looking: Option<u32>,
    /// The grid in the last frame looked at, if there was one.
    pub corners: Option<Corners>,
    /// Looks in a row that found the grid in about the same place.
    pub steady: u8,
    /// Frames the browser could not give (the stream not yet playing): counted, so the hook
    /// tries again.
    pub missed: u32,
}

/// Use camera's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum CameraAction {
    /// Use camera pressed.
    Open,
    /// The stream plays.
    Started,
    /// The browser gave no camera.
    Unavailable(CameraProblem),
    /// A frame went to the scan worker as look request `id`.
    Sent {
        /// The request's number.
        id: u32,
    },
    /// The browser had no frame to give; the hook tries again.
    Missed,
    /// The scan worker looked at frame `id` (ignored for any other).
    Looked {
        /// The request's number.
        id: u32,
        /// Where the grid is, if it found one.
        corners: Option<Corners>,
    },
    /// Capture pressed.
    Capture,
    /// Close camera pressed, the page hidden, or the frame captured.
    Close,
}

/// Whether the grid held still between two looks: no corner moved more than [`STILL`].
fn held_still(before: &Corners, now: &Corners) -> bool {
    before
        .iter()
        .zip(now)
        .all(|(a, b)| (a.0 - b.0).abs() <= STILL && (a.1 - b.1).abs() <= STILL)
}

impl State {
    /// Use camera's actions; `None` when nothing changes.
    pub(super) fn camera(&self, action: CameraAction) -> Option<State> {
        let camera = &self.camera;
        let phase = camera.phase;
        let with = |camera: Camera| {
            let mut next = self.clone();
            next.camera = camera;
            next
        };
        match action {
            CameraAction::Open => (phase == CameraPhase::Closed).then(|| {
                with(Camera {
                    phase: CameraPhase::Starting,
                    ..Camera::default()
                })
            }),
            CameraAction::Started => (phase == CameraPhase::Starting).then(|| {
                with(Camera {
                    phase: CameraPhase::Looking,
                    ..camera.clone()
                })
            }),
            CameraAction::Unavailable(problem) => {
                (phase != CameraPhase::Closed).then_some(())?;
                let mut next = self.said(Status::CameraFailed(problem));
                next.camera = Camera::default();
                Some(next)
            }
            CameraAction::Sent { id } => (phase == CameraPhase::Looking).then(|| {
                with(Camera {
                    looking: Some(id),
                    ..camera.clone()
                })
            }),
            CameraAction::Missed => (phase == CameraPhase::Looking).then(|| {
                with(Camera {
                    missed: camera.missed.wrapping_add(1),
                    ..camera.clone()
                })
            }),
            CameraAction::Looked { id, corners } => {
                (camera.looking == Some(id)).then_some(())?;
                let steady = match (&camera.corners, &corners) {
                    (Some(before), Some(now)) if held_still(before, now) => {
                        camera.steady.saturating_add(1)
                    }
                    (_, Some(_)) => 1,
                    (_, None) => 0,
                };
                let phase = if phase == CameraPhase::Looking && steady >= STEADY_LOOKS {
                    CameraPhase::Capturing
                } else {
                    phase
                };
                Some(with(Camera {
                    phase,
                    looking: None,
                    corners,
                    steady,
                    missed: camera.missed,
                }))
            }
            CameraAction::Capture => (phase == CameraPhase::Looking).then(|| {
                with(Camera {
                    phase: CameraPhase::Capturing,
                    ..camera.clone()
                })
            }),
            CameraAction::Close => (phase != CameraPhase::Closed).then(|| with(Camera::default())),
        }
    }
}
