//! Opcodes: how many there may be, and their names as SPIRV-Tools' messages print them.

use spirv_core::OpSet;
use spirv_core::spec::{Instruction, Op};

/// An opcode's name as SPIRV-Tools' messages print it (`spvOpcodeString`: without `Op`).
pub(crate) fn op_name(op: u16) -> &'static str {
    let name = Op::from_u16(op).map_or("unknown", |o| o.name());
    name.strip_prefix("Op").unwrap_or(name)
}

/// An instruction's opcode, displayed as [`op_name`] names it: the name (a lookup) is made only
/// when a message is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OpName(pub u16);

impl OpName {
    pub(crate) fn of(inst: &Instruction<'_>) -> Self {
        OpName(inst.opcode() as u16)
    }
}

impl core::fmt::Display for OpName {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(op_name(self.0))
    }
}

/// The opcodes below which the validator's tables by opcode go: every opcode of the grammar.
pub(crate) const OPCODE_LIMIT: usize = 8192;

/// The opcode of an instruction (a raw one's too).
pub(crate) fn opcode(inst: &Instruction<'_>) -> u16 {
    inst.opcode() as u16
}

/// The sampling instructions of explicit level of detail (SPIRV-Tools' `IsExplicitLod`).
pub(crate) static EXPLICIT_LOD: OpSet = OpSet::new(&[
    Op::ImageSampleExplicitLod,
    Op::ImageSampleDrefExplicitLod,
    Op::ImageSampleProjExplicitLod,
    Op::ImageSampleProjDrefExplicitLod,
    Op::ImageSparseSampleExplicitLod,
    Op::ImageSparseSampleDrefExplicitLod,
    Op::ImageSparseSampleProjExplicitLod,
    Op::ImageSparseSampleProjDrefExplicitLod,
]);

/// The sampling instructions of implicit level of detail (SPIRV-Tools' `IsImplicitLod`): the
/// image pass's rules of operands and the execution models they need.
pub(crate) static IMPLICIT_LOD: OpSet = OpSet::new(&[
    Op::ImageSampleImplicitLod,
    Op::ImageSampleDrefImplicitLod,
    Op::ImageSampleProjImplicitLod,
    Op::ImageSampleProjDrefImplicitLod,
    Op::ImageSparseSampleImplicitLod,
    Op::ImageSparseSampleDrefImplicitLod,
    Op::ImageSparseSampleProjImplicitLod,
    Op::ImageSparseSampleProjDrefImplicitLod,
]);
