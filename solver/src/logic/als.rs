//! Almost locked sets: ALS-XZ, ALS-XY-Wing, ALS chains, Death Blossom.
//!
//! An almost locked set (ALS) is N cells of one unit holding N + 1 digits between them (a single
//! cell with two candidates is one): were one of its digits taken away, the rest would be locked
//! there, one per cell. Two ALSs A and B share a restricted common digit x when every place of x
//! in A sees every place of x in B: x is then in at most one of them, so the other is locked.
//!
//! - ALS-XZ: for any other digit z both hold, one of the two sets holds z (say x is not in A: A,
//!   N cells with N digits left, holds each of them, z among them; otherwise x is not in B, and
//!   B holds z); so a cell that sees every place of z in both loses z.
//! - ALS-XY-Wing: a third set C shares x with A and y with B. C lacks at most one of its digits,
//!   so it holds x or y: then A lacks x, or B lacks y, and one of A and B is locked. A digit z
//!   both hold (neither x nor y) is in one of them, as above.
//! - Death Blossom: a stem cell and, for each of its candidates d, a petal: an ALS whose places
//!   of d all see the stem. The stem holds one d, so that petal lacks d and is locked: a digit z
//!   every petal holds (not a stem candidate) is in one of them.
//!
//! Sets are bit boards: a set of cells is a `u128` (a bit per cell), a set of digits a `u16`.

use super::bits::{cells, digits, seeing};
use super::houses::House;
use super::{Candidates, Detail, Step, Technique, cell_at};
use crate::{Cell, Digit, DigitSet, Unit};

/// The largest ALS tried, in cells (larger ones are rarely needed and many).
const MOST_CELLS: usize = 4;

/// An almost locked set.
struct Als {
    /// Its house.
    house: House,
    /// Its cells.
    cells: u128,
    /// Its digits (bit `d - 1` for digit d).
    digits: u16,
    /// For each digit (0-8), its places in the set.
    places: [u128; 9],
    /// For each digit (0-8), the cells that see all its places in the set.
    seen: [u128; 9],
}

fn cells_of(bits: u128) -> impl Iterator<Item = Cell> {
    cells(bits).map(|c| cell_at(c as u8))
}

/// The step of a pattern of sets, in the order its sentence names them: their cells set after
/// set, each set's size and unit, and `digits` (bit `d - 1` for digit d).
fn step_of(
    technique: Technique,
    order: &[&Als],
    digits: u16,
    eliminations: Vec<(Cell, Digit)>,
) -> Step {
    let mut step = Step::new(technique);
    step.cells = order.iter().flat_map(|s| cells_of(s.cells)).collect();
    step.detail = Detail::Sets(order.iter().map(|s| cells_of(s.cells).collect()).collect());
    step.units = order.iter().map(|s| s.house.unit()).collect();
    step.digits = DigitSet::from_bits(digits);
    step.eliminations = eliminations;
    step
}

/// Every ALS of 1 to `MOST_CELLS` cells, each set of cells once (a row's and a box's alike).
fn all_sets(candidates: &Candidates) -> Vec<Als> {
    let mut sets: Vec<Als> = Vec::new();
    for house in House::ALL {
        let empty: Vec<Cell> = (house.cells())
            .filter(|&c| !candidates.get(c).is_empty())
            .collect();
        // Every subset of the unit's empty cells, as bits over `empty`; each one's digits from
        // those of the subset without its lowest cell.
        let mut digits_of = [0u16; 512];
        for pick in 1usize..1 << empty.len() {
            let lowest = pick.trailing_zeros() as usize;
            digits_of[pick] = digits_of[pick & (pick - 1)] | candidates.get(empty[lowest]).bits();
            let size = pick.count_ones() as usize;
            let digits = digits_of[pick];
            if size > MOST_CELLS || digits.count_ones() as usize != size + 1 {
                continue;
            }
            let chosen = (0..empty.len())
                .filter(|i| pick & 1 << i != 0)
                .map(|i| empty[i]);
            let bits = chosen.clone().fold(0u128, |m, c| m | 1 << c.index());
            // A set in a line and a box alike (or a single cell, in three units) is kept once,
            // as its row's, else its column's: rows come first, then columns, then boxes.
            let in_one = |line: fn(Cell) -> usize| {
                let first = chosen.clone().next().map(line);
                chosen.clone().all(|c| Some(line(c)) == first)
            };
            let repeated = match house.unit() {
                Unit::Row(_) => false,
                Unit::Column(_) => in_one(Cell::row),
                Unit::Box(_) => in_one(Cell::row) || in_one(Cell::col),
            };
            if repeated {
                continue;
            }
            let places: [u128; 9] = std::array::from_fn(|d| {
                chosen
                    .clone()
                    .filter(|&c| candidates.get(c).bits() & 1 << d != 0)
                    .fold(0u128, |m, c| m | 1 << c.index())
            });
            let seen = std::array::from_fn(|d| match places[d] {
                0 => 0,
                some => seeing(some),
            });
            sets.push(Als {
                house,
                cells: bits,
                digits,
                places,
                seen,
            });
        }
    }
    sets
}

/// The sets' restricted common digits: for each set, the sets after it that share no cell with
/// it and each digit x whose places in both all see each other (a bit per digit).
type Restricted = Vec<Vec<(usize, u16)>>;

fn restricted(sets: &[Als]) -> Restricted {
    let mut links: Restricted = vec![Vec::new(); sets.len()];
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let common = a.digits & b.digits;
            if common == 0 || a.cells & b.cells != 0 {
                continue;
            }
            let mut xs = 0u16;
            for x in digits(common) {
                if a.places[x] & !b.seen[x] == 0 {
                    xs |= 1 << x;
                }
            }
            if xs != 0 {
                links[i].push((j, xs));
            }
        }
    }
    links
}

/// The candidates `z` that the cells seeing every place of z in `sets` lose (besides those of
/// the sets themselves, `apart`).
fn seeing_all(with: &[u128; 9], sets: &[&Als], z: usize, apart: u128) -> u128 {
    sets.iter().fold(with[z] & !apart, |m, s| m & s.seen[z])
}

fn removals(targets: u128, z: usize) -> impl Iterator<Item = (Cell, Digit)> {
    let digit = Digit::from_table(z as u8);
    cells_of(targets).map(move |c| (c, digit))
}

/// ALS-XZ, then ALS-XY-Wing, then Death Blossom: the first that removes a candidate, on one
/// list of the board's sets.
pub(super) fn almost_locked_sets(candidates: &Candidates) -> Option<Step> {
    let sets = all_sets(candidates);
    let with = candidates.with_each();
    let links = restricted(&sets);
    als_xz(&sets, &links, &with)
        .or_else(|| als_xy_wing(&sets, &links, &with))
        .or_else(|| als_chain(&sets, &links, &with))
        .or_else(|| death_blossom(candidates, &sets, &with))
}

/// Each set's links both ways (the table keeps each pair once).
fn both_ways(sets: &[Als], links: &Restricted) -> Vec<Vec<(usize, u16)>> {
    let mut linked: Vec<Vec<(usize, u16)>> = vec![Vec::new(); sets.len()];
    for (i, out) in links.iter().enumerate() {
        for &(j, xs) in out {
            linked[i].push((j, xs));
            linked[j].push((i, xs));
        }
    }
    linked
}

/// The most sets in an ALS chain (each more multiplies the search by the links of a set).
const CHAIN_MOST: usize = 5;

/// A chain of four or more sets, A - B - ... - D, each sharing a restricted common digit with the
/// next (r1, r2, ...; each differs from the one before), and a digit z that A and D hold (not the
/// first link's, nor the last's). Were z in neither, A would hold r1, so B would lack it and hold
/// r2, and so on until D lacked the last link's digit and held z. So A or D holds z: cells seeing
/// all its places in both lose it. Shorter chains first.
fn als_chain(sets: &[Als], links: &Restricted, with: &[u128; 9]) -> Option<Step> {
    let linked = both_ways(sets, links);
    for length in 4..=CHAIN_MOST {
        for (a, first) in sets.iter().enumerate() {
            // The digits of A that some cell outside it sees everywhere: the only z worth a
            // chain.
            let seen_z = digits(first.digits)
                .filter(|&z| with[z] & first.seen[z] & !first.cells != 0)
                .fold(0u16, |m, z| m | 1 << z);
            if seen_z == 0 {
                continue;
            }
            let mut search = ChainSearch {
                sets,
                linked: &linked,
                with,
                length,
                path: vec![a],
                digits: Vec::new(),
            };
            if let Some(step) = search.extend(first.cells, seen_z) {
                return Some(step);
            }
        }
    }
    None
}

/// The depth-first search of [`als_chain`] from one first set.
struct ChainSearch<'a> {
    sets: &'a [Als],
    linked: &'a [Vec<(usize, u16)>],
    with: &'a [u128; 9],
    /// The chain's length sought, in sets.
    length: usize,
    /// The sets so far, and the digit linking each to the next.
    path: Vec<usize>,
    digits: Vec<usize>,
}

impl ChainSearch<'_> {
    /// The chain grown from the last of `path` by sets sharing no cell with `taken`; `zs`, the
    /// digits z the first set could lock in (once linked, those of its first link aside).
    fn extend(&mut self, taken: u128, zs: u16) -> Option<Step> {
        let at = *self.path.last().expect("a first set");
        let before = self.digits.last().map_or(0, |&r| 1u16 << r);
        for &(next, rs) in &self.linked[at] {
            let set = &self.sets[next];
            if set.cells & taken != 0 {
                continue;
            }
            for r in digits(rs & !before) {
                let zs = if self.digits.is_empty() {
                    zs & !(1 << r)
                } else {
                    zs
                };
                if zs == 0 {
                    continue;
                }
                self.path.push(next);
                self.digits.push(r);
                let found = if self.path.len() == self.length {
                    self.step(r, zs)
                } else {
                    self.extend(taken | set.cells, zs)
                };
                self.path.pop();
                self.digits.pop();
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    /// The step of the chain in `path`, its last link on `r`, if it removes one of `zs`.
    fn step(&self, r: usize, zs: u16) -> Option<Step> {
        let order: Vec<&Als> = self.path.iter().map(|&i| &self.sets[i]).collect();
        let (first, last) = (order[0], order[order.len() - 1]);
        let apart = first.cells | last.cells;
        let eliminations: Vec<(Cell, Digit)> = digits(zs & last.digits & !(1 << r))
            .flat_map(|z| removals(seeing_all(self.with, &[first, last], z, apart), z))
            .collect();
        if eliminations.is_empty() {
            return None;
        }
        let links = self.digits.iter().fold(0u16, |m, &d| m | 1 << d);
        Some(step_of(Technique::AlsChain, &order, links, eliminations))
    }
}

/// Two sets with a restricted common digit x, and another digit both hold.
fn als_xz(sets: &[Als], links: &Restricted, with: &[u128; 9]) -> Option<Step> {
    for (i, a) in sets.iter().enumerate() {
        for &(j, xs) in &links[i] {
            let b = &sets[j];
            let common = a.digits & b.digits;
            for x in digits(xs) {
                let apart = a.cells | b.cells;
                let eliminations: Vec<(Cell, Digit)> = digits(common & !(1 << x))
                    .flat_map(|z| removals(seeing_all(with, &[a, b], z, apart), z))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                // The restricted common digit; the eliminations say which others.
                return Some(step_of(Technique::AlsXz, &[a, b], 1 << x, eliminations));
            }
        }
    }
    None
}

/// A pivot set C with a restricted common digit x with A and another, y, with B; A and B share
/// no cell, and both hold a digit z besides.
fn als_xy_wing(sets: &[Als], links: &Restricted, with: &[u128; 9]) -> Option<Step> {
    let linked = both_ways(sets, links);
    for (c, pivot) in sets.iter().enumerate() {
        for (n, &(a, xs)) in linked[c].iter().enumerate() {
            for &(b, ys) in &linked[c][n + 1..] {
                let (wing_a, wing_b) = (&sets[a], &sets[b]);
                let common = wing_a.digits & wing_b.digits;
                if wing_a.cells & wing_b.cells != 0 || common == 0 {
                    continue;
                }
                for x in digits(xs) {
                    for y in digits(ys & !(1 << x)) {
                        let apart = wing_a.cells | wing_b.cells;
                        let eliminations: Vec<(Cell, Digit)> =
                            digits(common & !(1 << x) & !(1 << y))
                                .flat_map(|z| {
                                    removals(seeing_all(with, &[wing_a, wing_b], z, apart), z)
                                })
                                .collect();
                        if eliminations.is_empty() {
                            continue;
                        }
                        // The wing linked by the lower digit first, so that words can say which
                        // digit links which wing.
                        let (first, second) = if x < y {
                            (wing_a, wing_b)
                        } else {
                            (wing_b, wing_a)
                        };
                        return Some(step_of(
                            Technique::AlsXyWing,
                            &[first, second, pivot],
                            1 << x | 1 << y,
                            eliminations,
                        ));
                    }
                }
            }
        }
    }
    None
}

/// The most candidates a Death Blossom's stem has (more are rare, and many petals to combine).
const STEM_MOST: usize = 3;

/// A stem cell of two or three candidates and a petal for each, every petal holding a digit z.
fn death_blossom(candidates: &Candidates, sets: &[Als], with: &[u128; 9]) -> Option<Step> {
    for stem in Cell::all() {
        let stem_digits = candidates.get(stem).bits();
        if !(2..=STEM_MOST as u32).contains(&stem_digits.count_ones()) {
            continue;
        }
        let stem_bit = 1u128 << stem.index();
        let peers = seeing(stem_bit);
        for z in digits(0x1ff & !stem_digits) {
            // For each stem digit, the petals that hold z too.
            let petals: Vec<Vec<&Als>> = digits(stem_digits)
                .map(|d| {
                    sets.iter()
                        .filter(|s| {
                            s.digits & 1 << z != 0
                                && s.places[d] != 0
                                && s.places[d] & !peers == 0
                                && s.cells & stem_bit == 0
                        })
                        .collect()
                })
                .collect();
            if petals.iter().any(Vec::is_empty) {
                continue;
            }
            let mut chosen = Vec::new();
            if let Some(targets) = blossom(&petals, with[z] & !stem_bit, z, &mut chosen) {
                let mut step = Step::new(Technique::DeathBlossom);
                step.cells = std::iter::once(stem)
                    .chain(chosen.iter().flat_map(|s| cells_of(s.cells)))
                    .collect();
                step.detail = Detail::Sets(
                    std::iter::once(vec![stem])
                        .chain(chosen.iter().map(|s| cells_of(s.cells).collect()))
                        .collect(),
                );
                step.units = chosen.iter().map(|s| s.house.unit()).collect();
                step.digits = DigitSet::from_bits(stem_digits);
                step.eliminations = removals(targets, z).collect();
                return Some(step);
            }
        }
    }
    None
}

/// One petal from each of `petals`, sharing no cell, such that some cell (of `open`, where z
/// is a candidate) sees every place of z in them all: those cells, the petals in `chosen`.
fn blossom<'a>(
    petals: &[Vec<&'a Als>],
    open: u128,
    z: usize,
    chosen: &mut Vec<&'a Als>,
) -> Option<u128> {
    let Some((these, rest)) = petals.split_first() else {
        return Some(open);
    };
    let taken = chosen.iter().fold(0u128, |m, s| m | s.cells);
    for &petal in these {
        let left = open & petal.seen[z] & !petal.cells;
        if petal.cells & taken != 0 || left == 0 {
            continue;
        }
        chosen.push(petal);
        if let Some(targets) = blossom(rest, left, z, chosen) {
            return Some(targets);
        }
        chosen.pop();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::named as cell;
    use super::super::only as board;

    #[test]
    fn two_sets_restricted_on_one_digit_place_the_other_in_one_of_them() {
        // A = {r1c1: 1 2}; B = {r1c5: 1 3, r4c5: 2 3} in column 5. The 1s of A and B see each
        // other (row 1): so 2 is at r1c1 or r4c5, and r4c1, which sees both, loses it.
        let cells: [(&str, &[u8]); 3] = [("r1c1", &[1, 2]), ("r1c5", &[1, 3]), ("r4c5", &[2, 3])];
        let step = almost_locked_sets(&board(&cells)).expect("an ALS-XZ");
        assert_eq!(step.technique, Technique::AlsXz);
        assert_eq!(step.eliminations, [(cell("r4c1"), Digit::new(2).unwrap())]);
        assert_eq!(
            step.sets().iter().map(|s| s.len()).collect::<Vec<_>>(),
            [1, 2]
        );
        assert_eq!(step.cells[..1], [cell("r1c1")]);
        assert_eq!(step.digits, DigitSet::EMPTY.with(Digit::new(1).unwrap()));
        // With r4c5 holding 2 and 4, column 5's two cells hold four digits: no set, no step.
        let mut apart = cells;
        apart[2] = ("r4c5", &[2, 4]);
        assert!(almost_locked_sets(&board(&apart)).is_none());
    }

    #[test]
    fn a_pivot_set_linked_to_two_wings_locks_one_of_them() {
        // C = {r1c5: 1 2, r2c6: 1 3} (box 2) links A = {r5c1: 4 9, r5c5: 2 4} (row 5) by 2 and
        // B = {r8c2: 5 9, r8c6: 3 5} (row 8) by 3; A and B both hold 9, at r5c1 and r8c2, which
        // six cells see (by column and box). No two of these sets make an ALS-XZ.
        let cells: [(&str, &[u8]); 6] = [
            ("r1c5", &[1, 2]),
            ("r2c6", &[1, 3]),
            ("r5c1", &[4, 9]),
            ("r5c5", &[2, 4]),
            ("r8c2", &[5, 9]),
            ("r8c6", &[3, 5]),
        ];
        let step = almost_locked_sets(&board(&cells)).expect("an ALS-XY-Wing");
        assert_eq!(step.technique, Technique::AlsXyWing, "{step}");
        let nine = Digit::new(9).unwrap();
        let seeing_both = ["r4c2", "r5c2", "r6c2", "r7c1", "r8c1", "r9c1"];
        assert_eq!(step.eliminations, seeing_both.map(|c| (cell(c), nine)));
        assert_eq!(
            step.sets().iter().map(|s| s.len()).collect::<Vec<_>>(),
            [2, 2, 2]
        );
        // The wing linked by 2 (the lower linking digit) first, then by 3, then the pivot.
        let named: Vec<Cell> = ["r5c1", "r5c5", "r8c2", "r8c6", "r1c5", "r2c6"]
            .map(cell)
            .into();
        assert_eq!(step.cells, named);
        assert_eq!(
            step.digits,
            [2, 3].map(|d| Digit::new(d).unwrap()).into_iter().collect()
        );
        // B's 3 moved to r8c7, which does not see the pivot's 3: no link, no step.
        let mut apart = cells;
        apart[5] = ("r8c7", &[3, 5]);
        assert!(almost_locked_sets(&board(&apart)).is_none());
    }

    #[test]
    fn each_candidate_of_a_stem_locks_a_petal() {
        // Stem r5c5 (1 2 3). Petals: for 1, {r1c5: 1 6, r1c9: 6 9} (row 1; its 1 sees the stem
        // down column 5); for 2, {r5c9: 2 9} (row 5); for 3, {r4c4: 3 7, r4c7: 7 9} (row 4; its 3
        // in the stem's box). Each holds 9, at r1c9, r5c9 and r4c7: r4c9 and r6c9 see all three.
        // (Tested alone: on so bare a board ALS-XY-Wings come first.)
        let cells: [(&str, &[u8]); 6] = [
            ("r5c5", &[1, 2, 3]),
            ("r1c5", &[1, 6]),
            ("r1c9", &[6, 9]),
            ("r5c9", &[2, 9]),
            ("r4c4", &[3, 7]),
            ("r4c7", &[7, 9]),
        ];
        let blossom = |cells: &[(&str, &[u8])]| {
            let candidates = board(cells);
            let with = candidates.with_each();
            death_blossom(&candidates, &all_sets(&candidates), &with)
        };
        let step = blossom(&cells).expect("a Death Blossom");
        assert_eq!(step.technique, Technique::DeathBlossom);
        let nine = Digit::new(9).unwrap();
        assert_eq!(
            step.eliminations,
            [(cell("r4c9"), nine), (cell("r6c9"), nine)]
        );
        let named: Vec<Cell> = ["r5c5", "r1c5", "r1c9", "r5c9", "r4c4", "r4c7"]
            .map(cell)
            .into();
        assert_eq!(step.cells, named);
        assert_eq!(
            step.sets().iter().map(|s| s.len()).collect::<Vec<_>>(),
            [1, 2, 1, 2]
        );
        // The petal for 3 moved to r4c1, which does not see the stem: no petal for 3.
        let mut apart = cells;
        apart[4] = ("r4c1", &[3, 7]);
        assert!(blossom(&apart).is_none());
    }

    /// An ALS chain of `sets` sets on `cells` (two-candidate cells) removes 9 from the two
    /// cells `lose`; with `cells[moved]` replaced by `apart`, which breaks one link, nothing
    /// locks the 9s.
    fn check_chain(
        cells: &[(&str, &[u8])],
        sets: usize,
        lose: [&str; 2],
        moved: usize,
        apart: (&str, &[u8]),
    ) {
        let step = almost_locked_sets(&board(cells)).expect("an ALS chain");
        assert_eq!(step.technique, Technique::AlsChain, "{step}");
        let nine = Digit::new(9).unwrap();
        assert_eq!(step.eliminations, lose.map(|name| (cell(name), nine)));
        assert_eq!(step.sets().len(), sets, "{step}");
        let mut broken = cells.to_vec();
        broken[moved] = apart;
        assert!(almost_locked_sets(&board(&broken)).is_none());
    }

    #[test]
    fn four_sets_linked_in_a_row_lock_a_digit_of_the_ends() {
        // A = {r1c1: 9 4, r1c2: 4 1} (row 1) -1- B = {r4c2: 1 5, r7c2: 5 2} (column 2) -2-
        // C = {r7c5: 2 6, r7c6: 6 3} (row 7) -3- D = {r9c6: 3 7, r4c6: 7 9} (column 6): each
        // link's digit in the two sets sees itself, the middle one (2) differs from both others.
        // A and D hold 9, at r1c1 and r4c6: r1c6 and r4c1, which see both, lose it. No two or
        // three of these sets lock it (no ALS-XZ, no ALS-XY-Wing).
        let cells: [(&str, &[u8]); 8] = [
            ("r1c1", &[9, 4]),
            ("r1c2", &[4, 1]),
            ("r4c2", &[1, 5]),
            ("r7c2", &[5, 2]),
            ("r7c5", &[2, 6]),
            ("r7c6", &[6, 3]),
            ("r9c6", &[3, 7]),
            ("r4c6", &[7, 9]),
        ];
        // C's 2 moved to r8c5 (C still a set, in box 8): it no longer sees B's, the chain
        // breaks, and nothing else locks the 9s.
        check_chain(&cells, 4, ["r1c6", "r4c1"], 4, ("r8c5", &[2, 6]));
    }

    #[test]
    fn five_sets_linked_in_a_row_lock_a_digit_of_the_ends() {
        // A = {r1c1: 9 4, r1c4: 4 1} (row 1) -1- B = {r3c5: 1 5, r7c5: 5 2} (column 5) -2-
        // C = {r8c6: 2 3} (one cell) -3- D = {r8c1: 3 7, r5c1: 7 8} (column 1) -8-
        // E = {r5c8: 8 6, r6c9: 6 9} (box 6): nine digits, each in two cells that see each
        // other, and no three cells in a row in one unit (they would be one set, and the chain
        // shorter). A and E hold 9, at r1c1 and r6c9: r1c9 and r6c1, which see both, lose it.
        let cells: [(&str, &[u8]); 9] = [
            ("r1c1", &[9, 4]),
            ("r1c4", &[4, 1]),
            ("r3c5", &[1, 5]),
            ("r7c5", &[5, 2]),
            ("r8c6", &[2, 3]),
            ("r8c1", &[3, 7]),
            ("r5c1", &[7, 8]),
            ("r5c8", &[8, 6]),
            ("r6c9", &[6, 9]),
        ];
        // D's 8 moved to r4c1 (D still a set, in column 1): it no longer sees E's, the chain
        // breaks, and nothing else locks the 9s.
        check_chain(&cells, 5, ["r1c9", "r6c1"], 6, ("r4c1", &[7, 8]));
    }
}
