//! `make bench-variants`: the variant search on each family file of the shared variant puzzles,
//! each puzzle proved unique (reading its rules in, then the search) and its answer checked
//! against the file, timed by the caller's clock (native: `Instant`; wasm: `performance.now()`).

use sudoku_variants::iss::parse;
use sudoku_variants::text::write_grid;
use sudoku_variants::{Outcome, Puzzle, Solver};

/// The family files, under `../shared/puzzles/variants/`: ISS's collections, then ours.
pub const FAMILIES: [&str; 16] = [
    "iss/killer.txt",
    "iss/jigsaw.txt",
    "iss/x-windoku-extra-regions.txt",
    "iss/anti-knight-king.txt",
    "iss/thermo-arrow.txt",
    "iss/kropki-xv-consecutive.txt",
    "iss/little-killer-sandwich.txt",
    "iss/sizes-6x6-16x16.txt",
    "generated/killer.txt",
    "generated/jigsaw.txt",
    "generated/x-windoku.txt",
    "generated/anti-knight-king.txt",
    "generated/thermo-arrow.txt",
    "generated/kropki-xv.txt",
    "generated/little-killer-sandwich.txt",
    "generated/sizes.txt",
];

/// The branches a puzzle may take before it is counted past the work limit: a tenth of the
/// command line's, so that the hardest killers (ISS needs 80,000 to 320,000 guesses on
/// MATHEMAGIC's) cost the benchmark minutes, not an hour.
pub const BRANCHES: u64 = 200_000;

/// One puzzle's time in milliseconds, proving uniqueness: the median of three batches of runs,
/// each batch long enough (1 ms) for a coarse clock (a browser's is 0.1 ms), and its outcome.
fn time_puzzle(puzzle: &Puzzle, now: &dyn Fn() -> f64) -> (Outcome, f64) {
    let mut batch = 1;
    let mut times = Vec::new();
    let mut outcome;
    loop {
        let start = now();
        outcome = Solver::new(puzzle).solve(BRANCHES).outcome;
        for _ in 1..batch {
            Solver::new(puzzle).solve(BRANCHES);
        }
        let each = (now() - start) / f64::from(batch);
        if matches!(outcome, Outcome::GaveUp(_)) {
            return (outcome, each);
        }
        if each * f64::from(batch) < 1.0 && batch < 64 {
            batch *= 2;
            continue;
        }
        times.push(each);
        if times.len() == 3 {
            times.sort_by(f64::total_cmp);
            return (outcome, times[1]);
        }
    }
}

/// One file's figures: the median and the worst of the per-puzzle times, in milliseconds.
pub fn bench_file(name: &str, text: &str, now: &dyn Fn() -> f64) -> Result<String, String> {
    let mut millis = Vec::new();
    let (mut unknown, mut unread) = (0, 0);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [title, constraints, solution] = fields[..] else {
            return Err(format!("{name}: a line without three fields"));
        };
        let Ok(puzzle) = parse(constraints) else {
            unread += 1;
            continue;
        };
        let (outcome, runs) = time_puzzle(&puzzle, now);
        match (outcome, solution) {
            (Outcome::Unique(grid), _) if write_grid(&grid, puzzle.shape) == solution => {}
            (Outcome::Multiple(..), "multiple") | (Outcome::None, "none") => {}
            (Outcome::GaveUp(_), _) => {
                unknown += 1;
                continue;
            }
            _ => return Err(format!("{name}: {title}: not the file's answer")),
        }
        millis.push(runs);
    }
    millis.sort_by(f64::total_cmp);
    let at = |i: usize| millis.get(i).copied().unwrap_or(0.0);
    let mut line = format!(
        "{name}: {} puzzles, median {:.2} ms, worst {:.2} ms a puzzle",
        millis.len(),
        at(millis.len() / 2),
        at(millis.len().saturating_sub(1))
    );
    if unknown > 0 {
        line += &format!("; {unknown} past {BRANCHES} branches");
    }
    if unread > 0 {
        line += &format!("; {unread} with rules not read yet");
    }
    Ok(line)
}
