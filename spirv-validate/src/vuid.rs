//! The Vulkan valid-usage IDs spirv-val names in its messages (`VkErrorID`), by number: the
//! rules of the Vulkan specification a message is about. Only numbers the checks here report
//! are listed; each is the VUID the Vulkan specification gives the rule.

/// The VUID numbered `id` (`VUID-RuntimeSpirv-None-10824`), or `None` if no check reports it.
pub(crate) fn name(id: u32) -> Option<&'static str> {
    Some(match id {
        4633 => "VUID-StandaloneSpirv-None-04633",
        4634 => "VUID-StandaloneSpirv-None-04634",
        4635 => "VUID-StandaloneSpirv-None-04635",
        4643 => "VUID-StandaloneSpirv-None-04643",
        4652 => "VUID-StandaloneSpirv-OpReadClockKHR-04652",
        4653 => "VUID-StandaloneSpirv-OriginLowerLeft-04653",
        4654 => "VUID-StandaloneSpirv-PixelCenterInteger-04654",
        4667 => "VUID-StandaloneSpirv-None-04667",
        4680 => "VUID-StandaloneSpirv-OpTypeRuntimeArray-04680",
        4711 => "VUID-StandaloneSpirv-OpTypeForwardPointer-04711",
        7330 => "VUID-StandaloneSpirv-MeshEXT-07330",
        7331 => "VUID-StandaloneSpirv-MeshEXT-07331",
        10151 => "VUID-StandaloneSpirv-DerivativeGroupQuadsKHR-10151",
        10152 => "VUID-StandaloneSpirv-DerivativeGroupLinearKHR-10152",
        10685 => "VUID-StandaloneSpirv-None-10685",
        10824 => "VUID-RuntimeSpirv-None-10824",
        _ => return None,
    })
}
