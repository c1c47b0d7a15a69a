//! The messages between the page and the solver's Web Worker (`work.rs` does the work): every solve
//! runs in the worker, so the page keeps responding whatever the puzzle or the algorithm.
//!
//! Messages are single lines of tab-separated text, so both sides stay small (no serialisation
//! library; times travel as whole microseconds, which keeps a float parser out of the page) and
//! the format can be read in the browser's devtools:
//!
//! ```text
//! page → worker   solve  RUN  ALGORITHM  PUZZLE           cancel  RUN       (ALGORITHM: 0 naive,
//!                                                                            1 candidates first, 2 fast)
//!                 walk  RUN  ALGORITHM  PUZZLE            step  RUN  STEPS  LANG
//!                 check  RUN  BOARD
//! worker → page   ready     progress  RUN  TRIES  MICROS  done  RUN  OUTCOME  ALL  FIRST
//!                 checked  RUN  VERDICT
//!                 stepped  RUN  STEPS  BOARD  TRIES  PLACEMENTS  BACKTRACKS  DEPTH  CURRENT  REFUSED  END  LINES  WORDS...
//! OUTCOME         unique:GRID  multiple:GRID:GRID  none  clash:CELL,CELL,...
//! ALL, FIRST      TRIES,PLACEMENTS,BACKTRACKS,DEPTH,MICROS: the whole search, and up to its first
//!                 solution (FIRST is - when it found none)
//! LINES           the listing's lines the last event ran, as a mask (see listing.rs)
//! CURRENT         a cell's index, or -       REFUSED  CELL:DIGIT, or -
//! END             going  unique  multiple  none         VERDICT  unique  multiple  none  clash
//! ```
//!
//! A worker drops messages that arrive before its handler is installed, which happens only once
//! its wasm has loaded; so the worker says `ready` first, and the page holds its requests until
//! then.

use sudoku_solver::{Algorithm, Board, Cell, Digit, Outcome, Timed, Verdict};

use super::Frame;
use crate::codec::{
    decode_algorithm, decode_counts, decode_outcome, decode_timed, decode_verdict,
    encode_algorithm, encode_counts, encode_outcome, encode_timed, encode_verdict, micros,
    millis_of,
};
use crate::workers::{Message, Protocol};

/// The solver worker's messages.
pub struct Solver;

impl Protocol for Solver {
    type Request = Request;
    type Reply = Reply;
    const META: &'static str = "sudoku-worker";
    const FALLBACK: &'static str = "./worker_loader.js";
    // The worker is built with `simd128` (the triad search's vectors, index.html), and again
    // without for the few browsers that lack it.
    const SCALAR: Option<(&'static str, &'static str)> =
        Some(("sudoku-worker-scalar", "./worker_scalar_loader.js"));
    fn ready() -> Reply {
        Reply::Ready
    }
    fn is_ready(reply: &Reply) -> bool {
        *reply == Reply::Ready
    }
}

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Solve `puzzle` with `algorithm`, proving uniqueness. `run` numbers the request; replies
    /// carry it.
    Solve {
        /// The request's number.
        run: u32,
        /// The algorithm.
        algorithm: Algorithm,
        /// The givens.
        puzzle: Board,
    },
    /// Start Step through: the search of `puzzle` by `algorithm`, numbered `run`, before its
    /// first event (replacing any earlier one).
    Walk {
        /// The stepping's number.
        run: u32,
        /// The algorithm.
        algorithm: Algorithm,
        /// The givens.
        puzzle: Board,
    },
    /// Take `steps` more events of walk `run`, and say where it stands (in both languages).
    Step {
        /// The stepping's number.
        run: u32,
        /// How many events.
        steps: u32,
    },
    /// Live check: how many solutions `puzzle` has (0, 1 or "more"), numbered `run`.
    Check {
        /// The request's number.
        run: u32,
        /// The board to check (givens and the person's entries together).
        puzzle: Board,
    },
    /// Stop run `run` (a solve or a walk) if it is still going (no reply follows for it).
    Cancel {
        /// The run to stop.
        run: u32,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker is listening: requests sent from now on are read.
    Ready,
    /// Run `run` is still going: its work so far.
    Progress {
        /// The run.
        run: u32,
        /// Tries so far.
        tries: u64,
        /// Time since it started, in milliseconds.
        millis: f64,
    },
    /// The live check numbered `run`: what `puzzle` is (`None` when its digits clash).
    Checked {
        /// The request's number.
        run: u32,
        /// What it found.
        verdict: Option<Verdict>,
    },
    /// Walk `run` after the steps asked for.
    Stepped {
        /// The stepping's number.
        run: u32,
        /// Where it stands (boxed: it is large).
        frame: Box<Frame>,
    },
    /// Run `run` is over.
    Done {
        /// The run.
        run: u32,
        /// What the puzzle is (boxed: it holds two solutions).
        outcome: Box<Outcome>,
        /// The whole search: its work and time.
        all: Timed,
        /// The search up to its first solution (where the tutorials stop), if it found one.
        first: Option<Timed>,
    },
}

impl Message for Request {
    fn encode(&self) -> String {
        match self {
            Request::Solve {
                run,
                algorithm,
                puzzle,
            } => format!("solve\t{run}\t{}\t{puzzle}", encode_algorithm(*algorithm)),
            Request::Walk {
                run,
                algorithm,
                puzzle,
            } => format!("walk\t{run}\t{}\t{puzzle}", encode_algorithm(*algorithm)),
            Request::Step { run, steps } => format!("step\t{run}\t{steps}"),
            Request::Check { run, puzzle } => format!("check\t{run}\t{puzzle}"),
            Request::Cancel { run } => format!("cancel\t{run}"),
        }
    }

    fn decode(text: &str) -> Option<Request> {
        let fields: Vec<&str> = text.split('\t').collect();
        match fields[..] {
            ["solve", run, algorithm, puzzle] => Some(Request::Solve {
                run: run.parse().ok()?,
                algorithm: decode_algorithm(algorithm)?,
                puzzle: Board::from_line(puzzle)?,
            }),
            ["walk", run, algorithm, puzzle] => Some(Request::Walk {
                run: run.parse().ok()?,
                algorithm: decode_algorithm(algorithm)?,
                puzzle: Board::from_line(puzzle)?,
            }),
            ["step", run, steps] => Some(Request::Step {
                run: run.parse().ok()?,
                steps: steps.parse().ok()?,
            }),
            ["check", run, puzzle] => Some(Request::Check {
                run: run.parse().ok()?,
                puzzle: Board::from_line(puzzle)?,
            }),
            ["cancel", run] => Some(Request::Cancel {
                run: run.parse().ok()?,
            }),
            _ => None,
        }
    }
}

impl Message for Reply {
    fn encode(&self) -> String {
        match self {
            Reply::Ready => "ready".into(),
            Reply::Checked { run, verdict } => {
                format!("checked\t{run}\t{}", encode_verdict(*verdict))
            }
            Reply::Stepped { run, frame } => encode_frame(*run, frame),
            Reply::Progress { run, tries, millis } => {
                format!("progress\t{run}\t{tries}\t{}", micros(*millis))
            }
            Reply::Done {
                run,
                outcome,
                all,
                first,
            } => format!(
                "done\t{run}\t{}\t{}\t{}",
                encode_outcome(outcome),
                encode_timed(all),
                first.as_ref().map_or("-".into(), encode_timed)
            ),
        }
    }

    fn decode(text: &str) -> Option<Reply> {
        let fields: Vec<&str> = text.split('\t').collect();
        match fields[..] {
            ["ready"] => Some(Reply::Ready),
            ["checked", run, verdict] => Some(Reply::Checked {
                run: run.parse().ok()?,
                verdict: match decode_verdict(verdict)? {
                    Some(verdict) => Some(verdict),
                    None if verdict == "clash" => None,
                    None => return None,
                },
            }),
            ["stepped", ..] => decode_frame(&fields[1..]),
            ["progress", run, tries, micros] => Some(Reply::Progress {
                run: run.parse().ok()?,
                tries: tries.parse().ok()?,
                millis: millis_of(micros.parse().ok()?),
            }),
            ["done", run, outcome, all, first] => Some(Reply::Done {
                run: run.parse().ok()?,
                outcome: Box::new(decode_outcome(outcome)?),
                all: decode_timed(all)?,
                first: match first {
                    "-" => None,
                    first => Some(decode_timed(first)?),
                },
            }),
            _ => None,
        }
    }
}

fn encode_frame(run: u32, frame: &Frame) -> String {
    let current = frame
        .current
        .map_or("-".to_string(), |cell| cell.index().to_string());
    let refused = frame.refused.map_or("-".to_string(), |(cell, digit)| {
        format!("{}:{digit}", cell.index())
    });
    let end = frame
        .end
        .map_or("going", |verdict| encode_verdict(Some(verdict)));
    let mut text = format!(
        "stepped\t{run}\t{}\t{}\t{}\t{current}\t{refused}\t{end}\t{}",
        frame.steps,
        frame.board,
        encode_counts(&frame.counts).replace(',', "\t"),
        frame.lines
    );
    for words in frame.said.iter().flatten() {
        // Words never hold a tab; one that did would only be split, not misread.
        text.push('\t');
        text.push_str(words);
    }
    text
}

fn decode_frame(fields: &[&str]) -> Option<Reply> {
    let [
        run,
        steps,
        board,
        tries,
        placements,
        backtracks,
        depth,
        current,
        refused,
        end,
        lines,
        said @ ..,
    ] = fields
    else {
        return None;
    };
    let cell = |index: &str| Cell::new(index.parse().ok()?);
    let frame = Frame {
        steps: steps.parse().ok()?,
        board: Board::from_line(board)?,
        counts: decode_counts(&[*tries, *placements, *backtracks, *depth])?,
        current: match *current {
            "-" => None,
            index => Some(cell(index)?),
        },
        refused: match refused.split_once(':') {
            None if *refused == "-" => None,
            Some((index, digit)) => Some((cell(index)?, Digit::new(digit.parse().ok()?)?)),
            None => return None,
        },
        end: match *end {
            "going" => None,
            end => Some(decode_verdict(end)??),
        },
        lines: lines.parse().ok()?,
        said: (said.chunks(2))
            .map(|pair| match pair {
                [en, zh] => Some([en.to_string(), zh.to_string()]),
                _ => None,
            })
            .collect::<Option<_>>()?,
    };
    Some(Reply::Stepped {
        run: run.parse().ok()?,
        frame: Box::new(frame),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::solver::Stepper;
    use sudoku_testkit::INKALA;

    #[test]
    fn requests_round_trip() {
        for algorithm in Algorithm::ALL {
            let request = Request::Solve {
                run: 7,
                algorithm,
                puzzle: INKALA.parse().unwrap(),
            };
            assert_eq!(Request::decode(&request.encode()), Some(request));
        }
        let cancel = Request::Cancel { run: 4_000_000_000 };
        assert_eq!(Request::decode(&cancel.encode()), Some(cancel));
        let walk = Request::Walk {
            run: 2,
            algorithm: Algorithm::CandidatesFirst,
            puzzle: INKALA.parse().unwrap(),
        };
        assert_eq!(Request::decode(&walk.encode()), Some(walk));
        let step = Request::Step { run: 2, steps: 100 };
        assert_eq!(Request::decode(&step.encode()), Some(step));
        let check = Request::Check {
            run: 11,
            puzzle: INKALA.parse().unwrap(),
        };
        assert_eq!(Request::decode(&check.encode()), Some(check));
    }

    #[test]
    fn replies_round_trip_with_every_outcome() {
        let puzzle: Board = INKALA.parse().unwrap();
        let clashing: Board = format!("55{}", ".".repeat(79)).parse().unwrap();
        for board in [puzzle, Board::EMPTY, clashing] {
            for algorithm in Algorithm::ALL {
                let report = board.solve_with(algorithm);
                let done = Reply::Done {
                    run: 3,
                    outcome: Box::new(report.outcome),
                    all: Timed {
                        counts: report.counts,
                        millis: 1.25,
                    },
                    first: report.first.map(|counts| Timed {
                        counts,
                        millis: 0.125,
                    }),
                };
                assert_eq!(Reply::decode(&done.encode()), Some(done));
            }
        }
        let no_solution = Reply::Done {
            run: 1,
            outcome: Box::new(Outcome::NoSolution),
            all: Timed::default(),
            first: None,
        };
        assert_eq!(Reply::decode(&no_solution.encode()), Some(no_solution));
        let progress = Reply::Progress {
            run: 9,
            tries: 123_456_789,
            millis: 1500.125,
        };
        assert_eq!(Reply::decode(&progress.encode()), Some(progress));
        assert_eq!(Reply::decode(&Reply::Ready.encode()), Some(Reply::Ready));
        for verdict in [
            None,
            Some(Verdict::Unique),
            Some(Verdict::Multiple),
            Some(Verdict::NoSolution),
        ] {
            let checked = Reply::Checked { run: 4, verdict };
            assert_eq!(Reply::decode(&checked.encode()), Some(checked));
        }
        // Frames: with a refused digit, at the end, and at the start (no words yet).
        let mut stepper = Stepper::new(&puzzle, Algorithm::Naive);
        let refused = (0..100)
            .map(|_| stepper.advance(1))
            .find(|frame| frame.refused.is_some())
            .expect("the naive search soon tries a digit that clashes");
        assert!(refused.refused.is_some() && refused.current.is_some());
        let mut fast = Stepper::new(&puzzle, Algorithm::Fast);
        let end = fast.advance(100_000);
        assert!(end.end.is_some());
        for frame in [refused, end, Frame::start(puzzle)] {
            let stepped = Reply::Stepped {
                run: 5,
                frame: Box::new(frame),
            };
            assert_eq!(Reply::decode(&stepped.encode()), Some(stepped));
        }
    }

    #[test]
    fn garbled_messages_are_refused() {
        let not_a_solution = format!("done\t1\tunique:{INKALA}\t0,0,0,0,1\t-");
        for text in [
            "",
            "solve\t1\tQuantum\t...",
            &format!("solve\t1\t3\t{INKALA}"),
            "solve\t1\tFast",
            "cancel\tminus one",
            &not_a_solution,
            "done\t1\tclash:81\t0,0,0,0,1\t-",
            "done\t1\tnone\t0,0,0,1\t-",
            "done\t1\tnone\t0,0,0,0,1\t1,2",
            "progress\t1\t2",
            "checked\t1\tmaybe",
            "check\t1\t123",
            "ready\t1",
            "step\t1\tmany",
            "stepped\t1\t2",
            &format!("stepped\t1\t1\t{INKALA}\t1\t1\t0\t1\t81\t-\tgoing\t0"),
            &format!("stepped\t1\t1\t{INKALA}\t1\t1\t0\t1\t3\t3:0\tgoing\t0"),
            &format!("stepped\t1\t1\t{INKALA}\t1\t1\t0\t1\t3\t-\tdone\t0"),
            &format!("stepped\t1\t1\t{INKALA}\t1\t1\t0\t1\t3\t-\tgoing\t70000"),
        ] {
            assert_eq!(Request::decode(text), None, "{text:?}");
            assert_eq!(Reply::decode(text), None, "{text:?}");
        }
    }
}
