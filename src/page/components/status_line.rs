//! The status line: the one `status` element, announced politely by screen readers.

use yew::prelude::*;

/// Props of [`status_line`].
#[derive(Properties, PartialEq)]
pub struct StatusLineProps {
    /// The words to show.
    pub text: AttrValue,
    /// Whether the status reports a problem (shown in the warning style).
    pub problem: bool,
}

/// The status line.
pub fn status_line(props: &StatusLineProps) -> Html {
    html! {
        <p role="status" aria-atomic="true" CLASS={if props.problem { "status problem" } else { "status" }}>
            { props.text.clone() }
        </p>
    }
}
