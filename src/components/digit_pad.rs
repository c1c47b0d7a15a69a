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
    // The name is the visible text plus words only a screen reader gets ("1, 6 left"), so the
    // name contains what is seen (WCAG 2.5.3).
    let button = |digit: Option<Digit>| {
        let onclick = props.on_digit.reform(move |_: MouseEvent| digit);
        let content = match digit {
            Some(d) => {
                let left = props.remaining[usize::from(d.get()) - 1];
                let (before, after) = match lang {
                    Lang::En => (", ", format!(" {}", words.left)),
                    Lang::Zh => ("，", "个".to_string()),
                };
                html! {
                    <>
                        <span class="pad-digit">{ d.to_string() }</span>
                        <span class="pad-count">
                            <span class="visually-hidden">{ before }</span>
                            if lang == Lang::Zh { <span class="visually-hidden">{ words.left }</span> }
                            { left }
                            <span class="visually-hidden">{ after }</span>
                        </span>
                    </>
                }
            }
            None => html! { <span class="pad-digit">{ words.erase }</span> },
        };
        let done = digit.is_some_and(|d| props.remaining[usize::from(d.get()) - 1] == 0);
        html! {
            <button type="button" class={classes!("pad-key", done.then_some("done"))}
                onmousedown={keep_focus.clone()} {onclick}>
                { content }
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
