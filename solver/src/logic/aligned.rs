//! Aligned pair and triple exclusion: two or three cells filled together, every way their
//! candidates allow tried. A way is out when it gives two of them that see each other the same
//! digit, or takes every candidate of a cell that sees them all. A candidate that no way left
//! uses goes. Found as Sudoku Explainer finds them (`se/aligned.rs`, shared with SE's path).

use super::bits::cells;
use super::se::aligned::aligned_set;
use super::{Candidates, Detail, Step, Technique, cell_at};
use crate::DigitSet;

/// The first aligned exclusion of `degree` cells (2: a pair, 3: a triple) that removes a
/// candidate.
pub(super) fn aligned_exclusion(candidates: &Candidates, degree: usize) -> Option<Step> {
    let marks = candidates.bits();
    let found = aligned_set(&marks, degree)?;
    let technique = match degree {
        2 => Technique::AlignedPairExclusion,
        _ => Technique::AlignedTripleExclusion,
    };
    let mut step = Step::new(technique);
    let aligned: Vec<_> = found.cells.iter().map(|&c| cell_at(c as u8)).collect();
    let excluders: Vec<_> = cells(found.excluders).map(|c| cell_at(c as u8)).collect();
    step.cells = [&aligned[..], &excluders[..]].concat();
    step.detail = Detail::Sets(vec![aligned, excluders]);
    step.eliminations = found.removed.iter().map(|c| c.named()).collect();
    step.digits = step
        .eliminations
        .iter()
        .map(|&(_, d)| d)
        .collect::<DigitSet>();
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Digit};

    use super::super::named as cell;

    /// Rows 1 and 2 and boxes 1 and 2 without 1 to 4, but the named cells, which hold only the
    /// digits given.
    fn position(cells: &[(&str, &[u8])]) -> Candidates {
        let mut candidates = Candidates::new(&Board::EMPTY);
        let low = [1, 2, 3, 4].map(|d| Digit::new(d).unwrap());
        for c in crate::Cell::all().filter(|c| c.row() < 2 || [0, 1].contains(&c.box_index())) {
            for d in low {
                candidates.eliminate(c, d);
            }
        }
        for &(name, keep) in cells {
            for d in Digit::ALL {
                if keep.contains(&d.get()) {
                    candidates.add(cell(name), d);
                } else {
                    candidates.eliminate(cell(name), d);
                }
            }
        }
        candidates
    }

    #[test]
    fn a_pair_whose_filling_would_empty_a_cell_seeing_both_loses_the_candidate() {
        // A = r1c1 (1 2) and B = r2c4 (1 2 3), seen both by r1c5 (1 3) and r2c2 (2 3). B = 3
        // would leave r1c5 nothing with A = 1, and r2c2 nothing with A = 2: B loses 3.
        let pair = |excluder: &[u8]| -> Candidates {
            let cells: [(&str, &[u8]); 4] = [
                ("r1c1", &[1, 2]),
                ("r2c4", &[1, 2, 3]),
                ("r1c5", &[1, 3]),
                ("r2c2", excluder),
            ];
            position(&cells)
        };
        let step = aligned_exclusion(&pair(&[2, 3]), 2).expect("an aligned pair exclusion");
        assert_eq!(step.technique, Technique::AlignedPairExclusion);
        assert_eq!(step.eliminations, [(cell("r2c4"), Digit::new(3).unwrap())]);
        assert_eq!(
            step.sets().iter().map(|s| s.len()).collect::<Vec<_>>(),
            [2, 2]
        );
        assert_eq!(step.cells[..2], [cell("r1c1"), cell("r2c4")]);
        // With r2c2 holding 2 and 4, B = 3 and A = 2 empty nothing: no exclusion.
        let near = aligned_exclusion(&pair(&[2, 4]), 2);
        assert!(near.is_none(), "{}", near.unwrap());
    }

    #[test]
    fn a_triple_whose_every_filling_with_a_digit_empties_a_cell_loses_it() {
        // A = r1c1 (1 2), B = r1c5 (1 3), C = r2c2 (4 5); r1c2 (1 3 4) and r1c3 (2 4) see all
        // three. C = 4 leaves A and B 1-3 (r1c2 emptied), 2-1 or 2-3 (r1c3 emptied): C loses 4.
        let triple = |excluder: &[u8]| -> Candidates {
            let cells: [(&str, &[u8]); 5] = [
                ("r1c1", &[1, 2]),
                ("r1c5", &[1, 3]),
                ("r2c2", &[4, 5]),
                ("r1c2", &[1, 3, 4]),
                ("r1c3", excluder),
            ];
            position(&cells)
        };
        let step = aligned_exclusion(&triple(&[2, 4]), 3).expect("an aligned triple exclusion");
        assert_eq!(step.technique, Technique::AlignedTripleExclusion, "{step}");
        assert_eq!(
            step.eliminations,
            [(cell("r2c2"), Digit::new(4).unwrap())],
            "{step}"
        );
        // With r1c3 holding 2 and 5, C = 4 with A = 2 empties nothing.
        let near = aligned_exclusion(&triple(&[2, 5]), 3);
        assert!(near.is_none(), "{}", near.unwrap());
    }
}
