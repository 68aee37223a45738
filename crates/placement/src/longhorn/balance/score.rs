//! The balance score itself.

/// `BalanceScore(X) = (max X − min X) / mean X`; `+∞` when `X` is empty or its mean ≤ 0.
///
/// ```
/// use placement::longhorn::balance::balance_score;
/// assert_eq!(balance_score(&[600.0, 600.0]), 0.0);
/// assert!((balance_score(&[1000.0, 1200.0]) - 0.1818).abs() < 1e-4);
/// assert_eq!(balance_score(&[]), f64::INFINITY);
/// assert_eq!(balance_score(&[0.0, 0.0]), f64::INFINITY);
/// ```
pub fn balance_score(values: &[f64]) -> f64 {
    if values.is_empty() {
        return f64::INFINITY;
    }
    let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min = values.iter().copied().fold(f64::INFINITY, f64::min);
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    score_of(max - min, mean)
}

pub(super) fn score_of(spread: f64, mean: f64) -> f64 {
    if mean.is_nan() || mean <= 0.0 {
        f64::INFINITY
    } else {
        spread / mean + 0.0 // + 0.0 turns a -0.0 into 0.0 for JS
    }
}
