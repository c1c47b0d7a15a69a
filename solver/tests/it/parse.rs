//! Text in and out: the one-line format, printed grids, and every parse error.

use sudoku_solver::{Board, Cell, ParseErrorKind};
use sudoku_testkit::{INKALA, INKALA_SOLVED};

/// Parses `text` and compares with `expected`: the one-line form of the board, or the error message.
fn check(text: &str, expected: Result<&str, &str>) {
    let got = text
        .parse::<Board>()
        .map(|b| b.to_string())
        .map_err(|e| e.to_string());
    assert_eq!(
        got.as_deref().map_err(String::as_str),
        expected,
        "parsing {text:?}"
    );
}

#[test]
fn one_line_round_trips() {
    check(INKALA, Ok(INKALA));
    check(&INKALA.replace('.', "0"), Ok(INKALA));
    check(INKALA_SOLVED, Ok(INKALA_SOLVED));
    check(&".".repeat(81), Ok(&".".repeat(81)));
    // Surrounding whitespace and a trailing newline, as files and pastes have.
    check(&format!("  {INKALA}\r\n"), Ok(INKALA));
}

#[test]
fn a_plain_line_reads_as_the_general_reader_reads_it() {
    // 81 bytes of digits, `.` and `0` take a short path; the same line spaced out takes the
    // general one: both must give the same board, and an 81-byte line with another character
    // still gets the general reader's error.
    for line in [
        INKALA,
        INKALA_SOLVED,
        &INKALA.replace('.', "0"),
        &"0.".repeat(40).chars().chain(['5']).collect::<String>(),
    ] {
        let spaced: String = line.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(
            line.parse::<Board>().unwrap(),
            spaced.parse::<Board>().unwrap(),
            "{line}"
        );
    }
    let mut odd = INKALA.to_string();
    odd.replace_range(40..41, "x");
    check(&odd, Err("unexpected 'x' at row 5, column 5"));
}

#[test]
fn pretty_grid_round_trips() {
    let board: Board = INKALA.parse().unwrap();
    let grid = format!("{board:#}");
    assert_eq!(
        grid,
        "8 . . | . . . | . . .\n\
         . . 3 | 6 . . | . . .\n\
         . 7 . | . 9 . | 2 . .\n\
         ------+-------+------\n\
         . 5 . | . . 7 | . . .\n\
         . . . | . 4 5 | 7 . .\n\
         . . . | 1 . . | . 3 .\n\
         ------+-------+------\n\
         . . 1 | . . . | . 6 8\n\
         . . 8 | 5 . . | . 1 .\n\
         . 9 . | . . . | 4 . ."
    );
    check(&grid, Ok(INKALA));
}

#[test]
fn grids_as_tutorials_and_sites_print_them() {
    let tutorial = "
        +-------+-------+-------+
        | 8 0 0 | 0 0 0 | 0 0 0 |
        | 0 0 3 | 6 0 0 | 0 0 0 |
        | 0 7 0 | 0 9 0 | 2 0 0 |
        +-------+-------+-------+
        | 0 5 0 | 0 0 7 | 0 0 0 |
        | 0 0 0 | 0 4 5 | 7 0 0 |
        | 0 0 0 | 1 0 0 | 0 3 0 |
        +-------+-------+-------+
        | 0 0 1 | 0 0 0 | 0 6 8 |
        | 0 0 8 | 5 0 0 | 0 1 0 |
        | 0 9 0 | 0 0 0 | 4 0 0 |
        +-------+-------+-------+
    ";
    check(tutorial, Ok(INKALA));
    let nine_lines = "800000000\n003600000\n070090200\n050007000\n000045700\n\
                      000100030\n001000068\n008500010\n090000400\n";
    check(nine_lines, Ok(INKALA));
    check(
        "8..|...|...\t..3|6..|...",
        Err("found 18 cells, expected 81"),
    );
}

#[test]
fn errors_say_what_and_where() {
    check("", Err("found 0 cells, expected 81"));
    check("   \n  ", Err("found 0 cells, expected 81"));
    check("5", Err("found 1 cell, expected 81"));
    check(&INKALA[..79], Err("found 79 cells, expected 81"));
    check(&format!("{INKALA}1"), Err("found 82 cells, expected 81"));
    check(
        &format!("{INKALA}\n{INKALA}"),
        Err("found 162 cells, expected 81"),
    );

    let mut bad = INKALA.to_string();
    bad.replace_range(56..57, "x");
    // The place is the board's: the cell the character stands where.
    check(&bad, Err("unexpected 'x' at row 7, column 3"));
    check("8 . é", Err("unexpected 'é' at row 1, column 3"));
    check("8..\n..3\n...x", Err("unexpected 'x' at row 2, column 1"));
    check("8a", Err("unexpected 'a' at row 1, column 2"));
    check("8\u{7}", Err("unexpected U+0007 at row 1, column 2"));
    check(
        &format!("{INKALA}\nx"),
        Err("unexpected 'x' after 81 cells, at line 2, column 1"),
    );
    check(
        "https://example.com/sudoku.htm?level=3",
        Err("the link has no puzzle in it (no p= or bd=)"),
    );

    let kind = "..a".parse::<Board>().unwrap_err().kind().clone();
    assert_eq!(
        kind,
        ParseErrorKind::UnexpectedChar {
            ch: 'a',
            line: 1,
            column: 3,
            cell: Cell::at(0, 2),
        }
    );
    let kind = "123".parse::<Board>().unwrap_err().kind().clone();
    assert_eq!(kind, ParseErrorKind::WrongCellCount { found: 3 });
}

#[test]
fn every_empty_mark_in_a_line() {
    for empty in [".", "0", "_", "*", "-"] {
        check(&INKALA.replace('.', empty), Ok(INKALA));
    }
    // A Python list, as the tutorials print a board.
    let python: String = INKALA
        .chars()
        .map(|c| if c == '.' { '0' } else { c })
        .collect::<Vec<_>>()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(char::to_string).collect();
            format!("[{}]", cells.join(", "))
        })
        .collect::<Vec<_>>()
        .join(",\n ");
    check(&format!("[{python}]"), Ok(INKALA));
}

#[test]
fn grids_drawn_with_box_characters_and_exports() {
    let boxes = "
        ┌───────┬───────┬───────┐
        │ 8 . . │ . . . │ . . . │
        │ . . 3 │ 6 . . │ . . . │
        │ . 7 . │ . 9 . │ 2 . . │
        ├───────┼───────┼───────┤
        │ . 5 . │ . . 7 │ . . . │
        │ . . . │ . 4 5 │ 7 . . │
        │ . . . │ 1 . . │ . 3 . │
        ├───────┼───────┼───────┤
        │ . . 1 │ . . . │ . 6 8 │
        │ . . 8 │ 5 . . │ . 1 . │
        │ . 9 . │ . . . │ 4 . . │
        └───────┴───────┴───────┘
    ";
    check(boxes, Ok(INKALA));
    // HoDoKu's "Copy givens" as a grid.
    let hodoku = "*-----------*
|8..|...|...|
|..3|6..|...|
|.7.|.9.|2..|
|---+---+---|
|.5.|..7|...|
|...|.45|7..|
|...|1..|.3.|
|---+---+---|
|..1|...|.68|
|..8|5..|.1.|
|.9.|...|4..|
*-----------*";
    check(hodoku, Ok(INKALA));
    // Nine lines with empty cells as '-' or '*', which in border lines are not cells.
    let dashes = "8--------\n--36-----\n-7--9-2--\n-5---7---\n----457--\n\
                  ---1---3-\n--1----68\n--85---1-\n-9----4--";
    check(dashes, Ok(INKALA));
}

#[test]
fn links_carry_puzzles() {
    let zeros = INKALA.replace('.', "0");
    check(&format!("https://sudoku.example/#p={INKALA}"), Ok(INKALA));
    check(&format!("#p={INKALA}"), Ok(INKALA));
    check(
        &format!("https://www.sudokuwiki.org/sudoku.htm?bd={zeros}"),
        Ok(INKALA),
    );
    check(
        &format!("https://www.sudokuwiki.org/Sudoku.htm?n=1&bd={zeros}#top"),
        Ok(INKALA),
    );
    check(
        &format!("http://x.test/?p={}", INKALA.replace('.', "%2E")),
        Ok(INKALA),
    );
    check(
        &format!("https://sudoku.example/#p={}", &INKALA[..80]),
        Err("found 80 cells, expected 81"),
    );
}

#[test]
fn the_strict_line_reader_takes_what_display_writes_and_nothing_else() {
    let board: Board = INKALA.parse().unwrap();
    let solved = match board.solve().outcome {
        sudoku_solver::Outcome::Unique(solution) => solution.board(),
        other => panic!("{other:?}"),
    };
    for board in [board, solved, Board::EMPTY] {
        assert_eq!(Board::from_line(&board.to_string()), Some(board));
    }
    for bad in [
        String::new(),
        INKALA[..80].to_string(),
        format!("{INKALA}."),
        INKALA.replace('.', "0"),
        format!(" {}", &INKALA[1..]),
        INKALA.replacen('.', "é", 1),
    ] {
        assert_eq!(Board::from_line(&bad), None, "{bad:?}");
    }
}
