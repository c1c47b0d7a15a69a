//! SukakuExplainer's strong-linked fishes: chains of `n` strong links on one digit (a unit where
//! the digit has two places), each joined to the next by a weak one (the end of one sees the
//! start of the next). One of the chain's two ends holds the digit, so every cell that sees both
//! loses it. Rated as SukakuExplainer rates them: 4.2, 5.4 or 5.8 for two, three or four links,
//! a tenth more when a link is in a box, two when the links lie in rows and in columns.

use super::{Found, Lowest};
use crate::cell::{PEERS, UNITS};

fn sees(a: usize, b: usize) -> bool {
    PEERS[a].contains(&(b as u8))
}

/// The lowest rated chain of `links` strong links on `marks` (a mask of candidates per cell,
/// bit `digit` 0-8), the one removing the most among equals: its rating in tenths and the
/// candidates it removes, (cell, digit 0-8).
pub(super) fn strong_links(marks: &[u16; 81], links: usize) -> Option<Found> {
    let mut best = Lowest::new();
    for digit in 0..9 {
        // Each strong link both ways: (start, end, is in a box, is in a row, is in a column).
        let mut strong = Vec::new();
        for (unit, cells) in UNITS.iter().enumerate() {
            let places: Vec<usize> = (cells.iter().map(|&c| usize::from(c)))
                .filter(|&c| marks[c] >> digit & 1 == 1)
                .collect();
            if let [a, b] = places[..] {
                let kind = [unit >= 18, unit < 9, (9..18).contains(&unit)];
                strong.push((a, b, kind));
                strong.push((b, a, kind));
            }
        }
        let mut chain = Vec::with_capacity(links);
        extend(&strong, links, &mut chain, &mut |chain: &[usize]| {
            let (first, last) = (strong[chain[0]].0, strong[chain[links - 1]].1);
            let used: Vec<usize> = chain
                .iter()
                .flat_map(|&l| [strong[l].0, strong[l].1])
                .collect();
            let removed: Vec<(usize, usize)> = (0..81)
                .filter(|&c| marks[c] >> digit & 1 == 1 && !used.contains(&c))
                .filter(|&c| sees(c, first) && sees(c, last))
                .map(|c| (c, digit))
                .collect();
            if removed.is_empty() {
                return;
            }
            let kinds = chain.iter().map(|&l| strong[l].2);
            let (boxes, rows, columns) = kinds.fold((false, false, false), |(b, r, c), k| {
                (b || k[0], r || k[1], c || k[2])
            });
            let base = [0, 42, 54, 58][links - 1];
            let rating = base
                + if boxes {
                    1
                } else if rows && columns {
                    2
                } else {
                    0
                };
            best.offer((rating, std::cmp::Reverse(removed.len())), removed);
        });
    }
    best.found(|&(rating, _)| rating)
}

/// Grows `chain` (indices into `strong`) to `links` links, each starting at a cell that sees the
/// previous one's end, every cell once; calls `found` with each.
fn extend(
    strong: &[(usize, usize, [bool; 3])],
    links: usize,
    chain: &mut Vec<usize>,
    found: &mut dyn FnMut(&[usize]),
) {
    if chain.len() == links {
        found(chain);
        return;
    }
    for (i, &(start, end, _)) in strong.iter().enumerate() {
        let joins = chain.last().is_none_or(|&l| {
            let previous = strong[l].1;
            previous != start && sees(previous, start)
        });
        let fresh = chain.iter().all(|&l| {
            ![strong[l].0, strong[l].1]
                .iter()
                .any(|&c| c == start || c == end)
        });
        if joins && fresh {
            chain.push(i);
            extend(strong, links, chain, found);
            chain.pop();
        }
    }
}
