//! Sets of numbers, one bit each: [`BitSet`] of numbers below 8192 (1 KiB: the grammar's
//! opcodes and capability values all are, and the passes ask whether one is in a set for many
//! instructions), and [`IndexSet`] of a module's instruction indices.

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

/// A set of the numbers below a bound given when it is made, rounded up to a multiple of 64 (a
/// module's instruction indices), iterated in ascending order.
pub(crate) struct IndexSet(alloc::vec::Vec<u64>);

impl IndexSet {
    /// An empty set of numbers below `len` (rounded up to a multiple of 64).
    pub(crate) fn new(len: usize) -> Self {
        IndexSet(alloc::vec![0; len.div_ceil(64)])
    }

    /// Adds `n` (nothing if it is not below the rounded bound).
    pub(crate) fn insert(&mut self, n: usize) {
        if let Some(word) = self.0.get_mut(n / 64) {
            *word |= 1 << (n % 64);
        }
    }

    /// Whether `n` is in the set.
    pub(crate) fn contains(&self, n: usize) -> bool {
        self.0.get(n / 64).is_some_and(|word| word >> (n % 64) & 1 != 0)
    }

    /// The numbers in the set, ascending.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(at, &word)| {
            let mut bits = word;
            core::iter::from_fn(move || {
                let bit = bits.trailing_zeros();
                bits &= bits.wrapping_sub(1);
                (bit < 64).then_some(at * 64 + bit as usize)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;
    use alloc::vec::Vec;

    use super::IndexSet;

    #[test]
    fn an_index_set_holds_and_lists_in_order_what_was_inserted_below_its_bound() {
        // A bound of 200 holds the numbers below 256.
        let inserted = [130, 0, 63, 64, 127, 5, 64, 199, 255];
        let mut set = IndexSet::new(200);
        for n in inserted {
            set.insert(n);
        }
        set.insert(256);
        let expected: BTreeSet<usize> = inserted.into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), expected.iter().copied().collect::<Vec<_>>());
        assert!((0..=300).all(|n| set.contains(n) == expected.contains(&n)));
    }
}
