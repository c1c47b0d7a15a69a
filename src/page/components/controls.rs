//! The actions beyond play, below the status and the pad: Explain solution, Compare, Step
//! through (to learn how a puzzle is solved), Clear and Edit puzzle. Solve, Hint, Undo, Redo and
//! Cancel are in [`super::primary_actions::PrimaryActions`].

use yew::prelude::*;

use sudoku_words::Lang;

/// Props of [`controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether Explain solution's panel is open.
    pub explaining: bool,
    /// Explain solution pressed.
    pub on_explain: Callback<()>,
    /// Compare pressed.
    pub on_compare: Callback<()>,
    /// Step through pressed.
    pub on_step_through: Callback<()>,
    /// Clear pressed.
    pub on_clear: Callback<()>,
    /// Whether the puzzle is open to editing (its givens unlocked; typing moves on).
    pub editing: bool,
    /// Edit puzzle pressed.
    pub on_edit_puzzle: Callback<()>,
}

/// The buttons, always present.
pub fn controls(props: &ControlsProps) -> Html {
    let words = props.lang.words();
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    html! {
        <div class="controls">
            <button type="button" aria-expanded={if props.explaining { "true" } else { "false" }}
                onclick={click(&props.on_explain)}>{ words.explain }</button>
            <button type="button" onclick={click(&props.on_compare)}>{ words.compare }</button>
            <button type="button" onclick={click(&props.on_step_through)}>{ words.step_through }</button>
            <button type="button" onclick={click(&props.on_clear)}>{ words.clear }</button>
            <button type="button" aria-pressed={if props.editing { "true" } else { "false" }}
                onclick={click(&props.on_edit_puzzle)}>{ words.edit_puzzle }</button>
        </div>
    }
}
