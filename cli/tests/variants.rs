//! `sudoku solve`, `bench` and `check` on variant puzzles (ISS's constraint strings), run as a
//! person runs them.

mod common;

use common::{answers, corpus, stderr, sudoku};
use sudoku_variants::check::broken;
use sudoku_variants::iss::parse;

/// A 4x4 killer: two cages fix the first row (1 2 | 3 4) and the puzzle has one solution.
const FOUR: &str = ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~7~R1C3~R1C4.~R2C1_3.~R3C2_1.~R4C4_1.~R3C3_4";

#[test]
fn a_shared_variant_file_is_solved_line_by_line_as_the_file_says() {
    let file = corpus("variants/generated/sizes.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let output = sudoku(&["solve", "--jobs", "2", file.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let answers = answers(&output);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(answers.len(), lines.len());
    for ((status, grid), line) in answers.iter().zip(&lines) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            (status.as_str(), grid.as_str()),
            ("unique", fields[2]),
            "{line}"
        );
    }
    // 16x16 grids come out in letters, A = 1 ... P = 16, as the file writes them.
    assert!(
        answers
            .iter()
            .any(|(_, g)| g.len() == 256 && g.contains('P'))
    );
}

#[test]
fn statuses_counts_and_first_for_variant_lines() {
    let output = sudoku(&["solve", "--counts"], &format!("{FOUR}\n.Shape~4x4\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines[0][0], "unique");
    let grid: Vec<u8> = lines[0][1].bytes().map(|b| b - b'0').collect();
    assert!(broken(&parse(FOUR).unwrap(), &grid).is_empty(), "{text}");
    assert_eq!(lines[0][2], "-");
    assert!(lines[0][3].starts_with("branches="), "{text}");
    // An empty 4x4 grid has many solutions.
    assert_eq!(lines[1][0], "multiple");
    let first = sudoku(&["solve", "--first"], ".Shape~4x4\n");
    assert_eq!(answers(&first)[0].0, "solved");
    // Cages that cannot both hold: no solution.
    let none = sudoku(&["solve"], ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~3~R1C2~R1C3\n");
    assert_eq!(answers(&none)[0], ("none".into(), "-".into()));
}

/// `FOUR` in our own format (`sudoku_variants::text`), as the README shows it.
const FOUR_OURS: &str = "4x4; cage 3 r1c1 r1c2; cage 7 r1c3 r1c4; givens ....3....14....1";

#[test]
fn our_own_format_reads_as_the_iss_one() {
    let output = sudoku(&["solve"], &format!("{FOUR}\n{FOUR_OURS}\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let both = answers(&output);
    assert_eq!(both[0], both[1]);
    assert_eq!(both[0].0, "unique");
    // The README's examples of the format read, and a mistake is named.
    for line in [
        "9x9; cage 15 r1c3 r1c4 r1c5; cage ? r2c1 r2c2; diagonal /; antiknight",
        "6x6; thermo r1c1 r1c2 r1c3; arrow r4c4: r4c5 r4c6; white r2c2 r2c3; little 9 r1c2",
        "9x9; whisper r1c1 r1c2 r1c3; renban r5c5 r5c6 r6c6; arrow r1c8 r1c9: r2c9 r3c9; xsum 27 c2 back",
    ] {
        let output = sudoku(&["solve", "--first"], &format!("{line}\n"));
        assert!(output.status.success(), "{line}: {}", stderr(&output));
        assert_eq!(answers(&output)[0].0, "solved", "{line}");
    }
    let bad = sudoku(&["solve"], "9x9; regex 1* r1c1 r1c2\n");
    assert_eq!(answers(&bad)[0].0, "invalid");
    assert!(
        stderr(&bad).contains("unknown constraint type \"regex\""),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn f_puzzles_links_and_json_read_as_the_iss_form() {
    use sudoku_variants::fpuzzles;
    let puzzle = parse(FOUR).unwrap();
    let json = fpuzzles::write(&puzzle).expect("f-puzzles holds a 4x4 killer");
    let output = sudoku(&["solve"], &format!("{FOUR}\nname\t{json}\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let both = answers(&output);
    assert_eq!(both[0], both[1]);
    assert_eq!(both[0].0, "unique");
    // A link that is not one is named, and a rule f-puzzles has but we do not read yet too.
    let bad = sudoku(
        &["solve"],
        "https://www.f-puzzles.com/?load=!!!\n{\"size\":9,\"lockout\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}\n",
    );
    let said = stderr(&bad);
    assert_eq!(answers(&bad)[0].0, "invalid");
    assert!(said.contains("not an f-puzzles puzzle"), "{said}");
    assert!(
        said.contains("unknown constraint type \"lockout\""),
        "{said}"
    );
}

#[test]
fn sudokupad_links_read_as_the_iss_form() {
    // The first link of the crate's SudokuPad test data (a generated killer), made by SudokuPad.
    let data = include_str!("../../variants/tests/data/sudokupad.txt");
    let line = data.lines().find(|l| !l.starts_with('#')).unwrap();
    let [_, iss, link] = line.split('\t').collect::<Vec<_>>()[..] else {
        panic!("{line}");
    };
    let input = format!("{iss}\nhttps://sudokupad.app/{link}\nhttps://sudokupad.app/8bNmDd4J9G\n");
    let output = sudoku(&["solve"], &input);
    let both = answers(&output);
    assert_eq!(both[0], both[1]);
    assert_eq!(both[0].0, "unique");
    // A link that only names a puzzle on SudokuPad's server is named as one.
    assert_eq!(both[2].0, "invalid");
    let said = stderr(&output);
    assert!(
        said.contains("<stdin>:3: the SudokuPad link only names a puzzle"),
        "{said}"
    );
}

#[test]
fn a_plain_9x9_puzzle_in_iss_form_gets_the_classic_answer() {
    let classic =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let givens: String = (classic.bytes().enumerate())
        .filter(|(_, b)| b.is_ascii_digit())
        .map(|(i, b)| format!(".~R{}C{}_{}", i / 9 + 1, i % 9 + 1, b as char))
        .collect();
    let both = sudoku(&["solve"], &format!("{classic}\n{givens}\n"));
    let answers = answers(&both);
    assert_eq!(answers[0], answers[1]);
    assert_eq!(answers[0].0, "unique");
}

#[test]
fn an_unreadable_variant_line_is_named_and_the_run_goes_on() {
    let output = sudoku(&["solve"], &format!(".Cage~99~R1C1~R1C2\n{FOUR}\n"));
    assert_eq!(output.status.code(), Some(1));
    let answers = answers(&output);
    assert_eq!(answers[0], ("invalid".into(), "-".into()));
    assert_eq!(answers[1].0, "unique");
    assert!(
        stderr(&output).starts_with("<stdin>:1: "),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_names_the_broken_rules_in_either_language() {
    // The shared files' own solutions all hold.
    let file = corpus("variants/generated/killer.txt");
    let output = sudoku(&["check", file.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.lines().all(|l| l == "ok") && text.lines().count() == 180);
    // A grid whose first row repeats a 1 and whose first cage makes 2, not 3.
    let wrong = format!("{FOUR}\t1134341221434321\n");
    let en = sudoku(&["check"], &wrong);
    assert_eq!(en.status.code(), Some(1));
    let en = String::from_utf8(en.stdout).unwrap();
    assert!(en.starts_with("broken\t"), "{en}");
    assert!(
        en.contains("row 1") && en.contains("the cage at R1C1 (total 3)"),
        "{en}"
    );
    let zh = String::from_utf8(sudoku(&["check", "--lang", "zh"], &wrong).stdout).unwrap();
    assert!(
        zh.contains("第1行") && zh.contains("R1C1 的杀手笼（总和 3）"),
        "{zh}"
    );
    // A classic puzzle and its grid are checked too; a line without a grid is named.
    let inkala =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let solution =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
    let classic = sudoku(&["check"], &format!("{inkala}\t{solution}\n{inkala}\n"));
    let text = String::from_utf8(classic.stdout.clone()).unwrap();
    assert_eq!(text, "ok\ninvalid\t-\n");
    assert!(
        stderr(&classic).contains("no grid of 81 digits"),
        "{}",
        stderr(&classic)
    );
}

#[test]
fn bench_times_variant_files() {
    let file = corpus("variants/generated/thermo-arrow.txt");
    let output = sudoku(&["bench", file.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        text.contains("thermo-arrow.txt: 30 variant puzzles, median ") && text.contains(" worst "),
        "{text}"
    );
}
