//! New puzzle: the Level menu, and the buttons that ask the generator for a new puzzle or for
//! today's puzzle at that level.

use sudoku_solver::logic::Level;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::page::components::clicked;
use sudoku_words::Lang;

/// Props of [`new_puzzle`].
#[derive(Properties, PartialEq)]
pub struct NewPuzzleProps {
    /// The page's language.
    pub lang: Lang,
    /// The level the menu shows.
    pub level: Level,
    /// Whether a puzzle is being made (the button says so to screen readers).
    pub busy: bool,
    /// A level chosen.
    pub on_level: Callback<Level>,
    /// New puzzle pressed.
    pub on_new: Callback<()>,
    /// Today's puzzle pressed.
    pub on_today: Callback<()>,
}

/// The menu and New puzzle side by side, Today's puzzle under them.
pub fn new_puzzle(props: &NewPuzzleProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let onchange = {
        let on_level = props.on_level.clone();
        Callback::from(move |event: Event| {
            let Some(select) = event.target_dyn_into::<HtmlSelectElement>() else {
                return;
            };
            let chosen = select.value().parse::<usize>().ok();
            if let Some(&level) = chosen.and_then(|index| Level::ALL.get(index)) {
                on_level.emit(level);
            }
        })
    };
    let on_new = clicked(&props.on_new);
    let on_today = clicked(&props.on_today);
    html! {
        <div class="field new-puzzle">
            <label for="level">{ words.level }</label>
            <div class="row">
                <select id="level" {onchange}>
                    { for Level::ALL.iter().enumerate().map(|(index, &level)| html! {
                        <option value={index.to_string()} selected={level == props.level}>
                            { lang.level(level) }
                        </option>
                    }) }
                </select>
                <button type="button" class="primary" aria-busy={props.busy.to_string()} onclick={on_new}>
                    { words.new_puzzle }
                </button>
            </div>
            <button type="button" aria-busy={props.busy.to_string()} onclick={on_today}>
                { words.todays_puzzle }
            </button>
        </div>
    }
}
