//! A puzzle as f-puzzles' JSON: what [`parse`](super::parse) reads back. `None` for a puzzle
//! f-puzzles cannot hold: a grid without boxes and without regions, jigsaw regions beside the
//! boxes (f-puzzles' regions replace them), or a modular line of another modulus than 3.

use crate::puzzle::{Constraint, Dot, Index, Line, Puzzle, Strict};
use crate::shape::Shape;

fn name(shape: Shape, cell: usize) -> String {
    let (row, col) = shape.row_col(cell);
    format!("\"R{}C{}\"", row + 1, col + 1)
}

/// A little killer's clue as f-puzzles places it: the cell just outside the grid before its
/// first cell (`R0C3`), and the direction (`DR`, `DL`, `UR`, `UL`) of a diagonal that runs from
/// there to the grid's edge. `None` if `cells` are not such a diagonal.
fn clue_of(shape: Shape, cells: &[usize]) -> Option<(String, &'static str)> {
    let n = shape.digits() as isize;
    let at = |cell: usize| {
        let (r, c) = shape.row_col(cell);
        (r as isize, c as isize)
    };
    let (r0, c0) = at(*cells.first()?);
    let directions = [
        ((1, 1), "DR"),
        ((1, -1), "DL"),
        ((-1, 1), "UR"),
        ((-1, -1), "UL"),
    ];
    let inside = |r: isize, c: isize| (0..n).contains(&r) && (0..n).contains(&c);
    directions.into_iter().find_map(|((dr, dc), direction)| {
        let follows = (cells.iter().enumerate())
            .all(|(i, &cell)| at(cell) == (r0 + dr * i as isize, c0 + dc * i as isize));
        let k = cells.len() as isize;
        let whole = !inside(r0 - dr, c0 - dc) && !inside(r0 + dr * k, c0 + dc * k);
        (follows && whole).then(|| (format!("R{}C{}", r0 - dr + 1, c0 - dc + 1), direction))
    })
}

fn names(shape: Shape, cells: &[usize]) -> String {
    let list: Vec<String> = cells.iter().map(|&c| name(shape, c)).collect();
    format!("[{}]", list.join(","))
}

/// The puzzle as an f-puzzles link (its JSON compressed as f-puzzles compresses it), or `None`
/// when f-puzzles cannot hold it.
pub fn link(puzzle: &Puzzle) -> Option<String> {
    let packed = super::lzstring::compress_base64(&write(puzzle)?);
    Some(format!("https://www.f-puzzles.com/?load={packed}"))
}

/// The puzzle as f-puzzles' JSON, or `None` when f-puzzles cannot hold it.
pub fn write(puzzle: &Puzzle) -> Option<String> {
    let shape = puzzle.shape;
    // f-puzzles draws square grids of their size's digits only.
    if !shape.is_square() {
        return None;
    }
    let regions = puzzle.constraints.iter().find_map(|c| match c {
        Constraint::Regions(ids) => Some(ids),
        _ => None,
    });
    let no_boxes = puzzle.constraints.contains(&Constraint::NoBoxes);
    if no_boxes != regions.is_some() || (shape.boxes().is_none() && regions.is_none()) {
        return None;
    }
    let mut json = Json::new(shape);
    for constraint in &puzzle.constraints {
        json.add(constraint);
    }
    (!json.lost).then(|| json.end(puzzle, regions.map(Vec::as_slice)))
}

/// The JSON's parts as the constraints are gathered: rules set to true, negative constraints,
/// lists of constraints by key (in the order met), and each cell's given pencil marks.
struct Json {
    shape: Shape,
    flags: Vec<&'static str>,
    negative: Vec<&'static str>,
    lists: Vec<(&'static str, Vec<String>)>,
    marks: Vec<Option<u16>>,
    /// Whether some constraint could not be written.
    lost: bool,
}

impl Json {
    fn new(shape: Shape) -> Json {
        Json {
            shape,
            flags: Vec::new(),
            negative: Vec::new(),
            lists: Vec::new(),
            marks: vec![None; shape.cells()],
            lost: false,
        }
    }

    fn list(&mut self, key: &'static str, item: String) {
        match self.lists.iter_mut().find(|(k, _)| *k == key) {
            Some((_, items)) => items.push(item),
            None => self.lists.push((key, vec![item])),
        }
    }

    fn cells(&mut self, key: &'static str, cells: &[usize], rest: &str) {
        let item = format!("{{\"cells\":{}{rest}}}", names(self.shape, cells));
        self.list(key, item);
    }

    fn add(&mut self, constraint: &Constraint) {
        let shape = self.shape;
        match constraint {
            Constraint::Cage { sum, cells } => {
                let value = sum.map_or(String::new(), |s| format!(",\"value\":\"{s}\""));
                self.cells("killercage", cells, &value);
            }
            Constraint::Regions(_) | Constraint::NoBoxes => {}
            Constraint::Diagonal(1) => self.flags.push("diagonal+"),
            Constraint::Diagonal(_) => self.flags.push("diagonal-"),
            Constraint::AntiKnight => self.flags.push("antiknight"),
            Constraint::AntiKing => self.flags.push("antiking"),
            Constraint::AntiConsecutive => self.flags.push("nonconsecutive"),
            Constraint::DisjointSets => self.flags.push("disjointgroups"),
            Constraint::Strict(Strict::Kropki) => self.negative.extend(["ratio", "difference"]),
            Constraint::Strict(Strict::Xv) => self.negative.push("xv"),
            Constraint::Windoku => {
                for window in shape.windows() {
                    self.cells("extraregion", &window, "");
                }
            }
            Constraint::AllDifferent(cells) => self.cells("extraregion", cells, ""),
            Constraint::Thermo(cells) => {
                self.list(
                    "thermometer",
                    format!("{{\"lines\":[{}]}}", names(shape, cells)),
                );
            }
            Constraint::Arrow { circle, line } => {
                let drawn: Vec<usize> = std::iter::once(*circle)
                    .chain(line.iter().copied())
                    .collect();
                let lines = format!(",\"lines\":[{}]", names(shape, &drawn));
                self.cells("arrow", &[*circle], &lines);
            }
            Constraint::Dot { kind, cells } => match kind {
                Dot::White => self.cells("difference", cells, ""),
                Dot::Black => self.cells("ratio", cells, ""),
                Dot::X => self.cells("xv", cells, ",\"value\":\"X\""),
                Dot::V => self.cells("xv", cells, ",\"value\":\"V\""),
            },
            Constraint::LittleKiller { sum, cells } => match clue_of(shape, cells) {
                // f-puzzles draws the clue from its cell outside the grid and its direction.
                Some((clue, direction)) => {
                    let rest = format!(
                        ",\"cell\":\"{clue}\",\"direction\":\"{direction}\",\"value\":\"{sum}\""
                    );
                    self.cells("littlekillersum", cells, &rest);
                }
                None => self.lost = true,
            },
            Constraint::Sandwich { sum, line } => {
                let ((r0, c0), (r1, _)) = (shape.row_col(line[0]), shape.row_col(line[1]));
                let clue = match r0 == r1 {
                    true => format!("R{}C0", r0 + 1),
                    false => format!("R0C{}", c0 + 1),
                };
                self.list(
                    "sandwichsum",
                    format!("{{\"cell\":\"{clue}\",\"value\":\"{sum}\"}}"),
                );
            }
            Constraint::Allowed { cell, digits } => self.allowed(*cell, *digits),
            other => self.more(other),
        }
    }

    /// Lines, pill arrows, clones, quadruples, minima and maxima, outside clues, indexers.
    fn more(&mut self, constraint: &Constraint) {
        let shape = self.shape;
        let n = shape.digits();
        let one = |cell: usize| format!("{{\"cell\":{}}}", name(shape, cell));
        match constraint {
            Constraint::Line { kind, cells } => {
                let (key, value) = match kind {
                    Line::SlowThermo => ("slowthermometer", None),
                    Line::Whisper(apart) => ("whispers", Some(apart)),
                    Line::Renban => ("renban", None),
                    Line::Nabner => ("nabner", None),
                    Line::Palindrome => ("palindrome", None),
                    Line::Between => ("betweenline", None),
                    Line::Entropic => ("entropicline", None),
                    Line::Modular(3) => ("modularline", None),
                    Line::Zipper => ("zipperline", None),
                    Line::RegionSum => ("regionsumline", None),
                    Line::DoubleArrow => ("doublearrow", None),
                    Line::Modular(_) | Line::Sum { .. } => {
                        self.lost = true;
                        return;
                    }
                };
                let value = value.map_or(String::new(), |v| format!(",\"value\":\"{v}\""));
                let lines = format!("{{\"lines\":[{}]{value}}}", names(shape, cells));
                self.list(key, lines);
            }
            Constraint::Pill { pill, line } => {
                // The arrow leaves the pill from the cell next to its line's first.
                let touches = |&&cell: &&usize| {
                    let ((r0, c0), (r1, c1)) = (shape.row_col(cell), shape.row_col(line[0]));
                    r0.abs_diff(r1) <= 1 && c0.abs_diff(c1) <= 1
                };
                let from = pill.iter().find(touches).unwrap_or(&pill[0]);
                let drawn = [&[*from][..], line].concat();
                let lines = format!(",\"lines\":[{}]", names(shape, &drawn));
                self.cells("arrow", pill, &lines);
            }
            Constraint::Clone([a, b]) => {
                let copy = format!(",\"cloneCells\":{}", names(shape, &[*b]));
                self.cells("clone", &[*a], &copy);
            }
            Constraint::Quadruple { cells, digits } => {
                let digits: Vec<String> = digits.iter().map(u8::to_string).collect();
                self.cells(
                    "quadruple",
                    cells,
                    &format!(",\"values\":[{}]", digits.join(",")),
                );
            }
            Constraint::Minimum(cell) => self.list("minimum", one(*cell)),
            Constraint::Maximum(cell) => self.list("maximum", one(*cell)),
            Constraint::XSum { sum, line } | Constraint::Skyscraper { count: sum, line } => {
                let key = match constraint {
                    Constraint::XSum { .. } => "xsum",
                    _ => "skyscraper",
                };
                let clue = match shape.line_place(line) {
                    (true, r, false) => format!("R{}C0", r + 1),
                    (true, r, true) => format!("R{}C{}", r + 1, n + 1),
                    (false, c, false) => format!("R0C{}", c + 1),
                    (false, c, true) => format!("R{}C{}", n + 1, c + 1),
                };
                let item = format!("{{\"cell\":\"{clue}\",\"value\":\"{sum}\"}}");
                self.list(key, item);
            }
            Constraint::Indexer { by, cell } => {
                let key = match by {
                    Index::Row => "rowindexer",
                    Index::Column => "columnindexer",
                    Index::Box => "boxindexer",
                };
                self.cells(key, &[*cell], "");
            }
            _ => self.lost = true,
        }
    }

    /// A cell limited to some digits: odd, even, or given pencil marks.
    fn allowed(&mut self, cell: usize, digits: u16) {
        let key = match digits {
            d if d == super::parity(self.shape, true) => "odd",
            d if d == super::parity(self.shape, false) => "even",
            _ => {
                self.marks[cell] = Some(self.marks[cell].unwrap_or(u16::MAX) & digits);
                return;
            }
        };
        self.list(key, format!("{{\"cell\":{}}}", name(self.shape, cell)));
    }

    /// The whole JSON: the size, the grid (givens, marks, regions), then the rules.
    fn end(self, puzzle: &Puzzle, regions: Option<&[u8]>) -> String {
        let n = self.shape.digits();
        let mut out = format!("{{\"size\":{n},\"grid\":[");
        for row in 0..n {
            let cells: Vec<String> = (0..n)
                .map(|col| self.grid_cell(puzzle, regions, self.shape.cell(row, col)))
                .collect();
            out.push_str(&format!(
                "{}[{}]",
                if row > 0 { "," } else { "" },
                cells.join(",")
            ));
        }
        out.push(']');
        for flag in &self.flags {
            out.push_str(&format!(",\"{flag}\":true"));
        }
        if !self.negative.is_empty() {
            let kinds: Vec<String> = self.negative.iter().map(|k| format!("\"{k}\"")).collect();
            out.push_str(&format!(",\"negative\":[{}]", kinds.join(",")));
        }
        for (key, items) in &self.lists {
            out.push_str(&format!(",\"{key}\":[{}]", items.join(",")));
        }
        out.push('}');
        out
    }

    fn grid_cell(&self, puzzle: &Puzzle, regions: Option<&[u8]>, cell: usize) -> String {
        let mut fields = Vec::new();
        if let Some(d) = puzzle.givens[cell] {
            fields.push(format!("\"value\":{d},\"given\":true"));
        }
        if let Some(set) = self.marks[cell] {
            let digits: Vec<String> = (1..=self.shape.digits())
                .filter(|d| set >> (d - 1) & 1 == 1)
                .map(|d| d.to_string())
                .collect();
            fields.push(format!("\"givenPencilMarks\":[{}]", digits.join(",")));
        }
        if let Some(ids) = regions {
            fields.push(format!("\"region\":{}", ids[cell]));
        }
        format!("{{{}}}", fields.join(","))
    }
}
