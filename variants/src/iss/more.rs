//! ISS's items for lines, pill and double arrows, clones, quadruples, X-sums, skyscrapers and
//! indexers, and the few this crate writes under its own names (ISS has no type for them):
//! `SlowThermo`, `Nabner`, `Minimum`, `Maximum`, and `Indexing~B` for box indexers.

use super::base::{ParseError, read_cell, read_line};
use crate::puzzle::{Constraint, Index, Line, Puzzle};

/// The constraints one of these items makes; `None` if `kind` is none of them.
pub(super) fn read(
    puzzle: &Puzzle,
    kind: &str,
    args: &[&str],
) -> Option<Result<Vec<Constraint>, ParseError>> {
    let line = |kind: Line| Some(cells(puzzle, args).map(|cells| vec![line_of(kind, cells)]));
    match kind {
        "SlowThermo" => line(Line::SlowThermo),
        "Renban" => line(Line::Renban),
        "Nabner" => line(Line::Nabner),
        "Palindrome" => line(Line::Palindrome),
        "Zipper" => line(Line::Zipper),
        "RegionSumLine" => line(Line::RegionSum),
        "Between" | "DoubleArrow" | "Entropic" | "Whisper" | "Modular" | "PillArrow"
        | "SumLine" => Some(read_line_with(puzzle, kind, args)),
        "SameValues" => Some(same_values(puzzle, args)),
        "Quad" => Some(quadruple(puzzle, args).map(|q| vec![q])),
        "Pair" | "PairX" => Some(pairwise(puzzle, kind == "PairX", args)),
        "RellikCage" => Some(rellik(puzzle, args)),
        "Lunchbox" => Some(lunchbox(puzzle, args)),
        "EqualityCage" => Some(match cells(puzzle, args) {
            Ok(cells) if cells.len() % 2 == 0 && distinct(&cells) => {
                Ok(vec![Constraint::EqualityCage(cells)])
            }
            Ok(_) => Err(wrong(kind)),
            Err(error) => Err(error),
        }),
        "Lockout" => Some(lockout(puzzle, args)),
        "GreaterThan" => Some(match cells(puzzle, args) {
            Ok(cells) if cells.len() >= 2 => Ok(vec![Constraint::GreaterThan(cells)]),
            Ok(_) => Err(wrong(kind)),
            Err(error) => Err(error),
        }),
        "Minimum" | "Maximum" => Some(match args {
            [name] => read_cell(puzzle.shape, name).map(|cell| {
                vec![match kind {
                    "Minimum" => Constraint::Minimum(cell),
                    _ => Constraint::Maximum(cell),
                }]
            }),
            _ => Err(wrong(kind)),
        }),
        "XSum" | "Skyscraper" | "NumberedRoom" | "HiddenSkyscraper" => {
            Some(outside(puzzle, kind, args))
        }
        "Indexing" => Some(indexing(puzzle, args)),
        "GlobalEntropy" | "GlobalMod" | "DutchFlatmates" | "AntiTaxicab" => {
            Some(global(puzzle, kind, args))
        }
        "CountingCircles" => {
            Some(cells(puzzle, args).map(|cells| vec![Constraint::CountingCircles(cells)]))
        }
        _ => None,
    }
}

fn wrong(kind: &str) -> ParseError {
    ParseError::Arguments(kind.to_string())
}

fn line_of(kind: Line, cells: Vec<usize>) -> Constraint {
    Constraint::Line { kind, cells }
}

/// The cells named by `names`: at least one.
fn cells(puzzle: &Puzzle, names: &[&str]) -> Result<Vec<usize>, ParseError> {
    if names.is_empty() {
        return Err(ParseError::Arguments("cells".into()));
    }
    names.iter().map(|n| read_cell(puzzle.shape, n)).collect()
}

fn number(text: &str) -> Result<u32, ParseError> {
    text.parse().map_err(|_| ParseError::Number(text.into()))
}

/// The lines whose item has a number first, or whose cells must be enough for the rule.
fn read_line_with(
    puzzle: &Puzzle,
    kind: &str,
    args: &[&str],
) -> Result<Vec<Constraint>, ParseError> {
    let size = puzzle.shape.digits() as u32;
    let constraint = match kind {
        // German whispers may leave the difference out (ISS then reads 5).
        "Whisper" => match args.first().map(|a| a.parse::<u32>()) {
            Some(Ok(apart)) if (1..size).contains(&apart) => {
                line_of(Line::Whisper(apart), cells(puzzle, &args[1..])?)
            }
            Some(Ok(_)) => return Err(ParseError::Number(args[0].into())),
            _ => line_of(Line::Whisper(5), cells(puzzle, args)?),
        },
        "Modular" => {
            let m = number(args.first().copied().unwrap_or_default())?;
            if !(1..=size).contains(&m) {
                return Err(ParseError::Number(m.to_string()));
            }
            line_of(Line::Modular(m), cells(puzzle, &args[1..])?)
        }
        "Entropic" if size.is_multiple_of(3) => line_of(Line::Entropic, cells(puzzle, args)?),
        // A total, the cells, and `LOOP` after them for a loop.
        "SumLine" => {
            let total = number(args.first().copied().unwrap_or_default())?;
            let rest = args.get(1..).unwrap_or_default();
            let (looped, rest) = match rest.split_last() {
                Some((last, cells)) if last.eq_ignore_ascii_case("LOOP") => (true, cells),
                _ => (false, rest),
            };
            if total == 0 || total > 120 {
                return Err(ParseError::Number(total.to_string()));
            }
            line_of(Line::Sum { total, looped }, cells(puzzle, rest)?)
        }
        "Between" | "DoubleArrow" if args.len() >= 3 => {
            let kind = if kind == "Between" {
                Line::Between
            } else {
                Line::DoubleArrow
            };
            line_of(kind, cells(puzzle, args)?)
        }
        "PillArrow" => {
            let digits = number(args.first().copied().unwrap_or_default())? as usize;
            let cells = cells(puzzle, args.get(1..).unwrap_or_default())?;
            if !(2..=3).contains(&digits) || cells.len() <= digits {
                return Err(wrong(kind));
            }
            let (pill, line) = cells.split_at(digits);
            // The pill reads left to right, top to bottom, whatever order it is listed in.
            let mut pill = pill.to_vec();
            pill.sort_unstable();
            Constraint::Pill {
                pill,
                line: line.to_vec(),
            }
        }
        _ => return Err(wrong(kind)),
    };
    Ok(vec![constraint])
}

/// ISS's sets of the same values: read where each set is one cell (clones of single cells).
fn same_values(puzzle: &Puzzle, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let sets = number(args.first().copied().unwrap_or_default())? as usize;
    let cells = cells(puzzle, args.get(1..).unwrap_or_default())?;
    if sets != cells.len() || sets < 2 {
        let what = "SameValues of sets larger than one cell";
        return Err(ParseError::Unsupported(what.into()));
    }
    Ok((cells[1..].iter())
        .map(|&other| Constraint::Clone([cells[0], other]))
        .collect())
}

/// A quadruple: the top left of its four cells, then up to four digits.
fn quadruple(puzzle: &Puzzle, args: &[&str]) -> Result<Constraint, ParseError> {
    let shape = puzzle.shape;
    let (Some(corner), values) = (args.first(), args.get(1..).unwrap_or_default()) else {
        return Err(wrong("Quad"));
    };
    let corner = read_cell(shape, corner)?;
    let (row, col) = shape.row_col(corner);
    if row + 1 >= shape.rows() || col + 1 >= shape.cols() || !(1..=4).contains(&values.len()) {
        return Err(wrong("Quad"));
    }
    let digits = (values.iter())
        .map(|v| match v.parse::<u8>() {
            Ok(d) if (1 - shape.zero()..=shape.digits() as u8 - shape.zero()).contains(&d) => {
                Ok(d + shape.zero())
            }
            _ => Err(ParseError::Number(v.to_string())),
        })
        .collect::<Result<Vec<u8>, _>>()?;
    let (right, below) = (shape.cell(row, col + 1), shape.cell(row + 1, col));
    Ok(Constraint::Quadruple {
        cells: [corner, right, below, shape.cell(row + 1, col + 1)],
        digits,
    })
}

/// An X-sum, skyscraper or numbered room clue pair: the row or column, then the clue from its
/// start (left or top) and from its end, either left empty.
fn outside(puzzle: &Puzzle, kind: &str, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let [name, front, back] = args else {
        return Err(wrong(kind));
    };
    let forward = read_line(puzzle.shape, name)?;
    let mut constraints = Vec::new();
    for (clue, reversed) in [(front, false), (back, true)] {
        if clue.is_empty() {
            continue;
        }
        let mut line = forward.clone();
        if reversed {
            line.reverse();
        }
        let clue = number(clue)?;
        constraints.push(match kind {
            "XSum" => Constraint::XSum { sum: clue, line },
            "NumberedRoom" if (1..=puzzle.shape.digits() as u32).contains(&clue) => {
                Constraint::NumberedRoom { digit: clue, line }
            }
            "Skyscraper" if (1..=puzzle.shape.digits() as u32).contains(&clue) => {
                Constraint::Skyscraper { count: clue, line }
            }
            "HiddenSkyscraper" if (1..=puzzle.shape.digits() as u32).contains(&clue) => {
                Constraint::HiddenSkyscraper { digit: clue, line }
            }
            _ => return Err(ParseError::Number(clue.to_string())),
        });
    }
    Ok(constraints)
}

/// Indexer cells: `C` (column), `R` (row) or, this crate's, `B` (box), then the cells.
fn indexing(puzzle: &Puzzle, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let by = match args.first().copied() {
        Some("C") => Index::Column,
        Some("R") => Index::Row,
        Some("B") => Index::Box,
        _ => return Err(wrong("Indexing")),
    };
    let cells = cells(puzzle, args.get(1..).unwrap_or_default())?;
    Ok((cells.into_iter())
        .map(|cell| Constraint::Indexer { by, cell })
        .collect())
}

/// ISS's 6-bit key characters (URL-safe base64).
const KEY_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A pairwise key's table: bit `(i - 1) * n + (j - 1)` of the key (six to a character, lowest
/// first) says whether `i` may stand with `j`.
pub(crate) fn read_key(key: &str, n: usize) -> Option<[u16; 16]> {
    let mut allows = [0u16; 16];
    let mut bits = key.bytes().map(|b| KEY_CHARS.iter().position(|&c| c == b));
    let mut word = 0u8;
    for index in 0..n * n {
        if index % 6 == 0 {
            word = bits.next().unwrap_or(Some(0))? as u8;
        }
        if word >> (index % 6) & 1 == 1 {
            allows[index / n] |= 1 << (index % n);
        }
    }
    // Every character is read (the trailing zeros may be left out, not extra ones added).
    bits.next().is_none().then_some(allows)
}

/// The key of a pairwise table (trailing zero characters left out, as ISS writes it).
pub(crate) fn write_key(allows: &[u16; 16], n: usize) -> String {
    let mut words = vec![0u8; (n * n).div_ceil(6)];
    for index in 0..n * n {
        if allows[index / n] >> (index % n) & 1 == 1 {
            words[index / 6] |= 1 << (index % 6);
        }
    }
    while words.last() == Some(&0) {
        words.pop();
    }
    words
        .iter()
        .map(|&w| KEY_CHARS[w as usize] as char)
        .collect()
}

/// `Pair` and `PairX`: the key, then groups of cells, each after its `_name` or an empty item.
fn pairwise(puzzle: &Puzzle, all: bool, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let kind = if all { "PairX" } else { "Pair" };
    let (key, items) = args.split_first().ok_or_else(|| wrong(kind))?;
    let allows = read_key(key, puzzle.shape.digits()).ok_or_else(|| wrong(kind))?;
    let mut constraints = Vec::new();
    let (mut name, mut group): (String, Vec<usize>) = (String::new(), Vec::new());
    let mut flush = |name: &str, group: &mut Vec<usize>| {
        if !group.is_empty() {
            constraints.push(Constraint::Pairwise {
                allows,
                all,
                name: name.to_string(),
                cells: std::mem::take(group),
            });
        }
    };
    for item in items {
        match item.strip_prefix('_') {
            _ if item.is_empty() => flush(&name, &mut group),
            Some(next) => {
                flush(&name, &mut group);
                name = next.to_string();
            }
            None => group.push(read_cell(puzzle.shape, item)?),
        }
    }
    flush(&name, &mut group);
    if constraints.is_empty() {
        return Err(wrong(kind));
    }
    Ok(constraints)
}

/// A rellik cage: its total, then its cells (distinct, no more than the digits).
fn rellik(puzzle: &Puzzle, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let (total, cells) = total_and_distinct(puzzle, "RellikCage", args)?;
    Ok(vec![Constraint::Rellik { total, cells }])
}

/// A lunchbox: its total, then its cells, distinct.
fn lunchbox(puzzle: &Puzzle, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let (sum, cells) = total_and_distinct(puzzle, "Lunchbox", args)?;
    Ok(vec![Constraint::Lunchbox { sum, cells }])
}

/// Whether no cell is listed twice.
pub(super) fn distinct(cells: &[usize]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// A lockout line: the ends' least difference, then its cells, three at least, no cell twice.
fn lockout(puzzle: &Puzzle, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    let (apart, names) = args.split_first().ok_or_else(|| wrong("Lockout"))?;
    let apart = number(apart)?;
    let cells = cells(puzzle, names)?;
    if cells.len() < 2 || !distinct(&cells) {
        return Err(wrong("Lockout"));
    }
    Ok(vec![Constraint::Lockout { apart, cells }])
}

/// A total, then cells none of which is listed twice, no more than the digits.
fn total_and_distinct(
    puzzle: &Puzzle,
    kind: &str,
    args: &[&str],
) -> Result<(u32, Vec<usize>), ParseError> {
    let (total, names) = args.split_first().ok_or_else(|| wrong(kind))?;
    let total = number(total)?;
    let cells = cells(puzzle, names)?;
    if !distinct(&cells) || cells.len() > puzzle.shape.digits() {
        return Err(wrong(kind));
    }
    Ok((total, cells))
}

/// A rule over the whole grid, with no arguments: global entropy, global mod 3 and Dutch
/// flatmates are ISS's for digits 1-9 only.
fn global(puzzle: &Puzzle, kind: &str, args: &[&str]) -> Result<Vec<Constraint>, ParseError> {
    if !args.is_empty() {
        return Err(wrong(kind));
    }
    if kind != "AntiTaxicab" && puzzle.shape.digits() != 9 {
        return Err(ParseError::Unsupported(format!(
            "{kind} with other digits than 1-9"
        )));
    }
    Ok(vec![match kind {
        "GlobalEntropy" => Constraint::GlobalEntropy,
        "GlobalMod" => Constraint::GlobalMod,
        "DutchFlatmates" => Constraint::DutchFlatmates,
        _ => Constraint::AntiTaxicab,
    }])
}
