//! Unique rectangles and hidden rectangles.

use sudoku_solver::logic::{Step, Technique};

use super::*;

/// The sentence's body for these techniques, `None` for the others.
pub(super) fn body(step: &Step, lang: Lang) -> Option<String> {
    rectangles(step, lang).or_else(|| more_rectangles(step, lang))
}

/// Unique rectangles of types 1 to 3.
fn rectangles(step: &Step, lang: Lang) -> Option<String> {
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}

/// Unique rectangles of types 4 and 6, and hidden rectangles.
fn more_rectangles(step: &Step, lang: Lang) -> Option<String> {
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}
