//! The names of things, defined once: cells, units, algorithms, techniques, levels, verdicts,
//! lists of digits and cells.

use sudoku_solver::logic::se::SeTechnique;
use sudoku_solver::logic::{Level, Technique};
use sudoku_solver::{Algorithm, Cell, DigitSet, Unit, Verdict};

use crate::Lang;

impl Lang {
    /// A cell's name: "Row 3, Column 4" or "第3行，第4列".
    pub fn cell(self, cell: Cell) -> String {
        let (row, column) = (cell.row() + 1, cell.col() + 1);
        match self {
            Lang::En => format!("Row {row}, Column {column}"),
            Lang::Zh => format!("第{row}行，第{column}列"),
        }
    }

    /// A unit's name: "row 4", "column 5", "box 3" or "第4行", "第5列", "第3宫".
    pub fn unit(self, unit: Unit) -> String {
        let (index, en, zh) = match unit {
            Unit::Row(i) => (i, "row", "行"),
            Unit::Column(i) => (i, "column", "列"),
            Unit::Box(i) => (i, "box", "宫"),
        };
        match self {
            Lang::En => format!("{en} {}", index + 1),
            Lang::Zh => format!("第{}{zh}", index + 1),
        }
    }

    /// An algorithm's name.
    pub fn algorithm(self, algorithm: Algorithm) -> &'static str {
        let words = self.words();
        match algorithm {
            Algorithm::Naive => words.naive,
            Algorithm::CandidatesFirst => words.candidates_first,
            Algorithm::Fast => words.fast,
        }
    }

    /// A technique's name.
    pub fn technique(self, technique: Technique) -> &'static str {
        use Technique::*;
        let (en, zh) = match technique {
            FullHouse => ("Full house", "唯余数"),
            NakedSingle => ("Naked single", "唯一候选数"),
            HiddenSingle => ("Hidden single", "隐性唯一数"),
            Pointing => ("Pointing", "区块摒除"),
            Claiming => ("Box/line reduction", "行列区块摒除"),
            NakedPair => ("Naked pair", "显性数对"),
            HiddenPair => ("Hidden pair", "隐性数对"),
            NakedTriple => ("Naked triple", "显性三数组"),
            HiddenTriple => ("Hidden triple", "隐性三数组"),
            NakedQuad => ("Naked quad", "显性四数组"),
            HiddenQuad => ("Hidden quad", "隐性四数组"),
            XWing => ("X-Wing", "X 翼"),
            Swordfish => ("Swordfish", "剑鱼"),
            Jellyfish => ("Jellyfish", "水母"),
            Skyscraper => ("Skyscraper", "摩天楼"),
            TwoStringKite => ("2-String Kite", "双线风筝"),
            SimpleColouring => ("Simple colouring", "简单染色"),
            XYWing => ("XY-Wing", "XY 翼"),
            XYZWing => ("XYZ-Wing", "XYZ 翼"),
            WWing => ("W-Wing", "W 翼"),
            FinnedXWing => ("Finned X-Wing", "鳍 X 翼"),
            SashimiXWing => ("Sashimi X-Wing", "退化鳍 X 翼"),
            FinnedSwordfish => ("Finned Swordfish", "鳍剑鱼"),
            SashimiSwordfish => ("Sashimi Swordfish", "退化鳍剑鱼"),
            FinnedJellyfish => ("Finned Jellyfish", "鳍水母"),
            SashimiJellyfish => ("Sashimi Jellyfish", "退化鳍水母"),
            UniqueRectangle => ("Unique rectangle (type 1)", "唯一矩形（类型 1）"),
            UniqueRectangle2 => ("Unique rectangle (type 2)", "唯一矩形（类型 2）"),
            UniqueRectangle3 => ("Unique rectangle (type 3)", "唯一矩形（类型 3）"),
            UniqueRectangle4 => ("Unique rectangle (type 4)", "唯一矩形（类型 4）"),
            UniqueRectangle5 => ("Unique rectangle (type 5)", "唯一矩形（类型 5）"),
            UniqueRectangle6 => ("Unique rectangle (type 6)", "唯一矩形（类型 6）"),
            HiddenRectangle => ("Hidden rectangle", "隐性唯一矩形"),
            BugPlusOne => ("BUG+1", "全双值坟墓+1"),
            SueDeCoq => ("Sue de Coq", "区块交叉组（Sue de Coq）"),
            AlignedPairExclusion => ("Aligned pair exclusion", "数对排除"),
            AlignedTripleExclusion => ("Aligned triple exclusion", "三数组排除"),
            XChain => ("X-Chain", "X 链"),
            XYChain => ("XY-Chain", "XY 链"),
            AlternatingInferenceChain => ("Alternating inference chain", "交替推理链"),
            GroupedAic => ("Grouped alternating inference chain", "分组交替推理链"),
            XCycle => ("X-Cycle", "X 环"),
            ContinuousLoop => ("Continuous loop", "连续环"),
            AlsXz => ("ALS-XZ", "待定数组 XZ"),
            AlsXyWing => ("ALS-XY-Wing", "待定数组 XY 翼"),
            AlsChain => ("ALS chain", "待定数组链"),
            DeathBlossom => ("Death Blossom", "死亡之花"),
            Nishio => ("Nishio", "Nishio 单数试探"),
            ForcingChain => ("Forcing chain (contradiction)", "强制链（矛盾）"),
            CellForcingNet => ("Cell forcing net", "单元格强制网"),
            UnitForcingNet => ("Unit forcing net", "区域强制网"),
            ForcingNet => ("Forcing net (contradiction)", "强制网（矛盾）"),
            NestedForcingNet => ("Nested forcing net (contradiction)", "嵌套强制网（矛盾）"),
            Guess => ("Guess", "猜测"),
            _ => ("Technique", "技巧"),
        };
        [en, zh][self as usize]
    }

    /// A technique's name as Sudoku Explainer's rules name it (the hardest step of SE's path).
    pub fn se_technique(self, technique: SeTechnique) -> String {
        use SeTechnique::*;
        let (en, zh): (&str, &str) = match technique {
            Same(technique) => return self.technique(technique).into(),
            Direct(technique) => {
                let name = self.technique(technique);
                return match self {
                    Lang::En => format!("Direct {}", name.to_lowercase()),
                    Lang::Zh => format!("直接{name}"),
                };
            }
            AlsWing { cells } => {
                let name = &"TUVWXYZ"[7 - usize::from(cells + 1).min(7)..];
                return match self {
                    Lang::En => format!("{name}-Wing"),
                    Lang::Zh => format!("{name} 翼"),
                };
            }
            UniqueLoop => ("Unique rectangle or loop", "唯一矩形或唯一环"),
            Bug => ("Bivalue universal grave", "全双值坟墓"),
            StrongLinkedFish { links: 2 } => ("Turbot fish", "多宝鱼"),
            StrongLinkedFish { .. } => ("Three strong links", "三强链"),
            AlignedExclusion { cells: 2 } => ("Aligned pair exclusion", "数对排除"),
            AlignedExclusion { .. } => ("Aligned triplet exclusion", "三数组排除"),
            Cycle { x: true, y: false } => ("Bidirectional X-cycle", "双向 X 环"),
            Cycle { x: false, .. } => ("Bidirectional Y-cycle", "双向 Y 环"),
            Cycle { .. } => ("Bidirectional cycle", "双向环"),
            ForcingChain { x: true, y: false } => ("Forcing X-chain", "X 强制链"),
            ForcingChain { .. } => ("Forcing chain", "强制链"),
            NishioForcingChain => ("Nishio forcing chain", "Nishio 强制链"),
            DynamicForcingChainPlus => ("Dynamic forcing chain (+)", "动态强制链（+）"),
            NestedForcingChain { level: 2, .. } => (
                "Nested forcing chain (+ forcing chains)",
                "嵌套强制链（+ 强制链）",
            ),
            NestedForcingChain { level: 3, .. } => (
                "Nested forcing chain (+ multiple forcing chains)",
                "嵌套强制链（+ 多重强制链）",
            ),
            NestedForcingChain { limit: 0, .. } => (
                "Nested forcing chain (+ dynamic forcing chains)",
                "嵌套强制链（+ 动态强制链）",
            ),
            NestedForcingChain { limit: 1, .. } => (
                "Nested forcing chain (+ dynamic forcing chains (+))",
                "嵌套强制链（+ 动态强制链（+））",
            ),
            NestedForcingChain { .. } => (
                "Nested forcing chain (+ nested dynamic forcing chains)",
                "嵌套强制链（+ 嵌套动态强制链）",
            ),
            ContradictionForcingChain { dynamic: false } => {
                ("Contradiction forcing chain", "矛盾强制链")
            }
            ContradictionForcingChain { .. } => {
                ("Dynamic contradiction forcing chain", "动态矛盾强制链")
            }
            DoubleForcingChain { dynamic: false } => ("Double forcing chain", "双向强制链"),
            DoubleForcingChain { .. } => ("Dynamic double forcing chain", "动态双向强制链"),
            CellForcingChain { dynamic: false } => ("Cell forcing chain", "单元格强制链"),
            CellForcingChain { .. } => ("Dynamic cell forcing chain", "动态单元格强制链"),
            RegionForcingChain { dynamic: false } => ("Region forcing chain", "区域强制链"),
            RegionForcingChain { .. } => ("Dynamic region forcing chain", "动态区域强制链"),
            _ => ("Technique", "技巧"),
        };
        [en, zh][self as usize].into()
    }

    /// "3, 7" or "3、7".
    pub fn digits(self, set: DigitSet) -> String {
        let list: Vec<String> = set.iter().map(|d| d.to_string()).collect();
        list.join(if self == Lang::Zh { "、" } else { ", " })
    }

    /// "Row 1, Column 2; Row 3, Column 4" or "第1行，第2列；第3行，第4列".
    pub fn cells(self, cells: &[Cell]) -> String {
        let list: Vec<String> = cells.iter().map(|&c| self.cell(c)).collect();
        list.join(if self == Lang::Zh { "；" } else { "; " })
    }

    /// A level's name: "Easy" … "Extreme".
    pub fn level(self, level: Level) -> &'static str {
        self.words().levels[level as usize]
    }

    /// What a search found, as a phrase: "one solution", "more than one solution", "no solution".
    pub fn verdict(self, verdict: Verdict) -> &'static str {
        let pair = match verdict {
            Verdict::Unique => ["one solution", "唯一解"],
            Verdict::Multiple => ["more than one solution", "多个解"],
            Verdict::NoSolution => ["no solution", "无解"],
        };
        pair[self as usize]
    }
}
