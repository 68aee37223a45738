//! Scores that may be `+∞`, as JSON: `null` stands for `+∞`.
//!
//! JSON has no infinity, and the engine's outputs are plain JSON. A balance
//! score is `+∞` when its vector's mean is ≤ 0; such a score is written as
//! `null` and read back as `+∞`.
//!
//! ```
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! struct Row { #[serde(with = "placement::kernel::score")] score: f64 }
//! let text = serde_json::to_string(&Row { score: f64::INFINITY }).unwrap();
//! assert_eq!(text, r#"{"score":null}"#);
//! assert_eq!(serde_json::from_str::<Row>(&text).unwrap(), Row { score: f64::INFINITY });
//! ```

use serde::{Deserialize, Deserializer, Serializer};

/// Writes a finite score as a number and `+∞` (or NaN) as `null`.
pub fn serialize<S: Serializer>(score: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    if score.is_finite() {
        serializer.serialize_f64(*score)
    } else {
        serializer.serialize_none()
    }
}

/// [`serialize`] for an optional score (`skip_serializing_if` leaves `None`
/// out): `null` for `+∞`, as serde_json writes any non-finite number, but
/// said by the type, so that a writer of JS values (which has `Infinity`)
/// writes the same.
pub fn serialize_option<S: Serializer>(
    score: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match score {
        Some(score) => serialize(score, serializer),
        None => serializer.serialize_none(),
    }
}

/// Reads a number, or `null` as `+∞`.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f64, D::Error> {
    Ok(Option::<f64>::deserialize(deserializer)?.unwrap_or(f64::INFINITY))
}

#[cfg(test)]
mod tests {
    #[derive(serde::Serialize)]
    struct Row {
        #[serde(serialize_with = "super::serialize_option")]
        score: Option<f64>,
    }

    #[test]
    fn an_optional_score_writes_infinity_as_null_as_serde_json_writes_any_non_finite_number() {
        let text = |score| serde_json::to_string(&Row { score }).unwrap();
        assert_eq!(text(Some(f64::INFINITY)), r#"{"score":null}"#);
        assert_eq!(text(Some(f64::NAN)), r#"{"score":null}"#);
        assert_eq!(text(None), r#"{"score":null}"#);
        assert_eq!(text(Some(1.5)), r#"{"score":1.5}"#);
    }
}
