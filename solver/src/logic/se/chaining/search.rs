//! Following a chain: a unary search from one assumption (forcing chains and cycles, Nishio,
//! dynamic), its loops and forcing chains, and the rules that advance a grid while it runs; a
//! loop's path, a node's rule parents and what a chain removes.

use super::*;

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
pub(super) fn rule_parents(source: &Source, outer: &Grid) -> (Vec<(usize, usize)>, u64) {
    let (arena, live) = (source.arena, source.grid);
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut mix = |x: u64| hash = (hash ^ x).wrapping_mul(0x0100_0000_01b3);
    let mut seen = [0u64; (81 * 9usize).div_ceil(64)];
    let mut parents = Vec::new();
    let mut add = |cell: usize, digit: usize| {
        let k = cell * 9 + digit;
        if seen[k / 64] >> (k % 64) & 1 == 0 {
            seen[k / 64] |= 1 << (k % 64);
            parents.push((cell, digit));
        }
    };
    let mut caused = |p: Pot, cause: u8, roots: Roots| {
        let (cell, digit) = (pot_cell(p), pot_digit(p));
        let unit = match (cause, roots) {
            (BY_CELL, _) | (BY_NONE, Roots::Cell) => {
                for d in digits(outer.0[cell] & !live.0[cell]) {
                    add(cell, d);
                }
                return;
            }
            (BY_NONE, Roots::Unit(unit)) => unit,
            (c, _) if (BY_UNIT..BY_UNIT + 3).contains(&c) => {
                regions(cell)[usize::from(c - BY_UNIT)]
            }
            _ => return,
        };
        for c in cells(outer.1[digit] & !live.1[digit] & UNIT_BITS[unit]) {
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
pub(super) fn removed_by(grid: &Grid, target: Pot) -> Vec<(usize, usize)> {
    let (cell, digit) = (pot_cell(target), pot_digit(target));
    if is_on(target) {
        digits(grid.0[cell] & !(1 << digit))
            .map(|d| (cell, d))
            .collect()
    } else {
        vec![(cell, digit)]
    }
}

/// What one chain search reuses from the last: its arena, its two sets, its buffers and the
/// loops and chains it found.
pub(super) struct Scratch {
    arena: Arena,
    on: PotSet,
    off: PotSet,
    buffers: Buffers,
    cycles: Vec<u32>,
    chains: Vec<u32>,
}

/// A search's buffers: each step's implications, and the nodes waiting to be followed.
#[derive(Default)]
pub(super) struct Buffers {
    offs: Vec<Pot>,
    ons: Implied,
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
}

impl Scratch {
    pub(super) fn new() -> Scratch {
        Scratch {
            arena: Arena::default(),
            on: PotSet::new(),
            off: PotSet::new(),
            buffers: Buffers::default(),
            cycles: Vec::new(),
            chains: Vec::new(),
        }
    }
}

pub(super) fn unary_chaining(
    grid: &Grid,
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

pub(super) fn sort_key(x: bool, y: bool) -> u8 {
    match (x, y) {
        (true, true) => 4,
        (false, true) => 3,
        _ => 2,
    }
}

/// SE's cycle search: breadth first from `root` (on), a layer of offs then a layer of ons; an
/// off is followed again through each new parent unless it is already an ancestor, so that
/// loops back to the root are found. Returns the nodes that close a loop (four links or more).
pub(super) fn cycles_from(
    grid: &Grid,
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
    grid: &Grid,
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
    let mut reached = |arena: &mut Arena, p: Pot, parents: &[u32], cause: u8| {
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
                reached(arena, off, &[n], BY_NONE);
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
pub(super) fn cycle_eliminations(grid: &Grid, arena: &Arena, end: u32) -> Vec<(usize, usize)> {
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
        side[digit] |= peers(pot_cell(p)) & !in_loop & grid.1[digit];
        at = parent;
    }
    let mut removed = Vec::new();
    let both: [u128; 9] = std::array::from_fn(|d| forward[d] & back[d]);
    for cell in cells(both.iter().fold(0, |all, b| all | b)) {
        for (digit, b) in both.iter().enumerate() {
            if b >> cell & 1 == 1 {
                removed.push((cell, digit));
            }
        }
    }
    removed
}

/// Follows every implication of `to_on` and `to_off` (both filled in), as SE's `doChaining`:
/// an on candidate's offs first, then an off's ons; in a dynamic rule the grid loses each off
/// candidate once it is followed. `Some((on, off))` on a contradiction: a candidate both.
pub(super) fn follow(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    to_on: &mut PotSet,
    to_off: &mut PotSet,
    cache: &mut StepCache,
) -> Option<(u32, u32)> {
    let (mut offs, mut ons) = cache.buffers.pop().unwrap_or_default();
    let found = follow_with(grid, rule, arena, to_on, to_off, &mut offs, &mut ons, cache);
    cache.buffers.push((offs, ons));
    found
}

/// [`follow`] with buffers for each step's implications. Each set is its own queue: what is
/// added to it is followed in the order added.
#[allow(clippy::too_many_arguments)]
pub(super) fn follow_with(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    to_on: &mut PotSet,
    to_off: &mut PotSet,
    offs: &mut Vec<Pot>,
    ons: &mut Implied,
    cache: &mut StepCache,
) -> Option<(u32, u32)> {
    let mut live = *grid;
    let cell_rule = rule != Rule::Nishio;
    let (mut next_on, mut next_off) = (0, 0);
    loop {
        if let Some(&p) = to_on.order.get(next_on) {
            next_on += 1;
            let n = to_on.node[usize::from(p)];
            on_to_off(&live, p, cell_rule, offs);
            for &off in offs.iter() {
                if let Some(on_node) = to_on.get(conjugate(off)) {
                    let off_node = arena.push(off, &[n]);
                    return Some((on_node, off_node));
                } else if !to_off.contains(off) {
                    let node = arena.push(off, &[n]);
                    to_off.add(off, node);
                }
            }
        } else if let Some(&p) = to_off.order.get(next_off) {
            next_off += 1;
            let n = to_off.node[usize::from(p)];
            off_to_on(&live, grid, p, n, to_off, cell_rule, true, ons);
            if rule.dynamic() {
                live.remove(p);
            }
            for k in 0..ons.len() {
                let (on, parents, cause) = ons.get(k);
                if let Some(off_node) = to_off.get(conjugate(on)) {
                    let on_node = arena.push_caused(on, parents, cause, None);
                    return Some((on_node, off_node));
                } else if !to_on.contains(on) {
                    let node = arena.push_caused(on, parents, cause, None);
                    to_on.add(on, node);
                }
            }
        } else if rule.level() > 0 {
            if !advance(grid, &live, rule, arena, to_off, cache) {
                return None;
            }
        } else {
            return None;
        }
    }
}

/// Dynamic+ once a chain's implications run out: what SE's first basic rules remove on the
/// chain's grid `live` joins `to_off` (each with the off candidates the rule needed as its
/// parents). A nested rule, when those find nothing, runs its inner rules on `live` the same
/// way, each deduction's chain remembered for the complexity. Whether anything joined.
pub(super) fn advance(
    source: &Grid,
    live: &Grid,
    rule: Rule,
    arena: &mut Arena,
    to_off: &mut PotSet,
    cache: &mut StepCache,
) -> bool {
    let mut grew = false;
    let mut join =
        |arena: &mut Arena, removed: &[(usize, usize)], parents: &[(usize, usize)], nest| {
            let parents: Vec<u32> = (parents.iter())
                .filter_map(|&(cell, digit)| to_off.get(pot(cell, digit, false)))
                .collect();
            for &(cell, digit) in removed {
                let off = pot(cell, digit, false);
                if !to_off.contains(off) {
                    let node = arena.push_caused(off, &parents, BY_RULE, nest);
                    to_off.add(off, node);
                    grew = true;
                }
            }
        };
    let basic = super::super::advanced::advanced(live, source);
    if !basic.is_empty() {
        for found in basic {
            join(arena, &found.removed, &found.parents, None);
        }
        return grew;
    }
    for &inner in rule.inner() {
        let hints = nested_hints(inner, live, source, cache);
        if hints.is_empty() {
            continue;
        }
        for hint in hints.iter() {
            let nest = Some((hint.signature, hint.complexity));
            join(arena, &hint.removed, &hint.parents, nest);
        }
        return grew;
    }
    false
}
