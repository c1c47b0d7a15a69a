//! Every outcome of `Board::solve`, and agreement with the reference solver.

use sudoku_solver::{Board, Cell, Digit, Outcome};
use sudoku_testkit::{INKALA, INKALA_SOLVED};

use crate::reference;

use crate::{read_corpus, solves};

/// What `solve` should say about a puzzle. Solutions are checked against the givens, not spelled out.
#[derive(Debug)]
enum Expect {
    Unique,
    Multiple,
    NoSolution,
    /// The clashing cells, as `(row, col)`, 1-based.
    Clash(&'static [(usize, usize)]),
}

/// Solves `puzzle` and checks the outcome against `expected`, the solutions against the givens, and
/// the solution count against the reference solver.
fn check(puzzle: &str, expected: Expect) {
    let board: Board = puzzle.parse().unwrap();
    let analysis = board.solve();
    match (&analysis.outcome, &expected) {
        (Outcome::Unique(solution), Expect::Unique) => {
            assert!(
                solves(&solution.board(), &board),
                "{solution} does not solve {board}"
            );
            assert_eq!(reference::solutions(&board, 2), [solution.board()]);
        }
        (Outcome::Multiple(first, second), Expect::Multiple) => {
            assert_ne!(first, second);
            assert!(solves(&first.board(), &board) && solves(&second.board(), &board));
            assert_eq!(reference::solutions(&board, 2).len(), 2);
        }
        (Outcome::NoSolution, Expect::NoSolution) => {
            assert!(board.clashes().is_empty());
            assert_eq!(reference::solutions(&board, 2), []);
        }
        (Outcome::Clash(cells), Expect::Clash(expected)) => {
            let got: Vec<(usize, usize)> =
                cells.iter().map(|c| (c.row() + 1, c.col() + 1)).collect();
            assert_eq!(got, *expected);
            assert_eq!(analysis.stats.guesses, 0);
        }
        (got, _) => panic!("{puzzle}: expected {expected:?}, got {got:?}"),
    }
    let count = board.count_solutions(2);
    let expected_count = match expected {
        Expect::Unique => 1,
        Expect::Multiple => 2,
        Expect::NoSolution | Expect::Clash(_) => 0,
    };
    assert_eq!(count, expected_count, "count_solutions of {puzzle}");
    match board.first_solution() {
        Some(first) => {
            assert!(
                expected_count > 0,
                "{puzzle}: a first solution of an unsolvable board"
            );
            assert!(
                solves(&first.board(), &board),
                "{first} does not solve {board}"
            );
        }
        None => assert_eq!(expected_count, 0, "{puzzle}: no first solution"),
    }
}

#[test]
fn seed_examples_get_their_outcomes() {
    let seeds = read_corpus("seed_examples.txt");
    let lines: Vec<String> = seeds.iter().map(|(_, board)| board.to_string()).collect();
    assert_eq!(
        lines.len(),
        6,
        "seed_examples.txt changed: update this test"
    );
    check(&lines[0], Expect::Unique); // Inkala with one extra given
    check(&lines[1], Expect::Unique); // Inkala as published
    check(&lines[2], Expect::Unique); // the candidates-first tutorial's example
    // The "simple" example as printed: three pairs of givens clash, one in each of boxes 1, 2 and 7
    // (r1c3 and r3c2 both 4, r2c6 and r3c4 both 1, r7c3 and r8c2 both 3).
    check(
        &lines[3],
        Expect::Clash(&[(1, 3), (2, 6), (3, 2), (3, 4), (7, 3), (8, 2)]),
    );
    check(&lines[4], Expect::NoSolution); // the "hard" example
    check(&lines[5], Expect::Multiple); // the empty board
}

#[test]
fn inkala_is_solved_without_a_wrong_digit() {
    let Outcome::Unique(solution) = INKALA.parse::<Board>().unwrap().solve().outcome else {
        panic!("Inkala's puzzle has one solution");
    };
    assert_eq!(solution.to_string(), INKALA_SOLVED);
}

#[test]
fn full_boards() {
    let full = INKALA_SOLVED;
    check(full, Expect::Unique);
    assert_eq!(full.parse::<Board>().unwrap().solve().stats.guesses, 0);
    // Swap the first two digits: the 1 now clashes with the 1 of column 1 (row 4), the 8 with the 8
    // of column 2 (row 6). Their row and box still hold each digit once.
    let swapped = format!("18{}", &full[2..]);
    check(&swapped, Expect::Clash(&[(1, 1), (1, 2), (4, 1), (6, 2)]));
}

#[test]
fn clashes_in_rows_columns_and_boxes() {
    check(
        &format!("55{}", ".".repeat(79)),
        Expect::Clash(&[(1, 1), (1, 2)]),
    );
    check(
        &format!("5{}5{}", ".".repeat(8), ".".repeat(71)),
        Expect::Clash(&[(1, 1), (2, 1)]),
    );
    check(
        &format!("5{}5{}", ".".repeat(9), ".".repeat(70)),
        Expect::Clash(&[(1, 1), (2, 2)]),
    );
    // Three of a kind in one row: all three are marked.
    check(
        &format!("7...7...7{}", ".".repeat(72)),
        Expect::Clash(&[(1, 1), (1, 5), (1, 9)]),
    );
}

#[test]
fn no_solution_without_a_clash() {
    // Row 1 holds 1-8 in columns 1-8, and r3c9 holds a 9: the cell r1c9 has no
    // candidate, though no two givens clash.
    let puzzle = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54));
    check(&puzzle, Expect::NoSolution);
    // Each empty cell keeps candidates, but box 1 has no place left for a 1: the 1s of rows 1 and 2
    // and of columns 2 and 3 cover it, and its last cell (r3c1) holds a 2.
    let puzzle = "...1.....\
                  ......1..\
                  2........\
                  .1.......\
                  .........\
                  .........\
                  ..1......\
                  .........\
                  .........";
    let board: Board = puzzle.parse().unwrap();
    let box_1_has_room_for_1 = (0..3)
        .flat_map(|r| (0..3).map(move |c| Cell::at(r, c).unwrap()))
        .filter(|&cell| board.get(cell).is_none())
        .any(|cell| board.candidates(cell).contains(Digit::new(1).unwrap()));
    assert!(!box_1_has_room_for_1);
    assert!(Cell::all().all(|cell| !board.candidates(cell).is_empty()));
    check(puzzle, Expect::NoSolution);
}

#[test]
fn empty_and_nearly_empty_boards_have_many_solutions() {
    check(&".".repeat(81), Expect::Multiple);
    check(&format!("{}1", ".".repeat(80)), Expect::Multiple);
    assert_eq!(Board::EMPTY.count_solutions(50), 50);
    let found = Board::EMPTY.solutions(20).found;
    for (i, a) in found.iter().enumerate() {
        assert!(
            found[i + 1..].iter().all(|b| a != b),
            "solutions must differ"
        );
    }
}

#[test]
fn solution_limits_are_exact() {
    // Norvig's hard1 has many solutions: any limit is reached, never passed.
    let hard1 = read_corpus("norvig_hard1")[0].1;
    for limit in [0, 1, 2, 7, 100] {
        let found = hard1.solutions(limit).found;
        assert_eq!(found.len(), limit);
        assert!(found.iter().all(|s| solves(&s.board(), &hard1)));
    }
    // A proper puzzle stops at its one solution whatever the limit.
    let inkala = read_corpus("inkala_2012")[0].1;
    assert_eq!(inkala.count_solutions(1000), 1);
}

/// A small deterministic generator (xorshift), so the test needs no dependency and always sees the
/// same boards.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_boards_agree_with_the_reference() {
    let mut rng = Rng(0x5eed_2614_cff1);
    let solution: Board = INKALA_SOLVED.parse().unwrap();
    for round in 0..400 {
        // Keep a random subset of a solution's digits; every fourth board gets one digit changed,
        // which may clash, leave no solution or keep several.
        let keep = 22 + rng.below(40);
        let mut board = Board::EMPTY;
        for _ in 0..keep {
            let cell = Cell::new(rng.below(81)).unwrap();
            board.set(cell, solution.get(cell));
        }
        if round % 4 == 0 {
            let cell = Cell::new(rng.below(81)).unwrap();
            board.set(cell, Digit::new(1 + rng.below(9) as u8));
        }
        let expected = reference::solutions(&board, 2);
        let analysis = board.solve();
        let found: Vec<Board> = match analysis.outcome {
            Outcome::Unique(s) => vec![s.board()],
            Outcome::Multiple(a, b) => vec![a.board(), b.board()],
            Outcome::NoSolution => vec![],
            Outcome::Clash(cells) => {
                assert_eq!(cells, board.clashes());
                assert!(!cells.is_empty());
                vec![]
            }
            other => panic!("an outcome this test does not know: {other:?}"),
        };
        assert_eq!(found.len(), expected.len(), "{board}");
        assert!(found.iter().all(|s| solves(s, &board)), "{board}");
        if expected.len() == 1 {
            assert_eq!(found, expected, "{board}");
        }
    }
}

#[test]
fn random_noise_never_panics() {
    // Boards of random digits anywhere: mostly clashing, some not. Each gets an answer.
    let mut rng = Rng(0xdead_beef_1234);
    for _ in 0..2000 {
        let mut board = Board::EMPTY;
        for _ in 0..rng.below(30) {
            let cell = Cell::new(rng.below(81)).unwrap();
            board.set(cell, Digit::new(1 + rng.below(9) as u8));
        }
        match board.solve().outcome {
            Outcome::Clash(cells) => assert!(!cells.is_empty() && cells == board.clashes()),
            Outcome::Unique(s) => assert!(solves(&s.board(), &board)),
            Outcome::Multiple(a, b) => {
                assert!(a != b && solves(&a.board(), &board) && solves(&b.board(), &board))
            }
            Outcome::NoSolution => assert!(board.clashes().is_empty()),
            other => panic!("an outcome this test does not know: {other:?}"),
        }
    }
}
