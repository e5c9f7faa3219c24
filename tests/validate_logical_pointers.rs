//! The validator's `ValidateLogicalPointers` against spirv-val (SPIRV-Tools 2025.5): small
//! compute shaders whose logical pointers are taken or returned by instructions that may or may
//! not do so, with and without the variable pointers capabilities; spirv-val's verdict and its
//! exact output are the expectation. Many come from SPIRV-Tools'
//! `test/val/val_logical_pointers_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A compute shader: `caps` (extra capabilities), `decls` (decorations, types, variables) and
/// `body` (the entry point's first block, before `OpReturn`).
macro_rules! compute {
    (caps: $caps:expr, decls: $decls:expr, body: $body:expr $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            $caps,
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%bool = OpTypeBool\n",
            "%cond = OpUndef %bool\n",
            "%int = OpTypeInt 32 0\n",
            "%int_0 = OpConstant %int 0\n",
            "%int_1 = OpConstant %int 1\n",
            "%int_2 = OpConstant %int 2\n",
            "%float = OpTypeFloat 32\n",
            "%v2float = OpTypeVector %float 2\n",
            "%mat2x2 = OpTypeMatrix %v2float 2\n",
            "%void_fn = OpTypeFunction %void\n",
            $decls,
            "%main = OpFunction %void None %void_fn\n",
            "%entry = OpLabel\n",
            $body,
            "OpReturn\n",
            "OpFunctionEnd\n"
        )
    };
}

const CASES: &[Case] = &[
    Case {
        name: "select of Workgroup pointers with VariablePointers",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_wg_int = OpTypePointer Workgroup %int\n%a = OpVariable %ptr_wg_int Workgroup\n%b = OpVariable %ptr_wg_int Workgroup\n",
            body: "%s = OpSelect %ptr_wg_int %cond %a %b\n",
        ),
    },
    Case {
        name: "select of Workgroup pointers with only VariablePointersStorageBuffer",
        env: "spv1.3",
        flags: &[],
        expect: Some("Instruction may only have a logical pointer operand"),
        asm: compute!(
            caps: "OpCapability VariablePointersStorageBuffer\n",
            decls: "%ptr_wg_int = OpTypePointer Workgroup %int\n%a = OpVariable %ptr_wg_int Workgroup\n%b = OpVariable %ptr_wg_int Workgroup\n",
            body: "%s = OpSelect %ptr_wg_int %cond %a %b\n",
        ),
    },
    Case {
        name: "select of Private pointers is relaxed by --relax-logical-pointer",
        env: "spv1.3",
        flags: &["--relax-logical-pointer"],
        expect: None,
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_p_int = OpTypePointer Private %int\n%a = OpVariable %ptr_p_int Private\n%b = OpVariable %ptr_p_int Private\n",
            body: "%s = OpSelect %ptr_p_int %cond %a %b\n",
        ),
    },
    Case {
        name: "select of Private pointers even with VariablePointers",
        env: "spv1.3",
        flags: &[],
        expect: Some("Instruction may only have a logical pointer operand"),
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_p_int = OpTypePointer Private %int\n%a = OpVariable %ptr_p_int Private\n%b = OpVariable %ptr_p_int Private\n",
            body: "%s = OpSelect %ptr_p_int %cond %a %b\n",
        ),
    },
    Case {
        name: "OpConstantNull of a Workgroup pointer type without a capability",
        env: "spv1.3",
        flags: &[],
        expect: Some("Instruction may only return a logical pointer in the StorageBuffer or Workgroup"),
        asm: compute!(
            caps: "",
            decls: "%ptr_wg_int = OpTypePointer Workgroup %int\n%null = OpConstantNull %ptr_wg_int\n",
            body: "",
        ),
    },
    Case {
        name: "OpConstantNull of a Workgroup pointer type with VariablePointers",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_wg_int = OpTypePointer Workgroup %int\n%null = OpConstantNull %ptr_wg_int\n",
            body: "",
        ),
    },
    Case {
        name: "OpUndef and OpCopyObject may return pointers",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: compute!(
            caps: "",
            decls: "%ptr_wg_int = OpTypePointer Workgroup %int\n%a = OpVariable %ptr_wg_int Workgroup\n%u = OpUndef %ptr_wg_int\n",
            body: "%c = OpCopyObject %ptr_wg_int %a\nOpStore %c %int_1\n",
        ),
    },
    Case {
        name: "pointers from two Workgroup variables without VariablePointers",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointers must point into the same structure (or OpConstantNull)"),
        asm: compute!(
            caps: "OpCapability VariablePointersStorageBuffer\n",
            decls: "%ptr_sb_int = OpTypePointer StorageBuffer %int\n%a = OpVariable %ptr_sb_int StorageBuffer\n%b = OpVariable %ptr_sb_int StorageBuffer\n",
            body: "%s = OpSelect %ptr_sb_int %cond %a %b\n",
        ),
    },
    Case {
        name: "a variable pointer to a matrix",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointer must not point to an object that is or contains a matrix"),
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_wg_mat = OpTypePointer Workgroup %mat2x2\n%a = OpVariable %ptr_wg_mat Workgroup\n%b = OpVariable %ptr_wg_mat Workgroup\n",
            body: "%s = OpSelect %ptr_wg_mat %cond %a %b\n",
        ),
    },
    Case {
        name: "a variable pointer to a column of a matrix",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointer must not point to a column or a component of a column of a matrix"),
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_wg_mat = OpTypePointer Workgroup %mat2x2\n%ptr_wg_v2 = OpTypePointer Workgroup %v2float\n%a = OpVariable %ptr_wg_mat Workgroup\n",
            body: "%c = OpAccessChain %ptr_wg_v2 %a %int_0\n%s = OpSelect %ptr_wg_v2 %cond %c %c\n",
        ),
    },
    Case {
        name: "a variable pointer to a vector outside matrices",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: compute!(
            caps: "OpCapability VariablePointers\n",
            decls: "%ptr_wg_v2 = OpTypePointer Workgroup %v2float\n%a = OpVariable %ptr_wg_v2 Workgroup\n%b = OpVariable %ptr_wg_v2 Workgroup\n",
            body: "%s = OpSelect %ptr_wg_v2 %cond %a %b\n",
        ),
    },
    Case {
        name: "a variable pointer to an array of blocks",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointer must not point to an array of Block- or BufferBlock-decorated structs"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\n",
            "OpDecorate %a DescriptorSet 0\nOpDecorate %a Binding 0\n",
            "OpDecorate %b DescriptorSet 0\nOpDecorate %b Binding 1\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%int = OpTypeInt 32 0\n",
            "%int_2 = OpConstant %int 2\n%block = OpTypeStruct %int\n%array = OpTypeArray %block %int_2\n",
            "%ptr = OpTypePointer StorageBuffer %array\n%a = OpVariable %ptr StorageBuffer\n%b = OpVariable %ptr StorageBuffer\n",
            "%void_fn = OpTypeFunction %void\n%main = OpFunction %void None %void_fn\n%entry = OpLabel\n",
            "%s = OpSelect %ptr %cond %a %b\nOpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "OpArrayLength of a variable pointer",
        env: "spv1.3",
        flags: &[],
        expect: Some("Pointer operand must not be a variable pointer"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\nOpDecorate %rta ArrayStride 4\n",
            "OpDecorate %a DescriptorSet 0\nOpDecorate %a Binding 0\n",
            "OpDecorate %b DescriptorSet 0\nOpDecorate %b Binding 1\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%int = OpTypeInt 32 0\n",
            "%rta = OpTypeRuntimeArray %int\n%block = OpTypeStruct %rta\n",
            "%ptr = OpTypePointer StorageBuffer %block\n%a = OpVariable %ptr StorageBuffer\n%b = OpVariable %ptr StorageBuffer\n",
            "%void_fn = OpTypeFunction %void\n%main = OpFunction %void None %void_fn\n%entry = OpLabel\n",
            "%s = OpSelect %ptr %cond %a %b\n%len = OpArrayLength %int %s 0\nOpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "untyped: a variable pointer to an array of blocks",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointer must not point to an array of Block- or BufferBlock-decorated structs"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpCapability UntypedPointersKHR\nOpExtension \"SPV_KHR_untyped_pointers\"\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\n",
            "%void = OpTypeVoid\n%int = OpTypeInt 32 0\n%int_4 = OpConstant %int 4\n%bool = OpTypeBool\n%cond = OpUndef %bool\n",
            "%block = OpTypeStruct %int\n%array = OpTypeArray %block %int_4\n%ptr = OpTypeUntypedPointerKHR StorageBuffer\n",
            "%var = OpUntypedVariableKHR %ptr StorageBuffer %array\n%null = OpConstantNull %ptr\n%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%s = OpSelect %ptr %cond %null %var\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "untyped: a variable pointer to a struct of ints",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpCapability UntypedPointersKHR\nOpExtension \"SPV_KHR_untyped_pointers\"\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\n",
            "%void = OpTypeVoid\n%int = OpTypeInt 32 0\n%bool = OpTypeBool\n%cond = OpUndef %bool\n",
            "%block = OpTypeStruct %int\n%ptr = OpTypeUntypedPointerKHR StorageBuffer\n",
            "%var = OpUntypedVariableKHR %ptr StorageBuffer %block\n%null = OpConstantNull %ptr\n%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%s = OpSelect %ptr %cond %null %var\n%l = OpLoad %block %s\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "untyped: a load of a matrix through a variable pointer",
        env: "spv1.3",
        flags: &[],
        expect: Some("Variable pointer must not point to an object that is or contains a matrix"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpCapability UntypedPointersKHR\nOpExtension \"SPV_KHR_untyped_pointers\"\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n%int = OpTypeInt 32 0\n%float = OpTypeFloat 32\n%v2 = OpTypeVector %float 2\n%mat = OpTypeMatrix %v2 2\n",
            "%struct = OpTypeStruct %mat\n%ptr = OpTypeUntypedPointerKHR StorageBuffer\n%var = OpUntypedVariableKHR %ptr StorageBuffer %struct\n",
            "%null = OpConstantNull %ptr\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n%s = OpSelect %ptr %cond %var %null\n%l = OpLoad %struct %s\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "OpArrayLength of a parameter given a variable",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\nOpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\nOpDecorate %rta ArrayStride 4\nOpDecorate %a DescriptorSet 0\nOpDecorate %a Binding 0\nOpDecorate %b DescriptorSet 0\nOpDecorate %b Binding 1\n%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%int = OpTypeInt 32 0\n%rta = OpTypeRuntimeArray %int\n%block = OpTypeStruct %rta\n%ptr = OpTypePointer StorageBuffer %block\n%a = OpVariable %ptr StorageBuffer\n%b = OpVariable %ptr StorageBuffer\n%void_fn = OpTypeFunction %void\n%f_fn = OpTypeFunction %int %ptr\n",
            "%f = OpFunction %int None %f_fn\n%p = OpFunctionParameter %ptr\n%fe = OpLabel\n%len = OpArrayLength %int %p 0\nOpReturnValue %len\nOpFunctionEnd\n%main = OpFunction %void None %void_fn\n%entry = OpLabel\n%r = OpFunctionCall %int %f %a\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "OpArrayLength of a parameter given a variable pointer",
        env: "spv1.3",
        flags: &[],
        expect: Some("Pointer operand must not be a variable pointer"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VariablePointers\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\nOpDecorate %block Block\nOpMemberDecorate %block 0 Offset 0\nOpDecorate %rta ArrayStride 4\nOpDecorate %a DescriptorSet 0\nOpDecorate %a Binding 0\nOpDecorate %b DescriptorSet 0\nOpDecorate %b Binding 1\n%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%int = OpTypeInt 32 0\n%rta = OpTypeRuntimeArray %int\n%block = OpTypeStruct %rta\n%ptr = OpTypePointer StorageBuffer %block\n%a = OpVariable %ptr StorageBuffer\n%b = OpVariable %ptr StorageBuffer\n%void_fn = OpTypeFunction %void\n%f_fn = OpTypeFunction %int %ptr\n",
            "%f = OpFunction %int None %f_fn\n%p = OpFunctionParameter %ptr\n%fe = OpLabel\n%len = OpArrayLength %int %p 0\nOpReturnValue %len\nOpFunctionEnd\n%main = OpFunction %void None %void_fn\n%entry = OpLabel\n%s = OpSelect %ptr %cond %a %b\n%r = OpFunctionCall %int %f %s\nOpReturn\nOpFunctionEnd\n",
        ),
    },
];

#[test]
fn logical_pointer_rules_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
