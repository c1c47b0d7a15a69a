//! The page's end of a worker, one for every worker: [`Link::open`] starts it, requests are held
//! until it says it is ready (a worker drops messages that arrive before its wasm has loaded and
//! its handler is installed), and every reply that decodes goes to the hook's handler, with a
//! [`Sender`] to answer through. Dropping the link terminates the worker.
//!
//! A worker can die: a panic (a trap, with `panic = "abort"`), out of memory, killed by the
//! browser. The link notices an `error` event at once, and silence by a watchdog: every
//! [`WATCH_MILLIS`] it asks [`PING`], which a live worker answers between two slices of any work;
//! silence through two more rounds (4-6 s: a machine under load can stall a live worker for a
//! round) means the worker is gone. Either way the link's
//! `on_death` is called once; the hook then replaces the link with a fresh worker.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

use super::{Message, PING, Protocol};
use crate::page::browser;

/// How often the watchdog asks; silence for `ROUNDS` rounds after a question means the worker
/// is dead.
pub const WATCH_MILLIS: u32 = 2_000;
/// See [`WATCH_MILLIS`].
const ROUNDS: u8 = 2;

/// What the watchdog knows: whether the worker was heard since the last question, and whether
/// it was declared dead (then nothing more is done or said).
#[derive(Default)]
struct Watch {
    heard: bool,
    /// Rounds gone by unheard.
    missed: u8,
    dead: bool,
}

/// The channel to a worker, whatever its protocol: requests held until it is ready. (The
/// generic [`Sender`] and [`Link`] are thin wrappers, so the code that runs a worker exists once
/// in the page, not once per protocol.)
#[derive(Clone)]
struct Channel {
    worker: Worker,
    /// Requests made before the worker said it is ready, oldest first; `None` once it has.
    held: Rc<RefCell<Option<Vec<JsValue>>>>,
}

impl Channel {
    fn post(&self, message: JsValue) {
        match self.held.borrow_mut().as_mut() {
            Some(held) => held.push(message),
            None => {
                let _ = self.worker.post_message(&message);
            }
        }
    }

    fn release(&self) {
        for message in self.held.borrow_mut().take().unwrap_or_default() {
            let _ = self.worker.post_message(&message);
        }
    }
}

/// Sends requests to a worker (cheap to clone; the reply handler gets one).
pub struct Sender<P: Protocol> {
    channel: Channel,
    protocol: PhantomData<P>,
}

impl<P: Protocol> Clone for Sender<P> {
    fn clone(&self) -> Self {
        Sender {
            channel: self.channel.clone(),
            protocol: PhantomData,
        }
    }
}

impl<P: Protocol> Sender<P> {
    /// Sends `request` now, or once the worker is ready.
    pub fn send(&self, request: &P::Request) {
        self.channel.post(JsValue::from_str(&request.encode()));
    }

    /// Sends `request` with something beside its text (a photo), as `[text, attachment]`.
    pub fn send_with(&self, request: &P::Request, attachment: &JsValue) {
        let pair = js_sys::Array::of2(&JsValue::from_str(&request.encode()), attachment);
        self.channel.post(pair.into());
    }
}

/// What a running worker's messages go to: their text, and the channel to answer on.
type OnText = Box<dyn FnMut(String, &Channel)>;

/// A running worker, the handler of its messages, and its watchdog, whatever its protocol.
struct Running {
    channel: Channel,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(JsValue)>,
    _watchdog: Option<browser::Ticker>,
}

impl Running {
    /// Starts the worker at `path`; `on_text` gets the text of each of its messages, `on_death`
    /// is called once if it dies.
    fn start(path: &str, mut on_text: OnText, on_death: Box<dyn FnOnce()>) -> Option<Running> {
        let worker = Worker::new(path).ok()?;
        let channel = Channel {
            worker: worker.clone(),
            held: Rc::new(RefCell::new(Some(Vec::new()))),
        };
        let watch = Rc::new(RefCell::new(Watch {
            heard: true,
            missed: 0,
            dead: false,
        }));
        let on_death = Rc::new(RefCell::new(Some(on_death)));
        let died = {
            let (watch, on_death) = (watch.clone(), on_death.clone());
            move || {
                watch.borrow_mut().dead = true;
                let on_death = on_death.borrow_mut().take();
                if let Some(on_death) = on_death {
                    on_death();
                }
            }
        };
        let on_message = {
            let (channel, watch) = (channel.clone(), watch.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                watch.borrow_mut().heard = true;
                if let Some(text) = event.data().as_string() {
                    on_text(text, &channel);
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let on_error = {
            let died = died.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                // Handled here: not also an uncaught error of the page.
                event.unchecked_ref::<web_sys::Event>().prevent_default();
                died();
            })
        };
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let watchdog = browser::Ticker::every(WATCH_MILLIS, {
            let (worker, held) = (worker.clone(), channel.held.clone());
            move || {
                let gone = {
                    let mut watch = watch.borrow_mut();
                    // Before it says it is ready, a worker is loading, and reads no message.
                    if watch.dead || held.borrow().is_some() {
                        return;
                    }
                    let heard = std::mem::replace(&mut watch.heard, false);
                    watch.missed = if heard { 0 } else { watch.missed + 1 };
                    watch.missed >= ROUNDS
                };
                if gone {
                    died();
                } else {
                    let _ = worker.post_message(&JsValue::from_str(PING));
                }
            }
        });
        Some(Running {
            channel,
            _on_message: on_message,
            _on_error: on_error,
            _watchdog: watchdog,
        })
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // Its handlers go first: a message already on its way must find none (they are freed
        // with the link), rather than call a freed closure.
        let worker = &self.channel.worker;
        worker.set_onmessage(None);
        worker.set_onerror(None);
        worker.terminate();
    }
}

/// A running worker of protocol `P`, the handler of its replies, and its watchdog.
pub struct Link<P: Protocol> {
    running: Running,
    protocol: PhantomData<P>,
}

impl<P: Protocol> Link<P> {
    /// Starts the worker; `on_reply` gets each of its replies but the ready signal, and
    /// `on_death` is called once if it dies. `None` when the browser cannot start it.
    pub fn open(
        mut on_reply: impl FnMut(P::Reply, &Sender<P>) + 'static,
        on_death: impl FnOnce() + 'static,
    ) -> Option<Link<P>> {
        let on_text = move |text: String, channel: &Channel| {
            // A message that does not decode cannot come from our worker; it is dropped.
            let Some(reply) = P::Reply::decode(&text) else {
                return;
            };
            if P::is_ready(&reply) {
                channel.release();
            } else {
                let sender = Sender {
                    channel: channel.clone(),
                    protocol: PhantomData,
                };
                on_reply(reply, &sender);
            }
        };
        let (meta, fallback) = match P::SCALAR {
            Some(scalar) if !browser::has_simd128() => scalar,
            _ => (P::META, P::FALLBACK),
        };
        let running = Running::start(
            &browser::worker_path(meta, fallback),
            Box::new(on_text),
            Box::new(on_death),
        )?;
        Some(Link {
            running,
            protocol: PhantomData,
        })
    }

    fn sender(&self) -> Sender<P> {
        Sender {
            channel: self.running.channel.clone(),
            protocol: PhantomData,
        }
    }

    /// Sends `request` now, or once the worker is ready.
    pub fn send(&self, request: &P::Request) {
        self.sender().send(request);
    }

    /// Sends `request` with `attachment` beside it, now or once the worker is ready.
    pub fn send_with(&self, request: &P::Request, attachment: &JsValue) {
        self.sender().send_with(request, attachment);
    }
}
