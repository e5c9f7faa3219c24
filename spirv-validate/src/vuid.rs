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
        4700 => "VUID-StandaloneSpirv-IncomingRayPayloadKHR-04700",
        4702 => "VUID-StandaloneSpirv-HitAttributeKHR-04702",
        4706 => "VUID-StandaloneSpirv-IncomingCallableDataKHR-04706",
        4710 => "VUID-StandaloneSpirv-PhysicalStorageBuffer64-04710",
        4711 => "VUID-StandaloneSpirv-OpTypeForwardPointer-04711",
        4916 => "VUID-StandaloneSpirv-Location-04916",
        4917 => "VUID-StandaloneSpirv-Location-04917",
        4918 => "VUID-StandaloneSpirv-Location-04918",
        4919 => "VUID-StandaloneSpirv-Location-04919",
        6673 => "VUID-StandaloneSpirv-OpVariable-06673",
        6777 => "VUID-StandaloneSpirv-PerVertexKHR-06777",
        6778 => "VUID-StandaloneSpirv-Input-06778",
        7330 => "VUID-StandaloneSpirv-MeshEXT-07330",
        7331 => "VUID-StandaloneSpirv-MeshEXT-07331",
        8721 => "VUID-StandaloneSpirv-OpEntryPoint-08721",
        8722 => "VUID-StandaloneSpirv-OpEntryPoint-08722",
        9557 => "VUID-StandaloneSpirv-Input-09557",
        10151 => "VUID-StandaloneSpirv-DerivativeGroupQuadsKHR-10151",
        10152 => "VUID-StandaloneSpirv-DerivativeGroupLinearKHR-10152",
        10370 => "VUID-StandaloneSpirv-OpTypeFloat-10370",
        10685 => "VUID-StandaloneSpirv-None-10685",
        10824 => "VUID-RuntimeSpirv-None-10824",
        _ => return None,
    })
}
