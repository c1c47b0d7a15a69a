//! The page's components, one per file; each is driven by its props alone, the page's language
//! included.
//!
//! A class that changes is written `CLASS={...}`, never `class={...}`: Yew's `html!` turns every
//! class that is not a literal into a `Classes` (an ordered set of words, hashed, joined again),
//! on every render of the element: 0.7 KiB of page, and eleven sets per cell of the board. An
//! attribute named in capitals is set as it is (`setAttribute`), and HTML reads attribute names
//! in any case (the parser, and `setAttribute` on an HTML element, lower them): the same
//! `class`. Only for HTML elements: an SVG element's attributes keep their case. `make lint`
//! refuses `class={` and `{class}` in the page.

pub mod algorithm_picker;
pub mod bar_chart;
pub mod board;
pub mod camera_view;
pub mod cell;
pub mod code_listing;
pub mod comparison_table;
pub mod controls;
pub mod copy_out;
pub mod digit_pad;
pub mod draw_panel;
pub mod examples_menu;
pub mod explain_panel;
pub mod live_check;
pub mod new_puzzle;
pub mod primary_actions;
pub mod puzzle_edits;
pub mod puzzle_text;
pub mod rating;
pub mod scan_photo;
pub mod scanned_puzzle;
pub mod settings_bar;
pub mod status_line;
pub mod step_panel;
pub mod timer_view;
pub mod update_notice;

use yew::{AttrValue, Callback, Html, MouseEvent, NodeRef, html};

/// A button whose click says nothing more: its `class` (none if empty), disabled or not, its
/// words. One function, not an `html!` at each button, which would inline the button's whole
/// construction there (0.1 KiB of page for Solve, Hint, Undo, Redo and Cancel alone).
#[inline(never)]
pub fn button(class: &'static str, disabled: bool, label: &'static str, on: &Callback<()>) -> Html {
    let class = (!class.is_empty()).then_some(AttrValue::Static(class));
    html! {
        <button type="button" CLASS={class} {disabled} onclick={clicked(on)}>{ label }</button>
    }
}

/// A click that says nothing more than that it happened: `callback` called with `()`. One
/// function for every such button (a closure per button would be one more copy of Yew's
/// `reform` each).
pub fn clicked(callback: &Callback<()>) -> Callback<MouseEvent> {
    callback.reform(ignore)
}

/// A button's click that opens the file chooser of the hidden file input `input` (Scan photo,
/// Import stats).
pub fn opens_chooser(input: &NodeRef) -> Callback<MouseEvent> {
    let input = input.clone();
    Callback::from(move |_: MouseEvent| {
        if let Some(input) = input.cast::<web_sys::HtmlInputElement>() {
            input.click();
        }
    })
}

/// What [`clicked`] keeps of a click: nothing.
fn ignore(_: MouseEvent) {}

/// A callback that dispatches the action `to_action` makes of what a component reports.
pub fn dispatch_with<T: 'static>(
    dispatcher: &yew::UseReducerDispatcher<crate::page::state::State>,
    to_action: fn(T) -> crate::page::state::Action,
) -> Callback<T> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |value| dispatcher.dispatch(to_action(value)))
}
