//! Snapshots of what people see from the logic engine: `sudoku rate` on the SE-rated sample
//! (every puzzle's level, ER/EP/ED, hardest technique, steps and guesses) and `sudoku explain` on
//! norvig_top95 and every fifth puzzle of top1465 (each puzzle's rating line, its steps, and a
//! hash of its whole explanation, every sentence and step rating). Any change to a rating or a
//! path shows as a diff naming the puzzle. After a change meant to alter them, accept the new
//! output with `SNAPSHOTS=update cargo test -p sudoku-cli --test snapshots`, and say why in the
//! commit.

mod common;

use std::path::PathBuf;

use common::{corpus, stderr, sudoku};

fn snapshot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name)
}

/// Compares `actual` with the snapshot `name`, naming the first lines that differ; with
/// `SNAPSHOTS=update`, writes it instead.
fn check(name: &str, actual: &str) {
    let path = snapshot_path(name);
    if std::env::var("SNAPSHOTS").as_deref() == Ok("update") {
        std::fs::write(&path, actual).expect("the snapshot is written");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    if expected == actual {
        return;
    }
    let (want, got): (Vec<&str>, Vec<&str>) =
        (expected.lines().collect(), actual.lines().collect());
    let differ: Vec<String> = (0..want.len().max(got.len()))
        .filter(|&i| want.get(i) != got.get(i))
        .take(10)
        .map(|i| {
            let at = |lines: &[&str]| lines.get(i).copied().unwrap_or("(none)").to_string();
            format!("line {}:\n  was: {}\n  now: {}", i + 1, at(&want), at(&got))
        })
        .collect();
    panic!(
        "{name} changed ({} lines were, {} now):\n{}\nIf the change is meant, run \
         SNAPSHOTS=update cargo test -p sudoku-cli --test snapshots",
        want.len(),
        got.len(),
        differ.join("\n")
    );
}

/// A corpus's puzzles, comments and blank lines left out.
fn puzzles(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(corpus(name)).expect("the shared corpus");
    (text.lines())
        .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

/// FNV-1a, 64 bits: a short fingerprint of a puzzle's whole explanation.
fn fnv(text: &str) -> u64 {
    (text.bytes()).fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// `sudoku explain` on `lines`, a line per puzzle: its number, its rating line, and the hash of
/// its explanation.
fn explained(lines: &[String]) -> String {
    let output = sudoku(&["explain", "--jobs", "2"], &(lines.join("\n") + "\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let blocks: Vec<&str> = text
        .split("\n\n")
        .filter(|b| !b.trim().is_empty())
        .collect();
    assert_eq!(blocks.len(), lines.len(), "one explanation a puzzle");
    (blocks.iter().enumerate())
        .map(|(n, block)| {
            let rating = block.lines().next().unwrap_or_default();
            format!("{}\t{rating}\t{:016x}\n", n + 1, fnv(block))
        })
        .collect()
}

#[test]
fn se_ratings_of_the_sample_are_pinned() {
    let output = sudoku(
        &["rate", "--jobs", "2"],
        &(puzzles("se_rated_diabolical_sample.txt").join("\n") + "\n"),
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(text.lines().count(), 320);
    check("rate_se_sample.txt", &text);
}

#[test]
fn explanations_of_top95_are_pinned() {
    let lines = puzzles("norvig_top95.txt");
    assert_eq!(lines.len(), 95);
    check("explain_top95.txt", &explained(&lines));
}

#[test]
fn explanations_of_every_fifth_of_top1465_are_pinned() {
    let lines: Vec<String> = puzzles("puzzles3_magictour_top1465")
        .into_iter()
        .step_by(5)
        .collect();
    assert_eq!(lines.len(), 293);
    check("explain_top1465_every_fifth.txt", &explained(&lines));
}
