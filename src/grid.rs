//! What the board shows: the puzzle's givens, the person's own entries and the digits the solver
//! filled in, kept apart.

use sudoku_solver::{Board, Cell, Digit, DigitSet, Solution};

use crate::codec::{decode_pairs, encode_pairs};

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

/// Candidates crossed out by hints the person applied: for each cell, the digits no longer
/// possible there although no peer holds them. (The other candidates are read off the board.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Struck([DigitSet; 81]);

impl Default for Struck {
    fn default() -> Self {
        Struck([DigitSet::EMPTY; 81])
    }
}

impl Struck {
    /// The same, with `digit` struck from `cell`.
    pub fn with(mut self, cell: Cell, digit: Digit) -> Struck {
        self.0[cell.index()] = self.0[cell.index()].with(digit);
        self
    }

    /// Whether `digit` is struck from `cell`.
    pub fn contains(&self, cell: Cell, digit: Digit) -> bool {
        self.0[cell.index()].contains(digit)
    }

    /// The digits struck from `cell`.
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.0[cell.index()]
    }

    /// Every struck candidate, in reading order.
    pub fn pairs(&self) -> Vec<(Cell, Digit)> {
        Cell::all()
            .flat_map(|cell| self.get(cell).iter().map(move |digit| (cell, digit)))
            .collect()
    }

    /// These candidates struck.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (Cell, Digit)>) -> Struck {
        pairs
            .into_iter()
            .fold(Struck::default(), |struck, (cell, digit)| {
                struck.with(cell, digit)
            })
    }
}

/// The board as the person sees it.
///
/// A board is either being set up (typed digits are givens) or holds a loaded puzzle (Load, paste,
/// a link, an example): then its givens are the puzzle, and digits typed into other cells are the
/// person's entries, kept apart so a share link and the screen can tell them from the puzzle.
///
/// Invariants: entries only sit on cells without a given; `solved` is either empty, or fills
/// exactly the cells that givens and entries leave empty so that together they make a solution of
/// them; candidates are struck only from empty cells (of givens and entries). Every way to build
/// a `Grid` keeps these, so the solver's digits always belong to the board on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    givens: Board,
    entries: Board,
    solved: Board,
    loaded: bool,
    struck: Struck,
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

    /// The same puzzle with `entries` (those on a given's cell are dropped) and no solution.
    pub fn with_entries(&self, entries: Board) -> Grid {
        let mut kept = Board::EMPTY;
        for cell in Cell::all().filter(|&c| self.givens.get(c).is_none()) {
            kept.set(cell, entries.get(cell));
        }
        Grid {
            entries: kept,
            solved: Board::EMPTY,
            struck: Struck::default(),
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

    /// The board after the person puts `digit` in `cell` (or empties it): into the entries when
    /// the puzzle was loaded and the cell is not a given, else into the givens. The solver's
    /// digits go, since the board changed. A digit put into an empty cell keeps the struck
    /// candidates (what hints proved still holds with one more digit); erasing or changing a
    /// digit drops them all, since they may have depended on it.
    pub fn enter(&self, cell: Cell, digit: Option<Digit>) -> Grid {
        let mut next = Grid {
            solved: Board::EMPTY,
            ..*self
        };
        if self.puzzle().get(cell).is_some() {
            next.struck = Struck::default();
        }
        next.struck.0[cell.index()] = DigitSet::EMPTY;
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
            }
        }
        next
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

    /// The candidates hints struck.
    pub fn struck(&self) -> Struck {
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
    /// `typed`; then, if hints struck candidates, a fifth: `x` and `CELL:DIGIT` pairs, `,` apart.
    pub fn encode(&self) -> String {
        let how = if self.loaded { "loaded" } else { "typed" };
        let mut text = format!("{}\n{}\n{}\n{how}", self.givens, self.solved, self.entries);
        let struck = self.struck.pairs();
        if !struck.is_empty() {
            text.push_str("\nx");
            text.push_str(&encode_pairs(&struck));
        }
        text
    }

    /// Reads what [`Grid::encode`] wrote (or version 1's two lines, givens and solver digits; any
    /// whitespace separates them, so the memory keeps a grid on one line), or
    /// `None` when the text is not such a grid. The invariants are checked, so tampered or
    /// truncated data is refused rather than shown.
    pub fn decode(text: &str) -> Option<Grid> {
        let lines: Vec<&str> = text.split_whitespace().collect();
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
            None => Struck::default(),
            Some(pairs) => Struck::from_pairs(decode_pairs(pairs)?),
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
        };
        // Two layers overlap when, laid one over the other, they show fewer digits than they hold.
        let (givens, entries, solved) = (grid.givens, grid.entries, grid.solved);
        let (puzzle, shown) = (grid.puzzle(), grid.shown());
        let count = Board::given_count;
        if count(&puzzle) != count(&givens) + count(&entries) || (count(&entries) > 0 && !loaded) {
            return None;
        }
        if (struck.pairs().iter()).any(|&(cell, _)| puzzle.get(cell).is_some()) {
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
mod tests {
    use super::*;
    use sudoku_testkit::INKALA;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn solve(grid: Grid) -> Grid {
        let sudoku_solver::Outcome::Unique(solution) = grid.puzzle().solve().outcome else {
            panic!("one solution expected")
        };
        grid.with_solution(&solution)
    }

    fn inkala() -> Board {
        INKALA.parse().unwrap()
    }

    #[test]
    fn solved_grid_keeps_givens_and_solver_digits_apart() {
        let grid = solve(Grid::from_givens(inkala()));
        assert_eq!(grid.entry(cell(1, 1)), Entry::Given(Digit::new(8).unwrap()));
        assert_eq!(
            grid.entry(cell(1, 2)),
            Entry::Solved(Digit::new(1).unwrap())
        );
        assert_eq!(grid.solved_count(), 60);
        assert!(grid.shown().is_full());
        assert_eq!(grid.without_solution(), Grid::from_givens(inkala()));
    }

    #[test]
    fn typing_on_a_loaded_puzzle_makes_entries_and_on_a_new_board_givens() {
        let one = Digit::new(1);
        let typed = Grid::default().enter(cell(1, 2), one);
        assert_eq!(
            typed.entry(cell(1, 2)),
            Entry::Given(Digit::new(1).unwrap())
        );

        let loaded = Grid::loaded(inkala());
        let entered = loaded.enter(cell(1, 2), one);
        assert_eq!(
            entered.entry(cell(1, 2)),
            Entry::Entered(Digit::new(1).unwrap())
        );
        assert_eq!(entered.givens(), inkala());
        assert_eq!(entered.puzzle(), inkala().with(cell(1, 2), one));
        // A given of a loaded puzzle can still be corrected: it stays a given.
        let corrected = entered.enter(cell(1, 1), Digit::new(9));
        assert_eq!(
            corrected.entry(cell(1, 1)),
            Entry::Given(Digit::new(9).unwrap())
        );
        // Solving keeps all three apart; an edit drops the solver's digits.
        let solved = solve(entered);
        assert_eq!(
            solved.entry(cell(1, 2)),
            Entry::Entered(Digit::new(1).unwrap())
        );
        assert_eq!(
            solved.entry(cell(1, 3)),
            Entry::Solved(Digit::new(2).unwrap())
        );
        assert_eq!(solved.solved_count(), 59);
        assert_eq!(solved.enter(cell(1, 2), None), loaded);
        // An empty board loaded is a board to set up.
        assert!(!Grid::loaded(Board::EMPTY).is_loaded());
    }

    #[test]
    fn entries_on_givens_are_dropped() {
        let entries = Board::EMPTY
            .with(cell(1, 1), Digit::new(5))
            .with(cell(1, 2), Digit::new(1));
        let grid = Grid::loaded(inkala()).with_entries(entries);
        assert_eq!(grid.entry(cell(1, 1)), Entry::Given(Digit::new(8).unwrap()));
        assert_eq!(grid.entries().given_count(), 1);
    }

    #[test]
    fn encoding_round_trips() {
        let entered = Grid::loaded(inkala()).enter(cell(1, 2), Digit::new(1));
        for grid in [
            Grid::default(),
            solve(Grid::from_givens(inkala())),
            Grid::from_givens(inkala()),
            Grid::loaded(inkala()),
            entered,
            solve(entered),
        ] {
            assert_eq!(Grid::decode(&grid.encode()), Some(grid));
        }
        // Clashing givens are the person's to keep.
        let clashing = Grid::from_givens(format!("55{}", ".".repeat(79)).parse().unwrap());
        assert_eq!(Grid::decode(&clashing.encode()), Some(clashing));
        // Version 1's two lines: givens and solver digits.
        let old = solve(Grid::from_givens(inkala()));
        let lines: Vec<String> = old.encode().lines().take(2).map(String::from).collect();
        assert_eq!(Grid::decode(&lines.join("\n")), Some(old));
    }

    #[test]
    fn bad_stored_text_is_refused() {
        let good = solve(Grid::from_givens(inkala())).encode();
        let lines: Vec<&str> = good.lines().collect();
        let (givens, solved, entries) = (lines[0], lines[1], lines[2]);
        let wrong_digit = format!("{givens}\n{}", solved.replacen('1', "2", 1));
        let overlapping = format!("{givens}\n{}", solved.replacen('.', "8", 1));
        // r1c2 is a solver's cell: without it the solution is incomplete.
        let partial = format!("{givens}\n{}.{}", &solved[..1], &solved[2..]);
        let entry_on_given = format!("{givens}\n{}\n8{}\nloaded", ".".repeat(81), ".".repeat(80));
        let entries_typed = format!("{givens}\n{}\n.1{}\ntyped", ".".repeat(81), ".".repeat(79));
        for bad in [
            "",
            "garbage",
            givens,
            &format!("{givens}\n{solved}\n{entries}"),
            &format!("{givens}\n{solved}\n{entries}\nmaybe"),
            &format!("{good}\nextra"),
            &format!("{givens}\nxyz"),
            &wrong_digit,
            &overlapping,
            &partial,
            &entry_on_given,
            &entries_typed,
        ] {
            assert!(Grid::decode(bad).is_none(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn struck_candidates_stay_while_digits_are_added_and_go_when_one_is_erased() {
        let three = Digit::new(3).unwrap();
        let grid = Grid::loaded(inkala()).apply(&[], &[(cell(1, 2), three), (cell(1, 3), three)]);
        assert!(!grid.candidates(cell(1, 2)).contains(three));
        assert_eq!(grid.struck().pairs().len(), 2);
        // A digit into an empty cell keeps the others' (its own go: the cell is filled).
        let placed = grid.enter(cell(1, 2), Digit::new(1));
        assert_eq!(placed.struck().pairs(), vec![(cell(1, 3), three)]);
        // Erasing or changing a digit drops them all.
        assert_eq!(placed.enter(cell(1, 2), None).struck(), Struck::default());
        assert_eq!(
            placed.enter(cell(1, 2), Digit::new(2)).struck(),
            Struck::default()
        );
        // They are stored, and a strike on a filled cell is refused.
        assert_eq!(Grid::decode(&grid.encode()), Some(grid));
        let on_given = format!("{}\nx0:3", Grid::loaded(inkala()).encode());
        assert_eq!(Grid::decode(&on_given), None);
        assert_eq!(
            Grid::decode(&format!("{}\nx9:0", Grid::loaded(inkala()).encode())),
            None
        );
    }
}
