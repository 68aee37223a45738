//! An ordered set of target positions, one bit per position: what the engine
//! keeps of the promotion candidates of each partition and of the non-ready
//! targets, in target order.
//!
//! A `BTreeSet<usize>` did this first; every state change of every cluster
//! inserts into or removes from these sets, and its node searches were half of
//! a 10,000-cluster simulation in wasm (issue #15). Here insert and remove are
//! a bit flip; `first` scans from the lowest word that may hold a position,
//! and the scan only moves forward until a lower position is inserted.

/// Positions from a base (a multiple of 64), each a bit of a word.
#[derive(Clone, Debug, Default)]
pub(crate) struct Positions {
    /// The first word's index: it holds positions `base * 64 .. base * 64 + 64`.
    base: usize,
    words: Vec<u64>,
    len: usize,
    /// Every word before this one is zero.
    low: usize,
}

impl Positions {
    /// An empty set sized for positions `lowest..=highest` (a partition's
    /// members); any other position can be inserted too, at the cost of growing.
    pub fn for_range(lowest: usize, highest: usize) -> Self {
        let base = lowest / 64;
        let words = (highest / 64).saturating_sub(base) + 1;
        Positions {
            base,
            words: vec![0; words],
            len: 0,
            low: 0,
        }
    }

    /// Adds `pos`; false if it was there.
    pub fn insert(&mut self, pos: usize) -> bool {
        let word = pos / 64;
        if self.words.is_empty() {
            self.base = word;
        }
        if word < self.base {
            let below = self.base - word;
            self.words.splice(0..0, std::iter::repeat_n(0, below));
            self.base = word;
            self.low += below;
        }
        let at = word - self.base;
        if at >= self.words.len() {
            self.words.resize(at + 1, 0);
        }
        let bit = 1u64 << (pos % 64);
        if self.words[at] & bit != 0 {
            return false;
        }
        self.words[at] |= bit;
        self.len += 1;
        self.low = self.low.min(at);
        true
    }

    /// Removes `pos`; false if it was not there.
    pub fn remove(&mut self, pos: usize) -> bool {
        let Some(word) = (pos / 64)
            .checked_sub(self.base)
            .and_then(|at| self.words.get_mut(at))
        else {
            return false;
        };
        let bit = 1u64 << (pos % 64);
        if *word & bit == 0 {
            return false;
        }
        *word &= !bit;
        self.len -= 1;
        true
    }

    /// The lowest position.
    pub fn first(&mut self) -> Option<usize> {
        while let Some(&word) = self.words.get(self.low) {
            if word != 0 {
                return Some((self.base + self.low) * 64 + word.trailing_zeros() as usize);
            }
            self.low += 1;
        }
        None
    }

    /// The positions, lowest first.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        let words = self.words.iter().enumerate().skip(self.low);
        words.flat_map(move |(at, &word)| {
            let start = (self.base + at) * 64;
            let mut rest = word;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some(start + bit)
            })
        })
    }

    /// How many positions are in the set.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Removes every position (the range stays).
    pub fn clear(&mut self) {
        self.words.fill(0);
        self.len = 0;
        self.low = 0;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::Positions;

    /// Random inserts, removes, firsts and clears, checked against a `BTreeSet`.
    #[test]
    fn answers_as_an_ordered_set() {
        let mut state = 0x9e37_79b9_u32;
        let mut next = move |n: u32| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            (state % n) as usize
        };
        for round in 0..40 {
            let (lowest, highest) = (next(300), 300 + next(300));
            let mut set = if round % 2 == 0 {
                Positions::for_range(lowest, highest)
            } else {
                Positions::default()
            };
            let mut reference = BTreeSet::new();
            for _ in 0..2_000 {
                // Mostly in the range, sometimes outside it (below and above).
                let pos = next(700);
                match next(10) {
                    0..=4 => assert_eq!(set.insert(pos), reference.insert(pos)),
                    5..=7 => assert_eq!(set.remove(pos), reference.remove(&pos)),
                    8 => assert_eq!(set.first(), reference.first().copied()),
                    _ if next(20) == 0 => {
                        set.clear();
                        reference.clear();
                    }
                    _ => {}
                }
                assert_eq!(set.len(), reference.len());
            }
            assert_eq!(
                set.iter().collect::<Vec<_>>(),
                reference.iter().copied().collect::<Vec<_>>()
            );
            while let Some(pos) = set.first() {
                assert_eq!(Some(pos), reference.pop_first());
                set.remove(pos);
            }
            assert!(reference.is_empty());
        }
    }

    #[test]
    fn positions_below_the_range_and_at_word_edges() {
        let mut set = Positions::for_range(640, 700);
        for pos in [700, 640, 63, 64, 0, 127, 128, 10_000] {
            assert!(set.insert(pos));
        }
        assert!(!set.insert(64));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [0, 63, 64, 127, 128, 640, 700, 10_000]
        );
        assert_eq!(set.first(), Some(0));
        assert!(set.remove(0));
        assert!(!set.remove(0));
        assert!(!set.remove(5_000_000));
        assert_eq!(set.first(), Some(63));
        assert_eq!(set.len(), 7);
    }
}
