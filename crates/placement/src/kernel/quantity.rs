//! Kubernetes resource quantities, as integer bytes.
//!
//! Longhorn's CRDs carry byte counts as integers; Kubernetes objects carry
//! quantities such as `"10Gi"`, `"1G"` or `"1.5Ti"`. Both reach the engine as
//! [`Bytes`]. Fractions of a byte round **up**, as `resource.Quantity.Value()`
//! does, and the arithmetic is exact (no floating point).

use std::fmt;

use crate::kernel::error_text::english;
use crate::kernel::message::Message;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// Why a quantity string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuantityError {
    /// The text is not a quantity (`"ten"`, `"4 GiB"`, `"1.2.3"`).
    Malformed,
    /// The value does not fit in a signed 64-bit byte count.
    OutOfRange,
}

impl fmt::Display for QuantityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuantityError::Malformed => f.write_str(
                "is not a Kubernetes quantity (expected a number with an optional suffix \
                 such as Ki, Mi, Gi, Ti, k, M, G, T or an exponent such as e9)",
            ),
            QuantityError::OutOfRange => f.write_str("is out of range for a 64-bit byte count"),
        }
    }
}

impl std::error::Error for QuantityError {}

impl QuantityError {
    /// The error about `text` as a problem of an [`InputError`](crate::InputError).
    pub fn problem(&self, text: &str) -> Message {
        let id = match self {
            QuantityError::Malformed => "error-quantity-malformed",
            QuantityError::OutOfRange => "error-quantity-range",
        };
        Message::new(id).arg("quantity", format!("{text:?}"))
    }
}

/// Parses a Kubernetes quantity into bytes, rounding fractions up.
///
/// ```
/// use placement::kernel::quantity::parse_quantity;
/// assert_eq!(parse_quantity("4Gi"), Ok(4 << 30));
/// assert_eq!(parse_quantity("1.5Ti"), Ok(3 << 39));
/// assert_eq!(parse_quantity("500M"), Ok(500_000_000));
/// assert_eq!(parse_quantity("1e3"), Ok(1000));
/// assert_eq!(parse_quantity("1500m"), Ok(2)); // 1.5 bytes round up
/// assert_eq!(parse_quantity("-1Ki"), Ok(-1024));
/// assert!(parse_quantity("4 GiB").is_err());
/// ```
pub fn parse_quantity(text: &str) -> Result<i64, QuantityError> {
    let text = text.trim();
    let (negative, rest) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let number_end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    let (number, suffix) = rest.split_at(number_end);
    let (mantissa, fraction_digits) = parse_decimal(number)?;
    let (exp2, exp10) = parse_suffix(suffix)?;
    let exp10 = exp10 - fraction_digits as i32;

    // value = mantissa × 2^exp2 × 10^exp10, rounded toward +∞.
    let mut numerator = mantissa
        .checked_mul(1i128 << exp2)
        .ok_or(QuantityError::OutOfRange)?;
    let mut denominator: i128 = 1;
    if exp10 >= 0 {
        numerator = numerator
            .checked_mul(pow10(exp10 as u32)?)
            .ok_or(QuantityError::OutOfRange)?;
    } else {
        denominator = pow10((-exp10) as u32).unwrap_or(i128::MAX);
    }
    if negative {
        numerator = -numerator;
    }
    let value = ceil_div(numerator, denominator);
    i64::try_from(value).map_err(|_| QuantityError::OutOfRange)
}

/// Reads `123`, `1.5`, `.5` or `5.` into (digits as an integer, digits after the point).
fn parse_decimal(number: &str) -> Result<(i128, usize), QuantityError> {
    let (whole, fraction) = match number.split_once('.') {
        Some((w, f)) => (w, f),
        None => (number, ""),
    };
    if (whole.is_empty() && fraction.is_empty()) || fraction.contains('.') {
        return Err(QuantityError::Malformed);
    }
    let mut mantissa: i128 = 0;
    for digit in whole.bytes().chain(fraction.bytes()) {
        mantissa = mantissa
            .checked_mul(10)
            .and_then(|m| m.checked_add(i128::from(digit - b'0')))
            .ok_or(QuantityError::OutOfRange)?;
    }
    Ok((mantissa, fraction.len()))
}

/// Maps a suffix to (power of two, power of ten).
fn parse_suffix(suffix: &str) -> Result<(u32, i32), QuantityError> {
    Ok(match suffix {
        "" => (0, 0),
        "Ki" => (10, 0),
        "Mi" => (20, 0),
        "Gi" => (30, 0),
        "Ti" => (40, 0),
        "Pi" => (50, 0),
        "Ei" => (60, 0),
        "m" => (0, -3),
        "k" => (0, 3),
        "M" => (0, 6),
        "G" => (0, 9),
        "T" => (0, 12),
        "P" => (0, 15),
        "E" => (0, 18),
        _ => {
            let exponent = suffix
                .strip_prefix('e')
                .or_else(|| suffix.strip_prefix('E'))
                .ok_or(QuantityError::Malformed)?;
            let digits = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(QuantityError::Malformed);
            }
            let value: i32 = exponent.parse().map_err(|_| QuantityError::OutOfRange)?;
            if !(-40..=40).contains(&value) {
                return Err(QuantityError::OutOfRange);
            }
            (0, value)
        }
    })
}

fn pow10(exponent: u32) -> Result<i128, QuantityError> {
    10i128
        .checked_pow(exponent)
        .ok_or(QuantityError::OutOfRange)
}

fn ceil_div(numerator: i128, denominator: i128) -> i128 {
    let quotient = numerator / denominator;
    if numerator % denominator > 0 {
        quotient + 1
    } else {
        quotient
    }
}

/// A byte count that reads either an integer (`4294967296`) or a Kubernetes
/// quantity string (`"4Gi"`), and writes an integer.
///
/// Negative values parse; whether they are allowed is the caller's decision,
/// made with the field's path at hand.
///
/// ```
/// use placement::kernel::quantity::Bytes;
/// let b: Bytes = serde_json::from_str("\"1.5Gi\"").unwrap();
/// assert_eq!(b, Bytes(1_610_612_736));
/// let b: Bytes = serde_json::from_str("1024").unwrap();
/// assert_eq!(b.to_string(), "1 KiB");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bytes(pub i64);

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const BYTES_TS: &str = r#"
/** A byte count: an integer, or a Kubernetes quantity string such as "4Gi", "500Mi" or "1.5Ti". */
export type Bytes = number | string;
"#;

impl Bytes {
    /// One kibibyte, 1024 bytes.
    pub const KIB: i64 = 1 << 10;
    /// One mebibyte.
    pub const MIB: i64 = 1 << 20;
    /// One gibibyte.
    pub const GIB: i64 = 1 << 30;
    /// One tebibyte.
    pub const TIB: i64 = 1 << 40;

    /// `n` gibibytes.
    ///
    /// ```
    /// use placement::kernel::quantity::Bytes;
    /// assert_eq!(Bytes::gib(4).0, 4 << 30);
    /// ```
    pub const fn gib(n: i64) -> Bytes {
        Bytes(n * Self::GIB)
    }
}

impl fmt::Display for Bytes {
    /// Shows the value with the largest binary unit that keeps it ≥ 1, with up
    /// to two decimals (`900 GiB`, `1.5 TiB`, `512 B`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_bytes(self.0 as f64))
    }
}

/// Formats a byte count (possibly fractional or negative) with a binary unit.
///
/// ```
/// use placement::kernel::quantity::format_bytes;
/// assert_eq!(format_bytes(1_610_612_736.0), "1.5 GiB");
/// assert_eq!(format_bytes(-1024.0), "-1 KiB");
/// assert_eq!(format_bytes(0.0), "0 B");
/// ```
pub fn format_bytes(value: f64) -> String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut scaled = value.abs();
    let mut unit = 0;
    while scaled >= 1024.0 && unit < UNITS.len() - 1 {
        scaled /= 1024.0;
        unit += 1;
    }
    let rounded = (scaled * 100.0).round() / 100.0;
    let sign = if value < 0.0 && rounded != 0.0 {
        "-"
    } else {
        ""
    };
    let number = crate::kernel::float_text::fixed(rounded, 2);
    let number = number.trim_end_matches('0').trim_end_matches('.');
    format!("{sign}{number} {}", UNITS[unit])
}

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(BytesVisitor)
    }
}

struct BytesVisitor;

impl Visitor<'_> for BytesVisitor {
    type Value = Bytes;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a whole number of bytes or a quantity string such as \"4Gi\"")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Bytes, E> {
        Ok(Bytes(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Bytes, E> {
        i64::try_from(v).map(Bytes).map_err(|_| {
            E::custom(english(
                &Message::new("error-quantity-range").arg("quantity", v.to_string()),
            ))
        })
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Bytes, E> {
        // JavaScript numbers arrive as f64: accept whole numbers only.
        if v.is_finite() && v.fract() == 0.0 && v.abs() < 9.2e18 {
            Ok(Bytes(v as i64))
        } else {
            Err(E::custom(english(
                &Message::new("error-not-whole-bytes")
                    .arg("number", crate::kernel::float_text::shortest(v)),
            )))
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Bytes, E> {
        parse_quantity(v)
            .map(Bytes)
            .map_err(|e| E::custom(english(&e.problem(v))))
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Bytes {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Bytes".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A byte count: an integer, or a Kubernetes quantity string such as \"4Gi\".",
            "oneOf": [
                { "type": "integer" },
                { "type": "string", "pattern": "^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([KMGTPE]i|[mkMGTPE]|[eE][+-]?[0-9]+)?$" }
            ]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_round_trips_through_serde_s_text() {
        // The deserializer reports the problem as English text (line 287); error_text::from_serde
        // must give the same message, id and arguments, back.
        let problem = parse_quantity("4 GiB").unwrap_err().problem("4 GiB");
        assert_eq!(problem.id, "error-quantity-malformed");
        assert_eq!(
            crate::kernel::error_text::from_serde(&english(&problem)),
            problem
        );
    }

    #[test]
    fn binary_and_decimal_suffixes() {
        assert_eq!(parse_quantity("1Ki"), Ok(1024));
        assert_eq!(parse_quantity("1Mi"), Ok(1 << 20));
        assert_eq!(parse_quantity("10Gi"), Ok(10 << 30));
        assert_eq!(parse_quantity("1Pi"), Ok(1 << 50));
        assert_eq!(parse_quantity("1Ei"), Ok(1 << 60));
        assert_eq!(parse_quantity("1k"), Ok(1000));
        assert_eq!(parse_quantity("1G"), Ok(1_000_000_000));
        assert_eq!(parse_quantity("2T"), Ok(2_000_000_000_000));
        assert_eq!(parse_quantity("0"), Ok(0));
        assert_eq!(parse_quantity("12345"), Ok(12345));
    }

    #[test]
    fn fractions_round_up() {
        assert_eq!(parse_quantity("1.5Gi"), Ok(1_610_612_736));
        assert_eq!(parse_quantity("0.1"), Ok(1));
        assert_eq!(parse_quantity("1m"), Ok(1));
        assert_eq!(parse_quantity("1000m"), Ok(1));
        assert_eq!(parse_quantity("1001m"), Ok(2));
        assert_eq!(parse_quantity(".5Ki"), Ok(512));
        assert_eq!(parse_quantity("5."), Ok(5));
        // Rounding toward +∞ for negatives too, as Quantity.Value() does.
        assert_eq!(parse_quantity("-1.5"), Ok(-1));
    }

    #[test]
    fn exponents() {
        assert_eq!(parse_quantity("1e3"), Ok(1000));
        assert_eq!(parse_quantity("1E9"), Ok(1_000_000_000));
        assert_eq!(parse_quantity("15e-1"), Ok(2));
        assert_eq!(parse_quantity("1e+2"), Ok(100));
    }

    #[test]
    fn malformed() {
        for text in [
            "", "Gi", "ten", "4 GiB", "4GB", "1.2.3", "--1", "1e", "1e+", "4gi", ".", "1Ki2",
        ] {
            assert_eq!(
                parse_quantity(text),
                Err(QuantityError::Malformed),
                "{text:?}"
            );
        }
    }

    #[test]
    fn out_of_range() {
        assert_eq!(parse_quantity("8Ei"), Err(QuantityError::OutOfRange));
        assert_eq!(parse_quantity("1e40"), Err(QuantityError::OutOfRange));
        assert_eq!(parse_quantity("1e99"), Err(QuantityError::OutOfRange));
        assert_eq!(
            parse_quantity("999999999999999999999999999999999999999999"),
            Err(QuantityError::OutOfRange)
        );
        assert_eq!(parse_quantity("7Ei"), Ok(7 << 60));
    }

    #[test]
    fn bytes_from_json() {
        let parse = |s: &str| serde_json::from_str::<Bytes>(s);
        assert_eq!(parse("4294967296").unwrap(), Bytes(4 << 30));
        assert_eq!(parse("\"4Gi\"").unwrap(), Bytes(4 << 30));
        assert_eq!(parse("-5").unwrap(), Bytes(-5));
        assert_eq!(parse("1024.0").unwrap(), Bytes(1024));
        let err = parse("1.5").unwrap_err().to_string();
        assert!(err.contains("not a whole number"), "{err}");
        let err = parse("\"4 GiB\"").unwrap_err().to_string();
        assert!(err.contains("not a Kubernetes quantity"), "{err}");
        assert!(parse("true").is_err());
        assert_eq!(serde_json::to_string(&Bytes(7)).unwrap(), "7");
    }

    #[test]
    fn formats() {
        assert_eq!(Bytes::gib(900).to_string(), "900 GiB");
        assert_eq!(Bytes(3 << 39).to_string(), "1.5 TiB");
        assert_eq!(Bytes(512).to_string(), "512 B");
        assert_eq!(format_bytes(1023.999 * 1024.0 * 1024.0), "1024 MiB");
    }
}
