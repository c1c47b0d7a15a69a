//! The command line, read by hand: four subcommands and five options do not need a parser crate.

use std::num::NonZeroUsize;

use sudoku_solver::generate::Symmetry;
use sudoku_solver::logic::Level;
use sudoku_solver::{Algorithm, UnknownAlgorithm};
use sudoku_words::Lang;

/// What `--help` prints.
pub const USAGE: &str = "\
Usage:
  sudoku solve [--first] [--algorithm A] [--counts] [--jobs N] [FILE...]
      Solves puzzles, one a line (81 characters, '.' or '0' for an empty cell; '#' comments and
      blank lines are skipped), from each FILE or from standard input ('-' or no FILE). A variant
      puzzle (killer, jigsaw, thermometers..., 4x4 to 16x16) is a line in ISS's constraint format,
      '.Cage~10~R1C1~R1C2.~R3C3_5...', or in our own, '4x4; cage 3 r1c1 r1c2; givens ...'
      (see the README), alone or as a TAB-separated field (the first that starts with '.' and a
      letter or '~', else with the size); one with nothing but givens at 9x9 is solved as a
      classic puzzle. Writes one line per puzzle, in input order: STATUS<TAB>SOLUTION, where STATUS is
        unique    one solution (SOLUTION is it)
        multiple  two or more (SOLUTION is one of them)
        none      no solution, or givens that clash (SOLUTION is '-')
        unknown   a variant search reached its work limit (2,000,000 branches) first ('-')
        invalid   the line is not a puzzle (SOLUTION is '-'; the reason goes to stderr)
      A variant solution is a character per cell, row by row: digits, or above 9x9 letters
      (A = 1 ... P = 16, as ISS writes them); with --counts, its columns are '-' and
      'branches=N' (the variant search's guesses); --algorithm applies to classic puzzles.
      --first        stop at the first solution: STATUS is 'solved' instead of unique/multiple
      --algorithm A  fast (the default), naive (the first tutorial's backtracking: cells in
                     reading order, digits 1 to 9) or candidates-first (the third tutorial's:
                     the cell with the fewest candidates first)
      --counts       add two columns, what the search did up to its first solution (the figure
                     the tutorials print; '-' if it found none) and in all (with the proof that
                     no second solution exists): STATUS<TAB>SOLUTION<TAB>FIRST<TAB>ALL, each
                     'tries=N placements=N backtracks=N depth=N'. A try is a digit tested at a
                     cell (fast: a guess); a backtrack, a dead end (fast: a refuted guess).
      --jobs N       solve on N threads (default: every core); the output order never changes
      Exit status: 0, or 1 when a line was invalid.
  sudoku bench [--first] FILE...
      Times the solver on each FILE (one thread): puzzles/s and µs per puzzle; for a file's
      variant puzzles, the median and worst time a puzzle, proving uniqueness.
  sudoku check [--lang L] [FILE...]
      Checks grids against their puzzles, one a line: the puzzle (classic or variant, as solve
      reads them), then after a TAB the grid (a character per cell; the last field of that
      length is taken, so the shared variant files' name<TAB>puzzle<TAB>solution lines work).
      Writes 'ok', or 'broken<TAB>' and the rules the grid breaks, '; ' between them (in the
      language of --lang), or 'invalid<TAB>-' (the reason goes to stderr). Exit status: 0 when
      every grid holds, else 1.
  sudoku rate [--lang L] [--jobs N] [FILE...]
      Rates each puzzle on Sudoku Explainer's scale (SE, 1.0 to 11.9, by the path SE's own rules
      take): one line per puzzle, LEVEL<TAB>ER/EP/ED<TAB>HARDEST<TAB>STEPS<TAB>GUESSES, where
      ER is the hardest step, EP the hardest up to the first digit placed, ED the first step;
      LEVEL the range ER falls in (Easy up to 2.3, Medium 3.4, Hard 4.4, Expert 6.4, Extreme
      above); HARDEST the technique of the hardest step; STEPS and GUESSES those of the path
      explain prints (named techniques, simplest first; a guess is a step none found). A puzzle
      without one solution gets 'multiple' or 'none' (no solution, or givens that clash), a line
      that is not a puzzle 'invalid' (the reason goes to stderr), then four '-'. Exit status: 0,
      or 1 when a line was invalid.
      --lang L       en (the default) or zh: the language of the level and technique names
      --jobs N       rate on N threads (default: every core); the output order never changes
  sudoku explain [--lang L] [--jobs N] [FILE...]
      As rate, and after each rating line the whole path, a numbered sentence a step with its
      rating on SE's scale, e.g. '12. (2.6) Pointing: ...' (the web page's sentences, in the
      language of --lang), then a blank line.
  sudoku generate --level L [--count N] [--symmetry S] [--seed N] [--jobs N] [--lang L]
      Makes N new puzzles (1 by default) at level L (easy, medium, hard, expert or extreme, as
      rate rates them), each with exactly one solution and no given that could go. One line a
      puzzle, streamed: PUZZLE<TAB>LEVEL<TAB>ER/EP/ED<TAB>HARDEST<TAB>STEPS<TAB>GUESSES. The same seed gives
      the same puzzles, whatever --jobs; without --seed one is chosen and written to stderr.
      --symmetry S   how the givens lie: rotate180 (the default), rotate90, mirror, diagonal
                     or none
      --jobs N       make puzzles on N threads (default: every core)
  sudoku scan PHOTO...
      Reads the puzzle in each photo (a JPEG) as the web page's Scan photo does: the grid found,
      straightened, each cell read by the digit classifier, and the reading checked by the
      solver (one that clashes, or has no single solution, takes the classifier's next readings
      of its least certain cells until one has exactly one). One line a photo:
      PUZZLE<TAB>CONFIDENCE, the 81 characters ('.' for an empty cell) and the least sure cell's
      probability; stderr names any cell the check changed. A photo that cannot be read, or whose
      reading has no single solution, gets a message on stderr. Exit status: 0, or 1 when a photo
      was not read or its reading has no single solution.
  sudoku --help
";

/// A parsed command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// `--help`.
    Help,
    /// `sudoku solve`.
    Solve(Options),
    /// `sudoku bench`.
    Bench(Options),
    /// `sudoku check`.
    Check(Options),
    /// `sudoku rate`.
    Rate(Options),
    /// `sudoku explain`.
    Explain(Options),
    /// `sudoku generate`.
    Generate(Options),
    /// `sudoku scan`.
    Scan(Options),
}

/// The options the subcommands share.
#[derive(Debug, PartialEq, Eq)]
pub struct Options {
    /// Stop at the first solution instead of proving uniqueness.
    pub first: bool,
    /// How `solve` searches.
    pub algorithm: Algorithm,
    /// Whether `solve` prints the search's counts.
    pub counts: bool,
    /// Worker threads, when `--jobs` says; see [`Options::jobs`].
    pub jobs: Option<NonZeroUsize>,
    /// The language of `rate`'s names and `explain`'s sentences.
    pub lang: Lang,
    /// Input files; empty means standard input.
    pub files: Vec<String>,
    /// The level `generate` makes (it needs one).
    pub level: Option<Level>,
    /// How many puzzles `generate` makes.
    pub count: usize,
    /// How `generate` lays out the givens.
    pub symmetry: Symmetry,
    /// The seed of `generate`'s first puzzle; `None`: chosen at random.
    pub seed: Option<u64>,
}

impl Options {
    /// Worker threads: `--jobs`, or every core. Asked only when threads are about to start: the
    /// core count reads several files under /proc and /sys, a tenth of the start-up time.
    pub fn jobs(&self) -> usize {
        self.jobs
            .unwrap_or_else(|| std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
            .get()
    }
}

/// An algorithm by its short name (`candidates` is short for `candidates-first`).
fn algorithm(name: &str) -> Result<Algorithm, String> {
    match name {
        "candidates" => Ok(Algorithm::CandidatesFirst),
        _ => name.parse().map_err(|_: UnknownAlgorithm| {
            format!("unknown algorithm '{name}': expected naive, candidates-first or fast")
        }),
    }
}

/// Reads the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut args = args.into_iter();
    let subcommand = args.next().ok_or("a subcommand is needed")?;
    let make: fn(Options) -> Command = match subcommand.as_str() {
        "solve" => Command::Solve,
        "bench" => Command::Bench,
        "check" => Command::Check,
        "rate" => Command::Rate,
        "explain" => Command::Explain,
        "generate" => Command::Generate,
        "scan" => Command::Scan,
        "-h" | "--help" | "help" => return Ok(Command::Help),
        other => return Err(format!("unknown subcommand '{other}'")),
    };
    let mut options = Options {
        first: false,
        algorithm: Algorithm::Fast,
        counts: false,
        jobs: None,
        lang: Lang::En,
        files: Vec::new(),
        level: None,
        count: 1,
        symmetry: Symmetry::default(),
        seed: None,
    };
    while let Some(arg) = args.next() {
        if let Some(command) = read_option(arg, &mut args, &mut options)? {
            return Ok(command);
        }
    }
    needs(&subcommand, &options)?;
    Ok(make(options))
}

/// Reads option `arg` (and its value, the next of `args`) into `options`: `Some(Help)` when
/// it asks for help.
fn read_option(
    arg: String,
    args: &mut impl Iterator<Item = String>,
    options: &mut Options,
) -> Result<Option<Command>, String> {
    match arg.as_str() {
        "--first" => options.first = true,
        "--counts" => options.counts = true,
        "--algorithm" | "-a" => {
            let value = args.next().ok_or("--algorithm needs a name")?;
            options.algorithm = algorithm(&value)?;
        }
        "--jobs" | "-j" => {
            let value = args.next().ok_or("--jobs needs a number")?;
            options.jobs = value
                .parse()
                .map(Some)
                .map_err(|_| format!("--jobs needs a number of at least 1, not '{value}'"))?;
        }
        "--lang" => {
            let value = args.next().ok_or("--lang needs en or zh")?;
            options.lang = match value.as_str() {
                "en" => Lang::En,
                "zh" => Lang::Zh,
                _ => return Err(format!("--lang needs en or zh, not '{value}'")),
            };
        }
        "--level" => {
            let value = args.next().ok_or("--level needs a level")?;
            let level = value
                .parse()
                .map_err(|e: sudoku_solver::logic::UnknownLevel| e.to_string())?;
            options.level = Some(level);
        }
        "--count" | "-n" => {
            let value = args.next().ok_or("--count needs a number")?;
            options.count = value
                .parse()
                .map_err(|_| format!("--count needs a number, not '{value}'"))?;
        }
        "--symmetry" => {
            let value = args.next().ok_or("--symmetry needs a name")?;
            options.symmetry = value
                .parse()
                .map_err(|e: sudoku_solver::generate::UnknownSymmetry| e.to_string())?;
        }
        "--seed" => {
            let value = args.next().ok_or("--seed needs a number")?;
            let seed = value
                .parse()
                .map_err(|_| format!("--seed needs a whole number, not '{value}'"))?;
            options.seed = Some(seed);
        }
        "-h" | "--help" => return Ok(Some(Command::Help)),
        "-" => options.files.push(arg),
        _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'")),
        _ => options.files.push(arg),
    }
    Ok(None)
}

/// What a subcommand needs besides its options: files to bench or scan, generate's level.
fn needs(subcommand: &str, options: &Options) -> Result<(), String> {
    if subcommand == "bench" && options.files.is_empty() {
        return Err("bench needs at least one FILE".into());
    }
    if subcommand == "scan" && options.files.is_empty() {
        return Err("scan needs at least one PHOTO".into());
    }
    if subcommand == "generate" {
        if options.level.is_none() {
            return Err("generate needs --level easy, medium, hard, expert or extreme".into());
        }
        if !options.files.is_empty() {
            return Err("generate reads no FILE".into());
        }
    }
    Ok(())
}
