//! The little JSON the packages return: objects, arrays, strings and numbers, written straight
//! into a `String` (the packages' own wrappers parse it: `JSON.parse`, `json.loads`). No
//! dependency, and nothing to go wrong: keys are ours, strings are escaped.

use std::fmt::{Display, Write};

/// A JSON object being written: `Object::new().text("a", "x").number("b", 2).end()` is
/// `{"a":"x","b":2}`.
pub struct Object(String);

impl Object {
    /// `{`.
    pub fn new() -> Object {
        Object(String::from("{"))
    }

    fn key(mut self, key: &str) -> Object {
        if self.0.len() > 1 {
            self.0.push(',');
        }
        self.0.push_str(&string(key));
        self.0.push(':');
        self
    }

    /// `"key":"value"`, escaped.
    pub fn text(self, key: &str, value: &str) -> Object {
        let mut object = self.key(key);
        object.0.push_str(&string(value));
        object
    }

    /// `"key":value` for a number (or `true`, `false`, `null`: what `value` writes is JSON).
    pub fn number(self, key: &str, value: impl Display) -> Object {
        let mut object = self.key(key);
        write!(object.0, "{value}").expect("a String takes any write");
        object
    }

    /// `"key":` then `json`, already written.
    pub fn raw(self, key: &str, json: &str) -> Object {
        let mut object = self.key(key);
        object.0.push_str(json);
        object
    }

    /// `}`: the object's text.
    pub fn end(mut self) -> String {
        self.0.push('}');
        self.0
    }
}

impl Default for Object {
    fn default() -> Object {
        Object::new()
    }
}

/// `[a,b,...]` from items already written.
pub fn array(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    format!("[{}]", items.join(","))
}

/// `text` as a JSON string: quoted, with `"`, `\` and control characters escaped (anything else,
/// Chinese too, is UTF-8 as it is).
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ch if (ch as u32) < 0x20 => {
                write!(out, "\\u{:04x}", ch as u32).expect("a String takes any write")
            }
            ch => out.push(ch),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_arrays_and_escapes() {
        let inner = Object::new().number("n", 2).number("none", "null").end();
        let json = Object::new()
            .text("s", "a \"q\" \\ 第1行\n\u{1}")
            .raw("o", &inner)
            .raw("a", &array(["1".to_string(), string("x")]))
            .raw("e", &array(Vec::new()))
            .end();
        assert_eq!(
            json,
            r#"{"s":"a \"q\" \\ 第1行\n\u0001","o":{"n":2,"none":null},"a":[1,"x"],"e":[]}"#
        );
        assert_eq!(Object::default().end(), "{}");
    }
}
