//! The technique library (in Learn): every technique of the logic engine, simplest first, in a
//! few sentences (`sudoku_words::library`), each with an example that loads onto the board and
//! shows the board just before the step that uses it, the step drawn (Explain solution's view).
//!
//! In the page's build (the `split` feature) this is in the toolkit's module (`toolkit.rs`),
//! fetched the first time a game is noted or the library (or Stats) is opened; `panel` is called
//! once it is there.

#[cfg(feature = "split")]
use wasm_split_helpers::wasm_split;
use yew::prelude::*;

use crate::page::browser;
use crate::page::state::{Action, EditAction, HintAction, NewPuzzleAction, State};
use sudoku_solver::Board;
use sudoku_words::library::{LESSONS, about, library_words, practicable, techniques};
use sudoku_words::status::Source;
use sudoku_words::{Lang, fill};

/// What the panel is given.
#[derive(Properties, PartialEq)]
pub struct LibraryProps {
    /// The page's language.
    pub lang: Lang,
    /// Whether Explain solution's panel is open.
    pub explaining: bool,
    /// The givens whose rated path the page has (`State::current_rated`), if any.
    pub rated: Option<Board>,
    /// The app's reducer.
    pub dispatcher: UseReducerDispatcher<State>,
}

/// The panel (the library opened): called once the module is there.
#[cfg_attr(feature = "split", wasm_split(toolkit, preload(preload_panel)))]
pub(crate) fn panel(props: LibraryProps) -> Html {
    html! { <Library ..props /> }
}

/// The list of techniques; an example asked for waits in `pending` (its givens and step) until
/// its path is rated, then Explain solution shows that step.
#[function_component]
fn Library(props: &LibraryProps) -> Html {
    let lang = props.lang;
    let pending = use_state(|| None::<(Board, usize)>);
    {
        let (pending, dispatcher) = (pending.clone(), props.dispatcher.clone());
        use_effect_with((*pending, props.rated), move |(waiting, rated)| {
            if let Some((givens, step)) = *waiting
                && *rated == Some(givens)
            {
                pending.set(None);
                dispatcher.dispatch(Action::Hint(HintAction::ShowStep(Some(step))));
            }
        });
    }
    let show = {
        let (pending, dispatcher, explaining) =
            (pending.clone(), props.dispatcher.clone(), props.explaining);
        Callback::from(move |at: usize| {
            let lesson = LESSONS[at];
            let load = EditAction::LoadText(Source::Lesson, lesson.puzzle.to_string());
            dispatcher.dispatch(Action::Edit(load));
            if !explaining {
                dispatcher.dispatch(Action::Hint(HintAction::ToggleExplain));
            }
            pending.set(
                lesson
                    .puzzle
                    .parse()
                    .ok()
                    .map(|givens| (givens, lesson.step)),
            );
        })
    };
    let practise = {
        let dispatcher = props.dispatcher.clone();
        Callback::from(move |at: usize| {
            let technique = LESSONS[at].technique;
            let name = [Lang::En.technique(technique), Lang::Zh.technique(technique)];
            let seed = browser::random_seed();
            let ask = NewPuzzleAction::Practice {
                technique,
                name,
                seed,
            };
            dispatcher.dispatch(ask.into());
        })
    };
    let [intro, example, example_of, practice, practice_of] = library_words(lang);
    html! {
        <section id="library" class="library" aria-label={techniques(lang)}>
            <p class="help">{ intro }</p>
            <ol>
            { for LESSONS.iter().enumerate().map(|(at, lesson)| {
                let name = lang.technique(lesson.technique);
                let onclick = show.reform(move |_: MouseEvent| at);
                html! {
                    <li>
                        <h3>{ name }</h3>
                        <p>{ about(lesson.technique, lang) }</p>
                        <span class="lesson-actions">
                        <button type="button" aria-label={fill(lang, [example_of; 2], &[name])} {onclick}>{ example }</button>
                        if practicable(lesson.technique) {
                            <button type="button" aria-label={fill(lang, [practice_of; 2], &[name])}
                                onclick={practise.reform(move |_: MouseEvent| at)}>{ practice }</button>
                        }
                        </span>
                    </li>
                }
            }) }
            </ol>
        </section>
    }
}
