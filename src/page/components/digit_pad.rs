//! The on-screen digit pad: the entry modes (Digit, Corner, Centre, Colour), 1-9, Erase and
//! Fill candidates, for phones (and mice). Each digit says how many of it are still to place.

use sudoku_solver::Digit;
use sudoku_words::status::Mode;
use yew::prelude::*;

use crate::page::components::clicked;
use sudoku_words::{Lang, fill};

/// Props of [`digit_pad`].
#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// The page\'s language.
    pub lang: Lang,
    /// How many of each digit (1 to 9) are still to place: 9 less those on the board.
    pub remaining: [usize; 9],
    /// A digit pressed, or `None` for Erase.
    pub on_digit: Callback<Option<Digit>>,
    /// What a digit does now.
    pub mode: Mode,
    /// A mode pressed.
    pub on_mode: Callback<Mode>,
    /// Fill candidates pressed.
    pub on_fill_notes: Callback<()>,
}

/// The pad. Its buttons do not take the focus, so the board's selected cell keeps it (and a
/// phone's keyboard does not open and close).
pub fn digit_pad(props: &DigitPadProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let keep_focus = Callback::from(|event: MouseEvent| event.prevent_default());
    // In Colour mode each digit is a colour: named so ("Colour 7: orange"), drawn as a swatch.
    let painting = props.mode == Mode::Colour;
    // Seen: the digit and a small count. Heard: one phrase ("1, 6 left"), from a visually hidden
    // span; the visible part is hidden from screen readers, so the name is the phrase alone.
    let button = |digit: Option<Digit>| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let left = digit.map(|d| props.remaining[usize::from(d.get()) - 1]);
        let (shown, count, name) = match (digit, left) {
            (Some(d), Some(_)) if painting => {
                let colour = words.colours[usize::from(d.get()) - 1];
                let name = fill(
                    lang,
                    ["{} {}: {}", "{} {}：{}"],
                    &[words.modes[3], &d.to_string(), colour],
                );
                (d.to_string(), String::new(), name)
            }
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
        // In Colour mode a key is its colour's swatch (the class of the cells' slices), never
        // struck out.
        let class = match (digit, left) {
            (Some(d), _) if painting => format!("pad-key painted k{d}"),
            (_, Some(0)) => "pad-key done".into(),
            (_, Some(_)) => "pad-key".into(),
            (_, None) => "pad-key erase icon i-erase".into(),
        };
        html! {
            <button type="button" CLASS={class} {onclick}>
                <span class="pad-digit" aria-hidden="true">{ shown }</span>
                <span class="pad-count" aria-hidden="true">{ count }</span>
                <span class="visually-hidden">{ name }</span>
            </button>
        }
    };
    // The modes: a row of toggle buttons, the one in force pressed.
    let mode = |(mode, label): (Mode, &'static str)| {
        let onclick = props.on_mode.reform(move |_: MouseEvent| mode);
        html! {
            <button type="button" aria-pressed={(mode == props.mode).to_string()} {onclick}>
                { label }
            </button>
        }
    };
    // The modes across the top, then five digits and Erase, four digits and Fill candidates.
    // No key takes the focus (one listener for them all), so the board keeps it.
    html! {
        <div class="digit-pad" role="group" aria-label={words.digit_pad} onmousedown={keep_focus}>
            <div class="modes" role="group" aria-label={words.modes_group}>
                { for Mode::ALL.into_iter().zip(words.modes).map(mode) }
            </div>
            { for Digit::ALL[..5].iter().map(|&d| button(Some(d))) }
            { button(None) }
            { for Digit::ALL[5..].iter().map(|&d| button(Some(d))) }
            <button type="button" class="pad-key tool icon i-fill-notes"
                onclick={clicked(&props.on_fill_notes)}>
                { words.fill_notes }
            </button>
        </div>
    }
}
