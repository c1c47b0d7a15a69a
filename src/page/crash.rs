//! What a panic in the page's own wasm leaves: instead of a page that no longer answers, an
//! alert says something went wrong, that the board was saved (the memory is written after every
//! change, so it holds the board from before the action that failed), and offers Reload. Built
//! with the DOM alone: the app's own code may be what broke.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::Document;

use crate::page::browser;
use sudoku_words::Lang;

/// Shows the alert (once). Called by the panic hook, `src/main.rs`.
pub fn show() {
    let Some(document) = browser::window().and_then(|window| window.document()) else {
        return;
    };
    if document.get_element_by_id("crash").is_none() {
        let _ = build(&document);
    }
}

fn build(document: &Document) -> Option<()> {
    let tag = document.document_element()?.get_attribute("lang");
    let words = Lang::from_tag(&tag.unwrap_or_default()).words();
    let alert = document.create_element("div").ok()?;
    alert.set_id("crash");
    alert.set_class_name("crash");
    alert.set_attribute("role", "alert").ok()?;
    let text = document.create_element("p").ok()?;
    text.set_text_content(Some(words.crashed));
    let button = document.create_element("button").ok()?;
    button.set_attribute("type", "button").ok()?;
    button.set_text_content(Some(words.reload));
    let reload = Closure::<dyn FnMut()>::new(browser::reload);
    (button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref())).ok()?;
    // The page lives until the reload.
    reload.forget();
    alert.append_child(&text).ok()?;
    alert.append_child(&button).ok()?;
    document.body()?.prepend_with_node_1(&alert).ok()
}
