//! The words of Draw rules, the page's rules editor (issue 44): its button (which names its
//! region too), its help line and its tools, in each language.

use crate::Lang;

/// The name of the button that opens Draw rules, and of its region.
pub fn draw_button(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Draw rules",
        Lang::Zh => "绘制规则",
    }
}

/// Draw rules' fixed words in one language.
#[allow(missing_docs)]
pub struct DrawWords {
    /// How it is used.
    pub help: &'static str,
    /// The cage total's field.
    pub total: &'static str,
    pub cage: &'static str,
    pub thermo: &'static str,
    pub arrow: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    /// The cells picked made a jigsaw region.
    pub piece: &'static str,
    /// Take away the rules on the cells picked.
    pub remove: &'static str,
    /// Take back the last step, and make again the last step taken back.
    pub undo: &'static str,
    pub redo: &'static str,
    /// The rules over the whole grid (checkboxes): the diagonal from the top left, the one from
    /// the bottom left, anti-knight, anti-king.
    pub main_diagonal: &'static str,
    pub other_diagonal: &'static str,
    pub antiknight: &'static str,
    pub antiking: &'static str,
}

const EN: DrawWords = DrawWords {
    help: "Pick cells (drag across them, or Shift- or Ctrl-click), then say what they are: a cage takes the total typed (none if empty); a thermometer's bulb and an arrow's circle are the first cell picked; a dot goes between two cells side by side; a jigsaw region is 9 cells.",
    total: "Cage total",
    cage: "Cage",
    thermo: "Thermometer",
    arrow: "Arrow",
    white: "White dot",
    black: "Black dot",
    piece: "Jigsaw region",
    remove: "Remove rules here",
    undo: "Undo drawing",
    redo: "Redo drawing",
    main_diagonal: "Diagonal from the top left",
    other_diagonal: "Diagonal from the bottom left",
    antiknight: "Anti-knight",
    antiking: "Anti-king",
};

const ZH: DrawWords = DrawWords {
    help: "先选格子（拖过它们，或按住 Shift 或 Ctrl 点击），再选它们是什么：笼子取输入的总和（留空则无总和）；温度计的球和箭头的圆圈是第一个选的格子；点放在两个相邻格子之间；不规则宫由 9 个格子组成。",
    total: "笼子总和",
    cage: "笼子",
    thermo: "温度计",
    arrow: "箭头",
    white: "白点",
    black: "黑点",
    piece: "不规则宫",
    remove: "删除这些格子上的规则",
    undo: "撤销绘制",
    redo: "重做绘制",
    main_diagonal: "主对角线",
    other_diagonal: "副对角线",
    antiknight: "无马步",
    antiking: "无王步",
};

/// Draw rules' words in `lang`.
pub fn words(lang: Lang) -> &'static DrawWords {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// What the variant worker found of the rules drawn and the givens, after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Still looking.
    Checking,
    /// Exactly one solution.
    One,
    /// None.
    NoSolution,
    /// Two at least.
    Several,
    /// The search gave up.
    Unsettled,
}

/// The panel's live line for `verdict`, in `lang`.
pub fn verdict(lang: Lang, verdict: Verdict) -> &'static str {
    let [en, zh] = match verdict {
        Verdict::Checking => [
            "Checking whether the rules and givens drawn have one solution…",
            "正在检查所画的规则和题目数字是否只有一个解……",
        ],
        Verdict::One => [
            "The rules and givens drawn have exactly one solution.",
            "所画的规则和题目数字恰有一个解。",
        ],
        Verdict::NoSolution => [
            "The rules and givens drawn have no solution.",
            "所画的规则和题目数字无解。",
        ],
        Verdict::Several => [
            "The rules and givens drawn have more than one solution so far.",
            "所画的规则和题目数字目前有不止一个解。",
        ],
        Verdict::Unsettled => [
            "The search could not settle whether the rules drawn have one solution.",
            "搜索未能确定所画的规则是否只有一个解。",
        ],
    };
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}
