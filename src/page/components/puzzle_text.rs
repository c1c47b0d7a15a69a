//! The `Puzzle text` box and its `Load` button.

use yew::prelude::*;

use crate::page::browser;
use sudoku_words::Lang;

/// Props of [`puzzle_text`].
pub struct PuzzleTextProps {
    /// The page's language.
    pub lang: Lang,
    /// Load pressed, with the box's text.
    pub on_load: Callback<String>,
}

/// The box and the button. The text stays in the box after Load, so a typo can be fixed. A plain
/// view, not a component: Load reads the box by its id (a component with a reference to it was
/// 1.6 KiB more of the cards' module, gzipped).
pub fn puzzle_text(props: &PuzzleTextProps) -> Html {
    let words = props.lang.words();
    let onclick = props
        .on_load
        .reform(|_: MouseEvent| browser::text_in("puzzle-text"));
    html! {
        <div class="field">
            <label for="puzzle-text">{ words.puzzle_text }</label>
            <textarea id="puzzle-text" rows="3" spellcheck="false" placeholder={words.puzzle_text_hint} />
            <button type="button" {onclick}>{ words.load }</button>
        </div>
    }
}
