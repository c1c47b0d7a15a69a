//! Variant puzzles (killer, jigsaw, the f-puzzles set; issue 44): a pasted text in a variant
//! format goes to the variant worker, which reads it; the page keeps the puzzle's rules as the
//! worker sent them (its own format's text, the drawing, the sentences) and plays it on the board:
//! the clashes the worker finds, Solve in the worker.
//!
//! The rules belong to their givens: they apply while the board's givens are theirs
//! ([`State::rules`]), so Undo back past the load shows the classic board it replaced, and Redo
//! the variant again; a classic puzzle loaded over them, or Clear, leaves them behind; Edit
//! puzzle takes them along to the givens typed in (`State::change`).

use std::rc::Rc;

use sudoku_solver::{Algorithm, Board, Cell, CellSet};
use sudoku_words::status::{Source, Status, VariantSaid};

use super::link::encoded;
use super::{Purpose, Run, State};
use crate::grid::Grid;
use crate::page::memory::Kept;
use crate::workers::variant::{ReadPuzzle, Solved, VariantReply};

/// A variant puzzle's rules, as the variant worker read them.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// The puzzle in this project's format (its givens included): what the page sends back.
    pub puzzle: Rc<str>,
    /// The puzzle as an f-puzzles link with its first givens (`""` where f-puzzles cannot hold
    /// it, or until the worker has read kept rules again).
    pub fpuzzles: Rc<str>,
    /// Its givens, and those Edit puzzle made of them since (newest last, at most
    /// [`GIVENS_KEPT`]): the rules apply while the board's givens are one of these.
    pub givens: Vec<Board>,
    /// Whether the 3x3 boxes are houses (the board draws their lines).
    pub boxes: bool,
    /// Its drawing, an SVG laid over the board.
    pub drawing: Rc<str>,
    /// Its rules beyond the classic ones, a sentence each, in English and in Chinese.
    pub sentences: Rc<[Vec<String>; 2]>,
    /// What constrains each cell (81 each, or none while the worker is asked), in English and
    /// in Chinese: each cell's accessible name says it.
    pub notes: Rc<[Vec<String>; 2]>,
}

impl Rules {
    /// The rules the worker read, for these givens.
    fn read(read: &ReadPuzzle, givens: Board) -> Rc<Rules> {
        Rc::new(Rules {
            puzzle: read.puzzle.as_str().into(),
            fpuzzles: read.fpuzzles.as_str().into(),
            givens: vec![givens],
            boxes: read.boxes,
            drawing: read.drawing.as_str().into(),
            sentences: Rc::new(read.rules.clone()),
            notes: Rc::new(read.notes.clone()),
        })
    }
}

/// The variant part of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Variants {
    /// The last variant puzzle loaded (see [`State::rules`]).
    pub rules: Option<Rc<Rules>>,
    /// A text the variant worker is reading: its request's number, the text, and where it came
    /// from (`None`: the rules kept in storage or by another tab, read again for their drawing
    /// and sentences, which are not kept).
    pub reading: Option<(u32, Rc<str>, Option<Source>)>,
    /// The cells whose digits break a rule, as the worker found them for this board.
    pub clashes: Option<(Board, CellSet)>,
    /// The request number of the reading that makes a Draw rules step, while it is out.
    pub drawn: Option<u32>,
    /// The rules before each Draw rules step (`None`: the classic ones), the last on top, for
    /// Undo drawing; and those it undid, for Redo drawing.
    pub drawings: [Vec<Option<Rc<Rules>>>; 2],
    /// After a Draw rules step, the worker asked whether the rules drawn and the givens have one
    /// solution: the request's number, the givens, and its answer once it is in.
    pub verdict: Option<(u32, Board, Option<Solved>)>,
}

/// How many Draw rules steps Undo drawing can take back.
const DRAWINGS_KEPT: usize = 100;

/// How many sets of givens a variant's rules keep (each edit of its givens adds one): Undo
/// through that many edits still finds the rules.
pub const GIVENS_KEPT: usize = 32;

/// The variant worker's answer `reply` taken in: in the page's build a split point of the
/// extras' module, which holds the worker's end, so it is there whenever an answer is.
#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(extras, preload(preload_variant_answer))
)]
pub(crate) fn answered(state: &State, reply: VariantReply) -> Option<State> {
    state.variant(reply)
}

/// A Draw rules step (or `undo`, `redo`): a split point of the extras' module (Draw rules'
/// panel, which sends it, is there).
#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(extras, preload(preload_draw_step))
)]
pub(crate) fn draw_step(state: &State, step: String) -> Option<State> {
    match step.as_str() {
        "undo" => state.drawn_again(0),
        "redo" => state.drawn_again(1),
        _ => Some(state.draw(&step)),
    }
}

/// What the page says of a variant puzzle: a split point of the extras' module, there once the
/// variant worker's end is (every status but the reading's comes after).
#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(extras, preload(preload_variant_said))
)]
pub(crate) fn said(said: &VariantSaid, lang: sudoku_words::Lang) -> String {
    said.text(lang)
}

/// Whether a text the classic reader refused is in a variant format (how it starts; the worker
/// reads it): a split point of the cards' module. Before that module is there (a paste in the
/// page's first moments), the classic reader's refusal is said.
#[cfg_attr(
    feature = "split",
    wasm_split_helpers::wasm_split(cards, preload(preload_is_variant))
)]
pub(crate) fn is_variant(text: &str) -> bool {
    sudoku_variants::formats::is_variant(text)
}

impl State {
    /// The variant puzzle's rules, while the board's givens are its own.
    pub fn rules(&self) -> Option<&Rc<Rules>> {
        let givens = self.board.grid.givens();
        (self.variants.rules.as_ref()).filter(|rules| rules.givens.contains(&givens))
    }

    /// The cells the board marks as clashing: a variant's as the worker found them for the board
    /// shown (none while it looks), else the classic rules'.
    pub fn clashes(&self) -> CellSet {
        let shown = self.board.grid.shown();
        match self.rules() {
            Some(_) => (self.variants.clashes)
                .filter(|(board, _)| *board == shown)
                .map_or(CellSet::EMPTY, |(_, cells)| cells),
            None => shown.clashes(),
        }
    }

    /// The rules kept (in storage, or by another tab): they apply at once, their drawing and
    /// sentences (not kept) asked of the variant worker again.
    pub(super) fn keep_variant(&self, kept: Option<Kept>) -> State {
        let mut next = self.clone();
        let Some(kept) = kept else {
            next.variants.rules = None;
            return next;
        };
        // The same puzzle (its givens perhaps edited since): drawn already.
        if let Some(rules) = (self.variants.rules.as_ref()).filter(|r| *r.puzzle == *kept.puzzle) {
            next.variants.rules = Some(Rc::new(Rules {
                givens: kept.givens,
                ..(**rules).clone()
            }));
            return next;
        }
        let (id, mut next) = self.numbered();
        next.variants.reading = Some((id, kept.puzzle.clone(), None));
        next.variants.rules = Some(Rc::new(Rules {
            puzzle: kept.puzzle,
            givens: kept.givens,
            boxes: kept.boxes,
            fpuzzles: "".into(),
            drawing: "".into(),
            sentences: Rc::default(),
            notes: Rc::default(),
        }));
        next
    }

    /// The variant's rules as storage keeps them.
    pub fn kept_variant(&self) -> Option<Kept> {
        self.variants.rules.as_ref().map(|rules| Kept {
            puzzle: rules.puzzle.clone(),
            givens: rules.givens.clone(),
            boxes: rules.boxes,
        })
    }

    /// A text in a variant format: the variant worker reads it (the board stays as it is).
    pub(super) fn read_variant(&self, source: Source, text: &str) -> State {
        let (id, mut next) = self.numbered();
        next.variants.reading = Some((id, text.into(), Some(source)));
        next.status = Status::Variant(VariantSaid::Reading);
        next
    }

    /// A Draw rules step `step`: the variant worker makes it on the rules shown (a classic
    /// board's none) with the board's givens, and reads the result, as a link would carry it
    /// (`v=` the rules, `g=` the givens, `d=` the step).
    fn draw(&self, step: &str) -> State {
        let puzzle = self
            .rules()
            .map_or_else(|| "9x9".into(), |rules| rules.puzzle.clone());
        let givens = self.board.grid.givens();
        let text = format!("v={}&g={givens}&d={}", encoded(&puzzle), encoded(step));
        let (id, mut next) = self.numbered();
        next.variants.reading = Some((id, text.into(), None));
        next.variants.drawn = Some(id);
        next
    }

    /// Undo drawing (`from` 0) or Redo drawing (1): the rules before the last step (or the
    /// step undone) shown again, with the board's givens; `None` with nothing to take back.
    fn drawn_again(&self, from: usize) -> Option<State> {
        let mut next = self.clone();
        let rules = next.variants.drawings[from].pop()?;
        next.variants.drawings[1 - from].push(self.rules().cloned());
        let givens = vec![self.board.grid.givens()];
        let kinds = rules.as_ref().map_or(0, |rules| rules.sentences[0].len());
        next.variants.rules = rules.map(|rules| {
            Rc::new(Rules {
                givens,
                ..(*rules).clone()
            })
        });
        next.variants.clashes = None;
        next.status = Status::Variant(VariantSaid::Drawn(kinds));
        Some(next.asking_verdict())
    }

    /// The state asking the worker whether the rules shown (if any) and the board's givens have
    /// one solution.
    fn asking_verdict(&self) -> State {
        let (id, mut next) = self.numbered();
        let givens = self.board.grid.givens();
        next.variants.verdict = self.rules().is_some().then_some((id, givens, None));
        next
    }

    /// A Draw rules step made: the rules the worker read replace those shown (none, if only the
    /// classic ones are left), those before kept for Undo drawing; the board stays as it is.
    fn variant_drawn(&self, read: &ReadPuzzle) -> State {
        let mut next = self.clone();
        (next.variants.reading, next.variants.drawn) = (None, None);
        let [before, after] = &mut next.variants.drawings;
        before.push(self.rules().cloned());
        before.drain(..before.len().saturating_sub(DRAWINGS_KEPT));
        after.clear();
        let kinds = read.rules[0].len();
        next.variants.rules =
            (kinds > 0 || !read.boxes).then(|| Rules::read(read, self.board.grid.givens()));
        next.variants.clashes = None;
        next.status = Status::Variant(VariantSaid::Drawn(kinds));
        next.asking_verdict()
    }

    /// Solve on a variant puzzle: a run in the variant worker.
    pub(super) fn solve_variant(&self) -> State {
        let (id, mut next) = self.numbered();
        next.runs.run = Some(Run {
            id,
            puzzle: self.board.grid.puzzle(),
            algorithm: Algorithm::Fast,
            purpose: Purpose::Variant,
        });
        next.steps.stepping = None;
        next.status = Status::Variant(VariantSaid::Solving(0));
        next
    }

    /// The variant worker's answers; `None` when nothing changes (an answer to an older
    /// request, or to a board no longer shown).
    fn variant(&self, reply: VariantReply) -> Option<State> {
        match reply {
            VariantReply::Ready => None,
            VariantReply::Read { id, puzzle } => self.variant_read(id, &puzzle),
            VariantReply::Unread { id, why } => {
                (self.variants.reading.as_ref()?.0 == id).then_some(())?;
                let mut next = self.said(Status::Variant(VariantSaid::Unread(why)));
                (next.variants.reading, next.variants.drawn) = (None, None);
                Some(next)
            }
            VariantReply::Progress { id, branches } => {
                (self.runs.running(id)?.purpose == Purpose::Variant).then_some(())?;
                Some(self.said(Status::Variant(VariantSaid::Solving(branches))))
            }
            VariantReply::Solved { id, solved, .. }
                if self.variants.verdict.as_ref().is_some_and(|v| v.0 == id) =>
            {
                let mut next = self.clone();
                next.variants.verdict = (next.variants.verdict.take())
                    .map(|(id, givens, _)| (id, givens, Some(solved)));
                Some(next)
            }
            VariantReply::Solved {
                id,
                solved,
                branches,
            } => self.variant_solved(self.runs.running(id)?, solved, branches),
            VariantReply::Checked { grid, cells, .. } => {
                let board = Board::from_line(&grid)?;
                let cells = (cells.iter())
                    .filter_map(|&c| Cell::new(usize::from(c)))
                    .collect::<CellSet>();
                let clashes = Some((board, cells));
                (self.variants.clashes != clashes).then(|| {
                    let mut next = self.clone();
                    next.variants.clashes = clashes;
                    // The person's full board breaking no rule: the game is won.
                    if cells.is_empty() && board == self.board.grid.shown() {
                        next.timer.completed(&self.board.grid);
                    }
                    next
                })
            }
        }
    }

    fn variant_read(&self, id: u32, read: &ReadPuzzle) -> Option<State> {
        let (_, _, source) = self.variants.reading.clone().filter(|r| r.0 == id)?;
        if self.variants.drawn == Some(id) {
            return Some(self.variant_drawn(read));
        }
        let givens = Board::from_line(&read.givens)?;
        let mut next = self.clone();
        next.variants.reading = None;
        let Some(source) = source else {
            // Kept rules read again: their drawing and sentences, the board as it is.
            let kept = self
                .variants
                .rules
                .as_ref()
                .filter(|r| *r.puzzle == *read.puzzle)?;
            // The link holds the text's givens: kept only where they are the rules' first.
            let first = kept.givens.first() == Some(&givens);
            next.variants.rules = Some(Rc::new(Rules {
                fpuzzles: if first { read.fpuzzles.as_str() } else { "" }.into(),
                drawing: read.drawing.as_str().into(),
                sentences: Rc::new(read.rules.clone()),
                notes: Rc::new(read.notes.clone()),
                ..(**kept).clone()
            }));
            return Some(next);
        };
        let kinds = read.rules[0].len();
        // A puzzle loaded: what was drawn before is another puzzle's.
        (next.variants.drawings, next.variants.verdict) = Default::default();
        // The classic rules only (a plain f-puzzles grid): a classic puzzle.
        if kinds == 0 && read.boxes {
            next.variants.rules = None;
            return Some(next.change(Grid::loaded(givens), Status::Loaded(source)));
        }
        next.variants.rules = Some(Rules::read(read, givens));
        // Digits typed on it are the person's, even on a puzzle without givens (a link's
        // entries among them).
        let grid = Grid::loaded_variant(givens).with_entries(Board::from_line(&read.entries)?);
        Some(next.change(grid, Status::Variant(VariantSaid::Read(kinds))))
    }

    fn variant_solved(&self, run: Run, solved: Solved, branches: u64) -> Option<State> {
        let grid = &self.board.grid;
        let mut next = self.clone();
        next.runs.run = None;
        if run.purpose != Purpose::Variant || run.puzzle != grid.puzzle() {
            return Some(next);
        }
        let said = |said| Some(next.said(Status::Variant(said)));
        match solved {
            Solved::Unique(solution) => {
                let solution =
                    Board::from_line(&solution).and_then(|s| grid.with_variant_solution(s));
                // Not this board's (it cannot be: the worker solved these digits).
                let Some(solved) = solution else {
                    return Some(next);
                };
                let filled = 81 - run.puzzle.given_count();
                let status = Status::Variant(VariantSaid::Solved(filled, branches));
                Some(next.change(solved, status))
            }
            Solved::None => said(VariantSaid::NoSolution),
            Solved::Multiple => said(VariantSaid::Several),
            Solved::GaveUp => said(VariantSaid::GaveUp(branches)),
        }
    }
}

impl State {
    /// Hint, Explain solution, Step through or Compare pressed on a variant puzzle: said plainly.
    pub(super) fn not_yet_on_variants(&self) -> State {
        self.said(Status::Variant(VariantSaid::NotYet))
    }
}
