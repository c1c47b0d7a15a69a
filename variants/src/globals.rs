//! The rules of ISS's global and set constraints that are neither houses nor lines: global
//! entropy and global mod 3 (every 2x2 square holds a digit of each class), counting circles,
//! anti-taxicab, Dutch flatmates, lunchboxes, equality cages, lockout lines and hidden
//! skyscrapers. Each propagator reads its cells' candidates (`Work::grid`,
//! digit `d` as bit `d - 1`) and narrows them.

use crate::cells::Cells;
use crate::digits::{bit, highest, lowest, range};
use crate::puzzle::{Constraint, Puzzle};
use crate::rule::Rule;
use crate::sums::{groups, sandwich_sets};
use crate::work::{Clash, Found, Work};

/// The classes of global entropy: low, middle and high digits.
const ENTROPY: [u16; 3] = [0b000_000_111, 0b000_111_000, 0b111_000_000];
/// The classes of global mod 3: 1, 4, 7; 2, 5, 8; 3, 6, 9.
const MOD3: [u16; 3] = [0b001_001_001, 0b010_010_010, 0b100_100_100];

/// The rules of one of these constraints; `None` if it is none of them.
pub(crate) fn rules_of(
    puzzle: &Puzzle,
    constraint: &Constraint,
    peers: &[Cells],
) -> Option<Vec<Rule>> {
    let size = puzzle.shape.digits();
    Some(match constraint {
        Constraint::GlobalEntropy | Constraint::GlobalMod => {
            let classes = match constraint {
                Constraint::GlobalEntropy => ENTROPY,
                _ => MOD3,
            };
            (puzzle.squares().into_iter())
                .map(|cells| Rule::Classes { cells, classes })
                .collect()
        }
        Constraint::CountingCircles(cells) => {
            // Circles that share a house hold different digits: a digit `v` needs `v` of
            // these groups (row by row, so that rows make whole groups).
            let mut sorted = cells.clone();
            sorted.sort_unstable();
            sorted.dedup();
            vec![Rule::Counting(groups(&sorted, peers))]
        }
        Constraint::AntiTaxicab => (0..puzzle.shape.cells())
            .map(|cell| Rule::Taxicab {
                cell,
                rings: (1..=size)
                    .map(|steps| puzzle.taxicab(cell, steps))
                    .collect(),
            })
            .collect(),
        Constraint::DutchFlatmates => {
            let shape = puzzle.shape;
            (0..shape.cells())
                .map(|five| {
                    let (r, c) = shape.row_col(five);
                    Rule::Flatmate {
                        five,
                        above: r.checked_sub(1).map(|r| shape.cell(r, c)),
                        below: (r + 1 < shape.rows()).then(|| shape.cell(r + 1, c)),
                    }
                })
                .collect()
        }
        Constraint::Lunchbox { sum, cells } => vec![Rule::Lunchbox {
            cells: cells.clone(),
            sets: sandwich_sets(*sum, size as u32),
        }],
        Constraint::EqualityCage(cells) => equality(cells, size),
        Constraint::Lockout { apart, cells } => {
            let ends = [cells[0], cells[cells.len() - 1]];
            vec![
                Rule::pair(ends[0], ends[1], size as u32, &|d, e| {
                    d.abs_diff(e) >= *apart
                }),
                Rule::Lockout {
                    ends,
                    mids: cells[1..cells.len() - 1].to_vec(),
                },
            ]
        }
        Constraint::HiddenSkyscraper { digit, line } => vec![Rule::Hidden {
            line: line.clone(),
            digit: *digit,
        }],
        _ => return None,
    })
}

/// An equality cage's two rules: as many even digits as odd, as many low as high (the middle
/// digit of an odd number of digits in neither, so in no cell).
fn equality(cells: &[usize], size: usize) -> Vec<Rule> {
    let all = (1u16 << size) - 1;
    let even = (0..size)
        .filter(|d| d % 2 == 1)
        .fold(0u16, |m, d| m | 1 << d);
    let low = (1u16 << (size / 2)) - 1;
    let high = all & !((1u16 << (size - size / 2)) - 1);
    [[even, all & !even], [low, high]]
        .map(|classes| Rule::Halves {
            cells: cells.to_vec(),
            classes,
        })
        .into()
}

/// Each of the two classes holds half the cells (and every cell one of them): once half are
/// in a class, the others leave it.
pub(crate) fn halves(cells: &[usize], classes: &[u16; 2], work: &mut Work) -> Found {
    let half = cells.len() / 2;
    for &c in cells {
        work.keep(c, classes[0] | classes[1])?;
    }
    for (&class, &other) in classes.iter().zip(classes.iter().rev()) {
        let inside = cells
            .iter()
            .filter(|&&c| work.grid[c] & !class == 0)
            .count();
        if inside > half {
            return Err(Clash);
        }
        if inside == half {
            for &c in cells {
                if work.grid[c] & !class != 0 {
                    work.keep(c, other)?;
                }
            }
        }
    }
    Ok(())
}

/// A lockout line once its ends are told apart (one surely the lower): the other cells keep
/// the digits below the lower end's highest or above the higher end's lowest.
pub(crate) fn lockout(ends: [usize; 2], mids: &[usize], work: &mut Work) -> Found {
    let [a, b] = ends.map(|c| work.grid[c]);
    let (low, high) = match () {
        _ if lowest(a) > highest(b) => (b, a),
        _ if lowest(b) > highest(a) => (a, b),
        _ => return Ok(()),
    };
    let keep = range(1, highest(low) - 1, work.full) | range(lowest(high) + 1, 16, work.full);
    for &c in mids {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// A hidden skyscraper: the line rises strictly up to some place, where the clue's digit
/// stands below the digit before it. For each such place, the rising cells keep what a rising
/// run ending above the clue allows, the place the clue; what no place allows leaves its cell.
pub(crate) fn hidden(line: &[usize], digit: u32, work: &mut Work) -> Found {
    let k = line.len();
    let clue = bit(digit);
    let values: Vec<u16> = line.iter().map(|&c| work.grid[c]).collect();
    // rising[j]: the digits cell j may hold at the end of a strictly rising run from the first.
    let mut rising = vec![0u16; k];
    for j in 0..k {
        let above = if j == 0 {
            work.full
        } else {
            range(lowest(rising[j - 1]) + 1, 16, work.full)
        };
        rising[j] = if j == 0 || rising[j - 1] != 0 {
            values[j] & above
        } else {
            0
        };
    }
    let mut kept = vec![0u16; k];
    for i in 1..k {
        if values[i] & clue == 0 {
            continue;
        }
        // The run's last digit above the clue, and each before it below some digit after.
        let mut run = vec![0u16; i];
        run[i - 1] = rising[i - 1] & range(i64::from(digit) + 1, 16, work.full);
        for j in (0..i - 1).rev() {
            run[j] = rising[j] & range(1, highest(run[j + 1]) - 1, work.full);
        }
        if run.contains(&0) {
            continue;
        }
        for (keep, r) in kept.iter_mut().zip(&run) {
            *keep |= r;
        }
        kept[i] |= clue;
        for (keep, &v) in kept.iter_mut().zip(&values).skip(i + 1) {
            *keep |= v;
        }
    }
    for (&c, &keep) in line.iter().zip(&kept) {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// Each class has a cell among the four: a class only one cell can hold goes there.
pub(crate) fn classes(cells: &[usize; 4], classes: &[u16; 3], work: &mut Work) -> Found {
    for &class in classes {
        let mut holders = cells.iter().filter(|&&c| work.grid[c] & class != 0);
        let (Some(&only), None) = (holders.next(), holders.next()) else {
            continue;
        };
        work.keep(only, class)?;
    }
    // A class no cell can hold (the loop above leaves it unnoticed).
    for &class in classes {
        if cells.iter().all(|&c| work.grid[c] & class == 0) {
            return Err(Clash);
        }
    }
    Ok(())
}

/// A digit `v` in the circles stands in exactly `v` of them, so the digits used are a set whose
/// sum is the number of circles. The circles come in `groups` that share a house, each holding
/// a digit once at most. Each set of digits that could be the one used (its sum the number of
/// circles; each of its digits `v` possible in `v` groups at least and placed `v` times at
/// most; every placed digit in it; every circle able to hold one of it) is tried: a digit in
/// none of them leaves every circle; a digit in all of them that only `v` groups can hold is in
/// each of them (in its one cell there, if it has one); a digit placed `v` times leaves the
/// other circles.
pub(crate) fn counting(groups: &[Vec<usize>], work: &mut Work) -> Found {
    let cells = || groups.iter().flatten().copied();
    let (mut may, mut must) = ([0usize; 17], [0usize; 17]);
    for group in groups {
        let mut seen = 0u16;
        for &c in group {
            let value = work.grid[c];
            if value.count_ones() == 1 {
                must[value.trailing_zeros() as usize + 1] += 1;
            }
            seen |= value;
        }
        while seen != 0 {
            may[seen.trailing_zeros() as usize + 1] += 1;
            seen &= seen - 1;
        }
    }
    let (mut viable, mut placed) = (0u16, 0u16);
    for v in 1..=16 {
        if must[v] > v {
            return Err(Clash);
        }
        if must[v] > 0 {
            placed |= bit(v as u32);
        }
        if may[v] >= v {
            viable |= bit(v as u32);
        }
    }
    if placed & !viable != 0 {
        return Err(Clash);
    }
    let count = cells().count();
    let (mut union, mut common) = (0u16, u16::MAX);
    // Every subset of the viable digits, as bits.
    let mut set = viable;
    loop {
        let sum: usize = (1..=16).filter(|&v| set & bit(v as u32) != 0).sum();
        if sum == count && set & placed == placed && cells().all(|c| work.grid[c] & set != 0) {
            union |= set;
            common &= set;
        }
        if set == 0 {
            break;
        }
        set = (set - 1) & viable;
    }
    if union == 0 {
        return Err(Clash);
    }
    for c in cells() {
        work.keep(c, union)?;
    }
    for v in 1..=16u32 {
        let b = bit(v);
        let holding: Vec<&Vec<usize>> = (groups.iter())
            .filter(|g| g.iter().any(|&c| work.grid[c] & b != 0))
            .collect();
        if common & b != 0 && holding.len() == v as usize {
            for group in holding {
                let mut able = group.iter().filter(|&&c| work.grid[c] & b != 0);
                if let (Some(&only), None) = (able.next(), able.next()) {
                    work.keep(only, b)?;
                }
            }
        }
        if cells().filter(|&c| work.grid[c] == b).count() == v as usize {
            for c in cells() {
                if work.grid[c] != b {
                    work.keep(c, !b)?;
                }
            }
        }
    }
    Ok(())
}

/// A lunchbox (its cells distinct, a house): for each two places of the smallest digit `lo` and
/// the largest `hi`, and each set of digits from `sets` (by how many) that fits between them
/// (above `lo`, below `hi`), the cells between may keep that set's digits and the cells outside
/// the other digits above `lo` and below `hi`, if each cell keeps one and the cells outside
/// are not more than those digits. A digit no such reading keeps leaves its cell.
pub(crate) fn lunchbox(cells: &[usize], sets: &[Vec<u16>], work: &mut Work) -> Found {
    let k = cells.len();
    if k < 2 {
        // One cell is its smallest and its largest digit: nothing between, a total of 0.
        return match sets.first().is_some_and(|none| none.contains(&0)) {
            true => Ok(()),
            false => Err(Clash),
        };
    }
    let values: Vec<u16> = cells.iter().map(|&c| work.grid[c]).collect();
    let mut kept = vec![0u16; k];
    for p in 0..k {
        for q in p + 1..k {
            let inner = q - p - 1;
            let Some(fitting) = sets.get(inner) else {
                continue;
            };
            for lo in 1..=16u32 {
                for hi in lo + 1..=16u32 {
                    let (l, h) = (bit(lo), bit(hi));
                    // The smallest at `p` and the largest at `q`, or the other way round.
                    let ends = [(l, h), (h, l)]
                        .map(|(a, b)| (values[p] & a != 0 && values[q] & b != 0).then_some((a, b)));
                    if ends == [None, None] {
                        continue;
                    }
                    // The digits above `lo` and below `hi`.
                    let between = (h - 1) & !((l << 1) - 1);
                    for &set in fitting {
                        if set & !between != 0 {
                            continue;
                        }
                        let outside = between & !set;
                        let fits = (0..k).filter(|&i| i != p && i != q).all(|i| {
                            let allowed = if (p..q).contains(&i) { set } else { outside };
                            values[i] & allowed != 0
                        });
                        if !fits || k - inner - 2 > outside.count_ones() as usize {
                            continue;
                        }
                        for (a, b) in ends.into_iter().flatten() {
                            kept[p] |= a;
                            kept[q] |= b;
                        }
                        for (i, keep) in kept.iter_mut().enumerate() {
                            if i != p && i != q {
                                let allowed = if (p..q).contains(&i) { set } else { outside };
                                *keep |= values[i] & allowed;
                            }
                        }
                    }
                }
            }
        }
    }
    for (&c, &keep) in cells.iter().zip(&kept) {
        work.keep(c, keep)?;
    }
    Ok(())
}

/// `cell`'s digit `x`, once placed, leaves the cells `x` steps away.
pub(crate) fn taxicab(cell: usize, rings: &[Vec<usize>], work: &mut Work) -> Found {
    let value = work.grid[cell];
    if value.count_ones() != 1 {
        return Ok(());
    }
    let x = value.trailing_zeros() as usize;
    for &other in rings.get(x).map(Vec::as_slice).unwrap_or_default() {
        work.keep(other, !value)?;
    }
    Ok(())
}

/// A 5 in `five` needs a 1 above it or a 9 below it: without either it cannot be 5; a placed 5
/// with one of them left gets it.
pub(crate) fn flatmate(
    five: usize,
    above: Option<usize>,
    below: Option<usize>,
    work: &mut Work,
) -> Found {
    let (one, nine) = (bit(1), bit(9));
    let may =
        |cell: Option<usize>, digit: u16, work: &Work| cell.filter(|&c| work.grid[c] & digit != 0);
    match (may(above, one, work), may(below, nine, work)) {
        (None, None) => work.keep(five, !bit(5)),
        (Some(above), None) if work.grid[five] == bit(5) => work.keep(above, one),
        (None, Some(below)) if work.grid[five] == bit(5) => work.keep(below, nine),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cells::Cells;

    /// The digits of each cell in some filling of `masks` that `ok` accepts, or `None` when no
    /// filling does.
    fn support(masks: &[u16], ok: &dyn Fn(&[u32]) -> bool) -> Option<Vec<u16>> {
        let k = masks.len() as u32;
        let mut found: Option<Vec<u16>> = None;
        for choice in 0..9u32.pow(k) {
            let digits: Vec<u32> = (0..k).map(|i| choice / 9u32.pow(i) % 9 + 1).collect();
            let fits = digits.iter().zip(masks).all(|(&d, &m)| m & bit(d) != 0);
            if fits && ok(&digits) {
                let seen = found.get_or_insert_with(|| vec![0; masks.len()]);
                seen.iter_mut()
                    .zip(&digits)
                    .for_each(|(s, &d)| *s |= bit(d));
            }
        }
        found
    }

    /// Random candidates for `k` cells, each with one digit at least.
    fn random_masks(next: &mut dyn FnMut() -> u32, k: usize) -> Vec<u16> {
        (0..k)
            .map(|_| (next() as u16 & next() as u16 & 0x1ff) | 1 << (next() % 9))
            .collect()
    }

    /// Runs `rule` on `masks`: the candidates it leaves, or `None` for a clash. It must keep
    /// every digit some accepted filling uses, and find a clash only when none exists.
    fn check_sound(masks: &[u16], rule: &dyn Fn(&mut Work) -> Found, ok: &dyn Fn(&[u32]) -> bool) {
        let k = masks.len();
        let peers = vec![Cells::default(); k];
        let watch = crate::work::Watch::none(k);
        let mut work = Work::new(&peers, &watch, 0, 9);
        work.start(masks.to_vec(), Some(0));
        let got = rule(&mut work).ok().map(|()| work.grid.clone());
        match (got, support(masks, ok)) {
            (Some(got), Some(want)) => {
                for (g, w) in got.iter().zip(&want) {
                    assert_eq!(
                        g & w,
                        *w,
                        "{masks:?}: kept {got:?}, some filling uses {want:?}"
                    );
                }
            }
            (None, Some(want)) => panic!("{masks:?}: a clash, but {want:?} fill it"),
            (_, None) => {}
        }
    }

    fn generator(mut seed: u32) -> impl FnMut() -> u32 {
        move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            seed >> 8
        }
    }

    #[test]
    fn a_square_keeps_every_digit_some_filling_with_each_class_uses() {
        let mut next = generator(5);
        for round in 0..3000 {
            let masks = random_masks(&mut next, 4);
            let classes = if round % 2 == 0 { ENTROPY } else { MOD3 };
            let cells = [0, 1, 2, 3];
            let ok = |digits: &[u32]| {
                (classes.iter()).all(|&class| digits.iter().any(|&d| class & bit(d) != 0))
            };
            check_sound(&masks, &|work| super::classes(&cells, &classes, work), &ok);
        }
        // A class only one cell can hold goes there.
        let peers = vec![Cells::default(); 4];
        let watch = crate::work::Watch::none(4);
        let mut work = Work::new(&peers, &watch, 0, 9);
        work.start(vec![0b111, 0b111_111, 0b111_111, 0b111_111_111], Some(0));
        super::classes(&[0, 1, 2, 3], &ENTROPY, &mut work).unwrap();
        assert_eq!(work.grid[3], 0b111_000_000);
    }

    #[test]
    fn a_lunchbox_keeps_every_digit_some_filling_with_its_sum_uses() {
        let mut next = generator(13);
        for _ in 0..2000 {
            let k = 1 + next() as usize % 4;
            let masks = random_masks(&mut next, k);
            let sum = next() % 14;
            let cells: Vec<usize> = (0..k).collect();
            let sets = sandwich_sets(sum, 9);
            let ok = |digits: &[u32]| {
                let distinct = (0..k).all(|i| !digits[i + 1..].contains(&digits[i]));
                let at = |d: u32| digits.iter().position(|&e| e == d).unwrap_or(0);
                let (lo, hi) = (
                    at(*digits.iter().min().unwrap()),
                    at(*digits.iter().max().unwrap()),
                );
                let between = digits.get(lo.min(hi) + 1..lo.max(hi)).unwrap_or_default();
                distinct && between.iter().sum::<u32>() == sum
            };
            check_sound(&masks, &|work| lunchbox(&cells, &sets, work), &ok);
        }
    }

    #[test]
    fn equality_halves_lockouts_and_hidden_skyscrapers_keep_what_some_filling_uses() {
        let mut next = generator(21);
        let distinct = |d: &[u32]| (0..d.len()).all(|i| !d[i + 1..].contains(&d[i]));
        for round in 0..3000 {
            let k = 2 + next() as usize % 4;
            let masks = random_masks(&mut next, k);
            let cells: Vec<usize> = (0..k).collect();
            match round % 3 {
                0 => {
                    let (even, low, high) = (0b0_1010_1010, 0b1111, 0b1_1110_0000);
                    let classes = if round % 2 == 0 {
                        [even, 0x1ff & !even]
                    } else {
                        [low, high]
                    };
                    let k = k & !1;
                    let cells = &cells[..k];
                    let ok = |d: &[u32]| {
                        let count =
                            |class: u16| d[..k].iter().filter(|&&e| class & bit(e) != 0).count();
                        count(classes[0]) == k / 2 && count(classes[1]) == k / 2
                    };
                    check_sound(&masks, &|work| halves(cells, &classes, work), &ok);
                }
                1 => {
                    let ends = [0, k - 1];
                    let ok = |d: &[u32]| {
                        let (a, b) = (d[0].min(d[k - 1]), d[0].max(d[k - 1]));
                        d[1..k - 1].iter().all(|&m| m < a || m > b)
                    };
                    check_sound(&masks, &|work| lockout(ends, &cells[1..k - 1], work), &ok);
                }
                _ => {
                    let digit = 1 + next() % 9;
                    let ok = |d: &[u32]| {
                        let mut tallest = 0;
                        let first = d.iter().copied().find(|&e| {
                            let behind = e < tallest;
                            tallest = tallest.max(e);
                            behind
                        });
                        distinct(d) && first == Some(digit)
                    };
                    check_sound(&masks, &|work| hidden(&cells, digit, work), &ok);
                }
            }
        }
    }

    #[test]
    fn counting_circles_keep_every_digit_some_counted_filling_uses() {
        let mut next = generator(9);
        for _ in 0..3000 {
            let k = 1 + next() as usize % 5;
            let masks = random_masks(&mut next, k);
            let cells: Vec<usize> = (0..k).collect();
            let ok = |digits: &[u32]| {
                (digits.iter()).all(|&d| digits.iter().filter(|&&e| e == d).count() == d as usize)
            };
            let groups: Vec<Vec<usize>> = cells.iter().map(|&c| vec![c]).collect();
            check_sound(&masks, &|work| counting(&groups, work), &ok);
        }
        // Three circles: a placed 2 leaves 1 or 2 for the others, and two 2s leave a 1.
        let peers = vec![Cells::default(); 3];
        let watch = crate::work::Watch::none(3);
        let mut work = Work::new(&peers, &watch, 0, 9);
        work.start(vec![0b10, 0b10, 0b111], Some(0));
        counting(&[vec![0], vec![1], vec![2]], &mut work).unwrap();
        assert_eq!(work.grid[2], 0b1);
    }
}
