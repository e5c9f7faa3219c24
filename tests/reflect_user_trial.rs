//! What a new user's trial of reflection found wrong (issue 39, items 3, 6 and 7), each checked
//! on modules glslang compiles (spirv-link links), against spirv-cross where it states the
//! fact: an image only written is not read; an anonymous block is named after its type; entry
//! points are told apart by name and stage; a `SpecId` on an `OpSpecConstantOp` is not offered
//! as a specialization constant; reflection's ids are the model's; the table lists resources
//! by set and binding, spec constants by `SpecId`, and says a depth image is one.

use std::path::Path;

use spirv_core::Module;
use spirv_core::spec::ExecutionModel;
use spirv_model::reflect::{Reflection, Resource};
use spirv_model::{Model, Type};
use spirv_workspace::{glslang, reference_tool, run_reference, spirv_cross};

/// Compiles GLSL `source` as stage `stage` (`comp`, `frag`, ...) in `dir`, checks the module with
/// spirv-val and returns its bytes.
fn compile_in(dir: &Path, stage: &str, source: &str) -> Vec<u8> {
    let path = dir.join(format!("case.{stage}"));
    std::fs::write(&path, source).expect("source written");
    let bytes = glslang(&path, &[]);
    let out = run_reference("spirv-val", &["--target-env", "vulkan1.3", "-"], &bytes);
    assert!(out.status.success(), "spirv-val: {}", String::from_utf8_lossy(&out.stdout));
    bytes
}

fn compile(stage: &str, source: &str) -> Vec<u8> {
    compile_in(tempfile::tempdir().expect("temporary directory").path(), stage, source)
}

fn reflect(bytes: &[u8]) -> Reflection {
    let module = Module::decode(bytes).expect("decodes");
    Reflection::new(&Model::new(&module))
}

fn resource(r: &Reflection, binding: u32) -> &Resource {
    r.resources.iter().find(|x| x.binding == Some(binding)).unwrap_or_else(|| panic!("binding {binding}"))
}

/// `imageStore` only: written, not read (loading the image's handle reads nothing of it); and
/// `imageLoad` only: read, not written; a sampled texture: read.
#[test]
fn an_image_only_written_is_not_read() {
    let bytes = compile(
        "comp",
        "#version 450
         layout(local_size_x = 1) in;
         layout(set = 0, binding = 0, rgba8) uniform image2D written_only;
         layout(set = 0, binding = 1, rgba8) uniform image2D read_only;
         layout(set = 0, binding = 2) uniform sampler2D sampled;
         void main() {
             vec4 v = imageLoad(read_only, ivec2(0)) + textureLod(sampled, vec2(0.5), 0.0);
             imageStore(written_only, ivec2(0), v);
         }",
    );
    let r = reflect(&bytes);
    let access = |b| (resource(&r, b).access.read, resource(&r, b).access.written);
    assert_eq!(access(0), (false, true));
    assert_eq!(access(1), (true, false));
    assert_eq!(access(2), (true, false));
    assert!(r.to_string().contains("written_only  image 2D Rgba8 sampled 2  (write; used by main)"), "{r}");
}

/// An anonymous block (glslang names its variable `""`) is named after its block type, as
/// spirv-cross names it; a named one after its variable.
#[test]
fn an_anonymous_block_is_named_after_its_type() {
    let bytes = compile(
        "frag",
        "#version 450
         layout(set = 0, binding = 0) uniform Globals { vec4 tint; };
         layout(set = 0, binding = 1) uniform Named { vec4 scale; } named;
         layout(push_constant) uniform Push { vec4 bias; };
         layout(location = 0) out vec4 color;
         void main() { color = tint * named.scale + bias; }",
    );
    let r = reflect(&bytes);
    assert_eq!(resource(&r, 0).name, "Globals");
    assert_eq!(resource(&r, 1).name, "named");
    assert_eq!(r.push_constants[0].name, "Push");
    let cross = spirv_cross::reflect(&bytes).expect("spirv-cross reflects it");
    assert_eq!(cross.descriptor(0, 0).map(|t| t.name.as_str()), Some("Globals"));
}

/// Two entry points named `main`, a vertex and a fragment shader linked by spirv-link: each
/// resource names the one whose code uses it by name and stage.
#[test]
fn entry_points_of_the_same_name_are_told_apart_by_stage() {
    let bytes = linked_vertex_and_fragment_main();
    let r = reflect(&bytes);
    let stages: Vec<(&str, ExecutionModel)> =
        r.entry_points.iter().map(|e| (e.name.as_str(), e.execution_model)).collect();
    assert_eq!(stages, [("main", ExecutionModel::Vertex), ("main", ExecutionModel::Fragment)]);
    let used_by = |b| -> Vec<ExecutionModel> { resource(&r, b).used_by.iter().map(|e| e.execution_model).collect() };
    assert_eq!(used_by(0), [ExecutionModel::Vertex]);
    assert_eq!(used_by(1), [ExecutionModel::Fragment]);
    // The table says which `main`.
    assert!(r.to_string().contains("used by main (Fragment))"), "{r}");
}

/// A vertex and a fragment shader, both `main`, linked into one module by spirv-link (which
/// spirv-val accepts): the vertex shader reads the uniform buffer at binding 0, the fragment
/// shader samples the texture at binding 1.
fn linked_vertex_and_fragment_main() -> Vec<u8> {
    let dir = tempfile::tempdir().expect("temporary directory");
    let vert = dir.path().join("v");
    std::fs::create_dir(&vert).unwrap();
    compile_in(
        &vert,
        "vert",
        "#version 450
         layout(set = 0, binding = 0) uniform Transform { mat4 mvp; } transform;
         layout(location = 0) in vec4 position;
         void main() { gl_Position = transform.mvp * position; }",
    );
    let frag = dir.path().join("f");
    std::fs::create_dir(&frag).unwrap();
    compile_in(
        &frag,
        "frag",
        "#version 450
         layout(set = 0, binding = 1) uniform sampler2D tex;
         layout(location = 0) out vec4 color;
         void main() { color = texture(tex, vec2(0.5)); }",
    );
    let linked = dir.path().join("linked.spv");
    let out = std::process::Command::new(reference_tool("spirv-link"))
        .args(["--target-env", "vulkan1.3"])
        .arg(vert.join("case.spv"))
        .arg(frag.join("case.spv"))
        .arg("-o")
        .arg(&linked)
        .output()
        .expect("spirv-link runs");
    assert!(out.status.success(), "spirv-link: {}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&linked).unwrap();
    let out = run_reference("spirv-val", &["--target-env", "vulkan1.3", "-"], &bytes);
    assert!(out.status.success(), "spirv-val: {}", String::from_utf8_lossy(&out.stdout));
    bytes
}

/// glslang decorates the `OpSpecConstantOp` of `layout(constant_id = 105) const uint64_t x = y +
/// 1UL;` with `SpecId 105` (which spirv-val rejects); Vulkan does not specialize it and
/// spirv-cross does not list it: neither do we, and we say what it is.
#[test]
fn a_spec_id_on_a_spec_constant_op_is_not_offered() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("case.comp");
    std::fs::write(
        &path,
        "#version 450
         #extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
         layout(local_size_x = 1) in;
         layout(constant_id = 7) const uint64_t y = 2UL;
         layout(constant_id = 105) const uint64_t x = y + 1UL;
         layout(set = 0, binding = 0) buffer Out { uint64_t value; } out_;
         void main() { out_.value = x; }",
    )
    .unwrap();
    let bytes = glslang(&path, &[]);
    let val = run_reference("spirv-val", &["--target-env", "vulkan1.3", "-"], &bytes);
    assert!(
        String::from_utf8_lossy(&val.stderr).contains("SpecId decoration on target <id> '14[%x]' must be a scalar"),
        "{}",
        String::from_utf8_lossy(&val.stderr)
    );
    let r = reflect(&bytes);
    let listed: Vec<u32> = r.specialization_constants.iter().map(|c| c.spec_id).collect();
    assert_eq!(listed, [7]);
    let cross = spirv_cross::reflect(&bytes).expect("spirv-cross reflects it");
    let theirs: Vec<u32> = cross.specialization_constants.iter().map(|c| c.spec_id).collect();
    assert_eq!(theirs, listed);
    let ignored: Vec<(u32, &str, &str)> =
        r.ignored_spec_ids.iter().map(|c| (c.spec_id, c.name.as_str(), c.instruction)).collect();
    assert_eq!(ignored, [(105, "x", "OpSpecConstantOp")]);
    assert!(r.to_string().contains("SpecId 105 on x (OpSpecConstantOp): not specialized"), "{r}");
}

/// Reflection's ids are the model's `IdRef`s: `model.type_of(r.id)` needs no conversion; and
/// the model places an instruction in its block.
#[test]
fn reflection_ids_are_model_ids_and_instructions_have_blocks() {
    let bytes = compile(
        "comp",
        "#version 450
         layout(local_size_x = 1) in;
         layout(set = 0, binding = 0) buffer Data { uint values[]; } data;
         void main() { if (data.values[0] == 0u) { data.values[1] = 1u; } }",
    );
    let module = Module::decode(&bytes).unwrap();
    let model = Model::new(&module);
    let r = Reflection::new(&model);
    assert!(matches!(model.type_of(r.resources[0].id), Some(Type::Pointer { .. })));
    let store = module.instructions.iter().position(|i| matches!(i, spirv_core::spec::Instruction::Store { .. }));
    let (function, block) = model.block_at(store.unwrap()).expect("the store is in a block");
    assert_eq!(function.id, model.entry_points()[0].function);
    // The store is in the `if`'s block, not the entry block.
    assert_ne!(block.label, function.blocks[0].label);
    assert_eq!(model.block(block.label).map(|(_, b)| b), Some(block));
}

/// The table lists resources by set and binding and specialization constants by `SpecId`,
/// whatever order the module declares them in, and says a shadow sampler's image is a depth
/// image.
#[test]
fn the_table_is_in_binding_order_and_shows_depth() {
    let bytes = compile(
        "frag",
        "#version 450
         layout(constant_id = 9) const float b = 1.0;
         layout(constant_id = 2) const float a = 2.0;
         layout(set = 1, binding = 0) uniform sampler2DShadow shadow;
         layout(set = 0, binding = 3) uniform sampler2D late;
         layout(set = 0, binding = 1) uniform sampler2D early;
         layout(location = 0) out vec4 color;
         void main() { color = vec4(texture(shadow, vec3(0.5)) * a * b) + texture(late, vec2(0)) + texture(early, vec2(0)); }",
    );
    let table = reflect(&bytes).to_string();
    let at = |needle: &str| table.find(needle).unwrap_or_else(|| panic!("{needle:?} in\n{table}"));
    assert!(at("  0       1  ") < at("  0       3  "), "{table}");
    assert!(at("  0       3  ") < at("  1       0  "), "{table}");
    assert!(at("      2  float") < at("      9  float"), "{table}");
    assert!(table.contains("shadow  image 2D Unknown sampled 1 depth"), "{table}");
}
