//! The reflection reference's own sanity check: Debian's `spirv-cross --reflect` (scripts/
//! spirv-cross.sh) on every corpus module, its JSON read by `spirv_workspace::spirv_cross`, and
//! the reading checked against facts of a few modules, known from their disassembly.

use spirv_core::spec::{Dim, ExecutionModel, ImageFormat};
use spirv_workspace::spirv_cross::{
    ArraySize, DescriptorType, Reflection, ResourceKind, Run, SampledType, SpecValue, TypeRef, WorkgroupDim, reflect,
    run_reflect,
};
use spirv_workspace::{corpus_dir, corpus_modules, parallel_map};
use std::collections::BTreeMap;

/// How many corpus modules spirv-cross 2021.01.15+1.3.239.0 accepts: 1,999 of 2,018, less a
/// margin. It rejects the 19 others with a message (none crashes or hangs): 5 without an entry
/// point (libraries), 11 with instructions this version does not know (cooperative matrices,
/// replicated composites: "Currently no block to insert opcode."), 2 with an `OpConstantNull`
/// array sized by a spec constant, 1 with an empty uniform block.
const MIN_ACCEPTED: usize = 1_990;

/// Inconsistencies in one module's reading: references to types that `types` does not list,
/// kinds without their facts.
fn check(r: &Reflection) -> Vec<String> {
    let mut problems = Vec::new();
    let mut type_ref = |what: &str, t: &TypeRef| {
        if let TypeRef::Id(id) = t
            && !r.types.contains_key(id)
        {
            problems.push(format!("{what} refers to _{id}, which types does not list"));
        }
    };
    for res in &r.resources {
        type_ref(&res.name, &res.ty);
    }
    for v in r.inputs.iter().chain(&r.outputs) {
        type_ref(&v.name, &v.ty);
    }
    for (id, t) in &r.types {
        for m in &t.members {
            type_ref(&format!("_{id}.{}", m.name), &m.ty);
        }
    }
    if !r.unknown_keys.is_empty() {
        problems.push(format!("unknown top-level keys {:?}", r.unknown_keys));
    }
    for e in &r.entry_points {
        let compute = e.execution_model() == Some(ExecutionModel::GLCompute);
        if compute != e.workgroup_size.is_some() {
            problems.push(format!("entry point {} ({}): workgroup size {:?}", e.name, e.mode, e.workgroup_size));
        }
        if e.execution_model().is_none() && e.mode != "???" {
            problems.push(format!("entry point {}: unknown mode {}", e.name, e.mode));
        }
    }
    for res in &r.resources {
        let image = matches!(
            res.kind,
            ResourceKind::Textures | ResourceKind::SeparateImages | ResourceKind::Images | ResourceKind::SubpassInputs
        );
        if image != res.image().is_some() {
            problems.push(format!("{} in {}: type {:?}", res.name, res.kind.key(), res.ty));
        }
        if res.format.is_some() && res.image_format().is_none() {
            problems.push(format!("{}: format {:?}", res.name, res.format));
        }
        let block = matches!(res.kind, ResourceKind::Ubos | ResourceKind::Ssbos);
        if block != res.block_size.is_some()
            || (block || res.kind == ResourceKind::PushConstants) != matches!(res.ty, TypeRef::Id(_))
        {
            problems.push(format!(
                "{} in {}: type {:?}, block size {:?}",
                res.name,
                res.kind.key(),
                res.ty,
                res.block_size
            ));
        }
        if res.kind == ResourceKind::PushConstants && (res.set.is_some() || res.binding.is_some()) {
            problems.push(format!("push constants {} with a set or binding", res.name));
        }
    }
    problems
}

/// spirv-cross on every corpus module, in parallel: every JSON it writes reads, consistently, and
/// it accepts at least [`MIN_ACCEPTED`] modules. Prints the counts by outcome.
#[test]
fn reflects_the_corpus() {
    let modules = corpus_modules();
    let runs = parallel_map(&modules, |(name, bytes)| {
        let run = run_reflect(bytes);
        let read = match &run {
            Run::Json(json) => Some(Reflection::parse(json).map_err(|e| format!("{name}: {e}")).and_then(|r| {
                let problems = check(&r);
                if problems.is_empty() { Ok(()) } else { Err(format!("{name}: {}", problems.join("; "))) }
            })),
            _ => None,
        };
        (run, read)
    });
    let mut accepted = 0;
    let mut failures = Vec::new();
    let mut classes: BTreeMap<(&str, String), Vec<&str>> = BTreeMap::new();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for ((name, _), (run, read)) in modules.iter().zip(&runs) {
        let outcome = match run {
            Run::Json(_) => "accepted",
            Run::Rejected { .. } => "rejected",
            Run::Crashed { .. } => "crashed",
            Run::TimedOut { .. } => "timed out",
        };
        *counts.entry(outcome).or_default() += 1;
        match read {
            Some(Ok(())) => accepted += 1,
            Some(Err(e)) => failures.push(e.clone()),
            None => classes.entry((outcome, run.message())).or_default().push(name),
        }
    }
    let count = |o: &str| counts.get(o).copied().unwrap_or(0);
    println!(
        "spirv-cross --reflect on {} corpus modules: {} accepted, {} rejected, {} crashed, {} timed out",
        modules.len(),
        count("accepted"),
        count("rejected"),
        count("crashed"),
        count("timed out")
    );
    for ((outcome, message), names) in &classes {
        println!("{outcome} ({}): {message}", names.len());
        for n in names {
            println!("    {n}");
        }
    }
    assert!(failures.is_empty(), "{} outputs do not read:\n{}", failures.len(), failures.join("\n"));
    assert!(
        accepted >= MIN_ACCEPTED,
        "spirv-cross accepts {accepted} corpus modules, fewer than {MIN_ACCEPTED}: is it the version scripts/spirv-cross.sh installs?"
    );
}

fn corpus_module(name: &str) -> Vec<u8> {
    let path = corpus_dir().join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn reflect_corpus(name: &str) -> Reflection {
    reflect(&corpus_module(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Block layouts: member offsets, strides, `row_major`, nested array sizes outermost first
/// (spirv-cross lists them innermost first), `block_size`.
#[test]
fn block_layout() {
    // struct Bar { float d[2][4]; Baz baz[2]; }, Foo { row_major mat2 a; vec2 b; Bar c[5]; },
    // buffer SSBO { Foo foo; Foo foo2; }.
    let r = reflect_corpus("spv/shaders-hlsl-no-opt__asm__comp__access-chain-load-store-composite.asm.comp.spv");
    let ssbo = r.resources_of(ResourceKind::Ssbos).next().expect("one storage buffer");
    assert_eq!((ssbo.name.as_str(), ssbo.set, ssbo.binding, ssbo.block_size), ("SSBO", Some(0), Some(0), Some(448)));
    assert_eq!(ssbo.descriptor_type(), Some(DescriptorType::StorageBuffer));
    assert_eq!(ssbo.ty, TypeRef::Id(11));
    let foo = &r.types[&10];
    assert_eq!(foo.name, "Foo");
    let a = &foo.members[0];
    assert_eq!((a.offset, a.matrix_stride, a.row_major), (Some(0), Some(8), true));
    let c = &foo.members[2];
    assert_eq!(
        (c.ty.clone(), c.array.as_slice(), c.offset, c.array_stride),
        (TypeRef::Id(9), &[ArraySize::Literal(5)][..], Some(24), Some(40))
    );
    let d = &r.types[&9].members[0];
    assert_eq!(d.array, [ArraySize::Literal(2), ArraySize::Literal(4)]);
    assert_eq!((d.offset, d.array_stride), (Some(0), Some(16)));
    // The same structs without offsets (the function-local copies) are listed too.
    assert_eq!(r.types[&6].members[0].offset, None);
    assert_eq!(r.entry_points[0].workgroup_size, Some([WorkgroupDim::Literal(1); 3]));
}

/// A trailing runtime array counts zero in `block_size`; a spec-constant array size is the
/// constant's result id, and counts with its default in `block_size`.
#[test]
fn block_size_of_runtime_and_spec_constant_arrays() {
    let r = reflect_corpus("spv/shaders__comp__dowhile.comp.spv");
    let sizes: Vec<_> =
        r.resources_of(ResourceKind::Ssbos).map(|s| (s.name.as_str(), s.block_size, s.readonly, s.writeonly)).collect();
    assert_eq!(sizes, [("SSBO", Some(64), true, false), ("SSBO2", Some(0), false, true)]);
    let in_data = &r.types[&26].members[1];
    assert_eq!(
        (in_data.array.as_slice(), in_data.offset, in_data.array_stride),
        (&[ArraySize::Runtime][..], Some(64), Some(16))
    );

    let r = reflect_corpus("spv/shaders__vulkan__comp__spec-constant-op-member-array.vk.comp.spv");
    let ssbo = r.resources_of(ResourceKind::Ssbos).next().expect("one storage buffer");
    assert_eq!((ssbo.set, ssbo.binding, ssbo.block_size), (Some(1), Some(0), Some(4200)));
    let w = &r.types[&20].members[3];
    assert_eq!((w.name.as_str(), w.array.as_slice(), w.offset), ("w", &[ArraySize::SpecConstant(18)][..], Some(2800)));
    let spec: Vec<_> =
        r.specialization_constants.iter().map(|c| (c.spec_id, c.name.as_str(), c.result_id, c.default)).collect();
    assert_eq!(
        spec,
        [
            (0, "a", 7, Some(SpecValue::Int(100))),
            (1, "b", 9, Some(SpecValue::Int(200))),
            (2, "c", 16, Some(SpecValue::Int(300))),
            (3, "e", 38, Some(SpecValue::Int(400)))
        ]
    );
}

/// Workgroup sizes: the `WorkgroupSize` built-in wins over `LocalSizeId`, and a spec-constant
/// part is its `SpecId`. Spec-constant defaults of each type.
#[test]
fn workgroup_size_and_spec_constants() {
    // LocalSizeId %6 %7 %8, overridden by WorkgroupSize = (3, %12 SpecId 1, %13 SpecId 2).
    let r = reflect_corpus("spv/shaders-no-opt__asm__comp__local-size-id-override.vk.asm.comp.spv");
    assert_eq!(
        r.entry_points[0].workgroup_size,
        Some([WorkgroupDim::Literal(3), WorkgroupDim::SpecId(1), WorkgroupDim::SpecId(2)])
    );
    // LocalSizeId (%6 SpecId 3, %7 SpecId 4, the plain constant 2): this version reads the plain
    // constant as 0.
    let r = reflect_corpus("spv/shaders-no-opt__asm__comp__local-size-id.vk.invalid.asm.comp.spv");
    assert_eq!(
        r.entry_points[0].workgroup_size,
        Some([WorkgroupDim::SpecId(3), WorkgroupDim::SpecId(4), WorkgroupDim::Literal(0)])
    );

    let r = reflect_corpus("spv/shaders__asm__vert__spec-constant-op-composite.asm.vk.vert.spv");
    let spec: Vec<_> = r.specialization_constants.iter().map(|c| (c.spec_id, c.ty.as_str(), c.default)).collect();
    assert_eq!(
        spec,
        [
            (201, "int", Some(SpecValue::Int(-10))),
            (202, "uint", Some(SpecValue::UInt(100))),
            // 3.14159, which spirv-cross prints as 3.141590118408203125: every digit of the f32.
            (200, "float", Some(SpecValue::Float(f32::from_bits(0x4049_0FD0))))
        ]
    );
    assert_eq!(SpecValue::Int(-10).to_bits(), 0xFFFF_FFF6);
    assert_eq!(r.entry_points[0].execution_model(), Some(ExecutionModel::Vertex));
    assert!(r.entry_points[0].workgroup_size.is_none());
}

/// Images: dimension, multisampling, format, and the descriptor types, texel buffers included.
#[test]
fn images_and_descriptor_types() {
    // uniform samplerBuffer uSamp (binding 4), readonly rgba32f imageBuffer uSampo (binding 5).
    let r = reflect_corpus("spv/shaders__vert__texture_buffer.vert.spv");
    let tex = r.descriptor(0, 4).expect("binding 4");
    assert_eq!((tex.kind, tex.name.as_str()), (ResourceKind::Textures, "uSamp"));
    assert_eq!(tex.image().map(|i| (i.dim, i.sampled_type)), Some((Dim::Buffer, SampledType::Float)));
    assert_eq!(tex.descriptor_type(), Some(DescriptorType::UniformTexelBuffer));
    let img = r.descriptor(0, 5).expect("binding 5");
    assert_eq!((img.kind, img.readonly, img.image_format()), (ResourceKind::Images, true, Some(ImageFormat::Rgba32f)));
    assert_eq!(img.descriptor_type(), Some(DescriptorType::StorageTexelBuffer));

    let r = reflect_corpus("spv/shaders__vulkan__frag__input-attachment-ms.vk.frag.spv");
    let inputs: Vec<_> = r
        .resources_of(ResourceKind::SubpassInputs)
        .map(|s| (s.binding, s.input_attachment_index, s.image().map(|i| (i.dim, i.multisampled)), s.descriptor_type()))
        .collect();
    let ms = Some((Dim::SubpassData, true));
    let ia = Some(DescriptorType::InputAttachment);
    assert_eq!(inputs, [(Some(0), Some(0), ms, ia), (Some(1), Some(1), ms, ia)]);
    let out = &r.outputs[..];
    assert_eq!(out.len(), 1);
    assert_eq!((out[0].name.as_str(), out[0].location, out[0].ty.glsl()), ("FragColor", Some(0), Some("vec4")));
}

/// Nameless things get made-up names; only the first entry point's interface is reflected.
#[test]
fn names_and_entry_points() {
    // A nameless uniform block (%6, variable %7) and a nameless output (%4).
    let r = reflect_corpus("spv/shaders-hlsl__asm__frag__cbuffer-stripped.asm.frag.spv");
    let ubo = r.resources_of(ResourceKind::Ubos).next().expect("one uniform buffer");
    assert_eq!(
        (ubo.name.as_str(), ubo.block_size, ubo.descriptor_type()),
        ("_6_7", Some(80), Some(DescriptorType::UniformBuffer))
    );
    assert_eq!(r.types[&6].members[0].name, "_m0");
    assert_eq!(r.outputs[0].name, "_4");

    // Vertex "main" and "maim" (interface: gl_PerVertex), fragment "main" and "maim" (an output
    // at location 0): sorted by stage then name, and the output is not listed, as it is not in
    // the first entry point's interface.
    let r = reflect_corpus("spv/shaders-reflection__asm__aliased-entry-point-names.asm.multi.spv");
    let entries: Vec<_> = r.entry_points.iter().map(|e| (e.name.as_str(), e.execution_model())).collect();
    let (v, f) = (Some(ExecutionModel::Vertex), Some(ExecutionModel::Fragment));
    assert_eq!(entries, [("maim", v), ("main", v), ("maim", f), ("main", f)]);
    assert!(r.outputs.is_empty() && r.inputs.is_empty(), "{:?} {:?}", r.inputs, r.outputs);
}

/// What is not a reflection is an error with spirv-cross's message.
#[test]
fn rejections_carry_the_message() {
    let library = corpus_module("spv/shaders__asm__lib__multi-export.asm.lib.spv");
    let err = reflect(&library).expect_err("a module without an entry point");
    assert!(err.contains("There is no entry point in the SPIR-V module."), "{err}");
    let run = run_reflect(b"not SPIR-V at all");
    assert!(matches!(run, Run::Rejected { .. }), "{run:?}");
    assert!(reflect(&[]).is_err());
}
