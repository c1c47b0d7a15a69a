//! Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4).

use super::basic::{combinations_of, two_to};
use super::houses::House;
use super::{Candidates, Detail, Step, Technique};
use crate::{Cell, Digit, DigitSet, Unit};

/// A fish of `size` on one digit: `size` base lines (rows, or columns) whose places for the digit
/// lie in `size` cover lines (columns, or rows) between them. The digit is then in those cells of
/// the cover lines, and goes from the rest of them.
pub(super) fn fish(candidates: &Candidates, size: usize) -> Option<Step> {
    let technique = match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    for digit in Digit::ALL {
        // Rows as base with columns as cover, then the other way: two families of houses where
        // a base house's cell at position `p` lies in cover house `p`.
        for (base, cover) in [(House::ROWS, House::COLUMNS), (House::COLUMNS, House::ROWS)] {
            let places: [u16; 9] = std::array::from_fn(|i| candidates.places(base[i], digit));
            let lines = two_to(size, |i| places[i].count_ones());
            for picked in combinations_of(lines, size) {
                let chosen = (0..9).filter(|i| picked & 1 << i != 0);
                let covered = chosen.clone().fold(0u16, |all, i| all | places[i]);
                if covered.count_ones() as usize != size {
                    continue;
                }
                let chosen: Vec<usize> = chosen.collect();
                let covers: Vec<usize> = (0..9).filter(|i| covered & (1 << i) != 0).collect();
                let mut eliminations = Vec::new();
                for &c in &covers {
                    for (i, cell) in cover[c].cells().enumerate() {
                        if !chosen.contains(&i) && candidates.get(cell).contains(digit) {
                            eliminations.push((cell, digit));
                        }
                    }
                }
                if eliminations.is_empty() {
                    continue;
                }
                let mut step = Step::new(technique);
                step.cells = chosen
                    .iter()
                    .flat_map(|&i| base[i].cells())
                    .filter(|&c: &Cell| candidates.get(c).contains(digit))
                    .collect();
                let base: Vec<Unit> = chosen.iter().map(|&i| base[i].unit()).collect();
                let cover: Vec<Unit> = covers.iter().map(|&c| cover[c].unit()).collect();
                step.units = [&base[..], &cover[..]].concat();
                step.detail = Detail::Fish { base, cover };
                step.digits = DigitSet::EMPTY.with(digit);
                step.eliminations = eliminations;
                return Some(step);
            }
        }
    }
    None
}
