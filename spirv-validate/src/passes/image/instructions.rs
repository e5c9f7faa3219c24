//! The image pass's checks of the sampling, fetch, gather, read, write, query and sparse
//! instructions.

use alloc::format;

use spirv_core::predicates::is_constant;
use spirv_core::spec::{Capability, Dim, ImageFormat, ImageOperands, ImageOperandsOperand, Instruction, Op};

use crate::checker::Checker;
use crate::error::Fault;
use crate::opcodes::op_name;

use super::common::{
    Info, data, info_or_corrupt, is_lod_dim, is_proj, is_sparse, mask_of, min_coord_size, operand_type,
    plane_coord_size,
};
use super::operands::image_operands;

/// What the image instructions share: the image (or sampled image), the coordinate, the
/// operand after it (`Dref`, `Component`, `Texel`; 0: none), and the image operands.
pub(super) struct Parts<'i> {
    image: u32,
    coordinate: u32,
    third: u32,
    operands: Option<&'i ImageOperandsOperand>,
}

pub(super) fn parts<'i>(inst: &'i Instruction<'_>) -> Option<Parts<'i>> {
    use Instruction as I;
    let (image, coordinate, third, operands) = match inst {
        I::ImageSampleImplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSampleProjImplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSparseSampleImplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSparseSampleProjImplicitLod { sampled_image, coordinate, image_operands, .. } => {
            (sampled_image, coordinate, 0, image_operands.as_ref())
        }
        I::ImageSampleExplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSampleProjExplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSparseSampleExplicitLod { sampled_image, coordinate, image_operands, .. }
        | I::ImageSparseSampleProjExplicitLod { sampled_image, coordinate, image_operands, .. } => {
            (sampled_image, coordinate, 0, Some(image_operands))
        }
        I::ImageSampleDrefImplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSampleProjDrefImplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSparseSampleDrefImplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSparseSampleProjDrefImplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageDrefGather { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSparseDrefGather { sampled_image, coordinate, d_ref, image_operands, .. } => {
            (sampled_image, coordinate, d_ref.get(), image_operands.as_ref())
        }
        I::ImageSampleDrefExplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSampleProjDrefExplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSparseSampleDrefExplicitLod { sampled_image, coordinate, d_ref, image_operands, .. }
        | I::ImageSparseSampleProjDrefExplicitLod { sampled_image, coordinate, d_ref, image_operands, .. } => {
            (sampled_image, coordinate, d_ref.get(), Some(image_operands))
        }
        I::ImageGather { sampled_image, coordinate, component, image_operands, .. }
        | I::ImageSparseGather { sampled_image, coordinate, component, image_operands, .. } => {
            (sampled_image, coordinate, component.get(), image_operands.as_ref())
        }
        I::ImageFetch { image, coordinate, image_operands, .. }
        | I::ImageSparseFetch { image, coordinate, image_operands, .. }
        | I::ImageRead { image, coordinate, image_operands, .. }
        | I::ImageSparseRead { image, coordinate, image_operands, .. } => {
            (image, coordinate, 0, image_operands.as_ref())
        }
        I::ImageWrite { image, coordinate, texel, image_operands } => {
            (image, coordinate, texel.get(), image_operands.as_ref())
        }
        _ => return None,
    };
    Some(Parts { image: image.get(), coordinate: coordinate.get(), third, operands })
}

/// `GetActualResultType`: the texel type of an instruction's result (a sparse instruction's
/// struct's second member).
pub(super) fn actual_result_type(c: &mut Checker<'_, '_>, index: usize, op: Op) -> Result<u32, Fault> {
    let result_type = c.result_type_at(index);
    if !is_sparse(op) {
        return Ok(result_type);
    }
    let Some(Instruction::TypeStruct { member_types, .. }) = c.def(result_type) else {
        return Err(data(c, index, "Expected Result Type to be OpTypeStruct"));
    };
    let mut members = member_types.iter();
    match (members.next(), members.next(), members.next()) {
        (Some(code), Some(texel), None) if c.is_int_scalar_type(code.get()) => Ok(texel.get()),
        _ => Err(data(c, index, "Expected Result Type to be a struct containing an int scalar and a texel")),
    }
}

pub(super) fn result_type_str(op: Op) -> &'static str {
    if is_sparse(op) { "Result Type's second member" } else { "Result Type" }
}

/// The texel type's checks of sampling, fetch and gather: an int or float vector of 4.
pub(super) fn vector4_texel(c: &mut Checker<'_, '_>, index: usize, op: Op, texel: u32) -> Result<(), Fault> {
    let what = result_type_str(op);
    if !c.is_int_vector_type(texel) && !c.is_float_vector_type(texel) {
        return Err(data(c, index, format!("Expected {what} to be int or float vector type")));
    }
    if c.dimension(texel) != 4 {
        return Err(data(c, index, format!("Expected {what} to have 4 components")));
    }
    Ok(())
}

pub(super) fn sampled_image_info(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Result<Info, Fault> {
    let ty = operand_type(c, id);
    if !c.def_is(ty, Op::TypeSampledImage) {
        return Err(data(c, index, "Expected Sampled Image to be of type OpTypeSampledImage"));
    }
    info_or_corrupt(c, index, ty)
}

pub(super) fn plain_image_info(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Result<Info, Fault> {
    let ty = operand_type(c, id);
    if !c.def_is(ty, Op::TypeImage) {
        return Err(data(c, index, "Expected Image to be of type OpTypeImage"));
    }
    info_or_corrupt(c, index, ty)
}

/// `ValidateImageProj`.
pub(super) fn proj(c: &mut Checker<'_, '_>, index: usize, info: &Info) -> Result<(), Fault> {
    let message = if !matches!(info.dim, Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::Rect) {
        "Expected Image 'Dim' parameter to be 1D, 2D, 3D or Rect"
    } else if info.multisampled != 0 {
        "Expected Image 'MS' parameter to be 0"
    } else if info.arrayed != 0 {
        "Expected Image 'arrayed' parameter to be 0"
    } else {
        return Ok(());
    };
    Err(data(c, index, message))
}

/// The coordinate's size against the image's.
pub(super) fn coordinate_size(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: Op,
    info: &Info,
    coord_type: u32,
) -> Result<(), Fault> {
    at_least(c, index, min_coord_size(op, info), coord_type)
}

/// The coordinate has at least `min` components.
fn at_least(c: &mut Checker<'_, '_>, index: usize, min: u32, coord_type: u32) -> Result<(), Fault> {
    let actual = c.dimension(coord_type);
    if min > actual {
        return Err(data(
            c,
            index,
            format!("Expected Coordinate to have at least {min} components, but given only {actual}"),
        ));
    }
    Ok(())
}

pub(super) fn texel_matches(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: Op,
    info: &Info,
    texel: u32,
) -> Result<(), Fault> {
    if !c.def_is(info.sampled_type, Op::TypeVoid) && c.component_type(texel) != info.sampled_type {
        return Err(data(
            c,
            index,
            format!("Expected Image 'Sampled Type' to be the same as {} components", result_type_str(op)),
        ));
    }
    Ok(())
}

/// `ValidateImageLod`.
pub(super) fn lod(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let texel = actual_result_type(c, index, op)?;
    vector4_texel(c, index, op, texel)?;
    let info = sampled_image_info(c, index, p.image)?;
    if is_proj(op) {
        proj(c, index, &info)?;
    }
    if info.multisampled != 0 {
        return Err(data(c, index, "Sampling operation is invalid for multisample image"));
    }
    texel_matches(c, index, op, &info, texel)?;
    let coord_type = operand_type(c, p.coordinate);
    if matches!(op, Op::ImageSampleExplicitLod | Op::ImageSparseSampleExplicitLod)
        && c.has_capability(Capability::Kernel)
    {
        if !c.is_float_scalar_or_vector_type(coord_type) && !c.is_int_scalar_or_vector_type(coord_type) {
            return Err(data(c, index, "Expected Coordinate to be int or float scalar or vector"));
        }
    } else if !c.is_float_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be float scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    if mask_of(p.operands).contains(ImageOperands::CONST_OFFSET)
        && c.options.target_env.family() == spirv_core::Family::OpenCl
        && op == Op::ImageSampleExplicitLod
    {
        return Err(data(c, index, "ConstOffset image operand not allowed in the OpenCL environment."));
    }
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImageDref`.
pub(super) fn dref(c: &mut Checker<'_, '_>, index: usize, info: &Info, dref: u32) -> Result<(), Fault> {
    let ty = operand_type(c, dref);
    if !c.is_float_scalar_type(ty) || c.bit_width(ty) != 32 {
        return Err(data(c, index, "Expected Dref to be of 32-bit float type"));
    }
    if c.options.target_env.is_vulkan() && info.dim == Dim::Dim3D {
        let message =
            format!("{}In Vulkan, OpImage*Dref* instructions must not use images with a 3D Dim", c.vuid(4777));
        return Err(data(c, index, message));
    }
    Ok(())
}

/// `ValidateImageDrefLod`.
pub(super) fn dref_lod(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let texel = actual_result_type(c, index, op)?;
    if !c.is_int_scalar_type(texel) && !c.is_float_scalar_type(texel) {
        return Err(data(c, index, format!("Expected {} to be int or float scalar type", result_type_str(op))));
    }
    let info = sampled_image_info(c, index, p.image)?;
    if is_proj(op) {
        proj(c, index, &info)?;
    }
    if info.multisampled != 0 {
        return Err(data(c, index, "Dref sampling operation is invalid for multisample image"));
    }
    if texel != info.sampled_type {
        return Err(data(c, index, format!("Expected Image 'Sampled Type' to be the same as {}", result_type_str(op))));
    }
    let coord_type = operand_type(c, p.coordinate);
    if !c.is_float_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be float scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    dref(c, index, &info, p.third)?;
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImageFetch`.
pub(super) fn fetch(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let texel = actual_result_type(c, index, op)?;
    vector4_texel(c, index, op, texel)?;
    let info = plain_image_info(c, index, p.image)?;
    texel_matches(c, index, op, &info, texel)?;
    if info.dim == Dim::Cube {
        return Err(data(c, index, "Image 'Dim' cannot be Cube"));
    }
    if info.sampled != 1 {
        return Err(data(c, index, "Expected Image 'Sampled' parameter to be 1"));
    }
    let coord_type = operand_type(c, p.coordinate);
    if !c.is_int_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be int scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImageGather`.
pub(super) fn gather(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let texel = actual_result_type(c, index, op)?;
    vector4_texel(c, index, op, texel)?;
    let info = sampled_image_info(c, index, p.image)?;
    if info.multisampled != 0 {
        return Err(data(c, index, "Gather operation is invalid for multisample image"));
    }
    let is_dref = matches!(op, Op::ImageDrefGather | Op::ImageSparseDrefGather);
    if (is_dref || !c.def_is(info.sampled_type, Op::TypeVoid)) && c.component_type(texel) != info.sampled_type {
        return Err(data(
            c,
            index,
            format!("Expected Image 'Sampled Type' to be the same as {} components", result_type_str(op)),
        ));
    }
    if !matches!(info.dim, Dim::Dim2D | Dim::Cube | Dim::Rect) {
        let message = format!("{}Expected Image 'Dim' to be 2D, Cube, or Rect", c.vuid(4777));
        return Err(data(c, index, message));
    }
    let coord_type = operand_type(c, p.coordinate);
    if !c.is_float_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be float scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    if is_dref {
        dref(c, index, &info, p.third)?;
    } else {
        let ty = c.type_of(p.third);
        if !c.is_int_scalar_type(ty) || c.bit_width(ty) != 32 {
            return Err(data(c, index, "Expected Component to be 32-bit int scalar"));
        }
        if c.options.target_env.is_vulkan() && !c.def(p.third).is_some_and(|d| is_constant(d.opcode() as u16)) {
            let message =
                format!("{}Expected Component Operand to be a const object for Vulkan environment", c.vuid(4664));
            return Err(data(c, index, message));
        }
    }
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImageReadWrite`: the capabilities storage images need.
pub(super) fn read_write(c: &mut Checker<'_, '_>, index: usize, info: &Info) -> Result<(), Fault> {
    if info.sampled == 2 {
        let needed = match info.dim {
            Dim::Dim1D if !c.has_capability(Capability::Image1D) => Some("Image1D"),
            Dim::Rect if !c.has_capability(Capability::ImageRect) => Some("ImageRect"),
            Dim::Buffer if !c.has_capability(Capability::ImageBuffer) => Some("ImageBuffer"),
            Dim::Cube if info.arrayed == 1 && !c.has_capability(Capability::ImageCubeArray) => Some("ImageCubeArray"),
            _ => None,
        };
        if let Some(capability) = needed {
            return Err(data(c, index, format!("Capability {capability} is required to access storage image")));
        }
        if info.multisampled == 1 && info.arrayed == 1 && !c.has_capability(Capability::ImageMSArray) {
            return Err(data(c, index, "Capability ImageMSArray is required to access storage image"));
        }
    } else if info.sampled != 0 {
        return Err(data(c, index, "Expected Image 'Sampled' parameter to be 0 or 2"));
    }
    Ok(())
}

/// `ValidateImageRead`.
pub(super) fn read(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let texel = actual_result_type(c, index, op)?;
    let what = result_type_str(op);
    if !c.is_int_scalar_or_vector_type(texel) && !c.is_float_scalar_or_vector_type(texel) {
        return Err(data(c, index, format!("Expected {what} to be int or float scalar or vector type")));
    }
    let vulkan = c.options.target_env.is_vulkan();
    if vulkan && c.dimension(texel) != 4 {
        let message = format!("{}Expected {what} to have 4 components", c.vuid(4780));
        return Err(data(c, index, message));
    }
    let info = plain_image_info(c, index, p.image)?;
    if c.options.target_env.family() == spirv_core::Family::OpenCl {
        if info.depth != 0 {
            if !c.is_float_scalar_type(texel) {
                return Err(data(
                    c,
                    index,
                    format!("Expected {what} from a depth image read to result in a scalar float value"),
                ));
            }
        } else if c.dimension(texel) != 4 {
            return Err(data(c, index, format!("Expected {what} to have 4 components")));
        }
        if mask_of(p.operands).contains(ImageOperands::CONST_OFFSET) {
            return Err(data(c, index, "ConstOffset image operand not allowed in the OpenCL environment."));
        }
    }
    if info.dim == Dim::SubpassData && op == Op::ImageSparseRead {
        return Err(data(c, index, "Image Dim SubpassData cannot be used with ImageSparseRead"));
    }
    if info.dim == Dim::SubpassData {
        c.limitations.register(
            &c.model,
            index,
            crate::limitations::Rule::Model(|m| m == spirv_core::spec::ExecutionModel::Fragment),
            crate::limitations::Message::Opcode("Dim SubpassData requires Fragment execution model: ", op as u16),
        );
    }
    if info.dim == Dim::TileImageDataEXT {
        return Err(data(c, index, format!("Image Dim TileImageDataEXT cannot be used with {}", op_name(op as u16))));
    }
    texel_matches(c, index, op, &info, texel)?;
    read_write(c, index, &info)?;
    let coord_type = operand_type(c, p.coordinate);
    if !c.is_int_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be int scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    if vulkan
        && info.format == ImageFormat::Unknown
        && info.dim != Dim::SubpassData
        && !c.has_capability(Capability::StorageImageReadWithoutFormat)
    {
        return Err(data(c, index, "Capability StorageImageReadWithoutFormat is required to read storage image"));
    }
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImageWrite`.
pub(super) fn write(c: &mut Checker<'_, '_>, index: usize, op: Op, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Some(p) = parts(inst) else { return Ok(()) };
    let info = plain_image_info(c, index, p.image)?;
    if info.dim == Dim::SubpassData {
        return Err(data(c, index, "Image 'Dim' cannot be SubpassData"));
    }
    if info.dim == Dim::TileImageDataEXT {
        return Err(data(c, index, "Image 'Dim' cannot be TileImageDataEXT"));
    }
    read_write(c, index, &info)?;
    let coord_type = operand_type(c, p.coordinate);
    if !c.is_int_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be int scalar or vector"));
    }
    coordinate_size(c, index, op, &info, coord_type)?;
    let texel_type = operand_type(c, p.third);
    if !c.is_int_scalar_or_vector_type(texel_type) && !c.is_float_scalar_or_vector_type(texel_type) {
        return Err(data(c, index, "Expected Texel to be int or float vector or scalar"));
    }
    if !c.def_is(info.sampled_type, Op::TypeVoid) && c.component_type(texel_type) != info.sampled_type {
        return Err(data(c, index, "Expected Image 'Sampled Type' to be the same as Texel components"));
    }
    if c.options.target_env.is_vulkan()
        && info.format == ImageFormat::Unknown
        && info.dim != Dim::SubpassData
        && !c.has_capability(Capability::StorageImageWriteWithoutFormat)
    {
        return Err(data(c, index, "Capability StorageImageWriteWithoutFormat is required to write to storage image"));
    }
    if p.operands.is_some() && c.options.target_env.family() == spirv_core::Family::OpenCl {
        return Err(data(c, index, "Optional Image Operands are not allowed in the OpenCL environment."));
    }
    image_operands(c, index, op, &info, p.operands)
}

/// `ValidateImage` (`OpImage`).
pub(super) fn image(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::Image { sampled_image, .. } = inst else { return Ok(()) };
    let result_type = c.result_type_at(index);
    if !c.def_is(result_type, Op::TypeImage) {
        return Err(data(c, index, "Expected Result Type to be OpTypeImage"));
    }
    let Some(Instruction::TypeSampledImage { image_type, .. }) = c.def(operand_type(c, sampled_image.get())) else {
        return Err(data(c, index, "Expected Sample Image to be of type OpTypeSampleImage"));
    };
    if image_type.get() != result_type {
        return Err(data(c, index, "Expected Sample Image image type to be equal to Result Type"));
    }
    Ok(())
}

/// The image operand of the queries (their third operand).
pub(super) fn query_image(inst: &Instruction<'_>) -> u32 {
    use Instruction as I;
    match inst {
        I::ImageQueryFormat { image, .. }
        | I::ImageQueryOrder { image, .. }
        | I::ImageQuerySizeLod { image, .. }
        | I::ImageQuerySize { image, .. }
        | I::ImageQueryLevels { image, .. }
        | I::ImageQuerySamples { image, .. } => image.get(),
        I::ImageQueryLod { sampled_image, .. } => sampled_image.get(),
        _ => 0,
    }
}

/// `ValidateImageQuerySizeLod`.
pub(super) fn query_size_lod(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::ImageQuerySizeLod { level_of_detail, .. } = inst else { return Ok(()) };
    let result_type = c.result_type_at(index);
    if !c.is_int_scalar_or_vector_type(result_type) {
        return Err(data(c, index, "Expected Result Type to be int scalar or vector type"));
    }
    let info = plain_image_info(c, index, query_image(inst))?;
    let planes = match info.dim {
        Dim::Dim1D => 1,
        Dim::Dim2D | Dim::Cube => 2,
        Dim::Dim3D => 3,
        _ => return Err(data(c, index, "Image 'Dim' must be 1D, 2D, 3D or Cube")),
    };
    let expected = info.arrayed.wrapping_add(planes);
    if info.multisampled != 0 {
        return Err(data(c, index, "Image 'MS' must be 0"));
    }
    if c.options.target_env.is_vulkan() && info.sampled != 1 {
        let message = format!(
            "{}OpImageQuerySizeLod must only consume an \"Image\" operand whose type has its \"Sampled\" operand set \
             to 1",
            c.vuid(4659)
        );
        return Err(data(c, index, message));
    }
    let actual = c.dimension(result_type);
    if actual != expected {
        return Err(data(c, index, format!("Result Type has {actual} components, but {expected} expected")));
    }
    if !c.is_int_scalar_type(operand_type(c, level_of_detail.get())) {
        return Err(data(c, index, "Expected Level of Detail to be int scalar"));
    }
    Ok(())
}

/// `ValidateImageQuerySize`.
pub(super) fn query_size(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let result_type = c.result_type_at(index);
    if !c.is_int_scalar_or_vector_type(result_type) {
        return Err(data(c, index, "Expected Result Type to be int scalar or vector type"));
    }
    let info = plain_image_info(c, index, query_image(inst))?;
    let planes = match info.dim {
        Dim::Dim1D | Dim::Buffer => 1,
        Dim::Dim2D | Dim::Cube | Dim::Rect => 2,
        Dim::Dim3D => 3,
        _ => return Err(data(c, index, "Image 'Dim' must be 1D, Buffer, 2D, Cube, 3D or Rect")),
    };
    let expected = info.arrayed.wrapping_add(planes);
    if is_lod_dim(info.dim) && info.multisampled != 1 && info.sampled != 0 && info.sampled != 2 {
        return Err(data(c, index, "Image must have either 'MS'=1 or 'Sampled'=0 or 'Sampled'=2"));
    }
    let actual = c.dimension(result_type);
    if actual != expected {
        return Err(data(c, index, format!("Result Type has {actual} components, but {expected} expected")));
    }
    Ok(())
}

/// `ValidateImageQueryFormatOrOrder`.
pub(super) fn query_format_or_order(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    if !c.is_int_scalar_type(c.result_type_at(index)) {
        return Err(data(c, index, "Expected Result Type to be int scalar type"));
    }
    let ty = operand_type(c, query_image(inst));
    if !c.def_is(ty, Op::TypeImage) {
        return Err(data(c, index, "Expected operand to be of type OpTypeImage"));
    }
    let info = info_or_corrupt(c, index, ty)?;
    if info.dim == Dim::TileImageDataEXT {
        return Err(data(c, index, "Image 'Dim' cannot be TileImageDataEXT"));
    }
    Ok(())
}

/// `ValidateImageQueryLod`.
pub(super) fn query_lod(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<(), Fault> {
    let Instruction::ImageQueryLod { coordinate, .. } = inst else { return Ok(()) };
    super::common::limit_to_derivatives(
        c,
        index,
        crate::limitations::Message::Text(
            "OpImageQueryLod requires Fragment, GLCompute, MeshEXT or TaskEXT execution model",
        ),
        crate::limitations::Message::Text(
            "OpImageQueryLod requires DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode for \
             GLCompute, MeshEXT or TaskEXT execution model",
        ),
    );
    let result_type = c.result_type_at(index);
    if !c.is_float_vector_type(result_type) {
        return Err(data(c, index, "Expected Result Type to be float vector type"));
    }
    if c.dimension(result_type) != 2 {
        return Err(data(c, index, "Expected Result Type to have 2 components"));
    }
    let ty = operand_type(c, query_image(inst));
    if !c.def_is(ty, Op::TypeSampledImage) {
        return Err(data(c, index, "Expected Image operand to be of type OpTypeSampledImage"));
    }
    let info = info_or_corrupt(c, index, ty)?;
    if !is_lod_dim(info.dim) {
        return Err(data(c, index, "Image 'Dim' must be 1D, 2D, 3D or Cube"));
    }
    let coord_type = operand_type(c, coordinate.get());
    if c.has_capability(Capability::Kernel) {
        if !c.is_float_scalar_or_vector_type(coord_type) && !c.is_int_scalar_or_vector_type(coord_type) {
            return Err(data(c, index, "Expected Coordinate to be int or float scalar or vector"));
        }
    } else if !c.is_float_scalar_or_vector_type(coord_type) {
        return Err(data(c, index, "Expected Coordinate to be float scalar or vector"));
    }
    at_least(c, index, plane_coord_size(&info), coord_type)
}

/// `ValidateImageQueryLevelsOrSamples`.
pub(super) fn query_levels_or_samples(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: Op,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    if !c.is_int_scalar_type(c.result_type_at(index)) {
        return Err(data(c, index, "Expected Result Type to be int scalar type"));
    }
    let info = plain_image_info(c, index, query_image(inst))?;
    if op == Op::ImageQueryLevels {
        if !is_lod_dim(info.dim) {
            return Err(data(c, index, "Image 'Dim' must be 1D, 2D, 3D or Cube"));
        }
        if c.options.target_env.is_vulkan() && info.sampled != 1 {
            let message = format!(
                "{}OpImageQueryLevels must only consume an \"Image\" operand whose type has its \"Sampled\" operand \
                 set to 1",
                c.vuid(4659)
            );
            return Err(data(c, index, message));
        }
    } else {
        if info.dim != Dim::Dim2D {
            return Err(data(c, index, "Image 'Dim' must be 2D"));
        }
        if info.multisampled != 1 {
            return Err(data(c, index, "Image 'MS' must be 1"));
        }
    }
    Ok(())
}

/// `ValidateImageSparseTexelsResident`.
pub(super) fn sparse_texels_resident(
    c: &mut Checker<'_, '_>,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    let Instruction::ImageSparseTexelsResident { resident_code, .. } = inst else { return Ok(()) };
    if !c.is_bool_scalar_type(c.result_type_at(index)) {
        return Err(data(c, index, "Expected Result Type to be bool scalar type"));
    }
    if !c.is_int_scalar_type(operand_type(c, resident_code.get())) {
        return Err(data(c, index, "Expected Resident Code to be int scalar"));
    }
    Ok(())
}
