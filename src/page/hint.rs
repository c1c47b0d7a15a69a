//! The page's side of Hint, Explain solution and the rating: what the state keeps of the logic
//! worker's answers, and what the board highlights for them.

use std::rc::Rc;

use sudoku_solver::{Board, Cell, Digit, DigitSet};

use crate::grid::Grid;
use crate::workers::logic::{ChainNode, HintAnswer, Rated, ShownStep};
use sudoku_solver::Verdict;

/// A hint being given: asked on `grid`, shown in two presses, applied on the third.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Its request's number: answers to other requests are ignored.
    pub id: u32,
    /// The board it was asked on (any change of the board ends it).
    pub grid: Grid,
    /// What the logic worker found (`None` until it answers).
    pub answer: Option<Rc<HintAnswer>>,
    /// `false`: only where to look is shown; `true`: the technique and its cells too.
    pub revealed: bool,
}

/// The logical path and rating of some givens (shown while they are the board's givens), or why
/// they have none (`Err(None)`: they clash).
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The givens rated.
    pub givens: Board,
    /// The path, or why there is none.
    pub path: Result<Rc<Rated>, Option<Verdict>>,
}

/// What the board marks for a hint or an explained step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlight {
    /// Where to look (a hint's first press).
    pub look: Vec<Cell>,
    /// The cells a step is about (its "because"), or digits that are wrong.
    pub cause: Vec<Cell>,
    /// The digits the step is about, marked among the "because" cells' candidates.
    pub key: DigitSet,
    /// The cells a step changes.
    pub target: Vec<Cell>,
    /// Candidates a step removes.
    pub out: Vec<(Cell, Digit)>,
    /// Digits a step places.
    pub put: Vec<(Cell, Digit)>,
    /// A chain to draw: its nodes in order, strong and weak links in turn, each node its
    /// candidates.
    pub chain: Vec<ChainNode>,
}

impl Highlight {
    /// A step's cells: where to look, its "because" cells, and where it places or removes.
    pub fn of_step(step: &ShownStep) -> Highlight {
        let target: Vec<Cell> = step.targets().collect();
        let look = (step.region.iter())
            .filter(|&c| !step.cells.contains(c) && !target.contains(c))
            .copied()
            .collect();
        Highlight {
            look,
            cause: step.cells.clone(),
            key: step.digits,
            target,
            out: step.eliminations.clone(),
            put: step.placements.clone(),
            chain: step.chain.clone(),
        }
    }

    /// What the board marks for `hint` at the stage it is shown.
    pub fn of_hint(hint: &Hint) -> Highlight {
        match (hint.answer.as_deref(), hint.revealed) {
            (Some(HintAnswer::Step { step, .. }), true) => Highlight::of_step(step),
            (Some(HintAnswer::Step { step, .. }), false) => Highlight {
                look: step.region.clone(),
                ..Highlight::default()
            },
            (Some(HintAnswer::Wrong(cells) | HintAnswer::Lost(cells)), _) => Highlight {
                cause: cells.iter().map(|&(cell, _)| cell).collect(),
                ..Highlight::default()
            },
            _ => Highlight::default(),
        }
    }

    /// What the board marks for Where did I go wrong's move at `cell`: the cell, and its
    /// reason's cells once in (where it ends, the digits it forces put, the digit it rules out
    /// struck).
    pub fn of_wrong(cell: Cell, reason: Option<&ShownStep>) -> Highlight {
        let mut lit = match reason {
            Some(step) => Highlight {
                look: step.region.clone(),
                cause: step.cells.clone(),
                out: step.eliminations.clone(),
                put: step.placements.clone(),
                ..Highlight::default()
            },
            None => Highlight::default(),
        };
        lit.target = vec![cell];
        lit
    }

    /// Whether it marks anything.
    pub fn is_empty(&self) -> bool {
        *self == Highlight::default()
    }
}

/// The board of the puzzle `givens` before step `at` of its path: the earlier steps' digits as
/// entries, their eliminations struck.
pub fn board_before(givens: Board, steps: &[ShownStep], at: usize) -> Grid {
    steps
        .iter()
        .take(at)
        .fold(Grid::loaded(givens), |grid, step| {
            grid.apply(&step.placements, &step.eliminations)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::logic::{LogicReply, LogicRequest, answer};

    #[test]
    fn the_board_before_each_step_keeps_the_solution_possible() {
        let givens: Board = sudoku_testkit::INKALA.parse().unwrap();
        let LogicReply::Path {
            path: Ok(rated), ..
        } = answer(&LogicRequest::Path { id: 0, givens }).expect("a reply")
        else {
            panic!("one solution")
        };
        let sudoku_solver::Outcome::Unique(solution) = givens.solve().outcome else {
            panic!()
        };
        for at in [0, 1, rated.steps.len() / 2, rated.steps.len()] {
            let grid = board_before(givens, &rated.steps, at);
            assert_eq!(grid.givens(), givens);
            for cell in Cell::all() {
                match grid.puzzle().get(cell) {
                    Some(digit) => assert_eq!(digit, solution.get(cell)),
                    None => assert!(grid.candidates(cell).contains(solution.get(cell))),
                }
            }
            if let Some(step) = rated.steps.get(at) {
                // The step's eliminations are still there to remove.
                for &(cell, digit) in &step.eliminations {
                    assert!(grid.candidates(cell).contains(digit), "step {at}");
                }
            }
        }
        assert!(
            board_before(givens, &rated.steps, rated.steps.len())
                .puzzle()
                .is_full()
        );
    }

    #[test]
    fn a_chain_is_drawn_once_the_hint_shows_its_step() {
        let givens: Board =
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8..."
                .parse()
                .unwrap();
        let LogicReply::Path {
            path: Ok(rated), ..
        } = answer(&LogicRequest::Path { id: 0, givens }).expect("a reply")
        else {
            panic!("one solution")
        };
        let step = rated.steps.iter().find(|s| !s.chain.is_empty()).unwrap();
        let hint = |revealed| Hint {
            id: 1,
            grid: Grid::loaded(givens),
            answer: Some(Rc::new(HintAnswer::Step {
                look: [String::new(), String::new()],
                step: Box::new(step.clone()),
            })),
            revealed,
        };
        assert!(
            Highlight::of_hint(&hint(false)).chain.is_empty(),
            "where to look: no drawing"
        );
        assert_eq!(Highlight::of_hint(&hint(true)).chain, step.chain);
        assert_eq!(Highlight::of_step(step).chain.len(), 4);
    }
}
