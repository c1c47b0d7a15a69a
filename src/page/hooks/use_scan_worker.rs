//! Connects the page to the scan worker (`src/bin/scan.rs`): a photo chosen (or a camera frame
//! captured) goes there with its request's number, and what it read comes back as an action; so
//! do the camera's looks for a grid. The worker starts on the first scan or look; a scan that
//! dies with its worker is said, and the next request starts a fresh one.

use std::cell::{Cell as Flag, RefCell};
use std::rc::Rc;

use sudoku_solver::Board;
use sudoku_words::status::ScanProblem;
use wasm_bindgen::JsValue;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
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

/// The scan worker started, its replies made actions: `None` when the browser cannot start it.
/// `dead` is set when it dies. In the page's build a module of its own (`scan_link`), fetched on
/// the first photo or frame, as the scan worker is.
fn open(dispatcher: UseReducerDispatcher<State>, dead: Rc<Flag<bool>>) -> Option<Link<Scan>> {
    let on_death = dispatcher.clone();
    Link::<Scan>::open(
        move |reply, _| {
            if let Some(action) = reply_action(reply) {
                dispatcher.dispatch(action);
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
    )
}

/// The scan worker started (`open`): in the page's build (the `split` feature) a split point
/// (`page/cards.rs` says how they work) whose module, the `scanner` (the page's end of the scan
/// worker: its replies made actions), is fetched on the first photo or camera frame, as the scan
/// worker is.
#[cfg_attr(feature = "split", wasm_split(scanner))]
fn scan_link(dispatcher: UseReducerDispatcher<State>, dead: Rc<Flag<bool>>) -> Option<Link<Scan>> {
    open(dispatcher, dead)
}

/// Sends request `id`, a photo to be read (`look` false) or a frame to be looked at, on `link`,
/// and says so: the action `Started` or `Sent`, or, when no worker could start, the scan failed
/// or the camera closed.
fn send_on(link: Option<&Link<Scan>>, photo: &JsValue, look: bool, id: u32) -> Action {
    let request = if look {
        ScanRequest::Look { id }
    } else {
        ScanRequest::Scan { id }
    };
    match link {
        Some(link) => {
            link.send_with(&request, photo);
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
    }
}

/// A request to the worker: the photo or frame, whether it is a look, its number.
type Request = (JsValue, bool, u32);

/// The page's end of the worker: none yet, starting (the requests made meanwhile wait, so that
/// one worker starts however many come while the scanner's module loads), or open.
enum Worker {
    None,
    Starting(Vec<Request>),
    Open(Link<Scan>),
}

type Slot = Rc<RefCell<Worker>>;

/// The page's end of the scan worker: callbacks that send it a photo to read or a frame to look
/// at.
#[hook]
pub fn use_scan_worker(dispatcher: UseReducerDispatcher<State>) -> ScanWorker {
    let worker: Slot = use_mut_ref(|| Worker::None);
    // Set when the worker dies: the next request drops it (never inside its own handler) and
    // starts a fresh one.
    let dead: Rc<Flag<bool>> = use_memo((), |()| Flag::new(false));
    let next: Rc<RefCell<u32>> = use_mut_ref(|| 0);
    // Sends a photo to be read (`false`) or a frame to be looked at (`true`), numbered, to the
    // worker (started if need be: in the page's build once the scanner's module is in).
    let send = use_callback((), move |(photo, look): (JsValue, bool), ()| {
        let id = {
            let mut next = next.borrow_mut();
            *next = next.wrapping_add(1);
            *next
        };
        if dead.replace(false) {
            *worker.borrow_mut() = Worker::None;
        }
        // What to do once `worker` is no longer borrowed.
        enum Next {
            Said(Action),
            Start,
            Wait,
        }
        let next = match &mut *worker.borrow_mut() {
            Worker::Open(link) => Next::Said(send_on(Some(link), &photo, look, id)),
            Worker::Starting(waiting) => {
                waiting.push((photo, look, id));
                Next::Wait
            }
            slot @ Worker::None => {
                *slot = Worker::Starting(vec![(photo, look, id)]);
                Next::Start
            }
        };
        match next {
            Next::Said(action) => dispatcher.dispatch(action),
            Next::Start => start(&worker, &dispatcher, &dead),
            Next::Wait => {}
        }
    });
    use_memo((), move |()| ScanWorker {
        scan: send.reform(|photo| (photo, false)),
        look: send.reform(|frame| (frame, true)),
    })
    .as_ref()
    .clone()
}

/// Starts the worker for the requests waiting in `worker`: once it is open (or could not
/// start), each waiting request is sent (or said to have failed).
fn start(worker: &Slot, dispatcher: &UseReducerDispatcher<State>, dead: &Rc<Flag<bool>>) {
    let opened = scan_link(dispatcher.clone(), dead.clone());
    let (worker, dispatcher) = (worker.clone(), dispatcher.clone());
    let finish = move |opened: Option<Link<Scan>>| {
        let now = opened.map_or(Worker::None, Worker::Open);
        let waiting = match std::mem::replace(&mut *worker.borrow_mut(), now) {
            Worker::Starting(waiting) => waiting,
            _ => Vec::new(),
        };
        for (photo, look, id) in waiting {
            let action = match &*worker.borrow() {
                Worker::Open(link) => send_on(Some(link), &photo, look, id),
                _ => send_on(None, &photo, look, id),
            };
            dispatcher.dispatch(action);
        }
    };
    // The scanned puzzle's panel comes in the same module: ready before the first reading.
    #[cfg(feature = "split")]
    yew::platform::spawn_local(async move {
        let opened = opened.await;
        crate::page::cards::preload_scanned().await;
        finish(opened)
    });
    #[cfg(not(feature = "split"))]
    finish(opened);
}
