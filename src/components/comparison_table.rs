//! The result of Compare: each algorithm's time and counts in a table, and two bar charts.

use sudoku_solver::Algorithm;
use yew::prelude::*;

use crate::components::bar_chart::{Bar, BarChart};
use crate::state::{COMPARE_ORDER, Comparison};
use crate::status::{COUNTS_HELP, format_millis, thousands};

/// Props of [`ComparisonTable`].
#[derive(Properties, PartialEq)]
pub struct ComparisonTableProps {
    /// What was measured so far.
    pub comparison: Comparison,
    /// The algorithm running now, if the comparison is still going.
    pub running: Option<Algorithm>,
}

/// The table and charts, with a sentence per count saying what it counts.
#[function_component]
pub fn ComparisonTable(props: &ComparisonTableProps) -> Html {
    let comparison = &props.comparison;
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
                let why = if props.running == Some(algorithm) {
                    "running…"
                } else if comparison.cancelled {
                    "cancelled"
                } else {
                    "waiting"
                };
                vec![why.to_string(); 5]
            }
        };
        html! {
            <tr>
                <th scope="row">{ algorithm.to_string() }</th>
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
                    label: m.algorithm.to_string().into(),
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
            <h2 id="comparison-title">{ "Comparison" }</h2>
            <div class="table-scroll">
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ "Algorithm" }</th>
                            <th scope="col">{ "Time" }</th>
                            <th scope="col">{ "Tries" }</th>
                            <th scope="col">{ "Placements" }</th>
                            <th scope="col">{ "Backtracks" }</th>
                            <th scope="col">{ "Depth" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for COMPARE_ORDER.iter().rev().map(|&algorithm| row(algorithm)) }
                    </tbody>
                </table>
            </div>
            if comparison.results.len() > 1 {
                <BarChart title="Time" bars={times} />
                <BarChart title="Tries" bars={tries} />
            }
            <p class="help">{ COUNTS_HELP }</p>
        </section>
    }
}
