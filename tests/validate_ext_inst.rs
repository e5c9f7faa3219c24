//! The validator's extended-instruction checks against spirv-val (SPIRV-Tools 2025.5): small
//! modules, assembled by spirv-as, each breaking one rule of spirv-val's `ExtensionPass` for
//! an instruction of `GLSL.std.450` (or keeping to it); spirv-val's verdict and its exact
//! output are the expectation. Many come from SPIRV-Tools' `test/val/val_ext_inst_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A fragment shader importing `GLSL.std.450` as `%glsl`, with `caps` (after `Shader`) and
/// `body` in `main`'s first block; the types and constants below, and `Input` variables
/// `%in_f32` (float) and `%in_v4` (vec4).
macro_rules! glsl {
    (caps: [$($cap:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability Float64\n",
            $("OpCapability ", $cap, "\n",)*
            "%glsl = OpExtInstImport \"GLSL.std.450\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\" %in_f32 %in_v4\n",
            "OpExecutionMode %main OriginUpperLeft\n",
            "OpDecorate %in_f32 Location 0\n",
            "OpDecorate %in_v4 Location 1\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%f32 = OpTypeFloat 32\n",
            "%f64 = OpTypeFloat 64\n",
            "%u32 = OpTypeInt 32 0\n",
            "%s32 = OpTypeInt 32 1\n",
            "%v2f32 = OpTypeVector %f32 2\n",
            "%v3f32 = OpTypeVector %f32 3\n",
            "%v4f32 = OpTypeVector %f32 4\n",
            "%v2u32 = OpTypeVector %u32 2\n",
            "%v4u32 = OpTypeVector %u32 4\n",
            "%m2f32 = OpTypeMatrix %v2f32 2\n",
            "%m23f32 = OpTypeMatrix %v3f32 2\n",
            "%modf = OpTypeStruct %f32 %f32\n",
            "%frexp = OpTypeStruct %f32 %u32\n",
            "%f32_1 = OpConstant %f32 1\n",
            "%f64_1 = OpConstant %f64 1\n",
            "%u32_1 = OpConstant %u32 1\n",
            "%s32_1 = OpConstant %s32 1\n",
            "%v2f32_1 = OpConstantComposite %v2f32 %f32_1 %f32_1\n",
            "%v3f32_1 = OpConstantComposite %v3f32 %f32_1 %f32_1 %f32_1\n",
            "%v4f32_1 = OpConstantComposite %v4f32 %f32_1 %f32_1 %f32_1 %f32_1\n",
            "%v2u32_1 = OpConstantComposite %v2u32 %u32_1 %u32_1\n",
            "%m2f32_1 = OpConstantComposite %m2f32 %v2f32_1 %v2f32_1\n",
            "%m23f32_1 = OpConstantComposite %m23f32 %v3f32_1 %v3f32_1\n",
            "%pf_f32 = OpTypePointer Function %f32\n",
            "%pf_u32 = OpTypePointer Function %u32\n",
            "%pi_f32 = OpTypePointer Input %f32\n",
            "%pi_v4 = OpTypePointer Input %v4f32\n",
            "%in_f32 = OpVariable %pi_f32 Input\n",
            "%in_v4 = OpVariable %pi_v4 Input\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%var_f32 = OpVariable %pf_f32 Function\n",
            "%var_u32 = OpVariable %pf_u32 Function\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
    ($($body:expr),* $(,)?) => {
        glsl!(caps: [], $($body),*)
    };
}

/// A case under the universal environment of SPIR-V 1.3.
macro_rules! case {
    ($name:expr, $expect:expr, $($body:expr),* $(,)?) => {
        Case { name: $name, flags: &[], env: "spv1.3", expect: $expect, asm: glsl!($($body),*) }
    };
}

const CASES: &[Case] = &[
    case!(
        "every kind of GLSL.std.450 instruction, well typed",
        None,
        "%a = OpExtInst %f32 %glsl FAbs %f32_1\n",
        "%b = OpExtInst %v4f32 %glsl FClamp %v4f32_1 %v4f32_1 %v4f32_1\n",
        "%c = OpExtInst %s32 %glsl SAbs %s32_1\n",
        "%d = OpExtInst %u32 %glsl UMin %u32_1 %u32_1\n",
        "%e = OpExtInst %f32 %glsl Sin %f32_1\n",
        "%f = OpExtInst %f32 %glsl Determinant %m2f32_1\n",
        "%g = OpExtInst %m2f32 %glsl MatrixInverse %m2f32_1\n",
        "%h = OpExtInst %f32 %glsl Modf %f32_1 %var_f32\n",
        "%i = OpExtInst %modf %glsl ModfStruct %f32_1\n",
        "%j = OpExtInst %f32 %glsl Frexp %f32_1 %var_u32\n",
        "%k = OpExtInst %f32 %glsl Ldexp %f32_1 %u32_1\n",
        "%l = OpExtInst %frexp %glsl FrexpStruct %f32_1\n",
        "%m = OpExtInst %u32 %glsl PackUnorm4x8 %v4f32_1\n",
        "%n = OpExtInst %u32 %glsl PackHalf2x16 %v2f32_1\n",
        "%o = OpExtInst %f64 %glsl PackDouble2x32 %v2u32_1\n",
        "%p = OpExtInst %v4f32 %glsl UnpackSnorm4x8 %u32_1\n",
        "%q = OpExtInst %v2u32 %glsl UnpackDouble2x32 %f64_1\n",
        "%r = OpExtInst %f32 %glsl Length %v3f32_1\n",
        "%s = OpExtInst %f32 %glsl Distance %v3f32_1 %v3f32_1\n",
        "%t = OpExtInst %v3f32 %glsl Cross %v3f32_1 %v3f32_1\n",
        "%u = OpExtInst %v3f32 %glsl Refract %v3f32_1 %v3f32_1 %f32_1\n",
        "%w = OpExtInst %s32 %glsl FindSMsb %s32_1\n",
    ),
    case!(
        "FAbs of an integer result",
        Some("GLSL.std.450 FAbs: expected Result Type to be a float scalar or vector type"),
        "%a = OpExtInst %u32 %glsl FAbs %u32_1\n",
    ),
    case!(
        "FMin of operands of another type",
        Some("GLSL.std.450 FMin: expected types of all operands to be equal to Result Type"),
        "%a = OpExtInst %f32 %glsl FMin %f32_1 %v2f32_1\n",
    ),
    case!(
        "UMin of a float result",
        Some("GLSL.std.450 UMin: expected Result Type to be an int scalar or vector type"),
        "%a = OpExtInst %f32 %glsl UMin %u32_1 %u32_1\n",
    ),
    case!(
        "SAbs of a float operand",
        Some("GLSL.std.450 SAbs: expected all operands to be int scalars or vectors"),
        "%a = OpExtInst %s32 %glsl SAbs %f32_1\n",
    ),
    case!(
        "UMax of operands of another dimension",
        Some("GLSL.std.450 UMax: expected all operands to have the same dimension as Result Type"),
        "%a = OpExtInst %u32 %glsl UMax %u32_1 %v2u32_1\n",
    ),
    case!(
        "Sin of a 64-bit float",
        Some("GLSL.std.450 Sin: expected Result Type to be a 16 or 32-bit scalar or vector float type"),
        "%a = OpExtInst %f64 %glsl Sin %f64_1\n",
    ),
    case!(
        "Pow of operands of another type",
        Some("GLSL.std.450 Pow: expected types of all operands to be equal to Result Type"),
        "%a = OpExtInst %f32 %glsl Pow %f32_1 %u32_1\n",
    ),
    case!(
        "Determinant of a matrix that is not square",
        Some("GLSL.std.450 Determinant: expected operand X to be a square matrix"),
        "%a = OpExtInst %f32 %glsl Determinant %m23f32_1\n",
    ),
    case!(
        "Determinant of another component type",
        Some("GLSL.std.450 Determinant: expected operand X component type to be equal to Result Type"),
        "%a = OpExtInst %u32 %glsl Determinant %m2f32_1\n",
    ),
    case!(
        "MatrixInverse to a vector",
        Some("GLSL.std.450 MatrixInverse: expected Result Type to be a square matrix"),
        "%a = OpExtInst %v2f32 %glsl MatrixInverse %m2f32_1\n",
    ),
    case!(
        "Modf into a value, not a pointer",
        Some("GLSL.std.450 Modf: expected operand I to be a pointer"),
        "%a = OpExtInst %f32 %glsl Modf %f32_1 %f32_1\n",
    ),
    case!(
        "Modf into a pointer to another type",
        Some("GLSL.std.450 Modf: expected operand I data type to be equal to Result Type"),
        "%a = OpExtInst %f32 %glsl Modf %f32_1 %var_u32\n",
    ),
    case!(
        "ModfStruct of a struct of two types",
        Some("GLSL.std.450 ModfStruct: expected Result Type to be a struct with two identical scalar or vector float"),
        "%a = OpExtInst %frexp %glsl ModfStruct %f32_1\n",
    ),
    case!(
        "Frexp with a float exponent",
        Some("GLSL.std.450 Frexp: expected operand Exp data type to be a 32-bit int scalar or vector type"),
        "%a = OpExtInst %f32 %glsl Frexp %f32_1 %var_f32\n",
    ),
    case!(
        "Ldexp with a float exponent",
        Some("GLSL.std.450 Ldexp: expected operand Exp to be a 32-bit int scalar or vector type"),
        "%a = OpExtInst %f32 %glsl Ldexp %f32_1 %f32_1\n",
    ),
    case!(
        "FrexpStruct of a struct of two floats",
        Some("GLSL.std.450 FrexpStruct: expected Result Type to be a struct with two members"),
        "%a = OpExtInst %modf %glsl FrexpStruct %f32_1\n",
    ),
    case!(
        "PackUnorm4x8 of a vector of 2",
        Some("GLSL.std.450 PackUnorm4x8: expected operand V to be a 32-bit float vector of size 4"),
        "%a = OpExtInst %u32 %glsl PackUnorm4x8 %v2f32_1\n",
    ),
    case!(
        "PackHalf2x16 to a float",
        Some("GLSL.std.450 PackHalf2x16: expected Result Type to be 32-bit int scalar type"),
        "%a = OpExtInst %f32 %glsl PackHalf2x16 %v2f32_1\n",
    ),
    case!(
        "UnpackUnorm2x16 to a vector of 4",
        Some("GLSL.std.450 UnpackUnorm2x16: expected Result Type to be a 32-bit float vector of size 2"),
        "%a = OpExtInst %v4f32 %glsl UnpackUnorm2x16 %u32_1\n",
    ),
    case!(
        "UnpackDouble2x32 of a 32-bit float",
        Some("GLSL.std.450 UnpackDouble2x32: expected operand V to be a 64-bit float scalar"),
        "%a = OpExtInst %v2u32 %glsl UnpackDouble2x32 %f32_1\n",
    ),
    case!(
        "Length of an integer vector",
        Some("GLSL.std.450 Length: expected operand X to be of float scalar or vector type"),
        "%a = OpExtInst %f32 %glsl Length %v2u32_1\n",
    ),
    case!(
        "Distance between vectors of two sizes",
        Some("GLSL.std.450 Distance: expected operands P0 and P1 to have the same number of components"),
        "%a = OpExtInst %f32 %glsl Distance %v2f32_1 %v3f32_1\n",
    ),
    case!(
        "Cross of vectors of 2",
        Some("GLSL.std.450 Cross: expected Result Type to have 3 components"),
        "%a = OpExtInst %v2f32 %glsl Cross %v2f32_1 %v2f32_1\n",
    ),
    case!(
        "Refract with a vector Eta",
        Some("GLSL.std.450 Refract: expected operand Eta to be a float scalar"),
        "%a = OpExtInst %v3f32 %glsl Refract %v3f32_1 %v3f32_1 %v3f32_1\n",
    ),
    case!(
        "InterpolateAtCentroid without its capability",
        Some("GLSL.std.450 InterpolateAtCentroid requires capability InterpolationFunction"),
        "%a = OpExtInst %f32 %glsl InterpolateAtCentroid %in_f32\n",
    ),
    Case {
        name: "InterpolateAtCentroid of an Input variable",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: glsl!(caps: ["InterpolationFunction"], "%a = OpExtInst %f32 %glsl InterpolateAtCentroid %in_f32\n"),
    },
    Case {
        name: "InterpolateAtSample of a Function variable",
        flags: &[],
        env: "spv1.3",
        expect: Some("GLSL.std.450 InterpolateAtSample: expected Interpolant storage class to be Input"),
        asm: glsl!(
            caps: ["InterpolationFunction"],
            "%a = OpExtInst %f32 %glsl InterpolateAtSample %var_f32 %u32_1\n"
        ),
    },
    Case {
        name: "InterpolateAtOffset with a scalar offset",
        flags: &[],
        env: "spv1.3",
        expect: Some("GLSL.std.450 InterpolateAtOffset: expected Offset to be a vector of 2 32-bit floats"),
        asm: glsl!(
            caps: ["InterpolationFunction"],
            "%a = OpExtInst %v4f32 %glsl InterpolateAtOffset %in_v4 %f32_1\n"
        ),
    },
    Case {
        name: "InterpolateAtCentroid in a vertex shader",
        flags: &[],
        env: "spv1.3",
        expect: Some("GLSL.std.450 InterpolateAtCentroid requires Fragment execution model"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability InterpolationFunction\n",
            "%glsl = OpExtInstImport \"GLSL.std.450\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Vertex %main \"main\" %in\n",
            "OpDecorate %in Location 0\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%f32 = OpTypeFloat 32\n",
            "%pi = OpTypePointer Input %f32\n",
            "%in = OpVariable %pi Input\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%a = OpExtInst %f32 %glsl InterpolateAtCentroid %in\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    case!(
        "IMix",
        Some("Extended instruction GLSLstd450IMix is not supported"),
        "%a = OpExtInst %f32 %glsl IMix %f32_1 %f32_1 %f32_1\n"
    ),
];

#[test]
fn glsl_std_450_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
