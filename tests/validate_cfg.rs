//! The validator's control-flow checks against spirv-val (SPIRV-Tools 2025.5): small modules,
//! assembled by spirv-as, each breaking one rule of spirv-val's `ControlFlowPass`,
//! `PerformCfgChecks` (structured control flow) or `CheckIdDefinitionDominateUse` (or keeping
//! to them); spirv-val's verdict and its exact output are the expectation. Many come from
//! SPIRV-Tools' `test/val/val_cfg_test.cpp` and `val_ssa_test.cpp`.

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate, validate_all};
use spirv_workspace::validate_cases::{self, Case};
use spirv_workspace::{Rng, corpus_modules, parallel_map};

/// A shader module with linkage (no entry point needed): the types, then `body`.
macro_rules! shader {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            "OpMemoryModel Logical GLSL450\n",
            types!(),
            $($body),*
        )
    };
}

/// The types and constants every module here declares.
macro_rules! types {
    () => {
        "%void = OpTypeVoid\n\
         %int = OpTypeInt 32 1\n\
         %uint = OpTypeInt 32 0\n\
         %float = OpTypeFloat 32\n\
         %bool = OpTypeBool\n\
         %true = OpConstantTrue %bool\n\
         %false = OpConstantFalse %bool\n\
         %one = OpConstant %int 1\n\
         %two = OpConstant %int 2\n\
         %f1 = OpConstant %float 1\n\
         %fn = OpTypeFunction %void\n\
         %fn_int = OpTypeFunction %int\n\
         %ptr = OpTypePointer Function %int\n"
    };
}

/// A void function whose first block is `%entry`, around `body` (which ends its last block).
macro_rules! function {
    ($($body:expr),* $(,)?) => {
        concat!("%main = OpFunction %void None %fn\n%entry = OpLabel\n", $($body,)* "OpFunctionEnd\n")
    };
}

const CASES: &[Case] = &[
    // Valid control flow.
    Case {
        name: "if-then-else, a loop, a switch with fall-through, phis",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\n",
            "OpBranchConditional %true %t %e\n",
            "%t = OpLabel\n%a = OpIAdd %int %one %one\nOpBranch %m\n",
            "%e = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\n%p = OpPhi %int %a %t %two %e\n",
            "OpBranch %h\n",
            "%h = OpLabel\n%i = OpPhi %int %p %m %n %c\n",
            "OpLoopMerge %lm %c Unroll\n",
            "OpBranchConditional %true %body %lm\n",
            "%body = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\n%n = OpIAdd %int %i %one\nOpBranch %h\n",
            "%lm = OpLabel\n",
            "OpSelectionMerge %sm None\n",
            "OpSwitch %i %d 1 %c1 2 %c2\n",
            "%c1 = OpLabel\nOpBranch %c2\n",
            "%c2 = OpLabel\nOpBranch %sm\n",
            "%d = OpLabel\nOpBranch %sm\n",
            "%sm = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a break and a continue from a selection in a loop",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n",
            "%h = OpLabel\nOpLoopMerge %lm %c None\nOpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %sm None\nOpBranchConditional %true %brk %sm\n",
            "%brk = OpLabel\nOpBranchConditional %false %lm %c\n",
            "%sm = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %lm\n",
            "%lm = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "unreachable blocks and a use in an unreachable block",
        flags: &[],
        env: "spv1.6",
        expect: None,
        asm: shader!(function!(
            "OpReturn\n",
            "%u = OpLabel\n%x = OpIAdd %int %one %one\nOpBranch %v\n",
            "%v = OpLabel\n%y = OpIAdd %int %x %one\nOpUnreachable\n",
        )),
    },
    Case {
        name: "two switch cases meeting in a block that is no case",
        flags: &[],
        env: "spv1.0",
        expect: Some("has invalid branch to block"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %m 0 %a 1 %b\n",
            "%a = OpLabel\nOpBranch %x\n",
            "%b = OpLabel\nOpBranch %x\n",
            "%x = OpLabel\nOpReturn\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a header in a loop whose merge block is the continue target",
        flags: &[],
        env: "spv1.0",
        expect: Some("is contained in the loop construct headed by"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %lm %c None\nOpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %c None\nOpBranchConditional %true %lm %c\n",
            "%c = OpLabel\nOpBranch %h\n",
            "%lm = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a conditional branch without a merge whose target was seen (a loop's exit)",
        flags: &[],
        env: "spv1.5",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n",
            "%h = OpLabel\nOpLoopMerge %lm %c None\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %lm\n",
            "%lm = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a kernel needs no structured control flow",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: concat!(
            "OpCapability Kernel\nOpCapability Addresses\nOpCapability Linkage\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%true = OpConstantTrue %bool\n%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\n",
            "OpBranchConditional %true %a %b\n",
            "%a = OpLabel\nOpBranch %b\n",
            "%b = OpLabel\nOpBranchConditional %true %a %c\n",
            "%c = OpLabel\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    // ControlFlowPass: OpPhi.
    Case {
        name: "phi of void",
        flags: &[],
        env: "spv1.0",
        expect: Some("OpPhi must not have void result type"),
        asm: shader!(function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %void %one %entry\nOpReturn\n",)),
    },
    Case {
        name: "phi of a pointer in the logical addressing model",
        flags: &[],
        env: "spv1.0",
        expect: Some("Using pointers with OpPhi requires capability VariablePointers"),
        asm: shader!(function!(
            "%v = OpVariable %ptr Function\nOpBranch %b\n",
            "%b = OpLabel\n%p = OpPhi %ptr %v %entry\nOpReturn\n",
        )),
    },
    Case {
        name: "phi with fewer incoming blocks than predecessors",
        flags: &[],
        env: "spv1.0",
        expect: Some("OpPhi's number of incoming blocks (1) does not match block's predecessor count (2)."),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\n%p = OpPhi %int %one %t\nOpReturn\n",
        )),
    },
    Case {
        name: "phi counts both edges of a conditional branch to one block once",
        flags: &[],
        env: "spv1.5",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %m %m\n",
            "%m = OpLabel\n%p = OpPhi %int %one %entry\nOpReturn\n",
        )),
    },
    Case {
        name: "phi's value of another type",
        flags: &[],
        env: "spv1.0",
        expect: Some("does not match incoming value <id>"),
        asm: shader!(function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %int %f1 %entry\nOpReturn\n",)),
    },
    Case {
        name: "phi's parent not a label",
        flags: &[],
        env: "spv1.0",
        expect: Some("is not an OpLabel."),
        asm: shader!(function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %int %one %one\nOpReturn\n",)),
    },
    Case {
        name: "phi's parent not a predecessor",
        flags: &[],
        env: "spv1.0",
        expect: Some("is not a predecessor of <id>"),
        asm: shader!(function!(
            "OpBranch %b\n",
            "%b = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\n%p = OpPhi %int %one %entry\nOpReturn\n",
        )),
    },
    Case {
        name: "phi names a parent twice",
        flags: &[],
        env: "spv1.0",
        expect: Some("multiple times."),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\n%p = OpPhi %int %one %t %two %t\nOpReturn\n",
        )),
    },
    // ControlFlowPass: branches.
    Case {
        name: "branch to a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("'Target Label' operands for OpBranch must be the ID of an OpLabel instruction"),
        asm: shader!(function!("OpBranch %one\n")),
    },
    Case {
        name: "branch weights: one",
        flags: &[],
        env: "spv1.0",
        expect: Some("OpBranchConditional requires either 3 or 5 parameters"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m 1\n",
            "%t = OpLabel\nOpBranch %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "branch weights: two",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m 1 2\n",
            "%t = OpLabel\nOpBranch %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "condition of an integer",
        flags: &[],
        env: "spv1.0",
        expect: Some("Condition operand for OpBranchConditional must be of boolean type"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %one %t %m\n",
            "%t = OpLabel\nOpBranch %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "true label a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("The 'True Label' operand for OpBranchConditional must be the ID of an OpLabel instruction"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %one %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "false label a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("The 'False Label' operand for OpBranchConditional must be the ID of an OpLabel instruction"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %m %one\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "one label twice in SPIR-V 1.6",
        flags: &[],
        env: "spv1.6",
        expect: Some("In SPIR-V 1.6 or later, True Label and False Label must be different labels"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %m %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "switch on a float",
        flags: &[],
        env: "spv1.0",
        expect: Some("Selector type must be OpTypeInt"),
        asm: shader!(function!("OpSelectionMerge %m None\nOpSwitch %f1 %m\n", "%m = OpLabel\nOpReturn\n",)),
    },
    Case {
        name: "switch's default a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("Default must be an OpLabel instruction"),
        asm: shader!(function!("OpSelectionMerge %m None\nOpSwitch %one %one 1 %m\n", "%m = OpLabel\nOpReturn\n",)),
    },
    Case {
        name: "switch's target a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("'Target Label' operands for OpSwitch must be IDs of an OpLabel instruction"),
        asm: shader!(function!("OpSelectionMerge %m None\nOpSwitch %one %m 1 %one\n", "%m = OpLabel\nOpReturn\n",)),
    },
    // ControlFlowPass: OpReturnValue.
    Case {
        name: "phi of an image in a shader",
        flags: &[],
        env: "spv1.0",
        expect: Some("Result type cannot be OpTypeImage"),
        asm: shader!(
            "%img = OpTypeImage %float 2D 0 0 0 1 Unknown\n%u = OpUndef %img\n",
            function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %img %u %entry\nOpReturn\n")
        ),
    },
    Case {
        name: "phi of a sampled image, before HLSL legalization",
        flags: &["--before-hlsl-legalization"],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            "%img = OpTypeImage %float 2D 0 0 0 1 Unknown\n%si = OpTypeSampledImage %img\n%u = OpUndef %si\n",
            function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %si %u %entry\nOpReturn\n")
        ),
    },
    Case {
        name: "phi of a sampled image",
        flags: &[],
        env: "spv1.0",
        expect: Some("Result type cannot be OpTypeSampledImage"),
        asm: shader!(
            "%img = OpTypeImage %float 2D 0 0 0 1 Unknown\n%si = OpTypeSampledImage %img\n%u = OpUndef %si\n",
            function!("OpBranch %b\n", "%b = OpLabel\n%p = OpPhi %si %u %entry\nOpReturn\n")
        ),
    },
    Case {
        name: "return of a pointer in the logical addressing model",
        flags: &[],
        env: "spv1.0",
        expect: Some("is a pointer, which is invalid in the Logical addressing model."),
        asm: shader!(
            "%fn_ptr = OpTypeFunction %ptr\n",
            "%g = OpFunction %ptr None %fn_ptr\n%ge = OpLabel\n%v = OpVariable %ptr Function\n",
            "OpReturnValue %v\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "return of a pointer with --relax-logical-pointer",
        flags: &["--relax-logical-pointer"],
        env: "spv1.0",
        expect: None,
        asm: shader!(
            "%fn_ptr = OpTypeFunction %ptr\n",
            "%g = OpFunction %ptr None %fn_ptr\n%ge = OpLabel\n%v = OpVariable %ptr Function\n",
            "OpReturnValue %v\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "return of a void call's result",
        flags: &[],
        env: "spv1.0",
        expect: Some("is missing or void."),
        asm: shader!(
            function!("OpReturn\n"),
            "%g = OpFunction %int None %fn_int\n%ge = OpLabel\n%r = OpFunctionCall %void %main\n",
            "OpReturnValue %r\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "return of a float from an int function",
        flags: &[],
        env: "spv1.0",
        expect: Some("s type does not match OpFunction's return type."),
        asm: shader!("%g = OpFunction %int None %fn_int\n%ge = OpLabel\nOpReturnValue %f1\nOpFunctionEnd\n"),
    },
    Case {
        name: "return of an int",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!("%g = OpFunction %int None %fn_int\n%ge = OpLabel\nOpReturnValue %one\nOpFunctionEnd\n"),
    },
    // ControlFlowPass: OpLoopMerge.
    Case {
        name: "loop merge naming a constant",
        flags: &[],
        env: "spv1.0",
        expect: Some("must be an OpLabel"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %one %c None\nOpBranch %c\n",
            "%c = OpLabel\nOpBranch %h\n",
        )),
    },
    Case {
        name: "loop merge and continue target the same",
        flags: &[],
        env: "spv1.0",
        expect: Some("Merge Block and Continue Target must be different ids"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %m None\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "loop merge: its own block as merge block",
        flags: &[],
        env: "spv1.0",
        expect: Some("Merge Block may not be the block containing the OpLoopMerge"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %h %c None\nOpBranch %c\n",
            "%c = OpLabel\nOpBranch %h\n",
        )),
    },
    Case {
        name: "loop controls Unroll and DontUnroll",
        flags: &[],
        env: "spv1.0",
        expect: Some("Unroll and DontUnroll loop controls must not both be specified"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c Unroll|DontUnroll\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "loop controls PeelCount and DontUnroll",
        flags: &[],
        env: "spv1.4",
        expect: Some("PeelCount and DontUnroll loop controls must not both be specified"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c DontUnroll|PeelCount 2\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "loop controls PartialCount and DontUnroll",
        flags: &[],
        env: "spv1.4",
        expect: Some("PartialCount and DontUnroll loop controls must not both be specified"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c DontUnroll|PartialCount 2\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "loop control IterationMultiple 0 after MinIterations",
        flags: &[],
        env: "spv1.4",
        expect: Some("IterationMultiple loop control operand must be greater than zero"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c MinIterations|IterationMultiple 4 0\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "loop control IterationMultiple 3 after MinIterations 0",
        flags: &[],
        env: "spv1.4",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c MinIterations|IterationMultiple 0 3\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n%m = OpLabel\nOpReturn\n",
        )),
    },
    // PerformCfgChecks.
    Case {
        name: "branch to another function's block",
        flags: &[],
        env: "spv1.0",
        expect: Some("are referenced but not defined in function"),
        asm: shader!(
            function!("OpBranch %other\n"),
            "%g = OpFunction %void None %fn\n%other = OpLabel\nOpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "branches to three blocks of another function",
        flags: &[],
        env: "spv1.0",
        expect: Some("are referenced but not defined in function"),
        asm: shader!(
            function!("OpSelectionMerge %o3 None\nOpBranchConditional %true %o1 %o2\n",),
            "%g = OpFunction %void None %fn\n%o1 = OpLabel\nOpReturn\n%o2 = OpLabel\nOpReturn\n",
            "%o3 = OpLabel\nOpReturn\nOpFunctionEnd\n"
        ),
    },
    Case {
        name: "a loop whose header is its continue target",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %h None\nOpBranchConditional %true %h %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a break from an inner loop to the outer loop's merge",
        flags: &[],
        env: "spv1.0",
        expect: Some("exits the loop headed by"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranch %ih\n",
            "%ih = OpLabel\nOpLoopMerge %im %ic None\nOpBranchConditional %true %m %ic\n",
            "%ic = OpLabel\nOpBranchConditional %true %ih %im\n",
            "%im = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch in a loop: break and continue from cases, the default the merge",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %sm None\nOpSwitch %one %sm 1 %k1 2 %k2 3 %k3\n",
            "%k1 = OpLabel\nOpBranch %m\n",
            "%k2 = OpLabel\nOpBranch %c\n",
            "%k3 = OpLabel\nOpBranch %sm\n",
            "%sm = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a case falling through to the default",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %d 1 %a\n",
            "%a = OpLabel\nOpBranch %d\n",
            "%d = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "the default falling through to a case it does not precede",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %d 1 %a 2 %b\n",
            "%d = OpLabel\nOpBranch %b\n",
            "%a = OpLabel\nOpBranch %m\n",
            "%b = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a case falling through to the default that falls through to another",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %d 1 %a 2 %b\n",
            "%a = OpLabel\nOpBranch %d\n",
            "%d = OpLabel\nOpBranch %b\n",
            "%b = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "an unreachable merge block",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %a %b\n",
            "%a = OpLabel\nOpReturn\n",
            "%b = OpLabel\nOpReturn\n",
            "%m = OpLabel\nOpUnreachable\n",
        )),
    },
    Case {
        name: "an unreachable continue target",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranch %m\n",
            "%c = OpLabel\nOpBranch %h\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a continue construct of several blocks",
        flags: &[],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranchConditional %true %c %m\n",
            "%c = OpLabel\nOpSelectionMerge %cm None\nOpBranchConditional %true %ct %cm\n",
            "%ct = OpLabel\nOpBranch %cm\n",
            "%cm = OpLabel\nOpBranch %h\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a kernel's block before its dominator",
        flags: &[],
        env: "spv1.0",
        expect: Some("appears in the binary before its dominator"),
        asm: concat!(
            "OpCapability Kernel\nOpCapability Addresses\nOpCapability Linkage\n",
            "OpMemoryModel Physical32 OpenCL\n",
            "%void = OpTypeVoid\n%fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %fn\n%entry = OpLabel\nOpBranch %b\n",
            "%c = OpLabel\nOpReturn\n",
            "%b = OpLabel\nOpBranch %c\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "a block before its dominator",
        flags: &[],
        env: "spv1.0",
        expect: Some("appears in the binary before its dominator"),
        asm: shader!(function!("OpBranch %b\n", "%c = OpLabel\nOpReturn\n", "%b = OpLabel\nOpBranch %c\n",)),
    },
    Case {
        name: "nesting deeper than the limit",
        flags: &["--max-control-flow-nesting-depth", "1"],
        env: "spv1.0",
        expect: Some("Maximum Control Flow nesting depth exceeded."),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpSelectionMerge %m2 None\nOpBranchConditional %true %t2 %m2\n",
            "%t2 = OpLabel\nOpBranch %m2\n",
            "%m2 = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "nesting as deep as the limit",
        flags: &["--max-control-flow-nesting-depth", "2"],
        env: "spv1.0",
        expect: None,
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpSelectionMerge %m2 None\nOpBranchConditional %true %t2 %m2\n",
            "%t2 = OpLabel\nOpBranch %m2\n",
            "%m2 = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a back edge to a block that is no loop header",
        flags: &[],
        env: "spv1.0",
        expect: Some("can only be formed between a block and a loop header."),
        asm: shader!(function!(
            "OpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %m None\nOpBranchConditional %true %b %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a loop header without a back edge",
        flags: &[],
        env: "spv1.0",
        expect: Some("back-edge blocks but the standard requires exactly one"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranch %m\n",
            "%c = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a loop header with two back edges",
        flags: &[],
        env: "spv1.0",
        expect: Some("is targeted by 2 back-edge blocks"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranchConditional %true %b %c\n",
            "%b = OpLabel\nOpBranch %h\n",
            "%c = OpLabel\nOpBranchConditional %true %h %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a selection's merge block not dominated by its header",
        flags: &[],
        env: "spv1.0",
        expect: Some("does not structurally dominate the merge block"),
        asm: shader!(function!(
            "OpSelectionMerge %m0 None\nOpBranchConditional %true %a %b\n",
            "%a = OpLabel\nOpSelectionMerge %m None\nOpBranchConditional %true %t %m0\n",
            "%t = OpLabel\nOpBranch %m\n",
            "%b = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpBranch %m0\n",
            "%m0 = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a selection that is its own merge block",
        flags: &[],
        env: "spv1.0",
        expect: Some("does not strictly structurally dominate"),
        asm: shader!(function!(
            "OpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %b None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpReturn\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a continue target not post-dominated by the back-edge block",
        flags: &[],
        env: "spv1.0",
        expect: Some("is not structurally post dominated by the back-edge block"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %m %c None\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %latch %m\n",
            "%latch = OpLabel\nOpBranch %h\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a block after a loop's merge branched to from inside the loop",
        flags: &[],
        env: "spv1.0",
        expect: Some("branches to the loop construct, but not to the loop header <ID>"),
        asm: shader!(function!(
            "OpBranch %h\n%h = OpLabel\nOpLoopMerge %lm %c None\nOpBranch %b\n",
            "%b = OpLabel\nOpSelectionMerge %sm None\nOpBranchConditional %true %sm %out\n",
            "%sm = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\nOpBranchConditional %true %h %lm\n",
            "%lm = OpLabel\nOpBranch %out\n",
            "%out = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a branch into the middle of a selection",
        flags: &[],
        env: "spv1.0",
        expect: Some("does not structurally dominate the merge block"),
        asm: shader!(function!(
            "OpSelectionMerge %m0 None\nOpBranchConditional %true %a %b\n",
            "%a = OpLabel\nOpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpBranch %m0\n",
            "%b = OpLabel\nOpBranch %t\n",
            "%m0 = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch whose case falls through to two cases",
        flags: &[],
        env: "spv1.0",
        expect: Some("has branches to multiple other case construct targets"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %m 1 %a 2 %b 3 %c\n",
            "%a = OpLabel\nOpBranchConditional %true %b %c\n",
            "%b = OpLabel\nOpBranch %m\n",
            "%c = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch whose case falls through out of order",
        flags: &[],
        env: "spv1.0",
        expect: Some("but does not immediately precede it in the OpSwitch's target list"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %m 1 %a 2 %b 3 %c\n",
            "%a = OpLabel\nOpBranch %c\n",
            "%b = OpLabel\nOpBranch %m\n",
            "%c = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch with two cases falling through to one",
        flags: &[],
        env: "spv1.0",
        expect: Some("Multiple case constructs have branches to the case construct that targets"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpSwitch %one %a 1 %b 2 %c\n",
            "%a = OpLabel\nOpBranch %c\n",
            "%b = OpLabel\nOpBranch %c\n",
            "%c = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch case branching out of the switch",
        flags: &[],
        env: "spv1.0",
        expect: Some("exits the selection headed by <ID>"),
        asm: shader!(function!(
            "OpSelectionMerge %m0 None\nOpBranchConditional %true %s %m0\n",
            "%s = OpLabel\nOpSelectionMerge %m None\nOpSwitch %one %m 1 %a\n",
            "%a = OpLabel\nOpBranch %m0\n",
            "%m = OpLabel\nOpBranch %m0\n",
            "%m0 = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a conditional branch without a merge",
        flags: &[],
        env: "spv1.0",
        expect: Some("Selection must be structured"),
        asm: shader!(function!(
            "OpBranchConditional %true %a %b\n",
            "%a = OpLabel\nOpReturn\n",
            "%b = OpLabel\nOpReturn\n",
        )),
    },
    Case {
        name: "a switch without a merge",
        flags: &[],
        env: "spv1.0",
        expect: Some("OpSwitch must be preceded by an OpSelectionMerge instruction"),
        asm: shader!(function!("OpSwitch %one %a\n", "%a = OpLabel\nOpReturn\n",)),
    },
    // PerformCfgChecks: MaximalReconvergenceChecks.
    Case {
        name: "maximal reconvergence: a block two branches meet in, in a called function",
        flags: &[],
        env: "spv1.3",
        expect: Some("this basic block must not have multiple unique predecessors"),
        asm: concat!(
            "OpCapability Shader\nOpExtension \"SPV_KHR_maximal_reconvergence\"\n",
            "OpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %main MaximallyReconvergesKHR\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%void_fn = OpTypeFunction %void\n",
            "%func = OpFunction %void None %void_fn\n%func_entry = OpLabel\n",
            "OpSelectionMerge %func_exit None\nOpBranchConditional %cond %then %else\n",
            "%then = OpLabel\nOpBranch %merge\n%else = OpLabel\nOpBranch %merge\n",
            "%merge = OpLabel\nOpBranch %func_exit\n%func_exit = OpLabel\nOpReturn\nOpFunctionEnd\n",
            "%main = OpFunction %void None %void_fn\n%main_entry = OpLabel\n",
            "%call = OpFunctionCall %void %func\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "maximal reconvergence: the function is not called",
        flags: &[],
        env: "spv1.3",
        expect: None,
        asm: concat!(
            "OpCapability Shader\nOpExtension \"SPV_KHR_maximal_reconvergence\"\n",
            "OpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %main MaximallyReconvergesKHR\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%void_fn = OpTypeFunction %void\n",
            "%func = OpFunction %void None %void_fn\n%func_entry = OpLabel\n",
            "OpSelectionMerge %func_exit None\nOpBranchConditional %cond %then %else\n",
            "%then = OpLabel\nOpBranch %merge\n%else = OpLabel\nOpBranch %merge\n",
            "%merge = OpLabel\nOpBranch %func_exit\n%func_exit = OpLabel\nOpReturn\nOpFunctionEnd\n",
            "%main = OpFunction %void None %void_fn\n%main_entry = OpLabel\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    Case {
        name: "maximal reconvergence: one label twice",
        flags: &[],
        env: "spv1.3",
        expect: Some("True Label and False Label must be different labels"),
        asm: concat!(
            "OpCapability Shader\nOpExtension \"SPV_KHR_maximal_reconvergence\"\n",
            "OpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n",
            "OpExecutionMode %main LocalSize 1 1 1\nOpExecutionMode %main MaximallyReconvergesKHR\n",
            "%void = OpTypeVoid\n%bool = OpTypeBool\n%cond = OpUndef %bool\n%void_fn = OpTypeFunction %void\n",
            "%main = OpFunction %void None %void_fn\n%main_entry = OpLabel\n",
            "OpSelectionMerge %m None\nOpBranchConditional %cond %m %m\n",
            "%m = OpLabel\nOpReturn\nOpFunctionEnd\n",
        ),
    },
    // CheckIdDefinitionDominateUse.
    Case {
        name: "a use in a block its definition does not dominate",
        flags: &[],
        env: "spv1.0",
        expect: Some("does not dominate its use in block"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %m\n",
            "%t = OpLabel\n%x = OpIAdd %int %one %one\nOpBranch %m\n",
            "%m = OpLabel\n%y = OpIAdd %int %x %one\nOpReturn\n",
        )),
    },
    Case {
        name: "a phi value not dominating its parent",
        flags: &[],
        env: "spv1.0",
        expect: Some("definition does not dominate its parent"),
        asm: shader!(function!(
            "OpSelectionMerge %m None\nOpBranchConditional %true %t %e\n",
            "%t = OpLabel\n%x = OpIAdd %int %one %one\nOpBranch %m\n",
            "%e = OpLabel\nOpBranch %m\n",
            "%m = OpLabel\n%p = OpPhi %int %x %t %x %e\nOpReturn\n",
        )),
    },
    Case {
        name: "a parameter used in another function",
        flags: &[],
        env: "spv1.0",
        expect: Some("is used outside of it's defining function"),
        asm: shader!(
            "%fn_p = OpTypeFunction %void %int\n",
            "%g = OpFunction %void None %fn_p\n%a = OpFunctionParameter %int\n%ge = OpLabel\nOpReturn\nOpFunctionEnd\n",
            function!("%x = OpIAdd %int %a %one\nOpReturn\n")
        ),
    },
];

#[test]
fn control_flow_rules_agree_with_spirv_val() {
    validate_cases::check(CASES);
}

/// Corpus modules whose branch targets, merge blocks, continue targets and phi parents are
/// swapped for other labels (of the same function, mostly): spirv-val's verdicts and first
/// errors agree where the passes reach, ours never rejects what spirv-val accepts, and
/// keep-going mode begins with `validate`'s error.
#[test]
fn scrambled_control_flow_agrees_with_spirv_val() {
    let modules = corpus_modules();
    let mut rng = Rng::new(0xcf6);
    let cases: Vec<(String, Vec<u8>)> = modules
        .iter()
        .step_by(2)
        .flat_map(|(name, bytes)| (0..2).map(|i| (format!("{name} #{i}"), bytes.clone())).collect::<Vec<_>>())
        .map(|(name, bytes)| (name, scramble(&mut rng, &bytes)))
        .collect();
    let env = TargetEnv::Universal1_6;
    let results = parallel_map(&cases, |(name, bytes)| {
        let reference = validate_cases::spirv_val(bytes, env.name(), &[]);
        let options = Options::new(env);
        let ours = validate(bytes, &options).map(|_| ()).map_err(|e| format!("error: {e}\n"));
        let all = validate_all(bytes, &options);
        let first = all.first().map(|e| format!("error: {e}\n"));
        (name.clone(), reference, ours.clone(), first == ours.err())
    });
    let mut counts = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    let show = std::env::var("SPIRV_VALIDATE_SHOW").ok();
    for (name, reference, ours, same_first) in &results {
        let what = match (reference, ours) {
            (Ok(()), Ok(())) => "BothAccept",
            (Err(a), Err(b)) if a == b => "SameError",
            (Err(_), Err(_)) => "OtherError",
            (Err(_), Ok(())) => "FalseAccept",
            (Ok(()), Err(_)) => "FalseReject",
        };
        *counts.entry(what).or_insert(0) += 1;
        if what == "FalseReject" {
            failures.push(format!("{name}: ours {ours:?}"));
        }
        if !same_first {
            failures.push(format!("{name}: validate_all does not begin with validate's error"));
        }
        if show.as_deref() == Some(what) {
            eprintln!("{what} {name}:\n  spirv-val {reference:?}\n  ours      {ours:?}");
        }
    }
    eprintln!("scrambled control flow: {} cases: {counts:?}", results.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A module with one to three label operands (a branch's target, a merge instruction's block, a
/// phi's parent) replaced by another label.
fn scramble(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    // The labels of each function, and (word index, function) of each label operand.
    let (mut labels, mut operands): (Vec<Vec<u32>>, Vec<(usize, usize)>) = (Vec::new(), Vec::new());
    let mut at = 5;
    while at < words.len() {
        let (count, op) = ((words[at] >> 16) as usize, words[at] & 0xffff);
        if count == 0 || at + count > words.len() {
            break;
        }
        let f = labels.len().saturating_sub(1);
        match op {
            54 => labels.push(Vec::new()),
            248 if count == 2 && !labels.is_empty() => labels[f].push(words[at + 1]),
            245 => operands.extend((at + 4..at + count).step_by(2).map(|w| (w, f))),
            246 if count >= 4 => operands.extend([(at + 1, f), (at + 2, f)]),
            247 | 249 if count >= 2 => operands.push((at + 1, f)),
            250 if count >= 4 => operands.extend([(at + 2, f), (at + 3, f)]),
            251 if count >= 3 => operands.push((at + 2, f)),
            _ => {}
        }
        at += count;
    }
    let all: Vec<u32> = labels.iter().flatten().copied().collect();
    if all.is_empty() || operands.is_empty() {
        return bytes.to_vec();
    }
    for _ in 0..1 + rng.below(3) {
        let (w, f) = operands[rng.below(operands.len() as u64) as usize];
        let own = labels.get(f).filter(|l| !l.is_empty() && !rng.one_in(8));
        let pool = own.unwrap_or(&all);
        words[w] = pool[rng.below(pool.len() as u64) as usize];
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}
