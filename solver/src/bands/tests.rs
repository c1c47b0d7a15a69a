//! The tests of `bands.rs`.

use super::*;
use crate::generate::Rng;
use crate::{Cell, DigitSet};

/// The grid of a board, cell by cell from the rules: a given keeps its own digit; an empty
/// cell keeps every digit not given in its row, column or box ([`Board::candidates`]).
fn by_the_rules(board: &Board) -> [u32; 27] {
    let mut cands = [0; 27];
    for cell in Cell::all() {
        let digits = match board.get(cell) {
            Some(given) => DigitSet::EMPTY.with(given),
            None => board.candidates(cell),
        };
        for digit in digits.iter() {
            let i = cell.index();
            cands[3 * usize::from(digit.get() - 1) + i / 27] |= 1 << (i % 27);
        }
    }
    cands
}

/// Boards of random givens, some clashing, some not: the grid is built as the rules say, and
/// refused exactly when two givens clash.
#[test]
fn a_grid_starts_from_its_givens_and_refuses_clashes() {
    let mut rng = Rng::new(18);
    let (mut clashing, mut valid) = (0, 0);
    for round in 0..4000 {
        let mut board = Board::EMPTY;
        let givens = 1 + rng.below(if round % 2 == 0 { 12 } else { 30 });
        for _ in 0..givens {
            let cell = Cell::new(rng.below(81) as usize).unwrap();
            board.set(cell, Digit::new(1 + rng.below(9) as u8));
        }
        let clashes = !board.clashes().is_empty();
        match Grid::new(&board) {
            Ok(grid) => {
                assert!(!clashes, "{board}: clashing givens accepted");
                assert_eq!(grid.cands, by_the_rules(&board), "{board}");
                let empty: Vec<u32> = (0..3)
                    .map(|band| {
                        (0..27)
                            .filter(|bit| board.cells()[27 * band + bit].is_none())
                            .fold(0, |cells, bit| cells | 1 << bit)
                    })
                    .collect();
                assert_eq!(grid.unsolved.to_vec(), empty, "{board}");
                valid += 1;
            }
            Err(Contradiction) => {
                assert!(clashes, "{board}: refused, but no two givens clash");
                clashing += 1;
            }
        }
    }
    // Both kinds met often enough to mean something.
    assert!(
        clashing > 1000 && valid > 1000,
        "{clashing} clashing, {valid} valid"
    );
}
