//! Connects the reducer's runs to the solver's Web Worker: a new run is sent to the worker, a run
//! that stops being the current one (cancelled, replaced, or its puzzle edited) is cancelled there,
//! and the worker's replies come back as actions.
//!
//! In the page's build the page's end of the worker (its replies made actions:
//! `Connection::open`) is in the cards' module (`page/cards.rs`), fetched once the board is
//! drawn: the worker is started once it is there (`ready`), and what was asked meanwhile (a
//! solve, a stepping, a live check) is sent then.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::{Algorithm, Board};
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use yew::prelude::*;

use crate::page::state::{
    Action, Run, RunAction, SettingAction, State, StepAction, WorkerKind, WorkerLife,
};
use crate::workers::Link;
use crate::workers::solver::{Reply, Request, Solver};

/// The page's end of the worker, and the live check it last sent.
pub(crate) struct Connection {
    link: Link<Solver>,
    /// The last live check sent: its number and the givens checked.
    checking: Rc<RefCell<Option<(u32, Board)>>>,
    /// How many workers were lost before this one started.
    lost: u32,
}

impl Connection {
    fn open(dispatcher: UseReducerDispatcher<State>, lost: u32) -> Option<Connection> {
        let checking: Rc<RefCell<Option<(u32, Board)>>> = Rc::new(RefCell::new(None));
        let on_death = dispatcher.clone();
        let link = Link::<Solver>::open(
            {
                let checking = checking.clone();
                move |reply, _| match reply {
                    Reply::Ready => {}
                    Reply::Checked { run, verdict } => {
                        let checked = *checking.borrow();
                        if let Some((_, puzzle)) = checked.filter(|(id, _)| *id == run) {
                            dispatcher.dispatch(Action::Setting(SettingAction::Checked {
                                puzzle,
                                verdict,
                            }));
                        }
                    }
                    Reply::Stepped { run, frame } => {
                        dispatcher.dispatch(Action::Step(StepAction::Stepped {
                            stepping: run,
                            frame,
                        }))
                    }
                    Reply::Progress { run, tries, millis } => {
                        dispatcher.dispatch(Action::Run(RunAction::Progress { run, tries, millis }))
                    }
                    Reply::Done {
                        run,
                        outcome,
                        all,
                        first,
                    } => dispatcher.dispatch(Action::Run(RunAction::Finished {
                        run,
                        outcome,
                        all,
                        first,
                    })),
                }
            },
            move || on_death.dispatch(Action::WorkerLost(WorkerKind::Solver)),
        )?;
        Some(Connection {
            link,
            checking,
            lost,
        })
    }

    /// Sends what `run` asks, given the run last `sent`: a run no longer wanted is cancelled,
    /// a new one asked for.
    fn follow_run(&self, sent: &RefCell<Option<u32>>, run: Option<Run>) {
        let previous = sent.borrow_mut().take();
        if let Some(old) = previous.filter(|&old| Some(old) != run.map(|r| r.id)) {
            self.send(&Request::Cancel { run: old });
        }
        if let Some(run) = run {
            if previous != Some(run.id) {
                self.send(&Request::Solve {
                    run: run.id,
                    algorithm: run.algorithm,
                    puzzle: run.puzzle,
                });
            }
            *sent.borrow_mut() = Some(run.id);
        }
    }

    /// Sends what `walk` asks, given the walk under way (`walking`): a walk no longer wanted
    /// is cancelled, a new one started, a new request for steps passed on once.
    fn follow_walk(&self, walking: &mut Option<Walking>, walk: Option<WalkWanted>) {
        let old = walking.filter(|(id, _)| Some(*id) != walk.map(|w| w.0));
        if let Some((id, _)) = old {
            self.send(&Request::Cancel { run: id });
            *walking = None;
        }
        let Some((id, algorithm, puzzle, asked)) = walk else {
            return;
        };
        if walking.is_none() {
            self.send(&Request::Walk {
                run: id,
                algorithm,
                puzzle,
            });
            *walking = Some((id, None));
        }
        if let (Some((number, steps)), Some((_, sent))) = (asked, walking.as_mut())
            && *sent != Some(number)
        {
            self.send(&Request::Step { run: id, steps });
            *sent = Some(number);
        }
    }

    fn send(&self, request: &Request) {
        self.link.send(request);
    }
}

/// The worker started and its end made (`Connection::open`): in the page's build a split point
/// of the cards' module (`page/cards.rs`), called once it is loaded.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_solver_link)))]
pub(crate) fn open_link(dispatcher: UseReducerDispatcher<State>, lost: u32) -> Option<Connection> {
    Connection::open(dispatcher, lost)
}

/// The walk the worker has (its number), and the number of the last step request sent for it.
type Walking = (u32, Option<u32>);

/// What the page wants of the worker for Step through: the walk (its number, algorithm and
/// givens) and its latest request for steps (the request's number and how many).
pub type WalkWanted = (u32, Algorithm, Board, Option<(u32, u32)>);

/// Keeps the worker in step with `run`, the reducer's current run, `walk`, its current
/// stepping, and `check`, the givens the live check wants
/// checked.
///
/// The worker starts once it may be needed: when the board holds a puzzle (`puzzle`), or a
/// solve, a stepping or a live check is asked for; an empty board does without its code. A
/// puzzle starts it as it appears, so by the time Solve is pressed it is usually ready (requests
/// made before are held until it is), and once `worker.ready` (the cards' module loaded, in the
/// page's build).
#[hook]
pub fn use_solver_worker(
    puzzle: bool,
    run: Option<Run>,
    walk: Option<WalkWanted>,
    check: Option<Board>,
    worker: WorkerLife,
    dispatcher: UseReducerDispatcher<State>,
) {
    let WorkerLife { lost, ready } = worker;
    let connection: Rc<RefCell<Option<Connection>>> = use_mut_ref(|| None);
    {
        let connection = connection.clone();
        let needed = puzzle || run.is_some() || walk.is_some() || check.is_some();
        // A worker lost (`lost` went up) is replaced by a fresh one; the dead one is dropped
        // after this task, not from inside its own handler.
        use_effect_with((needed, lost, ready), move |&(needed, ..)| {
            let mut connection = connection.borrow_mut();
            if let Some(dead) = connection.take_if(|c| c.lost != lost) {
                yew::platform::spawn_local(async move { drop(dead) });
            }
            if needed && ready && connection.is_none() {
                *connection = crate::page::split::now(open_link(dispatcher, lost));
            }
        });
    }
    {
        let connection = connection.clone();
        use_effect_with((), move |()| move || drop(connection.borrow_mut().take()));
    }
    let sent: Rc<RefCell<Option<u32>>> = use_mut_ref(|| None);
    {
        let connection = connection.clone();
        // Sent once the worker is there (`ready`).
        use_effect_with((run, ready), move |(run, _)| {
            if let Some(connection) = connection.borrow().as_ref() {
                connection.follow_run(&sent, *run);
            }
        });
    }
    {
        let connection = connection.clone();
        let checks: Rc<RefCell<u32>> = use_mut_ref(|| 0);
        // Sent again to a fresh worker.
        use_effect_with((check, lost, ready), move |(check, ..)| {
            let connection = connection.borrow();
            let (Some(connection), Some(puzzle)) = (connection.as_ref(), *check) else {
                return;
            };
            let run = {
                let mut checks = checks.borrow_mut();
                *checks = checks.wrapping_add(1);
                *checks
            };
            *connection.checking.borrow_mut() = Some((run, puzzle));
            connection.send(&Request::Check { run, puzzle });
        });
    }
    let walking: Rc<RefCell<Option<Walking>>> = use_mut_ref(|| None);
    use_effect_with((walk, ready), move |(walk, _)| {
        if let Some(connection) = connection.borrow().as_ref() {
            connection.follow_walk(&mut walking.borrow_mut(), *walk);
        }
    });
}
