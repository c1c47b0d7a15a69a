//! A puzzle changed one step at a time, as a rules editor draws it (the page's Draw rules): a
//! clause of our format added, the rules on some cells taken away, a rule over the whole grid
//! turned on or off. Each step is checked as the format is (a cage no digits can total, a dot
//! between cells that do not touch: the error names it), so a drawing never holds what the
//! format could not.

use crate::iss::{ParseError, read_cell};
use crate::puzzle::{Constraint, Puzzle};
use crate::text;

/// `puzzle` with `change` made:
///
/// | change | what it does |
/// |---|---|
/// | `remove CELL...` | every rule naming one of the cells, as our format writes it, goes (a cage or a line with a cell among them, a dot beside one, a little killer starting at one) |
/// | `toggle CLAUSE` | a rule with no cells (`antiknight`, `diagonal /`) is added, or taken away if the puzzle has it |
/// | `piece CELL...` | the cells make a jigsaw region (the 3x3 boxes go with the first); a region they overlap goes back to the cells left over |
/// | a clause | added (`cage 15 r1c1 r1c2`, `thermo r1c1 r1c2 r1c3`, `white r1c1 r1c2`) |
///
/// `remove` takes the cells out of their jigsaw regions too: each region holding one goes back
/// to the cells left over, and with the last region the jigsaw goes (the boxes come back).
pub fn edit(puzzle: &Puzzle, change: &str) -> Result<Puzzle, ParseError> {
    let words: Vec<&str> = change.split_whitespace().collect();
    let cells = |names: &[&str]| -> Result<Vec<usize>, ParseError> {
        (names.iter())
            .map(|name| read_cell(puzzle.shape, name))
            .collect()
    };
    match words.split_first() {
        Some((&"piece", names)) => pieces(puzzle, &cells(names)?, true),
        Some((&"remove", names)) => clauses(&pieces(puzzle, &cells(names)?, false)?, change),
        _ => clauses(puzzle, change),
    }
}

/// The cells left over on a jigsaw being drawn: the one region id that need not be a region.
const LEFT_OVER: u8 = 35;

/// `puzzle` with the jigsaw regions holding any of `cells` given back to the cells left over;
/// then, if `make`, `cells` made a region of their own. With no region left, no jigsaw.
fn pieces(puzzle: &Puzzle, cells: &[usize], make: bool) -> Result<Puzzle, ParseError> {
    let mut next = puzzle.clone();
    let at = (next.constraints.iter()).position(|c| matches!(c, Constraint::Regions(_)));
    let mut ids = match at.map(|at| next.constraints.remove(at)) {
        Some(Constraint::Regions(ids)) => ids,
        _ if !make => return Ok(next),
        _ => vec![LEFT_OVER; puzzle.shape.cells()],
    };
    for &cell in cells {
        let old = ids[cell];
        ids.iter_mut()
            .filter(|id| **id == old)
            .for_each(|id| *id = LEFT_OVER);
    }
    if make {
        let fresh = (0..LEFT_OVER).find(|id| !ids.contains(id));
        let fresh = fresh.ok_or(ParseError::Regions)?;
        cells.iter().for_each(|&cell| ids[cell] = fresh);
    }
    next.constraints.retain(|c| *c != Constraint::NoBoxes);
    if ids.iter().any(|&id| id != LEFT_OVER) {
        next.constraints.push(Constraint::Regions(ids));
        next.constraints.push(Constraint::NoBoxes);
    }
    text::parse(&text::write(&next))
}

/// `puzzle` with `change` made on its clauses, as our format writes them.
fn clauses(puzzle: &Puzzle, change: &str) -> Result<Puzzle, ParseError> {
    let written = text::write(puzzle);
    let mut clauses: Vec<String> = (written.split(';'))
        .map(|clause| clause.trim().to_string())
        .collect();
    let words: Vec<&str> = change.split_whitespace().collect();
    match words.split_first() {
        Some((&"remove", cells)) => {
            let named = |clause: &String| {
                (clause.split_whitespace().skip(1)).any(|word| {
                    let word = word.trim_end_matches(':');
                    cells.iter().any(|cell| cell.eq_ignore_ascii_case(word))
                })
            };
            clauses.retain(|clause| !named(clause));
        }
        Some((&"toggle", rule)) => {
            let rule = rule.join(" ");
            match clauses.iter().position(|clause| *clause == rule) {
                Some(at) => _ = clauses.remove(at),
                None => clauses.push(rule),
            }
        }
        _ => clauses.push(change.trim().to_string()),
    }
    text::parse(&clauses.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Constraint, Dot};

    fn check(start: &str, changes: &[&str], wanted: &str) {
        let mut puzzle = text::parse(start).unwrap();
        for change in changes {
            puzzle = edit(&puzzle, change).unwrap_or_else(|e| panic!("{change}: {e}"));
        }
        assert_eq!(text::write(&puzzle), wanted);
    }

    #[test]
    fn clauses_are_added_and_rules_on_cells_removed() {
        check(
            "9x9",
            &[
                "cage 15 r1c1 r1c2",
                "thermo r2c1 r2c2 r2c3",
                "white r3c3 r3c4",
            ],
            "9x9; cage 15 r1c1 r1c2; thermo r2c1 r2c2 r2c3; white r3c3 r3c4",
        );
        // A rule naming any of the cells goes; the others stay.
        check(
            "9x9; cage 15 r1c1 r1c2; thermo r2c1 r2c2 r2c3; white r3c3 r3c4",
            &["remove r2c3 r3c4"],
            "9x9; cage 15 r1c1 r1c2",
        );
        // An arrow's circle is written `r4c4:`: removing it removes the arrow.
        check("9x9; arrow r4c4: r4c5 r4c6", &["remove r4c4"], "9x9");
    }

    #[test]
    fn a_rule_over_the_grid_is_toggled() {
        check("9x9", &["toggle antiknight"], "9x9; antiknight");
        check(
            "9x9; antiknight; diagonal /",
            &["toggle antiknight"],
            "9x9; diagonal /",
        );
        let puzzle = edit(&text::parse("9x9").unwrap(), "toggle diagonal \\").unwrap();
        assert_eq!(puzzle.constraints, [Constraint::Diagonal(-1)]);
    }

    #[test]
    fn a_jigsaw_is_drawn_region_by_region_and_taken_apart() {
        let empty = text::parse("9x9").unwrap();
        // The first row, then the second: each a region; the boxes gone.
        let names = |row: usize| {
            (1..=9)
                .map(|c| format!("r{row}c{c}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let one = edit(&empty, &format!("piece {}", names(1))).unwrap();
        let two = edit(&one, &format!("piece {}", names(2))).unwrap();
        let Some(Constraint::Regions(ids)) = two.constraints.first() else {
            panic!("{:?}", two.constraints)
        };
        assert_eq!(&ids[..18], &[[0u8; 9], [1; 9]].concat()[..]);
        assert!(ids[18..].iter().all(|&id| id == LEFT_OVER));
        assert!(two.constraints.contains(&Constraint::NoBoxes));
        assert_eq!(
            two.houses().len(),
            9 + 9 + 2,
            "rows, columns, the two regions"
        );
        // A region of eight cells is not one: refused, by name.
        let short = (1..=8)
            .map(|c| format!("r3c{c}"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            edit(&two, &format!("piece {short}")),
            Err(ParseError::Regions)
        );
        // A cell of the first row removed: that region goes back; the second stays. Then the
        // second: no jigsaw, the boxes back.
        let back = edit(&two, "remove r1c5").unwrap();
        assert_eq!(back.houses().len(), 9 + 9 + 1);
        let none = edit(&back, "remove r2c1").unwrap();
        assert_eq!(none, empty);
    }

    #[test]
    fn a_step_the_format_refuses_is_refused_by_name() {
        let empty = text::parse("9x9").unwrap();
        // Cells that do not touch take no dot; a cage of two cells cannot total 30.
        assert!(edit(&empty, "white r1c1 r3c3").is_err());
        assert!(edit(&empty, "cage 30 r1c1 r1c2").is_err());
        assert!(edit(&empty, "flying r1c1").is_err());
        let dotted = edit(&empty, "black r1c1 r2c1").unwrap();
        assert!(matches!(
            dotted.constraints[..],
            [Constraint::Dot {
                kind: Dot::Black,
                ..
            }]
        ));
    }
}
