//! The app's hooks: where state meets the browser.

pub mod use_app_update;
pub mod use_camera;
pub mod use_frame_clock;
pub mod use_logic_worker;
pub mod use_panel_cards;
pub mod use_scan_worker;
pub mod use_shortcuts;
pub mod use_solver_worker;
pub mod use_sudoku;
pub mod use_timer;
pub mod use_variant_worker;
