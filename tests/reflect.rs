//! Reflection against SPIRV-Cross (`spirv-cross --reflect`, Debian's 2021.01.15+1.3.239.0) on
//! every corpus module it accepts, fact by fact: entry points and workgroup sizes; each
//! resource's set, binding, name, descriptor type and array sizes; block sizes and member
//! offsets and names; stage inputs' and outputs' locations and names; push-constant members;
//! specialization constants' ids, names and defaults. Where this version of spirv-cross does
//! not say a fact, or says it wrongly, the case is counted as excluded with its reason (see
//! `src/spirv_cross.rs` for what it leaves out).

use std::collections::BTreeMap;

use spirv_core::Module;
use spirv_model::Model;
use spirv_model::reflect::{ArraySize, BlockLayout, DescriptorType, Member, Reflection};
use spirv_workspace::spirv_cross::{self as cross, TypeRef, WorkgroupDim};
use spirv_workspace::{corpus_modules, parallel_map};

/// Per fact: agreements, disagreements (with what differs), exclusions by reason.
#[derive(Default)]
struct Tally {
    facts: BTreeMap<&'static str, Fact>,
}

#[derive(Default)]
struct Fact {
    agree: usize,
    disagree: Vec<String>,
    excluded: BTreeMap<&'static str, usize>,
}

impl Tally {
    fn check(&mut self, fact: &'static str, ok: bool, what: impl FnOnce() -> String) {
        let f = self.facts.entry(fact).or_default();
        if ok {
            f.agree += 1;
        } else {
            f.disagree.push(what());
        }
    }

    fn exclude(&mut self, fact: &'static str, reason: &'static str) {
        *self.facts.entry(fact).or_default().excluded.entry(reason).or_default() += 1;
    }

    fn merge(&mut self, other: Tally) {
        for (name, f) in other.facts {
            let mine = self.facts.entry(name).or_default();
            mine.agree += f.agree;
            mine.disagree.extend(f.disagree);
            for (reason, n) in f.excluded {
                *mine.excluded.entry(reason).or_default() += n;
            }
        }
    }
}

fn descriptor(t: cross::DescriptorType) -> DescriptorType {
    match t {
        cross::DescriptorType::Sampler => DescriptorType::Sampler,
        cross::DescriptorType::CombinedImageSampler => DescriptorType::CombinedImageSampler,
        cross::DescriptorType::SampledImage => DescriptorType::SampledImage,
        cross::DescriptorType::StorageImage => DescriptorType::StorageImage,
        cross::DescriptorType::UniformTexelBuffer => DescriptorType::UniformTexelBuffer,
        cross::DescriptorType::StorageTexelBuffer => DescriptorType::StorageTexelBuffer,
        cross::DescriptorType::UniformBuffer => DescriptorType::UniformBuffer,
        cross::DescriptorType::StorageBuffer => DescriptorType::StorageBuffer,
        cross::DescriptorType::InputAttachment => DescriptorType::InputAttachment,
        cross::DescriptorType::AccelerationStructure => DescriptorType::AccelerationStructure,
    }
}

/// Whether our array sizes are spirv-cross's (a spec-constant size is its constant's id there).
fn same_array(model: &Model<'_, '_>, ours: &[ArraySize], theirs: &[cross::ArraySize]) -> bool {
    ours.len() == theirs.len()
        && ours.iter().zip(theirs).all(|(o, t)| match (o, t) {
            (ArraySize::Literal(a), cross::ArraySize::Literal(b)) => a == b,
            (ArraySize::Runtime, cross::ArraySize::Runtime) => true,
            (ArraySize::SpecConstant { default, .. }, cross::ArraySize::SpecConstant(id)) => {
                let value = spirv_core::IdRef::new(*id).and_then(|id| model.evaluate(id)).and_then(|v| v.to_u64());
                value == Some(u64::from(*default))
            }
            _ => false,
        })
}

/// Compares the members of a block with a `types` entry of spirv-cross, nested structs too.
fn compare_members(
    tally: &mut Tally,
    name: &str,
    ours: &[Member],
    theirs: &cross::TypeDecl,
    types: &BTreeMap<u32, cross::TypeDecl>,
    depth: u32,
) {
    tally.check("block member count", ours.len() == theirs.members.len(), || {
        format!("{name}: {} members, spirv-cross {}", ours.len(), theirs.members.len())
    });
    for (o, t) in ours.iter().zip(&theirs.members) {
        tally.check("member offset", o.offset == t.offset, || {
            format!("{name}.{}: offset {:?}, spirv-cross {:?}", o.name, o.offset, t.offset)
        });
        if cross::is_fallback_name(&t.name) {
            tally.exclude("member name", "spirv-cross made the name up");
        } else {
            tally.check("member name", o.name == t.name, || {
                format!("{name}: member {:?}, spirv-cross {:?}", o.name, t.name)
            });
        }
        if t.array_stride.is_some() {
            tally.check("member array stride", o.array_stride == t.array_stride, || {
                format!("{name}.{}: array stride {:?}, spirv-cross {:?}", o.name, o.array_stride, t.array_stride)
            });
        }
        if t.matrix_stride.is_some() {
            tally.check(
                "member matrix stride",
                o.matrix_stride == t.matrix_stride && o.row_major == t.row_major,
                || {
                    format!(
                        "{name}.{}: matrix stride {:?} {}, spirv-cross {:?} {}",
                        o.name, o.matrix_stride, o.row_major, t.matrix_stride, t.row_major
                    )
                },
            );
        }
        // (A physical pointer's pointee is not inside the block.)
        if let (TypeRef::Id(id), Some(depth), false) = (&t.ty, depth.checked_sub(1), t.physical_pointer)
            && let Some(inner) = types.get(id)
            && !inner.members.is_empty()
        {
            compare_members(tally, &format!("{name}.{}", o.name), &o.members, inner, types, depth);
        }
    }
}

fn compare_block(tally: &mut Tally, what: &str, ours: Option<&BlockLayout>, ty: &TypeRef, r: &cross::Reflection) {
    let Some(decl) = (match ty {
        TypeRef::Id(id) => r.types.get(id),
        TypeRef::Glsl(_) => None,
    }) else {
        return;
    };
    match ours {
        Some(block) => compare_members(tally, what, &block.members, decl, &r.types, 8),
        None => tally.check("block layout", false, || format!("{what}: no block layout")),
    }
}

/// The module's first entry point's interface, and whether its version lets spirv-cross list
/// only what the interface names (SPIR-V 1.4 and later).
fn first_interface(model: &Model<'_, '_>) -> Option<Vec<u32>> {
    let e = model.entry_points().first()?;
    Some(e.interface.iter().map(|i| i.get()).collect())
}

fn compare(name: &str, bytes: &[u8]) -> Option<Tally> {
    let theirs = cross::reflect(bytes).ok()?;
    let module = Module::decode(bytes).ok()?;
    let model = Model::new(&module);
    let ours = Reflection::new(&model);
    let mut tally = Tally::default();
    let version_1_4 = module.header.spirv_version().is_some_and(|v| v >= spirv_core::Version::new(1, 4));

    // Entry points: the same names and stages (spirv-cross sorts them and spells task, mesh and
    // kernel stages "???").
    let mut a: Vec<(String, Option<String>)> = ours
        .entry_points
        .iter()
        .map(|e| {
            let known = cross::execution_model(cross_mode(e.execution_model)).is_some();
            (e.name.clone(), known.then(|| e.execution_model.name().to_string()))
        })
        .collect();
    let mut b: Vec<(String, Option<String>)> = theirs
        .entry_points
        .iter()
        .map(|e| (e.name.clone(), e.execution_model().map(|m| m.name().to_string())))
        .collect();
    a.sort();
    b.sort();
    tally.check("entry points", a == b, || format!("{name}: {a:?}, spirv-cross {b:?}"));

    // Workgroup sizes of the first entry point (whose spec constants spirv-cross reads).
    if let (Some(first), Some(e)) = (model.entry_points().first(), ours.entry_points.first())
        && let Some(t) =
            theirs.entry_points.iter().find(|t| t.name == e.name && t.execution_model() == Some(first.execution_model))
        && let Some(size) = t.workgroup_size
    {
        let local_size_id = first.modes.iter().any(|m| matches!(m, spirv_core::spec::ExecutionMode::LocalSizeId(..)));
        for i in 0..3 {
            let (value, spec_id) = (e.workgroup_size.map(|w| w[i]), e.workgroup_size_spec_ids.and_then(|s| s[i]));
            match size[i] {
                WorkgroupDim::Literal(0) if local_size_id && spec_id.is_none() => {
                    tally.exclude("workgroup size", "LocalSizeId of a plain constant, which spirv-cross reads as 0")
                }
                WorkgroupDim::Literal(n) => {
                    tally.check("workgroup size", value == Some(n) && spec_id.is_none(), || {
                        format!("{name}: part {i} is {value:?} (SpecId {spec_id:?}), spirv-cross {n}")
                    })
                }
                WorkgroupDim::SpecId(id) => tally.check("workgroup size", spec_id == Some(id), || {
                    format!("{name}: part {i} has SpecId {spec_id:?}, spirv-cross {id}")
                }),
            }
        }
    }

    // Descriptors, matched by set, binding and kind.
    let interface = first_interface(&model).unwrap_or_default();
    let mut matched = Vec::new();
    for t in theirs.resources.iter().filter(|r| r.descriptor_type().is_some()) {
        let Some(want) = t.descriptor_type().map(descriptor) else { continue };
        let found = ours
            .resources
            .iter()
            .position(|o| {
                o.set == t.set && o.binding == t.binding && o.descriptor_type == want && !matched.contains(&o.id)
            })
            .or_else(|| {
                ours.resources.iter().position(|o| o.set == t.set && o.binding == t.binding && !matched.contains(&o.id))
            });
        let Some(i) = found else {
            tally.check("resource", false, || {
                format!("{name}: no resource at set {:?} binding {:?} ({want:?})", t.set, t.binding)
            });
            continue;
        };
        let o = &ours.resources[i];
        matched.push(o.id);
        let what = format!("{name}: set {:?} binding {:?}", t.set, t.binding);
        tally.check("resource", true, String::new);
        if matches!(o.descriptor_type, DescriptorType::BlockMatchImage | DescriptorType::SampleWeightImage)
            && want == DescriptorType::SampledImage
        {
            // VK_QCOM_image_processing binds images decorated BlockMatchTextureQCOM and
            // WeightTextureQCOM as VK_DESCRIPTOR_TYPE_BLOCK_MATCH_IMAGE_QCOM and
            // VK_DESCRIPTOR_TYPE_SAMPLE_WEIGHT_IMAGE_QCOM, which this spirv-cross does not know.
            tally.exclude("descriptor type", "a QCOM image-processing image, which spirv-cross calls a sampled image");
        } else {
            tally.check("descriptor type", o.descriptor_type == want, || {
                format!("{what}: {:?}, spirv-cross {want:?}", o.descriptor_type)
            });
        }
        if cross::is_fallback_name(&t.name) {
            tally.exclude("resource name", "spirv-cross made the name up");
        } else {
            // spirv-cross names buffers after their block type, ours after the variable first,
            // after the block type when the variable has no name or an empty one.
            let block_name = o.block.as_ref().map(|b| b.type_name.as_str());
            let variable_named = model.name(o.id).is_some_and(|n| !n.as_bytes().is_empty());
            let ok = o.name == t.name || (variable_named && block_name == Some(t.name.as_str()));
            tally.check("resource name", ok, || {
                format!("{what}: {:?} (block {block_name:?}), spirv-cross {:?}", o.name, t.name)
            });
        }
        tally.check("resource array", same_array(&model, &o.array, &t.array), || {
            format!("{what}: {:?}, spirv-cross {:?}", o.array, t.array)
        });
        if let Some(size) = t.block_size {
            tally.check("block size", o.block.as_ref().map(|b| b.size) == Some(size), || {
                format!("{what}: {:?}, spirv-cross {size}", o.block.as_ref().map(|b| b.size))
            });
        }
        compare_block(&mut tally, &what, o.block.as_ref(), &t.ty, &theirs);
        if t.input_attachment_index.is_some() {
            tally.check("input attachment index", o.input_attachment_index == t.input_attachment_index, || {
                format!("{what}: {:?}, spirv-cross {:?}", o.input_attachment_index, t.input_attachment_index)
            });
        }
        if let Some(image) = t.image() {
            let ok = o.image.as_ref().is_some_and(|i| {
                i.dim == image.dim.name().strip_prefix("Dim").unwrap_or(image.dim.name())
                    && i.arrayed == image.arrayed
                    && i.multisampled == image.multisampled
            });
            tally.check("image type", ok, || format!("{what}: {:?}, spirv-cross {image:?}", o.image));
        }
        if let Some(format) = t.image_format() {
            let ours_format = o.image.as_ref().map(|i| i.format.as_str());
            tally.check("storage image format", ours_format == Some(format.name()), || {
                format!("{what}: {ours_format:?}, spirv-cross {format:?}")
            });
        }
        if matches!(want, DescriptorType::StorageImage | DescriptorType::StorageTexelBuffer) {
            tally.check(
                "storage image NonWritable / NonReadable",
                o.access.non_writable == t.readonly && o.access.non_readable == t.writeonly,
                || format!("{what}: {:?}, spirv-cross readonly {} writeonly {}", o.access, t.readonly, t.writeonly),
            );
        }
        if matches!(want, DescriptorType::StorageBuffer) {
            tally.check("storage buffer NonWritable", o.access.non_writable == t.readonly, || {
                format!("{what}: NonWritable {}, spirv-cross readonly {}", o.access.non_writable, t.readonly)
            });
        }
    }
    // Ours that spirv-cross does not list: from 1.4 on it lists only the first entry point's
    // interface.
    for o in ours.resources.iter().filter(|o| !matched.contains(&o.id)) {
        if version_1_4 && !interface.contains(&o.id.get()) {
            tally.exclude("resource", "not in the first entry point's interface (SPIR-V 1.4+)");
        } else {
            tally.check("resource", false, || {
                format!("{name}: ours {:?} {:?} {:?} not listed by spirv-cross", o.set, o.binding, o.descriptor_type)
            });
        }
    }

    // Push constants: the block of the first entry point.
    for t in theirs.resources.iter().filter(|r| r.kind == cross::ResourceKind::PushConstants) {
        let o = ours
            .push_constants
            .iter()
            .find(|p| p.name == t.name || p.block.as_ref().is_some_and(|b| b.type_name == t.name));
        let o = o.or(ours.push_constants.first());
        tally.check("push constants", o.is_some(), || format!("{name}: no push constants"));
        if let Some(o) = o {
            compare_block(&mut tally, &format!("{name}: push constants"), o.block.as_ref(), &t.ty, &theirs);
        }
    }

    // Stage inputs and outputs of the first entry point, by location (spirv-cross lists no
    // built-ins).
    // (Ours are in module order: the first is the module's first.)
    if let Some(e) = ours.entry_points.first() {
        for (fact, theirs_vars, ours_vars) in
            [("input", &theirs.inputs, &e.inputs), ("output", &theirs.outputs, &e.outputs)]
        {
            // Matched by location, then among several at a location (components, dual-source
            // indices) by name; a block with locations on its members by its name or its type's.
            let block_name = |o: &spirv_model::reflect::InterfaceVariable| {
                model
                    .result_type(o.id)
                    .map(|t| model.innermost(t))
                    .and_then(|b| model.name(b))
                    .map(|n| n.to_string_lossy().into_owned())
            };
            for t in theirs_vars {
                let named = |o: &&spirv_model::reflect::InterfaceVariable| {
                    o.name == t.name || block_name(o).as_deref() == Some(&t.name)
                };
                let candidates: Vec<_> = ours_vars
                    .iter()
                    .filter(|o| o.builtin.is_none() && o.member_builtins.is_empty() && o.location == t.location)
                    .collect();
                let o = candidates
                    .iter()
                    .find(|o| named(o))
                    .or(candidates.first().filter(|_| t.location.is_some()))
                    .copied();
                tally.check(fact, o.is_some(), || {
                    format!("{name}: no {fact} at location {:?} ({:?})", t.location, t.name)
                });
                if let Some(o) = o {
                    if cross::is_fallback_name(&t.name) {
                        tally.exclude("interface name", "spirv-cross made the name up");
                    } else {
                        let block = block_name(o);
                        tally.check("interface name", o.name == t.name || block.as_deref() == Some(&t.name), || {
                            format!("{name}: {fact} {:?}, spirv-cross {:?}", o.name, t.name)
                        });
                    }
                    tally.check("interface array", same_array(&model, &o.array, &t.array), || {
                        format!("{name}: {fact} {}: {:?}, spirv-cross {:?}", o.name, o.array, t.array)
                    });
                }
            }
            let listed = ours_vars.iter().filter(|o| o.builtin.is_none() && o.member_builtins.is_empty()).count();
            tally.check("interface count", listed == theirs_vars.len(), || {
                format!("{name}: {listed} {fact}s, spirv-cross {}", theirs_vars.len())
            });
        }
    }

    // Specialization constants, by result id.
    for t in &theirs.specialization_constants {
        let o = ours.specialization_constants.iter().find(|o| o.id.get() == t.result_id);
        tally.check("spec constant", o.is_some_and(|o| o.spec_id == t.spec_id), || {
            format!("{name}: %{} SpecId {}: ours {o:?}", t.result_id, t.spec_id)
        });
        if let Some(o) = o {
            tally.check("spec constant name", o.name == t.name, || {
                format!("{name}: {:?}, spirv-cross {:?}", o.name, t.name)
            });
            if let Some(default) = t.default {
                let bits = model.constant(o.id).and_then(|c| match c {
                    spirv_model::Constant::Number(n) => Some(n.bits() as u32),
                    spirv_model::Constant::Bool(b) => Some(u32::from(b)),
                    _ => None,
                });
                tally.check("spec constant default", bits == Some(default.to_bits()) && o.default.is_some(), || {
                    format!("{name}: {}: {:?} ({bits:?}), spirv-cross {default:?}", o.name, o.default)
                });
            }
        }
    }
    tally.check(
        "spec constant count",
        ours.specialization_constants.len() == theirs.specialization_constants.len(),
        || {
            format!(
                "{name}: {} spec constants, spirv-cross {}",
                ours.specialization_constants.len(),
                theirs.specialization_constants.len()
            )
        },
    );
    Some(tally)
}

/// spirv-cross's mode name of an execution model (for telling the stages it names).
fn cross_mode(m: spirv_core::spec::ExecutionModel) -> &'static str {
    use spirv_core::spec::ExecutionModel as E;
    match m {
        E::Vertex => "vert",
        E::TessellationControl => "tesc",
        E::TessellationEvaluation => "tese",
        E::Geometry => "geom",
        E::Fragment => "frag",
        E::GLCompute => "comp",
        E::RayGenerationKHR => "rgen",
        E::IntersectionKHR => "rint",
        E::AnyHitKHR => "rahit",
        E::ClosestHitKHR => "rchit",
        E::MissKHR => "rmiss",
        E::CallableKHR => "rcall",
        _ => "???",
    }
}

#[test]
fn reflection_agrees_with_spirv_cross() {
    let modules = corpus_modules();
    let results = parallel_map(&modules, |(name, bytes)| compare(name, bytes));
    let compared = results.iter().filter(|r| r.is_some()).count();
    let mut tally = Tally::default();
    for t in results.into_iter().flatten() {
        tally.merge(t);
    }
    eprintln!("{compared} corpus modules that spirv-cross reflects");
    let mut failures = Vec::new();
    for (fact, f) in &tally.facts {
        let excluded: usize = f.excluded.values().sum();
        eprintln!("{fact}: {} agree, {} disagree, {excluded} excluded {:?}", f.agree, f.disagree.len(), f.excluded);
        failures.extend(f.disagree.iter().take(8).map(|d| format!("{fact}: {d}")));
    }
    // The figure in spirv_model::reflect's docs (spirv-model/src/reflect/mod.rs): all 1,999 corpus
    // modules spirv-cross reflects.
    assert_eq!(compared, 1_999, "modules compared");
    assert!(
        failures.is_empty(),
        "{} disagreements, first:\n{}",
        tally.facts.values().map(|f| f.disagree.len()).sum::<usize>(),
        failures.join("\n")
    );
}
