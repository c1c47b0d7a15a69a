//! `sudoku generate`: new puzzles at a level, on every core, the same for the same seed.

use std::io::{self, BufWriter, Write};

use sudoku_solver::generate::{Request, Rng, generate};
use sudoku_solver::logic::LogicalPath;
use sudoku_solver::logic::se::SePath;

use crate::args::Options;
use crate::parallel;
use crate::progress::Progress;

/// Puzzles made per round before they are written: the output flows, and each round keeps every
/// thread busy.
const ROUND: usize = 64;

/// Runs `sudoku generate`. Puzzle `i` is made from its own seed, derived from the run's seed and
/// `i`, so the output does not depend on the threads.
pub fn run(options: &Options) -> io::Result<bool> {
    let level = options.level.expect("the arguments ask for a level");
    let request = Request {
        level,
        symmetry: options.symmetry,
    };
    let seed = options.seed.unwrap_or_else(|| {
        let seed = chosen_seed();
        eprintln!("sudoku: generating with --seed {seed}");
        seed
    });
    let mut out = BufWriter::new(io::stdout().lock());
    let mut progress = Progress::new("generate", Some(options.count as u64));
    let mut made = 0;
    while made < options.count {
        let round = (options.count - made).min(ROUND);
        // Each thread makes a puzzle and its whole path, for the rating columns.
        let lines = parallel::map_in_order(round, options.jobs(), 1, |i| {
            let own = Rng::for_item(seed, (made + i) as u64).next_u64();
            let puzzle = generate(request, own).puzzle;
            let path = LogicalPath::of(&puzzle).expect("a generated puzzle has one solution");
            let se = SePath::of(&puzzle).expect("a generated puzzle has one solution");
            format!(
                "{puzzle}\t{}",
                sudoku_api::rating_line(&se, &path, options.lang)
            )
        });
        for line in &lines {
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        made += round;
        progress.show(made as u64, round);
    }
    progress.clear();
    Ok(true)
}

/// A seed from the clock, for a run that did not name one.
fn chosen_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Rng::new(now.as_nanos() as u64).next_u64() % 1_000_000_000
}
