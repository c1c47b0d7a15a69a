//! The page's end of a worker, one for every worker: [`Link::open`] starts it, requests are held
//! until it says it is ready (a worker drops messages that arrive before its wasm has loaded and
//! its handler is installed), and every reply that decodes goes to the hook's handler, with a
//! [`Sender`] to answer through. Dropping the link terminates the worker.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

use super::{Message, Protocol};
use crate::page::browser;

/// Sends requests to a worker (cheap to clone; the reply handler gets one).
pub struct Sender<P: Protocol> {
    worker: Worker,
    /// Requests made before the worker said it is ready, oldest first; `None` once it has.
    held: Rc<RefCell<Option<Vec<String>>>>,
    protocol: PhantomData<P>,
}

impl<P: Protocol> Clone for Sender<P> {
    fn clone(&self) -> Self {
        Sender {
            worker: self.worker.clone(),
            held: self.held.clone(),
            protocol: PhantomData,
        }
    }
}

impl<P: Protocol> Sender<P> {
    /// Sends `request` now, or once the worker is ready.
    pub fn send(&self, request: &P::Request) {
        let text = request.encode();
        match self.held.borrow_mut().as_mut() {
            Some(held) => held.push(text),
            None => {
                let _ = self.worker.post_message(&JsValue::from_str(&text));
            }
        }
    }

    fn release(&self) {
        for text in self.held.borrow_mut().take().unwrap_or_default() {
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        }
    }
}

/// A running worker and the handler of its replies.
pub struct Link<P: Protocol> {
    sender: Sender<P>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
}

impl<P: Protocol> Link<P> {
    /// Starts the worker; `on_reply` gets each of its replies but the ready signal. `None` when
    /// the browser cannot start it.
    pub fn open(mut on_reply: impl FnMut(P::Reply, &Sender<P>) + 'static) -> Option<Link<P>> {
        let worker = Worker::new(&browser::worker_path(P::META, P::FALLBACK)).ok()?;
        let sender = Sender::<P> {
            worker: worker.clone(),
            held: Rc::new(RefCell::new(Some(Vec::new()))),
            protocol: PhantomData,
        };
        let on_message = {
            let sender = sender.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                // A message that does not decode cannot come from our worker; it is dropped.
                let Some(reply) = event.data().as_string().and_then(|t| P::Reply::decode(&t))
                else {
                    return;
                };
                if P::is_ready(&reply) {
                    sender.release();
                } else {
                    on_reply(reply, &sender);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(Link {
            sender,
            _on_message: on_message,
        })
    }

    /// Sends `request` now, or once the worker is ready.
    pub fn send(&self, request: &P::Request) {
        self.sender.send(request);
    }
}

impl<P: Protocol> Drop for Link<P> {
    fn drop(&mut self) {
        self.sender.worker.terminate();
    }
}
