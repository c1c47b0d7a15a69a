//! Our solver against the `sudoku` crate (a Rust port of JCZSolve), on the same puzzles, in the same
//! process run: natively (`src/main.rs`) and compiled to wasm in a browser (`src/wasm.rs`).
//!
//! Both solvers are checked before they are timed: every solution is validated against its givens
//! and the rules, and the two must agree on every puzzle's number of solutions (and on the solution
//! when it is unique), so a fast wrong answer cannot win. Timing alternates the two solvers round by
//! round and keeps each one's best round, so a burst of load on the machine hurts neither more.

use std::fmt::Write as _;
use std::hint::black_box;

use sudoku::Sudoku;
use sudoku_solver::{Board, Outcome, Solution};

/// The corpora `make bench` reads from `../shared/puzzles/`, in the order of the tables.
pub const CORPORA: [&str; 6] = [
    "puzzles1_unbiased_first1000",
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

/// One puzzle file, parsed once for each solver.
pub struct Corpus {
    /// The file's name.
    pub name: String,
    ours: Vec<Board>,
    peer: Vec<Sudoku>,
}

impl Corpus {
    /// Reads a puzzle file: one 81-character puzzle a line, `#` comments and blank lines skipped.
    /// `limit` keeps only the first puzzles (for a quick run).
    pub fn parse(name: &str, text: &str, limit: Option<usize>) -> Result<Corpus, String> {
        let mut corpus = Corpus {
            name: name.to_string(),
            ours: Vec::new(),
            peer: Vec::new(),
        };
        let lines = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
            .take(limit.unwrap_or(usize::MAX));
        for (index, line) in lines {
            let line = line.trim();
            let ours = line
                .parse()
                .map_err(|e| format!("{name}:{}: {e}", index + 1))?;
            let peer = Sudoku::from_str_line(line)
                .map_err(|e| format!("{name}:{}: the peer cannot read it: {e:?}", index + 1))?;
            corpus.ours.push(ours);
            corpus.peer.push(peer);
        }
        if corpus.ours.is_empty() {
            return Err(format!("{name}: no puzzles"));
        }
        Ok(corpus)
    }

    /// Our solver's boards.
    pub fn puzzles(&self) -> &[Board] {
        &self.ours
    }

    /// How many puzzles the corpus holds.
    pub fn len(&self) -> usize {
        self.ours.len()
    }

    /// Whether the corpus is empty (never, once parsed).
    pub fn is_empty(&self) -> bool {
        self.ours.is_empty()
    }
}

/// What is timed: the first solution found, or the proof that there is exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Stop at the first solution (`Board::first_solution`, `Sudoku::some_solution`).
    First,
    /// Look for a second solution (`Board::solve`, `Sudoku::solution`).
    Unique,
}

impl Mode {
    /// The mode's name in the tables.
    pub fn name(self) -> &'static str {
        match self {
            Mode::First => "first",
            Mode::Unique => "unique",
        }
    }
}

/// How many puzzles of a corpus have one, several or no solution, as both solvers agree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Proper puzzles.
    pub unique: usize,
    /// Puzzles with two solutions or more.
    pub multiple: usize,
    /// Puzzles with none (clashing givens included).
    pub none: usize,
}

/// Checks both solvers on every puzzle of `corpus`, in both modes. The error names the first
/// puzzle where a solution is invalid or the solvers disagree.
pub fn verify(corpus: &Corpus) -> Result<Census, String> {
    let mut census = Census::default();
    for (index, (&ours, &peer)) in corpus.ours.iter().zip(&corpus.peer).enumerate() {
        let fail = |what: &str| format!("{} puzzle {}: {what}\n  {ours}", corpus.name, index + 1);
        let peer_count = peer.solutions_count_up_to(2);
        let peer_unique = peer.solution();
        match ours.solve().outcome {
            Outcome::Unique(solution) => {
                census.unique += 1;
                check_solution(&ours, &solution).map_err(|e| fail(&e))?;
                let Some(peer_solution) = peer_unique else {
                    return Err(fail(&format!("ours: unique; peer: {peer_count} solutions")));
                };
                if peer_solution.to_str_line().to_string() != solution.to_string() {
                    return Err(fail("the two unique solutions differ"));
                }
            }
            Outcome::Multiple(a, b) => {
                census.multiple += 1;
                check_solution(&ours, &a).map_err(|e| fail(&e))?;
                check_solution(&ours, &b).map_err(|e| fail(&e))?;
                if a == b {
                    return Err(fail("the two solutions of Multiple are the same grid"));
                }
                if peer_count != 2 {
                    return Err(fail(&format!(
                        "ours: multiple; peer: {peer_count} solutions"
                    )));
                }
            }
            Outcome::NoSolution | Outcome::Clash(_) => {
                census.none += 1;
                if peer_count != 0 {
                    return Err(fail(&format!("ours: none; peer: {peer_count} solutions")));
                }
            }
            other => {
                return Err(fail(&format!(
                    "an outcome this check does not know: {other:?}"
                )));
            }
        }
        match (ours.first_solution(), peer.some_solution()) {
            (Some(solution), Some(peer_solution)) => {
                check_solution(&ours, &solution).map_err(|e| fail(&format!("first: {e}")))?;
                let peer_board: Board = peer_solution
                    .to_str_line()
                    .parse()
                    .map_err(|e| fail(&format!("the peer's solution does not read back: {e}")))?;
                check_grid(&ours, &peer_board).map_err(|e| fail(&format!("peer's first: {e}")))?;
            }
            (None, None) => {}
            (ours_first, peer_first) => {
                return Err(fail(&format!(
                    "first: ours found {}, the peer {}",
                    ours_first.is_some(),
                    peer_first.is_some()
                )));
            }
        }
    }
    Ok(census)
}

fn check_solution(givens: &Board, solution: &Solution) -> Result<(), String> {
    check_grid(givens, &solution.board())
}

/// A solution must be full, break no rule, and keep every given.
fn check_grid(givens: &Board, grid: &Board) -> Result<(), String> {
    if !grid.is_full() || !grid.clashes().is_empty() {
        return Err(format!("invalid grid {grid}"));
    }
    let kept = givens
        .cells()
        .iter()
        .zip(grid.cells())
        .all(|(given, digit)| given.is_none() || given == digit);
    if !kept {
        return Err(format!("the grid {grid} changes a given"));
    }
    Ok(())
}

/// Solves every puzzle once with our solver; returns a value that depends on every answer, so the
/// work cannot be optimised away.
fn run_ours(corpus: &Corpus, mode: Mode) -> usize {
    let mut found = 0;
    for board in &corpus.ours {
        found += match mode {
            Mode::First => usize::from(black_box(board).first_solution().is_some()),
            Mode::Unique => usize::from(matches!(
                black_box(board).solve().outcome,
                Outcome::Unique(_)
            )),
        };
    }
    found
}

/// The same with the peer.
fn run_peer(corpus: &Corpus, mode: Mode) -> usize {
    let mut found = 0;
    for &sudoku in &corpus.peer {
        found += match mode {
            Mode::First => usize::from(black_box(sudoku).some_solution().is_some()),
            Mode::Unique => usize::from(black_box(sudoku).solution().is_some()),
        };
    }
    found
}

/// One line of the table: a corpus in a mode, the best round of each solver in seconds.
#[derive(Clone, Debug)]
pub struct Row {
    /// The corpus's file name.
    pub corpus: String,
    /// What was timed.
    pub mode: Mode,
    /// How many puzzles one round solves.
    pub puzzles: usize,
    /// Our best round, in seconds.
    pub ours: f64,
    /// The peer's best round, in seconds.
    pub peer: f64,
}

impl Row {
    /// Our speed over the peer's: above 1 means ours is faster.
    pub fn ratio(&self) -> f64 {
        self.peer / self.ours
    }
}

/// The shortest round of [`time`], in seconds.
const ROUND_LEAST: f64 = 0.05;

/// The shortest untimed warm-up of [`time`], both solvers together, in seconds.
const WARM_UP_LEAST: f64 = 0.2;

/// Times both solvers on `corpus` in `mode`: `rounds` alternating rounds, best of each kept (a
/// round repeats the corpus until it lasts `ROUND_LEAST`; the time is a pass's).
/// `now` is a clock in seconds (the caller's: `Instant` natively, `performance.now()` in a page).
pub fn time(corpus: &Corpus, mode: Mode, rounds: usize, now: &dyn Fn() -> f64) -> Row {
    // Untimed passes over a slice first, for at least `WARM_UP_LEAST`: a browser compiles wasm
    // in tiers, and a cold start would count against whichever solver happens to run first (one
    // pass was not enough: the page's first row, unbiased's 1000 easy puzzles, read 2.95 and
    // 3.05 µs a puzzle for the two solvers, 1.94 and 2.04 when timed again later in the page).
    let warm_up = Corpus {
        name: corpus.name.clone(),
        ours: corpus.ours[..corpus.len().min(1000)].to_vec(),
        peer: corpus.peer[..corpus.len().min(1000)].to_vec(),
    };
    let start = now();
    while now() - start < WARM_UP_LEAST {
        black_box((run_ours(&warm_up, mode), run_peer(&warm_up, mode)));
    }
    // A round passes over the corpus as many times as make it last at least `ROUND_LEAST`: a
    // page's clock ticks in 0.1 ms, and a pass over a small, easy corpus takes 2 ms.
    let start = now();
    black_box(run_peer(corpus, mode));
    let passes = (ROUND_LEAST / (now() - start).max(1e-6))
        .ceil()
        .clamp(1.0, 1000.0) as usize;
    let (mut ours, mut peer) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..rounds.max(1) {
        let start = now();
        for _ in 0..passes {
            black_box(run_ours(corpus, mode));
        }
        let middle = now();
        for _ in 0..passes {
            black_box(run_peer(corpus, mode));
        }
        let end = now();
        ours = ours.min((middle - start) / passes as f64);
        peer = peer.min((end - middle) / passes as f64);
    }
    Row {
        corpus: corpus.name.clone(),
        mode,
        puzzles: corpus.len(),
        ours,
        peer,
    }
}

/// The table as Markdown: puzzles/s and µs/puzzle for each solver, and the ratio.
pub fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "| corpus | mode | puzzles | ours (puzzles/s) | peer (puzzles/s) | ours (µs/puzzle) | peer (µs/puzzle) | ours/peer speed |\n\
         |---|---|---:|---:|---:|---:|---:|---:|\n",
    );
    for row in rows {
        let n = row.puzzles as f64;
        let _ = writeln!(
            out,
            "| {} | {} | {} | {:.0} | {:.0} | {:.2} | {:.2} | {:.2} |",
            row.corpus,
            row.mode.name(),
            row.puzzles,
            n / row.ours,
            n / row.peer,
            row.ours * 1e6 / n,
            row.peer * 1e6 / n,
            row.ratio()
        );
    }
    out
}

pub mod engines;
pub mod generate;
pub mod variants;
#[cfg(target_arch = "wasm32")]
mod wasm;
