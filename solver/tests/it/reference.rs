//! A plain, slow solver kept as an oracle for the fast one.
//!
//! It is the candidates-first backtracking of the tutorials this project grew from: fill the empty
//! cell with the fewest candidates, try each candidate in increasing order, undo on a dead end. No
//! propagation, no bit tricks beyond [`Board::candidates`](sudoku_solver::Board::candidates): short enough to be checked by reading.
//! Tests compare its counts with the fast solver's. It lives with the tests, not in the crate's
//! public API: nobody should call it for real work.

use sudoku_solver::{Board, Cell};

/// Up to `limit` solutions of `board`, as full boards in the order the search meets them. A board
/// whose givens clash has none.
pub fn solutions(board: &Board, limit: usize) -> Vec<Board> {
    let mut found = Vec::new();
    if board.clashes().is_empty() {
        let mut work = *board;
        backtrack(&mut work, limit, &mut found);
    }
    found
}

fn backtrack(board: &mut Board, limit: usize, found: &mut Vec<Board>) {
    if found.len() >= limit {
        return;
    }
    let fewest = Cell::all()
        .filter(|&cell| board.get(cell).is_none())
        .map(|cell| (board.candidates(cell), cell))
        .min_by_key(|(candidates, _)| candidates.len());
    let Some((candidates, cell)) = fewest else {
        found.push(*board);
        return;
    };
    for digit in candidates.iter() {
        board.set(cell, Some(digit));
        backtrack(board, limit, found);
        board.set(cell, None);
        if found.len() >= limit {
            return;
        }
    }
}
