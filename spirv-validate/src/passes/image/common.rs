//! What the image pass's checks share: an image type's operands (`GetImageTypeInfo`), the
//! opcodes' kinds, the sizes of coordinates.

use alloc::string::String;

use spirv_core::spec::{AccessQualifier, Dim, ImageFormat, ImageOperands, ImageOperandsOperand, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};

/// The operands of an `OpTypeImage` as the words give them (`ImageTypeInfo`): the literals
/// unchecked, so that a bad one can be reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Info {
    pub(super) sampled_type: u32,
    pub(super) dim: Dim,
    pub(super) depth: u32,
    pub(super) arrayed: u32,
    pub(super) multisampled: u32,
    pub(super) sampled: u32,
    pub(super) format: ImageFormat,
    pub(super) access: Option<AccessQualifier>,
}

/// `GetImageTypeInfo`: the image type `id` names, itself or through an `OpTypeSampledImage`.
pub(super) fn image_info(c: &Checker<'_, '_>, id: u32) -> Option<Info> {
    let mut inst = c.def(id)?;
    if let Instruction::TypeSampledImage { image_type, .. } = inst {
        inst = c.def(image_type.get())?;
    }
    match inst {
        Instruction::TypeImage {
            sampled_type,
            dim,
            depth,
            arrayed,
            ms,
            sampled,
            image_format,
            access_qualifier,
            ..
        } => Some(Info {
            sampled_type: sampled_type.get(),
            dim: *dim,
            depth: *depth,
            arrayed: *arrayed,
            multisampled: *ms,
            sampled: *sampled,
            format: *image_format,
            access: *access_qualifier,
        }),
        _ => None,
    }
}

pub(super) fn data(c: &mut Checker<'_, '_>, index: usize, message: impl Into<String>) -> Fault {
    c.diag(ErrorKind::InvalidData, Some(index), message)
}

/// The image info of `id` or spirv-val's error for a type it cannot read.
pub(super) fn info_or_corrupt(c: &mut Checker<'_, '_>, index: usize, id: u32) -> Result<Info, Fault> {
    image_info(c, id).ok_or_else(|| data(c, index, "Corrupt image type definition"))
}

pub(super) fn is_implicit_lod(op: Op) -> bool {
    crate::opcodes::IMPLICIT_LOD.contains(op as u16)
}

pub(super) fn is_explicit_lod(op: Op) -> bool {
    crate::opcodes::EXPLICIT_LOD.contains(op as u16)
}

pub(super) fn is_proj(op: Op) -> bool {
    use Op as O;
    matches!(
        op,
        O::ImageSampleProjImplicitLod
            | O::ImageSampleProjDrefImplicitLod
            | O::ImageSparseSampleProjImplicitLod
            | O::ImageSparseSampleProjDrefImplicitLod
            | O::ImageSampleProjExplicitLod
            | O::ImageSampleProjDrefExplicitLod
            | O::ImageSparseSampleProjExplicitLod
            | O::ImageSparseSampleProjDrefExplicitLod
    )
}

pub(super) fn is_sparse(op: Op) -> bool {
    use Op as O;
    matches!(
        op,
        O::ImageSparseSampleImplicitLod
            | O::ImageSparseSampleExplicitLod
            | O::ImageSparseSampleDrefImplicitLod
            | O::ImageSparseSampleDrefExplicitLod
            | O::ImageSparseSampleProjImplicitLod
            | O::ImageSparseSampleProjExplicitLod
            | O::ImageSparseSampleProjDrefImplicitLod
            | O::ImageSparseSampleProjDrefExplicitLod
            | O::ImageSparseFetch
            | O::ImageSparseGather
            | O::ImageSparseDrefGather
            | O::ImageSparseTexelsResident
            | O::ImageSparseRead
    )
}

pub(super) fn is_gather(op: Op) -> bool {
    matches!(op, Op::ImageGather | Op::ImageDrefGather | Op::ImageSparseGather | Op::ImageSparseDrefGather)
}

/// `GetPlaneCoordSize`: the components of a coordinate in one plane of the image.
pub(super) fn plane_coord_size(info: &Info) -> u32 {
    match info.dim {
        Dim::Dim1D | Dim::Buffer => 1,
        Dim::Dim2D | Dim::Rect | Dim::SubpassData | Dim::TileImageDataEXT => 2,
        Dim::Dim3D | Dim::Cube => 3,
        _ => 0,
    }
}

/// `GetMinCoordSize`.
pub(super) fn min_coord_size(op: Op, info: &Info) -> u32 {
    if info.dim == Dim::Cube && matches!(op, Op::ImageRead | Op::ImageWrite | Op::ImageSparseRead) {
        return 3;
    }
    // spirv-val adds in 32 bits: a damaged Arrayed wraps.
    plane_coord_size(info).wrapping_add(info.arrayed).wrapping_add(u32::from(is_proj(op)))
}

pub(super) fn is_lod_dim(dim: Dim) -> bool {
    matches!(dim, Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::Cube)
}

/// The type of the operand whose id is `id` (`GetOperandTypeId`): the value's result type, 0
/// for none.
pub(super) fn operand_type(c: &Checker<'_, '_>, id: u32) -> u32 {
    c.type_of(id)
}

pub(super) fn mask_of(operands: Option<&ImageOperandsOperand>) -> ImageOperands {
    operands.map_or(ImageOperands::empty(), |o| o.flags())
}

/// Registers that the function holding instruction `index` computes derivatives: its entry
/// points must be of a model that may (`model`), in groups outside fragment shaders (`modes`).
pub(crate) fn limit_to_derivatives(
    c: &mut Checker<'_, '_>,
    index: usize,
    model: crate::limitations::Message,
    modes: crate::limitations::Message,
) {
    use crate::limitations::{Rule, derivative_group, derivative_models};
    c.limitations.register(&c.model, index, Rule::Model(derivative_models), model);
    c.limitations.register(&c.model, index, Rule::EntryPoint(derivative_group), modes);
}
