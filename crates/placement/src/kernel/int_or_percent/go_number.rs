//! The three pieces of Go that Fleet's `limit()` (`internal/cmd/controller/target/status.go`)
//! leans on for a string value, reproduced for their edge cases: `intstr.IntValue`
//! (`strconv.Atoi`, its error dropped), `strconv.ParseFloat` with its error text,
//! and the `int(float64)` conversion, whose result for NaN and out-of-range
//! values the Go spec leaves to the platform.

/// What `IntOrString.IntValue()` gives for a string: `strconv.Atoi`'s number
/// with its error dropped, so text that is not an integer is 0 and an integer
/// beyond the int range is the largest (or smallest) int — `ParseInt` returns
/// the clamped value with `ErrRange`, and `IntValue` keeps the value. The flag
/// says the text overflowed.
pub(super) fn int_value(text: &str) -> (i64, bool) {
    match text.parse::<i64>() {
        Ok(i) => (i, false),
        Err(e) => match e.kind() {
            std::num::IntErrorKind::PosOverflow => (i64::MAX, true),
            std::num::IntErrorKind::NegOverflow => (i64::MIN, true),
            _ => (0, false),
        },
    }
}

/// `strconv.ParseFloat(text, 64)`: the value, or the error's text as Go
/// prints it (`strconv.ParseFloat: parsing "abc": invalid syntax`; an
/// overflow to ±Inf is `value out of range`). Go's syntax: an optional sign,
/// `inf` / `infinity` / `nan` in any case (no sign before `nan`), or decimal
/// digits with one optional point and an optional exponent. Go also reads
/// hexadecimal mantissas (`0x1p-2`) and underscores after a base prefix; those
/// are refused here as invalid syntax (see the module's caller).
pub(super) fn parse_float(text: &str) -> Result<f64, String> {
    let invalid = || Err(num_error(text, "invalid syntax"));
    if let Some(special) = special(text) {
        return Ok(special);
    }
    if !is_decimal_float(text) {
        return invalid();
    }
    match crate::kernel::float_text::parse_f64(text) {
        Some(x) if x.is_infinite() => Err(num_error(text, "value out of range")),
        Some(x) => Ok(x),
        None => invalid(),
    }
}

/// Go's `special`: `[+-]inf`, `[+-]infinity`, `nan`, case-insensitive, the
/// whole text (ParseFloat refuses anything left over).
fn special(text: &str) -> Option<f64> {
    if text.eq_ignore_ascii_case("nan") {
        return Some(f64::NAN);
    }
    let (sign, rest) = match text.as_bytes().first() {
        Some(b'-') => (-1.0, &text[1..]),
        Some(b'+') => (1.0, &text[1..]),
        _ => (1.0, text),
    };
    (rest.eq_ignore_ascii_case("inf") || rest.eq_ignore_ascii_case("infinity"))
        .then_some(sign * f64::INFINITY)
}

/// `[+-] digits [. digits] [(e|E) [+-] digits]` with at least one mantissa digit.
fn is_decimal_float(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    let mut mantissa = digits(&mut i);
    if b.get(i) == Some(&b'.') {
        i += 1;
        mantissa += digits(&mut i);
    }
    if mantissa == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

/// `*strconv.NumError`'s text for ParseFloat.
fn num_error(text: &str, problem: &str) -> String {
    format!(
        "strconv.ParseFloat: parsing {}: {problem}",
        crate::kernel::go_text::quote(text)
    )
}

/// Go's `int(x)` for a float64 as the amd64 compiler emits it (`CVTTSD2SQ`):
/// truncation toward zero, and for NaN or a value outside the int64 range the
/// "integer indefinite" value, the smallest int64. The Go spec leaves that
/// case implementation-defined (arm64's `FCVTZS` saturates instead: +Inf and
/// large values give the largest int64, NaN gives 0); Fleet's controller
/// images are built for amd64 first, so the playground follows amd64.
pub(super) fn go_int_amd64(x: f64) -> i64 {
    // 2^63 is exactly representable; every float below it (and ≥ -2^63) fits.
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if x.is_nan() || !(-TWO_63..TWO_63).contains(&x) {
        i64::MIN
    } else {
        x as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoi_as_int_value_reads_it() {
        assert_eq!(int_value("5"), (5, false));
        assert_eq!(int_value("+5"), (5, false));
        assert_eq!(int_value("5%"), (0, false));
        assert_eq!(int_value(" 5"), (0, false));
        assert_eq!(int_value("99999999999999999999"), (i64::MAX, true));
        assert_eq!(int_value("-99999999999999999999"), (i64::MIN, true));
    }

    #[test]
    fn parse_float_errors_as_go_prints_them() {
        assert_eq!(
            parse_float("abc").unwrap_err(),
            r#"strconv.ParseFloat: parsing "abc": invalid syntax"#
        );
        assert_eq!(
            parse_float("1e400").unwrap_err(),
            r#"strconv.ParseFloat: parsing "1e400": value out of range"#
        );
        assert_eq!(
            parse_float("10%").unwrap_err(),
            r#"strconv.ParseFloat: parsing "10%": invalid syntax"#
        );
        assert_eq!(
            parse_float("a\"b\t\u{a0}").unwrap_err(),
            r#"strconv.ParseFloat: parsing "a\"b\t\u00a0": invalid syntax"#
        );
        assert_eq!(
            parse_float("+nan").unwrap_err(),
            r#"strconv.ParseFloat: parsing "+nan": invalid syntax"#
        );
        assert_eq!(
            parse_float("1_0").unwrap_err(),
            r#"strconv.ParseFloat: parsing "1_0": invalid syntax"#
        );
        assert!(parse_float("NaN").unwrap().is_nan());
        assert_eq!(parse_float("-Infinity"), Ok(f64::NEG_INFINITY));
        assert_eq!(
            parse_float("infin").unwrap_err(),
            r#"strconv.ParseFloat: parsing "infin": invalid syntax"#
        );
        assert_eq!(parse_float("1."), Ok(1.0));
        assert_eq!(parse_float(".5"), Ok(0.5));
        assert_eq!(parse_float("1e-400"), Ok(0.0));
        assert!(
            parse_float(".").is_err() && parse_float("1e").is_err() && parse_float("").is_err()
        );
    }

    #[test]
    fn int_conversion_follows_amd64() {
        assert_eq!(go_int_amd64(57.9), 57);
        assert_eq!(go_int_amd64(f64::NAN), i64::MIN);
        assert_eq!(go_int_amd64(f64::INFINITY), i64::MIN);
        assert_eq!(go_int_amd64(9.3e18), i64::MIN);
        assert_eq!(go_int_amd64(9.2e18), 9_200_000_000_000_000_000);
    }
}
