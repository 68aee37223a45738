//! Byte amounts as the user types them: a number and a unit.

use serde::{Deserialize, Serialize};

pub use crate::text::i18n::plural::trim_number;

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

/// Bytes as a field shows them (an import's sizes, a support bundle's): in the unit a person
/// reads them in — TiB or GiB from 1 TiB (whichever writes it shorter: 1.5 TiB, 1100 GiB), GiB from
/// 1 GiB, MiB below (issue 39: a bundle's 367 GiB disk read "375822.0078125" MiB) — and
/// exact: the decimals are cut (not rounded) where the cut is under 0.11 byte, and a quantity's
/// fraction of a byte reads back rounded up, so the field reads back as the same bytes.
/// Negatives and zero are "0" GiB.
pub fn best_amount(bytes: i64) -> Amount {
    let written = |unit: Unit| Amount { text: exact_text(bytes, unit), unit };
    if bytes >= 1 << 40 {
        let (tib, gib) = (written(Unit::TiB), written(Unit::GiB));
        return if gib.text.len() < tib.text.len() { gib } else { tib };
    }
    written(if bytes > 0 && bytes < 1 << 30 { Unit::MiB } else { Unit::GiB })
}

/// `bytes` in `unit`, cut after the decimals that keep the cut under 0.11 byte
/// (10^-d × 2^shift < 0.11: MiB 7, GiB 10, TiB 13), trailing zeros dropped.
fn exact_text(bytes: i64, unit: Unit) -> String {
    let (shift, digits) = match unit {
        Unit::MiB => (20, 7),
        Unit::GiB => (30, 10),
        Unit::TiB => (40, 13),
    };
    let bytes = bytes.max(0) as u64;
    let mask = (1u64 << shift) - 1;
    let mut text = (bytes >> shift).to_string();
    // `rest` < 2^40, so ten times it fits a u64.
    let mut rest = bytes & mask;
    if rest != 0 {
        text.push('.');
        for _ in 0..digits {
            rest *= 10;
            text.push(char::from(b'0' + (rest >> shift) as u8));
            rest &= mask;
            if rest == 0 {
                break;
            }
        }
        let kept = text.trim_end_matches('0').trim_end_matches('.').len();
        text.truncate(kept);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_written_in_the_best_unit_and_read_back_exactly() {
        let gib = 1i64 << 30;
        let cases = [
            (367 * gib, "367", Unit::GiB),
            (3 * gib / 2, "1.5", Unit::GiB),
            (3 << 39, "1.5", Unit::TiB),
            (1100 * gib, "1100", Unit::GiB),
            (100 << 20, "100", Unit::MiB),
            (0, "0", Unit::GiB),
            (-5, "0", Unit::GiB),
        ];
        for (bytes, text, unit) in cases {
            assert_eq!(best_amount(bytes), Amount { text: text.into(), unit }, "{bytes}");
        }
        // A filesystem's size is no round number: still GiB, never MiB, and the same bytes.
        let odd = 367 * gib + 14_689 * 4096;
        let a = best_amount(odd);
        assert_eq!((a.unit, &a.text[..8]), (Unit::GiB, "367.0560"));
        for bytes in [odd, 1, (1 << 20) + 1, 105_089_261_568, 31_526_778_470, (1 << 40) + 1, 1_500_000_000_001, i64::MAX] {
            let a = best_amount(bytes);
            let back = placement::kernel::quantity::parse_quantity(&format!("{}{}", a.text, a.unit.suffix()));
            assert_eq!(back, Ok(bytes), "{bytes} → {a:?}");
        }
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
