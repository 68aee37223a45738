//! One stable sort for the engine and the page, compiled once.
//!
//! `slice::sort_by` and its kin are generic over the element type and the comparator, so every
//! call site gets its own copy of driftsort or ipnsort: 3–4 KB of wasm each, about 40 KB in the
//! Longhorn lab (issue #15). Here the sorting itself — an insertion sort of short runs, then a
//! bottom-up merge sort, over positions, asking a `dyn` `Sortable` to compare and to swap — exists
//! once; a call site adds only its comparator and a swap.
//!
//! The order is exactly `slice::sort_by`'s for any comparator that is a total order: both sorts are
//! stable, and a stable sort of a total order has one result. Up to [`INSERTION_MAX`] elements its
//! insertion sort asks std's questions in std's order (an element moves left while it compares
//! `Less` with its neighbour; a first pass only checks whether the list is already in order), so
//! short lists come out as std's even for a comparator that is no total order (NaN scores) as long
//! as it answers the same question the same way. Time O(n log n) in every case, memory two lists
//! of `n` positions (none up to [`INSERTION_MAX`] elements).

use std::cmp::Ordering;

/// Up to this many elements std's stable sort is an insertion sort, and so is this one; longer
/// lists are sorted in runs of this length first, then merged.
pub const INSERTION_MAX: usize = 20;

/// Sorts `items` in ascending order, stably (as `slice::sort` and, for elements whose equal values
/// cannot be told apart, `slice::sort_unstable`).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` by the key `key` gives, stably (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `compare`, stably (as `slice::sort_by`).
pub fn sort_by<T>(items: &mut [T], compare: impl FnMut(&T, &T) -> Ordering) {
    let len = items.len();
    if len > 1 {
        sort_dyn(len, &mut SliceBy { items, compare });
    }
}

/// What the sort asks of a list: to compare two positions, to swap two positions.
trait Sortable {
    fn compare(&mut self, a: usize, b: usize) -> Ordering;
    fn swap(&mut self, a: usize, b: usize);
}

/// A slice with its comparator: the only generic part of a sort.
struct SliceBy<'a, T, F> {
    items: &'a mut [T],
    compare: F,
}

impl<T, F: FnMut(&T, &T) -> Ordering> Sortable for SliceBy<'_, T, F> {
    fn compare(&mut self, a: usize, b: usize) -> Ordering {
        (self.compare)(&self.items[a], &self.items[b])
    }
    fn swap(&mut self, a: usize, b: usize) {
        self.items.swap(a, b);
    }
}

/// Sorts the `len` positions of `list`, then moves its elements into that order.
fn sort_dyn(len: usize, list: &mut dyn Sortable) {
    // Already in order (lists built sorted, a single tie): n − 1 comparisons, nothing allocated
    // or moved. They are the questions insertion sort asks of a sorted list, in the same order.
    if (1..len).all(|i| list.compare(i, i - 1) != Ordering::Less) {
        return;
    }
    if len <= INSERTION_MAX {
        // No allocation for short lists (most of the engine's: ties, a node's disks).
        let mut positions = [0; INSERTION_MAX];
        let order = &mut positions[..len];
        for (position, slot) in order.iter_mut().enumerate() {
            *slot = position;
        }
        insertion_sort(order, list);
        permute(order, list);
    } else {
        let mut order: Vec<usize> = (0..len).collect();
        for run in order.chunks_mut(INSERTION_MAX) {
            insertion_sort(run, list);
        }
        merge_runs(&mut order, list);
        permute(&mut order, list);
    }
}

/// std's `insertion_sort_shift_left`: each element moves left past the ones it is `Less` than.
fn insertion_sort(run: &mut [usize], list: &mut dyn Sortable) {
    for i in 1..run.len() {
        let item = run[i];
        let mut j = i;
        while j > 0 && list.compare(item, run[j - 1]) == Ordering::Less {
            run[j] = run[j - 1];
            j -= 1;
        }
        run[j] = item;
    }
}

/// Merges the sorted runs of [`INSERTION_MAX`] positions of `order`, pairwise, until one is left.
fn merge_runs(order: &mut Vec<usize>, list: &mut dyn Sortable) {
    let len = order.len();
    let mut merged = vec![0; len];
    let mut width = INSERTION_MAX;
    while width < len {
        for start in (0..len).step_by(2 * width) {
            let middle = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            merge(
                &order[start..middle],
                &order[middle..end],
                &mut merged[start..end],
                list,
            );
        }
        std::mem::swap(order, &mut merged);
        width *= 2;
    }
}

/// Merges two sorted runs into `out`; on a tie the left one's element goes first (stable).
fn merge(left: &[usize], right: &[usize], out: &mut [usize], list: &mut dyn Sortable) {
    let (mut i, mut j, mut k) = (0, 0, 0);
    // Already in order (often, for nearly sorted input): one comparison, no merging.
    let ordered = match (left.last(), right.first()) {
        (Some(&last), Some(&first)) => list.compare(first, last) != Ordering::Less,
        _ => true,
    };
    if !ordered {
        while i < left.len() && j < right.len() {
            if list.compare(right[j], left[i]) == Ordering::Less {
                out[k] = right[j];
                j += 1;
            } else {
                out[k] = left[i];
                i += 1;
            }
            k += 1;
        }
    }
    let rest_left = left.len() - i;
    out[k..k + rest_left].copy_from_slice(&left[i..]);
    out[k + rest_left..].copy_from_slice(&right[j..]);
}

/// Puts the element at position `order[p]` at position `p`, for every `p`, by swaps along each
/// cycle of the permutation (each element moves once); `order` is left as the identity.
fn permute(order: &mut [usize], list: &mut dyn Sortable) {
    for start in 0..order.len() {
        let mut position = start;
        loop {
            let from = order[position];
            order[position] = position;
            if from == start {
                break;
            }
            list.swap(position, from);
            position = from;
        }
    }
}
