//! The Scanned puzzle region: the digits read from a photo, the unsure cells and those the
//! solver's check changed marked (and named), with Use this puzzle and Discard.

use sudoku_solver::Cell;
use yew::prelude::*;

use crate::page::state::Scanned;
use sudoku_words::{Lang, fill};

/// Props of [`scanned_puzzle`].
#[derive(Properties, PartialEq)]
pub struct ScannedPuzzleProps {
    /// The page's language.
    pub lang: Lang,
    /// What was read.
    pub scanned: Scanned,
    /// Use this puzzle pressed.
    pub on_use: Callback<()>,
    /// Discard pressed.
    pub on_discard: Callback<()>,
}

/// The region.
pub fn scanned_puzzle(props: &ScannedPuzzleProps) -> Html {
    let (lang, scanned) = (props.lang, &props.scanned);
    let words = lang.words();
    let rows = (0..9).map(|row| {
        let cells = (0..9).map(|col| {
            let index = row * 9 + col;
            let cell = Cell::new(index).expect("81 cells");
            let digit = scanned.puzzle.get(cell);
            let unsure = scanned.unsure.contains(&index) || scanned.changed.contains(&index);
            let shown = digit.map(|d| d.to_string()).unwrap_or_default();
            let said = if shown.is_empty() {
                words.empty
            } else {
                &shown
            };
            let mut name = fill(lang, ["{}, {}", "{}，{}"], &[&lang.cell(cell), said]);
            if unsure {
                name.push_str(&fill(lang, [", {}", "，{}"], &[words.unsure]));
            }
            html! {
                <td class={if unsure { "unsure" } else { "" }} aria-label={name}>{ shown }</td>
            }
        });
        html! { <tr>{ for cells }</tr> }
    });
    html! {
        <section class="card scanned" aria-label={words.scanned_puzzle}>
            <h2>{ words.scanned_puzzle }</h2>
            <table class="scan-grid">
                <tbody>{ for rows }</tbody>
            </table>
            <div class="controls">
                <button type="button" class="primary" onclick={props.on_use.reform(|_: MouseEvent| ())}>
                    { words.use_puzzle }
                </button>
                <button type="button" onclick={props.on_discard.reform(|_: MouseEvent| ())}>
                    { words.discard }
                </button>
            </div>
        </section>
    }
}
