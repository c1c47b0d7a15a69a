//! The status line: what the last action did, as data, and the words that say it.
//!
//! The words follow the contract (`shared/docs/ui-contract.md`): after Solve, only a unique solution
//! says "solved"; "more than one solution", "no solution" and "conflict" name the other outcomes.

use sudoku_solver::{
    Algorithm, Board, Cell, CellSet, Counts, Digit, Outcome, ParseError, ParseErrorKind,
};

use crate::grid::Grid;
use crate::i18n::Lang;
use crate::worker::Timed;

/// Where loaded text came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Pasted onto the board.
    Paste,
    /// The `Puzzle text` box.
    TextBox,
    /// A `#p=` link.
    Link,
    /// The Examples menu: the example's index in [`EXAMPLES`](crate::examples::EXAMPLES).
    Example(usize),
}

/// The ways to copy the board out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyFormat {
    /// The givens as the 81-character line.
    Line,
    /// What the board shows, as a 9-line grid.
    Grid,
    /// A link to the page with the board in its address.
    Link,
}

/// What a solve did: the algorithm, and its counts and time up to its first solution (where the
/// tutorials stop) and in all (the proof that there is no other).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Work {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The whole search.
    pub all: Timed,
    /// Up to the first solution, if there was one.
    pub first: Option<Timed>,
}

impl Work {
    /// "45,360 tries" for the backtracking algorithms (with the backtracks when `backtracks`),
    /// "3 guesses" for the fast one, whose tries are guesses.
    fn tally(&self, counts: Counts, backtracks: bool, lang: Lang) -> String {
        if self.algorithm == Algorithm::Fast {
            return guesses_text(counts.tries, lang);
        }
        let tries = thousands(counts.tries);
        match (backtracks, lang) {
            (false, Lang::En) => format!("{tries} tries"),
            (false, Lang::Zh) => format!("{tries} 次尝试"),
            (true, Lang::En) => format!(
                "{tries} tries and {} backtracks",
                thousands(counts.backtracks)
            ),
            (true, Lang::Zh) => format!("{tries} 次尝试、{} 次回溯", thousands(counts.backtracks)),
        }
    }

    /// What the search did, the tutorials' figure first: "Naive backtracking found it after
    /// 45,360 tries (4.9 ms); proving it is the only one took 4,569,975 tries and 507,775
    /// backtracks in all (480 ms)." `verdict` says what it found.
    fn text(&self, verdict: Verdict, lang: Lang) -> String {
        let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
        let name = lang.algorithm(self.algorithm);
        let all = self.all;
        let all_time = format_millis(all.millis);
        let first = self.first.unwrap_or(all);
        let first_time = format_millis(first.millis);
        let fast = self.algorithm == Algorithm::Fast;
        match verdict {
            Verdict::Unique if fast && all.counts.tries == 0 => say(
                [
                    "{} found it by logic alone, without a guess ({}).",
                    "{}算法仅凭推理就找到了它，无需猜测（{}）。",
                ],
                &[name, &all_time],
            ),
            Verdict::Unique => say(
                [
                    "{} found it after {} ({}); proving it is the only one took {} in all ({}).",
                    "{}算法经过 {}找到它（{}）；证明它是唯一解共用了 {}（{}）。",
                ],
                &[
                    name,
                    &self.tally(first.counts, false, lang),
                    &first_time,
                    &self.tally(all.counts, true, lang),
                    &all_time,
                ],
            ),
            Verdict::Multiple => say(
                [
                    "{} found the first after {} ({}) and a second after {} in all ({}).",
                    "{}算法经过 {}找到第一个解（{}），共经过 {}找到第二个（{}）。",
                ],
                &[
                    name,
                    &self.tally(first.counts, false, lang),
                    &first_time,
                    &self.tally(all.counts, false, lang),
                    &all_time,
                ],
            ),
            Verdict::NoSolution => say(
                [
                    "{} proved it with {} ({}).",
                    "{}算法用 {}证明了这一点（{}）。",
                ],
                &[name, &self.tally(all.counts, true, lang), &all_time],
            ),
        }
    }
}

/// What a solve found, without the solutions themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Exactly one solution.
    Unique,
    /// More than one.
    Multiple,
    /// None.
    NoSolution,
}

impl Verdict {
    /// What `outcome` says of the puzzle; `None` for clashing givens, which were never searched.
    pub fn of(outcome: &Outcome) -> Option<Verdict> {
        match outcome {
            Outcome::Unique(_) => Some(Verdict::Unique),
            Outcome::Multiple(..) => Some(Verdict::Multiple),
            Outcome::NoSolution => Some(Verdict::NoSolution),
            Outcome::Clash(_) => None,
        }
    }
}

/// What the last action did.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Nothing yet.
    Welcome,
    /// The board saved last time is back.
    Restored,
    /// Saved data could not be read; the app started clean.
    StorageUnreadable,
    /// A puzzle was loaded (its givens and clashes are read off the board).
    Loaded(Source),
    /// The page was opened with a `#p=` link that is not a puzzle; the board is empty.
    BadStartLink(ParseError),
    /// Text could not be read as a puzzle; the board is unchanged.
    Unreadable {
        /// From where.
        source: Source,
        /// Why.
        error: ParseError,
    },
    /// The person typed or erased a digit (the givens and clashes are read off the board).
    Edited {
        /// The solver's digits were removed, because the puzzle changed.
        solution_removed: bool,
    },
    /// The board was emptied.
    Cleared,
    /// A change was undone.
    Undone,
    /// An undone change was made again.
    Redone,
    /// The board was copied to the clipboard.
    Copied(CopyFormat),
    /// The clipboard refused; the text was put in the Puzzle text box instead.
    CopyFailed,
    /// A solve is running (in the worker).
    Solving {
        /// With which algorithm.
        algorithm: Algorithm,
        /// Tries so far (the backtracking algorithms report them as they go).
        tries: u64,
        /// Time so far, in milliseconds.
        millis: f64,
    },
    /// Compare is running one of the algorithms (in the worker).
    Comparing {
        /// Which one.
        algorithm: Algorithm,
        /// Its tries so far.
        tries: u64,
        /// Its time so far, in milliseconds.
        millis: f64,
    },
    /// Compare ran every algorithm; the board is unchanged.
    Compared {
        /// What they found.
        verdict: Verdict,
        /// Each algorithm's time, in milliseconds, in the order they ran.
        times: Vec<(Algorithm, f64)>,
    },
    /// Step through has started (the step panel has its controls and counters).
    Stepping {
        /// The algorithm being shown.
        algorithm: Algorithm,
    },
    /// A stepping reached its end.
    SteppedThrough {
        /// The algorithm shown.
        algorithm: Algorithm,
        /// Its counts.
        counts: Counts,
        /// What it found.
        verdict: Verdict,
    },
    /// The person left the stepping; the board shows the grid again.
    StoppedStepping,
    /// The person stopped a solve; the board is unchanged.
    Cancelled {
        /// The algorithm that was running.
        algorithm: Algorithm,
        /// Tries it had made, as last reported.
        tries: u64,
        /// Time it had run, as last reported, in milliseconds.
        millis: f64,
    },
    /// Solve found exactly one solution.
    Solved {
        /// Cells filled in.
        filled: usize,
        /// What the search did, and its times as the worker measured them.
        work: Work,
    },
    /// Solve found several solutions; one is shown.
    NotUnique {
        /// Cells filled in.
        filled: usize,
        /// What the search did.
        work: Work,
    },
    /// Solve proved there is no solution.
    NoSolution {
        /// What the search did.
        work: Work,
    },
    /// Solve refused: givens clash (the board marks which).
    Conflict,
    /// What a press of Hint found or did.
    Hinting(HintSaid),
    /// Explain solution shows the board before a step (its index and sentence, English and
    /// Chinese), or (`None`) the person's board again.
    Explaining(Option<(usize, [String; 2])>),
}

/// What a hint says, stage by stage. Texts from the logic worker come in both languages
/// (English, Chinese), so a change of language shows them in the new one.
#[derive(Clone, Debug, PartialEq)]
pub enum HintSaid {
    /// There is no puzzle on the board.
    NoPuzzle,
    /// The solver has filled the board.
    SolverFilled,
    /// The logic worker is looking.
    Asking,
    /// Where to look (first press).
    Look([String; 2]),
    /// The step in a sentence (second press).
    Step([String; 2]),
    /// The step was applied (third press).
    Applied([String; 2]),
    /// These digits of the person's are not the solution's.
    Wrong(Vec<(Cell, Digit)>),
    /// The board is full and right.
    Complete,
    /// The puzzle does not have exactly one solution (`None`: its digits clash).
    NotOne(Option<Verdict>),
}

impl Status {
    /// Whether the status reports a problem the person should look at. `board` is what the board
    /// shows now.
    pub fn is_problem(&self, board: &Board) -> bool {
        match self {
            Status::StorageUnreadable
            | Status::BadStartLink(_)
            | Status::Unreadable { .. }
            | Status::NotUnique { .. }
            | Status::NoSolution { .. }
            | Status::CopyFailed
            | Status::Conflict
            | Status::Hinting(HintSaid::Wrong(_) | HintSaid::NotOne(_) | HintSaid::NoPuzzle) => {
                true
            }
            Status::Loaded(_) | Status::Edited { .. } => !board.clashes().is_empty(),
            _ => false,
        }
    }

    /// The words for this status in `lang`. `grid` is the board now: the status reads counts and
    /// clashes off it, since every action that changes the board also sets the status.
    pub fn text(&self, grid: &Grid, lang: Lang) -> String {
        let shown = grid.shown();
        let board = &shown;
        // Each sentence is a pair of templates, English and Chinese, whose `{}` are filled in
        // order by `say`: one code path for both languages (two `format!`s per sentence would
        // double the page's code for them).
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        let clashes = board.clashes();
        let givens = givens_text(
            grid.givens().given_count(),
            grid.entries().given_count(),
            lang,
        );
        match self {
            Status::Welcome => say(
                "Type a puzzle, paste one, or pick an example; then press Solve.",
                "输入一道题、粘贴一道题或选择一个示例，然后按“求解”。",
                &[],
            ),
            Status::Restored => say(
                "Your board from last time is back.",
                "已恢复你上次的棋盘。",
                &[],
            ),
            Status::StorageUnreadable => say(
                "The data saved in this browser could not be read, so the app started with an \
                 empty board.",
                "无法读取此浏览器中保存的数据，因此应用以空棋盘开始。",
                &[],
            ),
            Status::Loaded(source) => {
                let clash = match clashes.len() {
                    0 => String::new(),
                    n => say(
                        " {} of them clash, marked on the board.",
                        "其中 {} 个冲突，已在棋盘上标出。",
                        &[&n.to_string()],
                    ),
                };
                let (en, zh) = match source {
                    Source::Paste => (
                        "Loaded the pasted puzzle: {}.{}",
                        "已载入粘贴的题目：{}。{}",
                    ),
                    Source::TextBox => ("Loaded the puzzle text: {}.{}", "已载入题目文本：{}。{}"),
                    Source::Link => (
                        "Loaded the puzzle from the link: {}.{}",
                        "已从链接载入题目：{}。{}",
                    ),
                    Source::Example(index) => {
                        let name = example_name(*index, lang);
                        return say(
                            "Loaded the example \u{201c}{}\u{201d}: {}.{}",
                            "已载入示例“{}”：{}。{}",
                            &[name, &givens, &clash],
                        );
                    }
                };
                say(en, zh, &[&givens, &clash])
            }
            Status::BadStartLink(error) => say(
                "The link was not understood ({}); the board is empty.",
                "无法识别链接（{}），棋盘为空。",
                &[&parse_error_text(error, lang)],
            ),
            Status::Unreadable { source, error } => {
                let error = parse_error_text(error, lang);
                let (en, zh) = match source {
                    Source::Link => (
                        "The link was not understood: {}. The board is unchanged.",
                        "无法识别链接：{}。棋盘未改变。",
                    ),
                    Source::Paste => (
                        "The pasted text is not a puzzle: {}. The board is unchanged.",
                        "粘贴的文本不是题目：{}。棋盘未改变。",
                    ),
                    _ => (
                        "The puzzle text is not a puzzle: {}. The board is unchanged.",
                        "题目文本不是题目：{}。棋盘未改变。",
                    ),
                };
                say(en, zh, &[&error])
            }
            Status::Edited { solution_removed } => {
                let conflict = match clashes.is_empty() {
                    true => String::new(),
                    false => say("{} ", "{}", &[&describe_clashes(clashes, board, lang)]),
                };
                let removed = match solution_removed {
                    true => say(
                        " The puzzle changed, so its solution was removed.",
                        "题目已改变，因此移除了它的解。",
                        &[],
                    ),
                    false => String::new(),
                };
                say(
                    "{}{}.{}",
                    "{}{}。{}",
                    &[&conflict, &capitalized(&givens), &removed],
                )
            }
            Status::Cleared => say("Board cleared.", "棋盘已清除。", &[]),
            Status::Undone => say("Undone.", "已撤销。", &[]),
            Status::Redone => say("Redone.", "已重做。", &[]),
            Status::Copied(format) => match format {
                CopyFormat::Line => say("Copied the puzzle as one line.", "已复制单行题目。", &[]),
                CopyFormat::Grid => {
                    say("Copied the board as a grid.", "已复制网格形式的棋盘。", &[])
                }
                CopyFormat::Link => {
                    say("Copied a link to this board.", "已复制此棋盘的链接。", &[])
                }
            },
            Status::CopyFailed => say(
                "This browser did not allow copying; the text is in the Puzzle text box, \
                 selected, to copy from there.",
                "此浏览器不允许复制；文本已放入“题目文本”框并选中，可从那里复制。",
                &[],
            ),
            Status::Solving {
                algorithm,
                tries,
                millis,
            }
            | Status::Comparing {
                algorithm,
                tries,
                millis,
            } => {
                let name = lang.algorithm(*algorithm);
                let (en, zh) = match (self, tries) {
                    (Status::Solving { .. }, 0) => ("Solving with {}…", "正在用{}求解……"),
                    (Status::Solving { .. }, _) => (
                        "Solving with {}… {} tries so far, {}. Cancel stops it.",
                        "正在用{}求解……已尝试 {} 次，用时 {}。按“取消”可停止。",
                    ),
                    (_, 0) => ("Comparing: running {}…", "比较中：正在运行{}……"),
                    _ => (
                        "Comparing: running {}… {} tries so far, {}. Cancel stops it.",
                        "比较中：正在运行{}……已尝试 {} 次，用时 {}。按“取消”可停止。",
                    ),
                };
                say(en, zh, &[name, &thousands(*tries), &format_millis(*millis)])
            }
            Status::Compared { verdict, times } => {
                let times: Vec<String> = times
                    .iter()
                    .map(|(algorithm, millis)| {
                        say(
                            "{} {}",
                            "{} {}",
                            &[lang.algorithm(*algorithm), &format_millis(*millis)],
                        )
                    })
                    .collect();
                say(
                    "Compared: every algorithm found {}; {}. The board is unchanged.",
                    "比较完成：每种算法都得出{}；{}。棋盘未改变。",
                    &[
                        verdict_text(*verdict, lang),
                        &times.join(say(", ", "，", &[]).as_str()),
                    ],
                )
            }
            Status::Stepping { algorithm } => say(
                "Stepping through {}: press Play, or Next step for one step at a time.",
                "逐步演示{}：按“播放”，或按“下一步”每次走一步。",
                &[lang.algorithm(*algorithm)],
            ),
            Status::SteppedThrough {
                algorithm,
                counts,
                verdict,
            } => {
                let found = match (verdict, lang) {
                    (Verdict::Unique, Lang::En) => "the only solution",
                    _ => verdict_text(*verdict, lang),
                };
                say(
                    "Step through finished: {} found {} after {} tries and {} backtracks.",
                    "逐步演示结束：{}得出{}，经过 {} 次尝试和 {} 次回溯。",
                    &[
                        lang.algorithm(*algorithm),
                        found,
                        &thousands(counts.tries),
                        &thousands(counts.backtracks),
                    ],
                )
            }
            Status::StoppedStepping => say(
                "Stopped stepping; the board is as it was.",
                "已停止逐步演示，棋盘恢复原样。",
                &[],
            ),
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
                    &format_millis(*millis),
                ],
            ),
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
                &[&describe_clashes(clashes, board, lang)],
            ),
            Status::Hinting(said) => hint_text(said, lang),
            Status::Explaining(Some((at, words))) => say(
                "The board before step {}: {}",
                "第 {} 步之前的棋盘：{}",
                &[&(at + 1).to_string(), lang.pick(words).as_str()],
            ),
            Status::Explaining(None) => say("Your board again.", "回到你的棋盘。", &[]),
        }
    }
}

/// The words of a hint in `lang`.
fn hint_text(said: &HintSaid, lang: Lang) -> String {
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let ours = |pair: &[String; 2]| lang.pick(pair).clone();
    match said {
        HintSaid::NoPuzzle => say(
            [
                "No hint yet: type a puzzle or pick an example first.",
                "还不能提示：请先输入一道题或选择一个示例。",
            ],
            &[],
        ),
        HintSaid::SolverFilled => say(
            [
                "No hint: the solver has filled the board. Undo takes its digits away.",
                "无法提示：求解器已填满棋盘。按“撤销”可移除它填的数字。",
            ],
            &[],
        ),
        HintSaid::Asking => say(["Looking for a hint…", "正在寻找提示……"], &[]),
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
        HintSaid::Complete => say(
            [
                "The board is complete and correct: nothing left to hint.",
                "棋盘已填完且全部正确，无需提示。",
            ],
            &[],
        ),
        HintSaid::NotOne(why) => say(
            match why {
                Some(Verdict::NoSolution) => [
                    "No hint: this puzzle has no solution.",
                    "无法提示：这道题无解。",
                ],
                None => [
                    "No hint: digits on the board clash.",
                    "无法提示：棋盘上有数字冲突。",
                ],
                _ => [
                    "No hint: this puzzle has more than one solution.",
                    "无法提示：这道题有多个解。",
                ],
            },
            &[],
        ),
    }
}

/// The template for `lang` of the pair `[English, Chinese]`, with each `{}` replaced by the next
/// of `args` (both templates take them in the same order).
pub fn fill(lang: Lang, templates: [&str; 2], args: &[&str]) -> String {
    // By chars: a substring search (`split("{}")`) would cost the page a kilobyte.
    let mut out = String::new();
    let mut args = args.iter();
    let mut chars = lang.pick(&templates).chars().peekable();
    while let Some(ch) = chars.next() {
        if ch == '{' && chars.peek() == Some(&'}') {
            chars.next();
            out.push_str(args.next().copied().unwrap_or_default());
        } else {
            out.push(ch);
        }
    }
    out
}

/// What a search found, as a phrase: "one solution", "more than one solution", "no solution".
pub fn verdict_text(verdict: Verdict, lang: Lang) -> &'static str {
    match (verdict, lang) {
        (Verdict::Unique, Lang::En) => "one solution",
        (Verdict::Unique, Lang::Zh) => "唯一解",
        (Verdict::Multiple, Lang::En) => "more than one solution",
        (Verdict::Multiple, Lang::Zh) => "多个解",
        (Verdict::NoSolution, Lang::En) => "no solution",
        (Verdict::NoSolution, Lang::Zh) => "无解",
    }
}

/// Why text is not a puzzle, in `lang`.
pub fn parse_error_text(error: &ParseError, lang: Lang) -> String {
    if lang == Lang::En {
        return error.to_string();
    }
    match *error.kind() {
        ParseErrorKind::UnexpectedChar {
            ch,
            cell: Some(cell),
            ..
        } => format!("{}处有意外的字符“{ch}”", lang.cell(cell)),
        ParseErrorKind::UnexpectedChar {
            ch, line, column, ..
        } => {
            format!("81 个格子之后，第 {line} 行第 {column} 个字符处有意外的字符“{ch}”")
        }
        ParseErrorKind::WrongCellCount { found } => {
            format!("找到 {found} 个格子，应为 81 个")
        }
        _ => "链接中没有题目（没有 p= 或 bd=）".into(),
    }
}

/// "Conflict: Row 1, Column 4 and Row 1, Column 8 both hold 3." — the clashing cells grouped by digit.
fn describe_clashes(cells: CellSet, board: &Board, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let groups: Vec<String> = Digit::ALL
        .iter()
        .filter_map(|&digit| {
            let names: Vec<String> = cells
                .iter()
                .filter(|&cell| board.get(cell) == Some(digit))
                .map(|cell| lang.cell(cell))
                .collect();
            match (names.len(), zh) {
                (0, _) => None,
                (2, false) => Some(format!("{} and {} both hold {digit}", names[0], names[1])),
                (_, false) => Some(format!("{} all hold {digit}", names.join("; "))),
                (_, true) => Some(format!("{}都是 {digit}", names.join("和"))),
            }
        })
        .collect();
    let count = cells.len();
    match zh {
        false => format!("Conflict: {count} digits clash. {}.", groups.join(". ")),
        true => format!("冲突：{count} 个数字互相冲突。{}。", groups.join("；")),
    }
}

/// "21 givens", and the person's entries if there are any: "21 givens, 3 entries".
fn givens_text(givens: usize, entries: usize, lang: Lang) -> String {
    let givens = match (givens, lang) {
        (0, Lang::En) => "no givens".into(),
        (1, Lang::En) => "1 given".into(),
        (n, Lang::En) => format!("{n} givens"),
        (n, Lang::Zh) => format!("{n} 个数字"),
    };
    match (entries, lang) {
        (0, _) => givens,
        (1, Lang::En) => format!("{givens}, 1 entry"),
        (n, Lang::En) => format!("{givens}, {n} entries"),
        (n, Lang::Zh) => format!("{givens}，已填 {n} 个"),
    }
}

/// The name of example `index` (see [`crate::examples`]).
fn example_name(index: usize, lang: Lang) -> &'static str {
    crate::examples::EXAMPLES
        .get(index)
        .map_or("", |example| example.name(lang))
}

/// The text with its first letter in capitals. Our texts are ASCII: the Unicode case tables
/// would cost the page kilobytes for nothing.
fn capitalized(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

fn guesses_text(guesses: u64, lang: Lang) -> String {
    match (guesses, lang) {
        (0, Lang::En) => "no guesses".into(),
        (1, Lang::En) => "1 guess".into(),
        (n, Lang::En) => format!("{n} guesses"),
        (n, Lang::Zh) => format!("{n} 次猜测"),
    }
}

/// 1234567 as "1,234,567".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Milliseconds the way people read them: "0.21 ms", "3.4 ms", "120 ms", "2.3 s". Formatted
/// through integers: the float formatting code would cost the page about 5 KiB.
pub fn format_millis(millis: f64) -> String {
    let hundredths = (millis.max(0.0) * 100.0).round() as u64;
    if hundredths < 100 {
        format!("0.{hundredths:02} ms")
    } else if hundredths < 1000 {
        let tenths = (hundredths + 5) / 10;
        format!("{}.{} ms", tenths / 10, tenths % 10)
    } else if hundredths < 100_000 {
        format!("{} ms", (hundredths + 50) / 100)
    } else {
        let tenths_of_seconds = (hundredths + 5_000) / 10_000;
        format!("{}.{} s", tenths_of_seconds / 10, tenths_of_seconds % 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::Cell;

    const SOLVE_PHRASES: [&str; 3] = ["more than one solution", "no solution", "conflict"];

    /// The contract's rule for the status after Solve: `solved` only for the unique outcome, and
    /// each other outcome's own phrase.
    fn check_after_solve(status: Status, board: &Board, phrase: Option<&str>) {
        let text = status
            .text(&Grid::from_givens(*board), Lang::En)
            .to_lowercase();
        match phrase {
            None => {
                assert!(text.contains("solved"), "{text}");
                assert!(SOLVE_PHRASES.iter().all(|p| !text.contains(p)), "{text}");
            }
            Some(phrase) => {
                assert!(text.contains(phrase), "{text}");
                assert!(!text.contains("solved"), "{text}");
            }
        }
    }

    /// A search's work: `first` and `all` tries (backtracks the difference), with times.
    fn work(algorithm: Algorithm, first: Option<u64>, all: u64) -> Work {
        let timed = |tries: u64, millis: f64| Timed {
            counts: Counts {
                tries,
                placements: tries / 9,
                backtracks: tries / 9,
                max_depth: 59,
            },
            millis,
        };
        Work {
            algorithm,
            all: timed(all, 480.0),
            first: first.map(|tries| timed(tries, 4.9)),
        }
    }

    #[test]
    fn solve_outcomes_use_the_contract_words() {
        let board = Board::EMPTY;
        let filled = 60;
        for algorithm in Algorithm::ALL {
            for (first, all) in [(0, 0), (1, 3), (45_360, 4_569_975)] {
                let work = work(algorithm, Some(first), all);
                check_after_solve(Status::Solved { filled, work }, &board, None);
                let not_unique = Status::NotUnique { filled, work };
                check_after_solve(not_unique, &board, Some("more than one solution"));
                let work = self::work(algorithm, None, all);
                check_after_solve(Status::NoSolution { work }, &board, Some("no solution"));
            }
        }
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        let conflict = Status::Conflict;
        check_after_solve(conflict.clone(), &clashing, Some("conflict"));
        assert_eq!(
            conflict.text(&Grid::from_givens(clashing), Lang::En),
            "Conflict: 2 digits clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. \
             Fix them, then press Solve again."
        );
    }

    #[test]
    fn long_runs_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(18_619_020), "18,619,020");
        assert_eq!(format_millis(2_345.0), "2.3 s");
        let board = Board::EMPTY;
        let solving = Status::Solving {
            algorithm: Algorithm::Naive,
            tries: 1_234_567,
            millis: 1_500.0,
        };
        assert_eq!(
            solving.text(&Grid::from_givens(board), Lang::En),
            "Solving with Naive backtracking… 1,234,567 tries so far, 1.5 s. Cancel stops it."
        );
        let cancelled = Status::Cancelled {
            algorithm: Algorithm::CandidatesFirst,
            tries: 42,
            millis: 3.0,
        };
        assert_eq!(
            cancelled.text(&Grid::from_givens(board), Lang::En),
            "Cancelled: Candidates first stopped after 42 tries and 3.0 ms. The board is unchanged."
        );
    }

    #[test]
    fn the_tutorials_count_comes_first_then_the_whole_search() {
        let grid = Grid::from_givens(Board::EMPTY);
        let solved = Status::Solved {
            filled: 59,
            work: work(Algorithm::Naive, Some(45_360), 4_569_975),
        };
        assert_eq!(
            solved.text(&grid, Lang::En),
            "Solved: the puzzle has exactly one solution; 59 cells filled. Naive backtracking \
             found it after 45,360 tries (4.9 ms); proving it is the only one took 4,569,975 \
             tries and 507,775 backtracks in all (480 ms)."
        );
        assert_eq!(
            solved.text(&grid, Lang::Zh),
            "已解出：此题恰有一个解；填好 59 个格子。朴素回溯算法经过 45,360 次尝试找到它（4.9 ms）；\
             证明它是唯一解共用了 4,569,975 次尝试、507,775 次回溯（480 ms）。"
        );
        let fast = Status::Solved {
            filled: 59,
            work: work(Algorithm::Fast, Some(1), 3),
        };
        assert!(
            fast.text(&grid, Lang::En).ends_with(
                "Fast found it after 1 guess (4.9 ms); proving it is the only one took 3 \
                 guesses in all (480 ms)."
            ),
            "{}",
            fast.text(&grid, Lang::En)
        );
        let logic_alone = Status::Solved {
            filled: 59,
            work: work(Algorithm::Fast, Some(0), 0),
        };
        assert!(
            logic_alone
                .text(&grid, Lang::En)
                .ends_with("Fast found it by logic alone, without a guess (480 ms).")
        );
        let several = Status::NotUnique {
            filled: 81,
            work: work(Algorithm::CandidatesFirst, Some(81), 91),
        };
        assert!(
            several.text(&grid, Lang::En).ends_with(
                "Candidates first found the first after 81 tries (4.9 ms) and a second after 91 \
                 tries in all (480 ms)."
            ),
            "{}",
            several.text(&grid, Lang::En)
        );
        let none = Status::NoSolution {
            work: work(Algorithm::Naive, None, 1_530),
        };
        assert!(none.text(&grid, Lang::En).ends_with(
            "Naive backtracking proved it with 1,530 tries and 170 backtracks (480 ms)."
        ));
    }

    #[test]
    fn clashes_are_named_by_digit() {
        let board: Board = format!("7...7...7{}", ".".repeat(72)).parse().unwrap();
        let edited = Status::Edited {
            solution_removed: false,
        };
        assert!(edited.is_problem(&board));
        let text = edited.text(&Grid::from_givens(board), Lang::En);
        assert_eq!(
            text,
            "Conflict: 3 digits clash. Row 1, Column 1; Row 1, Column 5; Row 1, Column 9 all hold 7. \
             3 givens."
        );
        let quiet = Status::Edited {
            solution_removed: true,
        };
        let one = Board::EMPTY.with(Cell::at(0, 0).unwrap(), Digit::new(1));
        assert!(!quiet.is_problem(&one));
        assert_eq!(
            quiet.text(&Grid::from_givens(one), Lang::En),
            "1 given. The puzzle changed, so its solution was removed."
        );
    }

    #[test]
    fn every_message_is_words() {
        let error = "x".parse::<Board>().unwrap_err();
        let statuses = [
            Status::Welcome,
            Status::Restored,
            Status::StorageUnreadable,
            Status::Loaded(Source::Example(1)),
            Status::Unreadable {
                source: Source::Paste,
                error: error.clone(),
            },
            Status::Unreadable {
                source: Source::Link,
                error,
            },
            Status::Cleared,
            Status::Undone,
            Status::Redone,
        ];
        for status in statuses {
            let text = status.text(&Grid::from_givens(Board::EMPTY), Lang::En);
            assert!(text.len() > 5 && text.ends_with('.'), "{status:?}: {text}");
            assert!(!text.to_lowercase().contains("solved"), "{text}");
            let zh = status.text(&Grid::from_givens(Board::EMPTY), Lang::Zh);
            assert!(zh.ends_with('。'), "{status:?}: {zh}");
        }
    }

    #[test]
    fn times_read_naturally() {
        assert_eq!(format_millis(0.214), "0.21 ms");
        assert_eq!(format_millis(3.44), "3.4 ms");
        assert_eq!(format_millis(123.4), "123 ms");
    }
}

#[cfg(test)]
mod chinese {
    use super::*;

    /// Every status, with figures, in both languages: the Chinese text is Chinese (no English
    /// sentence left in it) and keeps the figures.
    #[test]
    fn every_status_is_translated() {
        let counts = Counts {
            tries: 1_234,
            placements: 5,
            backtracks: 67,
            max_depth: 8,
        };
        let work = Work {
            algorithm: Algorithm::Naive,
            all: Timed {
                counts,
                millis: 2.0,
            },
            first: Some(Timed {
                counts,
                millis: 1.0,
            }),
        };
        let error = "8x".parse::<Board>().unwrap_err();
        let statuses = [
            Status::Welcome,
            Status::Restored,
            Status::StorageUnreadable,
            Status::Loaded(Source::Example(0)),
            Status::Loaded(Source::Paste),
            Status::BadStartLink(error.clone()),
            Status::Unreadable {
                source: Source::TextBox,
                error,
            },
            Status::Edited {
                solution_removed: true,
            },
            Status::Cleared,
            Status::Undone,
            Status::Redone,
            Status::Copied(CopyFormat::Link),
            Status::CopyFailed,
            Status::Solving {
                algorithm: Algorithm::Naive,
                tries: 1_234,
                millis: 1_500.0,
            },
            Status::Comparing {
                algorithm: Algorithm::Fast,
                tries: 0,
                millis: 0.0,
            },
            Status::Compared {
                verdict: Verdict::Unique,
                times: vec![(Algorithm::Fast, 0.5)],
            },
            Status::Stepping {
                algorithm: Algorithm::CandidatesFirst,
            },
            Status::SteppedThrough {
                algorithm: Algorithm::Naive,
                counts,
                verdict: Verdict::Multiple,
            },
            Status::StoppedStepping,
            Status::Cancelled {
                algorithm: Algorithm::Naive,
                tries: 1_234,
                millis: 3.0,
            },
            Status::Solved { filled: 60, work },
            Status::Solved {
                filled: 60,
                work: Work {
                    algorithm: Algorithm::Fast,
                    ..work
                },
            },
            Status::NotUnique { filled: 60, work },
            Status::NoSolution { work },
            Status::Conflict,
        ];
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        for status in statuses {
            let en = status.text(&Grid::from_givens(clashing), Lang::En);
            let zh = status.text(&Grid::from_givens(clashing), Lang::Zh);
            assert_ne!(en, zh);
            assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
            let english_words = ["the ", " and ", "board", "puzzle", "tries", "solution"];
            assert!(
                english_words.iter().all(|w| !zh.to_lowercase().contains(w)),
                "{status:?}: {zh}"
            );
            if en.contains("1,234") {
                assert!(zh.contains("1,234"), "{zh}");
            }
        }
        assert_eq!(
            Status::Conflict.text(&Grid::from_givens(clashing), Lang::Zh),
            "冲突：2 个数字互相冲突。第1行，第1列和第1行，第9列都是 3。改正后再按“求解”。"
        );
        assert_eq!(
            parse_error_text(&"8x".parse::<Board>().unwrap_err(), Lang::Zh),
            "第1行，第2列处有意外的字符“x”"
        );
    }
}
