//! The on-screen digit pad: 1-9, Erase, the Notes switch and Fill notes, for phones (and mice).
//! Each digit says how many of it are still to place.

use sudoku_solver::Digit;
use yew::prelude::*;

use crate::page::components::clicked;
use sudoku_words::Lang;

/// Props of [`digit_pad`].
#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The page\'s language.
    pub lang: Lang,
    /// How many of each digit (1 to 9) are still to place: 9 less those on the board.
    pub remaining: [usize; 9],
    /// A digit pressed, or `None` for Erase.
    pub on_digit: Callback<Option<Digit>>,
    /// Whether notes mode is on (digits toggle notes).
    pub notes_mode: bool,
    /// Notes pressed: notes mode on or off.
    pub on_notes_mode: Callback<()>,
    /// Fill notes pressed.
    pub on_fill_notes: Callback<()>,
}

/// The pad. Its buttons do not take the focus, so the board's selected cell keeps it (and a
/// phone's keyboard does not open and close).
pub fn digit_pad(props: &DigitPadProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let keep_focus = Callback::from(|event: MouseEvent| event.prevent_default());
    // Seen: the digit and a small count. Heard: one phrase ("1, 6 left"), from a visually hidden
    // span; the visible part is hidden from screen readers, so the name is the phrase alone.
    let button = |digit: Option<Digit>| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let left = digit.map(|d| props.remaining[usize::from(d.get()) - 1]);
        let (shown, count, name) = match (digit, left) {
            (Some(d), Some(left)) => {
                let (d, left) = (d.to_string(), left.to_string());
                let name = sudoku_words::board::digit_left(&d, &left, lang);
                (d, left, name)
            }
            _ => (
                words.erase.to_string(),
                String::new(),
                words.erase.to_string(),
            ),
        };
        let class = match left {
            Some(0) => "pad-key done",
            Some(_) => "pad-key",
            None => "pad-key erase icon i-erase",
        };
        html! {
            <button type="button" CLASS={class} onmousedown={keep_focus.clone()} {onclick}>
                <span class="pad-digit" aria-hidden="true">{ shown }</span>
                <span class="pad-count" aria-hidden="true">{ count }</span>
                <span class="visually-hidden">{ name }</span>
            </button>
        }
    };
    let tool =
        |label: &'static str, class: &'static str, pressed: Option<bool>, on: &Callback<()>| {
            html! {
                <button type="button" CLASS={class} aria-pressed={pressed.map(|p| p.to_string())}
                    onmousedown={keep_focus.clone()} onclick={clicked(on)}>
                    { label }
                </button>
            }
        };
    // Six to a row: 1-5 and Notes, then 6-9, Erase and Fill notes; Notes sits under a thumb.
    html! {
        <div class="digit-pad" role="group" aria-label={words.digit_pad}>
            { for Digit::ALL[..5].iter().map(|&d| button(Some(d))) }
            { tool(words.notes, "pad-key tool icon i-notes", Some(props.notes_mode), &props.on_notes_mode) }
            { for Digit::ALL[5..].iter().map(|&d| button(Some(d))) }
            { button(None) }
            { tool(words.fill_notes, "pad-key tool icon i-fill-notes", None, &props.on_fill_notes) }
        </div>
    }
}
