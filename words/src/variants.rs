//! Variant Sudoku in words: what a grid breaks, as `sudoku check` says it.

use sudoku_variants::check::Broken;
use sudoku_variants::iss::ParseError;
use sudoku_variants::{Constraint, Puzzle};

use crate::{Lang, fill};

/// The rule `broken` names, for example "row 3", "the cage at R1C1 (total 15)",
/// "第3行", "R1C1 的杀手笼（总和 15）".
pub fn broken(lang: Lang, puzzle: &Puzzle, broken: &Broken) -> String {
    let cell = |cell: usize| puzzle.shape.name(cell).to_string();
    match *broken {
        Broken::Digits => lang.pick(&["the grid's digits", "盘面的数字"]).to_string(),
        Broken::Given(at) => fill(lang, ["the given at {}", "{} 的提示数"], &[&cell(at)]),
        Broken::Row(r) => fill(lang, ["row {}", "第{}行"], &[&(r + 1).to_string()]),
        Broken::Column(c) => fill(lang, ["column {}", "第{}列"], &[&(c + 1).to_string()]),
        Broken::House(first) => fill(
            lang,
            [
                "the house at {} (no digit twice)",
                "{} 所在的区域（数字不重复）",
            ],
            &[&cell(first)],
        ),
        Broken::Apart(a, b) => fill(
            lang,
            [
                "{} and {} (a knight's or king's move apart)",
                "{} 与 {}（马步或王步相隔）",
            ],
            &[&cell(a), &cell(b)],
        ),
        Broken::Rule(index) => match puzzle.constraints.get(index) {
            Some(constraint) => rule(lang, puzzle, constraint),
            None => lang.pick(&["a rule", "一条规则"]).to_string(),
        },
        _ => lang.pick(&["a rule", "一条规则"]).to_string(),
    }
}

/// Text that is in no variant format at all.
pub fn not_a_variant(lang: Lang) -> String {
    lang.pick(&[
        "not a variant puzzle: expected ISS's constraint string (.Cage~10~R1C1~R1C2…), an f-puzzles or SudokuPad link, f-puzzles' JSON, or this project's format (9x9; …)",
        "不是变型数独题目：应为 ISS 的约束串（.Cage~10~R1C1~R1C2…）、f-puzzles 或 SudokuPad 链接、f-puzzles 的 JSON，或本项目的格式（9x9; …）",
    ])
    .to_string()
}

/// A grid that is not `cells` digits from `first` to `last` (letters above 9x9).
pub fn not_a_grid(lang: Lang, cells: usize, first: usize, last: usize) -> String {
    fill(
        lang,
        [
            "the grid must be {} characters, a digit from {} to {} for each cell (letters A to P above 9x9)",
            "盘面须为 {} 个字符，每格一个 {} 到 {} 的数字（大于 9x9 时用字母 A 到 P）",
        ],
        &[&cells.to_string(), &first.to_string(), &last.to_string()],
    )
}

/// Why a variant puzzle's text was refused, for example "no set of different digits of the
/// cage's size sums to 50", "没有与笼子格数相同个数的不同数字之和为 50". (What a SudokuPad puzzle
/// draws is described as the reader found it, in English.)
pub fn parse_error(lang: Lang, error: &ParseError) -> String {
    let quoted = |text: &str| format!("{text:?}");
    match error {
        ParseError::Unsupported(kind) => fill(
            lang,
            ["unknown constraint type {}", "未知的约束类型 {}"],
            &[&quoted(kind)],
        ),
        ParseError::Shape(text) => fill(
            lang,
            ["unknown shape {}", "未知的盘面形状 {}"],
            &[&quoted(text)],
        ),
        ParseError::Cell(text) => fill(
            lang,
            ["{} is not a cell of the grid", "{} 不是盘面上的格子"],
            &[&quoted(text)],
        ),
        ParseError::Number(text) => fill(
            lang,
            ["{} is not a number that fits here", "{} 不是此处可用的数"],
            &[&quoted(text)],
        ),
        ParseError::Arguments(kind) => {
            fill(lang, ["wrong arguments for {}", "{} 的参数有误"], &[kind])
        }
        ParseError::Regions => lang
            .pick(&[
                "the jigsaw regions do not fit the grid",
                "锯齿区域与盘面不符",
            ])
            .to_string(),
        ParseError::ImpossibleTotal(sum) => fill(
            lang,
            [
                "no set of different digits of the cage's size sums to {}",
                "没有与笼子格数相同个数的不同数字之和为 {}",
            ],
            &[&sum.to_string()],
        ),
        ParseError::NotFPuzzles => lang
            .pick(&[
                "not an f-puzzles puzzle (its link, its compressed text or its JSON)",
                "不是 f-puzzles 题目（它的链接、压缩文本或 JSON）",
            ])
            .to_string(),
        ParseError::NotSudokuPad => lang
            .pick(&[
                "not a SudokuPad puzzle whose text travels in its link",
                "不是题目内容在链接里的 SudokuPad 题目",
            ])
            .to_string(),
        ParseError::Remote(name) => fill(
            lang,
            [
                "the SudokuPad link only names a puzzle kept on SudokuPad's server ({}), which this program cannot fetch: it works offline",
                "这个 SudokuPad 链接只给出了存放在 SudokuPad 服务器上的题目名（{}），本程序离线运行，无法取得",
            ],
            &[&quoted(name)],
        ),
        ParseError::Drawn(what) => fill(
            lang,
            [
                "this puzzle draws {}, which is no rule we know",
                "这道题画了 {}，这不是我们认识的规则",
            ],
            &[what],
        ),
        other => other.to_string(),
    }
}

/// The rule of a kind of constraint, in one sentence (the README's table says the same).
pub fn rule_sentence(lang: Lang, constraint: &Constraint) -> &'static str {
    let [en, zh] = (house_sentence(constraint))
        .or_else(|| clue_sentence(constraint))
        .or_else(|| iss_sentence(constraint))
        .unwrap_or(["A rule of this puzzle.", "本题的一条规则。"]);
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// The rule of a constraint on which cells hold each digit once, or never the same digit.
fn house_sentence(constraint: &Constraint) -> Option<[&'static str; 2]> {
    use sudoku_variants::puzzle::Strict;
    Some(match constraint {
        Constraint::Cage { sum: Some(_), .. } => [
            "Killer cage: no digit repeats in the cage, and its digits add up to its total.",
            "杀手笼：笼内数字不重复，且数字之和等于笼上的总和。",
        ],
        Constraint::Cage { .. } => [
            "Cage without a total: no digit repeats in the cage.",
            "无总和的笼子：笼内数字不重复。",
        ],
        Constraint::Regions(_) => [
            "Jigsaw: each irregular region holds each digit once.",
            "锯齿数独：每个不规则区域内每个数字各出现一次。",
        ],
        Constraint::NoBoxes => [
            "No boxes: only rows and columns (and the other rules) hold each digit once.",
            "无宫：只有行和列（及其他规则）要求每个数字各出现一次。",
        ],
        Constraint::Diagonal(_) => [
            "Diagonal: the marked diagonal holds each digit once.",
            "对角线：标出的对角线上每个数字各出现一次。",
        ],
        Constraint::AntiKnight => [
            "Anti-knight: two cells a chess knight's move apart never hold the same digit.",
            "无马步：相隔国际象棋马步的两格不能填相同数字。",
        ],
        Constraint::AntiKing => [
            "Anti-king: two cells that touch, even at a corner, never hold the same digit.",
            "无王步：相邻（包括斜角相邻）的两格不能填相同数字。",
        ],
        Constraint::AntiConsecutive => [
            "Anti-consecutive: two cells side by side never hold consecutive digits.",
            "非连续：左右或上下相邻的两格不能填连续数字。",
        ],
        Constraint::Strict(Strict::Kropki) => [
            "Every dot is given: cells side by side without a dot are neither consecutive nor one twice the other.",
            "所有点都已给出：没有点的相邻两格既不连续，也不成两倍关系。",
        ],
        Constraint::Strict(_) => [
            "Every X and V is given: cells side by side without one sum to neither 10 nor 5.",
            "所有 X 和 V 都已给出：没有标记的相邻两格之和既不是 10 也不是 5。",
        ],
        Constraint::Windoku => [
            "Windoku: the extra windows, each a box's size and one cell in from the boxes, hold each digit once.",
            "窗口数独：额外的窗口（与宫一样大，比宫向内错开一格）内每个数字各出现一次。",
        ],
        Constraint::DisjointSets => [
            "Disjoint groups: the cells at the same place in each box hold each digit once.",
            "不连续组：各宫中相同位置的格子里每个数字各出现一次。",
        ],
        Constraint::AllDifferent(_) => [
            "Extra region: no digit repeats in the region.",
            "额外区域：区域内数字不重复。",
        ],
        _ => return None,
    })
}

/// The rule of a clue drawn on the grid: lines, dots, sums outside and inside it.
fn clue_sentence(constraint: &Constraint) -> Option<[&'static str; 2]> {
    use sudoku_variants::Dot;
    Some(match constraint {
        Constraint::Thermo(_) => [
            "Thermometer: digits increase from the bulb along the line.",
            "温度计：从圆泡开始沿线数字递增。",
        ],
        Constraint::Arrow { .. } => [
            "Arrow: the digits along the arrow add up to the digit in its circle.",
            "箭头：箭头线上数字之和等于圆圈中的数字。",
        ],
        Constraint::Dot {
            kind: Dot::White, ..
        } => [
            "White dot: the two digits are consecutive.",
            "白点：两格数字连续。",
        ],
        Constraint::Dot {
            kind: Dot::Black, ..
        } => [
            "Black dot: one digit is twice the other.",
            "黑点：一个数字是另一个的两倍。",
        ],
        Constraint::Dot { kind: Dot::X, .. } => {
            ["X: the two digits add up to 10.", "X：两格数字之和为 10。"]
        }
        Constraint::Dot { .. } => ["V: the two digits add up to 5.", "V：两格数字之和为 5。"],
        Constraint::LittleKiller { .. } => [
            "Little killer: the digits along the diagonal add up to the clue (they may repeat).",
            "小杀手：斜线上数字之和等于线索（数字可重复）。",
        ],
        Constraint::Allowed { .. } => [
            "Candidates: the cell holds one of the digits shown.",
            "候选数：该格只能填所示数字之一。",
        ],
        Constraint::Sandwich { .. } => [
            "Sandwich: the digits between the 1 and the largest digit of the row or column add up to the clue.",
            "三明治：该行或列中 1 与最大数字之间的数字之和等于线索。",
        ],
        Constraint::Line { kind, .. } => line_sentence(*kind),
        Constraint::Pill { .. } => [
            "Pill arrow: the digits along the arrow add up to the number its pill's digits make, read left to right, top to bottom.",
            "胶囊箭头：箭头线上数字之和等于胶囊中数字（从左到右、从上到下读）组成的数。",
        ],
        Constraint::Sum { .. } => [
            "Sum: the cells' digits, each times its weight (1 unless shown), add up to the total (they may repeat).",
            "求和：各格数字乘以其权重（未标出则为 1）之和等于总数（数字可重复）。",
        ],
        Constraint::Clone(_) => [
            "Clone: the cloned cells hold the same digits in the same places.",
            "克隆：克隆区域对应位置的数字相同。",
        ],
        Constraint::Quadruple { .. } => [
            "Quadruple: the four cells around the circle hold the digits in it (a digit shown twice, twice).",
            "四格提示：圆圈周围的四格包含圈中所有数字（出现两次的数字须出现两次）。",
        ],
        Constraint::Minimum(_) => [
            "Minimum: the cell's digit is less than the digits of the cells beside it.",
            "极小值：该格数字小于上下左右相邻格的数字。",
        ],
        Constraint::Maximum(_) => [
            "Maximum: the cell's digit is greater than the digits of the cells beside it.",
            "极大值：该格数字大于上下左右相邻格的数字。",
        ],
        Constraint::XSum { .. } => [
            "X-sum: the first X digits from the clue's side add up to the clue, X being the first of them.",
            "X和：从线索一侧起的前 X 个数字之和等于线索，X 为其中第一个数字。",
        ],
        Constraint::Skyscraper { .. } => [
            "Skyscraper: each digit is a building of its height; the clue counts the buildings seen from its side, a taller one hiding those behind it.",
            "摩天楼：每个数字是同等高度的楼；线索为从该侧看到的楼数，较高的楼会挡住其后较矮的楼。",
        ],
        _ => return None,
    })
}

/// The rule of one of ISS's own kinds (f-puzzles has none of them), in English and Chinese.
fn iss_sentence(constraint: &Constraint) -> Option<[&'static str; 2]> {
    Some(match constraint {
        Constraint::Pairwise { all: false, .. } => [
            "Pairwise: each two cells next to each other on the line hold digits its table allows.",
            "成对关系：线上每两个相邻格的数字须为其关系表所允许。",
        ],
        Constraint::Pairwise { .. } => [
            "Pairwise, all pairs: any two of its cells hold digits its table allows.",
            "成对关系（全部）：其中任意两格的数字须为其关系表所允许。",
        ],
        Constraint::Rellik { .. } => [
            "Rellik cage: no digit repeats in the cage, and no one or more of its digits add up to the total shown.",
            "反杀手笼：笼内数字不重复，且笼内任意一个或多个数字之和都不等于所示总数。",
        ],
        Constraint::GreaterThan(_) => [
            "Greater-than sign: each cell's digit is greater than the digits of the later cells beside it.",
            "大于号：每格数字大于其后列出的相邻格的数字。",
        ],
        Constraint::NumberedRoom { .. } => [
            "Numbered room: the first digit from the clue's side, N, says where the clue's digit stands: in the Nth cell from that side.",
            "数字房间：从线索一侧起的第一个数字 N 表示线索中的数字位于从该侧起的第 N 格。",
        ],
        Constraint::Indexer { .. } => [
            "Indexer: a digit X in an indexer cell says where its row, column or box number stands: in row, column or place X.",
            "索引：索引格中的数字 X 表示该格的行号、列号或宫内位置号出现在第 X 行、第 X 列或宫内第 X 格。",
        ],
        Constraint::GlobalEntropy => [
            "Global entropy: every 2x2 square of cells holds a low (1-3), a middle (4-6) and a high digit (7-9).",
            "全局熵：每个 2×2 方块内都有一个低位数（1-3）、一个中位数（4-6）和一个高位数（7-9）。",
        ],
        Constraint::GlobalMod => [
            "Global mod 3: every 2x2 square of cells holds one of 1, 4, 7, one of 2, 5, 8 and one of 3, 6, 9.",
            "全局模 3：每个 2×2 方块内都有 1、4、7 之一，2、5、8 之一，以及 3、6、9 之一。",
        ],
        Constraint::CountingCircles(_) => [
            "Counting circles: a digit in a circle counts the circles that hold it.",
            "计数圆圈：圆圈中的数字等于填有该数字的圆圈个数。",
        ],
        Constraint::AntiTaxicab => [
            "Anti-taxicab: two cells holding the same digit X are never X steps apart along rows and columns.",
            "反出租车距离：填相同数字 X 的两格，沿行列走的步数不能恰为 X。",
        ],
        Constraint::DutchFlatmates => [
            "Dutch flatmates: every 5 has a 1 directly above it or a 9 directly below it.",
            "荷兰室友：每个 5 的正上方是 1，或正下方是 9。",
        ],
        Constraint::Lunchbox { .. } => [
            "Lunchbox: no digit repeats in it, and the digits between its smallest and its largest digit add up to the total shown.",
            "午餐盒：盒内数字不重复，且盒内最小与最大数字之间的数字之和等于所示总数。",
        ],
        Constraint::EqualityCage(_) => [
            "Equality cage: no digit repeats in the cage, which holds as many even digits as odd and as many low digits as high (so no middle digit).",
            "均衡笼：笼内数字不重复，奇数与偶数个数相等，小数与大数个数也相等（因此没有中间的数字）。",
        ],
        Constraint::Lockout { .. } => [
            "Lockout line: the digits in its two end diamonds differ by at least the number shown, and no digit on the line lies between them or equals either.",
            "锁定线：两端菱形中的数字之差至少为所示数，线上其他数字都不在两者之间，也不等于两者。",
        ],
        Constraint::HiddenSkyscraper { .. } => [
            "Hidden skyscraper: seen from the clue's side, each digit a skyscraper of its height, the first one hidden behind a taller one is the clue.",
            "隐藏摩天楼：从线索一侧看去，每个数字是一栋同样高度的楼，第一栋被更高的楼挡住的楼就是线索数字。",
        ],
        Constraint::Or(_) => [
            "Either/or: at least one of the groups of rules it lists holds.",
            "或者：所列的几组规则中至少有一组成立。",
        ],
        _ => return None,
    })
}

/// The rule of a kind of line, in English and Chinese.
fn line_sentence(kind: sudoku_variants::Line) -> [&'static str; 2] {
    use sudoku_variants::Line;
    match kind {
        Line::SlowThermo => [
            "Slow thermometer: digits never decrease from the bulb along the line.",
            "慢温度计：从圆泡开始沿线数字不减。",
        ],
        Line::Whisper(_) => [
            "Whispers: digits next to each other on the line differ by at least the line's difference (5: German whispers).",
            "悄悄话线：线上相邻数字之差至少为该线的差值（德国悄悄话为 5）。",
        ],
        Line::Renban => [
            "Renban: the line holds a set of consecutive digits, none repeated, in any order.",
            "连续线：线上数字为一组不重复的连续数字，顺序不限。",
        ],
        Line::Nabner => [
            "Nabner: no two digits on the line are the same or consecutive.",
            "非连续线：线上任意两个数字既不相同也不连续。",
        ],
        Line::Palindrome => [
            "Palindrome: the line reads the same from either end.",
            "回文线：从线的两端读出的数字序列相同。",
        ],
        Line::Between => [
            "Between line: the digits on the line lie strictly between the digits in its two circles.",
            "夹线：线上数字严格介于两端圆圈中的数字之间。",
        ],
        Line::Entropic => [
            "Entropic line: any three cells in a row on the line hold one low, one middle and one high digit (1-3, 4-6, 7-9).",
            "熵线：线上任意连续三格分别含一个低、中、高数字（1-3、4-6、7-9）。",
        ],
        Line::Modular(_) => [
            "Modular line: any M cells in a row on the line hold digits that differ modulo M (M = 3: one of 147, one of 258, one of 369).",
            "模线：线上任意连续 M 格的数字除以 M 的余数各不相同（M = 3 时：147、258、369 各一个）。",
        ],
        Line::Zipper => [
            "Zipper line: digits the same distance from the line's middle add up to the same total, the middle digit itself on a line of odd length.",
            "拉链线：与线中点距离相等的两个数字之和相同；线长为奇数时，该和等于中点的数字。",
        ],
        Line::RegionSum => [
            "Region sum line: the line's digits add up to the same total in each box it passes through.",
            "区域和线：线经过的每个宫内，线上数字之和相同。",
        ],
        Line::DoubleArrow => [
            "Double arrow: the digits between the two circles add up to the two circles' digits.",
            "双头箭头：两端圆圈之间的数字之和等于两个圆圈中数字之和。",
        ],
        Line::Sum { .. } => [
            "Sum line: the line splits into runs of cells that each add up to its total (around a loop, a run may pass from the last cell to the first).",
            "和线：线可分成若干段连续的格子，每段数字之和都等于线的总和（环线上一段可从最后一格接到第一格）。",
        ],
        _ => ["A rule of this puzzle.", "本题的一条规则。"],
    }
}

/// A constraint by what it is and where.
fn rule(lang: Lang, puzzle: &Puzzle, constraint: &Constraint) -> String {
    let cell = |cell: usize| puzzle.shape.name(cell).to_string();
    let first = |cells: &[usize]| cells.first().map_or(String::new(), |&c| cell(c));
    match constraint {
        Constraint::Cage {
            sum: Some(sum),
            cells,
        } => fill(
            lang,
            ["the cage at {} (total {})", "{} 的杀手笼（总和 {}）"],
            &[&first(cells), &sum.to_string()],
        ),
        Constraint::Cage { cells, .. } => {
            fill(lang, ["the cage at {}", "{} 的杀手笼"], &[&first(cells)])
        }
        Constraint::Thermo(cells) => fill(
            lang,
            ["the thermometer from {}", "从 {} 起的温度计"],
            &[&first(cells)],
        ),
        Constraint::Arrow { circle, .. } => fill(
            lang,
            ["the arrow from {}", "从 {} 起的箭头"],
            &[&cell(*circle)],
        ),
        Constraint::Dot { cells: [a, b], .. } => fill(
            lang,
            ["the dot between {} and {}", "{} 与 {} 之间的点"],
            &[&cell(*a), &cell(*b)],
        ),
        Constraint::LittleKiller { sum, cells } => fill(
            lang,
            ["the little killer {} from {}", "从 {} 起的小杀手 {}"],
            &lang_order(lang, &sum.to_string(), &first(cells)),
        ),
        Constraint::Sandwich { sum, line } => fill(
            lang,
            ["the sandwich {} at {}", "{} 的三明治 {}"],
            &lang_order(lang, &sum.to_string(), &first(line)),
        ),
        Constraint::AntiConsecutive => lang
            .pick(&["no consecutive digits side by side", "相邻格不填连续数"])
            .to_string(),
        Constraint::Strict(_) => lang
            .pick(&[
                "the dots' negative constraint (no dot, no such pair)",
                "点的反向约束（无点处不可有此关系）",
            ])
            .to_string(),
        Constraint::Allowed { cell: at, .. } => fill(
            lang,
            ["the digits allowed at {}", "{} 可填的数字"],
            &[&cell(*at)],
        ),
        Constraint::Sum { total, cells } => fill(
            lang,
            ["the sum {} from {}", "从 {} 起的求和 {}"],
            &lang_order(
                lang,
                &total.to_string(),
                &cells.first().map_or(String::new(), |&(c, _)| cell(c)),
            ),
        ),
        other => more_rule(lang, puzzle, other),
    }
}

/// A line, a pill arrow, a clone, a quadruple, a minimum or maximum, an outside clue or an
/// indexer, by what it is and where: "the whispers from R4C9", "the X-sum 35 at R1C1",
/// "从 R4C9 起的悄悄话线", "R1C1 的X和 35".
fn more_rule(lang: Lang, puzzle: &Puzzle, constraint: &Constraint) -> String {
    let cell = |cell: usize| puzzle.shape.name(cell).to_string();
    // The kind's name: the rule sentence's first words (lower case in English, but "X-sum").
    let sentence = rule_sentence(lang, constraint);
    let kind = sentence.split(['：', ':']).next().unwrap_or(sentence);
    let kind = match kind.split_at_checked(1) {
        Some((first, rest)) if lang == Lang::En && !rest.starts_with('-') => {
            first.to_lowercase() + rest
        }
        _ => kind.to_string(),
    };
    let global = |pair: [&str; 2]| lang.pick(&pair).to_string();
    let (at, clue) = match constraint {
        Constraint::Line { cells, .. }
        | Constraint::Pill { pill: cells, .. }
        | Constraint::Pairwise { cells, .. }
        | Constraint::CountingCircles(cells)
        | Constraint::Lockout { cells, .. } => {
            let from = cells.first().map_or(String::new(), |&c| cell(c));
            return match lang {
                Lang::En => format!("the {kind} from {from}"),
                Lang::Zh => format!("从 {from} 起的{kind}"),
            };
        }
        Constraint::Clone([a, _]) => (*a, None),
        Constraint::EqualityCage(cells) => (cells[0], None),
        Constraint::Quadruple { cells, .. } => (cells[0], None),
        Constraint::GreaterThan(cells) => (cells[0], None),
        Constraint::Rellik { total, cells }
        | Constraint::Lunchbox {
            sum: total, cells, ..
        } => (cells[0], Some(total)),
        Constraint::Minimum(at)
        | Constraint::Maximum(at)
        | Constraint::Indexer { cell: at, .. } => (*at, None),
        Constraint::XSum { sum: clue, line }
        | Constraint::Skyscraper { count: clue, line }
        | Constraint::NumberedRoom { digit: clue, line }
        | Constraint::HiddenSkyscraper { digit: clue, line } => (line[0], Some(clue)),
        Constraint::GlobalEntropy => return global(["the global entropy rule", "全局熵规则"]),
        Constraint::GlobalMod => return global(["the global mod 3 rule", "全局模 3 规则"]),
        Constraint::AntiTaxicab => return global(["the anti-taxicab rule", "反出租车距离规则"]),
        Constraint::DutchFlatmates => return global(["the Dutch flatmates rule", "荷兰室友规则"]),
        Constraint::Or(_) => return global(["an either/or rule", "一条“或者”规则"]),
        _ => return global(["a rule", "一条规则"]),
    };
    let (at, clue) = (cell(at), clue.map_or(String::new(), |c| format!(" {c}")));
    match lang {
        Lang::En => format!("the {kind}{clue} at {at}"),
        Lang::Zh => format!("{at} 的{kind}{clue}"),
    }
}

/// The arguments in the order each language's template takes them: English "{clue} from
/// {cell}", Chinese "{cell} ... {clue}".
fn lang_order<'a>(lang: Lang, clue: &'a str, cell: &'a str) -> [&'a str; 2] {
    match lang {
        Lang::En => [clue, cell],
        Lang::Zh => [cell, clue],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_variants::check;
    use sudoku_variants::iss::parse;

    #[test]
    fn a_parse_error_says_in_english_what_the_crate_says_and_in_chinese_its_own() {
        let errors = [
            ParseError::Unsupported("Lockout".into()),
            ParseError::Shape("5x10".into()),
            ParseError::Cell("R10C1".into()),
            ParseError::Number("x".into()),
            ParseError::Arguments("Cage".into()),
            ParseError::Regions,
            ParseError::ImpossibleTotal(50),
            ParseError::NotFPuzzles,
            ParseError::NotSudokuPad,
            ParseError::Remote("8bNmDd4J9G".into()),
            ParseError::Drawn("a line #67f067".into()),
        ];
        for error in &errors {
            assert_eq!(parse_error(Lang::En, error), error.to_string());
            let chinese = parse_error(Lang::Zh, error);
            assert!(
                chinese != error.to_string() && !chinese.contains("{}"),
                "{chinese}"
            );
        }
    }

    /// What a grid breaks, said in both languages.
    fn check(puzzle: &str, grid: &str) -> [Vec<String>; 2] {
        let puzzle = parse(puzzle).unwrap();
        let digits: Vec<u8> = grid.bytes().map(|b| b - b'0').collect();
        let found = check::broken(&puzzle, &digits);
        Lang::ALL.map(|lang| found.iter().map(|b| broken(lang, &puzzle, b)).collect())
    }

    /// One puzzle with every kind of constraint the variant crate reads.
    const EVERY_KIND: &str = ".Cage~10~R1C1~R1C2.Cage~~R2C1~R2C2.Jigsaw~000111222000111222000111222333444555333444555333444555666777888666777888666777888.NoBoxes.Diagonal~1.AntiKnight.AntiKing.AntiConsecutive.StrictKropki.StrictXV.Windoku.DisjointSets.AllDifferent~R9C1~R9C2.Thermo~R5C1~R5C2.Arrow~R6C1~R6C2.WhiteDot~R7C1~R7C2.BlackDot~R7C3~R7C4.X~R7C5~R7C6.V~R7C7~R7C8.LittleKiller~10~R1C2.~R8C8_1_2.Sandwich~5~R3.SlowThermo~R2C5~R2C6.Whisper~R3C5~R3C6.Renban~R4C5~R4C6.Nabner~R5C5~R5C6.Palindrome~R6C5~R6C6.Between~R8C1~R8C2~R8C3.Entropic~R8C4~R8C5.Modular~3~R8C6~R8C7.Zipper~R9C3~R9C4.RegionSumLine~R9C5~R9C6.DoubleArrow~R9C7~R9C8~R9C9.PillArrow~2~R1C5~R1C6~R2C7.SameValues~2~R1C7~R1C8.Quad~R4C1~1~2.Minimum~R5C8.Maximum~R6C8.XSum~R2~10~.Skyscraper~C9~3~.Indexing~C~R3C8.Sum~7_=_1_2~R4C7~R4C8.NumberedRoom~C7~~3.SumLine~10~R2C8~R2C9.GreaterThan~R3C8~R3C9.RellikCage~5~R4C9~R5C9.Pair~BAACAAEAAIAAQ~_~R5C8~R5C9.PairX~BAACAAEAAIAAQ~_~R6C7~R6C9.GlobalEntropy.GlobalMod.CountingCircles~R3C7~R4C7.AntiTaxicab.DutchFlatmates.Lunchbox~5~R8C9~R9C9.EqualityCage~R8C1~R9C1.Lockout~4~R7C9~R8C9~R9C9.HiddenSkyscraper~R9~3~.Or.~R9C9_1.And.~R9C9_2.~R8C9_3.End.End";

    #[test]
    fn every_kind_has_its_rule_in_both_languages_and_in_the_readme() {
        let readme = include_str!("../../README.md");
        let puzzle = parse(EVERY_KIND).unwrap();
        let mut seen = std::collections::HashSet::new();
        for constraint in &puzzle.constraints {
            for lang in Lang::ALL {
                let sentence = rule_sentence(lang, constraint);
                assert!(
                    !sentence.contains("A rule of this puzzle"),
                    "{constraint:?}"
                );
                assert!(readme.contains(sentence), "the README lacks {sentence:?}");
                seen.insert(sentence);
            }
        }
        // Each kind its own sentence.
        assert_eq!(seen.len(), 2 * puzzle.constraints.len());
    }

    #[test]
    fn broken_lines_and_clues_are_named_in_both_languages() {
        // Inkala's answer: row 1 is 8 1 2 7 5 3 6 4 9, column 9 ends 6 1 4 8 7 2 down rows 4-9.
        let grid =
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
        let [en, zh] = check(".Whisper~R4C9~R3C9.XSum~R1~35~.Minimum~R1C1", grid);
        assert_eq!(
            en,
            [
                "the whispers from R4C9",
                "the X-sum 35 at R1C1",
                "the minimum at R1C1"
            ]
        );
        assert_eq!(
            zh,
            ["从 R4C9 起的悄悄话线", "R1C1 的X和 35", "R1C1 的极小值"]
        );
    }

    #[test]
    fn a_broken_cage_and_rows_are_named_in_both_languages() {
        // A 4x4 grid whose first row repeats a 1 and whose cage of R1C1, R1C2 totals 2, not 3.
        let [en, zh] = check(
            ".Shape~4x4.Cage~3~R1C1~R1C2",
            "1134\
             3412\
             2143\
             4321",
        );
        assert!(en.contains(&"row 1".to_string()), "{en:?}");
        assert!(
            en.contains(&"the cage at R1C1 (total 3)".to_string()),
            "{en:?}"
        );
        assert!(zh.contains(&"第1行".to_string()), "{zh:?}");
        assert!(
            zh.contains(&"R1C1 的杀手笼（总和 3）".to_string()),
            "{zh:?}"
        );
    }
}
