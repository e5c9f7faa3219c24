//! `TensorPass` (SPIRV-Tools' `source/val/validate_tensor.cpp`): `OpTensorReadARM`,
//! `OpTensorWriteARM` and `OpTensorQuerySizeARM` (SPV_ARM_tensors) on tensors of known rank,
//! with coordinates of that rank, values of the tensor's element type, the tensor operands each
//! allows, and dimensions below the rank.

use alloc::format;

use spirv_core::OpSet;
use spirv_core::spec::{Instruction, OpClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at (the grammar's class of tensor instructions): it
/// accepts any other.
pub(crate) static OPCODES: OpSet = OpSet::new(OpClass::Tensor.ops());

/// The tensor operands' bits (`TensorOperands`).
const OUT_OF_BOUNDS_VALUE: u32 = 0x2;
const MAKE_ELEMENT_AVAILABLE: u32 = 0x4;
const MAKE_ELEMENT_VISIBLE: u32 = 0x8;
const NON_PRIVATE_ELEMENT: u32 = 0x10;

const RANKED: &str = "Expected Tensor to be an OpTypeTensorARM whose Rank is specified";
const COORDINATES: &str = "Expected Coordinates to be an array whose Element Type is an integer type and whose \
                           Length is equal to the Rank of Tensor.";

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::TensorReadARM { .. } => read(c, index),
        Instruction::TensorWriteARM { .. } => write(c, index),
        Instruction::TensorQuerySizeARM { .. } => query_size(c, index),
        _ => Ok(()),
    }
}

fn fail(c: &mut Checker<'_, '_>, index: usize, kind: ErrorKind, message: impl Into<alloc::string::String>) -> Fault {
    c.diag(kind, Some(index), message)
}

fn read(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let result_type = c.result_type_at(index);
    if !scalar_or_array_of_scalar(c, result_type) {
        let message = "Expected Result Type to be a scalar type or array of scalar type.";
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    let tensor = c.operands.word(index, 2).unwrap_or(0);
    let tensor_type = c.type_of(tensor);
    if c.def(tensor).is_none() || !is_ranked_tensor(c, tensor_type) {
        return Err(fail(c, index, ErrorKind::InvalidData, RANKED));
    }
    let element = c.component_type(tensor_type);
    if element != c.component_type(result_type) {
        let message = "Expected Result Type to be the same as the Element Type of Tensor.";
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    coordinates(c, index, 3, tensor_type)?;
    let operands = c.operands.of(index).len();
    if operands > 4 {
        let mask = c.operands.word(index, 4).unwrap_or(0);
        if mask & OUT_OF_BOUNDS_VALUE != 0 {
            let Some(value) = c.operands.word(index, 5) else {
                let message = "A value must be provided after the OutOfBoundsValueARM Tensor Operand.";
                return Err(fail(c, index, ErrorKind::InvalidId, message));
            };
            if element != c.component_type(c.type_of(value)) {
                let message = "Expected the type of the OutOfBoundsValueARM value to be the same as the Element \
                               Type of Tensor.";
                return Err(fail(c, index, ErrorKind::InvalidId, message));
            }
        }
        if mask & MAKE_ELEMENT_AVAILABLE != 0 {
            let message = "MakeElementAvailableARM cannot be used with OpTensorReadARM.";
            return Err(fail(c, index, ErrorKind::InvalidData, message));
        }
        // ("Available": spirv-val's words, though the rule is about MakeElementVisibleARM.)
        if mask & MAKE_ELEMENT_VISIBLE != 0 && mask & NON_PRIVATE_ELEMENT == 0 {
            let message = "MakeElementAvailableARM requires NonPrivateElementARM.";
            return Err(fail(c, index, ErrorKind::InvalidData, message));
        }
    }
    Ok(())
}

fn write(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let tensor_type = c.operands.word(index, 0).map_or(0, |t| c.type_of(t));
    if !is_ranked_tensor(c, tensor_type) {
        return Err(fail(c, index, ErrorKind::InvalidData, RANKED));
    }
    coordinates(c, index, 1, tensor_type)?;
    let object_type = c.operands.word(index, 2).map_or(0, |o| c.type_of(o));
    if !scalar_or_array_of_scalar(c, object_type) || c.component_type(object_type) != c.component_type(tensor_type) {
        let message = "Expected Object to be a scalar type or array of scalar type that is the same as the Element \
                       Type of Tensor.";
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    // spirv-val looks at the tensor operands only when a word follows the mask (the operand of
    // one of them).
    if c.operands.of(index).len() > 4 {
        let mask = c.operands.word(index, 3).unwrap_or(0);
        let message = if mask & OUT_OF_BOUNDS_VALUE != 0 {
            "OutOfBoundsValue Tensor Operand not allowed with OpTensorWriteARM."
        } else if mask & MAKE_ELEMENT_VISIBLE != 0 {
            "MakeElementVisibleARM not allowed with OpTensorWriteARM."
        } else if mask & MAKE_ELEMENT_AVAILABLE != 0 && mask & NON_PRIVATE_ELEMENT == 0 {
            "MakeElementAvailableARM requires NonPrivateElementARM."
        } else {
            return Ok(());
        };
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    Ok(())
}

fn query_size(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    if !c.is_int_scalar_type(c.result_type_at(index)) {
        let message = "Expected Result Type to be an integer type scalar";
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    let tensor = c.operands.word(index, 2).unwrap_or(0);
    let tensor_type = c.type_of(tensor);
    if c.def(tensor).is_none() || !is_ranked_tensor(c, tensor_type) {
        return Err(fail(c, index, ErrorKind::InvalidData, RANKED));
    }
    let dimension = c.operands.word(index, 3).unwrap_or(0);
    let constant = c.def(dimension).is_some_and(|d| spirv_core::predicates::is_constant(d.opcode() as u16));
    if !constant || !c.is_int_scalar_type(c.type_of(dimension)) {
        let message = "Dimension must come from a constant instruction of scalar integer type.";
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    let rank = match c.def(tensor_type) {
        Some(Instruction::TypeTensorARM { rank: Some(rank), .. }) => c.constant_u64(rank.get()),
        _ => None,
    };
    if let (Some(rank), Some(dimension)) = (rank, c.constant_u64(dimension))
        && dimension >= rank
    {
        let message = format!("Dimension ({dimension}) must be less than the Rank of Tensor ({rank}).");
        return Err(fail(c, index, ErrorKind::InvalidData, message));
    }
    Ok(())
}

/// Operand `at` of instruction `index`, the coordinates: an array of integers whose length is
/// the rank of `tensor_type` (any length when the rank's value is not known).
fn coordinates(c: &mut Checker<'_, '_>, index: usize, at: usize, tensor_type: u32) -> Result<(), Fault> {
    let ty = c.operands.word(index, at).map_or(0, |t| c.type_of(t));
    let rank = match c.def(tensor_type) {
        Some(Instruction::TypeTensorARM { rank: Some(rank), .. }) => c.constant_u64(rank.get()).unwrap_or(0),
        _ => 0,
    };
    if c.is_array_type(ty, rank) && c.is_int_scalar_type(c.component_type(ty)) {
        return Ok(());
    }
    Err(fail(c, index, ErrorKind::InvalidData, COORDINATES))
}

/// `IsRankedTensor`: an `OpTypeTensorARM` that gives a rank.
fn is_ranked_tensor(c: &Checker<'_, '_>, id: u32) -> bool {
    matches!(c.def(id), Some(Instruction::TypeTensorARM { rank: Some(_), .. }))
}

/// A scalar type or an array of scalars.
fn scalar_or_array_of_scalar(c: &Checker<'_, '_>, id: u32) -> bool {
    match c.def(id) {
        Some(Instruction::TypeArray { element_type, .. }) => c.is_scalar_type(element_type.get()),
        _ => c.is_scalar_type(id),
    }
}
