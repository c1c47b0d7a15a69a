//! Solving as a person does: the next step a person could take on a board, named by the technique
//! that finds it, with the cells and digits it is about; and the whole logical path of a puzzle,
//! with a difficulty rating.
//!
//! A board's pencil marks are [`Candidates`]. [`next_step`] tries the techniques from the simplest
//! ([`Technique::ALL`], in order) and returns the first step found, as data: the "because" cells
//! and digits, and the "therefore" placements or eliminations. [`LogicalPath::of`] applies steps
//! until the board is full; when no technique applies, it takes a [`Technique::Guess`], the
//! solution's digit in a cell with the fewest candidates, so every solvable puzzle finishes.
//!
//! ```
//! use sudoku_solver::{Board, logic::{LogicalPath, Technique}};
//! let easy: Board = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let path = LogicalPath::of(&easy).expect("one solution");
//! assert!(path.steps.iter().all(|s| s.technique != Technique::Guess));
//! assert_eq!(path.hardest(), Some(Technique::NakedSingle));
//! # Ok::<(), sudoku_solver::ParseError>(())
//! ```

mod basic;
mod chains;
mod fish;
mod wings;

use std::fmt;

use crate::cell::{PEERS, UNITS};
use crate::{Board, Cell, Digit, DigitSet, Outcome, Solution, Unit};

/// A named way to find a step, from the simplest to the last resort.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit with one place left in a unit.
    HiddenSingle,
    /// In a box, a digit's places all lie in one row or column: it goes from the rest of that line.
    Pointing,
    /// In a row or column, a digit's places all lie in one box: it goes from the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit holding three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// Four cells, four candidates.
    NakedQuad,
    /// Four digits, four places.
    HiddenQuad,
    /// A digit in two rows (or columns) whose places share two columns (rows).
    XWing,
    /// Three rows (columns) and three columns (rows).
    Swordfish,
    /// Four and four.
    Jellyfish,
    /// Two strong links on a digit whose ends on one side share a line.
    Skyscraper,
    /// A strong link in a row and one in a column, joined in a box.
    TwoStringKite,
    /// A digit's strong links coloured in two colours: one colour seen twice, or a cell seeing both.
    SimpleColouring,
    /// A pivot of two candidates and two pincers.
    XYWing,
    /// A pivot of three candidates and two pincers.
    XYZWing,
    /// Two equal two-candidate cells joined by a strong link.
    WWing,
    /// Three corners of a would-be deadly rectangle: the fourth loses the pair.
    UniqueRectangle,
    /// A chain of strong and weak links on one digit.
    XChain,
    /// A chain of two-candidate cells.
    XYChain,
    /// A chain mixing both kinds of strong link (a cell's two candidates, a digit's two places).
    AlternatingInferenceChain,
    /// An assumption whose forced singles end in a contradiction: the assumed digit goes.
    ForcingChain,
    /// An assumption whose consequences (singles and intersections) end in a contradiction: the
    /// assumed digit goes.
    ForcingNet,
    /// No technique applies: the solution's digit is placed (bifurcation).
    Guess,
}

impl Technique {
    /// Every technique, in the order they are tried.
    pub const ALL: [Technique; 27] = [
        Technique::FullHouse,
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::SimpleColouring,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::UniqueRectangle,
        Technique::XChain,
        Technique::XYChain,
        Technique::AlternatingInferenceChain,
        Technique::ForcingChain,
        Technique::ForcingNet,
        Technique::Guess,
    ];

    /// How hard a person finds it.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | NakedSingle | HiddenSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair => Level::Medium,
            NakedTriple | HiddenTriple | NakedQuad | HiddenQuad | XWing | XYWing => Level::Hard,
            Swordfish | Jellyfish | Skyscraper | TwoStringKite | SimpleColouring | XYZWing
            | WWing | UniqueRectangle => Level::Expert,
            XChain | XYChain | AlternatingInferenceChain | ForcingChain | ForcingNet | Guess => {
                Level::Extreme
            }
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        f.write_str(match self {
            FullHouse => "Full house",
            NakedSingle => "Naked single",
            HiddenSingle => "Hidden single",
            Pointing => "Pointing",
            Claiming => "Box/line reduction",
            NakedPair => "Naked pair",
            HiddenPair => "Hidden pair",
            NakedTriple => "Naked triple",
            HiddenTriple => "Hidden triple",
            NakedQuad => "Naked quad",
            HiddenQuad => "Hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            SimpleColouring => "Simple colouring",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WWing => "W-Wing",
            UniqueRectangle => "Unique rectangle (type 1)",
            XChain => "X-Chain",
            XYChain => "XY-Chain",
            AlternatingInferenceChain => "Alternating inference chain",
            ForcingChain => "Forcing chain (contradiction)",
            ForcingNet => "Forcing net (contradiction)",
            Guess => "Guess",
        })
    }
}

/// A difficulty, from the hardest technique a puzzle needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections and pairs.
    Medium,
    /// Triples, quads, X-Wing, XY-Wing.
    Hard,
    /// Larger fish, wings, single-digit patterns, uniqueness.
    Expert,
    /// Chains, or a guess.
    Extreme,
}

impl Level {
    /// Every level, from the easiest.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
            Level::Extreme => "Extreme",
        })
    }
}

/// One step: what was seen (the technique, its cells, digits and units) and what follows from it
/// (digits placed, candidates removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique that found it.
    pub technique: Technique,
    /// The cells it is about (the "because").
    pub cells: Vec<Cell>,
    /// The digits it is about.
    pub digits: DigitSet,
    /// The units it looked at, if it is about units.
    pub units: Vec<Unit>,
    /// Digits it places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates it removes.
    pub eliminations: Vec<(Cell, Digit)>,
}

impl Step {
    fn new(technique: Technique) -> Step {
        Step {
            technique,
            cells: Vec::new(),
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }
}

/// The step in English: "Hidden single: in box 5, 7 fits only in row 4, column 6." Singles name
/// their cell in words; steps about several cells list them short (`r4c6`).
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let long = |c: &Cell| format!("row {}, column {}", c.row() + 1, c.col() + 1);
        let short = |c: &Cell| format!("r{}c{}", c.row() + 1, c.col() + 1);
        let cells: Vec<String> = self.cells.iter().map(short).collect();
        let digits: Vec<String> = self.digits.iter().map(|d| d.to_string()).collect();
        write!(f, "{}: ", self.technique)?;
        match (self.technique, self.placements.first(), self.units.first()) {
            (Technique::FullHouse, Some((cell, digit)), Some(unit)) => write!(
                f,
                "{} is the last empty cell of {unit}, so it holds {digit}.",
                long(cell)
            ),
            (Technique::NakedSingle, Some((cell, digit)), _) => {
                write!(f, "{} can only hold {digit}.", long(cell))
            }
            (Technique::HiddenSingle, Some((cell, digit)), Some(unit)) => {
                write!(f, "in {unit}, {digit} fits only in {}.", long(cell))
            }
            (Technique::Guess, Some((cell, digit)), _) => write!(
                f,
                "no technique applies; {} is given its solution's digit {digit} (bifurcation).",
                long(cell)
            ),
            _ => {
                let units: Vec<String> = self.units.iter().map(|u| u.to_string()).collect();
                write!(f, "{} in {}", digits.join(", "), cells.join(", "))?;
                if !units.is_empty() {
                    write!(f, " ({})", units.join(", "))?;
                }
                let removed: Vec<String> = self
                    .eliminations
                    .iter()
                    .map(|(c, d)| format!("{d} from {}", short(c)))
                    .collect();
                write!(f, ", so remove {}.", removed.join(", "))
            }
        }
    }
}

/// A board's pencil marks: for each empty cell, the digits still possible there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    board: Board,
    marks: [DigitSet; 81],
}

impl Candidates {
    /// The candidates of `board`'s empty cells: every digit that no peer holds.
    pub fn new(board: &Board) -> Candidates {
        let mut marks = [DigitSet::EMPTY; 81];
        for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
            marks[cell.index()] = board.candidates(cell);
        }
        Candidates {
            board: *board,
            marks,
        }
    }

    /// The digits placed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The candidates of `cell` (none for a filled cell).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.marks[cell.index()]
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.board.is_full()
    }

    /// Applies a step: its digits are placed (and removed from their peers' candidates), its
    /// eliminations removed.
    pub fn apply(&mut self, step: &Step) {
        for &(cell, digit) in &step.placements {
            self.place(cell, digit);
        }
        for &(cell, digit) in &step.eliminations {
            self.remove(cell, digit);
        }
    }

    /// Removes one candidate, as a person crossing out a pencil mark does (no other mark changes).
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) {
        self.remove(cell, digit);
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        self.board.set(cell, Some(digit));
        self.marks[cell.index()] = DigitSet::EMPTY;
        for &peer in &PEERS[cell.index()] {
            self.remove(cell_at(peer), digit);
        }
    }

    fn remove(&mut self, cell: Cell, digit: Digit) {
        let marks = &mut self.marks[cell.index()];
        *marks = marks.without(digit);
    }

    /// The candidates `digit` in the cells that see every cell of `ends` (so never in one of
    /// them), other than the cells of `except`: what a pattern whose ends hold `digit` removes.
    fn seen_by(&self, digit: Digit, ends: &[Cell], except: &[Cell]) -> Vec<(Cell, Digit)> {
        self.cells_with(digit)
            .filter(|c| !except.contains(c) && ends.iter().all(|e| e.sees(*c)))
            .map(|c| (c, digit))
            .collect()
    }

    /// Where `digit` can go in unit `unit` (0-26: rows, columns, boxes), as a bit per position.
    fn places(&self, unit: usize, digit: Digit) -> u16 {
        let mut bits = 0;
        for (i, &cell) in UNITS[unit].iter().enumerate() {
            if self.marks[cell as usize].contains(digit) {
                bits |= 1 << i;
            }
        }
        bits
    }

    /// The empty cells of unit `unit`.
    fn empty_cells(&self, unit: usize) -> impl Iterator<Item = Cell> + '_ {
        UNITS[unit]
            .iter()
            .map(|&c| cell_at(c))
            .filter(|&c| self.board.get(c).is_none())
    }

    /// The cells holding `digit` as a candidate.
    fn cells_with(&self, digit: Digit) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(move |&c| self.get(c).contains(digit))
    }
}

fn cell_at(index: u8) -> Cell {
    Cell::new(index as usize).expect("tables hold cell indices")
}

/// The unit of index 0-26 (rows, columns, boxes).
fn unit_of(index: usize) -> Unit {
    match index {
        0..9 => Unit::Row(index),
        9..18 => Unit::Column(index - 9),
        _ => Unit::Box(index - 18),
    }
}

/// The cells of unit `index`.
fn unit_cells(index: usize) -> impl Iterator<Item = Cell> {
    UNITS[index].iter().map(|&c| cell_at(c))
}

/// The next step a person could take on `candidates`, by the simplest technique that finds one;
/// `None` when none does (the caller may then guess). Never a [`Technique::Guess`].
pub fn next_step(candidates: &Candidates) -> Option<Step> {
    basic::full_house(candidates)
        .or_else(|| basic::naked_single(candidates))
        .or_else(|| basic::hidden_single(candidates))
        .or_else(|| basic::intersections(candidates))
        .or_else(|| basic::subsets(candidates, 2))
        .or_else(|| basic::subsets(candidates, 3))
        .or_else(|| basic::subsets(candidates, 4))
        .or_else(|| fish::fish(candidates, 2))
        .or_else(|| fish::fish(candidates, 3))
        .or_else(|| fish::fish(candidates, 4))
        .or_else(|| chains::skyscraper(candidates))
        .or_else(|| chains::two_string_kite(candidates))
        .or_else(|| chains::simple_colouring(candidates))
        .or_else(|| wings::xy_wing(candidates))
        .or_else(|| wings::xyz_wing(candidates))
        .or_else(|| wings::w_wing(candidates))
        .or_else(|| wings::unique_rectangle(candidates))
        .or_else(|| chains::x_chain(candidates))
        .or_else(|| chains::xy_chain(candidates))
        .or_else(|| chains::alternating_inference_chain(candidates))
        .or_else(|| chains::forcing_chain(candidates))
        .or_else(|| chains::forcing_net(candidates))
}

/// The next step on `candidates` (see [`next_step`]), or, when no technique finds one, a
/// [`Technique::Guess`]: the empty cell with the fewest candidates takes its digit in `solution`,
/// which must be the solution of the board the candidates came from. `None` when the board is
/// full.
pub fn step_or_guess(candidates: &Candidates, solution: &Solution) -> Option<Step> {
    if candidates.is_solved() {
        return None;
    }
    next_step(candidates).or_else(|| {
        let cell = Cell::all()
            .filter(|&c| candidates.board.get(c).is_none())
            .min_by_key(|&c| candidates.get(c).len())?;
        let mut step = Step::new(Technique::Guess);
        step.cells.push(cell);
        step.placements.push((cell, solution.get(cell)));
        Some(step)
    })
}

/// Why a board has no logical path: it is not a puzzle with one solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAPuzzle;

/// A puzzle solved step by step, and how hard that was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicalPath {
    /// The steps, in order; applied to the puzzle's candidates, they fill the board.
    pub steps: Vec<Step>,
}

impl LogicalPath {
    /// The path for `board`, which must have exactly one solution.
    pub fn of(board: &Board) -> Result<LogicalPath, NotAPuzzle> {
        let Outcome::Unique(solution) = board.solve().outcome else {
            return Err(NotAPuzzle);
        };
        let mut candidates = Candidates::new(board);
        let mut steps = Vec::new();
        while let Some(step) = step_or_guess(&candidates, &solution) {
            candidates.apply(&step);
            steps.push(step);
        }
        Ok(LogicalPath { steps })
    }

    /// The hardest technique used (`None` for a full board).
    pub fn hardest(&self) -> Option<Technique> {
        self.steps
            .iter()
            .map(|s| s.technique)
            .max_by_key(|t| (t.level(), *t))
    }

    /// The hardest technique that found a step, guesses aside (`None` when every step was a
    /// guess, or there are none).
    pub fn hardest_found(&self) -> Option<Technique> {
        self.steps
            .iter()
            .map(|s| s.technique)
            .filter(|&t| t != Technique::Guess)
            .max_by_key(|t| (t.level(), *t))
    }

    /// How many steps were guesses.
    pub fn guesses(&self) -> usize {
        self.steps
            .iter()
            .filter(|s| s.technique == Technique::Guess)
            .count()
    }

    /// The difficulty: the level of the hardest technique, one level up for a long path at
    /// Medium or Hard (more than 60 steps beyond singles means much searching).
    pub fn level(&self) -> Level {
        let hardest = self.hardest().map_or(Level::Easy, Technique::level);
        let beyond_singles = self
            .steps
            .iter()
            .filter(|s| s.technique.level() > Level::Easy)
            .count();
        match hardest {
            Level::Medium | Level::Hard if beyond_singles > 60 => match hardest {
                Level::Medium => Level::Hard,
                _ => Level::Expert,
            },
            level => level,
        }
    }

    /// Whether the path needed no guess.
    pub fn is_logical(&self) -> bool {
        self.steps.iter().all(|s| s.technique != Technique::Guess)
    }
}
