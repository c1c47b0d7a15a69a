//! f-puzzles links as people share them: the four in ISS's collections (`manifest.tsv`'s `src`),
//! decoded, read, and solved to the solution (or the verdict) the shared file gives the same
//! puzzle in ISS's format.

use std::fs;
use std::path::PathBuf;

use sudoku_variants::fpuzzles::{self, json, lzstring};
use sudoku_variants::iss::{self, ParseError};
use sudoku_variants::{Outcome, Puzzle, Shape, Solver, text};

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/puzzles/variants/iss")
}

/// (file, name, link) for each f-puzzles link in the manifest.
fn links() -> Vec<(String, String, String)> {
    let manifest = fs::read_to_string(folder().join("manifest.tsv")).expect("the shared manifest");
    manifest
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let at = fields.get(6)?.find("https://www.f-puzzles.com/?load=")?;
            let link = fields[6][at..].split(['\'', '"', ',', ']', ' ']).next()?;
            Some((
                fields[0].to_string(),
                fields[1].to_string(),
                link.to_string(),
            ))
        })
        .collect()
}

/// A puzzle's rules in a fixed order: its shape, givens, and constraints sorted.
fn rules(puzzle: &Puzzle) -> (Shape, Vec<Option<u8>>, Vec<String>) {
    let mut constraints: Vec<String> = puzzle
        .constraints
        .iter()
        .map(|c| format!("{c:?}"))
        .collect();
    constraints.sort();
    (puzzle.shape, puzzle.givens.clone(), constraints)
}

/// The shared file's line for `name`: its ISS constraints and its solution (or verdict).
fn shared(file: &str, name: &str) -> (String, String) {
    let text = fs::read_to_string(folder().join(file)).expect("the shared variant file");
    let line = text
        .lines()
        .find(|l| l.split('\t').next() == Some(name))
        .expect(name);
    let fields: Vec<&str> = line.split('\t').collect();
    (fields[1].to_string(), fields[2].to_string())
}

#[test]
fn the_collections_links_solve_as_their_iss_forms_do() {
    let links = links();
    assert_eq!(links.len(), 4, "the manifest's f-puzzles links");
    for (file, name, link) in links {
        let puzzle = fpuzzles::parse(&link).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (constraints, solution) = shared(&file, &name);
        let theirs = iss::parse(&constraints).expect("the shared file's form");
        // The same rules as the ISS form, whatever their order.
        assert_eq!(rules(&puzzle), rules(&theirs), "{name}");
        // And solved to the file's answer as far as the search gets: the thermometer puzzles
        // are past its limit so far (ISS's form of them too), and a solution found on the way
        // must be the file's.
        match (
            Solver::new(&puzzle).solve(200_000).outcome,
            solution.as_str(),
        ) {
            (Outcome::Unique(grid), _) => {
                assert_eq!(
                    Some(grid),
                    text::read_grid(&solution, puzzle.shape),
                    "{name}"
                )
            }
            (Outcome::Multiple(..), "multiple") => {}
            (Outcome::GaveUp(found), _) => {
                let expected = text::read_grid(&solution, puzzle.shape);
                assert!(
                    found.iter().all(|grid| Some(grid) == expected.as_ref()),
                    "{name}"
                )
            }
            (other, _) => panic!("{name}: {other:?}, the file says {solution}"),
        }
        // The JSON alone reads the same as the link.
        let unpacked = lzstring::decompress_base64(link.split("load=").nth(1).unwrap()).unwrap();
        assert!(json::parse(&unpacked).is_some(), "{name}");
        // Compressed again, the JSON is the link's text character for character: our
        // compressor writes what LZ-String's JavaScript wrote.
        let packed = link.split("load=").nth(1).unwrap();
        assert_eq!(lzstring::compress_base64(&unpacked), packed, "{name}");
        assert_eq!(fpuzzles::parse(&unpacked), Ok(puzzle.clone()), "{name}");
        // And SudokuPad's link to the same f-puzzles puzzle.
        let packed = link.split("load=").nth(1).unwrap();
        let sudokupad = format!("https://sudokupad.app/fpuzzles{packed}");
        assert!(fpuzzles::looks_like(&sudokupad));
        assert_eq!(fpuzzles::parse(&sudokupad), Ok(puzzle), "{name}");
    }
}

#[test]
fn what_is_not_f_puzzles_or_not_read_yet_is_refused_by_name() {
    assert_eq!(
        fpuzzles::parse("https://www.f-puzzles.com/?load=%%%"),
        Err(ParseError::NotFPuzzles)
    );
    assert_eq!(
        fpuzzles::parse("{\"size\":9,"),
        Err(ParseError::NotFPuzzles)
    );
    assert_eq!(
        fpuzzles::parse(r#"{"size":9,"grid":[],"lockout":[{"lines":[["R1C1","R1C2"]]}]}"#),
        Err(ParseError::Unsupported("lockout".into()))
    );
    assert_eq!(
        fpuzzles::parse(r#"{"size":9,"killercage":[{"cells":["R1C1","R10C1"],"value":"3"}]}"#),
        Err(ParseError::Cell("R10C1".into()))
    );
    assert_eq!(
        fpuzzles::parse(r#"{"size":17}"#),
        Err(ParseError::Shape("17".into()))
    );
    assert_eq!(
        fpuzzles::parse(r#"{"size":4,"grid":[[{"region":null}]]}"#),
        Err(ParseError::Unsupported(
            "a cell outside every region".into()
        ))
    );
    assert_eq!(
        fpuzzles::parse(r#"{"size":4,"ratio":[{"cells":["R1C1","R1C2"],"value":3}]}"#),
        Err(ParseError::Unsupported("ratio of another value".into()))
    );
    let plain = fpuzzles::parse(r#"{"size":4,"ratio":[{"cells":["R1C1","R1C2"],"value":"2"}]}"#);
    assert_eq!(
        plain,
        fpuzzles::parse(r#"{"size":4,"ratio":[{"cells":["R1C1","R1C2"]}]}"#)
    );
    // Drawings and metadata change no rule.
    let drawn = fpuzzles::parse(
        r#"{"size":6,"title":"t","line":[{"lines":[["R1C1","R1C2"]]}],"negative":[]}"#,
    );
    assert_eq!(drawn.map(|p| p.constraints.len()), Ok(0));
}

#[test]
fn little_killers_read_from_their_clue_and_direction_too() {
    let listed = r#"{"size":9,"littlekillersum":[{"cells":["R1C2","R2C3","R3C4","R4C5","R5C6","R6C7","R7C8","R8C9"],"value":"40"}]}"#;
    let pointed = r#"{"size":9,"littlekillersum":[{"cell":"R0C1","direction":"DR","value":"40"}]}"#;
    assert_eq!(fpuzzles::parse(listed), fpuzzles::parse(pointed));
    let sandwich =
        r#"{"size":4,"sandwichsum":[{"cell":"R0C2","value":"5"},{"cell":"R3C0","value":"0"}]}"#;
    let puzzle = fpuzzles::parse(sandwich).unwrap();
    let back = fpuzzles::write(&puzzle).unwrap();
    assert_eq!(fpuzzles::parse(&back), Ok(puzzle));
}

#[test]
fn an_arrow_of_several_lines_is_an_arrow_a_line_and_a_pill_reads_in_order() {
    let json = r#"{"size":9,"arrow":[{"cells":["R1C1"],"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]},{"cells":["R5C6","R5C5"],"lines":[["R5C5","R6C5"]]}]}"#;
    let puzzle = fpuzzles::parse(json).unwrap();
    assert_eq!(
        puzzle.constraints,
        [
            sudoku_variants::Constraint::Arrow {
                circle: 0,
                line: vec![1, 2]
            },
            sudoku_variants::Constraint::Arrow {
                circle: 0,
                line: vec![9]
            },
            sudoku_variants::Constraint::Pill {
                pill: vec![40, 41],
                line: vec![49]
            },
        ]
    );
    // ISS lists a pill in any order; it reads left to right, top to bottom.
    assert_eq!(
        iss::parse(".PillArrow~2~R5C6~R5C5~R6C5")
            .unwrap()
            .constraints,
        [sudoku_variants::Constraint::Pill {
            pill: vec![40, 41],
            line: vec![49]
        }]
    );
}

#[test]
fn compressed_text_reads_back_whatever_it_holds() {
    let long = "{\"size\":9,\"grid\":[]}".repeat(300);
    for text in [
        "",
        "a",
        "aa",
        "ab",
        "abab",
        "aaaaaaaaaaaaaaaaaaaa",
        "数独 Sudoku ✓ 😀",
        &long,
    ] {
        let packed = lzstring::compress_base64(text);
        assert_eq!(packed.len() % 4, 0, "{text:?}: {packed}");
        assert_eq!(
            lzstring::decompress_base64(&packed).as_deref(),
            Some(text),
            "{packed}"
        );
    }
    // An empty text is the end code alone (2, in two bits) and its character's padding.
    assert_eq!(lzstring::compress_base64(""), "Q===");
}
