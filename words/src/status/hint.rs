//! What a hint says, stage by stage.

use sudoku_solver::Verdict;

use super::HintSaid;
use crate::{Lang, fill};

/// The words of a hint in `lang`.
pub(super) fn hint_text(said: &HintSaid, lang: Lang) -> String {
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let ours = |pair: &[String; 2]| lang.pick(pair).clone();
    match said {
        HintSaid::Look(look) => say(
            [
                "Hint: {} Press Hint again to see the technique.",
                "提示：{}再按一次“提示”查看技巧。",
            ],
            &[&ours(look)],
        ),
        HintSaid::Step(words) => say(
            [
                "Hint: {} Press Hint again to apply it.",
                "提示：{}再按一次“提示”应用这一步。",
            ],
            &[&ours(words)],
        ),
        HintSaid::Applied(words) => say(["Applied: {}", "已应用：{}"], &[&ours(words)]),
        HintSaid::Wrong(wrong) => {
            let list: Vec<String> = wrong
                .iter()
                .map(|&(cell, digit)| {
                    say(
                        ["{} should not be {}", "{}不应是 {}"],
                        &[&lang.cell(cell), &digit.to_string()],
                    )
                })
                .collect();
            say(
                [
                    "Not quite: {}. Fix that first, then ask again.",
                    "有误：{}。请先改正，再请求提示。",
                ],
                &[&list.join(if lang == Lang::Zh { "；" } else { "; " })],
            )
        }
        HintSaid::Lost(lost) => {
            let list: Vec<String> = lost
                .iter()
                .map(|&(cell, digit)| {
                    say(
                        [
                            "{} has lost its {}, which it needs. ",
                            "{}缺少了它需要的 {}。",
                        ],
                        &[&lang.cell(cell), &digit.to_string()],
                    )
                })
                .collect();
            say(
                [
                    "{}Put the centre marks back, then ask again.",
                    "{}请补回中心标记，再请求提示。",
                ],
                &[&list.concat()],
            )
        }
        _ => lang.pick(&fixed(said)).to_string(),
    }
}

/// The sentence of a stage of a hint that says no more than its templates.
fn fixed(said: &HintSaid) -> [&'static str; 2] {
    match said {
        HintSaid::NoPuzzle => [
            "No hint yet: type a puzzle or pick an example first.",
            "还不能提示：请先输入一道题或选择一个示例。",
        ],
        HintSaid::SolverFilled => [
            "No hint: the solver has filled the board. Undo takes its digits away.",
            "无法提示：求解器已填满棋盘。按“撤销”可移除它填的数字。",
        ],
        HintSaid::Asking => ["Looking for a hint…", "正在寻找提示……"],
        HintSaid::Complete => [
            "The board is complete and correct: nothing left to hint.",
            "棋盘已填完且全部正确，无需提示。",
        ],
        HintSaid::NotOne(Some(Verdict::NoSolution)) => [
            "No hint: this puzzle has no solution.",
            "无法提示：这道题无解。",
        ],
        HintSaid::NotOne(None) => [
            "No hint: digits on the board clash.",
            "无法提示：棋盘上有数字冲突。",
        ],
        HintSaid::NotOne(_) => [
            "No hint: this puzzle has more than one solution.",
            "无法提示：这道题有多个解。",
        ],
        // Every other stage has a sentence of its own above: the test of every status's words
        // (`status/tests.rs`) says each in full.
        _ => ["", ""],
    }
}
