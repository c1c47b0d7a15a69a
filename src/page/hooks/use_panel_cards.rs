//! The panel's cards, drawn by the app one a task after the board, so that its start is a few
//! short tasks rather than one long one: each card's code is compiled on its first call, and its
//! elements made and laid out, in a task of its own (`make bench-load`, docs/BENCHMARKS.md).
//! Until the app draws a card, the first screen's copy of it stands in its place, inert
//! (`static/start.js` moves the prerendered shell's cards into the place the app keeps for
//! them, `[data-later]`), so nothing on the screen changes as the app takes over.

use yew::prelude::*;

use crate::page::browser;
use crate::page::state::{Action, CARDS, State};

/// While fewer than all [`CARDS`] are drawn (`cards`, the state's count), asks for one more in
/// the next task.
#[hook]
pub fn use_panel_cards(cards: u8, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(cards, move |&n| {
        let next = (n < CARDS)
            .then(|| browser::Ticker::once(0, move || dispatcher.dispatch(Action::CardDrawn)))
            .flatten();
        move || drop(next)
    });
}
