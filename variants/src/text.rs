//! Our own text format: one puzzle a line that a person can read and write, for files and for
//! the page's links. Clauses separated by `;`, the grid's size first:
//!
//! ```text
//!   9x9; cage 15 r1c3 r1c4 r1c5; cage ? r2c1 r2c2; diagonal /; antiknight
//!   6x6; thermo r1c1 r1c2 r1c3; arrow r4c4: r4c5 r4c6; white r2c2 r2c3; little 9 r1c2
//!   4x4; cage 3 r1c1 r1c2; cage 7 r1c3 r1c4; givens ....3....14....1
//! ```
//!
//! | clause | rule |
//! |---|---|
//! | `NxN` | the grid's size, 1 to 16 (first, always); ISS's grids as `6x8` (rows x columns, the digits 1 to the longer side), `6x6 digits 9`, and `regions 9` for boxes or jigsaw regions of another size than the longer side |
//! | `givens D...` | a character a cell, row by row: `.` empty; digits, or above 9x9 letters (`A` = 1 ... `P` = 16) |
//! | `allowed CELL D D...` | the cell holds one of these digits |
//! | `cage T CELL...` | a killer cage totalling `T` (`?`: no total) |
//! | `jigsaw IDS` | a region id a cell (`0`-`9`, then letters); `no boxes` too for a jigsaw |
//! | `no boxes` | rows and columns only |
//! | `diagonal \` / `diagonal /` | the main diagonal / the other holds each digit once |
//! | `antiknight`, `antiking`, `anticonsecutive`, `windoku`, `disjoint` | as named |
//! | `region CELL...` | an extra region: no digit twice |
//! | `thermo CELL...` | digits increase from the bulb |
//! | `arrow CIRCLE: CELL...` | the line sums to the circle |
//! | `white A B`, `black A B`, `x A B`, `v A B` | dots and letters between two cells |
//! | `strict kropki`, `strict xv` | no dot, no such pair |
//! | `little T CELL` | a little killer from that edge cell (the diagonal as ISS draws it) |
//! | `sandwich T r3` / `c7` | between the 1 and the largest digit |
//! | `arrow A B: CELL...` | a pill arrow: the line sums to the number the pill's cells make |
//! | `slow CELL...` | a slow thermometer: digits never decrease from the bulb |
//! | `whisper [D] CELL...` | neighbours differ by at least `D` (5 when left out) |
//! | `renban`, `nabner`, `palindrome`, `between`, `entropic`, `zipper`, `regionsum`, `doublearrow` `CELL...` | the line of that name |
//! | `modular M CELL...` | any `M` cells in a row on the line differ modulo `M` |
//! | `clone A B` | the two cells hold the same digit |
//! | `quad CELL D...` | the 2x2 square from that top left cell holds these digits |
//! | `min CELL`, `max CELL` | below (above) each cell beside it |
//! | `xsum T r3`, `skyscraper N c5`, `... back` | an outside clue at the row's left (column's top), or with `back` at its other end |
//! | `index row` / `column` / `box CELL...` | indexer cells |
//!
//! Cells are `r1c3` (any case; rows and columns from 1). Each clause is read as the ISS item it
//! mirrors (`iss/`), so the two formats say the same things and check them the same way.

use crate::iss::{ParseError, check_rules, read_item};
use crate::puzzle::{Constraint, Dot, Index, Line, Puzzle, Strict};
use crate::shape::Shape;

/// Reads a puzzle in our format.
pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
    let mut clauses = text.split(';').map(str::trim).filter(|c| !c.is_empty());
    let size = clauses.next().unwrap_or_default();
    let shape = head(size).ok_or_else(|| ParseError::Shape(size.to_string()))?;
    let mut puzzle = Puzzle::empty(shape);
    for clause in clauses {
        if let Some(rest) = clause.strip_prefix("either ") {
            puzzle.constraints.push(either(shape, rest)?);
            continue;
        }
        let words: Vec<&str> = clause.split_whitespace().collect();
        let item = item(shape, &words)?;
        let item: Vec<&str> = item.iter().map(String::as_str).collect();
        read_item(&mut puzzle, &item)?;
    }
    check_rules(&puzzle)?;
    Ok(puzzle)
}

/// `either A & B | C`: alternatives separated by `|`, the clauses of each by `&`, each clause
/// read as the ISS item it mirrors (an either/or inside another is not written this way).
fn either(shape: Shape, text: &str) -> Result<Constraint, ParseError> {
    let mut alternatives = Vec::new();
    for alternative in text.split('|') {
        let mut items = Vec::new();
        for part in alternative.split('&') {
            let words: Vec<&str> = part.split_whitespace().collect();
            if words.is_empty() {
                return Err(ParseError::Arguments("either".into()));
            }
            items.push(item(shape, &words)?);
        }
        let items: Vec<Vec<&str>> = (items.iter())
            .map(|item| item.iter().map(String::as_str).collect())
            .collect();
        alternatives.push(crate::iss::alternative(shape, &items)?);
    }
    Ok(Constraint::Or(alternatives))
}

/// The first clause: `9x9`, or ISS's grids `6x8`, `6x6 digits 9`, `6x6 digits 9 regions 9`.
fn head(clause: &str) -> Option<Shape> {
    let mut words = clause.split_whitespace();
    let (rows, cols) = words.next()?.split_once(['x', 'X'])?;
    let (rows, cols): (usize, usize) = (rows.parse().ok()?, cols.parse().ok()?);
    let (mut digits, mut regions, mut zero) = (rows.max(cols), rows.max(cols), false);
    while let Some(word) = words.next() {
        let value = words.next()?;
        match (word, value.split_once('-')) {
            ("digits", None) => digits = value.parse().ok()?,
            ("digits", Some(("1", last))) => digits = last.parse().ok()?,
            ("digits", Some(("0", last))) => {
                (digits, zero) = (last.parse::<usize>().ok()? + 1, true)
            }
            ("regions", None) => regions = value.parse().ok()?,
            _ => return None,
        }
    }
    let shape = Shape::with_regions(rows, cols, digits, regions)?;
    Some(if zero { shape.from_zero() } else { shape })
}

/// `sum TOTAL CELL...`, a cell weighed by a number before it (`2*r1c1`, `-1*r3c3`): ISS's `Sum`,
/// its weights after the total (`TOTAL_=_W..`) when one is not 1.
fn weighted_sum(total: &str, cells: &[&str]) -> Vec<String> {
    let split: Vec<(&str, &str)> = (cells.iter())
        .map(|cell| cell.split_once('*').unwrap_or(("1", cell)))
        .collect();
    let mut first = total.to_string();
    if split.iter().any(|(w, _)| *w != "1") {
        let weights: Vec<&str> = split.iter().map(|(w, _)| *w).collect();
        first = format!("{total}_=_{}", weights.join("_"));
    }
    let mut item = vec!["Sum".to_string(), first];
    item.extend(split.iter().map(|(_, cell)| cell.to_string()));
    item
}

/// The ISS item a clause mirrors.
fn item(shape: Shape, words: &[&str]) -> Result<Vec<String>, ParseError> {
    let owned = |names: &[&str]| names.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let with = |kind: &str, rest: &[&str]| {
        let mut item = vec![kind.to_string()];
        item.extend(owned(rest));
        item
    };
    let keyword = words
        .first()
        .copied()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let rest = words.get(1..).unwrap_or_default();
    let wrong = || ParseError::Arguments(keyword.clone());
    Ok(match (keyword.as_str(), rest) {
        ("givens", [digits]) => givens(shape, digits)?,
        ("allowed", [cell, digits @ ..]) if !digits.is_empty() => {
            vec![String::new(), format!("{cell}_{}", digits.join("_"))]
        }
        ("cage", ["?", cells @ ..]) => with("Cage", &[&[""], cells].concat()),
        ("cage", cells) => with("Cage", cells),
        ("jigsaw", [ids]) => with("Jigsaw", &[ids]),
        ("no", ["boxes"]) => with("NoBoxes", &[]),
        ("diagonal", ["/"]) => with("Diagonal", &["1"]),
        ("diagonal", ["\\"]) => with("Diagonal", &["-1"]),
        ("antiknight", []) => with("AntiKnight", &[]),
        ("antiking", []) => with("AntiKing", &[]),
        ("anticonsecutive", []) => with("AntiConsecutive", &[]),
        ("windoku", []) => with("Windoku", &[]),
        ("disjoint", []) => with("DisjointSets", &[]),
        ("strict", [family]) if family.eq_ignore_ascii_case("kropki") => with("StrictKropki", &[]),
        ("strict", [family]) if family.eq_ignore_ascii_case("xv") => with("StrictXV", &[]),
        ("region", cells) => with("AllDifferent", cells),
        ("thermo", cells) => with("Thermo", cells),
        ("white", cells) => with("WhiteDot", cells),
        ("black", cells) => with("BlackDot", cells),
        ("x", cells) => with("X", cells),
        ("v", cells) => with("V", cells),
        ("little", [total, cell]) => with("LittleKiller", &[total, cell]),
        ("sum", [total, cells @ ..]) if !cells.is_empty() => weighted_sum(total, cells),
        ("sandwich", [total, line]) => with("Sandwich", &[total, &line.to_ascii_uppercase()]),
        (
            "givens" | "allowed" | "jigsaw" | "no" | "diagonal" | "antiknight" | "antiking"
            | "anticonsecutive" | "windoku" | "disjoint" | "strict" | "little" | "sandwich" | "sum",
            _,
        ) => return Err(wrong()),
        _ => match more_item(&keyword, rest) {
            Some(Some(item)) => item,
            Some(None) => return Err(wrong()),
            None => return Err(ParseError::Unsupported(keyword)),
        },
    })
}

/// The ISS item of a line, an arrow (a pill if its circle has several cells), a clone, a
/// quadruple, a minimum or maximum, an outside clue or an indexer; `Some(None)` if its words do
/// not fit; `None` if `keyword` is none of these.
fn more_item(keyword: &str, rest: &[&str]) -> Option<Option<Vec<String>>> {
    let line = |kind: &str| iss_item(kind, rest);
    if let Some(&(_, kind)) = LINES.iter().find(|(word, _)| *word == keyword) {
        return Some(line(kind));
    }
    Some(match (keyword, rest) {
        ("arrow", _) => arrow_item(rest),
        ("clone", [a, b]) => iss_item("SameValues", &["2", a, b]),
        ("min", [cell]) => iss_item("Minimum", &[cell]),
        ("greater", [_, _, ..]) => line("GreaterThan"),
        ("rellik", [_, _, ..]) => line("RellikCage"),
        ("counting", [_, ..]) => line("CountingCircles"),
        ("lunchbox", [_, _, ..]) => line("Lunchbox"),
        ("equality", [_, ..]) => line("EqualityCage"),
        ("lockout", [_, _, _, ..]) => line("Lockout"),
        ("entropy", []) => line("GlobalEntropy"),
        ("mod3", []) => line("GlobalMod"),
        ("antitaxicab", []) => line("AntiTaxicab"),
        ("flatmates", []) => line("DutchFlatmates"),
        ("pairs", [_, _, ..]) => line("Pair"),
        ("pairsall", [_, _, ..]) => line("PairX"),
        ("max", [cell]) => iss_item("Maximum", &[cell]),
        ("xsum" | "skyscraper" | "room" | "hidden", [clue, name, end @ ..]) => {
            outside_item(keyword, clue, name, end)
        }
        ("index", [by, cells @ ..]) => {
            let by = match *by {
                "row" => "R",
                "column" => "C",
                "box" => "B",
                _ => return Some(None),
            };
            iss_item("Indexing", &[&[by], cells].concat())
        }
        (
            "clone" | "min" | "max" | "greater" | "rellik" | "pairs" | "pairsall" | "xsum"
            | "skyscraper" | "room" | "index" | "counting" | "lunchbox" | "equality" | "lockout"
            | "hidden" | "entropy" | "mod3" | "antitaxicab" | "flatmates",
            _,
        ) => None,
        _ => return None,
    })
}

/// Our keywords that take their words as ISS's item of that name takes its arguments.
const LINES: [(&str, &str); 13] = [
    ("slow", "SlowThermo"),
    ("whisper", "Whisper"),
    ("renban", "Renban"),
    ("nabner", "Nabner"),
    ("palindrome", "Palindrome"),
    ("between", "Between"),
    ("entropic", "Entropic"),
    ("modular", "Modular"),
    ("zipper", "Zipper"),
    ("regionsum", "RegionSumLine"),
    ("doublearrow", "DoubleArrow"),
    ("sumline", "SumLine"),
    ("quad", "Quad"),
];

/// ISS's item `kind` with the arguments `rest`.
fn iss_item(kind: &str, rest: &[&str]) -> Option<Vec<String>> {
    let mut item = vec![kind.to_string()];
    item.extend(rest.iter().map(|s| s.to_string()));
    Some(item)
}

/// An arrow, `CIRCLE...: LINE...` (a circle of one cell, or a pill of several): `None` without
/// the colon.
fn arrow_item(rest: &[&str]) -> Option<Vec<String>> {
    let end = rest.iter().position(|w| w.ends_with(':'))?;
    let circle: Vec<&str> = (rest[..=end].iter())
        .map(|w| w.trim_end_matches(':'))
        .collect();
    let line = &rest[end + 1..];
    match circle.len() {
        1 => iss_item("Arrow", &[&circle[..], line].concat()),
        k => iss_item(
            "PillArrow",
            &[&[k.to_string().as_str()], &circle[..], line].concat(),
        ),
    }
}

/// An outside clue (`xsum`, `skyscraper`, `room`, `hidden`): its clue, the row or column it is
/// on, and `back` where it reads from the far end.
fn outside_item(keyword: &str, clue: &str, name: &str, end: &[&str]) -> Option<Vec<String>> {
    let kind = match keyword {
        "xsum" => "XSum",
        "skyscraper" => "Skyscraper",
        "hidden" => "HiddenSkyscraper",
        _ => "NumberedRoom",
    };
    let name = name.to_ascii_uppercase();
    match end {
        [] => iss_item(kind, &[&name, clue, ""]),
        ["back"] => iss_item(kind, &[&name, "", clue]),
        _ => None,
    }
}

/// The givens as ISS's items: one `R1C1_8` argument a given.
fn givens(shape: Shape, digits: &str) -> Result<Vec<String>, ParseError> {
    if digits.chars().count() != shape.cells() {
        return Err(ParseError::Arguments("givens".into()));
    }
    let mut item = vec![String::new()];
    for (cell, ch) in digits.chars().enumerate() {
        // As written: from 1 (or from 0, ISS's grids that say so); ISS's items take the same.
        let digit = match (ch, letters(shape)) {
            ('.', _) => continue,
            ('0'..='9', false) => ch as u32 - '0' as u32,
            ('A'..='P' | 'a'..='p', true) => ch.to_ascii_uppercase() as u32 - 'A' as u32 + 1,
            _ => return Err(ParseError::Number(ch.to_string())),
        };
        let (r, c) = shape.row_col(cell);
        item.push(format!("R{}C{}_{digit}", r + 1, c + 1));
    }
    Ok(item)
}

/// A digit as grids of `shape` are written here and in ISS: `1`-`9` (`0`-`8` where the shape's
/// digits are written from 0), or above 9 digits a letter (`A` = 1 ... `P` = 16).
pub fn digit_char(digit: u8, shape: Shape) -> char {
    match letters(shape) {
        false => char::from(b'0' + digit - shape.zero()),
        true => char::from(b'A' + digit - 1),
    }
}

/// Whether `shape`'s digits are written as letters: more than digits can write.
fn letters(shape: Shape) -> bool {
    shape.digits() > 9 + usize::from(shape.zero())
}

/// A full grid's text: a character a cell, row by row (see [`digit_char`]).
pub fn write_grid(grid: &[u8], shape: Shape) -> String {
    grid.iter().map(|&d| digit_char(d, shape)).collect()
}

/// A grid of `shape` read back (as [`write_grid`] writes it; letters either case); `None` if a
/// character is none of its digits.
pub fn read_grid(text: &str, shape: Shape) -> Option<Vec<u8>> {
    let (zero, digits) = (shape.zero(), shape.digits() as u8);
    text.bytes()
        .map(|b| match (b, letters(shape)) {
            (b'0'..=b'9', false) => Some(b - b'0' + zero).filter(|&d| (1..=digits).contains(&d)),
            (b'A'..=b'P', true) => Some(b - b'A' + 1),
            (b'a'..=b'p', true) => Some(b - b'a' + 1),
            _ => None,
        })
        .collect()
}

/// Writes a puzzle in our format (read back by [`parse`] as the same puzzle).
pub fn write(puzzle: &Puzzle) -> String {
    let shape = puzzle.shape;
    let mut clauses = vec![write_head(puzzle)];
    clauses.extend(puzzle.constraints.iter().map(|c| clause(shape, c)));
    if puzzle.givens.iter().any(Option::is_some) {
        let digits: String = (puzzle.givens.iter())
            .map(|given| given.map_or('.', |d| digit_char(d, shape)))
            .collect();
        clauses.push(format!("givens {digits}"));
    }
    clauses.join("; ")
}

/// One constraint's clause.
fn clause(shape: Shape, constraint: &Constraint) -> String {
    let name = |cell: &usize| {
        let (r, c) = shape.row_col(*cell);
        format!("r{}c{}", r + 1, c + 1)
    };
    let names = |cells: &[usize]| cells.iter().map(name).collect::<Vec<_>>().join(" ");
    match constraint {
        Constraint::Cage { sum, cells } => {
            // As written: digits from 0 make the total one less a cell.
            let shift = u32::from(shape.zero()) * cells.len() as u32;
            let sum = sum.map_or("?".to_string(), |s| (s - shift).to_string());
            format!("cage {sum} {}", names(cells))
        }
        Constraint::Regions(ids) => {
            let ids: String = (ids.iter())
                .map(|&id| char::from_digit(u32::from(id), 36).unwrap_or('?'))
                .collect();
            format!("jigsaw {ids}")
        }
        Constraint::NoBoxes => "no boxes".into(),
        Constraint::Diagonal(d) if *d > 0 => "diagonal /".into(),
        Constraint::Diagonal(_) => "diagonal \\".into(),
        Constraint::AntiKnight => "antiknight".into(),
        Constraint::AntiKing => "antiking".into(),
        Constraint::AntiConsecutive => "anticonsecutive".into(),
        Constraint::Strict(Strict::Kropki) => "strict kropki".into(),
        Constraint::Strict(Strict::Xv) => "strict xv".into(),
        Constraint::Windoku => "windoku".into(),
        Constraint::DisjointSets => "disjoint".into(),
        Constraint::AllDifferent(cells) => format!("region {}", names(cells)),
        Constraint::Thermo(cells) => format!("thermo {}", names(cells)),
        Constraint::Arrow { circle, line } => {
            format!("arrow {}: {}", name(circle), names(line))
        }
        Constraint::Dot { kind, cells } => {
            let kind = match kind {
                Dot::White => "white",
                Dot::Black => "black",
                Dot::X => "x",
                Dot::V => "v",
            };
            format!("{kind} {}", names(cells))
        }
        Constraint::LittleKiller { sum, cells } => format!("little {sum} {}", name(&cells[0])),
        Constraint::Sum { total, cells } => {
            // As written: digits from 0 make the total less by the weights.
            let shift = i32::from(shape.zero()) * cells.iter().map(|&(_, w)| w).sum::<i32>();
            let cells: Vec<String> = (cells.iter())
                .map(|(c, w)| match w {
                    1 => name(c),
                    w => format!("{w}*{}", name(c)),
                })
                .collect();
            format!("sum {} {}", total - shift, cells.join(" "))
        }
        Constraint::Sandwich { sum, line } => {
            let (r0, c0) = shape.row_col(line[0]);
            match shape.row_col(line[1]).0 == r0 {
                true => format!("sandwich {sum} r{}", r0 + 1),
                false => format!("sandwich {sum} c{}", c0 + 1),
            }
        }
        Constraint::Allowed { cell, digits } => {
            let digits: Vec<String> = (0..16)
                .filter(|d| digits >> d & 1 == 1)
                .map(|d| (d + 1 - u16::from(shape.zero())).to_string())
                .collect();
            format!("allowed {} {}", name(cell), digits.join(" "))
        }
        Constraint::Or(alternatives) => either_clause(shape, alternatives),
        other => more_clause(shape, other),
    }
}

/// An either/or's clause: `either A & B | C`.
fn either_clause(shape: Shape, alternatives: &[Vec<Constraint>]) -> String {
    let alternatives: Vec<String> = (alternatives.iter())
        .map(|alternative| {
            let clauses: Vec<String> = alternative.iter().map(|c| clause(shape, c)).collect();
            clauses.join(" & ")
        })
        .collect();
    format!("either {}", alternatives.join(" | "))
}

/// The first clause (see [`head`]): `regions` where the boxes, or the jigsaw's regions, are of
/// another size than the longer side.
fn write_head(puzzle: &Puzzle) -> String {
    let shape = puzzle.shape;
    let (rows, cols, digits) = (shape.rows(), shape.cols(), shape.digits());
    let mut head = format!("{rows}x{cols}");
    if shape.zero() == 1 {
        head.push_str(&format!(" digits 0-{}", digits - 1));
    } else if digits != rows.max(cols) {
        head.push_str(&format!(" digits {digits}"));
    }
    let regions = shape.region_size();
    if regions != rows.max(cols) {
        head.push_str(&format!(" regions {regions}"));
    }
    head
}

/// The clause of a line, a pill arrow, a clone, a quadruple, a minimum or maximum, an outside
/// clue or an indexer.
fn more_clause(shape: Shape, constraint: &Constraint) -> String {
    let name = |cell: &usize| {
        let (r, c) = shape.row_col(*cell);
        format!("r{}c{}", r + 1, c + 1)
    };
    let names = |cells: &[usize]| cells.iter().map(name).collect::<Vec<_>>().join(" ");
    let outside = |keyword: &str, clue: u32, line: &[usize]| {
        let (row, index, back) = shape.line_place(line);
        let name = format!("{}{}", if row { 'r' } else { 'c' }, index + 1);
        format!("{keyword} {clue} {name}{}", if back { " back" } else { "" })
    };
    match constraint {
        Constraint::Line { kind, cells } => {
            let keyword = match kind {
                Line::SlowThermo => "slow".to_string(),
                Line::Whisper(apart) => format!("whisper {apart}"),
                Line::Renban => "renban".into(),
                Line::Nabner => "nabner".into(),
                Line::Palindrome => "palindrome".into(),
                Line::Between => "between".into(),
                Line::Entropic => "entropic".into(),
                Line::Modular(m) => format!("modular {m}"),
                Line::Zipper => "zipper".into(),
                Line::RegionSum => "regionsum".into(),
                Line::DoubleArrow => "doublearrow".into(),
                Line::Sum { total, looped } => {
                    let end = if *looped { " loop" } else { "" };
                    return format!("sumline {total} {}{end}", names(cells));
                }
            };
            format!("{keyword} {}", names(cells))
        }
        Constraint::Pill { pill, line } => format!("arrow {}: {}", names(pill), names(line)),
        Constraint::Clone(pair) => format!("clone {}", names(pair)),
        Constraint::Quadruple { cells, digits } => {
            let digits: Vec<String> = (digits.iter())
                .map(|d| (d - shape.zero()).to_string())
                .collect();
            format!("quad {} {}", name(&cells[0]), digits.join(" "))
        }
        Constraint::Minimum(cell) => format!("min {}", name(cell)),
        Constraint::GreaterThan(cells) => format!("greater {}", names(cells)),
        Constraint::Rellik { total, cells } => format!("rellik {total} {}", names(cells)),
        Constraint::Pairwise {
            allows,
            all,
            name,
            cells,
        } => {
            let keyword = if *all { "pairsall" } else { "pairs" };
            let key = crate::iss::write_key(allows, shape.digits());
            format!("{keyword} {key} _{name} {}", names(cells))
        }
        Constraint::Maximum(cell) => format!("max {}", name(cell)),
        Constraint::XSum { sum, line } => outside("xsum", *sum, line),
        Constraint::Skyscraper { count, line } => outside("skyscraper", *count, line),
        Constraint::NumberedRoom { digit, line } => outside("room", *digit, line),
        Constraint::GlobalEntropy => "entropy".into(),
        Constraint::GlobalMod => "mod3".into(),
        Constraint::CountingCircles(cells) => format!("counting {}", names(cells)),
        Constraint::AntiTaxicab => "antitaxicab".into(),
        Constraint::DutchFlatmates => "flatmates".into(),
        Constraint::Lunchbox { sum, cells } => format!("lunchbox {sum} {}", names(cells)),
        Constraint::EqualityCage(cells) => format!("equality {}", names(cells)),
        Constraint::Lockout { apart, cells } => format!("lockout {apart} {}", names(cells)),
        Constraint::HiddenSkyscraper { digit, line } => outside("hidden", *digit, line),
        Constraint::Indexer { by, cell } => {
            let by = match by {
                Index::Row => "row",
                Index::Column => "column",
                Index::Box => "box",
            };
            format!("index {by} {}", name(cell))
        }
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iss;

    #[test]
    fn a_puzzle_reads_as_its_iss_twin_and_writes_back() {
        let ours = "6x6; cage 7 r1c1 r1c2; cage ? r2c1 r2c2; thermo r3c1 r3c2 r3c3; \
                    arrow r4c4: r4c5 r4c6; white r5c1 r5c2; x r6c1 r6c2; diagonal /; \
                    little 9 r1c2; sandwich 5 c3; allowed r6c6 2 4; givens 1...........................6.......";
        let theirs = ".Shape~6x6.Cage~7~R1C1~R1C2.Cage~~R2C1~R2C2.Thermo~R3C1~R3C2~R3C3\
                      .Arrow~R4C4~R4C5~R4C6.WhiteDot~R5C1~R5C2.X~R6C1~R6C2.Diagonal~1\
                      .LittleKiller~9~R1C2.Sandwich~5~C3.~R6C6_2_4.~R1C1_1.~R5C5_6";
        let puzzle = parse(ours).unwrap();
        let mut twin = iss::parse(theirs).unwrap();
        // The same constraints, whatever their order.
        twin.constraints.sort_by_key(|c| format!("{c:?}"));
        let mut sorted = puzzle.clone();
        sorted.constraints.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(sorted, twin);
        assert_eq!(parse(&write(&puzzle)), Ok(puzzle));
    }

    #[test]
    fn grids_round_trip_in_digits_and_letters() {
        let (nine, sixteen) = (Shape::CLASSIC, Shape::square(16).unwrap());
        assert_eq!(write_grid(&[1, 9, 5], nine), "195");
        assert_eq!(write_grid(&[1, 16, 10], sixteen), "APJ");
        assert_eq!(read_grid("APJ", sixteen), Some(vec![1, 16, 10]));
        assert_eq!(read_grid("apj", sixteen), Some(vec![1, 16, 10]));
        assert_eq!(read_grid("12x", nine), None);
        assert_eq!(read_grid("120", nine), None);
        assert_eq!(read_grid("195", sixteen), None);
        assert_eq!(read_grid("5", Shape::square(4).unwrap()), None);
        // ISS's digits from 0: written 0 to 8, the search's 1 to 9.
        let zero = nine.from_zero();
        assert_eq!(write_grid(&[1, 9, 5], zero), "084");
        assert_eq!(read_grid("084", zero), Some(vec![1, 9, 5]));
        assert_eq!(read_grid("9", zero), None);
    }

    #[test]
    fn sixteen_by_sixteen_givens_are_letters() {
        let mut givens = ".".repeat(256);
        givens.replace_range(0..1, "P");
        let puzzle = parse(&format!("16x16; givens {givens}")).unwrap();
        assert_eq!(puzzle.givens[0], Some(16));
        assert!(write(&puzzle).ends_with(&format!("givens {givens}")));
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let error = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(error("cage 3 r1c1"), "unknown shape \"cage 3 r1c1\"");
        assert_eq!(error("9x8 digits 7"), "unknown shape \"9x8 digits 7\"");
        assert_eq!(error("9x9 colours 3"), "unknown shape \"9x9 colours 3\"");
        assert_eq!(
            error("9x9; regex 1* r1c1 r1c2"),
            "unknown constraint type \"regex\""
        );
        assert_eq!(
            error("9x9; lockout r1c1 r1c2"),
            "wrong arguments for lockout"
        );
        assert_eq!(error("9x9; entropy r1c1"), "wrong arguments for entropy");
        assert_eq!(
            error("9x9; cage 3 r1c1 r10c1"),
            "\"r10c1\" is not a cell of the grid"
        );
        assert_eq!(
            error("9x9; cage 2 r1c1 r1c2"),
            "no set of different digits of the cage's size sums to 2"
        );
        assert_eq!(error("9x9; givens 123"), "wrong arguments for givens");
        assert_eq!(error("9x9; arrow r1c1 r1c2"), "wrong arguments for arrow");
        assert_eq!(
            error("4x4; givens 5..............."),
            "\"5\" is not a number that fits here"
        );
    }
}
