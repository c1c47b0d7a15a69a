//! Why a digit cannot go in a cell: the assumption followed by singles (naked and hidden) to a
//! contradiction, keeping only the singles the contradiction needs, in the order they follow.
//! "Where did I go wrong?" says it about the person's first wrong digit, from the board before it.
//!
//! The singles are found breadth first, a round at a time (every single the board shows, then
//! the next round), so the first contradiction is one of the fewest rounds; each placement
//! remembers the placements that forced it (those that took the cell's other candidates, or the
//! digit's other places in the house), and the contradiction's ancestors are the chain told.

use super::Candidates;
use super::houses::{House, cell_at};
use crate::{Cell, Digit, Unit};

/// A digit ruled out of a cell by the singles it would force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The cell and the digit assumed.
    pub assumed: (Cell, Digit),
    /// What the assumption forces that the contradiction needs, in order.
    pub forced: Vec<Forced>,
    /// Where it ends.
    pub end: Contradiction,
}

/// A digit the assumption forces, and the single that forces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    /// The cell.
    pub cell: Cell,
    /// Its digit.
    pub digit: Digit,
    /// `None`: the cell's last candidate (a naked single); else the unit where the cell is the
    /// digit's last place (a hidden single).
    pub only_place_in: Option<Unit>,
}

/// How an assumption fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Contradiction {
    /// A peer already holds the digit assumed.
    Sees(Cell),
    /// This empty cell has no candidate left.
    NoDigit(Cell),
    /// This unit has no place left for this digit.
    NoPlace(Unit, Digit),
}

impl Refutation {
    /// The cells the refutation is about: the assumption's, the forced ones', and the
    /// contradiction's (its cell, or its unit's cells).
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells = vec![self.assumed.0];
        cells.extend(self.forced.iter().map(|f| f.cell));
        cells.extend(self.end.cells());
        cells
    }
}

impl Contradiction {
    /// Where it is: the peer holding the digit, the cell left without one, or the unit's cells.
    pub fn cells(&self) -> Vec<Cell> {
        match *self {
            Contradiction::Sees(cell) | Contradiction::NoDigit(cell) => vec![cell],
            Contradiction::NoPlace(unit, _) => Cell::all().filter(|&c| unit.contains(c)).collect(),
        }
    }
}

/// How many rounds of singles are followed before giving up (a board fills in fewer).
const ROUNDS: usize = 81;

/// Why `digit` cannot go in `cell` on `candidates`' board, by singles alone; `None` when they do
/// not reach a contradiction (or the cell is not empty).
pub fn refute(candidates: &Candidates, cell: Cell, digit: Digit) -> Option<Refutation> {
    let assumed = (cell, digit);
    let mut net = Net::new(candidates);
    let (c, d) = (cell.index(), usize::from(digit.get() - 1));
    if net.digits[c] != 0 {
        return None;
    }
    if net.open[c] & 1 << d == 0 {
        let peer = Cell::all().find(|&p| p.sees(cell) && net.digits[p.index()] == d as u8 + 1)?;
        return Some(Refutation {
            assumed,
            forced: Vec::new(),
            end: Contradiction::Sees(peer),
        });
    }
    net.place((c, d, None, Vec::new()));
    for _ in 0..ROUNDS {
        let singles = match net.scan() {
            Err((end, parents)) => return Some(net.told(assumed, end, parents)),
            Ok(singles) if singles.is_empty() => return None,
            Ok(singles) => singles,
        };
        for single in singles {
            // An earlier single of the round may have taken it: the next round says so.
            if net.open[single.0] & 1 << single.1 != 0 {
                net.place(single);
            }
        }
    }
    None
}

/// The digits (0-8) of a cell's candidates `bits`, lowest first: a loop over the bits set, which
/// the solver's opt-level does not unroll nine times as it does `0..9` (this code runs once a
/// question, where the rest of the crate runs a million times a second).
fn digits(mut bits: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let d = bits.trailing_zeros() as usize;
        bits &= bits.wrapping_sub(1);
        (d < 16).then_some(d)
    })
}

/// A placement of the net: what forced it (indices of earlier placements).
struct Placed {
    forced: Forced,
    parents: Vec<usize>,
}

/// A single found: its cell (0-80), digit (0-8), the house it is the digit's last place in
/// (none: the cell's last candidate), and what forced it.
type Single = (usize, usize, Option<House>, Vec<usize>);

/// The board as the assumption's singles leave it, a cell's candidates a bit per digit (bit
/// `d` for digit `d + 1`), each removed candidate with the placement that removed it.
struct Net {
    /// Each cell's digit plus one (0: empty).
    digits: [u8; 81],
    /// Each cell's candidates at the start.
    start: [u16; 81],
    /// Each cell's candidates now.
    open: [u16; 81],
    /// For each cell and digit, the placement that removed it (`KEPT`: none).
    removed_by: [[u8; 9]; 81],
    placed: Vec<Placed>,
}

/// In `removed_by`: not removed.
const KEPT: u8 = u8::MAX;

impl Net {
    fn new(candidates: &Candidates) -> Net {
        let mut net = Net {
            digits: [0; 81],
            start: [0; 81],
            open: [0; 81],
            removed_by: [[KEPT; 9]; 81],
            placed: Vec::new(),
        };
        for cell in Cell::all() {
            let c = cell.index();
            net.digits[c] = candidates.board().get(cell).map_or(0, Digit::get);
            net.start[c] = candidates
                .get(cell)
                .iter()
                .fold(0, |bits, d| bits | 1 << (d.get() - 1));
        }
        net.open = net.start;
        net
    }

    fn place(&mut self, (cell, d, house, parents): Single) {
        let at = self.placed.len() as u8;
        let forced = Forced {
            cell: cell_at(cell as u8),
            digit: Digit::ALL[d],
            only_place_in: house.map(House::unit),
        };
        self.placed.push(Placed { forced, parents });
        for e in digits(self.open[cell]) {
            self.removed_by[cell][e] = at;
        }
        self.open[cell] = 0;
        self.digits[cell] = d as u8 + 1;
        for peer in House::of(cell_at(cell as u8))
            .into_iter()
            .flat_map(House::indices)
        {
            if self.open[peer] & 1 << d != 0 {
                self.open[peer] &= !(1 << d);
                self.removed_by[peer][d] = at;
            }
        }
    }

    /// What took digit `d` out of `house`'s cells where it could go at the start (but
    /// `except`).
    fn took(&self, house: House, d: usize, except: usize) -> Vec<usize> {
        let mut by = Vec::new();
        for x in house.indices().filter(|&x| x != except) {
            self.took_digit(x, d, &mut by);
        }
        by
    }

    /// What took `cell`'s candidates but digit `keep`.
    fn took_candidates(&self, cell: usize, keep: usize) -> Vec<usize> {
        let mut by = Vec::new();
        for e in digits(self.start[cell] & !(1 << keep)) {
            self.took_digit(cell, e, &mut by);
        }
        by
    }

    /// What took digit `d` out of `cell`, if it was there at the start, pushed on `by`.
    fn took_digit(&self, cell: usize, d: usize, by: &mut Vec<usize>) {
        let at = self.removed_by[cell][d];
        if self.start[cell] & 1 << d != 0 && at != KEPT {
            by.push(usize::from(at));
        }
    }

    /// The singles the board shows (naked ones in reading order, then hidden ones by house);
    /// or, where it shows a contradiction, the one needing the fewest placements, with what
    /// caused it.
    fn scan(&self) -> Result<Vec<Single>, (Contradiction, Vec<usize>)> {
        let (mut ends, mut singles) = (Vec::new(), Vec::new());
        for c in (0..81).filter(|&c| self.digits[c] == 0) {
            let d = self.open[c].trailing_zeros() as usize;
            match self.open[c].count_ones() {
                0 => ends.push((
                    Contradiction::NoDigit(cell_at(c as u8)),
                    self.took_candidates(c, 9),
                )),
                1 => singles.push((c, d, None, self.took_candidates(c, d))),
                _ => {}
            }
        }
        for house in House::ALL {
            // The digits the house does not hold yet.
            let placed = house
                .indices()
                .fold(0u16, |set, x| set | 1 << self.digits[x] >> 1);
            for d in digits(0x1FF & !placed) {
                let mut places = house.indices().filter(|&x| self.open[x] & 1 << d != 0);
                match (places.next(), places.next()) {
                    (None, _) => {
                        let end = Contradiction::NoPlace(house.unit(), Digit::ALL[d]);
                        ends.push((end, self.took(house, d, 81)));
                    }
                    (Some(cell), None) => {
                        singles.push((cell, d, Some(house), self.took(house, d, cell)));
                    }
                    _ => {}
                }
            }
        }
        match ends
            .into_iter()
            .min_by_key(|(_, parents)| self.ancestors(parents).len())
        {
            Some(end) => Err(end),
            None => Ok(singles),
        }
    }

    /// `parents` and all they stand on, as placement indices.
    fn ancestors(&self, parents: &[usize]) -> Vec<usize> {
        let mut seen = vec![false; self.placed.len()];
        let mut stack = parents.to_vec();
        while let Some(at) = stack.pop() {
            if !std::mem::replace(&mut seen[at], true) {
                stack.extend(&self.placed[at].parents);
            }
        }
        (0..seen.len()).filter(|&at| seen[at]).collect()
    }

    /// The refutation told: the assumption, the placements the contradiction stands on (the
    /// assumption itself, placement 0, left out), the contradiction.
    fn told(&self, assumed: (Cell, Digit), end: Contradiction, parents: Vec<usize>) -> Refutation {
        let forced = (self.ancestors(&parents).into_iter())
            .filter(|&at| at > 0)
            .map(|at| self.placed[at].forced)
            .collect();
        Refutation {
            assumed,
            forced,
            end,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn cell(r: usize, c: usize) -> Cell {
        Cell::at(r - 1, c - 1).unwrap()
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    /// Follows a refutation on the board: every forced digit is a single once the assumption and
    /// the ones before it are placed, and the end is a contradiction then.
    fn check(board: &Board, refutation: &Refutation) {
        let mut trial = *board;
        let (cell, assumed) = refutation.assumed;
        trial.set(cell, Some(assumed));
        for forced in &refutation.forced {
            let open = trial.candidates(forced.cell);
            match forced.only_place_in {
                None => assert_eq!(open.iter().collect::<Vec<_>>(), [forced.digit]),
                Some(unit) => {
                    let places = Cell::all()
                        .filter(|&c| unit.contains(c) && trial.get(c).is_none())
                        .filter(|&c| trial.candidates(c).contains(forced.digit));
                    assert_eq!(places.collect::<Vec<_>>(), [forced.cell]);
                }
            }
            trial.set(forced.cell, Some(forced.digit));
        }
        match refutation.end {
            Contradiction::NoDigit(c) => {
                assert!(trial.get(c).is_none() && trial.candidates(c).is_empty());
            }
            Contradiction::NoPlace(unit, d) => {
                let cells: Vec<Cell> = Cell::all().filter(|&c| unit.contains(c)).collect();
                assert!(cells.iter().all(|&c| trial.get(c) != Some(d)));
                assert!(
                    cells
                        .into_iter()
                        .filter(|&c| trial.get(c).is_none())
                        .all(|c| !trial.candidates(c).contains(d))
                );
            }
            Contradiction::Sees(peer) => assert_eq!(board.get(peer), Some(assumed)),
        }
    }

    #[test]
    fn every_wrong_candidate_of_an_easy_puzzle_is_refuted_by_singles() {
        let board: Board = EASY.parse().unwrap();
        let crate::Outcome::Unique(solution) = board.solve().outcome else {
            panic!("one solution")
        };
        let candidates = Candidates::new(&board);
        for cell in Cell::all().filter(|&c| board.get(c).is_none()) {
            for wrong in candidates
                .get(cell)
                .iter()
                .filter(|&d| d != solution.get(cell))
            {
                let refutation = refute(&candidates, cell, wrong).expect("refuted");
                assert_eq!(refutation.assumed, (cell, wrong));
                check(&board, &refutation);
            }
            // The solution's digit is never refuted.
            assert_eq!(refute(&candidates, cell, solution.get(cell)), None);
        }
    }

    #[test]
    fn a_digit_a_peer_holds_is_seen() {
        let board: Board = EASY.parse().unwrap();
        let refutation = refute(&Candidates::new(&board), cell(1, 3), digit(5)).unwrap();
        assert_eq!(refutation.end, Contradiction::Sees(cell(1, 1)));
        assert!(refutation.forced.is_empty());
        assert_eq!(refutation.cells(), [cell(1, 3), cell(1, 1)]);
        // A filled cell is not refuted.
        assert_eq!(refute(&Candidates::new(&board), cell(1, 1), digit(4)), None);
    }

    #[test]
    fn the_chain_keeps_only_what_the_contradiction_needs() {
        let board: Board = EASY.parse().unwrap();
        let candidates = Candidates::new(&board);
        // Row 1, Column 3 is 4: assuming 1 there forces only a few singles before it fails.
        let refutation = refute(&candidates, cell(1, 3), digit(1)).unwrap();
        check(&board, &refutation);
        assert!(refutation.forced.len() < 10, "{refutation:?}");
    }

    #[test]
    fn singles_may_not_reach_a_contradiction() {
        // Inkala's hardest: no wrong candidate of the first board falls to singles alone.
        let board: Board = sudoku_testkit::INKALA.parse().unwrap();
        let crate::Outcome::Unique(solution) = board.solve().outcome else {
            panic!("one solution")
        };
        let candidates = Candidates::new(&board);
        let cell = Cell::all().find(|&c| board.get(c).is_none()).unwrap();
        let wrong = candidates
            .get(cell)
            .iter()
            .find(|&d| d != solution.get(cell))
            .unwrap();
        assert_eq!(refute(&candidates, cell, wrong), None);
    }
}
