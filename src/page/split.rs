//! Calls into the page's split modules (`cards.rs` says how they work) whose answer nobody waits
//! for. In the page's build (the `split` feature) a split function is `async`: its module is
//! fetched on the first call, so the call is spawned and done once it is there. Without the
//! feature (natively: the prerenderer, the tests) it is a plain function, called in place.

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
