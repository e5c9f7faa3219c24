//! `LogicalsPass` (SPIRV-Tools' `source/val/validate_logicals.cpp`): `OpAny` and `OpAll`, the
//! float classifications (`OpIsNan`, ...), the float, boolean and integer comparisons, the
//! logical operations and `OpSelect` (pointers, images and composites where allowed).

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{AddressingModel, Capability, Instruction};

use crate::checker::Checker;
use crate::error::Fault;
use crate::opcodes::OpName;

/// The instructions this pass looks at (it accepts any other): the grammar's `Relational_and_Logical` class.
pub(crate) static OPCODES: spirv_core::OpSet =
    spirv_core::OpSet::new(spirv_core::spec::OpClass::RelationalAndLogical.ops());

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    let result_type = c.result_type_at(index);
    let bool_result = |c: &Checker<'_, '_>| c.is_bool_scalar_type(result_type) || c.is_bool_vector_type(result_type);
    let message = match inst {
        Instruction::Any { vector, .. } | Instruction::All { vector, .. } => {
            let ty = c.type_of(vector.get());
            if !c.is_bool_scalar_type(result_type) {
                Some(format!("Expected bool scalar type as Result Type: {op}"))
            } else if ty == 0 || !c.is_bool_vector_type(ty) {
                Some(format!("Expected operand to be vector bool: {op}"))
            } else {
                None
            }
        }
        Instruction::IsNan { x, .. }
        | Instruction::IsInf { x, .. }
        | Instruction::IsFinite { x, .. }
        | Instruction::IsNormal { x, .. }
        | Instruction::SignBitSet { x, .. } => {
            let ty = c.type_of(x.get());
            if !bool_result(c) {
                Some(format!("Expected bool scalar or vector type as Result Type: {op}"))
            } else if ty == 0 || (!c.is_float_scalar_type(ty) && !c.is_float_vector_type(ty)) {
                Some(format!("Expected operand to be scalar or vector float: {op}"))
            } else if c.dimension(result_type) != c.dimension(ty) {
                Some(format!("Expected vector sizes of Result Type and the operand to be equal: {op}"))
            } else {
                None
            }
        }
        Instruction::FOrdEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FOrdNotEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordNotEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FOrdLessThan { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordLessThan { operand_1: x, operand_2: y, .. }
        | Instruction::FOrdGreaterThan { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordGreaterThan { operand_1: x, operand_2: y, .. }
        | Instruction::FOrdLessThanEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordLessThanEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FOrdGreaterThanEqual { operand_1: x, operand_2: y, .. }
        | Instruction::FUnordGreaterThanEqual { operand_1: x, operand_2: y, .. }
        | Instruction::LessOrGreater { x, y, .. }
        | Instruction::Ordered { x, y, .. }
        | Instruction::Unordered { x, y, .. } => {
            let left = c.type_of(x.get());
            if !bool_result(c) {
                Some(format!("Expected bool scalar or vector type as Result Type: {op}"))
            } else if left == 0 || (!c.is_float_scalar_type(left) && !c.is_float_vector_type(left)) {
                Some(format!("Expected operands to be scalar or vector float: {op}"))
            } else if c.dimension(result_type) != c.dimension(left) {
                Some(format!("Expected vector sizes of Result Type and the operands to be equal: {op}"))
            } else if left != c.type_of(y.get()) {
                Some(format!("Expected left and right operands to have the same type: {op}"))
            } else {
                None
            }
        }
        Instruction::LogicalEqual { operand_1, operand_2, .. }
        | Instruction::LogicalNotEqual { operand_1, operand_2, .. }
        | Instruction::LogicalOr { operand_1, operand_2, .. }
        | Instruction::LogicalAnd { operand_1, operand_2, .. } => {
            if !bool_result(c) {
                Some(format!("Expected bool scalar or vector type as Result Type: {op}"))
            } else if result_type != c.type_of(operand_1.get()) || result_type != c.type_of(operand_2.get()) {
                Some(format!("Expected both operands to be of Result Type: {op}"))
            } else {
                None
            }
        }
        Instruction::LogicalNot { operand, .. } => {
            if !bool_result(c) {
                Some(format!("Expected bool scalar or vector type as Result Type: {op}"))
            } else if result_type != c.type_of(operand.get()) {
                Some(format!("Expected operand to be of Result Type: {op}"))
            } else {
                None
            }
        }
        Instruction::Select { condition, object_1, object_2, .. } => {
            select(c, op, result_type, [condition.get(), object_1.get(), object_2.get()])
        }
        Instruction::IEqual { operand_1, operand_2, .. }
        | Instruction::INotEqual { operand_1, operand_2, .. }
        | Instruction::UGreaterThan { operand_1, operand_2, .. }
        | Instruction::UGreaterThanEqual { operand_1, operand_2, .. }
        | Instruction::ULessThan { operand_1, operand_2, .. }
        | Instruction::ULessThanEqual { operand_1, operand_2, .. }
        | Instruction::SGreaterThan { operand_1, operand_2, .. }
        | Instruction::SGreaterThanEqual { operand_1, operand_2, .. }
        | Instruction::SLessThan { operand_1, operand_2, .. }
        | Instruction::SLessThanEqual { operand_1, operand_2, .. } => {
            let (left, right) = (c.type_of(operand_1.get()), c.type_of(operand_2.get()));
            let int = |t: u32| t != 0 && (c.is_int_scalar_type(t) || c.is_int_vector_type(t));
            let dimension = c.dimension(result_type);
            if !bool_result(c) {
                Some(format!("Expected bool scalar or vector type as Result Type: {op}"))
            } else if !int(left) {
                Some(format!("Expected operands to be scalar or vector int: {op}"))
            } else if dimension != c.dimension(left) {
                Some(format!("Expected vector sizes of Result Type and the operands to be equal: {op}"))
            } else if !int(right) {
                Some(format!("Expected operands to be scalar or vector int: {op}"))
            } else if dimension != c.dimension(right) {
                Some(format!("Expected vector sizes of Result Type and the operands to be equal: {op}"))
            } else if c.bit_width(left) != c.bit_width(right) {
                Some(format!("Expected both operands to have the same component bit width: {op}"))
            } else {
                None
            }
        }
        _ => None,
    };
    c.invalid_data_if(index, message)
}

/// `OpSelect`: a scalar or vector Result Type (a composite from SPIR-V 1.4, a pointer with
/// variable pointers or physical addressing, an image or sampler with `BindlessTextureNV`),
/// a boolean condition of its size (a scalar one for any type from 1.4), objects of its type.
fn select(c: &mut Checker<'_, '_>, op: OpName, result_type: u32, [condition, left, right]: [u32; 3]) -> Option<String> {
    let composites = c.module.header.version >= 0x0001_0400;
    let mut dimension = 1;
    match c.def(result_type) {
        Some(Instruction::TypePointer { .. } | Instruction::TypeUntypedPointerKHR { .. }) => {
            if c.addressing_model() == Some(AddressingModel::Logical)
                && !c.has_capability(Capability::VariablePointersStorageBuffer)
            {
                return Some(
                    "Using pointers with OpSelect requires capability VariablePointers or \
                     VariablePointersStorageBuffer"
                        .into(),
                );
            }
        }
        Some(
            Instruction::TypeSampledImage { .. } | Instruction::TypeImage { .. } | Instruction::TypeSampler { .. },
        ) => {
            if !c.has_capability(Capability::BindlessTextureNV) {
                return Some("Using image/sampler with OpSelect requires capability BindlessTextureNV".into());
            }
        }
        Some(Instruction::TypeVector { component_count, .. }) => dimension = *component_count,
        Some(Instruction::TypeBool { .. } | Instruction::TypeInt { .. } | Instruction::TypeFloat { .. }) => {}
        Some(Instruction::TypeArray { .. } | Instruction::TypeMatrix { .. } | Instruction::TypeStruct { .. })
            if composites => {}
        _ => {
            let what = if composites { "composite" } else { "vector" };
            return Some(format!("Expected scalar or {what} type as Result Type: {op}"));
        }
    }
    let condition_type = c.type_of(condition);
    if condition_type == 0 || (!c.is_bool_scalar_type(condition_type) && !c.is_bool_vector_type(condition_type)) {
        return Some(format!("Expected bool scalar or vector type as condition: {op}"));
    }
    if c.dimension(condition_type) != dimension && (!composites || c.is_bool_vector_type(condition_type)) {
        return Some(format!("Expected vector sizes of Result Type and the condition to be equal: {op}"));
    }
    if result_type != c.type_of(left) || result_type != c.type_of(right) {
        return Some(format!("Expected both objects to be of Result Type: {op}"));
    }
    None
}
