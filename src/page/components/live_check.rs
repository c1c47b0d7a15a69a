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

/// What the live check says, in `lang`.
pub fn live_check_text(verdict: Option<Option<Verdict>>, lang: Lang) -> &'static str {
    match (verdict, lang) {
        (None, Lang::En) => "Live check: checking\u{2026}",
        (None, Lang::Zh) => "实时检查：检查中……",
        (Some(None), Lang::En) => "Live check: digits clash.",
        (Some(None), Lang::Zh) => "实时检查：数字冲突。",
        (Some(Some(Verdict::Unique)), Lang::En) => "Live check: exactly one solution.",
        (Some(Some(Verdict::Unique)), Lang::Zh) => "实时检查：恰有一个解。",
        (Some(Some(Verdict::Multiple)), Lang::En) => "Live check: more than one solution so far.",
        (Some(Some(Verdict::Multiple)), Lang::Zh) => "实时检查：目前有多个解。",
        (Some(Some(Verdict::NoSolution)), Lang::En) => {
            "Live check: this puzzle has no solution; some digit is wrong."
        }
        (Some(Some(Verdict::NoSolution)), Lang::Zh) => "实时检查：此题无解，有数字填错了。",
    }
}

/// The line.
pub fn live_check(props: &LiveCheckProps) -> Html {
    let lang = props.lang;
    let problem = !matches!(
        props.verdict,
        None | Some(Some(Verdict::Unique | Verdict::Multiple))
    );
    html! {
        <p class={if problem { "live-check problem" } else { "live-check" }} aria-live="polite">
            { live_check_text(props.verdict, lang) }
        </p>
    }
}
