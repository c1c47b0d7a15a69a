//! Sue de Coq: a locked set spread over a box and a line through it.
//!
//! Where a box and a line cross, two or three empty cells C hold the digits V, at least two more
//! than C has cells. Cells D of the line outside the box hold only digits of V, and so do cells E
//! of the box outside the line, D's digits and E's apart, such that C, D and E together have as
//! many cells as V has digits:
//!
//! ```text
//!   box               line
//!   E  E  .           C C . | D . . | . . .
//!   C  C  .  ───────  (C, in both the box and the line)
//!   .  .  .
//! ```
//!
//! Each digit of V is at most once in C ∪ D ∪ E: a digit of D's lies in C or D, all in the line;
//! one of E's in C or E, all in the box; any other only in C. As many digits as cells, each
//! cell one of them: every digit of V is there exactly once. So D's digits leave the rest of
//! the line, E's the rest of the box, and the others (only in C) both.

use super::bits::{cells, digits, in_order};
use super::houses::House;
use super::{Candidates, Detail, Step, Technique, cell_at};
use crate::{Digit, DigitSet};

/// The most digits the crossing's cells hold beyond their number.
const MOST_EXTRA: i32 = 4;

/// The first Sue de Coq that removes a candidate: boxes in order, each with its rows then its
/// columns.
pub(super) fn sue_de_coq(candidates: &Candidates) -> Option<Step> {
    let marks = candidates.bits();
    let empty = (0..81)
        .filter(|&c| marks[c] != 0)
        .fold(0u128, |m, c| m | 1 << c);
    for b in House::BLOCKS {
        for line in b.lines_through() {
            let (box_cells, line_cells) = (b.mask(), line.mask());
            let crossing = box_cells & line_cells & empty;
            for c in subsets(crossing).filter(|c| c.count_ones() >= 2) {
                let v = union(&marks, c);
                // Two to four more digits than cells (with more, the sets to try multiply).
                let extra = v.count_ones() as i32 - c.count_ones() as i32;
                if !(2..=MOST_EXTRA).contains(&extra) {
                    continue;
                }
                // The cells outside the crossing whose digits are all in V.
                let within = |area: u128| {
                    cells(area & empty)
                        .filter(|&x| marks[x] & !v == 0)
                        .fold(0u128, |m, x| m | 1 << x)
                };
                let line_side = within(line_cells & !box_cells);
                let box_side = within(box_cells & !line_cells);
                for d in subsets(line_side).filter(|d| (d.count_ones() as i32) < extra) {
                    let vd = union(&marks, d);
                    let left = extra - d.count_ones() as i32;
                    for e in subsets(box_side).filter(|e| e.count_ones() as i32 == left) {
                        let ve = union(&marks, e);
                        if vd & ve != 0 {
                            continue;
                        }
                        let found = (c, d, e, v, vd, ve);
                        if let Some(step) = offer(candidates, (b, line), found) {
                            return Some(step);
                        }
                    }
                }
            }
        }
    }
    None
}

/// The digits of the cells `set`, a bit per digit.
fn union(marks: &[u16; 81], set: u128) -> u16 {
    cells(set).fold(0, |m, c| m | marks[c])
}

/// Every non-empty subset of `set`.
fn subsets(set: u128) -> impl Iterator<Item = u128> {
    let mut next = set;
    std::iter::from_fn(move || {
        let this = next;
        next = next.wrapping_sub(1) & set;
        (this != 0).then_some(this)
    })
}

/// The step of a Sue de Coq found, if it removes anything.
fn offer(
    candidates: &Candidates,
    (b, line): (House, House),
    (c, d, e, v, vd, ve): (u128, u128, u128, u16, u16, u16),
) -> Option<Step> {
    let (box_cells, line_cells) = (b.mask(), line.mask());
    let pattern = c | d | e;
    let mut removed = [0u128; 9];
    for z in digits(v) {
        let digit = Digit::from_table(z as u8);
        let area = if vd & 1 << z != 0 {
            line_cells
        } else if ve & 1 << z != 0 {
            box_cells
        } else {
            line_cells | box_cells
        };
        removed[z] = area & !pattern & candidates.with(digit);
    }
    let eliminations = in_order(&removed);
    if eliminations.is_empty() {
        return None;
    }
    let mut step = Step::new(Technique::SueDeCoq);
    let named = |set: u128| cells(set).map(|x| cell_at(x as u8));
    step.cells = named(c).chain(named(d)).chain(named(e)).collect();
    step.detail = Detail::Sets([c, d, e].map(|set| named(set).collect()).to_vec());
    step.units = vec![b.unit(), line.unit()];
    step.digits = DigitSet::from_bits(v);
    step.eliminations = eliminations;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    use super::super::named as cell;
    use super::super::only as board;

    #[test]
    fn a_crossing_with_two_more_digits_than_cells_locks_them_with_a_line_cell_and_a_box_cell() {
        // Box 1 and row 1 cross at r1c1-r1c3. r1c1 and r1c2 hold 1 2 3 4 between them; r1c7
        // (row 1) holds 1 2, r3c3 (box 1) 3 4: four cells, four digits. So row 1 loses 1 and 2
        // elsewhere, box 1 loses 3 and 4 elsewhere.
        let cells: [(&str, &[u8]); 4] = [
            ("r1c1", &[1, 2, 3]),
            ("r1c2", &[2, 3, 4]),
            ("r1c7", &[1, 2]),
            ("r3c3", &[3, 4]),
        ];
        let step = sue_de_coq(&board(&cells)).expect("a Sue de Coq");
        assert_eq!(step.technique, Technique::SueDeCoq);
        assert_eq!(
            step.sets().iter().map(|s| s.len()).collect::<Vec<_>>(),
            [2, 1, 1]
        );
        let named: Vec<Cell> = ["r1c1", "r1c2", "r1c7", "r3c3"].map(cell).into();
        assert_eq!(step.cells, named);
        let lost = |name: &str, d: u8| (cell(name), Digit::new(d).unwrap());
        // Row 1 but the pattern: c3, c4, c5, c6, c8, c9 lose 1 and 2; box 1 but the pattern
        // (r1c3 and r2c1-r3c2, r2c3) loses 3 and 4.
        for name in ["r1c3", "r1c4", "r1c9"] {
            assert!(step.eliminations.contains(&lost(name, 1)), "{step}");
            assert!(step.eliminations.contains(&lost(name, 2)), "{step}");
        }
        for name in ["r1c3", "r2c1", "r3c2"] {
            assert!(step.eliminations.contains(&lost(name, 3)), "{step}");
            assert!(step.eliminations.contains(&lost(name, 4)), "{step}");
        }
        assert!(!step.eliminations.contains(&lost("r1c4", 3)), "{step}");
        assert!(!step.eliminations.contains(&lost("r2c1", 1)), "{step}");
        // With r3c3 holding 2 4, the line's and the box's digits overlap: no Sue de Coq.
        let mut overlapping = cells;
        overlapping[3] = ("r3c3", &[2, 4]);
        assert!(sue_de_coq(&board(&overlapping)).is_none());
    }
}
