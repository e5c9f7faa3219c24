//! `ConversionPass` (SPIRV-Tools' `source/val/validate_conversion.cpp`): the numeric
//! conversions (`OpConvertFToU`, ..., `OpFConvert`, `OpQuantizeToF16`, `OpSatConvert*`), the
//! pointer conversions (`OpConvertPtrToU`, `OpConvertUToPtr`, the generic casts), `OpBitcast`
//! (total widths, pointers as the version and addressing model allow), and, with `Shader`,
//! 8- and 16-bit types only where their capabilities are declared.

use alloc::format;
use alloc::string::String;

use spirv_core::spec::{AddressingModel, Capability, Instruction, StorageClass};

use crate::checker::Checker;
use crate::cooperative::{MATRIX_B, cooperative_matrix_shapes_match, cooperative_vector_dimensions_match};
use crate::error::{ErrorKind, Fault};
use crate::opcodes::OpName;
use crate::types::{constant_as_u32, is_int_n_or_fp32_or_fp16, is_spec_constant_id};

/// What a numeric conversion takes or gives: a float, unsigned or any integer scalar, vector,
/// cooperative matrix or cooperative vector.
#[derive(Clone, Copy)]
enum Numeric {
    Float,
    UnsignedInt,
    Int,
}

impl Numeric {
    fn accepts(self, c: &Checker<'_, '_>, ty: u32) -> bool {
        let scalar = |c: &Checker<'_, '_>, t: u32| match self {
            Numeric::Float => c.is_float_scalar_type(t),
            Numeric::UnsignedInt => c.is_unsigned_int_scalar_type(t),
            Numeric::Int => c.is_int_scalar_type(t),
        };
        let vector = match self {
            Numeric::Float => c.is_float_vector_type(ty),
            Numeric::UnsignedInt => c.is_unsigned_int_vector_type(ty),
            Numeric::Int => c.is_int_vector_type(ty),
        };
        scalar(c, ty) || vector || c.is_cooperative_matrix_of(ty, scalar) || c.is_cooperative_vector_nv_of(ty, scalar)
    }

    fn name(self) -> &'static str {
        match self {
            Numeric::Float => "float",
            Numeric::UnsignedInt => "unsigned int",
            Numeric::Int => "int",
        }
    }
}

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[
        O::BitCastArrayQCOM,
        O::Bitcast,
        O::ConvertFToS,
        O::ConvertFToU,
        O::ConvertPtrToU,
        O::ConvertSToF,
        O::ConvertUToAccelerationStructureKHR,
        O::ConvertUToF,
        O::ConvertUToPtr,
        O::CooperativeMatrixConvertNV,
        O::CooperativeMatrixTransposeNV,
        O::FConvert,
        O::GenericCastToPtr,
        O::GenericCastToPtrExplicit,
        O::PtrCastToGeneric,
        O::QuantizeToF16,
        O::SConvert,
        O::SatConvertSToU,
        O::SatConvertUToS,
        O::UConvert,
    ]
};

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let op = OpName(c.opcode_at(index));
    let result_type = c.result_type_at(index);
    let fail = |c: &mut Checker<'m, 'a>, message: String| Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    let (from, to, width_differs, input) = match inst {
        Instruction::ConvertFToU { float_value: v, .. } => (Numeric::Float, Numeric::UnsignedInt, false, v),
        Instruction::ConvertFToS { float_value: v, .. } => (Numeric::Float, Numeric::Int, false, v),
        Instruction::ConvertSToF { signed_value: v, .. } | Instruction::ConvertUToF { unsigned_value: v, .. } => {
            (Numeric::Int, Numeric::Float, false, v)
        }
        Instruction::UConvert { unsigned_value: v, .. } => (Numeric::Int, Numeric::UnsignedInt, true, v),
        Instruction::SConvert { signed_value: v, .. } => (Numeric::Int, Numeric::Int, true, v),
        Instruction::FConvert { float_value: v, .. } => (Numeric::Float, Numeric::Float, false, v),
        _ => {
            if let Some(message) = other(c, inst, op, result_type) {
                return fail(c, message);
            }
            return limited_use_types(c, index, inst, result_type);
        }
    };
    let input_type = c.type_of(input.get());
    if !to.accepts(c, result_type) {
        return fail(c, format!("Expected {} scalar or vector type as Result Type: {op}", to.name()));
    }
    if input_type == 0 || !from.accepts(c, input_type) {
        return fail(c, format!("Expected input to be {} scalar or vector: {op}", from.name()));
    }
    if let Some(message) = same_shape(c, op, result_type, input_type) {
        return fail(c, message);
    }
    if width_differs && c.bit_width(result_type) == c.bit_width(input_type) {
        return fail(c, format!("Expected input to have different bit width from Result Type: {op}"));
    }
    if matches!(inst, Instruction::FConvert { .. }) && c.component_type(result_type) == c.component_type(input_type) {
        return fail(
            c,
            format!("Expected component type of Value to be different from component type of Result Type: {op}"),
        );
    }
    limited_use_types(c, index, inst, result_type)
}

/// The shapes of a numeric conversion's input and result: cooperative vectors of one size,
/// cooperative matrices of one shape, or scalars and vectors of one dimension.
fn same_shape(c: &Checker<'_, '_>, op: OpName, result_type: u32, input_type: u32) -> Option<String> {
    if c.is_cooperative_vector_nv_type(result_type) || c.is_cooperative_vector_nv_type(input_type) {
        cooperative_vector_dimensions_match(c, result_type, input_type).map(String::from)
    } else if c.is_cooperative_matrix_type(result_type) || c.is_cooperative_matrix_type(input_type) {
        cooperative_matrix_shapes_match(c, result_type, input_type, true, false)
    } else if c.dimension(result_type) != c.dimension(input_type) {
        Some(format!("Expected input to have the same dimension as Result Type: {op}"))
    } else {
        None
    }
}

/// With `Shader`, the conversions between floats and integers and `OpBitcast` take and give no
/// 8- or 16-bit types whose capability is not declared.
fn limited_use_types(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
    result_type: u32,
) -> Result<(), Fault> {
    let input = match inst {
        Instruction::ConvertFToU { float_value: v, .. }
        | Instruction::ConvertFToS { float_value: v, .. }
        | Instruction::ConvertSToF { signed_value: v, .. }
        | Instruction::ConvertUToF { unsigned_value: v, .. }
        | Instruction::Bitcast { operand: v, .. } => v.get(),
        _ => return Ok(()),
    };
    if c.has_capability(Capability::Shader)
        && (c.contains_limited_use_int_or_float_type(result_type)
            || c.contains_limited_use_int_or_float_type(c.type_of(input)))
    {
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            "8- or 16-bit types can only be used with width-only conversions",
        ));
    }
    Ok(())
}

/// The conversions but the numeric ones: the first rule `inst` breaks.
fn other(c: &mut Checker<'_, '_>, inst: &Instruction<'_>, op: OpName, result_type: u32) -> Option<String> {
    match inst {
        Instruction::QuantizeToF16 { value, .. } => {
            if (!c.is_float_scalar_type(result_type) && !c.is_float_vector_type(result_type))
                || c.bit_width(result_type) != 32
            {
                Some(format!("Expected 32-bit float scalar or vector type as Result Type: {op}"))
            } else if c.type_of(value.get()) != result_type {
                Some(format!("Expected input type to be equal to Result Type: {op}"))
            } else {
                None
            }
        }
        Instruction::ConvertPtrToU { pointer, .. } => {
            let input_type = c.type_of(pointer.get());
            if !c.is_unsigned_int_scalar_type(result_type) {
                return Some(format!("Expected unsigned int scalar type as Result Type: {op}"));
            }
            if !c.is_pointer_type(input_type) {
                return Some(format!("Expected input to be a pointer: {op}"));
            }
            physical_pointer(c, op, input_type, result_type, "result integer type")
        }
        Instruction::SatConvertSToU { signed_value: v, .. } | Instruction::SatConvertUToS { unsigned_value: v, .. } => {
            let input_type = c.type_of(v.get());
            let int = |t: u32| c.is_int_scalar_type(t) || c.is_int_vector_type(t);
            if !int(result_type) {
                Some(format!("Expected int scalar or vector type as Result Type: {op}"))
            } else if input_type == 0 || !int(input_type) {
                Some(format!("Expected int scalar or vector as input: {op}"))
            } else if c.dimension(result_type) != c.dimension(input_type) {
                Some(format!("Expected input to have the same dimension as Result Type: {op}"))
            } else {
                None
            }
        }
        Instruction::ConvertUToPtr { integer_value, .. } => {
            let input_type = c.type_of(integer_value.get());
            if !c.is_pointer_type(result_type) {
                return Some(format!("Expected Result Type to be a pointer: {op}"));
            }
            if input_type == 0 || !c.is_int_scalar_type(input_type) {
                return Some(format!("Expected int scalar as input: {op}"));
            }
            physical_pointer(c, op, result_type, input_type, "input integer")
        }
        Instruction::PtrCastToGeneric { pointer, .. } => {
            let Some((result_data, result_class)) = c.pointer_type_info(result_type) else {
                return Some(format!("Expected Result Type to be a pointer: {op}"));
            };
            if result_class != StorageClass::Generic {
                return Some(format!("Expected Result Type to have storage class Generic: {op}"));
            }
            let Some((input_data, input_class)) = c.pointer_type_info(c.type_of(pointer.get())) else {
                return Some(format!("Expected input to be a pointer: {op}"));
            };
            if !castable_class(input_class) {
                Some(format!("Expected input to have storage class Workgroup, CrossWorkgroup or Function: {op}"))
            } else if result_data != input_data {
                Some(format!("Expected input and Result Type to point to the same type: {op}"))
            } else {
                None
            }
        }
        Instruction::GenericCastToPtr { pointer, .. } => {
            let Some((result_data, result_class)) = c.pointer_type_info(result_type) else {
                return Some(format!("Expected Result Type to be a pointer: {op}"));
            };
            if !castable_class(result_class) {
                return Some(format!(
                    "Expected Result Type to have storage class Workgroup, CrossWorkgroup or Function: {op}"
                ));
            }
            generic_input(c, op, pointer.get(), result_data)
        }
        Instruction::GenericCastToPtrExplicit { pointer, storage, .. } => {
            let Some((result_data, result_class)) = c.pointer_type_info(result_type) else {
                return Some(format!("Expected Result Type to be a pointer: {op}"));
            };
            if result_class != *storage {
                return Some(format!("Expected Result Type to be of target storage class: {op}"));
            }
            if let Some(message) = generic_input(c, op, pointer.get(), result_data) {
                return Some(message);
            }
            (!castable_class(*storage))
                .then(|| format!("Expected target storage class to be Workgroup, CrossWorkgroup or Function: {op}"))
        }
        Instruction::Bitcast { operand, .. } => bitcast(c, op, result_type, c.type_of(operand.get())),
        Instruction::BitCastArrayQCOM { source_array, .. } => {
            bit_cast_array(c, op, result_type, c.type_of(source_array.get()))
        }
        Instruction::ConvertUToAccelerationStructureKHR { accel, .. } => {
            let input_type = c.type_of(accel.get());
            let handle = (c.is_unsigned_int_scalar_type(input_type) && c.bit_width(input_type) == 64)
                || (c.is_unsigned_int_vector_type(input_type)
                    && c.dimension(input_type) == 2
                    && c.bit_width(input_type) == 32);
            if !matches!(c.def(result_type), Some(Instruction::TypeAccelerationStructureKHR { .. })) {
                Some(format!("Expected Result Type to be a Acceleration Structure: {op}"))
            } else if input_type == 0 || !handle {
                Some(format!("Expected 64-bit uint scalar or 2-component 32-bit uint vector as input: {op}"))
            } else {
                None
            }
        }
        Instruction::CooperativeMatrixConvertNV { matrix, .. }
        | Instruction::CooperativeMatrixTransposeNV { matrix, .. } => {
            let input_type = c.type_of(matrix.get());
            let transpose = matches!(inst, Instruction::CooperativeMatrixTransposeNV { .. });
            let component = |t: u32| match c.def(t) {
                Some(
                    Instruction::TypeCooperativeMatrixKHR { component_type, .. }
                    | Instruction::TypeCooperativeMatrixNV { component_type, .. },
                ) => component_type.get(),
                _ => 0,
            };
            if !c.is_cooperative_matrix_type(result_type) {
                Some(format!("Expected cooperative matrix Result Type: {op}"))
            } else if !c.is_cooperative_matrix_type(input_type) {
                Some(format!("Expected cooperative matrix type for Matrix input: {op}"))
            } else if let Some(message) = cooperative_matrix_shapes_match(c, result_type, input_type, true, transpose) {
                Some(message)
            } else if !transpose && component(result_type) != component(input_type) {
                Some(format!("Result Type and Matrix component types mismatch: {op}"))
            } else if transpose && !c.is_cooperative_matrix_use(result_type, MATRIX_B) {
                Some(format!("Result Type must have UseB: {op}"))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `OpBitCastArrayQCOM`: arrays of 32-bit integers or 32- or 16-bit floats, of one total width
/// where the lengths are known.
fn bit_cast_array(c: &Checker<'_, '_>, op: OpName, result_type: u32, source_type: u32) -> Option<String> {
    let (
        Some(Instruction::TypeArray { length: result_length, .. }),
        Some(Instruction::TypeArray { length: source_length, .. }),
    ) = (c.def(result_type), c.def(source_type))
    else {
        return Some(format!("Opcode {op} requires OpTypeArray operands for the input and the result."));
    };
    let source_element = c.component_type(source_type);
    let result_element = c.component_type(result_type);
    let kinds = "one of 32-bit OpTypeInt (signed/unsigned), 32-bit OpTypeFloat and 16-bit OpTypeFloat";
    if !is_int_n_or_fp32_or_fp16(c, source_element, 32) {
        return Some(format!("Opcode {op} requires the source element type be {kinds}"));
    }
    if !is_int_n_or_fp32_or_fp16(c, result_element, 32) {
        return Some(format!("Opcode {op} requires the result element type be {kinds}"));
    }
    let (source_length, result_length) = (source_length.get(), result_length.get());
    if is_spec_constant_id(c, source_length) || is_spec_constant_id(c, result_length) {
        return None;
    }
    let bits = |element: u32, length: u32| constant_as_u32(c, length).map(|n| c.bit_width(element).wrapping_mul(n));
    match (bits(source_element, source_length), bits(result_element, result_length)) {
        (Some(source), Some(result)) if source == result => None,
        _ => Some(format!("Opcode {op} requires source and result types be compatible for conversion.")),
    }
}

/// The storage classes a generic pointer converts from and to.
fn castable_class(class: StorageClass) -> bool {
    matches!(class, StorageClass::Workgroup | StorageClass::CrossWorkgroup | StorageClass::Function)
}

/// The input of the casts from a generic pointer: a `Generic` pointer to the result's type.
fn generic_input(c: &Checker<'_, '_>, op: OpName, pointer: u32, result_data: u32) -> Option<String> {
    let Some((input_data, input_class)) = c.pointer_type_info(c.type_of(pointer)) else {
        return Some(format!("Expected input to be a pointer: {op}"));
    };
    if input_class != StorageClass::Generic {
        Some(format!("Expected input to have storage class Generic: {op}"))
    } else if result_data != input_data {
        Some(format!("Expected input and Result Type to point to the same type: {op}"))
    } else {
        None
    }
}

/// The addressing model's rules on a conversion between `pointer` and the integer type
/// `integer`: none under `Logical`; under `PhysicalStorageBuffer64`, a `PhysicalStorageBuffer`
/// pointer, and for Vulkan a 64-bit integer.
fn physical_pointer(c: &Checker<'_, '_>, op: OpName, pointer: u32, integer: u32, what: &str) -> Option<String> {
    match c.addressing_model() {
        Some(AddressingModel::Logical) => Some(format!("Logical addressing not supported: {op}")),
        Some(AddressingModel::PhysicalStorageBuffer64) => {
            let class = c.pointer_type_info(pointer).map(|(_, class)| class);
            if class != Some(StorageClass::PhysicalStorageBuffer) {
                Some(format!("Pointer storage class must be PhysicalStorageBuffer: {op}"))
            } else if c.options.target_env.is_vulkan() && c.bit_width(integer) != 64 {
                Some(format!(
                    "{}PhysicalStorageBuffer64 addressing mode requires the {what} to have a 64-bit width for \
                     Vulkan environment.",
                    c.vuid(4710)
                ))
            } else {
                None
            }
        }
        _ => None,
    }
}

fn bitcast(c: &Checker<'_, '_>, op: OpName, result_type: u32, input_type: u32) -> Option<String> {
    if input_type == 0 {
        return Some(format!("Expected input to have a type: {op}"));
    }
    let result_pointer = c.is_pointer_type(result_type);
    let input_pointer = c.is_pointer_type(input_type);
    let result_int_scalar = c.is_int_scalar_type(result_type);
    let input_int_scalar = c.is_int_scalar_type(input_type);
    let result_matrix = c.is_cooperative_matrix_type(result_type);
    let input_matrix = c.is_cooperative_matrix_type(input_type);
    let result_vector = c.is_cooperative_vector_nv_type(result_type);
    let input_vector = c.is_cooperative_vector_nv_type(input_type);
    let numeric = |t: u32| c.is_int_vector_type(t) || c.is_float_scalar_type(t) || c.is_float_vector_type(t);
    if !result_pointer && !result_int_scalar && !result_matrix && !result_vector && !numeric(result_type) {
        return Some(format!("Expected Result Type to be a pointer or int or float vector or scalar type: {op}"));
    }
    if !input_pointer && !input_int_scalar && !input_matrix && !input_vector && !numeric(input_type) {
        return Some(format!("Expected input to be a pointer or int or float vector or scalar: {op}"));
    }
    if result_vector != input_vector {
        return Some(format!("Cooperative vector can only be cast to another cooperative vector: {op}"));
    }
    if result_matrix != input_matrix {
        return Some(format!("Cooperative matrix can only be cast to another cooperative matrix: {op}"));
    }
    if result_vector && let Some(message) = cooperative_vector_dimensions_match(c, result_type, input_type) {
        return Some(message.into());
    }
    if result_matrix && let Some(message) = cooperative_matrix_shapes_match(c, result_type, input_type, false, false) {
        return Some(message);
    }
    if c.module.header.version >= 0x0001_0500 || c.has_extension("SPV_KHR_physical_storage_buffer") {
        let int32_vector = |t: u32| c.is_int_vector_type(t) && c.contains_sized_int_or_float_type(t, false, 32);
        if result_pointer && !input_pointer && !input_int_scalar && !int32_vector(input_type) {
            return Some(format!(
                "In SPIR-V 1.5 or later (or with SPV_KHR_physical_storage_buffer), expected input to be a pointer, \
                 int scalar or 32-bit int vector if Result Type is pointer: {op}"
            ));
        }
        if input_pointer && !result_pointer && !result_int_scalar && !int32_vector(result_type) {
            return Some(format!(
                "In SPIR-V 1.5 or later (or with SPV_KHR_physical_storage_buffer), pointer can only be converted to \
                 another pointer, int scalar or 32-bit int vector: {op}"
            ));
        }
    } else {
        if result_pointer && !input_pointer && !input_int_scalar {
            return Some(format!(
                "In SPIR-V 1.4 or earlier (and without SPV_KHR_physical_storage_buffer), expected input to be a \
                 pointer or int scalar if Result Type is pointer: {op}"
            ));
        }
        if input_pointer && !result_pointer && !result_int_scalar {
            return Some(format!(
                "In SPIR-V 1.4 or earlier (and without SPV_KHR_physical_storage_buffer), pointer can only be \
                 converted to another pointer or int scalar: {op}"
            ));
        }
    }
    if !result_pointer && !input_pointer {
        let size = |t: u32| c.bit_width(t).wrapping_mul(c.dimension(t));
        if size(result_type) != size(input_type) {
            return Some(format!("Expected input to have the same total bit width as Result Type: {op}"));
        }
    }
    None
}
