//! The panel's cards, drawn by the app one a task after the board, so that its start is a few
//! short tasks rather than one long one: each card's code is compiled on its first call, and its
//! elements made and laid out, in a task of its own (`make bench-load`, docs/BENCHMARKS.md).
//! In the page's build their code is a module of its own (`page/cards.rs`), fetched first.
//! Until the app draws a card, the first screen's copy of it stands in its place, inert
//! (`static/start.js` moves the prerendered shell's cards into the place the app keeps for
//! them, `[data-later]`), so nothing on the screen changes as the app takes over.

use yew::prelude::*;

use crate::page::browser;
use crate::page::state::{Action, CARDS, State};

/// While fewer than all [`CARDS`] are drawn (`cards`, the state's count), asks for one more in
/// the next task; the first once the cards' code is loaded.
#[hook]
pub fn use_panel_cards(cards: u8, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(cards, move |&n| {
        let next = if n == 0 && cfg!(feature = "split") {
            load_then_draw(dispatcher);
            None
        } else {
            (n < CARDS)
                .then(|| browser::Ticker::once(0, move || dispatcher.dispatch(Action::CardDrawn)))
                .flatten()
        };
        move || drop(next)
    });
}

/// Loads the cards' module, then asks for the first card. A load that fails (no network on a
/// first visit) is tried again, after 1, 2, 4… seconds (at most a minute); the first screen's
/// cards stand meanwhile.
#[cfg(feature = "split")]
fn load_then_draw(dispatcher: UseReducerDispatcher<State>) {
    yew::platform::spawn_local(async move {
        let mut wait = 1;
        while crate::page::cards::load().await.is_err() {
            yew::platform::time::sleep(std::time::Duration::from_secs(wait)).await;
            wait = (wait * 2).min(60);
        }
        dispatcher.dispatch(Action::CardDrawn);
    });
}

#[cfg(not(feature = "split"))]
fn load_then_draw(_: UseReducerDispatcher<State>) {}
