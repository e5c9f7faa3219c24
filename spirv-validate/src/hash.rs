//! Hash sets and maps for the passes' membership questions and per-type answers (is this pair
//! met already? does this type contain a boolean?), where a tree's allocation per node cost
//! more than the question: hashbrown's, with foldhash's fixed seed, so that nothing depends on
//! the run.

use foldhash::fast::FixedState;

/// A hash set with a fixed seed (foldhash's default one).
pub(crate) type HashSet<K> = hashbrown::HashSet<K, FixedState>;

/// A hash map with a fixed seed.
pub(crate) type HashMap<K, V> = hashbrown::HashMap<K, V, FixedState>;

/// An empty set with room for `capacity` keys.
pub(crate) fn set_with_capacity<K>(capacity: usize) -> HashSet<K> {
    HashSet::with_capacity_and_hasher(capacity, FixedState::default())
}
