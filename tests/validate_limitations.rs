//! The validator's derivative and primitive passes and the execution limitations that
//! instructions put on the entry points reaching them, against spirv-val (SPIRV-Tools
//! 2025.5): small modules, assembled by spirv-as, each breaking one rule of spirv-val's
//! `DerivativesPass`, `PrimitivesPass` or `ValidateExecutionLimitations` (or keeping to them);
//! spirv-val's verdict and its exact output are the expectation. Many come from SPIRV-Tools'
//! `test/val/val_derivatives_test.cpp`, `val_primitives_test.cpp`, `val_misc_test.cpp` and
//! `val_cfg_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A shader of one entry point, `main`, of execution model `model`: `capabilities` (after
/// `OpCapability Shader`), `modes` (execution modes of `%main`), `globals` after the common
/// types, `body` in `main`'s first block.
macro_rules! shader {
    (model: $model:expr, caps: [$($cap:expr),* $(,)?], modes: [$($mode:expr),* $(,)?], globals: [$($g:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            $("OpCapability ", $cap, "\n",)*
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint ", $model, " %main \"main\"\n",
            $("OpExecutionMode %main ", $mode, "\n",)*
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%float = OpTypeFloat 32\n",
            "%v4float = OpTypeVector %float 4\n",
            "%int = OpTypeInt 32 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%float_1 = OpConstant %float 1\n",
            "%int_1 = OpConstant %int 1\n",
            "%uint_1 = OpConstant %uint 1\n",
            "%v4_1 = OpConstantComposite %v4float %float_1 %float_1 %float_1 %float_1\n",
            $($g,)*
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
}

/// A Vulkan compute shader writing the Output variable `%out` (listed in its interface) in
/// `body`.
macro_rules! output_in_compute {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\" %out\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%float = OpTypeFloat 32\n",
            "%float_1 = OpConstant %float 1\n",
            "%po = OpTypePointer Output %float\n",
            "%out = OpVariable %po Output\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
}

const CASES: &[Case] = &[
    Case {
        name: "derivatives in a fragment shader",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: shader!(
            model: "Fragment", caps: ["DerivativeControl"], modes: ["OriginUpperLeft"], globals: [],
            "%a = OpDPdx %float %float_1\n",
            "%b = OpFwidthFine %v4float %v4_1\n",
            "%c = OpDPdyCoarse %float %a\n",
        ),
    },
    Case {
        name: "a derivative of an integer",
        flags: &[],
        env: "spv1.3",
        expect: Some("Expected Result Type to be float scalar or vector type: DPdx"),
        asm: shader!(model: "Fragment", caps: [], modes: ["OriginUpperLeft"], globals: [], "%a = OpDPdx %int %int_1\n"),
    },
    Case {
        name: "a 16-bit derivative",
        flags: &[],
        env: "spv1.3",
        expect: Some("Result type component width must be 32 bits"),
        asm: shader!(
            model: "Fragment", caps: ["Float16"], modes: ["OriginUpperLeft"],
            globals: ["%half = OpTypeFloat 16\n", "%half_1 = OpConstant %half 1\n"],
            "%a = OpDPdy %half %half_1\n",
        ),
    },
    Case {
        name: "a derivative of another type than its result",
        flags: &[],
        env: "spv1.3",
        expect: Some("Expected P type and Result Type to be the same: Fwidth"),
        asm: shader!(model: "Fragment", caps: [], modes: ["OriginUpperLeft"], globals: [], "%a = OpFwidth %float %v4_1\n"),
    },
    Case {
        name: "a derivative in a vertex shader",
        flags: &[],
        env: "spv1.3",
        expect: Some("Derivative instructions require Fragment, GLCompute, MeshEXT or TaskEXT execution model: DPdx"),
        asm: shader!(model: "Vertex", caps: [], modes: [], globals: [], "%a = OpDPdx %float %float_1\n"),
    },
    Case {
        name: "a derivative in a compute shader without a derivative group",
        flags: &[],
        env: "spv1.3",
        expect: Some("require DerivativeGroupQuadsKHR or DerivativeGroupLinearKHR execution mode"),
        asm: shader!(
            model: "GLCompute", caps: [], modes: ["LocalSize 2 2 1"], globals: [],
            "%a = OpDPdx %float %float_1\n",
        ),
    },
    Case {
        name: "a derivative in a compute shader with a derivative group",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability ComputeDerivativeGroupQuadsKHR\n",
            "OpExtension \"SPV_KHR_compute_shader_derivatives\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 2 2 1\n",
            "OpExecutionMode %main DerivativeGroupQuadsKHR\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%float = OpTypeFloat 32\n",
            "%float_1 = OpConstant %float 1\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%a = OpDPdx %float %float_1\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "a derivative reached from a vertex and a fragment entry point",
        flags: &[],
        env: "spv1.3",
        expect: Some(
            "callgraph contains function <id> '3[%helper]', which cannot be used with the current execution model",
        ),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %frag \"frag\"\n",
            "OpEntryPoint Vertex %vert \"vert\"\n",
            "OpExecutionMode %frag OriginUpperLeft\n",
            "OpName %helper \"helper\"\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%float = OpTypeFloat 32\n",
            "%float_1 = OpConstant %float 1\n",
            "%helper = OpFunction %void None %fn\n",
            "%h = OpLabel\n",
            "%a = OpDPdx %float %float_1\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%frag = OpFunction %void None %fn\n",
            "%f = OpLabel\n",
            "%x = OpFunctionCall %void %helper\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%vert = OpFunction %void None %fn\n",
            "%v = OpLabel\n",
            "%y = OpFunctionCall %void %helper\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "geometry instructions in a geometry shader",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            model: "Geometry", caps: ["Geometry", "GeometryStreams"],
            modes: ["InputPoints", "OutputPoints", "OutputVertices 1", "Invocations 1"], globals: [],
            "OpEmitVertex\n",
            "OpEndPrimitive\n",
            "OpEmitStreamVertex %int_1\n",
            "OpEndStreamPrimitive %uint_1\n",
        ),
    },
    Case {
        name: "OpEmitVertex in a fragment shader",
        flags: &[],
        env: "spv1.3",
        expect: Some("EmitVertex instructions require Geometry execution model"),
        asm: shader!(model: "Fragment", caps: ["Geometry"], modes: ["OriginUpperLeft"], globals: [], "OpEmitVertex\n"),
    },
    Case {
        name: "a stream that is not an integer",
        flags: &[],
        env: "spv1.3",
        expect: Some("EmitStreamVertex: expected Stream to be int scalar"),
        asm: shader!(
            model: "Geometry", caps: ["Geometry", "GeometryStreams"],
            modes: ["InputPoints", "OutputPoints", "OutputVertices 1", "Invocations 1"], globals: [],
            "OpEmitStreamVertex %float_1\n",
        ),
    },
    Case {
        name: "a stream that is not a constant",
        flags: &[],
        env: "spv1.3",
        expect: Some("EndStreamPrimitive: expected Stream to be constant instruction"),
        asm: shader!(
            model: "Geometry", caps: ["Geometry", "GeometryStreams"],
            modes: ["InputPoints", "OutputPoints", "OutputVertices 1", "Invocations 1"], globals: [],
            "%s = OpIAdd %int %int_1 %int_1\n",
            "OpEndStreamPrimitive %s\n",
        ),
    },
    Case {
        name: "OpKill in a vertex shader",
        flags: &[],
        env: "spv1.3",
        expect: Some("OpKill requires Fragment execution model"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Vertex %main \"main\"\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpKill\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "an Output variable in a Vulkan compute shader, used twice",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("Output Storage Class must not be used in GLCompute"),
        asm: output_in_compute!("OpStore %out %float_1\n", "%l = OpLoad %float %out\n"),
    },
    Case {
        name: "an Output variable and a derivative in a Vulkan compute shader",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("Output Storage Class must not be used in GLCompute"),
        asm: output_in_compute!("%a = OpDPdx %float %float_1\n", "OpStore %out %a\n"),
    },
    Case {
        name: "a Workgroup variable in a fragment shader",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("Workgroup Storage Class is limited to MeshNV, TaskNV, and GLCompute execution model"),
        asm: shader!(
            model: "Fragment", caps: [], modes: ["OriginUpperLeft"],
            globals: ["%pw = OpTypePointer Workgroup %float\n", "%w = OpVariable %pw Workgroup\n"],
            "OpStore %w %float_1\n",
        ),
    },
    Case {
        name: "a Workgroup variable in a fragment shader outside Vulkan",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: shader!(
            model: "Fragment", caps: [], modes: ["OriginUpperLeft"],
            globals: ["%pw = OpTypePointer Workgroup %float\n", "%w = OpVariable %pw Workgroup\n"],
            "OpStore %w %float_1\n",
        ),
    },
    Case {
        name: "OpDemoteToHelperInvocation in a vertex shader",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpDemoteToHelperInvocationEXT requires Fragment execution model"),
        asm: shader!(
            model: "Vertex", caps: ["DemoteToHelperInvocation"], modes: [], globals: [],
            "OpDemoteToHelperInvocation\n",
        ),
    },
    Case {
        name: "an interlock without its execution mode",
        flags: &[],
        env: "spv1.3",
        expect: Some("require a fragment shader interlock execution mode."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability FragmentShaderPixelInterlockEXT\n",
            "OpExtension \"SPV_EXT_fragment_shader_interlock\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\"\n",
            "OpExecutionMode %main OriginUpperLeft\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpBeginInvocationInterlockEXT\n",
            "OpEndInvocationInterlockEXT\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "an interlock in a vertex shader: both of its limitations",
        flags: &[],
        env: "spv1.3",
        expect: Some("require Fragment execution model"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability FragmentShaderPixelInterlockEXT\n",
            "OpExtension \"SPV_EXT_fragment_shader_interlock\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Vertex %main \"main\"\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpBeginInvocationInterlockEXT\n",
            "OpEndInvocationInterlockEXT\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
];

#[test]
fn derivative_primitive_and_limitation_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
