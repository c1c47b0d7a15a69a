//! The board a link carries: `#p=` is followed by the givens and, after `&e=`, the person's
//! entries (both 81-character lines). The links the page writes in the address also carry,
//! after `&s=`, the number of the save that holds their board (see `page/tabs.rs`); shared links
//! (Copy link's) do not.

use crate::grid::Grid;

/// Reads a link's board (what follows `#p=`). Entries that cannot be read make the link
/// unreadable; other parts (`&s=`) are not the board's.
pub fn read_link(link: &str) -> Result<Grid, sudoku_solver::ParseError> {
    // Split on a char, not a string: a substring search would cost the page a kilobyte.
    let mut parts = link.split('&');
    let grid = Grid::loaded(parts.next().unwrap_or_default().parse()?);
    match parts.find_map(|part| part.strip_prefix("e=")) {
        Some(entries) => Ok(grid.with_entries(entries.parse()?)),
        None => Ok(grid),
    }
}

/// The number of the save a link's board was written with (`&s=N`), if the page wrote it.
pub fn link_saves(link: &str) -> Option<u64> {
    (link.split('&')).find_map(|part| part.strip_prefix("s=")?.parse().ok())
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

/// The address's fragment for `grid`, saved as save number `saves`: [`link_fragment`] with
/// `&s=N`, so a reload knows the link as the page's own.
pub fn address_fragment(grid: &Grid, saves: u64) -> Option<String> {
    link_fragment(grid).map(|link| format!("{link}&s={saves}"))
}
