//! The Scanned puzzle region: the digits read from a photo, the unsure cells and those the
//! solver's check changed marked (and named), each cell open to a correction, with Use this
//! puzzle and Discard.

use sudoku_solver::{Cell, Digit};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::components::button;
use crate::page::state::Scanned;
use sudoku_words::{Lang, fill};

/// Props of [`scanned_puzzle`].
#[derive(Properties, PartialEq)]
pub struct ScannedPuzzleProps {
    /// The page's language.
    pub lang: Lang,
    /// What was read.
    pub scanned: Scanned,
    /// A cell corrected: (cell 0-80, its digit or empty).
    pub on_correct: Callback<(usize, Option<Digit>)>,
    /// Use this puzzle pressed.
    pub on_use: Callback<()>,
    /// Discard pressed.
    pub on_discard: Callback<()>,
}

/// What a cell's text now says: a digit, empty (`0`, `.`, a space, or nothing), or, for anything
/// else, what it held.
fn corrected(text: &str, held: Option<Digit>) -> Option<Digit> {
    match text.chars().last() {
        None | Some('0' | '.' | ' ') => None,
        Some(ch) => Digit::from_char(ch).or(held),
    }
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
            let fixed = scanned.corrected.contains(&index);
            let shown = digit.map(|d| d.to_string()).unwrap_or_default();
            let said = if shown.is_empty() {
                words.empty
            } else {
                &shown
            };
            let mut name = fill(lang, ["{}, {}", "{}，{}"], &[&lang.cell(cell), said]);
            if unsure {
                name.push_str(&fill(lang, [", {}", "，{}"], &[words.unsure]));
            } else if fixed {
                name.push_str(&fill(lang, [", {}", "，{}"], &[words.corrected]));
            }
            let oninput = props.on_correct.reform(move |event: InputEvent| {
                let input: HtmlInputElement = event.target_unchecked_into();
                let now = corrected(&input.value(), digit);
                input.set_value(&now.map(|d| d.to_string()).unwrap_or_default());
                (index, now)
            });
            let onfocus = Callback::from(|event: FocusEvent| {
                event.target_unchecked_into::<HtmlInputElement>().select();
            });
            let class = match (unsure, fixed) {
                (true, _) => "unsure",
                (false, true) => "corrected",
                _ => "",
            };
            html! {
                <td CLASS={class}>
                    <input type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
                        aria-label={name} value={shown} {oninput} {onfocus} />
                </td>
            }
        });
        html! { <tr>{ for cells }</tr> }
    });
    html! {
        <section class="card scanned" aria-label={words.scanned_puzzle}>
            <h2>{ words.scanned_puzzle }</h2>
            // The photo's grid beside the digits read, to check one against the other.
            <div class="scan-compare">
                if let Some(photo) = scanned.photo.clone() {
                    <img class="scan-straightened" src={photo} alt={words.straightened} width="288" height="288" />
                }
                <table class="scan-grid">
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <div class="controls">
                { button("primary", false, words.use_puzzle, &props.on_use) }
                { button("", false, words.discard, &props.on_discard) }
            </div>
        </section>
    }
}
