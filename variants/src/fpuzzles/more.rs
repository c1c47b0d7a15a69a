//! f-puzzles' lines, clones, quadruples, minima and maxima, outside clues and indexers.

use super::json::Value;
use super::{Reader, coordinates};
use crate::iss::ParseError;
use crate::puzzle::{Constraint, Index, Line};

impl Reader {
    /// One item of a list [`Reader::item`] leaves to this module (nothing for another key).
    pub(super) fn more_item(&mut self, key: &str, item: &Value) -> Result<(), ParseError> {
        let n = self.shape.digits() as u32;
        let value = item.get("value").and_then(Value::whole);
        let kind = match key {
            "slowthermometer" => Line::SlowThermo,
            // German whispers, unless the line says another difference.
            "whispers" => Line::Whisper(value.unwrap_or(n.div_ceil(2))),
            "renban" => Line::Renban,
            "nabner" => Line::Nabner,
            "palindrome" => Line::Palindrome,
            "betweenline" => Line::Between,
            "entropicline" if n.is_multiple_of(3) => Line::Entropic,
            "entropicline" => return Err(ParseError::Arguments(key.into())),
            "modularline" => Line::Modular(3),
            "zipperline" => Line::Zipper,
            "regionsumline" => Line::RegionSum,
            "doublearrow" => Line::DoubleArrow,
            _ => {
                let constraints = self.not_a_line(key, item, value)?;
                self.puzzle.constraints.extend(constraints);
                return Ok(());
            }
        };
        if let Line::Whisper(apart) = kind
            && !(1..n).contains(&apart)
        {
            return Err(ParseError::Number(apart.to_string()));
        }
        for drawn in item.get("lines").map_or(&[][..], Value::items) {
            let cells = self.cells(drawn.items())?;
            let short = matches!(kind, Line::Between | Line::DoubleArrow) && cells.len() < 3;
            if short {
                return Err(ParseError::Arguments(key.into()));
            }
            self.push(Constraint::Line { kind, cells });
        }
        Ok(())
    }

    /// Clones, quadruples, minima and maxima, X-sums and skyscrapers, indexers.
    fn not_a_line(
        &self,
        key: &str,
        item: &Value,
        value: Option<u32>,
    ) -> Result<Vec<Constraint>, ParseError> {
        let cells = |name: &str| self.cells(item.get(name).map_or(&[][..], Value::items));
        let cell = || self.cell(item.get("cell").and_then(Value::text).unwrap_or_default());
        let wrong = || ParseError::Arguments(key.to_string());
        Ok(match key {
            "clone" => {
                let (first, copy) = (cells("cells")?, cells("cloneCells")?);
                if first.len() != copy.len() {
                    return Err(wrong());
                }
                let pairs = first.into_iter().zip(copy);
                pairs.map(|(a, b)| Constraint::Clone([a, b])).collect()
            }
            "quadruple" => vec![self.quadruple(item)?],
            "minimum" => vec![Constraint::Minimum(cell()?)],
            "maximum" => vec![Constraint::Maximum(cell()?)],
            // A clue left without its number says nothing.
            "xsum" | "skyscraper" if value.is_none() => Vec::new(),
            "xsum" | "skyscraper" => {
                let clue = item.get("cell").and_then(Value::text).unwrap_or_default();
                let line = self.clue_line(clue)?;
                let clue = value.ok_or_else(wrong)?;
                match key {
                    "xsum" => vec![Constraint::XSum { sum: clue, line }],
                    _ if (1..=self.shape.digits() as u32).contains(&clue) => {
                        vec![Constraint::Skyscraper { count: clue, line }]
                    }
                    _ => return Err(ParseError::Number(clue.to_string())),
                }
            }
            "rowindexer" | "columnindexer" | "boxindexer" => {
                let by = match key {
                    "rowindexer" => Index::Row,
                    "columnindexer" => Index::Column,
                    _ => Index::Box,
                };
                let indexers = cells("cells")?.into_iter();
                indexers
                    .map(|cell| Constraint::Indexer { by, cell })
                    .collect()
            }
            _ => Vec::new(),
        })
    }

    /// A quadruple: four cells in a 2x2 square, and one to four digits.
    fn quadruple(&self, item: &Value) -> Result<Constraint, ParseError> {
        let shape = self.shape;
        let mut cells = self.cells(item.get("cells").map_or(&[][..], Value::items))?;
        cells.sort_unstable();
        let values = item.get("values").map_or(&[][..], Value::items);
        let digits = (values.iter())
            .map(|v| match v.whole() {
                Some(d) if (1..=shape.digits() as u32).contains(&d) => Ok(d as u8),
                _ => Err(ParseError::Number(format!("{v:?}"))),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        let square = match cells[..] {
            [a, b, c, d] => {
                let (row, col) = shape.row_col(a);
                let below = shape.cell(row + 1, col);
                col + 1 < shape.digits() && [b, c, d] == [a + 1, below, below + 1]
            }
            _ => false,
        };
        if !square || !(1..=4).contains(&digits.len()) {
            return Err(ParseError::Arguments("quadruple".into()));
        }
        Ok(Constraint::Quadruple {
            cells: [cells[0], cells[1], cells[2], cells[3]],
            digits,
        })
    }

    /// An outside clue's row or column, from the clue's side: a clue left of column 1 (or right
    /// of the last) is its row's, above row 1 (or below the last) its column's.
    fn clue_line(&self, clue: &str) -> Result<Vec<usize>, ParseError> {
        let n = self.shape.digits();
        let bad = || ParseError::Cell(clue.into());
        let (row, col) = coordinates(clue).ok_or_else(bad)?;
        let inside = |i: usize| (1..=n).contains(&i);
        let edge = |i: usize| i == 0 || i == n + 1;
        let mut line: Vec<usize> = match (inside(row), inside(col)) {
            (true, false) if edge(col) => (0..n).map(|c| self.shape.cell(row - 1, c)).collect(),
            (false, true) if edge(row) => (0..n).map(|r| self.shape.cell(r, col - 1)).collect(),
            _ => return Err(bad()),
        };
        if row == n + 1 || col == n + 1 {
            line.reverse();
        }
        Ok(line)
    }
}
