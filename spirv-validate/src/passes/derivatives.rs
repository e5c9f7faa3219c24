//! `DerivativesPass` (SPIRV-Tools' `source/val/validate_derivatives.cpp`): the derivative
//! instructions' types, and the execution models and modes of the entry points that reach them.

use alloc::format;

use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule, derivative_group, derivative_models};
use crate::opcodes::OpName;

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] = &[
    Op::DPdx,
    Op::DPdy,
    Op::Fwidth,
    Op::DPdxFine,
    Op::DPdyFine,
    Op::FwidthFine,
    Op::DPdxCoarse,
    Op::DPdyCoarse,
    Op::FwidthCoarse,
];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, _: &'m Instruction<'a>) -> Result<(), Fault> {
    let op = c.opcode_at(index);
    if !OPCODES.iter().any(|&o| o as u16 == op) {
        return Ok(());
    }
    let fail = |c: &mut Checker<'_, '_>, message: alloc::string::String| {
        Err(c.diag(ErrorKind::InvalidData, Some(index), message))
    };
    let result_type = c.result_type_at(index);
    if !c.is_float_scalar_or_vector_type(result_type) {
        return fail(c, format!("Expected Result Type to be float scalar or vector type: {}", OpName(op)));
    }
    if !c.contains_sized_int_or_float_type(result_type, true, 32) {
        return fail(c, "Result type component width must be 32 bits".into());
    }
    // The operand P, after the result type and id.
    let p = c.operands.operand_ids(index).next().unwrap_or(0);
    if c.type_of(p) != result_type {
        return fail(c, format!("Expected P type and Result Type to be the same: {}", OpName(op)));
    }
    c.limitations.register(
        &c.model,
        index,
        Rule::Model(derivative_models),
        Message::Opcode(
            "Derivative instructions require Fragment, GLCompute, MeshEXT or TaskEXT execution model: ",
            op,
        ),
    );
    // Outside fragment shaders, derivatives need the invocations grouped.
    c.limitations.register(
        &c.model,
        index,
        Rule::EntryPoint(derivative_group),
        Message::Opcode(
            "Derivative instructions require DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode for \
             GLCompute, MeshEXT or TaskEXT execution model: ",
            op,
        ),
    );
    Ok(())
}
