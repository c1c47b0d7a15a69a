//! The path SE's rules take through a puzzle: the registry's SE order (`registry::SE`), a step at
//! a time, and its three numbers.

use super::{RatedStep, SeRating, SeTechnique, Tenths};
use crate::logic::{Candidates, Level, NotAPuzzle, Technique, guess, registry, unique_solution};
use crate::{Board, Solution};

/// The path SE's rules take through a puzzle, each step rated.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SePath {
    /// The steps, in order.
    pub steps: Vec<RatedStep>,
}

impl SePath {
    /// SE's path through `board` (a guess, rated 12.0, where nothing is found).
    pub fn of(board: &Board) -> Result<SePath, NotAPuzzle> {
        let solution = unique_solution(board)?;
        let mut candidates = Candidates::new(board);
        let mut steps = Vec::new();
        while let Some(rated) = step_or_guess_se(&candidates, &solution) {
            candidates.apply(&rated.step);
            steps.push(rated);
        }
        Ok(SePath { steps })
    }

    /// The path's ER, EP and ED (all zero for a full board).
    pub fn rating(&self) -> SeRating {
        let steps = self.steps.iter();
        rating_of(steps.map(|s| {
            (
                s.rating,
                !s.step.placements.is_empty(),
                s.step.eliminations.is_empty(),
            )
        }))
    }

    /// The puzzle's level: the range of SE's scale its ER falls in.
    pub fn level(&self) -> Level {
        Level::of_er(self.rating().er)
    }

    /// How many steps were guesses (where none of SE's rules, nor this engine's nested forcing
    /// nets, found one).
    pub fn guesses(&self) -> usize {
        let guess = SeTechnique::Same(Technique::Guess);
        self.steps.iter().filter(|s| s.technique == guess).count()
    }

    /// The technique of the hardest step (the first of the highest rating).
    pub fn hardest(&self) -> Option<SeTechnique> {
        let top = self.steps.iter().map(|s| s.rating).max()?;
        self.steps
            .iter()
            .find(|s| s.rating == top)
            .map(|s| s.technique)
    }
}

/// The next step of SE's path on `candidates` (see [`next_step_se`]), or, where none of SE's rules
/// nor this engine's nested forcing nets find one, a guess of `solution`'s digit (rated 12.0);
/// `None` when the board is full. What [`SePath::of`] takes a step at a time, for a caller that
/// takes the path in slices (the page's logic worker).
pub fn step_or_guess_se(candidates: &Candidates, solution: &Solution) -> Option<RatedStep> {
    if candidates.is_solved() {
        return None;
    }
    Some(next_step_se(candidates).unwrap_or_else(|| RatedStep::of(guess(candidates, solution))))
}

/// The next step in SE's order, rated: SE's techniques from the lowest rating up (SukakuExplainer's
/// late-2019 default set), then SE's chains, each rule's choice among what it finds as SE
/// makes it; `None` where none applies.
pub fn next_step_se(candidates: &Candidates) -> Option<RatedStep> {
    registry::first_rated(registry::SE, candidates)
}

/// ER, EP and ED from each step's rating, whether it places a digit and whether it removes
/// nothing.
fn rating_of(steps: impl Iterator<Item = (Tenths, bool, bool)>) -> SeRating {
    let mut rating = SeRating::default();
    let (mut placed, mut removed) = (false, false);
    for (tenths, places, removes_nothing) in steps {
        rating.er = rating.er.max(tenths);
        if !placed {
            rating.ep = rating.ep.max(tenths);
            placed = places;
        }
        if !removed {
            rating.ed = rating.ed.max(tenths);
            removed = places || !removes_nothing;
        }
    }
    rating
}
