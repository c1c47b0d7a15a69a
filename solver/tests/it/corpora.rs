//! Every puzzle of every shared corpus: each solution (and the first solution met) is checked
//! against its givens, each corpus against what its source says it holds, and a sample against the
//! reference solver.

use sudoku_solver::Outcome;

use crate::reference;

use crate::{read_corpus, solves};

/// What the puzzles of a corpus are, by its source.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Unique,
    Multiple,
}

/// Solves every puzzle of `corpus`, checks that each is of `kind` and that its solutions keep its
/// givens; checks every `sample_every`-th puzzle against the reference solver.
fn check(corpus: &str, kind: Kind, expected_count: usize, sample_every: usize) {
    let puzzles = read_corpus(corpus);
    assert_eq!(puzzles.len(), expected_count, "{corpus}: puzzle count");
    for (index, (line, puzzle)) in puzzles.iter().enumerate() {
        let analysis = puzzle.solve();
        let solutions = match analysis.outcome {
            Outcome::Unique(s) if kind == Kind::Unique => vec![s.board()],
            Outcome::Multiple(a, b) if kind == Kind::Multiple => vec![a.board(), b.board()],
            other => panic!("{corpus}:{line}: expected {kind:?}, got {other:?}"),
        };
        for solution in &solutions {
            assert!(
                solves(solution, puzzle),
                "{corpus}:{line}: {solution} does not solve it"
            );
        }
        let first = puzzle.first_solution().map(|s| s.board());
        match kind {
            Kind::Unique => assert_eq!(first, Some(solutions[0]), "{corpus}:{line}: first"),
            Kind::Multiple => assert!(
                first.is_some_and(|first| solves(&first, puzzle)),
                "{corpus}:{line}: first solution"
            ),
        }
        if index % sample_every == 0 {
            let oracle = reference::solutions(puzzle, 2);
            assert_eq!(
                oracle.len(),
                solutions.len(),
                "{corpus}:{line}: reference count"
            );
            if kind == Kind::Unique {
                assert_eq!(oracle, solutions, "{corpus}:{line}: reference solution");
            }
        }
    }
}

#[test]
fn inkala_2012() {
    check("inkala_2012", Kind::Unique, 1, 1);
}

#[test]
fn norvig() {
    check("norvig_top95.txt", Kind::Unique, 95, 5);
    check("norvig_hardest.txt", Kind::Unique, 11, 1);
    check("norvig_hard1", Kind::Multiple, 1, 1);
}

#[test]
fn unbiased() {
    check("puzzles1_unbiased_first1000", Kind::Unique, 1000, 50);
}

#[test]
fn seventeen_clue() {
    check("puzzles2_17_clue", Kind::Unique, 49_158, 2500);
}

#[test]
fn magictour_top1465() {
    check("puzzles3_magictour_top1465", Kind::Unique, 1465, 75);
}

#[test]
fn forum_hardest_1905() {
    check(
        "puzzles5_forum_hardest_1905_11+",
        Kind::Unique,
        48_766,
        2500,
    );
}

#[test]
fn forum_hardest_1106() {
    check("puzzles6_forum_hardest_1106", Kind::Unique, 375, 20);
}

#[test]
fn serg_benchmark_has_several_solutions_each() {
    check("puzzles7_serg_benchmark", Kind::Multiple, 10_000, 500);
}
