//! f-puzzles' format (www.f-puzzles.com, the community's constraint editor): a puzzle as JSON,
//! `{"size":9,"grid":[[{"value":5,"given":true},…],…],"killercage":[…],…}`, shared as a link
//! whose `load=` parameter is that JSON compressed by LZ-String ([`lzstring`]). [`parse`] takes
//! the link, the compressed text or the JSON; [`write`](write::write) writes the JSON, [`link`]
//! the link.
//!
//! Read: the size (4 to 16), givens (`value` with `given`), given pencil marks (the digits a cell
//! may hold), custom regions (each cell's `region`), `diagonal+` (bottom left to top right),
//! `diagonal-`, `antiknight`, `antiking`, `disjointgroups`, `nonconsecutive`, `negative`
//! (`ratio` with `difference`, and `xv`), `killercage`, `littlekillersum`, `sandwichsum`,
//! `thermometer`, `arrow` (a circle, or a pill of two or three cells; each line an arrow of its
//! own), `difference` and `ratio` dots (of 1 and 2: white and black), `xv`, `extraregion`, `odd`,
//! `even`; and the constraints f-puzzles' solver (Rangsk's) added, which puzzles carry in the same
//! JSON (`more.rs`): `slowthermometer`, `whispers`, `renban`, `nabner`, `palindrome`,
//! `betweenline`, `entropicline`, `modularline`, `zipperline`, `regionsumline`, `doublearrow`,
//! `clone`, `quadruple`, `minimum`, `maximum`, `xsum`, `skyscraper` and the row, column and box
//! indexers. Every other constraint is refused by its name; what f-puzzles only draws (`line`,
//! `circle`, `rectangle`, `cage`, `text`) and its metadata are ignored.

pub mod json;
pub mod lzstring;
mod more;
pub mod write;

use crate::iss::ParseError;
use crate::looks::has;
use crate::puzzle::{Constraint, Dot, Puzzle, Strict};
use crate::shape::Shape;

use json::Value;

pub use write::{link, write};

/// What f-puzzles' JSON holds beside the constraints, and what it only draws: nothing the rules
/// depend on.
const IGNORED: &[&str] = &[
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "line",
    "circle",
    "rectangle",
    "cage",
    "text",
    "highlight",
    "disabledlogic",
    "truecandidatesoptions",
    "negative",
];

/// Reads an f-puzzles puzzle: its link (`…?load=N4Ig…`, or SudokuPad's `…/fpuzzlesN4Ig…`),
/// that compressed text, or its JSON.
pub fn parse(text: &str) -> Result<Puzzle, ParseError> {
    let text = text.trim();
    let json = if text.starts_with('{') {
        text.to_string()
    } else {
        // f-puzzles' `?load=`, or SudokuPad's link to an f-puzzles puzzle (`/fpuzzlesN4Ig…`).
        let packed = (text.rsplit_once("load="))
            .or_else(|| text.rsplit_once("/fpuzzles"))
            .map_or(text, |(_, p)| p);
        let packed = packed.split(['&', '#']).next().unwrap_or_default();
        lzstring::decompress_base64(packed).ok_or(ParseError::NotFPuzzles)?
    };
    let root = json::parse(&json).ok_or(ParseError::NotFPuzzles)?;
    read(&root)
}

/// Whether `text` looks like an f-puzzles puzzle at all (a link, or JSON with a size), for a
/// reader choosing between formats.
pub fn looks_like(text: &str) -> bool {
    let text = text.trim();
    has(text, "f-puzzles.com")
        || has(text, "/fpuzzlesN4Ig")
        || (text.starts_with('{') && has(text, "\"size\""))
}

fn read(root: &Value) -> Result<Puzzle, ParseError> {
    let size = root.get("size").and_then(Value::whole).unwrap_or(9) as usize;
    let shape = Shape::square(size).ok_or_else(|| ParseError::Shape(size.to_string()))?;
    let mut puzzle = Puzzle::empty(shape);
    read_grid(root, &mut puzzle)?;
    let mut reader = Reader { shape, puzzle };
    if let Value::Object(members) = root {
        for (key, value) in members {
            reader.member(key, value)?;
        }
    }
    reader.negative(root.get("negative").map_or(&[], Value::items))?;
    crate::iss::check_rules(&reader.puzzle)?;
    Ok(reader.puzzle)
}

/// The grid: givens, given pencil marks, and custom regions.
fn read_grid(root: &Value, puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let shape = puzzle.shape;
    let rows = root.get("grid").map_or(&[][..], Value::items);
    let mut regions = Vec::with_capacity(shape.cells());
    for row in 0..shape.digits() {
        for col in 0..shape.digits() {
            let cell = shape.cell(row, col);
            let spec = rows
                .get(row)
                .map_or(&Value::Null, |r| r.items().get(col).unwrap_or(&Value::Null));
            if spec.get("given").is_some_and(Value::is_true) {
                let digit = spec.get("value").and_then(Value::whole);
                let digit = digit.filter(|d| (1..=shape.digits() as u32).contains(d));
                let bad = || ParseError::Number(format!("R{}C{}", row + 1, col + 1));
                puzzle.givens[cell] = Some(digit.ok_or_else(bad)? as u8);
            }
            let marks = spec.get("givenPencilMarks").map_or(&[][..], Value::items);
            if !marks.is_empty() {
                let digits = digit_set(shape, marks)?;
                puzzle
                    .constraints
                    .push(Constraint::Allowed { cell, digits });
            }
            // A region of `null` leaves the cell outside every region: not this crate's model.
            if spec.get("region") == Some(&Value::Null) {
                return Err(ParseError::Unsupported(
                    "a cell outside every region".into(),
                ));
            }
            let region = spec.get("region").and_then(Value::whole);
            regions.push(region.map_or_else(|| box_of(shape, cell), |r| r as usize));
        }
    }
    // Regions only where some cell's differs from its box (a cell without one keeps its box's).
    if (0..shape.cells()).any(|cell| regions[cell] != box_of(shape, cell)) {
        let ids = (regions.iter())
            .map(|&r| u8::try_from(r).map_err(|_| ParseError::Regions))
            .collect::<Result<Vec<_>, _>>()?;
        crate::iss::check_regions(shape, &ids)?;
        puzzle.constraints.push(Constraint::Regions(ids));
        puzzle.constraints.push(Constraint::NoBoxes);
    }
    Ok(())
}

/// The index of `cell`'s box, in reading order (0 for a grid without boxes).
pub(crate) fn box_of(shape: Shape, cell: usize) -> usize {
    let (row, col) = shape.row_col(cell);
    shape.boxes().map_or(0, |(rows, cols)| {
        row / rows * (shape.digits() / cols) + col / cols
    })
}

/// The odd digits of `shape` (or the even ones), as a set.
pub(crate) fn parity(shape: Shape, odd: bool) -> u16 {
    (1..=shape.digits())
        .filter(|d| (d % 2 == 1) == odd)
        .fold(0, |set, d| set | 1 << (d - 1))
}

fn digit_set(shape: Shape, items: &[Value]) -> Result<u16, ParseError> {
    items.iter().try_fold(0u16, |set, item| match item.whole() {
        Some(d) if (1..=shape.digits() as u32).contains(&d) => Ok(set | 1 << (d - 1)),
        _ => Err(ParseError::Number(format!("{item:?}"))),
    })
}

struct Reader {
    shape: Shape,
    puzzle: Puzzle,
}

impl Reader {
    fn push(&mut self, constraint: Constraint) {
        self.puzzle.constraints.push(constraint);
    }

    /// One member of the JSON: a rule (`true`) or a list of constraints of one kind.
    fn member(&mut self, key: &str, value: &Value) -> Result<(), ParseError> {
        let flag = match key {
            "diagonal+" => Some(Constraint::Diagonal(1)),
            "diagonal-" => Some(Constraint::Diagonal(-1)),
            "antiknight" => Some(Constraint::AntiKnight),
            "antiking" => Some(Constraint::AntiKing),
            "nonconsecutive" => Some(Constraint::AntiConsecutive),
            "disjointgroups" if self.shape.boxes().is_some() => Some(Constraint::DisjointSets),
            _ => None,
        };
        if let Some(constraint) = flag {
            if value.is_true() {
                self.push(constraint);
            }
            return Ok(());
        }
        let items = value.items();
        for item in items {
            self.item(key, item)?;
        }
        // A rule set to true, or a list of constraints, that this crate cannot read.
        let used = !items.is_empty() || value.is_true();
        if used && !IGNORED.contains(&key) && !KNOWN.contains(&key) {
            return Err(ParseError::Unsupported(key.to_string()));
        }
        Ok(())
    }

    fn item(&mut self, key: &str, item: &Value) -> Result<(), ParseError> {
        let cells = |name: &str| self.cells(item.get(name).map_or(&[][..], Value::items));
        let value = || item.get("value").and_then(Value::whole);
        let wrong = || ParseError::Arguments(key.to_string());
        let constraint = match key {
            "killercage" => Constraint::Cage {
                sum: value().filter(|&s| s != 0),
                cells: cells("cells")?,
            },
            "extraregion" => Constraint::AllDifferent(cells("cells")?),
            "thermometer" => {
                for line in item.get("lines").map_or(&[][..], Value::items) {
                    let cells = self.cells(line.items())?;
                    self.push(Constraint::Thermo(cells));
                }
                return Ok(());
            }
            "arrow" => return self.arrow(item),
            "difference" | "ratio" | "xv" => self.dot(key, item)?,
            "odd" | "even" => {
                let cell = self.cell(item.get("cell").and_then(Value::text).unwrap_or_default())?;
                let digits = parity(self.shape, key == "odd");
                Constraint::Allowed { cell, digits }
            }
            // A clue left without its number says nothing.
            "littlekillersum" | "sandwichsum" if value().is_none() => return Ok(()),
            "littlekillersum" => {
                let sum = value().ok_or(wrong())?;
                let listed = match item.get("cells") {
                    Some(_) => cells("cells")?,
                    None => self.diagonal(item)?,
                };
                Constraint::LittleKiller { sum, cells: listed }
            }
            "sandwichsum" => {
                let sum = value().ok_or(wrong())?;
                let clue = item.get("cell").and_then(Value::text).unwrap_or_default();
                Constraint::Sandwich {
                    sum,
                    line: self.sandwich_line(clue)?,
                }
            }
            other => return self.more_item(other, item),
        };
        self.push(constraint);
        Ok(())
    }

    /// An arrow per line: its circle (one cell, or a pill of two or three read in order) and the
    /// line's cells past the circle (each line sums to the circle on its own).
    fn arrow(&mut self, item: &Value) -> Result<(), ParseError> {
        let mut circle = self.cells(item.get("cells").map_or(&[][..], Value::items))?;
        // A pill is read left to right, top to bottom.
        circle.sort_unstable();
        let lines = item.get("lines").map_or(&[][..], Value::items);
        if lines.is_empty() || !(1..=3).contains(&circle.len()) {
            return Err(ParseError::Arguments("arrow".into()));
        }
        for drawn in lines {
            let cells = self.cells(drawn.items())?;
            let start = cells.iter().take_while(|c| circle.contains(c)).count();
            let line = cells[start..].to_vec();
            if line.is_empty() {
                return Err(ParseError::Arguments("arrow".into()));
            }
            self.push(match circle[..] {
                [circle] => Constraint::Arrow { circle, line },
                _ => Constraint::Pill {
                    pill: circle.clone(),
                    line,
                },
            });
        }
        Ok(())
    }

    /// A dot between two cells. Its value is its difference or ratio when not the usual 1 or 2
    /// (a number, or its digits as text); an XV's is its letter.
    fn dot(&self, key: &str, item: &Value) -> Result<Constraint, ParseError> {
        let given = item.get("value").filter(|v| !matches!(v, Value::Null));
        let given = given.filter(|v| v.text() != Some(""));
        let kind = match (key, given.map(|v| (v.whole(), v.text()))) {
            ("difference", None | Some((Some(1), _))) => Dot::White,
            ("ratio", None | Some((Some(2), _))) => Dot::Black,
            ("xv", Some((_, Some("X" | "x")))) => Dot::X,
            ("xv", Some((_, Some("V" | "v")))) => Dot::V,
            _ => return Err(ParseError::Unsupported(format!("{key} of another value"))),
        };
        let pair = self.cells(item.get("cells").map_or(&[][..], Value::items))?;
        let [a, b] = pair[..] else {
            return Err(ParseError::Arguments(key.into()));
        };
        Ok(Constraint::Dot {
            kind,
            cells: [a, b],
        })
    }

    /// `negative`: the dots' negative constraints, each family whole.
    fn negative(&mut self, kinds: &[Value]) -> Result<(), ParseError> {
        let has = |name: &str| kinds.iter().any(|k| k.text() == Some(name));
        match (has("ratio"), has("difference")) {
            (true, true) => self.push(Constraint::Strict(Strict::Kropki)),
            (false, false) => {}
            _ => {
                return Err(ParseError::Unsupported(
                    "negative ratio or difference alone".into(),
                ));
            }
        }
        if has("xv") {
            self.push(Constraint::Strict(Strict::Xv));
        }
        Ok(())
    }

    fn cells(&self, names: &[Value]) -> Result<Vec<usize>, ParseError> {
        if names.is_empty() {
            return Err(ParseError::Arguments("cells".into()));
        }
        names
            .iter()
            .map(|name| self.cell(name.text().unwrap_or_default()))
            .collect()
    }

    /// `R3C7`: row and column from 1, inside the grid.
    fn cell(&self, name: &str) -> Result<usize, ParseError> {
        let (row, col) = coordinates(name).ok_or_else(|| ParseError::Cell(name.into()))?;
        let n = self.shape.digits();
        if (1..=n).contains(&row) && (1..=n).contains(&col) {
            Ok(self.shape.cell(row - 1, col - 1))
        } else {
            Err(ParseError::Cell(name.into()))
        }
    }

    /// A little killer's diagonal from its clue (`cell`, outside the grid) and `direction`
    /// (`DR`, `DL`, `UR`, `UL`), for a file that lists no cells.
    fn diagonal(&self, item: &Value) -> Result<Vec<usize>, ParseError> {
        let clue = item.get("cell").and_then(Value::text).unwrap_or_default();
        let bad = || ParseError::Cell(clue.into());
        let (row, col) = coordinates(clue).ok_or_else(bad)?;
        let (dr, dc) = match item.get("direction").and_then(Value::text) {
            Some("DR") => (1, 1),
            Some("DL") => (1, -1),
            Some("UR") => (-1, 1),
            Some("UL") => (-1, -1),
            _ => return Err(ParseError::Arguments("littlekillersum".into())),
        };
        let n = self.shape.digits() as isize;
        let (mut r, mut c) = (row as isize + dr, col as isize + dc);
        let mut cells = Vec::new();
        while (1..=n).contains(&r) && (1..=n).contains(&c) {
            cells.push(self.shape.cell(r as usize - 1, c as usize - 1));
            (r, c) = (r + dr, c + dc);
        }
        if cells.is_empty() {
            Err(bad())
        } else {
            Ok(cells)
        }
    }

    /// A sandwich clue's row or column: a clue in column 0 (or past the last) is its row's, in
    /// row 0 (or past the last) its column's.
    fn sandwich_line(&self, clue: &str) -> Result<Vec<usize>, ParseError> {
        let n = self.shape.digits();
        let bad = || ParseError::Cell(clue.into());
        let (row, col) = coordinates(clue).ok_or_else(bad)?;
        let outside = |i: usize| i == 0 || i == n + 1;
        match (outside(row), outside(col)) {
            (false, true) if row <= n => Ok((0..n).map(|c| self.shape.cell(row - 1, c)).collect()),
            (true, false) if col <= n => Ok((0..n).map(|r| self.shape.cell(r, col - 1)).collect()),
            _ => Err(bad()),
        }
    }
}

/// The constraint lists [`Reader::item`] reads.
const KNOWN: &[&str] = &[
    "minimum",
    "maximum",
    "rowindexer",
    "columnindexer",
    "boxindexer",
    "slowthermometer",
    "palindrome",
    "renban",
    "whispers",
    "regionsumline",
    "betweenline",
    "entropicline",
    "modularline",
    "nabner",
    "doublearrow",
    "zipperline",
    "clone",
    "quadruple",
    "xsum",
    "skyscraper",
    "killercage",
    "extraregion",
    "thermometer",
    "arrow",
    "difference",
    "ratio",
    "xv",
    "odd",
    "even",
    "littlekillersum",
    "sandwichsum",
];

/// `R3C7` (or `r3c7`) as (3, 7); rows and columns from 0 (outside clues) up.
fn coordinates(name: &str) -> Option<(usize, usize)> {
    let rest = name.strip_prefix(['R', 'r'])?;
    let (row, col) = rest.split_once(['C', 'c'])?;
    Some((row.parse().ok()?, col.parse().ok()?))
}
