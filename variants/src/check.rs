//! A plain rule checker, written apart from the search: given a full grid, which constraints it
//! breaks. Each check reads the rule's sentence literally (`puzzle.rs`), with no propagation, so
//! that it can judge the search's answers.

use crate::puzzle::{Constraint, Line, Puzzle};
use crate::shape::Shape;

/// A rule a grid breaks (the words crate names it, in either language).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Broken {
    /// The grid is not a full grid of the puzzle's digits (wrong length, or a digit out of range).
    Digits,
    /// The given in this cell is not the grid's digit.
    Given(usize),
    /// This row (from 0) holds a digit twice.
    Row(usize),
    /// This column (from 0) holds a digit twice.
    Column(usize),
    /// Another house (a box, region, diagonal, window, disjoint group, cage or extra region),
    /// named by its first cell, holds a digit twice.
    House(usize),
    /// These two cells, a knight's or king's move apart, hold the same digit.
    Apart(usize, usize),
    /// The puzzle's constraint at this index (in [`Puzzle::constraints`]) does not hold.
    Rule(usize),
}

/// What a full grid breaks; empty when it solves the puzzle. `grid` holds a digit from 1 per
/// cell, row by row.
pub fn broken(puzzle: &Puzzle, grid: &[u8]) -> Vec<Broken> {
    let shape = puzzle.shape;
    let (rows, cols, n) = (shape.rows(), shape.cols(), shape.digits());
    let distinct = |cells: &[usize]| distinct(grid, cells);
    let mut broken = Vec::new();
    if grid.len() != shape.cells() || grid.iter().any(|&d| d == 0 || usize::from(d) > n) {
        return vec![Broken::Digits];
    }
    for (cell, given) in puzzle.givens.iter().enumerate() {
        if given.is_some_and(|d| d != grid[cell]) {
            broken.push(Broken::Given(cell));
        }
    }
    for r in 0..rows {
        if !distinct(&(0..cols).map(|c| shape.cell(r, c)).collect::<Vec<_>>()) {
            broken.push(Broken::Row(r));
        }
    }
    for c in 0..cols {
        if !distinct(&(0..rows).map(|r| shape.cell(r, c)).collect::<Vec<_>>()) {
            broken.push(Broken::Column(c));
        }
    }
    // Boxes, regions, diagonals, windows, disjoint groups: the puzzle's houses beyond rows and
    // columns, each checked for a repeat.
    for house in puzzle.houses().iter().skip(rows + cols) {
        if !distinct(house) {
            broken.push(Broken::House(house[0]));
        }
    }
    for [a, b] in puzzle.apart() {
        if grid[a] == grid[b] {
            broken.push(Broken::Apart(a, b));
        }
    }
    for (index, constraint) in puzzle.constraints.iter().enumerate() {
        if !holds(puzzle, constraint, grid) {
            broken.push(Broken::Rule(index));
        }
    }
    broken
}

/// Whether a full grid keeps one constraint (beyond the houses and the pairs kept apart).
pub(crate) fn holds(puzzle: &Puzzle, constraint: &Constraint, grid: &[u8]) -> bool {
    let shape = puzzle.shape;
    let n = shape.digits();
    let at = |cell: usize| u32::from(grid[cell]);
    match constraint {
        Constraint::Cage { sum, cells } => {
            sum.is_none_or(|s| cells.iter().map(|&c| at(c)).sum::<u32>() == s)
        }
        Constraint::Thermo(cells) => cells.windows(2).all(|w| at(w[0]) < at(w[1])),
        Constraint::Arrow { circle, line } => {
            line.iter().map(|&c| at(c)).sum::<u32>() == at(*circle)
        }
        Constraint::Dot {
            kind,
            cells: [a, b],
        } => kind.allows(at(*a), at(*b)),
        Constraint::LittleKiller { sum, cells } => {
            cells.iter().map(|&c| at(c)).sum::<u32>() == *sum
        }
        Constraint::AntiConsecutive => (0..shape.cells()).all(|cell| {
            let (r, c) = shape.row_col(cell);
            let right = c + 1 < shape.cols() && at(cell).abs_diff(at(shape.cell(r, c + 1))) == 1;
            let down = r + 1 < shape.rows() && at(cell).abs_diff(at(shape.cell(r + 1, c))) == 1;
            !right && !down
        }),
        Constraint::Strict(family) => puzzle.neighbours().iter().all(|&[a, b]| {
            let dots = puzzle.dots_between(a, b);
            let [one, other] = family.dots();
            dots.contains(&one)
                || dots.contains(&other)
                || !(one.allows(at(a), at(b)) || other.allows(at(a), at(b)))
        }),
        Constraint::Allowed { cell, digits } => digits >> (at(*cell) - 1) & 1 == 1,
        Constraint::Or(alternatives) => alternatives.iter().any(|alternative| {
            let (part, houses) = alternative_part(puzzle.shape, alternative);
            alternative_holds(&part, &houses, grid)
        }),
        Constraint::Line { kind, cells } => {
            let digits: Vec<u32> = cells.iter().map(|&c| at(c)).collect();
            let sums: Vec<u32> = (puzzle.segments(cells).iter())
                .map(|s| s.iter().map(|&c| at(c)).sum())
                .collect();
            line_holds(*kind, &digits, &sums, n as u32)
        }
        Constraint::Pill { pill, line } => {
            let number = pill.iter().fold(0, |number, &c| number * 10 + at(c));
            line.iter().map(|&c| at(c)).sum::<u32>() == number
        }
        Constraint::Clone([a, b]) => at(*a) == at(*b),
        Constraint::Sum { total, cells } => {
            cells
                .iter()
                .map(|&(c, w)| i64::from(w) * i64::from(at(c)))
                .sum::<i64>()
                == i64::from(*total)
        }
        other => clue_holds(puzzle, other, grid),
    }
}

/// The same for the clues outside the grid, along a line.
fn clue_holds(puzzle: &Puzzle, constraint: &Constraint, grid: &[u8]) -> bool {
    let n = puzzle.shape.digits();
    let at = |cell: usize| u32::from(grid[cell]);
    match constraint {
        Constraint::Sandwich { sum, line } => {
            let digits: Vec<u32> = line.iter().map(|&c| at(c)).collect();
            let one = digits.iter().position(|&d| d == 1);
            let top = digits.iter().position(|&d| d as usize == n);
            match (one, top) {
                (Some(i), Some(j)) => digits[i.min(j) + 1..i.max(j)].iter().sum::<u32>() == *sum,
                _ => false,
            }
        }
        Constraint::XSum { sum, line } => line.first().is_some_and(|&first| {
            let x = at(first) as usize;
            x <= line.len() && line[..x].iter().map(|&c| at(c)).sum::<u32>() == *sum
        }),
        Constraint::Skyscraper { count, line } => {
            let mut tallest = 0;
            let seen = (line.iter().map(|&c| at(c)))
                .filter(|&d| {
                    let taller = d > tallest;
                    tallest = tallest.max(d);
                    taller
                })
                .count();
            seen as u32 == *count
        }
        Constraint::NumberedRoom { digit, line } => {
            let n = line.first().map_or(0, |&first| at(first) as usize);
            (1..=line.len()).contains(&n) && at(line[n - 1]) == *digit
        }
        Constraint::HiddenSkyscraper { digit, line } => {
            // The first digit below a digit before it.
            let mut tallest = 0;
            let hidden = line.iter().map(|&c| at(c)).find(|&d| {
                let behind = d < tallest;
                tallest = tallest.max(d);
                behind
            });
            hidden == Some(*digit)
        }
        other => cells_hold(puzzle, other, grid),
    }
}

/// The same for the clues on sets of cells: quadruples, minima and maxima, pairs, cages of
/// another kind.
fn cells_hold(puzzle: &Puzzle, constraint: &Constraint, grid: &[u8]) -> bool {
    let n = puzzle.shape.digits();
    let at = |cell: usize| u32::from(grid[cell]);
    match constraint {
        Constraint::Quadruple { cells, digits } => digits.iter().all(|&d| {
            let wanted = digits.iter().filter(|&&e| e == d).count();
            cells.iter().filter(|&&c| grid[c] == d).count() >= wanted
        }),
        Constraint::Minimum(cell) => puzzle.beside(*cell).iter().all(|&c| at(*cell) < at(c)),
        Constraint::Maximum(cell) => puzzle.beside(*cell).iter().all(|&c| at(*cell) > at(c)),
        Constraint::Pairwise {
            allows, all, cells, ..
        } => {
            let holds =
                |a: usize, b: usize| allows[usize::from(grid[a]) - 1] >> (grid[b] - 1) & 1 == 1;
            match all {
                true => {
                    (0..cells.len()).all(|i| cells[i + 1..].iter().all(|&b| holds(cells[i], b)))
                }
                false => cells.windows(2).all(|w| holds(w[0], w[1])),
            }
        }
        Constraint::Rellik { total, cells } => {
            // No subset of the digits, one or more, makes the total.
            let digits: Vec<u32> = cells.iter().map(|&c| at(c)).collect();
            (1..1u32 << digits.len()).all(|subset| {
                let sum: u32 = (digits.iter().enumerate())
                    .filter(|(i, _)| subset >> i & 1 == 1)
                    .map(|(_, &d)| d)
                    .sum();
                sum != *total
            })
        }
        Constraint::GreaterThan(cells) => {
            (puzzle.greater_pairs(cells).iter()).all(|&[a, b]| at(a) > at(b))
        }
        Constraint::Lunchbox { sum, cells } => {
            // Between the smallest and the largest digit, in the cells' order.
            let digits: Vec<u32> = cells.iter().map(|&c| at(c)).collect();
            let place = |d: Option<&u32>| d.and_then(|d| digits.iter().position(|e| e == d));
            match (place(digits.iter().min()), place(digits.iter().max())) {
                (Some(a), Some(b)) => {
                    let between = digits.get(a.min(b) + 1..a.max(b)).unwrap_or_default();
                    between.iter().sum::<u32>() == *sum
                }
                _ => false,
            }
        }
        Constraint::EqualityCage(cells) => {
            let count = |f: &dyn Fn(u32) -> bool| cells.iter().filter(|&&c| f(at(c))).count();
            let n = n as u32;
            let (low, high) = (count(&|d| d <= n / 2), count(&|d| d > n - n / 2));
            count(&|d| d % 2 == 0) == count(&|d| d % 2 == 1)
                && low == high
                && low + high == cells.len()
        }
        Constraint::Lockout { apart, cells } => {
            let (a, b) = (at(cells[0]), at(cells[cells.len() - 1]));
            let inner = &cells[1..cells.len() - 1];
            a.abs_diff(b) >= *apart && (inner.iter()).all(|&c| at(c) < a.min(b) || at(c) > a.max(b))
        }
        other => global_holds(puzzle, other, grid),
    }
}

/// The same for the rules over the whole grid.
fn global_holds(puzzle: &Puzzle, constraint: &Constraint, grid: &[u8]) -> bool {
    let at = |cell: usize| u32::from(grid[cell]);
    match constraint {
        Constraint::GlobalEntropy | Constraint::GlobalMod => {
            // Each 2x2 square holds a digit of each class.
            let class = |d: u32| match constraint {
                Constraint::GlobalEntropy => (d - 1) / 3,
                _ => (d - 1) % 3,
            };
            puzzle.squares().iter().all(|square| {
                let seen = square.iter().fold(0u32, |s, &c| s | 1 << class(at(c)));
                seen == 0b111
            })
        }
        Constraint::CountingCircles(cells) => cells.iter().all(|&c| {
            let alike = cells.iter().filter(|&&o| grid[o] == grid[c]).count();
            alike == usize::from(grid[c])
        }),
        Constraint::AntiTaxicab => (0..puzzle.shape.cells()).all(|cell| {
            let x = usize::from(grid[cell]);
            (puzzle.taxicab(cell, x).iter()).all(|&other| grid[other] != grid[cell])
        }),
        Constraint::DutchFlatmates => {
            let shape = puzzle.shape;
            (0..shape.cells()).filter(|&c| grid[c] == 5).all(|cell| {
                let (r, c) = shape.row_col(cell);
                let above = r > 0 && grid[shape.cell(r - 1, c)] == 1;
                let below = r + 1 < shape.rows() && grid[shape.cell(r + 1, c)] == 9;
                above || below
            })
        }
        Constraint::Indexer { by, cell } => {
            puzzle.indexed(*by, *cell).is_some_and(|(targets, digit)| {
                let pointed = targets.get(usize::from(grid[*cell]) - 1);
                pointed.is_some_and(|&target| grid[target] == digit)
            })
        }
        _ => true,
    }
}

/// Whether no digit stands twice in `cells` of `grid`.
fn distinct(grid: &[u8], cells: &[usize]) -> bool {
    let mut seen = 0u32;
    cells.iter().all(|&c| {
        let b = 1u32 << grid[c];
        let fresh = seen & b == 0;
        seen |= b;
        fresh
    })
}

/// An alternative of an either/or as a puzzle of its own, and the houses its constraints make
/// beyond the grid's (a cage, an extra region...).
pub(crate) fn alternative_part(
    shape: Shape,
    alternative: &[Constraint],
) -> (Puzzle, Vec<Vec<usize>>) {
    let part = Puzzle {
        shape,
        givens: vec![None; shape.cells()],
        constraints: alternative.to_vec(),
    };
    let base = Puzzle::empty(shape).houses().len();
    let houses = part.houses().split_off(base);
    (part, houses)
}

/// Whether an alternative (`alternative_part`) holds: each of its constraints, and no digit
/// twice in its houses. Reads the alternative's cells only.
pub(crate) fn alternative_holds(part: &Puzzle, houses: &[Vec<usize>], grid: &[u8]) -> bool {
    houses.iter().all(|house| distinct(grid, house))
        && part
            .constraints
            .iter()
            .all(|constraint| holds(part, constraint, grid))
}

/// Whether a line's digits (in order) keep its rule; `sums` are the digits' sums in each of the
/// line's segments (for a region-sum line), `size` the largest digit.
fn line_holds(kind: Line, digits: &[u32], sums: &[u32], size: u32) -> bool {
    let k = digits.len();
    let pairs = |apart: usize, ok: &dyn Fn(u32, u32) -> bool| {
        (0..k).all(|i| (i + 1..k.min(i + apart + 1)).all(|j| ok(digits[i], digits[j])))
    };
    // The rule's cells between its two ends (none on a line shorter than three).
    let inner = digits.get(1..k.saturating_sub(1)).unwrap_or_default();
    let ends = (
        digits.first().copied().unwrap_or(0),
        digits.last().copied().unwrap_or(0),
    );
    match kind {
        Line::SlowThermo => digits.windows(2).all(|w| w[0] <= w[1]),
        Line::Whisper(apart) => digits.windows(2).all(|w| w[0].abs_diff(w[1]) >= apart),
        Line::Renban => {
            let mut sorted = digits.to_vec();
            sorted.sort_unstable();
            sorted.windows(2).all(|w| w[1] == w[0] + 1)
        }
        Line::Nabner => pairs(k, &|a, b| a.abs_diff(b) > 1),
        Line::Palindrome => (0..k).all(|i| digits[i] == digits[k - 1 - i]),
        Line::Between => {
            let (a, b) = (ends.0.min(ends.1), ends.0.max(ends.1));
            inner.iter().all(|&d| a < d && d < b)
        }
        Line::Entropic => {
            let third = (size / 3).max(1);
            pairs(2, &|a, b| (a - 1) / third != (b - 1) / third)
        }
        Line::Modular(0) => false,
        Line::Modular(m) => pairs(m as usize - 1, &|a, b| a % m != b % m),
        Line::Zipper => {
            let total = match k % 2 {
                1 => digits[k / 2],
                _ => ends.0 + ends.1,
            };
            (0..k / 2).all(|i| digits[i] + digits[k - 1 - i] == total)
        }
        Line::RegionSum => sums.windows(2).all(|w| w[0] == w[1]),
        Line::DoubleArrow => inner.iter().sum::<u32>() == ends.0 + ends.1,
        Line::Sum { total, looped } => splits_into_runs(digits, total, looped),
    }
}
/// Whether `digits` split into runs that each sum to `total` (around a loop, from some start).
/// Runs of positive digits: read from a run's start, each ends where its sum reaches the total.
pub(crate) fn splits_into_runs(digits: &[u32], total: u32, looped: bool) -> bool {
    let k = digits.len();
    let splits = |start: usize| {
        let mut sum = 0;
        for i in 0..k {
            sum += digits[(start + i) % k];
            if sum == total {
                sum = 0;
            }
        }
        sum == 0
    };
    match looped {
        true => (0..k).any(splits),
        false => splits(0),
    }
}
