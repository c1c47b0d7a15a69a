//! The status line's words that only a card's action or a worker's answer brings (New puzzle,
//! Compare, Step through, Explain solution, Check marks, Where did I go wrong?, the camera, Share):
//! [`Status::text_later`]. The page calls it from its cards' module, so its sentences are not in
//! the startup code ([`Status::text_now`] has the rest).

use super::board::camera_failed;
use super::search::{compared, stepped_through};
use super::{CopyFormat, Status, VariantSaid};
use crate::numbers::thousands;
use crate::{Lang, fill};

impl Status {
    /// Whether this status's words are [`Status::text_later`]'s.
    pub fn is_later(&self) -> bool {
        matches!(
            self,
            Status::Generating { .. }
                | Status::Practising(_)
                | Status::PracticeMissed(_)
                | Status::WentWrong(_)
                | Status::WentBack(_)
                | Status::MarksLost(_)
                | Status::MarksRight
                | Status::Unchecked
                | Status::NothingWrong
                | Status::Compared { .. }
                | Status::Stepping { .. }
                | Status::SteppedThrough { .. }
                | Status::Explaining(_)
                | Status::CameraFailed(_)
                | Status::Copied(_)
                | Status::CopyFailed
                | Status::StoppedStepping
                | Status::Variant(_)
        )
    }

    /// The words of a status [`Status::is_later`] names (`""` for any other, and for a
    /// [`Status::Variant`]: [`VariantSaid::text`]'s).
    pub fn text_later(&self, lang: Lang) -> String {
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        match self {
            Status::Generating { level, today } => {
                let (en, zh) = match today {
                    false => ("Making a new {} puzzle…", "正在生成一道新的{}题目……"),
                    true => ("Making today's {} puzzle…", "正在生成今日的{}题目……"),
                };
                say(en, zh, &[lang.level(*level)])
            }
            Status::Practising(name) => say(
                "Making a practice puzzle whose hardest step is {}…",
                "正在生成以{}为最难一步的练习题……",
                &[name[lang as usize]],
            ),
            Status::PracticeMissed(name) => say(
                "No practice puzzle whose hardest step is {} turned up in 30 seconds: it is rarely a puzzle's hardest step. Press Practice again to look on, or see its Example. The board is unchanged.",
                "30 秒内没有找到以{}为最难一步的练习题：它很少是一道题最难的一步。再按“练习”可以继续找，或看它的例子。棋盘未改变。",
                &[name[lang as usize]],
            ),
            Status::MarksLost(lost) => marks_lost(lost, lang),
            Status::WentWrong(Some(words)) => lang.pick(words).clone(),
            Status::WentBack(n) => say(
                "Back to just before that move: {} undone. Redo brings them back.",
                "已回到那一步之前：撤销了 {} 步。“重做”可以恢复。",
                &[&match (lang, n) {
                    (Lang::En, 1) => "1 move".to_string(),
                    (Lang::En, n) => format!("{n} moves"),
                    (Lang::Zh, n) => n.to_string(),
                }],
            ),
            Status::Compared { verdict, times } => compared(*verdict, times, lang),
            Status::Stepping { algorithm } => say(
                "Stepping through {}: press Play, or Next step for one step at a time.",
                "逐步演示{}：按“播放”，或按“下一步”每次走一步。",
                &[lang.algorithm(*algorithm)],
            ),
            Status::SteppedThrough {
                algorithm,
                counts,
                verdict,
            } => stepped_through(*algorithm, counts, *verdict, lang),
            Status::Explaining(Some((at, words))) => say(
                "The board before step {}: {}",
                "第 {} 步之前的棋盘：{}",
                &[&(at + 1).to_string(), lang.pick(words).as_str()],
            ),
            Status::CameraFailed(problem) => lang.pick(&camera_failed(problem)).to_string(),
            _ => lang.pick(&self.later_fixed()).to_string(),
        }
    }

    /// The sentence of a later status that says no more than its templates.
    fn later_fixed(&self) -> [&'static str; 2] {
        match self {
            Status::CopyFailed => [
                "This browser did not allow copying; the text is in the Puzzle text box, \
                 selected, to copy from there.",
                "此浏览器不允许复制；文本已放入“题目文本”框并选中，可从那里复制。",
            ],
            Status::Unchecked => [
                "This is checked against the puzzle's one solution, which is not known yet: wait for the rating.",
                "这要与题目的唯一解对照，但解还不知道：请等评级完成。",
            ],
            Status::WentWrong(None) => [
                "Looking for the move that went wrong…",
                "正在寻找出错的那一步……",
            ],
            Status::NothingWrong => [
                "Nothing has gone wrong: every digit and mark on the board agrees with the solution.",
                "没有出错：盘面上的每个数字和标记都与答案一致。",
            ],
            Status::MarksRight => [
                "Your marks are right: no cell has lost its digit.",
                "你的标记都对：没有格子漏掉它的数字。",
            ],
            Status::Copied(CopyFormat::Line) => {
                ["Copied the puzzle as one line.", "已复制单行题目。"]
            }
            Status::Copied(CopyFormat::Grid) => {
                ["Copied the board as a grid.", "已复制网格形式的棋盘。"]
            }
            Status::Copied(CopyFormat::Link) => {
                ["Copied a link to this board.", "已复制此棋盘的链接。"]
            }
            Status::Copied(CopyFormat::Marks) => [
                "Copied the board with its marks, as a pencil-mark grid.",
                "已复制带笔记的棋盘（笔记格）。",
            ],
            Status::Copied(CopyFormat::SudokuWiki) => [
                "Copied the board with its marks, as SudokuWiki's 162-character string.",
                "已复制带笔记的棋盘（SudokuWiki 的 162 字符串）。",
            ],
            Status::Copied(CopyFormat::FPuzzles) => [
                "Copied the puzzle as an f-puzzles link.",
                "已复制此题的 f-puzzles 链接。",
            ],
            Status::Copied(CopyFormat::HoDoKu) => [
                "Copied the board with its marks, as a HoDoKu library line.",
                "已复制带笔记的棋盘（HoDoKu 库行）。",
            ],
            Status::StoppedStepping => [
                "Stopped stepping; the board is as it was.",
                "已停止逐步演示，棋盘恢复原样。",
            ],
            Status::Explaining(None) => ["Your board again.", "回到你的棋盘。"],
            _ => ["", ""],
        }
    }
}

/// Check marks' list: each cell whose marks lost its digit, and the digit.
fn marks_lost(lost: &[(sudoku_solver::Cell, sudoku_solver::Digit)], lang: Lang) -> String {
    let cells: Vec<String> = (lost.iter())
        .map(|&(cell, digit)| {
            let words = ["{} needs {}", "{}需要 {}"];
            fill(lang, words, &[&lang.cell(cell), &digit.to_string()])
        })
        .collect();
    fill(
        lang,
        [
            "Your marks have lost {} of the solution's digits: {}.",
            "你的标记漏掉了 {} 个正确数字：{}。",
        ],
        &[
            &lost.len().to_string(),
            &cells.join(*lang.pick(&["; ", "；"])),
        ],
    )
}

impl CopyFormat {
    /// The name of the Share card's button that copies in this format (its words come with the
    /// cards, not with the page's start).
    pub fn button(self, lang: Lang) -> &'static str {
        let [en, zh] = match self {
            CopyFormat::Line => ["Copy line", "复制单行"],
            CopyFormat::Grid => ["Copy grid", "复制网格"],
            CopyFormat::Link => ["Copy link", "复制链接"],
            CopyFormat::Marks => ["Copy with marks", "复制笔记格"],
            CopyFormat::SudokuWiki => ["Copy SudokuWiki string", "复制 SudokuWiki 字符串"],
            CopyFormat::HoDoKu => ["Copy HoDoKu line", "复制 HoDoKu 库行"],
            CopyFormat::FPuzzles => ["Copy f-puzzles link", "复制 f-puzzles 链接"],
        };
        match lang {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }
}

impl VariantSaid {
    /// What the page says: the words of [`VariantSaid::Reading`] apart ([`reading`]), which the
    /// page says before the module that says the others is there.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            VariantSaid::Reading => reading(lang).to_string(),
            other => variant_said(other, lang),
        }
    }
}

/// The words of [`VariantSaid::Reading`].
pub fn reading(lang: Lang) -> &'static str {
    const READING: [&str; 2] = ["Reading the variant puzzle…", "正在读取变型数独题目……"];
    READING[lang as usize]
}

/// What the page says of a variant puzzle (but [`reading`]).
fn variant_said(said: &VariantSaid, lang: Lang) -> String {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    match said {
        VariantSaid::Reading => reading(lang).to_string(),
        VariantSaid::Read(0) => say(
            "Loaded a variant puzzle with the classic rules only.",
            "已载入变型数独题目，只有经典规则。",
            &[],
        ),
        VariantSaid::Read(rules) => say(
            "Loaded a variant puzzle: its rules are drawn on the board and listed under it ({} beyond the classic ones).",
            "已载入变型数独题目：规则画在棋盘上，并列在棋盘下方（经典规则之外还有 {} 条）。",
            &[&rules.to_string()],
        ),
        VariantSaid::Unread(why) => say(
            "{} The board is unchanged.",
            "{}棋盘未改变。",
            &[lang.pick(why).as_str()],
        ),
        VariantSaid::Solving(branches) => say(
            "Solving the variant puzzle… {} branches tried.",
            "正在求解变型数独题目……已尝试 {} 个分支。",
            &[&thousands(*branches)],
        ),
        VariantSaid::Solved(filled, branches) => say(
            "Solved: the variant puzzle has exactly one solution; {} cells filled ({} branches tried).",
            "已解出：此变型题恰有一个解；填好 {} 个格子（尝试了 {} 个分支）。",
            &[&filled.to_string(), &thousands(*branches)],
        ),
        VariantSaid::NoSolution => say(
            "No solution: the digits on the board break the puzzle's rules. The board is unchanged.",
            "无解：盘面上的数字违反了题目的规则。棋盘未改变。",
            &[],
        ),
        VariantSaid::Several => say(
            "This variant puzzle has more than one solution. The board is unchanged.",
            "此变型题有不止一个解。棋盘未改变。",
            &[],
        ),
        VariantSaid::GaveUp(branches) => say(
            "Gave up after {} branches: the search could not settle this puzzle. The board is unchanged.",
            "尝试 {} 个分支后放弃：搜索未能解决此题。棋盘未改变。",
            &[&thousands(*branches)],
        ),
        VariantSaid::Drawn(0) => say(
            "Drawn: the puzzle has the classic rules only.",
            "已绘制：此题只有经典规则。",
            &[],
        ),
        VariantSaid::Drawn(rules) => say(
            "Drawn: the puzzle's rules are on the board and listed under it ({} beyond the classic ones).",
            "已绘制：规则画在棋盘上，并列在棋盘下方（经典规则之外还有 {} 条）。",
            &[&rules.to_string()],
        ),
        VariantSaid::NotYet => say(
            "On variant puzzles the page solves and checks; hints, explanations, candidates, stepping and comparisons are for classic puzzles so far.",
            "对变型数独，本页可以求解和检查；提示、讲解、候选数、逐步演示和比较目前只用于经典数独。",
            &[],
        ),
    }
}
