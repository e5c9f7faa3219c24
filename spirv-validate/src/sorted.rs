//! Sorted vectors standing for the small sets and multimaps the passes keep: a binary search
//! answers, with none of a tree's allocations.

use core::ops::Range;

use smallvec::SmallVec;

/// Where the items of `sorted` (sorted by `key_of`) whose key is `key` are.
#[inline]
pub(crate) fn equal_range<T, K: Ord>(sorted: &[T], key: K, key_of: impl Fn(&T) -> K) -> Range<usize> {
    let start = sorted.partition_point(|item| key_of(item) < key);
    let len = sorted[start..].partition_point(|item| key_of(item) == key);
    start..start + len
}

/// A small set of ids, on the stack while it has at most 8.
pub(crate) type IdSet = SmallVec<[u32; 8]>;

/// Adds `id` to `set` (sorted); false if it was there.
#[inline]
pub(crate) fn insert(set: &mut IdSet, id: u32) -> bool {
    match set.binary_search(&id) {
        Ok(_) => false,
        Err(at) => {
            set.insert(at, id);
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{IdSet, equal_range, insert};

    #[test]
    fn ranges_and_sets() {
        let pairs = [(1, 'a'), (3, 'b'), (3, 'c'), (7, 'd')];
        assert_eq!(equal_range(&pairs, 3, |&(k, _)| k), 1..3);
        assert_eq!(equal_range(&pairs, 4, |&(k, _)| k), 3..3);
        let mut set = IdSet::new();
        assert!(insert(&mut set, 5) && insert(&mut set, 2) && !insert(&mut set, 5));
        assert_eq!(set.as_slice(), [2, 5]);
    }
}
