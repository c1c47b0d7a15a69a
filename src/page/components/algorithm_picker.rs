//! The `Algorithm` combobox: which algorithm Solve uses.

use sudoku_solver::Algorithm;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::codec::algorithm_name;
use sudoku_words::Lang;

/// Props of [`algorithm_picker`].
#[derive(Properties, PartialEq)]
pub struct AlgorithmPickerProps {
    /// The page\'s language.
    pub lang: Lang,
    /// The algorithm chosen now.
    pub chosen: Algorithm,
    /// Another one was chosen.
    pub on_choose: Callback<Algorithm>,
}

/// A labelled `<select>` of the three algorithms, slowest first.
pub fn algorithm_picker(props: &AlgorithmPickerProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let on_change = props.on_choose.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        // Options carry the algorithm's index: no name parsing in the page.
        let index = select.selected_index().max(0) as usize;
        Algorithm::ALL
            .get(index)
            .copied()
            .unwrap_or(Algorithm::Fast)
    });
    html! {
        <div class="field algorithm">
            <label for="algorithm">{ words.algorithm }</label>
            <select id="algorithm" onchange={on_change}>
                { for Algorithm::ALL.iter().map(|algorithm| {
                    let name = algorithm_name(*algorithm);
                    html! {
                        <option value={name} selected={*algorithm == props.chosen}>{ lang.algorithm(*algorithm) }</option>
                    }
                }) }
            </select>
        </div>
    }
}
