//! The app mounted in a real browser (headless Chromium, through wasm-bindgen-test): it renders the
//! board, and typing, Load, Solve and Cancel change the DOM; and the solver's three algorithms run
//! the seed examples in the browser's wasm engine. Run with `make wasm-test`. The solver's worker
//! is not built here (the end-to-end tests solve through it), so Solve is only started.

#![cfg(target_arch = "wasm32")]

use sudoku_web::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{
    Document, Element, HtmlButtonElement, HtmlElement, HtmlTextAreaElement, KeyboardEvent,
    KeyboardEventInit,
};
use yew::AppHandle;

wasm_bindgen_test_configure!(run_in_browser);

use sudoku_testkit::INKALA;

fn document() -> Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Resolves in a later task (a zero-delay timer), after the tasks already queued.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback(&resolve)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// The app, freshly mounted in its own element: no saved board, no `#p=` in the address.
struct Mounted {
    root: Element,
    handle: Option<AppHandle<App>>,
}

impl Mounted {
    async fn new() -> Mounted {
        let window = web_sys::window().unwrap();
        window.local_storage().unwrap().unwrap().clear().unwrap();
        let path = window.location().pathname().unwrap();
        window
            .history()
            .unwrap()
            .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
            .unwrap();
        let root = document().create_element("div").unwrap();
        document().body().unwrap().append_child(&root).unwrap();
        let handle = yew::Renderer::<App>::with_root(root.clone()).render();
        yew::scheduler::flush().await;
        let app = Mounted {
            root,
            handle: Some(handle),
        };
        // The board comes first, the panel's four cards a task each after it
        // (`use_panel_cards`): wait for them, as the page's tests wait for `data-ready`.
        for _ in 0..100 {
            if app.cards() == 4 && app.root.query_selector("[data-later]").unwrap().is_none() {
                return app;
            }
            next_task().await;
            yew::scheduler::flush().await;
        }
        panic!("the panel has {} of its 4 cards", app.cards());
    }

    fn cards(&self) -> u32 {
        self.root
            .query_selector_all(".panel > .card")
            .unwrap()
            .length()
    }

    fn cells(&self) -> Vec<HtmlElement> {
        let list = self
            .root
            .query_selector_all("[role=grid] [role=gridcell]")
            .unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().dyn_into().unwrap())
            .collect()
    }

    fn cell(&self, row: usize, col: usize) -> HtmlElement {
        self.cells().swap_remove((row - 1) * 9 + (col - 1))
    }

    fn button(&self, name: &str) -> HtmlButtonElement {
        let list = self.root.query_selector_all("button").unwrap();
        (0..list.length())
            .map(|i| {
                list.item(i)
                    .unwrap()
                    .dyn_into::<HtmlButtonElement>()
                    .unwrap()
            })
            .find(|b| b.text_content().as_deref() == Some(name))
            .unwrap_or_else(|| panic!("no button {name}"))
    }

    fn status(&self) -> String {
        let status = self.root.query_selector("[role=status]").unwrap().unwrap();
        status.text_content().unwrap_or_default()
    }

    async fn press(&self, input: &HtmlElement, key: &str) {
        input.focus().unwrap();
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        input.dispatch_event(&event).unwrap();
        yew::scheduler::flush().await;
    }

    async fn click(&self, name: &str) {
        self.button(name).click();
        yew::scheduler::flush().await;
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            handle.destroy();
        }
        self.root.remove();
    }
}

#[wasm_bindgen_test]
async fn app_mounts_an_empty_board_and_the_controls() {
    let app = Mounted::new().await;
    let grid = app.root.query_selector("[role=grid]").unwrap().unwrap();
    assert_eq!(
        grid.get_attribute("aria-label").as_deref(),
        Some("Sudoku board")
    );
    assert_eq!(
        app.root.query_selector_all("[role=row]").unwrap().length(),
        9
    );
    let cells = app.cells();
    assert_eq!(cells.len(), 81);
    assert!(
        cells
            .iter()
            .all(|c| c.text_content().unwrap_or_default().is_empty())
    );
    assert_eq!(
        app.cell(4, 2).get_attribute("aria-label").as_deref(),
        Some("Row 4, Column 2, empty")
    );
    for name in ["Solve", "Clear", "Undo", "Redo", "Load"] {
        app.button(name);
    }
    assert!(app.status().contains("press Solve"), "{}", app.status());
}

#[wasm_bindgen_test]
async fn typing_puts_digits_in_cells_and_marks_clashes() {
    let app = Mounted::new().await;
    app.press(&app.cell(1, 1), "5").await;
    assert_eq!(app.cell(1, 1).text_content().unwrap_or_default(), "5");
    assert_eq!(
        app.cell(1, 1).get_attribute("aria-label").as_deref(),
        Some("Row 1, Column 1, given 5")
    );
    app.press(&app.cell(1, 1), "q").await;
    assert_eq!(
        app.cell(1, 1).text_content().unwrap_or_default(),
        "5",
        "a letter changes nothing"
    );

    app.press(&app.cell(1, 9), "5").await;
    let invalid: Vec<bool> = app
        .cells()
        .iter()
        .map(|c| c.get_attribute("aria-invalid").as_deref() == Some("true"))
        .collect();
    assert_eq!(invalid.iter().filter(|&&i| i).count(), 2);
    assert!(invalid[0] && invalid[8]);
    assert!(app.status().starts_with("Conflict"), "{}", app.status());

    app.press(&app.cell(1, 9), "Backspace").await;
    assert_eq!(app.cell(1, 9).text_content().unwrap_or_default(), "");
    assert!(
        app.cells()
            .iter()
            .all(|c| c.get_attribute("aria-invalid").is_none())
    );
}

#[wasm_bindgen_test]
async fn load_then_solve_starts_and_cancel_stops() {
    let app = Mounted::new().await;
    let text: HtmlTextAreaElement = app
        .root
        .query_selector("textarea")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    text.set_value(INKALA);
    app.click("Load").await;
    assert_eq!(app.cell(1, 1).text_content().unwrap_or_default(), "8");
    assert_eq!(app.cell(1, 2).text_content().unwrap_or_default(), "");
    assert!(app.button("Cancel").disabled(), "nothing to cancel yet");

    app.click("Solve").await;
    assert!(
        app.status().starts_with("Solving with Fast"),
        "{}",
        app.status()
    );
    assert!(!app.button("Cancel").disabled());
    app.click("Cancel").await;
    assert!(app.status().starts_with("Cancelled"), "{}", app.status());
    assert!(app.button("Cancel").disabled());
    assert_eq!(
        app.cell(1, 2).text_content().unwrap_or_default(),
        "",
        "Cancel leaves the board as it was"
    );

    app.click("Clear").await;
    assert!(
        app.cells()
            .iter()
            .all(|c| c.text_content().unwrap_or_default().is_empty())
    );
    app.click("Undo").await;
    assert_eq!(app.cell(1, 1).text_content().unwrap_or_default(), "8");
}

/// The seed examples through all three algorithms, in the browser's wasm engine: each agrees with
/// the others on the outcome, and the stepped walk ends with the same counts as the solve.
#[wasm_bindgen_test]
fn seed_examples_through_every_algorithm_in_the_browser() {
    use sudoku_solver::{Algorithm, Board, Outcome, Walk};
    let seeds = include_str!("../../shared/puzzles/seed_examples.txt");
    let mut solved = 0;
    for line in seeds
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let puzzle: Board = line.trim().parse().expect("a seed example");
        let fast = puzzle.solve_with(Algorithm::Fast);
        for algorithm in [Algorithm::Naive, Algorithm::CandidatesFirst] {
            let report = puzzle.solve_with(algorithm);
            // Several solutions may be found in another order; the kind of outcome must agree.
            assert_eq!(
                std::mem::discriminant(&report.outcome),
                std::mem::discriminant(&fast.outcome),
                "{algorithm} on {line}"
            );
            if let Outcome::Unique(solution) = report.outcome {
                assert_eq!(
                    Outcome::Unique(solution),
                    fast.outcome,
                    "{algorithm} on {line}"
                );
            }
        }
        if matches!(fast.outcome, Outcome::Unique(_)) {
            solved += 1;
        }
        for algorithm in [Algorithm::CandidatesFirst, Algorithm::Fast] {
            let mut walk = Walk::new(&puzzle, algorithm);
            while walk.step() != sudoku_solver::Event::Finished {}
            assert_eq!(
                walk.report(),
                puzzle.solve_with(algorithm),
                "{algorithm} walk on {line}"
            );
        }
    }
    // Three of the six have exactly one solution; the others are broken as printed, or empty.
    assert_eq!(solved, 3, "seed examples with one solution");
}

/// The generator in the browser's wasm engine makes the very puzzle it makes natively for the same
/// seed (solver/tests/it/generate.rs expects the same string).
#[wasm_bindgen_test]
fn the_generator_makes_the_same_puzzle_in_the_browser() {
    use sudoku_solver::generate::{Request, Symmetry, generate};
    use sudoku_solver::logic::Level;
    let request = Request {
        level: Level::Easy,
        symmetry: Symmetry::Rotate180,
    };
    assert_eq!(
        generate(request, 2026).puzzle.to_string(),
        sudoku_testkit::GENERATED_EASY_2026
    );
}
