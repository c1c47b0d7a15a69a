//! A horizontal bar chart on a log scale, drawn in SVG (sizes are attributes, not inline styles,
//! which the Content Security Policy forbids). Figures that span five orders of magnitude, as the
//! three algorithms' do, stay readable on a log scale. Each label has a bar per series (Compare's:
//! up to the first solution, and the whole search), told apart by shade and by a legend.

use sudoku_words::Lang;

use crate::page::markup::Markup;

/// One label's bars: a value per series.
#[derive(Clone, PartialEq)]
pub struct Bar {
    /// What it measures (the algorithm).
    pub label: String,
    /// Per series, the value (a zero or less is drawn at the shortest length) and the value as
    /// written beside its bar; `None` where the series has no value (no first solution).
    pub values: Vec<Option<(f64, String)>>,
}

const WIDTH: f64 = 320.0;
const LABEL: f64 = 118.0;
/// The height of one series' bar, with its gap.
const ROW: f64 = 16.0;
/// The gap between two labels' groups of bars.
const GROUP_GAP: f64 = 8.0;
/// Room for the figure written after the longest bar.
const FIGURE: f64 = 70.0;
const SHORTEST: f64 = 4.0;

/// Each bar's length by the logarithm of its value: the largest gets the whole track, a value
/// half a decade below the smallest positive one would get [`SHORTEST`]; zero (no guess at all)
/// is drawn at [`SHORTEST`], so it stays shorter than any positive value, and leaves the scale
/// alone.
fn lengths(values: &[f64]) -> Vec<f64> {
    let track = WIDTH - LABEL - FIGURE;
    let logs: Vec<Option<f64>> = values
        .iter()
        .map(|&v| (v > 0.0).then(|| log10(v)))
        .collect();
    let low = logs.iter().flatten().copied().fold(f64::INFINITY, f64::min) - 0.5;
    let high = logs
        .iter()
        .flatten()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    logs.iter()
        .map(|log| match (log, high - low) {
            (None, _) => SHORTEST,
            (Some(log), span) if span > 1e-9 => SHORTEST + (track - SHORTEST) * (log - low) / span,
            (Some(_), _) => track,
        })
        .collect()
}

/// The decimal logarithm of `v` (positive, normal, finite), to a millionth of a decade: plenty for bars
/// drawn in whole pixels, and 0.3 KiB less of the cards' module than the standard library's
/// (`f64::log10` is a software routine in wasm). `v` is 2^e * m with m in [1, 2); ln m comes from
/// the series of atanh, 2(s + s^3/3 + s^5/5 + s^7/7) with s = (m - 1) / (m + 1).
fn log10(v: f64) -> f64 {
    let bits = v.to_bits();
    let e = ((bits >> 52) & 0x7FF) as f64 - 1023.0;
    let m = f64::from_bits(bits & ((1 << 52) - 1) | 1023 << 52);
    // m in [1/sqrt(2), sqrt(2)): s <= 0.172.
    let (e, m) = if m > std::f64::consts::SQRT_2 {
        (e + 1.0, m / 2.0)
    } else {
        (e, m)
    };
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let ln_m = 2.0 * s * (1.0 + s2 * (1.0 / 3.0 + s2 * (1.0 / 5.0 + s2 / 7.0)));
    (e * std::f64::consts::LN_2 + ln_m) / std::f64::consts::LN_10
}

/// The chart, titled `title`, its bars' values in the order of `series`. Screen readers get
/// its title and figures in one accessible name; the table beside it has the same figures.
/// Coordinates are whole pixels of the view box, written as integers (which keeps float
/// formatting, several KiB of wasm, out of the page).
pub fn bar_chart(m: &mut Markup, lang: Lang, title: &str, series: &[&str], bars: &[Bar]) {
    let values: Vec<f64> = (bars.iter())
        .flat_map(|bar| {
            bar.values
                .iter()
                .map(|v| v.as_ref().map_or(0.0, |(v, _)| *v))
        })
        .collect();
    let mut lengths = lengths(&values).into_iter();
    let count = series.len().max(1) as u32;
    let (label_x, row, gap) = (LABEL as u32, ROW as u32, GROUP_GAP as u32);
    let group = row * count + gap;
    let height = group * bars.len() as u32;
    let words = lang.words();
    let [colon, comma, semicolon] = words.separators;
    let label: Vec<String> = (bars.iter())
        .map(|bar| {
            let figures: Vec<String> = (series.iter().zip(&bar.values))
                .filter_map(|(name, value)| Some(format!("{name} {}", value.as_ref()?.1)))
                .collect();
            format!("{}{colon}{}", bar.label, figures.join(comma))
        })
        .collect();
    let caption = format!("{title}{}", words.log_scale);
    let name = format!("{caption}{colon}{}", label.join(semicolon));
    m.raw("<figure class=\"chart\"><figcaption>").text(&caption);
    if series.len() > 1 {
        m.raw("<span class=\"legend\" aria-hidden=\"true\">");
        for (k, name) in series.iter().enumerate() {
            m.raw("<span class=\"key series-")
                .raw(&k.to_string())
                .raw("\">");
            m.text(name).raw("</span>");
        }
        m.raw("</span>");
    }
    m.raw("</figcaption><svg viewBox=\"0 0 ")
        .raw(&(WIDTH as u32).to_string());
    m.raw(" ")
        .raw(&height.to_string())
        .raw("\" role=\"img\"")
        .attr("aria-label", &name);
    m.raw(">");
    for (i, bar) in bars.iter().enumerate() {
        let top = group * i as u32;
        let xy = |m: &mut Markup, x: u32, y: u32| {
            m.raw(" x=\"")
                .raw(&x.to_string())
                .raw("\" y=\"")
                .raw(&y.to_string())
                .raw("\"");
        };
        m.raw("<g><text");
        xy(m, label_x - 6, top + row / 2 + 8 * count);
        m.raw(" text-anchor=\"end\">")
            .text(&bar.label)
            .raw("</text>");
        for (k, value) in bar.values.iter().enumerate() {
            let length = lengths.next().unwrap_or(SHORTEST).round() as u32;
            let y = top + row * k as u32;
            let Some((_, shown)) = value else {
                continue;
            };
            m.raw("<g><rect class=\"bar series-")
                .raw(&k.to_string())
                .raw("\"");
            xy(m, label_x, y + 2);
            m.raw(" width=\"")
                .raw(&length.to_string())
                .raw("\" height=\"");
            m.raw(&(row - 4).to_string()).raw("\"></rect><text");
            xy(m, label_x + length + 4, y + 12);
            m.raw(">").text(shown).raw("</text></g>");
        }
        m.raw("</g>");
    }
    m.raw("</svg></figure>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_grow_with_the_log_of_their_value() {
        let track = WIDTH - LABEL - FIGURE;
        let got = lengths(&[1.0, 10.0, 100.0]);
        // The scale runs from half a decade below 1 (length SHORTEST) to 100 (the track).
        let at = |decades: f64| SHORTEST + (track - SHORTEST) * decades / 2.5;
        for (length, want) in got.iter().zip([at(0.5), at(1.5), track]) {
            assert!((length - want).abs() < 1e-3, "{got:?}");
        }
        // The logarithm, against the standard library's, over the figures a chart shows.
        for v in [1e-3, 0.37, 1.0, 1.5, 2.0, 7.9, 12.0, 999.0, 4.2e6, 1.8e19] {
            assert!((log10(v) - v.log10()).abs() < 1e-6, "{v}");
        }
        // Equal values, a single value and zeros draw without dividing by zero.
        assert_eq!(lengths(&[3.0, 3.0]), vec![track, track]);
        assert_eq!(lengths(&[0.0]), vec![SHORTEST]);
        // A zero is drawn shortest, shorter than the smallest positive value, and does not
        // stretch the scale of the others.
        let with_zero = lengths(&[0.0, 1.0, 10.0, 100.0]);
        assert_eq!(with_zero[0], SHORTEST);
        assert!(with_zero[1] > SHORTEST + 10.0, "{with_zero:?}");
        assert_eq!(&with_zero[1..], &got[..]);
    }
}
