//! Unique rectangles of types 2 to 6, and hidden rectangles (type 1 is in `wings.rs`).
//!
//! Four empty cells at the corners of a rectangle over two rows, two columns and two boxes, all
//! holding the candidates a and b, must not end up holding only a and b: the two digits could
//! then swap and the puzzle would have two solutions. A puzzle has one, so whatever would lead
//! there is false. The corners holding only {a,b} are the floor, the others the roof:
//!
//! ```text
//!   floor  {a,b}     {a,b}      type 2: roofs {a,b,x}: one holds x; cells seeing both lose x
//!   roof   {a,b,x}   {a,b,x}    type 3: roofs' extras and a cell of their unit: a naked pair
//!                               type 4: a in the roofs' unit only there: b goes from the roofs
//!   type 5: two or three roofs on a diagonal, each {a,b,x}: cells seeing them all lose x
//!   type 6: floor on a diagonal, a only in the rectangle in both rows: the roofs lose a
//!   hidden rectangle: one floor corner {a,b}; in the opposite corner's row and column a lies
//!   only in the rectangle: the opposite corner loses b
//! ```

use super::houses::House;
use super::{Candidates, Step, Technique};
use crate::{Cell, Digit, DigitSet, Unit};

/// A rectangle of empty cells over two boxes, all four holding `ab`.
struct Rectangle {
    /// Corners: (r1,c1), (r1,c2), (r2,c1), (r2,c2).
    corners: [Cell; 4],
    ab: DigitSet,
}

impl Rectangle {
    /// The corners holding only a and b.
    fn floor(&self, candidates: &Candidates) -> Vec<Cell> {
        (self.corners.iter())
            .filter(|&&c| candidates.get(c) == self.ab)
            .copied()
            .collect()
    }

    /// The corners holding more.
    fn roof(&self, candidates: &Candidates) -> Vec<Cell> {
        (self.corners.iter())
            .filter(|&&c| candidates.get(c) != self.ab)
            .copied()
            .collect()
    }

    /// The step, its cells the floor then the roof (then `more`).
    fn step(
        &self,
        candidates: &Candidates,
        technique: Technique,
        more: &[Cell],
        eliminations: Vec<(Cell, Digit)>,
    ) -> Option<Step> {
        if eliminations.is_empty() {
            return None;
        }
        let mut step = Step::new(technique);
        step.cells = self.floor(candidates);
        step.cells.extend(self.roof(candidates));
        step.cells.extend_from_slice(more);
        step.digits = self.ab;
        step.eliminations = eliminations;
        Some(step)
    }
}

/// Every rectangle of the board with a corner holding only its two digits (each type needs one),
/// once per such corner.
fn rectangles(candidates: &Candidates) -> Vec<Rectangle> {
    let mut all = Vec::new();
    for corner in Cell::all().filter(|&c| candidates.get(c).len() == 2) {
        let ab = candidates.get(corner);
        let (r1, c1) = (corner.row(), corner.col());
        for r2 in (0..9).filter(|&r| r != r1) {
            for c2 in (0..9).filter(|&c| c != c1) {
                // Two boxes: the rows in one band or the columns in one stack, not both.
                if (r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3) {
                    continue;
                }
                let at = |r: usize, c: usize| Cell::from_table((r * 9 + c) as u8);
                let (top, bottom) = (r1.min(r2), r1.max(r2));
                let (left, right) = (c1.min(c2), c1.max(c2));
                let corners = [
                    at(top, left),
                    at(top, right),
                    at(bottom, left),
                    at(bottom, right),
                ];
                if corners
                    .iter()
                    .all(|&c| candidates.get(c).intersect(ab) == ab)
                {
                    all.push(Rectangle { corners, ab });
                }
            }
        }
    }
    all
}

/// Whether `digit`'s places in `house` are all among `cells`.
fn only_in(candidates: &Candidates, house: House, digit: Digit, cells: &[Cell]) -> bool {
    house
        .cells()
        .filter(|&c| candidates.get(c).contains(digit))
        .all(|c| cells.contains(&c))
}

/// The houses both `a` and `b` are in (rows, columns, boxes).
fn shared_units(a: Cell, b: Cell) -> Vec<House> {
    let theirs = House::of(b);
    House::of(a)
        .into_iter()
        .filter(|house| theirs.contains(house))
        .collect()
}

/// The first unique rectangle of types 2 to 6, or hidden rectangle, trying each type over every
/// rectangle before the next.
pub(super) fn unique_rectangles(candidates: &Candidates) -> Option<Step> {
    // Four corners holding only a and b are the deadly pattern itself: a board with two
    // solutions, no puzzle, where these rules prove nothing.
    let mut all = rectangles(candidates);
    all.retain(|r| !r.roof(candidates).is_empty());
    let types: [fn(&Candidates, &Rectangle) -> Option<Step>; 5] =
        [type_2_or_5, type_3, type_4, type_6, hidden];
    types
        .iter()
        .find_map(|found| all.iter().find_map(|r| found(candidates, r)))
}

/// Types 2 and 5: every roof holds a, b and one same digit x: one of them holds x.
fn type_2_or_5(candidates: &Candidates, rectangle: &Rectangle) -> Option<Step> {
    let roof = rectangle.roof(candidates);
    if !(2..=3).contains(&roof.len()) {
        return None;
    }
    let first = candidates.get(roof[0]);
    let mut extra = first.difference(rectangle.ab).iter();
    let (Some(x), None) = (extra.next(), extra.next()) else {
        return None;
    };
    if roof.iter().any(|&c| candidates.get(c) != first) {
        return None;
    }
    let lined =
        roof.len() == 2 && (roof[0].row() == roof[1].row() || roof[0].col() == roof[1].col());
    let technique = if lined {
        Technique::UniqueRectangle2
    } else {
        Technique::UniqueRectangle5
    };
    rectangle.step(
        candidates,
        technique,
        &[],
        candidates.seen_by(x, &roof, &roof),
    )
}

/// Type 3: two roofs in one unit; their digits other than a and b, with one more cell of the
/// unit that holds just those two, make a naked pair (one of the roofs holds one of them).
fn type_3(candidates: &Candidates, rectangle: &Rectangle) -> Option<Step> {
    let roof = rectangle.roof(candidates);
    let [p, q] = roof[..] else { return None };
    let extra = candidates
        .get(p)
        .union(candidates.get(q))
        .difference(rectangle.ab);
    if extra.len() != 2 {
        return None;
    }
    for unit in shared_units(p, q) {
        for other in unit.cells().filter(|&c| c != p && c != q) {
            if candidates.get(other) != extra {
                continue;
            }
            let eliminations: Vec<(Cell, Digit)> = unit
                .cells()
                .filter(|&c| c != p && c != q && c != other)
                .flat_map(|c| {
                    let here = candidates.get(c).intersect(extra);
                    here.iter().map(move |d| (c, d))
                })
                .collect();
            let mut step = rectangle.step(
                candidates,
                Technique::UniqueRectangle3,
                &[other],
                eliminations,
            );
            if let Some(step) = step.as_mut() {
                step.units = vec![unit.unit()];
            }
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// Type 4: two roofs in one unit where a has no other place: one of them holds a, so neither
/// may hold b (the other would be b, and the four could swap).
fn type_4(candidates: &Candidates, rectangle: &Rectangle) -> Option<Step> {
    let roof = rectangle.roof(candidates);
    let [p, q] = roof[..] else { return None };
    for unit in shared_units(p, q) {
        for a in rectangle.ab.iter() {
            if !only_in(candidates, unit, a, &[p, q]) {
                continue;
            }
            let b = rectangle.ab.without(a);
            let eliminations = [p, q]
                .iter()
                .flat_map(|&c| b.iter().map(move |d| (c, d)))
                .collect();
            let mut step =
                rectangle.step(candidates, Technique::UniqueRectangle4, &[], eliminations)?;
            step.units = vec![unit.unit()];
            return Some(step);
        }
    }
    None
}

/// Type 6: the floor on a diagonal, and a with no place outside the rectangle in both its rows
/// (or both its columns): were a roof a, both roofs would be, both floors b, and the four could
/// swap; so the roofs lose a.
fn type_6(candidates: &Candidates, rectangle: &Rectangle) -> Option<Step> {
    let floor = rectangle.floor(candidates);
    let [f, g] = floor[..] else { return None };
    if f.row() == g.row() || f.col() == g.col() {
        return None;
    }
    let roof = rectangle.roof(candidates);
    let corners = &rectangle.corners;
    for a in rectangle.ab.iter() {
        let only_rectangle = |unit| only_in(candidates, unit, a, corners);
        let rows = only_rectangle(House::row(f.row())) && only_rectangle(House::row(g.row()));
        let cols = only_rectangle(House::column(f.col())) && only_rectangle(House::column(g.col()));
        if !rows && !cols {
            continue;
        }
        let eliminations = roof.iter().map(|&c| (c, a)).collect();
        let mut step =
            rectangle.step(candidates, Technique::UniqueRectangle6, &[], eliminations)?;
        step.units = if rows {
            vec![Unit::Row(f.row()), Unit::Row(g.row())]
        } else {
            vec![Unit::Column(f.col()), Unit::Column(g.col())]
        };
        return Some(step);
    }
    None
}

/// A hidden rectangle: a corner holding only a and b, and a with no place outside the
/// rectangle in the row and the column of the opposite corner: were that corner b, the two
/// corners beside it would be a, the first corner b, and the four could swap; so it loses b.
fn hidden(candidates: &Candidates, rectangle: &Rectangle) -> Option<Step> {
    let corners = &rectangle.corners;
    for (i, &floor) in corners.iter().enumerate() {
        if candidates.get(floor) != rectangle.ab {
            continue;
        }
        // The opposite corner: (r1,c1) and (r2,c2) are 0 and 3, (r1,c2) and (r2,c1) 1 and 2.
        let opposite = corners[3 - i];
        for a in rectangle.ab.iter() {
            let only_rectangle = |unit| only_in(candidates, unit, a, corners);
            if !only_rectangle(House::row(opposite.row()))
                || !only_rectangle(House::column(opposite.col()))
            {
                continue;
            }
            let b = rectangle.ab.without(a);
            let eliminations = b.iter().map(|d| (opposite, d)).collect();
            let mut step = Step::new(Technique::HiddenRectangle);
            step.cells = vec![floor];
            step.cells
                .extend(corners.iter().filter(|&&c| c != floor && c != opposite));
            step.cells.push(opposite);
            step.digits = rectangle.ab;
            step.units = vec![Unit::Row(opposite.row()), Unit::Column(opposite.col())];
            step.eliminations = eliminations;
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    //! Each type on a hand-made board (every candidate everywhere, then a few cells narrowed),
    //! asked of its own rule so that no simpler technique stands in front of it; and a near miss
    //! where it must not fire.

    use super::*;
    use crate::Board;

    use super::super::named as cell;

    fn digits(list: &[u8]) -> DigitSet {
        list.iter().map(|&d| Digit::new(d).unwrap()).collect()
    }

    /// A board whose named cells hold only the digits given; `absent` digits are then taken
    /// from every other cell of the named units ("r2", "c4", "b2").
    fn board(cells: &[(&str, &[u8])], absent: &[(&str, &[u8])]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        for &(name, keep) in cells {
            for d in Digit::ALL
                .into_iter()
                .filter(|&d| !digits(keep).contains(d))
            {
                candidates.eliminate(cell(name), d);
            }
        }
        let named: Vec<Cell> = cells.iter().map(|&(n, _)| cell(n)).collect();
        for &(unit, gone) in absent {
            let i = usize::from(unit.as_bytes()[1] - b'1');
            let house = match unit.as_bytes()[0] {
                b'r' => House::row(i),
                b'c' => House::column(i),
                _ => House::block(i),
            };
            for c in house.cells().filter(|c| !named.contains(c)) {
                for d in digits(gone).iter() {
                    candidates.eliminate(c, d);
                }
            }
        }
        candidates
    }

    /// What `rule` finds on the first rectangle it fires on: its technique and eliminations.
    fn found(
        candidates: &Candidates,
        rule: fn(&Candidates, &Rectangle) -> Option<Step>,
    ) -> Option<(Technique, Vec<(Cell, Digit)>)> {
        (rectangles(candidates).iter())
            .find_map(|r| rule(candidates, r))
            .map(|s| (s.technique, s.eliminations))
    }

    fn removed(list: &[(&str, u8)]) -> Vec<(Cell, Digit)> {
        list.iter()
            .map(|&(c, d)| (cell(c), Digit::new(d).unwrap()))
            .collect()
    }

    const FLOOR: [(&str, &[u8]); 2] = [("r1c1", &[1, 2]), ("r1c4", &[1, 2])];

    #[test]
    fn type_2_one_roof_holds_the_shared_extra() {
        let roof: [(&str, &[u8]); 2] = [("r2c1", &[1, 2, 3]), ("r2c4", &[1, 2, 3])];
        let fires = board(&[FLOOR[0], FLOOR[1], roof[0], roof[1]], &[]);
        let row_2: Vec<(&str, u8)> = ["r2c2", "r2c3", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"]
            .iter()
            .map(|&c| (c, 3))
            .collect();
        // Only row 2's other cells see both roofs (in two columns and two boxes).
        let mut expected = removed(&row_2);
        expected.sort_by_key(|&(c, _)| c.index());
        assert_eq!(
            found(&fires, type_2_or_5),
            Some((Technique::UniqueRectangle2, expected))
        );
        let apart = board(
            &[
                FLOOR[0],
                FLOOR[1],
                ("r2c1", &[1, 2, 3]),
                ("r2c4", &[1, 2, 4]),
            ],
            &[],
        );
        assert_eq!(found(&apart, type_2_or_5), None);
    }

    #[test]
    fn type_3_the_roofs_extras_make_a_naked_pair() {
        let cells = [
            FLOOR[0],
            FLOOR[1],
            ("r2c1", &[1, 2, 3][..]),
            ("r2c4", &[1, 2, 4]),
            ("r2c8", &[3, 4]),
        ];
        let fires = board(&cells, &[]);
        let (technique, gone) = found(&fires, type_3).expect("a type 3");
        assert_eq!(technique, Technique::UniqueRectangle3);
        assert!(gone.contains(&(cell("r2c9"), Digit::new(3).unwrap())));
        assert!(gone.iter().all(|&(c, d)| c.row() == 1 && d.get() >= 3));
        assert!(
            !gone
                .iter()
                .any(|&(c, _)| [cell("r2c8"), cell("r2c1")].contains(&c))
        );
        let mut miss = cells;
        miss[4] = ("r2c8", &[3, 5]);
        assert_eq!(found(&board(&miss, &[]), type_3), None);
    }

    #[test]
    fn type_4_a_digit_only_in_the_roofs_unit_there() {
        let roof: [(&str, &[u8]); 2] = [("r2c1", &[1, 2, 5]), ("r2c4", &[1, 2, 6])];
        let cells = [FLOOR[0], FLOOR[1], roof[0], roof[1]];
        let fires = board(&cells, &[("r2", &[1])]);
        assert_eq!(
            found(&fires, type_4),
            Some((
                Technique::UniqueRectangle4,
                removed(&[("r2c1", 2), ("r2c4", 2)])
            ))
        );
        assert_eq!(found(&board(&cells, &[]), type_4), None);
    }

    #[test]
    fn type_5_roofs_on_a_diagonal() {
        let cells = [
            ("r1c1", &[1, 2][..]),
            ("r2c4", &[1, 2]),
            ("r1c4", &[1, 2, 7]),
            ("r2c1", &[1, 2, 7]),
        ];
        let fires = board(&cells, &[]);
        let (technique, gone) = found(&fires, type_2_or_5).expect("a type 5");
        assert_eq!(technique, Technique::UniqueRectangle5);
        // The cells seeing r1c4 and r2c1: in box 1 row 1 and box 2 row 2.
        let mut expected = removed(&[("r1c2", 7), ("r1c3", 7), ("r2c5", 7), ("r2c6", 7)]);
        expected.sort_by_key(|&(c, _)| c.index());
        assert_eq!(gone, expected);
    }

    #[test]
    fn type_6_a_digit_only_in_the_rectangle_along_both_rows() {
        let cells = [
            ("r1c1", &[1, 2][..]),
            ("r2c4", &[1, 2]),
            ("r1c4", &[1, 2, 7]),
            ("r2c1", &[1, 2, 8]),
        ];
        let fires = board(&cells, &[("r1", &[1]), ("r2", &[1])]);
        assert_eq!(
            found(&fires, type_6),
            Some((
                Technique::UniqueRectangle6,
                removed(&[("r1c4", 1), ("r2c1", 1)])
            ))
        );
        assert_eq!(found(&board(&cells, &[("r1", &[1])]), type_6), None);
    }

    #[test]
    fn hidden_rectangle_a_digit_only_in_the_rectangle_beside_the_opposite_corner() {
        let cells = [
            ("r1c1", &[1, 2][..]),
            ("r1c4", &[1, 2, 5]),
            ("r2c1", &[1, 2, 6]),
            ("r2c4", &[1, 2, 7]),
        ];
        let fires = board(&cells, &[("r2", &[1]), ("c4", &[1])]);
        assert_eq!(
            found(&fires, hidden),
            Some((Technique::HiddenRectangle, removed(&[("r2c4", 2)])))
        );
        assert_eq!(found(&board(&cells, &[("r2", &[1])]), hidden), None);
    }

    #[test]
    fn four_boxes_make_no_rectangle() {
        let cells = [
            ("r1c1", &[1, 2][..]),
            ("r1c4", &[1, 2]),
            ("r4c1", &[1, 2, 3]),
            ("r4c4", &[1, 2, 3]),
        ];
        assert_eq!(found(&board(&cells, &[]), type_2_or_5), None);
    }
}
