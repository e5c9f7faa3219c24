//! `PrimitivesPass` (SPIRV-Tools' `source/val/validate_primitives.cpp`): the geometry
//! instructions run in geometry shaders, and a stream is a constant integer.

use alloc::format;

use spirv_core::spec::{ExecutionModel, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule};
use crate::opcodes::OpName;

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] = &[Op::EmitVertex, Op::EndPrimitive, Op::EmitStreamVertex, Op::EndStreamPrimitive];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let stream = match inst {
        Instruction::EmitVertex | Instruction::EndPrimitive => None,
        Instruction::EmitStreamVertex { stream } | Instruction::EndStreamPrimitive { stream } => Some(stream.get()),
        _ => return Ok(()),
    };
    let op = c.opcode_at(index);
    c.limitations.register(
        &c.model,
        index,
        Rule::Model(|m| m == ExecutionModel::Geometry),
        Message::OpcodeFirst(op, " instructions require Geometry execution model"),
    );
    let Some(stream) = stream else { return Ok(()) };
    let message = if !c.is_int_scalar_type(c.type_of(stream)) {
        "expected Stream to be int scalar"
    } else if !c.def(stream).is_some_and(|d| spirv_core::predicates::is_constant(d.opcode() as u16)) {
        "expected Stream to be constant instruction"
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), format!("{}: {message}", OpName(op))))
}
