//! The result of Compare: each algorithm's time and counts in a table, and two bar charts.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use crate::page::components::bar_chart::{Bar, bar_chart};
use crate::page::markup::Markup;
use crate::page::state::{COMPARE_ORDER, Comparison};
use sudoku_solver::Timed;
use sudoku_words::Lang;
use sudoku_words::numbers::{self, thousands};

/// What [`comparison_table`] draws.
pub struct ComparisonTableProps {
    /// The page\'s language.
    pub lang: Lang,
    /// What was measured so far.
    pub comparison: Comparison,
    /// The algorithm running now, if the comparison is still going.
    pub running: Option<Algorithm>,
    /// Whether to say what each count counts: not when the step panel, open above, says it.
    pub counts_help: bool,
}

/// The table and charts, with a sentence per count saying what it counts. The table, the charts
/// and the sentences are markup (`page::markup`: nothing in them takes a click, and they are
/// redrawn as each algorithm ends); the table's scrolling box is an element of Yew's, so a redraw
/// inside it keeps its focus and how far it is scrolled.
pub fn comparison_table(props: &ComparisonTableProps) -> Html {
    let [table, rest] = comparison_markup(props);
    html! {
        <section class="comparison" aria-labelledby="comparison-title">
            <h2 id="comparison-title">{ props.lang.words().comparison }</h2>
            // Focusable and named, so a keyboard can scroll it on a narrow screen.
            <div class="table-scroll" role="region" aria-labelledby="comparison-title" tabindex="0">
                { table.into_html() }
            </div>
            { rest.into_html() }
        </section>
    }
}

/// What [`comparison_table`] draws in its scrolling box, and after it.
fn comparison_markup(props: &ComparisonTableProps) -> [Markup; 2] {
    let comparison = &props.comparison;
    let lang = props.lang;
    let words = lang.words();
    // Per algorithm, slowest first: the first solution's figure and the whole search's.
    let bars = |value: &dyn Fn(&Timed) -> (f64, String)| -> Vec<Bar> {
        COMPARE_ORDER
            .iter()
            .rev()
            .filter_map(|&algorithm| comparison.result(algorithm))
            .map(|m| Bar {
                label: lang.algorithm(m.work.algorithm).into(),
                values: vec![m.work.first.as_ref().map(value), Some(value(&m.work.all))],
            })
            .collect()
    };
    let mut m = Markup::new();
    m.raw("<table><thead><tr><th scope=\"col\" rowspan=\"2\">")
        .text(words.algorithm)
        .raw("</th><th scope=\"colgroup\" colspan=\"2\">")
        .text(words.first_solution)
        .raw("</th><th scope=\"colgroup\" colspan=\"5\">")
        .text(words.whole_search)
        .raw("</th></tr><tr>");
    let heads = [
        words.time,
        words.tries,
        words.time,
        words.tries,
        words.placements,
        words.backtracks,
        words.depth,
    ];
    for head in &heads {
        m.raw("<th scope=\"col\">").text(head).raw("</th>");
    }
    m.raw("</tr></thead><tbody>");
    for &algorithm in COMPARE_ORDER.iter().rev() {
        table_row(&mut m, props, algorithm);
    }
    m.raw("</tbody></table>");
    let (table, mut m) = (m, Markup::new());
    if comparison.results.len() > 1 {
        let series = [words.first_solution, words.whole_search];
        let times = bars(&|t| (t.millis, numbers::millis(t.millis, lang)));
        let tries = bars(&|t| (t.counts.tries as f64, thousands(t.counts.tries)));
        bar_chart(&mut m, lang, words.time, &series, &times);
        bar_chart(&mut m, lang, words.tries, &series, &tries);
    }
    m.raw("<p class=\"help\">")
        .text(words.first_help)
        .raw("</p>");
    if props.counts_help {
        m.raw("<p class=\"help\">")
            .text(words.counts_help)
            .raw("</p>");
    }
    [table, m]
}

/// An algorithm's row: its figures, or why there are none yet.
fn table_row(m: &mut Markup, props: &ComparisonTableProps, algorithm: Algorithm) {
    let (comparison, lang) = (&props.comparison, props.lang);
    let words = lang.words();
    let cells = match comparison.result(algorithm) {
        Some(m) => {
            let (all, first) = (m.work.all, m.work.first);
            let dash = || "\u{2013}".to_string();
            vec![
                first.map_or_else(dash, |f| numbers::millis(f.millis, lang)),
                first.map_or_else(dash, |f| thousands(f.counts.tries)),
                numbers::millis(all.millis, lang),
                thousands(all.counts.tries),
                thousands(all.counts.placements),
                thousands(all.counts.backtracks),
                all.counts.max_depth.to_string(),
            ]
        }
        None => {
            let why = match (props.running == Some(algorithm), comparison.cancelled) {
                (true, _) => words.row_running,
                (_, true) => words.row_cancelled,
                _ => words.row_waiting,
            };
            vec![why.to_string(); 7]
        }
    };
    m.raw("<tr><th scope=\"row\">")
        .text(lang.algorithm(algorithm))
        .raw("</th>");
    for text in cells {
        m.element("td", &text);
    }
    m.raw("</tr>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::markup::{count, elements};
    use crate::page::state::Measured;
    use sudoku_solver::{Board, Counts, Verdict};
    use sudoku_words::status::Work;

    fn timed(millis: f64, tries: u64) -> Timed {
        let counts = Counts {
            tries,
            placements: tries / 2,
            backtracks: tries / 3,
            max_depth: 61,
        };
        Timed { counts, millis }
    }

    /// Two algorithms measured, the third running (or cancelled).
    fn props(lang: Lang, cancelled: bool) -> ComparisonTableProps {
        let measured = |algorithm, first: Option<Timed>, all| Measured {
            work: Work {
                algorithm,
                all,
                first,
            },
            verdict: Verdict::Unique,
        };
        let results = vec![
            measured(Algorithm::Fast, Some(timed(0.2, 3)), timed(0.4, 5)),
            measured(Algorithm::CandidatesFirst, None, timed(12.5, 45_360)),
        ];
        let comparison = Comparison {
            puzzle: Board::default(),
            results,
            cancelled,
        };
        let running = (!cancelled).then_some(Algorithm::Naive);
        ComparisonTableProps {
            lang,
            comparison,
            running,
            counts_help: true,
        }
    }

    /// The table's markup and the rest's, one after the other.
    fn markup(props: &ComparisonTableProps) -> String {
        comparison_markup(props).map(Markup::into_string).concat()
    }

    /// The rows' cells, row by row, as the page shows them.
    fn table_rows(html: &str) -> Vec<Vec<String>> {
        let body = &html[html.find("<tbody>").unwrap()..html.find("</tbody>").unwrap()];
        body.split("<tr>")
            .skip(1)
            .map(|row| {
                row.split(['<', '>'])
                    .enumerate()
                    .filter(|(i, text)| i % 2 == 0 && !text.is_empty())
                    .map(|(_, text)| text.to_string())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn each_algorithm_has_a_row_of_figures_or_why_not() {
        for lang in [Lang::En, Lang::Zh] {
            let words = lang.words();
            let html = markup(&props(lang, false));
            let names = elements(&html).unwrap();
            assert_eq!(count(&names, "svg"), 2, "a chart each for time and tries");
            assert_eq!(count(&names, "rect"), 6, "three bars a chart");
            let rows = table_rows(&html);
            assert_eq!(rows.len(), 3);
            assert_eq!(rows[0][0], lang.algorithm(Algorithm::Naive));
            assert_eq!(rows[0][1..], vec![words.row_running.to_string(); 7][..]);
            let dash = "\u{2013}".to_string();
            assert_eq!(rows[1][0], lang.algorithm(Algorithm::CandidatesFirst));
            assert_eq!(rows[1][1..3], [dash.clone(), dash]);
            assert_eq!(rows[1][4..], ["45,360", "22,680", "15,120", "61"]);
            assert_eq!(rows[2][4..], ["5", "2", "1", "61"]);
            assert!(html.contains(words.counts_help));
            let cancelled = markup(&props(lang, true));
            assert_eq!(table_rows(&cancelled)[0][1], words.row_cancelled);
        }
    }

    #[test]
    fn one_result_has_no_chart_and_the_step_panel_says_the_help() {
        let mut props = props(Lang::En, false);
        props.comparison.results.truncate(1);
        props.counts_help = false;
        let html = markup(&props);
        assert_eq!(count(&elements(&html).unwrap(), "svg"), 0);
        assert!(!html.contains(Lang::En.words().counts_help));
        assert!(html.contains(Lang::En.words().first_help));
    }
}
