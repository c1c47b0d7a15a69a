//! The algorithm being stepped through, as pseudocode, with the lines the last event ran marked
//! (`aria-current`), so a learner sees which line of the loop made each change on the board.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use sudoku_words::Lang;
use sudoku_words::listing::listing;

/// Props of [`CodeListing`].
#[derive(Properties, PartialEq)]
pub struct CodeListingProps {
    /// The page's language.
    pub lang: Lang,
    /// The algorithm whose code is shown.
    pub algorithm: Algorithm,
    /// The lines to mark: bit `i` for line `i + 1` (see [`sudoku_words::listing::lines_of`]).
    pub lines: u16,
}

/// The listing: a numbered list of code lines.
#[function_component]
pub fn CodeListing(props: &CodeListingProps) -> Html {
    let lang = props.lang;
    let name = lang.words().pseudocode;
    let items = listing(props.algorithm)
        .iter()
        .enumerate()
        .map(|(i, (indent, text))| {
            let lit = props.lines & (1 << i) != 0;
            // Static class names: building them with `format!` links string-to-class code into
            // the page for three constants.
            const INDENTS: [&str; 3] = ["indent-0", "indent-1", "indent-2"];
            let indent = INDENTS[usize::from(*indent).min(2)];
            let class = classes!(indent, lit.then_some("lit"));
            html! {
                <li {class} aria-current={lit.then_some("true")}>
                    <code>{ *lang.pick(text) }</code>
                </li>
            }
        });
    html! {
        <figure class="listing">
            <figcaption id="listing-title">{ name }</figcaption>
            <ol class="code" aria-labelledby="listing-title">
                { for items }
            </ol>
        </figure>
    }
}
