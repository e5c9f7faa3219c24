//! A set of numbers below 8192, one bit each (1 KiB): the grammar's opcodes and capability
//! values all are, and the passes ask whether one is in a set for many instructions.

/// The numbers a [`BitSet`] can hold are below this.
pub(crate) const LIMIT: usize = 1 << 13;

/// A set of numbers below [`LIMIT`]; any other is never in it.
#[derive(Clone, Debug)]
pub(crate) struct BitSet([u64; LIMIT / 64]);

impl Default for BitSet {
    fn default() -> Self {
        BitSet([0; LIMIT / 64])
    }
}

impl BitSet {
    /// Whether `n` is in the set.
    #[inline]
    pub(crate) fn contains(&self, n: usize) -> bool {
        self.0.get(n / 64).is_some_and(|word| word >> (n % 64) & 1 != 0)
    }

    /// Adds `n`; false if it was in the set already or is not below [`LIMIT`].
    #[inline]
    pub(crate) fn insert(&mut self, n: usize) -> bool {
        let Some(word) = self.0.get_mut(n / 64) else { return false };
        let bit = 1 << (n % 64);
        let new = *word & bit == 0;
        *word |= bit;
        new
    }
}

/// A [`BitSet`] that remembers which of its words hold numbers, so that emptying it costs what
/// was inserted rather than its kilobyte.
#[derive(Debug, Default)]
pub(crate) struct SparseBitSet {
    set: BitSet,
    words: alloc::vec::Vec<u16>,
}

impl SparseBitSet {
    /// Whether `n` is in the set.
    #[inline]
    pub(crate) fn contains(&self, n: usize) -> bool {
        self.set.contains(n)
    }

    /// Adds `n` (nothing if it is not below [`LIMIT`]).
    pub(crate) fn insert(&mut self, n: usize) {
        if self.set.0.get(n / 64).is_some_and(|&word| word == 0) {
            self.words.push((n / 64) as u16);
        }
        self.set.insert(n);
    }

    /// Empties the set.
    pub(crate) fn clear(&mut self) {
        for word in self.words.drain(..) {
            if let Some(w) = self.set.0.get_mut(usize::from(word)) {
                *w = 0;
            }
        }
    }
}
