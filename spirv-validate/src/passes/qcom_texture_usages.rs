//! `ValidateQCOMImageProcessingTextureUsages` (SPIRV-Tools' `source/val/validate_image.cpp`): a
//! texture decorated for the QCOM image-processing instructions (`WeightTextureQCOM`,
//! `BlockMatchTextureQCOM`, `BlockMatchSamplerQCOM`) is loaded and sampled only for them: no
//! other image instruction names its `OpLoad` or `OpSampledImage`.
//!
//! spirv-val records those loads and sampled images as its memory and image passes check them;
//! here they are found from the module once, only in a module that decorates a texture so, and
//! checked instruction by instruction in spirv-val's last walk (`passes/last_walk.rs`).

use alloc::vec::Vec;

use spirv_core::spec::{DecorationKind, Instruction, Op};

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::operands::Operand;

/// The decorations that reserve a texture for the QCOM instructions.
const RESERVING: [DecorationKind; 3] =
    [DecorationKind::WeightTextureQCOM, DecorationKind::BlockMatchTextureQCOM, DecorationKind::BlockMatchSamplerQCOM];

/// The image instructions whose operands are checked (`IsImageInstruction` but the QCOM ones).
fn checked(op: u16) -> bool {
    use Op as O;
    crate::opcodes::IMPLICIT_LOD.contains(op)
        || crate::opcodes::EXPLICIT_LOD.contains(op)
        || Op::from_u16(op).is_some_and(|op| {
            matches!(
                op,
                O::Image
                    | O::ImageFetch
                    | O::ImageSparseFetch
                    | O::ImageGather
                    | O::ImageDrefGather
                    | O::ImageSparseGather
                    | O::ImageSparseDrefGather
                    | O::ImageRead
                    | O::ImageSparseRead
                    | O::ImageWrite
                    | O::ImageQueryFormat
                    | O::ImageQueryOrder
                    | O::ImageQuerySizeLod
                    | O::ImageQuerySize
                    | O::ImageQueryLod
                    | O::ImageQueryLevels
                    | O::ImageQuerySamples
            )
        })
}

/// The loads of textures reserved for the QCOM instructions, and the images sampled from them
/// with those loads (their ids, sorted): `None` when the module reserves no texture.
pub(crate) fn consumers(c: &mut Checker<'_, '_>) -> Option<Vec<u32>> {
    let reserving = |kind: u32| RESERVING.iter().any(|&k| k as u32 == kind);
    if !c.model.decorations_in_order().iter().any(|d| reserving(d.decoration.to_u32())) {
        return None;
    }
    let table = c.decoration_table();
    let reserved = |id: u32| RESERVING.iter().any(|&k| table.has(id, k));
    let mut consumers: Vec<u32> = Vec::new();
    for inst in &c.module.instructions {
        match inst {
            Instruction::Load { result_id, pointer, .. } if reserved(pointer.get()) => consumers.push(result_id.get()),
            Instruction::SampledImage { result_id, image, .. } => {
                if let Some(Instruction::Load { result_id: load, pointer, .. }) = c.def(image.get())
                    && reserved(pointer.get())
                {
                    consumers.extend([load.get(), result_id.get()]);
                }
            }
            _ => {}
        }
    }
    consumers.sort_unstable();
    consumers.dedup();
    Some(consumers)
}

/// Instruction `index`: if an image instruction but the QCOM ones, it names none of the
/// `consumers`.
pub(crate) fn check_instruction(c: &mut Checker<'_, '_>, consumers: &[u32], index: usize) -> Result<(), Fault> {
    if !checked(c.opcode_at(index)) {
        return Ok(());
    }
    // spirv-val reads each operand's first word as an id.
    let names_consumer = c.operands.of(index).iter().any(|o| {
        let (Operand::Id(_, id) | Operand::RawId(id) | Operand::Word(id)) = *o else { return false };
        matches!(c.def(id), Some(Instruction::Load { .. } | Instruction::SampledImage { .. }))
            && consumers.binary_search(&id).is_ok()
    });
    if names_consumer {
        return Err(c.diag(
            ErrorKind::InvalidData,
            Some(index),
            "Illegal use of QCOM image processing decorated texture",
        ));
    }
    Ok(())
}
