//! A printed sheet as markup: its puzzles on the first page (each an SVG drawing of the board:
//! its givens, and for the board on screen the person's digits, centre and corner marks and
//! colours), their answers on a second page if asked, each page with its paper's class (the
//! stylesheet's named `@page` of that size). Pure: `print.rs` puts it in the page, the stylesheet shows it only in print.
//!
//! Each board is drawn in a 90 x 90 box, a cell 10 units a side:
//!
//! ```text
//!  (0,0) ─────── x = 10·column ───────▶
//!    │   ┌────┬────┬────╥────   thin lines at 10, 20, 40, 50, 70, 80; thick at 0, 30, 60, 90
//!    │   │ 5  │    │1  2║       a digit at the cell's centre (x + 5, y + 5);
//!    y   ├────┼────┼────╫       centre marks in a line across the centre, small;
//!    =   │    │ 126│    ║       corner marks at the corners first, then the edges' middles;
//!  10·row                        colours as slices, side by side, under everything.
//!    ▼
//! ```

use sudoku_solver::logic::Level;
use sudoku_solver::{Board, Cell, Digit, DigitSet};
use sudoku_words::Lang;
use sudoku_words::print::caption;

use crate::grid::{Entry, Grid, Layer};
use crate::page::markup::Markup;

/// The paper the sheet is laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// The class of its pages: the stylesheet gives each a named `@page` of that size (a page's
    /// own `<style>` would be inline style, which the page's content security policy refuses).
    fn class(self) -> &'static str {
        match self {
            Paper::A4 => " a4",
            Paper::Letter => " letter",
        }
    }
}

/// One puzzle on a sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Printed {
    /// What is drawn: a new puzzle's givens, or the board on screen with the person's digits
    /// and marks.
    pub grid: Grid,
    /// Its solution, for the answers' page.
    pub solution: Option<Board>,
    /// Its level, where known (the caption says it).
    pub level: Option<Level>,
}

/// A sheet to print.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    /// Its puzzles, one to six.
    pub puzzles: Vec<Printed>,
    /// The paper.
    pub paper: Paper,
    /// Whether a second page gives each puzzle's solution.
    pub answers: bool,
}

/// The sheet as markup: a `section` per page.
pub fn markup(sheet: &Sheet, lang: Lang) -> String {
    let words = lang.print_words();
    let mut out = Markup::new();
    let count = sheet.puzzles.len();
    let paper = sheet.paper.class();
    page(&mut out, words.sudoku, count, paper, |out, number| {
        let printed = &sheet.puzzles[number];
        board(out, &printed.grid, None);
        out.element("figcaption", &caption(lang, number + 1, printed.level));
    });
    if sheet.answers {
        let class = format!("{paper} sheet-answers");
        page(
            &mut out,
            words.answers_heading,
            count,
            &class,
            |out, number| {
                let printed = &sheet.puzzles[number];
                let solution = printed.solution.unwrap_or_default();
                board(out, &printed.grid, Some(&solution));
                out.element("figcaption", &(number + 1).to_string());
            },
        );
    }
    out.into_string()
}

/// A page: its heading, then `count` figures, each drawn by `figure`.
fn page(
    out: &mut Markup,
    heading: &str,
    count: usize,
    class: &str,
    figure: impl Fn(&mut Markup, usize),
) {
    out.raw("<section class=\"sheet-page")
        .raw(class)
        .raw("\">")
        .element("h1", heading)
        .raw("<div class=\"sheet-grid n")
        .raw(&count.to_string())
        .raw("\">");
    for number in 0..count {
        out.raw("<figure>");
        figure(out, number);
        out.raw("</figure>");
    }
    out.raw("</div></section>");
}

/// The grid's lines: thin between the cells, thick around the boxes and the board.
const LINES: &str = "<path class=\"thin\" d=\"M10 0V90M20 0V90M40 0V90M50 0V90M70 0V90M80 0V90\
                     M0 10H90M0 20H90M0 40H90M0 50H90M0 70H90M0 80H90\"></path>\
                     <path class=\"thick\" d=\"M0 0H90V90H0ZM30 0V90M60 0V90M0 30H90M0 60H90\"></path>";

/// One board as SVG: `grid` (its colours, digits and marks), or with `answers` its solution
/// (the givens bold, the rest plain).
fn board(out: &mut Markup, grid: &Grid, answers: Option<&Board>) {
    out.raw("<svg viewBox=\"-1 -1 92 92\" aria-hidden=\"true\">");
    if answers.is_none() {
        colours(out, grid);
    }
    out.raw(LINES);
    let givens = grid.givens();
    for cell in Cell::all() {
        let (x, y) = (cell.col() * 10, cell.row() * 10);
        let given = givens.get(cell);
        let shown = match answers {
            Some(solution) => solution.get(cell).map(|d| (given.is_some(), d)),
            None => match grid.entry(cell) {
                Entry::Given(d) => Some((true, d)),
                Entry::Entered(d) | Entry::Solved(d) => Some((false, d)),
                Entry::Empty => None,
            },
        };
        if let Some((given, digit)) = shown {
            let class = if given { "g" } else { "e" };
            text(out, class, (x * 10 + 50, y * 10 + 50), digit.to_char());
        } else if answers.is_none() {
            marks(out, grid, cell, (x, y));
        }
    }
    out.raw("</svg>");
}

/// `ch` centred at `at`, in tenths of a unit (SVG's numbers kept whole).
fn text(out: &mut Markup, class: &str, (x, y): (usize, usize), ch: char) {
    out.raw("<text class=\"")
        .raw(class)
        .raw("\" x=\"")
        .raw(&tenths(x))
        .raw("\" y=\"")
        .raw(&tenths(y))
        .raw("\">")
        .text(ch.encode_utf8(&mut [0; 4]))
        .raw("</text>");
}

/// `value` tenths as SVG's number: `125` as `12.5`.
fn tenths(value: usize) -> String {
    match value % 10 {
        0 => (value / 10).to_string(),
        rest => format!("{}.{rest}", value / 10),
    }
}

/// Where corner marks go, in a cell's tenths: the corners first, then the edges' middles, as
/// SudokuPad places them.
const CORNERS: [(usize, usize); 9] = [
    (18, 20),
    (82, 20),
    (18, 84),
    (82, 84),
    (50, 20),
    (50, 84),
    (18, 52),
    (82, 52),
    (50, 52),
];

/// An empty cell's marks: its centre marks in a line across the middle, its corner marks.
fn marks(out: &mut Markup, grid: &Grid, cell: Cell, (x, y): (usize, usize)) {
    let centre = grid.marks(Layer::Centre).get(cell);
    if !centre.is_empty() {
        let digits: String = centre.iter().map(Digit::to_char).collect();
        let class = if centre.len() > 5 { "m small" } else { "m" };
        out.raw("<text class=\"")
            .raw(class)
            .raw(&format!("\" x=\"{}\" y=\"{}.2\">", x + 5, y + 5))
            .text(&digits)
            .raw("</text>");
    }
    let corner = grid.marks(Layer::Corner).get(cell);
    for (digit, (dx, dy)) in corner.iter().zip(CORNERS) {
        text(out, "c", (x * 10 + dx, y * 10 + dy), digit.to_char());
    }
}

/// The person's colours: each coloured cell's colours as slices side by side.
fn colours(out: &mut Markup, grid: &Grid) {
    for cell in Cell::all() {
        let set: DigitSet = grid.marks(Layer::Colour).get(cell);
        let width = 100 / set.len().max(1);
        for (i, colour) in set.iter().enumerate() {
            let x = cell.col() * 100 + i * width;
            out.raw(&format!(
                "<rect class=\"k{colour}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"10\"></rect>",
                tenths(x),
                cell.row() * 10,
                tenths(width)
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page::markup::{count, elements};
    use sudoku_solver::CellSet;
    use sudoku_testkit::{INKALA, INKALA_SOLVED};

    fn sheet(puzzles: usize, answers: bool) -> Sheet {
        let givens: Board = INKALA.parse().unwrap();
        let solution: Board = INKALA_SOLVED.parse().unwrap();
        let printed = Printed {
            grid: Grid::loaded(givens),
            solution: Some(solution),
            level: Some(Level::Extreme),
        };
        Sheet {
            puzzles: vec![printed; puzzles],
            paper: Paper::Letter,
            answers,
        }
    }

    /// The text of each `<text class="CLASS"` element, in order.
    fn texts(html: &str, class: &str) -> Vec<String> {
        let open = format!("<text class=\"{class}\"");
        html.split(&open)
            .skip(1)
            .map(|rest| rest[rest.find('>').unwrap() + 1..rest.find("</text>").unwrap()].into())
            .collect()
    }

    #[test]
    fn a_sheet_has_its_puzzles_then_their_answers_on_a_page_of_their_own() {
        let html = markup(&sheet(4, true), Lang::En);
        let names = elements(&html).unwrap();
        assert_eq!(count(&names, "section"), 2);
        assert_eq!(count(&names, "svg"), 8);
        assert!(html.starts_with("<section class=\"sheet-page letter\"><h1>Sudoku</h1>"));
        assert!(html.contains("<section class=\"sheet-page letter sheet-answers\"><h1>Answers"));
        assert!(html.contains("<h1>Sudoku</h1>") && html.contains("<h1>Answers</h1>"));
        assert!(html.contains("<figcaption>4 · Extreme</figcaption>"));
        // Four puzzles of 21 givens, then four answers of 81 digits, 21 of them bold.
        assert_eq!(texts(&html, "g").len(), 4 * 21 + 4 * 21);
        assert_eq!(texts(&html, "e").len(), 4 * 60);
        // The answers read back as the solution, cell by cell.
        let answers = &html[html.find("<h1>Answers</h1>").unwrap()..];
        let first = &answers[..answers.find("</svg>").unwrap()];
        let digits: String = (first.split("<text").skip(1))
            .map(|t| &t[t.find('>').unwrap() + 1..t.find('>').unwrap() + 2])
            .collect();
        assert_eq!(digits, INKALA_SOLVED);
        // Without answers: one page.
        let html = markup(&sheet(1, false), Lang::Zh);
        assert_eq!(count(&elements(&html).unwrap(), "section"), 1);
        assert!(html.contains("<h1>数独</h1>") && html.contains("<figcaption>1 · "));
    }

    #[test]
    fn the_board_on_screen_prints_with_its_digits_marks_and_colours() {
        let at = |row, col| Cell::at(row, col).unwrap();
        let digit = |d| Digit::new(d).unwrap();
        let mut grid = Grid::loaded(INKALA.parse().unwrap()).enter(at(0, 1), Some(digit(1)));
        for (layer, d) in [(Layer::Centre, 2), (Layer::Centre, 9), (Layer::Corner, 4)] {
            grid = grid
                .toggle_marks(layer, CellSet::EMPTY.with(at(0, 2)), digit(d))
                .unwrap();
        }
        for colour in [3, 7] {
            let cells = CellSet::EMPTY.with(at(8, 8));
            grid = grid
                .toggle_marks(Layer::Colour, cells, digit(colour))
                .unwrap();
        }
        let printed = Printed {
            grid,
            solution: None,
            level: None,
        };
        let html = markup(
            &Sheet {
                puzzles: vec![printed],
                paper: Paper::A4,
                answers: false,
            },
            Lang::En,
        );
        elements(&html).unwrap();
        assert!(html.starts_with("<section class=\"sheet-page a4\">"));
        assert_eq!(texts(&html, "e"), ["1"]);
        assert_eq!(texts(&html, "m"), ["29"]);
        assert_eq!(texts(&html, "c"), ["4"]);
        // r9c9's two colours, half a cell each.
        assert!(html.contains("<rect class=\"k3\" x=\"80\" y=\"80\" width=\"5\""));
        assert!(html.contains("<rect class=\"k7\" x=\"85\" y=\"80\" width=\"5\""));
        assert!(html.contains("<figcaption>1</figcaption>"));
    }
}
