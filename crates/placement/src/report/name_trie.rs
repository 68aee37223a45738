//! The names a redaction replaces, as a byte trie: finding the longest name
//! that starts at a place of a text costs at most the longest name's length,
//! whatever the number of names (a scan of every name at every place was
//! names × text: 10,000 clusters' messages took minutes).

/// A set of names, each with the index it was added under.
#[derive(Clone, Debug)]
pub struct NameTrie {
    /// Node 0 is the root; each node's children sorted by byte.
    nodes: Vec<TrieNode>,
}

#[derive(Clone, Debug, Default)]
struct TrieNode {
    children: Vec<(u8, usize)>,
    /// The index of the name that ends here.
    name: Option<usize>,
}

impl Default for NameTrie {
    fn default() -> Self {
        NameTrie {
            nodes: vec![TrieNode::default()],
        }
    }
}

impl NameTrie {
    /// Adds `name` under `index` (a name added twice keeps its first index).
    pub fn insert(&mut self, name: &str, index: usize) {
        let mut at = 0;
        for &byte in name.as_bytes() {
            at = match self.nodes[at]
                .children
                .binary_search_by_key(&byte, |&(b, _)| b)
            {
                Ok(i) => self.nodes[at].children[i].1,
                Err(i) => {
                    let next = self.nodes.len();
                    self.nodes.push(TrieNode::default());
                    self.nodes[at].children.insert(i, (byte, next));
                    next
                }
            };
        }
        self.nodes[at].name.get_or_insert(index);
    }

    /// The longest name `text` starts with: its index and its length in bytes.
    pub fn longest_prefix(&self, text: &str) -> Option<(usize, usize)> {
        let mut at = 0;
        let mut longest = None;
        for (len, &byte) in text.as_bytes().iter().enumerate() {
            match self.nodes[at]
                .children
                .binary_search_by_key(&byte, |&(b, _)| b)
            {
                Ok(i) => at = self.nodes[at].children[i].1,
                Err(_) => break,
            }
            if let Some(name) = self.nodes[at].name {
                longest = Some((name, len + 1));
            }
        }
        longest
    }
}

#[cfg(test)]
mod tests {
    use super::NameTrie;

    #[test]
    fn the_longest_name_at_the_start_wins() {
        let mut trie = NameTrie::default();
        for (i, name) in ["worker-1", "worker-10", "w"].into_iter().enumerate() {
            trie.insert(name, i);
        }
        assert_eq!(trie.longest_prefix("worker-10 is down"), Some((1, 9)));
        assert_eq!(trie.longest_prefix("worker-1 is down"), Some((0, 8)));
        assert_eq!(trie.longest_prefix("wx"), Some((2, 1)));
        assert_eq!(trie.longest_prefix("node"), None);
        assert_eq!(trie.longest_prefix(""), None);
    }
}
