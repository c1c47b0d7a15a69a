//! The words of the page's first screen before the app runs (`static/start.js` says them; the
//! build's prerenderer, `src/bin/prerender.rs`, puts them in the page). The app itself never links
//! them.

/// Said in the status line when a control is used before the app has started: digits typed
/// into the board are kept, anything else waits. `[English, Chinese]`.
pub const STARTING: [&str; 2] = [
    "The app is still starting: digits you type on the board are kept, and the rest works in a moment.",
    "应用还在启动：你在棋盘上输入的数字会保留，其他功能稍后即可使用。",
];
