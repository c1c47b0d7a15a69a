//! The page load: links, saved memory, the browser's preferences.

use super::*;
use crate::page::tabs::Newer;

/// The state at page load with `saved` under the current key (and nothing under the old).
fn start(saved: Option<&str>, fragment: &str) -> State {
    State::start(Recalled::read(saved, None), 0, fragment, System::default())
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
    let fragment = link_fragment(&state.board.grid, None).unwrap();
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
    assert_eq!(link_fragment(&Grid::default(), None), None);
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
    let state = State::start(Recalled::Nothing, 0, "", system);
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
fn the_look_says_what_the_person_chose_and_nothing_else() {
    let system = System {
        lang: Lang::Zh,
        dark: true,
    };
    let state = State::start(Recalled::Nothing, 0, "", system);
    assert_eq!(state.preferences.look(), "- -");
    let lighter = run(
        state,
        &[Act::Do(Action::Setting(SettingAction::ToggleDark))],
    );
    assert_eq!(lighter.preferences.look(), "light -");
    let both = run(
        lighter,
        &[
            Act::Do(Action::Setting(SettingAction::ToggleDark)),
            Act::Do(Action::Setting(SettingAction::SetLang(Lang::Zh))),
        ],
    );
    assert_eq!(both.preferences.look(), "dark zh-CN");
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
        0,
        "",
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
fn a_link_the_page_wrote_never_replaces_the_newer_saved_board() {
    // Three entries typed (saves 5 to 7); the address still says the first (its later updates
    // were refused, or a reload came before them, or another tab saved since).
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
    let recall = || Recalled::read(Some(&saved(&state)), None);
    let start =
        |saves: u64, fragment: &str| State::start(recall(), saves, fragment, System::default());
    for written in [1, 5, 7] {
        let stale = address_fragment(&older.board.grid, None, written).unwrap();
        assert!(stale.ends_with(&format!("&s={written}")), "{stale}");
        let reloaded = start(7, &stale);
        assert_eq!(reloaded.board.grid, state.board.grid, "{stale}");
        assert_eq!(reloaded.status, Status::Restored);
    }
    // Its save never reached storage (storage refused, or was cleared): the link is newer.
    let unsaved = start(7, &address_fragment(&older.board.grid, None, 8).unwrap());
    assert_eq!(unsaved.board.grid, older.board.grid);
    // The same board as a shared link (no `&s=`): the person followed it, and it wins.
    let followed = start(7, &link_fragment(&older.board.grid, None).unwrap());
    assert_eq!(followed.board.grid, older.board.grid);
    assert_eq!(followed.status, Status::Loaded(Source::Link));
    // ... and Undo brings the saved board back.
    let back = run(followed, &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert_eq!(back.board.grid, state.board.grid);
    // Nothing saved: our own link is all there is, and loads.
    let stale = address_fragment(&older.board.grid, None, 1).unwrap();
    let fresh = State::start(Recalled::Nothing, 0, &stale, System::default());
    assert_eq!(fresh.board.grid, older.board.grid);
    // The part after `&s=` is not the board's.
    assert_eq!(read_link(&stale[3..]), Ok(older.board.grid));
    assert_eq!(link_saves(&stale[3..]), Some(1));
    assert_eq!(
        link_saves(&link_fragment(&older.board.grid, None).unwrap()[3..]),
        None
    );
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
        &[Act::Do(Action::Edit(EditAction::FromOtherTab(
            Box::new(memory.clone()),
            Newer::Theirs,
        )))],
    );
    assert_eq!(taken.board.grid, other.board.grid);
    assert_eq!(taken.board.history(), other.board.history());
    assert!(taken.preferences.settings.candidates);
    assert_eq!(
        taken.status,
        Status::FromOtherTab,
        "this tab's board is the other's one step back: not pushed again"
    );
    // What this tab then saves is what the other wrote: no ping-pong between the tabs.
    assert_eq!(saved(&taken), text);
    // Its own save read back changes nothing: the same state, so nothing re-renders.
    let taken = Rc::new(taken);
    let again = taken.clone().reduce(Action::Edit(EditAction::FromOtherTab(
        Box::new(memory),
        Newer::Theirs,
    )));
    assert!(Rc::ptr_eq(&again, &taken));
}

#[test]
fn two_boards_typed_at_once_the_newer_wins_and_the_other_is_one_undo_back() {
    let start = run(State::default(), &[load(INKALA)]);
    let enter = |r, c, d| Act::Do(Action::Edit(EditAction::Enter(cell(r, c), digit(d))));
    let a = run(start.clone(), &[enter(1, 2, 1)]);
    let b = run(start.clone(), &[enter(1, 3, 2)]);
    let from = |state: &State, newer| {
        let memory = crate::page::memory::decode(&saved(state)).unwrap();
        Action::Edit(EditAction::FromOtherTab(Box::new(memory), newer))
    };
    // B's save is the newer: A takes it, and A's board is one Undo back.
    let a_took = run(a.clone(), &[Act::Do(from(&b, Newer::Theirs))]);
    assert_eq!(a_took.board.grid, b.board.grid);
    assert_eq!(a_took.status, Status::TabsMerged);
    assert_eq!(
        status_text(&a_took),
        "Two tabs of this app saved different boards at once: this tab shows the newer, and the other is one Undo back."
    );
    let undone = run(a_took.clone(), &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert_eq!(undone.board.grid, a.board.grid);
    // B hears A's older save: B keeps its board, and A's goes one Undo back.
    let b_kept = run(b.clone(), &[Act::Do(from(&a, Newer::Ours))]);
    assert_eq!(b_kept.board.grid, b.board.grid);
    assert_eq!(b_kept.status, Status::TabsMerged);
    // Both tabs end with the same memory, so neither writes the other's back again.
    assert_eq!(saved(&b_kept), saved(&a_took));
    // Heard again, nothing changes (A's board is one step away already).
    let b_kept = Rc::new(b_kept);
    let again = b_kept.clone().reduce(from(&a, Newer::Ours));
    assert!(Rc::ptr_eq(&again, &b_kept));
    // A board one Redo away is not pushed either.
    let b_undid = run(b.clone(), &[Act::Do(Action::Edit(EditAction::Undo))]);
    let kept = Rc::new(b);
    assert!(Rc::ptr_eq(
        &kept.clone().reduce(from(&b_undid, Newer::Ours)),
        &kept
    ));
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

#[test]
fn the_panel_cards_come_one_an_action_and_stop_at_all_of_them() {
    // A state starts with every card (the prerenderer's first screen); the browser's hook starts
    // from none and asks for one more a task.
    assert_eq!(State::default().cards, CARDS);
    let mut state = Rc::new(State {
        cards: 0,
        ..State::default()
    });
    for drawn in 1..=CARDS {
        state = state.reduce(Action::CardDrawn);
        assert_eq!(state.cards, drawn);
    }
    let all = state.clone();
    let again = all.clone().reduce(Action::CardDrawn);
    assert!(
        Rc::ptr_eq(&all, &again),
        "past the last card nothing changes, so nothing re-renders"
    );
    // The board is untouched by it.
    assert_eq!(again.board.grid, State::default().board.grid);
}

#[test]
fn a_position_with_its_marks_pastes_as_givens_entries_and_notes() {
    // Inkala's puzzle, r1c2 entered, r1c3's notes 2 and 9.
    let mut grid = Grid::loaded(INKALA.parse().unwrap()).enter(cell(1, 2), Digit::new(1));
    for digit in [2, 9] {
        grid = grid
            .toggle_note(cell(1, 3), Digit::new(digit).unwrap())
            .unwrap();
    }
    let paste = |text: String| {
        run(
            State::default(),
            &[Act::Do(Action::Edit(EditAction::LoadText(
                Source::Paste,
                text,
            )))],
        )
    };
    // SudokuWiki's string keeps the entry apart from the givens, bare or in its link, and so
    // does HoDoKu's library line.
    let wiki = grid.mark_grid().to_sudokuwiki();
    for text in [
        wiki.clone(),
        format!("https://www.sudokuwiki.org/sudoku.htm?bd={wiki}"),
        grid.mark_grid().to_hodoku_library(),
    ] {
        let pasted = paste(text);
        assert_eq!(pasted.status, Status::Loaded(Source::Paste));
        assert_eq!(pasted.board.grid.givens(), grid.givens());
        assert_eq!(pasted.board.grid.entries(), grid.entries());
        assert_eq!(
            pasted.board.grid.notes().get(cell(1, 3)),
            grid.notes().get(cell(1, 3))
        );
        assert_eq!(pasted.board.grid.mark_grid(), grid.mark_grid());
    }
    // The pencil-mark grid's digits are all givens (the format cannot tell).
    let pasted = paste(grid.mark_grid().to_string());
    assert_eq!(pasted.board.grid.givens(), grid.shown());
    assert_eq!(
        pasted.board.grid.notes().get(cell(1, 3)),
        grid.notes().get(cell(1, 3))
    );
    // Neither a board nor a position: the board's reason, the board unchanged.
    let broken = paste(format!("{}x", &wiki[..161]));
    assert!(matches!(broken.status, Status::Unreadable { .. }));
    assert_eq!(broken.board.grid, Grid::default());
}
