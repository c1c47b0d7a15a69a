//! The `Puzzle text` box and its `Load` button.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use sudoku_words::Lang;

/// Props of [`PuzzleText`].
#[derive(Properties, PartialEq)]
pub struct PuzzleTextProps {
    /// The page\'s language.
    pub lang: Lang,
    /// Load pressed, with the box's text.
    pub on_load: Callback<String>,
}

/// The box and the button. The text stays in the box after Load, so a typo can be fixed.
#[function_component]
pub fn PuzzleText(props: &PuzzleTextProps) -> Html {
    let text_ref = use_node_ref();
    let lang = props.lang;
    let words = lang.words();
    let onclick = {
        let (text_ref, on_load) = (text_ref.clone(), props.on_load.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = text_ref.cast::<HtmlTextAreaElement>() {
                on_load.emit(area.value());
            }
        })
    };
    html! {
        <div class="field">
            <label for="puzzle-text">{ words.puzzle_text }</label>
            <textarea
                id="puzzle-text"
                ref={text_ref}
                rows="3"
                spellcheck="false"
                placeholder={words.puzzle_text_hint}
            />
            <button type="button" {onclick}>{ words.load }</button>
        </div>
    }
}
