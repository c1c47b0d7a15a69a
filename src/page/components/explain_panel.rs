//! Explain solution: the puzzle's logical path as a list of steps, each a button that shows the
//! board before that step with its cells marked, beside the step's rating on Sudoku Explainer's
//! scale; and the way back to the person's board.

use yew::prelude::*;

use crate::page::components::rating::rating_text;
use crate::page::hint::Rating;
use sudoku_words::Lang;

/// What [`explain_panel`] draws.
pub struct ExplainProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether the board has givens.
    pub puzzle: bool,
    /// The rating and path of the board's givens, once it is in.
    pub rating: Option<Rating>,
    /// How far the rating is, in percent, while it is taken.
    pub progress: Option<u8>,
    /// The step shown on the board, if any.
    pub at: Option<usize>,
    /// A step chosen (`None`: back to the person's board).
    pub on_show: Callback<Option<usize>>,
}

/// The panel.
pub fn explain_panel(props: &ExplainProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let steps = props.rating.as_ref().and_then(|r| r.path.as_ref().ok());
    let list = steps.map(|rated| {
        let items = rated.steps.iter().enumerate().map(|(i, step)| {
            let shown = props.at == Some(i);
            let onclick = props
                .on_show
                .reform(move |_: MouseEvent| (!shown).then_some(i));
            html! {
                <li key={i}>
                    <button type="button" aria-pressed={if shown { "true" } else { "false" }} {onclick}>
                        { format!("{}. {}", i + 1, lang.pick(&step.words)) }
                    </button>
                    <span class="se">{ format!("SE {}", step.rating) }</span>
                </li>
            }
        });
        html! { <ol class="path">{ for items }</ol> }
    });
    html! {
        <section class="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{ words.solution_path }</h2>
            if steps.is_none() {
                <p>{ rating_text(props.puzzle, props.rating.as_ref(), props.progress, lang) }</p>
            }
            if props.at.is_some() {
                <button type="button" onclick={props.on_show.reform(|_: MouseEvent| None)}>
                    { words.my_board }
                </button>
            }
            { for list }
        </section>
    }
}
