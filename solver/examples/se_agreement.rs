//! Agreement with Sudoku Explainer: puzzles SE rated, rated by the path SE's rules take here
//! (`SePath`), and the share with the same ER (and the same ER/EP/ED, where SE's three are
//! known), within 0.1 and within 0.2; the time a path takes. Two forms of input:
//!
//! - `FILE`: `PUZZLE ER` a line, as `../shared/puzzles/se_rated_diabolical_sample.txt` (every
//!   fifth puzzle is reported apart, "held out", as the photo test does), or `PUZZLE ER/EP/ED`,
//!   as `solver/tests/data/se_forum_hardest.txt`.
//! - `--ratings RATINGS PUZZLES`: SE's `ER/EP/ED` a line (`#` lines aside) for the puzzles of a
//!   corpus file in order, as `solver/tests/data/se_top1465.txt` for top1465.
//!
//! With `--each`, every puzzle's two ratings and SE's hardest step here; with `--path PUZZLE...`,
//! each step of those puzzles' paths, rated.
//!
//! ```sh
//! cargo run --release -p sudoku-solver --example se_agreement -- ../shared/puzzles/se_rated_diabolical_sample.txt
//! cargo run --release -p sudoku-solver --example se_agreement -- \
//!     --ratings solver/tests/data/se_top1465.txt ../shared/puzzles/puzzles3_magictour_top1465
//! ```

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku_solver::Board;
use sudoku_solver::logic::se::{SePath, SeRating, Tenths};

#[derive(Default)]
struct Tally {
    puzzles: usize,
    exact: usize,
    within_one: usize,
    within_two: usize,
    /// The same ER, EP and ED (counted where SE's three are known).
    all_three: usize,
}

impl Tally {
    fn count(&mut self, se: Tenths, ours: &SeRating, three: Option<(Tenths, Tenths)>) {
        let off = ours.er.0.abs_diff(se.0);
        self.puzzles += 1;
        self.exact += usize::from(off == 0);
        self.within_one += usize::from(off <= 1);
        self.within_two += usize::from(off <= 2);
        self.all_three +=
            usize::from(three.is_some_and(|(ep, ed)| off == 0 && ours.ep == ep && ours.ed == ed));
    }

    fn line(&self, part: &str, three: bool) -> String {
        let share = |n: usize| 100.0 * n as f64 / self.puzzles.max(1) as f64;
        let mut line = format!(
            "{part}: {} puzzles; same ER {:.1}%, within 0.1 {:.1}%, within 0.2 {:.1}%",
            self.puzzles,
            share(self.exact),
            share(self.within_one),
            share(self.within_two)
        );
        if three {
            line += &format!("; same ER/EP/ED {:.1}%", share(self.all_three));
        }
        line
    }
}

/// A puzzle, SE's ER, and SE's EP and ED where they are known.
type Rated = (String, Tenths, Option<(Tenths, Tenths)>);

/// "7.2" as tenths.
fn tenths(text: &str) -> Tenths {
    let parsed = text
        .split_once('.')
        .and_then(|(a, b)| Some(a.parse::<u16>().ok()? * 10 + b.parse::<u16>().ok()?));
    Tenths(parsed.unwrap_or_else(|| panic!("not a rating: {text}")))
}

fn lines(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let each = args.iter().any(|a| a == "--each");
    let files: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let rated: Vec<Rated> = match args.first() {
        Some(first) if first == "--path" => {
            files.iter().for_each(|puzzle| show_path(puzzle));
            return;
        }
        Some(first) if first == "--ratings" && files.len() == 2 => {
            let (ratings, puzzles) = (lines(files[0]), lines(files[1]));
            assert_eq!(ratings.len(), puzzles.len(), "a rating a puzzle");
            (puzzles.into_iter().zip(ratings))
                .map(|(puzzle, rating)| {
                    let three: Vec<Tenths> = rating.split('/').map(tenths).collect();
                    let [er, ep, ed] = three[..] else {
                        panic!("not ER/EP/ED: {rating}")
                    };
                    (puzzle, er, Some((ep, ed)))
                })
                .collect()
        }
        _ if files.len() == 1 => (lines(files[0]).into_iter())
            .map(|line| {
                let (puzzle, rating) = line.split_once(' ').expect("PUZZLE ER");
                let three: Vec<Tenths> = rating.trim().split('/').map(tenths).collect();
                match three[..] {
                    [er, ep, ed] => (puzzle.to_string(), er, Some((ep, ed))),
                    _ => (puzzle.to_string(), three[0], None),
                }
            })
            .collect(),
        _ => {
            eprintln!(
                "usage: se_agreement [--each] FILE | --ratings RATINGS PUZZLES | --path PUZZLE..."
            );
            std::process::exit(2);
        }
    };
    let held_out = rated.iter().all(|(_, _, three)| three.is_none());
    let (mut tuned, mut held) = (Tally::default(), Tally::default());
    let mut pairs: BTreeMap<(Tenths, Tenths), usize> = BTreeMap::new();
    let mut millis = Vec::new();
    for (i, (puzzle, se, three)) in rated.iter().enumerate() {
        let board: Board = puzzle.parse().unwrap_or_else(|e| panic!("{puzzle}: {e}"));
        let start = Instant::now();
        let path = SePath::of(&board).unwrap_or_else(|e| panic!("{puzzle}: {e:?}"));
        millis.push(start.elapsed().as_secs_f64() * 1e3);
        let ours = path.rating();
        let tally = if held_out && i % 5 == 4 {
            &mut held
        } else {
            &mut tuned
        };
        tally.count(*se, &ours, *three);
        *pairs.entry((*se, ours.er)).or_default() += 1;
        if each {
            println!("{puzzle} SE {se} ours {} {:?}", ours.er, path.hardest());
        }
    }
    if held_out {
        println!("{}", tuned.line("tuned on", false));
        println!("{}", held.line("held out", false));
    } else {
        println!("{}", tuned.line("all", true));
    }
    millis.sort_by(f64::total_cmp);
    let at = |q: f64| millis[((millis.len() - 1) as f64 * q) as usize];
    let total: f64 = millis.iter().sum();
    println!(
        "time a path (one thread): median {:.1} ms, 90th percentile {:.1} ms, max {:.1} ms; \
         {:.2} s in all",
        at(0.5),
        at(0.9),
        at(1.0),
        total / 1e3
    );
    println!("SE's ER -> ours (puzzles), where they differ:");
    for ((se, ours), n) in pairs.iter().filter(|((se, ours), _)| se != ours) {
        println!("  {se} -> {ours}: {n}");
    }
}

/// Prints each step of `puzzle`'s SE path: its rating, technique and what it does.
fn show_path(puzzle: &str) {
    let board: Board = puzzle.parse().unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    let path = SePath::of(&board).unwrap_or_else(|e| panic!("{puzzle}: {e:?}"));
    println!("{puzzle}: {:?}", path.rating());
    for (i, step) in path.steps.iter().enumerate() {
        let list = |pairs: &[(sudoku_solver::Cell, sudoku_solver::Digit)], sign: &str| {
            pairs
                .iter()
                .map(|(c, d)| format!("r{}c{}{sign}{d}", c.row() + 1, c.col() + 1))
                .collect::<Vec<_>>()
                .join(" ")
        };
        println!(
            "{:3}. {} {} {}{}",
            i + 1,
            step.rating,
            step.technique,
            list(&step.step.placements, "="),
            list(&step.step.eliminations, "<>")
        );
    }
}
