//! Answers that depend on an opcode alone, remembered for one module: a module repeats a few
//! opcodes many times, and working an answer out (from the grammar, or from several opcode
//! classes) costs more than finding it again here.

use alloc::vec::Vec;

/// A direct-mapped table of 256 entries, indexed by the opcode's two bytes combined; an entry
/// holds the opcode it answers for, so that a collision only costs working the answer out
/// again. Allocated on first use.
#[derive(Debug)]
pub(crate) struct OpCache<T> {
    slots: Vec<Option<(u16, T)>>,
}

impl<T> Default for OpCache<T> {
    fn default() -> Self {
        OpCache { slots: Vec::new() }
    }
}

impl<T: Copy> OpCache<T> {
    /// The answer for `op`, worked out by `answer` if it is not here.
    #[inline]
    pub(crate) fn get_or_insert_with(&mut self, op: u16, answer: impl FnOnce() -> T) -> T {
        if self.slots.is_empty() {
            self.slots = alloc::vec![None; 256];
        }
        let slot = &mut self.slots[usize::from(op as u8 ^ (op >> 8) as u8)];
        match *slot {
            Some((known, value)) if known == op => value,
            _ => {
                let value = answer();
                *slot = Some((op, value));
                value
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OpCache;

    #[test]
    fn colliding_opcodes_keep_their_own_answers() {
        let mut cache = OpCache::default();
        // 0x0102 and 0x0201 share a slot.
        assert_eq!(cache.get_or_insert_with(0x0102, || 1), 1);
        assert_eq!(cache.get_or_insert_with(0x0201, || 2), 2);
        assert_eq!(cache.get_or_insert_with(0x0102, || 3), 3);
        assert_eq!(cache.get_or_insert_with(0x0102, || 4), 3);
    }
}
