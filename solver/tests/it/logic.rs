//! The logic engine: every step is sound (checked against the solution on corpus puzzles), paths
//! end at the solution, and techniques fire where they must.

use sudoku_solver::logic::se::SePath;
use sudoku_solver::logic::{
    Candidates, Level, LogicalPath, NotAPuzzle, Step, Technique, next_step,
};
use sudoku_solver::{Board, Cell, Digit, Outcome, Unit, Verdict};
use sudoku_testkit::{EASY, INKALA};

use crate::read_corpus;

/// Solves `board` step by step and checks each step against the solution: a placement is the
/// solution's digit, an elimination never removes it. Returns the path.
fn check_sound(board: &Board, name: &str) -> LogicalPath {
    check_sound_path(board, name, LogicalPath::of)
}

/// [`check_sound`] on the path `path_of` takes.
fn check_sound_path(
    board: &Board,
    name: &str,
    path_of: fn(&Board) -> Result<LogicalPath, NotAPuzzle>,
) -> LogicalPath {
    let path = path_of(board).unwrap_or_else(|_| panic!("{name}: no path"));
    check_sound_steps(board, name, &path.steps, true);
    path
}

/// Checks `steps` against `board`'s solution (and, with `links`, each chain's links).
pub(crate) fn check_sound_steps(board: &Board, name: &str, steps: &[Step], links: bool) {
    let Outcome::Unique(solution) = board.solve().outcome else {
        panic!("{name}: not a unique puzzle");
    };
    let mut candidates = Candidates::new(board);
    for step in steps {
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{name}: {step}");
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(solution.get(cell), digit, "{name}: {step}");
            assert!(
                candidates.get(cell).contains(digit),
                "{name}: removes a non-candidate: {step}"
            );
        }
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{name}: empty {step}"
        );
        if links {
            check_chain(&candidates, step, name);
        }
        candidates.apply(step);
    }
    assert_eq!(
        *candidates.board(),
        solution.board(),
        "{name}: the path ends at the solution"
    );
}

/// The techniques that are chains, whose steps must say their links.
const CHAINS: [Technique; 8] = [
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::XChain,
    Technique::XYChain,
    Technique::AlternatingInferenceChain,
    Technique::GroupedAic,
    Technique::XCycle,
    Technique::ContinuousLoop,
];

/// The loops among [`CHAINS`]: their first node again at the end, after a weak link.
const LOOPS: [Technique; 2] = [Technique::XCycle, Technique::ContinuousLoop];

/// A chain's links hold in `candidates` (the position before its step): strong and weak in
/// turn, strong first and last, and each eliminated candidate weakly linked to both ends (in a
/// loop, which closes on its first node by a weak link: to both ends of one weak link). A
/// node is one candidate, or, in a grouped chain, a digit's places where a box and a line
/// cross (`Step::nodes` says how many candidates each node takes).
fn check_chain(candidates: &Candidates, step: &Step, name: &str) {
    let chain = &step.chain;
    assert_eq!(
        !chain.is_empty(),
        CHAINS.contains(&step.technique),
        "{name}: chain {chain:?} for {step}"
    );
    if chain.is_empty() {
        return;
    }
    let mut nodes: Vec<&[(Cell, Digit)]> = Vec::new();
    let mut rest = &chain[..];
    let sizes: Vec<usize> = if step.nodes.is_empty() {
        vec![1; chain.len()]
    } else {
        step.nodes.clone()
    };
    assert_eq!(sizes.iter().sum::<usize>(), chain.len(), "{name}: {step}");
    for size in sizes {
        let (node, after) = rest.split_at(size);
        nodes.push(node);
        rest = after;
    }
    let has = |(cell, digit): (Cell, Digit)| candidates.get(cell).contains(digit);
    let units = |cell: Cell| {
        [
            Unit::Row(cell.row()),
            Unit::Column(cell.col()),
            Unit::Box(cell.box_index()),
        ]
    };
    for node in &nodes {
        assert!(node.iter().all(|&c| has(c)), "{name}: {node:?} for {step}");
        let (first, digit) = node[0];
        let crossing = node.iter().all(|&(c, d)| {
            d == digit
                && c.box_index() == first.box_index()
                && (node.iter().all(|&(o, _)| o.row() == c.row())
                    || node.iter().all(|&(o, _)| o.col() == c.col()))
        });
        assert!(
            crossing,
            "{name}: a group not in one crossing: {node:?} for {step}"
        );
    }
    let cells_of = |node: &[(Cell, Digit)]| node.iter().map(|&(c, _)| c).collect::<Vec<_>>();
    let strong = |a: &[(Cell, Digit)], b: &[(Cell, Digit)]| {
        if a.len() == 1 && b.len() == 1 && a[0].0 == b[0].0 {
            return a[0].1 != b[0].1 && candidates.get(a[0].0).len() == 2;
        }
        let digit = a[0].1;
        let both: Vec<Cell> = cells_of(a).into_iter().chain(cells_of(b)).collect();
        b[0].1 == digit
            && cells_of(a).iter().all(|c| !cells_of(b).contains(c))
            && units(both[0]).into_iter().any(|unit| {
                both.iter().all(|&c| unit.contains(c))
                    && Cell::all()
                        .filter(|&c| unit.contains(c) && has((c, digit)))
                        .count()
                        == both.len()
            })
    };
    let weak = |a: &[(Cell, Digit)], b: &[(Cell, Digit)]| {
        if a.len() == 1 && b.len() == 1 && a[0].0 == b[0].0 {
            return a[0].1 != b[0].1;
        }
        a[0].1 == b[0].1 && a.iter().all(|x| b.iter().all(|y| x.0.sees(y.0)))
    };
    let closed = LOOPS.contains(&step.technique);
    if closed {
        // A loop: distinct nodes, then the first again.
        assert_eq!(nodes.first(), nodes.last(), "{name}: {chain:?} for {step}");
        let open = &nodes[..nodes.len() - 1];
        assert!(
            (1..open.len()).all(|i| !open[..i].contains(&open[i])),
            "{name}: a node twice in {chain:?} for {step}"
        );
    }
    let count = nodes.len() - usize::from(closed);
    assert!(
        count >= 4 && count.is_multiple_of(2),
        "{name}: {chain:?} for {step}"
    );
    for (i, pair) in nodes.windows(2).enumerate() {
        let linked = if i % 2 == 0 {
            strong(pair[0], pair[1])
        } else {
            weak(pair[0], pair[1])
        };
        assert!(linked, "{name}: link {i} of {chain:?} for {step}");
    }
    // A chain's ends; a loop's weak links, each with exactly one true end.
    type Node<'a> = &'a [(Cell, Digit)];
    let pairs: Vec<(Node, Node)> = if closed {
        nodes[1..].chunks(2).map(|w| (w[0], w[1])).collect()
    } else {
        vec![(nodes[0], nodes[nodes.len() - 1])]
    };
    for &elimination in &step.eliminations {
        let candidate = [elimination];
        assert!(
            has(elimination)
                && pairs
                    .iter()
                    .any(|(a, b)| weak(&candidate, a) && weak(&candidate, b)),
            "{name}: {elimination:?} is not seen by both ends of a link of {chain:?} for {step}"
        );
    }
}

fn sample(name: &str, every: usize) -> Vec<(usize, Board)> {
    read_corpus(name).into_iter().step_by(every).collect()
}

#[test]
fn every_step_is_sound_on_corpus_samples() {
    let mut seen = std::collections::BTreeSet::new();
    for (corpus, every) in [
        ("puzzles3_magictour_top1465", 15),
        ("puzzles2_17_clue", 500),
        ("norvig_top95.txt", 1),
        ("puzzles6_forum_hardest_1106", 25),
        ("puzzles1_unbiased_first1000", 20),
    ] {
        for (line, board) in sample(corpus, every) {
            let path = check_sound(&board, &format!("{corpus}:{line}"));
            seen.extend(path.steps.iter().map(|s| s.technique));
        }
    }
    // Every technique fired somewhere in the sample (so none is dead code), but four rare ones:
    // the hidden quad (its complement in the unit, a naked subset, is nearly always found first),
    // the jellyfish, the sashimi jellyfish and the unique rectangle of type 5; all have hand-made
    // positions (below, in finned.rs and in rectangles.rs). And no puzzle needs the guess any
    // more: it is checked below on a board with two solutions.
    let rare = [
        Technique::HiddenQuad,
        Technique::Jellyfish,
        Technique::SashimiJellyfish,
        Technique::UniqueRectangle5,
        Technique::Guess,
    ];
    for technique in Technique::ALL.into_iter().filter(|t| !rare.contains(t)) {
        assert!(
            seen.contains(&technique),
            "{technique} never fired: {seen:?}"
        );
    }
}

/// Whether `candidates` can still be completed: a plain search over the candidates (the cell
/// with the fewest first), the oracle for what a forcing step claims.
fn completes(candidates: &Candidates) -> bool {
    let board = candidates.board();
    let empty = sudoku_solver::Cell::all().filter(|&c| board.get(c).is_none());
    let Some(cell) = empty.min_by_key(|&c| candidates.get(c).len()) else {
        return board.clashes().is_empty();
    };
    candidates.get(cell).iter().any(|digit| {
        let mut next = candidates.clone();
        next.apply(&placing(cell, digit));
        completes(&next)
    })
}

fn placing(cell: sudoku_solver::Cell, digit: sudoku_solver::Digit) -> sudoku_solver::logic::Step {
    sudoku_solver::logic::Step {
        technique: Technique::NakedSingle,
        cells: vec![cell],
        digits: sudoku_solver::DigitSet::EMPTY.with(digit),
        units: Vec::new(),
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        chain: Vec::new(),
        nodes: Vec::new(),
        sets: Vec::new(),
    }
}

/// Forcing chains and nets are checked on real positions (a hand-made one would be found first
/// by something simpler): where top1465's paths use them, the assumed digit really leaves the
/// candidates with no completion, and the step's cells start at the assumption.
#[test]
fn forcing_steps_assume_a_digit_that_leads_nowhere() {
    let mut checked = std::collections::BTreeMap::new();
    for (line, board) in read_corpus("puzzles3_magictour_top1465") {
        let path = LogicalPath::of(&board).unwrap();
        let mut candidates = Candidates::new(&board);
        for step in &path.steps {
            if matches!(
                step.technique,
                Technique::ForcingChain | Technique::ForcingNet
            ) {
                let [(cell, digit)] = step.eliminations[..] else {
                    panic!("{line}: a forcing step removes one candidate: {step}")
                };
                assert_eq!(step.cells.first(), Some(&cell), "{line}: {step}");
                let mut assumed = candidates.clone();
                assumed.apply(&placing(cell, digit));
                assert!(!completes(&assumed), "{line}: {step} does not lead nowhere");
                assert!(
                    completes(&candidates),
                    "{line}: the position itself completes"
                );
                *checked.entry(step.technique).or_insert(0) += 1;
            }
            candidates.apply(step);
        }
        if checked.get(&Technique::ForcingChain) >= Some(&50)
            && checked.get(&Technique::ForcingNet) >= Some(&1)
        {
            return;
        }
    }
    panic!("top1465 should need 50 forcing chains and a net: {checked:?}");
}

/// Nested forcing nets, where the forum's hardest puzzles need them: the assumed digit leaves the
/// candidates with no completion (a plain search says so), though the position itself completes;
/// and every one of these paths finishes without a guess.
#[test]
fn nested_forcing_nets_assume_a_digit_that_leads_nowhere() {
    let mut checked = 0;
    for (line, board) in sample("puzzles6_forum_hardest_1106", 25) {
        let path = LogicalPath::of(&board).unwrap();
        assert!(path.is_logical(), "{line}: a guess in {path:?}");
        let mut candidates = Candidates::new(&board);
        for step in &path.steps {
            if step.technique == Technique::NestedForcingNet {
                let [(cell, digit)] = step.eliminations[..] else {
                    panic!("{line}: a nested net removes one candidate: {step}")
                };
                assert_eq!(step.cells.first(), Some(&cell), "{line}: {step}");
                let mut assumed = candidates.clone();
                assumed.apply(&placing(cell, digit));
                assert!(!completes(&assumed), "{line}: {step} does not lead nowhere");
                assert!(completes(&candidates), "{line}: the position completes");
                checked += 1;
            }
            candidates.apply(step);
        }
    }
    assert!(
        checked >= 15,
        "the sample's paths use nested nets: {checked}"
    );
}

/// The guess is left for boards that are not puzzles: where two solutions differ only by a
/// rectangle of two digits (a deadly pattern), nothing can choose between them, and the step
/// places the given solution's digit, labelled a guess.
#[test]
fn a_deadly_rectangle_leaves_only_a_guess() {
    let Outcome::Unique(solution) = EASY.parse::<Board>().unwrap().solve().outcome else {
        panic!()
    };
    let full = solution.board();
    // A rectangle over two boxes whose two digits can swap: the board without it has both grids.
    let corners = (0..81usize)
        .flat_map(|a| (0..81usize).map(move |b| (a, b)))
        .map(|(a, b)| (Cell::new(a).unwrap(), Cell::new(b).unwrap()))
        .filter(|(a, b)| a.row() < b.row() && a.col() < b.col())
        .map(|(a, b)| {
            [
                a,
                Cell::at(a.row(), b.col()).unwrap(),
                Cell::at(b.row(), a.col()).unwrap(),
                b,
            ]
        })
        .find(|&[a, ab, ba, b]| {
            let boxes: std::collections::BTreeSet<usize> =
                [a, ab, ba, b].iter().map(|c| c.box_index()).collect();
            boxes.len() == 2 && full.get(a) == full.get(b) && full.get(ab) == full.get(ba)
        })
        .expect("the easy solution has a swappable rectangle");
    let mut open = full;
    for cell in corners {
        open.set(cell, None);
    }
    assert_eq!(open.solve().outcome.verdict(), Some(Verdict::Multiple));
    let candidates = Candidates::new(&open);
    assert_eq!(next_step(&candidates), None, "no technique decides");
    let step = sudoku_solver::logic::step_or_guess(&candidates, &solution).unwrap();
    assert_eq!(step.technique, Technique::Guess);
    let [(cell, digit)] = step.placements[..] else {
        panic!("a guess places one digit: {step}")
    };
    assert!(corners.contains(&cell));
    assert_eq!(Some(digit), full.get(cell));
}

#[test]
fn easy_puzzles_need_singles_only() {
    let easy: Board = EASY.parse().unwrap();
    let path = check_sound(&easy, "easy");
    assert_eq!(SePath::of(&easy).unwrap().level(), Level::Easy);
    assert!(path.is_logical());
    assert_eq!(path.steps.len(), 51);
}

#[test]
fn a_full_board_has_no_next_step_and_an_empty_path() {
    let Outcome::Unique(solution) = EASY.parse::<Board>().unwrap().solve().outcome else {
        panic!()
    };
    let full = solution.board();
    assert_eq!(next_step(&Candidates::new(&full)), None);
    assert!(LogicalPath::of(&full).unwrap().steps.is_empty());
}

#[test]
fn a_board_without_one_solution_says_why_it_has_no_path() {
    let many = LogicalPath::of(&Board::EMPTY).unwrap_err();
    assert_eq!(many, NotAPuzzle::Multiple);
    assert_eq!(many.verdict(), Some(Verdict::Multiple));
    // Inkala's puzzle with a second 8 in row 1.
    let clash: Board = format!("88{}", &INKALA[2..]).parse().unwrap();
    let Err(NotAPuzzle::Clash(cells)) = LogicalPath::of(&clash) else {
        panic!("two 8s in row 1 clash");
    };
    assert_eq!(cells, clash.clashes());
    assert_eq!(
        LogicalPath::of(&clash).unwrap_err().to_string(),
        "not a puzzle: the givens clash in r1c1, r1c2"
    );
    // Row 1 holds 1 to 8, and r9c9 holds 9: r1c9 can hold nothing, though nothing clashes.
    let none: Board = format!("12345678{}9", ".".repeat(72)).parse().unwrap();
    assert_eq!(none.clashes(), Default::default());
    let error = LogicalPath::of(&none).unwrap_err();
    assert_eq!(error, NotAPuzzle::NoSolution);
    assert_eq!(error.verdict(), Some(Verdict::NoSolution));
    assert_eq!(error.to_string(), "not a puzzle: it has no solution");
}

#[test]
fn technique_and_level_names_round_trip() {
    for technique in Technique::ALL {
        let name = technique.to_string();
        assert!(!name.contains(' '), "{name}: one word for a command line");
        assert_eq!(name.parse(), Ok(technique));
        assert_eq!(name.to_uppercase().parse(), Ok(technique));
    }
    for level in Level::ALL {
        assert_eq!(level.to_string().parse(), Ok(level));
    }
    let error = "hard-ish".parse::<Level>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown level 'hard-ish': expected one of easy, medium, hard, expert, extreme"
    );
    assert!("wing".parse::<Technique>().is_err());
}

/// Hand-made positions: an empty board with every candidate everywhere, then some removed, so one
/// technique must fire (and, changed a little, must not).
mod handmade {
    use sudoku_solver::logic::{Candidates, Step, Technique, next_step};
    use sudoku_solver::{Board, Cell, Digit};

    fn cell(name: &str) -> Cell {
        let b = name.as_bytes();
        Cell::at(usize::from(b[1] - b'1'), usize::from(b[3] - b'1')).unwrap()
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    /// The cells of a row, column or box ("r1", "c4", "b2"), 1-based.
    fn unit(name: &str) -> Vec<Cell> {
        let i = usize::from(name.as_bytes()[1] - b'1');
        Cell::all()
            .filter(|c| match name.as_bytes()[0] {
                b'r' => c.row() == i,
                b'c' => c.col() == i,
                _ => c.box_index() == i,
            })
            .collect()
    }

    struct Position(Candidates);

    impl Position {
        fn new() -> Position {
            Position(Candidates::new(&Board::EMPTY))
        }

        /// Removes `digits` from `cells`, except from `keep`.
        fn remove(mut self, digits: &[u8], cells: &[Cell], keep: &[&str]) -> Position {
            let keep: Vec<Cell> = keep.iter().map(|k| cell(k)).collect();
            for &c in cells.iter().filter(|c| !keep.contains(c)) {
                for &d in digits {
                    self.0.eliminate(c, digit(d));
                }
            }
            self
        }

        /// Leaves `cell` with exactly `digits`.
        fn only(mut self, name: &str, digits: &[u8]) -> Position {
            for d in 1..=9 {
                if !digits.contains(&d) {
                    self.0.eliminate(cell(name), digit(d));
                }
            }
            self
        }

        fn step(&self) -> Option<Step> {
            next_step(&self.0)
        }
    }

    fn check(position: &Position, technique: Technique, removed: &[(&str, u8)]) {
        let step = position
            .step()
            .unwrap_or_else(|| panic!("{technique}: nothing fired"));
        assert_eq!(step.technique, technique, "{step}");
        let mut expected: Vec<(Cell, Digit)> =
            removed.iter().map(|&(c, d)| (cell(c), digit(d))).collect();
        let mut got = step.eliminations.clone();
        expected.sort_by_key(|&(c, d)| (c.index(), d.get()));
        got.sort_by_key(|&(c, d)| (c.index(), d.get()));
        assert_eq!(got, expected, "{step}");
    }

    fn check_not(position: &Position, technique: Technique) {
        if let Some(step) = position.step() {
            assert_ne!(step.technique, technique, "{step}");
        }
    }

    #[test]
    fn an_empty_board_has_no_step() {
        assert_eq!(Position::new().step(), None);
    }

    #[test]
    fn hidden_single() {
        let fires = Position::new().remove(&[5], &unit("b1"), &["r2c2"]);
        let step = fires.step().unwrap();
        assert_eq!(step.technique, Technique::HiddenSingle);
        assert_eq!(step.placements, [(cell("r2c2"), digit(5))]);
        check_not(
            &Position::new().remove(&[5], &unit("b1"), &["r2c2", "r3c3"]),
            Technique::HiddenSingle,
        );
    }

    #[test]
    fn pointing_and_claiming() {
        let pointing = Position::new().remove(&[7], &unit("b1"), &["r1c1", "r1c2"]);
        let rest_of_row: Vec<(&str, u8)> = ["r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]
            .iter()
            .map(|&c| (c, 7))
            .collect();
        check(&pointing, Technique::Pointing, &rest_of_row);
        check_not(
            &Position::new().remove(&[7], &unit("b1"), &["r1c1", "r2c2"]),
            Technique::Pointing,
        );

        let claiming = Position::new().remove(&[3], &unit("r1"), &["r1c1", "r1c2"]);
        let rest_of_box: Vec<(&str, u8)> = ["r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]
            .iter()
            .map(|&c| (c, 3))
            .collect();
        check(&claiming, Technique::Claiming, &rest_of_box);
        check_not(
            &Position::new().remove(&[3], &unit("r1"), &["r1c1", "r1c5"]),
            Technique::Claiming,
        );
    }

    #[test]
    fn naked_pair() {
        let pair = Position::new().only("r1c4", &[1, 2]).only("r1c8", &[1, 2]);
        let mut removed = Vec::new();
        for c in ["r1c1", "r1c2", "r1c3", "r1c5", "r1c6", "r1c7", "r1c9"] {
            removed.push((c, 1));
            removed.push((c, 2));
        }
        check(&pair, Technique::NakedPair, &removed);
        check_not(
            &Position::new().only("r1c4", &[1, 2]).only("r1c8", &[1, 3]),
            Technique::NakedPair,
        );
    }

    #[test]
    fn x_wing() {
        let rows = [unit("r1"), unit("r5")].concat();
        let wing = Position::new().remove(&[1], &rows, &["r1c1", "r1c5", "r5c1", "r5c5"]);
        let mut removed = Vec::new();
        let names: Vec<String> = (1..=9)
            .filter(|r| *r != 1 && *r != 5)
            .flat_map(|r| [format!("r{r}c1"), format!("r{r}c5")])
            .collect();
        for name in &names {
            removed.push((name.as_str(), 1));
        }
        check(&wing, Technique::XWing, &removed);
        let no_wing = Position::new().remove(&[1], &rows, &["r1c1", "r1c5", "r5c1", "r5c6"]);
        check_not(&no_wing, Technique::XWing);
    }

    #[test]
    fn skyscraper() {
        // 4 in row 1 only at c1 and c5, in row 4 only at c1 and c6: r1c5 or r4c6 holds it.
        let rows = [unit("r1"), unit("r4")].concat();
        let tower = Position::new().remove(&[4], &rows, &["r1c1", "r1c5", "r4c1", "r4c6"]);
        let seeing_both = [("r2c6", 4), ("r3c6", 4), ("r5c5", 4), ("r6c5", 4)];
        check(&tower, Technique::Skyscraper, &seeing_both);
        // With the other ends in one column it is an X-Wing instead.
        let wing = Position::new().remove(&[4], &rows, &["r1c1", "r1c5", "r4c1", "r4c5"]);
        check_not(&wing, Technique::Skyscraper);
    }

    #[test]
    fn xy_wing() {
        let wing = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c5", &[1, 3])
            .only("r5c1", &[2, 3]);
        check(&wing, Technique::XYWing, &[("r5c5", 3)]);
        let no_wing = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c5", &[1, 3])
            .only("r5c1", &[2, 4]);
        check_not(&no_wing, Technique::XYWing);
    }

    /// Digit 1 kept in the rows of `rows` only at the cells named (every row of the map: its
    /// number and its cells' columns).
    fn rows_of_one(rows: &[(usize, &[usize])]) -> Position {
        let mut position = Position::new();
        for &(row, cols) in rows {
            let keep: Vec<String> = cols.iter().map(|c| format!("r{row}c{c}")).collect();
            let keep: Vec<&str> = keep.iter().map(String::as_str).collect();
            position = position.remove(&[1], &unit(&format!("r{row}")), &keep);
        }
        position
    }

    #[test]
    fn finned_and_sashimi_fish() {
        // An X-Wing on rows 1 and 5, columns 1 and 5, with a fin at r1c2: column 1 loses 1 in the
        // fin's box.
        let finned = rows_of_one(&[(1, &[1, 2, 5]), (5, &[1, 5])]);
        check(&finned, Technique::FinnedXWing, &[("r2c1", 1), ("r3c1", 1)]);
        // With the fin in box 3, no cell of columns 1 and 5 sees it.
        let far = rows_of_one(&[(1, &[1, 5, 7]), (5, &[1, 5])]);
        check_not(&far, Technique::FinnedXWing);
        // Sashimi: row 1's body is r1c5 alone, its fins r1c2 and r1c3.
        let sashimi = rows_of_one(&[(1, &[2, 3, 5]), (5, &[1, 5])]);
        check(
            &sashimi,
            Technique::SashimiXWing,
            &[("r2c1", 1), ("r3c1", 1)],
        );
        // Fins in two boxes: no fish.
        let split = rows_of_one(&[(1, &[2, 3, 5, 8]), (5, &[1, 5])]);
        check_not(&split, Technique::SashimiXWing);
        // A Swordfish on rows 1, 4 and 7, columns 1, 4 and 7, with a fin at r7c8: column 7
        // loses 1 in box 9.
        let swordfish = rows_of_one(&[(1, &[1, 4]), (4, &[4, 7]), (7, &[1, 7, 8])]);
        check(
            &swordfish,
            Technique::FinnedSwordfish,
            &[("r8c7", 1), ("r9c7", 1)],
        );
        // Fins in boxes 7 and 9: none.
        let split = rows_of_one(&[(1, &[1, 4]), (4, &[4, 7]), (7, &[1, 2, 7, 8])]);
        check_not(&split, Technique::FinnedSwordfish);
    }

    #[test]
    fn unique_rectangle_type_1() {
        let corners = ["r1c1", "r1c4", "r2c1"];
        let mut rectangle = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c4", &[1, 2])
            .only("r2c1", &[1, 2])
            .only("r2c4", &[1, 2, 3]);
        // The pairs' other units hold no 1 or 2, so no pair or colouring fires first.
        for name in ["r1", "c1", "b1"] {
            rectangle = rectangle.remove(&[1, 2], &unit(name), &corners);
        }
        check(
            &rectangle,
            Technique::UniqueRectangle,
            &[("r2c4", 1), ("r2c4", 2)],
        );
        // Rows 1 and 4 put the corners in four boxes: swapping the two digits there would break
        // the boxes (each holds its other 1 and 2 elsewhere), so the pattern is not deadly and
        // proves nothing.
        let corners = ["r1c1", "r1c4", "r4c1"];
        let mut spread = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c4", &[1, 2])
            .only("r4c1", &[1, 2])
            .only("r4c4", &[1, 2, 3]);
        for name in ["r1", "c1"] {
            spread = spread.remove(&[1, 2], &unit(name), &corners);
        }
        check_not(&spread, Technique::UniqueRectangle);
    }

    #[test]
    fn als_chains_hold_as_stated_where_the_corpus_uses_them() {
        // Every ALS chain in the paths of every 20th top1465 puzzle, checked from its data
        // alone: four or five sets, each N cells of one unit with N + 1 digits; each sharing
        // with the next (and no cell) a digit whose places in the two all see each other, each
        // link's differing from the one before; and each removed digit held by the first and
        // the last set (not by the first link nor the last), its cell seeing all its places in
        // both.
        let corpus = sudoku_testkit::corpus("puzzles3_magictour_top1465");
        let mut checked = 0;
        for (_, line) in corpus.iter().step_by(20) {
            let puzzle: Board = line.parse().unwrap();
            let path = sudoku_solver::logic::LogicalPath::of(&puzzle).unwrap();
            let mut candidates = Candidates::new(&puzzle);
            for step in &path.steps {
                if step.technique == Technique::AlsChain {
                    check_als_chain(&candidates, step);
                    checked += 1;
                }
                candidates.apply(step);
            }
        }
        assert!(checked > 0, "no ALS chain in the sample");
    }

    fn check_als_chain(candidates: &Candidates, step: &Step) {
        assert!((4..=5).contains(&step.sets.len()), "{step}");
        let mut rest = &step.cells[..];
        let sets: Vec<&[Cell]> = (step.sets.iter())
            .map(|&n| {
                let (set, after) = rest.split_at(n);
                rest = after;
                set
            })
            .collect();
        let digits = |set: &[Cell]| {
            set.iter().fold(sudoku_solver::DigitSet::EMPTY, |all, &c| {
                all.union(candidates.get(c))
            })
        };
        for (set, &unit) in sets.iter().zip(&step.units) {
            assert!(set.iter().all(|&c| unit.contains(c)), "{step}");
            assert_eq!(
                digits(set).len(),
                set.len() + 1,
                "not almost locked: {step}"
            );
        }
        let places = |set: &[Cell], d: Digit| -> Vec<Cell> {
            set.iter()
                .copied()
                .filter(|&c| candidates.get(c).contains(d))
                .collect()
        };
        let restricted = |a: &[Cell], b: &[Cell]| -> Vec<Digit> {
            digits(a)
                .intersect(digits(b))
                .iter()
                .filter(|&d| {
                    places(a, d)
                        .iter()
                        .all(|x| places(b, d).iter().all(|y| x.sees(*y)))
                })
                .collect()
        };
        for w in sets.windows(2) {
            assert!(
                w[0].iter().all(|c| !w[1].contains(c)),
                "linked sets share a cell: {step}"
            );
        }
        let links: Vec<Vec<Digit>> = sets.windows(2).map(|w| restricted(w[0], w[1])).collect();
        assert!(
            links.iter().all(|l| !l.is_empty()),
            "a link without a restricted digit: {step}"
        );
        for &(cell, z) in &step.eliminations {
            assert!(
                digits(sets[0]).contains(z) && digits(sets[sets.len() - 1]).contains(z),
                "{step}"
            );
            let ends: Vec<Cell> = places(sets[0], z)
                .into_iter()
                .chain(places(sets[sets.len() - 1], z))
                .collect();
            assert!(
                ends.iter().all(|e| e.sees(cell)),
                "{cell:?} does not see every {z}: {step}"
            );
            // Some choice of links makes the chain: the first and the last other than z, each
            // other than the one before (the digits each link can end on, link after link).
            let mut ends: Vec<Digit> = links[0].iter().copied().filter(|&r| r != z).collect();
            for link in &links[1..] {
                ends = (link.iter().copied())
                    .filter(|&r| ends.iter().any(|&before| before != r))
                    .collect();
            }
            let sound = ends.iter().any(|&r| r != z);
            assert!(sound, "no choice of links proves it: {step}");
        }
    }

    #[test]
    fn nishio_follows_one_digit_to_a_unit_without_it() {
        // The second puzzle of top1465: its first Nishio assumes 2 at r9c2 and follows 2 alone.
        let puzzle: Board =
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."
                .parse()
                .unwrap();
        let path = sudoku_solver::logic::LogicalPath::of(&puzzle).unwrap();
        let at = (path.steps.iter())
            .position(|s| s.technique == Technique::Nishio)
            .expect("a Nishio in the path");
        let mut candidates = Candidates::new(&puzzle);
        for step in &path.steps[..at] {
            candidates.apply(step);
        }
        let step = &path.steps[at];
        let two = digit(2);
        assert_eq!(step.eliminations, [(cell("r9c2"), two)]);
        assert_eq!(step.units, [sudoku_solver::Unit::Row(7)]);
        // Followed by hand: each forced cell is, at its turn, a unit's last place for 2, and row
        // 8 ends with none.
        let mut places: Vec<Cell> = Cell::all()
            .filter(|&c| candidates.get(c).contains(two))
            .collect();
        let units = |c: Cell| {
            [
                unit(&format!("r{}", c.row() + 1)),
                unit(&format!("c{}", c.col() + 1)),
                unit(&format!("b{}", c.box_index() + 1)),
            ]
        };
        let mut holding: Vec<Cell> = Cell::all()
            .filter(|&c| candidates.board().get(c) == Some(two))
            .collect();
        for (i, &forced) in step.cells.iter().enumerate() {
            if i > 0 {
                let last = units(forced).into_iter().any(|u| {
                    !u.iter().any(|c| holding.contains(c))
                        && u.iter().filter(|c| places.contains(c)).count() == 1
                        && places.contains(&forced)
                });
                assert!(last, "{forced:?} is not a unit's last place for 2: {step}");
            }
            holding.push(forced);
            places.retain(|&c| c != forced && !c.sees(forced));
        }
        assert!(
            unit("r8")
                .iter()
                .all(|c| !places.contains(c) && !holding.contains(c))
        );
        // The near miss, a place given back in row 8, is in nishio.rs.
    }

    #[test]
    fn bug_plus_one() {
        // Magictour top1465, line 207 (Norvig's top95, line 69): late in its path every empty
        // cell holds two candidates but r7c4, which holds three, and 6 stands three times in its
        // row, column and box.
        let puzzle: Board =
            ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3"
                .parse()
                .unwrap();
        let path = sudoku_solver::logic::LogicalPath::of(&puzzle).unwrap();
        let before = (path.steps.iter())
            .position(|s| s.technique == Technique::BugPlusOne)
            .expect("the path takes a BUG+1");
        let mut candidates = Candidates::new(&puzzle);
        for step in &path.steps[..before] {
            candidates.apply(step);
        }
        let at = Position(candidates.clone());
        let step = at.step().unwrap();
        assert_eq!(step.technique, Technique::BugPlusOne, "{step}");
        assert_eq!(step.placements, vec![(cell("r7c4"), digit(6))]);
        assert_eq!(candidates.get(cell("r7c4")).len(), 3);
        // Near miss: with one of r7c4's other two candidates gone, every empty cell is a pair,
        // a grave with no extra digit to name; whatever is found then, it is not this.
        let other = candidates
            .get(cell("r7c4"))
            .iter()
            .find(|&d| d != digit(6))
            .unwrap();
        let mut pairs = candidates;
        pairs.eliminate(cell("r7c4"), other);
        check_not(&Position(pairs), Technique::BugPlusOne);
    }

    fn board(line: &str) -> Position {
        Position(Candidates::new(&line.parse::<Board>().unwrap()))
    }

    /// `digit` removed from every cell of `cells` but the named ones, as (cell, digit) pairs.
    fn all_but(digit: u8, cells: &[Cell], except: &[&str]) -> Vec<(String, u8)> {
        let except: Vec<Cell> = except.iter().map(|e| cell(e)).collect();
        cells
            .iter()
            .filter(|c| !except.contains(c))
            .map(|c| (format!("r{}c{}", c.row() + 1, c.col() + 1), digit))
            .collect()
    }

    fn check_owned(position: &Position, technique: Technique, removed: &[(String, u8)]) {
        let removed: Vec<(&str, u8)> = removed.iter().map(|(c, d)| (c.as_str(), *d)).collect();
        check(position, technique, &removed);
    }

    #[test]
    fn singles() {
        let full_house = board(&format!("12345678.{}", ".".repeat(72)));
        let step = full_house.step().unwrap();
        assert_eq!(step.technique, Technique::FullHouse);
        assert_eq!(step.placements, [(cell("r1c9"), digit(9))]);
        check_not(
            &board(&format!("1234567..{}", ".".repeat(72))),
            Technique::FullHouse,
        );

        // Row 1 holds 2-5 and column 1 holds 6-9: r1c1 can only be 1.
        let mut line = format!(".2345{}", ".".repeat(76)).into_bytes();
        for (row, d) in [(3, b'6'), (4, b'7'), (5, b'8'), (6, b'9')] {
            line[row * 9] = d;
        }
        let naked = board(std::str::from_utf8(&line).unwrap());
        let step = naked.step().unwrap();
        assert_eq!(step.technique, Technique::NakedSingle);
        assert_eq!(step.placements, [(cell("r1c1"), digit(1))]);
        // Without the 9 in column 1, r1c1 keeps 1 and 9.
        line[6 * 9] = b'.';
        check_not(
            &board(std::str::from_utf8(&line).unwrap()),
            Technique::NakedSingle,
        );
    }

    #[test]
    fn hidden_pair_and_triple() {
        let pair = Position::new().remove(&[1, 2], &unit("r1"), &["r1c1", "r1c5"]);
        let mut removed = Vec::new();
        for c in ["r1c1", "r1c5"] {
            for d in 3..=9 {
                removed.push((c, d));
            }
        }
        check(&pair, Technique::HiddenPair, &removed);
        check_not(
            &Position::new().remove(&[1, 2], &unit("r1"), &["r1c1", "r1c5", "r1c9"]),
            Technique::HiddenPair,
        );

        let triple = Position::new().remove(&[1, 2, 3], &unit("r1"), &["r1c1", "r1c4", "r1c7"]);
        let mut removed = Vec::new();
        for c in ["r1c1", "r1c4", "r1c7"] {
            for d in 4..=9 {
                removed.push((c, d));
            }
        }
        check(&triple, Technique::HiddenTriple, &removed);
        check_not(
            &Position::new().remove(&[1, 2, 3], &unit("r1"), &["r1c1", "r1c4", "r1c7", "r1c9"]),
            Technique::HiddenTriple,
        );
    }

    #[test]
    fn naked_triple_and_quad() {
        let triple = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c4", &[2, 3])
            .only("r1c7", &[1, 3]);
        let mut removed = Vec::new();
        for c in ["r1c2", "r1c3", "r1c5", "r1c6", "r1c8", "r1c9"] {
            for d in 1..=3 {
                removed.push((c, d));
            }
        }
        check(&triple, Technique::NakedTriple, &removed);
        let no_triple = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c4", &[2, 3])
            .only("r1c7", &[1, 4]);
        check_not(&no_triple, Technique::NakedTriple);

        let quad = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c3", &[2, 3])
            .only("r1c5", &[3, 4])
            .only("r1c7", &[4, 1]);
        let mut removed = Vec::new();
        for c in ["r1c2", "r1c4", "r1c6", "r1c8", "r1c9"] {
            for d in 1..=4 {
                removed.push((c, d));
            }
        }
        check(&quad, Technique::NakedQuad, &removed);
        let no_quad = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c3", &[2, 3])
            .only("r1c5", &[3, 4])
            .only("r1c7", &[4, 5]);
        check_not(&no_quad, Technique::NakedQuad);
    }

    #[test]
    fn swordfish_and_jellyfish() {
        let rows = [unit("r1"), unit("r4"), unit("r7")].concat();
        let sword = Position::new().remove(
            &[6],
            &rows,
            &["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c9"],
        );
        let mut removed = Vec::new();
        for c in ["c1", "c5", "c9"] {
            removed.extend(all_but(
                6,
                &unit(c),
                &[
                    "r1c1", "r1c5", "r1c9", "r4c1", "r4c5", "r4c9", "r7c1", "r7c5", "r7c9",
                ],
            ));
        }
        check_owned(&sword, Technique::Swordfish, &removed);
        // A fourth column in row 7: the three rows span four columns.
        let no_sword = Position::new().remove(
            &[6],
            &rows,
            &["r1c1", "r1c5", "r4c5", "r4c9", "r7c1", "r7c9", "r7c3"],
        );
        check_not(&no_sword, Technique::Swordfish);

        let rows = [unit("r1"), unit("r2"), unit("r4"), unit("r5")].concat();
        let kept = [
            "r1c1", "r1c8", "r2c4", "r2c7", "r4c1", "r4c7", "r5c4", "r5c8",
        ];
        let jelly = Position::new().remove(&[6], &rows, &kept);
        let mut removed = Vec::new();
        for c in ["c1", "c4", "c7", "c8"] {
            let in_base_rows: Vec<String> = ["r1", "r2", "r4", "r5"]
                .iter()
                .map(|r| format!("{r}{c}"))
                .collect();
            let names: Vec<&str> = in_base_rows.iter().map(String::as_str).collect();
            removed.extend(all_but(6, &unit(c), &names));
        }
        check_owned(&jelly, Technique::Jellyfish, &removed);
        // A fifth column in row 5.
        let mut five = kept.to_vec();
        five.push("r5c2");
        check_not(
            &Position::new().remove(&[6], &rows, &five),
            Technique::Jellyfish,
        );
    }

    #[test]
    fn two_string_kite() {
        let kite = Position::new()
            .remove(&[8], &unit("r1"), &["r1c2", "r1c7"])
            .remove(&[8], &unit("c1"), &["r3c1", "r8c1"]);
        check(&kite, Technique::TwoStringKite, &[("r8c7", 8)]);
        // The column's link starts outside box 1: the strings are not joined in a box.
        let loose = Position::new()
            .remove(&[8], &unit("r1"), &["r1c2", "r1c7"])
            .remove(&[8], &unit("c1"), &["r4c1", "r8c1"]);
        check_not(&loose, Technique::TwoStringKite);
    }

    #[test]
    fn xyz_wing_and_w_wing() {
        let xyz = Position::new()
            .only("r1c1", &[1, 2, 3])
            .only("r1c5", &[1, 3])
            .only("r2c2", &[2, 3]);
        check(&xyz, Technique::XYZWing, &[("r1c2", 3), ("r1c3", 3)]);
        let no_xyz = Position::new()
            .only("r1c1", &[1, 2, 3])
            .only("r1c5", &[1, 3])
            .only("r2c2", &[2, 4]);
        check_not(&no_xyz, Technique::XYZWing);

        let w = Position::new()
            .only("r1c1", &[1, 2])
            .only("r5c5", &[1, 2])
            .remove(&[1], &unit("r9"), &["r9c1", "r9c5"]);
        check(&w, Technique::WWing, &[("r1c5", 2), ("r5c1", 2)]);
        let no_link = Position::new().only("r1c1", &[1, 2]).only("r5c5", &[1, 2]);
        check_not(&no_link, Technique::WWing);
    }

    #[test]
    fn xy_chain() {
        // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c2 {4,1}: if r1c1 is not 1, r5c2 is. The
        // ends do not see each other (were they to, the chain would close a loop: loops.rs).
        let chain = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c5", &[2, 3])
            .only("r5c5", &[3, 4])
            .only("r5c2", &[4, 1]);
        let removed: Vec<(&str, u8)> = ["r1c2", "r2c2", "r3c2", "r4c1", "r5c1", "r6c1"]
            .iter()
            .map(|&c| (c, 1))
            .collect();
        check(&chain, Technique::XYChain, &removed);
        // Ending on 5 rather than 1, the chain proves nothing about one digit.
        let open = Position::new()
            .only("r1c1", &[1, 2])
            .only("r1c5", &[2, 3])
            .only("r5c5", &[3, 4])
            .only("r5c2", &[4, 5]);
        check_not(&open, Technique::XYChain);
    }

    #[test]
    fn simple_colouring() {
        // 9's strong links r1c1-r1c7 (row 1), r1c7-r5c7 (column 7), r5c7-r6c9 (box 6): r1c1 and
        // r5c7 have one colour, r1c7 and r6c9 the other; r6c1 sees both colours.
        let coloured = Position::new()
            .remove(&[9], &unit("r1"), &["r1c1", "r1c7"])
            .remove(&[9], &unit("c7"), &["r1c7", "r5c7"])
            .remove(&[9], &unit("b6"), &["r5c7", "r6c9"]);
        check(&coloured, Technique::SimpleColouring, &[("r6c1", 9)]);
        // Without the third link no cell sees both colours.
        let short = Position::new()
            .remove(&[9], &unit("r1"), &["r1c1", "r1c7"])
            .remove(&[9], &unit("c7"), &["r1c7", "r5c7"]);
        check_not(&short, Technique::SimpleColouring);
    }

    #[test]
    fn hidden_quad() {
        // 1-4 fit in row 1 only at c1, c3, c5 and c7: those cells lose 5-9.
        let quad = Position::new().remove(
            &[1, 2, 3, 4],
            &unit("r1"),
            &["r1c1", "r1c3", "r1c5", "r1c7"],
        );
        let mut removed = Vec::new();
        for c in ["r1c1", "r1c3", "r1c5", "r1c7"] {
            for d in 5..=9 {
                removed.push((c, d));
            }
        }
        check(&quad, Technique::HiddenQuad, &removed);
        let five_cells = Position::new().remove(
            &[1, 2, 3, 4],
            &unit("r1"),
            &["r1c1", "r1c3", "r1c5", "r1c7", "r1c9"],
        );
        check_not(&five_cells, Technique::HiddenQuad);
    }

    #[test]
    fn x_chain() {
        // 5's strong links in row 1 (c1, c4) and box 5 (r5c4, r6c6), joined by a weak link in
        // column 4: r1c1 or r6c6 holds 5, so r6c1, which sees both, loses it. (Strong links in
        // parallel rows would make a Skyscraper or, three of them, a sashimi Swordfish, found
        // first.)
        let links = |in_box: &[&'static str]| {
            Position::new()
                .remove(&[5], &unit("r1"), &["r1c1", "r1c4"])
                .remove(&[5], &unit("b5"), in_box)
        };
        check(&links(&["r5c4", "r6c6"]), Technique::XChain, &[("r6c1", 5)]);
        // Without the second strong link (box 5 keeps a third place), no chain ends there.
        check_not(&links(&["r5c4", "r6c6", "r4c5"]), Technique::XChain);
    }

    #[test]
    fn alternating_inference_chain() {
        // 1 in r1c1 = 2 in r1c1 - 2 in r1c5 = 2 in r5c5 (column 5) - 2 in r5c7 = 3 in r5c7 -
        // 3 in r9c7 = 1 in r9c7: r1c1 or r9c7 holds 1, so r1c7 and r9c1 lose it. It mixes
        // bivalue cells and a single digit's strong link, so no XY-Chain, W-Wing or X-Chain
        // finds it.
        let chain = |last: &[u8]| {
            Position::new()
                .only("r1c1", &[1, 2])
                .remove(&[2], &unit("c5"), &["r1c5", "r5c5"])
                .only("r5c7", &[2, 3])
                .only("r9c7", last)
        };
        check(
            &chain(&[3, 1]),
            Technique::AlternatingInferenceChain,
            &[("r1c7", 1), ("r9c1", 1)],
        );
        // With r9c7 holding a third digit, the chain has no strong end.
        check_not(&chain(&[3, 1, 6]), Technique::AlternatingInferenceChain);
    }

    #[test]
    fn steps_are_written_in_compact_notation() {
        let single = Position::new().remove(&[7], &unit("b5"), &["r4c6"]);
        assert_eq!(
            single.step().unwrap().to_string(),
            "hidden-single: 7 in r4c6 (b5) => r4c6=7"
        );
        let pointing = Position::new().remove(&[7], &unit("b1"), &["r1c1", "r1c2"]);
        assert_eq!(
            pointing.step().unwrap().to_string(),
            "pointing: 7 in r1c1,r1c2 (b1,r1) => r1c4<>7, r1c5<>7, r1c6<>7, r1c7<>7, r1c8<>7, r1c9<>7"
        );
    }
}
