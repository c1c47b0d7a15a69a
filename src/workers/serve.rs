//! The worker's end: [`serve`] runs a [`Service`] in the worker it is called in. Each request is
//! decoded and handed to the service, its replies posted; while the service is busy (a long
//! search), it gets slices of time, with the worker's event loop run between them, so a newer
//! request (a cancel) is read at once. A `MessageChannel` schedules the slices: unlike a zero
//! timeout, it is not slowed down when repeated.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent};

use super::{Message, PING, PONG, Protocol};

/// What a worker does: answer requests, and work between them while it is busy. Replies go to
/// `post`, as many as there are.
pub trait Service: 'static {
    /// Its messages.
    type Protocol: Protocol;
    /// Handles one request.
    fn request(
        &mut self,
        request: <Self::Protocol as Protocol>::Request,
        post: &mut dyn FnMut(<Self::Protocol as Protocol>::Reply),
    );
    /// Handles one request that came with something beside its text (a photo); by default as if
    /// it came alone.
    fn request_with(
        &mut self,
        request: <Self::Protocol as Protocol>::Request,
        attachment: JsValue,
        post: &mut dyn FnMut(<Self::Protocol as Protocol>::Reply),
    ) {
        let _ = attachment;
        self.request(request, post);
    }
    /// Whether it has work to do between requests.
    fn busy(&self) -> bool {
        false
    }
    /// Does one slice of that work.
    fn slice(&mut self, post: &mut dyn FnMut(<Self::Protocol as Protocol>::Reply)) {
        let _ = post;
    }
}

/// Runs `service` in this worker, then says it is ready. Only a browser's worker can serve;
/// anywhere else this returns at once.
pub fn serve<S: Service>(service: S) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let Ok(tick) = MessageChannel::new() else {
        return;
    };
    let service = Rc::new(RefCell::new(service));
    let post = {
        let scope = scope.clone();
        move |reply: <S::Protocol as Protocol>::Reply| {
            let _ = scope.post_message(&JsValue::from_str(&reply.encode()));
        }
    };
    // Posting to port 1 schedules a slice: port 2's handler runs it.
    let schedule = {
        let port = tick.port1();
        move |busy: bool| {
            if busy {
                let _ = port.post_message(&JsValue::NULL);
            }
        }
    };
    let on_message = {
        let (service, mut post, schedule) = (service.clone(), post.clone(), schedule.clone());
        let scope = scope.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            // A request comes as its text, or as [text, attachment] (a photo beside it).
            let data = event.data();
            let (text, attachment) = match data.dyn_ref::<js_sys::Array>() {
                Some(pair) => (pair.get(0).as_string(), Some(pair.get(1))),
                None => (data.as_string(), None),
            };
            // The page's watchdog asks whether this worker is alive; the event loop is run
            // between slices of work, so a live worker answers at once, busy or not.
            if text.as_deref() == Some(PING) {
                let _ = scope.post_message(&JsValue::from_str(PONG));
                return;
            }
            let Some(request) = text.and_then(|t| Message::decode(&t)) else {
                return;
            };
            let mut service = service.borrow_mut();
            let was_busy = service.busy();
            match attachment {
                Some(attachment) => service.request_with(request, attachment, &mut post),
                None => service.request(request, &mut post),
            }
            // A slice is already scheduled while it was busy.
            schedule(service.busy() && !was_busy);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_tick = {
        let (service, mut post) = (service.clone(), post.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
            let mut service = service.borrow_mut();
            if service.busy() {
                service.slice(&mut post);
            }
            schedule(service.busy());
        })
    };
    tick.port2()
        .set_onmessage(Some(on_tick.as_ref().unchecked_ref()));
    on_tick.forget();
    // Only now are messages read: the page has held its requests until this.
    post(S::Protocol::ready());
}
