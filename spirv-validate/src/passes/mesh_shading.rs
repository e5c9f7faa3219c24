//! `MeshShadingPass` (SPIRV-Tools' `source/val/validate_mesh_shading.cpp`): `OpEmitMeshTasksEXT`
//! and `OpSetMeshOutputsEXT` in the stage they belong to, their counts 32-bit unsigned integers,
//! the task payload a `TaskPayloadWorkgroupEXT` variable, and the storage class of variables
//! decorated `PerPrimitiveEXT` in the interfaces of mesh and fragment shaders.

use spirv_core::spec::{Capability, DecorationKind, ExecutionModel, Instruction, Op, StorageClass};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::limitations::{Message, Rule};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[Op] = &[Op::EmitMeshTasksEXT, Op::SetMeshOutputsEXT, Op::Variable];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    match inst {
        Instruction::EmitMeshTasksEXT { .. } => {
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| m == ExecutionModel::TaskEXT),
                Message::Text("OpEmitMeshTasksEXT requires TaskEXT execution model"),
            );
            counts(c, index, &["Group Count X", "Group Count Y", "Group Count Z"])?;
            // The payload, when given: spirv-val reads its definition's third operand as a
            // storage class.
            if c.operands.of(index).len() == 4 {
                let payload = c.operands.word(index, 3).and_then(|id| c.def(id));
                let message = match payload {
                    Some(Instruction::Variable { storage_class, .. }) => {
                        if *storage_class == StorageClass::TaskPayloadWorkgroupEXT {
                            return Ok(());
                        }
                        "Payload OpVariable must have a storage class of TaskPayloadWorkgroupEXT"
                    }
                    _ => "Payload must be the result of a OpVariable",
                };
                return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
            }
            Ok(())
        }
        Instruction::SetMeshOutputsEXT { .. } => {
            c.limitations.register(
                &c.model,
                index,
                Rule::Model(|m| m == ExecutionModel::MeshEXT),
                Message::Text("OpSetMeshOutputsEXT requires MeshEXT execution model"),
            );
            counts(c, index, &["Vertex Count", "Primitive Count"])
        }
        Instruction::Variable { storage_class, .. } if c.has_capability(Capability::MeshShadingEXT) => {
            per_primitive(c, index, *storage_class)
        }
        _ => Ok(()),
    }
}

/// The first operands of instruction `index`, named `names`: each a 32-bit unsigned integer.
fn counts(c: &mut Checker<'_, '_>, index: usize, names: &[&str]) -> Result<(), Fault> {
    for (i, name) in names.iter().enumerate() {
        let ty = c.operands.word(index, i).map_or(0, |id| c.type_of(id));
        if !c.is_unsigned_int_scalar_type(ty) || c.bit_width(ty) != 32 {
            let message = alloc::format!("{name} must be a 32-bit unsigned int scalar");
            return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
        }
    }
    Ok(())
}

/// A variable decorated `PerPrimitiveEXT` in a fragment shader's interface is an input, in a
/// mesh shader's an output.
fn per_primitive(c: &mut Checker<'_, '_>, index: usize, storage: StorageClass) -> Result<(), Fault> {
    let id = c.result_id_at(index);
    if !c.decoration_table().has(id, DecorationKind::PerPrimitiveEXT) {
        return Ok(());
    }
    if interface_of_every(c, id, ExecutionModel::Fragment) && storage != StorageClass::Input {
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            "PerPrimitiveEXT decoration must be applied only to variables in the Input Storage Class in the \
             Fragment Execution Model.",
        ));
    }
    if interface_of_every(c, id, ExecutionModel::MeshEXT) && storage != StorageClass::Output {
        let message = alloc::format!(
            "{}PerPrimitiveEXT decoration must be applied only to variables in the Output Storage Class in the \
             Storage Class in the MeshEXT Execution Model.",
            c.vuid(4336)
        );
        return Err(c.diag(ErrorKind::InvalidData, Some(index), message));
    }
    Ok(())
}

/// spirv-val's `IsInterfaceVariable`: whether an entry point lists `variable` in its interface,
/// every entry point (taken in module order, up to the first that is not) being given `model`.
fn interface_of_every(c: &Checker<'_, '_>, variable: u32, model: ExecutionModel) -> bool {
    let mut found = false;
    for entry in c.model.entry_points() {
        let function = entry.function.get();
        if !c.facts.models_of(function).any(|m| m == model) {
            return false;
        }
        // Every interface of every entry point of the function.
        let listed = c.model.entry_points().iter().filter(|e| e.function.get() == function);
        found |= listed.flat_map(|e| e.interface.iter()).any(|v| v.get() == variable);
    }
    found
}
