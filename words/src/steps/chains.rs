//! Colouring, chains, loops, Nishio and forcing chains and nets.

use sudoku_solver::logic::{Step, Technique};

use super::*;

/// The sentence's body for these techniques, `None` for the others.
pub(super) fn body(step: &Step, lang: Lang) -> Option<String> {
    chains(step, lang)
        .or_else(|| loops(step, lang))
        .or_else(|| nets(step, lang))
        .or_else(|| forcing(step, lang))
}

/// Colouring and chains.
fn chains(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        (Technique::GroupedAic, _) if !step.chain().is_empty() => {
            let nodes: Vec<String> = (step.chain().iter())
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
        _ => return None,
    })
}

/// Loops.
fn loops(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
        (Technique::XCycle, _) if step.digits.len() == 1 => {
            let nodes: Vec<String> = (step.chain().iter())
                .map(|node| node_name(node, lang))
                .collect();
            let grouped = step.chain().iter().any(|node| node.is_group());
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
            let nodes: Vec<String> = (step.chain().iter())
                .map(|node| {
                    let (cells, digit) = (node_name(node, lang), node.digit);
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
        _ => return None,
    })
}

/// Forcing nets.
fn nets(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}

/// Nishio and forcing chains.
fn forcing(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}
