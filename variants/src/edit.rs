//! A puzzle changed one step at a time, as a rules editor draws it (the page's Draw rules): a
//! clause of our format added, the rules on some cells taken away, a rule over the whole grid
//! turned on or off. Each step is checked as the format is (a cage no digits can total, a dot
//! between cells that do not touch: the error names it), so a drawing never holds what the
//! format could not.

use crate::iss::ParseError;
use crate::puzzle::Puzzle;
use crate::text;

/// `puzzle` with `change` made:
///
/// | change | what it does |
/// |---|---|
/// | `remove CELL...` | every rule naming one of the cells, as our format writes it, goes (a cage or a line with a cell among them, a dot beside one, a little killer starting at one) |
/// | `toggle CLAUSE` | a rule with no cells (`antiknight`, `diagonal /`) is added, or taken away if the puzzle has it |
/// | a clause | added (`cage 15 r1c1 r1c2`, `thermo r1c1 r1c2 r1c3`, `white r1c1 r1c2`) |
pub fn edit(puzzle: &Puzzle, change: &str) -> Result<Puzzle, ParseError> {
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
