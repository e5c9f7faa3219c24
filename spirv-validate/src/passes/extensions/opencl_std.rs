//! `ValidateExtInstOpenClStd`: the operand and result types of each `OpenCL.std` instruction,
//! the vector sizes OpenCL allows, the pointers the math, load, store, printf and prefetch
//! instructions take, and `size_t` by the addressing model.

use alloc::format;
use alloc::vec::Vec;

use spirv_core::ExtInstruction;
use spirv_core::ext::opencl_std_100::{Instruction as I, Op as O};
use spirv_core::spec::{AddressingModel, Instruction, StorageClass as S};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The vector sizes OpenCL has (and scalars).
fn opencl_size(components: u32) -> bool {
    components <= 4 || components == 8 || components == 16
}

/// `ContainsUntypedPointer`: an untyped pointer in the type `id`, through composites and the
/// pointers that are not forward declared (bounded: the types named are defined before).
fn contains_untyped_pointer(c: &Checker<'_, '_>, id: u32, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let below = |id: spirv_core::IdRef| contains_untyped_pointer(c, id.get(), depth + 1);
    match c.def(id) {
        Some(Instruction::TypeUntypedPointerKHR { .. }) => true,
        Some(
            Instruction::TypeArray { element_type: t, .. }
            | Instruction::TypeRuntimeArray { element_type: t, .. }
            | Instruction::TypeVector { component_type: t, .. }
            | Instruction::TypeMatrix { column_type: t, .. }
            | Instruction::TypeImage { sampled_type: t, .. }
            | Instruction::TypeSampledImage { image_type: t, .. }
            | Instruction::TypeCooperativeMatrixNV { component_type: t, .. },
        ) => below(*t),
        Some(Instruction::TypePointer { type_, .. }) => {
            spirv_core::IdRef::new(id).is_some_and(|i| c.model.forward_pointer(i).is_none()) && below(*type_)
        }
        Some(Instruction::TypeFunction { return_type, parameter_types, .. }) => {
            below(*return_type) || parameter_types.iter().any(below)
        }
        Some(Instruction::TypeStruct { member_types, .. }) => member_types.iter().any(below),
        _ => false,
    }
}

/// Checks the `OpExtInst` at `index`, the `OpenCL.std` instruction `instruction`, imported as
/// `import` (the name its messages begin with).
pub(crate) fn check(
    c: &mut Checker<'_, '_>,
    index: usize,
    instruction: &ExtInstruction<'_>,
    import: &str,
) -> Result<(), Fault> {
    let ExtInstruction::OpenClStd100(typed) = instruction else { return Ok(()) };
    let op = spirv_core::InstructionSet::opcode(typed);
    let Some(op) = O::from_u16(u16::try_from(op).unwrap_or(u16::MAX)) else { return Ok(()) };
    let name = format!("{import} {}", op.name());
    let fail = |c: &mut Checker<'_, '_>, message: &str| {
        Err(c.diag(ErrorKind::InvalidData, Some(index), format!("{name}: {message}")))
    };
    let result_type = c.result_type_at(index);
    let operands: Vec<u32> = c.operands.ext_operand_ids(index).collect();
    let type_of = |c: &Checker<'_, '_>, i: usize| operands.get(i).map_or(0, |&id| c.type_of(id));
    let all_equal = |c: &Checker<'_, '_>| (0..operands.len()).all(|i| type_of(c, i) == result_type);
    let size_t = match c.addressing_model() {
        Some(AddressingModel::Physical32) => 32,
        Some(AddressingModel::Physical64) => 64,
        _ => 0,
    };
    let components = c.dimension(result_type);
    const SIZES: &str = "expected Result Type to be a scalar or a vector with 2, 3, 4, 8 or 16 components";
    const WRITABLE: &[S] = &[S::Generic, S::CrossWorkgroup, S::Workgroup, S::Function];
    const READABLE: &[S] = &[S::UniformConstant, S::Generic, S::CrossWorkgroup, S::Workgroup, S::Function];
    // The checks of an offset of type size_t and of a pointer to load from or store to.
    let offset = |c: &mut Checker<'_, '_>, offset_type: u32, what: &str| -> Result<(), Fault> {
        if size_t == 0 {
            let message = format!("{name} can only be used with physical addressing models");
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
        if !c.is_int_scalar_type(offset_type) || c.bit_width(offset_type) != size_t {
            let message = format!(
                "{name}: expected operand {what} to be of type size_t ({size_t}-bit integer for the addressing model \
                 used in the module)"
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
        Ok(())
    };
    // The Result Type of most float instructions: a float scalar or vector of an OpenCL size.
    let float_result = |c: &mut Checker<'_, '_>| -> Result<(), Fault> {
        if !c.is_float_scalar_or_vector_type(result_type) {
            return fail(c, "expected Result Type to be a float scalar or vector type");
        }
        if !opencl_size(components) {
            return fail(c, SIZES);
        }
        Ok(())
    };
    let half_pointee = |c: &Checker<'_, '_>, p_type: u32, data: u32| {
        (c.is_float_scalar_type(data) && c.bit_width(data) == 16) || contains_untyped_pointer(c, p_type, 0)
    };
    match op {
        O::acos
        | O::acosh
        | O::acospi
        | O::asin
        | O::asinh
        | O::asinpi
        | O::atan
        | O::atan2
        | O::atanh
        | O::atanpi
        | O::atan2pi
        | O::cbrt
        | O::ceil
        | O::copysign
        | O::cos
        | O::cosh
        | O::cospi
        | O::erfc
        | O::erf
        | O::exp
        | O::exp2
        | O::exp10
        | O::expm1
        | O::fabs
        | O::fdim
        | O::floor
        | O::fma
        | O::fmax
        | O::fmin
        | O::fmod
        | O::hypot
        | O::lgamma
        | O::log
        | O::log2
        | O::log10
        | O::log1p
        | O::logb
        | O::mad
        | O::maxmag
        | O::minmag
        | O::nextafter
        | O::pow
        | O::powr
        | O::remainder
        | O::rint
        | O::round
        | O::rsqrt
        | O::sin
        | O::sinh
        | O::sinpi
        | O::sqrt
        | O::tan
        | O::tanh
        | O::tanpi
        | O::tgamma
        | O::trunc
        | O::half_cos
        | O::half_divide
        | O::half_exp
        | O::half_exp2
        | O::half_exp10
        | O::half_log
        | O::half_log2
        | O::half_log10
        | O::half_powr
        | O::half_recip
        | O::half_rsqrt
        | O::half_sin
        | O::half_sqrt
        | O::half_tan
        | O::native_cos
        | O::native_divide
        | O::native_exp
        | O::native_exp2
        | O::native_exp10
        | O::native_log
        | O::native_log2
        | O::native_log10
        | O::native_powr
        | O::native_recip
        | O::native_rsqrt
        | O::native_sin
        | O::native_sqrt
        | O::native_tan
        | O::fclamp
        | O::degrees
        | O::fmax_common
        | O::fmin_common
        | O::mix
        | O::radians
        | O::step
        | O::smoothstep
        | O::sign => {
            float_result(c)?;
            if !all_equal(c) {
                return fail(c, "expected types of all operands to be equal to Result Type");
            }
        }
        O::fract | O::modf | O::sincos | O::frexp | O::lgamma_r | O::remquo => {
            float_result(c)?;
            if type_of(c, 0) != result_type {
                return fail(c, "expected type of operand X to be equal to Result Type");
            }
            let mut p = 1;
            if op == O::remquo {
                if type_of(c, 1) != result_type {
                    return fail(c, "expected type of operand Y to be equal to Result Type");
                }
                p = 2;
            }
            let p_type = type_of(c, p);
            let Some((data, storage)) = c.pointer_type_info(p_type) else {
                return fail(c, "expected the last operand to be a pointer");
            };
            if !WRITABLE.contains(&storage) {
                return fail(
                    c,
                    "expected storage class of the pointer to be Generic, CrossWorkgroup, Workgroup or Function",
                );
            }
            let untyped = contains_untyped_pointer(c, p_type, 0);
            if matches!(op, O::fract | O::modf | O::sincos) {
                if !untyped && result_type != data {
                    return fail(c, "expected data type of the pointer to be equal to Result Type");
                }
            } else {
                if (!c.is_int_scalar_or_vector_type(data) || c.bit_width(data) != 32) && !untyped {
                    return fail(c, "expected data type of the pointer to be a 32-bit int scalar or vector type");
                }
                if !untyped && c.dimension(data) != components {
                    return fail(
                        c,
                        "expected data type of the pointer to have the same number of components as Result Type",
                    );
                }
            }
        }
        O::ilogb => {
            if !c.is_int_scalar_or_vector_type(result_type) || c.bit_width(result_type) != 32 {
                return fail(c, "expected Result Type to be a 32-bit int scalar or vector type");
            }
            if !opencl_size(components) {
                return fail(c, SIZES);
            }
            let x = type_of(c, 0);
            if !c.is_float_scalar_or_vector_type(x) {
                return fail(c, "expected operand X to be a float scalar or vector");
            }
            if c.dimension(x) != components {
                return fail(c, "expected operand X to have the same number of components as Result Type");
            }
        }
        O::ldexp | O::pown | O::rootn => {
            float_result(c)?;
            if type_of(c, 0) != result_type {
                return fail(c, "expected type of operand X to be equal to Result Type");
            }
            let exp = type_of(c, 1);
            if !c.is_int_scalar_or_vector_type(exp) || c.bit_width(exp) != 32 {
                return fail(c, "expected the exponent to be a 32-bit int scalar or vector");
            }
            if c.dimension(exp) != components {
                return fail(c, "expected the exponent to have the same number of components as Result Type");
            }
        }
        O::nan => {
            float_result(c)?;
            let code = type_of(c, 0);
            if !c.is_int_scalar_or_vector_type(code) {
                return fail(c, "expected Nancode to be an int scalar or vector type");
            }
            if c.dimension(code) != components {
                return fail(c, "expected Nancode to have the same number of components as Result Type");
            }
            if c.bit_width(result_type) != c.bit_width(code) {
                return fail(c, "expected Nancode to have the same bit width as Result Type");
            }
        }
        O::s_abs
        | O::s_abs_diff
        | O::s_add_sat
        | O::u_add_sat
        | O::s_hadd
        | O::u_hadd
        | O::s_rhadd
        | O::u_rhadd
        | O::s_clamp
        | O::u_clamp
        | O::clz
        | O::ctz
        | O::s_mad_hi
        | O::u_mad_sat
        | O::s_mad_sat
        | O::s_max
        | O::u_max
        | O::s_min
        | O::u_min
        | O::s_mul_hi
        | O::rotate
        | O::s_sub_sat
        | O::u_sub_sat
        | O::popcount
        | O::u_abs
        | O::u_abs_diff
        | O::u_mul_hi
        | O::u_mad_hi
        | O::s_mad24
        | O::u_mad24
        | O::s_mul24
        | O::u_mul24 => {
            let mul24 = matches!(op, O::s_mad24 | O::u_mad24 | O::s_mul24 | O::u_mul24);
            if !c.is_int_scalar_or_vector_type(result_type) || (mul24 && c.bit_width(result_type) != 32) {
                let message = match mul24 {
                    true => "expected Result Type to be a 32-bit int scalar or vector type",
                    false => "expected Result Type to be an int scalar or vector type",
                };
                return fail(c, message);
            }
            if !opencl_size(components) {
                return fail(c, SIZES);
            }
            if !all_equal(c) {
                return fail(c, "expected types of all operands to be equal to Result Type");
            }
        }
        O::u_upsample | O::s_upsample => {
            if !c.is_int_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be an int scalar or vector type");
            }
            if !opencl_size(components) {
                return fail(c, SIZES);
            }
            let width = c.bit_width(result_type);
            if !matches!(width, 16 | 32 | 64) {
                return fail(c, "expected bit width of Result Type components to be 16, 32 or 64");
            }
            let (hi, lo) = (type_of(c, 0), type_of(c, 1));
            if hi != lo {
                return fail(c, "expected Hi and Lo operands to have the same type");
            }
            if components != c.dimension(hi) {
                return fail(c, "expected Hi and Lo operands to have the same number of components as Result Type");
            }
            if width != c.bit_width(hi).wrapping_mul(2) {
                return fail(
                    c,
                    "expected bit width of components of Hi and Lo operands to be half of the bit width of \
                     components of Result Type",
                );
            }
        }
        O::cross => {
            if !c.is_float_vector_type(result_type) {
                return fail(c, "expected Result Type to be a float vector type");
            }
            if !matches!(components, 3 | 4) {
                return fail(c, "expected Result Type to have 3 or 4 components");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
            if type_of(c, 1) != result_type {
                return fail(c, "expected operand Y type to be equal to Result Type");
            }
        }
        O::distance | O::fast_distance => {
            if !c.is_float_scalar_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar type");
            }
            let p0 = type_of(c, 0);
            if !c.is_float_scalar_or_vector_type(p0) {
                return fail(c, "expected operand P0 to be of float scalar or vector type");
            }
            if c.dimension(p0) > 4 {
                return fail(c, "expected operand P0 to have no more than 4 components");
            }
            if result_type != c.component_type(p0) {
                return fail(c, "expected operand P0 component type to be equal to Result Type");
            }
            if p0 != type_of(c, 1) {
                return fail(c, "expected operands P0 and P1 to be of the same type");
            }
        }
        O::length | O::fast_length => {
            if !c.is_float_scalar_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar type");
            }
            let p = type_of(c, 0);
            if !c.is_float_scalar_or_vector_type(p) {
                return fail(c, "expected operand P to be a float scalar or vector");
            }
            if c.dimension(p) > 4 {
                return fail(c, "expected operand P to have no more than 4 components");
            }
            if result_type != c.component_type(p) {
                return fail(c, "expected operand P component type to be equal to Result Type");
            }
        }
        O::normalize | O::fast_normalize => {
            if !c.is_float_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar or vector type");
            }
            if components > 4 {
                return fail(c, "expected Result Type to have no more than 4 components");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand P type to be equal to Result Type");
            }
        }
        O::bitselect | O::select => {
            if !c.is_float_scalar_or_vector_type(result_type) && !c.is_int_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be an int or float scalar or vector type");
            }
            if !opencl_size(components) {
                return fail(c, SIZES);
            }
            if op == O::bitselect {
                if !all_equal(c) {
                    return fail(c, "expected types of all operands to be equal to Result Type");
                }
                return Ok(());
            }
            if result_type != type_of(c, 0) {
                return fail(c, "expected operand A type to be equal to Result Type");
            }
            if result_type != type_of(c, 1) {
                return fail(c, "expected operand B type to be equal to Result Type");
            }
            let selector = type_of(c, 2);
            if !c.is_int_scalar_or_vector_type(selector) {
                return fail(c, "expected operand C to be an int scalar or vector");
            }
            if components != c.dimension(selector) {
                return fail(c, "expected operand C to have the same number of components as Result Type");
            }
            if c.bit_width(result_type) != c.bit_width(selector) {
                return fail(c, "expected operand C to have the same bit width as Result Type");
            }
        }
        O::vloadn | O::vload_half | O::vload_halfn | O::vloada_halfn => {
            let n = match typed {
                I::vloadn { n, .. } | I::vload_halfn { n, .. } | I::vloada_halfn { n, .. } => Some(*n),
                _ => None,
            };
            match op {
                O::vloadn => {
                    if !c.is_float_vector_type(result_type) && !c.is_int_vector_type(result_type) {
                        return fail(c, "expected Result Type to be an int or float vector type");
                    }
                }
                O::vload_half => {
                    if !c.is_float_scalar_type(result_type) {
                        return fail(c, "expected Result Type to be a float scalar type");
                    }
                }
                _ => {
                    if !c.is_float_vector_type(result_type) {
                        return fail(c, "expected Result Type to be a float vector type");
                    }
                }
            }
            if op != O::vload_half && !opencl_size(components) {
                return fail(c, "expected Result Type to have 2, 3, 4, 8 or 16 components");
            }
            offset(c, type_of(c, 0), "Offset")?;
            let p_type = type_of(c, 1);
            let Some((data, storage)) = c.pointer_type_info(p_type) else {
                return fail(c, "expected operand P to be a pointer");
            };
            if !READABLE.contains(&storage) {
                return fail(
                    c,
                    "expected operand P storage class to be UniformConstant, Generic, CrossWorkgroup, Workgroup or \
                     Function",
                );
            }
            if op == O::vloadn {
                if c.component_type(result_type) != data {
                    return fail(c, "expected operand P data type to be equal to component type of Result Type");
                }
            } else if !half_pointee(c, p_type, data) {
                return fail(c, "expected operand P data type to be 16-bit float scalar");
            }
            if n.is_some_and(|n| n != components) {
                return fail(c, "expected literal N to be equal to the number of components of Result Type");
            }
        }
        O::vstoren
        | O::vstore_half
        | O::vstore_half_r
        | O::vstore_halfn
        | O::vstore_halfn_r
        | O::vstorea_halfn
        | O::vstorea_halfn_r => {
            if !matches!(c.def(result_type), Some(Instruction::TypeVoid { .. })) {
                return fail(c, "expected Result Type to be void");
            }
            let data = type_of(c, 0);
            let width = c.bit_width(data);
            match op {
                O::vstoren => {
                    if !c.is_float_vector_type(data) && !c.is_int_vector_type(data) {
                        return fail(c, "expected Data to be an int or float vector");
                    }
                    if !opencl_size(c.dimension(data)) {
                        return fail(c, "expected Data to have 2, 3, 4, 8 or 16 components");
                    }
                }
                O::vstore_half | O::vstore_half_r => {
                    if !c.is_float_scalar_type(data) || !matches!(width, 32 | 64) {
                        return fail(c, "expected Data to be a 32 or 64-bit float scalar");
                    }
                }
                _ => {
                    if !c.is_float_vector_type(data) || !matches!(width, 32 | 64) {
                        return fail(c, "expected Data to be a 32 or 64-bit float vector");
                    }
                    if !opencl_size(c.dimension(data)) {
                        return fail(c, "expected Data to have 2, 3, 4, 8 or 16 components");
                    }
                }
            }
            offset(c, type_of(c, 1), "Offset")?;
            let p_type = type_of(c, 2);
            let Some((pointee, storage)) = c.pointer_type_info(p_type) else {
                return fail(c, "expected operand P to be a pointer");
            };
            if !WRITABLE.contains(&storage) {
                return fail(
                    c,
                    "expected operand P storage class to be Generic, CrossWorkgroup, Workgroup or Function",
                );
            }
            if op == O::vstoren {
                if c.component_type(data) != pointee {
                    return fail(c, "expected operand P data type to be equal to the type of operand Data components");
                }
            } else if !half_pointee(c, p_type, pointee) {
                return fail(c, "expected operand P data type to be 16-bit float scalar");
            }
        }
        O::shuffle | O::shuffle2 => {
            if !c.is_float_vector_type(result_type) && !c.is_int_vector_type(result_type) {
                return fail(c, "expected Result Type to be an int or float vector type");
            }
            if !matches!(components, 2 | 4 | 8 | 16) {
                return fail(c, "expected Result Type to have 2, 4, 8 or 16 components");
            }
            let x = type_of(c, 0);
            let mut mask = 1;
            if op == O::shuffle2 {
                if x != type_of(c, 1) {
                    return fail(c, "expected operands X and Y to be of the same type");
                }
                mask = 2;
            }
            let mask = type_of(c, mask);
            if !c.is_float_vector_type(x) && !c.is_int_vector_type(x) {
                return fail(c, "expected operand X to be an int or float vector");
            }
            if !matches!(c.dimension(x), 2 | 4 | 8 | 16) {
                return fail(c, "expected operand X to have 2, 4, 8 or 16 components");
            }
            let component = c.component_type(result_type);
            if component != c.component_type(x) {
                return fail(c, "expected operand X and Result Type to have equal component types");
            }
            if !c.is_int_vector_type(mask) {
                return fail(c, "expected operand Shuffle Mask to be an int vector");
            }
            if components != c.dimension(mask) {
                return fail(c, "expected operand Shuffle Mask to have the same number of components as Result Type");
            }
            if c.bit_width(component) != c.bit_width(mask) {
                return fail(
                    c,
                    "expected operand Shuffle Mask components to have the same bit width as Result Type components",
                );
            }
        }
        O::printf => {
            if !c.is_int_scalar_type(result_type) || c.bit_width(result_type) != 32 {
                return fail(c, "expected Result Type to be a 32-bit int type");
            }
            let format_type = type_of(c, 0);
            let Some((mut data, storage)) = c.pointer_type_info(format_type) else {
                return fail(c, "expected operand Format to be a pointer");
            };
            if c.has_extension("SPV_EXT_relaxed_printf_string_address_space") {
                if !READABLE.contains(&storage) {
                    return fail(
                        c,
                        "expected Format storage class to be UniformConstant, Crossworkgroup, Workgroup, Function, or \
                         Generic",
                    );
                }
            } else if storage != S::UniformConstant {
                return fail(c, "expected Format storage class to be UniformConstant");
            }
            // A pointer to an array of integers: its elements.
            if c.is_array_type(data, 0) && c.is_int_scalar_type(c.component_type(data)) {
                data = c.component_type(data);
            }
            if (!c.is_int_scalar_type(data) || c.bit_width(data) != 8) && !contains_untyped_pointer(c, format_type, 0) {
                return fail(c, "expected Format data type to be 8-bit int");
            }
        }
        O::prefetch => {
            if !matches!(c.def(result_type), Some(Instruction::TypeVoid { .. })) {
                return fail(c, "expected Result Type to be void");
            }
            let Some((data, storage)) = c.pointer_type_info(type_of(c, 0)) else {
                return fail(c, "expected operand Ptr to be a pointer");
            };
            if storage != S::CrossWorkgroup {
                return fail(c, "expected operand Ptr storage class to be CrossWorkgroup");
            }
            if !c.is_float_scalar_or_vector_type(data) && !c.is_int_scalar_or_vector_type(data) {
                return fail(c, "expected Ptr data type to be int or float scalar or vector");
            }
            if !opencl_size(c.dimension(data)) {
                return fail(c, SIZES);
            }
            offset(c, type_of(c, 1), "Num Elements")?;
        }
        _ => {}
    }
    Ok(())
}
