//! `ImagePass` (SPIRV-Tools' `source/val/validate_image.cpp`): the image types
//! (`OpTypeImage`, `OpTypeSampledImage`), `OpSampledImage` and where its result may be used,
//! `OpImageTexelPointer`, the sampling, fetch, gather, read, write and query instructions and
//! their sparse forms, the image operands of each, and the decorated textures the QCOM
//! image-processing instructions read.
//!
//! The execution models and modes that implicit-LOD instructions, `OpImageQueryLod` and reads of
//! `SubpassData` images need are registered as limitations of their functions
//! (`limitations.rs`), checked once every instruction is. Not yet: the textures the QCOM
//! instructions read, which no other instruction may use
//! (`ValidateQCOMImageProcessingTextureUsages`).

mod common;
mod instructions;
mod operands;
mod qcom;
mod type_checks;

use spirv_core::OpSet;
use spirv_core::spec::{Instruction, Op};

use crate::limitations::Message;

use crate::checker::Checker;
use crate::error::Fault;

/// The instructions this pass looks at: it accepts any other.
pub(crate) static OPCODES: OpSet = OpSet::new(&[
    Op::TypeImage,
    Op::TypeSampledImage,
    Op::SampledImage,
    Op::ImageTexelPointer,
    Op::ImageSampleImplicitLod,
    Op::ImageSampleExplicitLod,
    Op::ImageSampleDrefImplicitLod,
    Op::ImageSampleDrefExplicitLod,
    Op::ImageSampleProjImplicitLod,
    Op::ImageSampleProjExplicitLod,
    Op::ImageSampleProjDrefImplicitLod,
    Op::ImageSampleProjDrefExplicitLod,
    Op::ImageFetch,
    Op::ImageGather,
    Op::ImageDrefGather,
    Op::ImageRead,
    Op::ImageWrite,
    Op::Image,
    Op::ImageQueryFormat,
    Op::ImageQueryOrder,
    Op::ImageQuerySizeLod,
    Op::ImageQuerySize,
    Op::ImageQueryLod,
    Op::ImageQueryLevels,
    Op::ImageQuerySamples,
    Op::ImageSparseSampleImplicitLod,
    Op::ImageSparseSampleExplicitLod,
    Op::ImageSparseSampleDrefImplicitLod,
    Op::ImageSparseSampleDrefExplicitLod,
    Op::ImageSparseSampleProjImplicitLod,
    Op::ImageSparseSampleProjExplicitLod,
    Op::ImageSparseSampleProjDrefImplicitLod,
    Op::ImageSparseSampleProjDrefExplicitLod,
    Op::ImageSparseFetch,
    Op::ImageSparseGather,
    Op::ImageSparseDrefGather,
    Op::ImageSparseTexelsResident,
    Op::ImageSparseRead,
    Op::ImageSampleWeightedQCOM,
    Op::ImageBlockMatchSSDQCOM,
    Op::ImageBlockMatchSADQCOM,
    Op::ImageBlockMatchWindowSSDQCOM,
    Op::ImageBlockMatchWindowSADQCOM,
    Op::ImageBlockMatchGatherSSDQCOM,
    Op::ImageBlockMatchGatherSADQCOM,
]);

pub(crate) fn check<'m, 'a>(c: &mut Checker<'m, 'a>, index: usize, inst: &'m Instruction<'a>) -> Result<(), Fault> {
    let Some(op) = Op::from_u16(c.opcode_at(index)) else { return Ok(()) };
    if crate::opcodes::IMPLICIT_LOD.contains(op as u16) {
        common::limit_to_derivatives(
            c,
            index,
            Message::Opcode(
                "ImplicitLod instructions require Fragment, GLCompute, MeshEXT or TaskEXT execution model: ",
                op as u16,
            ),
            Message::Opcode(
                "ImplicitLod instructions require DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode \
                 for GLCompute, MeshEXT or TaskEXT execution model: ",
                op as u16,
            ),
        );
    }
    use Op as O;
    match op {
        O::TypeImage => type_checks::type_image(c, index),
        O::TypeSampledImage => type_checks::type_sampled_image(c, index, inst),
        O::SampledImage => type_checks::sampled_image(c, index, inst),
        O::ImageTexelPointer => type_checks::texel_pointer(c, index, inst),
        O::ImageSampleImplicitLod
        | O::ImageSampleExplicitLod
        | O::ImageSampleProjImplicitLod
        | O::ImageSampleProjExplicitLod
        | O::ImageSparseSampleImplicitLod
        | O::ImageSparseSampleExplicitLod => instructions::lod(c, index, op, inst),
        O::ImageSampleDrefImplicitLod
        | O::ImageSampleDrefExplicitLod
        | O::ImageSampleProjDrefImplicitLod
        | O::ImageSampleProjDrefExplicitLod
        | O::ImageSparseSampleDrefImplicitLod
        | O::ImageSparseSampleDrefExplicitLod => instructions::dref_lod(c, index, op, inst),
        O::ImageFetch | O::ImageSparseFetch => instructions::fetch(c, index, op, inst),
        O::ImageGather | O::ImageDrefGather | O::ImageSparseGather | O::ImageSparseDrefGather => {
            instructions::gather(c, index, op, inst)
        }
        O::ImageRead | O::ImageSparseRead => instructions::read(c, index, op, inst),
        O::ImageWrite => instructions::write(c, index, op, inst),
        O::Image => instructions::image(c, index, inst),
        O::ImageQueryFormat | O::ImageQueryOrder => instructions::query_format_or_order(c, index, inst),
        O::ImageQuerySizeLod => instructions::query_size_lod(c, index, inst),
        O::ImageQuerySize => instructions::query_size(c, index, inst),
        O::ImageQueryLod => instructions::query_lod(c, index, inst),
        O::ImageQueryLevels | O::ImageQuerySamples => instructions::query_levels_or_samples(c, index, op, inst),
        O::ImageSparseSampleProjImplicitLod
        | O::ImageSparseSampleProjExplicitLod
        | O::ImageSparseSampleProjDrefImplicitLod
        | O::ImageSparseSampleProjDrefExplicitLod => {
            Err(common::data(c, index, "Instruction reserved for future use, use of this instruction is invalid"))
        }
        O::ImageSparseTexelsResident => instructions::sparse_texels_resident(c, index, inst),
        O::ImageSampleWeightedQCOM
        | O::ImageBlockMatchSSDQCOM
        | O::ImageBlockMatchSADQCOM
        | O::ImageBlockMatchWindowSSDQCOM
        | O::ImageBlockMatchWindowSADQCOM
        | O::ImageBlockMatchGatherSSDQCOM
        | O::ImageBlockMatchGatherSADQCOM => qcom::check(c, inst),
        _ => Ok(()),
    }
}
