//! The page: the board, the controls and the status line, wired to the one reducer.

use sudoku_solver::{Cell, Digit};
use yew::prelude::*;

use crate::browser;
use crate::components::board::SudokuBoard;
use crate::components::controls::Controls;
use crate::components::examples_menu::ExamplesMenu;
use crate::components::puzzle_text::PuzzleText;
use crate::components::status_line::StatusLine;
use crate::examples::EXAMPLES;
use crate::hooks::use_sudoku::use_sudoku;
use crate::state::Action;
use crate::status::Source;

/// The whole app.
#[function_component]
pub fn App() -> Html {
    let state = use_sudoku();
    let dispatcher = state.dispatcher();
    // A button's callback that dispatches `action`.
    let send = |action: Action| {
        let dispatcher = dispatcher.clone();
        Callback::from(move |()| dispatcher.dispatch(action.clone()))
    };

    let on_solve = {
        let (dispatcher, puzzle) = (dispatcher.clone(), state.grid.givens());
        Callback::from(move |()| {
            let start = browser::now_millis();
            let analysis = Box::new(puzzle.solve());
            let millis = browser::now_millis() - start;
            dispatcher.dispatch(Action::ShowAnalysis {
                puzzle,
                analysis,
                millis,
            });
        })
    };
    let on_enter = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |(cell, digit): (Cell, Option<Digit>)| {
            dispatcher.dispatch(Action::Enter(cell, digit))
        })
    };
    let on_select = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |cell| dispatcher.dispatch(Action::Select(cell)))
    };
    let load_from = |source: Source| {
        let dispatcher = dispatcher.clone();
        Callback::from(move |text| dispatcher.dispatch(Action::LoadText(source.clone(), text)))
    };
    let on_example = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |index| dispatcher.dispatch(Action::LoadExample(index)))
    };
    let on_undo = send(Action::Undo);
    let on_redo = send(Action::Redo);

    let shown = state.grid.shown();
    let status_text = state.status.text(&shown);
    html! {
        <>
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
                    {on_enter}
                    {on_select}
                    on_paste={load_from(Source::Paste)}
                    on_undo={on_undo.clone()}
                    on_redo={on_redo.clone()}
                />
                <div class="panel">
                    <Controls
                        can_undo={state.can_undo()}
                        can_redo={state.can_redo()}
                        {on_solve}
                        on_clear={send(Action::Clear)}
                        {on_undo}
                        {on_redo}
                    />
                    <StatusLine text={status_text} problem={state.status.is_problem(&shown)} />
                    <ExamplesMenu examples={EXAMPLES} on_choose={on_example} />
                    <PuzzleText on_load={load_from(Source::TextBox)} />
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
