//! SudokuPad's links (sudokupad.app, the app of Cracking the Cryptic), where the puzzle travels in
//! the link: `https://sudokupad.app/scl…` (or `ctc…`: LZ-String's text of the puzzle's JSON,
//! zipped ([`unzip`]) or not), and `…/fpuzzles…` (or `fpuz…`: an f-puzzles puzzle, read by
//! [`crate::fpuzzles`]). A link that only names a puzzle (`https://sudokupad.app/8bNmDd4J9G`)
//! points at SudokuPad's server, which this crate never asks: it says so
//! ([`ParseError::Remote`]).
//!
//! SudokuPad's JSON draws a puzzle rather than naming its rules: cages, lines, arrows, circles
//! and squares, with colours and sizes. `read.rs` and `drawn.rs` read the rules from the way
//! SudokuPad's own f-puzzles converter draws each f-puzzles constraint (the way most variant
//! puzzles reach SudokuPad), listed there; anything else drawn is refused by what it is
//! ([`ParseError::Drawn`]), never solved as another puzzle. Rules written only in a puzzle's
//! words are not read, except the converter's anti-knight and anti-king flags.

mod drawn;
mod read;
pub mod unzip;

use crate::fpuzzles::{self, lzstring};
use crate::iss::ParseError;
use crate::looks::has;
use crate::puzzle::Puzzle;

/// Where a SudokuPad link's puzzle starts: after the first of these it holds.
const HOSTS: [&str; 3] = ["puzzleid=", "sudoku/", "sudokupad.app/"];

/// Reads a SudokuPad puzzle: its link, or the puzzle part of it (`scl…`, `ctc…`, `fpuzzles…`).
pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
    let id = puzzle_id(text.trim());
    let id = percent_decoded(id);
    let (prefix, rest) = ["scl", "ctc", "fpuzzles", "fpuz", "scf"]
        .iter()
        .find_map(|p| id.strip_prefix(p).map(|rest| (*p, rest)))
        .ok_or_else(|| ParseError::Remote(id.clone()))?;
    match prefix {
        "fpuzzles" | "fpuz" => fpuzzles::parse(rest),
        "scf" => Err(ParseError::Unsupported("SudokuPad's scf format".into())),
        _ => {
            let text = match rest.trim_start().starts_with('{') {
                true => rest.to_string(),
                false => lzstring::decompress_base64(rest).ok_or(ParseError::NotSudokuPad)?,
            };
            let root = unzip::read(&text).ok_or(ParseError::NotSudokuPad)?;
            read::read(&root)
        }
    }
}

/// Whether `text` looks like a SudokuPad puzzle (its link, or `scl…`/`ctc…` alone), for a reader
/// choosing between formats.
pub fn looks_like(text: &str) -> bool {
    let text = text.trim();
    // `scl` or `ctc` and LZ-String's base64 (or JSON): not a word such as "sclerosis".
    let packed = |p: &str| {
        text.strip_prefix(p).is_some_and(|rest| {
            rest.starts_with('{')
                || (rest.len() >= 16
                    && (rest.bytes()).all(|b| b.is_ascii_alphanumeric() || b"+/=%".contains(&b)))
        })
    };
    has(text, "sudokupad.app/")
        || has(text, "crackingthecryptic.com/")
        || packed("scl")
        || packed("ctc")
}

/// The puzzle part of a link: after its host, up to a query or fragment of its own (JSON after
/// `ctc` or `scl` whole).
fn puzzle_id(text: &str) -> &str {
    let id = HOSTS
        .iter()
        .find_map(|host| text.split_once(host).map(|(_, rest)| rest))
        .unwrap_or(text);
    match id.get(3..).is_some_and(|rest| rest.starts_with('{')) {
        true => id,
        false => id.split(['?', '#', '&']).next().unwrap_or_default(),
    }
}

/// `%2B` and the like decoded (a link's puzzle may be written either way); the text as it is
/// where a `%` starts no escape.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = bytes
            .get(at + 1..at + 3)
            .and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[at], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                at += 3;
            }
            (byte, _) => {
                out.push(byte);
                at += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_their_puzzle_part() {
        assert_eq!(
            puzzle_id("https://sudokupad.app/sclN4Ig?setting-x=1"),
            "sclN4Ig"
        );
        assert_eq!(
            puzzle_id("https://app.crackingthecryptic.com/sudoku/ctcABC#x"),
            "ctcABC"
        );
        assert_eq!(puzzle_id("sclN4Ig"), "sclN4Ig");
        assert_eq!(puzzle_id("https://sudokupad.app/?puzzleid=ctcX1"), "ctcX1");
        assert_eq!(puzzle_id("https://sudokupad.app/sudoku/sclY2"), "sclY2");
        assert_eq!(percent_decoded("a%2Bb%2fc%"), "a+b/c%");
    }

    #[test]
    fn a_short_link_is_refused_as_remote() {
        assert_eq!(
            parse("https://sudokupad.app/8bNmDd4J9G"),
            Err(ParseError::Remote("8bNmDd4J9G".into()))
        );
        assert_eq!(
            parse("https://sudokupad.app/sclnot*base64"),
            Err(ParseError::NotSudokuPad)
        );
        assert!(looks_like("https://sudokupad.app/8bNmDd4J9G"));
        assert!(looks_like("sclN4IgzglgXgpiBcBmANCA5gJw"));
        assert!(!looks_like("sclerosis"));
        assert!(!looks_like(".Cage~10~R1C1~R1C2"));
    }
}
