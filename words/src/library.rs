//! The technique library: every technique of the logic engine in two or three sentences, in both
//! languages, and an example of each, a puzzle and the step of its logical path (the page's
//! order) where the technique is used: the page loads the puzzle and shows the board before that
//! step, the step drawn. The examples were found by
//! `cargo run --release -p sudoku-solver --example technique_examples` over the corpora of
//! `shared/puzzles/` (each line names its file; the README there gives their sources): for each
//! technique, the puzzle whose path uses it earliest. A test checks each against the engine.

use sudoku_solver::logic::Technique;

use crate::Lang;

/// A technique's example: `puzzle`'s logical path uses `technique` at its step `step` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The technique.
    pub technique: Technique,
    /// The puzzle, in the one-line format.
    pub puzzle: &'static str,
    /// The step of its logical path that uses the technique.
    pub step: usize,
    /// What the technique is, in one to three sentences: English, Chinese.
    pub about: [&'static str; 2],
}

const fn lesson(
    technique: Technique,
    puzzle: &'static str,
    step: usize,
    about: [&'static str; 2],
) -> Lesson {
    Lesson {
        technique,
        puzzle,
        step,
        about,
    }
}

/// Every technique the engine knows but the labelled guess, in the engine's order
/// ([`Technique::ALL`]), with its example.
pub const LESSONS: [Lesson; 53] = {
    use Technique::*;
    [
        lesson(
            FullHouse,
            ".2.3..1..........89.4.2.5.....287..5..59.17..4..536.....7.6.4.12..........3..9.8.",
            0,
            [
                "A row, column or box has one empty cell left. It takes the one digit the house is missing.",
                "某行、列或宫只剩一个空格。它填入这个区域唯一缺少的数字。",
            ],
        ), // se_rated_diabolical_sample.txt
        lesson(
            NakedSingle,
            "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
            0,
            [
                "A cell has one candidate left: every other digit is already in its row, column or box. That digit goes in the cell.",
                "某格只剩一个候选数：其他数字都已出现在它的行、列或宫中。这个格子就填这个数字。",
            ],
        ), // puzzles1_unbiased_first1000
        lesson(
            HiddenSingle,
            "....6..7.45.7.......94.1.6...82.7....1..3..9.5....98...7.3..2.............2.85.31",
            0,
            [
                "In a row, column or box, a digit has one cell left where it can go, though that cell may have other candidates. The digit goes there.",
                "在某行、列或宫中，一个数字只剩一个格子可以放，即使那个格子还有别的候选数。这个数字就填在那里。",
            ],
        ), // puzzles1_unbiased_first1000
        lesson(
            Pointing,
            "...9.457...6...3...8.35.4.....4..2....2.3....67...1...9..5..12..18.47....65......",
            0,
            [
                "Within a box, a digit's places all lie in one row or column. The digit must be in that box's part of the line, so it leaves the rest of the line.",
                "在一个宫内，某数字的所有位置都在同一行或同一列。它必在该宫与这条线相交的部分，所以这条线上其余格子都去掉它。",
            ],
        ), // puzzles1_unbiased_first1000
        lesson(
            Claiming,
            "..6..3....97..513..2..91.8........7.6.........41.....9...5..8.....3.47....4.16..5",
            0,
            [
                "Within a row or column, a digit's places all lie in one box. The digit must be in that part of the box, so it leaves the box's other cells.",
                "在某行或某列中，某数字的所有位置都在同一个宫内。它必在那一段，所以该宫其余格子都去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            NakedPair,
            "8.2.....4.9......7..5..139..8..17......5.2..1.....8.36..71.....4...7....32...5...",
            0,
            [
                "Two cells of a house hold the same two candidates and nothing else. Those two digits fill those two cells, so they leave every other cell of the house.",
                "同一区域的两个格子只有同样的两个候选数。这两个数字必占这两格，所以该区域其他格子都去掉它们。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            HiddenPair,
            "...9...86......5......5...1.2......47.85...9.4..36....2....3....4.69..7.67..1.4..",
            0,
            [
                "In a house, two digits can only go in the same two cells. Those cells hold them, so their other candidates go.",
                "在某区域中，两个数字都只能放在同样的两个格子里。这两格必是这两个数字，其他候选数都可去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            NakedTriple,
            "2..7........68..57.8...3.6.....1....3..4.....6.2....9........7...9...8.5.4.53...6",
            1,
            [
                "Three cells of a house hold between them only three candidates. Those three digits fill those cells, so they leave the rest of the house.",
                "同一区域的三个格子合起来只有三个候选数。这三个数字必占这三格，所以区域其余格子都去掉它们。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            HiddenTriple,
            ".4.7...6...39............57.......3.2...8.....19...57.6...4.....5.1......2...6.84",
            1,
            [
                "In a house, three digits can only go in the same three cells. Those cells hold them, so their other candidates go.",
                "在某区域中，三个数字只能放在同样的三个格子里。这三格必是这三个数字，其他候选数都可去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            NakedQuad,
            ".2.4....94..189.......62.5......63..3..94.5.......8.1..........8.2..4...964.....7",
            3,
            [
                "Four cells of a house hold between them only four candidates. Those four digits fill those cells, so they leave the rest of the house.",
                "同一区域的四个格子合起来只有四个候选数。这四个数字必占这四格，所以区域其余格子都去掉它们。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            HiddenQuad,
            "..6......35..1.....17..3.5......9.4..2.35...8...2..6.........9.672.....3.8....7.6",
            8,
            [
                "In a house, four digits can only go in the same four cells. Those cells hold them, so their other candidates go.",
                "在某区域中，四个数字只能放在同样的四个格子里。这四格必是这四个数字，其他候选数都可去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XWing,
            "9..7..3...5..2..1...7.....93..6..7...6..5..3...2..8..61..4..6...4..6..8...6..3..4",
            1,
            [
                "In two rows a digit has exactly two places, and they share the same two columns. Whichever way the rows place it, both columns get it there, so it leaves the rest of those columns (or the same with rows and columns swapped).",
                "某数字在两行中都恰好有两个位置，且位于相同的两列。无论这两行怎样放，这两列的该数字都在这两行中，所以两列其余格子去掉它（行列互换亦然）。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            Swordfish,
            "...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2...9..8..5...5..9..7",
            1,
            [
                "An X-Wing with three lines: in three rows a digit's places fall within three columns. The three rows put it in those columns, so it leaves the rest of them.",
                "三条线的 X 翼：某数字在三行中的位置都落在相同的三列里。这三行把它放进这三列，所以这三列其余格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            Jellyfish,
            "..3..2...4...8..36..8...1...4..6..73...9..........4.....4.7..686........7.....59.",
            21,
            [
                "The same with four lines: in four rows a digit's places fall within four columns, so it leaves the rest of those columns.",
                "四条线的同样道理：某数字在四行中的位置都落在相同的四列里，所以这四列其余格子去掉它。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            Skyscraper,
            "3...9...8.2.6..5.9.......4.8.423........5...7.....12...8614...........7.15...9.6.",
            3,
            [
                "A digit has two places in each of two rows, one end of each pair in the same column. One of the two other ends must hold it, so any cell that sees both of them loses it.",
                "某数字在两行中各有两个位置，其中一端在同一列。另外两端至少有一个是它，所以同时看到这两端的格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            TwoStringKite,
            "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9",
            1,
            [
                "A digit has two places in a row and two in a column, and one from each share a box. One of the two far ends must hold it, so a cell seeing both loses it.",
                "某数字在一行中有两个位置、在一列中也有两个，且各有一个位于同一宫。两个远端至少有一个是它，所以同时看到两端的格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            SimpleColouring,
            "...2..7.6..5....9..3.6.........4.5...9.17.86......2.....1...45......4..3..8.1....",
            6,
            [
                "Follow one digit's pairs (houses where it has two places), colouring their cells in two alternating colours: one colour is all true. A cell seeing both colours loses the digit, and a colour that meets itself in a house is false.",
                "沿着某数字的双位置区域，把格子交替染成两种颜色：其中一种颜色全为真。同时看到两种颜色的格子去掉它；同一区域出现两次的颜色为假。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XYWing,
            "........43...6..9..857..6.........4..9...25..1.2.....9.....4..34.75.8.....6.1....",
            4,
            [
                "A pivot with two candidates XY sees two pincers, XZ and YZ. Whatever the pivot is, one pincer is Z, so Z leaves every cell that sees both pincers.",
                "一个有两个候选数 XY 的枢纽格，看到两个钳格 XZ 和 YZ。枢纽无论是哪个，总有一个钳格是 Z，所以同时看到两个钳格的格子去掉 Z。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XYZWing,
            "1..5..2.7.5.2....6....7.8......3.98.5....9..3..9....1.3...86...4..9......9..4..68",
            4,
            [
                "Like the XY-Wing, but the pivot holds XYZ. Then one of the three cells is Z, so Z leaves the cells that see all three.",
                "与 XY 翼相似，但枢纽是 XYZ。于是三格中必有一个是 Z，同时看到这三格的格子去掉 Z。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            WWing,
            ".6.....7.2...5....7..12.9....2.....8.18...3...7..9..5.4..9.2......6..1......85..3",
            3,
            [
                "Two cells hold the same pair XY, and a strong link on X joins them: a house where X's two places each see one of them. One of the two cells is Y, so Y leaves cells that see both.",
                "两个格子都是同样的 XY，且由 X 的强链相连：某区域中 X 的两个位置各看到其中一格。两格中必有一个是 Y，同时看到两格的格子去掉 Y。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            FinnedXWing,
            ".2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..",
            0,
            [
                "An X-Wing with a fin: one row has an extra place for the digit in the box of one corner. Either the X-Wing holds or the fin is the digit, so cells that the X-Wing would clear and that see the fin lose it.",
                "带鳍的 X 翼：一行中该数字在一个角所在的宫里多出一个位置（鳍）。要么 X 翼成立，要么鳍是它，所以既在 X 翼清除范围又看到鳍的格子去掉它。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            SashimiXWing,
            "...4..5...7...3.....421..6..3..8.1..8..7....695.3........9....1.6.....2...3..6.84",
            3,
            [
                "A finned X-Wing with one corner missing: the fin stands in for it. The same cells lose the digit.",
                "缺了一个角的鳍 X 翼：由鳍代替那个角。去掉的格子与鳍 X 翼相同。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            FinnedSwordfish,
            "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5",
            0,
            [
                "A Swordfish with a fin: the cells it would clear that also see the fin lose the digit.",
                "带鳍的剑鱼：它本要清除、同时又看到鳍的格子去掉该数字。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            SashimiSwordfish,
            "...58......7...6..3..6.42..97..2.5.3..1.5..4.5.....7..4.59...2........6.....1.3..",
            3,
            [
                "A finned Swordfish with a corner missing, stood in for by the fin.",
                "缺了一个角、由鳍代替的鳍剑鱼。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            FinnedJellyfish,
            "5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..",
            15,
            [
                "A Jellyfish with a fin: the cells it would clear that also see the fin lose the digit.",
                "带鳍的水母：它本要清除、同时又看到鳍的格子去掉该数字。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            SashimiJellyfish,
            "6.......2..59.84...1..7..5..4.....2..9245168....2.6......7.9.....8.6.1..7.......4",
            25,
            [
                "A finned Jellyfish with a corner missing, stood in for by the fin.",
                "缺了一个角、由鳍代替的鳍水母。",
            ],
        ), // se_rated_diabolical_sample.txt
        lesson(
            UniqueRectangle,
            "63......4..5......74..3..6..2.4.5........19......6...7..4.2..9.25.9.8......5..1..",
            5,
            [
                "Four cells at the corners of a rectangle over two boxes would, all holding the same two digits, let those digits swap: two solutions. A puzzle has one, so when three corners are that pair, the fourth cannot be either digit of it.",
                "位于两个宫内、构成矩形的四个格子若都只有同样的两个数字，这两个数字就能互换，得到两个解。题目只有一个解，所以三个角是这对数字时，第四个角不能是它们。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            UniqueRectangle2,
            "1...9....82..75..3......67.5.3.....1.1.....2.9.....7.6.58.........26..57....1...8",
            8,
            [
                "The rectangle's two corners on one side hold one extra candidate, the same one. One of them must be it, so cells that see both lose it.",
                "矩形一侧的两个角各多一个相同的候选数。两者之一必是它，同时看到两者的格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            UniqueRectangle3,
            ".5.....3...7.4.9.....9...7..6.78...9...3..2...1..5..4.6..1...9.7...3.8..1.2......",
            10,
            [
                "The extra candidates of two corners act as one cell: together with other cells of their house they form a naked subset, whose digits leave the rest of the house.",
                "两个角多出的候选数合起来当作一个格子，与区域中其他格子组成显性数组，这些数字从区域其余格子中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            UniqueRectangle4,
            "53..2.9...24.3..5...9..........1.827...7.........981.............64....91.2.5.43.",
            5,
            [
                "Two corners in a house hold the pair and more; one digit of the pair can only go in those two cells of that house. Then the other digit of the pair leaves both.",
                "同一区域的两个角除这对数字外还有别的；其中一个数字在该区域只能放在这两格。于是另一个数字从这两格中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            UniqueRectangle5,
            "...6....4..53.9..1....8.73..1...6...6.3..8...7..91....2..........7...58..9....6.3",
            34,
            [
                "Two or three corners hold the pair and one extra digit, the same one. One of them must be that digit, so cells seeing all of them lose it.",
                "两个或三个角除这对数字外多一个相同的数字。它们之一必是这个数字，同时看到它们全部的格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            UniqueRectangle6,
            "....7.9....2..1.5.....6..8.5.......963.........9....16.5.9.76..3....4...4...8.1.2",
            8,
            [
                "Two diagonal corners hold extras, and one digit of the pair is confined to the rectangle in both its rows and columns. Then that digit leaves the two diagonal corners.",
                "两个对角的格子有多余候选数，而这对数字中的一个在矩形的两行两列中都只能在矩形上。于是它从这两个对角格中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            HiddenRectangle,
            "..6..3....97..513..2..91.8........7.6.........41.....9...5..8.....3.47....4.16..5",
            1,
            [
                "A rectangle with one corner the bare pair: if a digit of the pair has only the rectangle's places in the far corner's row and column, the other digit leaves the far corner.",
                "一个角恰是这对数字的矩形：若其中一个数字在对角格的行和列中只能放在矩形上，另一个数字就从对角格中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            BugPlusOne,
            ".9........45...162.3.6.1.4...15.34......1......78.45...8.9.5.2.513...98........5.",
            29,
            [
                "Every empty cell has two candidates but one, which has three; with it gone the board would be a deadly pattern with two solutions. So that cell takes the digit that appears three times in its houses.",
                "除一个有三个候选数的格子外，每个空格都只有两个候选数；若去掉它，盘面会成为有两个解的致命结构。所以那个格子填在其区域中出现三次的那个数字。",
            ],
        ), // se_rated_diabolical_sample.txt
        lesson(
            SueDeCoq,
            ".8.7..2..19.........5.98..1.4.9..7.2..7..2.4.6.........1.8..5..3...5...6.....93..",
            2,
            [
                "Where a box meets a line, two or three cells hold more digits than cells. Split those digits between cells of the line and cells of the box that can only hold some of them: each part's digits leave the rest of its house.",
                "在宫与行列交叉处，两三个格子的候选数多于格子数。把这些数字分给行列中的格子和宫中的格子（它们只能放其中一部分）：每部分的数字从各自区域的其余格子中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            AlignedPairExclusion,
            "4...1..8...9.2..5.1.......2.3.9.8..7..5.........63......6...4....1.832..7....6..8",
            6,
            [
                "Two cells that see each other cannot take the same digit, nor a pair that would empty a cell both of them see. A candidate that every allowed pair leaves out goes.",
                "两个互相看到的格子不能填同一个数字，也不能填会让它们共同看到的某格无数可填的一对数字。所有允许的数对都排除的候选数可以去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XChain,
            "5....3......5..29.....7..8...57......46..132...93..8....7...9....4..9..6....6..4.",
            6,
            [
                "A chain on one digit that alternates strong links (a house with two places) and weak ones. One of its two ends holds the digit, so cells seeing both ends lose it.",
                "只关于一个数字、强链（区域中的两个位置）与弱链交替的链。两端至少有一端是该数字，同时看到两端的格子去掉它。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XYChain,
            ".2.7...9...4....71..5.6......9.73...3...56.1........4..1......86....8....9...2..4",
            8,
            [
                "A chain of two-candidate cells, each linked to the next by a shared digit. If the first cell is not X, the last one is X, so X leaves cells that see both ends.",
                "由双候选数格子组成的链，每格与下一格共享一个数字。若首格不是 X，末格就是 X，所以同时看到两端的格子去掉 X。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            AlternatingInferenceChain,
            ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...",
            0,
            [
                "A chain that alternates strong and weak links and may change digits along the way (within a cell or a house). Its two ends cannot both be false, so what sees both loses the candidate.",
                "强弱链交替、途中可以换数字（在格内或区域内）的链。两端不可能都为假，所以同时看到两端的候选数可以去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            GroupedAic,
            ".9...6...5....7..6..2...3....6..5..48.....79.7....2.......5..1....62...8.3...1.4.",
            2,
            [
                "An alternating inference chain whose links may pass through a group: a digit's places in one box along one line, taken as one node.",
                "链节可以是一组格子的交替推理链：某数字在一个宫内沿同一行或列的几个位置，合成一个节点。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            XCycle,
            "...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9",
            12,
            [
                "An X-Chain whose ends meet, closing a loop on one digit. In a loop of alternating links, each weak link becomes strong, and the digit leaves every cell that sees both cells of a weak link.",
                "首尾相接、闭合成环的 X 链。在强弱交替的环中，每条弱链都变成强链，同时看到某条弱链两端的格子去掉该数字。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            ContinuousLoop,
            "4....6.235..39......6..89..8.3....1..6.....3..4....6.7..82..3......17..229.8....4",
            5,
            [
                "An alternating inference chain closed into a loop. Every weak link of the loop is then also strong, which removes candidates along each of them.",
                "闭合成环的交替推理链。环上的每条弱链也都成为强链，由此沿每条弱链去掉候选数。",
            ],
        ), // se_rated_diabolical_sample.txt
        lesson(
            AlsXz,
            "..39.....4...8..36..8...1...4..6..738......1......2.....4.7..686........7.....5..",
            1,
            [
                "Two almost locked sets (N cells with N+1 candidates) share a digit X that can only be in one of them (restricted common). Another digit Z they both hold must be in one of them, so cells seeing all their Z places lose Z.",
                "两个待定数组（N 个格子有 N+1 个候选数）共享一个只能出现在其中一个里的数字 X。它们都有的另一个数字 Z 必在其中一个里，看到它们所有 Z 位置的格子去掉 Z。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            AlsXyWing,
            ".2...3.5.8..42...7..3..92..4.2....9..9..6..7..7....1.5..43..5..2...46..1.8.1...4.",
            4,
            [
                "Three almost locked sets: a pivot linked to two others by restricted common digits. The two outer sets share a digit Z, one of which must hold it, so cells seeing all their Z places lose Z.",
                "三个待定数组：一个枢纽分别以受限公共数与另两个相连。外侧两组共享数字 Z，其中之一必有 Z，看到它们所有 Z 位置的格子去掉 Z。",
            ],
        ), // se_rated_diabolical_sample.txt
        lesson(
            AlsChain,
            ".62.....5....4.8..8...21...67.....3...1.73...3..1...48...7..9.6.....5..329.......",
            3,
            [
                "A chain of four or five almost locked sets, each linked to the next by a restricted common digit. Its two ends then act as in ALS-XZ.",
                "由四到五个待定数组组成的链，相邻两组以受限公共数相连。链的两端就像待定数组 XZ 那样起作用。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            DeathBlossom,
            ".7.6..4..9.2....71....2.......3.9..83..4....7....6.2..7.19..5...93..5...5...4....",
            10,
            [
                "A stem cell, each of whose candidates is the restricted common of a petal (an almost locked set). Whatever the stem is, one petal loses a digit and locks, so a digit all petals hold leaves cells seeing all its places in them.",
                "一个茎格，它的每个候选数都是某个花瓣（待定数组）的受限公共数。茎无论是哪个，总有一个花瓣被锁定，所以所有花瓣都有的数字，从看到它们所有位置的格子中去掉。",
            ],
        ), // puzzles3_magictour_top1465
        lesson(
            AlignedTripleExclusion,
            "3.......1.4...2.7...5...8......76.4.....5.....6.2.9...1.....5...7.6...9...8.....3",
            5,
            [
                "The same with three cells: every combination of their candidates that leaves some cell they see with nothing is ruled out, and a candidate no remaining combination uses goes.",
                "三个格子的同样道理：凡会让它们共同看到的某格无数可填的组合都被排除，剩下的组合都不用的候选数可以去掉。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            Nishio,
            "1....6....571......9..7..1...8...........89.29..5...6.....42..3.3....4..7..6...9.",
            2,
            [
                "Assume a digit in a cell and follow only that digit's consequences. If they leave some house with no place for it, the assumption was false and the candidate goes.",
                "假设某格是某个数字，只追踪这个数字的后果。若结果使某区域没有地方放它，假设就是错的，这个候选数可以去掉。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            ForcingChain,
            "1.......2.2.....6...34..5.....8.5.....8.3.9.....9.4.....53..4...6......77......1.",
            0,
            [
                "Assume a candidate and follow its consequences, digit by digit. If they lead to a contradiction (a cell or house with nothing left), the candidate is false.",
                "假设一个候选数为真，逐个追踪其后果。若导致矛盾（某格或某区域无数可填），这个候选数就是假的。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            CellForcingNet,
            "...4......5...9...6...2..1.2...7.9.1..5....7......8.3...6....9.7...3.1......9.327",
            3,
            [
                "Try each candidate of one cell in turn and follow its consequences, branching as a net. What every branch agrees on is true.",
                "依次试一个格子的每个候选数，并像网一样展开追踪其后果。所有分支都同意的结论为真。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            UnitForcingNet,
            "1.......2.3.4...5...6...7...5.8.4.......29......3...9...7.....1.9...8.4.2.....6..",
            1,
            [
                "Try each place of one digit in a house in turn and follow the consequences. What every branch agrees on is true.",
                "依次试某数字在一个区域中的每个位置，追踪其后果。所有分支都同意的结论为真。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            ForcingNet,
            ".2......9..6.8.1..7.......5..46....8....4..1....3.84...9.....2.5....7..1..1.3.8..",
            0,
            [
                "Assume a candidate and follow its consequences as a net, through every technique of the singles and intersections. A contradiction proves it false.",
                "假设一个候选数为真，借助唯一数与区块等技巧像网一样追踪其后果。出现矛盾即证明它是假的。",
            ],
        ), // puzzles6_forum_hardest_1106
        lesson(
            NestedForcingNet,
            "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
            0,
            [
                "A forcing net whose branches may run forcing nets of their own. The strongest logic the engine uses, for the hardest puzzles known.",
                "分支中还可以再运行强制网的强制网。这是引擎所用最强的逻辑，用于已知最难的题目。",
            ],
        ), // puzzles6_forum_hardest_1106
    ]
};

/// The name of the button that opens the library, and of its region.
pub fn techniques(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Techniques",
        Lang::Zh => "技巧",
    }
}

/// The library's words: its opening line, a lesson's two buttons, and their accessible names
/// (the technique's name filled in).
pub fn library_words(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => [
            "Every technique the hints and the explained solutions use, simplest first. Example loads a puzzle and shows its board just before that step, the step drawn; Practice makes a new puzzle whose hardest step is that technique.",
            "Example",
            "Example: {}",
            "Practice",
            "Practice: {}",
        ],
        Lang::Zh => [
            "提示和讲解所用的全部技巧，由易到难。“例子”载入一道题，显示用到这一步之前的棋盘，并标出这一步；“练习”生成一道以这个技巧为最难一步的新题。",
            "例子",
            "例子：{}",
            "练习",
            "练习：{}",
        ],
    }
}

/// Whether Practice is offered for `technique`: whether the generator aimed at it
/// (`generate::Practice`) finds a puzzle whose hardest step it is within seconds. Not for the
/// ten it found none for in 2 s natively (`examples/practice_rates.rs`, docs/BENCHMARKS.md): a
/// full house (a minimal puzzle always needs more), a naked quad, a jellyfish and a sashimi
/// jellyfish, a unique rectangle of type 5, aligned triple exclusion and the forcing nets.
pub fn practicable(technique: Technique) -> bool {
    use Technique::*;
    !matches!(
        technique,
        FullHouse
            | NakedQuad
            | Jellyfish
            | SashimiJellyfish
            | UniqueRectangle5
            | AlignedTripleExclusion
            | CellForcingNet
            | UnitForcingNet
            | ForcingNet
            | NestedForcingNet
            | Guess
    )
}

/// What `technique` is, in one to three sentences (the technique library's text); the labelled
/// guess, which no lesson teaches, is told in one.
pub fn about(technique: Technique, lang: Lang) -> &'static str {
    let pair = (LESSONS.iter())
        .find(|lesson| lesson.technique == technique)
        .map_or(
            [
                "A step the engine takes when no technique applies.",
                "没有技巧可用时引擎采取的一步。",
            ],
            |lesson| lesson.about,
        );
    pair[lang as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_solver::Board;
    use sudoku_solver::logic::{Candidates, next_step};

    #[test]
    fn every_technique_but_the_guess_has_one_lesson_in_the_engines_order() {
        let taught: Vec<Technique> = LESSONS.iter().map(|l| l.technique).collect();
        let known: Vec<Technique> = (Technique::ALL.iter().copied())
            .filter(|&t| t != Technique::Guess)
            .collect();
        assert_eq!(taught, known);
    }

    #[test]
    fn each_example_uses_its_technique_at_its_step() {
        for lesson in LESSONS {
            let board: Board = lesson.puzzle.parse().unwrap();
            let mut candidates = Candidates::new(&board);
            for _ in 0..lesson.step {
                let step = next_step(&candidates).expect("a step");
                candidates.apply(&step);
            }
            let step = next_step(&candidates).expect("the lesson's step");
            assert_eq!(step.technique, lesson.technique, "{}", lesson.puzzle);
        }
    }

    #[test]
    fn each_technique_is_told_in_both_languages_in_one_to_three_sentences() {
        for lesson in LESSONS {
            let (en, zh) = (
                about(lesson.technique, Lang::En),
                about(lesson.technique, Lang::Zh),
            );
            let sentences = en.matches(". ").count() + 1;
            assert!(en.ends_with('.') && (1..=3).contains(&sentences), "{en}");
            assert!(zh.ends_with('。') && !zh.is_ascii(), "{zh}");
            assert_ne!(
                about(lesson.technique, Lang::En),
                about(Technique::Guess, Lang::En)
            );
        }
    }
}
