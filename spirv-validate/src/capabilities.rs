//! A set of capabilities closed under implication, as spirv-val registers them: the passes ask
//! whether one is declared for many instructions, so membership is one bit test.

use alloc::vec::Vec;

use spirv_core::spec::Capability;

use crate::bit_set::{self, BitSet};

/// A set of capabilities: one bit per value (values past [`bit_set::LIMIT`] in a list; the
/// grammar's largest is 6528).
#[derive(Clone, Debug, Default)]
pub(crate) struct CapabilitySet {
    bits: BitSet,
    beyond: Vec<u32>,
}

impl CapabilitySet {
    /// Whether `capability` is in the set.
    #[inline]
    pub(crate) fn contains(&self, capability: Capability) -> bool {
        let value = capability.to_u32() as usize;
        match value < bit_set::LIMIT {
            true => self.bits.contains(value),
            false => self.beyond.contains(&capability.to_u32()),
        }
    }

    /// Removes every capability.
    pub(crate) fn clear(&mut self) {
        self.bits = BitSet::default();
        self.beyond.clear();
    }

    /// Adds each of `capabilities` (not those they imply: [`closure`] lists those).
    pub(crate) fn insert_each(&mut self, capabilities: &[Capability]) {
        for &capability in capabilities {
            let value = capability.to_u32();
            if (value as usize) < bit_set::LIMIT {
                self.bits.insert(value as usize);
            } else if !self.beyond.contains(&value) {
                self.beyond.push(value);
            }
        }
    }

    /// Adds `capability` and, recursively, those it implies (the grammar's); false if it was
    /// in the set already.
    pub(crate) fn insert(&mut self, capability: Capability) -> bool {
        let mut new = None;
        spirv_core::predicates::insert_closed(capability, &mut |c| {
            let added = self.insert_one(c);
            new.get_or_insert(added);
            added
        });
        new.unwrap_or(false)
    }

    /// Adds `capability` alone; false if it was in the set already.
    fn insert_one(&mut self, capability: Capability) -> bool {
        let value = capability.to_u32();
        match (value as usize) < bit_set::LIMIT {
            true => self.bits.insert(value as usize),
            false if self.beyond.contains(&value) => false,
            false => {
                self.beyond.push(value);
                true
            }
        }
    }
}

/// `capability` and those it implies (the grammar's, recursively), each once, into `out`
/// (emptied first).
pub(crate) fn closure(capability: Capability, out: &mut Vec<Capability>) {
    out.clear();
    spirv_core::predicates::insert_closed(capability, &mut |c| {
        !out.contains(&c) && {
            out.push(c);
            true
        }
    });
}
