//! What the board shows: the person's givens plus the digits the solver filled in, kept apart.

use sudoku_solver::{Board, Cell, Digit, Solution};

/// What one cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Nothing yet.
    Empty,
    /// A digit the person typed or loaded.
    Given(Digit),
    /// A digit the solver filled in.
    Solved(Digit),
}

impl Entry {
    /// The digit shown, if any.
    pub fn digit(self) -> Option<Digit> {
        match self {
            Entry::Empty => None,
            Entry::Given(d) | Entry::Solved(d) => Some(d),
        }
    }
}

/// The board as the person sees it.
///
/// Invariant: `solved` is either empty, or fills exactly the cells that `givens` leaves empty so
/// that together they make a solution of `givens`. Every way to build a `Grid` keeps it, so the
/// solver's digits always belong to the givens on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grid {
    givens: Board,
    solved: Board,
}

impl Grid {
    /// A grid of givens only.
    pub fn from_givens(givens: Board) -> Grid {
        Grid {
            givens,
            solved: Board::EMPTY,
        }
    }

    /// `givens` completed by `solution` (which must solve them: the solver's answer for `givens`).
    pub fn solved(givens: Board, solution: &Solution) -> Grid {
        let mut solved = Board::EMPTY;
        for cell in Cell::all().filter(|&c| givens.get(c).is_none()) {
            solved.set(cell, Some(solution.get(cell)));
        }
        Grid { givens, solved }
    }

    /// What `cell` shows.
    pub fn entry(&self, cell: Cell) -> Entry {
        match (self.givens.get(cell), self.solved.get(cell)) {
            (Some(d), _) => Entry::Given(d),
            (None, Some(d)) => Entry::Solved(d),
            (None, None) => Entry::Empty,
        }
    }

    /// The person's digits.
    pub fn givens(&self) -> Board {
        self.givens
    }

    /// How many digits the solver filled in (0 when the grid is not solved).
    pub fn solved_count(&self) -> usize {
        self.solved.given_count()
    }

    /// The same givens, without the solver's digits.
    pub fn without_solution(&self) -> Grid {
        Grid::from_givens(self.givens)
    }

    /// Every digit shown, given or solved.
    pub fn shown(&self) -> Board {
        let mut shown = self.givens;
        for cell in Cell::all() {
            if let Some(d) = self.solved.get(cell) {
                shown.set(cell, Some(d));
            }
        }
        shown
    }
}

impl Grid {
    /// The grid as stored text: the givens' line, a newline, the solver's digits' line.
    pub fn encode(&self) -> String {
        format!("{}\n{}", self.givens, self.solved)
    }

    /// Reads what [`Grid::encode`] wrote, or `None` when the text is not such a grid. The
    /// invariant is checked, so tampered or truncated data is refused rather than shown.
    pub fn decode(text: &str) -> Option<Grid> {
        let mut lines = text.lines();
        let (Some(givens), Some(solved), None) = (lines.next(), lines.next(), lines.next()) else {
            return None;
        };
        let grid = Grid {
            givens: Board::from_line(givens)?,
            solved: Board::from_line(solved)?,
        };
        if grid.solved != Board::EMPTY {
            let overlap =
                Cell::all().any(|c| grid.givens.get(c).is_some() && grid.solved.get(c).is_some());
            let shown = grid.shown();
            if overlap || !shown.is_full() || !shown.clashes().is_empty() {
                return None;
            }
        }
        Some(grid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    fn solved_inkala() -> Grid {
        let givens: Board = INKALA.parse().unwrap();
        let sudoku_solver::Outcome::Unique(solution) = givens.solve().outcome else {
            panic!("Inkala's puzzle is unique")
        };
        Grid::solved(givens, &solution)
    }

    #[test]
    fn solved_grid_keeps_givens_and_solver_digits_apart() {
        let grid = solved_inkala();
        let r1c1 = Cell::at(0, 0).unwrap();
        let r1c2 = Cell::at(0, 1).unwrap();
        assert_eq!(grid.entry(r1c1), Entry::Given(Digit::new(8).unwrap()));
        assert_eq!(grid.entry(r1c2), Entry::Solved(Digit::new(1).unwrap()));
        assert_eq!(grid.solved_count(), 60);
        assert!(grid.shown().is_full());
        assert_eq!(
            grid.without_solution(),
            Grid::from_givens(INKALA.parse().unwrap())
        );
    }

    #[test]
    fn encoding_round_trips() {
        for grid in [
            Grid::default(),
            solved_inkala(),
            solved_inkala().without_solution(),
        ] {
            assert_eq!(Grid::decode(&grid.encode()), Some(grid));
        }
        // Clashing givens are the person's to keep.
        let clashing = Grid::from_givens(format!("55{}", ".".repeat(79)).parse().unwrap());
        assert_eq!(Grid::decode(&clashing.encode()), Some(clashing));
    }

    #[test]
    fn bad_stored_text_is_refused() {
        let good = solved_inkala().encode();
        let (givens, solved) = good.split_once('\n').unwrap();
        let wrong_digit = format!("{givens}\n{}", solved.replacen('1', "2", 1));
        let overlapping = format!("{givens}\n{}", solved.replacen('.', "8", 1));
        // r1c2 is a solver's cell: without it the solution is incomplete.
        let partial = format!("{givens}\n{}.{}", &solved[..1], &solved[2..]);
        for bad in [
            "",
            "garbage",
            givens,
            &format!("{givens}\n{solved}\nextra"),
            &format!("{givens}\nxyz"),
            &wrong_digit,
            &overlapping,
            &partial,
        ] {
            assert!(Grid::decode(bad).is_none(), "{bad:?} should be refused");
        }
    }
}
