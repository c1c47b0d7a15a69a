//! The JSON f-puzzles writes, read into a [`Value`]: objects, arrays, strings, numbers, `true`,
//! `false`, `null`. Strict enough for what the format holds, bounded in depth so that no text
//! can exhaust the stack.

/// A JSON value. An object keeps its members in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    Text(String),
    /// An array.
    Array(Vec<Value>),
    /// An object: its members in order.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The items of an array (none for anything else).
    pub fn items(&self) -> &[Value] {
        match self {
            Value::Array(items) => items,
            _ => &[],
        }
    }

    /// A string's text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }

    /// A whole number, written as a number or as a string of digits (f-puzzles writes a cage's
    /// total as `"10"`).
    pub fn whole(&self) -> Option<u32> {
        match self {
            Value::Number(n) if n.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(n) => {
                Some(*n as u32)
            }
            Value::Text(text) => text.trim().parse().ok(),
            _ => None,
        }
    }

    /// A number, written as one or as text (SudokuPad writes both).
    pub fn number(&self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(*n),
            Value::Text(text) => text.trim().parse().ok(),
            _ => None,
        }
    }

    /// Whether it is `true`.
    pub fn is_true(&self) -> bool {
        *self == Value::Bool(true)
    }
}

/// How deep arrays and objects may nest (f-puzzles nests four deep).
const MAX_DEPTH: usize = 32;

/// Reads `text` as one JSON value; `None` if it is not JSON.
pub fn parse(text: &str) -> Option<Value> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.space();
    (reader.at == reader.bytes.len()).then_some(value)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let found = self.bytes.get(self.at) == Some(&byte);
        self.at += usize::from(found);
        found
    }

    fn word(&mut self, word: &str, value: Value) -> Option<Value> {
        let found = self.bytes.get(self.at..)?.starts_with(word.as_bytes());
        self.at += word.len();
        found.then_some(value)
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.space();
        match *self.bytes.get(self.at)? {
            b'{' => self.object(depth),
            b'[' => self.array(depth),
            b'"' => self.string().map(Value::Text),
            b't' => self.word("true", Value::Bool(true)),
            b'f' => self.word("false", Value::Bool(false)),
            b'n' => self.word("null", Value::Null),
            _ => self.number(),
        }
    }

    fn object(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut members = Vec::new();
        if self.eat(b'}') {
            return Some(Value::Object(members));
        }
        loop {
            self.space();
            let key = self.string()?;
            if !self.eat(b':') {
                return None;
            }
            members.push((key, self.value(depth + 1)?));
            if self.eat(b'}') {
                return Some(Value::Object(members));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn array(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Some(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            if self.eat(b']') {
                return Some(Value::Array(items));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn number(&mut self) -> Option<Value> {
        let start = self.at;
        while self
            .bytes
            .get(self.at)
            .is_some_and(|b| b.is_ascii_digit() || b"+-.eE".contains(b))
        {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
        text.parse().ok().map(Value::Number)
    }

    /// A string at `at` (its opening quote), escapes decoded.
    fn string(&mut self) -> Option<String> {
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        let mut units: Vec<u16> = Vec::new();
        loop {
            let start = self.at;
            while !matches!(self.bytes.get(self.at), Some(b'"' | b'\\') | None) {
                self.at += 1;
            }
            let plain = std::str::from_utf8(&self.bytes[start..self.at]).ok()?;
            units.extend(plain.encode_utf16());
            match *self.bytes.get(self.at)? {
                b'"' => {
                    self.at += 1;
                    return String::from_utf16(&units).ok();
                }
                _ => {
                    let escape = *self.bytes.get(self.at + 1)?;
                    self.at += 2;
                    let unit = match escape {
                        b'"' | b'\\' | b'/' => u16::from(escape),
                        b'b' => 8,
                        b'f' => 12,
                        b'n' => 10,
                        b'r' => 13,
                        b't' => 9,
                        b'u' => {
                            let hex = self.bytes.get(self.at..self.at + 4)?;
                            self.at += 4;
                            u16::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?
                        }
                        _ => return None,
                    };
                    units.push(unit);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_f_puzzles_writes() {
        let text = r#" {"size":9,"title":"A \"b\" \u00e9\n","grid":[[{},{"value":5,"given":true}]],
            "killercage":[{"cells":["R1C1","R1C2"],"value":"10"}],"x":null,"n":-1.5e1,"e":[]} "#;
        let value = parse(text).unwrap();
        assert_eq!(value.get("size").and_then(Value::whole), Some(9));
        assert_eq!(
            value.get("title").and_then(Value::text),
            Some("A \"b\" é\n")
        );
        let cell = &value.get("grid").unwrap().items()[0].items()[1];
        assert_eq!(cell.get("value").and_then(Value::whole), Some(5));
        assert!(cell.get("given").unwrap().is_true());
        let cage = &value.get("killercage").unwrap().items()[0];
        assert_eq!(cage.get("value").and_then(Value::whole), Some(10));
        assert_eq!(value.get("x"), Some(&Value::Null));
        assert_eq!(value.get("n"), Some(&Value::Number(-15.0)));
        assert_eq!(value.get("e").unwrap().items(), &[]);
    }

    #[test]
    fn refuses_what_is_not_json_and_depth_past_its_bound() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "tru",
            "\"\\x\"",
            "[1] 2",
            "{\"a\":1,}",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
        let deep = format!("{}{}", "[".repeat(40), "]".repeat(40));
        assert_eq!(parse(&deep), None);
        let fine = format!("{}{}", "[".repeat(30), "]".repeat(30));
        assert!(parse(&fine).is_some());
    }
}
