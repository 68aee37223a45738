//! The languages of the playground.

/// A language of the playground.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Locale {
    En,
    Ja,
    Uk,
}

impl Locale {
    /// Every language, in the menu's order.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ja, Locale::Uk];

    /// The BCP 47 code (`lang=`, `<html lang>`, the catalog's folder).
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ja => "ja",
            Locale::Uk => "uk",
        }
    }

    /// The language's own name, as the menu shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Ja => "日本語",
            Locale::Uk => "Українська",
        }
    }

    /// The language of a tag such as `uk-UA` or `ja` (by its primary subtag).
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Locale::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Whether the language writes a decimal comma ("1,5"), which amount
    /// fields then accept besides a point.
    pub fn decimal_comma(self) -> bool {
        matches!(self, Locale::Uk)
    }
}
