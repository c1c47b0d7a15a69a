//! What the page says about the board beside its labels: the live check's line, what a hint
//! marks on a cell, a digit button's name.

use sudoku_solver::Verdict;

use crate::{Lang, fill};

/// The live check's line for the board as it is: `None` while checking; `Some(None)` when
/// digits clash.
pub fn live_check(verdict: Option<Option<Verdict>>, lang: Lang) -> &'static str {
    let pair: [&'static str; 2] = match verdict {
        None => ["Live check: checking\u{2026}", "实时检查：检查中……"],
        Some(None) => ["Live check: digits clash.", "实时检查：数字冲突。"],
        Some(Some(Verdict::Unique)) => [
            "Live check: exactly one solution.",
            "实时检查：恰有一个解。",
        ],
        Some(Some(Verdict::Multiple)) => [
            "Live check: more than one solution so far.",
            "实时检查：目前有多个解。",
        ],
        Some(Some(Verdict::NoSolution)) => [
            "Live check: this puzzle has no solution; some digit is wrong.",
            "实时检查：此题无解，有数字填错了。",
        ],
    };
    lang.pick::<&str>(&pair)
}

/// What a hint or an explained step marks on a cell, for its name: look here, because, changes.
pub const HINT_MARKS: [[&str; 2]; 3] = [
    ["hint: look here", "提示：看这里"],
    ["hint: because", "提示：依据"],
    ["hint: changes", "提示：变化"],
];

/// A digit button's name: the digit and how many are left to place.
pub fn digit_left(digit: &str, left: &str, lang: Lang) -> String {
    fill(lang, ["{}, {} left", "{}，剩余{}个"], &[digit, left])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_live_check_and_a_digit_button_speak_both_languages() {
        let unique = Some(Some(Verdict::Unique));
        assert_eq!(
            live_check(unique, Lang::En),
            "Live check: exactly one solution."
        );
        assert_eq!(live_check(unique, Lang::Zh), "实时检查：恰有一个解。");
        assert_eq!(
            live_check(Some(None), Lang::En),
            "Live check: digits clash."
        );
        assert_eq!(digit_left("4", "6", Lang::En), "4, 6 left");
        assert_eq!(digit_left("4", "6", Lang::Zh), "4，剩余6个");
    }
}
