//! The page's fixed words: one [`Labels`] table per language (buttons, headings, accessible
//! names, help texts).

/// The page's fixed words in one language.
#[allow(missing_docs)]
pub struct Labels {
    pub title: &'static str,
    pub tagline: &'static str,
    pub board: &'static str,
    /// A variant puzzle's rules, listed under the board.
    pub rules: &'static str,
    pub solve: &'static str,
    pub compare: &'static str,
    pub step_through: &'static str,
    pub cancel: &'static str,
    pub clear: &'static str,
    pub edit_puzzle: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub load: &'static str,
    pub puzzle_text: &'static str,
    pub examples: &'static str,
    pub choose_puzzle: &'static str,
    pub algorithm: &'static str,
    pub naive: &'static str,
    pub candidates_first: &'static str,
    pub fast: &'static str,
    pub empty: &'static str,
    pub given: &'static str,
    pub entered: &'static str,
    pub solved: &'static str,
    pub comparison: &'static str,
    pub time: &'static str,
    pub tries: &'static str,
    pub placements: &'static str,
    pub backtracks: &'static str,
    pub depth: &'static str,
    pub steps: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub next_step: &'static str,
    pub stop: &'static str,
    pub speed: &'static str,
    pub search_steps: &'static str,
    pub counts_help: &'static str,
    pub first_solution: &'static str,
    pub whole_search: &'static str,
    pub first_help: &'static str,
    /// A comparison row's cells while its algorithm runs, once cancelled, or while it waits.
    pub row_running: &'static str,
    pub row_cancelled: &'static str,
    pub row_waiting: &'static str,
    /// A chart's accessible name: what follows its title to say it is drawn on a log scale,
    /// and the separators after a label, between figures and between bars.
    pub log_scale: &'static str,
    pub separators: [&'static str; 3],
    /// The puzzle text's placeholder.
    pub puzzle_text_hint: &'static str,
    pub pseudocode: &'static str,
    pub update_ready: &'static str,
    pub reload: &'static str,
    pub settings: &'static str,
    pub learn: &'static str,
    pub puzzles: &'static str,
    pub share: &'static str,
    pub scan_photo: &'static str,
    pub photo_private: &'static str,
    pub scanned_puzzle: &'static str,
    pub use_camera: &'static str,
    pub camera: &'static str,
    pub camera_view: &'static str,
    pub capture: &'static str,
    pub close_camera: &'static str,
    pub camera_starting: &'static str,
    pub camera_looking: &'static str,
    pub camera_found: &'static str,
    pub use_puzzle: &'static str,
    pub discard: &'static str,
    pub unsure: &'static str,
    pub corrected: &'static str,
    pub straightened: &'static str,
    pub dark_theme: &'static str,
    pub language: &'static str,
    pub show_candidates: &'static str,
    pub live_check: &'static str,
    pub digit_pad: &'static str,
    pub erase: &'static str,
    pub left: &'static str,
    pub keys_help: &'static str,
    pub footer: &'static str,
    pub hint: &'static str,
    pub explain: &'static str,
    pub solution_path: &'static str,
    pub difficulty: &'static str,
    pub my_board: &'static str,
    pub levels: [&'static str; 5],
    pub new_puzzle: &'static str,
    pub todays_puzzle: &'static str,
    pub show_mistakes: &'static str,
    pub mistake: &'static str,
    pub level: &'static str,
    pub modes: [&'static str; 4],
    pub colours: [&'static str; 9],
    pub coloured: &'static str,
    pub check_marks: &'static str,
    pub where_wrong: &'static str,
    pub go_back: &'static str,
    pub keep_playing: &'static str,
    pub marks_miss: &'static str,
    pub centre_marked: &'static str,
    pub corner_marked: &'static str,
    pub modes_group: &'static str,
    pub fill_notes: &'static str,
    pub tidy_notes: &'static str,
    pub timer: &'static str,
    pub show_timer: &'static str,
}

pub(crate) const EN: Labels = Labels {
    title: "Sudoku solver",
    tagline: "Type, paste or pick a puzzle, then get the answer, a hint, or every step explained. \
              It all runs in your browser; nothing is sent anywhere.",
    board: "Sudoku board",
    rules: "Rules of this puzzle",
    solve: "Solve",
    compare: "Compare",
    step_through: "Step through",
    cancel: "Cancel",
    clear: "Clear",
    edit_puzzle: "Edit puzzle",
    undo: "Undo",
    redo: "Redo",
    load: "Load",
    puzzle_text: "Puzzle text",
    examples: "Examples",
    choose_puzzle: "Choose a puzzle\u{2026}",
    algorithm: "Algorithm",
    naive: "Naive backtracking",
    candidates_first: "Candidates first",
    fast: "Fast",
    empty: "empty",
    given: "given",
    entered: "entered",
    solved: "solved",
    comparison: "Comparison",
    time: "Time",
    tries: "Tries",
    placements: "Placements",
    backtracks: "Backtracks",
    depth: "Depth",
    steps: "Steps",
    play: "Play",
    pause: "Pause",
    next_step: "Next step",
    stop: "Stop",
    speed: "Speed",
    search_steps: "Search steps",
    counts_help: "A try is one digit tested in one cell (for Fast, a guess: a digit assumed where \
                  logic alone could not decide). A placement is a try that fits, so the digit is \
                  written. A backtrack is a dead end, where the search takes a digit back. Depth \
                  is the most digits (for Fast, guesses) in place at once.",
    first_solution: "First solution",
    whole_search: "Whole search",
    first_help: "First solution: the work up to the first solution found, where the tutorials \
                 stop and print their count. Whole search: the work of the search to its end, \
                 which proves that no second solution exists.",
    row_running: "running…",
    row_cancelled: "cancelled",
    row_waiting: "waiting",
    log_scale: " (log scale)",
    separators: [": ", ", ", "; "],
    puzzle_text_hint: "81 cells: 1-9, and . 0 _ * or - for empty; grids, exports and links work too",
    pseudocode: "Pseudocode",
    update_ready: "A new version of this app is installed.",
    reload: "Reload",
    settings: "Settings",
    learn: "Learn",
    puzzles: "Puzzles",
    share: "Share",
    scan_photo: "Scan photo",
    photo_private: "Read in this browser: your photo never leaves the device.",
    scanned_puzzle: "Scanned puzzle",
    use_camera: "Use camera",
    camera: "Camera",
    camera_view: "Camera view",
    capture: "Capture",
    close_camera: "Close camera",
    camera_starting: "Starting the camera\u{2026}",
    camera_looking: "Point the camera at a Sudoku grid, the whole grid in view.",
    camera_found: "Grid found: hold still\u{2026}",
    use_puzzle: "Use this puzzle",
    discard: "Discard",
    unsure: "unsure",
    corrected: "corrected",
    straightened: "The grid in your photo, straightened",
    dark_theme: "Dark theme",
    language: "Language",
    show_candidates: "Show candidates",
    live_check: "Live check",
    digit_pad: "Digit pad",
    erase: "Erase",
    left: "left",
    keys_help: "Keys: 1\u{2013}9 fill a cell; Backspace, Delete, 0 or . empty it; arrows, Home \
                and End move, with Shift picking several cells (so do a drag, Shift- and \
                Ctrl-click; Escape lets go); Z, X, C and V switch to digits, corner marks, centre \
                marks and colours (Shift+Space cycles, N toggles centre marks); H lights the \
                cell's digit; Shift+1\u{2013}9 toggles a corner mark and \
                Ctrl+1\u{2013}9 a centre mark in any mode; Ctrl+Z undoes, Ctrl+Y redoes. Paste a puzzle onto the board to load it.",
    footer: "Examples: the tutorials this project grew from; Gordon Royle's 17-clue list \
             (CC BY 2.5); the enjoysudoku forum's hardest list; Peter Norvig's essay; famous \
             puzzles by Arto Inkala and the forum's players.",
    hint: "Hint",
    explain: "Explain solution",
    solution_path: "Solution path",
    difficulty: "Difficulty",
    my_board: "Back to my board",
    levels: ["Easy", "Medium", "Hard", "Expert", "Extreme"],
    new_puzzle: "New puzzle",
    todays_puzzle: "Today's puzzle",
    show_mistakes: "Show mistakes",
    mistake: "mistake",
    level: "Level",
    modes: ["Digit", "Corner", "Centre", "Colour"],
    colours: [
        "blue", "cyan", "green", "lime", "olive", "yellow", "orange", "pink", "grey",
    ],
    coloured: "coloured",
    check_marks: "Check marks",
    where_wrong: "Where did I go wrong?",
    go_back: "Go back to that move",
    keep_playing: "Keep playing",
    marks_miss: "marks miss",
    centre_marked: "centre marks",
    corner_marked: "corner marks",
    modes_group: "Entry mode",
    fill_notes: "Fill candidates",
    tidy_notes: "Placing a digit clears its marks",
    timer: "Timer",
    show_timer: "Show timer",
};

pub(crate) const ZH: Labels = Labels {
    title: "数独求解器",
    tagline: "输入、粘贴或挑选一道题，就能得到答案、提示，或每一步的讲解。一切都在你的浏览器里运行，\
              不向任何地方发送数据。",
    board: "数独棋盘",
    rules: "本题规则",
    solve: "求解",
    compare: "比较",
    step_through: "逐步演示",
    cancel: "取消",
    clear: "清除",
    edit_puzzle: "编辑题目",
    undo: "撤销",
    redo: "重做",
    load: "载入",
    puzzle_text: "题目文本",
    examples: "示例",
    choose_puzzle: "选择一道题……",
    algorithm: "算法",
    naive: "朴素回溯",
    candidates_first: "候选数优先",
    fast: "快速",
    empty: "空",
    given: "题目数字",
    entered: "已填",
    solved: "解出",
    comparison: "比较结果",
    time: "时间",
    tries: "尝试",
    placements: "放置",
    backtracks: "回溯",
    depth: "深度",
    steps: "步数",
    play: "播放",
    pause: "暂停",
    next_step: "下一步",
    stop: "停止",
    speed: "速度",
    search_steps: "搜索步骤",
    counts_help: "一次尝试是在一个格子里试一个数字（快速算法中是一次猜测：在仅靠逻辑无法确定时假设的\
                  数字）。一次填入是合适的尝试，数字被写下。一次回溯是走进死路，搜索收回一个数字。\
                  深度是同时在位的数字（快速算法中是猜测）的最大数目。",
    first_solution: "第一个解",
    whole_search: "整个搜索",
    first_help: "第一个解：找到第一个解之前的工作量，教程正是在这里停止并打印计数。整个搜索：搜索到底的\
                 工作量，它证明不存在第二个解。",
    row_running: "运行中……",
    row_cancelled: "已取消",
    row_waiting: "等待中",
    log_scale: "（对数刻度）",
    separators: ["：", "，", "；"],
    puzzle_text_hint: "81 个格子：1-9，空格用 . 0 _ * 或 -；也可粘贴网格、导出文本和链接",
    pseudocode: "伪代码",
    update_ready: "此应用的新版本已安装。",
    reload: "重新加载",
    settings: "设置",
    learn: "学习",
    puzzles: "题目",
    share: "分享",
    scan_photo: "扫描照片",
    photo_private: "在此浏览器中识别：照片不会离开你的设备。",
    scanned_puzzle: "扫描的题目",
    use_camera: "使用相机",
    camera: "相机",
    camera_view: "相机画面",
    capture: "拍摄",
    close_camera: "关闭相机",
    camera_starting: "正在启动相机\u{2026}\u{2026}",
    camera_looking: "将相机对准数独网格，让整个网格都在画面中。",
    camera_found: "已找到网格：请保持不动\u{2026}\u{2026}",
    use_puzzle: "使用这道题",
    discard: "放弃",
    unsure: "不确定",
    corrected: "已改正",
    straightened: "照片中的网格（已拉正）",
    dark_theme: "深色主题",
    language: "语言",
    show_candidates: "显示候选数",
    live_check: "实时检查",
    digit_pad: "数字键盘",
    erase: "擦除",
    left: "剩余",
    keys_help: "按键：1–9 填入格子；Backspace、Delete、0 或 . 清空；方向键、Home 和 End 移动，\
                按住 Shift 可选多个格子（拖动、Shift 或 Ctrl 点击亦可，Escape 取消）；\
                Z、X、C、V 切换到数字、角标、中心标记和颜色（Shift+空格轮换，N 开关中心标记）；\
                H 显示该格数字的位置；\
                任何模式下 Shift+1–9 切换角标，Ctrl+1–9 切换中心标记；Ctrl+Z 撤销，Ctrl+Y 重做。把题目粘贴到棋盘上即可载入。",
    footer: "示例来源：本项目起源的教程；Gordon Royle 的 17 提示数题库（CC BY 2.5）；enjoysudoku \
             论坛的最难题列表；Peter Norvig 的文章；Arto Inkala 和论坛玩家的著名难题。",
    hint: "提示",
    explain: "讲解解法",
    solution_path: "解题步骤",
    difficulty: "难度",
    my_board: "回到我的棋盘",
    levels: ["简单", "中等", "困难", "专家", "极难"],
    new_puzzle: "新题目",
    todays_puzzle: "今日题目",
    show_mistakes: "显示错误",
    mistake: "错误",
    level: "级别",
    modes: ["数字", "角标", "中心", "颜色"],
    colours: ["蓝", "青", "绿", "黄绿", "橄榄", "黄", "橙", "粉", "灰"],
    coloured: "颜色",
    check_marks: "检查标记",
    where_wrong: "我哪里错了？",
    go_back: "回到那一步",
    keep_playing: "继续下",
    marks_miss: "标记缺",
    centre_marked: "中心标记",
    corner_marked: "角标",
    modes_group: "输入模式",
    fill_notes: "填入候选数",
    tidy_notes: "填数时清除同组标记",
    timer: "计时器",
    show_timer: "显示计时器",
};

#[cfg(test)]
mod tests {
    use crate::Lang;
    use sudoku_solver::{Cell, Unit};

    #[test]
    fn browser_tags_choose_the_language() {
        for tag in ["zh", "zh-CN", "zh-Hans-CN", "ZH-tw"] {
            assert_eq!(Lang::from_tag(tag), Lang::Zh, "{tag}");
        }
        for tag in ["", "en-US", "fr", "z", "de-zh"] {
            assert_eq!(Lang::from_tag(tag), Lang::En, "{tag}");
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), lang);
        }
    }

    #[test]
    fn cells_are_named_as_the_contract_says() {
        let cell = Cell::at(2, 3).unwrap();
        assert_eq!(Lang::En.cell(cell), "Row 3, Column 4");
        assert_eq!(Lang::Zh.cell(cell), "第3行，第4列");
        assert_eq!(Lang::Zh.unit(Unit::Box(4)), "第5宫");
        assert_eq!(Lang::En.unit(Unit::Column(0)), "column 1");
    }

    #[test]
    fn chinese_words_are_chinese() {
        // A forgotten translation would be the English word copied over.
        let (en, zh) = (Lang::En.words(), Lang::Zh.words());
        let pairs = [
            (en.solve, zh.solve),
            (en.clear, zh.clear),
            (en.edit_puzzle, zh.edit_puzzle),
            (en.undo, zh.undo),
            (en.redo, zh.redo),
            (en.load, zh.load),
            (en.board, zh.board),
            (en.dark_theme, zh.dark_theme),
            (en.digit_pad, zh.digit_pad),
            (en.live_check, zh.live_check),
        ];
        for (en, zh) in pairs {
            assert_ne!(en, zh);
            assert!(zh.chars().any(|c| c > '\u{2e80}'), "{zh}");
        }
        // The contract's names.
        assert_eq!(
            (zh.board, zh.solve, zh.clear, zh.undo, zh.redo, zh.load),
            ("数独棋盘", "求解", "清除", "撤销", "重做", "载入")
        );
    }
}
