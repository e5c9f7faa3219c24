//! The Vulkan valid-usage IDs spirv-val names in its messages (`VkErrorID`), by number: the
//! rules of the Vulkan specification a message is about. Only numbers the checks here report
//! are listed; each is the VUID the Vulkan specification gives the rule.

/// The VUID numbered `id` (`VUID-RuntimeSpirv-None-10824`), or `None` if no check reports it.
pub(crate) fn name(id: u32) -> Option<&'static str> {
    Some(match id {
        4710 => "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04710",
        10824 => "VUID-RuntimeSpirv-None-10824",
        _ => return None,
    })
}
