//! Byte amounts as the user types them: a number and a unit.

use placement::kernel::quantity::parse_quantity;
use serde::{Deserialize, Serialize};

use crate::text::messages;

/// The units a byte field offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unit {
    MiB,
    GiB,
    TiB,
}

impl Unit {
    pub const ALL: [Unit; 3] = [Unit::MiB, Unit::GiB, Unit::TiB];

    pub fn label(self) -> &'static str {
        match self {
            Unit::MiB => "MiB",
            Unit::GiB => "GiB",
            Unit::TiB => "TiB",
        }
    }

    /// The Kubernetes quantity suffix.
    pub fn suffix(self) -> &'static str {
        match self {
            Unit::MiB => "Mi",
            Unit::GiB => "Gi",
            Unit::TiB => "Ti",
        }
    }

    pub fn bytes(self) -> f64 {
        match self {
            Unit::MiB => (1u64 << 20) as f64,
            Unit::GiB => (1u64 << 30) as f64,
            Unit::TiB => (1u64 << 40) as f64,
        }
    }

    pub fn from_label(label: &str) -> Unit {
        Unit::ALL
            .into_iter()
            .find(|u| u.label() == label)
            .unwrap_or(Unit::GiB)
    }
}

/// A byte field as typed: the text and its unit (the labs keep what the user
/// typed, so an invalid entry is never lost). Saved and shared as the text a
/// person writes, `"500 GiB"` (scenario format 2; format 1 wrote
/// `{"text": "500", "unit": "GiB"}`, which [`crate::platform::scenario::migrate`] turns
/// into this).
#[derive(Clone, Debug, PartialEq)]
pub struct Amount {
    pub text: String,
    pub unit: Unit,
}

impl Serialize for Amount {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&format!("{} {}", self.text, self.unit.label()))
    }
}

impl<'de> Deserialize<'de> for Amount {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
        let written = String::deserialize(deserializer)?;
        written
            .rsplit_once(' ')
            .and_then(|(text, unit)| {
                let unit = Unit::ALL.into_iter().find(|u| u.label() == unit)?;
                Some(Amount {
                    text: text.to_string(),
                    unit,
                })
            })
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "expected an amount like \"500 GiB\" (MiB, GiB or TiB), got {written:?}"
                ))
            })
    }
}

impl Amount {
    pub fn gib(text: &str) -> Amount {
        Amount {
            text: text.into(),
            unit: Unit::GiB,
        }
    }
}

/// A lab's field errors: field key (the engine's path where there is one,
/// `nodes[0].disks[1].usable`) → message.
pub type FieldErrors = std::collections::BTreeMap<String, String>;

/// Reads "900" + GiB as bytes, with the message a field shows when it cannot
/// (in the page's language: `shell-amount-*` of `locales/<lang>/shell.ftl`).
pub fn parse_amount(text: &str, unit: Unit) -> Result<i64, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(messages::text("shell-amount-required", &[]));
    }
    if text.starts_with('-') {
        return Err(messages::text("shell-amount-negative", &[("value", text)]));
    }
    let text = &with_decimal_point(text, crate::text::i18n::locale())?;
    let not_a_number = || messages::text("shell-amount-not-a-number", &[("value", text)]);
    if !text.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return Err(not_a_number());
    }
    parse_quantity(&format!("{text}{}", unit.suffix())).map_err(|e| match e {
        placement::kernel::quantity::QuantityError::Malformed => not_a_number(),
        placement::kernel::quantity::QuantityError::OutOfRange => messages::text("shell-amount-too-large", &[]),
    })
}

/// The number with a point as its decimal separator. A language that writes
/// a decimal comma (Ukrainian: "1,5") may use it; in the others a comma is
/// ambiguous ("1,500": a thousand and a half, or one and a half?) and refused.
fn with_decimal_point(text: &str, locale: crate::text::i18n::Locale) -> Result<String, String> {
    if !text.contains(',') {
        return Ok(text.to_string());
    }
    if locale.decimal_comma() && text.matches(',').count() == 1 && !text.contains('.') {
        return Ok(text.replacen(',', ".", 1));
    }
    let id = if locale.decimal_comma() { "shell-amount-ambiguous-comma" } else { "shell-amount-ambiguous-point" };
    Err(messages::text(id, &[("value", text), ("suggestion", &text.replace(',', "."))]))
}

/// Shows bytes in `unit` with up to three decimals as the page's language
/// writes numbers: `1,300` and `1.455` in English, `1 300` and `1,455` in
/// Ukrainian (for text a person reads; a field's own text is [`field_text`]).
pub fn in_unit(bytes: f64, unit: Unit) -> String {
    crate::text::i18n::locale().number(bytes / unit.bytes())
}

/// Bytes in `unit` as a field's text and an `aria-value…` attribute hold
/// them: a point, no grouping (`1300`, `1.455`), which every language reads.
pub fn field_text(bytes: f64, unit: Unit) -> String {
    trim_number(bytes / unit.bytes(), 3)
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

/// The unit a table of values reads best in.
pub fn unit_for(max_bytes: f64) -> Unit {
    if max_bytes >= 10.0 * Unit::TiB.bytes() {
        Unit::TiB
    } else if max_bytes >= Unit::GiB.bytes() {
        Unit::GiB
    } else {
        Unit::MiB
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decimal_comma_is_read_where_the_language_writes_one() {
        use crate::text::i18n::Locale;
        assert_eq!(with_decimal_point("1,5", Locale::Uk), Ok("1.5".into()));
        assert_eq!(with_decimal_point("1.5", Locale::Uk), Ok("1.5".into()));
        for (text, locale) in [("1,5", Locale::En), ("1,5", Locale::Ja), ("1,500.5", Locale::Uk), ("1,5,0", Locale::Uk)] {
            let error = with_decimal_point(text, locale).unwrap_err();
            assert!(error.contains("is ambiguous"), "{text} in {locale:?}: {error}");
        }
    }

    #[test]
    fn parses_amounts_with_units() {
        assert_eq!(parse_amount("900", Unit::GiB), Ok(900 << 30));
        assert_eq!(parse_amount("1.5", Unit::TiB), Ok(3 << 39));
        assert_eq!(parse_amount(" 10 ", Unit::MiB), Ok(10 << 20));
    }

    #[test]
    fn field_messages() {
        assert_eq!(parse_amount("", Unit::GiB), Err("required".into()));
        assert!(parse_amount("-1", Unit::GiB)
            .unwrap_err()
            .contains("negative"));
        assert!(parse_amount("abc", Unit::GiB)
            .unwrap_err()
            .contains("not a number"));
        assert!(parse_amount("1.2.3", Unit::GiB)
            .unwrap_err()
            .contains("not a number"));
        assert!(parse_amount("1e3", Unit::GiB)
            .unwrap_err()
            .contains("not a number"));
        assert_eq!(
            parse_amount("99999999999", Unit::TiB),
            Err("too large".into())
        );
    }

    #[test]
    fn formats_numbers() {
        assert_eq!(trim_number(1.454545, 4), "1.4545");
        assert_eq!(trim_number(0.0, 3), "0");
        assert_eq!(trim_number(-0.0001, 3), "0");
        assert_eq!(trim_number(f64::INFINITY, 3), "+∞");
        assert_eq!(field_text((1300u64 << 30) as f64, Unit::GiB), "1300");
    }

    #[test]
    fn amounts_are_saved_as_written_text() {
        let typed = |text: &str, unit| Amount {
            text: text.into(),
            unit,
        };
        for amount in [
            typed("500", Unit::GiB),
            typed("", Unit::MiB),
            typed("5 00 x", Unit::TiB),
        ] {
            let json = serde_json::to_value(&amount).unwrap();
            assert_eq!(
                json,
                serde_json::json!(format!("{} {}", amount.text, amount.unit.label()))
            );
            assert_eq!(serde_json::from_value::<Amount>(json).unwrap(), amount);
        }
        let err = serde_json::from_str::<Amount>(r#""500 GB""#).unwrap_err();
        assert!(err.to_string().contains("expected an amount like"), "{err}");
    }
}
