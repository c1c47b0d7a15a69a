//! SE's "Forcing Chains & Cycles": a unary search from one assumption on the candidates as they
//! are (X on one digit, Y through two-candidate cells, or both), its loops and forcing chains.

use std::collections::VecDeque;

use super::found::*;
use super::pots::*;
use crate::logic::Candidates;
use crate::logic::bits::{Candidate, cells, digits, peers};

/// SE's "Forcing Chains & Cycles": chains on one digit (X), through two-candidate cells (Y),
/// and through both, from every candidate; the best (lowest rated) deduction.
pub(in crate::logic::se) fn cycles_and_forcing_chains(grid: &Candidates) -> Option<ChainFound> {
    let mut best = Best::default();
    cycles_and_forcing_chains_into(grid, &mut best, &mut Spare::new());
    best.best
}

pub(super) fn cycles_and_forcing_chains_into(
    grid: &Candidates,
    best: &mut Best,
    spare: &mut Spare,
) {
    let mut scratch = Scratch::new(spare);
    for (y, x) in [(false, true), (true, false), (true, true)] {
        for cell in 0..81 {
            if grid.count(cell) < 2 {
                continue;
            }
            for digit in digits(grid.marks_of(cell)) {
                unary_chaining(grid, pot(cell, digit, true), y, x, &mut scratch, best);
            }
        }
    }
    scratch.on.give_back(spare);
    scratch.off.give_back(spare);
}

/// What one chain search reuses from the last: its arena, its two sets, its buffers and the
/// loops and chains it found.
pub(super) struct Scratch {
    pub(super) arena: Arena,
    pub(super) on: PotSet,
    pub(super) off: PotSet,
    pub(super) buffers: Buffers,
    pub(super) cycles: Vec<u32>,
    pub(super) chains: Vec<u32>,
}

/// A search's buffers: each step's implications, and the nodes waiting to be followed.
#[derive(Default)]
pub(super) struct Buffers {
    pub(super) offs: Vec<Pot>,
    pub(super) ons: Implied,
    pub(super) pending_on: VecDeque<u32>,
    pub(super) pending_off: VecDeque<u32>,
}

impl Scratch {
    pub(super) fn new(spare: &mut Spare) -> Scratch {
        Scratch {
            arena: Arena::default(),
            on: PotSet::new(spare),
            off: PotSet::new(spare),
            buffers: Buffers::default(),
            cycles: Vec::new(),
            chains: Vec::new(),
        }
    }
}

pub(super) fn unary_chaining(
    grid: &Candidates,
    source: Pot,
    y: bool,
    x: bool,
    scratch: &mut Scratch,
    best: &mut Best,
) {
    if !x && grid.count(pot_cell(source)) > 2 {
        return;
    }
    let Scratch {
        arena,
        on,
        off,
        buffers,
        cycles,
        chains,
    } = scratch;
    arena.clear();
    cycles.clear();
    chains.clear();
    let root = arena.push(source, &[]);
    cycles_from(grid, arena, (on, off), root, (y, x), buffers, cycles);
    if x {
        forcing_chains(grid, arena, (on, off), root, y, buffers, chains);
        let off_root = arena.push(conjugate(source), &[]);
        forcing_chains(grid, arena, (on, off), off_root, y, buffers, chains);
    }
    let arena = &*arena;
    let mut offer = |end: u32, base: u16, eliminations, kind| {
        let complexity = arena.ancestors(end);
        let found = ChainFound {
            rating: length_rating(if x && y { 70 } else { base }, complexity),
            complexity,
            sort_key: sort_key(x, y),
            contradiction: false,
            eliminations,
            kind,
        };
        let cycle = matches!(kind, ChainKind::Cycle { .. });
        best.offer(found, Source::new(arena, grid, &[end], Roots::Free, cycle));
    };
    for &end in cycles.iter() {
        offer(
            end,
            65,
            cycle_eliminations(grid, arena, end),
            ChainKind::Cycle { x, y },
        );
    }
    for &target in chains.iter() {
        let removed = removed_by(grid, arena.pot(target));
        offer(target, 66, removed, ChainKind::ForcingChain { x, y });
    }
}

/// SE's cycle search: breadth first from `root` (on), a layer of offs then a layer of ons; an
/// off is followed again through each new parent unless it is already an ancestor, so that
/// loops back to the root are found. Returns the nodes that close a loop (four links or more).
pub(super) fn cycles_from(
    grid: &Candidates,
    arena: &mut Arena,
    (to_on, to_off): (&mut PotSet, &mut PotSet),
    root: u32,
    (y, x): (bool, bool),
    buffers: &mut Buffers,
    cycles: &mut Vec<u32>,
) {
    let source = arena.pot(root);
    to_on.clear();
    to_off.clear();
    to_on.add(source, root);
    let Buffers {
        offs,
        ons,
        pending_on,
        pending_off,
    } = buffers;
    pending_on.clear();
    pending_off.clear();
    pending_on.push_back(root);
    let mut length = 0;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        while let Some(n) = pending_on.pop_front() {
            on_to_off(grid, arena.pot(n), y, offs);
            for &off in offs.iter() {
                if !arena.has_first_ancestor(n, off) {
                    let node = arena.push(off, &[n]);
                    pending_off.push_back(node);
                    to_off.add(off, node);
                }
            }
        }
        length += 1;
        while let Some(n) = pending_off.pop_front() {
            off_to_on(grid, grid, arena.pot(n), n, to_off, y, x, ons);
            for k in 0..ons.len() {
                let (on, parents, cause) = ons.get(k);
                let closes = length >= 4 && on == source;
                if closes || !to_on.contains(on) {
                    let node = arena.push_caused(on, parents, cause, None);
                    if closes {
                        cycles.push(node);
                    }
                    if !to_on.contains(on) {
                        pending_on.push_back(node);
                        to_on.add(on, node);
                    }
                }
            }
        }
    }
}

/// SE's forcing chain search from `root` (on or off): breadth first, a candidate followed once;
/// the nodes that reach the root's conjugate (each candidate once) are pushed on `chains`.
pub(super) fn forcing_chains(
    grid: &Candidates,
    arena: &mut Arena,
    (to_on, to_off): (&mut PotSet, &mut PotSet),
    root: u32,
    y: bool,
    buffers: &mut Buffers,
    chains: &mut Vec<u32>,
) {
    let source = arena.pot(root);
    to_on.clear();
    to_off.clear();
    if is_on(source) {
        to_on.add(source, root);
    } else {
        to_off.add(source, root);
    }
    let mut reached = |arena: &mut Arena, p: Pot, parents: &[u32], cause: Cause| {
        if conjugate(p) == source && !chains.iter().any(|&c| arena.pot(c) == p) {
            let node = arena.push_caused(p, parents, cause, None);
            chains.push(node);
        }
    };
    let Buffers { offs, ons, .. } = buffers;
    // Each set is its own queue (what is added is followed in the order added): a layer of ons,
    // then a layer of offs, until neither grows.
    let (mut next_on, mut next_off) = (0, 0);
    while next_on < to_on.order.len() || next_off < to_off.order.len() {
        while let Some(&p) = to_on.order.get(next_on) {
            next_on += 1;
            let n = to_on.node[usize::from(p)];
            on_to_off(grid, p, y, offs);
            for &off in offs.iter() {
                reached(arena, off, &[n], Cause::Assumed);
                if !to_off.contains(off) {
                    let node = arena.push(off, &[n]);
                    to_off.add(off, node);
                }
            }
        }
        while let Some(&p) = to_off.order.get(next_off) {
            next_off += 1;
            let n = to_off.node[usize::from(p)];
            off_to_on(grid, grid, p, n, to_off, y, true, ons);
            for k in 0..ons.len() {
                let (on, parents, cause) = ons.get(k);
                reached(arena, on, parents, cause);
                if !to_on.contains(on) {
                    let node = arena.push_caused(on, parents, cause, None);
                    to_on.add(on, node);
                }
            }
        }
    }
}

/// What a cycle removes: a digit from the cells outside the loop that see both an on and an
/// off node of it on that digit.
pub(super) fn cycle_eliminations(grid: &Candidates, arena: &Arena, end: u32) -> Vec<Candidate> {
    let mut in_loop = 0u128;
    let mut at = end;
    while let Some(parent) = arena.first_parent(at) {
        in_loop |= 1 << pot_cell(arena.pot(at));
        at = parent;
    }
    let (mut forward, mut back) = ([0u128; 9], [0u128; 9]);
    let mut at = end;
    while let Some(parent) = arena.first_parent(at) {
        let p = arena.pot(at);
        let digit = pot_digit(p);
        let side = if is_on(p) { &mut forward } else { &mut back };
        side[digit] |= peers(pot_cell(p)) & !in_loop & grid.places_of(digit);
        at = parent;
    }
    let mut removed = Vec::new();
    let both: [u128; 9] = std::array::from_fn(|d| forward[d] & back[d]);
    for cell in cells(both.iter().fold(0, |all, b| all | b)) {
        for (digit, b) in both.iter().enumerate() {
            if b >> cell & 1 == 1 {
                removed.push(Candidate::new(cell, digit));
            }
        }
    }
    removed
}
