//! `sudoku check`: whether each grid solves its puzzle, and if not, which rules it breaks.

use std::io;

use sudoku_solver::Board;
use sudoku_variants::check::broken;
use sudoku_variants::{Puzzle, Shape};
use sudoku_words::variants;

use crate::args::Options;
use crate::input::{Line, each_source};
use crate::variant;

/// What a line asks: its puzzle and the grid to check.
fn read(line: &Line) -> Result<(Puzzle, Vec<u8>), String> {
    let puzzle = match variant::puzzle(&line.text) {
        Some(parsed) => parsed.map_err(|e| e.to_string())?,
        None => {
            let first = line.text.split('\t').next().unwrap_or_default();
            let board: Board = first.parse().map_err(|e| format!("{e}"))?;
            classic(&board)
        }
    };
    let cells = puzzle.shape.cells();
    let grid = (line.text.split('\t').rev())
        .map(str::trim)
        .filter(|f| f.len() == cells)
        .find_map(|f| sudoku_variants::text::read_grid(f, puzzle.shape))
        .ok_or_else(|| format!("no grid of {cells} digits after the puzzle"))?;
    Ok((puzzle, grid))
}

/// A classic board as a variant puzzle with givens only.
fn classic(board: &Board) -> Puzzle {
    let shape = Shape::square(9).expect("9x9 is a shape");
    let mut puzzle = Puzzle::empty(shape);
    for (cell, byte) in board.to_line_bytes().iter().enumerate() {
        if byte.is_ascii_digit() && *byte != b'0' {
            puzzle.givens[cell] = Some(byte - b'0');
        }
    }
    puzzle
}

/// Runs `sudoku check`. `Ok(false)` when a grid broke a rule or a line could not be read.
pub fn run(options: &Options) -> io::Result<bool> {
    each_source(&options.files, |source, out| {
        let mut all_good = true;
        let mut batch = Vec::new();
        loop {
            batch.clear();
            let more = source.read_batch(&mut batch, 4096)?;
            for line in &batch {
                match read(line) {
                    Ok((puzzle, grid)) => {
                        let found = broken(&puzzle, &grid);
                        if found.is_empty() {
                            out.write_all(b"ok\n")?;
                            continue;
                        }
                        all_good = false;
                        let mut names: Vec<String> = (found.iter())
                            .map(|b| variants::broken(options.lang, &puzzle, b))
                            .collect();
                        names.dedup();
                        writeln!(out, "broken\t{}", names.join("; "))?;
                    }
                    Err(reason) => {
                        all_good = false;
                        eprintln!("{}:{}: {reason}", source.name, line.number);
                        out.write_all(b"invalid\t-\n")?;
                    }
                }
            }
            if !more {
                return Ok(all_good);
            }
        }
    })
}
