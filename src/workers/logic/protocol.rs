//! The messages between the page and the logic worker, which runs the solver crate's logic
//! engine for Hint, Explain solution and the difficulty rating (`work.rs` does the work).
//!
//! The engine and its sentences in two languages are a third of the solver's code, and most people
//! never ask for a hint, so they live in their own worker, started the first time the page wants
//! a rating or a hint; the page itself only shows the text and cells the worker sends.
//!
//! Messages are text, like the solver worker's (`workers/solver/protocol.rs`): tab-separated fields, and for a
//! path one line per step after the first:
//!
//! ```text
//! page → worker   path  ID  GIVENS                      hint  ID  GIVENS  ENTRIES  STRUCK
//!                 generate  ID  LEVEL  SEED             (a new puzzle, 180° symmetric)
//!                 wrong  ID  GIVENS  ENTRIES  CELL:DIGIT  digit|marks  NUMBER  MOVES
//!                                                       (move NUMBER of MOVES, 0: older; why
//!                                                       the digit is wrong there, or why the
//!                                                       marks there needed it)
//!                 cancel                                (drop the rating in hand)
//! worker → page   ready
//!                 progress  ID  PERCENT                 (how far rating ID is)
//!                 generated  ID  PUZZLE  SOLUTION       (or `generated ID -`: none found)
//!                 path  ID  VERDICT                     (not one solution: multiple, none, clash)
//!                 path  ID  rated  LEVEL  ER  GUESSES  EN  ZH  SOLUTION
//!                                                       (ER: SE's rating in tenths; EN, ZH: the
//!                                                       name of SE's hardest step)
//!                 STEP…                                 (one line per step)
//!                 hint  ID  VERDICT     hint  ID  solved     hint  ID  wrong  PAIRS
//!                 hint  ID  step  EN  ZH  STEP      (EN, ZH: where to look, in words)
//!                 wrong  ID  STEP                       (the reason, drawn; or `wrong ID none`)
//! STEP            REGION  CELLS  DIGITS  PLACEMENTS  ELIMINATIONS  CHAIN  RATING  EN  ZH
//!                 (the step in a sentence; REGION: the cells of its units, or its cells: where
//!                 to look; DIGITS: the digits it is about, e.g. 37, or -; RATING: on SE's
//!                 scale, in tenths)
//! CELLS           cell indices, comma-separated, or -   PAIRS, STRUCK  CELL:DIGIT,…, or -
//! LEVEL           0 easy … 4 extreme
//! ```

use sudoku_solver::logic::se::Tenths;
use sudoku_solver::logic::{Level, Technique};
use sudoku_solver::{Board, Cell, Digit, DigitSet, Verdict};

use crate::codec::{
    decode_cells, decode_digits, decode_pairs, decode_verdict, encode_cells, encode_digits,
    encode_pairs, encode_verdict,
};
use crate::grid::Marks;
use crate::workers::{Message, Protocol};

/// The logic worker's messages.
pub struct Logic;

impl Protocol for Logic {
    type Request = LogicRequest;
    type Reply = LogicReply;
    const META: &'static str = "sudoku-logic";
    const FALLBACK: &'static str = "./logic_loader.js";
    fn ready() -> LogicReply {
        LogicReply::Ready
    }
    fn is_ready(reply: &LogicReply) -> bool {
        *reply == LogicReply::Ready
    }
}

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
        /// Candidates ruled out: struck by hints applied, or left out of the person's notes.
        ruled_out: Marks,
    },
    /// Why a move was wrong ("Where did I go wrong?"), from the board before it: a digit that is
    /// not the solution's, or marks that left out the solution's digit.
    Wrong {
        /// The request's number.
        id: u32,
        /// The puzzle.
        givens: Board,
        /// The person's digits before the move.
        entries: Board,
        /// The cell, and the digit put there (or, for marks, the digit they left out).
        at: (Cell, Digit),
        /// Whether the move was marks that left the digit out (else the digit put in).
        marks: bool,
        /// The move's number among those kept, from 1 (0: older than they are).
        number: usize,
        /// How many moves are kept.
        moves: usize,
    },
    /// Drop the rating in hand, if any (its path is never sent).
    Cancel,
    /// A new puzzle at `level`, from `seed` (the same seed gives the same puzzle).
    Generate {
        /// The request's number.
        id: u32,
        /// The level, as the logic engine rates it.
        level: Level,
        /// The generator's seed.
        seed: u64,
    },
    /// A puzzle to practise `technique`: its hardest step in the page's order
    /// (`generate::Practice`), from `seed`.
    Practice {
        /// The request's number.
        id: u32,
        /// The technique.
        technique: Technique,
        /// The generator's seed.
        seed: u64,
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
    /// For a chain, its nodes in order, strong and weak links in turn, strong first (see
    /// `sudoku_solver::logic::Step::chain`), each node as its candidates (one, or a group's on
    /// one digit): the board draws them. Empty otherwise.
    pub chain: Vec<ChainNode>,
    /// Its rating on Sudoku Explainer's scale.
    pub rating: Tenths,
    /// The sentence: English, Chinese.
    pub words: [String; 2],
}

impl ShownStep {
    /// The cells it changes: where it places a digit or removes a candidate.
    pub fn targets(&self) -> impl Iterator<Item = Cell> + '_ {
        self.placements
            .iter()
            .chain(&self.eliminations)
            .map(|&(cell, _)| cell)
    }
}

/// A puzzle's logical path and, once SE's path is whole too, its rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The solution (for Show mistakes).
    pub solution: Board,
    /// How many guesses the path needed (none when the engine's techniques finish it).
    pub guesses: usize,
    /// The steps.
    pub steps: Vec<ShownStep>,
    /// The rating on Sudoku Explainer's scale; `None` while SE's path is still taken (on the
    /// hardest puzzles, seconds after the page's own path).
    pub se: Option<SeRated>,
}

/// A puzzle's rating on Sudoku Explainer's scale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeRated {
    /// The difficulty (the range of SE's scale `er` falls in).
    pub level: Level,
    /// Sudoku Explainer's rating (ER: the hardest step of the path SE's rules take).
    pub er: Tenths,
    /// The name of the hardest step of SE's path: English, Chinese.
    pub hardest: [String; 2],
}

/// What a hint request found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAnswer {
    /// The next step, and where to look for it in words.
    Step {
        /// Where to look, in words: English, Chinese.
        look: [String; 2],
        /// The step (boxed: much larger than the other answers).
        step: Box<ShownStep>,
    },
    /// The person's digits that differ from the solution.
    Wrong(Vec<(Cell, Digit)>),
    /// Candidates the person ruled out (notes taken away) that are the solution's digits.
    Lost(Vec<(Cell, Digit)>),
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
    /// The path of request `id`: explained (and rated, or the rating to follow in another
    /// `Path`), or why there is none (`Err(None)`: the givens clash).
    Path {
        /// The request's number.
        id: u32,
        /// What was found.
        path: Result<Rated, Option<Verdict>>,
    },
    /// How far the rating of request `id` is: the share of the puzzle's empty cells its two
    /// paths (Explain solution's and SE's) have filled, in percent.
    Progress {
        /// The request's number.
        id: u32,
        /// 0 to 100.
        percent: u8,
    },
    /// The hint of request `id`.
    Hint {
        /// The request's number.
        id: u32,
        /// What was found.
        answer: HintAnswer,
    },
    /// The move of request `id` and why it was wrong, as a step to draw on the board before it
    /// (its sentence, the cells it is about); `None` when it was not wrong (or the givens have
    /// no single solution).
    Wrong {
        /// The request's number.
        id: u32,
        /// The reason.
        reason: Option<Box<ShownStep>>,
    },
    /// The new puzzle of request `id` (`None`: a practice puzzle not found in the time it is
    /// given, its technique rarely a puzzle's hardest step).
    Generated {
        /// The request's number.
        id: u32,
        /// The puzzle's givens, and its solution (Print sheet's answers).
        puzzle: Option<(Board, Board)>,
    },
}

impl Message for LogicRequest {
    fn encode(&self) -> String {
        match self {
            LogicRequest::Path { id, givens } => format!("path\t{id}\t{givens}"),
            LogicRequest::Hint {
                id,
                givens,
                entries,
                ruled_out,
            } => format!(
                "hint\t{id}\t{givens}\t{entries}\t{}",
                encode_pairs(&ruled_out.pairs())
            ),
            LogicRequest::Generate { id, level, seed } => encode_generate(*id, *level, *seed),
            LogicRequest::Practice {
                id,
                technique,
                seed,
            } => format!(
                "practice\t{id}\t{}\t{seed}",
                sudoku_solver::generate::technique_order(*technique)
            ),
            LogicRequest::Wrong {
                id,
                givens,
                entries,
                at,
                marks,
                number,
                moves,
            } => format!(
                "wrong\t{id}\t{givens}\t{entries}\t{}\t{}\t{number}\t{moves}",
                encode_pairs(&[*at]),
                if *marks { "marks" } else { "digit" }
            ),
            LogicRequest::Cancel => "cancel".into(),
        }
    }

    fn decode(text: &str) -> Option<LogicRequest> {
        let fields: Vec<&str> = text.split('\t').collect();
        match fields[..] {
            ["path", id, givens] => Some(LogicRequest::Path {
                id: id.parse().ok()?,
                givens: Board::from_line(givens)?,
            }),
            ["hint", id, givens, entries, ruled_out] => Some(LogicRequest::Hint {
                id: id.parse().ok()?,
                givens: Board::from_line(givens)?,
                entries: Board::from_line(entries)?,
                ruled_out: Marks::from_pairs(decode_pairs(ruled_out)?),
            }),
            ["generate", id, level, seed] => Some(LogicRequest::Generate {
                id: id.parse().ok()?,
                level: *Level::ALL.get(level.parse::<usize>().ok()?)?,
                seed: seed.parse().ok()?,
            }),
            ["practice", id, technique, seed] => Some(LogicRequest::Practice {
                id: id.parse().ok()?,
                technique: *Technique::ALL.get(technique.parse::<usize>().ok()?)?,
                seed: seed.parse().ok()?,
            }),
            ["wrong", id, givens, entries, at, kind, number, moves] => Some(LogicRequest::Wrong {
                id: id.parse().ok()?,
                givens: Board::from_line(givens)?,
                entries: Board::from_line(entries)?,
                at: *decode_pairs(at)?.first()?,
                marks: match kind {
                    "marks" => true,
                    "digit" => false,
                    _ => return None,
                },
                number: number.parse().ok()?,
                moves: moves.parse().ok()?,
            }),
            ["cancel"] => Some(LogicRequest::Cancel),
            _ => None,
        }
    }
}

impl Message for LogicReply {
    fn encode(&self) -> String {
        match self {
            LogicReply::Ready => "ready".into(),
            LogicReply::Path { id, path: Err(why) } => {
                format!("path\t{id}\t{}", encode_verdict(*why))
            }
            LogicReply::Path {
                id,
                path: Ok(rated),
            } => {
                let mut text = match &rated.se {
                    Some(SeRated { level, er, hardest }) => {
                        let [en, zh] = hardest;
                        format!(
                            "path\t{id}\trated\t{}\t{}\t{}\t{en}\t{zh}\t{}",
                            *level as u8, er.0, rated.guesses, rated.solution
                        )
                    }
                    None => format!(
                        "path\t{id}\texplained\t{}\t{}",
                        rated.guesses, rated.solution
                    ),
                };
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
                    HintAnswer::Lost(pairs) => format!("lost\t{}", encode_pairs(pairs)),
                    HintAnswer::Step { look, step } => {
                        format!("step\t{}\t{}\t{}", look[0], look[1], encode_step(step))
                    }
                };
                format!("hint\t{id}\t{what}")
            }
            LogicReply::Wrong { id, reason } => match reason {
                Some(step) => format!("wrong\t{id}\t{}", encode_step(step)),
                None => format!("wrong\t{id}\tnone"),
            },
            LogicReply::Generated { id, puzzle } => match puzzle {
                Some((puzzle, solution)) => format!("generated\t{id}\t{puzzle}\t{solution}"),
                None => format!("generated\t{id}\t-"),
            },
            LogicReply::Progress { id, percent } => format!("progress\t{id}\t{percent}"),
        }
    }

    fn decode(text: &str) -> Option<LogicReply> {
        let mut lines = text.split('\n');
        let fields: Vec<&str> = lines.next()?.split('\t').collect();
        let not_one = |why: &str| match decode_verdict(why)? {
            Some(Verdict::Unique) => None,
            verdict => Some(verdict),
        };
        Some(match fields[..] {
            ["ready"] => LogicReply::Ready,
            ["progress", id, percent] => LogicReply::Progress {
                id: id.parse().ok()?,
                percent: percent.parse().ok().filter(|&p| p <= 100)?,
            },
            ["generated", ref fields @ ..] => {
                let (id, puzzle) = decode_generated(fields)?;
                LogicReply::Generated { id, puzzle }
            }
            ["path", id, "rated", level, er, guesses, en, zh, solution] => LogicReply::Path {
                id: id.parse().ok()?,
                path: Ok(Rated {
                    solution: Board::from_line(solution).filter(Board::is_full)?,
                    guesses: guesses.parse().ok()?,
                    steps: lines.map(decode_step).collect::<Option<_>>()?,
                    se: Some(SeRated {
                        level: *Level::ALL.get(level.parse::<usize>().ok()?)?,
                        er: Tenths(er.parse().ok()?),
                        hardest: [en.into(), zh.into()],
                    }),
                }),
            },
            ["path", id, "explained", guesses, solution] => LogicReply::Path {
                id: id.parse().ok()?,
                path: Ok(Rated {
                    solution: Board::from_line(solution).filter(Board::is_full)?,
                    guesses: guesses.parse().ok()?,
                    steps: lines.map(decode_step).collect::<Option<_>>()?,
                    se: None,
                }),
            },
            ["path", id, why] => LogicReply::Path {
                id: id.parse().ok()?,
                path: Err(not_one(why)?),
            },
            ["wrong", id, "none"] => LogicReply::Wrong {
                id: id.parse().ok()?,
                reason: None,
            },
            ["wrong", id, ref step @ ..] => LogicReply::Wrong {
                id: id.parse().ok()?,
                reason: Some(Box::new(decode_step_fields(step)?)),
            },
            ["hint", id, ref what @ ..] => LogicReply::Hint {
                id: id.parse().ok()?,
                answer: match what {
                    ["solved"] => HintAnswer::Solved,
                    ["wrong", pairs] => HintAnswer::Wrong(decode_pairs(pairs)?),
                    ["lost", pairs] => HintAnswer::Lost(decode_pairs(pairs)?),
                    ["step", en, zh, step @ ..] => HintAnswer::Step {
                        look: [en.to_string(), zh.to_string()],
                        step: Box::new(decode_step_fields(step)?),
                    },
                    [why] => HintAnswer::NotOne(not_one(why)?),
                    _ => return None,
                },
            },
            _ => return None,
        })
    }
}

/// A new puzzle's request, `generate ID LEVEL SEED` (the page's New puzzle, Print sheet's own).
pub(super) fn encode_generate(id: u32, level: Level, seed: u64) -> String {
    format!("generate\t{id}\t{}\t{seed}", level as u8)
}

/// Reads the fields after `generated`: the request's number, then the puzzle and its (full)
/// solution, or `-` for none.
pub(super) fn decode_generated(fields: &[&str]) -> Option<(u32, Option<(Board, Board)>)> {
    let puzzle = match *fields.get(1..)? {
        ["-"] => None,
        [puzzle, solution] => Some((
            Board::from_line(puzzle)?,
            Board::from_line(solution).filter(Board::is_full)?,
        )),
        _ => return None,
    };
    Some((fields.first()?.parse().ok()?, puzzle))
}

fn encode_step(step: &ShownStep) -> String {
    format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        encode_cells(step.region.iter().copied()),
        encode_cells(step.cells.iter().copied()),
        encode_digits(step.digits),
        encode_pairs(&step.placements),
        encode_pairs(&step.eliminations),
        encode_chain(&step.chain),
        step.rating.0,
        step.words[0],
        step.words[1]
    )
}

/// A chain as its nodes joined by commas, each node its candidates (`cell:digit`) joined by `+`
/// (`3:5+4:5,12:5`); `-` for none.
fn encode_chain(chain: &[ChainNode]) -> String {
    let said: Vec<String> = (chain.iter())
        .map(|node| encode_pairs(node).replace(',', "+"))
        .collect();
    if said.is_empty() {
        "-".into()
    } else {
        said.join(",")
    }
}

/// A chain's node as the page draws it: its candidates, one or a group's.
pub type ChainNode = Vec<(Cell, Digit)>;

/// Reads what [`encode_chain`] wrote (a node `-` reads as empty: the drawing skips it).
fn decode_chain(text: &str) -> Option<Vec<ChainNode>> {
    if text == "-" {
        return Some(Vec::new());
    }
    (text.split(','))
        .map(|node| decode_pairs(&node.replace('+', ",")))
        .collect()
}

fn decode_step(line: &str) -> Option<ShownStep> {
    decode_step_fields(&line.split('\t').collect::<Vec<_>>())
}

fn decode_step_fields(fields: &[&str]) -> Option<ShownStep> {
    let [
        region,
        cells,
        digits,
        placements,
        eliminations,
        chain,
        rating,
        en,
        zh,
    ] = fields
    else {
        return None;
    };
    Some(ShownStep {
        region: decode_cells(region)?,
        cells: decode_cells(cells)?,
        digits: decode_digits(digits)?,
        placements: decode_pairs(placements)?,
        eliminations: decode_pairs(eliminations)?,
        chain: decode_chain(chain)?,
        rating: Tenths(rating.parse().ok()?),
        words: [en.to_string(), zh.to_string()],
    })
}
#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_testkit::{INKALA, INKALA_SOLVED};

    #[test]
    fn a_grouped_chain_keeps_its_nodes() {
        let five = Digit::new(5).unwrap();
        let at = |i: usize| (Cell::new(i).unwrap(), five);
        let chain = vec![
            vec![at(6)],
            vec![at(0), at(1)],
            vec![at(19), at(20)],
            vec![at(38)],
        ];
        let text = encode_chain(&chain);
        assert_eq!(text, "6:5,0:5+1:5,19:5+20:5,38:5");
        assert_eq!(decode_chain(&text), Some(chain));
        // A chain of single candidates has no '+'.
        let plain = vec![vec![at(6)], vec![at(0)]];
        assert_eq!(encode_chain(&plain), "6:5,0:5");
        assert_eq!(decode_chain("6:5,0:5"), Some(plain));
        assert_eq!(decode_chain("-"), Some(Vec::new()));
        for garbled in ["1:5+", "+1:5", "1:5,,2:5", "81:5+1:5", "1:5;2:5"] {
            assert_eq!(decode_chain(garbled), None, "{garbled}");
        }
    }

    #[test]
    fn garbled_messages_are_refused() {
        for text in [
            "",
            "path",
            "path\tx\t.",
            "path\t1\tunique",
            "path\t1\trated\t9\t0\ta\tb",
            &format!("path\t1\trated\t0\t0\ta\tb\t{INKALA_SOLVED}\n-\t1\t-\t-\t-\t-\ten"),
            &format!("path\t1\trated\t0\t0\ta\tb\t{INKALA_SOLVED}\n-\t1\t0\t-\t-\t-\ten\tzh"),
            // A chain with a cell past the board.
            &format!("path\t1\trated\t0\t0\ta\tb\t{INKALA_SOLVED}\n-\t1\t-\t-\t-\t81:1\ten\tzh"),
            &format!("path\t1\trated\t0\t0\ta\tb\t{INKALA}"),
            "hint\t1\tstep\ta\tb\t-\t-\t-\t-\t-\t-\ten",
            "hint\t1\twrong\t81:1",
            "hint\t1\twrong\t3:0",
            "hint\t1\tmaybe",
            "generated\t1\t123",
            &format!("generated\t1\t{INKALA}"),
            &format!("generated\t1\t{INKALA}\t{INKALA}"),
            "generated",
            "progress\t1\t101",
            "progress\t1",
        ] {
            assert_eq!(LogicReply::decode(text), None, "{text:?}");
        }
        let struck = format!("hint\t1\t{INKALA}\t{}\t3", ".".repeat(81));
        assert_eq!(LogicRequest::decode(&struck), None);
        for text in ["generate\t1\t5\t9", "generate\t1\t2\t-1", "generate\t1\t2"] {
            assert_eq!(LogicRequest::decode(text), None, "{text:?}");
        }
    }
}
