//! What the app keeps in `localStorage`: the board, its undo history and the settings, as text
//! under one versioned key.
//!
//! ```text
//! sudoku-web 3                       the version line: anything else is not ours to read
//! grid GIVENS SOLVED ENTRIES HOW     the board (81-character lines; HOW: loaded or typed; then
//!                                    struck candidates and notes, as `Grid::encode` writes them)
//! undo ~DIFF                         the undo history, oldest first, one line each: each grid as
//!                                    its difference from the next one (the last's from the board;
//!                                    see `grid/diff.rs`), so a step costs a few bytes
//! redo ~DIFF                         the redo history, the next to redo last (the last's
//!                                    difference from the board, each other's from the next)
//! variant 1 GIVENS,… 9x9; cage 3 …   the last variant puzzle loaded (no line: none): whether its
//!                                    boxes are houses (1 or 0), its givens and those Edit puzzle
//!                                    made of them (its rules apply while the board's givens are
//!                                    one of these), and the puzzle in this project's format
//! theme dark                         light or dark; no line: follow the system
//! lang zh-CN                         en or zh-CN; no line: follow the browser
//! candidates on                      on or off
//! check on                           live check, on or off
//! mistakes on                        Show mistakes, on (no line: off)
//! notes kept                         placing a digit leaves its peers' notes (no line: clears them)
//! clock hidden                       the timer is hidden (no line: shown)
//! timer GIVENS MILLIS HINTS PHASE    the timer (no line: none): the puzzle timed, the time counted,
//!                                    hints asked, and counting or finished
//! algorithm Candidates first         the algorithm Solve uses
//! saves 17                           the save's number, last (see `page/tabs.rs`: which of two
//!                                    tabs' saves is the newer; no line: 0)
//! ```
//!
//! The board, its history and its variant's rules are the only lines that begin with `g`, `u`,
//! `r` or `v` (`page/tabs.rs` tells a new board from a changed setting by them).
//!
//! Version 2 (under its own key, read once) wrote each history grid whole, as `grid` does; those
//! lines are still read. Reading is all or nothing: one line that does not parse makes the whole text unreadable, so a
//! truncated or tampered save can never put a half-read state on screen.

use sudoku_solver::Algorithm;

use crate::codec::algorithm_name;
use crate::grid::Grid;
use crate::page::choices::{Settings, Theme};
use crate::page::state::History;
use crate::page::timing::{Phase, Timer};
use sudoku_words::Lang;

/// The key the app writes.
pub const KEY: &str = "sudoku-web/v3";
/// The key of the person's theme and language alone ([`crate::page::state::Preferences::look`]),
/// which `static/start.js` reads before the page's first paint; written as the page is dressed.
pub const LOOK_KEY: &str = "sudoku-web/look";
/// The key under which earlier versions kept the last links the address showed (the save's
/// number replaced it, see `page/tabs.rs`); removed at page load.
pub const ADDRESS_KEY: &str = "sudoku-web/address";
/// The key version 1 wrote (the board alone, as [`Grid::encode`]); read once, then removed.
pub const OLD_KEY: &str = "sudoku-web/v1";
/// The key version 2 wrote (the same text, with whole grids in the history); read once, then
/// removed.
pub const V2_KEY: &str = "sudoku-web/v2";
const VERSION_LINE: &str = "sudoku-web 3";
const V2_LINE: &str = "sudoku-web 2";

/// Everything kept.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Memory {
    /// The board.
    pub grid: Grid,
    /// Earlier boards, oldest first.
    pub undo: Vec<Grid>,
    /// Undone boards, the next to redo last.
    pub redo: Vec<Grid>,
    /// The settings.
    pub settings: Settings,
    /// The timer (its time counted up to its last pause).
    pub timer: Timer,
    /// The last variant puzzle's rules.
    pub variant: Option<Kept>,
}

/// A variant puzzle's rules as storage keeps them: the puzzle's text, its givens and whether its
/// boxes are houses (its drawing and sentences are the variant worker's, asked again).
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// The puzzle in this project's format.
    pub puzzle: std::rc::Rc<str>,
    /// Its givens, and those Edit puzzle made of them since, newest last.
    pub givens: Vec<sudoku_solver::Board>,
    /// Whether its 3x3 boxes are houses.
    pub boxes: bool,
}

/// What was found in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Recalled {
    /// Nothing: a first visit (or storage refused).
    Nothing,
    /// A memory (version 1's board is read as one with no history).
    Found(Box<Memory>),
    /// Something that could not be read: corrupt, or another version's.
    Unreadable,
}

impl Recalled {
    /// Reads the text under [`KEY`] and, if there is none, `old`: what [`V2_KEY`] holds, or
    /// else [`OLD_KEY`].
    pub fn read(current: Option<&str>, old: Option<&str>) -> Recalled {
        match (current, old) {
            (Some(text), _) => decode(text).map_or(Recalled::Unreadable, |memory| {
                Recalled::Found(Box::new(memory))
            }),
            (None, Some(text)) if text.starts_with(V2_LINE) => Recalled::read(Some(text), None),
            (None, Some(text)) => Grid::decode(text).map_or(Recalled::Unreadable, |grid| {
                Recalled::Found(Box::new(Memory {
                    grid,
                    ..Memory::default()
                }))
            }),
            (None, None) => Recalled::Nothing,
        }
    }
}

fn grid_line(grid: &Grid) -> String {
    grid.encode().replace('\n', " ")
}

/// The memory as stored text (the page saves through [`write()`], from the history it keeps).
pub fn encode(memory: &Memory) -> String {
    let diffs = |grids: &[Grid]| History::from_oldest(grids.iter().copied()).diffs(&memory.grid);
    let (undo, redo) = (diffs(&memory.undo), diffs(&memory.redo));
    write(
        &memory.grid,
        [&undo, &redo],
        memory.variant.as_ref(),
        (&memory.settings, &memory.timer),
    )
}

/// What [`encode`] writes, given the history as it is stored: each grid of undo and of redo as
/// its difference from the next (`History::diffs` keeps them made, so a save need not compare
/// 500 pairs of grids).
pub fn write(
    grid: &Grid,
    [undo, redo]: [&[String]; 2],
    variant: Option<&Kept>,
    (settings, timer): (&Settings, &Timer),
) -> String {
    let mut text = format!("{VERSION_LINE}\ngrid {}\n", grid_line(grid));
    for (key, diffs) in [("undo ", undo), ("redo ", redo)] {
        for diff in diffs {
            text.push_str(key);
            text.push_str(diff);
            text.push('\n');
        }
    }
    if let Some(Kept {
        puzzle,
        givens,
        boxes,
    }) = variant
    {
        let boxes = u8::from(*boxes);
        let givens: Vec<String> = givens.iter().map(ToString::to_string).collect();
        text.push_str(&format!("variant {boxes} {} {puzzle}\n", givens.join(",")));
    }
    if let Some(theme) = settings.theme {
        let name = match theme {
            Theme::Light => "light",
            Theme::Dark => "dark",
        };
        text.push_str(&format!("theme {name}\n"));
    }
    if let Some(lang) = settings.lang {
        text.push_str(&format!("lang {}\n", lang.tag()));
    }
    let on = |flag: bool| if flag { "on" } else { "off" };
    text.push_str(&format!("candidates {}\n", on(settings.candidates)));
    text.push_str(&format!("check {}\n", on(settings.live_check)));
    // Written only when on, so a save without it still reads as it always did.
    if settings.mistakes {
        text.push_str("mistakes on\n");
    }
    if settings.notes_kept {
        text.push_str("notes kept\n");
    }
    if settings.clock_hidden {
        text.push_str("clock hidden\n");
    }
    let phase = match timer.phase {
        Phase::Idle => None,
        Phase::Counting | Phase::Completing => Some("counting"),
        Phase::Finished(_) => Some("finished"),
    };
    if let Some(phase) = phase {
        let millis = timer.counted();
        let line = format!("timer {} {millis} {} {phase}\n", timer.givens, timer.hints);
        text.push_str(&line);
    }
    if let Some(algorithm) = settings.algorithm {
        text.push_str(&format!("algorithm {}\n", algorithm_name(algorithm)));
    }
    text
}

/// Reads what [`encode`] wrote; `None` if any of it cannot be read.
pub fn decode(text: &str) -> Option<Memory> {
    let mut lines = text.lines();
    if ![VERSION_LINE, V2_LINE].contains(&lines.next()?) {
        return None;
    }
    let mut memory = Memory::default();
    let mut has_grid = false;
    // The history, as written: read once the board is (a difference needs its next grid).
    let (mut undo, mut redo) = (Vec::new(), Vec::new());
    for line in lines {
        let (key, value) = line.split_once(' ')?;
        let flag = || match value {
            "on" => Some(true),
            "off" => Some(false),
            _ => None,
        };
        let grid = || Grid::decode(value);
        match key {
            "grid" if !has_grid => {
                memory.grid = grid()?;
                has_grid = true;
            }
            "undo" => undo.push(value),
            "variant" => memory.variant = Some(decode_variant(value)?),
            "redo" => redo.push(value),
            "theme" => {
                memory.settings.theme = Some(match value {
                    "light" => Theme::Light,
                    "dark" => Theme::Dark,
                    _ => return None,
                })
            }
            "lang" => {
                memory.settings.lang = Lang::ALL.into_iter().find(|lang| lang.tag() == value);
                memory.settings.lang?;
            }
            "candidates" => memory.settings.candidates = flag()?,
            "check" => memory.settings.live_check = flag()?,
            "mistakes" => memory.settings.mistakes = flag()?,
            "notes" if value == "kept" => memory.settings.notes_kept = true,
            "clock" if value == "hidden" => memory.settings.clock_hidden = true,
            "timer" => memory.timer = decode_timer(value)?,
            // The save's number is the tabs' business (`page/tabs.rs`); here it must only read.
            "saves" => _ = value.parse::<u64>().ok()?,
            "algorithm" => {
                let named = |a: &&Algorithm| algorithm_name(**a) == value;
                memory.settings.algorithm = Some(*Algorithm::ALL.iter().find(named)?);
            }
            _ => return None,
        }
    }
    if !has_grid {
        return None;
    }
    memory.undo = history(&undo, &memory.grid)?;
    memory.redo = history(&redo, &memory.grid)?;
    Some(memory)
}

/// The history's grids from their lines (the board last): each a whole grid or its difference
/// from the next, read from the last back.
fn history(lines: &[&str], board: &Grid) -> Option<Vec<Grid>> {
    let mut grids = vec![*board; lines.len()];
    for (i, line) in lines.iter().enumerate().rev() {
        let next = grids.get(i + 1).unwrap_or(board);
        grids[i] = match line.starts_with('~') {
            true => Grid::decode_diff(line, next)?,
            false => Grid::decode(line)?,
        };
    }
    Some(grids)
}

/// Reads a `variant` line's value: BOXES GIVENS PUZZLE.
fn decode_variant(value: &str) -> Option<Kept> {
    let (boxes, rest) = value.split_once(' ')?;
    let (givens, puzzle) = rest.split_once(' ')?;
    Some(Kept {
        puzzle: puzzle.into(),
        givens: (givens.split(','))
            .map(sudoku_solver::Board::from_line)
            .collect::<Option<_>>()?,
        boxes: match boxes {
            "1" => true,
            "0" => false,
            _ => return None,
        },
    })
}

/// Reads a `timer` line's value: GIVENS MILLIS HINTS PHASE.
fn decode_timer(value: &str) -> Option<Timer> {
    let [givens, millis, hints, phase] = value.split(' ').collect::<Vec<_>>()[..] else {
        return None;
    };
    let millis: u64 = millis.parse().ok()?;
    let phase = match phase {
        "counting" => Phase::Counting,
        "finished" => Phase::Finished(millis),
        _ => return None,
    };
    Some(Timer {
        givens: sudoku_solver::Board::from_line(givens)?,
        phase,
        banked: millis,
        hints: hints.parse().ok()?,
        ..Timer::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_testkit::INKALA;

    fn memory() -> Memory {
        let givens = INKALA.parse().unwrap();
        let solved = match sudoku_solver::Board::solve(&givens).outcome {
            sudoku_solver::Outcome::Unique(solution) => {
                Grid::loaded(givens).with_solution(&solution)
            }
            other => panic!("{other:?}"),
        };
        Memory {
            grid: solved,
            undo: vec![
                Grid::default(),
                Grid::from_givens(givens),
                Grid::loaded(givens).with_notes_filled(),
            ],
            redo: vec![Grid::default()],
            settings: Settings {
                theme: Some(Theme::Dark),
                lang: Some(Lang::Zh),
                candidates: true,
                live_check: true,
                mistakes: true,
                notes_kept: true,
                algorithm: Some(Algorithm::CandidatesFirst),
                clock_hidden: true,
            },
            timer: Timer {
                givens,
                phase: Phase::Counting,
                banked: 754_321,
                hints: 2,
                ..Timer::default()
            },
            variant: Some(Kept {
                puzzle: "9x9; cage 3 r1c1 r1c2; regions 1 2".into(),
                givens: vec![sudoku_solver::Board::EMPTY, givens],
                boxes: false,
            }),
        }
    }

    #[test]
    fn memory_round_trips() {
        // Only the board's lines begin with g, u, r or v (`page/tabs.rs` reads them so).
        for line in encode(&memory()).lines() {
            let board = ["grid ", "undo ", "redo ", "variant "]
                .iter()
                .any(|k| line.starts_with(k));
            assert_eq!(
                board,
                matches!(line.as_bytes()[0], b'g' | b'u' | b'r' | b'v'),
                "{line}"
            );
        }
        for memory in [Memory::default(), memory()] {
            assert_eq!(decode(&encode(&memory)), Some(memory.clone()));
            assert_eq!(
                Recalled::read(Some(&encode(&memory)), None),
                Recalled::Found(Box::new(memory))
            );
        }
    }

    #[test]
    fn the_history_costs_a_few_bytes_a_step_and_version_two_is_read() {
        // 120 steps: a note, then a digit, in each empty cell of Inkala's puzzle, in turn; each
        // history line is a few bytes.
        let givens: sudoku_solver::Board = INKALA.parse().unwrap();
        let mut grid = Grid::loaded(givens);
        let mut undo = Vec::new();
        for cell in sudoku_solver::Cell::all().filter(|&c| givens.get(c).is_none()) {
            undo.push(grid);
            grid = grid
                .toggle_note(cell, sudoku_solver::Digit::new(5).unwrap())
                .unwrap();
            undo.push(grid);
            grid = grid.enter(cell, sudoku_solver::Digit::new(cell.index() as u8 % 9 + 1));
        }
        let memory = Memory {
            grid,
            undo,
            ..Memory::default()
        };
        let text = encode(&memory);
        let history_bytes: usize = text
            .lines()
            .filter(|l| l.starts_with("undo"))
            .map(str::len)
            .sum();
        assert!(
            history_bytes <= memory.undo.len() * 12,
            "{history_bytes} bytes for {} steps",
            memory.undo.len()
        );
        assert_eq!(decode(&text), Some(memory.clone()));
        // Version 2 wrote whole grids under its own key: read once.
        let whole: Vec<String> = memory
            .undo
            .iter()
            .map(|g| format!("undo {}", grid_line(g)))
            .collect();
        let v2 = format!(
            "{V2_LINE}\ngrid {}\n{}\n",
            grid_line(&memory.grid),
            whole.join("\n")
        );
        assert_eq!(
            Recalled::read(None, Some(&v2)),
            Recalled::Found(Box::new(memory))
        );
    }

    #[test]
    fn version_one_is_read_once_then_version_two_wins() {
        let grid = memory().grid;
        let found = Recalled::read(None, Some(&grid.encode()));
        assert_eq!(
            found,
            Recalled::Found(Box::new(Memory {
                grid,
                ..Memory::default()
            }))
        );
        let newer = encode(&Memory::default());
        assert_eq!(
            Recalled::read(Some(&newer), Some(&grid.encode())),
            Recalled::Found(Box::default())
        );
        assert_eq!(Recalled::read(None, None), Recalled::Nothing);
        assert_eq!(Recalled::read(None, Some("garbage")), Recalled::Unreadable);
    }

    #[test]
    fn anything_unreadable_is_refused_whole() {
        let good = encode(&memory());
        let bad = [
            String::new(),
            "{\"board\": 1}".to_string(),
            good.replace("sudoku-web 3", "sudoku-web 4"),
            good.replacen("undo ~", "undo ~99e1", 1),
            good.replace("theme dark", "theme purple"),
            good.replace("lang zh-CN", "lang fr"),
            good.replace("check on", "check maybe"),
            good.replace("notes kept", "notes gone"),
            good.replace("clock hidden", "clock shown"),
            good.replace(" counting", " paused"),
            good.replace(" 754321 ", " -1 "),
            good.replace(" 754321 2 ", " 754321 "),
            good.replacen("-n", "-n0", 1),
            good.replace("algorithm Candidates first", "algorithm Quantum"),
            good.replacen("undo ", "undo x", 1),
            good.replace("grid ", "grid 1"),
            format!("{good}colour blue\n"),
            good[..good.find("undo ").unwrap() + 20].to_string(),
            "sudoku-web 2\ncandidates on\n".to_string(),
        ];
        for text in bad {
            assert_ne!(text, good, "a mutation that changes nothing tests nothing");
            assert_eq!(
                Recalled::read(Some(&text), None),
                Recalled::Unreadable,
                "{text}"
            );
        }
    }
}
