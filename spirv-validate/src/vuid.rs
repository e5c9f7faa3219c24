//! The Vulkan valid-usage IDs spirv-val names in its messages (`VkErrorID`), by number: the
//! rules of the Vulkan specification a message is about. Only numbers the checks here report
//! are listed; each is the VUID the Vulkan specification gives the rule.

/// The VUID numbered `id` (`VUID-RuntimeSpirv-None-10824`), or `None` if no check reports it.
pub(crate) fn name(id: u32) -> Option<&'static str> {
    Some(match id {
        4669 => "VUID-StandaloneSpirv-GLSLShared-04669",
        6672 => "VUID-StandaloneSpirv-Location-06672",
        6491 => "VUID-StandaloneSpirv-DescriptorSet-06491",
        6678 => "VUID-StandaloneSpirv-InputAttachmentIndex-06678",
        4670 => "VUID-StandaloneSpirv-Flat-04670",
        6777 => "VUID-StandaloneSpirv-PerVertexKHR-06777",
        6674 => "VUID-StandaloneSpirv-OpEntryPoint-06674",
        6675 => "VUID-StandaloneSpirv-PushConstant-06675",
        6676 => "VUID-StandaloneSpirv-Uniform-06676",
        6677 => "VUID-StandaloneSpirv-UniformConstant-06677",
        4680 => "VUID-StandaloneSpirv-OpTypeRuntimeArray-04680",
        10583 => "VUID-StandaloneSpirv-Component-10583",
        4920 => "VUID-StandaloneSpirv-Component-04920",
        4921 => "VUID-StandaloneSpirv-Component-04921",
        7703 => "VUID-StandaloneSpirv-Component-07703",
        4923 => "VUID-StandaloneSpirv-Component-04923",
        4922 => "VUID-StandaloneSpirv-Component-04922",
        4675 => "VUID-StandaloneSpirv-FPRoundingMode-04675",
        9557 => "VUID-StandaloneSpirv-Input-09557",
        6673 => "VUID-StandaloneSpirv-OpVariable-06673",
        4700 => "VUID-StandaloneSpirv-IncomingRayPayloadKHR-04700",
        4702 => "VUID-StandaloneSpirv-HitAttributeKHR-04702",
        4706 => "VUID-StandaloneSpirv-IncomingCallableDataKHR-04706",
        10370 => "VUID-StandaloneSpirv-OpTypeFloat-10370",
        4916 => "VUID-StandaloneSpirv-Location-04916",
        4917 => "VUID-StandaloneSpirv-Location-04917",
        4918 => "VUID-StandaloneSpirv-Location-04918",
        4919 => "VUID-StandaloneSpirv-Location-04919",
        8721 => "VUID-StandaloneSpirv-OpEntryPoint-08721",
        8722 => "VUID-StandaloneSpirv-OpEntryPoint-08722",
        6778 => "VUID-StandaloneSpirv-Input-06778",
        6201 => "VUID-StandaloneSpirv-Flat-06201",
        6202 => "VUID-StandaloneSpirv-Flat-06202",
        4744 => "VUID-StandaloneSpirv-Flat-04744",
        9658 => "VUID-StandaloneSpirv-OpEntryPoint-09658",
        9659 => "VUID-StandaloneSpirv-OpEntryPoint-09659",
        4915 => "VUID-StandaloneSpirv-Location-04915",
        10684 => "VUID-StandaloneSpirv-None-10684",
        10824 => "VUID-RuntimeSpirv-None-10824",
        _ => return None,
    })
}
