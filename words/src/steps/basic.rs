//! Singles, the last guess, intersections, naked and hidden subsets, and fish.

use sudoku_solver::logic::{Detail, Step, Technique};

use super::*;

/// The sentence's body for these techniques, `None` for the others.
pub(super) fn body(step: &Step, lang: Lang) -> Option<String> {
    singles(step, lang)
        .or_else(|| subsets(step, lang))
        .or_else(|| fish(step, lang))
}

/// Singles, and the last guess.
fn singles(step: &Step, lang: Lang) -> Option<String> {
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}

/// Intersections, naked and hidden subsets.
fn subsets(step: &Step, lang: Lang) -> Option<String> {
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}

/// Fish.
fn fish(step: &Step, lang: Lang) -> Option<String> {
    let Detail::Fish { base, cover } = &step.detail else {
        return None;
    };
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let names = |units: &[sudoku_solver::Unit]| {
        let list: Vec<String> = units.iter().map(|&u| lang.unit(u)).collect();
        list.join(if lang == Lang::Zh { "、" } else { ", " })
    };
    Some(match (step.technique, placed) {
        (Technique::XWing | Technique::Swordfish | Technique::Jellyfish, _) => say(
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
        ),
        (
            Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish,
            _,
        ) => {
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
        _ => return None,
    })
}
