//! Connects the reducer's variant puzzle to the variant worker: a text to read, a solve to run
//! (a [`Run`] of [`Purpose::Variant`]) or cancel, and the board to check for clashes whenever it
//! changes under the puzzle's rules; the worker's replies come back as actions.
//!
//! In the page's build the page's end of the worker (`open_link`, `follow`, and the answers taken
//! in) is in the extras' module (`page/extras.rs`), which few visits fetch: the first time the
//! worker is wanted the module is fetched, then the worker started and sent what is wanted by
//! then.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::Board;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use yew::prelude::*;

use crate::page::state::{Action, Purpose, Run, State, WorkerKind, WorkerLife};
use crate::workers::Link;
use crate::workers::variant::{VariantRequest, Variants};

/// The page's end of the worker.
pub(crate) struct Connection {
    link: Link<Variants>,
    /// How many workers were lost before this one started.
    lost: u32,
}

impl Connection {
    fn open(dispatcher: UseReducerDispatcher<State>, lost: u32) -> Option<Connection> {
        let on_death = dispatcher.clone();
        let link = Link::<Variants>::open(
            move |reply, _| dispatcher.dispatch(Action::Variant(reply)),
            move || on_death.dispatch(Action::WorkerLost(WorkerKind::Variant)),
        )?;
        Some(Connection { link, lost })
    }
}

/// The worker started and its end made: in the page's build a split point of the cards' module.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_variant_link)))]
pub(crate) fn open_link(dispatcher: UseReducerDispatcher<State>, lost: u32) -> Option<Connection> {
    Connection::open(dispatcher, lost)
}

/// What the page wants of the variant worker: a text read (its request's number and the text),
/// the variant solve under way, and the board to check with the puzzle's text.
#[derive(Clone, PartialEq)]
pub struct VariantWanted {
    /// A text to read.
    pub reading: Option<(u32, Rc<str>)>,
    /// The run, if it is a variant's.
    pub run: Option<Run>,
    /// The puzzle (this project's format) and the board shown, while its rules apply.
    pub check: Option<(Rc<str>, Board)>,
    /// Whether the rules drawn have one solution with these givens: asked as a solve of its own
    /// number, unless a run is (the person's Solve goes first).
    pub verdict: Option<(u32, Board)>,
}

impl VariantWanted {
    /// What `state` wants.
    pub fn of(state: &State) -> VariantWanted {
        let rules = state.rules();
        VariantWanted {
            reading: (state.variants.reading.as_ref()).map(|(id, text, _)| (*id, text.clone())),
            run: state.runs.run.filter(|run| run.purpose == Purpose::Variant),
            check: rules.map(|rules| (rules.puzzle.clone(), state.board.grid.shown())),
            verdict: (state.variants.verdict.as_ref())
                .filter(|(_, givens, answer)| {
                    answer.is_none() && *givens == state.board.grid.givens()
                })
                .map(|(id, givens, _)| (*id, *givens)),
        }
    }
}

/// What was last sent: the read's number, the solve's, and the checks' count.
type Sent = (Option<u32>, Option<u32>, u32);

/// Sends what `wanted` asks that was not `sent` yet: a text to read, a solve (cancelling one no
/// longer wanted), the board to check. A split point of the extras' module, as the worker's end.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_variant_follow)))]
pub(crate) fn follow(connection: &Connection, sent: &mut Sent, wanted: &VariantWanted) {
    let (read, solving, checks) = sent;
    if let Some((id, text)) = wanted.reading.as_ref().filter(|(id, _)| *read != Some(*id)) {
        connection.link.send(&VariantRequest::Read {
            id: *id,
            text: text.to_string(),
        });
        *read = Some(*id);
    }
    // The person's run, else the drawing's verdict: one solve at a time.
    let solve = (wanted.run.map(|run| (run.id, run.puzzle))).or(wanted.verdict);
    let run = solve.map(|(id, _)| id);
    if solving.is_some() && *solving != run {
        connection.link.send(&VariantRequest::Cancel);
    }
    if let (Some((id, grid)), Some((puzzle, _))) = (solve, &wanted.check)
        && *solving != Some(id)
    {
        connection.link.send(&VariantRequest::Solve {
            id,
            puzzle: puzzle.to_string(),
            grid: grid.to_string(),
        });
    }
    *solving = run;
    if let Some((puzzle, board)) = &wanted.check {
        *checks = checks.wrapping_add(1);
        connection.link.send(&VariantRequest::Check {
            id: *checks,
            puzzle: puzzle.to_string(),
            grid: board.to_string(),
        });
    }
}

/// The page's end of the worker, and what it keeps: the connection, what was sent on it, what
/// is wanted now, and whether the extras' module is there (`None` while it is fetched).
#[derive(Default)]
pub(crate) struct End {
    connection: Option<Connection>,
    sent: Sent,
    wanted: Option<VariantWanted>,
    module: Option<Option<bool>>,
}

/// The hook's end, shared with the module's fetch.
pub(crate) type Shared = Rc<RefCell<End>>;

/// Starts the worker if it is wanted and its end's module is there, then sends it what is wanted.
fn step(end: &Shared, dispatcher: &UseReducerDispatcher<State>, lost: u32) {
    let mut end = end.borrow_mut();
    let End {
        connection,
        sent,
        wanted,
        module,
    } = &mut *end;
    let Some(wanted) = wanted.as_ref() else {
        return;
    };
    let needed = wanted.reading.is_some() || wanted.check.is_some();
    if needed && connection.is_none() && *module == Some(Some(true)) {
        *connection = crate::page::split::now(open_link(dispatcher.clone(), lost));
    }
    if let Some(connection) = connection.as_ref() {
        // A future in the page's build, `()` natively.
        #[allow(clippy::unit_arg)]
        crate::page::split::now(follow(connection, sent, wanted));
    }
}

/// What the hook does each time what is wanted changes, once the cards' module is there (a
/// split point of it, as the other workers' ends are): the worker's end's module fetched the
/// first time it is wanted, a lost worker's end dropped, and [`step`].
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_variant_effect)))]
pub(crate) fn effect(
    end: &Shared,
    wanted: &VariantWanted,
    lost: u32,
    dispatcher: &UseReducerDispatcher<State>,
) {
    let fetch = {
        let mut end = end.borrow_mut();
        if let Some(dead) = end.connection.take_if(|c| c.lost != lost) {
            // Dropped after this task, not from inside its own handler.
            yew::platform::spawn_local(async move { drop(dead) });
            end.sent = (None, None, 0);
        }
        end.wanted = Some(wanted.clone());
        let needed = wanted.reading.is_some() || wanted.check.is_some();
        let fetch = needed && end.module.is_none();
        if fetch {
            end.module = Some(None);
        }
        fetch
    };
    if !fetch {
        return step(end, dispatcher, lost);
    }
    let (end, dispatcher) = (end.clone(), dispatcher.clone());
    crate::page::extras::open(Box::new(move |there| {
        // Not fetched (no network): said as a lost worker, and fetched again when next wanted.
        end.borrow_mut().module = there.then_some(Some(true));
        if !there {
            return dispatcher.dispatch(Action::WorkerLost(WorkerKind::Variant));
        }
        // Each of the worker's end's calls made ready for its first poll (`split::now`).
        #[cfg(feature = "split")]
        yew::platform::spawn_local(async move {
            preload_variant_link().await;
            preload_variant_follow().await;
            crate::page::state::variant::preload_variant_answer().await;
            crate::page::state::variant::preload_variant_said().await;
            crate::page::extras::preload_rules_list().await;
            step(&end, &dispatcher, lost);
        });
        #[cfg(not(feature = "split"))]
        step(&end, &dispatcher, lost);
    }));
}

/// Keeps the variant worker in step with what the page wants; started the first time it is
/// wanted (a variant text pasted), once `worker.ready`, its end's module fetched first; a fresh
/// one once a worker was lost (`lost` went up), sent again what is still wanted.
#[hook]
pub fn use_variant_worker(
    wanted: VariantWanted,
    worker: WorkerLife,
    dispatcher: UseReducerDispatcher<State>,
) {
    let WorkerLife { lost, ready } = worker;
    let end: Shared = use_mut_ref(End::default);
    use_effect_with((wanted, lost, ready), move |(wanted, ..)| {
        if ready {
            // A future in the page's build, `()` natively.
            #[allow(clippy::unit_arg)]
            crate::page::split::now(effect(&end, wanted, lost, &dispatcher));
        }
    });
}
