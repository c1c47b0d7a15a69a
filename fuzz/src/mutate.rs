//! Random text, and random edits of valid text: what a fuzzer without coverage feedback can do
//! best is start from valid inputs and break them a little, in every way text can break.

use sudoku_solver::generate::Rng;

/// Characters that mean something to some reader (digits, the empty-cell marks, separators, the
/// protocol's tabs and colons, link syntax), and some that mean nothing or are wide.
const INTERESTING: &[char] = &[
    '0',
    '1',
    '5',
    '9',
    '.',
    '_',
    '*',
    '-',
    '|',
    '+',
    '\t',
    '\n',
    '\r',
    ' ',
    ':',
    ',',
    '#',
    '=',
    '&',
    'p',
    'e',
    'x',
    '[',
    ']',
    '１',
    '９',
    '·',
    'é',
    '中',
    '\u{0}',
    '\u{200b}',
    '\u{feff}',
    '😀',
    '\u{10ffff}',
];

/// A random character: interesting, ASCII, or any scalar value.
fn random_char(rng: &mut Rng) -> char {
    match rng.below(3) {
        0 => INTERESTING[rng.below(INTERESTING.len() as u64) as usize],
        1 => char::from(rng.below(128) as u8),
        _ => loop {
            if let Some(ch) = char::from_u32(rng.below(0x11_0000) as u32) {
                break ch;
            }
        },
    }
}

/// Up to `max` random characters.
pub fn random_text(rng: &mut Rng, max: u64) -> String {
    (0..rng.below(max + 1)).map(|_| random_char(rng)).collect()
}

/// `text` with `edits` random edits: a character inserted, removed or replaced, a piece repeated
/// or dropped, the text cut short, or a number made huge.
pub fn mutate(rng: &mut Rng, text: &str, edits: usize) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..edits {
        let at = |rng: &mut Rng, len: usize| rng.below(len as u64 + 1) as usize;
        match rng.below(7) {
            0 => {
                let i = at(rng, chars.len());
                chars.insert(i, random_char(rng));
            }
            1 if !chars.is_empty() => {
                let i = at(rng, chars.len() - 1);
                chars.remove(i);
            }
            2 if !chars.is_empty() => {
                let i = at(rng, chars.len() - 1);
                chars[i] = random_char(rng);
            }
            3 if !chars.is_empty() => {
                let (a, b) = (at(rng, chars.len()), at(rng, chars.len()));
                let piece: Vec<char> = chars[a.min(b)..a.max(b)].to_vec();
                let i = at(rng, chars.len());
                chars.splice(i..i, piece);
            }
            4 if !chars.is_empty() => {
                let (a, b) = (at(rng, chars.len()), at(rng, chars.len()));
                chars.drain(a.min(b)..a.max(b));
            }
            5 => {
                let i = at(rng, chars.len());
                chars.truncate(i);
            }
            _ => {
                let i = at(rng, chars.len());
                let huge = [
                    "18446744073709551616",
                    "-1",
                    "4294967295",
                    "99999999999999999999",
                ];
                let piece = huge[rng.below(huge.len() as u64) as usize];
                chars.splice(i..i, piece.chars());
            }
        }
    }
    chars.into_iter().collect()
}
