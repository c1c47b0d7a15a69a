//! The board's state, started from the saved board and the address, and kept in both.

use gloo_events::EventListener;
use yew::prelude::*;

use crate::browser;
use crate::state::{Action, State};
use crate::status::Source;

/// The app's one reducer. On mount it starts from the `#p=` link and the saved board; after every
/// change of the grid it saves it and puts the givens in the address (`#p=...`), so a reload or a
/// bookmark keeps the board; a `#p=` link typed into the address bar later is loaded too.
#[hook]
pub fn use_sudoku() -> UseReducerHandle<State> {
    let state =
        use_reducer(|| State::start(browser::load_saved().as_deref(), &browser::fragment()));

    use_effect_with(state.grid, |grid| {
        browser::save(&grid.encode());
        let givens = grid.givens();
        let wanted = (givens.given_count() > 0).then(|| format!("#p={givens}"));
        let current = browser::fragment();
        if (current.starts_with("#p=") || wanted.is_some()) && Some(&current) != wanted.as_ref() {
            browser::replace_fragment(wanted.as_deref());
        }
    });

    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| {
                    if let Some(link) = browser::fragment().strip_prefix("#p=") {
                        dispatcher.dispatch(Action::LoadText(Source::Link, link.to_string()));
                    }
                })
            });
            move || drop(listener)
        });
    }

    state
}
