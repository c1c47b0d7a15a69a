//! LZ-String's `decompressFromBase64` and `compressToBase64`, the compression f-puzzles links
//! use (`?load=…`): an LZW
//! whose codes are read low bit first from six-bit base64 characters (each character's bits
//! from its highest), the code width growing as the dictionary does. Code 0 adds an 8-bit
//! character, 1 a 16-bit one, 2 ends the text; later codes are dictionary entries. Characters
//! are UTF-16 code units. Written from the algorithm's description; checked against real links
//! (each one's JSON compressed again is the link's text, character for character).

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

/// Writes codes as base64 characters, `width` bits at a time, each code low bit first into
/// characters filled from their highest bit (what [`Bits`] reads); the code width grows as the
/// dictionary does, as the reader expects.
struct Out {
    text: String,
    value: u8,
    filled: u32,
    width: u32,
    room: u32,
}

impl Out {
    fn bits(&mut self, width: u32, mut code: u32) {
        for _ in 0..width {
            self.value = (self.value << 1) | (code & 1) as u8;
            code >>= 1;
            self.filled += 1;
            if self.filled == 6 {
                self.text
                    .push(char::from(ALPHABET[usize::from(self.value)]));
                (self.value, self.filled) = (0, 0);
            }
        }
    }

    /// One more code spent: past the width's room, the codes grow a bit.
    fn spend(&mut self) {
        self.room -= 1;
        if self.room == 0 {
            self.room = 1 << self.width;
            self.width += 1;
        }
    }

    /// Node `at`'s word: a literal the first time a unit's word is written (code 0 and 8 bits,
    /// or 1 and 16), which spends a code of its own; else its code (its index and 2).
    fn word(&mut self, nodes: &mut [Node], at: usize) {
        let word = &mut nodes[at];
        if word.literal {
            word.literal = false;
            let (kind, bits) = if word.unit < 256 { (0, 8) } else { (1, 16) };
            self.bits(self.width, kind);
            self.bits(bits, u32::from(word.unit));
            self.spend();
        } else {
            self.bits(self.width, at as u32 + 2);
        }
        self.spend();
    }
}

/// The compressor's dictionary as a trie: each entry a node, its code its index and 2, its words
/// one unit longer its children (node 0 the empty word, no entry).
struct Node {
    /// Its last unit.
    unit: u16,
    /// A word of one unit not yet written: its first write is a literal.
    literal: bool,
    children: Vec<(u16, usize)>,
}

/// LZ-String's `compressToBase64` of `text`: what f-puzzles puts after `?load=`.
pub fn compress_base64(text: &str) -> String {
    let mut nodes = vec![Node {
        unit: 0,
        literal: false,
        children: Vec::new(),
    }];
    let child = |nodes: &[Node], at: usize, unit: u16| {
        (nodes[at].children.iter()).find_map(|&(u, node)| (u == unit).then_some(node))
    };
    let add = |nodes: &mut Vec<Node>, at: usize, unit: u16| {
        let node = nodes.len();
        nodes.push(Node {
            unit,
            literal: at == 0,
            children: Vec::new(),
        });
        nodes[at].children.push((unit, node));
    };
    let mut out = Out {
        text: String::new(),
        value: 0,
        filled: 0,
        width: 2,
        room: 2,
    };
    // The word so far, a node: known, and one unit longer not (yet).
    let mut word = 0;
    for unit in text.encode_utf16() {
        if child(&nodes, 0, unit).is_none() {
            add(&mut nodes, 0, unit);
        }
        if let Some(longer) = child(&nodes, word, unit) {
            word = longer;
            continue;
        }
        out.word(&mut nodes, word);
        add(&mut nodes, word, unit);
        word = child(&nodes, 0, unit).unwrap_or(0);
    }
    if word != 0 {
        out.word(&mut nodes, word);
    }
    out.bits(out.width, 2);
    // The last character filled with zeros (a whole one when none is begun), then `=` to a
    // multiple of four.
    out.bits(6 - out.filled, 0);
    while !out.text.len().is_multiple_of(4) {
        out.text.push('=');
    }
    out.text
}
