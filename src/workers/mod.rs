//! The Web Workers, and the one channel every one of them speaks.
//!
//! Each worker is a folder: its `protocol.rs` (the messages, one line or a few of text each,
//! tested natively) and the work it does (tested natively too). What they share:
//!
//! - [`Message`]: text in, text out; a decoder answers `None`, never a panic, for text that is not
//!   a message (so the page never acts on a garbled answer), with the encodings of
//!   [`crate::codec`].
//! - [`Service`]: what a worker does with a request, and with its time between requests (the
//!   solver worker runs long searches in slices); [`serve()`] is the one loop that runs a service in
//!   a worker, and says `ready` once it listens.
//! - [`Link`]: the page's end of a worker, used by every hook that talks to one: it starts the
//!   worker, holds requests until the worker is ready, and hands each reply to the hook.
//! - [`Clock`]: time behind a trait, so the work that reads it is tested natively.

pub mod clock;
pub mod link;
pub mod logic;
pub mod scan;
pub mod serve;
pub mod solver;
pub mod variant;

pub use clock::Clock;
pub use link::{Link, Sender};
pub use serve::{Service, serve};

/// A message between the page and a worker: it travels as text.
pub trait Message: Sized {
    /// The message's text.
    fn encode(&self) -> String;
    /// Reads a message; `None` if the text is not one.
    fn decode(text: &str) -> Option<Self>;
}

/// The watchdog's question to a worker, outside every protocol, and its answer.
pub const PING: &str = "ping";
/// See [`PING`].
pub const PONG: &str = "pong";

/// The messages of one worker, and where the page finds its script.
pub trait Protocol: 'static {
    /// What the page asks.
    type Request: Message;
    /// What the worker answers.
    type Reply: Message;
    /// The `<meta name>` whose content is the worker's loader, named by content hash at build
    /// time (see scripts/postbuild.mjs).
    const META: &'static str;
    /// The loader's path when the meta is missing (`trunk serve`).
    const FALLBACK: &'static str;
    /// For a worker built with wasm's 128-bit vectors: the `META` and `FALLBACK` of its build
    /// without them, which a browser that lacks them loads instead.
    const SCALAR: Option<(&'static str, &'static str)> = None;
    /// The reply a worker sends once it listens.
    fn ready() -> Self::Reply;
    /// Whether `reply` is that one.
    fn is_ready(reply: &Self::Reply) -> bool;
}
