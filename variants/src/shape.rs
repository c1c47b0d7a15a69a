//! A grid's shape: its size (4x4 to 16x16), its boxes, and the houses they make.

use std::fmt;

/// The largest side this crate handles (a cell's candidates are a `u16`).
pub const MAX_SIZE: usize = 16;

/// A square grid of `size` rows and columns, with boxes of `box_rows` x `box_cols` cells, or none.
///
/// The boxes are ISS's and f-puzzles': the most square rectangle of `size` cells that tiles the
/// grid, rows first (6x6: 2 rows of 3; 8x8: 2 of 4; 12x12: 3 of 4). A size with no such
/// rectangle (5x5, 7x7) has no boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    size: u8,
    boxes: Option<(u8, u8)>,
}

impl Shape {
    /// Classic 9x9 with 3x3 boxes.
    pub const CLASSIC: Shape = Shape {
        size: 9,
        boxes: Some((3, 3)),
    };

    /// A `size` x `size` grid with its usual boxes; `None` outside 1 to [`MAX_SIZE`].
    pub fn square(size: usize) -> Option<Shape> {
        if !(1..=MAX_SIZE).contains(&size) {
            return None;
        }
        let root = (1..=size).take_while(|s| s * s <= size).last().unwrap_or(1);
        let boxes = (2..=root)
            .rev()
            .find(|small| size.is_multiple_of(*small))
            .map(|small| (small as u8, (size / small) as u8));
        Some(Shape {
            size: size as u8,
            boxes,
        })
    }

    /// The same grid without boxes (jigsaw regions, or none at all, replace them).
    pub fn without_boxes(self) -> Shape {
        Shape {
            boxes: None,
            ..self
        }
    }

    /// The number of rows, columns and digits.
    pub fn size(self) -> usize {
        usize::from(self.size)
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.size() * self.size()
    }

    /// The boxes' rows and columns, if the grid has boxes.
    pub fn boxes(self) -> Option<(usize, usize)> {
        self.boxes.map(|(r, c)| (usize::from(r), usize::from(c)))
    }

    /// The cell at `row`, `col` (from 0).
    pub fn cell(self, row: usize, col: usize) -> usize {
        row * self.size() + col
    }

    /// A cell's row and column.
    pub fn row_col(self, cell: usize) -> (usize, usize) {
        (cell / self.size(), cell % self.size())
    }

    /// Every house the shape itself makes: rows, columns and boxes.
    pub fn houses(self) -> Vec<Vec<usize>> {
        let n = self.size();
        let mut houses: Vec<Vec<usize>> = (0..n)
            .map(|r| (0..n).map(|c| self.cell(r, c)).collect())
            .collect();
        houses.extend((0..n).map(|c| (0..n).map(|r| self.cell(r, c)).collect()));
        if let Some((rows, cols)) = self.boxes() {
            for top in (0..n).step_by(rows) {
                for left in (0..n).step_by(cols) {
                    let cells =
                        (0..rows * cols).map(|i| self.cell(top + i / cols, left + i % cols));
                    houses.push(cells.collect());
                }
            }
        }
        houses
    }

    /// Where a whole row or column of cells lies: `(true, r, backwards)` for row `r` (from 0),
    /// `(false, c, backwards)` for column `c`; backwards if it runs right to left or bottom to top.
    pub fn line_place(self, line: &[usize]) -> (bool, usize, bool) {
        let (r0, c0) = self.row_col(line[0]);
        let (r1, c1) = self.row_col(line[line.len().min(2) - 1]);
        match r0 == r1 {
            true => (true, r0, c1 < c0),
            false => (false, c0, r1 < r0),
        }
    }

    /// Windoku's four extra windows (3x3, inset one cell from the boxes), on a 9x9 grid; none on
    /// another.
    pub fn windows(self) -> Vec<Vec<usize>> {
        if self.size() != 9 {
            return Vec::new();
        }
        let corners: [(usize, usize); 4] = [(1, 1), (1, 5), (5, 1), (5, 5)];
        let window = |(top, left)| {
            (0..9)
                .map(|i| self.cell(top + i / 3, left + i % 3))
                .collect()
        };
        corners.into_iter().map(window).collect()
    }

    /// The name of `cell` as ISS and f-puzzles write it: `R1C1`.
    pub fn name(self, cell: usize) -> CellName {
        let (row, col) = self.row_col(cell);
        CellName { row, col }
    }
}

/// A cell's name, `R3C7` (rows and columns from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellName {
    row: usize,
    col: usize,
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "R{}C{}", self.row + 1, self.col + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_are_the_most_square_tiling_rows_first() {
        let boxes = |n| Shape::square(n).unwrap().boxes();
        assert_eq!(boxes(4), Some((2, 2)));
        assert_eq!(boxes(6), Some((2, 3)));
        assert_eq!(boxes(8), Some((2, 4)));
        assert_eq!(boxes(9), Some((3, 3)));
        assert_eq!(boxes(12), Some((3, 4)));
        assert_eq!(boxes(16), Some((4, 4)));
        assert_eq!(boxes(5), None);
        assert_eq!(boxes(7), None);
        assert_eq!(Shape::square(0), None);
        assert_eq!(Shape::square(17), None);
        assert_eq!(Shape::square(9), Some(Shape::CLASSIC));
    }

    #[test]
    fn houses_cover_each_cell_once_per_family() {
        for n in [4, 6, 8, 9, 12, 16] {
            let shape = Shape::square(n).unwrap();
            let houses = shape.houses();
            assert_eq!(houses.len(), 3 * n);
            for family in houses.chunks(n) {
                let mut seen = vec![0; shape.cells()];
                family.iter().flatten().for_each(|&c| seen[c] += 1);
                assert!(seen.iter().all(|&k| k == 1), "{n}");
            }
        }
    }
}
