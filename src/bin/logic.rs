//! The logic worker (loaded by the page the first time it wants a rating or a hint; see
//! `sudoku_web::logic_worker` for its messages and the work it does).
//!
//! Each request is answered at once, in order: a path takes a few milliseconds for most puzzles
//! (a median of 3 ms for top1465 in Chromium, docs/BENCHMARKS.md), and the page has at most one
//! request of each kind out at a time.

#[cfg(target_arch = "wasm32")]
fn main() {
    use sudoku_web::logic_worker::{LogicReply, LogicRequest, answer};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |reply: &LogicReply| {
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    };
    let on_message = {
        let post = post.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let request = event
                .data()
                .as_string()
                .and_then(|text| LogicRequest::decode(&text));
            if let Some(request) = request {
                post(&answer(&request));
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Only now are messages read: the page holds its requests until this.
    post(&LogicReply::Ready);
}

/// Only a browser runs the worker; natively there is nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
