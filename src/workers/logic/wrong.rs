//! "Where did I go wrong?": why the person's first wrong move was wrong, told from the board
//! before it. A digit is refuted by the singles it would force (`logic::refute`: nine wrong
//! digits in ten on the boards `examples/refute_reach.rs` tries), else by the solving path from
//! that board, up to the step that rules it out; marks that left out the cell's digit, by the
//! step that places it there.

use sudoku_solver::logic::se::Tenths;
use sudoku_solver::logic::{Candidates, Refutation, refute, step_or_guess};
use sudoku_solver::{Board, Cell, Digit, DigitSet, Outcome};
use sudoku_words::{Lang, steps};

use super::ShownStep;
use crate::grid::Grid;

/// Move `number` of `moves` (0: older than they are), which put `digit` in `cell` (or, with
/// `marks`, left it out of the cell's marks) on the board of `givens` and `entries`, said, and
/// why it was wrong; `None` when it was not (or the givens do not have one solution).
pub(super) fn why_wrong(
    givens: &Board,
    entries: &Board,
    ((cell, digit), marks): ((Cell, Digit), bool),
    (number, moves): (usize, usize),
) -> Option<ShownStep> {
    let Outcome::Unique(solution) = givens.solve().outcome else {
        return None;
    };
    // The board before the move, the cell emptied (the move may have changed its digit).
    let mut board = Grid::loaded(*givens).with_entries(*entries).puzzle();
    // The digit put must be wrong; the digit marks left out, the cell's own.
    if givens.get(cell).is_some() || marks != (solution.get(cell) == digit) {
        return None;
    }
    board.set(cell, None);
    let head = |lang| steps::went_wrong(number, moves, (cell, digit), marks, lang);
    // The move, then why (a space between English sentences, none between Chinese ones).
    let said = |why: [String; 2]| {
        Lang::ALL.map(|lang| [head(lang), lang.pick(&why).clone()].join(*lang.pick(&[" ", ""])))
    };
    let mut candidates = Candidates::new(&board);
    if let Some(refutation) = refute(&candidates, cell, digit).filter(|_| !marks) {
        return Some(told(&refutation, said));
    }
    let mut at = 0;
    while let Some(step) = step_or_guess(&candidates, &solution) {
        at += 1;
        let places = step.placements.iter().any(|&(c, _)| c == cell);
        if places || step.eliminations.contains(&(cell, digit)) {
            let words =
                said(Lang::ALL.map(|lang| {
                    steps::ruled_out_later(cell, digit, marks, at, step.technique, lang)
                }));
            let (placements, eliminations) = match marks {
                true => (vec![(cell, digit)], Vec::new()),
                false => (Vec::new(), vec![(cell, digit)]),
            };
            return Some(reason(
                Vec::new(),
                Vec::new(),
                placements,
                eliminations,
                words,
            ));
        }
        candidates.apply(&step);
    }
    None
}

/// A refutation as a step to draw: the contradiction's cells where to look, the forced digits
/// put in their cells, the assumed digit struck out of its own.
fn told(refutation: &Refutation, said: impl Fn([String; 2]) -> [String; 2]) -> ShownStep {
    let forced = refutation.forced.iter();
    reason(
        refutation.end.cells(),
        forced.clone().map(|f| f.cell).collect(),
        forced.map(|f| (f.cell, f.digit)).collect(),
        vec![refutation.assumed],
        said(Lang::ALL.map(|lang| steps::refutation(refutation, lang))),
    )
}

fn reason(
    region: Vec<Cell>,
    cells: Vec<Cell>,
    placements: Vec<(Cell, Digit)>,
    eliminations: Vec<(Cell, Digit)>,
    words: [String; 2],
) -> ShownStep {
    ShownStep {
        region,
        cells,
        digits: DigitSet::EMPTY,
        placements,
        eliminations,
        chain: Vec::new(),
        rating: Tenths(0),
        words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workers::Message;
    use crate::workers::logic::{LogicReply, LogicRequest, answer};
    use sudoku_testkit::{EASY, INKALA};

    /// The reason the worker gives, through the text protocol both ways.
    fn reason(givens: &str, at: (Cell, Digit), marks: bool) -> Option<ShownStep> {
        let givens: Board = givens.parse().unwrap();
        let request = LogicRequest::Wrong {
            id: 4,
            givens,
            entries: Board::EMPTY,
            at,
            marks,
            number: 3,
            moves: 5,
        };
        assert_eq!(
            LogicRequest::decode(&request.encode()),
            Some(request.clone())
        );
        let reply = answer(&request).unwrap();
        assert_eq!(LogicReply::decode(&reply.encode()), Some(reply.clone()));
        let LogicReply::Wrong { id: 4, reason } = reply else {
            panic!("{reply:?}")
        };
        reason.map(|step| *step)
    }

    fn solution(givens: &str) -> Board {
        let Outcome::Unique(solution) = givens.parse::<Board>().unwrap().solve().outcome else {
            panic!()
        };
        Board::from_line(&solution.to_string()).unwrap()
    }

    #[test]
    fn a_wrong_digit_is_refuted_and_a_lost_mark_placed() {
        let solution = solution(EASY);
        let board: Board = EASY.parse().unwrap();
        let cell = Cell::all().find(|&c| board.get(c).is_none()).unwrap();
        let right = solution.get(cell).unwrap();
        let wrong = board.candidates(cell).iter().find(|&d| d != right).unwrap();
        let step = reason(EASY, (cell, wrong), false).expect("a reason");
        assert_eq!(step.eliminations, [(cell, wrong)]);
        let named = Lang::En.cell(cell);
        let head = format!("Move 3 of 5 went wrong: it put {wrong} in {named}. ");
        let why = step.words[0]
            .strip_prefix(&head)
            .expect("the move, then why");
        assert!(
            why.starts_with(&format!("If {named} held {wrong}: "))
                || why.starts_with(&format!("{named} cannot be {wrong}: ")),
            "{why}"
        );
        let zh = format!(
            "第 3 步（共 5 步）出了错：它填了{}的 {wrong}。",
            Lang::Zh.cell(cell)
        );
        assert!(step.words[1].starts_with(&zh), "{:?}", step.words);
        let placed = reason(EASY, (cell, right), true).expect("a reason");
        assert_eq!(placed.placements, [(cell, right)]);
        let head = format!("Move 3 of 5 went wrong: its marks left out {right} in {named}. ");
        assert!(placed.words[0].starts_with(&format!("{head}{named} must be {right}: ")));
        // Not wrong: no reason.
        assert_eq!(reason(EASY, (cell, right), false), None);
        assert_eq!(reason(EASY, (cell, wrong), true), None);
    }

    #[test]
    fn past_singles_the_solving_path_says_which_step_rules_it_out() {
        let solution = solution(INKALA);
        let board: Board = INKALA.parse().unwrap();
        let candidates = Candidates::new(&board);
        let (cell, wrong) = (Cell::all())
            .flat_map(|c| candidates.get(c).iter().map(move |d| (c, d)))
            .find(|&(c, d)| Some(d) != solution.get(c) && refute(&candidates, c, d).is_none())
            .expect("a wrong candidate singles cannot refute");
        let step = reason(INKALA, (cell, wrong), false).expect("a reason");
        assert!(
            step.words[0].contains(&format!(
                ". Singles alone do not rule out {wrong} from {}",
                Lang::En.cell(cell)
            )),
            "{:?}",
            step.words
        );
        assert!(step.words[1].contains("仅靠唯一数"));
        assert_eq!(step.eliminations, [(cell, wrong)]);
    }
}
