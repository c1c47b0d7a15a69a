//! Digits, cells and their sets: only valid values can be built.

use sudoku_solver::{Cell, CellSet, Digit, DigitSet};

#[test]
fn digits_are_one_to_nine() {
    let built: Vec<u8> = (0..=255).filter_map(Digit::new).map(Digit::get).collect();
    assert_eq!(built, (1..=9).collect::<Vec<_>>());
    let from_chars: Vec<char> = ('\0'..='\u{ff}')
        .filter_map(Digit::from_char)
        .map(Digit::to_char)
        .collect();
    assert_eq!(from_chars, ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    assert_eq!(Digit::ALL.map(Digit::get), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
}

#[test]
fn cells_are_the_81_positions() {
    assert_eq!((0..200).filter_map(Cell::new).count(), 81);
    assert!(Cell::at(8, 8).is_some() && Cell::at(9, 0).is_none() && Cell::at(0, 9).is_none());
    for cell in Cell::all() {
        assert_eq!(Cell::at(cell.row(), cell.col()), Some(cell));
        assert_eq!(Cell::new(cell.index()), Some(cell));
        let peers = Cell::all().filter(|&other| cell.sees(other)).count();
        assert_eq!(peers, 20, "{cell:?}");
    }
    let r5c6 = Cell::at(4, 5).unwrap();
    assert_eq!(r5c6.box_index(), 4);
    assert_eq!(r5c6.to_string(), "r5c6");
}

#[test]
fn sets_hold_what_was_put_in() {
    let digits: DigitSet = [7, 2, 9].into_iter().filter_map(Digit::new).collect();
    assert_eq!(digits.iter().map(Digit::get).collect::<Vec<_>>(), [2, 7, 9]);
    assert_eq!(digits.len(), 3);
    assert!(!digits.contains(Digit::new(1).unwrap()));
    assert!(DigitSet::EMPTY.is_empty() && DigitSet::ALL.len() == 9);

    let cells: CellSet = [80, 0, 40].into_iter().filter_map(Cell::new).collect();
    assert_eq!(
        cells.iter().map(Cell::index).collect::<Vec<_>>(),
        [0, 40, 80]
    );
    assert_eq!(cells.len(), 3);
    assert!(CellSet::EMPTY.is_empty());
}
