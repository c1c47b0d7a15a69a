//! Connects the page to the logic worker (`src/bin/logic.rs`): the rating of the board's givens
//! and the hint asked for go there, and the answers come back as actions.
//!
//! The worker is started the first time the page wants something of it (a puzzle on the board to
//! rate, or a hint), not with the page: an empty board never loads the engine. At most one rating
//! request is out at a time; when the givens changed meanwhile (a person typing a puzzle in), the
//! latest givens are sent when the answer comes, and the givens in between are never rated.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::Board;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::browser;
use crate::grid::Grid;
use crate::logic_worker::{LogicReply, LogicRequest};
use crate::state::{Action, State};

/// The rating requests: what is wanted, and what is out.
#[derive(Default)]
struct Rating {
    /// The givens the page shows now.
    wanted: Option<Board>,
    /// The request out: its number and givens.
    out: Option<(u32, Board)>,
    /// The givens last rated.
    rated: Option<Board>,
    /// The next request's number.
    next: u32,
}

/// The page's end of the worker.
struct Connection {
    worker: Worker,
    /// Requests made before the worker said it is ready; `None` once it has.
    held: RefCell<Option<Vec<String>>>,
    rating: RefCell<Rating>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl Connection {
    fn open(dispatcher: UseReducerDispatcher<State>) -> Option<Rc<Connection>> {
        let path = browser::worker_path("sudoku-logic", "./logic_loader.js");
        let worker = Worker::new(&path).ok()?;
        // The handler needs the connection (to send the next rating), and the connection owns the
        // handler: a weak link breaks the cycle.
        Some(Rc::new_cyclic(|weak: &std::rc::Weak<Connection>| {
            let weak = weak.clone();
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let reply = event
                    .data()
                    .as_string()
                    .and_then(|text| LogicReply::decode(&text));
                let Some(connection) = weak.upgrade() else {
                    return;
                };
                match reply {
                    Some(LogicReply::Ready) => {
                        let held = connection.held.borrow_mut().take().unwrap_or_default();
                        for text in held {
                            let _ = connection.worker.post_message(&JsValue::from_str(&text));
                        }
                    }
                    Some(LogicReply::Path { id, path }) => {
                        let out = connection.rating.borrow_mut().out.take();
                        if let Some((_, givens)) = out.filter(|(sent, _)| *sent == id) {
                            connection.rating.borrow_mut().rated = Some(givens);
                            dispatcher.dispatch(Action::Rated {
                                givens,
                                path: path.map(Rc::new),
                            });
                        }
                        connection.rate();
                    }
                    Some(LogicReply::Hint { id, answer }) => dispatcher.dispatch(Action::Hinted {
                        id,
                        answer: Rc::new(answer),
                    }),
                    None => {}
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            Connection {
                worker,
                held: RefCell::new(Some(Vec::new())),
                rating: RefCell::new(Rating::default()),
                _on_message: on_message,
            }
        }))
    }

    fn send(&self, request: &LogicRequest) {
        let text = request.encode();
        match self.held.borrow_mut().as_mut() {
            Some(held) => held.push(text),
            None => {
                let _ = self.worker.post_message(&JsValue::from_str(&text));
            }
        }
    }

    /// Sends the wanted givens to be rated, unless a request is out or they were rated last.
    fn rate(&self) {
        let request = {
            let mut rating = self.rating.borrow_mut();
            let Some(givens) = rating
                .wanted
                .filter(|&g| rating.out.is_none() && rating.rated != Some(g))
            else {
                return;
            };
            let id = rating.next;
            rating.next = id.wrapping_add(1);
            rating.out = Some((id, givens));
            LogicRequest::Path { id, givens }
        };
        self.send(&request);
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Keeps the logic worker in step with `givens` (the board's puzzle, to rate; `None` for an empty
/// board) and `hint` (the hint request the reducer made: its number and board).
#[hook]
pub fn use_logic_worker(
    givens: Option<Board>,
    hint: Option<(u32, Grid)>,
    dispatcher: UseReducerDispatcher<State>,
) {
    let connection: Rc<RefCell<Option<Rc<Connection>>>> = use_mut_ref(|| None);
    // Opens the connection on first need.
    let connect = {
        let connection = connection.clone();
        move || -> Option<Rc<Connection>> {
            let mut slot = connection.borrow_mut();
            if slot.is_none() {
                *slot = Connection::open(dispatcher.clone());
            }
            slot.clone()
        }
    };
    {
        let connect = connect.clone();
        use_effect_with(givens, move |givens| {
            if let Some(givens) = *givens {
                if let Some(connection) = connect() {
                    connection.rating.borrow_mut().wanted = Some(givens);
                    connection.rate();
                }
            }
        });
    }
    let sent: Rc<RefCell<Option<u32>>> = use_mut_ref(|| None);
    use_effect_with(hint, move |hint| {
        let Some((id, grid)) = *hint else { return };
        if *sent.borrow() == Some(id) {
            return;
        }
        if let Some(connection) = connect() {
            connection.send(&LogicRequest::Hint {
                id,
                givens: grid.givens(),
                entries: grid.entries(),
                struck: grid.struck(),
            });
            *sent.borrow_mut() = Some(id);
        }
    });
    use_effect_with((), move |()| move || drop(connection.borrow_mut().take()));
}
