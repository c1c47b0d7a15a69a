//! Copy the board out: as the 81-character line, as a grid, as a link, or with its marks as a
//! pencil-mark grid.

use yew::prelude::*;

use sudoku_words::Lang;
use sudoku_words::status::CopyFormat;

/// Props of [`copy_out`].
#[derive(Properties, PartialEq)]
pub struct CopyOutProps {
    /// The page\'s language.
    pub lang: Lang,
    /// A format chosen.
    pub on_copy: Callback<CopyFormat>,
}

/// Four buttons.
pub fn copy_out(props: &CopyOutProps) -> Html {
    let words = props.lang.words();
    let button = |format: CopyFormat, name: &'static str| {
        let onclick = props.on_copy.reform(move |_: MouseEvent| format);
        html! { <button type="button" {onclick}>{ name }</button> }
    };
    html! {
        <div class="controls copy-out">
            { button(CopyFormat::Line, words.copy_line) }
            { button(CopyFormat::Grid, words.copy_grid) }
            { button(CopyFormat::Link, words.copy_link) }
            { button(CopyFormat::Marks, words.copy_marks) }
        </div>
    }
}
