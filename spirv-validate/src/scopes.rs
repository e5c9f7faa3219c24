//! The scopes of memory operands (SPIRV-Tools' `source/val/validate_scopes.cpp`), which
//! several passes check: memory access operands (the memory pass) and image operands (the image
//! pass).

use alloc::format;

use spirv_core::IdRef;
use spirv_core::predicates::is_constant;
use spirv_core::spec::Capability;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::{op_name, opcode};

fn invalid_data(c: &mut Checker<'_, '_>, index: usize, message: impl Into<alloc::string::String>) -> Fault {
    c.diag(ErrorKind::InvalidData, Some(index), message)
}

/// `ValidateMemoryScope` (of `validate_scopes.cpp`, without the limits on execution models):
/// the scope of a memory access's `MakePointerAvailable` or `MakePointerVisible`.
pub(crate) fn memory_scope(c: &mut Checker<'_, '_>, index: usize, scope: u32) -> Result<(), Fault> {
    let op = op_name(opcode(&c.module.instructions[index]));
    let (is_int32, known, value) = c.eval_int32_if_const(scope);
    if !is_int32 {
        return Err(invalid_data(c, index, format!("{op}: expected scope to be a 32-bit int")));
    }
    if !known && c.has_capability(Capability::Shader) {
        if !c.has_capability(Capability::CooperativeMatrixNV) {
            return Err(invalid_data(c, index, "Scope ids must be OpConstant when Shader capability is present"));
        }
        if !c.def(scope).is_some_and(|d| is_constant(opcode(d))) {
            return Err(invalid_data(
                c,
                index,
                "Scope ids must be constant or specialization constant when CooperativeMatrixNV capability is present",
            ));
        }
    }
    if !known {
        return Ok(());
    }
    // CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR.
    if value > 6 {
        let text = IdRef::new(scope).and_then(|s| c.model.def_index(s));
        let disassembly = text.and_then(|i| c.text(i)).unwrap_or_default();
        return Err(invalid_data(c, index, format!("Invalid scope value:\n {disassembly}")));
    }
    let vulkan_memory_model = c.has_capability(Capability::VulkanMemoryModel);
    if value == 5 {
        if vulkan_memory_model {
            return Ok(());
        }
        return Err(invalid_data(
            c,
            index,
            format!("{op}: Memory Scope QueueFamilyKHR requires capability VulkanMemoryModelKHR"),
        ));
    }
    if value == 1 && vulkan_memory_model && !c.has_capability(Capability::VulkanMemoryModelDeviceScope) {
        return Err(invalid_data(
            c,
            index,
            "Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability",
        ));
    }
    if c.options.target_env.is_vulkan() {
        if value == 0 {
            let message = format!(
                "{}{op}: in Vulkan environment Memory Scope is limited to Device, QueueFamily, Workgroup, \
                 ShaderCallKHR, Subgroup, or Invocation",
                c.vuid(4638)
            );
            return Err(invalid_data(c, index, message));
        }
        if c.options.target_env == spirv_core::TargetEnv::Vulkan1_0
            && value == 3
            && !c.has_capability(Capability::SubgroupBallotKHR)
            && !c.has_capability(Capability::SubgroupVoteKHR)
        {
            let message = format!(
                "{}{op}: in Vulkan 1.0 environment Memory Scope is can not be Subgroup without SubgroupBallotKHR or \
                 SubgroupVoteKHR declared",
                c.vuid(7951)
            );
            return Err(invalid_data(c, index, message));
        }
    }
    Ok(())
}
