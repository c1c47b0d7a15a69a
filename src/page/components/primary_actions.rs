//! The actions a player needs at hand, under the board and its pad: Solve, Hint, Undo, Redo and
//! Cancel (enabled while a solve runs). The rest are in `controls.rs`, below.

use yew::prelude::*;

use crate::page::components::button;
use sudoku_words::Lang;

/// Props of [`primary_actions`].
#[derive(Properties, PartialEq)]
pub struct PrimaryActionsProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether there is a change to undo.
    pub can_undo: bool,
    /// Whether there is an undone change to redo.
    pub can_redo: bool,
    /// Whether a solve is running (Cancel is enabled only then).
    pub solving: bool,
    /// Solve pressed.
    pub on_solve: Callback<()>,
    /// Hint pressed.
    pub on_hint: Callback<()>,
    /// Cancel pressed.
    pub on_cancel: Callback<()>,
    /// Undo pressed.
    pub on_undo: Callback<()>,
    /// Redo pressed.
    pub on_redo: Callback<()>,
}

/// The buttons, one row. They are always present; Cancel, Undo and Redo are disabled when there
/// is nothing for them to do.
pub fn primary_actions(props: &PrimaryActionsProps) -> Html {
    let words = props.lang.words();
    // A press keeps the focus where it was, as the pad's do: on the board, its cell stays
    // selected (a digit of the pad then types there, not lighting the digit's places).
    let keep_focus = Callback::from(|event: MouseEvent| event.prevent_default());
    html! {
        <div class="primary-actions" onmousedown={keep_focus}>
            { button("primary icon i-solve", false, words.solve, &props.on_solve) }
            { button("icon i-hint", false, words.hint, &props.on_hint) }
            { button("icon i-undo", !props.can_undo, words.undo, &props.on_undo) }
            { button("icon i-redo", !props.can_redo, words.redo, &props.on_redo) }
            { button("icon i-cancel", !props.solving, words.cancel, &props.on_cancel) }
        </div>
    }
}
