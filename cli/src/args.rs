//! The command line, read by hand: two subcommands and three options do not need a parser crate.

use std::num::NonZeroUsize;

/// What `--help` prints.
pub const USAGE: &str = "\
Usage:
  sudoku solve [--first] [--jobs N] [FILE...]
      Solves puzzles, one a line (81 characters, '.' or '0' for an empty cell; '#' comments and
      blank lines are skipped), from each FILE or from standard input ('-' or no FILE). Writes one
      line per puzzle, in input order: STATUS<TAB>SOLUTION, where STATUS is
        unique    one solution (SOLUTION is it)
        multiple  two or more (SOLUTION is one of them)
        none      no solution, or givens that clash (SOLUTION is '-')
        invalid   the line is not a puzzle (SOLUTION is '-'; the reason goes to stderr)
      --first     stop at the first solution: STATUS is 'solved' instead of unique/multiple
      --jobs N    solve on N threads (default: every core); the output order never changes
      Exit status: 0, or 1 when a line was invalid.
  sudoku bench [--first] FILE...
      Times the solver on each FILE (one thread): puzzles/s and µs per puzzle.
  sudoku rate [FILE...]
      Rates each puzzle as a person would solve it (named techniques, simplest first): one line
      per puzzle, LEVEL<TAB>HARDEST<TAB>STEPS<TAB>GUESSES, where LEVEL is Easy, Medium, Hard,
      Expert or Extreme, HARDEST the hardest technique that found a step, and GUESSES the steps
      no technique found. A puzzle without one solution gets 'multiple' or 'none', a line that
      is not a puzzle 'invalid' (the reason goes to stderr), then three '-'. Exit status: 0, or
      1 when a line was invalid.
  sudoku explain [FILE...]
      As rate, and after each rating line the whole path, a numbered sentence a step, then a blank
      line.
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
    /// `sudoku rate`.
    Rate(Options),
    /// `sudoku explain`.
    Explain(Options),
}

/// The options both subcommands share.
#[derive(Debug, PartialEq, Eq)]
pub struct Options {
    /// Stop at the first solution instead of proving uniqueness.
    pub first: bool,
    /// Worker threads.
    pub jobs: NonZeroUsize,
    /// Input files; empty means standard input.
    pub files: Vec<String>,
}

/// Reads the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut args = args.into_iter();
    let subcommand = args.next().ok_or("a subcommand is needed")?;
    let make: fn(Options) -> Command = match subcommand.as_str() {
        "solve" => Command::Solve,
        "bench" => Command::Bench,
        "rate" => Command::Rate,
        "explain" => Command::Explain,
        "-h" | "--help" | "help" => return Ok(Command::Help),
        other => return Err(format!("unknown subcommand '{other}'")),
    };
    let bench = subcommand == "bench";
    let mut options = Options {
        first: false,
        jobs: std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN),
        files: Vec::new(),
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--first" => options.first = true,
            "--jobs" | "-j" => {
                let value = args.next().ok_or("--jobs needs a number")?;
                options.jobs = value
                    .parse()
                    .map_err(|_| format!("--jobs needs a number of at least 1, not '{value}'"))?;
            }
            "-h" | "--help" => return Ok(Command::Help),
            "-" => options.files.push(arg),
            _ if arg.starts_with('-') => return Err(format!("unknown option '{arg}'")),
            _ => options.files.push(arg),
        }
    }
    if bench && options.files.is_empty() {
        return Err("bench needs at least one FILE".into());
    }
    Ok(make(options))
}
