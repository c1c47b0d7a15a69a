//! The difficulty of the puzzle on the board: its level and Sudoku Explainer's rating, the
//! hardest step of the path SE's rules take, and how many steps the page's own path has (from the
//! logic worker).

use yew::prelude::*;

use crate::page::hint::Rating;
use sudoku_solver::Verdict;
use sudoku_words::Lang;
use sudoku_words::fill;

/// Props of [`rating_line`].
#[derive(Properties, PartialEq)]
pub struct RatingProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether the board has givens.
    pub puzzle: bool,
    /// The rating of the board's givens, once it is in.
    pub rating: Option<Rating>,
    /// How far the rating is, in percent, while it is taken.
    pub progress: Option<u8>,
}

/// The rating in words.
pub fn rating_text(
    puzzle: bool,
    rating: Option<&Rating>,
    progress: Option<u8>,
    lang: Lang,
) -> String {
    let words = lang.words();
    let say = |templates: [&str; 2], args: &[&str]| fill(lang, templates, args);
    // The path may come before its rating (the page's own path is whole first).
    let path = rating.map(|r| r.path.as_ref().map(|rated| (&**rated, rated.se.as_ref())));
    let what = match (puzzle, path) {
        (false, _) => say(["no puzzle yet.", "还没有题目。"], &[]),
        (true, None | Some(Ok((_, None)))) => match progress {
            Some(percent) => say(["rating… {}%", "评估中……{}%"], &[&percent.to_string()]),
            None => say(["rating…", "评估中……"], &[]),
        },
        (true, Some(Ok((rated, Some(se))))) => {
            let guesses = match rated.guesses {
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
            let steps = match rated.steps.len() {
                1 => [
                    "{} (SE {}). Hardest step: {}; {} step.{}",
                    "{}（SE {}）。最难的一步：{}；共 {} 步。{}",
                ],
                _ => [
                    "{} (SE {}). Hardest step: {}; {} steps.{}",
                    "{}（SE {}）。最难的一步：{}；共 {} 步。{}",
                ],
            };
            say(
                steps,
                &[
                    words.levels[se.level as usize],
                    &se.er.to_string(),
                    lang.pick(&se.hardest).as_str(),
                    &rated.steps.len().to_string(),
                    &guesses,
                ],
            )
        }
        (true, Some(Err(Some(Verdict::NoSolution)))) => say(
            [
                "not rated: this puzzle has no solution.",
                "未评定：这道题无解。",
            ],
            &[],
        ),
        (true, Some(Err(None))) => say(
            [
                "not rated: digits on the board clash.",
                "未评定：棋盘上有数字冲突。",
            ],
            &[],
        ),
        (true, Some(Err(_))) => say(
            [
                "not rated: this puzzle has more than one solution.",
                "未评定：这道题有多个解。",
            ],
            &[],
        ),
    };
    say(["{}: {}", "{}：{}"], &[words.difficulty, &what])
}

/// The rating line: a region named "Difficulty".
pub fn rating_line(props: &RatingProps) -> Html {
    let lang = props.lang;
    html! {
        <section class="rating" aria-label={lang.words().difficulty}>
            <p>{ rating_text(props.puzzle, props.rating.as_ref(), props.progress, lang) }</p>
        </section>
    }
}
