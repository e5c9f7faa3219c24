//! The validator's memory and function passes against spirv-val (SPIRV-Tools 2025.5): small
//! modules, assembled by spirv-as, each breaking one rule of spirv-val's `MemoryPass` or
//! `FunctionPass` (or keeping to them); spirv-val's verdict and its exact output are the
//! expectation. Many come from SPIRV-Tools' `test/val/val_memory_test.cpp`,
//! `val_function_test.cpp` and `val_id_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// A shader module with linkage (no entry point needed): `before` (capabilities, extensions)
/// goes before the memory model, `body` after it.
macro_rules! shader {
    (before: [$($before:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            $($before,)*
            "OpMemoryModel Logical GLSL450\n",
            $($body),*
        )
    };
    ($($body:expr),* $(,)?) => {
        shader!(before: [], $($body),*)
    };
}

/// The types and constants most cases use.
macro_rules! types {
    () => {
        "%void = OpTypeVoid\n\
         %fn = OpTypeFunction %void\n\
         %int = OpTypeInt 32 1\n\
         %uint = OpTypeInt 32 0\n\
         %float = OpTypeFloat 32\n\
         %bool = OpTypeBool\n\
         %int_0 = OpConstant %int 0\n\
         %int_1 = OpConstant %int 1\n\
         %uint_0 = OpConstant %uint 0\n\
         %uint_1 = OpConstant %uint 1\n\
         %float_1 = OpConstant %float 1\n\
         %v4float = OpTypeVector %float 4\n\
         %pf_float = OpTypePointer Function %float\n\
         %pf_int = OpTypePointer Function %int\n\
         %pp_float = OpTypePointer Private %float\n\
         %pu_float = OpTypePointer Uniform %float\n\
         %pi_float = OpTypePointer Input %float\n"
    };
}

/// A function around `body` (its first block is `%entry`).
macro_rules! function {
    ($($body:expr),* $(,)?) => {
        concat!("%main = OpFunction %void None %fn\n%entry = OpLabel\n", $($body,)* "OpReturn\nOpFunctionEnd\n")
    };
}

/// A Vulkan compute shader: `decorations` before the types, `globals` after them, `body` in its
/// function.
macro_rules! compute {
    (caps: [$($cap:expr),* $(,)?], decorations: [$($d:expr),* $(,)?], globals: [$($g:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            $($cap,)*
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            $($d,)*
            types!(),
            $($g,)*
            function!($($body),*)
        )
    };
}

/// A Vulkan compute shader with a cooperative matrix type `%m` (of floats, 16 by 16), a
/// workgroup array `%a` of floats and a private float `%p`, around `body`.
macro_rules! coop {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability CooperativeMatrixKHR\nOpCapability VulkanMemoryModel\n",
            "OpExtension \"SPV_KHR_cooperative_matrix\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "OpEntryPoint GLCompute %main \"main\" %w %g\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            types!(),
            "%uint_3 = OpConstant %uint 3\n",
            "%uint_16 = OpConstant %uint 16\n",
            "%uint_256 = OpConstant %uint 256\n",
            "%m = OpTypeCooperativeMatrixKHR %float %uint_3 %uint_16 %uint_16 %uint_0\n",
            "%arr = OpTypeArray %float %uint_256\n",
            "%pw_arr = OpTypePointer Workgroup %arr\n",
            "%pw_float = OpTypePointer Workgroup %float\n",
            "%w = OpVariable %pw_arr Workgroup\n",
            "%g = OpVariable %pp_float Private\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n",
            "%a = OpAccessChain %pw_float %w %uint_0\n",
            "%p = OpCopyObject %pp_float %g\n",
            $($body,)*
            "OpReturn\nOpFunctionEnd\n"
        )
    };
}

/// A Vulkan compute shader with a storage buffer `%g` of a struct `%s` of floats, around `body`.
macro_rules! raw {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability RawAccessChainsNV\nOpCapability Int16\n",
            "OpExtension \"SPV_NV_raw_access_chains\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\" %g\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %g DescriptorSet 0\n",
            "OpDecorate %g Binding 0\n",
            types!(),
            "%uint_16 = OpConstant %uint 16\n",
            "%ushort = OpTypeInt 16 0\n",
            "%ushort_0 = OpConstant %ushort 0\n",
            "%s = OpTypeStruct %float\n",
            "%psb_s = OpTypePointer StorageBuffer %s\n",
            "%psb_float = OpTypePointer StorageBuffer %float\n",
            "%g = OpVariable %psb_s StorageBuffer\n",
            function!($($body),*)
        )
    };
}

/// A shader with untyped pointers: `globals` after the types (an untyped Private variable `%g`
/// of a struct `%s` of a float among them), then a function whose body loads `%a` (which the
/// body defines) and stores it into an untyped function variable.
macro_rules! untyped {
    ($global:expr, $body:expr) => {
        concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability UntypedPointersKHR\n",
            "OpExtension \"SPV_KHR_untyped_pointers\"\n",
            "OpMemoryModel Logical GLSL450\n",
            types!(),
            "%s = OpTypeStruct %float\n",
            "%up = OpTypeUntypedPointerKHR Private\n",
            "%uf = OpTypeUntypedPointerKHR Function\n",
            "%g = OpUntypedVariableKHR %up Private %s\n",
            $global,
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n",
            "%l = OpUntypedVariableKHR %uf Function %float\n",
            $body,
            "%x = OpLoad %float %a\n",
            "OpStore %l %x\n",
            "OpReturn\nOpFunctionEnd\n"
        )
    };
    ($body:expr) => {
        untyped!("", $body)
    };
}

/// A Vulkan compute shader with a cooperative matrix `%v` of floats and a function `%elem` to
/// apply to its elements, around the `OpCooperativeMatrixPerElementOpNV` `$op`.
macro_rules! per_element {
    ($op:expr) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability CooperativeMatrixKHR\n",
            "OpCapability CooperativeMatrixPerElementOperationsNV\n",
            "OpCapability VulkanMemoryModel\n",
            "OpExtension \"SPV_KHR_cooperative_matrix\"\n",
            "OpExtension \"SPV_NV_cooperative_matrix2\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%uint = OpTypeInt 32 0\n",
            "%float = OpTypeFloat 32\n",
            "%uint_0 = OpConstant %uint 0\n",
            "%uint_3 = OpConstant %uint 3\n",
            "%uint_16 = OpConstant %uint 16\n",
            "%float_1 = OpConstant %float 1\n",
            "%m = OpTypeCooperativeMatrixKHR %float %uint_3 %uint_16 %uint_16 %uint_0\n",
            "%fe = OpTypeFunction %float %uint %uint %float\n",
            "%pf = OpTypePointer Function %m\n",
            "%elem = OpFunction %float None %fe\n",
            "%r = OpFunctionParameter %uint\n",
            "%c = OpFunctionParameter %uint\n",
            "%x = OpFunctionParameter %float\n",
            "%el = OpLabel\n",
            "OpReturnValue %x\n",
            "OpFunctionEnd\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%v = OpCompositeConstruct %m %float_1\n",
            $op,
            "OpReturn\n",
            "OpFunctionEnd\n"
        )
    };
}

/// A Vulkan compute shader with a cooperative vector type `%cv` (4 floats) and a workgroup array
/// `%w` of floats, around `body`.
macro_rules! coop_vector {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability CooperativeVectorNV\n",
            "OpCapability VulkanMemoryModel\n",
            "OpExtension \"SPV_NV_cooperative_vector\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "OpEntryPoint GLCompute %main \"main\" %w\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%uint = OpTypeInt 32 0\n",
            "%float = OpTypeFloat 32\n",
            "%uint_0 = OpConstant %uint 0\n",
            "%uint_4 = OpConstant %uint 4\n",
            "%uint_16 = OpConstant %uint 16\n",
            "%float_1 = OpConstant %float 1\n",
            "%cv = OpTypeCooperativeVectorNV %float %uint_4\n",
            "%arr = OpTypeArray %float %uint_16\n",
            "%pw = OpTypePointer Workgroup %arr\n",
            "%w = OpVariable %pw Workgroup\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n"
        )
    };
}

const CASES: &[Case] = &[
    // OpVariable
    Case {
        name: "variables of each position, with initializers",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%g = OpVariable %pp_float Private %float_1\n",
            "%h = OpVariable %pp_float Private\n",
            function!("%l = OpVariable %pf_float Function %float_1\n", "OpStore %l %float_1\n")
        ),
    },
    Case {
        name: "an OpVariable whose result type is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a pointer type"),
        asm: shader!(types!(), "%g = OpVariable %float Private\n"),
    },
    Case {
        name: "an initializer that is not a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a constant or module-scope variable"),
        asm: shader!(
            types!(),
            function!("%x = OpFAdd %float %float_1 %float_1\n", "%l = OpVariable %pf_float Function %x\n")
        ),
    },
    Case {
        name: "an initializer of another type",
        flags: &[],
        env: "spv1.6",
        expect: Some("Initializer type must match the data type"),
        asm: shader!(types!(), "%g = OpVariable %pp_float Private %int_1\n"),
    },
    Case {
        name: "a module-scope variable as initializer",
        flags: &["--relax-logical-pointer"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%pp_pp = OpTypePointer Private %pp_float\n",
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_pp Private %g\n"
        ),
    },
    Case {
        name: "a global variable in the Function storage class",
        flags: &[],
        env: "spv1.6",
        expect: Some("Variables can not have a function[7] storage class outside of a function"),
        asm: shader!(types!(), "%g = OpVariable %pf_float Function\n"),
    },
    Case {
        name: "a function variable in the Private storage class",
        flags: &[],
        env: "spv1.6",
        expect: Some("Variables must have a function[7] storage class inside of a function"),
        asm: shader!(types!(), function!("%l = OpVariable %pp_float Private\n")),
    },
    Case {
        name: "a variable whose storage class is not its pointer's",
        flags: &[],
        env: "spv1.6",
        expect: Some("Storage class must match result type storage class"),
        asm: shader!(types!(), "%g = OpVariable %pp_float Workgroup\n"),
    },
    Case {
        name: "a Generic variable",
        flags: &[],
        env: "spv1.6",
        expect: Some("Variable storage class cannot be Generic"),
        asm: concat!(
            "OpCapability Kernel\nOpCapability Linkage\nOpCapability GenericPointer\nOpCapability Addresses\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "%float = OpTypeFloat 32\n",
            "%pg = OpTypePointer Generic %float\n",
            "%g = OpVariable %pg Generic\n"
        ),
    },
    Case {
        name: "a boolean in a Uniform variable",
        flags: &[],
        env: "spv1.6",
        expect: Some("If OpTypeBool is stored in conjunction with OpVariable, it can only be used"),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            types!(),
            "%s = OpTypeStruct %bool\n",
            "%ps = OpTypePointer Uniform %s\n",
            "%g = OpVariable %ps Uniform\n"
        ),
    },
    Case {
        name: "a boolean Input without BuiltIn",
        flags: &[],
        env: "spv1.6",
        expect: Some("using Input or Output Storage Classes it requires a BuiltIn decoration"),
        asm: shader!(types!(), "%pb = OpTypePointer Input %bool\n", "%g = OpVariable %pb Input\n"),
    },
    Case {
        name: "a boolean Input with BuiltIn",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %g BuiltIn HelperInvocation\n",
            types!(),
            "%pb = OpTypePointer Input %bool\n",
            "%g = OpVariable %pb Input\n"
        ),
    },
    Case {
        name: "a variable allocating a pointer under logical addressing",
        flags: &[],
        env: "spv1.6",
        expect: Some("variables can only allocate a pointer to the StorageBuffer or Workgroup storage classes"),
        asm: shader!(types!(), "%pp_pf = OpTypePointer Private %pf_float\n", "%g = OpVariable %pp_pf Private\n"),
    },
    Case {
        name: "a variable allocating a pointer with --relax-logical-pointer",
        flags: &["--relax-logical-pointer"],
        env: "spv1.6",
        expect: None,
        asm: shader!(types!(), "%pp_pf = OpTypePointer Private %pf_float\n", "%g = OpVariable %pp_pf Private\n"),
    },
    Case {
        name: "a variable allocating a storage buffer pointer without variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("VariablePointersStorageBuffer capability is declared"),
        asm: shader!(
            types!(),
            "%psb = OpTypePointer StorageBuffer %float\n",
            "%pp_psb = OpTypePointer Private %psb\n",
            "%g = OpVariable %pp_psb Private\n"
        ),
    },
    Case {
        name: "a variable allocating a workgroup pointer without variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("workgroup pointer if the VariablePointers capability is declared"),
        asm: shader!(
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%pp_pw = OpTypePointer Private %pw\n",
            "%g = OpVariable %pp_pw Private\n"
        ),
    },
    Case {
        name: "a Workgroup variable allocating a pointer with variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("variables that allocate pointers must be in Function or Private storage classes"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%pw_pw = OpTypePointer Workgroup %pw\n",
            "%g = OpVariable %pw_pw Workgroup\n"
        ),
    },
    Case {
        name: "a Private variable allocating a pointer with variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%pp_pw = OpTypePointer Private %pw\n",
            "%g = OpVariable %pp_pw Private\n"
        ),
    },
    Case {
        name: "an Input variable with an initializer",
        flags: &[],
        env: "spv1.6",
        expect: Some("initializer are not allowed for Input"),
        asm: shader!(types!(), "%g = OpVariable %pi_float Input %float_1\n"),
    },
    Case {
        name: "a PushConstant variable that is not a struct (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("PushConstant OpVariable <id> '"),
        asm: compute!(
            caps: [],
            decorations: [],
            globals: ["%ppc = OpTypePointer PushConstant %float\n", "%g = OpVariable %ppc PushConstant\n"],
        ),
    },
    Case {
        name: "a UniformConstant float (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("UniformConstant OpVariable <id> '"),
        asm: compute!(
            caps: [],
            decorations: ["OpDecorate %g DescriptorSet 0\n", "OpDecorate %g Binding 0\n"],
            globals: ["%puc = OpTypePointer UniformConstant %float\n", "%g = OpVariable %puc UniformConstant\n"],
        ),
    },
    Case {
        name: "a Uniform float (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("Uniform OpVariable <id> '"),
        asm: compute!(
            caps: [],
            decorations: ["OpDecorate %g DescriptorSet 0\n", "OpDecorate %g Binding 0\n"],
            globals: ["%g = OpVariable %pu_float Uniform\n"],
        ),
    },
    Case {
        name: "a StorageBuffer float (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("StorageBuffer OpVariable <id> '"),
        asm: compute!(
            caps: [],
            decorations: ["OpDecorate %g DescriptorSet 0\n", "OpDecorate %g Binding 0\n"],
            globals: ["%psb = OpTypePointer StorageBuffer %float\n", "%g = OpVariable %psb StorageBuffer\n"],
        ),
    },
    Case {
        name: "a Private variable decorated Invariant (Vulkan)",
        flags: &[],
        env: "vulkan1.0",
        expect: Some("Variable decorated with Invariant must only be identified with the Input or Output"),
        asm: compute!(
            caps: [],
            decorations: ["OpDecorate %g Invariant\n"],
            globals: ["%g = OpVariable %pp_float Private\n"],
        ),
    },
    Case {
        name: "a Workgroup initializer that is not null (Vulkan)",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("initializers are limited to OpConstantNull in Workgroup storage class"),
        asm: compute!(
            caps: [],
            decorations: [],
            globals: ["%pw = OpTypePointer Workgroup %float\n", "%g = OpVariable %pw Workgroup %float_1\n"],
        ),
    },
    Case {
        name: "a Workgroup initializer that is null (Vulkan)",
        flags: &[],
        env: "vulkan1.3",
        expect: None,
        asm: compute!(
            caps: [],
            decorations: [],
            globals: [
                "%pw = OpTypePointer Workgroup %float\n",
                "%null = OpConstantNull %float\n",
                "%g = OpVariable %pw Workgroup %null\n"
            ],
        ),
    },
    Case {
        name: "a runtime array variable (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("is attempting to create memory for an illegal type, OpTypeRuntimeArray"),
        asm: compute!(
            caps: [],
            decorations: [],
            globals: [
                "%ra = OpTypeRuntimeArray %float\n",
                "%pra = OpTypePointer Workgroup %ra\n",
                "%g = OpVariable %pra Workgroup\n"
            ],
        ),
    },
    Case {
        name: "a 16-bit Private variable without Int16",
        flags: &[],
        env: "spv1.6",
        expect: Some("Cannot allocate a variable containing a 16-bit type in Private storage class"),
        asm: shader!(
            before: ["OpCapability StorageBuffer16BitAccess\n", "OpExtension \"SPV_KHR_16bit_storage\"\n"],
            "%short = OpTypeInt 16 1\n",
            "%pp = OpTypePointer Private %short\n",
            "%g = OpVariable %pp Private\n"
        ),
    },
    // OpLoad
    Case {
        name: "loads and stores that keep to the rules",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%g = OpVariable %pp_float Private\n",
            function!(
                "%l = OpVariable %pf_float Function\n",
                "%x = OpLoad %float %g Aligned 4\n",
                "OpStore %l %x Volatile\n",
                "OpCopyMemory %l %g\n"
            )
        ),
    },
    Case {
        name: "a load of another type",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpLoad Result Type <id> '"),
        asm: shader!(types!(), "%g = OpVariable %pp_float Private\n", function!("%x = OpLoad %int %g\n")),
    },
    Case {
        name: "a load through a value that is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a logical pointer"),
        asm: shader!(types!(), function!("%x = OpLoad %float %float_1\n")),
    },
    Case {
        name: "a load through a function parameter that is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpLoad type for pointer <id> '"),
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %void %float\n",
            "%f = OpFunction %void None %fnf\n",
            "%p = OpFunctionParameter %float\n",
            "%e = OpLabel\n",
            "%x = OpLoad %float %p\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "an Aligned operand that is not a power of two",
        flags: &[],
        env: "spv1.6",
        expect: Some("Memory accesses Aligned operand value 3 is not a power of two."),
        asm: shader!(types!(), "%g = OpVariable %pp_float Private\n", function!("%x = OpLoad %float %g Aligned 3\n")),
    },
    Case {
        name: "MakePointerAvailableKHR on a load",
        flags: &[],
        env: "spv1.6",
        expect: Some("MakePointerAvailableKHR cannot be used with OpLoad."),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%x = OpLoad %float %g MakePointerAvailable|NonPrivatePointer %int_1\n")
        ),
    },
    Case {
        name: "NonPrivatePointerKHR on a Private pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("NonPrivatePointerKHR requires a pointer in Uniform, Workgroup"),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%g = OpVariable %pp_float Private\n",
            function!("%x = OpLoad %float %g NonPrivatePointer\n")
        ),
    },
    // OpStore
    Case {
        name: "a store of another type",
        flags: &[],
        env: "spv1.6",
        expect: Some("s type does not match Object <id> '"),
        asm: shader!(types!(), "%g = OpVariable %pp_float Private\n", function!("OpStore %g %int_1\n")),
    },
    Case {
        name: "a store to an Input variable",
        flags: &[],
        env: "spv1.6",
        expect: Some("storage class is read-only"),
        asm: shader!(types!(), "%g = OpVariable %pi_float Input\n", function!("OpStore %g %float_1\n")),
    },
    Case {
        name: "a store through a value that is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpStore Pointer <id> '"),
        asm: shader!(types!(), function!("OpStore %float_1 %float_1\n")),
    },
    Case {
        name: "a store of a type",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(types!(), "%g = OpVariable %pp_float Private\n", function!("OpStore %g %float_1\n")),
    },
    Case {
        name: "a store of layout compatible structs with --relax-struct-store",
        flags: &["--relax-struct-store"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%s1 = OpTypeStruct %float\n",
            "%s2 = OpTypeStruct %float\n",
            "%ps1 = OpTypePointer Private %s1\n",
            "%c2 = OpConstantComposite %s2 %float_1\n",
            "%g = OpVariable %ps1 Private\n",
            function!("OpStore %g %c2\n")
        ),
    },
    Case {
        name: "a store of structs without --relax-struct-store",
        flags: &[],
        env: "spv1.6",
        expect: Some("s type does not match Object"),
        asm: shader!(
            types!(),
            "%s1 = OpTypeStruct %float\n",
            "%s2 = OpTypeStruct %float\n",
            "%ps1 = OpTypePointer Private %s1\n",
            "%c2 = OpConstantComposite %s2 %float_1\n",
            "%g = OpVariable %ps1 Private\n",
            function!("OpStore %g %c2\n")
        ),
    },
    Case {
        name: "a store to a Uniform block (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("In the Vulkan environment, cannot store to Uniform Blocks"),
        asm: compute!(
            caps: [],
            decorations: [
                "OpDecorate %g DescriptorSet 0\n",
                "OpDecorate %g Binding 0\n",
                "OpDecorate %s Block\n",
                "OpMemberDecorate %s 0 Offset 0\n"
            ],
            globals: ["%s = OpTypeStruct %float\n", "%ps = OpTypePointer Uniform %s\n", "%g = OpVariable %ps Uniform\n"],
            "%a = OpAccessChain %pu_float %g %int_0\n",
            "OpStore %a %float_1\n"
        ),
    },
    // OpCopyMemory
    Case {
        name: "a memory copy between pointers to different types",
        flags: &[],
        env: "spv1.6",
        expect: Some("Target <id> '"),
        asm: shader!(
            types!(),
            "%pp_int = OpTypePointer Private %int\n",
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_int Private\n",
            function!("OpCopyMemory %g %h\n")
        ),
    },
    Case {
        name: "a memory copy from a value that is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("Source operand <id> '"),
        asm: shader!(types!(), "%g = OpVariable %pp_float Private\n", function!("OpCopyMemory %g %float_1\n")),
    },
    Case {
        name: "two memory access operands before SPIR-V 1.4",
        flags: &[],
        env: "spv1.3",
        expect: Some("with two memory access operands requires SPIR-V 1.4 or later"),
        asm: shader!(
            types!(),
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_float Private\n",
            function!("OpCopyMemory %g %h Volatile Volatile\n")
        ),
    },
    Case {
        name: "a sized memory copy of a zero size",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot be a constant zero"),
        asm: concat!(
            "OpCapability Kernel\nOpCapability Linkage\nOpCapability Addresses\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n",
            "%uint = OpTypeInt 32 0\n%uint_0 = OpConstant %uint 0\n",
            "%pf = OpTypePointer Function %uint\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n",
            "%a = OpVariable %pf Function\n%b = OpVariable %pf Function\n",
            "OpCopyMemorySized %a %b %uint_0\n",
            "OpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "a sized memory copy whose size is not an integer",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a scalar integer type"),
        asm: concat!(
            "OpCapability Kernel\nOpCapability Linkage\nOpCapability Addresses\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n",
            "%uint = OpTypeInt 32 0\n%float = OpTypeFloat 32\n%f1 = OpConstant %float 1\n",
            "%pf = OpTypePointer Function %uint\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n",
            "%a = OpVariable %pf Function\n%b = OpVariable %pf Function\n",
            "OpCopyMemorySized %a %b %f1\n",
            "OpReturn\nOpFunctionEnd\n"
        ),
    },
    // Access chains
    Case {
        name: "access chains that keep to the rules",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float %v4float\n",
            "%ps = OpTypePointer Private %s\n",
            "%pp_v4 = OpTypePointer Private %v4float\n",
            "%g = OpVariable %ps Private\n",
            function!(
                "%a = OpAccessChain %pp_float %g %int_0\n",
                "%b = OpInBoundsAccessChain %pp_v4 %g %int_1\n",
                "%c = OpAccessChain %pp_float %g %int_1 %uint_1\n"
            )
        ),
    },
    Case {
        name: "an access chain whose result type is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be OpTypePointer. Found OpTypeFloat."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%a = OpAccessChain %float %g %int_0\n")
        ),
    },
    Case {
        name: "an access chain on a value that is not a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("instruction must be a pointer"),
        asm: shader!(types!(), function!("%a = OpAccessChain %pp_float %float_1 %int_0\n")),
    },
    Case {
        name: "an access chain changing the storage class",
        flags: &[],
        env: "spv1.6",
        expect: Some("The result pointer storage class and base pointer storage class in OpAccessChain do not match."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%a = OpAccessChain %pf_float %g %int_0\n")
        ),
    },
    Case {
        name: "an access chain with too many indexes for --max-access-chain-indexes",
        flags: &["--max-access-chain-indexes", "1"],
        env: "spv1.6",
        expect: Some("The number of indexes in OpAccessChain may not exceed 1. Found 2 indexes."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %v4float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%a = OpAccessChain %pp_float %g %int_0 %int_1\n")
        ),
    },
    Case {
        name: "an access chain indexing with a float",
        flags: &[],
        env: "spv1.6",
        expect: Some("Indexes passed to OpAccessChain must be of type integer."),
        asm: shader!(
            types!(),
            "%pp_v4 = OpTypePointer Private %v4float\n",
            "%g = OpVariable %pp_v4 Private\n",
            function!("%a = OpAccessChain %pp_float %g %float_1\n")
        ),
    },
    Case {
        name: "an access chain indexing with a negative constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("Index at word 4 may not have a negative value"),
        asm: shader!(
            types!(),
            "%int_m1 = OpConstant %int -1\n",
            "%pp_v4 = OpTypePointer Private %v4float\n",
            "%g = OpVariable %pp_v4 Private\n",
            function!("%a = OpAccessChain %pp_float %g %int_m1\n")
        ),
    },
    Case {
        name: "an access chain indexing a struct with a variable",
        flags: &[],
        env: "spv1.6",
        expect: Some("into a structure must be an OpConstant."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%i = OpIAdd %int %int_0 %int_0\n", "%a = OpAccessChain %pp_float %g %i\n")
        ),
    },
    Case {
        name: "an access chain indexing past a struct's members",
        flags: &[],
        env: "spv1.6",
        expect: Some("This structure has 1 members. Largest valid index is 0."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%a = OpAccessChain %pp_float %g %int_1\n")
        ),
    },
    Case {
        name: "an access chain indexing into a scalar",
        flags: &[],
        env: "spv1.6",
        expect: Some("reached non-composite type while indexes still remain to be traversed."),
        asm: shader!(
            types!(),
            "%g = OpVariable %pp_float Private\n",
            function!("%a = OpAccessChain %pp_float %g %int_0\n")
        ),
    },
    Case {
        name: "an access chain whose result type is not the type indexed",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpAccessChain result type (OpTypeInt) does not match the type that results from indexing"),
        asm: shader!(
            types!(),
            "%pp_int = OpTypePointer Private %int\n",
            "%pp_v4 = OpTypePointer Private %v4float\n",
            "%g = OpVariable %pp_v4 Private\n",
            function!("%a = OpAccessChain %pp_int %g %int_0\n")
        ),
    },
    Case {
        name: "OpPtrAccessChain on a Private pointer in Vulkan",
        flags: &[],
        env: "vulkan1.2",
        expect: Some("OpPtrAccessChain Base operand must point to Workgroup, StorageBuffer, or PhysicalStorageBuffer"),
        asm: compute!(
            caps: ["OpCapability VariablePointers\n"],
            decorations: [],
            globals: ["%g = OpVariable %pp_float Private\n"],
            "%a = OpPtrAccessChain %pp_float %g %int_0\n"
        ),
    },
    Case {
        name: "OpPtrAccessChain on a StorageBuffer pointer without ArrayStride",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpPtrAccessChain must have a Base whose type is decorated with ArrayStride"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%psb = OpTypePointer StorageBuffer %float\n",
            "%fnp = OpTypeFunction %void %psb\n",
            "%f = OpFunction %void None %fnp\n",
            "%p = OpFunctionParameter %psb\n",
            "%e = OpLabel\n",
            "%a = OpPtrAccessChain %psb %p %int_1\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "OpPtrAccessChain whose element is not an integer",
        flags: &[],
        env: "spv1.6",
        expect: Some("Element must be an integer"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%g = OpVariable %pp_float Private\n",
            function!("%a = OpPtrAccessChain %pp_float %g %float_1\n")
        ),
    },
    // OpArrayLength
    Case {
        name: "OpArrayLength of a struct ending in a runtime array",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %ra ArrayStride 4\n",
            types!(),
            "%ra = OpTypeRuntimeArray %float\n",
            "%s = OpTypeStruct %ra\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%g = OpVariable %ps StorageBuffer\n",
            function!("%n = OpArrayLength %uint %g 0\n")
        ),
    },
    Case {
        name: "OpArrayLength of a signed type",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be OpTypeInt with width 32 or 64 and signedness 0."),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %ra ArrayStride 4\n",
            types!(),
            "%ra = OpTypeRuntimeArray %float\n",
            "%s = OpTypeStruct %ra\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%g = OpVariable %ps StorageBuffer\n",
            function!("%n = OpArrayLength %int %g 0\n")
        ),
    },
    Case {
        name: "OpArrayLength of a struct not ending in a runtime array",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be an OpTypeRuntimeArray."),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            function!("%n = OpArrayLength %uint %g 0\n")
        ),
    },
    Case {
        name: "OpArrayLength of a member that is not the last",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be the last member of the struct."),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpMemberDecorate %s 1 Offset 4\n",
            "OpDecorate %ra ArrayStride 4\n",
            types!(),
            "%ra = OpTypeRuntimeArray %float\n",
            "%s = OpTypeStruct %float %ra\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%g = OpVariable %ps StorageBuffer\n",
            function!("%n = OpArrayLength %uint %g 0\n")
        ),
    },
    // Functions
    Case {
        name: "functions and calls that keep to the rules",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %float %float %pf_float\n",
            "%f = OpFunction %float None %fnf\n",
            "%a = OpFunctionParameter %float\n",
            "%b = OpFunctionParameter %pf_float\n",
            "%fe = OpLabel\n",
            "OpReturnValue %a\n",
            "OpFunctionEnd\n",
            function!("%l = OpVariable %pf_float Function\n", "%r = OpFunctionCall %float %f %float_1 %l\n")
        ),
    },
    Case {
        name: "an OpFunction whose type is not a function type",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a function type."),
        asm: shader!(
            types!(),
            "%f = OpFunction %void None %float\n",
            "%e = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "an OpFunction whose result type is not its type's return type",
        flags: &[],
        env: "spv1.6",
        expect: Some("does not match the Function Type's return type"),
        asm: shader!(
            types!(),
            "%f = OpFunction %float None %fn\n",
            "%e = OpLabel\n",
            "OpUnreachable\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a function used as a value",
        flags: &[],
        env: "spv1.6",
        expect: Some("Invalid use of function result id"),
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %void %float\n",
            "%f = OpFunction %void None %fnf\n",
            "%p = OpFunctionParameter %float\n",
            "%fe = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            function!("%r = OpCopyObject %void %f\n")
        ),
    },
    Case {
        name: "too many parameters",
        flags: &[],
        env: "spv1.6",
        expect: Some("Too many OpFunctionParameters for"),
        asm: shader!(
            types!(),
            "%f = OpFunction %void None %fn\n",
            "%p = OpFunctionParameter %float\n",
            "%fe = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a parameter of another type",
        flags: &[],
        env: "spv1.6",
        expect: Some("does not match the OpTypeFunction parameter type of the same index."),
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %void %float\n",
            "%f = OpFunction %void None %fnf\n",
            "%p = OpFunctionParameter %int\n",
            "%fe = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a call of something that is not a function",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a function."),
        asm: shader!(types!(), function!("%r = OpFunctionCall %void %float_1\n")),
    },
    Case {
        name: "a call whose result type is not the callee's",
        flags: &[],
        env: "spv1.6",
        expect: Some("s type does not match Function <id> '"),
        asm: shader!(
            types!(),
            "%f = OpFunction %void None %fn\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %float %f\n")
        ),
    },
    Case {
        name: "a call with too few arguments",
        flags: &[],
        env: "spv1.6",
        expect: Some("parameter count does not match the argument count."),
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %void %float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f\n")
        ),
    },
    Case {
        name: "a call with an argument of another type",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpFunctionCall Argument <id> '"),
        asm: shader!(
            types!(),
            "%fnf = OpTypeFunction %void %float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f %int_1\n")
        ),
    },
    Case {
        name: "a call passing an Input pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("Invalid storage class for pointer operand"),
        asm: shader!(
            types!(),
            "%g = OpVariable %pi_float Input\n",
            "%fnf = OpTypeFunction %void %pi_float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pi_float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f %g\n")
        ),
    },
    Case {
        name: "a call passing an Input pointer with --relax-logical-pointer",
        flags: &["--relax-logical-pointer"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%g = OpVariable %pi_float Input\n",
            "%fnf = OpTypeFunction %void %pi_float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pi_float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f %g\n")
        ),
    },
    Case {
        name: "a call passing a StorageBuffer pointer without variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("requires a variable pointers capability"),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%g = OpVariable %ps StorageBuffer\n",
            "%fnf = OpTypeFunction %void %ps\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %ps\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f %g\n")
        ),
    },
    Case {
        name: "a call passing an access chain",
        flags: &[],
        env: "spv1.6",
        expect: Some("must be a memory object declaration"),
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            "%fnf = OpTypeFunction %void %pp_float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pp_float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%a = OpAccessChain %pp_float %g %int_0\n", "%r = OpFunctionCall %void %f %a\n")
        ),
    },
    Case {
        name: "a call returning a Private pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("functions may not return a pointer in this storage class"),
        asm: shader!(
            "OpDecorate %f LinkageAttributes \"f\" Import\n",
            types!(),
            "%fnp = OpTypeFunction %pp_float\n",
            "%f = OpFunction %pp_float None %fnp\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %pp_float %f\n")
        ),
    },
    // Scopes of memory accesses
    Case {
        name: "MakePointerVisible with a Device scope without VulkanMemoryModelDeviceScope",
        flags: &[],
        env: "spv1.6",
        expect: Some("Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR"),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%x = OpLoad %float %g MakePointerVisible|NonPrivatePointer %int_1\n")
        ),
    },
    Case {
        name: "MakePointerVisible with a Workgroup scope",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%int_2 = OpConstant %int 2\n",
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%x = OpLoad %float %g MakePointerVisible|NonPrivatePointer %int_2\n")
        ),
    },
    Case {
        name: "MakePointerAvailable with a scope that is not a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("Scope ids must be OpConstant when Shader capability is present"),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!(
                "%s = OpIAdd %int %int_1 %int_1\n",
                "OpStore %g %float_1 MakePointerAvailable|NonPrivatePointer %s\n"
            )
        ),
    },
    Case {
        name: "MakePointerAvailable with a scope that is not an integer",
        flags: &[],
        env: "spv1.6",
        expect: Some("Store: expected scope to be a 32-bit int"),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("OpStore %g %float_1 MakePointerAvailable|NonPrivatePointer %float_1\n")
        ),
    },
    Case {
        name: "MakePointerAvailable with an invalid scope",
        flags: &[],
        env: "spv1.6",
        expect: Some("Invalid scope value:"),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%int_9 = OpConstant %int 9\n",
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("OpStore %g %float_1 MakePointerAvailable|NonPrivatePointer %int_9\n")
        ),
    },
    Case {
        name: "MakePointerAvailable without NonPrivatePointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("NonPrivatePointerKHR must be specified if MakePointerAvailableKHR is specified."),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("OpStore %g %float_1 MakePointerAvailable %int_1\n")
        ),
    },
    Case {
        name: "MakePointerVisible on a store",
        flags: &[],
        env: "spv1.6",
        expect: Some("MakePointerVisibleKHR cannot be used with OpStore."),
        asm: concat!(
            "OpCapability Shader\nOpCapability Linkage\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("OpStore %g %float_1 MakePointerVisible|NonPrivatePointer %int_1\n")
        ),
    },
    Case {
        name: "a CrossDevice memory scope in Vulkan",
        flags: &[],
        env: "vulkan1.2",
        expect: Some("in Vulkan environment Memory Scope is limited to Device, QueueFamily, Workgroup"),
        asm: concat!(
            "OpCapability Shader\nOpCapability VulkanMemoryModel\n",
            "OpMemoryModel Logical Vulkan\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("OpStore %g %float_1 MakePointerAvailable|NonPrivatePointer %int_0\n")
        ),
    },
    // Physical storage buffer accesses
    Case {
        name: "a PhysicalStorageBuffer load without Aligned",
        flags: &[],
        env: "vulkan1.2",
        expect: Some("Memory accesses with PhysicalStorageBuffer must use Aligned."),
        asm: concat!(
            "OpCapability Shader\nOpCapability PhysicalStorageBufferAddresses\n",
            "OpMemoryModel PhysicalStorageBuffer64 GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %p AliasedPointer\n",
            types!(),
            "%psb = OpTypePointer PhysicalStorageBuffer %float\n",
            "%pf_psb = OpTypePointer Function %psb\n",
            function!("%p = OpVariable %pf_psb Function\n", "%a = OpLoad %psb %p\n", "%x = OpLoad %float %a\n")
        ),
    },
    Case {
        name: "a PhysicalStorageBuffer load aligned too little",
        flags: &[],
        env: "vulkan1.2",
        expect: Some("Memory accesses Aligned operand value 2 is too small, the largest scalar type is 4 bytes."),
        asm: concat!(
            "OpCapability Shader\nOpCapability PhysicalStorageBufferAddresses\n",
            "OpMemoryModel PhysicalStorageBuffer64 GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %p AliasedPointer\n",
            types!(),
            "%psb = OpTypePointer PhysicalStorageBuffer %float\n",
            "%pf_psb = OpTypePointer Function %psb\n",
            function!(
                "%p = OpVariable %pf_psb Function\n",
                "%a = OpLoad %psb %p\n",
                "%x = OpLoad %float %a Aligned 2\n"
            )
        ),
    },
    Case {
        name: "a PhysicalStorageBuffer load aligned enough",
        flags: &[],
        env: "vulkan1.2",
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpCapability PhysicalStorageBufferAddresses\n",
            "OpMemoryModel PhysicalStorageBuffer64 GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %p AliasedPointer\n",
            types!(),
            "%psb = OpTypePointer PhysicalStorageBuffer %float\n",
            "%pf_psb = OpTypePointer Function %psb\n",
            function!(
                "%p = OpVariable %pf_psb Function\n",
                "%a = OpLoad %psb %p\n",
                "%x = OpLoad %float %a Aligned 4\n"
            )
        ),
    },
    // More variables
    Case {
        name: "a Uniform variable with an initializer (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("has a disallowed initializer & storage class combination"),
        asm: compute!(
            caps: [],
            decorations: [
                "OpDecorate %g DescriptorSet 0\n",
                "OpDecorate %g Binding 0\n",
                "OpDecorate %s Block\n",
                "OpMemberDecorate %s 0 Offset 0\n"
            ],
            globals: [
                "%s = OpTypeStruct %float\n",
                "%ps = OpTypePointer Uniform %s\n",
                "%c = OpConstantComposite %s %float_1\n",
                "%g = OpVariable %ps Uniform %c\n"
            ],
        ),
    },
    Case {
        name: "a Workgroup struct with a runtime array (Vulkan)",
        flags: &[],
        env: "vulkan1.1",
        expect: Some("OpTypeStruct variables containing OpTypeRuntimeArray must have storage class of StorageBuffer"),
        asm: compute!(
            caps: [],
            decorations: ["OpDecorate %ra ArrayStride 4\n", "OpDecorate %s Block\n", "OpMemberDecorate %s 0 Offset 0\n"],
            globals: [
                "%ra = OpTypeRuntimeArray %float\n",
                "%s = OpTypeStruct %ra\n",
                "%ps = OpTypePointer Workgroup %s\n",
                "%g = OpVariable %ps Workgroup\n"
            ],
        ),
    },
    Case {
        name: "a cooperative matrix in a Workgroup variable",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("Cooperative matrix types (or types containing them) can only be allocated"),
        asm: concat!(
            "OpCapability Shader\nOpCapability CooperativeMatrixKHR\nOpCapability VulkanMemoryModel\n",
            "OpExtension \"SPV_KHR_cooperative_matrix\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            types!(),
            "%uint_3 = OpConstant %uint 3\n",
            "%uint_16 = OpConstant %uint 16\n",
            "%m = OpTypeCooperativeMatrixKHR %float %uint_3 %uint_16 %uint_16 %uint_0\n",
            "%pm = OpTypePointer Workgroup %m\n",
            "%g = OpVariable %pm Workgroup\n",
            function!()
        ),
    },
    Case {
        name: "a load of a runtime array",
        flags: &[],
        env: "spv1.6",
        expect: Some("Cannot load a runtime-sized array"),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %ra ArrayStride 4\n",
            types!(),
            "%ra = OpTypeRuntimeArray %float\n",
            "%s = OpTypeStruct %ra\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%pra = OpTypePointer StorageBuffer %ra\n",
            "%g = OpVariable %ps StorageBuffer\n",
            function!("%a = OpAccessChain %pra %g %int_0\n", "%x = OpLoad %ra %a\n")
        ),
    },
    Case {
        name: "a load of a runtime array before HLSL legalization",
        flags: &["--before-hlsl-legalization"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %ra ArrayStride 4\n",
            types!(),
            "%ra = OpTypeRuntimeArray %float\n",
            "%s = OpTypeStruct %ra\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%pra = OpTypePointer StorageBuffer %ra\n",
            "%g = OpVariable %ps StorageBuffer\n",
            function!("%a = OpAccessChain %pra %g %int_0\n", "%x = OpLoad %ra %a\n")
        ),
    },
    // Pointer comparisons
    Case {
        name: "OpPtrEqual without variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("Instruction on logical pointers cannot be used without a variable pointers capability"),
        asm: shader!(
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%e = OpPtrEqual %bool %g %g\n")
        ),
    },
    Case {
        name: "OpPtrEqual of Workgroup pointers with variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%e = OpPtrEqual %bool %g %g\n")
        ),
    },
    Case {
        name: "OpPtrNotEqual of Private pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("Invalid pointer storage class"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%g = OpVariable %pp_float Private\n",
            function!("%e = OpPtrNotEqual %bool %g %g\n")
        ),
    },
    Case {
        name: "OpPtrEqual whose result is not a boolean",
        flags: &[],
        env: "spv1.6",
        expect: Some("Result Type must be OpTypeBool"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%g = OpVariable %pw Workgroup\n",
            function!("%e = OpPtrEqual %int %g %g\n")
        ),
    },
    Case {
        name: "OpPtrDiff of pointers to different types",
        flags: &[],
        env: "spv1.6",
        expect: Some("The types of Operand 1 and Operand 2 must match"),
        asm: shader!(
            before: ["OpCapability VariablePointers\n"],
            types!(),
            "%pw = OpTypePointer Workgroup %float\n",
            "%pwi = OpTypePointer Workgroup %int\n",
            "%g = OpVariable %pw Workgroup\n",
            "%h = OpVariable %pwi Workgroup\n",
            function!("%e = OpPtrDiff %int %g %h\n")
        ),
    },
    // Copies
    Case {
        name: "a sized copy of 3 bytes in a shader",
        flags: &[],
        env: "spv1.6",
        expect: Some("Size must be a multiple of 4"),
        asm: shader!(
            before: ["OpCapability Addresses\n"],
            types!(),
            "%uint_3 = OpConstant %uint 3\n",
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_float Private\n",
            function!("OpCopyMemorySized %g %h %uint_3\n")
        ),
    },
    Case {
        name: "a sized copy of a negative size",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot have the sign bit set to 1."),
        asm: shader!(
            before: ["OpCapability Addresses\n"],
            types!(),
            "%int_m4 = OpConstant %int -4\n",
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_float Private\n",
            function!("OpCopyMemorySized %g %h %int_m4\n")
        ),
    },
    Case {
        name: "two memory access operands from SPIR-V 1.4",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(
            types!(),
            "%g = OpVariable %pp_float Private\n",
            "%h = OpVariable %pp_float Private\n",
            function!("OpCopyMemory %g %h Volatile Aligned 4\n")
        ),
    },
    // Functions, relaxed
    Case {
        name: "a call passing a StorageBuffer pointer with variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            before: ["OpCapability VariablePointersStorageBuffer\n"],
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer StorageBuffer %s\n",
            "%g = OpVariable %ps StorageBuffer\n",
            "%fnf = OpTypeFunction %void %ps\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %ps\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %void %f %g\n")
        ),
    },
    Case {
        name: "a call passing an access chain before HLSL legalization",
        flags: &["--before-hlsl-legalization"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%s = OpTypeStruct %float\n",
            "%ps = OpTypePointer Private %s\n",
            "%g = OpVariable %ps Private\n",
            "%fnf = OpTypeFunction %void %pp_float\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pp_float\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%a = OpAccessChain %pp_float %g %int_0\n", "%r = OpFunctionCall %void %f %a\n")
        ),
    },
    Case {
        name: "a call passing a pointer to a logically matching struct before HLSL legalization",
        flags: &["--before-hlsl-legalization"],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%s1 = OpTypeStruct %float\n",
            "%s2 = OpTypeStruct %float\n",
            "%pf_s1 = OpTypePointer Function %s1\n",
            "%pf_s2 = OpTypePointer Function %s2\n",
            "%fnf = OpTypeFunction %void %pf_s2\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pf_s2\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%l = OpVariable %pf_s1 Function\n", "%r = OpFunctionCall %void %f %l\n")
        ),
    },
    Case {
        name: "a call passing a pointer to another struct",
        flags: &[],
        env: "spv1.6",
        expect: Some("OpFunctionCall Argument <id> '"),
        asm: shader!(
            types!(),
            "%s1 = OpTypeStruct %float\n",
            "%s2 = OpTypeStruct %float\n",
            "%pf_s1 = OpTypePointer Function %s1\n",
            "%pf_s2 = OpTypePointer Function %s2\n",
            "%fnf = OpTypeFunction %void %pf_s2\n",
            "%f = OpFunction %void None %fnf\n%p = OpFunctionParameter %pf_s2\n%fe = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%l = OpVariable %pf_s1 Function\n", "%r = OpFunctionCall %void %f %l\n")
        ),
    },
    Case {
        name: "a call returning a StorageBuffer pointer without variable pointers",
        flags: &[],
        env: "spv1.6",
        expect: Some("functions may only return a storage buffer pointer if the VariablePointersStorageBuffer"),
        asm: shader!(
            "OpDecorate %f LinkageAttributes \"f\" Import\n",
            types!(),
            "%psb = OpTypePointer StorageBuffer %float\n",
            "%fnp = OpTypeFunction %psb\n",
            "%f = OpFunction %psb None %fnp\nOpFunctionEnd\n",
            function!("%r = OpFunctionCall %psb %f\n")
        ),
    },
    Case {
        name: "a function named by OpName, OpDecorate and OpEntryPoint",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpName %main \"main\"\n",
            types!(),
            function!()
        ),
    },
    // Cooperative matrix loads and stores
    Case {
        name: "a cooperative matrix load and store",
        flags: &[],
        env: "vulkan1.3",
        expect: None,
        asm: coop!(
            "%x = OpCooperativeMatrixLoadKHR %m %a %uint_0 %uint_16\n",
            "OpCooperativeMatrixStoreKHR %a %x %uint_0 %uint_16\n"
        ),
    },
    Case {
        name: "a cooperative matrix load into a float",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("spv::Op::OpCooperativeMatrixLoadKHR Result Type <id> '"),
        asm: coop!("%x = OpCooperativeMatrixLoadKHR %float %a %uint_0 %uint_16\n"),
    },
    Case {
        name: "a cooperative matrix load without a stride",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("MemoryLayout 0 requires a Stride."),
        asm: coop!("%x = OpCooperativeMatrixLoadKHR %m %a %uint_0\n"),
    },
    Case {
        name: "a cooperative matrix load with a layout that is not a constant",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("MemoryLayout operand <id> '"),
        asm: coop!("%l = OpIAdd %uint %uint_0 %uint_0\n", "%x = OpCooperativeMatrixLoadKHR %m %a %l %uint_16\n"),
    },
    Case {
        name: "a cooperative matrix load with a float stride",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("Stride operand <id> '"),
        asm: coop!("%x = OpCooperativeMatrixLoadKHR %m %a %uint_0 %float_1\n"),
    },
    Case {
        name: "a cooperative matrix load from a Private pointer (Vulkan)",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("is not Workgroup, StorageBuffer, or PhysicalStorageBuffer."),
        asm: coop!("%x = OpCooperativeMatrixLoadKHR %m %p %uint_0 %uint_16\n"),
    },
    // OpRawAccessChainNV
    Case {
        name: "a raw access chain",
        flags: &[],
        env: "vulkan1.3",
        expect: None,
        asm: raw!("%r = OpRawAccessChainNV %psb_float %g %uint_16 %uint_0 %uint_0 RobustnessPerElementNV\n"),
    },
    Case {
        name: "a raw access chain to a struct",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("must not point to OpTypeArray, OpTypeMatrix, or OpTypeStruct."),
        asm: raw!("%r = OpRawAccessChainNV %psb_s %g %uint_16 %uint_0 %uint_0\n"),
    },
    Case {
        name: "a raw access chain whose stride is not a constant",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("must be OpConstant. Found OpIAdd."),
        asm: raw!(
            "%st = OpIAdd %uint %uint_16 %uint_0\n",
            "%r = OpRawAccessChainNV %psb_float %g %st %uint_0 %uint_0\n"
        ),
    },
    Case {
        name: "a raw access chain with a 16-bit index",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("The integer width of Index of OpRawAccessChainNV"),
        asm: raw!("%r = OpRawAccessChainNV %psb_float %g %uint_16 %ushort_0 %uint_0\n"),
    },
    Case {
        name: "a raw access chain with both robustness kinds",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("Per-component robustness and per-element robustness are mutually exclusive."),
        asm: raw!(
            "%r = OpRawAccessChainNV %psb_float %g %uint_16 %uint_0 %uint_0 RobustnessPerComponentNV|RobustnessPerElementNV\n"
        ),
    },
    Case {
        name: "a raw access chain with per-element robustness and a zero stride",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("Stride must not be zero when per-element robustness is used."),
        asm: raw!("%r = OpRawAccessChainNV %psb_float %g %uint_0 %uint_0 %uint_0 RobustnessPerElementNV\n"),
    },
    // Untyped pointers
    Case {
        name: "untyped variables, access chains, loads and stores",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: untyped!("%a = OpUntypedAccessChainKHR %up %s %g %int_0\n"),
    },
    Case {
        name: "an untyped Private variable without a data type",
        flags: &[],
        env: "spv1.6",
        expect: Some("Data type must be specified for Function, Private, and Workgroup storage classes"),
        asm: untyped!("%h = OpUntypedVariableKHR %up Private\n", "%a = OpUntypedAccessChainKHR %up %s %g %int_0\n"),
    },
    Case {
        name: "an untyped access chain whose base type is a pointer",
        flags: &[],
        env: "spv1.6",
        expect: Some("Base type must be a non-pointer type"),
        asm: untyped!("%a = OpUntypedAccessChainKHR %up %up %g %int_0\n"),
    },
    Case {
        name: "an untyped variable whose result type is typed",
        flags: &[],
        env: "spv1.6",
        expect: Some("Result type must be an untyped pointer"),
        asm: untyped!(
            "%h = OpUntypedVariableKHR %pp_float Private %float\n",
            "%a = OpUntypedAccessChainKHR %up %s %g %int_0\n"
        ),
    },
    // OpCooperativeMatrixPerElementOpNV
    Case {
        name: "a per-element operation on a cooperative matrix",
        flags: &[],
        env: "vulkan1.3",
        expect: None,
        asm: per_element!("%y = OpCooperativeMatrixPerElementOpNV %m %v %elem\n"),
    },
    Case {
        name: "a per-element operation of a function of another return type",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("function return type <id> '"),
        asm: per_element!("%y = OpCooperativeMatrixPerElementOpNV %m %v %main\n"),
    },
    Case {
        name: "a per-element operation on a float",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("is not a cooperative matrix."),
        asm: per_element!("%y = OpCooperativeMatrixPerElementOpNV %m %float_1 %elem\n"),
    },
    // Cooperative vector loads and stores
    Case {
        name: "a cooperative vector load and store",
        flags: &[],
        env: "vulkan1.3",
        expect: None,
        asm: coop_vector!(
            "%x = OpCooperativeVectorLoadNV %cv %w %uint_0\n",
            "OpCooperativeVectorStoreNV %w %uint_0 %x\n"
        ),
    },
    Case {
        name: "a cooperative vector load into a float",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("is not a cooperative vector type."),
        asm: coop_vector!("%x = OpCooperativeVectorLoadNV %float %w %uint_0\n"),
    },
    Case {
        name: "a cooperative vector load at a float offset",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("Offset type <id> '6[%float]' is not a 32 or 64 bit integer."),
        asm: coop_vector!("%x = OpCooperativeVectorLoadNV %cv %w %float_1\n"),
    },
    Case {
        name: "a cooperative vector store of a float",
        flags: &[],
        env: "vulkan1.3",
        expect: Some("spv::Op::OpCooperativeVectorStoreNV Object type <id> '"),
        asm: coop_vector!("OpCooperativeVectorStoreNV %w %uint_0 %float_1\n"),
    },
];

#[test]
fn memory_and_function_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
