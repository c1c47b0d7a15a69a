//! A SudokuPad puzzle's JSON to a [`Puzzle`]: the grid and its givens (`cells`), its regions
//! (`regions`: the usual boxes, jigsaw regions, or none), its cages (`cages`: killer cages,
//! extra regions, and the notes SudokuPad keeps as cages without cells, such as `title: …`), the
//! converter's `metaData` flags, and what it draws ([`super::drawn`]).

use crate::fpuzzles::box_of;
use crate::fpuzzles::json::Value;
use crate::iss::{ParseError, check_regions, check_rules};
use crate::puzzle::{Constraint, Puzzle};
use crate::shape::Shape;

use super::drawn;

/// The puzzle's members that hold nothing its rules depend on.
const NOTES: [&str; 6] = ["id", "cellSize", "title", "author", "rules", "videos"];

/// The members [`read`] reads.
const READ: [&str; 8] = [
    "cells",
    "regions",
    "cages",
    "metaData",
    "lines",
    "arrows",
    "overlays",
    "underlays",
];

pub(super) fn read(root: &Value) -> Result<Puzzle, ParseError> {
    let Value::Object(members) = root else {
        return Err(ParseError::NotSudokuPad);
    };
    for (key, value) in members {
        let empty = matches!(value, Value::Array(items) if items.is_empty());
        if !READ.contains(&key.as_str()) && !NOTES.contains(&key.as_str()) && !empty {
            return Err(ParseError::Unsupported(key.clone()));
        }
    }
    let rows = root.get("cells").map_or(&[][..], Value::items);
    let n = rows.len();
    let shape = Shape::square(n)
        .filter(|_| rows.iter().all(|row| row.items().len() == n) && n >= 4)
        .ok_or_else(|| {
            ParseError::Shape(format!(
                "{n}x{}",
                rows.first().map_or(0, |r| r.items().len())
            ))
        })?;
    let mut puzzle = Puzzle::empty(shape);
    givens(rows, &mut puzzle)?;
    regions(
        root.get("regions").map_or(&[][..], Value::items),
        &mut puzzle,
    )?;
    cages(root.get("cages").map_or(&[][..], Value::items), &mut puzzle)?;
    flags(root.get("metaData"), &mut puzzle)?;
    drawn::read(root, &mut puzzle)?;
    check_rules(&puzzle)?;
    Ok(puzzle)
}

/// A cell of the grid: `[row, col]` from 0, or `R1C1` (`r1c1`) from 1.
pub(super) fn cell(shape: Shape, value: &Value) -> Result<usize, ParseError> {
    let n = shape.digits() as f64;
    let bad = || ParseError::Cell(format!("{value:?}"));
    let (row, col) = match value {
        Value::Array(pair) if pair.len() == 2 => (
            pair[0].number().ok_or_else(bad)?,
            pair[1].number().ok_or_else(bad)?,
        ),
        Value::Text(name) => {
            let rest = name.trim().strip_prefix(['R', 'r']).ok_or_else(bad)?;
            let (row, col) = rest.split_once(['C', 'c']).ok_or_else(bad)?;
            let one = |t: &str| t.parse::<f64>().map(|x| x - 1.0).map_err(|_| bad());
            (one(row)?, one(col)?)
        }
        _ => return Err(bad()),
    };
    let whole = |x: f64| x.fract() == 0.0 && (0.0..n).contains(&x);
    match whole(row) && whole(col) {
        true => Ok(shape.cell(row as usize, col as usize)),
        false => Err(bad()),
    }
}

/// The givens: a cell's `value`. (Marks a puzzle comes with are the player's, not rules.)
fn givens(rows: &[Value], puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let shape = puzzle.shape;
    for (row, items) in rows.iter().enumerate() {
        for (col, spec) in items.items().iter().enumerate() {
            let Some(value) = spec
                .get("value")
                .filter(|v| **v != Value::Text(String::new()))
            else {
                continue;
            };
            let digit = value
                .number()
                .filter(|d| d.fract() == 0.0 && (1.0..=shape.digits() as f64).contains(d));
            let bad = || ParseError::Number(format!("R{}C{}", row + 1, col + 1));
            puzzle.givens[shape.cell(row, col)] = Some(digit.ok_or_else(bad)? as u8);
        }
    }
    Ok(())
}

/// The regions: none at all (no boxes), the usual boxes, or jigsaw regions.
fn regions(regions: &[Value], puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let shape = puzzle.shape;
    if regions.is_empty() {
        puzzle.constraints.push(Constraint::NoBoxes);
        return Ok(());
    }
    let mut ids = vec![u8::MAX; shape.cells()];
    for (id, region) in regions.iter().enumerate() {
        for spec in region.items() {
            let cell = cell(shape, spec)?;
            if ids[cell] != u8::MAX || id >= usize::from(u8::MAX) {
                return Err(ParseError::Regions);
            }
            ids[cell] = id as u8;
        }
    }
    if ids.contains(&u8::MAX) {
        return Err(ParseError::Unsupported(
            "a cell outside every region".into(),
        ));
    }
    // The usual boxes, in whatever order they are listed, are no jigsaw.
    let boxes = shape.boxes().is_some()
        && (0..shape.cells()).all(|a| {
            (0..shape.cells()).all(|b| (ids[a] == ids[b]) == (box_of(shape, a) == box_of(shape, b)))
        });
    if !boxes {
        check_regions(shape, &ids)?;
        puzzle.constraints.push(Constraint::Regions(ids));
        puzzle.constraints.push(Constraint::NoBoxes);
    }
    Ok(())
}

/// Cages: a total (`sum`, or `value` as a number) makes a killer cage, as does `unique` without
/// one; a cage with neither is the converter's extra region (each digit at most once). Cages
/// without cells are notes (`title: …`, `rules: …`). Any other cage is refused.
fn cages(cages: &[Value], puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let shape = puzzle.shape;
    for cage in cages {
        let listed = cage.get("cells").map_or(&[][..], Value::items);
        let value = cage.get("value").filter(|v| !matches!(v, Value::Null));
        let note = value.and_then(Value::text).is_some_and(is_note);
        if listed.is_empty() || note {
            continue;
        }
        let cells = listed
            .iter()
            .map(|c| cell(shape, c))
            .collect::<Result<Vec<_>, _>>()?;
        let sum = cage.get("sum").or(value).and_then(Value::number);
        let unique = cage.get("unique").map(Value::is_true);
        let labelled = value.is_some_and(|v| v.text().is_some_and(|t| !t.trim().is_empty()));
        let style = cage.get("style").and_then(Value::text).unwrap_or("killer");
        let constraint = match (sum, unique, labelled, style) {
            (_, _, _, s) if s != "killer" => None,
            (Some(sum), None | Some(true), _, _) if sum.fract() == 0.0 && sum >= 0.0 => {
                Some(Constraint::Cage {
                    sum: Some(sum as u32),
                    cells,
                })
            }
            (None, Some(true), false, _) => Some(Constraint::Cage { sum: None, cells }),
            (None, None, false, _) => Some(Constraint::AllDifferent(cells)),
            _ => None,
        };
        let what = || match value {
            Some(v) => format!("a cage marked {v:?}"),
            None if unique == Some(false) => "a cage whose digits may repeat".into(),
            None => format!("a cage of style {style:?}"),
        };
        puzzle
            .constraints
            .push(constraint.ok_or_else(|| ParseError::Drawn(what()))?);
    }
    Ok(())
}

/// A cage's note: `title: …`, `author: …`, `rules: …`, `solution: …` and the like.
fn is_note(text: &str) -> bool {
    text.split_once(':')
        .is_some_and(|(key, _)| !key.is_empty() && key.bytes().all(|b| b.is_ascii_lowercase()))
}

/// The converter's `metaData`: `antiknight` and `antiking`. Its notes (text) say nothing the
/// rules depend on; any other flag is a rule we do not know.
fn flags(meta: Option<&Value>, puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let Some(Value::Object(members)) = meta else {
        return Ok(());
    };
    for (key, value) in members {
        match (key.as_str(), value) {
            ("antiknight", v) if v.is_true() => puzzle.constraints.push(Constraint::AntiKnight),
            ("antiking", v) if v.is_true() => puzzle.constraints.push(Constraint::AntiKing),
            (_, Value::Bool(false) | Value::Text(_) | Value::Null) => {}
            (key, _) => return Err(ParseError::Unsupported(key.to_string())),
        }
    }
    Ok(())
}
