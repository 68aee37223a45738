//! Go's text forms the upstream error messages print values in: `strconv.Quote`
//! (what `%q` writes) and `encoding/json`'s string list, so an error the
//! playground repeats reads as the Go program prints it.

/// Go's `strconv.Quote`: `"` and `\` escaped, printable characters kept,
/// `\a \b \f \n \r \t \v`, other ASCII controls as `\xHH`, and other
/// characters Go's `unicode.IsPrint` refuses as `\uHHHH` / `\UHHHHHHHH`.
/// IsPrint is approximated by `is_go_print`.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if c < ' ' || c == '\u{7f}' => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if is_go_print(c) => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('"');
    out
}

/// Go's `unicode.IsPrint` (letters, marks, numbers, punctuation, symbols and
/// the ASCII space) for the characters a value plausibly holds: controls
/// (Cc), spaces and separators other than U+0020 (Zs, Zl, Zp), the format
/// characters (Cf) listed below and private-use characters (Co) are not
/// printable. Unassigned code points (Cn), which Go also escapes, are kept:
/// telling them apart needs Unicode's tables, whose size every wasm bundle
/// would carry for one error message.
fn is_go_print(c: char) -> bool {
    const FORMAT: &[(u32, u32)] = &[
        (0xAD, 0xAD),
        (0x600, 0x605),
        (0x61C, 0x61C),
        (0x6DD, 0x6DD),
        (0x70F, 0x70F),
        (0x890, 0x891),
        (0x8E2, 0x8E2),
        (0x180E, 0x180E),
        (0x200B, 0x200F),
        (0x202A, 0x202E),
        (0x2060, 0x2064),
        (0x2066, 0x206F),
        (0xFEFF, 0xFEFF),
        (0xFFF9, 0xFFFB),
        (0x110BD, 0x110BD),
        (0x110CD, 0x110CD),
        (0x13430, 0x1343F),
        (0x1BCA0, 0x1BCA3),
        (0x1D173, 0x1D17A),
        (0xE0001, 0xE0001),
        (0xE0020, 0xE007F),
        (0xE000, 0xF8FF),
        (0xF0000, 0x10FFFF),
    ];
    let u = c as u32;
    if c == ' ' {
        return true;
    }
    !(c.is_control() || c.is_whitespace() || FORMAT.iter().any(|&(lo, hi)| (lo..=hi).contains(&u)))
}

/// `json.Marshal` of a `[]string` as Go writes it: `null` for no values (a nil
/// slice), else `["a","b"]` with Go's escapes (`<`, `>`, `&`, U+2028 and
/// U+2029 as `\u003c`…, other controls as `\u00XX`).
pub fn json_strings(values: &[String]) -> String {
    if values.is_empty() {
        return "null".into();
    }
    let items: Vec<String> = values.iter().map(|v| json_string(v)).collect();
    format!("[{}]", items.join(","))
}

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c if c < ' ' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_as_go_does() {
        assert_eq!(quote("abc"), "\"abc\"");
        assert_eq!(
            quote("a\"b\\c\n\u{1}\u{7f}\u{a0}é\u{200b}"),
            r#""a\"b\\c\n\x01\x7f\u00a0é\u200b""#
        );
        assert_eq!(json_strings(&[]), "null");
        assert_eq!(
            json_strings(&["a<b".into(), "c\"".into()]),
            r#"["a\u003cb","c\""]"#
        );
    }
}
