//! The generator: its random source is SplitMix64 exactly, symmetries map the board onto itself,
//! and every puzzle it makes has one solution, no removable orbit of givens under its symmetry
//! (no removable given at all with none), the symmetry and the level
//! asked for, the same for the same seed.

use sudoku_solver::generate::{
    Generator, Request, Rng, Symmetry, dig, generate, is_minimal, random_grid,
};
use sudoku_solver::logic::{Level, se::SePath};
use sudoku_solver::{Board, Cell};
use sudoku_testkit::GENERATED_EASY_2026;

use crate::solves;

#[test]
fn the_random_source_is_splitmix64() {
    // The first outputs of Vigna's reference splitmix64.c from state 0.
    let mut rng = Rng::new(0);
    assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
    assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    assert_eq!(Rng::new(9).next_u64(), Rng::new(9).next_u64());
    assert_ne!(Rng::for_item(9, 0), Rng::for_item(9, 1));
}

#[test]
fn below_is_in_range_and_even() {
    let mut rng = Rng::new(1);
    let mut counts = [0u32; 9];
    for _ in 0..90_000 {
        counts[rng.below(9) as usize] += 1;
    }
    // 10,000 expected each; the standard deviation is about 95.
    assert!(
        counts.iter().all(|&c| (9_500..10_500).contains(&c)),
        "{counts:?}"
    );
    let mut items: Vec<u32> = (0..50).collect();
    rng.shuffle(&mut items);
    assert_ne!(items, (0..50).collect::<Vec<_>>());
    items.sort_unstable();
    assert_eq!(
        items,
        (0..50).collect::<Vec<_>>(),
        "a shuffle is a permutation"
    );
}

#[test]
fn symmetries_map_the_board_onto_itself() {
    let centre = Cell::at(4, 4).unwrap();
    let corner = Cell::at(0, 0).unwrap();
    for symmetry in Symmetry::ALL {
        let images: std::collections::HashSet<Cell> =
            Cell::all().map(|c| symmetry.image(c)).collect();
        assert_eq!(images.len(), 81, "{symmetry}: one to one");
        for cell in Cell::all() {
            let orbit = symmetry.orbit(cell);
            assert!(orbit.contains(cell) && orbit.contains(symmetry.image(cell)));
            assert!([1, 2, 4].contains(&orbit.len()), "{symmetry} {cell}");
        }
        assert_eq!(symmetry.to_string().parse(), Ok(symmetry));
        assert!(symmetry.holds(&Board::EMPTY));
    }
    assert_eq!(Symmetry::Rotate90.orbit(corner).len(), 4);
    assert_eq!(Symmetry::Rotate90.orbit(centre).len(), 1);
    assert_eq!(Symmetry::Mirror.orbit(Cell::at(3, 4).unwrap()).len(), 1);
    assert_eq!(Symmetry::Diagonal.orbit(Cell::at(2, 2).unwrap()).len(), 1);
    let one = Board::EMPTY.with(corner, sudoku_solver::Digit::new(5));
    assert!(Symmetry::None.holds(&one) && !Symmetry::Rotate180.holds(&one));
    assert!("spiral".parse::<Symmetry>().is_err());
}

#[test]
fn random_grids_are_valid_and_differ() {
    let grids: Vec<Board> = (0..50)
        .map(|seed| random_grid(&mut Rng::new(seed)).board())
        .collect();
    for grid in &grids {
        assert!(grid.is_full() && grid.clashes().is_empty());
    }
    let distinct: std::collections::HashSet<String> = grids.iter().map(Board::to_string).collect();
    assert_eq!(distinct.len(), grids.len());
    assert_eq!(random_grid(&mut Rng::new(3)), random_grid(&mut Rng::new(3)));
}

#[test]
fn digging_leaves_a_minimal_symmetric_puzzle_of_the_same_solution() {
    for symmetry in Symmetry::ALL {
        for seed in 0..6 {
            let mut rng = Rng::new(seed);
            let solution = random_grid(&mut rng);
            let puzzle = dig(&solution.board(), symmetry, &mut rng);
            assert!(solves(&solution.board(), &puzzle), "{symmetry} {seed}");
            assert!(is_minimal(&puzzle, symmetry), "{symmetry} {seed}: {puzzle}");
            assert!(symmetry.holds(&puzzle), "{symmetry} {seed}: {puzzle}");
            assert!((17..40).contains(&puzzle.given_count()), "{puzzle}");
        }
    }
    // A full grid is not minimal; a puzzle with one given more than needed is not either.
    let solution = random_grid(&mut Rng::new(0));
    assert!(!is_minimal(&solution.board(), Symmetry::None));
}

/// What the README promises, exactly: minimal under the symmetry asked for (no orbit of givens can
/// go), which with a symmetry is not minimal given by given; with `Symmetry::None` it is.
#[test]
fn minimal_means_under_the_symmetry_asked_for() {
    // A Hard puzzle of 180-degree symmetry (issue 46): no pair can go, but r2c5 alone can.
    let symmetric: Board =
        "8..672....2.14.....45......1...8.92.4.......5.63.5...4......27.....61.5....728..6"
            .parse()
            .unwrap();
    assert!(Symmetry::Rotate180.holds(&symmetric));
    assert!(is_minimal(&symmetric, Symmetry::Rotate180));
    assert!(!is_minimal(&symmetric, Symmetry::None));
    let r2c5 = Cell::at(1, 4).unwrap();
    assert!(symmetric.get(r2c5).is_some());
    let mut less = symmetric;
    less.set(r2c5, None);
    assert_eq!(less.count_solutions(2), 1, "unique without r2c5's given");
    // Without a symmetry, every given the generator leaves is needed.
    for seed in 0..4 {
        let made = generate(
            Request {
                level: Level::Easy,
                symmetry: Symmetry::None,
            },
            seed,
        );
        for cell in Cell::all().filter(|&c| made.puzzle.get(c).is_some()) {
            let mut less = made.puzzle;
            less.set(cell, None);
            assert!(
                less.count_solutions(2) > 1,
                "{seed}: {cell:?} could go from {}",
                made.puzzle
            );
        }
    }
}

#[test]
fn every_level_is_made_as_asked() {
    for level in Level::ALL {
        for symmetry in [Symmetry::Rotate180, Symmetry::None, Symmetry::Rotate90] {
            for seed in 0..3 {
                let made = generate(Request { level, symmetry }, seed);
                assert_eq!(
                    SePath::of(&made.puzzle).unwrap().level(),
                    level,
                    "{level} {symmetry} {seed}"
                );
                assert!(is_minimal(&made.puzzle, symmetry), "{}", made.puzzle);
                assert!(symmetry.holds(&made.puzzle), "{}", made.puzzle);
                assert!(solves(&made.solution.board(), &made.puzzle));
                assert!(made.tries >= 1);
            }
        }
    }
}

#[test]
fn a_seed_gives_the_same_puzzle_every_time_and_everywhere() {
    let request = Request {
        level: Level::Easy,
        symmetry: Symmetry::Rotate180,
    };
    // The browser test (tests/web.rs) expects this very puzzle from the wasm build.
    assert_eq!(
        generate(request, 2026).puzzle.to_string(),
        GENERATED_EASY_2026
    );
    let hard = Request {
        level: Level::Hard,
        symmetry: Symmetry::Mirror,
    };
    assert_eq!(generate(hard, 5), generate(hard, 5));
    assert_ne!(generate(hard, 5).puzzle, generate(hard, 6).puzzle);
}

#[test]
fn the_climbing_search_also_reaches_each_level() {
    for level in [Level::Medium, Level::Hard] {
        let request = Request {
            level,
            symmetry: Symmetry::Rotate180,
        };
        let mut generator = Generator::new(request, 11).climbing(6);
        let made = loop {
            if let Some(made) = generator.step() {
                break made;
            }
        };
        assert_eq!(SePath::of(&made.puzzle).unwrap().level(), level);
        assert!(is_minimal(&made.puzzle, Symmetry::Rotate180));
        assert_eq!(made.tries, generator.tries());
    }
}
