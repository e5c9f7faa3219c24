//! A set of capabilities closed under implication, as spirv-val registers them: the passes ask
//! whether one is declared for many instructions, so membership is one bit test.

use alloc::vec::Vec;

use spirv_core::spec::Capability;

/// Values below this are bits; the grammar's capabilities all are (the largest is 6528).
const DENSE: u32 = 1 << 13;

/// A set of capabilities: one bit per value (values past [`DENSE`] in a list).
#[derive(Clone, Debug)]
pub(crate) struct CapabilitySet {
    bits: [u64; DENSE as usize / 64],
    beyond: Vec<u32>,
}

impl Default for CapabilitySet {
    fn default() -> Self {
        CapabilitySet { bits: [0; DENSE as usize / 64], beyond: Vec::new() }
    }
}

impl CapabilitySet {
    /// Whether `capability` is in the set.
    #[inline]
    pub(crate) fn contains(&self, capability: Capability) -> bool {
        let value = capability.to_u32();
        match value < DENSE {
            true => self.bits[value as usize / 64] >> (value % 64) & 1 != 0,
            false => self.beyond.contains(&value),
        }
    }

    /// Adds `capability` and, recursively, those it implies (the grammar's); false if it was
    /// in the set already.
    pub(crate) fn insert(&mut self, capability: Capability) -> bool {
        let value = capability.to_u32();
        if value < DENSE {
            let word = value as usize / 64;
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
