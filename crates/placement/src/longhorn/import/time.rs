//! RFC 3339 times to seconds since 1970 and back, for `now` and the notes.

/// Seconds since 1970-01-01T00:00:00Z of an RFC 3339 time
/// (`2024-05-01T10:20:30Z`, `…30.123456789+02:00`); fractions are cut.
///
/// ```
/// use placement::longhorn::import::parse_rfc3339;
/// assert_eq!(parse_rfc3339("1970-01-01T00:00:00Z"), Some(0));
/// assert_eq!(parse_rfc3339("2024-03-01T00:00:00Z"), Some(1_709_251_200));
/// assert_eq!(parse_rfc3339("2024-03-01T02:00:00.5+02:00"), Some(1_709_251_200));
/// assert_eq!(parse_rfc3339("2024-02-30T00:00:00Z"), None);
/// assert_eq!(parse_rfc3339("yesterday"), None);
/// ```
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    let num = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = b.get(range)?;
        if part.iter().all(u8::is_ascii_digit) {
            Some(part.iter().fold(0, |acc, d| acc * 10 + i64::from(d - b'0')))
        } else {
            None
        }
    };
    if b.len() < 20
        || b[4] != b'-'
        || b[7] != b'-'
        || !matches!(b[10], b'T' | b't' | b' ')
        || b[13] != b':'
        || b[16] != b':'
    {
        return None;
    }
    let (year, month, day) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hour, minute, second) = (num(11..13)?, num(14..16)?, num(17..19)?);
    if !(1..=12).contains(&month)
        || day < 1
        || day > days_in_month(year, month)
        || hour > 23
        || minute > 59
        || second > 60
    {
        return None;
    }
    let mut i = 19;
    if b[i] == b'.' {
        i += 1;
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
    }
    let offset = match b.get(i)? {
        b'Z' | b'z' if i + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if i + 6 == b.len() && b[i + 3] == b':' => {
            let (h, m) = (num(i + 1..i + 3)?, num(i + 4..i + 6)?);
            if h > 23 || m > 59 {
                return None;
            }
            let minutes = h * 60 + m;
            if *sign == b'+' { minutes } else { -minutes }
        }
        _ => return None,
    };
    Some(
        days_from_epoch(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second
            - offset * 60,
    )
}

fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the date (years 0..=9999).
fn days_from_epoch(year: i64, month: i64, day: i64) -> i64 {
    // Count whole years from year 0 (a leap year), then months, then days.
    let y = year - 1;
    let days_before_year = if year == 0 {
        0
    } else {
        366 + y * 365 + y / 4 - y / 100 + y / 400
    };
    let days_before_month: i64 = (1..month).map(|m| days_in_month(year, m)).sum();
    const DAYS_0000_TO_1970: i64 = 719_528;
    days_before_year + days_before_month + day - 1 - DAYS_0000_TO_1970
}

/// The RFC 3339 form (UTC) of seconds since 1970, for notes.
///
/// ```
/// use placement::longhorn::import::format_rfc3339;
/// assert_eq!(format_rfc3339(1_709_251_200), "2024-03-01T00:00:00Z");
/// ```
pub fn format_rfc3339(seconds: i64) -> String {
    let mut days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400);
    let mut year = 1970;
    loop {
        let length = if is_leap(year) { 366 } else { 365 };
        if days < 0 {
            year -= 1;
            days += if is_leap(year) { 366 } else { 365 };
        } else if days >= length {
            days -= length;
            year += 1;
        } else {
            break;
        }
    }
    let mut month = 1;
    while days >= days_in_month(year, month) {
        days -= days_in_month(year, month);
        month += 1;
    }
    format!(
        "{year:04}-{month:02}-{:02}T{:02}:{:02}:{:02}Z",
        days + 1,
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}
