//! The variant worker's messages: text, a line of tab-separated fields each. What the worker says
//! to people comes in both languages (English, Chinese), so a change of language shows it in the
//! new one without asking again.

use crate::workers::{Message, Protocol};

/// The variant worker's protocol.
pub struct Variants;

impl Protocol for Variants {
    type Request = VariantRequest;
    type Reply = VariantReply;
    const META: &'static str = "sudoku-variant";
    const FALLBACK: &'static str = "./variant_loader.js";
    fn ready() -> VariantReply {
        VariantReply::Ready
    }
    fn is_ready(reply: &VariantReply) -> bool {
        *reply == VariantReply::Ready
    }
}

/// What the page asks of the variant worker. A puzzle travels in this project's own format
/// (`9x9; …`, what a [`VariantReply::Read`] gave), a grid as 81 characters (`.` empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantRequest {
    /// Read `text`, a variant puzzle in any format (an f-puzzles or SudokuPad link, f-puzzles'
    /// JSON, ISS's constraint string, ours).
    Read {
        /// The request's number.
        id: u32,
        /// The text pasted or loaded.
        text: String,
    },
    /// Solve `puzzle` with the digits of `grid` (givens and the person's) as givens.
    Solve {
        /// The request's number.
        id: u32,
        /// The puzzle.
        puzzle: String,
        /// The digits on the board.
        grid: String,
    },
    /// Which digits of `grid` break a rule of `puzzle` as far as the filled cells tell.
    Check {
        /// The request's number.
        id: u32,
        /// The puzzle.
        puzzle: String,
        /// The digits on the board.
        grid: String,
    },
    /// Stop the solve under way.
    Cancel,
}

/// A variant puzzle as the page shows it: the worker read it, the page draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadPuzzle {
    /// The puzzle in this project's format, givens included: what the page sends back.
    pub puzzle: String,
    /// The puzzle as an f-puzzles link, with the givens below (`""` where f-puzzles cannot
    /// hold it).
    pub fpuzzles: String,
    /// Its givens, 81 characters.
    pub givens: String,
    /// The person's digits a link carried (`&e=`), 81 characters (all `.` for none).
    pub entries: String,
    /// Whether the 3x3 boxes are houses (not on a jigsaw or a puzzle without boxes).
    pub boxes: bool,
    /// Its drawing: an SVG of 900 x 900 units over the board (100 a cell).
    pub drawing: String,
    /// Its rules beyond the classic ones, one sentence each, in English and in Chinese.
    pub rules: [Vec<String>; 2],
    /// What constrains each cell, for its accessible name (81 each, `""` for none), in English
    /// and in Chinese.
    pub notes: [Vec<String>; 2],
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// Exactly one solution: its 81 digits.
    Unique(String),
    /// None.
    None,
    /// Two at least.
    Multiple,
    /// The work limit came first.
    GaveUp,
}

/// What the variant worker answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantReply {
    /// It listens.
    Ready,
    /// Request `id`'s text is this puzzle.
    Read {
        /// The request's number.
        id: u32,
        /// The puzzle.
        puzzle: Box<ReadPuzzle>,
    },
    /// Request `id`'s text gave no puzzle the page can show: why, in both languages.
    Unread {
        /// The request's number.
        id: u32,
        /// Why.
        why: [String; 2],
    },
    /// Solve `id` has tried this many branches so far.
    Progress {
        /// The request's number.
        id: u32,
        /// Branches tried.
        branches: u64,
    },
    /// Solve `id` is over.
    Solved {
        /// The request's number.
        id: u32,
        /// What it found.
        solved: Solved,
        /// Branches tried.
        branches: u64,
    },
    /// Check `id` of `grid`: the cells whose digits break a rule (0-80).
    Checked {
        /// The request's number.
        id: u32,
        /// The grid checked, as the request gave it: the page applies the answer to that board
        /// only.
        grid: String,
        /// The cells.
        cells: Vec<u8>,
    },
}

impl Message for VariantRequest {
    fn encode(&self) -> String {
        match self {
            VariantRequest::Read { id, text } => format!("read\t{id}\t{text}"),
            VariantRequest::Solve { id, puzzle, grid } => format!("solve\t{id}\t{puzzle}\t{grid}"),
            VariantRequest::Check { id, puzzle, grid } => format!("check\t{id}\t{puzzle}\t{grid}"),
            VariantRequest::Cancel => "cancel".into(),
        }
    }

    fn decode(text: &str) -> Option<VariantRequest> {
        // The text read comes last and whole, tabs and all.
        let mut fields = text.splitn(3, '\t');
        let (kind, id, rest) = (fields.next()?, fields.next(), fields.next());
        if kind == "cancel" {
            return id.is_none().then_some(VariantRequest::Cancel);
        }
        let id = id?.parse().ok()?;
        let rest = rest?;
        let pair = || {
            let (puzzle, grid) = rest.split_once('\t')?;
            is_grid(grid).then(|| (puzzle.to_string(), grid.to_string()))
        };
        match kind {
            "read" => Some(VariantRequest::Read {
                id,
                text: rest.to_string(),
            }),
            "solve" => pair().map(|(puzzle, grid)| VariantRequest::Solve { id, puzzle, grid }),
            "check" => pair().map(|(puzzle, grid)| VariantRequest::Check { id, puzzle, grid }),
            _ => None,
        }
    }
}

/// Whether `text` is a grid as the messages write one: 81 characters, `.` or 1-9.
pub fn is_grid(text: &str) -> bool {
    text.len() == 81
        && text
            .bytes()
            .all(|b| b == b'.' || (b'1'..=b'9').contains(&b))
}

impl Message for VariantReply {
    fn encode(&self) -> String {
        match self {
            VariantReply::Ready => "ready".into(),
            VariantReply::Read { id, puzzle } => {
                let ReadPuzzle {
                    puzzle,
                    fpuzzles,
                    givens,
                    entries,
                    boxes,
                    drawing,
                    rules,
                    notes,
                } = &**puzzle;
                format!(
                    "read\t{id}\t{puzzle}\t{fpuzzles}\t{givens}\t{entries}\t{}\t{drawing}\t{}\t{}\t{}\t{}",
                    u8::from(*boxes),
                    rules[0].join("\n"),
                    rules[1].join("\n"),
                    notes[0].join("|"),
                    notes[1].join("|")
                )
            }
            VariantReply::Unread { id, why } => format!("unread\t{id}\t{}\t{}", why[0], why[1]),
            VariantReply::Progress { id, branches } => format!("progress\t{id}\t{branches}"),
            VariantReply::Solved {
                id,
                solved,
                branches,
            } => {
                let solved = match solved {
                    Solved::Unique(grid) => grid,
                    Solved::None => "none",
                    Solved::Multiple => "multiple",
                    Solved::GaveUp => "gave-up",
                };
                format!("solved\t{id}\t{solved}\t{branches}")
            }
            VariantReply::Checked { id, grid, cells } => {
                let cells: Vec<String> = cells.iter().map(u8::to_string).collect();
                format!("checked\t{id}\t{grid}\t{}", cells.join(","))
            }
        }
    }

    fn decode(text: &str) -> Option<VariantReply> {
        let fields: Vec<&str> = text.split('\t').collect();
        let id = || fields.get(1)?.parse::<u32>().ok();
        let lines = |text: &str| text.lines().map(str::to_string).collect::<Vec<_>>();
        Some(match fields[..] {
            ["ready"] => VariantReply::Ready,
            [
                "read",
                _,
                puzzle,
                fpuzzles,
                givens,
                entries,
                boxes,
                drawing,
                en,
                zh,
                notes_en,
                notes_zh,
            ] => {
                let notes = |text: &str| {
                    let notes: Vec<String> = text.split('|').map(str::to_string).collect();
                    (notes.len() == 81).then_some(notes)
                };
                let boxes = match boxes {
                    "1" => true,
                    "0" => false,
                    _ => return None,
                };
                (is_grid(givens) && is_grid(entries) && drawing.starts_with("<svg"))
                    .then_some(())?;
                VariantReply::Read {
                    id: id()?,
                    puzzle: Box::new(ReadPuzzle {
                        puzzle: puzzle.to_string(),
                        fpuzzles: fpuzzles.to_string(),
                        givens: givens.to_string(),
                        entries: entries.to_string(),
                        boxes,
                        drawing: drawing.to_string(),
                        rules: [lines(en), lines(zh)],
                        notes: [notes(notes_en)?, notes(notes_zh)?],
                    }),
                }
            }
            ["unread", _, en, zh] => VariantReply::Unread {
                id: id()?,
                why: [en.to_string(), zh.to_string()],
            },
            ["progress", _, branches] => VariantReply::Progress {
                id: id()?,
                branches: branches.parse().ok()?,
            },
            ["solved", _, solved, branches] => VariantReply::Solved {
                id: id()?,
                solved: match solved {
                    "none" => Solved::None,
                    "multiple" => Solved::Multiple,
                    "gave-up" => Solved::GaveUp,
                    grid if is_grid(grid) && !grid.contains('.') => Solved::Unique(grid.into()),
                    _ => return None,
                },
                branches: branches.parse().ok()?,
            },
            ["checked", _, grid, cells] if is_grid(grid) => VariantReply::Checked {
                id: id()?,
                grid: grid.to_string(),
                cells: match cells {
                    "" => Vec::new(),
                    cells => (cells.split(','))
                        .map(|c| c.parse().ok().filter(|&c: &u8| c < 81))
                        .collect::<Option<_>>()?,
                },
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<M: Message + PartialEq + std::fmt::Debug>(message: M) {
        assert_eq!(M::decode(&message.encode()), Some(message));
    }

    #[test]
    fn every_message_reads_back() {
        let grid = "1".repeat(81);
        let dots = ".".repeat(81);
        round_trip(VariantRequest::Read {
            id: 3,
            text: "{\"size\": 9,\n\t\"grid\": []}".into(),
        });
        for (puzzle, grid) in [("9x9; cage 10 r1c1 r1c2", &grid), ("9x9", &dots)] {
            let (puzzle, grid) = (puzzle.to_string(), grid.to_string());
            round_trip(VariantRequest::Solve {
                id: 4,
                puzzle: puzzle.clone(),
                grid: grid.clone(),
            });
            round_trip(VariantRequest::Check {
                id: 5,
                puzzle,
                grid,
            });
        }
        round_trip(VariantRequest::Cancel);
        round_trip(VariantReply::Ready);
        round_trip(VariantReply::Read {
            id: 7,
            puzzle: Box::new(ReadPuzzle {
                puzzle: "9x9; cage 3 r1c1 r1c2".into(),
                fpuzzles: "https://www.f-puzzles.com/?load=N4Ig".into(),
                givens: dots.clone(),
                entries: format!("1{}", &dots[1..]),
                boxes: false,
                drawing: "<svg class=\"variant\"></svg>".into(),
                rules: [vec!["A.".into(), "B.".into()], vec!["甲。".into()]],
                notes: [
                    (0..81).map(|i| format!("note {i}")).collect(),
                    vec![String::new(); 81],
                ],
            }),
        });
        round_trip(VariantReply::Unread {
            id: 8,
            why: ["no".into(), "不".into()],
        });
        round_trip(VariantReply::Progress {
            id: 9,
            branches: 1 << 40,
        });
        for solved in [
            Solved::Unique(grid.clone()),
            Solved::None,
            Solved::Multiple,
            Solved::GaveUp,
        ] {
            round_trip(VariantReply::Solved {
                id: 1,
                solved,
                branches: 2,
            });
        }
        round_trip(VariantReply::Checked {
            id: 2,
            grid: grid.clone(),
            cells: vec![0, 40, 80],
        });
        round_trip(VariantReply::Checked {
            id: 2,
            grid: dots.clone(),
            cells: vec![],
        });
    }

    #[test]
    fn garbled_text_is_no_message() {
        for text in [
            "",
            "read",
            "read\tx\ttext",
            "solve\t1\t9x9",
            "solve\t1\t9x9\t123",
            "cancel\t1",
            "check\t1\t9x9\t".repeat(2).as_str(),
        ] {
            assert_eq!(VariantRequest::decode(text), None, "{text:?}");
        }
        let dots = ".".repeat(81);
        for text in [
            "ready\t1".to_string(),
            format!(
                "read\t1\tp\t{dots}\t2\t<svg></svg>\ta\tb\t{0}\t{0}",
                "|".repeat(80)
            ),
            format!(
                "read\t1\tp\t{dots}\t1\t<script>\ta\tb\t{0}\t{0}",
                "|".repeat(80)
            ),
            format!(
                "read\t1\tp\t{dots}\t1\t<svg></svg>\ta\tb\t{0}\t{0}",
                "|".repeat(79)
            ),
            format!("solved\t1\t{dots}\t5"),
            "solved\t1\tmaybe\t5".into(),
            format!("checked\t1\t{dots}\t81"),
            format!("checked\t1\t{dots}\t1,,2"),
            "checked\t1\t1,2".into(),
            "progress\t1\tmany".into(),
        ] {
            assert_eq!(VariantReply::decode(&text), None, "{text:?}");
        }
    }
}
