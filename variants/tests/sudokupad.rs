//! SudokuPad links: those SudokuPad's own code made from puzzles of the shared files
//! (`tests/data/sudokupad.txt`) read to the puzzles' rules, and what cannot be read is refused
//! by what it is.

use sudoku_variants::iss::{self, ParseError};
use sudoku_variants::sudokupad::{looks_like, parse};
use sudoku_variants::{Constraint, Outcome, Puzzle, Solver};

/// A puzzle's rules in a fixed order: Windoku as its four regions (f-puzzles draws them so), a
/// dot's cells in order, the givens last.
fn rules(puzzle: &Puzzle) -> Vec<String> {
    let mut rules: Vec<String> = Vec::new();
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Windoku => {
                for window in puzzle.shape.windows() {
                    rules.push(format!("{:?}", Constraint::AllDifferent(window)));
                }
            }
            Constraint::Dot {
                kind,
                cells: [a, b],
            } => rules.push(format!(
                "{:?}",
                Constraint::Dot {
                    kind: *kind,
                    cells: [*a.min(b), *a.max(b)]
                }
            )),
            other => rules.push(format!("{other:?}")),
        }
    }
    rules.sort();
    rules.push(format!("{:?} {:?}", puzzle.shape, puzzle.givens));
    rules
}

fn links() -> Vec<(String, Puzzle, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sudokupad.txt");
    let text = std::fs::read_to_string(path).expect("the SudokuPad test links");
    let lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    lines
        .map(|line| {
            let [name, constraints, link] = line.split('\t').collect::<Vec<_>>()[..] else {
                panic!("a line without three fields: {line}");
            };
            let puzzle = iss::parse(constraints).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name.to_string(), puzzle, link.to_string())
        })
        .collect()
}

#[test]
fn sudokupads_own_links_read_to_the_puzzles_rules() {
    let all = links();
    assert!(all.len() >= 25, "{}", all.len());
    for (name, puzzle, link) in &all {
        let want = rules(puzzle);
        // The link as SudokuPad shows it, the puzzle part alone, and with its `+`, `/` and `=`
        // written as a browser may escape them.
        let escaped = link
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        for text in [
            format!("https://sudokupad.app/{link}"),
            link.clone(),
            format!("https://sudokupad.app/{escaped}?setting-nogrid=1"),
        ] {
            assert!(looks_like(&text), "{name}");
            let read = parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(rules(&read), want, "{name}");
        }
    }
}

#[test]
fn a_link_solves_as_its_puzzle() {
    for (name, puzzle, link) in links().iter().filter(|(n, ..)| n.starts_with("generated/")) {
        let theirs = Solver::new(puzzle).solve(200_000).outcome;
        let ours = Solver::new(&parse(link).unwrap()).solve(200_000).outcome;
        assert!(matches!(ours, Outcome::Unique(_)), "{name}: {ours:?}");
        assert_eq!(ours, theirs, "{name}");
    }
}

/// SudokuPad's JSON for an empty 4x4 with boxes, and `more` members.
fn json(more: &str) -> String {
    let row = "[{},{},{},{}]";
    let boxes = "[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],\
                 [[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]";
    format!("ctc{{\"cells\":[{row},{row},{row},{row}],\"regions\":[{boxes}]{more}}}")
}

#[test]
fn what_cannot_be_read_is_refused_by_what_it_is() {
    let said = |more: &str| parse(&json(more)).map(|_| ()).unwrap_err().to_string();
    // A line of a colour no rule is drawn in (German whispers, as some setters draw them).
    assert_eq!(
        said(
            r##","lines":[{"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#67f067","thickness":10}]"##
        ),
        "this puzzle draws a line #67f067, which is no rule we know"
    );
    // Clones: shaded cells that cannot be paired.
    assert_eq!(
        said(
            r##","underlays":[{"center":[0.5,0.5],"width":1,"height":1,"backgroundColor":"#CFCFCF","borderColor":"#CFCFCF"}]"##
        ),
        "this puzzle draws a shape under the grid #CFCFCF #CFCFCF, which is no rule we know"
    );
    assert_eq!(
        said(r##","cages":[{"cells":[[0,0],[0,1]],"value":"?"}]"##),
        "this puzzle draws a cage marked Text(\"?\"), which is no rule we know"
    );
    assert_eq!(
        said(r##","cages":[{"cells":[[0,0]],"style":"fpRowIndexer"}]"##),
        "this puzzle draws a cage of style \"fpRowIndexer\", which is no rule we know"
    );
    assert_eq!(
        said(r##","foglight":[[0,0]]"##),
        "unknown constraint type \"foglight\""
    );
    assert_eq!(
        said(r##","metaData":{"nonconsecutive":true}"##),
        "unknown constraint type \"nonconsecutive\""
    );
    assert_eq!(
        said(
            r##","lines":[{"wayPoints":[[0.5,0.5],[1.5,2.5]],"color":"#CFCFCF","thickness":16}]"##
        ),
        "this puzzle draws a line through [(0.5, 0.5), (1.5, 2.5)], which is no rule we know"
    );
    assert_eq!(
        said(
            r##","lines":[{"wayPoints":[[0.5,0.5],[0.5,2.5]],"color":"#CFCFCF","thickness":21}]"##
        ),
        "this puzzle draws a thermometer without its bulb, which is no rule we know"
    );
    assert_eq!(
        parse("ctc{\"cells\":[[{}],[{}]]}"),
        Err(ParseError::Shape("2x1".into()))
    );
    assert_eq!(
        parse(&json("").replace("[{},{},{},{}]]", "[{},{},{},{\"value\":7}]]")),
        Err(ParseError::Number("R4C4".into()))
    );
    assert_eq!(
        parse("https://sudokupad.app/8bNmDd4J9G")
            .unwrap_err()
            .to_string(),
        "the SudokuPad link only names a puzzle kept on SudokuPad's server (\"8bNmDd4J9G\"), \
         which this program cannot fetch: it works offline"
    );
}

#[test]
fn what_is_drawn_reads_as_its_rules() {
    let puzzle = |more: &str| parse(&json(more)).unwrap_or_else(|e| panic!("{more}: {e}"));
    // No regions at all: no boxes. Jigsaw regions as listed.
    let none = parse("ctc{\"cells\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}");
    assert_eq!(none.unwrap().constraints, vec![Constraint::NoBoxes]);
    // A killer cage by its total alone (SudokuPad's own cages), and a given.
    let read = puzzle(r##","cages":[{"cells":["R1C1","R1C2"],"value":3},{"value":"title: x"}]"##);
    assert_eq!(
        read.constraints,
        vec![Constraint::Cage {
            sum: Some(3),
            cells: vec![0, 1]
        }]
    );
    // A thermometer drawn from its far end (its bulb there), its corners only.
    let read = puzzle(
        r##","lines":[{"wayPoints":[[0.5,0.5],[0.5,2.5],[2.5,2.5]],"color":"#cfcfcf","thickness":21}],
           "underlays":[{"center":[2.5,2.5],"width":0.85,"height":0.85,"rounded":true,"backgroundColor":"#CFCFCF"},
                        {"center":[3.5,3.5],"width":1,"height":1,"backgroundColor":"#ffa0a0"}]"##,
    );
    assert_eq!(
        read.constraints,
        vec![Constraint::Thermo(vec![10, 6, 2, 1, 0])]
    );
}
