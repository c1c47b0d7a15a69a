//! The board a link carries: `#p=` is followed by the givens and, after `&e=`, the person's
//! entries (both 81-character lines).

use crate::grid::Grid;

/// Reads a link's board (what follows `#p=`). Entries that cannot be read make the link
/// unreadable.
pub fn read_link(link: &str) -> Result<Grid, sudoku_solver::ParseError> {
    // Split on a char, not a string: a substring search would cost the page a kilobyte.
    let (givens, entries) = match link.split_once('&') {
        Some((givens, rest)) => (givens, rest.strip_prefix("e=")),
        None => (link, None),
    };
    let grid = Grid::loaded(givens.parse()?);
    Ok(match entries {
        Some(entries) => grid.with_entries(entries.parse()?),
        None => grid,
    })
}

/// The link fragment for `grid`: `#p=` and the givens, then `&e=` and the entries if there are any;
/// `None` for an empty board.
pub fn link_fragment(grid: &Grid) -> Option<String> {
    let (givens, entries) = (grid.givens(), grid.entries());
    match (givens.given_count(), entries.given_count()) {
        (0, 0) => None,
        (_, 0) => Some(format!("#p={givens}")),
        _ => Some(format!("#p={givens}&e={entries}")),
    }
}
