//! Alternating inference chains with grouped nodes.
//!
//! A group is a digit's places where a box and a line cross, two or three cells taken together:
//! "the digit is in one of these cells". It links as a cell does. Strongly, when a unit's places
//! for the digit are the group and one more cell or group (one of the two holds it); weakly, to
//! every place of the digit that sees all its cells (at most one of the two holds it). A chain of
//! candidates and groups, strong and weak links in turn, strong first and last, says one of its
//! two ends is true: a candidate weakly linked to both is false, as in a plain chain.
//!
//! ```text
//!   box 1        row 1: 5 only at r1c1, r1c2 (a group) and r1c7
//!   G G .  ───── . . . . . . X . .       G = X: strong (row 1's only places)
//!   . . .
//! ```

use super::bits::{cells, seeing};
use super::chains::{NODE_KEY, alternating_search, walk_back};
use super::houses::House;
use super::{Candidates, Detail, Step, Technique, cell_at, step};
use crate::{Cell, CellSet, Digit};

/// A node: a candidate (one cell) or a group (two or three cells of a box-line crossing), on one
/// digit (0-8).
#[derive(Clone, Copy)]
struct Node {
    digit: usize,
    cells: u128,
}

/// The nodes of a board: every candidate first, in order of cell then digit, then every group.
struct Graph {
    nodes: Vec<Node>,
    /// For each candidate (cell * 9 + digit), its node.
    candidate: [usize; 729],
    /// For each crossing (box * 6 + its rows 0-2 then columns 3-5) and digit, its group's node.
    group: [usize; 54 * 9],
    strong: Vec<Vec<usize>>,
    weak: Vec<Vec<usize>>,
    /// For each node, the candidates weakly linked to it (a bit per cell * 9 + digit).
    weak_candidates: Vec<[u64; 12]>,
}

const NONE: usize = usize::MAX;

/// The crossing of box `b` and line `line` (0-17), as an index 0-53.
fn crossing(b: House, line: House) -> usize {
    // Its place among `b.lines_through()`: the band's rows, then the stack's columns.
    let at = if line.is_row() { 0 } else { 3 };
    b.ordinal() * 6 + at + line.ordinal() % 3
}

impl Graph {
    fn new(candidates: &Candidates) -> Graph {
        let with = candidates.with_each();
        let mut graph = Graph {
            nodes: Vec::new(),
            candidate: [NONE; 729],
            group: [NONE; 54 * 9],
            strong: Vec::new(),
            weak: Vec::new(),
            weak_candidates: Vec::new(),
        };
        for cell in 0..81 {
            for d in (0..9).filter(|&d| with[d] >> cell & 1 == 1) {
                graph.candidate[cell * 9 + d] = graph.nodes.len();
                graph.nodes.push(Node {
                    digit: d,
                    cells: 1 << cell,
                });
            }
        }
        for b in House::BLOCKS {
            for line in b.lines_through() {
                for (d, places) in with.iter().enumerate() {
                    let cells = b.mask() & line.mask() & places;
                    if cells.count_ones() >= 2 {
                        graph.group[crossing(b, line) * 9 + d] = graph.nodes.len();
                        graph.nodes.push(Node { digit: d, cells });
                    }
                }
            }
        }
        graph.strong = vec![Vec::new(); graph.nodes.len()];
        graph.link_strongly(candidates, &with);
        graph.link_weakly(candidates, &with);
        graph
    }

    /// The node of `part`, a candidate's cell or a group's cells of a crossing of box `b`.
    fn node_of(&self, part: u128, digit: usize, b: House, line: House) -> usize {
        if part.count_ones() == 1 {
            self.candidate[part.trailing_zeros() as usize * 9 + digit]
        } else {
            self.group[crossing(b, line) * 9 + digit]
        }
    }

    fn link_strongly(&mut self, candidates: &Candidates, with: &[u128; 9]) {
        // A cell's two candidates.
        for cell in 0..81 {
            let marks = candidates.get(cell_at(cell as u8)).bits();
            if marks.count_ones() == 2 {
                let (a, b) = (
                    marks.trailing_zeros() as usize,
                    15 - marks.leading_zeros() as usize,
                );
                let (x, y) = (self.candidate[cell * 9 + a], self.candidate[cell * 9 + b]);
                self.strong[x].push(y);
                self.strong[y].push(x);
            }
        }
        // A unit's places for a digit in two parts, each one cell or one crossing's group.
        for house in House::ALL {
            for (d, with) in with.iter().enumerate() {
                let places = house.mask() & with;
                if places.count_ones() < 2 {
                    continue;
                }
                let mut parts: Vec<(usize, usize)> = Vec::new();
                if !house.is_block() {
                    // A line: its parts in each box it crosses.
                    let found: Vec<usize> = (House::BLOCKS.into_iter())
                        .filter(|&b| places & b.mask() != 0)
                        .map(|b| self.node_of(places & b.mask(), d, b, house))
                        .collect();
                    if let [x, y] = found[..] {
                        parts.push((x, y));
                    }
                } else {
                    // A box: its parts in each row, then in each column.
                    for lines in [House::ROWS, House::COLUMNS] {
                        let found: Vec<usize> = (lines.into_iter())
                            .filter(|&l| places & l.mask() != 0)
                            .map(|l| self.node_of(places & l.mask(), d, house, l))
                            .collect();
                        if let [x, y] = found[..] {
                            parts.push((x, y));
                        }
                    }
                }
                for (x, y) in parts {
                    if !self.strong[x].contains(&y) {
                        self.strong[x].push(y);
                        self.strong[y].push(x);
                    }
                }
            }
        }
    }

    fn link_weakly(&mut self, candidates: &Candidates, with: &[u128; 9]) {
        // Each digit's groups, to find those a node sees whole.
        let mut groups: [Vec<usize>; 9] = Default::default();
        for (i, node) in self.nodes.iter().enumerate() {
            if node.cells.count_ones() > 1 {
                groups[node.digit].push(i);
            }
        }
        for node in &self.nodes {
            let d = node.digit;
            let mut weak = Vec::new();
            let mut set = [0u64; 12];
            let mut add = |weak: &mut Vec<usize>, n: usize, candidate: Option<usize>| {
                weak.push(n);
                if let Some(c) = candidate {
                    set[c / 64] |= 1 << (c % 64);
                }
            };
            if node.cells.count_ones() == 1 {
                let cell = node.cells.trailing_zeros() as usize;
                let marks = candidates.get(cell_at(cell as u8)).bits();
                for other in (0..9).filter(|&o| o != d && marks >> o & 1 == 1) {
                    add(
                        &mut weak,
                        self.candidate[cell * 9 + other],
                        Some(cell * 9 + other),
                    );
                }
            }
            let seen = seeing(node.cells) & with[d];
            for cell in cells(seen) {
                add(&mut weak, self.candidate[cell * 9 + d], Some(cell * 9 + d));
            }
            for &g in &groups[d] {
                let group = self.nodes[g].cells;
                if group & !seen == 0 {
                    add(&mut weak, g, None);
                }
            }
            self.weak.push(weak);
            self.weak_candidates.push(set);
        }
    }
}

/// The first grouped alternating inference chain that removes a candidate (with at least one
/// group: a chain of candidates alone is a plain one, found before), or the first continuous
/// loop that does (`loops.rs`): a chain whose last node is weakly linked to its first.
pub(super) fn grouped_chain(candidates: &Candidates) -> Option<Step> {
    let graph = Graph::new(candidates);
    // The nodes weakly linked to the current start, a bit per node: does a chain close?
    let mut closing = vec![0u64; graph.nodes.len().div_ceil(64)];
    let mut closing_start = NONE;
    alternating_search(
        0..graph.nodes.len(),
        graph.nodes.len(),
        |n| &graph.strong[n],
        |n| &graph.weak[n],
        |start, end, back| {
            if closing_start != start {
                closing.fill(0);
                for &w in &graph.weak[start] {
                    closing[w / 64] |= 1 << (w % 64);
                }
                closing_start = start;
            }
            let closes = closing[end / 64] >> (end % 64) & 1 == 1;
            let eliminations = graph.seen_by_both(start, end);
            if eliminations.is_empty() && !closes {
                return None;
            }
            let chain = walk_back(back, end, true, start, NODE_KEY);
            if !eliminations.is_empty()
                && chain.iter().any(|&m| graph.nodes[m].cells.count_ones() > 1)
            {
                return Some(step_of(&graph, &chain, eliminations));
            }
            if !closes {
                return None;
            }
            super::loops::loop_of(candidates, &step_of(&graph, &chain, Vec::new()))
        },
    )
}

impl Graph {
    /// The candidates weakly linked to both `first` and `last` (and in neither).
    fn seen_by_both(&self, first: usize, last: usize) -> Vec<(Cell, Digit)> {
        let ends = self.nodes[first].cells | self.nodes[last].cells;
        let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
        let (a, b) = (&self.weak_candidates[first], &self.weak_candidates[last]);
        for (w, (x, y)) in a.iter().zip(b).enumerate() {
            let mut bits = x & y;
            while bits != 0 {
                let candidate = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if ends >> (candidate / 9) & 1 == 0 {
                    eliminations.push((cell_at((candidate / 9) as u8), Digit::ALL[candidate % 9]));
                }
            }
        }
        eliminations
    }
}

/// The step of a chain of nodes, with what it removes.
fn step_of(graph: &Graph, chain: &[usize], eliminations: Vec<(Cell, Digit)>) -> Step {
    let mut step = Step::new(Technique::GroupedAic);
    let mut nodes = Vec::with_capacity(chain.len());
    for &n in chain {
        let node = graph.nodes[n];
        let digit = Digit::ALL[node.digit];
        let members = CellSet::from_mask(node.cells);
        nodes.push(step::Node {
            digit,
            cells: members,
        });
        step.cells.extend(members.iter());
        step.digits = step.digits.with(digit);
    }
    step.detail = Detail::Chain(nodes);
    step.eliminations = eliminations;
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    use super::super::named as cell;

    #[test]
    fn a_crossing_is_numbered_by_its_place_among_the_lines_through_its_box() {
        for b in House::BLOCKS {
            for (i, line) in b.lines_through().into_iter().enumerate() {
                assert_eq!(crossing(b, line), b.ordinal() * 6 + i, "{b:?} {line:?}");
            }
        }
    }

    #[test]
    fn a_group_links_like_a_cell() {
        // Digit 1 only at r1c7, r1c1 and r1c2 (a group G in box 1), r2c3 and r3c3 (a group H),
        // r5c3 and r5c7. The chain r1c7 = G (row 1) - H (box 1) = r5c3 (column 3) says r1c7 or
        // r5c3 holds 1: r5c7, which sees both, loses it.
        let places = |names: &[&str]| {
            let mut candidates = Candidates::new(&Board::EMPTY);
            let one = Digit::new(1).unwrap();
            let kept: Vec<Cell> = names.iter().map(|&n| cell(n)).collect();
            for c in Cell::all().filter(|c| !kept.contains(c)) {
                candidates.eliminate(c, one);
            }
            candidates
        };
        let one = Digit::new(1).unwrap();
        let all = ["r1c1", "r1c2", "r1c7", "r5c7", "r5c3", "r2c3", "r3c3"];
        let step = grouped_chain(&places(&all)).expect("a grouped chain");
        assert_eq!(step.technique, Technique::GroupedAic);
        assert_eq!(step.eliminations, [(cell("r5c7"), one)], "{step}");
        let sizes: Vec<usize> = step.chain().iter().map(|n| n.cells.len()).collect();
        assert_eq!(sizes, [1, 2, 2, 1], "{step}");
        let chain: Vec<Cell> = ["r1c7", "r1c1", "r1c2", "r2c3", "r3c3", "r5c3"]
            .map(cell)
            .into();
        assert_eq!(step.cells, chain);
        // Without r1c7, row 1 has no strong link to the group: no grouped chain removes
        // anything.
        let without = ["r1c1", "r1c2", "r5c7", "r5c3", "r2c3", "r3c3"];
        assert!(grouped_chain(&places(&without)).is_none());
    }
}
