//! A grid's shape: its rows and columns (4x4 to 16x16, or ISS's rectangles), its digits, its
//! boxes, and the houses they make.

use std::fmt;

/// The largest side this crate handles (a cell's candidates are a `u16`).
pub const MAX_SIZE: usize = 16;

/// A grid of `rows` x `cols` cells holding the digits 1 to `digits`, with boxes of `box_rows` x
/// `box_cols` cells, or none.
///
/// A square grid holds its size's digits, so each row, column and box holds each once. ISS's
/// grids may be rectangles (6x8, 5x10) or have more digits than a side (6x6 with 1-9): a row,
/// column or box shorter than the digits holds no digit twice, not every digit. The boxes are ISS's
/// and f-puzzles': the most square rectangle of as many cells as the longer side that tiles the
/// grid, its shorter side first where both fit (6x6: 2 rows of 3; 8x8: 2 of 4; 12x12: 3 of 4;
/// 6x8: 2 of 4; 5x10: 5 of 2). A grid with no such rectangle (5x5, 7x7, 4x7, 9x8) has no boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: u8,
    cols: u8,
    digits: u8,
    /// How many cells a box or a jigsaw region has: the longer side, or ISS's `RegionSize`.
    region: u8,
    /// Whether the digits are written from 0 (ISS's `~0-8`): the search's digits 1 to `digits`
    /// are written 0 to `digits - 1`.
    zero: bool,
    boxes: Option<(u8, u8)>,
}

impl Shape {
    /// Classic 9x9 with 3x3 boxes.
    pub const CLASSIC: Shape = Shape {
        rows: 9,
        cols: 9,
        digits: 9,
        region: 9,
        zero: false,
        boxes: Some((3, 3)),
    };

    /// A `size` x `size` grid of the digits 1 to `size`, with its usual boxes; `None` outside 1 to
    /// [`MAX_SIZE`].
    pub fn square(size: usize) -> Option<Shape> {
        Shape::new(size, size, size)
    }

    /// A `rows` x `cols` grid of the digits 1 to `digits`, with its usual boxes; `None` unless
    /// each is 1 to [`MAX_SIZE`] and there are at least as many digits as the longer side.
    pub fn new(rows: usize, cols: usize, digits: usize) -> Option<Shape> {
        Shape::with_regions(rows, cols, digits, rows.max(cols))
    }

    /// [`Shape::new`] with boxes of `size` cells (ISS's `RegionSize`, up to the digits): a 6x6
    /// grid of 1-9 may have 3x3 boxes; `None` where the sizes do not fit.
    pub fn with_regions(rows: usize, cols: usize, digits: usize, size: usize) -> Option<Shape> {
        let fits = |n: usize| (1..=MAX_SIZE).contains(&n);
        let longer = rows.max(cols);
        if !fits(rows)
            || !fits(cols)
            || !fits(digits)
            || digits < longer
            || !(1..=digits).contains(&size)
        {
            return None;
        }
        let root = (1..=size).take_while(|s| s * s <= size).last().unwrap_or(1);
        let boxes = (2..=root).rev().find_map(|small| {
            let large = size / small;
            match size.is_multiple_of(small) {
                false => None,
                _ if rows.is_multiple_of(small) && cols.is_multiple_of(large) => {
                    Some((small as u8, large as u8))
                }
                _ if rows.is_multiple_of(large) && cols.is_multiple_of(small) => {
                    Some((large as u8, small as u8))
                }
                _ => None,
            }
        });
        Some(Shape {
            rows: rows as u8,
            cols: cols as u8,
            digits: digits as u8,
            region: size as u8,
            zero: false,
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

    /// The number of rows.
    pub fn rows(self) -> usize {
        usize::from(self.rows)
    }

    /// The number of columns.
    pub fn cols(self) -> usize {
        usize::from(self.cols)
    }

    /// The number of digits (1 to this).
    pub fn digits(self) -> usize {
        usize::from(self.digits)
    }

    /// How many cells a box or a jigsaw region has: the longer side, unless ISS's `RegionSize`
    /// said otherwise.
    pub fn region_size(self) -> usize {
        usize::from(self.region)
    }

    /// Whether it is a square grid of its size's digits, written from 1 (every row, column and
    /// box holding each digit once), the only grids f-puzzles and SudokuPad draw.
    pub fn is_square(self) -> bool {
        self.rows == self.cols && self.cols == self.digits && !self.zero
    }

    /// The same grid with its digits written from 0 (ISS's `Shape~9x9~0-8`).
    pub fn from_zero(self) -> Shape {
        Shape { zero: true, ..self }
    }

    /// How much a written digit is below the search's: 1 for digits written from 0, else 0.
    pub fn zero(self) -> u8 {
        u8::from(self.zero)
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.rows() * self.cols()
    }

    /// The boxes' rows and columns, if the grid has boxes.
    pub fn boxes(self) -> Option<(usize, usize)> {
        self.boxes.map(|(r, c)| (usize::from(r), usize::from(c)))
    }

    /// The cell at `row`, `col` (from 0).
    pub fn cell(self, row: usize, col: usize) -> usize {
        row * self.cols() + col
    }

    /// A cell's row and column.
    pub fn row_col(self, cell: usize) -> (usize, usize) {
        (cell / self.cols(), cell % self.cols())
    }

    /// Every house the shape itself makes: rows, columns and boxes.
    pub fn houses(self) -> Vec<Vec<usize>> {
        let (rows, cols) = (self.rows(), self.cols());
        let mut houses: Vec<Vec<usize>> = (0..rows)
            .map(|r| (0..cols).map(|c| self.cell(r, c)).collect())
            .collect();
        houses.extend((0..cols).map(|c| (0..rows).map(|r| self.cell(r, c)).collect()));
        if let Some((high, wide)) = self.boxes() {
            for top in (0..rows).step_by(high) {
                for left in (0..cols).step_by(wide) {
                    let cells =
                        (0..high * wide).map(|i| self.cell(top + i / wide, left + i % wide));
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

    /// Windoku's extra windows: each of a box's size, set one cell in from the boxes, as many as
    /// fit with a cell between them (four 3x3 ones on 9x9, nine 4x4 ones on 16x16, as ISS draws
    /// them); none on a grid that is not square or has no boxes. In reading order, each window's
    /// cells too.
    pub fn windows(self) -> Vec<Vec<usize>> {
        let Some((high, wide)) = self.boxes() else {
            return Vec::new();
        };
        if self.rows() != self.cols() || self.rows() != self.digits() {
            return Vec::new();
        }
        let starts =
            |side: usize, span: usize| (1..).step_by(span + 1).take_while(move |s| s + span < side);
        let mut windows = Vec::new();
        for top in starts(self.rows(), high) {
            for left in starts(self.cols(), wide) {
                let cells = (0..high * wide).map(|i| self.cell(top + i / wide, left + i % wide));
                windows.push(cells.collect());
            }
        }
        windows
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
    fn windoku_windows_are_boxes_one_cell_in_with_a_cell_between() {
        let corners = |n: usize| -> Vec<(usize, usize)> {
            let shape = Shape::square(n).unwrap();
            let windows = shape.windows();
            for window in &windows {
                assert_eq!(window.len(), n, "a window holds each digit once");
            }
            windows.iter().map(|w| shape.row_col(w[0])).collect()
        };
        assert_eq!(corners(9), [(1, 1), (1, 5), (5, 1), (5, 5)]);
        let classic = Shape::CLASSIC.windows();
        assert_eq!(classic[3], [50, 51, 52, 59, 60, 61, 68, 69, 70]);
        let sixteen = [1, 6, 11].iter().flat_map(|&r| [(r, 1), (r, 6), (r, 11)]);
        assert_eq!(corners(16), sixteen.collect::<Vec<_>>());
        assert_eq!(corners(6), [(1, 1)]);
        assert_eq!(
            Shape::square(6).unwrap().windows()[0],
            [7, 8, 9, 13, 14, 15]
        );
        assert_eq!(corners(4), [(1, 1)]);
        assert!(Shape::new(6, 8, 8).unwrap().windows().is_empty());
        assert!(Shape::square(7).unwrap().windows().is_empty());
    }

    #[test]
    fn iss_rectangles_have_iss_boxes() {
        let boxes = |r, c, d| Shape::new(r, c, d).unwrap().boxes();
        assert_eq!(boxes(6, 8, 8), Some((2, 4)));
        assert_eq!(boxes(5, 10, 10), Some((5, 2)));
        assert_eq!(boxes(4, 6, 6), Some((2, 3)));
        assert_eq!(boxes(6, 9, 9), Some((3, 3)));
        assert_eq!(boxes(4, 7, 7), None);
        assert_eq!(boxes(9, 8, 9), None);
        // More digits than a side: the boxes still the side's, unless ISS's RegionSize says.
        assert_eq!(boxes(6, 6, 9), Some((2, 3)));
        let nine = Shape::with_regions(6, 6, 9, 9).unwrap();
        assert_eq!(nine.boxes(), Some((3, 3)));
        assert_eq!(nine.houses().len(), 6 + 6 + 4);
        assert!(!nine.is_square() && Shape::CLASSIC.is_square());
        // Fewer digits than a side, or regions larger than the digits: no such grid.
        assert_eq!(Shape::new(6, 8, 7), None);
        assert_eq!(Shape::with_regions(6, 6, 9, 10), None);
        // A 4x6 grid: rows of 6 cells, columns of 4, cells numbered row by row.
        let wide = Shape::new(4, 6, 6).unwrap();
        assert_eq!(
            (wide.cells(), wide.cell(3, 5), wide.row_col(7)),
            (24, 23, (1, 1))
        );
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
