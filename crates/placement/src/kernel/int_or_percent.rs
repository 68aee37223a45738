//! Kubernetes `IntOrString` as Fleet uses it: a count (`5`), a count written as a
//! string (`"5"`) or a percentage (`"10%"`), and Fleet's `limit()` that turns it
//! into a number of clusters.

use std::fmt;

use crate::kernel::error_text::english;
use crate::kernel::message::Message;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::error::InputError;
use crate::kernel::error_text::verbatim;

mod go_number;

/// The start of Fleet's controller error for a string that is neither an
/// integer nor a percentage; the controller appends `: <value>`, and the whole
/// reconcile fails with it.
pub const LIMIT_ERROR: &str = "invalid maxUnavailable, must be int or percentage (ending with %)";

/// An int-or-string value as written in `fleet.yaml`: `5`, `"5"` or `"10%"`.
///
/// The string form is kept verbatim (Fleet parses it at every reconcile), so an
/// invalid string is accepted by the parser and reported by [`limit`], like the
/// controller does; [`IntOrPercent::validate`] reports it up front.
///
/// ```
/// use placement::kernel::int_or_percent::IntOrPercent;
/// let v: IntOrPercent = serde_json::from_str("\"10%\"").unwrap();
/// assert_eq!(v, IntOrPercent::Str("10%".into()));
/// let v: IntOrPercent = serde_json::from_str("5").unwrap();
/// assert_eq!(v, IntOrPercent::Int(5));
/// assert_eq!(v.to_string(), "5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub enum IntOrPercent {
    /// An integer (`intstr.Int`).
    Int(i64),
    /// A string (`intstr.String`): `"5"` or `"10%"`.
    Str(String),
}

impl IntOrPercent {
    /// A percentage value, e.g. `IntOrPercent::percent(25)` is `"25%"`.
    pub fn percent(p: u32) -> Self {
        IntOrPercent::Str(format!("{p}%"))
    }

    /// Checks what the controller's `limit()` would fail on once it reads the
    /// value: a string that is neither a positive integer nor a percentage.
    /// Integers always pass: Fleet clamps a negative one to 0 (see [`limit`]).
    /// Fleet reads a value only when it is reached, so the rollout engine does
    /// not call this up front; it says what a value would do when reached.
    ///
    /// ```
    /// use placement::kernel::int_or_percent::IntOrPercent;
    /// assert!(IntOrPercent::Str("10%".into()).validate().is_ok());
    /// assert!(IntOrPercent::Int(-1).validate().is_ok());
    /// let e = IntOrPercent::Str("ten".into()).validate().unwrap_err();
    /// assert_eq!(e.message, "invalid maxUnavailable, must be int or percentage (ending with %): ten");
    /// ```
    pub fn validate(&self) -> Result<(), InputError> {
        match self {
            IntOrPercent::Int(_) => Ok(()),
            IntOrPercent::Str(_) => limit(1, &[Some(self)]).map(|_| ()),
        }
    }
}

impl fmt::Display for IntOrPercent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntOrPercent::Int(i) => write!(f, "{i}"),
            IntOrPercent::Str(s) => f.write_str(s),
        }
    }
}

impl Serialize for IntOrPercent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            IntOrPercent::Int(i) => serializer.serialize_i64(*i),
            IntOrPercent::Str(s) => serializer.serialize_str(s),
        }
    }
}

impl<'de> Deserialize<'de> for IntOrPercent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = IntOrPercent;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an integer or a string such as \"5\" or \"10%\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                Ok(IntOrPercent::Int(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                i64::try_from(v).map(IntOrPercent::Int).map_err(|_| {
                    E::custom(english(
                        &Message::new("error-integer-too-large").arg("number", v.to_string()),
                    ))
                })
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
                if v.fract() == 0.0 && v.abs() < 9.0e15 {
                    Ok(IntOrPercent::Int(v as i64))
                } else {
                    Err(E::custom(english(
                        &Message::new("error-not-integer")
                            .arg("number", crate::kernel::float_text::shortest(v)),
                    )))
                }
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                Ok(IntOrPercent::Str(v.to_string()))
            }
        }
        deserializer.deserialize_any(V)
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for IntOrPercent {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "IntOrPercent".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "An integer, or a string: an integer (\"5\") or a percentage (\"10%\").",
            "oneOf": [
                { "type": "integer" },
                { "type": "string", "pattern": "^([0-9]+|[0-9]+(\\.[0-9]*)?%)$" }
            ]
        })
    }
}

/// The result of [`limit`]: the number and how it was reached, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Limit {
    /// The resulting count.
    pub value: i64,
    /// How it was computed, e.g. `25% of 230 → floor(57.5) = 57`.
    pub explanation: String,
    /// `explanation` as a message of `engine.ftl` (`fleet-limit-…`), to say it
    /// in another language.
    #[serde(default, rename = "explanationMessage")]
    pub explanation_message: Message,
}

impl Limit {
    /// `value`, explained in English (`explanation`) and as `message`.
    fn new(value: i64, explanation: String, message: Message) -> Limit {
        Limit {
            value,
            explanation,
            explanation_message: message,
        }
    }
}

/// Fleet's `limit(count, values…)`: the first present value turned into a count.
///
/// - `count ≤ 0` → 1 **before** any value is read, so a value Fleet never
///   reaches is never an error; no value present → `"100%"`;
/// - an integer is clamped to `[0, count]` (`0` stays 0);
/// - a string holding an integer > 0 is that integer, **not** clamped (an
///   integer beyond the int64 range is the largest int: Go's `IntValue` drops
///   `Atoi`'s range error and keeps its clamped number);
/// - otherwise the string must end in `%`, else [`LIMIT_ERROR`]`: <value>`;
///   the rest must be a Go float (`failed to parse <value>: strconv.ParseFloat:
///   parsing "<rest>": invalid syntax` otherwise); a percentage ≤ 0 gives 1,
///   else `int(count × pct) / 100`, at least 1 and at most `count`. Go's
///   `int()` of NaN or of a product beyond the int64 range is platform-defined;
///   the playground gives amd64's answer (the smallest int64, so 1): see
///   `go_number::go_int_amd64`.
///
/// The error is an [`InputError`] with an empty path (the caller adds the
/// field), its message the controller's own error text.
///
/// ```
/// use placement::kernel::int_or_percent::{limit, IntOrPercent};
/// let pct = |s: &str| IntOrPercent::Str(s.into());
/// assert_eq!(limit(230, &[Some(&pct("25%"))]).unwrap().value, 57);
/// assert_eq!(limit(230, &[Some(&pct("25%"))]).unwrap().explanation, "25% of 230 → floor(57.5) = 57");
/// assert_eq!(limit(4, &[Some(&pct("10%"))]).unwrap().value, 1);
/// assert_eq!(limit(10, &[Some(&pct("49%"))]).unwrap().value, 4);
/// assert_eq!(limit(10, &[Some(&pct("0%"))]).unwrap().value, 1);
/// assert_eq!(limit(10, &[Some(&IntOrPercent::Int(0))]).unwrap().value, 0);
/// assert_eq!(limit(10, &[None, Some(&pct("50"))]).unwrap().value, 50);
/// assert_eq!(limit(10, &[None]).unwrap().value, 10);
/// assert_eq!(limit(0, &[Some(&pct("x"))]).unwrap().value, 1);
/// assert_eq!(limit(10, &[Some(&pct("5x"))]).unwrap_err().message,
///     "invalid maxUnavailable, must be int or percentage (ending with %): 5x");
/// assert_eq!(limit(10, &[Some(&pct("abc%"))]).unwrap_err().message,
///     r#"failed to parse abc%: strconv.ParseFloat: parsing "abc": invalid syntax"#);
/// ```
pub fn limit(count: i64, values: &[Option<&IntOrPercent>]) -> Result<Limit, InputError> {
    if count <= 0 {
        let message = Message::new("fleet-limit-no-count").arg("count", count);
        return Ok(Limit::new(1, format!("count is {count} → 1"), message));
    }
    let default = IntOrPercent::Str("100%".into());
    let (value, defaulted) = match values.iter().flatten().next() {
        Some(v) => (*v, false),
        None => (&default, true),
    };
    match value {
        IntOrPercent::Int(i) => Ok(integer_limit(count, *i)),
        IntOrPercent::Str(s) => string_limit(count, s, defaulted),
    }
}

/// An integer value: clamped to `[0, count]`.
fn integer_limit(count: i64, i: i64) -> Limit {
    // Never defaulted: the default is "100%".
    let r = i.clamp(0, count);
    if r == i {
        Limit::new(
            r,
            format!("{i} = {r}"),
            Message::new("fleet-limit-number").arg("number", i),
        )
    } else {
        let message = Message::new("fleet-limit-number-clamped")
            .arg("number", i)
            .arg("count", count)
            .arg("result", r);
        Limit::new(r, format!("{i} clamped to [0, {count}] = {r}"), message)
    }
}

/// A string value, read as `limit()` reads it (see [`limit`]).
fn string_limit(count: i64, s: &str, defaulted: bool) -> Result<Limit, InputError> {
    let (i, overflowed) = go_number::int_value(s);
    if i > 0 {
        return Ok(if overflowed {
            let message = Message::new("fleet-limit-string-overflow")
                .arg("value", s)
                .arg("result", i);
            Limit::new(
                i,
                format!(
                    "\"{s}\" = {i} (beyond the int range: Go's IntValue keeps Atoi's largest int)"
                ),
                message,
            )
        } else if i > count {
            let message = Message::new("fleet-limit-string-unclamped")
                .arg("value", s)
                .arg("result", i)
                .arg("count", count);
            Limit::new(
                i,
                format!("\"{s}\" = {i} (a string integer is not clamped to {count})"),
                message,
            )
        } else {
            Limit::new(
                i,
                format!("\"{s}\" = {i}"),
                Message::new("fleet-limit-string")
                    .arg("value", s)
                    .arg("result", i),
            )
        });
    }
    let Some(number) = s.strip_suffix('%') else {
        return Err(InputError::new(
            "",
            s,
            verbatim(format!("{LIMIT_ERROR}: {s}")),
        ));
    };
    let pct = go_number::parse_float(number)
        .map_err(|e| InputError::new("", s, verbatim(format!("failed to parse {s}: {e}"))))?;
    if pct <= 0.0 {
        // Never defaulted either ("100%" > 0).
        let message = Message::new("fleet-limit-percent-zero").arg("percent", s);
        return Ok(Limit::new(1, format!("{s} ≤ 0% → 1"), message));
    }
    Ok(percent_of(count, s, pct, defaulted))
}

/// `int(count × pct) / 100` as Go computes it, at least 1 and at most `count`, explained.
fn percent_of(count: i64, percent: &str, pct: f64, defaulted: bool) -> Limit {
    let product = count as f64 * pct;
    let whole = go_number::go_int_amd64(product);
    if whole == i64::MIN {
        // int() of NaN or of a value beyond int64: amd64's answer, then / 100 < 1 → 1.
        let message = Message::new("fleet-limit-percent-int-undefined")
            .arg("percent", percent)
            .arg("count", count);
        let text = format!(
            "{percent} of {count}: Go's int() of NaN or of a value beyond the int64 range is platform-defined; on amd64 it is -9223372036854775808, so / 100 < 1 → 1"
        );
        return Limit::new(1, text, message);
    }
    let exact = product / 100.0;
    let floor = whole / 100;
    let (r, tail, id) = if floor <= 0 {
        (
            1,
            " → at least 1".to_string(),
            "fleet-limit-percent-at-least-one",
        )
    } else if floor > count {
        (
            count,
            format!(" → at most {count}"),
            "fleet-limit-percent-at-most",
        )
    } else if defaulted {
        (floor, String::new(), "fleet-limit-percent-default")
    } else {
        (floor, String::new(), "fleet-limit-percent")
    };
    let shown = if floor == r {
        format!("{r}")
    } else {
        format!("{floor}{tail} = {r}")
    };
    let prefix = if defaulted { "default " } else { "" };
    let exact_text = trim_float(exact);
    // The exact product in units of 1/10 000, as `trim_float` rounds it.
    let exact_units = (exact * 10_000.0).round();
    let exact_units = if (0.0..9.0e18).contains(&exact_units) {
        exact_units as i64
    } else {
        i64::MAX
    };
    let message = Message::new(id)
        .arg("percent", percent)
        .arg("count", count)
        .arg("exactTenThousandths", exact_units)
        .arg("floor", floor)
        .arg("result", r);
    Limit::new(
        r,
        format!("{prefix}{percent} of {count} → floor({exact_text}) = {shown}"),
        message,
    )
}

/// `x` (finite, ≥ 0) with at most four decimals, trailing zeros cut. Written
/// with integer arithmetic: the float formatter would add kilobytes of wasm
/// for this one explanation.
fn trim_float(x: f64) -> String {
    let scaled = (x * 10_000.0).round();
    if !(0.0..9.0e18).contains(&scaled) {
        return format!("{}", x as u64);
    }
    let scaled = scaled as u64;
    let (whole, fraction) = (scaled / 10_000, scaled % 10_000);
    if fraction == 0 {
        return whole.to_string();
    }
    let digits = format!("{fraction:04}");
    format!("{whole}.{}", digits.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trims_floats_like_the_explanations_need() {
        assert_eq!(trim_float(57.5), "57.5");
        assert_eq!(trim_float(23.0), "23");
        assert_eq!(trim_float(0.4), "0.4");
        assert_eq!(trim_float(1.0 / 3.0), "0.3333");
        assert_eq!(trim_float(2.00004), "2");
        assert_eq!(trim_float(0.05), "0.05");
    }

    fn s(v: &str) -> IntOrPercent {
        IntOrPercent::Str(v.into())
    }

    #[test]
    fn limit_table() {
        let cases: &[(i64, IntOrPercent, i64)] = &[
            (230, s("25%"), 57),
            (4, s("10%"), 1),
            (10, s("49%"), 4),
            (10, s("0%"), 1),
            (10, IntOrPercent::Int(0), 0),
            (10, IntOrPercent::Int(15), 10),
            (10, IntOrPercent::Int(-3), 0),
            (10, s("15"), 15),
            (10, s("-0%"), 1),
            (10, s("150%"), 10),
            (100, s("10%"), 10),
            (50, s("10%"), 5),
            (200, s("10%"), 20),
            (40, s("10%"), 4),
            (3, s("33.4%"), 1),
            (0, s("bogus"), 1),
            (-2, IntOrPercent::Int(5), 1),
            (1_000_000, s("25%"), 250_000),
        ];
        for (count, v, want) in cases {
            assert_eq!(
                limit(*count, &[Some(v)]).unwrap().value,
                *want,
                "{v} of {count}"
            );
        }
    }

    #[test]
    fn invalid_strings_fail_like_the_controller() {
        for bad in ["", "0", "-5", "abc", "5 x", "-99999999999999999999"] {
            let e = limit(10, &[Some(&s(bad))]).unwrap_err();
            assert_eq!(e.message, format!("{LIMIT_ERROR}: {bad}"), "{bad}");
            assert_eq!(e.value, bad);
        }
        for (bad, number) in [
            ("%", ""),
            ("5 %", "5 "),
            ("1_0%", "1_0"),
            ("10%%", "10%"),
            ("abc%", "abc"),
            ("1e400%", "1e400"),
        ] {
            let e = limit(10, &[Some(&s(bad))]).unwrap_err();
            let problem = if bad == "1e400%" {
                "value out of range"
            } else {
                "invalid syntax"
            };
            assert_eq!(
                e.message,
                format!("failed to parse {bad}: strconv.ParseFloat: parsing {number:?}: {problem}")
            );
        }
    }

    #[test]
    fn go_int_conversion_edges_give_amd64_answers() {
        for v in ["nan%", "NaN%", "inf%", "+Infinity%", "1e300%", "1e18%"] {
            let l = limit(10, &[Some(&s(v))]).unwrap();
            assert_eq!(l.value, 1, "{v}");
            assert_eq!(
                l.explanation_message.id, "fleet-limit-percent-int-undefined",
                "{v}"
            );
        }
        assert_eq!(limit(10, &[Some(&s("-inf%"))]).unwrap().value, 1);
        let big = limit(10, &[Some(&s("99999999999999999999"))]).unwrap();
        assert_eq!(big.value, i64::MAX);
        assert_eq!(big.explanation_message.id, "fleet-limit-string-overflow");
        // Atoi meets the overflow before the '%' (ParseUint checks digit by
        // digit), so IntValue is the largest int and the percent is never read.
        assert_eq!(
            limit(10, &[Some(&s("99999999999999999999%"))])
                .unwrap()
                .value,
            i64::MAX
        );
        // Far below the overflow the product is truncated, then divided: int(10 × 1e17) / 100.
        assert_eq!(limit(10, &[Some(&s("1e17%"))]).unwrap().value, 10);
    }

    #[test]
    fn first_present_value_wins() {
        assert_eq!(
            limit(10, &[None, Some(&s("20%")), Some(&s("90%"))])
                .unwrap()
                .value,
            2
        );
        assert_eq!(limit(10, &[]).unwrap().value, 10);
        assert!(
            limit(10, &[])
                .unwrap()
                .explanation
                .starts_with("default 100%")
        );
    }

    #[test]
    fn serde_forms() {
        let v: Vec<IntOrPercent> = serde_json::from_str(r#"[5, "5", "10%", -1]"#).unwrap();
        assert_eq!(
            v,
            vec![
                IntOrPercent::Int(5),
                s("5"),
                s("10%"),
                IntOrPercent::Int(-1)
            ]
        );
        assert_eq!(serde_json::to_string(&v).unwrap(), r#"[5,"5","10%",-1]"#);
        assert!(serde_json::from_str::<IntOrPercent>("1.5").is_err());
        assert!(serde_json::from_str::<IntOrPercent>("true").is_err());
    }
}
