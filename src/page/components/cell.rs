//! One cell of the board: a focusable gridcell that carries the name, the focus and
//! `aria-invalid`, and whose text is its digit (the contract's rule for cells without an
//! `<input>`). Not an input: the browser's form machinery (autofill scans every text field of a
//! page as it loads, and again as fields come and go) cost the page's load 20-40 ms of main
//! thread for 81 of them (docs/BENCHMARKS.md), and a phone's keyboard is never wanted here:
//! the pad types.

use sudoku_solver::{Cell, Digit, DigitSet};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::grid::Entry;
use crate::page::keys::{KeyAction, Modifiers, key_action};
use sudoku_words::Lang;
use sudoku_words::fill;

/// Props of [`BoardCell`].
#[derive(Properties, PartialEq)]
pub struct CellProps {
    /// The page\'s language.
    pub lang: Lang,
    /// Which cell this is.
    pub cell: Cell,
    /// What it shows.
    pub entry: Entry,
    /// Whether its digit clashes with another.
    pub invalid: bool,
    /// Whether it is the board's tab stop.
    pub selected: bool,
    /// Whether it shares a row, column or box with the selected cell (tinted while the board
    /// has the focus).
    #[prop_or_default]
    pub peer: bool,
    /// Whether it holds the selected cell's digit (marked while the board has the focus).
    #[prop_or_default]
    pub same: bool,
    /// Whether Step through's last event was about it.
    #[prop_or_default]
    pub current: bool,
    /// The candidates to show small in the cell (pencil marks), if any.
    #[prop_or_default]
    pub candidates: Option<DigitSet>,
    /// Whether Show mistakes marks its entry as wrong.
    #[prop_or_default]
    pub mistake: bool,
    /// Whether a hint says to look here.
    #[prop_or_default]
    pub look: bool,
    /// Whether a step is about this cell (its "because"), or its digit is wrong.
    #[prop_or_default]
    pub cause: bool,
    /// Whether a step changes this cell.
    #[prop_or_default]
    pub target: bool,
    /// Candidates a step removes here.
    #[prop_or_default]
    pub out: DigitSet,
    /// The digit a step places here.
    #[prop_or_default]
    pub put: DigitSet,
    /// The candidates a step is about, here among its "because" cells.
    #[prop_or_default]
    pub key_digits: DigitSet,
    /// The cell's element, so the board can move the focus.
    pub cell_ref: NodeRef,
    /// A key pressed in the cell (what it means: `keys.rs`; what it does: the reducer).
    pub on_key: Callback<KeyAction>,
    /// The cell got the focus.
    pub on_select: Callback<Cell>,
    /// Whether it is among the cells picked together.
    #[prop_or_default]
    pub picked: bool,
    /// How a lit digit's places mark it.
    #[prop_or_default]
    pub light: Light,
    /// The solution's digit, where Check marks found the person's marks lost it.
    #[prop_or_default]
    pub lost: DigitSet,
    /// The person's centre marks here (drawn instead of the candidates).
    #[prop_or_default]
    pub notes: DigitSet,
    /// The person's corner marks here.
    #[prop_or_default]
    pub corner: DigitSet,
    /// What a variant's rules say of the cell ("in a cage of 3 cells totalling 15"), for its
    /// accessible name.
    #[prop_or_default]
    pub rules: AttrValue,
    /// The person's colours here (1 to 9, the palette's).
    #[prop_or_default]
    pub colours: DigitSet,
}

/// The accessible name: `Row R, Column C`, then what the cell holds (`第R行，第C列` in Chinese).
pub fn cell_name(cell: Cell, entry: Entry, lang: Lang) -> String {
    let words = lang.words();
    let (what, digit) = match entry {
        Entry::Empty => (words.empty, String::new()),
        Entry::Given(d) => (words.given, format!(" {d}")),
        Entry::Entered(d) => (words.entered, format!(" {d}")),
        Entry::Solved(d) => (words.solved, format!(" {d}")),
    };
    fill(
        lang,
        ["{}, {}{}", "{}，{}{}"],
        &[&lang.cell(cell), what, &digit],
    )
}

/// The cell's name with what a hint or an explained step says of it: "…, hint: look here",
/// "…, hint: because", "…, hint: changes" (so a screen reader hears what the board marks).
fn hint_words(name: String, props: &CellProps, lang: Lang) -> String {
    let mut name = name;
    let words = lang.words();
    for (marks, said) in [
        (props.notes, words.centre_marked),
        (props.corner, words.corner_marked),
    ] {
        if !marks.is_empty() {
            // ", centre marks 1 3 7": the words, then each digit after a space.
            name.push_str(&fill(lang, [", {}", "，{}"], &[said]));
            for digit in marks.iter() {
                name.push(' ');
                name.push(digit.to_char());
            }
        }
    }
    if !props.colours.is_empty() {
        // ", coloured blue, orange" ("，颜色 蓝、橙").
        name.push_str(&fill(lang, [", {} ", "，{} "], &[words.coloured]));
        for (at, colour) in props.colours.iter().enumerate() {
            if at > 0 {
                name.push_str(lang.pick::<&str>(&[", ", "、"]));
            }
            name.push_str(words.colours[usize::from(colour.get()) - 1]);
        }
    }
    for digit in props.lost.iter() {
        name.push_str(&fill(
            lang,
            [", {} {}", "，{} {}"],
            &[words.marks_miss, &digit.to_string()],
        ));
    }
    if let Light::Open(digit) = props.light {
        name.push_str(&fill(
            lang,
            [", can take {}", "，可填 {}"],
            &[&digit.to_string()],
        ));
    }
    if props.mistake {
        name.push_str(&fill(lang, [", {}", "，{}"], &[lang.words().mistake]));
    }
    if !props.rules.is_empty() {
        name.push_str(&fill(lang, [", {}", "，{}"], &[&props.rules]));
    }
    let marks = [props.look, props.cause, props.target];
    for (on, words) in marks.into_iter().zip(&sudoku_words::board::HINT_MARKS) {
        if on {
            name.push_str(&fill(lang, [", {}", "，{}"], &[*lang.pick(words)]));
        }
    }
    name
}

/// How a lit digit's places mark a cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Light {
    /// No digit is lit.
    #[default]
    Off,
    /// The cell holds the lit digit.
    Holds,
    /// The cell is empty and can still take it.
    Open(Digit),
    /// Neither: dimmed.
    Dim,
}

/// The class of each colour's slice (`static/style.css` paints it).
const COLOUR_CLASSES: [&str; 9] = ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9"];

/// One cell.
#[function_component]
pub fn BoardCell(props: &CellProps) -> Html {
    let CellProps { cell, entry, .. } = *props;
    let lang = props.lang;
    let value = entry.digit().map(|d| d.to_string()).unwrap_or_default();

    let on_key = props.on_key.clone();
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        let modifiers = Modifiers {
            command: event.ctrl_key() || event.meta_key(),
            shift: event.shift_key(),
            alt: event.alt_key(),
        };
        let action = key_action(&event.key(), &event.code(), modifiers);
        if action != KeyAction::Browser {
            event.prevent_default();
        }
        if !matches!(action, KeyAction::Browser | KeyAction::Swallow) {
            on_key.emit(action);
        }
    });

    let onfocus = {
        let on_select = props.on_select.clone();
        Callback::from(move |_: FocusEvent| on_select.emit(cell))
    };

    let class = cell_class(props);
    // The person's centre marks where there are some, else the candidates if they are shown;
    // beside corner marks, in a line across the middle (SudokuPad's way), not as a 3x3.
    let inline = !props.corner.is_empty();
    let marks = match (entry, props.notes.is_empty(), props.candidates, inline) {
        (Entry::Empty, false, _, false) => Some((props.notes, "marks notes")),
        (Entry::Empty, false, _, true) => Some((props.notes, "marks notes inline")),
        (_, _, Some(candidates), false) => Some((candidates, "marks")),
        (_, _, Some(candidates), true) => Some((candidates, "marks inline")),
        _ => None,
    };
    html! {
        <div role="gridcell" CLASS={class}
            ref={props.cell_ref.clone()}
            aria-label={hint_words(cell_name(cell, entry, lang), props, lang)}
            aria-invalid={props.invalid.then_some("true")}
            aria-selected={props.picked.then_some("true")}
            tabindex={if props.selected { "0" } else { "-1" }}
            {onkeydown}
            {onfocus}
        >
            if !props.colours.is_empty() {
                // The colours as slices side by side, under the digit and the marks.
                <div class="colours" aria-hidden="true">
                    { for props.colours.iter().map(|c| html! { <span CLASS={COLOUR_CLASSES[usize::from(c.get()) - 1]} /> }) }
                </div>
            }
            { value }
            if let Some((candidates, class)) = marks {
                { marks_grid(props, candidates, class) }
            }
            if inline {
                <div class="corner" aria-hidden="true">
                    { for props.corner.iter().map(|d| html! { <span data-d={d.to_string()} /> }) }
                </div>
            }
        </div>
    }
}

/// The cell's classes: what it holds and how the board marks it. A plain string, not
/// `classes!`: Yew's `Classes` is an ordered set, and the page needs no set to join words.
fn cell_class(props: &CellProps) -> String {
    let entry = props.entry;
    let mut class = String::from("cell");
    for (on, name) in [
        (matches!(entry, Entry::Given(_)), " given"),
        (matches!(entry, Entry::Entered(_)), " entered"),
        (matches!(entry, Entry::Solved(_)), " solved"),
        (props.invalid, " clash"),
        (props.peer, " peer"),
        (props.same, " same"),
        (props.mistake, " mistake"),
        (props.picked, " picked"),
        (!props.colours.is_empty(), " coloured"),
        (props.light == Light::Holds, " lit"),
        (!props.lost.is_empty(), " lost"),
        (matches!(props.light, Light::Open(_)), " open"),
        (props.light == Light::Dim, " dim"),
        (props.current, " current"),
        (props.look, " look"),
        (props.cause, " cause"),
        (props.target, " target"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    class
}

/// The cell's pencil marks, `candidates` in a 3x3 (hidden from screen readers: the cell's name
/// says them), each marked as a hint or step changes it.
fn marks_grid(props: &CellProps, candidates: DigitSet, class: &'static str) -> Html {
    html! {
        <div CLASS={class} aria-hidden="true">
            { for Digit::ALL.iter().map(|&d| {
                let class = if props.out.contains(d) {
                    "out"
                } else if props.put.contains(d) {
                    "put"
                } else if props.key_digits.contains(d) {
                    "key"
                } else {
                    ""
                };
                // Drawn from `data-d` by the stylesheet: the cell's text stays its digit alone.
                html! {
                    <span CLASS={class} data-d={candidates.contains(d).then(|| d.to_string())} />
                }
            }) }
        </div>
    }
}
