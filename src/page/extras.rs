//! The extras' own module (`extras-*.wasm` in the page's build, the `split` feature): what few
//! people use and nobody needs at once, kept out of the cards' module that every visit fetches
//! and out of the toolkit's that every game played fetches: Print sheet (`print.rs`, `sheet.rs`)
//! and Compare's table and charts (`components/comparison_table.rs`, `bar_chart.rs`), and the
//! page's end of the variant worker (`hooks/use_variant_worker.rs`: its link, what it is sent,
//! its answers taken in, `state/variant.rs`; the rules' list, `app.rs`) and Draw rules
//! (`components/draw_panel.rs`). [`open`] fetches it; Print sheet's button, Compare's, Draw
//! rules' and the variant worker's start call it first.

#[cfg(feature = "split")]
use wasm_split_helpers::{SplitLoaderError, wasm_split};
use yew::prelude::*;

use crate::page::markup::Markup;

use crate::page::components::comparison_table::{ComparisonTableProps, comparison_table};
use crate::page::components::draw_panel::{DrawPanelProps, draw_panel as panel};
use crate::page::state::{Action, State};
use crate::workers::variant::Solved;
use sudoku_words::draw_rules::Verdict;

/// The extras' module, fetched and instantiated: a failure (no network) is an `Err`.
#[cfg(feature = "split")]
#[wasm_split(extras, fallible, preload(preload_module))]
#[allow(dead_code)] // only its preload is called
fn module() -> Result<(), SplitLoaderError> {
    Ok(())
}

/// Fetches the extras' module, then calls `then` with whether it is there, each of its calls
/// ready to answer on its first poll (`split::now`).
pub fn open(then: Box<dyn FnOnce(bool)>) {
    #[cfg(feature = "split")]
    yew::platform::spawn_local(async move {
        let there = preload_module().await.is_ok();
        if there {
            crate::page::print::preload_panel().await;
            preload_comparison().await;
            preload_variant_example().await;
            preload_draw_panel().await;
            crate::page::state::variant::preload_draw_step().await;
        }
        then(there)
    });
    #[cfg(not(feature = "split"))]
    then(true);
}

/// Compare's table and charts: called once the module is there.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_comparison)))]
pub(crate) fn comparison(props: ComparisonTableProps) -> Html {
    comparison_table(&props)
}

/// A variant puzzle's rules beyond the classic ones, a sentence each, under the board (as
/// markup: text only); a view of the extras' module, fetched before the variant worker starts.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_rules_list)))]
pub(crate) fn rules_list(sentences: &[String], lang: sudoku_words::Lang) -> Html {
    let mut m = Markup::new();
    m.raw("<ul class=\"rules\"")
        .attr("aria-label", lang.words().rules)
        .raw(">");
    for sentence in sentences {
        m.element("li", sentence);
    }
    m.raw("</ul>");
    m.into_html()
}

/// The variant example at `at` (after the classic ones in the Examples menu): its text.
#[cfg_attr(
    feature = "split",
    wasm_split(extras, preload(preload_variant_example))
)]
pub(crate) fn variant_example(at: usize) -> String {
    let puzzles = sudoku_words::examples::VARIANT_PUZZLES;
    puzzles
        .get(at)
        .map_or_else(String::new, |puzzle| puzzle.to_string())
}

/// Draw rules' panel (`components/draw_panel.rs`) for the cells picked (the selected one when
/// none are): a view of the extras' module, which its button fetches first.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_draw_panel)))]
pub(crate) fn draw_panel(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let board = &state.board;
    let cells = match board.trail.is_empty() {
        true => vec![board.selected],
        false => board.trail.clone(),
    };
    let dispatcher = dispatcher.clone();
    let on_step = Callback::from(move |step| dispatcher.dispatch(Action::Draw(step)));
    let puzzle = state.rules().map(|rules| rules.puzzle.clone());
    panel(&DrawPanelProps {
        lang: state.lang(),
        puzzle,
        cells,
        on_step,
        can: state
            .variants
            .drawings
            .each_ref()
            .map(|steps| !steps.is_empty()),
        verdict: verdict_of(state),
    })
}

/// What the variant worker found of the rules drawn and the board's givens, if it was asked
/// since the last step and they are still the board's.
fn verdict_of(state: &State) -> Option<Verdict> {
    let (_, givens, answer) = state.variants.verdict.as_ref()?;
    (*givens == state.board.grid.givens() && state.rules().is_some()).then_some(())?;
    Some(match answer {
        None => Verdict::Checking,
        Some(Solved::Unique(_)) => Verdict::One,
        Some(Solved::None) => Verdict::NoSolution,
        Some(Solved::Multiple) => Verdict::Several,
        Some(Solved::GaveUp) => Verdict::Unsettled,
    })
}
