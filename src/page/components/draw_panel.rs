//! Draw rules (issue 44): the cells picked on the board made a cage (with the total typed), a
//! thermometer (from the first cell picked), an arrow (its circle the first), a white or black
//! dot, a jigsaw region; the rules on them taken away; the rules over the whole grid turned on
//! and off; the last steps taken back and made again. Each tool sends one step in the words of
//! `sudoku_variants::edit` (a clause of this project's format, `remove`, `toggle`, `piece`): the
//! variant worker makes it and checks it, so the page writes cell names and nothing of the rules.

use std::rc::Rc;

use sudoku_solver::Cell;
use sudoku_words::Lang;
use sudoku_words::draw_rules::{Verdict, draw_button, verdict, words};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`draw_panel`].
pub struct DrawPanelProps {
    /// The page's language.
    pub lang: Lang,
    /// The rules shown, in this project's format (`None`: a classic board's).
    pub puzzle: Option<Rc<str>>,
    /// The cells picked, in the order they were.
    pub cells: Vec<Cell>,
    /// A step to make (`undo` and `redo`: Undo drawing and Redo drawing).
    pub on_step: Callback<String>,
    /// Whether Undo drawing and Redo drawing have a step to take.
    pub can: [bool; 2],
    /// What the worker found of the rules drawn and the givens, since the last step.
    pub verdict: Option<Verdict>,
}

/// Whether `puzzle`'s text holds the clause `rule` (a rule over the whole grid).
fn has(puzzle: Option<&str>, rule: &str) -> bool {
    puzzle.is_some_and(|text| text.split(';').any(|clause| clause.trim() == rule))
}

/// The id of the cage total's field, read when Cage is pressed.
const TOTAL: &str = "cage-total";

/// The cage total typed (`?`: none).
fn total_typed() -> String {
    let field = crate::page::browser::window()
        .and_then(|window| window.document()?.get_element_by_id(TOTAL))
        .and_then(|element| element.dyn_into::<HtmlInputElement>().ok());
    let total = field.map(|field| field.value().trim().to_string());
    total
        .filter(|total| !total.is_empty())
        .unwrap_or_else(|| "?".into())
}

/// The panel: a help line, the total's field and the tools, the rules over the grid. A plain
/// view (no component of its own: its field is read when Cage is pressed).
pub fn draw_panel(props: &DrawPanelProps) -> Html {
    let (lang, words) = (props.lang, words(props.lang));
    let names: Vec<String> = (props.cells.iter())
        .map(|cell| format!("r{}c{}", cell.row() + 1, cell.col() + 1))
        .collect();
    let tool = |label: &'static str, head: String| {
        let (on_step, step) = (props.on_step.clone(), format!("{head} {}", names.join(" ")));
        let onclick = Callback::from(move |_: MouseEvent| on_step.emit(step.clone()));
        html! { <button type="button" {onclick}>{ label }</button> }
    };
    // An arrow's circle is its first cell: `arrow r1c1: r1c2 r1c3`.
    let arrow = {
        let (on_step, mut step) = (props.on_step.clone(), String::from("arrow"));
        for (i, name) in names.iter().enumerate() {
            step.push(' ');
            step.push_str(name);
            if i == 0 {
                step.push(':');
            }
        }
        let onclick = Callback::from(move |_: MouseEvent| on_step.emit(step.clone()));
        html! { <button type="button" {onclick}>{ words.arrow }</button> }
    };
    let cage = {
        let (on_step, cells) = (props.on_step.clone(), names.join(" "));
        let onclick = Callback::from(move |_: MouseEvent| {
            on_step.emit(format!("cage {} {cells}", total_typed()))
        });
        html! { <button type="button" {onclick}>{ words.cage }</button> }
    };
    let again = |label: &'static str, step: &'static str, can: bool| {
        let on_step = props.on_step.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_step.emit(step.into()));
        html! { <button type="button" disabled={!can} {onclick}>{ label }</button> }
    };
    let puzzle = props.puzzle.as_deref();
    let rule = |label: &'static str, rule: &'static str| {
        let on_step = props.on_step.clone();
        let onchange = Callback::from(move |_: Event| on_step.emit(format!("toggle {rule}")));
        html! {
            <label class="check">
                <input type="checkbox" checked={has(puzzle, rule)} {onchange} />{ label }
            </label>
        }
    };
    html! {
        <section id="draw" class="draw" aria-label={draw_button(lang)}>
            <p class="help">{ words.help }</p>
            <p class="help" aria-live="polite">{ props.verdict.map(|v| verdict(lang, v)).unwrap_or_default() }</p>
            <div class="controls">
                <label class="total">{ words.total }
                    <input id={TOTAL} type="text" inputmode="numeric" size="3" />
                </label>
                { cage }
                { tool(words.thermo, "thermo".into()) }
                { arrow }
                { tool(words.white, "white".into()) }
                { tool(words.black, "black".into()) }
                { tool(words.piece, "piece".into()) }
                { tool(words.remove, "remove".into()) }
            </div>
            <div class="controls">
                { again(words.undo, "undo", props.can[0]) }
                { again(words.redo, "redo", props.can[1]) }
            </div>
            <div class="controls">
                { rule(words.main_diagonal, "diagonal \\") }
                { rule(words.other_diagonal, "diagonal /") }
                { rule(words.antiknight, "antiknight") }
                { rule(words.antiking, "antiking") }
            </div>
        </section>
    }
}
