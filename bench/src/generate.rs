//! The generator's figures: per level, puzzles made from seeds 0, 1, …, each checked (one
//! solution, minimal, the symmetry, rated at its level) and timed by the caller's clock; and
//! QQWing's output rated by our engine, to compare puzzles per second at each level.

use std::fmt::Write as _;

use sudoku_solver::Board;
use sudoku_solver::generate::{Request, Symmetry, generate, is_minimal};
use sudoku_solver::logic::Level;
use sudoku_solver::logic::se::SePath;

/// One level's figures: the time and candidates of each puzzle.
#[derive(Clone, Debug)]
pub struct LevelFigures {
    /// The level.
    pub level: Level,
    /// Milliseconds per puzzle, sorted.
    pub millis: Vec<f64>,
    /// Candidates rated per puzzle, sorted.
    pub candidates: Vec<u32>,
}

impl LevelFigures {
    /// The value at quantile `q` (0 to 1) of sorted `values`.
    fn at<T: Copy>(values: &[T], q: f64) -> T {
        values[((values.len() - 1) as f64 * q).round() as usize]
    }

    /// Puzzles made per second, one thread.
    pub fn per_second(&self) -> f64 {
        self.millis.len() as f64 * 1000.0 / self.millis.iter().sum::<f64>()
    }
}

/// Makes `count` puzzles at `level` (seeds 0 to `count - 1`, 180° symmetry), checks each, and
/// times each with `now` (milliseconds). The error names the first puzzle that fails a check.
pub fn time_level(level: Level, count: u64, now: &dyn Fn() -> f64) -> Result<LevelFigures, String> {
    let symmetry = Symmetry::Rotate180;
    let mut millis = Vec::new();
    let mut candidates = Vec::new();
    for seed in 0..count {
        let start = now();
        let made = generate(Request { level, symmetry }, seed);
        millis.push(now() - start);
        candidates.push(made.tries);
        let fail = |what: &str| format!("{level} seed {seed}: {what}\n  {}", made.puzzle);
        let rated = SePath::of(&made.puzzle).map_err(|e| fail(&e.to_string()))?;
        if rated.level() != level {
            return Err(fail(&format!("rated {}", rated.level())));
        }
        if !symmetry.holds(&made.puzzle) || !is_minimal(&made.puzzle, symmetry) {
            return Err(fail("not minimal and symmetric"));
        }
    }
    millis.sort_by(f64::total_cmp);
    candidates.sort_unstable();
    Ok(LevelFigures {
        level,
        millis,
        candidates,
    })
}

/// The table of `rows`: median, 90th percentile and worst time, median candidates, puzzles/s.
pub fn level_table(rows: &[LevelFigures]) -> String {
    let mut out = String::from(
        "| level | puzzles | median ms | p90 ms | max ms | median candidates | puzzles/s |\n\
         |---|---:|---:|---:|---:|---:|---:|\n",
    );
    for row in rows {
        let _ = writeln!(
            out,
            "| {} | {} | {:.2} | {:.2} | {:.2} | {} | {:.0} |",
            row.level,
            row.millis.len(),
            LevelFigures::at(&row.millis, 0.5),
            LevelFigures::at(&row.millis, 0.9),
            row.millis.last().copied().unwrap_or(0.0),
            LevelFigures::at(&row.candidates, 0.5),
            row.per_second()
        );
    }
    out
}

/// What one run of the peer made: its setting, how long it took, and our levels of its puzzles.
#[derive(Clone, Debug)]
pub struct PeerRun {
    /// The peer's difficulty setting.
    pub setting: String,
    /// Seconds the run took.
    pub seconds: f64,
    /// How many of its puzzles our engine rates at each level (index: `Level as usize`).
    pub by_level: [usize; 5],
    /// Puzzles that are not proper (none or several solutions).
    pub improper: usize,
}

impl PeerRun {
    /// Rates the peer's output (one puzzle a line) with our engine.
    pub fn rate(setting: &str, seconds: f64, output: &str) -> Result<PeerRun, String> {
        let mut by_level = [0; 5];
        let mut improper = 0;
        for line in output.lines().map(str::trim).filter(|l| l.len() == 81) {
            let board: Board = line
                .parse()
                .map_err(|e| format!("{setting}: {e}: {line}"))?;
            match SePath::of(&board) {
                Ok(path) => by_level[path.level() as usize] += 1,
                Err(_) => improper += 1,
            }
        }
        Ok(PeerRun {
            setting: setting.to_string(),
            seconds,
            by_level,
            improper,
        })
    }

    /// Puzzles it made in all.
    pub fn puzzles(&self) -> usize {
        self.by_level.iter().sum::<usize>() + self.improper
    }
}

/// Ours against the peer, level by level: our puzzles/s, the peer's best puzzles/s at that level
/// (its puzzles rated there, over the time of the setting that made the most per second), and the
/// ratio. A level the peer never reached says so.
pub fn comparison_table(ours: &[LevelFigures], peer: &[PeerRun]) -> String {
    let mut out = String::from(
        "| level | ours (puzzles/s) | QQWing (puzzles/s at this level) | its setting | ours/QQWing |\n\
         |---|---:|---:|---|---:|\n",
    );
    for row in ours {
        let level = row.level as usize;
        let best = (peer.iter())
            .map(|run| (run.by_level[level] as f64 / run.seconds, run))
            .filter(|(rate, _)| *rate > 0.0)
            .max_by(|a, b| a.0.total_cmp(&b.0));
        let _ = match best {
            Some((rate, run)) => writeln!(
                out,
                "| {} | {:.0} | {:.1} | {} | {:.0} |",
                row.level,
                row.per_second(),
                rate,
                run.setting,
                row.per_second() / rate
            ),
            None => writeln!(
                out,
                "| {} | {:.0} | none made | - | - |",
                row.level,
                row.per_second()
            ),
        };
    }
    out
}

/// The peer's runs: for each setting, how many puzzles and of what level.
pub fn peer_table(peer: &[PeerRun]) -> String {
    let mut out = String::from(
        "| QQWing setting | puzzles | seconds | Easy | Medium | Hard | Expert | Extreme | not proper |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for run in peer {
        let [a, b, c, d, e] = run.by_level;
        let _ = writeln!(
            out,
            "| {} | {} | {:.2} | {a} | {b} | {c} | {d} | {e} | {} |",
            run.setting,
            run.puzzles(),
            run.seconds,
            run.improper
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_check_and_time_each_level() {
        let clock = std::cell::Cell::new(0.0);
        // A clock that moves 2 ms at each reading: each puzzle takes 2 ms.
        let now = || {
            clock.set(clock.get() + 2.0);
            clock.get()
        };
        let rows: Vec<LevelFigures> = Level::ALL
            .iter()
            .map(|&level| time_level(level, 3, &now).unwrap())
            .collect();
        assert!(rows.iter().all(|r| r.millis == [2.0, 2.0, 2.0]));
        assert_eq!(rows[0].per_second(), 500.0);
        let table = level_table(&rows);
        assert_eq!(table.lines().count(), 7, "{table}");
        assert!(
            table.contains("| hard | 3 | 2.00 | 2.00 | 2.00 |"),
            "{table}"
        );
    }

    #[test]
    fn the_peer_is_rated_by_our_engine_and_compared_per_level() {
        let easy = sudoku_testkit::EASY;
        let many = ".".repeat(81);
        let run = PeerRun::rate("easy", 0.5, &format!("{easy}\n{easy}\n{many}\n")).unwrap();
        assert_eq!(
            (run.by_level, run.improper, run.puzzles()),
            ([2, 0, 0, 0, 0], 1, 3)
        );
        let ours = LevelFigures {
            level: Level::Easy,
            millis: vec![1.0; 10],
            candidates: vec![1; 10],
        };
        let hard = LevelFigures {
            level: Level::Hard,
            ..ours.clone()
        };
        let table = comparison_table(&[ours, hard], &[run]);
        // Ours: 1,000 puzzles/s; the peer: 2 easy puzzles in 0.5 s, 4/s.
        assert!(
            table.contains("| easy | 1000 | 4.0 | easy | 250 |"),
            "{table}"
        );
        assert!(
            table.contains("| hard | 1000 | none made | - | - |"),
            "{table}"
        );
        assert!(peer_table(&[]).lines().count() == 2);
    }
}
