//! How a format's text looks, told from its bytes: what the formats' `looks_like` share.

/// Whether `needle` occurs in `text`: a plain comparison at each place, for the looks of a
/// format (a page that carries this check alone does without the standard library's two-way
/// substring search, a kilobyte and more of wasm).
pub(crate) fn has(text: &str, needle: &str) -> bool {
    (text.as_bytes().windows(needle.len())).any(|place| place == needle.as_bytes())
}
