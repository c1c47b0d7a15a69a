//! The page's keyboard shortcuts wherever the focus is, not only in a cell: Ctrl+Z undoes and
//! Ctrl+Y or Ctrl+Shift+Z redoes (Cmd on a Mac), as the help says, with the focus on a button,
//! a menu or nothing at all. Text fields keep their own: there Ctrl+Z undoes typing.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::page::browser;
use crate::page::keys::{KeyAction, Modifiers, key_action};
use crate::page::state::{EditAction, State};

/// Whether a key pressed in `element` is the element's own: text fields and menus.
fn typed_into(element: &Element) -> bool {
    match element.tag_name().as_str() {
        "TEXTAREA" | "SELECT" => true,
        "INPUT" => element.get_attribute("type").as_deref() != Some("checkbox"),
        _ => false,
    }
}

/// Listens for the history shortcuts on the whole page.
#[hook]
pub fn use_shortcuts(dispatcher: UseReducerDispatcher<State>) {
    use_effect_with((), move |_| {
        let listener = browser::window().map(|window| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&window, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                // A cell has handled it already (and said so), or a field wants it.
                let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
                if event.default_prevented() || target.as_ref().is_some_and(typed_into) {
                    return;
                }
                let modifiers = Modifiers {
                    command: event.ctrl_key() || event.meta_key(),
                    shift: event.shift_key(),
                    alt: event.alt_key(),
                };
                let action = match key_action(&event.key(), &event.code(), modifiers) {
                    KeyAction::Undo => EditAction::Undo,
                    KeyAction::Redo => EditAction::Redo,
                    _ => return,
                };
                event.prevent_default();
                dispatcher.dispatch(action.into());
            })
        });
        move || drop(listener)
    });
}
