//! The built-in pass (spirv-val's `ValidateBuiltIns`) against spirv-val, on what SPIRV-Tools'
//! own tests (`tests/conformance/spirv-val-cases/val_builtins_test.jsonl`) do not build: a
//! built-in used by an instruction of a non-semantic set without a grammar (whose operands
//! spirv-val takes for ids), a decoration group given a built-in, and a built-in reaching a
//! function through a specialization constant operation.

use spirv_workspace::validate_cases::{self, Case};

const CASES: &[Case] = &[
    Case {
        name: "VertexIndex used by an unknown non-semantic instruction in a compute shader",
        env: "vulkan1.1",
        flags: &[],
        expect: Some("VUID-VertexIndex-VertexIndex-04398"),
        asm: "OpCapability Shader
OpExtension \"SPV_KHR_non_semantic_info\"
%ns = OpExtInstImport \"NonSemantic.Unknown\"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main \"main\" %vi
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %vi BuiltIn VertexIndex
%void = OpTypeVoid
%fn = OpTypeFunction %void
%int = OpTypeInt 32 1
%ptr = OpTypePointer Input %int
%vi = OpVariable %ptr Input
%main = OpFunction %void None %fn
%entry = OpLabel
%x = OpExtInst %void %ns 1 %vi
OpReturn
OpFunctionEnd
",
    },
    Case {
        name: "a decoration group given a built-in",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("is decorated with BuiltIn. BuiltIn decoration should only be applied"),
        asm: "OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main \"main\" %fc
OpExecutionMode %main OriginUpperLeft
OpDecorate %group BuiltIn FragCoord
%group = OpDecorationGroup
OpGroupDecorate %group %fc
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4float = OpTypeVector %float 4
%ptr = OpTypePointer Input %v4float
%fc = OpVariable %ptr Input
%main = OpFunction %void None %fn
%entry = OpLabel
%x = OpLoad %v4float %fc
OpReturn
OpFunctionEnd
",
    },
    Case {
        name: "WorkgroupSize reaching a vertex shader through a specialization constant operation",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("which is dependent on ID <"),
        asm: "OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main \"main\"
OpDecorate %size BuiltIn WorkgroupSize
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%v3uint = OpTypeVector %uint 3
%uint_1 = OpConstant %uint 1
%size = OpConstantComposite %v3uint %uint_1 %uint_1 %uint_1
%x = OpSpecConstantOp %uint CompositeExtract %size 0
%main = OpFunction %void None %fn
%entry = OpLabel
%sum = OpIAdd %uint %x %uint_1
OpReturn
OpFunctionEnd
",
    },
];

#[test]
fn built_in_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
