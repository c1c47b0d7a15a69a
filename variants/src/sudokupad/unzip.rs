//! SudokuPad's "zipped" JSON (the text inside an `scl` link, after LZ-String) back to JSON.
//! SudokuPad shortens its puzzle JSON before compressing it:
//!
//! - strings in single quotes (a `'` inside one written `\'`), when the text has no `"`;
//! - keys without quotes (`{cells:…}`), and the common ones cut short (`KEYS`: `ce` for
//!   `cells`, `wp` for `wayPoints`…);
//! - an empty object left out where it stands alone in an array or after a key (`[,,]` for
//!   `[{},{},{}]`);
//! - `f` and `t` for `false` and `true` after a key;
//! - colours without their `#` and quotes (`c:a1a1a1`), and `#0`, `#F` for black and white.
//!
//! Written from that description; checked against links SudokuPad's own code made
//! (`tests/data/sudokupad.txt`).

use crate::fpuzzles::json::{self, Value};

/// SudokuPad's short keys and the keys they stand for.
const KEYS: [(&str, &str); 24] = [
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
];

/// Reads `text` as JSON, or else as SudokuPad's zipped JSON; `None` if it is neither.
pub fn read(text: &str) -> Option<Value> {
    if let Some(value) = json::parse(text) {
        return Some(value);
    }
    let value = json::parse(&expand(text))?;
    Some(long_keys(value))
}

/// The zipped text as JSON text (keys still short).
fn expand(text: &str) -> String {
    // Quotes: SudokuPad changes them only when the text has no `"`.
    let quoted: String = match text.contains('"') {
        true => text.to_string(),
        false => text
            .replace("\\'", "\u{1}")
            .replace('\'', "\"")
            .replace('\u{1}', "'"),
    };
    let chars: Vec<char> = quoted.chars().collect();
    let mut out = String::with_capacity(chars.len() * 5 / 4);
    let mut at = 0;
    while at < chars.len() {
        let ch = chars[at];
        at += 1;
        out.push(ch);
        match ch {
            '"' => at = copy_string(&chars, at, &mut out),
            '[' | ',' | '{' => at = after_opening(&chars, at, ch, &mut out),
            ':' => at = after_key(&chars, at, &mut out),
            _ => {}
        }
    }
    out
}

/// Copies a string's rest (after its opening quote) as it is; returns where it ends.
fn copy_string(chars: &[char], mut at: usize, out: &mut String) -> usize {
    while at < chars.len() {
        let ch = chars[at];
        out.push(ch);
        at += 1;
        match ch {
            '\\' if at < chars.len() => {
                out.push(chars[at]);
                at += 1;
            }
            '"' => break,
            _ => {}
        }
    }
    at
}

/// After `[`, `,` or `{`: an empty object left out, or a key without quotes.
fn after_opening(chars: &[char], at: usize, opening: char, out: &mut String) -> usize {
    match chars.get(at) {
        Some(',' | ']' | '}') if opening != '{' => {
            out.push_str("{}");
            at
        }
        Some(c) if c.is_ascii_alphanumeric() => {
            let end = (at..chars.len())
                .find(|&i| !chars[i].is_ascii_alphanumeric())
                .unwrap_or(chars.len());
            if chars.get(end) == Some(&':') {
                out.push('"');
                out.extend(&chars[at..end]);
                out.push('"');
                end
            } else {
                at
            }
        }
        _ => at,
    }
}

/// After a key's `:`: `f`, `t`, and colours written short, up to the next `,`, `}` or `]`.
fn after_key(chars: &[char], at: usize, out: &mut String) -> usize {
    let end = (at..chars.len())
        .find(|&i| matches!(chars[i], ',' | '}' | ']'))
        .unwrap_or(chars.len());
    let word: String = chars[at..end].iter().collect();
    let long = match word.as_str() {
        "f" => "false".to_string(),
        "t" => "true".to_string(),
        "#0" => "\"#000000\"".to_string(),
        "#F" => "\"#FFFFFF\"".to_string(),
        w if w.len() == 6 && w.chars().all(|c| c.is_ascii_hexdigit()) => format!("\"#{w}\""),
        _ => return at,
    };
    out.push_str(&long);
    end
}

/// Every object's short keys made long again.
fn long_keys(value: Value) -> Value {
    match value {
        Value::Array(items) => Value::Array(items.into_iter().map(long_keys).collect()),
        Value::Object(members) => Value::Object(
            members
                .into_iter()
                .map(|(key, value)| {
                    let long = KEYS.iter().find(|(short, _)| *short == key);
                    (long.map_or(key, |(_, l)| l.to_string()), long_keys(value))
                })
                .collect(),
        ),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zipped_text_reads_as_its_json() {
        let zipped = "{ce:[[{v:5},,],[,,]],ca:[{ce:[[0,1]],v:11,unique:t},{v:'title: It\\'s'}],\
                      l:[{wp:[[0.5,0.5],[1.5,0.5]],c:CFCFCF,th:21}],o:[{c2:#F,r:f}]}";
        let long = "{\"cells\":[[{\"value\":5},{},{}],[{},{},{}]],\
                    \"cages\":[{\"cells\":[[0,1]],\"value\":11,\"unique\":true},{\"value\":\"title: It's\"}],\
                    \"lines\":[{\"wayPoints\":[[0.5,0.5],[1.5,0.5]],\"color\":\"#CFCFCF\",\"thickness\":21}],\
                    \"overlays\":[{\"backgroundColor\":\"#FFFFFF\",\"rounded\":false}]}";
        assert_eq!(read(zipped), json::parse(long));
        // Plain JSON reads as it is.
        assert_eq!(read(long), json::parse(long));
        assert_eq!(read("{ce:[[{v:5},,"), None);
    }
}
