//! The image pass's checks of the image types (`ValidateTypeImage`, `ValidateTypeSampledImage`),
//! `OpSampledImage` and its consumers, and `OpImageTexelPointer`.

use alloc::format;

use spirv_core::spec::{Capability, Dim, ImageFormat, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::opcodes::op_name;
use crate::operands::Operand;

use super::common::{Info, data, info_or_corrupt, operand_type, plane_coord_size};

/// `ValidateTypeImage`.
pub(super) fn type_image(c: &mut Checker<'_, '_>, index: usize) -> Result<(), Fault> {
    let id = c.result_id_at(index);
    let info = info_or_corrupt(c, index, id)?;
    let st = info.sampled_type;
    if c.is_int_scalar_type(st) && c.bit_width(st) == 64 && !c.has_capability(Capability::Int64ImageEXT) {
        return Err(data(c, index, "Capability Int64ImageEXT is required when using Sampled Type of 64-bit int"));
    }
    let env = c.options.target_env;
    let vulkan = env.is_vulkan();
    let opencl = env.family() == spirv_core::Family::OpenCl;
    if vulkan {
        let width = c.bit_width(st);
        let float = c.is_float_scalar_type(st);
        if (!float && !c.is_int_scalar_type(st)) || (width != 32 && width != 64) || (width == 64 && float) {
            let message = format!(
                "{}Expected Sampled Type to be a 32-bit int, 64-bit int or 32-bit float scalar type for Vulkan \
                 environment",
                c.vuid(4656)
            );
            return Err(data(c, index, message));
        }
    } else if opencl {
        if !c.is_void_type(st) {
            return Err(data(c, index, "Sampled Type must be OpTypeVoid in the OpenCL environment."));
        }
    } else if !matches!(c.def_op(st), Some(Op::TypeVoid | Op::TypeInt | Op::TypeFloat)) {
        return Err(data(c, index, "Expected Sampled Type to be either void or numerical scalar type"));
    }
    if info.depth > 2 {
        return Err(data(c, index, format!("Invalid Depth {} (must be 0, 1 or 2)", info.depth)));
    }
    if info.arrayed > 1 {
        return Err(data(c, index, format!("Invalid Arrayed {} (must be 0 or 1)", info.arrayed)));
    }
    if info.multisampled > 1 {
        return Err(data(c, index, format!("Invalid MS {} (must be 0 or 1)", info.multisampled)));
    }
    if info.sampled > 2 {
        return Err(data(c, index, format!("Invalid Sampled {} (must be 0, 1 or 2)", info.sampled)));
    }
    match info.dim {
        Dim::SubpassData => {
            if info.sampled != 2 {
                let message = format!("{}Dim SubpassData requires Sampled to be 2", c.vuid(6214));
                return Err(data(c, index, message));
            }
            if info.format != ImageFormat::Unknown {
                return Err(data(c, index, "Dim SubpassData requires format Unknown"));
            }
        }
        Dim::TileImageDataEXT => {
            let message = if c.is_void_type(st) {
                "Dim TileImageDataEXT requires Sampled Type to be not OpTypeVoid"
            } else if info.sampled != 2 {
                "Dim TileImageDataEXT requires Sampled to be 2"
            } else if info.format != ImageFormat::Unknown {
                "Dim TileImageDataEXT requires format Unknown"
            } else if info.depth != 0 {
                "Dim TileImageDataEXT requires Depth to be 0"
            } else if info.arrayed != 0 {
                "Dim TileImageDataEXT requires Arrayed to be 0"
            } else {
                ""
            };
            if !message.is_empty() {
                return Err(data(c, index, message));
            }
        }
        _ => {
            if info.multisampled != 0 && info.sampled == 2 && !c.has_capability(Capability::StorageImageMultisample) {
                return Err(data(
                    c,
                    index,
                    "Capability StorageImageMultisample is required when using multisampled storage image",
                ));
            }
        }
    }
    if opencl {
        let message = if info.arrayed == 1 && info.dim != Dim::Dim1D && info.dim != Dim::Dim2D {
            "In the OpenCL environment, Arrayed may only be set to 1 when Dim is either 1D or 2D."
        } else if info.multisampled != 0 {
            "MS must be 0 in the OpenCL environment."
        } else if info.sampled != 0 {
            "Sampled must be 0 in the OpenCL environment."
        } else if info.access.is_none() {
            "In the OpenCL environment, the optional Access Qualifier must be present."
        } else {
            ""
        };
        if !message.is_empty() {
            return Err(data(c, index, message));
        }
    }
    if vulkan {
        if info.sampled == 0 {
            let message = format!("{}Sampled must be 1 or 2 in the Vulkan environment.", c.vuid(4657));
            return Err(data(c, index, message));
        }
        if info.dim == Dim::SubpassData && info.arrayed != 0 {
            let message = format!("{}Dim SubpassData requires Arrayed to be 0 in the Vulkan environment", c.vuid(6214));
            return Err(data(c, index, message));
        }
        if info.dim == Dim::Rect {
            let message = format!("{}Dim must not be Rect in the Vulkan environment", c.vuid(9638));
            return Err(data(c, index, message));
        }
    }
    Ok(())
}

/// `ValidateTypeSampledImage`.
pub(super) fn type_sampled_image(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::TypeSampledImage { image_type, .. } = inst else { return Ok(()) };
    let image_type = image_type.get();
    if !c.def_is(image_type, Op::TypeImage) {
        return Err(data(c, index, "Expected Image to be of type OpTypeImage"));
    }
    let info = info_or_corrupt(c, index, image_type)?;
    if info.sampled != 0 && info.sampled != 1 {
        let message =
            format!("{}Sampled image type requires an image type with \"Sampled\" operand set to 0 or 1", c.vuid(4657));
        return Err(data(c, index, message));
    }
    if c.module.header.version >= 0x0001_0600 && info.dim == Dim::Buffer {
        return Err(c.diag(
            ErrorKind::InvalidId,
            Some(index),
            "In SPIR-V 1.6 or later, sampled image dimension must not be Buffer",
        ));
    }
    Ok(())
}

/// `IsAllowedSampledImageOperand`: whether an instruction of opcode `op` may take the result
/// of an `OpSampledImage`.
pub(super) fn may_take_sampled_image(c: &Checker<'_, '_>, op: u16) -> bool {
    use Op as O;
    let Some(op) = Op::from_u16(op) else { return false };
    match op {
        O::SampledImage
        | O::ImageSampleImplicitLod
        | O::ImageSampleExplicitLod
        | O::ImageSampleDrefImplicitLod
        | O::ImageSampleDrefExplicitLod
        | O::ImageSampleProjImplicitLod
        | O::ImageSampleProjExplicitLod
        | O::ImageSampleProjDrefImplicitLod
        | O::ImageSampleProjDrefExplicitLod
        | O::ImageGather
        | O::ImageDrefGather
        | O::Image
        | O::ImageQueryLod
        | O::ImageSparseSampleImplicitLod
        | O::ImageSparseSampleExplicitLod
        | O::ImageSparseSampleDrefImplicitLod
        | O::ImageSparseSampleDrefExplicitLod
        | O::ImageSparseGather
        | O::ImageSparseDrefGather
        | O::CopyObject
        | O::ImageSampleWeightedQCOM
        | O::ImageBoxFilterQCOM
        | O::ImageBlockMatchSSDQCOM
        | O::ImageBlockMatchSADQCOM
        | O::ImageBlockMatchWindowSADQCOM
        | O::ImageBlockMatchWindowSSDQCOM
        | O::ImageBlockMatchGatherSADQCOM
        | O::ImageBlockMatchGatherSSDQCOM
        | O::ImageSampleFootprintNV => true,
        O::Store => c.has_capability(Capability::BindlessTextureNV),
        _ => false,
    }
}

/// Whether instructions `a` and `b` (`a` before `b`) are in the same block: no label, nor a
/// function's start or end, between them.
pub(super) fn same_block(c: &Checker<'_, '_>, a: usize, b: usize) -> bool {
    (a + 1..=b).all(|i| {
        let op = c.opcode_at(i);
        op != Op::Label as u16 && op != Op::Function as u16 && op != Op::FunctionEnd as u16
    })
}

/// `ValidateSampledImage`.
pub(super) fn sampled_image(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::SampledImage { image, sampler, .. } = inst else { return Ok(()) };
    let result_type = c.result_type_at(index);
    let Some(Instruction::TypeSampledImage { image_type: result_image, .. }) = c.def(result_type) else {
        return Err(data(c, index, "Expected Result Type to be OpTypeSampledImage."));
    };
    let result_image = result_image.get();
    let image_type = operand_type(c, image.get());
    if !c.def_is(image_type, Op::TypeImage) {
        return Err(data(c, index, "Expected Image to be of type OpTypeImage."));
    }
    let info = info_or_corrupt(c, index, image_type)?;
    if result_image != image_type {
        let result_info = info_or_corrupt(c, index, result_image)?;
        if (Info { depth: info.depth, ..result_info }) != info {
            return Err(data(c, index, "Image operands must match result image operands except for depth"));
        }
    }
    if c.options.target_env.is_vulkan() {
        if info.sampled != 1 {
            let message = format!("{}Expected Image 'Sampled' parameter to be 1 for Vulkan environment.", c.vuid(6671));
            return Err(data(c, index, message));
        }
    } else if info.sampled != 0 && info.sampled != 1 {
        return Err(data(c, index, "Expected Image 'Sampled' parameter to be 0 or 1"));
    }
    if info.dim == Dim::SubpassData {
        return Err(data(c, index, "Expected Image 'Dim' parameter to be not SubpassData."));
    }
    if !c.def_is(operand_type(c, sampler.get()), Op::TypeSampler) {
        return Err(data(c, index, "Expected Sampler to be of type OpTypeSampler"));
    }
    // The consumers: the instructions after this one that name its result as an id operand.
    let id = c.result_id_at(index);
    let Some(id_ref) = spirv_core::IdRef::new(id) else { return Ok(()) };
    let uses = c.uses();
    let mut last = usize::MAX;
    for &user in uses.users(id_ref) {
        let user = user as usize;
        if user <= index {
            continue;
        }
        let times = c
            .operands
            .of(user)
            .iter()
            .filter(|o| matches!(o, Operand::Id(spirv_core::IdKind::Ref, i) | Operand::RawId(i) if *i == id))
            .count();
        if times == 0 || user == last {
            continue;
        }
        last = user;
        let consumer_op = c.opcode_at(user);
        let consumer = c.result_id_at(user);
        if !same_block(c, index, user) {
            let message = format!(
                "All OpSampledImage instructions must be in the same block in which their Result <id> are consumed. \
                 OpSampledImage Result Type <id> {} has a consumer in a different basic block. The consumer \
                 instruction <id> is {}.",
                c.id_name(id),
                c.id_name(consumer)
            );
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
        if consumer_op == Op::Phi as u16 || consumer_op == Op::Select as u16 {
            let message = format!(
                "Result <id> from OpSampledImage instruction must not appear as operands of Op{}. Found result <id> \
                 {} as an operand of <id> {}.",
                op_name(consumer_op),
                c.id_name(id),
                c.id_name(consumer)
            );
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
        if !may_take_sampled_image(c, consumer_op) {
            let message = format!(
                "Result <id> from OpSampledImage instruction must not appear as operand for Op{}, since it is not \
                 specified as taking an OpTypeSampledImage. Found result <id> {} as an operand of <id> {}.",
                op_name(consumer_op),
                c.id_name(id),
                c.id_name(consumer)
            );
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
    }
    Ok(())
}

/// `ValidateImageTexelPointer`.
pub(super) fn texel_pointer(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::ImageTexelPointer { image, coordinate, sample, .. } = inst else { return Ok(()) };
    let result_type = c.result_type_at(index);
    let (storage, pointee) = match c.def(result_type) {
        Some(Instruction::TypePointer { storage_class, type_, .. }) => (*storage_class, Some(type_.get())),
        Some(Instruction::TypeUntypedPointerKHR { storage_class, .. }) => (*storage_class, None),
        _ => return Err(data(c, index, "Expected Result Type to be a pointer")),
    };
    if storage != spirv_core::spec::StorageClass::Image {
        return Err(data(c, index, "Expected Result Type to be a pointer whose Storage Class operand is Image"));
    }
    let f16_vector = |c: &Checker<'_, '_>, t: u32| {
        c.has_capability(Capability::AtomicFloat16VectorNV)
            && c.is_float_vector_type(t)
            && c.bit_width(t) == 16
            && matches!(c.dimension(t), 2 | 4)
    };
    if let Some(pointee) = pointee {
        let ok = matches!(c.def_op(pointee), Some(Op::TypeInt | Op::TypeFloat | Op::TypeVoid))
            || (c.def_is(pointee, Op::TypeVector) && f16_vector(c, pointee));
        if !ok {
            return Err(data(
                c,
                index,
                "Expected Result Type to be a pointer whose Type operand must be a scalar numerical type or OpTypeVoid",
            ));
        }
    }
    let image_pointer = operand_type(c, image.get());
    let Some(Instruction::TypePointer { type_: image_type, .. }) = c.def(image_pointer) else {
        return Err(data(c, index, "Expected Image to be OpTypePointer"));
    };
    let image_type = image_type.get();
    if !c.def_is(image_type, Op::TypeImage) {
        return Err(data(c, index, "Expected Image to be OpTypePointer with Type OpTypeImage"));
    }
    let info = info_or_corrupt(c, index, image_type)?;
    if let Some(pointee) = pointee
        && info.sampled_type != pointee
        && !(f16_vector(c, pointee)
            && c.def_is(info.sampled_type, Op::TypeFloat)
            && ((c.dimension(pointee) == 2 && info.format == ImageFormat::Rg16f)
                || (c.dimension(pointee) == 4 && info.format == ImageFormat::Rgba16f)))
    {
        return Err(data(
            c,
            index,
            "Expected Image 'Sampled Type' to be the same as the Type pointed to by Result Type",
        ));
    }
    if info.dim == Dim::SubpassData {
        return Err(data(c, index, "Image Dim SubpassData cannot be used with OpImageTexelPointer"));
    }
    if info.dim == Dim::TileImageDataEXT {
        return Err(data(c, index, "Image Dim TileImageDataEXT cannot be used with OpImageTexelPointer"));
    }
    let coord_type = operand_type(c, coordinate.get());
    if coord_type == 0 || !c.is_int_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be integer scalar or vector"));
    }
    let expected = if info.arrayed == 0 {
        plane_coord_size(&info)
    } else if info.arrayed == 1 {
        match info.dim {
            Dim::Dim1D => 2,
            Dim::Cube | Dim::Dim2D => 3,
            _ => {
                return Err(data(c, index, "Expected Image 'Dim' must be one of 1D, 2D, or Cube when Arrayed is 1"));
            }
        }
    } else {
        0
    };
    let actual = c.dimension(coord_type);
    if expected != actual {
        return Err(data(c, index, format!("Expected Coordinate to have {expected} components, but given {actual}")));
    }
    let sample_type = operand_type(c, sample.get());
    if sample_type == 0 || !c.is_int_scalar_type(sample_type) {
        return Err(data(c, index, "Expected Sample to be integer scalar"));
    }
    if info.multisampled == 0 && c.constant_u64(sample.get()) != Some(0) {
        return Err(data(c, index, "Expected Sample for Image with MS 0 to be a valid <id> for the value 0"));
    }
    if c.options.target_env.is_vulkan() {
        use ImageFormat as F;
        let ok = matches!(info.format, F::R64i | F::R64ui | F::R32f | F::R32i | F::R32ui)
            || (matches!(info.format, F::Rg16f | F::Rgba16f) && c.has_capability(Capability::AtomicFloat16VectorNV));
        if !ok {
            let message = format!(
                "{}Expected the Image Format in Image to be R64i, R64ui, R32f, R32i, or R32ui for Vulkan environment",
                c.vuid(4658)
            );
            return Err(data(c, index, message));
        }
    }
    Ok(())
}
