//! The puzzles of the Examples menu: an Easy and a Medium puzzle to play (made by this project's
//! generator), every example of the tutorials this project grew from (in the order and with the
//! descriptions of `shared/puzzles/seed_examples.txt`), a few from the standard corpora, and
//! famous named puzzles. Tests check them against those files, and the first two against their
//! levels.

use crate::Lang;

/// A named example puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The name shown in the menu, in English.
    pub name: &'static str,
    /// The name in Simplified Chinese.
    pub name_zh: &'static str,
    /// The puzzle, in the one-line format.
    pub puzzle: &'static str,
}

impl Example {
    /// The name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.name,
            Lang::Zh => self.name_zh,
        }
    }
}

/// The examples, in menu order: first a gentle one to play, then the tutorials' puzzles, then the
/// famous hard ones.
pub const EXAMPLES: &[Example] = &[
    Example {
        // `sudoku generate --level easy --seed 2026`, the first: rated Easy (hidden singles, SE
        // 1.2).
        name: "Easy: a gentle start",
        name_zh: "简单：轻松入门",
        puzzle: "2.9.176...46.......132....7...18.4.....4.2.....4.39...5....196.......12...156.7.8",
    },
    Example {
        // `sudoku generate --level medium --seed 2026`, the first: rated Medium (a pointing pair,
        // SE 2.6).
        name: "Medium: a step up",
        name_zh: "中等：更进一步",
        puzzle: "....8..27..5.9.4...3...2...91...8..68...7...94..1...83...8...7...7.4.1..52..1....",
    },
    Example {
        name: "The first tutorial's puzzle: Inkala's with one more given",
        name_zh: "第一个教程的题：比 Inkala 的多一个数字",
        puzzle: "8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4..",
    },
    Example {
        name: "Arto Inkala's \"world's hardest\" (2012; the second tutorial's)",
        name_zh: "Arto Inkala 的“世界最难”（2012；第二个教程的题）",
        puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    },
    Example {
        name: "The third tutorial's puzzle: candidates first",
        name_zh: "第三个教程的题：候选数优先",
        puzzle: "6.......3..426.....5.47....2....13.85.3..........48.7..6....8..1.5.........1.7.9.",
    },
    Example {
        name: "The fourth tutorial's \"simple\", as printed: its givens clash",
        name_zh: "第四个教程原文的“简单”题：提示数冲突",
        puzzle: "..43.26..67...1.5..421..9..9.75.61.3.6.....8.1.89.35.4..3..872..3.7.5.6..156.93..",
    },
    Example {
        name: "The fourth tutorial's \"hard\", as printed: no solution",
        name_zh: "第四个教程原文的“困难”题：无解",
        puzzle: ".9.2.75..6...4..1.37...1...2.86...3..4.5.3.7..3...29.4...4...9..5..2...6..73.8.4.",
    },
    Example {
        name: "An empty board (the fourth tutorial's last)",
        name_zh: "空棋盘（第四个教程的最后一题）",
        puzzle: ".................................................................................",
    },
    Example {
        name: "Only 17 givens (the first of Gordon Royle's list)",
        name_zh: "只有 17 个数字（Gordon Royle 列表的第一题）",
        puzzle: ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    },
    Example {
        name: "Among the hardest known (the forum's 2011 list, its first)",
        name_zh: "已知最难之一（2011 年论坛列表的第一题）",
        puzzle: "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    },
    Example {
        name: "AI Escargot (Arto Inkala, 2006)",
        name_zh: "AI Escargot（Arto Inkala，2006）",
        puzzle: "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    },
    Example {
        name: "Easter Monster (enjoysudoku forum, 2007)",
        name_zh: "Easter Monster（enjoysudoku 论坛，2007）",
        puzzle: "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    },
    Example {
        name: "Norvig's hard1 (many solutions)",
        name_zh: "Norvig 的 hard1（多个解）",
        puzzle: ".....6....59.....82....8....45........3........6..3.54...325..6..................",
    },
];

#[cfg(test)]
mod tests {

    use sudoku_solver::{Board, Outcome};

    use super::EXAMPLES;

    fn corpus_puzzles(name: &str) -> Vec<String> {
        sudoku_testkit::corpus(name)
            .into_iter()
            .map(|(_, line)| line)
            .collect()
    }

    #[test]
    fn every_tutorial_example_is_in_the_menu_in_order() {
        let seeds = corpus_puzzles("seed_examples.txt");
        let menu: Vec<&str> = EXAMPLES.iter().map(|e| e.puzzle).collect();
        // After the two to play, and each named for its tutorial.
        assert_eq!(menu[2..2 + seeds.len()], seeds);
        for example in &EXAMPLES[2..2 + seeds.len()] {
            assert!(example.name.contains("tutorial"), "{}", example.name);
            assert!(example.name_zh.contains("教程"), "{}", example.name_zh);
        }
    }

    #[test]
    fn corpus_examples_are_taken_from_their_corpora() {
        let find = |prefix: &str| {
            EXAMPLES
                .iter()
                .find(|e| e.name.starts_with(prefix))
                .unwrap()
        };
        assert_eq!(
            find("Only 17 givens").puzzle,
            corpus_puzzles("puzzles2_17_clue")[0]
        );
        assert_eq!(
            find("Among the hardest").puzzle,
            corpus_puzzles("puzzles6_forum_hardest_1106")[0]
        );
        assert!(corpus_puzzles("norvig_hardest.txt").contains(&find("AI Escargot").puzzle.into()));
        assert!(
            corpus_puzzles("puzzles6_forum_hardest_1106")
                .contains(&find("Easter Monster").puzzle.into())
        );
        assert_eq!(
            find("Norvig's hard1").puzzle,
            corpus_puzzles("norvig_hard1")[0]
        );
    }

    #[test]
    fn the_first_two_are_rated_as_their_names_say() {
        use sudoku_solver::logic::{Level, LogicalPath, se::SePath};
        for (example, level) in EXAMPLES.iter().zip([Level::Easy, Level::Medium]) {
            let board = example.puzzle.parse().unwrap();
            let path = LogicalPath::of(&board).unwrap();
            assert_eq!(
                SePath::of(&board).unwrap().level(),
                level,
                "{}",
                example.name
            );
            assert_eq!(path.guesses(), 0, "{}", example.name);
        }
    }

    #[test]
    fn names_promise_what_the_solver_finds() {
        for example in EXAMPLES {
            let outcome = example.puzzle.parse::<Board>().unwrap().solve().outcome;
            let broken = match outcome {
                Outcome::Unique(_) => "",
                Outcome::Multiple(..) => "many solutions",
                Outcome::NoSolution => "no solution",
                Outcome::Clash(_) => "givens clash",
                other => panic!("an outcome this test does not know: {other:?}"),
            };
            let zh_broken = match broken {
                "many solutions" => "多个解",
                "no solution" => "无解",
                "givens clash" => "冲突",
                _ => "",
            };
            if !example.name.starts_with("An empty board") {
                assert!(example.name_zh.contains(zh_broken), "{}", example.name_zh);
            }
            if broken.is_empty() {
                let warns = ["clash", "no solution", "many solutions"];
                assert!(
                    warns.iter().all(|w| !example.name.contains(w)),
                    "{}",
                    example.name
                );
            } else if !example.name.starts_with("An empty board") {
                assert!(
                    example.name.contains(broken),
                    "{}: {outcome:?}",
                    example.name
                );
            }
        }
    }
}
