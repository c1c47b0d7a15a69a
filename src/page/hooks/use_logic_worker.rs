//! Connects the page to the logic worker (`src/bin/logic.rs`): the rating of the board's givens,
//! the hint and the new puzzle asked for go there, and the answers come back as actions.
//!
//! The worker is started the first time the page wants something of it (a puzzle on the board to
//! rate, a hint, or a new puzzle), not with the page: an empty board never loads the engine. The
//! worker rates in slices (`workers/logic/work.rs`), so a rating request is sent as soon as the
//! givens change: it replaces the one out (a person typing a puzzle in has only the latest rated),
//! and an emptied board cancels it. While a rating is out, the worker says how far it is.
//!
//! In the page's build the page's end of the worker (its replies made actions:
//! `Connection::open`) is in the cards' module (`page/cards.rs`), fetched once the board is
//! drawn: nothing is asked of the worker before it is there (`ready`), and what was wanted
//! meanwhile (a rating, a hint, a new puzzle) is asked then.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::Board;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use yew::prelude::*;

use crate::page::state::{
    Action, Asked, HintAction, NewPuzzleAction, State, WorkerKind, WorkerLife,
};
use crate::workers::Link;
use crate::workers::logic::{Logic, LogicReply, LogicRequest};

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

impl Rating {
    /// The next rating request to send: the wanted givens, unless they are out or were rated
    /// last (a request out for other givens is replaced); a cancel when nothing is wanted and a
    /// request is out.
    fn request(&mut self) -> Option<LogicRequest> {
        let Some(givens) = self.wanted else {
            return self.out.take().map(|_| LogicRequest::Cancel);
        };
        let out = self.out.map(|(_, out)| out);
        if out == Some(givens) || (out.is_none() && self.rated == Some(givens)) {
            return None;
        }
        let id = self.next;
        self.next = id.wrapping_add(1);
        self.out = Some((id, givens));
        Some(LogicRequest::Path { id, givens })
    }
}

/// The page's end of the worker, and its rating requests.
pub(crate) struct Connection {
    link: Link<Logic>,
    rating: Rc<RefCell<Rating>>,
    /// How many workers were lost before this one started.
    lost: u32,
}

impl Connection {
    fn open(dispatcher: UseReducerDispatcher<State>, lost: u32) -> Option<Rc<Connection>> {
        let rating: Rc<RefCell<Rating>> = Rc::default();
        let on_death = dispatcher.clone();
        let link = Link::<Logic>::open(
            {
                let rating = rating.clone();
                move |reply, sender| match reply {
                    LogicReply::Ready => {}
                    LogicReply::Path { id, path } => {
                        // An answer to a request since replaced is dropped. The page's path
                        // alone comes first on a hard puzzle: the request is still out until
                        // its rating comes.
                        let out = rating.borrow().out.filter(|(sent, _)| *sent == id);
                        let whole = path.as_ref().map_or(true, |rated| rated.se.is_some());
                        if let Some((_, givens)) = out {
                            if whole {
                                let mut rating = rating.borrow_mut();
                                rating.out = None;
                                rating.rated = Some(givens);
                            }
                            dispatcher.dispatch(Action::Hint(HintAction::Rated {
                                givens,
                                path: path.map(Rc::new),
                            }));
                        }
                        if !whole {
                            return;
                        }
                        let next = rating.borrow_mut().request();
                        if let Some(request) = next {
                            sender.send(&request);
                        }
                    }
                    LogicReply::Progress { id, percent } => {
                        let out = rating.borrow().out.filter(|(sent, _)| *sent == id);
                        if let Some((_, givens)) = out {
                            dispatcher
                                .dispatch(Action::Hint(HintAction::Progress { givens, percent }));
                        }
                    }
                    LogicReply::Hint { id, answer } => {
                        dispatcher.dispatch(Action::Hint(HintAction::Hinted {
                            id,
                            answer: Rc::new(answer),
                        }))
                    }
                    LogicReply::Wrong { id, reason } => {
                        dispatcher.dispatch(Action::Hint(HintAction::WrongFound {
                            id,
                            reason: reason.map(|step| Rc::new(*step)),
                        }))
                    }
                    LogicReply::Generated { id, puzzle } => {
                        let puzzle = puzzle.map(|(givens, _)| givens);
                        dispatcher.dispatch(NewPuzzleAction::Made { id, puzzle }.into())
                    }
                }
            },
            move || on_death.dispatch(Action::WorkerLost(WorkerKind::Logic)),
        )?;
        Some(Rc::new(Connection { link, rating, lost }))
    }

    fn send(&self, request: &LogicRequest) {
        self.link.send(request);
    }

    /// Sends the wanted givens to be rated (see [`Rating::request`]).
    fn rate(&self) {
        let request = self.rating.borrow_mut().request();
        if let Some(request) = request {
            self.send(&request);
        }
    }
}

/// The worker started and its end made ([`Connection::open`]): in the page's build a split point
/// of the cards' module (`page/cards.rs`), called once it is loaded.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_logic_link)))]
pub(crate) fn open_link(
    dispatcher: UseReducerDispatcher<State>,
    lost: u32,
) -> Option<Rc<Connection>> {
    Connection::open(dispatcher, lost)
}

/// Keeps the logic worker in step with `givens` (the board's puzzle, to rate; `None` for an empty
/// board), `asked` (the hint or Where did I go wrong request the reducer made, sent once: see
/// `State::logic_asked`) and `generate` (the new puzzle asked for), once `worker.ready` (the
/// cards' module loaded, in the page's build).
#[hook]
pub fn use_logic_worker(
    givens: Option<Board>,
    asked: Option<(u32, LogicRequest)>,
    generate: Option<Asked>,
    worker: WorkerLife,
    dispatcher: UseReducerDispatcher<State>,
) {
    let WorkerLife { lost, ready } = worker;
    let connection: Rc<RefCell<Option<Rc<Connection>>>> = use_mut_ref(|| None);
    // Opens the connection on first need, and a fresh one once a worker was lost (`lost` went
    // up; the dead one is dropped after this task, not from inside its own handler).
    let connect = {
        let connection = connection.clone();
        move || -> Option<Rc<Connection>> {
            let mut slot = connection.borrow_mut();
            if let Some(dead) = slot.take_if(|c| c.lost != lost) {
                yew::platform::spawn_local(async move { drop(dead) });
            }
            if slot.is_none() && ready {
                *slot = crate::page::split::now(open_link(dispatcher.clone(), lost));
            }
            slot.clone()
        }
    };
    {
        let connect = connect.clone();
        // Rated again by a fresh worker.
        let connection = connection.clone();
        use_effect_with((givens, lost, ready), move |(givens, ..)| {
            // An empty board starts no worker, but cancels the rating of one that runs.
            let open = match givens {
                Some(_) => connect(),
                None => connection.borrow().clone(),
            };
            if let Some(open) = open {
                open.rating.borrow_mut().wanted = *givens;
                open.rate();
            }
        });
    }
    {
        let connect = connect.clone();
        use_effect_with((generate, ready), move |(generate, _)| {
            let Some(Asked {
                id,
                level,
                seed,
                practice,
                ..
            }) = *generate
            else {
                return;
            };
            let request = match practice {
                Some((technique, _)) => LogicRequest::Practice {
                    id,
                    technique,
                    seed,
                },
                None => LogicRequest::Generate { id, level, seed },
            };
            if let Some(connection) = connect() {
                connection.send(&request);
            }
        });
    }
    let sent: Rc<RefCell<Option<u32>>> = use_mut_ref(|| None);
    use_effect_with((asked, ready), move |(asked, _)| {
        let Some((id, request)) = asked else { return };
        if *sent.borrow() == Some(*id) {
            return;
        }
        if let Some(connection) = connect() {
            connection.send(request);
            *sent.borrow_mut() = Some(*id);
        }
    });
    use_effect_with((), move |()| move || drop(connection.borrow_mut().take()));
}
