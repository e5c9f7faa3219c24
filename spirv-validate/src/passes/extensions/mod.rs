//! `ExtensionPass` (SPIRV-Tools' `source/val/validate_extensions.cpp`): the SPIR-V version an
//! `OpExtension` needs, `OpExtInstImport` of a `NonSemantic.*` set, and the extended
//! instructions of `GLSL.std.450` ([`glsl_std_450`]), `OpenCL.std` ([`opencl_std`]),
//! `OpenCL.DebugInfo.100` and `NonSemantic.Shader.DebugInfo.100` ([`debug_info`]) and
//! `NonSemantic.ClspvReflection` ([`clspv_reflection`]).

mod clspv_reflection;
mod debug_info;
mod glsl_std_450;
mod opencl_std;

use alloc::format;

use spirv_core::spec::Instruction;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The instructions this pass looks at: it accepts any other.
pub(crate) const OPCODES: &[spirv_core::spec::Op] = {
    use spirv_core::spec::Op as O;
    &[O::Extension, O::ExtInstImport, O::ExtInst, O::ExtInstWithForwardRefsKHR]
};

/// The extensions spirv-val accepts only from a SPIR-V version on (`ValidateExtension`; the
/// grammar does not say this of extensions): the minor version of SPIR-V 1.x each needs.
const LATER_EXTENSIONS: &[(&str, u8)] = &[
    ("SPV_KHR_vulkan_memory_model", 3),
    ("SPV_QCOM_cooperative_matrix_conversion", 3),
    ("SPV_KHR_workgroup_memory_explicit_layout", 4),
    ("SPV_EXT_mesh_shader", 4),
    ("SPV_NV_shader_invocation_reorder", 4),
    ("SPV_EXT_shader_invocation_reorder", 4),
    ("SPV_NV_cluster_acceleration_structure", 4),
    ("SPV_NV_linear_swept_spheres", 4),
    ("SPV_QCOM_image_processing", 4),
    ("SPV_QCOM_image_processing2", 4),
];

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let version = c.module.header.version;
    match inst {
        Instruction::Extension { name } => {
            let name = name.as_bytes();
            let needed = LATER_EXTENSIONS.iter().find(|(extension, _)| extension.as_bytes() == name);
            if let Some(&(extension, minor)) = needed
                && version < (0x0001_0000 | u32::from(minor) << 8)
            {
                let message = format!("{extension} extension requires SPIR-V version 1.{minor} or later.");
                return Err(c.diag(ErrorKind::WrongVersion, Some(index), message));
            }
        }
        Instruction::ExtInstImport { name, .. }
            if version <= 0x0001_0500
                && name.as_bytes().starts_with(b"NonSemantic.")
                && !c.has_extension("SPV_KHR_non_semantic_info") =>
        {
            return Err(c.diag(
                ErrorKind::InvalidData,
                Some(index),
                "NonSemantic extended instruction sets cannot be declared without SPV_KHR_non_semantic_info. (This \
                 can also be fixed having SPIR-V 1.6 or later)",
            ));
        }
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. }
            if instruction.set() == Some(spirv_core::ExtSet::GlslStd450) =>
        {
            let number = u16::try_from(instruction.instruction()).unwrap_or(u16::MAX);
            return glsl_std_450::check(c, index, number, *set);
        }
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. }
            if instruction.set() == Some(spirv_core::ExtSet::OpenClStd100) =>
        {
            let import = c.model.ext_import(*set).map(|n| n.to_string_lossy()).unwrap_or_default();
            return opencl_std::check(c, index, instruction, &import);
        }
        // By the import, as spirv-val tells the set: its instructions may be unknown to the grammar.
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. }
            if c.model.ext_set(*set) == Some(spirv_core::ExtSet::NonSemanticClspvReflection) =>
        {
            let import = c.model.ext_import(*set).map(|n| n.as_bytes()).unwrap_or_default();
            return clspv_reflection::check(c, index, set.get(), instruction.instruction(), import);
        }
        Instruction::ExtInst { set, instruction, .. }
        | Instruction::ExtInstWithForwardRefsKHR { set, instruction, .. } => {
            // By the set imported: an instruction its grammar cannot type is kept as words.
            let vulkan = match c.model.ext_set(*set) {
                Some(spirv_core::ExtSet::NonSemanticShaderDebugInfo100) => true,
                Some(spirv_core::ExtSet::OpenClDebugInfo100) => false,
                _ => return Ok(()),
            };
            let number = u16::try_from(instruction.instruction()).unwrap_or(u16::MAX);
            return debug_info::check(c, index, set.get(), number, vulkan);
        }
        _ => {}
    }
    Ok(())
}
