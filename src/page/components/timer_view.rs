//! The timer of the puzzle being played: minutes and seconds, redrawn each second while it runs.

use yew::prelude::*;

use crate::page::browser;
use sudoku_words::Lang;
use sudoku_words::numbers::clock;

/// Props of [`TimerView`].
#[derive(Properties, PartialEq)]
pub struct TimerViewProps {
    /// The page's language.
    pub lang: Lang,
    /// Milliseconds counted before the running stretch (all of them, when it is not running).
    pub banked: u64,
    /// The clock reading when the running stretch began; `None` while it is not running.
    pub since: Option<f64>,
}

/// The timer, a `timer` element named "Timer" (its live region stays quiet: a screen reader
/// reads it when asked, not every second).
#[function_component]
pub fn TimerView(props: &TimerViewProps) -> Html {
    let redraw = use_force_update();
    {
        use_effect_with(props.since.is_some(), move |&running| {
            let interval =
                running.then(|| browser::Ticker::every(1000, move || redraw.force_update()));
            move || drop(interval)
        });
    }
    let running = props
        .since
        .map_or(0, |since| (browser::now_millis() - since).max(0.0) as u64);
    let words = props.lang.words();
    html! {
        <p class="timer" role="timer" aria-label={words.timer}>{ clock(props.banked + running) }</p>
    }
}
