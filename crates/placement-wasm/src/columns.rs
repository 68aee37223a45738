//! The strings of a list written as columns (`fleet_columns`, `longhorn_columns`):
//! every string once in one text, each ending at its `ends` entry in UTF-16
//! units (what JS's `slice` counts), so that JS cuts them out of one string
//! instead of receiving each across the boundary.

use serde::Serialize;

/// The text and ends of a list's strings.
#[derive(Default)]
pub struct Strings {
    pub text: String,
    pub ends: Vec<u32>,
    utf16_len: u32,
}

impl Strings {
    /// Appends `s`; its id (the index of its end).
    pub fn push(&mut self, s: &str) -> u32 {
        self.text.push_str(s);
        let units = if s.is_ascii() {
            s.len()
        } else {
            s.encode_utf16().count()
        };
        self.utf16_len += units as u32;
        self.ends.push(self.utf16_len);
        self.ends.len() as u32 - 1
    }

    /// A unit variant's name as serde writes it (the JSON string's content).
    pub fn serde_name<T: Serialize>(&mut self, value: &T) -> u32 {
        let json = serde_json::to_string(value).unwrap_or_default();
        self.push(json.trim_matches('"'))
    }
}
