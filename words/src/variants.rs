//! Variant Sudoku in words: what a grid breaks, as `sudoku check` says it.

use sudoku_variants::check::Broken;
use sudoku_variants::{Constraint, Puzzle};

use crate::{Lang, fill};

/// The rule `broken` names, for example "row 3", "the cage at R1C1 (total 15)",
/// "第3行", "R1C1 的杀手笼（总和 15）".
pub fn broken(lang: Lang, puzzle: &Puzzle, broken: &Broken) -> String {
    let cell = |cell: usize| puzzle.shape.name(cell).to_string();
    match *broken {
        Broken::Digits => lang.pick(&["the grid's digits", "盘面的数字"]).to_string(),
        Broken::Given(at) => fill(lang, ["the given at {}", "{} 的提示数"], &[&cell(at)]),
        Broken::Row(r) => fill(lang, ["row {}", "第{}行"], &[&(r + 1).to_string()]),
        Broken::Column(c) => fill(lang, ["column {}", "第{}列"], &[&(c + 1).to_string()]),
        Broken::House(first) => fill(
            lang,
            [
                "the house at {} (no digit twice)",
                "{} 所在的区域（数字不重复）",
            ],
            &[&cell(first)],
        ),
        Broken::Apart(a, b) => fill(
            lang,
            [
                "{} and {} (a knight's or king's move apart)",
                "{} 与 {}（马步或王步相隔）",
            ],
            &[&cell(a), &cell(b)],
        ),
        Broken::Rule(index) => match puzzle.constraints.get(index) {
            Some(constraint) => rule(lang, puzzle, constraint),
            None => lang.pick(&["a rule", "一条规则"]).to_string(),
        },
        _ => lang.pick(&["a rule", "一条规则"]).to_string(),
    }
}

/// A constraint by what it is and where.
fn rule(lang: Lang, puzzle: &Puzzle, constraint: &Constraint) -> String {
    let cell = |cell: usize| puzzle.shape.name(cell).to_string();
    let first = |cells: &[usize]| cells.first().map_or(String::new(), |&c| cell(c));
    match constraint {
        Constraint::Cage {
            sum: Some(sum),
            cells,
        } => fill(
            lang,
            ["the cage at {} (total {})", "{} 的杀手笼（总和 {}）"],
            &[&first(cells), &sum.to_string()],
        ),
        Constraint::Cage { cells, .. } => {
            fill(lang, ["the cage at {}", "{} 的杀手笼"], &[&first(cells)])
        }
        Constraint::Thermo(cells) => fill(
            lang,
            ["the thermometer from {}", "从 {} 起的温度计"],
            &[&first(cells)],
        ),
        Constraint::Arrow { circle, .. } => fill(
            lang,
            ["the arrow from {}", "从 {} 起的箭头"],
            &[&cell(*circle)],
        ),
        Constraint::Dot { cells: [a, b], .. } => fill(
            lang,
            ["the dot between {} and {}", "{} 与 {} 之间的点"],
            &[&cell(*a), &cell(*b)],
        ),
        Constraint::LittleKiller { sum, cells } => fill(
            lang,
            ["the little killer {} from {}", "从 {} 起的小杀手 {}"],
            &lang_order(lang, &sum.to_string(), &first(cells)),
        ),
        Constraint::Sandwich { sum, line } => fill(
            lang,
            ["the sandwich {} at {}", "{} 的三明治 {}"],
            &lang_order(lang, &sum.to_string(), &first(line)),
        ),
        Constraint::AntiConsecutive => lang
            .pick(&["no consecutive digits side by side", "相邻格不填连续数"])
            .to_string(),
        Constraint::Strict(_) => lang
            .pick(&[
                "the dots' negative constraint (no dot, no such pair)",
                "点的反向约束（无点处不可有此关系）",
            ])
            .to_string(),
        Constraint::Allowed { cell: at, .. } => fill(
            lang,
            ["the digits allowed at {}", "{} 可填的数字"],
            &[&cell(*at)],
        ),
        _ => lang.pick(&["a rule", "一条规则"]).to_string(),
    }
}

/// The arguments in the order each language's template takes them: English "{clue} from
/// {cell}", Chinese "{cell} ... {clue}".
fn lang_order<'a>(lang: Lang, clue: &'a str, cell: &'a str) -> [&'a str; 2] {
    match lang {
        Lang::En => [clue, cell],
        Lang::Zh => [cell, clue],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_variants::check;
    use sudoku_variants::iss::parse;

    /// What a grid breaks, said in both languages.
    fn check(puzzle: &str, grid: &str) -> [Vec<String>; 2] {
        let puzzle = parse(puzzle).unwrap();
        let digits: Vec<u8> = grid.bytes().map(|b| b - b'0').collect();
        let found = check::broken(&puzzle, &digits);
        Lang::ALL.map(|lang| found.iter().map(|b| broken(lang, &puzzle, b)).collect())
    }

    #[test]
    fn a_broken_cage_and_rows_are_named_in_both_languages() {
        // A 4x4 grid whose first row repeats a 1 and whose cage of R1C1, R1C2 totals 2, not 3.
        let [en, zh] = check(
            ".Shape~4x4.Cage~3~R1C1~R1C2",
            "1134\
             3412\
             2143\
             4321",
        );
        assert!(en.contains(&"row 1".to_string()), "{en:?}");
        assert!(
            en.contains(&"the cage at R1C1 (total 3)".to_string()),
            "{en:?}"
        );
        assert!(zh.contains(&"第1行".to_string()), "{zh:?}");
        assert!(
            zh.contains(&"R1C1 的杀手笼（总和 3）".to_string()),
            "{zh:?}"
        );
    }
}
