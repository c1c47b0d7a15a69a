//! A 9x9 variant puzzle drawn as the puzzle community draws it (SudokuPad, f-puzzles): an SVG the
//! page lays over its board, 900 x 900 units, 100 a cell, so that cell `(r, c)` spans
//! `x = 100c..100c+100`, `y = 100r..100r+100`:
//!
//! ```text
//!   (0,0) ┌────┬────┬──   cages    dashed, inset 8 units in their cells; the total at the
//!         │ 15 ┆    │          top-left cell's corner, on a patch of paper
//!         │ ┌┄┄┄┄┐  │       regions  thick lines where two cells' regions differ (jigsaw)
//!         ├─┆────┆──┼──     thermo   a grey bulb (r 30) and a grey line 22 wide, centre to centre
//!         │ ┆ ●━━┿━━│━     arrow    a circle (r 36) and a line from its edge, an arrowhead
//!         │ └┄┄┄┄┘  │       lines    a coloured line, centre to centre (whisper, renban, ...)
//!         ├────○────┼──     dots     on the edge's middle: white or black (r 11); X and V as text
//!                           odd/even a grey circle / square; diagonals corner to corner
//! ```
//!
//! Outside clues (little killer, sandwich, X-sum, skyscrapers, numbered rooms) stand in a margin
//! one cell wide, row or column `-1` or `9`: a puzzle with one is drawn over `-100..1000` both
//! ways (its `svg` of class `variant outside`), and the page's stylesheet gives its board that
//! margin (`.board:has(> .outside)`). A little killer's clue has a small arrow along its
//! diagonal. Quadruples: a circle on the corner the four cells share, their digits in it.
//!
//! Colours are the stylesheet's (`.variant .cage`, `.thermo`…, both themes), never written here.
//! Nothing drawn takes a click or the focus; the board's cells stay what the person uses. Only
//! numbers and fixed class names are written: nothing a puzzle holds becomes markup.

use std::fmt::Write;

use sudoku_variants::{Constraint, Dot, Line, Puzzle};

/// Units per cell.
const CELL: i32 = 100;
/// How far a cage's dashed line is inset from its cells' edges.
const INSET: i32 = 8;

/// `puzzle`'s drawing (a 9x9 puzzle's).
pub fn drawing(puzzle: &Puzzle) -> String {
    let mut clues = String::new();
    for constraint in &puzzle.constraints {
        outside_clue(&mut clues, constraint);
    }
    let mut svg = String::from(if clues.is_empty() {
        "<svg class=\"variant\" viewBox=\"0 0 900 900\""
    } else {
        "<svg class=\"variant outside\" viewBox=\"-100 -100 1100 1100\""
    });
    svg.push_str(" aria-hidden=\"true\" focusable=\"false\">");
    regions(&mut svg, puzzle);
    for constraint in &puzzle.constraints {
        constraint_drawing(&mut svg, puzzle, constraint);
    }
    // The totals last, over every line.
    for constraint in &puzzle.constraints {
        match constraint {
            Constraint::Cage {
                sum: Some(sum),
                cells,
            } => total(&mut svg, cells.iter().min(), *sum),
            Constraint::Lunchbox { sum, cells } if !is_outside(cells) => {
                total(&mut svg, cells.first(), *sum);
            }
            _ => {}
        }
    }
    svg.push_str(&clues);
    svg.push_str("</svg>");
    svg
}

/// One constraint's shapes (the cages' totals apart).
fn constraint_drawing(svg: &mut String, puzzle: &Puzzle, constraint: &Constraint) {
    match constraint {
        Constraint::Cage { cells, .. } => cage(svg, cells, "cage"),
        Constraint::AllDifferent(cells) | Constraint::EqualityCage(cells) => {
            cells.iter().for_each(|&c| square(svg, c, "extra"));
        }
        Constraint::Windoku => {
            for window in puzzle.shape.windows() {
                window.iter().for_each(|&c| square(svg, c, "extra"));
            }
        }
        Constraint::Diagonal(-1) => line(svg, "diagonal", &[(0, 0), (900, 900)]),
        Constraint::Diagonal(_) => line(svg, "diagonal", &[(0, 900), (900, 0)]),
        Constraint::Thermo(cells) => thermo(svg, cells, "thermo"),
        Constraint::Line {
            kind: Line::SlowThermo,
            cells,
        } => thermo(svg, cells, "thermo slow"),
        Constraint::Arrow { circle, line } => arrow(svg, &[*circle], line),
        Constraint::Pill { pill, line } => arrow(svg, pill, line),
        Constraint::Line { kind, cells } => kind_line(svg, *kind, cells, ""),
        Constraint::Dot { kind, cells } => dot(svg, *kind, *cells),
        Constraint::Allowed { cell, digits } => match digits {
            0b1_0101_0101 => circle(svg, *cell, 30, "parity"),
            0b0_1010_1010 => square_inset(svg, *cell, 22, "parity"),
            _ => {}
        },
        Constraint::Clone([a, b]) => {
            square(svg, *a, "clone");
            square(svg, *b, "clone");
        }
        Constraint::Minimum(cell) | Constraint::Maximum(cell) => square(svg, *cell, "extreme"),
        Constraint::Indexer { cell, .. } => square(svg, *cell, "extra"),
        Constraint::CountingCircles(cells) => {
            cells.iter().for_each(|&c| circle(svg, c, 36, "counting"));
        }
        Constraint::Lunchbox { cells, .. } if !is_outside(cells) => {
            kind_line(svg, Line::Renban, cells, "lunchbox");
        }
        Constraint::Lockout { cells, .. } => {
            kind_line(svg, Line::Renban, cells, "lockout");
            for end in [cells.first(), cells.last()].into_iter().flatten() {
                let (x, y) = centre(*end);
                let _ = write!(
                    svg,
                    "<path class=\"diamond\" d=\"M{x},{}l30,30l-30,30l-30,-30z\"></path>",
                    y - 30
                );
            }
        }
        Constraint::Quadruple { cells, digits } => quadruple(svg, cells, digits),
        _ => {}
    }
}

/// Whether `cells` are a whole row or column (a clue outside the grid stands for them).
fn is_outside(cells: &[usize]) -> bool {
    cells.len() == 9
        && (cells.iter().all(|&c| c / 9 == cells[0] / 9)
            || cells.iter().all(|&c| c % 9 == cells[0] % 9))
}

/// An outside clue's number in the margin, one step back from its line's first cell (the line
/// is read from the clue's side); a little killer's with a small arrow along its diagonal.
/// Nothing for any other constraint.
fn outside_clue(svg: &mut String, constraint: &Constraint) {
    let (clue, cells, arrow) = match constraint {
        Constraint::LittleKiller { sum, cells } => (*sum, cells, true),
        Constraint::Sandwich { sum, line }
        | Constraint::XSum { sum, line }
        | Constraint::Skyscraper { count: sum, line }
        | Constraint::HiddenSkyscraper { digit: sum, line }
        | Constraint::NumberedRoom { digit: sum, line } => (*sum, line, false),
        Constraint::Lunchbox { sum, cells } if is_outside(cells) => (*sum, cells, false),
        _ => return,
    };
    let Some(((r, c), (dr, dc))) = clue_place(cells) else {
        return;
    };
    let (x, y) = (c * CELL + CELL / 2, r * CELL + CELL / 2);
    if !arrow {
        let _ = write!(
            svg,
            "<text class=\"clue\" x=\"{x}\" y=\"{}\">{clue}</text>",
            y + 13
        );
        return;
    }
    // The number back from the corner the diagonal leaves by, the arrow in that corner.
    let _ = write!(
        svg,
        "<text class=\"clue\" x=\"{}\" y=\"{}\">{clue}</text>",
        x - dc * 8,
        y - dr * 8 + 13
    );
    let (tx, ty) = (x + dc * 44, y + dr * 44);
    let _ = write!(
        svg,
        "<polyline class=\"pointer\" points=\"{},{} {tx},{ty} {},{} {tx},{ty} {tx},{}\"></polyline>",
        x + dc * 26,
        y + dr * 26,
        tx - dc * 11,
        ty,
        ty - dr * 11
    );
}

/// Where the clue of a line read from its side stands, as (row, column) one step outside the
/// grid, and the step into it; for a line of one cell (a little killer in a corner), the first
/// diagonal step that comes in from outside.
fn clue_place(cells: &[usize]) -> Option<((i32, i32), (i32, i32))> {
    let at = |cell: usize| ((cell / 9) as i32, (cell % 9) as i32);
    let (r0, c0) = at(*cells.first()?);
    let steps = match cells.get(1).map(|&next| at(next)) {
        Some((r1, c1)) => vec![(r1 - r0, c1 - c0)],
        None => vec![(1, 1), (1, -1), (-1, 1), (-1, -1)],
    };
    let outside = |r: i32, c: i32| !(0..9).contains(&r) || !(0..9).contains(&c);
    (steps.into_iter())
        .map(|(dr, dc)| ((r0 - dr, c0 - dc), (dr, dc)))
        .find(|&((r, c), _)| outside(r, c))
}

/// A quadruple: a circle on the corner its four cells share, its digits in it, two a line.
fn quadruple(svg: &mut String, cells: &[usize; 4], digits: &[u8]) {
    let Some(&last) = cells.iter().max() else {
        return;
    };
    let (x, y) = corner(last);
    let _ = write!(
        svg,
        "<circle class=\"quad\" cx=\"{x}\" cy=\"{y}\" r=\"25\"></circle>"
    );
    let rows: Vec<String> = digits
        .chunks(2)
        .map(|pair| pair.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    let top = y + 6 - 8 * (rows.len() as i32 - 1);
    for (i, row) in rows.iter().enumerate() {
        let _ = write!(
            svg,
            "<text class=\"quad-digits\" x=\"{x}\" y=\"{}\">{row}</text>",
            top + 17 * i as i32
        );
    }
}

/// A cell's top-left corner.
fn corner(cell: usize) -> (i32, i32) {
    ((cell % 9) as i32 * CELL, (cell / 9) as i32 * CELL)
}

/// A cell's centre.
fn centre(cell: usize) -> (i32, i32) {
    let (x, y) = corner(cell);
    (x + CELL / 2, y + CELL / 2)
}

/// A polyline through `points`, of class `class`.
fn line(svg: &mut String, class: &str, points: &[(i32, i32)]) {
    let _ = write!(svg, "<polyline class=\"{class}\" points=\"");
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(svg, "{}{x},{y}", if i == 0 { "" } else { " " });
    }
    svg.push_str("\"></polyline>");
}

/// A circle of radius `r` on `cell`'s centre.
fn circle(svg: &mut String, cell: usize, r: i32, class: &str) {
    let (x, y) = centre(cell);
    let _ = write!(
        svg,
        "<circle class=\"{class}\" cx=\"{x}\" cy=\"{y}\" r=\"{r}\"></circle>"
    );
}

/// A square filling `cell`.
fn square(svg: &mut String, cell: usize, class: &str) {
    square_inset(svg, cell, 0, class);
}

/// A square in `cell`, `inset` units in from its edges.
fn square_inset(svg: &mut String, cell: usize, inset: i32, class: &str) {
    let (x, y) = corner(cell);
    let side = CELL - 2 * inset;
    let _ = write!(
        svg,
        "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{side}\" height=\"{side}\"></rect>",
        x + inset,
        y + inset
    );
}

/// The jigsaw's regions: a thick line on each edge between two cells of different regions.
fn regions(svg: &mut String, puzzle: &Puzzle) {
    let Some(ids) = puzzle.constraints.iter().find_map(|c| match c {
        Constraint::Regions(ids) if ids.len() == 81 => Some(ids),
        _ => None,
    }) else {
        return;
    };
    let mut path = String::new();
    for cell in 0..81 {
        let (x, y) = corner(cell);
        if cell % 9 < 8 && ids[cell] != ids[cell + 1] {
            let _ = write!(path, "M{},{y}v{CELL}", x + CELL);
        }
        if cell < 72 && ids[cell] != ids[cell + 9] {
            let _ = write!(path, "M{x},{}h{CELL}", y + CELL);
        }
    }
    let _ = write!(svg, "<path class=\"region\" d=\"{path}\"></path>");
}

/// A cage's outline, dashed, inset in its cells: each side of a cell that borders a cell outside
/// the cage, inset, its ends meeting the next side's (at a corner of the cage turning in or out).
fn cage(svg: &mut String, cells: &[usize], class: &str) {
    let inside = |r: i32, c: i32| {
        (0..9).contains(&r) && (0..9).contains(&c) && cells.contains(&((r * 9 + c) as usize))
    };
    let mut path = String::new();
    for &cell in cells {
        let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
        // Each side as (the neighbour's step, the side's direction along it).
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            if inside(r + dr, c + dc) {
                continue;
            }
            // Along the side: (ar, ac) the step one way; its ends reach into the next cell
            // when the cage goes on that way.
            let (ar, ac) = (dc.abs(), dr.abs());
            let end = |sign: i32| {
                let (nr, nc) = (r + sign * ar, c + sign * ac);
                if !inside(nr, nc) {
                    CELL / 2 - INSET
                } else if inside(nr + dr, nc + dc) {
                    CELL / 2 + INSET
                } else {
                    CELL / 2
                }
            };
            let (cx, cy) = (c * CELL + CELL / 2, r * CELL + CELL / 2);
            let (ox, oy) = (dc * (CELL / 2 - INSET), dr * (CELL / 2 - INSET));
            let (from, to) = (end(-1), end(1));
            let _ = write!(
                path,
                "M{},{}L{},{}",
                cx + ox - ac * from,
                cy + oy - ar * from,
                cx + ox + ac * to,
                cy + oy + ar * to
            );
        }
    }
    let _ = write!(svg, "<path class=\"{class}\" d=\"{path}\"></path>");
}

/// A cage's total, small in its first cell's top-left corner (a cage's top row's leftmost cell,
/// a lunchbox's first), on a patch of paper that breaks the dashed line under it.
fn total(svg: &mut String, first: Option<&usize>, sum: u32) {
    let Some(&first) = first else {
        return;
    };
    let (x, y) = corner(first);
    let width = if sum >= 10 { 26 } else { 15 };
    let _ = write!(
        svg,
        "<rect class=\"patch\" x=\"{}\" y=\"{}\" width=\"{width}\" height=\"22\"></rect>\
         <text class=\"total\" x=\"{}\" y=\"{}\">{sum}</text>",
        x + 3,
        y + 3,
        x + 4,
        y + 21
    );
}

/// A thermometer: its bulb on the first cell, a thick line through the others.
fn thermo(svg: &mut String, cells: &[usize], class: &str) {
    let Some(&bulb) = cells.first() else {
        return;
    };
    let _ = write!(svg, "<g class=\"{class}\">");
    circle(svg, bulb, 30, "bulb");
    let points: Vec<(i32, i32)> = cells.iter().map(|&c| centre(c)).collect();
    line(svg, "stem", &points);
    svg.push_str("</g>");
}

/// An arrow: its circle (or pill) and a line from the circle's edge through `line`, an arrowhead
/// at its end.
fn arrow(svg: &mut String, circle_cells: &[usize], cells: &[usize]) {
    let (Some(&from), Some(&last)) = (circle_cells.last(), cells.last()) else {
        return;
    };
    svg.push_str("<g class=\"arrow\">");
    match circle_cells {
        [one] => circle(svg, *one, 36, "circle"),
        pill => {
            let ends: Vec<(i32, i32)> = pill.iter().map(|&c| centre(c)).collect();
            line(svg, "pill", &ends);
        }
    }
    // From the circle's edge: the first step's direction, 36 units on.
    let mut points: Vec<(i32, i32)> = vec![centre(from)];
    points.extend(cells.iter().map(|&c| centre(c)));
    let (x0, y0) = points[0];
    let (x1, y1) = points[1];
    let length = f64::from((x1 - x0).pow(2) + (y1 - y0).pow(2))
        .sqrt()
        .max(1.0);
    let step = |d: i32| (f64::from(d) * 36.0 / length).round() as i32;
    points[0] = (x0 + step(x1 - x0), y0 + step(y1 - y0));
    line(svg, "shaft", &points);
    // The head: two short strokes back from the end, 40 degrees either side of the last step.
    let (xa, ya) = points[points.len() - 2];
    let (xb, yb) = centre(last);
    let angle = f64::from(yb - ya).atan2(f64::from(xb - xa));
    let head = |turn: f64| {
        let a = angle + std::f64::consts::PI + turn;
        (
            xb + (a.cos() * 22.0).round() as i32,
            yb + (a.sin() * 22.0).round() as i32,
        )
    };
    let (left, right) = (head(0.7), head(-0.7));
    line(svg, "shaft", &[left, (xb, yb), right]);
    svg.push_str("</g>");
}

/// A line of kind `kind` (or of class `named`), centre to centre, coloured by its class.
fn kind_line(svg: &mut String, kind: Line, cells: &[usize], named: &str) {
    let class = match kind {
        _ if !named.is_empty() => named,
        Line::Whisper(_) => "whisper",
        Line::Renban => "renban",
        Line::Nabner => "nabner",
        Line::Palindrome => "palindrome",
        Line::Between | Line::DoubleArrow => "between",
        Line::Entropic => "entropic",
        Line::Modular(_) => "modular",
        Line::Zipper => "zipper",
        Line::RegionSum => "region-sum",
        _ => "sum-line",
    };
    let points: Vec<(i32, i32)> = cells.iter().map(|&c| centre(c)).collect();
    svg.push_str("<g class=\"kind ");
    svg.push_str(class);
    svg.push_str("\">");
    line(svg, "path", &points);
    if matches!(kind, Line::Between | Line::DoubleArrow) {
        for end in [cells.first(), cells.last()].into_iter().flatten() {
            circle(svg, *end, 36, "end");
        }
    }
    svg.push_str("</g>");
}

/// A dot or letter on the middle of the edge between two neighbours.
fn dot(svg: &mut String, kind: Dot, [a, b]: [usize; 2]) {
    let ((xa, ya), (xb, yb)) = (centre(a), centre(b));
    let (x, y) = ((xa + xb) / 2, (ya + yb) / 2);
    match kind {
        Dot::White | Dot::Black => {
            let shade = if kind == Dot::White { "white" } else { "black" };
            let _ = write!(
                svg,
                "<circle class=\"dot {shade}\" cx=\"{x}\" cy=\"{y}\" r=\"11\"></circle>"
            );
        }
        Dot::X | Dot::V => {
            let letter = if kind == Dot::X { 'X' } else { 'V' };
            let _ = write!(
                svg,
                "<rect class=\"patch\" x=\"{}\" y=\"{}\" width=\"24\" height=\"24\"></rect>\
                 <text class=\"letter\" x=\"{x}\" y=\"{}\">{letter}</text>",
                x - 12,
                y - 12,
                y + 9
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_variants::formats;

    fn drawn(puzzle: &str) -> String {
        drawing(&formats::read(puzzle).unwrap().unwrap())
    }

    /// The drawing's elements, each as `tag.class`, in order.
    fn elements(svg: &str) -> Vec<String> {
        svg.split('<')
            .filter(|part| !part.starts_with('/') && !part.is_empty())
            .map(|part| {
                let tag = part.split([' ', '>']).next().unwrap_or_default();
                let class = part
                    .split("class=\"")
                    .nth(1)
                    .and_then(|c| c.split('"').next())
                    .unwrap_or_default();
                format!("{tag}.{class}")
            })
            .collect()
    }

    #[test]
    fn a_cage_is_one_dashed_outline_and_its_total() {
        let svg = drawn(".Cage~15~R1C1~R1C2~R2C1");
        assert_eq!(
            elements(&svg),
            ["svg.variant", "path.cage", "rect.patch", "text.total"]
        );
        assert!(svg.contains(">15</text>"), "{svg}");
        // An L of three cells has eight cell sides on the outside: its outline is eight
        // segments, one each.
        let path = svg.split("d=\"").nth(1).unwrap().split('"').next().unwrap();
        assert_eq!(path.matches('M').count(), 8, "{path}");
        // The top side of r1c1 starts inset and runs on into r1c2 (which the cage goes on to).
        assert!(path.starts_with("M8,8L100,8"), "{path}");
    }

    #[test]
    fn a_cage_turning_in_meets_itself_at_the_inner_corner() {
        // r1c2's left side (r1c1 is outside) reaches down past its cell into r2c2, and r2c1's
        // top side reaches right into r2c2 too: they meet at (108, 108).
        let svg = drawn(".Cage~~R1C2~R2C1~R2C2");
        assert!(svg.contains("M108,8L108,108"), "{svg}");
        assert!(svg.contains("M8,108L108,108"), "{svg}");
    }

    #[test]
    fn each_kind_is_drawn_by_its_class() {
        let jigsaw = format!(".NoBoxes.Jigsaw~{}", "1".repeat(9) + &"2".repeat(72));
        for (puzzle, wanted) in [
            (".Thermo~R1C1~R1C2~R1C3", "g.thermo"),
            (".Arrow~R1C1~R1C2~R1C3", "g.arrow"),
            (".WhiteDot~R1C1~R1C2", "circle.dot white"),
            (".BlackDot~R1C1~R2C1", "circle.dot black"),
            (".X~R1C1~R1C2", "text.letter"),
            (".Whisper~R1C1~R1C2", "g.kind whisper"),
            (".Renban~R1C1~R1C2", "g.kind renban"),
            (".Diagonal~1", "polyline.diagonal"),
            (".CountingCircles~R1C1~R2C2", "circle.counting"),
            (".Lockout~4~R1C1~R1C2~R1C3", "path.diamond"),
            (".Indexing~C~R1C1", "rect.extra"),
            (jigsaw.as_str(), "path.region"),
        ] {
            let svg = drawn(puzzle);
            assert!(
                elements(&svg).iter().any(|e| e == wanted),
                "{puzzle}: {svg}"
            );
        }
    }

    #[test]
    fn outside_clues_stand_in_the_margin_by_their_lines() {
        // Inside-only puzzles keep the 900-unit frame; a clue outside widens it a cell each way.
        assert!(
            drawn(".Thermo~R1C1~R1C2")
                .starts_with("<svg class=\"variant\" viewBox=\"0 0 900 900\"")
        );
        for (puzzle, at) in [
            // A sandwich's clue left of its row, or above its column.
            (".Sandwich~10~R3", "x=\"-50\" y=\"263\">10<"),
            (".Sandwich~7~C2", "x=\"150\" y=\"-37\">7<"),
            // Skyscrapers and X-sums from either end: right of row 1, below column 9.
            (".Skyscraper~R1~~4", "x=\"950\" y=\"63\">4<"),
            (".XSum~C9~~15", "x=\"850\" y=\"963\">15<"),
            // A little killer from r1c2 down and left (to r2c1): its clue above-right of it,
            // at (-1, 2), the number back from the arrow.
            (".LittleKiller~12~R1C2", "x=\"258\" y=\"-45\">12<"),
        ] {
            let svg = drawn(puzzle);
            assert!(
                svg.starts_with("<svg class=\"variant outside\" viewBox=\"-100 -100 1100 1100\""),
                "{puzzle}: {svg}"
            );
            assert!(svg.contains(at), "{puzzle}: {at} in {svg}");
        }
        let little = drawn(".LittleKiller~12~R1C2");
        assert!(
            little.contains("points=\"224,-24 206,-6 217,-6 206,-6 206,-17\""),
            "{little}"
        );
        // A lunchbox along a whole row is a clue outside; a snaking one a line with its total.
        let row = (1..=9).map(|c| format!("~R2C{c}")).collect::<String>();
        assert!(drawn(&format!(".Lunchbox~11{row}")).contains("x=\"-50\" y=\"163\">11<"));
        let snake = drawn(".Lunchbox~7~R1C1~R2C1~R2C2");
        assert!(snake.starts_with("<svg class=\"variant\""), "{snake}");
        assert!(
            elements(&snake).contains(&"g.kind lunchbox".to_string()),
            "{snake}"
        );
        assert!(snake.contains(">7</text>"), "{snake}");
    }

    #[test]
    fn a_quadruple_circles_the_corner_its_cells_share() {
        let svg = drawn(".Quad~R2C3~1~2~9");
        assert!(svg.contains("cx=\"300\" cy=\"200\""), "{svg}");
        assert!(
            svg.contains("y=\"198\">1 2</text>") && svg.contains("y=\"215\">9</text>"),
            "{svg}"
        );
    }

    #[test]
    fn the_jigsaw_draws_only_the_edges_between_regions() {
        // Two regions: the first row and the rest: only the first row's bottom edges differ.
        let jigsaw = format!(".NoBoxes.Jigsaw~{}", "0".repeat(9) + &"1".repeat(72));
        let svg = drawn(&jigsaw);
        let path = svg.split("d=\"").nth(1).unwrap().split('"').next().unwrap();
        assert_eq!(path.matches('M').count(), 9, "{path}");
        assert!(path.starts_with("M0,100h100"), "{path}");
    }

    #[test]
    fn a_shared_puzzle_of_every_family_draws_well_formed() {
        for file in ["killer", "jigsaw", "thermo-arrow", "kropki-xv", "x-windoku"] {
            let path = format!(
                "{}/../shared/puzzles/variants/generated/{file}.txt",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(path).expect("the shared files");
            let line = text.lines().next().unwrap();
            let svg = drawn(line.split('\t').nth(1).unwrap());
            assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{file}");
            let (opened, closed) = (svg.matches('<').count(), svg.matches("</").count());
            assert_eq!(opened, 2 * closed, "{file}: every element closed: {svg}");
            assert!(elements(&svg).len() > 1, "{file}: something drawn");
        }
    }
}
