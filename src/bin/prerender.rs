//! Prints the app's first screen as HTML: the app rendered natively, with no browser, as a first
//! visit sees it before any save or link is read (`page::browser` fails soft without a window).
//! The build puts it in the page's `<body>` (scripts/postbuild.mjs), so the board is drawn before
//! the WebAssembly arrives; `static/start.js` keeps what is typed into it meanwhile and hands it to
//! the app once the app has mounted its own (Yew empties the body as it mounts).
//!
//! The output is one element, the shell: `<div class="shell" data-shell …>` around the app's
//! markup (the stylesheet lays its children out as the body's own), carrying in both languages
//! the sentence that says the app is starting, and the alert (and its Reload) for a failed app.

use sudoku_words::Lang;
use sudoku_words::shell::{CRASHED, STARTING};

/// `text` made safe inside a double-quoted attribute.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a single-threaded runtime");
    let local = tokio::task::LocalSet::new();
    let app = local.block_on(&runtime, async {
        yew::LocalServerRenderer::<sudoku_web::App>::new()
            .hydratable(false)
            .render()
            .await
    });
    let said = |lang: Lang| {
        [
            *lang.pick(&STARTING),
            *lang.pick(&CRASHED),
            lang.words().reload,
        ]
        .map(attribute)
    };
    let [
        [starting_en, crashed_en, reload_en],
        [starting_zh, crashed_zh, reload_zh],
    ] = [said(Lang::En), said(Lang::Zh)];
    println!(
        "<div class=\"shell\" data-shell data-starting-en=\"{starting_en}\" \
         data-starting-zh=\"{starting_zh}\" data-crashed-en=\"{crashed_en}\" \
         data-crashed-zh=\"{crashed_zh}\" data-reload-en=\"{reload_en}\" \
         data-reload-zh=\"{reload_zh}\">{app}</div>"
    );
}
