//! Puzzles to practise a technique: the generator aimed at a technique instead of a level. A
//! candidate (a random grid, dug to minimal under the symmetry) is kept when its logical path
//! (the page's: what Hint and Explain solution show) uses the technique asked for and none later
//! in the page's order, simplest first ([`Technique::ALL`]): its hardest step in that order
//! is the technique. (Not by SE's scale, where a naked single rates above a hidden single and a
//! pointing pair: no path that needs only hidden singles would rate its hardest a hidden
//! single.) It is graded with only the techniques up to that one ([`next_step_upto`]): a
//! candidate that needs a later one is dropped at the first step none of them finds, without the
//! harder searches. How often a candidate hits, per technique, is measured by
//! `examples/practice_rates.rs` (docs/BENCHMARKS.md).

use super::{Generated, Rng, Symmetry, dig, random_grid};
use crate::logic::{Candidates, Technique, next_step_upto};

/// A search for a puzzle whose hardest step is one technique, a candidate per
/// [`Practice::step`] (so a caller can show progress, or stop).
#[derive(Clone, Debug)]
pub struct Practice {
    technique: Technique,
    symmetry: Symmetry,
    rng: Rng,
    tries: u32,
}

impl Practice {
    /// A search for `technique` with `symmetry`, seeded with `seed`; `None` for the labelled
    /// guess, which is no technique to practise.
    pub fn new(technique: Technique, symmetry: Symmetry, seed: u64) -> Option<Practice> {
        (technique != Technique::Guess).then(|| Practice {
            technique,
            symmetry,
            rng: Rng::new(seed),
            tries: 0,
        })
    }

    /// How many candidates were graded so far.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// Makes and grades one candidate: `Some` when its hardest step in the page's order is the
    /// technique.
    pub fn step(&mut self) -> Option<Generated> {
        self.tries += 1;
        let solution = random_grid(&mut self.rng);
        let puzzle = dig(&solution.board(), self.symmetry, &mut self.rng);
        let mut candidates = Candidates::new(&puzzle);
        let mut hardest = 0;
        while !candidates.is_solved() {
            let step = next_step_upto(&candidates, self.technique)?;
            hardest = hardest.max(technique_order(step.technique));
            candidates.apply(&step);
        }
        (hardest == technique_order(self.technique)).then_some(Generated {
            puzzle,
            solution,
            tries: self.tries,
        })
    }
}

/// Where `technique` is in the page's order, simplest first.
pub fn technique_order(technique: Technique) -> usize {
    (Technique::ALL.iter())
        .position(|&t| t == technique)
        .unwrap_or(Technique::ALL.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::is_minimal;
    use crate::logic::LogicalPath;

    fn practise(technique: Technique, seed: u64) -> Generated {
        let mut search = Practice::new(technique, Symmetry::Rotate180, seed).unwrap();
        (0..20_000)
            .find_map(|_| search.step())
            .expect("a puzzle within 20,000 candidates")
    }

    #[test]
    fn the_puzzle_made_has_the_technique_as_its_hardest_step() {
        for technique in [
            Technique::HiddenSingle,
            Technique::Pointing,
            Technique::XWing,
        ] {
            let made = practise(technique, 7);
            let path = LogicalPath::of(&made.puzzle).unwrap();
            let hardest = path
                .steps
                .iter()
                .map(|s| technique_order(s.technique))
                .max();
            assert_eq!(hardest, Some(technique_order(technique)), "{}", made.puzzle);
            assert_eq!(made.puzzle.count_solutions(2), 1);
            assert!(is_minimal(&made.puzzle, Symmetry::Rotate180));
            let solved = made.solution.board();
            assert!(
                crate::Cell::all()
                    .all(|c| made.puzzle.get(c).is_none_or(|d| solved.get(c) == Some(d)))
            );
        }
    }

    #[test]
    fn the_same_seed_makes_the_same_puzzle_and_a_guess_is_refused() {
        let first = practise(Technique::NakedPair, 11);
        assert_eq!(practise(Technique::NakedPair, 11), first);
        assert!(Practice::new(Technique::Guess, Symmetry::Rotate180, 1).is_none());
    }
}
