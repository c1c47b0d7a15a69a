//! The page's thread: the app, its state (one reducer over feature slices), components (one per
//! file, props-driven), hooks (every side effect: storage, the address, the workers, the clock)
//! and the few browser APIs used. It never solves: searches and the logic engine run in
//! [`crate::workers`].

pub mod app;
pub mod browser;
pub mod cards;
pub mod choices;
pub mod components;
pub mod extras;
pub mod games;
pub mod hint;
pub mod hooks;
pub mod keys;
pub mod library;
pub mod markup;
pub mod memory;
pub mod print;
pub mod sheet;
pub mod split;
pub mod state;
pub mod stats;
pub mod tabs;
pub mod timing;
pub mod toolkit;

pub use app::App;
