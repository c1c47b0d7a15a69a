//! Starts the app in the page's `<body>`, with a panic hook that turns a bug into a message
//! and a Reload button rather than a page that no longer answers.

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    // Yew's own hook, were it left, would replace ours when the app renders.
    yew::set_custom_panic_hook(Box::new(|_| sudoku_web::page::crash::show()));
    yew::Renderer::<sudoku_web::App>::new().render();
}

/// Fault injection, as `chrome://crash` is for Chromium: the browser tests call it
/// (`wasmBindings.inject_panic()`) to check that a panic in the page's wasm leaves a message, a
/// saved board and a way back.
#[wasm_bindgen]
pub fn inject_panic() {
    panic!("a panic injected by a test");
}
