//! What a chain is made of: the candidates on and off (`Pot`, its layout drawn in `mod.rs`), the
//! arena of implied nodes and their causes, the sets a search fills, one step of
//! implication, SE's chaining rules and what a chain finds.

use crate::logic::Candidates;
use crate::logic::bits::{Candidate, cells, digits};
use crate::logic::houses::House;

/// A candidate on or off: `candidate << 1 | on`.
pub(super) type Pot = u16;
pub(super) const POTS: usize = 81 * 9 * 2;
pub(super) const NONE: u32 = u32::MAX;

pub(super) fn pot(cell: usize, digit: usize, on: bool) -> Pot {
    ((cell * 9 + digit) * 2 + usize::from(on)) as Pot
}
pub(super) fn pot_cell(p: Pot) -> usize {
    usize::from(p) / 18
}
pub(super) fn pot_digit(p: Pot) -> usize {
    usize::from(p) / 2 % 9
}
pub(super) fn is_on(p: Pot) -> bool {
    p & 1 == 1
}
/// The same candidate in the other state.
pub(super) fn conjugate(p: Pot) -> Pot {
    p ^ 1
}

/// Implied candidates and the candidates that implied them. Nodes are never removed; SE's
/// objects are, in effect, these nodes (two nodes may hold the same candidate).
#[derive(Default)]
pub(super) struct Arena {
    pub(super) pots: Vec<Pot>,
    /// Each node's parents, a range of `parents`.
    pub(super) spans: Vec<(u32, u32)>,
    pub(super) parents: Vec<u32>,
    /// Why each on node holds, for a nested chain's rule parents; offs keep `Cause::Assumed`
    /// (their cause follows from where they are, see [`off_cause`]).
    pub(super) causes: Vec<Cause>,
    /// The nodes a nested chain removed, each with that chain's signature and complexity
    /// (few: a list, not a column).
    pub(super) nested: Vec<(u32, u64, u32)>,
}

/// Why an implied candidate holds, as SE records it (its `Potential.Cause`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// Nothing: it is assumed (or its cause follows from where it is, see [`off_cause`]).
    Assumed,
    /// It is the cell's last candidate.
    Cell,
    /// It is the digit's last place in this house, one of the cell's box, row and column.
    House(House),
    /// Another rule applied inside the chain.
    Rule,
}

/// Why an off candidate is off, from the on candidate that turned it off: its cell, else the
/// first unit (box, row, column) the two share, which is the order SE turns them off in.
pub(super) fn off_cause(on: Pot, off: Pot) -> Cause {
    let (a, b) = (pot_cell(on), pot_cell(off));
    if a == b {
        return Cause::Cell;
    }
    (House::se_of(a).into_iter())
        .find(|house| house.holds(b))
        .map_or(Cause::Assumed, Cause::House)
}

impl Arena {
    pub(super) fn push(&mut self, p: Pot, parents: &[u32]) -> u32 {
        self.push_caused(p, parents, Cause::Assumed, None)
    }
    pub(super) fn push_caused(
        &mut self,
        p: Pot,
        parents: &[u32],
        cause: Cause,
        nest: Option<(u64, u32)>,
    ) -> u32 {
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
    pub(super) fn clear(&mut self) {
        self.pots.clear();
        self.spans.clear();
        self.parents.clear();
        self.causes.clear();
        self.nested.clear();
    }
    pub(super) fn pot(&self, node: u32) -> Pot {
        self.pots[node as usize]
    }
    pub(super) fn parents(&self, node: u32) -> &[u32] {
        let (start, end) = self.spans[node as usize];
        &self.parents[start as usize..end as usize]
    }
    pub(super) fn first_parent(&self, node: u32) -> Option<u32> {
        self.parents(node).first().copied()
    }
    /// Whether `p` is among the first-parent ancestors of `node` (itself aside).
    pub(super) fn has_first_ancestor(&self, node: u32, p: Pot) -> bool {
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
    pub(super) fn ancestors(&self, node: u32) -> u32 {
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
    pub(super) fn chain(&self, node: u32) -> Vec<u32> {
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
    pub(super) fn complexity(&self, targets: &[u32]) -> u32 {
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
pub(super) struct Implied {
    pub(super) pots: Vec<Pot>,
    pub(super) spans: Vec<(u32, u32)>,
    pub(super) parents: Vec<u32>,
    pub(super) causes: Vec<Cause>,
}

impl Implied {
    pub(super) fn clear(&mut self) {
        self.pots.clear();
        self.spans.clear();
        self.parents.clear();
        self.causes.clear();
    }
    pub(super) fn push(&mut self, p: Pot, cause: Cause, parents: impl IntoIterator<Item = u32>) {
        let start = self.parents.len() as u32;
        self.parents.extend(parents);
        self.spans.push((start, self.parents.len() as u32));
        self.pots.push(p);
        self.causes.push(cause);
    }
    /// `push` with one parent (what every static chain's implication has).
    pub(super) fn push_one(&mut self, p: Pot, cause: Cause, parent: u32) {
        let start = self.parents.len() as u32;
        self.parents.push(parent);
        self.spans.push((start, start + 1));
        self.pots.push(p);
        self.causes.push(cause);
    }
    pub(super) fn len(&self) -> usize {
        self.pots.len()
    }
    pub(super) fn get(&self, k: usize) -> (Pot, &[u32], Cause) {
        let (start, end) = self.spans[k];
        let parents = &self.parents[start as usize..end as usize];
        (self.pots[k], parents, self.causes[k])
    }
}

/// A set of candidates in the order they were added, each with its node (SE's `LinkedSet`:
/// adding a candidate again keeps its place and takes the new node).
pub(super) struct PotSet {
    pub(super) order: Vec<Pot>,
    pub(super) node: Vec<u32>,
}

/// The maps of sets given back, all `NONE` again, for new sets to take: a search makes
/// thousands of sets, and a map is 5.8 KB. An allocation pool only (what a set holds never
/// depends on it), kept by the step (`StepCache`); without it, rating the forum's hardest takes
/// 14% longer (181 s against 159 s, `sudoku rate --jobs 1`, 2026-11-27).
pub(super) type Spare = Vec<Vec<u32>>;

impl PotSet {
    /// An empty set, its map taken from `spare` where one waits there.
    pub(super) fn new(spare: &mut Spare) -> PotSet {
        PotSet {
            order: Vec::new(),
            node: spare.pop().unwrap_or_else(|| vec![NONE; POTS]),
        }
    }
    /// Gives the set's map back to `spare`, emptied.
    pub(super) fn give_back(mut self, spare: &mut Spare) {
        self.clear();
        spare.push(self.node);
    }
    pub(super) fn get(&self, p: Pot) -> Option<u32> {
        Some(self.node[usize::from(p)]).filter(|&n| n != NONE)
    }
    pub(super) fn contains(&self, p: Pot) -> bool {
        self.node[usize::from(p)] != NONE
    }
    pub(super) fn add(&mut self, p: Pot, node: u32) {
        if !self.contains(p) {
            self.order.push(p);
        }
        self.node[usize::from(p)] = node;
    }
    pub(super) fn clear(&mut self) {
        for &p in &self.order {
            self.node[usize::from(p)] = NONE;
        }
        self.order.clear();
    }
    pub(super) fn nodes(&self) -> impl Iterator<Item = u32> + '_ {
        self.order.iter().map(|&p| self.node[usize::from(p)])
    }
    /// Keeps the candidates also in `other` (their nodes stay this set's).
    pub(super) fn retain(&mut self, other: &PotSet) {
        let node = &mut self.node;
        self.order.retain(|&p| {
            let keep = other.contains(p);
            if !keep {
                node[usize::from(p)] = NONE;
            }
            keep
        });
    }
    pub(super) fn copy(&self, spare: &mut Spare) -> PotSet {
        let mut copy = PotSet::new(spare);
        for &p in &self.order {
            copy.add(p, self.node[usize::from(p)]);
        }
        copy
    }
}

/// What an assumed-on candidate turns off: with `cell_rule`, the cell's other candidates; then
/// the digit's other places in its box, row and column (a cell once).
pub(super) fn on_to_off(grid: &Candidates, p: Pot, cell_rule: bool, out: &mut Vec<Pot>) {
    out.clear();
    let (cell, digit) = (pot_cell(p), pot_digit(p));
    if cell_rule {
        out.extend(digits(grid.marks_of(cell) & !(1 << digit)).map(|d| pot(cell, d, false)));
    }
    // Box, row, column, each in its order (which for each is the cells' order), a cell once.
    let mut left = grid.places_of(digit) & !(1 << cell);
    for house in House::se_of(cell) {
        let here = left & house.mask();
        out.extend(cells(here).map(|c| pot(c, digit, false)));
        left &= !here;
    }
}

/// What an assumed-off candidate turns on: with `cell_rule`, the cell's other candidate if it
/// has two; with `unit_rule`, the digit's other place in each of its units that has two. Each
/// comes with its parents: the off candidate's `node`, then (in a dynamic chain, where `grid`
/// has lost candidates that `source` had) the off candidates that made the cell or unit so.
#[allow(clippy::too_many_arguments)]
pub(super) fn off_to_on(
    grid: &Candidates,
    source: &Candidates,
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
        let other = digits(grid.marks_of(cell) & !(1 << digit)).next();
        if let Some(other) = other {
            let lost = source.marks_of(cell) & !grid.marks_of(cell);
            if lost == 0 {
                out.push_one(pot(cell, other, true), Cause::Cell, node);
            } else {
                let hidden = digits(lost).filter_map(|d| offs.get(pot(cell, d, false)));
                let parents = std::iter::once(node).chain(hidden);
                out.push(pot(cell, other, true), Cause::Cell, parents);
            }
        }
    }
    if unit_rule {
        for house in House::se_of(cell) {
            let cause = Cause::House(house);
            let others = grid.places_of(digit) & house.mask() & !(1 << cell);
            if others.count_ones() != 1 {
                continue;
            }
            let other = others.trailing_zeros() as usize;
            let on = pot(other, digit, true);
            if out.pots.contains(&on) {
                continue;
            }
            let lost = source.places_of(digit) & !grid.places_of(digit) & house.mask();
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
pub(super) enum Inner {
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
    pub(super) fn base(self) -> u16 {
        match self {
            Rule::Nishio => 75,
            Rule::Multiple => 80,
            Rule::Dynamic => 85,
            Rule::DynamicPlus => 90,
            Rule::Nested { level, .. } => 85 + 5 * u16::from(level),
        }
    }
    pub(super) fn dynamic(self) -> bool {
        self != Rule::Multiple
    }
    /// SE's level: 0 for the plain rules, 1 for Dynamic+, 2 to 4 nested.
    pub(super) fn level(self) -> u8 {
        match self {
            Rule::DynamicPlus => 1,
            Rule::Nested { level, .. } => level,
            _ => 0,
        }
    }
    /// What a nested rule runs on a chain's grid when its implications and SE's basic rules run
    /// out, the first that finds something winning.
    pub(super) fn inner(self) -> &'static [Inner] {
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
pub(in crate::logic::se) struct ChainFound {
    /// SE's rating in tenths.
    pub rating: u16,
    /// SE's complexity (the tie-break among equal ratings, then `sort_key`).
    pub complexity: u32,
    pub(super) sort_key: u8,
    /// Whether it is a contradiction (an assumption that cannot hold).
    pub contradiction: bool,
    /// The candidates removed, as (cell, digit 0-8).
    pub eliminations: Vec<Candidate>,
    pub kind: ChainKind,
}

/// The kind of chain, for naming the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::logic::se) enum ChainKind {
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
