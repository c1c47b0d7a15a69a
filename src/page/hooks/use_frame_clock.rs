//! The clock of Step through: while a stepping plays, it tells the reducer at each frame the
//! browser paints how many steps are due at the chosen speed.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::page::browser;
use crate::page::state::stepping::Speed;
use crate::page::state::{Action, State, StepAction};

/// A `requestAnimationFrame` loop, stopped when dropped.
struct FrameLoop {
    inner: Rc<RefCell<Inner>>,
}

struct Inner {
    /// The frame requested, to cancel it.
    frame: Option<i32>,
    /// The frame callback (taken out when the loop stops, which frees it).
    callback: Option<Closure<dyn FnMut(f64)>>,
    /// The last frame's time.
    last: Option<f64>,
    /// Steps due but not yet taken (a fraction, at slow speeds).
    due: f64,
}

/// How many steps are due at a frame `elapsed` ms after the last one, with `due` carried over;
/// returns the steps to take now and what is carried to the next frame. At most a second's worth
/// is taken at once (after the tab was hidden, say).
fn due_steps(speed: Speed, elapsed: f64, due: f64) -> (u32, f64) {
    match speed {
        Speed::PerFrame(steps) => (steps, 0.0),
        Speed::PerSecond(rate) => {
            let due = (due + elapsed.max(0.0) * f64::from(rate) / 1000.0).min(f64::from(rate));
            let steps = due.floor();
            (steps as u32, due - steps)
        }
    }
}

fn request(callback: &Closure<dyn FnMut(f64)>) -> Option<i32> {
    browser::window()?
        .request_animation_frame(callback.as_ref().unchecked_ref())
        .ok()
}

impl FrameLoop {
    fn start(stepping: u32, speed: Speed, dispatcher: UseReducerDispatcher<State>) -> FrameLoop {
        // The first step comes at once, so Play answers at once.
        let inner = Rc::new(RefCell::new(Inner {
            frame: None,
            callback: None,
            last: None,
            due: 1.0,
        }));
        let weak = Rc::downgrade(&inner);
        let callback = Closure::<dyn FnMut(f64)>::new(move |time: f64| {
            let Some(inner) = weak.upgrade() else { return };
            let steps = {
                let mut inner = inner.borrow_mut();
                let elapsed = inner.last.map_or(0.0, |last| time - last);
                let (steps, due) = due_steps(speed, elapsed, inner.due);
                inner.last = Some(time);
                inner.due = due;
                steps
            };
            if steps > 0 {
                dispatcher.dispatch(Action::Step(StepAction::Tick { stepping, steps }));
            }
            let mut inner = inner.borrow_mut();
            inner.frame = inner.callback.as_ref().and_then(request);
        });
        {
            let mut state = inner.borrow_mut();
            state.frame = request(&callback);
            state.callback = Some(callback);
        }
        FrameLoop { inner }
    }
}

impl Drop for FrameLoop {
    fn drop(&mut self) {
        let mut inner = self.inner.borrow_mut();
        if let (Some(frame), Some(window)) = (inner.frame.take(), browser::window()) {
            let _ = window.cancel_animation_frame(frame);
        }
        inner.callback = None;
    }
}

/// Runs the clock while `playing` names a stepping (its number and speed), and stops it when that
/// changes.
#[hook]
pub fn use_frame_clock(playing: Option<(u32, Speed)>, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(playing, move |playing| {
        let clock = playing.map(|(stepping, speed)| FrameLoop::start(stepping, speed, dispatcher));
        move || drop(clock)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_fall_due_at_the_chosen_speed() {
        // 2 a second: a step every 500 ms, fractions carried over.
        let (steps, due) = due_steps(Speed::PerSecond(2), 300.0, 0.0);
        assert_eq!(steps, 0);
        let (steps, due) = due_steps(Speed::PerSecond(2), 300.0, due);
        assert_eq!(steps, 1);
        assert!((due - 0.2).abs() < 1e-9);
        // At most a second's worth at once.
        assert_eq!(due_steps(Speed::PerSecond(5), 60_000.0, 0.0).0, 5);
        assert_eq!(due_steps(Speed::PerFrame(100), 16.0, 0.0), (100, 0.0));
        assert_eq!(due_steps(Speed::PerSecond(1), -5.0, 0.0).0, 0);
    }
}
