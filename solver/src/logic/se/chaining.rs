//! Sudoku Explainer's chains, found the way SE finds them, so that they are rated as SE rates
//! them: forcing chains and cycles (its "Forcing Chains & Cycles", 6.5 to 7.x), Nishio forcing
//! chains (7.5), multiple forcing chains (cell and region, 8.0), dynamic forcing chains (8.5),
//! Dynamic+ (9.0) and nested forcing chains (9.5 to 10.5 before their length): dynamic chains
//! that, when their implications run out, run whole chains on the grid they leave and take what
//! those remove, with what each needed gone (SE's rule parents) as its parents.
//!
//! A chain is grown breadth first from an assumption: each candidate assumed true ("on") or false
//! ("off") implies others, and every implied candidate keeps the candidates that implied it (its
//! parents). SE rates a chain by its complexity, the number of distinct candidates among the
//! conclusion and its ancestors, so the order in which implications are found decides which
//! parents a candidate keeps and so the rating: it is reproduced here, step for step (SE's rules
//! as published in its source; this is our own code).
//!
//! ```text
//!  pot (u16):  | candidate: cell * 9 + digit - 1 (0..729) | on: 1 bit |
//! ```

use std::collections::VecDeque;
use std::rc::Rc;

use super::bits::{UNIT_BITS, cells, digits, peers, regions};

/// A candidate on or off: `candidate << 1 | on`.
type Pot = u16;
const POTS: usize = 81 * 9 * 2;
const NONE: u32 = u32::MAX;

fn pot(cell: usize, digit: usize, on: bool) -> Pot {
    ((cell * 9 + digit) * 2 + usize::from(on)) as Pot
}
fn pot_cell(p: Pot) -> usize {
    usize::from(p) / 18
}
fn pot_digit(p: Pot) -> usize {
    usize::from(p) / 2 % 9
}
fn is_on(p: Pot) -> bool {
    p & 1 == 1
}
/// The same candidate in the other state.
fn conjugate(p: Pot) -> Pot {
    p ^ 1
}

/// SE's grid: the candidates of each cell, bit `digit` (0-8) set, none in a filled cell; and
/// each digit's places, a bit per cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Grid(pub(super) [u16; 81], pub(super) [u128; 9]);

impl Grid {
    pub(super) fn new(marks: [u16; 81]) -> Grid {
        let mut places = [0u128; 9];
        for (cell, &m) in marks.iter().enumerate() {
            for d in digits(m) {
                places[d] |= 1 << cell;
            }
        }
        Grid(marks, places)
    }
    /// The cells of `unit` holding `digit`.
    pub(super) fn places(&self, unit: usize, digit: usize) -> u128 {
        self.1[digit] & UNIT_BITS[unit]
    }
    /// The cells with candidates.
    pub(super) fn empty_cells(&self) -> u128 {
        self.1.iter().fold(0, |cells, &places| cells | places)
    }
    fn count(&self, cell: usize) -> u32 {
        self.0[cell].count_ones()
    }
    fn remove(&mut self, p: Pot) {
        self.0[pot_cell(p)] &= !(1 << pot_digit(p));
        self.1[pot_digit(p)] &= !(1 << pot_cell(p));
    }
}

/// Implied candidates and the candidates that implied them. Nodes are never removed; SE's
/// objects are, in effect, these nodes (two nodes may hold the same candidate).
#[derive(Default)]
struct Arena {
    pots: Vec<Pot>,
    /// Each node's parents, a range of `parents`.
    spans: Vec<(u32, u32)>,
    parents: Vec<u32>,
    /// Why each on node holds (`BY_*`), for a nested chain's rule parents; offs keep `BY_NONE`
    /// (their cause follows from where they are, see [`off_cause`]).
    causes: Vec<u8>,
    /// The nodes a nested chain removed, each with that chain's signature and complexity
    /// (few: a list, not a column).
    nested: Vec<(u32, u64, u32)>,
}

/// Why an implied candidate holds, as SE records it (its `Potential.Cause`): an assumption
/// (none), the cell's last candidate, the digit's last place in the cell's box, row or column,
/// or another rule applied inside the chain.
const BY_NONE: u8 = 0;
const BY_CELL: u8 = 1;
/// `BY_UNIT + i`: the cell's `regions(cell)[i]` (0 box, 1 row, 2 column).
const BY_UNIT: u8 = 2;
const BY_RULE: u8 = 5;

/// Why an off candidate is off, from the on candidate that turned it off: its cell, else the
/// first unit (box, row, column) the two share, which is the order SE turns them off in.
fn off_cause(on: Pot, off: Pot) -> u8 {
    let (a, b) = (pot_cell(on), pot_cell(off));
    if a == b {
        return BY_CELL;
    }
    let (ra, rb) = (regions(a), regions(b));
    (0..3)
        .find(|&i| ra[i] == rb[i])
        .map_or(BY_NONE, |i| BY_UNIT + i as u8)
}

impl Arena {
    fn push(&mut self, p: Pot, parents: &[u32]) -> u32 {
        self.push_caused(p, parents, BY_NONE, None)
    }
    fn push_caused(&mut self, p: Pot, parents: &[u32], cause: u8, nest: Option<(u64, u32)>) -> u32 {
        let start = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.spans.push((start, self.parents.len() as u32));
        self.pots.push(p);
        self.causes.push(cause);
        let node = (self.pots.len() - 1) as u32;
        if let Some((signature, complexity)) = nest {
            self.nested.push((node, signature, complexity));
        }
        node
    }
    fn clear(&mut self) {
        self.pots.clear();
        self.spans.clear();
        self.parents.clear();
        self.causes.clear();
        self.nested.clear();
    }
    fn pot(&self, node: u32) -> Pot {
        self.pots[node as usize]
    }
    fn parents(&self, node: u32) -> &[u32] {
        let (start, end) = self.spans[node as usize];
        &self.parents[start as usize..end as usize]
    }
    fn first_parent(&self, node: u32) -> Option<u32> {
        self.parents(node).first().copied()
    }
    /// Whether `p` is among the first-parent ancestors of `node` (itself aside).
    fn has_first_ancestor(&self, node: u32, p: Pot) -> bool {
        let mut at = node;
        while let Some(parent) = self.first_parent(at) {
            if self.pot(parent) == p {
                return true;
            }
            at = parent;
        }
        false
    }
    /// SE's complexity of a conclusion: the distinct candidates among it and its ancestors,
    /// met breadth first (a candidate met again through another node is not followed again).
    fn ancestors(&self, node: u32) -> u32 {
        let mut seen = [0u64; POTS.div_ceil(64)];
        let (mut todo, mut next) = (vec![node], Vec::new());
        let mut count = 0;
        while !todo.is_empty() {
            for &n in &todo {
                let p = usize::from(self.pot(n));
                if seen[p / 64] >> (p % 64) & 1 == 0 {
                    seen[p / 64] |= 1 << (p % 64);
                    count += 1;
                    next.extend_from_slice(self.parents(n));
                }
            }
            std::mem::swap(&mut todo, &mut next);
            next.clear();
        }
        count
    }
    /// The nodes [`Arena::ancestors`] counts, in the order it meets them (SE's `getChain`).
    fn chain(&self, node: u32) -> Vec<u32> {
        let mut seen = [0u64; POTS.div_ceil(64)];
        let (mut todo, mut next, mut chain) = (vec![node], Vec::new(), Vec::new());
        while !todo.is_empty() {
            for &n in &todo {
                let p = usize::from(self.pot(n));
                if seen[p / 64] >> (p % 64) & 1 == 0 {
                    seen[p / 64] |= 1 << (p % 64);
                    chain.push(n);
                    next.extend_from_slice(self.parents(n));
                }
            }
            std::mem::swap(&mut todo, &mut next);
            next.clear();
        }
        chain
    }
    /// SE's complexity of a deduction drawn from `targets`: the ancestors of each, and each
    /// distinct nested chain met among them counted with its own complexity.
    fn complexity(&self, targets: &[u32]) -> u32 {
        let flat = targets.iter().map(|&t| self.ancestors(t)).sum();
        if self.nested.is_empty() {
            return flat;
        }
        let mut met: Vec<u64> = Vec::new();
        let mut nested = 0;
        for &t in targets {
            for n in self.chain(t) {
                let Some(&(_, signature, complexity)) =
                    self.nested.iter().find(|&&(node, ..)| node == n)
                else {
                    continue;
                };
                if !met.contains(&signature) {
                    met.push(signature);
                    nested += complexity;
                }
            }
        }
        flat + nested
    }
}

/// Candidates implied by one step of a chain, each with its parents (nodes of the arena).
#[derive(Default)]
struct Implied {
    pots: Vec<Pot>,
    spans: Vec<(u32, u32)>,
    parents: Vec<u32>,
    causes: Vec<u8>,
}

impl Implied {
    fn clear(&mut self) {
        self.pots.clear();
        self.spans.clear();
        self.parents.clear();
        self.causes.clear();
    }
    fn push(&mut self, p: Pot, cause: u8, parents: impl IntoIterator<Item = u32>) {
        let start = self.parents.len() as u32;
        self.parents.extend(parents);
        self.spans.push((start, self.parents.len() as u32));
        self.pots.push(p);
        self.causes.push(cause);
    }
    /// `push` with one parent (what every static chain's implication has).
    fn push_one(&mut self, p: Pot, cause: u8, parent: u32) {
        let start = self.parents.len() as u32;
        self.parents.push(parent);
        self.spans.push((start, start + 1));
        self.pots.push(p);
        self.causes.push(cause);
    }
    fn len(&self) -> usize {
        self.pots.len()
    }
    fn get(&self, k: usize) -> (Pot, &[u32], u8) {
        let (start, end) = self.spans[k];
        let parents = &self.parents[start as usize..end as usize];
        (self.pots[k], parents, self.causes[k])
    }
}

/// A set of candidates in the order they were added, each with its node (SE's `LinkedSet`:
/// adding a candidate again keeps its place and takes the new node).
struct PotSet {
    order: Vec<Pot>,
    node: Vec<u32>,
}

thread_local! {
    /// The maps of dropped sets, all `NONE` again, for new sets to take: a search makes
    /// thousands of sets, and a map is 5.8 KB.
    static SPARE: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl PotSet {
    fn new() -> PotSet {
        let node = SPARE.with(|spare| spare.borrow_mut().pop());
        PotSet {
            order: Vec::new(),
            node: node.unwrap_or_else(|| vec![NONE; POTS]),
        }
    }
    fn get(&self, p: Pot) -> Option<u32> {
        Some(self.node[usize::from(p)]).filter(|&n| n != NONE)
    }
    fn contains(&self, p: Pot) -> bool {
        self.node[usize::from(p)] != NONE
    }
    fn add(&mut self, p: Pot, node: u32) {
        if !self.contains(p) {
            self.order.push(p);
        }
        self.node[usize::from(p)] = node;
    }
    fn clear(&mut self) {
        for &p in &self.order {
            self.node[usize::from(p)] = NONE;
        }
        self.order.clear();
    }
    fn nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.order.iter().map(|&p| self.node[usize::from(p)])
    }
    /// Keeps the candidates also in `other` (their nodes stay this set's).
    fn retain(&mut self, other: &PotSet) {
        let node = &mut self.node;
        self.order.retain(|&p| {
            let keep = other.contains(p);
            if !keep {
                node[usize::from(p)] = NONE;
            }
            keep
        });
    }
    fn copy(&self) -> PotSet {
        let mut copy = PotSet::new();
        for &p in &self.order {
            copy.add(p, self.node[usize::from(p)]);
        }
        copy
    }
}

impl Drop for PotSet {
    fn drop(&mut self) {
        self.clear();
        let node = std::mem::take(&mut self.node);
        SPARE.with(|spare| spare.borrow_mut().push(node));
    }
}

/// What an assumed-on candidate turns off: with `cell_rule`, the cell's other candidates; then
/// the digit's other places in its box, row and column (a cell once).
fn on_to_off(grid: &Grid, p: Pot, cell_rule: bool, out: &mut Vec<Pot>) {
    out.clear();
    let (cell, digit) = (pot_cell(p), pot_digit(p));
    if cell_rule {
        out.extend(digits(grid.0[cell] & !(1 << digit)).map(|d| pot(cell, d, false)));
    }
    // Box, row, column, each in its order (which for each is the cells' order), a cell once.
    let mut left = grid.1[digit] & !(1 << cell);
    for unit in regions(cell) {
        let here = left & UNIT_BITS[unit];
        out.extend(cells(here).map(|c| pot(c, digit, false)));
        left &= !here;
    }
}

/// What an assumed-off candidate turns on: with `cell_rule`, the cell's other candidate if it
/// has two; with `unit_rule`, the digit's other place in each of its units that has two. Each
/// comes with its parents: the off candidate's `node`, then (in a dynamic chain, where `grid`
/// has lost candidates that `source` had) the off candidates that made the cell or unit so.
#[allow(clippy::too_many_arguments)]
fn off_to_on(
    grid: &Grid,
    source: &Grid,
    p: Pot,
    node: u32,
    offs: &PotSet,
    cell_rule: bool,
    unit_rule: bool,
    out: &mut Implied,
) {
    out.clear();
    let (cell, digit) = (pot_cell(p), pot_digit(p));
    if cell_rule && grid.count(cell) == 2 {
        let other = digits(grid.0[cell] & !(1 << digit)).next();
        if let Some(other) = other {
            let lost = source.0[cell] & !grid.0[cell];
            if lost == 0 {
                out.push_one(pot(cell, other, true), BY_CELL, node);
            } else {
                let hidden = digits(lost).filter_map(|d| offs.get(pot(cell, d, false)));
                let parents = std::iter::once(node).chain(hidden);
                out.push(pot(cell, other, true), BY_CELL, parents);
            }
        }
    }
    if unit_rule {
        for (i, unit) in regions(cell).into_iter().enumerate() {
            let cause = BY_UNIT + i as u8;
            let others = grid.1[digit] & UNIT_BITS[unit] & !(1 << cell);
            if others.count_ones() != 1 {
                continue;
            }
            let other = others.trailing_zeros() as usize;
            let on = pot(other, digit, true);
            if out.pots.contains(&on) {
                continue;
            }
            let lost = source.1[digit] & !grid.1[digit] & UNIT_BITS[unit];
            if lost == 0 {
                out.push_one(on, cause, node);
            } else {
                let hidden = cells(lost).filter_map(|c| offs.get(pot(c, digit, false)));
                out.push(on, cause, std::iter::once(node).chain(hidden));
            }
        }
    }
}

/// Which of SE's chaining rules is searching.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Rule {
    /// Nishio forcing chains: an assumption followed on one digit only, to a contradiction.
    Nishio,
    /// Multiple forcing chains: every candidate of a cell, or every place of a digit in a unit,
    /// leads to the same conclusion (static implications).
    Multiple,
    /// Dynamic forcing chains: the same, and contradictions, with implications that see the
    /// candidates the chain has already turned off.
    Dynamic,
    /// Dynamic forcing chains (+): the same, and when the implications run out, SE's first basic
    /// rules on the chain's grid (`advanced.rs`).
    DynamicPlus,
    /// SE's nested forcing chains: Dynamic+, and when its basic rules find nothing either, whole
    /// chains on the chain's grid: forcing chains and cycles (`level` 2, rated 9.5), and
    /// multiple forcing chains (3, 10.0); or dynamic chains (4, 10.5), which nest the rule
    /// `limit` stands for in turn (0 dynamic, 1 Dynamic+, 2 and 3 the levels above).
    Nested { level: u8, limit: u8 },
}

/// A rule a nested chain runs on its grid when its implications run out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Inner {
    /// Forcing chains and cycles.
    Cycles,
    /// One of the rules above.
    Chains(Rule),
}

impl Rule {
    /// SE's nested rules, in the order it tries them once Dynamic+ finds nothing.
    pub(super) const NESTED: [Rule; 6] = [
        Rule::Nested { level: 2, limit: 0 },
        Rule::Nested { level: 3, limit: 0 },
        Rule::Nested { level: 4, limit: 0 },
        Rule::Nested { level: 4, limit: 1 },
        Rule::Nested { level: 4, limit: 2 },
        Rule::Nested { level: 4, limit: 3 },
    ];
    fn base(self) -> u16 {
        match self {
            Rule::Nishio => 75,
            Rule::Multiple => 80,
            Rule::Dynamic => 85,
            Rule::DynamicPlus => 90,
            Rule::Nested { level, .. } => 85 + 5 * u16::from(level),
        }
    }
    fn dynamic(self) -> bool {
        self != Rule::Multiple
    }
    /// SE's level: 0 for the plain rules, 1 for Dynamic+, 2 to 4 nested.
    fn level(self) -> u8 {
        match self {
            Rule::DynamicPlus => 1,
            Rule::Nested { level, .. } => level,
            _ => 0,
        }
    }
    /// What a nested rule runs on a chain's grid when its implications and SE's basic rules run
    /// out, the first that finds something winning.
    fn inner(self) -> &'static [Inner] {
        match self {
            Rule::Nested { level: 2, .. } => &[Inner::Cycles],
            Rule::Nested { level: 3, .. } => &[Inner::Cycles, Inner::Chains(Rule::Multiple)],
            Rule::Nested { limit: 0, .. } => &[Inner::Chains(Rule::Dynamic)],
            Rule::Nested { limit: 1, .. } => &[Inner::Chains(Rule::DynamicPlus)],
            Rule::Nested { limit: 2, .. } => &[Inner::Chains(Rule::Nested { level: 2, limit: 0 })],
            Rule::Nested { .. } => &[Inner::Chains(Rule::Nested { level: 3, limit: 0 })],
            _ => &[],
        }
    }
}

/// A deduction found by a chain, rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ChainFound {
    /// SE's rating in tenths.
    pub rating: u16,
    /// SE's complexity (the tie-break among equal ratings, then `sort_key`).
    pub complexity: u32,
    sort_key: u8,
    /// Whether it is a contradiction (an assumption that cannot hold).
    pub contradiction: bool,
    /// The candidates removed, as (cell, digit 0-8).
    pub eliminations: Vec<(usize, usize)>,
    pub kind: ChainKind,
}

/// The kind of chain, for naming the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ChainKind {
    /// A loop whose weak links all become strong (6.5; 7.0 with both kinds of link).
    Cycle { x: bool, y: bool },
    /// A candidate whose assumption implies its own negation (6.6 on one digit, else 7.0).
    ForcingChain { x: bool, y: bool },
    /// An assumption leading to a contradiction, or both states of a candidate to the same
    /// conclusion.
    Binary(Rule),
    /// Every candidate of a cell leads to the same conclusion.
    Cell(Rule),
    /// Every place of a digit in a unit leads to the same conclusion.
    Region(Rule),
}

/// The best deduction met so far: SE keeps the lowest rating, then the lowest complexity, then
/// the lowest sort key, and among equals the first found. Or, for a chain nesting this search,
/// every deduction, as the nesting chain takes it.
#[derive(Default)]
struct Best {
    best: Option<ChainFound>,
    every: Option<Box<Every>>,
}

/// Every deduction of a nested search, and the grid the nesting chain began from.
struct Every {
    outer: Grid,
    hints: Vec<NestedHint>,
}

/// A nested chain's deduction, as the chain nesting it takes it.
pub(super) struct NestedHint {
    rating: u16,
    complexity: u32,
    sort_key: u8,
    /// What it removes, as (cell, digit 0-8).
    removed: Vec<(usize, usize)>,
    /// The candidates it needed gone, each on in the nesting chain's first grid and off since
    /// (SE's `getRuleParents`).
    parents: Vec<(usize, usize)>,
    /// Which chain it is: two deductions by the same chain count its complexity once.
    signature: u64,
}

/// What the assumptions a deduction starts from stand for, when a chain nesting it asks which
/// of its candidates it needed gone: nothing (a single assumption), the cell's other
/// candidates (a cell's every candidate assumed), or the digit's other places in a unit.
#[derive(Clone, Copy)]
enum Roots {
    Free,
    Cell,
    Unit(usize),
}

/// Where a deduction comes from: the chains (`targets`, nodes of `arena`) that draw it on
/// `grid`; a cycle's one target closes its loop.
struct Source<'a> {
    arena: &'a Arena,
    grid: &'a Grid,
    targets: &'a [u32],
    roots: Roots,
    cycle: bool,
}

impl<'a> Source<'a> {
    fn new(
        arena: &'a Arena,
        grid: &'a Grid,
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
    fn every(outer: &Grid) -> Best {
        Best {
            best: None,
            every: Some(Box::new(Every {
                outer: *outer,
                hints: Vec::new(),
            })),
        }
    }
    fn offer(&mut self, found: ChainFound, source: Source) {
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
    fn hints(self) -> Vec<NestedHint> {
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
        keys.sort_unstable();
        let mut slots: Vec<Option<NestedHint>> = hints.into_iter().map(Some).collect();
        (keys.iter())
            .filter_map(|k| slots[(k & 0xFF_FFFF) as usize].take())
            .collect()
    }
}

/// A loop's nodes from its closing node back to its start (first parents).
fn loop_path(arena: &Arena, end: u32) -> Vec<u32> {
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
fn rule_parents(source: &Source, outer: &Grid) -> (Vec<(usize, usize)>, u64) {
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

fn length_rating(base: u16, complexity: u32) -> u16 {
    base + super::length_extra(complexity.saturating_sub(2) as usize)
}

/// The candidates a conclusion removes: an off candidate itself, or an on candidate's cellmates.
fn removed_by(grid: &Grid, target: Pot) -> Vec<(usize, usize)> {
    let (cell, digit) = (pot_cell(target), pot_digit(target));
    if is_on(target) {
        digits(grid.0[cell] & !(1 << digit))
            .map(|d| (cell, d))
            .collect()
    } else {
        vec![(cell, digit)]
    }
}

/// SE's "Forcing Chains & Cycles": chains on one digit (X), through two-candidate cells (Y),
/// and through both, from every candidate; the best (lowest rated) deduction.
pub(super) fn cycles_and_forcing_chains(grid: &Grid) -> Option<ChainFound> {
    let mut best = Best::default();
    cycles_and_forcing_chains_into(grid, &mut best);
    best.best
}

fn cycles_and_forcing_chains_into(grid: &Grid, best: &mut Best) {
    let mut scratch = Scratch::new();
    for (y, x) in [(false, true), (true, false), (true, true)] {
        for cell in 0..81 {
            if grid.count(cell) < 2 {
                continue;
            }
            for digit in digits(grid.0[cell]) {
                unary_chaining(grid, pot(cell, digit, true), y, x, &mut scratch, best);
            }
        }
    }
}

/// What one chain search reuses from the last: its arena, its two sets, its buffers and the
/// loops and chains it found.
struct Scratch {
    arena: Arena,
    on: PotSet,
    off: PotSet,
    buffers: Buffers,
    cycles: Vec<u32>,
    chains: Vec<u32>,
}

/// A search's buffers: each step's implications, and the nodes waiting to be followed.
#[derive(Default)]
struct Buffers {
    offs: Vec<Pot>,
    ons: Implied,
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
}

impl Scratch {
    fn new() -> Scratch {
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

fn unary_chaining(
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

fn sort_key(x: bool, y: bool) -> u8 {
    match (x, y) {
        (true, true) => 4,
        (false, true) => 3,
        _ => 2,
    }
}

/// SE's cycle search: breadth first from `root` (on), a layer of offs then a layer of ons; an
/// off is followed again through each new parent unless it is already an ancestor, so that
/// loops back to the root are found. Returns the nodes that close a loop (four links or more).
fn cycles_from(
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
fn forcing_chains(
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
fn cycle_eliminations(grid: &Grid, arena: &Arena, end: u32) -> Vec<(usize, usize)> {
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
fn follow(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    to_on: &mut PotSet,
    to_off: &mut PotSet,
) -> Option<(u32, u32)> {
    thread_local! {
        /// Buffers for the chains being followed: one pair a level of nesting.
        static BUFFERS: std::cell::RefCell<Vec<(Vec<Pot>, Implied)>> = std::cell::RefCell::default();
    }
    let (mut offs, mut ons) = BUFFERS.with(|b| b.borrow_mut().pop()).unwrap_or_default();
    let found = follow_with(grid, rule, arena, to_on, to_off, &mut offs, &mut ons);
    BUFFERS.with(|b| b.borrow_mut().push((offs, ons)));
    found
}

/// [`follow`] with buffers for each step's implications. Each set is its own queue: what is
/// added to it is followed in the order added.
fn follow_with(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    to_on: &mut PotSet,
    to_off: &mut PotSet,
    offs: &mut Vec<Pot>,
    ons: &mut Implied,
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
            if !advance(grid, &live, rule, arena, to_off) {
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
fn advance(source: &Grid, live: &Grid, rule: Rule, arena: &mut Arena, to_off: &mut PotSet) -> bool {
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
    let basic = super::advanced::advanced(live, source);
    if !basic.is_empty() {
        for found in basic {
            join(arena, &found.removed, &found.parents, None);
        }
        return grew;
    }
    for &inner in rule.inner() {
        let hints = nested_hints(inner, live, source);
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

/// The key of a nested search: the grid it runs on, the grid the nesting chain began from,
/// and the rule.
type NestedKey = (Grid, Grid, Inner);

/// A nested search's result, under its key and the key's hash.
type Cached = (u64, NestedKey, Rc<[NestedHint]>);

thread_local! {
    /// Nested searches already made in this step: the same assumption is followed again by
    /// other searches of the step (a cell's candidate on is also a place of its digit in three
    /// units; each nested rule follows what the one before it followed), and reaches the same
    /// grids, where the same nested search finds the same. A list
    /// searched by hash (a few thousand at most; a hash map's code would weigh more in wasm).
    static NESTED: std::cell::RefCell<Vec<Cached>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// FNV-1a over the key's candidates.
fn key_hash((live, source, inner): &NestedKey) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let marks = live.0.iter().chain(source.0.iter());
    for &m in marks {
        hash = (hash ^ u64::from(m)).wrapping_mul(0x0100_0000_01b3);
    }
    let inner = match inner {
        Inner::Cycles => 0,
        Inner::Chains(rule) => 1 + u64::from(rule.level()) * 8 + u64::from(rule.dynamic()),
    };
    (hash ^ inner).wrapping_mul(0x0100_0000_01b3)
}

/// What `inner` finds on `live` that needed candidates gone since `source` (SE's order).
fn nested_hints(inner: Inner, live: &Grid, source: &Grid) -> Rc<[NestedHint]> {
    let key = (*live, *source, inner);
    let hash = key_hash(&key);
    let cached = NESTED.with(|cache| {
        (cache.borrow().iter())
            .find(|(h, k, _)| *h == hash && *k == key)
            .map(|(.., hints)| hints.clone())
    });
    if let Some(hints) = cached {
        return hints;
    }
    let mut every = Best::every(source);
    match inner {
        Inner::Cycles => cycles_and_forcing_chains_into(live, &mut every),
        Inner::Chains(rule) => multiple_chains_into(live, rule, &mut every),
    }
    let hints: Rc<[NestedHint]> = (every.hints().into_iter())
        .filter(|h| !h.parents.is_empty())
        .collect();
    NESTED.with(|cache| cache.borrow_mut().push((hash, key, hints.clone())));
    hints
}

/// SE's Nishio, multiple or dynamic forcing chains: from each cell (with three candidates or
/// more for the static multiple chains), each candidate assumed on and off, the regions of its
/// digit, and the cell as a whole; the best (lowest rated) deduction.
pub(super) fn multiple_chains(grid: &Grid, rule: Rule) -> Option<ChainFound> {
    let mut best = Best::default();
    multiple_chains_into(grid, rule, &mut best);
    best.best
}

/// Forgets the nested searches made (their grids are those of one step: call it before and
/// after each step's rules).
pub(super) fn forget_nested() {
    NESTED.with(|cache| *cache.borrow_mut() = Vec::new());
}

fn multiple_chains_into(grid: &Grid, rule: Rule, best: &mut Best) {
    for cell in 0..81 {
        let count = grid.count(cell);
        if count > 2 || (count > 1 && rule.dynamic()) {
            chains_from_cell(grid, rule, cell, best);
        }
    }
}

fn chains_from_cell(grid: &Grid, rule: Rule, cell: usize, best: &mut Best) {
    let mut arena = Arena::default();
    let count = grid.count(cell);
    let mut outcomes: Vec<(PotSet, PotSet)> = Vec::new();
    let mut common: Option<(PotSet, PotSet)> = None;
    for digit in digits(grid.0[cell]) {
        let (mut on_to_on, mut on_to_off) = (PotSet::new(), PotSet::new());
        let double = count >= 3 && matches!(rule, Rule::Dynamic | Rule::DynamicPlus);
        binary_chaining(
            grid,
            rule,
            &mut arena,
            (cell, digit),
            &mut on_to_on,
            &mut on_to_off,
            double,
            best,
        );
        if rule != Rule::Nishio {
            region_chaining(
                grid,
                rule,
                &mut arena,
                (cell, digit),
                &on_to_on,
                &on_to_off,
                best,
            );
        }
        match &mut common {
            None => common = Some((on_to_on.copy(), on_to_off.copy())),
            Some((ons, offs)) => {
                ons.retain(&on_to_on);
                offs.retain(&on_to_off);
            }
        }
        outcomes.push((on_to_on, on_to_off));
    }
    if rule == Rule::Nishio {
        return;
    }
    let Some((ons, offs)) = common else { return };
    for (set, pick) in [(&ons, 0), (&offs, 1)] {
        for target in set.nodes() {
            let sets = outcomes.iter().map(|o| if pick == 0 { &o.0 } else { &o.1 });
            let p = arena.pot(target);
            offer_common(grid, &arena, sets, p, (rule, Roots::Cell), best);
        }
    }
}

/// A conclusion `p` that `rule` finds every assumption of a cell (`Roots::Cell`) or every place
/// of a digit in a unit (`Roots::Unit`) implies, each assumption's outcome one of `sets`:
/// offered with the chains that reach it as its targets.
fn offer_common<'a>(
    grid: &Grid,
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
fn binary_chaining(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    (cell, digit): (usize, usize),
    on_to_on: &mut PotSet,
    on_to_off: &mut PotSet,
    double: bool,
    best: &mut Best,
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
    if let Some((a, b)) = follow(grid, rule, arena, on_to_on, on_to_off)
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
    let (mut off_to_on, mut off_to_off) = (PotSet::new(), PotSet::new());
    let root_off = arena.push(p_off, &[]);
    off_to_off.add(p_off, root_off);
    if let Some((a, b)) = follow(grid, rule, arena, &mut off_to_on, &mut off_to_off)
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
}

/// SE's region chaining: where `digit` has two places in a unit of `cell` (or more, for the
/// multiple rules) and `cell` is the first, each place assumed on; what all imply holds.
fn region_chaining(
    grid: &Grid,
    rule: Rule,
    arena: &mut Arena,
    (cell, digit): (usize, usize),
    on_to_on: &PotSet,
    on_to_off: &PotSet,
    best: &mut Best,
) {
    for unit in regions(cell) {
        let places: Vec<usize> = cells(grid.places(unit, digit)).collect();
        if places.len() < 2 || places[0] != cell {
            continue;
        }
        let mut outcomes: Vec<(PotSet, PotSet)> = Vec::new();
        let (mut ons, mut offs) = (on_to_on.copy(), on_to_off.copy());
        for &other in &places[1..] {
            let (mut other_on, mut other_off) = (PotSet::new(), PotSet::new());
            let p = pot(other, digit, true);
            let root = arena.push(p, &[]);
            other_on.add(p, root);
            follow(grid, rule, arena, &mut other_on, &mut other_off);
            ons.retain(&other_on);
            offs.retain(&other_off);
            outcomes.push((other_on, other_off));
        }
        for (set, pick) in [(&ons, 0), (&offs, 1)] {
            for target in set.nodes() {
                let own = if pick == 0 { on_to_on } else { on_to_off };
                let sets = outcomes.iter().map(|o| if pick == 0 { &o.0 } else { &o.1 });
                let sets = std::iter::once(own).chain(sets);
                let from = (rule, Roots::Unit(unit));
                offer_common(grid, arena, sets, arena.pot(target), from, best);
            }
        }
    }
}
