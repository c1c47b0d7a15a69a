//! The board's state, started from storage and the address, and kept in both.

use gloo_events::EventListener;
use yew::prelude::*;

use crate::page::browser;
use crate::page::memory::{self, Recalled};
use crate::page::state::{Action, EditAction, SettingAction, State, System, link_fragment};
use sudoku_words::status::Source;
use wasm_bindgen::JsCast;

/// The address bar's pending update.
#[derive(Default)]
struct Address {
    /// The fragment the board wants, if not yet written (`Some(None)`: none).
    wanted: Option<Option<String>>,
    /// When the address was last written (the page's clock).
    written_at: f64,
    /// The trailing write, if one is due.
    timeout: Option<browser::Ticker>,
    /// The fragment as this page last wrote or saw it: another one means someone else (a link
    /// followed, the address bar edited) changed it, and the hashchange it brings wins.
    seen: String,
    /// The last fragments the address showed (oldest first), as kept under `ADDRESS_KEY`.
    recorded: Vec<String>,
}

impl Address {
    /// Writes the wanted fragment now, if one is pending. (A trailing write that has fired
    /// stays in `timeout` until the next is set: a closure must not be dropped while it runs.)
    fn flush(address: &std::rc::Rc<std::cell::RefCell<Address>>) {
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
        // The address now shows the board (written, or a link followed): kept, so a load that
        // finds it later knows it as the page's own.
        // Four, not one: a write can land while a reload is already on its way with the
        // fragment before it.
        if pending.recorded.last() != Some(&pending.seen) {
            let seen = pending.seen.clone();
            pending.recorded.push(seen);
            let over = pending.recorded.len().saturating_sub(4);
            pending.recorded.drain(..over);
            browser::save(memory::ADDRESS_KEY, &pending.recorded.join("\n"));
        }
    }
}

/// The app's one reducer. On mount it starts from the `#p=` link and the saved memory; after every
/// change of the board, its history or the settings it saves them and puts the givens in the
/// address (`#p=...`), so a reload or a bookmark keeps the board; a `#p=` link typed into the
/// address bar later is loaded too. The document's language, theme and title follow the state.
#[hook]
pub fn use_sudoku() -> UseReducerHandle<State> {
    let state = use_reducer(|| {
        let recalled = Recalled::read(
            browser::load_saved(memory::KEY).as_deref(),
            (browser::load_saved(memory::V2_KEY))
                .or_else(|| browser::load_saved(memory::OLD_KEY))
                .as_deref(),
        );
        let system = System {
            lang: sudoku_words::Lang::from_tag(&browser::language()),
            dark: browser::prefers_dark(),
        };
        let written = browser::load_saved(memory::ADDRESS_KEY);
        State::start(recalled, &browser::fragment(), written.as_deref(), system)
    });

    {
        let state = state.clone();
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
        );
        use_effect_with(saved, move |_| {
            // Also the "says so once" of unreadable data: it is overwritten by a clean memory.
            let saved = browser::save(memory::KEY, &state.saved_text());
            browser::forget(memory::V2_KEY);
            browser::forget(memory::OLD_KEY);
            if !saved && !state.preferences.unsaved {
                state.dispatch(SettingAction::CannotSave.into());
            }
        });
    }

    // The address follows the board, at most once every 400 ms, with the last change always
    // written: Safari refuses more than 100 `replaceState` calls in 30 seconds. A page left
    // before its pending write is made leaves the address it last wrote, which the next load
    // knows as its own (`ADDRESS_KEY`), so the newer saved board wins over it.
    let address = use_mut_ref(|| Address {
        seen: browser::fragment(),
        written_at: f64::NEG_INFINITY,
        recorded: (browser::load_saved(memory::ADDRESS_KEY).unwrap_or_default())
            .lines()
            .map(String::from)
            .collect(),
        ..Address::default()
    });
    use_effect_with(state.board.grid, {
        move |grid| {
            let now = browser::now_millis();
            let mut pending = address.borrow_mut();
            pending.wanted = Some(link_fragment(grid));
            let wait = pending.written_at + 400.0 - now;
            if wait <= 0.0 {
                pending.timeout = None;
                drop(pending);
                Address::flush(&address);
            } else {
                let later = address.clone();
                pending.timeout =
                    browser::Ticker::once(wait as u32, move || Address::flush(&later));
            }
        }
    });

    use_effect_with((state.lang(), state.dark()), |&(lang, dark)| {
        browser::dress_document(lang.tag(), dark, lang.words().title);
    });

    // Another tab of the app saved: take its board, history and settings, so neither tab writes
    // older data over the other's newer (the other tab's save is the newest there is).
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "storage", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else {
                        return;
                    };
                    if event.key().as_deref() != Some(memory::KEY) {
                        return;
                    }
                    if let Some(memory) = event.new_value().as_deref().and_then(memory::decode) {
                        dispatcher.dispatch(EditAction::FromOtherTab(Box::new(memory)).into());
                    }
                })
            });
            move || drop(listener)
        });
    }

    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| {
                    if let Some(link) = browser::fragment().strip_prefix("#p=") {
                        dispatcher.dispatch(Action::Edit(EditAction::LoadText(
                            Source::Link,
                            link.to_string(),
                        )));
                    }
                })
            });
            move || drop(listener)
        });
    }

    state
}
