//! The panel's four cards (Puzzles, Learn, Share, Settings), drawn by the app one a task after
//! the board (`hooks/use_panel_cards.rs`), and the two panels only they open (the camera's view,
//! the scanned puzzle).
//!
//! In the page's build (the `split` feature, index.html) their code is not in the page's wasm:
//! each is a split point (`wasm_split_helpers`), and after the link `wasm-split-cli` moves
//! the six, and everything only they reach, into a module of their own (scripts/bin/wasm-bindgen),
//! fetched and instantiated once the board is drawn (`load`). A split function is `async` (it
//! loads its module on first call); once `load` has finished, each resolves on its first poll,
//! which is how `split::now` calls them from a view. Without the feature (natively: the
//! prerenderer, the tests) they are plain functions.

#[cfg(feature = "split")]
use wasm_split_helpers::{SplitLoaderError, wasm_split};
use yew::prelude::*;

use crate::grid::Grid;
use crate::page::browser;
use crate::page::components::algorithm_picker::{AlgorithmPickerProps, algorithm_picker};
use crate::page::components::camera_view::{CameraViewProps, camera_view};
use crate::page::components::comparison_table::ComparisonTableProps;
use crate::page::components::controls::{ControlsProps, controls};
use crate::page::components::copy_out::{CopyOutProps, copy_out};
use crate::page::components::dispatch_with;
use crate::page::components::examples_menu::{ExamplesMenuProps, examples_menu};
use crate::page::components::explain_panel::{ExplainProps, explain_panel};
use crate::page::components::live_check::{LiveCheckProps, live_check};
use crate::page::components::new_puzzle::{NewPuzzleProps, new_puzzle};
use crate::page::components::puzzle_edits::{PuzzleEditsProps, puzzle_edits};
use crate::page::components::puzzle_text::{PuzzleTextProps, puzzle_text};
use crate::page::components::rating::{RatingProps, rating_line};
use crate::page::components::scan_photo::{ScanPhotoProps, scan_photo};
use crate::page::components::scanned_puzzle::{ScannedPuzzleProps, scanned_puzzle};
use crate::page::components::settings_bar::{SettingsBarProps, settings_bar};
use crate::page::components::step_panel::{StepPanelProps, step_panel};
use crate::page::hint::Rating;
use crate::page::state::{
    Action, CameraAction, CameraPhase, EditAction, HintAction, NewPuzzleAction, Purpose, RunAction,
    SettingAction, State, StepAction, link_fragment,
};
use crate::page::{extras, library, print, stats, toolkit};
use sudoku_words::examples::{EXAMPLES, VARIANT_NAMES};
use sudoku_words::status::{CopyFormat, Source};

/// The cards' module, fetched and instantiated: its own loader's failure is an `Err` (the page
/// tries again: `use_panel_cards`), where the cards' own would abort the page.
#[cfg(feature = "split")]
#[wasm_split(cards, fallible, preload(preload_module))]
#[allow(dead_code)] // only its preload is called
fn module() -> Result<(), SplitLoaderError> {
    Ok(())
}

/// Loads the cards' code, so that each card's call is ready on its first poll (`split::now`): the
/// module (which can fail: no network, on a first visit), then each card's own loader, which
/// finds it loaded (the split's script keeps a module once loaded).
#[cfg(feature = "split")]
pub async fn load() -> Result<(), SplitLoaderError> {
    preload_module().await?;
    preload_puzzles().await;
    preload_learn().await;
    preload_share().await;
    preload_settings().await;
    crate::page::hooks::use_logic_worker::preload_logic_link().await;
    preload_note().await;
    preload_status().await;
    crate::page::hooks::use_solver_worker::preload_solver_link().await;
    crate::page::hooks::use_variant_worker::preload_variant_effect().await;
    crate::page::state::variant::preload_is_variant().await;
    Ok(())
}

/// Puzzles: a puzzle in (a photo, the camera, a new one, an example, text), and editing it.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_puzzles)))]
pub(crate) fn puzzles_card(
    state: &State,
    dispatcher: &UseReducerDispatcher<State>,
    on_scan: Callback<wasm_bindgen::JsValue>,
    has_camera: bool,
) -> Html {
    let (lang, words) = (state.lang(), state.lang().words());
    let camera_open = state.camera.phase != CameraPhase::Closed;
    html! {
        <div class="card">
        <h2>{ words.puzzles }</h2>
        { scan_photo(&ScanPhotoProps { lang, busy: state.scans.asking.is_some(), on_photo: on_scan, camera: has_camera, camera_open, on_camera: open_camera(dispatcher, camera_open) }) }
        { puzzle_edits(&PuzzleEditsProps { lang, editing: !state.board.grid.is_loaded(), on_edit_puzzle: dispatch_with(dispatcher, |()| Action::Edit(EditAction::EditPuzzle)), on_clear: dispatch_with(dispatcher, |()| Action::Edit(EditAction::Clear)) }) }
        // Draw rules' panel opens under the board (`app.rs`), beside the cells it draws on.
        { opener((sudoku_words::draw_rules::draw_button(lang), "draw"), state.preferences.draw_open, dispatcher, (extras::open, SettingAction::ShowDraw)) }
        { new_puzzle(&NewPuzzleProps { lang, level: state.new_puzzle.level, busy: state.new_puzzle.asking.is_some(), on_level: dispatch_with(dispatcher, |x| NewPuzzleAction::ChooseLevel(x).into()), on_new: dispatch_with(dispatcher, |()| NewPuzzleAction::Ask { seed: browser::random_seed() }.into()), on_today: dispatch_with(dispatcher, |()| NewPuzzleAction::AskToday { date: browser::today() }.into()) }) }
        { opener((sudoku_words::stats::stats_button(lang), "stats"), state.preferences.stats_open, dispatcher, (toolkit::open, SettingAction::ShowStats)) }
        if state.preferences.stats_open {
            { crate::page::split::now(stats::panel(lang)) }
        }
        { examples_menu(&ExamplesMenuProps { lang, examples: EXAMPLES, variants: VARIANT_NAMES, on_choose: example_chosen(dispatcher) }) }
        { puzzle_text(&PuzzleTextProps { lang, on_load: dispatch_with(dispatcher, |text| Action::Edit(EditAction::LoadText(Source::TextBox, text))) }) }
        </div>
    }
}

/// The words of a status only a card's action or a worker's answer brings
/// (`Status::text_later`: New puzzle, Compare, Step through, Explain solution, Check marks, Where
/// did I go wrong?, the camera, Share), with the cards' code rather than the page's.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_status)))]
pub(crate) fn status_later(
    status: &sudoku_words::status::Status,
    lang: sudoku_words::Lang,
) -> String {
    status.text_later(lang)
}

/// Use camera pressed: the camera's view fetched first (the scanner's module), then the camera
/// opened; or closed.
fn open_camera(dispatcher: &UseReducerDispatcher<State>, open: bool) -> Callback<()> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |()| match open {
        true => dispatcher.dispatch(Action::Camera(CameraAction::Close)),
        #[cfg(feature = "split")]
        false => {
            let dispatcher = dispatcher.clone();
            yew::platform::spawn_local(async move {
                preload_camera().await;
                dispatcher.dispatch(Action::Camera(CameraAction::Open));
            });
        }
        #[cfg(not(feature = "split"))]
        false => dispatcher.dispatch(Action::Camera(CameraAction::Open)),
    })
}

/// Tells Stats of the timer's game (`State::game`) when it changed (whether it did): called by
/// the page as the timer, the rating or the cards change (`hooks/use_sudoku.rs`), once the cards
/// are here.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_note)))]
pub(crate) fn note_game(state: &State) -> bool {
    thread_local! {
        static NOTED: std::cell::Cell<Option<crate::page::games::Game>> = const { std::cell::Cell::new(None) };
    }
    let game = state.game();
    let new = game.is_some() && NOTED.replace(game) != game;
    if let (true, Some(game)) = (new, game) {
        toolkit::note(game);
    }
    new
}

/// What fetches a panel's module, then calls back with whether it is there.
type Fetch = fn(Box<dyn FnOnce(bool)>);

/// A button that opens and closes a panel whose code is a module of its own (`aria-expanded`,
/// `aria-controls` the panel's id while open): Stats and the technique library (the toolkit's),
/// Print sheet (its own). Opening it fetches the module first (`fetch`; not fetched: it stays
/// closed, to be pressed again); `set` is the setting that says it is open.
fn opener(
    (label, controls): (&'static str, &'static str),
    open: bool,
    dispatcher: &UseReducerDispatcher<State>,
    (fetch, set): (Fetch, fn(bool) -> SettingAction),
) -> Html {
    let dispatcher = dispatcher.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        let dispatcher = dispatcher.clone();
        match open {
            true => dispatcher.dispatch(set(false).into()),
            false => fetch(Box::new(move |there| {
                if there {
                    dispatcher.dispatch(set(true).into());
                }
            })),
        }
    });
    html! {
        <button type="button" aria-expanded={open.to_string()}
            aria-controls={open.then_some(controls)} {onclick}>{ label }</button>
    }
}

/// A button whose action's code is in another module (Compare's table: the extras'; Where did I go
/// wrong?'s search: the toolkit's): the module fetched first (`fetch`), then `action` asked.
fn fetched_then(
    dispatcher: &UseReducerDispatcher<State>,
    fetch: Fetch,
    action: fn() -> Action,
) -> Callback<()> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |()| {
        let dispatcher = dispatcher.clone();
        fetch(Box::new(move |there| {
            if there {
                dispatcher.dispatch(action());
            }
        }))
    })
}

/// Learn: how this puzzle is solved (Explain solution, Compare, Step through, the rating, the
/// live check).
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_learn)))]
pub(crate) fn learn_card(
    state: &State,
    dispatcher: &UseReducerDispatcher<State>,
    puzzle: bool,
    rating: Option<Rating>,
    progress: Option<u8>,
) -> Html {
    let (lang, words) = (state.lang(), state.lang().words());
    html! {
        <div class="card">
        <h2>{ words.learn }</h2>
        { controls(&ControlsProps { lang, explaining: state.hints.explain.is_some(), on_explain: dispatch_with(dispatcher, |()| Action::Hint(HintAction::ToggleExplain)), on_compare: fetched_then(dispatcher, extras::open, || Action::Run(RunAction::Compare)), on_step_through: dispatch_with(dispatcher, |()| Action::Step(StepAction::StepThrough)), on_check_marks: dispatch_with(dispatcher, |()| Action::Hint(HintAction::CheckMarks)), on_where_wrong: fetched_then(dispatcher, toolkit::open, || Action::Hint(HintAction::WhereWrong)) }) }
        { opener((sudoku_words::library::techniques(lang), "library"), state.preferences.library_open, dispatcher, (toolkit::open, SettingAction::ShowLibrary)) }
        if state.preferences.library_open {
            { crate::page::split::now(library::panel(library::LibraryProps { lang, explaining: state.hints.explain.is_some(), rated: state.current_rated().map(|_| state.board.grid.givens()), dispatcher: dispatcher.clone() })) }
        }
        { algorithm_picker(&AlgorithmPickerProps { lang, chosen: state.runs.algorithm, on_choose: dispatch_with(dispatcher, |x| Action::Run(RunAction::ChooseAlgorithm(x))) }) }
        // A variant has no rating yet, and the classic live check is not its own.
        if state.rules().is_none() {
            { rating_line(&RatingProps { lang, puzzle, rating: rating.clone(), progress }) }
        }
        if let Some(at) = state.hints.explain {
            { explain_panel(&ExplainProps { lang, puzzle, rating, progress, at,
                on_show: dispatch_with(dispatcher, |x| Action::Hint(HintAction::ShowStep(x))) }) }
        }
        if state.preferences.settings.live_check && state.rules().is_none() {
            { live_check(&LiveCheckProps { lang, verdict: state.live_verdict() }) }
        }
        if let Some(stepping) = state.steps.stepping.clone() {
            { step_panel(&StepPanelProps { lang, stepping,
                on_toggle: dispatch_with(dispatcher, |()| Action::Step(StepAction::TogglePlay)),
                on_next: dispatch_with(dispatcher, |()| Action::Step(StepAction::NextStep)),
                on_speed: dispatch_with(dispatcher, |x| Action::Step(StepAction::SetSpeed(x))),
                on_stop: dispatch_with(dispatcher, |()| Action::Step(StepAction::StopStepping)) }) }
        }
        if let Some(comparison) = state.runs.comparison.clone() {
            { crate::page::split::now(extras::comparison(ComparisonTableProps {
                lang,
                comparison,
                running: state.runs.run.filter(|run| run.purpose == Purpose::Compare).map(|run| run.algorithm),
                counts_help: state.steps.stepping.is_none(),
            })) }
        }
        </div>
    }
}

/// Share: the puzzle copied out.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_share)))]
pub(crate) fn share_card(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let lang = state.lang();
    let rules = state.rules();
    // f-puzzles' link holds the givens the puzzle was loaded with: offered while they are the
    // board's (not after Edit puzzle changed them).
    let fpuzzles = rules
        .filter(|rules| rules.givens.first() == Some(&state.board.grid.givens()))
        .map(|rules| rules.fpuzzles.clone())
        .filter(|link| !link.is_empty());
    let variant = rules.map(|rules| (rules.puzzle.clone(), fpuzzles.clone()));
    let on_copy = copy_out_as(dispatcher, &state.board.grid, variant);
    let fpuzzles = fpuzzles.is_some();
    let rated = state
        .current_rated()
        .map(|rated| (rated.solution, rated.se.as_ref().map(|se| se.level)));
    html! {
        <div class="card">
        <h2>{ lang.words().share }</h2>
        { copy_out(&CopyOutProps { lang, on_copy, fpuzzles }) }
        { opener((sudoku_words::print::print_button(lang), "print"), state.preferences.print_open, dispatcher, (extras::open, SettingAction::ShowPrint)) }
        if state.preferences.print_open {
            { crate::page::split::now(print::panel(print::PrintProps { lang, level: state.new_puzzle.level, grid: state.board.grid, rated })) }
        }
        </div>
    }
}

/// The Examples menu's choice: a classic example loaded by its index; a variant one (after them)
/// by its text, which the extras' module holds (fetched first, as the variant worker's end is in
/// it too) and the variant worker reads.
fn example_chosen(dispatcher: &UseReducerDispatcher<State>) -> Callback<usize> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |index: usize| {
        let Some(at) = index.checked_sub(EXAMPLES.len()) else {
            return dispatcher.dispatch(Action::Edit(EditAction::LoadExample(index)));
        };
        let dispatcher = dispatcher.clone();
        extras::open(Box::new(move |there| {
            let puzzle = crate::page::split::now(extras::variant_example(at));
            if there {
                let load = EditAction::LoadText(Source::Example(index), puzzle);
                dispatcher.dispatch(Action::Edit(load));
            }
        }));
    })
}

/// Copies `grid` out in the format asked (its givens on a line, the grid shown, a link, a
/// position with its marks), made when asked, not at each draw; where the browser refuses, the text is
/// put in the puzzle box, selected, to copy by hand.
fn copy_out_as(
    dispatcher: &UseReducerDispatcher<State>,
    grid: &Grid,
    variant: Option<(std::rc::Rc<str>, Option<std::rc::Rc<str>>)>,
) -> Callback<CopyFormat> {
    let (dispatcher, grid) = (dispatcher.clone(), *grid);
    Callback::from(move |format: CopyFormat| {
        let text = match format {
            // A variant's line is its puzzle in this project's format, which pasted loads it.
            CopyFormat::Line => (variant.as_ref()).map_or_else(
                || grid.givens().to_string(),
                |(puzzle, _)| puzzle.to_string(),
            ),
            CopyFormat::FPuzzles => (variant.as_ref())
                .and_then(|(_, link)| link.as_deref().map(str::to_string))
                .unwrap_or_default(),
            CopyFormat::Grid => format!("{:#}\n", grid.shown()),
            CopyFormat::Link => {
                let puzzle = variant.as_ref().map(|(puzzle, _)| &**puzzle);
                let link = link_fragment(&grid, puzzle).unwrap_or_default();
                format!("{}{link}", browser::address())
            }
            CopyFormat::Marks => format!("{}\n", grid.mark_grid()),
            CopyFormat::SudokuWiki => grid.mark_grid().to_sudokuwiki(),
            CopyFormat::HoDoKu => grid.mark_grid().to_hodoku_library(),
        };
        let dispatcher = dispatcher.clone();
        let copied = text.clone();
        browser::copy_text(&text, move |worked| {
            if worked {
                dispatcher.dispatch(Action::Edit(EditAction::Copied(format)));
            } else {
                browser::fill_and_select("puzzle-text", &copied);
                dispatcher.dispatch(Action::Edit(EditAction::CopyFailed));
            }
        });
    })
}

/// Settings, and the keys' help.
#[cfg_attr(feature = "split", wasm_split(cards, preload(preload_settings)))]
pub(crate) fn settings_card(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let (lang, words) = (state.lang(), state.lang().words());
    html! {
        <div class="card">
        <h2>{ words.settings }</h2>
        { settings_bar(&SettingsBarProps { lang, dark: state.dark(), candidates: state.preferences.settings.candidates, live_check: state.preferences.settings.live_check, mistakes: state.preferences.settings.mistakes, tidy_notes: !state.preferences.settings.notes_kept, on_tidy_notes: dispatch_with(dispatcher, |()| SettingAction::ToggleTidyNotes.into()), show_timer: !state.preferences.settings.clock_hidden, on_show_timer: dispatch_with(dispatcher, |()| SettingAction::ToggleClock.into()), on_mistakes: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleMistakes)), on_dark: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleDark)), on_lang: dispatch_with(dispatcher, |x| Action::Setting(SettingAction::SetLang(x))), on_candidates: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleCandidates)), on_live_check: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleLiveCheck)) }) }
        <p class="help">{ words.keys_help }</p>
        </div>
    }
}

/// The camera's view, while the camera is open (Use camera, in Puzzles): in the scanner's module,
/// which Use camera fetches before it opens the camera (`open_camera`).
#[cfg_attr(feature = "split", wasm_split(scanner, preload(preload_camera)))]
pub(crate) fn camera_panel(props: &CameraViewProps) -> Html {
    camera_view(props)
}

/// The scanned puzzle's panel, while a photo's reading waits for Use or Discard: in the scanner's
/// module, which the scan worker's link brought (`use_scan_worker::start` has it ready).
#[cfg_attr(feature = "split", wasm_split(scanner, preload(preload_scanned)))]
pub(crate) fn scanned_panel(props: &ScannedPuzzleProps) -> Html {
    scanned_puzzle(props)
}
