//! The 9x9 board: a `grid` of 9 `row`s of 9 cells, with the focus moved by arrow keys (one tab stop
//! for the whole board), pasted text loaded as a puzzle (or one digit put in its cell), and a
//! puzzle typed in cell after cell.

use std::rc::Rc;

use sudoku_solver::{Cell, CellSet, Digit, DigitSet};
use wasm_bindgen::JsCast;
use web_sys::{ClipboardEvent, HtmlElement, PointerEvent};
use yew::prelude::*;

use crate::grid::{Entry, Grid, Layer, Marks};
use crate::page::components::cell::{BoardCell, Light};
use crate::page::hint::Highlight;
use crate::page::keys::{KeyAction, text_input};
use crate::page::markup::Markup;
use crate::page::state::{Pick, Rules};
use crate::workers::logic::ChainNode;
use sudoku_words::Lang;

/// A search shown on the board (Step through) instead of the grid.
#[derive(Clone, Copy, PartialEq)]
pub struct SearchView {
    /// The givens.
    pub givens: sudoku_solver::Board,
    /// The givens and the search's digits.
    pub board: sudoku_solver::Board,
    /// The cell of the last event.
    pub current: Option<Cell>,
    /// A digit tried at a cell and refused there.
    pub refused: Option<(Cell, Digit)>,
    /// Whether empty cells show their candidates (candidates first sorts cells by them).
    pub candidates: bool,
}

/// Props of [`SudokuBoard`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The page\'s language.
    pub lang: Lang,
    /// What the board shows.
    pub grid: Grid,
    /// The tab stop.
    pub selected: Cell,
    /// A search to show instead of the grid.
    #[prop_or_default]
    pub search: Option<SearchView>,
    /// Whether empty cells show their candidates.
    #[prop_or_default]
    pub candidates: bool,
    /// Entries Show mistakes marks as wrong.
    #[prop_or_default]
    pub mistakes: CellSet,
    /// What a hint or an explained step marks (its cells also show their candidates).
    #[prop_or_default]
    pub highlight: Highlight,
    /// A key pressed in a cell, or a single digit pasted onto the board (as typed into the
    /// selected cell).
    pub on_key: Callback<KeyAction>,
    /// A cell got the focus.
    pub on_select: Callback<Cell>,
    /// A cell picked: pressed (alone, or with Shift or Ctrl), dragged across, or by Shift and
    /// an arrow key or Escape in a cell.
    pub on_pick: Callback<(Cell, Pick)>,
    /// The cells picked together, when several.
    #[prop_or_default]
    pub picked: CellSet,
    /// The solution digits the person's marks lost, where Check marks found some.
    #[prop_or_default]
    pub lost: Option<Marks>,
    /// The digit whose places are lit: the cells that hold it, the empty cells that can still
    /// take it, the others dimmed.
    #[prop_or_default]
    pub lit: Option<Digit>,
    /// A variant puzzle's rules: drawn over the cells, its clashes marked instead of the
    /// classic rules' (`variant_clashes`), the 3x3 boxes' lines only where they are houses.
    #[prop_or_default]
    pub variant: Option<Rc<Rules>>,
    /// The cells a variant's rules find clashing.
    #[prop_or_default]
    pub variant_clashes: CellSet,
    /// Text pasted onto the board.
    pub on_paste: Callback<String>,
    /// An image pasted or dropped onto the board (a `File`): Scan photo reads it.
    pub on_photo: Callback<wasm_bindgen::JsValue>,
    /// The person has just completed the board: a short celebration (none where the person
    /// asks for reduced motion).
    #[prop_or_default]
    pub celebrate: bool,
}

/// The board.
#[function_component]
pub fn SudokuBoard(props: &BoardProps) -> Html {
    let cells: Rc<Vec<NodeRef>> = use_memo((), |_| (0..81).map(|_| NodeRef::default()).collect());
    let grid_ref = use_node_ref();
    // The cell a pointer pressed on the board is over, while it is pressed: a drag picks each
    // cell it crosses.
    let pressed = use_mut_ref(|| None::<Cell>);
    // The selection moved while a cell had the focus, but not by the focus (an arrow key, or
    // a puzzle's digit typed, by key or pad, moving on): the focus follows it.
    {
        let cells = cells.clone();
        use_effect_with(props.selected, move |selected| {
            if let Some(cell) = cells[selected.index()].cast::<HtmlElement>() {
                focus_if_on_board(&cell);
            }
        });
    }
    let lang = props.lang;
    let shown = props.grid.shown();
    let clashes = props
        .variant
        .as_ref()
        .map_or_else(|| shown.clashes(), |_| props.variant_clashes);
    let lit = &props.highlight;
    let ondragover = Callback::from(|event: DragEvent| {
        // Allowed, so a drop can happen.
        event.prevent_default();
    });
    let ondrop = {
        let on_photo = props.on_photo.clone();
        Callback::from(move |event: DragEvent| {
            event.prevent_default();
            if let Some(file) = image_of(event.data_transfer().and_then(|data| data.files())) {
                on_photo.emit(file.into());
            }
        })
    };
    let onpaste = pasted(props);
    let (onpointerdown, onpointermove) = picking(props, &grid_ref, &pressed);
    // The selected cell's digit: the same digit is marked elsewhere.
    let selected_digit = props.grid.entry(props.selected).digit();

    let places = (props.lit.filter(|_| props.search.is_none())).map(|digit| {
        let (holds, open) = props.grid.places(digit);
        (digit, holds, open)
    });
    let rows = (0..9).map(|row| {
        let cells = (0..9).map(|col| {
            let cell = Cell::at(row, col).expect("row and col are below 9");
            let (entry, invalid) = shown_entry(props, clashes, cell);
            board_cell(
                props,
                &shown,
                selected_digit,
                places,
                cell,
                (entry, invalid),
                cells[cell.index()].clone(),
            )
        });
        html! { <div role="row" class="board-row" key={row}>{ for cells }</div> }
    });

    html! {
        <div role="grid" ref={grid_ref} aria-label={lang.words().board}
            aria-multiselectable={(!props.picked.is_empty()).then_some("true")}
            CLASS={match (props.celebrate, props.variant.as_ref().is_some_and(|v| !v.boxes)) {
                (true, _) => "board celebrate",
                (false, true) => "board no-boxes",
                (false, false) => "board",
            }}
            {onpaste} {ondragover} {ondrop}
            {onpointerdown} {onpointermove}>
            { for rows }
            { for props.variant.as_ref().map(|v| Html::from_html_unchecked(AttrValue::from(v.drawing.clone()))) }
            if !lit.chain.is_empty() {
                { chain_drawing(&lit.chain) }
            }
        </div>
    }
}

/// The candidates `cell` shows: all of an empty cell's where the person shows them or a hint
/// or step marks the cell, the search's where it sorts cells by them; else none.
fn cell_marks(props: &BoardProps, shown: &sudoku_solver::Board, cell: Cell) -> Option<DigitSet> {
    if let Some(search) = props.search {
        return (search.candidates && search.board.get(cell).is_none())
            .then(|| search.board.candidates(cell));
    }
    let lit = &props.highlight;
    let wanted = props.candidates || lit.cause.contains(&cell) || lit.target.contains(&cell);
    (wanted && shown.get(cell).is_none()).then(|| props.grid.candidates(cell))
}

/// One cell of the board, showing `entry` (marked as clashing when `invalid`), as the hint
/// or step marks it; `selected_digit` is the selected cell's, marked wherever else it is.
fn board_cell(
    props: &BoardProps,
    shown: &sudoku_solver::Board,
    selected_digit: Option<Digit>,
    places: Option<(Digit, CellSet, CellSet)>,
    cell: Cell,
    (entry, invalid): (Entry, bool),
    cell_ref: NodeRef,
) -> Html {
    let (lang, lit) = (props.lang, &props.highlight);
    let has = |cells: &[Cell]| cells.contains(&cell);
    // A search shown instead of the grid has no marks of the person's.
    let marks = |layer| match props.search {
        Some(_) => DigitSet::EMPTY,
        None => props.grid.marks(layer).get(cell),
    };
    let digits = |pairs: &[(Cell, Digit)]| {
        (pairs.iter().filter(|&&(c, _)| c == cell))
            .fold(DigitSet::EMPTY, |set, &(_, d)| set.with(d))
    };
    html! {
        <BoardCell
            {lang}
            key={cell.index()}
            {cell}
            {entry}
            {invalid}
            mistake={props.mistakes.contains(cell)}
            candidates={cell_marks(props, shown, cell)}
            look={has(&lit.look)}
            cause={has(&lit.cause)}
            target={has(&lit.target)}
            out={digits(&lit.out)}
            put={digits(&lit.put)}
            key_digits={if has(&lit.cause) { lit.key } else { DigitSet::EMPTY }}
            current={props.search.is_some_and(|s| s.current == Some(cell))}
            selected={cell == props.selected}
            peer={props.search.is_none() && sees(props, cell)}
            rules={rules_note(props, cell)}
            same={props.search.is_none() && cell != props.selected
                && selected_digit.is_some() && entry.digit() == selected_digit}
            {cell_ref}
            on_key={props.on_key.clone()}
            on_select={props.on_select.clone()}
            picked={props.picked.contains(cell)}
            lost={props.lost.map_or(DigitSet::EMPTY, |lost| lost.get(cell))}
            light={match places {
                None => Light::Off,
                Some((_, holds, _)) if holds.contains(cell) => Light::Holds,
                Some((digit, _, open)) if open.contains(cell) => Light::Open(digit),
                Some(_) => Light::Dim,
            }}
            notes={marks(Layer::Centre)}
            corner={marks(Layer::Corner)}
            colours={marks(Layer::Colour)}
        />
    }
}

/// Whether `cell` shares a house with the selected cell, as the board tints it: its row, column
/// and box, or on a variant without boxes its row and column.
fn sees(props: &BoardProps, cell: Cell) -> bool {
    let (at, boxes) = (
        props.selected,
        props.variant.as_ref().is_none_or(|v| v.boxes),
    );
    cell.sees(at) && (boxes || cell.row() == at.row() || cell.col() == at.col())
}

/// What a variant's rules say of `cell`, in the page's language.
fn rules_note(props: &BoardProps, cell: Cell) -> AttrValue {
    let notes = props
        .variant
        .as_ref()
        .map(|v| &v.notes[props.lang as usize]);
    let note = notes.and_then(|notes| notes.get(cell.index()));
    note.map_or_else(AttrValue::default, |note| AttrValue::from(note.clone()))
}

/// The board's pointer handlers: a press picks its cell (alone; added with Shift; toggled with
/// Ctrl or Cmd), and a drag adds each cell it crosses, for a mouse, a pen or a finger (the board
/// takes no panning touch: `touch-action: none`). The cell under the pointer is found from the
/// grid's box, since a touch keeps sending its events to the cell it began on. A move with no
/// button pressed ends the drag (no listener for the press's end: a move says it).
fn picking(
    props: &BoardProps,
    grid: &NodeRef,
    pressed: &Rc<std::cell::RefCell<Option<Cell>>>,
) -> (Callback<PointerEvent>, Callback<PointerEvent>) {
    let under = {
        let grid = grid.clone();
        move |event: &PointerEvent| -> Option<Cell> {
            let grid = grid.cast::<web_sys::Element>()?;
            let rect = grid.get_bounding_client_rect();
            let (width, height) = (grid.client_width(), grid.client_height());
            let x = f64::from(event.client_x()) - rect.left() - f64::from(grid.client_left());
            let y = f64::from(event.client_y()) - rect.top() - f64::from(grid.client_top());
            let at = |offset: f64, size: i32| {
                let index = (offset * 9.0 / f64::from(size.max(1))).floor();
                (0.0..9.0).contains(&index).then_some(index as usize)
            };
            Cell::at(at(y, height)?, at(x, width)?)
        }
    };
    let down = {
        let (on_pick, pressed, under) = (props.on_pick.clone(), pressed.clone(), under.clone());
        Callback::from(move |event: PointerEvent| {
            let Some(cell) = under(&event).filter(|_| event.button() == 0) else {
                return;
            };
            *pressed.borrow_mut() = Some(cell);
            let how = match (event.ctrl_key() || event.meta_key(), event.shift_key()) {
                (true, _) => Pick::Toggle,
                (false, true) => Pick::Add,
                (false, false) => Pick::Alone,
            };
            on_pick.emit((cell, how));
        })
    };
    let moved = {
        let (on_pick, pressed) = (props.on_pick.clone(), pressed.clone());
        Callback::from(move |event: PointerEvent| {
            let last = *pressed.borrow();
            let Some(last) = last else { return };
            if event.buttons() == 0 {
                *pressed.borrow_mut() = None;
                return;
            }
            if let Some(cell) = under(&event).filter(|&cell| cell != last) {
                *pressed.borrow_mut() = Some(cell);
                on_pick.emit((cell, Pick::Add));
            }
        })
    };
    (down, moved)
}

/// Moves the focus to `cell` if another cell of the board has it (the selection moved, not by
/// the focus: an arrow key, or a puzzle's digit typed and moving on).
fn focus_if_on_board(cell: &HtmlElement) {
    let active = cell
        .owner_document()
        .and_then(|document| document.active_element());
    let on_board = active.as_ref().is_some_and(|active| {
        active != cell.unchecked_ref::<web_sys::Element>()
            && active.closest("[role=grid]").ok().flatten().is_some()
    });
    if on_board {
        let _ = cell.focus();
    }
}

/// What `cell` shows, and whether it is marked as clashing: the grid's entry, or in a search
/// shown instead, the givens and the search's digits (a refused try marked).
fn shown_entry(props: &BoardProps, clashes: CellSet, cell: Cell) -> (Entry, bool) {
    let Some(search) = props.search else {
        return (props.grid.entry(cell), clashes.contains(cell));
    };
    match (
        search.givens.get(cell),
        search.refused,
        search.board.get(cell),
    ) {
        (Some(d), _, _) => (Entry::Given(d), false),
        (None, Some((at, d)), _) if at == cell => (Entry::Solved(d), true),
        (None, _, Some(d)) => (Entry::Solved(d), false),
        (None, _, None) => (Entry::Empty, false),
    }
}

/// An image among the files pasted or dropped: the first.
fn image_of(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    let files = files?;
    (0..files.length())
        .filter_map(|i| files.get(i))
        .find(|file| file.type_().starts_with("image/"))
}

/// What a paste onto the board does: an image (a screenshot of a puzzle) is scanned; one digit
/// fills the cell pasted into (or `0` empties it); any other text is read as a whole puzzle.
fn pasted(props: &BoardProps) -> Callback<Event> {
    let (on_paste, on_key) = (props.on_paste.clone(), props.on_key.clone());
    let on_photo = props.on_photo.clone();
    Callback::from(move |event: Event| {
        let Some(event) = event.dyn_ref::<ClipboardEvent>() else {
            return;
        };
        event.prevent_default();
        if let Some(file) = image_of(event.clipboard_data().and_then(|data| data.files())) {
            on_photo.emit(file.into());
            return;
        }
        let text = event
            .clipboard_data()
            .and_then(|data| data.get_data("text/plain").ok())
            .unwrap_or_default();
        let one = text.trim();
        match text_input("insertFromPaste", Some(one)) {
            action @ KeyAction::Enter(_) if one.chars().count() == 1 => {
                on_key.emit(action);
            }
            _ => on_paste.emit(text),
        }
    })
}

/// A chain drawn over the board (hidden from screen readers: the sentence says it): a ring on
/// each of its candidates, where the cell shows that candidate, and a line to the next, solid
/// for a strong link and dashed for a weak one. A grouped node (several cells) has its rings
/// joined by a wide pale band, and its links start from the middle of its candidates. The
/// drawing is 900 units a side, 100 a cell.
fn chain_drawing(chain: &[ChainNode]) -> Html {
    chain_markup(chain).into_html()
}

/// What [`chain_drawing`] draws.
fn chain_markup(chain: &[ChainNode]) -> Markup {
    const RING: f64 = 15.0;
    type Point = (f64, f64);
    // Where a cell's marks show `digit`: a 3x3 in the cell, 1 to 9 in reading order.
    let at = |(cell, digit): (Cell, Digit)| {
        let d = usize::from(digit.get() - 1);
        let third = 100.0 / 3.0;
        (
            cell.col() as f64 * 100.0 + (d % 3) as f64 * third + third / 2.0,
            cell.row() as f64 * 100.0 + (d / 3) as f64 * third + third / 2.0,
        )
    };
    // Each node's first and last candidates (a group's lie on one line, evenly spaced: its
    // middle is halfway between them).
    let ends: Vec<(Point, Point)> = (chain.iter())
        .filter_map(|node| Some((at(*node.first()?), at(*node.last()?))))
        .collect();
    // Whole units: the page formats no floats.
    // (`floor` is one wasm instruction; the coordinates are never negative.)
    let unit = |x: f64| ((x + 0.5).floor() as i32).to_string();
    // The groups' bands first, under the links: every line as (class, from, to).
    let bands = (ends.iter())
        .filter(|(a, b)| a != b)
        .map(|&(a, b)| ("group", a, b));
    let links = ends.windows(2).enumerate().map(|(i, pair)| {
        let middle = |(a, b): (Point, Point)| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let ((x1, y1), (x2, y2)) = (middle(pair[0]), middle(pair[1]));
        // From ring to ring, not over the digits.
        let length = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1))
            .sqrt()
            .max(1.0);
        let (dx, dy) = ((x2 - x1) / length * RING, (y2 - y1) / length * RING);
        let class = if i % 2 == 0 { "strong" } else { "weak" };
        (class, (x1 + dx, y1 + dy), (x2 - dx, y2 - dy))
    });
    // Markup (`page::markup`): the drawing takes no click and holds nothing to focus.
    let mut m = Markup::new();
    m.raw("<svg class=\"chain\" viewBox=\"0 0 900 900\" aria-hidden=\"true\">");
    let coordinate = |m: &mut Markup, name: &str, x: f64| {
        m.raw(" ").raw(name).raw("=\"").raw(&unit(x)).raw("\"");
    };
    for (class, (x1, y1), (x2, y2)) in bands.chain(links) {
        m.raw("<line class=\"").raw(class).raw("\"");
        for (name, x) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
            coordinate(&mut m, name, x);
        }
        m.raw("></line>");
    }
    for &candidate in chain.iter().flatten() {
        let (x, y) = at(candidate);
        m.raw("<circle");
        for (name, x) in [("cx", x), ("cy", y), ("r", RING)] {
            coordinate(&mut m, name, x);
        }
        m.raw("></circle>");
    }
    m.raw("</svg>");
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::markup::{count, elements};

    #[test]
    fn a_chain_is_drawn_as_rings_linked_strong_and_weak_and_a_group_as_a_band() {
        let at = |cell: usize, digit: u8| (Cell::new(cell).unwrap(), Digit::new(digit).unwrap());
        // r1c1 5 = r1c4 5 - (r2c4 5, r2c5 5, a group) = r9c9 1.
        let chain = vec![
            vec![at(0, 5)],
            vec![at(3, 5)],
            vec![at(12, 5), at(13, 5)],
            vec![at(80, 1)],
        ];
        let html = chain_markup(&chain).into_string();
        let names = elements(&html).unwrap();
        assert_eq!(count(&names, "circle"), 5, "a ring a candidate");
        assert_eq!(count(&names, "line"), 4, "three links, one band");
        assert_eq!(html.matches("class=\"group\"").count(), 1);
        assert_eq!(html.matches("class=\"strong\"").count(), 2);
        assert_eq!(html.matches("class=\"weak\"").count(), 1);
        // Digit 5 sits in the middle of its cell: r1c1's ring at (50, 50).
        assert!(
            html.contains("<circle cx=\"50\" cy=\"50\" r=\"15\">"),
            "{html}"
        );
        assert!(
            html.starts_with("<svg class=\"chain\" viewBox=\"0 0 900 900\" aria-hidden=\"true\">")
        );
    }
}
