//! Every format a variant puzzle is written in, told apart by how it starts: a SudokuPad link
//! ([`crate::sudokupad`]), an f-puzzles link or JSON ([`crate::fpuzzles`]), ISS's constraint
//! string (`.Cage~10~R1C1~R1C2…`, [`crate::iss`]), or our own format (`9x9; …`, [`crate::text`]).

use crate::iss::{self, ParseError};
use crate::puzzle::Puzzle;
use crate::{fpuzzles, sudokupad, text};

/// The variant puzzle `field` holds, read in the format it is written in; `None` if it is in
/// none of them (a classic puzzle's 81 characters, a name, a solution).
pub fn read(field: &str) -> Option<Result<Puzzle, ParseError>> {
    let field = field.trim();
    if sudokupad::looks_like(field) {
        Some(sudokupad::parse(field))
    } else if fpuzzles::looks_like(field) {
        Some(fpuzzles::parse(field))
    } else if is_iss(field) {
        Some(iss::parse(field))
    } else if is_ours(field) {
        Some(text::parse(field))
    } else {
        None
    }
}

/// Whether `field` is written in one of the variant formats (how it starts only: nothing is
/// read), for a page that hands such text to a worker that reads it.
pub fn is_variant(field: &str) -> bool {
    let field = field.trim();
    sudokupad::looks_like(field) || fpuzzles::looks_like(field) || is_iss(field) || is_ours(field)
}

/// ISS's constraint string: `.` and a letter or `~` (`.Cage~…`, `.~R1C1_5`); a classic puzzle's
/// `.` is followed by a digit or another `.`.
pub fn is_iss(field: &str) -> bool {
    let mut chars = field.chars();
    chars.next() == Some('.')
        && chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '~')
}

/// Our own format: the grid's size first, `9x9`, then `;` or the end.
pub fn is_ours(field: &str) -> bool {
    let head = field.split(';').next().unwrap_or_default().trim();
    head.split_once(['x', 'X']).is_some_and(|(rows, cols)| {
        [rows, cols]
            .iter()
            .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_format_is_told_apart() {
        let four = ".Shape~4x4.Cage~3~R1C1~R1C2";
        let puzzle = iss::parse(four).unwrap();
        assert_eq!(read(four), Some(Ok(puzzle.clone())));
        assert!(is_variant(four) && is_variant(&text::write(&puzzle)));
        assert_eq!(read(&text::write(&puzzle)), Some(Ok(puzzle.clone())));
        let json = fpuzzles::write(&puzzle).unwrap();
        assert_eq!(
            read(&json).map(|r| r.map(|p| p.shape)),
            Some(Ok(puzzle.shape))
        );
        assert!(matches!(
            read("https://sudokupad.app/8bNmDd4J9G"),
            Some(Err(ParseError::Remote(_)))
        ));
        for none in ["", "name", "1.2.3", &".".repeat(81), "sclerosis-42"] {
            assert_eq!(read(none), None, "{none}");
            assert!(!is_variant(none), "{none}");
        }
    }
}
