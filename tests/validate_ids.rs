//! The validator's id pass and forward-reference check against spirv-val (SPIRV-Tools 2025.5):
//! small modules, assembled by spirv-as, each breaking one rule of spirv-val's `IdPass` or
//! `ValidateForwardDecls` (or keeping to them); spirv-val's verdict and its exact output are
//! the expectation. Many come from SPIRV-Tools' `test/val/val_ssa_test.cpp` and
//! `val_id_test.cpp`.

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate, validate_all};
use spirv_workspace::validate_cases::{self, Case};
use spirv_workspace::{Rng, corpus_modules, parallel_map};

/// A shader module with linkage (no entry point needed): `before` (extensions, imports) goes
/// before the memory model, `body` after it.
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

/// The types and constants after the shader prelude's annotations.
macro_rules! types {
    () => {
        "%void = OpTypeVoid\n\
         %int = OpTypeInt 32 1\n\
         %float = OpTypeFloat 32\n\
         %bool = OpTypeBool\n\
         %true = OpConstantTrue %bool\n\
         %one = OpConstant %int 1\n\
         %fn = OpTypeFunction %void\n"
    };
}

/// A function around `body` (its first block is `%entry`).
macro_rules! function {
    ($($body:expr),* $(,)?) => {
        concat!("%main = OpFunction %void None %fn\n%entry = OpLabel\n", $($body,)* "OpReturn\nOpFunctionEnd\n")
    };
}

const UNDEFINED: Option<&str> = Some("has not been defined");
const FORWARD: Option<&str> = Some("The following forward referenced IDs have not been defined");

const CASES: &[Case] = &[
    Case {
        name: "forward references that resolve",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpName %g \"g\"\n",
            "OpDecorate %x RelaxedPrecision\n",
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%call = OpFunctionCall %void %g\n",
            "OpBranch %loop\n",
            "%loop = OpLabel\n",
            "%x = OpPhi %int %one %entry %next %continue\n",
            "OpLoopMerge %merge %continue None\n",
            "OpBranchConditional %true %body %merge\n",
            "%body = OpLabel\n",
            "OpBranch %continue\n",
            "%continue = OpLabel\n",
            "%next = OpIAdd %int %x %one\n",
            "OpBranch %loop\n",
            "%merge = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
            "%g = OpFunction %void None %fn\n",
            "%g_entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "a phi that uses its own result",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpBranch %loop\n",
            "%loop = OpLabel\n",
            "%x = OpPhi %int %one %entry %x %loop\n",
            "OpLoopMerge %merge %loop None\n",
            "OpBranchConditional %true %loop %merge\n",
            "%merge = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "forward names, member names and decorations of types",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "OpName %s \"s\"\n",
            "OpMemberName %s 0 \"m\"\n",
            "OpDecorate %dgrp RowMajor\n",
            "%dgrp = OpDecorationGroup\n",
            "OpGroupDecorate %dgrp %mat33\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            "%f32 = OpTypeFloat 32\n",
            "%vec3 = OpTypeVector %f32 3\n",
            "%mat33 = OpTypeMatrix %vec3 3\n",
            "%s = OpTypeStruct %f32\n",
        ),
    },
    Case {
        name: "types named where types may be: decorations, names, OpFunction, debug lines",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            "%file = OpString \"a.comp\"\n",
            "OpDecorate %s Block\n",
            "OpMemberDecorate %s 0 Offset 0\n",
            types!(),
            "%s = OpTypeStruct %int\n",
            "%main = OpFunction %void None %fn\n",
            "OpLine %file 1 1\n",
            "%entry = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "pointers declared by OpTypeForwardPointer",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: "OpCapability Kernel\n\
              OpCapability Addresses\n\
              OpCapability Linkage\n\
              OpMemoryModel Logical OpenCL\n\
              OpName %structptr \"structptr\"\n\
              OpTypeForwardPointer %structptr UniformConstant\n\
              %uint = OpTypeInt 32 0\n\
              %structt1 = OpTypeStruct %structptr %uint\n\
              %structt2 = OpTypeStruct %uint %structptr\n\
              %structptr = OpTypePointer UniformConstant %structt1\n",
    },
    Case {
        name: "an operation of OpSpecConstantOp on constants",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(types!(), "%two = OpSpecConstantOp %int IAdd %one %one\n"),
    },
    Case {
        name: "forward references in OpExtInstWithForwardRefsKHR of the Vulkan debug information",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: "OpCapability Shader\n\
              OpExtension \"SPV_KHR_non_semantic_info\"\n\
              OpExtension \"SPV_KHR_relaxed_extended_instruction\"\n\
              %1 = OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\"\n\
              OpMemoryModel Logical GLSL450\n\
              OpEntryPoint GLCompute %2 \"main\"\n\
              OpExecutionMode %2 LocalSize 1 1 1\n\
              %3 = OpString \"sample\"\n\
              %void = OpTypeVoid\n\
              %uint = OpTypeInt 32 0\n\
              %uint_0 = OpConstant %uint 0\n\
              %7 = OpTypeFunction %void\n\
              %8 = OpExtInst %void %1 DebugSource %3 %3\n\
              %9 = OpExtInst %void %1 DebugCompilationUnit %uint_0 %uint_0 %8 %uint_0\n\
              %10 = OpExtInstWithForwardRefsKHR %void %1 DebugTypeFunction %uint_0 %11\n\
              %12 = OpExtInstWithForwardRefsKHR %void %1 DebugFunction %3 %10 %8 %uint_0 %uint_0 %11 %3 %uint_0 %uint_0\n\
              %11 = OpExtInst %void %1 DebugTypeComposite %3 %uint_0 %8 %uint_0 %uint_0 %9 %3 %uint_0 %uint_0 %12\n\
              %2 = OpFunction %void None %7\n\
              %13 = OpLabel\n\
              OpReturn\n\
              OpFunctionEnd\n",
    },
    Case {
        name: "a forward reference in OpExtInst of the Vulkan debug information",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: "OpCapability Shader\n\
              OpExtension \"SPV_KHR_non_semantic_info\"\n\
              %1 = OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\"\n\
              OpMemoryModel Logical GLSL450\n\
              OpEntryPoint GLCompute %2 \"main\"\n\
              OpExecutionMode %2 LocalSize 1 1 1\n\
              %3 = OpString \"sample\"\n\
              %void = OpTypeVoid\n\
              %uint = OpTypeInt 32 0\n\
              %uint_0 = OpConstant %uint 0\n\
              %7 = OpTypeFunction %void\n\
              %8 = OpExtInst %void %1 DebugSource %3 %3\n\
              %9 = OpExtInst %void %1 DebugCompilationUnit %uint_0 %uint_0 %8 %uint_0\n\
              %10 = OpExtInst %void %1 DebugTypeFunction %uint_0 %11\n\
              %11 = OpExtInst %void %1 DebugTypeBasic %3 %uint_0 %uint_0 %uint_0\n\
              %2 = OpFunction %void None %7\n\
              %13 = OpLabel\n\
              OpReturn\n\
              OpFunctionEnd\n",
    },
    Case {
        name: "OpenCL.DebugInfo.100's DebugFunction naming its function before it",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            before: ["%dbg = OpExtInstImport \"OpenCL.DebugInfo.100\"\n"],
            "%file = OpString \"a.cl\"\n",
            "%name = OpString \"main\"\n",
            types!(),
            "%source = OpExtInst %void %dbg DebugSource %file\n",
            "%cu = OpExtInst %void %dbg DebugCompilationUnit 2 4 %source OpenCL_C\n",
            "%fty = OpExtInst %void %dbg DebugTypeFunction FlagIsPublic %void\n",
            "%df = OpExtInst %void %dbg DebugFunction %name %fty %source 1 1 %cu %name FlagIsPublic 1 %main\n",
            function!(),
        ),
    },
    Case {
        name: "OpenCL.DebugInfo.100's DebugFunction naming its parent before it",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            before: ["%dbg = OpExtInstImport \"OpenCL.DebugInfo.100\"\n"],
            "%file = OpString \"a.cl\"\n",
            "%name = OpString \"main\"\n",
            types!(),
            "%source = OpExtInst %void %dbg DebugSource %file\n",
            "%fty = OpExtInst %void %dbg DebugTypeFunction FlagIsPublic %void\n",
            "%df = OpExtInst %void %dbg DebugFunction %name %fty %source 1 1 %cu %name FlagIsPublic 1 %main\n",
            "%cu = OpExtInst %void %dbg DebugCompilationUnit 2 4 %source OpenCL_C\n",
            function!(),
        ),
    },
    Case {
        name: "NonSemantic.DebugPrintf, unknown to SPIRV-Tools, takes ids defined before",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            before: ["%printf = OpExtInstImport \"NonSemantic.DebugPrintf\"\n"],
            "%format = OpString \"%d\"\n",
            types!(),
            function!("%p = OpExtInst %void %printf 1 %format %later\n", "%later = OpIAdd %int %one %one\n"),
        ),
    },
    Case {
        name: "an operand of OpSpecConstantOp defined later",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(types!(), "%two = OpSpecConstantOp %int IAdd %one %three\n", "%three = OpConstant %int 3\n"),
    },
    Case {
        name: "a type as a scope",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot be a type"),
        asm: shader!(types!(), function!("OpControlBarrier %int %one %one\n")),
    },
    Case {
        name: "a kernel enqueued before its definition",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: concat!(
            "OpCapability Int8\nOpCapability DeviceEnqueue\nOpCapability Linkage\nOpMemoryModel Logical OpenCL\n",
            "%voidt = OpTypeVoid\n%boolt = OpTypeBool\n%int8t = OpTypeInt 8 0\n%uintt = OpTypeInt 32 0\n",
            "%vfunct = OpTypeFunction %voidt\n%intptrt = OpTypePointer UniformConstant %uintt\n",
            "%queuet = OpTypeQueue\n%three = OpConstant %uintt 3\n%arr3t = OpTypeArray %uintt %three\n",
            "%ndt = OpTypeStruct %uintt %arr3t %arr3t %arr3t\n%eventt = OpTypeEvent\n",
            "%offset = OpConstant %uintt 0\n%local = OpConstant %uintt 1\n%gl = OpConstant %uintt 1\n",
            "%nevent = OpConstant %uintt 0\n%event = OpConstantNull %eventt\n%firstp = OpConstant %int8t 0\n",
            "%psize = OpConstant %uintt 0\n%palign = OpConstant %uintt 32\n%lsize = OpConstant %uintt 1\n",
            "%flags = OpConstant %uintt 0\n%kfunct = OpTypeFunction %voidt %intptrt\n",
            "%main = OpFunction %voidt None %vfunct\n%mainl = OpLabel\n",
            "%dqueue = OpGetDefaultQueue %queuet\n%ndval = OpBuildNDRange %ndt %gl %local %offset\n",
            "%revent = OpUndef %eventt\n",
            "%err = OpEnqueueKernel %uintt %dqueue %flags %ndval %nevent %event %revent %kfunc %firstp %psize %palign %lsize\n",
            "OpReturn\nOpFunctionEnd\n",
            "%kfunc = OpFunction %voidt None %kfunct\n%iparam = OpFunctionParameter %intptrt\n%kfuncl = OpLabel\n",
            "OpNop\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "a member of a structure that is a forward pointer never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: "OpCapability Kernel\n\
              OpCapability Addresses\n\
              OpCapability Linkage\n\
              OpMemoryModel Logical OpenCL\n\
              OpTypeForwardPointer %structptr UniformConstant\n\
              %uint = OpTypeInt 32 0\n\
              %structt1 = OpTypeStruct %structptr %uint\n",
    },
    Case {
        name: "a value used before its definition",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(types!(), function!("%a = OpIAdd %int %b %one\n", "%b = OpIAdd %int %one %one\n")),
    },
    Case {
        name: "a value used by the instruction defining it",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(types!(), function!("%a = OpIAdd %int %one %a\n")),
    },
    Case {
        name: "a function type never defined",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            "OpName %missing \"missing\"\n",
            "%voidt = OpTypeVoid\n",
            "%vfunct = OpTypeFunction %voidt\n",
            "%func = OpFunction %voidt None %missing\n",
            "%flabel = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "a result type defined later",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!("%u = OpUndef %int\n", "%int = OpTypeInt 32 1\n"),
    },
    Case {
        name: "a result type that is a constant",
        flags: &[],
        env: "spv1.6",
        expect: Some("is not a type id"),
        asm: shader!(types!(), "%u = OpUndef %one\n"),
    },
    Case {
        name: "a type where a value is due",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot be a type"),
        asm: shader!(types!(), function!("%a = OpIAdd %int %int %one\n")),
    },
    Case {
        name: "a type as an extended instruction's operand",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot be a type"),
        asm: shader!(
            before: ["%glsl = OpExtInstImport \"GLSL.std.450\"\n",],
            types!(),
            function!("%a = OpExtInst %float %glsl Sqrt %float\n"),
        ),
    },
    Case {
        name: "a pointer type declared forward after its definition",
        flags: &[],
        env: "spv1.6",
        expect: Some("cannot be a type"),
        asm: "OpCapability Kernel\n\
              OpCapability Addresses\n\
              OpCapability Linkage\n\
              OpMemoryModel Logical OpenCL\n\
              %uint = OpTypeInt 32 0\n\
              %ptr = OpTypePointer UniformConstant %uint\n\
              OpTypeForwardPointer %ptr UniformConstant\n",
    },
    Case {
        name: "a label where a value is due",
        flags: &[],
        env: "spv1.6",
        expect: Some("requires a type"),
        asm: shader!(types!(), function!("%a = OpCopyObject %int %entry\n")),
    },
    Case {
        name: "an extended instruction set where a value is due",
        flags: &[],
        env: "spv1.6",
        expect: Some("requires a type"),
        asm: shader!(before: ["%glsl = OpExtInstImport \"GLSL.std.450\"\n",], types!(), function!("%a = OpCopyObject %int %glsl\n")),
    },
    Case {
        name: "a non-semantic result in a semantic instruction",
        flags: &[],
        env: "spv1.6",
        expect: Some("in semantic instruction cannot be a non-semantic instruction"),
        asm: shader!(
            before: ["%ns = OpExtInstImport \"NonSemantic.Testing\"\n",],
            types!(),
            "%info = OpExtInst %int %ns 1 %one\n",
            function!("%a = OpIAdd %int %info %one\n"),
        ),
    },
    Case {
        name: "a non-semantic result in a non-semantic instruction",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(
            before: ["%ns = OpExtInstImport \"NonSemantic.Testing\"\n",],
            types!(),
            "%info = OpExtInst %void %ns 1 %one\n",
            "%more = OpExtInst %void %ns 2 %info %int\n",
        ),
    },
    Case {
        name: "a non-semantic set's operands are ids",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(before: ["%ns = OpExtInstImport \"NonSemantic.Testing\"\n",], types!(), "%info = OpExtInst %void %ns 1 %later\n", "%later = OpConstant %int 7\n"),
    },
    Case {
        name: "a pointer to a type defined later",
        flags: &[],
        env: "spv1.6",
        expect: Some("requires a previous definition"),
        asm: shader!("%int = OpTypeInt 32 1\n", "%ptr = OpTypePointer Function %s\n", "%s = OpTypeStruct %int\n",),
    },
    Case {
        name: "an array length defined later",
        flags: &[],
        env: "spv1.6",
        expect: Some("requires a previous definition"),
        asm: shader!("%int = OpTypeInt 32 1\n", "%arr = OpTypeArray %int %len\n", "%len = OpConstant %int 4\n",),
    },
    Case {
        name: "OpExtInstWithForwardRefsKHR in a semantic set",
        flags: &[],
        env: "spv1.6",
        expect: Some("only allowed with non-semantic instructions"),
        asm: shader!(
            before: ["OpExtension \"SPV_KHR_relaxed_extended_instruction\"\n", "%glsl = OpExtInstImport \"GLSL.std.450\"\n",],
            types!(),
            function!("%a = OpExtInstWithForwardRefsKHR %float %glsl Sqrt %b\n", "%b = OpFAdd %float %a %a\n"),
        ),
    },
    Case {
        name: "OpExtInstWithForwardRefsKHR without a forward reference",
        flags: &[],
        env: "spv1.6",
        expect: Some("must have at least one forward declared ID"),
        asm: shader!(
            before: ["OpExtension \"SPV_KHR_non_semantic_info\"\n", "OpExtension \"SPV_KHR_relaxed_extended_instruction\"\n", "%dbg = OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\"\n",],
            types!(),
            "%none = OpExtInstWithForwardRefsKHR %void %dbg DebugInfoNone\n",
        ),
    },
    Case {
        name: "OpExtInstWithForwardRefsKHR in a non-semantic set other than debug information",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            before: ["OpExtension \"SPV_KHR_relaxed_extended_instruction\"\n", "%ns = OpExtInstImport \"NonSemantic.Testing\"\n",],
            types!(),
            "%info = OpExtInstWithForwardRefsKHR %void %ns 1 %later\n",
            "%later = OpExtInst %void %ns 2\n",
        ),
    },
    Case {
        name: "a scope never defined",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(types!(), function!("OpControlBarrier %scope %scope %semantics\n")),
    },
    Case {
        name: "a branch condition defined later",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpSelectionMerge %merge None\n",
            "OpBranchConditional %cond %merge %merge\n",
            "%merge = OpLabel\n",
            "%cond = OpLogicalNot %bool %true\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "a switch selector defined later",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpSelectionMerge %merge None\n",
            "OpSwitch %sel %merge\n",
            "%merge = OpLabel\n",
            "%sel = OpIAdd %int %one %one\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "a decoration group applied before its definition",
        flags: &[],
        env: "spv1.6",
        expect: UNDEFINED,
        asm: shader!(
            "OpName %dgrp \"group\"\n",
            "OpDecorate %dgrp RowMajor\n",
            "OpGroupDecorate %dgrp %mat33\n",
            "%dgrp = OpDecorationGroup\n",
            "%f32 = OpTypeFloat 32\n",
            "%vec3 = OpTypeVector %f32 3\n",
            "%mat33 = OpTypeMatrix %vec3 3\n",
        ),
    },
    Case {
        name: "a name of an id never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!("OpName %missing \"missing\"\n", types!()),
    },
    Case {
        name: "a decoration target never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!("OpDecorate %missing Restrict\n", types!()),
    },
    Case {
        name: "a group decoration target never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!(
            "OpName %missing \"missing\"\n",
            "OpDecorate %dgrp RowMajor\n",
            "%dgrp = OpDecorationGroup\n",
            "OpGroupDecorate %dgrp %missing %mat33\n",
            "%f32 = OpTypeFloat 32\n",
            "%vec3 = OpTypeVector %f32 3\n",
            "%mat33 = OpTypeMatrix %vec3 3\n",
        ),
    },
    Case {
        name: "an entry point never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!("OpEntryPoint GLCompute %main \"main\"\n", "OpExecutionMode %main LocalSize 1 1 1\n", types!()),
    },
    Case {
        name: "a called function never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!("OpName %missing \"missing\"\n", types!(), function!("%r = OpFunctionCall %void %missing\n")),
    },
    Case {
        name: "a phi value never defined",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!(
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpBranch %next\n",
            "%next = OpLabel\n",
            "%x = OpPhi %int %missing %entry\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
    Case {
        name: "forward references never defined, listed as spirv-val lists them",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!(
            "OpName %10 \"a\"\n",
            "OpName %3 \"b\"\n",
            "OpName %25 \"c\"\n",
            "OpName %16 \"d\"\n",
            "OpDecorate %42 Restrict\n",
            "OpDecorate %29 Restrict\n",
        ),
    },
    Case {
        name: "more forward references than libstdc++'s first table has buckets",
        flags: &[],
        env: "spv1.6",
        expect: FORWARD,
        asm: shader!(
            "OpName %100 \"a\"\nOpName %13 \"b\"\nOpName %26 \"c\"\nOpName %39 \"d\"\nOpName %7 \"e\"\n",
            "OpName %58 \"f\"\nOpName %29 \"g\"\nOpName %87 \"h\"\nOpName %4 \"i\"\nOpName %61 \"j\"\n",
            "OpName %200 \"k\"\nOpName %33 \"l\"\nOpName %12 \"m\"\nOpName %71 \"n\"\nOpName %59 \"o\"\n",
            "OpName %118 \"p\"\nOpName %5 \"q\"\nOpName %17 \"r\"\n",
            "OpDecorate %13 Restrict\nOpDecorate %300 Restrict\n",
            "%300 = OpTypeVoid\n",
            "%39 = OpTypeBool\n",
        ),
    },
    Case {
        name: "the end-of-module checks come before the forward references",
        flags: &[],
        env: "spv1.6",
        expect: Some("Missing OpFunctionEnd at end of module"),
        asm: shader!(
            "OpName %missing \"missing\"\n",
            types!(),
            "%main = OpFunction %void None %fn\n%entry = OpLabel\nOpReturn\n"
        ),
    },
    // Not an id rule: ids in messages are quoted as spirv-val's getIdName quotes them, in every
    // pass (here the control-flow pass).
    Case {
        name: "ids in messages are quoted",
        flags: &[],
        env: "spv1.6",
        expect: Some("Block '10[%10]' is already a merge block for another header"),
        asm: shader!(
            types!(),
            "%main = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "OpSelectionMerge %m None\n",
            "OpBranchConditional %true %a %m\n",
            "%a = OpLabel\n",
            "OpSelectionMerge %m None\n",
            "OpBranch %m\n",
            "%m = OpLabel\n",
            "OpReturn\n",
            "OpFunctionEnd\n",
        ),
    },
];

#[test]
fn id_rules_agree_with_spirv_val() {
    validate_cases::check(CASES);
}

/// Keep-going mode over damaged modules (corpus modules with operand words replaced by small
/// ids or ids far beyond the bound, instructions dropped or moved to the front): it ends
/// without panicking, its first error is `validate`'s, and many of the modules reach the id
/// checks.
#[test]
fn keep_going_survives_damaged_modules() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0x1d5);
    let cases: Vec<Vec<u8>> = modules.iter().step_by(3).map(|(_, bytes)| damage(&mut rng, bytes)).collect();
    let results = parallel_map(&cases, |bytes| {
        let options = Options::new(TargetEnv::Universal1_6);
        let all = validate_all(bytes, &options);
        let first = validate(bytes, &options).err();
        let ids = all.iter().any(|e| {
            e.message.starts_with("ID ")
                || e.message.starts_with("Operand ")
                || e.message.starts_with("The following forward referenced IDs")
        });
        (all.first() == first.as_ref(), ids)
    });
    assert!(results.iter().all(|&(same, _)| same));
    let reached = results.iter().filter(|&&(_, ids)| ids).count();
    assert!(reached * 4 > results.len(), "only {reached} of {} damaged modules reach the id checks", results.len());
}

/// A module with one to four edits.
fn damage(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    for _ in 0..1 + rng.below(4) {
        // The instructions' word ranges.
        let mut starts = Vec::new();
        let mut at = 5;
        while at < words.len() {
            let count = (words[at] >> 16) as usize;
            if count == 0 || at + count > words.len() {
                break;
            }
            starts.push(at..at + count);
            at += count;
        }
        if starts.is_empty() {
            break;
        }
        let victim = starts[rng.below(starts.len() as u64) as usize].clone();
        match rng.below(4) {
            0 | 1 if victim.len() > 1 => {
                let w = victim.start + 1 + rng.below(victim.len() as u64 - 1) as usize;
                words[w] = match rng.one_in(4) {
                    true => u32::MAX - rng.below(4) as u32,
                    false => 1 + rng.below(u64::from(words[3].max(2))) as u32,
                };
            }
            2 => {
                words.drain(victim);
            }
            _ => {
                // Moved to the front of the types and functions (after the first 8 instructions).
                let to = starts.get(8).map_or(5, |r| r.start).min(victim.start);
                let moved: Vec<u32> = words.drain(victim).collect();
                words.splice(to..to, moved);
            }
        }
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}
