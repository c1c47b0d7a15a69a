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
    fn why_a_text_is_not_loaded() {
        assert!(unread(Lang::En, None).starts_with("Not loaded: not a variant puzzle"));
        assert!(unread(Lang::Zh, None).starts_with("未载入："));
        assert!(not_nine(Lang::En, 6, 6, 6).contains("6x6 puzzle of 6 digits"));
    }
}
