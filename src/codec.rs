//! The text encodings shared by both workers' messages and the stored memory: boards travel as
//! their 81-character line (`Board::from_line` reads it back), and the rest as below. Every
//! decoder answers `None` for text that is not what its encoder writes, never a panic.
//!
//! ```text
//! CELLS     cell indices 0-80, comma-separated, or -         3,40,80
//! PAIRS     CELL:DIGIT, comma-separated, or -                 3:7,40:1
//! DIGITS    the digits, or -                                   137
//! VERDICT   unique  multiple  none  clash
//! TIMED     TRIES,PLACEMENTS,BACKTRACKS,DEPTH,MICROS          (times as whole microseconds, so
//!                                                               no float parser is linked in)
//! OUTCOME   unique:GRID  multiple:GRID:GRID  none  clash:CELLS
//! ```

use sudoku_solver::{
    Algorithm, Board, Cell, CellSet, Counts, Digit, DigitSet, Outcome, Solution, Timed, Verdict,
};

/// Cells as text: their indices, `,` apart; `-` for none.
pub fn encode_cells(cells: impl IntoIterator<Item = Cell>) -> String {
    let list: Vec<String> = cells.into_iter().map(|c| c.index().to_string()).collect();
    if list.is_empty() {
        "-".into()
    } else {
        list.join(",")
    }
}

/// Reads what [`encode_cells`] wrote.
pub fn decode_cells(text: &str) -> Option<Vec<Cell>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',')
        .map(|index| Cell::new(index.parse().ok()?))
        .collect()
}

/// Candidates (or digits) as text: `CELL:DIGIT` pairs (the cell's index), `,` apart; `-` for
/// none.
pub fn encode_pairs(pairs: &[(Cell, Digit)]) -> String {
    let list: Vec<String> = pairs
        .iter()
        .map(|(cell, digit)| format!("{}:{digit}", cell.index()))
        .collect();
    if list.is_empty() {
        "-".into()
    } else {
        list.join(",")
    }
}

/// Reads what [`encode_pairs`] wrote.
pub fn decode_pairs(text: &str) -> Option<Vec<(Cell, Digit)>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',')
        .map(|pair| {
            let (cell, digit) = pair.split_once(':')?;
            Some((
                Cell::new(cell.parse().ok()?)?,
                Digit::new(digit.parse().ok()?)?,
            ))
        })
        .collect()
}

/// A set of digits as its digits in order ("137"); `-` for none.
pub fn encode_digits(digits: DigitSet) -> String {
    let text: String = digits.iter().map(|d| char::from(b'0' + d.get())).collect();
    if text.is_empty() { "-".into() } else { text }
}

/// Reads what [`encode_digits`] wrote.
pub fn decode_digits(text: &str) -> Option<DigitSet> {
    match text {
        "-" => Some(DigitSet::EMPTY),
        list => list.bytes().try_fold(DigitSet::EMPTY, |set, b| {
            Some(set.with(Digit::new(b.checked_sub(b'0')?)?))
        }),
    }
}

/// A verdict's word; `clash` for none (clashing digits are never searched).
pub fn encode_verdict(verdict: Option<Verdict>) -> &'static str {
    match verdict {
        Some(Verdict::Unique) => "unique",
        Some(Verdict::Multiple) => "multiple",
        Some(Verdict::NoSolution) => "none",
        None => "clash",
    }
}

/// The verdict a word names: `Some(None)` for `clash`, `None` for a word that is none of them.
pub fn decode_verdict(word: &str) -> Option<Option<Verdict>> {
    match word {
        "unique" => Some(Some(Verdict::Unique)),
        "multiple" => Some(Some(Verdict::Multiple)),
        "none" => Some(Some(Verdict::NoSolution)),
        "clash" => Some(None),
        _ => None,
    }
}

/// An algorithm's place in [`Algorithm::ALL`], which messages carry instead of its name: the
/// worker then needs no name parser.
pub fn encode_algorithm(algorithm: Algorithm) -> usize {
    Algorithm::ALL
        .iter()
        .position(|&a| a == algorithm)
        .unwrap_or_default()
}

/// An algorithm's stable name on the page: in saves and as its option's value. It keeps the names
/// first written (before the solver's `Display` became short), so old saves still read and the
/// page's DOM does not change.
pub fn algorithm_name(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Naive => "Naive backtracking",
        Algorithm::CandidatesFirst => "Candidates first",
        Algorithm::Fast => "Fast",
    }
}

/// Reads what [`encode_algorithm`] wrote.
pub fn decode_algorithm(index: &str) -> Option<Algorithm> {
    Algorithm::ALL.get(index.parse::<usize>().ok()?).copied()
}

/// Milliseconds as whole microseconds.
pub fn micros(millis: f64) -> u64 {
    (millis * 1000.0).round().max(0.0) as u64
}

/// Whole microseconds as milliseconds.
pub fn millis_of(micros: u64) -> f64 {
    micros as f64 / 1000.0
}

/// `TRIES,PLACEMENTS,BACKTRACKS,DEPTH`.
pub fn encode_counts(c: &Counts) -> String {
    format!(
        "{},{},{},{}",
        c.tries, c.placements, c.backtracks, c.max_depth
    )
}

/// Reads the four fields [`encode_counts`] wrote.
pub fn decode_counts(fields: &[&str]) -> Option<Counts> {
    let [tries, placements, backtracks, depth] = fields else {
        return None;
    };
    Some(Counts {
        tries: tries.parse().ok()?,
        placements: placements.parse().ok()?,
        backtracks: backtracks.parse().ok()?,
        max_depth: depth.parse().ok()?,
    })
}

/// `TRIES,PLACEMENTS,BACKTRACKS,DEPTH,MICROS`.
pub fn encode_timed(timed: &Timed) -> String {
    format!("{},{}", encode_counts(&timed.counts), micros(timed.millis))
}

/// Reads what [`encode_timed`] wrote.
pub fn decode_timed(text: &str) -> Option<Timed> {
    let fields: Vec<&str> = text.split(',').collect();
    let [counts @ .., micros] = &fields[..] else {
        return None;
    };
    Some(Timed {
        counts: decode_counts(counts)?,
        millis: millis_of(micros.parse().ok()?),
    })
}

/// `unique:GRID`, `multiple:GRID:GRID`, `none` or `clash:CELLS`.
pub fn encode_outcome(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Unique(s) => format!("unique:{s}"),
        Outcome::Multiple(a, b) => format!("multiple:{a}:{b}"),
        Outcome::NoSolution => "none".into(),
        Outcome::Clash(cells) => format!("clash:{}", encode_cells(cells.iter())),
        // An outcome a later solver adds: `decode_outcome` refuses it, so the page says the
        // answer was not understood rather than show something wrong.
        _ => "unknown".into(),
    }
}

/// Reads what [`encode_outcome`] wrote; a solution must be one (a full grid that breaks no rule).
pub fn decode_outcome(text: &str) -> Option<Outcome> {
    let solution = |grid: &str| Solution::try_from(Board::from_line(grid)?).ok();
    let parts: Vec<&str> = text.split(':').collect();
    Some(match parts[..] {
        ["unique", grid] => Outcome::Unique(solution(grid)?),
        ["multiple", a, b] => Outcome::Multiple(solution(a)?, solution(b)?),
        ["none"] => Outcome::NoSolution,
        ["clash", cells] => {
            let set: CellSet = decode_cells(cells)?.into_iter().collect();
            if set.is_empty() {
                return None;
            }
            Outcome::Clash(set)
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_encoding_round_trips_and_refuses_garbage() {
        let cells: Vec<Cell> = [0, 40, 80].map(|i| Cell::new(i).unwrap()).to_vec();
        assert_eq!(decode_cells(&encode_cells(cells.clone())), Some(cells));
        assert_eq!(decode_cells(&encode_cells([])), Some(vec![]));
        let pairs = vec![(Cell::new(3).unwrap(), Digit::new(7).unwrap())];
        assert_eq!(decode_pairs(&encode_pairs(&pairs)), Some(pairs));
        let digits = DigitSet::EMPTY
            .with(Digit::new(1).unwrap())
            .with(Digit::new(9).unwrap());
        assert_eq!(decode_digits(&encode_digits(digits)), Some(digits));
        assert_eq!(
            decode_digits(&encode_digits(DigitSet::EMPTY)),
            Some(DigitSet::EMPTY)
        );
        for algorithm in Algorithm::ALL {
            let index = encode_algorithm(algorithm).to_string();
            assert_eq!(decode_algorithm(&index), Some(algorithm));
        }
        let timed = Timed {
            counts: Counts {
                tries: 45_360,
                placements: 1,
                backtracks: 2,
                max_depth: 3,
            },
            millis: 0.125,
        };
        assert_eq!(decode_timed(&encode_timed(&timed)), Some(timed));
        for garbage in ["", "81", "1,", ",", "3:0", "3:x", "a", "0,1,2,3", "1:2:3"] {
            assert_eq!(decode_pairs(garbage), None, "{garbage:?}");
            assert_eq!(decode_timed(garbage), None, "{garbage:?}");
            assert_eq!(decode_verdict(garbage), None, "{garbage:?}");
            assert_eq!(decode_outcome(garbage), None, "{garbage:?}");
        }
        assert_eq!(decode_cells("81"), None);
        assert_eq!(decode_digits("0"), None);
        assert_eq!(decode_outcome("clash:-"), None);
    }
}
