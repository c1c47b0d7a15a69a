//! What the page's Stats says: the games played, per level, the daily puzzle's streak, the solve
//! times' chart, and the file the stats are exported to and imported from. A table of its own
//! (not [`crate::Labels`]): only Stats' own module of the page, fetched when Stats is opened,
//! holds these words.

use crate::{Lang, fill, numbers};

/// The name of the button that opens Stats, and of its region.
pub fn stats_button(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Stats",
        Lang::Zh => "统计",
    }
}

/// Stats' fixed words in one language.
#[allow(missing_docs)]
pub struct StatsWords {
    /// The table's caption and column headers.
    pub by_level: &'static str,
    pub level: &'static str,
    pub started: &'static str,
    pub solved: &'static str,
    pub best: &'static str,
    pub median: &'static str,
    pub hints: &'static str,
    /// The row of games whose level is not known (a puzzle pasted, its rating never in).
    pub unrated: &'static str,
    /// The row of all games.
    pub all: &'static str,
    /// The chart's caption.
    pub times: &'static str,
    /// What a game is, before any.
    pub none_yet: &'static str,
    /// Where they are kept.
    pub kept_here: &'static str,
    pub export: &'static str,
    pub import: &'static str,
    pub clear: &'static str,
    /// The confirmation's buttons.
    pub clear_yes: &'static str,
    pub clear_no: &'static str,
    pub cleared: &'static str,
    /// The exported file's name.
    pub file_name: &'static str,
}

const EN: StatsWords = StatsWords {
    by_level: "Your games by level",
    level: "Level",
    started: "Started",
    solved: "Solved",
    best: "Best time",
    median: "Median time",
    hints: "Hints",
    unrated: "Not rated",
    all: "All",
    times: "Your last solve times, oldest first",
    none_yet: "No games yet. Each puzzle you load and play counts as started, and as solved when you fill it in yourself (without Solve).",
    kept_here: "Kept on this device only: Export saves them to a file, Import reads one back.",
    export: "Export stats",
    import: "Import stats",
    clear: "Clear stats",
    clear_yes: "Yes, clear them",
    clear_no: "Keep them",
    cleared: "Stats cleared.",
    file_name: "sudoku-stats.txt",
};

const ZH: StatsWords = StatsWords {
    by_level: "各难度的对局",
    level: "难度",
    started: "开始",
    solved: "解出",
    best: "最快用时",
    median: "用时中位数",
    hints: "提示",
    unrated: "未评级",
    all: "全部",
    times: "最近的解题用时，从早到晚",
    none_yet: "还没有对局。每道载入并开始玩的题目都记为开始；你自己填完（不用“求解”）即记为解出。",
    kept_here: "只保存在这台设备上：“导出统计”存为文件，“导入统计”读回文件。",
    export: "导出统计",
    import: "导入统计",
    clear: "清除统计",
    clear_yes: "确定清除",
    clear_no: "保留",
    cleared: "统计已清除。",
    file_name: "sudoku-stats.txt",
};

impl Lang {
    /// Stats' fixed words.
    pub fn stats_words(self) -> &'static StatsWords {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}

/// `n` of a thing, "1 day", "3 days" in English (Chinese has no plural: `zh` is "{} 天").
fn count(n: usize, en: [&str; 2], zh: &str, lang: Lang) -> String {
    let en = if n == 1 { en[0] } else { en[1] };
    fill(lang, [en, zh], &[&n.to_string()])
}

/// The daily puzzle's streak: `current` days in a row up to today or yesterday, the `best` run.
pub fn streak(current_n: usize, best_n: usize, lang: Lang) -> String {
    let days = |n| count(n, ["{} day", "{} days"], "{} 天", lang);
    let (current, best) = (days(current_n), days(best_n));
    let (templates, args): ([&str; 2], &[&str]) = match (current_n, best_n) {
        (_, 0) => (
            [
                "Today's puzzle: none solved yet. Solve one to start a streak.",
                "每日一题：还没有解出过。解出一道即开始连续记录。",
            ],
            &[],
        ),
        (0, _) => (
            [
                "Today's puzzle: no streak now (best: {} in a row).",
                "每日一题：目前没有连续（最长连续 {}）。",
            ],
            &[&best],
        ),
        _ => (
            [
                "Today's puzzle streak: {} in a row (best: {}).",
                "每日一题连续：{}（最长连续 {}）。",
            ],
            &[&current, &best],
        ),
    };
    fill(lang, templates, args)
}

/// The chart's accessible name: the last `times` solved, oldest first, each with its level's
/// name (`""` when not rated).
pub fn times_chart(times: &[(&str, u64)], lang: Lang) -> String {
    let list: Vec<String> = (times.iter())
        .map(|&(level, millis)| match level {
            "" => numbers::clock(millis),
            _ => format!("{} ({level})", numbers::clock(millis)),
        })
        .collect();
    let count = times.len().to_string();
    let separator = lang.pick(&["; ", "；"]);
    fill(
        lang,
        [
            "Solve times of your last {} solved games, oldest first: {}",
            "最近解出的 {} 局的用时，从早到晚：{}",
        ],
        &[&count, &list.join(separator)],
    )
}

/// Export's, Import's and a refused import's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsNews {
    /// `games` written to the file.
    Exported {
        /// How many.
        games: usize,
    },
    /// A file read: `added` games new here, `known` already here.
    Imported {
        /// New games.
        added: usize,
        /// Games the stats already held.
        known: usize,
    },
    /// A file that is not an export: its line `line` (from 1) is not a game.
    NotStats {
        /// The line.
        line: usize,
    },
    /// The browser refused to keep them (storage full or forbidden).
    NotKept,
    /// The log kept on this device could not be read: its line `line` is not a game.
    Unreadable {
        /// The line.
        line: usize,
    },
    /// Cleared.
    Cleared,
}

/// The message of `news`.
pub fn news(news: StatsNews, lang: Lang) -> String {
    let (templates, args): ([&str; 2], Vec<String>) = match news {
        StatsNews::Exported { games } => (
            ["Exported {} to {}.", "已导出 {} 到 {}。"],
            vec![
                count(games, ["{} game", "{} games"], "{} 局", lang),
                lang.stats_words().file_name.to_string(),
            ],
        ),
        StatsNews::Imported { added, known } => (
            [
                "Imported {} ({} already here).",
                "导入了 {}（{}已经有了）。",
            ],
            vec![
                count(added, ["{} new game", "{} new games"], "{} 局新对局", lang),
                count(known, ["{}", "{}"], "{} 局", lang),
            ],
        ),
        StatsNews::NotStats { line } => (
            [
                "That file holds no stats: its line {} is not a game as Export writes one. Your stats are unchanged.",
                "这个文件不是统计：第 {} 行不是“导出统计”写出的对局。你的统计没有改变。",
            ],
            vec![line.to_string()],
        ),
        StatsNews::NotKept => (
            [
                "This browser did not let the page keep your stats (its storage is full or turned off).",
                "这个浏览器不让本页保存统计（存储已满或已关闭）。",
            ],
            vec![],
        ),
        StatsNews::Unreadable { line } => (
            [
                "The stats kept on this device could not be read (their line {} is not a game), and no game is added to them. Clear stats starts them afresh.",
                "这台设备上保存的统计无法读取（第 {} 行不是对局），新对局也不会记入。“清除统计”可重新开始。",
            ],
            vec![line.to_string()],
        ),
        StatsNews::Cleared => ([lang.stats_words().cleared; 2], vec![]),
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    fill(lang, templates, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_in_both_languages() {
        let rows = [
            (
                0,
                0,
                "Today's puzzle: none solved yet. Solve one to start a streak.",
            ),
            (
                1,
                4,
                "Today's puzzle streak: 1 day in a row (best: 4 days).",
            ),
            (
                0,
                1,
                "Today's puzzle: no streak now (best: 1 day in a row).",
            ),
            (
                5,
                5,
                "Today's puzzle streak: 5 days in a row (best: 5 days).",
            ),
        ];
        for (current, best, en) in rows {
            assert_eq!(streak(current, best, Lang::En), en);
        }
        assert_eq!(
            streak(2, 7, Lang::Zh),
            "每日一题连续：2 天（最长连续 7 天）。"
        );
        assert_eq!(
            streak(0, 3, Lang::Zh),
            "每日一题：目前没有连续（最长连续 3 天）。"
        );
    }

    #[test]
    fn the_chart_names_each_time() {
        let times = [("Easy", 65_000), ("", 754_000)];
        assert_eq!(
            times_chart(&times, Lang::En),
            "Solve times of your last 2 solved games, oldest first: 1:05 (Easy); 12:34"
        );
        assert_eq!(
            times_chart(&times, Lang::Zh),
            "最近解出的 2 局的用时，从早到晚：1:05 (Easy)；12:34"
        );
    }

    #[test]
    fn news_in_both_languages() {
        let imported = StatsNews::Imported { added: 3, known: 1 };
        assert_eq!(
            news(imported, Lang::En),
            "Imported 3 new games (1 already here)."
        );
        assert_eq!(
            news(imported, Lang::Zh),
            "导入了 3 局新对局（1 局已经有了）。"
        );
        let one = StatsNews::Imported { added: 1, known: 0 };
        assert_eq!(news(one, Lang::En), "Imported 1 new game (0 already here).");
        let exported = StatsNews::Exported { games: 1 };
        assert_eq!(
            news(exported, Lang::En),
            "Exported 1 game to sudoku-stats.txt."
        );
        let refused = StatsNews::NotStats { line: 4 };
        assert!(news(refused, Lang::En).contains("its line 4 is not a game"));
        assert_eq!(news(StatsNews::Cleared, Lang::Zh), "统计已清除。");
    }
}
