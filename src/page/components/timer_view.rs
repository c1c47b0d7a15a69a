//! The timer of the puzzle being played: minutes and seconds, redrawn each second while it runs.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
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

/// A `setInterval`, cleared when dropped. Its handle is kept as the browser gave it (not as an
/// `i32`: a page's timer ids are not always small, e.g. under a test's fake clock).
struct Interval {
    handle: JsValue,
    _callback: Closure<dyn FnMut()>,
}

/// `window[name]`, a function of the window's.
fn window_function(name: &str) -> Option<(web_sys::Window, js_sys::Function)> {
    let window = web_sys::window()?;
    let function = js_sys::Reflect::get(&window, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    Some((window, function))
}

impl Drop for Interval {
    fn drop(&mut self) {
        if let Some((window, clear)) = window_function("clearInterval") {
            let _ = clear.call1(&window, &self.handle);
        }
    }
}

/// Calls `tick` every second until the interval is dropped.
fn start_ticking(tick: impl FnMut() + 'static) -> Option<Interval> {
    let callback = Closure::<dyn FnMut()>::new(tick);
    let (window, set) = window_function("setInterval")?;
    let handle = set.call2(&window, callback.as_ref(), &1000.into()).ok()?;
    Some(Interval {
        handle,
        _callback: callback,
    })
}

/// The timer, a `timer` element named "Timer" (its live region stays quiet: a screen reader
/// reads it when asked, not every second).
#[function_component]
pub fn TimerView(props: &TimerViewProps) -> Html {
    let redraw = use_force_update();
    {
        use_effect_with(props.since.is_some(), move |&running| {
            let interval = running.then(|| start_ticking(move || redraw.force_update()));
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
