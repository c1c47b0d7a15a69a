//! The notice that a new version of the app is installed, with a button to switch to it.

use yew::prelude::*;

use crate::page::components::button;
use sudoku_words::Lang;

/// Props of [`update_notice`].
#[derive(Properties, PartialEq)]
pub struct UpdateNoticeProps {
    /// The page\'s language.
    pub lang: Lang,
    /// Pressed to reload the page into the new version.
    pub on_reload: Callback<()>,
}

/// The notice. It is a polite live region, not a second `status` (the contract has exactly one).
pub fn update_notice(props: &UpdateNoticeProps) -> Html {
    let lang = props.lang;
    let words = lang.words();
    html! {
        <div class="update-notice" aria-live="polite">
            <p>{ words.update_ready }</p>
            { button("", false, words.reload, &props.on_reload) }
        </div>
    }
}
