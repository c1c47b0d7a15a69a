//! SukakuExplainer's chains of strong links on one digit: its Turbot Fish (two links: the
//! Skyscraper, the 2-String Kite, the Turbot Fish and, grouped, the Empty Rectangle) and its
//! strong-linked fishes (three links). Each strong link is a unit where the digit has two places
//! (or two groups of places, each within a box and a line); each is joined to the next by a weak
//! link (the end of one and the start of the next lie in one unit). One of the chain's two ends
//! holds the digit, so every other cell that sees both loses it.

use super::{Found, Lowest};
use crate::logic::bits::{Candidate, cells, seeing};
use crate::logic::houses::House;

/// A strong link, one way: the cells of its start and of its end (a bit per cell), the kind of
/// unit it lies in, and whether an end is a group of cells. A box's cross whose centre holds the
/// digit too links its two arms only once the centre is known not to: `centre` is then that cell,
/// and the link may only follow a weak link from a cell that sees it.
#[derive(Clone, Copy)]
struct Link {
    start: u128,
    end: u128,
    kind: Kind,
    grouped: bool,
    centre: u128,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Box,
    Row,
    Column,
}

/// Whether the cells of `group` all lie in one unit.
fn in_one_unit(group: u128) -> bool {
    let first = group.trailing_zeros() as usize;
    House::se_of(first).iter().any(|h| group & !h.mask() == 0)
}

/// The strong links of `digit`, both ways: SukakuExplainer's, a unit's two places, or in a line
/// two groups in two boxes (its first empty third left out), or in a box a cross of a row and a
/// column (at the first centre whose rectangle of the other four cells is empty).
fn strong_links_of(marks: &[u16; 81], digit: usize) -> Vec<Link> {
    let mut links = Vec::new();
    let mut push = |a: u128, b: u128, kind: Kind, grouped: bool, centre: u128| {
        let link = Link {
            start: a,
            end: b,
            kind,
            grouped,
            centre,
        };
        links.push(link);
        links.push(Link {
            start: b,
            end: a,
            ..link
        });
    };
    for house in House::ALL {
        let kind = match (house.is_row(), house.is_block()) {
            (true, _) => Kind::Row,
            (_, false) => Kind::Column,
            _ => Kind::Box,
        };
        let members: [usize; 9] = std::array::from_fn(|i| house.cell(i).index());
        let mut buffer = [0usize; 9];
        let mut count = 0;
        for (i, &cell) in members.iter().enumerate() {
            if marks[cell] >> digit & 1 == 1 {
                buffer[count] = i;
                count += 1;
            }
        }
        let places = &buffer[..count];
        let bits = |positions: &[usize]| positions.iter().fold(0u128, |b, &i| b | 1 << members[i]);
        let at = |i: usize| 1u128 << members[i];
        if let [a, b] = places[..] {
            push(at(a), at(b), kind, false, 0);
            continue;
        }
        if places.len() < 3 {
            continue;
        }
        let Some((blade1, blade2, heart)) = blades(places, kind) else {
            continue;
        };
        let with_heart = |blade: &[usize]| bits(blade) | heart.map_or(0, at);
        if blade1.len() == 1 {
            push(bits(&blade1), with_heart(&blade2), kind, true, 0);
        }
        if blade2.len() == 1 {
            push(bits(&blade2), with_heart(&blade1), kind, true, 0);
        }
        if blade1.len() > 1 && blade2.len() > 1 {
            // SukakuExplainer links the two arms, the centre left out: sound once the centre
            // is off, which a weak link into an arm from its line makes it.
            let centre = heart.filter(|e| places.contains(e)).map_or(0, at);
            push(bits(&blade1), bits(&blade2), kind, true, centre);
        }
    }
    links
}

/// A unit's three places or more of a digit (positions 0-8 in the unit) as two blades and, in a
/// box, their heart: in a box (five places at most) the places in the column and in the row of
/// the first centre whose row and column hold them all, that centre the heart; in a line (six
/// at most) the places in each of the two thirds left by the first third without a place.
/// `None` where there is no such centre or third, or a blade is empty.
fn blades(places: &[usize], kind: Kind) -> Option<(Vec<usize>, Vec<usize>, Option<usize>)> {
    let (blade1, blade2, heart): (Vec<usize>, Vec<usize>, Option<usize>) = if kind == Kind::Box {
        if places.len() > 5 {
            return None;
        }
        let centre = (0..9).find(|&e| places.iter().all(|&i| i / 3 == e / 3 || i % 3 == e % 3))?;
        let column = (places.iter().copied()).filter(|&i| i != centre && i % 3 == centre % 3);
        let row = (places.iter().copied()).filter(|&i| i != centre && i / 3 == centre / 3);
        (column.collect(), row.collect(), Some(centre))
    } else {
        if places.len() > 6 {
            return None;
        }
        let empty = (0..3).find(|&t| places.iter().all(|&i| i / 3 != t))?;
        let thirds: Vec<usize> = (0..3).filter(|&t| t != empty).collect();
        let part = |t: usize| places.iter().copied().filter(|&i| i / 3 == t).collect();
        (part(thirds[0]), part(thirds[1]), None)
    };
    (!blade1.is_empty() && !blade2.is_empty()).then_some((blade1, blade2, heart))
}

/// The lowest rated chain of `count` strong links (2 or 3) on `marks` (a mask of candidates per
/// cell, bit `digit` 0-8), the one removing the most among equals, as SukakuExplainer rates it:
/// two links 4.0 in parallel lines, 4.1 in a row and a column, 4.2 with a box, 4.3 grouped;
/// three links 5.4, a tenth more with a box, two in rows and columns, three grouped.
pub(super) fn strong_links(marks: &[u16; 81], count: usize) -> Option<Found> {
    let mut best = Lowest::new();
    for digit in 0..9 {
        let links = strong_links_of(marks, digit);
        let places = (0..81)
            .filter(|&c| marks[c] >> digit & 1 == 1)
            .fold(0u128, |b, c| b | 1 << c);
        // Which links may follow each: its end and their start weakly linked, no cell shared.
        let next: Vec<Vec<usize>> = (links.iter())
            .map(|a| {
                (0..links.len())
                    .filter(|&j| {
                        let b = &links[j];
                        let centre_off = b.centre == 0 || seeing(a.end) & b.centre != 0;
                        (a.start | a.end | a.centre) & (b.start | b.end | b.centre) == 0
                            && in_one_unit(a.end | b.start)
                            && centre_off
                    })
                    .collect()
            })
            .collect();
        let mut chain = Vec::with_capacity(count);
        extend(
            &links,
            &next,
            count,
            &mut chain,
            &mut |chain: &[usize]| {
                let used = (chain.iter()).fold(0u128, |b, &l| {
                    b | links[l].start | links[l].end | links[l].centre
                });
                let (first, last) = (links[chain[0]].start, links[chain[count - 1]].end);
                let targets = seeing(first) & seeing(last) & !used & places;
                if targets == 0 {
                    return;
                }
                let removed: Vec<Candidate> =
                    cells(targets).map(|c| Candidate::new(c, digit)).collect();
                let has = |kind: Kind| chain.iter().any(|&l| links[l].kind == kind);
                let grouped = chain.iter().any(|&l| links[l].grouped);
                let mixed = has(Kind::Row) && has(Kind::Column);
                let rating = match (count, grouped, has(Kind::Box), mixed) {
                    (2, true, ..) => 43,
                    (2, _, true, _) => 42,
                    (2, _, _, true) => 41,
                    (2, ..) => 40,
                    (_, true, ..) => 57,
                    (_, _, true, _) => 55,
                    (_, _, _, true) => 56,
                    _ => 54,
                };
                best.offer((rating, std::cmp::Reverse(removed.len())), removed);
            },
        );
    }
    best.found(|&(rating, _)| rating)
}

/// Grows `chain` (indices into `links`) to `count` links, each one of those `next` allows after
/// the previous, no cell twice; calls `found` with each.
fn extend(
    links: &[Link],
    next: &[Vec<usize>],
    count: usize,
    chain: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]),
) {
    if chain.len() == count {
        found(chain);
        return;
    }
    let used = (chain.iter()).fold(0u128, |b, &l| {
        b | links[l].start | links[l].end | links[l].centre
    });
    let all: Vec<usize>;
    let candidates = match chain.last() {
        Some(&l) => &next[l],
        // A first link whose centre would have to be off is not one.
        None => {
            all = (0..links.len()).filter(|&l| links[l].centre == 0).collect();
            &all
        }
    };
    for &i in candidates {
        if (links[i].start | links[i].end) & used == 0 {
            chain.push(i);
            extend(links, next, count, chain, found);
            chain.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::marks;
    use super::*;

    #[test]
    fn two_strong_links_joined_by_a_weak_one_remove_what_sees_both_ends() {
        // 1's only places in column 1 are r1c1 and r7c1, in column 5 r7c5 and r2c5; r7c1 and
        // r7c5 share row 7. So r1c1 or r2c5 holds 1, and r1c6, which sees both, loses it. (1 in
        // r1c8 and r3c4 too, so that row 1 and box 2 have no strong link of their own.)
        let places = |more: &[(usize, &'static [u16])]| {
            let mut cells = vec![
                (0, &[1, 2][..]),
                (54, &[1, 3]),
                (58, &[1, 4]),
                (13, &[1, 5]),
            ];
            cells.extend([(5, &[1, 6][..]), (7, &[1, 7]), (21, &[1, 8])]);
            cells.extend_from_slice(more);
            marks(&cells)
        };
        let found = strong_links(&places(&[]), 2);
        assert_eq!(
            found.map(|(_, removed)| removed),
            Some(vec![Candidate::new(5, 0)])
        );
        // The near miss: a third place for 1 in column 5 (r5c5): no strong link there.
        assert_eq!(strong_links(&places(&[(40, &[1, 7])]), 2), None);
    }
}
