//! New puzzles: a random complete grid, then givens removed while the puzzle keeps one solution,
//! until none can go; and a search that aims at a difficulty, as SE's scale rates it.
//!
//! Everything is seeded ([`Rng`]): the same seed and request give the same puzzle on every
//! platform. The steps are plain functions ([`random_grid`], [`dig`], [`is_minimal`]) and a
//! [`Generator`] that tries one candidate per [`Generator::step`], so a caller can show progress
//! or stop between tries (the web page's worker does).
//!
//! ```
//! use sudoku_solver::generate::{Request, Symmetry, generate, is_minimal};
//! use sudoku_solver::logic::{Level, se::SePath};
//! let made = generate(Request { level: Level::Easy, symmetry: Symmetry::Rotate180 }, 42);
//! assert_eq!(SePath::of(&made.puzzle)?.level(), Level::Easy);
//! assert_eq!(made.puzzle.count_solutions(2), 1);
//! assert!(Symmetry::Rotate180.holds(&made.puzzle) && is_minimal(&made.puzzle, Symmetry::Rotate180));
//! # Ok::<(), sudoku_solver::logic::NotAPuzzle>(())
//! ```

mod practice;
mod random;
mod symmetry;

pub use practice::{Practice, technique_order};
pub use random::Rng;
pub use symmetry::{Symmetry, UnknownSymmetry};

use std::cmp::Ordering;

use crate::logic::se::{RatedStep, next_step_se};
use crate::logic::{Candidates, Grading, Level, guess};
use crate::{Board, Cell, CellSet, Digit, Outcome, Solution};

/// A random complete grid.
///
/// Boxes 1, 5 and 9 share no row, column or box, so any digits in any order fit there, and such a
/// start always completes; the fast search completes it, then the rows are shuffled within their
/// bands and the bands among themselves, the columns likewise, and the grid is transposed half the
/// time (each keeps every rule), so the search's fixed order leaves no trace.
pub fn random_grid(rng: &mut Rng) -> Solution {
    let mut start = Board::EMPTY;
    for corner in [0, 3, 6] {
        let mut digits = Digit::ALL;
        rng.shuffle(&mut digits);
        for (k, digit) in digits.into_iter().enumerate() {
            let cell = Cell::at(corner + k / 3, corner + k % 3).expect("inside the board");
            start.set(cell, Some(digit));
        }
    }
    // The band search by name, not `solve`'s automatic choice: which completion comes first
    // depends on the search, and a seed must give the same puzzle on every machine and in every
    // build (the triad search runs only where the processor or the wasm build has SIMD).
    let completed = match crate::search::solve_counting(&start).outcome {
        Outcome::Unique(one) | Outcome::Multiple(one, _) => one.board(),
        _ => unreachable!("three independent boxes always complete"),
    };
    let (rows, cols) = (line_order(rng), line_order(rng));
    let transpose = rng.below(2) == 1;
    let mut grid = Board::EMPTY;
    for cell in Cell::all() {
        let (r, c) = (rows[cell.row()], cols[cell.col()]);
        let from = if transpose {
            Cell::at(c, r)
        } else {
            Cell::at(r, c)
        };
        grid.set(cell, completed.get(from.expect("inside the board")));
    }
    Solution::from_complete(grid)
}

/// A random order of the 9 rows (or columns) that keeps bands together: bands shuffled, then the
/// rows within each.
fn line_order(rng: &mut Rng) -> [usize; 9] {
    let mut bands = [0, 1, 2];
    rng.shuffle(&mut bands);
    let mut order = [0; 9];
    for (i, band) in bands.into_iter().enumerate() {
        let mut rows = [0, 1, 2];
        rng.shuffle(&mut rows);
        for (j, row) in rows.into_iter().enumerate() {
            order[i * 3 + j] = band * 3 + row;
        }
    }
    order
}

/// The distinct orbits of `symmetry` among `cells`, each once.
fn orbits(cells: CellSet, symmetry: Symmetry) -> Vec<CellSet> {
    let mut seen = CellSet::EMPTY;
    let mut orbits = Vec::new();
    for cell in cells.iter() {
        if !seen.contains(cell) {
            let orbit = symmetry.orbit(cell);
            for member in orbit.iter() {
                seen.insert(member);
            }
            orbits.push(orbit);
        }
    }
    orbits
}

/// The cells of `board` that hold a digit (`filled`), or the empty ones.
fn cells(board: &Board, filled: bool) -> CellSet {
    let mut set = CellSet::EMPTY;
    for cell in Cell::all().filter(|&c| board.get(c).is_some() == filled) {
        set.insert(cell);
    }
    set
}

/// The cells of `board` that hold a digit.
fn givens(board: &Board) -> CellSet {
    cells(board, true)
}

/// `board` without the digits of `orbit`.
fn without(board: &Board, orbit: CellSet) -> Board {
    let mut less = *board;
    for cell in orbit.iter() {
        less.set(cell, None);
    }
    less
}

/// Removes givens from `puzzle` (which must have one solution and `symmetry`), an orbit at a time
/// in a random order, keeping each removal that leaves one solution. The result is minimal (see
/// [`is_minimal`]): a removal refused once stays refused, since removing more givens only lets in
/// more solutions, so one pass is enough.
pub fn dig(puzzle: &Board, symmetry: Symmetry, rng: &mut Rng) -> Board {
    let mut orbits = orbits(givens(puzzle), symmetry);
    rng.shuffle(&mut orbits);
    let mut puzzle = *puzzle;
    for orbit in orbits {
        let less = without(&puzzle, orbit);
        if unique(&less) {
            puzzle = less;
        }
    }
    puzzle
}

/// Whether `puzzle` has exactly one solution and keeps it with no fewer givens: no orbit of
/// `symmetry` can be removed (with [`Symmetry::None`], no single given).
pub fn is_minimal(puzzle: &Board, symmetry: Symmetry) -> bool {
    unique(puzzle)
        && orbits(givens(puzzle), symmetry)
            .into_iter()
            .all(|orbit| !unique(&without(puzzle, orbit)))
}

/// Whether `board` has exactly one solution. Counted, not solved: no solution is made a board, and
/// where there are two, none is named (which `solve` does with a second search, after the triad
/// search).
fn unique(board: &Board) -> bool {
    board.count_solutions(2) == 1
}

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// The difficulty, as [`SePath::level`](crate::logic::se::SePath::level) rates it.
    pub level: Level,
    /// How the givens are laid out.
    pub symmetry: Symmetry,
}

/// A puzzle made to a request. Its path is not kept: the search graded it only as far as it
/// needed to, and a caller that wants a whole path (`LogicalPath::of`, `SePath::of`) asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: one solution, minimal, with the symmetry asked for, rated at the level asked
    /// for.
    pub puzzle: Board,
    /// Its solution.
    pub solution: Solution,
    /// How many candidates were rated to find it.
    pub tries: u32,
}

/// A search for a puzzle of one level, a candidate per [`Generator::step`].
///
/// By default each candidate is new: a random grid, dug to minimal, then graded step by step
/// until its level is known (a [`Grading`] never goes down, so a candidate too hard is dropped at
/// its first step above the target). That is the fastest way to every level the logic engine
/// names, as measured (docs/BENCHMARKS.md): with 180° symmetry, plain digging gives about 65%
/// Easy, 10% Medium, 2% Hard, 11% Expert and 12% Extreme puzzles, and a candidate costs well
/// under a millisecond, so even Hard takes a few milliseconds.
///
/// [`Generator::climbing`] adds the search the best generators use for rare targets: when a
/// candidate is too easy, the next ones climb from the hardest so far (two to four orbits of the
/// solution's digits given back, then dug again in a new order, kept if they rate harder), for a
/// number of steps before a new grid. For these five levels it needed more candidates than plain
/// restarts, not fewer; it is kept for narrower targets (a rating range) where restarts are rare
/// hits. A candidate that is too hard is always dropped: adding givens back would make it easier
/// but not minimal.
#[derive(Clone, Debug)]
pub struct Generator {
    request: Request,
    rng: Rng,
    climb: u32,
    hardest: Option<Candidate>,
    climbed: u32,
    tries: u32,
}

/// A graded candidate (the climbing search compares them).
#[derive(Clone, Debug)]
struct Candidate {
    puzzle: Board,
    solution: Solution,
    grading: Grading,
}

impl Candidate {
    fn graded(puzzle: Board, solution: Solution) -> Candidate {
        let grading = grade(&puzzle, &solution, |_| false);
        Candidate {
            puzzle,
            solution,
            grading,
        }
    }
}

impl Generator {
    /// A search for `request`, seeded with `seed`.
    pub fn new(request: Request, seed: u64) -> Generator {
        Generator {
            request,
            rng: Rng::new(seed),
            climb: 0,
            hardest: None,
            climbed: 0,
            tries: 0,
        }
    }

    /// The same search, climbing `steps` candidates from each grid before the next (see above).
    pub fn climbing(self, steps: u32) -> Generator {
        Generator {
            climb: steps,
            ..self
        }
    }

    /// How many candidates were rated so far.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// Makes and rates one candidate: `Some` when it is at the level asked for.
    pub fn step(&mut self) -> Option<Generated> {
        self.tries += 1;
        let symmetry = self.request.symmetry;
        let target = self.request.level;
        match self.hardest.take() {
            Some(from) if self.climbed < self.climb => {
                self.climbed += 1;
                let empty = cells(&from.puzzle, false);
                let mut back = orbits(empty, symmetry);
                self.rng.shuffle(&mut back);
                let mut puzzle = from.puzzle;
                for orbit in back.iter().take(2 + self.rng.below(3) as usize) {
                    for cell in orbit.iter() {
                        puzzle.set(cell, Some(from.solution.get(cell)));
                    }
                }
                let dug = Candidate::graded(dig(&puzzle, symmetry, &mut self.rng), from.solution);
                let level = dug.grading.level();
                if level == target {
                    return Some(self.made(dug.puzzle, dug.solution));
                }
                let harder = dug.grading.hardness() > from.grading.hardness() && level < target;
                self.hardest = Some(if harder { dug } else { from });
                None
            }
            _ => {
                self.climbed = 0;
                let solution = random_grid(&mut self.rng);
                let puzzle = dig(&solution.board(), symmetry, &mut self.rng);
                match compare_level(&puzzle, &solution, target) {
                    Ordering::Equal => Some(self.made(puzzle, solution)),
                    Ordering::Less if self.climb > 0 => {
                        self.hardest = Some(Candidate::graded(puzzle, solution));
                        None
                    }
                    _ => None,
                }
            }
        }
    }

    /// The puzzle found.
    fn made(&self, puzzle: Board, solution: Solution) -> Generated {
        Generated {
            puzzle,
            solution,
            tries: self.tries,
        }
    }
}

/// How the level of `puzzle` (whose solution is `solution`) compares with `target`. The grading
/// stops as soon as the answer is known: when it is too hard (the level never goes down), or at
/// the top level. Most candidates are dropped after a few steps instead of a whole path.
fn compare_level(puzzle: &Board, solution: &Solution, target: Level) -> Ordering {
    let top = Level::ALL[Level::ALL.len() - 1];
    let grading = grade(puzzle, solution, |g| g.level() > target || g.level() == top);
    grading.level().cmp(&target)
}

/// The grading of the path SE's rules take through `puzzle` (its solution is `solution`), step by
/// step, without keeping the steps, until the board is full or `enough` says the grading so far will do.
fn grade(puzzle: &Board, solution: &Solution, enough: impl Fn(&Grading) -> bool) -> Grading {
    let mut candidates = Candidates::new(puzzle);
    let mut grading = Grading::default();
    while !candidates.is_solved() {
        let step = next_step_se(&candidates)
            .unwrap_or_else(|| RatedStep::of(guess(&candidates, solution)));
        grading.add(step.rating);
        if enough(&grading) {
            break;
        }
        candidates.apply(&step.step);
    }
    grading
}

/// The seed of the day's puzzle at `level`: `date` is the calendar date as a number, `YYYYMMDD`
/// (20261123). Everyone who asks on that date gets the same puzzle, on any device, offline too.
///
/// ```
/// use sudoku_solver::generate::daily_seed;
/// use sudoku_solver::logic::Level;
/// assert_eq!(daily_seed(20261123, Level::Hard), daily_seed(20261123, Level::Hard));
/// assert_ne!(daily_seed(20261123, Level::Hard), daily_seed(20261124, Level::Hard));
/// ```
pub fn daily_seed(date: u32, level: Level) -> u64 {
    Rng::for_item(u64::from(date), level as u64).next_u64()
}

/// A puzzle for `request`, from `seed`: [`Generator::step`] until one is at the level.
pub fn generate(request: Request, seed: u64) -> Generated {
    let mut generator = Generator::new(request, seed);
    loop {
        if let Some(made) = generator.step() {
            return made;
        }
    }
}
