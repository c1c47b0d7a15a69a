//! `sudoku rate` and `sudoku explain`: the logic engine over files. A rating line per puzzle, or
//! each puzzle's whole logical path in sentences.

use std::io::{self, Write};

use sudoku_solver::Board;
use sudoku_solver::logic::{LogicalPath, NotAPuzzle, Technique};
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

/// `LEVEL<TAB>HARDEST<TAB>STEPS<TAB>GUESSES`, the names in `lang`.
pub fn rating(path: &LogicalPath, lang: Lang) -> String {
    let hardest = path.hardest_found().unwrap_or(Technique::FullHouse);
    format!(
        "{}\t{}\t{}\t{}",
        lang.level(path.level()),
        lang.technique(hardest),
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
                    writeln!(out, "invalid\t-\t-\t-")?;
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
                    writeln!(out, "{status}\t-\t-\t-")?;
                    continue;
                }
            };
            writeln!(out, "{}", rating(&path, lang))?;
            if explain {
                for (i, step) in path.steps.iter().enumerate() {
                    writeln!(out, "{}. {}", i + 1, steps::sentence(step, lang))?;
                }
                writeln!(out)?;
            }
        }
        if !more {
            return Ok(all_good);
        }
    }
}
