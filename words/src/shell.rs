//! The words the page's own script says (`static/start.js`: before the app runs, and when the
//! app's WebAssembly has failed); the build's prerenderer, `src/bin/prerender.rs`, puts them in
//! the page. The app itself never links them.

/// Said in the status line when a control is used before the app has started: digits typed
/// into the board are kept, anything else waits. `[English, Chinese]`.
pub const STARTING: [&str; 2] = [
    "The app is still starting: digits you type on the board are kept, and the rest works in a moment.",
    "应用还在启动：你在棋盘上输入的数字会保留，其他功能稍后即可使用。",
];

/// The alert when the page's WebAssembly has failed (a bug: a panic aborts it), above a Reload
/// button (`Labels::reload`). `[English, Chinese]`.
pub const CRASHED: [&str; 2] = [
    "Something went wrong in this page. Your board was saved before it happened; reload to go on.",
    "页面出了问题。出错前棋盘已保存；重新加载即可继续。",
];
