//! The validator's atomics and barriers passes, and the scope and memory-semantics rules they
//! share, against spirv-val (SPIRV-Tools 2025.5): small modules, assembled by spirv-as, each
//! breaking one rule of spirv-val's `AtomicsPass`, `BarriersPass`, `ValidateScope`,
//! `ValidateMemoryScope`, `ValidateExecutionScope` or `ValidateMemorySemantics` (or keeping to
//! them); spirv-val's verdict and its exact output are the expectation. Many come from
//! SPIRV-Tools' `test/val/val_atomics_test.cpp`, `val_barriers_test.cpp` and
//! `val_memory_semantics_test.cpp`.

use spirv_workspace::validate_cases::{self, Case};

/// The types, constants (scopes and semantics by name) and workgroup variables every module
/// declares.
macro_rules! definitions {
    () => {
        "%void = OpTypeVoid\n\
         %func = OpTypeFunction %void\n\
         %bool = OpTypeBool\n\
         %f32 = OpTypeFloat 32\n\
         %u32 = OpTypeInt 32 0\n\
         %u64 = OpTypeInt 64 0\n\
         %f32vec4 = OpTypeVector %f32 4\n\
         %f32_0 = OpConstant %f32 0\n\
         %f32_1 = OpConstant %f32 1\n\
         %u32_0 = OpConstant %u32 0\n\
         %u32_1 = OpConstant %u32 1\n\
         %u64_1 = OpConstant %u64 1\n\
         %f32vec4_0000 = OpConstantComposite %f32vec4 %f32_0 %f32_0 %f32_0 %f32_0\n\
         %cross_device = OpConstant %u32 0\n\
         %device = OpConstant %u32 1\n\
         %workgroup = OpConstant %u32 2\n\
         %subgroup = OpConstant %u32 3\n\
         %invocation = OpConstant %u32 4\n\
         %queuefamily = OpConstant %u32 5\n\
         %shadercall = OpConstant %u32 6\n\
         %scope_42 = OpConstant %u32 42\n\
         %u64_scope = OpConstant %u64 2\n\
         %spec_scope = OpSpecConstant %u32 2\n\
         %relaxed = OpConstant %u32 0\n\
         %acquire = OpConstant %u32 2\n\
         %release = OpConstant %u32 4\n\
         %acquire_release = OpConstant %u32 8\n\
         %acquire_and_release = OpConstant %u32 6\n\
         %sequentially_consistent = OpConstant %u32 16\n\
         %uniform = OpConstant %u32 64\n\
         %workgroup_memory = OpConstant %u32 256\n\
         %acquire_uniform_workgroup = OpConstant %u32 322\n\
         %release_uniform_workgroup = OpConstant %u32 324\n\
         %acquire_release_uniform_workgroup = OpConstant %u32 328\n\
         %acquire_release_workgroup = OpConstant %u32 264\n\
         %acquire_workgroup = OpConstant %u32 258\n\
         %seq_cst_workgroup = OpConstant %u32 272\n\
         %output_memory = OpConstant %u32 4096\n\
         %release_workgroup_available = OpConstant %u32 8452\n\
         %relaxed_available = OpConstant %u32 8192\n\
         %acquire_workgroup_visible = OpConstant %u32 16642\n\
         %relaxed_visible = OpConstant %u32 16384\n\
         %acquire_workgroup_volatile = OpConstant %u32 33026\n\
         %relaxed_volatile = OpConstant %u32 32768\n\
         %acquire_release_output = OpConstant %u32 4104\n\
         %spec_relaxed = OpSpecConstant %u32 0\n\
         %f32_ptr = OpTypePointer Workgroup %f32\n\
         %f32_var = OpVariable %f32_ptr Workgroup\n\
         %u32_ptr = OpTypePointer Workgroup %u32\n\
         %u32_var = OpVariable %u32_ptr Workgroup\n\
         %u64_ptr = OpTypePointer Workgroup %u64\n\
         %u64_var = OpVariable %u64_ptr Workgroup\n\
         %f32vec4_ptr = OpTypePointer Workgroup %f32vec4\n\
         %f32vec4_var = OpVariable %f32vec4_ptr Workgroup\n\
         %u32_ptr_function = OpTypePointer Function %u32\n"
    };
}

/// A function around `body`.
macro_rules! main {
    ($($body:expr),* $(,)?) => {
        concat!("%main = OpFunction %void None %func\n%main_entry = OpLabel\n", $($body,)* "OpReturn\nOpFunctionEnd\n")
    };
}

/// A compute shader (`Shader`, `Int64`, `caps`, the memory model `model`): `defs` after the
/// common definitions, `body` in its function.
macro_rules! compute {
    (caps: [$($cap:expr),* $(,)?], model: $model:expr, defs: [$($d:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability Int64\n",
            $($cap,)*
            "OpMemoryModel Logical ", $model, "\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 32 1 1\n",
            definitions!(),
            "%s32 = OpTypeInt 32 1\n%s32_1 = OpConstant %s32 1\n",
            "%u32_ptr_private = OpTypePointer Private %u32\n",
            "%u32_private = OpVariable %u32_ptr_private Private\n",
            $($d,)*
            main!($($body),*)
        )
    };
    (caps: [$($cap:expr),* $(,)?], $($body:expr),* $(,)?) => {
        compute!(caps: [$($cap),*], model: "GLSL450", defs: [], $($body),*)
    };
    ($($body:expr),* $(,)?) => {
        compute!(caps: [], $($body),*)
    };
}

/// A compute shader for SPIR-V 1.4 and later (Vulkan 1.2 and 1.3), whose entry point lists the
/// global variables (`caps` before the memory model `model`), around `body`.
macro_rules! compute14 {
    (caps: [$($cap:expr),* $(,)?], model: $model:expr, $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability Int64\n",
            $($cap,)*
            "OpMemoryModel Logical ", $model, "\n",
            "OpEntryPoint GLCompute %main \"main\" %f32_var %u32_var %u64_var %f32vec4_var\n",
            "OpExecutionMode %main LocalSize 32 1 1\n",
            definitions!(),
            main!($($body),*)
        )
    };
    ($($body:expr),* $(,)?) => {
        compute14!(caps: [], model: "GLSL450", $($body),*)
    };
}

/// A compute shader under the Vulkan memory model.
macro_rules! vulkan_model {
    (caps: [$($cap:expr),* $(,)?], $($body:expr),* $(,)?) => {
        compute!(
            caps: ["OpCapability VulkanMemoryModel\n", $($cap,)* "OpExtension \"SPV_KHR_vulkan_memory_model\"\n"],
            model: "Vulkan",
            defs: [],
            $($body),*
        )
    };
    ($($body:expr),* $(,)?) => {
        vulkan_model!(caps: [], $($body),*)
    };
}

/// An OpenCL kernel library (`Addresses`, `Kernel`, `Linkage`, `Int64`, `caps`): `defs` after
/// the common definitions, `body` in its function.
macro_rules! kernel {
    (caps: [$($cap:expr),* $(,)?], defs: [$($d:expr),* $(,)?], $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\nOpCapability Int64\n",
            $($cap,)*
            "OpMemoryModel Physical32 OpenCL\n",
            definitions!(),
            "%u32_ptr_cross = OpTypePointer CrossWorkgroup %u32\n",
            "%u32_cross = OpVariable %u32_ptr_cross CrossWorkgroup\n",
            "%u32_ptr_uc = OpTypePointer UniformConstant %u32\n",
            "%u32_uc = OpVariable %u32_ptr_uc UniformConstant\n",
            $($d,)*
            main!($($body),*)
        )
    };
    (caps: [$($cap:expr),* $(,)?], $($body:expr),* $(,)?) => {
        kernel!(caps: [$($cap),*], defs: [], $($body),*)
    };
    (defs: [$($d:expr),* $(,)?], $($body:expr),* $(,)?) => {
        kernel!(caps: [], defs: [$($d),*], $($body),*)
    };
    ($($body:expr),* $(,)?) => {
        kernel!(caps: [], $($body),*)
    };
}

/// A shader of execution model `model` (with `caps` and `modes`, its execution modes) under the
/// GLSL450 memory model, around `body`.
macro_rules! stage {
    (caps: $caps:expr, model: $model:expr, modes: $modes:expr, $($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\nOpCapability Int64\n",
            $caps,
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint ", $model, " %main \"main\"\n",
            $modes,
            definitions!(),
            main!($($body),*)
        )
    };
    (model: $model:expr, modes: $modes:expr, $($body:expr),* $(,)?) => {
        stage!(caps: "", model: $model, modes: $modes, $($body),*)
    };
}

/// A case named `$name` under `$env` expecting `$expect` (`None`: spirv-val accepts it).
macro_rules! case {
    ($name:expr, $env:expr, $expect:expr, $asm:expr $(,)?) => {
        Case { name: $name, env: $env, flags: &[], expect: $expect, asm: $asm }
    };
}

const ATOMICS: &[Case] = &[
    // Result types.
    case!(
        "atomic loads in a shader",
        "spv1.3",
        None,
        compute!(
            "%a = OpAtomicLoad %u32 %u32_var %device %relaxed\n",
            "%b = OpAtomicLoad %u32 %u32_var %workgroup %acquire\n",
            "%c = OpAtomicLoad %f32 %f32_var %workgroup %relaxed\n",
        ),
    ),
    case!(
        "atomic loads in a kernel",
        "opencl2.0",
        None,
        kernel!(
            "%a = OpAtomicLoad %f32 %f32_var %device %relaxed\n",
            "%b = OpAtomicLoad %u32 %u32_var %workgroup %sequentially_consistent\n",
        ),
    ),
    case!(
        "an atomic load of a vector",
        "spv1.3",
        Some("AtomicLoad: expected Result Type to be integer or float scalar type"),
        kernel!("%a = OpAtomicLoad %f32vec4 %f32vec4_var %device %relaxed\n"),
    ),
    case!(
        "an atomic add of floats",
        "spv1.3",
        Some("AtomicIAdd: expected Result Type to be integer scalar type"),
        kernel!("%a = OpAtomicIAdd %f32 %f32_var %device %relaxed %f32_1\n"),
    ),
    case!(
        "an atomic float add of integers",
        "vulkan1.0",
        Some("AtomicFAddEXT: expected Result Type to be float scalar type"),
        compute!(
            caps: ["OpCapability AtomicFloat32AddEXT\n", "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n"],
            "%a = OpAtomicFAddEXT %u32 %u32_var %device %relaxed %u32_1\n"
        ),
    ),
    case!(
        "an atomic flag test of an integer result",
        "spv1.3",
        Some("AtomicFlagTestAndSet: expected Result Type to be bool scalar type"),
        kernel!("%a = OpAtomicFlagTestAndSet %u32 %u32_var %device %relaxed\n"),
    ),
    case!(
        "atomic flags",
        "opencl2.0",
        None,
        kernel!(
            "%a = OpAtomicFlagTestAndSet %bool %u32_var %device %relaxed\n",
            "OpAtomicFlagClear %u32_var %device %relaxed\n",
        ),
    ),
    case!(
        "an atomic flag on a 64-bit integer",
        "spv1.3",
        Some("AtomicFlagClear: expected Pointer to point to a value of 32-bit integer type"),
        kernel!(caps: ["OpCapability Int64Atomics\n"], "OpAtomicFlagClear %u64_var %device %relaxed\n"),
    ),
    case!(
        "an atomic flag on a float",
        "spv1.3",
        Some("AtomicFlagTestAndSet: expected Pointer to point to a value of 32-bit integer type"),
        kernel!("%a = OpAtomicFlagTestAndSet %bool %f32_var %device %relaxed\n"),
    ),
    // Pointers.
    case!(
        "an atomic load of a value that is no pointer",
        "spv1.3",
        Some("AtomicLoad: expected Pointer to be a pointer type"),
        kernel!("%a = OpAtomicLoad %u32 %u32_1 %device %relaxed\n"),
    ),
    case!(
        "an atomic store to a value that is no pointer",
        "spv1.3",
        Some("AtomicStore: expected Pointer to be a pointer type"),
        kernel!("OpAtomicStore %u32_1 %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic load through a pointer to another type",
        "spv1.3",
        Some("AtomicLoad: expected Pointer to point to a value of type Result Type"),
        kernel!("%a = OpAtomicLoad %f32 %u32_var %device %relaxed\n"),
    ),
    case!(
        "an atomic store through a pointer to a vector",
        "spv1.3",
        Some("AtomicStore: expected Pointer to be a pointer to integer or float scalar type"),
        kernel!("OpAtomicStore %f32vec4_var %device %relaxed %f32vec4_0000\n"),
    ),
    case!(
        "an atomic store of a value of another type",
        "spv1.3",
        Some("AtomicStore: expected Value type and the type pointed to by Pointer to be the same"),
        kernel!("OpAtomicStore %f32_var %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic exchange with a value of another type",
        "spv1.3",
        Some("AtomicExchange: expected Value to be of type Result Type"),
        kernel!("%a = OpAtomicExchange %f32 %f32_var %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic compare-exchange with a value of another type",
        "spv1.3",
        Some("AtomicCompareExchange: expected Value to be of type Result Type"),
        kernel!("%a = OpAtomicCompareExchange %u32 %u32_var %device %relaxed %relaxed %f32_1 %u32_1\n"),
    ),
    case!(
        "an atomic compare-exchange with a comparator of another type",
        "spv1.3",
        Some("AtomicCompareExchange: expected Comparator to be of type Result Type"),
        kernel!("%a = OpAtomicCompareExchange %u32 %u32_var %device %relaxed %relaxed %u32_1 %f32_1\n"),
    ),
    case!(
        "atomic compare-exchanges and arithmetic",
        "opencl2.0",
        None,
        kernel!(
            "%a = OpAtomicCompareExchange %u32 %u32_var %device %relaxed %relaxed %u32_0 %u32_1\n",
            "%b = OpAtomicCompareExchangeWeak %u32 %u32_var %device %relaxed %relaxed %u32_0 %u32_1\n",
            "%c = OpAtomicIIncrement %u32 %u32_var %device %relaxed\n",
            "%d = OpAtomicIDecrement %u32 %u32_var %device %relaxed\n",
            "%e = OpAtomicISub %u32 %u32_var %device %relaxed %u32_1\n",
            "%f = OpAtomicSMin %u32 %u32_var %device %relaxed %u32_1\n",
            "%g = OpAtomicUMax %u32 %u32_var %device %relaxed %u32_1\n",
            "%h = OpAtomicAnd %u32 %u32_var %device %relaxed %u32_1\n",
            "%i = OpAtomicOr %u32 %u32_var %device %relaxed %u32_1\n",
            "%j = OpAtomicXor %u32 %u32_var %device %relaxed %u32_1\n",
            "%k = OpAtomicExchange %f32 %f32_var %device %relaxed %f32_1\n",
            "OpAtomicStore %u32_var %device %release %u32_1\n",
        ),
    ),
    // 64-bit integers.
    case!(
        "a 64-bit atomic without Int64Atomics",
        "spv1.3",
        Some("AtomicIAdd: 64-bit atomics require the Int64Atomics capability"),
        compute!("%a = OpAtomicIAdd %u64 %u64_var %device %relaxed %u64_1\n"),
    ),
    case!(
        "a 64-bit atomic store without Int64Atomics",
        "spv1.3",
        Some("AtomicStore: 64-bit atomics require the Int64Atomics capability"),
        kernel!("OpAtomicStore %u64_var %device %relaxed %u64_1\n"),
    ),
    case!(
        "a 64-bit atomic with Int64Atomics",
        "vulkan1.1",
        None,
        compute!(caps: ["OpCapability Int64Atomics\n"], "%a = OpAtomicIAdd %u64 %u64_var %device %relaxed %u64_1\n"),
    ),
    // Storage classes.
    case!(
        "an atomic on a private variable",
        "spv1.3",
        Some("AtomicIAdd: storage class forbidden by universal validation rules."),
        compute!("%a = OpAtomicIAdd %u32 %u32_private %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic on a uniform constant in a kernel",
        "spv1.3",
        Some("AtomicStore: storage class forbidden by universal validation rules."),
        kernel!("OpAtomicStore %u32_uc %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic on a function variable in a shader",
        "spv1.3",
        Some("AtomicStore: Function storage class forbidden when the Shader capability is declared."),
        compute!("%v = OpVariable %u32_ptr_function Function\n", "OpAtomicStore %v %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic on a function variable under Vulkan",
        "vulkan1.0",
        Some(
            "[VUID-StandaloneSpirv-None-04686] AtomicStore: Vulkan spec only allows storage classes for atomic to be: \
             Uniform, Workgroup, Image, StorageBuffer, PhysicalStorageBuffer or TaskPayloadWorkgroupEXT."
        ),
        compute!("%v = OpVariable %u32_ptr_function Function\n", "OpAtomicStore %v %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic on a function variable in a kernel",
        "opencl1.2",
        None,
        kernel!("%v = OpVariable %u32_ptr_function Function\n", "OpAtomicStore %v %device %relaxed %u32_1\n"),
    ),
    case!(
        "an atomic on an image pointer in OpenCL",
        "opencl2.0",
        Some(
            "AtomicStore: storage class must be Function, Workgroup, CrossWorkGroup or Generic in the OpenCL \
             environment."
        ),
        kernel!(
            defs: ["%u32_ptr_image = OpTypePointer Image %u32\n%u32_image = OpVariable %u32_ptr_image Image\n"],
            "OpAtomicStore %u32_image %device %relaxed %u32_1\n"
        ),
    ),
    case!(
        "an atomic on a generic pointer in OpenCL 2.0",
        "opencl2.0",
        None,
        kernel!(
            caps: ["OpCapability GenericPointer\n"],
            defs: ["%u32_ptr_generic = OpTypePointer Generic %u32\n"],
            "%p = OpPtrCastToGeneric %u32_ptr_generic %u32_var\n",
            "OpAtomicStore %p %device %relaxed %u32_1\n",
            "%a = OpAtomicLoad %u32 %u32_cross %device %relaxed\n",
        ),
    ),
    // Float atomics.
    case!(
        "a 32-bit float add without its capability",
        "vulkan1.0",
        Some("AtomicFAddEXT: float add atomics require the AtomicFloat32AddEXT capability"),
        compute!(
            caps: ["OpCapability AtomicFloat64AddEXT\n", "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n"],
            "%a = OpAtomicFAddEXT %f32 %f32_var %device %relaxed %f32_1\n"
        ),
    ),
    case!(
        "a 32-bit float add with its capability",
        "vulkan1.0",
        None,
        compute!(
            caps: ["OpCapability AtomicFloat32AddEXT\n", "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n"],
            "%a = OpAtomicFAddEXT %f32 %f32_var %device %relaxed %f32_1\n"
        ),
    ),
    case!(
        "a 16-bit float add without its capability",
        "vulkan1.0",
        Some("AtomicFAddEXT: float add atomics require the AtomicFloat32AddEXT capability"),
        compute!(
            caps: [
                "OpCapability Float16\n",
                "OpCapability AtomicFloat32AddEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f16 = OpTypeFloat 16\n%f16_1 = OpConstant %f16 1\n",
                "%f16_ptr = OpTypePointer Workgroup %f16\n%f16_var = OpVariable %f16_ptr Workgroup\n",
            ],
            "%a = OpAtomicFAddEXT %f16 %f16_var %device %relaxed %f16_1\n"
        ),
    ),
    case!(
        "a 16-bit float add with its capability",
        "vulkan1.0",
        None,
        compute!(
            caps: [
                "OpCapability Float16\n",
                "OpCapability AtomicFloat16AddEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float16_add\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f16 = OpTypeFloat 16\n%f16_1 = OpConstant %f16 1\n",
                "%f16_ptr = OpTypePointer Workgroup %f16\n%f16_var = OpVariable %f16_ptr Workgroup\n",
            ],
            "%a = OpAtomicFAddEXT %f16 %f16_var %device %relaxed %f16_1\n"
        ),
    ),
    case!(
        "a 64-bit float add without its capability",
        "vulkan1.0",
        Some("AtomicFAddEXT: float add atomics require the AtomicFloat64AddEXT capability"),
        compute!(
            caps: [
                "OpCapability Float64\n",
                "OpCapability AtomicFloat32AddEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float_add\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f64 = OpTypeFloat 64\n%f64_1 = OpConstant %f64 1\n",
                "%f64_ptr = OpTypePointer Workgroup %f64\n%f64_var = OpVariable %f64_ptr Workgroup\n",
            ],
            "%a = OpAtomicFAddEXT %f64 %f64_var %device %relaxed %f64_1\n"
        ),
    ),
    case!(
        "a 32-bit float min without its capability",
        "vulkan1.0",
        Some("AtomicFMinEXT: float min/max atomics require the AtomicFloat32MinMaxEXT capability"),
        compute!(
            caps: ["OpCapability AtomicFloat64MinMaxEXT\n", "OpExtension \"SPV_EXT_shader_atomic_float_min_max\"\n"],
            "%a = OpAtomicFMinEXT %f32 %f32_var %device %relaxed %f32_1\n"
        ),
    ),
    case!(
        "a 16-bit float max without its capability",
        "vulkan1.0",
        Some("AtomicFMaxEXT: float min/max atomics require the AtomicFloat16MinMaxEXT capability"),
        compute!(
            caps: [
                "OpCapability Float16\n",
                "OpCapability AtomicFloat32MinMaxEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float_min_max\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f16 = OpTypeFloat 16\n%f16_1 = OpConstant %f16 1\n",
                "%f16_ptr = OpTypePointer Workgroup %f16\n%f16_var = OpVariable %f16_ptr Workgroup\n",
            ],
            "%a = OpAtomicFMaxEXT %f16 %f16_var %device %relaxed %f16_1\n"
        ),
    ),
    case!(
        "a 64-bit float max without its capability",
        "vulkan1.0",
        Some("AtomicFMaxEXT: float min/max atomics require the AtomicFloat64MinMaxEXT capability"),
        compute!(
            caps: [
                "OpCapability Float64\n",
                "OpCapability AtomicFloat32MinMaxEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float_min_max\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f64 = OpTypeFloat 64\n%f64_1 = OpConstant %f64 1\n",
                "%f64_ptr = OpTypePointer Workgroup %f64\n%f64_var = OpVariable %f64_ptr Workgroup\n",
            ],
            "%a = OpAtomicFMaxEXT %f64 %f64_var %device %relaxed %f64_1\n"
        ),
    ),
    case!(
        "float min and max with their capabilities",
        "vulkan1.0",
        None,
        compute!(
            caps: ["OpCapability AtomicFloat32MinMaxEXT\n", "OpExtension \"SPV_EXT_shader_atomic_float_min_max\"\n"],
            "%a = OpAtomicFMinEXT %f32 %f32_var %device %relaxed %f32_1\n",
            "%b = OpAtomicFMaxEXT %f32 %f32_var %device %relaxed %f32_1\n",
        ),
    ),
    case!(
        "a float16 vector add without AtomicFloat16VectorNV",
        "vulkan1.0",
        Some("AtomicFAddEXT: expected Result Type to be float scalar type"),
        compute!(
            caps: [
                "OpCapability Float16\n",
                "OpCapability AtomicFloat16AddEXT\n",
                "OpExtension \"SPV_EXT_shader_atomic_float16_add\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f16 = OpTypeFloat 16\n%v2f16 = OpTypeVector %f16 2\n%v2f16_0 = OpConstantNull %v2f16\n",
                "%v2f16_ptr = OpTypePointer Workgroup %v2f16\n%v2f16_var = OpVariable %v2f16_ptr Workgroup\n",
            ],
            "%a = OpAtomicFAddEXT %v2f16 %v2f16_var %device %relaxed %v2f16_0\n"
        ),
    ),
    case!(
        "a float16 vector add and exchange with AtomicFloat16VectorNV",
        "vulkan1.0",
        None,
        compute!(
            caps: [
                "OpCapability Float16\n",
                "OpCapability AtomicFloat16VectorNV\n",
                "OpExtension \"SPV_NV_shader_atomic_fp16_vector\"\n",
            ],
            model: "GLSL450",
            defs: [
                "%f16 = OpTypeFloat 16\n%v2f16 = OpTypeVector %f16 2\n%v2f16_0 = OpConstantNull %v2f16\n",
                "%v2f16_ptr = OpTypePointer Workgroup %v2f16\n%v2f16_var = OpVariable %v2f16_ptr Workgroup\n",
            ],
            "%a = OpAtomicFAddEXT %v2f16 %v2f16_var %device %relaxed %v2f16_0\n",
            "%b = OpAtomicExchange %v2f16 %v2f16_var %device %relaxed %v2f16_0\n",
            "%c = OpAtomicFMinEXT %v2f16 %v2f16_var %device %relaxed %v2f16_0\n",
        ),
    ),
    // Untyped pointers.
    case!(
        "an atomic flag through an untyped pointer",
        "spv1.4",
        Some("Untyped pointers are not supported by atomic flag instructions"),
        kernel!(
            caps: ["OpCapability UntypedPointersKHR\n", "OpExtension \"SPV_KHR_untyped_pointers\"\n"],
            defs: [
                "%uptr = OpTypeUntypedPointerKHR Workgroup\n",
                "%uvar = OpUntypedVariableKHR %uptr Workgroup %u32\n",
            ],
            "OpAtomicFlagClear %uvar %device %relaxed\n"
        ),
    ),
    case!(
        "atomics through an untyped pointer",
        "spv1.4",
        None,
        kernel!(
            caps: ["OpCapability UntypedPointersKHR\n", "OpExtension \"SPV_KHR_untyped_pointers\"\n"],
            defs: [
                "%uptr = OpTypeUntypedPointerKHR Workgroup\n",
                "%uvar = OpUntypedVariableKHR %uptr Workgroup %u32\n",
            ],
            "%a = OpAtomicIAdd %u32 %uvar %device %relaxed %u32_1\n",
            "OpAtomicStore %uvar %device %relaxed %u32_1\n",
        ),
    ),
    case!(
        "a 64-bit atomic store through an untyped pointer without Int64Atomics",
        "spv1.4",
        Some("AtomicStore: 64-bit atomics require the Int64Atomics capability"),
        kernel!(
            caps: ["OpCapability UntypedPointersKHR\n", "OpExtension \"SPV_KHR_untyped_pointers\"\n"],
            defs: [
                "%uptr = OpTypeUntypedPointerKHR Workgroup\n",
                "%uvar = OpUntypedVariableKHR %uptr Workgroup %u64\n",
            ],
            "OpAtomicStore %uvar %device %relaxed %u64_1\n"
        ),
    ),
];

const SCOPES: &[Case] = &[
    case!(
        "a 64-bit scope",
        "spv1.3",
        Some("AtomicLoad: expected scope to be a 32-bit int"),
        kernel!("%a = OpAtomicLoad %u32 %u32_var %u64_scope %relaxed\n"),
    ),
    case!(
        "a float scope",
        "spv1.3",
        Some("AtomicStore: expected scope to be a 32-bit int"),
        kernel!("OpAtomicStore %u32_var %f32_1 %relaxed %u32_1\n"),
    ),
    case!(
        "a scope of no known value",
        "spv1.3",
        Some("Invalid scope value:\n %uint_42 = OpConstant %uint 42"),
        kernel!("%a = OpAtomicLoad %u32 %u32_var %scope_42 %relaxed\n"),
    ),
    case!(
        "a specialization constant scope in a shader",
        "spv1.3",
        Some("Scope ids must be OpConstant when Shader capability is present"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %spec_scope %relaxed\n"),
    ),
    case!(
        "a specialization constant scope in a kernel",
        "spv1.3",
        None,
        kernel!("%a = OpAtomicLoad %u32 %u32_var %spec_scope %relaxed\n"),
    ),
    case!(
        "a computed scope in a kernel",
        "spv1.3",
        None,
        kernel!("%s = OpIAdd %u32 %u32_1 %u32_1\n", "%a = OpAtomicLoad %u32 %u32_var %s %relaxed\n"),
    ),
    case!(
        "a QueueFamily memory scope without the Vulkan memory model",
        "spv1.3",
        Some("AtomicLoad: Memory Scope QueueFamilyKHR requires capability VulkanMemoryModelKHR"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %queuefamily %relaxed\n"),
    ),
    case!(
        "a QueueFamily memory scope with the Vulkan memory model",
        "vulkan1.1",
        None,
        vulkan_model!("%a = OpAtomicLoad %u32 %u32_var %queuefamily %relaxed\n"),
    ),
    case!(
        "a Device memory scope under the Vulkan memory model without its capability",
        "vulkan1.1",
        Some("Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability"),
        vulkan_model!("%a = OpAtomicLoad %u32 %u32_var %device %relaxed\n"),
    ),
    case!(
        "a Device memory scope under the Vulkan memory model with its capability",
        "vulkan1.1",
        None,
        vulkan_model!(
            caps: ["OpCapability VulkanMemoryModelDeviceScope\n"],
            "%a = OpAtomicLoad %u32 %u32_var %device %relaxed\n"
        ),
    ),
    case!(
        "a CrossDevice memory scope under Vulkan",
        "vulkan1.0",
        Some(
            "[VUID-StandaloneSpirv-None-04638] AtomicLoad: in Vulkan environment Memory Scope is limited to Device, \
             QueueFamily, Workgroup, ShaderCallKHR, Subgroup, or Invocation"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %cross_device %relaxed\n"),
    ),
    case!(
        "a CrossDevice memory scope in a shader",
        "spv1.3",
        None,
        compute!("%a = OpAtomicLoad %u32 %u32_var %cross_device %relaxed\n"),
    ),
    case!(
        "a Subgroup memory scope under Vulkan 1.0",
        "vulkan1.0",
        Some(
            "[VUID-StandaloneSpirv-SubgroupVoteKHR-07951] AtomicLoad: in Vulkan 1.0 environment Memory Scope is can \
             not be Subgroup without SubgroupBallotKHR or SubgroupVoteKHR declared"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %subgroup %relaxed\n"),
    ),
    case!(
        "a Subgroup memory scope under Vulkan 1.1",
        "vulkan1.1",
        None,
        compute!("%a = OpAtomicLoad %u32 %u32_var %subgroup %relaxed\n"),
    ),
    case!(
        "an Invocation memory scope with an acquire under Vulkan",
        "vulkan1.0",
        Some(
            "[VUID-StandaloneSpirv-None-04641] AtomicLoad: Vulkan specification requires Memory Semantics to be \
             Relaxed if used with Invocation Memory Scope"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %invocation %acquire_workgroup\n"),
    ),
    case!(
        "an Invocation memory scope relaxed under Vulkan",
        "vulkan1.0",
        None,
        compute!("%a = OpAtomicLoad %u32 %u32_var %invocation %relaxed\n"),
    ),
    case!(
        "an execution scope of Device under Vulkan",
        "vulkan1.0",
        Some(
            "[VUID-StandaloneSpirv-None-04636] ControlBarrier: in Vulkan environment Execution Scope is limited to \
             Workgroup and Subgroup"
        ),
        compute!("OpControlBarrier %device %workgroup %relaxed\n"),
    ),
    case!(
        "an execution scope of Device in a shader",
        "spv1.3",
        None,
        compute!("OpControlBarrier %device %workgroup %relaxed\n"),
    ),
    case!(
        "an execution scope that is a 64-bit integer",
        "spv1.3",
        Some("ControlBarrier: expected scope to be a 32-bit int"),
        compute!("OpControlBarrier %u64_scope %workgroup %relaxed\n"),
    ),
    case!(
        "a memory scope of no known value in a barrier",
        "vulkan1.1",
        Some("Invalid scope value:\n %uint_42 = OpConstant %uint 42"),
        compute!("OpMemoryBarrier %scope_42 %acquire_release_workgroup\n"),
    ),
];

const SEMANTICS: &[Case] = &[
    case!(
        "semantics of a 64-bit integer",
        "spv1.3",
        Some("AtomicLoad: expected Memory Semantics to be a 32-bit int"),
        kernel!("%a = OpAtomicLoad %u32 %u32_var %device %u64_1\n"),
    ),
    case!(
        "specialization constant semantics in a shader",
        "spv1.3",
        Some("Memory Semantics ids must be OpConstant when Shader capability is present"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %device %spec_scope\n"),
    ),
    case!(
        "specialization constant semantics in a kernel",
        "spv1.3",
        None,
        kernel!("%a = OpAtomicLoad %u32 %u32_var %device %spec_scope\n"),
    ),
    case!(
        "UniformMemory semantics in a kernel",
        "spv1.3",
        Some("AtomicLoad: Memory Semantics UniformMemory requires capability Shader"),
        kernel!("%a = OpAtomicLoad %u32 %u32_var %device %uniform\n"),
    ),
    case!(
        "OutputMemory semantics without the Vulkan memory model",
        "spv1.3",
        Some("AtomicLoad: Memory Semantics OutputMemoryKHR requires capability VulkanMemoryModelKHR"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %output_memory\n"),
    ),
    case!(
        "two memory orders",
        "spv1.3",
        Some("AtomicLoad: Memory Semantics must have at most one non-relaxed memory order bit set"),
        kernel!("%a = OpAtomicLoad %u32 %u32_var %device %acquire_and_release\n"),
    ),
    case!(
        "two memory orders under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10865] ControlBarrier: Memory Semantics must have at most one \
             non-relaxed memory order bit set"
        ),
        compute!("OpControlBarrier %workgroup %workgroup %acquire_and_release\n"),
    ),
    case!(
        "sequentially consistent semantics under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10866] AtomicLoad: Memory Semantics with SequentiallyConsistent \
             memory order must not be used in the Vulkan API"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %seq_cst_workgroup\n"),
    ),
    case!(
        "sequentially consistent semantics under the Vulkan memory model",
        "spv1.3",
        Some(
            "AtomicLoad: Memory Semantics with SequentiallyConsistent memory order must not be used in the Vulkan API"
        ),
        vulkan_model!("%a = OpAtomicLoad %u32 %u32_var %workgroup %seq_cst_workgroup\n"),
    ),
    case!(
        "sequentially consistent semantics in a shader",
        "spv1.3",
        None,
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %sequentially_consistent\n"),
    ),
    case!(
        "an atomic store with acquire semantics",
        "spv1.3",
        Some("AtomicStore: MemorySemantics must not use Acquire or AcquireRelease memory order with AtomicStore"),
        kernel!("OpAtomicStore %u32_var %device %acquire %u32_1\n"),
    ),
    case!(
        "an atomic flag clear with acquire-release semantics under Vulkan",
        "spv1.3",
        Some(
            "AtomicFlagClear: MemorySemantics must not use Acquire or AcquireRelease memory order with AtomicFlagClear"
        ),
        kernel!("OpAtomicFlagClear %u32_var %device %acquire_release\n"),
    ),
    case!(
        "an atomic load with release semantics",
        "vulkan1.2",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10868] AtomicLoad: MemorySemantics must not use Release or \
             AcquireRelease memory order with AtomicLoad"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %release_uniform_workgroup\n"),
    ),
    case!(
        "a relaxed memory barrier under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10869] MemoryBarrier: MemorySemantics must not use Relaxed memory \
             order with MemoryBarrier"
        ),
        compute!("OpMemoryBarrier %workgroup %workgroup_memory\n"),
    ),
    case!("a relaxed memory barrier in OpenCL", "opencl2.0", None, kernel!("OpMemoryBarrier %workgroup %relaxed\n")),
    case!(
        "an order without a storage class under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10870] AtomicLoad: Memory Semantics with a non-relaxed memory \
             order (Acquire, Release, or AcquireRelease) must have at least one Vulkan-supported storage class \
             semantics bit set (UniformMemory, WorkgroupMemory, ImageMemory, or OutputMemory)"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %acquire\n"),
    ),
    case!(
        "a storage class without an order under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10871] AtomicLoad: Memory Semantics with at least one \
             Vulkan-supported storage class semantics bit set (UniformMemory, WorkgroupMemory, ImageMemory, or \
             OutputMemory) must use a non-relaxed memory order (Acquire, Release, or AcquireRelease)"
        ),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %workgroup_memory\n"),
    ),
    case!(
        "a storage class without an order outside Vulkan",
        "spv1.3",
        None,
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %workgroup_memory\n"),
    ),
    case!(
        "MakeAvailable without the Vulkan memory model",
        "spv1.3",
        Some("AtomicStore: Memory Semantics MakeAvailableKHR requires capability VulkanMemoryModelKHR"),
        compute!("OpAtomicStore %u32_var %workgroup %release_workgroup_available %u32_1\n"),
    ),
    case!(
        "MakeAvailable without a release",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10872] AtomicStore: Memory Semantics with MakeAvailable bit set \
             must use Release or AcquireRelease memory order"
        ),
        vulkan_model!("OpAtomicStore %u32_var %workgroup %relaxed_available %u32_1\n"),
    ),
    case!(
        "MakeAvailable and MakeVisible with their orders",
        "vulkan1.1",
        None,
        vulkan_model!(
            "OpAtomicStore %u32_var %workgroup %release_workgroup_available %u32_1\n",
            "%a = OpAtomicLoad %u32 %u32_var %workgroup %acquire_workgroup_visible\n",
            "%b = OpAtomicLoad %u32 %u32_var %workgroup %acquire_workgroup_volatile\n",
        ),
    ),
    case!(
        "MakeVisible without the Vulkan memory model",
        "spv1.3",
        Some("AtomicLoad: Memory Semantics MakeVisibleKHR requires capability VulkanMemoryModelKHR"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %acquire_workgroup_visible\n"),
    ),
    case!(
        "MakeVisible without an acquire",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10873] AtomicLoad: Memory Semantics with MakeVisible bit set must \
             use Acquire or AcquireRelease memory order"
        ),
        vulkan_model!("%a = OpAtomicLoad %u32 %u32_var %workgroup %relaxed_visible\n"),
    ),
    case!(
        "Volatile without the Vulkan memory model",
        "spv1.3",
        Some("AtomicLoad: Memory Semantics Volatile requires capability VulkanMemoryModelKHR"),
        compute!("%a = OpAtomicLoad %u32 %u32_var %workgroup %relaxed_volatile\n"),
    ),
    case!(
        "Volatile on a barrier",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10874] MemoryBarrier: Memory Semantics with Volatile bit set must \
             not be used with barrier instructions"
        ),
        vulkan_model!("OpMemoryBarrier %workgroup %acquire_workgroup_volatile\n"),
    ),
    case!(
        "Unequal semantics with a release",
        "spv1.3",
        Some("AtomicCompareExchange Unequal Memory Semantics must not use Release or AcquireRelease memory order"),
        kernel!("%a = OpAtomicCompareExchange %u32 %u32_var %device %relaxed %release %u32_0 %u32_1\n"),
    ),
    case!(
        "Unequal semantics stronger than Equal",
        "spv1.3",
        Some(
            "AtomicCompareExchangeWeak Unequal Memory Semantics must not use a stronger memory order than the \
             corresponding Equal Memory Semantics"
        ),
        kernel!("%a = OpAtomicCompareExchangeWeak %u32 %u32_var %device %relaxed %acquire %u32_0 %u32_1\n"),
    ),
    case!(
        "Unequal acquire with Equal release",
        "spv1.3",
        None,
        kernel!("%a = OpAtomicCompareExchange %u32 %u32_var %device %release %acquire %u32_0 %u32_1\n"),
    ),
    case!(
        "Unequal semantics with a storage class Equal lacks",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-UnequalMemorySemantics-10877] AtomicCompareExchange Unequal Memory Semantics must \
             not have any Vulkan-supported storage class semantics bit set"
        ),
        compute!(
            "%a = OpAtomicCompareExchange %u32 %u32_var %workgroup %acquire_release_workgroup \
             %acquire_uniform_workgroup %u32_0 %u32_1\n"
        ),
    ),
    case!(
        "Unequal semantics with MakeVisible Equal lacks",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-UnequalMemorySemantics-10878] AtomicCompareExchange Unequal Memory Semantics must \
             not have MakeVisible bit set unless this bit is also set in the corresponding Equal Memory Semantics"
        ),
        vulkan_model!(
            "%a = OpAtomicCompareExchange %u32 %u32_var %workgroup %acquire_release_workgroup \
             %acquire_workgroup_visible %u32_0 %u32_1\n"
        ),
    ),
    case!(
        "Unequal semantics volatile and Equal not",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-UnequalMemorySemantics-10879] AtomicCompareExchange Unequal Memory Semantics must \
             have Volatile bit set if and only if this bit is also set in the corresponding Equal Memory Semantics"
        ),
        vulkan_model!(
            "%a = OpAtomicCompareExchange %u32 %u32_var %workgroup %acquire_release_workgroup \
             %acquire_workgroup_volatile %u32_0 %u32_1\n"
        ),
    ),
    case!(
        "Unequal semantics that keep to Equal under Vulkan",
        "vulkan1.1",
        None,
        compute!(
            "%a = OpAtomicCompareExchange %u32 %u32_var %workgroup %acquire_release_workgroup \
             %acquire_workgroup %u32_0 %u32_1\n"
        ),
    ),
    case!(
        "atomics and barriers under Vulkan 1.3",
        "vulkan1.3",
        None,
        compute14!(
            "%a = OpAtomicIAdd %u32 %u32_var %workgroup %acquire_release_workgroup %u32_1\n",
            "%b = OpAtomicLoad %f32 %f32_var %subgroup %acquire_workgroup\n",
            "OpControlBarrier %workgroup %workgroup %acquire_release_workgroup\n",
            "OpMemoryBarrier %device %acquire_release_uniform_workgroup\n",
        ),
    ),
    case!(
        "sequentially consistent semantics under Vulkan 1.3",
        "vulkan1.3",
        Some(
            "[VUID-StandaloneSpirv-MemorySemantics-10866] AtomicIAdd: Memory Semantics with SequentiallyConsistent \
             memory order must not be used in the Vulkan API"
        ),
        compute14!("%a = OpAtomicIAdd %u32 %u32_var %workgroup %seq_cst_workgroup %u32_1\n"),
    ),
    case!(
        "a Device scope under Vulkan 1.3 and its memory model without VulkanMemoryModelDeviceScope",
        "vulkan1.3",
        Some("Use of device scope with VulkanKHR memory model requires the VulkanMemoryModelDeviceScopeKHR capability"),
        compute14!(
            caps: ["OpCapability VulkanMemoryModel\n"],
            model: "Vulkan",
            "%a = OpAtomicIAdd %u32 %u32_var %device %relaxed %u32_1\n"
        ),
    ),
    case!(
        "OutputMemory semantics and QueueFamily scopes under Vulkan 1.3 and its memory model",
        "vulkan1.3",
        None,
        compute14!(
            caps: ["OpCapability VulkanMemoryModel\n", "OpCapability VulkanMemoryModelDeviceScope\n"],
            model: "Vulkan",
            "OpMemoryBarrier %workgroup %acquire_release_output\n",
            "%a = OpAtomicIAdd %u32 %u32_var %queuefamily %relaxed %u32_1\n",
            "%b = OpAtomicIAdd %u32 %u32_var %device %relaxed %u32_1\n",
        ),
    ),
    case!(
        "a Workgroup memory barrier in a vertex shader under Vulkan 1.3",
        "vulkan1.3",
        Some("[VUID-StandaloneSpirv-None-07321] Workgroup Memory Scope is limited to"),
        stage!(model: "Vertex", modes: "", "OpMemoryBarrier %workgroup %acquire_release_workgroup\n"),
    ),
    case!(
        "a computed scope with CooperativeMatrixNV",
        "vulkan1.1",
        Some("Scope ids must be constant or specialization constant when CooperativeMatrixNV capability is present"),
        compute!(
            caps: ["OpCapability CooperativeMatrixNV\n", "OpExtension \"SPV_NV_cooperative_matrix\"\n"],
            "%s = OpIAdd %u32 %u32_1 %u32_1\n",
            "%a = OpAtomicLoad %u32 %u32_var %s %relaxed\n",
        ),
    ),
    case!(
        "computed semantics with CooperativeMatrixNV",
        "vulkan1.1",
        Some("Memory Semantics must be a constant instruction when CooperativeMatrixNV capability is present"),
        compute!(
            caps: ["OpCapability CooperativeMatrixNV\n", "OpExtension \"SPV_NV_cooperative_matrix\"\n"],
            "%s = OpIAdd %u32 %u32_0 %u32_0\n",
            "%a = OpAtomicLoad %u32 %u32_var %workgroup %s\n",
        ),
    ),
    case!(
        "specialization constant scope and semantics with CooperativeMatrixNV",
        "vulkan1.1",
        None,
        compute!(
            caps: ["OpCapability CooperativeMatrixNV\n", "OpExtension \"SPV_NV_cooperative_matrix\"\n"],
            "%a = OpAtomicLoad %u32 %u32_var %spec_scope %spec_relaxed\n",
        ),
    ),
];

const BARRIERS: &[Case] = &[
    case!(
        "barriers in a compute shader",
        "vulkan1.0",
        None,
        compute!(
            "OpControlBarrier %workgroup %device %relaxed\n",
            "OpControlBarrier %workgroup %workgroup %acquire_release_uniform_workgroup\n",
            "OpMemoryBarrier %device %acquire_release_uniform_workgroup\n",
            "OpMemoryBarrier %workgroup %release_uniform_workgroup\n",
        ),
    ),
    case!(
        "barriers in a kernel",
        "opencl2.0",
        None,
        kernel!(
            "OpControlBarrier %device %device %relaxed\n",
            "OpControlBarrier %cross_device %invocation %sequentially_consistent\n",
            "OpMemoryBarrier %cross_device %acquire_release\n",
        ),
    ),
    case!(
        "a barrier with a float execution scope",
        "spv1.3",
        Some("ControlBarrier: expected scope to be a 32-bit int"),
        kernel!("OpControlBarrier %f32_1 %device %relaxed\n"),
    ),
    case!(
        "a barrier with a specialization constant execution scope in a shader",
        "spv1.3",
        Some("Scope ids must be OpConstant when Shader capability is present"),
        compute!("OpControlBarrier %spec_scope %device %relaxed\n"),
    ),
    case!(
        "a barrier with a CrossDevice memory scope under Vulkan",
        "vulkan1.0",
        Some("[VUID-StandaloneSpirv-None-04638] ControlBarrier: in Vulkan environment Memory Scope is limited to"),
        compute!("OpControlBarrier %workgroup %cross_device %relaxed\n"),
    ),
    case!(
        "a barrier with float semantics",
        "spv1.3",
        Some("ControlBarrier: expected Memory Semantics to be a 32-bit int"),
        kernel!("OpControlBarrier %device %device %f32_0\n"),
    ),
    case!(
        "a memory barrier with a float scope",
        "spv1.3",
        Some("MemoryBarrier: expected scope to be a 32-bit int"),
        kernel!("OpMemoryBarrier %f32_1 %relaxed\n"),
    ),
    case!(
        "a memory barrier with two orders",
        "spv1.3",
        Some("MemoryBarrier: Memory Semantics must have at most one non-relaxed memory order bit set"),
        kernel!("OpMemoryBarrier %device %acquire_and_release\n"),
    ),
    case!(
        "a memory barrier with an Invocation scope under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-None-04641] MemoryBarrier: Vulkan specification requires Memory Semantics to be \
             Relaxed if used with Invocation Memory Scope"
        ),
        compute!("OpMemoryBarrier %invocation %acquire_release_workgroup\n"),
    ),
    case!(
        "named barriers",
        "spv1.1",
        None,
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "%b = OpNamedBarrierInitialize %nb %u32_1\n",
            "OpMemoryNamedBarrier %b %workgroup %acquire_release\n",
        ),
    ),
    case!(
        "a named barrier initialized to another type",
        "spv1.1",
        Some("NamedBarrierInitialize: expected Result Type to be OpTypeNamedBarrier"),
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "%b = OpNamedBarrierInitialize %u32 %u32_1\n"
        ),
    ),
    case!(
        "a named barrier with a 64-bit subgroup count",
        "spv1.1",
        Some("NamedBarrierInitialize: expected Subgroup Count to be a 32-bit int"),
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "%b = OpNamedBarrierInitialize %nb %u64_1\n"
        ),
    ),
    case!(
        "a memory named barrier on a value that is no named barrier",
        "spv1.1",
        Some("MemoryNamedBarrier: expected Named Barrier to be of type OpTypeNamedBarrier"),
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "OpMemoryNamedBarrier %u32_1 %workgroup %acquire_release\n"
        ),
    ),
    case!(
        "a memory named barrier with a float scope",
        "spv1.1",
        Some("MemoryNamedBarrier: expected scope to be a 32-bit int"),
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "%b = OpNamedBarrierInitialize %nb %u32_1\n",
            "OpMemoryNamedBarrier %b %f32_1 %acquire_release\n",
        ),
    ),
    case!(
        "a memory named barrier with two orders",
        "spv1.1",
        Some("MemoryNamedBarrier: Memory Semantics must have at most one non-relaxed memory order bit set"),
        kernel!(
            caps: ["OpCapability NamedBarrier\n"],
            defs: ["%nb = OpTypeNamedBarrier\n"],
            "%b = OpNamedBarrierInitialize %nb %u32_1\n",
            "OpMemoryNamedBarrier %b %workgroup %acquire_and_release\n",
        ),
    ),
];

const LIMITATIONS: &[Case] = &[
    case!(
        "a control barrier in a fragment shader before SPIR-V 1.3",
        "spv1.2",
        Some(
            "OpEntryPoint Entry Point <id> '1[%1]'s callgraph contains function <id> '1[%1]', which cannot be used \
              with the current execution model:\nIn SPIR-V 1.2 or earlier, OpControlBarrier requires one of the \
             following Execution Models: TessellationControl, GLCompute, Kernel, MeshNV or TaskNV\n"
        ),
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpControlBarrier %subgroup %subgroup %relaxed\n"
        ),
    ),
    case!(
        "a control barrier in a fragment shader in SPIR-V 1.3",
        "spv1.3",
        None,
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpControlBarrier %subgroup %subgroup %relaxed\n"
        ),
    ),
    case!(
        "a control barrier in a compute shader before SPIR-V 1.3",
        "spv1.2",
        None,
        compute!("OpControlBarrier %workgroup %workgroup %relaxed\n"),
    ),
    case!(
        "a Workgroup control barrier in a fragment shader under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-OpControlBarrier-04682] in Vulkan environment, OpControlBarrier execution scope \
             must be Subgroup for Fragment"
        ),
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpControlBarrier %workgroup %workgroup %acquire_release_workgroup\n"
        ),
    ),
    case!(
        "a Subgroup control barrier in a fragment shader under Vulkan",
        "vulkan1.1",
        None,
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpControlBarrier %subgroup %subgroup %relaxed\n"
        ),
    ),
    case!(
        "a Workgroup memory barrier in a fragment shader under Vulkan",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-None-07321] Workgroup Memory Scope is limited to MeshNV, TaskNV, MeshEXT, TaskEXT, \
             TessellationControl, and GLCompute execution model"
        ),
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpMemoryBarrier %workgroup %acquire_release_workgroup\n"
        ),
    ),
    case!(
        "a Workgroup memory barrier in a fragment shader outside Vulkan",
        "spv1.3",
        None,
        stage!(
            model: "Fragment",
            modes: "OpExecutionMode %main OriginUpperLeft\n",
            "OpMemoryBarrier %workgroup %acquire_release_workgroup\n"
        ),
    ),
    case!(
        "a Workgroup memory scope in a tessellation control shader under GLSL450",
        "vulkan1.1",
        Some(
            "[VUID-StandaloneSpirv-ExecutionModel-07320] Workgroup Memory Scope can't be used with \
             TessellationControl using GLSL450 Memory Model"
        ),
        stage!(
            caps: "OpCapability Tessellation\n",
            model: "TessellationControl",
            modes: "OpExecutionMode %main OutputVertices 3\n",
            "OpMemoryBarrier %workgroup %acquire_release_workgroup\n"
        ),
    ),
    case!(
        "a ShaderCallKHR memory scope in a compute shader",
        "vulkan1.2",
        Some("[VUID-StandaloneSpirv-None-04640] ShaderCallKHR Memory Scope requires a ray tracing execution model"),
        compute!("OpMemoryBarrier %shadercall %acquire_release_workgroup\n"),
    ),
    case!(
        "a function with a Workgroup barrier called from a fragment and a compute shader",
        "vulkan1.1",
        Some("OpEntryPoint Entry Point <id> '50[%frag]'s callgraph contains function <id> '51[%helper]'"),
        concat!(
            "OpCapability Shader\nOpCapability Int64\n",
            "OpMemoryModel Logical GLSL450\n",
            "OpEntryPoint GLCompute %main \"main\"\n",
            "OpEntryPoint Fragment %50 \"frag\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\n",
            "OpExecutionMode %50 OriginUpperLeft\n",
            "OpName %50 \"frag\"\n",
            "OpName %51 \"helper\"\n",
            definitions!(),
            "%main = OpFunction %void None %func\n%main_entry = OpLabel\n",
            "%r0 = OpFunctionCall %void %51\nOpReturn\nOpFunctionEnd\n",
            "%50 = OpFunction %void None %func\n%frag_entry = OpLabel\n",
            "%r1 = OpFunctionCall %void %51\nOpReturn\nOpFunctionEnd\n",
            "%51 = OpFunction %void None %func\n%helper_entry = OpLabel\n",
            "OpControlBarrier %workgroup %workgroup %acquire_release_workgroup\nOpReturn\nOpFunctionEnd\n",
        ),
    ),
];

#[test]
fn atomics_cases_agree_with_spirv_val() {
    validate_cases::check(ATOMICS);
}

#[test]
fn scope_cases_agree_with_spirv_val() {
    validate_cases::check(SCOPES);
}

#[test]
fn memory_semantics_cases_agree_with_spirv_val() {
    validate_cases::check(SEMANTICS);
}

#[test]
fn barrier_cases_agree_with_spirv_val() {
    validate_cases::check(BARRIERS);
}

#[test]
fn execution_limitation_cases_agree_with_spirv_val() {
    validate_cases::check(LIMITATIONS);
}
