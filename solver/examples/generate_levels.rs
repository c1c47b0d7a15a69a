//! How fast the generator reaches each level, and what plain digging gives: per level, N puzzles
//! (seeds 0..N), the median and 90th percentile time and tries.
//!
//! cargo run --profile speed -p sudoku-solver --example generate_levels -- [N] [SYMMETRY]

use std::time::Instant;

use sudoku_solver::generate::{Generator, Request, Rng, Symmetry, dig, random_grid};
use sudoku_solver::logic::{Level, se::SePath};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().map_or(20, |a| a.parse().expect("N"));
    let symmetry: Symmetry = args
        .next()
        .map_or(Symmetry::Rotate180, |a| a.parse().expect("symmetry"));

    // Plain digging: the level distribution of fresh minimal puzzles.
    let mut counts = [0usize; 5];
    let start = Instant::now();
    let digs = 200 * n.min(10);
    for seed in 0..digs {
        let mut rng = Rng::new(seed);
        let solution = random_grid(&mut rng);
        let puzzle = dig(&solution.board(), symmetry, &mut rng);
        let level = SePath::of(&puzzle).unwrap().level();
        counts[level as usize] += 1;
    }
    let each = start.elapsed().as_secs_f64() * 1e3 / digs as f64;
    println!("plain digging, {digs} puzzles ({symmetry}), {each:.2} ms each (grid, dig, rate):");
    for level in Level::ALL {
        println!(
            "  {level:<8} {:5.1}%",
            100.0 * counts[level as usize] as f64 / digs as f64
        );
    }

    for climb in [0, 6] {
        println!("\nclimbing {climb} steps from each grid ({n} puzzles a level)");
        println!("level     median ms   p90 ms   max ms   median tries   p90 tries");
        for level in Level::ALL {
            table_row(level, symmetry, climb, n);
        }
    }
}

fn table_row(level: Level, symmetry: Symmetry, climb: u32, n: u64) {
    let mut times = Vec::new();
    let mut tries = Vec::new();
    for seed in 0..n {
        let start = Instant::now();
        let mut generator = Generator::new(Request { level, symmetry }, seed).climbing(climb);
        let made = loop {
            if let Some(made) = generator.step() {
                break made;
            }
        };
        times.push(start.elapsed().as_secs_f64() * 1e3);
        tries.push(made.tries);
        assert_eq!(SePath::of(&made.puzzle).unwrap().level(), level);
    }
    times.sort_by(f64::total_cmp);
    tries.sort_unstable();
    let at = |q: f64| ((n as f64 - 1.0) * q).round() as usize;
    println!(
        "{:<8} {:>10.1} {:>8.1} {:>8.1} {:>14} {:>11}",
        level.to_string(),
        times[at(0.5)],
        times[at(0.9)],
        times[times.len() - 1],
        tries[at(0.5)],
        tries[at(0.9)]
    );
}
