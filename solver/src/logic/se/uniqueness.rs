//! SE's uniqueness techniques, as SukakuExplainer (late 2019) finds and rates them: unique
//! rectangles and loops of types 1 to 4, and the bivalue universal grave (BUG) of types 1 to 4.
//! Both rest on the puzzle having one solution: a pattern that would allow two (a loop of cells
//! holding the same two candidates, every cell with two candidates) cannot be left whole.

use super::{Found, Lowest};
use crate::logic::bits::{Candidate, digits, peers};
use crate::logic::houses::House;

fn count(mask: u16) -> usize {
    mask.count_ones() as usize
}

/// Each combination of `k` of `items`, in lexicographic order.
fn combinations(items: &[usize], k: usize, found: &mut dyn FnMut(&[usize])) {
    fn walk(
        items: &[usize],
        k: usize,
        from: usize,
        chosen: &mut Vec<usize>,
        found: &mut dyn FnMut(&[usize]),
    ) {
        if chosen.len() == k {
            found(chosen);
            return;
        }
        for i in from..items.len() {
            chosen.push(items[i]);
            walk(items, k, i + 1, chosen, found);
            chosen.pop();
        }
    }
    walk(items, k, 0, &mut Vec::with_capacity(k), found);
}

/// The unique loop SE would take on `marks` (candidates per cell, bit `digit` 0-8): the lowest
/// rated, then the lowest type.
pub(super) fn unique_loop(marks: &[u16; 81]) -> Option<Found> {
    let mut best = Lowest::new();
    let mut offer = |rating: u16, kind: u8, removed| best.offer((rating, kind), removed);
    for start in (0..81).filter(|&c| count(marks[c]) == 2) {
        let mut pair = digits(marks[start]);
        let (Some(v1), Some(v2)) = (pair.next(), pair.next()) else {
            continue;
        };
        let mut loops = Vec::new();
        let mut path = Vec::new();
        find_loops(marks, start, (v1, v2), &mut path, 2, 0, None, &mut loops);
        for cells in loops.iter().filter(|l| is_valid_loop(l)) {
            let rating = 45
                + match cells.len() {
                    0..6 => 0,
                    6..8 => 1,
                    8..10 => 2,
                    _ => 5,
                };
            let both = 1 << v1 | 1 << v2;
            let extra: Vec<usize> = (cells.iter().copied())
                .filter(|&c| count(marks[c]) > 2)
                .collect();
            match extra[..] {
                [cell] => offer(
                    rating,
                    1,
                    vec![Candidate::new(cell, v1), Candidate::new(cell, v2)],
                ),
                [c1, c2] => {
                    let others = (marks[c1] | marks[c2]) & !both;
                    if count(others) == 1 {
                        offer(rating, 2, type_2(marks, &extra, both));
                    } else if count(others) >= 2 {
                        type_3(marks, (c1, c2), both, &mut |add, removed| {
                            offer(rating + add, 3, removed)
                        });
                    }
                    offer(rating, 4, type_4(marks, (c1, c2), (v1, v2)));
                }
                [_, _, _, ..] => offer(rating, 2, type_2(marks, &extra, both)),
                _ => {}
            }
        }
    }
    best.found(|&(rating, _)| rating)
}

/// Loops from `cell` through cells holding both digits, each link in a unit of another kind
/// than the last, at most two cells with other candidates unless they share one.
#[allow(clippy::too_many_arguments)]
fn find_loops(
    marks: &[u16; 81],
    cell: usize,
    (v1, v2): (usize, usize),
    path: &mut Vec<usize>,
    allowed: i32,
    others: u16,
    last_kind: Option<usize>,
    loops: &mut Vec<Vec<usize>>,
) {
    path.push(cell);
    for (kind, house) in House::se_of(cell).into_iter().enumerate() {
        if Some(kind) == last_kind {
            continue;
        }
        for next in house.indices() {
            if next == path[0] && path.len() >= 4 {
                loops.push(path.clone());
            } else if !path.contains(&next) {
                let m = marks[next];
                if m >> v1 & 1 == 1 && m >> v2 & 1 == 1 {
                    let others = (others | m) & !(1 << v1 | 1 << v2);
                    if count(m) == 2 || count(others) == 1 || allowed > 0 {
                        let allowed = allowed - i32::from(count(m) > 2);
                        find_loops(
                            marks,
                            next,
                            (v1, v2),
                            path,
                            allowed,
                            others,
                            Some(kind),
                            loops,
                        );
                    }
                }
            }
        }
    }
    path.pop();
}

/// SE's test of a loop: every unit it touches holds one cell at an odd place and one at an even.
fn is_valid_loop(cells: &[usize]) -> bool {
    let (mut odd, mut even) = (0u32, 0u32);
    for (i, &cell) in cells.iter().enumerate() {
        let side = if i % 2 == 1 { &mut odd } else { &mut even };
        for house in House::se_of(cell) {
            if *side >> house.index() & 1 == 1 {
                return false;
            }
            *side |= 1 << house.index();
        }
    }
    odd == even
}

/// The houses of `c1` that hold `c2` too, in SE's order.
fn shared(c1: usize, c2: usize) -> impl Iterator<Item = House> {
    House::se_of(c1).into_iter().filter(move |h| h.holds(c2))
}

/// Type 2: the cells with other candidates share one, which is true in one of them: it goes
/// from the cells that see them all.
fn type_2(marks: &[u16; 81], extra: &[usize], both: u16) -> Vec<Candidate> {
    let Some(value) = digits(marks[extra[0]] & !both).next() else {
        return Vec::new();
    };
    let seeing = extra.iter().fold(!0u128, |bits, &c| bits & peers(c));
    (0..81)
        .filter(|&c| seeing >> c & 1 == 1 && !extra.contains(&c) && marks[c] >> value & 1 == 1)
        .map(|c| Candidate::new(c, value))
        .collect()
}

/// Type 3: the two cells' other candidates act as one cell in a naked or hidden subset of a
/// unit they share. Calls `found` with the rating to add and what goes.
fn type_3(
    marks: &[u16; 81],
    (c1, c2): (usize, usize),
    both: u16,
    found: &mut dyn FnMut(u16, Vec<Candidate>),
) {
    let extra = (marks[c1] | marks[c2]) & !both;
    for degree in 2..=7usize {
        for house in shared(c1, c2) {
            let cells: [usize; 9] = std::array::from_fn(|i| house.cell(i).index());
            let empty = cells.iter().filter(|&&c| marks[c] != 0).count();
            let at = |cell: usize| cells.iter().position(|&c| c == cell).unwrap_or(0);
            let (i1, i2) = (at(c1), at(c2));
            if degree * 2 <= empty && degree >= count(extra) {
                let others: Vec<usize> = (0..9).filter(|&i| i != i1 && i != i2).collect();
                combinations(&others, degree - 1, &mut |chosen| {
                    let chosen: Vec<usize> = chosen.iter().map(|&i| cells[i]).collect();
                    let naked = chosen
                        .iter()
                        .fold(extra & marks[c1] & marks[c2], |m, &c| m | marks[c]);
                    if count(naked) != degree || chosen.iter().any(|&c| count(marks[c]) < 2) {
                        return;
                    }
                    let common = chosen.iter().fold(extra, |m, &c| m | marks[c]);
                    if count(common) != degree {
                        return;
                    }
                    let removed: Vec<Candidate> = (cells.iter().copied())
                        .filter(|&c| c != c1 && c != c2 && !chosen.contains(&c))
                        .flat_map(|c| digits(marks[c] & common).map(move |d| Candidate::new(c, d)))
                        .collect();
                    found(degree as u16 - 1, removed);
                });
            }
            if degree * 2 < empty {
                let rest: Vec<usize> = digits(0x1ff & !both & !extra).collect();
                if degree - 2 <= rest.len() {
                    combinations(&rest, degree - 2, &mut |chosen| {
                        let hidden = chosen.iter().fold(both, |m, &d| m | 1 << d);
                        let mut places = 0u16;
                        for d in digits(hidden) {
                            let at: u16 = (0..9)
                                .filter(|&i| i != i2 && marks[cells[i]] >> d & 1 == 1)
                                .fold(0, |bits, i| bits | 1 << i);
                            if at == 0 {
                                return;
                            }
                            places |= at;
                        }
                        if count(places) != degree {
                            return;
                        }
                        let removed: Vec<Candidate> = (0..9)
                            .filter(|&i| places >> i & 1 == 1 && i != i1 && i != i2)
                            .map(|i| cells[i])
                            .flat_map(|c| {
                                digits(marks[c] & !hidden).map(move |d| Candidate::new(c, d))
                            })
                            .collect();
                        found(degree as u16 - 2, removed);
                    });
                }
            }
        }
    }
}

/// Type 4: in a unit the two cells share, one of the loop's digits has no other place, so one
/// of them holds it and neither can hold the other digit.
fn type_4(marks: &[u16; 81], (c1, c2): (usize, usize), (v1, v2): (usize, usize)) -> Vec<Candidate> {
    let (mut lock1, mut lock2) = (false, false);
    for house in shared(c1, c2) {
        let elsewhere =
            |d: usize| (house.indices()).any(|c| c != c1 && c != c2 && marks[c] >> d & 1 == 1);
        lock1 |= !elsewhere(v1);
        lock2 |= !elsewhere(v2);
    }
    let gone = if lock1 {
        v2
    } else if lock2 {
        v1
    } else {
        return Vec::new();
    };
    vec![Candidate::new(c1, gone), Candidate::new(c2, gone)]
}

/// The bivalue universal grave SE would take on `marks`: where every empty cell but a few has
/// two candidates and every digit two places in each unit but for those few cells' extra
/// candidates, one of the extras is true (type 1: the only such cell holds its extra; type 2:
/// one shared extra goes from the cells that see them all; type 3: the extras act as a cell of
/// a naked subset; type 4: two cells in a unit share a digit that one of them must hold).
pub(super) fn bug(marks: &[u16; 81]) -> Option<Found> {
    let extras = extras(marks)?;
    if !is_grave(&extras.rest) {
        return None;
    }
    conclude(marks, &extras)
}

/// The candidates a BUG would have beside its two per cell, as SukakuExplainer collects them.
struct Extras {
    /// The cells with extras.
    cells: Vec<usize>,
    /// Each cell's extras.
    values: [u16; 81],
    /// Every extra digit.
    all: u16,
    /// The cells that see every cell with extras (`None` before the first).
    common: Option<u128>,
    /// The candidates without the extras.
    rest: [u16; 81],
}

impl Extras {
    /// Takes `value` out of `cell` as an extra (`alone`: as its only one); false when the
    /// extras can no longer be one BUG's (cells of two digits that no cell sees all of).
    fn take(&mut self, cell: usize, value: usize, alone: bool) -> bool {
        add_bug_cell(cell, &mut self.cells, &mut self.common);
        if alone {
            self.values[cell] = 1 << value;
        } else {
            self.values[cell] |= 1 << value;
        }
        self.all |= 1 << value;
        self.rest[cell] &= !(1 << value);
        !(self.cells.len() > 1 && count(self.all) > 1 && self.common == Some(0))
    }
}

/// The extras of the BUG `marks` would be but for them: in each unit, a digit with more than
/// two places takes its extra from its one cell of three candidates or more; where one digit
/// alone is crowded so, in several cells, from all of them. `None` where that cannot be.
fn extras(marks: &[u16; 81]) -> Option<Extras> {
    let mut extras = Extras {
        cells: Vec::new(),
        values: [0; 81],
        all: 0,
        common: None,
        rest: *marks,
    };
    // Cells with three candidates or more in units where one digit has too many places.
    let mut crowded: Option<(u128, usize)> = None;
    let mut one_value = true;
    for house in House::BLOCKS.into_iter().chain(House::LINES) {
        for value in 0..9 {
            let places: Vec<usize> = (house.indices())
                .filter(|&c| marks[c] >> value & 1 == 1)
                .collect();
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let new: Vec<usize> = places
                .into_iter()
                .filter(|&c| count(marks[c]) >= 3)
                .collect();
            let new_bits = new.iter().fold(0u128, |b, &c| b | 1 << c);
            match &mut crowded {
                None => crowded = Some((new_bits, value)),
                Some((cells, only)) if one_value => {
                    if *only == value {
                        *cells |= new_bits;
                    } else {
                        one_value = false;
                    }
                }
                _ => {}
            }
            if let [cell] = new[..]
                && !extras.take(cell, value, false)
            {
                return None;
            }
            if new.is_empty() {
                return None;
            }
        }
    }
    if let (true, Some((cells, value))) = (one_value, crowded)
        && cells.count_ones() as usize > extras.cells.len()
    {
        let fresh: Vec<usize> = (0..81)
            .filter(|&c| cells >> c & 1 == 1 && !extras.cells.contains(&c))
            .collect();
        // SukakuExplainer leaves the shared extra out of its set of extras here, and may then
        // take these cells for a type 4; counting it makes them the type 2 they are.
        for cell in fresh {
            if !extras.take(cell, value, true) {
                return None;
            }
        }
    }
    Some(extras)
}

/// Whether `rest` is a bivalue universal grave: every empty cell two candidates, every digit
/// none or two places in each unit.
fn is_grave(rest: &[u16; 81]) -> bool {
    if (0..81).any(|c| rest[c] != 0 && count(rest[c]) != 2) {
        return false;
    }
    House::ALL.iter().all(|house| {
        (0..9).all(|value| {
            let n = (house.indices())
                .filter(|&c| rest[c] >> value & 1 == 1)
                .count();
            n == 0 || n == 2
        })
    })
}

/// What a BUG with `extras` removes, by its type.
fn conclude(marks: &[u16; 81], extras: &Extras) -> Option<Found> {
    let (bug_cells, all_values) = (&extras.cells, extras.all);
    let common = extras.common.unwrap_or(0);
    if let [cell] = bug_cells[..] {
        let removed = digits(marks[cell] & !all_values)
            .map(|d| Candidate::new(cell, d))
            .collect();
        return Some((56, removed));
    }
    if count(all_values) == 1 {
        let value = all_values.trailing_zeros() as usize;
        let removed: Vec<Candidate> = (0..81)
            .filter(|&c| common >> c & 1 == 1 && marks[c] >> value & 1 == 1)
            .map(|c| Candidate::new(c, value))
            .collect();
        if !removed.is_empty() {
            return Some((57, removed));
        }
        return bug_4(marks, bug_cells, &extras.values, all_values).map(|r| (57, r));
    }
    if common == 0 {
        return None;
    }
    if let Some(removed) = bug_4(marks, bug_cells, &extras.values, all_values) {
        return Some((57, removed));
    }
    bug_3(marks, bug_cells, all_values, common)
}

/// Adds `cell` to the BUG cells, and narrows `common` (the cells that see every BUG cell).
fn add_bug_cell(cell: usize, bug_cells: &mut Vec<usize>, common: &mut Option<u128>) {
    if !bug_cells.contains(&cell) {
        bug_cells.push(cell);
    }
    let seen = common.map_or(peers(cell), |c| c & peers(cell));
    *common = Some(bug_cells.iter().fold(seen, |c, &b| c & !(1 << b)));
}

/// BUG type 4: two cells in a unit, sharing one digit besides their extras: one of them holds
/// its extra, so the other holds the shared digit, and neither anything else.
fn bug_4(
    marks: &[u16; 81],
    cells: &[usize],
    extras: &[u16; 81],
    all: u16,
) -> Option<Vec<Candidate>> {
    let [c1, c2] = cells[..] else { return None };
    let shared = marks[c1] & marks[c2] & !all;
    if count(shared) != 1 || self::shared(c1, c2).next().is_none() {
        return None;
    }
    let removed: Vec<Candidate> = [c1, c2]
        .into_iter()
        .flat_map(|c| digits(marks[c] & !extras[c] & !shared).map(move |d| Candidate::new(c, d)))
        .collect();
    Some(removed).filter(|r| !r.is_empty())
}

/// BUG type 3: the extras, one of which is true, act as one cell of a naked subset with cells
/// of a unit all the BUG cells share.
fn bug_3(marks: &[u16; 81], cells: &[usize], all: u16, common: u128) -> Option<Found> {
    for degree in 2..=6usize {
        for kind in 0..3 {
            let shared = House::se_of(cells[0])[kind];
            if cells.iter().any(|&c| !shared.holds(c)) {
                continue;
            }
            let in_unit: Vec<usize> = (0..81)
                .filter(|&c| common >> c & 1 == 1 && shared.holds(c))
                .collect();
            if in_unit.len() < degree {
                continue;
            }
            let mut result = None;
            combinations(&in_unit, degree - 1, &mut |naked| {
                if result.is_some() {
                    return;
                }
                let others = naked.iter().fold(0u16, |m, &c| m | marks[c]);
                if count(others) != degree
                    || count(all) < 2
                    || naked.iter().any(|&c| count(marks[c]) < 2)
                {
                    return;
                }
                let set = others | all;
                if count(set) != degree {
                    return;
                }
                let removed: Vec<Candidate> = (in_unit.iter().copied())
                    .filter(|c| !naked.contains(c) && !cells.contains(c))
                    .flat_map(|c| digits(marks[c] & set).map(move |d| Candidate::new(c, d)))
                    .collect();
                if !removed.is_empty() {
                    result = Some((57 + degree as u16 - 1, removed));
                }
            });
            if result.is_some() {
                return result;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::marks;
    use super::*;

    #[test]
    fn a_unique_loop_of_four_cells_with_one_extra_removes_the_pair_from_it() {
        // r1c1, r1c4, r2c1 hold only 1 and 2; r2c4 holds 3 besides. Rows 1-2, columns 1 and 4,
        // boxes 1 and 2: without the 3, 1 and 2 could swap, two solutions. So r2c4 is 3.
        let rectangle =
            |last: &'static [u16]| marks(&[(0, &[1, 2]), (3, &[1, 2]), (9, &[1, 2]), (12, last)]);
        let found = unique_loop(&rectangle(&[1, 2, 3]));
        assert_eq!(
            found,
            Some((45, vec![Candidate::new(12, 0), Candidate::new(12, 1)]))
        );
        // The near miss: r2c4 without the 2, so the four cells do not share a pair.
        assert_eq!(unique_loop(&rectangle(&[1, 3])), None);
    }

    #[test]
    fn a_bug_with_one_cell_of_three_candidates_keeps_its_extra() {
        // The 14th puzzle of top1465: SE's path reaches a bivalue universal grave but for
        // r9c6, which holds three candidates. The two that leave every digit twice in each of
        // its units would give the puzzle no single solution: r9c6 keeps its third.
        let board: crate::Board =
            "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5..........."
                .parse()
                .unwrap();
        let path = crate::logic::se::SePath::of(&board).unwrap();
        let at = (path.steps.iter())
            .position(|s| s.technique == super::super::SeTechnique::Bug)
            .expect("a BUG on SE's path");
        let mut candidates = crate::logic::Candidates::new(&board);
        for rated in &path.steps[..at] {
            candidates.apply(&rated.step);
        }
        let mut marks = candidates.bits();
        let r9c6 = 8 * 9 + 5;
        let found = bug(&marks);
        assert_eq!(
            found,
            Some((56, vec![Candidate::new(r9c6, 3), Candidate::new(r9c6, 6)]))
        );
        // The near miss: without the extra candidate every cell has two, a deadly pattern with
        // no cell to say anything about (a puzzle with one solution never comes to it).
        marks[r9c6] = 1 << 3 | 1 << 6;
        assert_eq!(bug(&marks), None);
    }
}
