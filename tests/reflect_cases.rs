//! Reflection cases that SPIRV-Reflect's users have waited for (its issues #110, #325 and #290),
//! and the block facts measured against its goldens (`examples/reflect_goldens.rs`): member use,
//! absolute offsets, padded sizes and the strides of every array dimension.
//!
//! Every module is checked by spirv-val before it is reflected, so the expectations are about
//! valid SPIR-V; where an expected value is computed by a reference tool (spirv-opt's folding
//! of specialization constants), the test runs it. The reference tools come from
//! `$SPIRV_TOOLS_BIN`, as `scripts/test.sh` sets it.

use spirv_core::Module;
use spirv_model::Model;
use spirv_model::reflect::{ArraySize, BlockLayout, Member, Reflection};
use spirv_workspace::{glslang, run_reference};

/// Compiles GLSL `source` (a stage `stage`: `comp`, `frag`) with glslangValidator in a
/// temporary directory of its own, checks the module with spirv-val and returns its bytes.
fn compile(stage: &str, source: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join(format!("case.{stage}"));
    std::fs::write(&path, source).expect("source written");
    let bytes = glslang(&path, &[]);
    validate(&bytes, &["--target-env", "vulkan1.3"]);
    bytes
}

/// Assembles `text`, checks it with spirv-val (`flags`) and returns the module's bytes.
fn assemble(text: &str, flags: &[&str]) -> Vec<u8> {
    let words = spirv_core::text::assemble(text.as_bytes(), &Default::default()).expect("assembles");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    validate(&bytes, flags);
    bytes
}

fn validate(bytes: &[u8], flags: &[&str]) {
    let out = run_reference("spirv-val", &[flags, &["-"]].concat(), bytes);
    assert!(
        out.status.success(),
        "spirv-val rejects the module:\n{}{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
}

fn reflect(bytes: &[u8]) -> Reflection {
    let module = Module::decode(bytes).expect("decodes");
    Reflection::new(&Model::new(&module))
}

fn block<'r>(r: &'r Reflection, name: &str) -> &'r BlockLayout {
    let resource = r.resources.iter().find(|x| x.name == name).unwrap_or_else(|| panic!("resource {name}"));
    resource.block.as_ref().expect("a block")
}

fn member<'b>(members: &'b [Member], name: &str) -> &'b Member {
    members.iter().find(|m| m.name == name).unwrap_or_else(|| panic!("member {name}"))
}

/// SPIRV-Reflect #110: arrays whose length is a specialization constant, or an expression of
/// them (`OpSpecConstantOp`). SPIRV-Reflect reads the word after the result id of the length's
/// instruction, which for an `OpSpecConstantOp` is its opcode: its own golden
/// `spec_constants/test_32bit.spv.yaml` gives `val[130]` (ISub) for arrays of length 1.
#[test]
fn spec_constant_sized_arrays_issue_110() {
    let bytes = compile(
        "comp",
        "#version 450
        layout(local_size_x = 1) in;
        layout(constant_id = 0) const int A = 3;
        layout(constant_id = 1) const int B = 4;
        layout(constant_id = 2) const uint TEXTURES = 5u;
        layout(std140, set = 0, binding = 0) uniform U { float before; vec4 v[A + B]; } u;
        layout(set = 0, binding = 1) uniform sampler2D tex[TEXTURES];
        layout(std430, set = 0, binding = 2) buffer O { vec4 o[]; } o;
        void main() { o.o[0] = u.v[A] + texture(tex[1], vec2(0.0)) + u.before; }",
    );
    let r = reflect(&bytes);
    let u = block(&r, "u");
    let v = member(&u.members, "v");
    // The length at the defaults: A + B = 3 + 4 (the SPIR-V specification: a specialization
    // constant that is not specialized takes its default, and OpSpecConstantOp computes its
    // operation on its operands' values). An expression has no SpecId of its own.
    assert_eq!(v.array, [ArraySize::SpecConstant { default: 7, spec_id: None }]);
    // std140: a vec4 array's stride is 16, and it starts at 16 (after `before`, aligned to
    // 16), so the block ends 7 * 16 bytes later: the range its descriptor must cover. (The
    // array is last: glslang lays out a member after a specialization-constant-sized array as
    // if the array had one element.)
    assert_eq!((v.offset, v.array_stride, v.size), (Some(16), Some(16), 7 * 16));
    assert_eq!(u.size, 16 + 7 * 16);
    // A descriptor array sized by a specialization constant: its default, and its SpecId, which
    // the application sets in VkSpecializationInfo to change the binding's descriptor count.
    let tex = r.resources.iter().find(|x| x.name == "tex").expect("tex");
    assert_eq!(tex.array, [ArraySize::SpecConstant { default: 5, spec_id: Some(2) }]);
    // A runtime array: no length, 0 elements.
    assert_eq!(member(&block(&r, "o").members, "o").array, [ArraySize::Runtime]);

    // The same length as spirv-opt computes it: freezing the specialization constants and
    // folding OpSpecConstantOp turns the length into an OpConstant.
    let folded =
        run_reference("spirv-opt", &["--freeze-spec-const", "--fold-spec-const-op-composite", "-", "-o", "-"], &bytes);
    assert!(folded.status.success(), "spirv-opt: {}", String::from_utf8_lossy(&folded.stderr));
    let folded = reflect(&folded.stdout);
    assert_eq!(member(&block(&folded, "u").members, "v").array, [ArraySize::Literal(7)]);
}

/// SPIRV-Reflect #325: members reached through `OpInBoundsAccessChain` were reported unused
/// (it tracked `OpAccessChain` only). `OpInBoundsAccessChain` has the semantics of
/// `OpAccessChain` (SPIR-V specification, 3.49.8), so the members it reaches are used. The
/// module is the issue's pattern: an in-bounds chain to one member of a uniform block, and a
/// chain from a chain (which SPIRV-Reflect does not follow either) to one member of a nested
/// structure.
#[test]
fn in_bounds_access_chains_mark_members_used_issue_325() {
    let bytes = assemble(
        "; Version: 1.0
        OpCapability Shader
        OpMemoryModel Logical GLSL450
        OpEntryPoint Fragment %main \"main\" %color
        OpExecutionMode %main OriginUpperLeft
        OpName %cb \"cb\"
        OpMemberName %CB 0 \"tint\"
        OpMemberName %CB 1 \"scale\"
        OpMemberName %CB 2 \"params\"
        OpMemberName %CB 3 \"unused\"
        OpMemberName %Params 0 \"gain\"
        OpMemberName %Params 1 \"bias\"
        OpDecorate %color Location 0
        OpDecorate %cb DescriptorSet 0
        OpDecorate %cb Binding 0
        OpDecorate %CB Block
        OpMemberDecorate %CB 0 Offset 0
        OpMemberDecorate %CB 1 Offset 16
        OpMemberDecorate %CB 2 Offset 32
        OpMemberDecorate %CB 3 Offset 64
        OpMemberDecorate %Params 0 Offset 0
        OpMemberDecorate %Params 1 Offset 16
        %void = OpTypeVoid
        %fn = OpTypeFunction %void
        %float = OpTypeFloat 32
        %v4float = OpTypeVector %float 4
        %int = OpTypeInt 32 1
        %int_1 = OpConstant %int 1
        %int_2 = OpConstant %int 2
        %Params = OpTypeStruct %v4float %v4float
        %CB = OpTypeStruct %v4float %v4float %Params %v4float
        %ptr_CB = OpTypePointer Uniform %CB
        %ptr_Params = OpTypePointer Uniform %Params
        %ptr_v4 = OpTypePointer Uniform %v4float
        %ptr_out = OpTypePointer Output %v4float
        %cb = OpVariable %ptr_CB Uniform
        %color = OpVariable %ptr_out Output
        %main = OpFunction %void None %fn
        %entry = OpLabel
        %scale_ptr = OpInBoundsAccessChain %ptr_v4 %cb %int_1
        %scale = OpLoad %v4float %scale_ptr
        %params_ptr = OpInBoundsAccessChain %ptr_Params %cb %int_2
        %bias_ptr = OpInBoundsAccessChain %ptr_v4 %params_ptr %int_1
        %bias = OpLoad %v4float %bias_ptr
        %sum = OpFAdd %v4float %scale %bias
        OpStore %color %sum
        OpReturn
        OpFunctionEnd",
        &["--target-env", "vulkan1.0"],
    );
    let r = reflect(&bytes);
    let cb = r.resources.iter().find(|x| x.name == "cb").expect("cb");
    let used_by: Vec<(&str, &str)> = cb.used_by.iter().map(|e| (e.name.as_str(), e.execution_model.name())).collect();
    assert_eq!(used_by, [("main", "Fragment")]);
    assert!(cb.access.read && !cb.access.written);
    let members = &cb.block.as_ref().expect("block").members;
    let used: Vec<(&str, bool)> = members.iter().map(|m| (m.name.as_str(), m.used)).collect();
    // Loaded: `scale`, and `params.bias` (so `params` is reached); never named: `tint`,
    // `unused` and `params.gain`.
    assert_eq!(used, [("tint", false), ("scale", true), ("params", true), ("unused", false)]);
    let params: Vec<(&str, bool)> =
        member(members, "params").members.iter().map(|m| (m.name.as_str(), m.used)).collect();
    assert_eq!(params, [("gain", false), ("bias", true)]);
}

/// SPIRV-Reflect #290: a push-constant block's size was rounded up to 16 bytes (`int x` gave
/// 16). Vulkan has no such rounding: a `VkPushConstantRange` covers the bytes the stage uses,
/// its size a multiple of 4 (VUID-VkPushConstantRange-size-00297), and the block's members are
/// laid out by their `Offset` decorations (std430 here: `int` 4 bytes, `uvec2` 8 aligned to 8).
#[test]
fn push_constant_sizes_are_not_padded_issue_290() {
    let bytes = compile(
        "comp",
        "#version 450
        layout(local_size_x = 1) in;
        layout(push_constant, std430) uniform PC { int x; } pc;
        layout(std430, set = 0, binding = 0) buffer O { int o; } o;
        void main() { o.o = pc.x; }",
    );
    let pc = &reflect(&bytes).push_constants[0];
    let block = pc.block.as_ref().expect("block");
    assert_eq!(block.size, 4);
    let x = member(&block.members, "x");
    assert_eq!((x.offset, x.size, x.padded_size, x.used), (Some(0), 4, 4, true));

    // The issue's second case (PR #292): `uvec2` alone is 8 bytes, not 16; and a block that
    // starts at a non-zero offset (another stage's range before it) ends at its last member.
    let bytes = compile(
        "comp",
        "#version 450
        layout(local_size_x = 1) in;
        layout(push_constant, std430) uniform PC { layout(offset = 16) uvec2 bufferId; float f; } pc;
        layout(std430, set = 0, binding = 0) buffer O { uint o; } o;
        void main() { o.o = pc.bufferId.y; }",
    );
    let block = reflect(&bytes).push_constants[0].block.clone().expect("block");
    let id = member(&block.members, "bufferId");
    assert_eq!((id.offset, id.size, id.padded_size, id.used), (Some(16), 8, 8, true));
    let f = member(&block.members, "f");
    assert_eq!((f.offset, f.size, f.used), (Some(24), 4, false));
    // The range a renderer declares: from the lowest offset (16) to the end (28).
    assert_eq!(block.members.iter().filter_map(|m| m.offset).min(), Some(16));
    assert_eq!(block.size, 28);
}

/// What a whole-object copy and a chain of access chains reach: SPIRV-Reflect's goldens mark
/// the members of a copied array element unused (`glsl/runtime_array_of_array_of_struct`,
/// `variable_access/copy_struct_1`) and every member under the end of the first chain used
/// (`descriptor_heap/slang/bindless.frag`, `push_constants/push_constant_basic_2`).
#[test]
fn members_used_by_copies_and_chained_access_chains() {
    let bytes = compile(
        "comp",
        "#version 450
        layout(local_size_x = 1) in;
        struct Foo { int a; int b; };
        layout(std430, set = 0, binding = 0) buffer In { Foo values[][3]; } src;
        layout(std430, set = 0, binding = 1) buffer Out { Foo values[][3]; } dst;
        void main() { dst.values[gl_GlobalInvocationID.x] = src.values[gl_GlobalInvocationID.x]; }",
    );
    let r = reflect(&bytes);
    // The element `Foo[3]` is loaded whole and stored whole: both members are read and written.
    for name in ["src", "dst"] {
        let values = member(&block(&r, name).members, "values");
        assert!(values.used && values.members.iter().all(|m| m.used), "{name}: {values:?}");
    }

    // A chain to `frame`, then a chain from it to `frame.light`: only `light` is loaded.
    let bytes = assemble(
        "; Version: 1.4
        OpCapability Shader
        OpMemoryModel Logical GLSL450
        OpEntryPoint GLCompute %main \"main\" %pc %out
        OpExecutionMode %main LocalSize 1 1 1
        OpName %pc \"pc\"
        OpName %out \"out\"
        OpMemberName %Push 0 \"frame\"
        OpMemberName %Frame 0 \"view\"
        OpMemberName %Frame 1 \"light\"
        OpDecorate %Push Block
        OpMemberDecorate %Push 0 Offset 0
        OpMemberDecorate %Frame 0 Offset 0
        OpMemberDecorate %Frame 0 ColMajor
        OpMemberDecorate %Frame 0 MatrixStride 16
        OpMemberDecorate %Frame 1 Offset 64
        OpDecorate %Out Block
        OpMemberDecorate %Out 0 Offset 0
        OpDecorate %out DescriptorSet 0
        OpDecorate %out Binding 0
        %void = OpTypeVoid
        %fn = OpTypeFunction %void
        %float = OpTypeFloat 32
        %v4float = OpTypeVector %float 4
        %mat4 = OpTypeMatrix %v4float 4
        %int = OpTypeInt 32 1
        %int_0 = OpConstant %int 0
        %int_1 = OpConstant %int 1
        %Frame = OpTypeStruct %mat4 %v4float
        %Push = OpTypeStruct %Frame
        %Out = OpTypeStruct %v4float
        %ptr_push = OpTypePointer PushConstant %Push
        %ptr_frame = OpTypePointer PushConstant %Frame
        %ptr_v4 = OpTypePointer PushConstant %v4float
        %ptr_out = OpTypePointer StorageBuffer %Out
        %ptr_out_v4 = OpTypePointer StorageBuffer %v4float
        %pc = OpVariable %ptr_push PushConstant
        %out = OpVariable %ptr_out StorageBuffer
        %main = OpFunction %void None %fn
        %entry = OpLabel
        %frame = OpAccessChain %ptr_frame %pc %int_0
        %light_ptr = OpAccessChain %ptr_v4 %frame %int_1
        %light = OpLoad %v4float %light_ptr
        %dst = OpAccessChain %ptr_out_v4 %out %int_0
        OpStore %dst %light
        OpReturn
        OpFunctionEnd",
        &["--target-env", "vulkan1.1spv1.4"],
    );
    let r = reflect(&bytes);
    let frame = &r.push_constants[0].block.as_ref().expect("block").members[0];
    assert!(frame.used);
    let used: Vec<(&str, bool)> = frame.members.iter().map(|m| (m.name.as_str(), m.used)).collect();
    assert_eq!(used, [("view", false), ("light", true)]);
}

/// Absolute offsets, padded sizes and per-dimension strides of a std140 block, as the GLSL
/// std140 rules place its members (glslang writes them as `Offset` and `ArrayStride`; the
/// numbers here are worked out from the rules): `S { vec3 a; float b; vec2 c; }` has base
/// alignment 16 and takes 32 bytes, so `s[2]` has stride 32; `float m[2][3]` has an inner
/// stride of 16 (std140 rounds array elements to a vec4) and an outer one of 3 × 16.
#[test]
fn absolute_offsets_padded_sizes_and_strides_std140() {
    let bytes = compile(
        "frag",
        "#version 450
        struct S { vec3 a; float b; vec2 c; };
        layout(std140, set = 0, binding = 0) uniform U { float head; S s[2]; float m[2][3]; S one; float tail; } u;
        layout(location = 0) out vec4 color;
        void main() { color = vec4(u.s[1].c, u.m[1][2], u.one.b + u.tail); }",
    );
    let r = reflect(&bytes);
    let u = block(&r, "u");
    let head = member(&u.members, "head");
    // `s` starts at the next multiple of 16: `head` is followed by 12 bytes of padding.
    assert_eq!((head.offset, head.size, head.padded_size), (Some(0), 4, 16));
    let s = member(&u.members, "s");
    assert_eq!((s.offset, s.array_strides.as_slice(), s.size, s.padded_size), (Some(16), &[Some(32)][..], 64, 64));
    // Inside the array: the first element's absolute offsets; `c` (8 bytes at 16) is padded to
    // the element's stride.
    let c = member(&s.members, "c");
    assert_eq!((c.offset, c.absolute_offset, c.size, c.padded_size), (Some(16), Some(32), 8, 16));
    let a = member(&s.members, "a");
    assert_eq!((a.absolute_offset, a.size, a.padded_size), (Some(16), 12, 12));
    let m = member(&u.members, "m");
    assert_eq!(
        (m.offset, m.array_strides.as_slice(), m.array_stride, m.size),
        (Some(80), &[Some(48), Some(16)][..], Some(48), 96)
    );
    // A structure that is not in an array: its members' absolute offsets add its own; its
    // last member is padded to the next member of the block (std140 rounds `one` to 16).
    let one = member(&u.members, "one");
    assert_eq!((one.offset, one.size, one.padded_size), (Some(176), 24, 32));
    let one_c = member(&one.members, "c");
    assert_eq!((one_c.absolute_offset, one_c.padded_size), (Some(192), 16));
    // The block's last member: nothing holds the block, so no padding is made up after it.
    let tail = member(&u.members, "tail");
    assert_eq!((tail.offset, tail.padded_size, u.size), (Some(208), 4, 212));
    // Use: `s[1].c`, `m`, `one.b` and `tail` are loaded; `head`, `s.a`, `s.b` and `one.a` are not.
    let used = |ms: &[Member]| -> Vec<(String, bool)> { ms.iter().map(|m| (m.name.clone(), m.used)).collect() };
    assert_eq!(
        used(&u.members),
        [("head".into(), false), ("s".into(), true), ("m".into(), true), ("one".into(), true), ("tail".into(), true)]
    );
    assert_eq!(used(&s.members), [("a".into(), false), ("b".into(), false), ("c".into(), true)]);
    assert_eq!(used(&one.members), [("a".into(), false), ("b".into(), true), ("c".into(), false)]);
}
