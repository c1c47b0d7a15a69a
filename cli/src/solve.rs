//! `sudoku solve`: streams puzzles through the solver on every core, answers in input order.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};

use sudoku_solver::{Board, Outcome, Solution};

use crate::args::Options;
use crate::input::{Line, Source, each_source};

/// Puzzles read, solved and written per round: bounds memory whatever the input's size, and is
/// large enough that starting the threads costs nothing next to the solving.
const BATCH: usize = 8192;
/// Puzzles a thread claims at a time: small, so a cluster of hard puzzles spreads over threads.
const CLAIM: usize = 32;

/// The answer for one line.
enum Answer {
    Unique(Solution),
    Multiple(Solution),
    Solved(Solution),
    None,
    Invalid(String),
}

impl Answer {
    fn of(line: &Line, first: bool) -> Answer {
        let board: Board = match line.text.parse() {
            Ok(board) => board,
            Err(e) => return Answer::Invalid(e.to_string()),
        };
        if first {
            return board.first_solution().map_or(Answer::None, Answer::Solved);
        }
        match board.solve().outcome {
            Outcome::Unique(solution) => Answer::Unique(solution),
            Outcome::Multiple(solution, _) => Answer::Multiple(solution),
            Outcome::NoSolution | Outcome::Clash(_) => Answer::None,
        }
    }

    fn write(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Answer::Unique(s) => writeln!(out, "unique\t{s}"),
            Answer::Multiple(s) => writeln!(out, "multiple\t{s}"),
            Answer::Solved(s) => writeln!(out, "solved\t{s}"),
            Answer::None => writeln!(out, "none\t-"),
            Answer::Invalid(_) => writeln!(out, "invalid\t-"),
        }
    }
}

/// Runs `sudoku solve`. `Ok(false)` when some line was invalid or some file could not be read.
pub fn run(options: &Options) -> io::Result<bool> {
    each_source(&options.files, |source, out| {
        solve_source(source, options, out)
    })
}

fn solve_source(source: &mut Source, options: &Options, out: &mut dyn Write) -> io::Result<bool> {
    let mut progress = Progress::new(source);
    let mut all_good = true;
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        batch.clear();
        let more = source.read_batch(&mut batch, BATCH)?;
        let answers = solve_batch(&batch, options.first, options.jobs.get());
        for (line, answer) in batch.iter().zip(&answers) {
            if let Answer::Invalid(reason) = answer {
                progress.clear();
                eprintln!("{}:{}: {reason}", source.name, line.number);
                all_good = false;
            }
            answer.write(out)?;
        }
        progress.show(source.consumed, batch.len());
        if !more {
            progress.clear();
            return Ok(all_good);
        }
    }
}

/// Solves a batch on `jobs` threads; the answers come back in the batch's order.
fn solve_batch(batch: &[Line], first: bool, jobs: usize) -> Vec<Answer> {
    let jobs = jobs.min(batch.len().div_ceil(CLAIM)).max(1);
    if jobs == 1 {
        return batch.iter().map(|line| Answer::of(line, first)).collect();
    }
    let next = AtomicUsize::new(0);
    let mut parts: Vec<(usize, Vec<Answer>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let start = next.fetch_add(CLAIM, Ordering::Relaxed);
                        if start >= batch.len() {
                            return done;
                        }
                        let end = (start + CLAIM).min(batch.len());
                        let answers = batch[start..end].iter().map(|l| Answer::of(l, first));
                        done.push((start, answers.collect::<Vec<_>>()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a solver thread never panics"))
            .collect()
    });
    parts.sort_unstable_by_key(|&(start, _)| start);
    parts.into_iter().flat_map(|(_, answers)| answers).collect()
}

/// A progress bar on stderr, shown only when stderr is a terminal and the input is a file (so its
/// size is known).
struct Progress {
    size: Option<u64>,
    name: String,
    puzzles: usize,
}

impl Progress {
    fn new(source: &Source) -> Progress {
        let size = source
            .size
            .filter(|&size| size > 0 && io::stderr().is_terminal());
        Progress {
            size,
            name: source.name.clone(),
            puzzles: 0,
        }
    }

    fn show(&mut self, consumed: u64, solved: usize) {
        self.puzzles += solved;
        let Some(size) = self.size else { return };
        let fraction = (consumed as f64 / size as f64).min(1.0);
        let filled = (fraction * 30.0).round() as usize;
        eprint!(
            "\r{} [{}{}] {:3.0}% {} puzzles",
            self.name,
            "#".repeat(filled),
            "-".repeat(30 - filled),
            fraction * 100.0,
            self.puzzles
        );
    }

    fn clear(&self) {
        if self.size.is_some() {
            eprint!("\r\x1b[K");
        }
    }
}
