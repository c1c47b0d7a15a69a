//! The rating on Sudoku Explainer's scale: SE's path is sound, its numbers nest, and they agree
//! with SE's own on puzzles SE rated, exactly as often as measured (the figures and how SE was
//! run are in docs/BENCHMARKS.md; every rating itself is pinned by `cli/tests/snapshots.rs`).

use sudoku_solver::Board;
use sudoku_solver::logic::Step;
use sudoku_solver::logic::se::{SePath, SeRating, Tenths};
use sudoku_testkit::EASY;

use crate::logic::check_sound_steps;
use crate::read_corpus;

/// "7.2" as tenths.
fn tenths(text: &str) -> Tenths {
    let (whole, tenth) = text
        .split_once('.')
        .unwrap_or_else(|| panic!("a rating: {text}"));
    Tenths(whole.parse::<u16>().unwrap() * 10 + tenth.parse::<u16>().unwrap())
}

/// SE's path of `board`, checked: every step sound and the board solved, each an ordinary step
/// of its SE technique's family, no guess, and ER >= EP >= ED.
fn check(board: &Board, name: &str) -> SeRating {
    check_path(board, name).rating()
}

/// [`check`], returning the path.
fn check_path(board: &Board, name: &str) -> SePath {
    let path = SePath::of(board).unwrap_or_else(|e| panic!("{name}: {e}"));
    for rated in &path.steps {
        assert_eq!(
            rated.step.technique,
            rated.technique.family(),
            "{name}: {rated:?}"
        );
    }
    let steps: Vec<Step> = path.steps.iter().map(|s| s.step.clone()).collect();
    check_sound_steps(board, name, &steps, false);
    let rating = path.rating();
    assert!(rating.er < Tenths(120), "{name}: a guess");
    assert!(
        rating.er >= rating.ep && rating.ep >= rating.ed,
        "{name}: {rating:?}"
    );
    path
}

#[test]
fn ratings_agree_with_se_on_its_rated_sample() {
    let text = std::fs::read_to_string(
        sudoku_testkit::puzzles_dir().join("se_rated_diabolical_sample.txt"),
    )
    .expect("the SE-rated sample");
    let (mut puzzles, mut same, mut near) = (0, 0, 0);
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (puzzle, er) = line.split_once(' ').expect("PUZZLE ER");
        let board: Board = puzzle.parse().unwrap();
        let ours = check(&board, puzzle).er;
        let theirs = tenths(er.trim());
        puzzles += 1;
        same += usize::from(ours == theirs);
        near += usize::from(ours.0.abs_diff(theirs.0) <= 2);
    }
    assert_eq!(puzzles, 320);
    // Exactly as measured (each puzzle's own rating is pinned by the command line's snapshot,
    // cli/tests/snapshots/rate_se_sample.txt): a change either way is news.
    assert_eq!(
        (same, near),
        (319, 320),
        "{same} the same, {near} within 0.2, of 320"
    );
}

#[test]
fn ratings_agree_with_se_on_top1465() {
    let theirs: Vec<String> = include_str!("../data/se_top1465.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let puzzles = read_corpus("puzzles3_magictour_top1465");
    assert_eq!(theirs.len(), puzzles.len());
    let (mut rated, mut same) = (0, 0);
    let mut seen = std::collections::BTreeSet::new();
    // Every fifth puzzle (the whole file in docs/BENCHMARKS.md), those SE rates 9.5 or more (its
    // Dynamic+ chains), and the one whose path takes SE's only bidirectional X-cycle (line 770).
    let chosen = (puzzles.iter().zip(&theirs).enumerate())
        .filter(|(i, (_, se))| i % 5 == 0 || se.as_str() >= "9.5" || *i == 767)
        .map(|(_, pair)| pair);
    for ((n, board), se) in chosen {
        let path = check_path(board, &format!("top1465:{n}"));
        seen.extend(path.steps.iter().map(|s| s.technique.to_string()));
        let ours = path.rating();
        let mut parts = se.split('/').map(tenths);
        let se = (parts.next(), parts.next(), parts.next());
        rated += 1;
        same += usize::from(se == (Some(ours.er), Some(ours.ep), Some(ours.ed)));
    }
    // All 297 chosen, as measured (and all 1,465 of the file).
    assert_eq!((same, rated), (297, 297), "the same ER/EP/ED");
    // The shared sample's paths too, for the rules top1465 needs seldom.
    let sample = std::fs::read_to_string(
        sudoku_testkit::puzzles_dir().join("se_rated_diabolical_sample.txt"),
    )
    .expect("the SE-rated sample");
    for line in sample
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let board: Board = line.split(' ').next().unwrap().parse().unwrap();
        let path = SePath::of(&board).unwrap();
        seen.extend(path.steps.iter().map(|s| s.technique.to_string()));
    }
    every_rule_was_used(&seen);
}

#[test]
fn ratings_agree_with_se_on_top95() {
    let theirs: Vec<&str> = include_str!("../data/se_top95.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    let puzzles = read_corpus("norvig_top95.txt");
    assert_eq!(theirs.len(), puzzles.len());
    let mut same = 0;
    for ((n, board), se) in puzzles.iter().zip(&theirs) {
        let ours = check(board, &format!("top95:{n}"));
        same += usize::from(format!("{}/{}/{}", ours.er, ours.ep, ours.ed) == *se);
    }
    // All 95, as measured.
    assert_eq!(same, 95, "{same} of 95 the same ER/EP/ED");
}

/// SE's ratings of some of the hardest puzzles (its nested forcing chains), and ours: the same.
/// Those SE rates up to 10.7 (nested forcing chains and multiple forcing chains: seconds a
/// puzzle here); above, its chains nest dynamic chains, up to a minute a puzzle here, and are
/// compared by `examples/se_agreement.rs` (docs/BENCHMARKS.md), not by this test.
#[test]
fn nested_chains_rate_the_hardest_as_se_does() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/se_forum_hardest.txt"),
    )
    .unwrap();
    let mut rated = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (puzzle, se) = line.split_once(' ').unwrap();
        if tenths(se.split('/').next().unwrap()) > Tenths(107) {
            continue;
        }
        let board: Board = puzzle.parse().unwrap();
        let ours = check(&board, puzzle);
        assert_eq!(
            format!("{}/{}/{}", ours.er, ours.ep, ours.ed),
            se,
            "{puzzle}"
        );
        rated += 1;
    }
    assert!(rated >= 12, "{rated} puzzles");
}

#[test]
fn se_paths_are_sound_on_the_hardest_puzzles() {
    // Every 50th of the forum's hardest: SE's chains, nested ones included (seconds a puzzle),
    // every step checked against the solution.
    for (n, board) in read_corpus("puzzles6_forum_hardest_1106")
        .iter()
        .step_by(50)
    {
        let rating = check(board, &format!("forum_hardest_1106:{n}"));
        assert!(rating.er >= Tenths(90), "{n}: {rating:?}");
    }
}

#[test]
fn an_easy_puzzle_is_rated_by_its_singles() {
    // Singles only: at most a naked single's 2.3, the first step a hidden single in a box (1.2)
    // or a line (1.5).
    let easy = check(&EASY.parse().unwrap(), "easy");
    assert!(
        easy.er <= Tenths(23) && [12, 15].contains(&easy.ed.0),
        "{easy:?}"
    );
}

/// Every technique of SE's set was used by the paths of the puzzles chosen of top1465 (each step
/// checked against the solution) and of the shared sample (checked in the test above), but direct claiming and aligned pair exclusion, which SE itself
/// uses neither on those nor on the shared sample (the latter is tested on a position of its own
/// in `se/aligned.rs`).
fn every_rule_was_used(seen: &std::collections::BTreeSet<String>) {
    for name in [
        "full-house",
        "hidden-single",
        "naked-single",
        "direct-pointing",
        "direct-hidden-pair",
        "direct-hidden-triple",
        "pointing",
        "claiming",
        "naked-pair",
        "hidden-pair",
        "x-wing",
        "naked-triple",
        "hidden-triple",
        "swordfish",
        "2-strong-linked-fish",
        "xy-wing",
        "xyz-wing",
        "unique-loop",
        "3-strong-linked-fish",
        "wxyz-wing",
        "bug",
        "vwxyz-wing",
        "bidirectional-x-cycle",
        "bidirectional-y-cycle",
        "bidirectional-cycle",
        "forcing-x-chain",
        "forcing-chain",
        "aligned-triplet-exclusion",
        "nishio-forcing-chain",
        "cell-forcing-chain",
        "region-forcing-chain",
        "dynamic-contradiction-forcing-chain",
        "dynamic-double-forcing-chain",
        "dynamic-cell-forcing-chain",
        "dynamic-region-forcing-chain",
        "dynamic-forcing-chain-plus",
    ] {
        assert!(seen.contains(name), "{name} never used: {seen:?}");
    }
}
