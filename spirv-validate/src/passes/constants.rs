//! `ConstantPass` (SPIRV-Tools' `source/val/validate_constants.cpp`): the result types of
//! boolean, composite, sampler, null and specialization constants; the constituents of
//! composite constants (count and types); the operations `OpSpecConstantOp` may use; no 8- or
//! 16-bit constants without the capabilities for full use of those types.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;

use spirv_core::spec::{Capability, Instruction, Op, StorageClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::opcode;
use spirv_core::predicates::SPEC_CONSTANT_KERNEL_OPERATIONS;
use spirv_core::predicates::is_constant;

/// Whether `id` is a constant or `OpUndef` (`spvOpcodeIsConstantOrUndef`).
fn is_constant_or_undef(c: &Checker<'_, '_>, id: u32) -> bool {
    c.def(id).is_some_and(|d| matches!(d, Instruction::Undef { .. }) || is_constant(d.opcode() as u16))
}

/// How deep nullability is followed through composite types.
const MAX_DEPTH: u32 = 256;

/// Whether the type `id` has a null value (`IsTypeNullable`). `seen`: the types found
/// nullable so far (a type met again is, or the walk would have stopped), so that shared
/// types are looked at once.
fn is_nullable(c: &Checker<'_, '_>, id: u32, depth: u32, seen: &mut BTreeSet<u32>) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    if !seen.insert(id) {
        return true;
    }
    match c.def(id) {
        Some(
            Instruction::TypeBool { .. }
            | Instruction::TypeInt { .. }
            | Instruction::TypeFloat { .. }
            | Instruction::TypeEvent { .. }
            | Instruction::TypeDeviceEvent { .. }
            | Instruction::TypeReserveId { .. }
            | Instruction::TypeQueue { .. },
        ) => true,
        Some(
            Instruction::TypeArray { element_type: inner, .. }
            | Instruction::TypeMatrix { column_type: inner, .. }
            | Instruction::TypeCooperativeMatrixNV { component_type: inner, .. }
            | Instruction::TypeCooperativeMatrixKHR { component_type: inner, .. }
            | Instruction::TypeCooperativeVectorNV { component_type: inner, .. }
            | Instruction::TypeVector { component_type: inner, .. },
        ) => is_nullable(c, inner.get(), depth + 1, seen),
        Some(Instruction::TypeStruct { member_types, .. }) => {
            member_types.iter().all(|m| is_nullable(c, m.get(), depth + 1, seen))
        }
        Some(
            Instruction::TypePointer { storage_class, .. } | Instruction::TypeUntypedPointerKHR { storage_class, .. },
        ) => *storage_class != StorageClass::PhysicalStorageBuffer,
        Some(Instruction::TypeTensorARM { element_type, shape, .. }) => {
            shape.is_some() && is_nullable(c, element_type.get(), depth + 1, seen)
        }
        _ => false,
    }
}

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    // Every instruction this pass looks at is a constant.
    let op = c.opcode_at(index);
    if !is_constant(op) {
        return Ok(());
    }
    let result_type = c.result_type_at(index);
    let name = || crate::opcodes::op_name(op);
    let fail = |c: &mut Checker<'m, 'a>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    match inst {
        Instruction::ConstantTrue { .. }
        | Instruction::ConstantFalse { .. }
        | Instruction::SpecConstantTrue { .. }
        | Instruction::SpecConstantFalse { .. }
            if !c.is_bool_scalar_type(result_type) =>
        {
            let message = format!("Op{} Result Type <id> {} is not a boolean type.", name(), c.id_name(result_type));
            return fail(c, message);
        }
        Instruction::ConstantComposite { constituents: list, .. }
        | Instruction::SpecConstantComposite { constituents: list, .. } => {
            // The constituents as numbers, in a small array unless they are many.
            let mut small = [0u32; 16];
            let many: alloc::vec::Vec<u32>;
            let constituents: &[u32] = if list.len() <= small.len() {
                for (to, id) in small.iter_mut().zip(list.iter()) {
                    *to = id.get();
                }
                &small[..list.len()]
            } else {
                many = list.iter().map(|id| id.get()).collect();
                &many
            };
            composite(c, index, What(op), result_type, constituents)?;
        }
        Instruction::ConstantSampler { .. } if !matches!(c.def(result_type), Some(Instruction::TypeSampler { .. })) => {
            // spirv-val reports this at the result type's definition.
            let at = spirv_core::IdRef::new(result_type).and_then(|t| c.model.def_index(t));
            let message =
                format!("OpConstantSampler Result Type <id> {} is not a sampler type.", c.id_name(result_type));
            return Err(c.diag(ErrorKind::InvalidId, at, message));
        }
        Instruction::ConstantNull { .. } if !is_nullable(c, result_type, 0, &mut BTreeSet::new()) => {
            let message =
                format!("OpConstantNull Result Type <id> {} cannot have a null value.", c.id_name(result_type));
            return fail(c, message);
        }
        Instruction::SpecConstant { .. }
            if !c.is_int_scalar_type(result_type) && !c.is_float_scalar_type(result_type) =>
        {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                "Specialization constant must be an integer or floating-point number.",
            ));
        }
        Instruction::SpecConstantOp { opcode: operation, .. } => {
            let op = opcode(&operation.0);
            let op_name = crate::opcodes::op_name(op);
            let kernel = c.has_capability(Capability::Kernel);
            let message = if op == Op::QuantizeToF16 as u16 && !c.has_capability(Capability::Shader) {
                format!("Specialization constant operation {op_name} requires Shader capability")
            } else if op == Op::UConvert as u16 && !kernel && !uconvert_allowed(c) {
                "Prior to SPIR-V 1.4, specialization constant operation UConvert requires Kernel capability or \
                 extension SPV_AMD_gpu_shader_int16"
                    .into()
            } else if !kernel && SPEC_CONSTANT_KERNEL_OPERATIONS.iter().any(|&k| k as u16 == op) {
                format!("Specialization constant operation {op_name} requires Kernel capability")
            } else {
                String::new()
            };
            if !message.is_empty() {
                return fail(c, message);
            }
        }
        _ => {}
    }
    if c.has_capability(Capability::Shader)
        && !c.is_pointer_type(result_type)
        && c.contains_limited_use_int_or_float_type(result_type)
    {
        return fail(c, "Cannot form constants of 8- or 16-bit types".into());
    }
    Ok(())
}

/// Whether `OpSpecConstantOp` may use `UConvert` without `Kernel`: from SPIR-V 1.4, or with
/// `SPV_AMD_gpu_shader_int16` (`uconvert_spec_constant_op`).
fn uconvert_allowed(c: &Checker<'_, '_>) -> bool {
    c.module.header.version >= 0x0001_0400 || c.has_extension("SPV_AMD_gpu_shader_int16")
}

/// An instruction's name in messages, `Op` and [`crate::opcodes::op_name`]'s, made only when a
/// message is.
#[derive(Clone, Copy)]
struct What(u16);

impl core::fmt::Display for What {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Op{}", crate::opcodes::op_name(self.0))
    }
}

/// The constituents of `OpConstantComposite` and `OpSpecConstantComposite` (`what`).
fn composite(
    c: &mut Checker<'_, '_>,
    index: usize,
    what: What,
    result_type: u32,
    constituents: &[u32],
) -> Result<(), Fault> {
    let count = constituents.len();
    let fail = |c: &mut Checker<'_, '_>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    let not_constant = |c: &mut Checker<'_, '_>, id: u32| {
        let message = format!("{what} Constituent <id> {} is not a constant or undef.", c.id_name(id));
        Err(c.diag(ErrorKind::InvalidId, Some(index), message))
    };
    match c.def(result_type) {
        Some(Instruction::TypeVector { component_type, .. }) => {
            vector(c, index, what, result_type, Some(c.dimension(result_type)), component_type.get(), constituents)
        }
        Some(Instruction::TypeCooperativeVectorNV { component_type, component_count, .. }) => {
            let (_, is_const, value) = c.eval_int32_if_const(component_count.get());
            vector(c, index, what, result_type, is_const.then_some(value), component_type.get(), constituents)
        }
        Some(Instruction::TypeMatrix { column_type, column_count, .. }) => {
            if *column_count as usize != count {
                let message = format!(
                    "{what} Constituent <id> count does not match Result Type <id> {}s matrix column count.",
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
            let Some(Instruction::TypeVector { component_type, component_count, .. }) = c.def(column_type.get()) else {
                return Ok(());
            };
            for &constituent in constituents {
                if !is_constant_or_undef(c, constituent) {
                    return not_constant(c, constituent);
                }
                let ty = c.type_of(constituent);
                let message = match c.def(ty) {
                    Some(Instruction::TypeVector { component_type: ct, component_count: cc, .. }) => {
                        if ct != component_type {
                            "component type does not match Result Type <id> {}s matrix column component type."
                        } else if cc != component_count {
                            "vector component count does not match Result Type <id> {}s vector component count."
                        } else {
                            continue;
                        }
                    }
                    Some(_) => "type does not match Result Type <id> {}s matrix column type.",
                    None => continue,
                };
                let message = format!(
                    "{what} Constituent <id> {} {}",
                    c.id_name(constituent),
                    message.replace("{}", &c.id_name(result_type))
                );
                return fail(c, message);
            }
            Ok(())
        }
        Some(Instruction::TypeArray { element_type, length, .. }) => {
            let (is_int32, is_const, value) = c.eval_int32_if_const(length.get());
            if is_int32 && is_const && value as usize != count {
                let message = format!(
                    "{what} Constituent count does not match Result Type <id> {}s array length.",
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
            for &constituent in constituents {
                if !is_constant_or_undef(c, constituent) {
                    return not_constant(c, constituent);
                }
                if c.type_of(constituent) != element_type.get() {
                    let message = format!(
                        "{what} Constituent <id> {}s type does not match Result Type <id> {}s array element type.",
                        c.id_name(constituent),
                        c.id_name(result_type)
                    );
                    return fail(c, message);
                }
            }
            Ok(())
        }
        Some(Instruction::TypeStruct { member_types, .. }) => {
            if member_types.len() != count {
                let message = format!(
                    "{what} Constituent <id> {} count does not match Result Type <id> {}s struct member count.",
                    c.id_name(result_type),
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
            for (&constituent, member) in constituents.iter().zip(member_types.iter()) {
                if !is_constant_or_undef(c, constituent) {
                    return not_constant(c, constituent);
                }
                if c.type_of(constituent) != member.get() {
                    let message = format!(
                        "{what} Constituent <id> {} type does not match the Result Type <id> {}s member type.",
                        c.id_name(constituent),
                        c.id_name(result_type)
                    );
                    return fail(c, message);
                }
            }
            Ok(())
        }
        Some(
            Instruction::TypeCooperativeMatrixKHR { component_type, .. }
            | Instruction::TypeCooperativeMatrixNV { component_type, .. },
        ) => {
            if count != 1 {
                let message = format!("{what} Constituent <id> {} count must be one.", c.id_name(result_type));
                return fail(c, message);
            }
            let constituent = constituents[0];
            if !is_constant_or_undef(c, constituent) {
                return not_constant(c, constituent);
            }
            if c.type_of(constituent) != component_type.get() {
                let message = format!(
                    "{what} Constituent <id> {} type does not match the Result Type <id> {}s component type.",
                    c.id_name(constituent),
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
            Ok(())
        }
        Some(Instruction::TypeRuntimeArray { .. }) => Ok(()),
        Some(Instruction::TypeTensorARM { element_type, rank: Some(rank), shape: Some(shape), .. }) => {
            tensor(c, index, what, result_type, element_type.get(), rank.get(), shape.get(), constituents)
        }
        _ => {
            let message = format!("{what} Result Type <id> {} is not a composite type.", c.id_name(result_type));
            fail(c, message)
        }
    }
}

/// The constituents of a vector (or cooperative vector, of `components` if known) constant.
fn vector(
    c: &mut Checker<'_, '_>,
    index: usize,
    what: What,
    result_type: u32,
    components: Option<u32>,
    component_type: u32,
    constituents: &[u32],
) -> Result<(), Fault> {
    let message = if components.is_some_and(|n| n as usize != constituents.len()) {
        format!(
            "{what} Constituent <id> count does not match Result Type <id> {}s vector component count.",
            c.id_name(result_type)
        )
    } else if let Some(&constituent) =
        constituents.iter().find(|&&k| !is_constant_or_undef(c, k) || c.type_of(k) != component_type)
    {
        if !is_constant_or_undef(c, constituent) {
            format!("{what} Constituent <id> {} is not a constant or undef.", c.id_name(constituent))
        } else {
            format!(
                "{what} Constituent <id> {}s type does not match Result Type <id> {}s vector element type.",
                c.id_name(constituent),
                c.id_name(result_type)
            )
        }
    } else {
        return Ok(());
    };
    Err(c.diag(ErrorKind::InvalidId, Some(index), message))
}

/// The constituents of a constant of the shaped tensor type `result_type`: as many as its
/// outermost dimension, of its element type (rank 1) or tensors of the inner dimensions.
#[expect(clippy::too_many_arguments, reason = "the tensor type's parts, unpacked once")]
fn tensor(
    c: &mut Checker<'_, '_>,
    index: usize,
    what: What,
    result_type: u32,
    element: u32,
    rank: u32,
    shape: u32,
    constituents: &[u32],
) -> Result<(), Fault> {
    let fail = |c: &mut Checker<'_, '_>, message: String| Err(c.diag(ErrorKind::InvalidId, Some(index), message));
    let shape_of = |c: &Checker<'_, '_>, id: u32| -> alloc::vec::Vec<u32> {
        match c.def(id) {
            Some(
                Instruction::ConstantComposite { constituents, .. }
                | Instruction::SpecConstantComposite { constituents, .. },
            ) => constituents.iter().map(|k| k.get()).collect(),
            _ => alloc::vec::Vec::new(),
        }
    };
    let rank = c.constant_u64(rank).unwrap_or(0);
    let dims = shape_of(c, shape);
    let count = constituents.len();
    if let Some(outermost) = dims.first().and_then(|&d| c.constant_u64(d)).filter(|&o| o != count as u64) {
        let message = format!(
            "{what} Constituent count does not match the shape of Result Type <id> {} along its outermost \
             dimension, expected {outermost} but got {count}.",
            c.id_name(result_type)
        );
        return fail(c, message);
    }
    for &constituent in constituents {
        if !is_constant_or_undef(c, constituent) {
            let message = format!("{what} Constituent <id> {} is not a constant or undef.", c.id_name(constituent));
            return fail(c, message);
        }
        let ty = c.type_of(constituent);
        if rank == 0 {
            continue;
        }
        if rank == 1 {
            if ty != element {
                let message = format!(
                    "{what} Constituent <id> {} type does not match the element type of the tensor ({}).",
                    c.id_name(constituent),
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
            continue;
        }
        let Some(Instruction::TypeTensorARM { element_type, rank: inner_rank, shape: inner_shape, .. }) = c.def(ty)
        else {
            let message = format!("{what} Constituent <id> {} must be an OpTypeTensorARM.", c.id_name(constituent));
            return fail(c, message);
        };
        if element_type.get() != element {
            let message = format!(
                "{what} Constituent <id> {} must have the same Element Type as Result Type <id> {}.",
                c.id_name(constituent),
                c.id_name(result_type)
            );
            return fail(c, message);
        }
        let inner_rank = inner_rank.and_then(|r| c.constant_u64(r.get()));
        if let Some(inner_rank) = inner_rank.filter(|&r| r != rank - 1) {
            let message = format!(
                "{what} Constituent <id> {} must have a Rank that is 1 less than the Rank of Result Type <id> {}, \
                 expected {} but got {inner_rank}.",
                c.id_name(constituent),
                c.id_name(result_type),
                rank - 1
            );
            return fail(c, message);
        }
        let Some(inner_shape) = inner_shape else { continue };
        let inner_dims = shape_of(c, inner_shape.get());
        for (n, &inner) in inner_dims.iter().enumerate() {
            let (Some(inner), Some(outer)) = (c.constant_u64(inner), dims.get(n + 1).and_then(|&d| c.constant_u64(d)))
            else {
                continue;
            };
            if inner != outer {
                let message = format!(
                    "{what} Constituent <id> {} must have a Shape that matches that of Result Type <id> {} along all \
                     inner dimensions of Result Type, expected {outer} for dimension {n} of Constituent but got \
                     {inner}.",
                    c.id_name(constituent),
                    c.id_name(result_type)
                );
                return fail(c, message);
            }
        }
    }
    Ok(())
}
