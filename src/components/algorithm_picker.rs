//! The `Algorithm` combobox: which algorithm Solve uses.

use sudoku_solver::Algorithm;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`AlgorithmPicker`].
#[derive(Properties, PartialEq)]
pub struct AlgorithmPickerProps {
    /// The algorithm chosen now.
    pub chosen: Algorithm,
    /// Another one was chosen.
    pub on_choose: Callback<Algorithm>,
}

/// A labelled `<select>` of the three algorithms, slowest first.
#[function_component]
pub fn AlgorithmPicker(props: &AlgorithmPickerProps) -> Html {
    let on_change = props.on_choose.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        select.value().parse().unwrap_or(Algorithm::Fast)
    });
    html! {
        <div class="algorithm">
            <label for="algorithm">{ "Algorithm" }</label>
            <select id="algorithm" onchange={on_change}>
                { for Algorithm::ALL.iter().map(|algorithm| {
                    let name = algorithm.to_string();
                    html! {
                        <option value={name.clone()} selected={*algorithm == props.chosen}>{ name }</option>
                    }
                }) }
            </select>
        </div>
    }
}
