//! Every sentence the Sudoku app and the `sudoku` command say, in English and Simplified Chinese,
//! in one place and one style.
//!
//! - [`Lang`] is the language; [`Lang::words`] the page's fixed [`Labels`] (buttons, headings,
//!   accessible names).
//! - Names are defined once, as methods of [`Lang`] ([`names`]): cells ("Row 3, Column 4"), units,
//!   algorithms, techniques, levels, verdicts.
//! - Sentences with figures are template pairs `[English, Chinese]` whose `{}` are filled in order
//!   by [`fill`]: one code path for both languages. They are grouped by who says them: [`status`]
//!   (the page's status line), [`steps`] (a logic step, said by the logic worker and by
//!   `sudoku explain`), [`search`] (a search's events, said by the solver worker), [`listing`]
//!   (the algorithms as pseudocode), [`numbers`] (counts and times).
//!
//! The crate knows the solver's types and nothing of the web, so the page, both workers and the
//! command line say the same thing the same way.
//!
//! ```
//! use sudoku_words::Lang;
//! use sudoku_solver::Cell;
//! let cell = Cell::at(2, 3).unwrap();
//! assert_eq!(Lang::En.cell(cell), "Row 3, Column 4");
//! assert_eq!(Lang::Zh.cell(cell), "第3行，第4列");
//! ```

#![deny(missing_docs)]

pub mod board;
pub mod draw_rules;
pub mod examples;
mod labels;
mod lang;
pub mod library;
pub mod listing;
pub mod names;
pub mod numbers;
pub mod packages;
pub mod print;
pub mod rating;
pub mod search;
pub mod shell;
pub mod stats;
pub mod status;
pub mod steps;
#[cfg(feature = "variants")]
pub mod variant_page;
#[cfg(feature = "variants")]
pub mod variants;

pub use labels::Labels;
pub use lang::Lang;

/// The template for `lang` of the pair `[English, Chinese]`, with each `{}` replaced by the next
/// of `args` (both templates take them in the same order).
///
/// ```
/// use sudoku_words::{Lang, fill};
/// let pair = ["{} tries", "{} 次尝试"];
/// assert_eq!(fill(Lang::Zh, pair, &["45,360"]), "45,360 次尝试");
/// ```
pub fn fill(lang: Lang, templates: [&str; 2], args: &[&str]) -> String {
    // By chars: a substring search (`split("{}")`) would cost the page a kilobyte.
    let mut out = String::new();
    let mut args = args.iter();
    let mut chars = lang.pick(&templates).chars().peekable();
    while let Some(ch) = chars.next() {
        if ch == '{' && chars.peek() == Some(&'}') {
            chars.next();
            out.push_str(args.next().copied().unwrap_or_default());
        } else {
            out.push(ch);
        }
    }
    out
}
