//! The enumerant operands known to pass the instruction pass's capability, version and
//! extension checks under what a module has declared so far: the instruction pass fills the
//! table as it checks, and the id pass, which visits every operand first, looks an
//! instruction's enumerants up in it so that the instruction pass can skip instructions whose
//! operands all passed before.

/// Enumerant operands (kind, value) known to pass, in a small direct-mapped table: a module
/// uses a few enumerants many times, and checking one costs a few table lookups.
#[derive(Debug)]
pub(crate) struct GoodOperands {
    slots: [(usize, u32); 256],
    /// The slots filled, so that emptying the table costs what was put in it.
    filled: alloc::vec::Vec<u8>,
}

impl Default for GoodOperands {
    fn default() -> Self {
        GoodOperands { slots: [(0, 0); 256], filled: alloc::vec::Vec::new() }
    }
}

impl GoodOperands {
    #[inline]
    fn slot(kind: &'static str, value: u32) -> usize {
        // Kinds' names sit a few bytes apart and values are small: mixed by a multiplication,
        // which spreads them over the table whatever the names' addresses (an exclusive or of
        // the two collided more or less by where the build put the names).
        let key = (kind.as_ptr() as u64) ^ (u64::from(value) << 32);
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize
    }

    /// Whether the operand `value` of `kind` is known to pass.
    #[inline]
    pub(crate) fn contains(&self, kind: &'static str, value: u32) -> bool {
        self.slots[Self::slot(kind, value)] == (kind.as_ptr() as usize, value)
    }

    /// Notes that the operand `value` of `kind` passes.
    pub(crate) fn insert(&mut self, kind: &'static str, value: u32) {
        let slot = Self::slot(kind, value);
        if self.slots[slot] == (0, 0) {
            self.filled.push(slot as u8);
        }
        self.slots[slot] = (kind.as_ptr() as usize, value);
    }

    /// Empties the table.
    pub(crate) fn clear(&mut self) {
        for slot in self.filled.drain(..) {
            self.slots[usize::from(slot)] = (0, 0);
        }
    }
}

/// The values a mask operand of `kind` is checked as, in spirv-val's order: each set bit from
/// the highest down for the kinds it checks bit by bit, else the whole mask once.
pub(crate) fn mask_values(kind: &str, bits: u32) -> impl Iterator<Item = u32> {
    let by_bit = is_concrete_mask(kind);
    let whole = (!by_bit).then_some(bits);
    let mut rest = if by_bit { bits } else { 0 };
    whole.into_iter().chain(core::iter::from_fn(move || {
        let bit = 1u32.checked_shl(31u32.checked_sub(rest.leading_zeros())?)?;
        rest &= !bit;
        Some(bit)
    }))
}

/// The BitEnum kinds whose operands spirv-val checks bit by bit (`spvOperandIsConcreteMask`);
/// any other is looked up as one value.
fn is_concrete_mask(kind: &str) -> bool {
    matches!(
        kind,
        "ImageOperands"
            | "FPFastMathMode"
            | "SelectionControl"
            | "LoopControl"
            | "FunctionControl"
            | "MemoryAccess"
            | "FragmentShadingRate"
            | "DebugInfoFlags"
            | "CooperativeMatrixOperands"
            | "MatrixMultiplyAccumulateOperands"
            | "RawAccessChainOperands"
            | "CooperativeMatrixReduce"
            | "TensorAddressingOperands"
            | "TensorOperands"
    )
}

#[cfg(test)]
mod tests {
    use super::mask_values;
    use alloc::vec::Vec;

    #[test]
    fn masks_are_checked_bit_by_bit_from_the_highest_only_where_spirv_val_does() {
        // `MemoryAccess` is one of `spvOperandIsConcreteMask`'s kinds; `KernelProfilingInfo` is not.
        assert_eq!(mask_values("MemoryAccess", 0b101).collect::<Vec<_>>(), [4, 1]);
        assert_eq!(mask_values("MemoryAccess", 1 << 31).collect::<Vec<_>>(), [1 << 31]);
        assert_eq!(mask_values("MemoryAccess", 0).count(), 0);
        assert_eq!(mask_values("KernelProfilingInfo", 0b11).collect::<Vec<_>>(), [0b11]);
        assert_eq!(mask_values("KernelProfilingInfo", 0).collect::<Vec<_>>(), [0]);
    }
}
