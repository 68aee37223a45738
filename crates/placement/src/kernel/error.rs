//! Errors for bad input, always naming the field path and the value.

use std::fmt;

/// A bad input: which field, what value, and what is wrong with it.
///
/// Every public entry point of the engine validates its input before deciding
/// anything and reports the first problem it meets as an `InputError`. The
/// path uses the input's own field names (`nodes[1].disks[0].storageMaximum`),
/// so a user can find the field in the JSON they wrote.
///
/// ```
/// use placement::InputError;
/// let e = InputError::new("nodes[1].disks[0].storageMaximum", "-5Gi", "must not be negative");
/// assert_eq!(
///     e.to_string(),
///     "nodes[1].disks[0].storageMaximum: must not be negative (got \"-5Gi\")"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(serde::Serialize))]
pub struct InputError {
    /// Field path in the input, e.g. `volumes[0].size`.
    pub path: String,
    /// The offending value as the user wrote it (rendered as text).
    pub value: String,
    /// What is wrong, in words.
    pub message: String,
}

impl InputError {
    /// Creates an error for the field at `path` holding `value`.
    pub fn new(
        path: impl Into<String>,
        value: impl fmt::Display,
        message: impl Into<String>,
    ) -> Self {
        InputError {
            path: path.into(),
            value: value.to_string(),
            message: message.into(),
        }
    }

    /// Prefixes the path with a parent field, e.g. `disks[0]` + `storageMaximum`.
    ///
    /// ```
    /// use placement::InputError;
    /// let e = InputError::new("size", "0", "must be positive").within("volumes[2]");
    /// assert_eq!(e.path, "volumes[2].size");
    /// ```
    pub fn within(mut self, parent: &str) -> Self {
        self.path = join_path(parent, &self.path);
        self
    }
}

/// Joins a parent path and a child path with a dot, leaving out empty parts and
/// not putting a dot before an index (`a` + `[0]` = `a[0]`).
///
/// ```
/// use placement::kernel::error::join_path;
/// assert_eq!(join_path("nodes[0]", "disks"), "nodes[0].disks");
/// assert_eq!(join_path("nodes", "[0]"), "nodes[0]");
/// assert_eq!(join_path("", "size"), "size");
/// ```
pub fn join_path(parent: &str, child: &str) -> String {
    match (parent.is_empty(), child.is_empty()) {
        (true, _) => child.to_string(),
        (_, true) => parent.to_string(),
        _ if child.starts_with('[') => format!("{parent}{child}"),
        _ => format!("{parent}.{child}"),
    }
}

impl fmt::Display for InputError {
    /// `path: message (got "value")`; without the value when there is none
    /// (a syntax error, a missing field).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)?;
        if !self.value.is_empty() {
            write!(f, " (got {:?})", self.value)?;
        }
        Ok(())
    }
}

impl std::error::Error for InputError {}
