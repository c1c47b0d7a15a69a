//! What a key press in a board cell means, following the contract's keyboard rules.

use sudoku_solver::Digit;
use sudoku_words::status::Mode;

use crate::grid::Layer;

/// The meaning of a key pressed in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// A digit typed (or `0`, `.`, space: a blank typed): put it in the cell, or empty it. While a
    /// puzzle is typed in, the focus then moves on to the next cell.
    Enter(Option<Digit>),
    /// `Delete`: empty the cell, staying there.
    Erase,
    /// `Backspace`: empty the cell; while a puzzle is typed in, an empty cell empties the one
    /// before it instead and moves there, as a text field deletes the character before the caret.
    Back,
    /// Move the focus (the cell it goes to picked alone).
    Move(Move),
    /// Move the focus, adding the cell it goes to to the cells picked (Shift and an arrow,
    /// `Home` or `End`).
    Extend(Move),
    /// `Escape`: the cells picked together let go, the focused cell picked alone.
    Collapse,
    /// `H`: the places of the cell's digit lit, or the light put out (the pad's digit does the
    /// same with no cell selected).
    Light,
    /// Undo the last change.
    Undo,
    /// Redo the last undone change.
    Redo,
    /// Toggle this mark in the cell, whatever the mode: a corner mark (Shift and a digit) or a
    /// centre mark (Ctrl or Cmd and a digit), as SudokuPad has them.
    Mark(Layer, Digit),
    /// A key that changes what digits do.
    Mode(ModeKey),
    /// A printable key that means nothing here: swallow it so the cell stays as it was.
    Swallow,
    /// Leave the key to the browser (Tab, shortcuts such as copy and paste, function keys).
    Browser,
}

/// The keys that change the entry mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeKey {
    /// Switch to this mode (`Z`, `X`, `C`, `V`).
    Set(Mode),
    /// The next mode (`Shift+Space`: SudokuPad's Space, which here stays a blank).
    Cycle,
    /// Centre mode on, or back to Digit mode (`N`, the notes key of earlier versions).
    Notes,
}

/// Where an arrow, `Home` or `End` key moves the focus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// One cell up, wrapping to the bottom.
    Up,
    /// One cell down, wrapping to the top.
    Down,
    /// One cell left, in reading order (from a row's first cell to the previous row's last).
    Left,
    /// One cell right, in reading order (from a row's last cell to the next row's first).
    Right,
    /// First cell of the row.
    RowStart,
    /// Last cell of the row.
    RowEnd,
}

/// Modifier keys held with a key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Ctrl, or Cmd on a Mac.
    pub command: bool,
    /// Shift.
    pub shift: bool,
    /// Alt / Option.
    pub alt: bool,
}

/// The digit of a digit key, from its `code` (`Digit5`, `Numpad5`): what a key means when a
/// modifier changed its `key` (`%` on a US layout, `End` on a numeric keypad).
fn code_digit(code: &str) -> Option<Digit> {
    let number = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"));
    number.and_then(|n| n.parse().ok()).and_then(Digit::new)
}

/// The meaning of `key` (a `KeyboardEvent.key`, so every keyboard layout works). Its `code`
/// counts only for a digit key with Ctrl (a centre mark), or with Shift when its `key` is not a
/// digit (`!` on a US layout, `End` on a numeric keypad): a corner mark. Where Shift gives the
/// digit itself (AZERTY), Shift and the key types the digit, as it must.
pub fn key_action(key: &str, code: &str, modifiers: Modifiers) -> KeyAction {
    if modifiers.command && !modifiers.alt {
        return match key {
            "z" | "Z" if modifiers.shift => KeyAction::Redo,
            "z" | "Z" => KeyAction::Undo,
            "y" | "Y" if !modifiers.shift => KeyAction::Redo,
            _ => match code_digit(code) {
                Some(digit) if !modifiers.shift => KeyAction::Mark(Layer::Centre, digit),
                _ => KeyAction::Browser,
            },
        };
    }
    if modifiers.command || modifiers.alt {
        return KeyAction::Browser;
    }
    let mut key_chars = key.chars();
    let key_is_digit =
        key_chars.next().is_some_and(|ch| ch.is_ascii_digit()) && key_chars.next().is_none();
    if modifiers.shift
        && !key_is_digit
        && let Some(digit) = code_digit(code)
    {
        return KeyAction::Mark(Layer::Corner, digit);
    }
    let step = |step: Move| match modifiers.shift {
        true => KeyAction::Extend(step),
        false => KeyAction::Move(step),
    };
    match key {
        "n" | "N" => KeyAction::Mode(ModeKey::Notes),
        "Escape" => KeyAction::Collapse,
        "h" | "H" => KeyAction::Light,
        "z" | "Z" => KeyAction::Mode(ModeKey::Set(Mode::Digit)),
        "x" | "X" => KeyAction::Mode(ModeKey::Set(Mode::Corner)),
        "c" | "C" => KeyAction::Mode(ModeKey::Set(Mode::Centre)),
        "v" | "V" => KeyAction::Mode(ModeKey::Set(Mode::Colour)),
        " " if modifiers.shift => KeyAction::Mode(ModeKey::Cycle),
        "0" | "." | " " => KeyAction::Enter(None),
        "Delete" => KeyAction::Erase,
        "Backspace" => KeyAction::Back,
        "ArrowUp" => step(Move::Up),
        "ArrowDown" => step(Move::Down),
        "ArrowLeft" => step(Move::Left),
        "ArrowRight" => step(Move::Right),
        "Home" => step(Move::RowStart),
        "End" => step(Move::RowEnd),
        _ => {
            let mut chars = key.chars();
            match (chars.next(), chars.next()) {
                (Some(ch), None) => match Digit::from_char(ch) {
                    Some(digit) => KeyAction::Enter(Some(digit)),
                    None => KeyAction::Swallow,
                },
                // Named keys: Tab, Enter, Escape, F5, "Unidentified" (a phone's keyboard, whose
                // text then arrives as an input event), ...
                _ => KeyAction::Browser,
            }
        }
    }
}

/// The cell index (0-80, reading order) that `step` leads to from `index`.
pub fn moved(index: usize, step: Move) -> usize {
    let (row, col) = (index / 9, index % 9);
    match step {
        Move::Up => (row + 8) % 9 * 9 + col,
        Move::Down => (row + 1) % 9 * 9 + col,
        Move::Left => (index + 80) % 81,
        Move::Right => (index + 1) % 81,
        Move::RowStart => row * 9,
        Move::RowEnd => row * 9 + 8,
    }
}

/// What a keystroke does to the board: the cell to write (0-80) and what, and the cell the focus
/// moves to. `setting_up`: a puzzle is being typed in (its digits are givens), so typing moves on
/// through the cells in reading order; `filled`: the cell at `index` holds a digit. `None` for
/// actions that write nothing.
pub fn typed(
    index: usize,
    action: KeyAction,
    setting_up: bool,
    filled: bool,
) -> Option<(usize, Option<Digit>, Option<usize>)> {
    let next = |step| setting_up.then(|| moved(index, step));
    Some(match action {
        KeyAction::Enter(digit) => (index, digit, next(Move::Right)),
        KeyAction::Erase => (index, None, None),
        KeyAction::Back if setting_up && !filled => {
            let before = moved(index, Move::Left);
            (before, None, Some(before))
        }
        KeyAction::Back => (index, None, None),
        _ => return None,
    })
}

/// What text put into a cell without a key means, given an `InputEvent`'s `inputType` and
/// `data`: since the cells are no inputs, only a single digit pasted onto the board
/// (`insertFromPaste`, `components/board.rs`) comes this way.
pub fn text_input(input_type: &str, data: Option<&str>) -> KeyAction {
    if input_type == "deleteContentBackward" {
        return KeyAction::Back;
    }
    if input_type.starts_with("delete") {
        return KeyAction::Erase;
    }
    // The last character typed counts, the way a key press would; full-width digits (from CJK
    // input methods) are digits too.
    let last = data.and_then(|text| text.chars().last());
    match last.map(|ch| match ch {
        '\u{ff10}'..='\u{ff19}' => char::from(b'0' + (ch as u32 - 0xff10) as u8),
        _ => ch,
    }) {
        Some('0') => KeyAction::Enter(None),
        Some(ch) => Digit::from_char(ch).map_or(KeyAction::Swallow, |d| KeyAction::Enter(Some(d))),
        None => KeyAction::Swallow,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(key: &str, modifiers: Modifiers, expected: KeyAction) {
        check_code(key, "", modifiers, expected);
    }

    fn check_code(key: &str, code: &str, modifiers: Modifiers, expected: KeyAction) {
        assert_eq!(
            key_action(key, code, modifiers),
            expected,
            "key {key:?} ({code}) with {modifiers:?}"
        );
    }

    const NONE: Modifiers = Modifiers {
        command: false,
        shift: false,
        alt: false,
    };

    #[test]
    fn digits_fill_and_erasers_empty() {
        for d in 1..=9u8 {
            check(&d.to_string(), NONE, KeyAction::Enter(Digit::new(d)));
        }
        for key in ["0", ".", " "] {
            check(key, NONE, KeyAction::Enter(None));
        }
        check("Delete", NONE, KeyAction::Erase);
        check("Backspace", NONE, KeyAction::Back);
    }

    #[test]
    fn typing_a_puzzle_in_moves_on() {
        let five = Digit::new(5);
        // Playing: the cell changes, the focus stays.
        assert_eq!(
            typed(10, KeyAction::Enter(five), false, false),
            Some((10, five, None))
        );
        assert_eq!(
            typed(10, KeyAction::Back, false, false),
            Some((10, None, None))
        );
        // Setting up: a digit or a blank moves on, through the row's end and from the last
        // cell to the first.
        assert_eq!(
            typed(10, KeyAction::Enter(five), true, false),
            Some((10, five, Some(11)))
        );
        assert_eq!(
            typed(8, KeyAction::Enter(None), true, true),
            Some((8, None, Some(9)))
        );
        assert_eq!(
            typed(80, KeyAction::Enter(five), true, false),
            Some((80, five, Some(0)))
        );
        // Backspace empties a filled cell where it is, else the cell before, and goes there.
        assert_eq!(
            typed(10, KeyAction::Back, true, true),
            Some((10, None, None))
        );
        assert_eq!(
            typed(10, KeyAction::Back, true, false),
            Some((9, None, Some(9)))
        );
        assert_eq!(
            typed(0, KeyAction::Back, true, false),
            Some((80, None, Some(80)))
        );
        // Delete empties the cell and stays; other keys write nothing.
        assert_eq!(
            typed(10, KeyAction::Erase, true, true),
            Some((10, None, None))
        );
        assert_eq!(typed(10, KeyAction::Move(Move::Up), true, true), None);
    }

    #[test]
    fn other_printable_keys_change_nothing() {
        for key in ["a", "é", "&", "-", "五", "+", "m"] {
            check(key, NONE, KeyAction::Swallow);
        }
        // Shift+digit on AZERTY gives the digit as `key`: it is a digit.
        let shift = Modifiers {
            shift: true,
            ..NONE
        };
        check_code("7", "Digit7", shift, KeyAction::Enter(Digit::new(7)));
    }

    #[test]
    fn mark_and_mode_keys() {
        let shift = Modifiers {
            shift: true,
            ..NONE
        };
        let ctrl = Modifiers {
            command: true,
            ..NONE
        };
        let corner = |d| KeyAction::Mark(Layer::Corner, Digit::new(d).unwrap());
        let set = |mode| KeyAction::Mode(ModeKey::Set(mode));
        check("n", NONE, KeyAction::Mode(ModeKey::Notes));
        check("N", shift, KeyAction::Mode(ModeKey::Notes));
        check("z", NONE, set(Mode::Digit));
        check("X", shift, set(Mode::Corner));
        check("c", NONE, set(Mode::Centre));
        check("v", NONE, set(Mode::Colour));
        check_code(" ", "Space", shift, KeyAction::Mode(ModeKey::Cycle));
        check_code(" ", "Space", NONE, KeyAction::Enter(None));
        // Shift and a digit key: a US layout's symbol, a keypad's navigation key.
        check_code("!", "Digit1", shift, corner(1));
        check_code("(", "Digit9", shift, corner(9));
        check_code("End", "Numpad1", shift, corner(1));
        // Ctrl (Cmd) and a digit key: a centre mark; with Shift too, the browser's.
        let centre = KeyAction::Mark(Layer::Centre, Digit::new(5).unwrap());
        check_code("5", "Digit5", ctrl, centre);
        check_code("5", "Numpad5", ctrl, centre);
        check_code(
            "%",
            "Digit5",
            Modifiers {
                shift: true,
                ..ctrl
            },
            KeyAction::Browser,
        );
        check_code("0", "Digit0", ctrl, KeyAction::Browser);
        // Shift and 0, or a key that is no digit, is no note.
        check_code(")", "Digit0", shift, KeyAction::Swallow);
        check_code("A", "KeyA", shift, KeyAction::Swallow);
        check_code("!", "Digit1", NONE, KeyAction::Swallow);
    }

    #[test]
    fn history_shortcuts() {
        let ctrl = Modifiers {
            command: true,
            ..NONE
        };
        let ctrl_shift = Modifiers {
            command: true,
            shift: true,
            alt: false,
        };
        check("z", ctrl, KeyAction::Undo);
        check("y", ctrl, KeyAction::Redo);
        check("Z", ctrl_shift, KeyAction::Redo);
        check("z", ctrl_shift, KeyAction::Redo);
        // Copy, paste and the like stay the browser's.
        check("v", ctrl, KeyAction::Browser);
        check("c", ctrl, KeyAction::Browser);
        check("5", Modifiers { alt: true, ..NONE }, KeyAction::Browser);
    }

    #[test]
    fn text_without_key_events() {
        assert_eq!(
            text_input("insertText", Some("5")),
            KeyAction::Enter(Digit::new(5))
        );
        assert_eq!(
            text_input("insertText", Some("\u{ff17}")),
            KeyAction::Enter(Digit::new(7))
        );
        assert_eq!(text_input("insertText", Some("0")), KeyAction::Enter(None));
        assert_eq!(text_input("deleteContentBackward", None), KeyAction::Back);
        assert_eq!(text_input("deleteContentForward", None), KeyAction::Erase);
        for rejected in [Some("é"), Some("a"), Some("五"), None] {
            assert_eq!(text_input("insertText", rejected), KeyAction::Swallow);
        }
        assert_eq!(
            text_input("insertCompositionText", Some("shi")),
            KeyAction::Swallow
        );
        assert_eq!(
            text_input("insertFromPaste", Some("12")),
            KeyAction::Enter(Digit::new(2))
        );
    }

    #[test]
    fn navigation_keys_move_and_wrap() {
        check("ArrowUp", NONE, KeyAction::Move(Move::Up));
        check("Home", NONE, KeyAction::Move(Move::RowStart));
        let shift = Modifiers {
            shift: true,
            ..NONE
        };
        check("ArrowLeft", shift, KeyAction::Extend(Move::Left));
        check("End", shift, KeyAction::Extend(Move::RowEnd));
        check("Escape", NONE, KeyAction::Collapse);
        check("h", NONE, KeyAction::Light);
        check("Tab", NONE, KeyAction::Browser);
        check("Unidentified", NONE, KeyAction::Browser);
        assert_eq!(moved(0, Move::Up), 72);
        assert_eq!(moved(0, Move::Left), 80);
        assert_eq!(moved(9, Move::Left), 8);
        assert_eq!(moved(8, Move::Right), 9);
        assert_eq!(moved(80, Move::Down), 8);
        assert_eq!(moved(80, Move::Right), 0);
        assert_eq!(moved(40, Move::Right), 41);
        assert_eq!(moved(40, Move::RowStart), 36);
        assert_eq!(moved(40, Move::RowEnd), 44);
    }
}
