//! The validator's `MiscPass`, `DebugPass`, `ExtensionPass` (its part on declarations),
//! `ModeSettingPass`, `TypePass`, `ConstantPass` and `ValidateEntryPoints` against spirv-val
//! (SPIRV-Tools 2025.5): small modules, assembled by spirv-as, each breaking one rule (or keeping
//! to it); spirv-val's verdict and its exact output are the expectation. Many come from
//! SPIRV-Tools' `test/val/val_type_unique_test.cpp`, `val_data_test.cpp`,
//! `val_constants_test.cpp`, `val_modes_test.cpp`, `val_misc_test.cpp`,
//! `val_entry_point_test.cpp`, `val_extensions_test.cpp` and `val_id_test.cpp`.

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

/// A Vulkan compute shader (no linkage) whose types and constants are `body`.
macro_rules! vk {
    ($($body:expr),* $(,)?) => {
        entry!("", "GLCompute", "OpExecutionMode %main LocalSize 1 1 1\n", $($body),*)
    };
}

/// A kernel module with linkage.
macro_rules! kernel {
    (before: [$($before:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Kernel\n",
            "OpCapability Addresses\n",
            "OpCapability Linkage\n",
            $($before,)*
            "OpMemoryModel Physical32 OpenCL\n",
            $($body),*
        )
    };
    ($($body:expr),* $(,)?) => {
        kernel!(before: [], $($body),*)
    };
}

/// An entry point `%main` of `model` with the modes `modes` (after the memory model).
macro_rules! entry {
    ($caps:expr, $model:expr, $modes:expr, $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            $caps,
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint ", $model, " %main \"main\"\n",
            $modes,
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            $($body,)*
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        )
    };
}

const CASES: &[Case] = &[
    // MiscPass
    Case {
        name: "OpUndef of void",
        env: "spv1.0",
        flags: &[],
        expect: Some("Cannot create undefined values with void type"),
        asm: shader!("%void = OpTypeVoid\n", "%u = OpUndef %void\n"),
    },
    Case {
        name: "OpUndef of a 16-bit integer without Int16",
        env: "spv1.0",
        flags: &[],
        expect: Some("Cannot create undefined values with 8- or 16-bit types"),
        asm: shader!(before: ["OpCapability StorageUniform16\n", "OpExtension \"SPV_KHR_16bit_storage\"\n"],
            "%short = OpTypeInt 16 1\n", "%u = OpUndef %short\n"),
    },
    Case {
        name: "OpUndef of a 16-bit integer with Int16",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!(before: ["OpCapability Int16\n"], "%short = OpTypeInt 16 1\n", "%u = OpUndef %short\n"),
    },
    Case {
        name: "OpAssumeTrueKHR of an integer",
        env: "spv1.0",
        flags: &[],
        expect: Some("Value operand of OpAssumeTrueKHR must be a boolean scalar"),
        asm: shader!(before: ["OpCapability ExpectAssumeKHR\n", "OpExtension \"SPV_KHR_expect_assume\"\n"],
            "%void = OpTypeVoid\n", "%int = OpTypeInt 32 0\n", "%one = OpConstant %int 1\n",
            "%fn = OpTypeFunction %void\n", "%f = OpFunction %void None %fn\n", "%l = OpLabel\n",
            "OpAssumeTrueKHR %one\n", "OpReturn\n", "OpFunctionEnd\n"),
    },
    Case {
        name: "OpExpectKHR of a float",
        env: "spv1.0",
        flags: &[],
        expect: Some("Result of OpExpectKHR must be a scalar or vector of integer type or boolean type"),
        asm: shader!(before: ["OpCapability ExpectAssumeKHR\n", "OpExtension \"SPV_KHR_expect_assume\"\n"],
            "%void = OpTypeVoid\n", "%float = OpTypeFloat 32\n", "%one = OpConstant %float 1\n",
            "%fn = OpTypeFunction %void\n", "%f = OpFunction %void None %fn\n", "%l = OpLabel\n",
            "%e = OpExpectKHR %float %one %one\n", "OpReturn\n", "OpFunctionEnd\n"),
    },
    Case {
        name: "OpExpectKHR with an expected value of another type",
        env: "spv1.0",
        flags: &[],
        expect: Some("Type of ExpectedValue operand of OpExpectKHR does not match the result type"),
        asm: shader!(before: ["OpCapability ExpectAssumeKHR\n", "OpExtension \"SPV_KHR_expect_assume\"\n"],
            "%void = OpTypeVoid\n", "%int = OpTypeInt 32 0\n", "%sint = OpTypeInt 32 1\n",
            "%one = OpConstant %int 1\n", "%sone = OpConstant %sint 1\n",
            "%fn = OpTypeFunction %void\n", "%f = OpFunction %void None %fn\n", "%l = OpLabel\n",
            "%e = OpExpectKHR %int %one %sone\n", "OpReturn\n", "OpFunctionEnd\n"),
    },
    // DebugPass
    Case {
        name: "OpMemberName of a non-struct",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a struct type"),
        asm: shader!("OpMemberName %int 0 \"x\"\n", "%int = OpTypeInt 32 0\n"),
    },
    Case {
        name: "OpMemberName past the members",
        env: "spv1.0",
        flags: &[],
        expect: Some("index is larger than Type"),
        asm: shader!("OpMemberName %s 1 \"x\"\n", "%int = OpTypeInt 32 0\n", "%s = OpTypeStruct %int\n"),
    },
    Case {
        name: "OpLine naming no OpString",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not an OpString"),
        asm: shader!("%int = OpTypeInt 32 0\n", "OpLine %int 1 1\n", "%s = OpTypeStruct %int\n"),
    },
    // ExtensionPass, its part on declarations (val_extensions_test.cpp, val_data_test.cpp)
    Case {
        name: "SPV_KHR_vulkan_memory_model in SPIR-V 1.0",
        env: "spv1.0",
        flags: &[],
        expect: Some("SPV_KHR_vulkan_memory_model extension requires SPIR-V version 1.3 or later."),
        asm: shader!(before: ["OpExtension \"SPV_KHR_vulkan_memory_model\"\n"], ""),
    },
    Case {
        name: "SPV_KHR_vulkan_memory_model in SPIR-V 1.3",
        env: "spv1.3",
        flags: &[],
        expect: None,
        asm: shader!(before: ["OpExtension \"SPV_KHR_vulkan_memory_model\"\n"], ""),
    },
    Case {
        name: "SPV_EXT_mesh_shader in SPIR-V 1.3",
        env: "spv1.3",
        flags: &[],
        expect: Some("SPV_EXT_mesh_shader extension requires SPIR-V version 1.4 or later."),
        asm: shader!(before: ["OpExtension \"SPV_EXT_mesh_shader\"\n"], ""),
    },
    Case {
        name: "SPV_EXT_mesh_shader in SPIR-V 1.4",
        env: "spv1.4",
        flags: &[],
        expect: None,
        asm: shader!(before: ["OpExtension \"SPV_EXT_mesh_shader\"\n"], ""),
    },
    Case {
        name: "a NonSemantic set imported in SPIR-V 1.5 without SPV_KHR_non_semantic_info",
        env: "spv1.5",
        flags: &[],
        expect: Some("NonSemantic extended instruction sets cannot be declared without SPV_KHR_non_semantic_info."),
        asm: shader!(before: ["%1 = OpExtInstImport \"NonSemantic.Testing\"\n"], ""),
    },
    Case {
        name: "a NonSemantic set imported in SPIR-V 1.5 with SPV_KHR_non_semantic_info",
        env: "spv1.5",
        flags: &[],
        expect: None,
        asm: shader!(before: [
            "OpExtension \"SPV_KHR_non_semantic_info\"\n",
            "%1 = OpExtInstImport \"NonSemantic.Testing\"\n",
        ], ""),
    },
    Case {
        name: "a NonSemantic set imported in SPIR-V 1.6",
        env: "spv1.6",
        flags: &[],
        expect: None,
        asm: shader!(before: ["%1 = OpExtInstImport \"NonSemantic.Testing\"\n"], ""),
    },
    // TypePass
    Case {
        name: "duplicate integer types",
        env: "spv1.0",
        flags: &[],
        expect: Some("Duplicate non-aggregate type declarations are not allowed. Opcode: TypeInt id: 2"),
        asm: shader!("%1 = OpTypeInt 32 0\n", "%2 = OpTypeInt 32 0\n"),
    },
    Case {
        name: "duplicate struct types are allowed",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!("%1 = OpTypeInt 32 0\n", "%2 = OpTypeStruct %1\n", "%3 = OpTypeStruct %1\n"),
    },
    Case {
        name: "duplicates allowed by SPV_VALIDATOR_ignore_type_decl_unique",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!(before: ["OpExtension \"SPV_VALIDATOR_ignore_type_decl_unique\"\n"],
            "%1 = OpTypeInt 32 0\n", "%2 = OpTypeInt 32 0\n"),
    },
    Case {
        name: "an 8-bit integer without Int8",
        env: "spv1.0",
        flags: &[],
        expect: Some("Using an 8-bit integer type requires the Int8 capability"),
        asm: kernel!("%1 = OpTypeInt 8 0\n"),
    },
    Case {
        name: "a 64-bit integer without Int64",
        env: "spv1.0",
        flags: &[],
        expect: Some("Using a 64-bit integer type requires the Int64 capability."),
        asm: shader!("%1 = OpTypeInt 64 0\n"),
    },
    Case {
        name: "a signed integer under Kernel",
        env: "spv1.0",
        flags: &[],
        expect: Some("The Signedness in OpTypeInt must always be 0 when Kernel capability is used."),
        asm: kernel!("%1 = OpTypeInt 32 1\n"),
    },
    Case {
        name: "a 16-bit float without Float16",
        env: "spv1.0",
        flags: &[],
        expect: Some("Using a 16-bit floating point type requires the Float16 or Float16Buffer capability"),
        asm: shader!("%1 = OpTypeFloat 16\n"),
    },
    Case {
        name: "a 64-bit float without Float64",
        env: "spv1.0",
        flags: &[],
        expect: Some("Using a 64-bit floating point type requires the Float64 capability."),
        asm: shader!("%1 = OpTypeFloat 64\n"),
    },
    Case {
        name: "a vector of 5 components",
        env: "spv1.0",
        flags: &[],
        expect: Some("Illegal number of components (5) for TypeVector"),
        asm: shader!("%1 = OpTypeFloat 32\n", "%2 = OpTypeVector %1 5\n"),
    },
    Case {
        name: "a vector of 8 components without Vector16",
        env: "spv1.0",
        flags: &[],
        expect: Some("Having 8 components for TypeVector requires the Vector16 capability"),
        asm: shader!("%1 = OpTypeFloat 32\n", "%2 = OpTypeVector %1 8\n"),
    },
    Case {
        name: "a vector of structs",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a scalar type"),
        asm: shader!("%1 = OpTypeFloat 32\n", "%s = OpTypeStruct %1\n", "%2 = OpTypeVector %s 2\n"),
    },
    Case {
        name: "a matrix of integer vectors",
        env: "spv1.0",
        flags: &[],
        expect: Some("Matrix types can only be parameterized with floating-point types."),
        asm: shader!(before: ["OpCapability Matrix\n"],
            "%1 = OpTypeInt 32 0\n", "%2 = OpTypeVector %1 2\n", "%3 = OpTypeMatrix %2 2\n"),
    },
    Case {
        name: "a matrix of 5 columns",
        env: "spv1.0",
        flags: &[],
        expect: Some("Matrix types can only be parameterized as having only 2, 3, or 4 columns."),
        asm: shader!("%1 = OpTypeFloat 32\n", "%2 = OpTypeVector %1 2\n", "%3 = OpTypeMatrix %2 5\n"),
    },
    Case {
        name: "an array of length 0",
        env: "spv1.0",
        flags: &[],
        expect: Some("default value must be at least 1: found 0"),
        asm: shader!("%1 = OpTypeInt 32 0\n", "%zero = OpConstant %1 0\n", "%3 = OpTypeArray %1 %zero\n"),
    },
    Case {
        name: "an array of signed length -1",
        env: "spv1.0",
        flags: &[],
        expect: Some("default value must be at least 1: found -1"),
        asm: shader!("%1 = OpTypeInt 32 1\n", "%m = OpConstant %1 -1\n", "%3 = OpTypeArray %1 %m\n"),
    },
    Case {
        name: "an array of unsigned length 0xffffffff",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!("%1 = OpTypeInt 32 0\n", "%m = OpConstant %1 4294967295\n", "%3 = OpTypeArray %1 %m\n"),
    },
    Case {
        name: "an array of float length",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a constant integer type"),
        asm: shader!("%1 = OpTypeFloat 32\n", "%m = OpConstant %1 2\n", "%3 = OpTypeArray %1 %m\n"),
    },
    Case {
        name: "an array of runtime arrays under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("OpTypeArray Element Type <id>"),
        asm: vk!(
            "%1 = OpTypeFloat 32\n",
            "%u = OpTypeInt 32 0\n",
            "%two = OpConstant %u 2\n",
            "%r = OpTypeRuntimeArray %1\n",
            "%3 = OpTypeArray %r %two\n"
        ),
    },
    Case {
        name: "a struct whose runtime array is not last, under Vulkan",
        env: "vulkan1.1",
        flags: &[],
        expect: Some("OpTypeRuntimeArray must only be used for the last member of an OpTypeStruct"),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\nOpDecorate %s Block\n",
            "%1 = OpTypeInt 32 0\n",
            "%r = OpTypeRuntimeArray %1\n",
            "%s = OpTypeStruct %r %1\n"
        ),
    },
    Case {
        name: "a struct with a runtime array, not a block, under Vulkan",
        env: "vulkan1.1",
        flags: &[],
        expect: Some("OpTypeStruct containing an OpTypeRuntimeArray must be decorated with Block or BufferBlock."),
        asm: vk!("%1 = OpTypeInt 32 0\n", "%r = OpTypeRuntimeArray %1\n", "%s = OpTypeStruct %1 %r\n"),
    },
    Case {
        name: "a struct with an image under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("OpTypeStruct must not contain an opaque type."),
        asm: vk!("%f = OpTypeFloat 32\n", "%i = OpTypeImage %f 2D 0 0 0 1 Unknown\n", "%s = OpTypeStruct %i\n"),
    },
    Case {
        name: "a block within a block",
        env: "spv1.0",
        flags: &[],
        expect: Some("A Block or BufferBlock cannot be nested within another Block or BufferBlock."),
        asm: shader!(
            "OpDecorate %a Block\n",
            "OpDecorate %b Block\n",
            "OpMemberDecorate %a 0 Offset 0\n",
            "OpMemberDecorate %b 0 Offset 0\n",
            "%f = OpTypeFloat 32\n",
            "%a = OpTypeStruct %f\n",
            "%b = OpTypeStruct %a\n"
        ),
    },
    Case {
        name: "built-in and other members mixed",
        env: "spv1.0",
        flags: &[],
        expect: Some("When BuiltIn decoration is applied to a structure-type member"),
        asm: shader!(
            "OpMemberDecorate %s 0 BuiltIn Position\n",
            "%f = OpTypeFloat 32\n",
            "%v = OpTypeVector %f 4\n",
            "%s = OpTypeStruct %v %f\n"
        ),
    },
    Case {
        name: "a struct with built-in members inside another struct",
        env: "spv1.0",
        flags: &[],
        expect: Some("contains members with BuiltIn decoration"),
        asm: shader!(
            "OpMemberDecorate %s 0 BuiltIn Position\n",
            "%f = OpTypeFloat 32\n",
            "%v = OpTypeVector %f 4\n",
            "%s = OpTypeStruct %v\n",
            "%t = OpTypeStruct %s\n"
        ),
    },
    Case {
        name: "a struct with a void member",
        env: "spv1.0",
        flags: &[],
        expect: Some("Structures cannot contain a void type."),
        asm: shader!("%v = OpTypeVoid\n", "%s = OpTypeStruct %v\n"),
    },
    Case {
        name: "a pointer to a value",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a type"),
        asm: shader!("%u = OpTypeInt 32 0\n", "%one = OpConstant %u 1\n", "%p = OpTypePointer Private %one\n"),
    },
    Case {
        name: "a pointer of a storage class Vulkan does not have",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("Invalid storage class for target environment"),
        asm: vk!("%u = OpTypeInt 32 0\n", "%p = OpTypePointer CrossWorkgroup %u\n"),
    },
    Case {
        name: "a function type with a void parameter",
        env: "spv1.0",
        flags: &[],
        expect: Some("cannot be OpTypeVoid"),
        asm: shader!("%v = OpTypeVoid\n", "%fn = OpTypeFunction %v %v\n"),
    },
    Case {
        name: "a function type used as a struct member",
        env: "spv1.0",
        flags: &[],
        expect: Some("Invalid use of function type result id"),
        asm: shader!("%v = OpTypeVoid\n", "%fn = OpTypeFunction %v\n", "%s = OpTypeStruct %fn\n"),
    },
    Case {
        name: "a function type named and decorated",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!("OpName %fn \"fn\"\n", "%v = OpTypeVoid\n", "%fn = OpTypeFunction %v\n"),
    },
    Case {
        name: "a forward pointer to a non-struct",
        env: "spv1.5",
        flags: &[],
        expect: Some("Forward pointers must point to a structure"),
        asm: shader!(before: ["OpCapability PhysicalStorageBufferAddresses\n"],
            "OpTypeForwardPointer %p PhysicalStorageBuffer\n", "%u = OpTypeInt 32 0\n",
            "%p = OpTypePointer PhysicalStorageBuffer %u\n"),
    },
    // ConstantPass
    Case {
        name: "OpConstantTrue of an integer",
        env: "spv1.0",
        flags: &[],
        expect: Some("OpConstantTrue Result Type <id> '1[%uint]' is not a boolean type."),
        asm: shader!("%1 = OpTypeInt 32 0\n", "%2 = OpConstantTrue %1\n"),
    },
    Case {
        name: "OpConstantComposite of a scalar type",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a composite type"),
        asm: shader!("%1 = OpTypeInt 32 0\n", "%one = OpConstant %1 1\n", "%2 = OpConstantComposite %1 %one\n"),
    },
    Case {
        name: "OpConstantComposite of a vector with too few constituents",
        env: "spv1.0",
        flags: &[],
        expect: Some("Constituent <id> count does not match Result Type"),
        asm: shader!(
            "%1 = OpTypeInt 32 0\n",
            "%v = OpTypeVector %1 3\n",
            "%one = OpConstant %1 1\n",
            "%2 = OpConstantComposite %v %one %one\n"
        ),
    },
    Case {
        name: "OpConstantComposite of a vector with a constituent of another type",
        env: "spv1.0",
        flags: &[],
        expect: Some("s vector element type"),
        asm: shader!(
            "%1 = OpTypeInt 32 0\n",
            "%f = OpTypeFloat 32\n",
            "%v = OpTypeVector %1 2\n",
            "%one = OpConstant %1 1\n",
            "%fone = OpConstant %f 1\n",
            "%2 = OpConstantComposite %v %one %fone\n"
        ),
    },
    Case {
        name: "OpConstantComposite of a matrix with a column of another size",
        env: "spv1.0",
        flags: &[],
        expect: Some("vector component count does not match"),
        asm: shader!(
            "%f = OpTypeFloat 32\n",
            "%v2 = OpTypeVector %f 2\n",
            "%v3 = OpTypeVector %f 3\n",
            "%m = OpTypeMatrix %v2 2\n",
            "%one = OpConstant %f 1\n",
            "%a = OpConstantComposite %v2 %one %one\n",
            "%b = OpConstantComposite %v3 %one %one %one\n",
            "%c = OpConstantComposite %m %a %b\n"
        ),
    },
    Case {
        name: "OpConstantComposite of an array with too many constituents",
        env: "spv1.0",
        flags: &[],
        expect: Some("Constituent count does not match Result Type"),
        asm: shader!(
            "%1 = OpTypeInt 32 0\n",
            "%one = OpConstant %1 1\n",
            "%a = OpTypeArray %1 %one\n",
            "%2 = OpConstantComposite %a %one %one\n"
        ),
    },
    Case {
        name: "OpConstantComposite of a struct with a member of another type",
        env: "spv1.0",
        flags: &[],
        expect: Some("s member type"),
        asm: shader!(
            "%1 = OpTypeInt 32 0\n",
            "%f = OpTypeFloat 32\n",
            "%s = OpTypeStruct %1 %f\n",
            "%one = OpConstant %1 1\n",
            "%2 = OpConstantComposite %s %one %one\n"
        ),
    },
    Case {
        name: "OpConstantComposite of a struct with an undef member",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!(
            "%1 = OpTypeInt 32 0\n",
            "%s = OpTypeStruct %1 %1\n",
            "%one = OpConstant %1 1\n",
            "%u = OpUndef %1\n",
            "%2 = OpConstantComposite %s %one %u\n"
        ),
    },
    Case {
        name: "OpConstantNull of a physical storage buffer pointer",
        env: "spv1.5",
        flags: &[],
        expect: Some("cannot have a null value"),
        asm: shader!(before: ["OpCapability PhysicalStorageBufferAddresses\n"],
            "%u = OpTypeInt 32 0\n", "%p = OpTypePointer PhysicalStorageBuffer %u\n", "%n = OpConstantNull %p\n"),
    },
    Case {
        name: "OpSpecConstantOp FAdd without Kernel",
        env: "spv1.0",
        flags: &[],
        expect: Some("Specialization constant operation FAdd requires Kernel capability"),
        asm: shader!(
            "%f = OpTypeFloat 32\n",
            "%one = OpSpecConstant %f 1\n",
            "%s = OpSpecConstantOp %f FAdd %one %one\n"
        ),
    },
    Case {
        name: "an 8-bit constant without Int8",
        env: "spv1.0",
        flags: &[],
        expect: Some("Cannot form constants of 8- or 16-bit types"),
        asm: shader!(before: ["OpCapability StorageBuffer8BitAccess\n", "OpExtension \"SPV_KHR_8bit_storage\"\n"],
            "%c = OpTypeInt 8 0\n", "%one = OpConstant %c 1\n"),
    },
    // ModeSettingPass
    Case {
        name: "an entry point returning a value",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("s function return type is not void."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n",
            "%fn = OpTypeFunction %u\n",
            "%main = OpFunction %u None %fn\n",
            "%entry = OpLabel\n",
            "OpReturnValue %one\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a fragment shader without an origin",
        env: "spv1.0",
        flags: &[],
        expect: Some("Fragment execution model entry points require either an OriginUpperLeft or OriginLowerLeft"),
        asm: entry!("", "Fragment", "",),
    },
    Case {
        name: "a fragment shader with both origins",
        env: "spv1.0",
        flags: &[],
        expect: Some("can only specify one of OriginUpperLeft or OriginLowerLeft"),
        asm: entry!("", "Fragment", "OpExecutionMode %main OriginUpperLeft\nOpExecutionMode %main OriginLowerLeft\n",),
    },
    Case {
        name: "a geometry shader without an input primitive",
        env: "spv1.0",
        flags: &[],
        expect: Some("Geometry execution model entry points must specify exactly one of InputPoints"),
        asm: entry!("OpCapability Geometry\n", "Geometry", "OpExecutionMode %main OutputPoints\n",),
    },
    Case {
        name: "a compute shader without a local size under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("GLCompute execution model entry points require either the LocalSize or LocalSizeId"),
        asm: entry!("", "GLCompute", "",),
    },
    Case {
        name: "a local size of product zero",
        env: "spv1.0",
        flags: &[],
        expect: Some("Local Size execution mode must not have a product of zero (X = 0, Y = 1, Z = 1)."),
        asm: entry!("", "GLCompute", "OpExecutionMode %main LocalSize 0 1 1\n",),
    },
    Case {
        name: "LocalSizeId under Vulkan 1.2",
        env: "vulkan1.2",
        flags: &[],
        expect: Some("LocalSizeId mode is not allowed by the current environment."),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionModeId %main LocalSizeId %one %one %one\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n"
        ),
    },
    Case {
        name: "LocalSizeId under Vulkan 1.2 with --allow-localsizeid",
        env: "vulkan1.2",
        flags: &["--allow-localsizeid"],
        expect: None,
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionModeId %main LocalSizeId %one %one %one\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n"
        ),
    },
    Case {
        name: "a fragment mode on a vertex shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with the Fragment execution model."),
        asm: entry!("", "Vertex", "OpExecutionMode %main OriginUpperLeft\n",),
    },
    Case {
        name: "a kernel mode on a compute shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with the Kernel execution model."),
        asm: entry!(
            "OpCapability Kernel\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %main ContractionOff\n",
        ),
    },
    Case {
        name: "OriginLowerLeft under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("the OriginLowerLeft execution mode must not be used."),
        asm: entry!("", "Fragment", "OpExecutionMode %main OriginLowerLeft\n",),
    },
    Case {
        name: "an execution mode of a function that is no entry point",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not the Entry Point operand of an OpEntryPoint."),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %other LocalSize 1 1 1\n",
            "%other = OpFunction %void None %fn\n",
            "%other_entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "LocalSizeId given by OpExecutionMode",
        env: "spv1.2",
        flags: &[],
        expect: Some("OpExecutionMode is only valid when the Mode operand is an execution mode that takes no Extra"),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionMode %main LocalSizeId %one %one %one\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n"
        ),
    },
    Case {
        name: "the Vulkan memory model capability with GLSL450",
        env: "spv1.3",
        flags: &[],
        expect: Some("VulkanMemoryModelKHR capability must only be specified if the VulkanKHR memory model is used."),
        asm: shader!(before: ["OpCapability VulkanMemoryModelKHR\n", "OpExtension \"SPV_KHR_vulkan_memory_model\"\n"],),
    },
    Case {
        name: "logical addressing under OpenCL",
        env: "opencl1.2",
        flags: &[],
        expect: Some("Addressing model must be Physical32 or Physical64 in the OpenCL environment."),
        asm: "OpCapability Kernel\nOpCapability Addresses\nOpCapability Linkage\nOpMemoryModel Logical OpenCL\n",
    },
    // ValidateEntryPoints
    Case {
        name: "no entry point without Linkage",
        env: "spv1.0",
        flags: &[],
        expect: Some("No OpEntryPoint instruction was found."),
        asm: "OpCapability Shader\nOpMemoryModel Logical GLSL450\n",
    },
    Case {
        name: "an entry point called",
        env: "spv1.0",
        flags: &[],
        expect: Some("may not be targeted by both an OpEntryPoint instruction and an OpFunctionCall instruction."),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%other = OpFunction %void None %fn\n",
            "%other_entry = OpLabel\n",
            "%call = OpFunctionCall %void %main\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "an execution mode repeated",
        env: "spv1.0",
        flags: &[],
        expect: Some("OriginUpperLeft execution mode must not be specified multiple times per entry point"),
        asm: entry!("", "Fragment", "OpExecutionMode %main OriginUpperLeft\nOpExecutionMode %main OriginUpperLeft\n",),
    },
    Case {
        name: "DenormPreserve for two widths",
        env: "spv1.4",
        flags: &[],
        expect: None,
        asm: entry!(
            "OpCapability DenormPreserve\nOpCapability Float16\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %main DenormPreserve 16\nOpExecutionMode %main DenormPreserve 32\n",
        ),
    },
    Case {
        name: "NoContraction in a function an entry point with FPFastMathDefault calls",
        env: "spv1.3",
        flags: &[],
        expect: Some("NoContraction cannot be used by an entry point with the FPFastMathDefault execution mode"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability FloatControls2\n",
            "OpExtension \"SPV_KHR_float_controls2\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionModeId %main FPFastMathDefault %float %uint_0\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpDecorate %add NoContraction\n",
            "%void = OpTypeVoid\n",
            "%uint = OpTypeInt 32 0\n",
            "%uint_0 = OpConstant %uint 0\n",
            "%float = OpTypeFloat 32\n",
            "%float_0 = OpConstant %float 0\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%call = OpFunctionCall %void %f\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%add = OpFAdd %float %float_0 %float_0\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "FPFastMathDefault with a target type that is no float",
        env: "spv1.3",
        flags: &[],
        expect: Some("The Target Type operand must be a floating-point scalar type"),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability FloatControls2\n",
            "OpExtension \"SPV_KHR_float_controls2\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionModeId %main FPFastMathDefault %uint %uint_0\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%uint = OpTypeInt 32 0\n",
            "%uint_0 = OpConstant %uint 0\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a tensor of rank 0",
        env: "spv1.6",
        flags: &[],
        expect: Some("must define a value greater than 0."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%zero = OpConstant %uint 0\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr = OpTypeArray %uint %two\n",
            "%t = OpTypeTensorARM %uint %zero\n"
        ),
    },
    Case {
        name: "a tensor with a zero in its shape",
        env: "spv1.6",
        flags: &[],
        expect: Some("OpTypeTensorARM Shape constituent 1 is not greater than 0."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%zero = OpConstant %uint 0\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr = OpTypeArray %uint %two\n",
            "%shape = OpConstantComposite %arr %three %zero\n",
            "%t = OpTypeTensorARM %uint %two %shape\n"
        ),
    },
    Case {
        name: "a tensor of rank 2 and shape",
        env: "spv1.6",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%zero = OpConstant %uint 0\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr = OpTypeArray %uint %two\n",
            "%shape = OpConstantComposite %arr %three %two\n",
            "%t = OpTypeTensorARM %uint %two %shape\n"
        ),
    },
    Case {
        name: "a tensor whose shape is not of its rank",
        env: "spv1.6",
        flags: &[],
        expect: Some("is not an array of integer type whose Length is equal to Rank."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%zero = OpConstant %uint 0\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr = OpTypeArray %uint %two\n",
            "%shape = OpConstantComposite %arr %three %two\n",
            "%t = OpTypeTensorARM %uint %three %shape\n"
        ),
    },
    Case {
        name: "a tensor layout of 6 dimensions",
        env: "spv1.6",
        flags: &[],
        expect: Some("TypeTensorLayoutNV Dim <id> '7[%uint_6]' must be between 1 and 5."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            "OpCapability TensorAddressingNV\n",
            "OpExtension \"SPV_NV_tensor_addressing\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "%uint = OpTypeInt 32 0\n",
            "%bool = OpTypeBool\n",
            "%true = OpConstantTrue %bool\n",
            "%zero = OpConstant %uint 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%six = OpConstant %uint 6\n",
            "%t = OpTypeTensorLayoutNV %six %zero\n"
        ),
    },
    Case {
        name: "a tensor view whose permutation repeats a dimension",
        env: "spv1.6",
        flags: &[],
        expect: Some("TypeTensorViewNV Permutation values don't form a valid permutation."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            "OpCapability TensorAddressingNV\n",
            "OpExtension \"SPV_NV_tensor_addressing\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "%uint = OpTypeInt 32 0\n",
            "%bool = OpTypeBool\n",
            "%true = OpConstantTrue %bool\n",
            "%zero = OpConstant %uint 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%six = OpConstant %uint 6\n",
            "%t = OpTypeTensorViewNV %two %true %one %one\n"
        ),
    },
    Case {
        name: "a tensor view of a valid permutation",
        env: "spv1.6",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            "OpCapability TensorAddressingNV\n",
            "OpExtension \"SPV_NV_tensor_addressing\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "%uint = OpTypeInt 32 0\n",
            "%bool = OpTypeBool\n",
            "%true = OpConstantTrue %bool\n",
            "%zero = OpConstant %uint 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%six = OpConstant %uint 6\n",
            "%t = OpTypeTensorViewNV %two %true %one %zero\n"
        ),
    },
    Case {
        name: "OpReadClockKHR at workgroup scope under Vulkan",
        env: "vulkan1.1",
        flags: &[],
        expect: Some("Scope must be Subgroup or Device"),
        asm: entry!(
            "OpCapability ShaderClockKHR\nOpCapability Int64\nOpExtension \"SPV_KHR_shader_clock\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%ulong = OpTypeInt 64 0\n",
            "%v2uint = OpTypeVector %uint 2\n",
            "%scope = OpConstant %uint 2\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%time = OpReadClockKHR %ulong %scope\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "OpReadClockKHR at a specialization constant scope",
        env: "spv1.3",
        flags: &[],
        expect: Some("Scope ids must be OpConstant when Shader capability is present"),
        asm: entry!(
            "OpCapability ShaderClockKHR\nOpCapability Int64\nOpExtension \"SPV_KHR_shader_clock\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%ulong = OpTypeInt 64 0\n",
            "%v2uint = OpTypeVector %uint 2\n",
            "%scope = OpSpecConstant %uint 3\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%time = OpReadClockKHR %ulong %scope\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "OpReadClockKHR at subgroup scope into a vector",
        env: "vulkan1.1",
        flags: &[],
        expect: None,
        asm: entry!(
            "OpCapability ShaderClockKHR\nOpCapability Int64\nOpExtension \"SPV_KHR_shader_clock\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%ulong = OpTypeInt 64 0\n",
            "%v2uint = OpTypeVector %uint 2\n",
            "%scope = OpConstant %uint 3\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%time = OpReadClockKHR %v2uint %scope\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "OpReadClockKHR into a 32-bit integer",
        env: "spv1.3",
        flags: &[],
        expect: Some("Expected Value to be a vector of two components of unsigned integer or 64bit unsigned integer"),
        asm: entry!(
            "OpCapability ShaderClockKHR\nOpCapability Int64\nOpExtension \"SPV_KHR_shader_clock\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%uint = OpTypeInt 32 0\n",
            "%ulong = OpTypeInt 64 0\n",
            "%v2uint = OpTypeVector %uint 2\n",
            "%scope = OpConstant %uint 3\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%time = OpReadClockKHR %uint %scope\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a tessellation shader with two spacings",
        env: "spv1.0",
        flags: &[],
        expect: Some("Tessellation execution model entry points can specify at most one of SpacingEqual"),
        asm: entry!(
            "OpCapability Tessellation\n",
            "TessellationEvaluation",
            "OpExecutionMode %main SpacingEqual\nOpExecutionMode %main SpacingFractionalOdd\n",
        ),
    },
    Case {
        name: "a tessellation shader with two primitive kinds",
        env: "spv1.0",
        flags: &[],
        expect: Some("can specify at most one of Triangles, Quads or Isolines execution modes."),
        asm: entry!(
            "OpCapability Tessellation\n",
            "TessellationControl",
            "OpExecutionMode %main Triangles\nOpExecutionMode %main Quads\n",
        ),
    },
    Case {
        name: "a tessellation shader with two vertex orders",
        env: "spv1.0",
        flags: &[],
        expect: Some("can specify at most one of VertexOrderCw or VertexOrderCcw execution modes."),
        asm: entry!(
            "OpCapability Tessellation\n",
            "TessellationControl",
            "OpExecutionMode %main VertexOrderCw\nOpExecutionMode %main VertexOrderCcw\n",
        ),
    },
    Case {
        name: "a geometry shader without an output primitive",
        env: "spv1.0",
        flags: &[],
        expect: Some("must specify exactly one of OutputPoints, OutputLineStrip or OutputTriangleStrip"),
        asm: entry!("OpCapability Geometry\n", "Geometry", "OpExecutionMode %main InputPoints\n",),
    },
    Case {
        name: "a fragment shader with two depth modes",
        env: "spv1.0",
        flags: &[],
        expect: Some("can specify at most one of DepthGreater, DepthLess or DepthUnchanged execution modes."),
        asm: entry!(
            "",
            "Fragment",
            "OpExecutionMode %main OriginUpperLeft\nOpExecutionMode %main DepthGreater\nOpExecutionMode %main DepthLess\n",
        ),
    },
    Case {
        name: "a geometry mode on a vertex shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with the Geometry execution model."),
        asm: entry!("OpCapability Geometry\n", "Vertex", "OpExecutionMode %main InputPoints\n",),
    },
    Case {
        name: "a tessellation mode on a vertex shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with a tessellation execution model."),
        asm: entry!("OpCapability Tessellation\n", "Vertex", "OpExecutionMode %main PointMode\n",),
    },
    Case {
        name: "OutputVertices on a fragment shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with a Geometry or tessellation execution model."),
        asm: entry!(
            "OpCapability Geometry\n",
            "Fragment",
            "OpExecutionMode %main OriginUpperLeft\nOpExecutionMode %main OutputVertices 3\n",
        ),
    },
    Case {
        name: "LocalSize on a vertex shader",
        env: "spv1.0",
        flags: &[],
        expect: Some("Execution mode can only be used with a Kernel or GLCompute execution model."),
        asm: entry!("", "Vertex", "OpExecutionMode %main LocalSize 1 1 1\n",),
    },
    Case {
        name: "PixelCenterInteger under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("the PixelCenterInteger execution mode must not be used."),
        asm: entry!(
            "",
            "Fragment",
            "OpExecutionMode %main OriginUpperLeft\nOpExecutionMode %main PixelCenterInteger\n",
        ),
    },
    Case {
        name: "a LocalSizeId of a specialization constant",
        env: "spv1.2",
        flags: &[],
        expect: None,
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionModeId %main LocalSizeId %one %one %spec\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n",
            "%spec = OpSpecConstant %u 0\n"
        ),
    },
    Case {
        name: "a LocalSizeId of product zero",
        env: "spv1.2",
        flags: &[],
        expect: Some("LocalSizeId execution mode must not have a product of zero (X = 1, Y = 0, Z = 1)."),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionModeId %main LocalSizeId %one %zero %one\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n",
            "%zero = OpConstant %u 0\n"
        ),
    },
    Case {
        name: "a LocalSizeId of a variable",
        env: "spv1.2",
        flags: &[],
        expect: Some("For OpExecutionModeId all Extra Operand ids must be constant instructions."),
        asm: entry!(
            "",
            "GLCompute",
            "OpExecutionModeId %main LocalSizeId %one %one %var\n",
            "%u = OpTypeInt 32 0\n",
            "%one = OpConstant %u 1\n",
            "%p = OpTypePointer Private %u\n",
            "%var = OpVariable %p Private\n"
        ),
    },
    Case {
        name: "OpExecutionModeId with a mode of literals",
        env: "spv1.2",
        flags: &[],
        expect: Some(
            "OpExecutionModeId is only valid when the Mode operand is an execution mode that takes Extra Operands that are id operands.",
        ),
        asm: entry!("", "Fragment", "OpExecutionModeId %main OriginUpperLeft\n",),
    },
    Case {
        name: "the cooperative matrix capability without the Vulkan memory model",
        env: "spv1.6",
        flags: &[],
        expect: Some(
            "If the Shader and CooperativeMatrixKHR capabilities are declared, the VulkanMemoryModel capability must also be declared",
        ),
        asm: shader!(before: ["OpCapability CooperativeMatrixKHR\n", "OpExtension \"SPV_KHR_cooperative_matrix\"\n"],),
    },
    Case {
        name: "a forward pointer of another storage class",
        env: "spv1.5",
        flags: &[],
        expect: Some("Storage class in OpTypeForwardPointer does not match the pointer definition."),
        asm: shader!(before: ["OpCapability PhysicalStorageBufferAddresses\n", "OpCapability Addresses\n"],
            "OpTypeForwardPointer %p PhysicalStorageBuffer\n", "%u = OpTypeInt 32 0\n",
            "%s = OpTypeStruct %u %p\n", "%p = OpTypePointer CrossWorkgroup %s\n"),
    },
    Case {
        name: "a forward pointer to a struct in physical storage",
        env: "spv1.5",
        flags: &[],
        expect: None,
        asm: shader!(before: ["OpCapability PhysicalStorageBufferAddresses\n"],
            "OpTypeForwardPointer %p PhysicalStorageBuffer\n", "%u = OpTypeInt 32 0\n",
            "%s = OpTypeStruct %u %p\n", "%p = OpTypePointer PhysicalStorageBuffer %s\n"),
    },
    Case {
        name: "an untyped pointer in private storage under Vulkan",
        env: "vulkan1.3",
        flags: &[],
        expect: Some("In Vulkan, untyped pointers can only be used in an explicitly laid out storage class"),
        asm: entry!(
            "OpCapability UntypedPointersKHR\nOpExtension \"SPV_KHR_untyped_pointers\"\n",
            "GLCompute",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%p = OpTypeUntypedPointerKHR Private\n"
        ),
    },
    Case {
        name: "an array containing a block, with an array stride",
        env: "spv1.0",
        flags: &[],
        expect: Some("Array containing a Block or BufferBlock must not be decorated with ArrayStride"),
        asm: shader!(
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "OpDecorate %a ArrayStride 16\n",
            "%u = OpTypeInt 32 0\n",
            "%two = OpConstant %u 2\n",
            "%s = OpTypeStruct %u\n",
            "%a = OpTypeArray %s %two\n"
        ),
    },
    Case {
        name: "a struct member that is its own struct",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a type"),
        asm: shader!("%u = OpTypeInt 32 0\n", "%one = OpConstant %u 1\n", "%s = OpTypeStruct %u %one\n"),
    },
    Case {
        name: "OpConstantNull of a struct of integers",
        env: "spv1.0",
        flags: &[],
        expect: None,
        asm: shader!("%u = OpTypeInt 32 0\n", "%s = OpTypeStruct %u %u\n", "%n = OpConstantNull %s\n"),
    },
    Case {
        name: "OpConstantNull of an image",
        env: "spv1.0",
        flags: &[],
        expect: Some("cannot have a null value"),
        asm: shader!("%f = OpTypeFloat 32\n", "%i = OpTypeImage %f 2D 0 0 0 1 Unknown\n", "%n = OpConstantNull %i\n"),
    },
    Case {
        name: "OpSpecConstantComposite of a vector of a non-constant",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a constant or undef"),
        asm: shader!(
            "%f = OpTypeFloat 32\n",
            "%v = OpTypeVector %f 2\n",
            "%p = OpTypePointer Private %f\n",
            "%var = OpVariable %p Private\n",
            "%one = OpConstant %f 1\n",
            "%c = OpSpecConstantComposite %v %one %var\n"
        ),
    },
    Case {
        name: "an entry point that is no function",
        env: "spv1.0",
        flags: &[],
        expect: Some("is not a function."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %u \"main\"\n",
            "%u = OpTypeInt 32 0\n"
        ),
    },
    Case {
        name: "recursion under Vulkan",
        env: "vulkan1.0",
        flags: &[],
        expect: Some("Entry points may not have a call graph with cycles."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%call0 = OpFunctionCall %void %f\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%f = OpFunction %void None %fn\n",
            "%f_entry = OpLabel\n",
            "%call1 = OpFunctionCall %void %g\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%g = OpFunction %void None %fn\n",
            "%g_entry = OpLabel\n",
            "%call2 = OpFunctionCall %void %f\n",
            "OpReturn\n",
            "OpFunctionEnd\n"
        ),
    },
    Case {
        name: "a tensor constant of too few elements",
        env: "spv1.6",
        flags: &[],
        expect: Some("along its outermost dimension, expected 3 but got 2."),
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr1 = OpTypeArray %uint %one\n",
            "%shape1 = OpConstantComposite %arr1 %three\n",
            "%t1 = OpTypeTensorARM %uint %one %shape1\n",
            "%c = OpConstantComposite %t1 %one %two\n"
        ),
    },
    Case {
        name: "a tensor constant of its shape",
        env: "spv1.6",
        flags: &[],
        expect: None,
        asm: concat!(
            "OpCapability Shader\n",
            "OpCapability VulkanMemoryModel\n",
            "OpCapability TensorsARM\n",
            "OpCapability Linkage\n",
            "OpExtension \"SPV_ARM_tensors\"\n",
            "OpMemoryModel Logical Vulkan\n",
            "%uint = OpTypeInt 32 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%arr1 = OpTypeArray %uint %one\n",
            "%shape1 = OpConstantComposite %arr1 %three\n",
            "%t1 = OpTypeTensorARM %uint %one %shape1\n",
            "%c = OpConstantComposite %t1 %one %two %three\n"
        ),
    },
];

#[test]
fn type_constant_mode_rules_agree_with_spirv_val() {
    validate_cases::check(CASES);
}

/// Types that share their parts (each struct holding the one before twice) and a long chain of
/// calls ending in a cycle: the walks over types and calls look at each once, where a walk of
/// the tree or from every function would take exponential or quadratic time.
#[test]
fn shared_types_and_long_call_chains_are_walked_once() {
    use std::fmt::Write;
    let mut asm = String::from(
        "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n\
         OpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
         %s0 = OpTypeInt 32 0\n",
    );
    for n in 1..=80 {
        writeln!(asm, "%s{n} = OpTypeStruct %s{} %s{}", n - 1, n - 1).unwrap();
    }
    asm.push_str("%null = OpConstantNull %s80\n");
    let calls = 3000;
    for n in 0..calls {
        let callee = if n + 1 == calls { 1 } else { n + 1 };
        let name = if n == 0 { "main".to_string() } else { format!("f{n}") };
        let callee = format!("f{callee}");
        writeln!(asm, "%{name} = OpFunction %void None %fn\n%l{n} = OpLabel\n%c{n} = OpFunctionCall %void %{callee}\nOpReturn\nOpFunctionEnd").unwrap();
    }
    let words = spirv_core::text::assemble(asm.as_bytes(), &Default::default()).expect("the module assembles");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let options = spirv_validate::Options::new(spirv_core::TargetEnv::Vulkan1_3);
    let start = std::time::Instant::now();
    let result = spirv_validate::validate(&bytes, &options);
    assert!(start.elapsed() < std::time::Duration::from_secs(20), "validation took {:?}", start.elapsed());
    let error = result.expect_err("the calls end in a cycle");
    assert!(error.message.contains("Entry points may not have a call graph with cycles."), "{error}");
}
