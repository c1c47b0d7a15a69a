//! `sudoku rate` and `sudoku explain`: the logic engine over files. A rating line per puzzle (the
//! level and Sudoku Explainer's numbers, from the path SE's rules take; the steps and guesses of
//! this engine's own path), or with it that path in sentences, each step rated; on every core
//! (`--jobs`), the output in input order.

use std::io::{self, Write};

use sudoku_api::rate_line;

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
