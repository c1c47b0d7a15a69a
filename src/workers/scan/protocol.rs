//! The scan worker's messages. A request names its number; the photo travels beside the text
//! (a `Blob` chosen or dropped, or an `ImageBitmap` of a camera frame; see `Sender::send_with`).
//! The answer is text like every worker's.

use crate::workers::{Message, Protocol};

/// The scan worker's protocol.
pub struct Scan;

impl Protocol for Scan {
    type Request = ScanRequest;
    type Reply = ScanReply;
    const META: &'static str = "sudoku-scan";
    const FALLBACK: &'static str = "./scan_loader.js";
    fn ready() -> ScanReply {
        ScanReply::Ready
    }
    fn is_ready(reply: &ScanReply) -> bool {
        *reply == ScanReply::Ready
    }
}

/// What the page asks of the scan worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanRequest {
    /// Read the photo sent with this request, numbered `id`.
    Scan {
        /// The request's number.
        id: u32,
    },
    /// Only find the grid in the camera frame sent with this request, numbered `id` (the live
    /// view's outline: much quicker than reading the digits).
    Look {
        /// The request's number.
        id: u32,
    },
}

/// A grid's corners in a camera frame, clockwise from the top left, each as (x, y) in
/// ten-thousandths of the frame's width and height. (Whole numbers: reading and writing
/// fractions would bring the float parser and formatter into the page's wasm, tens of KiB.)
pub type Corners = [(i32, i32); 4];

/// [`Corners`]' unit: the frame's width or height.
pub const FRAME: i32 = 10_000;

/// Why a photo gave no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanFailure {
    /// The browser could not decode it as an image.
    NotAnImage,
    /// Too small to read: its shorter side, in pixels.
    TooSmall(u32),
    /// No Sudoku grid in it.
    NoGrid,
}

/// What was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScanAnswer {
    /// The puzzle after the solver's check, 81 characters, `.` for empty.
    pub puzzle: String,
    /// How sure the classifier was of each cell's reading, in percent.
    pub sure: Vec<u8>,
    /// The cells the check changed (0-80).
    pub changed: Vec<u8>,
    /// Whether the puzzle has exactly one solution.
    pub unique: bool,
    /// The straightened grid, upright, as an image's address (a `blob:` URL made in the
    /// worker); empty when there is none.
    pub photo: String,
}

/// What the scan worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum ScanReply {
    /// It listens.
    Ready,
    /// The answer to request `id`.
    Scanned {
        /// The request's number.
        id: u32,
        /// The reading, or why there is none.
        answer: Result<ScanAnswer, ScanFailure>,
    },
    /// The answer to look request `id`: where the grid is, if the frame shows one.
    Looked {
        /// The request's number.
        id: u32,
        /// The grid's corners.
        corners: Option<Corners>,
    },
}

impl Message for ScanRequest {
    fn encode(&self) -> String {
        match self {
            ScanRequest::Scan { id } => format!("scan\t{id}"),
            ScanRequest::Look { id } => format!("look\t{id}"),
        }
    }

    fn decode(text: &str) -> Option<ScanRequest> {
        let mut fields = text.split('\t');
        match (fields.next()?, fields.next()?, fields.next()) {
            ("scan", id, None) => Some(ScanRequest::Scan {
                id: id.parse().ok()?,
            }),
            ("look", id, None) => Some(ScanRequest::Look {
                id: id.parse().ok()?,
            }),
            _ => None,
        }
    }
}

impl Message for ScanReply {
    fn encode(&self) -> String {
        match self {
            ScanReply::Ready => "ready".into(),
            ScanReply::Looked { id, corners: None } => format!("looked\t{id}\tnone"),
            ScanReply::Looked {
                id,
                corners: Some(corners),
            } => {
                let points: Vec<String> = (corners.iter())
                    .flat_map(|&(x, y)| [x, y])
                    .map(|v| v.to_string())
                    .collect();
                format!("looked\t{id}\t{}", points.join(","))
            }
            ScanReply::Scanned {
                id,
                answer: Err(failure),
            } => match failure {
                ScanFailure::NotAnImage => format!("failed\t{id}\tnot-an-image"),
                ScanFailure::TooSmall(side) => format!("failed\t{id}\ttoo-small\t{side}"),
                ScanFailure::NoGrid => format!("failed\t{id}\tno-grid"),
            },
            ScanReply::Scanned {
                id,
                answer: Ok(answer),
            } => {
                let (sure, changed) = (numbers(&answer.sure), numbers(&answer.changed));
                format!(
                    "scanned\t{id}\t{}\t{sure}\t{changed}\t{}\t{}",
                    answer.puzzle,
                    u8::from(answer.unique),
                    answer.photo
                )
            }
        }
    }

    fn decode(text: &str) -> Option<ScanReply> {
        let fields: Vec<&str> = text.split('\t').collect();
        match fields[..] {
            ["ready"] => Some(ScanReply::Ready),
            ["failed", id, "not-an-image"] => failed(id, ScanFailure::NotAnImage),
            ["failed", id, "too-small", side] => {
                failed(id, ScanFailure::TooSmall(side.parse().ok()?))
            }
            ["failed", id, "no-grid"] => failed(id, ScanFailure::NoGrid),
            ["looked", id, "none"] => Some(ScanReply::Looked {
                id: id.parse().ok()?,
                corners: None,
            }),
            ["looked", id, points] => {
                // Eight numbers near the frame (a corner a little outside it is a grid cut by
                // the frame's edge).
                let values: Vec<i32> = points
                    .split(',')
                    .map(|v| {
                        v.parse::<i32>()
                            .ok()
                            .filter(|v| (-FRAME / 2..=FRAME * 3 / 2).contains(v))
                    })
                    .collect::<Option<_>>()?;
                (values.len() == 8).then_some(())?;
                let corners: Corners = std::array::from_fn(|i| (values[2 * i], values[2 * i + 1]));
                Some(ScanReply::Looked {
                    id: id.parse().ok()?,
                    corners: Some(corners),
                })
            }
            ["scanned", id, puzzle, sure, changed, unique, photo] => {
                // Only an address of the page's own kind: a blob made by the worker.
                (photo.is_empty() || photo.starts_with("blob:")).then_some(())?;
                let valid = puzzle.len() == 81
                    && puzzle.chars().all(|c| c == '.' || ('1'..='9').contains(&c));
                let (sure, changed) = (read_numbers(sure)?, read_numbers(changed)?);
                (valid && sure.len() == 81 && changed.iter().all(|&c| c < 81)).then_some(())?;
                Some(ScanReply::Scanned {
                    id: id.parse().ok()?,
                    answer: Ok(ScanAnswer {
                        puzzle: puzzle.to_string(),
                        sure,
                        changed,
                        unique: match unique {
                            "1" => true,
                            "0" => false,
                            _ => return None,
                        },
                        photo: photo.to_string(),
                    }),
                })
            }
            _ => None,
        }
    }
}

/// "1,2,3" (empty for none).
fn numbers(values: &[u8]) -> String {
    let texts: Vec<String> = values.iter().map(u8::to_string).collect();
    texts.join(",")
}

/// What [`numbers`] writes; `None` for anything else.
fn read_numbers(text: &str) -> Option<Vec<u8>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(',').map(|n| n.parse().ok()).collect()
}

fn failed(id: &str, failure: ScanFailure) -> Option<ScanReply> {
    Some(ScanReply::Scanned {
        id: id.parse().ok()?,
        answer: Err(failure),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_garbage_is_refused() {
        let answer = ScanAnswer {
            puzzle: format!("5{}", ".".repeat(80)),
            sure: (0..81).map(|i| (i % 100) as u8).collect(),
            changed: vec![0, 80],
            unique: false,
            photo: "blob:http://127.0.0.1:8080/4f1c".into(),
        };
        for reply in [
            ScanReply::Ready,
            ScanReply::Scanned {
                id: 3,
                answer: Ok(answer),
            },
            ScanReply::Scanned {
                id: 4,
                answer: Err(ScanFailure::NotAnImage),
            },
            ScanReply::Scanned {
                id: 5,
                answer: Err(ScanFailure::TooSmall(40)),
            },
            ScanReply::Scanned {
                id: 6,
                answer: Err(ScanFailure::NoGrid),
            },
            ScanReply::Looked {
                id: 7,
                corners: None,
            },
            ScanReply::Looked {
                id: 8,
                corners: Some([(1250, 2500), (8750, -625), (10000, 7500), (0, 12500)]),
            },
        ] {
            assert_eq!(ScanReply::decode(&reply.encode()), Some(reply));
        }
        for request in [ScanRequest::Scan { id: 9 }, ScanRequest::Look { id: 10 }] {
            assert_eq!(ScanRequest::decode(&request.encode()), Some(request));
        }
        // Another address than a blob the worker made is refused too.
        let foreign = format!(
            "scanned\t1\t{}\t{}\t\t1\thttps://example.com/x.png",
            ".".repeat(81),
            ["50"; 81].join(",")
        );
        for garbage in [
            "",
            "scan",
            "scan\tx",
            "scanned\t1\t123\t1\t\t1",
            "failed\t1\twhat",
            foreign.as_str(),
            // Seven numbers, a ninth, one far outside the frame, one not a number.
            "looked\t1\t0,0,1,0,1,1,0",
            "looked\t1\t0,0,1,0,1,1,0,1,0",
            "looked\t1\t0,0,1,0,1,1,0,90000",
            "looked\t1\t0,0,1,0,1,1,0,0.5",
            "looked\tx\tnone",
            "look\t-1",
        ] {
            assert_eq!(ScanReply::decode(garbage), None, "{garbage}");
            assert_eq!(ScanRequest::decode(garbage), None, "{garbage}");
        }
    }
}
