//! The board: the grid, the selected cell, undo and redo; typing, clearing, loading text or an
//! example, copying out.

use sudoku_solver::{Board, Cell, CellSet, Digit};
use sudoku_words::examples::EXAMPLES;
use sudoku_words::status::{CopyFormat, Mode, Source, Status};

use super::entry::layer_of;
use super::{History, State, Timer, read_link};
use crate::grid::{Grid, Layer};
use crate::page::keys::KeyAction;

pub use super::entry::Pick;
use crate::page::memory::Memory;
use crate::page::split;
use crate::page::tabs::Newer;

/// How many changes Undo can go back.
pub const HISTORY_LIMIT: usize = 500;

/// The board's part of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct Editing {
    /// The board.
    pub grid: Grid,
    /// The cell that has (or last had) the focus: the board's one tab stop.
    pub selected: Cell,
    /// The cells picked together (a drag, Ctrl- or Shift-click, Shift and an arrow), when more
    /// than one: a digit, a mark or Erase goes into each of them, as one undo step. Empty when
    /// the selected cell is the only one (see `entry.rs`).
    pub picked: CellSet,
    /// The cells picked, in the order they were (a drag's path: Draw rules' thermometer runs
    /// from its first); the selected cell alone when no others are picked.
    pub trail: Vec<Cell>,
    /// What a digit typed or pressed does: fill the cell, or toggle a corner or centre mark or a
    /// colour.
    pub mode: Mode,
    /// The digit whose places the board lights (the pad's digit pressed with no cell selected).
    pub lit: Option<Digit>,
    /// Earlier grids, the last one on top.
    undo: History,
    /// Undone grids, the next to redo on top.
    redo: History,
}

/// What the person does to the board.
#[derive(Clone, Debug, PartialEq)]
pub enum EditAction {
    /// The person typed a digit into a cell, or erased it (`None`); in Corner, Centre or Colour
    /// mode a digit toggles that mark or colour instead, and Erase clears that layer first.
    Enter(Cell, Option<Digit>),
    /// Toggle a mark in a cell, whatever the mode (Shift or Ctrl and a digit).
    Mark(Layer, Cell, Digit),
    /// A key pressed in a cell (or a single digit pasted onto the board): see `entry.rs`. It acts
    /// on the selected cell, which the focus follows: not on the cell whose element had the focus,
    /// which lags behind while keys come faster than the page draws (a puzzle typed in while the
    /// cards are drawn), and a key sent there would undo the one before.
    Key(KeyAction),
    /// A digit of the pad pressed, or `None` for Erase, and whether the board has the focus:
    /// typed into the selected cell (or each picked cell); with no cell selected (the board
    /// without the focus, none picked), the digit's places lit, or unlit if they were.
    Pad(Option<Digit>, bool),
    /// Switch to a mode (a pad's mode button, or `Z`, `X`, `C`, `V`).
    SetMode(Mode),
    /// Write every empty cell's candidates into its centre marks.
    FillNotes,
    /// Edit puzzle: unlock the givens to change them (typed digits are givens), or lock them to
    /// play.
    EditPuzzle,
    /// The focus moved to a cell (the cells picked stay picked).
    Select(Cell),
    /// A cell picked: alone, added to the cells picked, or toggled among them.
    Pick(Cell, Pick),
    /// Empty the board.
    Clear,
    /// Go back one change.
    Undo,
    /// Go forward one undone change.
    Redo,
    /// Load a puzzle from text (a paste, the text box, or a `#p=` link).
    LoadText(Source, String),
    /// Load the example at this index of [`EXAMPLES`].
    LoadExample(usize),
    /// The board was copied out in this format.
    Copied(CopyFormat),
    /// The clipboard refused a copy.
    CopyFailed,
    /// Another tab of the app saved this memory; the newer of it and this tab's wins (see
    /// `page/tabs.rs`), and the other's board goes one Undo back.
    FromOtherTab(Box<Memory>, Newer),
}

impl Editing {
    /// `grid`, with no history.
    pub fn new(grid: Grid) -> Editing {
        Editing {
            grid,
            selected: Cell::at(0, 0).expect("r1c1 exists"),
            picked: CellSet::EMPTY,
            trail: Vec::new(),
            mode: Mode::Digit,
            lit: None,
            undo: History::default(),
            redo: History::default(),
        }
    }

    /// `grid` with the history kept in storage.
    pub fn recalled(grid: Grid, undo: Vec<Grid>, redo: Vec<Grid>) -> Editing {
        Editing {
            undo: History::from_oldest(undo),
            redo: History::from_oldest(redo),
            ..Editing::new(grid)
        }
    }

    /// The history: earlier grids (the last one on top) and undone ones (the next on top).
    pub fn history(&self) -> (&History, &History) {
        (&self.undo, &self.redo)
    }

    /// How many undo steps there are (for the effect that saves the memory).
    pub fn history_len(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The board set to `grid`: one undo step, unless nothing changed.
    pub(super) fn set(&self, grid: Grid) -> Editing {
        if grid == self.grid {
            return self.clone();
        }
        Editing {
            grid,
            undo: self.undo.pushed(self.grid, HISTORY_LIMIT),
            redo: History::default(),
            ..self.clone()
        }
    }

    /// One step back (or forward) in the history; `None` when there is none.
    pub(super) fn stepped(&self, back: bool) -> Option<Editing> {
        let (from, to) = if back {
            (&self.undo, &self.redo)
        } else {
            (&self.redo, &self.undo)
        };
        let (grid, from) = from.popped()?;
        let to = to.pushed(self.grid, HISTORY_LIMIT);
        let (undo, redo) = if back { (from, to) } else { (to, from) };
        Some(Editing {
            grid,
            undo,
            redo,
            ..self.clone()
        })
    }
}

impl State {
    /// The board's actions; `None` when nothing changes.
    pub(super) fn edit(&self, action: EditAction) -> Option<State> {
        Some(match action {
            EditAction::Select(cell) if cell == self.board.selected => return None,
            EditAction::Select(cell) => {
                let mut next = self.clone();
                next.board.selected = cell;
                next
            }
            EditAction::Pick(cell, how) => self.pick(cell, how)?,
            EditAction::Key(key) => self.key(self.board.selected, key)?,
            EditAction::Pad(Some(digit), false) if self.board.picked.is_empty() => self.lit(digit),
            EditAction::Pad(digit, _) => {
                let key = digit.map_or(KeyAction::Erase, |d| KeyAction::Enter(Some(d)));
                self.key(self.board.selected, key)?
            }
            EditAction::Enter(cell, Some(digit)) => match layer_of(self.board.mode) {
                Some(layer) => self.toggle_mark(layer, cell, digit)?,
                None => self.enter(cell, digit),
            },
            EditAction::Enter(cell, None) => self.erase(cell),
            EditAction::Mark(layer, cell, digit) => self.toggle_mark(layer, cell, digit)?,
            EditAction::SetMode(mode) => self.with_mode(mode),
            // The classic candidates are not a variant's (a jigsaw's regions, a cage's sums).
            EditAction::FillNotes if self.rules().is_some() => self.not_yet_on_variants(),
            EditAction::FillNotes => {
                let grid = self.board.grid.with_notes_filled();
                self.change(grid, Status::NotesFilled)
            }
            EditAction::EditPuzzle => {
                let grid = &self.board.grid;
                let editing = grid.is_loaded();
                if !editing && grid.givens() == Board::EMPTY {
                    // Nothing to play yet: the board stays open.
                    return Some(self.said(Status::EditingPuzzle(true)));
                }
                self.change(grid.with_loaded(!editing), Status::EditingPuzzle(editing))
            }
            EditAction::Clear => {
                let mut next = self.change(Grid::default(), Status::Cleared);
                next.variants.rules = None;
                next
            }
            EditAction::Undo => self.step_history(true),
            EditAction::Redo => self.step_history(false),
            EditAction::LoadText(source, text) => self.load_text(source, &text),
            EditAction::LoadExample(index) => {
                let example = EXAMPLES.get(index)?;
                self.load_text(Source::Example(index), example.puzzle)
            }
            EditAction::Copied(format) => self.said(Status::Copied(format)),
            EditAction::CopyFailed => self.said(Status::CopyFailed),
            EditAction::FromOtherTab(memory, newer) => self.take_other_tabs(*memory, newer)?,
        })
    }

    /// The same state, saying `status`.
    pub(super) fn said(&self, status: Status) -> State {
        State {
            status,
            ..self.clone()
        }
    }

    pub(super) fn load_text(&self, source: Source, text: &str) -> State {
        // One of our own links (pasted, or typed in the address bar) may carry entries too.
        let text = text.trim();
        let fragment = text.split_once('#').map_or(text, |(_, fragment)| fragment);
        // A variant's link (ours, `#v=`): the variant worker reads it, givens and entries too.
        if fragment.starts_with("v=") {
            return self.read_variant(source, fragment);
        }
        let ours = text
            .split_once('#')
            .and_then(|(_, fragment)| fragment.strip_prefix("p="));
        let read = match (&source, ours) {
            (Source::Link, _) => read_link(text),
            (_, Some(link)) => read_link(link),
            // A position with its marks is not a board's text: read as one when it is not a
            // board (a pencil-mark grid, SudokuWiki's 162-character string, bare or a link's
            // `bd=`, or HoDoKu's library line), its marks the person's notes.
            _ => text.parse::<Board>().map(Grid::loaded).or_else(|error| {
                marked(text)
                    .map(|marks| Grid::from_mark_grid(&marks))
                    .ok_or(error)
            }),
        };
        match read {
            Ok(grid) => self.change(grid, Status::Loaded(source)),
            // A variant puzzle (an f-puzzles or SudokuPad link, ISS's or our own format), which
            // the classic reader refuses: the variant worker reads it.
            Err(_) if ours.is_none() && split::now(super::variant::is_variant(text)) => {
                self.read_variant(source, text)
            }
            Err(error) => self.said(Status::Unreadable { source, error }),
        }
    }

    /// Another tab's save: the newer of it and this tab's memory is kept (its board, history,
    /// settings and timer), with the other's board one Undo back if it is not one step away
    /// already. `None` when nothing changes (the same save, or the other board a step away in
    /// this tab's own newer memory).
    fn take_other_tabs(&self, theirs: Memory, newer: Newer) -> Option<State> {
        let (mut kept, other) = match newer {
            Newer::Theirs => (theirs, self.board.grid),
            Newer::Ours => (self.memory(), theirs.grid),
        };
        let merged = other != kept.grid
            && kept.undo.last() != Some(&other)
            && kept.redo.last() != Some(&other);
        if merged {
            kept.undo.push(other);
            let over = kept.undo.len().saturating_sub(HISTORY_LIMIT);
            kept.undo.drain(..over);
        } else if newer == Newer::Ours || kept == self.memory() {
            return None;
        }
        let mut next = self.said(match merged {
            true => Status::TabsMerged,
            false => Status::FromOtherTab,
        });
        next.board = Editing {
            selected: self.board.selected,
            picked: self.board.picked,
            mode: self.board.mode,
            lit: self.board.lit,
            ..Editing::recalled(kept.grid, kept.undo, kept.redo)
        };
        next.preferences.settings = kept.settings;
        next.runs.algorithm = kept.settings.algorithm.unwrap_or(self.runs.algorithm);
        next.timer = Timer {
            since: None,
            hidden: self.timer.hidden,
            ..kept.timer
        };
        let next = next.keep_variant(kept.variant);
        // Another tab's board dropped what this tab computed for its own; a board pushed under
        // this tab's own leaves a run or a hint in place.
        Some(match next.board.grid == self.board.grid {
            true => next,
            false => next.board_changed(),
        })
    }

    fn step_history(&self, back: bool) -> State {
        let Some(board) = self.board.stepped(back) else {
            return self.clone();
        };
        let status = if back { Status::Undone } else { Status::Redone };
        State {
            board,
            status,
            ..self.clone()
        }
        .board_changed()
    }
}

/// The position with its marks that `text` is: a pencil-mark grid, SudokuWiki's 162-character
/// string (bare or as a link's `bd=`), or HoDoKu's library line (it starts with `:`).
fn marked(text: &str) -> Option<sudoku_solver::MarkGrid> {
    use sudoku_solver::MarkGrid;
    // The value of a link's `bd=`, up to its next parameter (found by bytes: `str`'s pattern
    // search would bring 0.4 KiB of its own into the page).
    let bytes = text.as_bytes();
    let wiki = match bytes.windows(3).position(|w| w == b"bd=") {
        Some(at) => {
            let value = &bytes[at + 3..];
            let end = (value.iter().position(|&b| b == b'&' || b == b'#')).unwrap_or(value.len());
            std::str::from_utf8(&value[..end]).unwrap_or_default()
        }
        None => text,
    };
    if bytes.first() == Some(&b':') {
        return MarkGrid::from_hodoku_library(text).ok();
    }
    (text.parse::<MarkGrid>().ok()).or_else(|| MarkGrid::from_sudokuwiki(wiki).ok())
}
