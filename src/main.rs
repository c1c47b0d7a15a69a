//! Starts the app in the page's `<body>`. A panic aborts the page's wasm at once (the build's
//! standard library keeps no panic machinery: the Makefile's `TRUNK_ENV`); `static/start.js` turns
//! the abort into a message and a Reload button rather than a page that no longer answers.

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    // Yew sets its own panic hook, which a panic that aborts at once never runs (setting a no-op
    // one instead was measured 0.5 KB gzipped larger); builds without `TRUNK_ENV` log through it.
    yew::Renderer::<sudoku_web::App>::new().render();
}

/// Fault injection, as `chrome://crash` is for Chromium: the browser tests call it
/// (`wasmBindings.inject_panic()`) to check that a panic in the page's wasm leaves a message, a
/// saved board and a way back.
#[wasm_bindgen]
pub fn inject_panic() {
    panic!("a panic injected by a test");
}
