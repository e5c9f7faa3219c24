//! The assembler's maps: names (borrowed from the text) to numbers, and what it records about
//! ids (types they define, the types of values, imported sets).

use core::hash::{BuildHasher, Hasher};

use crate::text::ImportedSet;
use crate::text::NumberFormat;

/// Names borrowed from the text and what they stand for: the text's id names and their
/// numbers, the opcode names it uses and their instructions. The hasher has a fixed seed, as
/// the library keeps no global state (a random seed is one); the names are the text's own. A
/// table rather than a map, so that a name is hashed once, whether it is found or then added.
pub(super) struct NameMap<'a, V = u32> {
    table: hashbrown::HashTable<(&'a [u8], V)>,
    hasher: foldhash::fast::FixedState,
}

impl<'a, V> NameMap<'a, V> {
    pub fn with_capacity(capacity: usize) -> Self {
        NameMap { table: hashbrown::HashTable::with_capacity(capacity), hasher: Default::default() }
    }

    /// What `name` stands for, or the hash to [`insert`](Self::insert) it with.
    #[inline(always)]
    pub fn get(&self, name: &[u8]) -> Result<&V, u64> {
        let hash = hash(&self.hasher, name);
        match self.table.find(hash, |(n, _)| *n == name) {
            Some((_, value)) => Ok(value),
            None => Err(hash),
        }
    }

    /// Adds `name`, which is not in the map and has `hash` (from [`get`](Self::get)).
    pub fn insert(&mut self, hash: u64, name: &'a [u8], value: V) {
        let hasher = &self.hasher;
        self.table.insert_unique(hash, (name, value), |(n, _)| self::hash(hasher, n));
    }

    /// The names.
    pub fn names(&self) -> impl Iterator<Item = &'a [u8]> + '_ {
        self.table.iter().map(|&(name, _)| name)
    }
}

/// The hash of a name: its bytes alone (foldhash mixes in their count), without the length
/// prefix that hashing a slice writes first.
#[inline(always)]
fn hash(hasher: &foldhash::fast::FixedState, name: &[u8]) -> u64 {
    let mut state = hasher.build_hasher();
    state.write(name);
    state.finish()
}

/// What the assembler knows about one id.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct IdInfo {
    /// The number type of the type it defines (kind `None` for a type that is no number).
    pub type_def: Option<NumberFormat>,
    /// The type of the value it is the result of (the first definition's).
    pub value_type: Option<u32>,
    /// The set it imports.
    pub import: Option<ImportedSet>,
}
