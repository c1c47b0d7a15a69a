//! The tests of `grid.rs`.

use super::*;
use sudoku_testkit::INKALA;

fn cell(row: usize, col: usize) -> Cell {
    Cell::at(row - 1, col - 1).unwrap()
}

fn solve(grid: Grid) -> Grid {
    let sudoku_solver::Outcome::Unique(solution) = grid.puzzle().solve().outcome else {
        panic!("one solution expected")
    };
    grid.with_solution(&solution)
}

fn inkala() -> Board {
    INKALA.parse().unwrap()
}

#[test]
fn solved_grid_keeps_givens_and_solver_digits_apart() {
    let grid = solve(Grid::from_givens(inkala()));
    assert_eq!(grid.entry(cell(1, 1)), Entry::Given(Digit::new(8).unwrap()));
    assert_eq!(
        grid.entry(cell(1, 2)),
        Entry::Solved(Digit::new(1).unwrap())
    );
    assert_eq!(grid.solved_count(), 60);
    assert!(grid.shown().is_full());
    assert_eq!(grid.without_solution(), Grid::from_givens(inkala()));
}

#[test]
fn typing_on_a_loaded_puzzle_makes_entries_and_on_a_new_board_givens() {
    let one = Digit::new(1);
    let typed = Grid::default().enter(cell(1, 2), one);
    assert_eq!(
        typed.entry(cell(1, 2)),
        Entry::Given(Digit::new(1).unwrap())
    );

    let loaded = Grid::loaded(inkala());
    let entered = loaded.enter(cell(1, 2), one);
    assert_eq!(
        entered.entry(cell(1, 2)),
        Entry::Entered(Digit::new(1).unwrap())
    );
    assert_eq!(entered.givens(), inkala());
    assert_eq!(entered.puzzle(), inkala().with(cell(1, 2), one));
    // A given of a loaded puzzle can still be corrected: it stays a given.
    let corrected = entered.enter(cell(1, 1), Digit::new(9));
    assert_eq!(
        corrected.entry(cell(1, 1)),
        Entry::Given(Digit::new(9).unwrap())
    );
    // Solving keeps all three apart; an edit drops the solver's digits.
    let solved = solve(entered);
    assert_eq!(
        solved.entry(cell(1, 2)),
        Entry::Entered(Digit::new(1).unwrap())
    );
    assert_eq!(
        solved.entry(cell(1, 3)),
        Entry::Solved(Digit::new(2).unwrap())
    );
    assert_eq!(solved.solved_count(), 59);
    assert_eq!(solved.enter(cell(1, 2), None), loaded);
    // An empty board loaded is a board to set up.
    assert!(!Grid::loaded(Board::EMPTY).is_loaded());
}

#[test]
fn entries_on_givens_are_dropped() {
    let entries = Board::EMPTY
        .with(cell(1, 1), Digit::new(5))
        .with(cell(1, 2), Digit::new(1));
    let grid = Grid::loaded(inkala()).with_entries(entries);
    assert_eq!(grid.entry(cell(1, 1)), Entry::Given(Digit::new(8).unwrap()));
    assert_eq!(grid.entries().given_count(), 1);
}

#[test]
fn encoding_round_trips() {
    let entered = Grid::loaded(inkala()).enter(cell(1, 2), Digit::new(1));
    for grid in [
        Grid::default(),
        solve(Grid::from_givens(inkala())),
        Grid::from_givens(inkala()),
        Grid::loaded(inkala()),
        entered,
        solve(entered),
    ] {
        assert_eq!(Grid::decode(&grid.encode()), Some(grid));
    }
    // Clashing givens are the person's to keep.
    let clashing = Grid::from_givens(format!("55{}", ".".repeat(79)).parse().unwrap());
    assert_eq!(Grid::decode(&clashing.encode()), Some(clashing));
    // Version 1's two lines: givens and solver digits.
    let old = solve(Grid::from_givens(inkala()));
    let lines: Vec<String> = old.encode().lines().take(2).map(String::from).collect();
    assert_eq!(Grid::decode(&lines.join("\n")), Some(old));
}

#[test]
fn bad_stored_text_is_refused() {
    let good = solve(Grid::from_givens(inkala())).encode();
    let lines: Vec<&str> = good.lines().collect();
    let (givens, solved, entries) = (lines[0], lines[1], lines[2]);
    let wrong_digit = format!("{givens}\n{}", solved.replacen('1', "2", 1));
    let overlapping = format!("{givens}\n{}", solved.replacen('.', "8", 1));
    // r1c2 is a solver's cell: without it the solution is incomplete.
    let partial = format!("{givens}\n{}.{}", &solved[..1], &solved[2..]);
    let entry_on_given = format!("{givens}\n{}\n8{}\nloaded", ".".repeat(81), ".".repeat(80));
    for bad in [
        "",
        "garbage",
        givens,
        &format!("{givens}\n{solved}\n{entries}"),
        &format!("{givens}\n{solved}\n{entries}\nmaybe"),
        &format!("{good}\nextra"),
        &format!("{givens}\nxyz"),
        &wrong_digit,
        &overlapping,
        &partial,
        &entry_on_given,
    ] {
        assert!(Grid::decode(bad).is_none(), "{bad:?} should be refused");
    }
    // A puzzle opened with Edit puzzle keeps the person's entries: it reads back.
    let editing = Grid::loaded(givens.parse().unwrap())
        .enter(Cell::at(0, 1).unwrap(), Digit::new(1))
        .with_loaded(false);
    assert_eq!(editing.entries().given_count(), 1);
    assert_eq!(Grid::decode(&editing.encode()), Some(editing));
}

#[test]
fn struck_candidates_stay_while_digits_are_added_and_go_when_one_is_erased() {
    let three = Digit::new(3).unwrap();
    let grid = Grid::loaded(inkala()).apply(&[], &[(cell(1, 2), three), (cell(1, 3), three)]);
    assert!(!grid.candidates(cell(1, 2)).contains(three));
    assert_eq!(grid.struck().pairs().len(), 2);
    // A digit into an empty cell keeps the others' (its own go: the cell is filled).
    let placed = grid.enter(cell(1, 2), Digit::new(1));
    assert_eq!(placed.struck().pairs(), vec![(cell(1, 3), three)]);
    // Erasing or changing a digit drops them all.
    assert_eq!(placed.enter(cell(1, 2), None).struck(), Marks::default());
    assert_eq!(
        placed.enter(cell(1, 2), Digit::new(2)).struck(),
        Marks::default()
    );
    // They are stored, and a strike on a filled cell is refused.
    assert_eq!(Grid::decode(&grid.encode()), Some(grid));
    let on_given = format!("{}\nx0:3", Grid::loaded(inkala()).encode());
    assert_eq!(Grid::decode(&on_given), None);
    assert_eq!(
        Grid::decode(&format!("{}\nx9:0", Grid::loaded(inkala()).encode())),
        None
    );
}

#[test]
fn notes_are_the_persons_own_marks_in_empty_cells() {
    let (one, two, four) = (
        Digit::new(1).unwrap(),
        Digit::new(2).unwrap(),
        Digit::new(4).unwrap(),
    );
    let loaded = Grid::loaded(inkala());
    // Notes go only where there is no digit, and toggle.
    assert_eq!(loaded.toggle_note(cell(1, 1), one), None);
    let noted = loaded.toggle_note(cell(1, 2), one).unwrap();
    let noted = noted.toggle_note(cell(1, 2), two).unwrap();
    assert_eq!(
        noted.notes().get(cell(1, 2)),
        [one, two].into_iter().collect()
    );
    assert_eq!(
        noted
            .toggle_note(cell(1, 2), two)
            .unwrap()
            .notes()
            .get(cell(1, 2)),
        std::iter::once(one).collect()
    );
    // A digit placed in the cell, or Erase, clears its notes; peers lose the digit on request.
    let peer = noted.toggle_note(cell(2, 2), one).unwrap();
    let elsewhere = peer.toggle_note(cell(9, 9), one).unwrap();
    assert!(
        elsewhere
            .enter(cell(1, 2), Some(four))
            .notes()
            .get(cell(1, 2))
            .is_empty()
    );
    assert!(
        elsewhere
            .enter(cell(1, 2), None)
            .notes()
            .get(cell(1, 2))
            .is_empty()
    );
    let placed = elsewhere
        .enter(cell(1, 3), Some(one))
        .without_note_in_peers(cell(1, 3), one);
    assert!(!placed.notes().contains(cell(1, 2), one));
    assert!(!placed.notes().contains(cell(2, 2), one));
    assert!(placed.notes().contains(cell(9, 9), one));
    assert!(placed.notes().contains(cell(1, 2), two));
}

#[test]
fn filled_notes_are_the_candidates_and_what_is_missing_is_ruled_out() {
    let loaded = Grid::loaded(inkala());
    // r1c2's first two candidates: the first struck by a hint, the second removed by the person.
    let open: Vec<Digit> = loaded.candidates(cell(1, 2)).iter().collect();
    let (struck, removed) = (open[0], open[1]);
    let grid = loaded.apply(&[], &[(cell(1, 2), struck)]);
    let filled = grid.with_notes_filled();
    for at in Cell::all() {
        assert_eq!(filled.notes().get(at), grid.candidates(at), "{at}");
        // Of the digits no peer holds, only the hint's strike is ruled out: the person has
        // removed nothing yet.
        let ruled_out: Vec<Digit> = filled.ruled_out().get(at).iter().collect();
        let expected = if at == cell(1, 2) {
            vec![struck]
        } else {
            vec![]
        };
        let open = grid.puzzle().candidates(at);
        assert_eq!(
            ruled_out
                .into_iter()
                .filter(|&d| open.contains(d))
                .collect::<Vec<_>>(),
            expected,
            "{at}"
        );
    }
    // A note removed is ruled out; a cell without notes rules out nothing.
    let less = filled.toggle_note(cell(1, 2), removed).unwrap();
    assert!(less.ruled_out().contains(cell(1, 2), removed));
    assert!(less.ruled_out().contains(cell(1, 2), struck));
    assert_eq!(grid.ruled_out(), grid.struck());
    // A hint's elimination takes the note out too.
    let third = open[2];
    let hinted = filled.apply(&[], &[(cell(1, 2), third)]);
    assert!(filled.notes().contains(cell(1, 2), third));
    assert!(!hinted.notes().contains(cell(1, 2), third));
}

#[test]
fn notes_are_stored_and_notes_on_digits_are_refused() {
    let noted = Grid::loaded(inkala()).with_notes_filled();
    let encoded = noted.encode();
    assert!(encoded.lines().last().unwrap().starts_with('n'));
    assert_eq!(Grid::decode(&encoded), Some(noted));
    let struck_and_noted = noted.apply(&[], &[(cell(1, 3), Digit::new(4).unwrap())]);
    assert_eq!(
        Grid::decode(&struck_and_noted.encode()),
        Some(struck_and_noted)
    );
    let base = Grid::loaded(inkala()).encode();
    let on_given = format!("{base}\nn1{}", ".".repeat(80));
    let short = format!("{base}\nn1{}", ".".repeat(79));
    let not_a_digit = format!("{base}\nn.0{}", ".".repeat(79));
    for bad in [on_given, short, not_a_digit] {
        assert_eq!(Grid::decode(&bad), None, "{bad:?}");
    }
}

#[test]
fn a_pencil_mark_grid_loads_as_givens_and_notes_and_copies_back_the_same() {
    // The puzzle with some notes of the person's; the other empty cells give their candidates.
    let grid = Grid::loaded(inkala())
        .enter(cell(1, 2), Digit::new(1))
        .toggle_note(cell(1, 3), Digit::new(2).unwrap())
        .and_then(|g| g.toggle_note(cell(1, 3), Digit::new(9).unwrap()))
        .unwrap();
    let marks = grid.mark_grid();
    assert_eq!(marks.get(cell(1, 1)), Marked::Given(Digit::new(8).unwrap()));
    assert_eq!(
        marks.get(cell(1, 2)),
        Marked::Placed(Digit::new(1).unwrap())
    );
    let noted: DigitSet = [2, 9].into_iter().filter_map(Digit::new).collect();
    assert_eq!(marks.get(cell(1, 3)), Marked::Marks(noted));
    assert_eq!(marks.marks(cell(2, 1)), grid.candidates(cell(2, 1)));
    // Read back (as pasted text): the digits are givens now, every mark a note.
    let text = marks.to_string();
    let read = Grid::from_mark_grid(&text.parse().unwrap());
    assert!(read.is_loaded());
    assert_eq!(read.givens(), grid.shown());
    assert_eq!(read.notes().get(cell(1, 3)), noted);
    assert_eq!(read.notes().get(cell(2, 1)), grid.candidates(cell(2, 1)));
    assert_eq!(read.mark_grid().to_string(), text, "copied back the same");
}

#[test]
fn notes_are_kept_in_empty_cells_only() {
    let all = Cell::all().fold(Marks::default(), |m, c| m.set(c, DigitSet::ALL));
    let grid = Grid::loaded(inkala()).with_notes(all);
    assert!(
        grid.notes().get(cell(1, 1)).is_empty(),
        "a given's cell has none"
    );
    assert_eq!(grid.notes().get(cell(1, 2)), DigitSet::ALL);
}

fn digits(list: &[u8]) -> DigitSet {
    list.iter().copied().filter_map(Digit::new).collect()
}

#[test]
fn corner_marks_are_a_layer_of_their_own() {
    let (one, two) = (Digit::new(1).unwrap(), Digit::new(2).unwrap());
    let row: CellSet = [cell(1, 2), cell(1, 3), cell(1, 1)].into_iter().collect();
    let grid = Grid::loaded(inkala());
    // Several cells at once: put in each empty one (r1c1 is a given), then, all having it, out.
    let marked = grid.toggle_marks(Layer::Corner, row, one).unwrap();
    assert_eq!(marked.marks(Layer::Corner).get(cell(1, 2)), digits(&[1]));
    assert_eq!(marked.marks(Layer::Corner).get(cell(1, 3)), digits(&[1]));
    assert!(marked.marks(Layer::Corner).get(cell(1, 1)).is_empty());
    assert!(marked.notes().is_empty(), "the centre layer is untouched");
    let half = marked
        .toggle_marks(Layer::Corner, CellSet::EMPTY.with(cell(1, 2)), one)
        .unwrap();
    let again = half.toggle_marks(Layer::Corner, row, one).unwrap();
    assert_eq!(
        again, marked,
        "one cell without it: it goes into every cell"
    );
    let out = marked.toggle_marks(Layer::Corner, row, one).unwrap();
    assert_eq!(out, grid, "every cell with it: it leaves them all");
    assert_eq!(
        grid.toggle_marks(Layer::Corner, CellSet::EMPTY.with(cell(1, 1)), one),
        None
    );
    // Corner marks rule nothing out; they are stored and read back, after the notes.
    let both = marked.toggle_note(cell(1, 2), two).unwrap();
    assert_eq!(both.ruled_out().get(cell(1, 3)), DigitSet::EMPTY);
    let encoded = both.encode();
    assert!(encoded.lines().last().unwrap().starts_with('c'));
    assert_eq!(Grid::decode(&encoded), Some(both));
    let base = grid.encode();
    assert_eq!(Grid::decode(&format!("{base}\nc1{}", ".".repeat(80))), None);
    // Erase takes the first layer where a cell has both, then the rest; a digit placed, or
    // placed in a peer, clears them.
    let erased = both.erase(cell(1, 2), Layer::Corner);
    assert_eq!(erased.notes().get(cell(1, 2)), digits(&[2]));
    assert!(erased.marks(Layer::Corner).get(cell(1, 2)).is_empty());
    assert!(
        !erased
            .erase(cell(1, 2), Layer::Corner)
            .is_marked(cell(1, 2))
    );
    assert!(!both.enter(cell(1, 2), Some(two)).is_marked(cell(1, 2)));
    let tidied = both.without_note_in_peers(cell(1, 9), one);
    assert!(tidied.marks(Layer::Corner).get(cell(1, 3)).is_empty());
    let hinted = both.apply(&[], &[(cell(1, 3), one)]);
    assert!(hinted.marks(Layer::Corner).get(cell(1, 3)).is_empty());
}

#[test]
fn colours_sit_on_any_cell_and_stay_under_digits() {
    let (one, seven) = (Digit::new(1).unwrap(), Digit::new(7).unwrap());
    let grid = Grid::loaded(inkala());
    // r1c1 holds a given, r1c2 is empty: both take colours, several to a cell.
    let two: CellSet = [cell(1, 1), cell(1, 2)].into_iter().collect();
    let coloured = grid.toggle_marks(Layer::Colour, two, one).unwrap();
    let coloured =
        (coloured.toggle_marks(Layer::Colour, CellSet::EMPTY.with(cell(1, 2)), seven)).unwrap();
    assert_eq!(coloured.marks(Layer::Colour).get(cell(1, 1)), digits(&[1]));
    assert_eq!(
        coloured.marks(Layer::Colour).get(cell(1, 2)),
        digits(&[1, 7])
    );
    assert!(
        !coloured.is_marked(cell(1, 2)),
        "colours are no pencil marks"
    );
    // A digit placed, or the peers tidied, keeps them; Erase in colour takes them alone.
    let placed = coloured
        .enter(cell(1, 2), Some(one))
        .without_note_in_peers(cell(1, 2), one);
    assert_eq!(placed.marks(Layer::Colour).get(cell(1, 2)), digits(&[1, 7]));
    let erased = placed.erase(cell(1, 2), Layer::Colour);
    assert!(erased.marks(Layer::Colour).get(cell(1, 2)).is_empty());
    assert_eq!(erased.entry(cell(1, 2)), placed.entry(cell(1, 2)));
    // Stored in a line of their own, on a given's cell too, and read back; and as differences.
    let encoded = coloured.encode();
    assert!(encoded.lines().last().unwrap().starts_with('k'));
    assert_eq!(Grid::decode(&encoded), Some(coloured));
    assert_eq!(
        Grid::decode_diff(&coloured.encode_diff(&grid), &grid),
        Some(coloured)
    );
    assert_eq!(
        Grid::decode_diff(&grid.encode_diff(&coloured), &coloured),
        Some(grid)
    );
    let base = grid.encode();
    assert_eq!(Grid::decode(&format!("{base}\nk0{}", ".".repeat(80))), None);
}

#[test]
fn a_digits_places_are_where_it_stands_and_where_the_person_still_allows_it() {
    let four = Digit::new(4).unwrap();
    let grid = Grid::loaded(inkala());
    let (holds, open) = grid.places(four);
    let shown = grid.shown();
    for at in Cell::all() {
        assert_eq!(holds.contains(at), shown.get(at) == Some(four), "{at}");
        assert_eq!(
            open.contains(at),
            grid.candidates(at).contains(four),
            "{at}"
        );
    }
    // A cell whose centre marks leave 4 out, or where a hint struck it, is no place for it.
    let at = open.first().unwrap();
    let noted = grid.toggle_note(at, Digit::new(1).unwrap()).unwrap();
    assert!(!noted.places(four).1.contains(at));
    let struck = grid.apply(&[], &[(at, four)]);
    assert!(!struck.places(four).1.contains(at));
    assert_eq!(struck.places(four).1.len(), open.len() - 1);
}

#[test]
fn marks_that_lost_the_solution_digit_are_found() {
    let grid = Grid::loaded(inkala());
    let solution = solve(grid).shown();
    let (at, other) = (cell(1, 2), cell(1, 3));
    let needed = solution.get(at).unwrap();
    let wrong = Digit::ALL.into_iter().find(|&d| d != needed).unwrap();
    assert!(grid.with_notes_filled().marks_missing(&solution).is_empty());
    // Centre marks without the solution's digit.
    let noted = grid.toggle_note(at, wrong).unwrap();
    assert_eq!(noted.marks_missing(&solution).pairs(), [(at, needed)]);
    // Corner marks of a digit in a box, but not in the cell that takes it.
    let needed_other = solution.get(other).unwrap();
    let elsewhere = (Cell::all())
        .find(|&c| {
            c.box_index() == other.box_index() && c != other && grid.puzzle().get(c).is_none()
        })
        .unwrap();
    let cornered = grid
        .toggle_marks(Layer::Corner, CellSet::EMPTY.with(elsewhere), needed_other)
        .unwrap();
    assert!(
        cornered
            .marks_missing(&solution)
            .contains(other, needed_other)
    );
    let both = cornered
        .toggle_marks(Layer::Corner, CellSet::EMPTY.with(other), needed_other)
        .unwrap();
    assert!(!both.marks_missing(&solution).contains(other, needed_other));
}
