//! A set of ids that iterates as spirv-val's `std::unordered_set<uint32_t>` does, for the
//! messages that list such a set's ids in its order.

use alloc::vec::Vec;

/// A set of ids that iterates in the order spirv-val's `std::unordered_set<uint32_t>` does
/// (libstdc++'s hash table), since its message lists them in that order: a singly linked list
/// of nodes grouped by bucket (the id modulo the bucket count), where an id goes first in its
/// bucket's group and a new group goes first in the list; a table that would hold more ids
/// than buckets is rebuilt with more buckets, walking the list in order.
#[derive(Debug, Default)]
pub(crate) struct ForwardIds {
    /// Per node (slot 0 is the list's head): its id and the next node.
    ids: Vec<u32>,
    next: Vec<u32>,
    /// Slots of removed nodes, to reuse.
    free: Vec<u32>,
    /// Per bucket, the node before its first (`NIL`: empty); no buckets before the first id.
    buckets: Vec<u32>,
    len: usize,
}

const NIL: u32 = u32::MAX;
const HEAD: u32 = 0;

/// The bucket counts libstdc++'s prime rehash policy goes through as one id at a time is
/// added to an empty set (each the first prime of its list at least twice the last).
const BUCKET_COUNTS: [usize; 21] = [
    13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273, 20753, 42043, 85229, 172933, 351061, 712697, 1447153, 2938679,
    5967347, 12117689, 24607243,
];

impl ForwardIds {
    fn bucket(&self, id: u32) -> usize {
        id as usize % self.buckets.len().max(1)
    }

    fn slot(x: u32) -> usize {
        x as usize
    }

    /// The node before `id`'s node, if the set has `id`.
    fn find_before(&self, id: u32) -> Option<u32> {
        let b = self.bucket(id);
        let mut before = *self.buckets.get(b)?;
        if before == NIL {
            return None;
        }
        loop {
            let node = self.next[Self::slot(before)];
            if node == NIL || self.bucket(self.ids[Self::slot(node)]) != b {
                return None;
            }
            if self.ids[Self::slot(node)] == id {
                return Some(before);
            }
            before = node;
        }
    }

    pub(crate) fn insert(&mut self, id: u32) {
        if self.ids.is_empty() {
            self.ids.push(0);
            self.next.push(NIL);
        }
        if self.find_before(id).is_some() {
            return;
        }
        if self.len + 1 > self.buckets.len() {
            let count = self.buckets.len();
            let grown = BUCKET_COUNTS.iter().copied().find(|&n| n > count).unwrap_or(count.saturating_mul(2) | 1);
            self.rehash(grown);
        }
        let node = match self.free.pop() {
            Some(node) => {
                self.ids[Self::slot(node)] = id;
                node
            }
            None => {
                self.ids.push(id);
                self.next.push(NIL);
                (self.ids.len() - 1) as u32
            }
        };
        let b = self.bucket(id);
        let before = self.buckets[b];
        if before != NIL {
            self.next[Self::slot(node)] = self.next[Self::slot(before)];
            self.next[Self::slot(before)] = node;
        } else {
            let first = self.next[Self::slot(HEAD)];
            self.next[Self::slot(node)] = first;
            self.next[Self::slot(HEAD)] = node;
            if first != NIL {
                let fb = self.bucket(self.ids[Self::slot(first)]);
                self.buckets[fb] = node;
            }
            self.buckets[b] = HEAD;
        }
        self.len += 1;
    }

    pub(crate) fn remove(&mut self, id: u32) {
        let Some(before) = self.find_before(id) else { return };
        let node = self.next[Self::slot(before)];
        let after = self.next[Self::slot(node)];
        let b = self.bucket(id);
        let after_bucket = (after != NIL).then(|| self.bucket(self.ids[Self::slot(after)]));
        if self.buckets[b] == before {
            // The first of its bucket: the bucket empties unless the next node is in it, and
            // the next bucket's group now follows this one's predecessor.
            if after_bucket != Some(b) {
                if let Some(ab) = after_bucket {
                    self.buckets[ab] = before;
                }
                self.buckets[b] = NIL;
            }
        } else if let Some(ab) = after_bucket.filter(|&ab| ab != b) {
            self.buckets[ab] = before;
        }
        self.next[Self::slot(before)] = after;
        self.free.push(node);
        self.len -= 1;
    }

    /// Moves the nodes into `count` buckets, walking the list in order.
    fn rehash(&mut self, count: usize) {
        let mut buckets = alloc::vec![NIL; count];
        let mut node = self.next[Self::slot(HEAD)];
        self.next[Self::slot(HEAD)] = NIL;
        let mut first_bucket = 0;
        while node != NIL {
            let following = self.next[Self::slot(node)];
            let b = self.ids[Self::slot(node)] as usize % count;
            if buckets[b] == NIL {
                self.next[Self::slot(node)] = self.next[Self::slot(HEAD)];
                self.next[Self::slot(HEAD)] = node;
                buckets[b] = HEAD;
                if self.next[Self::slot(node)] != NIL {
                    buckets[first_bucket] = node;
                }
                first_bucket = b;
            } else {
                let before = buckets[b];
                self.next[Self::slot(node)] = self.next[Self::slot(before)];
                self.next[Self::slot(before)] = node;
            }
            node = following;
        }
        self.buckets = buckets;
    }

    /// The ids, in iteration order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let mut node = self.next.first().copied().unwrap_or(NIL);
        core::iter::from_fn(move || {
            if node == NIL {
                return None;
            }
            let id = self.ids[Self::slot(node)];
            node = self.next[Self::slot(node)];
            Some(id)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::ForwardIds;
    use alloc::vec::Vec;

    #[test]
    fn forward_ids_iterate_as_libstdcxx_does() {
        let mut set = ForwardIds::default();
        for id in [10, 3, 25, 16] {
            set.insert(id);
        }
        // spirv-val lists these as '25' '16' '3' '10'.
        assert_eq!(set.iter().collect::<Vec<_>>(), [25, 16, 3, 10]);
        set.remove(16);
        set.remove(7);
        assert_eq!(set.iter().collect::<Vec<_>>(), [25, 3, 10]);
        for id in 100..140 {
            set.insert(id);
        }
        assert_eq!(set.iter().count(), 43);
    }
}
