//! The status line's words: one template pair per sentence.

use sudoku_solver::{
    Algorithm, Board, CellSet, Counts, Digit, ParseError, ParseErrorKind, Verdict,
};

use super::hint::hint_text;
use super::{CameraProblem, CopyFormat, ScanProblem, Shown, Source, Status, Work};
use crate::examples::EXAMPLES;
use crate::numbers::{self, thousands};
use crate::{Lang, fill};

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
        let all_time = numbers::millis(all.millis, lang);
        let first = self.first.unwrap_or(all);
        let first_time = numbers::millis(first.millis, lang);
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

impl Status {
    /// The words for this status in `lang`. `shown` is the board now: the status reads counts and
    /// clashes off it, since every action that changes the board also sets the status.
    pub fn text(&self, shown: &Shown, lang: Lang) -> String {
        let board = &shown.board;
        // Each sentence is a pair of templates, English and Chinese, whose `{}` are filled in
        // order by `say`: one code path for both languages (two `format!`s per sentence would
        // double the page's code for them).
        let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
        let clashes = board.clashes();
        let givens = givens_text(shown.givens, shown.entries, lang);
        match self {
            Status::Scanning => say("Reading the photo…", "正在识别照片……", &[]),
            Status::Scanned {
                givens,
                unsure,
                changed,
                unique,
            } => {
                let read = say(
                    "Read the photo: {} givens.",
                    "已识别照片：{} 个数字。",
                    &[&givens.to_string()],
                );
                let unsure = match unsure {
                    0 => String::new(),
                    1 => say(
                        " 1 cell is unsure, marked.",
                        "1 个格子不确定，已标出。",
                        &[],
                    ),
                    n => say(
                        " {} cells are unsure, marked.",
                        "{} 个格子不确定，已标出。",
                        &[&n.to_string()],
                    ),
                };
                let changed = match changed {
                    0 => String::new(),
                    1 => say(
                        " The solver's check changed 1 cell.",
                        "求解器的检查改了 1 个格子。",
                        &[],
                    ),
                    n => say(
                        " The solver's check changed {} cells.",
                        "求解器的检查改了 {} 个格子。",
                        &[&n.to_string()],
                    ),
                };
                let next = if *unique {
                    say(
                        " Check it against the photo, then press Use this puzzle.",
                        "请对照照片检查，然后按“使用这道题”。",
                        &[],
                    )
                } else {
                    say(
                        " It has no single solution, so a cell is misread: correct it here (type its digit), or discard it.",
                        "它没有唯一解，说明有格子识别错了：请在这里改正（输入它的数字），或放弃。",
                        &[],
                    )
                };
                format!("{read}{unsure}{changed}{next}")
            }
            Status::ScanFailed(problem) => match problem {
                ScanProblem::NotAnImage => say(
                    "That file is not an image this browser can read. The board is unchanged.",
                    "这个文件不是此浏览器能读取的图片。棋盘未改变。",
                    &[],
                ),
                ScanProblem::TooSmall(side) => say(
                    "The photo is too small to read ({} pixels across). The board is unchanged.",
                    "照片太小，无法识别（宽 {} 像素）。棋盘未改变。",
                    &[&side.to_string()],
                ),
                ScanProblem::NoGrid => say(
                    "No Sudoku grid was found in the photo: take it straight on, the whole grid in view, in good light. The board is unchanged.",
                    "照片中没有找到数独网格：请正对网格、拍下整个网格并保证光线充足。棋盘未改变。",
                    &[],
                ),
                ScanProblem::Stopped => say(
                    "Reading the photo stopped; try again. The board is unchanged.",
                    "照片识别中断了，请重试。棋盘未改变。",
                    &[],
                ),
            },
            Status::ScanDiscarded => say(
                "The scanned puzzle was discarded; the board is as it was.",
                "已放弃扫描的题目；棋盘保持原样。",
                &[],
            ),
            Status::CameraFailed(problem) => match problem {
                CameraProblem::Denied => say(
                    "The camera is not allowed: allow it in the browser's settings for this site, or use Scan photo. The board is unchanged.",
                    "相机未获允许：请在浏览器中允许此网站使用相机，或使用“扫描照片”。棋盘未改变。",
                    &[],
                ),
                CameraProblem::NoCamera => say(
                    "No camera was found: use Scan photo to choose a photo instead. The board is unchanged.",
                    "没有找到相机：请改用“扫描照片”选择一张照片。棋盘未改变。",
                    &[],
                ),
                CameraProblem::Failed => say(
                    "The camera would not start (another app may be using it): try again, or use Scan photo. The board is unchanged.",
                    "相机无法启动（可能正被其他应用使用）：请重试，或使用“扫描照片”。棋盘未改变。",
                    &[],
                ),
            },
            Status::Welcome => say(
                "Type a puzzle, paste one, or pick an example; then press Solve.",
                "输入一道题、粘贴一道题或选择一个示例，然后按“求解”。",
                &[],
            ),
            Status::Generating { level, today } => {
                let (en, zh) = match today {
                    false => ("Making a new {} puzzle…", "正在生成一道新的{}题目……"),
                    true => ("Making today's {} puzzle…", "正在生成今日的{}题目……"),
                };
                say(en, zh, &[lang.level(*level)])
            }
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
                    Source::Scan => (
                        "Loaded the scanned puzzle: {}.{}",
                        "已载入扫描的题目：{}。{}",
                    ),
                    Source::Today { level, date } => {
                        let day =
                            format!("{}-{:02}-{:02}", date / 10000, date / 100 % 100, date % 100);
                        return say(
                            "Today's {} puzzle, {}: {}.{}",
                            "今日{}题目（{}）：{}。{}",
                            &[lang.level(*level), &day, &givens, &clash],
                        );
                    }
                    Source::Generated(level) => {
                        return say(
                            "A new {} puzzle: {}.{}",
                            "新的{}题目：{}。{}",
                            &[lang.level(*level), &givens, &clash],
                        );
                    }
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
            Status::CannotSave => say(
                "This browser is not letting the app save, so the board will be gone when the \
                 page closes; everything else works.",
                "此浏览器不允许本应用保存，页面关闭后棋盘将丢失；其他功能照常。",
                &[],
            ),
            Status::WorkerLost { logic: false } => say(
                "The solver stopped unexpectedly and has been restarted; nothing on the board was \
                 lost. Try again.",
                "求解器意外停止，已重新启动；棋盘上的内容都在。请再试一次。",
                &[],
            ),
            Status::WorkerLost { logic: true } => say(
                "The hint and rating engine stopped unexpectedly and has been restarted; nothing \
                 on the board was lost. Try again.",
                "提示与评级引擎意外停止，已重新启动；棋盘上的内容都在。请再试一次。",
                &[],
            ),
            Status::FromOtherTab => say(
                "Updated with the board from another tab of this app.",
                "已更新为本应用另一个标签页中的棋盘。",
                &[],
            ),
            Status::TabsMerged => say(
                "Two tabs of this app saved different boards at once: this tab shows the newer, \
                 and the other is one Undo back.",
                "本应用的两个标签页同时保存了不同的棋盘：这里显示较新的，另一个可撤销一步找回。",
                &[],
            ),
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
            Status::NotesMode(true) => say(
                "Notes on: a digit now toggles a note in the cell.",
                "笔记模式已开启：数字现在在格子里切换笔记。",
                &[],
            ),
            Status::NotesMode(false) => say(
                "Notes off: a digit now fills the cell.",
                "笔记模式已关闭：数字现在填入格子。",
                &[],
            ),
            Status::NotesFilled => say(
                "Every empty cell's candidates are now in its notes.",
                "每个空格的候选数都已填入笔记。",
                &[],
            ),
            Status::GivenLocked(cell) => say(
                "{} is one of the puzzle's givens, so it stays. To change the puzzle, press Edit puzzle.",
                "{}是题目给出的数字，不能改动。要修改题目，请按“编辑题目”。",
                &[&lang.cell(*cell)],
            ),
            Status::EditingPuzzle(true) => say(
                "Editing the puzzle: digits you type are givens, and each moves on to the next cell. Press Edit puzzle again to play.",
                "正在编辑题目：输入的数字是题目给出的数字，每输入一个就移到下一格。再按“编辑题目”开始解题。",
                &[],
            ),
            Status::EditingPuzzle(false) => say(
                "Playing: the givens are locked, and digits you type are yours.",
                "开始解题：题目给出的数字已锁定，你输入的数字是你的答案。",
                &[],
            ),
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
                // A search still going after a few seconds (the naive one can take minutes):
                // the person hears that it may be long, and how to stop it.
                let long = *millis >= LONG_MILLIS;
                let (en, zh) = match (self, tries) {
                    (Status::Solving { .. }, _) if long => (
                        "Solving with {}… {} tries so far, {}. This may take minutes; Cancel stops it.",
                        "正在用{}求解……已尝试 {} 次，用时 {}。这可能要几分钟；按“取消”可停止。",
                    ),
                    (_, _) if long => (
                        "Comparing: running {}… {} tries so far, {}. This may take minutes; Cancel stops it.",
                        "比较中：正在运行{}……已尝试 {} 次，用时 {}。这可能要几分钟；按“取消”可停止。",
                    ),
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
                say(
                    en,
                    zh,
                    &[name, &thousands(*tries), &numbers::millis(*millis, lang)],
                )
            }
            Status::Compared { verdict, times } => {
                let times: Vec<String> = times
                    .iter()
                    .map(|(algorithm, millis)| {
                        say(
                            "{} {}",
                            "{} {}",
                            &[lang.algorithm(*algorithm), &numbers::millis(*millis, lang)],
                        )
                    })
                    .collect();
                say(
                    "Compared: every algorithm found {}; {}. The board is unchanged.",
                    "比较完成：每种算法都得出{}；{}。棋盘未改变。",
                    &[
                        lang.verdict(*verdict),
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
                    _ => lang.verdict(*verdict),
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
                    &numbers::millis(*millis, lang),
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

/// After how long a running search says it may take minutes.
const LONG_MILLIS: f64 = 3_000.0;

/// How many clashing cells the status names before it leaves the rest to the board's marks: a
/// status is read aloud on every change, and a board full of clashes would make it a page long.
const CLASHES_NAMED: usize = 6;

/// "Conflict: Row 1, Column 4 and Row 1, Column 8 both hold 3." — the clashing cells grouped by
/// digit; the first digit's group always, then whole groups while at most [`CLASHES_NAMED`] cells
/// are named; the others are counted ("4 other clashing digits are marked on the board.").
fn describe_clashes(cells: CellSet, board: &Board, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let groups = Digit::ALL.iter().map(|&digit| {
        let held: Vec<_> = (cells.iter())
            .filter(|&cell| board.get(cell) == Some(digit))
            .collect();
        (digit, held)
    });
    let (mut named, mut unnamed) = (Vec::new(), 0);
    let mut named_cells = 0;
    for (digit, held) in groups.filter(|(_, held)| !held.is_empty()) {
        if !named.is_empty() && named_cells + held.len() > CLASHES_NAMED {
            unnamed += held.len();
            continue;
        }
        named_cells += held.len();
        let names: Vec<String> = held.iter().map(|&cell| lang.cell(cell)).collect();
        named.push(match (names.len(), zh) {
            (2, false) => format!("{} and {} both hold {digit}", names[0], names[1]),
            (_, false) => format!("{} all hold {digit}", names.join("; ")),
            (_, true) => format!("{}都是 {digit}", names.join("和")),
        });
    }
    let count = cells.len();
    let rest = match (unnamed, zh) {
        (0, _) => String::new(),
        (1, false) => " 1 other clashing digit is marked on the board.".into(),
        (n, false) => format!(" {n} other clashing digits are marked on the board."),
        (n, true) => format!("另有 {n} 个冲突的数字已在棋盘上标出。"),
    };
    match zh {
        false => format!(
            "Conflict: {count} digits clash. {}.{rest}",
            named.join(". ")
        ),
        true => format!("冲突：{count} 个数字互相冲突。{}。{rest}", named.join("；")),
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
    EXAMPLES.get(index).map_or("", |example| example.name(lang))
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
