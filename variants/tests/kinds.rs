//! Lines, pill and double arrows, clones, quadruples, minima and maxima, X-sums, skyscrapers,
//! indexers and ISS's weighted sums: each rule checked literally on a known grid, each format's
//! round trip, and small puzzles the search must solve through the rule alone.

use sudoku_variants::check::{Broken, broken};
use sudoku_variants::{Constraint, Outcome, Puzzle, Shape, Solver, fpuzzles, iss, text};

/// A solved classic grid (Arto Inkala's puzzle's answer), row by row:
///
/// ```text
///   8 1 2 | 7 5 3 | 6 4 9
///   9 4 3 | 6 8 2 | 1 7 5
///   6 7 5 | 4 9 1 | 2 8 3
///   ------+-------+------
///   1 5 4 | 2 3 7 | 8 9 6
///   3 6 9 | 8 4 5 | 7 2 1
///   2 8 7 | 1 6 9 | 5 3 4
///   ------+-------+------
///   5 2 1 | 9 7 4 | 3 6 8
///   4 3 8 | 5 2 6 | 9 1 7
///   7 9 6 | 3 1 8 | 4 5 2
/// ```
const GRID: &str =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/// Each kind once kept and once broken by [`GRID`], as (ISS item, whether the grid keeps it).
const ITEMS: &[(&str, bool)] = &[
    ("SlowThermo~R1C2~R1C3~R1C4", true),
    ("SlowThermo~R1C1~R1C2", false),
    ("Whisper~5~R5C9~R4C9", true),
    ("Whisper~R4C9~R3C9", false),
    ("Renban~R2C4~R1C4~R1C5", true),
    ("Renban~R1C1~R1C2", false),
    ("Nabner~R1C1~R1C2~R1C5", true),
    ("Nabner~R1C2~R1C3", false),
    ("Palindrome~R1C2~R1C3~R2C7", true),
    ("Palindrome~R1C1~R1C2", false),
    ("Between~R1C2~R1C3~R1C5~R1C9", true),
    ("Between~R1C1~R1C2~R1C3", false),
    ("Entropic~R1C2~R1C5~R1C9~R1C3", true),
    ("Entropic~R1C2~R1C3~R1C5", false),
    ("Modular~3~R1C2~R1C5~R1C9~R1C8", true),
    ("Modular~3~R1C2~R1C8", false),
    ("Zipper~R1C2~R1C9~R1C1", true),
    ("Zipper~R1C2~R1C1~R2C2~R1C5", false),
    ("RegionSumLine~R1C2~R1C3~R1C6", true),
    ("RegionSumLine~R1C3~R1C4", false),
    ("DoubleArrow~R1C2~R1C6~R1C3", true),
    ("DoubleArrow~R1C1~R1C2~R1C3", false),
    ("PillArrow~2~R1C2~R1C3~R1C4~R1C5", true),
    ("PillArrow~2~R1C2~R1C3~R1C4", false),
    ("SameValues~2~R1C2~R2C7", true),
    ("SameValues~2~R1C1~R1C2", false),
    ("Quad~R1C1~1~4", true),
    ("Quad~R1C1~1~1", false),
    ("Minimum~R5C9", true),
    ("Minimum~R1C1", false),
    ("Maximum~R2C1", true),
    ("Maximum~R1C2", false),
    ("XSum~R1~36~45", true),
    ("XSum~R1~35~", false),
    ("Skyscraper~R1~2~1", true),
    ("Skyscraper~R1~3~", false),
    ("Indexing~R~R1C2", true),
    ("Indexing~C~R4C1", true),
    ("Indexing~C~R1C1", false),
    ("Indexing~B~R6C6", true),
    ("Indexing~B~R1C1", false),
];

fn digits(grid: &str) -> Vec<u8> {
    text::read_grid(grid, Shape::CLASSIC).unwrap()
}

/// Every item above in one puzzle.
fn every_item() -> String {
    ITEMS.iter().map(|(item, _)| format!(".{item}")).collect()
}

#[test]
fn the_checker_reads_each_rule_literally() {
    let grid = digits(GRID);
    for &(item, keeps) in ITEMS {
        let puzzle = iss::parse(&format!(".{item}")).unwrap();
        let found = broken(&puzzle, &grid);
        let expected: Vec<Broken> = match keeps {
            true => Vec::new(),
            // An X-sum or skyscraper pair is two constraints; the front one is broken.
            false => vec![Broken::Rule(0)],
        };
        assert_eq!(found, expected, "{item}");
    }
}

/// Sorted by their debug text, so that puzzles whose constraints come in another order compare.
fn sorted(mut puzzle: Puzzle) -> Puzzle {
    puzzle.constraints.sort_by_key(|c| format!("{c:?}"));
    puzzle
}

#[test]
fn every_kind_round_trips_through_iss_our_text_and_f_puzzles() {
    let puzzle = iss::parse(&every_item()).unwrap();
    assert!(puzzle.constraints.len() > ITEMS.len());
    assert_eq!(iss::parse(&iss::write(&puzzle)).as_ref(), Ok(&puzzle));
    assert_eq!(text::parse(&text::write(&puzzle)).as_ref(), Ok(&puzzle));
    let json = fpuzzles::write(&puzzle).expect("f-puzzles holds every kind here");
    assert_eq!(sorted(fpuzzles::parse(&json).unwrap()), sorted(puzzle));
}

#[test]
fn what_f_puzzles_cannot_hold_is_not_written() {
    let modular = iss::parse(".Modular~4~R1C1~R1C2~R1C3~R1C4").unwrap();
    assert_eq!(fpuzzles::write(&modular), None);
}

#[test]
fn our_text_reads_each_new_clause_as_its_iss_twin() {
    let ours = "9x9; slow r1c1 r1c2; whisper r2c1 r2c2; whisper 3 r3c1 r3c2; renban r4c1 r4c2; \
                nabner r5c1 r5c2; palindrome r6c1 r6c2; between r7c1 r7c2 r7c3; \
                entropic r8c1 r8c2; modular 3 r9c1 r9c2; zipper r1c5 r1c6; regionsum r2c5 r2c6; \
                doublearrow r3c5 r3c6 r3c7; arrow r4c5 r4c6: r5c6; clone r6c5 r6c6; \
                quad r7c5 1 2; min r8c5; max r9c5; xsum 10 r1; xsum 12 c2 back; \
                skyscraper 3 r4 back; index row r1c9 r2c9; index box r3c9";
    let theirs = ".SlowThermo~R1C1~R1C2.Whisper~R2C1~R2C2.Whisper~3~R3C1~R3C2.Renban~R4C1~R4C2\
                  .Nabner~R5C1~R5C2.Palindrome~R6C1~R6C2.Between~R7C1~R7C2~R7C3\
                  .Entropic~R8C1~R8C2.Modular~3~R9C1~R9C2.Zipper~R1C5~R1C6\
                  .RegionSumLine~R2C5~R2C6.DoubleArrow~R3C5~R3C6~R3C7.PillArrow~2~R4C5~R4C6~R5C6\
                  .SameValues~2~R6C5~R6C6.Quad~R7C5~1~2.Minimum~R8C5.Maximum~R9C5.XSum~R1~10~\
                  .XSum~C2~~12.Skyscraper~R4~~3.Indexing~R~R1C9~R2C9.Indexing~B~R3C9";
    assert_eq!(text::parse(ours), iss::parse(theirs));
}

#[test]
fn bad_items_say_what_is_wrong() {
    let said = |text: &str| iss::parse(text).map(|_| ()).unwrap_err().to_string();
    assert_eq!(
        said(".Whisper~9~R1C1~R1C2"),
        "\"9\" is not a number that fits here"
    );
    assert_eq!(
        said(".Modular~0~R1C1"),
        "\"0\" is not a number that fits here"
    );
    assert_eq!(
        said(".Shape~4x4.Entropic~R1C1~R1C2"),
        "wrong arguments for Entropic"
    );
    assert_eq!(said(".Between~R1C1~R1C2"), "wrong arguments for Between");
    assert_eq!(
        said(".PillArrow~2~R1C1~R1C2"),
        "wrong arguments for PillArrow"
    );
    assert_eq!(said(".Quad~R9C9~1"), "wrong arguments for Quad");
    assert_eq!(said(".Quad~R1C1~1~2~3~4~5"), "wrong arguments for Quad");
    assert_eq!(
        said(".Skyscraper~R1~10~"),
        "\"10\" is not a number that fits here"
    );
    assert_eq!(said(".Indexing~X~R1C1"), "wrong arguments for Indexing");
    assert_eq!(
        said(".SameValues~2~R1C1~R1C2~R1C3~R1C4"),
        "unknown constraint type \"SameValues of sets larger than one cell\""
    );
    assert_eq!(
        said(".Shape~4x4.NoBoxes.Indexing~B~R1C1"),
        "wrong arguments for Indexing"
    );
}

/// The givens of [`GRID`] outside the first `open` rows.
fn givens(open: usize) -> String {
    givens_of(GRID, open)
}

/// `grid`'s digits as ISS's givens, its first `open` rows left open.
fn givens_of(grid: &str, open: usize) -> String {
    let mut item = String::from(".~");
    for (cell, d) in grid.bytes().enumerate().skip(open * 9) {
        item.push_str(&format!("R{}C{}_{}~", cell / 9 + 1, cell % 9 + 1, d - b'0'));
    }
    item.pop();
    item
}

#[test]
fn the_search_keeps_what_each_rule_allows_and_refuses_what_it_breaks() {
    let grid = digits(GRID);
    for &(item, keeps) in ITEMS {
        // The whole grid given: the rule alone decides.
        let puzzle = iss::parse(&format!(".{item}{}", givens(0))).unwrap();
        let expected = match keeps {
            true => Outcome::Unique(grid.clone()),
            false => Outcome::None,
        };
        assert_eq!(
            Solver::new(&puzzle).solve(1_000).outcome,
            expected,
            "{item}"
        );
        // Rows 1 to 3 open (every rule's cells lie in them or beside them): a rule kept by the
        // grid never loses it, and whatever the search finds keeps every rule.
        if !keeps {
            continue;
        }
        let puzzle = iss::parse(&format!(".{item}{}", givens(3))).unwrap();
        match Solver::new(&puzzle).solve(100_000).outcome {
            Outcome::Unique(found) => assert_eq!(found, grid, "{item}"),
            Outcome::Multiple(a, b) => {
                for found in [a, b] {
                    assert_eq!(broken(&puzzle, &found), Vec::new(), "{item}");
                }
            }
            other => panic!("{item}: {other:?}"),
        }
    }
}

#[test]
fn constraints_in_the_model_say_their_cells() {
    let puzzle = iss::parse(".Minimum~R2C2.XSum~R3~6~").unwrap();
    assert_eq!(puzzle.constraints[0], Constraint::Minimum(10));
    assert_eq!(puzzle.beside(10), vec![1, 19, 9, 11]);
    let Constraint::XSum { line, .. } = &puzzle.constraints[1] else {
        panic!()
    };
    assert_eq!(line, &(18..27).collect::<Vec<_>>());
}

/// ISS's weighted sums, numbered rooms, sum lines, greater-than signs and rellik cages on
/// [`GRID`] (row 1: 8 1 2 7 5 3 6 4 9; R2C6 is 2), as
/// (item, kept). f-puzzles has none of them: they are kept out of [`ITEMS`]' f-puzzles round trip.
const ISS_ONLY: &[(&str, bool)] = &[
    // Row 1's first digit, 8, points at its 8th cell, a 4; from the right, 9 at the 9th, an 8.
    ("NumberedRoom~R1~4~", true),
    ("NumberedRoom~R1~~8", true),
    ("NumberedRoom~R1~5~", false),
    ("NumberedRoom~C1~4~", true),
    ("NumberedRoom~C1~~1", false),
    // 1 + 2 + 7, then 6 + 4; around a loop, 1 + 2 + 7 runs from the last two cells to the first.
    ("SumLine~10~R1C2~R1C3~R1C4~R1C7~R1C8", true),
    ("SumLine~10~R1C1~R1C2", false),
    ("SumLine~10~R1C4~R1C8~R1C7~R1C2~R1C3~LOOP", true),
    ("SumLine~10~R1C4~R1C8~R1C7~R1C2~R1C3", false),
    // R1C1 (8) above R1C2 (1) beside it, but not above R2C1 (9) below it.
    ("GreaterThan~R1C1~R1C2", true),
    ("GreaterThan~R1C1~R1C2~R2C1", false),
    // R2C2 (4) above R1C2 (1) and R2C3 (3); R1C2 and R2C3 are not side by side.
    ("GreaterThan~R2C2~R1C2~R2C3", true),
    // One or more of 8, 1 and 2 make 1, 2, 3, 8, 9, 10 and 11: never 4, but 9 and 2.
    ("RellikCage~4~R1C1~R1C2~R1C3", true),
    ("RellikCage~9~R1C1~R1C2~R1C3", false),
    ("RellikCage~2~R1C1~R1C2~R1C3", false),
    ("Sum~9~R1C1~R1C2", true),
    ("Sum~10~R1C1~R1C2", false),
    // 7 - 2 x 2 = 3.
    ("Sum~3_=_1_-2~R1C4~R2C6", true),
    ("Sum~4_=_1_-2~R1C4~R2C6", false),
    // A cell listed twice counts twice, as ISS adds up its weights: 8 + 8.
    ("Sum~16~R1C1~R1C1", true),
    ("Sum~0_=_2_-1_-1~R1C1~R1C1~R1C1", true),
];

/// ISS's key for a pairwise relation on digits 1-9, made here apart from the reader: bit
/// `(i - 1) * 9 + (j - 1)` says whether `i` may stand with `j`, six bits a character (lowest
/// first) of URL-safe base64, the trailing zero characters left out.
fn pair_key(ok: impl Fn(u32, u32) -> bool) -> String {
    let chars = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let bits: Vec<bool> = (1..=9)
        .flat_map(|i| (1..=9).map(move |j| (i, j)))
        .map(|(i, j)| ok(i, j))
        .collect();
    let mut key: Vec<u8> = bits
        .chunks(6)
        .map(|six| {
            six.iter()
                .enumerate()
                .fold(0, |w, (b, &on)| w | u8::from(on) << b)
        })
        .collect();
    while key.last() == Some(&0) {
        key.pop();
    }
    key.iter().map(|&w| chars[w as usize] as char).collect()
}

#[test]
fn iss_pairwise_relations_are_checked_written_read_and_searched() {
    let greater = pair_key(|a, b| a > b);
    let apart = pair_key(|a, b| a.abs_diff(b) > 1);
    // Row 1: 8 1 2 7 5 3 6 4 9. 8 > 1 but not 1 > 2; 8, 2 and 5 are two apart at least, 5 and 4
    // are not.
    let items = [
        (format!("Pair~{greater}~_~R1C1~R1C2"), true),
        (format!("Pair~{greater}~_more~R1C1~R1C2~R1C3"), false),
        (format!("PairX~{apart}~_~R1C1~R1C3~R1C5"), true),
        (format!("PairX~{apart}~_~R1C1~R1C5~R1C8"), false),
        // Two groups, each its own relation: 8 > 1, 7 > 5 (not 5 > 3 > 6).
        (format!("Pair~{greater}~_a~R1C1~R1C2~~R1C4~R1C5"), true),
    ];
    for (item, keeps) in &items {
        check_iss_only(item, *keeps, GRID);
    }
    let puzzle = iss::parse(&format!(".Pair~{greater}~_a~R1C1~R1C2~~R1C4~R1C5")).unwrap();
    assert_eq!(puzzle.constraints.len(), 2);
    assert_eq!(
        text::parse(&format!(
            "9x9; pairs {greater} _a r1c1 r1c2; pairsall {apart} _ r1c3 r1c4"
        )),
        iss::parse(&format!(
            ".Pair~{greater}~_a~R1C1~R1C2.PairX~{apart}~_~R1C3~R1C4"
        ))
    );
    let said = |text: &str| iss::parse(text).map(|_| ()).unwrap_err().to_string();
    assert_eq!(said(".Pair~*~_~R1C1~R1C2"), "wrong arguments for Pair");
    assert_eq!(
        said(".PairX~AAAAAAAAAAAAAAAA~_~R1C1"),
        "wrong arguments for PairX"
    );
    assert_eq!(said(".Pair~A~_"), "wrong arguments for Pair");
}

/// One ISS-only item on `grid`: checked, written and read back in ISS's format and ours (and
/// not in f-puzzles'), and searched with the whole grid given and with rows 1 and 2 open.
fn check_iss_only(item: &str, keeps: bool, grid_text: &str) {
    let grid = &digits(grid_text)[..];
    let puzzle = iss::parse(&format!(".{item}")).unwrap();
    let expected = if keeps { vec![] } else { vec![Broken::Rule(0)] };
    assert_eq!(broken(&puzzle, grid), expected, "{item}");
    assert_eq!(
        iss::parse(&iss::write(&puzzle)).as_ref(),
        Ok(&puzzle),
        "{item}"
    );
    assert_eq!(
        text::parse(&text::write(&puzzle)).as_ref(),
        Ok(&puzzle),
        "{item}"
    );
    assert_eq!(fpuzzles::write(&puzzle), None, "{item}");
    let given = iss::parse(&format!(".{item}{}", givens_of(grid_text, 0))).unwrap();
    let outcome = Solver::new(&given).solve(1_000).outcome;
    let expected = if keeps {
        Outcome::Unique(grid.to_vec())
    } else {
        Outcome::None
    };
    assert_eq!(outcome, expected, "{item}");
    if keeps {
        let open = iss::parse(&format!(".{item}{}", givens_of(grid_text, 2))).unwrap();
        match Solver::new(&open).solve(100_000).outcome {
            Outcome::Multiple(a, b) => {
                assert_eq!(broken(&open, &a), vec![], "{item}");
                assert_eq!(broken(&open, &b), vec![], "{item}");
            }
            Outcome::Unique(found) => assert_eq!(found, grid, "{item}"),
            other => panic!("{item}: {other:?}"),
        }
    }
}

#[test]
fn iss_sums_rooms_and_sum_lines_are_checked_written_read_and_searched() {
    for &(item, keeps) in ISS_ONLY {
        check_iss_only(item, keeps, GRID);
    }
    // Our text: a weight before its cell; digits from 0 shift the total by the weights.
    assert_eq!(
        text::parse(
            "9x9; sum 3 r1c4 -2*r2c6; room 4 r1; room 8 c2 back; sumline 10 r1c1 r1c2 loop; \
             greater r1c1 r1c2"
        ),
        iss::parse(
            ".Sum~3_=_1_-2~R1C4~R2C6.NumberedRoom~R1~4~.NumberedRoom~C2~~8\
             .SumLine~10~R1C1~R1C2~LOOP.GreaterThan~R1C1~R1C2"
        )
    );
    let zero = iss::parse(".Shape~9x9~0-8.Sum~1_=_1_-2~R1C4~R2C6").unwrap();
    assert_eq!(
        zero.constraints,
        vec![Constraint::Sum {
            total: 0,
            cells: vec![(3, 1), (14, -2)]
        }]
    );
    assert_eq!(iss::write(&zero), ".Shape~9x9~0-8.Sum~1_=_1_-2~R1C4~R2C6");
    assert_eq!(text::parse(&text::write(&zero)), Ok(zero));
    let said = |text: &str| iss::parse(text).map(|_| ()).unwrap_err().to_string();
    assert_eq!(said(".Sum~x~R1C1"), "wrong arguments for Sum");
    assert_eq!(said(".Sum~3_=_1~R1C1~R1C2"), "wrong arguments for Sum");
    assert_eq!(said(".Sum~3_=_101~R1C1"), "wrong arguments for Sum");
    assert_eq!(said(".Sum~3"), "wrong arguments for Sum");
    assert_eq!(said(".GreaterThan~R1C1"), "wrong arguments for GreaterThan");
    assert_eq!(
        said(".RellikCage~5~R1C1~R1C1"),
        "wrong arguments for RellikCage"
    );
    assert_eq!(
        text::parse("9x9; rellik 5 r1c1 r1c2"),
        iss::parse(".RellikCage~5~R1C1~R1C2")
    );
    assert_eq!(
        said(".SumLine~0~R1C1~R1C2"),
        "\"0\" is not a number that fits here"
    );
    assert_eq!(
        said(".NumberedRoom~R1~10~"),
        "\"10\" is not a number that fits here"
    );
}

#[test]
fn iss_global_rules_and_set_rules_are_checked_written_read_and_searched() {
    // Each rule on the answer of a puzzle of ../shared/puzzles/variants/iss/other.txt that has
    // it ("[New Constraint] Entropy Sudoku", "Global mod 3", "Anti-Taxi Sudoku X", "Dutch Flat
    // Mates (Kropki)"), which keeps it, and on GRID, which breaks it.
    let kept = [
        (
            "GlobalEntropy",
            "891234567534867291672915348315648972948372615726159483459783126183426759267591834",
        ),
        (
            "GlobalMod",
            "879162354621543798435987216387419562196235487254876139943621875518794623762358941",
        ),
        (
            "AntiTaxicab",
            "264581793351697248798423165975146382426378951813259674639815427182764539547932816",
        ),
        (
            "DutchFlatmates",
            "618792345352864719947531826721985463896243571435617982279158634163479258584326197",
        ),
    ];
    for (item, grid) in kept {
        check_iss_only(item, true, grid);
        check_iss_only(item, false, GRID);
    }
    // Row 1: 8 1 2 7 5 3 6 4 9, and R2C6 is 2: one 1 and two 2s count themselves; a lone 2 does
    // not.
    check_iss_only("CountingCircles~R1C2~R1C3~R2C6", true, GRID);
    check_iss_only("CountingCircles~R1C3~R1C2", false, GRID);
    // 8 1 2: the 1 and the 8 side by side, nothing between; 7 5 3 6: between the 7 and the 3,
    // a 5.
    check_iss_only("Lunchbox~0~R1C1~R1C2~R1C3", true, GRID);
    check_iss_only("Lunchbox~2~R1C1~R1C2~R1C3", false, GRID);
    check_iss_only("Lunchbox~5~R1C4~R1C5~R1C6~R1C7", true, GRID);
    check_iss_only("Lunchbox~8~R1C4~R1C5~R1C6~R1C7", false, GRID);
    assert_eq!(
        iss::parse(".Lunchbox~5~R1C1~R1C1")
            .map(|_| ())
            .unwrap_err()
            .to_string(),
        "wrong arguments for Lunchbox"
    );
    // 8 and 1: an even and an odd, a high and a low; 8 and 9: two high; 7 and 5: the middle 5.
    check_iss_only("EqualityCage~R1C1~R1C2", true, GRID);
    check_iss_only("EqualityCage~R1C1~R1C9", false, GRID);
    check_iss_only("EqualityCage~R1C4~R1C5", false, GRID);
    // Ends 8 and 2, six apart, the 1 between them below both; ends 7 and 3 with a 5 between.
    check_iss_only("Lockout~4~R1C1~R1C2~R1C3", true, GRID);
    check_iss_only("Lockout~7~R1C1~R1C2~R1C3", false, GRID);
    check_iss_only("Lockout~4~R1C4~R1C5~R1C6", false, GRID);
    // From the left 8 hides the 1; from the right 9 hides the 4.
    check_iss_only("HiddenSkyscraper~R1~1~", true, GRID);
    check_iss_only("HiddenSkyscraper~R1~~4", true, GRID);
    check_iss_only("HiddenSkyscraper~R1~2~", false, GRID);
    // Either/or: R1C1 is 8 (not 9); R1C1 is not 1 nor R1C2 2; 1 then 2 in R1C2 and R1C3.
    check_iss_only("Or.~R1C1_9.~R1C1_8.End", true, GRID);
    check_iss_only("Or.~R1C1_1.~R1C2_2.End", false, GRID);
    check_iss_only("Or.~R1C1_1.And.~R1C2_1.~R1C3_2.End.End", true, GRID);
    check_iss_only(
        "Or.And.~R1C2_1.~R1C3_3.End.Cage~10~R1C1~R1C2~R1C3.End",
        false,
        GRID,
    );
    // A cage as one alternative: 8 + 1 + 2 make 11.
    check_iss_only("Or.Cage~11~R1C1~R1C2~R1C3.XSum~R1~9~.End", true, GRID);
    assert_eq!(
        text::parse(
            "9x9; entropy; mod3; antitaxicab; flatmates; counting r1c1 r2c2; lunchbox 3 r3c1 r3c2; equality r4c1 r4c2; lockout 5 r5c1 r5c2 r5c3; hidden 3 c4 back"
        ),
        iss::parse(
            ".GlobalEntropy.GlobalMod.AntiTaxicab.DutchFlatmates.CountingCircles~R1C1~R2C2.Lunchbox~3~R3C1~R3C2.EqualityCage~R4C1~R4C2.Lockout~5~R5C1~R5C2~R5C3.HiddenSkyscraper~C4~~3"
        )
    );
    let said = |text: &str| iss::parse(text).map(|_| ()).unwrap_err().to_string();
    assert_eq!(
        said(".EqualityCage~R1C1~R1C2~R1C3"),
        "wrong arguments for EqualityCage"
    );
    assert_eq!(said(".Lockout~4~R1C1"), "wrong arguments for Lockout");
    assert_eq!(
        said(".Shape~6x6.GlobalEntropy"),
        "unknown constraint type \"GlobalEntropy with other digits than 1-9\""
    );
    assert_eq!(said(".AntiTaxicab~3"), "wrong arguments for AntiTaxicab");
    assert_eq!(said(".Or.~R1C1_1"), "wrong arguments for Or");
    assert_eq!(said(".Or.End"), "wrong arguments for Or");
    assert_eq!(said(".End"), "wrong arguments for End");
    // An alternative that says nothing (a skyscraper without a clue) is no alternative.
    assert_eq!(
        said(".Or.~R1C1_1.Skyscraper~C4~~.End"),
        "wrong arguments for Skyscraper"
    );
    assert_eq!(
        said(&".Or".repeat(100_000)),
        "unknown constraint type \"Or nested more than 8 deep\""
    );
    assert_eq!(
        said(".Or.Diagonal~1.End"),
        "unknown constraint type \"Diagonal inside Or\""
    );
    assert_eq!(
        text::parse("9x9; either allowed r1c1 8 | allowed r1c2 3 & sum 5 r1c3 r1c4"),
        iss::parse(".Or.~R1C1_8.And.Sum~5~R1C3~R1C4.~R1C2_3.End.End")
    );
    assert_eq!(said(".CountingCircles"), "wrong arguments for cells");
    // Anti-taxicab on a 6x6: a digit x is never x steps from another x.
    assert!(iss::parse(".Shape~6x6.AntiTaxicab").is_ok());
}
