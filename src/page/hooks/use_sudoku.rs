//! The board's state, started from storage and the address, and kept in both.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::page::browser;
use crate::page::memory::{self, Recalled};
use crate::page::state::{
    Action, CARDS, EditAction, SettingAction, State, System, address_fragment,
};
use crate::page::tabs::{self, Known};
use sudoku_words::status::Source;
use wasm_bindgen::JsCast;

/// What the page keeps between renders: the save this tab last wrote or took, and the address
/// bar's pending update (one `use_mut_ref`: each hook costs the page its own code).
#[derive(Default)]
struct Address {
    /// The save this tab last wrote or took (`page/tabs.rs`).
    known: Known,
    /// The fragment the board wants, if not yet written (`Some(None)`: none).
    wanted: Option<Option<String>>,
    /// When the address was last written (the page's clock).
    written_at: f64,
    /// The trailing write, if one is due.
    timeout: Option<browser::Ticker>,
    /// The fragment as this page last wrote or saw it: another one means someone else (a link
    /// followed, the address bar edited) changed it, and the hashchange it brings wins.
    seen: String,
}

impl Address {
    /// Wants the address of `grid` (under a variant's rules, `variant`): written now if the last
    /// write is 400 ms old, else once it is (the last change always written).
    fn follow(address: &Rc<RefCell<Address>>, grid: &crate::grid::Grid, variant: Option<&str>) {
        let now = browser::now_millis();
        let mut pending = address.borrow_mut();
        pending.wanted = Some(address_fragment(grid, variant, pending.known.saves()));
        let wait = pending.written_at + 400.0 - now;
        if wait <= 0.0 {
            pending.timeout = None;
            drop(pending);
            Address::flush(address);
        } else {
            let later = address.clone();
            pending.timeout = browser::Ticker::once(wait as u32, move || Address::flush(&later));
        }
    }

    /// Writes the wanted fragment now, if one is pending. (A trailing write that has fired
    /// stays in `timeout` until the next is set: a closure must not be dropped while it runs.)
    fn flush(address: &Rc<RefCell<Address>>) {
        let mut pending = address.borrow_mut();
        let Some(wanted) = pending.wanted.take() else {
            return;
        };
        let current = browser::fragment();
        if current != pending.seen {
            pending.seen = current;
            return;
        }
        pending.written_at = browser::now_millis();
        if (current.starts_with("#p=") || wanted.is_some()) && Some(&current) != wanted.as_ref() {
            browser::replace_fragment(wanted.as_deref());
            pending.seen = browser::fragment();
        }
    }
}

/// Meets what storage holds (`page/tabs.rs`): after this tab's memory changed to `changed`, or
/// when another tab saved (`None`). Writes this tab's save if it is the newer, and has the
/// reducer merge the other's. Whether storage took the write (true when none was needed).
fn meet(
    address: &Rc<RefCell<Address>>,
    dispatcher: &UseReducerDispatcher<State>,
    changed: Option<String>,
) -> bool {
    let stored = browser::load_saved(memory::KEY);
    let meeting = address.borrow_mut().known.meet(changed, stored.as_deref());
    let saved = (meeting.write).is_none_or(|text| browser::save(memory::KEY, &text));
    if let Some((theirs, newer)) = meeting.merge {
        dispatcher.dispatch(EditAction::FromOtherTab(Box::new(theirs), newer).into());
    }
    saved
}

/// The state the page starts from: the `#p=` link and the saved memory (noting in `address`
/// the save it was read from).
fn start(address: &Rc<RefCell<Address>>) -> State {
    let stored = browser::load_saved(memory::KEY);
    address.borrow_mut().known = Known::at_start(stored.as_deref());
    let recalled = Recalled::read(
        stored.as_deref(),
        (browser::load_saved(memory::V2_KEY))
            .or_else(|| browser::load_saved(memory::OLD_KEY))
            .as_deref(),
    );
    let system = System {
        lang: sudoku_words::Lang::from_tag(&browser::language()),
        dark: browser::prefers_dark(),
    };
    let saves = stored.as_deref().map_or(0, |text| tabs::unstamp(text).0);
    let mut state = State::start(recalled, saves, &browser::fragment(), system);
    // In a browser the panel's cards come a task each (`use_panel_cards`); natively (the
    // build's prerenderer) the first screen is drawn whole.
    if browser::window().is_some() {
        state.cards = 0;
    }
    state
}

/// Listens for another tab's save (met as `meet` says) and for a `#p=` link typed into the
/// address bar (loaded); the listeners stop when dropped.
fn listen(
    address: Rc<RefCell<Address>>,
    dispatcher: UseReducerDispatcher<State>,
) -> Option<(EventListener, EventListener)> {
    let window = browser::window()?;
    let on_link = dispatcher.clone();
    let storage = EventListener::new(&window, "storage", move |event| {
        let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
            return;
        };
        if event.key().as_deref() == Some(memory::KEY) {
            meet(&address, &dispatcher, None);
        }
    });
    let hashchange = EventListener::new(&window, "hashchange", move |_| {
        // A variant's link (`#v=`) goes to the variant worker whole.
        let fragment = browser::fragment();
        let link = match fragment.strip_prefix("#p=") {
            Some(link) => Some(link),
            None => fragment.strip_prefix('#').filter(|f| f.starts_with("v=")),
        };
        if let Some(link) = link {
            let load = EditAction::LoadText(Source::Link, link.to_string());
            on_link.dispatch(Action::Edit(load));
        }
    });
    Some((storage, hashchange))
}

/// The app's one reducer. On mount it starts from the `#p=` link and the saved memory; after every
/// change of the board, its history or the settings it saves them (meeting any other tab's save,
/// `page/tabs.rs`) and puts the givens in the address (`#p=...&s=N`), so a reload keeps the
/// board; a `#p=` link typed into the address bar later is loaded too. The document's language,
/// theme and title follow the state.
#[hook]
pub fn use_sudoku() -> UseReducerHandle<State> {
    // The save this tab last wrote or took (set from what storage holds as the state starts);
    // and the address bar's pending update.
    let address = use_mut_ref(|| Address {
        seen: browser::fragment(),
        written_at: f64::NEG_INFINITY,
        ..Address::default()
    });
    let state = use_reducer(|| start(&address));

    {
        let state = state.clone();
        let address = address.clone();
        let saved = (
            state.board.grid,
            state.board.history_len(),
            state.preferences.settings,
            state.runs.algorithm,
            (
                state.timer.givens,
                state.timer.phase,
                state.timer.banked,
                state.timer.hints,
            ),
            // Stats note the timer's game (`cards::note_game`) as it starts, is rated, hinted,
            // solved; once the cards are drawn, not to fetch Stats' module while the page starts.
            (
                state.cards,
                state.current_rated().map(|rated| rated.se.is_some()),
            ),
        );
        use_effect_with(saved, move |_| {
            if state.cards >= CARDS {
                let _noted = crate::page::split::now(crate::page::cards::note_game(&state));
            }
            let saved = meet(&address, &state.dispatcher(), Some(state.saved_text()));
            browser::forget(memory::V2_KEY);
            browser::forget(memory::OLD_KEY);
            browser::forget(memory::ADDRESS_KEY);
            // Also the "says so once" of unreadable data: it is overwritten by a clean memory.
            if !saved && !state.preferences.unsaved {
                state.dispatch(SettingAction::CannotSave.into());
            }
        });
    }

    // The address follows the board, at most once every 400 ms, with the last change always
    // written: Safari refuses more than 100 `replaceState` calls in 30 seconds. A page left
    // before its pending write is made leaves the address it last wrote, whose save's number
    // (`&s=N`) tells the next load it is the page's own, so the newer saved board wins over it.
    let variant = state.rules().map(|rules| rules.puzzle.clone());
    use_effect_with((state.board.grid, variant), {
        let address = address.clone();
        move |(grid, variant)| Address::follow(&address, grid, variant.as_deref())
    });

    use_effect_with(
        (state.lang(), state.dark(), state.preferences.look()),
        |(lang, dark, look)| {
            browser::dress_document(lang.tag(), *dark, lang.words().title);
            if browser::load_saved(memory::LOOK_KEY).as_ref() != Some(look) {
                browser::save(memory::LOOK_KEY, look);
            }
        },
    );

    // Another tab of the app saved: the newer of its save and this tab's wins, the other's board
    // one Undo back (`page/tabs.rs`); an older save written over this tab's newer one is
    // written over again. And a `#p=` link typed into the address bar loads. (One effect for
    // both listeners: each hook costs the page its own code.)
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listeners = listen(address, dispatcher);
            move || drop(listeners)
        });
    }

    state
}
