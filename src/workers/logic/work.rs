//! The logic worker's work: the rating and path of some givens; the next step on the person's
//! board, or their wrong digits, from givens, entries and struck candidates. Each request is
//! answered at once, in order: a path takes a few milliseconds for most puzzles (a median of 3 ms
//! for top1465 in Chromium, docs/BENCHMARKS.md), and the page has at most one request of each
//! kind out at a time.

use sudoku_solver::generate::{Request, Symmetry, generate};
use sudoku_solver::logic::se::{SePath, step_rating};
use sudoku_solver::logic::{Candidates, LogicalPath, Step, step_or_guess};
use sudoku_solver::{Board, Cell, Digit, Outcome, Verdict};
use sudoku_words::{Lang, steps};

use super::{HintAnswer, Logic, LogicReply, LogicRequest, Rated, ShownStep};
use crate::grid::{Grid, Marks};
use crate::workers::Service;

/// The logic worker's work (it keeps nothing between requests).
#[derive(Clone, Copy, Debug, Default)]
pub struct LogicWork;

impl Service for LogicWork {
    type Protocol = Logic;

    fn request(&mut self, request: LogicRequest, post: &mut dyn FnMut(LogicReply)) {
        post(answer(&request));
    }
}

impl ShownStep {
    fn of(step: &Step) -> ShownStep {
        // Where the first press looks: a forcing chain or net's assumption, or the step's units
        // or cells (as `steps::look` says it).
        let region: Vec<Cell> = if steps::is_forcing(step) {
            step.cells[..1].to_vec()
        } else if step.units.is_empty() {
            step.cells.clone()
        } else {
            Cell::all()
                .filter(|&cell| step.units.iter().any(|&unit| unit.contains(cell)))
                .collect()
        };
        ShownStep {
            region,
            cells: step.cells.clone(),
            digits: step.digits,
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            chain: step.chain.clone(),
            rating: step_rating(step),
            // The page draws a chain, so its sentence names the ends alone.
            words: Lang::ALL.map(|lang| steps::drawn_sentence(step, lang)),
        }
    }
}

/// The worker's work: the reply to `request`.
pub fn answer(request: &LogicRequest) -> LogicReply {
    match request {
        LogicRequest::Path { id, givens } => LogicReply::Path {
            id: *id,
            path: rate(givens),
        },
        LogicRequest::Hint {
            id,
            givens,
            entries,
            ruled_out,
        } => LogicReply::Hint {
            id: *id,
            answer: hint(givens, entries, ruled_out),
        },
        LogicRequest::Generate { id, level, seed } => {
            // Even the rarest level takes tens of milliseconds (docs/BENCHMARKS.md): one
            // request, answered at once, like a path.
            let request = Request {
                level: *level,
                symmetry: Symmetry::Rotate180,
            };
            LogicReply::Generated {
                id: *id,
                puzzle: generate(request, *seed).puzzle,
            }
        }
    }
}

/// The path of `givens` and their rating on Sudoku Explainer's scale (from the path SE's rules
/// take), if they have exactly one solution.
fn rate(givens: &Board) -> Result<Rated, Option<Verdict>> {
    // The path proves the solution unique first; when it is not, its error says why.
    let path = LogicalPath::of(givens).map_err(|not| not.verdict())?;
    let se = SePath::of(givens).map_err(|not| not.verdict())?;
    let hardest = se.hardest();
    // The path's placements fill the board: that is the solution, without solving again.
    let mut solution = *givens;
    for &(cell, digit) in path.steps.iter().flat_map(|step| &step.placements) {
        solution.set(cell, Some(digit));
    }
    Ok(Rated {
        solution,
        level: se.level(),
        er: se.rating().er,
        guesses: path.guesses(),
        hardest: Lang::ALL.map(|lang| hardest.map_or_else(String::new, |t| lang.se_technique(t))),
        steps: path.steps.iter().map(ShownStep::of).collect(),
    })
}

/// The next step on the person's board, or what stands in its way. `ruled_out` is what hints
/// struck and what the person's notes leave out.
fn hint(givens: &Board, entries: &Board, ruled_out: &Marks) -> HintAnswer {
    let outcome = givens.solve().outcome;
    let Outcome::Unique(solution) = outcome else {
        return HintAnswer::NotOne(outcome.verdict());
    };
    let wrong: Vec<(Cell, Digit)> = Cell::all()
        .filter_map(|cell| Some((cell, entries.get(cell)?)))
        .filter(|&(cell, digit)| givens.get(cell).is_none() && solution.get(cell) != digit)
        .collect();
    if !wrong.is_empty() {
        return HintAnswer::Wrong(wrong);
    }
    let board = Grid::loaded(*givens).with_entries(*entries).puzzle();
    // Hints only strike what a proof removes, so a solution's digit ruled out is a note the
    // person took away (or tampered storage): said, never built on.
    let (lost, ruled_out): (Vec<_>, Vec<_>) = (ruled_out.pairs().into_iter())
        .filter(|&(cell, _)| board.get(cell).is_none())
        .partition(|&(cell, digit)| solution.get(cell) == digit);
    if !lost.is_empty() {
        return HintAnswer::Lost(lost);
    }
    let mut candidates = Candidates::new(&board);
    for (cell, digit) in ruled_out {
        candidates.eliminate(cell, digit);
    }
    let Some(step) = step_or_guess(&candidates, &solution) else {
        return HintAnswer::Solved;
    };
    HintAnswer::Step {
        look: Lang::ALL.map(|lang| steps::look(&step, lang)),
        step: ShownStep::of(&step),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::workers::Message;
    use sudoku_solver::logic::Level;
    use sudoku_solver::logic::se::Tenths;
    use sudoku_testkit::{EASY, INKALA};

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    /// Every reply goes through the text protocol and comes back the same.
    fn check(request: LogicRequest) -> LogicReply {
        let sent = LogicRequest::decode(&request.encode());
        assert_eq!(sent.as_ref(), Some(&request));
        let reply = answer(&request);
        assert_eq!(LogicReply::decode(&reply.encode()), Some(reply.clone()));
        reply
    }

    #[test]
    fn a_chain_travels_with_its_step() {
        // The fifth of Norvig's top 95: its path has a 2-String Kite and a Skyscraper.
        let givens =
            "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";
        let LogicReply::Path {
            path: Ok(rated), ..
        } = check(LogicRequest::Path {
            id: 1,
            givens: board(givens),
        })
        else {
            panic!("the puzzle is rated")
        };
        let chained = rated.steps.iter().find(|s| !s.chain.is_empty());
        let chained = chained.expect("the path has a chain");
        assert!(
            chained.words[0].starts_with("2-String Kite"),
            "{}",
            chained.words[0]
        );
        assert_eq!(chained.chain.len(), 4);
    }

    fn hint(givens: Board, entries: Board, ruled_out: Marks) -> HintAnswer {
        match check(LogicRequest::Hint {
            id: 7,
            givens,
            entries,
            ruled_out,
        }) {
            LogicReply::Hint { id: 7, answer } => answer,
            other => panic!("not a hint: {other:?}"),
        }
    }

    #[test]
    fn a_new_puzzle_is_made_at_the_level_asked_and_the_seed_decides_it() {
        for level in Level::ALL {
            let LogicReply::Generated { id: 4, puzzle } = check(LogicRequest::Generate {
                id: 4,
                level,
                seed: 99,
            }) else {
                panic!("not a new puzzle")
            };
            let path = SePath::of(&puzzle).expect("one solution");
            assert_eq!(path.level(), level, "{puzzle}");
            assert!(Symmetry::Rotate180.holds(&puzzle));
            let again = answer(&LogicRequest::Generate {
                id: 4,
                level,
                seed: 99,
            });
            assert_eq!(again, LogicReply::Generated { id: 4, puzzle });
        }
    }

    #[test]
    fn a_path_is_rated_and_its_steps_fill_the_board() {
        let LogicReply::Path {
            id: 3,
            path: Ok(rated),
        } = check(LogicRequest::Path {
            id: 3,
            givens: board(INKALA),
        })
        else {
            panic!("Inkala's puzzle has one solution")
        };
        assert_eq!(rated.level, Level::Extreme);
        // SE rates it 10.7 (its nested chains, not reproduced yet); ours, with nested forcing
        // nets, 10.3.
        assert!(rated.er >= Tenths(90), "{:?}", rated.er);
        let mut filled = board(INKALA);
        for step in &rated.steps {
            assert!(!step.words[0].is_empty() && !step.words[1].is_empty());
            for &(cell, digit) in &step.placements {
                filled.set(cell, Some(digit));
            }
        }
        let Outcome::Unique(solution) = board(INKALA).solve().outcome else {
            panic!()
        };
        assert_eq!(filled, solution.board());

        let LogicReply::Path { path: Ok(easy), .. } = check(LogicRequest::Path {
            id: 4,
            givens: board(EASY),
        }) else {
            panic!()
        };
        assert_eq!(easy.level, Level::Easy);
        assert_eq!(easy.er, Tenths(12));
        assert_eq!(easy.guesses, 0);
        assert_eq!(easy.hardest, ["Hidden single", "隐性唯一数"]);
    }

    #[test]
    fn puzzles_without_one_solution_have_no_path() {
        for (givens, why) in [
            (Board::EMPTY, Some(Verdict::Multiple)),
            (board(&format!("55{}", ".".repeat(79))), None),
        ] {
            let reply = check(LogicRequest::Path { id: 1, givens });
            assert_eq!(
                reply,
                LogicReply::Path {
                    id: 1,
                    path: Err(why)
                }
            );
            assert_eq!(
                hint(givens, Board::EMPTY, Marks::default()),
                HintAnswer::NotOne(why)
            );
        }
    }

    #[test]
    fn a_hint_on_the_persons_board() {
        // The first step of the easy puzzle, and where to look for it.
        let HintAnswer::Step { look, step } = hint(board(EASY), Board::EMPTY, Marks::default())
        else {
            panic!("a step expected")
        };
        assert!(!step.region.is_empty());
        assert!(look[0].starts_with("Look at "), "{}", look[0]);
        assert!(step.words[0].contains(&step.placements[0].1.to_string()));
        // With that step's digit entered, the next hint is another step.
        let (cell, digit) = step.placements[0];
        let entries = Board::EMPTY.with(cell, Some(digit));
        let HintAnswer::Step { step: next, .. } = hint(board(EASY), entries, Marks::default())
        else {
            panic!()
        };
        assert_ne!(next.placements, step.placements);
        // A wrong entry is named, not built on.
        let wrong = Digit::new(digit.get() % 9 + 1).unwrap();
        let entries = Board::EMPTY.with(cell, Some(wrong));
        assert_eq!(
            hint(board(EASY), entries, Marks::default()),
            HintAnswer::Wrong(vec![(cell, wrong)])
        );
        // The whole solution entered: solved.
        let Outcome::Unique(solution) = board(EASY).solve().outcome else {
            panic!()
        };
        assert_eq!(
            hint(board(EASY), solution.board(), Marks::default()),
            HintAnswer::Solved
        );
        // Notes that leave out the solution's digit: said, cell by cell.
        let needed = solution.get(cell);
        let other = Digit::new(needed.get() % 9 + 1).unwrap();
        let ruled_out = Grid::loaded(board(EASY))
            .toggle_note(cell, other)
            .unwrap()
            .ruled_out();
        assert_eq!(
            ruled_out,
            Marks::from_pairs(
                Digit::ALL
                    .into_iter()
                    .filter(|&d| d != other)
                    .map(|d| (cell, d))
            )
        );
        assert_eq!(
            hint(board(EASY), Board::EMPTY, ruled_out),
            HintAnswer::Lost(vec![(cell, needed)])
        );
    }

    #[test]
    fn struck_candidates_lead_to_the_next_step() {
        // Inkala's path needs eliminations: applying each hint's eliminations as struck
        // candidates and its placements as entries, hints walk the whole way without repeating.
        let givens = board(INKALA);
        let (mut entries, mut struck) = (Board::EMPTY, Marks::default());
        for _ in 0..400 {
            match hint(givens, entries, struck) {
                HintAnswer::Step { step, .. } => {
                    assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
                    for &(cell, digit) in &step.placements {
                        entries.set(cell, Some(digit));
                    }
                    for &(cell, digit) in &step.eliminations {
                        assert!(!struck.contains(cell, digit), "{step:?} repeats");
                        struck = struck.with(cell, digit);
                    }
                }
                HintAnswer::Solved => return,
                other => panic!("{other:?}"),
            }
        }
        panic!("400 hints did not finish Inkala's puzzle");
    }
}
