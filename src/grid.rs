//! What the board shows: the puzzle's givens, the person's own entries and the digits the solver
//! filled in, kept apart.

use sudoku_solver::{Board, Cell, CellSet, Digit, DigitSet, MarkGrid, Marked, Solution};

use crate::codec::{decode_pairs, encode_pairs};

mod diff;

/// What one cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Nothing yet.
    Empty,
    /// A digit of the puzzle: typed into a board being set up, or loaded.
    Given(Digit),
    /// A digit the person entered while solving a loaded puzzle.
    Entered(Digit),
    /// A digit the solver filled in.
    Solved(Digit),
}

impl Entry {
    /// The digit shown, if any.
    pub fn digit(self) -> Option<Digit> {
        match self {
            Entry::Empty => None,
            Entry::Given(d) | Entry::Entered(d) | Entry::Solved(d) => Some(d),
        }
    }
}

/// Some digits marked in each cell. Four kinds are kept: the candidates hints struck (the digits
/// no longer possible in a cell although no peer holds them; the other candidates are read off
/// the board), and the person's own layers (see [`Layer`]): centre marks, corner marks and
/// colours (a colour's number as a digit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks([DigitSet; 81]);

impl Default for Marks {
    fn default() -> Self {
        Marks([DigitSet::EMPTY; 81])
    }
}

impl Marks {
    /// The same, with `digit` marked in `cell`.
    pub fn with(self, cell: Cell, digit: Digit) -> Marks {
        let digits = self.get(cell).with(digit);
        self.set(cell, digits)
    }

    /// The same, with `cell`'s marks set to `digits`.
    pub fn set(mut self, cell: Cell, digits: DigitSet) -> Marks {
        self.0[cell.index()] = digits;
        self
    }

    /// Whether `digit` is marked in `cell`.
    pub fn contains(&self, cell: Cell, digit: Digit) -> bool {
        self.0[cell.index()].contains(digit)
    }

    /// The digits marked in `cell`.
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.0[cell.index()]
    }

    /// Whether no cell has a mark.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|digits| digits.is_empty())
    }

    /// Every mark, in reading order.
    pub fn pairs(&self) -> Vec<(Cell, Digit)> {
        Cell::all()
            .flat_map(|cell| self.get(cell).iter().map(move |digit| (cell, digit)))
            .collect()
    }

    /// These marks.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (Cell, Digit)>) -> Marks {
        pairs
            .into_iter()
            .fold(Marks::default(), |struck, (cell, digit)| {
                struck.with(cell, digit)
            })
    }
}

/// The person's layers over the board, as SudokuPad keeps them: two kinds of pencil marks, and
/// colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// Centre marks: the digits still possible in the cell, drawn in its middle (the notes of
    /// earlier versions, which load as these). Hints read them: a digit left out is ruled out.
    Centre,
    /// Corner marks: the digits that go in one of a few cells of a house (Snyder notation),
    /// drawn in the cell's corners. They rule nothing out.
    Corner,
    /// Colours, nine (1 to 9, the palette's order: a `Marks` per cell serves), several to a
    /// cell, on any cell: a given or a digit keeps its colours, and placing one clears none.
    Colour,
}

/// The board as the person sees it.
///
/// A board is either being set up (typed digits are givens) or holds a loaded puzzle (Load, paste,
/// a link, an example): then its givens are the puzzle, and digits typed into other cells are the
/// person's entries, kept apart so a share link and the screen can tell them from the puzzle.
/// Edit puzzle opens a loaded puzzle again (typed digits are givens once more); the entries
/// made while playing stay.
///
/// Invariants: entries only sit on cells without a given; `solved` is either empty, or fills
/// exactly the cells that givens and entries leave empty so that together they make a solution of
/// them; candidates are struck, and marks kept (`notes` the centre ones, `corner` the corner
/// ones), only in empty cells (of givens and entries); `colours` sit on any cell.
/// Every way to build a `Grid` keeps these, so the solver's digits always belong to the board on
/// screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    givens: Board,
    entries: Board,
    solved: Board,
    loaded: bool,
    struck: Marks,
    notes: Marks,
    corner: Marks,
    colours: Marks,
}

impl Grid {
    /// A board being set up, with these givens.
    pub fn from_givens(givens: Board) -> Grid {
        Grid {
            givens,
            ..Grid::default()
        }
    }

    /// A loaded puzzle: digits typed from now on are entries. (An empty board loaded is a board
    /// to set up: there is no puzzle to keep apart.)
    pub fn loaded(givens: Board) -> Grid {
        Grid {
            givens,
            loaded: givens != Board::EMPTY,
            ..Grid::default()
        }
    }

    /// A variant puzzle loaded: digits typed are entries even with no givens at all (a killer
    /// has none: its cages are the puzzle).
    pub fn loaded_variant(givens: Board) -> Grid {
        Grid {
            givens,
            loaded: true,
            ..Grid::default()
        }
    }

    /// The same puzzle with `entries` (those on a given's cell are dropped) and no solution.
    pub fn with_entries(&self, entries: Board) -> Grid {
        let mut kept = Board::EMPTY;
        for cell in Cell::all().filter(|&c| self.givens.get(c).is_none()) {
            kept.set(cell, entries.get(cell));
        }
        Grid {
            entries: kept,
            solved: Board::EMPTY,
            struck: Marks::default(),
            notes: Marks::default(),
            corner: Marks::default(),
            ..*self
        }
    }

    /// This board completed by `solution` (which must solve [`Grid::puzzle`]: the solver's answer
    /// for it).
    pub fn with_solution(&self, solution: &Solution) -> Grid {
        let puzzle = self.puzzle();
        let mut solved = Board::EMPTY;
        for cell in Cell::all().filter(|&c| puzzle.get(c).is_none()) {
            solved.set(cell, Some(solution.get(cell)));
        }
        Grid { solved, ..*self }
    }

    /// This board completed by a variant puzzle's solution (the variant worker's answer for
    /// [`Grid::puzzle`] under the puzzle's rules, which a classic [`Solution`] cannot hold: a
    /// jigsaw's boxes repeat digits). `None` if `solution` is not full or differs from a digit
    /// on the board.
    pub fn with_variant_solution(&self, solution: Board) -> Option<Grid> {
        let puzzle = self.puzzle();
        let mut solved = Board::EMPTY;
        for cell in Cell::all() {
            let digit = solution.get(cell)?;
            match puzzle.get(cell) {
                Some(own) if own != digit => return None,
                Some(_) => {}
                None => solved.set(cell, Some(digit)),
            }
        }
        Some(Grid { solved, ..*self })
    }

    /// The board after the person puts `digit` in `cell` (or empties it): into the entries when
    /// the puzzle was loaded and the cell is not a given, else into the givens. The solver's
    /// digits go, since the board changed. A digit put into an empty cell keeps the struck
    /// candidates (what hints proved still holds with one more digit); erasing or changing a
    /// digit drops them all, since they may have depended on it. The cell's marks go either way
    /// (Erase on an empty cell clears them).
    pub fn enter(&self, cell: Cell, digit: Option<Digit>) -> Grid {
        let mut next = Grid {
            solved: Board::EMPTY,
            ..*self
        };
        if self.puzzle().get(cell).is_some() {
            next.struck = Marks::default();
        }
        next.struck = next.struck.set(cell, DigitSet::EMPTY);
        next.notes = next.notes.set(cell, DigitSet::EMPTY);
        next.corner = next.corner.set(cell, DigitSet::EMPTY);
        if self.loaded && self.givens.get(cell).is_none() {
            next.entries.set(cell, digit);
        } else {
            next.givens.set(cell, digit);
            next.entries.set(cell, None);
        }
        next
    }

    /// The board after a hint's step: its `placements` become the person's entries (a board being
    /// set up becomes a loaded puzzle first: the person is solving it now), and its
    /// `eliminations` are struck.
    pub fn apply(&self, placements: &[(Cell, Digit)], eliminations: &[(Cell, Digit)]) -> Grid {
        let mut next = Grid {
            loaded: self.givens != Board::EMPTY,
            ..*self
        };
        for &(cell, digit) in placements {
            next = next.enter(cell, Some(digit));
        }
        for &(cell, digit) in eliminations {
            if next.puzzle().get(cell).is_none() {
                next.struck = next.struck.with(cell, digit);
                next.notes = next.notes.set(cell, next.notes.get(cell).without(digit));
                next.corner = next.corner.set(cell, next.corner.get(cell).without(digit));
            }
        }
        next
    }

    /// The same board with `digit` taken out of the marks (both layers) of every cell that sees
    /// `cell` (a digit just placed there can be in none of them).
    pub fn without_note_in_peers(&self, cell: Cell, digit: Digit) -> Grid {
        let (mut notes, mut corner) = (self.notes, self.corner);
        for peer in Cell::all().filter(|&peer| peer.sees(cell)) {
            notes = notes.set(peer, notes.get(peer).without(digit));
            corner = corner.set(peer, corner.get(peer).without(digit));
        }
        Grid {
            notes,
            corner,
            ..*self
        }
    }

    /// The person's marks of `layer`.
    pub fn marks(&self, layer: Layer) -> Marks {
        match layer {
            Layer::Centre => self.notes,
            Layer::Corner => self.corner,
            Layer::Colour => self.colours,
        }
    }

    /// The same board with `marks` as its `layer` (kept as given: callers keep them to empty
    /// cells).
    fn with_layer(&self, layer: Layer, marks: Marks) -> Grid {
        match layer {
            Layer::Centre => Grid {
                notes: marks,
                ..*self
            },
            Layer::Corner => Grid {
                corner: marks,
                ..*self
            },
            Layer::Colour => Grid {
                colours: marks,
                ..*self
            },
        }
    }

    /// The same board with `digit` toggled in the `layer` marks of `cells`' empty cells (any
    /// of them for a colour), as SudokuPad does for several cells: taken out of all of them if
    /// every one has it, else put in each. `None` when none of `cells` takes it (marks are for
    /// empty cells).
    pub fn toggle_marks(&self, layer: Layer, cells: CellSet, digit: Digit) -> Option<Grid> {
        let puzzle = self.puzzle();
        let any = layer == Layer::Colour;
        let empty = cells
            .iter()
            .filter(|&cell| any || puzzle.get(cell).is_none());
        // (None of them empty: no change.)
        empty.clone().next()?;
        let marks = self.marks(layer);
        let all = empty.clone().all(|cell| marks.contains(cell, digit));
        let marks = empty.fold(marks, |marks, cell| {
            let digits = marks.get(cell);
            marks.set(
                cell,
                if all {
                    digits.without(digit)
                } else {
                    digits.with(digit)
                },
            )
        });
        Some(self.with_layer(layer, marks))
    }

    /// The same board with `digit` noted in `cell`, or taken out of its notes (its centre
    /// marks) if it was there; `None` when `cell` holds a given or an entry.
    pub fn toggle_note(&self, cell: Cell, digit: Digit) -> Option<Grid> {
        self.toggle_marks(Layer::Centre, CellSet::EMPTY.with(cell), digit)
    }

    /// The board after Erase on `cell`: its digit goes, or, in an empty cell with marks in both
    /// layers, the `first` layer's; else its marks (see [`Grid::enter`]).
    /// Erase with `first` the colours takes the cell's colours alone.
    pub fn erase(&self, cell: Cell, first: Layer) -> Grid {
        if first == Layer::Colour {
            return self.with_layer(first, self.colours.set(cell, DigitSet::EMPTY));
        }
        let has = |layer: Layer| !self.marks(layer).get(cell).is_empty();
        if self.puzzle().get(cell).is_none() && has(Layer::Centre) && has(Layer::Corner) {
            let cleared = self.marks(first).set(cell, DigitSet::EMPTY);
            return self.with_layer(first, cleared);
        }
        self.enter(cell, None)
    }

    /// The same board with every empty cell's notes set to its candidates (what no peer holds,
    /// less what hints struck): the person's starting point.
    pub fn with_notes_filled(&self) -> Grid {
        let puzzle = self.puzzle();
        let mut notes = Marks::default();
        for cell in Cell::all().filter(|&cell| puzzle.get(cell).is_none()) {
            let struck = self.struck.get(cell);
            let left = puzzle
                .candidates(cell)
                .iter()
                .filter(|&d| !struck.contains(d));
            notes = notes.set(cell, left.collect());
        }
        Grid { notes, ..*self }
    }

    /// The same board with `notes` as the person's notes (centre marks), kept in its empty
    /// cells only.
    pub fn with_notes(&self, notes: Marks) -> Grid {
        let puzzle = self.puzzle();
        let mut kept = Marks::default();
        for cell in Cell::all().filter(|&cell| puzzle.get(cell).is_none()) {
            kept = kept.set(cell, notes.get(cell));
        }
        Grid {
            notes: kept,
            ..*self
        }
    }

    /// Whether `cell` has marks of either layer.
    pub fn is_marked(&self, cell: Cell) -> bool {
        !(self.notes.get(cell).is_empty() && self.corner.get(cell).is_empty())
    }

    /// The board shown with its marks, as a pencil-mark grid: each cell its given, its digit,
    /// or the person's notes there, or else its candidates (less those hints struck).
    pub fn mark_grid(&self) -> MarkGrid {
        let shown = self.shown();
        MarkGrid::new(std::array::from_fn(|index| {
            let cell = Cell::new(index).expect("below 81");
            match shown.get(cell) {
                Some(digit) if self.givens.get(cell).is_some() => Marked::Given(digit),
                Some(digit) => Marked::Placed(digit),
                None if !self.notes.get(cell).is_empty() => Marked::Marks(self.notes.get(cell)),
                None => Marked::Marks(self.candidates(cell)),
            }
        }))
    }

    /// A position read from a pencil-mark grid: its givens a loaded puzzle's, its other digits
    /// the person's entries, its marks the person's notes.
    pub fn from_mark_grid(marks: &MarkGrid) -> Grid {
        let notes = Cell::all().fold(Marks::default(), |notes, cell| {
            notes.set(cell, marks.marks(cell))
        });
        (Grid::loaded(marks.givens()).with_entries(marks.placed())).with_notes(notes)
    }

    /// The person's notes: their centre marks.
    pub fn notes(&self) -> Marks {
        self.notes
    }

    /// What the person and the hints have ruled out: the struck candidates and, in every cell
    /// with notes, the digits not noted there (a note the person removed is their elimination).
    pub fn ruled_out(&self) -> Marks {
        let mut out = self.struck;
        for cell in Cell::all() {
            let noted = self.notes.get(cell);
            if !noted.is_empty() {
                let missing = Digit::ALL.into_iter().filter(|&d| !noted.contains(d));
                out = out.set(cell, out.get(cell).iter().chain(missing).collect());
            }
        }
        out
    }

    /// The candidates of `cell`: the digits no peer holds, less those struck (none for a cell
    /// that shows a digit).
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let shown = self.shown();
        if shown.get(cell).is_some() {
            return DigitSet::EMPTY;
        }
        let struck = self.struck.get(cell);
        let mut left = DigitSet::EMPTY;
        for digit in shown
            .candidates(cell)
            .iter()
            .filter(|&d| !struck.contains(d))
        {
            left = left.with(digit);
        }
        left
    }

    /// Where `digit` stands and where it can still go, as the person sees the board: the cells
    /// that show it, and the empty cells where it is a candidate the person has not ruled out
    /// (a struck candidate, or a cell whose centre marks leave it out).
    pub fn places(&self, digit: Digit) -> (CellSet, CellSet) {
        // (`Grid::candidates` less the person's eliminations, which include what hints struck:
        // read off one overlay of the board rather than one per cell.)
        let (shown, out) = (self.shown(), self.ruled_out());
        let holds = Cell::all()
            .filter(|&c| shown.get(c) == Some(digit))
            .collect();
        let open = (Cell::all())
            .filter(|&c| shown.get(c).is_none() && shown.candidates(c).contains(digit))
            .filter(|&c| !out.contains(c, digit))
            .collect();
        (holds, open)
    }

    /// Where the person's marks have lost `solution`'s digit: an empty cell whose centre marks
    /// leave it out, and the cell of a box where the box has corner marks of a digit but not in
    /// the cell that takes it. (Struck candidates are the hints', which never strike the
    /// solution's digit.)
    pub fn marks_missing(&self, solution: &Board) -> Marks {
        let shown = self.shown();
        let mut lost = Marks::default();
        for cell in Cell::all().filter(|&c| shown.get(c).is_none()) {
            let Some(digit) = solution.get(cell) else {
                continue;
            };
            let centre = self.notes.get(cell);
            let cornered_in_box = (Cell::all())
                .any(|c| c.box_index() == cell.box_index() && self.corner.contains(c, digit));
            if (!centre.is_empty() && !centre.contains(digit))
                || (cornered_in_box && !self.corner.contains(cell, digit))
            {
                lost = lost.with(cell, digit);
            }
        }
        lost
    }

    /// The candidates hints struck.
    pub fn struck(&self) -> Marks {
        self.struck
    }

    /// What `cell` shows.
    pub fn entry(&self, cell: Cell) -> Entry {
        match (
            self.givens.get(cell),
            self.entries.get(cell),
            self.solved.get(cell),
        ) {
            (Some(d), _, _) => Entry::Given(d),
            (None, Some(d), _) => Entry::Entered(d),
            (None, None, Some(d)) => Entry::Solved(d),
            (None, None, None) => Entry::Empty,
        }
    }

    /// The puzzle's digits.
    pub fn givens(&self) -> Board {
        self.givens
    }

    /// The person's entries.
    pub fn entries(&self) -> Board {
        self.entries
    }

    /// Givens and entries together: the board the person has, which Solve, Compare, Step through
    /// and the live check work on.
    pub fn puzzle(&self) -> Board {
        overlay(self.givens, self.entries)
    }

    /// The same board with its givens locked as a puzzle to play (`true`: typed digits become
    /// entries) or open to editing (`false`: typed digits are givens). A board without givens
    /// stays open: there is no puzzle to lock.
    pub fn with_loaded(&self, loaded: bool) -> Grid {
        Grid {
            loaded: loaded && self.givens != Board::EMPTY,
            ..*self
        }
    }

    /// Whether the givens are a loaded puzzle (typed digits become entries).
    pub fn is_loaded(&self) -> bool {
        self.loaded
    }

    /// How many digits the solver filled in (0 when the grid is not solved).
    pub fn solved_count(&self) -> usize {
        self.solved.given_count()
    }

    /// The same board, without the solver's digits.
    pub fn without_solution(&self) -> Grid {
        Grid {
            solved: Board::EMPTY,
            ..*self
        }
    }

    /// The board as the status line reads it: what it shows, and how many givens and entries.
    pub fn as_status(&self) -> sudoku_words::status::Shown {
        sudoku_words::status::Shown {
            board: self.shown(),
            givens: self.givens.given_count(),
            entries: self.entries.given_count(),
        }
    }

    /// Every digit shown.
    pub fn shown(&self) -> Board {
        overlay(self.puzzle(), self.solved)
    }
}

/// Reads the marks [`Grid::encode`] wrote after their `n`, `c` or `k`: 81 cells' digits, `.`
/// apart.
fn decode_notes(text: &str) -> Option<Marks> {
    let cells: Vec<&str> = text.split('.').collect();
    if cells.len() != 81 {
        return None;
    }
    let mut notes = Marks::default();
    for (cell, digits) in Cell::all().zip(cells) {
        let digits = digits.chars().map(Digit::from_char);
        notes = notes.set(cell, digits.collect::<Option<DigitSet>>()?);
    }
    Some(notes)
}

/// `below` with the digits of `above` written over it.
fn overlay(below: Board, above: Board) -> Board {
    let mut board = below;
    for cell in Cell::all() {
        if let Some(d) = above.get(cell) {
            board.set(cell, Some(d));
        }
    }
    board
}

impl Grid {
    /// The grid as stored text, four lines: givens, solver digits, entries, and `loaded` or
    /// `typed`; then, if hints struck candidates, a line of `x` and `CELL:DIGIT` pairs, `,`
    /// apart; then, if the person has notes (centre marks), a line of `n` and each cell's noted
    /// digits in reading order, `.` after each cell but the last (`n.13.......` and so on: 81
    /// cells); then the same way a line of `c` for the corner marks and one of `k` for the
    /// colours, if there are some.
    pub fn encode(&self) -> String {
        let how = if self.loaded { "loaded" } else { "typed" };
        let mut text = format!("{}\n{}\n{}\n{how}", self.givens, self.solved, self.entries);
        let struck = self.struck.pairs();
        if !struck.is_empty() {
            text.push_str("\nx");
            text.push_str(&encode_pairs(&struck));
        }
        for (marks, tag) in [
            (self.notes, "\nn"),
            (self.corner, "\nc"),
            (self.colours, "\nk"),
        ] {
            if !marks.is_empty() {
                text.push_str(tag);
                for cell in Cell::all() {
                    if cell.index() > 0 {
                        text.push('.');
                    }
                    text.extend(marks.get(cell).iter().map(Digit::to_char));
                }
            }
        }
        text
    }

    /// Reads what [`Grid::encode`] wrote (or version 1's two lines, givens and solver digits; any
    /// whitespace separates them, so the memory keeps a grid on one line), or
    /// `None` when the text is not such a grid. The invariants are checked, so tampered or
    /// truncated data is refused rather than shown.
    pub fn decode(text: &str) -> Option<Grid> {
        let mut lines: Vec<&str> = text.split_whitespace().collect();
        let mut marks = |tag: char| match lines[..] {
            [_, _, _, _, .., last] if last.starts_with(tag) => {
                lines.pop();
                decode_notes(&last[1..]).map(Some)
            }
            _ => Some(None),
        };
        let colours = marks('k')?;
        let corner = marks('c')?;
        let notes = marks('n')?;
        let (lines, struck) = match lines[..] {
            [ref grid @ .., last] if grid.len() == 4 => (grid, Some(last.strip_prefix('x')?)),
            ref grid => (grid, None),
        };
        let (givens, solved, entries, loaded) = match *lines {
            [givens, solved] => (givens, solved, None, false),
            [givens, solved, entries, "loaded"] => (givens, solved, Some(entries), true),
            [givens, solved, entries, "typed"] => (givens, solved, Some(entries), false),
            _ => return None,
        };
        let struck = match struck {
            None => Marks::default(),
            Some(pairs) => Marks::from_pairs(decode_pairs(pairs)?),
        };
        let grid = Grid {
            givens: Board::from_line(givens)?,
            solved: Board::from_line(solved)?,
            entries: match entries {
                Some(line) => Board::from_line(line)?,
                None => Board::EMPTY,
            },
            loaded,
            struck,
            notes: notes.unwrap_or_default(),
            corner: corner.unwrap_or_default(),
            colours: colours.unwrap_or_default(),
        };
        // Two layers overlap when, laid one over the other, they show fewer digits than they hold.
        let (givens, entries, solved) = (grid.givens, grid.entries, grid.solved);
        let (puzzle, shown) = (grid.puzzle(), grid.shown());
        let count = Board::given_count;
        // (A typed board may hold entries: a loaded puzzle opened with Edit puzzle keeps them.)
        if count(&puzzle) != count(&givens) + count(&entries) {
            return None;
        }
        let marked = |marks: Marks| {
            marks
                .pairs()
                .into_iter()
                .any(|(c, _)| puzzle.get(c).is_some())
        };
        if marked(struck) || marked(grid.notes) || marked(grid.corner) {
            return None;
        }
        if count(&solved) > 0
            && (count(&shown) != count(&puzzle) + count(&solved)
                || !shown.is_full()
                || !shown.clashes().is_empty())
        {
            return None;
        }
        Some(grid)
    }
}

#[cfg(test)]
mod tests;
