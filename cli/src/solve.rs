//! `sudoku solve`: streams puzzles through the solver on every core, answers in input order.

use std::io::{self, IsTerminal, Write};

use sudoku_solver::{Algorithm, Board, Counts, Outcome, Solution};

use crate::args::Options;
use crate::input::{Line, Source, each_source};
use crate::parallel;

/// Puzzles read, solved and written per round: bounds memory whatever the input's size, and is
/// large enough that starting the threads costs nothing next to the solving.
const BATCH: usize = 8192;
/// Puzzles a thread claims at a time: small, so a cluster of hard puzzles spreads over threads.
const CLAIM: usize = 32;

/// What is asked of each line.
#[derive(Clone, Copy)]
struct Ask {
    first: bool,
    algorithm: Algorithm,
    counts: bool,
}

/// The answer for one line.
enum Found {
    Unique(Solution),
    Multiple(Solution),
    Solved(Solution),
    None,
    Invalid(String),
}

/// The answer for one line, and what the search did: up to its first solution, and in all.
struct Answer {
    found: Found,
    first: Option<Counts>,
    all: Counts,
}

impl Answer {
    fn of(line: &Line, ask: Ask) -> Answer {
        let board: Board = match line.text.parse() {
            Ok(board) => board,
            Err(e) => {
                return Answer {
                    found: Found::Invalid(e.to_string()),
                    first: None,
                    all: Counts::default(),
                };
            }
        };
        if ask.first {
            let (solution, counts) = board.first_solution_with(ask.algorithm);
            return Answer {
                found: solution.map_or(Found::None, Found::Solved),
                first: solution.map(|_| counts),
                all: counts,
            };
        }
        let report = board.solve_with(ask.algorithm);
        Answer {
            found: match report.outcome {
                Outcome::Unique(solution) => Found::Unique(solution),
                Outcome::Multiple(solution, _) => Found::Multiple(solution),
                // No solution, clashing givens, or an outcome a later solver adds: none to print.
                _ => Found::None,
            },
            first: report.first,
            all: report.counts,
        }
    }

    fn write(&self, out: &mut dyn Write, counts: bool) -> io::Result<()> {
        // Bytes, not formatting: on the easy corpora writing costs as much as solving.
        let (word, solution): (&[u8], _) = match &self.found {
            Found::Unique(s) => (b"unique\t", Some(s)),
            Found::Multiple(s) => (b"multiple\t", Some(s)),
            Found::Solved(s) => (b"solved\t", Some(s)),
            Found::None => (b"none\t-", None),
            Found::Invalid(_) => (b"invalid\t-", None),
        };
        out.write_all(word)?;
        if let Some(solution) = solution {
            out.write_all(&solution.board().to_line_bytes())?;
        }
        if counts && !matches!(self.found, Found::Invalid(_)) {
            match self.first {
                Some(first) => write_counts(out, first)?,
                None => write!(out, "\t-")?,
            }
            write_counts(out, self.all)?;
        }
        out.write_all(b"\n")
    }
}

/// `<TAB>tries=N placements=N backtracks=N depth=N`.
fn write_counts(out: &mut dyn Write, c: Counts) -> io::Result<()> {
    write!(
        out,
        "\ttries={} placements={} backtracks={} depth={}",
        c.tries, c.placements, c.backtracks, c.max_depth
    )
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
        let ask = Ask {
            first: options.first,
            algorithm: options.algorithm,
            counts: options.counts,
        };
        let answers = solve_batch(&batch, ask, options.jobs.get());
        for (line, answer) in batch.iter().zip(&answers) {
            if let Found::Invalid(reason) = &answer.found {
                progress.clear();
                eprintln!("{}:{}: {reason}", source.name, line.number);
                all_good = false;
            }
            answer.write(out, ask.counts)?;
        }
        progress.show(source.consumed, batch.len());
        if !more {
            progress.clear();
            return Ok(all_good);
        }
    }
}

/// Solves a batch on `jobs` threads; the answers come back in the batch's order.
fn solve_batch(batch: &[Line], ask: Ask, jobs: usize) -> Vec<Answer> {
    parallel::map_in_order(batch.len(), jobs, CLAIM, |i| Answer::of(&batch[i], ask))
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
