//! Reflection: what a module needs bound to run, per entry point and for the whole module.
//!
//! [`Reflection::new`] gives the descriptor bindings (in Vulkan's terms), block layouts,
//! push-constant blocks, stage inputs and outputs, specialization constants and workgroup
//! sizes of a [`Model`]. Everything is owned and, with the `serde` feature, `Serialize`d as
//! `spirv reflect --json` prints it.
//!
//! # What it states
//!
//! `Reflection` is what a Vulkan renderer needs to build its descriptor-set and pipeline layouts:
//! descriptor bindings in Vulkan's terms (`Sampler`, `CombinedImageSampler`, `SampledImage`,
//! `StorageImage`, `UniformTexelBuffer`, `StorageTexelBuffer`, `UniformBuffer`, `StorageBuffer`,
//! `InputAttachment` with its index, `AccelerationStructure`, the QCOM image-processing types,
//! `Tensor`), their array sizes (a specialization-constant size evaluated at its default, with its
//! `SpecId`; 0 for a runtime array), image operands, block layouts (member names, offsets, offsets
//! from the block's start, sizes, padded sizes (the bytes to the next member), the stride of every
//! array dimension, matrix strides, row-major, nested structs, whether the code reaches each
//! member, the block's size and a trailing runtime array's stride), access (`NonWritable` /
//! `NonReadable`, and whether the code reads or writes it, following access chains, copies,
//! loaded images and function arguments) and the entry points whose call graphs use each;
//! push-constant blocks; per entry point the workgroup size (a `WorkgroupSize` built-in,
//! `LocalSizeId`, `LocalSize`; specialization constants at their defaults, with their
//! `SpecId`s) and stage inputs and outputs (location, component, built-in, type, interpolation
//! and `Patch` / `PerPrimitiveEXT` decorations); specialization constants (`SpecId`, name, type,
//! default).
//!
//! Naming: a resource or push-constant block is called by its variable's `OpName`, or, when the
//! variable has none or an empty one (glslang's anonymous blocks, `uniform Globals { .. };`), by
//! its block type's, as spirv-cross calls it. Entry points are told apart by name and execution
//! model (a module linked from a vertex and a fragment shader has two `main`s), and `used_by`
//! names both. Access is what the code does: an image only stored to is written, not read
//! (loading its handle reads nothing). A `SpecId` on a constant Vulkan does not specialize
//! (glslang puts one on the `OpSpecConstantOp` of `layout(constant_id = 105) const uint64_t x =
//! y + 1UL;`) is listed apart, in `ignored_spec_ids`, and not offered as a specialization constant.
//! Reflection's ids are the model's `IdRef`s (`model.type_of(resource.id)`), and
//! `Model::block_at` finds the block holding an instruction. Like the model, it never fails: on a
//! damaged module what is undefined is `None`.
//!
//! # How it is checked
//!
//! Against the references (CI): `tests/reflect.rs` compares every fact `spirv-cross --reflect`
//! states with ours on all 1,999 corpus modules it accepts (the test holds that number: entry
//! points, workgroup sizes, each resource's set, binding, name, descriptor type, array sizes,
//! image type, format and access decorations, block sizes, member offsets, names and strides,
//! push constants, stage inputs' and outputs' locations and names, specialization constants' ids,
//! names and defaults): 0 disagreements; the exclusions are counted with their reasons (names
//! spirv-cross makes up, QCOM image-processing images it does not know, a `LocalSizeId` constant
//! it reads as 0, resources outside its first entry point's interface). `tests/reflect_cases.rs`
//! covers SPIRV-Reflect's issues #110 (arrays sized by specialization constants), #325
//! (`OpInBoundsAccessChain`) and #290 (push-constant sizes); `tests/vulkan_layout.rs` checks on
//! lavapipe that block offsets are where the driver reads.
//!
//! Measured against SPIRV-Reflect's own goldens, by a command not run in CI (its `tests/`
//! directory is not shipped here): `cargo run --example reflect_goldens -- DIR` on a copy of it
//! (`examples/reflect_goldens.rs`) found 98.06 % of the 11,009 facts both state agree (bindings,
//! descriptor types, image operands, access flags, member offsets, absolute offsets, sizes,
//! padded sizes, strides, member use, push constants, interface variables, specialization
//! constants); every disagreement left is a documented SPIRV-Reflect convention or defect (sizes
//! rounded up to 16 bytes, `OpSpecConstantOp` array lengths read as their opcode, member use not
//! followed through chained access chains or whole-object copies, arrays of buffer references
//! losing their length), explained in the file.
//!
//! `spirv reflect` prints it as a table or as JSON (the crate spirv-cli documents the schema).

mod display;
mod layout;
mod results;
mod type_names;
mod usage;

pub use results::*;

use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::spec::{BuiltIn, Decoration, Dim, ExecutionMode, Instruction, StorageClass};

use crate::model::Model;
use crate::types::Type;
use type_names::{array_sizes, specializable_spec_id, type_name};
use usage::usages;

impl Reflection {
    /// Reflects `model`'s module.
    pub fn new(model: &Model<'_, '_>) -> Reflection {
        let module = &model.module;
        // The global variables, by storage class.
        let mut variables: Vec<(IdRef, StorageClass)> = Vec::new();
        for inst in &module.instructions {
            if let Instruction::Variable { result_id, storage_class, .. } = inst
                && *storage_class != StorageClass::Function
            {
                variables.push((IdRef::from(*result_id), *storage_class));
            }
        }
        let ids: Vec<IdRef> = variables.iter().map(|&(id, _)| id).collect();
        // Per entry point, how its code uses each global variable.
        let per_entry: Vec<Vec<usage::Usage>> =
            model.entry_points().iter().map(|e| usages(model, &model.reachable_functions(e.function), &ids)).collect();
        let used_by = |i: usize| -> Vec<EntryPointRef> {
            let mut entries: Vec<EntryPointRef> = Vec::new();
            for (e, usage) in model.entry_points().iter().zip(&per_entry) {
                let entry = EntryPointRef { name: e.name.to_string_lossy().into(), execution_model: e.execution_model };
                // A module may declare the same entry point twice.
                if usage[i].used && !entries.contains(&entry) {
                    entries.push(entry);
                }
            }
            entries
        };
        let mut resources = Vec::new();
        let mut push_constants = Vec::new();
        for (i, &(id, storage)) in variables.iter().enumerate() {
            let name = || variable_name(model, id);
            match storage {
                StorageClass::UniformConstant | StorageClass::Uniform | StorageClass::StorageBuffer => {
                    let Some(mut resource) = resource(model, id, storage) else { continue };
                    let mut access = resource.access;
                    for usage in &per_entry {
                        access.read |= usage[i].read;
                        access.written |= usage[i].written;
                        if let Some(block) = &mut resource.block {
                            mark_used(&mut block.members, &usage[i].member_paths);
                        }
                    }
                    resources.push(Resource { access, used_by: used_by(i), ..resource });
                }
                StorageClass::PushConstant => {
                    let block = model.result_type(id).map(|t| model.innermost(t));
                    let mut block = block.and_then(|b| layout::block_layout(model, b));
                    for usage in &per_entry {
                        if let Some(block) = &mut block {
                            mark_used(&mut block.members, &usage[i].member_paths);
                        }
                    }
                    push_constants.push(PushConstant { name: name(), id, block, used_by: used_by(i) });
                }
                _ => {}
            }
        }
        // The same for every entry point: found once.
        let builtin_size = workgroup_size_builtin(model);
        let entry_points = model
            .entry_points()
            .iter()
            .map(|e| {
                let (workgroup_size, workgroup_size_spec_ids) = workgroup_size(model, e, builtin_size).unzip();
                let interface = |wanted: StorageClass| {
                    e.interface
                        .iter()
                        .filter(|&v| variables.iter().any(|&(id, s)| id == v && s == wanted))
                        .map(|v| interface_variable(model, v))
                        .collect()
                };
                EntryPointReflection {
                    name: e.name.to_string_lossy().into(),
                    execution_model: e.execution_model,
                    workgroup_size,
                    workgroup_size_spec_ids,
                    inputs: interface(StorageClass::Input),
                    outputs: interface(StorageClass::Output),
                }
            })
            .collect();
        let mut specialization_constants = Vec::new();
        let mut ignored_spec_ids = Vec::new();
        // An id is a specialization constant only if some `OpSpecConstant*` defines it, before
        // the functions (where SPIR-V's layout puts constants): most modules have none, and then
        // the pass over every result id (each found by a visit of the instruction's operands)
        // would find nothing.
        let first_function = model.functions().first().map_or(module.instructions.len(), |f| f.instructions.start);
        let globals = module.instructions.get(..first_function).unwrap_or_default();
        let any_spec_constant =
            globals.iter().any(|inst| spirv_core::predicates::is_spec_constant(inst.opcode() as u16));
        let candidates: &[Instruction<'_>] = if any_spec_constant { globals } else { &[] };
        for inst in candidates {
            let Some(id) = inst.result_id().map(IdRef::from) else { continue };
            if !model.is_spec_constant(id) {
                continue;
            }
            let Some(spec_id) = model.spec_id(id) else { continue };
            let name = model.name(id).map(|n| n.to_string_lossy().into()).unwrap_or_default();
            if !model.is_specializable(id) {
                let instruction = inst.op().map_or("", |op| op.name());
                ignored_spec_ids.push(IgnoredSpecId { spec_id, name, id, instruction });
                continue;
            }
            specialization_constants.push(SpecializationConstant {
                spec_id,
                name,
                id,
                type_name: model.result_type(id).map(|t| type_name(model, t)).unwrap_or_default(),
                default: model.evaluate(id).and_then(ScalarValue::of),
            });
        }
        Reflection { entry_points, resources, push_constants, specialization_constants, ignored_spec_ids }
    }
}

/// Sets [`Member::used`] on the members the code reaches along `paths` (member indices from
/// the block down): each member on a path, and, for a path that reaches everything under its
/// end, everything under the member it ends at.
fn mark_used(members: &mut [Member], paths: &[(Vec<u32>, bool)]) {
    fn all(members: &mut [Member]) {
        for m in members {
            m.used = true;
            all(&mut m.members);
        }
    }
    for (path, whole) in paths {
        let mut level = &mut *members;
        let mut rest = path.as_slice();
        loop {
            let Some((&first, tail)) = rest.split_first() else {
                if *whole {
                    all(level);
                }
                break;
            };
            let Some(m) = level.get_mut(first as usize) else { break };
            m.used = true;
            level = &mut m.members;
            rest = tail;
        }
    }
}

/// A variable's name: its `OpName`, else (without one, or with an empty one: glslang's
/// anonymous blocks) its block type's.
fn variable_name(model: &Model<'_, '_>, id: IdRef) -> String {
    let named = |id: IdRef| model.name(id).filter(|n| !n.as_bytes().is_empty());
    if let Some(name) = named(id) {
        return name.to_string_lossy().into();
    }
    let block = model.result_type(id).map(|t| model.innermost(t));
    block.and_then(named).map(|n| n.to_string_lossy().into()).unwrap_or_default()
}

/// The resource the variable `id` of storage class `storage` is, if it is one (access from
/// decorations only).
fn resource(model: &Model<'_, '_>, id: IdRef, storage: StorageClass) -> Option<Resource> {
    let pointee = match model.type_of(id)? {
        Type::Pointer { pointee, .. } => pointee,
        _ => return None,
    };
    let (array, inner) = array_sizes(model, pointee);
    // Found once (a binary search), read up to seven times.
    let decorations = model.decorations(id);
    let decorated = |d: &Decoration<'_>| decorations.clone().any(|x| x == d);
    let mut image = None;
    let mut block = None;
    let descriptor_type = match (storage, model.ty(inner)?) {
        (StorageClass::UniformConstant, Type::Sampler) => DescriptorType::Sampler,
        (StorageClass::UniformConstant, Type::SampledImage { image: image_type }) => {
            image = image_info(model, image_type);
            match image.as_ref().map(|i| i.dim.as_str()) {
                Some("Buffer") => DescriptorType::UniformTexelBuffer,
                _ => DescriptorType::CombinedImageSampler,
            }
        }
        (StorageClass::UniformConstant, Type::Image(info)) => {
            image = image_info(model, inner);
            if decorated(&Decoration::WeightTextureQCOM) {
                DescriptorType::SampleWeightImage
            } else if decorated(&Decoration::BlockMatchTextureQCOM) {
                DescriptorType::BlockMatchImage
            } else {
                match (info.dim, info.sampled) {
                    (Dim::SubpassData, _) => DescriptorType::InputAttachment,
                    (Dim::Buffer, 2) => DescriptorType::StorageTexelBuffer,
                    (Dim::Buffer, _) => DescriptorType::UniformTexelBuffer,
                    (_, 2) => DescriptorType::StorageImage,
                    _ => DescriptorType::SampledImage,
                }
            }
        }
        (StorageClass::UniformConstant, Type::AccelerationStructure) => DescriptorType::AccelerationStructure,
        (StorageClass::UniformConstant, Type::Other(Instruction::TypeTensorARM { .. })) => DescriptorType::Tensor,
        (StorageClass::Uniform, Type::Struct { .. }) => {
            block = layout::block_layout(model, inner);
            match model.decorations(inner).any(|d| matches!(d, Decoration::BufferBlock)) {
                true => DescriptorType::StorageBuffer,
                false => DescriptorType::UniformBuffer,
            }
        }
        (StorageClass::StorageBuffer, Type::Struct { .. }) => {
            block = layout::block_layout(model, inner);
            DescriptorType::StorageBuffer
        }
        _ => return None,
    };
    // A block's members may carry the access decorations instead of the variable.
    let all_members = |d: &Decoration<'_>| match model.ty(inner) {
        Some(Type::Struct { members }) => {
            !members.is_empty() && (0..members.len() as u32).all(|m| model.member_decorations(inner, m).any(|x| x == d))
        }
        _ => false,
    };
    let access = Access {
        non_writable: decorated(&Decoration::NonWritable) || all_members(&Decoration::NonWritable),
        non_readable: decorated(&Decoration::NonReadable) || all_members(&Decoration::NonReadable),
        read: false,
        written: false,
    };
    let (set, binding) = (
        decorations.clone().find_map(|d| match d {
            Decoration::DescriptorSet(s) => Some(*s),
            _ => None,
        }),
        decorations.clone().find_map(|d| match d {
            Decoration::Binding(b) => Some(*b),
            _ => None,
        }),
    );
    let input_attachment_index = decorations.clone().find_map(|d| match d {
        Decoration::InputAttachmentIndex(i) => Some(*i),
        _ => None,
    });
    Some(Resource {
        set,
        binding,
        name: variable_name(model, id),
        id,
        descriptor_type,
        array,
        image,
        block,
        input_attachment_index,
        access,
        used_by: Vec::new(),
    })
}

fn image_info(model: &Model<'_, '_>, id: IdRef) -> Option<ImageInfo> {
    let Some(Type::Image(info)) = model.ty(id) else { return None };
    Some(ImageInfo {
        dim: String::from(info.dim.name().strip_prefix("Dim").unwrap_or(info.dim.name())),
        depth: info.depth,
        arrayed: info.arrayed,
        multisampled: info.multisampled,
        sampled: info.sampled,
        format: info.format.name().into(),
        sampled_type: type_name(model, info.sampled_type),
    })
}

/// The constituents of the first constant composite of three decorated `BuiltIn WorkgroupSize`,
/// which overrides the execution modes.
fn workgroup_size_builtin<'m>(model: &Model<'m, '_>) -> Option<&'m spirv_core::List<'m, IdRef>> {
    model.module.instructions.iter().find_map(|inst| {
        // Only these define a `Constant::Composite`; the first instruction that satisfies the
        // test below is the first definition of its id, so it is one of them.
        if !matches!(inst, Instruction::ConstantComposite { .. } | Instruction::SpecConstantComposite { .. }) {
            return None;
        }
        let id = inst.result_id()?;
        let decorated = model.decorations(id).any(|d| matches!(d, Decoration::BuiltIn(BuiltIn::WorkgroupSize)));
        match (decorated, model.constant(id)?) {
            (true, crate::Constant::Composite(parts)) if parts.len() == 3 => Some(parts),
            _ => None,
        }
    })
}

/// The workgroup size of entry point `e`, and the `SpecId`s of its parts; `builtin` is
/// [`workgroup_size_builtin`]'s answer.
#[allow(clippy::type_complexity)]
fn workgroup_size(
    model: &Model<'_, '_>,
    e: &crate::EntryPoint<'_, '_>,
    builtin: Option<&spirv_core::List<'_, IdRef>>,
) -> Option<([u32; 3], [Option<u32>; 3])> {
    let part = |id: IdRef| -> (u32, Option<u32>) {
        let value = model.evaluate(id).and_then(|v| v.to_u64()).map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX));
        (value, specializable_spec_id(model, id))
    };
    if let Some(parts) = builtin {
        let [x, y, z] = [0, 1, 2].map(|i| part(parts.get(i).unwrap_or(e.function)));
        return Some(([x.0, y.0, z.0], [x.1, y.1, z.1]));
    }
    for mode in e.modes.iter().rev() {
        match mode {
            ExecutionMode::LocalSizeId(x, y, z) => {
                let [x, y, z] = [*x, *y, *z].map(part);
                return Some(([x.0, y.0, z.0], [x.1, y.1, z.1]));
            }
            ExecutionMode::LocalSize(x, y, z) => return Some(([*x, *y, *z], [None; 3])),
            _ => {}
        }
    }
    None
}

/// A stage input or output variable.
fn interface_variable(model: &Model<'_, '_>, id: IdRef) -> InterfaceVariable {
    // Found once (a binary search), read five times.
    let decorations = model.decorations(id);
    let name = model.name(id).map(|n| n.to_string_lossy().into()).unwrap_or_default();
    let Some(Type::Pointer { pointee, .. }) = model.type_of(id) else {
        // Not a pointer: a damaged module.
        return InterfaceVariable {
            name,
            id,
            location: None,
            component: None,
            builtin: None,
            member_builtins: Vec::new(),
            type_name: String::new(),
            array: Vec::new(),
            decorations: Vec::new(),
        };
    };
    let (array, element) = array_sizes(model, pointee);
    let member_builtins = match model.ty(element) {
        Some(Type::Struct { members }) => (0..members.len() as u32)
            .filter_map(|m| {
                model.member_decorations(element, m).find_map(|d| match d {
                    Decoration::BuiltIn(b) => Some(String::from(b.name())),
                    _ => None,
                })
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut names = Vec::new();
    for d in decorations.clone() {
        if matches!(
            d,
            Decoration::Flat
                | Decoration::NoPerspective
                | Decoration::Centroid
                | Decoration::Sample
                | Decoration::Patch
                | Decoration::PerPrimitiveEXT
                | Decoration::PerVertexKHR
                | Decoration::Invariant
        ) {
            names.push(String::from(d.name()));
        }
    }
    InterfaceVariable {
        name,
        id,
        location: decorations.clone().find_map(|d| match d {
            Decoration::Location(l) => Some(*l),
            _ => None,
        }),
        component: decorations.clone().find_map(|d| match d {
            Decoration::Component(c) => Some(*c),
            _ => None,
        }),
        builtin: decorations.clone().find_map(|d| match d {
            Decoration::BuiltIn(b) => Some(String::from(b.name())),
            _ => None,
        }),
        member_builtins,
        type_name: type_name(model, element),
        array,
        decorations: names,
    }
}
