//! The sequences and mappings of a tree made at their final size. A reader
//! pushes each collection's values onto one shared stack while it reads them
//! (nested collections above, and gone again before their parent goes on),
//! then moves them into a vector allocated once, exactly as long. Growing a
//! vector per collection instead allocates two or three times for a mapping
//! of five to ten keys, and leaves up to half of it unused: in wasm, where
//! every allocation is a call into the allocator, that was a large part of
//! reading a paste.

use std::collections::HashSet;

use super::{YamlNode, YamlText};

/// Mappings with more keys than this find duplicates through a set, not a scan.
const SCAN_KEYS: usize = 16;

/// The values of the collections being read, innermost last.
#[derive(Default)]
pub(crate) struct Scratch {
    items: Vec<YamlNode>,
    entries: Vec<(YamlText, YamlNode)>,
}

impl Scratch {
    /// Where a sequence starting now begins on the stack.
    pub(crate) fn items_mark(&self) -> usize {
        self.items.len()
    }

    pub(crate) fn push_item(&mut self, item: YamlNode) {
        self.items.push(item);
    }

    /// The items pushed since `mark`, taken off the stack.
    pub(crate) fn items_since(&mut self, mark: usize) -> Vec<YamlNode> {
        self.items.split_off(mark)
    }

    /// Where a mapping starting now begins on the stack.
    pub(crate) fn entries_mark(&self) -> usize {
        self.entries.len()
    }

    /// The entries pushed since `mark`, still on the stack.
    pub(crate) fn entries_at(&self, mark: usize) -> &[(YamlText, YamlNode)] {
        &self.entries[mark..]
    }

    /// Whether `key` is already a key of the mapping begun at `mark`: a scan
    /// of a short mapping, past [`SCAN_KEYS`] a set of its keys (made once,
    /// kept in `seen`, which records `key`), so a mapping of many keys is read
    /// in linear time.
    pub(crate) fn is_duplicate_key(
        &self,
        mark: usize,
        seen: &mut Option<HashSet<YamlText>>,
        key: &str,
    ) -> bool {
        let entries = self.entries_at(mark);
        if seen.is_none() && entries.len() >= SCAN_KEYS {
            *seen = Some(entries.iter().map(|(k, _)| k.clone()).collect());
        }
        match seen {
            Some(set) => !set.insert(YamlText::from(key)),
            None => entries.iter().any(|(k, _)| k == key),
        }
    }

    pub(crate) fn push_entry(&mut self, key: YamlText, value: YamlNode) {
        self.entries.push((key, value));
    }

    /// The entries pushed since `mark`, taken off the stack.
    pub(crate) fn entries_since(&mut self, mark: usize) -> Vec<(YamlText, YamlNode)> {
        self.entries.split_off(mark)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::yaml::YamlValue;

    fn scalar(text: &str) -> YamlNode {
        YamlNode {
            value: YamlValue::Scalar {
                text: text.into(),
                plain: true,
            },
            line: 1,
            column: 1,
        }
    }

    #[test]
    fn nested_collections_take_only_their_own_values_at_their_size() {
        let mut scratch = Scratch::default();
        let outer = scratch.entries_mark();
        scratch.push_entry("a".into(), scalar("1"));
        let inner = scratch.items_mark();
        scratch.push_item(scalar("x"));
        scratch.push_item(scalar("y"));
        let items = scratch.items_since(inner);
        assert_eq!((items.len(), items.capacity()), (2, 2));
        let nested = scratch.entries_mark();
        scratch.push_entry("c".into(), scalar("3"));
        assert_eq!(scratch.entries_since(nested).len(), 1);
        scratch.push_entry("b".into(), scalar("2"));
        assert_eq!(scratch.entries_at(outer).len(), 2);
        let entries = scratch.entries_since(outer);
        assert_eq!(
            entries.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>(),
            ["a", "b"]
        );
        assert_eq!(entries.capacity(), 2);
        assert_eq!((scratch.items_mark(), scratch.entries_mark()), (0, 0));
    }
}
