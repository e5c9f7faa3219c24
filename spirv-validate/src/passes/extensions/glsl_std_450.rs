//! `ValidateExtInstGlslStd450`: the operand and result types of each `GLSL.std.450`
//! instruction, and the execution model of its interpolation functions. The instruction's
//! operands are those the set's grammar gives it (the binary parse has checked their number).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::ext::glsl_std_450::Op as G;
use spirv_core::spec::{Capability, ExecutionModel, Instruction, StorageClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule};

/// Checks the `OpExtInst` at `index`, of `GLSL.std.450` instruction `number`, imported by `set`
/// (whose name its messages begin with).
pub(crate) fn check(c: &mut Checker<'_, '_>, index: usize, number: u16, set: spirv_core::IdRef) -> Result<(), Fault> {
    let Some(op) = G::from_u16(number) else {
        // An instruction the set does not have: the binary parse rejects it first.
        return Ok(());
    };
    // The name is made only for a message: most instructions pass.
    let name = |c: &Checker<'_, '_>| {
        let import = c.model.ext_import(set).map(|n| n.to_string_lossy()).unwrap_or_default();
        format!("{import} {}", op.name())
    };
    let fail = |c: &mut Checker<'_, '_>, message: &str| {
        let message = format!("{}: {message}", name(c));
        Err(c.diag(ErrorKind::InvalidData, Some(index), message))
    };
    let result_type = c.result_type_at(index);
    // The instruction's own operands (after the result type and id, the set and the number):
    // at most four in this set, copied so that the checker can be borrowed for messages.
    let mut ids = [0u32; 4];
    let mut count = 0;
    for (slot, id) in ids.iter_mut().zip(c.operands.ext_operand_ids(index)) {
        *slot = id;
        count += 1;
    }
    let operands = &ids[..count];
    let type_of = |c: &Checker<'_, '_>, i: usize| operands.get(i).map_or(0, |&id| c.type_of(id));
    let float_vector = |c: &Checker<'_, '_>, t: u32| c.is_cooperative_vector_nv_of(t, |c, s| c.is_float_scalar_type(s));
    let int_vector = |c: &Checker<'_, '_>, t: u32| c.is_cooperative_vector_nv_of(t, |c, s| c.is_int_scalar_type(s));
    let all_equal = |c: &Checker<'_, '_>| (0..operands.len()).all(|i| type_of(c, i) == result_type);
    let int16 = c.has_extension("SPV_AMD_gpu_shader_int16");
    let exp_width_ok = |c: &Checker<'_, '_>, t: u32| match int16 {
        false => c.bit_width(t) == 32,
        true => matches!(c.bit_width(t), 16 | 32),
    };
    let exp_widths = if int16 { "16-bit or 32-bit " } else { "32-bit " };
    match op {
        G::Round
        | G::RoundEven
        | G::FAbs
        | G::Trunc
        | G::FSign
        | G::Floor
        | G::Ceil
        | G::Fract
        | G::Sqrt
        | G::InverseSqrt
        | G::FMin
        | G::FMax
        | G::FClamp
        | G::FMix
        | G::Step
        | G::SmoothStep
        | G::Fma
        | G::Normalize
        | G::FaceForward
        | G::Reflect
        | G::NMin
        | G::NMax
        | G::NClamp => {
            let vectors =
                matches!(op, G::FMin | G::FMax | G::FClamp | G::NMin | G::NMax | G::NClamp | G::Step | G::Fma);
            if !(c.is_float_scalar_or_vector_type(result_type) || vectors && float_vector(c, result_type)) {
                return fail(c, "expected Result Type to be a float scalar or vector type");
            }
            if !all_equal(c) {
                return fail(c, "expected types of all operands to be equal to Result Type");
            }
        }
        G::SAbs
        | G::SSign
        | G::UMin
        | G::SMin
        | G::UMax
        | G::SMax
        | G::UClamp
        | G::SClamp
        | G::FindILsb
        | G::FindUMsb
        | G::FindSMsb => {
            let vectors = matches!(op, G::UMin | G::UMax | G::UClamp | G::SMin | G::SMax | G::SClamp);
            if !(c.is_int_scalar_or_vector_type(result_type) || vectors && int_vector(c, result_type)) {
                return fail(c, "expected Result Type to be an int scalar or vector type");
            }
            let (width, dimension) = (c.bit_width(result_type), c.dimension(result_type));
            for i in 0..operands.len() {
                let t = type_of(c, i);
                if t == 0 || !(c.is_int_scalar_or_vector_type(t) || vectors && int_vector(c, t)) {
                    return fail(c, "expected all operands to be int scalars or vectors");
                }
                if dimension != c.dimension(t) {
                    return fail(c, "expected all operands to have the same dimension as Result Type");
                }
                if width != c.bit_width(t) {
                    return fail(c, "expected all operands to have the same bit width as Result Type");
                }
                if matches!(op, G::FindUMsb | G::FindSMsb) && width != 32 {
                    return fail(c, "this instruction is currently limited to 32-bit width components");
                }
            }
        }
        G::Radians
        | G::Degrees
        | G::Sin
        | G::Cos
        | G::Tan
        | G::Asin
        | G::Acos
        | G::Atan
        | G::Sinh
        | G::Cosh
        | G::Tanh
        | G::Asinh
        | G::Acosh
        | G::Atanh
        | G::Exp
        | G::Exp2
        | G::Log
        | G::Log2
        | G::Atan2
        | G::Pow => {
            let vectors = matches!(op, G::Atan | G::Tanh | G::Exp | G::Log);
            let float = c.is_float_scalar_or_vector_type(result_type) || (vectors && float_vector(c, result_type));
            if !float || !matches!(c.bit_width(result_type), 16 | 32) {
                return fail(c, "expected Result Type to be a 16 or 32-bit scalar or vector float type");
            }
            if !all_equal(c) {
                return fail(c, "expected types of all operands to be equal to Result Type");
            }
        }
        G::Determinant => {
            let x = type_of(c, 0);
            match c.matrix_type_info(x) {
                Some((rows, columns, _, component)) if rows == columns => {
                    if result_type != component {
                        return fail(c, "expected operand X component type to be equal to Result Type");
                    }
                }
                _ => return fail(c, "expected operand X to be a square matrix"),
            }
        }
        G::MatrixInverse => {
            if c.matrix_type_info(result_type).is_none_or(|(rows, columns, ..)| rows != columns) {
                return fail(c, "expected Result Type to be a square matrix");
            }
            if result_type != type_of(c, 0) {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
        }
        G::Modf => {
            if !c.is_float_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be a scalar or vector float type");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
            let Some((pointee, _)) = c.pointer_type_info(type_of(c, 1)) else {
                return fail(c, "expected operand I to be a pointer");
            };
            if pointee != result_type {
                return fail(c, "expected operand I data type to be equal to Result Type");
            }
        }
        G::ModfStruct => {
            let members: Vec<u32> = c.struct_member_types(result_type).map(Iterator::collect).unwrap_or_default();
            if members.len() != 2 || !c.is_float_scalar_or_vector_type(members[0]) || members[1] != members[0] {
                return fail(
                    c,
                    "expected Result Type to be a struct with two identical scalar or vector float type members",
                );
            }
            if type_of(c, 0) != members[0] {
                return fail(c, "expected operand X type to be equal to members of Result Type struct");
            }
        }
        G::Frexp => {
            if !c.is_float_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be a scalar or vector float type");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
            let Some((exp, _)) = c.pointer_type_info(type_of(c, 1)) else {
                return fail(c, "expected operand Exp to be a pointer");
            };
            if !c.is_int_scalar_or_vector_type(exp) || !exp_width_ok(c, exp) {
                return fail(
                    c,
                    &format!("expected operand Exp data type to be a {exp_widths}int scalar or vector type"),
                );
            }
            if c.dimension(result_type) != c.dimension(exp) {
                return fail(c, "expected operand Exp data type to have the same component number as Result Type");
            }
        }
        G::Ldexp => {
            if !c.is_float_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be a scalar or vector float type");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
            let exp = type_of(c, 1);
            if !c.is_int_scalar_or_vector_type(exp) {
                return fail(c, "expected operand Exp to be a 32-bit int scalar or vector type");
            }
            if c.dimension(result_type) != c.dimension(exp) {
                return fail(c, "expected operand Exp to have the same component number as Result Type");
            }
        }
        G::FrexpStruct => {
            let members: Vec<u32> = c.struct_member_types(result_type).map(Iterator::collect).unwrap_or_default();
            let good = members.len() == 2
                && c.is_float_scalar_or_vector_type(members[0])
                && c.is_int_scalar_or_vector_type(members[1])
                && exp_width_ok(c, members[1])
                && c.dimension(members[0]) == c.dimension(members[1]);
            if !good {
                return fail(
                    c,
                    &format!(
                        "expected Result Type to be a struct with two members, first member a float scalar or \
                         vector, second member a {exp_widths}int scalar or vector with the same number of components \
                         as the first member"
                    ),
                );
            }
            if type_of(c, 0) != members[0] {
                return fail(c, "expected operand X type to be equal to the first member of Result Type struct");
            }
        }
        G::PackSnorm4x8 | G::PackUnorm4x8 | G::PackSnorm2x16 | G::PackUnorm2x16 | G::PackHalf2x16 => {
            if !c.is_int_scalar_type(result_type) || c.bit_width(result_type) != 32 {
                return fail(c, "expected Result Type to be 32-bit int scalar type");
            }
            let size = if matches!(op, G::PackSnorm4x8 | G::PackUnorm4x8) { 4 } else { 2 };
            let v = type_of(c, 0);
            if !c.is_float_vector_type(v) || c.dimension(v) != size || c.bit_width(v) != 32 {
                return fail(c, &format!("expected operand V to be a 32-bit float vector of size {size}"));
            }
        }
        G::PackDouble2x32 => {
            if !c.is_float_scalar_type(result_type) || c.bit_width(result_type) != 64 {
                return fail(c, "expected Result Type to be 64-bit float scalar type");
            }
            let v = type_of(c, 0);
            if !c.is_int_vector_type(v) || c.dimension(v) != 2 || c.bit_width(v) != 32 {
                return fail(c, "expected operand V to be a 32-bit int vector of size 2");
            }
        }
        G::UnpackSnorm4x8 | G::UnpackUnorm4x8 | G::UnpackSnorm2x16 | G::UnpackUnorm2x16 | G::UnpackHalf2x16 => {
            let size = if matches!(op, G::UnpackSnorm4x8 | G::UnpackUnorm4x8) { 4 } else { 2 };
            if !c.is_float_vector_type(result_type)
                || c.dimension(result_type) != size
                || c.bit_width(result_type) != 32
            {
                return fail(c, &format!("expected Result Type to be a 32-bit float vector of size {size}"));
            }
            let v = type_of(c, 0);
            if !c.is_int_scalar_type(v) || c.bit_width(v) != 32 {
                return fail(c, "expected operand P to be a 32-bit int scalar");
            }
        }
        G::UnpackDouble2x32 => {
            if !c.is_int_vector_type(result_type) || c.dimension(result_type) != 2 || c.bit_width(result_type) != 32 {
                return fail(c, "expected Result Type to be a 32-bit int vector of size 2");
            }
            let v = type_of(c, 0);
            if !c.is_float_scalar_type(v) || c.bit_width(v) != 64 {
                return fail(c, "expected operand V to be a 64-bit float scalar");
            }
        }
        G::Length => {
            if !c.is_float_scalar_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar type");
            }
            let x = type_of(c, 0);
            if !c.is_float_scalar_or_vector_type(x) {
                return fail(c, "expected operand X to be of float scalar or vector type");
            }
            if result_type != c.component_type(x) {
                return fail(c, "expected operand X component type to be equal to Result Type");
            }
        }
        G::Distance => {
            if !c.is_float_scalar_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar type");
            }
            let (p0, p1) = (type_of(c, 0), type_of(c, 1));
            for (p, name) in [(p0, "P0"), (p1, "P1")] {
                if !c.is_float_scalar_or_vector_type(p) {
                    return fail(c, &format!("expected operand {name} to be of float scalar or vector type"));
                }
                if result_type != c.component_type(p) {
                    return fail(c, &format!("expected operand {name} component type to be equal to Result Type"));
                }
            }
            if c.dimension(p0) != c.dimension(p1) {
                return fail(c, "expected operands P0 and P1 to have the same number of components");
            }
        }
        G::Cross => {
            if !c.is_float_vector_type(result_type) {
                return fail(c, "expected Result Type to be a float vector type");
            }
            if c.dimension(result_type) != 3 {
                return fail(c, "expected Result Type to have 3 components");
            }
            if type_of(c, 0) != result_type {
                return fail(c, "expected operand X type to be equal to Result Type");
            }
            if type_of(c, 1) != result_type {
                return fail(c, "expected operand Y type to be equal to Result Type");
            }
        }
        G::Refract => {
            if !c.is_float_scalar_or_vector_type(result_type) {
                return fail(c, "expected Result Type to be a float scalar or vector type");
            }
            if result_type != type_of(c, 0) {
                return fail(c, "expected operand I to be of type equal to Result Type");
            }
            if result_type != type_of(c, 1) {
                return fail(c, "expected operand N to be of type equal to Result Type");
            }
            if !c.is_float_scalar_type(type_of(c, 2)) {
                return fail(c, "expected operand Eta to be a float scalar");
            }
        }
        G::InterpolateAtCentroid | G::InterpolateAtSample | G::InterpolateAtOffset => {
            if !c.has_capability(Capability::InterpolationFunction) {
                let message = format!("{} requires capability InterpolationFunction", name(c));
                return Err(c.diag(ErrorKind::InvalidCapability, Some(index), message));
            }
            if !c.is_float_scalar_or_vector_type(result_type) || c.bit_width(result_type) != 32 {
                return fail(c, "expected Result Type to be a 32-bit float scalar or vector type");
            }
            // Before HLSL legalization, an interpolant loaded from a pointer is that pointer.
            let interpolant = operands.first().copied().unwrap_or(0);
            let interpolant_type = match c.def(interpolant) {
                Some(Instruction::Load { pointer, .. }) if c.options.before_hlsl_legalization => {
                    c.type_of(pointer.get())
                }
                _ => type_of(c, 0),
            };
            let Some((data, storage)) = c.pointer_type_info(interpolant_type) else {
                return fail(c, "expected Interpolant to be a pointer");
            };
            if result_type != data {
                return fail(c, "expected Interpolant data type to be equal to Result Type");
            }
            if storage != StorageClass::Input {
                return fail(c, "expected Interpolant storage class to be Input");
            }
            if op == G::InterpolateAtSample {
                let sample = type_of(c, 1);
                if !c.is_int_scalar_type(sample) || c.bit_width(sample) != 32 {
                    return fail(c, "expected Sample to be 32-bit integer");
                }
            }
            if op == G::InterpolateAtOffset {
                let offset = type_of(c, 1);
                if !c.is_float_vector_type(offset) || c.dimension(offset) != 2 || c.bit_width(offset) != 32 {
                    return fail(c, "expected Offset to be a vector of 2 32-bit floats");
                }
            }
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| m == ExecutionModel::Fragment),
                Message::Owned(format!("{} requires Fragment execution model", name(c))),
            );
        }
        G::IMix => {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                String::from("Extended instruction GLSLstd450IMix is not supported"),
            ));
        }
        _ => {}
    }
    Ok(())
}
