//! Print sheet: the board on screen with its marks, or one to six new puzzles at New puzzle's
//! level, laid out for A4 or Letter (`sheet.rs`), their answers on a second page if asked, then
//! the browser's print (where Save as PDF makes a file).
//!
//! The new puzzles come from a logic worker of the panel's own (`workers/logic/sheet.rs`: it
//! reads only the sheet's reply), started at the first Print and stopped when the panel closes:
//! the page's worker keeps rating and hinting, and its replies stay the reducer's. The sheet is put at the end of `<body>` (a portal), hidden on
//! screen; while it is there the stylesheet prints it instead of the page. In the page's build
//! (the `split` feature) this is in the extras' module (`extras.rs`), fetched when Print sheet is
//! opened: not the toolkit's, which every game played fetches.

use std::cell::RefCell;
use std::rc::Rc;

use sudoku_solver::Board;
use sudoku_solver::logic::Level;
#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::grid::Grid;
use crate::page::browser;
use crate::page::markup::Markup;
use crate::page::sheet::{Paper, Printed, Sheet, markup};
use crate::workers::Link;
use crate::workers::logic::{SheetReply, SheetRequest, Sheets};
use sudoku_words::Lang;
use sudoku_words::print::{making, new_puzzles, print_button};

/// The menu's choices: the board on screen (0), or this many new puzzles.
const CHOICES: [usize; 5] = [0, 1, 2, 4, SHEET_MOST];

/// Props of the panel.
#[derive(Properties, PartialEq, Clone)]
pub struct PrintProps {
    /// The page's language.
    pub lang: Lang,
    /// New puzzle's level: the new puzzles' level.
    pub level: Level,
    /// The board on screen.
    pub grid: Grid,
    /// Its solution and level, once its rating is in (`None` too for givens without one
    /// solution).
    pub rated: Option<(Board, Option<Level>)>,
}

/// The panel (Print sheet opened): called once the module is there.
#[cfg_attr(feature = "split", wasm_split(extras, preload(preload_panel)))]
pub(crate) fn panel(props: PrintProps) -> Html {
    html! { <PrintPanel ..props /> }
}

/// What the panel says last.
#[derive(Clone, Copy, PartialEq)]
enum Said {
    Making(usize, Level),
    Ready,
    EmptyBoard,
    NoAnswers,
    Failed,
}

/// The panel's choices, and the puzzles of the last sheet made.
#[derive(Clone, PartialEq)]
struct Choices {
    /// An index of [`CHOICES`].
    what: usize,
    paper: Paper,
    answers: bool,
}

/// The panel: what to print, the paper, the answers, Print; and the sheet, once made.
#[function_component]
fn PrintPanel(props: &PrintProps) -> Html {
    let (lang, words) = (props.lang, props.lang.print_words());
    let choices = use_state(|| Choices {
        what: 0,
        paper: default_paper(),
        answers: false,
    });
    let made = use_state(|| None::<Rc<Vec<Printed>>>);
    let said = use_state(|| None::<Said>);
    // Each sheet made is numbered, and the effect opens the browser's print once it is drawn.
    let printed = use_state(|| 0u32);
    let asking: Rc<RefCell<Asking>> = use_mut_ref(Asking::default);
    use_effect_with(*printed, |&printed| {
        if printed > 0
            && let Some(window) = browser::window()
        {
            let _ = window.print();
        }
    });
    let finish: Finish = {
        let (made, said, printed) = (made.clone(), said.clone(), printed.clone());
        let sheets = asking.clone();
        Rc::new(move |puzzles: Option<Vec<Printed>>| match puzzles {
            Some(puzzles) => {
                made.set(Some(Rc::new(puzzles)));
                said.set(Some(Said::Ready));
                let mut asking = sheets.borrow_mut();
                asking.sheets += 1;
                printed.set(asking.sheets);
            }
            None => said.set(Some(Said::Failed)),
        })
    };
    let on_print = {
        let (props, choices, said) = (props.clone(), choices.clone(), said.clone());
        let made = made.clone();
        Callback::from(move |_: MouseEvent| match CHOICES[choices.what] {
            0 => match this_board(&props, choices.answers) {
                Ok(printed) => finish(Some(vec![printed])),
                // Nothing printed: the sheet before it goes too, so the page prints again.
                Err(why) => {
                    made.set(None);
                    said.set(Some(why));
                }
            },
            count => {
                said.set(Some(Said::Making(count, props.level)));
                ask(&asking, props.level, count, finish.clone());
            }
        })
    };
    let sheet = (made.as_ref()).map(|puzzles| Sheet {
        puzzles: puzzles.to_vec(),
        paper: choices.paper,
        answers: choices.answers && puzzles.iter().all(|p| p.solution.is_some()),
    });
    let news = match *said {
        Some(Said::Making(count, level)) => making(lang, count, level),
        Some(Said::Ready) => words.ready.into(),
        Some(Said::EmptyBoard) => words.empty_board.into(),
        Some(Said::NoAnswers) => words.no_answers.into(),
        Some(Said::Failed) => words.failed.into(),
        None => String::new(),
    };
    let busy = matches!(*said, Some(Said::Making(..)));
    html! {
        <section id="print" class="print" aria-label={print_button(lang)}>
            { menus(&choices, lang, props.level) }
            <button type="button" class="primary" aria-busy={busy.to_string()} disabled={busy}
                onclick={on_print}>{ words.print }</button>
            <p class="print-news" aria-live="polite">{ news }</p>
            if let Some(sheet) = sheet {
                { portal(&sheet, lang) }
            }
        </section>
    }
}

/// What to print, the paper and the answers' checkbox: one handler for the three (each is told
/// by its `id`), changing `choices`.
fn menus(choices: &UseStateHandle<Choices>, lang: Lang, level: Level) -> Html {
    let words = lang.print_words();
    let onchange = {
        let choices = choices.clone();
        Callback::from(move |event: Event| {
            // A select is read through the input's interface too: its `id` and `value` are
            // both's (web-sys reads them as properties, whatever the element).
            let input = event.target_unchecked_into::<HtmlInputElement>();
            let (id, value) = (input.id(), input.value());
            let mut next = (*choices).clone();
            match id.as_str() {
                "print-what" => next.what = value.parse().unwrap_or(0) % CHOICES.len(),
                "print-paper" => {
                    next.paper = if value == "letter" {
                        Paper::Letter
                    } else {
                        Paper::A4
                    }
                }
                _ => next.answers = input.checked(),
            }
            choices.set(next);
        })
    };
    let option = |index: usize, count: usize| {
        let name = match count {
            0 => words.this_board.to_string(),
            _ => new_puzzles(lang, count, level),
        };
        html! { <option value={index.to_string()} selected={choices.what == index}>{ name }</option> }
    };
    let letter = choices.paper == Paper::Letter;
    html! {
        <div class="print-choices" {onchange}>
            <label for="print-what">{ words.what }</label>
            <select id="print-what">
                { for CHOICES.iter().enumerate().map(|(i, &count)| option(i, count)) }
            </select>
            <label for="print-paper">{ words.paper }</label>
            <select id="print-paper">
                <option value="a4" selected={!letter}>{ words.a4 }</option>
                <option value="letter" selected={letter}>{ words.letter }</option>
            </select>
            <label class="inline">
                <input id="print-answers" type="checkbox" checked={choices.answers} />
                { words.answers }
            </label>
        </div>
    }
}

/// The board on screen as the sheet's one puzzle, or why it cannot be: it is empty, or the
/// answers are asked for and its solution is not known.
fn this_board(props: &PrintProps, answers: bool) -> Result<Printed, Said> {
    if props.grid.givens() == Board::EMPTY {
        return Err(Said::EmptyBoard);
    }
    if answers && props.rated.is_none() {
        return Err(Said::NoAnswers);
    }
    Ok(Printed {
        grid: props.grid,
        solution: props.rated.map(|(solution, _)| solution),
        level: props.rated.and_then(|(_, level)| level),
    })
}

/// What is done with a sheet made (`None`: the worker could not start, or died).
type Finish = Rc<dyn Fn(Option<Vec<Printed>>)>;

/// The panel's worker and the batch of new puzzles it is asked for: each request's number is
/// the batch's times [`SHEET_MOST`] plus the puzzle's place, so a late reply to an earlier batch
/// is told apart.
#[derive(Default)]
struct Asking {
    link: Option<Link<Sheets>>,
    batch: u32,
    level: Option<Level>,
    /// The batch's puzzles and solutions as they come, `None` until then.
    made: Vec<Option<(Board, Board)>>,
    /// What is done with them once all are in.
    then: Option<Finish>,
    /// How many sheets were made: each is printed once.
    sheets: u32,
}

/// The most new puzzles a sheet holds.
const SHEET_MOST: usize = 6;

/// Asks the panel's worker (started now if there is none) for `count` puzzles at `level`, one
/// request each from a random seed and the next ones; `then` gets them once all are in, or
/// `None` if the worker could not start or died.
fn ask(asking: &Rc<RefCell<Asking>>, level: Level, count: usize, then: Finish) {
    let mut state = asking.borrow_mut();
    state.batch = state.batch.wrapping_add(1);
    (state.level, state.made, state.then) = (Some(level), vec![None; count], Some(then.clone()));
    if state.link.is_none() {
        let (replies, died) = (asking.clone(), asking.clone());
        state.link = Link::<Sheets>::open(
            move |reply, _| {
                if let SheetReply::Made {
                    id,
                    puzzle,
                    solution,
                } = reply
                {
                    took(&replies, id, (puzzle, solution));
                }
            },
            move || {
                let then = died.borrow_mut().then.take();
                if let Some(then) = then {
                    then(None);
                }
            },
        );
    }
    let (seed, batch) = (browser::random_seed(), state.batch);
    match state.link.as_ref() {
        Some(link) => (0..count).for_each(|i| {
            link.send(&SheetRequest {
                id: batch.wrapping_mul(SHEET_MOST as u32).wrapping_add(i as u32),
                level,
                seed: seed.wrapping_add(i as u64),
            })
        }),
        None => {
            drop(state);
            then(None);
        }
    }
}

/// A puzzle of the batch in: once the last is, the sheet's puzzles go to the batch's `then`.
fn took(asking: &Rc<RefCell<Asking>>, id: u32, made: (Board, Board)) {
    let mut state = asking.borrow_mut();
    let at = id.wrapping_sub(state.batch.wrapping_mul(SHEET_MOST as u32)) as usize;
    if let Some(slot) = state.made.get_mut(at) {
        *slot = Some(made);
    }
    let level = state.level;
    let all: Option<Vec<Printed>> = (state.made.iter())
        .map(|made| {
            made.map(|(givens, solution)| Printed {
                grid: Grid::loaded(givens),
                solution: Some(solution),
                level,
            })
        })
        .collect();
    if let Some(puzzles) = all
        && let Some(then) = state.then.take()
    {
        drop(state);
        then(Some(puzzles));
    }
}

/// The sheet at the end of `<body>`: shown only in print.
fn portal(sheet: &Sheet, lang: Lang) -> Html {
    let Some(body) = browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    else {
        return Html::default();
    };
    let mut inner = Markup::new();
    inner.raw(&markup(sheet, lang));
    create_portal(
        html! { <div class="print-sheet">{ inner.into_html() }</div> },
        body.into(),
    )
}

/// Letter where the browser's language names a country that uses it (the US, Canada, Mexico,
/// the Philippines), else A4.
fn default_paper() -> Paper {
    let language = browser::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    let region = language.rsplit('-').next().unwrap_or_default();
    match region {
        "US" | "CA" | "MX" | "PH" => Paper::Letter,
        _ => Paper::A4,
    }
}
