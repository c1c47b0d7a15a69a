//! Print sheet's end of a logic worker of its own: it asks for new puzzles as New puzzle does
//! (`generate ID LEVEL SEED`, one request a puzzle) and reads only their replies (`generated ID
//! PUZZLE SOLUTION`), so the page's Print sheet carries none of the other replies' reading. The
//! worker reads them as [`LogicRequest::Generate`](super::LogicRequest::Generate) and answers
//! with [`LogicReply::Generated`](super::LogicReply::Generated).

use sudoku_solver::Board;
use sudoku_solver::logic::Level;

use super::protocol::{Logic, decode_generated, encode_generate};
use crate::workers::{Message, Protocol};

/// A new puzzle at `level` from `seed`, with its solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetRequest {
    /// The request's number; the reply carries it.
    pub id: u32,
    /// The level, as the logic engine rates it.
    pub level: Level,
    /// The generator's seed.
    pub seed: u64,
}

/// What the worker answers Print sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetReply {
    /// The worker is listening.
    Ready,
    /// Request `id`'s puzzle and its solution.
    Made {
        /// The request's number.
        id: u32,
        /// The puzzle's givens.
        puzzle: Board,
        /// Its solution.
        solution: Board,
    },
}

/// Print sheet's end of a logic worker.
pub struct Sheets;

impl Protocol for Sheets {
    type Request = SheetRequest;
    type Reply = SheetReply;
    const META: &'static str = Logic::META;
    const FALLBACK: &'static str = Logic::FALLBACK;
    fn ready() -> SheetReply {
        SheetReply::Ready
    }
    fn is_ready(reply: &SheetReply) -> bool {
        *reply == SheetReply::Ready
    }
}

impl Message for SheetRequest {
    fn encode(&self) -> String {
        encode_generate(self.id, self.level, self.seed)
    }

    /// Never read by the page (the worker reads `LogicRequest`).
    fn decode(_: &str) -> Option<SheetRequest> {
        None
    }
}

impl Message for SheetReply {
    /// Never written by the page (the worker writes `LogicReply`).
    fn encode(&self) -> String {
        String::new()
    }

    fn decode(text: &str) -> Option<SheetReply> {
        match text.split('\t').collect::<Vec<_>>()[..] {
            ["ready"] => Some(SheetReply::Ready),
            ["generated", ref fields @ ..] => match decode_generated(fields)? {
                (id, Some((puzzle, solution))) => Some(SheetReply::Made {
                    id,
                    puzzle,
                    solution,
                }),
                (_, None) => None,
            },
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::logic::{LogicReply, LogicRequest, answer};

    #[test]
    fn the_panel_asks_as_new_puzzle_does_and_reads_the_puzzle_and_its_solution() {
        let request = SheetRequest {
            id: 3,
            level: Level::Expert,
            seed: 77,
        };
        let asked = LogicRequest::decode(&request.encode());
        let generate = LogicRequest::Generate {
            id: 3,
            level: Level::Expert,
            seed: 77,
        };
        assert_eq!(asked, Some(generate.clone()));
        let reply = answer(&generate).expect("a new puzzle");
        let LogicReply::Generated {
            id: 3,
            puzzle: Some((puzzle, solution)),
        } = reply.clone()
        else {
            panic!("{reply:?}")
        };
        let sudoku_solver::Outcome::Unique(solved) = puzzle.solve().outcome else {
            panic!("one solution")
        };
        assert_eq!(solved.board(), solution);
        let read = SheetReply::decode(&reply.encode());
        let made = SheetReply::Made {
            id: 3,
            puzzle,
            solution,
        };
        assert_eq!(read, Some(made));
        assert_eq!(SheetReply::decode("ready"), Some(SheetReply::Ready));
        // A practice puzzle not found, or anything else: not the sheet's.
        for text in ["generated\t3\t-", "progress\t1\t5", "generated\t3", "sheet"] {
            assert_eq!(SheetReply::decode(text), None, "{text:?}");
        }
    }
}
