//! The symmetries a puzzle's givens can have: which cells must be given or empty together.

use std::fmt;
use std::str::FromStr;

use crate::{Board, Cell, CellSet, names};

/// How a puzzle's givens are laid out: a given's images under the symmetry are givens too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Symmetry {
    /// No constraint.
    None,
    /// Turned half a turn about the centre, the board looks the same (the newspapers' choice).
    #[default]
    Rotate180,
    /// Turned a quarter turn, too.
    Rotate90,
    /// Mirrored left to right.
    Mirror,
    /// Mirrored about the main diagonal (row and column swapped).
    Diagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// Where `cell` goes under one application of the symmetry.
    pub fn image(self, cell: Cell) -> Cell {
        let (r, c) = (cell.row(), cell.col());
        let (row, col) = match self {
            Symmetry::None => (r, c),
            Symmetry::Rotate180 => (8 - r, 8 - c),
            Symmetry::Rotate90 => (c, 8 - r),
            Symmetry::Mirror => (r, 8 - c),
            Symmetry::Diagonal => (c, r),
        };
        Cell::at(row, col).expect("a symmetry maps the board onto itself")
    }

    /// `cell` and all its images: the cells that are given, or empty, together (1, 2 or 4).
    pub fn orbit(self, cell: Cell) -> CellSet {
        let mut orbit = CellSet::EMPTY;
        let mut at = cell;
        while !orbit.contains(at) {
            orbit.insert(at);
            at = self.image(at);
        }
        orbit
    }

    /// Whether `board`'s givens have the symmetry: each given's image is a given.
    pub fn holds(self, board: &Board) -> bool {
        Cell::all().all(|cell| board.get(cell).is_some() == board.get(self.image(cell)).is_some())
    }
}

/// `none`, `rotate180`, `rotate90`, `mirror`, `diagonal`; [`FromStr`] reads them back.
impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        })
    }
}

/// The error of [`Symmetry::from_str`]: the text names no symmetry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSymmetry(pub String);

impl fmt::Display for UnknownSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        names::write_unknown(f, "symmetry", &self.0, &Symmetry::ALL)
    }
}

impl std::error::Error for UnknownSymmetry {}

/// Reads what [`Display`](fmt::Display) writes, ignoring case.
impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        names::named(&Symmetry::ALL, s).ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}
