//! What the page's variant worker says: why a text gave no puzzle the page can show, and the
//! puzzle's rules as a list (one sentence a kind of rule, from [`crate::variants`]).

use sudoku_variants::{Constraint, Puzzle};

use crate::variants::{not_a_variant, parse_error, rule_sentence};
use crate::{Lang, fill};

/// Why `text` gave no variant puzzle: in no format, or refused by its format's reader, in
/// `lang`.
pub fn unread(lang: Lang, error: Option<&sudoku_variants::iss::ParseError>) -> String {
    let why = error.map_or_else(|| not_a_variant(lang), |e| parse_error(lang, e));
    fill(lang, ["Not loaded: {}.", "未载入：{}。"], &[&why])
}

/// Why a Draw rules step was not made (the format refused the rule as drawn), in `lang`.
pub fn not_drawn(lang: Lang, error: &sudoku_variants::iss::ParseError) -> String {
    let why = parse_error(lang, error);
    fill(lang, ["Not drawn: {}.", "未绘制：{}。"], &[&why])
}

/// A puzzle of another size than 9x9, which the page cannot show yet: rows x columns.
pub fn not_nine(lang: Lang, rows: usize, cols: usize, digits: usize) -> String {
    fill(
        lang,
        [
            "Not loaded: this is a {}x{} puzzle of {} digits, and this page plays 9x9 variants so far (the sudoku command solves every size).",
            "未载入：这是 {}x{}、{} 个数字的题目，本页目前只能玩 9x9 的变型数独（本项目的命令行程序可解各种尺寸）。",
        ],
        &[&rows.to_string(), &cols.to_string(), &digits.to_string()],
    )
}

/// The rules of `puzzle` beyond one of each digit in every row, column and box: a sentence a
/// kind, in the order the puzzle first names each.
pub fn rules(lang: Lang, puzzle: &Puzzle) -> Vec<String> {
    let mut said: Vec<String> = Vec::new();
    let jigsaw = (puzzle.constraints.iter()).any(|c| matches!(c, Constraint::Regions(_)));
    for constraint in &puzzle.constraints {
        // A jigsaw's regions say that the boxes are gone.
        if jigsaw && *constraint == Constraint::NoBoxes {
            continue;
        }
        // A given written as a rule (in an either/or's place) is a given, not a rule to list.
        if matches!(constraint, Constraint::Allowed { digits, .. } if digits.count_ones() == 1) {
            continue;
        }
        let sentence = rule_sentence(lang, constraint).to_string();
        if !said.contains(&sentence) {
            said.push(sentence);
        }
    }
    said
}

/// What constrains each cell of a 9x9 `puzzle`, for a screen reader: "in a cage of 3 cells
/// totalling 15, white dot to the right", "在 3 格、总和 15 的笼中，右侧有白点" ("" for a cell
/// no drawn rule names).
pub fn cell_notes(lang: Lang, puzzle: &Puzzle) -> Vec<String> {
    let mut notes: Vec<Vec<String>> = vec![Vec::new(); puzzle.shape.cells()];
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    for constraint in &puzzle.constraints {
        for (cell, note) in constraint_notes(lang, constraint) {
            if let Some(cell_notes) = notes.get_mut(cell) {
                cell_notes.push(note);
            }
        }
        if let Constraint::Regions(ids) = constraint {
            let mut order: Vec<u8> = Vec::new();
            for (cell, id) in ids.iter().enumerate() {
                if !order.contains(id) {
                    order.push(*id);
                }
                let n = order.iter().position(|i| i == id).unwrap_or(0) + 1;
                let note = say("in region {}", "在第 {} 区", &[&n.to_string()]);
                notes[cell].push(note);
            }
        }
    }
    let comma = lang.pick(&[", ", "，"]);
    notes.into_iter().map(|n| n.join(comma)).collect()
}

/// What one constraint says of each of its cells.
fn constraint_notes(lang: Lang, constraint: &Constraint) -> Vec<(usize, String)> {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    let all = |cells: &[usize], note: String| -> Vec<(usize, String)> {
        cells.iter().map(|&c| (c, note.clone())).collect()
    };
    match constraint {
        Constraint::Cage { sum, cells } => {
            let n = cells.len().to_string();
            // The Chinese says no plural: its template keeps the place empty.
            let cells_word = match (lang, cells.len()) {
                (Lang::Zh, _) => "",
                (Lang::En, 1) => "cell",
                (Lang::En, _) => "cells",
            };
            let note = match sum {
                Some(sum) => say(
                    "in a cage of {} {} totalling {}",
                    "在 {} 格{}、总和 {} 的笼中",
                    &[&n, cells_word, &sum.to_string()],
                ),
                None => say("in a cage of {} {}", "在 {} 格{}的笼中", &[&n, cells_word]),
            };
            all(cells, note)
        }
        Constraint::Thermo(cells) => (cells.iter().enumerate())
            .map(|(i, &c)| {
                let note = match i {
                    0 => say("the bulb of a thermometer", "温度计的圆泡", &[]),
                    i => say(
                        "on a thermometer, {} from the bulb",
                        "在温度计上，距圆泡 {} 格",
                        &[&i.to_string()],
                    ),
                };
                (c, note)
            })
            .collect(),
        Constraint::Arrow { circle, line } => {
            let mut notes = all(line, say("on an arrow", "在箭头上", &[]));
            notes.push((*circle, say("the circle of an arrow", "箭头的圆圈", &[])));
            notes
        }
        Constraint::Dot { kind, cells } => dot_notes(lang, *kind, *cells),
        Constraint::Line { cells, .. } => {
            let sentence = rule_sentence(lang, constraint);
            let name = sentence.split([':', '：']).next().unwrap_or_default();
            all(cells, say("on a line: {}", "在线上：{}", &[name]))
        }
        Constraint::Diagonal(way) => {
            let cells: Vec<usize> = (0..9)
                .map(|r| if *way == -1 { r * 9 + r } else { r * 9 + 8 - r })
                .collect();
            all(&cells, say("on a diagonal", "在对角线上", &[]))
        }
        Constraint::Allowed { cell, digits } => match digits {
            0b1_0101_0101 => vec![(*cell, say("odd", "奇数格", &[]))],
            0b0_1010_1010 => vec![(*cell, say("even", "偶数格", &[]))],
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// What a dot or letter between two neighbours says of each: "white dot to the right".
fn dot_notes(lang: Lang, kind: sudoku_variants::Dot, [a, b]: [usize; 2]) -> Vec<(usize, String)> {
    use sudoku_variants::Dot;
    let what = match kind {
        Dot::White => lang.pick(&["white dot", "白点"]),
        Dot::Black => lang.pick(&["black dot", "黑点"]),
        Dot::X => lang.pick(&["X", "X"]),
        Dot::V => lang.pick(&["V", "V"]),
    };
    let side = |from: usize, to: usize| match (to as isize) - (from as isize) {
        1 => lang.pick(&["to the right", "右侧"]),
        -1 => lang.pick(&["to the left", "左侧"]),
        9 => lang.pick(&["below", "下方"]),
        _ => lang.pick(&["above", "上方"]),
    };
    [(a, b), (b, a)]
        .iter()
        .map(|&(from, to)| {
            // "white dot to the right"; "右侧有白点".
            let note = match lang {
                Lang::En => format!("{what} {}", side(from, to)),
                Lang::Zh => format!("{}有{what}", side(from, to)),
            };
            (from, note)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_variants::formats::read;

    #[test]
    fn each_kind_of_rule_is_said_once_in_either_language() {
        let puzzle = read(".Cage~3~R1C1~R1C2.Cage~17~R9C8~R9C9.Thermo~R5C5~R5C6")
            .unwrap()
            .unwrap();
        for lang in [Lang::En, Lang::Zh] {
            let said = rules(lang, &puzzle);
            assert_eq!(said.len(), 2, "{said:?}");
            assert_eq!(said[0], rule_sentence(lang, &puzzle.constraints[0]));
        }
        assert!(rules(Lang::En, &read("9x9").unwrap().unwrap()).is_empty());
    }

    #[test]
    fn each_cell_says_what_constrains_it() {
        let puzzle =
            read(".Cage~15~R1C1~R1C2~R2C1.Thermo~R5C5~R5C6~R5C7.WhiteDot~R1C2~R1C3.Diagonal~-1")
                .unwrap()
                .unwrap();
        let en = cell_notes(Lang::En, &puzzle);
        assert_eq!(en.len(), 81);
        assert_eq!(en[0], "in a cage of 3 cells totalling 15, on a diagonal");
        assert_eq!(
            en[1],
            "in a cage of 3 cells totalling 15, white dot to the right"
        );
        assert_eq!(en[2], "white dot to the left");
        assert_eq!(en[40], "the bulb of a thermometer, on a diagonal");
        assert_eq!(en[42], "on a thermometer, 2 from the bulb");
        assert_eq!(en[3], "");
        let zh = cell_notes(Lang::Zh, &puzzle);
        assert_eq!(zh[1], "在 3 格、总和 15 的笼中，右侧有白点");
        assert!(zh.iter().all(|note| !note.contains('|')));
    }

    #[test]
    fn why_a_text_is_not_loaded() {
        assert!(unread(Lang::En, None).starts_with("Not loaded: not a variant puzzle"));
        assert!(unread(Lang::Zh, None).starts_with("未载入："));
        assert!(not_nine(Lang::En, 6, 6, 6).contains("6x6 puzzle of 6 digits"));
    }
}
