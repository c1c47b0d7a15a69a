//! LZ-String's `decompressFromBase64`, the compression f-puzzles links use (`?load=…`): an LZW
//! whose codes are read low bit first from six-bit base64 characters (each character's bits
//! from its highest), the code width growing as the dictionary does. Code 0 adds an 8-bit
//! character, 1 a 16-bit one, 2 ends the text; later codes are dictionary entries. Characters
//! are UTF-16 code units. Written from the algorithm's description; checked against real links.

const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// Reads codes from the base64 text, `width` bits at a time.
struct Bits<'a> {
    values: &'a [u8],
    index: usize,
    value: u8,
    mask: u8,
}

impl Bits<'_> {
    fn read(&mut self, width: u32) -> Option<u32> {
        let mut code = 0;
        for bit in 0..width {
            if self.mask == 0 {
                self.value = *self.values.get(self.index)?;
                self.index += 1;
                self.mask = 32;
            }
            if self.value & self.mask != 0 {
                code |= 1 << bit;
            }
            self.mask >>= 1;
        }
        Some(code)
    }
}

/// The text LZ-String's `compressToBase64` made, or `None` when `text` is not such a thing (a
/// character outside base64, a code that names no entry, an end missing). A space reads as `+`,
/// as a link's query may have turned it into one.
pub fn decompress_base64(text: &str) -> Option<String> {
    let values: Vec<u8> = text
        .trim()
        .bytes()
        .map(|b| {
            ALPHABET
                .iter()
                .position(|&a| a == if b == b' ' { b'+' } else { b })
        })
        .map(|i| i.map(|i| i as u8))
        .collect::<Option<_>>()?;
    let mut bits = Bits {
        values: &values,
        index: 0,
        value: 0,
        mask: 0,
    };
    // Entries 0, 1 and 2 are the three codes; the first entry made is 3.
    let mut dictionary: Vec<Vec<u16>> = vec![Vec::new(); 3];
    let mut width = 2;
    let mut room = 4u32;
    let literal = |bits: &mut Bits, code| match code {
        0 => bits.read(8).map(|c| c as u16),
        1 => bits.read(16).map(|c| c as u16),
        _ => None,
    };
    let first = bits.read(width)?;
    if first == 2 {
        return Some(String::new());
    }
    let mut word = vec![literal(&mut bits, first)?];
    dictionary.push(word.clone());
    let mut out = word.clone();
    width = 3;
    loop {
        let mut code = bits.read(width)? as usize;
        match code {
            0 | 1 => {
                let unit = literal(&mut bits, code as u32)?;
                dictionary.push(vec![unit]);
                code = dictionary.len() - 1;
                room -= 1;
                if room == 0 {
                    room = 1 << width;
                    width += 1;
                }
            }
            2 => return String::from_utf16(&out).ok(),
            _ => {}
        }
        let entry = match dictionary.get(code) {
            Some(entry) => entry.clone(),
            None if code == dictionary.len() => {
                let mut entry = word.clone();
                entry.push(word[0]);
                entry
            }
            None => return None,
        };
        out.extend_from_slice(&entry);
        let mut added = word;
        added.push(entry[0]);
        dictionary.push(added);
        room -= 1;
        if room == 0 {
            room = 1 << width;
            width += 1;
        }
        word = entry;
        if out.len() > MAX_UNITS {
            return None;
        }
    }
}

/// No f-puzzles puzzle is near this long (a 16x16 with every constraint is tens of kilobytes):
/// a bound on what a hostile link can make the decoder build.
const MAX_UNITS: usize = 1 << 22;
