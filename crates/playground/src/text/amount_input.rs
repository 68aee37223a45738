//! An amount as the user types it read as bytes, with the message a field shows when it cannot
//! be (in the page's language).

use placement::kernel::quantity::parse_quantity;

use crate::text::messages;
use crate::text::units::Unit;

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

/// The text of an amount `text` typed in `from` when its unit menu is switched
/// to `to`: the same bytes (1 GiB → 1024 MiB), never the same number in another
/// unit. Written with as few decimals as read back as the same bytes (a quantity's
/// fraction of a byte rounds up, as Kubernetes reads it: 1 MiB → 0.000976562 GiB,
/// which is 1,048,576 bytes again), at most twelve. `None` when the text is no
/// amount (it then stays as typed).
pub fn converted(text: &str, from: Unit, to: Unit) -> Option<String> {
    let bytes = parse_amount(text, from).ok()?;
    let exact = (0..=12)
        .map(|decimals| crate::text::units::trim_number(bytes as f64 / to.bytes(), decimals))
        .find(|written| parse_amount(written, to) == Ok(bytes));
    Some(exact.unwrap_or_else(|| crate::text::units::trim_number(bytes as f64 / to.bytes(), 12)))
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
    fn switching_the_unit_converts_the_amount() {
        assert_eq!(converted("1", Unit::GiB, Unit::MiB).as_deref(), Some("1024"));
        assert_eq!(converted("1", Unit::MiB, Unit::GiB).as_deref(), Some("0.000976562"));
        assert_eq!(parse_amount("0.000976562", Unit::GiB), Ok(1 << 20), "the same bytes");
        assert_eq!(converted("1024", Unit::MiB, Unit::TiB).as_deref(), Some("0.0009765625"));
        assert_eq!(converted("1536", Unit::GiB, Unit::TiB).as_deref(), Some("1.5"));
        assert_eq!(converted("0.5", Unit::TiB, Unit::GiB).as_deref(), Some("512"));
        assert_eq!(converted("", Unit::GiB, Unit::MiB), None, "nothing to convert: the text stays");
        assert_eq!(converted("abc", Unit::GiB, Unit::MiB), None);
        for (text, from, to) in [("7", Unit::MiB, Unit::TiB), ("123.456", Unit::GiB, Unit::MiB)] {
            let there = converted(text, from, to).expect("converted");
            assert_eq!(parse_amount(&there, to), parse_amount(text, from), "{text} {from:?} → {there} {to:?}: the same bytes");
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
}
