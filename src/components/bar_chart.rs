//! A horizontal bar chart on a log scale, drawn in SVG (sizes are attributes, not inline styles,
//! which the Content Security Policy forbids). Figures that span five orders of magnitude, as the
//! three algorithms' do, stay readable on a log scale.

use yew::prelude::*;

use crate::i18n::Lang;

/// One bar.
#[derive(Clone, PartialEq)]
pub struct Bar {
    /// What it measures (the algorithm).
    pub label: AttrValue,
    /// The value (positive; a zero or less is drawn at the shortest length).
    pub value: f64,
    /// The value as written beside the bar.
    pub shown: AttrValue,
}

/// Props of [`BarChart`].
#[derive(Properties, PartialEq)]
pub struct BarChartProps {
    /// The page\'s language.
    pub lang: Lang,
    /// The chart's title, also its accessible name with the figures.
    pub title: AttrValue,
    /// The bars, top to bottom.
    pub bars: Vec<Bar>,
}

const WIDTH: f64 = 320.0;
const LABEL: f64 = 118.0;
const ROW: f64 = 22.0;
/// Room for the figure written after the longest bar.
const FIGURE: f64 = 70.0;
const SHORTEST: f64 = 4.0;

/// Each bar's length: the smallest value gets [`SHORTEST`], the largest the whole track, the
/// others in between by the logarithm of their value.
fn lengths(values: &[f64]) -> Vec<f64> {
    let track = WIDTH - LABEL - FIGURE;
    let logs: Vec<f64> = values.iter().map(|v| v.max(1e-6).log10()).collect();
    let low = logs.iter().copied().fold(f64::INFINITY, f64::min);
    let high = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    logs.iter()
        .map(|log| match high - low {
            span if span > 1e-9 => SHORTEST + (track - SHORTEST) * (log - low) / span,
            _ => track,
        })
        .collect()
}

/// The chart. Screen readers get its title and figures in one accessible name; the table beside it
/// has the same figures. Coordinates are whole pixels of the view box, written as integers (which
/// keeps float formatting, several KiB of wasm, out of the page).
#[function_component]
pub fn BarChart(props: &BarChartProps) -> Html {
    let values: Vec<f64> = props.bars.iter().map(|bar| bar.value).collect();
    let lengths = lengths(&values);
    let (label_x, row) = (LABEL as u32, ROW as u32);
    let height = row * props.bars.len() as u32 + 4;
    let label: Vec<String> = props
        .bars
        .iter()
        .map(|bar| format!("{} {}", bar.label, bar.shown))
        .collect();
    let lang = props.lang;
    let caption = match lang {
        Lang::En => format!("{} (log scale)", props.title),
        Lang::Zh => format!("{}（对数刻度）", props.title),
    };
    let name = format!("{caption}: {}", label.join(", "));
    html! {
        <figure class="chart">
            <figcaption>{ caption }</figcaption>
            <svg viewBox={format!("0 0 {} {height}", WIDTH as u32)} role="img" aria-label={name}>
                { for props.bars.iter().zip(&lengths).enumerate().map(|(i, (bar, &length))| {
                    let y = row * i as u32 + 2;
                    let length = length.round() as u32;
                    html! {
                        <g>
                            <text x={(label_x - 6).to_string()} y={(y + 14).to_string()} text-anchor="end">
                                { bar.label.clone() }
                            </text>
                            <rect class="bar" x={label_x.to_string()} y={(y + 2).to_string()}
                                width={length.to_string()} height={(row - 6).to_string()} />
                            <text x={(label_x + length + 4).to_string()} y={(y + 14).to_string()}>
                                { bar.shown.clone() }
                            </text>
                        </g>
                    }
                }) }
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_grow_with_the_log_of_their_value() {
        let track = WIDTH - LABEL - FIGURE;
        let got = lengths(&[1.0, 10.0, 100.0]);
        assert_eq!(got[0], SHORTEST);
        assert!((got[1] - (SHORTEST + track) / 2.0).abs() < 1e-9, "{got:?}");
        assert_eq!(got[2], track);
        // Equal values, a single value and zeros draw without dividing by zero.
        assert_eq!(lengths(&[3.0, 3.0]), vec![track, track]);
        assert_eq!(lengths(&[0.0]), vec![track]);
        assert!(lengths(&[0.0, 5.0]).iter().all(|l| l.is_finite()));
    }
}
