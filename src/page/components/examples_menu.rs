//! The Examples menu: a labelled select; choosing an entry loads it.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use sudoku_words::Lang;
use sudoku_words::examples::Example;

/// Props of [`examples_menu`].
#[derive(Properties, PartialEq)]
pub struct ExamplesMenuProps {
    /// The page\'s language.
    pub lang: Lang,
    /// The examples, in menu order (their indices counted on through `variants`).
    pub examples: &'static [Example],
    /// The variant examples' names (English, Chinese), after them.
    pub variants: &'static [[&'static str; 2]],
    /// The index of the chosen example.
    pub on_choose: Callback<usize>,
}

/// The menu. After a choice it shows its prompt again, so choosing the same example twice works.
pub fn examples_menu(props: &ExamplesMenuProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let onchange = {
        let on_choose = props.on_choose.clone();
        Callback::from(move |event: Event| {
            let Some(select) = event.target_dyn_into::<HtmlSelectElement>() else {
                return;
            };
            if let Ok(index) = select.value().parse::<usize>() {
                on_choose.emit(index);
            }
            select.set_value("");
        })
    };
    html! {
        <div class="field">
            <label for="examples">{ words.examples }</label>
            <select id="examples" {onchange}>
                <option value="" selected=true>{ words.choose_puzzle }</option>
                { for props.examples.iter().map(|e| e.name(lang)).chain(props.variants.iter().map(|n| *lang.pick(n))).enumerate().map(|(index, name)| html! {
                    <option value={index.to_string()}>{ name }</option>
                }) }
            </select>
        </div>
    }
}
