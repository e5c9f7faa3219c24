//! The validator's image pass against spirv-val (SPIRV-Tools 2025.5): small modules, assembled
//! by spirv-as, each breaking one rule of spirv-val's `ImagePass` (or keeping to them);
//! spirv-val's verdict and its exact output are the expectation. Most are SPIRV-Tools'
//! `test/val/val_image_test.cpp` cases, whose modules `shader!` and `kernel!` build as its
//! `GenerateShaderCode` and `GenerateKernelCode` do; the expectations are spirv-val's first
//! error on each module.

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

/// `GenerateKernelCode`: `kernel!(capabilities and extensions, body)`.
macro_rules! kernel {
    ($caps:expr, $body:expr) => {
        concat!(
            r#"
OpCapability Addresses
OpCapability Kernel
OpCapability Linkage
OpCapability ImageQuery
OpCapability ImageGatherExtended
OpCapability InputAttachment
OpCapability SampledRect
"#,
            $caps,
            r#"
OpMemoryModel Physical32 OpenCL
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%u32 = OpTypeInt 32 0
%u32vec2 = OpTypeVector %u32 2
%f32vec2 = OpTypeVector %f32 2
%u32vec3 = OpTypeVector %u32 3
%f32vec3 = OpTypeVector %f32 3
%u32vec4 = OpTypeVector %u32 4
%f32vec4 = OpTypeVector %f32 4

%f32_0 = OpConstant %f32 0
%f32_1 = OpConstant %f32 1
%f32_0_5 = OpConstant %f32 0.5
%f32_0_25 = OpConstant %f32 0.25
%f32_0_75 = OpConstant %f32 0.75

%u32_0 = OpConstant %u32 0
%u32_1 = OpConstant %u32 1
%u32_2 = OpConstant %u32 2
%u32_3 = OpConstant %u32 3
%u32_4 = OpConstant %u32 4

%u32vec2_01 = OpConstantComposite %u32vec2 %u32_0 %u32_1
%u32vec2_12 = OpConstantComposite %u32vec2 %u32_1 %u32_2
%u32vec3_012 = OpConstantComposite %u32vec3 %u32_0 %u32_1 %u32_2
%u32vec3_123 = OpConstantComposite %u32vec3 %u32_1 %u32_2 %u32_3
%u32vec4_0123 = OpConstantComposite %u32vec4 %u32_0 %u32_1 %u32_2 %u32_3
%u32vec4_1234 = OpConstantComposite %u32vec4 %u32_1 %u32_2 %u32_3 %u32_4

%f32vec2_00 = OpConstantComposite %f32vec2 %f32_0 %f32_0
%f32vec2_01 = OpConstantComposite %f32vec2 %f32_0 %f32_1
%f32vec2_10 = OpConstantComposite %f32vec2 %f32_1 %f32_0
%f32vec2_11 = OpConstantComposite %f32vec2 %f32_1 %f32_1
%f32vec2_hh = OpConstantComposite %f32vec2 %f32_0_5 %f32_0_5

%f32vec3_000 = OpConstantComposite %f32vec3 %f32_0 %f32_0 %f32_0
%f32vec3_hhh = OpConstantComposite %f32vec3 %f32_0_5 %f32_0_5 %f32_0_5

%f32vec4_0000 = OpConstantComposite %f32vec4 %f32_0 %f32_0 %f32_0 %f32_0

%type_image_f32_2d_0001 = OpTypeImage %f32 2D 0 0 0 1 Unknown
%ptr_image_f32_2d_0001 = OpTypePointer UniformConstant %type_image_f32_2d_0001
%uniform_image_f32_2d_0001 = OpVariable %ptr_image_f32_2d_0001 UniformConstant
%type_sampled_image_f32_2d_0001 = OpTypeSampledImage %type_image_f32_2d_0001

%type_image_f32_2d_0011 = OpTypeImage %f32 2D 0 0 1 1 Unknown
%ptr_image_f32_2d_0011 = OpTypePointer UniformConstant %type_image_f32_2d_0011
%uniform_image_f32_2d_0011 = OpVariable %ptr_image_f32_2d_0011 UniformConstant
%type_sampled_image_f32_2d_0011 = OpTypeSampledImage %type_image_f32_2d_0011

%type_image_f32_3d_0011 = OpTypeImage %f32 3D 0 0 1 1 Unknown
%ptr_image_f32_3d_0011 = OpTypePointer UniformConstant %type_image_f32_3d_0011
%uniform_image_f32_3d_0011 = OpVariable %ptr_image_f32_3d_0011 UniformConstant
%type_sampled_image_f32_3d_0011 = OpTypeSampledImage %type_image_f32_3d_0011

%type_image_f32_rect_0001 = OpTypeImage %f32 Rect 0 0 0 1 Unknown
%ptr_image_f32_rect_0001 = OpTypePointer UniformConstant %type_image_f32_rect_0001
%uniform_image_f32_rect_0001 = OpVariable %ptr_image_f32_rect_0001 UniformConstant
%type_sampled_image_f32_rect_0001 = OpTypeSampledImage %type_image_f32_rect_0001

%type_sampler = OpTypeSampler
%ptr_sampler = OpTypePointer UniformConstant %type_sampler
%uniform_sampler = OpVariable %ptr_sampler UniformConstant
"#,
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
    ($body:expr) => {
        kernel!("", $body)
    };
}

/// The cases of `val_image_test.cpp` whose module its tests build from strings (with its
/// generators or whole), each under the environment the test validates in. Left out: those
/// whose first error comes from `ValidateQCOMImageProcessingTextureUsages`, which spirv-val
/// runs after every pass and which is not made here, and the few built by code.
const GENERATED: &[Case] = &[
    Case {
        name: "TypeImageWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Type to be either void or numerical scalar type"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %bool 2D 0 0 0 1 Unknown
"#,
    },
    Case {
        name: "TypeImageVoidSampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpTypeImage-04656] Expected Sampled Type to be a 32-bit int, 64-bit int or 32-bit float scalar type for Vulkan environment"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %void 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageU32SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %u32 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageI32SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %s32 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageI64SampledTypeNoCapabilityVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Capability Int64ImageEXT is required when using Sampled Type of 64-bit int"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %s64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageI64SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Int64ImageEXT
OpExtension "SPV_EXT_shader_image_int64"

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %s64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageU64SampledTypeNoCapabilityVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Capability Int64ImageEXT is required when using Sampled Type of 64-bit int"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %u64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageU64SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Int64ImageEXT
OpExtension "SPV_EXT_shader_image_int64"

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %u64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageF32SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageF64SampledTypeVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpTypeImage-04656] Expected Sampled Type to be a 32-bit int, 64-bit int or 32-bit float scalar type for Vulkan environment"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageF64SampledTypeWithInt64Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpTypeImage-04656] Expected Sampled Type to be a 32-bit int, 64-bit int or 32-bit float scalar type for Vulkan environment"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Int64ImageEXT
OpExtension "SPV_EXT_shader_image_int64"

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f64 2D 0 0 0 1 Unknown
%main = OpFunction %void None %func
%main_lab = OpLabel
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeImageWrongDepth",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Invalid Depth 3 (must be 0, 1 or 2)"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 3 0 0 1 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongArrayed",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Invalid Arrayed 2 (must be 0 or 1)"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 2 0 1 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongMS",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Invalid MS 2 (must be 0 or 1)"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 2 1 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongSampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Invalid Sampled 3 (must be 0, 1 or 2)"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 0 3 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongSampledForSubpassData",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim SubpassData requires Sampled to be 2"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability InputAttachment

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 SubpassData 0 0 0 1 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongSampledForSubpassDataVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"[VUID-StandaloneSpirv-OpTypeImage-06214] Dim SubpassData requires Sampled to be 2"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability InputAttachment

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 SubpassData 0 0 0 1 Unknown

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImageWrongArrayForSubpassDataVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpTypeImage-06214] Dim SubpassData requires Arrayed to be 0 in the Vulkan environment"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability InputAttachment

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 SubpassData 0 1 0 2 Unknown

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImageDimRectVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Operand 3 of TypeImage requires one of these capabilities: SampledRect "#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability InputAttachment

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 Rect 0 1 0 2 Unknown

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImageWrongSampledTypeForTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim TileImageDataEXT requires Sampled Type to be not OpTypeVoid"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %void TileImageDataEXT 0 0 0 2 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongSampledForTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim TileImageDataEXT requires Sampled to be 2"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 TileImageDataEXT 0 0 0 1 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongFormatForTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim TileImageDataEXT requires format Unknown"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Rgba32f
"#,
    },
    Case {
        name: "TypeImageWrongDepthForTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim TileImageDataEXT requires Depth to be 0"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 TileImageDataEXT 1 0 0 2 Unknown
"#,
    },
    Case {
        name: "TypeImageWrongArrayedForTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim TileImageDataEXT requires Arrayed to be 0"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 TileImageDataEXT 0 1 0 2 Unknown
"#,
    },
    Case {
        name: "TypeSampledImage_TileImageDataEXT_Error",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampled image type requires an image type with "Sampled" operand set to 0 or 1"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Unknown
%simg_type = OpTypeSampledImage %img_type
"#,
    },
    Case {
        name: "ImageTexelPointerImageDimTileImageDataEXTBad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Dim TileImageDataEXT cannot be used with OpImageTexelPointer"#),
        asm: shader!(
            other,
            r#"
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_u32_tid_0002 = OpTypeImage %u32 TileImageDataEXT 0 0 0 2 Unknown
%ptr_image_u32_tid_0002 = OpTypePointer TileImageEXT %type_image_u32_tid_0002
%tile_image_u32_tid_0002 = OpVariable %ptr_image_u32_tid_0002 TileImageEXT
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %tile_image_u32_tid_0002 %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ReadTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Dim TileImageDataEXT cannot be used with ImageRead"#),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_tid_0002 = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Unknown
%ptr_image_f32_tid_0002 = OpTypePointer UniformConstant %type_image_f32_tid_0002
%uniform_image_f32_tid_0002 = OpVariable %ptr_image_f32_tid_0002 UniformConstant
"#,
            r#"
%img = OpLoad %type_image_f32_tid_0002 %uniform_image_f32_tid_0002
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "WriteTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' cannot be TileImageDataEXT"#),
        asm: shader!(
            other,
            r#"
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_tid_0002 = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Unknown
%ptr_image_f32_tid_0002 = OpTypePointer UniformConstant %type_image_f32_tid_0002
%uniform_image_f32_tid_0002 = OpVariable %ptr_image_f32_tid_0002 UniformConstant
"#,
            r#"
%img = OpLoad %type_image_f32_tid_0002 %uniform_image_f32_tid_0002
OpImageWrite %img %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "SparseFetchTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled' parameter to be 1"#),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_tid_0002 = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Unknown
%ptr_image_f32_tid_0002 = OpTypePointer UniformConstant %type_image_f32_tid_0002
%uniform_image_f32_tid_0002 = OpVariable %ptr_image_f32_tid_0002 UniformConstant
"#,
            r#"
%img = OpLoad %type_image_f32_tid_0002 %uniform_image_f32_tid_0002
%res1 = OpImageSparseFetch %struct_u32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadTileImageDataEXT",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Dim TileImageDataEXT cannot be used with ImageSparseRead"#),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability TileImageColorReadAccessEXT
OpExtension "SPV_EXT_shader_tile_image"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_tid_0002 = OpTypeImage %f32 TileImageDataEXT 0 0 0 2 Unknown
%ptr_image_f32_tid_0002 = OpTypePointer UniformConstant %type_image_f32_tid_0002
%uniform_image_f32_tid_0002 = OpVariable %ptr_image_f32_tid_0002 UniformConstant
"#,
            r#"
%img = OpLoad %type_image_f32_tid_0002 %uniform_image_f32_tid_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "TypeImage_OpenCL_Sampled0_OK",
        flags: &[],
        env: "opencl2.1",
        expect: None,
        asm: r#"
  OpCapability Kernel
  OpCapability Addresses
  OpCapability Linkage
  OpMemoryModel Physical32 OpenCL
  %void = OpTypeVoid
  %func = OpTypeFunction %void
  %f32 = OpTypeFloat 32
  %u32 = OpTypeInt 32 0
  
%img_type = OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly
"#,
    },
    Case {
        name: "TypeImage_OpenCL_Sampled1_Invalid",
        flags: &[],
        env: "opencl2.1",
        expect: Some(r#"Sampled must be 0 in the OpenCL environment."#),
        asm: r#"
  OpCapability Kernel
  OpCapability Addresses
  OpCapability Linkage
  OpMemoryModel Physical32 OpenCL
  %void = OpTypeVoid
  %func = OpTypeFunction %void
  %f32 = OpTypeFloat 32
  %u32 = OpTypeInt 32 0
  
%img_type = OpTypeImage %void 2D 0 0 0 1 Unknown ReadOnly
"#,
    },
    Case {
        name: "TypeImage_OpenCL_Sampled2_Invalid",
        flags: &[],
        env: "opencl2.1",
        expect: Some(r#"Sampled must be 0 in the OpenCL environment."#),
        asm: r#"
  OpCapability Kernel
  OpCapability Addresses
  OpCapability Linkage
  OpMemoryModel Physical32 OpenCL
  %void = OpTypeVoid
  %func = OpTypeFunction %void
  %f32 = OpTypeFloat 32
  %u32 = OpTypeInt 32 0
  
%img_type = OpTypeImage %void 2D 0 0 0 2 Unknown ReadOnly
"#,
    },
    Case {
        name: "TypeImage_OpenCL_AccessQualifierMissing",
        flags: &[],
        env: "opencl2.1",
        expect: Some(r#"In the OpenCL environment, the optional Access Qualifier must be present."#),
        asm: r#"
  OpCapability Kernel
  OpCapability Addresses
  OpCapability Linkage
  OpMemoryModel Physical32 OpenCL
  %void = OpTypeVoid
  %func = OpTypeFunction %void
  %f32 = OpTypeFloat 32
  %u32 = OpTypeInt 32 0
  
%img_type = OpTypeImage %void 2D 0 0 0 0 Unknown
"#,
    },
    Case {
        name: "TypeImage_Vulkan_Sampled1_OK",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 0 1 Unknown

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImage_Vulkan_Sampled2_OK",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 0 2 Rgba32f

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImage_Vulkan_Sampled0_Invalid",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"[VUID-StandaloneSpirv-OpTypeImage-04657] Sampled must be 1 or 2 in the Vulkan environment."#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 0 0 Unknown

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeImageWrongFormatForSubpassData",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dim SubpassData requires format Unknown"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability InputAttachment

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 SubpassData 0 0 0 2 Rgba32f
"#,
    },
    Case {
        name: "TypeImageMultisampleStorageImage_MissingCapability",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Capability StorageImageMultisample is required when using multisampled storage image"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 1 2 Rgba32f
"#,
    },
    Case {
        name: "TypeImageMultisampleStorageImage_UsesCapability",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability StorageImageMultisample

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 2D 0 0 1 2 Rgba32f
"#,
    },
    Case {
        name: "TypeImageMultisampleSubpassData_OK",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage
OpCapability InputAttachment

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%img_type = OpTypeImage %f32 SubpassData 0 0 1 2 Unknown
"#,
    },
    Case {
        name: "TypeSampledImage_NotImage_Error",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64
OpCapability Linkage

OpMemoryModel Logical GLSL450

%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%simg_type = OpTypeSampledImage %f32
"#,
    },
    Case {
        name: "TypeSampledImage_Sampled0_Success",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%imty = OpTypeImage %f32 2D 0 0 0 0 Unknown
%simg_type = OpTypeSampledImage %imty

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeSampledImage_Sampled2_Error",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampled image type requires an image type with "Sampled" operand set to 0 or 1"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%storage_image = OpTypeImage %f32 2D 0 0 0 2 Rgba32f
%simg_type = OpTypeSampledImage %storage_image

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "TypeSampledImage_Sampled1_Success",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%im = OpTypeImage %f32 2D 0 0 0 1 Unknown
%simg_type = OpTypeSampledImage %im

  %main = OpFunction %void None %func
  %entry = OpLabel
  OpReturn
  OpFunctionEnd
  "#,
    },
    Case {
        name: "SampledImageSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
"#
        ),
    },
    Case {
        name: "SampledImageVulkanSuccess",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
"#
        ),
    },
    Case {
        name: "SampledImageWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeSampledImage."#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_image_f32_2d_0001 %img %sampler
"#
        ),
    },
    Case {
        name: "SampledImageNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage."#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg1 = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%simg2 = OpSampledImage %type_sampled_image_f32_2d_0001 %simg1 %sampler
"#
        ),
    },
    Case {
        name: "SampledImageImageNotForSampling",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampled image type requires an image type with "Sampled" operand set to 0 or 1"#),
        asm: r#"
OpCapability Shader
OpCapability Int64
OpCapability Float64

OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
%void = OpTypeVoid
%func = OpTypeFunction %void
%bool = OpTypeBool
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%u32 = OpTypeInt 32 0
%u64 = OpTypeInt 64 0
%s32 = OpTypeInt 32 1
%s64 = OpTypeInt 64 1

%im_ty = OpTypeImage %f32 2D 0 0 0 2 Unknown
%sampler_ty = OpTypeSampler
%sampled_image_ty = OpTypeSampledImage %im_ty ; will fail here first!

%ptr_im_ty = OpTypePointer UniformConstant %im_ty
%var_im = OpVariable %ptr_im_ty UniformConstant

%ptr_sampler_ty = OpTypePointer UniformConstant %sampler_ty
%var_sampler = OpVariable %ptr_sampler_ty UniformConstant

%main = OpFunction %void None %func
%entry = OpLabel
%im = OpLoad %im_ty %var_im
%sampler = OpLoad %sampler_ty %var_sampler
%sampled_image = OpSampledImage %sampled_image_ty %im %sampler
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageNotSampler",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampler to be of type OpTypeSampler"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %img
"#
        ),
    },
    Case {
        name: "SampledImageIsStorage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampled image type requires an image type with "Sampled" operand set to 0 or 1"#),
        asm: shader!(
            u10,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_sampled_image_f32_2d_0002 = OpTypeSampledImage %type_image_f32_2d_0002
"#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0002 %img %sampler
"#
        ),
    },
    Case {
        name: "ImageTexelPointerSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %private_image_u32_buffer_0002_r32ui %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerResultTypeNotPointer",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a pointer"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %type_image_u32_buffer_0002_r32ui %private_image_u32_buffer_0002_r32ui %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerResultTypeNotImageClass",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a pointer whose Storage Class operand is Image"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_image_f32_cube_0101 %private_image_u32_buffer_0002_r32ui %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerResultTypeNotNumericNorVoid",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Expected Result Type to be a pointer whose Type operand must be a scalar numerical type or OpTypeVoid"#,
        ),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32arr4 %private_image_u32_buffer_0002_r32ui %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageNotResultTypePointer",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Operand '148[%148]' cannot be a type"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %type_image_f32_buffer_0002_r32ui %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be OpTypePointer with Type OpTypeImage"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %uniform_sampler %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageSampledNotResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as the Type pointed to by Result Type"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %uniform_image_f32_cube_0101 %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageDimSubpassDataBad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Dim SubpassData cannot be used with OpImageTexelPointer"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %private_image_u32_spd_0002 %u32_0 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageCoordTypeBad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be integer scalar or vector"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_f32 %private_image_f32_buffer_0002_r32ui %f32_0 %f32_0
%sum = OpAtomicIAdd %f32 %texel_ptr %f32_1 %f32_0 %f32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerImageCoordSizeBad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have 2 components, but given 3"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %uniform_image_u32_2d_0002 %u32vec3_012 %u32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerSampleNotIntScalar",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sample to be integer scalar"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %private_image_u32_buffer_0002_r32ui %u32_0 %f32_0
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "ImageTexelPointerSampleNotZeroForImageWithMSZero",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sample for Image with MS 0 to be a valid <id> for the value 0"#),
        asm: shader!(
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %private_image_u32_buffer_0002_r32ui %u32_0 %u32_1
%sum = OpAtomicIAdd %u32 %texel_ptr %u32_1 %u32_0 %u32_1
"#
        ),
    },
    Case {
        name: "SampleImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Bias %f32_0_25
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh ConstOffset %s32vec2_01
%res5 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Offset %s32vec2_01
%res6 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh MinLod %f32_0_5
%res7 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SampleImplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SampleImplicitLodWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec3 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SampleImplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageSampleImplicitLod %f32vec4 %img %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SampleImplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleImplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %u32vec4 %simg %f32vec2_00
"#
        ),
    },
    Case {
        name: "SampleImplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %u32vec4 %simg %f32vec2_00
"#
        ),
    },
    Case {
        name: "SampleImplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %img
"#
        ),
    },
    Case {
        name: "SampleImplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleExplicitLodSuccessShader",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Lod %f32_1
%res2 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh Grad %f32vec2_10 %f32vec2_01
%res3 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh ConstOffset %s32vec2_01
%res4 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec3_hhh Offset %s32vec2_01
%res5 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh Grad|Offset|MinLod %f32vec2_10 %f32vec2_01 %s32vec2_01 %f32_0_5
%res6 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Lod|NonPrivateTexelKHR %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodSuccessKernel",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %u32vec4_0123 Lod %f32_1
%res2 = OpImageSampleExplicitLod %f32vec4 %simg %u32vec2_01 Grad %f32vec2_10 %f32vec2_01
%res3 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh ConstOffset %u32vec2_01
%res4 = OpImageSampleExplicitLod %f32vec4 %simg %u32vec2_01 Offset %u32vec2_01
%res5 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_hh Grad|Offset %f32vec2_10 %f32vec2_01 %u32vec2_01
"#
        ),
    },
    Case {
        name: "SampleExplicitLodSuccessCubeArrayed",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Grad %f32vec3_hhh %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleExplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32 %simg %f32vec2_hh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec3 %simg %f32vec2_hh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageSampleExplicitLod %f32vec4 %img %f32vec2_hh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Lod|Sample %f32_0 %u32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %u32vec4 %simg %f32vec2_00 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %u32vec4 %simg %f32vec2_00 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %img Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleExplicitLodBias",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Bias can only be used with ImplicitLod opcodes"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Bias|Lod %f32_1 %f32_1
"#
        ),
    },
    Case {
        name: "LodAndGrad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand bits Lod and Grad cannot be set at the same time"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod|Grad %f32_1 %f32vec2_hh %f32vec2_hh
"#
        ),
    },
    Case {
        name: "ImplicitLodWithLod",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Lod %f32_0_5
"#
        ),
    },
    Case {
        name: "LodWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Lod to be float scalar when used with ExplicitLod"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod %f32vec2_hh"#
        ),
    },
    Case {
        name: "LodWrongDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Lod requires 'Dim' parameter to be 1D, 2D, 3D or Cube"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_rect_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod %f32_0"#
        ),
    },
    Case {
        name: "MinLodIncompatible",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Image Operand MinLod can only be used with ImplicitLod opcodes or together with Image Operand Grad"#,
        ),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Lod|MinLod %f32_0 %f32_0"#
        ),
    },
    Case {
        name: "ImplicitLodWithGrad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Grad can only be used with ExplicitLod opcodes"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Grad %f32vec2_hh %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SampleImplicitLodCubeArrayedSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Bias %f32_0_25
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 MinLod %f32_0_5
%res5 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Bias|MinLod %f32_0_25 %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleImplicitLodBiasWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Bias to be float scalar"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Bias %u32_0
"#
        ),
    },
    Case {
        name: "SampleImplicitLodBiasWrongDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Bias requires 'Dim' parameter to be 1D, 2D, 3D or Cube"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_rect_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh Bias %f32_0
"#
        ),
    },
    Case {
        name: "SampleExplicitLodGradDxWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected both Image Operand Grad ids to be float scalars or vectors"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Grad %s32vec3_012 %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleExplicitLodGradDyWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected both Image Operand Grad ids to be float scalars or vectors"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Grad  %f32vec3_hhh %s32vec3_012
"#
        ),
    },
    Case {
        name: "SampleExplicitLodGradDxWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Grad dx to have 3 components, but given 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Grad %f32vec2_00 %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleExplicitLodGradDyWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Grad dy to have 3 components, but given 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec4_0000 Grad %f32vec3_hhh %f32vec2_00
"#
        ),
    },
    Case {
        name: "SampleImplicitLodConstOffsetCubeDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand ConstOffset cannot be used with Cube Image 'Dim'"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 ConstOffset %s32vec3_012
"#
        ),
    },
    Case {
        name: "SampleImplicitLodConstOffsetWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffset to be int scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_00 ConstOffset %f32vec2_00
"#
        ),
    },
    Case {
        name: "SampleImplicitLodConstOffsetWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffset to have 2 components, but given 3"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_00 ConstOffset %s32vec3_012
"#
        ),
    },
    Case {
        name: "SampleImplicitLodConstOffsetNotConst",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffset to be a const object"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%offset = OpSNegate %s32vec3 %s32vec3_012
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_00 ConstOffset %offset
"#
        ),
    },
    Case {
        name: "SampleImplicitLodOffsetCubeDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Offset cannot be used with Cube Image 'Dim'"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %s32vec3_012
"#
        ),
    },
    Case {
        name: "SampleImplicitLodOffsetWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Offset to be int scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %f32vec2_00
"#
        ),
    },
    Case {
        name: "SampleImplicitLodOffsetWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Offset to have 2 components, but given 3"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %s32vec3_012
"#
        ),
    },
    Case {
        name: "SampleImplicitLodVulkanOffsetWrongSize",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-RuntimeSpirv-Offset-10213] Image Operand Offset can only be used with OpImage*Gather operations."#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleImplicitLodVulkanOffsetMaintenance8",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-RuntimeSpirv-Offset-10213] Image Operand Offset can only be used with OpImage*Gather operations."#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleImplicitLodVulkanOffsetWrongBeforeLegalization",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-RuntimeSpirv-Offset-10213] Image Operand Offset can only be used with OpImage*Gather operations."#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 Offset %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleImplicitLodMoreThanOneOffset",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operands Offset, ConstOffset, ConstOffsets, Offsets cannot be used together"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 ConstOffset|Offset %s32vec2_01 %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleImplicitLodVulkanMoreThanOneOffset",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Image Operands Offset, ConstOffset, ConstOffsets, Offsets cannot be used together"#),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res4 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 ConstOffset|Offset %s32vec2_01 %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleImplicitLodMinLodWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand MinLod to be float scalar"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec4_0000 MinLod %s32_0
"#
        ),
    },
    Case {
        name: "SampleImplicitLodMinLodWrongDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand MinLod requires 'Dim' parameter to be 1D, 2D, 3D or Cube"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_rect_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh MinLod %f32_0_25
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodSuccess2D",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Lod %f32_1
%res3 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Grad %f32vec2_10 %f32vec2_01
%res4 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh ConstOffset %s32vec2_01
%res5 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Offset %s32vec2_01
%res7 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Grad|Offset %f32vec2_10 %f32vec2_01 %s32vec2_01
%res8 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Lod|NonPrivateTexelKHR %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodSuccessRect",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_rect_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Grad %f32vec2_10 %f32vec2_01
%res2 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec3_hhh Grad|Offset %f32vec2_10 %f32vec2_01 %s32vec2_01
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32 %simg %f32vec3_hhh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec3 %simg %f32vec3_hhh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageSampleProjExplicitLod %f32vec4 %img %f32vec3_hhh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'MS' parameter to be 0"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec2_hh Lod|Sample %f32_1 %u32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %u32vec4 %simg %f32vec3_hhh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %u32vec4 %simg %f32vec3_hhh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec4 %simg %img Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjExplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 3 components, but given only 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjExplicitLod %f32vec4 %simg %f32vec2_hh Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh
%res2 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh Bias %f32_0_25
%res4 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh ConstOffset %s32vec2_01
%res5 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh Offset %s32vec2_01
%res6 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh MinLod %f32_0_5
%res7 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec3_hhh NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32 %simg %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32vec3 %simg %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageSampleProjImplicitLod %f32vec4 %img %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'MS' parameter to be 0"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec2_hh Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %u32vec4 %simg %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %u32vec4 %simg %f32vec3_hhh
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32vec4 %simg %img
"#
        ),
    },
    Case {
        name: "SampleProjImplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 3 components, but given only 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjImplicitLod %f32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1
%res2 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 Bias %f32_0_25
%res4 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 ConstOffset %s32vec2_01
%res5 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 Offset %s32vec2_01
%res6 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 MinLod %f32_0_5
%res7 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_hh %f32_1 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float scalar type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %void %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%res1 = OpImageSampleDrefImplicitLod %u32 %img %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dref sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %f32 %simg %f32vec2_hh %f32_1 Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %f32 %simg %f32vec2_00 %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_00 %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %u32 %simg %img %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %f32 %simg %f32_0_5 %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodWrongDrefType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Dref to be of 32-bit float type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec2_00 %f64_1
"#
        ),
    },
    Case {
        name: "SampleDrefImplicitLodWrongDimVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImage-04777] In Vulkan, OpImage*Dref* instructions must not use images with a 3D Dim"#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_3d_0001 %uniform_image_u32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefImplicitLod %u32 %simg %f32vec3_hhh %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec4_0000 %f32_1 Lod %f32_1
%res3 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec3_hhh %f32_1 Grad %f32vec3_hhh %f32vec3_hhh
%res4 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec3_hhh %f32_1 ConstOffset %s32vec3_012
%res5 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec4_0000 %f32_1 Offset %s32vec3_012
%res7 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec3_hhh %f32_1 Grad|Offset %f32vec3_hhh %f32vec3_hhh %s32vec3_012
%res8 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec4_0000 %f32_1 Lod|NonPrivateTexelKHR %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float scalar type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %bool %simg %f32vec3_hhh %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%res1 = OpImageSampleDrefExplicitLod %s32 %img %f32vec3_hhh %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dref sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %f32 %simg %f32vec2_hh %f32_1 Lod|Sample %f32_1 %u32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %f32 %simg %f32vec3_hhh %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %u32 %simg %f32vec2_00 %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %s32 %simg %img %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 3 components, but given only 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec2_hh %s32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleDrefExplicitLodWrongDrefType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Dref to be of 32-bit float type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_s32_3d_0001 %uniform_image_s32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_s32_3d_0001 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %s32 %simg %f32vec3_hhh %u32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5
%res2 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 Bias %f32_0_25
%res4 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 ConstOffset %s32vec2_01
%res5 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 Offset %s32vec2_01
%res6 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 MinLod %f32_0_5
%res7 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float scalar type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %void %simg %f32vec3_hhh %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageSampleProjDrefImplicitLod %f32 %img %f32vec3_hhh %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dref sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %f32 %simg %f32vec2_hh %f32_1 Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %u32 %simg %f32vec3_hhh %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %u32 %simg %f32vec3_hhh %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %f32 %simg %img %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 3 components, but given only 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %f32 %simg %f32vec2_hh %f32_0_5
"#
        ),
    },
    Case {
        name: "SampleProjDrefImplicitLodWrongDrefType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Dref to be of 32-bit float type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefImplicitLod %u32 %simg %f32vec3_hhh %f32vec4_0000
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_1d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec2_hh %f32_0_5 Lod %f32_1
%res2 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec3_hhh %f32_0_5 Grad %f32_0_5 %f32_0_5
%res3 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec2_hh %f32_0_5 ConstOffset %s32_1
%res4 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec2_hh %f32_0_5 Offset %s32_1
%res5 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec2_hh %f32_0_5 Grad|Offset %f32_0_5 %f32_0_5 %s32_1
%res6 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32vec2_hh %f32_0_5 Lod|NonPrivateTexelKHR %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float scalar type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_1d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %bool %simg %f32vec2_hh %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%res1 = OpImageSampleProjDrefExplicitLod %f32 %img %f32vec2_hh %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Dref sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleDrefExplicitLod %f32 %simg %f32vec2_hh %f32_1 Lod|Sample %f32_1 %u32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_1d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %u32 %simg %f32vec2_hh %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %u32 %simg %f32vec3_hhh %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_1d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %f32 %simg %img %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SampleProjDrefExplicitLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_1d_0001 %img %sampler
%res1 = OpImageSampleProjDrefExplicitLod %f32 %simg %f32_0_5 %f32_0_5 Lod %f32_1
"#
        ),
    },
    Case {
        name: "FetchSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%res1 = OpImageFetch %f32vec4 %img %u32vec2_01
%res2 = OpImageFetch %f32vec4 %img %u32vec2_01 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "FetchMultisampledSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageFetch %f32vec4 %img %u32vec2_01 Sample %u32_1
%res2 = OpImageFetch %f32vec4 %img %u32vec2_01 Sample|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "FetchWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageFetch %f32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageFetch %f32vec3 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageFetch %f32vec4 %sampler %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchSampledImageDirectly",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Result <id> from OpSampledImage instruction must not appear as operand for OpImageFetch, since it is not specified as taking an OpTypeSampledImage. Found result <id> '167[%167]' as an operand of <id> '168[%168]'."#,
        ),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageFetch %f32vec4 %simg %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchNotSampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled' parameter to be 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageFetch %u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchCube",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' cannot be Cube"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%res1 = OpImageFetch %f32vec4 %img %u32vec3_012
"#
        ),
    },
    Case {
        name: "FetchWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageFetch %u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%res1 = OpImageFetch %f32vec4 %img %u32vec2_01
%res2 = OpImageFetch %u32vec4 %img %u32vec2_01
%res3 = OpImageFetch %s32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "FetchWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be int scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageFetch %f32vec4 %img %f32vec2_00
"#
        ),
    },
    Case {
        name: "FetchCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageFetch %f32vec4 %img %u32_1
"#
        ),
    },
    Case {
        name: "FetchLodNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Lod to be int scalar when used with OpImageFetch"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageFetch %f32vec4 %img %u32vec2_01 Lod %f32_1
"#
        ),
    },
    Case {
        name: "FetchMultisampledMissingSample",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Sample is required for operation on multi-sampled image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageFetch %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "GatherSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1
%res2 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %const_offsets
%res3 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "GatherWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32 %simg %f32vec4_0000 %u32_1
"#
        ),
    },
    Case {
        name: "GatherWrongNumComponentsResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec3 %simg %f32vec4_0000 %u32_1
"#
        ),
    },
    Case {
        name: "GatherNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sampled Image to be of type OpTypeSampledImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%res1 = OpImageGather %f32vec4 %img %f32vec4_0000 %u32_1
"#
        ),
    },
    Case {
        name: "GatherMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Gather operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 Sample %u32_1
"#
        ),
    },
    Case {
        name: "GatherWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %u32vec4 %simg %f32vec4_0000 %u32_1
"#
        ),
    },
    Case {
        name: "GatherVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageGather %u32vec4 %simg %f32vec2_00 %u32_1
"#
        ),
    },
    Case {
        name: "GatherWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %u32vec4_0123 %u32_1
"#
        ),
    },
    Case {
        name: "GatherCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 4 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32_0_5 %u32_1
"#
        ),
    },
    Case {
        name: "GatherWrongComponentType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Component to be 32-bit int scalar"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %f32_1
"#
        ),
    },
    Case {
        name: "GatherComponentNot32Bit",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Component to be 32-bit int scalar"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u64_0
"#
        ),
    },
    Case {
        name: "GatherComponentSuccessVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_0
"#
        ),
    },
    Case {
        name: "GatherComponentNotConstantVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImageGather-04664] Expected Component Operand to be a const object for Vulkan environment"#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%input_u32 = OpLoad %u32 %input_flat_u32
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %input_u32
"#
        ),
    },
    Case {
        name: "GatherDimCube",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand ConstOffsets cannot be used with Cube Image 'Dim'"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %const_offsets
"#
        ),
    },
    Case {
        name: "GatherConstOffsetsNotArray",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffsets to be an array of size 4"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %u32vec4_0123
"#
        ),
    },
    Case {
        name: "GatherConstOffsetsArrayWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffsets to be an array of size 4"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %const_offsets3x2
"#
        ),
    },
    Case {
        name: "GatherConstOffsetsArrayNotVector",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffsets array components to be int vectors of size 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %const_offsets4xu
"#
        ),
    },
    Case {
        name: "GatherConstOffsetsArrayVectorWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffsets array components to be int vectors of size 2"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %const_offsets4x3
"#
        ),
    },
    Case {
        name: "GatherConstOffsetsArrayNotConst",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand ConstOffsets to be a const object"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%offsets = OpUndef %u32vec2arr4
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 ConstOffsets %offsets
"#
        ),
    },
    Case {
        name: "NotGatherWithConstOffsets",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand ConstOffsets can only be used with OpImageGather and OpImageDrefGather"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res2 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh ConstOffsets %const_offsets
"#
        ),
    },
    Case {
        name: "DrefGatherSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %f32_0_5
%res2 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %f32_0_5 ConstOffsets %const_offsets
%res3 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %f32_0_5 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "DrefGatherMultisampleError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Gather operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %f32_1 Sample %u32_1
"#
        ),
    },
    Case {
        name: "DrefGatherVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_void_2d_0001 %uniform_image_void_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_void_2d_0001 %img %sampler
%res1 = OpImageDrefGather %u32vec4 %simg %f32vec2_00 %f32_0_5
"#
        ),
    },
    Case {
        name: "DrefGatherWrongDrefType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Dref to be of 32-bit float type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0101 %uniform_image_f32_cube_0101
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_cube_0101 %img %sampler
%res1 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %u32_1
"#
        ),
    },
    Case {
        name: "DrefGatherWrongDimVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"[VUID-StandaloneSpirv-OpImage-04777] Expected Image 'Dim' to be 2D, Cube, or Rect"#),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_3d_0001 %uniform_image_f32_3d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_3d_0001 %img %sampler
%res1 = OpImageDrefGather %f32vec4 %simg %f32vec4_0000 %f32_0_5
"#
        ),
    },
    Case {
        name: "ReadSuccess1",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadSuccess2",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability Image1D
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadSuccess3",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageCubeArray
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec3_012
"#
        ),
    },
    Case {
        name: "ReadSuccess4",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_spd_0002 %uniform_image_f32_spd_0002
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadNeedCapabilityStorageImageReadWithoutFormat",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadNeedCapabilityStorageImageReadWithoutFormatVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Capability StorageImageReadWithoutFormat is required to read storage image"#),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadNeedCapabilityImage1D",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Capability Image1D is required to access storage image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadNeedCapabilityImageCubeArray",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Capability ImageCubeArray is required to access storage image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec3_012
"#
        ),
    },
    Case {
        name: "ReadScalarResultType_Universal",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadUnusualNumComponentsResultType_Universal",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec3 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadWrongNumComponentsResultType_Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"[VUID-StandaloneSpirv-Result-04780] Expected Result Type to have 4 components"#),
        asm: shader!(
            vk10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec3 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%sampler = OpLoad %type_sampler %uniform_sampler
%res1 = OpImageRead %f32vec4 %sampler %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadImageSampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled' parameter to be 0 or 2"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadWrongSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type components"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadVoidSampledType",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_void_2d_0002 %uniform_image_void_2d_0002
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
%res2 = OpImageRead %u32vec4 %img %u32vec2_01
%res3 = OpImageRead %s32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "ReadWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be int scalar or vector"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %f32vec2_00
"#
        ),
    },
    Case {
        name: "ReadCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32_1
"#
        ),
    },
    Case {
        name: "WriteSuccess1",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123
"#
        ),
    },
    Case {
        name: "WriteSuccess2",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability Image1D
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
OpImageWrite %img %u32_1 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteSuccess3",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageCubeArray
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
OpImageWrite %img %u32vec3_012 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteSuccess4",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
    OpCapability StorageImageWriteWithoutFormat
    OpCapability StorageImageMultisample
    "#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_2d_0012 = OpTypeImage %f32 2D 0 0 1 2 Unknown
%ptr_image_f32_2d_0012 = OpTypePointer UniformConstant %type_image_f32_2d_0012
%uniform_image_f32_2d_0012 = OpVariable %ptr_image_f32_2d_0012 UniformConstant
    "#,
            r#"
%img = OpLoad %type_image_f32_2d_0012 %uniform_image_f32_2d_0012
OpImageWrite %img %u32vec2_01 %f32vec4_0000 Sample %u32_1
"#
        ),
    },
    Case {
        name: "WriteSubpassData",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' cannot be SubpassData"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_spd_0002 %uniform_image_f32_spd_0002
OpImageWrite %img %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteNeedCapabilityStorageImageWriteWithoutFormat",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123
"#
        ),
    },
    Case {
        name: "WriteNeedCapabilityStorageImageWriteWithoutFormatVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Capability StorageImageWriteWithoutFormat is required to write to storage image"#),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123
"#
        ),
    },
    Case {
        name: "WriteNeedCapabilityImage1D",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Capability Image1D is required to access storage image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
OpImageWrite %img %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteNeedCapabilityImageCubeArray",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Capability ImageCubeArray is required to access storage image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
OpImageWrite %img %u32vec3_012 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: shader!(
            r#"
%sampler = OpLoad %type_sampler %uniform_sampler
OpImageWrite %sampler %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteImageSampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled' parameter to be 0 or 2"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
OpImageWrite %img %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be int scalar or vector"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %f32vec2_00 %u32vec4_0123
"#
        ),
    },
    Case {
        name: "WriteCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32_1 %u32vec4_0123
"#
        ),
    },
    Case {
        name: "WriteTexelScalarSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32_2
"#
        ),
    },
    Case {
        name: "WriteTexelWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Texel to be int or float vector or scalar"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %img
"#
        ),
    },
    Case {
        name: "WriteTexelNonNumericalType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Texel to be int or float vector or scalar"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %boolvec4_tttt
"#
        ),
    },
    Case {
        name: "WriteTexelWrongComponentType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Texel components"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %f32vec4_0000
"#
        ),
    },
    Case {
        name: "WriteSampleNotInteger",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image Operand Sample to be int scalar"#),
        asm: shader!(
            u10,
            r#"
    OpCapability StorageImageWriteWithoutFormat
    OpCapability StorageImageMultisample
    "#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_2d_0012 = OpTypeImage %f32 2D 0 0 1 2 Unknown
%ptr_image_f32_2d_0012 = OpTypePointer UniformConstant %type_image_f32_2d_0012
%uniform_image_f32_2d_0012 = OpVariable %ptr_image_f32_2d_0012 UniformConstant
    "#,
            r#"
%img = OpLoad %type_image_f32_2d_0012 %uniform_image_f32_2d_0012
OpImageWrite %img %u32vec2_01 %f32vec4_0000 Sample %f32_1
"#
        ),
    },
    Case {
        name: "WriteSampleNotMultisampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Operand Sample requires non-zero 'MS' parameter"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageWriteWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
OpImageWrite %img %u32vec2_01 %f32vec4_0000 Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleWrongOpcode",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Sampling operation is invalid for multisample image"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageSampleExplicitLod %f32vec4 %simg %f32vec2_00 Sample %u32_1
"#
        ),
    },
    Case {
        name: "SampleImageToImageSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%img2 = OpImage %type_image_f32_2d_0001 %simg
"#
        ),
    },
    Case {
        name: "SampleImageToImageWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%img2 = OpImage %type_sampled_image_f32_2d_0001 %simg
"#
        ),
    },
    Case {
        name: "SampleImageToImageNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sample Image to be of type OpTypeSampleImage"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%img2 = OpImage %type_image_f32_2d_0001 %img
"#
        ),
    },
    Case {
        name: "SampleImageToImageNotTheSameImageType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Sample Image image type to be equal to Result Type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%img2 = OpImage %type_image_f32_2d_0002 %simg
"#
        ),
    },
    Case {
        name: "QueryFormatSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryFormat %u32 %img
"#
        ),
    },
    Case {
        name: "QueryFormatWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int scalar type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryFormat %bool %img
"#
        ),
    },
    Case {
        name: "QueryFormatNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected operand to be of type OpTypeImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryFormat %u32 %sampler
"#
        ),
    },
    Case {
        name: "QueryOrderSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryOrder %u32 %img
"#
        ),
    },
    Case {
        name: "QueryOrderWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int scalar type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryOrder %bool %img
"#
        ),
    },
    Case {
        name: "QueryOrderNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected operand to be of type OpTypeImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryOrder %u32 %sampler
"#
        ),
    },
    Case {
        name: "QuerySizeLodSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySizeLod %u32vec2 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int scalar or vector type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySizeLod %f32vec2 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodResultTypeWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Result Type has 1 components, but 2 expected"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySizeLod %u32 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQuerySizeLod %u32vec2 %sampler %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodSampledImageDirectly",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Result <id> from OpSampledImage instruction must not appear as operand for OpImageQuerySizeLod, since it is not specified as taking an OpTypeSampledImage. Found result <id> '167[%167]' as an operand of <id> '168[%168]'."#,
        ),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQuerySizeLod %u32vec2 %simg %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodMultisampledError",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'MS' must be 0"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageQuerySizeLod %u32vec2 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodNonSampledUniversalSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageQuerySizeLod %u32vec2 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodVulkanNonSampledError",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImageQuerySizeLod-04659] OpImageQuerySizeLod must only consume an "Image" operand whose type has its "Sampled" operand set to 1"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability ImageQuery
OpMemoryModel Logical Simple
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft

%f32 = OpTypeFloat 32
%u32 = OpTypeInt 32 0
%u32_0 = OpConstant %u32 0
%u32vec2 = OpTypeVector %u32 2
%void = OpTypeVoid
%voidfn = OpTypeFunction %void

; Test with a storage image.
%type_image_f32_2d_0002 = OpTypeImage %f32 2D 0 0 0 2 Rgba32f
%ptr_image_f32_2d_0002 = OpTypePointer UniformConstant %type_image_f32_2d_0002
%uniform_image_f32_2d_0002 = OpVariable %ptr_image_f32_2d_0002 UniformConstant

%main = OpFunction %void None %voidfn
%entry = OpLabel
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageQuerySizeLod %u32vec2 %img %u32_0
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "QuerySizeLodWrongImageDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' must be 1D, 2D, 3D or Cube"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageQuerySizeLod %u32vec2 %img %u32_1
"#
        ),
    },
    Case {
        name: "QuerySizeLodWrongLodType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Level of Detail to be int scalar"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySizeLod %u32vec2 %img %f32_0
"#
        ),
    },
    Case {
        name: "QuerySizeSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageQuerySize %u32vec2 %img
"#
        ),
    },
    Case {
        name: "QuerySizeWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int scalar or vector type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageQuerySize %f32vec2 %img
"#
        ),
    },
    Case {
        name: "QuerySizeNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageQuerySize %u32vec2 %sampler
"#
        ),
    },
    Case {
        name: "QuerySizeSampledImageDirectly",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Result <id> from OpSampledImage instruction must not appear as operand for OpImageQuerySize, since it is not specified as taking an OpTypeSampledImage. Found result <id> '167[%167]' as an operand of <id> '168[%168]'."#,
        ),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0011 %img %sampler
%res1 = OpImageQuerySize %u32vec2 %simg
"#
        ),
    },
    Case {
        name: "QuerySizeDimSubpassDataBad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' must be 1D, Buffer, 2D, Cube, 3D or Rect"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_spd_0002 %uniform_image_f32_spd_0002
%res1 = OpImageQuerySize %u32vec2 %img
"#
        ),
    },
    Case {
        name: "QuerySizeWrongSampling",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image must have either 'MS'=1 or 'Sampled'=0 or 'Sampled'=2"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySize %u32vec2 %img
"#
        ),
    },
    Case {
        name: "QuerySizeWrongNumberOfComponents",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Result Type has 2 components, but 4 expected"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_3d_0111 %uniform_image_f32_3d_0111
%res1 = OpImageQuerySize %u32vec2 %img
"#
        ),
    },
    Case {
        name: "QueryLodSuccessKernel",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
%res2 = OpImageQueryLod %f32vec2 %simg %u32vec2_01
"#
        ),
    },
    Case {
        name: "QueryLodSuccessShader",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be float vector type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %u32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodResultTypeWrongSize",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to have 2 components"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec3 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodNotSampledImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image operand to be of type OpTypeSampledImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryLod %f32vec2 %img %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodWrongDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' must be 1D, 2D, 3D or Cube"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_rect_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodWrongCoordinateType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to be float scalar or vector"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %u32vec2_01
"#
        ),
    },
    Case {
        name: "QueryLodCoordinateSizeTooSmall",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Coordinate to have at least 2 components, but given only 1"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32_0
"#
        ),
    },
    Case {
        name: "QueryLevelsSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryLevels %u32 %img
"#
        ),
    },
    Case {
        name: "QueryLevelsWrongResultType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be int scalar type"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQueryLevels %f32 %img
"#
        ),
    },
    Case {
        name: "QueryLevelsNotImage",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image to be of type OpTypeImage"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLevels %u32 %sampler
"#
        ),
    },
    Case {
        name: "QueryLevelsSampledImageDirectly",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Result <id> from OpSampledImage instruction must not appear as operand for OpImageQueryLevels, since it is not specified as taking an OpTypeSampledImage. Found result <id> '167[%167]' as an operand of <id> '168[%168]'."#,
        ),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLevels %u32 %simg
"#
        ),
    },
    Case {
        name: "QueryLevelsWrongDim",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' must be 1D, 2D, 3D or Cube"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageQueryLevels %u32 %img
"#
        ),
    },
    Case {
        name: "QuerySizeLevelsNonSampledUniversalSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageQueryLevels %u32 %img
"#
        ),
    },
    Case {
        name: "QuerySizeLevelsVulkanNonSampledError",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImageQuerySizeLod-04659] OpImageQueryLevels must only consume an "Image" operand whose type has its "Sampled" operand set to 1"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability ImageQuery
OpMemoryModel Logical Simple
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft

%f32 = OpTypeFloat 32
%u32 = OpTypeInt 32 0
%void = OpTypeVoid
%voidfn = OpTypeFunction %void

; Test with a storage image.
%type_image_f32_2d_0002 = OpTypeImage %f32 2D 0 0 0 2 Rgba32f
%ptr_image_f32_2d_0002 = OpTypePointer UniformConstant %type_image_f32_2d_0002
%uniform_image_f32_2d_0002 = OpVariable %ptr_image_f32_2d_0002 UniformConstant

%main = OpFunction %void None %voidfn
%entry = OpLabel
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageQueryLevels %u32 %img
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "QuerySamplesSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0011 %uniform_image_f32_2d_0011
%res1 = OpImageQuerySamples %u32 %img
"#
        ),
    },
    Case {
        name: "QuerySamplesNot2D",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'Dim' must be 2D"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_3d_0011 %uniform_image_f32_3d_0011
%res1 = OpImageQuerySamples %u32 %img
"#
        ),
    },
    Case {
        name: "QuerySamplesNotMultisampled",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image 'MS' must be 1"#),
        asm: kernel!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%res1 = OpImageQuerySamples %u32 %img
"#
        ),
    },
    Case {
        name: "QueryLodWrongExecutionModel",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used with the current execution model:"#,
        ),
        asm: shader!(
            u10,
            r#""#,
            "Vertex",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodWrongExecutionModelWithFunc",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '166[%166]', which cannot be used with the current execution model:"#,
        ),
        asm: shader!(
            u10,
            r#""#,
            "Vertex",
            r#""#,
            r#"
%call_ret = OpFunctionCall %void %my_func
OpReturn
OpFunctionEnd
%my_func = OpFunction %void None %func
%my_func_entry = OpLabel
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodComputeShaderDerivatives",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ComputeDerivativeGroupLinearKHR
OpExtension "SPV_KHR_compute_shader_derivatives"
"#,
            "GLCompute",
            r#"
OpExecutionMode %main LocalSize 8 8 1
OpExecutionMode %main DerivativeGroupLinearKHR
"#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "QueryLodUniversalSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpCapability ImageQuery
OpMemoryModel Logical Simple
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft

OpDecorate %uniform_image_f32_2d_0000 DescriptorSet 0
OpDecorate %uniform_image_f32_2d_0000 Binding 0
OpDecorate %sampler DescriptorSet 0
OpDecorate %sampler Binding 1

%f32 = OpTypeFloat 32
%f32vec2 = OpTypeVector %f32 2
%f32vec2_null = OpConstantNull %f32vec2
%u32 = OpTypeInt 32 0
%u32vec2 = OpTypeVector %u32 2
%void = OpTypeVoid
%voidfn = OpTypeFunction %void

; Test with an image with sampled = 0
%type_image_f32_2d_0000 = OpTypeImage %f32 2D 0 0 0 0 Rgba32f
%ptr_image_f32_2d_0000 = OpTypePointer UniformConstant %type_image_f32_2d_0000
%uniform_image_f32_2d_0000 = OpVariable %ptr_image_f32_2d_0000 UniformConstant
%sampled_image_ty = OpTypeSampledImage %type_image_f32_2d_0000

%sampler_ty = OpTypeSampler
%ptr_sampler_ty = OpTypePointer UniformConstant %sampler_ty
%sampler = OpVariable %ptr_sampler_ty UniformConstant


%main = OpFunction %void None %voidfn
%entry = OpLabel
%img = OpLoad %type_image_f32_2d_0000 %uniform_image_f32_2d_0000
%s = OpLoad %sampler_ty %sampler
%simg = OpSampledImage %sampled_image_ty %img %s
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_null
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "QueryLodVulkanNonSampledError",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpTypeImage-04657] Sampled image type requires an image type with "Sampled" operand set to 0 or 1"#,
        ),
        asm: r#"
OpCapability Shader
OpCapability ImageQuery
OpMemoryModel Logical Simple
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft

OpDecorate %sampled_image DescriptorSet 0
OpDecorate %sampled_image Binding 0

%f32 = OpTypeFloat 32
%f32vec2 = OpTypeVector %f32 2
%f32vec2_null = OpConstantNull %f32vec2
%u32 = OpTypeInt 32 0
%u32vec2 = OpTypeVector %u32 2
%void = OpTypeVoid
%voidfn = OpTypeFunction %void

; Test with an image with Sampled = 2
; In Vulkan it Sampled must be 1 or 2, checked in another part of the
; validation flow.
%type_image_f32_2d_0002 = OpTypeImage %f32 2D 0 0 0 2 Rgba32f

; Expect to fail here.
%sampled_image_ty = OpTypeSampledImage %type_image_f32_2d_0002
%ptr_sampled_image_ty = OpTypePointer UniformConstant %sampled_image_ty
%sampled_image = OpVariable %ptr_sampled_image_ty UniformConstant

%main = OpFunction %void None %voidfn
%entry = OpLabel
%simg = OpLoad %sampled_image_ty %sampled_image
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_null
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "QueryLodComputeShaderDerivativesMissingMode",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used with the current execution modes:"#,
        ),
        asm: shader!(
            u10,
            r#"
OpCapability ComputeDerivativeGroupLinearKHR
OpExtension "SPV_KHR_compute_shader_derivatives"
"#,
            "GLCompute",
            r#"
OpExecutionMode %main LocalSize 8 8 1
"#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageQueryLod %f32vec2 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "ImplicitLodWrongExecutionModel",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used with the current execution model:"#,
        ),
        asm: shader!(
            u10,
            r#""#,
            "Vertex",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "ImplicitLodComputeShaderDerivatives",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ComputeDerivativeGroupLinearKHR
OpExtension "SPV_KHR_compute_shader_derivatives"
"#,
            "GLCompute",
            r#"
OpExecutionMode %main LocalSize 8 8 1
OpExecutionMode %main DerivativeGroupLinearKHR
"#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "ImplicitLodComputeShaderDerivativesMissingMode",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used with the current execution modes:"#,
        ),
        asm: shader!(
            u10,
            r#"
OpCapability ComputeDerivativeGroupLinearKHR
OpExtension "SPV_KHR_compute_shader_derivatives"
"#,
            "GLCompute",
            r#"
OpExecutionMode %main LocalSize 8 8 1
"#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "ReadSubpassDataWrongExecutionModel",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used with the current execution model:"#,
        ),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Vertex",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_spd_0002 %uniform_image_f32_spd_0002
%res1 = OpImageRead %f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh
%res2 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh Bias %f32_0_25
%res4 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh ConstOffset %s32vec2_01
%res5 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh Offset %s32vec2_01
%res6 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh MinLod %f32_0_5
%res7 = OpImageSparseSampleImplicitLod %struct_u64_f32vec4 %simg %f32vec2_hh Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4 %simg %f32vec2_hh NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodResultTypeNotStruct",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeStruct"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %f32 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodResultTypeNotTwoMembers1",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodResultTypeNotTwoMembers2",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32_f32vec4_u32 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodResultTypeFirstMemberNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_f32_f32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodResultTypeTexelNotVector",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32_u32 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodWrongNumComponentsTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32_f32vec3 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleImplicitLodWrongComponentTypeTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type's second member components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleImplicitLod %struct_u32_u32vec4 %simg %f32vec2_hh
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0001 %uniform_image_u32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_u32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1
%res2 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 Bias %f32_0_25
%res4 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 ConstOffset %s32vec2_01
%res5 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 Offset %s32vec2_01
%res6 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 MinLod %f32_0_5
%res7 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 Bias|Offset|MinLod %f32_0_25 %s32vec2_01 %f32_0_5
%res8 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodResultTypeNotStruct",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeStruct"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %f32 %simg %f32vec2_hh %f32_1
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodResultTypeNotTwoMembers1",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %struct_u32 %simg %f32vec2_hh %f32_1
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodResultTypeNotTwoMembers2",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %struct_u32_f32_u32 %simg %f32vec2_hh %f32_1
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodResultTypeFirstMemberNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %struct_f32_f32 %simg %f32vec2_hh %f32_1
"#
        ),
    },
    Case {
        name: "SparseSampleDrefImplicitLodDifferentSampledType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type's second member"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseSampleDrefImplicitLod %struct_u32_u32 %simg %f32vec2_hh %f32_1
"#
        ),
    },
    Case {
        name: "SparseFetchSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0001 %uniform_image_f32_1d_0001
%res1 = OpImageSparseFetch %struct_u32_f32vec4 %img %u32vec2_01
%res2 = OpImageSparseFetch %struct_u32_f32vec4 %img %u32vec2_01 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SparseFetchResultTypeNotStruct",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeStruct"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %f32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchResultTypeNotTwoMembers1",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchResultTypeNotTwoMembers2",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_u32_f32vec4_u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchResultTypeFirstMemberNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_f32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchResultTypeTexelNotVector",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_u32_u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchWrongNumComponentsTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_u32_f32vec3 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseFetchWrongComponentTypeTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type's second member components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_rect_0001 %uniform_image_f32_rect_0001
%res1 = OpImageSparseFetch %struct_u32_u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadResultTypeNotStruct",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeStruct"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %f32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadResultTypeNotTwoMembers1",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadResultTypeNotTwoMembers2",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4_u32 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadResultTypeFirstMemberNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_f32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadResultTypeTexelWrongType",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to be int or float scalar or vector type"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_u32arr4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadWrongComponentTypeTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type's second member components"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_u32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseReadSubpassDataNotAllowed",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image Dim SubpassData cannot be used with ImageSparseRead"#),
        asm: shader!(
            u10,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_spd_0002 %uniform_image_f32_spd_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01
"#
        ),
    },
    Case {
        name: "SparseGatherSuccess",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_f32vec4 %simg %f32vec4_0000 %u32_1
%res2 = OpImageSparseGather %struct_u32_f32vec4 %simg %f32vec4_0000 %u32_1 NonPrivateTexelKHR
"#
        ),
    },
    Case {
        name: "SparseGatherResultTypeNotStruct",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be OpTypeStruct"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %f32 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherResultTypeNotTwoMembers1",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherResultTypeNotTwoMembers2",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_f32vec4_u32 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherResultTypeFirstMemberNotInt",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a struct containing an int scalar and a texel"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_f32_f32vec4 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherResultTypeTexelNotVector",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to be int or float vector type"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_u32 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherWrongNumComponentsTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type's second member to have 4 components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_f32vec3 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseGatherWrongComponentTypeTexel",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Image 'Sampled Type' to be the same as Result Type's second member components"#),
        asm: shader!(
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_u32vec4 %simg %f32vec2_hh %u32_1
"#
        ),
    },
    Case {
        name: "SparseTexelsResidentSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            r#"
%res1 = OpImageSparseTexelsResident %bool %u32_1
"#
        ),
    },
    Case {
        name: "SparseTexelsResidentResultTypeNotBool",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be bool scalar type"#),
        asm: shader!(
            r#"
%res1 = OpImageSparseTexelsResident %u32 %u32_1
"#
        ),
    },
    Case {
        name: "MakeTexelVisibleKHRSuccessImageRead",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 MakeTexelVisibleKHR|NonPrivateTexelKHR %u32_2
"#
        ),
    },
    Case {
        name: "MakeTexelVisibleKHRSuccessImageSparseRead",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01 MakeTexelVisibleKHR|NonPrivateTexelKHR %u32_2
"#
        ),
    },
    Case {
        name: "MakeTexelVisibleKHRFailureOpcode",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            r#"Image Operand MakeTexelVisibleKHR can only be used with OpImageRead or OpImageSparseRead: OpImageSampleImplicitLod"#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh MakeTexelVisibleKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "MakeTexelVisibleKHRFailureMissingNonPrivate",
        flags: &[],
        env: "spv1.3",
        expect: Some(r#"Image Operand MakeTexelVisibleKHR requires NonPrivateTexelKHR is also specified: OpImageRead"#),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 MakeTexelVisibleKHR %u32_1
"#
        ),
    },
    Case {
        name: "MakeTexelAvailableKHRSuccessImageWrite",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageWriteWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR|NonPrivateTexelKHR %u32_2
"#
        ),
    },
    Case {
        name: "MakeTexelAvailableKHRFailureOpcode",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            r#"Image Operand MakeTexelAvailableKHR can only be used with OpImageWrite: OpImageSampleImplicitLod"#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSampleImplicitLod %f32vec4 %simg %f32vec2_hh MakeTexelAvailableKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "MakeTexelAvailableKHRFailureMissingNonPrivate",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            r#"Image Operand MakeTexelAvailableKHR requires NonPrivateTexelKHR is also specified: OpImageWrite"#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageWriteWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR %u32_1
"#
        ),
    },
    Case {
        name: "VulkanMemoryModelDeviceScopeImageWriteBad",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            r#"Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability"#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageWriteWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "VulkanMemoryModelDeviceScopeImageWriteGood",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageWriteWithoutFormat
OpCapability VulkanMemoryModelKHR
OpCapability VulkanMemoryModelDeviceScopeKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123 MakeTexelAvailableKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "VulkanMemoryModelDeviceScopeImageReadBad",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            r#"Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability"#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 MakeTexelVisibleKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "VulkanMemoryModelDeviceScopeImageReadGood",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability VulkanMemoryModelKHR
OpCapability VulkanMemoryModelDeviceScopeKHR
OpExtension "SPV_KHR_vulkan_memory_model"
"#,
            "Fragment",
            r#""#,
            r#"VulkanKHR"#,
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 MakeTexelVisibleKHR|NonPrivateTexelKHR %u32_1
"#
        ),
    },
    Case {
        name: "Issue2463NoSegFault",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"Result <id> from OpSampledImage instruction must not appear as operand for OpReturnValue, since it is not specified as taking an OpTypeSampledImage. Found result <id> '29[%29]' as an operand of <id> '0[%0]'."#,
        ),
        asm: r#"
               OpCapability Linkage
               OpCapability Shader
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
       %void = OpTypeVoid
          %6 = OpTypeFunction %void
      %float = OpTypeFloat 32
          %8 = OpTypeImage %float 3D 0 0 0 1 Unknown
%_ptr_UniformConstant_8 = OpTypePointer UniformConstant %8
         %10 = OpTypeSampler
%_ptr_UniformConstant_10 = OpTypePointer UniformConstant %10
         %12 = OpTypeSampledImage %8
         %13 = OpTypeFunction %12 %_ptr_UniformConstant_8 %_ptr_UniformConstant_10
         %23 = OpFunction %12 None %13
         %24 = OpFunctionParameter %_ptr_UniformConstant_8
         %25 = OpFunctionParameter %_ptr_UniformConstant_10
         %26 = OpLabel
         %27 = OpLoad %8 %24
         %28 = OpLoad %10 %25
         %29 = OpSampledImage %12 %27 %28
               OpReturnValue %29
               OpFunctionEnd
"#,
    },
    Case {
        name: "SignExtendV13Bad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"5th operand of ImageRead: operand SignExtend(4096) requires SPIR-V version 1.4 or later"#),
        asm: shader!(
            other,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 SignExtend
"#
        ),
    },
    Case {
        name: "ZeroExtendV13Bad",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"5th operand of ImageRead: operand ZeroExtend(8192) requires SPIR-V version 1.4 or later"#),
        asm: shader!(
            other,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 ZeroExtend
"#
        ),
    },
    Case {
        name: "SignExtendScalarUIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32 %img %u32vec2_01 SignExtend
"#
        ),
    },
    Case {
        name: "SignExtendScalarSIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_s32_2d_0002 %uniform_image_s32_2d_0002
%res1 = OpImageRead %s32 %img %u32vec2_01 SignExtend
"#
        ),
    },
    Case {
        name: "SignExtendScalarVectorUIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 SignExtend
"#
        ),
    },
    Case {
        name: "SignExtendVectorSIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_s32_2d_0002 %uniform_image_s32_2d_0002
%res1 = OpImageRead %s32vec4 %img %u32vec2_01 SignExtend
"#
        ),
    },
    Case {
        name: "ZeroExtendScalarUIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32 %img %u32vec2_01 ZeroExtend
"#
        ),
    },
    Case {
        name: "ZeroExtendScalarSIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_s32_2d_0002 %uniform_image_s32_2d_0002
%res1 = OpImageRead %s32 %img %u32vec2_01 ZeroExtend
"#
        ),
    },
    Case {
        name: "ZeroExtendScalarVectorUIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 ZeroExtend
"#
        ),
    },
    Case {
        name: "ZeroExtendVectorSIntTexelV14Good",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            u14,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_s32_2d_0002 %uniform_image_s32_2d_0002
%res1 = OpImageRead %s32vec4 %img %u32vec2_01 ZeroExtend
"#
        ),
    },
    Case {
        name: "ReadLodAMDSuccess1",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
%res1 = OpImageRead %u32vec4 %img %u32vec2_01 Lod %u32_0
"#
        ),
    },
    Case {
        name: "ReadLodAMDSuccess2",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability Image1D
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec2_01 Lod %u32_0
"#
        ),
    },
    Case {
        name: "ReadLodAMDSuccess3",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability ImageCubeArray
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec3_012 Lod %u32_0
"#
        ),
    },
    Case {
        name: "ReadLodAMDNeedCapability",
        flags: &[],
        env: "spv1.1",
        expect: Some(r#"Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch"#),
        asm: shader!(
            other,
            r#"
OpCapability ImageCubeArray
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
%res1 = OpImageRead %f32vec4 %img %u32vec3_012 Lod %u32_0
"#
        ),
    },
    Case {
        name: "WriteLodAMDSuccess1",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageWriteWithoutFormat
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_u32_2d_0002 %uniform_image_u32_2d_0002
OpImageWrite %img %u32vec2_01 %u32vec4_0123 Lod %u32_0
"#
        ),
    },
    Case {
        name: "WriteLodAMDSuccess2",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability Image1D
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_1d_0002_rgba32f %uniform_image_f32_1d_0002_rgba32f
OpImageWrite %img %u32_1 %f32vec4_0000 Lod %u32_0
"#
        ),
    },
    Case {
        name: "WriteLodAMDSuccess3",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability ImageCubeArray
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
OpImageWrite %img %u32vec3_012 %f32vec4_0000 Lod %u32_0
"#
        ),
    },
    Case {
        name: "WriteLodAMDNeedCapability",
        flags: &[],
        env: "spv1.1",
        expect: Some(r#"Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch"#),
        asm: shader!(
            other,
            r#"
OpCapability ImageCubeArray
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_cube_0102_rgba32f %uniform_image_f32_cube_0102_rgba32f
OpImageWrite %img %u32vec3_012 %f32vec4_0000 Lod %u32_0
"#
        ),
    },
    Case {
        name: "SparseReadLodAMDSuccess",
        flags: &[],
        env: "spv1.1",
        expect: None,
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
OpCapability ImageReadWriteLodAMD
OpExtension "SPV_AMD_shader_image_load_store_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01 Lod %u32_0
"#
        ),
    },
    Case {
        name: "SparseReadLodAMDNeedCapability",
        flags: &[],
        env: "spv1.1",
        expect: Some(r#"Image Operand Lod can only be used with ExplicitLod opcodes and OpImageFetch"#),
        asm: shader!(
            other,
            r#"
OpCapability StorageImageReadWithoutFormat
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0002 %uniform_image_f32_2d_0002
%res1 = OpImageSparseRead %struct_u32_f32vec4 %img %u32vec2_01 Lod %u32_0
"#
        ),
    },
    Case {
        name: "GatherBiasAMDSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageGatherBiasLodAMD
OpExtension "SPV_AMD_texture_gather_bias_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 Bias %f32_1
"#
        ),
    },
    Case {
        name: "GatherLodAMDSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageGatherBiasLodAMD
OpExtension "SPV_AMD_texture_gather_bias_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageGather %f32vec4 %simg %f32vec4_0000 %u32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "SparseGatherBiasAMDSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageGatherBiasLodAMD
OpExtension "SPV_AMD_texture_gather_bias_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_f32vec4 %simg %f32vec4_0000 %u32_1 Bias %f32_1
"#
        ),
    },
    Case {
        name: "SparseGatherLodAMDSuccess",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            u10,
            r#"
OpCapability ImageGatherBiasLodAMD
OpExtension "SPV_AMD_texture_gather_bias_lod"
"#,
            "Fragment",
            r#""#,
            r#"
%img = OpLoad %type_image_f32_2d_0001 %uniform_image_f32_2d_0001
%sampler = OpLoad %type_sampler %uniform_sampler
%simg = OpSampledImage %type_sampled_image_f32_2d_0001 %img %sampler
%res1 = OpImageSparseGather %struct_u32_f32vec4 %simg %f32vec4_0000 %u32_1 Lod %f32_1
"#
        ),
    },
    Case {
        name: "Image64MissingCapability",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Operand 8 of TypeImage requires one of these capabilities: Int64ImageEXT "#),
        asm: shader!(
            other,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_u64_buffer_0002_r64ui = OpTypeImage %u64 Buffer 0 0 0 2 R64ui
%ptr_Image_u64 = OpTypePointer Image %u64
%ptr_image_u64_buffer_0002_r64ui = OpTypePointer Private %type_image_u64_buffer_0002_r64ui
%private_image_u64_buffer_0002_r64ui = OpVariable %ptr_image_u64_buffer_0002_r64ui Private
"#,
            r#""#
        ),
    },
    Case {
        name: "Image64MissingExtension",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"1st operand of Capability: operand Int64ImageEXT(5016) requires one of these extensions: SPV_EXT_shader_image_int64 "#,
        ),
        asm: shader!(
            other,
            r#"
OpCapability Int64ImageEXT
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_u64_buffer_0002_r64ui = OpTypeImage %u64 Buffer 0 0 0 2 R64ui
%ptr_Image_u64 = OpTypePointer Image %u64
%ptr_image_u64_buffer_0002_r64ui = OpTypePointer Private %type_image_u64_buffer_0002_r64ui
%private_image_u64_buffer_0002_r64ui = OpVariable %ptr_image_u64_buffer_0002_r64ui Private
"#,
            r#""#
        ),
    },
    Case {
        name: "ImageTexelPointerR32uiSuccessVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u32 %private_image_u32_buffer_0002_r32ui %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageTexelPointerR32iSuccessVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_s32_buffer_0002_r32i = OpTypeImage %s32 Buffer 0 0 0 2 R32i
%ptr_Image_s32 = OpTypePointer Image %s32
%ptr_image_s32_buffer_0002_r32i = OpTypePointer Private %type_image_s32_buffer_0002_r32i
%private_image_s32_buffer_0002_r32i = OpVariable %ptr_image_s32_buffer_0002_r32i Private
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_s32 %private_image_s32_buffer_0002_r32i %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageTexelPointerR64uiSuccessVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#"
OpCapability Int64ImageEXT
OpExtension "SPV_EXT_shader_image_int64"
"#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_u64_buffer_0002_r64ui = OpTypeImage %u64 Buffer 0 0 0 2 R64ui
%ptr_Image_u64 = OpTypePointer Image %u64
%ptr_image_u64_buffer_0002_r64ui = OpTypePointer Private %type_image_u64_buffer_0002_r64ui
%private_image_u64_buffer_0002_r64ui = OpVariable %ptr_image_u64_buffer_0002_r64ui Private
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_u64 %private_image_u64_buffer_0002_r64ui %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageTexelPointerR32fSuccessVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_f32_buffer_0002_r32f = OpTypeImage %f32 Buffer 0 0 0 2 R32f
%ptr_image_f32_buffer_0002_r32f = OpTypePointer Private %type_image_f32_buffer_0002_r32f
%private_image_f32_buffer_0002_r32f = OpVariable %ptr_image_f32_buffer_0002_r32f Private
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_f32 %private_image_f32_buffer_0002_r32f %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageTexelPointerRgba32iVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImageTexelPointer-04658] Expected the Image Format in Image to be R64i, R64ui, R32f, R32i, or R32ui for Vulkan environment"#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_s32_buffer_0002_rgba32i = OpTypeImage %s32 Buffer 0 0 0 2 Rgba32i
%ptr_Image_s32 = OpTypePointer Image %s32
%ptr_image_s32_buffer_0002_rgba32i = OpTypePointer Private %type_image_s32_buffer_0002_rgba32i
%private_image_s32_buffer_0002_rgba32i = OpVariable %ptr_image_s32_buffer_0002_rgba32i Private
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_s32 %private_image_s32_buffer_0002_rgba32i %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageTexelPointerRgba16fVulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            r#"[VUID-StandaloneSpirv-OpImageTexelPointer-04658] Expected the Image Format in Image to be R64i, R64ui, R32f, R32i, or R32ui for Vulkan environment"#,
        ),
        asm: shader!(
            vk10,
            r#""#,
            "Fragment",
            r#""#,
            r#"GLSL450"#,
            r#"
%type_image_s32_buffer_0002_rgba16f = OpTypeImage %s32 Buffer 0 0 0 2 Rgba16f
%ptr_Image_s32 = OpTypePointer Image %s32
%ptr_image_s32_buffer_0002_rgba16f = OpTypePointer Private %type_image_s32_buffer_0002_rgba16f
%private_image_s32_buffer_0002_rgba16f = OpVariable %ptr_image_s32_buffer_0002_rgba16f Private
"#,
            r#"
%texel_ptr = OpImageTexelPointer %ptr_Image_s32 %private_image_s32_buffer_0002_rgba16f %u32_0 %u32_0
"#
        ),
    },
    Case {
        name: "ImageExecutionModeLimitationNoMode",
        flags: &[],
        env: "spv1.0",
        expect: Some(
            r#"OpEntryPoint Entry Point <id> '2[%2]'s callgraph contains function <id> '2[%2]', which cannot be used with the current execution modes:"#,
        ),
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %2 " " %4
%void = OpTypeVoid
%8 = OpTypeFunction %void
%float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%12 = OpTypeImage %float 2D 0 0 0 1 Rgba8ui
%13 = OpTypeSampledImage %12
%_ptr_UniformConstant_13 = OpTypePointer UniformConstant %13
%5 = OpVariable %_ptr_UniformConstant_13 UniformConstant
%_ptr_Input_v4float = OpTypePointer Input %v4float
%4 = OpVariable %_ptr_Input_v4float Input
%v2float = OpTypeVector %float 2
%float_1_35631564en19 = OpConstant %float 1.35631564e-19
%2 = OpFunction %void None %8
%8224 = OpLabel
%6 = OpLoad %13 %5
%19 = OpLoad %v4float %4
%20 = OpVectorShuffle %v2float %19 %19 0 1
%21 = OpVectorTimesScalar %v2float %20 %float_1_35631564en19
%65312 = OpImageSampleImplicitLod %v4float %6 %21
OpUnreachable
OpFunctionEnd
"#,
    },
    Case {
        name: "TypeSampledImageNotBufferPost1p6",
        flags: &[],
        env: "spv1.6",
        expect: Some(r#"In SPIR-V 1.6 or later, sampled image dimension must not be Buffer"#),
        asm: r#"
OpCapability Shader
OpCapability Linkage
OpCapability SampledBuffer
OpMemoryModel Logical GLSL450
%float = OpTypeFloat 32
%image = OpTypeImage %float Buffer 0 0 0 1 Unknown
%sampled = OpTypeSampledImage %image
"#,
    },
    Case {
        name: "NonTemporalImage",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %2 " " %4 %5
OpExecutionMode %2 OriginUpperLeft
%void = OpTypeVoid
%8 = OpTypeFunction %void
%float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%12 = OpTypeImage %float 2D 0 0 0 1 Rgba8ui
%13 = OpTypeSampledImage %12
%_ptr_UniformConstant_13 = OpTypePointer UniformConstant %13
%5 = OpVariable %_ptr_UniformConstant_13 UniformConstant
%_ptr_Input_v4float = OpTypePointer Input %v4float
%4 = OpVariable %_ptr_Input_v4float Input
%v2float = OpTypeVector %float 2
%float_1_35631564en19 = OpConstant %float 1.35631564e-19
%2 = OpFunction %void None %8
%8224 = OpLabel
%6 = OpLoad %13 %5
%19 = OpLoad %v4float %4
%20 = OpVectorShuffle %v2float %19 %19 0 1
%21 = OpVectorTimesScalar %v2float %20 %float_1_35631564en19
%65312 = OpImageSampleImplicitLod %v4float %6 %21 Nontemporal
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "NVBindlessSamplerBuiltins",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: r#"
              OpCapability Shader
              OpCapability Int64
              OpCapability Image1D
              OpCapability BindlessTextureNV
              OpExtension "SPV_NV_bindless_texture"
         %1 = OpExtInstImport "GLSL.std.450"
              OpMemoryModel Logical GLSL450
              OpSamplerImageAddressingModeNV 64
              OpEntryPoint Fragment %main "main"
              OpExecutionMode %main OriginUpperLeft
              OpSource GLSL 450
              OpName %main "main"
              OpName %s2D "s2D"
              OpName %textureHandle "textureHandle"
              OpName %i1D "i1D"
              OpName %s "s"
              OpName %temp "temp"
      %void = OpTypeVoid
         %3 = OpTypeFunction %void
     %float = OpTypeFloat 32
         %7 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %8 = OpTypeSampledImage %7
%_ptr_Function_8 = OpTypePointer Function %8
     %ulong = OpTypeInt 64 0
%_ptr_Private_ulong = OpTypePointer Private %ulong
%textureHandle = OpVariable %_ptr_Private_ulong Private
        %16 = OpTypeImage %float 1D 0 0 0 2 Rgba32f
%_ptr_Function_16 = OpTypePointer Function %16
        %21 = OpTypeSampler
%_ptr_Function_21 = OpTypePointer Function %21
%_ptr_Function_ulong = OpTypePointer Function %ulong
      %main = OpFunction %void None %3
         %5 = OpLabel
       %s2D = OpVariable %_ptr_Function_8 Function
       %i1D = OpVariable %_ptr_Function_16 Function
         %s = OpVariable %_ptr_Function_21 Function
      %temp = OpVariable %_ptr_Function_ulong Function
        %14 = OpLoad %ulong %textureHandle
        %15 = OpConvertUToSampledImageNV %8 %14
              OpStore %s2D %15
        %19 = OpLoad %ulong %textureHandle
        %20 = OpConvertUToImageNV %16 %19
              OpStore %i1D %20
        %24 = OpLoad %ulong %textureHandle
        %25 = OpConvertUToSamplerNV %21 %24
              OpStore %s %25
        %28 = OpLoad %8 %s2D
        %29 = OpConvertSampledImageToUNV %ulong %28
              OpStore %temp %29
        %30 = OpLoad %16 %i1D
        %31 = OpConvertImageToUNV %ulong %30
              OpStore %temp %31
        %32 = OpLoad %21 %s
        %33 = OpConvertSamplerToUNV %ulong %32
              OpStore %temp %33
              OpReturn
              OpFunctionEnd
"#,
    },
    Case {
        name: "NVBindlessAddressingMode64",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: r#"
         OpCapability Shader
         OpCapability BindlessTextureNV
         OpExtension "SPV_NV_bindless_texture"
         OpMemoryModel Logical GLSL450
         OpSamplerImageAddressingModeNV 64
         OpEntryPoint GLCompute %func "main"
%voidt = OpTypeVoid
%uintt = OpTypeInt 32 0
%funct = OpTypeFunction %voidt
%func  = OpFunction %voidt None %funct
%entry = OpLabel
%udef  = OpUndef %uintt
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "NVBindlessAddressingMode32",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: r#"
         OpCapability Shader
         OpCapability BindlessTextureNV
         OpExtension "SPV_NV_bindless_texture"
         OpMemoryModel Logical GLSL450
         OpSamplerImageAddressingModeNV 32
         OpEntryPoint GLCompute %func "main"
%voidt = OpTypeVoid
%uintt = OpTypeInt 32 0
%funct = OpTypeFunction %voidt
%func  = OpFunction %voidt None %funct
%entry = OpLabel
%udef  = OpUndef %uintt
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "NVBindlessInvalidAddressingMode",
        flags: &[],
        env: "spv1.3",
        expect: Some(r#"OpSamplerImageAddressingModeNV bitwidth should be 64 or 32"#),
        asm: r#"
         OpCapability Shader
         OpCapability BindlessTextureNV
         OpExtension "SPV_NV_bindless_texture"
         OpMemoryModel Logical GLSL450
         OpSamplerImageAddressingModeNV 0
         OpEntryPoint GLCompute %func "main"
%voidt = OpTypeVoid
%uintt = OpTypeInt 32 0
%funct = OpTypeFunction %voidt
%func  = OpFunction %voidt None %funct
%entry = OpLabel
%udef  = OpUndef %uintt
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSADNoDecorationA",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpExtension "SPV_QCOM_image_processing"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSADNoDecorationB",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpExtension "SPV_QCOM_image_processing"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %5 BlockMatchTextureQCOM
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSADNoDecorationC",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSADNoDecorationD",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSSDNoDecorationA",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpExtension "SPV_QCOM_image_processing"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSSDNoDecorationB",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpExtension "SPV_QCOM_image_processing"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %5 BlockMatchTextureQCOM
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSSDNoDecorationC",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingBlockMatchSSDNoDecorationD",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingSampleWeightedNoDecorationA",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration WeightTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureSampleWeightedQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5 %6 %7
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 1
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 3
               OpDecorate %6 Location 0
               OpDecorate %7 DescriptorSet 0
               OpDecorate %7 Binding 0
       %void = OpTypeVoid
          %9 = OpTypeFunction %void
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %13 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_13 = OpTypePointer UniformConstant %13
          %4 = OpVariable %_ptr_UniformConstant_13 UniformConstant
         %15 = OpTypeSampler
%_ptr_UniformConstant_15 = OpTypePointer UniformConstant %15
          %5 = OpVariable %_ptr_UniformConstant_15 UniformConstant
         %17 = OpTypeSampledImage %13
%_ptr_Input_v4float = OpTypePointer Input %v4float
          %6 = OpVariable %_ptr_Input_v4float Input
    %v2float = OpTypeVector %float 2
         %20 = OpTypeImage %float 2D 0 1 0 1 Unknown
%_ptr_UniformConstant_20 = OpTypePointer UniformConstant %20
          %7 = OpVariable %_ptr_UniformConstant_20 UniformConstant
         %22 = OpTypeSampledImage %20
%_ptr_UniformConstant_17 = OpTypePointer UniformConstant %17
          %2 = OpFunction %void None %9
         %24 = OpLabel
         %25 = OpLoad %13 %4
         %26 = OpLoad %15 %5
         %27 = OpSampledImage %17 %25 %26
         %28 = OpLoad %v4float %6
         %29 = OpVectorShuffle %v2float %28 %28 0 1
         %30 = OpLoad %20 %7
         %31 = OpLoad %15 %5
         %32 = OpSampledImage %22 %30 %31
         %33 = OpImageSampleWeightedQCOM %v4float %27 %29 %32
               OpStore %3 %33
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessingSampleWeightedNoDecorationB",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration WeightTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureSampleWeightedQCOM
               OpExtension "SPV_QCOM_image_processing"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 Location 0
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 4
               OpDecorate %6 DescriptorSet 0
               OpDecorate %6 Binding 5
       %void = OpTypeVoid
          %8 = OpTypeFunction %void
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %12 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_12 = OpTypePointer UniformConstant %12
         %14 = OpTypeSampler
%_ptr_UniformConstant_14 = OpTypePointer UniformConstant %14
         %16 = OpTypeSampledImage %12
%_ptr_Input_v4float = OpTypePointer Input %v4float
          %4 = OpVariable %_ptr_Input_v4float Input
    %v2float = OpTypeVector %float 2
         %19 = OpTypeImage %float 2D 0 1 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
         %21 = OpTypeSampledImage %19
%_ptr_UniformConstant_16 = OpTypePointer UniformConstant %16
          %5 = OpVariable %_ptr_UniformConstant_16 UniformConstant
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
          %6 = OpVariable %_ptr_UniformConstant_21 UniformConstant
          %2 = OpFunction %void None %8
         %24 = OpLabel
         %25 = OpLoad %16 %5
         %26 = OpLoad %v4float %4
         %27 = OpVectorShuffle %v2float %26 %26 0 1
         %28 = OpLoad %21 %6
         %29 = OpImageSampleWeightedQCOM %v4float %25 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorTargetIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorTargetIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorRefIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorRefIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorTargetNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchSamplerQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorTargetNIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorRefNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %5 BlockMatchSamplerQCOM
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSADNoDecorRefNIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %4 BlockMatchSamplerQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorTargetIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorTargetIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorRefIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchSamplerQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorRefIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %4 BlockMatchSamplerQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchWindowSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorTargetNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchSamplerQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorTargetNIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorRefNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %5 BlockMatchSamplerQCOM
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchSamplerQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchWindowSSDNoDecorRefNIS",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchSamplerQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %4 BlockMatchSamplerQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchWindowSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSADNoDecorTargetIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchGatherSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSADNoDecorRefIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchGatherSADQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSADNoDecorTargetNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchGatherSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSADNoDecorRefNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchGatherSADQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSSDNoDecorTargetIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
               OpDecorate %5 BlockMatchTextureQCOM
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchGatherSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSSDNoDecorRefIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
               OpCapability Shader
               OpCapability TextureBlockMatchQCOM
               OpCapability TextureBlockMatch2QCOM
               OpExtension "SPV_QCOM_image_processing"
               OpExtension "SPV_QCOM_image_processing2"
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %2 "main" %3 %4 %5
               OpExecutionMode %2 OriginUpperLeft
               OpDecorate %3 Location 0
               OpDecorate %4 DescriptorSet 0
               OpDecorate %4 Binding 4
               OpDecorate %4 BlockMatchTextureQCOM
               OpDecorate %5 DescriptorSet 0
               OpDecorate %5 Binding 5
       %void = OpTypeVoid
          %7 = OpTypeFunction %void
       %uint = OpTypeInt 32 0
     %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
      %float = OpTypeFloat 32
    %v4float = OpTypeVector %float 4
%_ptr_Input_v4float = OpTypePointer Input %v4float
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%_ptr_Output_v4float = OpTypePointer Output %v4float
          %3 = OpVariable %_ptr_Output_v4float Output
         %18 = OpTypeImage %float 2D 0 0 0 1 Unknown
         %19 = OpTypeSampledImage %18
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
          %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
          %5 = OpVariable %_ptr_UniformConstant_19 UniformConstant
         %21 = OpTypeImage %float 2D 0 1 0 1 Unknown
          %2 = OpFunction %void None %7
         %22 = OpLabel
         %23 = OpVariable %_ptr_Function_v2uint Function
         %24 = OpLoad %19 %4
         %25 = OpLoad %v2uint %23
         %26 = OpLoad %19 %5
         %27 = OpLoad %v2uint %23
         %28 = OpLoad %v2uint %23
         %29 = OpImageBlockMatchGatherSSDQCOM %v4float %24 %25 %26 %27 %28
               OpStore %3 %29
               OpReturn
               OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSSDNoDecorTargetNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
           OpDecorate %6 BlockMatchTextureQCOM
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchGatherSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "QCOMImageProcessing2BlockMatchGatherSSDNoDecorRefNIT",
        flags: &[],
        env: "spv1.4",
        expect: Some(r#"Missing decoration BlockMatchTextureQCOM"#),
        asm: r#"
           OpCapability Shader
           OpCapability TextureBlockMatchQCOM
           OpCapability TextureBlockMatch2QCOM
           OpExtension "SPV_QCOM_image_processing"
           OpExtension "SPV_QCOM_image_processing2"
      %1 = OpExtInstImport "GLSL.std.450"
           OpMemoryModel Logical GLSL450
           OpEntryPoint Fragment %2 "main" %3 %4 %5 %6
           OpExecutionMode %2 OriginUpperLeft
           OpDecorate %3 Location 0
           OpDecorate %4 DescriptorSet 0
           OpDecorate %4 Binding 1
           OpDecorate %4 BlockMatchTextureQCOM
           OpDecorate %5 DescriptorSet 0
           OpDecorate %5 Binding 3
           OpDecorate %6 DescriptorSet 0
           OpDecorate %6 Binding 2
   %void = OpTypeVoid
      %8 = OpTypeFunction %void
   %uint = OpTypeInt 32 0
 %v2uint = OpTypeVector %uint 2
%_ptr_Function_v2uint = OpTypePointer Function %v2uint
  %float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%_ptr_Input_float = OpTypePointer Input %float
%_ptr_Function_uint = OpTypePointer Function %uint
%uint_4 = OpConstant %uint 4
    %17 = OpConstantComposite %v2uint %uint_4 %uint_4
%_ptr_Output_v4float = OpTypePointer Output %v4float
     %3 = OpVariable %_ptr_Output_v4float Output
    %19 = OpTypeImage %float 2D 0 0 0 1 Unknown
%_ptr_UniformConstant_19 = OpTypePointer UniformConstant %19
     %4 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %21 = OpTypeSampler
%_ptr_UniformConstant_21 = OpTypePointer UniformConstant %21
    %5 = OpVariable %_ptr_UniformConstant_21 UniformConstant
   %23 = OpTypeSampledImage %19
    %6 = OpVariable %_ptr_UniformConstant_19 UniformConstant
    %2 = OpFunction %void None %8
   %24 = OpLabel
   %25 = OpVariable %_ptr_Function_v2uint Function
   %26 = OpLoad %19 %4
   %27 = OpLoad %21 %5
   %28 = OpSampledImage %23 %26 %27
   %29 = OpLoad %v2uint %25
   %30 = OpLoad %19 %6
   %31 = OpLoad %21 %5
   %32 = OpSampledImage %23 %30 %31
   %33 = OpImageBlockMatchGatherSSDQCOM %v4float %28 %29 %32 %29 %29
         OpStore %3 %33
         OpReturn
         OpFunctionEnd
"#,
    },
    Case {
        name: "ImageMSArray_ArrayedSampledTypeRequiresCapability",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Capability ImageMSArray is required to access storage image"#),
        asm: r#"
               OpCapability Shader
               OpCapability StorageImageMultisample
               OpCapability StorageImageReadWithoutFormat
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
               OpDecorate %var_image DescriptorSet 0
               OpDecorate %var_image Binding 1
       %void = OpTypeVoid
       %func = OpTypeFunction %void
        %f32 = OpTypeFloat 32
        %u32 = OpTypeInt 32 0
     %uint_2 = OpConstant %u32 2
     %uint_1 = OpConstant %u32 1
     %v2uint = OpTypeVector %u32 2
    %v4float = OpTypeVector %f32 4
    %image = OpTypeImage %f32 2D 2 1 1 2 Unknown
%ptr_image = OpTypePointer UniformConstant %image
       %10 = OpConstantComposite %v2uint %uint_1 %uint_2
%var_image = OpVariable %ptr_image UniformConstant
     %main = OpFunction %void None %func
 %main_lab = OpLabel
       %18 = OpLoad %image %var_image
       %19 = OpImageRead %v4float %18 %10 Sample %uint_2
             OpReturn
             OpFunctionEnd
"#,
    },
    Case {
        name: "ImageMSArray_SampledTypeDoesNotRequireCapability",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
               OpCapability Shader
               OpCapability StorageImageMultisample
               OpCapability StorageImageReadWithoutFormat
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
               OpDecorate %var_image DescriptorSet 0
               OpDecorate %var_image Binding 1
       %void = OpTypeVoid
       %func = OpTypeFunction %void
        %f32 = OpTypeFloat 32
        %u32 = OpTypeInt 32 0
     %uint_2 = OpConstant %u32 2
     %uint_1 = OpConstant %u32 1
     %v2uint = OpTypeVector %u32 2
    %v4float = OpTypeVector %f32 4
    %image = OpTypeImage %f32 2D 2 0 1 2 Unknown
%ptr_image = OpTypePointer UniformConstant %image
       %10 = OpConstantComposite %v2uint %uint_1 %uint_2
%var_image = OpVariable %ptr_image UniformConstant
     %main = OpFunction %void None %func
 %main_lab = OpLabel
       %18 = OpLoad %image %var_image
       %19 = OpImageRead %v4float %18 %10 Sample %uint_2
             OpReturn
             OpFunctionEnd
"#,
    },
    Case {
        name: "ImageMSArray_ArrayedTypeDoesNotRequireCapability",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
               OpCapability Shader
               OpCapability StorageImageReadWithoutFormat
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
               OpDecorate %var_image DescriptorSet 0
               OpDecorate %var_image Binding 1
       %void = OpTypeVoid
       %func = OpTypeFunction %void
        %f32 = OpTypeFloat 32
        %u32 = OpTypeInt 32 0
     %uint_3 = OpConstant %u32 3
     %uint_2 = OpConstant %u32 2
     %uint_1 = OpConstant %u32 1
     %v3uint = OpTypeVector %u32 3
    %v4float = OpTypeVector %f32 4
    %image = OpTypeImage %f32 2D 2 1 0 2 Unknown
%ptr_image = OpTypePointer UniformConstant %image
       %10 = OpConstantComposite %v3uint %uint_1 %uint_2 %uint_3
%var_image = OpVariable %ptr_image UniformConstant
     %main = OpFunction %void None %func
 %main_lab = OpLabel
       %18 = OpLoad %image %var_image
       %19 = OpImageRead %v4float %18 %10
             OpReturn
             OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeDepthMismatch",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %im_var DescriptorSet 0
OpDecorate %im_var Binding 0
OpDecorate %s_var DescriptorSet 1
OpDecorate %s_var Binding 0
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 1 Unknown
%im2_ty = OpTypeImage %float 2D 1 0 0 1 Unknown
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeArrayedMismatch",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Image operands must match result image operands except for depth"#),
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %im_var DescriptorSet 0
OpDecorate %im_var Binding 0
OpDecorate %s_var DescriptorSet 1
OpDecorate %s_var Binding 0
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 1 Unknown
%im2_ty = OpTypeImage %float 2D 0 1 0 1 Unknown
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeMultisampledMismatch",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(r#"Image operands must match result image operands except for depth"#),
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %im_var DescriptorSet 0
OpDecorate %im_var Binding 0
OpDecorate %s_var DescriptorSet 1
OpDecorate %s_var Binding 0
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 1 Unknown
%im2_ty = OpTypeImage %float 2D 0 0 1 1 Unknown
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeSampledMismatch",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image operands must match result image operands except for depth"#),
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %im_var DescriptorSet 0
OpDecorate %im_var Binding 0
OpDecorate %s_var DescriptorSet 1
OpDecorate %s_var Binding 0
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 1 Unknown
%im2_ty = OpTypeImage %float 2D 0 0 0 0 Unknown
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeFormatMismatch",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image operands must match result image operands except for depth"#),
        asm: r#"
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %im_var DescriptorSet 0
OpDecorate %im_var Binding 0
OpDecorate %s_var DescriptorSet 1
OpDecorate %s_var Binding 0
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 1 Unknown
%im2_ty = OpTypeImage %float 2D 0 0 0 1 R32f
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "SampledImageTypeAccessQualifierMismatch",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Image operands must match result image operands except for depth"#),
        asm: r#"
OpCapability Kernel
OpCapability Linkage
OpMemoryModel Logical OpenCL
%void = OpTypeVoid
%float = OpTypeFloat 32
%im1_ty = OpTypeImage %float 2D 0 0 0 0 Unknown ReadWrite
%im2_ty = OpTypeImage %float 2D 0 0 0 0 Unknown ReadOnly
%s_ty = OpTypeSampler
%s_im_ty = OpTypeSampledImage %im2_ty
%ptr_im = OpTypePointer UniformConstant %im1_ty
%ptr_s = OpTypePointer UniformConstant %s_ty
%im_var = OpVariable %ptr_im UniformConstant
%s_var = OpVariable %ptr_s UniformConstant
%void_fn = OpTypeFunction %void
%main = OpFunction %void None %void_fn
%entry = OpLabel
%im_ld = OpLoad %im1_ty %im_var
%s_ld = OpLoad %s_ty %s_var
%sampled_image = OpSampledImage %s_im_ty %im_ld %s_ld
OpReturn
OpFunctionEnd
"#,
    },
    Case {
        name: "ImageTexelPointerNotAPointer",
        flags: &[],
        env: "spv1.0",
        expect: Some(r#"Expected Result Type to be a pointer"#),
        asm: r#"
               OpCapability ClipDistance
               OpMemoryModel Logical Simple
       %void = OpTypeVoid
         %57 = OpTypeFunction %void
        %int = OpTypeInt 32 1
%int_538976288 = OpConstant %int 538976288
%int_538976288_0 = OpConstant %int 538976288
       %8224 = OpFunction %void None %57
      %65312 = OpLabel
    %2097184 = OpImageTexelPointer %void %int_538976288 %int_538976288 %int_538976288_0
               OpUnreachable
               OpFunctionEnd
"#,
    },
];

#[test]
fn val_image_test_cases_agree_with_spirv_val() {
    validate_cases::check(GENERATED);
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
