//! The timer's clock and the page's visibility: the reducer reads no clock, so this hook gives
//! it a reading when the timer asks for one, and says when the page is hidden or shown (the
//! timer pauses while hidden; the time counted so far is then saved, so a reload keeps it).

use gloo_events::EventListener;
use yew::prelude::*;

use crate::page::browser;
use crate::page::state::{State, TimerAction};

fn hidden() -> bool {
    browser::window()
        .and_then(|window| window.document())
        .is_some_and(|document| document.hidden())
}

/// Answers the timer's requests for the clock (`wants_clock`) and reports the page's visibility.
#[hook]
pub fn use_timer(wants_clock: bool, dispatcher: UseReducerDispatcher<State>) {
    {
        let dispatcher = dispatcher.clone();
        use_effect_with(wants_clock, move |&wants| {
            if wants && !hidden() {
                dispatcher.dispatch(TimerAction::Clock(browser::now_millis()).into());
            }
        });
    }
    use_effect_with((), move |_| {
        let report = move || {
            dispatcher.dispatch(TimerAction::Hidden(hidden(), browser::now_millis()).into())
        };
        // A page opened in a background tab starts paused.
        if hidden() {
            report();
        }
        let listener = browser::window()
            .and_then(|window| window.document())
            .map(|document| EventListener::new(&document, "visibilitychange", move |_| report()));
        move || drop(listener)
    });
}
