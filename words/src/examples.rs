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

/// The variant puzzles of the Examples menu (issue 44), after the classic ones: their names in
/// English and Chinese. Their texts are [`VARIANT_PUZZLES`], apart, so that the menu's code
/// (the page's cards' module) does not carry them.
pub const VARIANT_NAMES: &[[&str; 2]] = &[
    ["Variant: a killer", "变型：杀手数独"],
    ["Variant: a jigsaw", "变型：锯齿数独"],
    ["Variant: Sudoku X", "变型：对角线数独"],
    ["Variant: thermometers and arrows", "变型：温度计与箭头"],
    ["Variant: kropki dots", "变型：黑白点数独"],
];

/// The variant examples' puzzles, in [`VARIANT_NAMES`]' order, in this project's format (`9x9; …`):
/// the first of each family file the project generated (`shared/puzzles/variants/generated/`),
/// read by the variant worker like any pasted variant.
pub const VARIANT_PUZZLES: &[&str] = &[
    // generated/killer.txt: own-killer-001.
    "9x9; cage 11 r6c3 r6c4; cage 9 r8c6 r8c7; cage 8 r7c3 r8c3; cage 29 r8c8 r8c9 r9c7 r9c8 r9c9; cage 10 r7c2 r8c2; cage 8 r4c1 r4c2; cage 20 r1c1 r2c1 r3c1; cage 14 r3c7 r3c8; cage 23 r8c1 r9c1 r9c2 r9c3; cage 20 r5c1 r6c1 r6c2 r7c1; cage 14 r6c8 r7c7 r7c8; cage 14 r5c8 r5c9 r6c9; cage 20 r3c9 r4c8 r4c9; cage 2 r7c9; cage 5 r2c8 r2c9; cage 18 r7c4 r8c4 r9c4; cage 22 r1c7 r2c5 r2c6 r2c7; cage 14 r3c5 r3c6 r4c6; cage 3 r6c6 r7c6; cage 16 r4c4 r5c2 r5c3 r5c4; cage 16 r5c6 r5c7 r6c7; cage 18 r4c5 r5c5 r6c5; cage 6 r9c5 r9c6; cage 13 r1c5 r1c6; cage 4 r4c3; cage 2 r4c7; cage 9 r1c8 r1c9; cage 15 r7c5 r8c5; cage 13 r3c2 r3c3 r3c4; cage 13 r1c2 r2c2 r2c3; cage 16 r1c3 r1c4 r2c4",
    // generated/jigsaw.txt: own-jigsaw-001.
    "9x9; jigsaw 001111122001113222000013222440533266445533666445533667445553667488588777888887777; no boxes; givens ...31..9...5..3.........6...94.21...7..........94........2..1...2....7..........1",
    // generated/x-windoku.txt: own-sudoku-x-001.
    "9x9; diagonal /; diagonal \\; givens .4.........34..7..5....739...5.8.1....1..6................4....3...1.....8....213",
    // generated/thermo-arrow.txt: own-thermo-arrow-001.
    "9x9; arrow r1c4: r1c5 r1c6; arrow r5c5: r5c4 r6c3; arrow r5c1: r5c2 r4c3; arrow r6c9: r6c8 r5c9 r4c8; thermo r3c3 r2c4 r2c5; thermo r7c6 r6c5 r6c6; givens ...5.......1..........23.6.1..........8...............2.....4.7.96...85..4.......",
    // generated/kropki-xv.txt: own-kropki-001.
    "9x9; white r1c1 r1c2; white r1c3 r2c3; white r1c4 r1c5; white r1c6 r2c6; white r1c9 r2c9; white r2c1 r2c2; white r2c1 r3c1; white r2c5 r3c5; white r2c7 r2c8; white r2c7 r3c7; white r2c9 r3c9; white r3c2 r3c3; white r3c2 r4c2; white r3c4 r3c5; white r3c6 r3c7; white r3c7 r4c7; white r3c8 r3c9; white r3c8 r4c8; white r4c1 r4c2; white r4c4 r4c5; white r4c9 r5c9; white r5c1 r5c2; white r5c4 r5c5; white r5c7 r6c7; white r5c8 r6c8; white r6c1 r7c1; white r6c3 r6c4; white r6c4 r6c5; white r6c4 r7c4; white r6c6 r6c7; white r6c7 r6c8; white r6c9 r7c9; white r7c7 r8c7; white r8c2 r9c2; white r8c6 r9c6; white r8c7 r8c8; white r9c4 r9c5; white r9c5 r9c6; white r9c6 r9c7; black r1c2 r2c2; black r1c5 r1c6; black r4c4 r5c4; black r5c3 r5c4; black r5c4 r6c4; black r5c7 r5c8; black r6c2 r7c2; black r6c8 r6c9; black r7c1 r7c2; black r8c5 r8c6; black r8c6 r8c7; black r8c7 r9c7; strict kropki",
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
