//! The validator's image pass against spirv-val (SPIRV-Tools 2025.5): small modules, assembled
//! by spirv-as, each breaking a rule of spirv-val's `ImagePass` that SPIRV-Tools' own
//! `test/val/val_image_test.cpp` does not reach (its modules are in
//! `tests/conformance/spirv-val-cases`, run by `tests/validate_spirv_tools_cases.rs`), or keeping
//! to it; spirv-val's verdict and its exact output are the expectation. `shader!` builds modules
//! as its `GenerateShaderCode` does.

use spirv_validate::validate_all;
use spirv_workspace::validate_cases::{self, Case};

/// `GenerateShaderCode`: `shader!(env, capabilities and extensions, execution model, execution
/// modes, [memory model, declarations,] body)`; `env` picks what the module holds beyond the common part: `u10` (universal
/// 1.0: `SampledRect` and the void and Rect images), `u14` (every variable in the entry
/// point's interface), `vk10` (Vulkan's descriptor sets and bindings) or `other`.
macro_rules! shader {
    (@rect u10) => { "OpCapability SampledRect\n" };
    (@rect $env:ident) => { "" };
    (@interface u14) => { r#"
%uniform_image_f32_1d_0001
%uniform_image_f32_1d_0002_rgba32f
%uniform_image_f32_2d_0001
%uniform_image_f32_2d_0011 ; multisampled sampled
%uniform_image_u32_2d_0001
%uniform_image_u32_2d_0002
%uniform_image_s32_3d_0001
%uniform_image_f32_2d_0002
%uniform_image_s32_2d_0002
%uniform_image_f32_spd_0002
%uniform_image_f32_3d_0111
%uniform_image_f32_cube_0101
%uniform_image_f32_cube_0102_rgba32f
%uniform_sampler
%private_image_u32_buffer_0002_r32ui
%private_image_u32_spd_0002
%private_image_f32_buffer_0002_r32ui
%input_flat_u32
"# };
    (@interface $env:ident) => { "%input_flat_u32" };
    (@mode "Fragment") => { "OpExecutionMode %main OriginUpperLeft\n" };
    (@mode $model:literal) => { "" };
    (@vulkan vk10) => { r#"
OpDecorate %uniform_image_f32_1d_0001 DescriptorSet 0
OpDecorate %uniform_image_f32_1d_0001 Binding 0
OpDecorate %uniform_image_f32_1d_0002_rgba32f DescriptorSet 0
OpDecorate %uniform_image_f32_1d_0002_rgba32f Binding 1
OpDecorate %uniform_image_f32_2d_0001 DescriptorSet 0
OpDecorate %uniform_image_f32_2d_0001 Binding 2
OpDecorate %uniform_image_f32_2d_0011 DescriptorSet 0
OpDecorate %uniform_image_f32_2d_0011 Binding 3
OpDecorate %uniform_image_u32_2d_0001 DescriptorSet 1
OpDecorate %uniform_image_u32_2d_0001 Binding 0
OpDecorate %uniform_image_u32_2d_0002 DescriptorSet 1
OpDecorate %uniform_image_u32_2d_0002 Binding 1
OpDecorate %uniform_image_s32_3d_0001 DescriptorSet 1
OpDecorate %uniform_image_s32_3d_0001 Binding 2
OpDecorate %uniform_image_f32_2d_0002 DescriptorSet 1
OpDecorate %uniform_image_f32_2d_0002 Binding 3
OpDecorate %uniform_image_s32_2d_0002 DescriptorSet 1
OpDecorate %uniform_image_s32_2d_0002 Binding 4
OpDecorate %uniform_image_u32_3d_0001 DescriptorSet 1
OpDecorate %uniform_image_u32_3d_0001 Binding 5
OpDecorate %uniform_image_f32_spd_0002 DescriptorSet 2
OpDecorate %uniform_image_f32_spd_0002 Binding 0
OpDecorate %uniform_image_f32_3d_0111 DescriptorSet 2
OpDecorate %uniform_image_f32_3d_0111 Binding 1
OpDecorate %uniform_image_f32_cube_0101 DescriptorSet 2
OpDecorate %uniform_image_f32_cube_0101 Binding 2
OpDecorate %uniform_image_f32_cube_0102_rgba32f DescriptorSet 2
OpDecorate %uniform_image_f32_cube_0102_rgba32f Binding 3
OpDecorate %uniform_image_f32_3d_0001 DescriptorSet 2
OpDecorate %uniform_image_f32_3d_0001 Binding 4
OpDecorate %uniform_sampler DescriptorSet 3
OpDecorate %uniform_sampler Binding 0
OpDecorate %input_flat_u32 Flat
OpDecorate %input_flat_u32 Location 0
"# };
    (@vulkan $env:ident) => { "" };
    (@universal u10) => { r#"
%type_image_void_2d_0001 = OpTypeImage %void 2D 0 0 0 1 Unknown
%ptr_image_void_2d_0001 = OpTypePointer UniformConstant %type_image_void_2d_0001
%uniform_image_void_2d_0001 = OpVariable %ptr_image_void_2d_0001 UniformConstant
%type_sampled_image_void_2d_0001 = OpTypeSampledImage %type_image_void_2d_0001

%type_image_void_2d_0002 = OpTypeImage %void 2D 0 0 0 2 Unknown
%ptr_image_void_2d_0002 = OpTypePointer UniformConstant %type_image_void_2d_0002
%uniform_image_void_2d_0002 = OpVariable %ptr_image_void_2d_0002 UniformConstant

%type_image_f32_rect_0001 = OpTypeImage %f32 Rect 0 0 0 1 Unknown
%ptr_image_f32_rect_0001 = OpTypePointer UniformConstant %type_image_f32_rect_0001
%uniform_image_f32_rect_0001 = OpVariable %ptr_image_f32_rect_0001 UniformConstant
%type_sampled_image_f32_rect_0001 = OpTypeSampledImage %type_image_f32_rect_0001
"# };
    (@universal $env:ident) => { "" };
    ($env:ident, $caps:expr, $model:tt, $modes:expr, $body:expr) => {
        shader!($env, $caps, $model, $modes, "GLSL450", "", $body)
    };
    ($env:ident, $caps:expr, $model:tt, $modes:expr, $memory_model:expr, $declarations:expr, $body:expr) => {
        concat!(
            r#"
OpCapability Shader
OpCapability InputAttachment
OpCapability ImageGatherExtended
OpCapability MinLod
OpCapability Sampled1D
OpCapability ImageQuery
OpCapability Int64
OpCapability Float64
OpCapability SparseResidency
OpCapability ImageBuffer
"#,
            shader!(@rect $env),
            $caps,
            "OpMemoryModel Logical ", $memory_model, "\n",
            "OpEntryPoint ", $model, " %main \"main\" ", shader!(@interface $env), "\n",
            shader!(@mode $model),
            $modes,
            shader!(@vulkan $env),
            r#"
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%s32 = OpTypeInt 32 1
%u64 = OpTypeInt 64 0
%s64 = OpTypeInt 64 1
%s32vec2 = OpTypeVector %s32 2
%u32vec2 = OpTypeVector %u32 2
%f32vec2 = OpTypeVector %f32 2
%u32vec3 = OpTypeVector %u32 3
%s32vec3 = OpTypeVector %s32 3
%f32vec3 = OpTypeVector %f32 3
%u32vec4 = OpTypeVector %u32 4
%s32vec4 = OpTypeVector %s32 4
%f32vec4 = OpTypeVector %f32 4
%boolvec4 = OpTypeVector %bool 4

%f32_0 = OpConstant %f32 0
%f32_1 = OpConstant %f32 1
%f32_0_5 = OpConstant %f32 0.5
%f32_0_25 = OpConstant %f32 0.25
%f32_0_75 = OpConstant %f32 0.75

%f64_0 = OpConstant %f64 0
%f64_1 = OpConstant %f64 1

%s32_0 = OpConstant %s32 0
%s32_1 = OpConstant %s32 1
%s32_2 = OpConstant %s32 2
%s32_3 = OpConstant %s32 3
%s32_4 = OpConstant %s32 4
%s32_m1 = OpConstant %s32 -1

%u32_0 = OpConstant %u32 0
%u32_1 = OpConstant %u32 1
%u32_2 = OpConstant %u32 2
%u32_3 = OpConstant %u32 3
%u32_4 = OpConstant %u32 4

%u64_0 = OpConstant %u64 0
%u64_1 = OpConstant %u64 1

%bool_t = OpConstantTrue %bool

%u32vec2arr4 = OpTypeArray %u32vec2 %u32_4
%u32vec2arr3 = OpTypeArray %u32vec2 %u32_3
%u32arr4 = OpTypeArray %u32 %u32_4
%u32vec3arr4 = OpTypeArray %u32vec3 %u32_4

%struct_u32_f32vec4 = OpTypeStruct %u32 %f32vec4
%struct_u64_f32vec4 = OpTypeStruct %u64 %f32vec4
%struct_u32_u32vec4 = OpTypeStruct %u32 %u32vec4
%struct_u32_f32vec3 = OpTypeStruct %u32 %f32vec3
%struct_f32_f32vec4 = OpTypeStruct %f32 %f32vec4
%struct_u32_u32 = OpTypeStruct %u32 %u32
%struct_f32_f32 = OpTypeStruct %f32 %f32
%struct_u32 = OpTypeStruct %u32
%struct_u32_f32_u32 = OpTypeStruct %u32 %f32 %u32
%struct_u32_f32vec4_u32 = OpTypeStruct %u32 %f32vec4 %u32
%struct_u32_u32arr4 = OpTypeStruct %u32 %u32arr4

%u32vec2_01 = OpConstantComposite %u32vec2 %u32_0 %u32_1
%u32vec2_12 = OpConstantComposite %u32vec2 %u32_1 %u32_2
%u32vec3_012 = OpConstantComposite %u32vec3 %u32_0 %u32_1 %u32_2
%u32vec3_123 = OpConstantComposite %u32vec3 %u32_1 %u32_2 %u32_3
%u32vec4_0123 = OpConstantComposite %u32vec4 %u32_0 %u32_1 %u32_2 %u32_3
%u32vec4_1234 = OpConstantComposite %u32vec4 %u32_1 %u32_2 %u32_3 %u32_4

%s32vec2_01 = OpConstantComposite %s32vec2 %s32_0 %s32_1
%s32vec2_12 = OpConstantComposite %s32vec2 %s32_1 %s32_2
%s32vec3_012 = OpConstantComposite %s32vec3 %s32_0 %s32_1 %s32_2
%s32vec3_123 = OpConstantComposite %s32vec3 %s32_1 %s32_2 %s32_3
%s32vec4_0123 = OpConstantComposite %s32vec4 %s32_0 %s32_1 %s32_2 %s32_3
%s32vec4_1234 = OpConstantComposite %s32vec4 %s32_1 %s32_2 %s32_3 %s32_4

%f32vec2_00 = OpConstantComposite %f32vec2 %f32_0 %f32_0
%f32vec2_01 = OpConstantComposite %f32vec2 %f32_0 %f32_1
%f32vec2_10 = OpConstantComposite %f32vec2 %f32_1 %f32_0
%f32vec2_11 = OpConstantComposite %f32vec2 %f32_1 %f32_1
%f32vec2_hh = OpConstantComposite %f32vec2 %f32_0_5 %f32_0_5

%f32vec3_000 = OpConstantComposite %f32vec3 %f32_0 %f32_0 %f32_0
%f32vec3_hhh = OpConstantComposite %f32vec3 %f32_0_5 %f32_0_5 %f32_0_5

%f32vec4_0000 = OpConstantComposite %f32vec4 %f32_0 %f32_0 %f32_0 %f32_0

%boolvec4_tttt = OpConstantComposite %boolvec4 %bool_t %bool_t %bool_t %bool_t

%const_offsets = OpConstantComposite %u32vec2arr4 %u32vec2_01 %u32vec2_12 %u32vec2_01 %u32vec2_12
%const_offsets3x2 = OpConstantComposite %u32vec2arr3 %u32vec2_01 %u32vec2_12 %u32vec2_01
%const_offsets4xu = OpConstantComposite %u32arr4 %u32_0 %u32_0 %u32_0 %u32_0
%const_offsets4x3 = OpConstantComposite %u32vec3arr4 %u32vec3_012 %u32vec3_012 %u32vec3_012 %u32vec3_012

%type_image_f32_1d_0001 = OpTypeImage %f32 1D 0 0 0 1 Unknown
%ptr_image_f32_1d_0001 = OpTypePointer UniformConstant %type_image_f32_1d_0001
%uniform_image_f32_1d_0001 = OpVariable %ptr_image_f32_1d_0001 UniformConstant
%type_sampled_image_f32_1d_0001 = OpTypeSampledImage %type_image_f32_1d_0001

%type_image_f32_1d_0002_rgba32f = OpTypeImage %f32 1D 0 0 0 2 Rgba32f
%ptr_image_f32_1d_0002_rgba32f = OpTypePointer UniformConstant %type_image_f32_1d_0002_rgba32f
%uniform_image_f32_1d_0002_rgba32f = OpVariable %ptr_image_f32_1d_0002_rgba32f UniformConstant

%type_image_f32_2d_0001 = OpTypeImage %f32 2D 0 0 0 1 Unknown
%ptr_image_f32_2d_0001 = OpTypePointer UniformConstant %type_image_f32_2d_0001
%uniform_image_f32_2d_0001 = OpVariable %ptr_image_f32_2d_0001 UniformConstant
%type_sampled_image_f32_2d_0001 = OpTypeSampledImage %type_image_f32_2d_0001

%type_image_f32_2d_0011 = OpTypeImage %f32 2D 0 0 1 1 Unknown
%ptr_image_f32_2d_0011 = OpTypePointer UniformConstant %type_image_f32_2d_0011
%uniform_image_f32_2d_0011 = OpVariable %ptr_image_f32_2d_0011 UniformConstant
%type_sampled_image_f32_2d_0011 = OpTypeSampledImage %type_image_f32_2d_0011

%type_image_u32_2d_0001 = OpTypeImage %u32 2D 0 0 0 1 Unknown
%ptr_image_u32_2d_0001 = OpTypePointer UniformConstant %type_image_u32_2d_0001
%uniform_image_u32_2d_0001 = OpVariable %ptr_image_u32_2d_0001 UniformConstant
%type_sampled_image_u32_2d_0001 = OpTypeSampledImage %type_image_u32_2d_0001

%type_image_u32_3d_0001 = OpTypeImage %u32 3D 0 0 0 1 Unknown
%ptr_image_u32_3d_0001 = OpTypePointer UniformConstant %type_image_u32_3d_0001
%uniform_image_u32_3d_0001 = OpVariable %ptr_image_u32_3d_0001 UniformConstant
%type_sampled_image_u32_3d_0001 = OpTypeSampledImage %type_image_u32_3d_0001

%type_image_u32_2d_0002 = OpTypeImage %u32 2D 0 0 0 2 Unknown
%ptr_image_u32_2d_0002 = OpTypePointer UniformConstant %type_image_u32_2d_0002
%uniform_image_u32_2d_0002 = OpVariable %ptr_image_u32_2d_0002 UniformConstant

%type_image_s32_3d_0001 = OpTypeImage %s32 3D 0 0 0 1 Unknown
%ptr_image_s32_3d_0001 = OpTypePointer UniformConstant %type_image_s32_3d_0001
%uniform_image_s32_3d_0001 = OpVariable %ptr_image_s32_3d_0001 UniformConstant
%type_sampled_image_s32_3d_0001 = OpTypeSampledImage %type_image_s32_3d_0001

%type_image_f32_2d_0002 = OpTypeImage %f32 2D 0 0 0 2 Unknown
%ptr_image_f32_2d_0002 = OpTypePointer UniformConstant %type_image_f32_2d_0002
%uniform_image_f32_2d_0002 = OpVariable %ptr_image_f32_2d_0002 UniformConstant

%type_image_s32_2d_0002 = OpTypeImage %s32 2D 0 0 0 2 Unknown
%ptr_image_s32_2d_0002 = OpTypePointer UniformConstant %type_image_s32_2d_0002
%uniform_image_s32_2d_0002 = OpVariable %ptr_image_s32_2d_0002 UniformConstant

%type_image_f32_spd_0002 = OpTypeImage %f32 SubpassData 0 0 0 2 Unknown
%ptr_image_f32_spd_0002 = OpTypePointer UniformConstant %type_image_f32_spd_0002
%uniform_image_f32_spd_0002 = OpVariable %ptr_image_f32_spd_0002 UniformConstant

%type_image_f32_3d_0111 = OpTypeImage %f32 3D 0 1 1 1 Unknown
%ptr_image_f32_3d_0111 = OpTypePointer UniformConstant %type_image_f32_3d_0111
%uniform_image_f32_3d_0111 = OpVariable %ptr_image_f32_3d_0111 UniformConstant
%type_sampled_image_f32_3d_0111 = OpTypeSampledImage %type_image_f32_3d_0111

%type_image_f32_3d_0001 = OpTypeImage %f32 3D 0 0 0 1 Unknown
%ptr_image_f32_3d_0001 = OpTypePointer UniformConstant %type_image_f32_3d_0001
%uniform_image_f32_3d_0001 = OpVariable %ptr_image_f32_3d_0001 UniformConstant
%type_sampled_image_f32_3d_0001 = OpTypeSampledImage %type_image_f32_3d_0001

%type_image_f32_cube_0101 = OpTypeImage %f32 Cube 0 1 0 1 Unknown
%ptr_image_f32_cube_0101 = OpTypePointer UniformConstant %type_image_f32_cube_0101
%uniform_image_f32_cube_0101 = OpVariable %ptr_image_f32_cube_0101 UniformConstant
%type_sampled_image_f32_cube_0101 = OpTypeSampledImage %type_image_f32_cube_0101

%type_image_f32_cube_0102_rgba32f = OpTypeImage %f32 Cube 0 1 0 2 Rgba32f
%ptr_image_f32_cube_0102_rgba32f = OpTypePointer UniformConstant %type_image_f32_cube_0102_rgba32f
%uniform_image_f32_cube_0102_rgba32f = OpVariable %ptr_image_f32_cube_0102_rgba32f UniformConstant

%type_sampler = OpTypeSampler
%ptr_sampler = OpTypePointer UniformConstant %type_sampler
%uniform_sampler = OpVariable %ptr_sampler UniformConstant

%type_image_u32_buffer_0002_r32ui = OpTypeImage %u32 Buffer 0 0 0 2 R32ui
%ptr_Image_u32 = OpTypePointer Image %u32
%ptr_image_u32_buffer_0002_r32ui = OpTypePointer Private %type_image_u32_buffer_0002_r32ui
%private_image_u32_buffer_0002_r32ui = OpVariable %ptr_image_u32_buffer_0002_r32ui Private

%ptr_Image_u32arr4 = OpTypePointer Image %u32arr4

%type_image_u32_spd_0002 = OpTypeImage %u32 SubpassData 0 0 0 2 Unknown
%ptr_image_u32_spd_0002 = OpTypePointer Private %type_image_u32_spd_0002
%private_image_u32_spd_0002 = OpVariable %ptr_image_u32_spd_0002 Private

%type_image_f32_buffer_0002_r32ui = OpTypeImage %f32 Buffer 0 0 0 2 R32ui
%ptr_Image_f32 = OpTypePointer Image %f32
%ptr_image_f32_buffer_0002_r32ui = OpTypePointer Private %type_image_f32_buffer_0002_r32ui
%private_image_f32_buffer_0002_r32ui = OpVariable %ptr_image_f32_buffer_0002_r32ui Private

%ptr_input_flat_u32 = OpTypePointer Input %u32
%input_flat_u32 = OpVariable %ptr_input_flat_u32 Input
"#,
            shader!(@universal $env),
            $declarations,
            r#"
%main = OpFunction %void None %func
%main_entry = OpLabel
"#,
            $body,
            r#"
OpReturn
OpFunctionEnd"#
        )
    };
    ($body:expr) => { shader!(u10, "", "Fragment", "", $body) };
}

/// The sampled image `%simg` of a 2D float image and `%uniform_sampler`, loaded in the first
/// block, for `shader!` bodies.
macro_rules! simg {
    () => {
        "%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001\n\
         %sampler = OpLoad %type_sampler %uniform_sampler\n\
         %simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler\n"
    };
}

/// An OpenCL kernel taking an image `%img` (2D, of the access `$access`) and a sampler
/// `%sampler`, around `body`.
macro_rules! opencl {
    ($access:literal, $body:expr) => {
        concat!(
            "OpCapability Addresses\nOpCapability Kernel\nOpCapability ImageBasic\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "OpEntryPoint Kernel %main \"main\"\n",
            "%void = OpTypeVoid\n%f32 = OpTypeFloat 32\n%u32 = OpTypeInt 32 0\n",
            "%f32vec2 = OpTypeVector %f32 2\n%f32vec4 = OpTypeVector %f32 4\n%u32vec2 = OpTypeVector %u32 2\n",
            "%f32_0 = OpConstant %f32 0\n%u32_0 = OpConstant %u32 0\n",
            "%f32vec2_00 = OpConstantComposite %f32vec2 %f32_0 %f32_0\n",
            "%f32vec4_0000 = OpConstantComposite %f32vec4 %f32_0 %f32_0 %f32_0 %f32_0\n",
            "%u32vec2_00 = OpConstantComposite %u32vec2 %u32_0 %u32_0\n",
            "%img_t = OpTypeImage %void 2D 0 0 0 0 Unknown ",
            $access,
            "\n",
            "%sampler_t = OpTypeSampler\n%simg_t = OpTypeSampledImage %img_t\n",
            "%fn = OpTypeFunction %void %img_t %sampler_t\n",
            "%main = OpFunction %void None %fn\n%img = OpFunctionParameter %img_t\n",
            "%sampler = OpFunctionParameter %sampler_t\n%entry = OpLabel\n",
            $body,
            "OpReturn\nOpFunctionEnd\n"
        )
    };
}

/// Cases of rules `val_image_test.cpp` does not reach through its generators.
const OWN: &[Case] = &[
    Case {
        name: "a sampled image consumed in another block",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            "All OpSampledImage instructions must be in the same block in which their Result <id> are consumed.",
        ),
        asm: shader!(concat!(
            simg!(),
            "OpBranch %next\n%next = OpLabel\n",
            "%res = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh\n"
        )),
    },
    Case {
        name: "a sampled image consumed in its block, through a copy too",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(concat!(
            simg!(),
            "%copy = OpCopyObject %type_sampled_image_f32_2d_0001 %simg\n",
            "%res = OpImageSampleImplicitLod %f32vec4 %copy %f32vec2_hh\n",
            "%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh\n"
        )),
    },
    Case {
        name: "a sampled image selected",
        flags: &[],
        env: "spv1.4",
        expect: Some("Result <id> from OpSampledImage instruction must not appear as operands of OpSelect."),
        asm: shader!(
            u14,
            "",
            "Fragment",
            "",
            concat!(simg!(), "%sel = OpSelect %type_sampled_image_f32_2d_0001 %bool_t %simg %simg\n")
        ),
    },
    Case {
        name: "a sampled image stored",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            "must not appear as operand for OpStore, since it is not specified as taking an OpTypeSampledImage.",
        ),
        asm: shader!(
            u10,
            "",
            "Fragment",
            "",
            "GLSL450",
            "%ptr_function_simg = OpTypePointer Function %type_sampled_image_f32_2d_0001\n",
            concat!("%var = OpVariable %ptr_function_simg Function\n", simg!(), "OpStore %var %simg\n")
        ),
    },
    Case {
        name: "a Rect image under Vulkan (its capability refused first)",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("Capability SampledRect is not allowed by Vulkan 1.0 specification"),
        asm: shader!(
            vk10,
            "OpCapability SampledRect\n",
            "Fragment",
            "",
            "GLSL450",
            "%rect = OpTypeImage %f32 Rect 0 0 0 1 Unknown\n",
            ""
        ),
    },
    Case {
        name: "a sampled image type of a storage image under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("Sampled image type requires an image type with \"Sampled\" operand set to 0 or 1"),
        asm: shader!(vk10, "", "Fragment", "", "GLSL450", "%simg2 = OpTypeSampledImage %type_image_f32_2d_0002\n", ""),
    },
    Case {
        name: "Offset on a sample under Vulkan with --allow-offset-texture-operand",
        flags: &["--allow-offset-texture-operand"],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            "",
            "Fragment",
            "",
            concat!(simg!(), "%res = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Offset %s32vec2_01\n")
        ),
    },
    Case {
        name: "Offset on a gather under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            "",
            "Fragment",
            "",
            concat!(simg!(), "%res = OpImageGather %f32vec4 %simg %f32vec2_hh %u32_1 Offset %s32vec2_01\n")
        ),
    },
    Case {
        name: "Offset on a sample before HLSL legalization under Vulkan",
        flags: &["--before-hlsl-legalization"],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            "",
            "Fragment",
            "",
            concat!(simg!(), "%res = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Offset %s32vec2_01\n")
        ),
    },
    Case {
        name: "MakeTexelAvailable with a float scope",
        flags: &[],
        env: "spv1.3",
        expect: Some("ImageWrite: expected scope to be a 32-bit int"),
        asm: shader!(
            other,
            "OpCapability StorageImageWriteWithoutFormat\nOpCapability VulkanMemoryModelKHR\nOpExtension \"SPV_KHR_vulkan_memory_model\"\n",
            "Fragment",
            "",
            "VulkanKHR",
            "",
            concat!(
                "%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002\n",
                "OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR|NonPrivateTexelKHR %f32_1\n"
            )
        ),
    },
    Case {
        name: "MakeTexelAvailable at QueueFamily scope",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            "OpCapability StorageImageWriteWithoutFormat\nOpCapability VulkanMemoryModelKHR\nOpExtension \"SPV_KHR_vulkan_memory_model\"\n",
            "Fragment",
            "",
            "VulkanKHR",
            "%u32_5 = OpConstant %u32 5\n",
            concat!(
                "%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002\n",
                "OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR|NonPrivateTexelKHR %u32_5\n"
            )
        ),
    },
    Case {
        name: "a reserved sparse projective sample (refused by the binary parse first)",
        flags: &[],
        env: "spv1.0",
        expect: Some("Invalid Opcode name 'OpImageSparseSampleProjImplicitLod'"),
        asm: shader!(concat!(
            simg!(),
            "%res = OpImageSparseSampleProjImplicitLod %struct_u32_f32vec4 %simg %f32vec3_hhh\n"
        )),
    },
    Case {
        name: "ConstOffset on an explicit-LOD sample in OpenCL",
        flags: &[],
        env: "opencl2.1",
        expect: Some("ConstOffset image operand not allowed in the OpenCL environment."),
        asm: opencl!(
            "ReadOnly",
            "%simg = OpSampledImage %simg_t %img %sampler\n\
             %res = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod|ConstOffset %f32_0 %u32vec2_00\n"
        ),
    },
    Case {
        name: "an explicit-LOD sample in OpenCL",
        flags: &[],
        env: "opencl2.1",
        expect: None,
        asm: opencl!(
            "ReadOnly",
            "%simg = OpSampledImage %simg_t %img %sampler\n\
             %res = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod %f32_0\n"
        ),
    },
    Case {
        name: "image operands on a write in OpenCL",
        flags: &[],
        env: "opencl2.1",
        expect: Some("Optional Image Operands are not allowed in the OpenCL environment."),
        asm: opencl!("WriteOnly", "OpImageWrite %img %u32vec2_00 %f32vec4_0000 Lod %u32_0\n"),
    },
    Case {
        name: "a write in OpenCL",
        flags: &[],
        env: "opencl2.1",
        expect: None,
        asm: opencl!("WriteOnly", "OpImageWrite %img %u32vec2_00 %f32vec4_0000\n"),
    },
    Case {
        name: "two implicit-LOD samples in a vertex shader: both reasons",
        flags: &[],
        env: "spv1.0",
        expect: Some("which cannot be used with the current execution model:"),
        asm: shader!(
            u10,
            "",
            "Vertex",
            "",
            concat!(
                simg!(),
                "%res = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh\n",
                "%res2 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh\n"
            )
        ),
    },
    Case {
        name: "a sampling function called by a fragment and a vertex entry point",
        flags: &[],
        env: "spv1.0",
        expect: Some("which cannot be used with the current execution model:"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %frag \"frag\"\n",
            "OpEntryPoint Vertex %vert \"vert\"\n",
            "OpExecutionMode %frag OriginUpperLeft\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%f32vec2 = OpTypeVector %f32 2\n%f32vec4 = OpTypeVector %f32 4\n%f32_0 = OpConstant %f32 0\n",
            "%uv = OpConstantComposite %f32vec2 %f32_0 %f32_0\n",
            "%img_t = OpTypeImage %f32 2D 0 0 0 1 Unknown\n%simg_t = OpTypeSampledImage %img_t\n",
            "%ptr = OpTypePointer UniformConstant %simg_t\n%tex = OpVariable %ptr UniformConstant\n",
            "%sample = OpFunction %void None %fn\n%s_entry = OpLabel\n",
            "%simg = OpLoad %simg_t %tex\n%res = OpImageSampleImplicitLod %f32vec4 %simg %uv\n",
            "OpReturn\nOpFunctionEnd\n",
            "%frag = OpFunction %void None %fn\n%f_entry = OpLabel\n%c1 = OpFunctionCall %void %sample\n",
            "OpReturn\nOpFunctionEnd\n",
            "%vert = OpFunction %void None %fn\n%v_entry = OpLabel\n%c2 = OpFunctionCall %void %sample\n",
            "OpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "implicit LOD in a compute shader with a derivative group",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            "OpCapability ComputeDerivativeGroupQuadsKHR\nOpExtension \"SPV_KHR_compute_shader_derivatives\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 2 2 1\nOpExecutionMode %main DerivativeGroupQuadsKHR\n",
            concat!(simg!(), "%res = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh\n")
        ),
    },
];

#[test]
fn own_image_cases_agree_with_spirv_val() {
    validate_cases::check(OWN);
}

/// `validate_all` reports each image error at its instruction: three bad instructions in one
/// function, each found where spirv-val finds it once those before it are mended.
#[test]
fn validate_all_finds_every_image_error_at_its_instruction() {
    let asm = shader!(concat!(
        simg!(),
        "%bad1 = OpImageSampleImplicitLod %f32 %simg %f32vec2_hh\n",
        "%bad2 = OpImageFetch %f32vec4 %img %f32vec2_hh\n",
        "%bad3 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh Bias %f32_0_5\n"
    ));
    let bytes = validate_cases::assemble(asm, "spv1.0");
    let errors = validate_all(&bytes, &validate_cases::options("spv1.0", &[]));
    let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        messages,
        [
            "Expected Result Type to be int or float vector type",
            "Expected Coordinate to be int scalar or vector",
            "Image Operand Bias can only be used with ImplicitLod opcodes",
        ]
    );
    let (_, ranges) = validate_cases::instructions(&bytes);
    // The three before `OpReturn` and `OpFunctionEnd`.
    let n = ranges.len();
    let at: Vec<Option<usize>> = errors.iter().map(|e| e.instruction).collect();
    assert_eq!(at, [Some(n - 5), Some(n - 4), Some(n - 3)]);
}
