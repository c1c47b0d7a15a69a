//! The board's own edits, at the head of the Puzzles group: Edit puzzle (unlocks the givens;
//! typing moves on) and Clear.

use yew::prelude::*;

use crate::page::components::{button, clicked};
use sudoku_words::Lang;

/// Props of [`puzzle_edits`].
#[derive(Properties, PartialEq)]
pub struct PuzzleEditsProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether the puzzle is open to editing (its givens unlocked; typing moves on).
    pub editing: bool,
    /// Edit puzzle pressed.
    pub on_edit_puzzle: Callback<()>,
    /// Clear pressed.
    pub on_clear: Callback<()>,
}

/// The two buttons, always present.
pub fn puzzle_edits(props: &PuzzleEditsProps) -> Html {
    let words = props.lang.words();
    let click = clicked;
    html! {
        <div class="controls">
            <button type="button" aria-pressed={if props.editing { "true" } else { "false" }}
                onclick={click(&props.on_edit_puzzle)}>{ words.edit_puzzle }</button>
            { button("", false, words.clear, &props.on_clear) }
        </div>
    }
}
