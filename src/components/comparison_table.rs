//! The result of Compare: each algorithm's time and counts in a table, and two bar charts.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use crate::components::bar_chart::{Bar, BarChart};
use crate::i18n::Lang;
use crate::state::{COMPARE_ORDER, Comparison};
use crate::status::{format_millis, thousands};

/// Props of [`ComparisonTable`].
#[derive(Properties, PartialEq)]
pub struct ComparisonTableProps {
    /// The page\'s language.
    pub lang: Lang,
    /// What was measured so far.
    pub comparison: Comparison,
    /// The algorithm running now, if the comparison is still going.
    pub running: Option<Algorithm>,
}

/// The table and charts, with a sentence per count saying what it counts.
#[function_component]
pub fn ComparisonTable(props: &ComparisonTableProps) -> Html {
    let comparison = &props.comparison;
    let lang = props.lang;
    let words = lang.words();
    let row = |algorithm: Algorithm| {
        let cells = match comparison.result(algorithm) {
            Some(m) => vec![
                format_millis(m.millis),
                thousands(m.counts.tries),
                thousands(m.counts.placements),
                thousands(m.counts.backtracks),
                m.counts.max_depth.to_string(),
            ],
            None => {
                let why = match (props.running == Some(algorithm), comparison.cancelled, lang) {
                    (true, _, Lang::En) => "running…",
                    (true, _, Lang::Zh) => "运行中……",
                    (_, true, Lang::En) => "cancelled",
                    (_, true, Lang::Zh) => "已取消",
                    (_, _, Lang::En) => "waiting",
                    (_, _, Lang::Zh) => "等待中",
                };
                vec![why.to_string(); 5]
            }
        };
        html! {
            <tr>
                <th scope="row">{ lang.algorithm(algorithm) }</th>
                { for cells.into_iter().map(|text| html! { <td>{ text }</td> }) }
            </tr>
        }
    };
    let bars = |value: &dyn Fn(&crate::state::Measured) -> (f64, String)| -> Vec<Bar> {
        COMPARE_ORDER
            .iter()
            .rev()
            .filter_map(|&algorithm| comparison.result(algorithm))
            .map(|m| {
                let (value, shown) = value(m);
                Bar {
                    label: lang.algorithm(m.algorithm).into(),
                    value,
                    shown: shown.into(),
                }
            })
            .collect()
    };
    let times = bars(&|m| (m.millis, format_millis(m.millis)));
    let tries = bars(&|m| (m.counts.tries as f64, thousands(m.counts.tries)));
    html! {
        <section class="comparison" aria-labelledby="comparison-title">
            <h2 id="comparison-title">{ words.comparison }</h2>
            // Focusable and named, so a keyboard can scroll it on a narrow screen.
            <div class="table-scroll" role="region" aria-labelledby="comparison-title" tabindex="0">
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ words.algorithm }</th>
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
                <BarChart {lang} title={words.time} bars={times} />
                <BarChart {lang} title={words.tries} bars={tries} />
            }
            <p class="help">{ words.counts_help }</p>
        </section>
    }
}
