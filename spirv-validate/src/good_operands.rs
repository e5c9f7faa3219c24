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

/// The BitEnum kinds whose operands spirv-val checks bit by bit (`spvOperandIsConcreteMask`);
/// any other is looked up as one value.
pub(crate) fn is_concrete_mask(kind: &str) -> bool {
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
