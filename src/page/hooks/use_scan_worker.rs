//! Connects the page to the scan worker (`src/bin/scan.rs`): a photo chosen (or a camera frame
//! captured) goes there with its request's number, and what it read comes back as an action; so
//! do the camera's looks for a grid. The worker starts on the first scan or look; a scan that
//! dies with its worker is said, and the next request starts a fresh one.

use std::cell::{Cell as Flag, RefCell};
use std::rc::Rc;

use sudoku_solver::Board;
use sudoku_words::status::ScanProblem;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::page::state::scan::SURE;
use crate::page::state::{Action, CameraAction, ScanAction, Scanned, State};
use crate::workers::Link;
use crate::workers::scan::{Scan, ScanAnswer, ScanFailure, ScanReply, ScanRequest};

/// What the worker read, for the state.
fn scanned(answer: ScanAnswer) -> Option<Scanned> {
    Some(Scanned {
        puzzle: Board::from_line(&answer.puzzle)?,
        unsure: (0..81).filter(|&i| answer.sure[i] < SURE).collect(),
        changed: answer.changed.iter().map(|&c| usize::from(c)).collect(),
        unique: answer.unique,
        corrected: Vec::new(),
        photo: (!answer.photo.is_empty()).then_some(answer.photo),
    })
}

fn problem(failure: ScanFailure) -> ScanProblem {
    match failure {
        ScanFailure::NotAnImage => ScanProblem::NotAnImage,
        ScanFailure::TooSmall(side) => ScanProblem::TooSmall(side),
        ScanFailure::NoGrid => ScanProblem::NoGrid,
    }
}

/// The page's end of the scan worker.
#[derive(Clone, PartialEq)]
pub struct ScanWorker {
    /// Reads a photo (a `File` or `Blob`, or an `ImageBitmap` of a camera frame).
    pub scan: Callback<JsValue>,
    /// Looks for the grid in a camera frame (an `ImageBitmap`).
    pub look: Callback<JsValue>,
}

/// What the worker answered, as the action it is.
fn reply_action(reply: ScanReply) -> Option<Action> {
    Some(match reply {
        ScanReply::Ready => return None,
        ScanReply::Looked { id, corners } => Action::Camera(CameraAction::Looked { id, corners }),
        ScanReply::Scanned { id, answer } => Action::Scan(match answer.map(scanned) {
            Ok(Some(scanned)) => ScanAction::Read { id, scanned },
            Ok(None) => ScanAction::Failed {
                id: Some(id),
                problem: ScanProblem::Stopped,
            },
            Err(failure) => ScanAction::Failed {
                id: Some(id),
                problem: problem(failure),
            },
        }),
    })
}

/// The page's end of the scan worker: callbacks that send it a photo to read or a frame to look
/// at.
#[hook]
pub fn use_scan_worker(dispatcher: UseReducerDispatcher<State>) -> ScanWorker {
    let link: Rc<RefCell<Option<Link<Scan>>>> = use_mut_ref(|| None);
    // Set when the worker dies: the next request drops it (never inside its own handler) and
    // starts a fresh one.
    let dead: Rc<Flag<bool>> = use_memo((), |()| Flag::new(false));
    let next: Rc<RefCell<u32>> = use_mut_ref(|| 0);
    // Sends a photo to be read (`false`) or a frame to be looked at (`true`), numbered, to the
    // worker (started if need be), and says so: the action `Started` or `Sent`, or, when no
    // worker can start, the scan failed or the camera closed.
    let send = use_callback((), move |(photo, look): (JsValue, bool), ()| {
        let id = {
            let mut next = next.borrow_mut();
            *next = next.wrapping_add(1);
            *next
        };
        if dead.replace(false) {
            link.borrow_mut().take();
        }
        if link.borrow().is_none() {
            let (on_reply, on_death, dead) = (dispatcher.clone(), dispatcher.clone(), dead.clone());
            *link.borrow_mut() = Link::<Scan>::open(
                move |reply, _| {
                    if let Some(action) = reply_action(reply) {
                        on_reply.dispatch(action);
                    }
                },
                move || {
                    dead.set(true);
                    on_death.dispatch(Action::Scan(ScanAction::Failed {
                        id: None,
                        problem: ScanProblem::Stopped,
                    }));
                    on_death.dispatch(Action::Camera(CameraAction::Close));
                },
            );
        }
        let request = if look {
            ScanRequest::Look { id }
        } else {
            ScanRequest::Scan { id }
        };
        let action = match link.borrow().as_ref() {
            Some(link) => {
                link.send_with(&request, &photo);
                if look {
                    Action::Camera(CameraAction::Sent { id })
                } else {
                    Action::Scan(ScanAction::Started { id })
                }
            }
            None if look => Action::Camera(CameraAction::Close),
            None => Action::Scan(ScanAction::Failed {
                id: None,
                problem: ScanProblem::Stopped,
            }),
        };
        dispatcher.dispatch(action);
    });
    use_memo((), move |()| ScanWorker {
        scan: send.reform(|photo| (photo, false)),
        look: send.reform(|frame| (frame, true)),
    })
    .as_ref()
    .clone()
}
