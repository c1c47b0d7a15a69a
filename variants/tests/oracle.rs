//! The search against a plain oracle: every 4x4 grid of the rules' houses (288 Sudoku grids, or
//! 576 Latin squares without boxes) judged by the checker (`check::broken`), on puzzles made from
//! one such grid's own cage and little-killer totals, sandwiches, thermometers, arrows and dots (so they
//! have a solution), with a few givens, and now and then a total off by one (so perhaps none).
//! What the search says (none, the one, two) must be what the oracle counts.

use sudoku_variants::check::broken;
use sudoku_variants::{Constraint, Dot, Outcome, Puzzle, Shape, Solver, sandwich};

/// A small seeded generator (a linear congruential one; the test needs no more).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Every grid whose houses (of `houses`) hold each digit once, filled cell by cell.
fn grids(houses: &[Vec<usize>], cells: usize, size: u8) -> Vec<Vec<u8>> {
    fn fill(i: usize, grid: &mut Vec<u8>, houses: &[Vec<usize>], size: u8, out: &mut Vec<Vec<u8>>) {
        if i == grid.len() {
            out.push(grid.clone());
            return;
        }
        for d in 1..=size {
            let clash = (houses.iter().filter(|h| h.contains(&i)))
                .any(|h| h.iter().any(|&c| c < i && grid[c] == d));
            if !clash {
                grid[i] = d;
                fill(i + 1, grid, houses, size, out);
            }
        }
        grid[i] = 0;
    }
    let mut out = Vec::new();
    fill(0, &mut vec![0; cells], houses, size, &mut out);
    out
}

/// A clue of `grid` (a cage, a little killer, a sandwich, a thermometer or a dot), its total
/// off by one when `off`.
fn clue(rng: &mut Rng, shape: Shape, grid: &[u8], off: bool) -> Option<Constraint> {
    let n = shape.digits();
    let cell = |r: usize, c: usize| shape.cell(r, c);
    let bump = |total: u32| if off { total + 1 } else { total };
    let sum = |cells: &[usize]| cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>();
    let (r, c) = (rng.below(n), rng.below(n));
    Some(match rng.below(6) {
        0 => {
            // A cage of two or three cells along a row or a column from (r, c).
            let len = 2 + rng.below(2);
            let across = rng.below(2) == 0;
            let cells: Vec<usize> = (0..len)
                .map(|i| if across { (r, c + i) } else { (r + i, c) })
                .filter(|&(r, c)| r < n && c < n)
                .map(|(r, c)| cell(r, c))
                .collect();
            (cells.len() >= 2).then_some(())?;
            Constraint::Cage {
                sum: Some(bump(sum(&cells))),
                cells,
            }
        }
        1 => {
            // A little killer down and to the right from the top row or the left column.
            let (r, c) = if rng.below(2) == 0 { (0, c) } else { (r, 0) };
            let cells: Vec<usize> = (0..n)
                .map(|i| (r + i, c + i))
                .take_while(|&(r, c)| r < n && c < n)
                .map(|(r, c)| cell(r, c))
                .collect();
            (cells.len() >= 2).then_some(())?;
            Constraint::LittleKiller {
                sum: bump(sum(&cells)),
                cells,
            }
        }
        2 => {
            let line: Vec<usize> = match rng.below(2) {
                0 => (0..n).map(|c| cell(r, c)).collect(),
                _ => (0..n).map(|r| cell(r, c)).collect(),
            };
            let digits: Vec<u32> = line.iter().map(|&c| u32::from(grid[c])).collect();
            Constraint::Sandwich {
                sum: bump(sandwich(&digits, n as u32)?),
                line,
            }
        }
        3 => {
            // A thermometer: cells of the grid in increasing order, two or three, anywhere.
            let mut cells: Vec<usize> = (0..2 + rng.below(2)).map(|_| rng.below(n * n)).collect();
            cells.sort_by_key(|&c| grid[c]);
            cells.dedup_by_key(|c| grid[*c]);
            (cells.len() >= 2).then_some(())?;
            Constraint::Thermo(cells)
        }
        4 => {
            // An arrow: one or two other cells whose digits (repeats allowed) make the circle's.
            let circle = cell(r, c);
            let line: Vec<usize> = (0..1 + rng.below(2))
                .map(|_| rng.below(n * n))
                .filter(|&l| l != circle)
                .collect();
            let mut line = line;
            line.dedup();
            (!line.is_empty() && sum(&line) == u32::from(grid[circle])).then_some(())?;
            Constraint::Arrow { circle, line }
        }
        _ => {
            // The dot two cells side by side carry, if any.
            let (a, b) = (
                cell(r, c),
                if c + 1 < n {
                    cell(r, c + 1)
                } else {
                    cell(r, c - 1)
                },
            );
            let kind = [Dot::White, Dot::Black, Dot::V, Dot::X]
                .into_iter()
                .find(|k| k.allows(u32::from(grid[a]), u32::from(grid[b])))?;
            Constraint::Dot {
                kind,
                cells: [a, b],
            }
        }
    })
}

#[test]
fn the_search_counts_as_the_oracle_does_on_every_kind_of_4x4() {
    let shape = Shape::square(4).unwrap();
    let mut rng = Rng(2026);
    let (mut seen, mut none, mut one, mut more) = (0, 0, 0, 0);
    for boxes in [true, false] {
        let houses = match boxes {
            true => shape.houses(),
            false => shape.without_boxes().houses(),
        };
        let all = grids(&houses, shape.cells(), 4);
        assert_eq!(all.len(), if boxes { 288 } else { 576 });
        for _ in 0..1500 {
            let grid = &all[rng.below(all.len())];
            let mut puzzle = Puzzle::empty(shape);
            if !boxes {
                puzzle.constraints.push(Constraint::NoBoxes);
            }
            for _ in 0..1 + rng.below(5) {
                let off = rng.below(8) == 0;
                puzzle.constraints.extend(clue(&mut rng, shape, grid, off));
            }
            for _ in 0..rng.below(4) {
                let c = rng.below(shape.cells());
                puzzle.givens[c] = Some(grid[c]);
            }
            let fits = |g: &&Vec<u8>| {
                (puzzle.givens.iter().zip(g.iter())).all(|(given, &d)| given.is_none_or(|x| x == d))
                    && broken(&puzzle, g).is_empty()
            };
            let oracle: Vec<&Vec<u8>> = all.iter().filter(fits).collect();
            let outcome = Solver::new(&puzzle).solve(100_000).outcome;
            match (oracle.len(), &outcome) {
                (0, Outcome::None) => none += 1,
                (1, Outcome::Unique(g)) if g == oracle[0] => one += 1,
                (2.., Outcome::Multiple(a, b))
                    if a != b && oracle.contains(&a) && oracle.contains(&b) =>
                {
                    more += 1
                }
                (count, _) => {
                    panic!("{puzzle:?}: the oracle counts {count}, the search says {outcome:?}")
                }
            }
            seen += 1;
        }
    }
    // Every answer was checked; each kind of answer came up (2026-11-27: 330 none, 319 one,
    // 2,351 two or more).
    assert_eq!(seen, 3000);
    assert!(none > 20 && one > 20 && more > 20, "{none} {one} {more}");
}
