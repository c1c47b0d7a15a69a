//! Techniques on whole boards (a board's candidates as the givens leave them, then some
//! removed): each fires where it must, its step written in compact notation.

use sudoku_solver::logic::{Candidates, Technique};
use sudoku_solver::{Board, Cell};

use super::handmade::{Position, cell, check, check_not, digit, unit};

fn board(line: &str) -> Position {
    Position(Candidates::new(&line.parse::<Board>().unwrap()))
}

/// `digit` removed from every cell of `cells` but the named ones, as (cell, digit) pairs.
fn all_but(digit: u8, cells: &[Cell], except: &[&str]) -> Vec<(String, u8)> {
    let except: Vec<Cell> = except.iter().map(|e| cell(e)).collect();
    cells
        .iter()
        .filter(|c| !except.contains(c))
        .map(|c| (format!("r{}c{}", c.row() + 1, c.col() + 1), digit))
        .collect()
}

fn check_owned(position: &Position, technique: Technique, removed: &[(String, u8)]) {
    let removed: Vec<(&str, u8)> = removed.iter().map(|(c, d)| (c.as_str(), *d)).collect();
    check(position, technique, &removed);
}

#[test]
fn singles() {
    let full_house = board(&format!("12345678.{}", ".".repeat(72)));
    let step = full_house.step().unwrap();
    assert_eq!(step.technique, Technique::FullHouse);
    assert_eq!(step.placements, [(cell("r1c9"), digit(9))]);
    check_not(
        &board(&format!("1234567..{}", ".".repeat(72))),
        Technique::FullHouse,
    );

    // Row 1 holds 2-5 and column 1 holds 6-9: r1c1 can only be 1.
    let mut line = format!(".2345{}", ".".repeat(76)).into_bytes();
    for (row, d) in [(3, b'6'), (4, b'7'), (5, b'8'), (6, b'9')] {
        line[row * 9] = d;
    }
    let naked = board(std::str::from_utf8(&line).unwrap());
    let step = naked.step().unwrap();
    assert_eq!(step.technique, Technique::NakedSingle);
    assert_eq!(step.placements, [(cell("r1c1"), digit(1))]);
    // Without the 9 in column 1, r1c1 keeps 1 and 9.
    line[6 * 9] = b'.';
    check_not(
        &board(std::str::from_utf8(&line).unwrap()),
        Technique::NakedSingle,
    );
}

#[test]
fn hidden_pair_and_triple() {
    let pair = Position::new().remove(&[1, 2], &unit("r1"), &["r1c1", "r1c5"]);
    let mut removed = Vec::new();
    for c in ["r1c1", "r1c5"] {
        for d in 3..=9 {
            removed.push((c, d));
        }
    }
    check(&pair, Technique::HiddenPair, &removed);
    check_not(
        &Position::new().remove(&[1, 2], &unit("r1"), &["r1c1", "r1c5", "r1c9"]),
        Technique::HiddenPair,
    );

    let triple = Position::new().remove(&[1, 2, 3], &unit("r1"), &["r1c1", "r1c4", "r1c7"]);
    let mut removed = Vec::new();
    for c in ["r1c1", "r1c4", "r1c7"] {
        for d in 4..=9 {
            removed.push((c, d));
        }
    }
    check(&triple, Technique::HiddenTriple, &removed);
    check_not(
        &Position::new().remove(&[1, 2, 3], &unit("r1"), &["r1c1", "r1c4", "r1c7", "r1c9"]),
        Technique::HiddenTriple,
    );
}

#[test]
fn naked_triple_and_quad() {
    let triple = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c4", &[2, 3])
        .only("r1c7", &[1, 3]);
    let mut removed = Vec::new();
    for c in ["r1c2", "r1c3", "r1c5", "r1c6", "r1c8", "r1c9"] {
        for d in 1..=3 {
            removed.push((c, d));
        }
    }
    check(&triple, Technique::NakedTriple, &removed);
    let no_triple = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c4", &[2, 3])
        .only("r1c7", &[1, 4]);
    check_not(&no_triple, Technique::NakedTriple);

    let quad = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c3", &[2, 3])
        .only("r1c5", &[3, 4])
        .only("r1c7", &[4, 1]);
    let mut removed = Vec::new();
    for c in ["r1c2", "r1c4", "r1c6", "r1c8", "r1c9"] {
        for d in 1..=4 {
            removed.push((c, d));
        }
    }
    check(&quad, Technique::NakedQuad, &removed);
    let no_quad = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c3", &[2, 3])
        .only("r1c5", &[3, 4])
        .only("r1c7", &[4, 5]);
    check_not(&no_quad, Technique::NakedQuad);
}

#[test]
fn swordfish_and_jellyfish() {
    let rows = [unit("r1"), unit("r4"), unit("r7")].concat();
    let sword = Position::new().remove(
        &[6],
        &rows,
        &["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c9"],
    );
    let mut removed = Vec::new();
    for c in ["c1", "c5", "c9"] {
        removed.extend(all_but(
            6,
            &unit(c),
            &[
                "r1c1", "r1c5", "r1c9", "r4c1", "r4c5", "r4c9", "r7c1", "r7c5", "r7c9",
            ],
        ));
    }
    check_owned(&sword, Technique::Swordfish, &removed);
    // A fourth column in row 7: the three rows span four columns.
    let no_sword = Position::new().remove(
        &[6],
        &rows,
        &["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c9", "r7c3"],
    );
    check_not(&no_sword, Technique::Swordfish);

    let rows = [unit("r1"), unit("r2"), unit("r4"), unit("r5")].concat();
    let kept = [
        "r1c1", "r1c8", "r2c4", "r2c7", "r4c1", "r4c7", "r5c4", "r5c8",
    ];
    let jelly = Position::new().remove(&[6], &rows, &kept);
    let mut removed = Vec::new();
    for c in ["c1", "c4", "c7", "c8"] {
        let in_base_rows: Vec<String> = ["r1", "r2", "r4", "r5"]
            .iter()
            .map(|r| format!("{r}{c}"))
            .collect();
        let names: Vec<&str> = in_base_rows.iter().map(String::as_str).collect();
        removed.extend(all_but(6, &unit(c), &names));
    }
    check_owned(&jelly, Technique::Jellyfish, &removed);
    // A fifth column in row 5.
    let mut five = kept.to_vec();
    five.push("r5c2");
    check_not(
        &Position::new().remove(&[6], &rows, &five),
        Technique::Jellyfish,
    );
}

#[test]
fn two_string_kite() {
    let kite = Position::new()
        .remove(&[8], &unit("r1"), &["r1c2", "r1c7"])
        .remove(&[8], &unit("c1"), &["r3c1", "r8c1"]);
    check(&kite, Technique::TwoStringKite, &[("r8c7", 8)]);
    // The column's link starts outside box 1: the strings are not joined in a box.
    let loose = Position::new()
        .remove(&[8], &unit("r1"), &["r1c2", "r1c7"])
        .remove(&[8], &unit("c1"), &["r4c1", "r8c1"]);
    check_not(&loose, Technique::TwoStringKite);
}

#[test]
fn xyz_wing_and_w_wing() {
    let xyz = Position::new()
        .only("r1c1", &[1, 2, 3])
        .only("r1c5", &[1, 3])
        .only("r2c2", &[2, 3]);
    check(&xyz, Technique::XYZWing, &[("r1c2", 3), ("r1c3", 3)]);
    let no_xyz = Position::new()
        .only("r1c1", &[1, 2, 3])
        .only("r1c5", &[1, 3])
        .only("r2c2", &[2, 4]);
    check_not(&no_xyz, Technique::XYZWing);

    let w = Position::new()
        .only("r1c1", &[1, 2])
        .only("r5c5", &[1, 2])
        .remove(&[1], &unit("r9"), &["r9c1", "r9c5"]);
    check(&w, Technique::WWing, &[("r1c5", 2), ("r5c1", 2)]);
    let no_link = Position::new().only("r1c1", &[1, 2]).only("r5c5", &[1, 2]);
    check_not(&no_link, Technique::WWing);
}

#[test]
fn xy_chain() {
    // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c2 {4,1}: if r1c1 is not 1, r5c2 is. The
    // ends do not see each other (were they to, the chain would close a loop: loops.rs).
    let chain = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c5", &[2, 3])
        .only("r5c5", &[3, 4])
        .only("r5c2", &[4, 1]);
    let removed: Vec<(&str, u8)> = ["r1c2", "r2c2", "r3c2", "r4c1", "r5c1", "r6c1"]
        .iter()
        .map(|&c| (c, 1))
        .collect();
    check(&chain, Technique::XYChain, &removed);
    // Ending on 5 rather than 1, the chain proves nothing about one digit.
    let open = Position::new()
        .only("r1c1", &[1, 2])
        .only("r1c5", &[2, 3])
        .only("r5c5", &[3, 4])
        .only("r5c2", &[4, 5]);
    check_not(&open, Technique::XYChain);
}

#[test]
fn simple_colouring() {
    // 9's strong links r1c1-r1c7 (row 1), r1c7-r5c7 (column 7), r5c7-r6c9 (box 6): r1c1 and
    // r5c7 have one colour, r1c7 and r6c9 the other; r6c1 sees both colours.
    let coloured = Position::new()
        .remove(&[9], &unit("r1"), &["r1c1", "r1c7"])
        .remove(&[9], &unit("c7"), &["r1c7", "r5c7"])
        .remove(&[9], &unit("b6"), &["r5c7", "r6c9"]);
    check(&coloured, Technique::SimpleColouring, &[("r6c1", 9)]);
    // Without the third link no cell sees both colours.
    let short = Position::new()
        .remove(&[9], &unit("r1"), &["r1c1", "r1c7"])
        .remove(&[9], &unit("c7"), &["r1c7", "r5c7"]);
    check_not(&short, Technique::SimpleColouring);
}

#[test]
fn hidden_quad() {
    // 1-4 fit in row 1 only at c1, c3, c5 and c7: those cells lose 5-9.
    let quad = Position::new().remove(
        &[1, 2, 3, 4],
        &unit("r1"),
        &["r1c1", "r1c3", "r1c5", "r1c7"],
    );
    let mut removed = Vec::new();
    for c in ["r1c1", "r1c3", "r1c5", "r1c7"] {
        for d in 5..=9 {
            removed.push((c, d));
        }
    }
    check(&quad, Technique::HiddenQuad, &removed);
    let five_cells = Position::new().remove(
        &[1, 2, 3, 4],
        &unit("r1"),
        &["r1c1", "r1c3", "r1c5", "r1c7", "r1c9"],
    );
    check_not(&five_cells, Technique::HiddenQuad);
}

#[test]
fn x_chain() {
    // 5's strong links in row 1 (c1, c4) and box 5 (r5c4, r6c6), joined by a weak link in
    // column 4: r1c1 or r6c6 holds 5, so r6c1, which sees both, loses it. (Strong links in
    // parallel rows would make a Skyscraper or, three of them, a sashimi Swordfish, found
    // first.)
    let links = |in_box: &[&'static str]| {
        Position::new()
            .remove(&[5], &unit("r1"), &["r1c1", "r1c4"])
            .remove(&[5], &unit("b5"), in_box)
    };
    check(&links(&["r5c4", "r6c6"]), Technique::XChain, &[("r6c1", 5)]);
    // Without the second strong link (box 5 keeps a third place), no chain ends there.
    check_not(&links(&["r5c4", "r6c6", "r4c5"]), Technique::XChain);
}

#[test]
fn alternating_inference_chain() {
    // 1 in r1c1 = 2 in r1c1 - 2 in r1c5 = 2 in r5c5 (column 5) - 2 in r5c7 = 3 in r5c7 -
    // 3 in r9c7 = 1 in r9c7: r1c1 or r9c7 holds 1, so r1c7 and r9c1 lose it. It mixes
    // bivalue cells and a single digit's strong link, so no XY-Chain, W-Wing or X-Chain
    // finds it.
    let chain = |last: &[u8]| {
        Position::new()
            .only("r1c1", &[1, 2])
            .remove(&[2], &unit("c5"), &["r1c5", "r5c5"])
            .only("r5c7", &[2, 3])
            .only("r9c7", last)
    };
    check(
        &chain(&[3, 1]),
        Technique::AlternatingInferenceChain,
        &[("r1c7", 1), ("r9c1", 1)],
    );
    // With r9c7 holding a third digit, the chain has no strong end.
    check_not(&chain(&[3, 1, 6]), Technique::AlternatingInferenceChain);
}

#[test]
fn steps_are_written_in_compact_notation() {
    let single = Position::new().remove(&[7], &unit("b5"), &["r4c6"]);
    assert_eq!(
        single.step().unwrap().to_string(),
        "hidden-single: 7 in r4c6 (b5) => r4c6=7"
    );
    let pointing = Position::new().remove(&[7], &unit("b1"), &["r1c1", "r1c2"]);
    assert_eq!(
        pointing.step().unwrap().to_string(),
        "pointing: 7 in r1c1,r1c2 (b1,r1) => r1c4<>7, r1c5<>7, r1c6<>7, r1c7<>7, r1c8<>7, r1c9<>7"
    );
}
