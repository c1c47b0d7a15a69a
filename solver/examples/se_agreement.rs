//! Agreement with Sudoku Explainer: each puzzle of a file rated by SE (`PUZZLE ER` a line, as in
//! `../shared/puzzles/se_rated_diabolical_sample.txt`) rated by this engine's path
//! in SE's order (`SePath`), and the share with the same ER, within 0.1 and within 0.2; every
//! fifth puzzle is held out and reported apart, as the photo test does. With `--path PUZZLE...`, each
//! step of those puzzles' paths, rated. With `--each`, every
//! puzzle's two ratings and the engine's hardest technique.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example se_agreement -- ../shared/puzzles/se_rated_diabolical_sample.txt
//! ```

use std::collections::BTreeMap;

use sudoku_solver::Board;
use sudoku_solver::logic::se::SePath;

#[derive(Default)]
struct Tally {
    puzzles: usize,
    exact: usize,
    within_one: usize,
    within_two: usize,
}

impl Tally {
    fn line(&self, part: &str) -> String {
        let share = |n: usize| 100.0 * n as f64 / self.puzzles.max(1) as f64;
        format!(
            "{part}: {} puzzles; same ER {:.1}%, within 0.1 {:.1}%, within 0.2 {:.1}%",
            self.puzzles,
            share(self.exact),
            share(self.within_one),
            share(self.within_two)
        )
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let each = args.iter().any(|a| a == "--each");
    if args.first().is_some_and(|a| a == "--path") {
        for puzzle in &args[1..] {
            show_path(puzzle);
        }
        return;
    }
    let Some(file) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: se_agreement [--each] FILE | se_agreement --path PUZZLE...");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let (mut tuned, mut held) = (Tally::default(), Tally::default());
    // (SE's ER, ours) -> puzzles, over both parts.
    let mut pairs: BTreeMap<(u16, u16), usize> = BTreeMap::new();
    let start = std::time::Instant::now();
    let lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    for (i, line) in lines.enumerate() {
        let mut fields = line.split_whitespace();
        let (Some(puzzle), Some(er)) = (fields.next(), fields.next()) else {
            continue;
        };
        let se: u16 = er
            .split_once('.')
            .and_then(|(a, b)| Some(a.parse::<u16>().ok()? * 10 + b.parse::<u16>().ok()?))
            .unwrap_or_else(|| panic!("{file}: rating {er}"));
        let board: Board = puzzle.parse().unwrap_or_else(|e| panic!("{puzzle}: {e}"));
        let path = SePath::of(&board).unwrap_or_else(|e| panic!("{puzzle}: {e:?}"));
        let ours = path.rating().er.0;
        let tally = if i % 5 == 4 { &mut held } else { &mut tuned };
        let off = ours.abs_diff(se);
        tally.puzzles += 1;
        tally.exact += usize::from(off == 0);
        tally.within_one += usize::from(off <= 1);
        tally.within_two += usize::from(off <= 2);
        *pairs.entry((se, ours)).or_default() += 1;
        if each {
            println!(
                "{puzzle} SE {er} ours {} {:?}",
                path.rating().er,
                path.hardest()
            );
        }
    }
    println!("{}", tuned.line("tuned on"));
    println!("{}", held.line("held out"));
    println!(
        "time: {:.1} ms a puzzle (the whole path, one thread)",
        start.elapsed().as_secs_f64() * 1e3 / (tuned.puzzles + held.puzzles).max(1) as f64
    );
    println!("SE's ER -> ours (puzzles):");
    for ((se, ours), n) in pairs {
        println!(
            "  {}.{} -> {}.{}: {n}",
            se / 10,
            se % 10,
            ours / 10,
            ours % 10
        );
    }
}

/// Prints each step of `puzzle`'s SE path: its rating, technique and what it does.
fn show_path(puzzle: &str) {
    let board: Board = puzzle.parse().unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    let path = SePath::of(&board).unwrap_or_else(|e| panic!("{puzzle}: {e:?}"));
    println!("{puzzle}: {:?}", path.rating());
    for (i, step) in path.steps.iter().enumerate() {
        let list = |pairs: &[(sudoku_solver::Cell, sudoku_solver::Digit)], sign: &str| {
            pairs
                .iter()
                .map(|(c, d)| format!("r{}c{}{sign}{d}", c.row() + 1, c.col() + 1))
                .collect::<Vec<_>>()
                .join(" ")
        };
        println!(
            "{:3}. {} {} {}{}",
            i + 1,
            step.rating,
            step.technique,
            list(&step.placements, "="),
            list(&step.eliminations, "<>")
        );
    }
}
