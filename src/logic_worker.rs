//! The messages between the page and the logic worker (`src/bin/logic.rs`), which runs the solver
//! crate's logic engine for Hint, Explain solution and the difficulty rating, and what it answers.
//!
//! The engine and its sentences in two languages are a third of the solver's code, and most people
//! never ask for a hint, so they live in their own worker, started the first time the page wants
//! a rating or a hint; the page itself only shows the text and cells the worker sends.
//!
//! Messages are text, like the solver worker's (`crate::worker`): tab-separated fields, and for a
//! path one line per step after the first:
//!
//! ```text
//! page → worker   path  ID  GIVENS                      hint  ID  GIVENS  ENTRIES  STRUCK
//! worker → page   ready
//!                 path  ID  VERDICT                     (not one solution: multiple, none, clash)
//!                 path  ID  rated  LEVEL  GUESSES  EN  ZH   (the hardest technique's name)
//!                 STEP…                                 (one line per step)
//!                 hint  ID  VERDICT     hint  ID  solved     hint  ID  wrong  PAIRS
//!                 hint  ID  step  EN  ZH  STEP      (EN, ZH: where to look, in words)
//! STEP            REGION  CELLS  DIGITS  PLACEMENTS  ELIMINATIONS  EN  ZH   (the step in a
//!                 sentence; REGION: the cells of its units, or its cells: where to look;
//!                 DIGITS: the digits it is about, e.g. 37, or -)
//! CELLS           cell indices, comma-separated, or -   PAIRS, STRUCK  CELL:DIGIT,…, or -
//! LEVEL           0 easy … 4 extreme
//! ```

use sudoku_solver::logic::{Candidates, Level, LogicalPath, Step, Technique, step_or_guess};
use sudoku_solver::{Board, Cell, Digit, DigitSet, Outcome};

use crate::explain;
use crate::grid::{Grid, Struck, decode_pairs, encode_pairs};
use crate::i18n::Lang;
use crate::status::Verdict;
use crate::worker::{decode_verdict, encode_verdict};

/// What the page asks of the logic worker.
// A request lives only to be encoded or answered at once: boxing the large variant would only add
// an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogicRequest {
    /// The whole logical path of the puzzle `givens`, and its rating.
    Path {
        /// The request's number; the reply carries it.
        id: u32,
        /// The puzzle.
        givens: Board,
    },
    /// The next step on the person's board: the puzzle's givens, their entries, and the
    /// candidates earlier hints removed.
    Hint {
        /// The request's number.
        id: u32,
        /// The puzzle.
        givens: Board,
        /// The person's digits.
        entries: Board,
        /// Candidates removed by hints applied.
        struck: Struck,
    },
}

/// One step as the page shows it: the cells it is about, what it does, and its sentence in
/// English and Chinese.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownStep {
    /// Where to look for it: the cells of the units it is about, or its cells.
    pub region: Vec<Cell>,
    /// The "because" cells.
    pub cells: Vec<Cell>,
    /// The digits it is about.
    pub digits: DigitSet,
    /// The digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// The candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// The sentence: English, Chinese.
    pub words: [String; 2],
}

impl ShownStep {
    fn of(step: &Step) -> ShownStep {
        let region: Vec<Cell> = if step.units.is_empty() {
            step.cells.clone()
        } else {
            Cell::all()
                .filter(|&cell| step.units.iter().any(|&unit| unit.contains(cell)))
                .collect()
        };
        ShownStep {
            region,
            cells: step.cells.clone(),
            digits: step.digits,
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            words: [Lang::En, Lang::Zh].map(|lang| explain::sentence(step, lang)),
        }
    }

    /// The cells it changes: where it places a digit or removes a candidate.
    pub fn targets(&self) -> impl Iterator<Item = Cell> + '_ {
        self.placements
            .iter()
            .chain(&self.eliminations)
            .map(|&(cell, _)| cell)
    }
}

/// A puzzle's logical path and rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The difficulty.
    pub level: Level,
    /// How many guesses the path needed (none when the engine's techniques finish it).
    pub guesses: usize,
    /// The name of the hardest technique that found a step (guesses aside): English, Chinese.
    pub hardest: [String; 2],
    /// The steps.
    pub steps: Vec<ShownStep>,
}

/// What a hint request found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAnswer {
    /// The next step, and where to look for it in words.
    Step {
        /// Where to look, in words: English, Chinese.
        look: [String; 2],
        /// The step.
        step: ShownStep,
    },
    /// The person's digits that differ from the solution.
    Wrong(Vec<(Cell, Digit)>),
    /// The board is full and right.
    Solved,
    /// The givens do not have exactly one solution (`None`: they clash).
    NotOne(Option<Verdict>),
}

/// What the logic worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogicReply {
    /// The worker is listening.
    Ready,
    /// The path of request `id`: rated, or why there is none (`Err(None)`: the givens clash).
    Path {
        /// The request's number.
        id: u32,
        /// What was found.
        path: Result<Rated, Option<Verdict>>,
    },
    /// The hint of request `id`.
    Hint {
        /// The request's number.
        id: u32,
        /// What was found.
        answer: HintAnswer,
    },
}

/// The worker's work: the reply to `request`.
pub fn answer(request: &LogicRequest) -> LogicReply {
    match request {
        LogicRequest::Path { id, givens } => LogicReply::Path {
            id: *id,
            path: rate(givens),
        },
        LogicRequest::Hint {
            id,
            givens,
            entries,
            struck,
        } => LogicReply::Hint {
            id: *id,
            answer: hint(givens, entries, struck),
        },
    }
}

/// The path of `givens`, if they have exactly one solution.
fn rate(givens: &Board) -> Result<Rated, Option<Verdict>> {
    // The path proves the solution unique first; only when there is none is the outcome asked
    // for again, to say why.
    let path = LogicalPath::of(givens).map_err(|_| Verdict::of(&givens.solve().outcome))?;
    let hardest = path.hardest_found().unwrap_or(Technique::FullHouse);
    Ok(Rated {
        level: path.level(),
        guesses: path.guesses(),
        hardest: [Lang::En, Lang::Zh].map(|lang| explain::technique_name(hardest, lang).into()),
        steps: path.steps.iter().map(ShownStep::of).collect(),
    })
}

/// The next step on the person's board, or what stands in its way.
fn hint(givens: &Board, entries: &Board, struck: &Struck) -> HintAnswer {
    let outcome = givens.solve().outcome;
    let Outcome::Unique(solution) = outcome else {
        return HintAnswer::NotOne(Verdict::of(&outcome));
    };
    let wrong: Vec<(Cell, Digit)> = Cell::all()
        .filter_map(|cell| Some((cell, entries.get(cell)?)))
        .filter(|&(cell, digit)| givens.get(cell).is_none() && solution.get(cell) != digit)
        .collect();
    if !wrong.is_empty() {
        return HintAnswer::Wrong(wrong);
    }
    let board = Grid::loaded(*givens).with_entries(*entries).puzzle();
    let mut candidates = Candidates::new(&board);
    for (cell, digit) in struck.pairs() {
        // Hints only strike what a proof removes; a strike of the solution's digit could only
        // come from tampered storage, and is ignored rather than believed.
        if solution.get(cell) != digit {
            candidates.eliminate(cell, digit);
        }
    }
    let Some(step) = step_or_guess(&candidates, &solution) else {
        return HintAnswer::Solved;
    };
    HintAnswer::Step {
        look: [Lang::En, Lang::Zh].map(|lang| explain::look(&step, lang)),
        step: ShownStep::of(&step),
    }
}

impl LogicRequest {
    /// The message's text.
    pub fn encode(&self) -> String {
        match self {
            LogicRequest::Path { id, givens } => format!("path\t{id}\t{givens}"),
            LogicRequest::Hint {
                id,
                givens,
                entries,
                struck,
            } => format!(
                "hint\t{id}\t{givens}\t{entries}\t{}",
                encode_pairs(&struck.pairs())
            ),
        }
    }

    /// Reads a message; `None` if it is not one.
    pub fn decode(text: &str) -> Option<LogicRequest> {
        let fields: Vec<&str> = text.split('\t').collect();
        match fields[..] {
            ["path", id, givens] => Some(LogicRequest::Path {
                id: id.parse().ok()?,
                givens: Board::from_line(givens)?,
            }),
            ["hint", id, givens, entries, struck] => Some(LogicRequest::Hint {
                id: id.parse().ok()?,
                givens: Board::from_line(givens)?,
                entries: Board::from_line(entries)?,
                struck: Struck::from_pairs(decode_pairs(struck)?),
            }),
            _ => None,
        }
    }
}

impl LogicReply {
    /// The message's text.
    pub fn encode(&self) -> String {
        match self {
            LogicReply::Ready => "ready".into(),
            LogicReply::Path { id, path: Err(why) } => {
                format!("path\t{id}\t{}", encode_verdict(*why))
            }
            LogicReply::Path {
                id,
                path: Ok(rated),
            } => {
                let [en, zh] = &rated.hardest;
                let mut text = format!(
                    "path\t{id}\trated\t{}\t{}\t{en}\t{zh}",
                    rated.level as u8, rated.guesses
                );
                for step in &rated.steps {
                    text.push('\n');
                    text.push_str(&encode_step(step));
                }
                text
            }
            LogicReply::Hint { id, answer } => {
                let what = match answer {
                    HintAnswer::NotOne(why) => encode_verdict(*why).to_string(),
                    HintAnswer::Solved => "solved".into(),
                    HintAnswer::Wrong(pairs) => format!("wrong\t{}", encode_pairs(pairs)),
                    HintAnswer::Step { look, step } => {
                        format!("step\t{}\t{}\t{}", look[0], look[1], encode_step(step))
                    }
                };
                format!("hint\t{id}\t{what}")
            }
        }
    }

    /// Reads a message; `None` if it is not one (so the page never acts on a garbled answer).
    pub fn decode(text: &str) -> Option<LogicReply> {
        let mut lines = text.split('\n');
        let fields: Vec<&str> = lines.next()?.split('\t').collect();
        let not_one = |why: &str| match decode_verdict(why)? {
            Some(Verdict::Unique) => None,
            verdict => Some(verdict),
        };
        Some(match fields[..] {
            ["ready"] => LogicReply::Ready,
            ["path", id, "rated", level, guesses, en, zh] => LogicReply::Path {
                id: id.parse().ok()?,
                path: Ok(Rated {
                    level: *Level::ALL.get(level.parse::<usize>().ok()?)?,
                    guesses: guesses.parse().ok()?,
                    hardest: [en.into(), zh.into()],
                    steps: lines.map(decode_step).collect::<Option<_>>()?,
                }),
            },
            ["path", id, why] => LogicReply::Path {
                id: id.parse().ok()?,
                path: Err(not_one(why)?),
            },
            ["hint", id, ref what @ ..] => LogicReply::Hint {
                id: id.parse().ok()?,
                answer: match what {
                    ["solved"] => HintAnswer::Solved,
                    ["wrong", pairs] => HintAnswer::Wrong(decode_pairs(pairs)?),
                    ["step", en, zh, step @ ..] => HintAnswer::Step {
                        look: [en.to_string(), zh.to_string()],
                        step: decode_step_fields(step)?,
                    },
                    [why] => HintAnswer::NotOne(not_one(why)?),
                    _ => return None,
                },
            },
            _ => return None,
        })
    }
}

fn encode_step(step: &ShownStep) -> String {
    let digits: String = step
        .digits
        .iter()
        .map(|d| char::from(b'0' + d.get()))
        .collect();
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}",
        encode_cells(&step.region),
        encode_cells(&step.cells),
        if digits.is_empty() { "-" } else { &digits },
        encode_pairs(&step.placements),
        encode_pairs(&step.eliminations),
        step.words[0],
        step.words[1]
    )
}

fn decode_step(line: &str) -> Option<ShownStep> {
    decode_step_fields(&line.split('\t').collect::<Vec<_>>())
}

fn decode_step_fields(fields: &[&str]) -> Option<ShownStep> {
    let [region, cells, digits, placements, eliminations, en, zh] = fields else {
        return None;
    };
    let digits = match *digits {
        "-" => DigitSet::EMPTY,
        list => list.bytes().try_fold(DigitSet::EMPTY, |set, b| {
            Some(set.with(Digit::new(b.checked_sub(b'0')?)?))
        })?,
    };
    Some(ShownStep {
        region: decode_cells(region)?,
        cells: decode_cells(cells)?,
        digits,
        placements: decode_pairs(placements)?,
        eliminations: decode_pairs(eliminations)?,
        words: [en.to_string(), zh.to_string()],
    })
}

fn encode_cells(cells: &[Cell]) -> String {
    let list: Vec<String> = cells.iter().map(|c| c.index().to_string()).collect();
    if list.is_empty() {
        "-".into()
    } else {
        list.join(",")
    }
}

fn decode_cells(text: &str) -> Option<Vec<Cell>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',')
        .map(|index| Cell::new(index.parse().ok()?))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const INKALA: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    /// Every reply goes through the text protocol and comes back the same.
    fn check(request: LogicRequest) -> LogicReply {
        let sent = LogicRequest::decode(&request.encode());
        assert_eq!(sent.as_ref(), Some(&request));
        let reply = answer(&request);
        assert_eq!(LogicReply::decode(&reply.encode()), Some(reply.clone()));
        reply
    }

    fn hint(givens: Board, entries: Board, struck: Struck) -> HintAnswer {
        match check(LogicRequest::Hint {
            id: 7,
            givens,
            entries,
            struck,
        }) {
            LogicReply::Hint { id: 7, answer } => answer,
            other => panic!("not a hint: {other:?}"),
        }
    }

    #[test]
    fn a_path_is_rated_and_its_steps_fill_the_board() {
        let LogicReply::Path {
            id: 3,
            path: Ok(rated),
        } = check(LogicRequest::Path {
            id: 3,
            givens: board(INKALA),
        })
        else {
            panic!("Inkala's puzzle has one solution")
        };
        assert!(rated.level >= Level::Expert, "{:?}", rated.level);
        let mut filled = board(INKALA);
        for step in &rated.steps {
            assert!(!step.words[0].is_empty() && !step.words[1].is_empty());
            for &(cell, digit) in &step.placements {
                filled.set(cell, Some(digit));
            }
        }
        let Outcome::Unique(solution) = board(INKALA).solve().outcome else {
            panic!()
        };
        assert_eq!(filled, solution.board());

        let LogicReply::Path { path: Ok(easy), .. } = check(LogicRequest::Path {
            id: 4,
            givens: board(EASY),
        }) else {
            panic!()
        };
        assert_eq!(easy.level, Level::Easy);
        assert_eq!(easy.guesses, 0);
        assert_eq!(easy.hardest[0], "Naked single");
    }

    #[test]
    fn puzzles_without_one_solution_have_no_path() {
        for (givens, why) in [
            (Board::EMPTY, Some(Verdict::Multiple)),
            (board(&format!("55{}", ".".repeat(79))), None),
        ] {
            let reply = check(LogicRequest::Path { id: 1, givens });
            assert_eq!(
                reply,
                LogicReply::Path {
                    id: 1,
                    path: Err(why)
                }
            );
            assert_eq!(
                hint(givens, Board::EMPTY, Struck::default()),
                HintAnswer::NotOne(why)
            );
        }
    }

    #[test]
    fn a_hint_on_the_persons_board() {
        // The first step of the easy puzzle, and where to look for it.
        let HintAnswer::Step { look, step } = hint(board(EASY), Board::EMPTY, Struck::default())
        else {
            panic!("a step expected")
        };
        assert!(!step.region.is_empty());
        assert!(look[0].starts_with("Look at "), "{}", look[0]);
        assert!(step.words[0].contains(&step.placements[0].1.to_string()));
        // With that step's digit entered, the next hint is another step.
        let (cell, digit) = step.placements[0];
        let entries = Board::EMPTY.with(cell, Some(digit));
        let HintAnswer::Step { step: next, .. } = hint(board(EASY), entries, Struck::default())
        else {
            panic!()
        };
        assert_ne!(next.placements, step.placements);
        // A wrong entry is named, not built on.
        let wrong = Digit::new(digit.get() % 9 + 1).unwrap();
        let entries = Board::EMPTY.with(cell, Some(wrong));
        assert_eq!(
            hint(board(EASY), entries, Struck::default()),
            HintAnswer::Wrong(vec![(cell, wrong)])
        );
        // The whole solution entered: solved.
        let Outcome::Unique(solution) = board(EASY).solve().outcome else {
            panic!()
        };
        assert_eq!(
            hint(board(EASY), solution.board(), Struck::default()),
            HintAnswer::Solved
        );
    }

    #[test]
    fn struck_candidates_lead_to_the_next_step() {
        // Inkala's path needs eliminations: applying each hint's eliminations as struck
        // candidates and its placements as entries, hints walk the whole way without repeating.
        let givens = board(INKALA);
        let (mut entries, mut struck) = (Board::EMPTY, Struck::default());
        for _ in 0..400 {
            match hint(givens, entries, struck) {
                HintAnswer::Step { step, .. } => {
                    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
                    for &(cell, digit) in &step.placements {
                        entries.set(cell, Some(digit));
                    }
                    for &(cell, digit) in &step.eliminations {
                        assert!(!struck.contains(cell, digit), "{step:?} repeats");
                        struck = struck.with(cell, digit);
                    }
                }
                HintAnswer::Solved => return,
                other => panic!("{other:?}"),
            }
        }
        panic!("400 hints did not finish Inkala's puzzle");
    }

    #[test]
    fn garbled_messages_are_refused() {
        for text in [
            "",
            "path",
            "path\tx\t.",
            "path\t1\tunique",
            "path\t1\trated\t9\t0\ta\tb",
            "path\t1\trated\t0\t0\ta\tb\n-\t1\t-\t-\t-\ten",
            "path\t1\trated\t0\t0\ta\tb\n-\t1\t0\t-\t-\ten\tzh",
            "hint\t1\tstep\ta\tb\t-\t-\t-\t-\t-\ten",
            "hint\t1\twrong\t81:1",
            "hint\t1\twrong\t3:0",
            "hint\t1\tmaybe",
        ] {
            assert_eq!(LogicReply::decode(text), None, "{text:?}");
        }
        let struck = format!("hint\t1\t{INKALA}\t{}\t3", ".".repeat(81));
        assert_eq!(LogicRequest::decode(&struck), None);
    }
}
