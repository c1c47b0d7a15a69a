//! Time, behind a trait: the solver worker reads it to slice long searches and to time them, and
//! its tests read a clock they drive.

use std::cell::Cell;

/// A monotonic clock in milliseconds.
pub trait Clock {
    /// Now, in milliseconds since some fixed moment.
    fn now(&self) -> f64;
}

/// The worker's clock: `performance.now()` (coarsened by browsers, to 0.1 ms in Chromium), or
/// `Date.now()` where there is none.
#[derive(Clone, Copy, Debug, Default)]
pub struct Performance;

impl Clock for Performance {
    fn now(&self) -> f64 {
        use wasm_bindgen::JsCast;
        js_sys::global()
            .dyn_into::<web_sys::WorkerGlobalScope>()
            .ok()
            .and_then(|scope| scope.performance())
            .map_or_else(js_sys::Date::now, |clock| clock.now())
    }
}

/// A clock for tests: each reading moves it on by `step` ms.
#[derive(Debug, Default)]
pub struct Ticking {
    now: Cell<f64>,
    step: f64,
}

impl Ticking {
    /// A clock at 0 that moves `step` ms per reading.
    pub fn new(step: f64) -> Ticking {
        Ticking {
            now: Cell::new(0.0),
            step,
        }
    }
}

impl Clock for Ticking {
    fn now(&self) -> f64 {
        let now = self.now.get();
        self.now.set(now + self.step);
        now
    }
}
