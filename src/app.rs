//! The page: the board, the controls and the status line, wired to the one reducer.

use yew::prelude::*;

use crate::browser;
use crate::components::algorithm_picker::AlgorithmPicker;
use crate::components::board::{SearchView, SudokuBoard};
use crate::components::comparison_table::ComparisonTable;
use crate::components::controls::Controls;
use crate::components::examples_menu::ExamplesMenu;
use crate::components::puzzle_text::PuzzleText;
use crate::components::status_line::StatusLine;
use crate::components::step_panel::StepPanel;
use crate::components::update_notice::UpdateNotice;
use crate::examples::EXAMPLES;
use crate::hooks::use_app_update::use_app_update;
use crate::hooks::use_frame_clock::use_frame_clock;
use crate::hooks::use_solver_worker::use_solver_worker;
use crate::hooks::use_sudoku::use_sudoku;
use crate::state::{Action, Purpose, State};
use crate::status::Source;

/// A callback that dispatches the action `to_action` makes of what a component reports.
fn dispatch_with<T: 'static>(
    dispatcher: &UseReducerDispatcher<State>,
    to_action: impl Fn(T) -> Action + 'static,
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
    let walk = state.stepping.as_ref().map(|s| {
        let asked = s.waiting.map(|steps| (s.asked, steps));
        (s.id, s.algorithm, s.puzzle, asked)
    });
    use_solver_worker(state.run, walk, dispatcher.clone());
    let playing = state
        .stepping
        .as_ref()
        .filter(|s| s.playing)
        .map(|s| (s.id, s.speed));
    use_frame_clock(playing, dispatcher.clone());
    let search = state.stepping.as_ref().map(|s| SearchView {
        givens: s.puzzle,
        board: s.frame.board,
        current: s.frame.current,
        refused: s.frame.refused,
    });
    let on_solve = dispatch_with(&dispatcher, |()| Action::Solve);
    let on_cancel = dispatch_with(&dispatcher, |()| Action::Cancel);
    let on_undo = dispatch_with(&dispatcher, |()| Action::Undo);
    let on_redo = dispatch_with(&dispatcher, |()| Action::Redo);

    let shown = state.grid.shown();
    let status_text = state.status.text(&shown);
    html! {
        <>
            if updated {
                <UpdateNotice on_reload={Callback::from(|()| browser::reload())} />
            }
            <header class="page-header">
                <h1>{ "Sudoku solver" }</h1>
                <p class="tagline">
                    { "Type or paste a puzzle and press Solve. The solver is written in Rust and \
                       runs in your browser as WebAssembly; nothing is sent anywhere." }
                </p>
            </header>
            <main class="layout">
                <SudokuBoard
                    grid={state.grid}
                    selected={state.selected}
                    {search}
                    on_enter={dispatch_with(&dispatcher, |(cell, digit)| Action::Enter(cell, digit))}
                    on_select={dispatch_with(&dispatcher, Action::Select)}
                    on_paste={dispatch_with(&dispatcher, |text| Action::LoadText(Source::Paste, text))}
                    on_undo={on_undo.clone()}
                    on_redo={on_redo.clone()}
                />
                <div class="panel">
                    <AlgorithmPicker
                        chosen={state.algorithm}
                        on_choose={dispatch_with(&dispatcher, Action::ChooseAlgorithm)}
                    />
                    <Controls
                        can_undo={state.can_undo()}
                        can_redo={state.can_redo()}
                        solving={state.run.is_some()}
                        {on_solve}
                        on_compare={dispatch_with(&dispatcher, |()| Action::Compare)}
                        on_step_through={dispatch_with(&dispatcher, |()| Action::StepThrough)}
                        {on_cancel}
                        on_clear={dispatch_with(&dispatcher, |()| Action::Clear)}
                        {on_undo}
                        {on_redo}
                    />
                    <StatusLine text={status_text} problem={state.status.is_problem(&shown)} />
                    if let Some(stepping) = state.stepping.clone() {
                        <StepPanel
                            {stepping}
                            on_toggle={dispatch_with(&dispatcher, |()| Action::TogglePlay)}
                            on_next={dispatch_with(&dispatcher, |()| Action::NextStep)}
                            on_speed={dispatch_with(&dispatcher, Action::SetSpeed)}
                            on_stop={dispatch_with(&dispatcher, |()| Action::StopStepping)}
                        />
                    }
                    if let Some(comparison) = state.comparison.clone() {
                        <ComparisonTable
                            {comparison}
                            running={state.run.filter(|run| run.purpose == Purpose::Compare).map(|run| run.algorithm)}
                        />
                    }
                    <ExamplesMenu examples={EXAMPLES} on_choose={dispatch_with(&dispatcher, Action::LoadExample)} />
                    <PuzzleText on_load={dispatch_with(&dispatcher, |text| Action::LoadText(Source::TextBox, text))} />
                    <p class="help">
                        { "Keys: 1\u{2013}9 fill a cell; Backspace, Delete, 0 or . empty it; arrows, \
                           Home and End move; Ctrl+Z undoes, Ctrl+Y redoes. Paste a puzzle onto \
                           the board to load it." }
                    </p>
                </div>
            </main>
            <footer class="page-footer">
                <p>
                    { "Examples: the tutorials this project grew from; Gordon Royle's 17-clue list \
                       (CC BY 2.5); the enjoysudoku forum's hardest list; Peter Norvig's essay." }
                </p>
            </footer>
        </>
    }
}
