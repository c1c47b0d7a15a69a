//! The `sudoku` command, run as a person runs it: arguments, standard input, files; checked through
//! what it prints and its exit status.

mod common;

use std::process::Output;

use common::{answers, corpus, stderr, sudoku};

use sudoku_solver::logic::LogicalPath;
use sudoku_solver::logic::se::{SePath, step_rating};
use sudoku_solver::{Board, Outcome};
use sudoku_testkit::{EASY, POINTING};
use sudoku_words::{Lang, steps};

/// A solution printed for `puzzle` must be a full valid grid that keeps every given.
fn check_solution(puzzle: &str, solution: &str) {
    let puzzle: Board = puzzle.parse().expect("the puzzle reads");
    let grid: Board = solution.parse().expect("the solution reads");
    assert!(
        grid.is_full() && grid.clashes().is_empty(),
        "invalid grid {solution}"
    );
    for (given, digit) in puzzle.cells().iter().zip(grid.cells()) {
        assert!(
            given.is_none() || given == digit,
            "{solution} changes a given of {puzzle}"
        );
    }
}

/// The puzzle lines of a corpus file.
fn puzzle_lines(name: &str) -> Vec<String> {
    let path = corpus(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (set SUDOKU_PUZZLES to the corpora)",
                path.display()
            )
        })
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.trim().to_string())
        .collect()
}

#[test]
fn seed_examples_get_their_statuses() {
    let path = corpus("seed_examples.txt");
    let output = sudoku(&["solve", path.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let answers = answers(&output);
    let statuses: Vec<&str> = answers.iter().map(|(s, _)| s.as_str()).collect();
    // Inkala with an extra given, Inkala, the third tutorial's, clashing givens, no solution, the
    // empty board.
    assert_eq!(
        statuses,
        ["unique", "unique", "unique", "none", "none", "multiple"]
    );
    for (puzzle, (status, solution)) in puzzle_lines("seed_examples.txt").iter().zip(&answers) {
        if status == "none" {
            assert_eq!(solution, "-");
        } else {
            check_solution(puzzle, solution);
        }
    }
}

#[test]
fn first_stops_at_a_solution() {
    let path = corpus("seed_examples.txt");
    let output = sudoku(&["solve", "--first", path.to_str().unwrap()], "");
    assert!(output.status.success());
    let answers = answers(&output);
    let statuses: Vec<&str> = answers.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        statuses,
        ["solved", "solved", "solved", "none", "none", "solved"]
    );
    for (puzzle, (status, solution)) in puzzle_lines("seed_examples.txt").iter().zip(&answers) {
        if status == "solved" {
            check_solution(puzzle, solution);
        }
    }
}

/// `tries=N placements=N backtracks=N depth=N` as counts; `None` for `-`.
fn read_counts(column: &str) -> Option<sudoku_solver::Counts> {
    if column == "-" {
        return None;
    }
    let values: Vec<u64> = column
        .split(' ')
        .zip(["tries=", "placements=", "backtracks=", "depth="])
        .map(|(field, key)| {
            field
                .strip_prefix(key)
                .unwrap_or_else(|| panic!("{field} is not {key}N"))
                .parse()
                .expect("a count")
        })
        .collect();
    let [tries, placements, backtracks, depth] = values[..] else {
        panic!("four counts in {column}");
    };
    Some(sudoku_solver::Counts {
        tries,
        placements,
        backtracks,
        max_depth: depth as u32,
    })
}

#[test]
fn counts_show_the_tutorials_figure_then_the_whole_search() {
    use sudoku_solver::Algorithm;
    let path = corpus("seed_examples.txt");
    let puzzles = puzzle_lines("seed_examples.txt");
    for (name, algorithm) in [
        ("naive", Algorithm::Naive),
        ("candidates-first", Algorithm::CandidatesFirst),
        ("fast", Algorithm::Fast),
    ] {
        let output = sudoku(
            &[
                "solve",
                "--algorithm",
                name,
                "--counts",
                path.to_str().unwrap(),
            ],
            "",
        );
        assert!(output.status.success(), "{}", stderr(&output));
        let text = String::from_utf8(output.stdout).unwrap();
        let lines: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
        assert_eq!(lines.len(), puzzles.len());
        for (puzzle, columns) in puzzles.iter().zip(&lines) {
            let [status, solution, first, all] = columns[..] else {
                panic!("four columns: {columns:?}");
            };
            let board: Board = puzzle.parse().unwrap();
            let report = board.solve_with(algorithm);
            assert_eq!(read_counts(first), report.first, "{name} on {puzzle}");
            assert_eq!(read_counts(all), Some(report.counts), "{name} on {puzzle}");
            if status != "none" {
                check_solution(puzzle, solution);
            }
        }
        if algorithm == Algorithm::Naive {
            // The first tutorial prints `times: 45360` for its puzzle, the first seed example.
            assert!(lines[0][2].starts_with("tries=45360 "), "{:?}", lines[0]);
            assert!(lines[0][3].starts_with("tries=4569975 "), "{:?}", lines[0]);
        }
    }
    // --first stops there: both columns are the first solution's.
    let output = sudoku(
        &["solve", "--first", "-a", "naive", "--counts", "-"],
        &format!("{}\n", puzzles[0]),
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let columns: Vec<&str> = text.trim_end().split('\t').collect();
    assert_eq!(columns[0], "solved");
    assert!(
        columns[2].starts_with("tries=45360 ") && columns[2] == columns[3],
        "{text}"
    );
}

#[test]
fn bad_lines_are_reported_and_the_run_goes_on() {
    let inkala = &puzzle_lines("inkala_2012")[0];
    let input = format!(
        "# a comment\n{inkala}\n\n123x\n{}\n{inkala}\n",
        &inkala[..79]
    );
    let output = sudoku(&["solve"], &input);
    assert_eq!(
        output.status.code(),
        Some(1),
        "an invalid line makes the exit status 1"
    );
    let statuses: Vec<String> = answers(&output).into_iter().map(|(s, _)| s).collect();
    assert_eq!(statuses, ["unique", "invalid", "invalid", "unique"]);
    let errors = stderr(&output);
    assert!(errors.contains("<stdin>:4: unexpected 'x'"), "{errors}");
    assert!(
        errors.contains("<stdin>:5: found 79 cells, expected 81"),
        "{errors}"
    );
}

#[test]
fn reads_stdin_without_a_file_or_with_a_dash() {
    let inkala = &puzzle_lines("inkala_2012")[0];
    for args in [&["solve"][..], &["solve", "-"][..]] {
        let output = sudoku(args, &format!("{inkala}\n"));
        assert!(output.status.success());
        let answers = answers(&output);
        assert_eq!(answers.len(), 1);
        assert_eq!(answers[0].0, "unique");
        check_solution(inkala, &answers[0].1);
    }
}

#[test]
fn several_jobs_keep_the_input_order() {
    // Proper puzzles and puzzles with many solutions, mixed, so every job meets both.
    let mut lines = puzzle_lines("puzzles7_serg_benchmark");
    lines.truncate(3000);
    for (i, hard) in puzzle_lines("puzzles3_magictour_top1465")
        .into_iter()
        .enumerate()
    {
        lines.insert(i * 2, hard);
    }
    let input = lines.join("\n");
    let one = sudoku(&["solve", "--jobs", "1"], &input);
    let four = sudoku(&["solve", "--jobs", "4"], &input);
    assert!(one.status.success() && four.status.success());
    assert_eq!(
        one.stdout, four.stdout,
        "the output must not depend on the number of jobs"
    );
    let answers = answers(&four);
    assert_eq!(answers.len(), lines.len());
    for (line, (status, solution)) in lines.iter().zip(&answers) {
        let expected = match line.parse::<Board>().unwrap().solve().outcome {
            Outcome::Unique(_) => "unique",
            Outcome::Multiple(..) => "multiple",
            Outcome::NoSolution | Outcome::Clash(_) => "none",
            other => panic!("an outcome this test does not know: {other:?}"),
        };
        assert_eq!(status, expected, "{line}");
        check_solution(line, solution);
    }
}

#[test]
fn a_board_with_several_solutions_gets_the_same_solution_however_it_is_asked() {
    // Boards with many open cells, which the solver's own choice gives to another search than
    // `--counts` and `--first` use: the solution printed is the same all three ways.
    let lines: Vec<String> = puzzle_lines("puzzles3_magictour_top1465")
        .iter()
        .step_by(50)
        .map(|line| {
            line.char_indices()
                .map(|(i, c)| if i % 2 == 0 { '.' } else { c })
                .collect()
        })
        .collect();
    let input = lines.join("\n");
    let plain = answers(&sudoku(&["solve"], &input));
    let counted = answers(&sudoku(&["solve", "--counts"], &input));
    let first = answers(&sudoku(&["solve", "--first"], &input));
    assert_eq!(plain.len(), lines.len());
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(plain[i].0, "multiple", "{line}");
        check_solution(line, &plain[i].1);
        let counted_solution = counted[i].1.split('\t').next().expect("a solution");
        assert_eq!(plain[i].1, counted_solution, "{line}: solve --counts");
        let first_solution = first[i].1.split('\t').next().expect("a solution");
        assert_eq!(plain[i].1, first_solution, "{line}: solve --first");
    }
}

#[test]
fn a_missing_file_is_named_and_the_others_still_run() {
    let inkala = corpus("inkala_2012");
    let output = sudoku(&["solve", "no-such-file.txt", inkala.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("no-such-file.txt"),
        "{}",
        stderr(&output)
    );
    assert_eq!(answers(&output).len(), 1);
}

/// Runs `args`: a usage error, exit status 2, `message` on stderr.
fn check_refused(args: &[&str], message: &str) {
    let output = sudoku(args, "");
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(
        stderr(&output).contains(message),
        "{args:?}: {}",
        stderr(&output)
    );
}

#[test]
fn usage_errors_exit_with_2_and_say_why() {
    for (args, message) in [
        (&[][..], "a subcommand is needed"),
        (&["fly"][..], "unknown subcommand 'fly'"),
        (
            &["solve", "--jobs", "0"][..],
            "--jobs needs a number of at least 1, not '0'",
        ),
        (&["solve", "--fast"][..], "unknown option '--fast'"),
        (
            &["solve", "--algorithm", "quick"][..],
            "unknown algorithm 'quick': expected naive, candidates-first or fast",
        ),
        (&["solve", "--algorithm"][..], "--algorithm needs a name"),
        (&["bench"][..], "bench needs at least one FILE"),
    ] {
        check_refused(args, message);
    }
    let help = sudoku(&["--help"], "");
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("sudoku solve [--first]"));
}

#[test]
fn bench_prints_figures_per_file() {
    let inkala = corpus("inkala_2012");
    let output = sudoku(&["bench", inkala.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let line = text
        .lines()
        .find(|l| l.contains("inkala_2012"))
        .expect("a line for the file");
    assert!(
        line.contains("1 puzzles,") && line.contains("puzzles/s") && line.contains("µs/puzzle"),
        "{line}"
    );
}

/// `sudoku rate`'s lines split at the tabs.
fn ratings(output: &Output) -> Vec<Vec<String>> {
    String::from_utf8(output.stdout.clone())
        .expect("output is UTF-8")
        .lines()
        .map(|line| line.split('\t').map(String::from).collect())
        .collect()
}

#[test]
fn rate_gives_the_level_se_numbers_and_the_hardest_step() {
    let empty = ".".repeat(81);
    let input = format!("{EASY}\n{empty}\nnot a puzzle\n{POINTING}\n");
    let output = sudoku(&["rate"], &input);
    assert_eq!(output.status.code(), Some(1), "a line was invalid");
    assert_eq!(
        ratings(&output),
        [
            ["Easy", "1.2/1.2/1.2", "Hidden single", "51", "0"],
            ["multiple", "-", "-", "-", "-"],
            ["invalid", "-", "-", "-", "-"],
            // Sudoku Explainer itself rates it 4.0/4.0/2.6 (docs/BENCHMARKS.md).
            ["Hard", "4.0/4.0/2.6", "Hidden triple", "64", "0"],
        ]
    );
    assert!(
        stderr(&output).contains("<stdin>:3: unexpected 'n'"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn rate_and_explain_on_several_threads_keep_the_input_order() {
    let empty = ".".repeat(81);
    let input =
        format!("{POINTING}\nnot a puzzle\n{EASY}\n{empty}\n{POINTING}x\n{EASY}\n{POINTING}\n");
    for command in ["rate", "explain"] {
        let one = sudoku(&[command, "--jobs", "1"], &input);
        let three = sudoku(&[command, "--jobs", "3"], &input);
        assert_eq!(one.status.code(), Some(1), "two lines are invalid");
        assert_eq!(three.status.code(), one.status.code());
        assert_eq!(
            three.stdout, one.stdout,
            "{command}: the output must not depend on --jobs"
        );
        // The messages too come in the input's order.
        assert_eq!(stderr(&three), stderr(&one));
        let said = stderr(&one);
        let messages: Vec<&str> = said.lines().collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[0].starts_with("<stdin>:2: ") && messages[1].starts_with("<stdin>:5: "));
    }
    let rated = ratings(&sudoku(&["rate", "--jobs", "3"], &input));
    let first: Vec<&str> = rated.iter().map(|line| line[0].as_str()).collect();
    assert_eq!(
        first,
        [
            "Hard", "invalid", "Easy", "multiple", "invalid", "Easy", "Hard"
        ]
    );
}

#[test]
fn rate_finishes_norvigs_top95_without_guessing_and_explain_shows_each_path() {
    let top95 = corpus("norvig_top95.txt");
    let output = sudoku(&["rate", top95.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let rated = ratings(&output);
    assert_eq!(rated.len(), 95);
    for line in &rated {
        assert!(
            ["Medium", "Hard", "Expert", "Extreme"].contains(&line[0].as_str()),
            "{line:?}"
        );
        assert_eq!(line[4], "0", "{line:?}");
    }

    let first = std::fs::read_to_string(&top95).unwrap();
    let first = first.lines().find(|l| !l.starts_with('#')).unwrap();
    let output = sudoku(&["explain"], &format!("{first}\n"));
    let text = String::from_utf8(output.stdout).unwrap();
    let mut lines = text.lines();
    let rating: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let steps: usize = rating[3].parse().unwrap();
    let sentences: Vec<&str> = lines.take_while(|l| !l.is_empty()).collect();
    assert_eq!(sentences.len(), steps);
    // Each line is the page's sentence for the step, numbered and rated: the path the library
    // finds.
    let path = LogicalPath::of(&first.parse().unwrap()).unwrap();
    for (i, (sentence, step)) in sentences.iter().zip(&path.steps).enumerate() {
        let rating = step_rating(step);
        let expected = format!("{}. ({rating}) {}", i + 1, steps::sentence(step, Lang::En));
        assert_eq!(*sentence, expected);
        assert!(sentence.ends_with('.'), "{sentence}");
    }
    assert_eq!(rating, rated[0]);
}

#[test]
fn explain_prints_the_pages_sentences_in_english_or_chinese() {
    // The easy puzzle opens with naked singles: row 5 holds 4, 8, 3, 1, column 5 holds 7, 9, 6, 2,
    // 1, 8, so r5c5 can only hold 5; then r5c2 (2), r5c8 (9), r5c3 (6).
    let input = format!("{EASY}\n");
    let english = sudoku(&["explain"], &input);
    let chinese = sudoku(&["explain", "--lang", "zh"], &input);
    assert!(english.status.success() && chinese.status.success());
    let lines = |output: &Output| -> Vec<String> {
        let text = String::from_utf8(output.stdout.clone()).expect("output is UTF-8");
        text.lines().take(4).map(String::from).collect()
    };
    assert_eq!(
        lines(&english),
        [
            "Easy\t1.2/1.2/1.2\tHidden single\t51\t0",
            "1. (2.3) Naked single: Row 5, Column 5 can only hold 5.",
            "2. (2.3) Naked single: Row 5, Column 2 can only hold 2.",
            "3. (2.3) Naked single: Row 5, Column 8 can only hold 9.",
        ]
    );
    assert_eq!(
        lines(&chinese),
        [
            "简单\t1.2/1.2/1.2\t隐性唯一数\t51\t0",
            "1. (2.3) 唯一候选数：第5行，第5列只能填 5。",
            "2. (2.3) 唯一候选数：第5行，第2列只能填 2。",
            "3. (2.3) 唯一候选数：第5行，第8列只能填 9。",
        ]
    );
    let refused = sudoku(&["explain", "--lang", "fr"], &input);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("--lang needs en or zh, not 'fr'"));
}

/// `sudoku generate`'s lines: the puzzle and its rating columns.
fn generated(output: &Output) -> Vec<(Board, Vec<String>)> {
    assert!(output.status.success(), "{}", stderr(output));
    ratings(output)
        .into_iter()
        .map(|mut columns| {
            let puzzle = columns.remove(0).parse().expect("an 81-character puzzle");
            (puzzle, columns)
        })
        .collect()
}

#[test]
fn generate_makes_minimal_symmetric_puzzles_at_each_level() {
    use sudoku_solver::generate::{Symmetry, is_minimal};
    use sudoku_solver::logic::Level;
    for (level, symmetry) in [
        (Level::Easy, Symmetry::Rotate180),
        (Level::Medium, Symmetry::None),
        (Level::Hard, Symmetry::Mirror),
        (Level::Expert, Symmetry::Rotate90),
        (Level::Extreme, Symmetry::Diagonal),
    ] {
        let (level_name, symmetry_name) = (level.to_string(), symmetry.to_string());
        let args = [
            "generate",
            "--level",
            &level_name,
            "--count",
            "4",
            "--symmetry",
            &symmetry_name,
            "--seed",
            "7",
        ];
        let lines = generated(&sudoku(&args, ""));
        assert_eq!(lines.len(), 4);
        for (puzzle, rating) in &lines {
            let path = SePath::of(puzzle).expect("one solution");
            assert_eq!(path.level(), level, "{puzzle}");
            assert!(is_minimal(puzzle, symmetry), "{symmetry}: {puzzle}");
            assert!(symmetry.holds(puzzle), "{symmetry}: {puzzle}");
            // The columns are what `sudoku rate` says of the puzzle.
            let rated = sudoku(&["rate"], &format!("{puzzle}\n"));
            assert_eq!(ratings(&rated), std::slice::from_ref(rating));
        }
    }
}

#[test]
fn generate_gives_the_same_puzzles_for_a_seed_whatever_the_threads() {
    let run = |seed: &str, jobs: &str| {
        sudoku(
            &[
                "generate", "--level", "medium", "--count", "6", "--seed", seed, "--jobs", jobs,
            ],
            "",
        )
    };
    let one = generated(&run("2026", "1"));
    assert_eq!(one, generated(&run("2026", "3")));
    assert_ne!(one, generated(&run("2027", "1")));
    let distinct: std::collections::HashSet<String> =
        one.iter().map(|(p, _)| p.to_string()).collect();
    assert_eq!(distinct.len(), 6, "six different puzzles");
    // Without --seed, one is chosen and said, so the run can be made again.
    let chosen = sudoku(&["generate", "--level", "easy"], "");
    let said = stderr(&chosen);
    let seed = said.trim().rsplit(' ').next().unwrap().to_string();
    let again = sudoku(&["generate", "--level", "easy", "--seed", &seed], "");
    assert_eq!(generated(&chosen), generated(&again), "{said}");
}

#[test]
fn generate_refuses_what_it_cannot_do() {
    for (args, message) in [
        (
            &["generate"][..],
            "generate needs --level easy, medium, hard, expert or extreme",
        ),
        (
            &["generate", "--level", "brutal"][..],
            "unknown level 'brutal': expected one of easy, medium, hard, expert, extreme",
        ),
        (
            &["generate", "--level", "easy", "--symmetry", "spiral"][..],
            "unknown symmetry 'spiral'",
        ),
        (
            &["generate", "--level", "easy", "--seed", "-1"][..],
            "--seed needs a whole number, not '-1'",
        ),
        (
            &["generate", "--level", "easy", "puzzles.txt"][..],
            "generate reads no FILE",
        ),
    ] {
        check_refused(args, message);
    }
}

#[test]
fn scan_reads_a_photo_and_says_why_it_cannot_read_another() {
    let image1 = (sudoku_testkit::photo_files().into_iter())
        .find(|file| file.number == 1)
        .expect("the folder has image1");
    let (good, bad) = (image1.jpeg.clone(), corpus("norvig_top95.txt"));
    let output = sudoku(&["scan", good.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let (puzzle, confidence) = stdout
        .trim_end()
        .split_once('\t')
        .expect("PUZZLE<TAB>CONFIDENCE");
    assert_eq!(puzzle, image1.line());
    let confidence: f32 = confidence.parse().unwrap();
    assert!((0.0..=1.0).contains(&confidence));
    // A text file is no photo: a message, and exit status 1; the good photo is still read.
    let output = sudoku(&["scan", bad.to_str().unwrap(), good.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("not a JPEG image"),
        "{}",
        stderr(&output)
    );
    assert_eq!(String::from_utf8(output.stdout).unwrap().lines().count(), 1);
    // No photo at all is a usage error.
    assert_eq!(sudoku(&["scan"], "").status.code(), Some(2));
}
