//! The action buttons: Solve, Hint, Explain solution, Compare, Step through, Cancel, Clear, Edit
//! puzzle, Undo, Redo.

use yew::prelude::*;

use sudoku_words::Lang;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The page\'s language.
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
    /// Whether Explain solution's panel is open.
    pub explaining: bool,
    /// Explain solution pressed.
    pub on_explain: Callback<()>,
    /// Compare pressed.
    pub on_compare: Callback<()>,
    /// Step through pressed.
    pub on_step_through: Callback<()>,
    /// Cancel pressed.
    pub on_cancel: Callback<()>,
    /// Clear pressed.
    pub on_clear: Callback<()>,
    /// Whether the puzzle is open to editing (its givens unlocked; typing moves on).
    pub editing: bool,
    /// Edit puzzle pressed.
    pub on_edit_puzzle: Callback<()>,
    /// Undo pressed.
    pub on_undo: Callback<()>,
    /// Redo pressed.
    pub on_redo: Callback<()>,
}

/// The buttons. They are always present; Cancel, Undo and Redo are disabled when there is nothing
/// for them to do.
#[function_component]
pub fn Controls(props: &ControlsProps) -> Html {
    let words = props.lang.words();
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    html! {
        <div class="controls">
            <button type="button" class="primary" onclick={click(&props.on_solve)}>{ words.solve }</button>
            <button type="button" onclick={click(&props.on_hint)}>{ words.hint }</button>
            <button type="button" aria-expanded={if props.explaining { "true" } else { "false" }}
                onclick={click(&props.on_explain)}>{ words.explain }</button>
            <button type="button" onclick={click(&props.on_compare)}>{ words.compare }</button>
            <button type="button" onclick={click(&props.on_step_through)}>{ words.step_through }</button>
            <button type="button" disabled={!props.solving} onclick={click(&props.on_cancel)}>
                { words.cancel }
            </button>
            <button type="button" onclick={click(&props.on_clear)}>{ words.clear }</button>
            <button type="button" aria-pressed={if props.editing { "true" } else { "false" }}
                onclick={click(&props.on_edit_puzzle)}>{ words.edit_puzzle }</button>
            <button type="button" disabled={!props.can_undo} onclick={click(&props.on_undo)}>
                { words.undo }
            </button>
            <button type="button" disabled={!props.can_redo} onclick={click(&props.on_redo)}>
                { words.redo }
            </button>
        </div>
    }
}
