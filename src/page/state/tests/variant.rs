//! Variant puzzles on the board: a pasted variant text read by the variant worker (its answers
//! computed here by the worker's own code), played with its clashes, solved, undone.

use super::*;
use crate::workers::variant::{Solved, VariantReply, VariantRequest, read, replies};
use sudoku_solver::CellSet;

/// The first puzzle of a shared variant file and its solution.
fn shared(file: &str) -> (String, Board) {
    let path = format!(
        "{}/../shared/puzzles/variants/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("the shared files");
    let fields: Vec<&str> = text.lines().next().unwrap().split('\t').collect();
    (fields[1].to_string(), Board::from_line(fields[2]).unwrap())
}

/// The state after `text` is pasted and the variant worker's answer to it arrives.
fn pasted(state: State, text: &str) -> State {
    let state = state.reduce_to(Action::Edit(EditAction::LoadText(
        Source::Paste,
        text.to_string(),
    )));
    assert_eq!(state.status, Status::Variant(VariantSaid::Reading));
    let (id, text, _) = state.variants.reading.clone().expect("a text to read");
    state.reduce_to(Action::Variant(read(id, &text)))
}

/// What the variant worker answers to `request`, its slices run to the end.
fn worker(request: VariantRequest) -> Vec<VariantReply> {
    replies(&[request])
}

/// Solve pressed on a variant, and the worker's answer.
fn solved(state: State) -> State {
    let state = state.reduce_to(Action::Run(RunAction::Solve));
    let run = state.runs.run.expect("a run");
    assert_eq!(run.purpose, Purpose::Variant);
    let rules = state.rules().expect("the rules").clone();
    let said = worker(VariantRequest::Solve {
        id: run.id,
        puzzle: rules.puzzle.to_string(),
        grid: run.puzzle.to_string(),
    });
    match said.last().cloned() {
        Some(solved @ VariantReply::Solved { .. }) => state.reduce_to(Action::Variant(solved)),
        other => panic!("{other:?}"),
    }
}

/// The worker's clashes for the board shown.
fn checked(state: State) -> State {
    let rules = state.rules().expect("the rules").clone();
    let board = state.board.grid.shown();
    let said = worker(VariantRequest::Check {
        id: 1,
        puzzle: rules.puzzle.to_string(),
        grid: board.to_string(),
    });
    let [checked @ VariantReply::Checked { .. }] = &said[..] else {
        panic!("{said:?}")
    };
    state.reduce_to(Action::Variant(checked.clone()))
}

impl State {
    fn reduce_to(self, action: Action) -> State {
        let next = Rc::new(self).reduce(action);
        Rc::try_unwrap(next).unwrap_or_else(|rc| (*rc).clone())
    }
}

#[test]
fn a_pasted_killer_is_read_drawn_and_solved_as_its_file_says() {
    let (killer, solution) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    let rules = state.rules().expect("the killer's rules").clone();
    assert_eq!(state.status, Status::Variant(VariantSaid::Read(1)));
    assert!(rules.drawing.contains("class=\"cage\"") && rules.boxes);
    assert_eq!(vec![state.board.grid.givens()], rules.givens);
    // A digit typed is the person's entry, not a given: the rules still apply.
    let (open, _) = Cell::all()
        .map(|c| (c, state.board.grid.givens().get(c)))
        .find(|(_, g)| g.is_none())
        .unwrap();
    let state = run(
        state,
        &[Act::Key(
            open,
            crate::page::keys::KeyAction::Enter(solution.get(open)),
        )],
    );
    assert_eq!(
        state.board.grid.entry(open),
        Entry::Entered(solution.get(open).unwrap())
    );
    assert!(state.rules().is_some());
    let state = solved(state);
    assert_eq!(state.board.grid.shown(), solution);
    assert!(matches!(
        state.status,
        Status::Variant(VariantSaid::Solved(_, _))
    ));
    assert_eq!(state.runs.run, None);
}

#[test]
fn a_jigsaw_s_clashes_are_its_regions_not_the_boxes() {
    let (jigsaw, solution) = shared("generated/jigsaw.txt");
    let state = pasted(State::default(), &jigsaw);
    assert!(!state.rules().unwrap().boxes);
    // The whole solution typed in: the classic boxes repeat digits, the jigsaw's rules hold.
    let entries = Grid::loaded_variant(state.board.grid.givens()).with_entries(solution);
    let mut state = state;
    state.board = state.board.set(entries);
    assert!(
        !state.board.grid.shown().clashes().is_empty(),
        "boxes repeat"
    );
    let state = checked(state);
    assert_eq!(state.clashes(), CellSet::EMPTY);
    // Two digits of the first row swapped: their columns repeat; a check names the cells.
    let (a, b) = (cell(1, 1), cell(1, 2));
    let mut swapped = solution;
    swapped.set(a, solution.get(b));
    swapped.set(b, solution.get(a));
    let mut state = state;
    state.board = state
        .board
        .set(Grid::loaded_variant(state.board.grid.givens()).with_entries(swapped));
    // Until the worker answers for this board, nothing is marked.
    assert_eq!(state.clashes(), CellSet::EMPTY);
    let state = checked(state);
    let unchanged_givens = state.board.grid.givens();
    let marked = state.clashes();
    for c in [a, b]
        .into_iter()
        .filter(|&c| unchanged_givens.get(c).is_none())
    {
        assert!(marked.contains(c), "{c:?} marked");
    }
}

#[test]
fn undo_past_the_load_is_the_classic_board_again_and_redo_the_variant() {
    let (killer, _) = shared("generated/killer.txt");
    let state = run(State::default(), &[load(INKALA)]);
    let state = pasted(state, &killer);
    assert!(state.rules().is_some());
    let back = run(state.clone(), &[Act::Do(Action::Edit(EditAction::Undo))]);
    assert!(back.rules().is_none());
    assert_eq!(back.board.grid.givens(), INKALA.parse().unwrap());
    let again = run(back, &[Act::Do(Action::Edit(EditAction::Redo))]);
    assert!(again.rules().is_some());
    // Clear leaves the variant behind.
    let cleared = run(again, &[Act::Do(Action::Edit(EditAction::Clear))]);
    assert!(cleared.rules().is_none() && cleared.variants.rules.is_none());
}

#[test]
fn text_that_is_no_puzzle_the_page_shows_is_said_and_the_board_kept() {
    let state = run(State::default(), &[load(INKALA)]);
    for text in [".Cage~99~R1C1~R1C2", ".Shape~6x6.Cage~3~R1C1~R1C2"] {
        let after = pasted(state.clone(), text);
        assert!(matches!(
            &after.status,
            Status::Variant(VariantSaid::Unread(_))
        ));
        assert!(after.status.is_problem(&after.board.grid.shown()));
        assert_eq!(after.board, state.board);
        assert_eq!(after.variants.reading, None);
    }
}

#[test]
fn an_answer_to_an_older_read_is_ignored() {
    let (killer, _) = shared("generated/killer.txt");
    let state = State::default().reduce_to(Action::Edit(EditAction::LoadText(
        Source::Paste,
        killer.clone(),
    )));
    let (id, ..) = state.variants.reading.clone().unwrap();
    let VariantReply::Read { puzzle, .. } = read(id, &killer) else {
        panic!()
    };
    let stale = Action::Variant(VariantReply::Read { id: id + 1, puzzle });
    let after = state.clone().reduce_to(stale);
    assert_eq!(after, state);
}

#[test]
fn hints_and_explanations_say_they_are_for_classic_puzzles_so_far() {
    let (killer, _) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    for action in [
        Action::Hint(HintAction::Hint),
        Action::Hint(HintAction::ToggleExplain),
        Action::Step(StepAction::StepThrough),
        Action::Run(RunAction::Compare),
        Action::Edit(EditAction::FillNotes),
    ] {
        let after = state.clone().reduce_to(action.clone());
        assert_eq!(
            after.status,
            Status::Variant(VariantSaid::NotYet),
            "{action:?}"
        );
        assert_eq!(after.runs.run, None);
        assert_eq!(after.hints.hint, None);
        assert_eq!(after.board, state.board);
    }
}

#[test]
fn every_shared_variant_text_is_handed_to_the_variant_worker() {
    // The classic reader refuses each (it is read first), and the variant formats know it.
    let folder = format!("{}/../shared/puzzles/variants", env!("CARGO_MANIFEST_DIR"));
    let mut pasted = 0;
    for family in ["generated", "iss"] {
        for file in std::fs::read_dir(format!("{folder}/{family}")).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let Some(text) = line.split('\t').nth(1) else {
                    continue;
                };
                let state = State::default().reduce_to(Action::Edit(EditAction::LoadText(
                    Source::Paste,
                    text.to_string(),
                )));
                assert_eq!(
                    state.status,
                    Status::Variant(VariantSaid::Reading),
                    "{path:?}: {text}"
                );
                pasted += 1;
            }
        }
    }
    assert_eq!(pasted, 876);
}

#[test]
fn a_variant_is_won_when_the_worker_finds_no_clash_on_the_full_board() {
    let (jigsaw, solution) = shared("generated/jigsaw.txt");
    let state = pasted(State::default(), &jigsaw);
    let givens = state.board.grid.givens();
    let open: Vec<Cell> = Cell::all().filter(|&c| givens.get(c).is_none()).collect();
    let (last, rest) = open.split_last().unwrap();
    // Every open cell but the last typed in (classically, the boxes repeat digits).
    let keys: Vec<Act> = (rest.iter())
        .map(|&c| Act::Key(c, crate::page::keys::KeyAction::Enter(solution.get(c))))
        .collect();
    let state = run(state, &keys);
    let state = state.reduce_to(Action::Timer(TimerAction::Clock(1_000.0)));
    let state = run(
        state,
        &[Act::Key(
            *last,
            crate::page::keys::KeyAction::Enter(solution.get(*last)),
        )],
    );
    // Not yet: the worker has not said the board breaks no rule.
    assert_eq!(state.timer.phase, Phase::Counting);
    let state = checked(state);
    assert_eq!(state.timer.phase, Phase::Completing);
    let state = state.reduce_to(Action::Timer(TimerAction::Clock(61_000.0)));
    assert!(
        matches!(state.status, Status::SolvedByYou { .. }),
        "{:?}",
        state.status
    );
}

#[test]
fn a_killer_full_of_wrong_sums_is_not_won() {
    let (killer, solution) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    // A valid classic grid that is not the killer's solution: its digits relabelled.
    let relabelled: String = solution
        .to_string()
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            other => other,
        })
        .collect();
    let wrong = Board::from_line(&relabelled).unwrap();
    assert!(wrong.clashes().is_empty());
    let keys: Vec<Act> = (Cell::all())
        .map(|c| Act::Key(c, crate::page::keys::KeyAction::Enter(wrong.get(c))))
        .collect();
    let state = run(state, &keys);
    let state = checked(state);
    assert!(!state.clashes().is_empty());
    assert_eq!(state.timer.phase, Phase::Counting);
}

#[test]
fn a_reload_keeps_the_variant_and_the_person_s_digits() {
    let (jigsaw, solution) = shared("generated/jigsaw.txt");
    let state = pasted(State::default(), &jigsaw);
    let givens = state.board.grid.givens();
    let open = Cell::all().find(|&c| givens.get(c).is_none()).unwrap();
    let state = run(
        state,
        &[Act::Key(
            open,
            crate::page::keys::KeyAction::Enter(solution.get(open)),
        )],
    );
    // What storage keeps, read at the next page load.
    let saved = state.saved_text();
    assert!(saved.contains("\nvariant 0 "), "{saved}");
    let reloaded = State::start(
        crate::page::memory::Recalled::read(Some(&saved), None),
        0,
        "",
        System::default(),
    );
    assert_eq!(reloaded.board.grid, state.board.grid);
    // The rules apply at once (the board's clashes are the variant's); their drawing and
    // sentences are asked of the worker again.
    let rules = reloaded.rules().expect("the rules").clone();
    assert!(rules.drawing.is_empty() && !rules.boxes);
    let (id, text, source) = reloaded.variants.reading.clone().expect("read again");
    assert_eq!((&*text, source), (&*rules.puzzle, None));
    let VariantReply::Read { puzzle, .. } = read(id, &text) else {
        panic!()
    };
    let after = reloaded.reduce_to(Action::Variant(VariantReply::Read { id, puzzle }));
    assert_eq!(
        after.board, state.board,
        "the board and its history as they were"
    );
    assert_eq!(after.status, Status::Restored);
    assert_eq!(
        after.rules().unwrap().drawing,
        state.rules().unwrap().drawing
    );
    assert_eq!(
        after.rules().unwrap().sentences,
        state.rules().unwrap().sentences
    );
}

#[test]
fn another_tab_s_variant_is_taken_with_its_board() {
    let (killer, _) = shared("generated/killer.txt");
    let theirs = pasted(State::default(), &killer);
    let ours = run(State::default(), &[load(INKALA)]);
    let taken = ours.reduce_to(Action::Edit(EditAction::FromOtherTab(
        Box::new(theirs.memory()),
        crate::page::tabs::Newer::Theirs,
    )));
    assert_eq!(taken.board.grid, theirs.board.grid);
    let rules = taken.rules().expect("their variant's rules").clone();
    assert_eq!(rules.puzzle, theirs.rules().unwrap().puzzle);
    // Its drawing is asked of this tab's worker.
    let (_, text, source) = taken.variants.reading.clone().expect("read again");
    assert_eq!((&*text, source), (&*rules.puzzle, None));
}

#[test]
fn edit_puzzle_takes_the_rules_along_to_the_givens_typed_in() {
    let (killer, solution) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    let state = run(state, &[Act::Do(Action::Edit(EditAction::EditPuzzle))]);
    // Two digits of the solution typed in as givens: the rules still apply, and Solve agrees.
    let keys: Vec<Act> = [cell(1, 1), cell(5, 5)]
        .into_iter()
        .map(|c| Act::Key(c, crate::page::keys::KeyAction::Enter(solution.get(c))))
        .collect();
    let state = run(state, &keys);
    assert_eq!(
        state.board.grid.givens().get(cell(5, 5)),
        solution.get(cell(5, 5))
    );
    assert!(state.rules().is_some());
    let state = solved(state);
    assert_eq!(state.board.grid.shown(), solution);
    // Undo back to before the edit: the rules at their givens then apply again.
    let undo = || Act::Do(Action::Edit(EditAction::Undo));
    let back = run(state, &[undo(), undo(), undo(), undo()]);
    assert_eq!(back.board.grid.givens(), Board::EMPTY);
    assert!(back.rules().is_some());
    // And across a reload.
    let reloaded = State::start(
        crate::page::memory::Recalled::read(Some(&back.saved_text()), None),
        0,
        "",
        System::default(),
    );
    assert_eq!(reloaded.kept_variant(), back.kept_variant());
    let redo = || Act::Do(Action::Edit(EditAction::Redo));
    let again = run(reloaded, &[redo(), redo(), redo()]);
    assert!(again.rules().is_some());
    assert_eq!(again.board.grid.givens().given_count(), 2);
}

#[test]
fn a_variant_s_link_carries_its_rules_givens_and_entries() {
    let (killer, solution) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    let state = run(
        state,
        &[Act::Key(
            cell(2, 3),
            crate::page::keys::KeyAction::Enter(solution.get(cell(2, 3))),
        )],
    );
    let puzzle = state.rules().unwrap().puzzle.clone();
    let link = crate::page::state::link_fragment(&state.board.grid, Some(&puzzle)).unwrap();
    assert!(
        link.starts_with("#v=9x9;%20cage%20") && link.contains("&e="),
        "{link}"
    );
    // Followed on another device: read by the variant worker, the board as it was.
    let followed = State::start(
        crate::page::memory::Recalled::Nothing,
        0,
        &link,
        System::default(),
    );
    let (id, text, source) = followed.variants.reading.clone().expect("read");
    assert_eq!(source, Some(Source::Link));
    let VariantReply::Read {
        puzzle: read_puzzle,
        ..
    } = read(id, &text)
    else {
        panic!("{text}")
    };
    let after = followed.reduce_to(Action::Variant(VariantReply::Read {
        id,
        puzzle: read_puzzle,
    }));
    assert_eq!(after.board.grid.givens(), state.board.grid.givens());
    assert_eq!(after.board.grid.entries(), state.board.grid.entries());
    assert_eq!(after.rules().unwrap().puzzle, puzzle);
    // The page's own link in the address, its save in storage: the saved board stays.
    let address =
        crate::page::state::address_fragment(&state.board.grid, Some(&puzzle), 3).unwrap();
    let saved = state.saved_text();
    let reloaded = State::start(
        crate::page::memory::Recalled::read(Some(&saved), None),
        3,
        &address,
        System::default(),
    );
    assert_eq!(
        reloaded.variants.reading.as_ref().map(|r| r.2.clone()),
        Some(None)
    );
    assert_eq!(reloaded.board.grid, state.board.grid);
}

/// A Draw rules step, and the worker's answer to the reading it asks for.
fn drawn(state: State, step: &str) -> State {
    let state = state.reduce_to(Action::Draw(step.to_string()));
    let (id, text, source) = state.variants.reading.clone().expect("a reading");
    assert_eq!((state.variants.drawn, source), (Some(id), None));
    state.reduce_to(Action::Variant(read(id, &text)))
}

#[test]
fn rules_drawn_on_a_classic_board_make_it_a_variant_and_keep_the_board() {
    let board = "1........".to_string() + &".".repeat(72);
    let state = State::default().reduce_to(Action::Edit(EditAction::LoadText(
        Source::Paste,
        board.clone(),
    )));
    assert!(state.rules().is_none());
    let before = state.board.grid;
    // A cage, then a thermometer, then anti-knight: each step on the rules before it.
    let state = drawn(state, "cage 3 r1c2 r1c3");
    assert_eq!(state.status, Status::Variant(VariantSaid::Drawn(1)));
    let state = drawn(state, "thermo r2c1 r2c2 r2c3");
    let state = drawn(state, "toggle antiknight");
    let rules = state.rules().expect("drawn rules").clone();
    assert_eq!(state.status, Status::Variant(VariantSaid::Drawn(3)));
    assert_eq!(
        &*rules.puzzle,
        format!("9x9; cage 3 r1c2 r1c3; thermo r2c1 r2c2 r2c3; antiknight; givens {board}")
    );
    assert!(rules.drawing.contains("class=\"cage\"") && rules.drawing.contains("thermo"));
    // The board as it was: its givens, the selected cell; no undo step taken.
    assert_eq!(state.board.grid, before);
    // A step the format refuses is said, and the rules stay.
    let refused = drawn(state.clone(), "white r1c1 r3c3");
    assert!(
        matches!(refused.status, Status::Variant(VariantSaid::Unread(_))),
        "{:?}",
        refused.status
    );
    assert_eq!(refused.rules(), state.rules());
    assert_eq!(refused.variants.drawn, None);
    // The rules on a cell taken away; the last gone, the board is classic again.
    let state = drawn(state, "remove r1c3 r2c2");
    let rules = state.rules().unwrap().puzzle.clone();
    assert_eq!(&*rules, format!("9x9; antiknight; givens {board}"));
    let state = drawn(state, "toggle antiknight");
    assert_eq!(state.status, Status::Variant(VariantSaid::Drawn(0)));
    assert!(state.rules().is_none());
    assert_eq!(state.board.grid, before);
}

#[test]
fn a_drag_keeps_the_order_of_the_cells_picked() {
    let at = |r, c| Cell::at(r, c).unwrap();
    let state = State::default().reduce_to(Action::Edit(EditAction::Pick(at(2, 2), Pick::Alone)));
    assert_eq!(state.board.trail, [at(2, 2)]);
    let state = [at(2, 3), at(3, 3), at(3, 2)]
        .into_iter()
        .fold(state, |s, cell| {
            s.reduce_to(Action::Edit(EditAction::Pick(cell, Pick::Add)))
        });
    assert_eq!(state.board.trail, [at(2, 2), at(2, 3), at(3, 3), at(3, 2)]);
    // Ctrl-click takes one out; a plain click starts again.
    let state = state.reduce_to(Action::Edit(EditAction::Pick(at(2, 3), Pick::Toggle)));
    assert_eq!(state.board.trail, [at(2, 2), at(3, 3), at(3, 2)]);
    let state = state.reduce_to(Action::Edit(EditAction::Pick(at(8, 8), Pick::Alone)));
    assert_eq!(state.board.trail, [at(8, 8)]);
}

#[test]
fn undo_drawing_takes_back_each_step_and_redo_makes_it_again() {
    let state = drawn(State::default(), "cage 3 r1c1 r1c2");
    let state = drawn(state, "toggle antiknight");
    let puzzle = |s: &State| s.rules().map(|r| r.puzzle.to_string());
    let both = puzzle(&state);
    let state = state.reduce_to(Action::Draw("undo".into()));
    assert_eq!(puzzle(&state).as_deref(), Some("9x9; cage 3 r1c1 r1c2"));
    assert_eq!(state.status, Status::Variant(VariantSaid::Drawn(1)));
    let state = state.reduce_to(Action::Draw("undo".into()));
    assert_eq!(
        puzzle(&state),
        None,
        "the classic rules before the first step"
    );
    // Nothing more to take back: nothing changes.
    let same = state.clone().reduce_to(Action::Draw("undo".into()));
    assert_eq!(same, state);
    let state = state.reduce_to(Action::Draw("redo".into()));
    let state = state.reduce_to(Action::Draw("redo".into()));
    assert_eq!(puzzle(&state), both);
    // A new step after an undo leaves nothing to redo.
    let state = state.reduce_to(Action::Draw("undo".into()));
    let state = drawn(state, "toggle antiking");
    assert!(state.variants.drawings[1].is_empty());
    assert_eq!(
        puzzle(&state).as_deref(),
        Some("9x9; cage 3 r1c1 r1c2; antiking")
    );
}

#[test]
fn after_a_step_the_worker_is_asked_whether_the_drawing_has_one_solution() {
    let (killer, solution) = shared("generated/killer.txt");
    let state = pasted(State::default(), &killer);
    assert_eq!(state.variants.verdict, None, "a puzzle loaded is not asked");
    // Its rules drawn again with anti-king added: the worker's solve of the verdict's number.
    let state = drawn(state, "toggle antiking");
    let (id, givens, answer) = state.variants.verdict.clone().expect("asked");
    assert_eq!((givens, answer), (state.board.grid.givens(), None));
    let said = worker(VariantRequest::Solve {
        id,
        puzzle: state.rules().unwrap().puzzle.to_string(),
        grid: givens.to_string(),
    });
    let state = state.reduce_to(Action::Variant(said.last().cloned().unwrap()));
    // The killer's one solution holds anti-king or it does not: the answer follows.
    let digit = |r: usize, c: usize| solution.get(Cell::at(r, c).unwrap());
    let kings = (0..8).any(|r| (0..8).any(|c| digit(r, c) == digit(r + 1, c + 1)))
        || (0..8).any(|r| (1..9).any(|c| digit(r, c) == digit(r + 1, c - 1)));
    let found = state
        .variants
        .verdict
        .clone()
        .and_then(|v| v.2)
        .expect("answered");
    let wanted = if kings {
        Solved::None
    } else {
        Solved::Unique(solution.to_string())
    };
    assert_eq!(found, wanted);
    // The board is untouched by it.
    assert_ne!(state.board.grid.shown(), solution);
    assert!(state.runs.run.is_none());
}
