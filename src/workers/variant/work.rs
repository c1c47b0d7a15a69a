//! The variant worker's work: a text read into a puzzle the page can draw, a solve run in slices
//! (the worker reads a cancel between them), and the clashes of a grid being filled in. Each
//! request carries its puzzle (in this project's format), so a worker started afresh answers as
//! the one before it.

use sudoku_variants::clash::clashes;
use sudoku_variants::{Outcome, Paused, Puzzle, Shape, Solver, formats, fpuzzles, text};
use sudoku_words::Lang;
use sudoku_words::variant_page::{cell_notes, not_drawn, not_nine, rules, unread};

use super::draw::drawing;
use super::protocol::{ReadPuzzle, Solved, VariantReply, VariantRequest, Variants, is_grid};
use crate::workers::Service;

/// Branches a slice of a solve may try (a few milliseconds on a killer).
const SLICE: u64 = 64;

/// Branches a solve may try before it gives up (the command line's limit).
const LIMIT: u64 = sudoku_variants::search::DEFAULT_BRANCHES;

/// The solve under way, if any.
#[derive(Default)]
pub struct VariantWork {
    solving: Option<Solving>,
}

/// A solve between two slices.
struct Solving {
    id: u32,
    solver: Solver,
    paused: Paused,
}

/// A variant link's parts (what follows `#`: `v=` the puzzle percent-encoded, `&g=` the
/// board's givens, `&e=` its entries; from the page's Draw rules, `&d=` a drawing's step,
/// percent-encoded, as [`sudoku_variants::edit::edit`] takes it).
struct Linked<'a> {
    puzzle: String,
    givens: Option<&'a str>,
    entries: Option<&'a str>,
    step: Option<String>,
}

/// A variant link's parts; `None` if its puzzle is not percent-encoded text.
fn link_parts(link: &str) -> Option<Linked<'_>> {
    let mut parts = link.split('&');
    let puzzle = decoded(parts.next()?.strip_prefix("v=")?)?;
    let mut linked = Linked {
        puzzle,
        givens: None,
        entries: None,
        step: None,
    };
    for part in parts {
        match part.split_once('=') {
            Some(("g", grid)) if is_grid(grid) => linked.givens = Some(grid),
            Some(("e", grid)) if is_grid(grid) => linked.entries = Some(grid),
            Some(("d", step)) => linked.step = decoded(step),
            _ => {}
        }
    }
    Some(linked)
}

/// Percent-encoded text decoded; `None` if it is not UTF-8 or a `%` is not followed by two hex
/// digits.
fn decoded(text: &str) -> Option<String> {
    let mut bytes = Vec::new();
    let mut rest = text.bytes();
    while let Some(byte) = rest.next() {
        bytes.push(match byte {
            b'%' => {
                let hex = [rest.next()?, rest.next()?];
                u8::from_str_radix(std::str::from_utf8(&hex).ok()?, 16).ok()?
            }
            byte => byte,
        });
    }
    String::from_utf8(bytes).ok()
}

/// What `text` reads as, for the page: the puzzle with its drawing and rules, or why not. A
/// variant link's fragment (`v=…&g=…&e=…`) gives its givens and entries too.
pub fn read(id: u32, text: &str) -> VariantReply {
    let linked = match text.strip_prefix('#').unwrap_or(text) {
        link if link.starts_with("v=") => link_parts(link),
        _ => None,
    };
    let (linked_givens, entries) =
        (linked.as_ref()).map_or((None, None), |l| (l.givens, l.entries));
    let text = linked.as_ref().map_or(text, |l| l.puzzle.as_str());
    let why = |error: Option<&sudoku_variants::iss::ParseError>| VariantReply::Unread {
        id,
        why: [Lang::En, Lang::Zh].map(|lang| unread(lang, error)),
    };
    let mut puzzle = match formats::read(text) {
        None => return why(None),
        Some(Err(error)) => return why(Some(&error)),
        Some(Ok(puzzle)) => puzzle,
    };
    // A drawing's step: made on the puzzle with the board's givens, which its text keeps.
    if let Some((step, givens)) = linked
        .as_ref()
        .and_then(|l| Some((l.step.as_ref()?, l.givens?)))
    {
        if puzzle.givens.len() == 81 {
            given(&mut puzzle, givens);
        }
        puzzle = match sudoku_variants::edit::edit(&puzzle, step) {
            Ok(edited) => edited,
            Err(error) => {
                let why = [Lang::En, Lang::Zh].map(|lang| not_drawn(lang, &error));
                return VariantReply::Unread { id, why };
            }
        };
    }
    let shape = puzzle.shape;
    if Some(shape) != Shape::square(9) {
        return VariantReply::Unread {
            id,
            why: [Lang::En, Lang::Zh]
                .map(|lang| not_nine(lang, shape.rows(), shape.cols(), shape.digits())),
        };
    }
    let givens: Vec<u8> = puzzle.givens.iter().map(|g| g.unwrap_or(0)).collect();
    let givens = linked_givens.map_or_else(|| grid_text(&givens), str::to_string);
    // f-puzzles' link carries the givens the board starts from.
    let mut shown = puzzle.clone();
    given(&mut shown, &givens);
    let link = fpuzzles::link(&shown).unwrap_or_default();
    VariantReply::Read {
        id,
        puzzle: Box::new(ReadPuzzle {
            puzzle: text::write(&puzzle),
            fpuzzles: link,
            givens,
            entries: entries.unwrap_or(&".".repeat(81)).to_string(),
            boxes: puzzle.regions().len() == 9 && !puzzle.constraints.iter().any(is_region),
            drawing: drawing(&puzzle),
            rules: [Lang::En, Lang::Zh].map(|lang| rules(lang, &puzzle)),
            notes: [Lang::En, Lang::Zh].map(|lang| cell_notes(lang, &puzzle)),
        }),
    }
}

/// Whether a constraint lays out a jigsaw's regions.
fn is_region(constraint: &sudoku_variants::Constraint) -> bool {
    matches!(constraint, sudoku_variants::Constraint::Regions(_))
}

/// 81 digits as the messages write a grid (`.` for 0).
fn grid_text(digits: &[u8]) -> String {
    (digits.iter())
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// `puzzle`'s rules (this project's format, 9x9) with the digits of `grid` as its givens, in
/// place of the text's own (the board's givens are the puzzle's, or what Edit puzzle made of
/// them, and the person's digits); `None` if it is not one.
fn with_grid(puzzle: &str, grid: &str) -> Option<Puzzle> {
    let mut puzzle = text::parse(puzzle).ok()?;
    (Some(puzzle.shape) == Shape::square(9)).then_some(())?;
    given(&mut puzzle, grid);
    Some(puzzle)
}

/// A 9x9 `puzzle` with the digits of `grid` as its givens.
fn given(puzzle: &mut Puzzle, grid: &str) {
    puzzle.givens = (digits_of(grid).into_iter())
        .map(|d| (d != 0).then_some(d))
        .collect();
}

/// A message's grid (81 characters, `.` empty; the protocol checked it) as digits, 0 empty: the
/// inverse of [`grid_text`].
fn digits_of(grid: &str) -> Vec<u8> {
    (grid.bytes())
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect()
}

impl VariantWork {
    fn solved(id: u32, outcome: Outcome, branches: u64) -> VariantReply {
        let solved = match outcome {
            Outcome::Unique(grid) => Solved::Unique(grid_text(&grid)),
            Outcome::None => Solved::None,
            Outcome::Multiple(..) => Solved::Multiple,
            Outcome::GaveUp(_) => Solved::GaveUp,
        };
        VariantReply::Solved {
            id,
            solved,
            branches,
        }
    }
}

impl Service for VariantWork {
    type Protocol = Variants;

    fn request(&mut self, request: VariantRequest, post: &mut dyn FnMut(VariantReply)) {
        match request {
            VariantRequest::Read { id, text } => post(read(id, &text)),
            VariantRequest::Solve { id, puzzle, grid } => {
                self.solving = None;
                match with_grid(&puzzle, &grid) {
                    Some(puzzle) => {
                        let solver = Solver::new(&puzzle);
                        let paused = solver.search().pause();
                        self.solving = Some(Solving { id, solver, paused });
                    }
                    None => post(Self::solved(id, Outcome::None, 0)),
                }
            }
            VariantRequest::Check { id, puzzle, grid } => {
                let cells = match text::parse(&puzzle) {
                    Ok(puzzle) => (clashes(&puzzle, &digits_of(&grid)).iter())
                        .map(|c| c as u8)
                        .collect(),
                    Err(_) => Vec::new(),
                };
                post(VariantReply::Checked { id, grid, cells });
            }
            VariantRequest::Cancel => self.solving = None,
        }
    }

    fn busy(&self) -> bool {
        self.solving.is_some()
    }

    fn slice(&mut self, post: &mut dyn FnMut(VariantReply)) {
        let Some(Solving { id, solver, paused }) = self.solving.take() else {
            return;
        };
        let mut search = solver.resume(paused);
        let outcome = search.run(SLICE);
        let paused = search.pause();
        let branches = paused.branches;
        match outcome {
            Some(outcome) => post(Self::solved(id, outcome, branches)),
            None if branches >= LIMIT => {
                post(Self::solved(id, Outcome::GaveUp(Vec::new()), branches))
            }
            None => {
                if branches % (SLICE * 16) == 0 {
                    post(VariantReply::Progress { id, branches });
                }
                self.solving = Some(Solving { id, solver, paused });
            }
        }
    }
}

/// Every reply a worker gives to `requests`, a solve's slices run to its end (the tests' worker,
/// here and in the page's reducer tests).
#[cfg(test)]
pub fn replies(requests: &[VariantRequest]) -> Vec<VariantReply> {
    let mut work = VariantWork::default();
    let mut said = Vec::new();
    for request in requests {
        work.request(request.clone(), &mut |reply| said.push(reply));
    }
    while work.busy() {
        work.slice(&mut |reply| said.push(reply));
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_line(file: &str) -> (String, String) {
        let path = format!(
            "{}/../shared/puzzles/variants/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("the shared files");
        let fields: Vec<&str> = text.lines().next().unwrap().split('\t').collect();
        (fields[1].to_string(), fields[2].to_string())
    }

    fn read_puzzle(text: &str) -> ReadPuzzle {
        match read(1, text) {
            VariantReply::Read { puzzle, .. } => *puzzle,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_killer_is_read_drawn_and_solved_as_the_file_says() {
        let (killer, solution) = first_line("generated/killer.txt");
        let read = read_puzzle(&killer);
        assert!(read.boxes && read.drawing.contains("class=\"cage\""));
        assert_eq!(read.rules[0].len(), 1, "{:?}", read.rules);
        let said = replies(&[VariantRequest::Solve {
            id: 4,
            puzzle: read.puzzle.clone(),
            grid: read.givens.clone(),
        }]);
        match said.last() {
            Some(VariantReply::Solved {
                id: 4,
                solved: Solved::Unique(grid),
                ..
            }) => assert_eq!(*grid, solution),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_jigsaw_has_no_boxes_and_the_board_s_digits_join_the_givens() {
        let (jigsaw, solution) = first_line("generated/jigsaw.txt");
        let read = read_puzzle(&jigsaw);
        assert!(!read.boxes && read.drawing.contains("class=\"region\""));
        // The person's digits (the solution's first row) go with the givens.
        let mut grid: Vec<char> = read.givens.chars().collect();
        grid[..9].copy_from_slice(&solution.chars().take(9).collect::<Vec<_>>());
        let grid: String = grid.into_iter().collect();
        let solve = |grid: &str| {
            let said = replies(&[VariantRequest::Solve {
                id: 2,
                puzzle: read.puzzle.clone(),
                grid: grid.into(),
            }]);
            said.last().cloned()
        };
        assert!(matches!(
            solve(&grid),
            Some(VariantReply::Solved { solved: Solved::Unique(s), .. }) if s == solution
        ));
        // A wrong digit of the person's: no solution.
        let wrong: String = (grid.chars().enumerate())
            .map(|(i, c)| {
                if i == 0 {
                    if c == '1' { '2' } else { '1' }
                } else {
                    c
                }
            })
            .collect();
        assert!(matches!(
            solve(&wrong),
            Some(VariantReply::Solved {
                solved: Solved::None,
                ..
            })
        ));
    }

    #[test]
    fn a_cancel_stops_the_solve_and_a_check_names_the_clashes() {
        let (killer, solution) = first_line("generated/killer.txt");
        let read = read_puzzle(&killer);
        let solve = VariantRequest::Solve {
            id: 1,
            puzzle: read.puzzle.clone(),
            grid: ".".repeat(81),
        };
        assert!(replies(&[solve, VariantRequest::Cancel]).is_empty());
        // The solution with its first two digits swapped: a cage or a column repeats.
        let mut grid: Vec<u8> = solution.bytes().collect();
        grid.swap(0, 1);
        let said = replies(&[VariantRequest::Check {
            id: 3,
            puzzle: read.puzzle,
            grid: String::from_utf8(grid).unwrap(),
        }]);
        match &said[..] {
            [VariantReply::Checked { id: 3, cells, .. }] => {
                assert!(cells.contains(&0) && cells.contains(&1), "{cells:?}")
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_variant_example_reads_and_has_one_solution() {
        use sudoku_words::examples::{VARIANT_NAMES, VARIANT_PUZZLES};
        assert!(VARIANT_PUZZLES.len() >= 5);
        assert_eq!(VARIANT_NAMES.len(), VARIANT_PUZZLES.len());
        for (example, [name, _]) in VARIANT_PUZZLES.iter().zip(VARIANT_NAMES) {
            let read = read_puzzle(example);
            assert_eq!(read.puzzle, *example, "{name}: written as it is read");
            let said = replies(&[VariantRequest::Solve {
                id: 1,
                puzzle: read.puzzle,
                grid: read.givens,
            }]);
            let unique = matches!(
                said.last(),
                Some(VariantReply::Solved {
                    solved: Solved::Unique(_),
                    ..
                })
            );
            assert!(unique, "{name}: {said:?}");
        }
    }

    #[test]
    fn what_the_page_cannot_show_is_said_in_both_languages() {
        for text in [
            "hello",
            ".Cage~99~R1C1~R1C2",
            ".Shape~6x6.Cage~3~R1C1~R1C2",
            "https://sudokupad.app/8bNmDd4J9G",
        ] {
            match read(5, text) {
                VariantReply::Unread { id: 5, why } => {
                    assert!(why[0].starts_with("Not loaded: "), "{why:?}");
                    assert!(why[1].starts_with("未载入："), "{why:?}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}
