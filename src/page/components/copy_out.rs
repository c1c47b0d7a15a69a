//! Copy the board out: as the 81-character line, as a grid, as a link, or with its marks (a
//! pencil-mark grid, SudokuWiki's string, HoDoKu's library line); a variant as an f-puzzles link.

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
    /// Whether the puzzle is a variant f-puzzles can hold: its link is offered too.
    pub fpuzzles: bool,
}

/// A button per format.
pub fn copy_out(props: &CopyOutProps) -> Html {
    let button = |format: CopyFormat| {
        let onclick = props.on_copy.reform(move |_: MouseEvent| format);
        html! { <button type="button" {onclick}>{ format.button(props.lang) }</button> }
    };
    html! {
        <div class="controls copy-out">
            { for CopyFormat::ALL.into_iter().map(button) }
            if props.fpuzzles {
                { button(CopyFormat::FPuzzles) }
            }
        </div>
    }
}
