//! The timer of the puzzle being played: minutes and seconds, redrawn each second while it runs.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
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

/// A `setInterval`, cleared when dropped.
struct Interval {
    handle: i32,
    _callback: Closure<dyn FnMut()>,
}

impl Drop for Interval {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            window.clear_interval_with_handle(self.handle);
        }
    }
}

/// Calls `tick` every second until the interval is dropped.
fn start_ticking(tick: impl FnMut() + 'static) -> Option<Interval> {
    let callback = Closure::<dyn FnMut()>::new(tick);
    let handle = web_sys::window()?
        .set_interval_with_callback_and_timeout_and_arguments_0(callback.as_ref().unchecked_ref(), 1000)
        .ok()?;
    Some(Interval {
        handle,
        _callback: callback,
    })
}

/// The timer, a `timer` element named "Timer" (its live region stays quiet: a screen reader
/// reads it when asked, not every second).
#[function_component]
pub fn TimerView(props: &TimerViewProps) -> Html {
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with(props.since.is_some(), move |&running| {
            let interval = running.then(|| start_ticking(move || tick.set((*tick).wrapping_add(1))));
            move || drop(interval)
        });
    }
    let running = props.since.map_or(0, |since| (browser::now_millis() - since).max(0.0) as u64);
    let words = props.lang.words();
    html! {
        <p class="timer" role="timer" aria-label={words.timer}>{ clock(props.banked + running) }</p>
    }
}
