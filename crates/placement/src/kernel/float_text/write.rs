//! An `f64` written as `format!("{x}")` and `format!("{x:.N}")` write it.
//!
//! [`shortest`] takes the shortest digits that read back to the same double
//! (and of those the nearest) from `zmij`, which serde_json's writer links
//! anyway, and lays them out as Rust's `Display` does: never an exponent.
//! [`fixed`] rounds the exact binary value to N decimals, ties to even, in
//! integers.

use super::big::Big;

/// `format!("{x}")`: `NaN`, `inf`, `-inf`, or plain decimal digits.
pub fn shortest(x: f64) -> String {
    if let Some(text) = non_finite(x) {
        return text.to_string();
    }
    let mut buffer = zmij::Buffer::new();
    let written = buffer.format_finite(x.abs());
    let (mantissa, exponent) = match written.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (written, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all: String = [whole, fraction].concat();
    let leading = all.len() - all.trim_start_matches('0').len();
    let mut digits = all.trim_matches('0').to_string();
    // The value is 0.<digits> × 10^point.
    let point = whole.len() as i32 - leading as i32 + exponent;
    if is_tie_below(x.abs(), &digits, point - digits.len() as i32) {
        // Two shortest candidates are equally near: zmij takes the even
        // one, Rust the larger. The last digit is even, so no carry.
        let last = digits.pop().map_or(b'0', |d| d as u8);
        digits.push(char::from(last + 1));
    }
    let digits = digits.as_str();
    let mut text = String::from(if x.is_sign_negative() { "-" } else { "" });
    if digits.is_empty() {
        text.push('0');
    } else if point <= 0 {
        text.push_str("0.");
        text.extend(std::iter::repeat_n('0', point.unsigned_abs() as usize));
        text.push_str(digits);
    } else if point as usize >= digits.len() {
        text.push_str(digits);
        text.extend(std::iter::repeat_n('0', point as usize - digits.len()));
    } else {
        text.push_str(&digits[..point as usize]);
        text.push('.');
        text.push_str(&digits[point as usize..]);
    }
    text
}

/// `format!("{x:.places$}")`: the exact value rounded to `places` decimals,
/// ties to even.
pub fn fixed(x: f64, places: usize) -> String {
    if let Some(text) = non_finite(x) {
        return text.to_string();
    }
    let (mantissa, exponent) = parts(x.abs());
    let mut scaled = Big::from_u64(mantissa);
    scaled.mul_pow10(places);
    if exponent >= 0 {
        scaled.shl(exponent as usize);
    } else {
        let dropped = exponent.unsigned_abs() as usize;
        let half = scaled.bit(dropped - 1);
        let above_half = scaled.any_below(dropped - 1);
        scaled.shr(dropped);
        if half && (above_half || scaled.bit(0)) {
            scaled.mul_add(1, 1);
        }
    }
    let digits = scaled.into_decimal();
    let mut text = String::from(if x.is_sign_negative() { "-" } else { "" });
    if places == 0 {
        text.push_str(&digits);
        return text;
    }
    if digits.len() <= places {
        text.push_str("0.");
        text.extend(std::iter::repeat_n('0', places - digits.len()));
        text.push_str(&digits);
    } else {
        let (whole, fraction) = digits.split_at(digits.len() - places);
        text.push_str(whole);
        text.push('.');
        text.push_str(fraction);
    }
    text
}

/// Whether `x` is exactly halfway between `digits × 10^power` and the next
/// number of as many digits.
fn is_tie_below(x: f64, digits: &str, power: i32) -> bool {
    if digits.is_empty() || !digits.ends_with(['0', '2', '4', '6', '8']) {
        return false;
    }
    // x = (2·digits + 1) / 2 × 10^power, compared in integers:
    // (2·digits + 1) × 10^max(power,0) × 2^max(-(e+1),0)
    //   = mantissa × 2^max(e+1,0) × 10^max(-power,0).
    let (mantissa, exponent) = parts(x);
    let mut left = Big::from_digits(&digits.bytes().map(|d| d - b'0').collect::<Vec<_>>());
    left.mul_add(2, 1);
    let mut right = Big::from_u64(mantissa);
    if power >= 0 {
        left.mul_pow10(power as usize);
    } else {
        right.mul_pow10(power.unsigned_abs() as usize);
    }
    let shift = exponent + 1;
    if shift >= 0 {
        right.shl(shift as usize);
    } else {
        left.shl(shift.unsigned_abs() as usize);
    }
    left.at_least(&right) && right.at_least(&left)
}

fn non_finite(x: f64) -> Option<&'static str> {
    if x.is_nan() {
        Some("NaN")
    } else if x.is_infinite() {
        Some(if x > 0.0 { "inf" } else { "-inf" })
    } else {
        None
    }
}

/// `x = mantissa × 2^exponent` exactly, for finite `x ≥ 0`.
fn parts(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let fraction = bits & ((1 << 52) - 1);
    match (bits >> 52) as i64 {
        0 => (fraction, -1074),
        biased => (fraction | (1 << 52), biased - 1075),
    }
}

#[cfg(test)]
mod tests {
    use super::{fixed, shortest};
    use proptest::prelude::*;

    fn same(x: f64) {
        assert_eq!(shortest(x), format!("{x}"), "{{}} of {:#x}", x.to_bits());
        for places in [0, 1, 2, 3, 4, 6, 17, 30] {
            assert_eq!(
                fixed(x, places),
                format!("{x:.places$}"),
                "{{:.{places}}} of {x:e}"
            );
        }
    }

    #[test]
    fn writes_what_std_writes() {
        for x in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            2.5,
            1.5,
            0.25,
            0.125,
            1.005,
            2.0005,
            0.1,
            0.2,
            0.3,
            0.1 + 0.2,
            1e21,
            1e22,
            1e23,
            1e-7,
            123456.789,
            9007199254740993.0,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            -5e-324,
            f64::EPSILON,
            99.995,
            0.045,
            1e300,
            1.7976931348623157e308,
            100.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            33.333333333333336,
            66.66666666666667,
        ] {
            same(x);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn any_double_writes_as_std(bits in any::<u64>()) {
            same(f64::from_bits(bits));
        }

        #[test]
        fn ties_between_shortest_candidates_write_as_std(n in (1u64 << 47)..(1u64 << 52), eighths in 0u32..8) {
            same(n as f64 + f64::from(eighths) / 8.0);
        }

        #[test]
        fn everyday_values_write_as_std(whole in 0u32..100_000, hundredths in 0u32..100, divisor in 1u32..1000) {
            same(f64::from(whole) + f64::from(hundredths) / 100.0);
            same(f64::from(whole) / f64::from(divisor));
        }
    }
}
