//! A puzzle as f-puzzles' JSON: what [`parse`](super::parse) reads back. `None` for a puzzle
//! f-puzzles cannot hold (a grid without boxes and without regions; jigsaw regions beside the
//! boxes; a cell limited to digits that are neither a parity nor listable as given pencil marks
//! is fine, as marks).

use crate::puzzle::{Constraint, Dot, Puzzle, Strict};
use crate::shape::Shape;

/// A JSON string: `"…"`, escaped (the names here need none; totals are numbers).
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn name(shape: Shape, cell: usize) -> String {
    let (row, col) = shape.row_col(cell);
    format!("\"R{}C{}\"", row + 1, col + 1)
}

fn names(shape: Shape, cells: &[usize]) -> String {
    let list: Vec<String> = cells.iter().map(|&c| name(shape, c)).collect();
    format!("[{}]", list.join(","))
}

/// The puzzle as f-puzzles' JSON, or `None` when f-puzzles cannot hold it.
pub fn write(puzzle: &Puzzle) -> Option<String> {
    let shape = puzzle.shape;
    let n = shape.size();
    let has = |c: &Constraint| puzzle.constraints.contains(c);
    let regions = puzzle.constraints.iter().find_map(|c| match c {
        Constraint::Regions(ids) => Some(ids),
        _ => None,
    });
    // f-puzzles' regions replace the boxes: no boxes needs regions, and regions need no boxes.
    if has(&Constraint::NoBoxes) != regions.is_some()
        || (shape.boxes().is_none() && regions.is_none())
    {
        return None;
    }
    let mut marks: Vec<Option<u16>> = vec![None; shape.cells()];
    let mut lists: Vec<(&str, Vec<String>)> = Vec::new();
    let mut flags: Vec<&str> = Vec::new();
    let mut negative: Vec<&str> = Vec::new();
    let mut add = |key: &'static str, item: String| match lists.iter_mut().find(|(k, _)| *k == key)
    {
        Some((_, items)) => items.push(item),
        None => lists.push((key, vec![item])),
    };
    let odd: u16 = (1..=n)
        .filter(|d| d % 2 == 1)
        .fold(0, |s, d| s | 1 << (d - 1));
    let even: u16 = (1..=n)
        .filter(|d| d % 2 == 0)
        .fold(0, |s, d| s | 1 << (d - 1));
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Cage { sum, cells } => {
                let value = sum.map_or(String::new(), |s| format!(",\"value\":\"{s}\""));
                add(
                    "killercage",
                    format!("{{\"cells\":{}{value}}}", names(shape, cells)),
                );
            }
            Constraint::Regions(_) | Constraint::NoBoxes => {}
            Constraint::Diagonal(1) => flags.push("diagonal+"),
            Constraint::Diagonal(_) => flags.push("diagonal-"),
            Constraint::AntiKnight => flags.push("antiknight"),
            Constraint::AntiKing => flags.push("antiking"),
            Constraint::AntiConsecutive => flags.push("nonconsecutive"),
            Constraint::DisjointSets => flags.push("disjointgroups"),
            Constraint::Strict(Strict::Kropki) => negative.extend(["ratio", "difference"]),
            Constraint::Strict(Strict::Xv) => negative.push("xv"),
            Constraint::Windoku => {
                for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                    let cells: Vec<usize> = (0..9)
                        .map(|i| shape.cell(top + i / 3, left + i % 3))
                        .collect();
                    add(
                        "extraregion",
                        format!("{{\"cells\":{}}}", names(shape, &cells)),
                    );
                }
            }
            Constraint::AllDifferent(cells) => {
                add(
                    "extraregion",
                    format!("{{\"cells\":{}}}", names(shape, cells)),
                );
            }
            Constraint::Thermo(cells) => {
                add(
                    "thermometer",
                    format!("{{\"lines\":[{}]}}", names(shape, cells)),
                );
            }
            Constraint::Arrow { circle, line } => {
                let drawn: Vec<usize> = std::iter::once(*circle)
                    .chain(line.iter().copied())
                    .collect();
                let item = format!(
                    "{{\"cells\":[{}],\"lines\":[{}]}}",
                    name(shape, *circle),
                    names(shape, &drawn)
                );
                add("arrow", item);
            }
            Constraint::Dot { kind, cells } => {
                let (key, value) = match kind {
                    Dot::White => ("difference", ""),
                    Dot::Black => ("ratio", ""),
                    Dot::X => ("xv", ",\"value\":\"X\""),
                    Dot::V => ("xv", ",\"value\":\"V\""),
                };
                add(key, format!("{{\"cells\":{}{value}}}", names(shape, cells)));
            }
            Constraint::LittleKiller { sum, cells } => {
                add(
                    "littlekillersum",
                    format!("{{\"cells\":{},\"value\":\"{sum}\"}}", names(shape, cells)),
                );
            }
            Constraint::Sandwich { sum, line } => {
                let ((r0, c0), (r1, _)) = (shape.row_col(line[0]), shape.row_col(line[1]));
                let clue = if r0 == r1 {
                    format!("R{}C0", r0 + 1)
                } else {
                    format!("R0C{}", c0 + 1)
                };
                add(
                    "sandwichsum",
                    format!("{{\"cell\":{},\"value\":\"{sum}\"}}", quoted(&clue)),
                );
            }
            Constraint::Allowed { cell, digits } if *digits == odd || *digits == even => {
                let key = if *digits == odd { "odd" } else { "even" };
                add(key, format!("{{\"cell\":{}}}", name(shape, *cell)));
            }
            Constraint::Allowed { cell, digits } => {
                marks[*cell] = Some(marks[*cell].unwrap_or(u16::MAX) & digits);
            }
        }
    }
    let mut out = format!("{{\"size\":{n},\"grid\":[");
    for row in 0..n {
        let cells: Vec<String> = (0..n)
            .map(|col| {
                let cell = shape.cell(row, col);
                let mut fields = Vec::new();
                if let Some(d) = puzzle.givens[cell] {
                    fields.push(format!("\"value\":{d},\"given\":true"));
                }
                if let Some(set) = marks[cell] {
                    let digits: Vec<String> = (1..=n)
                        .filter(|d| set >> (d - 1) & 1 == 1)
                        .map(|d| d.to_string())
                        .collect();
                    fields.push(format!("\"givenPencilMarks\":[{}]", digits.join(",")));
                }
                if let Some(ids) = regions {
                    fields.push(format!("\"region\":{}", ids[cell]));
                }
                format!("{{{}}}", fields.join(","))
            })
            .collect();
        out.push_str(&format!(
            "{}[{}]",
            if row > 0 { "," } else { "" },
            cells.join(",")
        ));
    }
    out.push(']');
    for flag in flags {
        out.push_str(&format!(",{}:true", quoted(flag)));
    }
    if !negative.is_empty() {
        let kinds: Vec<String> = negative.iter().map(|k| quoted(k)).collect();
        out.push_str(&format!(",\"negative\":[{}]", kinds.join(",")));
    }
    for (key, items) in lists {
        out.push_str(&format!(",{}:[{}]", quoted(key), items.join(",")));
    }
    out.push('}');
    Some(out)
}
