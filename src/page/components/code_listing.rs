//! The algorithm being stepped through, as pseudocode, with the lines the last event ran marked
//! (`aria-current`), so a learner sees which line of the loop made each change on the board.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use crate::page::markup::Markup;
use sudoku_words::Lang;
use sudoku_words::listing::listing;

/// What [`code_listing`] draws.
pub struct CodeListingProps {
    /// The page's language.
    pub lang: Lang,
    /// The algorithm whose code is shown.
    pub algorithm: Algorithm,
    /// The lines to mark: bit `i` for line `i + 1` (see [`sudoku_words::listing::lines_of`]).
    pub lines: u16,
}

/// The listing: a numbered list of code lines, written as markup (`page::markup`: it has no
/// handler, and is redrawn whole at each step).
pub fn code_listing(props: &CodeListingProps) -> Html {
    listing_markup(props).into_html()
}

/// The markup of [`code_listing`].
fn listing_markup(props: &CodeListingProps) -> Markup {
    let lang = props.lang;
    let mut m = Markup::new();
    m.raw("<figure class=\"listing\"><figcaption id=\"listing-title\">");
    m.text(lang.words().pseudocode);
    m.raw("</figcaption><ol class=\"code\" aria-labelledby=\"listing-title\">");
    for (i, (indent, text)) in listing(props.algorithm).iter().enumerate() {
        const INDENTS: [&str; 3] = ["0", "1", "2"];
        m.raw("<li class=\"indent-")
            .raw(INDENTS[usize::from(*indent).min(2)]);
        if props.lines & (1 << i) != 0 {
            m.raw(" lit\" aria-current=\"true");
        }
        let text = *lang.pick::<&str>(text);
        m.raw("\"><code>").text(text).raw("</code></li>");
    }
    m.raw("</ol></figure>");
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::markup::{count, elements};

    #[test]
    fn the_marked_lines_are_current_and_the_rest_not() {
        for lang in [Lang::En, Lang::Zh] {
            let props = CodeListingProps {
                lang,
                algorithm: Algorithm::Naive,
                lines: 0b101,
            };
            let html = listing_markup(&props).into_string();
            let names = elements(&html).unwrap();
            let lines = listing(Algorithm::Naive);
            assert_eq!(count(&names, "li"), lines.len());
            assert_eq!(html.matches("aria-current=\"true\"").count(), 2, "{html}");
            assert_eq!(html.matches(" lit\"").count(), 2);
            // The first line is marked, the second not; each line's code is there, escaped.
            let first = html.find("<li").unwrap();
            assert!(
                html[first..].starts_with("<li class=\"indent-0 lit\" aria-current"),
                "{html}"
            );
            for (_, text) in lines {
                let code = lang
                    .pick(text)
                    .replace('&', "&amp;")
                    .replace('<', "&lt;")
                    .replace('>', "&gt;")
                    .replace('"', "&quot;");
                assert!(html.contains(&format!("<code>{code}</code>")), "{code}");
            }
        }
    }
}
