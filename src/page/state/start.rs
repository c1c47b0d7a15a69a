//! The state at page load: the link, the saved memory, or a clean start.

use sudoku_solver::{Algorithm, Board};
use sudoku_words::status::{Source, Status};

use super::{Editing, State, System, Timer, read_link};
use crate::grid::Grid;
use crate::page::memory::{Memory, Recalled};

impl State {
    /// The state at page load, from what storage held, the address's fragment and what the
    /// browser prefers.
    ///
    /// A valid `#p=` link wins over the saved board, unless the saved board has the same givens
    /// and entries (then it is kept, with the solver's digits), or the link is one of the last
    /// this page showed in the address (`written`, one a line): the board may have moved on since (a reload can
    /// come before the address's pending update; Safari refuses more than 100 updates in 30 s),
    /// and the saved board is the newest. Loading the link is one undo step, so Undo brings
    /// back the saved board it replaced. An invalid link replaces nothing (the saved board stays,
    /// and the status says why). Stored
    /// data that cannot be read is dropped, and the status says so.
    pub fn start(
        recalled: Recalled,
        fragment: &str,
        written: Option<&str>,
        system: System,
    ) -> State {
        let ours = matches!(recalled, Recalled::Found(_))
            && written.is_some_and(|links| links.lines().any(|link| link == fragment));
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
        if let Some(link) = fragment.strip_prefix("#p=").filter(|_| !ours) {
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
