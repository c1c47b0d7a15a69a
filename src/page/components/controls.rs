//! The Learn group's actions: Explain solution, Compare and Step through (how a puzzle is
//! solved), Check marks (the person's marks against the solution) and Where did I go wrong? (its
//! two answers, go back to the move or keep playing, are under the board's status:
//! `app.rs`). Solve, Hint, Undo, Redo and Cancel are in [`super::primary_actions::primary_actions`];
//! Edit puzzle and Clear in [`super::puzzle_edits::puzzle_edits`].

use yew::prelude::*;

use crate::page::components::{button, clicked};
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
    /// Check marks pressed.
    pub on_check_marks: Callback<()>,
    /// Where did I go wrong pressed.
    pub on_where_wrong: Callback<()>,
}

/// The buttons, always present.
pub fn controls(props: &ControlsProps) -> Html {
    let words = props.lang.words();
    let click = clicked;
    html! {
        <div class="controls">
            <button type="button" aria-expanded={if props.explaining { "true" } else { "false" }}
                onclick={click(&props.on_explain)}>{ words.explain }</button>
            { button("", false, words.compare, &props.on_compare) }
            { button("", false, words.step_through, &props.on_step_through) }
            { button("", false, words.check_marks, &props.on_check_marks) }
            { button("", false, words.where_wrong, &props.on_where_wrong) }
        </div>
    }
}
