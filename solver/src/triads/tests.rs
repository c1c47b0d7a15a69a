//! The triad search against the band search and the reference solver, on every instruction set
//! this processor has.

use super::*;

/// The instruction sets this processor has (on x86_64 up to three).
fn isas() -> Vec<Isa> {
    #[cfg(target_arch = "x86_64")]
    let isas: Vec<Isa> = [Isa::Avx512, Isa::Avx2, Isa::Sse41]
        .into_iter()
        .filter(|&isa| match isa {
            Isa::Avx512 => Isa::detect() == Some(Isa::Avx512),
            Isa::Avx2 => std::is_x86_feature_detected!("avx2"),
            Isa::Sse41 => std::is_x86_feature_detected!("sse4.1"),
        })
        .collect();
    #[cfg(not(target_arch = "x86_64"))]
    let isas = vec![Isa::Portable];
    assert!(!isas.is_empty(), "this processor runs the triad search");
    isas
}

/// Givens that clash are written in as any others (`State::with_givens`); the search must
/// still find nothing and say so, wherever the two givens are.
#[test]
fn clashing_givens_are_reported_wherever_they_are() {
    let empty = Board::EMPTY;
    let at = |board: Board, cell: usize, value: u8| {
        board.with(crate::Cell::new(cell).expect("a cell"), Digit::new(value))
    };
    let puzzle: Board = sudoku_testkit::corpus("puzzles3_magictour_top1465")[0]
        .1
        .parse()
        .expect("a corpus puzzle");
    // An open cell of the puzzle given a digit already given in its row.
    let open = (0..81)
        .find(|&cell| puzzle.cells()[cell].is_none())
        .expect("an open cell");
    let in_row = (open / 9 * 9..open / 9 * 9 + 9)
        .find_map(|cell| puzzle.cells()[cell])
        .expect("a given in the row");
    let cases = [
        ("one minirow", at(at(empty, 0, 1), 1, 1)),
        ("one box, two rows and columns", at(at(empty, 0, 1), 10, 1)),
        ("one row, two boxes", at(at(empty, 0, 5), 8, 5)),
        ("one column, two boxes", at(at(empty, 4, 7), 76, 7)),
        ("a corpus puzzle", at(puzzle, open, in_row.get())),
    ];
    for (what, board) in cases {
        assert!(!board.clashes().is_empty(), "{what}: clashing givens");
        for isa in isas() {
            let mut found = 0;
            for limit in [0, 1, 2] {
                let work = search(isa, &board, limit, Some(&mut |_| found += 1));
                assert!(work.is_none(), "{what} {isa:?} limit {limit}: a clash");
            }
            assert_eq!(found, 0, "{what} {isa:?}");
        }
    }
    // No clash and no solution: a search, not a clash.
    let none: Board =
        "12345678.........9..............................................................."
            .parse()
            .expect("a board");
    for isa in isas() {
        let mut found = 0;
        assert!(
            search(isa, &none, 2, Some(&mut |_| found += 1)).is_some(),
            "{isa:?}"
        );
        assert_eq!(found, 0, "{isa:?}");
    }
}

/// Each instruction set this processor has (on x86_64 up to three) finds the
/// band search's solutions; `tests/it/engines.rs` checks the one `Isa::detect` picks over
/// every corpus.
#[test]
fn every_instruction_set_agrees_with_the_band_search() {
    let isas = isas();
    for name in ["puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"] {
        for (line, text) in sudoku_testkit::corpus(name).iter().step_by(3) {
            let board: Board = text.parse().expect("a corpus puzzle");
            let mut expected = Vec::new();
            crate::bands::search(&board, 2, Some(&mut |grid| expected.push(grid)));
            for &isa in &isas {
                let mut found = Vec::new();
                let work = search(isa, &board, 2, Some(&mut |grid| found.push(grid)));
                assert!(work.is_some(), "{name}:{line}: no clash");
                assert_eq!(found.len(), expected.len(), "{name}:{line} {isa:?}");
                for grid in &found {
                    let solution = grid.to_string();
                    sudoku_testkit::check_solution(text, &solution)
                        .unwrap_or_else(|e| panic!("{name}:{line} {isa:?}: {e}"));
                }
                if expected.len() == 1 {
                    assert_eq!(found, expected, "{name}:{line} {isa:?}");
                }
            }
        }
    }
}
