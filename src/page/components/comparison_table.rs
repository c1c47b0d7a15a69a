//! The result of Compare: each algorithm's time and counts in a table, and two bar charts.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use crate::page::components::bar_chart::{Bar, BarChart};
use crate::page::state::{COMPARE_ORDER, Comparison};
use sudoku_solver::Timed;
use sudoku_words::Lang;
use sudoku_words::numbers::{self, thousands};

/// Props of [`ComparisonTable`].
#[derive(Properties, PartialEq)]
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

/// The table and charts, with a sentence per count saying what it counts.
#[function_component]
pub fn ComparisonTable(props: &ComparisonTableProps) -> Html {
    let comparison = &props.comparison;
    let lang = props.lang;
    let words = lang.words();
    let row = |algorithm: Algorithm| table_row(props, algorithm);
    // Per algorithm, slowest first: the first solution's figure and the whole search's.
    let bars = |value: &dyn Fn(&Timed) -> (f64, String)| -> Vec<Bar> {
        COMPARE_ORDER
            .iter()
            .rev()
            .filter_map(|&algorithm| comparison.result(algorithm))
            .map(|m| {
                let figure = |timed: &Timed| {
                    let (value, shown) = value(timed);
                    (value, AttrValue::from(shown))
                };
                Bar {
                    label: lang.algorithm(m.work.algorithm).into(),
                    values: vec![m.work.first.as_ref().map(figure), Some(figure(&m.work.all))],
                }
            })
            .collect()
    };
    let times = bars(&|t| (t.millis, numbers::millis(t.millis, lang)));
    let tries = bars(&|t| (t.counts.tries as f64, thousands(t.counts.tries)));
    let series: Vec<AttrValue> = vec![words.first_solution.into(), words.whole_search.into()];
    html! {
        <section class="comparison" aria-labelledby="comparison-title">
            <h2 id="comparison-title">{ words.comparison }</h2>
            // Focusable and named, so a keyboard can scroll it on a narrow screen.
            <div class="table-scroll" role="region" aria-labelledby="comparison-title" tabindex="0">
                <table>
                    <thead>
                        <tr>
                            <th scope="col" rowspan="2">{ words.algorithm }</th>
                            <th scope="colgroup" colspan="2">{ words.first_solution }</th>
                            <th scope="colgroup" colspan="5">{ words.whole_search }</th>
                        </tr>
                        <tr>
                            <th scope="col">{ words.time }</th>
                            <th scope="col">{ words.tries }</th>
                            <th scope="col">{ words.time }</th>
                            <th scope="col">{ words.tries }</th>
                            <th scope="col">{ words.placements }</th>
                            <th scope="col">{ words.backtracks }</th>
                            <th scope="col">{ words.depth }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for COMPARE_ORDER.iter().rev().map(|&algorithm| row(algorithm)) }
                    </tbody>
                </table>
            </div>
            if comparison.results.len() > 1 {
                <BarChart {lang} title={words.time} series={series.clone()} bars={times} />
                <BarChart {lang} title={words.tries} {series} bars={tries} />
            }
            <p class="help">{ words.first_help }</p>
            if props.counts_help {
                <p class="help">{ words.counts_help }</p>
            }
        </section>
    }
}

/// An algorithm's row: its figures, or why there are none yet.
fn table_row(props: &ComparisonTableProps, algorithm: Algorithm) -> Html {
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
    html! {
        <tr>
            <th scope="row">{ lang.algorithm(algorithm) }</th>
            { for cells.into_iter().map(|text| html! { <td>{ text }</td> }) }
        </tr>
    }
}
