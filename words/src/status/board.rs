//! The status line's words about the board: what was loaded, read from a photo, or edited, and
//! why some text is not a puzzle.

use sudoku_solver::{Board, CellSet, Digit, ParseError, ParseErrorKind};

use super::{CameraProblem, ScanProblem, Source};
use crate::examples::EXAMPLES;
use crate::{Lang, fill};

/// "Read the photo: 24 givens. 2 cells are unsure, marked. …": a photo read, `unsure` cells
/// marked, `changed` by the solver's check, with a single solution or not (`unique`).
pub(super) fn scanned(
    givens: usize,
    unsure: usize,
    changed: usize,
    unique: bool,
    lang: Lang,
) -> String {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
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
    let next = if unique {
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

/// Why a photo could not be read.
pub(super) fn scan_failed(problem: &ScanProblem, lang: Lang) -> String {
    let (templates, side) = match problem {
        ScanProblem::NotAnImage => (
            [
                "That file is not an image this browser can read. The board is unchanged.",
                "这个文件不是此浏览器能读取的图片。棋盘未改变。",
            ],
            0,
        ),
        ScanProblem::TooSmall(side) => (
            [
                "The photo is too small to read ({} pixels across). The board is unchanged.",
                "照片太小，无法识别（宽 {} 像素）。棋盘未改变。",
            ],
            *side,
        ),
        ScanProblem::NoGrid => (
            [
                "No Sudoku grid was found in the photo: take it straight on, the whole grid in view, in good light. The board is unchanged.",
                "照片中没有找到数独网格：请正对网格、拍下整个网格并保证光线充足。棋盘未改变。",
            ],
            0,
        ),
        ScanProblem::Stopped => (
            [
                "Reading the photo stopped; try again. The board is unchanged.",
                "照片识别中断了，请重试。棋盘未改变。",
            ],
            0,
        ),
    };
    fill(lang, templates, &[&side.to_string()])
}

/// Why the camera did not start.
pub(super) fn camera_failed(problem: &CameraProblem) -> [&'static str; 2] {
    match problem {
        CameraProblem::Denied => [
            "The camera is not allowed: allow it in the browser's settings for this site, or use Scan photo. The board is unchanged.",
            "相机未获允许：请在浏览器中允许此网站使用相机，或使用“扫描照片”。棋盘未改变。",
        ],
        CameraProblem::NoCamera => [
            "No camera was found: use Scan photo to choose a photo instead. The board is unchanged.",
            "没有找到相机：请改用“扫描照片”选择一张照片。棋盘未改变。",
        ],
        CameraProblem::Failed => [
            "The camera would not start (another app may be using it): try again, or use Scan photo. The board is unchanged.",
            "相机无法启动（可能正被其他应用使用）：请重试，或使用“扫描照片”。棋盘未改变。",
        ],
    }
}

/// "Loaded the pasted puzzle: 21 givens." and how many of them clash.
pub(super) fn loaded(source: &Source, givens: &str, clashes: usize, lang: Lang) -> String {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    let clash = match clashes {
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
        Source::Lesson => (
            "Loaded the technique's example: {}.{} Its step is shown once the puzzle is rated.",
            "已载入技巧的例题：{}。{}评级完成后即显示这一步。",
        ),
        Source::Today { level, date } => {
            let day = format!("{}-{:02}-{:02}", date / 10000, date / 100 % 100, date % 100);
            return say(
                "Today's {} puzzle, {}: {}.{}",
                "今日{}题目（{}）：{}。{}",
                &[lang.level(*level), &day, givens, &clash],
            );
        }
        Source::Generated(level) => {
            return say(
                "A new {} puzzle: {}.{}",
                "新的{}题目：{}。{}",
                &[lang.level(*level), givens, &clash],
            );
        }
        Source::Practice(name) => {
            return say(
                "A practice puzzle whose hardest step is {}: {}.{}",
                "以{}为最难一步的练习题：{}。{}",
                &[name[lang as usize], givens, &clash],
            );
        }
        Source::Example(index) => {
            let name = example_name(*index, lang);
            return say(
                "Loaded the example \u{201c}{}\u{201d}: {}.{}",
                "已载入示例“{}”：{}。{}",
                &[name, givens, &clash],
            );
        }
    };
    say(en, zh, &[givens, &clash])
}

/// Text from `source` that is not a puzzle, and why.
pub(super) fn unreadable(source: &Source, error: &ParseError, lang: Lang) -> String {
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
    fill(lang, [en, zh], &[&error])
}

/// The board after an edit: its clashes, its givens, and whether its solution went.
pub(super) fn edited(board: &Board, givens: &str, solution_removed: bool, lang: Lang) -> String {
    let say = |en: &str, zh: &str, args: &[&str]| fill(lang, [en, zh], args);
    let clashes = board.clashes();
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
        &[&conflict, &capitalized(givens), &removed],
    )
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

/// How many clashing cells the status names before it leaves the rest to the board's marks: a
/// status is read aloud on every change, and a board full of clashes would make it a page long.
const CLASHES_NAMED: usize = 6;

/// "Conflict: Row 1, Column 4 and Row 1, Column 8 both hold 3." — the clashing cells grouped by
/// digit; the first digit's group always, then whole groups while at most [`CLASHES_NAMED`] cells
/// are named; the others are counted ("4 other clashing digits are marked on the board.").
pub(super) fn describe_clashes(cells: CellSet, board: &Board, lang: Lang) -> String {
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
pub(super) fn givens_text(givens: usize, entries: usize, lang: Lang) -> String {
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
