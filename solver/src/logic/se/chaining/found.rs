//! What a search keeps of the chains it finds: the best deduction, or for a chain nesting it
//! every deduction with the candidates it needed gone (SE's rule parents); a chain's rating by
//! its length, and what it removes.

use super::pots::*;
use crate::logic::Candidates;
use crate::logic::bits::{Candidate, cells, digits};
use crate::logic::houses::House;

/// The best deduction met so far: SE keeps the lowest rating, then the lowest complexity, then
/// the lowest sort key, and among equals the first found. Or, for a chain nesting this search,
/// every deduction, as the nesting chain takes it.
#[derive(Default)]
pub(super) struct Best {
    pub(super) best: Option<ChainFound>,
    pub(super) every: Option<Box<Every>>,
}

/// Every deduction of a nested search, and the grid the nesting chain began from.
pub(super) struct Every {
    pub(super) outer: Candidates,
    pub(super) hints: Vec<NestedHint>,
}

/// A nested chain's deduction, as the chain nesting it takes it.
pub(super) struct NestedHint {
    pub(super) rating: u16,
    pub(super) complexity: u32,
    pub(super) sort_key: u8,
    /// What it removes, as (cell, digit 0-8).
    pub(super) removed: Vec<Candidate>,
    /// The candidates it needed gone, each on in the nesting chain's first grid and off since
    /// (SE's `getRuleParents`).
    pub(super) parents: Vec<Candidate>,
    /// Which chain it is: two deductions by the same chain count its complexity once.
    pub(super) signature: u64,
}

/// What the assumptions a deduction starts from stand for, when a chain nesting it asks which
/// of its candidates it needed gone: nothing (a single assumption), the cell's other
/// candidates (a cell's every candidate assumed), or the digit's other places in a unit.
#[derive(Clone, Copy)]
pub(super) enum Roots {
    Free,
    Cell,
    Unit(House),
}

/// Where a deduction comes from: the chains (`targets`, nodes of `arena`) that draw it on
/// `grid`; a cycle's one target closes its loop.
pub(super) struct Source<'a> {
    pub(super) arena: &'a Arena,
    pub(super) grid: &'a Candidates,
    pub(super) targets: &'a [u32],
    pub(super) roots: Roots,
    pub(super) cycle: bool,
}

impl<'a> Source<'a> {
    pub(super) fn new(
        arena: &'a Arena,
        grid: &'a Candidates,
        targets: &'a [u32],
        roots: Roots,
        cycle: bool,
    ) -> Source<'a> {
        Source {
            arena,
            grid,
            targets,
            roots,
            cycle,
        }
    }
}

impl Best {
    /// A search for a chain nesting it: every deduction kept, rule parents against `outer`.
    pub(super) fn every(outer: &Candidates) -> Best {
        Best {
            best: None,
            every: Some(Box::new(Every {
                outer: outer.clone(),
                hints: Vec::new(),
            })),
        }
    }
    pub(super) fn offer(&mut self, found: ChainFound, source: Source) {
        if found.eliminations.is_empty() {
            return;
        }
        if let Some(every) = &mut self.every {
            let (parents, signature) = rule_parents(&source, &every.outer);
            every.hints.push(NestedHint {
                rating: found.rating,
                complexity: found.complexity,
                sort_key: found.sort_key,
                removed: found.eliminations,
                parents,
                signature,
            });
            return;
        }
        let key = |f: &ChainFound| (f.rating, f.complexity, f.sort_key);
        if self
            .best
            .as_ref()
            .is_none_or(|best| key(&found) < key(best))
        {
            self.best = Some(found);
        }
    }
    /// The deductions kept by [`Best::every`], in SE's order (lowest rated, then complexity,
    /// then sort key; found first among equals).
    pub(super) fn hints(self) -> Vec<NestedHint> {
        let hints = self.every.map_or_else(Vec::new, |every| every.hints);
        // Sorted as a list of keys, the place found last: the same order as a stable sort,
        // with the code of one sort of plain integers.
        let mut keys: Vec<u64> = (hints.iter().enumerate())
            .map(|(i, h)| {
                // rating (8 bits: tenths, at most 25.5) | complexity (28) | sort key (4) | place (24)
                u64::from(h.rating.min(0xFF)) << 56
                    | u64::from(h.complexity.min(0x0FFF_FFFF)) << 28
                    | u64::from(h.sort_key) << 24
                    | i as u64
            })
            .collect();
        crate::logic::bits::sort_keys(&mut keys);
        let mut slots: Vec<Option<NestedHint>> = hints.into_iter().map(Some).collect();
        (keys.iter())
            .filter_map(|k| slots[(k & 0xFF_FFFF) as usize].take())
            .collect()
    }
}

/// A loop's nodes from its closing node back to its start (first parents).
pub(super) fn loop_path(arena: &Arena, end: u32) -> Vec<u32> {
    let mut path = vec![end];
    let mut at = end;
    while let Some(parent) = arena.first_parent(at) {
        path.push(parent);
        at = parent;
    }
    path
}

/// SE's rule parents of a deduction (its `getRuleParents`): for every on candidate among its
/// chains, what made it so that is gone since `outer`: the cell's other candidates (a cell's
/// last candidate), or the digit's other places in the unit (a unit's last place). A cycle
/// counts its loop both ways, each off candidate turned on. And, from the same walk, an
/// identity for the chains (SE's `FullChain`): their targets and ancestors, hashed.
pub(super) fn rule_parents(source: &Source, outer: &Candidates) -> (Vec<Candidate>, u64) {
    let (arena, live) = (source.arena, source.grid);
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut mix = |x: u64| hash = (hash ^ x).wrapping_mul(0x0100_0000_01b3);
    let mut seen = [0u64; (81 * 9usize).div_ceil(64)];
    let mut parents = Vec::new();
    let mut add = |cell: usize, digit: usize| {
        let k = cell * 9 + digit;
        if seen[k / 64] >> (k % 64) & 1 == 0 {
            seen[k / 64] |= 1 << (k % 64);
            parents.push(Candidate::new(cell, digit));
        }
    };
    let mut caused = |p: Pot, cause: Cause, roots: Roots| {
        let (cell, digit) = (pot_cell(p), pot_digit(p));
        let house = match (cause, roots) {
            (Cause::Cell, _) | (Cause::Assumed, Roots::Cell) => {
                for d in digits(outer.marks_of(cell) & !live.marks_of(cell)) {
                    add(cell, d);
                }
                return;
            }
            (Cause::Assumed, Roots::Unit(house)) | (Cause::House(house), _) => house,
            _ => return,
        };
        for c in cells(outer.places_of(digit) & !live.places_of(digit) & house.mask()) {
            add(c, digit);
        }
    };
    for &target in source.targets {
        mix(u64::MAX);
        for n in arena.chain(target) {
            let p = arena.pot(n);
            mix(u64::from(p));
            if is_on(p) {
                caused(p, arena.causes[n as usize], source.roots);
            }
        }
    }
    if source.cycle {
        // The loop reversed: from its start, each off candidate on, for the same cause.
        mix(u64::MAX - 1);
        let path = loop_path(arena, source.targets[0]);
        mix(u64::from(conjugate(arena.pot(path[path.len() - 1]))));
        for pair in path.windows(2).rev() {
            let (n, parent) = (arena.pot(pair[0]), arena.pot(pair[1]));
            mix(u64::from(conjugate(n)));
            if !is_on(n) {
                caused(conjugate(n), off_cause(parent, n), Roots::Free);
            }
        }
    }
    (parents, hash)
}

pub(super) fn length_rating(base: u16, complexity: u32) -> u16 {
    base + crate::logic::scale::length_extra(complexity.saturating_sub(2) as usize)
}

/// The candidates a conclusion removes: an off candidate itself, or an on candidate's cellmates.
pub(super) fn removed_by(grid: &Candidates, target: Pot) -> Vec<Candidate> {
    let (cell, digit) = (pot_cell(target), pot_digit(target));
    if is_on(target) {
        digits(grid.marks_of(cell) & !(1 << digit))
            .map(|d| Candidate::new(cell, d))
            .collect()
    } else {
        vec![Candidate::new(cell, digit)]
    }
}

pub(super) fn sort_key(x: bool, y: bool) -> u8 {
    match (x, y) {
        (true, true) => 4,
        (false, true) => 3,
        _ => 2,
    }
}
