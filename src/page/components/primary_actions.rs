//! The actions a player needs at hand, under the board and its pad: Solve, Hint, Undo, Redo and
//! Cancel (enabled while a solve runs). The rest are in `controls.rs`, below.

use yew::prelude::*;

use crate::page::components::clicked;
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
    let click = clicked;
    html! {
        <div class="primary-actions">
            <button type="button" class="primary icon i-solve" onclick={click(&props.on_solve)}>{ words.solve }</button>
            <button type="button" class="icon i-hint" onclick={click(&props.on_hint)}>{ words.hint }</button>
            <button type="button" class="icon i-undo" disabled={!props.can_undo} onclick={click(&props.on_undo)}>
                { words.undo }
            </button>
            <button type="button" class="icon i-redo" disabled={!props.can_redo} onclick={click(&props.on_redo)}>
                { words.redo }
            </button>
            <button type="button" class="icon i-cancel" disabled={!props.solving} onclick={click(&props.on_cancel)}>
                { words.cancel }
            </button>
        </div>
    }
}
