//! Sue de Coq, almost locked sets and death blossoms.

use sudoku_solver::logic::{Step, Technique};

use super::*;

/// The sentence's body for these techniques, `None` for the others.
pub(super) fn body(step: &Step, lang: Lang) -> Option<String> {
    sue_de_coq_and_xz(step, lang)
        .or_else(|| als_wings_and_chains(step, lang))
        .or_else(|| death_blossom(step, lang))
}

/// Sue de Coq and ALS-XZ.
fn sue_de_coq_and_xz(step: &Step, lang: Lang) -> Option<String> {
    let unit = |i: usize| step.units.get(i).map(|&u| lang.unit(u)).unwrap_or_default();
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
        (Technique::SueDeCoq, _) if step.units.len() == 2 && step.sets().len() == 3 => {
            let sets = step.sets();
            let (crossing, in_line, in_box) = (
                lang.cells(&sets[0]),
                lang.cells(&sets[1]),
                lang.cells(&sets[2]),
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
        (Technique::AlsXz, _) if step.units.len() == 2 && step.sets().len() == 2 => say(
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
        _ => return None,
    })
}

/// ALS-XY-Wings and ALS chains.
fn als_wings_and_chains(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
        (Technique::AlsXyWing, _)
            if step.units.len() == 3 && step.sets().len() == 3 && step.digits.len() == 2 =>
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
        (Technique::AlsChain, _)
            if step.sets().len() >= 4 && step.units.len() == step.sets().len() =>
        {
            let count = step.sets().len().to_string();
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
        _ => return None,
    })
}

/// Death Blossoms.
fn death_blossom(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
        (Technique::DeathBlossom, _)
            if step.sets().len() == step.digits.len() + 1
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
        _ => return None,
    })
}
