//! A search's events in words, as Step through's log says them: "Row 4, Column 2: try 6, clashes
//! with row 4 (line 6)."

use sudoku_solver::{Cell, DigitSet, Event, Verdict};

use crate::listing;
use crate::{Lang, fill};

/// One event in words. `end` is what the search found, for [`Event::Finished`] (`None`: the
/// givens clash).
pub fn event(event: &Event, end: Option<Verdict>, lang: Lang) -> String {
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    match event {
        Event::Choose {
            cell,
            candidates,
            tied,
        } => choose(*cell, *candidates, *tied, lang),
        Event::Try {
            cell,
            digit,
            clash: Some(unit),
        } => say(
            ["{}: try {}, clashes with {}.", "{}：试 {}，与{}冲突。"],
            &[&lang.cell(*cell), &digit.to_string(), &lang.unit(*unit)],
        ),
        Event::Try { cell, digit, .. } => say(
            ["{}: try {}, it fits.", "{}：试 {}，可以放。"],
            &[&lang.cell(*cell), &digit.to_string()],
        ),
        Event::DeadEnd {
            cell,
            undo: Some((back, digit)),
        } => say(
            [
                "{}: nothing left to try; back to {}, taking back {}.",
                "{}：无数可试；退回{}，收回 {}。",
            ],
            &[&lang.cell(*cell), &lang.cell(*back), &digit.to_string()],
        ),
        Event::DeadEnd { cell, undo: None } => say(
            [
                "{}: nothing left to try, and nothing to take back.",
                "{}：无数可试，也无可收回。",
            ],
            &[&lang.cell(*cell)],
        ),
        Event::Guess { cell, digit } => say(
            ["{}: guess {}.", "{}：猜 {}。"],
            &[&lang.cell(*cell), &digit.to_string()],
        ),
        Event::Deduced { cells } => match cells.len() {
            0 => say(["Logic fills no cell.", "逻辑没有推出新的格子。"], &[]),
            1 => say(["Logic fills 1 cell.", "逻辑推出 1 个格子。"], &[]),
            n => say(
                ["Logic fills {} cells.", "逻辑推出 {} 个格子。"],
                &[&n.to_string()],
            ),
        },
        Event::Refuted { cell, digit } => say(
            [
                "{}: {} leads to a contradiction; taken back.",
                "{}：{} 导致矛盾，已收回。",
            ],
            &[&lang.cell(*cell), &digit.to_string()],
        ),
        Event::Solution(_) => say(
            [
                "A solution: every cell is filled.",
                "得到一个解：每个格子都已填好。",
            ],
            &[],
        ),
        Event::Finished => match end {
            Some(Verdict::Unique) => say(["Finished: the only solution.", "结束：唯一解。"], &[]),
            Some(verdict) => say(["Finished: {}.", "结束：{}。"], &[lang.verdict(verdict)]),
            None => say(["Finished: the givens clash.", "结束：题目数字冲突。"], &[]),
        },
        // An event this version does not know is said by its cell-free name.
        #[allow(unreachable_patterns)]
        _ => say(["A step of the search.", "搜索的一步。"], &[]),
    }
}

/// The cell a search chose: the first empty one (the naive search, `candidates` `None`), or the
/// one with the fewest candidates, first of `tied` such.
fn choose(cell: Cell, candidates: Option<DigitSet>, tied: usize, lang: Lang) -> String {
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let Some(candidates) = candidates else {
        return say(
            ["{}: the first empty cell.", "{}：第一个空格。"],
            &[&lang.cell(cell)],
        );
    };
    if candidates.is_empty() {
        return say(
            [
                "{}: the fewest candidates, and it has none.",
                "{}：候选数最少，一个也没有。",
            ],
            &[&lang.cell(cell)],
        );
    }
    let digits: Vec<String> = candidates.iter().map(|d| d.to_string()).collect();
    let args = [
        lang.cell(cell),
        candidates.len().to_string(),
        digits.join(" "),
        tied.to_string(),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let templates = match tied {
        1 => [
            "{}: the fewest candidates, {} ({}).",
            "{}：候选数最少，{} 个（{}）。",
        ],
        _ => [
            "{}: the fewest candidates, {} ({}); first of {} such cells in reading order.",
            "{}：候选数最少，{} 个（{}）；{} 个格子并列，按阅读顺序取第一个。",
        ],
    };
    say(templates, &args)
}

/// `words` with the line of the listing it executed: "Row 1, Column 1: try 1, clashes with box 1
/// (line 6)." — so a screen reader hears, in the log, which line of the code ran.
pub fn with_line(words: String, lines: u16, lang: Lang) -> String {
    let Some(line) = listing::main_line(lines) else {
        return words;
    };
    let sentence = words.trim_end_matches(['.', '。']);
    fill(
        lang,
        ["{} (line {}).", "{}（代码第 {} 行）。"],
        &[sentence, &line.to_string()],
    )
}
