//! The logic worker: the solver crate's logic engine for Hint, Explain solution and the
//! difficulty rating, with the steps' sentences in both languages. The engine and its sentences
//! are a third of the solver's code, and most people never ask for a hint, so they live in their
//! own worker, started the first time the page wants a rating or a hint; the page only shows the
//! text and cells the worker sends. `src/bin/logic.rs` serves [`LogicWork`] in it.

mod practice;
mod protocol;
mod sheet;
mod work;
mod wrong;

pub use protocol::{
    ChainNode, HintAnswer, Logic, LogicReply, LogicRequest, Rated, SeRated, ShownStep,
};
pub use sheet::{SheetReply, SheetRequest, Sheets};
pub use work::{LogicWork, answer};
