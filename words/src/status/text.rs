//! The status line's words: one template pair per sentence. [`Status::text`] picks the pair, or
//! the function of the family that builds the sentence (`board.rs`, `search.rs`, `hint.rs`).

use sudoku_solver::Verdict;

use super::board::{camera_failed, describe_clashes, edited, givens_text, loaded, scan_failed};
use super::board::{scanned, unreadable};
use super::hint::hint_text;
use super::search::{compared, searching, stepped_through};
use super::{CopyFormat, Mode, Shown, Status};
use crate::numbers::{self, thousands};
use crate::{Lang, fill};

impl Status {
    /// The words for this status in `lang`. `shown` is the board now: the status reads counts and
    /// clashes off it, since every action that changes the board also sets the status.
    pub fn text(&self, shown: &Shown, lang: Lang) -> String {
        // Each sentence is a pair of templates, English and Chinese, whose `{}` are filled in
        // order by `say`: one code path for both languages (two `format!`s per sentence would
        // double the page's code for them).
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        let board = &shown.board;
        let givens = givens_text(shown.givens, shown.entries, lang);
        match self {
            Status::Scanned {
                givens,
                unsure,
                changed,
                unique,
            } => scanned(*givens, *unsure, *changed, *unique, lang),
            Status::ScanFailed(problem) => scan_failed(problem, lang),
            Status::Generating { level, today } => {
                let (en, zh) = match today {
                    false => ("Making a new {} puzzle…", "正在生成一道新的{}题目……"),
                    true => ("Making today's {} puzzle…", "正在生成今日的{}题目……"),
                };
                say(en, zh, &[lang.level(*level)])
            }
            Status::Loaded(source) => loaded(source, &givens, board.clashes().len(), lang),
            Status::Unreadable { source, error } => unreadable(source, error, lang),
            Status::Edited { solution_removed } => edited(board, &givens, *solution_removed, lang),
            Status::SolvedByYou { millis, hints } => {
                let time = numbers::clock(*millis);
                let hints = match (hints, lang) {
                    (0, Lang::En) => "no hints".to_string(),
                    (1, Lang::En) => "1 hint".to_string(),
                    (n, Lang::En) => format!("{n} hints"),
                    (0, Lang::Zh) => "未用提示".to_string(),
                    (n, Lang::Zh) => format!("用了 {n} 次提示"),
                };
                say(
                    "Solved by you in {}, {}.",
                    "你解出了这道题，用时 {}，{}。",
                    &[&time, &hints],
                )
            }
            Status::Highlighted(Some(counts)) => highlighted(*counts, lang),
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
            Status::GivenLocked(cell) => say(
                "{} is one of the puzzle's givens, so it stays. To change the puzzle, press Edit puzzle.",
                "{}是题目给出的数字，不能改动。要修改题目，请按“编辑题目”。",
                &[&lang.cell(*cell)],
            ),
            _ => self.search_text(shown, lang),
        }
    }

    /// The words of a search, its outcome, a hint or an explanation; else of a sentence that
    /// says no more than its templates ([`Status::fixed`]).
    fn search_text(&self, shown: &Shown, lang: Lang) -> String {
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        match self {
            Status::Solving {
                algorithm,
                tries,
                millis,
            }
            | Status::Comparing {
                algorithm,
                tries,
                millis,
            } => searching(self, *algorithm, *tries, *millis, lang),
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
            Status::Cancelled {
                algorithm,
                tries,
                millis,
            } => say(
                "Cancelled: {} stopped after {} tries and {}. The board is unchanged.",
                "已取消：{}在 {} 次尝试、{} 后停止。棋盘未改变。",
                &[
                    lang.algorithm(*algorithm),
                    &thousands(*tries),
                    &numbers::millis(*millis, lang),
                ],
            ),
            _ => self.outcome_text(shown, lang),
        }
    }

    /// The words of a search's outcome, a hint or an explanation; else [`Status::fixed`]'s.
    fn outcome_text(&self, shown: &Shown, lang: Lang) -> String {
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        match self {
            Status::Solved { filled, work } => say(
                "Solved: the puzzle has exactly one solution; {} cells filled. {}",
                "已解出：此题恰有一个解；填好 {} 个格子。{}",
                &[&filled.to_string(), &work.text(Verdict::Unique, lang)],
            ),
            Status::NotUnique { filled, work } => say(
                "Not unique: this puzzle has more than one solution. One of them is shown; {} \
                 cells filled. {}",
                "解不唯一：此题有多个解。显示其中一个；填好 {} 个格子。{}",
                &[&filled.to_string(), &work.text(Verdict::Multiple, lang)],
            ),
            Status::NoSolution { work } => say(
                "No solution: no grid completes these givens, though none of them clash. {}",
                "无解：虽然题目数字互不冲突，但没有任何填法能完成。{}",
                &[&work.text(Verdict::NoSolution, lang)],
            ),
            Status::Conflict => say(
                "{} Fix them, then press Solve again.",
                "{}改正后再按“求解”。",
                &[&describe_clashes(shown.board.clashes(), &shown.board, lang)],
            ),
            Status::Hinting(said) => hint_text(said, lang),
            Status::Explaining(Some((at, words))) => say(
                "The board before step {}: {}",
                "第 {} 步之前的棋盘：{}",
                &[&(at + 1).to_string(), lang.pick(words).as_str()],
            ),
            Status::CameraFailed(problem) => lang.pick(&camera_failed(problem)).to_string(),
            _ => lang.pick(&self.fixed()).to_string(),
        }
    }

    /// The sentence of a status that says no more than its templates (the app's own events),
    /// or [`Status::mode`]'s.
    fn fixed(&self) -> [&'static str; 2] {
        match self {
            Status::Scanning => ["Reading the photo…", "正在识别照片……"],
            Status::ScanDiscarded => [
                "The scanned puzzle was discarded; the board is as it was.",
                "已放弃扫描的题目；棋盘保持原样。",
            ],
            Status::Welcome => [
                "Type a puzzle, paste one, or pick an example; then press Solve.",
                "输入一道题、粘贴一道题或选择一个示例，然后按“求解”。",
            ],
            Status::Restored => ["Your board from last time is back.", "已恢复你上次的棋盘。"],
            Status::StorageUnreadable => [
                "The data saved in this browser could not be read, so the app started with an \
                 empty board.",
                "无法读取此浏览器中保存的数据，因此应用以空棋盘开始。",
            ],
            Status::Cleared => ["Board cleared.", "棋盘已清除。"],
            Status::CannotSave => [
                "This browser is not letting the app save, so the board will be gone when the \
                 page closes; everything else works.",
                "此浏览器不允许本应用保存，页面关闭后棋盘将丢失；其他功能照常。",
            ],
            Status::WorkerLost { logic: false } => [
                "The solver stopped unexpectedly and has been restarted; nothing on the board was \
                 lost. Try again.",
                "求解器意外停止，已重新启动；棋盘上的内容都在。请再试一次。",
            ],
            Status::WorkerLost { logic: true } => [
                "The hint and rating engine stopped unexpectedly and has been restarted; nothing \
                 on the board was lost. Try again.",
                "提示与评级引擎意外停止，已重新启动；棋盘上的内容都在。请再试一次。",
            ],
            Status::FromOtherTab => [
                "Updated with the board from another tab of this app.",
                "已更新为本应用另一个标签页中的棋盘。",
            ],
            Status::TabsMerged => [
                "Two tabs of this app saved different boards at once: this tab shows the newer, \
                 and the other is one Undo back.",
                "本应用的两个标签页同时保存了不同的棋盘：这里显示较新的，另一个可撤销一步找回。",
            ],
            Status::CopyFailed => [
                "This browser did not allow copying; the text is in the Puzzle text box, \
                 selected, to copy from there.",
                "此浏览器不允许复制；文本已放入“题目文本”框并选中，可从那里复制。",
            ],
            _ => self.mode(),
        }
    }

    /// The sentence of a mode or an action on the board that says no more than its templates.
    fn mode(&self) -> [&'static str; 2] {
        match self {
            Status::Mode(Mode::Digit) => [
                "Digit mode: a digit now fills the cell.",
                "数字模式：数字现在填入格子。",
            ],
            Status::Mode(Mode::Corner) => [
                "Corner mode: a digit now toggles a corner mark in the cell.",
                "角标模式：数字现在在格子角上切换角标。",
            ],
            Status::Mode(Mode::Centre) => [
                "Centre mode: a digit now toggles a centre mark in the cell.",
                "中心模式：数字现在在格子中心切换中心标记。",
            ],
            Status::Mode(Mode::Colour) => [
                "Colour mode: a digit now toggles a colour in the cell.",
                "颜色模式：数字现在在格子里切换颜色。",
            ],
            Status::Highlighted(None) => ["No digit is shown now.", "已停止显示数字。"],
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
            Status::NotesFilled => [
                "Every empty cell's candidates are now in its centre marks.",
                "每个空格的候选数都已填入中心标记。",
            ],
            Status::EditingPuzzle(true) => [
                "Editing the puzzle: digits you type are givens, and each moves on to the next cell. Press Edit puzzle again to play.",
                "正在编辑题目：输入的数字是题目给出的数字，每输入一个就移到下一格。再按“编辑题目”开始解题。",
            ],
            Status::EditingPuzzle(false) => [
                "Playing: the givens are locked, and digits you type are yours.",
                "开始解题：题目给出的数字已锁定，你输入的数字是你的答案。",
            ],
            Status::Undone => ["Undone.", "已撤销。"],
            Status::Redone => ["Redone.", "已重做。"],
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
            Status::StoppedStepping => [
                "Stopped stepping; the board is as it was.",
                "已停止逐步演示，棋盘恢复原样。",
            ],
            Status::Explaining(None) => ["Your board again.", "回到你的棋盘。"],
            // Every other status has a sentence of its own above: the test of every status's
            // words (`status/tests.rs`) says each in full.
            _ => ["", ""],
        }
    }
}

/// A digit lit: where it stands and where it can still go, counted.
fn highlighted((digit, placed, open): (sudoku_solver::Digit, usize, usize), lang: Lang) -> String {
    fill(
        lang,
        [
            "Showing {}: {} placed, {} empty cells can take it.",
            "正在显示 {}：已填 {} 个，还有 {} 个空格可填。",
        ],
        &[&digit.to_string(), &placed.to_string(), &open.to_string()],
    )
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
