//! The validator's checks of the debug-information sets against spirv-val (SPIRV-Tools 2025.5):
//! small modules, assembled by spirv-as, each breaking one rule of spirv-val's
//! `ValidateExtInstDebugInfo100` for an instruction of `NonSemantic.Shader.DebugInfo.100` or
//! `OpenCL.DebugInfo.100` (or keeping to them); spirv-val's verdict and its exact output are the
//! expectation.

use spirv_workspace::validate_cases::{self, Case};

/// A compute shader importing `NonSemantic.Shader.DebugInfo.100` as `%dbg` (and allowed
/// `OpExtInstWithForwardRefsKHR`), describing its
/// source, compilation unit, `float`, `vec4` and `main`, with `globals` after those and `body`
/// in `main`'s first block, after its `DebugFunctionDefinition`.
macro_rules! vulkan {
    (globals: [$($global:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpExtension \"SPV_KHR_relaxed_extended_instruction\"\n",
            "%dbg = OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%file = OpString \"a.comp\"\n",
            "%text = OpString \"void main() {}\"\n",
            "%name = OpString \"main\"\n",
            "%fname = OpString \"float\"\n",
            "%sname = OpString \"S\"\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%bool = OpTypeBool\n",
            "%u32 = OpTypeInt 32 0\n",
            "%f32 = OpTypeFloat 32\n",
            "%pf_f32 = OpTypePointer Function %f32\n",
            "%true = OpConstantTrue %bool\n",
            "%f32_1 = OpConstant %f32 1\n",
            "%u32_0 = OpConstant %u32 0\n",
            "%u32_1 = OpConstant %u32 1\n",
            "%u32_2 = OpConstant %u32 2\n",
            "%u32_3 = OpConstant %u32 3\n",
            "%u32_4 = OpConstant %u32 4\n",
            "%u32_5 = OpConstant %u32 5\n",
            "%u32_32 = OpConstant %u32 32\n",
            "%d_src = OpExtInst %void %dbg DebugSource %file %text\n",
            "%d_cu = OpExtInst %void %dbg DebugCompilationUnit %u32_1 %u32_4 %d_src %u32_2\n",
            "%d_float = OpExtInst %void %dbg DebugTypeBasic %fname %u32_32 %u32_3 %u32_0\n",
            "%d_vec = OpExtInst %void %dbg DebugTypeVector %d_float %u32_4\n",
            "%d_fty = OpExtInst %void %dbg DebugTypeFunction %u32_3 %void\n",
            "%d_main = OpExtInst %void %dbg DebugFunction %name %d_fty %d_src %u32_1 %u32_1 %d_cu %name %u32_3 %u32_1\n",
            "%d_expr = OpExtInst %void %dbg DebugExpression\n",
            "%d_x = OpExtInst %void %dbg DebugLocalVariable %name %d_float %d_src %u32_2 %u32_1 %d_main %u32_0\n",
            $($global,)*
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%x = OpVariable %pf_f32 Function\n",
            "%def = OpExtInst %void %dbg DebugFunctionDefinition %d_main %main\n",
            "%scope = OpExtInst %void %dbg DebugScope %d_main\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
    ($($body:expr),* $(,)?) => {
        vulkan!(globals: [], $($body),*)
    };
}

/// The same shader with `OpenCL.DebugInfo.100`, whose operands are literals where the Vulkan
/// set names constants.
macro_rules! opencl {
    ($($global:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "%dbg = OpExtInstImport \"OpenCL.DebugInfo.100\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%file = OpString \"a.comp\"\n",
            "%name = OpString \"main\"\n",
            "%fname = OpString \"float\"\n",
            "%sname = OpString \"S\"\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%u32 = OpTypeInt 32 0\n",
            "%u32_0 = OpConstant %u32 0\n",
            "%u32_32 = OpConstant %u32 32\n",
            "%d_src = OpExtInst %void %dbg DebugSource %file\n",
            "%d_cu = OpExtInst %void %dbg DebugCompilationUnit 2 4 %d_src HLSL\n",
            "%d_float = OpExtInst %void %dbg DebugTypeBasic %fname %u32_32 Float\n",
            "%d_none = OpExtInst %void %dbg DebugInfoNone\n",
            "%d_fty = OpExtInst %void %dbg DebugTypeFunction FlagIsPublic %void\n",
            "%d_main = OpExtInst %void %dbg DebugFunction %name %d_fty %d_src 1 1 %d_cu %name FlagIsPublic 1 %d_none\n",
            $($global,)*
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
}

/// A case under the universal environment of SPIR-V 1.6 (no extension needed for the
/// non-semantic set).
macro_rules! case {
    ($name:expr, $expect:expr, $asm:expr $(,)?) => {
        Case { name: $name, flags: &[], env: "spv1.6", expect: $expect, asm: $asm }
    };
}

const CASES: &[Case] = &[
    case!(
        "the Vulkan set, as glslang writes it",
        None,
        vulkan!(
            "%d_decl = OpExtInst %void %dbg DebugDeclare %d_x %x %d_expr\n",
            "%line = OpExtInst %void %dbg DebugLine %d_src %u32_2 %u32_2 %u32_1 %u32_5\n",
        )
    ),
    case!(
        "a structure naming its member before it",
        None,
        vulkan!(globals: [
            "%d_s = OpExtInstWithForwardRefsKHR %void %dbg DebugTypeComposite %sname %u32_1 %d_src %u32_1 %u32_1 %d_cu %sname %u32_32 %u32_0 %d_m\n",
            "%d_m = OpExtInst %void %dbg DebugTypeMember %name %d_float %d_src %u32_1 %u32_1 %u32_0 %u32_32 %u32_0\n",
        ],)
    ),
    case!(
        "a definition outside the entry block",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugFunctionDefinition: must be in the entry basic block of the function"
        ),
        vulkan!(
            "OpBranch %next\n",
            "%next = OpLabel\n",
            "%def2 = OpExtInst %void %dbg DebugFunctionDefinition %d_main %main\n",
        )
    ),
    case!(
        "result type not void",
        Some("NonSemantic.Shader.DebugInfo.100 DebugLine: expected result type must be a result id of OpTypeVoid"),
        vulkan!("%line = OpExtInst %u32 %dbg DebugLine %d_src %u32_2 %u32_2 %u32_1 %u32_5\n")
    ),
    case!(
        "a vector of 5",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugTypeVector: Component Count must be positive integer less than or equal to 4"
        ),
        vulkan!(globals: ["%d_vec5 = OpExtInst %void %dbg DebugTypeVector %d_float %u32_5\n"],)
    ),
    case!(
        "a matrix of 5 columns",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugTypeMatrix: Vector Count must be positive integer less than or equal to 4"
        ),
        vulkan!(globals: ["%d_mat = OpExtInst %void %dbg DebugTypeMatrix %d_vec %u32_5 %true\n"],)
    ),
    case!(
        "a flag that is a float",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugTypeBasic: expected operand Flags must be a result id of 32-bit unsigned OpConstant"
        ),
        vulkan!(globals: ["%d_f = OpExtInst %void %dbg DebugTypeBasic %fname %u32_32 %u32_3 %f32_1\n"],)
    ),
    case!(
        "lines backwards",
        Some("NonSemantic.Shader.DebugInfo.100 DebugLine: operand Line End (2) is less than Line Start (3)"),
        vulkan!("%line = OpExtInst %void %dbg DebugLine %d_src %u32_3 %u32_2 %u32_1 %u32_5\n")
    ),
    case!(
        "a definition that is no function",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugFunctionDefinition: expected operand Definition must be a result id of OpFunction"
        ),
        vulkan!("%def2 = OpExtInst %void %dbg DebugFunctionDefinition %d_main %d_main\n")
    ),
    case!(
        "a declared variable that is a constant",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugDeclare: expected operand Variable must be a result id of OpVariable or OpFunctionParameter"
        ),
        vulkan!("%d_decl = OpExtInst %void %dbg DebugDeclare %d_x %u32_1 %d_expr\n")
    ),
    case!(
        "a declaration indexed by a float",
        Some("NonSemantic.Shader.DebugInfo.100 DebugDeclare: expected index must be scalar integer"),
        vulkan!("%d_decl = OpExtInst %void %dbg DebugDeclare %d_x %x %d_expr %f32_1\n")
    ),
    case!(
        "a value indexed by a float",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugValue: expected operand Indexes is OpConstant, DebugGlobalVariable, or type is OpConstant with an integer scalar type"
        ),
        vulkan!("%d_val = OpExtInst %void %dbg DebugValue %d_x %f32_1 %d_expr %f32_1\n")
    ),
    case!(
        "a global variable that is a string",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugGlobalVariable: expected operand Variable must be a result id of OpVariable, OpConstant variant, OpSpecConstant variant or DebugInfoNone"
        ),
        vulkan!(globals: ["%d_g = OpExtInst %void %dbg DebugGlobalVariable %name %d_float %d_src %u32_1 %u32_1 %d_cu %name %name %u32_0\n"],)
    ),
    case!(
        // The Vulkan set's DebugTypeInheritance has no Child: spirv-val reads its Parent as one,
        // and the Tag of that composite (an id here) as the other set's literal.
        "inheritance in the Vulkan set",
        Some(
            "NonSemantic.Shader.DebugInfo.100 DebugTypeInheritance: expected operand Child must be class or struct debug type"
        ),
        vulkan!(globals: [
            "%d_s = OpExtInst %void %dbg DebugTypeComposite %sname %u32_1 %d_src %u32_1 %u32_1 %d_cu %sname %u32_32 %u32_0\n",
            "%d_inh = OpExtInst %void %dbg DebugTypeInheritance %d_s %u32_0 %u32_32 %u32_0\n",
        ],)
    ),
    case!(
        "the OpenCL set",
        None,
        opencl!(
            "%d_vec = OpExtInst %void %dbg DebugTypeVector %d_float 4\n",
            "%d_s = OpExtInst %void %dbg DebugTypeComposite %sname Structure %d_src 1 1 %d_cu %sname %u32_32 FlagIsPublic\n",
            "%d_c = OpExtInst %void %dbg DebugTypeComposite %sname Class %d_src 1 1 %d_cu %sname %u32_32 FlagIsPublic\n",
            "%d_inh = OpExtInst %void %dbg DebugTypeInheritance %d_c %d_s %u32_0 %u32_32 FlagIsPublic\n",
        )
    ),
    case!(
        "a vector of 5 in the OpenCL set",
        Some("OpenCL.DebugInfo.100 DebugTypeVector: Component Count must be positive integer less than or equal to 4"),
        opencl!("%d_vec = OpExtInst %void %dbg DebugTypeVector %d_float 5\n")
    ),
    case!(
        "a union inheriting",
        Some("OpenCL.DebugInfo.100 DebugTypeInheritance: expected operand Child must be class or struct debug type"),
        opencl!(
            "%d_s = OpExtInst %void %dbg DebugTypeComposite %sname Structure %d_src 1 1 %d_cu %sname %u32_32 FlagIsPublic\n",
            "%d_u = OpExtInst %void %dbg DebugTypeComposite %sname Union %d_src 1 1 %d_cu %sname %u32_32 FlagIsPublic\n",
            "%d_inh = OpExtInst %void %dbg DebugTypeInheritance %d_u %d_s %u32_0 %u32_32 FlagIsPublic\n",
        )
    ),
    case!(
        "a member that is a basic type",
        Some(
            "OpenCL.DebugInfo.100 DebugTypeComposite: expected operand Members must be DebugTypeMember, DebugFunction, or DebugTypeInheritance"
        ),
        opencl!(
            "%d_s = OpExtInst %void %dbg DebugTypeComposite %sname Structure %d_src 1 1 %d_cu %sname %u32_32 FlagIsPublic %d_float\n",
        )
    ),
    case!(
        "an array of 0 in the OpenCL set",
        Some(
            "OpenCL.DebugInfo.100 DebugTypeArray: Component Count must be OpConstant with a 32- or 64-bits integer scalar type or DebugGlobalVariable or DebugLocalVariable with a 32- or 64-bits unsigned integer scalar type"
        ),
        opencl!("%d_arr = OpExtInst %void %dbg DebugTypeArray %d_float %u32_0\n")
    ),
];

#[test]
fn debug_info_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
