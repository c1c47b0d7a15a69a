//! A plain rule checker, written apart from the search: given a full grid, which constraints it
//! breaks. Each check reads the rule's sentence literally (`puzzle.rs`), with no propagation, so
//! that it can judge the search's answers.

use crate::puzzle::{Constraint, Puzzle};

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
    let n = shape.size();
    let at = |cell: usize| u32::from(grid[cell]);
    let distinct = |cells: &[usize]| {
        let mut seen = 0u32;
        cells.iter().all(|&c| {
            let b = 1u32 << at(c);
            let fresh = seen & b == 0;
            seen |= b;
            fresh
        })
    };
    let mut broken = Vec::new();
    if grid.len() != shape.cells() || grid.iter().any(|&d| d == 0 || usize::from(d) > n) {
        return vec![Broken::Digits];
    }
    for (cell, given) in puzzle.givens.iter().enumerate() {
        if given.is_some_and(|d| d != grid[cell]) {
            broken.push(Broken::Given(cell));
        }
    }
    for r in 0..n {
        if !distinct(&(0..n).map(|c| shape.cell(r, c)).collect::<Vec<_>>()) {
            broken.push(Broken::Row(r));
        }
        if !distinct(&(0..n).map(|c| shape.cell(c, r)).collect::<Vec<_>>()) {
            broken.push(Broken::Column(r));
        }
    }
    // Boxes, regions, diagonals, windows, disjoint groups: the puzzle's houses beyond rows and
    // columns, each checked for a repeat.
    for house in puzzle.houses().iter().skip(2 * n) {
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
        let ok = match constraint {
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
            Constraint::Sandwich { sum, line } => {
                let digits: Vec<u32> = line.iter().map(|&c| at(c)).collect();
                let one = digits.iter().position(|&d| d == 1);
                let top = digits.iter().position(|&d| d as usize == n);
                match (one, top) {
                    (Some(i), Some(j)) => {
                        digits[i.min(j) + 1..i.max(j)].iter().sum::<u32>() == *sum
                    }
                    _ => false,
                }
            }
            Constraint::AntiConsecutive => (0..shape.cells()).all(|cell| {
                let (r, c) = shape.row_col(cell);
                let right = c + 1 < n && at(cell).abs_diff(at(shape.cell(r, c + 1))) == 1;
                let down = r + 1 < n && at(cell).abs_diff(at(shape.cell(r + 1, c))) == 1;
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
            _ => true,
        };
        if !ok {
            broken.push(Broken::Rule(index));
        }
    }
    broken
}
