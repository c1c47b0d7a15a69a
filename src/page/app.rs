//! The page: the board, the controls and the status line, wired to the one reducer.

use sudoku_solver::{Cell, CellSet, Digit};
use yew::prelude::*;

use crate::grid::Grid;
use crate::page::browser;
use crate::page::components::algorithm_picker::{AlgorithmPickerProps, algorithm_picker};
use crate::page::components::board::{SearchView, SudokuBoard};
use crate::page::components::camera_view::{CameraViewProps, camera_view};
use crate::page::components::comparison_table::{ComparisonTableProps, comparison_table};
use crate::page::components::controls::{ControlsProps, controls};
use crate::page::components::copy_out::{CopyOutProps, copy_out};
use crate::page::components::digit_pad::{DigitPadProps, digit_pad};
use crate::page::components::examples_menu::{ExamplesMenuProps, examples_menu};
use crate::page::components::explain_panel::{ExplainProps, explain_panel};
use crate::page::components::live_check::{LiveCheckProps, live_check};
use crate::page::components::new_puzzle::{NewPuzzleProps, new_puzzle};
use crate::page::components::primary_actions::{PrimaryActionsProps, primary_actions};
use crate::page::components::puzzle_edits::{PuzzleEditsProps, puzzle_edits};
use crate::page::components::puzzle_text::PuzzleText;
use crate::page::components::rating::{RatingProps, rating_line};
use crate::page::components::scan_photo::{ScanPhotoProps, scan_photo};
use crate::page::components::scanned_puzzle::{ScannedPuzzleProps, scanned_puzzle};
use crate::page::components::settings_bar::{SettingsBarProps, settings_bar};
use crate::page::components::status_line::{StatusLineProps, status_line};
use crate::page::components::step_panel::{StepPanelProps, step_panel};
use crate::page::components::timer_view::TimerView;
use crate::page::components::update_notice::{UpdateNoticeProps, update_notice};
use crate::page::hint::{Highlight, Rating};
use crate::page::hooks::use_app_update::use_app_update;
use crate::page::hooks::use_camera::{camera_api, use_camera};
use crate::page::hooks::use_frame_clock::use_frame_clock;
use crate::page::hooks::use_logic_worker::use_logic_worker;
use crate::page::hooks::use_panel_cards::use_panel_cards;
use crate::page::hooks::use_scan_worker::use_scan_worker;
use crate::page::hooks::use_shortcuts::use_shortcuts;
use crate::page::hooks::use_solver_worker::{WalkWanted, use_solver_worker};
use crate::page::hooks::use_sudoku::use_sudoku;
use crate::page::hooks::use_timer::use_timer;
use crate::page::keys::{KeyAction, typed};
use crate::page::markup::Markup;
use crate::page::state::{
    Action, CARDS, CameraAction, CameraPhase, EditAction, HintAction, NewPuzzleAction, Phase,
    Purpose, RunAction, ScanAction, SettingAction, State, StepAction, WorkerKind, link_fragment,
};
use sudoku_words::examples::EXAMPLES;
use sudoku_words::status::{CopyFormat, Source, Status};

/// A callback that dispatches the action `to_action` makes of what a component reports.
fn dispatch_with<T: 'static>(
    dispatcher: &UseReducerDispatcher<State>,
    to_action: fn(T) -> Action,
) -> Callback<T> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |value| dispatcher.dispatch(to_action(value)))
}

/// The whole app.
#[function_component]
pub fn App() -> Html {
    let state = use_sudoku();
    let updated = use_app_update();
    let dispatcher = state.dispatcher();
    let lang = state.lang();
    let words = lang.words();
    let givens = state.board.grid.givens();
    let puzzle = givens != sudoku_solver::Board::EMPTY;
    use_solver_worker(
        puzzle,
        state.runs.run,
        walk_wanted(&state),
        (state.preferences.settings.live_check).then(|| state.board.grid.puzzle()),
        state.workers_lost[WorkerKind::Solver as usize],
        dispatcher.clone(),
    );
    use_logic_worker(
        puzzle.then_some(givens),
        (state.hints.hint.as_ref())
            .filter(|hint| hint.answer.is_none())
            .map(|hint| (hint.id, hint.grid)),
        state.new_puzzle.asking,
        state.workers_lost[WorkerKind::Logic as usize],
        dispatcher.clone(),
    );
    let scan_worker = use_scan_worker(dispatcher.clone());
    let on_scan = scan_worker.scan.clone();
    let video = use_node_ref();
    use_camera(
        &state.camera,
        video.clone(),
        scan_worker,
        dispatcher.clone(),
    );
    let camera_open = state.camera.phase != CameraPhase::Closed;
    let has_camera = *use_memo((), |()| camera_api());
    let rating = state.current_rating().cloned();
    let progress = state.current_progress();
    let playing = (state.steps.stepping.as_ref())
        .filter(|s| s.playing)
        .map(|s| (s.id, s.speed));
    use_frame_clock(playing, dispatcher.clone());
    use_timer(state.timer.wants_clock(), dispatcher.clone());
    use_shortcuts(dispatcher.clone());
    let on_copy = copy_out_as(&dispatcher, &state.board.grid);
    let cards = state.cards;
    use_panel_cards(cards, dispatcher.clone());
    html! {
        <>
            if updated {
                { update_notice(&UpdateNoticeProps { lang, on_reload: Callback::from(|()| browser::reload()) }) }
            }
            { header_markup(words) }
            <main class="layout">
                { board_column(&state, &dispatcher, on_scan.clone()) }
                // Four groups, each under its heading: Puzzles (a puzzle in: a photo, a new one,
                // an example, text), Learn (how this puzzle is solved), Share and Settings.
                <div class="panel">
                    if camera_open {
                        { camera_view(&CameraViewProps { lang, camera: state.camera.clone(), video, on_capture: dispatch_with(&dispatcher, |()| Action::Camera(CameraAction::Capture)), on_close: dispatch_with(&dispatcher, |()| Action::Camera(CameraAction::Close)) }) }
                    }
                    if let Some(scanned) = state.scans.shown.clone() {
                        { scanned_puzzle(&ScannedPuzzleProps { lang, scanned, on_correct: dispatch_with(&dispatcher, |(cell, digit)| Action::Scan(ScanAction::Correct { cell, digit })), on_use: dispatch_with(&dispatcher, |()| Action::Scan(ScanAction::Use)), on_discard: dispatch_with(&dispatcher, |()| Action::Scan(ScanAction::Discard)) }) }
                    }
                    // The cards, one a task (`use_panel_cards`); the first screen's stand in
                    // for those to come, in the place kept for them (`static/start.js`).
                    if cards > 0 { { puzzles_card(&state, &dispatcher, on_scan, has_camera) } }
                    if cards > 1 { { learn_card(&state, &dispatcher, puzzle, rating, progress) } }
                    if cards > 2 { { share_card(lang, on_copy) } }
                    if cards > 3 { { settings_card(&state, &dispatcher) } }
                    if cards < CARDS { <div class="later" data-later="" /> }
                </div>
            </main>
            { footer_markup(words) }
        </>
    }
}

/// The page's heading and tagline, as markup (text only: no handler, nothing focused).
fn header_markup(words: &sudoku_words::Labels) -> Html {
    let mut m = Markup::new();
    m.raw("<header class=\"page-header\">")
        .element("h1", words.title);
    m.raw("<p class=\"tagline\">")
        .text(words.tagline)
        .raw("</p></header>");
    m.into_html()
}

/// The page's footer, as markup.
fn footer_markup(words: &sudoku_words::Labels) -> Html {
    let mut m = Markup::new();
    m.raw("<footer class=\"page-footer\">")
        .element("p", words.footer)
        .raw("</footer>");
    m.into_html()
}

/// What Step through wants of the solver worker: the walk and its latest request for steps.
fn walk_wanted(state: &State) -> Option<WalkWanted> {
    state.steps.stepping.as_ref().map(|s| {
        let asked = s.waiting.map(|steps| (s.asked, steps));
        (s.id, s.algorithm, s.puzzle, asked)
    })
}

/// The board and what plays on it: the status line, the timer, the pad and the main actions.
/// The board shows the person's grid, or, while Explain solution shows a step, the board before
/// that step; and marks the hint's or the step's cells.
fn board_column(
    state: &State,
    dispatcher: &UseReducerDispatcher<State>,
    on_scan: Callback<wasm_bindgen::JsValue>,
) -> Html {
    let lang = state.lang();
    let explained = state.explained_step();
    let viewing = explained.is_some();
    let (grid, highlight) = explained.unwrap_or_else(|| {
        let hint = state.current_hint().map(Highlight::of_hint);
        (state.board.grid, hint.unwrap_or_default())
    });
    let timer = state.timer;
    let show_timer = !state.preferences.settings.clock_hidden
        && timer.phase != Phase::Idle
        && timer.givens == state.board.grid.givens();
    let celebrate = matches!(state.status, Status::SolvedByYou { .. });
    let search = state.steps.stepping.as_ref().map(|s| SearchView {
        givens: s.puzzle,
        board: s.frame.board,
        current: s.frame.current,
        refused: s.frame.refused,
        candidates: s.algorithm == sudoku_solver::Algorithm::CandidatesFirst,
    });
    let on_solve = dispatch_with(dispatcher, |()| Action::Run(RunAction::Solve));
    let on_cancel = dispatch_with(dispatcher, |()| Action::Run(RunAction::Cancel));
    let on_undo = dispatch_with(dispatcher, |()| Action::Edit(EditAction::Undo));
    let on_redo = dispatch_with(dispatcher, |()| Action::Edit(EditAction::Redo));
    let shown = state.board.grid.shown();
    let status_text = state.status.text(&state.board.grid.as_status(), lang);
    let remaining = remaining(&shown);
    // A puzzle being typed in (an empty board, or Edit puzzle on): typing moves on.
    let setting_up = !state.board.grid.is_loaded() && search.is_none() && !state.board.notes_mode;
    let on_digit = digit_typed(dispatcher, state, setting_up);
    html! {
            // While a step is explained or a search stepped through, the board stays in view
            // above what explains it (on a phone, the list and the code are below it).
            <div CLASS={if viewing || state.steps.stepping.is_some() { "board-column pinned" } else { "board-column" }}>
            <SudokuBoard {lang}
                {grid}
                {highlight}
                selected={state.board.selected}
                {search}
                on_enter={dispatch_with(dispatcher, |(cell, digit)| Action::Edit(EditAction::Enter(cell, digit)))}
                on_select={dispatch_with(dispatcher, |x| Action::Edit(EditAction::Select(x)))}
                on_paste={dispatch_with(dispatcher, |text| Action::Edit(EditAction::LoadText(Source::Paste, text)))}
                on_photo={on_scan.clone()}
                on_undo={on_undo.clone()}
                on_redo={on_redo.clone()}
                on_note={dispatch_with(dispatcher, |(cell, digit)| EditAction::Note(cell, digit).into())}
                on_notes_mode={dispatch_with(dispatcher, |()| EditAction::ToggleNotes.into())}
                {celebrate}
                {setting_up}
                candidates={state.preferences.settings.candidates || viewing}
                mistakes={if viewing { CellSet::EMPTY } else { state.mistakes() }}
            />
            { status_line(&StatusLineProps { text: status_text.into(), problem: state.status.is_problem(&shown) }) }
            if show_timer {
                <TimerView {lang} banked={timer.counted()} since={timer.since} />
            }
            { digit_pad(&DigitPadProps { lang, remaining, on_digit, notes_mode: state.board.notes_mode, on_notes_mode: dispatch_with(dispatcher, |()| EditAction::ToggleNotes.into()), on_fill_notes: dispatch_with(dispatcher, |()| EditAction::FillNotes.into()) }) }
            { primary_actions(&PrimaryActionsProps { lang, can_undo: state.board.can_undo(), can_redo: state.board.can_redo(), solving: state.runs.run.is_some(), on_solve, on_hint: dispatch_with(dispatcher, |()| Action::Hint(HintAction::Hint)), on_cancel, on_undo, on_redo }) }
            </div>
    }
}

/// How many of each digit are still to place on `shown`.
fn remaining(shown: &sudoku_solver::Board) -> [usize; 9] {
    let mut remaining = [9usize; 9];
    for digit in Cell::all().filter_map(|cell| shown.get(cell)) {
        let left = &mut remaining[usize::from(digit.get()) - 1];
        *left = left.saturating_sub(1);
    }
    remaining
}

/// The pad's digits, typed as the keyboard types them: a digit moves on while a puzzle is
/// typed in (`setting_up`); Erase (no digit) stays, as Delete does.
fn digit_typed(
    dispatcher: &UseReducerDispatcher<State>,
    state: &State,
    setting_up: bool,
) -> Callback<Option<Digit>> {
    let (dispatcher, selected) = (dispatcher.clone(), state.board.selected);
    let filled = state.board.grid.entry(selected).digit().is_some();
    Callback::from(move |digit: Option<Digit>| {
        let action = digit.map_or(KeyAction::Erase, |d| KeyAction::Enter(Some(d)));
        let Some((written, digit, next)) = typed(selected.index(), action, setting_up, filled)
        else {
            return;
        };
        let cell = |index| Cell::new(index).expect("typed gives cells");
        dispatcher.dispatch(Action::Edit(EditAction::Enter(cell(written), digit)));
        if let Some(next) = next {
            dispatcher.dispatch(Action::Edit(EditAction::Select(cell(next))));
        }
    })
}

/// Copies `grid` out in the format asked (its givens on a line, the grid shown, a link); where
/// the browser refuses, the text is put in the puzzle box, selected, to copy by hand.
fn copy_out_as(dispatcher: &UseReducerDispatcher<State>, grid: &Grid) -> Callback<CopyFormat> {
    let dispatcher = dispatcher.clone();
    let (givens, shown) = (grid.givens(), grid.shown());
    let link = link_fragment(grid).unwrap_or_default();
    Callback::from(move |format: CopyFormat| {
        let text = match format {
            CopyFormat::Line => givens.to_string(),
            CopyFormat::Grid => format!("{shown:#}\n"),
            CopyFormat::Link => format!("{}{link}", browser::address()),
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

/// Puzzles: a puzzle in (a photo, the camera, a new one, an example, text), and editing it.
/// (Each card's code is its own function, compiled on the first call, in the task that first
/// draws it: `use_panel_cards`.)
#[inline(never)]
fn puzzles_card(
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
        { scan_photo(&ScanPhotoProps { lang, busy: state.scans.asking.is_some(), on_photo: on_scan, camera: has_camera, camera_open, on_camera: dispatch_with(dispatcher, if camera_open { |()| Action::Camera(CameraAction::Close) } else { |()| Action::Camera(CameraAction::Open) }) }) }
        { puzzle_edits(&PuzzleEditsProps { lang, editing: !state.board.grid.is_loaded(), on_edit_puzzle: dispatch_with(dispatcher, |()| Action::Edit(EditAction::EditPuzzle)), on_clear: dispatch_with(dispatcher, |()| Action::Edit(EditAction::Clear)) }) }
        { new_puzzle(&NewPuzzleProps { lang, level: state.new_puzzle.level, busy: state.new_puzzle.asking.is_some(), on_level: dispatch_with(dispatcher, |x| NewPuzzleAction::ChooseLevel(x).into()), on_new: dispatch_with(dispatcher, |()| NewPuzzleAction::Ask { seed: browser::random_seed() }.into()), on_today: dispatch_with(dispatcher, |()| NewPuzzleAction::AskToday { date: browser::today() }.into()) }) }
        { examples_menu(&ExamplesMenuProps { lang, examples: EXAMPLES, on_choose: dispatch_with(dispatcher, |x| Action::Edit(EditAction::LoadExample(x))) }) }
        <PuzzleText {lang} on_load={dispatch_with(dispatcher, |text| Action::Edit(EditAction::LoadText(Source::TextBox, text)))} />
        </div>
    }
}

/// Learn: how this puzzle is solved (Explain solution, Compare, Step through, the rating, the
/// live check).
#[inline(never)]
fn learn_card(
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
        { controls(&ControlsProps { lang, explaining: state.hints.explain.is_some(), on_explain: dispatch_with(dispatcher, |()| Action::Hint(HintAction::ToggleExplain)), on_compare: dispatch_with(dispatcher, |()| Action::Run(RunAction::Compare)), on_step_through: dispatch_with(dispatcher, |()| Action::Step(StepAction::StepThrough)) }) }
        { algorithm_picker(&AlgorithmPickerProps { lang, chosen: state.runs.algorithm, on_choose: dispatch_with(dispatcher, |x| Action::Run(RunAction::ChooseAlgorithm(x))) }) }
        { rating_line(&RatingProps { lang, puzzle, rating: rating.clone(), progress }) }
        if let Some(at) = state.hints.explain {
            { explain_panel(&ExplainProps { lang, puzzle, rating, progress, at,
                on_show: dispatch_with(dispatcher, |x| Action::Hint(HintAction::ShowStep(x))) }) }
        }
        if state.preferences.settings.live_check {
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
            { comparison_table(&ComparisonTableProps {
                lang,
                comparison,
                running: state.runs.run.filter(|run| run.purpose == Purpose::Compare).map(|run| run.algorithm),
                counts_help: state.steps.stepping.is_none(),
            }) }
        }
        </div>
    }
}

/// Share: the puzzle copied out.
#[inline(never)]
fn share_card(lang: sudoku_words::Lang, on_copy: Callback<CopyFormat>) -> Html {
    html! {
        <div class="card">
        <h2>{ lang.words().share }</h2>
        { copy_out(&CopyOutProps { lang, on_copy }) }
        </div>
    }
}

/// Settings, and the keys' help.
#[inline(never)]
fn settings_card(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let (lang, words) = (state.lang(), state.lang().words());
    html! {
        <div class="card">
        <h2>{ words.settings }</h2>
        { settings_bar(&SettingsBarProps { lang, dark: state.dark(), candidates: state.preferences.settings.candidates, live_check: state.preferences.settings.live_check, mistakes: state.preferences.settings.mistakes, tidy_notes: !state.preferences.settings.notes_kept, on_tidy_notes: dispatch_with(dispatcher, |()| SettingAction::ToggleTidyNotes.into()), show_timer: !state.preferences.settings.clock_hidden, on_show_timer: dispatch_with(dispatcher, |()| SettingAction::ToggleClock.into()), on_mistakes: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleMistakes)), on_dark: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleDark)), on_lang: dispatch_with(dispatcher, |x| Action::Setting(SettingAction::SetLang(x))), on_candidates: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleCandidates)), on_live_check: dispatch_with(dispatcher, |()| Action::Setting(SettingAction::ToggleLiveCheck)) }) }
        <p class="help">{ words.keys_help }</p>
        </div>
    }
}
