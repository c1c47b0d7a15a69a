//! The packages' functions, checked once here for both packages: each answer parsed as JSON (by
//! `serde_json`, not by the writer that made it) and its fields checked against the solver.

use serde_json::Value;
use sudoku_api::{self as api, Error};
use sudoku_solver::Board;
use sudoku_testkit::{EASY, EASY_SOLVED, INKALA, INKALA_SOLVED, POINTING, check_solution};
use sudoku_words::Lang;

/// The first tutorial's puzzle (Inkala's with one more given): its naive backtracking prints
/// 45,360 tries.
const FIRST_TUTORIAL: &str =
    "8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4..";

fn json(answer: Result<String, Error>) -> Value {
    let text = answer.expect("an answer");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: not JSON: {text}"))
}

/// The tutorials' list of nine lists, as Python prints one.
fn python_list(line: &str) -> String {
    let rows: Vec<String> = line
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let digits: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            format!("[{}]", digits.join(", "))
        })
        .collect();
    format!("[{}]", rows.join(", "))
}

#[test]
fn parse_reads_every_format_and_says_why_not_in_either_language() {
    assert_eq!(api::parse(&python_list(EASY), Lang::En).unwrap(), EASY);
    let grid = format!("{:#}", EASY.parse::<Board>().unwrap());
    assert_eq!(api::parse(&grid, Lang::En).unwrap(), EASY);
    let short = &EASY[..80];
    assert_eq!(
        api::parse(short, Lang::En),
        Err(Error("found 80 cells, expected 81".into()))
    );
    assert_eq!(
        api::parse(short, Lang::Zh),
        Err(Error("找到 80 个格子，应为 81 个".into()))
    );
}

#[test]
fn languages_are_named_by_their_tags() {
    assert_eq!(api::lang("en"), Ok(Lang::En));
    assert_eq!(api::lang("zh-CN"), Ok(Lang::Zh));
    assert_eq!(api::lang("ZH"), Ok(Lang::Zh));
    let unknown = api::lang("fr").unwrap_err().0;
    assert!(
        unknown.contains("'fr'") && unknown.contains("en, zh"),
        "{unknown}"
    );
    assert!(api::lang("").is_err());
}

#[test]
fn solve_says_each_outcome() {
    let unique = json(api::solve(INKALA, "fast", false, Lang::En));
    assert_eq!(unique["status"], "unique");
    assert_eq!(unique["solution"], INKALA_SOLVED);
    assert_eq!(unique["solutions"], serde_json::json!([INKALA_SOLVED]));
    assert!(unique["guesses"].as_u64().is_some());
    assert!(unique.get("counts").is_none());

    let multiple = json(api::solve(&".".repeat(81), "fast", false, Lang::En));
    assert_eq!(multiple["status"], "multiple");
    let two: Vec<&str> = (multiple["solutions"].as_array().unwrap().iter())
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(two.len(), 2);
    assert_ne!(two[0], two[1]);
    assert_eq!(multiple["solution"], two[0]);

    let clash = json(api::solve(
        &format!("55{}", &EASY[2..]),
        "fast",
        false,
        Lang::En,
    ));
    assert_eq!(clash["status"], "clash");
    assert_eq!(clash["solution"], Value::Null);
    let cells = clash["clashes"].as_array().unwrap();
    assert!(
        cells.contains(&"r1c1".into()) && cells.contains(&"r1c2".into()),
        "{cells:?}"
    );

    // 1 and 2 in its row, 3 to 9 in its column: r1c3 has no digit left, and nothing clashes.
    let mut none = [b'.'; 81];
    none[..2].copy_from_slice(b"12");
    for (row, digit) in (1..8).zip(b'3'..) {
        none[row * 9 + 2] = digit;
    }
    let none = String::from_utf8(none.to_vec()).unwrap();
    assert_eq!(
        json(api::solve(&none, "fast", false, Lang::En))["status"],
        "none"
    );
}

#[test]
fn solve_with_counts_gives_the_tutorials_numbers() {
    let naive = json(api::solve(FIRST_TUTORIAL, "naive", true, Lang::En));
    assert_eq!(naive["status"], "unique");
    assert_eq!(naive["counts"]["first"]["tries"], 45_360);
    let all = &naive["counts"]["all"];
    assert!(all["tries"].as_u64().unwrap() > 45_360, "{all}");
    assert!(all["depth"].as_u64().unwrap() <= 81);
    check_solution(FIRST_TUTORIAL, naive["solution"].as_str().unwrap()).unwrap();

    let fewest = json(api::solve(
        FIRST_TUTORIAL,
        "candidates-first",
        true,
        Lang::En,
    ));
    assert_eq!(fewest["solution"], naive["solution"]);
    assert!(fewest["counts"]["first"]["tries"].as_u64().unwrap() < 45_360);

    let plain = json(api::solve(FIRST_TUTORIAL, "naive", false, Lang::En));
    assert_eq!(plain["solution"], naive["solution"]);
    assert!(plain.get("counts").is_none());

    let unknown = api::solve(EASY, "fastest", false, Lang::En).unwrap_err().0;
    assert!(
        unknown.contains("'fastest'") && unknown.contains("naive"),
        "{unknown}"
    );
}

#[test]
fn count_stops_at_its_limit() {
    assert_eq!(api::count(EASY, 2, Lang::En), Ok(1));
    assert_eq!(api::count(&".".repeat(81), 5, Lang::En), Ok(5));
    assert_eq!(api::count(&format!("55{}", &EASY[2..]), 2, Lang::En), Ok(0));
}

#[test]
fn hint_gives_the_next_step_and_where_to_look() {
    let step = json(api::hint(POINTING, Lang::En));
    let technique = step["technique"].as_str().unwrap();
    let name = step["name"].as_str().unwrap();
    assert!(!technique.is_empty() && !name.is_empty());
    assert!(step["sentence"].as_str().unwrap().len() > 20);
    assert!(
        step["look"].as_str().unwrap().starts_with("Look at"),
        "{step}"
    );
    assert!(step["rating"].as_f64().unwrap() >= 1.0);
    let moves = step["placements"].as_array().unwrap().len()
        + step["eliminations"].as_array().unwrap().len();
    assert!(moves > 0, "{step}");
    for placed in step["placements"].as_array().unwrap() {
        let (row, column) = (
            placed["row"].as_u64().unwrap(),
            placed["column"].as_u64().unwrap(),
        );
        assert_eq!(placed["cell"], format!("r{row}c{column}"));
        let digit = placed["digit"].as_u64().unwrap() as usize;
        let at = ((row - 1) * 9 + column - 1) as usize;
        let solution = json(api::solve(POINTING, "fast", false, Lang::En))["solution"].clone();
        assert_eq!(
            solution.as_str().unwrap().as_bytes()[at],
            b'0' + digit as u8
        );
    }

    let zh = json(api::hint(POINTING, Lang::Zh));
    assert_eq!(zh["technique"], step["technique"]);
    assert_ne!(zh["sentence"], step["sentence"]);

    assert_eq!(api::hint(EASY_SOLVED, Lang::En), Ok("null".into()));
    assert_eq!(
        api::hint(&".".repeat(81), Lang::Zh),
        Err(Error("不是一道题：它有多个解。".into()))
    );
}

#[test]
fn rate_and_explain_agree_with_the_engine() {
    let rating = json(api::rate(EASY, Lang::En));
    assert_eq!(rating["level"], "easy");
    assert_eq!(rating["guesses"], 0);
    let er = rating["er"].as_f64().unwrap();
    assert!((1.0..=2.3).contains(&er), "{rating}");

    let hard = json(api::rate(INKALA, Lang::En));
    assert_eq!(hard["level"], "extreme");
    assert!(hard["er"].as_f64().unwrap() >= hard["ep"].as_f64().unwrap());
    assert!(hard["hardest"].as_str().is_some());

    let explained = json(api::explain(EASY, Lang::Zh));
    let steps = explained["steps"].as_array().unwrap();
    assert_eq!(explained["rating"]["steps"], steps.len());
    assert_eq!(explained["rating"]["level"], "easy");
    // An easy puzzle's path places every empty cell's digit, each by a single.
    let placed: usize = steps
        .iter()
        .map(|s| s["placements"].as_array().unwrap().len())
        .sum();
    assert_eq!(placed, EASY.bytes().filter(|&b| b == b'.').count());
    assert!(
        steps[0]["sentence"].as_str().unwrap().contains('第'),
        "{}",
        steps[0]
    );

    assert_eq!(
        api::explain(&".".repeat(81), Lang::En),
        Err(Error("Not a puzzle: it has more than one solution.".into()))
    );
}

#[test]
fn generate_is_the_same_for_the_same_seed() {
    let made = json(api::generate("hard", "rotate180", 7, Lang::En));
    assert_eq!(made, json(api::generate("hard", "rotate180", 7, Lang::En)));
    assert_eq!(made["rating"]["level"], "hard");
    let puzzle = made["puzzle"].as_str().unwrap();
    check_solution(puzzle, made["solution"].as_str().unwrap()).unwrap();
    assert_eq!(api::count(puzzle, 2, Lang::En), Ok(1));
    assert_ne!(
        made["puzzle"],
        json(api::generate("hard", "rotate180", 8, Lang::En))["puzzle"]
    );

    let bad = api::generate("impossible", "none", 1, Lang::En)
        .unwrap_err()
        .0;
    assert!(
        bad.contains("'impossible'") && bad.contains("extreme"),
        "{bad}"
    );
    assert!(api::generate("easy", "sideways", 1, Lang::En).is_err());
}

#[test]
fn a_seed_is_a_whole_number_a_javascript_number_holds() {
    assert_eq!(api::seed(0.0), Ok(0));
    assert_eq!(api::seed(2026.0), Ok(2026));
    assert_eq!(api::seed(api::MAX_SAFE_SEED as f64), Ok(api::MAX_SAFE_SEED));
    for bad in [-1.0, 0.5, f64::NAN, f64::INFINITY, 2f64.powi(53)] {
        let said = api::seed(bad).unwrap_err().0;
        assert!(said.contains("whole number"), "{bad}: {said}");
    }
}
