//! Connects the page to the scan worker (`src/bin/scan.rs`): a photo chosen goes there with its
//! request's number, and what it read comes back as an action. The worker starts on the first
//! scan; a scan that dies with its worker is said, and the next scan starts a fresh one.

use std::cell::{Cell as Flag, RefCell};
use std::rc::Rc;

use sudoku_solver::Board;
use sudoku_words::status::ScanProblem;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::page::state::scan::SURE;
use crate::page::state::{Action, ScanAction, Scanned, State};
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

/// The page's end of the scan worker: a callback that sends a photo (a `File`) to be read.
#[hook]
pub fn use_scan_worker(dispatcher: UseReducerDispatcher<State>) -> Callback<JsValue> {
    let link: Rc<RefCell<Option<Link<Scan>>>> = use_mut_ref(|| None);
    // Set when the worker dies: the next scan drops it (never inside its own handler) and starts
    // a fresh one.
    let dead: Rc<Flag<bool>> = use_memo((), |()| Flag::new(false));
    let next: Rc<RefCell<u32>> = use_mut_ref(|| 0);
    use_callback((), move |photo: JsValue, ()| {
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
                    if let ScanReply::Scanned { id, answer } = reply {
                        let action = match answer.map(scanned) {
                            Ok(Some(scanned)) => ScanAction::Read { id, scanned },
                            Ok(None) => ScanAction::Failed {
                                id: Some(id),
                                problem: ScanProblem::Stopped,
                            },
                            Err(failure) => ScanAction::Failed {
                                id: Some(id),
                                problem: problem(failure),
                            },
                        };
                        on_reply.dispatch(Action::Scan(action));
                    }
                },
                move || {
                    dead.set(true);
                    on_death.dispatch(Action::Scan(ScanAction::Failed {
                        id: None,
                        problem: ScanProblem::Stopped,
                    }));
                },
            );
        }
        match link.borrow().as_ref() {
            Some(link) => {
                link.send_with(&ScanRequest::Scan { id }, &photo);
                dispatcher.dispatch(Action::Scan(ScanAction::Started { id }));
            }
            None => dispatcher.dispatch(Action::Scan(ScanAction::Failed {
                id: None,
                problem: ScanProblem::Stopped,
            })),
        }
    })
}
