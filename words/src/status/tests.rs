use super::*;
use crate::Lang;

/// The board as a status sees it, with `board`'s digits as givens.
fn shown(board: Board) -> Shown {
    Shown {
        board,
        givens: board.given_count(),
        entries: 0,
    }
}

mod english {
    use super::*;
    use sudoku_solver::Cell;

    const SOLVE_PHRASES: [&str; 3] = ["more than one solution", "no solution", "conflict"];

    /// The contract's rule for the status after Solve: `solved` only for the unique outcome, and
    /// each other outcome's own phrase.
    fn check_after_solve(status: Status, board: &Board, phrase: Option<&str>) {
        let text = status.text(&shown(*board), Lang::En).to_lowercase();
        match phrase {
            None => {
                assert!(text.contains("solved"), "{text}");
                assert!(SOLVE_PHRASES.iter().all(|p| !text.contains(p)), "{text}");
            }
            Some(phrase) => {
                assert!(text.contains(phrase), "{text}");
                assert!(!text.contains("solved"), "{text}");
            }
        }
    }

    /// A search's work: `first` and `all` tries (backtracks the difference), with times.
    fn work(algorithm: Algorithm, first: Option<u64>, all: u64) -> Work {
        let timed = |tries: u64, millis: f64| Timed {
            counts: Counts {
                tries,
                placements: tries / 9,
                backtracks: tries / 9,
                max_depth: 59,
            },
            millis,
        };
        Work {
            algorithm,
            all: timed(all, 480.0),
            first: first.map(|tries| timed(tries, 4.9)),
        }
    }

    #[test]
    fn solve_outcomes_use_the_contract_words() {
        let board = Board::EMPTY;
        let filled = 60;
        for algorithm in Algorithm::ALL {
            for (first, all) in [(0, 0), (1, 3), (45_360, 4_569_975)] {
                let work = work(algorithm, Some(first), all);
                check_after_solve(Status::Solved { filled, work }, &board, None);
                let not_unique = Status::NotUnique { filled, work };
                check_after_solve(not_unique, &board, Some("more than one solution"));
                let work = self::work(algorithm, None, all);
                check_after_solve(Status::NoSolution { work }, &board, Some("no solution"));
            }
        }
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        let conflict = Status::Conflict;
        check_after_solve(conflict.clone(), &clashing, Some("conflict"));
        assert_eq!(
            conflict.text(&shown(clashing), Lang::En),
            "Conflict: 2 digits clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. \
             Fix them, then press Solve again."
        );
    }

    #[test]
    fn long_runs_read_well() {
        let board = Board::EMPTY;
        let solving = Status::Solving {
            algorithm: Algorithm::Naive,
            tries: 1_234_567,
            millis: 1_500.0,
        };
        assert_eq!(
            solving.text(&shown(board), Lang::En),
            "Solving with Naive backtracking… 1,234,567 tries so far, 1.5 s. Cancel stops it."
        );
        let cancelled = Status::Cancelled {
            algorithm: Algorithm::CandidatesFirst,
            tries: 42,
            millis: 3.0,
        };
        assert_eq!(
            cancelled.text(&shown(board), Lang::En),
            "Cancelled: Candidates first stopped after 42 tries and 3.0 ms. The board is unchanged."
        );
    }

    #[test]
    fn the_tutorials_count_comes_first_then_the_whole_search() {
        let grid = shown(Board::EMPTY);
        let solved = Status::Solved {
            filled: 59,
            work: work(Algorithm::Naive, Some(45_360), 4_569_975),
        };
        assert_eq!(
            solved.text(&grid, Lang::En),
            "Solved: the puzzle has exactly one solution; 59 cells filled. Naive backtracking \
             found it after 45,360 tries (4.9 ms); proving it is the only one took 4,569,975 \
             tries and 507,775 backtracks in all (480 ms)."
        );
        assert_eq!(
            solved.text(&grid, Lang::Zh),
            "已解出：此题恰有一个解；填好 59 个格子。朴素回溯算法经过 45,360 次尝试找到它（4.9 毫秒）；\
             证明它是唯一解共用了 4,569,975 次尝试、507,775 次回溯（480 毫秒）。"
        );
        let fast = Status::Solved {
            filled: 59,
            work: work(Algorithm::Fast, Some(1), 3),
        };
        assert!(
            fast.text(&grid, Lang::En).ends_with(
                "Fast found it after 1 guess (4.9 ms); proving it is the only one took 3 \
                 guesses in all (480 ms)."
            ),
            "{}",
            fast.text(&grid, Lang::En)
        );
        let logic_alone = Status::Solved {
            filled: 59,
            work: work(Algorithm::Fast, Some(0), 0),
        };
        assert!(
            logic_alone
                .text(&grid, Lang::En)
                .ends_with("Fast found it by logic alone, without a guess (480 ms).")
        );
        let several = Status::NotUnique {
            filled: 81,
            work: work(Algorithm::CandidatesFirst, Some(81), 91),
        };
        assert!(
            several.text(&grid, Lang::En).ends_with(
                "Candidates first found the first after 81 tries (4.9 ms) and a second after 91 \
                 tries in all (480 ms)."
            ),
            "{}",
            several.text(&grid, Lang::En)
        );
        let none = Status::NoSolution {
            work: work(Algorithm::Naive, None, 1_530),
        };
        assert!(none.text(&grid, Lang::En).ends_with(
            "Naive backtracking proved it with 1,530 tries and 170 backtracks (480 ms)."
        ));
    }

    #[test]
    fn clashes_are_named_by_digit() {
        let board: Board = format!("7...7...7{}", ".".repeat(72)).parse().unwrap();
        let edited = Status::Edited {
            solution_removed: false,
        };
        assert!(edited.is_problem(&board));
        let text = edited.text(&shown(board), Lang::En);
        assert_eq!(
            text,
            "Conflict: 3 digits clash. Row 1, Column 1; Row 1, Column 5; Row 1, Column 9 all hold 7. \
             3 givens."
        );
        let quiet = Status::Edited {
            solution_removed: true,
        };
        let one = Board::EMPTY.with(Cell::at(0, 0).unwrap(), Digit::new(1));
        assert!(!quiet.is_problem(&one));
        assert_eq!(
            quiet.text(&shown(one), Lang::En),
            "1 given. The puzzle changed, so its solution was removed."
        );
    }

    #[test]
    fn every_message_is_words() {
        let error = "x".parse::<Board>().unwrap_err();
        let statuses = [
            Status::Welcome,
            Status::Restored,
            Status::StorageUnreadable,
            Status::Loaded(Source::Example(1)),
            Status::Unreadable {
                source: Source::Paste,
                error: error.clone(),
            },
            Status::Unreadable {
                source: Source::Link,
                error,
            },
            Status::Cleared,
            Status::Undone,
            Status::Redone,
        ];
        for status in statuses {
            let text = status.text(&shown(Board::EMPTY), Lang::En);
            assert!(text.len() > 5 && text.ends_with('.'), "{status:?}: {text}");
            assert!(!text.to_lowercase().contains("solved"), "{text}");
            let zh = status.text(&shown(Board::EMPTY), Lang::Zh);
            assert!(zh.ends_with('。'), "{status:?}: {zh}");
        }
    }
}

mod chinese {
    use super::*;

    /// Every status, with figures, in both languages: the Chinese text is Chinese (no English
    /// sentence left in it) and keeps the figures.
    #[test]
    fn every_status_is_translated() {
        let counts = Counts {
            tries: 1_234,
            placements: 5,
            backtracks: 67,
            max_depth: 8,
        };
        let work = Work {
            algorithm: Algorithm::Naive,
            all: Timed {
                counts,
                millis: 2.0,
            },
            first: Some(Timed {
                counts,
                millis: 1.0,
            }),
        };
        let error = "8x".parse::<Board>().unwrap_err();
        let statuses = [
            Status::Welcome,
            Status::Restored,
            Status::StorageUnreadable,
            Status::Loaded(Source::Example(0)),
            Status::Loaded(Source::Paste),
            Status::BadStartLink(error.clone()),
            Status::Unreadable {
                source: Source::TextBox,
                error,
            },
            Status::Edited {
                solution_removed: true,
            },
            Status::Cleared,
            Status::Undone,
            Status::Redone,
            Status::Copied(CopyFormat::Link),
            Status::CopyFailed,
            Status::Solving {
                algorithm: Algorithm::Naive,
                tries: 1_234,
                millis: 1_500.0,
            },
            Status::Comparing {
                algorithm: Algorithm::Fast,
                tries: 0,
                millis: 0.0,
            },
            Status::Compared {
                verdict: Verdict::Unique,
                times: vec![(Algorithm::Fast, 0.5)],
            },
            Status::Stepping {
                algorithm: Algorithm::CandidatesFirst,
            },
            Status::SteppedThrough {
                algorithm: Algorithm::Naive,
                counts,
                verdict: Verdict::Multiple,
            },
            Status::StoppedStepping,
            Status::Cancelled {
                algorithm: Algorithm::Naive,
                tries: 1_234,
                millis: 3.0,
            },
            Status::Solved { filled: 60, work },
            Status::Solved {
                filled: 60,
                work: Work {
                    algorithm: Algorithm::Fast,
                    ..work
                },
            },
            Status::NotUnique { filled: 60, work },
            Status::NoSolution { work },
            Status::Conflict,
        ];
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        for status in statuses {
            let en = status.text(&shown(clashing), Lang::En);
            let zh = status.text(&shown(clashing), Lang::Zh);
            assert_ne!(en, zh);
            assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
            let english_words = ["the ", " and ", "board", "puzzle", "tries", "solution"];
            assert!(
                english_words.iter().all(|w| !zh.to_lowercase().contains(w)),
                "{status:?}: {zh}"
            );
            if en.contains("1,234") {
                assert!(zh.contains("1,234"), "{zh}");
            }
        }
        assert_eq!(
            Status::Conflict.text(&shown(clashing), Lang::Zh),
            "冲突：2 个数字互相冲突。第1行，第1列和第1行，第9列都是 3。改正后再按“求解”。"
        );
        assert_eq!(
            parse_error_text(&"8x".parse::<Board>().unwrap_err(), Lang::Zh),
            "第1行，第2列处有意外的字符“x”"
        );
    }
}
