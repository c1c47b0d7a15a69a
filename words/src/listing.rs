//! The code of each algorithm, as short pseudocode in both languages, and which of its lines a
//! search event executes: Step through highlights them, so a learner sees which line of the loop
//! made each change on the board.
//!
//! The worker knows the events and calls [`lines_of`]; it sends the page a bit mask of lines
//! (bit `i` for line `i + 1`), and the page, which alone holds the texts ([`listing`]), marks
//! them. The listings are our own words for the tutorials' loops: the first tutorial's recursive
//! `solve` (naive), the third tutorial's loop with its list of steps (candidates first), and this
//! project's propagate-then-guess search (fast).

use sudoku_solver::{Algorithm, Event};

/// One line of a listing: how deep it is indented, and its text in English and Chinese.
pub type Line = (u8, [&'static str; 2]);

const NAIVE: [Line; 9] = [
    (0, ["solve(board):", "求解(棋盘)："]),
    (
        1,
        [
            "cell ← the first empty cell, in reading order",
            "格 ← 按阅读顺序的第一个空格",
        ],
    ),
    (
        1,
        [
            "if there is none: a solution! The tutorial stops here; we look for a second",
            "若没有空格：得到一个解！教程到此停止；我们继续找第二个解",
        ],
    ),
    (1, ["for d = 1, 2, … 9:", "对 d = 1, 2, … 9："]),
    (2, ["tries ← tries + 1", "尝试次数 ← 尝试次数 + 1"]),
    (
        2,
        [
            "if d is already in the cell's row, column or box: a clash, next d",
            "若 d 已在该格的行、列或宫中：冲突，试下一个 d",
        ],
    ),
    (
        2,
        [
            "else write d in the cell and solve(board): go deeper",
            "否则把 d 写入该格，再求解(棋盘)：深入一层",
        ],
    ),
    (
        1,
        [
            "no digit fits: back to the cell before, which takes its digit back",
            "没有数字可放：退回上一个格子，收回它的数字",
        ],
    ),
    (
        0,
        [
            "the search ends at the second solution, or with nothing left to try",
            "找到第二个解，或已无可试时，搜索结束",
        ],
    ),
];

const CANDIDATES_FIRST: [Line; 12] = [
    (
        0,
        [
            "steps ← an empty list (the way back)",
            "步骤 ← 空列表（用来回退）",
        ],
    ),
    (0, ["repeat:", "重复："]),
    (
        1,
        [
            "work out each empty cell's candidates: the digits not in its row, column or box",
            "算出每个空格的候选数：不在其行、列、宫中的数字",
        ],
    ),
    (
        1,
        [
            "sort the empty cells by how many candidates they have (ties keep reading order)",
            "按候选数的个数给空格排序（个数相同则保持阅读顺序）",
        ],
    ),
    (
        1,
        [
            "if there are none: a solution! The tutorial stops here; we go back for a second",
            "若没有空格：得到一个解！教程到此停止；我们回退去找第二个解",
        ],
    ),
    (
        1,
        [
            "cell ← the first of them: the fewest candidates",
            "格 ← 排在最前的格子：候选数最少",
        ],
    ),
    (
        1,
        [
            "if it has a candidate: tries ← tries + 1; write the first one",
            "若它有候选数：尝试次数 ← 尝试次数 + 1；写入第一个",
        ],
    ),
    (
        2,
        [
            "add (cell, its other candidates) to steps: go deeper",
            "把（该格，其余候选数）加入步骤：深入一层",
        ],
    ),
    (
        1,
        [
            "else a dead end: take back the last step, erasing its digit",
            "否则走进死路：撤回最后一步，擦掉它的数字",
        ],
    ),
    (
        2,
        [
            "if that step has no candidate left: a dead end too",
            "若那一步已无候选数：同样是死路",
        ],
    ),
    (
        2,
        [
            "else tries ← tries + 1; write its next candidate and carry on",
            "否则尝试次数 ← 尝试次数 + 1；写入它的下一个候选数，继续",
        ],
    ),
    (
        0,
        [
            "the search ends at the second solution, or with no step left to take back",
            "找到第二个解，或已无步骤可撤回时，搜索结束",
        ],
    ),
];

const FAST: [Line; 9] = [
    (0, ["solve(board):", "求解(棋盘)："]),
    (
        1,
        [
            "deduce: place every naked and hidden single, remove locked candidates, until nothing changes",
            "推理：反复填入显性和隐性唯一数，删去区块排除的候选数，直到不再变化",
        ],
    ),
    (
        1,
        [
            "if a cell or a unit has no way left: a contradiction, return",
            "若某格或某区域已无可能：矛盾，返回",
        ],
    ),
    (
        1,
        [
            "if every cell is filled: a solution! We look for a second",
            "若所有格子都已填好：得到一个解！我们继续找第二个解",
        ],
    ),
    (
        1,
        [
            "cell ← an empty cell with the fewest candidates (two, where one has two)",
            "格 ← 候选数最少的空格（有只剩两个候选数的格子就选它）",
        ],
    ),
    (
        1,
        [
            "for each candidate d of the cell:",
            "对该格的每个候选数 d：",
        ],
    ),
    (
        2,
        [
            "guesses ← guesses + 1; on a copy of the board, write d",
            "猜测次数 ← 猜测次数 + 1；在棋盘的副本上写入 d",
        ],
    ),
    (2, ["solve(copy): go deeper", "求解(副本)：深入一层"]),
    (
        0,
        [
            "the search ends at the second solution, or when every guess is tried",
            "找到第二个解，或所有猜测都已试过时，搜索结束",
        ],
    ),
];

/// The pseudocode of `algorithm`, a line a row.
pub fn listing(algorithm: Algorithm) -> &'static [Line] {
    match algorithm {
        Algorithm::Naive => &NAIVE,
        Algorithm::CandidatesFirst => &CANDIDATES_FIRST,
        Algorithm::Fast => &FAST,
    }
}

/// The mask of 1-based line numbers.
const fn mask(lines: &[u32]) -> u16 {
    let mut bits = 0;
    let mut i = 0;
    while i < lines.len() {
        bits |= 1 << (lines[i] - 1);
        i += 1;
    }
    bits
}

/// The lines of `algorithm`'s listing that `event` executes, as a mask (bit `i` for line
/// `i + 1`), given the event before it (`None` at the start): after a dead end, the
/// candidates-first loop writes a step's next candidate (line 11), not a new cell's first (7-8).
pub fn lines_of(algorithm: Algorithm, event: &Event, before: Option<&Event>) -> u16 {
    let going_back = matches!(before, Some(Event::DeadEnd { .. } | Event::Solution(_)));
    match (algorithm, event) {
        (_, Event::Finished) => 1 << (listing(algorithm).len() - 1),
        (Algorithm::Naive, Event::Choose { .. }) => mask(&[2]),
        (Algorithm::Naive, Event::Solution(_)) => mask(&[3]),
        (Algorithm::Naive, Event::Try { clash: Some(_), .. }) => mask(&[5, 6]),
        (Algorithm::Naive, Event::Try { clash: None, .. }) => mask(&[5, 7]),
        (Algorithm::Naive, Event::DeadEnd { .. }) => mask(&[8]),
        (Algorithm::CandidatesFirst, Event::Choose { .. }) => mask(&[3, 4, 6]),
        (Algorithm::CandidatesFirst, Event::Solution(_)) => mask(&[3, 4, 5]),
        (Algorithm::CandidatesFirst, Event::Try { .. }) if going_back => mask(&[11]),
        (Algorithm::CandidatesFirst, Event::Try { .. }) => mask(&[7, 8]),
        (Algorithm::CandidatesFirst, Event::DeadEnd { .. }) if going_back => mask(&[10]),
        (Algorithm::CandidatesFirst, Event::DeadEnd { .. }) => mask(&[9]),
        (Algorithm::Fast, Event::Deduced { .. }) => mask(&[2]),
        (Algorithm::Fast, Event::Refuted { .. }) => mask(&[3]),
        (Algorithm::Fast, Event::Solution(_)) => mask(&[4]),
        (Algorithm::Fast, Event::Guess { .. }) if matches!(before, Some(Event::Deduced { .. })) => {
            mask(&[5, 7])
        }
        (Algorithm::Fast, Event::Guess { .. }) => mask(&[7]),
        // Events an algorithm never has.
        _ => 0,
    }
}

/// The line a log entry names: the last of the lines an event executes (its outcome: the clash,
/// the placement, the guess), 1-based; `None` for no line.
pub fn main_line(lines: u16) -> Option<u32> {
    (lines != 0).then(|| 16 - lines.leading_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::{Board, Walk};

    /// Every event of a whole walk lights at least one line, and every line that is not a
    /// header is lit by some event: the listing and the search agree.
    fn check(puzzle: &str, algorithm: Algorithm, headers: &[u32]) {
        let puzzle: Board = puzzle.parse().unwrap();
        let mut walk = Walk::new(&puzzle, algorithm);
        let mut lit = 0u16;
        let mut before: Option<Event> = None;
        loop {
            let event = walk.step();
            let lines = lines_of(algorithm, &event, before.as_ref());
            assert_ne!(lines, 0, "{algorithm}: {event:?} lights no line");
            assert!(
                16 - lines.leading_zeros() <= listing(algorithm).len() as u32,
                "{algorithm}: a line past the listing"
            );
            lit |= lines;
            if event == Event::Finished {
                break;
            }
            before = Some(event);
        }
        for line in 1..=listing(algorithm).len() as u32 {
            let is_lit = lit & (1 << (line - 1)) != 0;
            assert_eq!(
                is_lit,
                !headers.contains(&line),
                "{algorithm}: line {line} ({})",
                listing(algorithm)[line as usize - 1].1[0]
            );
        }
    }

    use sudoku_testkit::INKALA;

    // An easy puzzle whose searches meet every kind of event, dead ends after dead ends too.
    const EASY: &str =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

    #[test]
    fn each_listing_follows_its_search() {
        check(EASY, Algorithm::Naive, &[1, 4]);
        check(INKALA, Algorithm::CandidatesFirst, &[1, 2]);
        check(INKALA, Algorithm::Fast, &[1, 6, 8]);
    }

    #[test]
    fn listings_are_short_and_in_both_languages() {
        for algorithm in Algorithm::ALL {
            let lines = listing(algorithm);
            assert!((8..=15).contains(&lines.len()), "{algorithm}");
            for (indent, [en, zh]) in lines {
                assert!(*indent <= 2);
                assert!(
                    en.is_ascii() || en.contains('←') || en.contains('…'),
                    "{en}"
                );
                assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
            }
        }
    }

    #[test]
    fn the_main_line_is_the_last_one_lit() {
        assert_eq!(main_line(mask(&[5, 6])), Some(6));
        assert_eq!(main_line(mask(&[2])), Some(2));
        assert_eq!(main_line(mask(&[12])), Some(12));
        assert_eq!(main_line(0), None);
    }
}
