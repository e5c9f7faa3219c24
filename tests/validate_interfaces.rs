//! The validator's interface checks (`ValidateInterfaces`) against spirv-val (SPIRV-Tools
//! 2025.5): small modules, assembled by spirv-as, each breaking one rule or keeping to it;
//! spirv-val's verdict and its exact output are the expectation. Many follow SPIRV-Tools'
//! `test/val/val_interfaces_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A Vulkan fragment shader: `decorations` after the entry point's `OpExecutionMode`, then the
/// float types (`%f32`, `%v4`, `%f64`, `%v3d`, pointers to them) and `globals`, and a body
/// that returns. The entry point lists `$interface`.
macro_rules! fragment {
    ($interface:expr, [$($decorations:expr),* $(,)?], [$($globals:expr),* $(,)?] $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability Float64\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\"", $interface, "\n",
            "OpExecutionMode %main OriginUpperLeft\n",
            $($decorations,)*
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n",
            "%f32 = OpTypeFloat 32\n%v4 = OpTypeVector %f32 4\n%f64 = OpTypeFloat 64\n%v3d = OpTypeVector %f64 3\n",
            "%uint = OpTypeInt 32 0\n%uint_2 = OpConstant %uint 2\n",
            "%in_f32 = OpTypePointer Input %f32\n%in_v4 = OpTypePointer Input %v4\n",
            "%out_v4 = OpTypePointer Output %v4\n%in_v3d = OpTypePointer Input %v3d\n",
            $($globals,)*
            "%main = OpFunction %void None %fn\n%entry = OpLabel\nOpReturn\nOpFunctionEnd\n",
        )
    };
}

const CASES: &[Case] = &[
    Case {
        name: "inputs at distinct locations",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 0\n", "OpDecorate %b Location 1\n"],
            ["%a = OpVariable %in_v4 Input\n", "%b = OpVariable %in_v4 Input\n"],
        ),
    },
    Case {
        name: "inputs at the same location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("Entry-point has conflicting input location assignment at location 1, component 0"),
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 1\n", "OpDecorate %b Location 1\n"],
            ["%a = OpVariable %in_v4 Input\n", "%b = OpVariable %in_v4 Input\n"],
        ),
    },
    Case {
        name: "inputs sharing a location in distinct components",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 0\n", "OpDecorate %b Location 0\n", "OpDecorate %b Component 1\n",],
            ["%a = OpVariable %in_f32 Input\n", "%b = OpVariable %in_f32 Input\n"],
        ),
    },
    Case {
        name: "a 64-bit 3-vector takes two locations",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("conflicting input location assignment at location 1, component 0"),
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 0\n", "OpDecorate %a Flat\n", "OpDecorate %b Location 1\n"],
            ["%a = OpVariable %in_v3d Input\n", "%b = OpVariable %in_v4 Input\n"],
        ),
    },
    Case {
        name: "an array's elements each take a location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("conflicting output location assignment at location 1, component 0"),
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 0\n", "OpDecorate %b Location 1\n"],
            [
                "%arr = OpTypeArray %v4 %uint_2\n%out_arr = OpTypePointer Output %arr\n",
                "%a = OpVariable %out_arr Output\n",
                "%b = OpVariable %out_v4 Output\n",
            ],
        ),
    },
    Case {
        name: "an input and an output at the same location",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(
            " %a %b",
            ["OpDecorate %a Location 0\n", "OpDecorate %b Location 0\n"],
            ["%a = OpVariable %in_v4 Input\n", "%b = OpVariable %out_v4 Output\n"],
        ),
    },
    Case {
        name: "a variable without a location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("VUID-StandaloneSpirv-Location-04916"),
        asm: fragment!(" %a", [], ["%a = OpVariable %in_v4 Input\n"]),
    },
    Case {
        name: "no location checks outside Vulkan",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: fragment!(" %a", [], ["%a = OpVariable %in_v4 Input\n"]),
    },
    Case {
        name: "a struct variable without a location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("VUID-StandaloneSpirv-Location-04917"),
        asm: fragment!(
            " %a",
            [],
            ["%s = OpTypeStruct %v4\n%in_s = OpTypePointer Input %s\n", "%a = OpVariable %in_s Input\n"],
        ),
    },
    Case {
        name: "a block with located members",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(
            " %a",
            ["OpDecorate %s Block\n", "OpMemberDecorate %s 0 Location 0\n", "OpMemberDecorate %s 1 Location 1\n",],
            ["%s = OpTypeStruct %v4 %v4\n%in_s = OpTypePointer Input %s\n", "%a = OpVariable %in_s Input\n"],
        ),
    },
    Case {
        name: "a block member without a location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("Member index 1 is missing a location assignment"),
        asm: fragment!(
            " %a",
            ["OpDecorate %s Block\n", "OpMemberDecorate %s 0 Location 0\n"],
            ["%s = OpTypeStruct %v4 %v4\n%in_s = OpTypePointer Input %s\n", "%a = OpVariable %in_s Input\n"],
        ),
    },
    Case {
        name: "block members at the same location",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("conflicting input location assignment at location 3, component 0"),
        asm: fragment!(
            " %a",
            ["OpDecorate %s Block\n", "OpMemberDecorate %s 0 Location 3\n", "OpMemberDecorate %s 1 Location 3\n",],
            ["%s = OpTypeStruct %v4 %v4\n%in_s = OpTypePointer Input %s\n", "%a = OpVariable %in_s Input\n"],
        ),
    },
    Case {
        name: "a located struct whose members have locations",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("Members cannot be assigned a location"),
        asm: fragment!(
            " %a",
            ["OpDecorate %a Location 0\n", "OpMemberDecorate %s 0 Location 0\n"],
            ["%s = OpTypeStruct %v4\n%in_s = OpTypePointer Input %s\n", "%a = OpVariable %in_s Input\n"],
        ),
    },
    Case {
        name: "dual-source outputs at the same location, index 0 and 1",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(
            " %a %b",
            [
                "OpDecorate %a Location 0\n",
                "OpDecorate %a Index 0\n",
                "OpDecorate %b Location 0\n",
                "OpDecorate %b Index 1\n",
            ],
            ["%a = OpVariable %out_v4 Output\n", "%b = OpVariable %out_v4 Output\n"],
        ),
    },
    Case {
        name: "built-ins have no location",
        env: "vulkan1.0",
        flags: &[],
        expect: None,
        asm: fragment!(" %a", ["OpDecorate %a BuiltIn FragCoord\n"], ["%a = OpVariable %in_v4 Input\n"]),
    },
    Case {
        name: "an input used but not listed",
        env: "spv1.0",
        flags: &[],
        expect: Some("Interface variable id <"),
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\"\nOpExecutionMode %main OriginUpperLeft\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%in_f32 = OpTypePointer Input %f32\n%a = OpVariable %in_f32 Input\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%x = OpLoad %f32 %a\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "an input used by a called function but not listed",
        env: "spv1.0",
        flags: &[],
        expect: Some("is used by entry point 'main'"),
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint Fragment %main \"main\"\nOpExecutionMode %main OriginUpperLeft\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%in_f32 = OpTypePointer Input %f32\n%a = OpVariable %in_f32 Input\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%r = OpFunctionCall %void %g\nOpReturn\nOpFunctionEnd\n",
            "%g = OpFunction %void None %fn\n%ge = OpLabel\n%x = OpLoad %f32 %a\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "a private variable used but not listed, from SPIR-V 1.4",
        env: "spv1.4",
        flags: &[],
        expect: Some("but is not listed as an interface"),
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%p_f32 = OpTypePointer Private %f32\n%a = OpVariable %p_f32 Private\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%x = OpLoad %f32 %a\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "a private variable used but not listed, before SPIR-V 1.4",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%p_f32 = OpTypePointer Private %f32\n%a = OpVariable %p_f32 Private\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%x = OpLoad %f32 %a\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "two push-constant blocks",
        env: "vulkan1.2",
        flags: &[],
        expect: Some("Entry-point has more than one variable with the PushConstant storage class in the interface"),
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\" %a %b\nOpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %s Block\nOpMemberDecorate %s 0 Offset 0\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%f32 = OpTypeFloat 32\n",
            "%s = OpTypeStruct %f32\n%pc = OpTypePointer PushConstant %s\n",
            "%a = OpVariable %pc PushConstant\n%b = OpVariable %pc PushConstant\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\nOpReturn\nOpFunctionEnd\n",
        ),
    },
];

#[test]
fn interfaces_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
