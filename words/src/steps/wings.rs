//! Wings, single-digit patterns of two strong links, and aligned exclusions.

use sudoku_solver::logic::{Step, Technique};

use super::*;

/// The sentence's body for these techniques, `None` for the others.
pub(super) fn body(step: &Step, lang: Lang) -> Option<String> {
    xy_wings_and_kites(step, lang).or_else(|| w_wings_and_aligned(step, lang))
}

/// XY- and XYZ-Wings, Skyscrapers and 2-String Kites.
fn xy_wings_and_kites(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        _ => return None,
    })
}

/// W-Wings and aligned exclusion.
fn w_wings_and_aligned(step: &Step, lang: Lang) -> Option<String> {
    let placed = step.placements.first().copied();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    Some(match (step.technique, placed) {
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
        (Technique::AlignedPairExclusion | Technique::AlignedTripleExclusion, _)
            if step.sets().len() == 2 =>
        {
            let sets = step.sets();
            say(
                [
                    "fill {} together, every way their candidates allow. A way is out when it \
                     gives two of them that see each other one digit, or takes every candidate \
                     of a cell seeing them all ({}). No way left uses these, so they go: {}.",
                    "把{}一起填入，试遍候选数允许的所有填法。若两格互相看到却填同一数字，或用尽看到它们全部的某格（{}）的候选数，这种填法就不成立。剩下的填法都用不到以下候选数，所以去掉：{}。",
                ],
                &[
                    &lang.cells(&sets[0]),
                    &lang.cells(&sets[1]),
                    &removed(&step.eliminations, lang),
                ],
            )
        }
        _ => return None,
    })
}
