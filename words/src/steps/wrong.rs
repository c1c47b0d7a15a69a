//! "Where did I go wrong?": why the person's first wrong move was wrong, from the board before it.

use sudoku_solver::logic::{Contradiction, Refutation, Technique};
use sudoku_solver::{Cell, Digit};

use crate::{Lang, fill};

/// A refutation in words: "If Row 3, Column 4 held 5: Row 3, Column 7 would be 2 (the only place
/// for 2 in row 3); …; and Row 5, Column 5 would have no digit left. So 5 cannot go there."
pub fn refutation(refutation: &Refutation, lang: Lang) -> String {
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let (cell, digit) = refutation.assumed;
    let forced: Vec<String> = (refutation.forced.iter())
        .map(|f| {
            let digit = f.digit.to_string();
            let why = match f.only_place_in {
                None => say(["its last candidate", "它唯一剩下的候选数"], &[]),
                Some(unit) => say(
                    ["the only place for {} in {}", "{} 在{}中唯一的位置"],
                    &[&digit, &lang.unit(unit)],
                ),
            };
            say(
                ["{} would be {} ({})", "{}将是 {}（{}）"],
                &[&lang.cell(f.cell), &digit, &why],
            )
        })
        .collect();
    let end = match refutation.end {
        Contradiction::Sees(peer) => say(
            ["{} already holds {}", "{}已经是 {}"],
            &[&lang.cell(peer), &digit.to_string()],
        ),
        Contradiction::NoDigit(at) => say(
            ["{} would have no digit left", "{}将无数字可填"],
            &[&lang.cell(at)],
        ),
        Contradiction::NoPlace(unit, d) => say(
            [
                "{} would have no place left in {}",
                "数字 {} 在{}中将没有位置",
            ],
            &[&d.to_string(), &lang.unit(unit)],
        ),
        // A contradiction of a later kind: said plainly.
        #[allow(unreachable_patterns)]
        _ => say(["a contradiction", "出现矛盾"], &[]),
    };
    let (cell, digit) = (lang.cell(cell), digit.to_string());
    if let Contradiction::Sees(_) = refutation.end {
        return say(
            ["{} cannot be {}: {}.", "{}不能是 {}：{}。"],
            &[&cell, &digit, &end],
        );
    }
    if forced.is_empty() {
        return say(
            ["{} cannot be {}: then {}.", "{}不能是 {}：否则{}。"],
            &[&cell, &digit, &end],
        );
    }
    let sep = if lang == Lang::Zh { "；" } else { "; " };
    say(
        [
            "If {} held {}: {}; and then {}. So {} cannot go there.",
            "如果{}填 {}：{}；于是{}。所以 {} 不能填在那里。",
        ],
        &[&cell, &digit, &forced.join(sep), &end, &digit],
    )
}

/// When singles alone do not show it: the step of the solving path from that board (its
/// `number`th, from 1, with `technique`) that rules `digit` out of `cell` (`placed`: that places
/// it there, for marks that left it out).
pub fn ruled_out_later(
    cell: Cell,
    digit: Digit,
    placed: bool,
    number: usize,
    technique: Technique,
    lang: Lang,
) -> String {
    let templates = match placed {
        false => [
            "Singles alone do not rule out {} from {} on that board; the solving path from there does, at its step {} ({}). Go back to that move and press Hint to follow it.",
            "在那一步的盘面上，仅靠唯一数排除不了{}的 {}；从那里出发的解题路径在第 {} 步（{}）排除了它。回到那一步，按“提示”一步步跟着走。",
        ],
        true => [
            "{} must be {}: the solving path from that board places it there at its step {} ({}). Go back to that move and press Hint to follow it.",
            "{}必须是 {}：从那一步的盘面出发，解题路径在第 {} 步（{}）把它填在那里。回到那一步，按“提示”一步步跟着走。",
        ],
    };
    let (cell, digit) = (lang.cell(cell), digit.to_string());
    let args: [&str; 2] = match (lang, placed) {
        (Lang::En, false) => [&digit, &cell],
        _ => [&cell, &digit],
    };
    fill(
        lang,
        templates,
        &[
            args[0],
            args[1],
            &number.to_string(),
            lang.technique(technique),
        ],
    )
}

/// The move that went wrong, said before its reason: its `number` among the `moves` kept (from
/// 1; 0 when the damage is older than the moves kept), the cell and the digit it put there (or,
/// with `marks`, the cell's digit its marks left out). "Move 12 of 30 went wrong: it put 5 in
/// Row 3, Column 4."
pub fn went_wrong(
    number: usize,
    moves: usize,
    (cell, digit): (Cell, Digit),
    marks: bool,
    lang: Lang,
) -> String {
    let at = match lang {
        Lang::En => format!("{digit} in {}", lang.cell(cell)),
        Lang::Zh => format!("{}的 {digit}", lang.cell(cell)),
    };
    // By `marks`, then whether the move is one of those kept.
    let what = match (marks, number > 0) {
        (false, true) => ["it put {}", "它填了{}"],
        (true, true) => ["its marks left out {}", "它的标记漏掉了{}"],
        (false, false) => ["a move put {}", "有一步填了{}"],
        (true, false) => ["a move's marks left out {}", "有一步的标记漏掉了{}"],
    };
    let what = fill(lang, what, &[&at]);
    match number {
        0 => fill(
            lang,
            [
                "It went wrong before the oldest move kept: {}.",
                "错误发生在保留的最早一步之前：{}。",
            ],
            &[&what],
        ),
        _ => fill(
            lang,
            [
                "Move {} of {} went wrong: {}.",
                "第 {} 步（共 {} 步）出了错：{}。",
            ],
            &[&number.to_string(), &moves.to_string(), &what],
        ),
    }
}
