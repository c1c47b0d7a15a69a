//! Calls into the page's split modules (`cards.rs` says how they work). In the page's build (the
//! `split` feature) a split function is `async`: its module is fetched on the first call. A call
//! whose answer nobody waits for is spawned (`spawn!`); a call into the cards' module once it
//! is loaded is answered at once ([`now`]: a card's view, a worker's link). Without the feature (natively: the
//! prerenderer, the tests) a split function is a plain function, called in place.

/// Runs a split function's call (`split::spawn!(open_stream(...))`) to its end.
#[cfg(feature = "split")]
macro_rules! spawn {
    ($call:expr) => {
        yew::platform::spawn_local($call)
    };
}

/// Runs a split function's call: without the split, a plain call.
#[cfg(not(feature = "split"))]
macro_rules! spawn {
    ($call:expr) => {
        $call
    };
}

pub(crate) use spawn;

/// A split function's call made now: its answer (`call` is the future of a split function of the
/// cards' module, ready at once when the cards' `load` has finished, and the only way the app
/// calls one this way is after it has). The default (an empty view, no link), should its module
/// not be there.
#[cfg(feature = "split")]
pub fn now<T: Default>(call: impl Future<Output = T>) -> T {
    let mut call = std::pin::pin!(call);
    let mut now = std::task::Context::from_waker(std::task::Waker::noop());
    match call.as_mut().poll(&mut now) {
        std::task::Poll::Ready(answer) => answer,
        std::task::Poll::Pending => T::default(),
    }
}

/// A split function's call made now (without the split, a plain function's answer).
#[cfg(not(feature = "split"))]
pub fn now<T>(answer: T) -> T {
    answer
}
