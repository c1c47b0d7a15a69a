//! The status line's words: one template pair per sentence. [`Status::text`] picks the pair, or
//! the function of the family that builds the sentence (`board.rs`, `search.rs`, `hint.rs`).

use sudoku_solver::Verdict;

use super::board::{describe_clashes, edited, givens_text, loaded, scan_failed};
use super::board::{scanned, unreadable};
use super::hint::hint_text;
use super::search::searching;
use super::{Mode, Shown, Status};
use crate::numbers::{self, thousands};
use crate::{Lang, fill};

impl Status {
    /// The words for this status in `lang`. `shown` is the board now: the status reads counts and
    /// clashes off it, since every action that changes the board also sets the status.
    pub fn text(&self, shown: &Shown, lang: Lang) -> String {
        match self {
            Status::Variant(said) => said.text(lang),
            _ => (self.text_now(shown, lang)).unwrap_or_else(|| self.text_later(lang)),
        }
    }

    /// The words of a status the page may say before its cards are there (a puzzle loaded, an
    /// edit, the pad, Solve and Hint pressed, a photo read...), `None` for one only a card's
    /// action or a worker's answer brings ([`Status::text_later`]'s): the page's startup code
    /// holds only these sentences.
    pub fn text_now(&self, shown: &Shown, lang: Lang) -> Option<String> {
        if self.is_later() {
            return None;
        }
        // Each sentence is a pair of templates, English and Chinese, whose `{}` are filled in
        // order by `say`: one code path for both languages (two `format!`s per sentence would
        // double the page's code for them).
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        let board = &shown.board;
        let givens = givens_text(shown.givens, shown.entries, lang);
        Some(match self {
            Status::Scanned {
                givens,
                unsure,
                changed,
                unique,
            } => scanned(*givens, *unsure, *changed, *unique, lang),
            Status::ScanFailed(problem) => scan_failed(problem, lang),
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
            Status::GivenLocked(cell) => say(
                "{} is one of the puzzle's givens, so it stays. To change the puzzle, press Edit puzzle.",
                "{}是题目给出的数字，不能改动。要修改题目，请按“编辑题目”。",
                &[&lang.cell(*cell)],
            ),
            _ => self.search_text(shown, lang),
        })
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
