//! The page: the board, the controls and the status line, wired to the one reducer.

use sudoku_solver::{Cell, CellSet};
use yew::prelude::*;

use crate::page::browser;
use crate::page::cards::{
    camera_panel, learn_card, puzzles_card, scanned_panel, settings_card, share_card,
};
use crate::page::components::board::{SearchView, SudokuBoard};
use crate::page::components::camera_view::CameraViewProps;
use crate::page::components::digit_pad::{DigitPadProps, digit_pad};
use crate::page::components::primary_actions::{PrimaryActionsProps, primary_actions};
use crate::page::components::scanned_puzzle::ScannedPuzzleProps;
use crate::page::components::status_line::{StatusLineProps, status_line};
use crate::page::components::timer_view::TimerView;
use crate::page::components::update_notice::{UpdateNoticeProps, update_notice};
use crate::page::components::{button, dispatch_with};
use crate::page::hint::Highlight;
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
use crate::page::hooks::use_variant_worker::{VariantWanted, use_variant_worker};
use crate::page::markup::Markup;
use crate::page::split::now;
use crate::page::state::{
    Action, CARDS, CameraAction, CameraPhase, EditAction, HintAction, Phase, Purpose, RunAction,
    ScanAction, State, WorkerKind,
};
use sudoku_words::status::{Source, Status, VariantSaid, variant_reading};

/// The status line's words: a status only a card's action or a worker's answer brings is said
/// by the cards' module (`Status::text_later`).
fn status_words(state: &State, lang: sudoku_words::Lang) -> String {
    let shown = state.board.grid.as_status();
    match &state.status {
        // A variant's reading is said before the extras' module (which says the rest) is there.
        Status::Variant(VariantSaid::Reading) => variant_reading(lang).to_string(),
        Status::Variant(said) => now(crate::page::state::variant::said(said, lang)),
        status => (status.text_now(&shown, lang))
            .unwrap_or_else(|| now(crate::page::cards::status_later(status, lang))),
    }
}

/// The whole app.
#[function_component]
pub fn App() -> Html {
    let state = use_sudoku();
    let updated = use_app_update();
    let dispatcher = state.dispatcher();
    let lang = state.lang();
    let words = lang.words();
    let puzzle = state.board.grid.givens() != sudoku_solver::Board::EMPTY;
    use_engine_workers(&state, &dispatcher);
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
                        { now(camera_panel(&CameraViewProps { lang, camera: state.camera.clone(), video, on_capture: dispatch_with(&dispatcher, |()| Action::Camera(CameraAction::Capture)), on_close: dispatch_with(&dispatcher, |()| Action::Camera(CameraAction::Close)) })) }
                    }
                    if let Some(scanned) = state.scans.shown.clone() {
                        { now(scanned_panel(&ScannedPuzzleProps { lang, scanned, on_correct: dispatch_with(&dispatcher, |(cell, digit)| Action::Scan(ScanAction::Correct { cell, digit })), on_use: dispatch_with(&dispatcher, |()| Action::Scan(ScanAction::Use)), on_discard: dispatch_with(&dispatcher, |()| Action::Scan(ScanAction::Discard)) })) }
                    }
                    // The cards, one a task (`use_panel_cards`); the first screen's stand in
                    // for those to come, in the place kept for them (`static/start.js`).
                    if cards > 0 { { now(puzzles_card(&state, &dispatcher, on_scan, has_camera)) } }
                    if cards > 1 { { now(learn_card(&state, &dispatcher, puzzle, rating, progress)) } }
                    if cards > 2 { { now(share_card(&state, &dispatcher)) } }
                    if cards > 3 { { now(settings_card(&state, &dispatcher)) } }
                    if cards < CARDS { <div class="later" data-later="" /> }
                </div>
            </main>
            { footer_markup(words) }
        </>
    }
}

/// The solver's, the variant's and the logic engine's workers, kept in step with the state. A
/// variant is the variant worker's alone: the classic ones neither rate, check nor solve it.
#[hook]
fn use_engine_workers(state: &State, dispatcher: &UseReducerDispatcher<State>) {
    let givens = state.board.grid.givens();
    let (puzzle, classic) = (
        givens != sudoku_solver::Board::EMPTY,
        state.rules().is_none(),
    );
    use_solver_worker(
        puzzle && classic,
        state.runs.run.filter(|run| run.purpose != Purpose::Variant),
        walk_wanted(state),
        (state.preferences.settings.live_check && classic).then(|| state.board.grid.puzzle()),
        state.worker(WorkerKind::Solver),
        dispatcher.clone(),
    );
    use_variant_worker(
        VariantWanted::of(state),
        state.worker(WorkerKind::Variant),
        dispatcher.clone(),
    );
    use_logic_worker(
        (puzzle && classic).then_some(givens),
        state.logic_asked(),
        state.new_puzzle.asking,
        state.worker(WorkerKind::Logic),
        dispatcher.clone(),
    );
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
    let status_text = status_words(state, lang);
    let remaining = remaining(&shown);
    // With no cell selected (the board without the focus), a digit of the pad lights its places.
    let on_digit = dispatch_with(dispatcher, |digit| {
        EditAction::Pad(digit, browser::board_has_focus()).into()
    });
    html! {
            // While a step is explained or a search stepped through, the board stays in view
            // above what explains it (on a phone, the list and the code are below it).
            <div CLASS={if viewing || state.steps.stepping.is_some() { "board-column pinned" } else { "board-column" }}>
            <SudokuBoard {lang}
                {grid}
                {highlight}
                selected={state.board.selected}
                {search}
                on_key={dispatch_with(dispatcher, |key| EditAction::Key(key).into())}
                on_select={dispatch_with(dispatcher, |x| Action::Edit(EditAction::Select(x)))}
                on_pick={dispatch_with(dispatcher, |(cell, how)| EditAction::Pick(cell, how).into())}
                picked={state.board.picked}
                lit={state.board.lit}
                lost={state.hints.checked.filter(|_| !viewing)}
                variant={state.rules().cloned()}
                variant_clashes={state.clashes()}
                on_paste={dispatch_with(dispatcher, |text| Action::Edit(EditAction::LoadText(Source::Paste, text)))}
                on_photo={on_scan.clone()}
                {celebrate}
                candidates={(state.preferences.settings.candidates && state.rules().is_none()) || viewing}
                mistakes={if viewing { CellSet::EMPTY } else { state.mistakes() }}
            />
            // The timer beside the status, not under it: the pad's modes took that height.
            <div class="status-row">
            { status_line(&StatusLineProps { text: status_text.into(), problem: state.status.is_problem(&shown) }) }
            if show_timer {
                <TimerView {lang} banked={timer.counted()} since={timer.since} />
            }
            </div>
            { variant_parts(state, dispatcher) }
            // Where did I go wrong's two answers, under the reason (and pinned with the board).
            if let Some(wrong) = state.current_wrong() {
                <div class="wrong-move">
                    if wrong.number > 0 {
                        { button("", false, lang.words().go_back, &dispatch_with(dispatcher, |()| Action::Hint(HintAction::GoBack))) }
                    }
                    { button("", false, lang.words().keep_playing, &dispatch_with(dispatcher, |()| Action::Hint(HintAction::KeepPlaying))) }
                </div>
            }
            { digit_pad(&DigitPadProps { lang, remaining, on_digit, mode: state.board.mode, on_mode: dispatch_with(dispatcher, |mode| EditAction::SetMode(mode).into()), on_fill_notes: dispatch_with(dispatcher, |()| EditAction::FillNotes.into()) }) }
            { primary_actions(&PrimaryActionsProps { lang, can_undo: state.board.can_undo(), can_redo: state.board.can_redo(), solving: state.runs.run.is_some(), on_solve, on_hint: dispatch_with(dispatcher, |()| Action::Hint(HintAction::Hint)), on_cancel, on_undo, on_redo }) }
            </div>
    }
}

/// Under the status line: Draw rules' panel when it is open (its button is in Puzzles), beside
/// the board it draws on; a variant's rules, listed.
fn variant_parts(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let lang = state.lang();
    html! {
        <>
        if state.preferences.draw_open {
            { now(crate::page::extras::draw_panel(state, dispatcher)) }
        }
        { state.rules().map_or_else(Html::default, |rules| now(crate::page::extras::rules_list(&rules.sentences[lang as usize], lang))) }
        </>
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
