//! Finned and sashimi fish: X-Wing (2), Swordfish (3), Jellyfish (4) with fins.
//!
//! `size` base lines (rows, or columns) hold a digit's places in `size` cover lines (columns, or
//! rows) but for a few more, the fins, all in one box. Either a fin holds the digit, or the base
//! lines' digits lie in the cover lines: a fish. Either way, a cell of a cover line outside the
//! base lines that also sees every fin cannot hold it. Such a cell is in the fins' box. The fish
//! is sashimi when, fins aside, a base line keeps one place only (without its fin the body would
//! not be a fish at all); the proof is the same.
//!
//! ```text
//!            c1  c2  c5             base rows r1, r5; cover columns c1, c5
//!       r1   X   F   X              F: a fin (box 1)
//!       r2   -                      -: loses the digit (column 1, in the fin's box)
//!       r3   -
//!       r5   X       X
//! ```

use super::houses::House;
use super::{Candidates, Detail, Step, Technique};
use crate::{Digit, DigitSet, Unit};

/// The first finned or sashimi fish of `size` on any digit, rows as base lines first.
pub(super) fn finned_fish(candidates: &Candidates, size: usize) -> Option<Step> {
    for digit in Digit::ALL {
        // Rows as base with columns as cover, then the other way (see `fish.rs`).
        for (base, cover) in [(House::ROWS, House::COLUMNS), (House::COLUMNS, House::ROWS)] {
            if let Some(step) = finned_on(candidates, digit, size, &base, &cover) {
                return Some(step);
            }
        }
    }
    None
}

/// The positions along a line of each box it crosses.
const SEGMENTS: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];

/// The positions set in `bits`.
fn positions(bits: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |p| bits & 1 << p != 0)
}

fn finned_on(
    candidates: &Candidates,
    digit: Digit,
    size: usize,
    base: &[House; 9],
    cover: &[House; 9],
) -> Option<Step> {
    // A bit per position along each base line.
    let places: [u16; 9] = std::array::from_fn(|i| candidates.places(base[i], digit));
    // A base line holds at most `size` places in the cover lines and three fins (one box's).
    // Listed from the last line, so that the sets of lines come in decreasing order of their
    // bits (the order the paths were first written in).
    let mut eligible = [0usize; 9];
    let mut count = 0;
    for i in (0..9).rev() {
        if (1..=size + 3).contains(&(places[i].count_ones() as usize)) {
            eligible[count] = i;
            count += 1;
        }
    }
    let mut found = |chosen: u16, all: u16| fish_of(digit, (base, cover), &places, chosen, all);
    pick(&eligible[..count], &places, size, (0, 0), &mut found)
}

/// The sets of `size` of `lines`, in order (those with the first line first), each grown a line
/// at a time and dropped as soon as its places can no longer be a finned fish's (`size` cover
/// lines and fins in one box), offered to `found` with their places until it finds a step.
fn pick(
    lines: &[usize],
    places: &[u16; 9],
    size: usize,
    (chosen, all): (u16, u16),
    found: &mut impl FnMut(u16, u16) -> Option<Step>,
) -> Option<Step> {
    for (i, &line) in lines.iter().enumerate() {
        let all = all | places[line];
        let fits = all.count_ones() as usize <= size + 3
            && SEGMENTS
                .iter()
                .any(|s| (all & !s).count_ones() as usize <= size);
        if !fits {
            continue;
        }
        let chosen = chosen | 1 << line;
        let step = if chosen.count_ones() as usize == size {
            found(chosen, all)
        } else {
            pick(&lines[i + 1..], places, size, (chosen, all), found)
        };
        if step.is_some() {
            return step;
        }
    }
    None
}

/// The finned fish of base lines `chosen`, whose places are `all`, if one removes something.
fn fish_of(
    digit: Digit,
    (base, cover): (&[House; 9], &[House; 9]),
    places: &[u16; 9],
    chosen: u16,
    all: u16,
) -> Option<Step> {
    let size = chosen.count_ones() as usize;
    // A basic fish has no fin (fish.rs finds it).
    let count = all.count_ones() as usize;
    if count <= size || count > size + 3 {
        return None;
    }
    // The fins lie in one box: along the base lines, in one segment, whose other positions
    // and every position outside it are cover lines.
    for segment in SEGMENTS {
        let outside = all & !segment;
        let Some(more) = size.checked_sub(outside.count_ones() as usize) else {
            continue;
        };
        let inside = all & segment;
        // The cells that lose the digit are in the fins' box and a cover line: a cover line
        // must cross the segment.
        if more == 0 {
            continue;
        }
        // Each subset of the segment's places (at most three) as cover lines, the rest fins.
        let mut extra = inside;
        loop {
            extra = extra.wrapping_sub(1) & inside;
            if extra.count_ones() as usize == more {
                let covered = outside | extra;
                let lines = (chosen, covered);
                let found = offer(digit, (base, cover), places, lines, segment);
                if found.is_some() {
                    return found;
                }
            }
            if extra == 0 {
                break;
            }
        }
    }
    None
}

/// The fish of base lines `chosen` and cover lines `covered` (bits), its fins in `segment`, if
/// they lie in one box and it removes something. The cells that see every fin and are in a
/// cover line, outside the base lines, are those of the fins' box: a cell of another box could
/// only see a fin along a base line.
fn offer(
    digit: Digit,
    (base, cover): (&[House; 9], &[House; 9]),
    places: &[u16; 9],
    (chosen, covered): (u16, u16),
    segment: u16,
) -> Option<Step> {
    // Every base line keeps a place in the cover lines.
    if positions(chosen).any(|i| places[i] & covered == 0) {
        return None;
    }
    // The base lines with fins, all in one band (the fins' box's): three lines' bits.
    let finned = positions(chosen)
        .filter(|&i| places[i] & !covered != 0)
        .fold(0u16, |m, i| m | 1 << i);
    let band = finned.trailing_zeros() as usize / 3;
    if finned == 0 || finned & !(0b111 << (3 * band)) != 0 {
        return None;
    }
    // The band's other lines, where they cross the cover lines inside the fins' segment.
    let mut eliminations = Vec::new();
    for j in (3 * band..3 * band + 3).filter(|j| chosen & 1 << j == 0) {
        for p in positions(places[j] & covered & segment) {
            eliminations.push((base[j].cell(p), digit));
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let cells = |keep: u16| {
        positions(chosen)
            .flat_map(move |i| positions(places[i] & keep).map(move |p| base[i].cell(p)))
    };
    let fins = cells(!covered);
    let size = chosen.count_ones();
    let sashimi = positions(chosen).any(|i| (places[i] & covered).count_ones() < 2);
    let technique = match (size, sashimi) {
        (2, false) => Technique::FinnedXWing,
        (2, true) => Technique::SashimiXWing,
        (3, false) => Technique::FinnedSwordfish,
        (3, true) => Technique::SashimiSwordfish,
        (_, false) => Technique::FinnedJellyfish,
        (_, true) => Technique::SashimiJellyfish,
    };
    let mut step = Step::new(technique);
    // The body, then the fins: the cells outside the cover lines.
    step.cells = cells(covered).chain(fins).collect();
    let base: Vec<Unit> = positions(chosen).map(|i| base[i].unit()).collect();
    let cover: Vec<Unit> = positions(covered).map(|c| cover[c].unit()).collect();
    step.units = [&base[..], &cover[..]].concat();
    step.detail = Detail::Fish { base, cover };
    step.digits = DigitSet::EMPTY.with(digit);
    step.eliminations = eliminations;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Cell};

    use super::super::named as cell;

    /// Every candidate everywhere but 1, which rows keep only in the columns given.
    fn rows_of_one(rows: &[(usize, &[usize])]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        let one = Digit::new(1).unwrap();
        for &(row, cols) in rows {
            for col in (0..9).filter(|c| !cols.contains(&(c + 1))) {
                candidates.eliminate(Cell::at(row - 1, col).unwrap(), one);
            }
        }
        candidates
    }

    #[test]
    fn jellyfish_with_fins_in_one_box() {
        // Rows 1, 4, 5 and 7 hold 1 in columns 1, 4, 7 and 9 but for r7c2, a fin in box 7:
        // column 1 loses 1 in that box, outside the base rows.
        let one = Digit::new(1).unwrap();
        let lost = [(cell("r8c1"), one), (cell("r9c1"), one)];
        let finned = rows_of_one(&[(1, &[1, 4]), (4, &[4, 7]), (5, &[7, 9]), (7, &[1, 2, 9])]);
        let step = finned_fish(&finned, 4).expect("a finned Jellyfish");
        assert_eq!(step.technique, Technique::FinnedJellyfish, "{step}");
        assert_eq!(step.eliminations, lost);
        // Row 7's body is r7c1 alone, its fins r7c2 and r7c3: sashimi.
        let sashimi = rows_of_one(&[(1, &[1, 4]), (4, &[4, 7]), (5, &[7, 9]), (7, &[1, 2, 3])]);
        let step = finned_fish(&sashimi, 4).expect("a sashimi Jellyfish");
        assert_eq!(step.technique, Technique::SashimiJellyfish, "{step}");
        assert_eq!(step.eliminations, lost);
        // Fins in boxes 7 and 9 (r7c2, r7c8): no fish.
        let split = rows_of_one(&[(1, &[1, 4]), (4, &[4, 7]), (5, &[7, 9]), (7, &[1, 2, 8, 9])]);
        assert!(finned_fish(&split, 4).is_none());
    }
}
