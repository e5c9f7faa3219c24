//! `BitwisePass` (SPIRV-Tools' `source/val/validate_bitwise.cpp`): the operand and result types
//! of shifts, bitwise operations, bit-field instructions and bit counts.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::Instruction;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::OpName;

/// Whether `ty` is an integer scalar, vector or (NV) cooperative vector.
fn is_int_shaped(c: &Checker<'_, '_>, ty: u32) -> bool {
    c.is_int_scalar_type(ty)
        || c.is_int_vector_type(ty)
        || c.is_cooperative_vector_nv_of(ty, Checker::is_int_scalar_type)
}

/// The instructions this pass looks at (it accepts any other): the grammar's `Bit` class but `OpBitwiseFunctionINTEL`, which spirv-val's bitwise pass does not check.
pub(crate) static OPCODES: spirv_core::OpSet =
    spirv_core::OpSet::new(spirv_core::spec::OpClass::Bit.ops()).without(spirv_core::spec::Op::BitwiseFunctionINTEL);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    let fail = |c: &mut Checker<'m, 'a>, message: String| Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    let result_type = c.result_type_at(index);
    match inst {
        Instruction::ShiftRightLogical { base, shift, .. }
        | Instruction::ShiftRightArithmetic { base, shift, .. }
        | Instruction::ShiftLeftLogical { base, shift, .. } => {
            if !is_int_shaped(c, result_type) {
                return fail(c, format!("Expected int scalar or vector type as Result Type: {op}"));
            }
            let dimension = c.dimension(result_type);
            let base_type = c.type_of(base.get());
            let shift_type = c.type_of(shift.get());
            if !is_int_shaped(c, base_type) {
                return fail(c, format!("Expected Base to be int scalar or vector: {op}"));
            }
            if c.dimension(base_type) != dimension {
                return fail(c, format!("Expected Base to have the same dimension as Result Type: {op}"));
            }
            if c.bit_width(base_type) != c.bit_width(result_type) {
                return fail(c, format!("Expected Base to have the same bit width as Result Type: {op}"));
            }
            if !is_int_shaped(c, shift_type) {
                return fail(c, format!("Expected Shift to be int scalar or vector: {op}"));
            }
            if c.dimension(shift_type) != dimension {
                return fail(c, format!("Expected Shift to have the same dimension as Result Type: {op}"));
            }
        }
        Instruction::BitwiseOr { operand_1, operand_2, .. }
        | Instruction::BitwiseXor { operand_1, operand_2, .. }
        | Instruction::BitwiseAnd { operand_1, operand_2, .. } => {
            same_shape_operands(c, index, op, result_type, &[operand_1.get(), operand_2.get()])?;
        }
        Instruction::Not { operand, .. } => same_shape_operands(c, index, op, result_type, &[operand.get()])?,
        Instruction::BitFieldInsert { base, insert, offset, count, .. } => {
            base_type(c, index, op, result_type, base.get(), false)?;
            if c.type_of(insert.get()) != result_type {
                return fail(c, format!("Expected Insert Type to be equal to Result Type: {op}"));
            }
            offset_and_count(c, index, op, offset.get(), count.get())?;
        }
        Instruction::BitFieldSExtract { base, offset, count, .. }
        | Instruction::BitFieldUExtract { base, offset, count, .. } => {
            base_type(c, index, op, result_type, base.get(), false)?;
            offset_and_count(c, index, op, offset.get(), count.get())?;
        }
        Instruction::BitReverse { base, .. } => base_type(c, index, op, result_type, base.get(), false)?,
        Instruction::BitCount { base, .. } => {
            if !c.is_int_scalar_type(result_type) && !c.is_int_vector_type(result_type) {
                return fail(c, format!("Expected int scalar or vector type as Result Type: {op}"));
            }
            let base_type_id = c.type_of(base.get());
            base_type(c, index, op, result_type, base.get(), true)?;
            if c.dimension(base_type_id) != c.dimension(result_type) {
                return fail(c, format!("Expected Base dimension to be equal to Result Type dimension: {op}"));
            }
        }
        _ => {}
    }
    Ok(())
}

/// The operands of `OpBitwise*` and `OpNot` (operand index 2 on): integers of the result's
/// dimension and width.
fn same_shape_operands(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: OpName,
    result_type: u32,
    operands: &[u32],
) -> Result<(), Fault> {
    if !is_int_shaped(c, result_type) {
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            format!("Expected int scalar or vector type as Result Type: {op}"),
        ));
    }
    let dimension = c.dimension(result_type);
    let width = c.bit_width(result_type);
    for (n, &operand) in operands.iter().enumerate() {
        let operand_index = n + 2;
        let ty = c.type_of(operand);
        let message = if !is_int_shaped(c, ty) {
            "Expected int scalar or vector as operand"
        } else if c.dimension(ty) != dimension {
            "Expected operands to have the same dimension as Result Type"
        } else if c.bit_width(ty) != width {
            "Expected operands to have the same bit width as Result Type"
        } else {
            continue;
        };
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            format!("{message}: {op} operand index {operand_index}"),
        ));
    }
    Ok(())
}

/// The Base of the bit-field instructions and `OpBitCount` (`ValidateBaseType`): integers, of
/// 32 bits under Vulkan (unless allowed), of the result's type but for `OpBitCount`.
fn base_type(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: OpName,
    result_type: u32,
    base: u32,
    bit_count: bool,
) -> Result<(), Fault> {
    let ty = c.type_of(base);
    let message = if !c.is_int_scalar_type(ty) && !c.is_int_vector_type(ty) {
        format!("Expected int scalar or vector type for Base operand: {op}")
    } else if c.options.target_env.is_vulkan() && c.bit_width(ty) != 32 && !c.options.allow_vulkan_32_bit_bitwise {
        format!(
            "{}Expected 32-bit int type for Base operand: {op}{}",
            c.vuid(10824),
            Checker::missing_feature("maintenance9 feature", "--allow-vulkan-32-bit-bitwise", false)
        )
    } else if ty != result_type && !bit_count {
        format!("Expected Base Type to be equal to Result Type: {op}")
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), message))
}

/// The Offset and Count of the bit-field instructions: integer scalars.
fn offset_and_count(c: &mut Checker<'_, '_>, index: usize, op: OpName, offset: u32, count: u32) -> Result<(), Fault> {
    let message = if !c.is_int_scalar_type(c.type_of(offset)) {
        "Expected Offset Type to be int scalar"
    } else if !c.is_int_scalar_type(c.type_of(count)) {
        "Expected Count Type to be int scalar"
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidData, Some(index), format!("{message}: {op}")))
}
