//! SE's chaining rules, each on a position where it fires and on a near miss where the chain it
//! found is broken. The positions are pencil marks, a cell's candidates or `.` for a filled cell,
//! nine cells a line; all but the first come from SE's path through a puzzle of top95 or top1465
//! (the marks before the step), so they are positions a solver meets. A near miss gives one
//! cell back a candidate it had lost (so the position is still true to the puzzle): the chain
//! needs that cell to have had only the candidates it had.

use super::*;
use crate::logic::Candidates;
use crate::logic::se::marks;

/// The marks of `text` (81 cells, `.` for a filled one), with `more` added: (cell, digit).
fn position(text: &str, more: &[(usize, usize)]) -> Candidates {
    let mut cells = [0u16; 81];
    let tokens: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(tokens.len(), 81, "a position is 81 cells");
    for (cell, token) in tokens.into_iter().enumerate() {
        for digit in token.bytes().filter(u8::is_ascii_digit) {
            cells[cell] |= 1 << (digit - b'1');
        }
    }
    for &(cell, digit) in more {
        cells[cell] |= 1 << (digit - 1);
    }
    Candidates::from_bits(cells)
}

/// A chain's kind, its rating and what it removes, as (cell, digit 1-9).
type Seen = (ChainKind, u16, Vec<(usize, usize)>);

/// What `found` is.
fn removes(found: Option<ChainFound>) -> Option<Seen> {
    found.map(|f| {
        let removed = f
            .eliminations
            .iter()
            .map(|c| (c.cell, c.digit + 1))
            .collect();
        (f.kind, f.rating, removed)
    })
}

/// The candidate r`row`c`col`, as (cell, digit).
fn rc(row: usize, col: usize, digit: usize) -> (usize, usize) {
    ((row - 1) * 9 + col - 1, digit)
}

/// What SE's forcing chains and cycles find on `grid`.
fn cycles(grid: &Candidates) -> Option<Seen> {
    removes(cycles_and_forcing_chains(grid))
}

/// What SE's multiple (or Nishio, or dynamic) chains find on `grid`.
fn multiple(grid: &Candidates, rule: Rule) -> Option<Seen> {
    removes(multiple_chains(grid, rule, &mut StepCache::default()))
}

/// `find` on the position `text` finds `fires`; with `given_back` added to its marks (the near
/// miss), it finds `near` instead.
fn check(
    text: &str,
    find: impl Fn(&Candidates) -> Option<Seen>,
    fires: Seen,
    given_back: (usize, usize),
    near: Option<Seen>,
) {
    assert_eq!(find(&position(text, &[])), Some(fires));
    assert_eq!(find(&position(text, &[given_back])), near);
}

#[test]
fn a_loop_of_two_candidate_cells_removes_what_its_weak_links_see() {
    // r1c1 (1 or 2), r1c5 (2 or 3), r5c5 (3 or 4), r5c1 (4 or 1): around the loop each cell's
    // digit excludes the next's, so row 1 holds 2 in r1c1 or r1c5 and r1c9 loses its 2.
    let loop_with = |r5c5: &[u16]| {
        let cells = [(0, &[1, 2][..]), (4, &[2, 3]), (40, r5c5), (36, &[4, 1])];
        Candidates::from_bits(marks(&[cells.as_slice(), &[(8, &[2, 7, 8])]].concat()))
    };
    let y_cycle = ChainKind::Cycle { x: false, y: true };
    let fires = (y_cycle, 66, vec![rc(1, 9, 2)]);
    assert_eq!(cycles(&loop_with(&[3, 4])), Some(fires));
    // The near miss: r5c5 may also be 5, so the loop does not close.
    assert_eq!(cycles(&loop_with(&[3, 4, 5])), None);
}

/// Top1465, a Y-cycle rated 6.7.
const Y_CYCLE: &str = "
    .  .  .  .  .  67 .   67  .
    .  25 25 .  .  67 17  .   16
    .  .  .  .  .  .  45  48  458
    27 .  .  .  57 25 .   89  89
    .  .  25 .  14 .  45  124 .
    57 89 89 27 14 .  .   12  145
    23 289 . 79 36 .  78  .   69
    .  .  89 29 57 25 178 17  .
    35 59 .  .  36 .  .   469 469";

#[test]
fn a_loop_through_two_candidate_cells_is_a_y_cycle() {
    let y_cycle = ChainKind::Cycle { x: false, y: true };
    // The near miss: r6c4 may be 3 too; the best left is a longer loop elsewhere.
    let fires = (y_cycle, 67, vec![rc(5, 8, 1), rc(8, 7, 7)]);
    let near = (y_cycle, 68, vec![rc(7, 2, 9)]);
    check(Y_CYCLE, cycles, fires, rc(6, 4, 3), Some(near));
}

/// Top95, a forcing chain through both kinds of link, rated 7.2.
const XY_FORCING_CHAIN: &str = "
    69   .    .    .    .    .    79    3679   367
    4689 346  348  69   .    569  .     24569  24568
    4689 17   17   .    .    569  4589  4569   4568
    456  1467 1457 .    1469 .    4579  134579 13457
    .    124  1458 17   149  47   .     12459  12458
    2468 .    1478 .    146  .    2478  1247   12478
    .    248  .    79   .    4789 2457  2457   2457
    245  234  345  167  14   46   2347  .      .
    .    348  .    .    .    48   34    16     16";

#[test]
fn an_assumption_that_implies_its_own_negation_is_a_forcing_chain() {
    let xy = ChainKind::ForcingChain { x: true, y: true };
    // The near miss: r1c1 may be 8 too, and the chain through it breaks.
    let (fires, near) = ((xy, 72, vec![rc(2, 1, 6)]), (xy, 72, vec![rc(6, 5, 1)]));
    check(XY_FORCING_CHAIN, cycles, fires, rc(1, 1, 8), Some(near));
}

/// Top1465, a cell forcing chain (static) rated 8.3.
const CELL_FORCING_CHAIN: &str = "
    25   1267  .    .    257  2569 1269  .    19
    245  1267  147  .    257  2569 12689 1689 189
    .    236   23   268  28   .    .     .    .
    .    .     256  1256 1245 .    136   146  13
    238  238   236  126  1234 .    169   1469 .
    .    .     356  .    35   356  78    .    78
    348  1378  .    1578 .    345  1378  18   .
    .    .     17   1278 1238 23   .     189  13789
    2348 12378 147  178  .    34   1378  .    .";

#[test]
fn every_candidate_of_a_cell_implying_the_same_is_a_cell_forcing_chain() {
    let find = |grid: &Candidates| multiple(grid, Rule::Multiple);
    let fires = (ChainKind::Cell(Rule::Multiple), 83, vec![rc(8, 5, 3)]);
    // The near miss: r9c6 may be 1 too; no cell's or unit's branches agree any more.
    check(CELL_FORCING_CHAIN, find, fires, rc(9, 6, 1), None);
}

/// Top1465, a region forcing chain (static) rated 8.5.
const REGION_FORCING_CHAIN: &str = "
    .     4789  .      14789 .    479   1389 179   39
    1789  5789  15789  1789  169  .     1689 .     .
    13789 4789  13489  14789 1469 .     1689 15679 569
    .     .     5679   1579  .    .     169  1569  569
    789   .     56789  34579 349  45679 .    3569  48
    289   25689 5689   13459 1349 4569  .    13569 48
    .     4689  134689 .     .    149   3469 69    369
    279   24679 4679   3459  349  459   4569 .     .
    139   49    1349   .     .    1459  3459 .     .";

#[test]
fn every_place_of_a_digit_in_a_unit_implying_the_same_is_a_region_forcing_chain() {
    let find = |grid: &Candidates| multiple(grid, Rule::Multiple);
    let fires = (ChainKind::Region(Rule::Multiple), 85, vec![rc(6, 2, 6)]);
    // The near miss: r7c6 may be 7 too.
    check(REGION_FORCING_CHAIN, find, fires, rc(7, 6, 7), None);
}

/// Top1465, a dynamic double forcing chain rated 8.9.
const DOUBLE_FORCING_CHAIN: &str = "
    57   24   .    .    .     24   .     67    567
    139  .    179  .    1478  148  4789  .     38
    139  1249 2579 248  1278  .    45789 349   358
    689  .    269  .    2468  .    468   .     268
    1568 128  57   2468 .     2458 4678  146   .
    1567 128  .    2689 2568  589  .     167   1268
    4689 .    1369 4689 1468  1489 .     13679 1367
    1469 .    169  2469 12456 .    569   .     156
    .    189  1369 .    1568  1589 56    1369  .";

#[test]
fn both_states_of_a_candidate_implying_the_same_is_a_double_forcing_chain() {
    let find = |grid: &Candidates| multiple(grid, Rule::Dynamic);
    let fires = (ChainKind::Binary(Rule::Dynamic), 89, vec![rc(5, 7, 8)]);
    // The near miss: r5c2 may be 3 too; the best left is a region's, elsewhere.
    let near = (ChainKind::Region(Rule::Dynamic), 89, vec![rc(6, 1, 1)]);
    check(DOUBLE_FORCING_CHAIN, find, fires, rc(5, 2, 3), Some(near));
}

/// Top95, a Nishio forcing chain rated 8.0.
const NISHIO: &str = "
    .     .     .      .     .     .     .     .     .
    1689  1689  .      .     .     349   1346  346   1346
    169   .     19     39    .     349   .     .     1346
    12469 169   123489 .     369   .     148   346   13469
    4569  .     349    .     .     369   34    .     4569
    15689 15689 1389   .     369   .     13678 356   15679
    5789  .     .      59    .     89    47    .     457
    1278  158   28     135   .     368   .     356   3567
    1459  159   149    1359  369   .     36    .     .";

#[test]
fn an_assumption_on_one_digit_that_leads_to_a_contradiction_is_a_nishio_chain() {
    let find = |grid: &Candidates| multiple(grid, Rule::Nishio);
    let fires = (ChainKind::Binary(Rule::Nishio), 80, vec![rc(6, 1, 6)]);
    // The near miss: r4c7 may be 6 too.
    check(NISHIO, find, fires, rc(4, 7, 6), None);
}
