//! The page load: links, saved memory, the browser's preferences.

use super::*;

/// The state at page load with `saved` under the current key (and nothing under the old).
fn start(saved: Option<&str>, fragment: &str) -> State {
    State::start(
        Recalled::read(saved, None),
        fragment,
        None,
        System::default(),
    )
}

fn saved(state: &State) -> String {
    crate::page::memory::encode(&state.memory())
}

#[test]
fn start_prefers_a_valid_link_and_keeps_a_matching_saved_board() {
    let solved_state = run(State::default(), &[load(INKALA), Act::Solve]);
    let solved = solved_state.board.grid;
    let saved = saved(&solved_state);

    let restored = start(Some(&saved), "");
    assert_eq!(
        (restored.board.grid, &restored.status),
        (solved, &Status::Restored)
    );

    let same_link = start(Some(&saved), &format!("#p={INKALA}"));
    assert_eq!(same_link.board.grid, solved);

    let other = EXAMPLES[2].puzzle;
    let other_link = start(Some(&saved), &format!("#p={other}"));
    assert_eq!(other_link.board.grid, Grid::loaded(other.parse().unwrap()));
    assert_eq!(other_link.status, Status::Loaded(Source::Link));
    // The saved board is one Undo away.
    let back = run(other_link, &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert_eq!(back.board.grid, solved);

    let zeros = start(None, &format!("#p={}", INKALA.replace('.', "0")));
    assert_eq!(zeros.board.grid.givens().to_string(), INKALA);
}

#[test]
fn links_carry_entries_apart_from_the_givens() {
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 2), digit(1)))),
        ],
    );
    let fragment = link_fragment(&state.board.grid).unwrap();
    let entries = format!(".1{}", ".".repeat(79));
    assert_eq!(fragment, format!("#p={INKALA}&e={entries}"));
    let opened = start(None, &fragment);
    assert_eq!(opened.board.grid, state.board.grid);
    assert_eq!(opened.status, Status::Loaded(Source::Link));
    // Pasted, our link loads the entries too.
    let pasted = run(
        State::default(),
        &[Act::Do(Action::Edit(EditAction::LoadText(
            Source::Paste,
            format!("https://example.org/app/{fragment}"),
        )))],
    );
    assert_eq!(pasted.board.grid, state.board.grid);
    // Solve works on givens and entries together, and keeps them apart.
    let solved = run(state, &[Act::Solve]);
    assert_eq!(solved.board.grid.solved_count(), 59);
    assert_eq!(
        solved.board.grid.entry(cell(1, 2)),
        Entry::Entered(Digit::new(1).unwrap())
    );
    assert!(status_text(&solved).starts_with("Solved"));
    // Bad entries make the link unreadable; a given's cell in them is dropped.
    assert!(read_link(&format!("{INKALA}&e=12")).is_err());
    let on_given = read_link(&format!("{INKALA}&e=9{}", ".".repeat(80))).unwrap();
    assert_eq!(on_given.entries(), Board::EMPTY);
    assert_eq!(link_fragment(&Grid::default()), None);
}

#[test]
fn history_and_settings_survive_a_reload() {
    let before = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Edit(EditAction::Enter(cell(9, 9), digit(2)))),
            Act::Solve,
            Act::Do(Action::Edit(EditAction::Undo)),
            Act::Do(Action::Run(RunAction::ChooseAlgorithm(Algorithm::Naive))),
            Act::Do(Action::Setting(SettingAction::ToggleDark)),
            Act::Do(Action::Setting(SettingAction::SetLang(Lang::Zh))),
            Act::Do(Action::Setting(SettingAction::ToggleCandidates)),
            Act::Do(Action::Setting(SettingAction::ToggleLiveCheck)),
        ],
    );
    let after = start(Some(&saved(&before)), "");
    assert_eq!(after.board.grid, before.board.grid);
    assert_eq!(after.board.history_len(), before.board.history_len());
    assert_eq!(after.board.history_len(), (2, 1));
    assert_eq!(
        (after.lang(), after.dark(), after.runs.algorithm),
        (Lang::Zh, true, Algorithm::Naive)
    );
    assert!(after.preferences.settings.candidates && after.preferences.settings.live_check);
    // Undo and Redo go on where they were.
    let redone = run(after.clone(), &[Act::Do(Action::Edit(EditAction::Redo))]);
    assert_eq!(redone.board.grid.solved_count(), 59);
    let undone = run(
        after,
        &[
            Act::Do(Action::Edit(EditAction::Undo)),
            Act::Do(Action::Edit(EditAction::Undo)),
        ],
    );
    assert_eq!(undone.board.grid, Grid::default());
}

#[test]
fn unchosen_settings_follow_the_browser() {
    let system = System {
        lang: Lang::Zh,
        dark: true,
    };
    let state = State::start(Recalled::Nothing, "", None, system);
    assert_eq!((state.lang(), state.dark()), (Lang::Zh, true));
    let chosen = run(
        state,
        &[
            Act::Do(Action::Setting(SettingAction::ToggleDark)),
            Act::Do(Action::Setting(SettingAction::SetLang(Lang::En))),
        ],
    );
    assert_eq!((chosen.lang(), chosen.dark()), (Lang::En, false));
}

#[test]
fn start_survives_bad_links_and_bad_storage() {
    let bad_link = start(Some(&saved(&State::default())), "#p=12345");
    assert_eq!(bad_link.board.grid, Grid::default());
    // A bad link replaces nothing: the saved board stays, with its history.
    let solved = run(State::default(), &[load(INKALA), Act::Solve]);
    let over_saved = start(Some(&saved(&solved)), "#p=12345");
    assert_eq!(over_saved.board.grid, solved.board.grid);
    assert_eq!(over_saved.board.history_len(), solved.board.history_len());
    for state in [&bad_link, &over_saved] {
        assert_eq!(
            state.status.text(&state.board.grid.as_status(), Lang::En),
            "The link was not understood: found 5 cells, expected 81. The board is unchanged."
        );
    }

    let corrupt = start(Some("{\"not\": \"ours\"}"), "");
    assert_eq!(corrupt.board.grid, Grid::default());
    assert_eq!(corrupt.status, Status::StorageUnreadable);

    let other_fragment = start(None, "#top");
    assert_eq!(other_fragment, State::default());

    // Version 1's board is read.
    let solved = run(State::default(), &[load(INKALA), Act::Solve])
        .board
        .grid;
    let old = State::start(
        Recalled::read(None, Some(&solved.encode())),
        "",
        None,
        System::default(),
    );
    assert_eq!((old.board.grid, &old.status), (solved, &Status::Restored));

    // A bad link on an open page (hashchange) keeps the board.
    let state = run(State::default(), &[load(INKALA)]);
    let after = run(
        state.clone(),
        &[Act::Do(Action::Edit(EditAction::LoadText(
            Source::Link,
            "123".into(),
        )))],
    );
    assert_eq!(after.board.grid, state.board.grid);
    assert_eq!(
        after.status.text(&Grid::default().as_status(), Lang::En),
        "The link was not understood: found 3 cells, expected 81. The board is unchanged."
    );
}

#[test]
fn the_link_this_page_last_wrote_never_replaces_the_newer_saved_board() {
    // Three entries typed; the address still says the first (its later updates were refused).
    let state = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 2), digit(1)))),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 3), digit(2)))),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 4), digit(7)))),
        ],
    );
    let older = run(
        State::default(),
        &[
            load(INKALA),
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 2), digit(1)))),
        ],
    );
    let stale = link_fragment(&older.board.grid).unwrap();
    let saved = saved(&state);
    let recall = || Recalled::read(Some(&saved), None);
    let reloaded = State::start(recall(), &stale, Some(&stale), System::default());
    assert_eq!(reloaded.board.grid, state.board.grid);
    assert_eq!(reloaded.status, Status::Restored);
    // One of the last it showed (a write landed as a reload was on its way): the same.
    let shown = format!("#p=other\n{stale}\n#p=newer");
    let raced = State::start(recall(), &stale, Some(&shown), System::default());
    assert_eq!(raced.board.grid, state.board.grid);
    // The same link, not written by this page (followed, or typed): it wins.
    let followed = State::start(recall(), &stale, Some("#p=another"), System::default());
    assert_eq!(followed.board.grid, older.board.grid);
    assert_eq!(followed.status, Status::Loaded(Source::Link));
    // Nothing saved: our own link is all there is, and loads.
    let fresh = State::start(Recalled::Nothing, &stale, Some(&stale), System::default());
    assert_eq!(fresh.board.grid, older.board.grid);
}

#[test]
fn another_tabs_save_is_taken_and_this_tabs_own_is_not_news() {
    let this = run(State::default(), &[load(INKALA)]);
    let other = run(
        this.clone(),
        &[
            Act::Do(Action::Edit(EditAction::Enter(cell(1, 2), digit(1)))),
            Act::Do(Action::Setting(SettingAction::ToggleCandidates)),
        ],
    );
    let text = saved(&other);
    let memory = crate::page::memory::decode(&text).unwrap();
    let taken = run(
        this.clone(),
        &[Act::Do(Action::Edit(EditAction::FromOtherTab(Box::new(
            memory.clone(),
        ))))],
    );
    assert_eq!(taken.board.grid, other.board.grid);
    assert_eq!(taken.board.history(), other.board.history());
    assert!(taken.preferences.settings.candidates);
    assert_eq!(taken.status, Status::FromOtherTab);
    // What this tab then saves is what the other wrote: no ping-pong between the tabs.
    assert_eq!(saved(&taken), text);
    // Its own save read back changes nothing: the same state, so nothing re-renders.
    let taken = Rc::new(taken);
    let again = taken
        .clone()
        .reduce(Action::Edit(EditAction::FromOtherTab(Box::new(memory))));
    assert!(Rc::ptr_eq(&again, &taken));
}

#[test]
fn storage_that_refuses_is_said_once() {
    let state = run(
        State::default(),
        &[Act::Do(Action::Setting(SettingAction::CannotSave))],
    );
    assert_eq!(
        status_text(&state),
        "This browser is not letting the app save, so the board will be gone when the page closes; everything else works."
    );
    let later = run(
        state,
        &[
            load(INKALA),
            Act::Do(Action::Setting(SettingAction::CannotSave)),
        ],
    );
    assert_eq!(
        later.status,
        Status::Loaded(Source::TextBox),
        "said once only"
    );
    assert!(later.preferences.unsaved);
}
