//! The engine as the npm package (`packages/npm`) and the Python package (`packages/python`)
//! offer it: a puzzle as text in (every format [`Board`]'s parser reads, the tutorials' list of
//! nine lists among them), a JSON text out, and an [`Error`] whose message is said in the
//! caller's language by `sudoku-words`. Both packages are thin: each function here is one of
//! theirs, so the two say the same things, checked once, here.
//!
//! The shapes (the packages' READMEs and TypeScript types describe them to their users):
//!
//! - a placement or elimination: `{"cell":"r4c6","row":4,"column":6,"digit":7}` (rows and columns
//!   from 1);
//! - a step: `{"technique":"hidden-single","name":…,"sentence":…,"look":…,"rating":1.5,
//!   "placements":[…],"eliminations":[…]}`, `name`, `sentence` and `look` (where to look, for a
//!   hint that does not give the answer away) in the language asked for;
//! - a rating: `{"level":"hard","er":3.6,"ep":3.6,"ed":2.3,"hardest":…,"steps":41,"guesses":0}`,
//!   Sudoku Explainer's three numbers from the path SE's rules take, its hardest technique named
//!   in the language asked for, and the steps and guesses of the engine's own path.

#![deny(missing_docs)]

pub mod json;
mod variant;

pub use variant::{branches, check_variant, parse_variant, solve_variant, variant};

use std::fmt;

use sudoku_solver::generate::{self, Request, Symmetry};
use sudoku_solver::logic::se::{SePath, step_rating};
use sudoku_solver::logic::{Candidates, Level, LogicalPath, NotAPuzzle, Step, step_or_guess};
use sudoku_solver::{Algorithm, Board, Cell, Counts, Digit, Outcome};
use sudoku_words::{Lang, packages, status, steps};

use json::{Object, array, string};

/// Why a call has no answer: its message, ready to show (a parse error or "not a puzzle" in the
/// language asked for; an unknown option name in English, as the command line says it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// The language named `tag`: `en`, or `zh` (any tag starting so: `zh-CN`, `zh-Hans`).
pub fn lang(tag: &str) -> Result<Lang, Error> {
    let prefix = tag.get(..2).map(str::to_ascii_lowercase);
    match prefix.as_deref() {
        Some("en") | Some("zh") => Ok(Lang::from_tag(tag)),
        _ => Err(Error(format!(
            "unknown language '{tag}': expected one of en, zh"
        ))),
    }
}

/// The board in `text`, or why it is none, in `lang`.
pub fn board(text: &str, lang: Lang) -> Result<Board, Error> {
    text.parse()
        .map_err(|e| Error(status::parse_error_text(&e, lang)))
}

/// The board in `text` as one line of 81 characters, `.` for an empty cell.
pub fn parse(text: &str, lang: Lang) -> Result<String, Error> {
    Ok(board(text, lang)?.to_string())
}

/// Solves `text` by `algorithm` (`fast`, `naive`, `candidates-first`), proving uniqueness:
/// `{"status":"unique"|"multiple"|"none"|"clash","solution":…|null,"solutions":[…],
/// "clashes":["r1c1",…]}`, with the fast search's `"guesses"`; with `counts`, the tutorials'
/// counts to the first solution and for the whole search, `"counts":{"first":{"tries",
/// "placements","backtracks","depth"}|null,"all":{…}}` (the fast algorithm's are the band
/// search's).
pub fn solve(text: &str, algorithm: &str, counts: bool, lang: Lang) -> Result<String, Error> {
    let board = board(text, lang)?;
    let algorithm: Algorithm = algorithm.parse().map_err(|e| Error(format!("{e}")))?;
    if algorithm == Algorithm::Fast && !counts {
        let analysis = board.solve();
        let object = outcome(&analysis.outcome).number("guesses", analysis.stats.guesses);
        return Ok(object.end());
    }
    let report = board.solve_with(algorithm);
    let mut object = outcome(&report.outcome);
    if counts {
        let first = report.first.as_ref().map_or("null".into(), counts_json);
        let all = counts_json(&report.counts);
        object = object.raw(
            "counts",
            &Object::new().raw("first", &first).raw("all", &all).end(),
        );
    }
    Ok(object.end())
}

/// How many solutions `text` has, counting up to `limit` (0 for clashing givens).
pub fn count(text: &str, limit: usize, lang: Lang) -> Result<usize, Error> {
    Ok(board(text, lang)?.count_solutions(limit))
}

/// The next step on the board `text` (its digits taken as they stand), as a step object; `null`
/// when the board is full. An error when it is not a puzzle (no solution, several, clashes).
pub fn hint(text: &str, lang: Lang) -> Result<String, Error> {
    let board = board(text, lang)?;
    let solution = match board.solve().outcome {
        Outcome::Unique(solution) => solution,
        Outcome::Multiple(..) => return Err(not_a_puzzle(&NotAPuzzle::Multiple, lang)),
        Outcome::Clash(cells) => return Err(not_a_puzzle(&NotAPuzzle::Clash(cells), lang)),
        _ => return Err(not_a_puzzle(&NotAPuzzle::NoSolution, lang)),
    };
    Ok(match step_or_guess(&Candidates::new(&board), &solution) {
        Some(step) => step_json(&step, lang),
        None => "null".into(),
    })
}

/// The rating of `text` (see the crate's docs for its shape).
pub fn rate(text: &str, lang: Lang) -> Result<String, Error> {
    let board = board(text, lang)?;
    let (path, se) = paths(&board, lang)?;
    Ok(rating_json(&path, &se, lang))
}

/// The rating and the whole path: `{"rating":{…},"steps":[step,…]}`.
pub fn explain(text: &str, lang: Lang) -> Result<String, Error> {
    let board = board(text, lang)?;
    let (path, se) = paths(&board, lang)?;
    let steps = array(path.steps.iter().map(|step| step_json(step, lang)));
    Ok(Object::new()
        .raw("rating", &rating_json(&path, &se, lang))
        .raw("steps", &steps)
        .end())
}

/// A new puzzle at `level` (`easy` … `extreme`) with `symmetry` (`none`, `rotate180`,
/// `rotate90`, `mirror`, `diagonal`), the same for the same `seed` on every platform:
/// `{"puzzle":…,"solution":…,"rating":{…}}`.
pub fn generate(level: &str, symmetry: &str, seed: u64, lang: Lang) -> Result<String, Error> {
    let level: Level = level.parse().map_err(|e| Error(format!("{e}")))?;
    let symmetry: Symmetry = symmetry.parse().map_err(|e| Error(format!("{e}")))?;
    let made = generate::generate(Request { level, symmetry }, seed);
    let (path, se) = paths(&made.puzzle, lang)?;
    Ok(Object::new()
        .text("puzzle", &made.puzzle.to_string())
        .text("solution", &made.solution.to_string())
        .raw("rating", &rating_json(&path, &se, lang))
        .end())
}

/// `LEVEL<TAB>ER/EP/ED<TAB>HARDEST<TAB>STEPS<TAB>GUESSES`, the names in `lang`: the level, SE's
/// numbers and its hardest step from `se`; the steps and guesses of `path`. `sudoku rate`'s line.
pub fn rating_line(se: &SePath, path: &LogicalPath, lang: Lang) -> String {
    let rating = se.rating();
    let hardest = se
        .hardest()
        .map_or_else(|| "-".into(), |t| lang.se_technique(t));
    format!(
        "{}\t{}/{}/{}\t{hardest}\t{}\t{}",
        lang.level(se.level()),
        rating.er,
        rating.ep,
        rating.ed,
        path.steps.len(),
        path.guesses()
    )
}

/// What `sudoku rate` (and, with `explain`, `sudoku explain`) writes for one line of a puzzle
/// file, and the reason it is not a puzzle when it cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedLine {
    /// The output, each line ended by `\n`: the rating line (`invalid`, `multiple` or `none` and
    /// dashes when there is no rating), with `explain` every step numbered and rated, then an
    /// empty line.
    pub out: String,
    /// Why the line is not a puzzle, in `lang`, when it could not be read.
    pub invalid: Option<String>,
}

/// Whether a line of a puzzle file holds a puzzle: not blank (spaces aside), not a `#` comment.
/// The command line and the Python package's batch recipes skip the others alike.
pub fn is_puzzle_line(line: &str) -> bool {
    let text = line.trim();
    !text.is_empty() && !text.starts_with('#')
}

/// Rates (or explains) one line of a puzzle file, as `sudoku rate` (`sudoku explain`) does.
pub fn rate_line(line: &str, explain: bool, lang: Lang) -> RatedLine {
    let board: Board = match line.trim().parse() {
        Ok(board) => board,
        Err(e) => {
            return RatedLine {
                out: "invalid\t-\t-\t-\t-\n".into(),
                invalid: Some(status::parse_error_text(&e, lang)),
            };
        }
    };
    let path = match LogicalPath::of(&board) {
        Ok(path) => path,
        Err(not) => {
            let status = match not {
                NotAPuzzle::Multiple => "multiple",
                // No solution, clashing givens, or a reason a later engine adds.
                _ => "none",
            };
            return RatedLine {
                out: format!("{status}\t-\t-\t-\t-\n"),
                invalid: None,
            };
        }
    };
    let se = SePath::of(&board).expect("a puzzle with one solution has SE's path too");
    let mut out = format!("{}\n", rating_line(&se, &path, lang));
    if explain {
        for (i, step) in path.steps.iter().enumerate() {
            let sentence = steps::sentence(step, lang);
            out.push_str(&format!("{}. ({}) {sentence}\n", i + 1, step_rating(step)));
        }
        out.push('\n');
    }
    RatedLine { out, invalid: None }
}

/// The largest whole number a JavaScript number holds exactly: 2^53 - 1.
pub const MAX_SAFE_SEED: u64 = (1 << 53) - 1;

/// A seed given as a JavaScript number: a whole number from 0 to [`MAX_SAFE_SEED`].
pub fn seed(number: f64) -> Result<u64, Error> {
    if number.fract() == 0.0 && (0.0..=MAX_SAFE_SEED as f64).contains(&number) {
        Ok(number as u64)
    } else {
        Err(Error(format!(
            "invalid seed '{number}': expected a whole number from 0 to {MAX_SAFE_SEED}"
        )))
    }
}

fn not_a_puzzle(not: &NotAPuzzle, lang: Lang) -> Error {
    Error(packages::not_a_puzzle(not, lang))
}

/// The engine's path and SE's, or why the board has neither.
fn paths(board: &Board, lang: Lang) -> Result<(LogicalPath, SePath), Error> {
    let path = LogicalPath::of(board).map_err(|not| not_a_puzzle(&not, lang))?;
    let se = SePath::of(board).map_err(|not| not_a_puzzle(&not, lang))?;
    Ok((path, se))
}

fn outcome(outcome: &Outcome) -> Object {
    let (status, solutions, clashes) = match outcome {
        Outcome::Unique(one) => ("unique", vec![one], Vec::new()),
        Outcome::Multiple(one, two) => ("multiple", vec![one, two], Vec::new()),
        Outcome::Clash(cells) => ("clash", Vec::new(), cells.iter().collect()),
        _ => ("none", Vec::new(), Vec::new()),
    };
    // Digits only: each grid is its JSON string once quoted.
    let solutions: Vec<String> = solutions.iter().map(|s| format!("\"{s}\"")).collect();
    let first = solutions.first().map_or("null", String::as_str).to_string();
    Object::new()
        .text("status", status)
        .raw("solution", &first)
        .raw("solutions", &array(solutions))
        .raw(
            "clashes",
            &array(clashes.iter().map(|c| string(&c.to_string()))),
        )
}

fn counts_json(counts: &Counts) -> String {
    Object::new()
        .number("tries", counts.tries)
        .number("placements", counts.placements)
        .number("backtracks", counts.backtracks)
        .number("depth", counts.max_depth)
        .end()
}

fn candidate_json(&(cell, digit): &(Cell, Digit)) -> String {
    Object::new()
        .text("cell", &cell.to_string())
        .number("row", cell.row() + 1)
        .number("column", cell.col() + 1)
        .number("digit", digit)
        .end()
}

fn step_json(step: &Step, lang: Lang) -> String {
    Object::new()
        .text("technique", &step.technique.to_string())
        .text("name", lang.technique(step.technique))
        .text("sentence", &steps::sentence(step, lang))
        .text("look", &steps::look(step, lang))
        .number("rating", step_rating(step))
        .raw(
            "placements",
            &array(step.placements.iter().map(candidate_json)),
        )
        .raw(
            "eliminations",
            &array(step.eliminations.iter().map(candidate_json)),
        )
        .end()
}

fn rating_json(path: &LogicalPath, se: &SePath, lang: Lang) -> String {
    let rating = se.rating();
    let hardest = se
        .hardest()
        .map_or("null".into(), |t| string(&lang.se_technique(t)));
    Object::new()
        .text("level", &se.level().to_string())
        .number("er", rating.er)
        .number("ep", rating.ep)
        .number("ed", rating.ed)
        .raw("hardest", &hardest)
        .number("steps", path.steps.len())
        .number("guesses", path.guesses())
        .end()
}
