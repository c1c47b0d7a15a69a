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
        // Past three seconds it says it may take minutes.
        for (status, en, zh) in [
            (
                Status::Solving {
                    algorithm: Algorithm::Naive,
                    tries: 9_000_000,
                    millis: 3_000.0,
                },
                "Solving with Naive backtracking… 9,000,000 tries so far, 3.0 s. This may take minutes; Cancel stops it.",
                "正在用朴素回溯求解……已尝试 9,000,000 次，用时 3.0 秒。这可能要几分钟；按“取消”可停止。",
            ),
            (
                Status::Comparing {
                    algorithm: Algorithm::Naive,
                    tries: 9_000_000,
                    millis: 61_000.0,
                },
                "Comparing: running Naive backtracking… 9,000,000 tries so far, 61.0 s. This may take minutes; Cancel stops it.",
                "比较中：正在运行朴素回溯……已尝试 9,000,000 次，用时 61.0 秒。这可能要几分钟；按“取消”可停止。",
            ),
        ] {
            assert_eq!(status.text(&shown(board), Lang::En), en);
            assert_eq!(status.text(&shown(board), Lang::Zh), zh);
        }
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
    fn a_board_full_of_clashes_names_a_few_and_counts_the_rest() {
        // Row 1 holds 1 1 2 2 3 3 4 4 5: four digits clash, two cells each.
        let board: Board = format!("112233445{}", ".".repeat(72)).parse().unwrap();
        let edited = Status::Edited {
            solution_removed: false,
        };
        assert_eq!(
            edited.text(&shown(board), Lang::En),
            "Conflict: 8 digits clash. Row 1, Column 1 and Row 1, Column 2 both hold 1. \
             Row 1, Column 3 and Row 1, Column 4 both hold 2. Row 1, Column 5 and Row 1, Column 6 \
             both hold 3. 2 other clashing digits are marked on the board. 9 givens."
        );
        assert_eq!(
            edited.text(&shown(board), Lang::Zh),
            "冲突：8 个数字互相冲突。第1行，第1列和第1行，第2列都是 1；第1行，第3列和第1行，第4列都是 2；\
             第1行，第5列和第1行，第6列都是 3。另有 2 个冲突的数字已在棋盘上标出。9 个数字。"
        );
        // The first digit's group is named whole, however many cells it has.
        let sevens: Board = format!("777777778{}", ".".repeat(72)).parse().unwrap();
        let text = edited.text(&shown(sevens), Lang::En);
        assert!(text.starts_with("Conflict: 8 digits clash. Row 1, Column 1; Row 1, Column 2;"));
        assert!(
            text.contains("Row 1, Column 8 all hold 7. 9 givens."),
            "{text}"
        );
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
}

/// Every status, one example per case, with the whole sentence it says in each language. The
/// `match` that `every_status!` builds has no wildcard: a new variant of `Status`, `Source`,
/// `CopyFormat` or `HintSaid` does not compile until it has a row here, with an example and its
/// words.
mod every_variant {
    use super::*;
    use sudoku_solver::Cell;
    use sudoku_solver::logic::Level;

    macro_rules! every_status {
        (|$f:ident| $($pattern:pat => $example:expr, $en:expr, $zh:expr;)*) => {
            /// The words of the row whose pattern `status` matches first.
            fn words_of(status: &Status) -> [&'static str; 2] {
                match status {
                    $($pattern => [$en, $zh],)*
                }
            }

            /// Each row's example and words.
            fn rows($f: &Fixture) -> Vec<(Status, [&'static str; 2])> {
                vec![$(($example, [$en, $zh])),*]
            }
        };
    }

    struct Fixture {
        error: ParseError,
        work: Work,
        counts: Counts,
        cell: Cell,
        step: [String; 2],
    }

    every_status! {
        |f|
        Status::Welcome => Status::Welcome,
            "Type a puzzle, paste one, or pick an example; then press Solve.",
            "输入一道题、粘贴一道题或选择一个示例，然后按“求解”。";
        Status::Restored => Status::Restored,
            "Your board from last time is back.",
            "已恢复你上次的棋盘。";
        Status::StorageUnreadable => Status::StorageUnreadable,
            "The data saved in this browser could not be read, so the app started with an empty board.",
            "无法读取此浏览器中保存的数据，因此应用以空棋盘开始。";
        Status::Loaded(Source::Paste) => Status::Loaded(Source::Paste),
            "Loaded the pasted puzzle: 2 givens. 2 of them clash, marked on the board.",
            "已载入粘贴的题目：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Loaded(Source::Practice(_)) => Status::Loaded(Source::Practice(["X-Wing", "X 翼"])),
            "A practice puzzle whose hardest step is X-Wing: 2 givens. 2 of them clash, marked on the board.",
            "以X 翼为最难一步的练习题：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Practising(_) => Status::Practising(["X-Wing", "X 翼"]),
            "Making a practice puzzle whose hardest step is X-Wing…",
            "正在生成以X 翼为最难一步的练习题……";
        Status::PracticeMissed(_) => Status::PracticeMissed(["Jellyfish", "水母"]),
            "No practice puzzle whose hardest step is Jellyfish turned up in 30 seconds: it is rarely a puzzle's hardest step. Press Practice again to look on, or see its Example. The board is unchanged.",
            "30 秒内没有找到以水母为最难一步的练习题：它很少是一道题最难的一步。再按“练习”可以继续找，或看它的例子。棋盘未改变。";
        Status::Loaded(Source::Lesson) => Status::Loaded(Source::Lesson),
            "Loaded the technique's example: 2 givens. 2 of them clash, marked on the board. Its step is shown once the puzzle is rated.",
            "已载入技巧的例题：2 个数字。其中 2 个冲突，已在棋盘上标出。评级完成后即显示这一步。";
        Status::Loaded(Source::TextBox) => Status::Loaded(Source::TextBox),
            "Loaded the puzzle text: 2 givens. 2 of them clash, marked on the board.",
            "已载入题目文本：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Loaded(Source::Link) => Status::Loaded(Source::Link),
            "Loaded the puzzle from the link: 2 givens. 2 of them clash, marked on the board.",
            "已从链接载入题目：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Loaded(Source::Example(_)) => Status::Loaded(Source::Example(0)),
            "Loaded the example \u{201c}Easy: a gentle start\u{201d}: 2 givens. 2 of them clash, marked on the board.",
            "已载入示例“简单：轻松入门”：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Loaded(Source::Generated(_)) => Status::Loaded(Source::Generated(Level::Hard)),
            "A new Hard puzzle: 2 givens. 2 of them clash, marked on the board.",
            "新的困难题目：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Generating { today: false, .. } => Status::Generating { level: Level::Expert, today: false },
            "Making a new Expert puzzle…", "正在生成一道新的专家题目……";
        Status::Generating { today: true, .. } => Status::Generating { level: Level::Easy, today: true },
            "Making today's Easy puzzle…", "正在生成今日的简单题目……";
        Status::Loaded(Source::Today { .. }) =>
            Status::Loaded(Source::Today { level: Level::Extreme, date: 20261103 }),
            "Today's Extreme puzzle, 2026-11-03: 2 givens. 2 of them clash, marked on the board.",
            "今日极难题目（2026-11-03）：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Unreadable { source: Source::Paste, .. } =>
            Status::Unreadable { source: Source::Paste, error: f.error.clone() },
            "The pasted text is not a puzzle: unexpected 'x' at row 1, column 2. The board is unchanged.",
            "粘贴的文本不是题目：第1行，第2列处有意外的字符“x”。棋盘未改变。";
        Status::Unreadable { source: Source::Link, .. } =>
            Status::Unreadable { source: Source::Link, error: f.error.clone() },
            "The link was not understood: unexpected 'x' at row 1, column 2. The board is unchanged.",
            "无法识别链接：第1行，第2列处有意外的字符“x”。棋盘未改变。";
        Status::Unreadable { source: Source::TextBox | Source::Example(_) | Source::Generated(_) | Source::Today { .. } | Source::Scan | Source::Lesson | Source::Practice(_), .. } =>
            Status::Unreadable { source: Source::TextBox, error: f.error.clone() },
            "The puzzle text is not a puzzle: unexpected 'x' at row 1, column 2. The board is unchanged.",
            "题目文本不是题目：第1行，第2列处有意外的字符“x”。棋盘未改变。";
        Status::Edited { solution_removed: true } => Status::Edited { solution_removed: true },
            "Conflict: 2 digits clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. 2 givens. The puzzle changed, so its solution was removed.",
            "冲突：2 个数字互相冲突。第1行，第1列和第1行，第9列都是 3。2 个数字。题目已改变，因此移除了它的解。";
        Status::Edited { solution_removed: false } => Status::Edited { solution_removed: false },
            "Conflict: 2 digits clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. 2 givens.",
            "冲突：2 个数字互相冲突。第1行，第1列和第1行，第9列都是 3。2 个数字。";
        Status::Cleared => Status::Cleared, "Board cleared.", "棋盘已清除。";
        Status::Loaded(Source::Scan) => Status::Loaded(Source::Scan),
            "Loaded the scanned puzzle: 2 givens. 2 of them clash, marked on the board.",
            "已载入扫描的题目：2 个数字。其中 2 个冲突，已在棋盘上标出。";
        Status::Scanning => Status::Scanning, "Reading the photo…", "正在识别照片……";
        Status::ScanDiscarded => Status::ScanDiscarded,
            "The scanned puzzle was discarded; the board is as it was.",
            "已放弃扫描的题目；棋盘保持原样。";
        Status::Scanned { unique: true, .. } =>
            Status::Scanned { givens: 27, unsure: 2, changed: 1, unique: true },
            "Read the photo: 27 givens. 2 cells are unsure, marked. The solver's check changed 1 cell. Check it against the photo, then press Use this puzzle.",
            "已识别照片：27 个数字。2 个格子不确定，已标出。求解器的检查改了 1 个格子。请对照照片检查，然后按“使用这道题”。";
        Status::Scanned { unique: false, .. } =>
            Status::Scanned { givens: 30, unsure: 1, changed: 0, unique: false },
            "Read the photo: 30 givens. 1 cell is unsure, marked. It has no single solution, so a cell is misread: correct it here (type its digit), or discard it.",
            "已识别照片：30 个数字。1 个格子不确定，已标出。它没有唯一解，说明有格子识别错了：请在这里改正（输入它的数字），或放弃。";
        Status::ScanFailed(ScanProblem::NotAnImage) => Status::ScanFailed(ScanProblem::NotAnImage),
            "That file is not an image this browser can read. The board is unchanged.",
            "这个文件不是此浏览器能读取的图片。棋盘未改变。";
        Status::ScanFailed(ScanProblem::TooSmall(_)) => Status::ScanFailed(ScanProblem::TooSmall(40)),
            "The photo is too small to read (40 pixels across). The board is unchanged.",
            "照片太小，无法识别（宽 40 像素）。棋盘未改变。";
        Status::ScanFailed(ScanProblem::NoGrid) => Status::ScanFailed(ScanProblem::NoGrid),
            "No Sudoku grid was found in the photo: take it straight on, the whole grid in view, in good light. The board is unchanged.",
            "照片中没有找到数独网格：请正对网格、拍下整个网格并保证光线充足。棋盘未改变。";
        Status::ScanFailed(ScanProblem::Stopped) => Status::ScanFailed(ScanProblem::Stopped),
            "Reading the photo stopped; try again. The board is unchanged.",
            "照片识别中断了，请重试。棋盘未改变。";
        Status::CameraFailed(CameraProblem::Denied) => Status::CameraFailed(CameraProblem::Denied),
            "The camera is not allowed: allow it in the browser's settings for this site, or use Scan photo. The board is unchanged.",
            "相机未获允许：请在浏览器中允许此网站使用相机，或使用“扫描照片”。棋盘未改变。";
        Status::CameraFailed(CameraProblem::NoCamera) => Status::CameraFailed(CameraProblem::NoCamera),
            "No camera was found: use Scan photo to choose a photo instead. The board is unchanged.",
            "没有找到相机：请改用“扫描照片”选择一张照片。棋盘未改变。";
        Status::CameraFailed(CameraProblem::Failed) => Status::CameraFailed(CameraProblem::Failed),
            "The camera would not start (another app may be using it): try again, or use Scan photo. The board is unchanged.",
            "相机无法启动（可能正被其他应用使用）：请重试，或使用“扫描照片”。棋盘未改变。";
        Status::CannotSave => Status::CannotSave,
            "This browser is not letting the app save, so the board will be gone when the page closes; everything else works.",
            "此浏览器不允许本应用保存，页面关闭后棋盘将丢失；其他功能照常。";
        Status::WorkerLost { logic: false } => Status::WorkerLost { logic: false },
            "The solver stopped unexpectedly and has been restarted; nothing on the board was lost. Try again.",
            "求解器意外停止，已重新启动；棋盘上的内容都在。请再试一次。";
        Status::WorkerLost { logic: true } => Status::WorkerLost { logic: true },
            "The hint and rating engine stopped unexpectedly and has been restarted; nothing on the board was lost. Try again.",
            "提示与评级引擎意外停止，已重新启动；棋盘上的内容都在。请再试一次。";
        Status::FromOtherTab => Status::FromOtherTab,
            "Updated with the board from another tab of this app.", "已更新为本应用另一个标签页中的棋盘。";
        Status::TabsMerged => Status::TabsMerged,
            "Two tabs of this app saved different boards at once: this tab shows the newer, and the other is one Undo back.",
            "本应用的两个标签页同时保存了不同的棋盘：这里显示较新的，另一个可撤销一步找回。";
        Status::SolvedByYou { hints: 0, .. } => Status::SolvedByYou { millis: 65_432, hints: 0 },
            "Solved by you in 1:05, no hints.", "你解出了这道题，用时 1:05，未用提示。";
        Status::SolvedByYou { hints: 1, .. } => Status::SolvedByYou { millis: 754_000, hints: 1 },
            "Solved by you in 12:34, 1 hint.", "你解出了这道题，用时 12:34，用了 1 次提示。";
        Status::SolvedByYou { .. } => Status::SolvedByYou { millis: 3_723_000, hints: 2 },
            "Solved by you in 1:02:03, 2 hints.", "你解出了这道题，用时 1:02:03，用了 2 次提示。";
        Status::Mode(Mode::Digit) => Status::Mode(Mode::Digit),
            "Digit mode: a digit now fills the cell.", "数字模式：数字现在填入格子。";
        Status::Mode(Mode::Corner) => Status::Mode(Mode::Corner),
            "Corner mode: a digit now toggles a corner mark in the cell.",
            "角标模式：数字现在在格子角上切换角标。";
        Status::Mode(Mode::Centre) => Status::Mode(Mode::Centre),
            "Centre mode: a digit now toggles a centre mark in the cell.",
            "中心模式：数字现在在格子中心切换中心标记。";
        Status::Mode(Mode::Colour) => Status::Mode(Mode::Colour),
            "Colour mode: a digit now toggles a colour in the cell.",
            "颜色模式：数字现在在格子里切换颜色。";
        Status::Highlighted(Some(_)) => Status::Highlighted(Digit::new(5).map(|d| (d, 4, 12))),
            "Showing 5: 4 placed, 12 empty cells can take it.",
            "正在显示 5：已填 4 个，还有 12 个空格可填。";
        Status::Highlighted(None) => Status::Highlighted(None),
            "No digit is shown now.", "已停止显示数字。";
        Status::Unchecked => Status::Unchecked,
            "This is checked against the puzzle's one solution, which is not known yet: wait for the rating.",
            "这要与题目的唯一解对照，但解还不知道：请等评级完成。";
        Status::NothingWrong => Status::NothingWrong,
            "Nothing has gone wrong: every digit and mark on the board agrees with the solution.",
            "没有出错：盘面上的每个数字和标记都与答案一致。";
        Status::WentWrong(None) => Status::WentWrong(None),
            "Looking for the move that went wrong…", "正在寻找出错的那一步……";
        Status::WentWrong(Some(_)) => Status::WentWrong(Some(f.step.clone())),
            "Naked single.", "唯一候选数。";
        Status::WentBack(1) => Status::WentBack(1),
            "Back to just before that move: 1 move undone. Redo brings them back.",
            "已回到那一步之前：撤销了 1 步。“重做”可以恢复。";
        Status::WentBack(_) => Status::WentBack(4),
            "Back to just before that move: 4 moves undone. Redo brings them back.",
            "已回到那一步之前：撤销了 4 步。“重做”可以恢复。";
        Status::MarksRight => Status::MarksRight,
            "Your marks are right: no cell has lost its digit.", "你的标记都对：没有格子漏掉它的数字。";
        Status::MarksLost(_) => Status::MarksLost(vec![
            (Cell::at(0, 2).unwrap(), Digit::new(4).unwrap()),
            (Cell::at(4, 4).unwrap(), Digit::new(7).unwrap()),
        ]),
            "Your marks have lost 2 of the solution's digits: Row 1, Column 3 needs 4; Row 5, Column 5 needs 7.",
            "你的标记漏掉了 2 个正确数字：第1行，第3列需要 4；第5行，第5列需要 7。";
        Status::NotesFilled => Status::NotesFilled,
            "Every empty cell's candidates are now in its centre marks.",
            "每个空格的候选数都已填入中心标记。";
        Status::GivenLocked(_) => Status::GivenLocked(Cell::at(0, 2).unwrap()),
            "Row 1, Column 3 is one of the puzzle's givens, so it stays. To change the puzzle, press Edit puzzle.",
            "第1行，第3列是题目给出的数字，不能改动。要修改题目，请按“编辑题目”。";
        Status::EditingPuzzle(true) => Status::EditingPuzzle(true),
            "Editing the puzzle: digits you type are givens, and each moves on to the next cell. Press Edit puzzle again to play.",
            "正在编辑题目：输入的数字是题目给出的数字，每输入一个就移到下一格。再按“编辑题目”开始解题。";
        Status::EditingPuzzle(false) => Status::EditingPuzzle(false),
            "Playing: the givens are locked, and digits you type are yours.",
            "开始解题：题目给出的数字已锁定，你输入的数字是你的答案。";
        Status::Undone => Status::Undone, "Undone.", "已撤销。";
        Status::Redone => Status::Redone, "Redone.", "已重做。";
        Status::Copied(CopyFormat::Line) => Status::Copied(CopyFormat::Line),
            "Copied the puzzle as one line.", "已复制单行题目。";
        Status::Copied(CopyFormat::Grid) => Status::Copied(CopyFormat::Grid),
            "Copied the board as a grid.", "已复制网格形式的棋盘。";
        Status::Copied(CopyFormat::Link) => Status::Copied(CopyFormat::Link),
            "Copied a link to this board.", "已复制此棋盘的链接。";
        Status::Copied(CopyFormat::Marks) => Status::Copied(CopyFormat::Marks),
            "Copied the board with its marks, as a pencil-mark grid.", "已复制带笔记的棋盘（笔记格）。";
        Status::Copied(CopyFormat::SudokuWiki) => Status::Copied(CopyFormat::SudokuWiki),
            "Copied the board with its marks, as SudokuWiki's 162-character string.",
            "已复制带笔记的棋盘（SudokuWiki 的 162 字符串）。";
        Status::Copied(CopyFormat::HoDoKu) => Status::Copied(CopyFormat::HoDoKu),
            "Copied the board with its marks, as a HoDoKu library line.",
            "已复制带笔记的棋盘（HoDoKu 库行）。";
        Status::Copied(CopyFormat::FPuzzles) => Status::Copied(CopyFormat::FPuzzles),
            "Copied the puzzle as an f-puzzles link.", "已复制此题的 f-puzzles 链接。";
        Status::CopyFailed => Status::CopyFailed,
            "This browser did not allow copying; the text is in the Puzzle text box, selected, to copy from there.",
            "此浏览器不允许复制；文本已放入“题目文本”框并选中，可从那里复制。";
        Status::Solving { tries: 0, .. } =>
            Status::Solving { algorithm: Algorithm::Naive, tries: 0, millis: 0.0 },
            "Solving with Naive backtracking…", "正在用朴素回溯求解……";
        Status::Solving { .. } =>
            Status::Solving { algorithm: Algorithm::Naive, tries: 1_234, millis: 1_500.0 },
            "Solving with Naive backtracking… 1,234 tries so far, 1.5 s. Cancel stops it.",
            "正在用朴素回溯求解……已尝试 1,234 次，用时 1.5 秒。按“取消”可停止。";
        Status::Comparing { tries: 0, .. } =>
            Status::Comparing { algorithm: Algorithm::Fast, tries: 0, millis: 0.0 },
            "Comparing: running Fast…", "比较中：正在运行快速……";
        Status::Comparing { .. } =>
            Status::Comparing { algorithm: Algorithm::Fast, tries: 1_234, millis: 1_500.0 },
            "Comparing: running Fast… 1,234 tries so far, 1.5 s. Cancel stops it.",
            "比较中：正在运行快速……已尝试 1,234 次，用时 1.5 秒。按“取消”可停止。";
        Status::Compared { .. } => Status::Compared {
                verdict: Verdict::Unique,
                times: vec![(Algorithm::Fast, 0.5), (Algorithm::Naive, 3.0)],
            },
            "Compared: every algorithm found one solution; Fast 0.50 ms, Naive backtracking 3.0 ms. The board is unchanged.",
            "比较完成：每种算法都得出唯一解；快速 0.50 毫秒，朴素回溯 3.0 毫秒。棋盘未改变。";
        Status::Stepping { .. } => Status::Stepping { algorithm: Algorithm::CandidatesFirst },
            "Stepping through Candidates first: press Play, or Next step for one step at a time.",
            "逐步演示候选数优先：按“播放”，或按“下一步”每次走一步。";
        Status::SteppedThrough { verdict: Verdict::Unique, .. } => Status::SteppedThrough {
                algorithm: Algorithm::Naive,
                counts: f.counts,
                verdict: Verdict::Unique,
            },
            "Step through finished: Naive backtracking found the only solution after 1,234 tries and 67 backtracks.",
            "逐步演示结束：朴素回溯得出唯一解，经过 1,234 次尝试和 67 次回溯。";
        Status::SteppedThrough { verdict: Verdict::Multiple | Verdict::NoSolution, .. } =>
            Status::SteppedThrough { algorithm: Algorithm::Fast, counts: f.counts, verdict: Verdict::NoSolution },
            "Step through finished: Fast found no solution after 1,234 tries and 67 backtracks.",
            "逐步演示结束：快速得出无解，经过 1,234 次尝试和 67 次回溯。";
        Status::StoppedStepping => Status::StoppedStepping,
            "Stopped stepping; the board is as it was.", "已停止逐步演示，棋盘恢复原样。";
        Status::Variant(VariantSaid::Reading) => Status::Variant(VariantSaid::Reading),
            "Reading the variant puzzle…", "正在读取变型数独题目……";
        Status::Variant(VariantSaid::Read(0)) => Status::Variant(VariantSaid::Read(0)),
            "Loaded a variant puzzle with the classic rules only.", "已载入变型数独题目，只有经典规则。";
        Status::Variant(VariantSaid::Read(_)) => Status::Variant(VariantSaid::Read(2)),
            "Loaded a variant puzzle: its rules are drawn on the board and listed under it (2 beyond the classic ones).",
            "已载入变型数独题目：规则画在棋盘上，并列在棋盘下方（经典规则之外还有 2 条）。";
        Status::Variant(VariantSaid::Unread(_)) => Status::Variant(VariantSaid::Unread(["Not loaded: no.".into(), "未载入：不。".into()])),
            "Not loaded: no. The board is unchanged.", "未载入：不。棋盘未改变。";
        Status::Variant(VariantSaid::Solving(_)) => Status::Variant(VariantSaid::Solving(1_234)),
            "Solving the variant puzzle… 1,234 branches tried.", "正在求解变型数独题目……已尝试 1,234 个分支。";
        Status::Variant(VariantSaid::Solved(..)) => Status::Variant(VariantSaid::Solved(60, 1_234)),
            "Solved: the variant puzzle has exactly one solution; 60 cells filled (1,234 branches tried).",
            "已解出：此变型题恰有一个解；填好 60 个格子（尝试了 1,234 个分支）。";
        Status::Variant(VariantSaid::NoSolution) => Status::Variant(VariantSaid::NoSolution),
            "No solution: the digits on the board break the puzzle's rules. The board is unchanged.",
            "无解：盘面上的数字违反了题目的规则。棋盘未改变。";
        Status::Variant(VariantSaid::Several) => Status::Variant(VariantSaid::Several),
            "This variant puzzle has more than one solution. The board is unchanged.", "此变型题有不止一个解。棋盘未改变。";
        Status::Variant(VariantSaid::GaveUp(_)) => Status::Variant(VariantSaid::GaveUp(2_000_000)),
            "Gave up after 2,000,000 branches: the search could not settle this puzzle. The board is unchanged.",
            "尝试 2,000,000 个分支后放弃：搜索未能解决此题。棋盘未改变。";
        Status::Variant(VariantSaid::Drawn(0)) => Status::Variant(VariantSaid::Drawn(0)),
            "Drawn: the puzzle has the classic rules only.", "已绘制：此题只有经典规则。";
        Status::Variant(VariantSaid::Drawn(_)) => Status::Variant(VariantSaid::Drawn(3)),
            "Drawn: the puzzle's rules are on the board and listed under it (3 beyond the classic ones).",
            "已绘制：规则画在棋盘上，并列在棋盘下方（经典规则之外还有 3 条）。";
        Status::Variant(VariantSaid::NotYet) => Status::Variant(VariantSaid::NotYet),
            "On variant puzzles the page solves and checks; hints, explanations, candidates, stepping and comparisons are for classic puzzles so far.",
            "对变型数独，本页可以求解和检查；提示、讲解、候选数、逐步演示和比较目前只用于经典数独。";
        Status::Cancelled { .. } =>
            Status::Cancelled { algorithm: Algorithm::Naive, tries: 1_234, millis: 3.0 },
            "Cancelled: Naive backtracking stopped after 1,234 tries and 3.0 ms. The board is unchanged.",
            "已取消：朴素回溯在 1,234 次尝试、3.0 毫秒 后停止。棋盘未改变。";
        Status::Solved { .. } => Status::Solved { filled: 60, work: f.work },
            "Solved: the puzzle has exactly one solution; 60 cells filled. Naive backtracking found it after 1,234 tries (1.0 ms); proving it is the only one took 1,234 tries and 67 backtracks in all (2.0 ms).",
            "已解出：此题恰有一个解；填好 60 个格子。朴素回溯算法经过 1,234 次尝试找到它（1.0 毫秒）；证明它是唯一解共用了 1,234 次尝试、67 次回溯（2.0 毫秒）。";
        Status::NotUnique { .. } => Status::NotUnique { filled: 60, work: f.work },
            "Not unique: this puzzle has more than one solution. One of them is shown; 60 cells filled. Naive backtracking found the first after 1,234 tries (1.0 ms) and a second after 1,234 tries in all (2.0 ms).",
            "解不唯一：此题有多个解。显示其中一个；填好 60 个格子。朴素回溯算法经过 1,234 次尝试找到第一个解（1.0 毫秒），共经过 1,234 次尝试找到第二个（2.0 毫秒）。";
        Status::NoSolution { .. } => Status::NoSolution { work: f.work },
            "No solution: no grid completes these givens, though none of them clash. Naive backtracking proved it with 1,234 tries and 67 backtracks (2.0 ms).",
            "无解：虽然题目数字互不冲突，但没有任何填法能完成。朴素回溯算法用 1,234 次尝试、67 次回溯证明了这一点（2.0 毫秒）。";
        Status::Conflict => Status::Conflict,
            "Conflict: 2 digits clash. Row 1, Column 1 and Row 1, Column 9 both hold 3. Fix them, then press Solve again.",
            "冲突：2 个数字互相冲突。第1行，第1列和第1行，第9列都是 3。改正后再按“求解”。";
        Status::Hinting(HintSaid::NoPuzzle) => Status::Hinting(HintSaid::NoPuzzle),
            "No hint yet: type a puzzle or pick an example first.",
            "还不能提示：请先输入一道题或选择一个示例。";
        Status::Hinting(HintSaid::SolverFilled) => Status::Hinting(HintSaid::SolverFilled),
            "No hint: the solver has filled the board. Undo takes its digits away.",
            "无法提示：求解器已填满棋盘。按“撤销”可移除它填的数字。";
        Status::Hinting(HintSaid::Asking) => Status::Hinting(HintSaid::Asking),
            "Looking for a hint…", "正在寻找提示……";
        Status::Hinting(HintSaid::Look(_)) => Status::Hinting(HintSaid::Look(f.step.clone())),
            "Hint: Naked single. Press Hint again to see the technique.",
            "提示：唯一候选数。再按一次“提示”查看技巧。";
        Status::Hinting(HintSaid::Step(_)) => Status::Hinting(HintSaid::Step(f.step.clone())),
            "Hint: Naked single. Press Hint again to apply it.",
            "提示：唯一候选数。再按一次“提示”应用这一步。";
        Status::Hinting(HintSaid::Applied(_)) => Status::Hinting(HintSaid::Applied(f.step.clone())),
            "Applied: Naked single.", "已应用：唯一候选数。";
        Status::Hinting(HintSaid::Wrong(_)) =>
            Status::Hinting(HintSaid::Wrong(vec![(f.cell, Digit::new(4).unwrap())])),
            "Not quite: Row 1, Column 1 should not be 4. Fix that first, then ask again.",
            "有误：第1行，第1列不应是 4。请先改正，再请求提示。";
        Status::Hinting(HintSaid::Lost(_)) =>
            Status::Hinting(HintSaid::Lost(vec![(f.cell, Digit::new(4).unwrap()), (f.cell, Digit::new(6).unwrap())])),
            "Row 1, Column 1 has lost its 4, which it needs. Row 1, Column 1 has lost its 6, which it needs. Put the centre marks back, then ask again.",
            "第1行，第1列缺少了它需要的 4。第1行，第1列缺少了它需要的 6。请补回中心标记，再请求提示。";
        Status::Hinting(HintSaid::Complete) => Status::Hinting(HintSaid::Complete),
            "The board is complete and correct: nothing left to hint.",
            "棋盘已填完且全部正确，无需提示。";
        Status::Hinting(HintSaid::NotOne(None)) => Status::Hinting(HintSaid::NotOne(None)),
            "No hint: digits on the board clash.", "无法提示：棋盘上有数字冲突。";
        Status::Hinting(HintSaid::NotOne(Some(Verdict::NoSolution))) =>
            Status::Hinting(HintSaid::NotOne(Some(Verdict::NoSolution))),
            "No hint: this puzzle has no solution.", "无法提示：这道题无解。";
        Status::Hinting(HintSaid::NotOne(Some(Verdict::Multiple | Verdict::Unique))) =>
            Status::Hinting(HintSaid::NotOne(Some(Verdict::Multiple))),
            "No hint: this puzzle has more than one solution.", "无法提示：这道题有多个解。";
        Status::Explaining(Some(_)) => Status::Explaining(Some((2, f.step.clone()))),
            "The board before step 3: Naked single.", "第 3 步之前的棋盘：唯一候选数。";
        Status::Explaining(None) => Status::Explaining(None),
            "Your board again.", "回到你的棋盘。";
    }

    #[test]
    fn every_status_says_its_whole_sentence_in_both_languages() {
        let counts = Counts {
            tries: 1_234,
            placements: 5,
            backtracks: 67,
            max_depth: 8,
        };
        let fixture = Fixture {
            error: "8x".parse::<Board>().unwrap_err(),
            work: Work {
                algorithm: Algorithm::Naive,
                all: Timed {
                    counts,
                    millis: 2.0,
                },
                first: Some(Timed {
                    counts,
                    millis: 1.0,
                }),
            },
            counts,
            cell: Cell::at(0, 0).unwrap(),
            step: ["Naked single.".into(), "唯一候选数。".into()],
        };
        // Two 3s in row 1: the statuses that name clashes have some to name.
        let clashing: Board = format!("3{}3{}", ".".repeat(7), ".".repeat(72))
            .parse()
            .unwrap();
        let english_words = [
            "the ", " and ", "board", "puzzle", "tries", "solution", " ms",
        ];
        for (status, [en, zh]) in rows(&fixture) {
            // The example falls in its own row, not an earlier one.
            assert_eq!(words_of(&status), [en, zh], "{status:?}");
            assert_eq!(status.text(&shown(clashing), Lang::En), en, "{status:?}");
            assert_eq!(status.text(&shown(clashing), Lang::Zh), zh, "{status:?}");
            // Said either now (the page's startup code) or later (its cards' module), never both.
            let now = status.text_now(&shown(clashing), Lang::En);
            assert_eq!(now.is_none(), status.is_later(), "{status:?}");
            // A variant's words are its own (the page's extras' module says them).
            match &status {
                Status::Variant(said) => assert_eq!(said.text(Lang::En), en, "{status:?}"),
                _ if status.is_later() => {
                    assert_eq!(status.text_later(Lang::En), en, "{status:?}")
                }
                _ => {}
            }
            assert!(en.ends_with(['.', '…']), "{en}");
            assert!(zh.ends_with(['。', '…']), "{zh}");
            // The Chinese sentence keeps no English (names like Inkala and f-puzzles aside).
            let lower = zh.to_lowercase().replace("f-puzzles", "");
            assert!(english_words.iter().all(|w| !lower.contains(w)), "{zh}");
        }
    }
}

#[test]
fn every_copy_button_has_its_own_name_in_each_language() {
    let every = [&CopyFormat::ALL[..], &[CopyFormat::FPuzzles]].concat();
    let names = |lang| {
        every
            .iter()
            .map(|format| format.button(lang))
            .collect::<Vec<_>>()
    };
    let (en, zh) = (names(Lang::En), names(Lang::Zh));
    for (i, (en_name, zh_name)) in en.iter().zip(&zh).enumerate() {
        assert!(en_name.starts_with("Copy "), "{en_name}");
        assert!(zh_name.starts_with("复制"), "{zh_name}");
        assert!(
            !en[..i].contains(en_name) && !zh[..i].contains(zh_name),
            "{en_name}"
        );
    }
}
