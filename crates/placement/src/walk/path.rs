//! Paths into a scenario or a result: `nodes[name=B].disks[name=B1].usable`,
//! `rounds[2].partitions[0].unavailable`, `volumes[0]`, and for an insert
//! `nodes[-]` (append). A list item is chosen by its index or by a field's
//! value (`[name=B]`, the item whose `name` is `B`), so an edit recorded
//! against names keeps meaning the same item when others are added.

use serde_json::Value;

/// The most segments a path may have: far above any input's depth (about 15),
/// so a hostile path is refused before it is walked.
pub const MAX_SEGMENTS: usize = 64;

/// One step of a [`Path`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// An object's field.
    Key(String),
    /// A list item by position.
    Index(usize),
    /// The list item whose field `key` is the text `value` (or the number it spells).
    Select {
        /// The field compared (usually `name`).
        key: String,
        /// The value it must have.
        value: String,
    },
    /// The end of a list (only as the last segment of an insert).
    End,
}

/// A parsed path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Path(pub Vec<Segment>);

impl Path {
    /// Reads `text`; `None` when it is not a path (empty field, unclosed
    /// bracket, more than [`MAX_SEGMENTS`] segments).
    ///
    /// ```
    /// use placement::walk::path::{Path, Segment};
    /// let p = Path::parse("nodes[name=B].disks[0].usable").unwrap();
    /// assert_eq!(p.0[1], Segment::Select { key: "name".into(), value: "B".into() });
    /// assert!(Path::parse("nodes[name=B").is_none());
    /// assert!(Path::parse("a..b").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<Path> {
        let mut segments = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            if segments.len() >= MAX_SEGMENTS {
                return None;
            }
            if let Some(inner) = rest.strip_prefix('[') {
                let close = inner.find(']')?;
                segments.push(bracket(&inner[..close])?);
                rest = &inner[close + 1..];
                if let Some(after) = rest.strip_prefix('.') {
                    if after.is_empty() || after.starts_with(['.', '[']) {
                        return None;
                    }
                    rest = after;
                } else if !rest.is_empty() && !rest.starts_with('[') {
                    return None;
                }
                continue;
            }
            let end = rest.find(['.', '[']).unwrap_or(rest.len());
            if end == 0 {
                return None;
            }
            segments.push(Segment::Key(rest[..end].to_string()));
            rest = &rest[end..];
            if let Some(after) = rest.strip_prefix('.') {
                if after.is_empty() || after.starts_with(['.', '[']) {
                    return None;
                }
                rest = after;
            }
        }
        (!segments.is_empty()).then_some(Path(segments))
    }

    /// The value at this path in `root`, if every segment matches.
    pub fn get<'a>(&self, root: &'a Value) -> Option<&'a Value> {
        self.0.iter().try_fold(root, step)
    }

    /// The value at this path, for changing it.
    pub fn get_mut<'a>(&self, root: &'a mut Value) -> Option<&'a mut Value> {
        self.0.iter().try_fold(root, step_mut)
    }
}

fn bracket(inner: &str) -> Option<Segment> {
    if inner == "-" {
        return Some(Segment::End);
    }
    if let Some((key, value)) = inner.split_once('=') {
        let key = key.trim();
        return (!key.is_empty()).then(|| Segment::Select {
            key: key.to_string(),
            value: value.trim().to_string(),
        });
    }
    inner.trim().parse().ok().map(Segment::Index)
}

/// Whether list item `item` is the one `[key=value]` selects; `key` may be a
/// dotted path into the item (`[metadata.name=data]`, as Kubernetes objects name themselves).
fn selects(item: &Value, key: &str, value: &str) -> bool {
    let field = key.split('.').try_fold(item, |v, k| v.get(k));
    match field {
        Some(Value::String(s)) => s == value,
        Some(v @ (Value::Number(_) | Value::Bool(_))) => {
            let written = v.to_string();
            written == value
        }
        _ => false,
    }
}

/// The index of the list item a segment names in `list`.
pub fn index_in(list: &[Value], segment: &Segment) -> Option<usize> {
    match segment {
        Segment::Index(i) => (*i < list.len()).then_some(*i),
        Segment::Select { key, value } => list.iter().position(|item| selects(item, key, value)),
        Segment::Key(_) | Segment::End => None,
    }
}

fn step<'a>(value: &'a Value, segment: &Segment) -> Option<&'a Value> {
    match (value, segment) {
        (Value::Object(map), Segment::Key(key)) => map.get(key),
        (Value::Array(list), s) => index_in(list, s).and_then(|i| list.get(i)),
        _ => None,
    }
}

fn step_mut<'a>(value: &'a mut Value, segment: &Segment) -> Option<&'a mut Value> {
    match (value, segment) {
        (Value::Object(map), Segment::Key(key)) => map.get_mut(key),
        (Value::Array(list), s) => {
            let i = index_in(list, s)?;
            list.get_mut(i)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn selectors_find_items_by_name_and_index() {
        let v = json!({"nodes": [{"name": "A", "disks": [{"name": "A1", "usable": "9Gi"}]}],
            "claims": [{"metadata": {"name": "data"}, "size": 1}]});
        let p = Path::parse("nodes[name=A].disks[0].usable").unwrap();
        assert_eq!(p.get(&v), Some(&json!("9Gi")));
        assert_eq!(
            Path::parse("claims[metadata.name=data].size")
                .unwrap()
                .get(&v),
            Some(&json!(1))
        );
        assert_eq!(Path::parse("nodes[name=Z]").unwrap().get(&v), None);
        assert_eq!(Path::parse("nodes[3]").unwrap().get(&v), None);
    }

    #[test]
    fn bad_paths_are_refused() {
        for bad in ["", ".a", "a.", "a[", "a[x", "a[]", "[=B]", "a.[0]"] {
            assert!(Path::parse(bad).is_none(), "{bad}");
        }
        assert!(Path::parse("a.".repeat(MAX_SEGMENTS).trim_end_matches('.')).is_some());
        assert!(Path::parse("a.".repeat(MAX_SEGMENTS + 1).trim_end_matches('.')).is_none());
        assert_eq!(Path::parse("a[0][1]").unwrap().0.len(), 3);
    }
}
