//! The two searches against each other: the band search and the triad search must find the same
//! number of solutions on every puzzle of every corpus (the same solution where there is one), and
//! every solution they hand over must solve the puzzle. `corpora.rs` checks the automatic choice
//! between them against the corpora's sources and the reference solver.

use sudoku_solver::{Algorithm, Board, Cell, Engine, Outcome};

use crate::{read_corpus, solves};

/// Both searches on `puzzle`, up to `limit` solutions: the same count, each solution valid and
/// different from the others, and the same solutions when there is only one; counted without
/// them, the same count and tries.
fn check(puzzle: &Board, limit: usize, what: &str) {
    let bands = puzzle.solutions_by(Engine::Bands, limit).found;
    let triads = puzzle.solutions_by(Engine::Triads, limit).found;
    assert_eq!(
        bands.len(),
        triads.len(),
        "{what}: solution count\n  {puzzle}"
    );
    for (i, solution) in triads.iter().enumerate() {
        assert!(solves(&solution.board(), puzzle), "{what}: {solution}");
        assert!(!triads[..i].contains(solution), "{what}: {solution} twice");
    }
    if bands.len() == 1 {
        assert_eq!(bands, triads, "{what}: the one solution");
    }
    // Counting only, no solution made a board: the same number, by the same search.
    for engine in [Engine::Bands, Engine::Triads, Engine::Auto] {
        let listed = puzzle.solutions_by(engine, limit);
        assert_eq!(
            puzzle.count_solutions_by(engine, limit),
            (bands.len(), listed.stats),
            "{what}: {engine:?} counting"
        );
    }
}

fn check_corpus(name: &str, limit: usize) {
    for (line, puzzle) in read_corpus(name) {
        check(&puzzle, limit, &format!("{name}:{line}"));
    }
}

#[test]
fn agree_on_every_corpus() {
    for name in [
        "inkala_2012",
        "norvig_hardest.txt",
        "norvig_top95.txt",
        "puzzles1_unbiased_first1000",
        "puzzles2_17_clue",
        "puzzles3_magictour_top1465",
        "puzzles5_forum_hardest_1905_11+",
        "puzzles6_forum_hardest_1106",
        "puzzles7_serg_benchmark",
    ] {
        check_corpus(name, 2);
    }
}

#[test]
fn agree_on_many_solutions_and_none() {
    // Corpus puzzles with clues taken away (every third, then every second): many solutions,
    // counted up to 50 by both.
    for (line, puzzle) in read_corpus("puzzles3_magictour_top1465").iter().step_by(7) {
        for keep in [3, 2] {
            let sparse = Cell::all()
                .filter(|cell| cell.index() % keep == 0)
                .fold(*puzzle, |board, cell| board.with(cell, None));
            check(&sparse, 50, &format!("top1465:{line} keeping 1 in {keep}"));
        }
    }
    check(&Board::EMPTY, 30, "the empty board");
    // Givens that do not clash but leave no solution: the first row takes 1-8, and the 9 sits
    // below its empty cell's column elsewhere.
    let none: Board =
        "12345678.........9..............................................................."
            .parse()
            .expect("a board");
    check(&none, 2, "no solution");
    assert_eq!(none.solve().outcome, Outcome::NoSolution);
    // Clashing givens: no search runs, both say so.
    let clash: Board =
        "11..............................................................................."
            .parse()
            .expect("a board");
    check(&clash, 2, "clashing givens");
    assert!(matches!(clash.solve().outcome, Outcome::Clash(_)));
}

#[test]
fn agree_on_first_solutions() {
    for (line, puzzle) in read_corpus("puzzles6_forum_hardest_1106") {
        let bands = puzzle.solutions_by(Engine::Bands, 1).found;
        let triads = puzzle.solutions_by(Engine::Triads, 1).found;
        assert_eq!(
            bands, triads,
            "forum_hardest_1106:{line}: a unique puzzle's solution"
        );
    }
    for (line, puzzle) in read_corpus("puzzles7_serg_benchmark").iter().step_by(10) {
        let triads = puzzle.solutions_by(Engine::Triads, 1).found;
        assert!(
            triads.len() == 1 && solves(&triads[0].board(), puzzle),
            "serg_benchmark:{line}: a first solution"
        );
    }
}

#[test]
fn solve_names_the_band_search_first_solution_first() {
    // Sparse boards (many solutions, many open cells) go to the triad search natively, which meets
    // solutions in another order; `solve` still names the band search's first solution first, as
    // in wasm (the band search only) and as `first_solution_with` does.
    let mut reordered = 0;
    for (line, puzzle) in read_corpus("puzzles3_magictour_top1465").iter().step_by(7) {
        let sparse = Cell::all()
            .filter(|cell| cell.index() % 2 == 0)
            .fold(*puzzle, |board, cell| board.with(cell, None));
        let Outcome::Multiple(first, second) = sparse.solve().outcome else {
            panic!("top1465:{line} keeping 1 in 2: several solutions expected");
        };
        let (band_first, _) = sparse.first_solution_with(Algorithm::Fast);
        assert_eq!(Some(first), band_first, "top1465:{line}");
        assert_ne!(first, second, "top1465:{line}");
        assert!(solves(&second.board(), &sparse), "top1465:{line}: {second}");
        if sparse.solutions_by(Engine::Triads, 1).found != [first] {
            reordered += 1;
        }
    }
    // The check above means something only where the triad search's order differs.
    assert!(
        reordered > 0,
        "no board where the triad search meets another solution first"
    );
}
