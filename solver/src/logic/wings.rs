//! Wings (XY, XYZ, W) and the unique rectangle of type 1.

use super::houses::House;
use super::{Candidates, Step, Technique};
use crate::{Cell, Digit, DigitSet, Unit};

fn bivalues(candidates: &Candidates) -> Vec<Cell> {
    Cell::all()
        .filter(|&c| candidates.get(c).len() == 2)
        .collect()
}

fn wing_step(
    technique: Technique,
    cells: Vec<Cell>,
    digits: DigitSet,
    eliminations: Vec<(Cell, Digit)>,
) -> Step {
    let mut step = Step::new(technique);
    step.cells = cells;
    step.digits = digits;
    step.eliminations = eliminations;
    step
}

/// A pivot {x,y} seeing pincers {x,z} and {y,z}: z goes from every cell seeing both pincers.
pub(super) fn xy_wing(candidates: &Candidates) -> Option<Step> {
    let pairs = bivalues(candidates);
    for &pivot in &pairs {
        let xy = candidates.get(pivot);
        for &a in pairs.iter().filter(|a| a.sees(pivot)) {
            for &b in pairs.iter().filter(|b| b.sees(pivot) && **b > a) {
                let (ma, mb) = (candidates.get(a), candidates.get(b));
                let all: DigitSet = xy.iter().chain(ma.iter()).chain(mb.iter()).collect();
                let shared = |m: DigitSet| m.iter().filter(|&d| xy.contains(d)).count();
                if all.len() != 3 || ma == mb || shared(ma) != 1 || shared(mb) != 1 {
                    continue;
                }
                let Some(z) = ma.iter().find(|&d| !xy.contains(d) && mb.contains(d)) else {
                    continue;
                };
                let eliminations = candidates.seen_by(z, &[a, b], &[]);
                if !eliminations.is_empty() {
                    return Some(wing_step(
                        Technique::XYWing,
                        vec![pivot, a, b],
                        all,
                        eliminations,
                    ));
                }
            }
        }
    }
    None
}

/// A pivot {x,y,z} seeing pincers {x,z} and {y,z}: z goes from every cell seeing all three.
pub(super) fn xyz_wing(candidates: &Candidates) -> Option<Step> {
    let pairs = bivalues(candidates);
    for pivot in Cell::all().filter(|&c| candidates.get(c).len() == 3) {
        let xyz = candidates.get(pivot);
        for &a in pairs.iter().filter(|a| a.sees(pivot)) {
            for &b in pairs.iter().filter(|b| b.sees(pivot) && **b > a) {
                let (ma, mb) = (candidates.get(a), candidates.get(b));
                if ma == mb || !ma.iter().chain(mb.iter()).all(|d| xyz.contains(d)) {
                    continue;
                }
                let Some(z) = ma.iter().find(|&d| mb.contains(d)) else {
                    continue;
                };
                let eliminations = candidates.seen_by(z, &[pivot, a, b], &[]);
                if !eliminations.is_empty() {
                    return Some(wing_step(
                        Technique::XYZWing,
                        vec![pivot, a, b],
                        xyz,
                        eliminations,
                    ));
                }
            }
        }
    }
    None
}

/// Two cells {x,y} that do not see each other, joined by a strong link on x (a unit where x has
/// exactly two places, one seeing each cell): one of them is y, so y goes from cells seeing both.
pub(super) fn w_wing(candidates: &Candidates) -> Option<Step> {
    let pairs = bivalues(candidates);
    for (i, &a) in pairs.iter().enumerate() {
        for &b in &pairs[i + 1..] {
            let xy = candidates.get(a);
            if candidates.get(b) != xy || a.sees(b) {
                continue;
            }
            for x in xy.iter() {
                let y = xy.iter().find(|&d| d != x)?;
                for house in House::ALL {
                    let ends: Vec<Cell> = house
                        .cells()
                        .filter(|&c| candidates.get(c).contains(x))
                        .collect();
                    let [p, q] = ends[..] else { continue };
                    if [p, q].contains(&a) || [p, q].contains(&b) {
                        continue;
                    }
                    let joined = (p.sees(a) && q.sees(b)) || (p.sees(b) && q.sees(a));
                    if !joined {
                        continue;
                    }
                    let eliminations = candidates.seen_by(y, &[a, b], &[]);
                    if !eliminations.is_empty() {
                        return Some(wing_step(
                            Technique::WWing,
                            vec![a, b, p, q],
                            xy,
                            eliminations,
                        ));
                    }
                }
            }
        }
    }
    None
}

/// Four cells in two rows, two columns and two boxes, three of them holding only {a,b}: were
/// the fourth also only {a,b}, the puzzle would have two solutions; so it loses a and b.
pub(super) fn unique_rectangle(candidates: &Candidates) -> Option<Step> {
    let pairs = bivalues(candidates);
    for (i, &p) in pairs.iter().enumerate() {
        for &q in &pairs[i + 1..] {
            let ab = candidates.get(p);
            if candidates.get(q) != ab {
                continue;
            }
            // p and q are on one row or one column; the rectangle's other two cells are across.
            let others: Vec<(usize, usize)> = if p.row() == q.row() {
                (0..9).filter(|&r| r != p.row()).map(|r| (r, 0)).collect()
            } else if p.col() == q.col() {
                (0..9).filter(|&c| c != p.col()).map(|c| (c, 1)).collect()
            } else {
                continue;
            };
            for (line, along) in others {
                let (r, s) = if along == 0 {
                    (Cell::at(line, p.col())?, Cell::at(line, q.col())?)
                } else {
                    (Cell::at(p.row(), line)?, Cell::at(q.row(), line)?)
                };
                let corners = [p, q, r, s];
                // The boxes the corners are in, a bit each (a set of them was 0.7 KiB of the
                // logic worker's code, gzipped).
                let boxes = corners.iter().fold(0u16, |set, c| set | 1 << c.box_index());
                if boxes.count_ones() != 2 {
                    continue;
                }
                let (mr, ms) = (candidates.get(r), candidates.get(s));
                let holds_ab = |m: DigitSet| ab.iter().all(|d| m.contains(d));
                let (fourth, third) = match (mr == ab, ms == ab) {
                    (true, false) => (s, r),
                    (false, true) => (r, s),
                    _ => continue,
                };
                if !holds_ab(candidates.get(fourth)) {
                    continue;
                }
                let eliminations: Vec<(Cell, Digit)> = ab.iter().map(|d| (fourth, d)).collect();
                return Some(wing_step(
                    Technique::UniqueRectangle,
                    vec![p, q, third, fourth],
                    ab,
                    eliminations,
                ));
            }
        }
    }
    None
}

/// A bivalue universal grave plus one: every empty cell holds two candidates but one, which
/// holds three, and, that cell's extra digit aside, every digit stands as a candidate in each
/// unit twice or not at all. A board of pairs only like that would have two solutions (each pair
/// could take either digit), so the extra digit must stay: it is the cell's. The step's cell is
/// that one, its units the cell's row, column and box.
pub(super) fn bug_plus_one(candidates: &Candidates) -> Option<Step> {
    let mut three = None;
    for cell in Cell::all().filter(|&c| candidates.board().get(c).is_none()) {
        match candidates.get(cell).len() {
            2 => {}
            3 if three.is_none() => three = Some(cell),
            _ => return None,
        }
    }
    let cell = three?;
    // The extra digit: the one of the three that stands three times in the cell's row.
    let in_row = |digit: Digit| {
        House::row(cell.row())
            .cells()
            .filter(|&c| candidates.get(c).contains(digit))
            .count()
    };
    let extra = candidates.get(cell).iter().find(|&d| in_row(d) == 3)?;
    // With it gone from the cell, every digit twice or never in every unit.
    for house in House::ALL {
        for digit in (1..=9).filter_map(Digit::new) {
            let count = house
                .cells()
                .filter(|&c| candidates.get(c).contains(digit) && (c, digit) != (cell, extra))
                .count();
            if count != 0 && count != 2 {
                return None;
            }
        }
    }
    let mut step = Step::new(Technique::BugPlusOne);
    step.cells.push(cell);
    step.digits = DigitSet::EMPTY.with(extra);
    step.units = vec![
        Unit::Row(cell.row()),
        Unit::Column(cell.col()),
        Unit::Box(cell.box_index()),
    ];
    step.placements.push((cell, extra));
    Some(step)
}
