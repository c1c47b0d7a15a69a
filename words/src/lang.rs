//! The two languages: English and Simplified Chinese (the tutorials this project grew from are
//! Chinese).

use crate::labels::{EN, Labels, ZH};

/// A language of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Both, in the order the language menu lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// This language's one of a pair `[English, Chinese]` (templates, or texts the logic worker
    /// sent in both languages).
    pub fn pick<T>(self, pair: &[T; 2]) -> &T {
        match self {
            Lang::En => &pair[0],
            Lang::Zh => &pair[1],
        }
    }

    /// The BCP 47 tag, for `<html lang>` and for storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// The language for a browser's language tag: Chinese for `zh*`, English otherwise.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("zh")) {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// The language's own name, as the language menu shows it whatever the page's language.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
        }
    }

    /// The fixed words.
    pub fn words(self) -> &'static Labels {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}
