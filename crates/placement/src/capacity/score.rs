//! Storage capacity scoring (`StorageCapacityScoring`): prefer nodes with more free space.
//!
//! Per class, utilisation = requested × 100 / capacity (100 when capacity is 0
//! or smaller than the request), mapped through a broken-linear *shape*
//! (default 0 % → 10, 100 % → 0) whose scores are multiplied by 10; the node
//! score is the rounded mean over the pod's classes.
//!
//! ```
//! use placement::capacity::score::{ScoringSettings, class_score};
//! let s = ScoringSettings::default();
//! assert_eq!(class_score(&s, 40 << 30, 100 << 30), 60);
//! assert_eq!(class_score(&s, 40 << 30, 60 << 30), 34);
//! assert_eq!(class_score(&s, 1, 0), 0);
//! ```

use crate::kernel::message::Message;
use serde::{Deserialize, Serialize};

use crate::InputError;

/// One point of the scoring shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ShapePoint {
    /// Utilisation in percent, 0–100, strictly increasing along the shape.
    pub utilization: i64,
    /// Score 0–10 (multiplied by 10 in the node score).
    pub score: i64,
}

/// Scoring settings; present = the feature gate is on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ScoringSettings {
    /// The shape; default `[{0, 10}, {100, 0}]`.
    #[serde(default = "default_shape")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub shape: Vec<ShapePoint>,
}

fn default_shape() -> Vec<ShapePoint> {
    vec![
        ShapePoint {
            utilization: 0,
            score: 10,
        },
        ShapePoint {
            utilization: 100,
            score: 0,
        },
    ]
}

impl Default for ScoringSettings {
    fn default() -> Self {
        ScoringSettings {
            shape: default_shape(),
        }
    }
}

impl ScoringSettings {
    /// Checks the shape as the scheduler's argument validation does.
    pub fn validate(&self) -> Result<(), InputError> {
        if self.shape.is_empty() {
            return Err(InputError::new(
                "shape",
                "[]",
                Message::new("error-score-no-point"),
            ));
        }
        let mut previous: Option<i64> = None;
        for (i, p) in self.shape.iter().enumerate() {
            if !(0..=100).contains(&p.utilization) {
                return Err(InputError::new(
                    format!("shape[{i}].utilization"),
                    p.utilization,
                    Message::new("error-score-utilization"),
                ));
            }
            if !(0..=10).contains(&p.score) {
                return Err(InputError::new(
                    format!("shape[{i}].score"),
                    p.score,
                    Message::new("error-score-value"),
                ));
            }
            if previous.is_some_and(|u| u >= p.utilization) {
                return Err(InputError::new(
                    format!("shape[{i}].utilization"),
                    p.utilization,
                    Message::new("error-score-order"),
                ));
            }
            previous = Some(p.utilization);
        }
        Ok(())
    }
}

/// The broken-linear function through the shape (scores × 10), integer arithmetic.
fn broken_linear(shape: &[ShapePoint], p: i64) -> i64 {
    for (i, point) in shape.iter().enumerate() {
        if p <= point.utilization {
            let Some(prev) = i.checked_sub(1).and_then(|j| shape.get(j)) else {
                return point.score * 10;
            };
            let (s0, s1) = (prev.score * 10, point.score * 10);
            let span = point.utilization - prev.utilization;
            if span == 0 {
                return s1;
            }
            return s0 + (s1 - s0) * (p - prev.utilization) / span;
        }
    }
    shape.last().map_or(0, |p| p.score * 10)
}

/// Score 0–100 of one class: `requested` bytes against the `capacity` of the matching object.
pub fn class_score(settings: &ScoringSettings, requested: i64, capacity: i64) -> i64 {
    let utilization = if capacity <= 0 || requested > capacity {
        100
    } else {
        // requested ≤ capacity, so the quotient is ≤ 100; i128 avoids overflow.
        ((requested as i128 * 100) / capacity as i128) as i64
    };
    broken_linear(&settings.shape, utilization)
}

/// Rounded mean of class scores (0 when there is none), as the plugin averages with equal weights.
pub fn node_score(class_scores: &[i64]) -> i64 {
    if class_scores.is_empty() {
        return 0;
    }
    let sum: i64 = class_scores.iter().sum();
    (sum as f64 / class_scores.len() as f64).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape_and_rounding() {
        let s = ScoringSettings::default();
        assert_eq!(class_score(&s, 0, 100), 100);
        assert_eq!(class_score(&s, 100, 100), 0);
        assert_eq!(class_score(&s, 101, 100), 0);
        assert_eq!(node_score(&[60, 35]), 48); // 47.5 rounds half away from zero
        assert_eq!(node_score(&[]), 0);
        let bad = ScoringSettings {
            shape: vec![
                ShapePoint {
                    utilization: 50,
                    score: 1,
                },
                ShapePoint {
                    utilization: 50,
                    score: 2,
                },
            ],
        };
        assert_eq!(bad.validate().unwrap_err().path, "shape[1].utilization");
    }
}
