//! Seeded fuzzing for the whole workspace on stable Rust (cargo-fuzz needs nightly): random and
//! mutated inputs for each target, every check an oracle or a round trip, panics caught, each
//! input timed against a limit. Inputs that ever failed are kept in `regressions/TARGET.txt`
//! (one a line, escaped) and checked before any random one.
//!
//! `make fuzz` runs the full counts (over 10 million inputs in all); `make test` a short slice
//! with a fixed seed (`cargo test -p sudoku-fuzz`).

pub mod mutate;
pub mod targets;

/// The plain backtracking oracle of the solver's tests, shared rather than copied.
#[path = "../../solver/tests/it/reference.rs"]
pub mod reference;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use sudoku_solver::generate::Rng;
use targets::{Seeds, Target};

/// What a run of one target found.
#[derive(Debug, Default)]
pub struct Report {
    /// Inputs checked (regressions included).
    pub inputs: u64,
    /// The slowest input and its time.
    pub slowest: (Duration, String),
    /// The inputs that failed, with why (a disagreement, a panic, or too slow).
    pub failures: Vec<(String, String)>,
}

/// Checks the regression inputs of `target`, then `count` random ones from `seed`; an input over
/// `limit` is a failure (a hang).
pub fn run(target: &Target, seeds: &Seeds, seed: u64, count: u64, limit: Duration) -> Report {
    let mut report = Report::default();
    for input in regressions(target.name) {
        check_one(target, &input, limit, &mut report);
    }
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let input = (target.make)(&mut rng, seeds);
        check_one(target, &input, limit, &mut report);
    }
    report
}

fn check_one(target: &Target, input: &str, limit: Duration, report: &mut Report) {
    let start = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| (target.check)(input)));
    let took = start.elapsed();
    report.inputs += 1;
    if took > report.slowest.0 {
        report.slowest = (took, input.to_string());
    }
    let why = match result {
        Ok(Ok(())) if took <= limit => return,
        Ok(Ok(())) => format!("took {took:?}, over the limit of {limit:?}"),
        Ok(Err(why)) => why,
        Err(panic) => {
            let message = (panic.downcast_ref::<String>().cloned())
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            format!("panicked: {message}")
        }
    };
    report.failures.push((input.to_string(), why));
}

/// The inputs that once failed `target`, from `regressions/TARGET.txt` (escaped as Rust's
/// `escape_default` writes them, one a line; `#` lines are comments).
pub fn regressions(target: &str) -> Vec<String> {
    let path = format!("{}/regressions/{target}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(unescape)
        .collect()
}

/// Reads what `str::escape_default` wrote.
pub fn unescape(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(ch) = chars.next() {
        if ch != '\\' {
            out.push(ch);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The seeds the makers mutate: corpus puzzles and valid messages.
pub fn seeds() -> Seeds {
    use sudoku_testkit::{EASY, INKALA, POINTING, corpus};
    let mut puzzles: Vec<String> = ["seed_examples.txt", "norvig_top95.txt"]
        .iter()
        .flat_map(|name| corpus(name).into_iter().map(|(_, line)| line))
        .filter(|line| line.parse::<sudoku_solver::Board>().is_ok())
        .collect();
    puzzles.extend(
        corpus("puzzles2_17_clue")
            .into_iter()
            .take(500)
            .map(|(_, l)| l),
    );
    puzzles.extend([INKALA, EASY, POINTING].map(String::from));
    Seeds {
        messages: messages::valid(),
        puzzles,
        variants: variant_constraints(),
        sudokupad: sudokupad_json(),
    }
}

/// The JSON inside the variant crate's SudokuPad test links, as SudokuPad packed it.
fn sudokupad_json() -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../variants/tests/data/sudokupad.txt"
    );
    let text = std::fs::read_to_string(path).unwrap_or_default();
    (text.lines().filter(|l| !l.starts_with('#')))
        .filter_map(|l| l.split('\t').nth(2))
        .filter_map(|link| sudoku_variants::fpuzzles::lzstring::decompress_base64(link.get(3..)?))
        .collect()
}

/// Every constraint string of the shared variant files (none if the folder is missing).
fn variant_constraints() -> Vec<String> {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/puzzles/variants");
    let mut out = Vec::new();
    for sub in ["generated", "iss"] {
        let Ok(files) = std::fs::read_dir(format!("{folder}/{sub}")) else {
            continue;
        };
        let mut files: Vec<_> = files.flatten().map(|f| f.path()).collect();
        files.sort();
        for file in files
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "txt"))
        {
            let text = std::fs::read_to_string(file).unwrap_or_default();
            out.extend(
                text.lines()
                    .filter_map(|l| l.split('\t').nth(1))
                    .map(String::from),
            );
        }
    }
    out
}

mod messages;
pub mod variants;
