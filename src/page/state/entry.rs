//! What a digit, a mark or Erase does to the board: into the selected cell, or into every cell
//! picked with it (one undo step for them all); the entry modes; picking cells.
//!
//! The selection: `Editing::selected` is the cell with the focus (the board's tab stop), and
//! `Editing::picked` the cells picked together when there are several (a drag, Ctrl- or
//! Shift-click, Shift and an arrow). The focus moving (`EditAction::Select`) leaves the cells
//! picked as they are, so a Ctrl-click's focus does not undo its pick; a plain click, a plain
//! arrow key or Escape picks one cell alone again.

use sudoku_solver::{Cell, CellSet, Digit};
use sudoku_words::status::{Mode, Status};

use super::{EditAction, State};
use crate::grid::{Grid, Layer};
use crate::page::keys::{KeyAction, ModeKey, moved, typed};

/// How a cell is picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// Alone: a plain click or tap, an arrow key, Escape.
    Alone,
    /// Added to the cells picked: a drag across it, Shift-click, Shift and an arrow.
    Add,
    /// Taken out of the cells picked if it was among them, else added: Ctrl- (Cmd-) click.
    Toggle,
}

/// The layer a digit marks in `mode`; `None` in Digit mode, where it fills the cell.
pub(super) fn layer_of(mode: Mode) -> Option<Layer> {
    match mode {
        Mode::Digit => None,
        Mode::Corner => Some(Layer::Corner),
        Mode::Centre => Some(Layer::Centre),
        Mode::Colour => Some(Layer::Colour),
    }
}

impl State {
    /// What a key does in `cell`, the selected one (or the pad's digit or Erase, as typed into
    /// it); `None` when nothing changes. A digit typed while a puzzle is typed in
    /// moves on (`keys::typed`); the arrows move the selection, and the focus follows it.
    pub(super) fn key(&self, cell: Cell, key: KeyAction) -> Option<State> {
        let at = |index: usize| Cell::new(index).expect("typed and moved give cells");
        let step = |step| at(moved(cell.index(), step));
        match key {
            KeyAction::Enter(_) | KeyAction::Erase | KeyAction::Back => {
                let filled = self.board.grid.entry(cell).digit().is_some();
                let (written, digit, next) = typed(cell.index(), key, self.setting_up(), filled)?;
                let entered = self.edit(EditAction::Enter(at(written), digit));
                let entered = entered.unwrap_or_else(|| self.clone());
                Some(match next {
                    Some(next) => entered.pick(at(next), Pick::Alone).unwrap_or(entered),
                    None => entered,
                })
            }
            KeyAction::Move(to) => self.pick(step(to), Pick::Alone),
            KeyAction::Extend(to) => self.pick(step(to), Pick::Add),
            KeyAction::Collapse => self.pick(cell, Pick::Alone),
            KeyAction::Light => {
                let digit = self.board.grid.shown().get(cell).or(self.board.lit)?;
                Some(self.lit(digit))
            }
            KeyAction::Undo => self.edit(EditAction::Undo),
            KeyAction::Redo => self.edit(EditAction::Redo),
            KeyAction::Mark(layer, digit) => self.toggle_mark(layer, cell, digit),
            KeyAction::Mode(ModeKey::Set(mode)) => Some(self.with_mode(mode)),
            KeyAction::Mode(ModeKey::Cycle) => Some(self.with_mode(self.board.mode.next())),
            KeyAction::Mode(ModeKey::Notes) => Some(self.with_mode(match self.board.mode {
                Mode::Centre => Mode::Digit,
                _ => Mode::Centre,
            })),
            KeyAction::Swallow | KeyAction::Browser => None,
        }
    }

    /// Whether a puzzle is being typed in (an empty board, or Edit puzzle on; in Digit mode, one
    /// cell at a time, no search shown): each digit typed then moves on to the next cell.
    fn setting_up(&self) -> bool {
        let board = &self.board;
        !board.grid.is_loaded()
            && self.steps.stepping.is_none()
            && board.mode == Mode::Digit
            && board.picked.is_empty()
    }

    /// The cells an entry at `cell` goes into: the cells picked, or `cell` alone.
    fn targets(&self, cell: Cell) -> CellSet {
        match self.board.picked.is_empty() {
            true => CellSet::EMPTY.with(cell),
            false => self.board.picked,
        }
    }

    /// What an entry does where none of the cells it would change (`cells`) takes it: a given
    /// of a loaded puzzle among them is said to stay; else nothing changes (not even the
    /// solution shown: typing the digit already there, or erasing an empty cell, is no change).
    fn unchanged(&self, cells: CellSet) -> State {
        match cells.iter().find(|&c| self.locked(c)) {
            Some(given) => self.said(Status::GivenLocked(given)),
            None => self.clone(),
        }
    }

    /// Whether `cell` is a given of a loaded puzzle, which stays as it is.
    fn locked(&self, cell: Cell) -> bool {
        let grid = &self.board.grid;
        grid.is_loaded() && grid.givens().get(cell).is_some()
    }

    /// `cell` picked `how`; `None` when the selection stays as it was. One cell picked is the
    /// selected cell alone.
    pub(super) fn pick(&self, cell: Cell, how: Pick) -> Option<State> {
        let board = &self.board;
        let base = self.targets(board.selected);
        let (picked, selected) = match how {
            Pick::Alone => (CellSet::EMPTY, cell),
            Pick::Toggle if base.contains(cell) => (base.without(cell), board.selected),
            Pick::Add | Pick::Toggle => (base.with(cell), cell),
        };
        let (picked, selected) = match picked.len() {
            0 | 1 => (CellSet::EMPTY, picked.first().unwrap_or(selected)),
            _ => (picked, selected),
        };
        if (picked, selected) == (board.picked, board.selected) {
            return None;
        }
        let mut next = self.clone();
        (next.board.picked, next.board.selected) = (picked, selected);
        let trail = &mut next.board.trail;
        trail.retain(|&at| picked.contains(at));
        match picked.is_empty() {
            true => *trail = vec![selected],
            false if !trail.contains(&cell) && picked.contains(cell) => trail.push(cell),
            false => {}
        }
        // The first cell of a drag or a Shift-click picked before the others.
        if let Some(first) = (picked.iter()).find(|at| !trail.contains(at)) {
            trail.insert(0, first);
        }
        Some(next)
    }

    /// `digit`'s places lit (or unlit, when they were), the status saying how many there are.
    pub(super) fn lit(&self, digit: Digit) -> State {
        let lit = (self.board.lit != Some(digit)).then_some(digit);
        let counted = lit.map(|digit| {
            let (holds, open) = self.board.grid.places(digit);
            (digit, holds.len(), open.len())
        });
        let mut next = self.said(Status::Highlighted(counted));
        next.board.lit = lit;
        next
    }

    /// The same state in `mode`, saying so.
    pub(super) fn with_mode(&self, mode: Mode) -> State {
        let mut next = self.said(Status::Mode(mode));
        next.board.mode = mode;
        next
    }

    /// `digit` put into `cell`, or into every cell picked (but the givens of a loaded puzzle).
    pub(super) fn enter(&self, cell: Cell, digit: Digit) -> State {
        let (grid, puzzle) = (&self.board.grid, self.board.grid.puzzle());
        let cells = self.targets(cell);
        let changing: CellSet = (cells.iter())
            .filter(|&c| puzzle.get(c) != Some(digit) || grid.is_marked(c))
            .collect();
        let open: CellSet = changing.iter().filter(|&c| !self.locked(c)).collect();
        if open.is_empty() {
            return self.unchanged(changing);
        }
        let entered = (open.iter()).fold(*grid, |grid, c| grid.enter(c, Some(digit)));
        let placed: Vec<(Cell, Digit)> = open.iter().map(|c| (c, digit)).collect();
        let status = Status::Edited {
            solution_removed: grid.solved_count() > 0,
        };
        self.change(self.tidied(entered, &placed), status)
    }

    /// Erase in `cell`, or in every cell picked: a digit goes; in an empty cell with marks of
    /// both layers, the mode's layer (Corner mode's corner marks, else the centre ones) goes
    /// first, the rest at the next press. In Colour mode, the colours go, and nothing else.
    pub(super) fn erase(&self, cell: Cell) -> State {
        let (grid, puzzle) = (&self.board.grid, self.board.grid.puzzle());
        let first = layer_of(self.board.mode).unwrap_or(Layer::Centre);
        let colours = first == Layer::Colour;
        let cells = self.targets(cell);
        let holding = |c: Cell| match colours {
            true => !grid.marks(Layer::Colour).get(c).is_empty(),
            false => puzzle.get(c).is_some() || grid.is_marked(c),
        };
        let changing: CellSet = cells.iter().filter(|&c| holding(c)).collect();
        let open: CellSet = (changing.iter())
            .filter(|&c| colours || !self.locked(c))
            .collect();
        if open.is_empty() {
            return self.unchanged(changing);
        }
        let erased = (open.iter()).fold(*grid, |grid, c| grid.erase(c, first));
        let status = match !colours && open.iter().any(|c| puzzle.get(c).is_some()) {
            true => Status::Edited {
                solution_removed: grid.solved_count() > 0,
            },
            false => self.status.clone(),
        };
        self.change(erased, status)
    }

    /// `grid` with each digit just placed taken out of its peers' marks, unless the person
    /// turned that off.
    pub(super) fn tidied(&self, grid: Grid, placed: &[(Cell, Digit)]) -> Grid {
        if self.preferences.settings.notes_kept {
            return grid;
        }
        (placed.iter()).fold(grid, |grid, &(cell, digit)| {
            grid.without_note_in_peers(cell, digit)
        })
    }

    /// A mark toggled in `cell`, or in every cell picked: one undo step, the status unchanged
    /// (the cells' names say it); `None` when none of them is empty, as marks need.
    pub(super) fn toggle_mark(&self, layer: Layer, cell: Cell, digit: Digit) -> Option<State> {
        let grid = (self.board.grid).toggle_marks(layer, self.targets(cell), digit)?;
        Some(self.change(grid, self.status.clone()))
    }
}
