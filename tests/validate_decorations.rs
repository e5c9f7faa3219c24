//! The validator's decoration checks against spirv-val (SPIRV-Tools 2025.5): small modules,
//! assembled by spirv-as, each breaking one rule of spirv-val's `AnnotationPass` or
//! `ValidateDecorations` (or keeping to them); spirv-val's verdict and its exact output are the
//! expectation. Many come from SPIRV-Tools' `test/val/val_decoration_test.cpp` and
//! `val_annotation_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A shader module with linkage (no entry point needed): `caps` after `Shader` and `Linkage`,
/// then the memory model, then `body`.
macro_rules! shader {
    (caps: [$($cap:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            $($cap,)*
            "OpMemoryModel Logical GLSL450\n",
            $($body),*
        )
    };
    ($($body:expr),* $(,)?) => {
        shader!(caps: [], $($body),*)
    };
}

/// A kernel module with linkage.
macro_rules! kernel {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Kernel\n",
            "OpCapability Addresses\n",
            "OpCapability Linkage\n",
            "OpMemoryModel Physical32 OpenCL\n",
            $($body),*
        )
    };
}

/// A Vulkan fragment shader whose `main` is empty: `annotations` then `types` (which may
/// use `%void`, `%fn`, `%int`, `%uint`, `%float`, `%v4float`).
macro_rules! vulkan {
    (caps: $caps:expr, interface: $interface:expr, annotations: [$($a:expr),* $(,)?], types: [$($t:expr),* $(,)?] $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            $caps,
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\"", $interface, "\n",
            "OpExecutionMode %main OriginUpperLeft\n",
            $($a,)*
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n",
            "%int = OpTypeInt 32 1\n%uint = OpTypeInt 32 0\n%float = OpTypeFloat 32\n",
            "%v4float = OpTypeVector %float 4\n",
            $($t,)*
            "%main = OpFunction %void None %fn\n%entry = OpLabel\nOpReturn\nOpFunctionEnd\n"
        )
    };
}

const CASES: &[Case] = &[
    // AnnotationPass.
    Case {
        name: "decorations on their targets",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpMemberDecorate %s 1 RowMajor\n",
            "OpMemberDecorate %s 1 MatrixStride 16\n",
            "OpMemberDecorate %s 1 Offset 16\n",
            "OpDecorate %arr ArrayStride 4\n",
            "OpDecorate %spec SpecId 3\n",
            "OpDecorate %var Binding 0\n",
            "OpDecorate %var DescriptorSet 0\n",
            "OpDecorate %in Location 0\n",
            "OpDecorate %in Flat\n",
            "%float = OpTypeFloat 32\n",
            "%v4 = OpTypeVector %float 4\n",
            "%m4 = OpTypeMatrix %v4 4\n",
            "%s = OpTypeStruct %float %m4\n",
            "%uint = OpTypeInt 32 0\n",
            "%four = OpConstant %uint 4\n",
            "%arr = OpTypeArray %float %four\n",
            "%spec = OpSpecConstant %uint 7\n",
            "%ptr = OpTypePointer Uniform %s\n",
            "%var = OpVariable %ptr Uniform\n",
            "%pin = OpTypePointer Input %float\n",
            "%in = OpVariable %pin Input\n",
        ),
    },
    Case {
        name: "Block on a non-struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("Block decoration on target <id> '1[%float]' must be a structure type"),
        asm: shader!("OpDecorate %float Block\n", "%float = OpTypeFloat 32\n"),
    },
    Case {
        name: "BufferBlock on a variable",
        flags: &[],
        env: "spv1.0",
        expect: Some("BufferBlock decoration on target"),
        asm: shader!(
            "OpDecorate %var BufferBlock\n",
            "%float = OpTypeFloat 32\n",
            "%ptr = OpTypePointer Private %float\n",
            "%var = OpVariable %ptr Private\n",
        ),
    },
    Case {
        name: "SpecId on a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a scalar specialization constant"),
        asm: shader!("OpDecorate %c SpecId 1\n", "%int = OpTypeInt 32 0\n", "%c = OpConstant %int 1\n"),
    },
    Case {
        name: "ArrayStride on a struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be an array or pointer type"),
        asm: shader!("OpDecorate %s ArrayStride 4\n", "%int = OpTypeInt 32 0\n", "%s = OpTypeStruct %int\n"),
    },
    Case {
        name: "ArrayStride on a pointer",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %ptr ArrayStride 4\n",
            "%int = OpTypeInt 32 0\n",
            "%ptr = OpTypePointer Private %int\n",
        ),
    },
    Case {
        name: "BuiltIn on a type",
        flags: &[],
        env: "spv1.6",
        expect: Some("BuiltIns can only target variables, structure members or constants"),
        asm: shader!("OpDecorate %int BuiltIn Position\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "BuiltIn WorkgroupSize on a variable in a shader",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a constant for WorkgroupSize"),
        asm: shader!(
            "OpDecorate %var BuiltIn WorkgroupSize\n",
            "%int = OpTypeInt 32 0\n",
            "%v3 = OpTypeVector %int 3\n",
            "%ptr = OpTypePointer Input %v3\n",
            "%var = OpVariable %ptr Input\n",
        ),
    },
    Case {
        name: "BuiltIn Position on a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("BuiltIn decoration on target <id> '1[%gl_Position]' must be a variable"),
        asm: shader!("OpDecorate %c BuiltIn Position\n", "%int = OpTypeInt 32 0\n", "%c = OpConstant %int 1\n"),
    },
    Case {
        name: "BuiltIn WorkgroupSize on a constant",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %c BuiltIn WorkgroupSize\n",
            "%int = OpTypeInt 32 0\n",
            "%v3 = OpTypeVector %int 3\n",
            "%one = OpConstant %int 1\n",
            "%c = OpConstantComposite %v3 %one %one %one\n",
        ),
    },
    Case {
        name: "BuiltIn WorkgroupSize on a variable in a kernel",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: kernel!(
            "OpDecorate %var BuiltIn WorkgroupSize\n",
            "%int = OpTypeInt 32 0\n",
            "%v3 = OpTypeVector %int 3\n",
            "%ptr = OpTypePointer Input %v3\n",
            "%var = OpVariable %ptr Input\n",
        ),
    },
    Case {
        name: "Flat on a type",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a memory object declaration"),
        asm: shader!("OpDecorate %int Flat\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "Restrict on a function parameter that is no pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a pointer type"),
        asm: shader!(
            "OpDecorate %p Restrict\n",
            "%void = OpTypeVoid\n",
            "%int = OpTypeInt 32 0\n",
            "%fn = OpTypeFunction %void %int\n",
            "%f = OpFunction %void None %fn\n",
            "%p = OpFunctionParameter %int\n",
            "%l = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "Location on a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("Location decoration on target <id> '1[%uint_1]' must be a variable"),
        asm: shader!("OpDecorate %c Location 1\n", "%int = OpTypeInt 32 0\n", "%c = OpConstant %int 1\n"),
    },
    Case {
        name: "RowMajor on a type",
        flags: &[],
        env: "spv1.6",
        expect: Some("RowMajor can only be applied to structure members"),
        asm: shader!("OpDecorate %int RowMajor\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "MatrixStride on a decoration group",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %g MatrixStride 16\n",
            "%g = OpDecorationGroup\n",
            "OpGroupMemberDecorate %g %s 0\n",
            "%float = OpTypeFloat 32\n",
            "%v4 = OpTypeVector %float 4\n",
            "%m4 = OpTypeMatrix %v4 4\n",
            "%s = OpTypeStruct %m4\n",
        ),
    },
    Case {
        name: "Block on a member",
        flags: &[],
        env: "spv1.6",
        expect: Some("Block cannot be applied to structure members"),
        asm: shader!("OpMemberDecorate %s 0 Block\n", "%int = OpTypeInt 32 0\n", "%s = OpTypeStruct %int\n"),
    },
    Case {
        name: "member decoration of a non-struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpMemberDecorate Structure type <id> '1[%uint]' is not a struct type."),
        asm: shader!("OpMemberDecorate %int 0 Offset 0\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "member index out of bounds",
        flags: &[],
        env: "spv1.6",
        expect: Some("Index 2 provided in OpMemberDecorate for struct <id> '1[%_struct_1]' is out of bounds"),
        asm: shader!("OpMemberDecorate %s 2 Offset 0\n", "%int = OpTypeInt 32 0\n", "%s = OpTypeStruct %int %int\n"),
    },
    Case {
        name: "member index of an empty struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("The structure has 0 members. Largest valid index is 4294967295."),
        asm: shader!("OpMemberDecorate %s 0 Offset 0\n", "%s = OpTypeStruct\n"),
    },
    Case {
        name: "group member index out of bounds",
        flags: &[],
        env: "spv1.6",
        expect: Some("Index 1 provided in OpGroupMemberDecorate for struct <id>"),
        asm: shader!(
            "OpDecorate %g Offset 0\n",
            "%g = OpDecorationGroup\n",
            "OpGroupMemberDecorate %g %s 0 %s 1\n",
            "%int = OpTypeInt 32 0\n",
            "%s = OpTypeStruct %int\n",
        ),
    },
    Case {
        name: "group member decoration of a non-struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpGroupMemberDecorate Structure type <id> '2[%uint]' is not a struct type."),
        asm: shader!(
            "OpDecorate %g Offset 0\n",
            "%g = OpDecorationGroup\n",
            "OpGroupMemberDecorate %g %int 0\n",
            "%int = OpTypeInt 32 0\n",
        ),
    },
    Case {
        name: "group decoration of a group",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpGroupDecorate may not target OpDecorationGroup <id>"),
        asm: shader!(
            "OpDecorate %g Restrict\n",
            "OpDecorate %h Restrict\n",
            "%g = OpDecorationGroup\n",
            "%h = OpDecorationGroup\n",
            "OpGroupDecorate %g %h\n",
        ),
    },
    Case {
        name: "decoration group used by another instruction",
        flags: &[],
        env: "spv1.6",
        expect: Some("Result id of OpDecorationGroup can only be targeted by OpName"),
        asm: shader!("OpName %g \"g\"\n", "OpDecorateString %g UserSemantic \"x\"\n", "%g = OpDecorationGroup\n",),
    },
    Case {
        name: "decoration groups used well",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpName %g \"g\"\n",
            "OpDecorate %g RelaxedPrecision\n",
            "%g = OpDecorationGroup\n",
            "OpGroupDecorate %g %x %y\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
            "%y = OpConstant %float 2\n",
        ),
    },
    Case {
        name: "OpDecorateId with a literal decoration",
        flags: &[],
        env: "spv1.6",
        expect: Some("Decorations that don't take ID parameters may not be used with OpDecorateId"),
        asm: shader!("OpDecorateId %int RelaxedPrecision\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "OpDecorateId of a decoration group",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpMemberDecorate Target <id> '1[%1]' must not be an OpDecorationGroup instruction."),
        asm: shader!(
            "OpDecorateId %g UniformId %scope\n",
            "%g = OpDecorationGroup\n",
            "%int = OpTypeInt 32 0\n",
            "%scope = OpConstant %int 3\n"
        ),
    },
    Case {
        name: "OpDecorateId parameter after its target",
        flags: &[],
        env: "spv1.6",
        expect: Some("must appear earlier in the binary than the target"),
        asm: shader!(
            "OpDecorateId %x UniformId %scope\n",
            "%int = OpTypeInt 32 0\n",
            "%x = OpConstant %int 1\n",
            "%scope = OpConstant %int 3\n",
        ),
    },
    Case {
        name: "OpDecorateId parameter before its target",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorateId %x UniformId %scope\n",
            "%int = OpTypeInt 32 0\n",
            "%scope = OpConstant %int 3\n",
            "%x = OpConstant %int 1\n",
        ),
    },
    Case {
        name: "FPFastMathMode then NoContraction",
        flags: &[],
        env: "spv1.6",
        expect: Some("FPFastMathMode and NoContraction cannot decorate the same target"),
        asm: shader!(caps: ["OpCapability FloatControls2\n", "OpExtension \"SPV_KHR_float_controls2\"\n"],
            "OpDecorate %x FPFastMathMode Fast\n",
            "OpDecorate %x NoContraction\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
        ),
    },
    Case {
        name: "NoContraction then FPFastMathMode",
        flags: &[],
        env: "spv1.6",
        expect: Some("FPFastMathMode and NoContraction cannot decorate the same target"),
        asm: shader!(caps: ["OpCapability FloatControls2\n", "OpExtension \"SPV_KHR_float_controls2\"\n"],
            "OpDecorate %x NoContraction\n",
            "OpDecorate %x FPFastMathMode Fast\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
        ),
    },
    Case {
        name: "NoContraction through a group, then FPFastMathMode",
        flags: &[],
        env: "spv1.6",
        expect: Some("FPFastMathMode and NoContraction cannot decorate the same target"),
        asm: shader!(caps: ["OpCapability FloatControls2\n", "OpExtension \"SPV_KHR_float_controls2\"\n"],
            "OpDecorate %g NoContraction\n",
            "%g = OpDecorationGroup\n",
            "OpGroupDecorate %g %x\n",
            "OpDecorate %x FPFastMathMode Fast\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
        ),
    },
    Case {
        name: "FPFastMathMode, then NoContraction through a group",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(caps: ["OpCapability FloatControls2\n", "OpExtension \"SPV_KHR_float_controls2\"\n"],
            "OpDecorate %x FPFastMathMode Fast\n",
            "OpDecorate %g NoContraction\n",
            "%g = OpDecorationGroup\n",
            "OpGroupDecorate %g %x\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
        ),
    },
    Case {
        name: "AllowTransform without AllowReassoc",
        flags: &[],
        env: "spv1.6",
        expect: Some("AllowReassoc and AllowContract must be specified when AllowTransform is specified"),
        asm: shader!(caps: ["OpCapability FloatControls2\n", "OpExtension \"SPV_KHR_float_controls2\"\n"],
            "OpDecorate %x FPFastMathMode AllowContract|AllowTransform\n",
            "%float = OpTypeFloat 32\n",
            "%x = OpConstant %float 1\n",
        ),
    },
    Case {
        name: "GLSLShared under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("[VUID-StandaloneSpirv-GLSLShared-04669] OpDecorate decoration 'GLSLShared'"),
        asm: vulkan!(caps: "", interface: "", annotations: ["OpDecorate %s GLSLShared\n"], types: ["%s = OpTypeStruct %int\n"]),
    },
    Case {
        name: "GLSLPacked under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("OpDecorate decoration 'GLSLPacked' is not valid for the Vulkan execution environment."),
        asm: vulkan!(caps: "", interface: "", annotations: ["OpDecorate %s GLSLPacked\n"], types: ["%s = OpTypeStruct %int\n"]),
    },
    Case {
        name: "Location on a private variable under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some(
            "[VUID-StandaloneSpirv-Location-06672] Location decoration must not be applied to this storage class",
        ),
        asm: vulkan!(
            caps: "",
            interface: "",
            annotations: ["OpDecorate %var Location 0\n"],
            types: ["%ptr = OpTypePointer Private %float\n", "%var = OpVariable %ptr Private\n"],
        ),
    },
    Case {
        name: "Binding on an input under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("[VUID-StandaloneSpirv-DescriptorSet-06491] Binding decoration on target <id>"),
        asm: vulkan!(
            caps: "",
            interface: " %var",
            annotations: ["OpDecorate %var Binding 0\n", "OpDecorate %var Location 0\n"],
            types: ["%ptr = OpTypePointer Input %float\n", "%var = OpVariable %ptr Input\n"],
        ),
    },
    Case {
        name: "Index on an input under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("must be in the Output storage class"),
        asm: vulkan!(
            caps: "",
            interface: " %var",
            annotations: ["OpDecorate %var Index 0\n", "OpDecorate %var Location 0\n"],
            types: ["%ptr = OpTypePointer Input %float\n", "%var = OpVariable %ptr Input\n"],
        ),
    },
    Case {
        name: "InputAttachmentIndex on an input under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("[VUID-StandaloneSpirv-InputAttachmentIndex-06678]"),
        asm: vulkan!(
            caps: "OpCapability InputAttachment\n",
            interface: " %var",
            annotations: ["OpDecorate %var InputAttachmentIndex 0\n", "OpDecorate %var Location 0\n"],
            types: ["%ptr = OpTypePointer Input %float\n", "%var = OpVariable %ptr Input\n"],
        ),
    },
    Case {
        name: "Flat on a private variable under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("[VUID-StandaloneSpirv-Flat-04670] Flat decoration on target <id>"),
        asm: vulkan!(
            caps: "",
            interface: "",
            annotations: ["OpDecorate %var Flat\n"],
            types: ["%ptr = OpTypePointer Private %float\n", "%var = OpVariable %ptr Private\n"],
        ),
    },
    Case {
        name: "Flat on an input under Vulkan",
        flags: &[],
        env: "vulkan1.0",
        expect: None,
        asm: vulkan!(
            caps: "",
            interface: " %var",
            annotations: ["OpDecorate %var Flat\n", "OpDecorate %var Location 0\n"],
            types: ["%ptr = OpTypePointer Input %int\n", "%var = OpVariable %ptr Input\n"],
        ),
    },
];

#[test]
fn decoration_rules_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
