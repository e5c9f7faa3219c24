//! The image pass's checks of image operands (`ValidateImageOperands`).

use alloc::format;

use spirv_core::predicates::is_constant;
use spirv_core::spec::{Capability, Dim, ImageOperands, ImageOperandsOperand, Instruction, Op};

use crate::checker::Checker;
use crate::error::Fault;
use crate::opcodes::op_name;

use super::common::{Info, data, is_explicit_lod, is_gather, is_implicit_lod, is_lod_dim, mask_of, plane_coord_size};

/// `ValidateImageOperands`: the image operands of an instruction of opcode `op` on an image of
/// `info`, in the order of their bits.
pub(super) fn image_operands(
    c: &mut Checker<'_, '_>,
    index: usize,
    op: Op,
    info: &Info,
    operands: Option<&ImageOperandsOperand>,
) -> Result<(), Fault> {
    use ImageOperands as M;
    let mask = mask_of(operands);
    // spirv-val tests the lowest bit (`MS` is 0 or 1 in a type that passes).
    if info.multisampled & 1 != 0 && !mask.contains(M::SAMPLE) {
        return Err(data(c, index, "Image Operand Sample is required for operation on multi-sampled image"));
    }
    let Some(operands) = operands else { return Ok(()) };
    if mask.is_empty() {
        return Ok(());
    }
    if (mask & (M::OFFSET | M::CONST_OFFSET | M::CONST_OFFSETS | M::OFFSETS)).bits().count_ones() > 1 {
        return Err(data(
            c,
            index,
            "Image Operands Offset, ConstOffset, ConstOffsets, Offsets cannot be used together",
        ));
    }
    let implicit = is_implicit_lod(op);
    let explicit = is_explicit_lod(op);
    let valid_lod = match op {
        Op::ImageRead | Op::ImageWrite | Op::ImageSparseRead => c.has_capability(Capability::ImageReadWriteLodAMD),
        _ => explicit,
    };
    let gather_lod_bias_amd =
        matches!(op, Op::ImageGather | Op::ImageSparseGather) && c.has_capability(Capability::ImageGatherBiasLodAMD);
    let id_or_0 = |id: Option<&spirv_core::IdRef>| id.map_or(0, |i| i.get());

    if mask.contains(M::BIAS) {
        if !implicit && !gather_lod_bias_amd {
            return Err(data(c, index, "Image Operand Bias can only be used with ImplicitLod opcodes"));
        }
        if !c.is_float_scalar_type(c.type_of(id_or_0(operands.bias()))) {
            return Err(data(c, index, "Expected Image Operand Bias to be float scalar"));
        }
        if !is_lod_dim(info.dim) {
            return Err(data(c, index, "Image Operand Bias requires 'Dim' parameter to be 1D, 2D, 3D or Cube"));
        }
    }
    if mask.contains(M::LOD) {
        if !valid_lod && op != Op::ImageFetch && op != Op::ImageSparseFetch && !gather_lod_bias_amd {
            return Err(data(c, index, "Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch"));
        }
        if mask.contains(M::GRAD) {
            return Err(data(c, index, "Image Operand bits Lod and Grad cannot be set at the same time"));
        }
        let ty = c.type_of(id_or_0(operands.lod()));
        if explicit || gather_lod_bias_amd {
            if !c.is_float_scalar_type(ty) {
                return Err(data(c, index, "Expected Image Operand Lod to be float scalar when used with ExplicitLod"));
            }
        } else if !c.is_int_scalar_type(ty) {
            return Err(data(c, index, "Expected Image Operand Lod to be int scalar when used with OpImageFetch"));
        }
        if !is_lod_dim(info.dim) {
            return Err(data(c, index, "Image Operand Lod requires 'Dim' parameter to be 1D, 2D, 3D or Cube"));
        }
    }
    if mask.contains(M::GRAD) {
        if !explicit {
            return Err(data(c, index, "Image Operand Grad can only be used with ExplicitLod opcodes"));
        }
        let (dx, dy) = operands.grad().map_or((0, 0), |(x, y)| (x.get(), y.get()));
        let (dx, dy) = (c.type_of(dx), c.type_of(dy));
        if !c.is_float_scalar_or_vector_type(dx) || !c.is_float_scalar_or_vector_type(dy) {
            return Err(data(c, index, "Expected both Image Operand Grad ids to be float scalars or vectors"));
        }
        let plane = plane_coord_size(info);
        for (name, ty) in [("dx", dx), ("dy", dy)] {
            let size = c.dimension(ty);
            if size != plane {
                return Err(data(
                    c,
                    index,
                    format!("Expected Image Operand Grad {name} to have {plane} components, but given {size}"),
                ));
            }
        }
    }
    if mask.contains(M::CONST_OFFSET) {
        if info.dim == Dim::Cube {
            return Err(data(c, index, "Image Operand ConstOffset cannot be used with Cube Image 'Dim'"));
        }
        let id = id_or_0(operands.const_offset());
        let ty = c.type_of(id);
        if !c.is_int_scalar_or_vector_type(ty) {
            return Err(data(c, index, "Expected Image Operand ConstOffset to be int scalar or vector"));
        }
        if !c.def(id).is_some_and(|d| is_constant(d.opcode() as u16)) {
            return Err(data(c, index, "Expected Image Operand ConstOffset to be a const object"));
        }
        let plane = plane_coord_size(info);
        let size = c.dimension(ty);
        if plane != size {
            return Err(data(
                c,
                index,
                format!("Expected Image Operand ConstOffset to have {plane} components, but given {size}"),
            ));
        }
    }
    if mask.contains(M::OFFSET) {
        if info.dim == Dim::Cube {
            return Err(data(c, index, "Image Operand Offset cannot be used with Cube Image 'Dim'"));
        }
        let ty = c.type_of(id_or_0(operands.offset()));
        if !c.is_int_scalar_or_vector_type(ty) {
            return Err(data(c, index, "Expected Image Operand Offset to be int scalar or vector"));
        }
        let plane = plane_coord_size(info);
        let size = c.dimension(ty);
        if plane != size {
            return Err(data(
                c,
                index,
                format!("Expected Image Operand Offset to have {plane} components, but given {size}"),
            ));
        }
        let options = c.options;
        if !options.before_hlsl_legalization
            && options.target_env.is_vulkan()
            && !options.allow_offset_texture_operand
            && !is_gather(op)
        {
            let message = format!(
                "{}Image Operand Offset can only be used with OpImage*Gather operations.{}",
                c.vuid(10213),
                Checker::missing_feature("maintenance8 feature", "--allow-offset-texture-operand", false)
            );
            return Err(data(c, index, message));
        }
    }
    if mask.contains(M::CONST_OFFSETS) {
        if !is_gather(op) {
            return Err(data(
                c,
                index,
                "Image Operand ConstOffsets can only be used with OpImageGather and OpImageDrefGather",
            ));
        }
        if info.dim == Dim::Cube {
            return Err(data(c, index, "Image Operand ConstOffsets cannot be used with Cube Image 'Dim'"));
        }
        let id = id_or_0(operands.const_offsets());
        let Some(Instruction::TypeArray { element_type, length, .. }) = c.def(c.type_of(id)) else {
            return Err(data(c, index, "Expected Image Operand ConstOffsets to be an array of size 4"));
        };
        let (element, length) = (element_type.get(), length.get());
        if c.constant_u64(length) != Some(4) {
            return Err(data(c, index, "Expected Image Operand ConstOffsets to be an array of size 4"));
        }
        if !c.is_int_vector_type(element) || c.dimension(element) != 2 {
            return Err(data(
                c,
                index,
                "Expected Image Operand ConstOffsets array components to be int vectors of size 2",
            ));
        }
        if !c.def(id).is_some_and(|d| is_constant(d.opcode() as u16)) {
            return Err(data(c, index, "Expected Image Operand ConstOffsets to be a const object"));
        }
    }
    if mask.contains(M::SAMPLE) {
        if !matches!(op, Op::ImageFetch | Op::ImageRead | Op::ImageWrite | Op::ImageSparseFetch | Op::ImageSparseRead) {
            return Err(data(
                c,
                index,
                "Image Operand Sample can only be used with OpImageFetch, OpImageRead, OpImageWrite, \
                 OpImageSparseFetch and OpImageSparseRead",
            ));
        }
        if info.multisampled == 0 {
            return Err(data(c, index, "Image Operand Sample requires non-zero 'MS' parameter"));
        }
        if !c.is_int_scalar_type(c.type_of(id_or_0(operands.sample()))) {
            return Err(data(c, index, "Expected Image Operand Sample to be int scalar"));
        }
    }
    if mask.contains(M::MIN_LOD) {
        if !implicit && !mask.contains(M::GRAD) {
            return Err(data(
                c,
                index,
                "Image Operand MinLod can only be used with ImplicitLod opcodes or together with Image Operand Grad",
            ));
        }
        if !c.is_float_scalar_type(c.type_of(id_or_0(operands.min_lod()))) {
            return Err(data(c, index, "Expected Image Operand MinLod to be float scalar"));
        }
        if !is_lod_dim(info.dim) {
            return Err(data(c, index, "Image Operand MinLod requires 'Dim' parameter to be 1D, 2D, 3D or Cube"));
        }
        if info.multisampled != 0 {
            return Err(data(c, index, "Image Operand MinLod requires 'MS' parameter to be 0"));
        }
    }
    let name = op_name(op as u16);
    if mask.contains(M::MAKE_TEXEL_AVAILABLE) {
        if op != Op::ImageWrite {
            return Err(data(
                c,
                index,
                format!("Image Operand MakeTexelAvailableKHR can only be used with OpImageWrite: Op{name}"),
            ));
        }
        if !mask.contains(M::NON_PRIVATE_TEXEL) {
            return Err(data(
                c,
                index,
                format!("Image Operand MakeTexelAvailableKHR requires NonPrivateTexelKHR is also specified: Op{name}"),
            ));
        }
        crate::synchronization::memory_scope(c, index, operands.make_texel_available().map_or(0, |s| s.get()))?;
    }
    if mask.contains(M::MAKE_TEXEL_VISIBLE) {
        if op != Op::ImageRead && op != Op::ImageSparseRead {
            return Err(data(
                c,
                index,
                format!(
                    "Image Operand MakeTexelVisibleKHR can only be used with OpImageRead or OpImageSparseRead: Op{name}"
                ),
            ));
        }
        if !mask.contains(M::NON_PRIVATE_TEXEL) {
            return Err(data(
                c,
                index,
                format!("Image Operand MakeTexelVisibleKHR requires NonPrivateTexelKHR is also specified: Op{name}"),
            ));
        }
        crate::synchronization::memory_scope(c, index, operands.make_texel_visible().map_or(0, |s| s.get()))?;
    }
    // SignExtend, ZeroExtend, Offsets and Nontemporal: nothing more is checked here.
    Ok(())
}
