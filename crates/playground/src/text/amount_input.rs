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
