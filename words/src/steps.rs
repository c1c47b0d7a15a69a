//! A logic step in words, in English or Simplified Chinese, built from the step's data (the
//! technique, its cells, digits and units, what it places or removes).
//!
//! They are built where the engine runs, the logic worker (`crate::logic_worker`), so the page only
//! shows text.

use sudoku_solver::logic::{Step, Technique};
use sudoku_solver::{Cell, Digit, Unit};

use crate::{Lang, fill};

/// "4 from Row 2, Column 6; 4 from Row 3, Column 6" — what a step removes.
fn removed(eliminations: &[(Cell, Digit)], lang: Lang) -> String {
    let list: Vec<String> = eliminations
        .iter()
        // The two languages name them in opposite orders: "4 from Row 2, Column 6",
        // "第2行，第6列去掉 4".
        .map(|&(cell, digit)| match lang {
            Lang::En => format!("{digit} from {}", lang.cell(cell)),
            Lang::Zh => format!("{}去掉 {digit}", lang.cell(cell)),
        })
        .collect();
    list.join(if lang == Lang::Zh { "；" } else { "; " })
}

/// A step's sets of cells (`Step::sets`), each with its unit, numbered from 1, or, for a Death
/// Blossom, named by the stem's digit each stands for (`for`, one per set after the stem):
/// "(1) in row 3, Row 3, Column 1; (2) in column 2, …", "(for 5) in column 7, …".
fn numbered_sets(step: &Step, for_digits: &[Digit], lang: Lang) -> String {
    let mut sets = split_sets(step);
    if !for_digits.is_empty() && !sets.is_empty() {
        // The stem: not a set of a unit.
        sets.remove(0);
    }
    let said: Vec<String> = (sets.iter().enumerate())
        .map(|(i, set)| {
            let unit = step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
            let mark = match for_digits.get(i) {
                Some(digit) => match lang {
                    Lang::En => format!("for {digit}"),
                    Lang::Zh => format!("对 {digit}"),
                },
                None => (i + 1).to_string(),
            };
            match lang {
                Lang::En => format!("({mark}) in {unit}, {}", lang.cells(set)),
                Lang::Zh => format!("（{mark}）{unit}的{}", lang.cells(set)),
            }
        })
        .collect();
    said.join(if lang == Lang::Zh { "；" } else { "; " })
}

/// `items` cut into consecutive parts of `sizes`, one part a size (short or empty where the
/// items run out; items beyond the sizes are dropped).
fn split_by<'a, T>(items: &'a [T], sizes: &[usize]) -> Vec<&'a [T]> {
    let mut rest = items;
    (sizes.iter())
        .map(|&size| {
            let (part, after) = rest.split_at(size.min(rest.len()));
            rest = after;
            part
        })
        .collect()
}

/// A step's cells cut into its sets (`Step::sets`).
fn split_sets(step: &Step) -> Vec<&[Cell]> {
    split_by(&step.cells, &step.sets)
}

/// A chain's nodes (`Step::nodes`: each one candidate unless said), none of them empty.
fn chain_nodes(step: &Step) -> Vec<&[(Cell, Digit)]> {
    if step.nodes.is_empty() {
        step.chain.chunks(1).collect()
    } else {
        let mut nodes = split_by(&step.chain, &step.nodes);
        nodes.retain(|node| !node.is_empty());
        nodes
    }
}

/// A chain's node: its cell, or a group's cells "(A or B)", one of which holds the digit.
fn node_name(node: &[(Cell, Digit)], lang: Lang) -> String {
    let cells: Vec<String> = node.iter().map(|&(c, _)| lang.cell(c)).collect();
    match (lang, cells.len()) {
        (_, 1) => cells.concat(),
        (Lang::En, _) => format!("({})", cells.join(" or ")),
        (Lang::Zh, _) => format!("（{}）", cells.join("或")),
    }
}

/// How many cells a first hint may name; beyond, it names their boxes.
const CELLS_NAMED: usize = 3;

/// Whether a step starts from an assumption (its first cell), followed to a contradiction.
pub fn is_forcing(step: &Step) -> bool {
    matches!(
        step.technique,
        Technique::Nishio
            | Technique::ForcingChain
            | Technique::ForcingNet
            | Technique::NestedForcingNet
    )
}

/// Where to look for a hint's step, without giving it away, in units: its own ("Look at box 4
/// and row 4."), or, for a step about cells rather than units, the cells when they are few
/// ("Look at Row 4, Column 6.") and else the boxes they are in ("Look at box 1, box 4 and box
/// 7."): a list of fifteen cells is no place to look. A forcing chain or net starts at one cell:
/// that cell, and what to do there.
pub fn look(step: &Step, lang: Lang) -> String {
    let from_a_cell = is_forcing(step) || step.technique == Technique::CellForcingNet;
    if let (true, Some(&start)) = (from_a_cell, step.cells.first()) {
        return fill(
            lang,
            [
                "Look at {}: follow what each of its digits would force.",
                "请看{}：逐一假设它的候选数，看看会推出什么。",
            ],
            &[&lang.cell(start)],
        );
    }
    let places: Vec<String> = if !step.units.is_empty() {
        step.units.iter().map(|&u| lang.unit(u)).collect()
    } else if step.cells.len() <= CELLS_NAMED {
        step.cells.iter().map(|&c| lang.cell(c)).collect()
    } else {
        // The boxes in order, each once: a bit per box (no sort needed in the worker).
        let boxes = (step.cells.iter()).fold(0u16, |set, c| set | 1 << c.box_index());
        (0..9)
            .filter(|b| boxes & 1 << b != 0)
            .map(|b| lang.unit(Unit::Box(b)))
            .collect()
    };
    fill(
        lang,
        ["Look at {}.", "请看{}。"],
        &[&and_list(&places, lang)],
    )
}

/// "a", "a and b", "a, b and c" (Chinese: "a和b", "a、b和c").
fn and_list(items: &[String], lang: Lang) -> String {
    let (comma, and) = match lang {
        Lang::En => (", ", " and "),
        Lang::Zh => ("、", "和"),
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{and}{last}", rest.join(comma)),
    }
}

/// The step in one sentence for a page that draws its chain on the board (see
/// `Step::chain`): the drawing carries the links, so the sentence gives the chain's two ends and
/// what follows ("X-Chain: the chain shows that Row 3, Column 8 is 7 or Row 4,
/// Column 3 is 7; so: 7 from Row 3, Column 3."), a loop that it closes. A forcing chain or net marks the cells its
/// assumption forces, so its sentence counts them rather than naming each. Any other step reads
/// as [`sentence`] says it.
pub fn drawn_sentence(step: &Step, lang: Lang) -> String {
    if let (true, [first, _, ..]) = (is_forcing(step), step.cells.as_slice()) {
        let nested = step.technique == Technique::NestedForcingNet;
        return fill(
            lang,
            if nested {
                [
                    "{}: if {} held {}, the digits it forces in {} other cells, with every \
                     forcing net inside it followed too, would leave a cell or a digit with no \
                     place; so: {}.",
                    "{}：如果{}填 {}，由此在另外 {} 个格子推出的数字（其中每个强制网也一并推演）会使某个格子或某个数字无处可填；所以：{}。",
                ]
            } else {
                [
                    "{}: if {} held {}, the digits it forces in {} other cells would leave a cell \
                 or a digit with no place; so: {}.",
                    "{}：如果{}填 {}，由此在另外 {} 个格子推出的数字会使某个格子或某个数字无处可填；所以：{}。",
                ]
            },
            &[
                lang.technique(step.technique),
                &lang.cell(*first),
                &lang.digits(step.digits),
                &(step.cells.len() - 1).to_string(),
                &removed(&step.eliminations, lang),
            ],
        );
    }
    if matches!(
        step.technique,
        Technique::XCycle | Technique::ContinuousLoop
    ) && !step.chain.is_empty()
    {
        return fill(
            lang,
            [
                "{}: the loop closes on itself, so each of its weak links (dashed) has exactly \
                 one true end; so: {}.",
                "{}：环首尾相接，所以每条弱链（虚线）恰有一端成立；所以：{}。",
            ],
            &[
                lang.technique(step.technique),
                &removed(&step.eliminations, lang),
            ],
        );
    }
    let nodes = chain_nodes(step);
    let (Some(first), Some(last)) = (nodes.first(), nodes.last()) else {
        return sentence(step, lang);
    };
    let name = lang.technique(step.technique);
    fill(
        lang,
        [
            "{}: the chain shows that {} is {} or {} is {}; so: {}.",
            "{}：链说明{}是 {}，或{}是 {}；所以：{}。",
        ],
        &[
            name,
            &node_name(first, lang),
            &first[0].1.to_string(),
            &node_name(last, lang),
            &last[0].1.to_string(),
            &removed(&step.eliminations, lang),
        ],
    )
}

/// The step in one sentence: "Hidden single: in box 5, 7 fits only in Row 4, Column 6."
pub fn sentence(step: &Step, lang: Lang) -> String {
    let name = lang.technique(step.technique);
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let body = match (step.technique, placed) {
        (Technique::FullHouse, Some((cell, digit))) => say(
            [
                "{} is the last empty cell of {}, so it holds {}.",
                "{}是{}中最后一个空格，所以填 {}。",
            ],
            &[&lang.cell(cell), &unit(0), &digit.to_string()],
        ),
        (Technique::NakedSingle, Some((cell, digit))) => say(
            ["{} can only hold {}.", "{}只能填 {}。"],
            &[&lang.cell(cell), &digit.to_string()],
        ),
        (Technique::HiddenSingle, Some((cell, digit))) => say(
            ["in {}, {} fits only in {}.", "在{}中，{} 只能填在{}。"],
            &[&unit(0), &digit.to_string(), &lang.cell(cell)],
        ),
        (Technique::BugPlusOne, Some((cell, digit))) => say(
            [
                "every empty cell holds two candidates but {}, which holds three, and each \
                 candidate stands twice in each unit but {}, three times in {}'s row, column \
                 and box; without it the board would be a deadly pattern of pairs with two \
                 solutions, so {} holds {}.",
                "除{}有三个候选数外，每个空格都只有两个候选数，且每个候选数在每个单元中恰好出现两次，只有 {} 在{}所在的行、列、宫中各出现三次；没有它，盘面将是有两个解的致命双值模式，所以{}填 {}。",
            ],
            &[
                &lang.cell(cell),
                &digit.to_string(),
                &lang.cell(cell),
                &lang.cell(cell),
                &digit.to_string(),
            ],
        ),
        (Technique::Guess, Some((cell, digit))) => say(
            [
                "no technique applies, so {} is given its solution's digit {}.",
                "没有技巧可用，所以{}填入它在解中的数字 {}。",
            ],
            &[&lang.cell(cell), &digit.to_string()],
        ),
        (Technique::Pointing | Technique::Claiming, _) => say(
            [
                "in {}, {} can only be in {}, all in {}; so {} loses it: {}.",
                "在{}中，{} 只可能在{}，都在{}里；所以{}的其他格子不能是它：{}。",
            ],
            &[
                &unit(0),
                &lang.digits(step.digits),
                &lang.cells(&step.cells),
                &unit(1),
                &unit(1),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad, _) => say(
            [
                "in {}, the cells {} hold only {} between them; so the rest of the unit loses them: {}.",
                "在{}中，{}这几格只含 {}；所以该单元的其他格子去掉这些数：{}。",
            ],
            &[
                &unit(0),
                &lang.cells(&step.cells),
                &lang.digits(step.digits),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad, _) => say(
            [
                "in {}, {} fit only in {}; so those cells lose their other candidates: {}.",
                "在{}中，{} 只能填在{}；所以这些格子去掉其他候选数：{}。",
            ],
            &[
                &unit(0),
                &lang.digits(step.digits),
                &lang.cells(&step.cells),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::XYWing | Technique::XYZWing, _) if step.cells.len() == 3 => {
            let z = step
                .eliminations
                .first()
                .map(|&(_, d)| d.to_string())
                .unwrap_or_default();
            let (pivot, a, b) = (
                lang.cell(step.cells[0]),
                lang.cell(step.cells[1]),
                lang.cell(step.cells[2]),
            );
            let templates = if step.technique == Technique::XYWing {
                [
                    "the pivot {} and its wings {} and {} hold only {} between them, two each; \
                     whichever the pivot holds, a wing holds {}; so cells seeing both wings lose \
                     it: {}.",
                    "枢纽{}与两翼{}、{}只含 {}，每格两个；无论枢纽填哪个，总有一翼是 {}；所以同时看到两翼的格子去掉它：{}。",
                ]
            } else {
                [
                    "the pivot {} and its wings {} and {} hold only {} between them; one of the \
                     three holds {}; so cells seeing all three lose it: {}.",
                    "枢纽{}与两翼{}、{}只含 {}；三格中必有一格是 {}；所以同时看到这三格的格子去掉它：{}。",
                ]
            };
            say(
                templates,
                &[
                    &pivot,
                    &a,
                    &b,
                    &lang.digits(step.digits),
                    &z,
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::Skyscraper | Technique::TwoStringKite, _) if step.cells.len() == 4 => {
            let c = |i: usize| lang.cell(step.cells[i]);
            let templates = if step.technique == Technique::Skyscraper {
                [
                    "{} has only two places in each of two parallel lines, {} and {}, and {} \
                     and {}; {} and {} share a cross line, so at most one of them holds it, and \
                     one of {} and {} must; so cells seeing both lose it: {}.",
                    "{} 在两条平行线上各只有两个位置：{}和{}，{}和{}；{}与{}在同一条交叉线上，至多一个是它，所以{}和{}中必有一个是它；同时看到这两格的格子去掉它：{}。",
                ]
            } else {
                [
                    "{} has only two places in a row, {} and {}, and in a column, {} and {}; \
                     {} and {} share a box, so at most one of them holds it, and one of {} and {} \
                     must; so cells seeing both lose it: {}.",
                    "{} 在一行中只有两个位置：{}和{}，在一列中也只有两个：{}和{}；{}与{}在同一宫，至多一个是它，所以{}和{}中必有一个是它；同时看到这两格的格子去掉它：{}。",
                ]
            };
            say(
                templates,
                &[
                    &lang.digits(step.digits),
                    &c(0),
                    &c(1),
                    &c(2),
                    &c(3),
                    &c(0),
                    &c(2),
                    &c(1),
                    &c(3),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::WWing, _) if step.cells.len() == 4 => {
            let c = |i: usize| lang.cell(step.cells[i]);
            let y = step
                .eliminations
                .first()
                .map(|&(_, d)| d.to_string())
                .unwrap_or_default();
            say(
                [
                    "{} and {} both hold only {}, and the only two places of the other digit in a \
                     unit, {} and {}, see one each: one of the pair must hold {}; so cells seeing \
                     both lose it: {}.",
                    "{}和{}都只含 {}，而另一个数字在某个单元中仅有的两个位置{}和{}各看到其中一格：这两格中必有一个是 {}；所以同时看到这两格的格子去掉它：{}。",
                ],
                &[
                    &c(0),
                    &c(1),
                    &lang.digits(step.digits),
                    &c(2),
                    &c(3),
                    &y,
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::UniqueRectangle, _) if step.cells.len() == 4 => say(
            [
                "{} hold only {} and make a rectangle over two boxes with {}; were that cell \
                 also only {}, the two digits could swap and the puzzle would have two \
                 solutions; so: {}.",
                "{}只含 {}，与{}组成跨两宫的矩形；若该格也只含 {}，两数可以互换，题目将有两个解；所以：{}。",
            ],
            &[
                &lang.cells(&step.cells[..3]),
                &lang.digits(step.digits),
                &lang.cell(step.cells[3]),
                &lang.digits(step.digits),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::UniqueRectangle2 | Technique::UniqueRectangle5, _) if step.cells.len() == 4 => {
            let x = step.eliminations.first().map(|&(_, d)| d.to_string());
            say(
                [
                    "{} all hold {} and make a rectangle over two boxes; the corners with more \
                     candidates cannot all lose the rest, or the two digits could swap and the \
                     puzzle would have two solutions; so one of them holds {}, and the cells \
                     seeing them all lose it: {}.",
                    "{}都含 {}，组成跨两宫的矩形；候选数更多的那几格不能都只剩这两个数，否则两数可以互换，题目将有两个解；所以其中必有一格是 {}，同时看到它们的格子去掉它：{}。",
                ],
                &[
                    &lang.cells(&step.cells),
                    &lang.digits(step.digits),
                    &x.unwrap_or_default(),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::UniqueRectangle3, _) if step.cells.len() == 5 => say(
            [
                "{} all hold {} and make a rectangle over two boxes; {} and {} cannot both \
                 lose their other digits, or the two could swap and the puzzle would have two \
                 solutions; so one of them holds one of those, and with {} they make a naked pair \
                 in {}: {}.",
                "{}都含 {}，组成跨两宫的矩形；{}和{}不能都只剩这两个数，否则两数可以互换，题目将有两个解；所以其中一格是它们的另一个数，与{}在{}中组成显性数对：{}。",
            ],
            &[
                &lang.cells(&step.cells[..4]),
                &lang.digits(step.digits),
                &lang.cell(step.cells[2]),
                &lang.cell(step.cells[3]),
                &lang.cell(step.cells[4]),
                &unit(0),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::UniqueRectangle4, _) if step.cells.len() == 4 => {
            let b = step.eliminations.first().map(|&(_, d)| d);
            let a = b.map(|b| step.digits.without(b)).unwrap_or(step.digits);
            say(
                [
                    "{} all hold {} and make a rectangle over two boxes; in {}, {} fits only in \
                     {} and {}, so one of them holds it; were the other to hold {}, the two \
                     digits could swap and the puzzle would have two solutions; so: {}.",
                    "{}都含 {}，组成跨两宫的矩形；在{}中，{} 只能填在{}和{}，其中必有一格是它；若另一格是 {}，两数可以互换，题目将有两个解；所以：{}。",
                ],
                &[
                    &lang.cells(&step.cells),
                    &lang.digits(step.digits),
                    &unit(0),
                    &lang.digits(a),
                    &lang.cell(step.cells[2]),
                    &lang.cell(step.cells[3]),
                    &b.map(|b| b.to_string()).unwrap_or_default(),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::UniqueRectangle6, _) if step.cells.len() == 4 => {
            let a = step.eliminations.first().map(|&(_, d)| d.to_string());
            say(
                [
                    "{} all hold {} and make a rectangle over two boxes, {} and {} only those; in \
                     {} and {}, {} fits only in the rectangle; were {} or {} to hold it, both \
                     would, the two digits could swap and the puzzle would have two solutions; \
                     so: {}.",
                    "{}都含 {}，组成跨两宫的矩形，{}和{}只含这两个数；在{}和{}中，{} 只能在矩形里；若{}或{}是它，两格都会是它，两数可以互换，题目将有两个解；所以：{}。",
                ],
                &[
                    &lang.cells(&step.cells),
                    &lang.digits(step.digits),
                    &lang.cell(step.cells[0]),
                    &lang.cell(step.cells[1]),
                    &unit(0),
                    &unit(1),
                    &a.clone().unwrap_or_default(),
                    &lang.cell(step.cells[2]),
                    &lang.cell(step.cells[3]),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::HiddenRectangle, _) if step.cells.len() == 4 => {
            let b = step.eliminations.first().map(|&(_, d)| d);
            let a = b.map(|b| step.digits.without(b)).unwrap_or(step.digits);
            say(
                [
                    "{} holds only {}, and with {} makes a rectangle over two boxes; in {} and \
                     {}, {} fits only in the rectangle; were {} to hold {}, the two digits could \
                     swap and the puzzle would have two solutions; so: {}.",
                    "{}只含 {}，与{}组成跨两宫的矩形；在{}和{}中，{} 只能在矩形里；若{}是 {}，两数可以互换，题目将有两个解；所以：{}。",
                ],
                &[
                    &lang.cell(step.cells[0]),
                    &lang.digits(step.digits),
                    &lang.cells(&step.cells[1..]),
                    &unit(0),
                    &unit(1),
                    &lang.digits(a),
                    &lang.cell(step.cells[3]),
                    &b.map(|b| b.to_string()).unwrap_or_default(),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::AlignedPairExclusion | Technique::AlignedTripleExclusion, _)
            if step.sets.len() == 2 =>
        {
            let sets = split_sets(step);
            say(
                [
                    "fill {} together, every way their candidates allow. A way is out when it \
                     gives two of them that see each other one digit, or takes every candidate \
                     of a cell seeing them all ({}). No way left uses these, so they go: {}.",
                    "把{}一起填入，试遍候选数允许的所有填法。若两格互相看到却填同一数字，或用尽看到它们全部的某格（{}）的候选数，这种填法就不成立。剩下的填法都用不到以下候选数，所以去掉：{}。",
                ],
                &[
                    &lang.cells(sets[0]),
                    &lang.cells(sets[1]),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::SueDeCoq, _) if step.units.len() == 2 && step.sets.len() == 3 => {
            let sets = split_sets(step);
            let (crossing, in_line, in_box) = (
                lang.cells(sets[0]),
                lang.cells(sets[1]),
                lang.cells(sets[2]),
            );
            say(
                [
                    "where {} and {} cross, {} hold {}: more digits than cells. {} in {} and {} \
                     in {} hold only digits of those, none in both: as many cells as digits, so \
                     each digit is there once. So {} keeps the digits of {} in these cells, {} \
                     those of {}, and the rest stay where they cross; the other cells of {} and \
                     {} lose them: {}.",
                    "{}与{}交叉处，{}含 {}：数字比格子多。{}（在{}）与{}（在{}）只含其中的数字，且两者没有共同数字：格数与数字数相等，每个数字恰好出现一次。所以{}中{}的数字只在这些格子里，{}中{}的数字也是，其余数字只在交叉处；{}与{}的其他格子去掉它们：{}。",
                ],
                &[
                    &unit(0),
                    &unit(1),
                    &crossing,
                    &lang.digits(step.digits),
                    &in_line,
                    &unit(1),
                    &in_box,
                    &unit(0),
                    &unit(1),
                    &in_line,
                    &unit(0),
                    &in_box,
                    &unit(1),
                    &unit(0),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::AlsXz, _) if step.units.len() == 2 && step.sets.len() == 2 => say(
            [
                "two sets of cells each hold one digit more than they have cells (almost locked \
                 sets): {}. Every {} of one sees every {} of the other, so at most one holds \
                 it, and the other is locked on its other digits. Either way, each digit they \
                 share besides is in one of the two: the cells seeing all its places in both \
                 lose it: {}.",
                "两组格子的候选数都比格数多一个（待定数组）：{}。其中一组的每个 {} 都看到另一组的每个 {}，所以至多一组含它，另一组的其余数字便锁定在组内。无论哪种，两组共有的其他数字必在其中一组：看到它在两组中所有位置的格子去掉它：{}。",
            ],
            &[
                &numbered_sets(step, &[], lang),
                &lang.digits(step.digits),
                &lang.digits(step.digits),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::AlsXyWing, _)
            if step.units.len() == 3 && step.sets.len() == 3 && step.digits.len() == 2 =>
        {
            let mut linking = step.digits.iter();
            let (x, y) = (linking.next(), linking.next());
            let digit = |d: Option<Digit>| d.map(|d| d.to_string()).unwrap_or_default();
            say(
                [
                    "three sets of cells each hold one digit more than they have cells (almost \
                     locked sets): {}. Every {} of set 1 sees every {} of set 3, and every {} \
                     of set 2 every {} of set 3. Set 3 lacks at most one of its digits, so it \
                     holds {} or {}, and then set 1 or set 2 is locked on its other digits. \
                     Either way, each digit sets 1 and 2 share besides is in one of them: the \
                     cells seeing all its places in both lose it: {}.",
                    "三组格子的候选数都比格数多一个（待定数组）：{}。第1组的每个 {} 都看到第3组的每个 {}，第2组的每个 {} 都看到第3组的每个 {}。第3组至多缺一个数字，所以含 {} 或 {}，于是第1组或第2组的其余数字锁定在组内。无论哪种，第1、2组共有的其他数字必在其中一组：看到它在两组中所有位置的格子去掉它：{}。",
                ],
                &[
                    &numbered_sets(step, &[], lang),
                    &digit(x),
                    &digit(x),
                    &digit(y),
                    &digit(y),
                    &digit(x),
                    &digit(y),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::AlsChain, _) if step.sets.len() >= 4 && step.units.len() == step.sets.len() => {
            let count = step.sets.len().to_string();
            say(
                [
                    "{} sets of cells each hold one digit more than they have cells (almost \
                     locked sets): {}. Each shares with the next a digit whose places in the two \
                     all see each other (these links use {}), so at most one of the two holds it. \
                     Were a digit that the first and the last set both hold besides in neither, \
                     set 1 would hold its link to set 2, set 2 would lack it and hold its link to \
                     set 3, and so on, and set {} would hold that digit after all. So set 1 or \
                     set {} holds it: the cells seeing all its places in both lose it: {}.",
                    "{}组格子的候选数都比格数多一个（待定数组）：{}。每组与下一组共有一个数字，它在两组中的位置彼此都看到（这些相连的数字为 {}），所以至多一组含它。若第一组与最后一组共有的其他数字两组都不含，第1组就含它与第2组相连的数字，第2组便缺这个数字而含与第3组相连的数字，依此类推，第{}组反而会含它。所以它必在第1组或第{}组：看到它在两组中所有位置的格子去掉它：{}。",
                ],
                &[
                    &count,
                    &numbered_sets(step, &[], lang),
                    &lang.digits(step.digits),
                    &count,
                    &count,
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::DeathBlossom, _)
            if step.sets.len() == step.digits.len() + 1
                && step.units.len() == step.digits.len() =>
        {
            let stem = lang.cell(step.cells[0]);
            let petals: Vec<Digit> = step.digits.iter().collect();
            say(
                [
                    "{} holds one of {}. For each, a set of cells holds one digit more than it \
                     has cells (an almost locked set), and its places of that digit all see \
                     {}: {}. Whichever digit {} holds, its set loses it and is locked on its \
                     other digits; so a digit every set holds is in one of them: the cells \
                     seeing all its places lose it: {}.",
                    "{}必是 {} 之一。每个数字各有一组格子，候选数比格数多一个（待定数组），组中该数字的位置都看到{}：{}。无论{}填哪个数字，对应的一组都失去它，其余数字锁定在组内；所以每组都有的数字必在其中一组：看到它所有位置的格子去掉它：{}。",
                ],
                &[
                    &stem,
                    &lang.digits(step.digits),
                    &stem,
                    &numbered_sets(step, &petals, lang),
                    &stem,
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::SimpleColouring, _) => say(
            [
                "colour {}'s strong links (its only two places in a unit) in two alternating \
                 colours, over {}: all of one colour hold it; so: {}.",
                "把 {} 的强链（它在某单元中仅有的两个位置）交替涂成两种颜色，涉及{}：其中一种颜色的格子全是它；所以：{}。",
            ],
            &[
                &lang.digits(step.digits),
                &lang.cells(&step.cells),
                &removed(&step.eliminations, lang),
            ],
        ),
        (Technique::XChain | Technique::XYChain | Technique::AlternatingInferenceChain, _)
            if step.cells.len() >= 2 =>
        {
            // An alternating inference chain passes through a cell twice in a row when it links
            // two of its candidates: the cell is named once.
            let mut chain = step.cells.clone();
            chain.dedup();
            say(
                [
                    "the chain {} alternates strong links (if one end is false, the other is \
                     true) with weak ones, so one of its two ends is true; so: {}.",
                    "链{}交替使用强链（一端不成立则另一端成立）与弱链，所以它的两端必有一端成立；所以：{}。",
                ],
                &[&lang.cells(&chain), &removed(&step.eliminations, lang)],
            )
        }
        (Technique::GroupedAic, _) if step.nodes.iter().sum::<usize>() == step.chain.len() => {
            let nodes: Vec<String> = (chain_nodes(step).into_iter())
                .map(|node| node_name(node, lang))
                .collect();
            say(
                [
                    "the chain {} alternates strong links (if one end is false, the other is \
                     true) with weak ones, so one of its two ends is true; a group in brackets \
                     is a digit's places where a box and a line cross, one of which holds it; \
                     so: {}.",
                    "链{}交替使用强链（一端不成立则另一端成立）与弱链，所以它的两端必有一端成立；括号中的一组是某数字在宫与行列交叉处的位置，其中一格含它；所以：{}。",
                ],
                &[
                    &nodes.join(if lang == Lang::Zh { "；" } else { "; " }),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::XCycle, _) if step.digits.len() == 1 => {
            let nodes: Vec<String> = (chain_nodes(step).into_iter())
                .map(|node| node_name(node, lang))
                .collect();
            let grouped = nodes.len() < step.chain.len();
            say(
                [
                    "the loop {} on {} alternates strong links (one of the two holds it) with \
                     weak ones (at most one does) and closes on itself: as many of its places \
                     hold it as it has strong links, so each weak link holds it exactly once{}; \
                     so: {}.",
                    "{}上 {} 的环交替使用强链（两者必有一个含它）与弱链（至多一个含它）并首尾相接：含它的位置与强链一样多，所以每条弱链恰有一端含它{}；所以：{}。",
                ],
                &[
                    &nodes.join(if lang == Lang::Zh { "；" } else { "; " }),
                    &lang.digits(step.digits),
                    if !grouped {
                        ""
                    } else if lang == Lang::Zh {
                        "（括号中的一组是它在宫与行列交叉处的位置，其中一格含它）"
                    } else {
                        " (a group in brackets is its places where a box and a line cross, one \
                         of which holds it)"
                    },
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::ContinuousLoop, _) => {
            let nodes: Vec<String> = (chain_nodes(step).into_iter())
                .map(|node| {
                    let (cells, digit) = (node_name(node, lang), node[0].1);
                    match lang {
                        Lang::En => format!("{digit} in {cells}"),
                        Lang::Zh => format!("{cells}的 {digit}"),
                    }
                })
                .collect();
            say(
                [
                    "the loop {} alternates strong links (at least one end is true) with weak \
                     ones (at most one is) and closes on itself: as many of its candidates are \
                     true as it has strong links, so each weak link has exactly one true end, \
                     and a candidate weakly linked to both ends of one is false; so: {}.",
                    "环{}交替使用强链（至少一端成立）与弱链（至多一端成立）并首尾相接：成立的候选数与强链一样多，所以每条弱链恰有一端成立，与一条弱链两端都弱相连的候选数不成立；所以：{}。",
                ],
                &[
                    &nodes.join(if lang == Lang::Zh { "；" } else { "; " }),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::XWing | Technique::Swordfish | Technique::Jellyfish, _) => {
            let (base, cover) = step.units.split_at(step.units.len() / 2);
            let names = |units: &[sudoku_solver::Unit]| {
                let list: Vec<String> = units.iter().map(|&u| lang.unit(u)).collect();
                list.join(if lang == Lang::Zh { "、" } else { ", " })
            };
            say(
                [
                    "in {}, {} fits only in {}; so the rest of those lose it: {}.",
                    "在{}中，{} 只能在{}；所以这些行列的其他格子去掉它：{}。",
                ],
                &[
                    &names(base),
                    &lang.digits(step.digits),
                    &names(cover),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (
            Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish,
            _,
        ) => {
            let (base, cover) = step.units.split_at(step.units.len() / 2);
            let names = |units: &[sudoku_solver::Unit]| {
                let list: Vec<String> = units.iter().map(|&u| lang.unit(u)).collect();
                list.join(if lang == Lang::Zh { "、" } else { ", " })
            };
            // The fins: the fish's cells outside its cover lines.
            let fins: Vec<Cell> = (step.cells.iter())
                .filter(|&&c| !cover.iter().any(|u| u.contains(c)))
                .copied()
                .collect();
            let templates = match fins.len() {
                1 => [
                    "in {}, {} fits only in {}, but for one more place, the fin {}. Either the fin \
                     holds it, or the fish does; either way, the cells of those lines that see \
                     the fin lose it: {}.",
                    "在{}中，{} 只能在{}，另外只有一个位置：鳍{}。要么鳍是它，要么鱼成立；无论哪种，这些行列中看到鳍的格子都不能是它：{}。",
                ],
                _ => [
                    "in {}, {} fits only in {}, but for a few more places in one box, the fins \
                     ({}). Either a fin holds it, or the fish does; either way, the cells of \
                     those lines that see every fin lose it: {}.",
                    "在{}中，{} 只能在{}，另外只有同一宫里的几个位置：鳍（{}）。要么某个鳍是它，要么鱼成立；无论哪种，这些行列中看到所有鳍的格子都不能是它：{}。",
                ],
            };
            say(
                templates,
                &[
                    &names(base),
                    &lang.digits(step.digits),
                    &names(cover),
                    &lang.cells(&fins),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::NestedForcingNet, _) => {
            let rest = step.cells.get(1..).unwrap_or_default();
            say(
                [
                    "if {} held {}, what that forces, with every forcing net inside it followed \
                     too (digits at {}), would leave a cell or a digit with no place; so: {}.",
                    "如果{}填 {}，由此推出的数字（在{}；其中每个强制网也一并推演）会使某个格子或某个数字无处可填；所以：{}。",
                ],
                &[
                    &step
                        .cells
                        .first()
                        .map(|&c| lang.cell(c))
                        .unwrap_or_default(),
                    &lang.digits(step.digits),
                    &lang.cells(rest),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::CellForcingNet | Technique::UnitForcingNet, _) if !step.cells.is_empty() => {
            // What every branch agrees on: a digit placed, or candidates removed.
            let result = match step.placements.first() {
                Some(&(cell, digit)) => match lang {
                    Lang::En => format!("{} holds {digit}", lang.cell(cell)),
                    Lang::Zh => format!("{}填 {digit}", lang.cell(cell)),
                },
                None => removed(&step.eliminations, lang),
            };
            if step.technique == Technique::CellForcingNet {
                say(
                    [
                        "whichever of {} {} holds, what it forces (singles, pointing and \
                         claiming) agrees; so: {}.",
                        "{} 之中，{}无论填哪一个，推出的结果（唯一数与区块排除）都一致；所以：{}。",
                    ],
                    &[
                        &lang.digits(step.digits),
                        &lang.cell(step.cells[0]),
                        &result,
                    ],
                )
            } else {
                let places = step.units.first().map_or(0, |&u| {
                    step.cells.iter().take_while(|c| u.contains(**c)).count()
                });
                say(
                    [
                        "{} goes in {} at one of {}; whichever, what it forces (singles, \
                         pointing and claiming) agrees; so: {}.",
                        "{} 在{}中必在{}之一；无论在哪一格，推出的结果（唯一数与区块排除）都一致；所以：{}。",
                    ],
                    &[
                        &lang.digits(step.digits),
                        &step
                            .units
                            .first()
                            .map(|&u| lang.unit(u))
                            .unwrap_or_default(),
                        &lang.cells(&step.cells[..places]),
                        &result,
                    ],
                )
            }
        }
        (Technique::Nishio, _) if !step.cells.is_empty() && !step.units.is_empty() => {
            let (first, forced) = step.cells.split_at(1);
            let (assumed, unit) = (lang.digits(step.digits), lang.unit(step.units[0]));
            let forced = if forced.is_empty() {
                match lang {
                    Lang::En => "none".to_string(),
                    Lang::Zh => "无".to_string(),
                }
            } else {
                lang.cells(forced)
            };
            say(
                [
                    "if {} held {}, then following {} alone (a unit left with one place for it \
                     takes it there: {}), {} would have no place for {}; so: {}.",
                    "如果{}填 {}，只追踪 {}（某单元只剩一个位置时就填在那里：{}），{}将没有位置放 {}；所以：{}。",
                ],
                &[
                    &lang.cell(first[0]),
                    &assumed,
                    &assumed,
                    &forced,
                    &unit,
                    &assumed,
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        (Technique::ForcingChain | Technique::ForcingNet, _) => {
            let (first, rest) = match step.cells.split_first() {
                Some((first, rest)) => (lang.cell(*first), rest),
                None => (String::new(), &[][..]),
            };
            let (assumed, removed) = (lang.digits(step.digits), removed(&step.eliminations, lang));
            match rest {
                [] => say(
                    [
                        "if {} held {}, a cell or a digit would have no place left; so: {}.",
                        "如果{}填 {}，会有格子或数字无处可填；所以：{}。",
                    ],
                    &[&first, &assumed, &removed],
                ),
                _ => say(
                    [
                        "if {} held {}, what that forces (digits at {}) would leave a cell or a \
                         digit with no place; so: {}.",
                        "如果{}填 {}，由此推出的数字（在{}）会使某个格子或某个数字无处可填；所以：{}。",
                    ],
                    &[&first, &assumed, &lang.cells(rest), &removed],
                ),
            }
        }
        _ => say(
            ["{} in {}; so: {}.", "{}，涉及{}；所以：{}。"],
            &[
                &lang.digits(step.digits),
                &lang.cells(&step.cells),
                &removed(&step.eliminations, lang),
            ],
        ),
    };
    let separator = if lang == Lang::Zh { "：" } else { ": " };
    format!("{name}{separator}{body}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::Board;
    use sudoku_solver::logic::{Candidates, LogicalPath, next_step};

    use sudoku_testkit::INKALA;

    #[test]
    fn a_hidden_single_in_both_languages() {
        let mut candidates = Candidates::new(&Board::EMPTY);
        let keep = Cell::at(3, 5).unwrap();
        let seven = Digit::new(7).unwrap();
        for cell in Cell::all().filter(|&c| c.box_index() == 4 && c != keep) {
            candidates.eliminate(cell, seven);
        }
        let step = next_step(&candidates).unwrap();
        assert_eq!(
            sentence(&step, Lang::En),
            "Hidden single: in box 5, 7 fits only in Row 4, Column 6."
        );
        assert_eq!(
            sentence(&step, Lang::Zh),
            "隐性唯一数：在第5宫中，7 只能填在第4行，第6列。"
        );
    }

    #[test]
    fn fins_rectangles_and_als_are_said_in_their_own_sentences() {
        // Every step of these techniques on magictour's top1465 (every 4th puzzle) and Norvig's
        // top95: named, every cell it changes named, in both languages, never in the catch-all
        // sentence ("DIGITS in CELLS; so: …").
        use std::collections::BTreeSet;
        let techniques = [
            Technique::FinnedXWing,
            Technique::SashimiXWing,
            Technique::FinnedSwordfish,
            Technique::SashimiSwordfish,
            Technique::FinnedJellyfish,
            Technique::SashimiJellyfish,
            Technique::UniqueRectangle2,
            Technique::UniqueRectangle3,
            Technique::UniqueRectangle4,
            Technique::UniqueRectangle5,
            Technique::UniqueRectangle6,
            Technique::HiddenRectangle,
            Technique::SueDeCoq,
            Technique::AlignedPairExclusion,
            Technique::AlignedTripleExclusion,
            Technique::GroupedAic,
            Technique::XCycle,
            Technique::ContinuousLoop,
            Technique::AlsXz,
            Technique::AlsXyWing,
            Technique::AlsChain,
            Technique::DeathBlossom,
            Technique::Nishio,
            Technique::CellForcingNet,
            Technique::UnitForcingNet,
        ];
        let mut seen = BTreeSet::new();
        let corpora = [
            sudoku_testkit::corpus("puzzles3_magictour_top1465"),
            sudoku_testkit::corpus("norvig_top95.txt"),
        ];
        let puzzles = corpora[0].iter().step_by(4).chain(&corpora[1]);
        for (_, line) in puzzles {
            let path = LogicalPath::of(&line.parse().unwrap()).unwrap();
            for step in path
                .steps
                .iter()
                .filter(|s| techniques.contains(&s.technique))
            {
                seen.insert(step.technique);
                for lang in Lang::ALL {
                    let said = sentence(step, lang);
                    assert!(said.starts_with(lang.technique(step.technique)), "{said}");
                    assert!(!said.contains("{}"), "{said}");
                    let name = lang.technique(step.technique);
                    let catch_all = match lang {
                        Lang::En => format!("{name}: {} in ", lang.digits(step.digits)),
                        Lang::Zh => "，涉及".to_string(),
                    };
                    assert!(!said.contains(&catch_all), "{said}");
                    for &(cell, _) in &step.eliminations {
                        assert!(said.contains(&lang.cell(cell)), "{said}");
                    }
                }
            }
        }
        // Those the corpora use: all but these rarer ones, whose rules have hand-made positions
        // in the solver's tests.
        let rare = [
            Technique::SashimiXWing,
            Technique::SashimiSwordfish,
            Technique::FinnedJellyfish,
            Technique::SashimiJellyfish,
            Technique::UniqueRectangle2,
            Technique::UniqueRectangle3,
            Technique::UniqueRectangle5,
            Technique::UniqueRectangle6,
            Technique::CellForcingNet,
            Technique::UnitForcingNet,
        ];
        for technique in techniques.into_iter().filter(|t| !rare.contains(t)) {
            assert!(seen.contains(&technique), "{technique}: {seen:?}");
        }
    }

    #[test]
    fn a_first_hint_names_units_never_a_long_list_of_cells() {
        // The fifth of Norvig's top 95: its path has chains of four cells and more.
        let chained =
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";
        let path = LogicalPath::of(&chained.parse().unwrap()).unwrap();
        let many = (path.steps.iter())
            .find(|s| s.units.is_empty() && s.cells.len() > CELLS_NAMED && !is_forcing(s))
            .expect("the path has a step about many cells");
        let said = look(many, Lang::En);
        assert!(!said.contains("Row "), "{said}");
        assert!(said.starts_with("Look at box "), "{said}");
        let boxes = said.matches("box ").count();
        let expected: std::collections::BTreeSet<usize> =
            many.cells.iter().map(|c| c.box_index()).collect();
        assert_eq!(boxes, expected.len(), "{said}");
        assert!(look(many, Lang::Zh).starts_with("请看第"));
        // Units in a natural list.
        let mut candidates = Candidates::new(&Board::EMPTY);
        let keep = Cell::at(3, 5).unwrap();
        for cell in Cell::all().filter(|&c| c.box_index() == 4 && c != keep) {
            candidates.eliminate(cell, Digit::new(7).unwrap());
        }
        assert_eq!(
            look(&next_step(&candidates).unwrap(), Lang::En),
            "Look at box 5."
        );
        let three = ["box 1".to_string(), "row 2".into(), "column 3".into()];
        assert_eq!(and_list(&three, Lang::En), "box 1, row 2 and column 3");
        assert_eq!(and_list(&three[..2], Lang::Zh), "box 1和row 2");
    }

    #[test]
    fn a_drawn_chain_is_said_by_its_ends() {
        let kite: Board =
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8..."
                .parse()
                .unwrap();
        let path = LogicalPath::of(&kite).unwrap();
        let step = path.steps.iter().find(|s| !s.chain.is_empty()).unwrap();
        assert_eq!(
            drawn_sentence(step, Lang::En),
            "2-String Kite: the chain shows that Row 9, Column 1 is 4 or Row 6, \
             Column 4 is 4; so: 4 from Row 6, Column 1."
        );
        assert_eq!(
            drawn_sentence(step, Lang::Zh),
            "双线风筝：链说明第9行，第1列是 4，或第6行，第4列是 4；所以：第6行，第1列去掉 4。"
        );
        assert!(sentence(step, Lang::En).len() > 2 * drawn_sentence(step, Lang::En).len());
        // A step without a chain reads as always.
        let single = &path.steps[0];
        assert_eq!(drawn_sentence(single, Lang::En), sentence(single, Lang::En));
    }

    #[test]
    fn a_drawn_loop_is_said_to_close() {
        // The 20th of Norvig's top 95: step 27 is a continuous loop from r1c9's 1 back to it.
        let looped: Board =
            "..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56"
                .parse()
                .unwrap();
        let path = LogicalPath::of(&looped).unwrap();
        let step = &path.steps[26];
        assert_eq!(step.technique, Technique::ContinuousLoop, "{step}");
        assert_eq!(
            drawn_sentence(step, Lang::En),
            "Continuous loop: the loop closes on itself, so each of its weak links (dashed) has \
             exactly one true end; so: 5 from Row 2, Column 6; 1 from Row 2, Column 9."
        );
        assert_eq!(
            drawn_sentence(step, Lang::Zh),
            "连续环：环首尾相接，所以每条弱链（虚线）恰有一端成立；所以：第2行，第6列去掉 5；第2行，第9列去掉 1。"
        );
        // The whole sentence names every node, the first again at the end.
        let said = sentence(step, Lang::En);
        assert!(
            said.contains("the loop 1 in Row 1, Column 9; 9 in Row 1, Column 9;"),
            "{said}"
        );
        assert!(
            said.contains("1 in Row 4, Column 9; 1 in Row 1, Column 9 alternates"),
            "{said}"
        );
    }

    #[test]
    fn every_step_of_a_hard_path_reads_in_both_languages() {
        let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
        for step in &path.steps {
            let (en, zh) = (sentence(step, Lang::En), sentence(step, Lang::Zh));
            assert!(en.ends_with('.') && !en.contains("{}"), "{en}");
            assert!(zh.ends_with('。') && !zh.contains("{}"), "{zh}");
            assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
        }
        // Every technique has a name of its own in each language (none falls to the fallback).
        for lang in Lang::ALL {
            let names: std::collections::HashSet<&str> =
                Technique::ALL.iter().map(|&t| lang.technique(t)).collect();
            assert_eq!(names.len(), Technique::ALL.len(), "{lang:?}");
        }
    }

    #[test]
    fn a_forcing_net_on_the_page_counts_its_cells_and_looks_at_its_start() {
        let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
        let net = (path.steps.iter())
            .find(|s| s.technique == Technique::ForcingNet && s.cells.len() > 2)
            .expect("Inkala's path has a forcing net");
        let (cell, digit) = net.eliminations[0];
        let at = Lang::En.cell(cell);
        assert_eq!(
            drawn_sentence(net, Lang::En),
            format!(
                "Forcing net (contradiction): if {at} held {digit}, the digits it forces in {} \
                 other cells would leave a cell or a digit with no place; so: {digit} from {at}.",
                net.cells.len() - 1
            )
        );
        assert!(drawn_sentence(net, Lang::Zh).contains("由此在另外"));
        assert!(sentence(net, Lang::En).len() > drawn_sentence(net, Lang::En).len());
        assert_eq!(
            look(net, Lang::En),
            format!("Look at {at}: follow what each of its digits would force.")
        );
        assert!(look(net, Lang::Zh).starts_with(&format!("请看{}", Lang::Zh.cell(cell))));
    }

    #[test]
    fn a_nested_forcing_net_says_it_follows_nets_inside() {
        let path = LogicalPath::of(&INKALA.parse().unwrap()).unwrap();
        assert_eq!(path.guesses(), 0, "Inkala's puzzle is explained end to end");
        let nested = (path.steps.iter())
            .find(|s| s.technique == Technique::NestedForcingNet)
            .expect("Inkala's path needs a nested forcing net");
        let (cell, digit) = nested.eliminations[0];
        let at = Lang::En.cell(cell);
        let en = sentence(nested, Lang::En);
        assert!(
            en.starts_with(&format!(
                "Nested forcing net (contradiction): if {at} held {digit}, what that forces, with \
                 every forcing net inside it followed too (digits at "
            )),
            "{en}"
        );
        assert!(en.ends_with(&format!("so: {digit} from {at}.")), "{en}");
        let drawn = drawn_sentence(nested, Lang::En);
        assert!(drawn.contains(&format!(
            "in {} other cells, with every",
            nested.cells.len() - 1
        )));
        assert!(drawn_sentence(nested, Lang::Zh).contains("其中每个强制网也一并推演"));
        assert!(sentence(nested, Lang::Zh).starts_with("嵌套强制网（矛盾）：如果"));
    }

    #[test]
    fn a_forcing_chain_says_what_was_assumed() {
        let board = INKALA.parse().unwrap();
        let path = LogicalPath::of(&board).unwrap();
        let step = (path.steps.iter())
            .find(|s| s.technique == Technique::ForcingChain)
            .expect("Inkala's path needs a forcing chain");
        let (cell, digit) = step.eliminations[0];
        let en = sentence(step, Lang::En);
        let start = format!(
            "Forcing chain (contradiction): if {} held {digit}, ",
            Lang::En.cell(cell)
        );
        assert!(en.starts_with(&start), "{en}");
        assert!(
            en.ends_with(&format!("so: {digit} from {}.", Lang::En.cell(cell))),
            "{en}"
        );
        let zh = sentence(step, Lang::Zh);
        assert!(
            zh.starts_with(&format!(
                "强制链（矛盾）：如果{}填 {digit}",
                Lang::Zh.cell(cell)
            )),
            "{zh}"
        );
    }

    #[test]
    fn a_fish_names_its_rows_and_columns() {
        use sudoku_solver::logic::Candidates;
        // 1 in rows 1 and 5 only at columns 1 and 5: an X-Wing.
        let mut candidates = Candidates::new(&Board::EMPTY);
        let one = Digit::new(1).unwrap();
        for cell in
            Cell::all().filter(|c| (c.row() == 0 || c.row() == 4) && c.col() != 0 && c.col() != 4)
        {
            candidates.eliminate(cell, one);
        }
        let step = next_step(&candidates).unwrap();
        assert_eq!(step.technique, Technique::XWing);
        let en = sentence(&step, Lang::En);
        assert!(
            en.starts_with("X-Wing: in row 1, row 5, 1 fits only in column 1, column 5; so the rest of those lose it: 1 from Row 2, Column 1; "),
            "{en}"
        );
        let zh = sentence(&step, Lang::Zh);
        assert!(
            zh.starts_with("X 翼：在第1行、第5行中，1 只能在第1列、第5列；"),
            "{zh}"
        );
    }

    #[test]
    fn a_wing_names_its_pivot_and_wings() {
        use sudoku_solver::logic::Candidates;
        // r1c1 {1,2} sees r1c5 {1,3} and r5c1 {2,3}: r5c5 loses 3.
        let mut candidates = Candidates::new(&Board::EMPTY);
        for (cell, keep) in [((0, 0), [1, 2]), ((0, 4), [1, 3]), ((4, 0), [2, 3])] {
            for d in (1..=9).filter(|d| !keep.contains(d)) {
                candidates.eliminate(Cell::at(cell.0, cell.1).unwrap(), Digit::new(d).unwrap());
            }
        }
        let step = next_step(&candidates).unwrap();
        assert_eq!(step.technique, Technique::XYWing);
        assert_eq!(
            sentence(&step, Lang::En),
            "XY-Wing: the pivot Row 1, Column 1 and its wings Row 1, Column 5 and Row 5, Column 1 \
             hold only 1, 2, 3 between them, two each; whichever the pivot holds, a wing holds 3; \
             so cells seeing both wings lose it: 3 from Row 5, Column 5."
        );
    }

    #[test]
    fn every_step_of_norvigs_top95_reads_in_both_languages() {
        let mut named = std::collections::BTreeSet::new();
        for (_, line) in sudoku_testkit::corpus("norvig_top95.txt") {
            let board: Board = line.parse().unwrap();
            for step in &LogicalPath::of(&board).unwrap().steps {
                for lang in Lang::ALL {
                    let said = sentence(step, lang);
                    let name = lang.technique(step.technique);
                    assert!(said.starts_with(name), "{said}");
                    assert!(!said.contains("{}") && !said.contains(";;"), "{said}");
                    assert!(
                        said.ends_with(if lang == Lang::Zh { '。' } else { '.' }),
                        "{said}"
                    );
                    // Every candidate it removes is named.
                    for &(cell, digit) in &step.eliminations {
                        assert!(
                            said.contains(&lang.cell(cell)) && said.contains(&digit.to_string())
                        );
                    }
                }
                named.insert(step.technique);
            }
        }
        assert!(named.len() >= 15, "{named:?}");
    }
}
