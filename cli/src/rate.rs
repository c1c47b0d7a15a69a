//! `sudoku rate` and `sudoku explain`: the logic engine over files. A rating line per puzzle (the
//! level and Sudoku Explainer's numbers, from the path SE's rules take; the steps and guesses of
//! this engine's own path), or with it that path in sentences, each step rated; on every core
//! (`--jobs`), the output in input order.

use std::io::{self, Write};

use sudoku_solver::Board;
use sudoku_solver::logic::se::{SePath, step_rating};
use sudoku_solver::logic::{LogicalPath, NotAPuzzle};
use sudoku_words::{Lang, steps};

use crate::args::Options;
use crate::input::{Source, each_source};
use crate::parallel;
use crate::progress::Progress;

/// Runs `sudoku rate` (`explain` false) or `sudoku explain`. `Ok(false)` when some line was not a
/// puzzle or some file could not be read.
pub fn run(options: &Options, explain: bool) -> io::Result<bool> {
    each_source(&options.files, |source, out| {
        rate_source(source, options, explain, out)
    })
}

/// `LEVEL<TAB>ER/EP/ED<TAB>HARDEST<TAB>STEPS<TAB>GUESSES`, the names in `lang`: the level, SE's
/// numbers and its hardest step from `se`; the steps and guesses of `path`.
pub fn rating(se: &SePath, path: &LogicalPath, lang: Lang) -> String {
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

/// What one line gives: its output (the rating line, and with `explain` the path), and the
/// reason it is not a puzzle, if it is not.
struct Rated {
    out: String,
    invalid: Option<String>,
}

/// Rates (or explains) one line.
fn rate_line(text: &str, explain: bool, lang: Lang) -> Rated {
    let board: Board = match text.parse() {
        Ok(board) => board,
        Err(e) => {
            return Rated {
                out: "invalid\t-\t-\t-\t-\n".into(),
                invalid: Some(e.to_string()),
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
            return Rated {
                out: format!("{status}\t-\t-\t-\t-\n"),
                invalid: None,
            };
        }
    };
    let se = SePath::of(&board).expect("a puzzle with one solution has SE's path too");
    let mut out = format!("{}\n", rating(&se, &path, lang));
    if explain {
        for (i, step) in path.steps.iter().enumerate() {
            let sentence = steps::sentence(step, lang);
            out.push_str(&format!("{}. ({}) {sentence}\n", i + 1, step_rating(step)));
        }
        out.push('\n');
    }
    Rated { out, invalid: None }
}

/// Puzzles read at a time: a puzzle's path takes milliseconds (hard ones seconds), so a batch
/// keeps every thread busy while the output still flows.
const BATCH: usize = 64;

fn rate_source(
    source: &mut Source,
    options: &Options,
    explain: bool,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let mut progress = Progress::new(&source.name, source.size);
    let mut all_good = true;
    let mut batch = Vec::new();
    let jobs = options.jobs();
    loop {
        batch.clear();
        let more = source.read_batch(&mut batch, BATCH)?;
        // A puzzle at a time per thread: one slow puzzle holds up only its own thread.
        let rated = parallel::map_in_order(batch.len(), jobs, 1, |i| {
            rate_line(&batch[i].text, explain, options.lang)
        });
        for (line, rated) in batch.iter().zip(&rated) {
            if let Some(reason) = &rated.invalid {
                progress.clear();
                eprintln!("{}:{}: {reason}", source.name, line.number);
                all_good = false;
            }
            out.write_all(rated.out.as_bytes())?;
        }
        progress.show(source.consumed, batch.len());
        if !more {
            progress.clear();
            return Ok(all_good);
        }
    }
}
