//! The Vulkan valid-usage IDs spirv-val names in its messages (`VkErrorID`), by number: the
//! rules of the Vulkan specification a message is about. Only numbers the checks here report
//! are listed; each is the VUID the Vulkan specification gives the rule.

/// The VUID numbered `id` (`VUID-RuntimeSpirv-None-10824`), or `None` if no check reports it.
pub(crate) fn name(id: u32) -> Option<&'static str> {
    Some(match id {
        10824 => "VUID-RuntimeSpirv-None-10824",
        4708 => "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04708",
        6314 => "VUID-StandaloneSpirv-PhysicalStorageBuffer64-06314",
        11167 => "VUID-StandaloneSpirv-OpUntypedVariableKHR-11167",
        7290 => "VUID-StandaloneSpirv-Input-07290",
        4643 => "VUID-StandaloneSpirv-None-04643",
        6808 => "VUID-StandaloneSpirv-PushConstant-06808",
        4655 => "VUID-StandaloneSpirv-UniformConstant-04655",
        6807 => "VUID-StandaloneSpirv-Uniform-06807",
        4677 => "VUID-StandaloneSpirv-Invariant-04677",
        4734 => "VUID-StandaloneSpirv-OpVariable-04734",
        4651 => "VUID-StandaloneSpirv-OpVariable-04651",
        4680 => "VUID-StandaloneSpirv-OpTypeRuntimeArray-04680",
        6925 => "VUID-StandaloneSpirv-Uniform-06925",
        6924 => "VUID-StandaloneSpirv-OpTypeImage-06924",
        7650 => "VUID-StandaloneSpirv-Base-07650",
        7651 => "VUID-StandaloneSpirv-Base-07651",
        7652 => "VUID-StandaloneSpirv-Base-07652",
        11805 => "VUID-StandaloneSpirv-OpArrayLength-11805",
        4638 => "VUID-StandaloneSpirv-None-04638",
        7951 => "VUID-StandaloneSpirv-SubgroupVoteKHR-07951",
        8973 => "VUID-StandaloneSpirv-Pointer-08973",
        _ => return None,
    })
}
