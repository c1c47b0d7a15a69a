//! The live check's line: what the givens are, said as soon as they change (a polite live region,
//! not a second `status`).

use yew::prelude::*;

use sudoku_solver::Verdict;
use sudoku_words::Lang;

/// Props of [`live_check`].
#[derive(Properties, PartialEq)]
pub struct LiveCheckProps {
    /// The page\'s language.
    pub lang: Lang,
    /// The answer for the board as it is: `None` while checking; `Some(None)` when digits clash.
    pub verdict: Option<Option<Verdict>>,
}

/// What the live check says, in `lang` (`sudoku_words::board::live_check`).
pub fn live_check_text(verdict: Option<Option<Verdict>>, lang: Lang) -> &'static str {
    sudoku_words::board::live_check(verdict, lang)
}

/// The line.
pub fn live_check(props: &LiveCheckProps) -> Html {
    let lang = props.lang;
    let problem = !matches!(
        props.verdict,
        None | Some(Some(Verdict::Unique | Verdict::Multiple))
    );
    html! {
        <p CLASS={if problem { "live-check problem" } else { "live-check" }} aria-live="polite">
            { live_check_text(props.verdict, lang) }
        </p>
    }
}
