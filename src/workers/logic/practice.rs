//! A practice puzzle looked for (the technique library's Practice): `generate::Practice`'s
//! candidates a slice at a time, so that the worker answers between slices (a hint, the page's
//! watchdog), until one is found or [`PRACTICE_MS`] have gone by.

use sudoku_solver::generate::{Practice, Symmetry};
use sudoku_solver::logic::Technique;

use super::{LogicReply, LogicRequest};

/// How long a practice puzzle is looked for before the page is told none was found, in ms: most
/// techniques take well under a second, the rarest minutes (docs/BENCHMARKS.md, "Practice").
const PRACTICE_MS: f64 = 30_000.0;

/// A practice puzzle looked for: its request's number, the search, when it began.
pub(super) struct PracticeJob {
    id: u32,
    search: Practice,
    began: f64,
}

impl PracticeJob {
    /// The search for request `id`, begun at clock reading `now`; `None` for no technique to
    /// practise (the labelled guess).
    pub(super) fn start(id: u32, technique: Technique, seed: u64, now: f64) -> Option<PracticeJob> {
        let search = Practice::new(technique, Symmetry::Rotate180, seed)?;
        Some(PracticeJob {
            id,
            search,
            began: now,
        })
    }

    /// A slice of `slice_ms` (read on `now`): the reply once a puzzle is found, or none was in
    /// [`PRACTICE_MS`]; `None` while the search goes on.
    pub(super) fn slice(&mut self, now: impl Fn() -> f64, slice_ms: f64) -> Option<LogicReply> {
        let start = now();
        loop {
            if let Some(made) = self.search.step() {
                let puzzle = Some((made.puzzle, made.solution.board()));
                return Some(LogicReply::Generated {
                    id: self.id,
                    puzzle,
                });
            }
            let at = now();
            if at - self.began >= PRACTICE_MS {
                return Some(LogicReply::Generated {
                    id: self.id,
                    puzzle: None,
                });
            }
            if at - start >= slice_ms {
                return None;
            }
        }
    }
}

/// The candidates a practice puzzle asked all at once ([`practised`], in tests) is looked for
/// among.
#[cfg(test)]
const PRACTICE_TRIES: u32 = 50_000;

/// A practice puzzle asked all at once (`answer`'s way, in tests): looked for among
/// [`PRACTICE_TRIES`] candidates. The worker takes it in slices ([`PracticeJob`]) and never asks
/// this.
#[cfg(test)]
pub(super) fn practised(request: &LogicRequest) -> Option<LogicReply> {
    let LogicRequest::Practice {
        id,
        technique,
        seed,
    } = *request
    else {
        return None;
    };
    let mut search = Practice::new(technique, Symmetry::Rotate180, seed);
    let found = (0..PRACTICE_TRIES).find_map(|_| search.as_mut()?.step());
    Some(LogicReply::Generated {
        id,
        puzzle: found.map(|made| (made.puzzle, made.solution.board())),
    })
}

/// The worker takes a practice puzzle in slices ([`PracticeJob`]): never all at once.
#[cfg(not(test))]
pub(super) fn practised(_: &LogicRequest) -> Option<LogicReply> {
    None
}
