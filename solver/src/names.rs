//! Reading the short names that `Display` writes back (`FromStr`), for every named enum of the
//! crate: one lookup, one error wording.

use std::fmt;

/// The item of `all` whose name is `text`, ignoring case and surrounding blanks.
pub(crate) fn named<T: fmt::Display + Copy>(all: &[T], text: &str) -> Option<T> {
    all.iter()
        .copied()
        .find(|item| item.to_string().eq_ignore_ascii_case(text.trim()))
}

/// "unknown KIND 'TEXT': expected one of NAME, NAME, …".
pub(crate) fn write_unknown<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    kind: &str,
    text: &str,
    all: &[T],
) -> fmt::Result {
    write!(f, "unknown {kind} '{text}': expected one of ")?;
    let names: Vec<String> = all.iter().map(T::to_string).collect();
    f.write_str(&names.join(", "))
}
