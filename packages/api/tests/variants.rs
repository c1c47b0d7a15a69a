//! The packages' variant functions, checked once for both packages: answers parsed as JSON by
//! `serde_json`, solutions checked by the variant crate's plain rule checker.

use serde_json::Value;
use sudoku_api::{self as api, Error};
use sudoku_variants::check::broken;
use sudoku_variants::{fpuzzles, iss, text};
use sudoku_words::Lang;

/// A 4x4 killer: two cages fix the first row (1 2 | 3 4) and the puzzle has one solution.
const FOUR: &str = ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~7~R1C3~R1C4.~R2C1_3.~R3C2_1.~R4C4_1.~R3C3_4";

fn json(answer: Result<String, Error>) -> Value {
    let text = answer.expect("an answer");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: not JSON: {text}"))
}

#[test]
fn a_variant_in_any_format_is_solved_and_its_solution_keeps_the_rules() {
    let puzzle = iss::parse(FOUR).unwrap();
    let fpuzzles = fpuzzles::write(&puzzle).unwrap();
    for written in [FOUR.to_string(), text::write(&puzzle), fpuzzles] {
        let answer = json(api::solve_variant(&written, None, Lang::En));
        assert_eq!(answer["status"], "unique", "{written}");
        let solution = answer["solution"].as_str().unwrap();
        assert_eq!(&solution[..4], "1234");
        let grid = text::read_grid(solution, puzzle.shape).unwrap();
        assert!(broken(&puzzle, &grid).is_empty());
        assert_eq!(answer["solutions"].as_array().unwrap().len(), 1);
        assert!(answer["branches"].as_u64().is_some());
    }
    // Two solutions; none; past the work limit, unknown rather than a guess.
    let open = json(api::solve_variant(
        ".Shape~4x4.Cage~3~R1C1~R1C2",
        None,
        Lang::En,
    ));
    assert_eq!(open["status"], "multiple");
    assert_eq!(open["solution"], Value::Null);
    assert_eq!(open["solutions"].as_array().unwrap().len(), 2);
    let none = json(api::solve_variant(
        ".Shape~4x4.~R1C1_1.~R1C2_1",
        None,
        Lang::En,
    ));
    assert_eq!(none["status"], "none");
    let cut = json(api::solve_variant(".Diagonal~1", Some(0), Lang::En));
    assert_eq!(cut["status"], "unknown");
}

#[test]
fn parse_names_each_rule_once_in_the_language_asked_for() {
    let answer = json(api::parse_variant(FOUR, Lang::En));
    assert_eq!(answer["size"], 4);
    assert_eq!(answer["givens"], "....3....14....1");
    let rules = answer["rules"].as_array().unwrap();
    assert_eq!(rules.len(), 1);
    assert_eq!(
        rules[0],
        "Killer cage: no digit repeats in the cage, and its digits add up to its total."
    );
    assert_eq!(
        iss::parse(answer["iss"].as_str().unwrap()),
        iss::parse(FOUR)
    );
    assert_eq!(
        text::parse(answer["text"].as_str().unwrap()),
        iss::parse(FOUR)
    );
    let chinese = json(api::parse_variant(FOUR, Lang::Zh));
    assert!(chinese["rules"][0].as_str().unwrap().starts_with("杀手笼"));
}

#[test]
fn check_names_the_broken_rules() {
    let solution = json(api::solve_variant(FOUR, None, Lang::En))["solution"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        json(api::check_variant(FOUR, &solution, Lang::En)),
        serde_json::json!({"ok": true, "broken": []})
    );
    // The first row reversed: 4 3 2 1 breaks both cages.
    let wrong = format!("4321{}", &solution[4..]);
    let answer = json(api::check_variant(FOUR, &wrong, Lang::En));
    assert_eq!(answer["ok"], false);
    let named: Vec<&str> = (answer["broken"].as_array().unwrap().iter())
        .map(|b| b.as_str().unwrap())
        .collect();
    assert!(
        named.iter().any(|b| b.contains("cage at R1C1")),
        "{named:?}"
    );
    let said = |grid: &str, lang| api::check_variant(FOUR, grid, lang).unwrap_err().0;
    assert_eq!(
        said("123", Lang::En),
        "the grid must be 16 characters, a digit from 1 to 4 for each cell (letters A to P above 9x9)"
    );
    assert!(said(&"5".repeat(16), Lang::Zh).starts_with("盘面须为 16 个字符"));
}

#[test]
fn what_is_no_variant_puzzle_is_refused_in_either_language() {
    let said = |text: &str, lang| api::solve_variant(text, None, lang).unwrap_err().0;
    assert!(said("hello", Lang::En).starts_with("not a variant puzzle: expected ISS's"));
    assert!(said("hello", Lang::Zh).starts_with("不是变型数独题目"));
    assert_eq!(
        said(".Cage~99~R1C1~R1C2", Lang::En),
        "no set of different digits of the cage's size sums to 99"
    );
    assert_eq!(
        said(".Cage~99~R1C1~R1C2", Lang::Zh),
        "没有与笼子格数相同个数的不同数字之和为 99"
    );
    assert!(said("https://sudokupad.app/8bNmDd4J9G", Lang::Zh).contains("离线运行"));
    assert_eq!(
        said(".Regex~1*~R1C1~R1C2", Lang::En),
        "unknown constraint type \"Regex\""
    );
}
