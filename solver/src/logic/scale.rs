//! Sudoku Explainer's scale (SE, 1.0 to 11.9, kept here in tenths), and what a chain's length
//! adds to a rating on it.

/// A rating on SE's scale, in tenths (SE 7.2 is 72).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tenths(pub u16);

impl std::fmt::Display for Tenths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// SE's extra for a chain's length: a tenth for each of the ceilings 4, 6, 8, 12, 16, 24, ...
/// (each half again, then a third again, the last) that `length` passes.
pub fn length_extra(length: usize) -> u16 {
    let (mut extra, mut ceiling, mut half) = (0, 4, true);
    while length > ceiling {
        extra += 1;
        ceiling = if half {
            ceiling * 3 / 2
        } else {
            ceiling * 4 / 3
        };
        half = !half;
    }
    extra
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_gains_a_tenth_past_each_ceiling() {
        // SE's ceilings: 4, 6, 8, 12, 16, 24, 32, 48.
        let extras: Vec<u16> = [4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25, 32, 33]
            .iter()
            .map(|&n| length_extra(n))
            .collect();
        assert_eq!(extras, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
        assert_eq!(Tenths(72).to_string(), "7.2");
        assert_eq!(Tenths(100).to_string(), "10.0");
    }
}
