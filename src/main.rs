//! Starts the app in the page's `<body>`. A panic aborts the page's wasm at once (the build's
//! standard library keeps no panic machinery: the Makefile's `TRUNK_ENV`); `static/start.js` turns
//! the abort into a message and a Reload button rather than a page that no longer answers.

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    // Panics that abort at once never run a hook, so Yew's own (which formats a panic for the
    // console) would only be bytes: none is set. Other builds (plain `trunk serve`) keep Yew's.
    #[cfg(panic = "immediate-abort")]
    yew::set_custom_panic_hook(Box::new(|_| {}));
    yew::Renderer::<sudoku_web::App>::new().render();
}

/// Fault injection, as `chrome://crash` is for Chromium: the browser tests call it
/// (`wasmBindings.inject_panic()`) to check that a panic in the page's wasm leaves a message, a
/// saved board and a way back.
#[wasm_bindgen]
pub fn inject_panic() {
    panic!("a panic injected by a test");
}
