//! Connects the page to the logic worker (`src/bin/logic.rs`): the rating of the board's givens,
//! the hint and the new puzzle asked for go there, and the answers come back as actions.
//!
//! The worker is started the first time the page wants something of it (a puzzle on the board to
//! rate, a hint, or a new puzzle), not with the page: an empty board never loads the engine. At most one rating
//! request is out at a time; when the givens changed meanwhile (a person typing a puzzle in), the
//! latest givens are sent when the answer comes, and the givens in between are never rated.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::Board;
use yew::prelude::*;

use crate::grid::Grid;
use crate::page::state::{Action, Asked, HintAction, NewPuzzleAction, State, WorkerKind};
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
    /// The next rating request to send: the wanted givens, unless a request is out or they were
    /// rated last.
    fn request(&mut self) -> Option<LogicRequest> {
        let givens = self
            .wanted
            .filter(|&g| self.out.is_none() && self.rated != Some(g))?;
        let id = self.next;
        self.next = id.wrapping_add(1);
        self.out = Some((id, givens));
        Some(LogicRequest::Path { id, givens })
    }
}

/// The page's end of the worker, and its rating requests.
struct Connection {
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
                        let out = rating.borrow_mut().out.take();
                        if let Some((_, givens)) = out.filter(|(sent, _)| *sent == id) {
                            rating.borrow_mut().rated = Some(givens);
                            dispatcher.dispatch(Action::Hint(HintAction::Rated {
                                givens,
                                path: path.map(Rc::new),
                            }));
                        }
                        let next = rating.borrow_mut().request();
                        if let Some(request) = next {
                            sender.send(&request);
                        }
                    }
                    LogicReply::Hint { id, answer } => {
                        dispatcher.dispatch(Action::Hint(HintAction::Hinted {
                            id,
                            answer: Rc::new(answer),
                        }))
                    }
                    LogicReply::Generated { id, puzzle } => {
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

    /// Sends the wanted givens to be rated, unless a request is out or they were rated last.
    fn rate(&self) {
        let request = self.rating.borrow_mut().request();
        if let Some(request) = request {
            self.send(&request);
        }
    }
}

/// Keeps the logic worker in step with `givens` (the board's puzzle, to rate; `None` for an empty
/// board), `hint` (the hint request the reducer made: its number and board) and `generate` (the
/// new puzzle asked for).
#[hook]
pub fn use_logic_worker(
    givens: Option<Board>,
    hint: Option<(u32, Grid)>,
    generate: Option<Asked>,
    lost: u32,
    dispatcher: UseReducerDispatcher<State>,
) {
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
            if slot.is_none() {
                *slot = Connection::open(dispatcher.clone(), lost);
            }
            slot.clone()
        }
    };
    {
        let connect = connect.clone();
        // Rated again by a fresh worker.
        use_effect_with((givens, lost), move |(givens, _)| {
            if let Some(givens) = *givens {
                if let Some(connection) = connect() {
                    connection.rating.borrow_mut().wanted = Some(givens);
                    connection.rate();
                }
            }
        });
    }
    {
        let connect = connect.clone();
        use_effect_with(generate, move |generate| {
            let Some(Asked {
                id, level, seed, ..
            }) = *generate
            else {
                return;
            };
            if let Some(connection) = connect() {
                connection.send(&LogicRequest::Generate { id, level, seed });
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
                ruled_out: grid.ruled_out(),
            });
            *sent.borrow_mut() = Some(id);
        }
    });
    use_effect_with((), move |()| move || drop(connection.borrow_mut().take()));
}
