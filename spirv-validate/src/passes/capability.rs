//! Which capabilities a client API's environment allows an `OpCapability` to declare
//! (`CapabilityPass`, SPIRV-Tools' `source/val/validate_capability.cpp`).
//!
//! Vulkan's environments allow what its specification guarantees or makes optional, OpenCL's
//! what its full or embedded profile does; a capability that an extension declared in the module
//! brings is allowed everywhere (and, in OpenCL, the image capabilities `ImageBasic` brings).
//! The universal, OpenGL and `vulkan1.1spv1.4` environments allow every capability, as spirv-val
//! checks none there.

use alloc::format;

use spirv_core::TargetEnv;
use spirv_core::spec::{Capability, Instruction};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::walk::Walk;

use Capability as C;

/// Guaranteed by Vulkan 1.0.
fn vulkan_1_0_guaranteed(c: Capability) -> bool {
    matches!(
        c,
        C::Matrix
            | C::Shader
            | C::InputAttachment
            | C::Sampled1D
            | C::Image1D
            | C::SampledBuffer
            | C::ImageBuffer
            | C::ImageQuery
            | C::DerivativeControl
    )
}

/// Guaranteed by Vulkan 1.1 (and every later version: each list adds to the one before).
fn vulkan_1_1_guaranteed(c: Capability) -> bool {
    vulkan_1_0_guaranteed(c) || matches!(c, C::DeviceGroup | C::MultiView)
}

fn vulkan_1_2_guaranteed(c: Capability) -> bool {
    vulkan_1_1_guaranteed(c) || c == C::ShaderNonUniform
}

fn vulkan_1_3_guaranteed(c: Capability) -> bool {
    vulkan_1_2_guaranteed(c)
        || matches!(
            c,
            C::DotProduct
                | C::DotProductInputAll
                | C::DotProductInput4x8Bit
                | C::DotProductInput4x8BitPacked
                | C::VulkanMemoryModel
                | C::VulkanMemoryModelDeviceScope
                | C::PhysicalStorageBufferAddresses
                | C::DemoteToHelperInvocation
        )
}

fn vulkan_1_4_guaranteed(c: Capability) -> bool {
    vulkan_1_3_guaranteed(c)
        || matches!(
            c,
            C::UniformBufferArrayDynamicIndexing
                | C::SampledImageArrayDynamicIndexing
                | C::StorageBufferArrayDynamicIndexing
                | C::StorageImageArrayDynamicIndexing
                | C::Int16
                | C::StorageBuffer16BitAccess
                | C::VariablePointers
                | C::VariablePointersStorageBuffer
                | C::UniformTexelBufferArrayDynamicIndexing
                | C::StorageTexelBufferArrayDynamicIndexing
                | C::Int8
                | C::StorageBuffer8BitAccess
                | C::FloatControls2
                | C::SampleRateShading
                | C::StorageImageExtendedFormats
                | C::ImageGatherExtended
        )
}

/// Optional in Vulkan 1.0 (a device may support them).
fn vulkan_1_0_optional(c: Capability) -> bool {
    matches!(
        c,
        C::Geometry
            | C::Tessellation
            | C::Float64
            | C::Int64
            | C::Int16
            | C::TessellationPointSize
            | C::GeometryPointSize
            | C::ImageGatherExtended
            | C::StorageImageMultisample
            | C::UniformBufferArrayDynamicIndexing
            | C::SampledImageArrayDynamicIndexing
            | C::StorageBufferArrayDynamicIndexing
            | C::StorageImageArrayDynamicIndexing
            | C::ClipDistance
            | C::CullDistance
            | C::ImageCubeArray
            | C::SampleRateShading
            | C::SparseResidency
            | C::MinLod
            | C::SampledCubeArray
            | C::ImageMSArray
            | C::StorageImageExtendedFormats
            | C::InterpolationFunction
            | C::StorageImageReadWithoutFormat
            | C::StorageImageWriteWithoutFormat
            | C::MultiViewport
            | C::Int64Atomics
            | C::TransformFeedback
            | C::GeometryStreams
            | C::Float16
            | C::Int8
            | C::BFloat16TypeKHR
            | C::Float8EXT
    )
}

fn vulkan_1_1_optional(c: Capability) -> bool {
    vulkan_1_0_optional(c)
        || matches!(
            c,
            C::GroupNonUniform
                | C::GroupNonUniformVote
                | C::GroupNonUniformArithmetic
                | C::GroupNonUniformBallot
                | C::GroupNonUniformShuffle
                | C::GroupNonUniformShuffleRelative
                | C::GroupNonUniformClustered
                | C::GroupNonUniformQuad
                | C::DrawParameters
                // Also named StorageUniformBufferBlock16 and StorageUniform16.
                | C::StorageBuffer16BitAccess
                | C::UniformAndStorageBuffer16BitAccess
                | C::StoragePushConstant16
                | C::StorageInputOutput16
                | C::DeviceGroup
                | C::MultiView
                | C::VariablePointersStorageBuffer
                | C::VariablePointers
        )
}

/// Optional in Vulkan 1.2; 1.3 and 1.4 only made optional features guaranteed.
fn vulkan_1_2_optional(c: Capability) -> bool {
    vulkan_1_1_optional(c)
        || matches!(
            c,
            C::DenormPreserve
                | C::DenormFlushToZero
                | C::SignedZeroInfNanPreserve
                | C::RoundingModeRTE
                | C::RoundingModeRTZ
                | C::VulkanMemoryModel
                | C::VulkanMemoryModelDeviceScope
                | C::StorageBuffer8BitAccess
                | C::UniformAndStorageBuffer8BitAccess
                | C::StoragePushConstant8
                | C::ShaderViewportIndex
                | C::ShaderLayer
                | C::PhysicalStorageBufferAddresses
                | C::RuntimeDescriptorArray
                | C::UniformTexelBufferArrayDynamicIndexing
                | C::StorageTexelBufferArrayDynamicIndexing
                | C::UniformBufferArrayNonUniformIndexing
                | C::SampledImageArrayNonUniformIndexing
                | C::StorageBufferArrayNonUniformIndexing
                | C::StorageImageArrayNonUniformIndexing
                | C::InputAttachmentArrayNonUniformIndexing
                | C::UniformTexelBufferArrayNonUniformIndexing
                | C::StorageTexelBufferArrayNonUniformIndexing
        )
}

/// Guaranteed by OpenCL 1.2 (`Int64` only by its full profile).
fn opencl_1_2_guaranteed(c: Capability, embedded: bool) -> bool {
    match c {
        C::Addresses | C::Float16Buffer | C::Int16 | C::Int8 | C::Kernel | C::Linkage | C::Vector16 => true,
        C::Int64 => !embedded,
        _ => false,
    }
}

fn opencl_2_0_guaranteed(c: Capability, embedded: bool) -> bool {
    opencl_1_2_guaranteed(c, embedded) || matches!(c, C::DeviceEnqueue | C::GenericPointer | C::Groups | C::Pipes)
}

fn opencl_2_2_guaranteed(c: Capability, embedded: bool) -> bool {
    opencl_2_0_guaranteed(c, embedded) || matches!(c, C::SubgroupDispatch | C::PipeStorage)
}

/// Optional in every OpenCL version.
fn opencl_optional(c: Capability) -> bool {
    matches!(c, C::ImageBasic | C::Float64 | C::Float16)
}

/// What `ImageBasic`, once declared, allows in OpenCL 1.2.
fn opencl_1_2_by_image_basic(c: Capability) -> bool {
    matches!(c, C::LiteralSampler | C::Sampled1D | C::Image1D | C::SampledBuffer | C::ImageBuffer)
}

/// What `ImageBasic`, once declared, allows from OpenCL 2.0.
fn opencl_2_0_by_image_basic(c: Capability) -> bool {
    c == C::ImageReadWrite || opencl_1_2_by_image_basic(c)
}

/// What an environment allows, and how its message names it.
enum Rule {
    Vulkan {
        version: &'static str,
        allowed: fn(Capability) -> bool,
    },
    OpenCl {
        versions: &'static str,
        embedded: bool,
        allowed: fn(Capability, bool) -> bool,
        by_image_basic: fn(Capability) -> bool,
    },
}

fn rule(env: TargetEnv) -> Option<Rule> {
    use TargetEnv as E;
    let vulkan = |version, allowed| Some(Rule::Vulkan { version, allowed });
    let opencl = |versions, embedded, allowed, by_image_basic| {
        Some(Rule::OpenCl { versions, embedded, allowed, by_image_basic })
    };
    match env {
        E::Vulkan1_0 => vulkan("1.0", |c| vulkan_1_0_guaranteed(c) || vulkan_1_0_optional(c)),
        E::Vulkan1_1 => vulkan("1.1", |c| vulkan_1_1_guaranteed(c) || vulkan_1_1_optional(c)),
        E::Vulkan1_2 => vulkan("1.2", |c| vulkan_1_2_guaranteed(c) || vulkan_1_2_optional(c)),
        E::Vulkan1_3 => vulkan("1.3", |c| vulkan_1_3_guaranteed(c) || vulkan_1_2_optional(c)),
        E::Vulkan1_4 => vulkan("1.4", |c| vulkan_1_4_guaranteed(c) || vulkan_1_2_optional(c)),
        E::OpenCl1_2 | E::OpenCl1_2Embedded => opencl(
            "1.2",
            env == E::OpenCl1_2Embedded,
            |c, e| opencl_1_2_guaranteed(c, e) || opencl_optional(c),
            opencl_1_2_by_image_basic,
        ),
        E::OpenCl2_0 | E::OpenCl2_0Embedded | E::OpenCl2_1 | E::OpenCl2_1Embedded => opencl(
            "2.0/2.1",
            matches!(env, E::OpenCl2_0Embedded | E::OpenCl2_1Embedded),
            |c, e| opencl_2_0_guaranteed(c, e) || opencl_optional(c),
            opencl_2_0_by_image_basic,
        ),
        E::OpenCl2_2 | E::OpenCl2_2Embedded => opencl(
            "2.2",
            env == E::OpenCl2_2Embedded,
            |c, e| opencl_2_2_guaranteed(c, e) || opencl_optional(c),
            opencl_2_0_by_image_basic,
        ),
        // spirv-val checks no other environment (vulkan1.1spv1.4 included).
        _ => None,
    }
}

/// Checks an `OpCapability` (or `OpConditionalCapabilityINTEL`) against the environment; any
/// other instruction passes (inline: most do, and the call would cost more than the answer).
#[inline]
pub(crate) fn check(c: &mut Checker<'_, '_>, walk: &Walk, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    match inst {
        Instruction::Capability { capability } | Instruction::ConditionalCapabilityINTEL { capability, .. } => {
            check_capability(c, walk, index, *capability)
        }
        _ => Ok(()),
    }
}

fn check_capability(c: &mut Checker<'_, '_>, walk: &Walk, index: usize, capability: Capability) -> Result<(), Fault> {
    let Some(rule) = rule(c.options.target_env) else { return Ok(()) };
    // A capability that comes with an extension the module declares is allowed anywhere.
    let by_extension = walk.declared.has_any_extension(capability.extensions());
    let message = match rule {
        Rule::Vulkan { version, allowed } => {
            if allowed(capability) || by_extension {
                return Ok(());
            }
            format!(
                "Capability {} is not allowed by Vulkan {version} specification (or requires extension)",
                capability.name()
            )
        }
        Rule::OpenCl { versions, embedded, allowed, by_image_basic } => {
            let image = walk.declared.has_capability(C::ImageBasic) && by_image_basic(capability);
            if allowed(capability, embedded) || by_extension || image {
                return Ok(());
            }
            let profile = if embedded { "Embedded" } else { "Full" };
            format!(
                "Capability {} is not allowed by OpenCL {versions} {profile} Profile specification (or requires \
                 extension or capability)",
                capability.name()
            )
        }
    };
    Err(c.diag(ErrorKind::InvalidCapability, Some(index), message))
}
