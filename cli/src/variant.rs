//! Variant puzzles on a line: SudokuPad links, f-puzzles links and JSON, ISS's constraint strings (`.Cage~10~R1C1~R1C2...`), alone or as a
//! TAB-separated field (the shared variant files' `name<TAB>puzzle<TAB>solution`), and grids
//! written as digits (`1`-`9`) or, above 9x9, letters (`A` = 1 ... `P` = 16, as ISS and the
//! shared files write them).

use sudoku_solver::Board;
use sudoku_variants::iss::ParseError;
use sudoku_variants::{Outcome, Puzzle, Shape, Solver, formats, text};

/// How many branches a variant search may try before it answers `unknown`.
pub const BRANCHES: u64 = sudoku_variants::search::DEFAULT_BRANCHES;

/// The line's variant puzzle: its first TAB-separated field written in a variant format (a
/// SudokuPad or f-puzzles link, f-puzzles' JSON, ISS's constraint string, ours), read; `None` if
/// the line holds none (`sudoku_variants::formats` tells them apart).
pub fn puzzle(text: &str) -> Option<Result<Puzzle, ParseError>> {
    text.split('\t').find_map(formats::read)
}

/// A line's puzzle: a classic board (a 9x9 variant line with nothing but givens is one), or a
/// variant puzzle.
pub enum Parsed {
    /// For the classic engines.
    Classic(Board),
    /// For the variant search.
    Variant(Puzzle),
}

/// The puzzle on a line (a variant field first, else the line as a classic puzzle), or why the
/// line holds none.
pub fn parse(line: &str) -> Result<Parsed, String> {
    match puzzle(line) {
        Some(Ok(puzzle)) => Ok(classic(&puzzle).map_or(Parsed::Variant(puzzle), Parsed::Classic)),
        Some(Err(e)) => Err(e.to_string()),
        None => line
            .parse()
            .map(Parsed::Classic)
            .map_err(|e| format!("{e}")),
    }
}

/// The same puzzle as a classic board, when it is one: 9x9 with boxes, givens and nothing else
/// (those go through the classic solver's engines).
pub fn classic(puzzle: &Puzzle) -> Option<Board> {
    if puzzle.shape != Shape::square(9)? || !puzzle.constraints.is_empty() {
        return None;
    }
    let line: String = (puzzle.givens.iter())
        .map(|g| g.map_or('.', |d| char::from(b'0' + d)))
        .collect();
    line.parse().ok()
}

/// A variant search's answer: the status word, the grid written out (or `-`), and the branches
/// tried. With `first`, a found solution is `solved` whether or not it is the only one.
pub fn solve(puzzle: &Puzzle, first: bool, branches: u64) -> (&'static str, Vec<u8>, u64) {
    let report = Solver::new(puzzle).solve(branches);
    let (word, grid) = match report.outcome {
        Outcome::Unique(grid) if first => ("solved", Some(grid)),
        Outcome::Multiple(grid, _) if first => ("solved", Some(grid)),
        Outcome::Unique(grid) => ("unique", Some(grid)),
        Outcome::Multiple(grid, _) => ("multiple", Some(grid)),
        Outcome::None => ("none", None),
        Outcome::GaveUp(mut found) if first && !found.is_empty() => ("solved", found.pop()),
        Outcome::GaveUp(_) => ("unknown", None),
    };
    let grid = grid.map_or_else(
        || b"-".to_vec(),
        |g| text::write_grid(&g, puzzle.shape).into_bytes(),
    );
    (word, grid, report.branches)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_variants::iss;

    #[test]
    fn the_variant_field_is_found_and_classic_lines_are_not_taken() {
        let read = |line: &str| puzzle(line).map(|p| p.map(|p| p.constraints.len()));
        assert_eq!(read(".Cage~3~R1C1~R1C2"), Some(Ok(1)));
        assert_eq!(read("Killer\t.Cage~3~R1C1~R1C2\t123"), Some(Ok(1)));
        assert_eq!(read(".~R1C1_5"), Some(Ok(0)));
        assert_eq!(read(&".".repeat(81)), None);
        assert_eq!(read(".1.2..3"), None);
        // Our format, found by its size.
        assert_eq!(read("name\t6x6; cage 7 r1c1 r1c2\t123"), Some(Ok(1)));
        assert_eq!(read(&"1".repeat(81)), None);
    }

    #[test]
    fn past_the_work_limit_the_answer_is_unknown_not_a_guess() {
        // An empty 9x9 grid with a diagonal: many solutions, found only by branching.
        let puzzle = iss::parse(".Diagonal~1").unwrap();
        assert_eq!(solve(&puzzle, false, 0), ("unknown", b"-".to_vec(), 0));
        assert_eq!(solve(&puzzle, false, BRANCHES).0, "multiple");
        let (word, grid, _) = solve(&puzzle, true, BRANCHES);
        assert_eq!((word, grid.len()), ("solved", 81));
    }

    #[test]
    fn a_plain_9x9_puzzle_goes_to_the_classic_engines() {
        let puzzle = iss::parse(".~R1C1_5").unwrap();
        let board = classic(&puzzle).expect("a classic board");
        assert_eq!(board.given_count(), 1);
        assert!(classic(&iss::parse(".AntiKnight.~R1C1_5").unwrap()).is_none());
        assert!(classic(&iss::parse(".Shape~6x6").unwrap()).is_none());
    }
}
