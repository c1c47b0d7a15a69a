//! Continuous loops: an alternating inference chain whose last node is weakly linked to its first.
//!
//! A loop of 2k distinct nodes (candidates or groups, `grouped.rs`) joined by strong and weak
//! links in turn pairs its nodes twice: into k strong links, each with at least one true end,
//! and into k weak links, each with at most one. So exactly k nodes are true, one at each end of
//! every link: each weak link becomes "exactly one of the two", and a candidate weakly linked to
//! both its ends is false. On one digit this is an X-cycle; a weak link inside a cell (two of its
//! candidates) takes the cell's other candidates.
//!
//! ```text
//!   A ══ B           ══ strong (one of the two holds it)
//!   ┆    ┆           ┄┄ weak (at most one does)
//!   D ══ C           A and C hold it, or B and D do: every weak link has one true end
//! ```

use super::bits::{in_order, seeing};
use super::{Candidates, Detail, Step, Technique, step};
use crate::{CellSet, Digit};

/// A chain's node: its cells (one, or a group's two or three) and its digit (0-8).
#[derive(Clone, Copy, PartialEq)]
struct Node {
    cells: u128,
    digit: usize,
}

/// `step` (a chain of candidates or groups, strong first and last) made the loop it closes when
/// its last node is weakly linked to its first, with what all the loop's weak links remove;
/// else `step` as it was.
pub(super) fn closed(candidates: &Candidates, step: Step) -> Step {
    loop_of(candidates, &step).unwrap_or(step)
}

/// The loop `step`'s chain closes, if it closes one that removes a candidate.
pub(super) fn loop_of(candidates: &Candidates, step: &Step) -> Option<Step> {
    let nodes: Vec<Node> = (step.chain().iter())
        .map(|node| Node {
            cells: node.cells.mask(),
            digit: usize::from(node.digit.get() - 1),
        })
        .collect();
    let count = nodes.len();
    let distinct = (1..count).all(|i| !nodes[..i].contains(&nodes[i]));
    if !distinct || count < 4 || !count.is_multiple_of(2) || !weak(nodes[count - 1], nodes[0]) {
        return None;
    }
    // The weak links: each odd node with the next, the last with the first.
    let with = candidates.with_each();
    let mut removed = [0u128; 9];
    for i in (1..count).step_by(2) {
        let (a, b) = (nodes[i], nodes[(i + 1) % count]);
        if a.digit == b.digit {
            removed[a.digit] |= seeing(a.cells | b.cells) & with[a.digit];
        } else {
            let cell = a.cells.trailing_zeros() as usize;
            for (d, places) in with.iter().enumerate() {
                if d != a.digit && d != b.digit && places >> cell & 1 == 1 {
                    removed[d] |= 1 << cell;
                }
            }
        }
    }
    let eliminations = in_order(&removed);
    if eliminations.is_empty() {
        return None;
    }
    let one_digit = nodes.iter().all(|n| n.digit == nodes[0].digit);
    let mut found = Step::new(if one_digit {
        Technique::XCycle
    } else {
        Technique::ContinuousLoop
    });
    // The drawing and the sentence close the loop: the first node again at the end.
    let chain: Vec<step::Node> = (nodes.iter().chain(&nodes[..1]))
        .map(|node| step::Node {
            digit: Digit::ALL[node.digit],
            cells: CellSet::from_mask(node.cells),
        })
        .collect();
    found.digits = chain.iter().map(|node| node.digit).collect();
    found.detail = Detail::Chain(chain);
    found.cells = step.cells.clone();
    found.eliminations = eliminations;
    Some(found)
}

/// Whether at most one of `a` and `b` is true: two candidates of one cell, or one digit in two
/// disjoint places that all see each other.
fn weak(a: Node, b: Node) -> bool {
    if a.digit == b.digit {
        a.cells & b.cells == 0 && b.cells & !seeing(a.cells) == 0
    } else {
        a.cells == b.cells && a.cells.count_ones() == 1
    }
}

#[cfg(test)]
mod tests {
    use super::super::se::{Tenths, length_extra};
    use super::super::{Candidates, Technique, named as cell, next_step, only};
    use crate::{Board, Cell, Digit};

    #[test]
    fn a_ring_of_two_candidate_cells_is_a_continuous_loop() {
        // r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c1 {4,1}: each sees the next and shares a digit
        // with it, the last with the first. Around the ring, each cell holds one of its two and
        // its neighbour the other; so each shared digit is in one of its two cells: 2 leaves the
        // rest of row 1, 3 of column 5, 4 of row 5, 1 of column 1.
        let ring = [
            ("r1c1", &[1, 2][..]),
            ("r1c5", &[2, 3]),
            ("r5c5", &[3, 4]),
            ("r5c1", &[4, 1]),
        ];
        let step = next_step(&only(&ring)).expect("a step");
        assert_eq!(step.technique, Technique::ContinuousLoop, "{step}");
        let d = |n| Digit::new(n).unwrap();
        let mut expected = Vec::new();
        for (digit, unit_cells) in [
            (2, ["r1c2", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"]),
            (3, ["r2c5", "r3c5", "r4c5", "r6c5", "r7c5", "r8c5", "r9c5"]),
            (4, ["r5c2", "r5c3", "r5c4", "r5c6", "r5c7", "r5c8", "r5c9"]),
            (1, ["r2c1", "r3c1", "r4c1", "r6c1", "r7c1", "r8c1", "r9c1"]),
        ] {
            expected.extend(unit_cells.map(|n| (cell(n), d(digit))));
        }
        expected.sort();
        let mut removed = step.eliminations.clone();
        removed.sort();
        assert_eq!(removed, expected, "{step}");
        // Closed: eight candidates, then the first again.
        assert_eq!(step.chain().len(), 9, "{step}");
        // Its strong links are all two-candidate cells: SE's Y-cycle, rated from 6.5 (a loop
        // with strong links between cells too is rated from 7.0).
        assert_eq!(
            super::super::se::step_rating(&step),
            Tenths(65 + length_extra(9))
        );
        assert_eq!(step.chain().first(), step.chain().last(), "{step}");
        // A near miss: r5c1 holds {4,6}, the ring is open, and no chain ends where it began.
        let mut open = ring;
        open[3] = ("r5c1", &[4, 6]);
        let found = next_step(&only(&open));
        assert!(found.is_none(), "{}", found.unwrap());
    }

    /// The empty board with every candidate everywhere but 1, kept only in row 1 at c1, c2 and
    /// c7, in column 3 at r2, r3 and r5, and in box 6 at r4c7 and r5c8, and `more` there.
    fn ones(more: &[&str]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        let one = Digit::new(1).unwrap();
        let kept = [
            "r1c1", "r1c2", "r1c7", "r2c3", "r3c3", "r5c3", "r4c7", "r5c8",
        ];
        for c in Cell::all() {
            let limited = c.row() == 0 || c.col() == 2 || c.box_index() == 5;
            let name = format!("r{}c{}", c.row() + 1, c.col() + 1);
            if limited && !kept.contains(&name.as_str()) && !more.contains(&name.as_str()) {
                candidates.eliminate(c, one);
            }
        }
        candidates
    }

    #[test]
    fn an_x_cycle_takes_groups() {
        // 1 in row 1: the group G (r1c1, r1c2) or r1c7; in column 3: the group H (r2c3, r3c3) or
        // r5c3; in box 6: r4c7 or r5c8. The cycle r1c7 = G - H = r5c3 - r5c8 = r4c7 - r1c7 has a
        // weak link in box 1 (G, H), one in row 5, one in column 7: each holds one 1, so the
        // rest of box 1, row 5 and column 7 lose it.
        let step = next_step(&ones(&[])).expect("a step");
        assert_eq!(step.technique, Technique::XCycle, "{step}");
        assert!(
            step.chain().iter().any(|n| n.cells.len() == 2),
            "grouped: {step}"
        );
        let one = Digit::new(1).unwrap();
        let mut expected: Vec<_> = [
            "r2c1", "r2c2", "r3c1", "r3c2", "r5c1", "r5c2", "r5c4", "r5c5", "r5c6", "r2c7", "r3c7",
            "r7c7", "r8c7", "r9c7",
        ]
        .map(|n| (cell(n), one))
        .into();
        expected.sort();
        let mut removed = step.eliminations.clone();
        removed.sort();
        assert_eq!(removed, expected, "{step}");
        assert_eq!(step.chain().first(), step.chain().last(), "{step}");
        // A near miss: a third place in box 6 (r6c9) leaves r4c7 and r5c8 unlinked: no loop.
        let found = next_step(&ones(&["r6c9"]));
        assert!(found.is_none(), "{}", found.unwrap());
    }
}
