//! Stats: the games played (`games.rs`), noted as the timer goes, and shown per level with the
//! daily puzzle's streak and a chart of solve times; exported to a file, imported from one,
//! cleared.
//!
//! In the page's build (the `split` feature) this is in the toolkit's module (`toolkit.rs`),
//! fetched the first time a game is noted or Stats is opened: the log's reading and writing, the
//! panel and its words are not in the page's wasm nor the cards'.

use wasm_bindgen::JsCast;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::browser;
use crate::page::games::{Game, Games, KEY, Tally};
use crate::page::markup::Markup;
use sudoku_solver::logic::Level;
use sudoku_words::Lang;
use sudoku_words::numbers::clock;
use sudoku_words::stats::{StatsNews, news, streak, times_chart};

/// The event a noted game raises on the window, so that an open panel reads the log again.
const NOTED: &str = "sudoku-games";
/// How many solve times the chart shows.
const CHART: usize = 30;

/// Notes `game`; a log that cannot be read is left as it is (the panel says so), and an open
/// panel hears of it.
#[cfg_attr(feature = "split", wasm_split(toolkit, preload(preload_note)))]
pub(crate) fn note_game(game: Game) {
    let Ok(mut games) = Games::read(browser::load_saved(KEY).as_deref()) else {
        return;
    };
    games.note(game);
    browser::save(KEY, &games.write());
    if let Some(window) = browser::window()
        && let Ok(event) = web_sys::Event::new(NOTED)
    {
        let _ = window.dispatch_event(&event);
    }
}

/// The panel (Stats opened): called once the module is there.
#[cfg_attr(feature = "split", wasm_split(toolkit, preload(preload_panel)))]
pub(crate) fn panel(lang: Lang) -> Html {
    html! { <StatsPanel {lang} /> }
}

/// Props of [`StatsPanel`].
#[derive(Properties, PartialEq)]
struct PanelProps {
    lang: Lang,
}

/// What the panel shows: the log as read (or the line it could not read) and today's date.
#[derive(Clone, PartialEq)]
struct Seen {
    games: Result<Games, usize>,
    today: u32,
}

fn seen() -> Seen {
    Seen {
        games: Games::read(browser::load_saved(KEY).as_deref()).map_err(|bad| bad.line),
        today: browser::today(),
    }
}

/// The panel: the figures, Export, Import, Clear stats (confirmed), and what the last of them did.
#[function_component]
fn StatsPanel(props: &PanelProps) -> Html {
    let lang = props.lang;
    let words = lang.stats_words();
    let shown = use_state(seen);
    let said = use_state(|| None::<StatsNews>);
    let confirming = use_state(|| false);
    {
        let shown = shown.clone();
        use_effect_with((), move |_| {
            let window = browser::window();
            let again = shown.clone();
            let noted = (window.as_ref())
                .map(|w| gloo_events::EventListener::new(w, NOTED, move |_| again.set(seen())));
            // Another tab's change of the log (not of the board's memory).
            let storage = window.map(|w| {
                gloo_events::EventListener::new(&w, "storage", move |event| {
                    let event = event.dyn_ref::<web_sys::StorageEvent>();
                    if event.and_then(|e| e.key()).as_deref() == Some(KEY) {
                        shown.set(seen());
                    }
                })
            });
            move || drop((noted, storage))
        });
    }
    let input = use_node_ref();
    let on_import = crate::page::components::opens_chooser(&input);
    let on_file = file_chosen(&shown, &said);
    let on_export = export(&shown, &said, lang);
    let confirm = |to: bool| {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(to))
    };
    let on_clear = {
        let (shown, said, confirming) = (shown.clone(), said.clone(), confirming.clone());
        Callback::from(move |_: MouseEvent| {
            browser::forget(KEY);
            confirming.set(false);
            said.set(Some(StatsNews::Cleared));
            shown.set(seen());
        })
    };
    let has_games = shown.games.as_ref().is_ok_and(|g| !g.list().is_empty());
    html! {
        <section id="stats" class="stats" aria-label={sudoku_words::stats::stats_button(lang)}>
            { figures(&shown, lang) }
            <p class="help">{ words.kept_here }</p>
            <div class="actions">
                <button type="button" disabled={!has_games} onclick={on_export}>{ words.export }</button>
                <button type="button" onclick={on_import}>{ words.import }</button>
                <input ref={input} type="file" accept=".txt,text/plain" hidden=true tabindex="-1"
                    aria-hidden="true" onchange={on_file} />
                if *confirming {
                    <button type="button" onclick={on_clear}>{ words.clear_yes }</button>
                    <button type="button" onclick={confirm(false)}>{ words.clear_no }</button>
                } else {
                    <button type="button" disabled={shown.games == Ok(Games::default())}
                        onclick={confirm(true)}>{ words.clear }</button>
                }
            </div>
            <p class="stats-news" aria-live="polite">{ said.map(|n| news(n, lang)).unwrap_or_default() }</p>
        </section>
    }
}

/// A file chosen for Import: read into the log, and what happened said.
fn file_chosen(
    shown: &UseStateHandle<Seen>,
    said: &UseStateHandle<Option<StatsNews>>,
) -> Callback<Event> {
    let (shown, said) = (shown.clone(), said.clone());
    Callback::from(move |event: Event| {
        let input: HtmlInputElement = event.target_unchecked_into();
        let file = input.files().and_then(|files| files.get(0));
        // Cleared, so choosing the same file again is a change too.
        input.set_value("");
        if let Some(file) = file {
            let (shown, said) = (shown.clone(), said.clone());
            yew::platform::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                said.set(Some(import(text.ok().and_then(|t| t.as_string()))));
                shown.set(seen());
            });
        }
    })
}

/// Export pressed: the log offered as a file.
fn export(
    shown: &UseStateHandle<Seen>,
    said: &UseStateHandle<Option<StatsNews>>,
    lang: Lang,
) -> Callback<MouseEvent> {
    let (shown, said) = (shown.clone(), said.clone());
    Callback::from(move |_: MouseEvent| {
        if let Ok(games) = &shown.games
            && download(lang.stats_words().file_name, &games.write())
        {
            let games = games.list().len();
            said.set(Some(StatsNews::Exported { games }));
        }
    })
}

/// Reads an imported file's `text` into the log: what happened.
fn import(text: Option<String>) -> StatsNews {
    let theirs = match Games::read(Some(text.as_deref().unwrap_or_default())) {
        Ok(theirs) => theirs,
        Err(bad) => return StatsNews::NotStats { line: bad.line },
    };
    // Ours unreadable: theirs replaces it (Clear stats would have, too).
    let mut games = Games::read(browser::load_saved(KEY).as_deref()).unwrap_or_default();
    let (added, known) = games.merge(&theirs);
    match browser::save(KEY, &games.write()) {
        true => StatsNews::Imported { added, known },
        false => StatsNews::NotKept,
    }
}

/// Offers `text` as a download named `name` (whether the browser took it).
fn download(name: &str, text: &str) -> bool {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let Ok(blob) = web_sys::Blob::new_with_str_sequence(&parts) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let document = browser::window().and_then(|w| w.document());
    let link = document.and_then(|d| d.create_element("a").ok());
    let Some(link) = link.and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return false;
    };
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    true
}

/// The figures: the table by level, the streak, the chart (or what there is instead).
fn figures(shown: &Seen, lang: Lang) -> Html {
    let words = lang.stats_words();
    let mut m = Markup::new();
    match &shown.games {
        Err(line) => {
            m.element("p", &news(StatsNews::Unreadable { line: *line }, lang));
        }
        Ok(games) if games.list().is_empty() => {
            m.element("p", words.none_yet);
        }
        Ok(games) => {
            table(&mut m, games, lang);
            let (current, best) = games.streak(shown.today);
            m.element("p", &streak(current, best, lang));
            chart(&mut m, games, lang);
        }
    }
    m.into_html()
}

/// The table: a row per level played (and the unrated games', and all).
fn table(m: &mut Markup, games: &Games, lang: Lang) {
    let words = lang.stats_words();
    // In a box of its own that scrolls sideways where the card is narrower (a phone), reachable
    // by keyboard, as Compare's table is.
    m.raw("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\"")
        .attr("aria-label", words.by_level)
        .raw("><table><caption>")
        .text(words.by_level)
        .raw("</caption><thead><tr>");
    let heads = [
        words.level,
        words.started,
        words.solved,
        words.best,
        words.median,
        words.hints,
    ];
    for head in heads {
        m.raw("<th scope=\"col\">").text(head).raw("</th>");
    }
    m.raw("</tr></thead><tbody>");
    let levels =
        (Level::ALL.iter()).map(|&level| (lang.words().levels[level as usize], Some(level)));
    for (name, level) in levels.chain([(words.unrated, None)]) {
        let tally = games.tally(level);
        if tally.started > 0 {
            row(m, name, tally);
        }
    }
    m.raw("</tbody><tfoot>");
    row(m, words.all, games.tally_all());
    m.raw("</tfoot></table></div>");
}

fn row(m: &mut Markup, name: &str, tally: Tally) {
    let time = |millis: Option<u64>| millis.map_or("–".to_string(), clock);
    m.raw("<tr><th scope=\"row\">").text(name).raw("</th>");
    let cells = [
        tally.started.to_string(),
        tally.solved.to_string(),
        time(tally.best),
        time(tally.median),
        tally.hints.to_string(),
    ];
    for cell in cells {
        m.element("td", &cell);
    }
    m.raw("</tr>");
}

/// The last solve times as columns, the tallest the slowest; its name lists them.
fn chart(m: &mut Markup, games: &Games, lang: Lang) {
    let recent = games.recent(CHART);
    if recent.is_empty() {
        return;
    }
    let names: Vec<(&str, u64)> = (recent.iter())
        .map(|&(level, millis)| {
            (
                level.map_or("", |l| lang.words().levels[l as usize]),
                millis,
            )
        })
        .collect();
    let (width, height) = (300u64, 100u64);
    let slowest = recent
        .iter()
        .map(|&(_, millis)| millis)
        .max()
        .unwrap_or(1)
        .max(1);
    let step = width / CHART as u64;
    m.raw("<figure class=\"chart times\"><figcaption>")
        .text(lang.stats_words().times)
        .raw("</figcaption><svg viewBox=\"0 0 300 116\" role=\"img\"")
        .attr("aria-label", &times_chart(&names, lang))
        .raw(">");
    for (at, &(_, millis)) in recent.iter().enumerate() {
        let tall = (millis * height / slowest).max(2);
        m.raw("<rect class=\"bar\" x=\"")
            .raw(&(at as u64 * step + 1).to_string())
            .raw("\" y=\"")
            .raw(&(14 + height - tall).to_string())
            .raw("\" width=\"")
            .raw(&(step - 2).to_string())
            .raw("\" height=\"")
            .raw(&tall.to_string())
            .raw("\"></rect>");
    }
    // The base line, and the scale: the slowest time, over the tallest column.
    m.raw("<line x1=\"0\" y1=\"115\" x2=\"300\" y2=\"115\"></line><text x=\"0\" y=\"10\">")
        .text(&clock(slowest))
        .raw("</text></svg></figure>");
}
