//! The state at page load: the link, the saved memory, or a clean start.

use sudoku_solver::{Algorithm, Board};
use sudoku_words::status::{Source, Status};

use super::{Editing, State, System, Timer, link_saves, read_link};
use crate::grid::Grid;
use crate::page::memory::{Memory, Recalled};

impl State {
    /// The state at page load, from what storage held (`recalled`, saved as save number
    /// `saves`), the address's fragment and what the browser prefers.
    ///
    /// The one rule (see `page/tabs.rs`): a valid `#p=` link wins over the saved board only when
    /// the person followed it, that is unless the page wrote it (`&s=N`) and its save is in
    /// storage (`N <= saves`): then the saved board, the newest any tab saved, stays, however
    /// late the address was written. A link that wins is kept as the saved board when that has
    /// the same givens and entries (with the solver's digits); otherwise loading it is one undo
    /// step, so Undo brings back the saved board it replaced. An invalid link replaces nothing
    /// (the saved board stays, and the status says why). Stored data that cannot be read is
    /// dropped, and the status says so.
    pub fn start(recalled: Recalled, saves: u64, fragment: &str, system: System) -> State {
        // A variant's link (`#v=`) is read by the variant worker, as any variant text.
        let variant = fragment.strip_prefix('#').filter(|f| f.starts_with("v="));
        let link = fragment.strip_prefix("#p=").or(variant);
        let ours = matches!(recalled, Recalled::Found(_))
            && link
                .and_then(link_saves)
                .is_some_and(|written| written <= saves);
        let (memory, readable) = match recalled {
            Recalled::Nothing => (Memory::default(), true),
            Recalled::Found(memory) => (*memory, true),
            Recalled::Unreadable => (Memory::default(), false),
        };
        let mut recalled = State::with(memory.grid, Status::Restored);
        recalled.board = Editing::recalled(memory.grid, memory.undo, memory.redo);
        recalled.preferences.settings = memory.settings;
        // A new page: shown, its clock not yet read.
        recalled.timer = Timer {
            since: None,
            hidden: false,
            ..memory.timer
        };
        recalled.preferences.system = system;
        recalled.runs.algorithm = memory.settings.algorithm.unwrap_or(Algorithm::Fast);
        let mut recalled = recalled.keep_variant(memory.variant);
        if let Some(variant) = variant.filter(|_| !ours) {
            return recalled.read_variant(Source::Link, variant);
        }
        if let Some(link) = link.filter(|_| !ours) {
            let grid = recalled.board.grid;
            return match read_link(link) {
                Ok(linked)
                    if grid.givens() == linked.givens()
                        && grid.entries() == linked.entries()
                        && linked.givens() != Board::EMPTY =>
                {
                    recalled
                }
                Ok(linked) => recalled.change(linked, Status::Loaded(Source::Link)),
                // A link that is no puzzle replaces nothing: the saved board stays (an empty
                // one for a first visit), and the status says why.
                Err(error) => recalled.said(Status::Unreadable {
                    source: Source::Link,
                    error,
                }),
            };
        }
        let fresh = recalled.board.grid == Grid::default() && !recalled.board.can_undo();
        recalled.status = match (readable, fresh) {
            (false, _) => Status::StorageUnreadable,
            (true, true) => Status::Welcome,
            (true, false) => Status::Restored,
        };
        recalled
    }
}
