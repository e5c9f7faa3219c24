//! The image pass's checks of the QCOM image-processing instructions
//! (`ValidateImageProcessingQCOM`): the textures and samplers they read must be loaded from
//! variables with the decorations the instructions need.

use alloc::format;

use spirv_core::spec::{DecorationKind, Instruction};

use crate::checker::Checker;
use crate::error::Fault;

use super::common::data;

/// The instruction defining `id` and its index.
fn def_at<'m, 'a>(c: &Checker<'m, 'a>, id: u32) -> Option<(usize, &'m Instruction<'a>)> {
    let index = c.model.def_index(spirv_core::IdRef::new(id)?)?;
    Some((index, c.def(id)?))
}

/// The variable an `OpLoad` at `index` loads from, or spirv-val's error at that load when it
/// is no `OpLoad`.
fn loaded(c: &mut Checker<'_, '_>, index: usize, inst: &Instruction<'_>) -> Result<u32, Fault> {
    match inst {
        Instruction::Load { pointer, .. } => Ok(pointer.get()),
        _ => Err(data(c, index, "Expect to see OpLoad")),
    }
}

/// Whether `variable` has `decoration`, or spirv-val's error at instruction `at`.
fn decorated(c: &mut Checker<'_, '_>, at: usize, variable: u32, decoration: DecorationKind) -> Result<(), Fault> {
    if c.decoration_table().has(variable, decoration) {
        return Ok(());
    }
    Err(data(c, at, format!("Missing decoration {}", decoration.name())))
}

/// `ValidateImageProcessingQCOMDecoration`: the texture `id` (loaded, or sampled through an
/// `OpSampledImage` of a loaded image) comes from a variable decorated `decoration`.
fn texture(c: &mut Checker<'_, '_>, id: u32, decoration: DecorationKind) -> Result<(), Fault> {
    let Some((mut index, mut inst)) = def_at(c, id) else { return Ok(()) };
    if let Instruction::SampledImage { image, .. } = inst {
        let Some(found) = def_at(c, image.get()) else { return Ok(()) };
        (index, inst) = found;
    }
    let variable = loaded(c, index, inst)?;
    decorated(c, index, variable, decoration)
}

/// `ValidateImageProcessing2QCOMWindowDecoration`: the texture `id` of a window block match,
/// loaded (its variable decorated as both a texture and a sampler of block matches) or an
/// `OpSampledImage` (its image's variable the texture, its sampler's the sampler).
fn window(c: &mut Checker<'_, '_>, id: u32) -> Result<(), Fault> {
    let Some((index, inst)) = def_at(c, id) else { return Ok(()) };
    let Instruction::SampledImage { image, sampler, .. } = inst else {
        let variable = loaded(c, index, inst)?;
        decorated(c, index, variable, DecorationKind::BlockMatchTextureQCOM)?;
        return decorated(c, index, variable, DecorationKind::BlockMatchSamplerQCOM);
    };
    let Some((image_at, image_load)) = def_at(c, image.get()) else { return Ok(()) };
    let texture = loaded(c, image_at, image_load)?;
    decorated(c, index, texture, DecorationKind::BlockMatchTextureQCOM)?;
    let Some((sampler_at, sampler_load)) = def_at(c, sampler.get()) else { return Ok(()) };
    let sampler = loaded(c, sampler_at, sampler_load)?;
    decorated(c, index, sampler, DecorationKind::BlockMatchSamplerQCOM)
}

/// `ValidateImageProcessingQCOM`.
pub(super) fn check(c: &mut Checker<'_, '_>, inst: &Instruction<'_>) -> Result<(), Fault> {
    use Instruction as I;
    match inst {
        I::ImageSampleWeightedQCOM { weights, .. } => texture(c, weights.get(), DecorationKind::WeightTextureQCOM),
        I::ImageBlockMatchSSDQCOM { target, reference, .. } | I::ImageBlockMatchSADQCOM { target, reference, .. } => {
            texture(c, target.get(), DecorationKind::BlockMatchTextureQCOM)?;
            texture(c, reference.get(), DecorationKind::BlockMatchTextureQCOM)
        }
        I::ImageBlockMatchWindowSSDQCOM { target_sampled_image, reference_sampled_image, .. }
        | I::ImageBlockMatchWindowSADQCOM { target_sampled_image, reference_sampled_image, .. } => {
            window(c, target_sampled_image.get())?;
            window(c, reference_sampled_image.get())
        }
        I::ImageBlockMatchGatherSSDQCOM { target_sampled_image, reference_sampled_image, .. }
        | I::ImageBlockMatchGatherSADQCOM { target_sampled_image, reference_sampled_image, .. } => {
            texture(c, target_sampled_image.get(), DecorationKind::BlockMatchTextureQCOM)?;
            texture(c, reference_sampled_image.get(), DecorationKind::BlockMatchTextureQCOM)
        }
        _ => Ok(()),
    }
}
