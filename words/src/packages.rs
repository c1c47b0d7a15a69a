//! What the npm and Python packages say (`packages/api`): why a board is not a puzzle, in a
//! thrown error. A parse error's reason is [`status::parse_error_text`](crate::status::parse_error_text),
//! as the page says it.

use sudoku_solver::logic::NotAPuzzle;

use crate::{Lang, fill};

/// Why `board` has no explanation, no hint and no rating: "Not a puzzle: it has more than one
/// solution." in `lang`.
pub fn not_a_puzzle(not: &NotAPuzzle, lang: Lang) -> String {
    match not {
        NotAPuzzle::Clash(cells) => fill(
            lang,
            [
                "Not a puzzle: the givens clash in {}.",
                "不是一道题：这些格子的数字互相冲突：{}。",
            ],
            &[&lang.cells(&cells.iter().collect::<Vec<_>>())],
        ),
        NotAPuzzle::NoSolution => lang
            .pick(&[
                "Not a puzzle: no grid completes these givens.",
                "不是一道题：没有任何填法能完成这些数字。",
            ])
            .to_string(),
        NotAPuzzle::Multiple => lang
            .pick(&[
                "Not a puzzle: it has more than one solution.",
                "不是一道题：它有多个解。",
            ])
            .to_string(),
        _ => lang.pick(&["Not a puzzle.", "不是一道题。"]).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::Board;

    #[test]
    fn each_reason_is_said_in_both_languages() {
        let clash: Board = format!("11{}", ".".repeat(79)).parse().unwrap();
        let cells = clash.clashes();
        assert_eq!(cells.len(), 2);
        let not = NotAPuzzle::Clash(cells);
        assert_eq!(
            not_a_puzzle(&not, Lang::En),
            "Not a puzzle: the givens clash in Row 1, Column 1; Row 1, Column 2."
        );
        assert_eq!(
            not_a_puzzle(&not, Lang::Zh),
            "不是一道题：这些格子的数字互相冲突：第1行，第1列；第1行，第2列。"
        );
        for not in [NotAPuzzle::NoSolution, NotAPuzzle::Multiple] {
            let (en, zh) = (not_a_puzzle(&not, Lang::En), not_a_puzzle(&not, Lang::Zh));
            assert!(en.starts_with("Not a puzzle: "), "{en}");
            assert!(zh.starts_with("不是一道题："), "{zh}");
        }
        assert_ne!(
            not_a_puzzle(&NotAPuzzle::NoSolution, Lang::En),
            not_a_puzzle(&NotAPuzzle::Multiple, Lang::En)
        );
    }
}
