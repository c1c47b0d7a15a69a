//! What one call of each package function costs natively, before any binding: µs per puzzle over a
//! corpus file (`cargo run --release -p sudoku-api --example per_call -- FILE`).

use std::time::Instant;

use sudoku_api as api;
use sudoku_words::Lang;

fn main() {
    let path = std::env::args().nth(1).expect("a puzzle file");
    let text = std::fs::read_to_string(&path).expect("readable");
    let lines: Vec<&str> = text.lines().filter(|l| api::is_puzzle_line(l)).collect();
    let time = |name: &str, f: &dyn Fn(&str)| {
        let start = Instant::now();
        for _ in 0..5 {
            lines.iter().for_each(|line| f(line));
        }
        let each = start.elapsed().as_secs_f64() * 1e6 / (5 * lines.len()) as f64;
        println!("{name}: {each:.2} µs");
    };
    time("parse", &|l| drop(api::parse(l, Lang::En)));
    time("count", &|l| drop(api::count(l, 2, Lang::En)));
    time("solve", &|l| drop(api::solve(l, "fast", false, Lang::En)));
    time("Board::solve", &|l| {
        drop(l.parse::<sudoku_solver::Board>().map(|b| b.solve()))
    });
}
