//! The logic engine: every step is sound (checked against the solution on corpus puzzles), paths
//! end at the solution, and techniques fire where they must.

use sudoku_solver::logic::se::SePath;
use sudoku_solver::logic::{
    Candidates, Detail, Level, LogicalPath, NotAPuzzle, Step, Technique, next_step,
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

/// Checks `steps` against `board`'s solution (and, with `links`, each chain's links and each
/// step's shape: the steps are the engine's own, not SE's path's, which carry only what they
/// place and remove).
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
            check_detail(step, name);
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

/// A step's shape agrees with its flat fields: a fish's units are its base then its cover, as
/// many of each, all of one family each; a step about sets has its sets' cells as its cells,
/// none empty; and only chains have a chain (checked by [`check_chain`]).
fn check_detail(step: &Step, name: &str) {
    let family = |u: &Unit| std::mem::discriminant(u);
    match &step.detail {
        Detail::Fish { base, cover } => {
            assert_eq!(base.len(), cover.len(), "{name}: {step}");
            assert_eq!(
                [&base[..], &cover[..]].concat(),
                step.units,
                "{name}: {step}"
            );
            for houses in [base, cover] {
                assert!(
                    houses.iter().all(|u| family(u) == family(&houses[0])),
                    "{name}: {step}"
                );
            }
        }
        Detail::Sets(sets) => {
            assert!(
                sets.len() >= 2 && sets.iter().all(|set| !set.is_empty()),
                "{name}: {step}"
            );
            assert_eq!(sets.concat(), step.cells, "{name}: {step}");
        }
        _ => {}
    }
    use Technique::*;
    let fish = matches!(
        step.technique,
        XWing
            | Swordfish
            | Jellyfish
            | FinnedXWing
            | SashimiXWing
            | FinnedSwordfish
            | SashimiSwordfish
            | FinnedJellyfish
            | SashimiJellyfish
    );
    let sets = matches!(
        step.technique,
        AlsXz
            | AlsXyWing
            | AlsChain
            | DeathBlossom
            | SueDeCoq
            | AlignedPairExclusion
            | AlignedTripleExclusion
    );
    assert_eq!(
        fish,
        matches!(step.detail, Detail::Fish { .. }),
        "{name}: {step}"
    );
    assert_eq!(
        sets,
        matches!(step.detail, Detail::Sets(_)),
        "{name}: {step}"
    );
}

/// The loops among [`CHAINS`]: their first node again at the end, after a weak link.
const LOOPS: [Technique; 2] = [Technique::XCycle, Technique::ContinuousLoop];

/// A chain's links hold in `candidates` (the position before its step): strong and weak in
/// turn, strong first and last, and each eliminated candidate weakly linked to both ends (in a
/// loop, which closes on its first node by a weak link: to both ends of one weak link). A
/// node is one candidate, or, in a grouped chain, a digit's places where a box and a line
/// cross (a `Node` of several cells).
fn check_chain(candidates: &Candidates, step: &Step, name: &str) {
    let chain = step.chain();
    assert_eq!(
        !chain.is_empty(),
        CHAINS.contains(&step.technique),
        "{name}: chain {chain:?} for {step}"
    );
    if chain.is_empty() {
        return;
    }
    // Each node as its candidates.
    let owned: Vec<Vec<(Cell, Digit)>> = (chain.iter())
        .map(|node| node.cells.iter().map(|c| (c, node.digit)).collect())
        .collect();
    assert!(owned.iter().all(|node| !node.is_empty()), "{name}: {step}");
    let nodes: Vec<&[(Cell, Digit)]> = owned.iter().map(Vec::as_slice).collect();
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
        detail: sudoku_solver::logic::Detail::Plain,
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

mod boards;
mod handmade;
