//! Clashes on a grid being filled in: the cells whose digits already break a rule, as a page
//! marks them while a person types. A digit standing twice in a house (row, column, box, region,
//! cage, diagonal...) or a knight's or king's move apart marks the cells holding it; a rule over a
//! set of cells is judged by the plain checker ([`crate::check`]) once all its cells are filled,
//! and marks them all; side-by-side pairs of anti-consecutive and the negative constraints of dots
//! are judged pair by pair; the rest (rules over the whole grid) once the grid is full.

use crate::cells::Cells;
use crate::check::holds;
use crate::puzzle::{Constraint, Puzzle};

/// The cells of `grid` (a digit from 1 per cell, 0 where empty, row by row) whose digits break a
/// rule of `puzzle` as far as the filled cells tell. A grid of another length has none.
pub fn clashes(puzzle: &Puzzle, grid: &[u8]) -> Cells {
    let mut marked = Cells::default();
    if grid.len() != puzzle.shape.cells() {
        return marked;
    }
    let filled = |cell: usize| grid[cell] != 0;
    for house in puzzle.houses() {
        for (i, &a) in house.iter().enumerate() {
            for &b in &house[i + 1..] {
                if filled(a) && grid[a] == grid[b] {
                    marked.insert(a);
                    marked.insert(b);
                }
            }
        }
    }
    for [a, b] in puzzle.apart() {
        if filled(a) && grid[a] == grid[b] {
            marked.insert(a);
            marked.insert(b);
        }
    }
    let full = grid.iter().all(|&d| d != 0);
    for constraint in &puzzle.constraints {
        match judged_cells(puzzle, constraint) {
            Judged::Cells(cells) => {
                if cells.iter().all(|&c| filled(c)) && !holds(puzzle, constraint, grid) {
                    cells.iter().for_each(|&c| marked.insert(c));
                }
            }
            Judged::Pairs(pairs) => {
                for [a, b] in pairs {
                    if filled(a) && filled(b) && !pair_holds(puzzle, constraint, grid, [a, b]) {
                        marked.insert(a);
                        marked.insert(b);
                    }
                }
            }
            Judged::Whole => {
                if full && !holds(puzzle, constraint, grid) {
                    (0..grid.len()).for_each(|c| marked.insert(c));
                }
            }
        }
    }
    marked
}

/// How a constraint is judged on a grid being filled in.
enum Judged {
    /// Once these cells are filled (the cells it reads).
    Cells(Vec<usize>),
    /// Pair by pair, each once both its cells are filled.
    Pairs(Vec<[usize; 2]>),
    /// Once the grid is full.
    Whole,
}

/// What constraint `constraint` reads, for [`clashes`]. Houses (regions, diagonals, windows,
/// groups, extra regions) and the pairs kept apart are checked as houses and pairs already.
fn judged_cells(puzzle: &Puzzle, constraint: &Constraint) -> Judged {
    use Constraint as C;
    let cells = match constraint {
        C::Cage { cells, .. }
        | C::Thermo(cells)
        | C::LittleKiller { cells, .. }
        | C::Line { cells, .. }
        | C::Rellik { cells, .. }
        | C::GreaterThan(cells)
        | C::Pairwise { cells, .. }
        | C::Lunchbox { cells, .. }
        | C::EqualityCage(cells)
        | C::Lockout { cells, .. }
        | C::CountingCircles(cells)
        | C::Sandwich { line: cells, .. }
        | C::XSum { line: cells, .. }
        | C::Skyscraper { line: cells, .. }
        | C::NumberedRoom { line: cells, .. }
        | C::HiddenSkyscraper { line: cells, .. } => cells.clone(),
        C::Arrow { circle, line } => [*circle].iter().chain(line).copied().collect(),
        C::Pill { pill, line } => pill.iter().chain(line).copied().collect(),
        C::Dot { cells, .. } | C::Clone(cells) => cells.to_vec(),
        C::Quadruple { cells, .. } => cells.to_vec(),
        C::Allowed { cell, .. } => vec![*cell],
        C::Sum { cells, .. } => cells.iter().map(|&(c, _)| c).collect(),
        C::Minimum(cell) | C::Maximum(cell) => {
            let mut cells = puzzle.beside(*cell);
            cells.push(*cell);
            cells
        }
        C::AntiConsecutive | C::Strict(_) => return Judged::Pairs(puzzle.neighbours()),
        C::Regions(_)
        | C::NoBoxes
        | C::Diagonal(_)
        | C::AntiKnight
        | C::AntiKing
        | C::Windoku
        | C::DisjointSets
        | C::AllDifferent(_) => Vec::new(),
        _ => return Judged::Whole,
    };
    Judged::Cells(cells)
}

/// Whether one side-by-side pair keeps anti-consecutive or a negative constraint of dots.
fn pair_holds(puzzle: &Puzzle, constraint: &Constraint, grid: &[u8], [a, b]: [usize; 2]) -> bool {
    let (x, y) = (u32::from(grid[a]), u32::from(grid[b]));
    match constraint {
        Constraint::AntiConsecutive => x.abs_diff(y) != 1,
        Constraint::Strict(family) => {
            let dots = puzzle.dots_between(a, b);
            let [one, other] = family.dots();
            dots.contains(&one)
                || dots.contains(&other)
                || !(one.allows(x, y) || other.allows(x, y))
        }
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats;

    /// The cells `clashes` marks on `puzzle` (any format) with `grid` (digits, `.` empty).
    fn check(puzzle: &str, grid: &str) -> Vec<usize> {
        let puzzle = formats::read(puzzle).unwrap().unwrap();
        let grid: Vec<u8> = grid
            .chars()
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect();
        clashes(&puzzle, &grid).iter().collect()
    }

    #[test]
    fn a_repeat_in_any_house_marks_both_cells() {
        let empty = ".".repeat(16);
        let four = ".Shape~4x4.Cage~3~R1C1~R2C2";
        assert_eq!(check(four, &empty), Vec::<usize>::new());
        // The cage's two cells: a repeat (and a total of 3 broken) marks them.
        let cage = format!("1....1{}", &empty[6..]);
        assert_eq!(check(four, &cage), vec![0, 5]);
        // The same digit in a row: the row's repeat.
        let row = format!("2..2{}", &empty[4..]);
        assert_eq!(check(four, &row), vec![0, 3]);
    }

    #[test]
    fn a_rule_is_judged_once_its_cells_are_filled() {
        let empty = ".".repeat(16);
        let cage = ".Shape~4x4.Cage~7~R1C1~R1C2~R2C1";
        // Two of three cells: not judged yet.
        assert!(check(cage, &format!("23{}", &empty[2..])).is_empty());
        // All three: 2 + 3 + 1 = 6, not 7.
        let broken = format!("23..1{}", &empty[5..]);
        assert_eq!(check(cage, &broken), vec![0, 1, 4]);
        // A thermometer in order keeps its rule; out of order, its cells are marked.
        let thermo = ".Shape~4x4.Thermo~R1C1~R1C2";
        assert!(check(thermo, &format!("12{}", &empty[2..])).is_empty());
        assert_eq!(check(thermo, &format!("21{}", &empty[2..])), vec![0, 1]);
    }

    #[test]
    fn anti_consecutive_is_judged_pair_by_pair() {
        let empty = ".".repeat(16);
        let rule = ".Shape~4x4.AntiConsecutive";
        assert_eq!(check(rule, &format!("12{}", &empty[2..])), vec![0, 1]);
        assert!(check(rule, &format!("13{}", &empty[2..])).is_empty());
        assert!(check(rule, &format!("1...2{}", &empty[5..])) == vec![0, 4]);
    }

    #[test]
    fn a_full_solution_has_no_clash_and_a_wrong_length_none_either() {
        let four = ".Shape~4x4.Cage~3~R1C1~R1C2";
        assert!(check(four, "1234341221434321").is_empty());
        let puzzle = formats::read(four).unwrap().unwrap();
        assert!(clashes(&puzzle, &[1, 2]).is_empty());
    }
}
