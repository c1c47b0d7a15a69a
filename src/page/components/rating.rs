//! The difficulty of the puzzle on the board: its level and Sudoku Explainer's rating, the
//! hardest step of the path SE's rules take, and how many steps the page's own path has (from the
//! logic worker).

use yew::prelude::*;

use crate::page::hint::Rating;
use sudoku_words::Lang;
use sudoku_words::rating::{RatingState, rating_sentence};

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

/// The rating in words (`sudoku_words::rating`).
pub fn rating_text(
    puzzle: bool,
    rating: Option<&Rating>,
    progress: Option<u8>,
    lang: Lang,
) -> String {
    // The path may come before its rating (the page's own path is whole first).
    let path = rating.map(|r| r.path.as_ref().map(|rated| (&**rated, rated.se.as_ref())));
    let (er, hardest);
    let state = match (puzzle, path) {
        (false, _) => RatingState::NoPuzzle,
        (true, None | Some(Ok((_, None)))) => RatingState::Rating(progress),
        (true, Some(Ok((rated, Some(se))))) => {
            (er, hardest) = (se.er.to_string(), lang.pick(&se.hardest));
            RatingState::Rated {
                level: se.level as usize,
                er: &er,
                hardest: hardest.as_str(),
                steps: rated.steps.len(),
                guesses: rated.guesses,
            }
        }
        (true, Some(Err(verdict))) => RatingState::NotRated(*verdict),
    };
    rating_sentence(state, lang)
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
