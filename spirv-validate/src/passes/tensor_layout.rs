//! `TensorLayoutPass` (SPIRV-Tools' `source/val/validate_tensor_layout.cpp`): the instructions
//! that make and change tensor layouts and views (SPV_NV_tensor_addressing) return the type they
//! say, change an object of that type, and take as many 32-bit integers as the type's Dim asks.

use alloc::format;

use spirv_core::spec::{Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::OpName;

/// The instructions this pass looks at: it accepts any other. (The grammar puts them in no
/// class of their own.)
pub(crate) const OPCODES: &[Op] = &[
    Op::CreateTensorLayoutNV,
    Op::CreateTensorViewNV,
    Op::TensorLayoutSetBlockSizeNV,
    Op::TensorLayoutSetDimensionNV,
    Op::TensorLayoutSetStrideNV,
    Op::TensorLayoutSliceNV,
    Op::TensorLayoutSetClampValueNV,
    Op::TensorViewSetDimensionNV,
    Op::TensorViewSetStrideNV,
    Op::TensorViewSetClipNV,
];

/// How many values an instruction takes after the object it changes.
#[derive(Clone, Copy)]
enum Values {
    /// The type's Dim.
    Dim,
    /// Twice the type's Dim.
    TwiceDim,
    /// A fixed count.
    Fixed(u64),
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let (view, values) = match inst {
        Instruction::CreateTensorLayoutNV { .. } => return result_type(c, index, false),
        Instruction::CreateTensorViewNV { .. } => return result_type(c, index, true),
        Instruction::TensorLayoutSetBlockSizeNV { .. }
        | Instruction::TensorLayoutSetDimensionNV { .. }
        | Instruction::TensorLayoutSetStrideNV { .. } => (false, Values::Dim),
        Instruction::TensorLayoutSliceNV { .. } => (false, Values::TwiceDim),
        Instruction::TensorLayoutSetClampValueNV { .. } => (false, Values::Fixed(1)),
        Instruction::TensorViewSetDimensionNV { .. } | Instruction::TensorViewSetStrideNV { .. } => (true, Values::Dim),
        Instruction::TensorViewSetClipNV { .. } => (true, Values::Fixed(4)),
        _ => return Ok(()),
    };
    result_type(c, index, view)?;
    let op = OpName(c.opcode_at(index));
    let ty = c.result_type_at(index);
    // The object changed, of the result's type.
    let object = c.operands.word(index, 2).unwrap_or(0);
    if c.def(object).is_none() || c.type_of(object) != ty {
        let what = if view { "TensorView" } else { "TensorLayout" };
        let message = format!("{op} Result Type <id> {} does not match {what} type.", c.id_name(ty));
        return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    }
    let count = c.operands.of(index).len().saturating_sub(3);
    // The type's Dim, when its value is known.
    let dim = match c.def(ty) {
        Some(Instruction::TypeTensorLayoutNV { dim, .. } | Instruction::TypeTensorViewNV { dim, .. }) => {
            c.constant_u64(dim.get())
        }
        _ => None,
    };
    if let Some(dim) = dim {
        let expected = match values {
            Values::Dim => dim,
            Values::TwiceDim => dim.wrapping_mul(2),
            Values::Fixed(n) => n,
        };
        if count as u64 != expected {
            return Err(c.diag(ErrorKind::InvalidId, Some(index), format!("{op} unexpected number of operands.")));
        }
    }
    for i in 3..3 + count {
        let value = c.operands.word(index, i).unwrap_or(0);
        let value_type = c.type_of(value);
        if c.def(value).is_none() || !c.is_int_scalar_type(value_type) || c.bit_width(value_type) != 32 {
            let message = format!("{op} operand <id> {} is not a 32-bit integer.", c.id_name(value));
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
    }
    Ok(())
}

/// The result type is a tensor view type (`view`) or a tensor layout type.
fn result_type(c: &mut Checker<'_, '_>, index: usize, view: bool) -> Result<(), Fault> {
    let ty = c.result_type_at(index);
    let (fits, what) = if view {
        (c.def_is(ty, Op::TypeTensorViewNV), "tensor view")
    } else {
        (c.def_is(ty, Op::TypeTensorLayoutNV), "tensor layout")
    };
    if fits {
        return Ok(());
    }
    let message = format!("{} Result Type <id> {} is not a {what} type.", OpName(c.opcode_at(index)), c.id_name(ty));
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}
