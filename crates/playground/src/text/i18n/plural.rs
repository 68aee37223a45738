//! Plural categories and number display for the page's locale.
//!
//! In the browser both come from `Intl` (`Intl.PluralRules`,
//! `Intl.NumberFormat`), which costs no bytes. Native builds (the tests) use
//! the CLDR rules of the three languages for whole numbers, written out here
//! and checked against `intl_pluralrules` by a test.

use super::locale::Locale;

impl Locale {
    /// The plural category of `n` (`one`, `few`, `many`, `other`).
    pub fn plural(self, n: f64) -> &'static str {
        category(self, n)
    }

    /// `n` as the locale writes it (grouping, decimal separator).
    pub fn number(self, n: f64) -> String {
        number(self, n)
    }
}

/// The plural category of `n` in `locale`.
pub fn category(locale: Locale, n: f64) -> &'static str {
    #[cfg(target_arch = "wasm32")]
    {
        browser::category(locale, n)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        cldr_category(locale, n)
    }
}

/// `n` with the locale's digit grouping and decimal separator.
pub fn number(locale: Locale, n: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        browser::number(locale, n)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = locale;
        trim_number(n, 3)
    }
}

/// CLDR's cardinal rules for whole numbers (`v = 0`); fractions are `other`
/// in all three languages.
#[cfg(not(target_arch = "wasm32"))]
fn cldr_category(locale: Locale, n: f64) -> &'static str {
    if n.fract() != 0.0 || !n.is_finite() {
        return "other";
    }
    let i = n.abs() as u64;
    match locale {
        Locale::Ja => "other",
        Locale::En => if i == 1 { "one" } else { "other" },
        Locale::Uk => match (i % 10, i % 100) {
            (1, r) if r != 11 => "one",
            (2..=4, r) if !(12..=14).contains(&r) => "few",
            _ => "many",
        },
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::Locale;
    use js_sys::{Array, Intl, Object};
    use wasm_bindgen::JsValue;

    thread_local! {
        static RULES: std::cell::RefCell<Option<(Locale, Intl::PluralRules, Intl::NumberFormat)>> = const { std::cell::RefCell::new(None) };
    }

    fn with<T>(locale: Locale, f: impl FnOnce(&Intl::PluralRules, &Intl::NumberFormat) -> T) -> T {
        RULES.with(|cell| {
            let mut cell = cell.borrow_mut();
            if cell.as_ref().map(|(l, ..)| *l) != Some(locale) {
                let locales = Array::of1(&JsValue::from_str(locale.code()));
                let options = Object::new();
                let _ = js_sys::Reflect::set(&options, &"maximumFractionDigits".into(), &JsValue::from(3));
                *cell = Some((locale, Intl::PluralRules::new(&locales, &Object::new()), Intl::NumberFormat::new(&locales, &options)));
            }
            let (_, rules, format) = cell.as_ref().expect("set above");
            f(rules, format)
        })
    }

    pub fn category(locale: Locale, n: f64) -> &'static str {
        let name = with(locale, |rules, _| rules.select(n)).as_string().unwrap_or_default();
        match name.as_str() {
            "zero" => "zero",
            "one" => "one",
            "two" => "two",
            "few" => "few",
            "many" => "many",
            _ => "other",
        }
    }

    pub fn number(locale: Locale, n: f64) -> String {
        with(locale, |_, format| format.format().call1(&JsValue::UNDEFINED, &JsValue::from(n)))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| placement::kernel::float_text::shortest(n))
    }
}

/// A number with at most `decimals` decimals and no trailing zeros.
pub fn trim_number(value: f64, decimals: usize) -> String {
    if value.is_infinite() {
        return if value > 0.0 {
            "+∞".into()
        } else {
            "−∞".into()
        };
    }
    let text = placement::kernel::float_text::fixed(value, decimals);
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    };
    if text == "-0" {
        "0".into()
    } else {
        text
    }
}
