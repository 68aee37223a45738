//! Decimal text to `f64`: Clinger's exact fast path (at most 19 digits, a
//! power of ten up to 10²² and a result within 2⁵³: one correctly rounded
//! `*` or `/`), otherwise big integers divided, which is slower but small and
//! exact. Either way the result is the correctly rounded value (ties to
//! even), the same bits `str::parse` gives.
//!
//! The grammar is `str::parse`'s: an optional sign, then `inf`, `infinity` or
//! `nan` in any case, or digits with an optional `.` (at least one digit on
//! either side) and an optional exponent `e`/`E`, sign, digits. Nothing else:
//! no spaces, no `_`, no hexadecimal.

use super::big::Big;

/// Reads `text` as `str::parse::<f64>` does; `None` where it would fail.
pub fn parse_f64(text: &str) -> Option<f64> {
    let (negative, unsigned) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = match special(unsigned) {
        Some(value) => value,
        None => Decimal::read(unsigned.as_bytes())?.to_f64(),
    };
    Some(if negative { -magnitude } else { magnitude })
}

fn special(text: &str) -> Option<f64> {
    if text.eq_ignore_ascii_case("inf") || text.eq_ignore_ascii_case("infinity") {
        Some(f64::INFINITY)
    } else if text.eq_ignore_ascii_case("nan") {
        Some(f64::NAN)
    } else {
        None
    }
}

/// Significant digits kept. A halfway point between two doubles has at most
/// 767 significant digits, so a value cut after more than that, with a `1`
/// appended when anything non-zero was cut, rounds as the whole value does.
const KEPT_DIGITS: usize = 780;

/// `digits × 10^exponent`, the digits without leading zeros.
struct Decimal {
    digits: Vec<u8>,
    exponent: i64,
}

impl Decimal {
    /// The unsigned decimal form, or `None` for text `str::parse` refuses.
    fn read(text: &[u8]) -> Option<Decimal> {
        let mut digits = Vec::new();
        let mut exponent: i64 = 0;
        let mut seen_digit = false;
        let mut cut_non_zero = false;
        let mut at = 0;
        let mut push = |digit: u8, after_point: bool, exponent: &mut i64| {
            if digits.is_empty() && digit == 0 {
                *exponent -= i64::from(after_point);
            } else if digits.len() < KEPT_DIGITS {
                digits.push(digit);
                *exponent -= i64::from(after_point);
            } else {
                cut_non_zero |= digit != 0;
                *exponent += i64::from(!after_point);
            }
        };
        while let Some(&b) = text.get(at).filter(|b| b.is_ascii_digit()) {
            push(b - b'0', false, &mut exponent);
            seen_digit = true;
            at += 1;
        }
        if text.get(at) == Some(&b'.') {
            at += 1;
            while let Some(&b) = text.get(at).filter(|b| b.is_ascii_digit()) {
                push(b - b'0', true, &mut exponent);
                seen_digit = true;
                at += 1;
            }
        }
        if !seen_digit {
            return None;
        }
        if cut_non_zero {
            digits.push(1);
            exponent -= 1;
        }
        if matches!(text.get(at), Some(b'e' | b'E')) {
            exponent = exponent.saturating_add(read_exponent(&text[at + 1..])?);
        } else if at != text.len() {
            return None;
        }
        Some(Decimal { digits, exponent })
    }

    fn to_f64(&self) -> f64 {
        let count = self.digits.len() as i64;
        if count == 0 {
            return 0.0;
        }
        // Below 10^-343 everything rounds to zero; from 10^310 up to infinity.
        if self.exponent + count < -343 {
            return 0.0;
        }
        if self.exponent + count > 310 {
            return f64::INFINITY;
        }
        self.clinger().unwrap_or_else(|| self.divided())
    }

    /// The exact fast path: both operands are exact doubles, so one IEEE
    /// operation rounds the true value once.
    fn clinger(&self) -> Option<f64> {
        const EXACT_POWERS: [f64; 23] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
            1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
        ];
        if self.digits.len() > 19 {
            return None;
        }
        let mantissa = self.digits.iter().fold(0u64, |m, &d| m * 10 + u64::from(d));
        if mantissa >= 1 << 53 {
            return None;
        }
        let power = *EXACT_POWERS.get(self.exponent.unsigned_abs() as usize)?;
        Some(if self.exponent >= 0 {
            mantissa as f64 * power
        } else {
            mantissa as f64 / power
        })
    }

    /// `numerator / denominator` in big integers, rounded once.
    fn divided(&self) -> f64 {
        let mut numerator = Big::from_digits(&self.digits);
        let mut denominator = Big::from_u32(1);
        let power = self.exponent.unsigned_abs() as usize;
        if self.exponent >= 0 {
            numerator.mul_pow10(power);
        } else {
            denominator.mul_pow10(power);
        }
        // Scale so that the quotient has 66 bits: 53 to keep, a rounding bit
        // and spare; the remainder says whether anything is left below.
        let shift = 66 - (numerator.bits() as i64 - denominator.bits() as i64);
        if shift >= 0 {
            numerator.shl(shift as usize);
        } else {
            denominator.shl(shift.unsigned_abs() as usize);
        }
        let (quotient, rest_non_zero) = numerator.divide(&denominator);
        round_to_f64(quotient, rest_non_zero, -shift)
    }
}

/// The exponent's digits (with an optional sign). Like `str::parse`, it stops
/// growing once it reaches 65,536 (far beyond any double's range), so a long
/// exponent stays linear and cannot overflow — and reads as std reads it.
fn read_exponent(text: &[u8]) -> Option<i64> {
    let (negative, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let value = digits.iter().fold(0i64, |v, &d| {
        if v < 0x10000 {
            v * 10 + i64::from(d - b'0')
        } else {
            v
        }
    });
    Some(if negative { -value } else { value })
}

/// `quotient × 2^exponent` (plus less than one unit when `sticky`) as the
/// nearest double, ties to even; subnormals keep fewer bits.
fn round_to_f64(quotient: u128, sticky: bool, exponent: i64) -> f64 {
    let width = 128 - i64::from(quotient.leading_zeros());
    // The value lies in [2^top, 2^(top+1)).
    let top = exponent + width - 1;
    if top > 1023 {
        return f64::INFINITY;
    }
    let kept = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
    let dropped = width - kept;
    if dropped > width + 1 {
        return 0.0; // below half the smallest subnormal
    }
    let (mut mantissa, half, below) = if dropped > 0 {
        let d = dropped as u32;
        let low = if d >= 128 {
            quotient
        } else {
            quotient & ((1u128 << d) - 1)
        };
        let halfway = 1u128 << (d - 1);
        (
            quotient.checked_shr(d).unwrap_or(0),
            low >= halfway,
            low != halfway || sticky,
        )
    } else {
        (quotient, false, sticky)
    };
    if half && (below || mantissa & 1 == 1) {
        mantissa += 1;
    }
    // The unit of the last kept bit is 2^(top - kept + 1); a carry out of the
    // kept bits moves the value to the next binade with the same unit.
    compose(mantissa as u64, top - kept + 1)
}

/// `mantissa × 2^unit` for a mantissa that fits the double exactly (a
/// rounding carry may leave it 54 bits wide, a power of two).
fn compose(mut mantissa: u64, mut unit: i64) -> f64 {
    if mantissa == 0 {
        return 0.0;
    }
    let mut width = 64 - i64::from(mantissa.leading_zeros());
    if width > 53 {
        mantissa >>= width - 53;
        unit += width - 53;
        width = 53;
    }
    let top = unit + width - 1;
    if top > 1023 {
        return f64::INFINITY;
    }
    if top < -1022 {
        // Subnormal: the unit is 2^-1074 and the mantissa is the bits.
        return f64::from_bits(mantissa << (unit + 1074));
    }
    let fraction = (mantissa << (53 - width)) & ((1 << 52) - 1);
    f64::from_bits((((top + 1023) as u64) << 52) | fraction)
}

#[cfg(test)]
mod tests {
    use super::parse_f64;
    use proptest::prelude::*;

    fn same(text: &str) {
        let ours = parse_f64(text);
        let std = text.parse::<f64>().ok();
        match (ours, std) {
            (Some(a), Some(b)) if a.is_nan() && b.is_nan() => {}
            (a, b) => assert_eq!(
                a.map(f64::to_bits),
                b.map(f64::to_bits),
                "{text:?}: ours {a:?}, std {b:?}"
            ),
        }
    }

    #[test]
    fn reads_what_std_reads_and_refuses_what_it_refuses() {
        for text in [
            "",
            "+",
            "-",
            ".",
            "e1",
            ".e1",
            "1e",
            "1e+",
            "1e-",
            "1.",
            ".5",
            "-.5",
            "+1.e3",
            "1.e3",
            "0",
            "-0",
            "00",
            "0.0",
            "007",
            "1_0",
            " 1",
            "1 ",
            "0x10",
            "inf",
            "-INF",
            "+Infinity",
            "infinit",
            "nan",
            "NaN",
            "-nan",
            "nan1",
            "1e1.5",
            "1..2",
            "1.2.3",
            "١",
            "1e0000000000000000000001",
            "3.14",
            "1e22",
            "1e23",
            "9007199254740993",
            "9007199254740992",
            "123456789012345678901234567890",
            "2.2250738585072011e-308",
            "2.2250738585072014e-308",
            "4.9406564584124654e-324",
            "2.4703282292062327e-324",
            "2.4703282292062328e-324",
            "1.7976931348623157e308",
            "1.7976931348623158e308",
            "1.7976931348623159e308",
            "1e308",
            "1e309",
            "1e-400",
            "1e400",
            "0.000000000000000000000000000000000000000000001",
            "1e-99999999999999999999",
            "1e99999999999999999999",
            "0e99999999999999",
            "0.1",
            "0.2",
            "0.3",
            "25.5",
            "12.5",
            "100",
        ] {
            same(text);
        }
    }

    #[test]
    fn halfway_cases_with_long_tails_round_as_std() {
        // 2^53 + 1 is halfway between two doubles: the tail decides.
        same("9007199254740993");
        same("9007199254740993.0000000000000000000000000000000000000001");
        same(&format!("9007199254740993{}", "0".repeat(900)));
        same(&format!("9007199254740993.{}1", "0".repeat(900)));
        same(&format!(
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125{}",
            ""
        ));
        same(&format!("0.{}5", "0".repeat(323)));
    }

    #[test]
    fn a_long_text_reads_in_linear_time() {
        let long = format!("0.{}1e{}", "0".repeat(1_000_000), "9".repeat(100_000));
        same(&long);
        same(&"7".repeat(2_000_000));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]
        #[test]
        fn any_double_written_reads_back(bits in any::<u64>()) {
            let value = f64::from_bits(bits);
            same(&format!("{value}"));
            same(&format!("{value:e}"));
            same(&format!("{value:.30e}"));
        }

        #[test]
        fn decimal_shapes_read_as_std(whole in "[0-9]{0,30}", point in any::<bool>(),
                                      fraction in "[0-9]{0,30}", exponent in proptest::option::of(-400i32..400)) {
            let mut text = whole;
            if point { text.push('.'); text.push_str(&fraction); }
            if let Some(e) = exponent { text.push_str(&format!("e{e}")); }
            same(&text);
        }

        #[test]
        fn odd_texts_are_refused_as_std_refuses_them(text in "[-+0-9.eEinfatyNA_ x]{0,12}") {
            same(&text);
        }
    }
}
