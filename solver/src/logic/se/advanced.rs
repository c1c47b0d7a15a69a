//! What SE's Dynamic Forcing Chains (+) add to a chain: when its implications run out, SE's first
//! basic rules (intersections, hidden pairs, naked pairs, X-Wings, in that order, the first that
//! finds anything) are run on the grid the chain has left, and what they remove joins the chain,
//! each with the candidates it needed gone as its parents (what made the rule apply, as SE
//! counts it: its `getRuleParents`).

use crate::logic::Candidates;
use crate::logic::bits::{Candidate, cells, intersections};
use crate::logic::houses::House;

/// A rule's deduction on a chain's grid: what it removes and the candidates, on in the grid the
/// chain began from and off since, that it needed.
pub(super) struct Advanced {
    pub removed: Vec<Candidate>,
    pub parents: Vec<Candidate>,
}

/// Pairs of 0..n in SE's order: (0, 1), (0, 2), (1, 2), (0, 3), ...
fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (1..n).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// One of SE's basic rules: its deductions on a chain's grid, from the grid the chain began from.
type BasicRule = fn(&Candidates, &Candidates) -> Vec<Advanced>;

/// The deductions of the first of SE's rules that finds one with parents, on `live` (the chain's
/// grid) from `source` (the grid the chain began from).
pub(super) fn advanced(live: &Candidates, source: &Candidates) -> Vec<Advanced> {
    let rules: [BasicRule; 4] = [locking, hidden_pairs, naked_pairs, x_wings];
    for rule in rules {
        let found: Vec<Advanced> = (rule(live, source).into_iter())
            .filter(|a| !a.parents.is_empty())
            .collect();
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// Pointing and claiming, in SE's order ([`intersections`]); parents: the digit's places in the
/// first unit, outside the second, that are gone.
fn locking(live: &Candidates, source: &Candidates) -> Vec<Advanced> {
    let mut found = Vec::new();
    intersections(
        |house, digit| live.places_in(house, digit),
        &mut |first, second, digit| {
            let (one, two) = (first.mask(), second.mask());
            let removed: Vec<_> = cells(live.places_in(second, digit) & !one)
                .map(|c| Candidate::new(c, digit))
                .collect();
            if !removed.is_empty() {
                let gone = source.places_in(first, digit) & !live.places_in(first, digit) & !two;
                let parents = cells(gone).map(|c| Candidate::new(c, digit)).collect();
                found.push(Advanced { removed, parents });
            }
            false
        },
    );
    found
}

/// Hidden pairs; parents: the two digits, once in the unit's other cells.
fn hidden_pairs(live: &Candidates, source: &Candidates) -> Vec<Advanced> {
    let mut found = Vec::new();
    for house in House::SE_ORDER {
        let empty = (source.open_cells() & house.mask()).count_ones();
        if empty <= 4 {
            continue;
        }
        for (d1, d2) in pairs(9) {
            let (p1, p2) = (live.places_in(house, d1), live.places_in(house, d2));
            let common = p1 | p2;
            if p1.count_ones() < 2 || p2.count_ones() < 2 || common.count_ones() != 2 {
                continue;
            }
            let pair = 1 << d1 | 1 << d2;
            let removed: Vec<_> = (cells(common))
                .flat_map(|c| {
                    (0..9)
                        .filter(move |&d| live.marks_of(c) >> d & 1 == 1 && pair >> d & 1 == 0)
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            if removed.is_empty() {
                continue;
            }
            let parents = (cells(house.mask() & !common))
                .flat_map(|c| {
                    [d1, d2]
                        .into_iter()
                        .filter(move |&d| source.marks_of(c) >> d & 1 == 1)
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            found.push(Advanced { removed, parents });
        }
    }
    found
}

/// Naked pairs; parents: the two cells' other candidates.
fn naked_pairs(live: &Candidates, source: &Candidates) -> Vec<Advanced> {
    let mut found = Vec::new();
    for house in House::SE_ORDER {
        let members: [usize; 9] = std::array::from_fn(|i| house.cell(i).index());
        let empty = (source.open_cells() & house.mask()).count_ones();
        if empty < 4 {
            continue;
        }
        for (a, b) in pairs(9) {
            let (c1, c2) = (members[a], members[b]);
            let union = live.marks_of(c1) | live.marks_of(c2);
            if live.marks_of(c1).count_ones() < 2
                || live.marks_of(c2).count_ones() < 2
                || union.count_ones() != 2
            {
                continue;
            }
            let removed: Vec<_> = (members.iter().copied())
                .filter(|&c| c != c1 && c != c2)
                .flat_map(|c| {
                    (0..9)
                        .filter(move |&d| (live.marks_of(c) & union) >> d & 1 == 1)
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            if removed.is_empty() {
                continue;
            }
            let parents = [c1, c2]
                .into_iter()
                .flat_map(|c| {
                    (0..9)
                        .filter(move |&d| source.marks_of(c) >> d & 1 == 1 && union >> d & 1 == 0)
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            found.push(Advanced { removed, parents });
        }
    }
    found
}

/// X-Wings, columns as base first; parents: the digit's places in the base lines, outside the
/// cover lines, that are gone.
fn x_wings(live: &Candidates, source: &Candidates) -> Vec<Advanced> {
    let mut found = Vec::new();
    for (base, cover) in [(House::COLUMNS, House::ROWS), (House::ROWS, House::COLUMNS)] {
        for (b1, b2) in pairs(9) {
            for digit in 0..9 {
                // SE skips a digit placed more than five times (rows without it as a candidate).
                let placed = (House::ROWS.into_iter())
                    .filter(|&row| source.places_in(row, digit) == 0)
                    .count();
                if placed + 4 > 9 {
                    continue;
                }
                let (p1, p2) = (
                    live.places_in(base[b1], digit),
                    live.places_in(base[b2], digit),
                );
                if p1.count_ones() < 2 || p2.count_ones() < 2 {
                    continue;
                }
                // The cover lines: those holding the places.
                let places = p1 | p2;
                let (covers, cover_bits) = (cover.iter())
                    .filter(|line| line.mask() & places != 0)
                    .fold((0, 0u128), |(n, bits), line| (n + 1, bits | line.mask()));
                if covers != 2 {
                    continue;
                }
                let base_bits = base[b1].mask() | base[b2].mask();
                let removed: Vec<_> = cells(cover_bits & !base_bits)
                    .filter(|&c| live.marks_of(c) >> digit & 1 == 1)
                    .map(|c| Candidate::new(c, digit))
                    .collect();
                if removed.is_empty() {
                    continue;
                }
                let gone = (source.places_in(base[b1], digit) | source.places_in(base[b2], digit))
                    & !(p1 | p2)
                    & !cover_bits;
                let parents = cells(gone).map(|c| Candidate::new(c, digit)).collect();
                found.push(Advanced { removed, parents });
            }
        }
    }
    found
}
