//! A hash set for the passes' membership questions (is this pair met already?), where a
//! tree's allocation per node cost more than the question: hashbrown's, with foldhash's fixed
//! seed, so that nothing depends on the run.

use foldhash::fast::FixedState;

/// A hash set with a fixed seed.
pub(crate) type HashSet<K> = hashbrown::HashSet<K, FixedState>;

/// An empty set with room for `capacity` keys.
pub(crate) fn with_capacity<K>(capacity: usize) -> HashSet<K> {
    HashSet::with_capacity_and_hasher(capacity, FixedState::with_seed(0x7370_6972_762d_7661))
}
