//! Pencil-mark grids: HoDoKu's print read, every grid written and read back, each error named.

use super::*;

use sudoku_testkit::{INKALA, INKALA_MARKS};

fn grid(text: &str) -> MarkGrid {
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn error(text: &str) -> MarkGridErrorKind {
    text.parse::<MarkGrid>().expect_err(text).kind().clone()
}

#[test]
fn hodoku_print_reads_as_the_puzzle_and_its_candidates() {
    let marks = grid(INKALA_MARKS);
    assert_eq!(marks.givens(), INKALA.parse::<Board>().unwrap());
    assert_eq!(marks.placed(), Board::EMPTY, "one digit reads as a given");
    let r1c2 = Cell::at(0, 1).unwrap();
    assert_eq!(
        marks.get(r1c2),
        Marked::Marks(DigitSet::from_iter([1, 2, 4, 6].map(d)))
    );
    assert_eq!(marks.marks(Cell::at(0, 0).unwrap()), DigitSet::EMPTY);
    // The candidates are the puzzle's own: every empty cell's marks are what its peers leave.
    let board = marks.givens();
    for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
        let seen: DigitSet = Cell::all()
            .filter(|&p| p != cell && cell.sees(p))
            .filter_map(|p| board.get(p))
            .collect();
        assert_eq!(
            marks.marks(cell),
            DigitSet::ALL.difference(seen),
            "{cell:?}"
        );
    }
}

#[test]
fn a_grid_is_written_as_hodoku_prints_it_and_reads_back() {
    let marks = grid(INKALA_MARKS);
    assert_eq!(marks.to_string(), INKALA_MARKS);
    assert_eq!(grid(&marks.to_string()), marks);
}

#[test]
fn every_kind_of_cell_round_trips() {
    // Placed digits, two marks, all nine, in every column width.
    let mut cells = [Marked::Marks(DigitSet::ALL); 81];
    for (i, slot) in cells.iter_mut().enumerate() {
        let digit = d((i % 9) as u8 + 1);
        *slot = match i % 4 {
            0 => Marked::Given(digit),
            1 => Marked::Marks(DigitSet::EMPTY.with(digit).with(d(((i + 3) % 9) as u8 + 1))),
            2 => Marked::Marks(DigitSet::ALL),
            _ => Marked::Marks(DigitSet::ALL.without(digit)),
        };
    }
    let marks = MarkGrid::new(cells);
    let text = marks.to_string();
    assert_eq!(text.lines().count(), 13, "{text}");
    assert!(
        text.lines()
            .all(|l| l.chars().count() == text.lines().next().unwrap().chars().count())
    );
    assert_eq!(grid(&text), marks);
}

#[test]
fn one_mark_is_a_given_and_no_mark_is_all_nine() {
    let mut cells = [Marked::Marks(DigitSet::ALL); 81];
    cells[0] = Marked::Marks(DigitSet::EMPTY.with(d(4)));
    cells[1] = Marked::Marks(DigitSet::EMPTY);
    let marks = MarkGrid::new(cells);
    assert_eq!(marks.get(Cell::at(0, 0).unwrap()), Marked::Given(d(4)));
    assert_eq!(
        marks.get(Cell::at(0, 1).unwrap()),
        Marked::Marks(DigitSet::ALL)
    );
    assert_eq!(grid(&marks.to_string()), marks);
}

#[test]
fn separators_and_spacing_are_free() {
    // Tabs, no borders, a different spacing: the same cells.
    let loose: String = INKALA_MARKS
        .lines()
        .filter(|l| l.starts_with('|'))
        .map(|l| {
            l.split_whitespace()
                .filter(|t| *t != "|")
                .collect::<Vec<_>>()
                .join("\t")
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(grid(&loose), grid(INKALA_MARKS));
}

#[test]
fn errors_name_what_is_wrong() {
    let short: String = INKALA_MARKS.lines().take(4).collect::<Vec<_>>().join("\n");
    assert_eq!(
        error(&short),
        MarkGridErrorKind::WrongCellCount { found: 27 }
    );
    let repeated = INKALA_MARKS.replacen("1246", "1226", 1);
    assert_eq!(
        error(&repeated),
        MarkGridErrorKind::RepeatedDigit {
            cell: Cell::at(0, 1).unwrap(),
            digit: d(2)
        }
    );
    let letter = INKALA_MARKS.replacen("24569", "245x9", 1);
    assert_eq!(
        error(&letter),
        MarkGridErrorKind::UnexpectedChar {
            ch: 'x',
            line: 2,
            column: 21
        }
    );
    assert_eq!(
        letter.parse::<MarkGrid>().unwrap_err().to_string(),
        "unexpected 'x' at line 2, column 21"
    );
    // A zero is no mark.
    let zero = INKALA_MARKS.replacen("1246", "1206", 1);
    assert!(matches!(
        error(&zero),
        MarkGridErrorKind::UnexpectedChar { ch: '0', .. }
    ));
}

#[test]
fn sudokuwiki_strings_keep_givens_apart_and_round_trip() {
    let mut cells = [Marked::Marks(DigitSet::ALL); 81];
    for cell in Cell::all() {
        cells[cell.index()] = grid(INKALA_MARKS).get(cell);
    }
    // r1c2 found (not a given), r1c3 marked 2 and 9.
    cells[1] = Marked::Placed(d(1));
    cells[2] = Marked::Marks(DigitSet::EMPTY.with(d(2)).with(d(9)));
    let marks = MarkGrid::new(cells);
    let text = marks.to_sudokuwiki();
    assert_eq!(text.len(), 162);
    // r1c1, the given 8: bit 7, shifted, plus the given's flag, 257 = 8 * 32 + 1.
    // r1c2, a found 1: 1 << 1 = 2. r1c3, marks 2 and 9: (2 + 256) << 1 = 516 = 16 * 32 + 4.
    assert!(text.starts_with("8102g4"), "{text}");
    let read = MarkGrid::from_sudokuwiki(&text).unwrap();
    assert_eq!(read, marks);
    assert_eq!(read.givens(), INKALA.parse::<Board>().unwrap());
    assert_eq!(read.placed().get(Cell::at(0, 1).unwrap()), Some(d(1)));
    // Upper case reads too (base 32 is read either way).
    assert_eq!(
        MarkGrid::from_sudokuwiki(&text.to_uppercase()).unwrap(),
        marks
    );
}

#[test]
fn sudokuwiki_errors_name_the_cell() {
    let text = grid(INKALA_MARKS).to_sudokuwiki();
    let kind = |t: &str| MarkGrid::from_sudokuwiki(t).unwrap_err().kind().clone();
    assert_eq!(
        kind(&text[..160]),
        MarkGridErrorKind::WrongLength { found: 160 }
    );
    let r1c2 = Cell::at(0, 1).unwrap();
    let bad_char = format!("{}w{}", &text[..2], &text[3..]);
    assert_eq!(
        kind(&bad_char),
        MarkGridErrorKind::NoSudokuWikiCell { cell: r1c2 }
    );
    // A given of two digits, and a cell with none.
    for cell in ["07", "00"] {
        let bad = format!("{}{cell}{}", &text[..2], &text[4..]);
        assert_eq!(
            kind(&bad),
            MarkGridErrorKind::NoSudokuWikiCell { cell: r1c2 },
            "{cell}"
        );
    }
    assert_eq!(
        MarkGrid::from_sudokuwiki(&bad_char)
            .unwrap_err()
            .to_string(),
        "row 1, column 2 is no cell of a SudokuWiki string"
    );
}

fn d(value: u8) -> Digit {
    Digit::new(value).expect("1 to 9")
}

/// The easy puzzle of the tutorials, as HoDoKu's library line: r1c3 placed (`+4`), and 2 and 6
/// deleted from r1c4 (`214 614`), 2 from r9c1 (`291`).
const EASY_LINE: &str = ":0000:x:53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:214 614 291::";

#[test]
fn hodoku_library_lines_keep_givens_placed_digits_and_deleted_candidates() {
    let line = MarkGrid::from_hodoku_library(EASY_LINE).unwrap();
    let at = |r: usize, c: usize| Cell::at(r - 1, c - 1).unwrap();
    assert_eq!(line.get(at(1, 1)), Marked::Given(d(5)));
    assert_eq!(line.get(at(1, 3)), Marked::Placed(d(4)));
    // r1c4: the row holds 5 3 4 7, the column 1 8 4, the box 1 9 5: 2 and 6 are left, both
    // deleted.
    assert_eq!(line.get(at(1, 4)), Marked::Marks(DigitSet::EMPTY));
    let board = line.givens();
    let mut expected = board;
    expected.set(at(1, 3), Some(d(4)));
    assert_eq!(
        line.marks(at(9, 1)),
        expected.candidates(at(9, 1)).without(d(2))
    );
    assert_eq!(
        line.marks(at(2, 2)),
        expected.candidates(at(2, 2)),
        "nothing deleted there"
    );
    // Written back, the same line; a whole position round-trips.
    assert_eq!(line.to_hodoku_library(), EASY_LINE);
    let inkala = grid(INKALA_MARKS);
    let written = inkala.to_hodoku_library();
    assert!(
        written.starts_with(":0000:x:") && written.ends_with("::"),
        "{written}"
    );
    assert_eq!(MarkGrid::from_hodoku_library(&written).unwrap(), inkala);
    // A step's line: its type and digits before the grid, its eliminations after, read past.
    let step = ":0803:14:53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:214 614 291:417 427:";
    assert_eq!(MarkGrid::from_hodoku_library(step).unwrap(), line);
}

#[test]
fn a_hodoku_line_that_is_not_one_says_why() {
    let error = |text: &str| {
        MarkGrid::from_hodoku_library(text)
            .expect_err(text)
            .kind()
            .clone()
    };
    assert_eq!(error("53..7...."), MarkGridErrorKind::NoHoDoKuLine);
    assert_eq!(error("x:0000:x:5:"), MarkGridErrorKind::NoHoDoKuLine);
    assert_eq!(
        error(":0000:x:53..7"),
        MarkGridErrorKind::WrongCellCount { found: 5 }
    );
    assert_eq!(
        error(&EASY_LINE.replace("53+4", "53+x")),
        MarkGridErrorKind::UnexpectedChar {
            ch: 'x',
            line: 1,
            column: 12
        }
    );
    assert_eq!(
        error(&EASY_LINE.replace("291", "2a1")),
        MarkGridErrorKind::NoHoDoKuCandidate { position: 3 }
    );
    assert_eq!(
        error(&EASY_LINE.replace("291", "201")),
        MarkGridErrorKind::NoHoDoKuCandidate { position: 3 }
    );
    let said = MarkGrid::from_hodoku_library(&EASY_LINE.replace("291", "2910")).unwrap_err();
    assert_eq!(
        said.to_string(),
        "deleted candidate 3 is not a digit, a row and a column"
    );
}
