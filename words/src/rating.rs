//! The Difficulty line: where the rating of the puzzle on the board is, in a sentence.

use sudoku_solver::Verdict;

use crate::{Lang, fill};

/// Where a puzzle's rating is.
pub enum RatingState<'a> {
    /// No givens on the board.
    NoPuzzle,
    /// Being taken: how far, in percent, once known.
    Rating(Option<u8>),
    /// Rated.
    Rated {
        /// The level: an index into `Labels::levels`.
        level: usize,
        /// SE's rating, written.
        er: &'a str,
        /// The hardest step's technique, named.
        hardest: &'a str,
        /// How many steps the page's path has.
        steps: usize,
        /// How many of them are guesses.
        guesses: usize,
    },
    /// Not rated: why (`None`: digits on the board clash; `Some(NoSolution)`: none; anything
    /// else: more than one solution).
    NotRated(Option<Verdict>),
}

/// The Difficulty line's sentence.
pub fn rating_sentence(state: RatingState, lang: Lang) -> String {
    let words = lang.words();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    let what = match state {
        RatingState::NoPuzzle => say(["no puzzle yet.", "还没有题目。"], &[]),
        RatingState::Rating(Some(percent)) => {
            say(["rating… {}%", "评估中……{}%"], &[&percent.to_string()])
        }
        RatingState::Rating(None) => say(["rating…", "评估中……"], &[]),
        RatingState::Rated {
            level,
            er,
            hardest,
            steps,
            guesses,
        } => {
            let guesses = match guesses {
                0 => String::new(),
                1 => say(
                    [
                        " 1 of them is a guess: no technique here finds it.",
                        "其中 1 步是猜测：这里的技巧都找不到它。",
                    ],
                    &[],
                ),
                n => say(
                    [
                        " {} of them are guesses: no technique here finds them.",
                        "其中 {} 步是猜测：这里的技巧都找不到它们。",
                    ],
                    &[&n.to_string()],
                ),
            };
            let templates = match steps {
                1 => [
                    "{} (SE {}). Hardest step: {}; {} step.{}",
                    "{}（SE {}）。最难的一步：{}；共 {} 步。{}",
                ],
                _ => [
                    "{} (SE {}). Hardest step: {}; {} steps.{}",
                    "{}（SE {}）。最难的一步：{}；共 {} 步。{}",
                ],
            };
            let args = [
                words.levels[level],
                er,
                hardest,
                &steps.to_string(),
                &guesses,
            ];
            say(templates, &args)
        }
        RatingState::NotRated(Some(Verdict::NoSolution)) => say(
            [
                "not rated: this puzzle has no solution.",
                "未评定：这道题无解。",
            ],
            &[],
        ),
        RatingState::NotRated(None) => say(
            [
                "not rated: digits on the board clash.",
                "未评定：棋盘上有数字冲突。",
            ],
            &[],
        ),
        RatingState::NotRated(Some(_)) => say(
            [
                "not rated: this puzzle has more than one solution.",
                "未评定：这道题有多个解。",
            ],
            &[],
        ),
    };
    say(["{}: {}", "{}：{}"], &[words.difficulty, &what])
}
