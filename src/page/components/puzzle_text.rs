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
                placeholder={match lang {
                    Lang::En => "81 cells: 1-9, and . 0 _ * or - for empty; grids, exports and links work too",
                    Lang::Zh => "81 个格子：1-9，空格用 . 0 _ * 或 -；也可粘贴网格、导出文本和链接",
                }}
            />
            <button type="button" {onclick}>{ words.load }</button>
        </div>
    }
}
