//! What the page's Print sheet says: its panel (what to print, the paper, the answers), its
//! messages, and the printed sheet's headings. A table of its own (not [`crate::Labels`]): only
//! the toolkit's module of the page, fetched when Print sheet is opened, holds these words.

use sudoku_solver::logic::Level;

use crate::{Lang, fill};

/// The name of the button that opens Print sheet, and of its region.
pub fn print_button(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Print sheet",
        Lang::Zh => "打印题单",
    }
}

/// Print sheet's fixed words in one language.
#[allow(missing_docs)]
pub struct PrintWords {
    /// The menu of what to print, and its first choice.
    pub what: &'static str,
    pub this_board: &'static str,
    /// The paper menu and its two sizes.
    pub paper: &'static str,
    pub a4: &'static str,
    pub letter: &'static str,
    pub answers: &'static str,
    pub print: &'static str,
    /// Said once the sheet is made and the browser's print asked for.
    pub ready: &'static str,
    /// Why a sheet of this board was not made.
    pub empty_board: &'static str,
    pub no_answers: &'static str,
    /// The worker failed to make the puzzles.
    pub failed: &'static str,
    /// The printed sheet's headings.
    pub sudoku: &'static str,
    pub answers_heading: &'static str,
}

const EN: PrintWords = PrintWords {
    what: "What to print",
    this_board: "This board, with its marks",
    paper: "Paper",
    a4: "A4",
    letter: "Letter",
    answers: "Answers on a second page",
    print: "Print",
    ready: "The sheet is ready and the browser's print is open (choose Save as PDF there for a \
            file). While this panel is open, printing the page prints this sheet.",
    empty_board: "The board is empty: there is no puzzle to print.",
    no_answers: "No answers to print: this board does not have one solution (or its rating is \
                 not in yet). Print it without answers, or wait a moment.",
    failed: "The puzzles could not be made (the worker stopped). Press Print to try again.",
    sudoku: "Sudoku",
    answers_heading: "Answers",
};

const ZH: PrintWords = PrintWords {
    what: "打印内容",
    this_board: "当前棋盘（含笔记）",
    paper: "纸张",
    a4: "A4",
    letter: "美式信纸",
    answers: "在第二页附答案",
    print: "打印",
    ready: "题单已就绪，浏览器的打印窗口已打开（在其中选择“另存为 PDF”可得到文件）。此面板打开期间，\
            打印页面都会打印这份题单。",
    empty_board: "棋盘是空的：没有可打印的题目。",
    no_answers: "无法打印答案：此棋盘没有唯一解（或评级尚未完成）。请不带答案打印，或稍候再试。",
    failed: "无法生成题目（后台线程已停止）。请再按“打印”重试。",
    sudoku: "数独",
    answers_heading: "答案",
};

impl Lang {
    /// Print sheet's fixed words in this language.
    pub fn print_words(self) -> &'static PrintWords {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}

/// The menu's choice of `count` new puzzles at `level`: "4 new Hard puzzles".
pub fn new_puzzles(lang: Lang, count: usize, level: Level) -> String {
    let one = ["1 new {} puzzle", "1 道新的{}题目"];
    counted(
        lang,
        count,
        level,
        one,
        ["{} new {} puzzles", "{} 道新的{}题目"],
    )
}

/// Said while the worker makes them: "Making 4 Hard puzzles…".
pub fn making(lang: Lang, count: usize, level: Level) -> String {
    let one = ["Making 1 {} puzzle…", "正在生成 1 道{}题目……"];
    counted(
        lang,
        count,
        level,
        one,
        ["Making {} {} puzzles…", "正在生成 {} 道{}题目……"],
    )
}

/// `one` filled with the level's name, or `many` with the count's and the level's.
fn counted(lang: Lang, count: usize, level: Level, one: [&str; 2], many: [&str; 2]) -> String {
    let name = lang.level(level);
    match count {
        1 => fill(lang, one, &[name]),
        _ => fill(lang, many, &[&count.to_string(), name]),
    }
}

/// A printed puzzle's caption: its number on the sheet, and its level where known ("2 · Hard").
pub fn caption(lang: Lang, number: usize, level: Option<Level>) -> String {
    match level {
        Some(level) => format!("{number} · {}", lang.level(level)),
        None => number.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_counts_its_puzzles_in_each_language() {
        assert_eq!(new_puzzles(Lang::En, 1, Level::Hard), "1 new Hard puzzle");
        assert_eq!(new_puzzles(Lang::En, 4, Level::Easy), "4 new Easy puzzles");
        assert_eq!(
            making(Lang::En, 6, Level::Extreme),
            "Making 6 Extreme puzzles…"
        );
        assert_eq!(
            making(Lang::En, 1, Level::Medium),
            "Making 1 Medium puzzle…"
        );
        let zh = new_puzzles(Lang::Zh, 4, Level::Hard);
        assert!(zh.starts_with("4 道新的") && zh.ends_with("题目"), "{zh}");
        assert_eq!(caption(Lang::En, 2, Some(Level::Hard)), "2 · Hard");
        assert_eq!(caption(Lang::Zh, 3, None), "3");
    }

    #[test]
    fn chinese_words_are_chinese() {
        let (en, zh) = (Lang::En.print_words(), Lang::Zh.print_words());
        let pairs = [
            (en.what, zh.what),
            (en.this_board, zh.this_board),
            (en.paper, zh.paper),
            (en.letter, zh.letter),
            (en.answers, zh.answers),
            (en.print, zh.print),
            (en.ready, zh.ready),
            (en.empty_board, zh.empty_board),
            (en.no_answers, zh.no_answers),
            (en.failed, zh.failed),
            (en.sudoku, zh.sudoku),
            (en.answers_heading, zh.answers_heading),
            (print_button(Lang::En), print_button(Lang::Zh)),
        ];
        for (en, zh) in pairs {
            assert_ne!(en, zh);
            assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
        }
    }
}
