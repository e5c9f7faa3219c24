//! A set of opcodes that answers membership in one step: SPIRV-Tools' opcode classes
//! (`spvOpcodeGeneratesType`, `spvOpcodeIsConstant`, ...) are asked of every instruction, and a
//! list scanned each time cost more than the rest of the question.

use crate::spec::Op;

/// A set of opcodes, built at compile time: one bit per 16-bit opcode (8 KiB).
///
/// ```
/// use spirv_core::OpSet;
/// use spirv_core::spec::Op;
///
/// static CONSTANTS: OpSet = OpSet::new(&[Op::Constant, Op::ConstantTrue]);
/// assert!(CONSTANTS.contains(Op::Constant as u16));
/// assert!(!CONSTANTS.contains(Op::Load as u16));
///
/// // A grammar class, with the differences a tool makes from it.
/// use spirv_core::spec::OpClass;
/// static TYPES: OpSet = OpSet::new(OpClass::TypeDeclaration.ops()).without(Op::TypeForwardPointer);
/// assert!(TYPES.contains(Op::TypeInt as u16) && !TYPES.contains(Op::TypeForwardPointer as u16));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct OpSet([u64; 1024]);

impl OpSet {
    /// The set of `ops`.
    pub const fn new(ops: &[Op]) -> Self {
        let mut bits = [0u64; 1024];
        let mut i = 0;
        while i < ops.len() {
            let op = ops[i] as u16 as usize;
            bits[op / 64] |= 1 << (op % 64);
            i += 1;
        }
        OpSet(bits)
    }

    /// The set with `op` too.
    pub const fn with(mut self, op: Op) -> Self {
        let op = op as u16 as usize;
        self.0[op / 64] |= 1 << (op % 64);
        self
    }

    /// The set without `op`.
    pub const fn without(mut self, op: Op) -> Self {
        let op = op as u16 as usize;
        self.0[op / 64] &= !(1 << (op % 64));
        self
    }

    /// The opcodes of both sets.
    pub const fn union(mut self, other: &OpSet) -> Self {
        let mut i = 0;
        while i < self.0.len() {
            self.0[i] |= other.0[i];
            i += 1;
        }
        self
    }

    /// Whether `opcode` is in the set.
    #[inline]
    pub const fn contains(&self, opcode: u16) -> bool {
        let op = opcode as usize;
        self.0[op / 64] & (1 << (op % 64)) != 0
    }
}

impl core::fmt::Debug for OpSet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let members = (0..=u16::MAX).filter(|&op| self.contains(op));
        f.debug_set().entries(members).finish()
    }
}
