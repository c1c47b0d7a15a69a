//! `sudoku solve`: streams puzzles through the solver on every core, answers in input order.

use std::io::{self, Write};

use sudoku_solver::{Algorithm, Board, Counts, Outcome, Solution};

use crate::args::Options;
use crate::input::{Line, Source, each_source};
use crate::parallel;
use crate::progress::Progress;
use crate::variant::{self, Parsed};

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
    /// A variant puzzle's answer: its status word and its grid written out (or `-`), and the
    /// branches its search tried.
    Variant(&'static str, Vec<u8>, u64),
}

/// The answer for one line, and what the search did: up to its first solution, and in all.
struct Answer {
    found: Found,
    first: Option<Counts>,
    all: Counts,
}

impl Answer {
    fn of(line: &Line, ask: Ask) -> Answer {
        match variant::parse(&line.text) {
            Ok(Parsed::Classic(board)) => Answer::classic(board, ask),
            Ok(Parsed::Variant(puzzle)) => {
                let (word, grid, branches) = variant::solve(&puzzle, ask.first, variant::BRANCHES);
                Answer {
                    found: Found::Variant(word, grid, branches),
                    first: None,
                    all: Counts::default(),
                }
            }
            Err(reason) => Answer::invalid(reason),
        }
    }

    fn invalid(reason: String) -> Answer {
        Answer {
            found: Found::Invalid(reason),
            first: None,
            all: Counts::default(),
        }
    }

    fn classic(board: Board, ask: Ask) -> Answer {
        if ask.first {
            let (solution, counts) = board.first_solution_with(ask.algorithm);
            return Answer {
                found: solution.map_or(Found::None, Found::Solved),
                first: solution.map(|_| counts),
                all: counts,
            };
        }
        // Without counts to print, the solver's own choice of search (the triad search for the
        // hard puzzles); with them, the band search, whose counts the tutorials' are. A board
        // with several solutions gets the same solution printed either way.
        let (outcome, first, all) = if ask.counts || ask.algorithm != Algorithm::Fast {
            let report = board.solve_with(ask.algorithm);
            (report.outcome, report.first, report.counts)
        } else {
            (board.solve().outcome, None, Counts::default())
        };
        Answer {
            found: match outcome {
                Outcome::Unique(solution) => Found::Unique(solution),
                Outcome::Multiple(solution, _) => Found::Multiple(solution),
                // No solution, clashing givens, or an outcome a later solver adds: none to print.
                _ => Found::None,
            },
            first,
            all,
        }
    }

    fn write(&self, out: &mut impl Write, counts: bool) -> io::Result<()> {
        // Bytes, not formatting: on the easy corpora writing costs as much as solving.
        let (word, solution): (&[u8], _) = match &self.found {
            Found::Unique(s) => (b"unique\t", Some(s)),
            Found::Multiple(s) => (b"multiple\t", Some(s)),
            Found::Solved(s) => (b"solved\t", Some(s)),
            Found::None => (b"none\t-", None),
            Found::Invalid(_) => (b"invalid\t-", None),
            Found::Variant(word, grid, branches) => {
                out.write_all(word.as_bytes())?;
                out.write_all(b"\t")?;
                out.write_all(grid)?;
                if counts {
                    write!(out, "\t-\tbranches={branches}")?;
                }
                return out.write_all(b"\n");
            }
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
fn write_counts(out: &mut impl Write, c: Counts) -> io::Result<()> {
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
    let mut progress = Progress::new(&source.name, source.size);
    let mut all_good = true;
    let mut batch = Vec::with_capacity(BATCH);
    let jobs = options.jobs();
    loop {
        batch.clear();
        let more = source.read_batch(&mut batch, BATCH)?;
        let ask = Ask {
            first: options.first,
            algorithm: options.algorithm,
            counts: options.counts,
        };
        for chunk in solve_batch(&batch, ask, jobs) {
            for (number, reason) in &chunk.invalid {
                progress.clear();
                eprintln!("{}:{number}: {reason}", source.name);
                all_good = false;
            }
            out.write_all(&chunk.out)?;
        }
        progress.show(source.consumed, batch.len());
        if !more {
            progress.clear();
            return Ok(all_good);
        }
    }
}

/// What a chunk of a batch gives: its output lines, and the invalid lines' numbers and reasons.
struct Written {
    out: Vec<u8>,
    invalid: Vec<(usize, String)>,
}

/// Solves a batch on `jobs` threads, each writing its chunks' lines itself (writing costs as
/// much as solving on the easy corpora, so it is done in parallel too); the chunks come back in
/// the batch's order.
fn solve_batch(batch: &[Line], ask: Ask, jobs: usize) -> Vec<Written> {
    parallel::map_chunks_in_order(batch.len(), jobs, CLAIM, |chunk| {
        let mut written = Written {
            // A line: a status word, 81 digits, and with counts two sets of four numbers.
            out: Vec::with_capacity(chunk.len() * if ask.counts { 200 } else { 92 }),
            invalid: Vec::new(),
        };
        for line in &batch[chunk] {
            let answer = Answer::of(line, ask);
            answer
                .write(&mut written.out, ask.counts)
                .expect("writing to memory never fails");
            if let Found::Invalid(reason) = answer.found {
                written.invalid.push((line.number, reason));
            }
        }
        written
    })
}
