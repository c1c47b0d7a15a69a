//! Solver-checked reading: a puzzle read from a photo must have exactly one solution. When the
//! digits read clash, or give no solution or several, the classifier's next readings are tried
//! for its least certain cells, fewest changes and likeliest readings first, with the fast solver
//! as the judge, until one reading has exactly one solution.

use sudoku_solver::{Board, Cell, Digit, Outcome};

use crate::{CellReading, Reading};

/// How many of the least certain cells may change.
const DOUBTFUL: usize = 10;
/// At most this many other readings a cell may take (its likeliest after the first).
const ALTERNATIVES: usize = 2;
/// A reading less likely than this is not tried.
const UNLIKELY: f32 = 0.005;
/// At most this many boards are given to the solver.
const BUDGET: usize = 2000;

/// A reading after the solver's check.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The puzzle: the reading, with the changes below.
    pub puzzle: Board,
    /// The cells changed from what the classifier read first: (cell 0-80, read, now).
    pub changed: Vec<(usize, Option<u8>, Option<u8>)>,
    /// Whether the puzzle has exactly one solution.
    pub unique: bool,
}

/// Cells (0-80) and what each now reads.
type Changes = Vec<(usize, Option<u8>)>;

fn board_of(digits: &[Option<u8>]) -> Board {
    let mut board = Board::EMPTY;
    for (i, digit) in digits.iter().enumerate() {
        let cell = Cell::new(i).expect("81 cells");
        board.set(cell, digit.and_then(Digit::new));
    }
    board
}

fn unique(board: &Board) -> bool {
    board.clashes().is_empty() && matches!(board.solve().outcome, Outcome::Unique(_))
}

/// The other readings of a cell worth trying, likeliest first: (reading, probability).
fn alternatives(cell: &CellReading) -> Vec<(Option<u8>, f32)> {
    let mut others: Vec<(Option<u8>, f32)> = (0..cell.probabilities.len())
        .map(|class| {
            (
                (class > 0).then_some(class as u8),
                cell.probabilities[class],
            )
        })
        .filter(|&(digit, p)| digit != cell.digit && p >= UNLIKELY)
        .collect();
    others.sort_by(|a, b| b.1.total_cmp(&a.1));
    others.truncate(ALTERNATIVES);
    others
}

/// The reading checked by the solver (see the module's comment). When no change within the
/// bounds gives one solution, the reading as it was, `unique` false.
pub fn checked(reading: &Reading) -> Checked {
    let first: Vec<Option<u8>> = reading.cells.iter().map(|c| c.digit).collect();
    let board = board_of(&first);
    if unique(&board) {
        return Checked {
            puzzle: board,
            changed: Vec::new(),
            unique: true,
        };
    }
    // The doubtful cells: those in a clash first, then the least confident, each with a choice.
    let clashing = board.clashes();
    let mut doubtful: Vec<usize> = (0..81)
        .filter(|&i| !alternatives(&reading.cells[i]).is_empty())
        .collect();
    doubtful.sort_by(|&a, &b| {
        let clash = |i: usize| !clashing.contains(Cell::new(i).expect("a cell"));
        (clash(a), reading.cells[a].confidence())
            .partial_cmp(&(clash(b), reading.cells[b].confidence()))
            .expect("no NaN")
    });
    doubtful.truncate(DOUBTFUL);
    // Every change of one doubtful cell, then of two, ranked by how likely the classifier finds
    // the result (the product of the changed cells' probabilities over their first readings').
    let mut options: Vec<(f32, Changes)> = Vec::new();
    for (n, &a) in doubtful.iter().enumerate() {
        let odds = |i: usize, p: f32| p / reading.cells[i].confidence().max(1e-6);
        for (x, px) in alternatives(&reading.cells[a]) {
            options.push((odds(a, px), vec![(a, x)]));
            for &b in &doubtful[n + 1..] {
                for (y, py) in alternatives(&reading.cells[b]) {
                    options.push((odds(a, px) * odds(b, py), vec![(a, x), (b, y)]));
                }
            }
        }
    }
    options.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.len().cmp(&b.1.len())));
    for (_, changes) in options.into_iter().take(BUDGET) {
        let mut digits = first.clone();
        for &(i, digit) in &changes {
            digits[i] = digit;
        }
        let board = board_of(&digits);
        if unique(&board) {
            return Checked {
                puzzle: board,
                changed: changes.iter().map(|&(i, now)| (i, first[i], now)).collect(),
                unique: true,
            };
        }
    }
    Checked {
        puzzle: board,
        changed: Vec::new(),
        unique: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Quad;

    /// A reading of `line` where every cell is sure, but for the changes: (cell, probabilities).
    fn reading(line: &str, doubts: &[(usize, [f32; 10])]) -> Reading {
        let mut cells: Vec<CellReading> = line
            .chars()
            .map(|ch| {
                let digit = ch.to_digit(10).filter(|&d| d > 0).map(|d| d as u8);
                let mut probabilities = [0.0; 10];
                probabilities[usize::from(digit.unwrap_or(0))] = 1.0;
                CellReading {
                    digit,
                    probabilities,
                }
            })
            .collect();
        for &(i, probabilities) in doubts {
            let best = (0..10)
                .max_by(|&a, &b| probabilities[a].total_cmp(&probabilities[b]))
                .unwrap();
            cells[i] = CellReading {
                digit: (best > 0).then_some(best as u8),
                probabilities,
            };
        }
        Reading {
            square: crate::Gray::new(1, 1, vec![255]).unwrap(),
            quad: Quad {
                corners: [(0.0, 0.0); 4],
            },
            cells,
        }
    }

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn a_sure_unique_reading_is_kept() {
        let checked = checked(&reading(EASY, &[]));
        assert!(checked.unique && checked.changed.is_empty());
        assert_eq!(checked.puzzle.to_string(), EASY);
    }

    #[test]
    fn a_misread_digit_that_clashes_takes_its_next_reading() {
        // r1c1 holds 5; read as 6 (it clashes with r2c1's 6), 5 the runner-up.
        let mut p = [0.0; 10];
        (p[6], p[5], p[8]) = (0.6, 0.35, 0.05);
        let checked = checked(&reading(EASY, &[(0, p)]));
        assert!(checked.unique);
        assert_eq!(checked.changed, vec![(0, Some(6), Some(5))]);
        assert_eq!(checked.puzzle.to_string(), EASY);
    }

    #[test]
    fn a_missed_digit_that_leaves_two_solutions_is_found() {
        // Without r1c1's 5 the easy puzzle is still unique, so take a puzzle that needs a
        // given: the 17-clue puzzle below has exactly one solution and none to spare.
        let seventeen =
            "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
        let mut p = [0.0; 10];
        (p[0], p[8]) = (0.7, 0.3);
        let checked = checked(&reading(seventeen, &[(3, p)]));
        assert!(checked.unique, "{checked:?}");
        assert_eq!(checked.changed, vec![(3, None, Some(8))]);
    }

    #[test]
    fn a_reading_beyond_repair_is_said_not_unique() {
        let checked = checked(&reading(&".".repeat(81), &[]));
        assert!(!checked.unique && checked.changed.is_empty());
    }
}
