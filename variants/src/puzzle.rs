//! A variant puzzle: a shape, givens, and the constraints beyond one of each digit in every row,
//! column and box. Each constraint's rule is one sentence below; `sudoku-words` says them to
//! people, in English and Chinese (`variants::rule_sentence`, and the README's table).

use crate::shape::Shape;

/// A kind of dot or letter between two neighbours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dot {
    /// White dot: the two digits are consecutive.
    White,
    /// Black dot: one digit is twice the other.
    Black,
    /// X: the two digits sum to 10.
    X,
    /// V: the two digits sum to 5.
    V,
}

impl Dot {
    /// Every kind, in the order of their discriminants.
    pub const ALL: [Dot; 4] = [Dot::White, Dot::Black, Dot::X, Dot::V];

    /// Whether `a` and `b` may sit either side of this dot.
    pub fn allows(self, a: u32, b: u32) -> bool {
        match self {
            Dot::White => a.abs_diff(b) == 1,
            Dot::Black => a == 2 * b || b == 2 * a,
            Dot::X => a + b == 10,
            Dot::V => a + b == 5,
        }
    }
}

/// The negative constraint of a family of dots: every two neighbours without such a dot between
/// them are not what the dots say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strict {
    /// No white dot: not consecutive; no black dot: neither twice the other.
    Kropki,
    /// No X: not summing to 10; no V: not summing to 5.
    Xv,
}

impl Strict {
    /// The dots of this family.
    pub fn dots(self) -> [Dot; 2] {
        match self {
            Strict::Kropki => [Dot::White, Dot::Black],
            Strict::Xv => [Dot::X, Dot::V],
        }
    }
}

/// A rule along a line of cells, read in the line's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Line {
    /// Slow thermometer: digits never decrease from the bulb (the first cell) along the line.
    SlowThermo,
    /// Whispers: neighbours on the line differ by at least this much (5: German whispers).
    Whisper(u32),
    /// Renban: the line holds a set of consecutive digits, none twice, in any order.
    Renban,
    /// Nabner: no two digits on the line are the same or consecutive.
    Nabner,
    /// Palindrome: the line reads the same from either end.
    Palindrome,
    /// Between: the digits on the line lie strictly between the digits at its two ends.
    Between,
    /// Entropic: any three cells in a row on the line hold one low, one middle and one high digit
    /// (on 9x9: one of 1-3, one of 4-6, one of 7-9).
    Entropic,
    /// Modular: any `m` cells in a row on the line hold digits that differ modulo `m`.
    Modular(u32),
    /// Zipper: digits the same distance from the line's middle sum to the same total, the middle
    /// digit itself on a line of odd length.
    Zipper,
    /// Region sum: the line's digits sum to the same total in each box (or region) it passes
    /// through; each pass through a box on its own.
    RegionSum,
    /// Double arrow: the digits between the two ends sum to the two ends' digits.
    DoubleArrow,
    /// Sum line: the line splits into runs of cells, each summing to the total; around a loop
    /// (its last cell beside its first) a run may go on from the last cell to the first.
    Sum {
        /// Each run's total.
        total: u32,
        /// Whether the line is a loop.
        looped: bool,
    },
}

/// What an indexer cell's digit points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Index {
    /// Row indexer: a digit `x` in row `r` says digit `r` is in row `x` of the cell's column.
    Row,
    /// Column indexer: a digit `x` in column `c` says digit `c` is in column `x` of the cell's row.
    Column,
    /// Box indexer: a digit `x` at place `p` of a box says digit `p` is at place `x` of that box.
    Box,
}

/// One rule of a puzzle, beyond one of each digit in every row and column (and box, unless
/// [`Constraint::NoBoxes`] or [`Constraint::Regions`] says otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Constraint {
    /// Killer cage: no digit repeats in the cage, and its digits sum to the total (if any).
    Cage {
        /// The cage's total, if it has one.
        sum: Option<u32>,
        /// Its cells.
        cells: Vec<usize>,
    },
    /// Jigsaw: each region (a number per cell) holds each digit once. (As in ISS, the boxes stay
    /// unless [`Constraint::NoBoxes`] is given too; a jigsaw puzzle has both. One id may mark
    /// cells of another count than a region's: the cells left over, which make no region.)
    Regions(Vec<u8>),
    /// No boxes: only rows and columns (and the other constraints) hold each digit once.
    NoBoxes,
    /// A diagonal holds each digit once: `-1` the main one (top left to bottom right), `1` the
    /// other (bottom left to top right).
    Diagonal(i8),
    /// Anti-knight: two cells a chess knight's move apart never hold the same digit.
    AntiKnight,
    /// Anti-king: two cells that touch, even diagonally, never hold the same digit.
    AntiKing,
    /// Anti-consecutive: two cells side by side never hold consecutive digits.
    AntiConsecutive,
    /// The negative constraint of a family of dots (see [`Strict`]).
    Strict(Strict),
    /// Windoku: the four extra 3x3 windows (inset one cell from the boxes) hold each digit once.
    Windoku,
    /// Disjoint groups: the cells at the same place in each box hold each digit once.
    DisjointSets,
    /// Extra region: its cells hold no digit twice.
    AllDifferent(Vec<usize>),
    /// Thermometer: digits strictly increase from the bulb (the first cell) along the line.
    Thermo(Vec<usize>),
    /// Arrow: the digits along the line (which may repeat) sum to the digit in the circle.
    Arrow {
        /// The circle's cell.
        circle: usize,
        /// The line's cells.
        line: Vec<usize>,
    },
    /// A dot or letter between two cells, and what it says of their digits.
    Dot {
        /// The kind.
        kind: Dot,
        /// The two cells.
        cells: [usize; 2],
    },
    /// Little killer: the digits along the diagonal (which may repeat) sum to the clue.
    LittleKiller {
        /// The clue.
        sum: u32,
        /// The diagonal's cells, from the clue inward.
        cells: Vec<usize>,
    },
    /// The cell holds one of these digits (bit `d - 1` for digit `d`).
    Allowed {
        /// The cell.
        cell: usize,
        /// Its digits, as bits.
        digits: u16,
    },
    /// Sandwich: the digits between the 1 and the largest digit of the row or column sum to the
    /// clue.
    Sandwich {
        /// The clue.
        sum: u32,
        /// The row's or column's cells, in order.
        line: Vec<usize>,
    },
    /// A rule along a line (see [`Line`]).
    Line {
        /// The kind of line.
        kind: Line,
        /// Its cells, in order.
        cells: Vec<usize>,
    },
    /// Pill arrow: the digits along the line (which may repeat) sum to the number the pill's
    /// digits make, read in order (two cells: tens and units).
    Pill {
        /// The pill's cells, most significant first.
        pill: Vec<usize>,
        /// The line's cells.
        line: Vec<usize>,
    },
    /// Sum: the cells' digits, each times its weight (1 unless written), add up to the total;
    /// digits may repeat (ISS's `Sum`).
    Sum {
        /// The total.
        total: i32,
        /// Each cell with its weight, in order (a cell may be listed twice).
        cells: Vec<(usize, i32)>,
    },
    /// Clone: the two cells hold the same digit.
    Clone([usize; 2]),
    /// Quadruple: the four cells around a point hold these digits (a digit listed twice, twice).
    Quadruple {
        /// The four cells.
        cells: [usize; 4],
        /// The digits, in order.
        digits: Vec<u8>,
    },
    /// Minimum: the cell's digit is below each of the cells side by side with it.
    Minimum(usize),
    /// Maximum: the cell's digit is above each of the cells side by side with it.
    Maximum(usize),
    /// Rellik cage: no digit repeats in the cage, and no one or more of its digits sum to the
    /// total (ISS's `RellikCage`).
    Rellik {
        /// The total no digits of the cage may make.
        total: u32,
        /// The cage's cells.
        cells: Vec<usize>,
    },
    /// Greater than: each cell's digit is above those of the later cells side by side with it
    /// (ISS's `GreaterThan`).
    GreaterThan(Vec<usize>),
    /// Pairwise: each two cells next to each other in the list (or, `all`, any two of them) hold
    /// digits `d`, `e` the table allows: bit `e - 1` of `allows[d - 1]` (ISS's `Pair`, `PairX`).
    Pairwise {
        /// The allowed pairs, by the first digit.
        allows: [u16; 16],
        /// Every two cells, not only neighbours in the list.
        all: bool,
        /// Its name, as written (ISS's, escapes and all).
        name: String,
        /// The cells, in order.
        cells: Vec<usize>,
    },
    /// X-sum: the first `x` digits from the clue's side sum to the clue, `x` being the first.
    XSum {
        /// The clue.
        sum: u32,
        /// The row's or column's cells, from the clue's side.
        line: Vec<usize>,
    },
    /// Skyscraper: seen from the clue's side, each digit a skyscraper of its height, the clue
    /// counts those not hidden behind a taller one.
    Skyscraper {
        /// The clue.
        count: u32,
        /// The row's or column's cells, from the clue's side.
        line: Vec<usize>,
    },
    /// Numbered room: the first digit from the clue's side, `n`, says where the clue's digit
    /// stands: in the `n`th cell from that side.
    NumberedRoom {
        /// The clue: a digit.
        digit: u32,
        /// The row's or column's cells, from the clue's side.
        line: Vec<usize>,
    },
    /// Indexer: the cell's digit says where in its row, column or box another digit is (see
    /// [`Index`]).
    Indexer {
        /// What the digit indexes.
        by: Index,
        /// The cell.
        cell: usize,
    },
    /// Global entropy: every 2x2 square of cells holds a low (1-3), a middle (4-6) and a high
    /// digit (7-9) (ISS's `GlobalEntropy`; 9 digits).
    GlobalEntropy,
    /// Global mod 3: every 2x2 square of cells holds one of 1, 4, 7, one of 2, 5, 8 and one of
    /// 3, 6, 9 (ISS's `GlobalMod`; 9 digits).
    GlobalMod,
    /// Counting circles: a digit in a circle counts the circles that hold it (ISS's
    /// `CountingCircles`; each set of circles on its own).
    CountingCircles(Vec<usize>),
    /// Anti-taxicab: two cells holding the same digit `x` are never `x` steps apart, counting
    /// steps along rows and columns (ISS's `AntiTaxicab`).
    AntiTaxicab,
    /// Dutch flatmates: every 5 has a 1 directly above it or a 9 directly below it, or both
    /// (ISS's `DutchFlatmates`; 9 digits).
    DutchFlatmates,
    /// Lunchbox: no digit repeats among the cells, and the digits between the smallest and the
    /// largest (in the cells' order) sum to the total (ISS's `Lunchbox`).
    Lunchbox {
        /// The total between the smallest and the largest digit.
        sum: u32,
        /// The cells, in order.
        cells: Vec<usize>,
    },
    /// Equality cage: no digit repeats in the cage, which holds as many even digits as odd and
    /// as many low as high; the middle digit of an odd number of digits not at all (ISS's
    /// `EqualityCage`).
    EqualityCage(Vec<usize>),
    /// Lockout line: the digits in the two end diamonds differ by at least `apart`, and no digit
    /// on the line lies between them, or equals either (ISS's `Lockout`).
    Lockout {
        /// The least difference of the ends.
        apart: u32,
        /// The line's cells, its two ends first and last.
        cells: Vec<usize>,
    },
    /// Hidden skyscraper: seen from the clue's side, each digit a skyscraper of its height, the
    /// first one hidden behind a taller one is the clue (ISS's `HiddenSkyscraper`).
    HiddenSkyscraper {
        /// The clue: the first hidden digit.
        digit: u32,
        /// The row's or column's cells, from the clue's side.
        line: Vec<usize>,
    },
    /// Either/or: at least one of the alternatives holds, each a list of constraints that hold
    /// together (ISS's `Or`, with `And` for an alternative of several; a given inside is an
    /// [`Constraint::Allowed`] of one digit). Rules over the whole grid or its regions (boxes,
    /// jigsaw, diagonals, windows, disjoint groups, anti-knight and anti-king, the negative
    /// constraints of dots) are not alternatives.
    Or(Vec<Vec<Constraint>>),
}

/// A puzzle: its shape, its givens (a digit from 1, or `None`, per cell) and its constraints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The grid's shape.
    pub shape: Shape,
    /// The givens, one per cell.
    pub givens: Vec<Option<u8>>,
    /// The constraints.
    pub constraints: Vec<Constraint>,
}

impl Puzzle {
    /// An empty puzzle of `shape`.
    pub fn empty(shape: Shape) -> Puzzle {
        Puzzle {
            shape,
            givens: vec![None; shape.cells()],
            constraints: Vec::new(),
        }
    }

    /// Every set of cells that holds no digit twice: rows, columns, boxes or regions, cages,
    /// diagonals and the other extra houses. (A house of `size` cells holds every digit once.)
    pub fn houses(&self) -> Vec<Vec<usize>> {
        let shape = self.shape;
        // Diagonals are a square's (ISS draws them on square grids only).
        let n = shape.rows().min(shape.cols());
        let regions = self.constraints.iter().find_map(|c| match c {
            Constraint::Regions(ids) => Some(ids),
            _ => None,
        });
        let boxes = !self.constraints.contains(&Constraint::NoBoxes);
        let mut houses = match boxes {
            true => shape.houses(),
            false => shape.without_boxes().houses(),
        };
        if let Some(ids) = regions {
            let mut by_id: Vec<Vec<usize>> = Vec::new();
            for (cell, &id) in ids.iter().enumerate() {
                let id = usize::from(id);
                if by_id.len() <= id {
                    by_id.resize(id + 1, Vec::new());
                }
                by_id[id].push(cell);
            }
            // A region of another size is the cells left over, no region (ISS's rule).
            let size = shape.region_size();
            houses.extend(by_id.into_iter().filter(|r| r.len() == size));
        }
        for constraint in &self.constraints {
            match constraint {
                Constraint::Cage { cells, .. }
                | Constraint::Rellik { cells, .. }
                | Constraint::Lunchbox { cells, .. }
                | Constraint::EqualityCage(cells)
                | Constraint::AllDifferent(cells)
                | Constraint::Line {
                    kind: Line::Renban | Line::Nabner,
                    cells,
                } => houses.push(cells.clone()),
                Constraint::Diagonal(direction) => houses.push(
                    (0..n)
                        .map(|r| shape.cell(r, if *direction > 0 { n - 1 - r } else { r }))
                        .collect(),
                ),
                Constraint::Windoku => houses.extend(shape.windows()),
                Constraint::DisjointSets => {
                    if let Some((rows, cols)) = shape.boxes() {
                        let across = shape.cols() / cols;
                        let boxes = across * (shape.rows() / rows);
                        for at in 0..rows * cols {
                            houses.push(
                                (0..boxes)
                                    .map(|b| {
                                        let (top, left) = (b / across * rows, b % across * cols);
                                        shape.cell(top + at / cols, left + at % cols)
                                    })
                                    .collect(),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        houses
    }

    /// The boxes, each holding every digit once; on a grid without boxes the jigsaw's regions
    /// (none without either). A region's cells are in reading order: its places, for the box
    /// indexer; where a region-sum line cuts its segments.
    pub fn regions(&self) -> Vec<Vec<usize>> {
        let lines = self.shape.rows() + self.shape.cols();
        if !self.constraints.contains(&Constraint::NoBoxes) && self.shape.boxes().is_some() {
            return self.shape.houses().split_off(lines);
        }
        let mut regions: Vec<Vec<usize>> = Vec::new();
        for constraint in &self.constraints {
            if let Constraint::Regions(ids) = constraint {
                for (cell, &id) in ids.iter().enumerate() {
                    let id = usize::from(id);
                    if regions.len() <= id {
                        regions.resize(id + 1, Vec::new());
                    }
                    regions[id].push(cell);
                }
            }
        }
        // The cells left over (a region of another size) are no region.
        regions.retain(|r| r.len() == self.shape.region_size());
        regions
    }

    /// A region-sum line cut into its segments: a new one each time it enters another region.
    pub fn segments(&self, line: &[usize]) -> Vec<Vec<usize>> {
        let regions = self.regions();
        let region = |cell: usize| regions.iter().position(|r| r.contains(&cell));
        let mut segments: Vec<Vec<usize>> = Vec::new();
        for (i, &cell) in line.iter().enumerate() {
            match segments.last_mut() {
                Some(segment) if region(cell) == region(line[i - 1]) => segment.push(cell),
                _ => segments.push(vec![cell]),
            }
        }
        segments
    }

    /// An indexer cell's targets (the cells its digits 1, 2, ... point at, in its row, column or
    /// region) and the digit that must stand where it points; `None` if the cell lies in no
    /// region (a box indexer on a grid without boxes or regions).
    pub fn indexed(&self, by: Index, cell: usize) -> Option<(Vec<usize>, u8)> {
        let shape = self.shape;
        let (row, col) = shape.row_col(cell);
        let column = (0..shape.rows()).map(|r| shape.cell(r, col));
        let line = (0..shape.cols()).map(|c| shape.cell(row, c));
        match by {
            Index::Row => Some((column.collect(), row as u8 + 1)),
            Index::Column => Some((line.collect(), col as u8 + 1)),
            Index::Box => {
                let region = self.regions().into_iter().find(|r| r.contains(&cell))?;
                let place = region.iter().position(|&c| c == cell)?;
                Some((region, place as u8 + 1))
            }
        }
    }

    /// A greater-than's pairs: each cell with each later cell side by side with it (the first
    /// the greater).
    pub fn greater_pairs(&self, cells: &[usize]) -> Vec<[usize; 2]> {
        (cells.iter().enumerate())
            .flat_map(|(i, &a)| {
                let beside = self.beside(a);
                let later = cells[i + 1..].iter().copied();
                later
                    .filter(move |b| beside.contains(b))
                    .map(move |b| [a, b])
            })
            .collect()
    }

    /// The cells side by side with `cell` (above, below, left, right).
    pub fn beside(&self, cell: usize) -> Vec<usize> {
        let shape = self.shape;
        let (rows, cols) = (shape.rows() as isize, shape.cols() as isize);
        let (r, c) = shape.row_col(cell);
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .map(|(dr, dc)| (r as isize + dr, c as isize + dc))
            .filter(|&(r, c)| (0..rows).contains(&r) && (0..cols).contains(&c))
            .map(|(r, c)| shape.cell(r as usize, c as usize))
            .collect()
    }

    /// Every two side-by-side cells, each pair once (for anti-consecutive and the negative
    /// constraints).
    pub fn neighbours(&self) -> Vec<[usize; 2]> {
        let shape = self.shape;
        let mut pairs = Vec::new();
        for cell in 0..shape.cells() {
            let (r, c) = shape.row_col(cell);
            if c + 1 < shape.cols() {
                pairs.push([cell, shape.cell(r, c + 1)]);
            }
            if r + 1 < shape.rows() {
                pairs.push([cell, shape.cell(r + 1, c)]);
            }
        }
        pairs
    }

    /// The dots between `a` and `b`.
    pub fn dots_between(&self, a: usize, b: usize) -> Vec<Dot> {
        (self.constraints.iter())
            .filter_map(|c| match c {
                Constraint::Dot { kind, cells } if *cells == [a, b] || *cells == [b, a] => {
                    Some(*kind)
                }
                _ => None,
            })
            .collect()
    }

    /// The pairs of cells that hold a dot of one of `kinds`, each `[lower, higher]`, sorted (for
    /// a binary search: the rules ask it of every neighbour pair, where [`Puzzle::dots_between`]
    /// would scan every constraint for each).
    pub fn dotted_pairs(&self, kinds: [Dot; 2]) -> Vec<[usize; 2]> {
        let mut pairs: Vec<[usize; 2]> = (self.constraints.iter())
            .filter_map(|c| match c {
                Constraint::Dot {
                    kind,
                    cells: [a, b],
                } if kinds.contains(kind) => Some([*a.min(b), *a.max(b)]),
                _ => None,
            })
            .collect();
        pairs.sort_unstable();
        pairs
    }

    /// Every 2x2 square of cells, by its top left cell, row by row (global entropy, global mod).
    pub fn squares(&self) -> Vec<[usize; 4]> {
        let shape = self.shape;
        let mut squares = Vec::new();
        for r in 0..shape.rows().saturating_sub(1) {
            for c in 0..shape.cols().saturating_sub(1) {
                let at = |dr, dc| shape.cell(r + dr, c + dc);
                squares.push([at(0, 0), at(0, 1), at(1, 0), at(1, 1)]);
            }
        }
        squares
    }

    /// The cells `steps` steps from `cell` along rows and columns (anti-taxicab).
    pub fn taxicab(&self, cell: usize, steps: usize) -> Vec<usize> {
        let shape = self.shape;
        let (r, c) = shape.row_col(cell);
        (0..shape.cells())
            .filter(|&other| {
                let (r2, c2) = shape.row_col(other);
                r.abs_diff(r2) + c.abs_diff(c2) == steps
            })
            .collect()
    }

    /// The pairs of cells that never hold the same digit although no house holds both
    /// (anti-knight, anti-king), each once.
    pub fn apart(&self) -> Vec<[usize; 2]> {
        let shape = self.shape;
        let (rows, cols) = (shape.rows() as isize, shape.cols() as isize);
        let mut moves: Vec<(isize, isize)> = Vec::new();
        if self.constraints.contains(&Constraint::AntiKnight) {
            moves.extend([(1, 2), (2, 1), (1, -2), (2, -1)]);
        }
        if self.constraints.contains(&Constraint::AntiKing) {
            moves.extend([(1, 1), (1, -1)]);
        }
        let mut pairs = Vec::new();
        for cell in 0..shape.cells() {
            let (r, c) = shape.row_col(cell);
            for &(dr, dc) in &moves {
                let (r2, c2) = (r as isize + dr, c as isize + dc);
                if (0..rows).contains(&r2) && (0..cols).contains(&c2) {
                    pairs.push([cell, shape.cell(r2 as usize, c2 as usize)]);
                }
            }
        }
        pairs
    }
}
