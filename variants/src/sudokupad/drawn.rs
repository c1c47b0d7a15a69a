//! What a SudokuPad puzzle draws, read as rules the way SudokuPad's f-puzzles converter draws
//! them. Points are `[row, col]` in cells from the grid's top left corner (a cell's centre is
//! `[r + 0.5, c + 0.5]`); colours are compared without case.
//!
//! | drawn | rule |
//! |---|---|
//! | line `#34BBE6`, 2 thick, corner to corner | a diagonal |
//! | line `#CFCFCF`, 21 thick, a round `#CFCFCF` bulb (0.85) at one end | a thermometer from it |
//! | line `#CFCFCF`, 16 thick | a palindrome |
//! | line `#CFCFCF`, 2 thick, round `#CFCFCF`-edged circles (0.8) at both ends | a between line |
//! | arrow `#a1a1a1` from a round `#a1a1a1`-edged circle (or pill) | an arrow (or pill arrow) |
//! | line `#a1a1a1` under a `#ffffff` line on the same cells | a bent pill, for arrows |
//! | arrow `#000000`, 2 thick, from a number outside the grid | a little killer |
//! | round dot (0.3) on an edge, black or white, edged black | a black or white kropki dot |
//! | `X` or `V` on an edge | XV |
//! | a number left of a row or above a column, with no arrow | a sandwich clue |
//! | round white circle (0.7) edged black, on a corner, with digits | a quadruple |
//! | round `#CFCFCF` (0.7) in a cell; square | odd; even |
//! | `#ccc` cell with black chevrons pointing in; out | a minimum; a maximum |
//! | a cell filled with a colour (1 by 1, no edge, no text) | nothing: colouring |
//!
//! Anything else drawn is refused by what it is.

use crate::fpuzzles::json::Value;
use crate::fpuzzles::parity;
use crate::iss::ParseError;
use crate::puzzle::{Constraint, Dot, Line, Puzzle};
use crate::shape::Shape;

type Point = (f64, f64);

/// One thing drawn, and whether a rule has used it.
struct Mark<'a> {
    value: &'a Value,
    used: bool,
}

impl Mark<'_> {
    fn colour(&self, key: &str) -> String {
        self.value
            .get(key)
            .and_then(Value::text)
            .unwrap_or_default()
            .to_ascii_lowercase()
    }

    fn size(&self, key: &str) -> f64 {
        self.value.get(key).and_then(Value::number).unwrap_or(0.0)
    }

    fn rounded(&self) -> bool {
        self.value.get("rounded").is_some_and(Value::is_true)
    }

    fn center(&self) -> Option<Point> {
        point(self.value.get("center")?)
    }

    fn way(&self) -> Vec<Point> {
        let points = self.value.get("wayPoints").map_or(&[][..], Value::items);
        points.iter().filter_map(point).collect()
    }

    /// Its text (`text`, else `value`), trimmed; a number as its digits.
    fn text(&self) -> String {
        match self.value.get("text").or_else(|| self.value.get("value")) {
            Some(Value::Text(text)) => text.trim().to_string(),
            Some(Value::Number(n)) => format!("{n}"),
            _ => String::new(),
        }
    }

    fn describe(&self, what: &str) -> String {
        let mut parts = vec![what.to_string()];
        for key in ["color", "backgroundColor", "borderColor"] {
            if let Some(colour) = self.value.get(key).and_then(Value::text) {
                parts.push(colour.to_string());
            }
        }
        let text = self.text();
        if !text.is_empty() {
            parts.push(format!("{text:?}"));
        }
        parts.join(" ")
    }
}

fn point(value: &Value) -> Option<Point> {
    match value.items() {
        [r, c] => Some((r.number()?, c.number()?)),
        _ => None,
    }
}

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.01
}

fn marks<'a>(root: &'a Value, key: &str) -> Vec<Mark<'a>> {
    let items = root.get(key).map_or(&[][..], Value::items);
    items
        .iter()
        .map(|value| Mark { value, used: false })
        .collect()
}

/// Everything drawn, by kind, as rules are read from it.
struct Drawn<'a> {
    shape: Shape,
    lines: Vec<Mark<'a>>,
    arrows: Vec<Mark<'a>>,
    overlays: Vec<Mark<'a>>,
    underlays: Vec<Mark<'a>>,
    found: Vec<Constraint>,
}

pub(super) fn read(root: &Value, puzzle: &mut Puzzle) -> Result<(), ParseError> {
    let mut drawn = Drawn {
        shape: puzzle.shape,
        lines: marks(root, "lines"),
        arrows: marks(root, "arrows"),
        overlays: marks(root, "overlays"),
        underlays: marks(root, "underlays"),
        found: Vec::new(),
    };
    drawn.lines()?;
    drawn.arrows()?;
    drawn.overlays()?;
    drawn.underlays()?;
    drawn.left_over()?;
    puzzle.constraints.append(&mut drawn.found);
    Ok(())
}

impl Drawn<'_> {
    fn cell_at(&self, point: Point) -> Option<usize> {
        cell_at(self.shape, point)
    }

    /// The cells a path through `points` crosses, each once, along rows, columns or diagonals.
    fn path(&self, points: &[Point]) -> Result<Vec<usize>, ParseError> {
        let bad = || ParseError::Drawn(format!("a line through {points:?}"));
        if points.is_empty() {
            return Err(bad());
        }
        let mut cells: Vec<usize> = Vec::new();
        for &p in points {
            let cell = self.cell_at(p).ok_or_else(bad)?;
            let Some(&last) = cells.last() else {
                cells.push(cell);
                continue;
            };
            let ((r0, c0), (r1, c1)) = (self.shape.row_col(last), self.shape.row_col(cell));
            let (dr, dc) = (r1 as isize - r0 as isize, c1 as isize - c0 as isize);
            if dr != 0 && dc != 0 && dr.abs() != dc.abs() {
                return Err(bad());
            }
            for step in 1..=dr.abs().max(dc.abs()) {
                let r = r0 as isize + dr.signum() * step;
                let c = c0 as isize + dc.signum() * step;
                cells.push(self.shape.cell(r as usize, c as usize));
            }
        }
        Ok(cells)
    }

    fn center_of(&self, cell: usize) -> Point {
        let (r, c) = self.shape.row_col(cell);
        (r as f64 + 0.5, c as f64 + 0.5)
    }

    /// Marks as used the first unused overlay or underlay `fits` accepts at `at`.
    fn take(marks: &mut [Mark], at: Point, fits: impl Fn(&Mark) -> bool) -> bool {
        let found = marks.iter_mut().find(|m| {
            !m.used
                && m.center()
                    .is_some_and(|(r, c)| near(r, at.0) && near(c, at.1))
                && fits(m)
        });
        found.map(|m| m.used = true).is_some()
    }

    fn lines(&mut self) -> Result<(), ParseError> {
        let n = self.shape.digits() as f64;
        for i in 0..self.lines.len() {
            let line = &self.lines[i];
            let (colour, thick, way) = (line.colour("color"), line.size("thickness"), line.way());
            let found = match (colour.as_str(), thick as u32) {
                ("#34bbe6", 2) if way == [(0.0, n), (n, 0.0)] => Some(Constraint::Diagonal(1)),
                ("#34bbe6", 2) if way == [(0.0, 0.0), (n, n)] => Some(Constraint::Diagonal(-1)),
                ("#cfcfcf", 21) => Some(self.thermo(&way)?),
                ("#cfcfcf", 16) => Some(Constraint::Line {
                    kind: Line::Palindrome,
                    cells: self.path(&way)?,
                }),
                ("#cfcfcf", 2) => Some(self.between(&way)?),
                _ => None,
            };
            if let Some(constraint) = found {
                self.lines[i].used = true;
                self.found.push(constraint);
            }
        }
        self.minima_and_maxima()
    }

    fn thermo(&mut self, way: &[Point]) -> Result<Constraint, ParseError> {
        let mut cells = self.path(way)?;
        let bulb = |m: &Mark| {
            m.rounded() && near(m.size("width"), 0.85) && m.colour("backgroundColor") == "#cfcfcf"
        };
        let (first, last) = (
            self.center_of(cells[0]),
            self.center_of(cells[cells.len() - 1]),
        );
        if !Self::take(&mut self.underlays, first, bulb) {
            if !Self::take(&mut self.underlays, last, bulb) {
                return Err(ParseError::Drawn("a thermometer without its bulb".into()));
            }
            cells.reverse();
        }
        Ok(Constraint::Thermo(cells))
    }

    fn between(&mut self, way: &[Point]) -> Result<Constraint, ParseError> {
        let cells = self.path(way)?;
        let end = |m: &Mark| {
            m.rounded() && near(m.size("width"), 0.8) && m.colour("borderColor") == "#cfcfcf"
        };
        for cell in [cells[0], cells[cells.len() - 1]] {
            let at = self.center_of(cell);
            if cells.len() < 2 || !Self::take(&mut self.overlays, at, end) {
                return Err(ParseError::Drawn(
                    "a thin grey line without its end circles".into(),
                ));
            }
        }
        Ok(Constraint::Line {
            kind: Line::Between,
            cells,
        })
    }

    /// Cells shaded `#ccc` with black chevrons: pointing in (their tips nearer the centre), a
    /// minimum; out, a maximum.
    fn minima_and_maxima(&mut self) -> Result<(), ParseError> {
        for u in 0..self.underlays.len() {
            let mark = &self.underlays[u];
            if mark.used || !matches!(mark.colour("backgroundColor").as_str(), "#ccc" | "#cccccc") {
                continue;
            }
            let Some(cell) = mark.center().and_then(|p| self.cell_at(p)) else {
                continue;
            };
            let (cr, cc) = self.center_of(cell);
            let mut inward = Vec::new();
            for line in self
                .lines
                .iter_mut()
                .filter(|l| !l.used && l.colour("color") == "#000000")
            {
                let way = line.way();
                let distance = |(r, c): Point| ((r - cr).powi(2) + (c - cc).powi(2)).sqrt();
                if let [a, tip, b] = way[..]
                    && distance(tip) < 0.5
                {
                    line.used = true;
                    inward.push(distance(tip) < distance(a).min(distance(b)));
                }
            }
            let constraint = match inward[..] {
                [] => return Err(ParseError::Drawn("a shaded cell without chevrons".into())),
                _ if inward.iter().all(|&i| i) => Constraint::Minimum(cell),
                _ if inward.iter().all(|&i| !i) => Constraint::Maximum(cell),
                _ => return Err(ParseError::Drawn("chevrons pointing both ways".into())),
            };
            self.underlays[u].used = true;
            self.found.push(constraint);
        }
        Ok(())
    }

    fn arrows(&mut self) -> Result<(), ParseError> {
        for i in 0..self.arrows.len() {
            let arrow = &self.arrows[i];
            let (colour, way) = (arrow.colour("color"), arrow.way());
            let found = match (colour.as_str(), arrow.size("thickness") as u32) {
                ("#000000", 2) => self.little_killer(&way)?,
                ("#a1a1a1", _) => Some(self.arrow(&way)?),
                _ => continue,
            };
            self.arrows[i].used = true;
            self.found.extend(found);
        }
        Ok(())
    }

    /// A little killer: its clue is the number 0.3 cells behind the arrow's start.
    fn little_killer(&mut self, way: &[Point]) -> Result<Option<Constraint>, ParseError> {
        let bad = || ParseError::Drawn(format!("a black arrow at {way:?}"));
        let [(r0, c0), (r1, c1)] = way[..] else {
            return Err(bad());
        };
        let (dr, dc) = ((r1 - r0).signum(), (c1 - c0).signum());
        let clue = (r0 - 0.3 * dr, c0 - 0.3 * dc);
        let found = self.overlays.iter_mut().find(|m| {
            !m.used
                && m.center()
                    .is_some_and(|(r, c)| near(r, clue.0) && near(c, clue.1))
        });
        let text = found.map(|m| {
            m.used = true;
            m.text()
        });
        let text = text.ok_or_else(bad)?;
        if text.is_empty() || text == "_" {
            return Ok(None);
        }
        let sum = text
            .parse::<u32>()
            .map_err(|_| ParseError::Number(text.clone()))?;
        let mut cells = Vec::new();
        let (mut r, mut c) = (clue.0 + dr, clue.1 + dc);
        while let Some(cell) = self.cell_at((r, c)) {
            cells.push(cell);
            (r, c) = (r + dr, c + dc);
        }
        match cells.is_empty() || self.cell_at(clue).is_some() {
            true => Err(bad()),
            false => Ok(Some(Constraint::LittleKiller { sum, cells })),
        }
    }

    /// An arrow from its circle (one cell), or from a pill of cells read in order.
    fn arrow(&mut self, way: &[Point]) -> Result<Constraint, ParseError> {
        let cells = self.path(way)?;
        let bulb = self.bulb(cells[0])?;
        let line: Vec<usize> = cells.into_iter().skip_while(|c| bulb.contains(c)).collect();
        if line.is_empty() {
            return Err(ParseError::Drawn("an arrow that leaves no circle".into()));
        }
        Ok(match bulb[..] {
            [circle] => Constraint::Arrow { circle, line },
            _ => Constraint::Pill { pill: bulb, line },
        })
    }

    /// The circle or pill around `cell`: an overlay edged `#a1a1a1` (0.75 plus one for each
    /// further cell), or a bent pill drawn as a thick `#a1a1a1` line.
    fn bulb(&mut self, cell: usize) -> Result<Vec<usize>, ParseError> {
        let shape = self.shape;
        for i in 0..self.overlays.len() {
            let m = &self.overlays[i];
            if !m.rounded() || m.colour("borderColor") != "#a1a1a1" {
                continue;
            }
            let Some((r, c)) = m.center() else { continue };
            let (tall, wide) = (
                (m.size("height") - 0.75).round(),
                (m.size("width") - 0.75).round(),
            );
            // A circle, or a pill of up to three cells.
            if !(0.0..=2.0).contains(&tall) || !(0.0..=2.0).contains(&wide) {
                continue;
            }
            let (top, left) = (r - tall / 2.0 - 0.5, c - wide / 2.0 - 0.5);
            let mut cells = Vec::new();
            for dr in 0..=tall as usize {
                for dc in 0..=wide as usize {
                    let (rr, cc) = (top + dr as f64 + 0.5, left + dc as f64 + 0.5);
                    cells.extend(cell_at(shape, (rr, cc)));
                }
            }
            if cells.contains(&cell) {
                // Several arrows may leave one circle, each drawn with its own copy of it.
                let (width, height) = (m.size("width"), m.size("height"));
                for other in self.overlays.iter_mut().filter(|o| {
                    o.center() == Some((r, c))
                        && o.size("width") == width
                        && o.size("height") == height
                }) {
                    other.used = true;
                }
                return Ok(cells);
            }
        }
        for i in 0..self.lines.len() {
            let line = &self.lines[i];
            if line.colour("color") != "#a1a1a1" || line.size("thickness") < 20.0 {
                continue;
            }
            let mut pill = self.path(&line.way())?;
            if !pill.contains(&cell) {
                continue;
            }
            self.lines[i].used = true;
            let way = self.lines[i].way();
            // Its white inside, drawn on the same cells.
            for inner in self
                .lines
                .iter_mut()
                .filter(|l| !l.used && l.colour("color") == "#ffffff")
            {
                if inner.way() == way {
                    inner.used = true;
                    break;
                }
            }
            pill.sort_unstable();
            return Ok(pill);
        }
        Err(ParseError::Drawn("an arrow without its circle".into()))
    }

    fn overlays(&mut self) -> Result<(), ParseError> {
        for i in 0..self.overlays.len() {
            let mark = &self.overlays[i];
            if mark.used {
                continue;
            }
            let Some(at) = mark.center() else { continue };
            let text = mark.text();
            let found = if mark.rounded() && near(mark.size("width"), 0.3) {
                Some(self.dot(i, at, &text)?)
            } else if !mark.rounded() && matches!(text.as_str(), "X" | "x" | "V" | "v") {
                let kind = if text.eq_ignore_ascii_case("x") {
                    Dot::X
                } else {
                    Dot::V
                };
                Some(Constraint::Dot {
                    kind,
                    cells: self.edge(at)?,
                })
            } else if !mark.rounded() && !text.is_empty() {
                self.sandwich(at, &text)?
            } else if mark.rounded()
                && near(mark.size("width"), 0.7)
                && mark.colour("borderColor") == "#000000"
            {
                Some(self.quadruple(at, &text)?)
            } else {
                None
            };
            if let Some(constraint) = found {
                self.overlays[i].used = true;
                self.found.push(constraint);
            }
        }
        Ok(())
    }

    fn dot(&self, i: usize, at: Point, text: &str) -> Result<Constraint, ParseError> {
        let mark = &self.overlays[i];
        let kind = match (mark.colour("backgroundColor").as_str(), text) {
            ("#000000" | "#000", "" | "2") => Dot::Black,
            ("#ffffff" | "#fff", "" | "1") => Dot::White,
            _ => return Err(ParseError::Drawn(mark.describe("a dot"))),
        };
        Ok(Constraint::Dot {
            kind,
            cells: self.edge(at)?,
        })
    }

    /// The two cells either side of the edge whose middle is `at`.
    fn edge(&self, (r, c): Point) -> Result<[usize; 2], ParseError> {
        let half = |x: f64| near(x.fract(), 0.5);
        let whole = |x: f64| near(x.fract(), 0.0);
        let pair = match (half(r), whole(c), whole(r), half(c)) {
            (true, true, _, _) => [(r, c - 0.5), (r, c + 0.5)],
            (_, _, true, true) => [(r - 0.5, c), (r + 0.5, c)],
            _ => {
                return Err(ParseError::Drawn(format!(
                    "a mark off an edge at {:?}",
                    (r, c)
                )));
            }
        };
        match (self.cell_at(pair[0]), self.cell_at(pair[1])) {
            (Some(a), Some(b)) => Ok([a, b]),
            _ => Err(ParseError::Drawn(format!(
                "a mark off the grid at {:?}",
                (r, c)
            ))),
        }
    }

    /// A number left of a row or above a column: that row's or column's sandwich clue.
    fn sandwich(&self, (r, c): Point, text: &str) -> Result<Option<Constraint>, ParseError> {
        let n = self.shape.digits();
        let Ok(sum) = text.parse::<u32>() else {
            return Ok(None);
        };
        let line: Vec<usize> = match (near(c, -0.5), near(r, -0.5)) {
            (true, false) => match self.cell_at((r, 0.5)) {
                Some(first) => (first..first + n).collect(),
                None => return Ok(None),
            },
            (false, true) => match self.cell_at((0.5, c)) {
                Some(first) => (0..n).map(|k| first + k * n).collect(),
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        Ok(Some(Constraint::Sandwich { sum, line }))
    }

    fn quadruple(&self, (r, c): Point, text: &str) -> Result<Constraint, ParseError> {
        let bad = || ParseError::Drawn(format!("a circle with {text:?} at {:?}", (r, c)));
        let n = self.shape.digits() as f64;
        let whole = |x: f64| near(x.fract(), 0.0) && x >= 1.0 && x <= n - 1.0;
        if !whole(r) || !whole(c) {
            return Err(bad());
        }
        let digits = (text.split_whitespace())
            .map(|t| {
                t.parse::<u8>()
                    .ok()
                    .filter(|d| (1..=self.shape.digits() as u8).contains(d))
            })
            .collect::<Option<Vec<u8>>>()
            .filter(|d| (1..=4).contains(&d.len()))
            .ok_or_else(bad)?;
        let a = self.shape.cell(r as usize - 1, c as usize - 1);
        let below = a + self.shape.digits();
        Ok(Constraint::Quadruple {
            cells: [a, a + 1, below, below + 1],
            digits,
        })
    }

    /// Odd and even cells; cells filled with a colour are colouring.
    fn underlays(&mut self) -> Result<(), ParseError> {
        for i in 0..self.underlays.len() {
            let mark = &self.underlays[i];
            let Some(cell) = mark
                .center()
                .and_then(|p| self.cell_at(p))
                .filter(|_| !mark.used)
            else {
                continue;
            };
            let grey = mark.colour("backgroundColor") == "#cfcfcf";
            if grey && near(mark.size("width"), 0.7) && near(mark.size("height"), 0.7) {
                let digits = parity(self.shape, mark.rounded());
                self.found.push(Constraint::Allowed { cell, digits });
                self.underlays[i].used = true;
            }
        }
        Ok(())
    }

    /// Whatever no rule used: refused, unless it only colours a cell.
    fn left_over(&self) -> Result<(), ParseError> {
        let first =
            |marks: &[Mark], what: &str| marks.iter().find(|m| !m.used).map(|m| m.describe(what));
        if let Some(what) = first(&self.lines, "a line").or_else(|| first(&self.arrows, "an arrow"))
        {
            return Err(ParseError::Drawn(what));
        }
        if let Some(what) = first(&self.overlays, "a shape") {
            return Err(ParseError::Drawn(what));
        }
        let colouring = |m: &Mark| {
            !m.rounded()
                && near(m.size("width"), 1.0)
                && near(m.size("height"), 1.0)
                && m.text().is_empty()
                && m.value.get("borderColor").is_none()
        };
        match self.underlays.iter().find(|m| !m.used && !colouring(m)) {
            Some(m) => Err(ParseError::Drawn(m.describe("a shape under the grid"))),
            None => Ok(()),
        }
    }
}

/// The cell holding a point, if inside the grid.
fn cell_at(shape: Shape, (r, c): Point) -> Option<usize> {
    let n = shape.digits() as f64;
    let inside = |x: f64| (0.0..n).contains(&x);
    (inside(r) && inside(c)).then(|| shape.cell(r as usize, c as usize))
}
