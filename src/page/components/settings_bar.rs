//! The settings: dark theme, language, candidates, live check, Show mistakes, tidy notes and the timer. The state
//! remembers them.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::page::components::clicked;
use sudoku_words::Lang;

/// Props of [`settings_bar`].
#[derive(Properties, PartialEq)]
pub struct SettingsBarProps {
    /// The page\'s language.
    pub lang: Lang,
    /// Whether the page is dark now.
    pub dark: bool,
    /// Whether candidates are shown.
    pub candidates: bool,
    /// Whether the live check is on.
    pub live_check: bool,
    /// Whether mistakes are shown.
    pub mistakes: bool,
    /// The dark theme toggled.
    pub on_dark: Callback<()>,
    /// A language chosen.
    pub on_lang: Callback<Lang>,
    /// Candidates toggled.
    pub on_candidates: Callback<()>,
    /// Live check toggled.
    pub on_live_check: Callback<()>,
    /// Show mistakes toggled.
    pub on_mistakes: Callback<()>,
    /// Whether placing a digit clears it from its peers' notes.
    pub tidy_notes: bool,
    /// That setting toggled.
    pub on_tidy_notes: Callback<()>,
    /// Whether the timer is shown.
    pub show_timer: bool,
    /// Show timer toggled.
    pub on_show_timer: Callback<()>,
}

/// The bar: a toggle button, a language menu (each language named in itself) and three checkboxes.
pub fn settings_bar(props: &SettingsBarProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    let on_lang = props.on_lang.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Lang::from_tag(&select.value())
    });
    // One labelled checkbox per setting.
    let checkbox = |checked: bool, on: &Callback<()>, label: &'static str| {
        html! {
            <label class="inline">
                <input type="checkbox" {checked} onchange={on.reform(|_: Event| ())} />
                { label }
            </label>
        }
    };
    html! {
        <div class="settings" role="group" aria-label={words.settings}>
            <button type="button" aria-pressed={props.dark.to_string()}
                onclick={clicked(&props.on_dark)}>
                { words.dark_theme }
            </button>
            <label class="inline">
                { words.language }
                <select onchange={on_lang}>
                    { for Lang::ALL.iter().map(|&option| html! {
                        <option value={option.tag()} lang={option.tag()} selected={option == lang}>
                            { option.own_name() }
                        </option>
                    }) }
                </select>
            </label>
            { checkbox(props.candidates, &props.on_candidates, words.show_candidates) }
            { checkbox(props.live_check, &props.on_live_check, words.live_check) }
            { checkbox(props.mistakes, &props.on_mistakes, words.show_mistakes) }
            { checkbox(props.tidy_notes, &props.on_tidy_notes, words.tidy_notes) }
            { checkbox(props.show_timer, &props.on_show_timer, words.show_timer) }
        </div>
    }
}
