//! Test support for every crate of the workspace, in one place: where the puzzle corpora are,
//! how to read them, the puzzles tests share, and one check that a grid solves a puzzle.
//!
//! It has no dependency, not even on the solver: boards travel as 81-character lines, so the
//! solver's own unit tests (which compile the solver a second time) can use it too.

#![deny(missing_docs)]

use std::path::PathBuf;

/// Arto Inkala's 2012 puzzle, "the world's hardest Sudoku": the second tutorial's example.
pub const INKALA: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// Inkala's puzzle with every empty cell's candidates, as a pencil-mark grid in HoDoKu's layout
/// (each column as wide as its widest cell; `data/inkala-marks.txt`, written out by a script apart
/// from the solver, and read by the page's browser tests too).
pub const INKALA_MARKS: &str = include_str!("../data/inkala-marks.txt");

/// Its one solution.
pub const INKALA_SOLVED: &str =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/// An easy puzzle (Wikipedia's example), solved by singles alone.
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Its one solution.
pub const EASY_SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A puzzle whose first step beyond singles is a pointing pair: a hint there strikes candidates.
pub const POINTING: &str =
    "4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....";

/// The generator's Easy puzzle for seed 2026 with 180° symmetry (`generate`): the same on every
/// platform, so native and browser tests both expect it.
pub const GENERATED_EASY_2026: &str =
    "..9.1..3..7...3.48..5.6..712....9.....3...4.....3....719..8.3..58.6...1..3..4.5..";

/// The folder of the shared puzzle corpora: `$SUDOKU_PUZZLES`, else `../shared/puzzles` beside
/// the project (one env var, one default, for every test, benchmark and example).
pub fn puzzles_dir() -> PathBuf {
    std::env::var_os("SUDOKU_PUZZLES").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/puzzles"),
        PathBuf::from,
    )
}

/// The puzzles of one corpus file: its lines that are neither blank nor comments (`#`), trimmed,
/// each with its 1-based line number. Panics, naming the file and the env var, when it cannot
/// be read.
pub fn corpus(name: &str) -> Vec<(usize, String)> {
    let path = puzzles_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read corpus {}: {e}. The corpora live in ../shared/puzzles beside the \
             project; set SUDOKU_PUZZLES to read them from elsewhere.",
            path.display()
        )
    });
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(n, line)| (n + 1, line.trim().to_string()))
        .collect()
}

/// The digits of an 81-character line (`.` or `0` for an empty cell); `None` if it is not one.
fn digits(line: &str) -> Option<[u8; 81]> {
    let bytes = line.as_bytes();
    if bytes.len() != 81 {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, &byte) in cells.iter_mut().zip(bytes) {
        *cell = match byte {
            b'1'..=b'9' => byte - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// Why `solution` does not solve `puzzle` (both 81-character lines), or `Ok` when it does:
/// every cell filled, each row, column and box holding 1-9 once, every given kept.
pub fn check_solution(puzzle: &str, solution: &str) -> Result<(), String> {
    let given = digits(puzzle).ok_or_else(|| format!("not a puzzle line: {puzzle:?}"))?;
    let grid = digits(solution).ok_or_else(|| format!("not a grid line: {solution:?}"))?;
    if let Some(cell) = (0..81).find(|&i| grid[i] == 0) {
        return Err(format!("cell {cell} is empty in {solution}"));
    }
    if let Some(cell) = (0..81).find(|&i| given[i] != 0 && given[i] != grid[i]) {
        return Err(format!("given {cell} changed in {solution}"));
    }
    for unit in 0..27 {
        let mut seen = 0u16;
        for k in 0..9 {
            let cell = match unit {
                0..=8 => unit * 9 + k,
                9..=17 => k * 9 + (unit - 9),
                _ => {
                    let b = unit - 18;
                    (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
                }
            };
            seen |= 1 << grid[cell];
        }
        if seen != 0b11_1111_1110 {
            return Err(format!("unit {unit} repeats a digit in {solution}"));
        }
    }
    Ok(())
}

/// The folder of the newspaper photos: `$SUDOKU_PHOTOS`, else `../shared/sudoku-photos` beside
/// the project.
pub fn photos_dir() -> PathBuf {
    std::env::var_os("SUDOKU_PHOTOS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/sudoku-photos"),
        PathBuf::from,
    )
}

/// One photo of the folder: its number, its JPEG, and its truth (the 81 printed givens, 0 for
/// an empty cell), and whether it is held out (every fifth, in the order of their numbers: never
/// looked at while tuning, never trained on).
pub struct PhotoFile {
    /// `N` of `imageN.jpg`.
    pub number: u32,
    /// The JPEG's path.
    pub jpeg: PathBuf,
    /// The givens, 0 for empty.
    pub truth: [u8; 81],
    /// Whether it is in the held-out fifth.
    pub held_out: bool,
}

impl PhotoFile {
    /// The truth as a puzzle line, `.` for an empty cell.
    pub fn line(&self) -> String {
        self.truth
            .iter()
            .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
            .collect()
    }
}

/// Every photo of the folder, in the order of their numbers. Panics, naming the folder and the
/// env var, when it cannot be read.
pub fn photo_files() -> Vec<PhotoFile> {
    let dir = photos_dir();
    let mut numbers: Vec<u32> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "cannot read the photos in {}: {e}. They live in ../shared/sudoku-photos beside \
                 the project; set SUDOKU_PHOTOS to read them from elsewhere.",
                dir.display()
            )
        })
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_prefix("image")?
                .strip_suffix(".jpg")?
                .parse()
                .ok()
        })
        .collect();
    numbers.sort();
    numbers
        .into_iter()
        .enumerate()
        .map(|(i, number)| {
            let dat = dir.join(format!("image{number}.dat"));
            let text =
                std::fs::read_to_string(&dat).unwrap_or_else(|e| panic!("{}: {e}", dat.display()));
            // Two lines of the phone and the format, then nine rows of digits.
            let digits: Vec<u8> = (text.lines().skip(2))
                .flat_map(|line| {
                    line.split_whitespace()
                        .map(|d| d.parse::<u8>().expect("a digit"))
                })
                .collect();
            PhotoFile {
                number,
                jpeg: dir.join(format!("image{number}.jpg")),
                truth: digits
                    .try_into()
                    .unwrap_or_else(|_| panic!("{}: 81 digits", dat.display())),
                held_out: i % 5 == 4,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_accepts_a_solution_and_names_each_fault() {
        assert_eq!(check_solution(INKALA, INKALA_SOLVED), Ok(()));
        let mut swapped = INKALA_SOLVED.as_bytes().to_vec();
        swapped.swap(1, 2);
        let swapped = String::from_utf8(swapped).unwrap();
        assert!(check_solution(&".".repeat(81), &swapped).is_err());
        let changed_given = format!("9{}", &INKALA[1..]);
        assert!(check_solution(&changed_given, INKALA_SOLVED).is_err());
        assert!(check_solution(INKALA, INKALA).is_err());
        assert!(check_solution(INKALA, "123").is_err());
    }

    #[test]
    fn the_puzzles_are_what_they_say() {
        assert_eq!(check_solution(EASY, EASY_SOLVED), Ok(()));
        for puzzle in [INKALA, EASY, POINTING] {
            assert!(digits(puzzle).is_some(), "{puzzle}");
        }
    }

    /// The end-to-end tests' puzzles (JavaScript, `e2e/puzzles.mjs`) are these very strings.
    #[test]
    fn the_browser_tests_share_these_puzzles() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../e2e/puzzles.mjs");
        let module = std::fs::read_to_string(path).expect("e2e/puzzles.mjs");
        for (name, puzzle) in [
            ("INKALA", INKALA),
            ("INKALA_SOLVED", INKALA_SOLVED),
            ("EASY", EASY),
            ("EASY_SOLVED", EASY_SOLVED),
            ("POINTING", POINTING),
        ] {
            let line = format!("export const {name} = '{puzzle}';");
            assert!(module.contains(&line), "e2e/puzzles.mjs lacks: {line}");
        }
    }

    #[test]
    fn corpora_are_found() {
        let seeds = corpus("seed_examples.txt");
        assert!(seeds.len() >= 4, "{seeds:?}");
        assert!(
            seeds
                .iter()
                .all(|(n, line)| *n > 0 && !line.starts_with('#'))
        );
    }
}
