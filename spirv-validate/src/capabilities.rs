//! A set of capabilities closed under implication, as spirv-val registers them: the passes ask
//! whether one is declared for many instructions, so membership is one bit test.

use alloc::vec::Vec;

use spirv_core::spec::Capability;

/// Values below this are bits; the grammar's capabilities all are (the largest is 6528).
const DENSE: u32 = 1 << 14;

/// A set of capabilities: one bit per value (values past [`DENSE`] in a list).
#[derive(Clone, Debug, Default)]
pub(crate) struct CapabilitySet {
    bits: Vec<u64>,
    beyond: Vec<u32>,
}

impl CapabilitySet {
    /// Whether `capability` is in the set.
    #[inline]
    pub(crate) fn contains(&self, capability: Capability) -> bool {
        let value = capability.to_u32();
        match value < DENSE {
            true => self.bits.get(value as usize / 64).is_some_and(|word| word >> (value % 64) & 1 != 0),
            false => self.beyond.contains(&value),
        }
    }

    /// Adds `capability` and, recursively, those it implies (the grammar's); false if it was
    /// in the set already.
    pub(crate) fn insert(&mut self, capability: Capability) -> bool {
        let value = capability.to_u32();
        if value < DENSE {
            let word = value as usize / 64;
            if self.bits.len() <= word {
                self.bits.resize(word + 1, 0);
            }
            let bit = 1 << (value % 64);
            if self.bits[word] & bit != 0 {
                return false;
            }
            self.bits[word] |= bit;
        } else if self.beyond.contains(&value) {
            return false;
        } else {
            self.beyond.push(value);
        }
        for &implied in capability.capabilities() {
            self.insert(implied);
        }
        true
    }
}
