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

use crate::logic::bits::{UNIT_BITS, cells, digits, peers, regions};

mod multiple;
mod search;

pub(in crate::logic) use multiple::StepCache;
pub(super) use multiple::multiple_chains;
use multiple::*;
use search::*;

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
pub(in crate::logic) struct Grid(pub(super) [u16; 81], pub(super) [u128; 9]);

impl Grid {
    pub(in crate::logic) fn new(marks: [u16; 81]) -> Grid {
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
    /// thousands of sets, and a map is 5.8 KB. An allocation pool only (what a set holds never
    /// depends on it); without it, rating the forum's hardest takes 14% longer (181 s against
    /// 159 s, `sudoku rate --jobs 1`, 2026-11-27).
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
pub(in crate::logic) enum Rule {
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
    pub(in crate::logic) const NESTED: [Rule; 6] = [
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
