//! The on-screen digit pad: 1-9 and Erase, for phones (and mice). Each digit says how many of it
//! are still to place.

use sudoku_solver::Digit;
use yew::prelude::*;

use crate::i18n::Lang;

/// Props of [`DigitPad`].
#[derive(Properties, PartialEq)]
pub struct DigitPadProps {
    /// How many of each digit (1 to 9) are still to place: 9 less those on the board.
    pub remaining: [usize; 9],
    /// A digit pressed, or `None` for Erase.
    pub on_digit: Callback<Option<Digit>>,
}

/// The pad. Its buttons do not take the focus, so the board's selected cell keeps it (and a
/// phone's keyboard does not open and close).
#[function_component]
pub fn DigitPad(props: &DigitPadProps) -> Html {
    let lang = use_context::<Lang>().unwrap_or_default();
    let words = lang.words();
    let keep_focus = Callback::from(|event: MouseEvent| event.prevent_default());
    let button = |digit: Option<Digit>| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let (label, name, count) = match digit {
            Some(d) => {
                let left = props.remaining[usize::from(d.get()) - 1];
                let name = match lang {
                    Lang::En => format!("{d}, {left} {}", words.left),
                    Lang::Zh => format!("{d}，{}{left}个", words.left),
                };
                (d.to_string(), name, Some(left))
            }
            None => (words.erase.to_string(), words.erase.to_string(), None),
        };
        html! {
            <button type="button" class={classes!("pad-key", count.is_some_and(|n| n == 0).then_some("done"))}
                aria-label={name} onmousedown={keep_focus.clone()} {onclick}>
                <span class="pad-digit">{ label }</span>
                if let Some(count) = count {
                    <span class="pad-count" aria-hidden="true">{ count }</span>
                }
            </button>
        }
    };
    html! {
        <div class="digit-pad" role="group" aria-label={words.digit_pad}>
            { for Digit::ALL.iter().map(|&d| button(Some(d))) }
            { button(None) }
        </div>
    }
}
