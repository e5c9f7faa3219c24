//! The instructions of the few opcodes that whole-module checks look for (variables, entry
//! points, decorations, ...), listed once per module in module order: a check that wants
//! the module's variables walks them, not every instruction.

use alloc::vec::Vec;

use spirv_core::spec::Op;

use crate::opcodes::OPCODE_LIMIT;

/// A set of opcodes whose instructions are listed together, in module order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    /// `OpVariable`, `OpUntypedVariableKHR`.
    Variables = 1,
    /// `OpCapability`, `OpConditionalCapabilityINTEL`.
    Capabilities,
    /// `OpExtension`, `OpConditionalExtensionINTEL`.
    Extensions,
    /// `OpEntryPoint`, `OpConditionalEntryPointINTEL`.
    EntryPoints,
    /// `OpExecutionMode`, `OpExecutionModeId`.
    ExecutionModes,
    /// `OpFunction`.
    Functions,
    /// `OpTypeFunction`.
    FunctionTypes,
    /// `OpTypeVoid`.
    VoidTypes,
    /// `OpMemoryModel`, `OpSamplerImageAddressingModeNV`.
    AddressingModels,
    /// `OpDecorate`, `OpDecorateId`, `OpMemberDecorate`, `OpGroupDecorate`,
    /// `OpGroupMemberDecorate`.
    Decorations,
    /// `OpBranchConditional`.
    BranchConditionals,
    /// `OpFunctionCall`.
    FunctionCalls,
    /// `OpTypePointer`, `OpTypeUntypedPointerKHR`.
    PointerTypes,
    /// `OpArrayLength`, `OpUntypedArrayLengthKHR`.
    ArrayLengths,
    /// `OpTypeFloat`.
    FloatTypes,
}

/// How many classes there are (the last one's number).
const CLASSES: usize = Class::FloatTypes as usize;

/// The opcodes of each class.
const MEMBERS: &[(Op, Class)] = &[
    (Op::Variable, Class::Variables),
    (Op::UntypedVariableKHR, Class::Variables),
    (Op::Capability, Class::Capabilities),
    (Op::ConditionalCapabilityINTEL, Class::Capabilities),
    (Op::Extension, Class::Extensions),
    (Op::ConditionalExtensionINTEL, Class::Extensions),
    (Op::EntryPoint, Class::EntryPoints),
    (Op::ConditionalEntryPointINTEL, Class::EntryPoints),
    (Op::ExecutionMode, Class::ExecutionModes),
    (Op::ExecutionModeId, Class::ExecutionModes),
    (Op::Function, Class::Functions),
    (Op::TypeFunction, Class::FunctionTypes),
    (Op::TypeVoid, Class::VoidTypes),
    (Op::MemoryModel, Class::AddressingModels),
    (Op::SamplerImageAddressingModeNV, Class::AddressingModels),
    (Op::Decorate, Class::Decorations),
    (Op::DecorateId, Class::Decorations),
    (Op::MemberDecorate, Class::Decorations),
    (Op::GroupDecorate, Class::Decorations),
    (Op::GroupMemberDecorate, Class::Decorations),
    (Op::BranchConditional, Class::BranchConditionals),
    (Op::FunctionCall, Class::FunctionCalls),
    (Op::TypePointer, Class::PointerTypes),
    (Op::TypeUntypedPointerKHR, Class::PointerTypes),
    (Op::ArrayLength, Class::ArrayLengths),
    (Op::UntypedArrayLengthKHR, Class::ArrayLengths),
    (Op::TypeFloat, Class::FloatTypes),
];

/// Each opcode's class (0: none), made at compile time.
static CLASS_OF: [u8; OPCODE_LIMIT] = {
    let mut table = [0u8; OPCODE_LIMIT];
    let mut i = 0;
    while i < MEMBERS.len() {
        table[MEMBERS[i].0 as usize] = MEMBERS[i].1 as u8;
        i += 1;
    }
    table
};

/// The class of `opcode` (0: none).
#[inline]
fn class_of(opcode: u16) -> usize {
    CLASS_OF.get(usize::from(opcode)).map_or(0, |&c| usize::from(c))
}

/// The instructions of each [`Class`] of a module, in module order.
#[derive(Debug, Default)]
pub(crate) struct ByClass {
    /// Where each class's instructions start in `indices` (class `k`'s: `starts[k - 1]` to
    /// `starts[k]`).
    starts: [u32; CLASSES + 1],
    indices: Vec<u32>,
}

impl ByClass {
    /// Lists the instructions of a module whose opcodes are `opcodes`.
    #[cfg(test)]
    pub(crate) fn new(opcodes: &[u16]) -> Self {
        let mut by_class = ByClass::default();
        by_class.refill(opcodes);
        by_class
    }

    /// Lists the instructions of a module whose opcodes are `opcodes`, in the memory of the
    /// last module's lists.
    pub(crate) fn refill(&mut self, opcodes: &[u16]) {
        // A counting sort: each class's count, where each starts, then each instruction of a
        // class (a few in each hundred) in its place.
        let mut starts = [0u32; CLASSES + 1];
        for &op in opcodes {
            starts[class_of(op)] += 1;
        }
        // The instructions of no class were counted in `starts[0]`; the classes' ranges start
        // at 0 (class `k`'s ends at the sum of the counts of classes 1 to `k`).
        starts[0] = 0;
        for k in 1..=CLASSES {
            starts[k] += starts[k - 1];
        }
        let mut next = starts;
        self.indices.clear();
        self.indices.resize(starts[CLASSES] as usize, 0);
        for (index, &op) in opcodes.iter().enumerate() {
            let k = class_of(op);
            if k != 0 {
                let at = &mut next[k - 1];
                self.indices[*at as usize] = index as u32;
                *at += 1;
            }
        }
        self.starts = starts;
    }

    /// The indices of the instructions of `class`, in module order.
    pub(crate) fn get(&self, class: Class) -> &[u32] {
        let k = class as usize;
        &self.indices[self.starts[k - 1] as usize..self.starts[k] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::{ByClass, Class};
    use spirv_core::spec::Op;

    #[test]
    fn lists_each_class_in_module_order() {
        let ops = [Op::Capability, Op::Variable, Op::Function, Op::UntypedVariableKHR, Op::Variable, Op::Function];
        let by_class = ByClass::new(&ops.map(|o| o as u16));
        assert_eq!(by_class.get(Class::Variables), [1, 3, 4]);
        assert_eq!(by_class.get(Class::Functions), [2, 5]);
        assert_eq!(by_class.get(Class::EntryPoints), [] as [u32; 0]);
    }
}
