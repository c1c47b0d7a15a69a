//! The board a link carries: `#p=` is followed by the givens and, after `&e=`, the person's
//! entries (both 81-character lines). A variant puzzle's link is `#v=` and the puzzle in this
//! project's format (percent-encoded), then `&g=` and the board's givens and `&e=` its entries
//! (the variant worker reads it). The links the page writes in the address also carry, after
//! `&s=`, the number of the save that holds their board (see `page/tabs.rs`); shared links (Copy
//! link's) do not.

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
/// `None` for an empty board. Under a variant's rules (`variant`, the puzzle in this project's
/// format), `#v=` and the puzzle, `&g=` and the givens, then the entries.
pub fn link_fragment(grid: &Grid, variant: Option<&str>) -> Option<String> {
    let (givens, entries) = (grid.givens(), grid.entries());
    let entries = (entries.given_count() > 0).then(|| format!("&e={entries}"));
    let entries = entries.unwrap_or_default();
    match (variant, givens.given_count(), entries.is_empty()) {
        (Some(puzzle), ..) => Some(format!("#v={}&g={givens}{entries}", encoded(puzzle))),
        (None, 0, true) => None,
        (None, ..) => Some(format!("#p={givens}{entries}")),
    }
}

/// A variant puzzle's text as a link carries it: each byte but letters, digits and `-._~;:,/?=`
/// percent-encoded (a space, `\`, `&`, `#`, `%`...).
pub(super) fn encoded(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut link = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~;:,/?=".contains(&byte) {
            link.push(char::from(byte));
        } else {
            link.push('%');
            link.push(char::from(HEX[usize::from(byte >> 4)]));
            link.push(char::from(HEX[usize::from(byte & 15)]));
        }
    }
    link
}

/// The address's fragment for `grid` (under `variant`'s rules, if any), saved as save number
/// `saves`: [`link_fragment`] with `&s=N`, so a reload knows the link as the page's own.
pub fn address_fragment(grid: &Grid, variant: Option<&str>, saves: u64) -> Option<String> {
    link_fragment(grid, variant).map(|link| format!("{link}&s={saves}"))
}
