//! `make test`'s slice of the fuzzing: every target, a fixed seed, a thousandth of the full
//! counts (at least 50 inputs each), the regressions first. Any failure is printed with its input.

use std::time::Duration;

use sudoku_fuzz::targets::TARGETS;

#[test]
fn every_target_survives_a_short_fixed_seed_run() {
    let seeds = sudoku_fuzz::seeds();
    let mut failures = Vec::new();
    for target in &TARGETS {
        let count = (target.full / 1000).max(50);
        // Generous: a test build is slower than the fuzz profile, and the machine is shared.
        let report = sudoku_fuzz::run(target, &seeds, 7, count, Duration::from_secs(20));
        assert!(report.inputs >= count, "{}", target.name);
        for (input, why) in report.failures {
            failures.push(format!(
                "{}: {why}\n  {}",
                target.name,
                input.escape_default()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_failing_input_is_caught_and_kept_as_it_was() {
    // The harness catches panics and disagreements alike, and escaped inputs read back.
    let target = sudoku_fuzz::targets::Target {
        name: "test-only",
        make: |_, _| "x\t\u{0}中".to_string(),
        check: |input| {
            if input.starts_with('x') {
                panic!("boom")
            }
            Ok(())
        },
        full: 1,
    };
    let report = sudoku_fuzz::run(&target, &sudoku_fuzz::seeds(), 1, 3, Duration::from_secs(1));
    assert_eq!(report.failures.len(), 3);
    assert_eq!(report.failures[0].1, "panicked: boom");
    let input = &report.failures[0].0;
    assert_eq!(
        sudoku_fuzz::unescape(&input.escape_default().to_string()),
        *input
    );
}
