//! The status line: what the last action did, as data, and the words that say it.
//!
//! The words follow the contract (`shared/docs/ui-contract.md`): after Solve, only a unique solution
//! says "solved"; "more than one solution", "no solution" and "conflict" name the other outcomes.

use sudoku_solver::{Algorithm, Board, CellSet, Counts, Digit, Outcome, ParseError};

/// Where loaded text came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Pasted onto the board.
    Paste,
    /// The `Puzzle text` box.
    TextBox,
    /// A `#p=` link.
    Link,
    /// The Examples menu.
    Example(&'static str),
}

/// What each count means, in one sentence each (the help under Compare and Step through).
pub const COUNTS_HELP: &str = "A try is one digit tested in one cell (for Fast, a guess: a digit \
    assumed where logic alone could not decide). A placement is a try that fits, so the digit is \
    written. A backtrack is a dead end, where the search takes a digit back. Depth is the most \
    digits (for Fast, guesses) in place at once.";

/// What a solve did: the algorithm and its counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its counts.
    pub counts: Counts,
}

impl Work {
    /// "3 guesses" for the fast solver; "Naive backtracking: 1,234 tries, 56 backtracks" for
    /// the others, whose counts are the point of choosing them.
    fn text(&self) -> String {
        match self.algorithm {
            Algorithm::Fast => guesses_text(self.counts.tries),
            algorithm => format!(
                "{algorithm}: {} tries, {} backtracks",
                thousands(self.counts.tries),
                thousands(self.counts.backtracks)
            ),
        }
    }
}

/// What a solve found, without the solutions themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Exactly one solution.
    Unique,
    /// More than one.
    Multiple,
    /// None.
    NoSolution,
}

impl Verdict {
    /// What `outcome` says of the puzzle; `None` for clashing givens, which were never searched.
    pub fn of(outcome: &Outcome) -> Option<Verdict> {
        match outcome {
            Outcome::Unique(_) => Some(Verdict::Unique),
            Outcome::Multiple(..) => Some(Verdict::Multiple),
            Outcome::NoSolution => Some(Verdict::NoSolution),
            Outcome::Clash(_) => None,
        }
    }
}

/// What the last action did.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Nothing yet.
    Welcome,
    /// The board saved last time is back.
    Restored,
    /// Saved data could not be read; the app started clean.
    StorageUnreadable,
    /// A puzzle was loaded (its givens and clashes are read off the board).
    Loaded(Source),
    /// The page was opened with a `#p=` link that is not a puzzle; the board is empty.
    BadStartLink(ParseError),
    /// Text could not be read as a puzzle; the board is unchanged.
    Unreadable {
        /// From where.
        source: Source,
        /// Why.
        error: ParseError,
    },
    /// The person typed or erased a digit (the givens and clashes are read off the board).
    Edited {
        /// The solver's digits were removed, because the puzzle changed.
        solution_removed: bool,
    },
    /// The board was emptied.
    Cleared,
    /// A change was undone.
    Undone,
    /// An undone change was made again.
    Redone,
    /// A solve is running (in the worker).
    Solving {
        /// With which algorithm.
        algorithm: Algorithm,
        /// Tries so far (the backtracking algorithms report them as they go).
        tries: u64,
        /// Time so far, in milliseconds.
        millis: f64,
    },
    /// Compare is running one of the algorithms (in the worker).
    Comparing {
        /// Which one.
        algorithm: Algorithm,
        /// Its tries so far.
        tries: u64,
        /// Its time so far, in milliseconds.
        millis: f64,
    },
    /// Compare ran every algorithm; the board is unchanged.
    Compared {
        /// What they found.
        verdict: Verdict,
        /// Each algorithm's time, in milliseconds, in the order they ran.
        times: Vec<(Algorithm, f64)>,
    },
    /// Step through has started (the step panel has its controls and counters).
    Stepping {
        /// The algorithm being shown.
        algorithm: Algorithm,
    },
    /// A stepping reached its end.
    SteppedThrough {
        /// The algorithm shown.
        algorithm: Algorithm,
        /// Its counts.
        counts: Counts,
        /// What it found.
        verdict: Verdict,
    },
    /// The person left the stepping; the board shows the grid again.
    StoppedStepping,
    /// The person stopped a solve; the board is unchanged.
    Cancelled {
        /// The algorithm that was running.
        algorithm: Algorithm,
        /// Tries it had made, as last reported.
        tries: u64,
        /// Time it had run, as last reported, in milliseconds.
        millis: f64,
    },
    /// Solve found exactly one solution.
    Solved {
        /// Cells filled in.
        filled: usize,
        /// What the search did.
        work: Work,
        /// Time taken, in milliseconds, as the worker measured it.
        millis: f64,
    },
    /// Solve found several solutions; one is shown.
    NotUnique {
        /// Cells filled in.
        filled: usize,
        /// What the search did.
        work: Work,
        /// Time taken, in milliseconds.
        millis: f64,
    },
    /// Solve proved there is no solution.
    NoSolution {
        /// What the search did.
        work: Work,
        /// Time taken, in milliseconds.
        millis: f64,
    },
    /// Solve refused: givens clash (the board marks which).
    Conflict,
}

impl Status {
    /// Whether the status reports a problem the person should look at. `board` is what the board
    /// shows now.
    pub fn is_problem(&self, board: &Board) -> bool {
        match self {
            Status::StorageUnreadable
            | Status::BadStartLink(_)
            | Status::Unreadable { .. }
            | Status::NotUnique { .. }
            | Status::NoSolution { .. }
            | Status::Conflict => true,
            Status::Loaded(_) | Status::Edited { .. } => !board.clashes().is_empty(),
            _ => false,
        }
    }

    /// The words for this status. `board` is what the board shows now: the status reads counts
    /// and clashes off it, since every action that changes the board also sets the status.
    pub fn text(&self, board: &Board) -> String {
        let clashes = board.clashes();
        match self {
            Status::Welcome => {
                "Type a puzzle, paste one, or pick an example; then press Solve.".into()
            }
            Status::Restored => "Your board from last time is back.".into(),
            Status::StorageUnreadable => {
                "The board saved in this browser could not be read, so the app started with an \
                 empty board."
                    .into()
            }
            Status::Loaded(source) => {
                let from = match source {
                    Source::Paste => "Loaded the pasted puzzle".to_string(),
                    Source::TextBox => "Loaded the puzzle text".to_string(),
                    Source::Link => "Loaded the puzzle from the link".to_string(),
                    Source::Example(name) => format!("Loaded the example \u{201c}{name}\u{201d}"),
                };
                let clash = match clashes.len() {
                    0 => String::new(),
                    n => format!(" {n} of them clash, marked on the board."),
                };
                format!("{from}: {}.{clash}", givens_text(board.given_count()))
            }
            Status::BadStartLink(error) => {
                format!("The link was not understood ({error}); the board is empty.")
            }
            Status::Unreadable { source, error } => {
                let what = match source {
                    Source::Link => "The link was not understood",
                    Source::Paste => "The pasted text is not a puzzle",
                    Source::TextBox | Source::Example(_) => "The puzzle text is not a puzzle",
                };
                format!("{what}: {error}. The board is unchanged.")
            }
            Status::Edited { solution_removed } => {
                let givens = board.given_count();
                let mut text = format!("{}.", capitalized(&givens_text(givens)));
                if *solution_removed {
                    text.push_str(" The puzzle changed, so its solution was removed.");
                }
                if !clashes.is_empty() {
                    text = format!("{} {text}", describe_clashes(clashes, board));
                }
                text
            }
            Status::Cleared => "Board cleared.".into(),
            Status::Undone => "Undone.".into(),
            Status::Redone => "Redone.".into(),
            Status::Solving {
                algorithm,
                tries,
                millis,
            } => match (algorithm, tries) {
                (_, 0) => format!("Solving with {algorithm}…"),
                _ => format!(
                    "Solving with {algorithm}… {} tries so far, {}. Cancel stops it.",
                    thousands(*tries),
                    format_millis(*millis)
                ),
            },
            Status::Comparing {
                algorithm,
                tries,
                millis,
            } => match tries {
                0 => format!("Comparing: running {algorithm}…"),
                _ => format!(
                    "Comparing: running {algorithm}… {} tries so far, {}. Cancel stops it.",
                    thousands(*tries),
                    format_millis(*millis)
                ),
            },
            Status::Compared { verdict, times } => {
                let found = match verdict {
                    Verdict::Unique => "one solution",
                    Verdict::Multiple => "more than one solution",
                    Verdict::NoSolution => "no solution",
                };
                let times: Vec<String> = times
                    .iter()
                    .map(|(algorithm, millis)| format!("{algorithm} {}", format_millis(*millis)))
                    .collect();
                format!(
                    "Compared: every algorithm found {found}; {}. The board is unchanged.",
                    times.join(", ")
                )
            }
            Status::Stepping { algorithm } => format!(
                "Stepping through {algorithm}: press Play, or Next step for one step at a time."
            ),
            Status::SteppedThrough {
                algorithm,
                counts,
                verdict,
            } => {
                let found = match verdict {
                    Verdict::Unique => "the only solution",
                    Verdict::Multiple => "more than one solution",
                    Verdict::NoSolution => "no solution",
                };
                format!(
                    "Step through finished: {algorithm} found {found} after {} tries and {} \
                     backtracks.",
                    thousands(counts.tries),
                    thousands(counts.backtracks)
                )
            }
            Status::StoppedStepping => "Stopped stepping; the board is as it was.".into(),
            Status::Cancelled {
                algorithm,
                tries,
                millis,
            } => format!(
                "Cancelled: {algorithm} stopped after {} tries and {}. The board is unchanged.",
                thousands(*tries),
                format_millis(*millis)
            ),
            Status::Solved {
                filled,
                work,
                millis,
            } => format!(
                "Solved: the puzzle has exactly one solution. Filled {filled} cells in {} \
                 ({}).",
                format_millis(*millis),
                work.text()
            ),
            Status::NotUnique {
                filled,
                work,
                millis,
            } => format!(
                "Not unique: this puzzle has more than one solution. One of them is shown; \
                 {filled} cells filled in {} ({}).",
                format_millis(*millis),
                work.text()
            ),
            Status::NoSolution { work, millis } => format!(
                "No solution: no grid completes these givens, though none of them clash \
                 (proved in {}, {}).",
                format_millis(*millis),
                work.text()
            ),
            Status::Conflict => format!(
                "{} Fix them, then press Solve again.",
                describe_clashes(clashes, board)
            ),
        }
    }
}

/// "Conflict: Row 1, Column 4 and Row 1, Column 8 both hold 3." — the clashing cells grouped by digit.
fn describe_clashes(cells: CellSet, board: &Board) -> String {
    let groups: Vec<String> = Digit::ALL
        .iter()
        .filter_map(|&digit| {
            let names: Vec<String> = cells
                .iter()
                .filter(|&cell| board.get(cell) == Some(digit))
                .map(|cell| cell.to_string())
                .collect();
            match names.len() {
                0 => None,
                2 => Some(format!("{} and {} both hold {digit}", names[0], names[1])),
                _ => Some(format!("{} all hold {digit}", names.join("; "))),
            }
        })
        .collect();
    let count = cells.len();
    format!("Conflict: {count} givens clash. {}.", groups.join(". "))
}

fn givens_text(givens: usize) -> String {
    match givens {
        0 => "no givens".into(),
        1 => "1 given".into(),
        n => format!("{n} givens"),
    }
}

/// The text with its first letter in capitals. Our texts are ASCII: the Unicode case tables
/// would cost the page kilobytes for nothing.
fn capitalized(text: &str) -> String {
    let mut text = text.to_string();
    let first = text.len().min(1);
    text[..first].make_ascii_uppercase();
    text
}

fn guesses_text(guesses: u64) -> String {
    match guesses {
        0 => "no guesses".into(),
        1 => "1 guess".into(),
        n => format!("{n} guesses"),
    }
}

/// 1234567 as "1,234,567".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Milliseconds the way people read them: "0.21 ms", "3.4 ms", "120 ms".
pub fn format_millis(millis: f64) -> String {
    if millis < 1.0 {
        format!("{millis:.2} ms")
    } else if millis < 10.0 {
        format!("{millis:.1} ms")
    } else if millis < 1000.0 {
        format!("{millis:.0} ms")
    } else {
        format!("{:.1} s", millis / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::Cell;

    const SOLVE_PHRASES: [&str; 3] = ["more than one solution", "no solution", "conflict"];

    /// The contract's rule for the status after Solve: `solved` only for the unique outcome, and
    /// each other outcome's own phrase.
    fn check_after_solve(status: Status, board: &Board, phrase: Option<&str>) {
        let text = status.text(board).to_lowercase();
        match phrase {
            None => {
                assert!(text.contains("solved"), "{text}");
                assert!(SOLVE_PHRASES.iter().all(|p| !text.contains(p)), "{text}");
            }
            Some(phrase) => {
                assert!(text.contains(phrase), "{text}");
                assert!(!text.contains("solved"), "{text}");
            }
        }
    }

    #[test]
    fn solve_outcomes_use_the_contract_words() {
        let board = Board::EMPTY;
        let (filled, millis) = (60, 0.25);
        let work = Work {
            algorithm: Algorithm::Fast,
            counts: Counts {
                tries: 3,
                ..Counts::default()
            },
        };
        check_after_solve(
            Status::Solved {
                filled,
                work,
                millis,
            },
            &board,
            None,
        );
        let not_unique = Status::NotUnique {
            filled,
            work,
            millis,
        };
        check_after_solve(not_unique, &board, Some("more than one solution"));
        check_after_solve(
            Status::NoSolution { work, millis },
            &board,
            Some("no solution"),
        );
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        let conflict = Status::Conflict;
        check_after_solve(conflict.clone(), &clashing, Some("conflict"));
        assert_eq!(
            conflict.text(&clashing),
            "Conflict: 2 givens clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. \
             Fix them, then press Solve again."
        );
    }

    #[test]
    fn long_runs_read_well() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(18_619_020), "18,619,020");
        assert_eq!(format_millis(2_345.0), "2.3 s");
        let board = Board::EMPTY;
        let solving = Status::Solving {
            algorithm: Algorithm::Naive,
            tries: 1_234_567,
            millis: 1_500.0,
        };
        assert_eq!(
            solving.text(&board),
            "Solving with Naive backtracking… 1,234,567 tries so far, 1.5 s. Cancel stops it."
        );
        let cancelled = Status::Cancelled {
            algorithm: Algorithm::CandidatesFirst,
            tries: 42,
            millis: 3.0,
        };
        assert_eq!(
            cancelled.text(&board),
            "Cancelled: Candidates first stopped after 42 tries and 3.0 ms. The board is unchanged."
        );
        let work = Work {
            algorithm: Algorithm::Naive,
            counts: Counts {
                tries: 18_619_020,
                placements: 2_068_780,
                backtracks: 2_068_780,
                max_depth: 60,
            },
        };
        assert_eq!(
            work.text(),
            "Naive backtracking: 18,619,020 tries, 2,068,780 backtracks"
        );
    }

    #[test]
    fn clashes_are_named_by_digit() {
        let board: Board = format!("7...7...7{}", ".".repeat(72)).parse().unwrap();
        let edited = Status::Edited {
            solution_removed: false,
        };
        assert!(edited.is_problem(&board));
        let text = edited.text(&board);
        assert_eq!(
            text,
            "Conflict: 3 givens clash. Row 1, Column 1; Row 1, Column 5; Row 1, Column 9 all hold 7. \
             3 givens."
        );
        let quiet = Status::Edited {
            solution_removed: true,
        };
        let one = Board::EMPTY.with(Cell::at(0, 0).unwrap(), Digit::new(1));
        assert!(!quiet.is_problem(&one));
        assert_eq!(
            quiet.text(&one),
            "1 given. The puzzle changed, so its solution was removed."
        );
    }

    #[test]
    fn every_message_is_words() {
        let error = "x".parse::<Board>().unwrap_err();
        let statuses = [
            Status::Welcome,
            Status::Restored,
            Status::StorageUnreadable,
            Status::Loaded(Source::Example("Tutorial 2")),
            Status::Unreadable {
                source: Source::Paste,
                error: error.clone(),
            },
            Status::Unreadable {
                source: Source::Link,
                error,
            },
            Status::Cleared,
            Status::Undone,
            Status::Redone,
        ];
        for status in statuses {
            let text = status.text(&Board::EMPTY);
            assert!(text.len() > 5 && text.ends_with('.'), "{status:?}: {text}");
            assert!(!text.to_lowercase().contains("solved"), "{text}");
        }
    }

    #[test]
    fn times_read_naturally() {
        assert_eq!(format_millis(0.214), "0.21 ms");
        assert_eq!(format_millis(3.44), "3.4 ms");
        assert_eq!(format_millis(123.4), "123 ms");
    }
}
