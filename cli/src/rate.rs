//! `sudoku rate` and `sudoku explain`: the logic engine over files. A rating line per puzzle (the
//! level and Sudoku Explainer's numbers, from the path SE's rules take; the steps and guesses of
//! this engine's own path), or with it that path in sentences, each step rated.

use std::io::{self, Write};

use sudoku_solver::Board;
use sudoku_solver::logic::se::{SePath, step_rating};
use sudoku_solver::logic::{LogicalPath, NotAPuzzle};
use sudoku_words::{Lang, steps};

use crate::args::Options;
use crate::input::{Source, each_source};

/// Runs `sudoku rate` (`explain` false) or `sudoku explain`. `Ok(false)` when some line was not a
/// puzzle or some file could not be read.
pub fn run(options: &Options, explain: bool) -> io::Result<bool> {
    each_source(&options.files, |source, out| {
        rate_source(source, explain, options.lang, out)
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

fn rate_source(
    source: &mut Source,
    explain: bool,
    lang: Lang,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let mut all_good = true;
    let mut batch = Vec::new();
    loop {
        batch.clear();
        // One puzzle's path takes milliseconds: small batches keep the output flowing.
        let more = source.read_batch(&mut batch, 64)?;
        for line in &batch {
            let board: Board = match line.text.parse() {
                Ok(board) => board,
                Err(e) => {
                    eprintln!("{}:{}: {e}", source.name, line.number);
                    all_good = false;
                    writeln!(out, "invalid\t-\t-\t-\t-")?;
                    continue;
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
                    writeln!(out, "{status}\t-\t-\t-\t-")?;
                    continue;
                }
            };
            let se = SePath::of(&board).expect("a puzzle with one solution has SE's path too");
            writeln!(out, "{}", rating(&se, &path, lang))?;
            if explain {
                for (i, step) in path.steps.iter().enumerate() {
                    let sentence = steps::sentence(step, lang);
                    writeln!(out, "{}. ({}) {sentence}", i + 1, step_rating(step))?;
                }
                writeln!(out)?;
            }
        }
        if !more {
            return Ok(all_good);
        }
    }
}
