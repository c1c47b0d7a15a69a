//! Either/or ([`Constraint::Or`]): at least one alternative holds. Each alternative's rules run
//! on a copy of the candidates (to a fixed point of their own); what no alternative that
//! survives keeps leaves its cell, and once an alternative's cells are all placed it is judged
//! by the plain checker, so an alternative broken only at the end (a repeat in its cage) is
//! still refused.

use crate::check::{alternative_holds, alternative_part};
use crate::puzzle::{Constraint, Puzzle};
use crate::rules::{Rule, rules};
use crate::shape::Shape;
use crate::work::{Clash, Found, Work};

/// One alternative, ready to run.
pub(crate) struct Alternative {
    /// Its constraints as a puzzle of their own, and the houses they make, for the checker.
    part: Puzzle,
    houses: Vec<Vec<usize>>,
    /// The digits its givens and allowed cells leave.
    start: Vec<(usize, u16)>,
    /// Its rules.
    rules: Vec<Rule>,
    /// The cells it is about.
    cells: Vec<usize>,
}

impl Alternative {
    /// The cells it is about.
    pub(crate) fn cells(&self) -> &[usize] {
        &self.cells
    }
}

/// The alternatives of an either/or on a grid of `shape`.
pub(crate) fn alternatives(shape: Shape, alternatives: &[Vec<Constraint>]) -> Vec<Alternative> {
    let full = ((1u32 << shape.digits()) - 1) as u16;
    alternatives
        .iter()
        .map(|constraints| {
            let (part, houses) = alternative_part(shape, constraints);
            let mut allowed = vec![full; shape.cells()];
            let rules = rules(&part, &houses, &mut allowed);
            let start: Vec<(usize, u16)> = (allowed.iter().enumerate())
                .filter(|&(_, &digits)| digits != full)
                .map(|(cell, &digits)| (cell, digits))
                .collect();
            let mut cells: Vec<usize> = (rules.iter().flat_map(Rule::cells))
                .chain(houses.iter().flatten().copied())
                .chain(start.iter().map(|&(cell, _)| cell))
                .collect();
            cells.sort_unstable();
            cells.dedup();
            Alternative {
                part,
                houses,
                start,
                rules,
                cells,
            }
        })
        .collect()
}

/// The digits each cell keeps under `alternative`, or `None` when it cannot hold.
fn run(alternative: &Alternative, work: &Work, watch: &[Vec<u32>]) -> Option<Vec<u16>> {
    let mut scratch = Work::new(work.peer_sets, watch, 0, work.size);
    scratch.start(work.grid.clone(), None);
    let narrowed = (|| -> Found {
        for &(cell, digits) in &alternative.start {
            scratch.keep(cell, digits)?;
        }
        // Its rules to their own fixed point (a few rounds at most).
        for _ in 0..4 {
            let before = scratch.grid.clone();
            for rule in &alternative.rules {
                rule.propagate(&mut scratch)?;
            }
            if scratch.grid == before {
                break;
            }
        }
        Ok(())
    })();
    narrowed.ok()?;
    let placed = |c: &usize| scratch.grid[*c].count_ones() == 1;
    if alternative.cells.iter().all(placed) {
        let digits: Vec<u8> = (scratch.grid.iter())
            .map(|&g| {
                if g.count_ones() == 1 {
                    g.trailing_zeros() as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        if !alternative_holds(&alternative.part, &alternative.houses, &digits) {
            return None;
        }
    }
    Some(scratch.grid)
}

/// At least one alternative holds: each cell that an alternative is about keeps what the
/// alternatives left standing keep (an alternative not about it keeps it whole).
pub(crate) fn either(alternatives: &[Alternative], watch: &[Vec<u32>], work: &mut Work) -> Found {
    let mut kept = vec![0u16; work.grid.len()];
    let mut any = false;
    for alternative in alternatives {
        let Some(grid) = run(alternative, work, watch) else {
            continue;
        };
        any = true;
        for (keep, &narrowed) in kept.iter_mut().zip(&grid) {
            *keep |= narrowed;
        }
    }
    if !any {
        return Err(Clash);
    }
    for (cell, &keep) in kept.iter().enumerate() {
        work.keep(cell, keep)?;
    }
    Ok(())
}
