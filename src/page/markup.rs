//! Markup written as text, for the parts of the page that only show figures (Compare's table
//! and charts): no handler, no focus kept inside, redrawn whole when their props change.
//!
//! Each element Yew's `html!` builds is code (a tag, its attributes, its children, each a call);
//! the same element written here is a few bytes of text in the data section and one call, and
//! the browser's own parser builds the nodes (`Html::from_html_unchecked`, an `innerHTML`).
//! Text and attribute values always go through [`Markup::text`] and [`Markup::attr`], which
//! escape what HTML would read as markup, so nothing a puzzle or a word holds becomes a tag.

use yew::{AttrValue, Html};

/// An HTML fragment being written.
#[derive(Default)]
pub struct Markup(String);

impl Markup {
    /// An empty fragment.
    pub fn new() -> Self {
        Self::default()
    }

    /// Writes `raw` as it is: a tag's fixed text, written in this crate, never a value.
    pub fn raw(&mut self, raw: &str) -> &mut Self {
        self.0.push_str(raw);
        self
    }

    /// Writes `text` escaped, as an element's text.
    pub fn text(&mut self, text: &str) -> &mut Self {
        for ch in text.chars() {
            match ch {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                _ => self.0.push(ch),
            }
        }
        self
    }

    /// Writes ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &str, value: &str) -> &mut Self {
        self.raw(" ").raw(name).raw("=\"").text(value).raw("\"")
    }

    /// Writes `<tag>text</tag>`, the text escaped.
    pub fn element(&mut self, tag: &str, text: &str) -> &mut Self {
        self.raw("<")
            .raw(tag)
            .raw(">")
            .text(text)
            .raw("</")
            .raw(tag)
            .raw(">")
    }

    /// The fragment as text.
    pub fn into_string(self) -> String {
        self.0
    }

    /// The fragment as a node of the page.
    pub fn into_html(self) -> Html {
        Html::from_html_unchecked(AttrValue::from(self.0))
    }
}

/// The element names of `html` as they open, or what is wrong with it: a tag closed that was
/// not the last one open, one left open, a stray `<`, `>` or `&`. A check for the tests of what
/// is written as markup (the void elements a fragment may hold are known).
#[cfg(test)]
pub fn elements(html: &str) -> Result<Vec<String>, String> {
    const VOID: [&str; 3] = ["br", "img", "input"];
    let (mut open, mut names) = (Vec::<String>::new(), Vec::new());
    let mut rest = html;
    while let Some(at) = rest.find(['<', '>', '&']) {
        let tail = &rest[at..];
        if let Some(entity) = tail.strip_prefix('&') {
            let known = ["amp;", "lt;", "gt;", "quot;"];
            if !known.iter().any(|k| entity.starts_with(k)) {
                return Err(format!("a bare & at {}", html.len() - tail.len()));
            }
            rest = &tail[1..];
            continue;
        }
        if tail.starts_with('>') {
            return Err(format!("a stray > at {}", html.len() - tail.len()));
        }
        let end = tail.find('>').ok_or("a tag never closed")?;
        let tag = &tail[1..end];
        if tag.contains('<') {
            return Err(format!("a < inside the tag {tag:?}"));
        }
        if let Some(name) = tag.strip_prefix('/') {
            match open.pop() {
                Some(last) if last == name => {}
                last => return Err(format!("</{name}> closes {last:?}")),
            }
        } else {
            let name = tag.split(' ').next().unwrap_or_default().to_string();
            // Every quote of an attribute is paired.
            if !tag.matches('"').count().is_multiple_of(2) {
                return Err(format!("an unpaired quote in {tag:?}"));
            }
            if !VOID.contains(&name.as_str()) {
                open.push(name.clone());
            }
            names.push(name);
        }
        rest = &tail[end + 1..];
    }
    match open.last() {
        Some(last) => Err(format!("<{last}> is never closed")),
        None => Ok(names),
    }
}

/// How many of `names` (what [`elements`] found) are `tag`.
#[cfg(test)]
pub fn count(names: &[String], tag: &str) -> usize {
    names.iter().filter(|name| *name == tag).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checker_finds_what_is_wrong() {
        assert_eq!(
            elements("<p a=\"1\">x &amp; y</p><br>").unwrap(),
            ["p", "br"]
        );
        for bad in [
            "<p>",
            "<p></b>",
            "</p>",
            "<p>a & b</p>",
            "<p a=\"1>x</p>",
            "a > b",
            "<p",
        ] {
            assert!(elements(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn values_are_escaped_and_tags_are_not() {
        let mut m = Markup::new();
        m.raw("<p").attr("title", "a \"b\" & <c>").raw(">");
        m.text("1 < 2 & 3 > 2").raw("</p>").element("td", "<x>");
        let html = m.into_string();
        assert_eq!(elements(&html).unwrap(), ["p", "td"]);
        assert_eq!(
            html,
            "<p title=\"a &quot;b&quot; &amp; &lt;c&gt;\">1 &lt; 2 &amp; 3 &gt; 2</p><td>&lt;x&gt;</td>"
        );
    }
}
