//! Single-digit patterns (Skyscraper, 2-String Kite, simple colouring, X-Chain) and XY-Chains.
//!
//! A *strong link* on a digit joins the only two places it has in a unit: one of them holds it. A
//! *weak link* joins two cells that see each other: at most one of them holds it.

use std::collections::VecDeque;

use super::bits::stable_by_key;
use super::houses::{House, peers_of};
use super::{Candidates, Detail, Node, Step, Technique};
use crate::{Cell, Digit, DigitSet};

/// The strong links on `digit`: house by house, the pairs of its only two places.
fn strong_links(candidates: &Candidates, digit: Digit, houses: &[House]) -> Vec<(Cell, Cell)> {
    houses
        .iter()
        .filter_map(|house| {
            let ends: Vec<Cell> = house
                .cells()
                .filter(|&c| candidates.get(c).contains(digit))
                .collect();
            match ends[..] {
                [a, b] => Some((a, b)),
                _ => None,
            }
        })
        .collect()
}

/// The chain of `digit` through `cells`, a node each.
fn on_one_digit(cells: impl IntoIterator<Item = Cell>, digit: Digit) -> Detail {
    Detail::Chain(cells.into_iter().map(|c| Node::single(c, digit)).collect())
}

fn single_digit_step(
    technique: Technique,
    digit: Digit,
    cells: Vec<Cell>,
    eliminations: Vec<(Cell, Digit)>,
) -> Step {
    let mut step = Step::new(technique);
    step.cells = cells;
    step.digits = DigitSet::EMPTY.with(digit);
    step.eliminations = eliminations;
    step
}

/// Two strong links in parallel lines with one end each on a shared cross line: one of the two
/// other ends holds the digit.
pub(super) fn skyscraper(candidates: &Candidates) -> Option<Step> {
    for digit in Digit::ALL {
        for (lines, rows) in [(House::ROWS, true), (House::COLUMNS, false)] {
            let links = strong_links(candidates, digit, &lines);
            for (i, &(a1, a2)) in links.iter().enumerate() {
                for &(b1, b2) in &links[i + 1..] {
                    let cross = |c: Cell| if rows { c.col() } else { c.row() };
                    // Find the shared cross line, and the two other ends.
                    let ends = [
                        (a1, a2, b1, b2),
                        (a1, a2, b2, b1),
                        (a2, a1, b1, b2),
                        (a2, a1, b2, b1),
                    ]
                    .into_iter()
                    .find(|&(base_a, _, base_b, _)| cross(base_a) == cross(base_b));
                    let Some((base_a, end_a, base_b, end_b)) = ends else {
                        continue;
                    };
                    if cross(end_a) == cross(end_b) {
                        continue; // an X-Wing
                    }
                    let chain = [base_a, end_a, base_b, end_b];
                    let eliminations = candidates.seen_by(digit, &[end_a, end_b], &chain);
                    if !eliminations.is_empty() {
                        let mut step = single_digit_step(
                            Technique::Skyscraper,
                            digit,
                            chain.to_vec(),
                            eliminations,
                        );
                        // end =strong= base -weak (the cross line)- base =strong= end
                        step.detail = on_one_digit([end_a, base_a, base_b, end_b], digit);
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// A strong link in a row and one in a column with an end of each in one box: one of the two other
/// ends holds the digit.
pub(super) fn two_string_kite(candidates: &Candidates) -> Option<Step> {
    for digit in Digit::ALL {
        let rows = strong_links(candidates, digit, &House::ROWS);
        let columns = strong_links(candidates, digit, &House::COLUMNS);
        for &(r1, r2) in &rows {
            for &(c1, c2) in &columns {
                for (row_in_box, row_end) in [(r1, r2), (r2, r1)] {
                    for (col_in_box, col_end) in [(c1, c2), (c2, c1)] {
                        let cells = [row_in_box, row_end, col_in_box, col_end];
                        if row_in_box.box_index() != col_in_box.box_index()
                            || cells
                                .iter()
                                .enumerate()
                                .any(|(i, a)| cells[i + 1..].contains(a))
                        {
                            continue;
                        }
                        let eliminations = candidates.seen_by(digit, &[row_end, col_end], &cells);
                        if !eliminations.is_empty() {
                            let mut step = single_digit_step(
                                Technique::TwoStringKite,
                                digit,
                                cells.to_vec(),
                                eliminations,
                            );
                            // row end =strong= box -weak- box =strong= column end
                            step.detail =
                                on_one_digit([row_end, row_in_box, col_in_box, col_end], digit);
                            return Some(step);
                        }
                    }
                }
            }
        }
    }
    None
}

/// One digit's strong links, coloured in two alternating colours per connected cluster. If two
/// cells of one colour see each other, that colour is false everywhere; a cell seeing both
/// colours cannot hold the digit.
pub(super) fn simple_colouring(candidates: &Candidates) -> Option<Step> {
    for digit in Digit::ALL {
        let links = strong_links(candidates, digit, &House::ALL);
        let mut colour: [Option<(usize, bool)>; 81] = [None; 81];
        let mut clusters = 0;
        for &(start, _) in &links {
            if colour[start.index()].is_some() {
                continue;
            }
            let cluster = clusters;
            clusters += 1;
            let members = colour_cluster(&links, start, cluster, &mut colour);
            if members.len() < 3 {
                continue;
            }
            let outside = |c: &Cell| colour[c.index()].is_none_or(|(k, _)| k != cluster);
            if let Some(step) = wrap_or_trap(candidates, digit, &members, outside) {
                return Some(step);
            }
        }
    }
    None
}

/// Colours `start`'s cluster of strong links (`cluster`, its number), breadth first, the two
/// colours alternating from `start`'s (`true`): its members and their colours, in cell order.
fn colour_cluster(
    links: &[(Cell, Cell)],
    start: Cell,
    cluster: usize,
    colour: &mut [Option<(usize, bool)>; 81],
) -> Vec<(Cell, bool)> {
    colour[start.index()] = Some((cluster, true));
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        let (_, on) = colour[cell.index()].expect("queued cells are coloured");
        for &(a, b) in links {
            let other = if a == cell {
                b
            } else if b == cell {
                a
            } else {
                continue;
            };
            if colour[other.index()].is_none() {
                colour[other.index()] = Some((cluster, !on));
                queue.push_back(other);
            }
        }
    }
    Cell::all()
        .filter_map(|c| match colour[c.index()] {
            Some((k, on)) if k == cluster => Some((c, on)),
            _ => None,
        })
        .collect()
}

/// A cluster's colour wrap (two cells of one colour see each other: that colour loses the
/// digit) or, failing that, its colour trap (a cell `outside` the cluster that sees both
/// colours loses it).
fn wrap_or_trap(
    candidates: &Candidates,
    digit: Digit,
    members: &[(Cell, bool)],
    outside: impl Fn(&Cell) -> bool,
) -> Option<Step> {
    let cells: Vec<Cell> = members.iter().map(|&(c, _)| c).collect();
    let step = |eliminations| {
        single_digit_step(
            Technique::SimpleColouring,
            digit,
            cells.clone(),
            eliminations,
        )
    };
    for side in [true, false] {
        let same: Vec<Cell> = (members.iter())
            .filter(|m| m.1 == side)
            .map(|m| m.0)
            .collect();
        let clash =
            (same.iter().enumerate()).any(|(i, a)| same[i + 1..].iter().any(|b| a.sees(*b)));
        if clash {
            return Some(step(same.iter().map(|&c| (c, digit)).collect()));
        }
    }
    let eliminations: Vec<(Cell, Digit)> = candidates
        .cells_with(digit)
        .filter(outside)
        .filter(|c| {
            let sees = |side: bool| members.iter().any(|&(m, on)| on == side && m.sees(*c));
            sees(true) && sees(false)
        })
        .map(|c| (c, digit))
        .collect();
    (!eliminations.is_empty()).then(|| step(eliminations))
}

/// The longest chain searched, in cells: longer ones are rare and hard for a person to follow.
pub(super) const CHAIN_LIMIT: usize = 12;

/// A chain on one digit, alternating strong and weak links, starting and ending with a strong
/// link: one of its two ends holds the digit, so cells seeing both lose it.
pub(super) fn x_chain(candidates: &Candidates) -> Option<Step> {
    for digit in Digit::ALL {
        let links = strong_links(candidates, digit, &House::ALL);
        let strong = |cell: Cell| {
            links.iter().filter_map(move |&(a, b)| {
                if a == cell {
                    Some(b)
                } else if b == cell {
                    Some(a)
                } else {
                    None
                }
            })
        };
        let cells: Vec<Cell> = candidates.cells_with(digit).collect();
        let key = |c: Cell, s: bool| c.index() * 2 + usize::from(s);
        let mut back: Vec<Option<(Cell, bool)>> = vec![None; 162];
        let mut reached: Vec<usize> = Vec::new();
        let mut queue = VecDeque::new();
        for &start in &cells {
            // Breadth first over (cell, reached by a strong link?), keeping the way back.
            for k in reached.drain(..) {
                back[k] = None;
            }
            queue.clear();
            queue.push_back((start, false, 1));
            back[key(start, false)] = Some((start, false));
            reached.push(key(start, false));
            while let Some((cell, by_strong, length)) = queue.pop_front() {
                if by_strong && length >= 4 {
                    // Cheaply first: is there a cell seeing both ends at all?
                    let both = peers_of(start) & peers_of(cell) & candidates.with(digit);
                    let chain = walk_back(&back, cell, by_strong, start, key);
                    let eliminations = if both == 0 {
                        Vec::new()
                    } else {
                        candidates.seen_by(digit, &[start, cell], &chain)
                    };
                    if !eliminations.is_empty() {
                        // Found from a strong link out of `start`: strong first.
                        let links = on_one_digit(chain.iter().copied(), digit);
                        let mut step =
                            single_digit_step(Technique::XChain, digit, chain, eliminations);
                        step.detail = links;
                        return Some(step);
                    }
                }
                if length >= CHAIN_LIMIT {
                    continue;
                }
                let mut next = [cell; 20];
                let mut count = 0;
                if by_strong {
                    for c in cells.iter().copied().filter(|c| c.sees(cell)) {
                        next[count] = c;
                        count += 1;
                    }
                } else {
                    for c in strong(cell) {
                        next[count] = c;
                        count += 1;
                    }
                }
                for &n in &next[..count] {
                    if back[key(n, !by_strong)].is_none() {
                        back[key(n, !by_strong)] = Some((cell, by_strong));
                        reached.push(key(n, !by_strong));
                        queue.push_back((n, !by_strong, length + 1));
                    }
                }
            }
        }
    }
    None
}

/// The nodes (cells, candidates, groups) of a chain found breadth first, from `start` to `end`
/// (reached by a strong link when `state`), following `back`, the node and state each was
/// reached from.
pub(super) fn walk_back<T: Copy + PartialEq>(
    back: &[Option<(T, bool)>],
    end: T,
    state: bool,
    start: T,
    key: impl Fn(T, bool) -> usize,
) -> Vec<T> {
    let mut chain = vec![end];
    let (mut at, mut s) = (end, state);
    while at != start || s {
        let Some((previous, previous_state)) = back[key(at, s)] else {
            break;
        };
        chain.push(previous);
        (at, s) = (previous, previous_state);
        if chain.len() > 2 * CHAIN_LIMIT {
            break;
        }
    }
    chain.reverse();
    chain
}

/// A chain of two-candidate cells, each seeing the next and sharing a digit with it: if the first
/// is not z, the last is z; so cells seeing both ends lose z.
pub(super) fn xy_chain(candidates: &Candidates) -> Option<Step> {
    let pairs: Vec<Cell> = Cell::all()
        .filter(|&c| candidates.get(c).len() == 2)
        .collect();
    let other = |cell: Cell, digit: Digit| candidates.get(cell).iter().find(|&d| d != digit);
    for &start in &pairs {
        for z in candidates.get(start).iter() {
            let Some(first) = other(start, z) else {
                continue;
            };
            // Breadth first over (cell, the digit it holds if the start is not z).
            let key = |c: Cell, d: Digit| c.index() * 9 + usize::from(d.get() - 1);
            let mut back: Vec<Option<(Cell, Digit)>> = vec![None; 81 * 9];
            back[key(start, first)] = Some((start, first));
            let mut queue = VecDeque::from([(start, first, 1)]);
            while let Some((cell, holds, length)) = queue.pop_front() {
                if holds == z && length >= 3 {
                    let mut chain = vec![cell];
                    let (mut c, mut d) = (cell, holds);
                    while let Some((pc, pd)) = back[key(c, d)].filter(|&(pc, _)| pc != c) {
                        chain.push(pc);
                        (c, d) = (pc, pd);
                    }
                    chain.reverse();
                    let eliminations = candidates.seen_by(z, &[start, cell], &chain);
                    if !eliminations.is_empty() {
                        // Each cell's two candidates (a strong link), then the digit shared
                        // with the next cell (a weak link): z in the first cell, z in the last.
                        let mut links = Vec::with_capacity(2 * chain.len());
                        let mut shared = z;
                        for &c in &chain {
                            let out = other(c, shared).unwrap_or(shared);
                            links.extend([Node::single(c, shared), Node::single(c, out)]);
                            shared = out;
                        }
                        let mut step =
                            single_digit_step(Technique::XYChain, z, chain, eliminations);
                        step.detail = Detail::Chain(links);
                        step.digits = step
                            .cells
                            .iter()
                            .flat_map(|&c| candidates.get(c).iter())
                            .collect();
                        return Some(step);
                    }
                }
                if length >= CHAIN_LIMIT {
                    continue;
                }
                for &next in pairs
                    .iter()
                    .filter(|n| n.sees(cell) && candidates.get(**n).contains(holds))
                {
                    let Some(then) = other(next, holds) else {
                        continue;
                    };
                    if back[key(next, then)].is_none() {
                        back[key(next, then)] = Some((cell, holds));
                        queue.push_back((next, then, length + 1));
                    }
                }
            }
        }
    }
    None
}

/// An alternating inference chain over candidates (cell, digit): strong links are a cell's two
/// candidates or a digit's two places in a unit; weak links join two candidates of one cell, or
/// one digit in two cells that see each other. A chain that starts and ends with a strong link
/// says one of its two end candidates is true, so a candidate weakly linked to both is false.
/// X-Chains and XY-Chains are the chains of one kind of link; this mixes them.
pub(super) fn alternating_inference_chain(candidates: &Candidates) -> Option<Step> {
    let links = Links::new(candidates);
    alternating_search(
        links.nodes.iter().copied(),
        729,
        |n| &links.strong_of[links.position[n]],
        |n| &links.weak_of[links.position[n]],
        |start, end, back| {
            let eliminations = links.weak_to_both(start, end);
            if eliminations.is_empty() {
                return None;
            }
            let chain = walk_back(back, end, true, start, NODE_KEY);
            let mut step = Step::new(Technique::AlternatingInferenceChain);
            step.cells = chain.iter().map(|&c| of_node(c).0).collect();
            step.digits = chain.iter().map(|&c| of_node(c).1).collect();
            step.eliminations = eliminations;
            // Found from a strong link out of `start`: strong first.
            let nodes = chain
                .iter()
                .map(|&c| of_node(c))
                .map(|(c, d)| Node::single(c, d));
            step.detail = Detail::Chain(nodes.collect());
            Some(step)
        },
    )
}

/// A candidate as a node number: `cell * 9 + digit - 1`.
fn node(cell: Cell, digit: Digit) -> usize {
    cell.index() * 9 + usize::from(digit.get() - 1)
}

/// The candidate of a node number.
fn of_node(n: usize) -> (Cell, Digit) {
    (
        Cell::from_table((n / 9) as u8),
        Digit::from_table((n % 9) as u8),
    )
}

/// The candidates as nodes, with their links, found once for every start of a chain.
struct Links {
    /// The nodes, cell by cell.
    nodes: Vec<usize>,
    /// Each node's position in `nodes`.
    position: [usize; 729],
    /// Each node's strong neighbours (the other digit of a cell with two; the other place of a
    /// digit with two in a house) and weak ones (the cell's other digits; the digit in the
    /// cells it sees), by position.
    strong_of: Vec<Vec<usize>>,
    weak_of: Vec<Vec<usize>>,
    /// The weak neighbours as a set of nodes (a bit per node number, 729 bits).
    weak_set: Vec<[u64; 12]>,
}

impl Links {
    fn new(candidates: &Candidates) -> Links {
        let nodes: Vec<usize> = Cell::all()
            .flat_map(|c| candidates.get(c).iter().map(move |d| node(c, d)))
            .collect();
        // A digit's places in each unit, for bilocal links.
        let links: Vec<Vec<(Cell, Cell)>> = (Digit::ALL.iter())
            .map(|&d| strong_links(candidates, d, &House::ALL))
            .collect();
        let strong = |n: usize| -> Vec<usize> {
            let (cell, digit) = of_node(n);
            let marks = candidates.get(cell);
            let mut out: Vec<usize> = Vec::new();
            if marks.len() == 2 {
                out.extend(marks.iter().filter(|&d| d != digit).map(|d| node(cell, d)));
            }
            for &(a, b) in &links[usize::from(digit.get() - 1)] {
                if a == cell {
                    out.push(node(b, digit));
                } else if b == cell {
                    out.push(node(a, digit));
                }
            }
            out
        };
        let weak = |n: usize| -> Vec<usize> {
            let (cell, digit) = of_node(n);
            let others = candidates.get(cell).iter().filter(|&d| d != digit);
            let mut out: Vec<usize> = others.map(|d| node(cell, d)).collect();
            let seen = candidates.cells_with(digit).filter(|c| c.sees(cell));
            out.extend(seen.map(|c| node(c, digit)));
            out
        };
        let mut position = [usize::MAX; 729];
        for (i, &n) in nodes.iter().enumerate() {
            position[n] = i;
        }
        let strong_of: Vec<Vec<usize>> = nodes.iter().map(|&n| strong(n)).collect();
        let weak_of: Vec<Vec<usize>> = nodes.iter().map(|&n| weak(n)).collect();
        let weak_set = (weak_of.iter())
            .map(|ns| {
                let mut set = [0u64; 12];
                for &m in ns {
                    set[m / 64] |= 1 << (m % 64);
                }
                set
            })
            .collect();
        Links {
            nodes,
            position,
            strong_of,
            weak_of,
            weak_set,
        }
    }

    /// The candidates weakly linked to both `start` and `end`, in the order of node numbers.
    fn weak_to_both(&self, start: usize, end: usize) -> Vec<(Cell, Digit)> {
        let (a, b) = (
            &self.weak_set[self.position[start]],
            &self.weak_set[self.position[end]],
        );
        let mut both: Vec<(Cell, Digit)> = Vec::new();
        for (w, (a, b)) in a.iter().zip(b).enumerate() {
            let mut bits = a & b;
            while bits != 0 {
                both.push(of_node(w * 64 + bits.trailing_zeros() as usize));
                bits &= bits - 1;
            }
        }
        both
    }
}

/// Where a node reached by a strong (`true`) or weak link is noted in an alternating search.
pub(super) const NODE_KEY: fn(usize, bool) -> usize = |n, s| n * 2 + usize::from(s);

/// Breadth first along alternating links from each of `starts` in turn (node numbers below
/// `count`), first by a strong link, up to [`CHAIN_LIMIT`] nodes: each node reached by a strong
/// link with at least four nodes behind it is offered to `accept`, with the start and the links
/// followed (for [`walk_back`] with [`NODE_KEY`]); the first step it makes is the answer. The
/// plain and the grouped alternating inference chains both search this way.
pub(super) fn alternating_search<'a>(
    starts: impl Iterator<Item = usize>,
    count: usize,
    strong: impl Fn(usize) -> &'a [usize],
    weak: impl Fn(usize) -> &'a [usize],
    mut accept: impl FnMut(usize, usize, &[Option<(usize, bool)>]) -> Option<Step>,
) -> Option<Step> {
    let key = NODE_KEY;
    let mut back: Vec<Option<(usize, bool)>> = vec![None; count * 2];
    let mut reached: Vec<usize> = Vec::new();
    let mut queue = VecDeque::new();
    for start in starts {
        for k in reached.drain(..) {
            back[k] = None;
        }
        queue.clear();
        back[key(start, false)] = Some((start, false));
        reached.push(key(start, false));
        queue.push_back((start, false, 1));
        while let Some((n, by_strong, length)) = queue.pop_front() {
            if by_strong
                && length >= 4
                && let Some(step) = accept(start, n, &back)
            {
                return Some(step);
            }
            if length >= CHAIN_LIMIT {
                continue;
            }
            let next = if by_strong { weak(n) } else { strong(n) };
            for &m in next {
                if back[key(m, !by_strong)].is_none() {
                    back[key(m, !by_strong)] = Some((n, by_strong));
                    reached.push(key(m, !by_strong));
                    queue.push_back((m, !by_strong, length + 1));
                }
            }
        }
    }
    None
}

/// A forcing chain to a contradiction: if placing `digit` in `cell` and then every single it
/// forces (naked and hidden) leaves a cell with no candidate or a unit with no place for a digit,
/// the digit is not there. The heaviest technique before a guess: a person follows it as a
/// chain of singles from the assumption.
pub(super) fn forcing_chain(candidates: &Candidates) -> Option<Step> {
    assume_and_follow(candidates, Technique::ForcingChain, |trial| {
        super::basic::naked_single(trial).or_else(|| super::basic::hidden_single(trial))
    })
}

/// A forcing net to a contradiction: as a forcing chain, but what the assumption forces is
/// followed with intersections too (pointing and claiming, whose eliminations make more singles),
/// so the consequences branch into a net. Following naked and hidden pairs too took a sample of
/// the forum's hardest list from a median of two guesses to one, but made paths several times
/// slower (Inkala's, natively: 55 ms following intersections, 151 ms with pairs, 280 ms with
/// triples too), since before a guess every candidate is tried.
pub(super) fn forcing_net(candidates: &Candidates) -> Option<Step> {
    assume_and_follow(candidates, Technique::ForcingNet, |trial| {
        super::basic::naked_single(trial)
            .or_else(|| super::basic::hidden_single(trial))
            .or_else(|| super::basic::intersections(trial))
    })
}

/// Tries each candidate as an assumption (cells with few candidates first: they force the most),
/// applies the steps `follow` finds until a contradiction or none is left, and on a contradiction
/// removes the assumed candidate. The step's cells are the assumption's, then the cells where
/// the following placed digits.
fn assume_and_follow(
    candidates: &Candidates,
    technique: Technique,
    follow: impl Fn(&Candidates) -> Option<Step>,
) -> Option<Step> {
    let options: Vec<(Cell, Digit)> = Cell::all()
        .flat_map(|c| candidates.get(c).iter().map(move |d| (c, d)))
        .collect();
    let options = stable_by_key(&options, |&(c, _)| candidates.get(c).len() as u32);
    for (cell, digit) in options {
        let mut trial = candidates.clone();
        let mut forced = vec![cell];
        let mut next = Some(Step::new(Technique::NakedSingle));
        next.as_mut()?.placements.push((cell, digit));
        while let Some(step) = next {
            trial.apply(&step);
            forced.extend(
                step.placements
                    .iter()
                    .map(|&(c, _)| c)
                    .filter(|c| *c != cell),
            );
            if contradicts(&trial) {
                let mut step = Step::new(technique);
                step.cells = forced;
                step.digits = DigitSet::EMPTY.with(digit);
                step.eliminations.push((cell, digit));
                return Some(step);
            }
            next = follow(&trial);
        }
    }
    None
}

/// Whether the board can no longer be completed by its candidates: an empty cell without one, or
/// a unit where a missing digit has no place.
fn contradicts(candidates: &Candidates) -> bool {
    let board = candidates.board();
    if Cell::all().any(|c| board.get(c).is_none() && candidates.get(c).is_empty()) {
        return true;
    }
    House::ALL.iter().any(|&house| {
        // The house's placed digits; one placed twice is a contradiction too.
        let mut placed = 0u16;
        for cell in house.cells() {
            if let Some(digit) = board.get(cell) {
                let bit = 1 << (digit.get() - 1);
                if placed & bit != 0 {
                    return true;
                }
                placed |= bit;
            }
        }
        Digit::ALL
            .iter()
            .any(|&d| placed & 1 << (d.get() - 1) == 0 && candidates.places(house, d) == 0)
    })
}
