//! Variant puzzles on a line: SudokuPad links, f-puzzles links and JSON, ISS's constraint strings (`.Cage~10~R1C1~R1C2...`), alone or as a
//! TAB-separated field (the shared variant files' `name<TAB>puzzle<TAB>solution`), and grids
//! written as digits (`1`-`9`) or, above 9x9, letters (`A` = 1 ... `P` = 16, as ISS and the
//! shared files write them).

use sudoku_solver::Board;
use sudoku_variants::iss::{self, ParseError};
use sudoku_variants::{Outcome, Puzzle, Shape, Solver, text};
use sudoku_variants::{fpuzzles, sudokupad};

/// How many branches a variant search may try before it answers `unknown`.
pub const BRANCHES: u64 = sudoku_variants::search::DEFAULT_BRANCHES;

/// The line's variant puzzle: its first TAB-separated field that starts with `.` and a letter or
/// `~` (`.Cage~...`, `.~R1C1_5`; a classic puzzle's `.` is followed by a digit or another `.`);
/// `None` if it has none.
pub fn field(text: &str) -> Option<&str> {
    text.split('\t').map(str::trim).find(|field| {
        let mut chars = field.chars();
        chars.next() == Some('.')
            && chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '~')
    })
}

/// The line's field in our own format (`sudoku_variants::text`): the first that starts with the
/// grid's size, `9x9` then `;` or its end.
pub fn ours(text: &str) -> Option<&str> {
    text.split('\t').map(str::trim).find(|field| {
        let head = field.split(';').next().unwrap_or_default().trim();
        head.split_once(['x', 'X']).is_some_and(|(rows, cols)| {
            [rows, cols]
                .iter()
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
    })
}

/// The line's f-puzzles field: a link (`https://www.f-puzzles.com/?load=…`) or its JSON on one
/// line.
pub fn fpuzzles_field(text: &str) -> Option<&str> {
    text.split('\t')
        .map(str::trim)
        .find(|field| fpuzzles::looks_like(field))
}

/// The line's variant puzzle, read (a SudokuPad link, an f-puzzles link or JSON, then ISS's
/// format, then ours); `None` if the line holds none.
pub fn puzzle(text: &str) -> Option<Result<Puzzle, ParseError>> {
    let mut fields = text.split('\t').map(str::trim);
    if let Some(field) = fields.find(|field| sudokupad::looks_like(field)) {
        return Some(sudokupad::parse(field));
    }
    if let Some(field) = fpuzzles_field(text) {
        return Some(fpuzzles::parse(field));
    }
    match field(text) {
        Some(field) => Some(iss::parse(field)),
        None => ours(text).map(sudoku_variants::text::parse),
    }
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
    let size = puzzle.shape.size();
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
        |g| text::write_grid(&g, size).into_bytes(),
    );
    (word, grid, report.branches)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variant_field_is_found_and_classic_lines_are_not_taken() {
        assert_eq!(field(".Cage~3~R1C1~R1C2"), Some(".Cage~3~R1C1~R1C2"));
        assert_eq!(
            field("Killer\t.Cage~3~R1C1~R1C2\t123"),
            Some(".Cage~3~R1C1~R1C2")
        );
        assert_eq!(field(".~R1C1_5"), Some(".~R1C1_5"));
        assert_eq!(field(&".".repeat(81)), None);
        assert_eq!(field(".1.2..3"), None);
    }

    #[test]
    fn our_format_is_found_by_its_size() {
        assert_eq!(ours("6x6; cage 7 r1c1 r1c2"), Some("6x6; cage 7 r1c1 r1c2"));
        assert_eq!(ours("name\t9x9\t123"), Some("9x9"));
        assert_eq!(ours(&"1".repeat(81)), None);
        assert!(puzzle("4x4; cage 3 r1c1 r1c2").is_some_and(|p| p.is_ok()));
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
