//! The rules of the mesh shaders' primitive outputs (`ValidateMeshShadingEXTBuiltinsAtDefinition`,
//! `ValidateMeshBuiltinInterfaceRules`) and of the per-primitive built-ins outside mesh shaders
//! (`ValidateNonMeshInterfaceRules`, `ValidatePrimitiveShadingRateInterfaceRules`).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::spec::{DecorationKind, ExecutionMode, ExecutionModel, Instruction, Op};

use super::table::{MeshVuids, PrimitiveIndices, Scalar, Ty};
use super::type_rules::{Decorated, definition_desc, id_desc, type_problem, underlying};
use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::facts::has_mode;

/// Whether entry point `entry` (its function) is a mesh shader's (MeshEXT or MeshNV).
fn is_mesh(c: &Checker<'_, '_>, entry: u32) -> bool {
    c.facts.models_of(entry).any(|m| matches!(m, ExecutionModel::MeshEXT | ExecutionModel::MeshNV))
}

/// The last `OutputPrimitivesEXT` count `entry` declares (0: none).
fn output_primitives(c: &Checker<'_, '_>, entry: u32) -> u32 {
    let Some(entry) = spirv_core::IdRef::new(entry) else { return 0 };
    c.model
        .execution_modes(entry)
        .filter_map(|(_, mode)| match mode {
            ExecutionMode::OutputPrimitivesEXT(count) => Some(*count),
            _ => None,
        })
        .last()
        .unwrap_or(0)
}

/// What is checked where a primitive built-in of mesh shaders is defined, beyond its type:
/// CullPrimitiveEXT once in each mesh entry point's interface (`cull_entry_points`: those
/// found so far), the output modes the index built-ins need and their arrays' sizes.
pub(super) fn definition(
    c: &mut Checker<'_, '_>,
    d: &Decorated,
    indices: Option<PrimitiveIndices>,
    cull_entry_points: &mut Vec<u32>,
) -> Result<(), Fault> {
    if indices.is_none() {
        for at in 0..c.model.entry_points().len() {
            let entry = c.model.entry_points()[at].function.get();
            if !is_mesh(c, entry) || !in_interface(c, d, entry) {
                continue;
            }
            if cull_entry_points.contains(&entry) {
                let entry_index = spirv_core::IdRef::new(entry).and_then(|e| c.model.def_index(e)).unwrap_or(0);
                let desc = id_desc(c, entry_index);
                let message = format!(
                    "{}There must be only one declaration of the CullPrimitiveEXT associated in entry point's \
                     interface. {desc}",
                    c.vuid(10591)
                );
                return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
            }
            cull_entry_points.push(entry);
        }
    }
    for at in 0..c.model.entry_points().len() {
        let entry = c.model.entry_points()[at].function.get();
        if !is_mesh(c, entry) {
            continue;
        }
        let most = output_primitives(c, entry);
        let type_ = underlying(c, d)?;
        let count = match c.def(type_) {
            Some(Instruction::TypeArray { length, .. }) => c.constant_u64(length.get()).unwrap_or(0),
            _ => 0,
        };
        let Some(PrimitiveIndices { mode, mode_vuid, count_vuid }) = indices else { continue };
        if !has_mode(&c.model, entry, mode as u32) {
            let message = format!(
                "{}The {} decoration must be used with the {} Execution Mode. ",
                c.vuid(mode_vuid),
                d.name(),
                mode.name()
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
        if count != 0 && count != u64::from(most) {
            let message = format!(
                "{}The size of the array decorated with {} must match the value specified by \
                 OutputPrimitivesEXT. ",
                c.vuid(count_vuid),
                d.name()
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
    }
    Ok(())
}

/// Whether the decorated variable, or a variable of the decorated struct (or of arrays of it),
/// is in the interface of an entry point naming `entry` (`IsBulitinInEntryPoint`).
fn in_interface(c: &Checker<'_, '_>, d: &Decorated, entry: u32) -> bool {
    interface_variable(c, d, entry).is_some()
}

/// The interface variable of an entry point naming `entry` that is, or is of, the decorated
/// id: the last entry point's.
fn interface_variable(c: &Checker<'_, '_>, d: &Decorated, entry: u32) -> Option<u32> {
    let is_struct = matches!(c.module.instructions.get(d.index), Some(Instruction::TypeStruct { .. }));
    let mut found = None;
    for e in c.model.entry_points().iter().filter(|e| e.function.get() == entry) {
        let hit = e.interface.iter().map(|v| v.get()).find(|&v| match is_struct {
            true => variable_type(c, v) == d.id,
            false => v == d.id,
        });
        if hit.is_some() {
            found = hit;
        }
    }
    found
}

/// The type a variable points to, arrays stripped.
fn variable_type(c: &Checker<'_, '_>, variable: u32) -> u32 {
    let Some((mut type_, _)) = c.pointer_type_info(c.type_of(variable)) else { return 0 };
    let mut depth = 0;
    while let Some(Instruction::TypeArray { element_type, .. }) = c.def(type_) {
        type_ = element_type.get();
        depth += 1;
        if depth > 64 {
            break;
        }
    }
    type_
}

/// The length of the array an interface variable is (`GetArrayLength`): `u64::MAX` for what is
/// no variable or no array, 0 when the length is not known.
fn array_length(c: &Checker<'_, '_>, variable: u32) -> u64 {
    if !c.def_is(variable, Op::Variable) {
        return u64::MAX;
    }
    let Some((type_, _)) = c.pointer_type_info(c.type_of(variable)) else { return 0 };
    match c.def(type_) {
        Some(Instruction::TypeArray { length, .. }) => c.constant_u64(length.get()).unwrap_or(0),
        _ => u64::MAX,
    }
}

/// A per-primitive built-in used in a mesh shader: a scalar of a Block or an array of scalars,
/// decorated PerPrimitiveEXT, of as many as the entry points' OutputPrimitivesEXT.
pub(super) fn interface(c: &mut Checker<'_, '_>, d: &Decorated, scalar: Scalar, vuids: MeshVuids) -> Result<(), Fault> {
    let [type_vuid, size_vuid, block_size_vuid, per_primitive_vuid] = vuids;
    let table = c.decoration_table();
    let mut type_ = underlying(c, d)?;
    let mut is_block = true;
    let problem: Option<String> = if let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(type_) {
        is_block = false;
        type_ = element_type.get();
        match c.constant_u64(length.get()) {
            None => Some(" Failed to find the array length.".into()),
            Some(_) => None,
        }
    } else if !table.has(d.id, DecorationKind::Block) {
        Some(" Scalar boolean must be in a Block.".into())
    } else {
        None
    };
    let problem = problem.or_else(|| match scalar {
        Scalar::Bool => (!c.is_bool_scalar_type(type_)).then(|| " is not a bool scalar.".into()),
        Scalar::Int => (!c.is_int_scalar_type(type_)).then(|| " is not an integer scalar.".into()),
    });
    if let Some(problem) = problem {
        let desc = definition_desc(c, d);
        let type_name = match scalar {
            Scalar::Bool => "TypeBool",
            Scalar::Int => "TypeInt",
        };
        let message = format!(
            "{}According to the Vulkan specspec BuiltIn {} variable needs to be a either a {type_name} or an array \
             of {type_name}. {desc}{problem}",
            c.vuid(type_vuid),
            d.name()
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    if !table.has(d.id, DecorationKind::PerPrimitiveEXT) {
        let message = format!(
            "{}According to the Vulkan spec the variable decorated with Builtin {} within the MeshEXT Execution \
             Model must also be decorated with the PerPrimitiveEXT decoration. ",
            c.vuid(per_primitive_vuid),
            d.name()
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    // The mesh entry points whose interfaces hold it, by id.
    let mut variables = BTreeMap::new();
    for e in c.model.entry_points() {
        let entry = e.function.get();
        if is_mesh(c, entry)
            && let Some(variable) = interface_variable(c, d, entry)
        {
            variables.insert(entry, variable);
        }
    }
    for (entry, variable) in variables {
        let size = array_length(c, variable);
        let most = output_primitives(c, entry);
        if size != u64::from(most) {
            let message = format!(
                "{} The size of the array decorated with {} ({size}) must match the value specified by \
                 OutputPrimitivesEXT ({most}). ",
                c.vuid(if is_block { block_size_vuid } else { size_vuid }),
                d.name()
            );
            return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
        }
    }
    Ok(())
}

/// Layer, ViewportIndex and PrimitiveId outside mesh shaders: a 32-bit integer (or an array of
/// them, unless a struct member).
pub(super) fn not_mesh(c: &mut Checker<'_, '_>, d: &Decorated, vuid: u32) -> Result<(), Fault> {
    if let Some(problem) = type_problem(c, d, Ty::I32, d.member.is_none())? {
        let message = format!(
            "{}According to the Vulkan spec BuiltIn {}variable needs to be a 32-bit int scalar. {problem}",
            c.vuid(vuid),
            d.name()
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    Ok(())
}

/// PrimitiveShadingRateKHR outside mesh shaders: a 32-bit integer.
pub(super) fn shading_rate(c: &mut Checker<'_, '_>, d: &Decorated, vuid: u32) -> Result<(), Fault> {
    if let Some(problem) = type_problem(c, d, Ty::I32, false)? {
        let message = format!(
            "{}According to the Vulkan spec BuiltIn {} variable needs to be a 32-bit int scalar. {problem}",
            c.vuid(vuid),
            d.name()
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(d.index), message));
    }
    Ok(())
}
