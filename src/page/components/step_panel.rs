//! The panel of Step through: Play/Pause, Next step, Stop, the speed, the counters, and the last
//! events in words (a log that screen readers read when it is not racing ahead).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::components::button;
use crate::page::components::code_listing::{CodeListingProps, code_listing};
use crate::page::markup::Markup;
use crate::page::state::stepping::{Speed, Stepping};
use sudoku_words::numbers::thousands;
use sudoku_words::{Lang, fill};

/// What [`step_panel`] draws.
pub struct StepPanelProps {
    /// The page\'s language.
    pub lang: Lang,
    /// The stepping shown.
    pub stepping: Stepping,
    /// Play or Pause pressed.
    pub on_toggle: Callback<()>,
    /// Next step pressed.
    pub on_next: Callback<()>,
    /// The speed slider moved.
    pub on_speed: Callback<Speed>,
    /// Stop pressed.
    pub on_stop: Callback<()>,
}

/// The counters, as markup (`page::markup`: they only show figures).
fn counters_markup(counters: &[(&str, String)]) -> Html {
    let mut m = Markup::new();
    m.raw("<dl class=\"counters\">");
    for (name, value) in counters {
        m.raw("<div>")
            .element("dt", name)
            .element("dd", value)
            .raw("</div>");
    }
    m.raw("</dl>");
    m.into_html()
}

/// The panel.
pub fn step_panel(props: &StepPanelProps) -> Html {
    let stepping = &props.stepping;
    let lang = props.lang;
    let words = lang.words();
    let finished = stepping.is_finished();
    let stop = Speed::ALL
        .iter()
        .position(|&s| s == stepping.speed)
        .unwrap_or(0);
    let on_speed = props.on_speed.reform(|event: InputEvent| {
        let stop = event
            .target_dyn_into::<HtmlInputElement>()
            .and_then(|input| input.value().parse::<usize>().ok());
        stop.and_then(|i| Speed::ALL.get(i).copied())
            .unwrap_or(Speed::DEFAULT)
    });
    let counts = stepping.frame.counts;
    let counters = [
        (words.steps, thousands(stepping.frame.steps)),
        (words.tries, thousands(counts.tries)),
        (words.placements, thousands(counts.placements)),
        (words.backtracks, thousands(counts.backtracks)),
        (words.depth, counts.max_depth.to_string()),
    ];
    html! {
        <section class="stepping" aria-labelledby="stepping-title">
            <h2 id="stepping-title">{ fill(lang, ["{}: {}", "{}：{}"], &[words.step_through, lang.algorithm(stepping.algorithm)]) }</h2>
            <div class="controls">
                { button("primary", finished, if stepping.playing { words.pause } else { words.play }, &props.on_toggle) }
                { button("", finished, words.next_step, &props.on_next) }
                { button("", false, words.stop, &props.on_stop) }
            </div>
            <div class="speed">
                <label for="speed">{ words.speed }</label>
                <input id="speed" type="range" min="0" max={(Speed::ALL.len() - 1).to_string()}
                    step="1" value={stop.to_string()} aria-valuetext={stepping.speed.text(lang)}
                    oninput={on_speed} />
                <span aria-hidden="true">{ stepping.speed.text(lang) }</span>
            </div>
            { counters_markup(&counters) }
            { code_listing(&CodeListingProps { lang, algorithm: stepping.algorithm, lines: stepping.frame.lines }) }
            <div role="log" aria-label={words.search_steps} class="step-log"
                aria-live={if stepping.playing { "off" } else { "polite" }}>
                { for stepping.log.iter().map(|line| html! { <p>{ lang.pick(line).clone() }</p> }) }
            </div>
            <p class="help">{ words.counts_help }</p>
        </section>
    }
}
