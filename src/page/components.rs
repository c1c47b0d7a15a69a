//! The page's components, one per file; each is driven by its props alone, the page's language
//! included.

pub mod algorithm_picker;
pub mod bar_chart;
pub mod board;
pub mod camera_view;
pub mod cell;
pub mod code_listing;
pub mod comparison_table;
pub mod controls;
pub mod copy_out;
pub mod digit_pad;
pub mod examples_menu;
pub mod explain_panel;
pub mod live_check;
pub mod new_puzzle;
pub mod primary_actions;
pub mod puzzle_edits;
pub mod puzzle_text;
pub mod rating;
pub mod scan_photo;
pub mod scanned_puzzle;
pub mod settings_bar;
pub mod status_line;
pub mod step_panel;
pub mod timer_view;
pub mod update_notice;
