//! The search: each cell's candidates as bits (bit `d - 1` for digit `d`), one propagator per
//! rule run to a fixed point, then a branch on an open cell. It counts solutions up to two, runs
//! in slices (a worker can answer messages between them, or drop it), and gives up past a work
//! limit rather than run on.
//!
//! ```text
//!   propagate   a placed digit leaves its peers (houses, cages, anti-knight/king);
//!               each rule whose cells changed runs again (`work.rs`, `rules.rs`, `sums.rs`):
//!               full houses (a digit's one place, or its places all in a crossing house:
//!               pointing and claiming), cages (sets of digits that make the total,
//!               their required digits pointing out), thermometers, arrows and little killers
//!               (bounds; every filling once three cells are open), dots and anti-consecutive
//!               (pairs), sandwiches (sets of digits), the lines; until nothing changes
//!   branch      the open cell with the fewest candidates for its weight (which grows with each
//!               contradiction its rules find, and each met right after a digit was tried in
//!               it, more while it may hold the digit placed before most contradictions; all
//!               decaying), on its lowest digit or not (then the cell is chosen again); or,
//!               when it scores better, a digit's two places in a house
//! ```

use crate::cells::Cells;
use crate::puzzle::Puzzle;
use crate::rule::Rule;
use crate::rules::rules;
use crate::work::{Watch, Work};

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// No solution.
    None,
    /// Exactly one: its digits, row by row.
    Unique(Vec<u8>),
    /// Two at least: the first two found.
    Multiple(Vec<u8>, Vec<u8>),
    /// The work limit was reached first (after the solutions found so far, if any).
    GaveUp(Vec<Vec<u8>>),
}

/// The search's outcome and the work it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// What it found.
    pub outcome: Outcome,
    /// How many branches it tried (its measure of work).
    pub branches: u64,
}

/// How many branches the search may try before it gives up.
pub const DEFAULT_BRANCHES: u64 = 2_000_000;

/// Contradictions between two decays of the weights (see `Search::cell_weights`).
const DECAY: u32 = 1 << 14;

/// A contradiction, and the rule that found it (`None`: a placed digit emptied a peer).
struct Clash(Option<usize>);

/// A puzzle made ready to search.
pub struct Solver {
    size: usize,
    start: Vec<u16>,
    /// Each cell's peers: the cells that may not hold its digit.
    peers: Vec<Vec<usize>>,
    /// The same, as sets.
    peer_sets: Vec<Cells>,
    rules: Vec<Rule>,
    /// Each cell's rules (indices into `rules`).
    watch: Vec<Vec<u32>>,
    /// The same, as words of a bit set of rules.
    watch_bits: Watch,
    /// The houses with a place for every digit.
    full_houses: Vec<Vec<usize>>,
    /// Each rule's cells (the inverse of `watch`).
    cells_of: Vec<Vec<usize>>,
}

impl Solver {
    /// Prepares `puzzle`.
    pub fn new(puzzle: &Puzzle) -> Solver {
        let size = puzzle.shape.digits();
        let cells = puzzle.shape.cells();
        let full = ((1u32 << size) - 1) as u16;
        let houses = puzzle.houses();
        let mut peer_sets = vec![Cells::default(); cells];
        for house in &houses {
            let set: Cells = house.iter().copied().collect();
            for &a in house {
                peer_sets[a] = peer_sets[a].or(set);
            }
        }
        for [a, b] in puzzle.apart() {
            peer_sets[a].insert(b);
            peer_sets[b].insert(a);
        }
        for (cell, set) in peer_sets.iter_mut().enumerate() {
            set.remove(cell);
        }
        let peers = peer_sets.iter().map(|s| s.iter().collect()).collect();
        let mut start = vec![full; cells];
        for (cell, given) in puzzle.givens.iter().enumerate() {
            if let Some(d) = given {
                start[cell] &= 1 << (d - 1);
            }
        }
        let rules = rules(puzzle, &houses, &mut start);
        let full_houses = houses.iter().filter(|h| h.len() == size).cloned().collect();
        // Each rule's distinct cells, in increasing order; then each cell's rules, counted
        // first so that every list is made once, at its size.
        let cells_of: Vec<Vec<usize>> = (rules.iter())
            .map(|rule| {
                let mut cells = rule.cells();
                cells.sort_unstable();
                cells.dedup();
                cells
            })
            .collect();
        let mut counts = vec![0usize; cells];
        for &cell in cells_of.iter().flatten() {
            counts[cell] += 1;
        }
        let mut watch: Vec<Vec<u32>> = counts.into_iter().map(Vec::with_capacity).collect();
        for (i, rule_cells) in cells_of.iter().enumerate() {
            for &cell in rule_cells {
                watch[cell].push(i as u32);
            }
        }
        Solver {
            cells_of,
            full_houses,
            size,
            start,
            peers,
            peer_sets,
            rules,
            watch_bits: Watch::new(&watch),
            watch,
        }
    }

    /// Counts solutions up to two, trying at most `branches` branches.
    pub fn solve(&self, branches: u64) -> Report {
        let mut search = self.search();
        let outcome = search
            .run(branches)
            .unwrap_or_else(|| Outcome::GaveUp(search.found.clone()));
        Report {
            outcome,
            branches: search.branches,
        }
    }

    /// A search that has not started: run it in slices with [`Search::run`].
    pub fn search(&self) -> Search<'_> {
        self.resume(Paused {
            stack: vec![(self.start.clone(), None, 0)],
            found: Vec::new(),
            cell_weights: self.watch.iter().map(|r| r.len().max(1) as u64).collect(),
            digit_weights: vec![0; self.size],
            until_decay: DECAY,
            branches: 0,
        })
    }

    /// The search `paused` (by [`Search::pause`], a search of this solver's) going on.
    pub fn resume(&self, paused: Paused) -> Search<'_> {
        let Paused {
            stack,
            found,
            cell_weights,
            digit_weights,
            until_decay,
            branches,
        } = paused;
        Search {
            solver: self,
            work: Work::new(
                &self.peer_sets,
                &self.watch_bits,
                self.rules.len(),
                self.size,
            ),
            stack,
            found,
            cell_weights,
            digit_weights,
            until_decay,
            branches,
        }
    }

    /// Removes what the rules rule out, until nothing changes; a clash on a contradiction.
    fn propagate(&self, work: &mut Work) -> Result<(), Clash> {
        loop {
            while let Some(cell) = work.next_single() {
                let digit = work.grid[cell];
                for &peer in &self.peers[cell] {
                    if work.keep(peer, !digit).is_err() {
                        return Err(Clash(None));
                    }
                }
            }
            match work.next_rule() {
                Some(rule) => {
                    if self.rules[rule].propagate(work).is_err() {
                        return Err(Clash(Some(rule)));
                    }
                }
                None => return Ok(()),
            }
        }
    }
}

/// Where the search branches.
enum Branch {
    /// On each of a cell's digits.
    Cell(usize),
    /// On the two places a digit has in a house.
    Place { cells: [usize; 2], digit: u16 },
}

/// A search under way: the branches still to try and the solutions found.
pub struct Search<'s> {
    solver: &'s Solver,
    work: Work<'s>,
    /// Grids to propagate, each with the one cell it was narrowed at since its last fixed point
    /// (`None` for the start) and the digit a contradiction there is counted against: the one
    /// placed, or where a digit was taken out the cell's next (what ISS's next try there would
    /// place); none for the start.
    stack: Vec<(Vec<u16>, Option<usize>, u16)>,
    found: Vec<Vec<u8>>,
    /// Each cell's weight: the sum of its rules' weights, a rule's weight being one and one more
    /// per contradiction it found (kept as the rules find them), plus one per contradiction met
    /// right after a digit was tried in the cell. (That second part, measured on ISS's files on
    /// 2026-11-27 with `examples/files.rs`: the median killer 248 branches to 163, the worst
    /// 26,480 to 12,035; MATHEMAGIC's killers #0 to #3, 276,267-342,740 to 160,619-242,955; the
    /// little killers' median 1,361 to 615.)
    ///
    /// Every `DECAY` contradictions the cells' weights are halved (down to one) and the digits'
    /// quartered, so that they follow where the search is now (as ISS's conflict scores do).
    cell_weights: Vec<u64>,
    /// Each digit's weight: one per contradiction counted against it (see `stack`). While one
    /// digit's clearly leads, the cells that may hold it weigh a fifth of it more (ISS's value
    /// scores).
    digit_weights: Vec<u64>,
    /// Contradictions until the next decay.
    until_decay: u32,
    /// How many branches it has tried so far.
    pub branches: u64,
}

/// A search between two slices, apart from its solver, which it borrows while it runs: what a
/// worker keeps beside the [`Solver`] between slices ([`Search::pause`], [`Solver::resume`]).
/// Everything of a search but its working candidates, which each grid taken from the stack sets
/// anew.
pub struct Paused {
    stack: Vec<(Vec<u16>, Option<usize>, u16)>,
    found: Vec<Vec<u8>>,
    cell_weights: Vec<u64>,
    digit_weights: Vec<u64>,
    until_decay: u32,
    /// How many branches it has tried so far.
    pub branches: u64,
}

impl Search<'_> {
    /// The search set aside, to go on with [`Solver::resume`] on the same solver.
    pub fn pause(self) -> Paused {
        Paused {
            stack: self.stack,
            found: self.found,
            cell_weights: self.cell_weights,
            digit_weights: self.digit_weights,
            until_decay: self.until_decay,
            branches: self.branches,
        }
    }

    /// Goes on for at most `more` branches: the outcome once the search is over (two solutions
    /// found, or every branch tried), `None` if it is not over yet.
    pub fn run(&mut self, more: u64) -> Option<Outcome> {
        let limit = self.branches.saturating_add(more);
        while let Some((grid, changed, placed)) = self.stack.pop() {
            self.work.start(grid, changed);
            if let Err(Clash(rule)) = self.solver.propagate(&mut self.work) {
                self.weigh(rule, changed, placed);
                continue;
            }
            let grid = &self.work.grid;
            let Some(branch) = self.choose(grid) else {
                self.found
                    .push(grid.iter().map(|m| m.trailing_zeros() as u8 + 1).collect());
                if self.found.len() == 2 {
                    self.stack.clear();
                    break;
                }
                continue;
            };
            if self.branches == limit {
                self.stack.push((grid.clone(), None, 0));
                return None;
            }
            self.branches += 1;
            match branch {
                Branch::Cell(cell) => {
                    // Its lowest digit, or not (and then the cell to branch on is chosen again,
                    // as ISS does: on "A kind of magic", 100,377 branches to 30,906 with the
                    // digits' weights; every digit of the cell in turn before). Pushed last:
                    // tried first.
                    let digit = grid[cell] & grid[cell].wrapping_neg();
                    let mut rest = grid.clone();
                    rest[cell] &= !digit;
                    let next_digit = rest[cell] & rest[cell].wrapping_neg();
                    self.stack.push((rest, Some(cell), next_digit));
                    let mut next = grid.clone();
                    next[cell] = digit;
                    self.stack.push((next, Some(cell), digit));
                }
                Branch::Place { cells, digit } => {
                    // The digit goes to one of its two places in a house: the first tried first.
                    for &cell in cells.iter().rev() {
                        let mut next = grid.clone();
                        next[cell] = digit;
                        self.stack.push((next, Some(cell), digit));
                    }
                }
            }
        }
        let mut found = std::mem::take(&mut self.found);
        Some(match found.len() {
            0 => Outcome::None,
            1 => Outcome::Unique(found.remove(0)),
            _ => {
                let second = found.remove(1);
                Outcome::Multiple(found.remove(0), second)
            }
        })
    }

    /// The cell to branch on: the open cell with the fewest candidates for its weight (see
    /// `cell_weights`: the search goes where the puzzle is tight, "dom/wdeg" in the
    /// constraint-programming literature).
    fn choose(&self, grid: &[u16]) -> Option<Branch> {
        let (hot, more) = self.hot_digit();
        let weight =
            |cell: usize| self.cell_weights[cell] + more * u64::from(grid[cell] & hot != 0);
        // Scores are fractions (count, weight), compared by cross-multiplying: no division.
        let below = |(a, b): (u64, u64), (c, d): (u64, u64)| a * d < c * b;
        let mut best: Option<((u64, u64), usize)> = None;
        for (cell, &mask) in grid.iter().enumerate() {
            if mask & (mask - 1) == 0 {
                continue;
            }
            let score = (u64::from(mask.count_ones()), weight(cell));
            if best.is_none_or(|(b, _)| below(score, b)) {
                best = Some((score, cell));
            }
        }
        let (score, cell) = best?;
        if grid[cell].count_ones() == 2 {
            return Some(Branch::Cell(cell));
        }
        // A digit with two places in a house is a branch of two as well (scored as two digits
        // over the two cells' mean weight).
        let mut best = (score, Branch::Cell(cell));
        for house in &self.solver.full_houses {
            let (mut once, mut twice, mut more) = (0u16, 0u16, 0u16);
            for &c in house {
                let m = grid[c];
                more |= twice & m;
                twice |= once & m;
                once |= m;
            }
            let mut pairs = twice & !more;
            while pairs != 0 {
                let digit = pairs & pairs.wrapping_neg();
                pairs &= pairs - 1;
                let mut places = house.iter().copied().filter(|&c| grid[c] & digit != 0);
                let (a, b) = (places.next().unwrap_or(0), places.next().unwrap_or(0));
                if grid[a] == digit || grid[b] == digit {
                    continue;
                }
                let score = (4, weight(a) + weight(b));
                if below(score, best.0) {
                    best = (
                        score,
                        Branch::Place {
                            cells: [a, b],
                            digit,
                        },
                    );
                }
            }
        }
        Some(best.1)
    }

    /// A contradiction weighs on the rule that found it, on the cell narrowed here and on the
    /// digit counted against (none where `placed` is 0).
    fn weigh(&mut self, rule: Option<usize>, changed: Option<usize>, placed: u16) {
        let rule_cells = rule.map_or(&[][..], |rule| &self.solver.cells_of[rule]);
        for &c in rule_cells.iter().chain(&changed) {
            self.cell_weights[c] += 1;
        }
        if placed != 0 {
            self.digit_weights[placed.trailing_zeros() as usize] += 1;
        }
        self.until_decay -= 1;
        if self.until_decay == 0 {
            self.until_decay = DECAY;
            self.cell_weights
                .iter_mut()
                .for_each(|w| *w = (*w / 2).max(1));
            self.digit_weights.iter_mut().for_each(|w| *w /= 4);
        }
    }

    /// The digit most often placed just before a contradiction, and what it adds to the weight
    /// of a cell that may hold it: none until it leads the others by half again (ISS's rule).
    fn hot_digit(&self) -> (u16, u64) {
        let (mut max, mut hot, mut min) = (0, 0, u64::MAX);
        for (d, &w) in self.digit_weights.iter().enumerate() {
            if w > max {
                (max, hot) = (w, 1 << d);
            }
            if w != 0 && w < min {
                min = w;
            }
        }
        if max < self.digit_weights.len() as u64 || max * 2 <= min * 3 {
            return (0, 0);
        }
        (hot, max / 5)
    }

    /// The solutions found so far.
    pub fn found(&self) -> &[Vec<u8>] {
        &self.found
    }
}

/// Solves `puzzle` with the default work limit.
pub fn solve(puzzle: &Puzzle) -> Report {
    Solver::new(puzzle).solve(DEFAULT_BRANCHES)
}
