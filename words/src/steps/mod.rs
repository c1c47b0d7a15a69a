//! A logic step in words, in English or Simplified Chinese, built from the step's data (the
//! technique, its cells, digits and units, what it places or removes).
//!
//! They are built where the engine runs, the logic worker (`crate::logic_worker`), so the page only
//! shows text.

use sudoku_solver::logic::{Node, Step, Technique};
use sudoku_solver::{Cell, Digit, Unit};

use crate::{Lang, fill};

mod basic;
mod chains;
mod sets;
mod uniqueness;
mod wings;
mod wrong;

pub use wrong::{refutation, ruled_out_later, went_wrong};

#[cfg(test)]
mod tests;

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

/// A step's sets of cells ([`Step::sets`]), each with its unit, numbered from 1, or, for a Death
/// Blossom, named by the stem's digit each stands for (`for`, one per set after the stem):
/// "(1) in row 3, Row 3, Column 1; (2) in column 2, …", "(for 5) in column 7, …".
fn numbered_sets(step: &Step, for_digits: &[Digit], lang: Lang) -> String {
    let sets = match step.sets() {
        // The stem: not a set of a unit.
        [_, petals @ ..] if !for_digits.is_empty() => petals,
        sets => sets,
    };
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

/// A chain's node: its cell, or a group's cells "(A or B)", one of which holds the digit.
fn node_name(node: &Node, lang: Lang) -> String {
    let cells: Vec<String> = node.cells.iter().map(|c| lang.cell(c)).collect();
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
    ) && !step.chain().is_empty()
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
    let (Some(first), Some(last)) = (step.chain().first(), step.chain().last()) else {
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
            &first.digit.to_string(),
            &node_name(last, lang),
            &last.digit.to_string(),
            &removed(&step.eliminations, lang),
        ],
    )
}

/// The step in one sentence: "Hidden single: in box 5, 7 fits only in Row 4, Column 6."
pub fn sentence(step: &Step, lang: Lang) -> String {
    let name = lang.technique(step.technique);
    let body = (basic::body(step, lang))
        .or_else(|| wings::body(step, lang))
        .or_else(|| uniqueness::body(step, lang))
        .or_else(|| sets::body(step, lang))
        .or_else(|| chains::body(step, lang))
        .unwrap_or_else(|| {
            fill(
                lang,
                ["{} in {}; so: {}.", "{}，涉及{}；所以：{}。"],
                &[
                    &lang.digits(step.digits),
                    &lang.cells(&step.cells),
                    &removed(&step.eliminations, lang),
                ],
            )
        });
    let separator = if lang == Lang::Zh { "：" } else { ": " };
    format!("{name}{separator}{body}")
}
