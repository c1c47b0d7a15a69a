//! The dynamic search: a chain followed from its assumptions (`follow`), which in Dynamic+ and
//! the nested rules advances its grid with SE's basic rules (`advanced.rs`) and whole nested
//! searches when its implications run out; multiple forcing chains (from every candidate of a
//! cell, or every place of a digit in a unit), each branch followed to what they all agree on;
//! and the nested searches they run, made once per grid within a step (`StepCache`, the step's
//! own).

use std::rc::Rc;

use super::cycles::cycles_and_forcing_chains_into;
use super::found::*;
use super::pots::*;
use crate::logic::Candidates;
use crate::logic::bits::{Candidate, cells, digits};
use crate::logic::houses::House;

/// The key of a nested search: the grid it runs on, the grid the nesting chain began from,
/// and the rule.
pub(super) type NestedKey = (Candidates, Candidates, Inner);

/// A nested search's result, under its key and the key's hash.
pub(super) type Cached = (u64, NestedKey, Rc<[NestedHint]>);

/// What SE's chains keep within one step, passed down explicitly and dropped with the step (the
/// registry makes one for each step of SE's path): the nested searches already made, and the
/// buffers of the chains being followed, one pair a level of nesting.
///
/// The nested searches: the same assumption is followed again by other searches of the step (a
/// cell's candidate on is also a place of its digit in three units; each nested rule follows
/// what the one before it followed), and reaches the same grids, where the same nested search
/// finds the same. A list searched by hash (a few thousand at most; a hash map's code would
/// weigh more in wasm).
#[derive(Default)]
pub(in crate::logic) struct StepCache {
    nested: Vec<Cached>,
    pub(super) buffers: Vec<(Vec<Pot>, Implied)>,
    /// The maps of the sets the step's searches gave back (`pots::Spare`).
    pub(super) spare: Spare,
}

/// FNV-1a over the key's candidates.
pub(super) fn key_hash((live, source, inner): &NestedKey) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let marks = (0..81).map(|c| live.marks_of(c));
    for m in marks.chain((0..81).map(|c| source.marks_of(c))) {
        hash = (hash ^ u64::from(m)).wrapping_mul(0x0100_0000_01b3);
    }
    let inner = match inner {
        Inner::Cycles => 0,
        Inner::Chains(rule) => 1 + u64::from(rule.level()) * 8 + u64::from(rule.dynamic()),
    };
    (hash ^ inner).wrapping_mul(0x0100_0000_01b3)
}

/// What `inner` finds on `live` that needed candidates gone since `source` (SE's order).
pub(super) fn nested_hints(
    inner: Inner,
    live: &Candidates,
    source: &Candidates,
    cache: &mut StepCache,
) -> Rc<[NestedHint]> {
    let key = (live.clone(), source.clone(), inner);
    let hash = key_hash(&key);
    let cached = (cache.nested.iter())
        .find(|(h, k, _)| *h == hash && *k == key)
        .map(|(.., hints)| hints.clone());
    if let Some(hints) = cached {
        return hints;
    }
    let mut every = Best::every(source);
    match inner {
        Inner::Cycles => cycles_and_forcing_chains_into(live, &mut every, &mut cache.spare),
        Inner::Chains(rule) => multiple_chains_into(live, rule, &mut every, cache),
    }
    let hints: Rc<[NestedHint]> = (every.hints().into_iter())
        .filter(|h| !h.parents.is_empty())
        .collect();
    cache.nested.push((hash, key, hints.clone()));
    hints
}

/// SE's Nishio, multiple or dynamic forcing chains: from each cell (with three candidates or
/// more for the static multiple chains), each candidate assumed on and off, the regions of its
/// digit, and the cell as a whole; the best (lowest rated) deduction.
pub(in crate::logic::se) fn multiple_chains(
    grid: &Candidates,
    rule: Rule,
    cache: &mut StepCache,
) -> Option<ChainFound> {
    let mut best = Best::default();
    multiple_chains_into(grid, rule, &mut best, cache);
    best.best
}

pub(in crate::logic::se) fn multiple_chains_into(
    grid: &Candidates,
    rule: Rule,
    best: &mut Best,
    cache: &mut StepCache,
) {
    for cell in 0..81 {
        let count = grid.count(cell);
        if count > 2 || (count > 1 && rule.dynamic()) {
            chains_from_cell(grid, rule, cell, best, cache);
        }
    }
}

pub(super) fn chains_from_cell(
    grid: &Candidates,
    rule: Rule,
    cell: usize,
    best: &mut Best,
    cache: &mut StepCache,
) {
    let mut arena = Arena::default();
    let count = grid.count(cell);
    let mut outcomes: Vec<(PotSet, PotSet)> = Vec::new();
    let mut common: Option<(PotSet, PotSet)> = None;
    for digit in digits(grid.marks_of(cell)) {
        let (mut on_to_on, mut on_to_off) =
            (PotSet::new(&mut cache.spare), PotSet::new(&mut cache.spare));
        let double = count >= 3 && matches!(rule, Rule::Dynamic | Rule::DynamicPlus);
        binary_chaining(
            grid,
            rule,
            &mut arena,
            Candidate::new(cell, digit),
            &mut on_to_on,
            &mut on_to_off,
            double,
            best,
            cache,
        );
        if rule != Rule::Nishio {
            region_chaining(
                grid,
                rule,
                &mut arena,
                Candidate::new(cell, digit),
                &on_to_on,
                &on_to_off,
                best,
                cache,
            );
        }
        match &mut common {
            None => {
                let spare = &mut cache.spare;
                common = Some((on_to_on.copy(spare), on_to_off.copy(spare)));
            }
            Some((ons, offs)) => {
                ons.retain(&on_to_on);
                offs.retain(&on_to_off);
            }
        }
        outcomes.push((on_to_on, on_to_off));
    }
    if rule != Rule::Nishio
        && let Some((ons, offs)) = &common
    {
        for (set, pick) in [(ons, 0), (offs, 1)] {
            for target in set.nodes() {
                let sets = outcomes.iter().map(|o| if pick == 0 { &o.0 } else { &o.1 });
                let p = arena.pot(target);
                offer_common(grid, &arena, sets, p, (rule, Roots::Cell), best);
            }
        }
    }
    let sets = outcomes.into_iter().chain(common);
    sets.flat_map(|(on, off)| [on, off])
        .for_each(|set| set.give_back(&mut cache.spare));
}

/// A conclusion `p` that `rule` finds every assumption of a cell (`Roots::Cell`) or every place
/// of a digit in a unit (`Roots::Unit`) implies, each assumption's outcome one of `sets`:
/// offered with the chains that reach it as its targets.
pub(super) fn offer_common<'a>(
    grid: &Candidates,
    arena: &Arena,
    sets: impl Iterator<Item = &'a PotSet>,
    p: Pot,
    (rule, roots): (Rule, Roots),
    best: &mut Best,
) {
    let (mut targets, mut k) = ([0u32; 9], 0);
    for n in sets.filter_map(|s| s.get(p)) {
        targets[k] = n;
        k += 1;
    }
    let targets = &targets[..k];
    let (kind, sort_key) = match roots {
        Roots::Unit(_) => (ChainKind::Region(rule), 6),
        _ => (ChainKind::Cell(rule), 5),
    };
    let complexity = arena.complexity(targets);
    let found = ChainFound {
        rating: length_rating(rule.base(), complexity),
        complexity,
        sort_key,
        contradiction: false,
        eliminations: removed_by(grid, p),
        kind,
    };
    best.offer(found, Source::new(arena, grid, targets, roots, false));
}

/// SE's binary chaining of one candidate: assumed on, then off. A contradiction either way
/// decides it (dynamic and Nishio rules); with `double`, what both states imply holds.
#[allow(clippy::too_many_arguments)]
pub(super) fn binary_chaining(
    grid: &Candidates,
    rule: Rule,
    arena: &mut Arena,
    Candidate { cell, digit }: Candidate,
    on_to_on: &mut PotSet,
    on_to_off: &mut PotSet,
    double: bool,
    best: &mut Best,
    cache: &mut StepCache,
) {
    let contradiction = rule.dynamic();
    let found = |rating_base: u16, complexity: u32, sort_key: u8, target: Pot| ChainFound {
        rating: length_rating(rating_base, complexity),
        complexity,
        sort_key,
        contradiction: sort_key == 7,
        eliminations: removed_by(grid, target),
        kind: ChainKind::Binary(rule),
    };
    let p_on = pot(cell, digit, true);
    let root_on = arena.push(p_on, &[]);
    on_to_on.add(p_on, root_on);
    if let Some((a, b)) = follow(grid, rule, arena, on_to_on, on_to_off, cache)
        && contradiction
    {
        let complexity = arena.complexity(&[a, b]);
        // The assumption is false: the candidate goes.
        let found = found(rule.base(), complexity, 7, conjugate(p_on));
        best.offer(found, Source::new(arena, grid, &[a, b], Roots::Free, false));
    }
    if !contradiction && !double {
        return;
    }
    let p_off = conjugate(p_on);
    let (mut off_to_on, mut off_to_off) =
        (PotSet::new(&mut cache.spare), PotSet::new(&mut cache.spare));
    let root_off = arena.push(p_off, &[]);
    off_to_off.add(p_off, root_off);
    if let Some((a, b)) = follow(grid, rule, arena, &mut off_to_on, &mut off_to_off, cache)
        && contradiction
    {
        let complexity = arena.complexity(&[a, b]);
        let found = found(rule.base(), complexity, 7, p_on);
        best.offer(found, Source::new(arena, grid, &[a, b], Roots::Free, false));
    }
    if double {
        for (from_on, from_off) in [(&*on_to_on, &off_to_on), (&*on_to_off, &off_to_off)] {
            for a in from_on.nodes() {
                let p = arena.pot(a);
                if let Some(b) = from_off.get(p) {
                    let complexity = arena.complexity(&[a, b]);
                    let found = found(rule.base(), complexity, 1, p);
                    best.offer(found, Source::new(arena, grid, &[a, b], Roots::Free, false));
                }
            }
        }
    }
    off_to_on.give_back(&mut cache.spare);
    off_to_off.give_back(&mut cache.spare);
}

/// SE's region chaining: where `digit` has two places in a unit of `cell` (or more, for the
/// multiple rules) and `cell` is the first, each place assumed on; what all imply holds.
#[allow(clippy::too_many_arguments)]
pub(super) fn region_chaining(
    grid: &Candidates,
    rule: Rule,
    arena: &mut Arena,
    Candidate { cell, digit }: Candidate,
    on_to_on: &PotSet,
    on_to_off: &PotSet,
    best: &mut Best,
    cache: &mut StepCache,
) {
    for house in House::se_of(cell) {
        let places: Vec<usize> = cells(grid.places_in(house, digit)).collect();
        if places.len() < 2 || places[0] != cell {
            continue;
        }
        let mut outcomes: Vec<(PotSet, PotSet)> = Vec::new();
        let (mut ons, mut offs) = (
            on_to_on.copy(&mut cache.spare),
            on_to_off.copy(&mut cache.spare),
        );
        for &other in &places[1..] {
            let (mut other_on, mut other_off) =
                (PotSet::new(&mut cache.spare), PotSet::new(&mut cache.spare));
            let p = pot(other, digit, true);
            let root = arena.push(p, &[]);
            other_on.add(p, root);
            follow(grid, rule, arena, &mut other_on, &mut other_off, cache);
            ons.retain(&other_on);
            offs.retain(&other_off);
            outcomes.push((other_on, other_off));
        }
        for (set, pick) in [(&ons, 0), (&offs, 1)] {
            for target in set.nodes() {
                let own = if pick == 0 { on_to_on } else { on_to_off };
                let sets = outcomes.iter().map(|o| if pick == 0 { &o.0 } else { &o.1 });
                let sets = std::iter::once(own).chain(sets);
                let from = (rule, Roots::Unit(house));
                offer_common(grid, arena, sets, arena.pot(target), from, best);
            }
        }
        let sets = outcomes.into_iter().chain([(ons, offs)]);
        sets.flat_map(|(on, off)| [on, off])
            .for_each(|set| set.give_back(&mut cache.spare));
    }
}

/// Follows every implication of `to_on` and `to_off` (both filled in), as SE's `doChaining`:
/// an on candidate's offs first, then an off's ons; in a dynamic rule the grid loses each off
/// candidate once it is followed. `Some((on, off))` on a contradiction: a candidate both.
pub(super) fn follow(
    grid: &Candidates,
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
    grid: &Candidates,
    rule: Rule,
    arena: &mut Arena,
    to_on: &mut PotSet,
    to_off: &mut PotSet,
    offs: &mut Vec<Pot>,
    ons: &mut Implied,
    cache: &mut StepCache,
) -> Option<(u32, u32)> {
    let mut live = grid.clone();
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
                live.strike(pot_cell(p), pot_digit(p));
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
    source: &Candidates,
    live: &Candidates,
    rule: Rule,
    arena: &mut Arena,
    to_off: &mut PotSet,
    cache: &mut StepCache,
) -> bool {
    let mut grew = false;
    let mut join = |arena: &mut Arena, removed: &[Candidate], parents: &[Candidate], nest| {
        let parents: Vec<u32> = (parents.iter())
            .filter_map(|&Candidate { cell, digit }| to_off.get(pot(cell, digit, false)))
            .collect();
        for &Candidate { cell, digit } in removed {
            let off = pot(cell, digit, false);
            if !to_off.contains(off) {
                let node = arena.push_caused(off, &parents, Cause::Rule, nest);
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
